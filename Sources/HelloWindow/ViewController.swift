import UIKit

/// The root view controller: builds a header with an image and a title, three cards, a hidden
/// view, a custom-drawn badge and a wrapped paragraph in `viewDidLoad`, and logs its life cycle.
/// The red card is a titled button that recolours the header, the green card is rounded,
/// bordered and shadowed, the orange card can be dragged, and, as the first responder, the
/// controller moves it with the arrow keys.
class ViewController: UIViewController {
    private var draggable: UIView?
    private var header: UIView?
    override func viewDidLoad() {
        super.viewDidLoad()
        print("ViewController::" + #function)
        view.backgroundColor = .systemGray6

        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 64))
        header.backgroundColor = .systemBlue
        header.autoresizingMask = [.flexibleWidth]
        view.addSubview(header)
        self.header = header

        // WindowIcon.png, or WindowIcon@2x.png at scale 2, from Resources/HelloWindow.
        let icon = UIImageView(image: UIImage(named: "WindowIcon"))
        icon.frame = CGRect(x: 16, y: 8, width: 48, height: 48)
        header.addSubview(icon)
        let title = UILabel(frame: CGRect(x: 76, y: 0, width: 400, height: 64))
        title.text = "Hello, Window"
        title.font = .boldSystemFont(ofSize: 24)
        title.textColor = .white
        header.addSubview(title)

        let colors: [UIColor] = [.systemRed, .systemGreen, .systemOrange]
        for (index, color) in colors.enumerated() {
            let frame = CGRect(x: 24 + CGFloat(index) * 204, y: 88, width: 184, height: 120)
            let card: UIView
            switch index {
            case 0:
                let button = UIButton(type: .custom)
                button.frame = frame
                button.setTitle("Recolour", for: .normal)
                button.setTitleColor(.white, for: .normal)
                button.titleLabel?.font = .boldSystemFont(ofSize: 20)
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
        styleCard(view.viewWithTag(2))
        draggable = view.viewWithTag(3)

        // Hidden views are neither drawn nor hit-tested; the green card shows through.
        let hidden = UIView(frame: CGRect(x: 268, y: 108, width: 60, height: 60))
        hidden.backgroundColor = .systemPurple
        hidden.isHidden = true
        view.insertSubview(hidden, aboveSubview: view.viewWithTag(2) ?? header)

        let badge = BadgeView(frame: CGRect(x: 24, y: 232, width: 592, height: 224))
        badge.backgroundColor = .white
        view.addSubview(badge)

        let paragraph = UILabel(frame: CGRect(x: 264, y: 372, width: 330, height: 72))
        paragraph.text =
            "Every step of the launch chain, from UIApplicationMain to this view controller, "
            + "ran in plain sight. Run with WINDOWING_TRACE=1 to see each call."
        paragraph.font = .systemFont(ofSize: 14)
        paragraph.textColor = .secondaryLabel
        paragraph.numberOfLines = 0
        view.addSubview(paragraph)
    }

    /// Rounds, borders and shadows the green card, and labels it.
    private func styleCard(_ card: UIView?) {
        guard let card else { return }
        card.layer.cornerRadius = 16
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor(red: 0.1, green: 0.5, blue: 0.2, alpha: 1).cgColor
        card.layer.shadowOpacity = 0.35
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        let caption = UILabel(frame: CGRect(x: 12, y: 84, width: card.bounds.width - 24, height: 28))
        caption.text = "Rounded card"
        caption.font = .boldSystemFont(ofSize: 16)
        caption.textColor = .white
        caption.textAlignment = .center
        card.addSubview(caption)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("ViewController::" + #function)
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        print("ViewController::" + #function)
    }

    override var canBecomeFirstResponder: Bool { true }

    func didTapButton(_ sender: Any?) {
        guard let header else { return }
        header.backgroundColor = header.backgroundColor == .systemBlue ? .systemIndigo : .systemBlue
        print("ViewController::" + #function)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("ViewController::" + #function)
        becomeFirstResponder()
        if ProcessInfo.processInfo.environment["HELLOWINDOW_PRINT_TREE"] == "1" {
            print(view.window?.recursiveDescription ?? "")
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("ViewController::" + #function)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("ViewController::" + #function)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        print("ViewController::" + #function)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        print("ViewController::" + #function)
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, let card = draggable else {
            return super.pressesBegan(presses, with: event)
        }
        let step: CGFloat = key.modifierFlags.contains(.shift) ? 40 : 10
        let moves: [UIKeyboardHIDUsage: CGPoint] = [
            .keyboardLeftArrow: CGPoint(x: -step, y: 0), .keyboardRightArrow: CGPoint(x: step, y: 0),
            .keyboardUpArrow: CGPoint(x: 0, y: -step), .keyboardDownArrow: CGPoint(x: 0, y: step),
        ]
        guard let move = moves[key.keyCode] else { return super.pressesBegan(presses, with: event) }
        card.center = CGPoint(x: card.center.x + move.x, y: card.center.y + move.y)
        print(
            String(describing: type(of: self)) + "::" + #function
                + " moved the card to \(Int(card.frame.minX)),\(Int(card.frame.minY))")
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        print("ViewController::" + #function + " \(Int(size.width))×\(Int(size.height))")
    }
}
