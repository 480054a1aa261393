import UIKit

/// Benchmark mode `latency`: one button fills the window, and its `.touchUpInside` action prints
/// the time at once, so the benchmark can subtract the time its sender released the button.
class LatencyViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton(type: .custom)
        button.frame = view.bounds
        button.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        button.backgroundColor = .systemBlue
        button.addTarget(self, action: LatencyViewController.tapped, for: .touchUpInside)
        view.addSubview(button)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Lab.viewDidAppear()
    }

    func tapped(_ sender: Any?) {
        // The toolkit line-buffers stdout, so the line leaves with the newline.
        print("action \(Lab.now())")
    }
}
