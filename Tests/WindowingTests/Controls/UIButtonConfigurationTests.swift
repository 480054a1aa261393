import Foundation
import Testing

@testable import Windowing

/// Configuration-based buttons (iOS 15's button system): the update cycle, the styles' colours,
/// sizes from content insets, image placement, per-state overrides and the activity indicator.
@Suite @MainActor struct UIButtonConfigurationTests {
    /// Logs the update cycle in the order the button runs it.
    final class LoggingButton: UIButton {
        var log: [String] = []
        override func updateConfiguration() {
            log.append("updateConfiguration")
            super.updateConfiguration()
        }
    }

    @Test func aRequestRunsUpdateConfigurationThenTheHandlerOnceBeforeLayout() {
        let button = LoggingButton(type: .system)
        button.configurationUpdateHandler = { button in (button as? LoggingButton)?.log.append("handler") }
        button.configuration = .filled()
        button.setNeedsUpdateConfiguration()
        #expect(button.log.isEmpty, "updates wait for the layout pass")
        button.layoutIfNeeded()
        #expect(button.log == ["updateConfiguration", "handler"])
        button.layoutIfNeeded()
        #expect(button.log.count == 2, "nothing new was asked for")
        button.isHighlighted = true
        button.layoutIfNeeded()
        #expect(button.log == ["updateConfiguration", "handler", "updateConfiguration", "handler"])
    }

    @Test func aHandlerThatAssignsTheConfigurationDoesNotLoop() {
        let button = UIButton(configuration: .filled())
        var runs = 0
        button.configurationUpdateHandler = { button in
            runs += 1
            var updated = button.configuration
            updated?.baseBackgroundColor = button.isHighlighted ? .red : .green
            button.configuration = updated
        }
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        button.layoutIfNeeded()
        #expect(runs == 1)
        #expect(Self.centrePixel(of: button) == 0xFF00_FF00)
        button.isHighlighted = true
        button.layoutIfNeeded()
        #expect(runs == 2)
        // The handler's red, at the highlighted background's opacity (premultiplied).
        #expect(pixel(Self.centrePixel(of: button), isClose: 0xBFBF_0000))
    }

    @Test func theStylesResolveUIKitsColours() {
        let tint = UIColor.red
        func look(_ configuration: UIButton.Configuration) -> ButtonLook { ButtonLook(configuration, tint: tint) }
        #expect(look(.filled()).background == .red)
        #expect(look(.filled()).foreground == .white)
        #expect(look(.plain()).background == .clear)
        #expect(look(.plain()).foreground == .red)
        #expect(look(.gray()).background == .systemGray5)
        #expect(look(.tinted()).background == UIColor.red.withAlphaComponent(ButtonLook.tintedWashAlpha))
        var custom = UIButton.Configuration.filled()
        custom.baseBackgroundColor = .blue
        custom.baseForegroundColor = .black
        #expect(look(custom).background == .blue)
        #expect(look(custom).foreground == .black)
        custom.background.backgroundColor = .green
        #expect(look(custom).background == .green, "an explicit background colour wins over the style")
        #expect(look(.borderedProminent()).background == look(.filled()).background)
        #expect(look(.borderless()).background == .clear)
    }

    @Test func theSizeIsTheContentPlusTheDefaultInsets() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Guess my age!"
        let button = UIButton(configuration: configuration)
        let label = try #require(button.titleLabel)
        button.layoutIfNeeded()
        let text = label.sizeThatFits(.zero)
        #expect(button.intrinsicContentSize == CGSize(width: ceil(text.width + 24), height: ceil(text.height + 14)))
        #expect(label.font == UIFont.preferredFont(forTextStyle: .body))
        var large = configuration
        large.buttonSize = .large
        #expect(large.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        large.contentInsets = .init(top: 1, leading: 2, bottom: 3, trailing: 4)
        large.buttonSize = .small
        #expect(large.contentInsets == .init(top: 1, leading: 2, bottom: 3, trailing: 4), "set insets stay")
        large.setDefaultContentInsets()
        #expect(large.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
    }

    @Test func perStateTitlesAndColoursWinOverTheConfiguration() throws {
        let button = UIButton(configuration: .filled())
        button.setTitle("7", for: .normal)
        button.setTitleColor(.black, for: .normal)
        button.layoutIfNeeded()
        let label = try #require(button.titleLabel)
        #expect(label.text == "7")
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .black)
    }

    @Test func theTitleTransformerSetsTheFont() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "="
        let big = UIFont.systemFont(ofSize: 25, weight: .medium)
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = big
            return outgoing
        }
        let button = UIButton(configuration: configuration)
        button.layoutIfNeeded()
        let label = try #require(button.titleLabel)
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == big)
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .white)
    }

    @Test func anImageOnTopSitsAboveTheCentredTitle() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Go"
        configuration.image = Self.image(width: 10, height: 12)
        configuration.imagePlacement = .top
        configuration.imagePadding = 4
        configuration.contentInsets = .init()
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        button.layoutIfNeeded()
        let image = try #require(button.imageView).frame
        let title = try #require(button.titleLabel).frame
        #expect(image.size == CGSize(width: 10, height: 12))
        #expect(image.midX == 50)
        #expect(title.minY == image.maxY + 4)
        #expect(abs(title.midX - 50) < 0.001)
        #expect(abs((image.minY + title.maxY) / 2 - 50) < 0.001, "the pair is centred vertically")
        let size = button.intrinsicContentSize
        #expect(size.height == ceil(12 + 4 + title.height))
    }

    @Test func theActivityIndicatorReplacesTheImageWhileShown() throws {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Guess my age!"
        configuration.image = Self.image(width: 8, height: 8)
        let button = UIButton(configuration: configuration)
        button.layoutIfNeeded()
        #expect(button.imageView?.isHidden == false)
        button.configuration?.showsActivityIndicator = true
        button.layoutIfNeeded()
        let indicator = try #require(button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first)
        #expect(indicator.isAnimating)
        #expect(!indicator.isHidden)
        #expect(button.imageView?.isHidden == true)
        #expect(indicator.frame.size == CGSize(width: 20, height: 20))
        button.configuration?.showsActivityIndicator = false
        button.layoutIfNeeded()
        #expect(!indicator.isAnimating)
        #expect(indicator.isHidden)
        #expect(button.imageView?.isHidden == false)
    }

    @Test func aCapsuleIsRoundedToHalfItsHeight() {
        var configuration = UIButton.Configuration.filled()
        configuration.cornerStyle = .capsule
        configuration.baseBackgroundColor = .blue
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.layoutIfNeeded()
        let surface = UIButtonTests.render(button)
        #expect(surface.pixel(x: 1, y: 1) == 0, "outside the rounded end")
        #expect(surface.pixel(x: 50, y: 1) == 0xFF00_00FF, "the straight top edge")
        #expect(surface.pixel(x: 20, y: 20) == 0xFF00_00FF)
        #expect(ButtonLook.cornerRadius(configuration, height: 40) == 20)
    }

    @Test func settingNilGoesBackToTheOlderButton() {
        let button = UIButton(configuration: .filled())
        button.setTitle("A", for: .normal)
        button.layoutIfNeeded()
        button.configuration = nil
        button.layoutIfNeeded()
        #expect(button.intrinsicContentSize == button.titleFittingSize())
        #expect(Self.centrePixel(of: button) & 0xFF00_0000 == 0, "no background is drawn")
    }

    @Test func anActivityIndicatorStartsStoppedAndHidden() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.frame.size == CGSize(width: 37, height: 37))
        #expect(!spinner.isAnimating)
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.startAnimating()
        #expect(spinner.isAnimating)
        spinner.step()
        #expect(spinner.phase == 1)
        spinner.stopAnimating()
        #expect(!spinner.isHidden, "it stays shown when it does not hide when stopped")
    }

    static func image(width: Int, height: Int) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    static func centrePixel(of button: UIButton) -> UInt32 { UIButtonTests.centrePixel(of: button) }
    static func alpha(_ pixel: UInt32) -> UInt32 { pixel >> 24 }
}
