/// Why a storyboard or nib could not be loaded or instantiated. Each message starts with the
/// subsystem and the file, gives the line and element where known, and ends with a hint.
public enum StoryboardError: Error, Equatable, CustomStringConvertible, Sendable {
    /// No file with the name in the bundle; carries the places searched.
    case notFound(kind: String, name: String, searched: [String])
    case unreadable(file: String, reason: String)
    case malformed(file: String, line: Int?, reason: String)
    /// A DOCTYPE or entity declaration, which Xcode never writes.
    case refusedDeclaration(file: String, line: Int)
    case limit(file: String, line: Int?, what: String)
    /// An element, attribute or value the loader does not accept.
    case invalid(file: String, line: Int, element: String, problem: String, hint: String)
    /// A class that exists but is not the kind the element needs.
    case wrongClass(file: String, line: Int, element: String, className: String, requirement: String)
    /// An outlet or action in the file that no registration receives.
    case unconnected(file: String, line: Int, element: String, problem: String, hint: String)
    case unknownIdentifier(file: String, identifier: String, known: [String])
    /// A custom class's `init?(coder:)` returned nil, so the element has no object; the app stops.
    case initializerReturnedNil(file: String, line: Int, element: String, className: String)

    public var description: String {
        switch self {
        case .notFound(let kind, let name, let searched):
            let places = searched.map { "'\($0)'" }.joined(separator: ", ")
            return
                "Storyboard: Could not find a \(kind) named '\(name)'; searched \(places); add "
                + "'\(name).\(kind == "nib" ? "xib" : "storyboard")' to the app's resources"
        case .unreadable(let file, let reason):
            return "Storyboard: \(file): cannot read the file: \(reason)"
        case .malformed(let file, let line, let reason):
            return
                "Storyboard: \(Self.place(file, line)): malformed XML: \(reason); open and save the file in Xcode, or "
                + "fix the XML"
        case .refusedDeclaration(let file, let line):
            return
                "Storyboard: \(file):\(line): the document has a DOCTYPE or an entity declaration, which Interface "
                + "Builder never writes; refused (remove the declaration)"
        case .limit(let file, let line, let what):
            return "Storyboard: \(Self.place(file, line)): \(what); refused (split the storyboard)"
        case .invalid(let file, let line, let element, let problem, let hint):
            return "Storyboard: \(file):\(line): \(element): \(problem); \(hint)"
        case .wrongClass(let file, let line, let element, let className, let requirement):
            return
                "Storyboard: \(file):\(line): \(element): class '\(className)' is not \(requirement); refused (check "
                + "customClass and customModule)"
        case .unconnected(let file, let line, let element, let problem, let hint):
            return "Storyboard: \(file):\(line): \(element): \(problem); \(hint)"
        case .unknownIdentifier(let file, let identifier, let known):
            let list = known.isEmpty ? "none" : known.map { "'\($0)'" }.joined(separator: ", ")
            return
                "Storyboard: \(file) doesn't contain a view controller with identifier '\(identifier)'; identifiers in "
                + "it: \(list) (set the Storyboard ID in Interface Builder)"
        case .initializerReturnedNil(let file, let line, let element, let className):
            return
                "Storyboard: \(file):\(line): \(element): \(className).init(coder:) returned nil, so the element "
                + "has no object; return an instance from init?(coder:) (the storyboard creates its objects with it)"
        }
    }

    private static func place(_ file: String, _ line: Int?) -> String {
        line.map { "\(file):\($0)" } ?? file
    }
}
