import Foundation
import Testing

@testable import Windowing

/// Auto Layout in a scroll view: the content and frame layout guides, the content size they
/// decide, and UIKit's older rule for constraints to the scroll view's own edges.
@MainActor
struct ScrollViewLayoutGuideTests {
    /// A 400×300 root holding a scroll view that fills it.
    private func scrollViewInRoot() -> (UIView, UIScrollView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        return (root, scrollView)
    }

    private func constrained(_ view: UIView, in superview: UIView) -> UIView {
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        return view
    }

    @Test func guidesBelongToTheScrollViewButAreNotInLayoutGuides() {
        let scrollView = UIScrollView()
        #expect(scrollView.contentLayoutGuide.owningView === scrollView)
        #expect(scrollView.frameLayoutGuide.owningView === scrollView)
        #expect(scrollView.contentLayoutGuide === scrollView.contentLayoutGuide)
        #expect(scrollView.contentLayoutGuide !== scrollView.frameLayoutGuide)
        #expect(scrollView.layoutGuides.isEmpty)
    }

    @Test func contentPinnedToTheContentGuideSetsContentSizeAndScrolls() {
        let (root, scrollView) = scrollViewInRoot()
        let content = constrained(UIView(), in: scrollView)
        let content2 = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: content2.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: content2.trailingAnchor),
            content.topAnchor.constraint(equalTo: content2.topAnchor),
            content.bottomAnchor.constraint(equalTo: content2.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(scrollView.contentSize == CGSize(width: 400, height: 1000))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 400, height: 1000))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 400, height: 1000))

        scrollView.contentOffset = CGPoint(x: 0, y: 250)
        root.layoutIfNeeded()
        // Content coordinates: the content view keeps its frame and moves on screen.
        #expect(content.frame == CGRect(x: 0, y: 0, width: 400, height: 1000))
        #expect(content.convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: -250))
        #expect(scrollView.contentSize == CGSize(width: 400, height: 1000))
    }

    @Test func aViewPinnedToTheFrameGuideStaysPutWhenTheContentScrolls() {
        let (root, scrollView) = scrollViewInRoot()
        let content = constrained(UIView(), in: scrollView)
        let badge = constrained(UIView(), in: scrollView)
        let contentGuide = scrollView.contentLayoutGuide
        let frameGuide = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: contentGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: frameGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 900),
            badge.trailingAnchor.constraint(equalTo: frameGuide.trailingAnchor, constant: -10),
            badge.bottomAnchor.constraint(equalTo: frameGuide.bottomAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 350, y: 270, width: 40, height: 20))
        #expect(frameGuide.layoutFrame == CGRect(x: 0, y: 0, width: 400, height: 300))

        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 350, y: 570, width: 40, height: 20))
        #expect(badge.convert(CGPoint.zero, to: root) == CGPoint(x: 350, y: 270))
        #expect(frameGuide.layoutFrame == CGRect(x: 0, y: 300, width: 400, height: 300))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 400, height: 900))
        #expect(scrollView.contentSize == CGSize(width: 400, height: 900))
    }

    @Test func aStackOfViewsGivesTheContentGuideItsHeight() {
        let (root, scrollView) = scrollViewInRoot()
        let contentGuide = scrollView.contentLayoutGuide
        var constraints = [NSLayoutConstraint]()
        var previous: NSLayoutYAxisAnchor = contentGuide.topAnchor
        var rows: [UIView] = []
        for index in 0..<8 {
            let row = constrained(UIView(), in: scrollView)
            constraints += [
                row.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor, constant: 16),
                row.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor, constant: -16),
                row.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
                row.topAnchor.constraint(equalTo: previous, constant: index == 0 ? 20 : 8),
                row.heightAnchor.constraint(equalToConstant: 44),
            ]
            previous = row.bottomAnchor
            rows.append(row)
        }
        if let last = rows.last {
            constraints.append(last.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor, constant: -20))
        }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        // 20 + 8 × 44 + 7 × 8 + 20.
        #expect(scrollView.contentSize == CGSize(width: 400, height: 448))
        #expect(rows[0].frame == CGRect(x: 16, y: 20, width: 368, height: 44))
        #expect(rows[7].frame == CGRect(x: 16, y: 384, width: 368, height: 44))

        // A wider scroll view makes wider rows and a wider content size.
        root.frame = CGRect(x: 0, y: 0, width: 500, height: 300)
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 500, height: 448))
        #expect(rows[3].frame.width == 468)
    }

    @Test func contentSizeSetByTheAppStaysWhenNoConstraintDecidesIt() {
        let (root, scrollView) = scrollViewInRoot()
        let badge = constrained(UIView(), in: scrollView)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 5),
            badge.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 5),
            badge.widthAnchor.constraint(equalToConstant: 10),
            badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        scrollView.contentSize = CGSize(width: 800, height: 600)
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 800, height: 600))
        #expect(badge.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test func edgesOfTheScrollViewItselfMeanTheContentArea() {
        let (root, scrollView) = scrollViewInRoot()
        let content = constrained(UIView(), in: scrollView)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 700),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(scrollView.contentSize == CGSize(width: 400, height: 700))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 400, height: 700))
    }
}
