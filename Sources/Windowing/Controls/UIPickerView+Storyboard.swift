import Foundation

extension UIPickerView {
    /// The outlets Xcode connects on a picker (UIPickerView.swift merges them into
    /// `storyboardOutlets`). The picker does not retain either.
    static var pickerOutlets: [String: StoryboardOutlet] {
        [
            "dataSource": StoryboardOutlet(
                valueType: (any UIPickerViewDataSource).self,
                accepts: { $0 is any UIPickerViewDataSource.Type },
                assign: { owner, value in
                    guard let picker = owner as? UIPickerView, let source = value as? any UIPickerViewDataSource
                    else { return false }
                    picker.dataSource = source
                    return true
                }),
            "delegate": StoryboardOutlet(
                valueType: (any UIPickerViewDelegate).self,
                accepts: { $0 is any UIPickerViewDelegate.Type },
                assign: { owner, value in
                    guard let picker = owner as? UIPickerView, let delegate = value as? any UIPickerViewDelegate
                    else { return false }
                    picker.delegate = delegate
                    return true
                }),
        ]
    }
}
