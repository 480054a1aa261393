import UIKit

/// `MULTIWINDOW_SOAK=1`: the app keeps between one and four windows open and checks UIKit's rules
/// while a test throws random input at it. A timer recolours a header every 20 ms and opens or
/// closes a scene every 60 ms; "New Window" and "Close" (clicked at random) keep to one…four.
/// Every break of a rule is one `MultiWindow soak: …` line on standard error; at termination it
/// prints `soak: touches <began> open <n> presses <began> open <n> violations <n> opened <n>
/// closed <n> timer-fires <n>`.
@MainActor
enum Soak {
    static let isOn = ProcessInfo.processInfo.environment["MULTIWINDOW_SOAK"] == "1"
    static let maximumScenes = 4

    private enum SceneState { case unattached, inactive, active, background }

    private static var states: [ObjectIdentifier: SceneState] = [:]
    private static var openTouches: Set<ObjectIdentifier> = []
    private static var openPresses: Set<ObjectIdentifier> = []
    private static var touchesBegan = 0, pressesBegan = 0, violations = 0
    private static var opened = 0, closed = 0, fires = 0
    private static var timer: Timer?
    /// Activations asked for and not yet connected: requests are carried out on a later turn.
    private static var pendingOpens = 0
    private static var random = SystemRandomNumberGenerator()

    static func start() {
        guard isOn, timer == nil else { return }
        timer = Timer.scheduledTimer(withTimeInterval: 0.02, repeats: true) { _ in
            MainActor.assumeIsolated { tick() }
        }
    }

    private static func tick() {
        fires += 1
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        if let window = scenes.randomElement(using: &random)?.windows.first,
            let header = window.rootViewController?.view.subviews.first
        {
            header.backgroundColor = fires % 2 == 0 ? .systemTeal : .systemPink
        }
        guard fires % 3 == 0 else { return }
        if mayOpen && Bool.random(using: &random) {
            willOpen()
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        } else if scenes.count > 1, let scene = scenes.randomElement(using: &random) {
            UIApplication.shared.requestSceneSessionDestruction(scene.session, options: nil)
        }
    }

    /// Whether a button may open one more scene now.
    static var mayOpen: Bool { !isOn || UIApplication.shared.connectedScenes.count + pendingOpens < maximumScenes }

    /// An activation was requested; `mayOpen` counts it until its scene connects.
    static func willOpen() { if isOn { pendingOpens += 1 } }
    /// Whether a button may close a scene now (the soak never closes the last one itself).
    static var mayClose: Bool { !isOn || UIApplication.shared.connectedScenes.count > 1 }

    // MARK: - Scene callbacks (behaviour 4.4, 4.5, 4.7)

    /// Checks that `method` is a legal next step for `scene`, and the state it reads there.
    static func check(_ scene: UIScene, _ method: String) {
        guard isOn else { return }
        let key = ObjectIdentifier(scene)
        let model = states[key]
        let state = scene.activationState
        switch method {
        case "scene(_:willConnectTo:options:)":
            expect(model == nil && state == .unattached, method, model, state)
            states[key] = .unattached
            opened += 1
            pendingOpens = max(0, pendingOpens - 1)
        case "sceneWillEnterForeground(_:)":
            expect(
                (model == .unattached || model == .background) && (state == .unattached || state == .background),
                method, model, state)
            states[key] = .inactive
        case "sceneDidBecomeActive(_:)":
            expect(model == .inactive && state == .foregroundActive, method, model, state)
            states[key] = .active
        case "sceneWillResignActive(_:)":
            expect(model == .active && state == .foregroundActive, method, model, state)
            states[key] = .inactive
        case "sceneDidEnterBackground(_:)":
            // Straight from unattached too (behaviour 4.5): a scene closed before its window was mapped.
            expect((model == .inactive || model == .unattached) && state == .background, method, model, state)
            states[key] = .background
        case "sceneDidDisconnect(_:)":
            expect((model == .inactive || model == .background) && state == .unattached, method, model, state)
            states[key] = nil
            closed += 1
        default:
            break
        }
    }

    private static func expect(_ rule: Bool, _ method: String, _ model: SceneState?, _ state: UIScene.ActivationState) {
        guard !rule else { return }
        complain("\(method) after \(model.map { "\($0)" } ?? "nothing"), reading \(state)")
    }

    private static func complain(_ text: String) {
        violations += 1
        FileHandle.standardError.write(Data("MultiWindow soak: \(text)\n".utf8))
    }

    // MARK: - Touches and presses (behaviour 8.14, 8.29)

    /// Every touch that begins ends or is cancelled exactly once; the same for presses.
    static func record(_ event: UIEvent) {
        guard isOn else { return }
        if let presses = event as? UIPressesEvent {
            for press in presses.allPresses {
                let key = ObjectIdentifier(press)
                switch press.phase {
                case .began:
                    pressesBegan += 1
                    if !openPresses.insert(key).inserted { complain("a press began twice") }
                case .ended, .cancelled:
                    if openPresses.remove(key) == nil { complain("a press that is not open ended") }
                default: break
                }
            }
            return
        }
        for touch in event.allTouches ?? [] {
            let key = ObjectIdentifier(touch)
            switch touch.phase {
            case .began:
                touchesBegan += 1
                if !openTouches.insert(key).inserted { complain("a touch began twice") }
            case .moved, .stationary:
                if !openTouches.contains(key) { complain("a touch that is not open moved") }
            case .ended, .cancelled:
                if openTouches.remove(key) == nil { complain("a touch that is not open ended") }
            default: break
            }
        }
    }

    static func report() {
        guard isOn else { return }
        timer?.invalidate()
        print(
            "soak: touches \(touchesBegan) open \(openTouches.count) presses \(pressesBegan) open \(openPresses.count) "
                + "violations \(violations) opened \(opened) closed \(closed) timer-fires \(fires)"
        )
        fflush(nil)
    }
}
