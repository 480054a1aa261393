import Foundation
import Testing

@testable import Windowing

/// A window's labels are laid out while its map is on its way to the server, once, and the
/// layouts are the ones intrinsic sizing uses.
@Suite @MainActor struct TextPreparedBeforeMapTests {
    private func window(with labels: [UILabel]) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.storedHidden = false  // as shown, without an app to map it
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        for label in labels { container.addSubview(label) }
        return window
    }

    @Test func visibleLabelsAreLaidOutOnceAndIntrinsicSizingReusesTheLayout() {
        let shown = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        shown.text = "Prepared before the map"
        let hidden = UILabel(frame: .zero)
        hidden.text = "Never drawn"
        hidden.isHidden = true
        let empty = UILabel(frame: .zero)
        let window = window(with: [shown, hidden, empty])
        window.appearancePhase = .waitingForMap
        let before = TextLayout.buildCount
        window.prepareTextWhileWaitingForMap()
        #expect(TextLayout.buildCount == before + 1)
        #expect(
            shown.layouts.map(\.key.options) == [TextLayout.Options(maximumLines: 1, lineBreakMode: .byTruncatingTail)])
        #expect(hidden.layouts.isEmpty && empty.layouts.isEmpty)

        window.prepareTextWhileWaitingForMap()
        #expect(shown.intrinsicContentSize.width > 40)
        #expect(TextLayout.buildCount == before + 1)
    }

    @Test func onlyAWindowWaitingForItsMapIsPrepared() {
        let label = UILabel(frame: .zero)
        label.text = "Not yet"
        let window = window(with: [label])
        for phase in [UIWindow.AppearancePhase.offscreen, .pendingAppearance, .onscreen] {
            window.appearancePhase = phase
            window.prepareTextWhileWaitingForMap()
        }
        #expect(label.layouts.isEmpty)
    }
}
