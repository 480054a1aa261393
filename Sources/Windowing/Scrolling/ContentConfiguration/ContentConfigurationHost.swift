import Foundation

// What table cells, collection cells and section headers share about content configurations:
// the configuration's view fills the host's content view, pinned to its edges by constraints so
// that a self-sizing row or item is as tall as the configuration's content, and a later
// configuration of a kind the view supports goes to the same view.
@MainActor
enum ContentConfigurationHost {
    /// A cell's configuration shown as `show(_:in:replacing:)` shows it, updated for the cell's
    /// `state` when `updating` (the cell's `automaticallyUpdatesContentConfiguration`).
    static func show(
        _ configuration: (any UIContentConfiguration)?, for state: UICellConfigurationState, updating: Bool,
        in container: UIView, replacing current: (any UIView & UIContentView)?
    ) -> (any UIView & UIContentView)? {
        show(updating ? configuration?.updated(for: state) : configuration, in: container, replacing: current)
    }

    /// Shows `configuration` in `container` and returns the view that shows it: `current` when it
    /// supports the configuration, else a new one in its place; nil, with `current` removed, for nil.
    static func show(
        _ configuration: (any UIContentConfiguration)?, in container: UIView,
        replacing current: (any UIView & UIContentView)?
    ) -> (any UIView & UIContentView)? {
        guard let configuration else {
            current?.removeFromSuperview()
            return nil
        }
        if let current, current.supports(configuration) {
            current.configuration = configuration
            return current
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        return view
    }
}
