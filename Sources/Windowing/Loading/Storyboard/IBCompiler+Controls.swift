import Foundation

// `<progressView>`, `<slider>`, `<segmentedControl>`, `<switch>`, `<stepper>` and `<pageControl>`: their
// attributes, colours and segments,
// read into the model and applied to the view inside `init(coder:)`. What Xcode writes for them:
//   <progressView progressViewStyle="bar" progress="0.5" …><color key="progressTintColor" …/>
//   <slider value="0.5" minValue="0.0" maxValue="1" continuous="NO" …><color key="thumbTintColor" …/>
//   <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" …>
//     <segments><segment title="15%"/><segment title="" image="star"/></segments>
//   <switch on="YES" …><color key="onTintColor" …/><color key="thumbTintColor" …/>
//   <stepper value="3" minimumValue="1" maximumValue="10" stepValue="0.5" wraps="YES" autorepeat="NO" …>
//   <pageControl numberOfPages="3" currentPage="1" …><color key="currentPageIndicatorTintColor" …/>
// A `<pickerView>` has no settings of its own (only a view's and its `dataSource`/`delegate`
// outlets), so it needs nothing here.

/// One `<segment>` of a segmented control.
struct IBSegment: Sendable {
    var title: String?
    var image: String?
    var width: CGFloat
    var isEnabled: Bool
}

/// A progress view's, slider's, segmented control's, switch's or stepper's settings, as the element
/// gives them.
enum IBControlContent: Sendable {
    case progressView(progress: Float, style: UIProgressView.Style, colors: [String: UIColor])
    case slider(value: Float, minimum: Float, maximum: Float, isContinuous: Bool, colors: [String: UIColor])
    case segmentedControl(
        segments: [IBSegment], selected: Int, isMomentary: Bool, apportionsWidths: Bool, colors: [String: UIColor])
    case `switch`(isOn: Bool, preferredStyle: UISwitch.Style, title: String?, colors: [String: UIColor])
    case stepper(IBStepper)
    case pageControl(pages: Int, current: Int, hidesForSinglePage: Bool, colors: [String: UIColor])
    /// A search bar (IBCompiler+SearchBar.swift).
    case searchBar(IBSearchBar)
    /// A date picker (IBCompiler+DatePicker.swift).
    case datePicker(IBDatePicker)
}

/// A `<stepper>`'s range, value and behaviour flags.
struct IBStepper: Sendable {
    var value: Double
    var minimum: Double
    var maximum: Double
    var step: Double
    var isContinuous: Bool
    var autorepeat: Bool
    var wraps: Bool
}

extension IBVocabulary {
    static let progressViewAttributes: Set<String> = [
        "progressViewStyle", "progress", "progressImage", "trackImage",
    ]
    static let sliderAttributes: Set<String> = [
        "value", "minValue", "maxValue", "continuous", "minimumValueImage", "maximumValueImage",
    ]
    /// The `<color key=…>` children each of these elements may have.
    static let controlColorKeys: [String: Set<String>] = [
        "progressView": ["progressTintColor", "trackTintColor"],
        "slider": ["minimumTrackTintColor", "maximumTrackTintColor", "thumbTintColor"],
        "segmentedControl": ["selectedSegmentTintColor"],
        "switch": ["onTintColor", "thumbTintColor"],
        "pageControl": ["pageIndicatorTintColor", "currentPageIndicatorTintColor"],
        "searchBar": ["barTintColor"],
    ]
    static let switchAttributes: Set<String> = ["on", "preferredStyle", "title"]
    static let pageControlAttributes: Set<String> = [
        "numberOfPages", "currentPage", "hidesForSinglePage", "defersCurrentPageDisplay", "backgroundStyle",
        "allowsContinuousInteraction",
    ]
    static let stepperAttributes: Set<String> = [
        "value", "minimumValue", "maximumValue", "stepValue", "continuous", "autorepeat", "wraps",
    ]
    static let segmentedControlAttributes: Set<String> = [
        "segmentControlStyle", "selectedSegmentIndex", "momentary", "apportionsSegmentWidthsByContent",
    ]
}

extension IBCompiler {
    static let progressViewStyles: [String: UIProgressView.Style] = ["default": .default, "bar": .bar]

    static let switchStyles: [String: UISwitch.Style] = [
        "automatic": .automatic, "checkbox": .checkbox, "sliding": .sliding,
    ]

    /// The content of a `<progressView>`, `<slider>`, `<segmentedControl>`, `<switch>`, `<stepper>`
    /// or `<pageControl>`; nil for other elements.
    func controlContent(_ element: IBElement, colors: [String: UIColor]) throws(StoryboardError) -> IBControlContent? {
        switch element.name {
        case "progressView":
            let style = try values.choice(element, "progressViewStyle", Self.progressViewStyles) ?? .default
            return .progressView(
                progress: Float(try values.number(element, "progress") ?? 0), style: style, colors: colors)
        case "slider":
            let minimum = Float(try values.number(element, "minValue") ?? 0)
            let maximum = Float(try values.number(element, "maxValue") ?? 1)
            guard minimum <= maximum else {
                throw values.invalid(
                    element,
                    "minValue=\"\(element["minValue"] ?? "")\" is above maxValue=\"\(element["maxValue"] ?? "")\"",
                    hint: "write a minValue no greater than maxValue")
            }
            return .slider(
                value: Float(try values.number(element, "value") ?? 0), minimum: minimum, maximum: maximum,
                isContinuous: try values.flag(element, "continuous") ?? true, colors: colors)
        case "segmentedControl":
            var segments: [IBSegment] = []
            for list in element.children where list.name == "segments" {
                try checkAttributes(list)
                for segment in list.children where segment.name == "segment" {
                    try checkAttributes(segment)
                    segments.append(
                        IBSegment(
                            title: segment["title"], image: try imageName(segment, "image"),
                            width: max(try values.number(segment, "width") ?? 0, 0),
                            isEnabled: try values.flag(segment, "enabled") ?? true))
                }
            }
            return .segmentedControl(
                segments: segments, selected: try values.integer(element, "selectedSegmentIndex") ?? -1,
                isMomentary: try values.flag(element, "momentary") ?? false,
                apportionsWidths: try values.flag(element, "apportionsSegmentWidthsByContent") ?? false,
                colors: colors)
        case "switch":
            return .switch(
                isOn: try values.flag(element, "on") ?? false,
                preferredStyle: try values.choice(element, "preferredStyle", Self.switchStyles) ?? .automatic,
                title: element["title"], colors: colors)
        case "stepper":
            let minimum = try values.number(element, "minimumValue").map(Double.init) ?? 0
            let maximum = try values.number(element, "maximumValue").map(Double.init) ?? 100
            guard minimum <= maximum else {
                throw values.invalid(
                    element,
                    "minimumValue=\"\(element["minimumValue"] ?? "")\" is above "
                        + "maximumValue=\"\(element["maximumValue"] ?? "")\"",
                    hint: "write a minimumValue no greater than maximumValue")
            }
            let step = try values.number(element, "stepValue").map(Double.init) ?? 1
            guard step > 0 else {
                throw values.invalid(
                    element, "stepValue=\"\(element["stepValue"] ?? "")\" is not above 0",
                    hint: "UIKit requires a step greater than 0")
            }
            return .stepper(
                IBStepper(
                    value: try values.number(element, "value").map(Double.init) ?? 0, minimum: minimum,
                    maximum: maximum, step: step, isContinuous: try values.flag(element, "continuous") ?? true,
                    autorepeat: try values.flag(element, "autorepeat") ?? true,
                    wraps: try values.flag(element, "wraps") ?? false))
        case "pageControl":
            return .pageControl(
                pages: max(try values.integer(element, "numberOfPages") ?? 0, 0),
                current: try values.integer(element, "currentPage") ?? 0,
                hidesForSinglePage: try values.flag(element, "hidesForSinglePage") ?? false, colors: colors)
        case "searchBar":
            return .searchBar(try searchBarContent(element, colors: colors))
        case "datePicker":
            return .datePicker(try datePickerContent(element))
        default:
            return nil
        }
    }
}

extension IBControlContent {
    /// Sets what the element gave on `view`, if it is of the element's class; `image` finds a named
    /// image in the file's bundle.
    @MainActor
    func apply(to view: UIView, image: (String) -> UIImage?) {
        switch self {
        case .progressView(let progress, let style, let colors):
            guard let progressView = view as? UIProgressView else { return }
            progressView.progressViewStyle = style
            progressView.progress = progress
            if let color = colors["progressTintColor"] { progressView.progressTintColor = color }
            if let color = colors["trackTintColor"] { progressView.trackTintColor = color }
        case .slider(let value, let minimum, let maximum, let isContinuous, let colors):
            guard let slider = view as? UISlider else { return }
            // The maximum first, so a minimum above the default maximum of 1 is not lowered.
            slider.maximumValue = maximum
            slider.minimumValue = minimum
            slider.value = value
            slider.isContinuous = isContinuous
            if let color = colors["minimumTrackTintColor"] { slider.minimumTrackTintColor = color }
            if let color = colors["maximumTrackTintColor"] { slider.maximumTrackTintColor = color }
            if let color = colors["thumbTintColor"] { slider.thumbTintColor = color }
        case .segmentedControl(let segments, let selected, let isMomentary, let apportionsWidths, let colors):
            guard let control = view as? UISegmentedControl else { return }
            control.removeAllSegments()
            for (index, segment) in segments.enumerated() {
                if let name = segment.image {
                    control.insertSegment(with: image(name), at: index, animated: false)
                } else {
                    control.insertSegment(withTitle: segment.title, at: index, animated: false)
                }
                control.setWidth(segment.width, forSegmentAt: index)
                control.setEnabled(segment.isEnabled, forSegmentAt: index)
            }
            control.selectedSegmentIndex = selected
            control.isMomentary = isMomentary
            control.apportionsSegmentWidthsByContent = apportionsWidths
            if let color = colors["selectedSegmentTintColor"] { control.selectedSegmentTintColor = color }
        case .switch(let isOn, let preferredStyle, let title, let colors):
            guard let control = view as? UISwitch else { return }
            control.isOn = isOn
            control.preferredStyle = preferredStyle
            control.title = title
            if let color = colors["onTintColor"] { control.onTintColor = color }
            if let color = colors["thumbTintColor"] { control.thumbTintColor = color }
        case .stepper(let settings):
            guard let stepper = view as? UIStepper else { return }
            // The maximum first, so a minimum above the default maximum of 100 is not lowered.
            stepper.maximumValue = settings.maximum
            stepper.minimumValue = settings.minimum
            stepper.value = settings.value
            stepper.stepValue = settings.step
            stepper.isContinuous = settings.isContinuous
            stepper.autorepeat = settings.autorepeat
            stepper.wraps = settings.wraps
        case .pageControl(let pages, let current, let hidesForSinglePage, let colors):
            guard let control = view as? UIPageControl else { return }
            control.numberOfPages = pages
            control.currentPage = current
            control.hidesForSinglePage = hidesForSinglePage
            if let color = colors["pageIndicatorTintColor"] { control.pageIndicatorTintColor = color }
            if let color = colors["currentPageIndicatorTintColor"] { control.currentPageIndicatorTintColor = color }
        case .searchBar(let settings):
            settings.apply(to: view)
        case .datePicker(let settings):
            settings.apply(to: view)
        }
    }
}
