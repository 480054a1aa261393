import Foundation

/// A view's flags that are not read for every view in every frame, a bit each, so that a plain
/// view's flags fit in the word after its last pointer (a dense storyboard makes 100,000 views;
/// issue 21). Hit testing's and rendering's hot flags stay plain `Bool`s in `UIView`.
struct ViewFlags: OptionSet {
    let rawValue: UInt16

    /// The layer has corners, a border or a shadow to draw, so plain views skip it cheaply.
    static let hasLayerStyling = ViewFlags(rawValue: 1 << 0)
    /// The layer casts a shadow, which makes the view paint outside its bounds.
    static let hasLayerShadow = ViewFlags(rawValue: 1 << 1)
    static let needsLayout = ViewFlags(rawValue: 1 << 2)
    static let subtreeNeedsLayout = ViewFlags(rawValue: 1 << 3)
    /// `draw(_:)` ran and painted nothing, so the view has no contents until `setNeedsDisplay()`.
    static let contentsKnownEmpty = ViewFlags(rawValue: 1 << 4)
    /// The contents were set from outside `draw(_:)` (an image view's image) and are never redrawn.
    static let contentsAreFixed = ViewFlags(rawValue: 1 << 5)
    /// Set by the default `draw(_:)`, so the trace shows only draws a subclass implements.
    static let defaultDrawRan = ViewFlags(rawValue: 1 << 6)
    static let autoresizesSubviews = ViewFlags(rawValue: 1 << 7)
    static let isOpaque = ViewFlags(rawValue: 1 << 8)
    static let isMultipleTouchEnabled = ViewFlags(rawValue: 1 << 9)
    static let isExclusiveTouch = ViewFlags(rawValue: 1 << 10)
    /// The layer has sublayers the app added, drawn among the subviews.
    static let hasHostedSublayers = ViewFlags(rawValue: 1 << 11)
    /// The layer is of a class that draws content of its own (a gradient, a shape) or has
    /// `contents` the app set.
    static let hasLayerContent = ViewFlags(rawValue: 1 << 12)

    /// A new view's: UIKit's defaults (`autoresizesSubviews`, `isOpaque`) and a first layout due.
    static let initial: ViewFlags = [.needsLayout, .subtreeNeedsLayout, .autoresizesSubviews, .isOpaque]

    @inline(__always)
    mutating func set(_ flag: ViewFlags, _ value: Bool) {
        if value { formUnion(flag) } else { subtract(flag) }
    }
}

// The flags under the names the rest of the module reads and writes.
extension UIView {
    var hasLayerStyling: Bool {
        get { viewFlags.contains(.hasLayerStyling) }
        set { viewFlags.set(.hasLayerStyling, newValue) }
    }

    var hasLayerShadow: Bool {
        get { viewFlags.contains(.hasLayerShadow) }
        set { viewFlags.set(.hasLayerShadow, newValue) }
    }

    var hasHostedSublayers: Bool {
        get { viewFlags.contains(.hasHostedSublayers) }
        set { viewFlags.set(.hasHostedSublayers, newValue) }
    }

    var hasLayerContent: Bool {
        get { viewFlags.contains(.hasLayerContent) }
        set { viewFlags.set(.hasLayerContent, newValue) }
    }

    var needsLayout: Bool {
        get { viewFlags.contains(.needsLayout) }
        set { viewFlags.set(.needsLayout, newValue) }
    }

    var subtreeNeedsLayout: Bool {
        get { viewFlags.contains(.subtreeNeedsLayout) }
        set { viewFlags.set(.subtreeNeedsLayout, newValue) }
    }

    var contentsKnownEmpty: Bool {
        get { viewFlags.contains(.contentsKnownEmpty) }
        set { viewFlags.set(.contentsKnownEmpty, newValue) }
    }

    var contentsAreFixed: Bool {
        get { viewFlags.contains(.contentsAreFixed) }
        set { viewFlags.set(.contentsAreFixed, newValue) }
    }

    var defaultDrawRan: Bool {
        get { viewFlags.contains(.defaultDrawRan) }
        set { viewFlags.set(.defaultDrawRan, newValue) }
    }

    // `autoresizingMask` in a byte: its six bits, or, for a value with bits beyond them (which an
    // `OptionSet` allows and UIKit's getter would return), the marker and the value out of line.
    private static let maskOutOfLine: UInt8 = 0x80

    var autoresizingMaskFromStorage: AutoresizingMask {
        if storedAutoresizingMask == Self.maskOutOfLine {
            return AutoresizingMask(rawValue: sideStorage?.wideAutoresizingMask ?? 0)
        }
        return AutoresizingMask(rawValue: UInt(storedAutoresizingMask))
    }

    func storeAutoresizingMask(_ mask: AutoresizingMask) {
        if mask.rawValue < UInt(Self.maskOutOfLine) {
            storedAutoresizingMask = UInt8(mask.rawValue)
            sideStorage?.wideAutoresizingMask = 0
        } else {
            sideStorageForWriting.wideAutoresizingMask = mask.rawValue
            storedAutoresizingMask = Self.maskOutOfLine
        }
    }
}
