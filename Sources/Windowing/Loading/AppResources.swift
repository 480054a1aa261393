import Foundation

/// Finds the app's resources (its Info.plist) the way iOS finds them in the main bundle: beside
/// the executable, in the resource bundle SwiftPM builds for the app target.
///
/// `WINDOWING_RESOURCES` names another folder holding Info.plist and overrides the search.
enum AppResources {
    enum Location: Equatable {
        case file(String)
        case none
    }

    /// The path of the Info.plist a launch reads, given the executable's path.
    static func infoPlist(executable: String, environment: [String: String]) throws(InfoPlistError) -> Location {
        if let folder = environment["WINDOWING_RESOURCES"], !folder.isEmpty {
            let path = FilePaths.appending("Info.plist", to: folder)
            guard FilePaths.exists(path) else {
                throw .unreadable(file: path, reason: "WINDOWING_RESOURCES is '\(folder)' but it holds no Info.plist")
            }
            return .file(path)
        }
        return bundledInfoPlist(executable: executable).map { .file($0) } ?? .none
    }

    /// `<exe dir>/<Package>_<exe>.resources/[<folder>/]Info.plist`, as `.copy("…/<folder>")` lays
    /// it out: a bundle's own folder first, then the one named after the executable, then the others.
    private static func bundledInfoPlist(executable: String) -> String? {
        let name = FilePaths.lastComponent(of: executable)
        for bundle in resourceBundles(executable: executable) {
            let named = FilePaths.appending(name, to: bundle.root)
            let folders = [bundle.root] + bundle.folders.filter { $0 == named } + bundle.folders.filter { $0 != named }
            for folder in folders {
                let plist = FilePaths.appending("Info.plist", to: folder)
                if FilePaths.exists(plist) { return plist }
            }
        }
        return nil
    }

    /// SwiftPM's resource bundles beside `executable` (`<Package>_<exe>.resources`, or
    /// `<exe>.resources`), by name, each with the folders directly inside it, by name.
    static func resourceBundles(executable: String) -> [(root: String, folders: [String])] {
        let directory = FilePaths.folder(of: executable)
        let name = FilePaths.lastComponent(of: executable)
        guard let entries = FilePaths.entries(ofFolder: directory) else { return [] }
        return entries.sorted().filter { $0.hasSuffix("_\(name).resources") || $0 == "\(name).resources" }.map {
            let root = FilePaths.appending($0, to: directory)
            let inner = (FilePaths.entries(ofFolder: root) ?? []).sorted().map { FilePaths.appending($0, to: root) }
            return (root, inner.filter(FilePaths.isFolder))
        }
    }

    /// The running executable's path, resolved through `/proc/self/exe` when it can be.
    static func executablePath() -> String { runningExecutable }

    /// Resolved once: a process's executable does not change, and it is asked for at every lookup
    /// of an image or a nib by name.
    private static let runningExecutable: String = {
        if let path = FilePaths.linkDestination("/proc/self/exe") { return path }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? "app").standardizedFileURL.path
    }()
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

extension AppResources {
    /// Where named resources are looked up: `WINDOWING_RESOURCES`, else each SwiftPM resource
    /// bundle beside the executable and the folders directly inside it.
    static func resourceFolders(executable: String, environment: [String: String]) -> [String] {
        if let folder = environment["WINDOWING_RESOURCES"], !folder.isEmpty { return [folder] }
        return resourceBundles(executable: executable).flatMap { [$0.root] + $0.folders }
    }

    /// The last folders listed by `appFolders`, with the executable and setting they are for.
    @MainActor private static var listedFolders: (key: String, folders: [String])?

    /// `resourceFolders`, listed once for an executable and `WINDOWING_RESOURCES` value: images
    /// and nibs are looked up by name as a table's cells scroll in and at every `loadView`, and
    /// each listing reads the executable's folder and every resource bundle's.
    @MainActor static func appFolders(executable: String, resources: String?) -> [String] {
        let key = executable + "\u{0}" + (resources ?? "")
        if let listedFolders, listedFolders.key == key { return listedFolders.folders }
        var environment: [String: String] = [:]
        environment["WINDOWING_RESOURCES"] = resources
        let listed = resourceFolders(executable: executable, environment: environment)
        // Kept when empty too: an app without resources would otherwise list its folder at every
        // `loadView`, and the bundles beside an executable are made when it is built.
        listedFolders = (key, listed)
        return listed
    }

    /// Lists the folders again at the next lookup (for tests that make resource bundles).
    @MainActor static func forgetListedFolders() { listedFolders = nil }
}
