import UIKit

/// Says what the lesson shows, including what `UIApplication.shared.delegate === UIApplication.shared`
/// answered at launch.
class ViewController: UIViewController {
    private let isOwnDelegate: Bool

    init(isOwnDelegate: Bool) {
        self.isOwnDelegate = isOwnDelegate
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        isOwnDelegate = false
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print(String(describing: type(of: self)) + "::" + #function)
        view.backgroundColor = .systemTeal
        let label = UILabel(frame: view.bounds.insetBy(dx: 24, dy: 24))
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 20)
        label.text =
            "A UIApplication subclass that is its own delegate, started from main.swift with "
            + "UIApplicationMain(argc, argv, NSStringFromClass(Application.self), "
            + "NSStringFromClass(Application.self)). "
            + "UIApplication.shared.delegate === UIApplication.shared: \(isOwnDelegate)"
        view.addSubview(label)
    }
}
