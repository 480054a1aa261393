import Foundation
import Testing

@_spi(LayoutSolver) @testable import Windowing

/// ConstraintSolver against kiwisolver, the reference Cassowary implementation (C++, run from
/// Python): 2,000 random systems from `scripts/kiwi-differential.py`, each built, pruned, edited
/// and given new constants, must reach the same values (within 1e-6, relative) and refuse the
/// same unsatisfiable constraints.
struct SolverDifferentialTests {
    /// Debian's python3-kiwisolver (scripts/setup.sh installs it) is built for the system Python.
    private static let interpreters = ["/usr/bin/python3", "/usr/local/bin/python3"]

    private func runScript() throws -> (status: Int32, output: String, errors: String) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let python = Self.interpreters.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/python3"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [root.appendingPathComponent("scripts/kiwi-differential.py").path, "--systems", "2000"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read before waiting: the output is larger than a pipe holds.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: data, as: UTF8.self), String(decoding: errorData, as: UTF8.self)
        )
    }

    @Test func sameSolutionsAndRefusalsAsKiwisolver() throws {
        let (status, output, errors) = try runScript()
        try #require(status == 0, "scripts/kiwi-differential.py failed: \(errors)")
        var replay = KiwiReplay()
        replay.replay(output)
        #expect(replay.systems == 2000)
        // Enough of each kind of operation for the comparison to mean something.
        #expect(replay.operations > 20_000)
        #expect(replay.refusals > 100)
        #expect(replay.mismatches.isEmpty, "\(replay.mismatches.prefix(10).joined(separator: "\n"))")
    }
}
