import Foundation

/// The view a presentation adds to the window: it covers the whole window (so what is below takes
/// no touches) and holds the presented controller's view, full size or as a centred card over a
/// dimmed background.
@MainActor
final class PresentationHostView: UIView {
    let style: UIModalPresentationStyle
    /// The card a sheet draws its content in; the host itself for full-screen styles.
    let contentView: UIView

    /// Widest and tallest sheet cards; smaller windows get a card inset by `sheetMargin`.
    private static let formSheetSize = CGSize(width: 540, height: 620)
    private static let pageSheetWidth: CGFloat = 704
    private static let sheetMargin: CGFloat = 20

    init(style: UIModalPresentationStyle, frame: CGRect) {
        self.style = style
        if style.isSheet {
            let card = UIView(frame: .zero)
            card.backgroundColor = .systemBackground
            card.layer.cornerRadius = 10
            card.clipsToBounds = true
            contentView = card
        } else {
            contentView = UIView(frame: .zero)
        }
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if style.isSheet {
            backgroundColor = Self.dimming
        } else {
            contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        addSubview(contentView)
        contentView.frame = cardFrame(in: bounds)
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// What a sheet lays over the presenting view.
    private static let dimming = UIColor(white: 0, alpha: 0.4)

    /// Whether a sheet dims what is below it; full-screen styles have nothing to dim.
    var isDimmed: Bool {
        get { backgroundColor != nil && backgroundColor != .clear }
        set { if style.isSheet { backgroundColor = newValue ? Self.dimming : .clear } }
    }

    /// Installs the presented view so that it fills the card (or the window).
    func install(_ view: UIView) {
        view.frame = contentView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(view)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = cardFrame(in: bounds)
    }

    private func cardFrame(in bounds: CGRect) -> CGRect {
        guard style.isSheet else { return bounds }
        let margin = Self.sheetMargin
        let isForm = style == .formSheet || style == .popover
        let widest = isForm ? Self.formSheetSize.width : Self.pageSheetWidth
        let width = max(0, min(widest, bounds.width - 2 * margin))
        let height = max(
            0, isForm ? min(Self.formSheetSize.height, bounds.height - 2 * margin) : bounds.height - margin)
        let originY = isForm ? bounds.midY - height / 2 : bounds.minY + margin
        return CGRect(x: (bounds.midX - width / 2).rounded(), y: originY.rounded(), width: width, height: height)
    }
}
