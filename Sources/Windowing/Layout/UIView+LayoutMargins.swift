import Foundation

// Layout margins (UIKit's defaults: 8 points on every side, and 16 at the leading and trailing
// sides of a view controller's root view, whose top and bottom come from the safe area).
extension UIView {
    var effectiveDirectionalMargins: NSDirectionalEdgeInsets {
        var margins = layoutState?.directionalMargins ?? defaultDirectionalMargins
        guard preservesSuperviewLayoutMargins, let superview = storedSuperview else { return margins }
        // The superview's margins reach into this view where its edges are inside them.
        let inherited = superview.effectiveDirectionalMargins
        let frame = self.frame
        let bounds = superview.bounds
        margins.leading = max(margins.leading, inherited.leading - (frame.minX - bounds.minX))
        margins.trailing = max(margins.trailing, inherited.trailing - (bounds.maxX - frame.maxX))
        margins.top = max(margins.top, inherited.top - (frame.minY - bounds.minY))
        margins.bottom = max(margins.bottom, inherited.bottom - (bounds.maxY - frame.maxY))
        return margins
    }

    private var defaultDirectionalMargins: NSDirectionalEdgeInsets {
        owningViewController != nil
            ? NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            : NSDirectionalEdgeInsets(
                top: LayoutSpacing.defaultMargin, leading: LayoutSpacing.defaultMargin,
                bottom: LayoutSpacing.defaultMargin, trailing: LayoutSpacing.defaultMargin)
    }

    var effectiveLayoutMargins: UIEdgeInsets {
        let margins = effectiveDirectionalMargins
        return UIEdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
    }

    func setLayoutMargins(_ margins: UIEdgeInsets) {
        setDirectionalMargins(
            NSDirectionalEdgeInsets(
                top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right))
    }

    func setDirectionalMargins(_ margins: NSDirectionalEdgeInsets) {
        let old = effectiveDirectionalMargins
        layoutStateForWriting.directionalMargins = margins
        guard effectiveDirectionalMargins != old else { return }
        layoutMarginsDidChange()
        LayoutEngine.layoutMarginsDidChange(of: self)
        setNeedsLayout()
    }

    func setPreservesSuperviewMargins(_ preserves: Bool) {
        let old = effectiveDirectionalMargins
        layoutStateForWriting.preservesSuperviewLayoutMargins = preserves
        guard effectiveDirectionalMargins != old else { return }
        layoutMarginsDidChange()
        LayoutEngine.layoutMarginsDidChange(of: self)
    }
}
