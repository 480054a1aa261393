import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// Bar appearances as iOS 13 and later apps set them: copied when given, the item's over the
    /// bar's, the scroll-edge one while the content rests at its top, and drawn as background,
    /// hairline, title attributes and item colours.
    @Suite @MainActor struct BarAppearance {
        private final class ListController: UIViewController {
            override func loadView() {
                let scrollView = UIScrollView(frame: UIScreen.main.bounds)
                scrollView.contentSize = CGSize(width: 100, height: 2000)
                view = scrollView
            }
        }

        private func launch(
            _ configure: @escaping @MainActor (UINavigationController) -> Void
        ) throws -> (TestApp, UINavigationController, UIScrollView) {
            let test = try TestApp.launchSceneApp(root: {
                let list = ListController()
                list.title = "Inbox"
                let navigation = UINavigationController(rootViewController: list)
                configure(navigation)
                return navigation
            })
            let navigation = try #require(test.window?.rootViewController as? UINavigationController)
            let scrollView = try #require(navigation.topViewController?.view as? UIScrollView)
            test.app.runUntilIdle()
            return (test, navigation, scrollView)
        }

        @Test func theConfigurationsSetBackgroundAndShadowAsUIKitDocuments() {
            let appearance = UINavigationBarAppearance()
            #expect(appearance.backgroundEffect?.style == .systemChromeMaterial && appearance.backgroundColor == nil)
            #expect(appearance.shadowColor == UIBarAppearance.hairlineColor)
            appearance.configureWithOpaqueBackground()
            #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground)
            appearance.configureWithTransparentBackground()
            #expect(appearance.backgroundColor == nil && appearance.shadowColor == nil && !appearance.showsShadow)
            appearance.titleTextAttributes = [.foregroundColor: UIColor.red]
            let copy = appearance.copy()
            copy.titleTextAttributes = [.foregroundColor: UIColor.green]
            copy.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.green]
            #expect(appearance.titleTextAttributes[.foregroundColor] as? UIColor == .red, "a copy is independent")
            #expect(appearance.buttonAppearance.normal.titleTextAttributes.isEmpty)
            let indicator = UIImage(systemName: "chevron.left")
            appearance.setBackIndicatorImage(indicator, transitionMaskImage: nil)
            #expect(appearance.backIndicatorImage == nil, "UIKit takes both images or neither")
        }

        @Test func theBarDrawsItsStandardAppearanceAndKeepsACopy() throws {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .systemIndigo
            appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
            appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.yellow]
            let (test, navigation, _) = try launch { navigation in
                navigation.navigationBar.standardAppearance = appearance
                navigation.navigationBar.scrollEdgeAppearance = appearance
                navigation.topViewController?.navigationItem.rightBarButtonItem = UIBarButtonItem(
                    title: "Add", style: .plain, target: nil, action: nil)
            }
            let bar = navigation.navigationBar
            #expect(bar.backgroundColor == .systemIndigo)
            #expect(bar.titleLabel.textColor == .white)
            let button = try #require(bar.itemViews.first?.view as? UIButton)
            #expect(button.titleColor(for: .normal) == .yellow)
            appearance.backgroundColor = .red
            bar.setNeedsLayout()
            test.app.runUntilIdle()
            #expect(bar.backgroundColor == .systemIndigo, "the bar drew its own copy")
            bar.standardAppearance.backgroundColor = .orange
            bar.scrollEdgeAppearance = nil
            test.app.runUntilIdle()
            #expect(bar.backgroundColor == .orange, "a change made in place shows at the next layout")
        }

        @Test func theScrollEdgeAppearanceShowsWhileTheContentRestsAtItsTop() throws {
            let edge = UINavigationBarAppearance()
            edge.configureWithTransparentBackground()
            let standard = UINavigationBarAppearance()
            standard.configureWithOpaqueBackground()
            standard.backgroundColor = .systemTeal
            let (test, navigation, scrollView) = try launch { navigation in
                navigation.navigationBar.standardAppearance = standard
                navigation.navigationBar.scrollEdgeAppearance = edge
            }
            let bar = navigation.navigationBar
            #expect(bar.backgroundColor == .clear && bar.hairline.isHidden, "at rest: the scroll edge")
            scrollView.contentOffset.y += 40
            test.app.runUntilIdle()
            #expect(bar.backgroundColor == .systemTeal && !bar.hairline.isHidden, "scrolled: the standard one")
            scrollView.contentOffset.y -= 40
            test.app.runUntilIdle()
            #expect(bar.backgroundColor == .clear)
        }

        @Test func theTopItemsAppearanceWinsOverTheBars() throws {
            let mine = UINavigationBarAppearance()
            mine.backgroundColor = .systemPink
            mine.largeTitleTextAttributes = [.font: UIFont.systemFont(ofSize: 40, weight: .heavy)]
            let (_, navigation, _) = try launch { navigation in
                navigation.navigationBar.prefersLargeTitles = true
                navigation.navigationBar.barTintColor = .systemGreen
                navigation.topViewController?.navigationItem.scrollEdgeAppearance = mine
            }
            let bar = navigation.navigationBar
            #expect(bar.backgroundColor == .systemPink)
            #expect(bar.largeTitleLabel.font == UIFont.systemFont(ofSize: 40, weight: .heavy))
        }

        @Test func withNoAppearanceSetTheBarKeepsItsLookAndBarTintColor() throws {
            let (test, navigation, _) = try launch { _ in }
            let bar = navigation.navigationBar
            #expect(bar.backgroundColor == UINavigationBar.defaultColor)
            #expect(bar.hairline.backgroundColor == UIColor(white: 0.7, alpha: 1) && !bar.hairline.isHidden)
            bar.barTintColor = .systemGreen
            test.app.runUntilIdle()
            #expect(bar.backgroundColor == .systemGreen)
            bar.titleTextAttributes = [.foregroundColor: UIColor.blue]
            test.app.runUntilIdle()
            #expect(bar.titleLabel.textColor == .blue)
        }

        @Test func aTabBarDrawsItsItemsStateAppearances() {
            let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
            let first = UITabBarItem(title: "One", image: nil, tag: 0)
            let second = UITabBarItem(title: "Two", image: nil, tag: 1)
            second.badgeValue = "3"
            bar.setItems([first, second], animated: false)
            bar.selectedItem = first
            let appearance = UITabBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .black
            appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.gray]
            appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemOrange
            appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.white]
            appearance.stackedLayoutAppearance.selected.iconColor = .white
            bar.standardAppearance = appearance
            bar.layoutIfNeeded()
            #expect(bar.backgroundColor == .black)
            #expect(bar.buttons[0].titleColor(for: .normal) == .white && bar.buttons[0].tintColor == .white)
            #expect(bar.buttons[1].titleColor(for: .normal) == .gray)
            let badge = bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "3" }
            #expect(badge?.backgroundColor == .systemOrange)
        }

        @Test func aToolbarDrawsItsAppearance() {
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let appearance = UIToolbarAppearance()
            appearance.configureWithTransparentBackground()
            appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
            toolbar.items = [UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)]
            toolbar.standardAppearance = appearance
            toolbar.layoutIfNeeded()
            #expect(toolbar.backgroundColor == .clear && toolbar.hairline.isHidden)
            let button = toolbar.itemViews.first?.view as? UIButton
            #expect(button?.titleColor(for: .normal) == .systemRed)
        }
    }
}
