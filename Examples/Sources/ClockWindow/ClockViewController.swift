import UIKit

/// Shows a bar that fills a step every quarter second: a `Timer` on the main run loop changes the
/// view and `setNeedsDisplay()` has it redrawn. It also shows that `DispatchQueue.main.async`,
/// `Task { @MainActor in }` and `RunLoop.main.perform` run while the app's run loop runs.
class ClockViewController: UIViewController {
    private let progress = ProgressView(frame: CGRect(x: 40, y: 40, width: 400, height: 40))
    private var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        print(String(describing: type(of: self)) + "::" + #function)
        view.backgroundColor = .systemBackground
        progress.backgroundColor = .systemGray5
        view.addSubview(progress)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print(String(describing: type(of: self)) + "::" + #function)
        DispatchQueue.main.async { print("run loop: DispatchQueue.main.async ran") }
        Task { @MainActor in print("run loop: Task { @MainActor in } ran") }
        RunLoop.main.perform { print("run loop: RunLoop.main.perform ran") }
        timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.tick() }
        }
    }

    private func tick() {
        if progress.steps == 0 { print("run loop: Timer fired") }
        progress.steps = (progress.steps + 1) % (ProgressView.stepCount + 1)
    }
}

/// A bar of `stepCount` cells, `steps` of them filled, drawn in `draw(_:)`.
class ProgressView: UIView {
    static let stepCount = 10

    var steps = 0 {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let cellWidth = bounds.width / CGFloat(Self.stepCount)
        context.setFillColor(UIColor.systemGreen.cgColor)
        for index in 0..<steps {
            context.fill(
                CGRect(x: CGFloat(index) * cellWidth + 2, y: 2, width: cellWidth - 4, height: bounds.height - 4))
        }
    }
}
