import Foundation
import Testing

@testable import Windowing

#if canImport(Glibc)
import Glibc
#endif

/// The usable size of the heap block `object` lives in (glibc's malloc_usable_size, which the
/// Glibc module does not import).
private func blockSize(_ object: AnyObject) -> Int {
    typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
    guard let symbol = dlsym(nil, "malloc_usable_size") else { return -1 }
    return unsafeBitCast(symbol, to: UsableSize.self)(Unmanaged.passUnretained(object).toOpaque())
}

/// The state few views have (transform, tint, tag, accessibility identifier, gesture recognizers,
/// owning controller, pending redraw) lives in one side storage made on first use, so that a
/// plain view stays small: a dense storyboard makes 100,000 of them (issue 21).
@Suite @MainActor struct UIViewSideStorageTests {
    @Test func aPlainViewIsSmallAndWritingDefaultsMakesNoSideStorage() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        // What a storyboard's decoding writes on every view.
        view.tag = 0
        view.transform = .identity
        view.tintColor = nil
        view.tintAdjustmentMode = .automatic
        view.accessibilityIdentifier = nil
        view.gestureRecognizers = nil
        #expect(view.sideStorage == nil)
        // 360 bytes when every property was stored inline and flags sat between words.
        let bytes = blockSize(view)
        #expect(bytes > 0 && bytes <= 184, "a plain UIView takes \(bytes) bytes")
    }

    @Test func theMovedPropertiesRoundTrip() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.addSubview(child)

        let rotation = CGAffineTransform(rotationAngle: 0.5)
        view.transform = rotation
        #expect(view.transform == rotation)
        #expect(!view.hasIdentityTransform)
        view.tag = 7
        #expect(view.tag == 7)
        #expect(view.viewWithTag(7) === view)
        view.accessibilityIdentifier = "box"
        #expect(view.accessibilityIdentifier == "box")
        let red = UIColor.red
        view.tintColor = red
        #expect(view.tintColor === red)
        #expect(child.tintColor === red)
        view.tintAdjustmentMode = .dimmed
        #expect(view.tintAdjustmentMode == .dimmed)
        #expect(child.tintAdjustmentMode == .dimmed)
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers?.count == 1)
        #expect(view.gestureRecognizers?.first === tap)
        #expect(tap.view === view)
        child.setNeedsDisplay()
        #expect(child.needsDisplayRect == child.bounds)
        #expect(view.sideStorage != nil)
        #expect(child.sideStorage?.needsDisplayRect == child.bounds)

        // Back to the defaults: they read as a plain view's.
        view.transform = .identity
        view.tag = 0
        view.accessibilityIdentifier = nil
        view.tintColor = nil
        view.tintAdjustmentMode = .automatic
        view.removeGestureRecognizer(tap)
        #expect(view.transform == .identity)
        #expect(view.hasIdentityTransform)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.tag == 0)
        #expect(view.viewWithTag(7) == nil)
        #expect(view.accessibilityIdentifier == nil)
        #expect(child.tintColor == .systemBlue)
        #expect(child.tintAdjustmentMode == .normal)
        #expect(view.gestureRecognizers == nil)
        #expect(tap.view == nil)
    }

    @Test func theOwningControllerIsTheNextResponderUntilItTakesAnotherView() {
        let controller = UIViewController()
        let first = UIView()
        let second = UIView()
        controller.view = first
        #expect(first.next === controller)
        controller.view = second
        #expect(first.next == nil)
        #expect(second.next === controller)
    }
}
