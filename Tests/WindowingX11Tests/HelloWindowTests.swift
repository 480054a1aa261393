import Foundation
import Testing
import WindowingTesting

/// HelloWindow run as a user runs it, on a private Xvfb: the window, its pixels, a resize, the
/// close button, and the launch and termination order its callbacks print (behaviour 2b.4, 4.6–4.8, 5.7).
@Suite(.serialized)
struct HelloWindowTests {
    static let title = "Hello, Window"
    let executable = AppProcess.builtProduct(named: "HelloWindow")

    private func launch(on server: XvfbServer, extra: [String: String] = [:]) throws -> AppProcess {
        var environment = ["DISPLAY": server.displayName, "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
        environment.merge(extra) { $1 }
        return try AppProcess(executable: executable, environment: environment)
    }

    private func waitForWindow(_ client: XTestClient, app: AppProcess) throws -> UInt {
        try #require(
            client.awaitWindow(named: Self.title, of: app, printing: "ViewController::viewDidAppear(_:)"),
            "no viewable window titled \(Self.title); stderr: \(app.standardError)")
    }

    /// The app's own log lines (`Type::method`), without the trace.
    private func appLines(_ app: AppProcess) -> [String] {
        app.standardOutput.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("[trace]") }
    }

    @Test func launchesShowsTheSceneAndCloses() throws {
        let server = try XvfbServer(width: 1024, height: 768)
        defer { server.stop() }
        let client = try XTestClient(displayName: server.displayName)
        defer { client.close() }
        let app = try launch(on: server)
        let window = try waitForWindow(client, app: app)

        #expect(client.geometry(of: window) == XTestClient.Geometry(width: 640, height: 480, isViewable: true))
        #expect(client.string("_NET_WM_NAME", of: window) == Self.title)
        #expect(client.windowClass(of: window)?.instance == "Hello, Window")
        #expect(client.longs("_NET_WM_PID", of: window) == [Int(app.pid)])

        let expected: [(Int, Int, UInt32, String)] = [
            (500, 220, 0xF2F2F7, "root view background (systemGray6)"),
            (10, 10, 0x007AFF, "header"),
            (40, 100, 0xFF3B30, "red card, beside its title"),
            (298, 138, 0x34C759, "hidden purple view: the green card shows through"),
            (524, 148, 0xFF9500, "orange card"),
            (604, 432, 0xFFFFFF, "badge background"),
            (136, 344, 0x5856D6, "custom-drawn ellipse"),
            (432, 296, 0xFFCC00, "custom-drawn yellow bar"),
            (424, 360, 0x1C1C1E, "custom-drawn line"),
            (40, 32, 0x7949D6, "header image (WindowIcon.png)"),
            (100, 32, 0xFFFFFF, "title label's text"),
            (74, 148, 0xFFFFFF, "button title's text"),
            (319, 88, 0x198033, "rounded card's border"),
            (320, 212, 0xCACACE, "rounded card's shadow"),
            (312, 380, 0x8A8A8E, "wrapped paragraph's text"),
        ]
        for (x, y, colour, what) in expected {
            let pixel = client.pixel(of: window, x: x, y: y).map { $0 & 0xFF_FFFF }
            #expect(pixel == colour, "\(what) at (\(x), \(y)): \(pixel.map { String($0, radix: 16) } ?? "nil")")
        }

        #expect(client.sendDeleteWindow(to: window))
        #expect(app.wait(timeout: 10) == 0, "stderr: \(app.standardError)")
        let lines = appLines(app)
        let launchOrder = [
            "AppDelegate::application(_:willFinishLaunchingWithOptions:)",
            "AppDelegate::application(_:didFinishLaunchingWithOptions:)",
            "AppDelegate::application(_:configurationForConnecting:options:)",
            "SceneDelegate::scene(_:willConnectTo:options:)",
            "ViewController::viewDidLoad()",
            "ViewController::viewWillAppear(_:)",
            "SceneDelegate::sceneWillEnterForeground(_:)",
            "SceneDelegate::sceneDidBecomeActive(_:)",
            "ViewController::viewIsAppearing(_:)",
            "ViewController::viewWillLayoutSubviews()",
            "ViewController::viewDidLayoutSubviews()",
            "ViewController::viewDidAppear(_:)",
            "SceneDelegate::sceneWillResignActive(_:)",
            "SceneDelegate::sceneDidEnterBackground(_:)",
            "ViewController::viewWillDisappear(_:)",
            "ViewController::viewDidDisappear(_:)",
            "SceneDelegate::sceneDidDisconnect(_:)",
            "AppDelegate::application(_:didDiscardSceneSessions:)",
            "AppDelegate::applicationWillTerminate(_:)",
        ]
        #expect(lines == launchOrder, "\(lines.joined(separator: "\n"))")
    }

    /// libjpeg and libXpresent (with the Xfixes and Xrandr it needs) are opened on first use, not at
    /// launch: HelloWindow shows no JPEG and animates nothing, so its window shows with none of them
    /// mapped. (libXi is opened too when XInput 2 is set up, just after the first frame.)
    @Test func theFirstFrameMapsNoLibraryItDoesNotUse() throws {
        let server = try XvfbServer(width: 1024, height: 768)
        defer { server.stop() }
        let client = try XTestClient(displayName: server.displayName)
        defer { client.close() }
        let app = try launch(on: server)
        let window = try waitForWindow(client, app: app)
        defer {
            #expect(client.sendDeleteWindow(to: window))
            #expect(app.wait(timeout: 10) == 0, "stderr: \(app.standardError)")
        }
        // Read to its end: /proc reports a size of 0, which a whole-file read would believe.
        let file = try #require(FileHandle(forReadingAtPath: "/proc/\(app.pid)/maps"))
        defer { try? file.close() }
        let maps = String(decoding: try file.readToEnd() ?? Data(), as: UTF8.self)
        let libraries = Set(maps.split(separator: "\n").compactMap { $0.split(separator: "/").last.map(String.init) })
        #expect(libraries.contains { $0.hasPrefix("libX11.so") }, "maps: \(libraries.sorted())")
        for name in ["libjpeg.so", "libXpresent.so", "libXfixes.so", "libXrandr.so"] {
            #expect(!libraries.contains { $0.hasPrefix(name) }, "\(name) is mapped: \(libraries.sorted())")
        }
    }

    @Test func resizingTheXWindowRelaysTheRootView() throws {
        let server = try XvfbServer(width: 1024, height: 768)
        defer { server.stop() }
        let client = try XTestClient(displayName: server.displayName)
        defer { client.close() }
        let app = try launch(on: server)
        let window = try waitForWindow(client, app: app)

        #expect(client.resize(window, width: 800, height: 600))
        let relaid = waitUntil(timeout: 10) {
            client.pixel(of: window, x: 790, y: 10).map { $0 & 0xFF_FFFF } == 0x007AFF
        }
        #expect(relaid, "the header (flexible width) should span the new width")
        #expect(client.pixel(of: window, x: 790, y: 590).map { $0 & 0xFF_FFFF } == 0xF2F2F7)
        #expect(appLines(app).contains("ViewController::viewWillTransition(to:with:) 800×600"))
        app.send(SIGTERM)
        #expect(app.wait(timeout: 10) == 0)
        #expect(appLines(app).last == "AppDelegate::applicationWillTerminate(_:)")
    }

    @Test func traceShowsTheToolkitsCalls() throws {
        let server = try XvfbServer(width: 1024, height: 768)
        defer { server.stop() }
        let client = try XTestClient(displayName: server.displayName)
        defer { client.close() }
        let app = try launch(on: server, extra: ["WINDOWING_TRACE": "1"])
        let window = try waitForWindow(client, app: app)
        #expect(client.sendDeleteWindow(to: window))
        #expect(app.wait(timeout: 10) == 0)
        let trace = app.standardOutput.split(separator: "\n").filter { $0.hasPrefix("[trace]") }
            .map { $0.dropFirst("[trace] ".count).trimmingCharacters(in: .whitespaces) }
        let expected = [
            "SceneDelegate::scene(_:willConnectTo:options:)",
            "UIWindow::makeKeyAndVisible()",
            "ViewController::loadView()",
            "ViewController::viewDidLoad()",
            "ViewController::viewWillAppear(_:)",
            "SceneDelegate::sceneWillEnterForeground(_:)",
            "BadgeView::draw(_:)",
            "ViewController::viewDidAppear(_:)",
            "AppDelegate::applicationWillTerminate(_:)",
        ]
        var remaining = expected[...]
        for line in trace where line == remaining.first { remaining.removeFirst() }
        #expect(
            remaining.isEmpty,
            "missing from the trace in this order: \(Array(remaining))\n\(trace.joined(separator: "\n"))")
    }
}

/// Bad environment and bad files: one line on standard error and exit status 1, never a crash.
@Suite struct HelloWindowErrorTests {
    let executable = AppProcess.builtProduct(named: "HelloWindow")

    @Test func noDisplayIsOneLineAndExitOne() throws {
        let app = try AppProcess(executable: executable, environment: ["PATH": "/usr/bin:/bin"])
        #expect(app.wait(timeout: 10) == 1)
        #expect(app.standardError == "X11: DISPLAY is not set; run under an X session, or use xvfb-run\n")
    }

    @Test func aDisplayNobodyServesIsNamed() throws {
        let number =
            (4000..<5000).first {
                !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)")
                    && !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock")
            } ?? 4999
        let app = try AppProcess(executable: executable, environment: ["DISPLAY": ":\(number)"])
        #expect(app.wait(timeout: 10) == 1)
        #expect(
            app.standardError
                == "X11: cannot open display ':\(number)'; is an X server running and does it accept this user?\n")
    }

    @Test func aBrokenInfoPlistNamesTheFile() throws {
        let folder = NSTemporaryDirectory() + "broken-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "<plist><dict><key>UIApplicationSceneManifest</key></plist>".write(
            toFile: folder + "/Info.plist", atomically: true, encoding: .utf8)
        let app = try AppProcess(executable: executable, environment: ["WINDOWING_RESOURCES": folder])
        #expect(app.wait(timeout: 10) == 1)
        let message = app.standardError
        #expect(message.hasPrefix("Info.plist: '\(folder)/Info.plist' is not a property list ("), "\(message)")
        #expect(message.split(separator: "\n").count == 1)
    }

    @Test func aSceneDelegateOfTheWrongKindIsRefused() throws {
        let folder = NSTemporaryDirectory() + "wrongkind-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIApplicationSceneManifest</key><dict>
            <key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array><dict>
            <key>UISceneConfigurationName</key><string>Default Configuration</string>
            <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).ViewController</string>
            </dict></array></dict></dict></dict></plist>
            """
        try plist.write(toFile: folder + "/Info.plist", atomically: true, encoding: .utf8)
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try AppProcess(
            executable: executable, environment: ["WINDOWING_RESOURCES": folder, "DISPLAY": server.displayName])
        // Behaviour 3.21: without a scene delegate nothing makes a window, so the app ends.
        #expect(app.wait(timeout: 10) == 1)
        #expect(
            app.standardError == """
                Windowing: [SceneConfiguration] scene delegate class 'HelloWindow.ViewController' of configuration \
                "Default Configuration" is not a UIResponder subclass adopting UIWindowSceneDelegate; refused, the \
                scene has no delegate
                UIApplicationMain: scene configuration "Default Configuration" has no scene delegate \
                (UISceneDelegateClassName "HelloWindow.ViewController" could not be used) and no window is shown; \
                with nothing to show, the app ends with exit status 1

                """)
        #expect(!app.standardOutput.contains("ViewController::viewDidLoad()"))
    }
}
