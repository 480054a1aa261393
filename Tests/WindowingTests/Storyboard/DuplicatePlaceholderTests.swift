import Foundation
import Testing

@testable import Windowing

private typealias F = StoryboardFixtures

/// Placeholders share the id space of a nib's or scene's objects: a second object with the same id
/// is refused, as duplicate view ids are, by the loader and so by the checker (issue 21).
@MainActor
struct DuplicatePlaceholderTests {
    private func nib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
        \(objects)
                <view id="v"/>
            </objects>
        </document>
        """
    }

    @Test func twoPlaceholdersWithOneIdAreRefused() {
        let text = nib(
            """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-1" customClass="UIResponder"/>
            """)
        #expect(
            F.error(text, kind: .nib) == """
                Storyboard: Test.storyboard:5: <placeholder id="-1">: the id '-1' is used twice; ids must be unique \
                in a file
                """)
    }

    @Test func aViewWithAPlaceholdersIdIsRefused() {
        let text = nib(
            """
                    <placeholder placeholderIdentifier="IBFirstResponder" id="v" customClass="UIResponder"/>
            """)
        #expect(
            F.error(text, kind: .nib) == """
                Storyboard: Test.storyboard:5: <view id="v">: the id 'v' is used twice; ids must be unique in a file
                """)
    }

    @Test func theCheckerRefusesTheNib() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("placeholders-\(getpid()).xib")
        let text = nib(
            """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-1" customClass="UIResponder"/>
            """)
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(
            StoryboardChecker.check(url)
                == .refused(
                    "Storyboard: \(url.path):5: <placeholder id=\"-1\">: the id '-1' is used twice; ids must be unique "
                        + "in a file"))
    }

    @Test func aScenesPlaceholderWithTheControllersIdIsRefused() {
        let scene = F.scene().replacingOccurrences(
            of: "</objects>", with: "<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"vc1\"/>\n</objects>")
        #expect(F.error(F.storyboard(scene))?.contains("the id 'vc1' is used twice") == true)
    }
}
