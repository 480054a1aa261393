import Foundation

// The unknowns of views and guides, made when a constraint first names them, with the
// constraints the engine adds for each: the root's size, autoresizing masks, content size, and
// the edges of safe-area and margins guides.
extension LayoutEngine {
    /// The weight of the root's size: stronger than any priority under 1000 (and than their sum in
    /// any realistic layout), weaker than required constraints.
    static let rootSizeStrength = SolverStrength(weight: 1e6)!

    /// What the engine keeps for `item`, if it registered it.
    func lookup(_ item: AnyObject) -> Registered? {
        // An identifier outlives its object: a match must still be the same item.
        guard let found = registered[ObjectIdentifier(item)], found.item === item else { return nil }
        return found
    }

    /// `lookup(_:)` for a view: the registration its state keeps, when this engine made it since
    /// its last rebuild, without hashing or reading a weak reference.
    func lookup(_ view: UIView) -> Registered? {
        if let kept = view.layoutState?.registration, kept.stamp == stamp { return kept }
        return lookup(view as AnyObject)
    }

    func variable(_ item: AnyObject, _ kind: LayoutRecipe.Kind) -> SolverVariable {
        registration(of: item).variables[kind.rawValue]
    }

    /// The item's unknowns, registering it (and the views it hangs from) on first use.
    @discardableResult
    func registration(of item: AnyObject) -> Registered {
        if let view = item as? UIView {
            if let found = lookup(view) { return found }
        } else if let found = lookup(item) {
            return found
        }
        // Not `map`: a closure made on the main actor checks its executor on every call.
        let variables = [solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable()]
        let made = Registered(item: item, variables: variables, stamp: stamp)
        registered[ObjectIdentifier(item)] = made
        if isPersistent, let box = made.reference.box {
            box.registeredStamp = stamp
            box.registeredVariables = SIMD4(variables[0].id, variables[1].id, variables[2].id, variables[3].id)
        }
        if let view = item as? UIView {
            if isPersistent {
                let state = view.layoutStateForWriting
                state.registrationEngine = self
                state.registration = made
            }
            if view === root {
                addRootConstraints(made)
            } else if let superview = view.storedSuperview {
                made.adopt(superRegistration: registration(of: superview))
                if view.translatesAutoresizingMaskIntoConstraints {
                    addAutoresizingConstraints(of: view, in: superview, made)
                } else {
                    updateContentSizeConstraints(of: view, made)
                }
            }
            registeredViews.append(made)
            framesToCheck.append(made)
            // Grown for the four variables, which are usually the newest, one place at a time:
            // appending a repetition went through the general path, several hundred
            // instructions a call.
            var highest = 0
            for variable in made.variables { highest = max(highest, Int(variable.id)) }
            while viewsByVariable.count <= highest {
                viewsByVariable.append(nil)
            }
            for variable in made.variables { viewsByVariable[Int(variable.id)] = made }
            if view is UILabel { registeredLabels.append(made) }
        } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
            registration(of: owner)
            addGuideConstraints(guide, owner, made)
            if guide.role == .scrollContent { registeredContentGuides.append(made) }
        }
        return made
    }

    // MARK: - The root

    private func addRootConstraints(_ root: Registered) {
        guard let rootItem = root.item else { return }
        for kind in [LayoutRecipe.Kind.minX, .minY] {
            addGenerated(
                LayoutRecipe(
                    terms: [.init(item: rootItem, kind: kind, coefficient: 1)], constant: 0, relation: .equal,
                    strength: .required), to: root)
        }
        if let fitting {
            let size = [fitting.target.width, fitting.target.height]
            let priorities = [fitting.horizontal, fitting.vertical]
            for (index, kind) in [LayoutRecipe.Kind.width, .height].enumerated() {
                addGenerated(
                    LayoutRecipe(
                        terms: [.init(item: rootItem, kind: kind, coefficient: 1)], constant: -Double(size[index]),
                        relation: .equal, strength: SolverStrength(priority: priorities[index].rawValue)), to: root)
            }
            if let view = rootItem as? UIView { updateContentSizeConstraints(of: view, root) }
            return
        }
        let width = root.variables[LayoutRecipe.Kind.width.rawValue]
        let height = root.variables[LayoutRecipe.Kind.height.rawValue]
        try? solver.addEditVariable(width, strength: Self.rootSizeStrength)
        try? solver.addEditVariable(height, strength: Self.rootSizeStrength)
        rootWidth = width
        rootHeight = height
        followRootSize()
    }

    /// Moves the root's size edit variables to the root's bounds (a window resize).
    func followRootSize() {
        guard let rootWidth, let rootHeight else { return }
        let size = self.root.bounds.size
        guard size != suggestedRootSize else { return }
        suggestedRootSize = size
        try? solver.suggestValue(Double(size.width), for: rootWidth)
        try? solver.suggestValue(Double(size.height), for: rootHeight)
    }

    func addGenerated(_ recipe: LayoutRecipe, constraint: NSLayoutConstraint? = nil, to owner: Registered) {
        let entry = makeEntry(constraint, recipe)
        owner.generated.append(entry)
        add(entry)
    }

    // MARK: - Autoresizing masks

    /// The frame and mask as four required constraints against the superview, which share a
    /// change of the superview's size among the flexible parts in proportion to their lengths,
    /// as `UIView.autoresize` does.
    func addAutoresizingConstraints(of view: UIView, in superview: UIView, _ registeredView: Registered) {
        let frame = view.frame
        let size = superview.bounds.size
        let mask = view.autoresizingMask
        let maskText = NSAutoresizingMaskLayoutConstraint.describe(mask)
        let axes: [(LayoutRecipe.Kind, LayoutRecipe.Kind, CGFloat, CGFloat, CGFloat, [Bool], String, String)] = [
            (
                .minX, .width, frame.minX, frame.width, size.width,
                [
                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin),
                ],
                "minX", "width"
            ),
            (
                .minY, .height, frame.minY, frame.height, size.height,
                [
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin),
                ],
                "minY", "height"
            ),
        ]
        for (position, length, start, extent, container, flexible, positionName, lengthName) in axes {
            let parts = [Double(start), Double(extent), Double(container - start - extent)]
            let flexibleTotal = zip(parts, flexible).reduce(0.0) { $1.1 ? $0 + max(0, $1.0) : $0 }
            let flexibleCount = Double(flexible.filter { $0 }.count)
            func share(_ index: Int) -> Double {
                guard flexible[index] else { return 0 }
                return flexibleTotal > 0 ? max(0, parts[index]) / flexibleTotal : 1 / flexibleCount
            }
            // part' = part + (W' - W) × share: a constant and a multiple of the superview's length.
            let containerLength = Double(container)
            let positionRecipe = LayoutRecipe(
                terms: [
                    .init(item: view, kind: position, coefficient: 1),
                    .init(item: superview, kind: position, coefficient: -1),
                    .init(item: superview, kind: length, coefficient: -share(0)),
                ], constant: -(parts[0] - containerLength * share(0)), relation: .equal, strength: .required)
            let lengthRecipe = LayoutRecipe(
                terms: [
                    .init(item: view, kind: length, coefficient: 1),
                    .init(item: superview, kind: length, coefficient: -share(1)),
                ], constant: -(parts[1] - containerLength * share(1)), relation: .equal, strength: .required)
            for (recipe, name, value) in [(positionRecipe, positionName, start), (lengthRecipe, lengthName, extent)] {
                let constraint = NSAutoresizingMaskLayoutConstraint(generatedFor: view)
                constraint.maskDescription = maskText
                constraint.equationText =
                    "\(LayoutDescription.item(view)).\(name) == \(LayoutDescription.number(value))"
                addGenerated(recipe, constraint: constraint, to: registeredView)
            }
        }
    }

    // MARK: - Content size

    /// Hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) at the view's
    /// priorities; a new intrinsic size only changes their constants.
    func updateContentSizeConstraints(of view: UIView, _ registeredView: Registered) {
        let size = intrinsicSize(of: view, registeredView)
        let old = registeredView.intrinsic
        // Most views have no intrinsic size and never had: nothing to make or remove.
        if old.isEmpty, size.width < 0, size.height < 0 {
            registeredView.intrinsicSize = size
            return
        }
        let sameShape =
            (size.width >= 0) == (registeredView.intrinsicSize.width >= 0)
            && (size.height >= 0) == (registeredView.intrinsicSize.height >= 0) && !old.isEmpty
            && old.allSatisfy { $0.recipe.strength == contentStrength(of: view, $0.recipe) }
        registeredView.intrinsicSize = size
        let recipes = contentSizeRecipes(of: view, size)
        if sameShape, recipes.count == old.count {
            for (entry, recipe) in zip(old, recipes) where entry.recipe.constant != recipe.constant {
                changeConstant(of: entry, to: recipe)
            }
            return
        }
        for entry in old { remove(entry) }
        registeredView.intrinsic = recipes.map { makeEntry(nil, $0) }
        for entry in registeredView.intrinsic { add(entry) }
    }

    private func contentSizeRecipes(of view: UIView, _ size: CGSize) -> [LayoutRecipe] {
        var recipes: [LayoutRecipe] = []
        for (kind, value, axis) in [
            (LayoutRecipe.Kind.width, size.width, NSLayoutConstraint.Axis.horizontal),
            (.height, size.height, .vertical),
        ] where value >= 0 {
            let terms = [LayoutRecipe.Term(item: view, kind: kind, coefficient: 1)]
            recipes.append(
                LayoutRecipe(
                    terms: terms, constant: -Double(value), relation: .greaterThanOrEqual,
                    strength: SolverStrength(priority: view.contentCompressionResistancePriority(for: axis).rawValue)))
            recipes.append(
                LayoutRecipe(
                    terms: terms, constant: -Double(value), relation: .lessThanOrEqual,
                    strength: SolverStrength(priority: view.contentHuggingPriority(for: axis).rawValue)))
        }
        return recipes
    }

    private func contentStrength(of view: UIView, _ recipe: LayoutRecipe) -> SolverStrength {
        let axis: NSLayoutConstraint.Axis = recipe.terms.first?.kind == .width ? .horizontal : .vertical
        let priority =
            recipe.relation == .greaterThanOrEqual
            ? view.contentCompressionResistancePriority(for: axis) : view.contentHuggingPriority(for: axis)
        return SolverStrength(priority: priority.rawValue)
    }

    /// The intrinsic size; a label that wraps without `preferredMaxLayoutWidth` is measured at the
    /// width the engine last gave it, as UIKit does.
    func intrinsicSize(of view: UIView, _ registeredView: Registered) -> CGSize {
        guard let label = view as? UILabel, label.wrapsAtLayoutWidth else { return view.intrinsicContentSize }
        let width = registeredView.measuredWidth ?? label.bounds.width
        return label.fittingSize(for: CGSize(width: width, height: 0))
    }

    /// Labels that wrap at the width layout gives them: measured again at their solved width until
    /// it settles (at most three rounds).
    func remeasureWrappingLabels() {
        for _ in 0..<3 {
            var changed = false
            for registeredLabel in registeredLabels {
                guard let label = registeredLabel.item as? UILabel, label.wrapsAtLayoutWidth,
                    !label.translatesAutoresizingMaskIntoConstraints
                else { continue }
                let width = CGFloat(solver.value(of: registeredLabel.variables[LayoutRecipe.Kind.width.rawValue]))
                guard width != registeredLabel.measuredWidth else { continue }
                registeredLabel.measuredWidth = width
                updateContentSizeConstraints(of: label, registeredLabel)
                changed = true
            }
            if !changed { return }
        }
    }

    // MARK: - Guides

    /// A safe-area guide is the owning view's bounds inset by `safeAreaInsets`; a margins guide,
    /// by `layoutMargins`. Custom guides have only the app's constraints.
    private func addGuideConstraints(_ guide: UILayoutGuide, _ owner: UIView, _ registeredGuide: Registered) {
        for constraint in guideConstraints(guide, owner) {
            guard let recipe = LayoutRecipe(constraint) else { continue }
            addGenerated(recipe, constraint: constraint, to: registeredGuide)
        }
    }

    func guideConstraints(_ guide: UILayoutGuide, _ owner: UIView) -> [NSLayoutConstraint] {
        let insets: UIEdgeInsets
        let names: [String]
        switch guide.role {
        case .custom: return []
        case .scrollContent, .scrollFrame:
            guard let scrollView = owner as? UIScrollView else { return [] }
            return scrollGuideConstraints(guide, scrollView)
        case .safeArea:
            insets = owner.safeAreaInsets
            names = ["left", "right", "top", "bottom"].map { "UIViewSafeAreaLayoutGuide-" + $0 }
        case .layoutMargins:
            insets = owner.layoutMargins
            names = ["left", "right", "top", "bottom"].map { "UIView-\($0)Margin-guide-constraint" }
        case .readableContent:
            return readableGuideConstraints(guide, owner)
        case .topLayoutSupport, .bottomLayoutSupport:
            return layoutSupportConstraints(guide, owner)
        }
        let edges: [(NSLayoutConstraint.Attribute, CGFloat)] = [
            (.left, insets.left), (.right, -insets.right), (.top, insets.top), (.bottom, -insets.bottom),
        ]
        return zip(edges, names).map { edge, name in
            let constraint = NSLayoutConstraint(
                item: guide, attribute: edge.0, relatedBy: .equal, toItem: owner, attribute: edge.0, multiplier: 1,
                constant: edge.1)
            constraint.identifier = name
            constraint.container = owner
            return constraint
        }
    }

    /// The readable content guide inside the margins guide: as tall, centred, and as wide up to the
    /// readable width. Stated against the margins guide, so new margins move it with no change here.
    private func readableGuideConstraints(_ guide: UILayoutGuide, _ owner: UIView) -> [NSLayoutConstraint] {
        let margins = owner.layoutMarginsGuide
        let made = [
            guide.topAnchor.constraint(equalTo: margins.topAnchor),
            guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            guide.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualToConstant: UIView.readableContentWidth),
            guide.widthAnchor.constraint(equalTo: margins.widthAnchor),
        ]
        made[5].priority = UILayoutPriority(999)
        let names = ["top", "bottom", "centerX", "leading", "readableWidth", "width"]
        for (constraint, name) in zip(made, names) {
            constraint.identifier = "UIViewReadableContentGuide-" + name
            constraint.container = owner
        }
        return made
    }

    /// New margins or safe-area insets: new constants for the guide's four edges.
    func guideInsetsDidChange(_ guide: UILayoutGuide) {
        guard let owner = guide.owningView, let registeredGuide = lookup(guide) else { return }
        for (entry, constraint) in zip(registeredGuide.generated, guideConstraints(guide, owner)) {
            guard let old = entry.constraint, old.constant != constraint.constant, let recipe = LayoutRecipe(constraint)
            else { continue }
            old.storedConstant = constraint.constant
            changeConstant(of: entry, to: recipe)
        }
    }
}

extension UILabel {
    /// Whether the label wraps at whatever width layout gives it (several lines, no preferred width).
    var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }
}
