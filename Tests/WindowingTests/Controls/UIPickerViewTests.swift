import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// A data source and delegate with fixed counts that records what the picker asks and tells.
@MainActor
final class PickerModel: UIPickerViewDataSource, UIPickerViewDelegate {
    var counts: [Int]
    var calls: [String] = []
    var widths: [CGFloat]?
    var views = false
    /// How many times the picker handed back a view for reuse.
    var reused = 0

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { counts.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { counts[component] }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "\(component).\(row)"
    }

    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView? {
        guard views else { return nil }
        if view != nil { reused += 1 }
        let made = view ?? UIView(frame: .zero)
        made.tag = 1000 * component + row
        return made
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        calls.append("didSelect \(row) in \(component)")
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        widths?[component] ?? pickerView.evenComponentWidth
    }
}

/// A delegate whose rows have attributed titles as well as plain ones.
@MainActor
final class AttributedPickerModel: UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "plain"
    }
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    {
        row == 0 ? NSAttributedString(string: "rich") : nil
    }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }
}

/// A data source that gives negative counts.
@MainActor
final class NegativePickerSource: UIPickerViewDataSource {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { -3 }
}

/// Drives a picker's touch methods with one touch whose locations are in a 400×400 window.
@MainActor
final class PickerTouchDriver {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let picker: UIPickerView
    private var touch = UITouch()

    init(_ picker: UIPickerView) {
        self.picker = picker
        window.addSubview(picker)
    }

    func down(_ x: CGFloat, _ y: CGFloat) {
        touch = UITouch()
        touch.view = picker
        touch.window = window
        touch.locationInWindow = CGPoint(x: x, y: y)
        touch.previousLocationInWindow = touch.locationInWindow
        touch.phase = .began
        picker.touchesBegan([touch], with: nil)
    }

    func move(_ x: CGFloat, _ y: CGFloat) {
        place(x, y, .moved)
        picker.touchesMoved([touch], with: nil)
    }

    func up(_ x: CGFloat, _ y: CGFloat) {
        place(x, y, .ended)
        picker.touchesEnded([touch], with: nil)
    }

    func cancel() {
        touch.phase = .cancelled
        picker.touchesCancelled([touch], with: nil)
    }

    func tap(_ x: CGFloat, _ y: CGFloat) {
        down(x, y)
        up(x, y)
    }

    private func place(_ x: CGFloat, _ y: CGFloat, _ phase: UITouch.Phase) {
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = CGPoint(x: x, y: y)
        touch.phase = phase
    }
}

/// `UIPickerView`: counts and selection from the data source, geometry, the rows it shows, and
/// the user's drags, taps and wheel notches with the delegate calls they make. The picker sits at
/// the window's origin, 320×216, so the band's centre is at y = 108 and rows are 32 points apart;
/// with two components each is (320 − 16 − 4) / 2 = 150 wide, the first from x = 8 to 158.
@Suite @MainActor struct UIPickerViewTests {
    let picker = UIPickerView(frame: .zero)
    let model = PickerModel([10, 3])
    let driver: PickerTouchDriver

    init() {
        driver = PickerTouchDriver(picker)
        picker.dataSource = model
        picker.delegate = model
        picker.layoutIfNeeded()
    }

    @Test func defaultsAreUIKits() {
        let fresh = UIPickerView(frame: .zero)
        #expect(fresh.frame.size == CGSize(width: 320, height: 216))
        #expect(fresh.intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(fresh.numberOfComponents == 0)
        #expect(fresh.selectedRow(inComponent: 0) == -1)
        #expect(fresh.dataSource == nil && fresh.delegate == nil)
    }

    @Test func countsComeFromTheDataSource() {
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 10)
        #expect(picker.numberOfRows(inComponent: 1) == 3)
        #expect(picker.numberOfRows(inComponent: 2) == 0)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 1) == 0)
    }

    @Test func negativeCountsAreZero() {
        let source = NegativePickerSource()
        picker.dataSource = source
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 0) == -1)
        picker.selectRow(1, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == -1)
    }

    @Test func selectRowMovesTheSelectionWithoutTellingTheDelegate() {
        picker.selectRow(4, inComponent: 0, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 4)
        #expect(model.calls.isEmpty)
    }

    @Test func selectRowClampsARowOutOfRangeAndIgnoresAMissingComponent() {
        picker.selectRow(25, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 9)
        picker.selectRow(-4, inComponent: 1, animated: false)
        #expect(picker.selectedRow(inComponent: 1) == 0)
        picker.selectRow(1, inComponent: 5, animated: false)
        picker.selectRow(1, inComponent: -1, animated: false)
        #expect(picker.selectedRow(inComponent: 5) == -1 && picker.selectedRow(inComponent: -1) == -1)
    }

    @Test func reloadingKeepsTheSelectionWithinTheNewRows() {
        picker.selectRow(8, inComponent: 0, animated: false)
        picker.selectRow(2, inComponent: 1, animated: false)
        model.counts = [5, 0]
        picker.reloadComponent(0)
        #expect(picker.selectedRow(inComponent: 0) == 4)
        #expect(picker.numberOfRows(inComponent: 1) == 3, "component 1 was not reloaded")
        picker.reloadAllComponents()
        #expect(picker.numberOfRows(inComponent: 1) == 0 && picker.selectedRow(inComponent: 1) == -1)
        model.counts = [5, 0, 7]
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 3 && picker.selectedRow(inComponent: 2) == 0)
        picker.reloadComponent(9)
    }

    @Test func rowSizeIsTheComponentsWidthAndRowHeight() {
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 150, height: 32))
        #expect(picker.rowSize(forComponent: 3) == .zero)
        model.widths = [100, 60]
        picker.setNeedsLayout()
        picker.layoutIfNeeded()
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 60, height: 32))
        // 164 wide in all, centred: the first column starts at (320 − 164) / 2.
        #expect(picker.componentViews[0].frame == CGRect(x: 78, y: 0, width: 100, height: 216))
        #expect(picker.componentViews[1].frame == CGRect(x: 182, y: 0, width: 60, height: 216))
    }

    @Test func theSelectedRowSitsInTheBandWithTheRowsAroundItFainter() throws {
        picker.selectRow(5, inComponent: 0, animated: false)
        let column = picker.componentViews[0]
        let selected = try #require(column.rows[5]?.view as? UILabel)
        #expect(selected.text == "0.5")
        #expect(selected.frame == CGRect(x: 0, y: 92, width: 150, height: 32))
        #expect(selected.alpha == 1)
        let above = try #require(column.rows[4]?.view)
        #expect(above.frame.minY == 60 && above.alpha < 1)
        #expect(column.rows[0] == nil, "row 0 is out of sight")
    }

    @Test func viewForRowIsTheDelegatesViewWhileItIsShown() {
        #expect(picker.view(forRow: 0, forComponent: 0) == nil, "titles are not the delegate's views")
        model.views = true
        picker.reloadAllComponents()
        picker.layoutIfNeeded()
        #expect(picker.view(forRow: 1, forComponent: 1)?.tag == 1001)
        #expect(picker.view(forRow: 9, forComponent: 0) == nil, "row 9 is out of sight")
        #expect(picker.view(forRow: 0, forComponent: 7) == nil)
    }

    @Test func anAttributedTitleIsPreferredToThePlainOneAndRowsTakeTheDelegatesHeight() throws {
        let rich = AttributedPickerModel()
        picker.dataSource = rich
        picker.delegate = rich
        picker.layoutIfNeeded()
        let column = picker.componentViews[0]
        #expect((column.rows[0]?.view as? UILabel)?.text == "rich")
        #expect((column.rows[1]?.view as? UILabel)?.text == "plain")
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 304, height: 40))
        #expect(column.rows[1]?.view.frame == CGRect(x: 0, y: 128, width: 304, height: 40))
    }

    @Test func theDelegatesViewsOfRowsThatLeaveSightAreHandedBackForReuse() {
        model.views = true
        picker.reloadAllComponents()
        picker.layoutIfNeeded()
        #expect(model.reused == 0)
        picker.selectRow(9, inComponent: 0, animated: false)
        #expect(model.reused > 0)
        #expect(picker.view(forRow: 9, forComponent: 0)?.tag == 9)
        #expect(picker.view(forRow: 0, forComponent: 0) == nil)
    }

    // MARK: - The user

    @Test func aDragSettlesOnTheNearestRowAndTellsTheDelegateOnce() {
        driver.down(80, 150)
        driver.move(80, 120)
        driver.move(80, 70)
        #expect(picker.selectedRow(inComponent: 0) == 0, "the selection changes on release")
        // 90 points up is 2.8 rows: the nearest row is 3.
        driver.up(80, 60)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        #expect(model.calls == ["didSelect 3 in 0"])
    }

    @Test func aDragBackToTheSameRowTellsNothing() {
        driver.down(80, 150)
        driver.move(80, 100)
        driver.move(80, 155)
        driver.up(80, 155)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(model.calls.isEmpty)
    }

    @Test func aDragStopsAtTheLastRow() {
        driver.down(240, 200)
        driver.move(240, 0)
        driver.up(240, 0)
        #expect(picker.selectedRow(inComponent: 1) == 2)
        #expect(model.calls == ["didSelect 2 in 1"])
    }

    @Test func aTapBelowTheBandSelectsThatRow() {
        driver.tap(80, 108 + 64)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        driver.tap(80, 108 - 32)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        driver.tap(80, 108)
        #expect(model.calls == ["didSelect 2 in 0", "didSelect 1 in 0"])
    }

    @Test func aTapPastTheRowsOrBesideTheComponentsChangesNothing() {
        driver.tap(80, 108 - 64)
        driver.tap(240, 108 + 96)
        driver.tap(3, 140)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 1) == 0)
        #expect(model.calls.isEmpty)
    }

    @Test func aCancelledDragGoesBackToTheSelection() {
        driver.down(80, 150)
        driver.move(80, 50)
        driver.cancel()
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.positions[0] == 0)
        #expect(model.calls.isEmpty)
    }

    @Test func aReloadThatTakesTheComponentAwayMidDragEndsTheDragQuietly() {
        driver.down(240, 150)
        driver.move(240, 100)
        model.counts = [10]
        picker.reloadAllComponents()
        driver.move(240, 60)
        driver.up(240, 60)
        #expect(picker.numberOfComponents == 1 && picker.selectedRow(inComponent: 1) == -1)
        #expect(model.calls.isEmpty)
    }

    @Test func aWheelNotchMovesOneRow() {
        picker.scroll(byWheelNotches: 1, at: CGPoint(x: 240, y: 50))
        #expect(picker.selectedRow(inComponent: 1) == 1)
        picker.scroll(byWheelNotches: -3, at: CGPoint(x: 240, y: 50))
        #expect(picker.selectedRow(inComponent: 1) == 0)
        picker.scroll(byWheelNotches: -1, at: CGPoint(x: 240, y: 50))
        picker.scroll(byWheelNotches: 0.5, at: CGPoint(x: 80, y: 50))
        #expect(picker.selectedRow(inComponent: 0) == 0, "half a notch is not a row yet")
        picker.scroll(byWheelNotches: 0.5, at: CGPoint(x: 80, y: 50))
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(model.calls == ["didSelect 1 in 1", "didSelect 0 in 1", "didSelect 1 in 0"])
    }

    @Test func thePickersRecognizerTakesTheWheelAndLeavesTouchesToThePicker() throws {
        let wheel = try #require(picker.gestureRecognizers?.first as? PickerWheelRecognizer)
        #expect(wheel.allowedScrollTypesMask == .all)
        #expect(!wheel.cancelsTouchesInView)
    }

    // MARK: - Pixels

    private func rgb(_ pixel: UInt32) -> [Int] {
        [Int(pixel >> 16 & 0xff), Int(pixel >> 8 & 0xff), Int(pixel & 0xff)]
    }

    /// The darkest channel in a rectangle: text leaves dark pixels, empty space is light.
    private func darkest(_ renderer: OffscreenRenderer, _ rect: CGRect) -> Int {
        var least = 255
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                least = min(least, rgb(renderer.pixel(x: x, y: y)).min() ?? 255)
            }
        }
        return least
    }

    @Test func drawsTheBandWithTheSelectedTitleDarkerThanTheRowsAroundIt() {
        let single = PickerModel([5])
        let view = UIPickerView(frame: .zero)
        view.dataSource = single
        view.delegate = single
        view.selectRow(2, inComponent: 0, animated: false)
        view.layoutIfNeeded()
        let renderer = OffscreenRenderer(width: 320, height: 216)
        renderer.render(view)
        #expect(rgb(renderer.pixel(x: 2, y: 108)) == [255, 255, 255], "outside the band")
        let band = rgb(renderer.pixel(x: 12, y: 108))
        #expect(band != [255, 255, 255] && band.allSatisfy { $0 > 200 }, "the band is a light grey")
        let selectedInk = darkest(renderer, CGRect(x: 8, y: 92, width: 304, height: 32))
        let aboveInk = darkest(renderer, CGRect(x: 8, y: 60, width: 304, height: 32))
        let farInk = darkest(renderer, CGRect(x: 8, y: 28, width: 304, height: 32))
        #expect(selectedInk < 60)
        #expect(aboveInk > selectedInk + 40 && farInk > aboveInk)
        #expect(darkest(renderer, CGRect(x: 8, y: 0, width: 304, height: 20)) == 255, "no row above row 0")
    }
}
