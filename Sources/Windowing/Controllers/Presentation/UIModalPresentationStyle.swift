/// How a presented view controller covers the one that presents it.
///
/// Windowing draws every sheet style (`.automatic`, `.pageSheet`, `.formSheet`, `.popover`) as a
/// card over the dimmed presenting view, and the context styles like their full-screen
/// counterparts.
///
/// - Note: Differs from UIKit: `.popover` has no arrow and no anchor; it falls back to a sheet, as
///   UIKit does in a compact size class. `.currentContext` and `.overCurrentContext` cover the
///   whole window, as `.fullScreen` and `.overFullScreen` do. `.custom` is a sheet.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2

    /// Whether the presenting view leaves the window once the presentation is done.
    var removesPresentingView: Bool { self == .fullScreen || self == .currentContext }

    /// Whether the presented view is a card over a dimmed presenting view.
    var isSheet: Bool {
        switch self {
        case .automatic, .pageSheet, .formSheet, .popover, .custom, .none: true
        case .fullScreen, .currentContext, .overFullScreen, .overCurrentContext: false
        }
    }
}
