import Foundation

/// The clipboard: what Copy and Cut put there and Paste reads.
///
/// `UIPasteboard.general` holds strings and images. Text fields and text views copy their
/// selection here and paste from here; secure fields never copy out.
///
/// - Note: Differs from UIKit: the general pasteboard lives in the app's process and is not yet
///   shared with other X clients through the CLIPBOARD selection; other named pasteboards are
///   not supported.
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

    init(name: Name) { self.name = name }

    /// The first string on the pasteboard; setting it replaces every item.
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// Every string on the pasteboard, or nil when it holds none.
    open var strings: [String]? {
        get {
            let found = items.compactMap { item -> String? in
                if case .string(let string) = item { return string }
                return nil
            }
            return found.isEmpty ? nil : found
        }
        set { replaceItems((newValue ?? []).map(Item.string)) }
    }

    open var hasStrings: Bool { strings != nil }

    /// The first image on the pasteboard; setting it replaces every item.
    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    open var images: [UIImage]? {
        get {
            let found = items.compactMap { item -> UIImage? in
                if case .image(let image) = item { return image }
                return nil
            }
            return found.isEmpty ? nil : found
        }
        set { replaceItems((newValue ?? []).map(Item.image)) }
    }

    open var hasImages: Bool { images != nil }

    /// The number of items on the pasteboard.
    open var numberOfItems: Int { items.count }

    private func replaceItems(_ newItems: [Item]) {
        items = newItems
        changeCount += 1
        NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self)
    }

    /// Posted when a pasteboard's contents change.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
}
