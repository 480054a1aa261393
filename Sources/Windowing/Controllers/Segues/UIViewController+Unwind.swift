import Foundation

// Unwind segues go back to a controller that is already on screen, found at run time: UIKit
// walks up from the source, through parents and presenting controllers. At each step up it
// searches the new ancestor's other children (`allowedChildrenForUnwinding(from:)`, each
// subtree before its root), then the ancestor itself. The first that answers
// `canPerformUnwindSegueAction(_:from:sender:)` is the destination. Then the source's
// `prepare(for:sender:)` runs, then the destination's action, then the screens change: every
// container between them shows the way back (`unwind(for:towards:)`), and presentations
// above the destination are dismissed.
// https://developer.apple.com/documentation/uikit/resource_management/dismissing_a_view_controller_with_an_unwind_segue
extension UIViewController {
    /// The child of this controller on the way up from `controller`, through parents and presentations.
    func unwindChild(containing controller: UIViewController) -> UIViewController? {
        var current: UIViewController? = controller
        for _ in 0..<Self.unwindSearchLimit {
            guard let candidate = current else { return nil }
            if candidate.parent === self { return candidate }
            current = candidate.parent ?? candidate.presentingViewController
        }
        return nil
    }

    /// Containment and presentation chains are short; this only stops a cycle made by a broken override.
    static let unwindSearchLimit = 1_000

    /// Runs an unwind segue from this controller: finds the destination, then prepares, calls the
    /// destination's action and shows the way back, in UIKit's order.
    func performUnwindSegue(identifier: String?, action: Selector, sender: Any?) {
        let unwindSource = UIStoryboardUnwindSegueSource(source: self, unwindAction: action, sender: sender)
        guard let destination = Self.unwindDestination(for: unwindSource) else {
            ControllerWarnings.warn(
                "UIStoryboardSegue: no view controller above \(Trace.className(of: self)) can perform the unwind "
                    + "action '\(action.name)'; nothing is shown. Register it in the destination class's "
                    + "storyboardActions, or answer canPerformUnwindSegueAction(_:from:sender:)")
            return
        }
        let segue = UnwindSegue(identifier: identifier, source: self, destination: destination)
        Trace.call(self, "prepare(for:sender:)") { prepare(for: segue, sender: sender) }
        if let message = type(of: destination).storyboardActions[action.name] {
            _ = message.perform(on: destination, sender: segue, event: nil)
        }
        Trace.call(segue, "perform()") { segue.perform() }
    }

    private static func unwindDestination(for unwind: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var current = unwind.source
        for _ in 0..<unwindSearchLimit {
            guard let next = current.parent ?? current.presentingViewController else { return nil }
            if let found = unwindCandidate(in: next, unwind, depth: 0) { return found }
            current = next
        }
        return nil
    }

    private static func unwindCandidate(
        in controller: UIViewController, _ unwind: UIStoryboardUnwindSegueSource, depth: Int
    ) -> UIViewController? {
        guard depth < unwindSearchLimit else { return nil }
        for child in controller.allowedChildrenForUnwinding(from: unwind) {
            if let found = unwindCandidate(in: child, unwind, depth: depth + 1) { return found }
        }
        let answers = controller.canPerformUnwindSegueAction(
            unwind.unwindAction, from: unwind.source, sender: unwind.sender)
        return answers ? controller : nil
    }
}

/// An unwind segue from a storyboard: it shows the destination by changing the containers on
/// the way and dismissing what is presented above it.
@MainActor
final class UnwindSegue: UIStoryboardSegue {
    /// Whether containers animate their part of this unwind; a dismissal shows the way back on
    /// its own, so the containers under it change at once.
    private(set) var animatesContainers = true

    override func perform() {
        var top = destination
        while let parent = top.parent { top = parent }
        let dismisses = !isContained(source, in: top) && top.presentedViewController != nil
        animatesContainers = !dismisses
        var child = destination
        for _ in 0..<UIViewController.unwindSearchLimit {
            guard let parent = child.parent else { break }
            parent.unwind(for: self, towards: child)
            child = parent
        }
        if dismisses { top.dismiss(animated: true) }
    }

    private func isContained(_ controller: UIViewController, in ancestor: UIViewController) -> Bool {
        var current: UIViewController? = controller
        for _ in 0..<UIViewController.unwindSearchLimit {
            guard let candidate = current else { return false }
            if candidate === ancestor { return true }
            current = candidate.parent
        }
        return false
    }
}
