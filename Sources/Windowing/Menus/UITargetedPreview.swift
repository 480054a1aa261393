import Foundation

/// How a preview of a view is cut out and drawn: the path that shows, the shadow's, and the
/// colour behind it.
/// https://developer.apple.com/documentation/uikit/uipreviewparameters
///
/// - Note: Differs from UIKit: Windowing shows no previews (menus open at a secondary click, as in
///   Mac Catalyst apps), so the preview delegate methods that take and return these objects are
///   never called; the objects keep what they are given.
@preconcurrency @MainActor
open class UIPreviewParameters {
    /// The part of the view the preview shows; nil for all of it.
    open var visiblePath: UIBezierPath?
    /// The shadow's outline; nil for the visible path's.
    open var shadowPath: UIBezierPath?
    /// The colour behind the view's content; nil for the system's.
    open var backgroundColor: UIColor?

    public init() {}

    /// Parameters whose visible path encloses the given lines of text (`NSValue`s of rectangles),
    /// each rounded.
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        let path = UIBezierPath()
        for value in textLineRects { path.append(UIBezierPath(roundedRect: value.cgRectValue, cornerRadius: 4)) }
        visiblePath = path
    }
}

/// Where a preview goes: a point of a container view, with a transform.
/// https://developer.apple.com/documentation/uikit/uipreviewtarget
@preconcurrency @MainActor
open class UIPreviewTarget {
    public let container: UIView
    public let center: CGPoint
    public let transform: CGAffineTransform

    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
    }

    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}

/// A view to preview, with its parameters and where it goes.
/// https://developer.apple.com/documentation/uikit/uitargetedpreview
///
/// - Note: Differs from UIKit: see `UIPreviewParameters`; a preview is made but never shown. A view
///   with no superview gets a target at its own centre in itself, where UIKit raises an exception.
@preconcurrency @MainActor
open class UITargetedPreview {
    public let view: UIView
    public let parameters: UIPreviewParameters
    public let target: UIPreviewTarget

    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
    }

    /// A preview of `view` where it is now: at its centre in its superview.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        let container = view.superview ?? view
        let center = view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: container, center: center))
    }

    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The preview's size: the visible path's bounds, or the view's.
    open var size: CGSize { parameters.visiblePath?.bounds.size ?? view.bounds.size }

    /// The same preview, going to `newTarget`.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}

/// How a context menu's preview leaves when the user commits to it.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    case dismiss = 0
    case pop = 1
}

/// The animator the delegate gets when the user commits to a preview, which never happens here
/// (see `UIPreviewParameters`).
/// https://developer.apple.com/documentation/uikit/uicontextmenuinteractioncommitanimating
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}
