import UIKit

class TimerViewController: UIViewController {
    @IBOutlet weak var label: UILabel!
    var timer = Timer()
    let model = CountdownModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        // The method takes no argument; its labels come from its declaration.
        timer = Timer.scheduledTimer(timeInterval: 1.0, target: self, selector: #selector(updateTimer), userInfo: nil, repeats: true)
        // A statement: the closure form's result is discarded explicitly.
        Timer.scheduledTimer(
            timeInterval: 0.2,
            target: self,
            selector: #selector(tick(_:)),
            userInfo: nil,
            repeats: false)
        // Another target, with the method's type named.
        Timer.scheduledTimer(timeInterval: 2, target: model, selector: #selector(CountdownModel.step(timer:)), userInfo: nil, repeats: true)
        Timer.scheduledTimer(timeInterval: 2, target: self.model, selector: #selector(CountdownModel.reset), userInfo: nil, repeats: true)
        // Not converted: the closure form has no userInfo.
        Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: "payload", repeats: false)

        NotificationCenter.default.addObserver(self, selector: #selector(keyboardDidShow(_:)), name: UIResponder.keyboardDidShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(TimerViewController.refresh), name: Notification.Name("refresh"), object: model)
        // Not converted: a method of two parameters.
        NotificationCenter.default.addObserver(self, selector: #selector(twoParameters(_:_:)), name: Notification.Name("two"), object: nil)
    }

    @objc func updateTimer() {}
    @objc func tick(_ timer: Timer) {}
    @objc private func keyboardDidShow(_ notification: Notification) {}
    @objc func refresh() {}
    @objc func twoParameters(_ a: Any, _ b: Any) {}

    // Without arguments (and with two) the Linux compiler refuses @IBAction; it is removed and the
    // storyboard loader still finds the actions.
    @IBAction func reset() {}
    @IBAction func changed(_ sender: UISlider) {}
    @IBAction func touched(_ sender: UIButton, forEvent event: UIEvent) {}
}

class CountdownModel {
    @objc func step(timer: Timer) {}
    @objc func reset() {}
}
