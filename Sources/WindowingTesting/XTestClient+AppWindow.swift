/// Waiting for an app's window: every X test of a whole app starts by waiting until the app has
/// mapped its window and printed the callback that says the window is ready for input.
extension XTestClient {
    /// The viewable top-level window titled `title`, once `app` has also printed `marker`; nil if
    /// the app exits first or `timeout` seconds pass. The marker matters because a window can be
    /// viewable before its first frame is drawn and its controller has appeared.
    public func awaitWindow(
        named title: String, of app: AppProcess, printing marker: String, timeout: Double = 20
    ) -> UInt? {
        var found: UInt?
        let ready = waitUntil(timeout: timeout) {
            found = windows(named: title).first { geometry(of: $0)?.isViewable == true }
            return found != nil && app.standardOutput.contains(marker) || !app.isRunning
        }
        return ready && app.standardOutput.contains(marker) ? found : nil
    }
}
