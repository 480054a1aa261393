import Foundation

// Performing a storyboard's segues: by identifier (`performSegue`) or when a control that has one
// is clicked. A new destination is made from its scene each time; the source's
// `prepare(for:sender:)` sees it before it is shown. A control's segue first asks
// `shouldPerformSegue(withIdentifier:sender:)`, as UIKit asks only for triggered segues.
extension UIViewController {
    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
        guard let source = interfaceSource,
            let spec = source.controller.segues.first(where: { $0.identifier == identifier })
        else {
            ControllerWarnings.warn(
                "Receiver (\(ControllerWarnings.describe(self))) has no segue with identifier '\(identifier)'")
            return
        }
        runSegue(spec, from: source, sender: sender)
    }

    private func runSegue(_ spec: IBSegueSpec, from source: IBSource, sender: Any?) {
        switch spec.kind {
        case .unwind:
            performUnwindSegue(identifier: spec.identifier, action: Selector(spec.unwindAction ?? ""), sender: sender)
            return
        case .embed:
            ControllerWarnings.warn(
                "UIStoryboardSegue: the embed segue '\(spec.identifier ?? "")' runs when its container view loads; "
                    + "it cannot be performed")
            return
        default: break
        }
        guard let destination = source.storyboard.instantiateSegueDestination(spec.destination) else {
            ControllerWarnings.warn(
                "UIStoryboard: \(source.storyboard.model.file) line \(spec.line): the segue "
                    + "'\(spec.identifier ?? "")' leads to '\(spec.destination)', which is no supported view "
                    + "controller; nothing is shown")
            return
        }
        if let style = spec.modalPresentationStyle {
            destination.modalPresentationStyle = style
        } else if spec.kind == .popoverPresentation || spec.kind == .popover {
            destination.modalPresentationStyle = .popover
        }
        let segue = StoryboardSegue(
            identifier: spec.identifier, kind: spec.kind, source: self, destination: destination)
        Trace.call(self, "prepare(for:sender:)") { prepare(for: segue, sender: sender) }
        Trace.call(segue, "perform()") { segue.perform() }
    }

    /// Fills the container views of the freshly loaded view, in `objects` by id, with the
    /// controllers their embed segues name: this controller's `prepare(for:sender:)` sees each new
    /// child first (before this controller's viewDidLoad, as in UIKit), then the child is added,
    /// its view fills the container, and it gets didMove(toParent:).
    func performEmbedSegues(objects: [String: AnyObject]) {
        guard let source = interfaceSource else { return }
        for spec in source.controller.segues where spec.kind == .embed {
            guard let container = objects[spec.sourceID] as? UIView,
                let child = source.storyboard.instantiateSegueDestination(spec.destination)
            else {
                ControllerWarnings.warn(
                    "UIStoryboard: \(source.storyboard.model.file) line \(spec.line): the embed segue "
                        + "'\(spec.identifier ?? "")' leads to '\(spec.destination)', which is no supported view "
                        + "controller; the container stays empty")
                continue
            }
            let segue = EmbedSegue(identifier: spec.identifier, source: self, destination: child, container: container)
            // UIKit documents no sender for an embed segue; the containing controller is the one that starts it.
            Trace.call(self, "prepare(for:sender:)") { prepare(for: segue, sender: self) }
            Trace.call(segue, "perform()") { segue.perform() }
        }
    }

    /// Connects the controls of the freshly loaded view and the bar button items that have
    /// segues, in `objects` by id.
    func connectTriggeredSegues(objects: [String: AnyObject]) {
        guard let source = interfaceSource else { return }
        for spec in source.controller.segues where spec.sourceID != source.controller.id && spec.kind != .embed {
            if let item = objects[spec.sourceID] as? UIBarButtonItem {
                item.triggeredSegue = { [weak self] item in
                    self?.performTriggeredSegue(spec, from: source, sender: item)
                }
                continue
            }
            guard let control = objects[spec.sourceID] as? UIControl else { continue }
            let action = UIAction { [weak self, weak control] _ in
                guard let self else { return }
                self.performTriggeredSegue(spec, from: source, sender: control)
            }
            control.addAction(action, for: .primaryActionTriggered)
        }
        // Cells of prototypes are made later, one per dequeue, so the table or collection view finds
        // the segue by the cell's element.
        let cellSegues = source.controller.segues.filter {
            $0.kind != .embed && (objects[$0.sourceID] == nil || objects[$0.sourceID] is UITableViewCell)
        }
        guard !cellSegues.isEmpty else { return }
        for case let list as any CellSegueSource in objects.values {
            list.cellSegueTrigger = { [weak self] cell, id in
                guard let self, let spec = cellSegues.first(where: { $0.sourceID == id }) else { return }
                self.performTriggeredSegue(spec, from: source, sender: cell)
            }
        }
    }

    private func performTriggeredSegue(_ spec: IBSegueSpec, from source: IBSource, sender: Any?) {
        if let identifier = spec.identifier {
            let proceeds = Trace.call(self, "shouldPerformSegue(withIdentifier:sender:)") {
                shouldPerformSegue(withIdentifier: identifier, sender: sender)
            }
            guard proceeds else { return }
        }
        runSegue(spec, from: source, sender: sender)
    }
}
