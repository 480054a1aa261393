import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// The keys apps style alerts with through `setValue(_:forKey:)`.
    @Suite @MainActor struct AlertKeyValue {
        private func present(_ alert: UIAlertController) throws -> TestApp {
            let test = try TestApp.launchSceneApp()
            let root = try #require(test.rootViewController)
            root.present(alert, animated: false)
            test.app.runUntilIdle()
            return test
        }

        @Test func attributedTitleAndMessageAreDrawnInsteadOfThePlainOnes() throws {
            let alert = UIAlertController(title: "New", message: "Enter", preferredStyle: .alert)
            let title = NSAttributedString(string: "Green title", attributes: [.foregroundColor: UIColor.green])
            alert.setValue(title, forKey: "attributedTitle")
            alert.setValue(NSAttributedString(string: "Green message"), forKey: "attributedMessage")
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            _ = try present(alert)
            let labels = try #require(alert.view as? AlertView).box.subviews.compactMap { $0 as? UILabel }
            #expect(labels.count == 2)
            #expect(labels[0].attributedText?.string == "Green title")
            #expect(
                labels[0].attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .green)
            #expect(labels[1].text == "Green message")
            #expect(alert.title == "New", "the plain title is kept")
        }

        @Test func anActionsTitleColourAndImageStyleItsButton() throws {
            let alert = UIAlertController(title: "Pick", message: nil, preferredStyle: .actionSheet)
            let action = UIAlertAction(title: "Green", style: .default)
            let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
            action.setValue(UIColor.green, forKey: "titleTextColor")
            action.setValue(image, forKey: "image")
            alert.addAction(action)
            _ = try present(alert)
            let button = try #require((alert.view as? AlertView)?.buttons.first?.button)
            #expect(button.titleColor(for: .normal) == .green)
            #expect(button.image(for: .normal) === image)
        }

        @Test func aContentViewControllerSitsBetweenTheTextAndTheActions() throws {
            let alert = UIAlertController(title: "Date", message: "Pick one", preferredStyle: .alert)
            let content = UIViewController()
            content.preferredContentSize = CGSize(width: 250, height: 120)
            alert.setValue(content, forKey: "contentViewController")
            alert.addAction(UIAlertAction(title: "Done", style: .default))
            _ = try present(alert)
            let view = try #require(alert.view as? AlertView)
            let message = try #require(view.box.subviews.compactMap { $0 as? UILabel }.last)
            let button = try #require(view.buttons.first?.button)
            #expect(content.parent === alert)
            #expect(content.view.superview === view.box)
            #expect(
                content.view.frame == CGRect(x: 0, y: message.frame.maxY + 16, width: AlertView.alertWidth, height: 120)
            )
            #expect(button.frame.minY == content.view.frame.maxY)
        }

        @Test func anUnknownKeyOrAWrongTypeSetsNothing() throws {
            let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
            alert.setValue(UIColor.red, forKey: "tintColour")
            alert.setValue("not attributed", forKey: "attributedTitle")
            #expect(alert.attributedTitle == nil)
            let action = UIAlertAction(title: "A", style: .default)
            action.setValue("red", forKey: "titleTextColor")
            #expect(action.titleTextColor == nil)
        }
    }
}
