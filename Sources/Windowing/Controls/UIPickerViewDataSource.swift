public import Foundation

/// Where a picker view's components and rows come from; both methods are required.
/// https://developer.apple.com/documentation/uikit/uipickerviewdatasource
///
/// A negative count is logged and read as 0.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker view shows in its rows, how large they are, and what it tells about selection.
/// https://developer.apple.com/documentation/uikit/uipickerviewdelegate
///
/// Every method is optional, as in UIKit. A row shows the delegate's view when
/// `pickerView(_:viewForRow:forComponent:reusing:)` returns one, else its attributed title, else
/// its title.
///
/// - Note: Differs from UIKit: the methods are protocol requirements with default
///   implementations (see "Differences from UIKit"). A row whose delegate gives neither a view nor
///   a title is empty, where UIKit shows "?" when no title method is implemented.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView?
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
}

/// The defaults stand in for a method the delegate leaves out: no title or view, and the picker's
/// own geometry (its width shared evenly between the components, 32-point rows).
extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        Trace.defaultImplementationRan(self)
        return nil
    }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    {
        Trace.defaultImplementationRan(self)
        return nil
    }
    public func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView? {
        Trace.defaultImplementationRan(self)
        return nil
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        Trace.defaultImplementationRan(self)
    }
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        Trace.defaultImplementationRan(self)
        return pickerView.evenComponentWidth
    }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        Trace.defaultImplementationRan(self)
        return UIPickerView.defaultRowHeight
    }
}
