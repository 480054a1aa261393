import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// `WINDOWING_TRACE_FILE`: the launch recorded as JSON Lines and as Chrome trace-event JSON.
    @Suite @MainActor struct TraceExport {
        /// Launches the manifest scene app headless while recording to a file and collecting the text trace.
        static func recordLaunch(format: TraceFileFormat, fileName: String) throws -> (text: [String], file: Data) {
            let url = try makeTemporaryDirectory().appendingPathComponent(fileName)
            defer { removeTemporaryFolder(of: url) }
            try Trace.startRecording(to: url.path, format: format)
            defer { Trace.stopRecording() }
            let text = collectTrace { _ = try? TestApp.launchSceneApp() }
            Trace.stopRecording()
            return (text, try Data(contentsOf: url))
        }

        @Test func jsonLinesParseLineByLineInTheOrderOfTheTextTrace() throws {
            let (text, data) = try Self.recordLaunch(format: .jsonl, fileName: "launch.jsonl")
            let lines = try #require(String(data: data, encoding: .utf8)).split(separator: "\n")
            #expect(lines.count > 20)
            var shown: [String] = []
            var previous: Int64 = 0
            var depth = 0
            for line in lines {
                let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                #expect(Set(object.keys) == ["event", "ts", "class", "object", "method", "depth"])
                let event = try #require(object["event"] as? String)
                let method = try #require(object["method"] as? String)
                let className = try #require(object["class"] as? String)
                let timestamp = try #require((object["ts"] as? NSNumber)?.int64Value)
                let eventDepth = try #require(object["depth"] as? Int)
                #expect(timestamp >= previous, "timestamps never go back")
                previous = timestamp
                if event == "end" { depth -= 1 }
                #expect(eventDepth == depth, "\(line)")
                if event == "begin" { depth += 1 }
                let indent = String(repeating: "  ", count: eventDepth)
                switch event {
                case "begin", "call":
                    #expect((object["object"] as? String)?.hasPrefix("#") == true)
                    shown.append("[trace] " + indent + className + "::" + method)
                case "note": shown.append("[trace] " + indent + "· " + method)
                case "end": break
                default: Issue.record("unknown event kind \(event)")
                }
            }
            #expect(depth == 0, "every begin has its end")
            #expect(shown == text)
            #expect(text.contains("[trace] RecordingSceneDelegate::scene(_:willConnectTo:options:)"))
        }

        @Test func receiversKeepOneIdentityAndDifferentObjectsDiffer() throws {
            let (_, data) = try Self.recordLaunch(format: .jsonl, fileName: "ids.jsonl")
            let events = try String(decoding: data, as: UTF8.self).split(separator: "\n").map {
                try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            }
            var classOf: [String: String] = [:]
            for event in events where event["event"] as? String != "note" {
                let object = try #require(event["object"] as? String)
                let className = try #require(event["class"] as? String)
                #expect(classOf[object, default: className] == className, "\(object) is one object")
                classOf[object] = className
            }
            // One scene delegate, one window, one root controller: each class has exactly one number.
            for className in ["RecordingSceneDelegate", "UIWindow", "RecordingViewController"] {
                #expect(classOf.values.filter { $0 == className }.count == 1, "\(className)")
            }
        }

        @Test func chromeTraceParsesWithBalancedBeginEndAndOrderedTimestamps() throws {
            let (text, data) = try Self.recordLaunch(format: .chrome, fileName: "launch.json")
            let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let events = try #require(root["traceEvents"] as? [[String: Any]])
            var open: [Int: [String]] = [:]
            var lastTimestamp: [Int: Double] = [:]
            var phases: Set<String> = []
            for event in events {
                let phase = try #require(event["ph"] as? String)
                let name = try #require(event["name"] as? String)
                let tid = try #require(event["tid"] as? Int)
                let timestamp = try #require((event["ts"] as? NSNumber)?.doubleValue)
                #expect(event["pid"] as? Int == Int(getpid()))
                #expect(event["cat"] is String)
                #expect(timestamp >= lastTimestamp[tid, default: 0])
                lastTimestamp[tid] = timestamp
                phases.insert(phase)
                switch phase {
                case "B": open[tid, default: []].append(name)
                case "E": #expect(open[tid]?.popLast() == name, "E closes the innermost B")
                case "X": #expect(event["dur"] as? Int == 0)
                case "i": #expect(event["s"] as? String == "t")
                default: Issue.record("unexpected phase \(phase)")
                }
            }
            let unclosed = open.values.reduce(0) { $0 + $1.count }
            #expect(unclosed == 0)
            #expect(phases == ["B", "E", "X", "i"])
            #expect(events.filter { ["B", "X", "i"].contains($0["ph"] as? String) }.count == text.count)
        }

        @Test func aPathThatCannotBeWrittenWarnsOnceAndLeavesTracingOff() throws {
            var warnings: [String] = []
            let environment = ["WINDOWING_TRACE_FILE": "/nonexistent-windowing/trace.jsonl"]
            Trace.startRecordingFromEnvironment({ environment[$0] }, warn: { warnings.append($0) })
            #expect(
                warnings == [
                    "WINDOWING_TRACE_FILE: cannot write the trace to '/nonexistent-windowing/trace.jsonl' "
                        + "(No such file or directory); tracing to a file is off. Hint: name a file in an existing, "
                        + "writable folder, e.g. /tmp/trace.jsonl or /tmp/trace.json"
                ])
            #expect(Trace.file == nil)
        }

        @Test func formatFollowsTheVariableThenTheExtension() throws {
            #expect(TraceFileFormat.chosen(path: "t.json", formatValue: nil).format == .chrome)
            #expect(TraceFileFormat.chosen(path: "t.jsonl", formatValue: nil).format == .jsonl)
            #expect(TraceFileFormat.chosen(path: "t.json", formatValue: "JSONL").format == .jsonl)
            let unknown = TraceFileFormat.chosen(path: "t.txt", formatValue: "xml")
            #expect(unknown.format == .jsonl)
            #expect(
                unknown.warning
                    == "WINDOWING_TRACE_FORMAT: unknown format 'xml'; use jsonl or chrome (writing jsonl, chosen from "
                    + "the file name t.txt)"
            )
        }

        @Test func namesAndNotesAreEscapedAsJSON() throws {
            let line = TraceFile.jsonLine(
                TraceEvent(kind: .note, timestamp: 5, className: "", object: "", method: "a \"b\"\\\n\u{1}", depth: 2))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["method"] as? String == "a \"b\"\\\n\u{1}")
        }
    }
}
