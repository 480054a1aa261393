import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// Xcode's vocabulary (issue 4, behaviour 9.8–9.23): an element or attribute Xcode never writes is an
/// error with its file, line, element and a did-you-mean hint; known elements the toolkit does not
/// support warn once; design-time elements are silent.
@MainActor
struct StoryboardVocabularyTests {
    typealias F = StoryboardFixtures

    private func inserting(_ text: String, before marker: String) -> String {
        F.storyboard(F.scene()).replacingOccurrences(of: marker, with: text + "\n" + marker)
    }

    // MARK: - Unknown elements, at each level

    @Test func unknownElementInTheDocument() {
        #expect(
            F.error(inserting("    <dependancies/>", before: "    <scenes>")) == """
                Storyboard: Test.storyboard:3: <dependancies>: unknown element <dependancies> in <document>; \
                did you mean <dependencies>?
                """)
    }

    @Test func unknownElementInASceneHasAHintWithoutSuggestion() {
        #expect(
            F.error(inserting("        <canvas/>", before: "        <objects>")) == """
                Storyboard: Test.storyboard:5: <canvas>: unknown element <canvas> in <scene>; Interface Builder never \
                writes it; remove it, or re-save the file in Xcode
                """)
    }

    @Test func unknownElementAmongTheSceneObjects() {
        #expect(
            F.error(inserting("            <placeholdr id=\"p\"/>", before: "            <viewController")) == """
                Storyboard: Test.storyboard:6: <placeholdr id="p">: unknown element <placeholdr> in <objects>; did you \
                mean <placeholder>?
                """)
    }

    @Test func unknownElementsInAView() {
        #expect(
            F.error(F.storyboard(F.scene(subviews: "<lable id=\"x\"/>"))) == """
                Storyboard: Test.storyboard:10: <lable id="x">: unknown element <lable> in <subviews>; did you mean \
                <label>?
                """)
        #expect(
            F.error(F.storyboard(F.scene(subviews: "<view id=\"v\"><subview/></view>"))) == """
                Storyboard: Test.storyboard:10: <subview>: unknown element <subview> in <view>; did you mean <subviews>?
                """)
        // A known element that is not a view cannot be a subview.
        #expect(
            F.error(F.storyboard(F.scene(subviews: "<segue id=\"s\"/>"))) == """
                Storyboard: Test.storyboard:10: <segue id="s">: <segue> is not a view; <subviews> holds view elements \
                only
                """)
    }

    @Test func unknownElementInConnections() {
        let text = F.storyboard(F.scene(connections: "<outlt property=\"a\" destination=\"root\" id=\"c\"/>"))
        #expect(
            F.error(text) == """
                Storyboard: Test.storyboard:13: <outlt id="c">: unknown element <outlt> in <connections>; did you mean \
                <outlet>?
                """)
    }

    // MARK: - Unknown attributes on the elements the loader reads

    @Test(arguments: [
        ("<view id=\"v\" hiden=\"YES\"/>", "<view id=\"v\">: unknown attribute 'hiden'; did you mean 'hidden'?"),
        ("<label id=\"l\" txt=\"Hi\"/>", "<label id=\"l\">: unknown attribute 'txt'; did you mean 'text'?"),
        (
            "<button id=\"b\" buttonTyp=\"system\"/>",
            "<button id=\"b\">: unknown attribute 'buttonTyp'; did you mean 'buttonType'?"
        ),
        ("<imageView id=\"i\" imag=\"x\"/>", "<imageView id=\"i\">: unknown attribute 'imag'; did you mean 'image'?"),
        (
            "<view id=\"v\"><color key=\"backgroundColor\" red=\"1\" green=\"0\" blue=\"0\" alhpa=\"1\"/></view>",
            "<color key=\"backgroundColor\">: unknown attribute 'alhpa'; did you mean 'alpha'?"
        ),
        (
            "<view id=\"v\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" hieght=\"1\"/></view>",
            "<rect key=\"frame\">: unknown attribute 'hieght'; did you mean 'height'?"
        ),
        (
            "<label id=\"l\" sparkle=\"YES\"/>",
            "<label id=\"l\">: unknown attribute 'sparkle'; Interface Builder never writes it on <label>; remove it, "
                + "or re-save the file in Xcode"
        ),
    ])
    func unknownAttributeOnAView(subview: String, expected: String) {
        #expect(F.error(F.storyboard(F.scene(subviews: subview))) == "Storyboard: Test.storyboard:10: \(expected)")
    }

    @Test func unknownAttributeOnTheViewControllerAndDocument() {
        #expect(
            F.error(F.storyboard(F.scene(attributes: "storyboardIdentifer=\"Main\""))) == """
                Storyboard: Test.storyboard:6: <viewController id="vc1">: unknown attribute 'storyboardIdentifer'; did \
                you mean 'storyboardIdentifier'?
                """)
        let document = F.storyboard(F.scene()).replacingOccurrences(of: "useAutolayout=", with: "useAutoLayout=")
        #expect(
            F.error(document) == """
                Storyboard: Test.storyboard:2: <document>: unknown attribute 'useAutoLayout'; did you mean \
                'useAutolayout'?
                """)
    }

    // MARK: - Known elements: unsupported ones warn, design-time ones are silent

    @Test func aKnownUnrenderedViewLoadsAsAPlainViewAndItsOwnAttributesDoNotError() throws {
        let picker = """
            <mapView opaque="NO" contentMode="scaleToFill" mapType="standard" showsUserLocation="YES" \
            pickerTint="odd" id="sl">
                <rect key="frame" x="1" y="2" width="30" height="20"/>
                <color key="tintColor" systemColor="systemRedColor"/>
                <connections><action selector="changed:" destination="vc1" eventType="valueChanged" \
            id="a1"/></connections>
            </mapView>
            """
        let model = try F.compile(F.storyboard(F.scene(subviews: picker)))
        #expect(
            model.warnings == [
                "Storyboard: Test.storyboard:10: <mapView id=\"sl\">: <mapView> is not rendered yet; it loads as a "
                    + "plain UIView"
            ])
        let controller = try #require(
            UIStoryboard(model: model, name: "Test", bundle: nil).instantiateInitialViewController())
        let view = try #require(controller.view.subviews.first)
        #expect(type(of: view) == UIView.self)
        #expect(view.frame == CGRect(x: 1, y: 2, width: 30, height: 20))
        // An element outside the vocabulary is still an error inside it.
        let bad = picker.replacingOccurrences(of: "<connections>", with: "<thumb/><connections>")
        #expect(
            F.error(F.storyboard(F.scene(subviews: bad)))?.contains("unknown element <thumb> in <mapView>") == true)
    }

    @Test func designTimeElementsAreSilent() throws {
        let view = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <constraints><constraint firstAttribute="width" constant="10" id="c1"/></constraints>
                <viewLayoutGuide key="safeArea" id="g1"/>
                <accessibility key="accessibilityConfiguration" label="Box"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" \
            value="4"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
                <variation key="default"><mask key="constraints"><exclude reference="c1"/></mask></variation>
            </view>
            """
        let text = F.storyboard(F.scene(subviews: view)).replacingOccurrences(
            of: "    <scenes>",
            with: "    <device id=\"retina6_1\" orientation=\"portrait\" appearance=\"light\"/>\n    <scenes>")
        #expect(try F.compile(text).warnings == [])
    }

    @Test func anOutletToAnUnsupportedObjectWarnsAndStaysNil() throws {
        let text = inserting("            <tapGestureRecognizer id=\"tap\"/>", before: "        </objects>")
            .replacingOccurrences(
                of: "<connections></connections>",
                with: "<connections><outlet property=\"tap\" destination=\"tap\" id=\"o1\"/></connections>")
        #expect(
            try F.compile(text).warnings == [
                "Storyboard: Test.storyboard:15: <tapGestureRecognizer id=\"tap\">: <tapGestureRecognizer> is not "
                    + "supported yet; skipped",
                "Storyboard: Test.storyboard:13: <viewController id=\"vc1\">: the outlet 'tap' goes to a "
                    + "<tapGestureRecognizer>, "
                    + "which is not supported yet; not connected",
            ])
    }

    // issue 18: a navigationController scene loads as one, its root from the relationship segue
    @Test func anInitialNavigationControllerLoadsWithItsRoot() throws {
        let navigation = """
                <scene sceneID="s2">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"/>
                            <connections>
                                <segue destination="vc1" kind="relationship" relationship="rootViewController" id="r"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            """
        let model = try F.compile(F.storyboard(F.scene() + "\n" + navigation, initial: "nav"))
        #expect(model.initialControllerID == "nav")
        #expect(model.controllers["nav"]?.container?.children == ["vc1"])
        #expect(model.warnings.isEmpty)
    }

    // behaviour 9.15: an asset catalog colour is copied into <resources> as <namedColor>
    @Test func namedColoursComeFromTheResources() throws {
        let view = "<view id=\"v\"><color key=\"backgroundColor\" name=\"Brand\"/></view>"
        let resources =
            "<namedColor name=\"Brand\"><color red=\"1\" green=\"0.5\" blue=\"0\" alpha=\"1\" colorSpace=\"custom\" "
            + "customColorSpace=\"sRGB\"/></namedColor>"
        let model = try F.compile(F.storyboard(F.scene(subviews: view), resources: resources))
        #expect(
            model.controllers["vc1"]?.view?.subviews.first?.backgroundColor
                == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(
            F.error(F.storyboard(F.scene(subviews: view))) == """
                Storyboard: Test.storyboard:10: <color key="backgroundColor">: the named colour 'Brand' is not defined \
                in <resources>; add <namedColor name="Brand"> to <resources>, as Xcode does, or use an sRGB colour
                """)
    }

    // Names found in Xcode-written files from public projects (issue 4's corpus check): attributed text with
    // tab stops, the Xcode 11 beta's colour attribute, an old fontDescription size, a popover segue's arrows.
    @Test func attributedTextLoadsAndWarnsOnceInsteadOfVanishing() throws {
        let attributed =
            "<attributedString key=\"attributedText\"><fragment content=\"Hi\"><attributes>"
            + "<font key=\"NSFont\" size=\"14\" name=\"Helvetica\"/><paragraphStyle key=\"NSParagraphStyle\" "
            + "alignment=\"left\" lineBreakMode=\"wordWrapping\" baseWritingDirection=\"natural\"><tabStops>"
            + "<textTab alignment=\"left\" location=\"28\"><options/></textTab></tabStops></paragraphStyle>"
            + "</attributes></fragment></attributedString>"
        let label = "<label id=\"l\" usesAttributedText=\"YES\">\(attributed)</label>"
        let button =
            "<button id=\"b\" hasAttributedTitle=\"YES\"><state key=\"normal\">"
            + attributed.replacingOccurrences(of: "attributedText", with: "attributedTitle") + "</state></button>"
        let model = try F.compile(F.storyboard(F.scene(subviews: label + button)))
        #expect(
            model.warnings == [
                "Storyboard: Test.storyboard:10: <attributedString key=\"attributedText\">: <attributedString> in a "
                    + "view is not "
                    + "supported yet; skipped"
            ])
        let buttonOnly = try F.compile(F.storyboard(F.scene(subviews: button)))
        #expect(
            buttonOnly.warnings == [
                "Storyboard: Test.storyboard:10: <attributedString key=\"attributedTitle\">: <attributedString> in a "
                    + "view is not "
                    + "supported yet; skipped"
            ])
    }

    @Test func olderAndBetaXcodeAttributesLoad() throws {
        let view =
            "<view id=\"v\"><color key=\"backgroundColor\" xcode11CocoaTouchSystemColor=\"systemBackgroundColor\" "
            + "cocoaTouchSystemColor=\"whiteColor\"/></view>"
        let label =
            "<label id=\"l\" text=\"Hi\"><fontDescription key=\"fontDescription\" type=\"system\" "
            + "size=\"system\"/></label>"
        let button =
            "<button id=\"b\"><connections><segue destination=\"vc1\" kind=\"popoverPresentation\" "
            + "popoverAnchorView=\"b\" id=\"s\"><popoverArrowDirection key=\"popoverArrowDirection\" up=\"YES\" "
            + "down=\"YES\" left=\"YES\" right=\"YES\"/></segue></connections></button>"
        let model = try F.compile(F.storyboard(F.scene(subviews: view + label + button)))
        #expect(model.controllers["vc1"]?.view?.subviews.first?.backgroundColor == UIColor(white: 1, alpha: 1))
        #expect(model.warnings.isEmpty)
        #expect(model.controllers["vc1"]?.segues.first?.kind == .popoverPresentation)
        #expect(model.controllers["vc1"]?.segues.first?.sourceID == "b")
    }

    @Test func aCMYKColourFromXcodesPickerLoads() throws {
        let view =
            "<view id=\"v\"><color key=\"backgroundColor\" cyan=\"1\" magenta=\"0\" yellow=\"1\" black=\"0.5\" "
            + "alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericCMYKColorSpace\"/></view>"
        let model = try F.compile(F.storyboard(F.scene(subviews: view)))
        #expect(
            model.controllers["vc1"]?.view?.subviews.first?.backgroundColor
                == UIColor(red: 0, green: 0.5, blue: 0, alpha: 1))
    }

    // MARK: - The pieces

    @Test func suggestionsAreNearSlipsOnly() {
        let names = ["label", "button", "imageView", "subviews"]
        #expect(IBSuggestion.nearest(to: "lable", in: names) == "label")
        #expect(IBSuggestion.nearest(to: "Label", in: names) == "label")
        #expect(IBSuggestion.nearest(to: "imageVeiw", in: names) == "imageView")
        #expect(IBSuggestion.nearest(to: "butt", in: names) == nil)
        #expect(IBSuggestion.nearest(to: "slider", in: names) == nil)
    }

    @Test func everyReadAttributeIsInTheVocabulary() {
        for name in [
            "hidden", "alpha", "tag", "contentMode", "clipsSubviews", "opaque", "userInteractionEnabled",
            "multipleTouchEnabled",
        ] {
            #expect(IBVocabulary.viewAttributes.contains(name))
        }
        for (element, read) in [
            ("label", ["text", "textAlignment", "numberOfLines"]), ("button", ["buttonType"]),
            ("imageView", ["image", "highlightedImage"]),
        ] {
            #expect(Set(read).isSubset(of: IBVocabulary.attributes[element] ?? []), "\(element)")
        }
        #expect(IBVocabulary.views.isSubset(of: IBVocabulary.elements))
        #expect(Set(IBVocabulary.attributes.keys).isSubset(of: IBVocabulary.elements))
    }

    /// `check-storyboards`: the project's own files all load, the examples' and benchmarks' too.
    @Test func theCheckerLoadsTheProjectsFiles() {
        let root = F.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folders = ["Resources", "Examples/Resources", "Benchmarks/Resources"].map {
            root.appendingPathComponent($0).path
        }
        let files = StoryboardChecker.files(at: [F.folder.path] + folders)
        #expect(files.count >= 6)
        var lines: [String] = []
        let counts = StoryboardChecker.report(files, verbose: false) { lines.append($0) }
        #expect(counts.refused == 0, "\(lines)")
        #expect(lines.last == "\(files.count) files: \(counts.ok) ok, \(counts.warned) loaded with warnings, 0 refused")
        // The samples' storyboards warn only about their own classes, which the checker lacks.
        let helloStoryboard = root.appendingPathComponent("Benchmarks/Resources/HelloStoryboard/Main.storyboard").path
        #expect(
            lines.contains(
                "ok       \(helloStoryboard) (the app's classes are not linked here: ViewController, DraggableView, "
                    + "BadgeView)"
            ))
    }

    @Test func theCheckerTellsTheAppsClassesFromOtherWarnings() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("unlinked-\(getpid()).storyboard")
        let file = F.storyboard(
            F.scene(
                attributes: "customClass=\"LoginViewController\" customModuleProvider=\"target\"",
                subviews: "<mapView id=\"s\"/>"))
        try Data(file.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(
            StoryboardChecker.check(url)
                == .warned(
                    [
                        "Storyboard: \(url.path):10: <mapView id=\"s\">: <mapView> is not rendered yet; it "
                            + "loads as a plain UIView"
                    ],
                    unlinked: ["LoginViewController"]))
    }

    @Test func theCheckerNamesTheErrorOfABrokenFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vocabulary-\(getpid()).storyboard")
        try Data(F.storyboard(F.scene(subviews: "<lable id=\"x\"/>")).utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(
            StoryboardChecker.check(url)
                == .refused(
                    "Storyboard: \(url.path):10: <lable id=\"x\">: unknown element <lable> in <subviews>; did you mean "
                        + "<label>?"
                ))
    }
}
