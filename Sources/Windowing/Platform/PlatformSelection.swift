import Foundation

// The clipboard seam: a backend that shares selections with other programs (X11's CLIPBOARD and
// PRIMARY) implements `PlatformSelections`; one that does not (headless) returns nil from
// `PlatformBackend.selections`, and the pasteboard stays inside the process.

/// A selection shared with other programs.
enum PlatformSelection: Hashable, Sendable, CustomStringConvertible {
    /// What Copy puts there and Paste reads (X11: CLIPBOARD).
    case clipboard
    /// The text selected last, pasted with a middle click (X11: PRIMARY).
    case primary

    var description: String { self == .clipboard ? "CLIPBOARD" : "PRIMARY" }
}

/// What this process offers while it owns a selection. Each value is made when another program
/// asks, so a large image is encoded only if someone pastes it.
struct PlatformSelectionOffer {
    /// The text, or nil when there is none to offer (now).
    var text: @MainActor () -> String?
    /// PNG bytes of the image; nil when no image is offered.
    var png: (@MainActor () -> Data?)?

    init(text: @escaping @MainActor () -> String? = { nil }, png: (@MainActor () -> Data?)? = nil) {
        self.text = text
        self.png = png
    }
}

/// The kinds of data a selection's owner offers.
struct PlatformSelectionKinds: OptionSet, Sendable {
    let rawValue: Int
    static let text = PlatformSelectionKinds(rawValue: 1)
    static let image = PlatformSelectionKinds(rawValue: 2)
}

/// Why a selection could not be read; the paste is refused and the message says so.
enum PlatformSelectionError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The owner did not answer in time (`received` bytes had come, for a transfer in parts).
    case timedOut(selection: String, target: String, seconds: Double, received: Int)
    /// The owner offers more than the limit.
    case tooLarge(selection: String, target: String, bytes: Int, limit: Int)
    /// The bytes are not the text their type claims.
    case invalidText(selection: String, target: String, bytes: Int, offset: Int)
    /// The connection to the window system failed meanwhile.
    case connectionLost(selection: String)

    var description: String {
        switch self {
        case .timedOut(let selection, let target, let seconds, let received):
            "Clipboard: the owner of \(selection) did not send \(target) within \(seconds) s"
                + (received > 0 ? " (stopped after \(received) bytes)" : "")
                + "; the paste is refused. Hint: the program that copied may be busy or gone; copy again."
        case .tooLarge(let selection, let target, let bytes, let limit):
            "Clipboard: \(selection) offers \(bytes) bytes of \(target), more than the limit of \(limit) bytes; "
                + "the paste is refused. Hint: copy less at a time."
        case .invalidText(let selection, let target, let bytes, let offset):
            "Clipboard: the \(bytes) bytes of \(target) in \(selection) are not valid text (first bad byte at "
                + "offset \(offset)); the paste is refused. Hint: the program that copied sent a wrong encoding."
        case .connectionLost(let selection):
            "Clipboard: the connection to the X server was lost while reading \(selection); the paste is refused."
        }
    }
}

/// Selections shared with other programs, as a backend provides them.
///
/// Reads are synchronous, as UIKit's pasteboard API is, and bounded by a timeout.
@MainActor
protocol PlatformSelections: AnyObject {
    /// Makes this process the selection's owner, serving `offer` until another program takes it.
    /// - Returns: false if the window system gave the selection to someone else.
    @discardableResult
    func own(_ selection: PlatformSelection, offering offer: PlatformSelectionOffer) -> Bool
    /// Gives the selection up if this process owns it.
    func disown(_ selection: PlatformSelection)
    /// Whether this process owns the selection now (another program may have taken it since).
    func owns(_ selection: PlatformSelection) -> Bool
    /// The selection's text from its owner in another program; nil when there is no owner or it
    /// has no text.
    func readText(_ selection: PlatformSelection) throws(PlatformSelectionError) -> String?
    /// The selection's image as PNG bytes from its owner in another program, or nil.
    func readPNG(_ selection: PlatformSelection) throws(PlatformSelectionError) -> Data?
    /// The kinds of data the owner in another program offers (empty without an owner).
    func offeredKinds(_ selection: PlatformSelection) throws(PlatformSelectionError) -> PlatformSelectionKinds
}
