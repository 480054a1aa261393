import UIKit

class ControlsViewController: UIViewController {
    let button = UIButton(type: .system)
    let slider = UIControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        // The three spellings of #selector, as target-action arguments.
        button.addTarget(self, action: ActionMessage(ControlsViewController.didTap), for: .touchUpInside)
        button.addTarget(self, action: ActionMessage(ControlsViewController.didTapWithSender(_:)), for: .touchUpInside)
        slider.addTarget(self, action: ActionMessage(ControlsViewController.valueChanged(_:)), for: .valueChanged)
        button.addTarget(nil, action: ActionMessage(ControlsViewController.didTap), for: .touchDown)

        let pan = UIPanGestureRecognizer(target: self, action: ActionMessage(ControlsViewController.handlePan(_:)))
        view.addGestureRecognizer(pan)
        pan.addTarget(self, action: ActionMessage(ControlsViewController.handlePan(_:)))

        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: self, action: ActionMessage(ControlsViewController.addItem))

        // Not target-action: the observer becomes the closure form; the others are reported.
        _ = NotificationCenter.default.addObserver(forName: Notification.Name("keyboard"), object: nil, queue: nil) { [weak self] notification in MainActor.assumeIsolated { self?.keyboardWillShow(notification) } }
        perform(Selector("didTap"))
        _ = responds(to: #selector(getter: UIViewController.title))
    }

    override var keyCommands: [UIKeyCommand]? {
        return [
            UIKeyCommand(input: "n", modifierFlags: .command, action: ActionMessage(ControlsViewController.addItem)),
            UIKeyCommand(input: "s", modifierFlags: [.command, .shift], action: ActionMessage(ControlsViewController.save(_:))),
        ]
    }

    func didTap() {}
    func didTapWithSender(_ sender: Any) {}
    func valueChanged(_ sender: UIControl) {}
    func handlePan(_ recognizer: UIPanGestureRecognizer) {}
    func addItem() {}
    func save(_ command: UIKeyCommand) {}
    func keyboardWillShow(_ notification: Notification) {}
}

extension ControlsViewController {
    func addLongPress() {
        let press = UILongPressGestureRecognizer(target: self, action: ActionMessage(ControlsViewController.handleLongPress))
        view.addGestureRecognizer(press)
    }

    func handleLongPress() {}
}

/// Outside any type, a bare #selector names no type to refer to.
func installGlobally(on control: UIControl) {
    control.addTarget(nil, action: #selector(somewhere), for: .touchUpInside)
}
