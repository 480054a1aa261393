import SwiftSyntax

/// `override init(style:reuseIdentifier:)` in a table view cell subclass, made `required`. A table
/// creates a registered cell class from its metatype, which Swift allows only through a required
/// initializer when there is no Objective-C runtime, so Windowing's `UITableViewCell` declares
/// that initializer `required`, and an override must say so.
extension SourceRewriter {
    /// `node` with `override` replaced by `required` when it is the cell initializer; else `node`.
    func requiringCellInitializer(_ node: InitializerDeclSyntax) -> InitializerDeclSyntax {
        let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
        guard labels == ["style", "reuseIdentifier"],
            !node.modifiers.contains(where: { $0.name.text == "required" }),
            let index = node.modifiers.firstIndex(where: { $0.name.text == "override" })
        else { return node }
        var modifiers = node.modifiers
        let name = modifiers[index].name
        modifiers[index] = modifiers[index].with(
            \.name, .keyword(.required, leadingTrivia: name.leadingTrivia, trailingTrivia: name.trailingTrivia))
        report.add(
            .changed, file, line(node.initKeyword),
            "override init(style:reuseIdentifier:) → required init(style:reuseIdentifier:) (a table creates a "
                + "registered cell class through it, which needs a required initializer without Objective-C)")
        return node.with(\.modifiers, modifiers)
    }
}
