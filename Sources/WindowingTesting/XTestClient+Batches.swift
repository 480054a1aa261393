import CX11
import CXTest

/// One XTEST request, for input sent in batches.
public enum FakeInput: Equatable, Sendable {
    /// Moves the pointer to root coordinates (x, y); the server clamps them to the screen.
    case motion(x: Int, y: Int)
    /// Presses or releases a pointer button (1–3, 4–7 wheel, 8/9).
    case button(UInt32, isDown: Bool)
    /// Presses or releases the key with this keycode.
    case key(UInt32, isDown: Bool)
}

/// Input floods: many XTEST requests and one round trip, where `XTestClient+Input` pays two
/// round trips for each request (InputFuzzTests sends 100,000 events this way).
extension XTestClient {
    /// Sends `inputs` in order, then waits until the server has handled them all.
    ///
    /// - Returns: False if a request failed (a keycode out of range, say) or the server is gone.
    @discardableResult
    public func send(_ inputs: [FakeInput]) -> Bool {
        perform {
            for input in inputs {
                switch input {
                case .motion(let x, let y): XTestFakeMotionEvent(display, -1, Int32(x), Int32(y), 0)
                case .button(let button, let isDown): XTestFakeButtonEvent(display, button, isDown ? 1 : 0, 0)
                case .key(let keycode, let isDown): XTestFakeKeyEvent(display, keycode, isDown ? 1 : 0, 0)
                }
            }
        }
    }

    /// Moves `window` to root (x, y), as a window manager placing it would; with none running,
    /// the server applies it at once.
    @discardableResult
    public func move(_ window: UInt, toX x: Int, y: Int) -> Bool {
        perform { XMoveWindow(display, window, Int32(x), Int32(y)) }
    }
}
