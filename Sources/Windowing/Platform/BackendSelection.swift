/// Chooses the window-system backend: X11 unless `WINDOWING_BACKEND=headless` asks for the
/// in-memory one. The headless backend is never a silent fallback when X fails.
@MainActor
enum BackendSelection {
    static func makeBackend(environment: [String: String]) throws(PlatformError) -> PlatformBackend {
        switch environment["WINDOWING_BACKEND"] ?? "x11" {
        case "x11", "": return try X11Backend(displayName: nil)
        case "headless": return HeadlessBackend()
        case let other: throw .unknownBackend(other)
        }
    }
}
