import Testing

@_spi(LayoutSolver) @testable import Windowing

/// A new constant shifts every row its marker is in, and the check after it walks the required
/// constraints listed under each changed variable: what the solver lists and checks there.
struct SolverConstantShiftTests {
    private let solver = ConstraintSolver()

    private func constant(_ value: Double) -> SolverExpression { SolverExpression(constant: value) }

    @Test func aShiftListsEveryChangedVariableOnceAndMovesEachByItsCoefficient() throws {
        // x0 = 10 and x(i) = x(i-1) + 5: the first constant is in every row.
        let variables = (0..<20).map { _ in solver.makeVariable() }
        let pin = SolverConstraint(SolverExpression(variables[0]), .equal, constant(10))
        try solver.addConstraint(pin)
        for index in 1..<variables.count {
            try solver.addConstraint(
                SolverConstraint(variables[index] - variables[index - 1], .equal, constant(5)))
        }
        _ = solver.settle()
        try solver.setConstant(-13, of: pin)  // x0 - 13 == 0
        let settled = solver.settle()
        #expect(settled.refused.isEmpty)
        let changed = try #require(settled.changed).map(\.id)
        #expect(changed.count == variables.count)
        #expect(Set(changed) == Set(variables.map(\.id)))
        #expect(variables.map { solver.value(of: $0) } == (0..<20).map { 13 + 5 * Double($0) })
        #expect(solver.settle().changed?.isEmpty == true)
        #expect(solver.rebuilds == 0)
    }

    @Test func aShiftThatBreaksARedundantRequiredEqualityIsRefusedAndUndone() throws {
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.addConstraint(SolverConstraint(SolverExpression(x), .equal, constant(10)))
        try solver.addConstraint(SolverConstraint(SolverExpression(y), .equal, SolverExpression(x)))
        let redundant = SolverConstraint(SolverExpression(y), .equal, constant(10))
        try solver.addConstraint(redundant)
        #expect(throws: SolverError.unsatisfiableConstraint(.init(redundant))) {
            try solver.setConstant(-20, of: redundant)
        }
        #expect(redundant.expression.constant == -10)
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 10)
        #expect(solver.settle().refused.isEmpty)
    }

    @Test func aRemovedConstraintIsNoLongerCheckedUnderItsVariables() throws {
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let pin = SolverConstraint(SolverExpression(x), .equal, constant(4))
        let gap = SolverConstraint(y - x, .equal, constant(6))
        let floor = SolverConstraint(SolverExpression(y), .greaterThanOrEqual, constant(0))
        for constraint in [pin, gap, floor] { try solver.addConstraint(constraint) }
        try solver.removeConstraint(floor)
        try solver.setConstant(-30, of: pin)
        #expect(solver.settle().refused.isEmpty)
        #expect(solver.value(of: y) == 36)
        #expect(solver.requiredConstraintsHold)
        #expect(solver.rebuilds == 0)
    }

    @Test func aRequiredConstraintListGrowsRemovesByIdentityAndEmpties() {
        let constraints = (0..<9).map { SolverConstraint(constant(Double($0)), .equal, constant(Double($0))) }
        var list = RequiredConstraintList()
        defer { list.deallocate() }
        #expect(list.elements.isEmpty)
        for constraint in constraints { list.append(Unmanaged.passUnretained(constraint)) }
        func listed() -> [ObjectIdentifier] { list.elements.map { ObjectIdentifier($0.takeUnretainedValue()) } }
        #expect(listed() == constraints.map(ObjectIdentifier.init))
        // The last takes the removed one's place; one not listed changes nothing.
        list.remove(Unmanaged.passUnretained(constraints[2]))
        list.remove(Unmanaged.passUnretained(SolverConstraint(constant(1), .equal, constant(1))))
        var expected = constraints.map(ObjectIdentifier.init)
        expected[2] = expected.removeLast()
        #expect(listed() == expected)
        list.removeAll()
        #expect(list.elements.isEmpty)
        list.append(Unmanaged.passUnretained(constraints[0]))
        #expect(listed() == [ObjectIdentifier(constraints[0])])
    }
}
