import SwiftParser
import SwiftSyntax
import Testing

@testable import WindowingPort

/// The selector Interface Builder writes for an action, which the registrations are keyed by.
@Suite("Objective-C selector names")
struct SelectorNameTests {
    private func selector(_ declaration: String) -> String? {
        let tree = Parser.parse(source: declaration)
        guard let function = tree.statements.first?.item.as(FunctionDeclSyntax.self) else { return nil }
        return InterfaceBuilderScanner.objectiveCSelector(function)
    }

    @Test func selectors() {
        #expect(selector("func refresh() {}") == "refresh")
        #expect(selector("func didTap(_ sender: Any) {}") == "didTap:")
        #expect(selector("func didTap(sender: UIButton) {}") == "didTapWithSender:")
        #expect(selector("func tapped(_ sender: Any, forEvent event: UIEvent) {}") == "tapped:forEvent:")
        #expect(selector("func move(_ a: Int, _ b: Int) {}") == "move::")
    }

    @Test func colourComponents() {
        #expect(
            AssetCatalog.arguments(["red": "0.5", "green": "0", "blue": "1", "alpha": "1.000"])
                == "red: 0.500, green: 0.000, blue: 1.000, alpha: 1.000")
        #expect(
            AssetCatalog.arguments(["red": "0xFF", "green": "0x00", "blue": "0x80", "alpha": "0.5"])
                == "red: 1.000, green: 0.000, blue: 0.502, alpha: 0.500")
        #expect(
            AssetCatalog.arguments(["red": "255", "green": "0", "blue": "51", "alpha": "1"])
                == "red: 1.000, green: 0.000, blue: 0.200, alpha: 1.000")
        #expect(AssetCatalog.arguments(["white": "0.25", "alpha": "1"]) == "white: 0.250, alpha: 1.000")
        #expect(AssetCatalog.arguments(["red": "half", "green": "0", "blue": "0"]) == nil)
    }
}
