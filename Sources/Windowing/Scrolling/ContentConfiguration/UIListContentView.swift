import Foundation

/// The view a `UIListContentConfiguration` makes: its image, text and secondary text, laid out
/// by constraints so that a self-sizing row grows with text of several lines.
/// https://developer.apple.com/documentation/uikit/uilistcontentview
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private let texts = UIStackView()
    private var arrangement: [NSLayoutConstraint] = []
    private var listConfiguration: UIListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        setUp()
    }

    /// A view from a storyboard or nib, showing an empty `cell()` configuration until one is set.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        for view in [imageView, texts] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        texts.addArrangedSubview(textLabel)
        texts.addArrangedSubview(secondaryTextLabel)
        imageView.setContentHuggingPriority(.required, for: .horizontal)
        imageView.contentMode = .scaleAspectFit
        apply()
    }

    /// The configuration shown; a configuration that is not a `UIListContentConfiguration` is
    /// not supported (`supports(_:)`) and is ignored.
    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply() {
        let configuration = listConfiguration
        style(textLabel, configuration.textProperties, configuration.text, configuration.attributedText)
        style(
            secondaryTextLabel, configuration.secondaryTextProperties, configuration.secondaryText,
            configuration.secondaryAttributedText)
        if configuration.prefersSideBySideTextAndSecondaryText {
            secondaryTextLabel.textAlignment = .right
        }
        // The secondary text of a value cell keeps its width; the text gives way. Stacked, the
        // two texts take the row's width: a required hugging there would hold the column to the
        // secondary text's width, nothing when it is empty.
        let sideBySide = configuration.prefersSideBySideTextAndSecondaryText
        secondaryTextLabel.setContentCompressionResistancePriority(
            sideBySide ? .required : .defaultHigh, for: .horizontal)
        secondaryTextLabel.setContentHuggingPriority(sideBySide ? .required : .defaultLow, for: .horizontal)
        imageView.image = configuration.image
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.isHidden = configuration.image == nil
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        texts.axis = configuration.prefersSideBySideTextAndSecondaryText ? .horizontal : .vertical
        texts.alignment = configuration.prefersSideBySideTextAndSecondaryText ? .firstBaseline : .fill
        texts.spacing =
            configuration.prefersSideBySideTextAndSecondaryText
            ? configuration.textToSecondaryTextHorizontalPadding : configuration.textToSecondaryTextVerticalPadding
        arrange(configuration)
    }

    private func style(
        _ label: UILabel, _ properties: UIListContentConfiguration.TextProperties, _ text: String?,
        _ attributed: NSAttributedString?
    ) {
        label.font = properties.font
        label.textColor = properties.color
        label.textAlignment = properties.alignment
        label.lineBreakMode = properties.lineBreakMode
        label.numberOfLines = properties.numberOfLines
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text
        }
        label.isHidden = (attributed?.length ?? 0) == 0 && (text ?? "").isEmpty
    }

    /// The constraints of the arrangement: the margins, the image at the leading edge, the texts
    /// after it, both centred, and a cell's row at least 44 points tall, as UIKit's are. A
    /// self-sizing row or header is measured as small as these allow, which is the content's
    /// height: the view hugs its content just above the fitting level, and the texts' centring
    /// gives way below it, so that unequal margins (a grouped header's 16 above, 6 below) are
    /// kept as they are rather than made equal.
    private func arrange(_ configuration: UIListContentConfiguration) {
        NSLayoutConstraint.deactivate(arrangement)
        let margins = configuration.directionalLayoutMargins
        let hasImage = configuration.image != nil
        let centred = texts.centerYAnchor.constraint(equalTo: centerYAnchor)
        centred.priority = UILayoutPriority(UILayoutPriority.fittingSizeLevel.rawValue - 10)
        let hugs = heightAnchor.constraint(equalToConstant: 0)
        hugs.priority = UILayoutPriority(UILayoutPriority.fittingSizeLevel.rawValue + 1)
        var constraints = [
            texts.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -margins.trailing),
            texts.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: margins.top),
            texts.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -margins.bottom),
            centred, hugs,
            // With both texts hidden the stack has no height of its own; it is not below zero.
            texts.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
            imageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: margins.leading),
            imageView.centerYAnchor.constraint(equalTo: centerYAnchor),
            imageView.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: margins.top),
            heightAnchor.constraint(greaterThanOrEqualToConstant: configuration.minimumHeight),
        ]
        // The text takes the row's width, so that a value cell's secondary text sits at the edge.
        let fill = texts.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -margins.trailing)
        fill.priority = .defaultHigh
        constraints.append(fill)
        if hasImage {
            constraints.append(
                texts.leadingAnchor.constraint(
                    equalTo: imageView.trailingAnchor, constant: configuration.imageToTextPadding))
        } else {
            constraints.append(texts.leadingAnchor.constraint(equalTo: leadingAnchor, constant: margins.leading))
        }
        let image = configuration.imageProperties
        let size = image.reservedLayoutSize != .zero ? image.reservedLayoutSize : image.maximumSize
        if hasImage, size.width > 0 {
            let relation = image.reservedLayoutSize.width > 0
            constraints.append(
                relation
                    ? imageView.widthAnchor.constraint(equalToConstant: size.width)
                    : imageView.widthAnchor.constraint(lessThanOrEqualToConstant: size.width))
        }
        if hasImage, size.height > 0 {
            let relation = image.reservedLayoutSize.height > 0
            constraints.append(
                relation
                    ? imageView.heightAnchor.constraint(equalToConstant: size.height)
                    : imageView.heightAnchor.constraint(lessThanOrEqualToConstant: size.height))
        }
        arrangement = constraints
        NSLayoutConstraint.activate(constraints)
    }
}
