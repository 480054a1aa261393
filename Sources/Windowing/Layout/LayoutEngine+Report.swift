import Foundation

// UIKit's "Unable to simultaneously satisfy constraints." report: the required constraints that
// cannot hold together, and the one broken so that layout goes on.
extension LayoutEngine {
    /// The largest set of candidates narrowed down one by one; past it the report lists the
    /// constraints connected to the broken one.
    static let conflictSearchLimit = 80

    func reportUnsatisfiable(_ broken: Entry) {
        let conflicting = conflictSet(for: broken)
        LayoutDiagnostics.log(
            Self.unsatisfiableReport(
                listing: conflicting.compactMap { $0.constraint?.describeConstraint() },
                broken: broken.constraint?.describeConstraint() ?? "(a constraint Windowing made)",
                mentionsAutoresizing: conflicting.contains { $0.constraint is NSAutoresizingMaskLayoutConstraint }))
    }

    /// UIKit's report text.
    /// - Note: Differs from UIKit: the closing lines about a symbolic breakpoint at
    ///   `UIViewAlertForUnsatisfiableConstraints` are left out; there is no such symbol here.
    static func unsatisfiableReport(listing: [String], broken: String, mentionsAutoresizing: Bool) -> String {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if mentionsAutoresizing {
            lines.append(
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the "
                    + "documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        lines.append(listing.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(broken)
        return lines.joined(separator: "\n")
    }

    /// The required constraints that, with `broken`, cannot all hold: those connected to it
    /// through shared items, narrowed to a minimal set by leaving each out in turn.
    func conflictSet(for broken: Entry) -> [Entry] {
        let candidates = allEntries.filter {
            $0 !== broken && $0.solverConstraint != nil && $0.recipe.strength.isRequired
        }
        var connected = connectedEntries(to: broken, among: candidates)
        if connected.count <= Self.conflictSearchLimit {
            var index = connected.count - 1
            while index >= 0 {
                var without = connected
                without.remove(at: index)
                if !Self.isSatisfiable(without + [broken]) { connected = without }
                index -= 1
            }
        }
        return (connected + [broken]).sorted { $0.sequence < $1.sequence }
    }

    private func connectedEntries(to start: Entry, among candidates: [Entry]) -> [Entry] {
        var items = Set(start.recipe.terms.compactMap { $0.item.map(ObjectIdentifier.init) })
        var remaining = candidates
        var connected: [Entry] = []
        var grew = true
        while grew {
            grew = false
            remaining.removeAll { entry in
                let entryItems = entry.recipe.terms.compactMap { $0.item.map(ObjectIdentifier.init) }
                guard entryItems.contains(where: items.contains) else { return false }
                items.formUnion(entryItems)
                connected.append(entry)
                grew = true
                return true
            }
        }
        return connected
    }

    /// Whether the constraints hold together, tried in a scratch solver.
    static func isSatisfiable(_ entries: [Entry]) -> Bool {
        let scratch = ConstraintSolver()
        var variables: [ObjectIdentifier: [SolverVariable]] = [:]
        for entry in entries {
            let constraint = entry.recipe.solverConstraint { item, kind in
                let key = ObjectIdentifier(item)
                if let found = variables[key] { return found[kind.rawValue] }
                let made = (0..<4).map { _ in scratch.makeVariable() }
                variables[key] = made
                return made[kind.rawValue]
            }
            do { try scratch.addConstraint(constraint) } catch { return false }
        }
        return true
    }
}
