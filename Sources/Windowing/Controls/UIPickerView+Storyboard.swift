import Foundation

extension UIPickerView {
    /// The outlets Xcode connects on a picker (UIPickerView.swift merges them into
    /// `storyboardOutlets`). The picker does not retain either.
    static var pickerOutlets: [String: StoryboardOutlet] {
        [
            "dataSource": StoryboardOutlet(
                \UIPickerView.dataSource, accepts: { $0 is any UIPickerViewDataSource.Type }),
            "delegate": StoryboardOutlet(\UIPickerView.delegate, accepts: { $0 is any UIPickerViewDelegate.Type }),
        ]
    }
}
