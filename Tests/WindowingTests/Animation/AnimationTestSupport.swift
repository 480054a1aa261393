import Foundation
import Testing

@testable import Windowing

/// Every animation test shares the process-wide animation engine and frame clock, so they run
/// one at a time inside this suite, each with a fresh engine and a hand-driven clock.
@Suite(.serialized)
@MainActor
struct AnimationTests {}

/// A fresh engine and a `ManualFrameSource` at time 0: frames happen only when the test says.
@MainActor
struct AnimationClock {
    let source: ManualFrameSource

    init() {
        AnimationEngine.shared.reset()
        AnimationTransaction.animationsEnabled = true
        source = ManualFrameSource(startingAt: 0)
        FrameClock.shared.reset(source: source)
    }

    /// Runs the frame at `time`.
    func frame(at time: TimeInterval) { source.advance(to: time) }
}

/// Records callbacks in order.
@MainActor
final class EventLog {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

extension UIView {
    /// The frame on screen: the presentation layer's.
    var presentedFrame: CGRect { layer.presentation()?.frame ?? .null }
}
