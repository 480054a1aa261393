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

/// The instance size Swift's runtime allocates for `type`, header included: the 32-bit field after
/// the class flags and instance address point in the class's metadata, where it is without an
/// Objective-C runtime (the test checks the offset on a class of known size).
private func instanceSize(_ type: AnyClass) -> Int {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    return Int(metadata.load(fromByteOffset: 24, as: UInt32.self))
}

/// A 16-byte header, a word, a byte: 25 bytes.
private final class KnownSize {
    var word = 0
    var byte: UInt8 = 0
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
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.contentMode = .scaleToFill
        view.isOpaque = true
        #expect(view.sideStorage == nil)
    }

    /// 14 words and 8 bytes of flags after Swift's 16-byte header: 136 bytes, in glibc's 144-byte
    /// heap blocks (a block is the request plus 8, rounded up to 16). It was 360 bytes with every
    /// property inline, then 168 (176-byte blocks); one more word would take it to 160-byte blocks.
    @Test func aPlainViewIs136BytesInA144ByteBlock() {
        #expect(instanceSize(KnownSize.self) == 25)
        #expect(instanceSize(UIView.self) == 136)
        // The smallest of several: one view may land in a larger free block left by earlier tests,
        // which malloc hands out whole when splitting it would leave too little.
        let views = (0..<64).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        let smallest = views.map(blockSize).min() ?? -1
        #expect(smallest == 136, "a plain UIView's heap block holds \(smallest) bytes")
    }

    @Test func theLayerContentsScaleAndMaskOutOfLineKeepTheirValues() {
        let view = UIView()
        #expect(view.storedLayer == nil)
        let layer = view.layer
        #expect(view.layer === layer)
        #expect(layer.owner === view)
        #expect(view.sideStorage?.layer === layer)
        layer.cornerRadius = 4
        #expect(view.hasLayerStyling && !view.hasLayerShadow)
        layer.shadowOpacity = 0.5
        #expect(view.hasLayerStyling && view.hasLayerShadow)

        let other = UIView()
        #expect(other.contentsScale == 1)
        other.contentsScale = 1
        #expect(other.sideStorage == nil)
        other.contentsScale = 2
        #expect(other.contentsScale == 2)

        // UIKit's six bits stay in the view; other bits an OptionSet can hold are kept too.
        let mask: UIView.AutoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        other.autoresizingMask = mask
        #expect(other.autoresizingMask == mask)
        let wide = UIView.AutoresizingMask(rawValue: 1 << 40 | 1)
        let third = UIView()
        third.autoresizingMask = wide
        #expect(third.autoresizingMask == wide)
        third.autoresizingMask = .flexibleWidth
        #expect(third.autoresizingMask == .flexibleWidth)
        #expect(third.sideStorage?.wideAutoresizingMask == 0)
    }

    @Test func theFlagsKeepUIKitsDefaultsAndTheirOwnValues() {
        let view = UIView()
        #expect(view.autoresizingMask == [])
        #expect(view.autoresizesSubviews && view.isOpaque && view.isUserInteractionEnabled)
        #expect(!view.isMultipleTouchEnabled && !view.isExclusiveTouch && !view.isHidden && !view.clipsToBounds)
        #expect(view.needsLayout && view.subtreeNeedsLayout)
        #expect(!view.hasLayerStyling && !view.hasLayerShadow && !view.contentsKnownEmpty)
        #expect(!view.contentsAreFixed && !view.defaultDrawRan)
        #expect(view.contentMode == .scaleToFill)

        // Each flag changes alone.
        view.isExclusiveTouch = true
        view.autoresizesSubviews = false
        view.contentsKnownEmpty = true
        #expect(view.isExclusiveTouch && !view.autoresizesSubviews && view.contentsKnownEmpty)
        #expect(view.isOpaque && !view.isMultipleTouchEnabled && view.needsLayout && !view.contentsAreFixed)
        view.isOpaque = false
        view.isMultipleTouchEnabled = true
        view.contentsAreFixed = true
        view.needsLayout = false
        #expect(!view.isOpaque && view.isMultipleTouchEnabled && view.contentsAreFixed && !view.needsLayout)
        #expect(view.subtreeNeedsLayout && view.isExclusiveTouch && view.contentsKnownEmpty)
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
