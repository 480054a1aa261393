// Parent and child controllers (behaviour 6.14–6.15): `addChild` calls `willMove(toParent:)` only;
// the container calls `didMove(toParent:)`. `removeFromParent` calls `didMove(toParent: nil)`.
extension UIViewController {
    func attachChild(_ child: UIViewController) {
        precondition(child !== self, "UIViewController.addChild(_:): a view controller cannot be its own child")
        if child.parentController === self { return }
        if child.parentController != nil { child.detachFromParent() }
        Trace.call(child, "willMove(toParent:)") { child.willMove(toParent: self) }
        childControllers.append(child)
        child.parentController = self
        UIApplication.inspectorGraphMayHaveChanged()
    }

    func detachFromParent() {
        guard let parent = parentController else { return }
        parent.childControllers.removeAll { $0 === self }
        parentController = nil
        UIApplication.inspectorGraphMayHaveChanged()
        Trace.call(self, "didMove(toParent:)") { didMove(toParent: nil) }
    }
}
