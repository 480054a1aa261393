public import Foundation

/// The kinds of scrolling input a pan gesture recognizer can turn into a pan.
public struct UIScrollTypeMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Input in steps: a mouse wheel's notches (X11 buttons 4–7).
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// Smooth input from a precise device such as a touchpad.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Every kind of scrolling input.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}

/// A continuous recognizer for dragging: it begins once the touches have moved far enough, changes
/// as they move and ends when they lift. `translation(in:)` is how far the touches have moved
/// since the touch went down (or since `setTranslation(_:in:)`), `velocity(in:)` how fast they
/// move now.
///
/// With `allowedScrollTypesMask` set, scrolling over the view is a pan too: each wheel notch (or
/// precise scroll step) runs `.began` (translation zero), `.changed` and `.ended`, with the
/// translation pointing where the content moves: −10 points per notch of the wheel's direction,
/// so a notch down gives a translation of (0, −10).
///
/// - Note: Differs from UIKit: the pan begins after the touches moved 10 points from where they
///   went down (UIKit does not document its threshold); the velocity of a scroll pan is zero; and
///   with one pointer, a recognizer whose `minimumNumberOfTouches` is above 1 never begins.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far the touches move, in points, before the pan begins.
    static let beginThreshold: CGFloat = 10
    /// The translation of one wheel notch, in points.
    static let pointsPerScrollNotch: CGFloat = 10
    /// How far back, in seconds, `velocity(in:)` looks.
    static let velocityWindow: TimeInterval = 0.1

    /// The fewest touches that make a pan; 1 by default.
    open var minimumNumberOfTouches = 1
    /// The most touches that make a pan; `Int.max` by default.
    open var maximumNumberOfTouches = Int.max
    /// The scrolling input that also makes a pan; `[]` (none) by default.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// Where the touches went down, in window coordinates.
    private var startLocation: CGPoint?
    /// The point the translation is measured from, in window coordinates.
    private var anchor: CGPoint?
    /// Recent (time, centroid in window coordinates) pairs for the velocity.
    private var samples: [(time: TimeInterval, location: CGPoint)] = []
    /// The translation of a scroll pan, in window coordinates; nil for a touch pan.
    private var scrollTranslation: CGPoint?

    // MARK: - Translation and velocity

    /// How far the pan has moved in `view`'s coordinate system (the window's for nil).
    open func translation(in view: UIView?) -> CGPoint {
        let window = lastWindow ?? trackedTouches.first?.window
        if let scrollTranslation { return Self.convertVector(scrollTranslation, from: window, to: view) }
        guard let anchor, let centroid = touchCentroidInWindow else { return .zero }
        return Self.convertVector(CGPoint(x: centroid.x - anchor.x, y: centroid.y - anchor.y), from: window, to: view)
    }

    /// Makes the translation read `translation` in `view`'s coordinates from now on; resets the velocity.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let vector =
            view.map { view in
                let origin = view.convert(CGPoint.zero, to: nil)
                let end = view.convert(translation, to: nil)
                return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
            } ?? translation
        if scrollTranslation != nil {
            scrollTranslation = vector
        } else if let centroid = touchCentroidInWindow {
            anchor = CGPoint(x: centroid.x - vector.x, y: centroid.y - vector.y)
            if let last = samples.last { samples = [last] }
        }
    }

    /// How fast the pan moves, in points per second in `view`'s coordinate system, over its last
    /// moves (about the last 0.1 s).
    open func velocity(in view: UIView?) -> CGPoint {
        guard scrollTranslation == nil, let first = samples.first, let last = samples.last, last.time > first.time
        else {
            return .zero
        }
        let seconds = CGFloat(last.time - first.time)
        let vector = CGPoint(
            x: (last.location.x - first.location.x) / seconds, y: (last.location.y - first.location.y) / seconds)
        return Self.convertVector(vector, from: trackedTouches.first?.window ?? lastWindow, to: view)
    }

    // MARK: - Touches

    /// Notes where the touches went down.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let centroid = touchCentroidInWindow else { return }
        if startLocation == nil {
            startLocation = centroid
            anchor = centroid
        }
        record(centroid, at: event.timestamp)
        if state == .possible && numberOfTouches > maximumNumberOfTouches { state = .failed }
    }

    /// Begins once the touches moved 10 points; changes while the pan runs.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let centroid = touchCentroidInWindow else { return }
        record(centroid, at: event.timestamp)
        switch state {
        case .possible:
            guard let startLocation, (minimumNumberOfTouches...maximumNumberOfTouches).contains(numberOfTouches),
                hypot(centroid.x - startLocation.x, centroid.y - startLocation.y) >= Self.beginThreshold
            else { return }
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends the pan when the last touch lifts; a pan that never began fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let centroid = touchCentroidInWindow { record(centroid, at: event.timestamp) }
        guard !hasActiveTouches else { return }
        finishContinuousGesture(cancelled: false)
    }

    /// Cancels a running pan; a pan that never began fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuousGesture(cancelled: true)
    }

    /// Forgets the translation and velocity.
    open override func reset() {
        super.reset()
        startLocation = nil
        anchor = nil
        samples.removeAll()
        scrollTranslation = nil
    }

    private func record(_ location: CGPoint, at time: TimeInterval) {
        samples.append((time, location))
        while samples.count > 2 && samples[0].time < time - Self.velocityWindow { samples.removeFirst() }
    }

    // MARK: - Scrolling

    /// One scroll step over the view: `.began` at translation zero, `.changed` and `.ended` with
    /// the step's translation (the environment checked `allowedScrollTypesMask` and the delegate).
    func performScroll(notches: CGPoint, at location: CGPoint, in window: UIWindow) {
        lastLocation = location
        lastWindow = window
        scrollTranslation = .zero
        apply(.began)
        let step = CGPoint(x: -notches.x * Self.pointsPerScrollNotch, y: -notches.y * Self.pointsPerScrollNotch)
        let current = scrollTranslation ?? .zero
        scrollTranslation = CGPoint(x: current.x + step.x, y: current.y + step.y)
        if storedState == .began { apply(.changed) }
        if storedState == .changed { apply(.ended) }
    }
}
