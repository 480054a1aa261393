import Foundation
import Testing

@testable import Windowing

/// Core Animation's 4×4 transforms: row vectors, so a concatenation applies its first argument first.
@Suite struct CATransform3DTests {
    func isClose(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        zip(a.rows.joined(), b.rows.joined()).allSatisfy { abs($0 - $1) < 1e-12 }
    }

    @Test func aTurnAboutZIsTheAffineRotation() {
        let turn = CATransform3DMakeRotation(.pi / 3, 0, 0, 1)
        #expect(CATransform3DIsAffine(turn))
        let affine = CATransform3DGetAffineTransform(turn)
        let expected = CGAffineTransform(rotationAngle: .pi / 3)
        #expect(abs(affine.a - expected.a) < 1e-12 && abs(affine.b - expected.b) < 1e-12)
        #expect(abs(affine.c - expected.c) < 1e-12 && abs(affine.d - expected.d) < 1e-12)
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 1, 0, 0)))
    }

    @Test func concatenationAppliesTheFirstFirst() {
        let scale = CATransform3DMakeScale(2, 3, 1)
        let move = CATransform3DMakeTranslation(10, 20, 0)
        let scaledThenMoved = CATransform3DConcat(scale, move)
        #expect(scaledThenMoved.m11 == 2 && scaledThenMoved.m22 == 3)
        #expect(scaledThenMoved.m41 == 10 && scaledThenMoved.m42 == 20)
        let movedThenScaled = CATransform3DConcat(move, scale)
        #expect(movedThenScaled.m41 == 20 && movedThenScaled.m42 == 60)
        // `CATransform3DTranslate(t, …)` translates first, then applies `t`.
        #expect(CATransform3DTranslate(scale, 10, 20, 0) == movedThenScaled)
        #expect(CATransform3DScale(move, 2, 3, 1) == scaledThenMoved)
    }

    @Test func theInverseUndoesATransformAndASingularOneIsKept() {
        let t = CATransform3DRotate(CATransform3DMakeTranslation(5, -7, 2), 0.7, 1, 2, 3)
        #expect(isClose(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity))
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
        #expect(
            CATransform3DMakeAffineTransform(CGAffineTransform(translationX: 3, y: 4))
                == CATransform3DMakeTranslation(3, 4, 0))
        #expect(CATransform3D().m11 == 0 && CATransform3DIdentity.m44 == 1)
    }
}
