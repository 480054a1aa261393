import SwiftParser
import SwiftSyntax

/// `import FoundationNetworking`, added where a file uses URL loading. On Apple's platforms
/// `URLSession` and its companions are part of Foundation, which `import UIKit` brings; Linux's
/// Foundation keeps them in a separate module, so a file that names them needs that import too.
/// It is guarded by `#if canImport`, so the file still builds for iOS unchanged.
extension SourceRewriter {
    /// The types Linux's Foundation declares in FoundationNetworking rather than Foundation.
    static let networkingTypes: Set<String> = [
        "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask",
        "URLSessionDownloadTask", "URLSessionUploadTask", "URLSessionStreamTask", "URLSessionWebSocketTask",
        "URLSessionDelegate", "URLSessionTaskDelegate", "URLSessionDataDelegate", "URLSessionDownloadDelegate",
        "URLSessionTaskMetrics", "URLRequest", "NSURLRequest", "NSMutableURLRequest", "URLResponse",
        "HTTPURLResponse", "CachedURLResponse", "URLCache", "URLCredential", "URLCredentialStorage",
        "URLProtectionSpace", "URLAuthenticationChallenge", "URLProtocol", "HTTPCookie", "HTTPCookieStorage",
    ]

    /// The rewritten file with the guarded import after its last top-level import, when the
    /// original names one of `networkingTypes` and does not import FoundationNetworking already;
    /// nil otherwise. The original gives the line the report names.
    func addNetworkingImport(_ node: SourceFileSyntax, original: SourceFileSyntax) -> SourceFileSyntax? {
        guard
            let first = original.tokens(viewMode: .sourceAccurate).first(where: { token in
                if case .identifier(let name) = token.tokenKind { return Self.networkingTypes.contains(name) }
                return false
            })
        else { return nil }
        usesURLLoading = true
        let imports = ImportedModules(viewMode: .sourceAccurate)
        imports.walk(original)
        guard !imports.names.contains("FoundationNetworking") else { return nil }
        report.add(
            .changed, file, line(first),
            "\(first.text) is in FoundationNetworking on Linux → added import FoundationNetworking "
                + "(inside #if canImport(FoundationNetworking), so iOS builds are unchanged)")
        var parser = Parser("#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif")
        let guarded = CodeBlockItemSyntax(item: .decl(DeclSyntax.parse(from: &parser)))
        var statements = Array(node.statements)
        let position = statements.lastIndex { $0.item.is(ImportDeclSyntax.self) }.map { $0 + 1 } ?? 0
        let separator: Trivia = position == 0 ? [] : .newline
        statements.insert(guarded.with(\.leadingTrivia, separator), at: position)
        if position == 0, statements.count > 1 {
            statements[1] = statements[1].with(\.leadingTrivia, .newlines(2) + statements[1].leadingTrivia)
        }
        return node.with(\.statements, CodeBlockItemListSyntax(statements))
    }
}

/// Every module a file imports, at the top level or inside `#if`.
private final class ImportedModules: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.path.trimmedDescription)
        return .skipChildren
    }
}
