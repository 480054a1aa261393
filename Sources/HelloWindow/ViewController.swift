import UIKit

/// The root view controller: builds a header, three cards, a hidden view and a custom-drawn
/// badge in `viewDidLoad`, and logs its life cycle.
class ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print(String(describing: type(of: self)) + "::" + #function)
        view.backgroundColor = .systemGray6

        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 64))
        header.backgroundColor = .systemBlue
        header.autoresizingMask = [.flexibleWidth]
        view.addSubview(header)

        let colors: [UIColor] = [.systemRed, .systemGreen, .systemOrange]
        for (index, color) in colors.enumerated() {
            let card = UIView(frame: CGRect(x: 24 + CGFloat(index) * 204, y: 88, width: 184, height: 120))
            card.backgroundColor = color
            card.tag = index + 1
            view.addSubview(card)
        }

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

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print(String(describing: type(of: self)) + "::" + #function)
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

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        print(String(describing: type(of: self)) + "::" + #function + " \(Int(size.width))×\(Int(size.height))")
    }
}
