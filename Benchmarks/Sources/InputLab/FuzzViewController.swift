import UIKit

/// Fuzz mode: buttons (one inside nested views), a view that follows drags, nested views that
/// include a hidden one and one that takes no touches, and a first responder that takes keys.
class FuzzViewController: UIViewController {
    /// Half-size layout, for the second window; set before the view loads.
    var compact = false
    private var buttons: [UIButton] = []
    private weak var draggable: DraggableView?
    private weak var keys: KeyView?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = compact ? .systemGray5 : .systemGray6
        let unit: CGFloat = compact ? 0.5 : 1
        func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
            CGRect(x: x * unit, y: y * unit, width: width * unit, height: height * unit)
        }
        addButton(.custom, frame: rect(24, 24, 160, 72), color: .systemRed, to: view)
        addButton(.system, frame: rect(24, 120, 160, 72), color: nil, to: view)

        let draggable = DraggableView(frame: rect(216, 24, 96, 96))
        draggable.backgroundColor = .systemOrange
        view.addSubview(draggable)
        self.draggable = draggable

        let container = UIView(frame: rect(216, 144, 320, 200))
        container.backgroundColor = .systemGray3
        view.addSubview(container)
        let plain = UIView(frame: rect(16, 16, 120, 72))
        plain.backgroundColor = .systemTeal
        container.addSubview(plain)
        addButton(.custom, frame: rect(152, 16, 120, 72), color: .systemGreen, to: container)
        let hidden = UIView(frame: rect(16, 16, 280, 160))
        hidden.isHidden = true
        container.addSubview(hidden)
        let inert = UIView(frame: rect(16, 104, 280, 80))
        inert.backgroundColor = .systemIndigo
        inert.isUserInteractionEnabled = false
        inert.addSubview(UIButton(frame: rect(8, 8, 80, 48)))
        container.addSubview(inert)

        let keys = KeyView(frame: rect(24, 240, 160, 96))
        keys.backgroundColor = .systemYellow
        keys.controller = self
        view.addSubview(keys)
        self.keys = keys
    }

    private func addButton(_ type: UIButton.ButtonType, frame: CGRect, color: UIColor?, to parent: UIView) {
        let button = UIButton(type: type)
        button.frame = frame
        if let color { button.backgroundColor = color }
        button.addTarget(self, action: FuzzViewController.tapped, for: .touchUpInside)
        parent.addSubview(button)
        buttons.append(button)
        InputLedger.shared.controls.append(button)
    }

    /// The buttons' action: it only has to run; the ledger checks the tracking around it.
    func tapped(_ sender: Any?) {}

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        keys?.becomeFirstResponder()
        Lab.viewDidAppear()
    }

    /// Keys the first responder acts on: arrows nudge the draggable view, `d` toggles the second
    /// button's `isEnabled` (even mid-touch), Tab makes the other window key, Escape hides or
    /// shows the small window (even mid-touch, which it reports), and F12 prints
    /// `synced leaked <n> highlighted <n>`: a test that released every button first knows that
    /// all it sent has been handled, and that both numbers must be 0.
    func handle(_ key: UIKey) {
        let nudges: [UIKeyboardHIDUsage: CGPoint] = [
            .keyboardLeftArrow: CGPoint(x: -10, y: 0), .keyboardRightArrow: CGPoint(x: 10, y: 0),
            .keyboardUpArrow: CGPoint(x: 0, y: -10), .keyboardDownArrow: CGPoint(x: 0, y: 10),
        ]
        if let nudge = nudges[key.keyCode] { draggable?.move(by: nudge) }
        switch key.keyCode {
        case .keyboardD: buttons[1].isEnabled.toggle()
        case .keyboardTab: view.window?.windowScene?.windows.first { $0 !== view.window }?.makeKey()
        case .keyboardEscape:
            let windows = view.window?.windowScene?.windows ?? []
            guard let small = windows.first(where: { ($0.rootViewController as? FuzzViewController)?.compact == true })
            else { return }
            if !small.isHidden && InputLedger.shared.hasOpenTouch(in: small) { print("hidden mid-touch") }
            small.isHidden.toggle()
        case .keyboardF12: print("synced \(InputLedger.shared.openState)")
        default: break
        }
    }
}

/// Follows the touch that began in it, kept inside its superview so it stays reachable.
class DraggableView: UIView {
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let superview else { return }
        let now = touch.location(in: superview)
        let before = touch.previousLocation(in: superview)
        move(by: CGPoint(x: now.x - before.x, y: now.y - before.y))
    }

    func move(by offset: CGPoint) {
        guard let bounds = superview?.bounds else { return }
        let x = min(max(center.x + offset.x, bounds.minX), bounds.maxX)
        let y = min(max(center.y + offset.y, bounds.minY), bounds.maxY)
        center = CGPoint(x: x, y: y)
    }

    // A touch that began here stays here: the rest of its phases need no handling.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// The window's first responder: hands each key press to its controller.
class KeyView: UIView {
    weak var controller: FuzzViewController?

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { if let key = press.key { controller?.handle(key) } }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
}
