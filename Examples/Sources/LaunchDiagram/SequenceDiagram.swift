import Windowing

/// A launch trace arranged as a UML sequence diagram: one lifeline per object that plays a part
/// in the launch chain, one arrow per call, and the activation bars the nesting implies.
///
/// Lifelines are chosen by role, not by class name (apps name their delegates freely): an
/// object is the app delegate because it receives `application(…)` calls, a window because it
/// receives `makeKeyAndVisible()`, and so on. Calls to plain views (`layoutSubviews()`,
/// `draw(_:)`) are left out; the calls they make to shown objects are drawn from the nearest
/// shown caller. The application lifeline stands for the toolkit, the caller of every outermost
/// call; the scene session and the scene appear when a note says they were created.
public struct SequenceDiagram: Equatable, Sendable {
    public enum Role: Int, CaseIterable, Sendable, Comparable {
        case application, appDelegate, sceneSession, scene, sceneDelegate, window, viewController

        public var caption: String {
            switch self {
            case .application: "application"
            case .appDelegate: "app delegate"
            case .sceneSession: "scene session"
            case .scene: "scene"
            case .sceneDelegate: "scene delegate"
            case .window: "window"
            case .viewController: "view controller"
            }
        }

        public static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public struct Lifeline: Equatable, Sendable {
        public var role: Role
        public var title: String
        /// The trace's identity of the object (`#3`), or the class name for lifelines made from notes.
        public var key: String
    }

    public struct Message: Equatable, Sendable {
        public enum Kind: Equatable, Sendable { case call, creation }
        public var kind: Kind
        public var from: Int
        public var to: Int
        public var label: String
        /// The row of the arrow; rows run top to bottom in trace order.
        public var row: Int
    }

    /// A stretch of rows during which a lifeline is running a call, nested `level` calls deep on that lifeline.
    public struct Activation: Equatable, Sendable {
        public var lifeline: Int
        public var firstRow: Int
        public var lastRow: Int
        public var level: Int
    }

    public var lifelines: [Lifeline]
    public var messages: [Message]
    public var activations: [Activation]
    public var rowCount: Int

    public init(events: [RecordedEvent]) {
        let roles = Self.roles(of: events)
        var lifelines = [Lifeline(role: .application, title: "UIApplication", key: "UIApplication")]
        var order: [String] = []
        for event in events where event.kind != .note && roles[event.object] != nil && !order.contains(event.object) {
            order.append(event.object)
        }
        for object in order {
            guard let role = roles[object], let event = events.first(where: { $0.object == object }) else { continue }
            lifelines.append(Lifeline(role: role, title: event.className, key: object))
        }
        for event in events where event.kind == .note {
            if event.method.contains("UISceneSession") {
                lifelines.append(Lifeline(role: .sceneSession, title: "UISceneSession", key: "UISceneSession"))
            }
            if event.method.contains("UIWindowScene") {
                lifelines.append(Lifeline(role: .scene, title: "UIWindowScene", key: "UIWindowScene"))
            }
        }
        // Stable: the same role keeps first-appearance order.
        lifelines = lifelines.enumerated().sorted { ($0.element.role, $0.offset) < ($1.element.role, $1.offset) }.map(
            \.element)
        var seen: Set<String> = []
        lifelines = lifelines.filter { seen.insert($0.key).inserted }
        let column = Dictionary(
            lifelines.enumerated().map { ($0.element.key, $0.offset) }, uniquingKeysWith: { first, _ in first })

        var messages: [Message] = []
        var activations: [Activation] = []
        // The shown callers enclosing the current event: (lifeline, first row, level on it); nil for hidden calls.
        var stack: [(lifeline: Int, row: Int, level: Int)?] = []
        var row = 0
        func caller() -> Int { stack.last(where: { $0 != nil })??.lifeline ?? 0 }
        func level(on lifeline: Int) -> Int { stack.compactMap { $0 }.filter { $0.lifeline == lifeline }.count }
        for event in events {
            switch event.kind {
            case .note:
                guard event.method.contains(" creates ") else { continue }
                let created = lifelines.indices.filter { index in
                    index != 0
                        && event.method.contains(
                            lifelines[index].role == .sceneSession || lifelines[index].role == .scene
                                ? lifelines[index].key : "(" + lifelines[index].title + ")")
                }
                for target in created {
                    messages.append(Message(kind: .creation, from: caller(), to: target, label: "create", row: row))
                    row += 1
                }
            case .begin, .call:
                guard let target = column[event.object] else {
                    if event.kind == .begin { stack.append(nil) }
                    continue
                }
                messages.append(Message(kind: .call, from: caller(), to: target, label: event.method, row: row))
                if event.kind == .begin {
                    stack.append((target, row, level(on: target)))
                } else {
                    activations.append(
                        Activation(lifeline: target, firstRow: row, lastRow: row, level: level(on: target)))
                }
                row += 1
            case .end:
                guard let entry = stack.popLast() else { continue }
                if let entry {
                    activations.append(
                        Activation(
                            lifeline: entry.lifeline, firstRow: entry.row, lastRow: max(entry.row, row - 1),
                            level: entry.level))
                }
            }
        }
        self.lifelines = lifelines
        self.messages = messages
        self.activations = activations.sorted { ($0.level, $0.firstRow) < ($1.level, $1.firstRow) }
        rowCount = row
    }

    /// Each shown object's role, from the methods it received.
    static func roles(of events: [RecordedEvent]) -> [String: Role] {
        var roles: [String: Role] = [:]
        for event in events where event.kind != .note {
            guard let role = role(of: event.method) else { continue }
            roles[event.object] = min(role, roles[event.object] ?? role)
        }
        return roles
    }

    static func role(of method: String) -> Role? {
        if method.hasPrefix("application") { return .appDelegate }
        if method.hasPrefix("scene") { return .sceneDelegate }
        if ["makeKeyAndVisible()", "becomeKey()", "resignKey()"].contains(method) { return .window }
        if method.hasPrefix("view") || method == "loadView()" || method.hasSuffix("(toParent:)") {
            return .viewController
        }
        return nil
    }
}
