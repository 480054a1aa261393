#if canImport(Glibc)
// The test swaps `stdout` to read what `print` writes, on the main actor, as the toolkit does.
@preconcurrency import Glibc
#endif
import Foundation
import Testing

@testable import Windowing

/// An app delegate implementing only `didFinishLaunching`, which builds a window (behaviour 2d.1): every
/// other UIApplicationDelegate method is the protocol's default, which UIKit would never call.
final class MinimalAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: LaunchOptions?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = RecordingViewController()
        self.window = window
        window.makeKeyAndVisible()
        return true
    }
}

/// A scene app configured in code whose `configurationForConnecting` prints its own line as
/// `Type::method`.
final class PrintingAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        print(String(describing: type(of: self)) + "::" + #function)
        let configuration = UISceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = RecordingSceneDelegate.self
        return configuration
    }
}

/// A protocol with an optional method, declared as the toolkit's delegate protocols are.
@MainActor
protocol OptionalGreeting: AnyObject {
    func greet()
}

extension OptionalGreeting {
    func greet() { Trace.defaultImplementationRan(self) }
}

final class SilentGreeter: OptionalGreeting {}

final class LoudGreeter: OptionalGreeting {
    var inside: () -> Void = {}
    func greet() { inside() }
}

extension AppTests {
    /// Optional delegate methods appear in the trace only when the app implements them, as UIKit
    /// calls only those (`Trace.callOptional`).
    @Suite @MainActor struct OptionalCallTrace {
        @Test func aDefaultImplementationLeavesNoLineAndAnImplementedOneItsLine() {
            let other = SilentGreeter()
            let silent: [String] = collectTrace { Trace.callOptional(other, "greet()") { SilentGreeter().greet() } }
            #expect(silent == ["[trace] SilentGreeter::greet()"], "another object's default does not drop the call")
            let greeter = SilentGreeter()
            let none: [String] = collectTrace { Trace.callOptional(greeter, "greet()") { greeter.greet() } }
            #expect(none.isEmpty)
            let loud = LoudGreeter()
            let one: [String] = collectTrace { Trace.callOptional(loud, "greet()") { loud.greet() } }
            #expect(one == ["[trace] LoudGreeter::greet()"])
        }

        @Test func aHeldCallIsWrittenBeforeWhatIsTracedInsideItAtItsOwnDepth() {
            let outer = LoudGreeter()
            let inner = SilentGreeter()
            outer.inside = {
                Trace.callOptional(inner, "greet()") { inner.greet() }
                Trace.note("inside")
                Trace.call(inner, "other()") {}
            }
            let lines: [String] = collectTrace {
                Trace.call(outer, "start()") { Trace.callOptional(outer, "greet()") { outer.greet() } }
            }
            let expected: [String] = [
                "[trace] LoudGreeter::start()",
                "[trace]   LoudGreeter::greet()",
                "[trace]     · inside",
                "[trace]     SilentGreeter::other()",
            ]
            #expect(lines == expected)
        }

        @Test func anAppDelegateWithoutWillFinishLaunchingHasNoSuchLine() {
            var test: TestApp?
            let lines: [String] = collectTrace { test = TestApp.launch(delegate: MinimalAppDelegate.self) }
            #expect(test?.window?.isKeyWindow == true)
            #expect(!lines.contains { $0.contains("willFinishLaunchingWithOptions") })
            #expect(!lines.contains { $0.contains("applicationDidBecomeActive") })
            let start: Int? = lines.firstIndex(
                of: "[trace] MinimalAppDelegate::application(_:didFinishLaunchingWithOptions:)")
            #expect(start != nil)
            let nested: [String] = [
                "[trace]   UIWindow::makeKeyAndVisible()",
                "[trace]     RecordingViewController::loadView()",
                "[trace]     RecordingViewController::viewDidLoad()",
            ]
            if let start, start + 3 < lines.count {
                let following: [String] = Array(lines[(start + 1)...(start + 3)])
                #expect(following == nested)
            }
        }

        @Test func anAppDelegateWithWillFinishLaunchingHasItsLineAndNestedCalls() {
            let lines: [String] = collectTrace { _ = TestApp.launchPreSceneApp() }
            let willFinish: Int? = lines.firstIndex(
                of: "[trace] PreSceneAppDelegate::application(_:willFinishLaunchingWithOptions:)")
            let didFinish: Int? = lines.firstIndex(
                of: "[trace] PreSceneAppDelegate::application(_:didFinishLaunchingWithOptions:)")
            #expect(willFinish != nil)
            if let willFinish, let didFinish {
                #expect(didFinish == willFinish + 1)
                #expect(lines[didFinish + 1] == "[trace]   UIWindow::makeKeyAndVisible()")
            }
            #expect(lines.contains("[trace] PreSceneAppDelegate::applicationDidBecomeActive(_:)"))
        }

        @Test func jsonLinesHaveBalancedCallsAndNoEventForUnimplementedMethods() throws {
            let url = try makeTemporaryDirectory().appendingPathComponent("optional.jsonl")
            defer { removeTemporaryFolder(of: url) }
            try Trace.startRecording(to: url.path, format: .jsonl)
            defer { Trace.stopRecording() }
            _ = TestApp.launch(delegate: MinimalAppDelegate.self)
            Trace.stopRecording()
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            var events: [[String: Any]] = []
            for line in text.split(separator: "\n") {
                let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
                events.append(try #require(object as? [String: Any]))
            }
            var open: [String] = []
            var previous: Int64 = 0
            for event in events {
                let kind: String = try #require(event["event"] as? String)
                let method: String = try #require(event["method"] as? String)
                let depth: Int = try #require(event["depth"] as? Int)
                let timestamp: Int64 = try #require((event["ts"] as? NSNumber)?.int64Value)
                #expect(timestamp >= previous, "a held begin keeps its time, before what ran inside it")
                previous = timestamp
                let unimplemented: Bool =
                    method.contains("willFinishLaunching") || method.hasPrefix("applicationDidBecomeActive")
                #expect(!unimplemented, "\(method)")
                if kind == "end" {
                    let last: String? = open.popLast()
                    #expect(last == method)
                }
                #expect(depth == open.count, "\(kind) \(method)")
                if kind == "begin" { open.append(method) }
            }
            #expect(open.isEmpty, "every begin has its end")
            let didFinishMethod = "application(_:didFinishLaunchingWithOptions:)"
            let methods: [String] = events.map { ($0["method"] as? String) ?? "" }
            let kinds: [String] = events.map { ($0["event"] as? String) ?? "" }
            let didFinishKinds: [String] = methods.indices.filter { methods[$0] == didFinishMethod }.map { kinds[$0] }
            #expect(didFinishKinds == ["begin", "end"])
            let index: Int = try #require(methods.firstIndex(of: didFinishMethod))
            #expect(methods[index + 1] == "makeKeyAndVisible()")
            let nestedDepth: Int? = events[index + 1]["depth"] as? Int
            #expect(nestedDepth == 1)
        }

        @Test func configurationForConnectingComesBeforeTheAppsOwnLineInside() {
            let lines: [String] = Self.standardOutput { _ = TestApp.launch(delegate: PrintingAppDelegate.self) }
            let call = "PrintingAppDelegate::application(_:configurationForConnecting:options:)"
            let traced: Int? = lines.firstIndex(of: "[trace] " + call)
            let printed: Int? = lines.firstIndex(of: call)
            #expect(traced != nil && printed != nil)
            if let traced, let printed {
                #expect(printed == traced + 1, "the call's line, then the app's own line inside it")
            }
            #expect(!lines.contains { $0.contains("didFinishLaunchingWithOptions") })
            #expect(lines.contains("[trace] RecordingSceneDelegate::scene(_:willConnectTo:options:)"))
        }

        /// The lines printed to standard output while `body` runs with the text trace on, no sink,
        /// caught as the trace catches an optional call's output (`StandardOutputHold`).
        static func standardOutput(_ body: () -> Void) -> [String] {
            fflush(stdout)
            guard let hold = StandardOutputHold() else {
                Issue.record("no memory stream for standard output")
                return []
            }
            let wasEnabled = Trace.isEnabled
            Trace.isEnabled = true
            body()
            Trace.isEnabled = wasEnabled
            let text = String(decoding: hold.take(), as: UTF8.self)
            // Swift Testing writes its progress lines to standard output from its own threads;
            // when suites run in parallel, some land here. The trace's and the apps' lines hold "::".
            return text.split(separator: "\n").map(String.init).filter { $0.contains("::") }
        }
    }
}
