import SwiftParser
import SwiftSyntax

/// `#Preview { … }`, kept for Xcode and hidden from Linux. Xcode's canvas previews expand through
/// macros that ship with SwiftUI and DeveloperToolsSupport, which Swift on Linux has not, so the
/// declaration is wrapped in `#if canImport(SwiftUI)`: unchanged on Apple's platforms, left out here.
extension SourceRewriter {
    /// The guarded preview for a top-level `#Preview` (parsed as a declaration or, at the top
    /// level of a file, as an expression statement); nil for anything else.
    func guardPreview(_ node: CodeBlockItemSyntax) -> CodeBlockItemSyntax? {
        let name: String
        switch node.item {
        case .decl(let declaration): name = declaration.as(MacroExpansionDeclSyntax.self)?.macroName.text ?? ""
        case .expr(let expression): name = expression.as(MacroExpansionExprSyntax.self)?.macroName.text ?? ""
        default: return nil
        }
        guard name == "Preview" else { return nil }
        report.add(
            .changed, file, line(node),
            "#Preview → wrapped in #if canImport(SwiftUI) (previews need SwiftUI's macros, which Linux has not)")
        var parser = Parser("#if canImport(SwiftUI)\n\(node.trimmedDescription)\n#endif")
        let guarded = DeclSyntax.parse(from: &parser)
        return node.with(\.item, .decl(guarded))
            .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}
