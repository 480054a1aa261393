public import Foundation

/// The stack of current graphics contexts that UIKit keeps for `draw(_:)`.
@MainActor
private var contextStack: [CGContext] = []

/// The current graphics context: inside `draw(_:)`, the context drawing the view.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { contextStack.last }

/// Makes `context` the current graphics context until `UIGraphicsPopContext()`.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) { contextStack.append(context) }

/// Restores the graphics context that was current before the last `UIGraphicsPushContext(_:)`.
@MainActor
public func UIGraphicsPopContext() { _ = contextStack.popLast() }

/// Fills `rect` in the current context with the current fill colour.
@MainActor
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }
