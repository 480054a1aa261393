import Foundation

// The navigation controller's toolbar: hidden until `isToolbarHidden` is set to false, then along
// the bottom of the controller's view with the top controller's `toolbarItems`, the content
// ending above it.
extension UINavigationController {
    /// Places the toolbar along the bottom of `bounds` when it is shown, and returns where the
    /// content above it ends.
    func layOutToolbar(in bounds: CGRect) -> CGFloat {
        guard !toolbarHiddenStorage else { return bounds.maxY }
        let height = storedToolbar.sizeThatFits(bounds.size).height
        storedToolbar.frame = CGRect(x: 0, y: bounds.maxY - height, width: bounds.width, height: height)
        return bounds.maxY - height
    }

    /// Puts the toolbar in the view the first time it is shown, so a navigation controller that
    /// never shows one lays out and draws no toolbar; after that it is hidden and shown in place.
    func installToolbarIfShown() {
        storedToolbar.isHidden = toolbarHiddenStorage
        guard !toolbarHiddenStorage, let view = viewIfLoaded, storedToolbar.superview !== view else { return }
        view.addSubview(storedToolbar)
    }
}
