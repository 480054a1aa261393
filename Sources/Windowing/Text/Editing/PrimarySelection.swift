import Foundation

/// The PRIMARY selection of X applications: the text selected last, which a middle click
/// pastes. It has no UIKit counterpart; text fields offer their selection here and paste from
/// here. On a backend that shares no selections (headless) it stays inside the process.
@MainActor
enum PrimarySelection {
    /// The object whose selection is offered, and the offer, as this process last made them.
    private static weak var owner: AnyObject?
    private static var offer: PlatformSelectionOffer?

    /// Makes `owner`'s selected text, as `text` reads it when asked, the PRIMARY selection.
    /// Nothing is sent if `owner` already holds it: the text is read at paste time.
    static func offer(by owner: AnyObject, text: @escaping @MainActor () -> String?) {
        let offer = PlatformSelectionOffer(text: text)
        if let selections {
            if self.owner === owner, selections.owns(.primary) { return }
            guard selections.own(.primary, offering: offer) else { return }
        }
        self.owner = owner
        self.offer = offer
    }

    /// Offers `owner`'s selection, which `text` reads (nil when there is none, or none to share),
    /// if it has one now; the offer holds `owner` weakly.
    static func offerSelection<Owner: AnyObject>(of owner: Owner, text: @escaping @MainActor (Owner) -> String?) {
        guard text(owner) != nil else { return }
        offer(by: owner) { [weak owner] in owner.flatMap(text) }
    }

    /// The selected text, from this process or another program; nil when there is none or the
    /// read failed (the failure is warned about).
    static func read() -> String? {
        guard let selections else { return owner == nil ? nil : offer?.text() }
        do {
            return try selections.readText(.primary)
        } catch {
            Diagnostics.warning(error.description)
            return nil
        }
    }

    private static var selections: PlatformSelections? {
        guard let application = UIApplication.current, !application.isTerminating else { return nil }
        return application.backend?.selections
    }
}
