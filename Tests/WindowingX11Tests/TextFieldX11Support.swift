import Foundation
import Windowing

/// A delegate that writes down each change a text field asks about, as `0,1 "x"` (the range's
/// location and length, then the replacement), for the X suites that type into a field.
@MainActor
final class FieldChangeRecorder: NSObject, UITextFieldDelegate {
    var changes: [String] = []
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        changes.append("\(range.location),\(range.length) \"\(string)\"")
        return true
    }
}

/// One rounded text field at (20, 20), 300 by 40 points, on white: the screen the X suites type into.
final class FieldController: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        field.borderStyle = .roundedRect
        view.addSubview(field)
    }
}
