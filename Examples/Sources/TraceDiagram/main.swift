// TraceDiagram: renders a launch recorded with WINDOWING_TRACE_FILE=<file>.jsonl as a
// sequence-diagram PNG (README, "Seeing the launch").
//   swift run TraceDiagram trace.jsonl out.png [--title TEXT]
import Foundation
import LaunchDiagram
import Windowing

@MainActor
func runTraceDiagram(_ arguments: [String]) -> Int32 {
    var positional: [String] = []
    var title: String?
    var index = 0
    while index < arguments.count {
        if arguments[index] == "--title", index + 1 < arguments.count {
            title = arguments[index + 1]
            index += 2
        } else {
            positional.append(arguments[index])
            index += 1
        }
    }
    guard positional.count == 2 else {
        FileHandle.standardError.write(Data("usage: TraceDiagram <trace.jsonl> <out.png> [--title TEXT]\n".utf8))
        return 2
    }
    let (input, output) = (positional[0], positional[1])
    do {
        guard let data = FileManager.default.contents(atPath: input) else {
            throw TraceEventReader.ReadError(
                description: "TraceDiagram: cannot read \(input); hint: record one with WINDOWING_TRACE_FILE=\(input)")
        }
        let events = try TraceEventReader.events(fromJSONLines: String(decoding: data, as: UTF8.self), source: input)
        let diagram = SequenceDiagram(events: events)
        let renderer = SequenceDiagramRenderer(
            title: title ?? "Launch sequence (\(URL(fileURLWithPath: input).lastPathComponent))")
        let png = renderer.pngData(diagram)
        try png.write(to: URL(fileURLWithPath: output))
        print("TraceDiagram: \(diagram.lifelines.count) lifelines, \(diagram.messages.count) arrows → \(output)")
        return 0
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        return 1
    }
}

exit(MainActor.assumeIsolated { runTraceDiagram(Array(CommandLine.arguments.dropFirst())) })
