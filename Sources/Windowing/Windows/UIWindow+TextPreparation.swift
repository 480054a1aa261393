import Foundation

// Over a remote display the wait for a new window's map is a whole round trip, during which the
// main thread has nothing to do. The first text laid out after it loads the fonts: fontconfig's
// substitution for each font, Pango's metrics (it shapes a sample sentence per font and
// language), the font files. On the README's build that is over 15 million instructions between
// the map and the first frame. Laying the labels' text out while the map is on its way moves that
// work into the idle round trip; locally the map comes at once and the work is only done earlier.
extension UIWindow {
    /// Lays out the text of the window's visible labels, unwrapped, as intrinsic sizing asks
    /// for it, so the layouts are kept for that and the fonts are loaded for the rest. Calls none
    /// of the methods apps override to measure or draw text (`textRect(forBounds:limitedToNumberOfLines:)`,
    /// `intrinsicContentSize`, `drawText(in:)`), nor `subviews`: it reads the labels' content.
    func prepareTextWhileWaitingForMap() {
        guard needsTextPreparation else { return }
        hasPreparedTextForMap = true
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            guard !view.storedHidden else { continue }
            (view as? UILabel)?.prepareUnwrappedLayout()
            pending.append(contentsOf: view.storedSubviews)
        }
    }

    /// Whether this showing's map is on its way and its text not yet prepared.
    var needsTextPreparation: Bool { appearancePhase == .waitingForMap && !hasPreparedTextForMap }
}

extension UIApplication {
    /// Prepares the text of every window whose map is on its way to the server (see
    /// `UIWindow.prepareTextWhileWaitingForMap`); called just before the run loop sleeps.
    func prepareWindowsWaitingForMap() {
        // Asked at every sleep of the run loop, and almost always false: no array is built then.
        guard sceneRegistry.containsWindow(where: \.needsTextPreparation) else { return }
        for window in sceneRegistry.windows where window.needsTextPreparation {
            window.prepareTextWhileWaitingForMap()
        }
    }
}
