import Foundation
import Testing

@testable import WindowingPort

/// Each folder in Goldens holds `input/`, an app folder written for one rewrite, and `expected/`,
/// the package the porter must write for it (sources, resources and port-report.txt; the manifest,
/// which names this checkout's path, is checked in ManifestTests). Set
/// WINDOWING_PORT_UPDATE_GOLDENS=1 to rewrite `expected/` after a deliberate change, then review the diff.
@Suite("Porting goldens")
struct GoldenTests {
    static let cases = [
        "Selectors", "ObjCAttributes", "OutletsAndActions", "ApplicationMain", "SyntaxError",
        "AssetCatalog", "SelectorClosures", "TableCells", "CollectionCells", "Previews", "Networking", "KeyPaths",
    ]

    @Test(arguments: cases)
    func golden(_ name: String) throws {
        let folder = PortTestSupport.goldens.appendingPathComponent(name)
        let scratch = try PortTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("Ported")
        _ = try Porter.run(
            PortOptions(
                input: folder.appendingPathComponent("input"), output: output,
                windowing: PortTestSupport.packageRoot))
        var actual = PortTestSupport.files(under: output)
        actual["Package.swift"] = nil
        let expectedFolder = folder.appendingPathComponent("expected")
        if ProcessInfo.processInfo.environment["WINDOWING_PORT_UPDATE_GOLDENS"] == "1" {
            try? FileManager.default.removeItem(at: expectedFolder)
            for (path, data) in actual {
                let url = expectedFolder.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(),
                    withIntermediateDirectories: true)
                try data.write(to: url)
            }
            return
        }
        let expected = PortTestSupport.files(under: expectedFolder)
        #expect(actual.keys.sorted() == expected.keys.sorted(), "files written for \(name)")
        for (path, data) in expected.sorted(by: { $0.key < $1.key }) {
            guard let written = actual[path] else { continue }
            if path.hasSuffix(".swift") || path.hasSuffix(".txt") {
                #expect(
                    String(decoding: written, as: UTF8.self) == String(decoding: data, as: UTF8.self),
                    "\(name): \(path)")
            } else {
                #expect(written == data, "\(name): \(path) differs")
            }
        }
    }
}
