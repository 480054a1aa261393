import Foundation

/// A visual format string read into its parts, with names already looked up in the views and
/// metrics dictionaries, so that every mistake is found, with its place, before any constraint is
/// made. The grammar is the one in Apple's Auto Layout Guide ("Visual Format Language"):
/// `(H:|V:)? (| connection)? [view] (connection [view])* (connection |)?`.
@MainActor
struct VisualFormat {
    enum Orientation {
        case horizontal, vertical
    }

    /// `relation object @priority`: a length or a gap, or (in a view's parentheses) another view.
    struct Predicate {
        enum Object {
            case constant(CGFloat)
            /// A view or layout guide.
            case item(AnyObject)
        }

        var relation: NSLayoutConstraint.Relation
        var object: Object
        var priority: UILayoutPriority
    }

    /// The gap between two neighbours: none (`[a][b]`), the standard one (`-`), or predicates.
    enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    /// A view, or a layout guide (`topLayoutGuide` among them), as UIKit's dictionary allows.
    struct View {
        let item: AnyObject
        let predicates: [Predicate]
        /// Where its name starts in the format, for errors found after parsing.
        let position: Int
    }

    var orientation = Orientation.horizontal
    /// The connection from the leading `|` to the first view, when the format starts with one.
    var leadingSuperview: (connection: Connection, position: Int)?
    var views: [View] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    var trailingSuperview: (connection: Connection, position: Int)?
}

/// A visual format UIKit refuses, with its text: the reason, the format, and a caret under the
/// place where reading stopped.
struct VisualFormatError: Error, Equatable, CustomStringConvertible {
    let reason: String
    let format: String
    let position: Int

    var description: String {
        "Unable to parse constraint format: \n\(reason) \n\(format) \n"
            + String(repeating: " ", count: max(0, position)) + "^"
    }
}

/// Reads a format character by character (by Unicode scalar, which is what the caret counts).
@MainActor
struct VisualFormatParser {
    private let text: [Unicode.Scalar]
    private let format: String
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var index = 0

    init(format: String, metrics: [String: Any]?, views: [String: Any]) {
        self.format = format
        text = Array(format.unicodeScalars)
        self.metrics = metrics ?? [:]
        self.views = views
    }

    mutating func parse() throws(VisualFormatError) -> VisualFormat {
        var result = VisualFormat()
        skipSpaces()
        if let first = peek, first == "H" || first == "V" {
            let name = first == "H" ? "horizontal" : "vertical"
            index += 1
            skipSpaces()
            guard peek == ":" else { throw fail("Expected ':' after '\(first)' to specify \(name) arrangement") }
            index += 1
            result.orientation = first == "H" ? .horizontal : .vertical
        }
        skipSpaces()
        if peek == "|" {
            let position = index
            index += 1
            result.leadingSuperview = (try parseConnection(), position)
        }
        result.views.append(try parseView())
        while true {
            skipSpaces()
            guard peek != nil else { break }
            if peek == "|" {
                result.trailingSuperview = (.flush, index)
                index += 1
                break
            }
            let connection = try parseConnection()
            skipSpaces()
            if peek == "|" {
                result.trailingSuperview = (connection, index)
                index += 1
                break
            }
            result.connections.append(connection)
            result.views.append(try parseView())
        }
        skipSpaces()
        guard peek == nil else { throw fail("Expected the end of the format after the superview") }
        return result
    }

    // MARK: - Productions

    private mutating func parseView() throws(VisualFormatError) -> VisualFormat.View {
        skipSpaces()
        guard peek == "[" else { throw fail("Expected a view") }
        index += 1
        skipSpaces()
        let position = index
        guard let name = identifier() else { throw fail("Expected a view name") }
        guard let found = views[name] else {
            index = position
            throw fail("\(name) is not a key in the views dictionary.")
        }
        guard let item = Self.layoutItem(found) else {
            index = position
            throw fail("The value of \(name) in the views dictionary is not a view or layout guide.")
        }
        skipSpaces()
        var predicates: [VisualFormat.Predicate] = []
        if peek == "(" {
            predicates = try parsePredicatesInParentheses(allowingViews: true)
            skipSpaces()
        }
        guard peek == "]" else { throw fail("Expected ']'") }
        index += 1
        return VisualFormat.View(item: item, predicates: predicates, position: position)
    }

    /// Empty (flush), `-` (standard), or `-predicates-`; the caller is before the next `[` or `|`.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Connection {
        skipSpaces()
        guard peek == "-" else { return .flush }
        index += 1
        skipSpaces()
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [VisualFormat.Predicate]
        if peek == "(" {
            predicates = try parsePredicatesInParentheses(allowingViews: false)
        } else {
            // A simple predicate: a metric name or a positive number, equal at required priority.
            let value = try parseConstant(what: "a number or key from the metrics dictionary", allowingSign: false)
            predicates = [VisualFormat.Predicate(relation: .equal, object: .constant(value), priority: .required)]
        }
        skipSpaces()
        guard peek == "-" else { throw fail("Expected '-' after the spacing") }
        index += 1
        return .predicates(predicates)
    }

    private mutating func parsePredicatesInParentheses(
        allowingViews: Bool
    ) throws(VisualFormatError) -> [VisualFormat.Predicate] {
        index += 1  // "("
        var predicates: [VisualFormat.Predicate] = []
        while true {
            predicates.append(try parsePredicate(allowingViews: allowingViews))
            skipSpaces()
            if peek == "," {
                index += 1
                continue
            }
            guard peek == ")" else { throw fail("Expected ')' or ',' after a predicate") }
            index += 1
            return predicates
        }
    }

    private mutating func parsePredicate(allowingViews: Bool) throws(VisualFormatError) -> VisualFormat.Predicate {
        skipSpaces()
        var relation = NSLayoutConstraint.Relation.equal
        if index + 1 < text.count, text[index + 1] == "=" {
            switch text[index] {
            case "=": relation = .equal
            case "<": relation = .lessThanOrEqual
            case ">": relation = .greaterThanOrEqual
            default: throw fail("Expected '==', '<=' or '>='")
            }
            index += 2
        }
        skipSpaces()
        let object: VisualFormat.Predicate.Object
        let start = index
        if let name = identifier() {
            if let value = metric(name) {
                object = .constant(value)
            } else if allowingViews, let item = views[name].flatMap(Self.layoutItem) {
                object = .item(item)
            } else {
                index = start
                throw fail(
                    allowingViews
                        ? "\(name) is not a key in the metrics or views dictionaries."
                        : "\(name) is not a key in the metrics dictionary.")
            }
        } else {
            object = .constant(
                try parseConstant(what: "a number, or a key from the metrics dictionary", allowingSign: true))
        }
        skipSpaces()
        var priority = UILayoutPriority.required
        if peek == "@" {
            index += 1
            skipSpaces()
            let position = index
            let value = try parseConstant(what: "a priority", allowingSign: true)
            guard value > 0, value <= 1000 else {
                index = position
                throw fail("A priority must be greater than 0 and at most 1000.")
            }
            priority = UILayoutPriority(Float(value))
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    /// A number (as `strtod` reads it) or a metric's value.
    private mutating func parseConstant(what: String, allowingSign: Bool) throws(VisualFormatError) -> CGFloat {
        let start = index
        if let name = identifier() {
            guard let value = metric(name) else {
                index = start
                throw fail("\(name) is not a key in the metrics dictionary.")
            }
            return value
        }
        var end = index
        if allowingSign, end < text.count, text[end] == "-" || text[end] == "+" { end += 1 }
        while end < text.count, Self.isDigit(text[end]) || text[end] == "." || text[end] == "e" {
            // An exponent's sign belongs to the number.
            if text[end] == "e", end + 1 < text.count, text[end + 1] == "-" || text[end + 1] == "+" { end += 1 }
            end += 1
        }
        let literal = String(String.UnicodeScalarView(text[index..<end]))
        guard let value = Double(literal), value.isFinite else { throw fail("Expected \(what)") }
        index = end
        return CGFloat(value)
    }

    // MARK: - Pieces

    private var peek: Unicode.Scalar? { index < text.count ? text[index] : nil }

    private mutating func skipSpaces() {
        while let scalar = peek, scalar.properties.isWhitespace { index += 1 }
    }

    /// A C identifier, consumed; nil (nothing consumed) when none starts here.
    private mutating func identifier() -> String? {
        guard let first = peek, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return nil }
        var end = index + 1
        while end < text.count,
            text[end] == "_" || (text[end].isASCII && text[end].properties.isAlphabetic) || Self.isDigit(text[end])
        {
            end += 1
        }
        let name = String(String.UnicodeScalarView(text[index..<end]))
        index = end
        return name
    }

    /// A views dictionary's value as a constraint item: a view or a layout guide.
    private static func layoutItem(_ value: Any) -> AnyObject? {
        if let view = value as? UIView { return view }
        if let guide = value as? UILayoutGuide { return guide }
        return nil
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }

    /// A metric's value, from the numbers apps put in the dictionary.
    private func metric(_ name: String) -> CGFloat? {
        StyledText.number(metrics[name])
    }

    private func fail(_ reason: String) -> VisualFormatError {
        VisualFormatError(reason: reason, format: format, position: index)
    }
}
