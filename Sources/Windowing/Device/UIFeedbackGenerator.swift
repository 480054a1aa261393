import Foundation

/// Haptic feedback: taps the user feels on a device with a haptic engine.
///
/// A desktop machine has none, so the generators play nothing, as UIKit's do on a device
/// without the hardware (an iPad, for example): apps call them unchanged. The trace notes each
/// one (`WINDOWING_TRACE`), so that a learner sees where the app asked for feedback.
/// https://developer.apple.com/documentation/uikit/uifeedbackgenerator
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    public init() {}

    /// Readies the engine; there is none to ready.
    open func prepare() {}

    /// Notes a piece of feedback in the trace.
    func played(_ feedback: @autoclosure () -> String) {
        Trace.note("\(type(of: self)): \(feedback()) (no haptic engine on this machine)")
    }
}

open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A medium impact, UIKit's default.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// The iOS 17.5 form that names the view the feedback belongs to.
    public convenience init(style: FeedbackStyle, view: UIView) {
        self.init(style: style)
    }

    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// `intensity` from 0 to 1; values outside are clamped, and a value that is not a number is 1.
    open func impactOccurred(intensity: CGFloat) {
        let clamped = intensity.isNaN ? 1 : min(max(intensity, 0), 1)
        played("\(style) impact, intensity \(clamped)")
    }
}

open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    open func notificationOccurred(_ notificationType: FeedbackType) {
        played("\(notificationType) notification")
    }
}

open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {
        played("selection changed")
    }
}
