import Foundation

/// Finds Interface Builder files in the app's resources and keeps each checked model, so a file is
/// read and checked once per process and `instantiate…` only creates objects.
@MainActor
enum IBFileLoader {
    private static var cache: [String: IBModel] = [:]
    /// The most views a model kept in `cache` has. A checked plain view costs a few bytes, another
    /// 48 and a few hundred more for a frame or other attributes, so a file of 100,000 could hold tens of MB for
    /// the rest of the process; a larger file is checked again
    /// when it is next loaded by name, while each `UIStoryboard` keeps its own model for its
    /// scenes, which are instantiated repeatedly.
    static let cachedViewLimit = 10_000

    /// The folders searched for `name.storyboard` / `name.xib`: the bundle's resources when given,
    /// else the folder of the running app's Info.plist and the app's resource folders; each also
    /// with `Base.lproj`. `Bundle.main` is the executable's folder and then the app's resources:
    /// an iOS app keeps its files in its main bundle, a Swift package in its resource bundles.
    static func folders(bundle: Bundle?) -> [String] {
        var roots: [String]
        if let bundle, bundle != Bundle.main {
            roots = [bundle.resourcePath ?? bundle.bundlePath]
        } else {
            roots = bundle.map { [$0.resourcePath ?? $0.bundlePath] } ?? []
            if let plist = UIApplication.current?.infoPlist?.file { roots.append(FilePaths.folder(of: plist)) }
            for folder in AppResources.appFolders(
                executable: AppResources.executablePath(), resources: ProcessEnvironment.value("WINDOWING_RESOURCES"))
            where !roots.contains(folder) {
                roots.append(folder)
            }
        }
        return roots.flatMap { [$0, FilePaths.appending("Base.lproj", to: $0)] }
    }

    static func locate(name: String, extension ext: String, bundle: Bundle?) -> (url: URL?, searched: [String]) {
        guard !name.isEmpty, !name.contains("/") else { return (nil, folders(bundle: bundle)) }
        func find(in folders: [String]) -> URL? {
            folders.lazy.map { FilePaths.appending("\(name).\(ext)", to: $0) }.first(where: FilePaths.isReadable)
                .map { URL(fileURLWithPath: $0) }
        }
        // The folder of the app's Info.plist first: listing the resource bundles costs ~0.1 ms at launch.
        if bundle == nil, let plist = UIApplication.current?.infoPlist?.file {
            let root = FilePaths.folder(of: plist)
            if let url = find(in: [root, FilePaths.appending("Base.lproj", to: root)]) { return (url, []) }
        }
        let searched = folders(bundle: bundle)
        return (find(in: searched), searched)
    }

    /// File names by folder, listed once: a controller without a nib name looks for a nib named
    /// after its class at every `loadView`, and most apps have none.
    private static var listings: [String: Set<String>] = [:]

    /// `name.ext` in the folders `locate` searches, found through cached folder listings.
    static func locateListed(name: String, extension ext: String, bundle: Bundle?) -> URL? {
        let file = "\(name).\(ext)"
        for folder in folders(bundle: bundle) {
            let names = listings[folder] ?? Set(FilePaths.entries(ofFolder: folder) ?? [])
            listings[folder] = names
            if names.contains(file) { return URL(fileURLWithPath: FilePaths.appending(file, to: folder)) }
        }
        return nil
    }

    /// The checked model of the file at `url`, read and compiled on first use.
    static func model(at url: URL, kind: IBCompiler.Kind, registry: TypeRegistry, owner: AnyClass? = nil)
        throws(StoryboardError) -> IBModel
    {
        let key = "\(url.path)|\(registry.moduleName)|\(owner.map { NSStringFromClass($0) } ?? "")"
        if let model = cache[key] { return model }
        // Read a chunk at a time: the file's bytes are never held whole (issue 21).
        let size = try checkSize(of: url)
        let root = try IBXMLReader.read(fileAt: url.path, size: size, file: url.path)
        // Warnings come first even when the file is refused: an unknown class is often the cause.
        let model = try IBCompiler.compile(
            root, kind: kind, file: url.path, registry: registry, owner: owner,
            warningsBeforeFailure: { $0.forEach(Diagnostics.warning) })
        for warning in model.warnings { Diagnostics.warning(warning) }
        if model.viewCount <= cachedViewLimit { cache[key] = model }
        return model
    }

    /// Refuses the file at `url` when it is missing or larger than the reader reads; its size in
    /// bytes, when known.
    private static func checkSize(of url: URL) throws(StoryboardError) -> Int? {
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            let size = attributes[.size] as? Int
            if let size, size > IBXMLReader.maximumBytes {
                throw StoryboardError.limit(
                    file: url.path, line: nil,
                    what: "the file is \(size) bytes; at most \(IBXMLReader.maximumBytes) are read")
            }
            return size
        } catch let error as StoryboardError {
            throw error
        } catch {
            throw .unreadable(file: url.path, reason: (error as NSError).localizedDescription)
        }
    }

    static func compile(
        _ data: Data, kind: IBCompiler.Kind, file: String, registry: TypeRegistry, owner: AnyClass? = nil,
        connectionCheck: IBCompiler.ConnectionCheck = .strict, warningsBeforeFailure: ([String]) -> Void = { _ in }
    ) throws(StoryboardError) -> IBModel {
        let root = try IBXMLReader.read(data, file: file)
        return try IBCompiler.compile(
            root, kind: kind, file: file, registry: registry, owner: owner, connectionCheck: connectionCheck,
            warningsBeforeFailure: warningsBeforeFailure)
    }

    /// The registry of the running app, else one for the executable's module.
    static var registry: TypeRegistry {
        UIApplication.current?.registry
            ?? TypeRegistry(
                moduleName: TypeRegistry.moduleName(
                    forExecutable: FilePaths.lastComponent(of: AppResources.executablePath())))
    }

    /// Whether the model of the file at `url` is kept for the next load (for tests).
    static func isCached(_ url: URL) -> Bool { cache.keys.contains { $0.hasPrefix("\(url.path)|") } }

    static func forgetCachedFiles() {
        cache.removeAll()
        listings.removeAll()
        AppResources.forgetListedFolders()
    }
}
