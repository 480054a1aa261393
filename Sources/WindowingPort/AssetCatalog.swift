import Foundation

/// An asset catalog (`Assets.xcassets`) turned into what Windowing reads: Windowing has no asset
/// catalogs, so each image set's files are copied as `name.png`, `name@2x.png`, `name@3x.png` into
/// the resources, where `UIImage(named:)` looks, and named colours become a generated
/// `UIColor(named:)`. The app icon is ignored.
struct AssetCatalog {
    struct Image: Equatable {
        /// The file in the catalog.
        var source: URL
        /// The path in the resources folder, e.g. `Icons/star@2x.png` for a namespaced folder.
        var destination: String
    }

    struct Color: Equatable {
        var name: String
        /// `red:green:blue:alpha:` or `white:alpha:`, as Swift arguments.
        var arguments: String
    }

    var images: [Image] = []
    var colors: [Color] = []
    var report = PortReport()

    /// The folder its images are copied to, for the report.
    private let resources: String

    /// Reads the catalog at `url`; `relative` names it in the report, and its images go to the
    /// `resources` folder.
    init(url: URL, relative: String, resources: String = "Resources") {
        self.resources = resources
        walk(url, relative: relative, namespace: "")
    }

    private mutating func walk(_ folder: URL, relative: String, namespace: String) {
        let files = FileManager.default
        let entries = ((try? files.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for entry in entries where !entry.hasPrefix(".") {
            let url = folder.appendingPathComponent(entry)
            let path = relative + "/" + entry
            var isDirectory: ObjCBool = false
            guard files.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let name = (entry as NSString).deletingPathExtension
            switch (entry as NSString).pathExtension {
            case "imageset":
                readImageSet(url, relative: path, name: namespace + name)
            case "colorset":
                readColorSet(url, relative: path, name: namespace + name)
            case "appiconset":
                report.add(.ignored, path, 0, "app icon (a desktop window has no home-screen icon)")
            case "":
                let contents = Self.json(url.appendingPathComponent("Contents.json"))
                let properties = contents?["properties"] as? [String: Any]
                let namespaced = properties?["provides-namespace"] as? Bool == true
                walk(url, relative: path, namespace: namespaced ? namespace + entry + "/" : namespace)
            default:
                report.add(
                    .unconverted, path, 0,
                    "asset type '.\((entry as NSString).pathExtension)' is not read by "
                        + "Windowing; only image sets and colour sets are carried over")
            }
        }
    }

    private mutating func readImageSet(_ url: URL, relative: String, name: String) {
        guard let contents = Self.json(url.appendingPathComponent("Contents.json")),
            let entries = contents["images"] as? [[String: Any]]
        else {
            report.add(
                .unconverted, relative + "/Contents.json", 0,
                "image set without a readable Contents.json; "
                    + "re-save the catalog in Xcode")
            return
        }
        // One file per scale: universal first, then iPhone; dark-appearance variants are skipped
        // (Windowing draws the light appearance only).
        var chosen: [String: (file: String, rank: Int)] = [:]
        for entry in entries where entry["appearances"] == nil {
            guard let file = entry["filename"] as? String else { continue }
            let rank = ["universal": 0, "iphone": 1][entry["idiom"] as? String ?? "universal"] ?? 9
            guard rank < 9 else { continue }
            let scale = entry["scale"] as? String ?? "1x"
            if let existing = chosen[scale], existing.rank <= rank { continue }
            chosen[scale] = (file, rank)
        }
        if chosen.isEmpty {
            report.add(.unconverted, relative, 0, "image set '\(name)' has no universal or iPhone file")
        }
        for (scale, choice) in chosen.sorted(by: { $0.key < $1.key }) {
            let fileExtension = (choice.file as NSString).pathExtension.lowercased()
            guard ["png", "jpg", "jpeg"].contains(fileExtension) else {
                report.add(
                    .unconverted, relative + "/" + choice.file, 0,
                    "'.\(fileExtension)' images are not read by "
                        + "Windowing (PNG and JPEG are); export '\(name)' as PNG at 1x, 2x and 3x")
                continue
            }
            let suffix = ["2x": "@2x", "3x": "@3x"][scale] ?? ""
            let destination = "\(name)\(suffix).\(fileExtension)"
            images.append(Image(source: url.appendingPathComponent(choice.file), destination: destination))
            report.add(
                .carried, relative + "/" + choice.file, 0,
                "image '\(name)' at \(scale) → \(resources)/\(destination)")
        }
    }

    private mutating func readColorSet(_ url: URL, relative: String, name: String) {
        guard let contents = Self.json(url.appendingPathComponent("Contents.json")),
            let entries = contents["colors"] as? [[String: Any]],
            let entry = entries.first(where: { $0["appearances"] == nil && Self.isUniversal($0) })
                ?? entries.first(where: { $0["appearances"] == nil })
        else {
            report.add(.unconverted, relative, 0, "colour set '\(name)' has no readable colour; re-save it in Xcode")
            return
        }
        guard let color = entry["color"] as? [String: Any] else {
            // Xcode's template AccentColor: no colour of its own, so the system's applies.
            report.add(.ignored, relative, 0, "colour set '\(name)' sets no colour (the system default applies)")
            return
        }
        guard let components = color["components"] as? [String: Any], let arguments = Self.arguments(components) else {
            let reference = color["reference"] as? String ?? "?"
            report.add(
                .unconverted, relative, 0,
                "colour set '\(name)' refers to '\(reference)' or has unreadable "
                    + "components; give it sRGB components in Xcode")
            return
        }
        colors.append(Color(name: name, arguments: arguments))
        report.add(
            .changed, relative, 0,
            "named colour '\(name)' → UIColor(named: \"\(name)\") in "
                + "Generated/AssetColors.swift")
    }

    /// The colour's components as arguments: floats (`"0.500"`), 8-bit integers (`"128"`) or hex (`"0x80"`).
    static func arguments(_ components: [String: Any]) -> String? {
        let texts = components.mapValues { "\($0)" }
        let eightBit =
            !texts.filter { $0.key != "alpha" }.values.contains { $0.contains(".") }
            && texts.filter { $0.key != "alpha" }.values.contains { $0.hasPrefix("0x") || (Int($0) ?? 0) > 1 }
        func value(_ key: String) -> Double? {
            guard let text = texts[key]?.trimmingCharacters(in: .whitespaces) else { return key == "alpha" ? 1 : nil }
            if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let number = Double(text), number.isFinite else { return nil }
            return eightBit && key != "alpha" ? number / 255 : number
        }
        func format(_ number: Double) -> String {
            let clamped = min(max(number, 0), 1)
            return String(format: "%.3f", clamped)
        }
        guard let alpha = value("alpha") else { return nil }
        if let white = value("white") {
            return "white: \(format(white)), alpha: \(format(alpha))"
        }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return "red: \(format(red)), green: \(format(green)), blue: \(format(blue)), alpha: \(format(alpha))"
    }

    /// `UIColor(named:)` for the catalog's colours: Windowing has none yet.
    static func colorsFile(_ colors: [Color]) -> String {
        var text = """
            // Generated by windowing-port from the asset catalogs' named colours. Windowing does not read
            // asset catalogs, so UIColor(named:) finds these colours by name here.

            import UIKit

            extension UIColor {
                convenience init?(named name: String) {
                    switch name {

            """
        for color in colors.sorted(by: { $0.name < $1.name }) {
            text += "        case \"\(color.name)\": self.init(\(color.arguments))\n"
        }
        text += "        default: return nil\n        }\n    }\n}\n"
        return text
    }

    static func isUniversal(_ entry: [String: Any]) -> Bool {
        (entry["idiom"] as? String ?? "universal") == "universal"
    }

    static func json(_ url: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
}
