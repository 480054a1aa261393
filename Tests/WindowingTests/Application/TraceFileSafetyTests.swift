import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// `WINDOWING_TRACE_FILE` often names a file in a shared folder such as /tmp, where another user
    /// can plant a link or a file at the name: the trace replaces the name with a new file of mode
    /// 0600 and never writes through what was there (issue 21).
    @Suite @MainActor struct TraceFileSafety {
        private static func mode(_ path: String) throws -> Int {
            try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        }

        private static func record(to path: String) throws {
            try Trace.startRecording(to: path, format: .jsonl)
            Trace.note("safety")
            Trace.stopRecording()
        }

        @Test func aLinkPlantedAtTheNameIsReplacedAndItsTargetIsUntouched() throws {
            let folder = try makeTemporaryDirectory()
            defer { removeTemporaryFolder(of: folder) }
            let victim = folder.appendingPathComponent("victim").path
            try Data("precious\n".utf8).write(to: URL(fileURLWithPath: victim))
            let path = folder.appendingPathComponent("trace.jsonl").path
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: victim)

            try Self.record(to: path)

            #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
            let type = try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
            #expect(type == .typeRegular)
            #expect(try Self.mode(path) == 0o600)
            #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\"method\":\"safety\""))
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["trace.jsonl", "victim"])
        }

        @Test func aDanglingLinkIsReplacedWithoutCreatingItsTarget() throws {
            let folder = try makeTemporaryDirectory()
            defer { removeTemporaryFolder(of: folder) }
            let target = folder.appendingPathComponent("created-through-the-link").path
            let path = folder.appendingPathComponent("trace.jsonl").path
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)

            try Self.record(to: path)

            #expect(!FileManager.default.fileExists(atPath: target))
            #expect(try Self.mode(path) == 0o600)
        }

        @Test func aFileTheUserNamedIsReplacedByANewPrivateOne() throws {
            let folder = try makeTemporaryDirectory()
            defer { removeTemporaryFolder(of: folder) }
            let path = folder.appendingPathComponent("trace.jsonl").path
            try #require(
                FileManager.default.createFile(
                    atPath: path, contents: Data("old\n".utf8), attributes: [.posixPermissions: 0o644]))
            let hardLink = folder.appendingPathComponent("other-name").path
            try FileManager.default.linkItem(atPath: path, toPath: hardLink)

            try Self.record(to: path)

            #expect(try Self.mode(path) == 0o600)
            #expect(try !String(contentsOfFile: path, encoding: .utf8).contains("old"))
            // The old file lives on under its other name, unchanged: its contents were never written through.
            #expect(try String(contentsOfFile: hardLink, encoding: .utf8) == "old\n")
        }
    }
}
