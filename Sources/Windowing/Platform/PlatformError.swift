/// A failure of the window system or its configuration, with a message naming the value and a hint.
public enum PlatformError: Error, Equatable, CustomStringConvertible, Sendable {
    /// `DISPLAY` is unset or empty.
    case displayNotSet
    /// `XOpenDisplay` failed for this display name.
    case cannotOpenDisplay(String)
    /// The server's default visual cannot show a 32-bit xRGB back buffer.
    case unsupportedVisual(depth: Int, bitsPerPixel: Int)
    /// An X request failed; carries the request, the error code and the server's text for it.
    case requestFailed(request: String, code: Int, text: String)
    /// `WINDOWING_BACKEND` names no backend.
    case unknownBackend(String)

    public var description: String {
        switch self {
        case .displayNotSet:
            "X11: DISPLAY is not set; run under an X session, or use xvfb-run"
        case .cannotOpenDisplay(let name):
            "X11: cannot open display '\(name)'; is an X server running and does it accept this user?"
        case .unsupportedVisual(let depth, let bits):
            "X11: the default visual has depth \(depth) at \(bits) bits per pixel; Windowing needs 24-bit TrueColor"
        case .requestFailed(let request, let code, let text):
            "X11: \(request) failed with error \(code) (\(text))"
        case .unknownBackend(let name):
            "Platform: unknown backend '\(name)' in WINDOWING_BACKEND; use 'x11' or 'headless'"
        }
    }
}
