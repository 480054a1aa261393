import Foundation
import Testing

@testable import Windowing

/// A view that counts a point as inside only in its left half.
final class LeftHalfView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        point.x < bounds.midX && super.point(inside: point, with: event)
    }
}

/// Hit testing without a window system (behaviour 8.1–8.6).
@MainActor
struct HitTestingTests {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))

    init() { root.addSubview(child) }

    // behaviour 8.1, 8.2
    @Test func farthestDescendantContainingThePointWins() {
        let grandchild = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        child.addSubview(grandchild)
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === grandchild)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 250, y: 5), with: nil) == nil)
    }

    // behaviour 8.3
    @Test func hiddenDisabledAndNearlyTransparentViewsAreSkipped() {
        let point = CGPoint(x: 100, y: 100)
        child.isHidden = true
        #expect(root.hitTest(point, with: nil) === root)
        child.isHidden = false
        child.isUserInteractionEnabled = false
        #expect(root.hitTest(point, with: nil) === root)
        child.isUserInteractionEnabled = true
        child.alpha = 0.009
        #expect(root.hitTest(point, with: nil) === root)
        child.alpha = 0.02
        #expect(root.hitTest(point, with: nil) === child)
        #expect(child.backgroundColor == nil)
    }

    // behaviour 8.4
    @Test func aSubviewStickingOutIsNotHitOutsideItsParent() {
        let overhang = UIView(frame: CGRect(x: 80, y: 80, width: 100, height: 100))
        child.addSubview(overhang)
        #expect(root.hitTest(CGPoint(x: 140, y: 140), with: nil) === overhang)
        #expect(root.hitTest(CGPoint(x: 190, y: 190), with: nil) === root)
    }

    // behaviour 8.5
    @Test func overridingPointInsideChangesWhatIsHit() {
        let half = LeftHalfView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(half)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === half)
        #expect(root.hitTest(CGPoint(x: 80, y: 20), with: nil) === root)
    }

    // behaviour 8.6
    @Test func frontMostSiblingWinsAndBringingToFrontChangesIt() {
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === front)
        root.bringSubviewToFront(back)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
    }
}
