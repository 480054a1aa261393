/// The typed `UIApplicationSceneManifest` of Info.plist (behaviour 3.1–3.8, 3.11).
struct SceneManifest {
    /// One entry of a role's configuration array.
    struct Entry {
        var name: String?
        var delegateClassName: String
        var sceneClassName: String?
        var storyboardName: String?
    }

    var supportsMultipleScenes: Bool
    /// Configuration entries by session role, in file order (the first is the default, behaviour 3.4).
    var configurations: [String: [Entry]]

    init(_ value: PlistNode, reader: PlistValue) throws(InfoPlistError) {
        let root = "UIApplicationSceneManifest"
        let manifest = try reader.dictionary(value, key: root)
        supportsMultipleScenes =
            try manifest["UIApplicationSupportsMultipleScenes"].map { value throws(InfoPlistError) in
                try reader.boolean(value, key: "\(root) › UIApplicationSupportsMultipleScenes")
            } ?? false
        configurations = [:]
        guard let rolesValue = manifest["UISceneConfigurations"] else { return }
        let rolesKey = "\(root) › UISceneConfigurations"
        let roles = try reader.dictionary(rolesValue, key: rolesKey)
        for (role, entriesValue) in roles.sorted(by: { $0.key < $1.key }) {
            let entries = try reader.array(entriesValue, key: "\(rolesKey) › \(role)")
            configurations[role] = try entries.enumerated().map { index, entry throws(InfoPlistError) in
                try Self.entry(entry, key: "\(rolesKey) › \(role) › item \(index)", reader: reader)
            }
        }
    }

    private static func entry(_ value: PlistNode, key: String, reader: PlistValue) throws(InfoPlistError) -> Entry {
        let dictionary = try reader.dictionary(value, key: key)
        func optionalString(_ name: String) throws(InfoPlistError) -> String? {
            guard let value = dictionary[name] else { return nil }
            return try reader.string(value, key: "\(key) › \(name)")
        }
        guard let delegateValue = dictionary["UISceneDelegateClassName"] else {
            throw .missingKey(
                file: reader.file, key: "\(key) › UISceneDelegateClassName",
                hint: "add the scene delegate's class name, e.g. $(PRODUCT_MODULE_NAME).SceneDelegate")
        }
        let storyboard = try optionalString("UISceneStoryboardFile")
        return Entry(
            name: try optionalString("UISceneConfigurationName"),
            delegateClassName: try reader.string(delegateValue, key: "\(key) › UISceneDelegateClassName"),
            sceneClassName: try optionalString("UISceneClassName"),
            storyboardName: storyboard)
    }
}
