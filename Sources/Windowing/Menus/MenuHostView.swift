import Foundation

/// The view a menu adds over the whole window: it takes every touch outside the panel (to close
/// the menu) and inside it (to choose), so nothing under the menu reacts while it is open.
@MainActor
final class MenuHostView: UIView {
    weak var presentation: MenuPresentation?

    override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: MenuHostView.hovered))
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard self.point(inside: point, with: event) else { return nil }
        // The panel's scroll view takes the wheel; its touches still come here up the chain.
        if let presentation, presentation.panel.frame.contains(point) { return presentation.panel.scrollView }
        return self
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        presentation?.place()
    }

    private func hovered(_ recognizer: UIGestureRecognizer) {
        guard let window else { return }
        presentation?.pointerMoved(to: recognizer.location(in: window))
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let window else { return }
        presentation?.pointerDown(at: touch.location(in: window))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let window else { return }
        presentation?.pointerMoved(to: touch.location(in: window))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let window else { return }
        presentation?.pointerUp(at: touch.location(in: window))
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        presentation?.highlight(nil)
    }
}
