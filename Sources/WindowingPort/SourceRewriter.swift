import SwiftParser
import SwiftSyntax

/// The second pass over one file: rewrites what Swift on Linux cannot compile into what Windowing
/// reads, and reports each change and each thing it could not convert with its line.
///
/// - `#selector(…)` passed as `action:` becomes `ActionMessage(Type.method)`;
/// - `@objc`, `@objcMembers`, `@nonobjc`, `dynamic`, `@IBOutlet`, `@IBInspectable` and
///   `@IBDesignable` are dropped; `@IBAction` stays on methods with one parameter and is dropped
///   from the others (the Linux compiler applies AppKit's one-parameter rule to it);
/// - `#keyPath(Type.property)` becomes the string it stands for (KeyPathRewrite.swift);
/// - `#selector` passed to `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`
///   or `NotificationCenter.addObserver(_:selector:name:object:)` becomes the closure form
///   (SelectorCallRewrite.swift);
/// - `@UIApplicationMain` stays: the `UIKit` product provides what the compiler expands it to;
/// - `#Preview` is wrapped in `#if canImport(SwiftUI)` (PreviewRewrite.swift);
/// - a file that uses `URLSession` or its companions imports FoundationNetworking
///   (NetworkingImportRewrite.swift);
/// - a class with outlets or actions gets the two overrides the storyboard loader reads.
final class SourceRewriter: SyntaxRewriter {
    let file: String
    private let converter: SourceLocationConverter
    private let members: [String: InterfaceBuilderMembers]
    /// Every method's parameter labels by name, for calling a method a bare `#selector` names.
    let methods: MethodSignatures
    private(set) var typeStack: [String] = []
    /// Whether the innermost type context is an extension, where Swift on Linux allows no overrides.
    private var extensionStack: [Bool] = []
    var report = PortReport()
    /// Whether the file names a URL-loading type (NetworkingImportRewrite.swift).
    var usesURLLoading = false

    init(
        file: String, tree: SourceFileSyntax, members: [String: InterfaceBuilderMembers],
        methods: MethodSignatures = MethodSignatures()
    ) {
        self.file = file
        converter = SourceLocationConverter(fileName: file, tree: tree)
        self.members = members
        self.methods = methods
        super.init(viewMode: .sourceAccurate)
    }

    func line(_ node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    // MARK: - Types

    /// Runs `body` with `name` as the innermost type, which bare `#selector(method)`s refer to.
    private func inType<Result>(_ name: String, isExtension: Bool = false, _ body: () -> Result) -> Result {
        typeStack.append(name)
        extensionStack.append(isExtension)
        defer {
            typeStack.removeLast()
            extensionStack.removeLast()
        }
        return body()
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        inType(node.name.text) {
            let path = typeStack.joined(separator: ".")
            let removals = attributeRemovals(node.attributes, node.modifiers, of: "class \(node.name.text)")
            let classLine = line(node.name)
            guard var visited = super.visit(node).as(ClassDeclSyntax.self) else { return DeclSyntax(node) }
            visited = strip(visited, removals)
            if let registrations = members[path], registrations.classFile == file, !registrations.isEmpty {
                visited = splice(registrations, into: visited, path: path, line: classLine)
            }
            return DeclSyntax(visited)
        }
    }

    override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
        inType(node.name.text) {
            let removals = attributeRemovals(node.attributes, node.modifiers, of: "struct \(node.name.text)")
            guard let visited = super.visit(node).as(StructDeclSyntax.self) else { return DeclSyntax(node) }
            return DeclSyntax(strip(visited, removals))
        }
    }

    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
        inType(node.name.text) {
            let removals = attributeRemovals(node.attributes, node.modifiers, of: "enum \(node.name.text)")
            guard let visited = super.visit(node).as(EnumDeclSyntax.self) else { return DeclSyntax(node) }
            return DeclSyntax(strip(visited, removals))
        }
    }

    override func visit(_ node: ActorDeclSyntax) -> DeclSyntax {
        inType(node.name.text) {
            let removals = attributeRemovals(node.attributes, node.modifiers, of: "actor \(node.name.text)")
            guard let visited = super.visit(node).as(ActorDeclSyntax.self) else { return DeclSyntax(node) }
            return DeclSyntax(strip(visited, removals))
        }
    }

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        inType(node.name.text) {
            let removals = attributeRemovals(node.attributes, node.modifiers, of: "protocol \(node.name.text)")
            guard let visited = super.visit(node).as(ProtocolDeclSyntax.self) else { return DeclSyntax(node) }
            return DeclSyntax(strip(visited, removals))
        }
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        inType(node.extendedType.trimmedDescription, isExtension: true) {
            let removals = attributeRemovals(node.attributes, node.modifiers, of: "extension")
            guard let visited = super.visit(node).as(ExtensionDeclSyntax.self) else { return DeclSyntax(node) }
            return DeclSyntax(strip(visited, removals))
        }
    }

    // MARK: - Members

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        if extensionStack.last == true, node.modifiers.contains(where: { $0.name.text == "override" }) {
            report.add(
                .unconverted, file, line(node.name),
                "override func \(node.name.text) in an extension: "
                    + "without Objective-C, Swift allows overrides only in the class body; move it there")
        }
        var removals = attributeRemovals(node.attributes, node.modifiers, of: "func \(node.name.text)")
        let parameterCount = node.signature.parameterClause.parameters.count
        if parameterCount != 1, let index = node.attributes.firstIndex(where: { $0.attributeName == "IBAction" }) {
            removals.attributes.insert(node.attributes.distance(from: node.attributes.startIndex, to: index))
            report.add(
                .changed, file, line(node.attributes[index]),
                "removed @IBAction from func \(node.name.text) (the Swift compiler on Linux accepts @IBAction "
                    + "only on methods with exactly one parameter; the storyboard loader still finds the action)")
        }
        guard let visited = super.visit(node).as(FunctionDeclSyntax.self) else { return DeclSyntax(node) }
        return DeclSyntax(strip(visited, removals))
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        let names = node.bindings.map { $0.pattern.trimmedDescription }.joined(separator: ", ")
        let removals = attributeRemovals(node.attributes, node.modifiers, of: "var \(names)")
        guard let visited = super.visit(node).as(VariableDeclSyntax.self) else { return DeclSyntax(node) }
        return DeclSyntax(strip(visited, removals))
    }

    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        let removals = attributeRemovals(node.attributes, node.modifiers, of: "init")
        guard let visited = super.visit(node).as(InitializerDeclSyntax.self) else { return DeclSyntax(node) }
        return DeclSyntax(requiringCellInitializer(strip(visited, removals), original: node))
    }

    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax {
        let removals = attributeRemovals(node.attributes, node.modifiers, of: "subscript")
        guard let visited = super.visit(node).as(SubscriptDeclSyntax.self) else { return DeclSyntax(node) }
        return DeclSyntax(strip(visited, removals))
    }

    // MARK: - Attributes and modifiers

    private struct Removals {
        var attributes: Set<Int> = []
        var modifiers: Set<Int> = []
        var isEmpty: Bool { attributes.isEmpty && modifiers.isEmpty }
    }

    private static let droppedAttributes: [String: String] = [
        "objc": "Windowing calls methods through ActionMessage, not the Objective-C runtime",
        "objcMembers": "Windowing calls methods through ActionMessage, not the Objective-C runtime",
        "nonobjc": "there is no Objective-C runtime to hide it from",
        "IBOutlet": "it needs Objective-C; the outlet is registered with the storyboard loader instead",
        "IBInspectable": "it needs Objective-C; Windowing's storyboard loader does not read inspectables",
        "IBDesignable": "it needs Objective-C and only matters to Interface Builder",
    ]

    /// Decides, on the original node (whose lines are right), what to drop and reports it.
    private func attributeRemovals(
        _ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax, of declaration: String
    ) -> Removals {
        var removals = Removals()
        let isOptionalRequirement = modifiers.contains { $0.name.text == "optional" }
        for (index, element) in attributes.enumerated() {
            guard let name = element.attributeName else { continue }
            if name == "objc", isOptionalRequirement {
                report.add(
                    .unconverted, file, line(element),
                    "@objc optional requirement \(declaration): optional "
                        + "requirements need Objective-C; make it a requirement with a default in a protocol extension")
            } else if let why = Self.droppedAttributes[name] {
                removals.attributes.insert(index)
                report.add(.changed, file, line(element), "removed @\(name) from \(declaration) (\(why))")
            }
        }
        for (index, modifier) in modifiers.enumerated() where modifier.name.text == "dynamic" {
            removals.modifiers.insert(index)
            report.add(
                .changed, file, line(modifier),
                "removed 'dynamic' from \(declaration) "
                    + "(dynamic dispatch through Objective-C does not exist on Linux)")
        }
        return removals
    }

    /// Drops the attributes and modifiers `removals` names, as text: each removed item goes from
    /// its first character to the next token's, so the declaration keeps its own leading trivia
    /// (indentation, doc comment) and the line breaks between the items that stay. The result is
    /// parsed again as a declaration of the same kind.
    private func strip<D: DeclSyntaxProtocol & WithAttributesSyntax & WithModifiersSyntax>(
        _ decl: D, _ removals: Removals
    ) -> D {
        guard !removals.isEmpty else { return decl }
        let base = decl.position.utf8Offset
        var edits: [(range: Range<Int>, replacement: String)] = []
        func cut(_ item: some SyntaxProtocol) {
            guard let next = item.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate) else {
                return
            }
            edits.append(
                (
                    item.positionAfterSkippingLeadingTrivia.utf8Offset - base..<next.positionAfterSkippingLeadingTrivia
                        .utf8Offset - base, ""
                ))
        }
        for (index, element) in decl.attributes.enumerated() {
            if removals.attributes.contains(index) { cut(element) }
        }
        for (index, modifier) in decl.modifiers.enumerated() where removals.modifiers.contains(index) {
            cut(modifier)
        }
        var bytes = Array(decl.description.utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        var parser = Parser(String(decoding: bytes, as: UTF8.self))
        return DeclSyntax.parse(from: &parser).as(D.self) ?? decl
    }

    // MARK: - Selectors

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        if node.macroName.text == "keyPath" { return rewriteKeyPath(node) }
        guard node.macroName.text == "selector" else { return super.visit(node) }
        let written = node.trimmedDescription
        let label = node.parent?.as(LabeledExprSyntax.self)?.label?.text
        guard let argument = node.arguments.first, node.arguments.count == 1, argument.label == nil else {
            report.add(
                .unconverted, file, line(node),
                "\(written): getter and setter selectors need Objective-C; "
                    + "read or write the property directly")
            return ExprSyntax(node)
        }
        guard label == "action" else {
            let hint =
                label == "selector"
                ? "selectors passed to NotificationCenter, Timer or perform need Objective-C; use the closure form "
                    + "(addObserver(forName:object:queue:using:), "
                    + "Timer.scheduledTimer(withTimeInterval:repeats:block:), DispatchQueue.main.asyncAfter)"
                : "only target-action arguments ('action:') become ActionMessages; call the method directly"
            report.add(.unconverted, file, line(node), "\(written): \(hint)")
            return ExprSyntax(node)
        }
        guard let reference = methodReference(argument.expression) else {
            report.add(
                .unconverted, file, line(node),
                "\(written) outside a type: name the type, "
                    + "as in #selector(ViewController.method)")
            return ExprSyntax(node)
        }
        let replacement = "ActionMessage(\(reference))"
        report.add(.changed, file, line(node), "\(written) → \(replacement)")
        var parser = Parser(replacement)
        return ExprSyntax.parse(from: &parser)
            .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// `Type.method(_:)` for what `#selector` names: a method of the enclosing type or of a named type.
    private func methodReference(_ expression: ExprSyntax) -> String? {
        let enclosing = typeStack.isEmpty ? nil : typeStack.joined(separator: ".")
        if let name = expression.as(DeclReferenceExprSyntax.self) {
            return enclosing.map { "\($0).\(name.trimmedDescription)" }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let type = base.trimmedDescription == "self" ? enclosing : base.trimmedDescription
            return type.map { "\($0).\(member.declName.trimmedDescription)" }
        }
        return nil
    }

    override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        let visited = super.visit(node)
        return addNetworkingImport(visited, original: node) ?? visited
    }

    override func visit(_ node: CodeBlockItemSyntax) -> CodeBlockItemSyntax {
        guardPreview(node) ?? super.visit(node)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        if let closureForm = rewriteSelectorCall(node) { return closureForm }
        if let inert = rewriteInertTimer(node) { return inert }
        if node.calledExpression.trimmedDescription == "Selector" {
            report.add(
                .unconverted, file, line(node),
                "\(node.trimmedDescription): selectors from strings need "
                    + "Objective-C; pass ActionMessage(Type.method)")
        }
        return super.visit(node)
    }

    // MARK: - Storyboard registrations

    /// Adds the overrides of `storyboardOutlets` and `storyboardActions` to the class; their tables
    /// are generated beside it (Swift does not let an extension override a class member).
    private func splice(
        _ registrations: InterfaceBuilderMembers, into decl: ClassDeclSyntax, path: String, line classLine: Int
    ) -> ClassDeclSyntax {
        if registrations.hasOwnRegistrations {
            report.add(
                .unconverted, file, classLine,
                "class \(path) already overrides storyboardOutlets or "
                    + "storyboardActions; add its @IBOutlets and @IBActions to them by hand")
            return decl
        }
        if registrations.classIsGeneric {
            report.add(
                .unconverted, file, classLine,
                "generic class \(path) has outlets or actions; "
                    + "register them in storyboardOutlets and storyboardActions by hand")
            return decl
        }
        let indent = Self.memberIndentation(decl)
        let body = indent + (indent.hasSuffix("\t") ? "\t" : "    ")
        let suffix = StoryboardRegistrations.memberSuffix(path)
        var text =
            "\n\n\(indent)// windowing-port: Linux has no Objective-C runtime to find @IBOutlets and @IBActions "
            + "by name,\n\(indent)// so the storyboard loader reads them here.\n"
        if !registrations.outlets.isEmpty {
            text +=
                "\(indent)override class var storyboardOutlets: [String: StoryboardOutlet] {\n"
                + "\(body)super.storyboardOutlets.merging(storyboardOutletsDeclaredIn\(suffix)) { $1 }\n"
                + "\(indent)}\n"
        }
        if !registrations.actions.isEmpty {
            text +=
                "\(indent)override class var storyboardActions: [String: ActionMessage] {\n"
                + "\(body)super.storyboardActions.merging(storyboardActionsDeclaredIn\(suffix)) { $1 }\n"
                + "\(indent)}\n"
        }
        let parsed = Parser.parse(source: "class Spliced {" + text.dropLast() + "\n}")
        guard let spliced = parsed.statements.first?.item.as(ClassDeclSyntax.self)?.memberBlock.members else {
            return decl
        }
        let place = StoryboardRegistrations.fileName(path, sameFile: registrations.needsSameFile, classFile: file)
        report.add(
            .changed, file, classLine,
            "class \(path): added storyboardOutlets/storyboardActions "
                + "overrides reading the tables \(place)")
        var result = decl
        result.memberBlock.members = MemberBlockItemListSyntax(Array(decl.memberBlock.members) + Array(spliced))
        return result
    }

    private static func memberIndentation(_ decl: ClassDeclSyntax) -> String {
        guard let first = decl.memberBlock.members.first else { return "    " }
        var indentation = ""
        for piece in first.leadingTrivia.reversed() {
            switch piece {
            case .spaces(let count): indentation = String(repeating: " ", count: count) + indentation
            case .tabs(let count): indentation = String(repeating: "\t", count: count) + indentation
            case .newlines, .carriageReturnLineFeeds, .carriageReturns:
                return indentation.isEmpty ? "    " : indentation
            default: indentation = ""
            }
        }
        return indentation.isEmpty ? "    " : indentation
    }
}
