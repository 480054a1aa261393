import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// `UIPasteboard.general` as X's CLIPBOARD and a text field's selection as PRIMARY, exchanged
/// with `xclip` on a private Xvfb, both ways, with replies in parts (INCR) both ways.
@MainActor
@Suite(.serialized, .enabled(if: XClip.isInstalled, Comment(rawValue: XClip.missing)))
struct ClipboardX11Tests {
    let controller = ClipboardFieldController()
    let app: TestApplication
    let display: String

    init() throws {
        app = try TestApplication.launch(controller, windowSize: CGSize(width: 340, height: 140), on: .xvfb)
        display = try #require(app.displayName)
    }

    var selections: X11Selections? { (app.application.backend as? X11Backend)?.selectionHandler }

    /// Serves the app until `xclip` exits; its standard output.
    func output(of xclip: AppProcess) async throws -> String {
        try await app.waitUntil(timeout: 10) { !xclip.isRunning }
        return xclip.standardOutput
    }

    @Test func whatTheAppCopiesXclipPastes() async throws {
        defer { app.terminate() }
        UIPasteboard.general.string = "Grüße, 世界"
        let text = try XClip.start(["-selection", "clipboard", "-o"], display: display)
        #expect(try await output(of: text) == "Grüße, 世界")
        let targets = try XClip.start(["-selection", "clipboard", "-o", "-t", "TARGETS"], display: display)
        let listed = try await output(of: targets).split(separator: "\n").map(String.init)
        #expect(listed == ["TARGETS", "MULTIPLE", "TIMESTAMP", "UTF8_STRING", "text/plain;charset=utf-8"])
        let plain = try XClip.start(
            ["-selection", "clipboard", "-o", "-t", "text/plain;charset=utf-8"], display: display)
        #expect(try await output(of: plain) == "Grüße, 世界")
    }

    @Test func latin1TextIsOfferedAsStringToo() async throws {
        defer { app.terminate() }
        UIPasteboard.general.string = "café"
        let file = XClip.scratchPath(".txt")
        defer { unlink(file) }
        let xclip = try XClip.startReading(["-selection", "clipboard", "-t", "STRING"], into: file, display: display)
        _ = try await output(of: xclip)
        #expect(FileManager.default.contents(atPath: file) == Data([0x63, 0x61, 0x66, 0xE9]))
    }

    @Test func ctrlCInAFieldCopiesForXclip() async throws {
        defer { app.terminate() }
        controller.field.text = "copied by keys"
        app.tap(controller.field)
        app.press(.keyboardA, characters: "a", modifiers: .control)
        app.press(.keyboardC, characters: "c", modifiers: .control)
        let xclip = try XClip.start(["-selection", "clipboard", "-o"], display: display)
        #expect(try await output(of: xclip) == "copied by keys")
    }

    @Test func whatXclipCopiesTheFieldPastes() async throws {
        defer { app.terminate() }
        let file = XClip.scratchPath(".txt")
        defer { unlink(file) }
        try Data("from xclip ✓".utf8).write(to: URL(fileURLWithPath: file))
        let xclip = try XClip.start(["-quiet", "-selection", "clipboard", "-i", file], display: display)
        defer { xclip.send(SIGTERM) }
        try await app.waitUntil(timeout: 10) { UIPasteboard.general.hasStrings }
        #expect(!UIPasteboard.general.hasImages)
        #expect(UIPasteboard.general.numberOfItems == 1)
        app.tap(controller.field)
        app.press(.keyboardV, characters: "v", modifiers: .control)
        #expect(controller.field.text == "from xclip ✓")
        #expect(selections?.lastReadWasIncremental == false)
    }

    @Test func largeTextGoesInPartsFromTheApp() async throws {
        defer { app.terminate() }
        // 640 KB: more than the 256 KB a request carries without BIG-REQUESTS.
        let text = String(repeating: "0123456789abcdef ünïcödé\n", count: 24_000)
        UIPasteboard.general.string = text
        let xclip = try XClip.start(["-selection", "clipboard", "-o"], display: display)
        let pasted = try await output(of: xclip)
        #expect(pasted.utf8.count == text.utf8.count)
        #expect(pasted == text)
        #expect(selections?.transfersInParts == 1)
        #expect(selections?.outgoing.isEmpty == true, "the transfer ended with its empty part")
    }

    @Test func largeTextComesInPartsFromXclip() async throws {
        defer { app.terminate() }
        // xclip sends in parts above about 1 MB (its share of the server's largest request).
        let text = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 70_000)
        let file = XClip.scratchPath(".txt")
        defer { unlink(file) }
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let xclip = try XClip.start(["-quiet", "-selection", "clipboard", "-i", file], display: display)
        defer { xclip.send(SIGTERM) }
        try await app.waitUntil(timeout: 10) { UIPasteboard.general.hasStrings }
        let pasted = UIPasteboard.general.string
        #expect(pasted?.utf8.count == text.utf8.count)
        #expect(pasted == text)
        #expect(selections?.lastReadWasIncremental == true)
    }

    @Test func imagesGoBothWaysAsPNG() async throws {
        defer { app.terminate() }
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3))
        UIPasteboard.general.image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
        }
        let file = XClip.scratchPath(".png")
        defer { unlink(file) }
        let reader = try XClip.startReading(
            ["-selection", "clipboard", "-t", "image/png"], into: file, display: display)
        _ = try await output(of: reader)
        let png = try #require(FileManager.default.contents(atPath: file))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let copied = try #require(UIImage(data: png))
        #expect(copied.size == CGSize(width: 4, height: 3))

        // Back: xclip owns the PNG it was given, and the app reads it as an image.
        let writer = try XClip.start(
            ["-quiet", "-selection", "clipboard", "-t", "image/png", "-i", file], display: display)
        defer { writer.send(SIGTERM) }
        try await app.waitUntil(timeout: 10) { UIPasteboard.general.hasImages }
        #expect(!UIPasteboard.general.hasStrings)
        let pasted = try #require(UIPasteboard.general.image)
        #expect(pasted.size == CGSize(width: 4, height: 3))
        #expect(pasted.pngData() == copied.pngData())
    }

    @Test func theFieldsSelectionIsPrimaryAndAMiddleClickPastesPrimary() async throws {
        defer { app.terminate() }
        controller.field.text = "select me"
        app.tap(controller.field)
        app.press(.keyboardLeftArrow, modifiers: .shift)
        app.press(.keyboardLeftArrow, modifiers: .shift)
        let reader = try XClip.start(["-selection", "primary", "-o"], display: display)
        #expect(try await output(of: reader) == "me")
        #expect(selections?.owns(.primary) == true)
        #expect(selections?.owns(.clipboard) == false, "selecting is not copying")

        let file = XClip.scratchPath(".txt")
        defer { unlink(file) }
        try Data("PRIMARY".utf8).write(to: URL(fileURLWithPath: file))
        let writer = try XClip.start(["-quiet", "-selection", "primary", "-i", file], display: display)
        defer { writer.send(SIGTERM) }
        try await app.waitUntil(timeout: 10) { selections?.owns(.primary) == false }
        controller.other.text = "x"
        // Right of the other field's text: PRIMARY goes in at its end.
        app.tap(at: CGPoint(x: 300, y: 100), button: 2)
        #expect(controller.other.text == "xPRIMARY")
        #expect(controller.field.text == "select me")
    }
}
