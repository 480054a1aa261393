import Foundation
import Testing
import WindowingTesting

/// Scales an X client or a user can set to anything: `Xft.dpi` set with `xrdb` as a user would,
/// and `WINDOWING_SCALE`. Absurd values are clamped with a warning naming their source, and the
/// app still reaches its first frame (issue 21: they used to trap at launch).
@Suite(.serialized)
struct HostileResourceTests {
    let executable = AppProcess.builtProduct(named: "HelloWindow")

    /// Runs `xrdb -merge` on `server` with `resources` on its standard input.
    private func merge(_ resources: String, on server: XvfbServer) throws {
        let xrdb = try #require(
            ["/usr/bin/xrdb", "/bin/xrdb"].first { FileManager.default.isExecutableFile(atPath: $0) },
            "xrdb is missing; scripts/setup.sh installs it (x11-xserver-utils)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xrdb)
        process.arguments = ["-display", server.displayName, "-nocpp", "-merge"]
        let input = Pipe()
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(Data(resources.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    /// HelloWindow run to its first frame on `server`; its exit status, standard output and error.
    private func runToFirstFrame(on server: XvfbServer, extra: [String: String] = [:]) throws
        -> (status: Int32?, output: String, error: String)
    {
        var environment = [
            "DISPLAY": server.displayName, "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(),
            "WINDOWING_EXIT_AFTER_FIRST_FRAME": "1",
        ]
        environment.merge(extra) { $1 }
        let app = try AppProcess(executable: executable, environment: environment)
        let status = app.wait(timeout: 60)
        return (status, app.standardOutput, app.standardError)
    }

    @Test(arguments: ["1e20", "inf"])
    func hugeXftDPIFromXrdbIsClampedAndTheAppDraws(_ dpi: String) throws {
        let server = try XvfbServer(width: 1024, height: 768)
        defer { server.stop() }
        try merge("Xft.dpi: \(dpi)\n", on: server)
        let run = try runToFirstFrame(on: server)
        #expect(run.status == 0, "stderr: \(run.error)")
        #expect(run.output.split(separator: "\n").contains { $0.hasPrefix("first-frame ") })
        #expect(
            run.error.contains(
                "Windowing: X11: Xft.dpi '\(dpi)' in RESOURCE_MANAGER is out of range; using scale 8 "
                    + "(scales run from 0.5 to 8)"),
            "stderr: \(run.error)")
    }

    @Test func hugeWindowingScaleIsClampedAndTheAppDraws() throws {
        let server = try XvfbServer(width: 1024, height: 768)
        defer { server.stop() }
        let run = try runToFirstFrame(on: server, extra: ["WINDOWING_SCALE": "1e20"])
        #expect(run.status == 0, "stderr: \(run.error)")
        #expect(run.output.split(separator: "\n").contains { $0.hasPrefix("first-frame ") })
        #expect(
            run.error.contains(
                "Windowing: X11: WINDOWING_SCALE '1e20' is out of range; using scale 8 (scales run from 0.5 to 8)"),
            "stderr: \(run.error)")
    }
}
