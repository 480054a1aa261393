import Foundation

/// Warnings of the controller containers (presentation, navigation, tab bars, segues), in the
/// words UIKit logs or throws, so that a message an app developer searches for is found.
@MainActor
enum ControllerWarnings {
    /// Receives each warning as well; tests read the exact text here.
    static var sink: ((String) -> Void)?

    static func warn(_ message: String) {
        sink?(message)
        Diagnostics.warning(message)
    }

    /// `<ClassName: 0x…>`, the way UIKit names an object in its messages.
    static func describe(_ object: AnyObject) -> String {
        let address = String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
        return "<\(Trace.className(of: object)): 0x\(address)>"
    }
}
