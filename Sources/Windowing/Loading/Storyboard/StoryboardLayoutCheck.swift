import Foundation

/// The Auto Layout issues Xcode's issue navigator shows for a storyboard or nib, found by laying
/// each scene out at the size it was designed at: conflicting constraints (UIKit's "Unable to
/// simultaneously satisfy constraints", which names the broken one) and misplaced views, whose
/// frame in the file is not where their constraints put them.
///
/// Each view is laid out as the file has it: the root view at its frame, with the safe-area insets
/// of the device the file was designed on (`<device id=…>`), or none when the device is unknown.
@MainActor
enum StoryboardLayoutCheck {
    /// Portrait safe-area insets (top, bottom) of the devices Xcode's canvas offers, by the id it
    /// writes; from Apple's Human Interface Guidelines' layout tables.
    static let deviceSafeAreas: [String: (top: CGFloat, bottom: CGFloat)] = [
        "retina3_5": (20, 0), "retina4_0": (20, 0), "retina4_7": (20, 0), "retina5_5": (20, 0),
        "retina5_9": (44, 34), "retina6_5": (44, 34), "retina6_1": (48, 34), "retina6_0": (47, 34),
        "retina6_7": (47, 34), "retina6_12": (47, 34), "retina6_72": (59, 34), "retina6_3": (59, 34),
        "retina6_9": (59, 34), "retina5_4": (50, 34),
    ]

    /// The `<device id=…>` of an Interface Builder file's text, if it names one.
    static func device(in data: Data) -> String? {
        guard let text = String(data: data.prefix(4096), encoding: .utf8),
            let start = text.range(of: "<device id=\"")
        else { return nil }
        let rest = text[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    /// One line per issue, as the loader's warnings read: `Storyboard: FILE:LINE: ELEMENT: problem`.
    static func issues(in model: IBModel, device: String?, bundle: Bundle?) -> [String] {
        var roots: [IBViewSpec] = model.topLevelViews
        for id in model.controllers.keys.sorted() {
            if let view = model.controllers[id]?.view { roots.append(view) }
        }
        var issues: [String] = []
        let safeArea = device.flatMap { deviceSafeAreas[$0] }
        for root in roots where root.count > 1 {
            issues += check(root, model: model, safeArea: safeArea, bundle: bundle)
        }
        return issues
    }

    private static func check(
        _ root: IBViewSpec, model: IBModel, safeArea: (top: CGFloat, bottom: CGFloat)?, bundle: Bundle?
    ) -> [String] {
        var reports: [String] = []
        let previousSink = LayoutDiagnostics.sink
        LayoutDiagnostics.sink = { reports.append($0) }
        defer { LayoutDiagnostics.sink = previousSink }
        var instantiation = IBInstantiation(placeholders: [:], bundle: bundle, file: model.file)
        if let safeArea {
            instantiation.designSafeArea = (
                root.id, UIEdgeInsets(top: safeArea.top, left: 0, bottom: safeArea.bottom, right: 0)
            )
        }
        let view = instantiation.makeView(root)
        if let frame = root.frame { view.frame = frame }
        view.layoutIfNeeded()
        var issues: [String] = []
        for report in reports {
            let broken = report.components(separatedBy: "\n").last ?? report
            issues.append(
                "Storyboard: \(model.file):\(root.line): \(root.element): conflicting constraints: Unable to "
                    + "simultaneously satisfy constraints; Windowing breaks \(broken)")
        }
        misplaced(root, objects: instantiation.objects, file: model.file, into: &issues)
        return issues
    }

    /// Views laid out by constraints whose frame in the file differs from the solved one by more
    /// than half a point, as Xcode's "Frame for … will be different at run time".
    private static func misplaced(
        _ spec: IBViewSpec, objects: [String: AnyObject], file: String, into issues: inout [String]
    ) {
        for subview in spec.subviews {
            if let view = objects[subview.id] as? UIView, let expected = subview.frame,
                !view.translatesAutoresizingMaskIntoConstraints
            {
                let solved = view.frame
                // The layout is rounded to whole points (the checker's scale is 1) and the file's
                // frames to the device's pixels, so a point's difference can be rounding alone.
                let differs = [
                    (expected.minX, solved.minX), (expected.minY, solved.minY), (expected.width, solved.width),
                    (expected.height, solved.height),
                ].contains { abs($0.0 - $0.1) > 1 }
                if differs {
                    issues.append(
                        "Storyboard: \(file):\(subview.line): \(subview.element): misplaced view: its frame will be "
                            + "different at run time: \(describe(expected)) in the file, \(describe(solved)) from "
                            + "its constraints")
                }
            }
            misplaced(subview, objects: objects, file: file, into: &issues)
        }
    }

    private static func describe(_ rect: CGRect) -> String {
        func number(_ value: CGFloat) -> String {
            let rounded = (value * 100).rounded() / 100
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
        }
        return "x=\(number(rect.minX)) y=\(number(rect.minY)) width=\(number(rect.width)) "
            + "height=\(number(rect.height))"
    }
}
