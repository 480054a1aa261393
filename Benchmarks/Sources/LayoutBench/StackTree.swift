import Windowing

/// Views in nested stack views, as an app builds them in code: a vertical `UIStackView` of
/// `fanOut[0]` horizontal stacks of `fanOut[1]` vertical stacks… whose last level holds plain
/// coloured views. Every stack fills equally with 2 points of spacing, so every frame follows
/// from the window's size. One leaf holds a 4-point badge placed by constraints of its own, whose
/// leading constant the benchmark changes.
@MainActor
struct StackTree {
    let stack: UIStackView
    private(set) var leaves: [UIView] = []
    private(set) var viewCount = 1
    let badge = UIView()
    private(set) var badgeLeading: NSLayoutConstraint?

    init(fanOut: [Int]) {
        stack = UIStackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        fill(stack, fanOut: fanOut[...], vertical: true)
        let leaf = leaves[leaves.count / 2]
        badge.translatesAutoresizingMaskIntoConstraints = false
        badge.backgroundColor = .white
        leaf.addSubview(badge)
        viewCount += 1
        let leading = badge.leadingAnchor.constraint(equalTo: leaf.leadingAnchor, constant: 1)
        badgeLeading = leading
        NSLayoutConstraint.activate([
            leading,
            badge.topAnchor.constraint(equalTo: leaf.topAnchor, constant: 1),
            badge.widthAnchor.constraint(equalToConstant: 4),
            badge.heightAnchor.constraint(equalToConstant: 4),
        ])
    }

    private mutating func fill(_ stack: UIStackView, fanOut: ArraySlice<Int>, vertical: Bool) {
        stack.axis = vertical ? .vertical : .horizontal
        stack.distribution = .fillEqually
        stack.spacing = 2
        guard let count = fanOut.first else { return }
        for index in 0..<count {
            viewCount += 1
            if fanOut.count == 1 {
                let leaf = UIView()
                leaf.backgroundColor = index % 2 == 0 ? .systemBlue : .systemGreen
                stack.addArrangedSubview(leaf)
                leaves.append(leaf)
            } else {
                let child = UIStackView()
                fill(child, fanOut: fanOut.dropFirst(), vertical: !vertical)
                stack.addArrangedSubview(child)
            }
        }
    }

    /// The outer stack's edges pinned to `root`'s; the leading one first.
    func pins(to root: UIView) -> [NSLayoutConstraint] {
        [
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ]
    }

    /// Whether the layout is the one the constraints state: the outer stack fills `root` from
    /// `inset` points in, the last leaf ends at its bottom-right corner, and the badge sits
    /// `badgeLeading.constant` points into its leaf.
    func isLaidOut(in root: UIView, leadingInset inset: CGFloat = 0) -> Bool {
        guard let last = leaves.last, let leaf = badge.superview, let badgeLeading else { return false }
        let bounds = root.bounds
        let lastFrame = last.convert(last.bounds, to: root)
        return stack.frame == CGRect(x: inset, y: 0, width: bounds.width - inset, height: bounds.height)
            && abs(lastFrame.maxX - bounds.width) < 0.01 && abs(lastFrame.maxY - bounds.height) < 0.01
            && lastFrame.width > 0 && badge.frame.minX == badgeLeading.constant && badge.frame.width == 4
            && leaf.bounds.height > 4
    }
}
