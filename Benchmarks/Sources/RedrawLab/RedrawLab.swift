import Foundation
import UIKit

/// RedrawLab: the toolkit's side of the redraw benchmark (Benchmarks/README.md, "Redraw").
///
/// The scene is redrawfloor.c's: a 640×480 window, a white root and 1,000 20×20 cells on a 16×19
/// grid, each with `layer.cornerRadius` 5, a 1-point dark border and one of four colours. Once
/// the first frame is up it measures wall time (CLOCK_MONOTONIC) and the process's CPU time:
/// - `full <frames> <wall ns> <CPU ns>`: REDRAW_FULL_FRAMES (300) frames that each damage the whole window
///   (`setNeedsDisplay()` on the root view) and are drawn and presented by the run loop's commit;
/// - `cell <frames> <wall ns> <CPU ns>`: REDRAW_CELL_FRAMES (1,000) frames that each change cell 500's
///   `backgroundColor`, so only its 20×20 rectangle is drawn and presented;
/// - `scroll <steps> <wall ns> <CPU ns>`: the cells make way for a white `UIScrollView` holding
///   the same cells, 40 to a row on the same grid, as many rows as the scrolling needs; then
///   REDRAW_SCROLL_STEPS (600) steps that each move `contentOffset` by REDRAW_SCROLL_STEP (8)
///   points, the first half down and the rest back up, one step per run-loop turn. What the
///   toolkit then draws and pushes per step is what the benchmark checks (drawcount.c counts it).
/// Then it exits 0. WINDOWING_SCREENSHOT=path.png saves the first frame, the same scene.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "RedrawLab", sessionRole: connectingSceneSession.role)
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
        windowScene.title = "RedrawLab"
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = GridViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
}

class GridViewController: UIViewController {
    static let cellCount = 1000, columns = 40, target = 500
    static let palette: [UIColor] = [
        UIColor(red: 0 / 255, green: 122 / 255, blue: 255 / 255, alpha: 1),
        UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1),
        UIColor(red: 255 / 255, green: 149 / 255, blue: 0 / 255, alpha: 1),
        UIColor(red: 255 / 255, green: 59 / 255, blue: 48 / 255, alpha: 1),
    ]
    static let changed = UIColor(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1)
    static let border = UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1).cgColor

    var cells: [UIView] = []
    private var frame = 0
    private var start: Int64 = 0
    private var startCPU: Int64 = 0
    private var started = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for index in 0..<Self.cellCount {
            let origin = CGPoint(x: CGFloat(index % Self.columns) * 16, y: CGFloat(index / Self.columns) * 19)
            let cell = UIView(frame: CGRect(origin: origin, size: CGSize(width: 20, height: 20)))
            cell.backgroundColor = Self.palette[index % 4]
            cell.layer.cornerRadius = 5
            cell.layer.borderWidth = 1
            cell.layer.borderColor = Self.border
            view.addSubview(cell)
            cells.append(cell)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !started else { return }
        started = true
        // The first frame is presented in this commit; measuring starts on the next turn.
        DispatchQueue.main.async { self.runFull(count: Self.frames("REDRAW_FULL_FRAMES", 300)) }
    }

    /// One frame per run-loop turn: mark, let the commit draw and present, then mark again.
    private func runFull(count: Int) {
        if frame == 0 { (start, startCPU) = (Self.now(), Self.now(CLOCK_PROCESS_CPUTIME_ID)) }
        if frame == count {
            print("full \(count) \(Self.now() - start) \(Self.now(CLOCK_PROCESS_CPUTIME_ID) - startCPU)")
            frame = 0
            DispatchQueue.main.async { self.runCell(count: Self.frames("REDRAW_CELL_FRAMES", 1000)) }
            return
        }
        frame += 1
        view.setNeedsDisplay()
        DispatchQueue.main.async { self.runFull(count: count) }
    }

    private func runCell(count: Int) {
        if frame == 0 { (start, startCPU) = (Self.now(), Self.now(CLOCK_PROCESS_CPUTIME_ID)) }
        if frame == count {
            print("cell \(count) \(Self.now() - start) \(Self.now(CLOCK_PROCESS_CPUTIME_ID) - startCPU)")
            frame = 0
            startScroll()
            return
        }
        cells[Self.target].backgroundColor = frame % 2 == 0 ? Self.changed : Self.palette[Self.target % 4]
        frame += 1
        DispatchQueue.main.async { self.runCell(count: count) }
    }

    /// Replaces the grid with the scrolled list; its first frame is drawn by this turn's commit.
    private func startScroll() {
        let steps = Self.frames("REDRAW_SCROLL_STEPS", 600)
        let step = CGFloat(min(Self.frames("REDRAW_SCROLL_STEP", 8), 240))
        let down = (steps + 1) / 2
        // redrawfloor.c's count: enough rows for the way down.
        let rows = (down * Int(step) + 480) / 19 + 2
        for cell in cells { cell.removeFromSuperview() }
        cells.removeAll()
        let scrollView = UIScrollView(frame: view.bounds)
        scrollView.backgroundColor = .white
        scrollView.contentSize = CGSize(width: view.bounds.width, height: CGFloat(rows - 1) * 19 + 20)
        for index in 0..<(rows * Self.columns) {
            let origin = CGPoint(x: CGFloat(index % Self.columns) * 16, y: CGFloat(index / Self.columns) * 19)
            let cell = UIView(frame: CGRect(origin: origin, size: CGSize(width: 20, height: 20)))
            cell.backgroundColor = Self.palette[index % 4]
            cell.layer.cornerRadius = 5
            cell.layer.borderWidth = 1
            cell.layer.borderColor = Self.border
            scrollView.addSubview(cell)
        }
        view.addSubview(scrollView)
        DispatchQueue.main.async { self.runScroll(scrollView, steps: steps, down: down, step: step) }
    }

    private func runScroll(_ scrollView: UIScrollView, steps: Int, down: Int, step: CGFloat) {
        if frame == 0 { (start, startCPU) = (Self.now(), Self.now(CLOCK_PROCESS_CPUTIME_ID)) }
        if frame == steps {
            print("scroll \(steps) \(Self.now() - start) \(Self.now(CLOCK_PROCESS_CPUTIME_ID) - startCPU)")
            fflush(nil)
            exit(0)
        }
        scrollView.contentOffset.y += frame < down ? step : -step
        frame += 1
        DispatchQueue.main.async { self.runScroll(scrollView, steps: steps, down: down, step: step) }
    }

    static func frames(_ name: String, _ fallback: Int) -> Int {
        guard let value = ProcessInfo.processInfo.environment[name], let n = Int(value), n > 0 else { return fallback }
        return n
    }

    static func now(_ clock: clockid_t = CLOCK_MONOTONIC) -> Int64 {
        var ts = timespec()
        clock_gettime(clock, &ts)
        return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
    }
}
