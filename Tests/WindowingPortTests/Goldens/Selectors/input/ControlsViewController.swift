import UIKit

class ControlsViewController: UIViewController {
    let button = UIButton(type: .system)
    let slider = UIControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        // The three spellings of #selector, as target-action arguments.
        button.addTarget(self, action: #selector(didTap), for: .touchUpInside)
        button.addTarget(self, action: #selector(didTapWithSender(_:)), for: .touchUpInside)
        slider.addTarget(self, action: #selector(ControlsViewController.valueChanged(_:)), for: .valueChanged)
        button.addTarget(nil, action: #selector(self.didTap), for: .touchDown)

        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        view.addGestureRecognizer(pan)
        pan.addTarget(self, action: #selector(ControlsViewController.handlePan(_:)))

        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: self, action: #selector(addItem))

        // Not target-action: the observer becomes the closure form; the others are reported.
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)), name: Notification.Name("keyboard"), object: nil)
        perform(Selector("didTap"))
        _ = responds(to: #selector(getter: UIViewController.title))
    }

    override var keyCommands: [UIKeyCommand]? {
        return [
            UIKeyCommand(input: "n", modifierFlags: .command, action: #selector(addItem)),
            UIKeyCommand(input: "s", modifierFlags: [.command, .shift], action: #selector(save(_:))),
        ]
    }

    @objc func didTap() {}
    @objc func didTapWithSender(_ sender: Any) {}
    @objc func valueChanged(_ sender: UIControl) {}
    @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {}
    @objc func addItem() {}
    @objc func save(_ command: UIKeyCommand) {}
    @objc func keyboardWillShow(_ notification: Notification) {}
}

extension ControlsViewController {
    func addLongPress() {
        let press = UILongPressGestureRecognizer(target: self, action: #selector(handleLongPress))
        view.addGestureRecognizer(press)
    }

    @objc func handleLongPress() {}
}

/// Outside any type, a bare #selector names no type to refer to.
func installGlobally(on control: UIControl) {
    control.addTarget(nil, action: #selector(somewhere), for: .touchUpInside)
}
