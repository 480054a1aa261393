public import Foundation

/// How a layer's `contents` image is placed in its bounds.
/// See https://developer.apple.com/documentation/quartzcore/calayercontentsgravity
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Named after Core Animation's upward vertical axis: on iOS, and here, the edge of the
    /// bounds with the greatest y, at the bottom of the screen (see `contentsAreFlipped()`).
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// The edge of the bounds with the least y, at the top of the screen, as on iOS.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// The view content mode that places an image the same way in a y-down bounds.
    var contentMode: UIView.ContentMode {
        switch self {
        case .center: .center
        case .top: .bottom
        case .bottom: .top
        case .left: .left
        case .right: .right
        case .topLeft: .bottomLeft
        case .topRight: .bottomRight
        case .bottomLeft: .topLeft
        case .bottomRight: .topRight
        case .resizeAspect: .scaleAspectFit
        case .resizeAspectFill: .scaleAspectFill
        default: .scaleToFill
        }
    }
}

// What a layer shows inside its bounds besides its background: an image (`contents`), what its
// `draw(in:)` drew, and what a gradient or shape layer draws.
extension CALayer {
    /// The layer's image: a `CGImage`, drawn in the bounds as `contentsGravity` says, above the
    /// background; nil by default. Other values draw nothing (Core Animation draws only images).
    public var contents: Any? {
        get { contentsImage }
        set {
            invalidateCoveredArea()
            contentsImage = newValue
            contentsChanged()
        }
    }

    /// How `contents` is placed in the bounds; `.resize` (stretched to fill) by default.
    public var contentsGravity: CALayerContentsGravity {
        get { storedContentsGravity }
        set {
            storedContentsGravity = newValue
            contentsChanged()
        }
    }

    /// Pixels a point of `contents` and of what `draw(in:)` draws; 1 by default, as in Core
    /// Animation (apps set the screen's scale for sharp drawing).
    public var contentsScale: CGFloat {
        get { storedContentsScale }
        set {
            guard newValue > 0, newValue.isFinite else {
                return LayerWarnings.warn(
                    "CALayer.contentsScale = \(newValue) is ignored: the scale must be finite and above 0; "
                        + "keeping \(storedContentsScale)")
            }
            storedContentsScale = newValue
            setNeedsDisplay()
        }
    }

    /// Whether the layer is drawn again (`setNeedsDisplay()`) when its bounds change; false by default.
    public var needsDisplayOnBoundsChange: Bool {
        get { storedNeedsDisplayOnBoundsChange }
        set { storedNeedsDisplayOnBoundsChange = newValue }
    }

    /// Whether `contents` are drawn flipped; false, as for every layer on iOS.
    public func contentsAreFlipped() -> Bool { false }

    /// A name for the layer, for the app's own use; nil by default.
    public var name: String? {
        get { storedName }
        set { storedName = newValue }
    }

    /// A layer whose alpha decides what of this layer shows: where the mask draws nothing, this
    /// layer and its sublayers are not drawn. It is drawn in this layer's bounds space and is not
    /// one of its sublayers. Nil by default.
    public var mask: CALayer? {
        get { storedMask }
        set {
            if let newValue, newValue.owner != nil {
                return LayerWarnings.warn(
                    "CALayer.mask: a view's layer cannot mask another layer; use a layer of your own (a CAShapeLayer)")
            }
            invalidateCoveredArea()
            storedMask?.maskedLayer = nil
            storedMask = newValue
            newValue?.maskedLayer = self
            updateOwnerStylingFlags()
            invalidateCoveredArea()
        }
    }

    // MARK: - Display

    /// Marks the contents for drawing again: the view's `setNeedsDisplay()`; a layer of the app's
    /// own calls `display()` before it is next drawn.
    public func setNeedsDisplay() {
        if let owner { return owner.setNeedsDisplay() }
        storedNeedsDisplay = true
        invalidateCoveredArea()
    }

    /// Marks part of the contents for drawing again; a layer of the app's own draws all of them.
    public func setNeedsDisplay(_ r: CGRect) {
        if let owner { return owner.setNeedsDisplay(r) }
        setNeedsDisplay()
    }

    /// Whether `setNeedsDisplay()` was called since the layer last drew.
    public func needsDisplay() -> Bool {
        if let owner { return owner.needsDisplayRect != nil }
        return storedNeedsDisplay
    }

    /// Calls `display()` now if the layer needs it.
    public func displayIfNeeded() {
        guard owner == nil, storedNeedsDisplay else { return }
        display()
    }

    /// After what the layer draws changed: the view shows it (or stops), and it is damaged.
    func contentsChanged() {
        if let owner { owner.hasLayerContent = hasContentToDraw }
        invalidateCoveredArea()
    }

    /// `contentsChanged()`, then the implicit animation the setter's `willSet` prepared.
    func contentsChangedAnimatably() {
        contentsChanged()
        animatePendingImplicitly()
    }

    /// The layer to make for a view whose `layerClass` is `layerClass`: the toolkit's class, or
    /// for an app's own subclass the toolkit's class it derives from, with a warning.
    static func make(ofClass layerClass: AnyClass, owner: UIView) -> CALayer {
        let made: CALayer
        let known: AnyClass
        if layerClass is CAGradientLayer.Type {
            made = CAGradientLayer(owner: owner)
            known = CAGradientLayer.self
        } else if layerClass is CAShapeLayer.Type {
            made = CAShapeLayer(owner: owner)
            known = CAShapeLayer.self
        } else {
            made = CALayer(owner: owner)
            known = CALayer.self
        }
        if ObjectIdentifier(layerClass) != ObjectIdentifier(known) {
            LayerWarnings.warn(
                "\(Trace.className(of: owner)).layerClass: \(layerClass) is made as \(known), its nearest "
                    + "Windowing class; override draw(_:) in the view, or add a layer of that class as a sublayer")
        }
        return made
    }
}

/// The corners of a layer that `cornerRadius` rounds.
/// See https://developer.apple.com/documentation/quartzcore/cacornermask
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at the least x and least y: the top left on screen.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The top right on screen.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The bottom left on screen.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The bottom right on screen.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// The shape of a layer's rounded corners.
/// https://developer.apple.com/documentation/quartzcore/calayercornercurve
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles of the corner radius.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A curve that bends gradually from the straight edges (iOS 13).
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
