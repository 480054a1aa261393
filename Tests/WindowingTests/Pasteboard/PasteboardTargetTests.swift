import Foundation
import Testing

@testable import Windowing

/// The X selection target negotiation, without a server: what an owner offers and sends, what
/// a requestor accepts, and the messages of refused pastes.
@Suite struct PasteboardTargetTests {
    typealias Targets = X11SelectionTargets

    @Test func anOwnerListsStringOnlyForLatin1Text() {
        #expect(
            Targets.offered(text: "café", hasImage: false)
                == ["TARGETS", "MULTIPLE", "TIMESTAMP", "UTF8_STRING", "text/plain;charset=utf-8", "STRING"])
        #expect(
            Targets.offered(text: "日本", hasImage: true)
                == ["TARGETS", "MULTIPLE", "TIMESTAMP", "UTF8_STRING", "text/plain;charset=utf-8", "image/png"])
        #expect(Targets.offered(text: nil, hasImage: false) == ["TARGETS", "MULTIPLE", "TIMESTAMP"])
    }

    @Test func textConvertsToUTF8OrLatin1AndOtherTargetsAreRefused() {
        #expect(Targets.convert(text: "é€", to: "UTF8_STRING") == [0xC3, 0xA9, 0xE2, 0x82, 0xAC])
        #expect(Targets.convert(text: "é€", to: "text/plain;charset=utf-8") == [0xC3, 0xA9, 0xE2, 0x82, 0xAC])
        #expect(Targets.convert(text: "é\n", to: "STRING") == [0xE9, 0x0A])
        #expect(Targets.convert(text: "€", to: "STRING") == nil, "the euro sign is not Latin-1")
        #expect(Targets.convert(text: "x", to: "image/png") == nil)
        #expect(Targets.convert(text: nil, to: "UTF8_STRING") == nil)
    }

    @Test func aRequestorDecodesLatin1AndValidUTF8Only() throws {
        #expect(try Targets.decodeText([0x63, 0xE9], target: "STRING", selection: "CLIPBOARD") == "cé")
        #expect(try Targets.decodeText([0xE2, 0x82, 0xAC], target: "UTF8_STRING", selection: "CLIPBOARD") == "€")
        #expect(
            throws: PlatformSelectionError.invalidText(
                selection: "CLIPBOARD", target: "UTF8_STRING", bytes: 4, offset: 2)
        ) {
            try Targets.decodeText([0x6F, 0x6B, 0xC3, 0x28], target: "UTF8_STRING", selection: "CLIPBOARD")
        }
        #expect(
            throws: PlatformSelectionError.invalidText(
                selection: "PRIMARY", target: "text/plain;charset=utf-8", bytes: 1, offset: 0)
        ) {
            try Targets.decodeText([0xFF], target: "text/plain;charset=utf-8", selection: "PRIMARY")
        }
    }

    @Test func aRequestorPrefersUTF8AndReadsKindsFromTargets() {
        #expect(Targets.textPreference == ["UTF8_STRING", "text/plain;charset=utf-8", "STRING"])
        #expect(Targets.kinds(offered: ["TARGETS", "STRING"]) == .text)
        #expect(Targets.kinds(offered: ["TARGETS", "image/png"]) == .image)
        #expect(Targets.kinds(offered: ["TARGETS", "UTF8_STRING", "image/png"]) == [.text, .image])
        #expect(Targets.kinds(offered: ["TARGETS", "image/jpeg"]) == [])
    }

    @Test func multipleAnswersEachPairAndDropsAnOddItem() {
        let answer = Targets.answerPairs([10, 100, 11, 101, 12]) { target, _ in target == 11 }
        #expect(answer == [10, 100, 11, 0], "the refused pair's property becomes None")
    }

    @Test func refusedPastesSayWhatWhereAndWhatToDo() {
        #expect(
            PlatformSelectionError.timedOut(selection: "CLIPBOARD", target: "UTF8_STRING", seconds: 1, received: 0)
                .description
                == "Clipboard: the owner of CLIPBOARD did not send UTF8_STRING within 1.0 s; the paste is refused. "
                + "Hint: the program that copied may be busy or gone; copy again.")
        #expect(
            PlatformSelectionError.timedOut(selection: "CLIPBOARD", target: "UTF8_STRING", seconds: 1, received: 4096)
                .description.contains("within 1.0 s (stopped after 4096 bytes); the paste is refused."))
        #expect(
            PlatformSelectionError.tooLarge(
                selection: "CLIPBOARD", target: "UTF8_STRING", bytes: 104_857_600, limit: 67_108_864
            )
            .description
                == "Clipboard: CLIPBOARD offers 104857600 bytes of UTF8_STRING, more than the limit of 67108864 bytes; "
                + "the paste is refused. Hint: copy less at a time.")
        #expect(
            PlatformSelectionError.invalidText(selection: "CLIPBOARD", target: "UTF8_STRING", bytes: 4, offset: 2)
                .description
                == "Clipboard: the 4 bytes of UTF8_STRING in CLIPBOARD are not valid text (first bad byte at offset 2); "
                + "the paste is refused. Hint: the program that copied sent a wrong encoding.")
        #expect(Targets.readLimit == 64 << 20)
    }

    @Test @MainActor func theHeadlessBackendSharesNoSelectionSoThePasteboardStaysInTheProcess() throws {
        let test = try TestApp.launchSceneApp(root: { UIViewController() })
        #expect(test.app.backend?.selections == nil)
        UIPasteboard.general.string = "kept"
        #expect(UIPasteboard.general.string == "kept")
        #expect(UIPasteboard.general.hasStrings && !UIPasteboard.general.hasImages)
        #expect(UIPasteboard.general.numberOfItems == 1)
        #expect(UIPasteboard.general.lastReadError == nil)
    }
}
