import Foundation
import Testing

@testable import Windowing

/// Frames the engine gives views: edges, centres, multipliers, guides, margins, intrinsic sizes
/// and the priorities between them.
@MainActor
struct LayoutGeometryTests {
    /// A 400×300 container, as a window's root view would be.
    private func container() -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    }

    private func constrained<View: UIView>(_ view: View, in container: UIView) -> View {
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        return view
    }

    @Test func edgesAndSizesGiveFrames() {
        let root = container()
        let child = constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 10, width: 360, height: 50))
    }

    @Test func centresAndMultipliers() {
        let root = container()
        let child = constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.25),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 100, y: 125, width: 200, height: 50))
    }

    @Test func nestedViewsAreLaidOutInTheirSuperviewsCoordinates() {
        let root = container()
        let outer = constrained(UIView(), in: root)
        let inner = constrained(UIView(), in: outer)
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            outer.widthAnchor.constraint(equalToConstant: 200),
            outer.heightAnchor.constraint(equalToConstant: 100),
            inner.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 60),
            inner.bottomAnchor.constraint(equalTo: outer.bottomAnchor),
            inner.widthAnchor.constraint(equalToConstant: 10),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(outer.frame == CGRect(x: 50, y: 40, width: 200, height: 100))
        #expect(inner.frame == CGRect(x: 10, y: 90, width: 10, height: 10))
    }

    /// A multiplier scales a position measured in the coordinates of the constraint's closest
    /// common ancestor, wherever that view is: proportional placement inside a card works as it
    /// does in the window's root view.
    @Test func locationMultipliersMeasureInTheClosestCommonAncestor() {
        let root = container()
        let card = constrained(UIView(), in: root)
        let marker = constrained(UIView(), in: card)
        let cousin = constrained(UIView(), in: root)
        let follower = constrained(UIView(), in: card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalToConstant: 100),
            // In the card's coordinates: its trailing edge is at 200, its centre at y = 50.
            NSLayoutConstraint(
                item: marker, attribute: .leading, relatedBy: .equal, toItem: card, attribute: .trailing,
                multiplier: 0.1, constant: 0),
            NSLayoutConstraint(
                item: marker, attribute: .centerY, relatedBy: .equal, toItem: card, attribute: .centerY,
                multiplier: 0.5, constant: 0),
            marker.widthAnchor.constraint(equalToConstant: 20),
            marker.heightAnchor.constraint(equalToConstant: 10),
            cousin.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            cousin.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            cousin.widthAnchor.constraint(equalToConstant: 150),
            cousin.heightAnchor.constraint(equalToConstant: 20),
            // Installed on the root: 2 × the cousin's trailing edge (160) in the root's coordinates.
            NSLayoutConstraint(
                item: follower, attribute: .leading, relatedBy: .equal, toItem: cousin, attribute: .trailing,
                multiplier: 2, constant: -20),
            follower.topAnchor.constraint(equalTo: card.topAnchor),
            follower.widthAnchor.constraint(equalToConstant: 5),
            follower.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 100, y: 50, width: 200, height: 100))
        #expect(marker.frame == CGRect(x: 20, y: 20, width: 20, height: 10))
        #expect(follower.frame == CGRect(x: 200, y: 0, width: 5, height: 5))
    }

    @Test func marginsAndSafeAreaGuides() {
        let root = container()
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let inMargins = constrained(UIView(), in: root)
        let inSafeArea = constrained(UIView(), in: root)
        let margins = root.layoutMarginsGuide
        let safe = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            inMargins.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            inMargins.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            inMargins.topAnchor.constraint(equalTo: margins.topAnchor),
            inMargins.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            inSafeArea.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            inSafeArea.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            inSafeArea.topAnchor.constraint(equalTo: safe.topAnchor),
            inSafeArea.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(inMargins.frame == CGRect(x: 20, y: 10, width: 340, height: 260))
        #expect(margins.layoutFrame == CGRect(x: 20, y: 10, width: 340, height: 260))
        #expect(inSafeArea.frame == root.bounds)
        // New margins are new constants for the guide's edges.
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 100)
        root.layoutIfNeeded()
        #expect(inMargins.frame == CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    @Test func theReadableContentGuideIsTheMarginsUpToAReadableWidth() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 300))
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let column = constrained(UIView(), in: root)
        let readable = root.readableContentGuide
        #expect(root.readableContentGuide === readable && readable.owningView === root)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            column.topAnchor.constraint(equalTo: readable.topAnchor),
            column.bottomAnchor.constraint(equalTo: readable.bottomAnchor),
        ])
        root.layoutIfNeeded()
        // 672 wide, centred in the margins (20...960).
        #expect(column.frame == CGRect(x: 154, y: 10, width: 672, height: 260))
        #expect(readable.layoutFrame == column.frame)
        // Narrower than the readable width, it is the margins; new margins move it.
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        root.layoutMargins = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        root.layoutIfNeeded()
        #expect(column.frame == CGRect(x: 8, y: 0, width: 384, height: 300))
    }

    @Test func marginAttributesUseTheMarginsGuide() {
        let root = container()
        let child = constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: child, attribute: .leadingMargin, relatedBy: .equal, toItem: root, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin,
                multiplier: 1, constant: 2),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // The child's own leading margin (8) sits on the container's (8).
        #expect(child.frame == CGRect(x: 0, y: 10, width: 10, height: 10))
    }

    @Test func intrinsicContentSizeOfACustomViewAndItsInvalidation() {
        final class Box: UIView {
            var size = CGSize(width: 30, height: 20)
            override var intrinsicContentSize: CGSize { size }
        }
        let root = container()
        let box = constrained(Box(), in: root)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        box.size = CGSize(width: 60, height: 5)
        root.layoutIfNeeded()
        #expect(box.frame.size == CGSize(width: 30, height: 20))  // not told yet
        box.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(box.frame.size == CGSize(width: 60, height: 5))
    }

    @Test func huggingAndCompressionResistanceDecideWhichViewGives() {
        final class Box: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: 100, height: 10) }
        }
        let root = container()
        let first = constrained(Box(), in: root)
        let second = constrained(Box(), in: root)
        second.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor), second.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // 400 points for two views that want 100: the one that hugs less stretches.
        #expect(first.frame.width == 300 && second.frame.width == 100)
        // 150 points: the one that resists compression less gives.
        root.frame.size.width = 150
        first.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(first.frame.width == 100 && second.frame == CGRect(x: 100, y: 0, width: 50, height: 10))
    }

    @Test func lowerPriorityConstraintsGiveWay() {
        let root = container()
        let child = constrained(UIView(), in: root)
        let wish = child.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = .defaultHigh
        NSLayoutConstraint.activate([
            wish, child.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor),
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(child.frame.width == 400)
        wish.constant = 120
        root.layoutIfNeeded()
        #expect(child.frame.width == 120)
    }

    @Test func labelsWrapAtTheirPreferredOrLaidOutWidth() {
        let root = container()
        let label = UILabel()
        label.text = "one two three four five six seven eight nine ten eleven twelve"
        label.numberOfLines = 0
        _ = constrained(label, in: root)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 120),
        ])
        root.layoutIfNeeded()
        let wrapped = label.fittingSize(for: CGSize(width: 120, height: 0))
        #expect(wrapped.height > label.fittingSize(for: .zero).height)
        #expect(label.frame == CGRect(x: 0, y: 0, width: 120, height: wrapped.height))

        let preferred = UILabel()
        preferred.text = label.text
        preferred.numberOfLines = 0
        preferred.preferredMaxLayoutWidth = 150
        _ = constrained(preferred, in: root)
        NSLayoutConstraint.activate([
            preferred.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            preferred.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(preferred.frame.size == preferred.fittingSize(for: CGSize(width: 150, height: 0)))
    }

    @Test func controlsHaveIntrinsicSizes() {
        let root = container()
        let slider = constrained(UISlider(), in: root)
        let progress = constrained(UIProgressView(), in: root)
        let image = constrained(UIImageView(image: TestImages.marker()), in: root)
        NSLayoutConstraint.activate([
            slider.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            slider.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            slider.topAnchor.constraint(equalTo: root.topAnchor),
            progress.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            progress.widthAnchor.constraint(equalToConstant: 100),
            progress.topAnchor.constraint(equalTo: slider.bottomAnchor),
            image.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            image.topAnchor.constraint(equalTo: progress.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(slider.frame == CGRect(x: 0, y: 0, width: 400, height: slider.intrinsicContentSize.height))
        #expect(progress.frame.height == progress.intrinsicContentSize.height)
        #expect(image.frame.size == CGSize(width: 4, height: 2))
    }

    @Test func fittingSizes() {
        let cell = UIView()
        let label = UILabel()
        label.text = "Fit"
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 5),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -5),
        ])
        let text = label.intrinsicContentSize
        #expect(
            cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                == CGSize(width: text.width + 20, height: text.height + 10))
        #expect(
            cell.systemLayoutSizeFitting(
                CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 300, height: text.height + 10))
    }

    @Test func ambiguityIsReported() {
        let root = container()
        let child = constrained(UIView(), in: root)
        let left = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        NSLayoutConstraint.activate([
            left, child.widthAnchor.constraint(equalToConstant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(child.hasAmbiguousLayout)  // no height
        child.heightAnchor.constraint(equalToConstant: 10).isActive = true
        #expect(!child.hasAmbiguousLayout)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func translatedViewsInsideConstrainedViewsFollowTheirMasks() {
        let root = container()
        // The mask's constraints come from the frames as they are: the panel's too, as in UIKit.
        let panel = constrained(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50)), in: root)
        let strip = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        strip.autoresizingMask = [.flexibleWidth]
        panel.addSubview(strip)
        let width = panel.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            width, panel.heightAnchor.constraint(equalToConstant: 50),
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            panel.topAnchor.constraint(equalTo: root.topAnchor),
            // A constraint naming the translated view puts it in the engine.
            strip.heightAnchor.constraint(equalTo: panel.heightAnchor, multiplier: 0.4),
        ])
        root.layoutIfNeeded()
        #expect(strip.frame == CGRect(x: 10, y: 10, width: 80, height: 20))
        width.constant = 200
        root.layoutIfNeeded()
        #expect(strip.frame == CGRect(x: 10, y: 10, width: 180, height: 20))
    }
}
