public import Foundation

/// A timer in step with the screen: once per frame, before the frame is drawn, it calls its
/// target with itself, so the target can update views for that frame.
///
/// ```swift
/// link = CADisplayLink(target: self, selector: Clock.step)
/// link.add(to: .main, forMode: .common)
/// ```
///
/// Frames come from the app's frame clock, which runs only while a display link or an animation
/// needs it. It is paced by the X Present extension's completion events at each refresh of the
/// screen, and `timestamp` is that refresh's time; without Present (or with no window mapped) a
/// 60 Hz timer in the main run loop paces it. Like UIKit's, the link retains its target and the
/// run loop retains the link until `invalidate()`.
///
/// - Note: Differs from UIKit: Linux has no Objective-C runtime, so the selector is a method
///   reference (`selector: Clock.step`), not a `#selector`. Every link is driven by the main
///   run loop's frame clock whatever run loop and mode it is added to.
@preconcurrency @MainActor
public final class CADisplayLink: NSObject {
    private var target: AnyObject?
    private let perform: @MainActor (AnyObject, CADisplayLink) -> Void
    private var isAdded = false
    private var isInvalidated = false
    private var lastFire: TimeInterval?

    /// Creates a link that calls `selector`, a method of `target` taking the link, each frame.
    public init<Target: AnyObject>(target: Target, selector: @escaping @MainActor (Target) -> (CADisplayLink) -> Void) {
        self.target = target
        perform = { object, link in
            guard let object = object as? Target else { return }
            selector(object)(link)
        }
        super.init()
    }

    /// Creates a link that calls `selector`, a method of `target` taking no argument, each frame.
    public init<Target: AnyObject>(target: Target, selector: @escaping @MainActor (Target) -> () -> Void) {
        self.target = target
        perform = { object, _ in
            guard let object = object as? Target else { return }
            selector(object)()
        }
        super.init()
    }

    /// Starts the link's frames. The run loop and mode are recorded only (see the note above).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated else { return }
        isAdded = true
        FrameClock.shared.add(self)
    }

    /// Stops the link's frames; it can be added again.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isAdded = false
        FrameClock.shared.remove(self)
    }

    /// Removes the link from every run loop for good and releases its target.
    public func invalidate() {
        isInvalidated = true
        isAdded = false
        target = nil
        FrameClock.shared.remove(self)
    }

    /// Whether frames are suspended; false by default.
    public var isPaused = false {
        didSet { if !isPaused, isAdded { FrameClock.shared.setNeedsFrames() } }
    }

    /// The frame rates the link would like; the screen's rate by default.
    public var preferredFrameRateRange = CAFrameRateRange.default

    /// The preferred frames per second, 0 for the screen's rate (the older form of
    /// `preferredFrameRateRange`).
    public var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.preferred ?? 0) }
        set {
            let rate = Float(max(0, newValue))
            preferredFrameRateRange = CAFrameRateRange(minimum: rate, maximum: rate, preferred: rate)
        }
    }

    /// The time of the screen refresh the link was called for, on `CACurrentMediaTime()`'s clock; 0 before the first.
    public private(set) var timestamp: TimeInterval = 0
    /// The time the next frame is due on screen: the time to prepare it for.
    public private(set) var targetTimestamp: TimeInterval = 0
    /// The time between screen refreshes; 0 before the first frame.
    public private(set) var duration: TimeInterval = 0

    /// A frame at `time` began: calls the target if the link's rate wants this frame.
    func frameDidBegin(at time: TimeInterval, frameDuration: TimeInterval) {
        guard isAdded, !isInvalidated, let target else { return }
        let rate = preferredFrameRateRange.effectiveRate(screenRate: 1 / frameDuration)
        let interval = 1 / rate
        // Half a frame of slack, so a 30 Hz link fires on every second frame despite jitter.
        if let lastFire, time - lastFire < interval - frameDuration / 2 { return }
        lastFire = time
        timestamp = time
        duration = frameDuration
        targetTimestamp = time + interval
        perform(target, self)
    }
}
