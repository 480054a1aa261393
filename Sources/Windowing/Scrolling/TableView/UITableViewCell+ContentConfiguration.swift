import Foundation

// A cell's content configuration: the view it makes fills the content view, pinned to its edges
// by constraints so that a self-sizing row is as tall as the configuration's content, and a later
// configuration of a kind the view supports is applied to the same view.
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
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        let resolved =
            automaticallyUpdatesContentConfiguration ? configuration.updated(for: configurationState) : configuration
        if let view = configuredContentView, view.supports(resolved) {
            view.configuration = resolved
            return
        }
        configuredContentView?.removeFromSuperview()
        let view = resolved.makeContentView()
        configuredContentView = view
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            view.topAnchor.constraint(equalTo: contentView.topAnchor),
            view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }
}
