import Foundation

// The rows a picker shows: each component is a clipping column holding the views of the rows
// that are in sight, a label for a title or the delegate's own view, placed around the band at
// the middle and fainter the further they are from it. The band is drawn by the picker behind
// the columns.

/// One component's column: it clips its rows and keeps their views by row.
final class PickerComponentView: UIView {
    /// The views of the rows in sight, and whether each came from the delegate.
    private(set) var rows: [Int: (view: UIView, isDelegates: Bool)] = [:]
    /// Views of rows that left the column, handed back to the delegate as `reusing`.
    private var spareDelegateViews: [UIView] = []
    private var spareLabels: [UILabel] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        isOpaque = false
        // Touches go to the picker, whichever row they land on.
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        isUserInteractionEnabled = false
    }

    func delegateView(forRow row: Int) -> UIView? {
        guard let shown = rows[row], shown.isDelegates else { return nil }
        return shown.view
    }

    /// Forgets every row's content (after a reload); the views are kept for reuse.
    func discardRows() {
        for row in Array(rows.keys) { retire(row) }
    }

    func retire(_ row: Int) {
        guard let shown = rows.removeValue(forKey: row) else { return }
        shown.view.removeFromSuperview()
        if shown.isDelegates {
            spareDelegateViews.append(shown.view)
        } else if let label = shown.view as? UILabel {
            spareLabels.append(label)
        }
    }

    /// The view shown for `row`, made when it comes into sight.
    func view(forRow row: Int, of picker: UIPickerView, component: Int) -> UIView {
        if let shown = rows[row] { return shown.view }
        let made: (view: UIView, isDelegates: Bool)
        let reusable = spareDelegateViews.popLast()
        if let delegate = picker.delegate,
            let view = delegate.pickerView(picker, viewForRow: row, forComponent: component, reusing: reusable)
        {
            made = (view, true)
            if let reusable, reusable !== view { spareDelegateViews.append(reusable) }
        } else {
            if let reusable { spareDelegateViews.append(reusable) }
            let label = spareLabels.popLast() ?? Self.makeLabel()
            let delegate = picker.delegate
            if let attributed = delegate?.pickerView(picker, attributedTitleForRow: row, forComponent: component) {
                label.attributedText = attributed
            } else {
                label.text = delegate?.pickerView(picker, titleForRow: row, forComponent: component)
            }
            made = (label, false)
        }
        rows[row] = made
        addSubview(made.view)
        return made.view
    }

    private static func makeLabel() -> UILabel {
        let label = UILabel(frame: .zero)
        label.font = UIFont.systemFont(ofSize: 21)
        label.textColor = .label
        label.textAlignment = .center
        return label
    }
}

extension UIPickerView {
    /// How faint a row is `distance` rows from the band: the selected row is opaque.
    static func rowAlpha(atDistance distance: CGFloat) -> CGFloat {
        max(1 - 0.3 * abs(distance), 0.25)
    }

    /// Places the rows of `component` in sight around the band and retires the rest.
    func layoutRows(of component: Int) {
        guard componentViews.indices.contains(component), let counts = rowCounts else { return }
        let column = componentViews[component]
        let height = rowHeight(of: component)
        let position = positions[component]
        let count = counts[component]
        // Rows whose frames meet the column, row `position` being centred on the band.
        let above = bounds.height / 2 / height
        let first = max(Int((position - 0.5 - above).rounded(.down)) + 1, 0)
        let last = min(Int((position + 0.5 + above).rounded(.up)) - 1, count - 1)
        let inSight = first <= last ? Set(first...last) : []
        for row in column.rows.keys where !inSight.contains(row) { column.retire(row) }
        guard first <= last else { return }
        for row in first...last {
            let view = column.view(forRow: row, of: self, component: component)
            let distance = CGFloat(row) - position
            view.frame = CGRect(
                x: 0, y: bounds.midY + (distance - 0.5) * height, width: column.bounds.width, height: height)
            view.alpha = Self.rowAlpha(atDistance: distance)
        }
    }

    /// The band behind the selected rows, across the components.
    func drawBand() {
        guard let counts = rowCounts, !counts.isEmpty else { return }
        let height = bandHeight
        let band = CGRect(
            x: Self.horizontalInset, y: bounds.midY - height / 2, width: bounds.width - 2 * Self.horizontalInset,
            height: height)
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(roundedRect: band, cornerRadius: 8).fill()
    }
}
