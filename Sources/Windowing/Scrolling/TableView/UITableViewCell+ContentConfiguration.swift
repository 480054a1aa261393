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
        guard var configuration = backgroundConfiguration else {
            configuredBackgroundView?.removeFromSuperview()
            configuredBackgroundView = nil
            updateSelectionLook()
            return
        }
        if automaticallyUpdatesBackgroundConfiguration {
            configuration = configuration.updated(for: configurationState)
        }
        let view = configuredBackgroundView ?? CellBackgroundView()
        if configuredBackgroundView == nil {
            configuredBackgroundView = view
            insertSubview(view, at: 0)
        }
        view.apply(configuration, fallback: .clear, corners: .allCorners, radius: 0)
        updateSelectionLook()
        setNeedsLayout()
    }
}
