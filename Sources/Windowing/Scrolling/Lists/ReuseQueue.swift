/// A view that a table or collection view hands out again for another element.
@MainActor
protocol ReusableListView: UIView {
    func prepareForReuse()
}

extension UITableViewCell: ReusableListView {}
extension UICollectionReusableView: ReusableListView {}
extension UITableViewHeaderFooterView: ReusableListView {}

/// The registered classes and the unused views of a table's cells or a collection view's cells or
/// supplementary views, by reuse key. Dequeueing takes an unused view (made ready for reuse)
/// before it makes a new one of the registered class. A class, so that the views' own code
/// (`prepareForReuse`, initializers) runs while no access to the owner's queue is open.
@MainActor
final class ReuseQueue<Key: Hashable, View: ReusableListView> {
    private var pools: [Key: [View]] = [:]
    private var registered: [Key: View.Type] = [:]

    /// The unused views, per key.
    var values: Dictionary<Key, [View]>.Values { pools.values }
    /// How many unused views there are.
    var count: Int { pools.values.reduce(0) { $0 + $1.count } }

    /// Registers `viewClass` for `key`, dropping the views kept for it; nil forgets the class (and
    /// keeps the views). False, changing nothing, when the class is not a `View`.
    func register(_ viewClass: AnyClass?, for key: Key) -> Bool {
        guard let viewClass else {
            registered[key] = nil
            return true
        }
        guard let viewType = viewClass as? View.Type else { return false }
        registered[key] = viewType
        pools[key] = nil
        return true
    }

    func removeViews(for key: Key) {
        pools[key] = nil
    }

    /// Forgets the class registered for `key` and the views kept for it: a nib registered for the
    /// key replaces them.
    func forgetRegistration(for key: Key) {
        registered[key] = nil
        pools[key] = nil
    }

    /// An unused view for `key`, made ready for reuse, else a new one `make` makes of the
    /// registered class; nil when there is neither.
    func dequeue(_ key: Key, make: (View.Type) -> View) -> View? {
        if var pool = pools[key], let view = pool.popLast() {
            pools[key] = pool
            view.prepareForReuse()
            return view
        }
        return registered[key].map(make)
    }

    /// Keeps `view` for `key` unless it is kept already or `limit` views are. With
    /// `matchingRegistration`, a view of another class than the one registered since it was made
    /// is not kept.
    func enqueue(_ view: View, for key: Key, limit: Int = .max, matchingRegistration: Bool = false) {
        if matchingRegistration, let viewType = registered[key],
            ObjectIdentifier(type(of: view)) != ObjectIdentifier(viewType)
        {
            return
        }
        var pool = pools[key, default: []]
        if pool.count < limit, !pool.contains(where: { $0 === view }) { pool.append(view) }
        pools[key] = pool
    }

    /// Keeps at most `limit` unused views per key.
    func trim(to limit: Int) {
        for (key, pool) in pools where pool.count > limit {
            pools[key] = Array(pool.prefix(limit))
        }
    }
}
