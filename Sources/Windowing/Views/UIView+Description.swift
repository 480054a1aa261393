import Foundation

// Printable views: `description` in UIKit's `<Class: 0x…; frame = (x y; w h); …>` shape and the
// whole tree with `recursiveDescription`.
extension UIView {
    /// Whether the caller runs on the main queue, where main-actor code runs: not always the main
    /// thread (a test runner may drain the main queue from another thread).
    nonisolated static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }

    func describeView() -> String {
        let address = "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16)
        var parts = ["\(Trace.className(of: self)): \(address)", "frame = \(Self.format(frame))"]
        if bounds.origin != .zero { parts.append("bounds = \(Self.format(bounds))") }
        if storedHidden { parts.append("hidden = YES") }
        if storedAlpha < 1 { parts.append("alpha = \(Self.number(storedAlpha))") }
        if storedClipsToBounds { parts.append("clipsToBounds = YES") }
        if !autoresizingMask.isEmpty { parts.append("autoresize = \(Self.format(autoresizingMask))") }
        if tag != 0 { parts.append("tag = \(tag)") }
        if let backgroundColor { parts.append("backgroundColor = \(backgroundColor)") }
        if let owningViewController { parts.append("viewController = \(Trace.className(of: owningViewController))") }
        return "<" + parts.joined(separator: "; ") + ">"
    }

    /// This view and every descendant, one per line, indented by depth, with class and frame.
    ///
    /// - Note: Differs from UIKit: a public property; UIKit's is private and read with
    ///   `value(forKey: "recursiveDescription")`.
    public var recursiveDescription: String {
        var lines: [String] = []
        appendDescription(to: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func appendDescription(to lines: inout [String], depth: Int) {
        lines.append(String(repeating: "   | ", count: depth) + description)
        for subview in storedSubviews { subview.appendDescription(to: &lines, depth: depth + 1) }
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
    }

    private static func format(_ rect: CGRect) -> String {
        "(\(number(rect.minX)) \(number(rect.minY)); \(number(rect.width)) \(number(rect.height)))"
    }

    private static func format(_ mask: AutoresizingMask) -> String {
        let names: [(AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        return names.filter { mask.contains($0.0) }.map(\.1).joined(separator: "+")
    }
}

/// Marks the main queue, for `UIView.isOnMainQueue`; set once, on first use.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()
