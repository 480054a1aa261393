import Foundation
import Testing
import WindowingTesting

/// MultiWindow, the multiple-scenes sample, on a private Xvfb: scenes opened by a key command and
/// a button, each in its own X window, closed in different orders, minimised and restored the way
/// a window manager does it, focused in turn, ended by SIGTERM and by the X server's death
/// (behaviour 3.3, 4.3–4.13, 5.5, 5.9; the mapping note of behaviour §4).
@Suite(.serialized)
struct MultiWindowTests {
    let executable = AppProcess.builtProduct(named: "MultiWindow")

    struct Running {
        let server: XvfbServer
        let client: XTestClient
        let app: AppProcess

        /// The X window titled "MultiWindow n" (the scene's title), once it is drawn.
        func window(_ number: Int, timeout: Double = 10) -> UInt? {
            var found: UInt?
            _ = waitUntil(timeout: timeout) {
                found = client.windows(named: "MultiWindow \(number)").first
                return (found != nil && app.standardOutput.contains("NoteViewController[\(number)]::viewDidAppear(_:)"))
                    || !app.isRunning
            }
            return app.standardOutput.contains("NoteViewController[\(number)]::viewDidAppear(_:)") ? found : nil
        }

        /// Output lines from `start` on that begin with one of the prefixes.
        func lines(after start: Int, prefixes: [String] = ["SceneDelegate", "AppDelegate"]) -> [String] {
            app.standardOutput.split(separator: "\n").dropFirst(start).map(String.init)
                .filter { line in prefixes.contains { line.hasPrefix($0) } }
        }

        var lineCount: Int { app.standardOutput.split(separator: "\n").count }

        func waitFor(_ text: String, timeout: Double = 10) -> Bool {
            waitUntil(timeout: timeout) { app.standardOutput.contains(text) || !app.isRunning }
            return app.standardOutput.contains(text)
        }

        func stop() {
            client.close()
            server.stop()
        }
    }

    private func start(_ environment: [String: String] = [:]) throws -> Running {
        let server = try XvfbServer(width: 1024, height: 768)
        let client = try XTestClient(displayName: server.displayName)
        let app = try AppProcess(
            executable: executable,
            environment: ["DISPLAY": server.displayName, "WINDOWING_SCENE_SIZE": "320x240"].merging(environment) { $1 })
        return Running(server: server, client: client, app: app)
    }

    /// Opens scenes 2…count: even ones with Ctrl+N in the focused window, odd ones with the button.
    private func open(upTo count: Int, in run: Running) throws -> [UInt] {
        var windows = [try #require(run.window(1), "no first window; stderr: \(run.app.standardError)")]
        for number in 2...max(2, count) where number <= count {
            let previous = try #require(windows.last)
            if number % 2 == 0 {
                #expect(run.client.focus(previous))
                #expect(run.client.key(run.client.keysym(named: "n"), holding: [run.client.keysym(named: "Control_L")]))
            } else {
                // The newest window is on top at (0, 0); its "New Window" button is at (16, 80).
                #expect(run.client.click(atX: 60, y: 100))
            }
            windows.append(
                try #require(run.window(number), "scene \(number) did not appear; stderr: \(run.app.standardError)"))
        }
        // Each window draws its own controller's view: the header is its scene's palette colour
        // (systemBlue, systemGreen, systemOrange). The newest window is on top, so it is read back whole.
        let headers: [UInt32] = [0x007AFF, 0x34C759, 0xFF9500]
        if let last = windows.last, windows.count <= headers.count {
            #expect(run.client.pixel(of: last, x: 300, y: 10).map { $0 & 0xFF_FFFF } == headers[windows.count - 1])
        }
        return windows
    }

    // behaviour 4.12, 4.13, 4.6–4.8: two and three windows, closed in different orders
    @Test(arguments: [[2, 1], [1, 2], [2, 1, 3], [3, 2, 1], [1, 3, 2]])
    func windowsCloseOneSceneAtATime(order: [Int]) throws {
        let run = try start()
        defer { run.stop() }
        let windows = try open(upTo: order.count, in: run)
        #expect(Set(windows).count == order.count)
        for (number, window) in windows.enumerated() {
            #expect(run.client.string("_NET_WM_NAME", of: window) == "MultiWindow \(number + 1)")
            #expect(run.client.geometry(of: window) == XTestClient.Geometry(width: 320, height: 240, isViewable: true))
        }
        for (index, number) in order.enumerated() {
            let before = run.lineCount
            #expect(run.client.sendDeleteWindow(to: windows[number - 1]))
            #expect(run.waitFor("didDiscardSceneSessions:) [\(number)]"))
            let isLast = index == order.count - 1
            if isLast { #expect(run.app.wait(timeout: 10) == 0) }
            _ = waitUntil(timeout: 5) { !run.client.topLevelWindows().contains(windows[number - 1]) }
            let lines = run.lines(after: before)
            var expected = [
                "SceneDelegate[\(number)]::sceneWillResignActive(_:)",
                "SceneDelegate[\(number)]::sceneDidEnterBackground(_:)",
                "SceneDelegate[\(number)]::sceneDidDisconnect(_:)",
                "AppDelegate::application(_:didDiscardSceneSessions:) [\(number)]",
            ]
            if isLast { expected.append("AppDelegate::applicationWillTerminate(_:)") }
            // Only the closed scene hears anything (focus changes aside, which the other scenes may see).
            #expect(
                lines.filter {
                    !$0.contains("ResignActive") && !$0.contains("BecomeActive") || $0.contains("[\(number)]")
                } == expected)
            #expect(!run.client.topLevelWindows().contains(windows[number - 1]))
            let remaining = order[(index + 1)...]
            for other in remaining { #expect(run.client.topLevelWindows().contains(windows[other - 1])) }
        }
        #expect(run.app.standardError.isEmpty, "stderr: \(run.app.standardError)")
    }

    // behaviour 4.6, 4.5 (mapping: iconify → background; restore → foreground): one scene of two
    @Test func iconifyAndRestoreMoveOnlyThatSceneThroughTheBackground() throws {
        let run = try start()
        defer { run.stop() }
        let windows = try open(upTo: 2, in: run)
        let before = run.lineCount
        #expect(run.client.iconify(windows[0]), "XIconifyWindow sent no WM_CHANGE_STATE")
        #expect(run.waitFor("SceneDelegate[1]::sceneDidEnterBackground(_:)"))
        #expect(run.client.geometry(of: windows[0])?.isViewable == false)
        #expect(run.client.restore(windows[0]))
        _ = waitUntil(timeout: 5) { run.lines(after: before).last == "SceneDelegate[1]::sceneDidBecomeActive(_:)" }
        let lines = run.lines(after: before).filter { $0.contains("[1]") }
        #expect(
            lines == [
                "SceneDelegate[1]::sceneWillResignActive(_:)", "SceneDelegate[1]::sceneDidEnterBackground(_:)",
                "SceneDelegate[1]::sceneWillEnterForeground(_:)", "SceneDelegate[1]::sceneDidBecomeActive(_:)",
            ])
        // Minimising is not closing (behaviour 4.6), and the other scene never left the foreground.
        #expect(!run.app.standardOutput.contains("sceneDidDisconnect"))
        #expect(!run.lines(after: before).contains { $0.hasPrefix("SceneDelegate[2]::sceneDidEnterBackground") })
        #expect(run.client.geometry(of: windows[0])?.isViewable == true)
        run.app.send(SIGTERM)
        #expect(run.app.wait(timeout: 10) == 0)
    }

    // behaviour 4.3, 5.5, 5.9, 5.10 (mapping: FocusOut/FocusIn): focus moves between two scenes' windows
    @Test func focusMovesBetweenScenesAndKeysFollowIt() throws {
        let run = try start()
        defer { run.stop() }
        let windows = try open(upTo: 2, in: run)
        #expect(run.client.focus(windows[0]))
        _ = waitUntil(timeout: 0.3) { false }  // the FocusIn changes nothing visible; let it arrive
        var before = run.lineCount
        #expect(run.client.focus(windows[1]))
        #expect(run.waitFor("SceneDelegate[1]::sceneWillResignActive(_:)"))
        #expect(run.client.focus(windows[0]))
        _ = waitUntil(timeout: 5) { run.lines(after: before).contains("SceneDelegate[2]::sceneWillResignActive(_:)") }
        _ = waitUntil(timeout: 5) { run.lines(after: before).last == "SceneDelegate[1]::sceneDidBecomeActive(_:)" }
        #expect(
            run.lines(after: before) == [
                "SceneDelegate[1]::sceneWillResignActive(_:)",
                "SceneDelegate[2]::sceneWillResignActive(_:)", "SceneDelegate[1]::sceneDidBecomeActive(_:)",
            ])
        // Ctrl+W goes to the focused (key) window's controller, closing scene 1 only.
        before = run.lineCount
        #expect(run.client.key(run.client.keysym(named: "w"), holding: [run.client.keysym(named: "Control_L")]))
        #expect(run.waitFor("didDiscardSceneSessions:) [1]"))
        #expect(
            run.lines(after: before, prefixes: ["NoteViewController"]).first == "NoteViewController[1]::closeWindow()")
        #expect(run.app.isRunning)
        #expect(run.client.topLevelWindows().contains(windows[1]))
        run.app.send(SIGTERM)
        #expect(run.app.wait(timeout: 10) == 0)
    }

    // behaviour 4.7: SIGTERM ends every scene, then the app, exit 0
    @Test(arguments: [SIGTERM, SIGINT])
    func terminationSignalDisconnectsEveryScene(signal: Int32) throws {
        let run = try start()
        defer { run.stop() }
        let windows = try open(upTo: 3, in: run)
        let before = run.lineCount
        run.app.send(signal)
        #expect(run.app.wait(timeout: 10) == 0)
        let lines = run.lines(after: before)
        for number in 1...3 {
            #expect(lines.contains("SceneDelegate[\(number)]::sceneDidDisconnect(_:)"))
        }
        #expect(lines.last == "AppDelegate::applicationWillTerminate(_:)")
        #expect(windows.allSatisfy { !run.client.topLevelWindows().contains($0) })
    }

    // The X server dies under three windows: one line, willTerminate, non-zero exit within 1 s
    @Test func losingTheXServerEndsTheAppWithinOneSecond() throws {
        let run = try start()
        defer { run.stop() }
        _ = try open(upTo: 3, in: run)
        let killedAt = Date()
        kill(run.server.pid, SIGKILL)
        let status = run.app.wait(timeout: 5)
        let elapsed = Date().timeIntervalSince(killedAt)
        #expect(status == 1)
        #expect(elapsed < 1, "took \(elapsed) s")
        let errors = run.app.standardError.split(separator: "\n")
        #expect(errors.count == 1, "stderr: \(run.app.standardError)")
        #expect(errors.first?.contains("lost the connection to display") == true)
        #expect(run.app.standardOutput.hasSuffix("AppDelegate::applicationWillTerminate(_:)\n"))
    }

    // The connection dropped by the server (XKillClient) while the server lives on
    @Test func aDroppedConnectionEndsTheAppLikeALostServer() throws {
        let run = try start()
        defer { run.stop() }
        let windows = try open(upTo: 2, in: run)
        let droppedAt = Date()
        #expect(run.client.killClient(owning: windows[1]))
        let status = run.app.wait(timeout: 5)
        #expect(status == 1)
        #expect(Date().timeIntervalSince(droppedAt) < 1)
        #expect(run.app.standardError.contains("lost the connection to display"), "stderr: \(run.app.standardError)")
        #expect(run.app.standardOutput.hasSuffix("AppDelegate::applicationWillTerminate(_:)\n"))
        // The server removed the dropped client's windows.
        _ = waitUntil(timeout: 5) { run.client.topLevelWindows().isEmpty }
        #expect(run.client.topLevelWindows().isEmpty)
    }

    // behaviour 4.6 (mapping: unmap → background; map → foreground): another client unmaps and maps a window
    @Test func unmapAndMapByAnotherClient() throws {
        let run = try start()
        defer { run.stop() }
        let windows = try open(upTo: 2, in: run)
        let before = run.lineCount
        #expect(run.client.unmap(windows[1]))
        #expect(run.waitFor("SceneDelegate[2]::sceneDidEnterBackground(_:)"))
        #expect(run.client.restore(windows[1]))
        _ = waitUntil(timeout: 5) { run.lines(after: before).last == "SceneDelegate[2]::sceneDidBecomeActive(_:)" }
        #expect(
            run.lines(after: before).filter { $0.contains("[2]") } == [
                "SceneDelegate[2]::sceneWillResignActive(_:)", "SceneDelegate[2]::sceneDidEnterBackground(_:)",
                "SceneDelegate[2]::sceneWillEnterForeground(_:)", "SceneDelegate[2]::sceneDidBecomeActive(_:)",
            ])
        #expect(!run.lines(after: before).contains { $0.hasPrefix("SceneDelegate[1]::sceneDidEnterBackground") })
        run.app.send(SIGTERM)
        #expect(run.app.wait(timeout: 10) == 0)
    }

    // behaviour 6.18, 5.7: a resize storm reaches the controller coalesced, with the settled size
    @Test func resizeStormSettlesInOneTransitionPerTurn() throws {
        let run = try start()
        defer { run.stop() }
        let window = try #require(run.window(1))
        let before = run.lineCount
        let sizes = (1...60).map { (width: 320 + $0 * 4, height: 240 + $0 * 3) }
        #expect(run.client.resizeBurst(window, sizes: sizes))
        _ = waitUntil(timeout: 5) { run.app.standardOutput.contains("viewDidLayoutSubviews() 560x420") }
        let transitions = run.lines(after: before, prefixes: ["NoteViewController[1]::viewWillTransition"])
        let layouts = run.lines(after: before, prefixes: ["NoteViewController[1]::viewDidLayoutSubviews"])
        #expect(transitions.last == "NoteViewController[1]::viewWillTransition(to:with:) 560x420")
        #expect(layouts.last == "NoteViewController[1]::viewDidLayoutSubviews() 560x420")
        // Far fewer than 60, and never more layouts than transitions: one of each per turn.
        #expect(transitions.count < 20, "\(transitions.count) transitions")
        #expect(layouts.count <= transitions.count)
        #expect(run.client.geometry(of: window) == XTestClient.Geometry(width: 560, height: 420, isViewable: true))
        run.app.send(SIGTERM)
        #expect(run.app.wait(timeout: 10) == 0)
    }

    // The sample's trace shows each scene's life cycle
    @Test func traceShowsEachScenesLifecycle() throws {
        let run = try start(["WINDOWING_TRACE": "1"])
        defer { run.stop() }
        let windows = try open(upTo: 2, in: run)
        #expect(run.client.sendDeleteWindow(to: windows[1]))
        #expect(run.waitFor("didDiscardSceneSessions:) [2]"))
        run.app.send(SIGTERM)
        #expect(run.app.wait(timeout: 10) == 0)
        let trace = run.app.standardOutput.split(separator: "\n").filter { $0.hasPrefix("[trace]") }
            .map { String($0.dropFirst("[trace] ".count)).trimmingCharacters(in: .whitespaces) }
        func count(_ line: String) -> Int { trace.filter { $0 == line }.count }
        #expect(count("AppDelegate::application(_:configurationForConnecting:options:)") == 2)
        #expect(count("SceneDelegate::scene(_:willConnectTo:options:)") == 2)
        #expect(count("SceneDelegate::sceneWillEnterForeground(_:)") == 2)
        #expect(count("SceneDelegate::sceneDidBecomeActive(_:)") >= 2)
        #expect(count("SceneDelegate::sceneDidDisconnect(_:)") == 2)
        #expect(count("AppDelegate::application(_:didDiscardSceneSessions:)") == 1)
        #expect(trace.contains { $0.hasPrefix("· requestSceneSessionActivation(nil) queued") })
        #expect(trace.contains { $0.hasPrefix("· x11: created window") && $0.hasSuffix("'MultiWindow 2'") })
        #expect(trace.last == "AppDelegate::applicationWillTerminate(_:)")
    }

    // No leaks: 200 scenes opened and closed in one process
    @Test func twoHundredWindowsOpenAndCloseWithoutLeaking() throws {
        let run = try start(["MULTIWINDOW_CYCLE": "200"])
        defer { run.stop() }
        #expect(run.app.wait(timeout: 60) == 0, "stderr: \(run.app.standardError)")
        let output = run.app.standardOutput
        #expect(
            output.contains(
                "cycle: closed 200 scenes, made 201 windows, 201 controllers, 402 counted views, 1407 views in all, "
                    + "201 scenes, 201 scene delegates"
            ), "\(output.suffix(600))")
        // Only the first scene's objects were alive at the end: one of each, and its 7 views.
        #expect(output.contains("cycle: alive anyView=7 controller=1 scene=1 sceneDelegate=1 view=2 window=1"))
        #expect(output.contains("cycle: attached-shm-segments 1"))
        let rss = output.split(separator: "\n").first { $0.hasPrefix("cycle: rss-kib") }?.split(separator: " ")
        let tenth = Int(rss?[3] ?? "")
        let last = Int(rss?[5] ?? "")
        #expect(tenth != nil && last != nil)
        if let tenth, let last {
            #expect(last - tenth <= 2048, "after the 10th close \(tenth) KiB, after the 200th \(last) KiB")
        }
        // The X server holds no window of the app, and the kernel no segment it created.
        #expect(run.client.topLevelWindows().isEmpty)
        let segments = (try? String(contentsOfFile: "/proc/sysvipc/shm", encoding: .utf8)) ?? ""
        let ours = segments.split(separator: "\n").dropFirst().filter { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            return fields.count > 5 && fields[4] == "\(run.app.pid)"
        }
        #expect(ours.isEmpty, "segments left by the app: \(ours)")
    }
}

extension MultiWindowTests {
    /// What the app's X client holds on the server once MULTIWINDOW_CYCLE=`cycles` is done and
    /// only the first window is left (X-Resource's per-type counts).
    private func heldResources(afterCycles cycles: Int) throws -> [String: Int] {
        let run = try start(["MULTIWINDOW_CYCLE": "\(cycles)", "MULTIWINDOW_CYCLE_HOLD": "1"])
        defer { run.stop() }
        try #require(run.waitFor("cycle: attached-shm-segments", timeout: 60), "stderr: \(run.app.standardError)")
        let window = try #require(run.client.windows(named: "MultiWindow 1").first)
        // The app flushes its last destroy requests when its loop next turns; a round trip of
        // our own after a moment makes sure the server has handled them.
        _ = waitUntil(timeout: 0.3) { false }
        let counts = try XResourceCounter(displayName: run.server.displayName).resources(ofClientOwning: UInt32(window))
        run.app.send(SIGTERM)
        #expect(run.app.wait(timeout: 10) == 0)
        return counts
    }

    // No leaks on the server: after 200 scenes the app holds exactly what it held after one
    // (windows, GCs, pixmaps, SHM segments and every other resource type the server counts).
    @Test func twoHundredWindowsLeaveNoXResourceBehind() throws {
        let afterOne = try heldResources(afterCycles: 1)
        let afterTwoHundred = try heldResources(afterCycles: 200)
        print(
            "MultiWindowTests: X resources after 1 cycle \(afterOne.sorted { $0.key < $1.key }), after 200 "
                + "\(afterTwoHundred.sorted { $0.key < $1.key })"
        )
        #expect(afterOne == afterTwoHundred)
        // The first window, its back buffer's segment, and no pixmap at all.
        #expect(afterTwoHundred["WINDOW"] == 1)
        #expect(afterTwoHundred["ShmSeg"] == 1)
        #expect(afterTwoHundred["PIXMAP"] == nil)
    }
}
