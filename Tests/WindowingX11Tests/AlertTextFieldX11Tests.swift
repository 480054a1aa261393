import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// A login alert on a private Xvfb: XTEST keys type into its fields, Tab moves between them,
/// Return picks the preferred action, whose handler reads what was typed; the fields' white shows
/// inside the alert's grey box, and the root's green comes back once it has gone.
///
/// Synchronous and serialized, as the other Xvfb app suites: the app object is process-wide.
@MainActor
@Suite(.serialized)
struct AlertTextFieldX11Tests {
    @Test func typingIntoTheAlertsFieldsThenReturnLogsIn() throws {
        let root = SolidColorController(.green, title: "Root")
        let app = try TestApplication.launch(root, windowSize: CGSize(width: 320, height: 240), on: .xvfb)
        defer { app.terminate() }
        try app.waitUntil { app.pixel(at: CGPoint(x: 5, y: 5)) == 0x00FF00 }

        var loggedIn: [[String]] = []
        let alert = UIAlertController(title: "Log in", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let logIn = UIAlertAction(title: "Log In", style: .default) { [weak alert] _ in
            loggedIn.append(alert?.textFields?.map { $0.text ?? "" } ?? [])
        }
        alert.addAction(logIn)
        alert.preferredAction = logIn
        var presented = false
        root.present(alert, animated: true) { presented = true }
        try app.waitUntil { presented }
        let fields = try #require(alert.textFields)
        #expect(fields[0].isFirstResponder)

        // The right end of each field (no text there) is the field's white, not the box's grey.
        for field in fields {
            let probe = field.convert(CGPoint(x: field.bounds.maxX - 6, y: field.bounds.midY), to: nil)
            try app.waitUntil { app.pixel(at: probe) == 0xFFFFFF }
        }
        let box = try #require((alert.view as? AlertView)?.box)
        let boxProbe = box.convert(CGPoint(x: 4, y: box.bounds.midY), to: nil)
        #expect(app.pixel(at: boxProbe) != 0xFFFFFF, "the box around the fields is not white")

        app.type("ann")
        app.press(.keyboardTab)
        app.type("pw")
        try app.waitUntil { fields[1].text == "pw" }
        #expect(fields[0].text == "ann")
        app.press(.keyboardReturnOrEnter, characters: "\r")
        try app.waitUntil { !loggedIn.isEmpty }
        #expect(loggedIn == [["ann", "pw"]])
        try app.waitUntil { app.pixel(at: CGPoint(x: 5, y: 5)) == 0x00FF00 }
        #expect(root.presentedViewController == nil)
        #expect(!fields[1].isFirstResponder)
    }
}
