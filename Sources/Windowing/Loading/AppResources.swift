import Foundation

/// Finds the app's resources (its Info.plist) the way iOS finds them in the main bundle: beside
/// the executable, in the resource bundle SwiftPM builds for the app target.
///
/// `WINDOWING_RESOURCES` names another folder holding Info.plist and overrides the search.
enum AppResources {
    enum Location: Equatable {
        case file(URL)
        case none
    }

    static func infoPlist(executable: URL, environment: [String: String]) throws(InfoPlistError) -> Location {
        if let folder = environment["WINDOWING_RESOURCES"], !folder.isEmpty {
            let url = URL(fileURLWithPath: folder).appendingPathComponent("Info.plist")
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw .unreadable(
                    file: url.path, reason: "WINDOWING_RESOURCES is '\(folder)' but it holds no Info.plist")
            }
            return .file(url)
        }
        return bundledInfoPlist(executable: executable).map { .file($0) } ?? .none
    }

    /// `<exe dir>/<Package>_<exe>.resources/[<folder>/]Info.plist`, as `.copy("…/<folder>")` lays it out.
    private static func bundledInfoPlist(executable: URL) -> URL? {
        let directory = executable.deletingLastPathComponent()
        let name = executable.lastPathComponent
        let fileManager = FileManager.default
        guard let entries = try? fileManager.contentsOfDirectory(atPath: directory.path) else { return nil }
        for bundle in entries.sorted() where bundle.hasSuffix("_\(name).resources") || bundle == "\(name).resources" {
            let root = directory.appendingPathComponent(bundle)
            var folders = [root, root.appendingPathComponent(name)]
            if let inner = try? fileManager.contentsOfDirectory(atPath: root.path) {
                folders += inner.sorted().map { root.appendingPathComponent($0) }
            }
            for folder in folders {
                let plist = folder.appendingPathComponent("Info.plist")
                if fileManager.fileExists(atPath: plist.path) { return plist }
            }
        }
        return nil
    }

    /// The running executable, resolved through `/proc/self/exe` when it can be.
    static func executableURL() -> URL {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? "app").standardizedFileURL
    }
}

extension AppResources {
    /// Whether `name` stays inside the folder it is looked up in: relative, without a `..` component
    /// or a NUL. Names come from storyboards and code, and a storyboard is input; a name such as
    /// `../../tmp/x/secret` must not reach files outside the app's resources. Subfolders are allowed,
    /// as in a bundle's folder references.
    static func isInsideResources(_ name: String) -> Bool {
        !name.hasPrefix("/") && !name.hasPrefix("~") && !name.contains("\0")
            && !name.split(separator: "/", omittingEmptySubsequences: false).contains("..")
    }
}
