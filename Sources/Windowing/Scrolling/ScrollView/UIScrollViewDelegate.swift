public import Foundation

/// What a scroll view tells its delegate while it scrolls, in UIKit's order.
/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
///
/// A drag: `scrollViewWillBeginDragging`, `scrollViewDidScroll` for each move,
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)`, then, if it keeps moving,
/// `scrollViewWillBeginDecelerating`, more `scrollViewDidScroll` and `scrollViewDidEndDecelerating`.
/// `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)` with animation end with
/// `scrollViewDidEndScrollingAnimation`. A zoom gesture (Ctrl+wheel, one notch at a time):
/// `scrollViewWillBeginZooming(_:with:)`, `scrollViewDidScroll` if the offset moves,
/// `scrollViewDidZoom`, `scrollViewDidEndZooming(_:with:atScale:)`; `setZoomScale(_:animated:)` and
/// `zoom(to:animated:)` call `scrollViewDidZoom` for each change and, when animated, end with
/// `scrollViewDidEndZooming(_:with:atScale:)`. Every requirement has a default that does nothing, as
/// UIKit's optional methods.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed, by any means.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The drag ends; `velocity` is in points per millisecond along the content offset, and the
    /// delegate may change where the deceleration will stop through `targetContentOffset`.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content keeps moving after the drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The movement after a drag stopped.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    /// The view the scroll view scales when it zooms; nil (the default) means it does not zoom.
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/viewforzooming(in:)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// A zoom gesture is about to scale `view`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// `zoomScale` changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A zoom gesture or an animated zoom ended, at `scale`.
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidendzooming(_:with:atscale:)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) { Trace.defaultImplementationRan(self) }
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { Trace.defaultImplementationRan(self) }
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) { Trace.defaultImplementationRan(self) }
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        Trace.defaultImplementationRan(self)
    }
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { Trace.defaultImplementationRan(self) }
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { Trace.defaultImplementationRan(self) }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        Trace.defaultImplementationRan(self)
    }
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        Trace.defaultImplementationRan(self)
    }
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        Trace.defaultImplementationRan(self)
        return nil
    }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        Trace.defaultImplementationRan(self)
    }
    public func scrollViewDidZoom(_ scrollView: UIScrollView) { Trace.defaultImplementationRan(self) }
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        Trace.defaultImplementationRan(self)
    }
}
