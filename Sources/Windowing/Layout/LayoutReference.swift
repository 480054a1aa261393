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
    /// Whether `object` is a view, and a scroll view: known when the box is made, so that a reader
    /// needs no dynamic cast (the engine reads a view's registration for every term of every
    /// constraint it adds, and asks whether each item is a scroll view).
    let holdsView: Bool
    let holdsScrollView: Bool
    /// The item's four variables in the persistent engine that registered it, and the `stamp` of
    /// that engine when it did (0: none), so that the engine finds them for each term of each
    /// constraint it adds without retaining the item, its state and its registration. Unchecked
    /// for exclusivity: main thread only, and no access spans a call.
    @exclusivity(unchecked) var registeredStamp = 0
    @exclusivity(unchecked) var registeredVariables = SIMD4<Int32>()

    init(_ object: AnyObject, holdsView: Bool = false, holdsScrollView: Bool = false) {
        self.object = object
        self.holdsView = holdsView
        self.holdsScrollView = holdsScrollView
    }
}

/// A zeroing reference to a constraint's item: through the item's box for views and layout
/// guides, a true weak reference for anything else (items Auto Layout refuses, kept for
/// descriptions). Not isolated, unlike what it refers to: closures that read it (in `map` and
/// the like) would each check that they run on the main actor.
///
/// The weak reference lives in a box of its own: a struct holding it inline paid the runtime's
/// weak copy on every copy of every term (a first layout copies about 20,000), where one strong
/// reference costs a retain.
struct LayoutItemReference {
    private enum Target {
        case none
        case boxed(LayoutReferenceBox)
        case other(WeakItemBox)
    }

    /// The weak reference to an item that has no box.
    private final class WeakItemBox {
        weak var object: AnyObject?

        init(_ object: AnyObject) {
            self.object = object
        }
    }

    private let target: Target

    nonisolated(unsafe) static let none = LayoutItemReference(target: .none)

    private init(target: Target) {
        self.target = target
    }

    @MainActor
    init(_ item: AnyObject?) {
        if let view = item as? UIView {
            self.init(target: .boxed(view.layoutReferenceBox))
        } else if let guide = item as? UILayoutGuide {
            self.init(target: .boxed(guide.referenceBox))
        } else if let item {
            self.init(target: .other(WeakItemBox(item)))
        } else {
            self.init(target: .none)
        }
    }

    var object: AnyObject? {
        switch target {
        case .boxed(let box): box.object
        case .other(let box): box.object
        case .none: nil
        }
    }

    /// The box, for a view or a layout guide.
    var box: LayoutReferenceBox? {
        guard case .boxed(let box) = target else { return nil }
        return box
    }

    /// Whether the item is a scroll view, without a dynamic cast.
    var isScrollView: Bool {
        guard case .boxed(let box) = target else { return false }
        return box.holdsScrollView
    }

    /// The item when it is a view, without a dynamic cast (nil for a guide, or once it is gone).
    var view: UIView? {
        guard case .boxed(let box) = target, box.holdsView, let object = box.object else { return nil }
        return unsafeDowncast(object, to: UIView.self)
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
        let box = LayoutReferenceBox(self, holdsView: true, holdsScrollView: self is UIScrollView)
        state.referenceBox = box
        return box
    }
}
