/// An outlet a class receives from storyboards and nibs: a writable property, by key path.
///
/// Linux has no Objective-C runtime to set `@IBOutlet` properties by name, so a class lists its
/// outlets by the names Interface Builder writes:
///
/// ```swift
/// final class LoginViewController: UIViewController {
///     var nameLabel: UILabel!
///     override class var storyboardOutlets: [String: StoryboardOutlet] {
///         super.storyboardOutlets.merging(["nameLabel": StoryboardOutlet(\LoginViewController.nameLabel)]) { $1 }
///     }
/// }
/// ```
///
/// The loader checks, when the file is loaded, that every `<outlet property=…>` in it has an entry
/// and that its destination's class fits the property's type; anything else is a `StoryboardError`
/// naming the file, line and outlet.
/// - Note: Differs from UIKit: outlets are registered by key path instead of `@IBOutlet`, which
///   needs Objective-C on Linux.
@MainActor
public struct StoryboardOutlet {
    let valueTypeName: String
    let accepts: (AnyClass) -> Bool
    let assign: (AnyObject, AnyObject) -> Bool

    /// An outlet stored in an optional (or implicitly unwrapped) property, as `@IBOutlet`s are.
    public init<Owner: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Owner, Value?>) {
        valueTypeName = String(describing: Value.self)
        accepts = { type in type is Value.Type }
        assign = { owner, value in
            guard let owner = owner as? Owner, let value = value as? Value else { return false }
            owner[keyPath: keyPath] = value
            return true
        }
    }
}
