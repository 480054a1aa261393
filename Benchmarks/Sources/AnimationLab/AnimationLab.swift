import Foundation
import UIKit

/// AnimationLab: the toolkit's side of the animation benchmark (Benchmarks/README.md, "Animation").
///
/// A 640×480 window holding a navigation controller. Its root shows 100 views, 40×30 on a 10×10
/// grid, each with `layer.cornerRadius` 5, a 1-point dark border and one of four colours.
/// - `grid`: ANIMATION_CYCLES (4) one-second `UIView.animate` calls (ease in, ease out) that move
///   and resize every view and change its alpha, each starting in the previous one's completion.
/// - `push`: ANIMATION_PUSHES (5) animated pushes of a second controller, each popped (animated)
///   when the navigation controller's delegate hears that it was shown.
/// For each frame a `CADisplayLink` marks its start; the frame's end is marked once the run
/// loop's commit has drawn and presented it. Each phase prints
/// `<phase> <frames> <p50 ns> <p99 ns> <max ns> <dropped>`, where dropped counts the 60 Hz frames
/// missed between frame starts, then the app exits 0.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "AnimationLab", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        windowScene.title = "AnimationLab"
        let window = UIWindow(windowScene: windowScene)
        window.frame = CGRect(x: 0, y: 0, width: 640, height: 480)
        window.rootViewController = UINavigationController(rootViewController: GridViewController())
        window.makeKeyAndVisible()
        self.window = window
    }
}

/// Frame start and end times of one phase.
@MainActor
final class FrameRecorder {
    private var link: CADisplayLink?
    private var starts: [Int64] = []
    private var durations: [Int64] = []

    func start() {
        let link = CADisplayLink(target: self, selector: FrameRecorder.frameBegan)
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    private func frameBegan(_ link: CADisplayLink) {
        let begin = Clock.now()
        starts.append(begin)
        // The tick that follows this callback schedules the commit on the main queue; a block
        // queued from the next turn runs after that commit has drawn and presented the frame.
        DispatchQueue.main.async {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.durations.append(Clock.now() - begin) } }
        }
    }

    /// Stops recording and prints the phase's line.
    func finish(_ phase: String) {
        link?.invalidate()
        link = nil
        let sorted = durations.sorted()
        let interval = 1_000_000_000.0 / 60
        var dropped = 0
        for (previous, next) in zip(starts, starts.dropFirst()) {
            dropped += max(0, Int((Double(next - previous) / interval).rounded()) - 1)
        }
        func percentile(_ p: Double) -> Int64 {
            sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
        }
        print("\(phase) \(sorted.count) \(percentile(0.5)) \(percentile(0.99)) \(sorted.last ?? 0) \(dropped)")
        fflush(nil)
        starts.removeAll()
        durations.removeAll()
    }
}

enum Clock {
    static func now() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
    }

    static func count(_ name: String, _ fallback: Int) -> Int {
        guard let value = ProcessInfo.processInfo.environment[name], let n = Int(value), n > 0 else { return fallback }
        return n
    }
}

class GridViewController: UIViewController, UINavigationControllerDelegate {
    static let palette: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemRed]
    static let border = UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1).cgColor

    private var cells: [UIView] = []
    private let recorder = FrameRecorder()
    private var started = false
    private var pushesLeft = Clock.count("ANIMATION_PUSHES", 5)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Grid"
        view.backgroundColor = .white
        for index in 0..<100 {
            let cell = UIView(frame: Self.frame(of: index, moved: false))
            cell.backgroundColor = Self.palette[index % 4]
            cell.layer.cornerRadius = 5
            cell.layer.borderWidth = 1
            cell.layer.borderColor = Self.border
            view.addSubview(cell)
            cells.append(cell)
        }
    }

    static func frame(of index: Int, moved: Bool) -> CGRect {
        let origin = CGPoint(x: 10 + CGFloat(index % 10) * 60, y: 50 + CGFloat(index / 10) * 42)
        return moved
            ? CGRect(x: origin.x + 18, y: origin.y + 8, width: 30, height: 24)
            : CGRect(origin: origin, size: CGSize(width: 40, height: 30))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !started else { return }
        started = true
        navigationController?.delegate = self
        recorder.start()
        animate(cyclesLeft: Clock.count("ANIMATION_CYCLES", 4), moved: true)
    }

    private func animate(cyclesLeft: Int, moved: Bool) {
        guard cyclesLeft > 0 else {
            recorder.finish("grid")
            recorder.start()
            navigationController?.pushViewController(DetailViewController(), animated: true)
            return
        }
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveEaseInOut],
            animations: {
                for (index, cell) in self.cells.enumerated() {
                    cell.frame = Self.frame(of: index, moved: moved)
                    cell.alpha = moved ? 0.3 : 1
                }
            },
            completion: { _ in self.animate(cyclesLeft: cyclesLeft - 1, moved: !moved) })
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        if viewController is DetailViewController {
            navigationController.popViewController(animated: true)
            return
        }
        pushesLeft -= 1
        if pushesLeft > 0 {
            navigationController.pushViewController(DetailViewController(), animated: true)
        } else {
            recorder.finish("push")
            exit(0)
        }
    }
}

/// A screen of text to push: a title and twenty labels.
class DetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Detail"
        view.backgroundColor = .systemBackground
        for row in 0..<20 {
            let label = UILabel(frame: CGRect(x: 20, y: 54 + CGFloat(row) * 20, width: 600, height: 18))
            label.text = "Row \(row + 1): a line of text that moves with its screen"
            view.addSubview(label)
        }
    }
}
