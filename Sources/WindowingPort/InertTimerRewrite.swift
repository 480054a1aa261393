import SwiftParser
import SwiftSyntax

/// `Timer()`, rewritten to a timer Foundation on Linux can make. UIKit code often declares
/// `var timer = Timer()` before it schedules the real one; on Apple's platforms that is NSObject's
/// `init()`, an unscheduled timer that never fires, but Linux's Foundation gives Timer no such
/// initializer and Swift does not let another module add one (it would override NSObject's).
extension SourceRewriter {
    /// The inert timer for a bare `Timer()` or `Foundation.Timer()`; nil for any other call.
    func rewriteInertTimer(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        let called = node.calledExpression.trimmedDescription
        guard called == "Timer" || called == "Foundation.Timer", node.arguments.isEmpty,
            node.trailingClosure == nil, node.additionalTrailingClosures.isEmpty
        else { return nil }
        let replacement = "\(called)(timeInterval: 0, repeats: false) { _ in }"
        report.add(
            .changed, file, line(node),
            "\(called)() → \(replacement) (Foundation on Linux has no Timer(); this is the same unscheduled timer "
                + "that never fires)")
        var parser = Parser(replacement)
        return ExprSyntax.parse(from: &parser)
            .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}
