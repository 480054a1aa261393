import UIKit

/// A delegate protocol the way Objective-C-era code declares it.
protocol PickerDelegate: AnyObject {
    func picker(_ picker: PickerView, didPick index: Int)
    @objc optional func pickerDidCancel(_ picker: PickerView)
}

final class PickerView: UIView {
    weak var delegate: PickerDelegate?

    /// Observed with key-value observing on iOS.
    var selectedIndex = 0

    func pick(_ index: Int) {
        selectedIndex = index
        delegate?.picker(self, didPick: index)
    }

    @available(iOS 13.0, *)
    func reset() { selectedIndex = 0 }

    func helper() {}

    var cornerRadius: CGFloat = 4
}

class RoundedButton: UIButton {}

enum Mode: Int {
    case light, dark
}

extension PickerView {
    private func internalTap() {}
    public override func layoutSubviews() { super.layoutSubviews() }
}
