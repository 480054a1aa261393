import SwiftParser
import SwiftSyntax

/// `#Preview { … }`, kept for Xcode and hidden from Linux. Xcode's canvas previews expand through
/// macros that ship with SwiftUI and DeveloperToolsSupport, which Swift on Linux has not, so the
/// declaration is wrapped in `#if canImport(SwiftUI)`: unchanged on Apple's platforms, left out here.
extension SourceRewriter {
    /// The guarded preview for a `#Preview` declaration; nil for any other macro.
    func guardPreview(_ node: MacroExpansionDeclSyntax) -> DeclSyntax? {
        guard node.macroName.text == "Preview" else { return nil }
        report.add(
            .changed, file, line(node),
            "#Preview → wrapped in #if canImport(SwiftUI) (previews need SwiftUI's macros, which Linux has not)")
        var parser = Parser("#if canImport(SwiftUI)\n\(node.trimmedDescription)\n#endif")
        return DeclSyntax.parse(from: &parser)
            .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}
