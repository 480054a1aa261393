import Foundation

/// The state of a view that few views have, kept out of line so that a plain view pays one
/// pointer for all of it: a dense storyboard makes 100,000 views (issue 21), and these cost 170
/// bytes a view inline. Made on the first write of a value other than the default, then kept for
/// the view's life; reading a view without one gives the defaults.
@MainActor
final class ViewSideStorage {
    var transform = CGAffineTransform.identity
    /// The part of the bounds whose cached contents must be drawn again, if any: set by
    /// `setNeedsDisplay`, which a plain view laid out once never gets.
    var needsDisplayRect: CGRect?
    var tintColor: UIColor?
    var tintAdjustmentMode = UIView.TintAdjustmentMode.automatic
    /// The view controller whose root view this is; it is the view's next responder.
    weak var owningViewController: UIViewController?
    /// The attached gesture recognizers, in the order added (retained, as UIKit's views do).
    var gestureRecognizers: [UIGestureRecognizer] = []
    /// The attached interactions (`addInteraction(_:)`), in the order added.
    var interactions: [any UIInteraction] = []
    var tag = 0
    var accessibilityIdentifier: String?
    /// What the view tells assistive technologies, once any of it is set (`UIView+Accessibility`).
    var accessibility: ViewAccessibility?
    /// The subviews' pixels kept while the view moves in a transition (`SubviewRaster`).
    var subviewRaster: SubviewRaster?
    /// The appearance this view asks of its subtree (`overrideUserInterfaceStyle`).
    var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// The layer, made on first use of `layer`: rendering reads it only once it has styling
    /// (`hasLayerStyling`), so a view without one pays nothing inline for it.
    var layer: CALayer?
    /// The scale the contents were drawn at (pixels a point); only meaningful with contents.
    var contentsScale: CGFloat = 1
    /// An `autoresizingMask` with bits beyond the six UIKit defines (`UIView+Flags.swift`).
    var wideAutoresizingMask: UInt = 0
}

// The side storage's values under the names the rest of the module reads and writes. A write of
// the default to a view without side storage makes none.
extension UIView {
    var sideStorageForWriting: ViewSideStorage {
        if let sideStorage { return sideStorage }
        let made = ViewSideStorage()
        sideStorage = made
        return made
    }

    /// The transform `transform` returns; `hasIdentityTransform` says whether it is the identity.
    var storedTransform: CGAffineTransform {
        get { sideStorage?.transform ?? .identity }
        set {
            if let sideStorage {
                sideStorage.transform = newValue
            } else if newValue != .identity {
                sideStorageForWriting.transform = newValue
            }
        }
    }

    /// The part of the bounds whose cached contents must be drawn again, if any.
    var needsDisplayRect: CGRect? {
        get { sideStorage?.needsDisplayRect }
        set {
            if let sideStorage {
                sideStorage.needsDisplayRect = newValue
            } else if newValue != nil {
                sideStorageForWriting.needsDisplayRect = newValue
            }
        }
    }

    /// The tint colour set on this view itself; nil inherits.
    var storedTintColor: UIColor? {
        get { sideStorage?.tintColor }
        set {
            if let sideStorage {
                sideStorage.tintColor = newValue
            } else if newValue != nil {
                sideStorageForWriting.tintColor = newValue
            }
        }
    }

    /// The tint adjustment mode set on this view itself; `.automatic` inherits.
    var storedTintAdjustmentMode: TintAdjustmentMode {
        get { sideStorage?.tintAdjustmentMode ?? .automatic }
        set {
            if let sideStorage {
                sideStorage.tintAdjustmentMode = newValue
            } else if newValue != .automatic {
                sideStorageForWriting.tintAdjustmentMode = newValue
            }
        }
    }

    /// The view controller whose root view this is (held weakly); it is the view's next responder.
    var owningViewController: UIViewController? {
        get { sideStorage?.owningViewController }
        set {
            if let sideStorage {
                sideStorage.owningViewController = newValue
            } else if newValue != nil {
                sideStorageForWriting.owningViewController = newValue
            }
        }
    }

    /// The layer, made on first use of `layer`; nil means no layer styling.
    var storedLayer: CALayer? {
        get { sideStorage?.layer }
        set {
            if let sideStorage {
                sideStorage.layer = newValue
            } else if newValue != nil {
                sideStorageForWriting.layer = newValue
            }
        }
    }

    /// The scale `contents` were drawn at, in pixels a point; 1 for a view without contents.
    var contentsScale: CGFloat {
        get { sideStorage?.contentsScale ?? 1 }
        set {
            if let sideStorage {
                sideStorage.contentsScale = newValue
            } else if newValue != 1 {
                sideStorageForWriting.contentsScale = newValue
            }
        }
    }

    /// The attached gesture recognizers, in the order added (retained, as UIKit's views do).
    var storedGestureRecognizers: [UIGestureRecognizer] {
        get { sideStorage?.gestureRecognizers ?? [] }
        set {
            if let sideStorage {
                sideStorage.gestureRecognizers = newValue
            } else if !newValue.isEmpty {
                sideStorageForWriting.gestureRecognizers = newValue
            }
        }
    }
}
