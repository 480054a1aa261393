import SwiftSyntax

/// What one type receives from storyboards and nibs: its `@IBOutlet` properties and `@IBAction`
/// methods, gathered from the class and its extensions in every file (the first pass).
struct InterfaceBuilderMembers {
    struct Outlet {
        var name: String
        var file: String
        var line: Int
        var isPrivate: Bool
    }

    struct Action {
        /// The Objective-C selector Interface Builder writes in `<action selector=…>`.
        var selector: String
        /// The unapplied method, e.g. `ViewController.didTap(_:)`.
        var reference: String
        var file: String
        var line: Int
        var isPrivate: Bool
    }

    var outlets: [Outlet] = []
    var actions: [Action] = []
    /// The file that declares the class itself, where the registrations are spliced.
    var classFile: String?
    var classIsGeneric = false
    /// The class already overrides `storyboardOutlets` or `storyboardActions` (ported by hand).
    var hasOwnRegistrations = false

    var isEmpty: Bool { outlets.isEmpty && actions.isEmpty }
    var needsSameFile: Bool { outlets.contains(where: \.isPrivate) || actions.contains(where: \.isPrivate) }
}

/// The first pass over one file: records `@IBOutlet`s, `@IBAction`s and class declarations by
/// type path (`Outer.Inner`), so the second pass can splice registrations into the class even
/// when the members are declared in extensions in other files.
final class InterfaceBuilderScanner: TypeScopeVisitor {
    private let file: String
    private let converter: SourceLocationConverter
    var members: [String: InterfaceBuilderMembers] = [:]
    /// Outlets that cannot be registered (collections, non-optional types), reported by the porter.
    var problems: [(line: Int, message: String)] = []

    init(file: String, tree: SourceFileSyntax) {
        self.file = file
        converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init()
    }

    private func line(_ node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let result = super.visit(node)
        let path = typeStack.joined(separator: ".")
        members[path, default: .init()].classFile = file
        members[path, default: .init()].classIsGeneric = node.genericParameterClause != nil
        for member in node.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self),
                variable.bindings.contains(where: {
                    ["storyboardOutlets", "storyboardActions"]
                        .contains($0.pattern.trimmedDescription)
                })
            {
                members[path, default: .init()].hasOwnRegistrations = true
            }
        }
        return result
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.attributes.contains(where: { $0.attributeName == "IBOutlet" }), let path = typePath else {
            return .skipChildren
        }
        let isPrivate = node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        for binding in node.bindings {
            let name = binding.pattern.trimmedDescription
            let type = binding.typeAnnotation?.type
            if type?.is(ArrayTypeSyntax.self) == true
                || type?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType.is(ArrayTypeSyntax.self) == true
                || type?.as(OptionalTypeSyntax.self)?.wrappedType.is(ArrayTypeSyntax.self) == true
            {
                problems.append(
                    (
                        line(binding),
                        "outlet collection '\(name)': Windowing's storyboard loader skips "
                            + "<outletCollection>; fill the array in viewDidLoad"
                    ))
                continue
            }
            guard let type, type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) || type.is(OptionalTypeSyntax.self)
            else {
                problems.append(
                    (
                        line(binding),
                        "outlet '\(name)' is not optional; StoryboardOutlet needs an "
                            + "optional or implicitly unwrapped property (declare it 'var \(name): T!')"
                    ))
                continue
            }
            members[path, default: .init()].outlets.append(
                .init(name: name, file: file, line: line(binding), isPrivate: isPrivate))
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.attributes.contains(where: { $0.attributeName == "IBAction" }), let path = typePath else {
            return .skipChildren
        }
        let isPrivate = node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        let action = InterfaceBuilderMembers.Action(
            selector: Self.objectiveCSelector(node), reference: "\(path).\(Self.methodName(node))",
            file: file, line: line(node.name), isPrivate: isPrivate)
        members[path, default: .init()].actions.append(action)
        return .skipChildren
    }

    /// `didTap(_:)`, or `didTap` for a method without parameters: the name that picks the method.
    static func methodName(_ node: FunctionDeclSyntax) -> String {
        let parameters = node.signature.parameterClause.parameters
        guard !parameters.isEmpty else { return node.name.text }
        return node.name.text + "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// The selector Swift gives an `@objc` method: `didTap:` for `didTap(_:)`, `didTapWithSender:`
    /// for `didTap(sender:)`, `tapped:forEvent:` for `tapped(_:forEvent:)`.
    static func objectiveCSelector(_ node: FunctionDeclSyntax) -> String {
        var selector = node.name.text
        for (index, parameter) in node.signature.parameterClause.parameters.enumerated() {
            let label = parameter.firstName.text
            if index == 0 {
                selector += label == "_" ? ":" : "With" + label.prefix(1).uppercased() + label.dropFirst() + ":"
            } else {
                selector += label == "_" ? ":" : label + ":"
            }
        }
        return selector
    }
}

extension AttributeListSyntax.Element {
    /// The attribute's name (`objc`, `IBOutlet`), or nil for an `#if` clause.
    var attributeName: String? {
        guard case .attribute(let attribute) = self else { return nil }
        return attribute.attributeName.trimmedDescription
    }
}
