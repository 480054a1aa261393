import Foundation

/// The clipboard: what Copy and Cut put there and Paste reads.
///
/// `UIPasteboard.general` holds strings and images. Text fields and text views copy their
/// selection here and paste from here; secure fields never copy out.
///
/// On X11 the general pasteboard is the CLIPBOARD selection, shared with every other X client:
/// setting it makes the app the selection's owner, and reading it while another client owns the
/// selection asks that client, waiting at most a second. A read that fails (no answer in time,
/// more than 64 MB, text that is not valid UTF-8) returns nil and prints a warning.
///
/// - Note: Differs from UIKit: other X clients see one item, the first string or image; other
///   named pasteboards are not supported; and reading from another client's clipboard blocks
///   the main thread for at most one second per request.
@preconcurrency @MainActor
open class UIPasteboard {
    /// The pasteboard Copy, Cut and Paste use.
    public static let general = UIPasteboard(name: .general)

    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    public let name: Name
    /// Incremented whenever the contents change.
    open private(set) var changeCount = 0

    private enum Item {
        case string(String)
        case image(UIImage)
    }

    private var items: [Item] = []
    /// Why the last read from another program failed, for tests.
    private(set) var lastReadError: PlatformSelectionError?

    init(name: Name) { self.name = name }

    /// The first string on the pasteboard; setting it replaces every item.
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// Every string on the pasteboard, or nil when it holds none.
    open var strings: [String]? {
        get {
            if let shared = foreignSelections {
                return readShared { () throws(PlatformSelectionError) in try shared.readText(.clipboard) }.map { [$0] }
            }
            return localStrings
        }
        set { replaceItems((newValue ?? []).map(Item.string)) }
    }

    open var hasStrings: Bool {
        if let shared = foreignSelections { return sharedKinds(shared).contains(.text) }
        return localStrings != nil
    }

    /// The first image on the pasteboard; setting it replaces every item.
    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    open var images: [UIImage]? {
        get {
            if let shared = foreignSelections {
                guard let png = readShared({ () throws(PlatformSelectionError) in try shared.readPNG(.clipboard) })
                else { return nil }
                guard let image = UIImage(data: png) else {
                    Diagnostics.warning(
                        "Clipboard: the \(png.count) bytes of image/png in CLIPBOARD are not a PNG image; "
                            + "the paste is refused. Hint: the program that copied sent a damaged image.")
                    return nil
                }
                return [image]
            }
            return localImages
        }
        set { replaceItems((newValue ?? []).map(Item.image)) }
    }

    open var hasImages: Bool {
        if let shared = foreignSelections { return sharedKinds(shared).contains(.image) }
        return localImages != nil
    }

    /// The number of items on the pasteboard (another program's clipboard counts as one item
    /// when it holds text or an image).
    open var numberOfItems: Int {
        if let shared = foreignSelections { return sharedKinds(shared).isEmpty ? 0 : 1 }
        return items.count
    }

    private var localStrings: [String]? {
        let found = items.compactMap { item -> String? in
            if case .string(let string) = item { return string }
            return nil
        }
        return found.isEmpty ? nil : found
    }

    private var localImages: [UIImage]? {
        let found = items.compactMap { item -> UIImage? in
            if case .image(let image) = item { return image }
            return nil
        }
        return found.isEmpty ? nil : found
    }

    private func replaceItems(_ newItems: [Item]) {
        items = newItems
        changeCount += 1
        share()
        NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self)
    }

    /// Posted when a pasteboard's contents change.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

    // MARK: - Sharing with other programs

    /// The window system's clipboard, if the backend shares one (the headless backend does not).
    private var selections: PlatformSelections? {
        guard name == .general, let application = UIApplication.current, !application.isTerminating else {
            return nil
        }
        return application.backend?.selections
    }

    /// The shared clipboard when another program owns it: then reads go there.
    private var foreignSelections: PlatformSelections? {
        guard let selections, !selections.owns(.clipboard) else { return nil }
        return selections
    }

    /// Offers the first string and the first image to other programs, or gives the clipboard up
    /// when the pasteboard was emptied. The image becomes PNG only when someone asks for it.
    private func share() {
        guard let selections else { return }
        let text = localStrings?.first
        let image = localImages?.first
        guard text != nil || image != nil else {
            selections.disown(.clipboard)
            return
        }
        var offer = PlatformSelectionOffer(text: { text })
        if let image { offer.png = { image.pngData() } }
        selections.own(.clipboard, offering: offer)
    }

    private func sharedKinds(_ shared: PlatformSelections) -> PlatformSelectionKinds {
        readShared { () throws(PlatformSelectionError) in try shared.offeredKinds(.clipboard) } ?? []
    }

    /// A read from another program; a failure is warned about and reads as nothing.
    private func readShared<Value>(_ read: () throws(PlatformSelectionError) -> Value?) -> Value? {
        do {
            lastReadError = nil
            return try read()
        } catch {
            lastReadError = error
            Diagnostics.warning(error.description)
            return nil
        }
    }
}
