import UIKit

// An action declared in an extension in another file: registered on the class all the same.
extension LoginViewController {
    @IBAction func reset(_ sender: Any) {
        statusLabel?.text = nil
    }
}
