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
@preconcurrency @MainActor
public struct StoryboardOutlet {
    let valueType: Any.Type
    let accepts: (AnyClass) -> Bool
    let assign: (AnyObject, AnyObject) -> Bool

    /// The property's type as messages name it (`UILabel`). Computed only for a message, and with
    /// `_typeName` rather than `String(describing:)`, whose casts scan every conformance in the
    /// binary once per type: about 0.15 ms per outlet at launch.
    var valueTypeName: String { _typeName(valueType, qualified: false) }

    /// An outlet stored in an optional (or implicitly unwrapped) property, as `@IBOutlet`s are.
    public init<Owner: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Owner, Value?>) {
        self.init(keyPath, accepts: { type in type is Value.Type })
    }

    /// An outlet to a protocol-typed property (a delegate or a data source). For a protocol, the
    /// generic check `type is Value.Type` asks about the protocol's own metatype, not whether a
    /// class conforms, so the caller says how to check (`{ $0 is any UITableViewDataSource.Type }`).
    init<Owner: AnyObject, Value>(
        _ keyPath: ReferenceWritableKeyPath<Owner, Value?>, accepts: @escaping (AnyClass) -> Bool
    ) {
        valueType = Value.self
        self.accepts = accepts
        assign = { owner, value in
            guard let owner = owner as? Owner, let value = value as? Value else { return false }
            owner[keyPath: keyPath] = value
            return true
        }
    }
}
