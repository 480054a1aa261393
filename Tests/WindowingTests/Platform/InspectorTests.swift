import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// The live inspector (issue 7), headless: its graph is exactly the objects alive and follows a
    /// second scene coming and going, child controllers and subviews; its call log holds the trace
    /// in order with times; its window is not the app's; selecting a view highlights it in its
    /// window and deselecting restores the pixels.
    @Suite @MainActor struct InspectorTests {
        static let highlight: UInt32 = 0xFF00_99FF

        /// Every object the graph must show, found by walking the app the way a reader of the
        /// public API would: delegate, sessions, scenes, scene delegates, windows, controllers, views.
        static func objectsAlive(in app: UIApplication) -> Set<ObjectIdentifier> {
            var objects: Set<ObjectIdentifier> = [ObjectIdentifier(app)]
            if let delegate = app.delegate { objects.insert(ObjectIdentifier(delegate)) }
            func addViews(_ view: UIView) {
                objects.insert(ObjectIdentifier(view))
                view.subviews.forEach(addViews)
            }
            func addController(_ controller: UIViewController) {
                objects.insert(ObjectIdentifier(controller))
                controller.children.forEach(addController)
            }
            for session in app.openSessions {
                objects.insert(ObjectIdentifier(session))
                guard let scene = session.scene as? UIWindowScene else { continue }
                objects.insert(ObjectIdentifier(scene))
                if let delegate = scene.delegate { objects.insert(ObjectIdentifier(delegate)) }
                for window in scene.windows {
                    addViews(window)
                    if let root = window.rootViewController { addController(root) }
                }
            }
            return objects
        }

        static func launch() throws -> TestApp {
            try AppTests.MultipleScenes.launch()
        }

        @Test func theGraphIsExactlyTheObjectsAliveWithTraceIdentities() throws {
            let test = try Self.launch()
            let snapshot = InspectorSnapshot(application: test.app)
            #expect(Set(snapshot.nodes.map(\.object)) == Self.objectsAlive(in: test.app))
            #expect(snapshot.nodes.count == Self.objectsAlive(in: test.app).count, "each object once")
            let roles = snapshot.nodes.prefix(7).map(\.role)
            #expect(
                roles == [.application, .appDelegate, .session, .scene, .sceneDelegate, .window, .rootViewController])
            #expect(snapshot.nodes[0].parent == nil)
            #expect(snapshot.nodes.dropFirst().allSatisfy { $0.parent != nil })
            // The edges run application → delegate, → session → scene → scene delegate and
            // window → controller.
            let parents = snapshot.nodes.prefix(7).map { $0.parent.map { snapshot.nodes[$0].role } }
            #expect(parents == [nil, .application, .application, .session, .scene, .scene, .window])
            #expect(snapshot.edges.count == snapshot.nodes.count - 1)
            let window = try #require(test.window)
            let windowNode = try #require(snapshot.nodes.first { $0.object == ObjectIdentifier(window) })
            #expect(windowNode.identity == Trace.identity(of: window), "the graph and the trace number objects alike")
            #expect(windowNode.className == "UIWindow")
            let lines = snapshot.text.split(separator: "\n")
            #expect(lines.first?.hasPrefix("application UIApplication #") == true)
            #expect(
                lines.contains { $0.hasPrefix("        root view controller RecordingViewController #") },
                "\(snapshot.text)")
        }

        // The issue's test: open and close a second window; the live graph gains and loses its objects.
        @Test func aSecondSceneJoinsTheLiveGraphAndLeavesIt() throws {
            let test = try Self.launch()
            let inspector = try #require(Inspector.open(for: test.app))
            test.app.runUntilIdle()
            let before = inspector.snapshot
            #expect(before.count(of: .scene) == 1)
            let second = try #require(AppTests.MultipleScenes.openScene(in: test))
            let during = inspector.snapshot
            #expect(Set(during.nodes.map(\.object)) == Self.objectsAlive(in: test.app))
            for role in [InspectorSnapshot.Role.session, .scene, .sceneDelegate, .window, .rootViewController] {
                #expect(during.count(of: role) == 2, "two of each \(role.rawValue)")
            }
            #expect(during.count(of: .view) == 2 * before.count(of: .view))
            let secondWindow = try #require(second.windows.first)
            #expect(during.nodes.contains { $0.object == ObjectIdentifier(secondWindow) })
            test.app.requestSceneSessionDestruction(second.session, options: nil)
            test.app.runUntilIdle()
            let after = inspector.snapshot
            #expect(Set(after.nodes.map(\.object)) == Self.objectsAlive(in: test.app))
            #expect(after.nodes.map(\.role) == before.nodes.map(\.role))
            #expect(after.nodes.map(\.identity) == before.nodes.map(\.identity))
            #expect(inspector.graphVersion >= 3, "redrawn as the scene came and went")
            inspector.close()
        }

        @Test func childControllersAndTheirViewsAppearUnderTheirParents() throws {
            let test = try Self.launch()
            let inspector = try #require(Inspector.open(for: test.app))
            test.app.runUntilIdle()
            let root = try #require(test.rootViewController)
            let child = UIViewController()
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            test.app.runUntilIdle()
            let snapshot = inspector.snapshot
            let childIndex = try #require(snapshot.nodes.firstIndex { $0.object == ObjectIdentifier(child) })
            #expect(snapshot.nodes[childIndex].role == .childViewController)
            #expect(snapshot.nodes[childIndex].parent.map { snapshot.nodes[$0].object } == ObjectIdentifier(root))
            let viewIndex = try #require(snapshot.nodes.firstIndex { $0.object == ObjectIdentifier(child.view) })
            #expect(snapshot.nodes[viewIndex].parent.map { snapshot.nodes[$0].object } == ObjectIdentifier(root.view))
            child.view.isHidden = true
            test.app.runUntilIdle()
            let detail = inspector.snapshot.nodes.first { $0.object == ObjectIdentifier(child.view) }?.detail
            #expect(detail == "view of UIViewController \(Trace.identity(of: child)), hidden")
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            test.app.runUntilIdle()
            #expect(!inspector.snapshot.nodes.contains { $0.object == ObjectIdentifier(child) })
            #expect(!inspector.snapshot.nodes.contains { $0.object == ObjectIdentifier(child.view) })
            inspector.close()
        }

        @Test func theCallLogHoldsTheTraceInOrderWithTimes() throws {
            let test = try Self.launch()
            let inspector = try #require(Inspector.open(for: test.app))
            AppTests.MultipleScenes.openScene(in: test)
            let events = inspector.log.events
            #expect(!events.contains { $0.kind == .end }, "each call once, where it began")
            #expect(zip(events, events.dropFirst()).allSatisfy { $0.timestamp <= $1.timestamp })
            let lines = events.compactMap(\.textLine)
            let expected = [
                "· live inspector open", "· requestSceneSessionActivation(nil) queued",
                "· UIApplication creates a UISceneSession", "RecordingSceneDelegate::scene(_:willConnectTo:options:)",
                "UIWindow::makeKeyAndVisible()", "RecordingViewController::viewDidLoad()",
                "RecordingViewController::viewDidAppear(_:)",
            ]
            var position = lines.startIndex
            for step in expected {
                let found = lines[position...].firstIndex { $0.hasPrefix(step) }
                #expect(found != nil, "\(step) after line \(position) in \(lines.joined(separator: "\n"))")
                position = (found ?? position) + 1
            }
            let connect = try #require(events.first { $0.method == "scene(_:willConnectTo:options:)" })
            let show = try #require(events.first { $0.method == "makeKeyAndVisible()" })
            #expect(show.depth == connect.depth + 1, "nesting kept")
            #expect(show.object == Trace.identity(of: try #require(SceneSetup.delegates.last?.window)))
            #expect(InspectorRenderer.milliseconds(12_630) == "12.630")
            #expect(InspectorRenderer.milliseconds(5) == "0.005")
            inspector.close()
            #expect(Trace.log == nil, "closed, the trace keeps nothing")
        }

        // WINDOWING_INSPECTOR=1: the log starts before the application object, so it shows the whole launch.
        @Test func openedAtLaunchTheCallLogShowsTheWholeLaunch() throws {
            UIApplication.resetForTesting()
            SceneSetup.reset()
            var plan = LaunchPlan(
                principalClass: UIApplication.self, delegateClass: ManifestAppDelegate.self,
                infoPlist: try TestPlist.manifest(), moduleName: "WindowingTests")
            plan.debugSwitches.opensInspector = true
            TerminationOverride.handler = { _ in }
            let app = try UIApplication.launch(plan, backend: HeadlessBackend())
            app.runUntilIdle()
            let inspector = try #require(Inspector.current)
            let lines = inspector.log.events.compactMap(\.textLine)
            #expect(lines.first == "· UIApplicationMain creates the application object (UIApplication)")
            #expect(lines.contains("ManifestAppDelegate::application(_:didFinishLaunchingWithOptions:)"))
            #expect(lines.contains("RecordingSceneDelegate::scene(_:willConnectTo:options:)"))
            #expect(lines.last == "RecordingViewController::viewDidAppear(_:)")
            #expect(inspector.snapshot.count(of: .window) == 1, "drawn once the app's window was")
            #expect(inspector.graphVersion >= 1)
            inspector.close()
        }

        @Test func theLogIsABoundedRing() {
            let log = TraceLog(capacity: 3)
            for number in 1...5 {
                log.append(
                    TraceEvent(
                        kind: .begin, timestamp: Int64(number), className: "C", object: "#1", method: "m\(number)",
                        depth: 0))
                log.append(
                    TraceEvent(
                        kind: .end, timestamp: Int64(number), className: "C", object: "#1", method: "m\(number)",
                        depth: 0))
            }
            #expect(log.events.map(\.method) == ["m3", "m4", "m5"])
            #expect(log.appendedCount == 5)
            #expect(log.last(2).map(\.method) == ["m4", "m5"])
        }

        @Test func theInspectorWindowIsNotTheApps() throws {
            var terminations: [Int32] = []
            let test = try AppTests.MultipleScenes.launch { terminations.append($0) }
            let scene = try #require(AppTests.MultipleScenes.launchScene(of: test))
            let window = try #require(test.window)
            let inspector = try #require(Inspector.open(for: test.app))
            test.app.runUntilIdle()
            #expect(test.backend.windows.count == 2, "the inspector has its own window")
            #expect(test.backend.windows[inspector.platformWindow]?.isVisible == true)
            #expect(test.app.connectedScenes.count == 1)
            #expect(scene.windows.count == 1 && scene.windows.first === window)
            #expect(test.app.window(inspector.platformWindow) == nil)
            #expect(test.app.keyWindow === window)
            #expect(!inspector.snapshot.nodes.contains { $0.className.contains("Inspector") })
            // Its pixels are drawn: the header's grey and the white graph pane.
            let surface = try #require(test.backend.capture(inspector.platformWindow))
            #expect(surface.pixel(x: 2, y: 2) == pixelValue(UIColor(cgColor: InspectorRenderer.headerBackground)))
            #expect(surface.pixel(x: 300, y: 540) == 0xFFFF_FFFF)

            // Focus lent to the inspector keeps the scene active; passed on elsewhere, the scene resigns.
            #expect(scene.activationState == .foregroundActive)
            test.backend.inject(.focusOut(try #require(window.platformWindow)))
            test.backend.inject(.focusIn(inspector.platformWindow))
            test.app.runUntilIdle()
            #expect(scene.activationState == .foregroundActive)
            #expect(test.app.keyWindow === window)
            test.backend.inject(.focusOut(inspector.platformWindow))
            test.app.runUntilIdle()
            #expect(scene.activationState == .foregroundInactive)

            // Closing it (WM_DELETE_WINDOW) leaves the app running.
            test.backend.inject(.closeRequested(inspector.platformWindow))
            test.app.runUntilIdle()
            #expect(Inspector.current == nil)
            #expect(test.backend.windows.count == 1)
            #expect(terminations.isEmpty)
            #expect(!test.app.isTerminating)
            // With it open again, closing the last scene still ends the app.
            Inspector.open(for: test.app)
            test.app.runUntilIdle()
            test.send { .closeRequested($0) }
            #expect(terminations == [0])
            #expect(Inspector.current == nil)
        }

        /// Clicks graph row `row` in the inspector's window, as the window system reports it.
        static func click(row: Int, in test: TestApp, _ inspector: Inspector) {
            let y = inspector.renderer.rowMidY(row, firstVisibleRow: inspector.firstVisibleRow)
            test.backend.inject(.pointer(.buttonDown(1), x: 100, y: y, in: inspector.platformWindow))
            test.backend.inject(.pointer(.buttonUp(1), x: 100, y: y, in: inspector.platformWindow))
            test.app.runUntilIdle()
        }

        @Test func selectingAViewRowHighlightsItAndDeselectingRestoresThePixels() throws {
            let test = try Self.launch()
            let card = UIView(frame: CGRect(x: 40, y: 100, width: 100, height: 60))
            card.backgroundColor = .white
            card.accessibilityIdentifier = "card"
            try #require(test.rootViewController?.view).addSubview(card)
            test.app.runUntilIdle()
            let plain = try DebugOverlay.pixels(test)
            let inspector = try #require(Inspector.open(for: test.app))
            test.app.runUntilIdle()
            #expect(try DebugOverlay.pixels(test) == plain, "opening the inspector changes no app pixel")
            let row = try #require(inspector.snapshot.nodes.firstIndex { $0.object == ObjectIdentifier(card) })
            #expect(inspector.snapshot.nodes[row].text.hasSuffix("(\"card\")"))
            Self.click(row: row, in: test, inspector)
            #expect(inspector.selectedRow == row)
            #expect(inspector.highlightedView === card)
            #expect(test.pixel(40, 130) == Self.highlight, "left edge outlined")
            #expect(test.pixel(139, 130) == Self.highlight, "right edge outlined")
            #expect(test.pixel(39, 130) == Self.highlight, "the 2-point line is centred on the edge")
            let tinted = try #require(test.pixel(90, 130))
            #expect(tinted != 0xFFFF_FFFF && tinted & 0xFF > 0xF0 && (tinted >> 16) & 0xFF < 0xC0, "tinted blue inside")
            // Its row is drawn selected in the inspector.
            let surface = try #require(test.backend.capture(inspector.platformWindow))
            let rowY = Int(inspector.renderer.rowMidY(row, firstVisibleRow: inspector.firstVisibleRow))
            #expect(surface.pixel(x: 2, y: rowY) == pixelValue(UIColor(cgColor: InspectorRenderer.selection)))

            Self.click(row: row, in: test, inspector)
            #expect(inspector.selectedRow == nil)
            #expect(try DebugOverlay.pixels(test) == plain, "deselecting restores the exact pixels")

            // Keyboard: Down selects the next row; the view going away clears the selection.
            Self.click(row: row - 1, in: test, inspector)
            test.backend.inject(.key(true, usage: 0x51, "", "", in: inspector.platformWindow))
            test.app.runUntilIdle()
            #expect(inspector.highlightedView === card)
            #expect(test.pixel(40, 130) == Self.highlight)
            card.removeFromSuperview()
            test.app.runUntilIdle()
            #expect(inspector.selectedRow == nil)
            #expect(try DebugOverlay.pixels(test) == plain)
            inspector.close()
        }

        @Test func controlAltITogglesTheInspectorWithoutReachingTheApp() throws {
            let test = try Self.launch()
            let i = DebugSwitches.inspectorToggleUsage
            let held: PlatformModifiers = [.control, .alternate]
            test.send { .key(true, usage: i, "\u{9}", "i", in: $0, modifiers: held) }
            test.send { .key(false, usage: i, "\u{9}", "i", in: $0, modifiers: held) }
            let inspector = try #require(Inspector.current)
            #expect(test.app.inputRouter.activePresses.isEmpty, "the key is the toolkit's")
            #expect(test.backend.windows[inspector.platformWindow] != nil)
            // Pressed in the inspector's own window, it closes it too.
            test.backend.inject(.key(true, usage: i, "\u{9}", "i", in: inspector.platformWindow, modifiers: held))
            test.app.runUntilIdle()
            #expect(Inspector.current == nil)
            #expect(test.backend.windows[inspector.platformWindow] == nil)
            #expect(Trace.log == nil)
        }

        @Test func theSwitchReadsOneAsOnAndWarnsOnceAboutOtherWords() {
            var warnings: [String] = []
            #expect(DebugSwitches.inspectorRequested(by: "1") { warnings.append($0) })
            #expect(DebugSwitches.inspectorRequested(by: "YES") { warnings.append($0) })
            #expect(!DebugSwitches.inspectorRequested(by: nil) { warnings.append($0) })
            #expect(!DebugSwitches.inspectorRequested(by: "0") { warnings.append($0) })
            #expect(warnings.isEmpty)
            #expect(!DebugSwitches.inspectorRequested(by: "on please") { warnings.append($0) })
            #expect(
                warnings == [
                    "WINDOWING_INSPECTOR: 'on please' is not a switch value; use 1 to open the live inspector at "
                        + "launch (Ctrl+Alt+I opens and closes it at run time)"
                ])
        }
    }
}
