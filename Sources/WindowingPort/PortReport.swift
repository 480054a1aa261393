/// Everything a porting run changed, carried over, skipped or could not convert, each with the
/// input file (relative to the input folder) and line it came from.
public struct PortReport: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// Source rewritten, or a file generated for it.
        case changed
        /// A file copied into the package (resources, unchanged sources).
        case carried
        /// Seen and deliberately left out (a launch screen, the app icon).
        case ignored
        /// Still needs a hand edit: the ported app may not build or behave until it is made.
        case unconverted = "not converted"
    }

    public struct Entry: Sendable, Equatable, CustomStringConvertible {
        public var kind: Kind
        /// The input file, relative to the input folder.
        public var file: String
        /// 1-based; 0 for a whole file.
        public var line: Int
        public var message: String

        public var description: String {
            "\(line > 0 ? "\(file):\(line)" : file): \(kind.rawValue): \(message)"
        }
    }

    public var entries: [Entry] = []

    public init() {}

    mutating func add(_ kind: Kind, _ file: String, _ line: Int, _ message: String) {
        entries.append(Entry(kind: kind, file: file, line: line, message: message))
    }

    /// By file, then line; entries of one line keep the order they were found in.
    private func sorted(_ entries: [Entry]) -> [Entry] {
        entries.enumerated()
            .sorted { ($0.element.file, $0.element.line, $0.offset) < ($1.element.file, $1.element.line, $1.offset) }
            .map(\.element)
    }

    public func entries(_ kind: Kind) -> [Entry] { entries.filter { $0.kind == kind } }

    /// The report as printed: changes and carried files in input order, then what was not converted,
    /// then a summary line.
    public var text: String {
        var lines = sorted(entries.filter { $0.kind != .unconverted }).map(\.description)
        let open = entries(.unconverted)
        if !open.isEmpty {
            lines.append("Not converted (\(open.count)), to edit by hand:")
            lines += sorted(open).map { "  " + $0.description }
        }
        lines.append(
            "Summary: \(entries(.changed).count) changed, \(entries(.carried).count) carried over, "
                + "\(entries(.ignored).count) ignored, \(open.count) not converted")
        return lines.joined(separator: "\n")
    }
}
