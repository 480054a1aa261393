import Foundation
import Testing

@testable import Windowing

/// Core Graphics' transform algebra: row vectors, `concatenating` applies the receiver first, and
/// the `…By` methods prepend their operation.
struct CGAffineTransformTests {
    @Test func concatenatingAppliesTheReceiverFirst() {
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 12, y: 23))
    }

    @Test func translatedByMovesBeforeTheExistingTransform() {
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
        #expect(CGPoint.zero.applying(t) == CGPoint(x: 10, y: 0))
    }

    @Test func aQuarterTurnIsClockwiseInFlippedCoordinates() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test func invertedUndoesTheTransform() {
        let t = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 7, y: -4)
        let back = CGPoint(x: 3, y: 9).applying(t).applying(t.inverted())
        #expect(abs(back.x - 3) < 1e-9 && abs(back.y - 9) < 1e-9)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func rectsBecomeTheBoundsOfTheirTransformedCorners() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        #expect(rect.applying(CGAffineTransform(scaleX: -1, y: 1)) == CGRect(x: -10, y: 0, width: 10, height: 20))
        let turned = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.minX + 20) < 1e-9 && abs(turned.width - 20) < 1e-9 && abs(turned.height - 10) < 1e-9)
        #expect(CGRect.null.applying(.identity).isNull)
    }
}
