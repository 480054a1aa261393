import UIKit

/// The second tab. Its tab bar item (title Inbox, badge 3) is in the storyboard; the screen loads
/// the first time the tab is selected.
class InboxViewController: TracingViewController {}
