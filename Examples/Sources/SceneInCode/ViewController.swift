import UIKit

/// The root view controller, built in code, logging each life-cycle call as `Type::method`.
class ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print(String(describing: type(of: self)) + "::" + #function)
        view.backgroundColor = .systemBackground
        let label = UILabel(frame: view.bounds.insetBy(dx: 24, dy: 24))
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 20)
        label.text =
            "A scene app configured in code: no Info.plist. "
            + "application(_:configurationForConnecting:options:) returns a UISceneConfiguration "
            + "whose delegateClass is SceneDelegate, and SceneDelegate makes this window."
        view.addSubview(label)
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
