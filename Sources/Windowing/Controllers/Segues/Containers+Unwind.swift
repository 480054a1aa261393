// How the toolkit's containers take part in an unwind segue: a navigation controller is searched
// from the top of its stack down and pops back to the child on the way; a tab bar controller
// selects it. (The overrides are in the classes; Swift cannot override from an extension.)
extension UINavigationController {
    /// The controllers under the one the segue comes from, nearest first.
    func unwindCandidates(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let stack = viewControllers
        guard let coming = childContaining(source), let index = stack.firstIndex(where: { $0 === coming }) else {
            return stack.reversed()
        }
        return stack[..<index].reversed()
    }

    func unwindStack(for segue: UIStoryboardSegue, towards child: UIViewController) {
        guard viewControllers.contains(where: { $0 === child }), topViewController !== child else { return }
        // A segue made in code (not a storyboard's unwind) has no dismissal of its own to show.
        let animated = (segue as? UnwindSegue)?.animatesContainers ?? true
        _ = popToViewController(child, animated: animated)
    }
}

extension UITabBarController {
    func unwindTabs(towards child: UIViewController) {
        guard viewControllers?.contains(where: { $0 === child }) == true else { return }
        selectedViewController = child
    }
}
