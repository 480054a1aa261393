import UIKit

/// HelloWindow's root view controller with its view tree in `Main.storyboard`: the outlets and
/// the button's action are wired by the file, and `viewDidLoad` only adds what Interface Builder
/// files do not hold, the green card's layer styling.
class ViewController: UIViewController {
    var header: UIView!
    var roundedCard: UIView!
    var draggable: UIView!

    override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging([
            "header": StoryboardOutlet(\ViewController.header),
            "roundedCard": StoryboardOutlet(\ViewController.roundedCard),
            "draggable": StoryboardOutlet(\ViewController.draggable),
        ]) { $1 }
    }

    override class var storyboardActions: [String: ActionMessage] {
        super.storyboardActions.merging(["didTapButton:": ActionMessage(ViewController.didTapButton)]) { $1 }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print(String(describing: type(of: self)) + "::" + #function)
        roundedCard.layer.cornerRadius = 16
        roundedCard.layer.borderWidth = 2
        roundedCard.layer.borderColor = UIColor(red: 0.1, green: 0.5, blue: 0.2, alpha: 1).cgColor
        roundedCard.layer.shadowOpacity = 0.35
        roundedCard.layer.shadowRadius = 6
        roundedCard.layer.shadowOffset = CGSize(width: 0, height: 4)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print(String(describing: type(of: self)) + "::" + #function)
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        print(String(describing: type(of: self)) + "::" + #function)
    }

    override var canBecomeFirstResponder: Bool { true }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print(String(describing: type(of: self)) + "::" + #function)
        becomeFirstResponder()
        if ProcessInfo.processInfo.environment["HELLOWINDOW_PRINT_TREE"] == "1" {
            print(view.window?.recursiveDescription ?? "")
        }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        print(String(describing: type(of: self)) + "::" + #function)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        print(String(describing: type(of: self)) + "::" + #function)
    }

    func didTapButton(_ sender: Any?) {
        header.backgroundColor = header.backgroundColor == .systemBlue ? .systemIndigo : .systemBlue
        print(String(describing: type(of: self)) + "::" + #function)
    }
}
