import Foundation

/// A button of a `UIAlertController`, with the handler that runs once the alert is dismissed.
@preconcurrency @MainActor
open class UIAlertAction {
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    public let title: String?
    public let style: Style
    /// A disabled action is drawn dimmed and cannot be picked, by click or by key.
    open var isEnabled = true { didSet { onChange?() } }
    let handler: (@MainActor (UIAlertAction) -> Void)?
    var onChange: (@MainActor () -> Void)?
    /// Set through `setValue(_:forKey:)` (`UIAlertController+KeyValue.swift`).
    var titleTextColor: UIColor?
    var image: UIImage?

    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
