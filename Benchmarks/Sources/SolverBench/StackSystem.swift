/// A constraint system shaped like Auto Layout's for views in nested stack views, as plain data:
/// what the benchmark hands to `ConstraintSolver` and, as text, to kiwisolver.
struct StackSystem {
    struct Constraint {
        var relation: String
        /// nil for required.
        var weight: Double?
        var constant: Double
        var terms: [(variable: Int, coefficient: Double)]
    }

    private(set) var variableCount = 0
    private(set) var constraints: [Constraint] = []
    private(set) var viewCount = 0
    /// The root view's width and height: the window's size, as edit variables.
    private(set) var width = 0
    private(set) var height = 0
    /// A constraint near the root and one deep in the tree, whose constants the benchmark changes.
    private(set) var outerConstraint = 0
    private(set) var innerConstraint = 0

    /// A vertical stack of `fanOut[0]` horizontal stacks of `fanOut[1]` vertical stacks… whose
    /// last level holds plain views; every stack fills equally with 8-point spacing, and every
    /// plain view asks to be at least 10 points wide at priority 750.
    init(fanOut: [Int]) {
        let root = makeView()
        width = root + 2
        height = root + 3
        add("==", nil, 0, [(root, 1)])
        add("==", nil, 0, [(root + 1, 1)])
        build(parent: root, fanOut: fanOut[...], vertical: true)
    }

    private mutating func makeView() -> Int {
        viewCount += 1
        variableCount += 4
        return variableCount - 4  // x, y, width, height
    }

    private mutating func add(_ relation: String, _ weight: Double?, _ constant: Double, _ terms: [(Int, Double)]) {
        constraints.append(Constraint(relation: relation, weight: weight, constant: constant, terms: terms))
    }

    private mutating func build(parent: Int, fanOut: ArraySlice<Int>, vertical: Bool) {
        guard let count = fanOut.first else {
            add(">=", 750, -10, [(parent + 2, 1)])
            return
        }
        let (position, size) = vertical ? (1, 3) : (0, 2)
        let (crossPosition, crossSize) = vertical ? (0, 2) : (1, 3)
        var children: [Int] = []
        for index in 0..<count {
            let child = makeView()
            if index == 0 {
                add("==", nil, -8, [(child + position, 1), (parent + position, -1)])
            } else {
                let previous = children[index - 1]
                add("==", nil, -8, [(child + position, 1), (previous + position, -1), (previous + size, -1)])
                add("==", nil, 0, [(child + size, 1), (children[0] + size, -1)])
            }
            if parent == 0 && index == 1 { outerConstraint = constraints.count - 2 }
            if fanOut.count == 1 && index == 1 { innerConstraint = constraints.count - 2 }
            add("==", nil, -4, [(child + crossPosition, 1), (parent + crossPosition, -1)])
            add("==", nil, 8, [(child + crossSize, 1), (parent + crossSize, -1)])
            children.append(child)
        }
        let last = children[count - 1]
        add("==", nil, 8, [(last + position, 1), (last + size, 1), (parent + position, -1), (parent + size, -1)])
        for child in children {
            build(parent: child, fanOut: fanOut.dropFirst(), vertical: !vertical)
        }
    }

    /// The system in `scripts/kiwi-differential.py`'s format, for `Benchmarks/solverbench.py`.
    var text: String {
        var lines = ["system 0 \(variableCount)"]
        for (index, constraint) in constraints.enumerated() {
            let strength = constraint.weight.map { "\($0)" } ?? "required"
            let terms = constraint.terms.map { "\($0.variable) \($0.coefficient)" }.joined(separator: " ")
            lines.append("add ok \(index) \(constraint.relation) \(strength) \(constraint.constant) \(terms)")
        }
        lines.append("edit ok \(width) 1000000.0")
        lines.append("edit ok \(height) 1000000.0")
        lines.append("outer \(outerConstraint)")
        lines.append("inner \(innerConstraint)")
        return lines.joined(separator: "\n") + "\n"
    }
}
