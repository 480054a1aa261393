import Foundation

/// The blinking of a text caret, shared by text fields and text views: on and off every half
/// second (GTK's default cycle of 1.2 s, rounded to UIKit's), solid for a moment after each edit
/// or move. It blinks only while the app's run loop runs, so headless tests see a steady caret.
@MainActor
final class CaretBlink {
    static let interval: TimeInterval = 0.5

    /// Whether the caret is in its visible half.
    private(set) var isOn = true
    private var timer: Timer?

    /// Shows the caret solid and, when `blinking`, starts the cycle again; `redraw` runs at each toggle.
    func restart(blinking: Bool, redraw: @escaping @MainActor () -> Void) {
        isOn = true
        timer?.invalidate()
        timer = nil
        guard blinking, UIApplication.current?.isRunning == true else { return }
        // An explicit fire date: corelibs Foundation's `Timer(timeInterval:repeats:block:)` fires at once.
        let timer = Timer(fire: Date(timeIntervalSinceNow: Self.interval), interval: Self.interval, repeats: true) {
            [weak self] _ in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.isOn.toggle()
                redraw()
            }
        }
        RunLoop.current.add(timer, forMode: .common)
        self.timer = timer
    }

    /// Stops blinking and leaves the caret on, for when editing ends.
    func stop() {
        timer?.invalidate()
        timer = nil
        isOn = true
    }

    isolated deinit { timer?.invalidate() }
}
