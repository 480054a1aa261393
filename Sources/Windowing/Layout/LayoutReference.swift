import Foundation

/// What Auto Layout holds instead of a `weak` reference to a view, a layout guide or an engine.
///
/// A weak reference gives its target a side table for good, and from then on every retain and
/// release of the target takes the runtime's slow path: with constraints, anchors and the engine
/// holding views weakly, that was most of a first layout. The target owns one box instead, which
/// points at it without counting, and empties it in its `deinit`, so what reads the box sees nil
/// once the target is gone, as a weak reference would.
final class LayoutReferenceBox: @unchecked Sendable {
    /// Cleared by the target's `deinit` (`UIView`, `UILayoutGuide`, `LayoutEngine`); only the main
    /// thread reads or writes it.
    nonisolated(unsafe) unowned(unsafe) var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}

/// A zeroing reference to a constraint's item: through the item's box for views and layout
/// guides, a true weak reference for anything else (items Auto Layout refuses, kept for
/// descriptions). Not isolated, unlike what it refers to: closures that read it (in `map` and
/// the like) would each check that they run on the main actor.
struct LayoutItemReference {
    private let box: LayoutReferenceBox?
    private weak var other: AnyObject?

    nonisolated(unsafe) static let none = LayoutItemReference(box: nil, other: nil)

    private init(box: LayoutReferenceBox?, other: AnyObject?) {
        self.box = box
        self.other = other
    }

    @MainActor
    init(_ item: AnyObject?) {
        if let view = item as? UIView {
            self.init(box: view.layoutReferenceBox, other: nil)
        } else if let guide = item as? UILayoutGuide {
            self.init(box: guide.referenceBox, other: nil)
        } else {
            self.init(box: nil, other: item)
        }
    }

    var object: AnyObject? {
        if let box { return box.object }
        return other
    }
}

/// A zeroing reference to an engine (see `LayoutReferenceBox`).
@MainActor
struct LayoutEngineReference {
    private var box: LayoutReferenceBox?

    init(_ engine: LayoutEngine? = nil) {
        box = engine?.referenceBox
    }

    var engine: LayoutEngine? {
        // Only engines are put in these boxes.
        guard let object = box?.object else { return nil }
        return unsafeDowncast(object, to: LayoutEngine.self)
    }
}

/// A zeroing reference to a view (see `LayoutReferenceBox`).
@MainActor
struct LayoutViewReference {
    private var box: LayoutReferenceBox?

    init(_ view: UIView? = nil) {
        box = view?.layoutReferenceBox
    }

    var view: UIView? {
        // Only views are put in the boxes views make.
        guard let object = box?.object else { return nil }
        return unsafeDowncast(object, to: UIView.self)
    }
}

extension UIView {
    /// The box constraints, anchors and the engine refer to this view through.
    var layoutReferenceBox: LayoutReferenceBox {
        let state = layoutStateForWriting
        if let box = state.referenceBox { return box }
        let box = LayoutReferenceBox(self)
        state.referenceBox = box
        return box
    }
}
