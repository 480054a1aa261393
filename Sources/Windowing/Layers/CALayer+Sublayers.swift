import Foundation

/// One place in a view's layer's `sublayers`: a layer the app added, or a subview's layer.
enum LayerStackEntry {
    case sublayer(CALayer)
    case subview(UIView)

    func holds(_ view: UIView) -> Bool {
        if case .subview(let subview) = self { return subview === view }
        return false
    }
}

// The layer tree. A layer the app made keeps its sublayers in `children`; a view's layer keeps in
// `children` only those the app added, each with the subview whose layer follows it
// (`anchors`), and its subviews' layers come from its view: the two are merged into one order,
// as Core Animation keeps both in the one list.
extension CALayer {
    /// The sublayers, back to front: for a view's layer, its subviews' layers among the layers
    /// added to it; nil when there are none.
    ///
    /// Setting it on a view's layer replaces the layers added to it; subviews' layers in the new
    /// array mark where the others go.
    /// - Note: Differs from UIKit: setting a view's layer's `sublayers` without its subviews'
    ///   layers keeps those (with a warning) instead of taking the subviews off the screen.
    public var sublayers: [CALayer]? {
        get {
            let layers = stackEntries().map { entry -> CALayer in
                switch entry {
                case .sublayer(let layer): return layer
                case .subview(let view): return view.layer
                }
            }
            return layers.isEmpty ? nil : layers
        }
        set {
            let layers = newValue ?? []
            for child in children where !layers.contains(where: { $0 === child }) { child.detachFromParent() }
            var order: [LayerStackEntry] = []
            for layer in layers {
                if let view = layer.owner {
                    guard view.superview === owner, owner != nil else {
                        LayerWarnings.warn(
                            "CALayer.sublayers: the layer of \(Trace.className(of: view)) is a view's layer and "
                                + "stays with its view; add the view as a subview instead")
                        continue
                    }
                    order.append(.subview(view))
                } else if accepts(layer, api: "sublayers") {
                    if layer.parentLayer !== self { layer.detachFromParent() }
                    order.append(.sublayer(layer))
                }
            }
            if let owner {
                let missing = owner.storedSubviews.filter { view in !order.contains { $0.holds(view) } }
                if !missing.isEmpty {
                    LayerWarnings.warn(
                        "CALayer.sublayers: the new array leaves out the layers of \(missing.count) subview(s); "
                            + "they stay on top, since a subview leaves only by removeFromSuperview()")
                    order += missing.map { .subview($0) }
                }
            }
            restack(order)
        }
    }

    /// Adds `layer` on top of the sublayers, taking it from its superlayer first.
    public func addSublayer(_ layer: CALayer) {
        insert(layer, api: "addSublayer(_:)") { $0.count }
    }

    /// Inserts `layer` at `idx` of `sublayers` (the end when beyond it).
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        insert(layer, api: "insertSublayer(_:at:)") { Swift.min(Int(idx), $0.count) }
    }

    /// Inserts `layer` just below `sibling`, or at the bottom when `sibling` is nil or not a
    /// sublayer (Core Animation raises for a layer that is not one).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insert(layer, api: "insertSublayer(_:below:)") { order in
            sibling.flatMap { position(of: $0, in: order) } ?? 0
        }
    }

    /// Inserts `layer` just above `sibling`, or on top when `sibling` is nil or not a sublayer.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insert(layer, api: "insertSublayer(_:above:)") { order in
            sibling.flatMap { position(of: $0, in: order) }.map { $0 + 1 } ?? order.count
        }
    }

    /// Puts `newLayer` where `oldLayer` is and removes `oldLayer`; nothing when `oldLayer` is
    /// not a sublayer.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, oldLayer.owner == nil, oldLayer.parentLayer === self else {
            if oldLayer !== newLayer {
                LayerWarnings.warn(
                    "CALayer.replaceSublayer(_:with:): the layer to replace is not a sublayer added here")
            }
            return
        }
        guard accepts(newLayer, api: "replaceSublayer(_:with:)") else { return }
        newLayer.detachFromParent()
        var order = stackEntries()
        guard let index = position(of: oldLayer, in: order) else { return }
        order[index] = .sublayer(newLayer)
        oldLayer.detachFromParent()
        restack(order)
    }

    /// Takes the layer out of its superlayer.
    /// - Note: Differs from UIKit: a view's layer leaves only with its view
    ///   (`removeFromSuperview()`); for one this prints a warning.
    public func removeFromSuperlayer() {
        guard let owner else { return detachFromParent() }
        guard owner.superview != nil else { return }
        LayerWarnings.warn(
            "CALayer.removeFromSuperlayer() on the layer of \(Trace.className(of: owner)) is ignored: a view's layer "
                + "leaves with its view; call removeFromSuperview()")
    }

    // MARK: - Internals

    /// The sublayers in order, the subviews' layers as their views.
    func stackEntries() -> [LayerStackEntry] {
        guard let owner else { return children.map { .sublayer($0) } }
        var entries: [LayerStackEntry] = []
        entries.reserveCapacity(children.count + owner.storedSubviews.count)
        var placed = [Bool](repeating: false, count: children.count)
        for subview in owner.storedSubviews {
            for (index, child) in children.enumerated() where !placed[index] && anchors[index] === subview {
                entries.append(.sublayer(child))
                placed[index] = true
            }
            entries.append(.subview(subview))
        }
        for (index, child) in children.enumerated() where !placed[index] { entries.append(.sublayer(child)) }
        return entries
    }

    /// Makes `children` and `anchors` say `order`: each added layer is anchored to the subview
    /// after it.
    func restack(_ order: [LayerStackEntry]) {
        var layers: [CALayer] = []
        var newAnchors: [UIView?] = []
        var pending = 0
        for entry in order {
            switch entry {
            case .sublayer(let layer):
                layers.append(layer)
                newAnchors.append(nil)
                pending += 1
            case .subview(let view):
                for index in (newAnchors.count - pending)..<newAnchors.count { newAnchors[index] = view }
                pending = 0
            }
        }
        children = layers
        anchors = owner == nil ? [] : newAnchors
        for layer in layers { layer.parentLayer = self }
        owner?.hasHostedSublayers = !layers.isEmpty
        invalidateCoveredArea()
    }

    private func position(of layer: CALayer, in order: [LayerStackEntry]) -> Int? {
        order.firstIndex { entry in
            switch entry {
            case .sublayer(let sublayer): return sublayer === layer
            case .subview(let view): return view.storedLayer === layer
            }
        }
    }

    private func insert(_ layer: CALayer, api: String, at index: ([LayerStackEntry]) -> Int) {
        guard accepts(layer, api: api) else { return }
        layer.detachFromParent()
        var order = stackEntries()
        order.insert(.sublayer(layer), at: Swift.max(0, Swift.min(index(order), order.count)))
        restack(order)
    }

    /// Whether `layer` may become a sublayer here: not a view's layer, and not this layer or one
    /// of its ancestors (which would make a cycle).
    private func accepts(_ layer: CALayer, api: String) -> Bool {
        if let view = layer.owner {
            LayerWarnings.warn(
                "CALayer.\(api): the layer of \(Trace.className(of: view)) is a view's layer and stays with its view; "
                    + "add the view as a subview instead")
            return false
        }
        var ancestor: CALayer? = self
        while let current = ancestor {
            if current === layer {
                LayerWarnings.warn("CALayer.\(api): a layer cannot be a sublayer of itself or of its own sublayers")
                return false
            }
            ancestor = current.superlayer
        }
        return true
    }

    /// Takes a layer of the app's own out of its superlayer's `children`.
    func detachFromParent() {
        guard let parent = parentLayer else { return }
        invalidateCoveredArea()
        parentLayer = nil
        guard let index = parent.children.firstIndex(where: { $0 === self }) else { return }
        parent.children.remove(at: index)
        if index < parent.anchors.count { parent.anchors.remove(at: index) }
        parent.owner?.hasHostedSublayers = !parent.children.isEmpty
    }

    // MARK: - Damage

    /// The view whose drawing shows this layer: its own view, or the one whose layer it was
    /// added to, directly or through other layers.
    var hostView: UIView? {
        var layer = self
        while layer.owner == nil {
            guard let parent = layer.parentLayer ?? layer.maskedLayer else { return nil }
            layer = parent
        }
        return layer.owner
    }

    /// Damages what the layer covers: called before a change that may move or shrink it, and after.
    func invalidateCoveredArea() {
        guard !LayerAnimator.isApplyingPresentation else { return }
        if let owner { return owner.invalidateVisual() }
        hostView?.invalidateVisual()
    }
}

extension UIView {
    /// Before a subview moves: the order of this view's layer's sublayers, when it has layers of
    /// the app's own to keep in place among the subviews' (nil otherwise: nothing to do).
    var hostedLayerOrder: [LayerStackEntry]? {
        guard hasHostedSublayers, let layer = storedLayer else { return nil }
        return layer.stackEntries()
    }

    /// After `view` was inserted or moved among the subviews: its layer goes just below the layer
    /// of the subview now above it (or just above the one below it, for `aboveSubview`), and the
    /// layers of the app's own stay where they were.
    func restackHostedLayers(_ order: [LayerStackEntry], placing view: UIView, directlyAbove: Bool = false) {
        guard let layer = storedLayer else { return }
        var entries = order.filter { !$0.holds(view) }
        if let index = storedSubviews.firstIndex(where: { $0 === view }) {
            if directlyAbove, index > 0, let below = entries.firstIndex(where: { $0.holds(storedSubviews[index - 1]) })
            {
                entries.insert(.subview(view), at: below + 1)
            } else if index + 1 < storedSubviews.count,
                let above = entries.firstIndex(where: { $0.holds(storedSubviews[index + 1]) })
            {
                entries.insert(.subview(view), at: above)
            } else {
                entries.append(.subview(view))
            }
        }
        layer.restack(entries)
    }
}

/// Warnings from layers about calls Core Animation would raise for or that a view's layer
/// cannot honour; the call goes on as the message says.
@MainActor
enum LayerWarnings {
    /// Receives each warning as well; tests read the exact text here.
    static var sink: ((String) -> Void)?

    static func warn(_ message: String) {
        sink?(message)
        Diagnostics.warning(message)
    }
}
