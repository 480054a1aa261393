import Foundation
import Testing
import WindowingTesting

/// StoryboardWindow run as a user runs it, on a private Xvfb: the storyboard's colours and frames
/// read back as pixels, logging in by typing into its text fields (its actions and delegate
/// outlets), the launch order of a storyboard scene app (behaviour 2a.3), and the launch-time
/// choice of screen by identifier. The logged-in screen's tabs, pushes and alert are in
/// StoryboardWindowNavigationTests.
@Suite(.serialized)
struct StoryboardWindowTests {
    static let title = "Storyboard Window"
    /// The background of Home, the logged-in screen's first tab (sRGB 0.2 0.6 0.3).
    static let homeGreen: UInt32 = 0x33994C
    let executable = AppProcess.builtProduct(named: "StoryboardWindow")

    private func run(_ arguments: [String] = [], on server: XvfbServer, client: XTestClient) throws -> (
        AppProcess, UInt
    ) {
        let app = try AppProcess(
            executable: executable, arguments: arguments, environment: ["DISPLAY": server.displayName])
        let window = try #require(
            client.awaitWindow(named: Self.title, of: app, printing: "SceneDelegate::sceneDidBecomeActive"),
            "no window titled \(Self.title); stderr: \(app.standardError)")
        return (app, window)
    }

    private func pixel(_ client: XTestClient, _ window: UInt, _ x: Int, _ y: Int) -> UInt32? {
        client.pixel(of: window, x: x, y: y).map { $0 & 0xFF_FFFF }
    }

    // Colours are Cairo's conversion of the storyboard's components: round(c × 65535) / 256.
    @Test func storyboardColoursFramesAndLogInByTyping() throws {
        let server = try XvfbServer(width: 1024, height: 768)
        defer { server.stop() }
        let client = try XTestClient(displayName: server.displayName)
        defer { client.close() }
        let (app, window) = try run(on: server, client: client)
        #expect(client.geometry(of: window) == XTestClient.Geometry(width: 640, height: 480, isViewable: true))

        let expected: [(Int, Int, UInt32, String)] = [
            (10, 10, 0x2861C7, "header: sRGB 0.16 0.38 0.78"),
            (639, 79, 0x2861C7, "header's last pixel (frame 0,0 640×80)"),
            (320, 80, 0xFFFFFF, "root view below the header: systemBackgroundColor through <resources>"),
            (19, 238, 0xFFFFFF, "left of the button (frame 20,236 200×48)"),
            (220, 283, 0xFFFFFF, "right of the button"),
            (120, 284, 0xFFFFFF, "below the button"),
            (320, 460, 0xF2F2F7, "footer: systemGray6Color through <resources>"),
            (320, 439, 0xFFFFFF, "above the footer (frame 0,440)"),
        ]
        let drawn = waitUntil(timeout: 10) { pixel(client, window, 10, 10) == 0x2861C7 }
        #expect(drawn)
        // The image view (frame 20,16 48×48, scaleAspectFit) shows WindowIcon's violet.
        let icon = try #require(pixel(client, window, 44, 40))
        #expect(
            icon >> 16 > 0x50 && icon & 0xFF > 0xC0 && (icon >> 8) & 0xFF < 0x60,
            "icon pixel \(String(icon, radix: 16))")
        for (x, y, colour, what) in expected {
            let found = pixel(client, window, x, y)
            #expect(found == colour, "\(what) at (\(x), \(y)): \(found.map { String($0, radix: 16) } ?? "nil")")
        }

        // Both fields are empty, so Log In is disabled (faded) and a click on it does nothing.
        let buttonRed: UInt32 = 0xD94033
        #expect(pixel(client, window, 22, 238) != buttonRed, "the disabled button is faded")
        #expect(client.click(atX: 120, y: 260))
        // Typing into the username field (the storyboard's editingChanged action) and Return, which
        // its delegate, the controller, turns into a move to the password field.
        #expect(client.click(atX: 100, y: 161))
        for keysym: UInt in [0x61, 0x64, 0x61, 0xFF0D] { #expect(client.key(keysym)) }
        #expect(pixel(client, window, 22, 238) != buttonRed, "still disabled with an empty password")
        for keysym: UInt in [0x70, 0x77] { #expect(client.key(keysym)) }
        #expect(
            waitUntil(timeout: 5) { pixel(client, window, 22, 238) == buttonRed },
            "Log In enabled once both fields hold text")
        // Return in the password field logs in: the logged-in tab bar controller becomes the root,
        // and Home, its first tab's navigation root, appears below the bar.
        #expect(client.key(0xFF0D))
        #expect(
            waitUntil(timeout: 5) { pixel(client, window, 600, 300) == Self.homeGreen }, "Home's green background")
        #expect(waitUntil(timeout: 5) { app.standardOutput.contains("HomeViewController::viewDidAppear(_:)") })

        #expect(client.sendDeleteWindow(to: window))
        #expect(app.wait(timeout: 10) == 0, "stderr: \(app.standardError)")
        let lines = app.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "AppDelegate::application(_:didFinishLaunchingWithOptions:)",
                "SceneDelegate::scene(_:willConnectTo:options:)",
                "LoginViewController::viewDidLoad()",
                "SceneDelegate::sceneDidBecomeActive(_:)",
                "LoginViewController::didTapLogIn(_:)",
                "HomeViewController::viewDidLoad()",
                "HomeViewController::viewWillAppear(_:)",
                "HomeViewController::viewDidAppear(_:)",
                // Closing the window takes Home off screen before the app ends.
                "HomeViewController::viewWillDisappear(_:)",
                "HomeViewController::viewDidDisappear(_:)",
                "AppDelegate::applicationWillTerminate(_:)",
            ], "\(lines.joined(separator: "\n"))")
    }

    // The launch-time choice of screen.
    @Test func loggedInArgumentPicksTheOtherScreenByIdentifier() throws {
        let server = try XvfbServer(width: 1024, height: 768)
        defer { server.stop() }
        let client = try XTestClient(displayName: server.displayName)
        defer { client.close() }
        let (app, window) = try run(["--logged-in"], on: server, client: client)
        #expect(
            waitUntil(timeout: 10) { pixel(client, window, 600, 300) == Self.homeGreen }, "Home's green background")
        #expect(!app.standardOutput.contains("LoginViewController::viewDidLoad()"))
        app.send(SIGTERM)
        #expect(app.wait(timeout: 10) == 0)
    }
}
