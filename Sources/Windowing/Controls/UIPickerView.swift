public import Foundation

/// A spinning-wheel list of rows in one or more components, with the selected row of each in a
/// band at the middle: UIKit's picker view. https://developer.apple.com/documentation/uikit/uipickerview
///
/// The `dataSource` gives the number of components and of rows in each; the `delegate` gives each
/// row's title, attributed title or view, the components' widths and row heights, and hears
/// `pickerView(_:didSelectRow:inComponent:)` when the user settles a component on a different
/// row. `selectRow(_:inComponent:animated:)` changes the selection in code without telling the
/// delegate. The picker reads its data source the first time it is asked or laid out, and again
/// after `reloadAllComponents()` or `reloadComponent(_:)`.
///
/// The user moves a component by dragging it vertically (it settles on the row nearest the band
/// when released), by tapping a row above or below the band (that row becomes the selection), or
/// by one wheel notch over it (one row). Inside a scroll view, a vertical drag that starts on a
/// component moves the picker and not the scroll view, as in UIKit. Rows are 32 points high by
/// default, the picker 320×216; rows fade with their distance from the band.
///
/// A negative count from the data source is logged and read as 0.
/// `selectRow(_:inComponent:animated:)` clamps a row past either end to the first or last row,
/// and ignores a component that does not exist or has no rows; `selectedRow(inComponent:)` is -1
/// for those.
///
/// - Note: Differs from UIKit: rows lie flat, without the wheel's 3D curve, and a change of row is
///   shown at once, without animation, even when `animated` is true. A drag has no momentum: a
///   fling settles on the row nearest the band where the pointer was released.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// The size a picker has when created with an empty frame, and its intrinsic size.
    static let defaultSize = CGSize(width: 320, height: 216)
    /// A row's height when the delegate does not say, in points.
    static let defaultRowHeight: CGFloat = 32
    /// The margin between the picker's edges and its components, and the gap between components.
    static let horizontalInset: CGFloat = 8
    static let componentSpacing: CGFloat = 4

    /// Where the rows come from. Not retained, as in UIKit.
    open weak var dataSource: (any UIPickerViewDataSource)? {
        didSet { invalidateData() }
    }

    /// What the rows show and who hears about selection. Not retained, as in UIKit.
    open weak var delegate: (any UIPickerViewDelegate)? {
        didSet { invalidateData() }
    }

    /// Kept for code written for iOS 6 and earlier; the band is always shown, as in UIKit since iOS 7.
    open var showsSelectionIndicator = true

    /// Rows per component, as the data source last said; nil until it is read.
    var rowCounts: [Int]?
    /// The selected row of each component (-1 when it has no rows).
    var selectedRows: [Int] = []
    /// Where each component's rows stand, in rows: the row at the band's centre. Equal to the
    /// selection except while the user drags.
    var positions: [CGFloat] = []
    /// One clipping view per component, holding the views of its visible rows.
    var componentViews: [PickerComponentView] = []
    private var isLoading = false
    /// The press being tracked, and the wheel's part-rows per component.
    var press: PickerPress?
    var wheelRemainders: [Int: CGFloat] = [:]

    /// Creates a picker; an empty frame is given UIKit's default size, 320×216.
    public override init(frame: CGRect) {
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: Self.defaultSize) : frame)
        setUp()
    }

    /// Creates a picker from an archive (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        addGestureRecognizer(PickerWheelRecognizer(picker: self))
    }

    open override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging(pickerOutlets) { $1 }
    }

    // MARK: - Components and rows

    /// How many components the data source gives (0 without one).
    open var numberOfComponents: Int { loadedCounts().count }

    /// How many rows `component` has; 0 for a component that does not exist.
    open func numberOfRows(inComponent component: Int) -> Int {
        let counts = loadedCounts()
        return counts.indices.contains(component) ? counts[component] : 0
    }

    /// Reads the data source again for every component, keeping each selection within its rows.
    open func reloadAllComponents() {
        invalidateData()
        _ = loadedCounts()
    }

    /// Reads the number of rows of `component` again and asks for its rows' content anew; does
    /// nothing for a component that does not exist.
    open func reloadComponent(_ component: Int) {
        guard var counts = rowCounts, counts.indices.contains(component) else {
            if rowCounts == nil { _ = loadedCounts() }
            return
        }
        counts[component] = rowCount(ofComponent: component)
        rowCounts = counts
        keepSelection(inComponent: component)
        componentViews[component].discardRows()
        setNeedsLayout()
    }

    /// The counts, read from the data source if they are not yet.
    func loadedCounts() -> [Int] {
        if let rowCounts { return rowCounts }
        // A data source that asks the picker for its counts while giving them gets none.
        guard !isLoading else { return [] }
        isLoading = true
        defer { isLoading = false }
        var components = 0
        if let dataSource {
            components = Trace.call(dataSource, "numberOfComponents(in:)") { dataSource.numberOfComponents(in: self) }
            if components < 0 {
                Diagnostics.warning(
                    "UIPickerView: numberOfComponents(in:) returned \(components); a count cannot be negative, so the "
                        + "picker shows no components. Hint: return 0 or more.")
                components = 0
            }
        }
        let counts = (0..<components).map(rowCount(ofComponent:))
        rowCounts = counts
        selectedRows = Array(selectedRows.prefix(components))
        positions = Array(positions.prefix(components))
        while selectedRows.count < components { selectedRows.append(0) }
        while positions.count < components { positions.append(0) }
        for view in componentViews.dropFirst(components) { view.removeFromSuperview() }
        componentViews = Array(componentViews.prefix(components))
        while componentViews.count < components {
            let view = PickerComponentView(frame: .zero)
            componentViews.append(view)
            addSubview(view)
        }
        for component in 0..<components {
            keepSelection(inComponent: component)
            componentViews[component].discardRows()
        }
        setNeedsLayout()
        setNeedsDisplay()
        return counts
    }

    /// The data source's count of rows in `component`, 0 when it gives a negative one.
    private func rowCount(ofComponent component: Int) -> Int {
        guard let dataSource else { return 0 }
        let count = Trace.call(dataSource, "pickerView(_:numberOfRowsInComponent:)") {
            dataSource.pickerView(self, numberOfRowsInComponent: component)
        }
        guard count >= 0 else {
            Diagnostics.warning(
                "UIPickerView: pickerView(_:numberOfRowsInComponent:) returned \(count) for component \(component); a "
                    + "count cannot be negative, so the component shows no rows. Hint: return 0 or more.")
            return 0
        }
        return count
    }

    /// Forgets the counts and rows; they are read again when next needed.
    private func invalidateData() {
        rowCounts = nil
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Pins a component's selection to its rows: -1 with none, else within `0..<count`.
    private func keepSelection(inComponent component: Int) {
        let count = rowCounts?[component] ?? 0
        let row = count == 0 ? -1 : min(max(selectedRows[component], 0), count - 1)
        selectedRows[component] = row
        positions[component] = CGFloat(max(row, 0))
    }

    // MARK: - Selection

    /// The selected row of `component`; -1 when it has no rows or does not exist.
    open func selectedRow(inComponent component: Int) -> Int {
        let counts = loadedCounts()
        return counts.indices.contains(component) ? selectedRows[component] : -1
    }

    /// Selects `row` in `component` without telling the delegate, as in UIKit. A row past either
    /// end selects the first or last row; a component that does not exist or has no rows is left
    /// alone.
    ///
    /// - Note: Differs from UIKit: the rows move at once even when `animated` is true.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        let counts = loadedCounts()
        guard counts.indices.contains(component), counts[component] > 0 else { return }
        settle(component, on: row)
    }

    /// Moves `component` to `row` (pinned to its rows) and shows it; returns the row it settled on.
    @discardableResult
    func settle(_ component: Int, on row: Int) -> Int {
        guard let counts = rowCounts, counts.indices.contains(component), counts[component] > 0 else { return -1 }
        let count = counts[component]
        let pinned = min(max(row, 0), count - 1)
        selectedRows[component] = pinned
        positions[component] = CGFloat(pinned)
        layoutRows(of: component)
        return pinned
    }

    // MARK: - Geometry

    /// The size of a row of `component`: the component's width and its row height; zero for a
    /// component that does not exist.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard loadedCounts().indices.contains(component) else { return .zero }
        return CGSize(width: width(of: component), height: rowHeight(of: component))
    }

    /// The view the delegate gave for `row` of `component`, while that row is shown; nil when
    /// it is not shown or shows a title.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        layoutIfNeeded()
        guard componentViews.indices.contains(component) else { return nil }
        return componentViews[component].delegateView(forRow: row)
    }

    open override var intrinsicContentSize: CGSize { Self.defaultSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.defaultSize }

    /// Each component's share of the width when the delegate does not give widths.
    var evenComponentWidth: CGFloat {
        let components = CGFloat(max(rowCounts?.count ?? 1, 1))
        let available = bounds.width - 2 * Self.horizontalInset - (components - 1) * Self.componentSpacing
        return max(available / components, 0)
    }

    func width(of component: Int) -> CGFloat {
        let width = delegate?.pickerView(self, widthForComponent: component) ?? evenComponentWidth
        return width.isFinite ? max(width, 0) : 0
    }

    func rowHeight(of component: Int) -> CGFloat {
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
        return height.isFinite && height > 0 ? height : Self.defaultRowHeight
    }

    /// The band's height: the tallest row among the components.
    var bandHeight: CGFloat {
        (0..<(rowCounts?.count ?? 0)).map(rowHeight(of:)).max() ?? Self.defaultRowHeight
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let counts = loadedCounts()
        let widths = counts.indices.map(width(of:))
        let total = widths.reduce(0, +) + CGFloat(max(counts.count - 1, 0)) * Self.componentSpacing
        var x = bounds.midX - total / 2
        for component in counts.indices {
            componentViews[component].frame = CGRect(x: x, y: 0, width: widths[component], height: bounds.height)
            x += widths[component] + Self.componentSpacing
            layoutRows(of: component)
        }
    }

    open override func draw(_ rect: CGRect) { drawBand() }

    // MARK: - Touches (UIPickerView+Interaction.swift)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchBegan(touches) }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchMoved(touches) }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchEnded(touches) }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchCancelled() }

    /// The component whose column holds `x` (in the picker's coordinates), if any.
    func component(at x: CGFloat) -> Int? {
        componentViews.firstIndex { x >= $0.frame.minX && x < $0.frame.maxX }
    }
}
