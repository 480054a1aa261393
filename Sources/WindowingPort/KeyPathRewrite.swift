import SwiftParser
import SwiftSyntax

/// `#keyPath(CALayer.opacity)` becomes `"opacity"`. The Swift compiler on Linux refuses
/// `#keyPath` (it needs the Objective-C runtime), yet all it stands for is a string: the
/// property names after the type, joined by dots. Core Animation's key paths
/// (`CABasicAnimation(keyPath:)`) and key-value coding take that string.
extension SourceRewriter {
    func rewriteKeyPath(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        let written = node.trimmedDescription
        guard let argument = node.arguments.first, node.arguments.count == 1, argument.label == nil else {
            report.add(
                .unconverted, file, line(node), "\(written): expected one key path, as in #keyPath(Type.property)")
            return ExprSyntax(node)
        }
        var components = argument.expression.trimmedDescription.split(separator: ".").map(String.init)
        // A leading type name (capitalised, as Swift names types) is not part of the key.
        if components.count > 1, let first = components.first?.first, first.isUppercase { components.removeFirst() }
        guard !components.isEmpty, components.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
        else {
            report.add(.unconverted, file, line(node), "\(written): write the key path as a string literal")
            return ExprSyntax(node)
        }
        let replacement = "\"\(components.joined(separator: "."))\""
        report.add(.changed, file, line(node), "\(written) → \(replacement)")
        var parser = Parser(replacement)
        return ExprSyntax.parse(from: &parser)
            .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}
