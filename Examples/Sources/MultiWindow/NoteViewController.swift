import UIKit

/// A window's content: a coloured header with the scene's number, a "New Window" and a "Close"
/// button, and the key commands Ctrl+N and Ctrl+W doing the same.
class NoteViewController: UIViewController {
    let number: Int

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
        Ledger.made(.controller)
    }

    required init?(coder: NSCoder) {
        number = 0
        super.init(coder: coder)
        Ledger.made(.controller)
    }

    deinit { Ledger.freed(.controller) }

    override func loadView() {
        view = CountedView(frame: UIScreen.main.bounds)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let palette: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPurple, .systemRed]
        view.backgroundColor = .systemGray6
        let header = CountedView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 56))
        header.backgroundColor = palette[(number - 1 + palette.count) % palette.count]
        header.autoresizingMask = [.flexibleWidth]
        view.addSubview(header)
        let title = UILabel(frame: CGRect(x: 16, y: 0, width: 300, height: 56))
        title.text = "Window \(number)"
        title.font = .boldSystemFont(ofSize: 22)
        title.textColor = .white
        header.addSubview(title)
        view.addSubview(makeButton("New Window", x: 16, action: NoteViewController.newWindow))
        view.addSubview(makeButton("Close", x: 176, action: NoteViewController.closeWindow))
        Ledger.track(view)
    }

    private func makeButton(
        _ title: String, x: CGFloat, action: @escaping @MainActor (NoteViewController) -> () -> Void
    ) -> UIButton {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: x, y: 80, width: 144, height: 44)
        button.backgroundColor = .systemIndigo
        button.setTitle(title, for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.addAction(UIAction { [weak self] _ in self.map { action($0)() } }, for: .touchUpInside)
        return button
    }

    override var canBecomeFirstResponder: Bool { true }

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(
                input: "n", modifierFlags: .control,
                action: ActionMessage(NoteViewController.newWindow, name: "newWindow")),
            UIKeyCommand(
                input: "w", modifierFlags: .control,
                action: ActionMessage(NoteViewController.closeWindow, name: "closeWindow")),
        ]
    }

    /// Asks for a new scene; UIKit answers on a later turn, through configurationForConnecting.
    func newWindow() {
        print("NoteViewController[\(number)]::newWindow()")
        guard Soak.mayOpen else { return }
        Soak.willOpen()
        Automation.activationRequested()
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { error in
            print("NoteViewController: activation refused: \(error)")
        }
    }

    /// Dismisses this window's scene; the app ends with its last one.
    func closeWindow() {
        print("NoteViewController[\(number)]::closeWindow()")
        guard Soak.mayClose else { return }
        guard let session = view.window?.windowScene?.session else { return }
        UIApplication.shared.requestSceneSessionDestruction(session, options: nil) { error in
            print("NoteViewController: destruction refused: \(error)")
        }
    }

    /// A window manager's resize storm reaches here once per run-loop turn, with the settled size.
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        print("NoteViewController[\(number)]::viewWillTransition(to:with:) \(Int(size.width))x\(Int(size.height))")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard !Automation.isQuiet else { return }
        print(
            "NoteViewController[\(number)]::viewDidLayoutSubviews() "
                + "\(Int(view.bounds.width))x\(Int(view.bounds.height))"
        )
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !Automation.isQuiet { print("NoteViewController[\(number)]::" + #function) }
        becomeFirstResponder()
        Automation.sceneAppeared(self)
    }
}

/// A view that is counted, for the leak check.
class CountedView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        Ledger.made(.view)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        Ledger.made(.view)
    }

    isolated deinit { Ledger.freed(.view) }
}
