import Foundation
import Testing
import Windowing
import WindowingTesting

/// A picker of ten numbered rows on a white screen that records the rows the user selects.
@MainActor
final class PickerController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let picker = UIPickerView(frame: CGRect(x: 20, y: 20, width: 320, height: 216))
    var selected: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        picker.dataSource = self
        picker.delegate = self
        view.addSubview(picker)
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 10 }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "Row \(row)"
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selected.append(row)
    }
}

/// The same picker inside a vertical scroll view taller than the screen.
@MainActor
final class ScrolledPickerController: UIViewController {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 360, height: 260))
    let rows = PickerController()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        scrollView.contentSize = CGSize(width: 360, height: 1000)
        view.addSubview(scrollView)
        rows.loadViewIfNeeded()
        scrollView.addSubview(rows.picker)
    }
}

/// UIPickerView on a private Xvfb: an XTEST click below the band, a wheel notch and a drag each
/// move the selection and tell the delegate once, and the band is drawn behind the selected row.
@MainActor
@Suite(.serialized)
struct PickerX11Tests {
    @Test func aClickAWheelNotchAndADragSelectRows() throws {
        let controller = PickerController()
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 360, height: 260), on: .xvfb)
        defer { app.terminate() }
        // The band is centred at y = 20 + 108, inset 8 points from the picker's sides.
        let band = try #require(app.pixel(at: CGPoint(x: 34, y: 128)))
        #expect(band != 0xFFFFFF && band >> 16 & 0xFF > 200)
        #expect(app.pixel(at: CGPoint(x: 24, y: 128)) == 0xFFFFFF)

        // Two rows below the band.
        app.tap(at: CGPoint(x: 180, y: 128 + 64))
        try app.waitUntil { controller.picker.selectedRow(inComponent: 0) == 2 }
        app.scroll(dy: 1, at: CGPoint(x: 180, y: 128))
        try app.waitUntil { controller.picker.selectedRow(inComponent: 0) == 3 }
        // Two rows' height upwards: two rows on.
        app.drag(from: CGPoint(x: 180, y: 200), to: CGPoint(x: 180, y: 136))
        try app.waitUntil { controller.picker.selectedRow(inComponent: 0) == 5 }
        #expect(controller.selected == [2, 3, 5])
    }

    @Test func aDragOnAPickerInAScrollViewMovesThePickerNotTheScrollView() throws {
        let controller = ScrolledPickerController()
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 360, height: 260), on: .xvfb)
        defer { app.terminate() }
        app.drag(from: CGPoint(x: 180, y: 200), to: CGPoint(x: 180, y: 136))
        try app.waitUntil { controller.rows.picker.selectedRow(inComponent: 0) == 2 }
        #expect(controller.scrollView.contentOffset == .zero)
        #expect(controller.rows.selected == [2])
        // Beside the picker the drag scrolls.
        app.drag(from: CGPoint(x: 180, y: 250), to: CGPoint(x: 180, y: 245 - 60))
        try app.waitUntil { controller.scrollView.contentOffset.y > 0 }
    }
}
