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
        let resolved =
            automaticallyUpdatesContentConfiguration
            ? contentConfiguration?.updated(for: configurationState) : contentConfiguration
        configuredContentView = ContentConfigurationHost.show(
            resolved, in: contentView, replacing: configuredContentView)
    }
}
