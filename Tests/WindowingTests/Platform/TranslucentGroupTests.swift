import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// A view with alpha below 1 is drawn into a group, composited at its alpha. The group is cut
    /// to the view's bounds only when nothing it paints can fall outside them.
    @Suite @MainActor struct TranslucentGroups {
        /// White root (the controller's red badge at 20, 20); each case at its own place. Black at alpha 0.5 over white is 0x808080 or 0x7F7F7F.
        private func launch(_ build: @escaping (UIView) -> Void) throws -> TestApp {
            try TestApp.launchSceneApp(root: {
                let controller = BuildingViewController()
                controller.build = { root in
                    root.backgroundColor = .white
                    build(root)
                }
                return controller
            })
        }

        private func isHalfBlack(_ pixel: UInt32?) -> Bool {
            guard let pixel else { return false }
            return [0xFF80_8080, 0xFF7F_7F7F].contains(pixel)
        }

        @Test func aTranslucentLeafIsCompositedInsideItsBoundsOnly() throws {
            let test = try launch { root in
                let leaf = UIView(frame: CGRect(x: 20, y: 120, width: 40, height: 30))
                leaf.backgroundColor = .black
                leaf.alpha = 0.5
                root.addSubview(leaf)
            }
            #expect(isHalfBlack(test.pixel(21, 121)))
            #expect(isHalfBlack(test.pixel(59, 149)))
            #expect(test.pixel(60, 149) == 0xFFFF_FFFF)
            #expect(test.pixel(19, 121) == 0xFFFF_FFFF)
        }

        @Test func aTranslucentParentStillShowsAChildOutsideItsBounds() throws {
            let test = try launch { root in
                let parent = UIView(frame: CGRect(x: 100, y: 20, width: 40, height: 40))
                parent.alpha = 0.5
                let child = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
                child.backgroundColor = .black
                parent.addSubview(child)
                root.addSubview(parent)
            }
            #expect(isHalfBlack(test.pixel(135, 55)), "inside the parent")
            #expect(isHalfBlack(test.pixel(165, 85)), "outside the parent, not clipped")
        }

        @Test func aTranslucentViewsShadowFallsOutsideItsBounds() throws {
            let test = try launch { root in
                let card = UIView(frame: CGRect(x: 200, y: 20, width: 40, height: 40))
                card.backgroundColor = .white
                card.alpha = 0.5
                card.layer.shadowOpacity = 1
                card.layer.shadowRadius = 0
                card.layer.shadowOffset = CGSize(width: 10, height: 10)
                card.layer.shadowColor = UIColor.black.cgColor
                root.addSubview(card)
            }
            #expect(isHalfBlack(test.pixel(245, 65)), "the shadow beyond the card's corner")
        }
    }
}
