import Foundation

/// The app's Info.plist, read and checked once at launch: the values the launch uses are typed,
/// and a wrong type or a missing required key is an `InfoPlistError` naming the file and key.
struct InfoPlist {
    let file: String
    let values: [String: PlistNode]
    let sceneManifest: SceneManifest?
    /// `UIMainStoryboardFile`: the storyboard of an app without scenes (behaviour 3.9, 2c.1).
    let mainStoryboardName: String?

    /// What expanding build settings had to warn about, in file order (each also printed).
    let warnings: [String]

    /// The longest Info.plist read. Xcode's are a few kilobytes; this leaves room for large
    /// manifests without reading a huge file named Info.plist into memory.
    static let maximumBytes = 8 << 20

    /// The executable an Info.plist belongs to, which gives its build settings their values.
    struct Product {
        var name: String
        var moduleName: String
    }

    init(contentsOf url: URL, expandingFor product: Product? = nil) throws(InfoPlistError) {
        try self.init(contentsOfFile: url.path, expandingFor: product)
    }

    /// Reads the Info.plist at `file`, which must be a regular file: a FIFO named Info.plist
    /// would otherwise hold the launch forever.
    init(contentsOfFile file: String, expandingFor product: Product? = nil) throws(InfoPlistError) {
        let data: Data
        do {
            data = try RegularFile.read(atPath: file, maxBytes: Self.maximumBytes, what: "Info.plist")
        } catch {
            throw .unreadable(file: file, reason: error.reason)
        }
        // Xcode's XML is read without Foundation's `Any` values; anything else as before.
        let root: PlistNode
        if let node = PlistXMLReader.read([UInt8](data)) {
            root = node
        } else {
            root = try Self.parsedByFoundation(data, file: file)
        }
        guard case .dictionary(let values) = root else {
            throw .wrongType(file: file, key: "<root>", expected: "a dictionary", found: root.kind)
        }
        try self.init(nodes: values, file: file, expandingFor: product)
    }

    private static func parsedByFoundation(_ data: Data, file: String) throws(InfoPlistError) -> PlistNode {
        do {
            return PlistNode(
                converting: try PropertyListSerialization.propertyList(from: data, options: [], format: nil))
        } catch {
            throw .malformed(file: file, reason: Self.reason(of: error))
        }
    }

    /// Reads `values` (a test's, or a test host's) as `init(contentsOf:expandingFor:)` reads a file's.
    init(values rawValues: [String: Any], file: String, expandingFor product: Product? = nil)
        throws(InfoPlistError)
    {
        try self.init(nodes: rawValues.mapValues(PlistNode.init(converting:)), file: file, expandingFor: product)
    }

    /// Reads `values`, first expanding the build settings in its strings as Xcode would for
    /// `product` (behaviour 3.19); without `product` the strings are kept as written.
    private init(nodes rawValues: [String: PlistNode], file: String, expandingFor product: Product?)
        throws(InfoPlistError)
    {
        self.file = file
        var warnings: [String] = []
        var values = rawValues
        if let product {
            let settings = BuildSettings(
                productName: product.name, moduleName: product.moduleName, infoPlist: rawValues)
            for (key, item) in rawValues.sorted(by: { $0.key < $1.key }) {
                values[key] = Self.expanding(item, with: settings, path: key) { warnings.append($0) }
            }
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
        for key in ["CFBundleDisplayName", "CFBundleName"] {
            if case .string(let name)? = values[key] { return name }
        }
        return nil
    }

    /// `value` with every string in it expanded; keys name their path as the error messages do.
    private static func expanding(
        _ value: PlistNode, with settings: BuildSettings, path: String, warn: (String) -> Void
    ) -> PlistNode {
        switch value {
        case .string(let text):
            return .string(settings.expand(text, key: path, warn: warn))
        case .dictionary(let dictionary):
            var result: [String: PlistNode] = [:]
            for (key, item) in dictionary.sorted(by: { $0.key < $1.key }) {
                result[key] = expanding(item, with: settings, path: "\(path) › \(key)", warn: warn)
            }
            return .dictionary(result)
        case .array(let array):
            return .array(
                array.enumerated().map { index, item in
                    expanding(item, with: settings, path: "\(path) › item \(index)", warn: warn)
                })
        case .boolean, .other:
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

    func dictionary(_ value: PlistNode, key: String) throws(InfoPlistError) -> [String: PlistNode] {
        guard case .dictionary(let dictionary) = value else {
            throw .wrongType(file: file, key: key, expected: "a dictionary", found: value.kind)
        }
        return dictionary
    }

    func array(_ value: PlistNode, key: String) throws(InfoPlistError) -> [PlistNode] {
        guard case .array(let array) = value else {
            throw .wrongType(file: file, key: key, expected: "an array", found: value.kind)
        }
        return array
    }

    func string(_ value: PlistNode, key: String) throws(InfoPlistError) -> String {
        guard case .string(let string) = value else {
            throw .wrongType(file: file, key: key, expected: "a string", found: value.kind)
        }
        return string
    }

    func boolean(_ value: PlistNode, key: String) throws(InfoPlistError) -> Bool {
        guard case .boolean(let flag) = value else {
            throw .wrongType(file: file, key: key, expected: "a boolean", found: value.kind)
        }
        return flag
    }

    /// How one of Foundation's property-list values is named in messages (`PlistNode.kind`).
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
