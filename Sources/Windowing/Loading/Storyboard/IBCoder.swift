public import Foundation

/// The `NSCoder` objects from storyboards and nibs are created with: `init(coder:)` receives one.
///
/// `UIView.init(coder:)` and `UIViewController.init(coder:)` read the checked element it carries
/// (frame, colours, attributes; the controller's scene). Keyed decoding of anything else finds
/// nothing: `containsValue(forKey:)` is false and the `decode…` methods return nil, 0 or false,
/// so a subclass's `init?(coder:)` written for iOS runs unchanged.
/// - Note: Differs from UIKit: the coder is not an `NSKeyedUnarchiver` and holds no archive keys.
public final class StoryboardCoder: NSCoder {
    enum Payload {
        /// A view's element, and the bundle its images come from (the app's when nil).
        case view(IBViewSpec, Bundle?)
        case controller(IBControllerSpec, IBSource)
    }

    let payload: Payload

    init(_ payload: Payload) {
        self.payload = payload
        super.init()
    }

    public override var allowsKeyedCoding: Bool { true }
    public override func containsValue(forKey key: String) -> Bool { false }
    public override func decodeObject(forKey key: String) -> Any? { nil }
    public override func decodeBool(forKey key: String) -> Bool { false }
    public override func decodeInteger(forKey key: String) -> Int { 0 }
    public override func decodeInt32(forKey key: String) -> Int32 { 0 }
    public override func decodeInt64(forKey key: String) -> Int64 { 0 }
    public override func decodeDouble(forKey key: String) -> Double { 0 }
    public override func decodeFloat(forKey key: String) -> Float { 0 }
    public override var decodingFailurePolicy: NSCoder.DecodingFailurePolicy { .setErrorAndReturn }
}

/// Where a storyboard controller's view comes from: its scene in a loaded storyboard.
@MainActor
final class IBSource {
    let storyboard: UIStoryboard
    let controller: IBControllerSpec

    init(storyboard: UIStoryboard, controller: IBControllerSpec) {
        self.storyboard = storyboard
        self.controller = controller
    }
}
