import Foundation

/// The Auto Layout engine of one window, or of a view hierarchy in no window: a Cassowary solver
/// (`ConstraintSolver`) kept between layout passes, holding four unknowns per view or layout guide
/// (left, top, width, height in the root's coordinates).
///
/// Changes reach the solver incrementally: an activated constraint is added at the next pass, a
/// deactivated one removed, a new `constant` is a `setConstant`, and the root's size is a pair of
/// edit variables, so a window resize re-solves from the previous solution. Only moving views
/// between superviews rebuilds the system.
@MainActor
final class LayoutEngine {
    /// What the engine keeps for one view or guide.
    @MainActor
    final class Registered {
        /// Weak: the root's engine lives in the root's state, and must not keep it (or any view) alive.
        var item: AnyObject? { reference.object }
        let reference: LayoutItemReference
        let variables: [SolverVariable]
        /// The ids of the four variables, for reading its values (`ConstraintSolver.Solution.values(ofIDs:)`).
        let variableIDs: SIMD4<Int32>
        /// Constraints the engine made for it: root, autoresizing or guide edges.
        var generated: [Entry] = []
        /// Content hugging and compression resistance, by dimension (width, height).
        var intrinsic: [Entry] = []
        var intrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        /// The width a wrapping label's intrinsic size was measured at.
        var measuredWidth: CGFloat?
        /// The solved values its frame and its subviews' were last checked against (NaN: check).
        var solved = LayoutEngine.uncheckedValues
        /// Its top-left corner from `solved`, rounded to the pixel grid in `roundedCornerPass`:
        /// `markChangedFrames` checks each of its subviews' frames against it.
        var roundedCorner = CGPoint.zero
        var roundedCornerPass = 0
        /// The `framePass` in which `markChangedFrames` last found its values changed.
        var movedInPass = 0
        /// The `framePass` in which `markChangedFrames` last looked at it: its four variables are
        /// usually all listed as changed, and one look is enough.
        var visitedInPass = 0
        /// The registration of its superview (views only), made before its own.
        private(set) var superRegistration: Registered?
        /// How many of its subviews are registered, and how many of them `markChangedFrames` found
        /// moved in `subviewsCountedInPass`: when all did, none can have moved relative to it.
        private(set) var registeredSubviewCount = 0
        var movedSubviewCount = 0
        var subviewsCountedInPass = 0
        /// The `stamp` of the engine that made it, when it made it.
        let stamp: Int
        /// Whether the item is a view, and a scroll view (whose subviews are placed in content
        /// coordinates): known once, as a class does not change, so that a pass reading a thousand
        /// frames makes no dynamic cast for each.
        let isView: Bool
        let isScrollView: Bool
        /// The item's identity, to tell cheaply whether a view is this registration's item.
        let itemIdentifier: ObjectIdentifier

        init(item: AnyObject, variables: [SolverVariable], stamp: Int) {
            reference = LayoutItemReference(item)
            self.variables = variables
            variableIDs =
                variables.count == 4
                ? SIMD4(variables[0].id, variables[1].id, variables[2].id, variables[3].id) : SIMD4(repeating: -1)
            self.stamp = stamp
            isView = item is UIView
            isScrollView = item is UIScrollView
            itemIdentifier = ObjectIdentifier(item)
        }

        /// The item when it is a view (nil for a guide, or once the view is gone).
        var view: UIView? {
            guard isView, let object = reference.object else { return nil }
            return unsafeDowncast(object, to: UIView.self)
        }

        func adopt(superRegistration parent: Registered) {
            superRegistration = parent
            parent.registeredSubviewCount += 1
        }

        /// Counts it as moved in its superview's registration.
        func countAsMoved(inPass pass: Int) {
            guard let parent = superRegistration else { return }
            if parent.subviewsCountedInPass != pass {
                parent.subviewsCountedInPass = pass
                parent.movedSubviewCount = 0
            }
            parent.movedSubviewCount += 1
        }

        /// Whether every registered subview was counted as moved in `pass`.
        func allSubviewsMoved(inPass pass: Int) -> Bool {
            subviewsCountedInPass == pass && movedSubviewCount == registeredSubviewCount
        }
    }

    /// One constraint in the engine: an app's, an autoresizing one, or one the engine made.
    @MainActor
    final class Entry {
        /// The `NSLayoutConstraint` it stands for; nil for the engine's own (guides, content size, root).
        let constraint: NSLayoutConstraint?
        var recipe: LayoutRecipe
        /// What is in the solver; nil while the constraint is broken (unsatisfiable). Unchecked
        /// for exclusivity, as the engine's tables: set once for every constraint added.
        @exclusivity(unchecked) var solverConstraint: SolverConstraint?
        let sequence: Int

        init(constraint: NSLayoutConstraint?, recipe: LayoutRecipe, sequence: Int) {
            self.constraint = constraint
            self.recipe = recipe
            self.sequence = sequence
        }
    }

    /// How many persistent engines exist: while none does, layout skips every Auto Layout step.
    static var liveEngineCount = 0
    /// Set while the engine gives views their frames, so those changes are not taken for the app's.
    /// Unchecked, as the solver below: read for every frame set, on the main thread only.
    @exclusivity(unchecked) static var isApplyingFrames = false
    /// The view whose `bounds` and `center` the engine is setting, while it sets them: it damages
    /// the view's area itself, before and after, rather than each setter doing so twice.
    @exclusivity(unchecked) static var viewGivenFrame: ObjectIdentifier?
    /// Set when a view was resized while frames were applied, and so marked for layout without
    /// its window's commit scheduled: the superview applying them schedules it once.
    @exclusivity(unchecked) static var resizedWhileApplyingFrames = false

    unowned let root: UIView
    /// The root's identity: comparing a view with `root` loads the unowned reference (a strong
    /// retain and release through the runtime), and a pass compares each of a thousand views.
    let rootIdentifier: ObjectIdentifier
    let isPersistent: Bool
    /// Unchecked for exclusivity: read for every frame and value, replaced only by `rebuild()`.
    @exclusivity(unchecked) var solver = ConstraintSolver()
    /// Unchecked for exclusivity, as `entries`: looked up for every term of every constraint
    /// added, on the main thread only, and no access spans a call out of the engine.
    @exclusivity(unchecked) var registered: [ObjectIdentifier: Registered] = [:]
    // The lists below are unchecked for exclusivity, as `registered`: each registration and
    // each constraint activated or added reaches them, on the main thread only, and no access
    // spans a call that could reach the same list (a dynamic check each was about 2% of a
    // first layout of 1,000 views).
    /// Registered views in registration order (superviews before subviews).
    @exclusivity(unchecked) var registeredViews: [Registered] = []
    /// The registered view each variable belongs to, by variable id: a pass looks at the views
    /// whose values changed, not at all of them.
    @exclusivity(unchecked) var viewsByVariable: [Registered?] = []
    /// Views whose frames the next pass checks whatever their values (new, or given a frame).
    @exclusivity(unchecked) var framesToCheck: [Registered] = []
    /// Counts `markChangedFrames` calls, to tell the views that moved in this one.
    var framePass = 0
    /// The registered labels: the only views `remeasureWrappingLabels()` needs to look at.
    var registeredLabels: [Registered] = []
    /// The registered content layout guides of scroll views, whose solved size is the content size.
    var registeredContentGuides: [Registered] = []
    @exclusivity(unchecked) var entries: [ObjectIdentifier: Entry] = [:]
    @exclusivity(unchecked) var pending = PendingConstraints()
    var broken: [Entry] = []
    var externallyMoved: [UIView] = []
    var rootWidth: SolverVariable?
    var rootHeight: SolverVariable?
    var suggestedRootSize: CGSize?
    var needsSync = true
    var needsConstraintPass = true
    var needsRebuild = false
    var nextSequence = 0
    /// The way `exerciseAmbiguity(of:)` pulls first (+1 or -1): against its last move.
    var nextExerciseDirection = 1.0
    /// The variables `exerciseAmbiguity(of:)` moved, held where it left them by edit variables.
    var exerciseHolds: Set<Int32> = []
    /// What `systemLayoutSizeFitting` aims for, in a scratch engine.
    var fitting: Fitting?
    /// Set when a frame changed outside the engine: the next pass compares every frame.
    var framesNeedFullCheck = true
    /// Unique to this engine between two rebuilds: what a view's state keeps of its registration
    /// is this engine's while the stamps match.
    private(set) var stamp = LayoutEngine.makeStamp()
    private static var stampsMade = 0

    private static func makeStamp() -> Int {
        stampsMade += 1
        return stampsMade
    }

    /// The box constraints and views refer to the engine through; emptied in `deinit`.
    nonisolated(unsafe) private var storedReferenceBox: LayoutReferenceBox?

    var referenceBox: LayoutReferenceBox {
        if let box = storedReferenceBox { return box }
        let box = LayoutReferenceBox(self)
        storedReferenceBox = box
        return box
    }

    deinit { storedReferenceBox?.object = nil }

    init(root: UIView, persistent: Bool) {
        self.root = root
        rootIdentifier = ObjectIdentifier(root)
        isPersistent = persistent
        if persistent { Self.liveEngineCount += 1 }
    }

    /// The engine of `view`'s hierarchy, made if there is none.
    static func engine(for view: UIView) -> LayoutEngine {
        let root = view.layoutRoot
        let state = root.layoutStateForWriting
        if let engine = state.engine { return engine }
        let engine = LayoutEngine(root: root, persistent: true)
        state.engine = engine
        return engine
    }

    static func existingEngine(for view: UIView) -> LayoutEngine? {
        guard liveEngineCount > 0 else { return nil }
        return view.layoutRoot.layoutState?.engine
    }

    // MARK: - Scheduling

    /// Asks for a pass: the root's layout walk runs `sync()` first.
    func setNeedsSync() {
        guard isPersistent else { return }
        needsSync = true
        if !root.subtreeNeedsLayout {
            root.subtreeNeedsLayout = true
        }
        root.hostWindow?.scheduleCommit()
    }

    /// Brings the solver up to date and marks the superviews of views whose solved frames changed.
    func sync() {
        guard needsSync || needsConstraintPass else { return }
        if needsConstraintPass {
            needsConstraintPass = false
            root.updateConstraintsOfSubtree()
        }
        needsSync = false
        if needsRebuild { rebuild() }
        addPending()
        followRootSize()
        readoptMovedFrames()
        remeasureWrappingLabels()
        let changed = recoverFromRounding()
        markChangedFrames(changed)
        markChangedContentSizes()
    }

    // MARK: - Constraints

    /// Queues an activated constraint for the next pass; `schedulingPass: false` leaves asking for
    /// the pass to the caller, who queues several.
    func enqueue(_ constraint: NSLayoutConstraint, schedulingPass: Bool = true) {
        guard entries[ObjectIdentifier(constraint)] == nil, pending.append(constraint) else { return }
        if schedulingPass { setNeedsSync() }
    }

    func addPending() {
        guard !pending.isEmpty else { return }
        let constraints = pending.takeAncestorsFirst()
        // A screen's first pass adds thousands: the tables grow once rather than by doubling
        // (the views, about one for every four constraints in a screen of stacks).
        if constraints.count > 64 {
            entries.reserveCapacity(entries.count + constraints.count)
            solver.reserveCapacity(forConstraints: constraints.count)
            registered.reserveCapacity(registered.count + constraints.count / 4)
        }
        for constraint in constraints where constraint.isActive {
            // A look-up and an insertion, each hashing the constraint, rather than one access
            // through the table's slot: that access is a coroutine whose frame was allocated and
            // freed for every constraint, which cost more than the second hash.
            let key = ObjectIdentifier(constraint)
            guard entries[key] == nil, let recipe = LayoutRecipe(constraint) else { continue }
            let entry = makeEntry(constraint, recipe)
            entries[key] = entry
            if isPersistent { constraint.engine = self }
            add(entry)
        }
    }

    func makeEntry(_ constraint: NSLayoutConstraint?, _ recipe: LayoutRecipe) -> Entry {
        nextSequence += 1
        return Entry(constraint: constraint, recipe: recipe, sequence: nextSequence)
    }

    /// Puts the entry in the solver; a required one that contradicts the others is reported and
    /// left out (broken), as UIKit breaks a constraint and goes on.
    @discardableResult
    func add(_ entry: Entry, reportingFailure: Bool = true) -> Bool {
        let solverConstraint = entry.recipe.solverConstraint(registeringIn: self)
        do {
            try solver.addConstraint(solverConstraint)
            entry.solverConstraint = solverConstraint
            return true
        } catch {
            entry.solverConstraint = nil
            guard case .unsatisfiableConstraint = error else {
                LayoutDiagnostics.log("\(error)")
                return false
            }
            if !broken.contains(where: { $0 === entry }) { broken.append(entry) }
            if reportingFailure { reportUnsatisfiable(entry) }
            return false
        }
    }

    func remove(_ entry: Entry) {
        if let solverConstraint = entry.solverConstraint {
            try? solver.removeConstraint(solverConstraint)
            entry.solverConstraint = nil
            retryBroken()
        }
        broken.removeAll { $0 === entry }
    }

    /// Broken constraints come back once what contradicted them is gone.
    private func retryBroken() {
        guard !broken.isEmpty else { return }
        for entry in broken where entry.solverConstraint == nil {
            if add(entry, reportingFailure: false) { broken.removeAll { $0 === entry } }
        }
    }

    /// Every entry the engine holds: the added constraints, and each registered item's generated
    /// and content-size ones.
    var allEntries: [Entry] {
        var all = Array(entries.values)
        for item in registered.values { all += item.generated + item.intrinsic }
        return all
    }

    /// The solver starts its tableau over if rounding broke a required constraint it kept (see
    /// `ConstraintSolver.settle()`); what the rebuild refused is broken. Returns the variables whose
    /// values may have changed since the last pass (nil: any may have).
    private func recoverFromRounding() -> [SolverVariable]? {
        let (refusedConstraints, changed) = solver.settle()
        guard !refusedConstraints.isEmpty else { return changed }
        let refused = Set(refusedConstraints.map(ObjectIdentifier.init))
        for entry in allEntries {
            guard let solverConstraint = entry.solverConstraint, refused.contains(ObjectIdentifier(solverConstraint))
            else { continue }
            entry.solverConstraint = nil
            if !broken.contains(where: { $0 === entry }) { broken.append(entry) }
            reportUnsatisfiable(entry)
        }
        return changed
    }

    func removeConstraint(_ constraint: NSLayoutConstraint) {
        pending.remove(constraint)
        guard let entry = entries.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        constraint.engine = nil
        remove(entry)
        setNeedsSync()
    }

    /// A new constant for an entry in the solver: one `setConstant`, from the current solution.
    func changeConstant(of entry: Entry, to recipe: LayoutRecipe) {
        let old = entry.recipe
        entry.recipe = recipe
        guard let solverConstraint = entry.solverConstraint else {
            if entry.constraint != nil, broken.contains(where: { $0 === entry }) { retryBroken() }
            return
        }
        do {
            try solver.setConstant(recipe.constant, of: solverConstraint)
        } catch {
            guard case .unsatisfiableConstraint = error else {
                entry.recipe = old
                LayoutDiagnostics.log("\(error)")
                return
            }
            // The solver kept the old constant; the constraint is broken at the new one.
            try? solver.removeConstraint(solverConstraint)
            entry.solverConstraint = nil
            broken.append(entry)
            reportUnsatisfiable(entry)
        }
        setNeedsSync()
    }

    // MARK: - Rebuilding

    /// Starts again from the constraints installed in the hierarchy (after views moved).
    func rebuild() {
        needsRebuild = false
        stamp = Self.makeStamp()
        for entry in entries.values { entry.constraint?.engine = nil }
        solver = ConstraintSolver()
        exerciseHolds.removeAll()
        registered.removeAll()
        registeredViews.removeAll()
        viewsByVariable.removeAll()
        framesToCheck.removeAll()
        registeredLabels.removeAll()
        registeredContentGuides.removeAll()
        entries.removeAll()
        broken.removeAll()
        externallyMoved.removeAll()
        rootWidth = nil
        rootHeight = nil
        suggestedRootSize = nil
        pending = PendingConstraints(root.installedConstraintsOfSubtree())
    }

    /// Gives the constraints up (the root became part of another hierarchy).
    func discard() {
        stamp = Self.makeStamp()
        for entry in entries.values { entry.constraint?.engine = nil }
        entries.removeAll()
        registered.removeAll()
        registeredViews.removeAll()
        viewsByVariable.removeAll()
        framesToCheck.removeAll()
        registeredLabels.removeAll()
        registeredContentGuides.removeAll()
        pending = PendingConstraints()
        if isPersistent { Self.liveEngineCount -= 1 }
    }
}

extension UIView {
    /// Every active constraint installed on this view or a descendant.
    func installedConstraintsOfSubtree() -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        func collect(_ view: UIView) {
            if let state = view.layoutState { found += state.installedConstraints }
            for subview in view.storedSubviews { collect(subview) }
        }
        collect(self)
        return found
    }
}
