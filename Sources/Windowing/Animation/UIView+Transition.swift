public import Foundation

// Transitions: the view's look before `animations` ran, captured as a picture, fades out over
// its look after them.
extension UIView {
    /// Runs `animations` at once (its changes are not animated one by one) and shows the change
    /// of `view`'s look with the transition `options` name.
    ///
    /// `.transitionCrossDissolve` fades the old look into the new one; `.transitionNone` changes
    /// it at once after `duration`.
    ///
    /// - Note: Differs from UIKit: the flip and curl transitions are drawn as a cross-dissolve, and
    ///   during the transition `view.subviews` holds one more view on top: the picture of the old
    ///   look, which takes no touches and goes away when the transition ends.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        let picture = areAnimationsEnabled && duration > 0 ? view.transitionPicture() : nil
        performWithoutAnimation { animations?() }
        guard let picture else {
            if let completion { AnimationEngine.shared.enqueueCompletion { completion(true) } }
            return
        }
        let overlay = TransitionPictureView(picture: picture, frame: view.bounds)
        performWithoutAnimation { view.addSubview(overlay) }
        // Without a transition the old look stays until the end, then the new one shows at once.
        let fades = options.transition != nil
        var fadeOptions = options.intersection([.curveEaseIn, .curveEaseOut, .curveLinear, .allowUserInteraction])
        fadeOptions.insert([.overrideInheritedDuration, .overrideInheritedCurve])
        animate(
            withDuration: duration, delay: 0, options: fadeOptions,
            animations: { overlay.alpha = fades ? 0 : 0.999 },
            completion: { finished in
                overlay.removeFromSuperview()
                completion?(finished)
            })
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview with the transition `options`
    /// name; with `.showHideTransitionViews`, hides `fromView` and shows `toView` instead.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let showHide = options.contains(.showHideTransitionViews)
        let change = {
            if showHide {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                fromView.superview?.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
        guard let container = fromView.superview else {
            change()
            if let completion { AnimationEngine.shared.enqueueCompletion { completion(true) } }
            return
        }
        transition(with: container, duration: duration, options: options, animations: change, completion: completion)
    }

    /// The view and its subtree drawn into a picture at the screen's scale, nil when it has no area.
    private func transitionPicture() -> Bitmap? {
        layoutIfNeeded()
        let scale = hostWindow != nil ? (UIApplication.current?.scale ?? UIScreen.main.scale) : UIScreen.main.scale
        let size = storedBounds.size
        let width = Int((size.width * scale).rounded(.up))
        let height = Int((size.height * scale).rounded(.up))
        guard width > 0, height > 0, width <= 16384, height <= 16384 else { return nil }
        let picture = Bitmap(width: width, height: height, hasAlpha: true)
        let canvas = Canvas(bitmap: picture)
        canvas.scale(x: scale, y: scale)
        canvas.translate(x: -storedBounds.minX, y: -storedBounds.minY)
        // What it shows now: animated views at their presentation values.
        AnimationEngine.shared.withPresentationValues(of: nil, scale: nil) {
            render(in: canvas, scale: scale, dirty: CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))
        }
        picture.flush()
        return picture
    }
}

/// The old look of a view in transition, drawn over its new look while it fades.
final class TransitionPictureView: UIView {
    init(picture: Bitmap, frame: CGRect) {
        super.init(frame: frame)
        contents = picture
        contentsScale = CGFloat(picture.width) / max(1, frame.width)
        contentsAreFixed = true
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { return nil }
}
