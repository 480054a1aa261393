import UIKit

/// The root view controller: builds a header, three cards, a hidden view and a custom-drawn
/// badge in `viewDidLoad`, and logs its life cycle. The red card is a button that recolours the
/// header, the orange card can be dragged, and, as the first responder, the controller moves it
/// with the arrow keys.
class ViewController: UIViewController {
    private var draggable: UIView?
    private var header: UIView?
    override func viewDidLoad() {
        super.viewDidLoad()
        print(String(describing: type(of: self)) + "::" + #function)
        view.backgroundColor = .systemGray6

        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 64))
        header.backgroundColor = .systemBlue
        header.autoresizingMask = [.flexibleWidth]
        view.addSubview(header)
        self.header = header

        let colors: [UIColor] = [.systemRed, .systemGreen, .systemOrange]
        for (index, color) in colors.enumerated() {
            let frame = CGRect(x: 24 + CGFloat(index) * 204, y: 88, width: 184, height: 120)
            let card: UIView
            switch index {
            case 0:
                let button = UIButton(type: .custom)
                button.frame = frame
                // Target-action without selectors: the method itself is the action.
                button.addTarget(self, action: ViewController.didTapButton, for: .touchUpInside)
                card = button
            case 2: card = DraggableView(frame: frame)
            default: card = UIView(frame: frame)
            }
            card.backgroundColor = color
            card.tag = index + 1
            view.addSubview(card)
        }
        draggable = view.viewWithTag(3)

        // Hidden views are neither drawn nor hit-tested; the green card shows through.
        let hidden = UIView(frame: CGRect(x: 268, y: 108, width: 60, height: 60))
        hidden.backgroundColor = .systemPurple
        hidden.isHidden = true
        view.insertSubview(hidden, aboveSubview: view.viewWithTag(2) ?? header)

        let badge = BadgeView(frame: CGRect(x: 24, y: 232, width: 592, height: 224))
        badge.backgroundColor = .white
        view.addSubview(badge)
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

    func didTapButton(_ sender: Any?) {
        guard let header else { return }
        header.backgroundColor = header.backgroundColor == .systemBlue ? .systemIndigo : .systemBlue
        print(String(describing: type(of: self)) + "::" + #function)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print(String(describing: type(of: self)) + "::" + #function)
        becomeFirstResponder()
        if ProcessInfo.processInfo.environment["HELLOWINDOW_PRINT_TREE"] == "1" {
            print(view.window?.recursiveDescription ?? "")
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print(String(describing: type(of: self)) + "::" + #function)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print(String(describing: type(of: self)) + "::" + #function)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        print(String(describing: type(of: self)) + "::" + #function)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        print(String(describing: type(of: self)) + "::" + #function)
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, let card = draggable else { return super.pressesBegan(presses, with: event) }
        let step: CGFloat = key.modifierFlags.contains(.shift) ? 40 : 10
        let moves: [UIKeyboardHIDUsage: CGPoint] = [
            .keyboardLeftArrow: CGPoint(x: -step, y: 0), .keyboardRightArrow: CGPoint(x: step, y: 0),
            .keyboardUpArrow: CGPoint(x: 0, y: -step), .keyboardDownArrow: CGPoint(x: 0, y: step),
        ]
        guard let move = moves[key.keyCode] else { return super.pressesBegan(presses, with: event) }
        card.center = CGPoint(x: card.center.x + move.x, y: card.center.y + move.y)
        print(String(describing: type(of: self)) + "::" + #function + " moved the card to \(Int(card.frame.minX)),\(Int(card.frame.minY))")
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        print(String(describing: type(of: self)) + "::" + #function + " \(Int(size.width))×\(Int(size.height))")
    }
}
