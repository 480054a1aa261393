import Foundation
import Testing

@testable import WindowingPort

/// Bad input stops the run before anything is written, with a message naming the subsystem, the
/// value and what to do; the command prints it and exits 1.
@Suite("Porting errors")
struct ErrorTests {
    private func port(
        _ input: URL, _ output: URL, windowing: URL? = PortTestSupport.packageRoot,
        force: Bool = false
    ) throws -> PortReport {
        try Porter.run(PortOptions(input: input, output: output, windowing: windowing, force: force))
    }

    private func message(of body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func missingInput() throws {
        let scratch = try PortTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let missing = scratch.appendingPathComponent("NoSuchApp")
        #expect(
            message { _ = try port(missing, scratch.appendingPathComponent("Out")) }
                == "Input: no folder at '\(missing.path)'; pass the folder that holds the app's .swift files and "
                + "Info.plist")
    }

    @Test func folderWithoutAnApp() throws {
        let scratch = try PortTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let input = scratch.appendingPathComponent("Tool")
        try PortTestSupport.write(
            ["main.swift": "import Foundation\nprint(\"hi\")\n", "README.md": "A tool\n"],
            into: input)
        let output = scratch.appendingPathComponent("Out")
        let expected =
            "Input: '\(input.path)' holds no iOS app (no .swift file imports UIKit); pass the app's source "
            + "folder as Xcode lays it out (AppDelegate.swift, Info.plist, Base.lproj)"
        #expect(message { _ = try port(input, output) } == expected)
        #expect(!FileManager.default.fileExists(atPath: output.path))

        let run = try PortTestSupport.runCommand([input.path, output.path])
        #expect(run.status == 1)
        #expect(run.error == "windowing-port: error: \(expected)\n")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func existingOutputNeedsForce() throws {
        let scratch = try PortTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("Out")
        try PortTestSupport.write(["stale.txt": "from an earlier run\n"], into: output)
        #expect(
            message { _ = try port(PortTestSupport.fixtureApp, output) }
                == "Output: '\(output.path)' already exists; choose a new folder, or pass --force to replace it")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("stale.txt").path))

        _ = try port(PortTestSupport.fixtureApp, output, force: true)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("stale.txt").path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Package.swift").path))
    }

    @Test func outputInsideInputIsRefused() throws {
        let scratch = try PortTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let input = scratch.appendingPathComponent("App")
        try PortTestSupport.write(["AppDelegate.swift": "import UIKit\n"], into: input)
        let inside = input.appendingPathComponent("Ported")
        #expect(
            message { _ = try port(input, inside) } == "Output: '\(inside.path)' is inside the input folder "
                + "'\(input.path)', which is never modified; choose a folder outside it")
        #expect(
            message { _ = try port(input, scratch, force: true) } == "Output: '\(scratch.path)' holds the input "
                + "folder '\(input.path)', which replacing it would delete; choose a folder outside the input")
        #expect(FileManager.default.fileExists(atPath: input.appendingPathComponent("AppDelegate.swift").path))
    }

    @Test func windowingCheckoutMustExist() throws {
        let scratch = try PortTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let nowhere = scratch.appendingPathComponent("NotWindowing")
        let output = scratch.appendingPathComponent("Out")
        #expect(
            message { _ = try port(PortTestSupport.fixtureApp, output, windowing: nowhere) }
                == "Windowing: no Windowing checkout at '\(nowhere.path)' (no Package.swift with the UIKit product); "
                + "pass --windowing with the path of a Windowing checkout")
    }

    @Test func theCommandFindsItsOwnCheckout() {
        let found = PackageManifest.locateWindowing(executable: PortTestSupport.executable)
        #expect(found?.path == PortTestSupport.packageRoot.standardizedFileURL.path)
    }

    @Test func inputIsNeverModified() throws {
        let scratch = try PortTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let before = PortTestSupport.files(under: PortTestSupport.fixtureApp)
        let dates = try modificationDates(PortTestSupport.fixtureApp)
        _ = try port(PortTestSupport.fixtureApp, scratch.appendingPathComponent("Out"))
        #expect(PortTestSupport.files(under: PortTestSupport.fixtureApp) == before)
        #expect(try modificationDates(PortTestSupport.fixtureApp) == dates)
    }

    private func modificationDates(_ root: URL) throws -> [String: Date] {
        var dates: [String: Date] = [:]
        for path in PortTestSupport.files(under: root).keys {
            let attributes = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)
            dates[path] = attributes[.modificationDate] as? Date
        }
        return dates
    }
}
