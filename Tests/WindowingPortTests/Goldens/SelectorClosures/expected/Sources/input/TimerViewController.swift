import UIKit

class TimerViewController: UIViewController {
    weak var label: UILabel!
    var timer = Timer(timeInterval: 0, repeats: false) { _ in }
    let model = CountdownModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        // The method takes no argument; its labels come from its declaration.
        timer = Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true) { [weak self] _ in MainActor.assumeIsolated { self?.updateTimer() } }
        // A statement: the closure form's result is discarded explicitly.
        _ = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { [weak self] timer in MainActor.assumeIsolated { self?.tick(timer) } }
        // Another target, with the method's type named.
        _ = Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { [weak model] timer in MainActor.assumeIsolated { model?.step(timer: timer) } }
        _ = Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { [weak target = self.model] _ in MainActor.assumeIsolated { target?.reset() } }
        // Not converted: the closure form has no userInfo.
        Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: "payload", repeats: false)

        _ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: nil) { [weak self] notification in MainActor.assumeIsolated { self?.keyboardDidShow(notification) } }
        _ = NotificationCenter.default.addObserver(forName: Notification.Name("refresh"), object: model, queue: nil) { [weak self] _ in MainActor.assumeIsolated { self?.refresh() } }
        // Not converted: a method of two parameters.
        NotificationCenter.default.addObserver(self, selector: #selector(twoParameters(_:_:)), name: Notification.Name("two"), object: nil)
    }

    func updateTimer() {}
    func tick(_ timer: Timer) {}
    private func keyboardDidShow(_ notification: Notification) {}
    func refresh() {}
    func twoParameters(_ a: Any, _ b: Any) {}

    // Without arguments (and with two) the Linux compiler refuses @IBAction; it is removed and the
    // storyboard loader still finds the actions.
    func reset() {}
    @IBAction func changed(_ sender: UISlider) {}
    func touched(_ sender: UIButton, forEvent event: UIEvent) {}

    // windowing-port: Linux has no Objective-C runtime to find @IBOutlets and @IBActions by name,
    // so the storyboard loader reads them here.
    override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging(storyboardOutletsDeclaredInTimerViewController) { $1 }
    }
    override class var storyboardActions: [String: ActionMessage] {
        super.storyboardActions.merging(storyboardActionsDeclaredInTimerViewController) { $1 }
    }
}

class CountdownModel {
    func step(timer: Timer) {}
    func reset() {}
}
