import Foundation

// The title: which title and colour the current state shows, the label that shows them, and the
// button's size and layout from it. Per-state images, when they arrive, are laid out in
// `layoutContent()` beside the title and add to `titleFittingSize()`.
extension UIButton {
    /// The size of a title label's font (UIKit's system button title).
    static let titleFontSize: CGFloat = 15

    /// Whether the current state has a non-empty title to show.
    var showsTitle: Bool {
        if let attributed = currentAttributedTitle { return attributed.length > 0 }
        return !(currentTitle ?? "").isEmpty
    }

    func ensureTitleLabel() -> UILabel {
        if let storedTitleLabel { return storedTitleLabel }
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: Self.titleFontSize)
        label.lineBreakMode = .byTruncatingMiddle
        storedTitleLabel = label
        addSubview(label)
        updateTitleLabel(label)
        return label
    }

    /// Shows the current state's title in the title label, made only once there is a title.
    func titleDidChange() {
        if storedConfiguration != nil { return setNeedsUpdateConfiguration() }
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
        guard showsTitle || storedTitleLabel != nil else { return }
        updateTitleLabel(ensureTitleLabel())
        setNeedsLayout()
    }

    private func updateTitleLabel(_ label: UILabel) {
        if let attributed = currentAttributedTitle {
            label.attributedText = attributed
        } else {
            label.text = currentTitle
            label.textColor = titleDrawingColor
        }
        label.isHidden = !showsTitle
    }

    /// The colour the title is drawn in: the colour set for the state, else the type's default,
    /// which a tinted button dims while highlighted or disabled.
    var titleDrawingColor: UIColor {
        if let exact = titleColors[state] { return exact }
        let base = titleColors[.normal] ?? defaultTitleColor
        guard storedButtonType != .custom else { return base }
        return base.withAlphaComponent(base.cgColor.alpha * tintedContentAlpha)
    }

    /// The content's size: the image and the title side by side.
    func titleFittingSize() -> CGSize {
        let image = imageFittingSize
        guard showsTitle, let label = storedTitleLabel else { return image }
        let title = label.sizeThatFits(CGSize(width: 0, height: 0))
        return CGSize(width: image.width + title.width, height: max(image.height, title.height))
    }

    /// Places the image and the title as a pair by the content alignments (centred by default),
    /// the title no wider than what the image leaves (a longer title is truncated). With `.fill`
    /// the title takes what the image leaves of the bounds, across or down.
    func layoutContent() {
        let fitting = showsTitle ? storedTitleLabel?.sizeThatFits(.zero) ?? .zero : .zero
        let image = showsImage && storedImageView != nil ? imageFittingSize : .zero
        let titleWidth = min(fitting.width, max(0, bounds.width - image.width))
        let content = alignedContentRect(
            for: CGSize(width: image.width + titleWidth, height: max(image.height, fitting.height)), in: bounds)
        layoutImages(in: content)
        guard let label = storedTitleLabel else { return }
        let x = content.minX + image.width
        let fillsAcross = contentHorizontalAlignment == .fill
        let fillsDown = contentVerticalAlignment == .fill
        label.frame = CGRect(
            x: x, y: fillsDown ? content.minY : content.midY - fitting.height / 2,
            width: fillsAcross ? max(0, content.maxX - x) : titleWidth,
            height: fillsDown ? content.height : fitting.height)
    }
}
