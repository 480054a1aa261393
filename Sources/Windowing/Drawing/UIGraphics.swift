public import Foundation

/// The stack of current graphics contexts that UIKit keeps for `draw(_:)`.
@MainActor
private var contextStack: [CGContext] = []

/// The current graphics context: inside `draw(_:)`, the context drawing the view.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { contextStack.last }

/// Makes `context` the current graphics context until `UIGraphicsPopContext()`.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) { contextStack.append(context) }

/// Restores the graphics context that was current before the last `UIGraphicsPushContext(_:)`.
@preconcurrency @MainActor
public func UIGraphicsPopContext() { _ = contextStack.popLast() }

/// Fills `rect` in the current context with the current fill colour.
@preconcurrency @MainActor
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Fills `rect` in the current context with the current fill colour and `blendMode`.
@preconcurrency @MainActor
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a one-point frame just inside `rect` with the current fill colour, as UIKit does (the
/// frame is filled, not stroked, so it stays inside the rectangle).
@preconcurrency @MainActor
public func UIRectFrame(_ rect: CGRect) { UIRectFrameUsingBlendMode(rect, .normal) }

@preconcurrency @MainActor
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.beginPath()
    context.addRect(r)
    context.addRect(r.insetBy(dx: min(1, r.width / 2), dy: min(1, r.height / 2)))
    context.fillPath(using: .evenOdd)
    context.restoreGState()
}

/// Intersects the current context's clip with `rect`.
@preconcurrency @MainActor
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }
