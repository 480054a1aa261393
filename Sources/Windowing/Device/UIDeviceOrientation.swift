/// Which way up the device is held.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    public var isFlat: Bool { self == .faceUp || self == .faceDown }

    /// Whether an interface can take this orientation: the four edges, not flat or unknown.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
