/// The style of the status bar's content.
///
/// - Note: Differs from UIKit: a desktop window has no status bar, so nothing draws in any of
///   these styles; view controllers declare them so that code written for iOS compiles.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark or light content, following the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar animates when it is hidden or shown.
///
/// - Note: Differs from UIKit: a desktop window has no status bar to animate.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0
    case fade = 1
    case slide = 2
}
