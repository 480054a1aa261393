//
//  AppDelegate.swift
//  MainSwiftApp
//

import UIKit

/// The principal class, named in main.swift.
class Application: UIApplication {
    override init() {
        super.init()
        print("Application::init()")
    }
}

class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    override init() {
        super.init()
        print("AppDelegate::init()")
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = CounterViewController(start: 3)
        window?.makeKeyAndVisible()
        return true
    }
}

class CounterViewController: UIViewController {

    private var count: Int
    private let label = UILabel()

    init(start: Int) {
        count = start
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemYellow
        label.frame = CGRect(x: 20, y: 20, width: 280, height: 40)
        label.text = "Count: \(count)"
        view.addSubview(label)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("CounterViewController::viewWillAppear(_:) \(label.text ?? "")")
    }
}
