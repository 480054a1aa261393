import Foundation

// What every control element may say about its state and content placement, as Xcode writes it:
//   <button enabled="NO" selected="YES" contentHorizontalAlignment="leading" contentVerticalAlignment="top" …>
// and how it shows a menu the app gives it in code:
//   <button showsMenuAsPrimaryAction="YES" changesSelectionAsPrimaryAction="YES" contextMenuInteractionEnabled="NO" …>

/// A control's `enabled`, `selected` and `highlighted` attributes, its menu behaviour and its
/// content alignments.
///
/// Kept with a view spec's other rare extras (IBViewExtras.swift); an absent alignment leaves
/// the class's own default.
struct IBControlState: Sendable, Equatable {
    struct Flags: OptionSet, Sendable, Equatable {
        let rawValue: UInt8
        static let disabled = Flags(rawValue: 1 << 0)
        static let selected = Flags(rawValue: 1 << 1)
        static let highlighted = Flags(rawValue: 1 << 2)
        static let showsMenuAsPrimaryAction = Flags(rawValue: 1 << 3)
        static let changesSelectionAsPrimaryAction = Flags(rawValue: 1 << 4)
        static let contextMenuInteractionEnabled = Flags(rawValue: 1 << 5)
    }

    var flags: Flags = []
    var horizontalAlignment: UIControl.ContentHorizontalAlignment?
    var verticalAlignment: UIControl.ContentVerticalAlignment?

    /// Sets the state the element gave; `isEnabled` last, so a disabled field is never left first
    /// responder by a later change.
    @MainActor
    func apply(to control: UIControl) {
        if let horizontalAlignment { control.contentHorizontalAlignment = horizontalAlignment }
        if let verticalAlignment { control.contentVerticalAlignment = verticalAlignment }
        if flags.contains(.selected) { control.isSelected = true }
        if flags.contains(.highlighted) { control.isHighlighted = true }
        if flags.contains(.showsMenuAsPrimaryAction) { control.showsMenuAsPrimaryAction = true }
        if flags.contains(.changesSelectionAsPrimaryAction) {
            (control as? UIButton)?.changesSelectionAsPrimaryAction = true
        }
        if flags.contains(.contextMenuInteractionEnabled) { control.isContextMenuInteractionEnabled = true }
        if flags.contains(.disabled) { control.isEnabled = false }
    }
}

extension IBCompiler {
    static let contentHorizontalAlignments: [String: UIControl.ContentHorizontalAlignment] = [
        "center": .center, "left": .left, "right": .right, "fill": .fill, "leading": .leading,
        "trailing": .trailing,
    ]
    static let contentVerticalAlignments: [String: UIControl.ContentVerticalAlignment] = [
        "center": .center, "top": .top, "bottom": .bottom, "fill": .fill,
    ]

    /// The state attributes of a control element; UIControl's defaults where they are absent.
    func controlState(_ element: IBElement) throws(StoryboardError) -> IBControlState {
        var state = IBControlState()
        if try values.flag(element, "enabled") == false { state.flags.insert(.disabled) }
        if try values.flag(element, "selected") == true { state.flags.insert(.selected) }
        if try values.flag(element, "highlighted") == true { state.flags.insert(.highlighted) }
        if try values.flag(element, "showsMenuAsPrimaryAction") == true {
            state.flags.insert(.showsMenuAsPrimaryAction)
        }
        if try values.flag(element, "changesSelectionAsPrimaryAction") == true {
            state.flags.insert(.changesSelectionAsPrimaryAction)
        }
        if try values.flag(element, "contextMenuInteractionEnabled") == true {
            state.flags.insert(.contextMenuInteractionEnabled)
        }
        state.horizontalAlignment = try values.choice(
            element, "contentHorizontalAlignment", Self.contentHorizontalAlignments)
        state.verticalAlignment = try values.choice(element, "contentVerticalAlignment", Self.contentVerticalAlignments)
        return state
    }
}
