/// Warnings from tables and collection views about calls UIKit stops the app for; the call goes on
/// as the message says.
@MainActor
enum ListWarnings {
    /// Receives each warning as well; tests read the exact text here.
    static var sink: ((String) -> Void)?

    static func warn(_ message: String) {
        sink?(message)
        Diagnostics.warning(message)
    }
}
