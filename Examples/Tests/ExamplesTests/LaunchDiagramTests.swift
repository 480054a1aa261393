import Foundation
import Testing
import WindowingTesting

@testable import LaunchDiagram
@testable import Windowing

/// TraceDiagram's model and drawing, over a hand-written launch so the picture is deterministic.
@Suite @MainActor struct LaunchDiagramTests {
    /// A scene app's launch as `WINDOWING_TRACE_FILE` records it (timestamps are not drawn).
    static let launch: [TraceEvent] = {
        var events: [TraceEvent] = []
        var depth = 0
        func note(_ text: String) {
            events.append(TraceEvent(kind: .note, timestamp: 0, className: "", object: "", method: text, depth: depth))
        }
        func call(_ className: String, _ object: String, _ method: String, _ inside: () -> Void = {}) {
            events.append(
                TraceEvent(
                    kind: .begin, timestamp: 0, className: className, object: object, method: method, depth: depth))
            depth += 1
            inside()
            depth -= 1
            events.append(
                TraceEvent(kind: .end, timestamp: 0, className: className, object: object, method: method, depth: depth)
            )
        }
        note("UIApplicationMain creates the app delegate (AppDelegate)")
        call("AppDelegate", "#1", "application(_:didFinishLaunchingWithOptions:)")
        note("UIApplication creates a UISceneSession and a UIWindowScene (configuration 'Default Configuration')")
        note("UIApplication creates the scene delegate (SceneDelegate)")
        call("SceneDelegate", "#2", "scene(_:willConnectTo:options:)") {
            call("UIWindow", "#3", "makeKeyAndVisible()") {
                call("ViewController", "#4", "viewDidLoad()")
                call("UIWindow", "#3", "becomeKey()")
            }
        }
        call("ViewController", "#4", "viewWillAppear(_:)")
        call("SceneDelegate", "#2", "sceneDidBecomeActive(_:)")
        call("UIView", "#5", "layoutSubviews()") {
            call("ViewController", "#4", "viewDidLayoutSubviews()")
        }
        events.append(
            TraceEvent(kind: .call, timestamp: 0, className: "UIView", object: "#5", method: "draw(_:)", depth: 0))
        call("ViewController", "#4", "viewDidAppear(_:)")
        return events
    }()

    /// The launch as TraceDiagram sees it: written as the trace file's JSON lines, then read back.
    static func recorded() throws -> [RecordedEvent] {
        let lines = launch.map { TraceFile.jsonLine($0) + "\n" }.joined()
        return try TraceEventReader.events(fromJSONLines: lines, source: "launch.jsonl")
    }

    @Test func theReaderGetsBackEveryFieldTheRecorderWrites() throws {
        let read = try Self.recorded()
        #expect(read.count == Self.launch.count)
        for (event, line) in zip(Self.launch, read) {
            #expect(line.kind.rawValue == event.kind.rawValue)
            #expect(line.timestamp == event.timestamp && line.depth == event.depth)
            #expect(line.className == event.className && line.object == event.object && line.method == event.method)
        }
    }

    @Test func lifelinesFollowTheRolesOfTheLaunchChain() throws {
        let diagram = SequenceDiagram(events: try Self.recorded())
        #expect(
            diagram.lifelines.map(\.title) == [
                "UIApplication", "AppDelegate", "UISceneSession", "UIWindowScene", "SceneDelegate", "UIWindow",
                "ViewController",
            ])
        #expect(diagram.lifelines.map(\.role) == SequenceDiagram.Role.allCases)
    }

    @Test func arrowsComeFromTheNearestShownCallerAndViewsAreLeftOut() throws {
        let diagram = SequenceDiagram(events: try Self.recorded())
        let arrows = diagram.messages.map {
            "\(diagram.lifelines[$0.from].title)->\(diagram.lifelines[$0.to].title) \($0.label)"
        }
        #expect(
            arrows == [
                "UIApplication->AppDelegate create",
                "UIApplication->AppDelegate application(_:didFinishLaunchingWithOptions:)",
                "UIApplication->UISceneSession create",
                "UIApplication->UIWindowScene create",
                "UIApplication->SceneDelegate create",
                "UIApplication->SceneDelegate scene(_:willConnectTo:options:)",
                "SceneDelegate->UIWindow makeKeyAndVisible()",
                "UIWindow->ViewController viewDidLoad()",
                "UIWindow->UIWindow becomeKey()",
                "UIApplication->ViewController viewWillAppear(_:)",
                "UIApplication->SceneDelegate sceneDidBecomeActive(_:)",
                "UIApplication->ViewController viewDidLayoutSubviews()",
                "UIApplication->ViewController viewDidAppear(_:)",
            ])
        // willConnectTo spans rows 5–8; makeKeyAndVisible 6–8; becomeKey is nested one level on the window.
        #expect(diagram.activations.contains(.init(lifeline: 4, firstRow: 5, lastRow: 8, level: 0)))
        #expect(diagram.activations.contains(.init(lifeline: 5, firstRow: 6, lastRow: 8, level: 0)))
        #expect(diagram.activations.contains(.init(lifeline: 5, firstRow: 8, lastRow: 8, level: 1)))
    }

    @Test func rendersTheGoldenDiagram() throws {
        let png = SequenceDiagramRenderer(title: "Launch sequence (golden)").pngData(
            SequenceDiagram(events: try Self.recorded()))
        assertGolden(png: png, named: "Trace/launch-sequence")
    }

    @Test func aLineThatIsNotJSONNamesFileAndLine() {
        #expect(
            throws: TraceEventReader.ReadError(
                description:
                    "TraceDiagram: t.jsonl:2: not a JSON object; hint: record the trace with "
                    + "WINDOWING_TRACE_FILE=<file>.jsonl (JSON Lines, not the Chrome .json format)"
            )
        ) {
            _ = try TraceEventReader.events(
                fromJSONLines: TraceFile.jsonLine(Self.launch[0]) + "\n{\"traceEvents\":[\n", source: "t.jsonl")
        }
    }
}
