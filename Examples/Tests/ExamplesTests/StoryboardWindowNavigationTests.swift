import Foundation
import Testing
import WindowingTesting

/// StoryboardWindow's logged-in screen, clicked through on a private Xvfb as a user would: a tab
/// bar controller whose first tab is a navigation controller (all from Main.storyboard), a `show`
/// segue pushing the detail screen with data from `prepare(for:sender:)`, the bar's back button,
/// the tab bar, and the Log Out alert. The app prints its callbacks; their exact order is the
/// appearance order of push, pop and tab switching, and the bars are checked as pixels.
@Suite(.serialized)
struct StoryboardWindowNavigationTests {
    let executable = AppProcess.builtProduct(named: "StoryboardWindow")

    // The window is 640×480. The navigation bar prefers large titles (the storyboard's
    // largeTitles): its row of buttons is y 0–43, the large title under it, its hairline at 95; a
    // tab's content is y 96–430 below it, and the tab bar y 431–479, two tabs of 320 points.
    static let homeGreen: UInt32 = 0x33994C  // sRGB 0.2 0.6 0.3
    static let detailOrange: UInt32 = 0xF38C19  // sRGB 0.95 0.55 0.1
    static let inboxPurple: UInt32 = 0x804CB3  // sRGB 0.5 0.3 0.7
    static let loginBlue: UInt32 = 0x2861C7  // the login screen's header
    static let separatorGrey: UInt32 = 0xCCCCCC  // the alert's button separators, white 0.8

    private struct Screen {
        let client: XTestClient
        let window: UInt

        func pixel(_ x: Int, _ y: Int) -> UInt32? { client.pixel(of: window, x: x, y: y).map { $0 & 0xFF_FFFF } }

        /// How many pixels of the rectangle pass `test`.
        func count(_ rect: (x: Int, y: Int, width: Int, height: Int), _ test: (UInt32) -> Bool) -> Int {
            guard let image = client.image(of: window) else { return 0 }
            var found = 0
            for y in rect.y..<(rect.y + rect.height) {
                for x in rect.x..<(rect.x + rect.width) where test(image[x: x, y: y] & 0xFF_FFFF) { found += 1 }
            }
            return found
        }
    }

    private static func channels(_ colour: UInt32) -> (red: UInt32, green: UInt32, blue: UInt32) {
        (colour >> 16, (colour >> 8) & 0xFF, colour & 0xFF)
    }
    /// The system blue of a back button or a selected tab's title, antialiased or not.
    private static func isBlue(_ colour: UInt32) -> Bool {
        let (red, green, blue) = channels(colour)
        return blue > 0xC0 && red < 0x80 && green < 0xA0
    }
    /// The dark grey to black of a bar title's text.
    private static func isDark(_ colour: UInt32) -> Bool {
        let (red, green, blue) = channels(colour)
        return red < 0x60 && green < 0x60 && blue < 0x60
    }
    private static func isRed(_ colour: UInt32) -> Bool {
        let (red, green, blue) = channels(colour)
        return red > 0xC0 && green < 0x70 && blue < 0x70
    }

    private static let backButtonArea = (x: 0, y: 4, width: 120, height: 36)
    private static let rowTitleArea = (x: 250, y: 8, width: 140, height: 28)
    private static let largeTitleArea = (x: 16, y: 46, width: 150, height: 46)
    private static let homeTabArea = (x: 0, y: 432, width: 320, height: 48)
    private static let inboxTabArea = (x: 320, y: 432, width: 320, height: 48)

    @Test func pushBackTabsAndTheLogOutAlertInUIKitsOrder() throws {
        let server = try XvfbServer(width: 1024, height: 768)
        defer { server.stop() }
        let client = try XTestClient(displayName: server.displayName)
        defer { client.close() }
        let app = try AppProcess(
            executable: executable, arguments: ["--logged-in"], environment: ["DISPLAY": server.displayName])
        let window = try #require(
            client.awaitWindow(
                named: StoryboardWindowTests.title, of: app, printing: "SceneDelegate::sceneDidBecomeActive"),
            "no window; stderr: \(app.standardError)")
        let screen = Screen(client: client, window: window)
        func printed(_ line: String, times: Int = 1) -> Bool {
            waitUntil(timeout: 10) {
                app.standardOutput.split(separator: "\n").filter { $0 == line }.count >= times
            }
        }

        // Home, the navigation root: its large title under the bar's row, no back button, the Home
        // tab selected and the Inbox tab's badge (the storyboard's tabBarItem badgeValue) in red.
        #expect(printed("HomeViewController::viewDidAppear(_:)"))
        #expect(waitUntil(timeout: 10) { screen.pixel(600, 300) == Self.homeGreen })
        #expect(screen.pixel(600, 94) != Self.homeGreen && screen.pixel(600, 96) == Self.homeGreen, "a 96-point bar")
        #expect(screen.count(Self.largeTitleArea, Self.isDark) > 50, "Home's large title")
        #expect(screen.count(Self.rowTitleArea, Self.isDark) == 0, "no small title in the row")
        #expect(screen.count(Self.backButtonArea, Self.isBlue) == 0, "no back button on the root")
        #expect(screen.count(Self.homeTabArea, Self.isBlue) > 10, "the selected Home tab is tinted")
        #expect(screen.count(Self.inboxTabArea, Self.isBlue) == 0)
        #expect(screen.pixel(490, 444).map(Self.isRed) == true, "Inbox's badge (frame 488,435 18×18)")

        // Apples (frame 20,80 200×44 in Home, 96 points lower in the window) triggers the show segue.
        #expect(client.click(atX: 120, y: 198))
        #expect(printed("DetailViewController::viewDidAppear(_:)"))
        #expect(waitUntil(timeout: 10) { screen.pixel(600, 300) == Self.detailOrange }, "the detail screen")
        #expect(screen.count(Self.backButtonArea, Self.isBlue) > 10, "the back button, ‹ Home")
        #expect(screen.count(Self.largeTitleArea, Self.isDark) > 50, "the item's title, large (.automatic)")
        #expect(screen.count(Self.rowTitleArea, Self.isDark) == 0)

        // The back button pops.
        #expect(client.click(atX: 30, y: 22))
        #expect(printed("HomeViewController::viewDidAppear(_:)", times: 2))
        #expect(waitUntil(timeout: 10) { screen.pixel(600, 300) == Self.homeGreen })
        #expect(waitUntil(timeout: 5) { screen.count(Self.backButtonArea, Self.isBlue) == 0 })

        // The tab bar: Inbox, then Home again.
        #expect(client.click(atX: 480, y: 455))
        #expect(printed("InboxViewController::viewDidAppear(_:)"))
        #expect(waitUntil(timeout: 10) { screen.pixel(600, 300) == Self.inboxPurple }, "Inbox fills the tab")
        #expect(screen.pixel(600, 20) == Self.inboxPurple, "Inbox has no navigation bar")
        #expect(screen.count(Self.inboxTabArea, Self.isBlue) > 10, "the selected Inbox tab is tinted")
        #expect(screen.count(Self.homeTabArea, Self.isBlue) == 0)
        #expect(client.click(atX: 160, y: 455))
        #expect(printed("HomeViewController::viewDidAppear(_:)", times: 3))
        #expect(waitUntil(timeout: 10) { screen.pixel(600, 300) == Self.homeGreen })

        // Log Out (frame 20,200) presents the alert; Cancel first, then Log Out. Each handler runs
        // once the alert is dismissed.
        let bar = screen.pixel(600, 20)
        for (attempt, action, column) in [(1, "Cancel", 252), (2, "Log Out", 388)] {
            #expect(client.click(atX: 120, y: 318))
            #expect(printed("HomeViewController::didTapLogOut(_:)", times: attempt))
            // The two side-by-side buttons are under a grey line across the 270-point box
            // (x 185–454); the box's rise from the bottom edge ends with the window's top dimmed.
            // The box is clicked once it has stopped rising: the same separator row in two
            // readings three frames apart.
            var separator: Int?
            let shown = waitUntil(timeout: 10, step: 0.05) {
                guard screen.pixel(600, 20) != bar, screen.pixel(600, 300) != Self.homeGreen else { return false }
                let found = (150..<440).first { screen.pixel(190, $0) == Self.separatorGrey }
                defer { separator = found }
                return found != nil && found == separator
            }
            #expect(shown, "the alert over dimmed Home")
            #expect(client.click(atX: column, y: (separator ?? 0) + 22))
            #expect(printed("HomeViewController::alert " + action))
        }
        #expect(waitUntil(timeout: 10) { screen.pixel(10, 10) == Self.loginBlue }, "back on the login screen")
        #expect(printed("LoginViewController::viewDidLoad()"))

        #expect(client.sendDeleteWindow(to: window))
        #expect(app.wait(timeout: 10) == 0, "stderr: \(app.standardError)")
        let lines = app.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "AppDelegate::application(_:didFinishLaunchingWithOptions:)",
                "SceneDelegate::scene(_:willConnectTo:options:)",
                "HomeViewController::viewDidLoad()",
                "HomeViewController::viewWillAppear(_:)",
                "SceneDelegate::sceneDidBecomeActive(_:)",
                "HomeViewController::viewDidAppear(_:)",
                // The show segue: prepare sees the new destination before its view loads; then
                // push's order, the leaving controller's will before the arriving one's.
                "HomeViewController::prepare(for:sender:) showDetail Apples",
                "DetailViewController::viewDidLoad() Apples",
                "HomeViewController::viewWillDisappear(_:)",
                "DetailViewController::viewWillAppear(_:)",
                "HomeViewController::viewDidDisappear(_:)",
                "DetailViewController::viewDidAppear(_:)",
                // The back button pops.
                "DetailViewController::viewWillDisappear(_:)",
                "HomeViewController::viewWillAppear(_:)",
                "DetailViewController::viewDidDisappear(_:)",
                "HomeViewController::viewDidAppear(_:)",
                // Tabs: a tab's view loads the first time it is selected.
                "InboxViewController::viewDidLoad()",
                "HomeViewController::viewWillDisappear(_:)",
                "InboxViewController::viewWillAppear(_:)",
                "HomeViewController::viewDidDisappear(_:)",
                "InboxViewController::viewDidAppear(_:)",
                "InboxViewController::viewWillDisappear(_:)",
                "HomeViewController::viewWillAppear(_:)",
                "InboxViewController::viewDidDisappear(_:)",
                "HomeViewController::viewDidAppear(_:)",
                // An alert covers Home without taking it off screen: no appearance callbacks.
                "HomeViewController::didTapLogOut(_:)",
                "HomeViewController::alert Cancel",
                "HomeViewController::didTapLogOut(_:)",
                // A new root view controller: the old one leaves the window, then the new one loads.
                "HomeViewController::alert Log Out",
                "HomeViewController::viewWillDisappear(_:)",
                "HomeViewController::viewDidDisappear(_:)",
                "LoginViewController::viewDidLoad()",
                "AppDelegate::applicationWillTerminate(_:)",
            ], "\(lines.joined(separator: "\n"))")
    }
}
