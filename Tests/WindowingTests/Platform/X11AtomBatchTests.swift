import Testing

@testable import Windowing

/// The launch's atoms come from one batch of `InternAtom` replies collected later (issue 20); these
/// check how the replies fill the atoms and what a missing one says. No X server needed.
@Suite struct X11AtomBatchTests {
    @Test func repliesFillTheAtomsInTheOrderOfTheNames() throws {
        let values = X11Atoms.names.indices.map { UInt?(UInt(100 + $0)) }
        let atoms = try X11Atoms(values: values)
        #expect(X11Atoms.names.first == "WM_PROTOCOLS")
        #expect(atoms.wmProtocols == 100)
        #expect(atoms.wmDeleteWindow == 101)
        #expect(atoms.utf8String == 105)
        #expect(atoms.netWMStateHidden == 111)
        #expect(X11Atoms.names.last == "WM_LOCALE_NAME")
        #expect(atoms.wmLocaleName == UInt(100 + X11Atoms.names.count - 1))
    }

    @Test func aMissingReplyNamesItsAtom() {
        var values = X11Atoms.names.indices.map { UInt?(UInt(100 + $0)) }
        values[3] = nil
        #expect(
            throws: PlatformError.requestFailed(
                request: "InternAtom", code: 0,
                text: "the server returned no atom for _NET_WM_NAME; is the connection still open?")
        ) { try X11Atoms(values: values) }
    }

    @Test func anAtomOfNoneIsRefusedLikeAMissingReply() {
        var values = X11Atoms.names.indices.map { UInt?(UInt(100 + $0)) }
        values[0] = 0
        #expect(
            throws: PlatformError.requestFailed(
                request: "InternAtom", code: 0,
                text: "the server returned no atom for WM_PROTOCOLS; is the connection still open?")
        ) { try X11Atoms(values: values) }
    }

    @Test func theReplyCountMustMatchTheNames() {
        #expect(
            throws: PlatformError.requestFailed(
                request: "InternAtom", code: 0, text: "2 atoms for 13 names; the reply count must match")
        ) { try X11Atoms(values: [1, 2]) }
    }

    @Test func unavailableAtomsMatchNothing() {
        let none = X11Atoms.unavailable
        #expect([none.wmProtocols, none.wmDeleteWindow, none.netWMState, none.wmLocaleName].allSatisfy { $0 == 0 })
    }
}

/// `CreateWindow` carries 16-bit positions and sizes; the backend clamps instead of wrapping.
@Suite struct X11WindowGeometryTests {
    @Test func ordinaryValuesPassUnchanged() {
        let geometry = X11WindowGeometry(x: -20, y: 40, size: PlatformSize(width: 640, height: 480))
        #expect(geometry == X11WindowGeometry(x: -20, y: 40, size: PlatformSize(width: 640, height: 480)))
        #expect((geometry.x, geometry.y, geometry.width, geometry.height) == (-20, 40, 640, 480))
    }

    @Test func outOfRangeValuesClampInsteadOfWrapping() {
        let geometry = X11WindowGeometry(x: 40_000, y: -40_000, size: PlatformSize(width: 70_000, height: 0))
        #expect((geometry.x, geometry.y, geometry.width, geometry.height) == (32_767, -32_768, 65_535, 1))
    }
}
