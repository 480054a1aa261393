import UIKit

// Not the app's delegate: only to show that the attribute keeps its neighbours and comments.
/// A second spelling, with another attribute first and the main attribute on its own line.
@available(iOS 13.0, *)
@UIApplicationMain
final class OtherDelegate: UIResponder, UIApplicationDelegate {}
