import Foundation

/// A transition from one storyboard controller to a new one: `prepare(for:sender:)` receives it
/// before `perform()` shows the destination.
@preconcurrency @MainActor
open class UIStoryboardSegue {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    private let performHandler: (@MainActor () -> Void)?

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
    }

    public init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping @MainActor () -> Void
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
    }

    /// Runs the perform handler; storyboard segues show the destination as their kind says.
    ///
    /// - Note: A segue with neither a handler nor an override logs a warning in the toolkit's
    ///   words and does nothing (UIKit throws).
    open func perform() {
        guard let performHandler else {
            ControllerWarnings.warn(
                "UIStoryboardSegue: the segue '\(identifier ?? "")' has no perform handler; override perform() "
                    + "or create it with init(identifier:source:destination:performHandler:)")
            return
        }
        performHandler()
    }
}

/// A segue from a storyboard, performed by its kind.
///
/// - Note: Differs from UIKit: `showDetail` acts as `show` (Windowing has no split view
///   controller), and `popoverPresentation` presents a sheet.
@MainActor
final class StoryboardSegue: UIStoryboardSegue {
    let kind: IBSegueSpec.Kind

    init(identifier: String?, kind: IBSegueSpec.Kind, source: UIViewController, destination: UIViewController) {
        self.kind = kind
        super.init(identifier: identifier, source: source, destination: destination)
    }

    override func perform() {
        switch kind {
        case .show, .showDetail, .push:
            if let navigation = source as? UINavigationController ?? source.navigationController {
                navigation.pushViewController(destination, animated: true)
            } else {
                source.present(destination, animated: true)
            }
        case .presentation, .modal, .popoverPresentation, .popover:
            source.present(destination, animated: true)
        case .embed, .relationship, .unwind, .replace, .custom:
            ControllerWarnings.warn(
                "UIStoryboardSegue: a '\(kind.rawValue)' segue cannot be performed; only show, showDetail, "
                    + "presentation and popoverPresentation segues can")
        }
    }
}

/// A storyboard's embed segue: it makes its destination a child of the source, shown in a
/// container view of the source's view.
@MainActor
final class EmbedSegue: UIStoryboardSegue {
    private weak var container: UIView?

    init(identifier: String?, source: UIViewController, destination: UIViewController, container: UIView) {
        self.container = container
        super.init(identifier: identifier, source: source, destination: destination)
    }

    override func perform() {
        guard let container else { return }
        source.addChild(destination)
        let childView: UIView = destination.view
        childView.frame = container.bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(childView)
        destination.didMove(toParent: source)
    }
}
