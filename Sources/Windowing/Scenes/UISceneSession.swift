import Foundation

/// The identity and configuration of one instance of the app's interface; the app creates it,
/// never your code (behaviour 4.10).
@preconcurrency @MainActor
open class UISceneSession: Hashable {
    /// The kind of scene a session is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An interactive window on the device's screen (`UIWindowSceneSessionRoleApplication`).
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// A unique identifier that stays the same for the session's whole life.
    public let persistentIdentifier: String
    /// The session's role.
    public let role: Role
    /// The configuration the scene was created from (after `configurationForConnecting`).
    open internal(set) var configuration: UISceneConfiguration
    /// The connected scene, or nil when none is connected.
    open internal(set) weak var scene: UIScene?
    /// Data the app keeps with the session.
    open var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration) {
        persistentIdentifier = UUID().uuidString
        self.role = role
        self.configuration = configuration
    }

    nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
