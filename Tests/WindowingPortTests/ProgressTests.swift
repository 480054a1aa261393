import Foundation
import Synchronization
import Testing

@testable import WindowingPort

/// A large folder finishes and says how far it got every 100 files.
@Suite("Porting progress")
struct ProgressTests {
    @Test func twoThousandFiles() throws {
        let scratch = try PortTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let input = scratch.appendingPathComponent("BigApp")
        var files: [String: String] = [:]
        for index in 0..<2_000 {
            files["Group\(index / 100)/View\(index).swift"] = """
                import UIKit

                class View\(index): UIView {
                    @objc func tapped() {}
                    func install(on control: UIControl) {
                        control.addTarget(self, action: #selector(tapped), for: .touchUpInside)
                    }
                }

                """
        }
        try PortTestSupport.write(files, into: input)
        let lines = Mutex<[String]>([])
        let output = scratch.appendingPathComponent("Out")
        let report = try Porter.run(
            PortOptions(
                input: input, output: output, windowing: PortTestSupport.packageRoot,
                progress: { line in lines.withLock { $0.append(line) } }))
        let expected = stride(from: 100, through: 2_000, by: 100).map { "windowing-port: \($0) of 2000 files" }
        #expect(lines.withLock { $0 } == expected)
        #expect(report.entries(.changed).count == 2_000 * 2 + 1)
        #expect(report.entries(.unconverted).map(\.file) == ["Info.plist"], "only the missing Info.plist")
        let written = try String(
            contentsOf: output.appendingPathComponent("Sources/BigApp/Group19/View1999.swift"),
            encoding: .utf8)
        #expect(written.contains("action: ActionMessage(View1999.tapped)"))
    }
}
