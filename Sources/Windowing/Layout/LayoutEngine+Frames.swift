import Foundation

// From solved values to frames: rounded to the pixel grid as UIKit rounds them, compared with the
// frames views have, and given to subviews by `UIView.layoutSubviews()`.
extension LayoutEngine {
    /// What `Registered.solved` starts as: no frame was checked yet.
    nonisolated static let uncheckedValues = SIMD4<Double>(repeating: .nan)

    /// The item's rectangle in the root's coordinates, as solved.
    func absoluteFrame(_ registeredItem: Registered) -> CGRect {
        Self.rect(solver.solution.values(ofIDs: registeredItem.variableIDs))
    }

    private static func rect(_ values: SIMD4<Double>) -> CGRect {
        CGRect(x: CGFloat(values[0]), y: CGFloat(values[1]), width: CGFloat(values[2]), height: CGFloat(values[3]))
    }

    var pixelScale: CGFloat { UIApplication.current?.scale ?? 1 }

    /// `view`'s frame in its superview's coordinates, each edge rounded to the pixel grid; nil for
    /// the root and for views the engine does not lay out.
    func solvedFrame(of view: UIView) -> CGRect? {
        guard ObjectIdentifier(view) != rootIdentifier, let superview = view.storedSuperview,
            let registeredView = lookup(view),
            let registeredSuperview = lookup(superview)
        else { return nil }
        let solution = solver.solution
        return Self.frame(
            solution.values(ofIDs: registeredView.variableIDs), in: superview, registeredSuperview,
            at: solution.values(ofIDs: registeredSuperview.variableIDs), scale: pixelScale)
    }

    /// A frame in `superview`'s coordinates (`registeredSuperview` is its registration) from solved
    /// values (left, top, width, height in the root's), the superview's being `origin`.
    private static func frame(
        _ values: SIMD4<Double>, in superview: UIView, _ registeredSuperview: Registered, at origin: SIMD4<Double>,
        scale: CGFloat
    ) -> CGRect {
        frame(values, in: superview, registeredSuperview, atRounded: roundedOrigin(origin, scale: scale), scale: scale)
    }

    /// The top-left corner of solved values, rounded to the pixel grid as frames' edges are.
    private static func roundedOrigin(_ values: SIMD4<Double>, scale: CGFloat) -> CGPoint {
        let scale = Double(scale)
        return CGPoint(
            x: CGFloat(roundedToNearest(values[0] * scale) / scale),
            y: CGFloat(roundedToNearest(values[1] * scale) / scale))
    }

    /// As `frame(_:in:_:at:scale:)`, the superview's corner already rounded (`roundedOrigin`).
    private static func frame(
        _ values: SIMD4<Double>, in superview: UIView, _ registeredSuperview: Registered, atRounded corner: CGPoint,
        scale: CGFloat
    ) -> CGRect {
        let scale = Double(scale)
        func rounded(_ value: Double) -> CGFloat { CGFloat(roundedToNearest(value * scale) / scale) }
        let frame = rect(values)
        let minX = rounded(Double(frame.minX)) - corner.x
        let minY = rounded(Double(frame.minY)) - corner.y
        let maxX = rounded(Double(frame.maxX)) - corner.x
        let maxY = rounded(Double(frame.maxY)) - corner.y
        // `layoutBoundsOrigin`, with the scroll view test its registration keeps.
        let origin = registeredSuperview.isScrollView ? .zero : superview.storedBounds.origin
        return CGRect(
            x: minX + origin.x, y: minY + origin.y, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// `value.rounded()` (to nearest, halves away from zero, the sign kept) without the C library's
    /// `round`, which the compiler calls for it on this target: a pass rounds six numbers for each
    /// of a thousand frames. Exact: below 2^52 in size, a double less its whole part is exact.
    @inline(__always)
    static func roundedToNearest(_ value: Double) -> Double {
        // Every double from 2^52 up is whole; NaN fails the comparison and goes to `rounded()`.
        guard abs(value) < 4_503_599_627_370_496 else { return value.rounded() }
        let whole = Double(Int64(value))
        let magnitude = abs(value - whole) >= 0.5 ? abs(whole) + 1 : abs(whole)
        return Double(signOf: value, magnitudeOf: magnitude)
    }

    /// The solved frame of the subview registered as `registeredSubview` of `view` (registered as
    /// `registeredView`), read afresh: the app may have changed a constraint since the pass began.
    func solvedFrame(
        of registeredSubview: Registered, in view: UIView, _ registeredView: Registered, scale: CGFloat
    ) -> CGRect {
        let solution = solver.solution
        return Self.frame(
            solution.values(ofIDs: registeredSubview.variableIDs), in: view, registeredView,
            at: solution.values(ofIDs: registeredView.variableIDs), scale: scale)
    }

    /// A translated view the app moved: its autoresizing constraints are made again from its new
    /// frame, unless the frame is the one the engine solved (the root view following the window).
    func readoptMovedFrames() {
        guard !externallyMoved.isEmpty else { return }
        let moved = externallyMoved
        externallyMoved.removeAll()
        var seen = Set<ObjectIdentifier>()
        for view in moved where seen.insert(ObjectIdentifier(view)).inserted {
            guard let superview = view.storedSuperview, let registeredView = lookup(view),
                view.translatesAutoresizingMaskIntoConstraints, solvedFrame(of: view) != view.untransformedFrame
            else { continue }
            for entry in registeredView.generated { remove(entry) }
            registeredView.generated.removeAll()
            addAutoresizingConstraints(of: view, in: superview, registeredView)
        }
    }

    /// Marks for layout the superview of every view whose solved frame is not its frame. Only
    /// views whose solved values changed since they were last checked (`changed`: their variables,
    /// nil when any may have), and their subviews (whose frames are relative to them), can have
    /// moved, unless a frame changed outside the engine.
    func markChangedFrames(_ changed: [SolverVariable]?) {
        let checksAll = framesNeedFullCheck || !isPersistent || changed == nil
        framesNeedFullCheck = false
        let solution = solver.solution
        let scale = pixelScale
        let toCheck = framesToCheck
        framesToCheck.removeAll()
        framePass += 1
        let pass = framePass
        if checksAll {
            for registeredView in registeredViews {
                let values = solution.values(ofIDs: registeredView.variableIDs)
                registeredView.solved = values
                registeredView.visitedInPass = pass
                guard let view = registeredView.view else { continue }
                checkFrame(of: view, registeredView, at: values, solution, scale)
            }
            return
        }
        // First every view whose values changed, so that the second step knows which subviews
        // it need not look at: those are checked as views that moved. Their values are in each
        // registration's `solved`; a view's four variables are usually all listed, so a quarter
        // of the list's length is room enough for most passes.
        var moved: [Registered] = []
        moved.reserveCapacity(toCheck.count + (changed?.count ?? 0) / 4)
        func collect(_ registeredView: Registered) {
            guard registeredView.visitedInPass != pass else { return }
            registeredView.visitedInPass = pass
            let values = solution.values(ofIDs: registeredView.variableIDs)
            // NaN (unchecked) differs from everything; a view's four variables may all be listed.
            guard values != registeredView.solved else { return }
            registeredView.solved = values
            registeredView.movedInPass = pass
            registeredView.countAsMoved(inPass: pass)
            moved.append(registeredView)
        }
        for registeredView in toCheck { collect(registeredView) }
        for variable in changed ?? [] where Int(variable.id) < viewsByVariable.count {
            if let registeredView = viewsByVariable[Int(variable.id)] { collect(registeredView) }
        }
        for registeredView in moved {
            let values = registeredView.solved
            guard let view = registeredView.view else { continue }
            checkFrame(of: view, registeredView, at: values, solution, scale)
            guard !view.needsLayout, !registeredView.allSubviewsMoved(inPass: framePass) else { continue }
            for subview in view.storedSubviews {
                guard let registeredSubview = lookup(subview), registeredSubview.movedInPass != framePass else {
                    continue
                }
                let frame = Self.frame(
                    solution.values(ofIDs: registeredSubview.variableIDs), in: view, registeredView, at: values,
                    scale: scale)
                if !frame.isSame(as: subview.untransformedFrame) {
                    markForLayout(view)
                    break
                }
            }
        }
    }

    /// Marks `view`'s superview for layout when the view's solved frame (`values`) is not its frame.
    private func checkFrame(
        of view: UIView, _ registeredView: Registered, at values: SIMD4<Double>, _ solution: ConstraintSolver.Solution,
        _ scale: CGFloat
    ) {
        // A superview already marked (by a sibling that moved) has nothing to learn from this frame.
        guard let superview = view.storedSuperview, ObjectIdentifier(view) != rootIdentifier, !superview.needsLayout
        else { return }
        // The superview's registration is the one the view's keeps (it is made again with the
        // view's when views change superviews), without looking it up; and the superview's values
        // are those `collect` kept when it looked at it in this pass.
        let registeredSuperview: Registered
        if let parent = registeredView.superRegistration, parent.itemIdentifier == ObjectIdentifier(superview) {
            registeredSuperview = parent
        } else {
            guard let found = lookup(superview) else { return }
            registeredSuperview = found
        }
        // Its corner rounded once a pass for all its subviews, from the values `collect` kept (the
        // scale is read once a pass).
        let corner: CGPoint
        if registeredSuperview.visitedInPass == framePass {
            if registeredSuperview.roundedCornerPass != framePass {
                registeredSuperview.roundedCorner = Self.roundedOrigin(registeredSuperview.solved, scale: scale)
                registeredSuperview.roundedCornerPass = framePass
            }
            corner = registeredSuperview.roundedCorner
        } else {
            corner = Self.roundedOrigin(solution.values(ofIDs: registeredSuperview.variableIDs), scale: scale)
        }
        let frame = Self.frame(values, in: superview, registeredSuperview, atRounded: corner, scale: scale)
        if !frame.isSame(as: view.untransformedFrame) { markForLayout(superview) }
    }

    func markForLayout(_ view: UIView) {
        guard !view.needsLayout else { return }
        view.needsLayout = true
        view.markAncestorsSubtreeNeedsLayout()
    }
}

extension UIView {
    /// What the default `layoutSubviews()` does under Auto Layout: subviews the engine lays out
    /// get their solved frames.
    func applyEngineFramesToSubviews() {
        // A leaf first: a pass that resizes every view lays every one of them out, and most are
        // leaves, which have no engine's frames to apply.
        guard !storedSubviews.isEmpty, LayoutEngine.liveEngineCount > 0, let engine = layoutState?.registrationEngine,
            let registeredSelf = engine.lookup(self)
        else { return }
        LayoutEngine.isApplyingFrames = true
        // Read at the first frame that changes: most calls change none, or one.
        var window: UIWindow?
        var fetchedWindow = false
        defer {
            LayoutEngine.isApplyingFrames = false
            LayoutEngine.viewGivenFrame = nil
            // The subviews resized were marked for layout without scheduling the window's commit
            // each (`applyBoundsSize`): it is scheduled once for all of them.
            if LayoutEngine.resizedWhileApplyingFrames {
                LayoutEngine.resizedWhileApplyingFrames = false
                (window ?? hostWindow)?.scheduleCommit()
            }
        }
        // Read once for the subviews: the screen's scale does not change while frames are set.
        let scale = engine.pixelScale
        // Once the window's damage holds its whole area it stays so until it is displayed, which
        // no frame set here does: from then on a moved view's area adds nothing, and
        // `invalidateVisual()` is left out for the rest (each asks the window, about a hundred
        // instructions, twice for every view a pass moves).
        var damageCovered = false
        func damage(_ subview: UIView, thenCheckCoverage checks: Bool) {
            guard !damageCovered else { return subview.invalidateAncestorRasters() }
            subview.invalidateVisual()
            if checks, let window, window.damageCoversBounds { damageCovered = true }
        }
        // Auto Layout sets bounds and center, so a transform stays as it is.
        for subview in storedSubviews {
            guard let registeredSubview = engine.lookup(subview) else { continue }
            let frame = engine.solvedFrame(of: registeredSubview, in: self, registeredSelf, scale: scale)
            guard !frame.isSame(as: subview.untransformedFrame) else { continue }
            if !fetchedWindow {
                fetchedWindow = true
                window = hostWindow
            }
            // Checked again at the next pass, whatever the solution is by then.
            registeredSubview.solved = LayoutEngine.uncheckedValues
            engine.framesToCheck.append(registeredSubview)
            // The old area and the new one are damaged here, once each; the setters (overrides
            // included) damage nothing more for this view (`UIView.isGivenFrameByEngine`).
            damage(subview, thenCheckCoverage: false)
            LayoutEngine.viewGivenFrame = ObjectIdentifier(subview)
            subview.bounds = CGRect(origin: subview.bounds.origin, size: frame.size)
            subview.center = CGPoint(x: frame.midX, y: frame.midY)
            LayoutEngine.viewGivenFrame = nil
            damage(subview, thenCheckCoverage: true)
        }
    }

    /// Where the engine's rectangle of this view starts in its bounds coordinates: the bounds
    /// origin, except in a scroll view, whose subviews the engine places in content coordinates
    /// (the content guide's origin is the content's, and scrolling moves no constraint of theirs).
    var layoutBoundsOrigin: CGPoint { self is UIScrollView ? .zero : storedBounds.origin }

    /// The frame without the transform: the rectangle of `bounds` about `center`.
    var untransformedFrame: CGRect {
        CGRect(
            x: storedCenter.x - storedBounds.width / 2, y: storedCenter.y - storedBounds.height / 2,
            width: storedBounds.width, height: storedBounds.height)
    }
}
