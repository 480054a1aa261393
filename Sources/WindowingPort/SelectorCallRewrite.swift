import SwiftParser
import SwiftSyntax

/// The parameter labels of every method in the app, by `Type.name` and by bare `name`, so that a
/// `#selector(updateTimer)` that does not spell its labels can still be turned into a call.
struct MethodSignatures {
    private(set) var labels: [String: Set<[String]>] = [:]

    /// Records the methods `tree` declares (the first pass, over every file).
    mutating func scan(_ tree: SourceFileSyntax) {
        let scanner = MethodScanner()
        scanner.walk(tree)
        for (key, found) in scanner.labels { labels[key, default: []].formUnion(found) }
    }

    /// The labels of the one method `name` can mean in `type` (or anywhere, without a type); nil
    /// when no method or several with different labels have that name.
    func labels(of name: String, in type: String?) -> [String]? {
        let found = type.flatMap { labels["\($0).\(name)"] } ?? labels[name] ?? []
        return found.count == 1 ? found.first : nil
    }
}

private final class MethodScanner: TypeScopeVisitor {
    var labels: [String: Set<[String]>] = [:]

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let names = node.signature.parameterClause.parameters.map(\.firstName.text)
        labels[node.name.text, default: []].insert(names)
        if let typePath {
            labels[typePath + "." + node.name.text, default: []].insert(names)
        }
        return .skipChildren
    }
}

/// `#selector` handed to a Timer or to NotificationCenter, rewritten to the closure forms
/// Foundation on Linux has. Without Objective-C nothing can call a method by its selector, but a
/// closure can call it by name: the closure captures the target weakly, as neither API retains
/// an observer and a timer's block should not keep its target alive where the selector form's
/// invalidation would have released it, and calls the method on the main actor, where UIKit
/// code runs (timers scheduled there fire on the main run loop; notifications are delivered on
/// the posting thread, as with the selector form).
extension SourceRewriter {
    /// The closure form of `node`, or nil when it is not a call this rewrites.
    func rewriteSelectorCall(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        let arguments = Dictionary(
            node.arguments.map { ($0.label?.text ?? "_", $0.expression) }, uniquingKeysWith: { first, _ in first })
        let called = node.calledExpression.trimmedDescription
        if called.hasSuffix("scheduledTimer"), labels == ["timeInterval", "target", "selector", "userInfo", "repeats"] {
            return rewriteTimer(node, arguments)
        }
        if called.hasSuffix("addObserver"), labels == ["_", "selector", "name", "object"] {
            return rewriteObserver(node, arguments)
        }
        return nil
    }

    private func rewriteTimer(_ node: FunctionCallExprSyntax, _ arguments: [String: ExprSyntax]) -> ExprSyntax? {
        guard let target = arguments["target"], let selector = arguments["selector"],
            let interval = arguments["timeInterval"], let repeats = arguments["repeats"],
            let userInfo = arguments["userInfo"]
        else { return nil }
        guard userInfo.trimmedDescription == "nil" else {
            report.add(
                .unconverted, file, line(node),
                "Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:) with userInfo: "
                    + "the closure form has no userInfo; capture the value in "
                    + "Timer.scheduledTimer(withTimeInterval:repeats:block:) instead")
            return ExprSyntax(node)
        }
        guard let call = closureCall(node, target: target, selector: selector, argument: "timer") else {
            return ExprSyntax(node)
        }
        let text =
            "\(node.calledExpression.trimmedDescription)(withTimeInterval: \(interval.trimmedDescription), "
            + "repeats: \(repeats.trimmedDescription)) \(call.closure)"
        report.add(
            .changed, file, line(node),
            "Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:) with "
                + "\(selector.trimmedDescription) → scheduledTimer(withTimeInterval:repeats:block:) calling "
                + "\(call.method) (selectors need Objective-C)")
        return parsed(text, replacing: node)
    }

    private func rewriteObserver(_ node: FunctionCallExprSyntax, _ arguments: [String: ExprSyntax]) -> ExprSyntax? {
        guard let observer = arguments["_"], let selector = arguments["selector"], let name = arguments["name"],
            let object = arguments["object"]
        else { return nil }
        guard let call = closureCall(node, target: observer, selector: selector, argument: "notification") else {
            return ExprSyntax(node)
        }
        let text =
            "\(node.calledExpression.trimmedDescription)(forName: \(name.trimmedDescription), "
            + "object: \(object.trimmedDescription), queue: nil) \(call.closure)"
        report.add(
            .changed, file, line(node),
            "NotificationCenter addObserver(_:selector:name:object:) with \(selector.trimmedDescription) → "
                + "addObserver(forName:object:queue:using:) calling \(call.method) (selectors need Objective-C; "
                + "removeObserver(\(observer.trimmedDescription)) no longer removes it, keep the returned token "
                + "to remove it earlier than the observer's end)")
        return parsed(text, replacing: node)
    }

    /// `{ [weak target] timer in MainActor.assumeIsolated { target?.method(timer) } }` for the
    /// method `selector` names, and that call for the report; nil (reported) when the selector
    /// does not name one method of at most one parameter.
    private func closureCall(
        _ node: FunctionCallExprSyntax, target: ExprSyntax, selector: ExprSyntax, argument: String
    ) -> (closure: String, method: String)? {
        func refuse(_ why: String) -> (closure: String, method: String)? {
            report.add(.unconverted, file, line(node), "\(selector.trimmedDescription): \(why)")
            return nil
        }
        guard let macro = selector.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
            macro.arguments.count == 1, let named = macro.arguments.first, named.label == nil
        else { return refuse("only #selector(method) can become a closure; call the method from a closure") }
        let enclosing = typeStack.isEmpty ? nil : typeStack.joined(separator: ".")
        let reference: DeclReferenceExprSyntax
        var type = enclosing
        if let name = named.expression.as(DeclReferenceExprSyntax.self) {
            reference = name
        } else if let member = named.expression.as(MemberAccessExprSyntax.self), let base = member.base {
            reference = member.declName
            if base.trimmedDescription != "self" { type = base.trimmedDescription }
        } else {
            return refuse("the method it names is not a plain name; call it from a closure")
        }
        let method = reference.baseName.text
        let labels =
            reference.argumentNames.map { $0.arguments.map(\.name.text) }
            ?? methods.labels(of: method, in: type)
        guard let labels else {
            return refuse("no single method '\(method)' found in the app's sources; call it from a closure")
        }
        guard labels.count <= 1 else {
            return refuse("the method takes \(labels.count) parameters, the selector form passes one")
        }
        let (capture, receiver): (String, String)
        switch target.trimmedDescription {
        case "self": (capture, receiver) = ("weak self", "self")
        case let name where target.is(DeclReferenceExprSyntax.self): (capture, receiver) = ("weak \(name)", name)
        case let other: (capture, receiver) = ("weak target = \(other)", "target")
        }
        let passed = labels.first.map { $0 == "_" ? argument : "\($0): \(argument)" } ?? ""
        let body = "\(receiver)?.\(method)(\(passed))"
        let parameter = labels.isEmpty ? "_" : argument
        return ("{ [\(capture)] \(parameter) in MainActor.assumeIsolated { \(body) } }", body)
    }

    /// `text` parsed in place of `node`; as a statement its result is discarded explicitly, because
    /// the closure forms' results are not discardable as the selector forms' are.
    private func parsed(_ text: String, replacing node: FunctionCallExprSyntax) -> ExprSyntax {
        let isStatement = node.parent?.is(CodeBlockItemSyntax.self) == true
        var parser = Parser(isStatement ? "_ = " + text : text)
        return ExprSyntax.parse(from: &parser)
            .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}
