import Foundation

// Section headers and footers that the delegate dequeues, as it dequeues cells: registered by
// class or nib, handed out again once their section has left the screen or been reloaded.
extension UITableView {
    func registerHeaderFooterClass(_ aClass: AnyClass?, for identifier: String) {
        if aClass == nil { headerFooterPool.removeViews(for: identifier) }
        guard !headerFooterPool.register(aClass, for: identifier), let aClass else {
            headerFooterNibFactories[identifier] = nil
            return
        }
        Diagnostics.warning(
            "UITableView.register(_:forHeaderFooterViewReuseIdentifier:): \(aClass) is not a "
                + "UITableViewHeaderFooterView subclass; identifier \"\(identifier)\" stays unregistered. Hint: "
                + "register a UITableViewHeaderFooterView subclass.")
    }

    /// A nib's views are made as a nib cell's are, so the class registration goes.
    func registerHeaderFooterNib(_ nib: UINib?, for identifier: String) {
        headerFooterPool.forgetRegistration(for: identifier)
        headerFooterNibFactories[identifier] = nib?.reusableViewFactory(
            UITableViewHeaderFooterView.self, identifier: identifier)
    }

    func dequeueHeaderFooter(_ identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterPool.dequeue(identifier, make: { $0.init(reuseIdentifier: identifier) }) {
            return view
        }
        guard let view = headerFooterNibFactories[identifier]?() else { return nil }
        view.setReuseIdentifier(identifier)
        return view
    }

    /// Takes a section view off the table, keeping a dequeued one for its identifier.
    func retireSectionView(_ view: UIView) {
        view.removeFromSuperview()
        guard let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier else {
            return
        }
        headerFooterPool.enqueue(reusable, for: identifier, limit: Self.reusePoolLimit)
    }
}
