import Foundation
import SwiftParser
import SwiftSyntax

/// One porting run's work: the converted sources, the files to carry and the report, kept in
/// memory until everything is known and then written at once.
struct PortJob {
    let input: URL
    let folder: AppFolder
    let target: String
    let total: Int
    let progress: @Sendable (String) -> Void
    var report = PortReport()
    /// Paths inside `Sources/<target>/` and their text.
    var outputs: [(path: String, text: String)] = []
    /// Files copied as they are: input URL and path inside `Sources/<target>/`.
    var copies: [(source: URL, path: String)] = []
    private var done = 0
    private var appDelegateFile: String?
    /// The folder inside `Sources/<target>/` that the resources are copied to.
    let resources: String

    init(input: URL, folder: AppFolder, target: String, total: Int, progress: @escaping @Sendable (String) -> Void) {
        self.input = input
        self.folder = folder
        self.target = target
        self.total = total
        self.progress = progress
        resources = Self.resourceFolder(avoiding: folder.swiftFiles)
    }

    /// `Resources`, unless the app keeps Swift sources in a folder of that name (an Xcode group
    /// called Resources, often holding the app delegate): `.copy` would make them resources and the
    /// app would not compile. Then `AppResources`, or the first free name after it.
    static func resourceFolder(avoiding swiftFiles: [String]) -> String {
        let folders = Set(
            swiftFiles.compactMap { path in path.contains("/") ? path.split(separator: "/").first.map(String.init) : nil
            })
        var name = "Resources"
        var number = 1
        while folders.contains(name) {
            name = number == 1 ? "AppResources" : "AppResources\(number)"
            number += 1
        }
        return name
    }

    private mutating func advance() {
        done += 1
        if done % Porter.progressInterval == 0 { progress("windowing-port: \(done) of \(total) files") }
    }

    // MARK: - Sources

    mutating func convertSources(_ sources: [String: String]) {
        var trees: [(file: String, tree: SourceFileSyntax)] = []
        var members: [String: InterfaceBuilderMembers] = [:]
        var methods = MethodSignatures()
        for file in folder.swiftFiles {
            let text = sources[file] ?? ""
            let tree = Parser.parse(source: text)
            if let error = Porter.firstSyntaxError(tree, file: file) {
                report.add(.unconverted, file, error.line, "does not parse (\(error.message)); copied unchanged")
                outputs.append((file, text))
                advance()
                continue
            }
            if appDelegateFile == nil, text.contains("UIApplicationDelegate") { appDelegateFile = file }
            let scanner = InterfaceBuilderScanner(file: file, tree: tree)
            scanner.walk(tree)
            for problem in scanner.problems { report.add(.unconverted, file, problem.line, problem.message) }
            for (path, found) in scanner.members { members[path, default: .init()].merge(found) }
            methods.scan(tree)
            trees.append((file, tree))
        }
        var usesActionMessages = false
        var usesNetworking = false
        var texts: [String: String] = [:]
        for (file, tree) in trees {
            let rewriter = SourceRewriter(file: file, tree: tree, members: members, methods: methods)
            let rewritten = rewriter.rewrite(tree)
            report.entries += rewriter.report.entries
            usesActionMessages =
                usesActionMessages
                || rewriter.report.entries.contains { $0.message.contains("ActionMessage(") }
            usesNetworking = usesNetworking || rewriter.usesURLLoading
            texts[file] = rewritten.description
            advance()
        }
        for (path, registrations) in members.sorted(by: { $0.key < $1.key }) where !registrations.isEmpty {
            usesActionMessages = usesActionMessages || !registrations.actions.isEmpty
            register(path, registrations, texts: &texts)
        }
        for file in folder.swiftFiles { if let text = texts[file] { outputs.append((file, text)) } }
        if usesActionMessages {
            outputs.append(("Generated/" + SupportFile.name, SupportFile.text))
            report.add(
                .changed, "Generated/" + SupportFile.name, 0,
                "generated: ActionMessage from methods whose sender is typed (UIButton, Any, a recognizer)")
        }
        if usesNetworking {
            outputs.append(("Generated/" + NetworkingSupportFile.name, NetworkingSupportFile.text))
            report.add(
                .changed, "Generated/" + NetworkingSupportFile.name, 0,
                "generated: URLSession's async calls without a delegate (data(from:), data(for:), upload, download), "
                    + "which Foundation on Linux declares only with one")
        }
    }

    /// Writes the tables of one class's outlets and actions beside it, and reports each entry.
    private mutating func register(
        _ path: String, _ registrations: InterfaceBuilderMembers,
        texts: inout [String: String]
    ) {
        guard let classFile = registrations.classFile else {
            for outlet in registrations.outlets {
                report.add(
                    .unconverted, outlet.file, outlet.line,
                    "outlet '\(outlet.name)' of \(path): no class "
                        + "\(path) in the app's sources to register it on; "
                        + "register it in that class's storyboardOutlets"
                )
            }
            for action in registrations.actions {
                report.add(
                    .unconverted, action.file, action.line,
                    "action '\(action.selector)' of \(path): no class "
                        + "\(path) in the app's sources to register it on; "
                        + "register it in that class's storyboardActions"
                )
            }
            return
        }
        guard !registrations.hasOwnRegistrations, !registrations.classIsGeneric else { return }
        let sameFile = registrations.needsSameFile
        let place = StoryboardRegistrations.fileName(path, sameFile: sameFile, classFile: classFile)
        for outlet in registrations.outlets {
            report.add(
                .changed, outlet.file, outlet.line,
                "outlet '\(outlet.name)' → StoryboardOutlet(\\\(path).\(outlet.name)) \(place)")
        }
        for action in registrations.actions {
            report.add(
                .changed, action.file, action.line,
                "@IBAction '\(action.selector)' → ActionMessage(\(action.reference)) \(place)")
        }
        if sameFile {
            texts[classFile, default: ""] += StoryboardRegistrations.extensionText(
                path, registrations, standalone: false)
        } else {
            outputs.append(
                (
                    "Generated/\(path)+Storyboard.swift",
                    StoryboardRegistrations.extensionText(path, registrations, standalone: true)
                ))
        }
    }

    // MARK: - Resources

    /// The storyboards an Info.plist starts the app with (`UIMainStoryboardFile`, each scene's
    /// `UISceneStoryboardFile`). Programmatic apps often name the launch screen there so that no
    /// other storyboard loads; on iOS it then shows until the app makes its own window, so it is
    /// carried like any other storyboard.
    static func startingStoryboards(in plist: [String: Any]) -> Set<String> {
        var names: Set<String> = []
        if let main = plist["UIMainStoryboardFile"] as? String { names.insert(main) }
        let manifest = plist["UIApplicationSceneManifest"] as? [String: Any]
        let roles = manifest?["UISceneConfigurations"] as? [String: Any] ?? [:]
        for case let configurations as [[String: Any]] in roles.values {
            for configuration in configurations {
                if let name = configuration["UISceneStoryboardFile"] as? String { names.insert(name) }
            }
        }
        return names
    }

    mutating func carryResources() {
        let plist = folder.mainInfoPlist(appDelegateFile: appDelegateFile)
        var launchStoryboard = "LaunchScreen"
        var startingStoryboards: Set<String> = []
        for file in folder.plists {
            if file == plist {
                copies.append((input.appendingPathComponent(file), resources + "/Info.plist"))
                report.add(.carried, file, 0, "→ \(resources)/Info.plist")
                let data = try? Data(contentsOf: input.appendingPathComponent(file))
                let values =
                    data.flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) }
                    as? [String: Any]
                if let name = values?["UILaunchStoryboardName"] as? String { launchStoryboard = name }
                startingStoryboards = Self.startingStoryboards(in: values ?? [:])
            } else {
                report.add(.ignored, file, 0, "not the app's Info.plist (\(plist ?? "none") is)")
            }
            advance()
        }
        if plist == nil {
            report.add(
                .unconverted, "Info.plist", 0,
                "missing: Xcode generates it from build settings; the app starts "
                    + "without a scene manifest or main storyboard unless you add \(resources)/Info.plist")
        }
        var names: Set<String> = []
        // Base.lproj first, so its copy wins over a localized one of the same name.
        let baseFirst = folder.interfaceFiles.sorted {
            ($0.contains("Base.lproj") ? 0 : 1, $0) < ($1.contains("Base.lproj") ? 0 : 1, $1)
        }
        for file in baseFirst {
            let name = (file as NSString).lastPathComponent
            let base = (name as NSString).deletingPathExtension
            if base == launchStoryboard && !startingStoryboards.contains(base) {
                report.add(.ignored, file, 0, "launch screen (a desktop window shows the app's first frame instead)")
            } else if names.insert(name).inserted {
                copies.append((input.appendingPathComponent(file), resources + "/" + name))
                report.add(.carried, file, 0, "→ \(resources)/\(name)")
            } else {
                report.add(.ignored, file, 0, "a second \(name) (a localization); the Base.lproj one is used")
            }
            advance()
        }
        carryAssetCatalogs(names: &names)
        for file in folder.resources {
            let name = (file as NSString).lastPathComponent
            if names.insert(name).inserted {
                copies.append((input.appendingPathComponent(file), resources + "/" + name))
                report.add(.carried, file, 0, "→ \(resources)/\(name)")
            } else {
                report.add(.ignored, file, 0, "a second resource named \(name); the first one is used")
            }
            advance()
        }
        for file in folder.others {
            let fileExtension = (file as NSString).pathExtension
            if ["m", "mm", "h", "c", "cpp"].contains(fileExtension) {
                report.add(.unconverted, file, 0, "C or Objective-C source: not carried over; port it to Swift")
            } else {
                report.add(.ignored, file, 0, "not part of what Windowing reads")
            }
            advance()
        }
        for skipped in folder.skippedFolders {
            let name = (skipped as NSString).lastPathComponent
            let why =
                name.hasSuffix("Tests")
                ? "a test target (not part of the app)"
                : name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
                    ? "the Xcode project (Package.swift replaces it)"
                    : "dependencies or build products (not the app's own sources)"
            report.add(.ignored, skipped, 0, why)
        }
    }

    private mutating func carryAssetCatalogs(names: inout Set<String>) {
        var colors: [AssetCatalog.Color] = []
        for catalogPath in folder.assetCatalogs {
            let catalog = AssetCatalog(
                url: input.appendingPathComponent(catalogPath), relative: catalogPath, resources: resources)
            report.entries += catalog.report.entries
            for image in catalog.images where names.insert(image.destination).inserted {
                copies.append((image.source, resources + "/" + image.destination))
            }
            colors += catalog.colors
            advance()
        }
        if !colors.isEmpty {
            outputs.append(("Generated/AssetColors.swift", AssetCatalog.colorsFile(colors)))
        }
    }

    // MARK: - Writing

    func write(to output: URL, windowing: URL, replacing: Bool) throws(PortError) {
        let files = FileManager.default
        let sourcesRoot = output.appendingPathComponent("Sources/\(target)")
        do {
            if replacing, files.fileExists(atPath: output.path) { try files.removeItem(at: output) }
            try files.createDirectory(
                at: sourcesRoot.appendingPathComponent(resources),
                withIntermediateDirectories: true)
        } catch {
            throw .writeFailed(path: output.path, reason: (error as NSError).localizedDescription)
        }
        try Self.write(
            PackageManifest.text(target: target, windowing: windowing, resources: resources),
            to: output.appendingPathComponent("Package.swift"))
        for (path, text) in outputs {
            try Self.write(text, to: sourcesRoot.appendingPathComponent(path))
        }
        for (source, path) in copies {
            let destination = sourcesRoot.appendingPathComponent(path)
            do {
                try files.createDirectory(
                    at: destination.deletingLastPathComponent(),
                    withIntermediateDirectories: true)
                try files.copyItem(at: source, to: destination)
            } catch {
                throw .writeFailed(path: destination.path, reason: (error as NSError).localizedDescription)
            }
        }
        try Self.write(report.text + "\n", to: output.appendingPathComponent("port-report.txt"))
    }

    static func write(_ text: String, to url: URL) throws(PortError) {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        } catch {
            throw .writeFailed(path: url.path, reason: (error as NSError).localizedDescription)
        }
    }
}

extension InterfaceBuilderMembers {
    mutating func merge(_ other: InterfaceBuilderMembers) {
        outlets += other.outlets
        actions += other.actions
        classFile = classFile ?? other.classFile
        classIsGeneric = classIsGeneric || other.classIsGeneric
        hasOwnRegistrations = hasOwnRegistrations || other.hasOwnRegistrations
    }
}
