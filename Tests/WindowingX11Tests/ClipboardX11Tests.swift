import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// `UIPasteboard.general` as X's CLIPBOARD and a text field's selection as PRIMARY, exchanged
/// with `xclip` on a private Xvfb, both ways, with replies in parts (INCR) both ways.
///
/// The tests are synchronous on purpose: the app object and the pasteboard are process-wide, and
/// a test that awaited would let the headless suites, which run alongside, replace them midway.
@MainActor
@Suite(.serialized, .enabled(if: XClip.isInstalled, Comment(rawValue: XClip.missing)))
struct ClipboardX11Tests {
    let controller = ClipboardFieldController()

    /// Launched in each test's body: between a suite's `init` and its test another suite could
    /// launch its own app, and the app object is process-wide.
    func launch() throws -> TestApplication {
        try TestApplication.launch(controller, windowSize: CGSize(width: 340, height: 140), on: .xvfb)
    }

    func selections(_ app: TestApplication) -> X11Selections? {
        (app.application.backend as? X11Backend)?.selectionHandler
    }

    /// Serves the app until `xclip` exits; its standard output.
    func output(of xclip: AppProcess, from app: TestApplication) throws -> String {
        try app.waitUntil(timeout: 10) { !xclip.isRunning }
        return xclip.standardOutput
    }

    @Test func whatTheAppCopiesXclipPastes() throws {
        let app = try launch()
        let display = try #require(app.displayName)
        defer { app.terminate() }
        UIPasteboard.general.string = "Grüße, 世界"
        let text = try XClip.start(["-selection", "clipboard", "-o"], display: display)
        #expect(try output(of: text, from: app) == "Grüße, 世界")
        let targets = try XClip.start(["-selection", "clipboard", "-o", "-t", "TARGETS"], display: display)
        let listed = try output(of: targets, from: app).split(separator: "\n").map(String.init)
        #expect(listed == ["TARGETS", "MULTIPLE", "TIMESTAMP", "UTF8_STRING", "text/plain;charset=utf-8"])
        let plain = try XClip.start(
            ["-selection", "clipboard", "-o", "-t", "text/plain;charset=utf-8"], display: display)
        #expect(try output(of: plain, from: app) == "Grüße, 世界")
    }

    @Test func latin1TextIsOfferedAsStringToo() throws {
        let app = try launch()
        let display = try #require(app.displayName)
        defer { app.terminate() }
        UIPasteboard.general.string = "café"
        let file = XClip.scratchPath(".txt")
        defer { unlink(file) }
        let xclip = try XClip.startReading(["-selection", "clipboard", "-t", "STRING"], into: file, display: display)
        _ = try output(of: xclip, from: app)
        #expect(FileManager.default.contents(atPath: file) == Data([0x63, 0x61, 0x66, 0xE9]))
    }

    @Test func ctrlCInAFieldCopiesForXclip() throws {
        let app = try launch()
        let display = try #require(app.displayName)
        defer { app.terminate() }
        controller.field.text = "copied by keys"
        app.tap(controller.field)
        app.press(.keyboardA, characters: "a", modifiers: .control)
        app.press(.keyboardC, characters: "c", modifiers: .control)
        let xclip = try XClip.start(["-selection", "clipboard", "-o"], display: display)
        #expect(try output(of: xclip, from: app) == "copied by keys")
    }

    @Test func whatXclipCopiesTheFieldPastes() throws {
        let app = try launch()
        let display = try #require(app.displayName)
        defer { app.terminate() }
        let file = XClip.scratchPath(".txt")
        defer { unlink(file) }
        try Data("from xclip ✓".utf8).write(to: URL(fileURLWithPath: file))
        let xclip = try XClip.start(["-quiet", "-selection", "clipboard", "-i", file], display: display)
        defer { xclip.send(SIGTERM) }
        try app.waitUntil(timeout: 10) { UIPasteboard.general.hasStrings }
        #expect(!UIPasteboard.general.hasImages)
        #expect(UIPasteboard.general.numberOfItems == 1)
        app.tap(controller.field)
        app.press(.keyboardV, characters: "v", modifiers: .control)
        #expect(controller.field.text == "from xclip ✓")
        #expect(selections(app)?.lastReadWasIncremental == false)
    }

    @Test func largeTextGoesInPartsFromTheApp() throws {
        let app = try launch()
        let display = try #require(app.displayName)
        defer { app.terminate() }
        // 640 KB: more than the 256 KB a request carries without BIG-REQUESTS.
        let text = String(repeating: "0123456789abcdef ünïcödé\n", count: 24_000)
        UIPasteboard.general.string = text
        let xclip = try XClip.start(["-selection", "clipboard", "-o"], display: display)
        let pasted = try output(of: xclip, from: app)
        #expect(pasted.utf8.count == text.utf8.count)
        #expect(pasted == text)
        #expect(selections(app)?.transfersInParts == 1)
        #expect(selections(app)?.outgoing.isEmpty == true, "the transfer ended with its empty part")
    }

    @Test func largeTextComesInPartsFromXclip() throws {
        let app = try launch()
        let display = try #require(app.displayName)
        defer { app.terminate() }
        // xclip sends in parts above about 1 MB (its share of the server's largest request).
        let text = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 70_000)
        let file = XClip.scratchPath(".txt")
        defer { unlink(file) }
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let xclip = try XClip.start(["-quiet", "-selection", "clipboard", "-i", file], display: display)
        defer { xclip.send(SIGTERM) }
        try app.waitUntil(timeout: 10) { UIPasteboard.general.hasStrings }
        let pasted = UIPasteboard.general.string
        #expect(pasted?.utf8.count == text.utf8.count)
        #expect(pasted == text)
        #expect(selections(app)?.lastReadWasIncremental == true)
    }

    @Test func imagesGoBothWaysAsPNG() throws {
        let app = try launch()
        let display = try #require(app.displayName)
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
        _ = try output(of: reader, from: app)
        let png = try #require(FileManager.default.contents(atPath: file))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let copied = try #require(UIImage(data: png))
        #expect(copied.size == CGSize(width: 4, height: 3))

        // Back: xclip owns the PNG it was given, and the app reads it as an image.
        let writer = try XClip.start(
            ["-quiet", "-selection", "clipboard", "-t", "image/png", "-i", file], display: display)
        defer { writer.send(SIGTERM) }
        try app.waitUntil(timeout: 10) { UIPasteboard.general.hasImages }
        #expect(!UIPasteboard.general.hasStrings)
        let pasted = try #require(UIPasteboard.general.image)
        #expect(pasted.size == CGSize(width: 4, height: 3))
        #expect(pasted.pngData() == copied.pngData())
    }

    @Test func theFieldsSelectionIsPrimaryAndAMiddleClickPastesPrimary() throws {
        let app = try launch()
        let display = try #require(app.displayName)
        defer { app.terminate() }
        controller.field.text = "select me"
        app.tap(controller.field)
        app.press(.keyboardLeftArrow, modifiers: .shift)
        app.press(.keyboardLeftArrow, modifiers: .shift)
        let reader = try XClip.start(["-selection", "primary", "-o"], display: display)
        #expect(try output(of: reader, from: app) == "me")
        #expect(selections(app)?.owns(.primary) == true)
        #expect(selections(app)?.owns(.clipboard) == false, "selecting is not copying")

        let file = XClip.scratchPath(".txt")
        defer { unlink(file) }
        try Data("PRIMARY".utf8).write(to: URL(fileURLWithPath: file))
        let writer = try XClip.start(["-quiet", "-selection", "primary", "-i", file], display: display)
        defer { writer.send(SIGTERM) }
        try app.waitUntil(timeout: 10) { selections(app)?.owns(.primary) == false }
        controller.other.text = "x"
        // Right of the other field's text: PRIMARY goes in at its end.
        app.tap(at: CGPoint(x: 300, y: 100), button: 2)
        #expect(controller.other.text == "xPRIMARY")
        #expect(controller.field.text == "select me")
    }
}
