public import Foundation

/// Why a scene request made through `UIApplication` failed (behaviour 4.12).
///
/// Its `errorDomain` is UIKit's, `UISceneErrorDomain`, so `(error as NSError).domain` and `.code`
/// read as they do on iOS.
public struct UISceneError: Error, CustomNSError, CustomStringConvertible, Hashable, Sendable {
    /// The reasons UIKit gives (raw values as UIKit's).
    public enum Code: Int, Sendable {
        /// `UIApplicationSupportsMultipleScenes` is false and a scene is already connected.
        case multipleScenesNotSupported = 0
        /// The system refused the request (here: the session is not one of `openSessions`, or
        /// the app is terminating).
        case requestDenied = 1
    }

    public let code: Code
    /// What went wrong, naming the session or the Info.plist key, and a hint.
    public let reason: String

    init(_ code: Code, _ reason: String) {
        self.code = code
        self.reason = reason
    }

    public static var errorDomain: String { "UISceneErrorDomain" }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: reason] }
    public var description: String { "UISceneError.\(code): \(reason)" }
}

extension UIScene {
    /// What to consider when activating a scene session (`UISceneActivationRequestOptions`).
    @preconcurrency @MainActor
    open class ActivationRequestOptions {
        /// The scene the request comes from, if any.
        open var requestingScene: UIScene?
        public init() {}
    }
}

/// What to consider when a scene session is destroyed.
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions {
    public init() {}
}
