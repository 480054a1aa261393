import Foundation

/// What a view element may lack: its frame, mask, background colour, alpha and content, its own
/// tint and tag, a control's state, its connections, and its Auto Layout records. `IBViewSpec`
/// keeps them out of line, one word for a plain view, as a file may hold 100,000 views that are all
/// alive while they are instantiated (issue 21).
struct IBViewExtras: Sendable {
    var frame: CGRect?
    var autoresizingMask: UIView.AutoresizingMask = []
    var backgroundColor: UIColor?
    var alpha: CGFloat = 1
    /// What the element kind adds to a plain view.
    var content = IBViewContent.plain
    /// The element's name when it is not one of `IBViewSpec.elementNames`.
    var otherElementName: String?
    var tintColor: UIColor?
    var tag = 0
    /// A control's state and alignments (IBCompiler+ControlState.swift).
    var controlState = IBControlState()
    var outlets: [IBOutletSpec] = []
    var actions: [IBActionSpec] = []
    /// Constraints, layout guides and stack arrangement (IBLayoutModel.swift).
    var layout = IBViewLayout()

    /// Whether this is what an element without any of them has: then a spec stores none.
    var isDefault: Bool {
        guard case .plain = content else { return false }
        return frame == nil && autoresizingMask.isEmpty && backgroundColor == nil && alpha == 1
            && otherElementName == nil && tintColor == nil && tag == 0 && controlState == IBControlState()
            && outlets.isEmpty && actions.isEmpty
            && layout.isDefault
    }
}

/// An `IBViewExtras` stored out of line by `IBViewSpec`; replaced, never changed.
final class IBViewExtrasBox: Sendable {
    let value: IBViewExtras
    init(value: IBViewExtras) { self.value = value }
}

extension IBViewSpec {
    var extras: IBViewExtras {
        get { extrasStorage?.value ?? IBViewExtras() }
        set { extrasStorage = newValue.isDefault ? nil : IBViewExtrasBox(value: newValue) }
    }

    var frame: CGRect? {
        get { extrasStorage?.value.frame }
        set { extras.frame = newValue }
    }

    var autoresizingMask: UIView.AutoresizingMask {
        get { extrasStorage?.value.autoresizingMask ?? [] }
        set { extras.autoresizingMask = newValue }
    }

    var backgroundColor: UIColor? {
        get { extrasStorage?.value.backgroundColor }
        set { extras.backgroundColor = newValue }
    }

    var alpha: CGFloat {
        get { extrasStorage?.value.alpha ?? 1 }
        set { extras.alpha = newValue }
    }

    var content: IBViewContent {
        get { extrasStorage?.value.content ?? .plain }
        set { extras.content = newValue }
    }

    var tintColor: UIColor? {
        get { extrasStorage?.value.tintColor }
        set { extras.tintColor = newValue }
    }

    var tag: Int {
        get { extrasStorage?.value.tag ?? 0 }
        set { extras.tag = newValue }
    }

    var controlState: IBControlState {
        get { extrasStorage?.value.controlState ?? IBControlState() }
        set { extras.controlState = newValue }
    }

    var outlets: [IBOutletSpec] {
        get { extrasStorage?.value.outlets ?? [] }
        set { extras.outlets = newValue }
    }

    var actions: [IBActionSpec] {
        get { extrasStorage?.value.actions ?? [] }
        set { extras.actions = newValue }
    }

    /// Constraints, layout guides and stack arrangement (IBLayoutModel.swift); the default when
    /// the view has none and translates its mask as views do by default.
    var layout: IBViewLayout {
        get { extrasStorage?.value.layout ?? IBViewLayout() }
        set { extras.layout = newValue }
    }
}
