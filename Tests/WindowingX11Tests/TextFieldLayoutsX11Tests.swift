import CX11
import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// Typing into a text field on a private Xvfb through XTEST under three layouts: US, German (Y and
/// Z swapped, a dead circumflex) and Russian (Cyrillic letters on the Latin keys), checking the
/// text and the delegate's calls. Layouts are set by remapping keycodes, as `setxkbmap` would.
///
/// Synchronous and serialized, as the other Xvfb app suites: the app object is process-wide.
@MainActor
@Suite(.serialized)
struct TextFieldLayoutsX11Tests {
    /// A launched app with its field first responder, the X client that types, and the delegate.
    func launch() throws -> (TestApplication, FieldController, XTestClient, FieldChangeRecorder) {
        let controller = FieldController()
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 340, height: 80), on: .xvfb)
        let client = try XTestClient(displayName: try #require(app.displayName))
        let recorder = FieldChangeRecorder()
        controller.field.delegate = recorder
        app.tap(controller.field)
        #expect(controller.field.isFirstResponder)
        let window = try #require(client.topLevelWindows().first { client.geometry(of: $0)?.isViewable == true })
        #expect(client.focus(window))
        return (app, controller, client, recorder)
    }

    /// Taps `keycode` (with Shift held when `shifted`) and serves the app until it is idle.
    func tap(_ keycode: UInt32, shifted: Bool = false, client: XTestClient, app: TestApplication) throws {
        let shift = try #require(client.keycode(for: UInt(XK_Shift_L)))
        if shifted { #expect(client.keyDown(keycode: shift)) }
        #expect(client.tap(keycode: keycode))
        if shifted { #expect(client.keyUp(keycode: shift)) }
        app.runUntilIdle()
    }

    @Test func usLayoutTypesItsLetters() throws {
        let (app, controller, client, recorder) = try launch()
        defer { app.terminate() }
        for keysym in [XK_h, XK_i] {
            try tap(try #require(client.keycode(for: UInt(keysym))), client: client, app: app)
        }
        try tap(try #require(client.keycode(for: UInt(XK_1))), shifted: true, client: client, app: app)
        try app.waitUntil(timeout: 5) { controller.field.text == "hi!" }
        #expect(recorder.changes == ["0,0 \"h\"", "1,0 \"i\"", "2,0 \"!\""])
    }

    @Test func germanLayoutSwapsYAndZAndComposesADeadCircumflex() throws {
        let (app, controller, client, recorder) = try launch()
        defer { app.terminate() }
        let y = try #require(client.keycode(for: UInt(XK_y)))
        let z = try #require(client.keycode(for: UInt(XK_z)))
        // QWERTZ: the key where US has Y types Z, and the other way round.
        #expect(client.remap(keycode: y, to: [UInt(XK_z), UInt(XK_Z)]))
        #expect(client.remap(keycode: z, to: [UInt(XK_y), UInt(XK_Y)]))
        let circumflex = try #require(client.mapSpareKeycode(to: [client.keysym(named: "dead_circumflex")]))
        try tap(y, client: client, app: app)
        try tap(z, shifted: true, client: client, app: app)
        try tap(circumflex, client: client, app: app)
        try tap(try #require(client.keycode(for: UInt(XK_e))), client: client, app: app)
        try app.waitUntil(timeout: 5) { controller.field.text == "zYê" }
        #expect(recorder.changes == ["0,0 \"z\"", "1,0 \"Y\"", "2,0 \"ê\""], "the dead key changes nothing by itself")
    }

    @Test func russianLayoutTypesCyrillic() throws {
        let (app, controller, client, recorder) = try launch()
        defer { app.terminate() }
        let pairs: [(UInt, String, String)] = [
            (UInt(XK_g), "Cyrillic_pe", "Cyrillic_PE"), (UInt(XK_h), "Cyrillic_er", "Cyrillic_ER"),
        ]
        var keycodes: [UInt32] = []
        for (latin, lower, upper) in pairs {
            let keycode = try #require(client.keycode(for: latin))
            #expect(client.remap(keycode: keycode, to: [client.keysym(named: lower), client.keysym(named: upper)]))
            keycodes.append(keycode)
        }
        try tap(keycodes[0], shifted: true, client: client, app: app)
        try tap(keycodes[1], client: client, app: app)
        try app.waitUntil(timeout: 5) { controller.field.text == "Пр" }
        #expect(recorder.changes == ["0,0 \"П\"", "1,0 \"р\""])
    }
}
