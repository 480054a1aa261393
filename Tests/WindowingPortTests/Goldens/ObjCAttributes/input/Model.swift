import UIKit

/// A delegate protocol the way Objective-C-era code declares it.
@objc protocol PickerDelegate: AnyObject {
    func picker(_ picker: PickerView, didPick index: Int)
    @objc optional func pickerDidCancel(_ picker: PickerView)
}

@objcMembers
final class PickerView: UIView {
    weak var delegate: PickerDelegate?

    /// Observed with key-value observing on iOS.
    @objc dynamic var selectedIndex = 0

    @objc(pickIndex:)
    func pick(_ index: Int) {
        selectedIndex = index
        delegate?.picker(self, didPick: index)
    }

    @available(iOS 13.0, *)
    @objc
    dynamic func reset() { selectedIndex = 0 }

    @nonobjc func helper() {}

    @IBInspectable var cornerRadius: CGFloat = 4
}

@IBDesignable class RoundedButton: UIButton {}

@objc enum Mode: Int {
    case light, dark
}

extension PickerView {
    @objc private func internalTap() {}
    @objc public override func layoutSubviews() { super.layoutSubviews() }
}
