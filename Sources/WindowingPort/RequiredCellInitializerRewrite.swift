import SwiftSyntax

/// `override init(style:reuseIdentifier:)` in a table view cell subclass, `override
/// init(reuseIdentifier:)` in a section header or footer subclass, and `override init(frame:)`
/// in a direct subclass of `UICollectionViewCell` or `UICollectionReusableView`, made `required`. A
/// table or collection view creates a registered class from its metatype, which Swift allows only
/// through a required initializer when there is no Objective-C runtime, so Windowing declares those
/// initializers `required`, and an override must say so.
extension SourceRewriter {
    static let collectionReusableClasses: Set<String> = ["UICollectionViewCell", "UICollectionReusableView"]

    /// `node` with `override` replaced by `required` when it is a cell initializer; else `node`.
    /// `original` is the node in its tree, so its class can be looked up.
    func requiringCellInitializer(_ node: InitializerDeclSyntax, original: InitializerDeclSyntax)
        -> InitializerDeclSyntax
    {
        let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
        let what: String
        if labels == ["style", "reuseIdentifier"] {
            what = "init(style:reuseIdentifier:)"
        } else if labels == ["reuseIdentifier"] {
            // Only UITableViewHeaderFooterView has this initializer, so an override is of its.
            what = "init(reuseIdentifier:)"
        } else if labels == ["frame"], Self.isCollectionReusableSubclass(original) {
            what = "init(frame:)"
        } else {
            return node
        }
        guard !node.modifiers.contains(where: { $0.name.text == "required" }),
            let index = node.modifiers.firstIndex(where: { $0.name.text == "override" })
        else { return node }
        var modifiers = node.modifiers
        let name = modifiers[index].name
        modifiers[index] = modifiers[index].with(
            \.name, .keyword(.required, leadingTrivia: name.leadingTrivia, trailingTrivia: name.trailingTrivia))
        let maker = what == "init(frame:)" ? "a collection view" : "a table"
        let made = what == "init(reuseIdentifier:)" ? "section header or footer class" : "cell class"
        report.add(
            .changed, file, line(node.initKeyword),
            "override \(what) → required \(what) (\(maker) creates a registered \(made) through it, which "
                + "needs a required initializer without Objective-C)")
        return node.with(\.modifiers, modifiers)
    }

    /// Whether the class around `node` inherits directly from a collection view cell or reusable view.
    static func isCollectionReusableSubclass(_ node: InitializerDeclSyntax) -> Bool {
        var parent = node.parent
        while let current = parent {
            if let classDecl = current.as(ClassDeclSyntax.self) {
                let inherited = classDecl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
                return inherited.contains { name in
                    collectionReusableClasses.contains { name == $0 || name == "UIKit." + $0 }
                }
            }
            parent = current.parent
        }
        return false
    }
}
