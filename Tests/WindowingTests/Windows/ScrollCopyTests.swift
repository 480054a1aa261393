import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// Scrolling moves the still-visible pixels (the backend's `scroll`) and draws only the strip
    /// it uncovers, where that gives exactly what a full repaint gives; otherwise it repaints.
    @Suite @MainActor struct ScrollCopy {
        static let scrollFrame = CGRect(x: 0, y: 100, width: 200, height: 100)

        static func launch(
            background: UIColor? = .white, indicators: Bool = false, cover: CGRect? = nil
        ) throws -> (TestApp, UIScrollView) {
            var made: UIScrollView?
            let test = try TestApp.launchSceneApp(root: {
                let controller = BuildingViewController()
                controller.build = { root in
                    root.backgroundColor = .systemGray
                    let scrollView = UIScrollView(frame: scrollFrame)
                    scrollView.backgroundColor = background
                    scrollView.showsVerticalScrollIndicator = indicators
                    scrollView.showsHorizontalScrollIndicator = false
                    scrollView.contentSize = CGSize(width: 200, height: 600)
                    let colors: [UIColor] = [.systemRed, .systemBlue, .systemGreen, .systemOrange, .systemPurple]
                    for index in 0..<30 {
                        // Stripes 12 pt tall with 8 pt gaps of the scroll view's background.
                        let stripe = UIView(frame: CGRect(x: 10, y: CGFloat(index) * 20, width: 150, height: 12))
                        stripe.backgroundColor = colors[index % colors.count]
                        scrollView.addSubview(stripe)
                    }
                    root.addSubview(scrollView)
                    if let cover {
                        let view = UIView(frame: cover)
                        view.backgroundColor = .black
                        root.addSubview(view)
                    }
                    made = scrollView
                }
                return controller
            })
            return (test, try #require(made))
        }

        /// The screen's pixels around the scroll view.
        static func pixels(_ test: TestApp) -> [UInt32] {
            var words: [UInt32] = []
            for y in 80..<220 {
                for x in 0..<220 { words.append(test.pixel(x, y) ?? 0) }
            }
            return words
        }

        /// Scrolling left pixels equal to what a full repaint draws.
        static func expectSameAsFullRepaint(_ test: TestApp, sourceLocation: SourceLocation = #_sourceLocation) {
            let scrolled = pixels(test)
            test.window?.needsFullDisplay = true
            test.window?.scheduleCommit()
            test.app.runUntilIdle()
            #expect(scrolled == pixels(test), sourceLocation: sourceLocation)
        }

        @Test func scrollingDownMovesThePixelsAndPresentsOnlyTheUncoveredStrip() throws {
            let (test, scrollView) = try Self.launch()
            let copies = test.backend.scrolls.count
            scrollView.contentOffset = CGPoint(x: 0, y: 30)
            test.app.runUntilIdle()
            #expect(test.backend.scrolls.count == copies + 1)
            #expect(test.backend.scrolls.last?.source == PlatformRect(x: 0, y: 130, width: 200, height: 70))
            #expect(test.backend.scrolls.last?.dx == 0 && test.backend.scrolls.last?.dy == -30)
            #expect(test.backend.presentations.last?.rects == [PlatformRect(x: 0, y: 170, width: 200, height: 30)])
            Self.expectSameAsFullRepaint(test)
        }

        @Test func scrollingBackUncoversTheTop() throws {
            let (test, scrollView) = try Self.launch()
            scrollView.contentOffset = CGPoint(x: 0, y: 30)
            test.app.runUntilIdle()
            scrollView.contentOffset = CGPoint(x: 0, y: 10)
            test.app.runUntilIdle()
            #expect(test.backend.scrolls.last?.source == PlatformRect(x: 0, y: 100, width: 200, height: 80))
            #expect(test.backend.scrolls.last?.dx == 0 && test.backend.scrolls.last?.dy == 20)
            #expect(test.backend.presentations.last?.rects == [PlatformRect(x: 0, y: 100, width: 200, height: 20)])
            Self.expectSameAsFullRepaint(test)
        }

        @Test func theScrollIndicatorIsRepaintedWhereItWasAndWhereItIs() throws {
            let (test, scrollView) = try Self.launch(indicators: true)
            scrollView.flashScrollIndicators()
            test.app.runUntilIdle()
            scrollView.contentOffset = CGPoint(x: 0, y: 40)
            test.app.runUntilIdle()
            Self.expectSameAsFullRepaint(test)
        }

        @Test func twoScrollsBeforeAFrameMakeOneMoveAndDrawBothStrips() throws {
            let (test, scrollView) = try Self.launch()
            let copies = test.backend.scrolls.count
            scrollView.contentOffset = CGPoint(x: 0, y: 10)
            scrollView.contentOffset = CGPoint(x: 0, y: 25)
            test.app.runUntilIdle()
            #expect(test.backend.scrolls.count == copies + 1)
            #expect(test.backend.scrolls.last?.source == PlatformRect(x: 0, y: 125, width: 200, height: 75))
            #expect(test.backend.scrolls.last?.dy == -25)
            let drawn = test.backend.presentations.last?.rects ?? []
            #expect(drawn.reduce(0) { $0 + $1.width * $1.height } <= 200 * 25, "only the strips, not the view")
            Self.expectSameAsFullRepaint(test)
        }

        @Test func scrollingDownThenBackBeforeAFrameMovesNothing() throws {
            let (test, scrollView) = try Self.launch()
            let copies = test.backend.scrolls.count
            scrollView.contentOffset = CGPoint(x: 0, y: 20)
            scrollView.contentOffset = .zero
            test.app.runUntilIdle()
            #expect(test.backend.scrolls.count == copies)
            Self.expectSameAsFullRepaint(test)
        }

        @Test func aChangeInsideTheScrollViewMovesWithTheContent() throws {
            let (test, scrollView) = try Self.launch()
            let copies = test.backend.scrolls.count
            // Stripe 3 (y 60–72 in the content) changes colour, then the content moves up 30.
            scrollView.subviews.first { $0.frame.minY == 60 }?.backgroundColor = .black
            scrollView.contentOffset = CGPoint(x: 0, y: 30)
            test.app.runUntilIdle()
            #expect(test.backend.scrolls.count == copies + 1)
            #expect((test.pixel(50, 100 + 60 - 30 + 6) ?? 1) & 0xFF_FFFF == 0, "the stripe is black where it moved")
            Self.expectSameAsFullRepaint(test)
        }

        @Test func aFadedIndicatorIsNotRedrawnAsTheContentMoves() throws {
            let (test, scrollView) = try Self.launch(indicators: true)
            scrollView.contentOffset = CGPoint(x: 0, y: 30)
            test.app.runUntilIdle()
            #expect(test.backend.presentations.last?.rects == [PlatformRect(x: 0, y: 170, width: 200, height: 30)])
            Self.expectSameAsFullRepaint(test)
        }

        @Test func rectanglesFarApartAreDrawnInPassesOfTheirOwn() {
            let strip = PlatformRect(x: 0, y: 440, width: 640, height: 40)
            let indicator = PlatformRect(x: 634, y: 3, width: 3, height: 20)
            #expect(UIWindow.passes([strip, indicator]) == [[strip], [indicator]])
            let below = PlatformRect(x: 0, y: 400, width: 640, height: 40)
            #expect(UIWindow.passes([strip, below]) == [[strip, below]], "together they fill their union")
            #expect(UIWindow.passes([strip]) == [[strip]])
        }

        @Test func theStripAndAShowingIndicatorDrawnInPassesMatchAFullRepaint() throws {
            let (test, scrollView) = try Self.launch(indicators: true)
            scrollView.flashScrollIndicators()
            test.app.runUntilIdle()
            scrollView.contentOffset = CGPoint(x: 0, y: 8)
            test.app.runUntilIdle()
            let drawn = test.backend.presentations.last?.rects ?? []
            #expect(drawn.count > 1 && UIWindow.passes(drawn).count == drawn.count, "far apart: one pass each")
            Self.expectSameAsFullRepaint(test)
        }

        enum Spoiler: CaseIterable, Sendable {
            case clearBackground, viewAbove, fractionalPixels
        }

        @Test(arguments: Spoiler.allCases)
        func whereMovingPixelsWouldBeWrongTheScrollViewIsRepaintedWhole(spoiler: Spoiler) throws {
            let (test, scrollView) = try Self.launch(
                background: spoiler == .clearBackground ? nil : .white,
                cover: spoiler == .viewAbove ? CGRect(x: 150, y: 150, width: 20, height: 20) : nil)
            let offset = CGPoint(x: 0, y: spoiler == .fractionalPixels ? 0.5 : 30)
            let copies = test.backend.scrolls.count
            scrollView.contentOffset = offset
            test.app.runUntilIdle()
            #expect(test.backend.scrolls.count == copies)
            let whole = PlatformRect(x: 0, y: 100, width: 200, height: 100)
            #expect(test.backend.presentations.last?.rects.contains(whole) == true)
            Self.expectSameAsFullRepaint(test)
        }
    }
}
