/// The name of an action method, as Objective-C writes it: `unwindToStart:` for
/// `unwindToStart(_:)`.
///
/// Swift on Linux has no Objective-C runtime, so a selector cannot call anything by itself here.
/// Windowing uses it where UIKit hands an action's name to your code: an unwind segue's
/// ``UIStoryboardUnwindSegueSource/unwindAction`` and
/// ``UIViewController/canPerformUnwindSegueAction(_:from:sender:)``. The method it names is
/// found through the class's `storyboardActions`.
///
/// - Note: Differs from UIKit: a value holding the selector's name rather than the runtime's
///   selector; `#selector(...)` is not available (the porting command reports it), so build one
///   from the name, as `Selector("unwindToStart:")` does on iOS too.
public struct Selector: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The selector's name, e.g. `unwindToStart:`.
    public let name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }

    public var description: String { name }
}
