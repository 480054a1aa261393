import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// Pastes from a CLIPBOARD owner that misbehaves (an in-process Xlib client on its own
/// connection): each paste is refused with a warning naming what went wrong, the field keeps
/// its text, and the app never waits more than the read's timeout per request.
@MainActor
@Suite(.serialized)
struct ClipboardHostileOwnerTests {
    let controller = ClipboardFieldController()

    /// Launched in each test's body, as in `ClipboardX11Tests`.
    func launch() throws -> TestApplication {
        controller.field.text = "kept"
        return try TestApplication.launch(controller, windowSize: CGSize(width: 340, height: 140), on: .xvfb)
    }

    /// Pastes into the field with Ctrl+V, after the app's window has the keys.
    func pasteIntoTheField(_ app: TestApplication) {
        app.tap(controller.field)
        app.press(.keyboardV, characters: "v", modifiers: .control)
    }

    @Test func anOwnerThatNeverAnswersTimesOut() throws {
        let app = try launch()
        let display = try #require(app.displayName)
        defer { app.terminate() }
        let owner = try HostileSelectionOwner(displayName: display, behaviour: .silent)
        defer { owner.close() }
        #expect(UIPasteboard.general.string == nil)
        #expect(
            UIPasteboard.general.lastReadError
                == .timedOut(selection: "CLIPBOARD", target: "UTF8_STRING", seconds: 1, received: 0))
        #expect(!UIPasteboard.general.hasStrings)
        pasteIntoTheField(app)
        #expect(controller.field.text == "kept")
        // The app still answers: a copy of its own works at once.
        UIPasteboard.general.string = "mine"
        #expect(UIPasteboard.general.string == "mine")
    }

    @Test func invalidUTF8IsRefused() throws {
        let app = try launch()
        let display = try #require(app.displayName)
        defer { app.terminate() }
        let owner = try HostileSelectionOwner(displayName: display, behaviour: .sends([0x6F, 0x6B, 0xC3, 0x28]))
        defer { owner.close() }
        pasteIntoTheField(app)
        #expect(controller.field.text == "kept")
        #expect(
            UIPasteboard.general.lastReadError
                == .invalidText(selection: "CLIPBOARD", target: "UTF8_STRING", bytes: 4, offset: 2))
    }

    @Test func aHundredMegabytesAreRefusedUnread() throws {
        let app = try launch()
        let display = try #require(app.displayName)
        defer { app.terminate() }
        let owner = try HostileSelectionOwner(displayName: display, behaviour: .announces(100 << 20))
        defer { owner.close() }
        pasteIntoTheField(app)
        #expect(controller.field.text == "kept")
        #expect(
            UIPasteboard.general.lastReadError
                == .tooLarge(selection: "CLIPBOARD", target: "UTF8_STRING", bytes: 100 << 20, limit: 64 << 20))
    }

    @Test func anOwnerThatDiesMidTransferIsGivenUpOn() throws {
        let app = try launch()
        let display = try #require(app.displayName)
        defer { app.terminate() }
        let owner = try HostileSelectionOwner(displayName: display, behaviour: .diesAfter(sent: 500, total: 1000))
        defer { owner.close() }
        pasteIntoTheField(app)
        #expect(controller.field.text == "kept")
        #expect(
            UIPasteboard.general.lastReadError
                == .timedOut(selection: "CLIPBOARD", target: "UTF8_STRING", seconds: 1, received: 500))
    }
}

/// What the app copied outlives it when a clipboard manager runs (`SAVE_TARGETS`).
@MainActor
@Suite(.serialized)
struct ClipboardManagerX11Tests {
    @Test func aClipboardManagerKeepsTheClipboardWhenTheAppExits() throws {
        let app = try TestApplication.launch(
            ClipboardFieldController(), windowSize: CGSize(width: 340, height: 140), on: .xvfb)
        let display = try #require(app.displayName)
        let manager = try FakeClipboardManager(displayName: display)
        UIPasteboard.general.string = "saved on exit"
        #expect(manager.savedText == nil)
        // Shutting the backend down is where the hand-over happens; the server still runs.
        app.application.backend?.shutdown()
        #expect(manager.savedText == "saved on exit")
        manager.close()
        app.terminate()
    }
}
