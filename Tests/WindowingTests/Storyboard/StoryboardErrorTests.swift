import Foundation
import Testing

@testable import Windowing

/// Every storyboard and nib error, with its exact text: file, line, element, problem, hint
/// (behaviour 3.16, 3.17, 9.26).
@MainActor
struct StoryboardErrorTests {
    typealias F = StoryboardFixtures

    private func label(_ attributes: String = "", children: String = "") -> String {
        "<label \(attributes) id=\"lbl\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" "
            + "height=\"10\"/>\(children)</label>"
    }

    @Test func malformedXMLNamesFileAndLine() {
        let text = F.storyboard(F.scene()).replacingOccurrences(of: "</subviews>", with: "</subview>")
        let message = F.error(text)
        #expect(
            message == """
                Storyboard: Test.storyboard:11: malformed XML: mismatched tag (<subviews> opened on line 9 is not \
                closed); open and save the file in Xcode, or fix the XML
                """)
        #expect(
            F.error("") == """
                Storyboard: Test.storyboard:1: malformed XML: no element found; open and save the file in Xcode, or \
                fix the XML
                """)
    }

    /// The reader's other refusals, one line each: expat's description (`XML_ErrorString`) and line.
    @Test(arguments: [
        ("<document>\n<view>", "2: malformed XML: no element found (<view> opened on line 2 is not closed)"),
        ("<document a=\"1\" a=\"2\"/>", "1: malformed XML: duplicate attribute"),
        ("<document a=1/>", "1: malformed XML: not well-formed (invalid token)"),
        ("<document a=\"&nbsp;\"/>", "1: malformed XML: undefined entity"),
        ("<document a=\"&#0;\"/>", "1: malformed XML: reference to invalid character number"),
        ("<document a=\"x<y\"/>", "1: malformed XML: not well-formed (invalid token)"),
        ("<document/>\n<document/>", "2: malformed XML: junk after document element"),
        ("hello", "1: malformed XML: syntax error"),
        ("<document>\n<!-- open", "2: malformed XML: unclosed token"),
        ("<document><!ELEMENT x ANY></document>", "1: malformed XML: not well-formed (invalid token)"),
        ("<document a=\"1\"b=\"2\"/>", "1: malformed XML: not well-formed (invalid token)"),
        ("</document>", "1: malformed XML: not well-formed (invalid token)"),
        (
            "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><document/>",
            "1: malformed XML: the XML declaration names encoding 'ISO-8859-1'; Interface Builder files are UTF-8"
        ),
        ("<document a=\"\u{FF}\"/>", "1: malformed XML: not well-formed (invalid token)"),
    ])
    func readerRefusals(input: String, expected: String) {
        var bytes = Array(input.utf8)
        if input.contains("\u{FF}") { bytes = Array("<document a=\"".utf8) + [0xFF] + Array("\"/>".utf8) }
        let message: String
        do {
            _ = try IBXMLReader.read(Data(bytes), file: "T")
            message = "no error"
        } catch {
            message = error.description
        }
        #expect(message == "Storyboard: T:\(expected); open and save the file in Xcode, or fix the XML")
    }

    @Test func readerDecodesReferencesAndNormalisesWhiteSpace() throws {
        let text = """
            \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment --><document a="&lt;&amp;&gt;&quot;&apos;" b='tab\there&#10;&#x4E2D;' c="line
            break"><![CDATA[ <ignored> ]]>text &amp; more<child id="x"/></document>
            """
        let root = try IBXMLReader.read(Data(text.utf8), file: "T")
        #expect(root.name == "document" && root.line == 2)
        #expect(root["a"] == "<&>\"'")
        #expect(root["b"] == "tab here\n中")
        #expect(root["c"] == "line break")
        #expect(root.children.map(\.name) == ["child"] && root.children.first?.line == 3)
    }

    @Test func doctypeAndEntityDeclarationsAreRefusedBeforeParsing() {
        let bomb = """
            <?xml version="1.0"?>
            <!DOCTYPE document [
            <!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">
            <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
            <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
            ]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" note="&c;"/>
            """
        #expect(
            F.error(bomb) == """
                Storyboard: Test.storyboard:2: the document has a DOCTYPE or an entity declaration, which Interface \
                Builder never writes; refused (remove the declaration)
                """)
        let external =
            "<?xml version=\"1.0\"?>\n\n<!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<document a=\"&x;\"/>"
        #expect(F.error(external)?.hasPrefix("Storyboard: Test.storyboard:3: the document has a DOCTYPE") == true)
        // Outside a DOCTYPE a declaration is not XML at all.
        let stray = "<?xml version=\"1.0\"?>\n\n<!ENTITY x SYSTEM \"file:///etc/passwd\">\n<document/>"
        #expect(F.error(stray)?.hasPrefix("Storyboard: Test.storyboard:3: malformed XML: syntax error") == true)
        // An external DTD is refused before expat could think of fetching it.
        #expect(
            F.error("\n<!DOCTYPE document SYSTEM \"http://example.invalid/ib.dtd\">\n<document/>") == """
                Storyboard: Test.storyboard:2: the document has a DOCTYPE or an entity declaration, which Interface \
                Builder never writes; refused (remove the declaration)
                """)
    }

    /// Expat checks the bytes itself (no separate UTF-8 pass): a stray byte, an overlong form, a
    /// surrogate and NUL, in a name, a value and text, each refused with its line.
    @Test func bytesThatAreNotUTF8AreRefusedWithTheirLine() {
        let cases: [[UInt8]] = [[0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0x00]]
        for bad in cases {
            for (before, after) in [
                ("<document>\n<vi", "ew/></document>"), ("<document>\n<view a=\"", "\"/></document>"),
                ("<document>\ntext ", "</document>"),
            ] {
                let bytes = Array(before.utf8) + bad + Array(after.utf8)
                var message = "no error"
                do { _ = try IBXMLReader.read(Data(bytes), file: "T") } catch { message = error.description }
                #expect(
                    message
                        == "Storyboard: T:2: malformed XML: not well-formed (invalid token); open and save the file in "
                        + "Xcode, or fix the XML",
                    "bytes \(bad) in \(before)")
            }
        }
    }

    @Test func nestingDepthAndSizeAreBounded() {
        let deep = String(repeating: "<view id=\"v\">", count: 300) + String(repeating: "</view>", count: 300)
        #expect(
            F.error("<document>\n" + deep + "</document>") == """
                Storyboard: Test.storyboard:2: elements nest deeper than 256 levels; refused (split the storyboard)
                """)
        let many = "<document>\n" + String(repeating: "<a/>", count: IBXMLReader.maximumElements) + "</document>"
        #expect(
            F.error(many) == """
                Storyboard: Test.storyboard:2: the file has more than 100000 elements; refused (split the storyboard)
                """)
        let huge = Data(repeating: 0x20, count: IBXMLReader.maximumBytes + 1)
        #expect(
            throws: StoryboardError.limit(
                file: "big", line: nil, what: "the file is 16777217 bytes; at most 16777216 are read")
        ) {
            _ = try IBXMLReader.read(huge, file: "big")
        }
    }

    @Test func wrongDocumentTypeAndRoot() {
        let nibAsStoryboard = F.storyboard(F.scene()).replacingOccurrences(of: "Storyboard.XIB", with: "XIB")
        #expect(
            F.error(nibAsStoryboard) == """
                Storyboard: Test.storyboard:2: <document>: type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" is not a \
                storyboard for iOS; expected type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
                """)
        #expect(
            F.error("<plist/>") == """
                Storyboard: Test.storyboard:1: <plist>: the root element is <plist>, not <document>; this is not an \
                Interface Builder file
                """)
        // An Xcode 4 nib (a keyed archive) is named as such.
        #expect(
            F.error("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"7.10\"><data/></archive>")
                == """
                Storyboard: Test.storyboard:1: <archive>: the root element is <archive>, not <document>; this is the \
                archive format of Xcode 4 and earlier, which is not read; open and save the file in Xcode 5 or later
                """)
        // Xcode 4 and 5's iPad-only files load; a Mac file does not.
        let iPad = F.storyboard(F.scene()).replacingOccurrences(
            of: "\"iOS.CocoaTouch\"", with: "\"iOS.CocoaTouch.iPad\"")
        #expect(iPad.contains("iOS.CocoaTouch.iPad") && F.error(iPad) == nil)
        let mac = F.storyboard(F.scene()).replacingOccurrences(of: "\"iOS.CocoaTouch\"", with: "\"MacOSX.Cocoa\"")
        #expect(
            F.error(mac) == """
                Storyboard: Test.storyboard:2: <document>: targetRuntime="MacOSX.Cocoa" is not iOS.CocoaTouch; only \
                iOS Interface Builder files load
                """)
    }

    // behaviour 9.7
    @Test func initialViewControllerMustExist() {
        #expect(
            F.error(F.storyboard(F.scene(), initial: "gone")) == """
                Storyboard: Test.storyboard:2: <document>: initialViewController="gone" names no view controller in \
                the file; set 'Is Initial View Controller' on a view controller in Interface Builder
                """)
    }

    // behaviour 3.17: an unknown class loads as the base class with UIKit's log line
    @Test func unknownClassFallsBackToTheBaseClassWithAWarning() throws {
        let model = try F.compile(
            F.storyboard(F.scene(attributes: "customClass=\"NoSuchController\" customModuleProvider=\"target\"")))
        #expect(model.controllers["vc1"]?.controllerClass == UIViewController.self)
        #expect(
            model.warnings == [
                """
                Storyboard: Test.storyboard:6: <viewController id="vc1">: Unknown class NoSuchController in Interface \
                Builder file; tried 'WindowingTests.NoSuchController'; using UIViewController
                """
            ])
    }

    @Test func aClassOfTheWrongKindIsRefused() {
        #expect(
            F.error(F.storyboard(F.scene(attributes: "customClass=\"AwakeningView\" customModule=\"WindowingTests\"")))
                == """
                Storyboard: Test.storyboard:6: <viewController id="vc1">: class 'WindowingTests.AwakeningView' is not \
                a subclass of UIViewController; refused (check customClass and customModule)
                """)
        let view = "<view customClass=\"NotAView\" customModule=\"WindowingTests\" id=\"x\"/>"
        #expect(
            F.error(F.storyboard(F.scene(subviews: view))) == """
                Storyboard: Test.storyboard:10: <view id="x">: class 'WindowingTests.NotAView' is not a subclass of \
                UIView; refused (check customClass and customModule)
                """)
        let label = "<label customClass=\"AwakeningView\" customModule=\"WindowingTests\" id=\"x\"/>"
        #expect(F.error(F.storyboard(F.scene(subviews: label)))?.contains("is not a subclass of UILabel") == true)
    }

    // behaviour 9.26
    @Test func anOutletNothingReceivesIsAnError() {
        let text = F.storyboard(
            F.scene(
                attributes: "customClass=\"LoginViewController\" customModuleProvider=\"target\"", subviews: label(),
                connections: "<outlet property=\"subtitleLabel\" destination=\"lbl\" id=\"o1\"/>"))
        #expect(
            F.error(text) == """
                Storyboard: Test.storyboard:13: <viewController id="vc1">: the outlet 'subtitleLabel' is not in \
                LoginViewController.storyboardOutlets; add "subtitleLabel": \
                StoryboardOutlet(\\LoginViewController.subtitleLabel) to it
                """)
    }

    @Test func anOutletToTheWrongTypeOrAMissingObjectIsAnError() {
        let wrongType = F.storyboard(
            F.scene(
                attributes: "customClass=\"LoginViewController\" customModuleProvider=\"target\"", subviews: label(),
                connections: "<outlet property=\"loginButton\" destination=\"lbl\" id=\"o1\"/>"))
        #expect(
            F.error(wrongType) == """
                Storyboard: Test.storyboard:13: <viewController id="vc1">: the outlet 'loginButton' holds UIButton, \
                but its destination 'lbl' is UILabel; change the property's type or the outlet's destination
                """)
        let missing = F.storyboard(
            F.scene(
                attributes: "customClass=\"LoginViewController\" customModuleProvider=\"target\"",
                connections: "<outlet property=\"titleLabel\" destination=\"nowhere\" id=\"o1\"/>"))
        #expect(
            F.error(missing) == """
                Storyboard: Test.storyboard:13: <viewController id="vc1">: the destination 'nowhere' is not an object \
                of this scene; reconnect it in Interface Builder
                """)
    }

    @Test func anActionNothingReceivesIsAnError() {
        let button = """
            <button buttonType="system" id="b"><connections><action selector="didTapLogout:" destination="vc1" \
            eventType="touchUpInside" id="a1"/></connections></button>
            """
        let text = F.storyboard(
            F.scene(attributes: "customClass=\"LoginViewController\" customModuleProvider=\"target\"", subviews: button)
        )
        #expect(
            F.error(text) == """
                Storyboard: Test.storyboard:10: <button id="b">: the action 'didTapLogout:' to LoginViewController is \
                not in LoginViewController.storyboardActions; add "didTapLogout:": \
                ActionMessage(LoginViewController.didTapLogout) to it
                """)
        let onAView =
            "<view id=\"v\"><connections><action selector=\"x:\" destination=\"vc1\" eventType=\"touchUpInside\" "
            + "id=\"a\"/></connections></view>"
        #expect(
            F.error(F.storyboard(F.scene(subviews: onAView))) == """
                Storyboard: Test.storyboard:10: <action id="a">: an action on an object that is not a control; actions \
                belong to UIControl subclasses such as buttons
                """)
        let badEvent =
            "<button id=\"b\"><connections><action selector=\"x:\" destination=\"vc1\" eventType=\"swipe\" "
            + "id=\"a\"/></connections></button>"
        #expect(
            F.error(F.storyboard(F.scene(subviews: badEvent)))?.hasPrefix(
                """
                Storyboard: Test.storyboard:10: <action id="a">: eventType="swipe" is not supported; use one of: \
                editingChanged,
                """) == true)
    }

    @Test func anActionToTheFirstResponderIsRefused() {
        let scene = F.scene(
            subviews: """
                <button id="b"><connections><action selector="x:" destination="fr" eventType="touchUpInside" \
                id="a"/></connections></button>
                """
        ).replacingOccurrences(
            of: "</objects>",
            with:
                "<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"fr\" "
                + "sceneMemberID=\"firstResponder\"/></objects>"
        )
        #expect(
            F.error(F.storyboard(scene)) == """
                Storyboard: Test.storyboard:10: <button id="b">: the connection goes to the placeholder 'fr' (the \
                First Responder), which Windowing does not support; connect it to the view controller or another \
                object instead
                """)
    }

    @Test func badValuesNameTheAttribute() {
        #expect(
            F.error(F.storyboard(F.scene(subviews: label("alpha=\"half\"")))) == """
                Storyboard: Test.storyboard:10: <label id="lbl">: alpha="half" is not a finite number; write a decimal \
                number such as 0.5
                """)
        #expect(
            F.error(F.storyboard(F.scene(subviews: label("hidden=\"true\"")))) == """
                Storyboard: Test.storyboard:10: <label id="lbl">: hidden="true" is not YES or NO; Interface Builder \
                writes YES or NO
                """)
        #expect(
            F.error(F.storyboard(F.scene(subviews: label("numberOfLines=\"two\"")))) == """
                Storyboard: Test.storyboard:10: <label id="lbl">: numberOfLines="two" is not an integer; write a whole \
                number such as 2
                """)
        #expect(
            F.error(F.storyboard(F.scene(subviews: label("contentMode=\"stretch\""))))?.hasPrefix(
                """
                Storyboard: Test.storyboard:10: <label id="lbl">: contentMode="stretch" is not supported; use one of: \
                bottom, bottomLeft,
                """) == true)
        let negative = "<view id=\"v\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"-5\" height=\"10\"/></view>"
        #expect(
            F.error(F.storyboard(F.scene(subviews: negative))) == """
                Storyboard: Test.storyboard:10: <rect key="frame">: the frame x=0.0 y=0.0 width=-5.0 height=10.0 is \
                negative or too large; sizes are between 0 and 1,000,000 points
                """)
        let noID = "<view><rect key=\"frame\" x=\"0\" y=\"0\" width=\"5\" height=\"10\"/></view>"
        #expect(
            F.error(F.storyboard(F.scene(subviews: noID))) == """
                Storyboard: Test.storyboard:10: <view>: the attribute 'id' is missing; Interface Builder always writes \
                it; re-save the file in Xcode
                """)
    }

    // behaviour 9.15
    @Test func badColours() {
        let outOfRange = label(
            children:
                "<color key=\"textColor\" red=\"2\" green=\"0\" blue=\"0\" alpha=\"1\" colorSpace=\"custom\" "
                + "customColorSpace=\"sRGB\"/>"
        )
        #expect(
            F.error(F.storyboard(F.scene(subviews: outOfRange))) == """
                Storyboard: Test.storyboard:10: <color key="textColor">: red="2.0" is outside 0…1; colour components \
                are between 0 and 1
                """)
        let unknownSystem = label(children: "<color key=\"backgroundColor\" systemColor=\"plaidColor\"/>")
        #expect(
            F.error(F.storyboard(F.scene(subviews: unknownSystem))) == """
                Storyboard: Test.storyboard:10: <color key="backgroundColor">: the system colour 'plaidColor' is not \
                defined in <resources> and not known; add <systemColor name="plaidColor"> to <resources>, as Xcode \
                does, or use an sRGB colour
                """)
        let partial = label(children: "<color key=\"backgroundColor\" red=\"1\" alpha=\"1\"/>")
        #expect(
            F.error(F.storyboard(F.scene(subviews: partial))) == """
                Storyboard: Test.storyboard:10: <color key="backgroundColor">: the colour component 'green' is \
                missing; write red, green and blue together
                """)
    }

    @Test func duplicateIdentifiersAndIDs() {
        let twice = F.storyboard(
            F.scene(attributes: "storyboardIdentifier=\"A\"")
                + F.scene(attributes: "storyboardIdentifier=\"A\"").replacingOccurrences(of: "\"vc1\"", with: "\"vc2\"")
                .replacingOccurrences(of: "\"root\"", with: "\"root2\""))
        #expect(
            F.error(twice) == """
                Storyboard: Test.storyboard:18: <viewController id="vc2">: storyboardIdentifier 'A' is also used by \
                'vc1'; Storyboard IDs must be unique
                """)
    }

    @Test func aNibWithoutTheViewOutletIsAnError() {
        let nib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view id="v"/>
                </objects>
            </document>
            """
        do {
            _ = try IBFileLoader.compile(
                Data(nib.utf8), kind: .nib, file: "P.xib", registry: F.registry, owner: ProfileViewController.self)
            Issue.record("no error")
        } catch {
            #expect(
                error.description == """
                    Storyboard: P.xib:1: <placeholder id="-1"> (File's Owner): the nib has no 'view' outlet from the \
                    File's Owner; connect the File's Owner's view outlet to the top-level view in Interface Builder
                    """)
        }
    }

    // behaviour 3.16, 9.1
    @Test func aMissingStoryboardListsWhereItLooked() {
        do {
            _ = try UIStoryboard.load(name: "Nowhere", bundle: F.bundle)
            Issue.record("no error")
        } catch {
            #expect(
                error.description == """
                    Storyboard: Could not find a storyboard named 'Nowhere'; searched '\(F.folder.path)', \
                    '\(F.folder.path)/Base.lproj'; add 'Nowhere.storyboard' to the app's resources
                    """)
        }
    }

    @Test func unreadableFile() {
        let directory = F.folder.appendingPathComponent("Directory.storyboard")
        #expect(throws: StoryboardError.self) {
            _ = try IBFileLoader.model(at: directory, kind: .storyboard, registry: F.registry)
        }
    }

    /// A custom class's `init?(coder:)` that returns nil stops the app with this message; there is
    /// no fallback to `init()`.
    @Test func initializerThatReturnsNilNamesTheClassAndTheElement() {
        let error = StoryboardError.initializerReturnedNil(
            file: "Main.storyboard", line: 14, element: "<view id=\"card\">", className: "MyApp.CardView")
        #expect(
            error.description == """
                Storyboard: Main.storyboard:14: <view id="card">: MyApp.CardView.init(coder:) returned nil, so the \
                element has no object; return an instance from init?(coder:) (the storyboard creates its objects \
                with it)
                """)
    }
}
