import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// A field's intrinsic size is its text's, or its placeholder's while it has no text, so a
    /// field that Auto Layout sizes (in a centred stack view, say) shows its placeholder whole and
    /// follows the text as the user types.
    @Suite @MainActor struct TextFieldIntrinsicSize {
        let harness: TextFieldHarness

        init() throws { harness = try TextFieldHarness() }

        @Test func anEmptyFieldIsAsWideAsItsPlaceholderAndThenAsItsText() throws {
            let field = harness.a
            field.borderStyle = .none
            #expect(field.intrinsicContentSize.width == 0)
            field.placeholder = "What's your name?"
            let placeholder = try #require(field.placeholderLayout())
            #expect(placeholder.size.width > 100)
            #expect(field.intrinsicContentSize.width == ceil(placeholder.size.width))
            #expect(field.becomeFirstResponder())
            harness.type("Ada")
            #expect(field.intrinsicContentSize.width == ceil(field.measuredWidth(of: "Ada")))
            field.borderStyle = .roundedRect
            #expect(field.intrinsicContentSize.width == ceil(field.measuredWidth(of: "Ada")) + 14)
        }

        @Test func aFieldInACentredStackViewShowsItsPlaceholderAndGrowsAsTheUserTypes() throws {
            let field = UITextField()
            field.placeholder = "What's your name?"
            field.textAlignment = .center
            let stack = UIStackView(arrangedSubviews: [field])
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.axis = .vertical
            stack.alignment = .center
            let view = harness.controller.view!
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                view.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 16),
                view.bottomAnchor.constraint(equalTo: stack.bottomAnchor, constant: 20),
            ])
            harness.test.app.runUntilIdle()
            let placeholderWidth = ceil(try #require(field.placeholderLayout()).size.width)
            #expect(field.frame.width == placeholderWidth)
            #expect(abs(field.convert(field.bounds, to: view).midX - view.bounds.midX) <= 0.5, "centred")

            #expect(field.becomeFirstResponder())
            harness.type("Ada Lovelace, Countess of Lovelace")
            harness.test.app.runUntilIdle()
            let typedWidth = ceil(field.measuredWidth(of: "Ada Lovelace, Countess of Lovelace"))
            #expect(typedWidth > placeholderWidth)
            #expect(field.frame.width == typedWidth)
        }
    }
}
