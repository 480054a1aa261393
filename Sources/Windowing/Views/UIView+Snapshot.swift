public import Foundation

// View snapshots: the same render pass the window runs, aimed at the current context instead of
// the back buffer, so a snapshot holds exactly the window's pixels.
extension UIView {
    /// Draws this view and its subviews into the current context, scaled from `bounds` into
    /// `rect`; returns false (drawing nothing) when there is no current context or either
    /// rectangle is empty or not finite.
    ///
    /// Views draw at their window's scale (the screen's when they have none), as on screen: a
    /// snapshot into a context of another scale resamples those pixels, as UIKit's does. Pending
    /// `draw(_:)` calls run either way; with `afterScreenUpdates` true, pending layout runs first.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        let bounds = storedBounds
        let r = rect.standardized
        guard r.width > 0, r.height > 0, bounds.width > 0, bounds.height > 0,
            [r.minX, r.minY, r.width, r.height, bounds.minX, bounds.minY].allSatisfy(\.isFinite)
        else { return false }
        if afterUpdates { layoutIfNeeded() }
        let scale = hostWindow != nil ? (UIApplication.current?.scale ?? UIScreen.main.scale) : UIScreen.main.scale
        let canvas = context.canvas
        canvas.save()
        canvas.translate(x: r.minX, y: r.minY)
        canvas.scale(x: r.width / bounds.width, y: r.height / bounds.height)
        canvas.translate(x: -bounds.minX, y: -bounds.minY)
        // Everything the subtree covers, including unclipped subviews outside the bounds.
        let everything = CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        render(in: canvas, scale: scale, dirty: everything)
        canvas.restore()
        context.notePainted()
        return true
    }
}
