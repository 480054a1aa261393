import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// The backend over a remote display: a TCP display behind `Benchmarks/x11proxy.py`, which delays
/// each direction and counts the replies a client waited for (issue 20). The link's time is a
/// figure for `Benchmarks/remote.py`, never an assertion here.
extension X11BackendTests {
    @Test func aWindowBehindTheDelayProxyGetsItsFirstFrame() throws {
        let proxy = try DelayProxyProcess(serverDisplay: server.displayName)
        var stopped = false
        defer { if !stopped { _ = try? proxy.stop() } }
        // Shared memory allowed: over TCP the backend must find out on its own that it has none.
        let backend = try X11Backend(displayName: proxy.displayName, environment: X11Environment())
        let client = try XTestClient(displayName: server.displayName)
        // A TCP display: the window is made through the launch connection, Xlib's opens beside it.
        #expect(backend.usesLaunchConnectionForTesting)
        let id = try openWindow(backend)
        try paintPattern(backend, id)
        #expect(backend.usesSharedMemoryForTesting(id) == false)
        try expectServerMatchesBackBuffer(backend, id, client)
        backend.shutdown()
        stopped = true
        let links = try proxy.stop()
        // The launch connection and Xlib's.
        #expect(links.count == 2, "links: \(links)")
        for link in links {
            let waited = try #require(link["waited"] as? [String: Int], "a link without counters")
            // The atoms' replies arrive with RESOURCE_MANAGER's, asked for after them: none is
            // waited for alone.
            #expect(waited["InternAtom", default: 0] == 0, "waited replies: \(waited)")
            // XKB is left out of XOpenDisplay and switched on with the keyboard, which this window
            // never readies: its UseExtension is never waited for. Its opcode, asked for on the
            // opener thread, is collected when Xlib's connection takes the window over, which
            // this test makes happen at once (its syncs), before that reply can have come.
            let xkb = waited.keys.filter { $0.contains("XKEYBOARD") && $0 != "QueryExtension XKEYBOARD" }
            #expect(xkb.isEmpty, "waited replies: \(waited)")
        }
    }
}

/// `Benchmarks/x11proxy.py` run as a child: 25 ms each way in front of an Xvfb's Unix socket. It
/// runs until its standard input closes, so it cannot outlive the test process.
final class DelayProxyProcess {
    let displayName: String
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()

    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Benchmarks/x11proxy.py")

    init(serverDisplay: String) throws {
        let socket = "/tmp/.X11-unix/X" + serverDisplay.dropFirst()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [Self.script.path, "--socket", socket, "--delay-ms", "25"]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("display ") else {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            throw ProxyError(description: "x11proxy: expected 'display 127.0.0.1:N', read '\(text)'")
        }
        displayName = String(text.dropFirst("display ".count))
    }

    /// Closes the proxy's input, waits for it, and returns each link's counters.
    @discardableResult
    func stop() throws -> [[String: Any]] {
        try? input.fileHandleForWriting.close()
        let rest = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let parsed = try JSONSerialization.jsonObject(with: rest)
        guard let links = parsed as? [[String: Any]] else {
            throw ProxyError(description: "x11proxy: its counters are not a list of objects")
        }
        return links
    }

    struct ProxyError: Error, CustomStringConvertible {
        let description: String
    }
}
