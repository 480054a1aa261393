public import Foundation

/// What a view controller's `topLayoutGuide` and `bottomLayoutGuide` offer: the strips above and
/// below the content that bars cover, with their length and anchors.
///
/// Apple: https://developer.apple.com/documentation/uikit/uilayoutsupport
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// The strip's height: the safe area's inset at that edge.
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// The guide behind `topLayoutGuide` and `bottomLayoutGuide`: a layout guide of the root view,
/// so that constraints and the visual format language take it like any other.
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    var length: CGFloat { layoutFrame.height }
}

extension UIViewController {
    /// The strip at the top of the root view that bars cover: its bottom is the top of the view's
    /// safe area. Deprecated in UIKit since iOS 11 in favour of `view.safeAreaLayoutGuide`, and
    /// still found in apps written before.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/toplayoutguide
    public var topLayoutGuide: UILayoutSupport { supportGuide(top: true) }

    /// The strip at the bottom of the root view that bars cover: its top is the bottom of the
    /// view's safe area.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/bottomlayoutguide
    public var bottomLayoutGuide: UILayoutSupport { supportGuide(top: false) }

    private func supportGuide(top: Bool) -> UILayoutSupport {
        let root: UIView = view
        let guide = root.ownGuide(top ? \.topSupportGuide : \.bottomSupportGuide) {
            LayoutSupportGuide(
                role: top ? .topLayoutSupport : .bottomLayoutSupport,
                identifier: top ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide")
        }
        // Only this function fills the two slots, always with a `LayoutSupportGuide`.
        return unsafeDowncast(guide, to: LayoutSupportGuide.self)
    }
}

extension LayoutEngine {
    /// A layout support guide spans its view's width, from the view's edge to the safe area's.
    func layoutSupportConstraints(_ guide: UILayoutGuide, _ owner: UIView) -> [NSLayoutConstraint] {
        let safeArea = owner.safeAreaLayoutGuide
        let top = guide.role == .topLayoutSupport
        let made = [
            guide.leftAnchor.constraint(equalTo: owner.leftAnchor),
            guide.widthAnchor.constraint(equalTo: owner.widthAnchor),
            top
                ? guide.topAnchor.constraint(equalTo: owner.topAnchor)
                : guide.topAnchor.constraint(equalTo: safeArea.bottomAnchor),
            top
                ? guide.bottomAnchor.constraint(equalTo: safeArea.topAnchor)
                : guide.bottomAnchor.constraint(equalTo: owner.bottomAnchor),
        ]
        for (constraint, name) in zip(made, ["left", "width", "top", "bottom"]) {
            constraint.identifier = guide.identifier + "-" + name
            constraint.container = owner
        }
        return made
    }
}
