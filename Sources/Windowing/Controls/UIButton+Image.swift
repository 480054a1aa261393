import Foundation

// Images per state: the foreground image, shown by `imageView` before the title, and the
// background image, stretched over the bounds behind both. Both fall back to `.normal`'s, as
// titles do.
extension UIButton {
    /// Sets the image shown in `state`; nil removes it, so the state falls back to `.normal`'s.
    public func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
        imageDidChange()
    }

    /// The image for `state`: the one set for exactly that state, else the `.normal` image.
    public func image(for state: State) -> UIImage? { images[state] ?? images[.normal] }

    /// The image for the button's current `state`.
    public var currentImage: UIImage? { image(for: state) }

    /// Sets the background image drawn in `state`, stretched to the bounds; nil removes it.
    public func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state] = image
        imageDidChange()
    }

    /// The background image for `state`: the one set for exactly that state, else `.normal`'s.
    public func backgroundImage(for state: State) -> UIImage? { backgroundImages[state] ?? backgroundImages[.normal] }

    /// The background image for the button's current `state`.
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The view showing the current image, made on first use. A `.system` button shows an image
    /// whose rendering mode is `.automatic` as a template, filled with its tint colour, as UIKit does.
    public var imageView: UIImageView? { ensureImageView() }

    var showsImage: Bool { currentImage != nil }

    func ensureImageView() -> UIImageView {
        if let storedImageView { return storedImageView }
        let view = UIImageView(image: nil)
        storedImageView = view
        // In front of the background image, behind the title.
        if let storedTitleLabel { insertSubview(view, belowSubview: storedTitleLabel) } else { addSubview(view) }
        return view
    }

    /// Shows the current state's images, making their views only once there is an image.
    func imageDidChange() {
        if storedConfiguration != nil { return setNeedsUpdateConfiguration() }
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
        if showsImage || storedImageView != nil {
            let view = ensureImageView()
            view.image = currentImage.map { image in
                storedButtonType == .system && image.renderingMode == .automatic
                    ? image.withRenderingMode(.alwaysTemplate) : image
            }
            view.isHidden = !showsImage
            // A system button dims its image as it dims its title; it never fills its bounds.
            if storedButtonType == .system { view.alpha = tintedContentAlpha }
        }
        if let background = currentBackgroundImage {
            let view = ensureBackgroundImageView()
            view.image = background
            view.isHidden = false
        } else {
            storedBackgroundImageView?.isHidden = true
        }
        setNeedsLayout()
    }

    private func ensureBackgroundImageView() -> UIImageView {
        if let storedBackgroundImageView { return storedBackgroundImageView }
        let view = UIImageView(image: nil)
        view.contentMode = .scaleToFill
        storedBackgroundImageView = view
        insertSubview(view, at: 0)
        return view
    }

    /// The image's size in points when one is shown.
    var imageFittingSize: CGSize { showsImage ? currentImage?.size ?? .zero : .zero }

    /// Lays out the background over the bounds, and the image at the start of `content`, before the title.
    func layoutImages(in content: CGRect) {
        storedBackgroundImageView?.frame = bounds
        guard showsImage, let view = storedImageView else { return }
        let image = imageFittingSize
        view.frame = CGRect(
            x: content.minX, y: content.midY - image.height / 2, width: image.width, height: image.height)
    }
}
