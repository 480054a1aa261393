import Foundation

// A cell's content configuration, shown by `ContentConfigurationHost`, and the state it is
// updated for.
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
