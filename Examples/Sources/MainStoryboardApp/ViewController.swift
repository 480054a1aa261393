import UIKit

/// The storyboard's initial view controller (`customClass="ViewController"` in Main.storyboard);
/// its view, label and colours come from the file.
class ViewController: UIViewController {
    override func awakeFromNib() {
        super.awakeFromNib()
        print(String(describing: type(of: self)) + "::" + #function)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print(String(describing: type(of: self)) + "::" + #function)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print(String(describing: type(of: self)) + "::" + #function)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print(String(describing: type(of: self)) + "::" + #function)
    }
}
