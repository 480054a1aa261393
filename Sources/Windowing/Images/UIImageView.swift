public import Foundation

/// A view that shows an image, placed in its bounds as `contentMode` says.
///
/// The image's pixels become the view's contents directly (UIKit sets them as the layer's
/// contents), so showing, moving, resizing or redisplaying an image view never calls `draw(_:)`
/// and allocates nothing: every image view of one image shares that image's pixels, and a resize
/// only changes where the window pass paints them. A template image (`withRenderingMode(.alwaysTemplate)`)
/// is shown as its alpha filled with `tintColor`, made once per tint change. Like UIKit's,
/// `UIImageView` never calls `draw(_:)`.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown (unless highlighted with a `highlightedImage`). Setting it keeps the frame.
    open var image: UIImage? {
        didSet { showCurrentImage() }
    }

    /// The image shown while `isHighlighted` is true; when nil, `image` is shown then too.
    open var highlightedImage: UIImage? {
        didSet { showCurrentImage() }
    }

    /// Whether `highlightedImage` is shown; false by default.
    open var isHighlighted = false {
        didSet { showCurrentImage() }
    }

    /// An image view with a zero frame and no image. Like UIKit's, it ignores events by default
    /// (`isUserInteractionEnabled` is false).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        adoptImageViewDefaults()
    }

    /// An image view sized to `image` (its size in points), at the origin.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        adoptImageViewDefaults()
        self.image = image
        showCurrentImage()
    }

    /// An image view sized to `image`, showing `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        adoptImageViewDefaults()
        self.image = image
        self.highlightedImage = highlightedImage
        showCurrentImage()
    }

    /// Creates an image view from an archive (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        guard coder is StoryboardCoder else {
            adoptImageViewDefaults()
            return
        }
        // The element set the image and interaction already (behaviour 9.17).
        contentsAreFixed = true
        showCurrentImage()
    }

    /// The image's size in points, or `noIntrinsicMetric` for both without an image.
    open override var intrinsicContentSize: CGSize {
        displayedImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size; without an image, the current size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage?.size ?? bounds.size
    }

    private var displayedImage: UIImage? {
        isHighlighted ? highlightedImage ?? image : image
    }

    private func adoptImageViewDefaults() {
        isUserInteractionEnabled = false
        contentsAreFixed = true
        contentsKnownEmpty = true
    }

    /// A template image follows the tint colour it shows.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if displayedImage?.takesTheViewsTint == true { showCurrentImage() }
    }

    /// Moving under another superview can change the inherited tint a template image shows.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if displayedImage?.takesTheViewsTint == true { showCurrentImage() }
    }

    /// Hands the displayed image's pixels to the render pass and repaints where the view is;
    /// a template image's pixels are its alpha filled with `tintColor`.
    private func showCurrentImage() {
        let shown = displayedImage
        contents = shown.map { image in
            image.takesTheViewsTint ? image.templateBitmap(tintedWith: tintColor.cgColor) : image.orientedBitmap
        }
        contentsScale = shown?.scale ?? 1
        contentsKnownEmpty = shown == nil
        needsDisplayRect = nil
        invalidateVisual()
    }
}
