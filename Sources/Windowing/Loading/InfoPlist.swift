import Foundation

/// The app's Info.plist, read and checked once at launch: the values the launch uses are typed,
/// and a wrong type or a missing required key is an `InfoPlistError` naming the file and key.
struct InfoPlist {
    let file: String
    let values: [String: Any]
    let sceneManifest: SceneManifest?
    /// `UIMainStoryboardFile`: the storyboard of an app without scenes (behaviour 3.9, 2c.1).
    let mainStoryboardName: String?

    /// What expanding build settings had to warn about, in file order (each also printed).
    let warnings: [String]

    /// The executable an Info.plist belongs to, which gives its build settings their values.
    struct Product {
        var name: String
        var moduleName: String
    }

    init(contentsOf url: URL, expandingFor product: Product? = nil) throws(InfoPlistError) {
        let file = url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(file: file, reason: Self.reason(of: error))
        }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw .malformed(file: file, reason: Self.reason(of: error))
        }
        guard let values = root as? [String: Any] else {
            throw .wrongType(file: file, key: "<root>", expected: "a dictionary", found: PlistValue.kind(of: root))
        }
        try self.init(values: values, file: file, expandingFor: product)
    }

    /// Reads `values`, first expanding the build settings in its strings as Xcode would for
    /// `product` (behaviour 3.19); without `product` the strings are kept as written.
    init(values rawValues: [String: Any], file: String, expandingFor product: Product? = nil)
        throws(InfoPlistError)
    {
        self.file = file
        var warnings: [String] = []
        var values = rawValues
        if let product {
            let settings = BuildSettings(
                productName: product.name, moduleName: product.moduleName, infoPlistValues: rawValues)
            values =
                Self.expanding(rawValues, with: settings, path: nil) { warnings.append($0) } as? [String: Any]
                ?? rawValues
        }
        for warning in warnings { Diagnostics.warning(warning) }
        self.warnings = warnings
        self.values = values
        let reader = PlistValue(file: file)
        sceneManifest = try values["UIApplicationSceneManifest"].map { value throws(InfoPlistError) in
            try SceneManifest(value, reader: reader)
        }
        mainStoryboardName = try values["UIMainStoryboardFile"].map { value throws(InfoPlistError) in
            try reader.string(value, key: "UIMainStoryboardFile")
        }
        if values["NSMainNibFile"] != nil {
            Diagnostics.warning(
                "Info.plist: '\(file)' names NSMainNibFile; a main nib is not supported (use UIMainStoryboardFile), so "
                    + "it is ignored"
            )
        }
    }

    /// The name to show for the app: `CFBundleDisplayName`, else `CFBundleName`.
    var displayName: String? {
        (values["CFBundleDisplayName"] as? String) ?? (values["CFBundleName"] as? String)
    }

    /// `value` with every string in it expanded; keys name their path as the error messages do.
    private static func expanding(
        _ value: Any, with settings: BuildSettings, path: String?, warn: (String) -> Void
    ) -> Any {
        switch value {
        case let text as String:
            return settings.expand(text, key: path ?? "<root>", warn: warn)
        case let dictionary as [String: Any]:
            var result: [String: Any] = [:]
            for (key, item) in dictionary.sorted(by: { $0.key < $1.key }) {
                let itemPath = path.map { "\($0) › \(key)" } ?? key
                result[key] = expanding(item, with: settings, path: itemPath, warn: warn)
            }
            return result
        case let array as [Any]:
            return array.enumerated().map { index, item in
                expanding(item, with: settings, path: "\(path ?? "<root>") › item \(index)", warn: warn)
            }
        default:
            return value
        }
    }

    private static func reason(of error: Error) -> String {
        let nsError = error as NSError
        if let detail = nsError.userInfo[NSDebugDescriptionErrorKey] as? String { return detail }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return nsError.localizedDescription
    }
}

/// Typed reads of property-list values with errors that name the key path.
struct PlistValue {
    let file: String

    func dictionary(_ value: Any, key: String) throws(InfoPlistError) -> [String: Any] {
        guard let dictionary = value as? [String: Any] else {
            throw .wrongType(file: file, key: key, expected: "a dictionary", found: Self.kind(of: value))
        }
        return dictionary
    }

    func array(_ value: Any, key: String) throws(InfoPlistError) -> [Any] {
        guard let array = value as? [Any] else {
            throw .wrongType(file: file, key: key, expected: "an array", found: Self.kind(of: value))
        }
        return array
    }

    func string(_ value: Any, key: String) throws(InfoPlistError) -> String {
        guard let string = value as? String else {
            throw .wrongType(file: file, key: key, expected: "a string", found: Self.kind(of: value))
        }
        return string
    }

    func boolean(_ value: Any, key: String) throws(InfoPlistError) -> Bool {
        guard Self.kind(of: value) == "a boolean", let flag = value as? Bool else {
            throw .wrongType(file: file, key: key, expected: "a boolean", found: Self.kind(of: value))
        }
        return flag
    }

    /// How a property-list value is named in messages.
    static func kind(of value: Any) -> String {
        switch value {
        case is String: "a string"
        case is [Any]: "an array"
        case is [String: Any]: "a dictionary"
        case is Date: "a date"
        case is Data: "data"
        case is Bool where type(of: value) == Bool.self: "a boolean"
        case let number as NSNumber where String(cString: number.objCType) == "c": "a boolean"
        case is NSNumber, is Int, is Double: "a number"
        default: "a \(type(of: value))"
        }
    }
}
