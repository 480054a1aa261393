import Foundation

/// The files of an iOS app's source folder as Xcode lays it out, sorted by what the porter does
/// with them. Paths are relative to the folder, with `/` separators, in a stable order.
struct AppFolder {
    var swiftFiles: [String] = []
    var plists: [String] = []
    var interfaceFiles: [String] = []
    var assetCatalogs: [String] = []
    /// Loose images and data files the app may load by name from its bundle.
    var resources: [String] = []
    /// Everything else: Objective-C sources, string tables, project files.
    var others: [String] = []
    /// Folders left out as a whole (test targets, dependencies, build products).
    var skippedFolders: [String] = []

    var fileCount: Int {
        swiftFiles.count + plists.count + interfaceFiles.count + assetCatalogs.count
            + resources.count + others.count
    }

    /// Folders that belong to the project but not to the app's target.
    static func isSkippedFolder(_ name: String) -> Bool {
        name.hasSuffix("Tests") || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
            || ["Pods", "Carthage", "DerivedData", "build", ".build", "fastlane"].contains(name)
    }

    static let resourceExtensions: Set<String> = [
        "png", "jpg", "jpeg", "json", "txt", "ttf", "otf", "wav", "mp3",
        "caf", "aiff", "m4a", "gif",
    ]

    init(url: URL) throws(PortError) {
        try scan(url, relative: "")
    }

    private mutating func scan(_ folder: URL, relative: String) throws(PortError) {
        let files = FileManager.default
        let entries: [String]
        do {
            entries = try files.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw .readFailed(path: folder.path, reason: (error as NSError).localizedDescription)
        }
        for entry in entries where !entry.hasPrefix(".") {
            let url = folder.appendingPathComponent(entry)
            let path = relative.isEmpty ? entry : relative + "/" + entry
            var isDirectory: ObjCBool = false
            guard files.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            let fileExtension = (entry as NSString).pathExtension.lowercased()
            if isDirectory.boolValue {
                if fileExtension == "xcassets" {
                    assetCatalogs.append(path)
                } else if Self.isSkippedFolder(entry) {
                    skippedFolders.append(path)
                } else {
                    try scan(url, relative: path)
                }
                continue
            }
            switch fileExtension {
            case "swift": swiftFiles.append(path)
            case "plist": plists.append(path)
            case "storyboard", "xib": interfaceFiles.append(path)
            case _ where Self.resourceExtensions.contains(fileExtension): resources.append(path)
            default: others.append(path)
            }
        }
    }

    /// The app's Info.plist: the one beside the app delegate, else the one nearest the top.
    func mainInfoPlist(appDelegateFile: String?) -> String? {
        let infoPlists = plists.filter { ($0 as NSString).lastPathComponent.hasSuffix("Info.plist") }
        if let delegateFolder = appDelegateFile.map({ ($0 as NSString).deletingLastPathComponent }),
            let beside = infoPlists.first(where: { ($0 as NSString).deletingLastPathComponent == delegateFolder })
        {
            return beside
        }
        return infoPlists.min { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
    }
}
