import Foundation

/// A placeholder for elements that are not known when the menu is made: the menu shows a
/// "Loading…" row in its place and asks the provider for the elements when it opens.
/// https://developer.apple.com/documentation/uikit/uideferredmenuelement
///
/// The provider may answer at once or later (after a network call, say); a menu still open then
/// replaces the row with the elements. An element made with `init(_:)` keeps the first answer and
/// shows it in every later menu; one made with `uncached(_:)` asks each time a menu opens.
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    /// What the menu passes to the provider: call it, once, with the elements.
    public typealias Completion = @MainActor ([UIMenuElement]) -> Void
    public typealias ElementProvider = @MainActor (@escaping Completion) -> Void

    private let provider: ElementProvider
    let isCached: Bool
    /// The provider's answer, for a cached element.
    private(set) var cachedElements: [UIMenuElement]?
    /// Menus waiting for the answer to a cached element's request in flight.
    private var waiting: [([UIMenuElement]) -> Void] = []

    /// Creates an element whose provider runs once; menus opened later show its answer.
    public init(_ elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        isCached = true
        super.init(title: "", subtitle: nil, image: nil)
    }

    private init(uncachedProvider: @escaping ElementProvider) {
        provider = uncachedProvider
        isCached = false
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// Creates an element whose provider runs every time a menu showing it opens.
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncachedProvider: elementProvider)
    }

    /// Asks for the elements (or reuses the cached ones) and hands them to `receive`, now or when
    /// the provider answers. Menus waiting on a cached element share one request; an uncached
    /// element asks anew each time. A second answer to the same request is ignored.
    func load(_ receive: @escaping ([UIMenuElement]) -> Void) {
        if let cachedElements {
            receive(cachedElements)
            return
        }
        if isCached {
            waiting.append(receive)
            guard waiting.count == 1 else { return }
        }
        var answered = false
        provider { [weak self] elements in
            guard !answered else { return }
            answered = true
            guard let self, self.isCached else { return receive(elements) }
            self.cachedElements = elements
            let receivers = self.waiting
            self.waiting.removeAll()
            for receiver in receivers { receiver(elements) }
        }
    }
}
