import Foundation

// A cell's content and background configurations, shown by `ContentConfigurationHost` and a
// `CellBackgroundView`, and the state they are updated for.
extension UITableViewCell {
    var currentConfigurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    func applyContentConfiguration() {
        configuredContentView = ContentConfigurationHost.show(
            contentConfiguration, for: configurationState, updating: automaticallyUpdatesContentConfiguration,
            in: contentView, replacing: configuredContentView)
    }
}

extension UITableViewCell {
    /// Draws `backgroundConfiguration`, updated for the cell's state while
    /// `automaticallyUpdatesBackgroundConfiguration` is true, in a view behind the others; its
    /// look shows the selection in place of the grey `selectedBackgroundView`.
    func applyBackgroundConfiguration() {
        configuredBackgroundView = CellBackgroundView.show(
            backgroundConfiguration, for: configurationState, updating: automaticallyUpdatesBackgroundConfiguration,
            in: self, replacing: configuredBackgroundView)
        updateSelectionLook()
    }
}
