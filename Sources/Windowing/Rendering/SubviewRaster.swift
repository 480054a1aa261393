import Foundation

/// A moving view's subviews, rendered once and then copied: what Core Animation does with a
/// layer tree whose contents did not change while only its position does.
///
/// A push or pop slides two whole screens every frame while nothing inside them changes; drawing
/// them again each frame re-rasterized every rounded background, border and text run (a screen
/// of 100 bordered views cost most of a push frame). While a controller transition runs, its
/// moving views keep their subviews' pixels here and paint them at whole device pixels.
///
/// The raster is dropped as soon as anything inside could look different: a descendant damages
/// itself (`invalidateVisual`: it moved, was restyled, added or removed) or marks contents to
/// redraw (`setNeedsDisplay`), the view's bounds change, or the scale changes. A raster dropped
/// again and again (a subtree that animates inside the moving view) stops being made for the
/// rest of the transition, so such a screen costs what it did without one.
@MainActor
final class SubviewRaster {
    /// Views with a raster: while zero, damage pays nothing for this.
    private(set) static var activeCount = 0

    /// Device pixels per point it was made at, the bounds it was made for, and the area it
    /// covers in the view's bounds space (its top-left is pixel (0, 0)).
    private var scale: CGFloat = 0
    private var bounds = CGRect.null
    private var area = CGRect.null
    private var pixels: Bitmap?
    /// How often it had to be made again; past `maximumRebuilds` it is not made any more.
    private var rebuilds = 0
    private static let maximumRebuilds = 2
    /// A raster bigger than this many window-sized areas is not worth its memory.
    private static let maximumPixels = 4 * 1920 * 1200

    init() { Self.activeCount += 1 }

    /// Ends its life: the pixels go.
    func discard() {
        pixels = nil
        Self.activeCount -= 1
    }

    func invalidate() {
        guard pixels != nil else { return }
        pixels = nil
        rebuilds += 1
    }

    var isUsable: Bool { rebuilds <= Self.maximumRebuilds }

    /// The pixels for `view`'s subviews at `scale` and the area they cover in its bounds space,
    /// made now if they are missing or stale. Nil when the view should render its subviews
    /// itself; no pixels (nil bitmap) when they would lie outside `dirty`, which makes none.
    func pixels(of view: UIView, scale: CGFloat, dirty: CGRect) -> (bitmap: Bitmap?, area: CGRect)? {
        if let pixels, self.scale == scale, bounds == view.storedBounds { return (pixels, area) }
        if pixels != nil { invalidate() }
        guard isUsable, let area = Self.subviewsArea(of: view, scale: scale) else { return nil }
        // Off screen (the arriving screen's first frame): nothing to draw, nothing made yet.
        guard UIView.overlaps(area, dirty) else { return (nil, area) }
        let width = Int((area.width * scale).rounded())
        let height = Int((area.height * scale).rounded())
        guard width > 0, height > 0, width <= Self.maximumPixels / height else { return nil }
        let bitmap = Bitmap(width: width, height: height, hasAlpha: true)
        let canvas = Canvas(bitmap: bitmap)
        if scale != 1 { canvas.scale(x: scale, y: scale) }
        view.renderSubviews(in: canvas, origin: CGPoint(x: -area.minX, y: -area.minY), scale: scale, dirty: area)
        bitmap.flush()
        self.scale = scale
        bounds = view.storedBounds
        self.area = area
        pixels = bitmap
        return (bitmap, area)
    }

    /// What the subviews can paint, in `view`'s bounds space, grown to whole device pixels.
    private static func subviewsArea(of view: UIView, scale: CGFloat) -> CGRect? {
        var area = CGRect.null
        for subview in view.storedSubviews { area = area.union(subview.visualExtent(in: view)) }
        if view.storedClipsToBounds { area = area.intersection(view.storedBounds) }
        guard !area.isNull, !area.isEmpty, area.width.isFinite, area.height.isFinite else { return nil }
        let minX = (area.minX * scale).rounded(.down) / scale
        let minY = (area.minY * scale).rounded(.down) / scale
        let maxX = (area.maxX * scale).rounded(.up) / scale
        let maxY = (area.maxY * scale).rounded(.up) / scale
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension UIView {
    /// Keeps this view's subviews as pixels while it moves (see `SubviewRaster`), or stops.
    func setRastersSubviews(_ rasters: Bool) {
        if rasters {
            guard sideStorage?.subviewRaster == nil else { return }
            sideStorageForWriting.subviewRaster = SubviewRaster()
        } else if let raster = sideStorage?.subviewRaster {
            raster.discard()
            sideStorage?.subviewRaster = nil
        }
    }

    /// Drops the rasters that hold this view's pixels: its ancestors'. Its own raster holds only
    /// its subviews, which report their own changes, and its bounds are checked when it paints.
    func invalidateAncestorRasters() {
        guard SubviewRaster.activeCount > 0 else { return }
        var ancestor = storedSuperview
        while let view = ancestor {
            view.sideStorage?.subviewRaster?.invalidate()
            ancestor = view.storedSuperview
        }
    }

    /// The rectangle this view and its unclipped descendants cover, in `ancestor`'s bounds space.
    func visualExtent(in ancestor: UIView) -> CGRect {
        var rect = convertRect(drawnExtent, to: ancestor)
        if !storedClipsToBounds {
            for subview in storedSubviews { rect = rect.union(subview.visualExtent(in: ancestor)) }
        }
        return rect
    }

    /// Paints the subviews from this view's raster when it has a usable one, copying it at whole
    /// device pixels when the matrix only translates and scales by `scale`; false when the
    /// subviews must be rendered one by one.
    func paintSubviewRaster(in context: Canvas, origin: CGPoint, scale: CGFloat, dirty: CGRect) -> Bool {
        guard let raster = sideStorage?.subviewRaster, raster.isUsable else { return false }
        let ctm = context.ctm
        guard ctm.b == 0, ctm.c == 0, ctm.a == scale, ctm.d == scale else { return false }
        guard let (pixels, area) = raster.pixels(of: self, scale: scale, dirty: dirty) else { return false }
        guard let bitmap = pixels, Self.overlaps(area, dirty) else { return true }
        let corner = CGPoint(x: origin.x + area.minX, y: origin.y + area.minY).applying(ctm)
        // Int(_:) of a value out of its range would trap.
        guard abs(corner.x) < 1e7, abs(corner.y) < 1e7 else { return false }
        context.paint(bitmap, atDevicePixelX: Int(corner.x.rounded()), y: Int(corner.y.rounded()))
        return true
    }
}
