import Foundation
import WindowingTesting

/// A seeded mutator of Interface Builder files and a runner that reads, checks and instantiates
/// each mutant, for the storyboard fuzz run (`scripts/fuzz-storyboard.sh`) and its short version
/// in the unit tests. A crash of the process is the failure; every other outcome is fine.
public struct StoryboardMutator {
    private var generator: SeededGenerator

    public init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(generator.next() % UInt64(bound)) }

    static let tokens: [String] = [
        "", "0", "-1", "1e309", "-1e309", "NaN", "nan", "inf", "-0", "99999999999999999999", "0.5", "2", "YES", "NO",
        "yes",
        "\u{0}", "&amp;", "&lt;", "&#x0;", "&#1114112;", "&#65;", "<", ">", "\"", "'", "]]>", "<!--", "-->",
        "<![CDATA[x]]>",
        "<!DOCTYPE x>", "<!ENTITY e \"x\">", "&e;", "<?pi x?>", "\u{FEFF}", "é", "名字", "\n", " ",
        "view", "label", "button", "imageView", "stackView", "subviews", "connections", "outlet", "action", "color",
        "rect",
        "autoresizingMask", "fontDescription", "state", "scene", "scenes", "objects", "viewController", "placeholder",
        "navigationController", "resources", "systemColor", "document", "segue", "nil",
        " id=\"BYZ-38-t0r\"", " id=\"dup\"", " key=\"view\"", " key=\"frame\"", " key=\"backgroundColor\"",
        " key=\"textColor\"",
        " customClass=\"LoginViewController\"", " customClass=\"UIWindow\"", " customClass=\"UIApplication\"",
        " customClass=\"UILabel\"", " customModule=\"Windowing\"", " customModuleProvider=\"target\"",
        " destination=\"BYZ-38-t0r\"", " destination=\"vzi-Er-usU\"", " property=\"titleLabel\"", " property=\"view\"",
        " selector=\"didTapLogin:\"", " eventType=\"touchUpInside\"", " eventType=\"bogus\"",
        " systemColor=\"systemRedColor\"",
        " systemColor=\"nope\"", " red=\"2\"", " white=\"-1\"", " alpha=\"NaN\"", " x=\"1e308\"", " width=\"-5\"",
        " numberOfLines=\"-3\"", " pointSize=\"0\"", " pointSize=\"1e9\"", " hidden=\"YES\"",
        " tag=\"9223372036854775808\"",
        " contentMode=\"redraw\"", " textAlignment=\"justified\"", " buttonType=\"system\"", " image=\"Badge\"",
        " storyboardIdentifier=\"LoginScreen\"", " initialViewController=\"nope\"",
        "<view id=\"n1\">", "</view>", "<subviews>", "</subviews>", "<label id=\"n2\"/>", "<button id=\"n3\"/>",
        "<rect key=\"frame\" x=\"1\" y=\"2\" width=\"3\" height=\"4\"/>",
        "<connections><outlet property=\"titleLabel\" destination=\"n2\" id=\"c\"/></connections>",
    ]

    /// One mutant of `input`, made by one to four random edits (byte flips, token insertions,
    /// deletions, duplications, attribute values, element names, splices with `other`, nesting, truncation).
    /// With `gently`, only edits that keep the XML well formed (attribute values, attributes,
    /// element names), so more mutants reach the checks and instantiation.
    public mutating func mutate(_ input: [UInt8], other: [UInt8], gently: Bool = false) -> [UInt8] {
        var bytes = input
        for _ in 0...below(4) {
            let position = below(bytes.count + 1)
            switch gently ? [5, 10, 15][below(3)] : below(16) {
            case 0 where !bytes.isEmpty:
                bytes[min(position, bytes.count - 1)] ^= UInt8(truncatingIfNeeded: 1 << below(8))
            case 1, 2:
                bytes.insert(contentsOf: Array(Self.tokens[below(Self.tokens.count)].utf8), at: position)
            case 3:
                let length = min(1 + below(64), bytes.count - position)
                if length > 0 { bytes.removeSubrange(position..<(position + length)) }
            case 4:
                let length = min(1 + below(256), bytes.count - position)
                if length > 0 { bytes.insert(contentsOf: bytes[position..<(position + length)], at: position) }
            case 5...9:
                // Most edits keep the XML well formed, so the checks and instantiation are reached.
                replaceAttributeValue(in: &bytes, near: position)
            case 10, 11:
                replaceElementName(in: &bytes, near: position)
            case 12:
                let cut = below(other.count + 1)
                bytes = Array(bytes[..<position]) + Array(other[cut...])
            case 13:
                let depth = 1 + below(300)
                let open = Array(String(repeating: "<view id=\"d\">", count: depth).utf8)
                let close = Array(String(repeating: "</view>", count: depth).utf8)
                bytes.insert(contentsOf: open + close, at: position)
            case 14:
                bytes.removeSubrange(position...)
            default:
                insertAttribute(in: &bytes, near: position)
            }
        }
        return bytes
    }

    private mutating func replaceAttributeValue(in bytes: inout [UInt8], near position: Int) {
        guard let start = bytes[min(position, bytes.count)...].firstIndex(of: UInt8(ascii: "\"")),
            let end = bytes[(start + 1)...].firstIndex(of: UInt8(ascii: "\""))
        else { return }
        bytes.replaceSubrange((start + 1)..<end, with: Array(Self.tokens[below(Self.tokens.count)].utf8))
    }

    private mutating func insertAttribute(in bytes: inout [UInt8], near position: Int) {
        guard let start = bytes[min(position, bytes.count)...].firstIndex(of: UInt8(ascii: "<")),
            let space = bytes[start...].firstIndex(of: UInt8(ascii: " "))
        else { return }
        let attributes = Self.tokens.filter { $0.hasPrefix(" ") && $0.hasSuffix("\"") }
        bytes.insert(contentsOf: Array(attributes[below(attributes.count)].utf8), at: space)
    }

    private mutating func replaceElementName(in bytes: inout [UInt8], near position: Int) {
        guard let start = bytes[min(position, bytes.count)...].firstIndex(of: UInt8(ascii: "<")) else { return }
        var end = start + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: ">"),
            bytes[end] != UInt8(ascii: "/")
        { end += 1 }
        let names = [
            "view", "label", "button", "imageView", "scene", "objects", "viewController", "subviews", "color", "rect",
            "document",
        ]
        bytes.replaceSubrange((start + 1)..<end, with: Array(names[below(names.count)].utf8))
    }
}

/// Reads, checks and instantiates one input the way the toolkit does, as a storyboard and as a nib.
@MainActor
public enum StoryboardFuzzRunner {
    public struct Tally {
        public var inputs = 0
        public var loaded = 0
        public var refused = 0
        public var views = 0
        /// Refusals by the kind of error (`malformed`, `invalid`, …).
        public var reasons: [String: Int] = [:]
        public init() {}
    }

    public static func run(_ bytes: [UInt8], registry moduleName: String, bundle: Bundle?, tally: inout Tally) {
        tally.inputs += 1
        let outcome = InterfaceBuilderProbe.load(Data(bytes), moduleName: moduleName, bundle: bundle)
        tally.views += outcome.views
        if let refusal = outcome.refusal {
            tally.refused += 1
            tally.reasons[refusal, default: 0] += 1
        } else {
            tally.loaded += 1
        }
    }

    /// The project's own storyboards and nibs: the fuzz corpus.
    public static func corpus(root: URL) -> [[UInt8]] {
        let files = [
            "Tests/Fixtures/Storyboards/Main.storyboard", "Tests/Fixtures/Storyboards/Launch.storyboard",
            "Tests/Fixtures/Storyboards/ProfileViewController.xib",
            "Examples/Resources/StoryboardWindow/Main.storyboard",
        ]
        return files.compactMap { try? Array(Data(contentsOf: root.appendingPathComponent($0))) }
    }

    /// `count` mutants of the corpus from `seed`, run one after another.
    public static func fuzz(count: Int, seed: UInt64, root: URL, registry: String, progress: ((Tally) -> Void)? = nil)
        -> Tally
    {
        let corpus = corpus(root: root)
        var mutator = StoryboardMutator(seed: seed)
        var tally = Tally()
        let bundle = Bundle(path: root.appendingPathComponent("Tests/Fixtures/Storyboards").path)
        guard !corpus.isEmpty else { return tally }
        for index in 0..<count {
            let input = corpus[mutator.below(corpus.count)]
            let other = corpus[mutator.below(corpus.count)]
            // Every 16th input mutates a mutant again, to reach further from the corpus.
            var mutant = mutator.mutate(input, other: other, gently: index % 2 == 0)
            if index % 16 == 0 { mutant = mutator.mutate(mutant, other: other) }
            run(mutant, registry: registry, bundle: bundle, tally: &tally)
            if index % 10_000 == 9_999 { progress?(tally) }
        }
        return tally
    }
}
