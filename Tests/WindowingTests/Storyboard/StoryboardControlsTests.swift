import Foundation
import Testing

@testable import Windowing

/// `<progressView>`, `<slider>`, `<segmentedControl>`, `<switch>`, `<stepper>`, `<pageControl>` and
/// `<pickerView>` load as their UIKit classes with their attributes (and a picker's outlets),
/// written as Xcode writes them.
@MainActor
struct StoryboardControlsTests {
    static let subviews = """
        <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" \
        progressViewStyle="bar" progress="0.25" translatesAutoresizingMaskIntoConstraints="NO" id="p1">
            <rect key="frame" x="0.0" y="10" width="100" height="2.5"/>
            <color key="progressTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" \
        customColorSpace="sRGB"/>
            <color key="trackTintColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </progressView>
        <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
        contentVerticalAlignment="center" value="1.5" minValue="0.0" maxValue="3" continuous="NO" \
        translatesAutoresizingMaskIntoConstraints="NO" id="s1">
            <rect key="frame" x="0.0" y="40" width="100" height="31"/>
            <color key="minimumTrackTintColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" \
        customColorSpace="sRGB"/>
            <color key="thumbTintColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" \
        customColorSpace="sRGB"/>
        </slider>
        <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
        contentVerticalAlignment="center" value="100" minValue="50" maxValue="200" id="s2">
            <rect key="frame" x="0.0" y="80" width="100" height="31"/>
        </slider>
        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" \
        contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" id="g1">
            <rect key="frame" x="0.0" y="120" width="300" height="32"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <segments>
                <segment title="15%"/>
                <segment title="18%" width="80"/>
                <segment title="20%" enabled="NO"/>
            </segments>
            <color key="selectedSegmentTintColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" \
        customColorSpace="sRGB"/>
        </segmentedControl>
        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" \
        contentVerticalAlignment="center" text="12.50" borderStyle="roundedRect" placeholder="Bill" \
        textAlignment="right" minimumFontSize="17" clearButtonMode="whileEditing" id="t1">
            <rect key="frame" x="0.0" y="160" width="155" height="40"/>
            <nil key="textColor"/>
            <fontDescription key="fontDescription" type="system" pointSize="30"/>
            <textInputTraits key="textInputTraits" keyboardType="decimalPad" secureTextEntry="YES"/>
        </textField>
        """

    private func rootSubviews() throws -> [UIView] {
        let text = StoryboardFixtures.storyboard(StoryboardFixtures.scene(subviews: Self.subviews))
        let model = try StoryboardFixtures.compile(text)
        let controller = try #require(
            UIStoryboard(model: model, name: "Test", bundle: nil).instantiateInitialViewController())
        return controller.view.subviews
    }

    private func components(_ color: UIColor?) -> [CGFloat]? {
        guard let color else { return nil }
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha]
    }

    @Test func aProgressViewLoadsWithItsStyleProgressAndColours() throws {
        let views = try rootSubviews()
        let bar = try #require(views.first as? UIProgressView)
        #expect(bar.progressViewStyle == .bar)
        #expect(bar.progress == 0.25)
        #expect(components(bar.progressTintColor) == [1, 0, 0, 1])
        #expect(bar.trackTintColor != nil)
        #expect(bar.frame == CGRect(x: 0, y: 10, width: 100, height: 2.5))
    }

    @Test func aSliderLoadsWithItsRangeValueAndColours() throws {
        let views = try rootSubviews()
        let slider = try #require(views.dropFirst().first as? UISlider)
        #expect((slider.minimumValue, slider.maximumValue, slider.value) == (0, 3, 1.5))
        #expect(!slider.isContinuous)
        #expect(components(slider.minimumTrackTintColor) == [0, 1, 0, 1])
        #expect(components(slider.thumbTintColor) == [0, 0, 1, 1])
        #expect(slider.maximumTrackTintColor == nil)
        // A minimum above the default maximum of 1 is kept.
        let wide = try #require(views.dropFirst(2).first as? UISlider)
        #expect((wide.minimumValue, wide.maximumValue, wide.value) == (50, 200, 100))
        #expect(wide.isContinuous)
    }

    @Test func aMinimumAboveTheMaximumIsRefused() {
        let scene = StoryboardFixtures.scene(
            subviews: """
                <slider opaque="NO" contentMode="scaleToFill" value="1" minValue="5" maxValue="3" id="s1"/>
                """)
        let message = StoryboardFixtures.error(StoryboardFixtures.storyboard(scene))
        #expect(message?.contains("minValue=\"5\" is above maxValue=\"3\"") == true)
    }

    @Test func aSegmentedControlLoadsWithItsSegmentsSelectionAndTint() throws {
        let views = try rootSubviews()
        let control = try #require(views.dropFirst(3).first as? UISegmentedControl)
        #expect(control.numberOfSegments == 3)
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["15%", "18%", "20%"])
        #expect(control.selectedSegmentIndex == 1)
        #expect(control.widthForSegment(at: 1) == 80)
        #expect(!control.isEnabledForSegment(at: 2) && control.isEnabledForSegment(at: 0))
        #expect(components(control.selectedSegmentTintColor) == [0, 1, 0, 1])
        #expect(control.frame == CGRect(x: 0, y: 120, width: 300, height: 32))
    }

    @Test func aSwitchLoadsWithItsStateAndColours() throws {
        let scene = StoryboardFixtures.scene(
            subviews: """
                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" \
                verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" \
                on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="w1">
                    <rect key="frame" x="20" y="30" width="51" height="31"/>
                    <color key="onTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" \
                customColorSpace="sRGB"/>
                    <color key="thumbTintColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" \
                customColorSpace="sRGB"/>
                </switch>
                <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
                contentVerticalAlignment="center" preferredStyle="checkbox" title="Remember" id="w2">
                    <rect key="frame" x="20" y="70" width="51" height="31"/>
                </switch>
                """)
        let model = try StoryboardFixtures.compile(StoryboardFixtures.storyboard(scene))
        let controller = try #require(
            UIStoryboard(model: model, name: "Test", bundle: nil).instantiateInitialViewController())
        let on = try #require(controller.view.subviews.first as? UISwitch)
        #expect(on.isOn)
        #expect(components(on.onTintColor) == [1, 0, 0, 1])
        #expect(components(on.thumbTintColor) == [0, 0, 1, 1])
        #expect(on.frame == CGRect(x: 20, y: 30, width: 51, height: 31))
        let off = try #require(controller.view.subviews.last as? UISwitch)
        #expect(!off.isOn && off.onTintColor == nil)
        #expect(off.preferredStyle == .checkbox && off.style == .sliding && off.title == "Remember")
    }

    @Test func aSwitchStyleXcodeNeverWritesIsRefused() {
        let scene = StoryboardFixtures.scene(
            subviews: """
                <switch opaque="NO" contentMode="scaleToFill" preferredStyle="toggle" id="w1"/>
                """)
        let message = StoryboardFixtures.error(StoryboardFixtures.storyboard(scene))
        #expect(message?.contains("preferredStyle") == true)
    }

    @Test func aStepperLoadsWithItsRangeStepAndFlags() throws {
        let scene = StoryboardFixtures.scene(
            subviews: """
                <stepper opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" \
                verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" \
                value="3" minimumValue="1" maximumValue="10" stepValue="0.5" continuous="NO" autorepeat="NO" \
                wraps="YES" translatesAutoresizingMaskIntoConstraints="NO" id="st1">
                    <rect key="frame" x="20" y="30" width="94" height="32"/>
                </stepper>
                """)
        let model = try StoryboardFixtures.compile(StoryboardFixtures.storyboard(scene))
        let controller = try #require(
            UIStoryboard(model: model, name: "Test", bundle: nil).instantiateInitialViewController())
        let stepper = try #require(controller.view.subviews.first as? UIStepper)
        #expect((stepper.value, stepper.minimumValue, stepper.maximumValue, stepper.stepValue) == (3, 1, 10, 0.5))
        #expect(!stepper.isContinuous && !stepper.autorepeat && stepper.wraps)
    }

    @Test func aStepperWithAStepOfZeroIsRefused() {
        let scene = StoryboardFixtures.scene(
            subviews: """
                <stepper opaque="NO" contentMode="scaleToFill" stepValue="0" id="st1"/>
                """)
        let message = StoryboardFixtures.error(StoryboardFixtures.storyboard(scene))
        #expect(message?.contains("stepValue=\"0\" is not above 0") == true)
    }

    @Test func aPageControlLoadsWithItsPagesAndColours() throws {
        let scene = StoryboardFixtures.scene(
            subviews: """
                <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
                contentVerticalAlignment="center" numberOfPages="4" currentPage="2" hidesForSinglePage="YES" \
                translatesAutoresizingMaskIntoConstraints="NO" id="pc1">
                    <rect key="frame" x="0.0" y="295" width="413" height="26"/>
                    <color key="currentPageIndicatorTintColor" red="1" green="0.0" blue="0.0" alpha="1" \
                colorSpace="custom" customColorSpace="sRGB"/>
                </pageControl>
                """)
        let model = try StoryboardFixtures.compile(StoryboardFixtures.storyboard(scene))
        let controller = try #require(
            UIStoryboard(model: model, name: "Test", bundle: nil).instantiateInitialViewController())
        let control = try #require(controller.view.subviews.first as? UIPageControl)
        #expect((control.numberOfPages, control.currentPage) == (4, 2))
        #expect(control.hidesForSinglePage)
        #expect(components(control.currentPageIndicatorTintColor) == [1, 0, 0, 1])
        #expect(control.pageIndicatorTintColor == nil)
    }

    @Test func aTextFieldLoadsWithItsTextStyleAndTraits() throws {
        let field = try #require(rootSubviews().last as? UITextField)
        #expect(field.text == "12.50" && field.placeholder == "Bill")
        #expect(field.borderStyle == .roundedRect && field.textAlignment == .right)
        #expect(field.clearButtonMode == .whileEditing && field.minimumFontSize == 17)
        #expect(field.font?.pointSize == 30)
        #expect(field.isSecureTextEntry)
        #expect(field.frame == CGRect(x: 0, y: 160, width: 155, height: 40))
    }

    @Test func aPickerViewLoadsAsAPickerWithItsDataSourceAndDelegateConnected() throws {
        let scene = StoryboardFixtures.scene(
            attributes: "customClass=\"PickerHostViewController\" customModule=\"WindowingTests\"",
            subviews: """
                <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pk1">
                    <rect key="frame" x="0.0" y="20" width="320" height="216"/>
                    <connections>
                        <outlet property="dataSource" destination="vc1" id="pk1-ds"/>
                        <outlet property="delegate" destination="vc1" id="pk1-dl"/>
                    </connections>
                </pickerView>
                """,
            connections: "<outlet property=\"picker\" destination=\"pk1\" id=\"vc1-pk\"/>")
        let model = try StoryboardFixtures.compile(StoryboardFixtures.storyboard(scene))
        #expect(model.warnings == [])
        let controller = try #require(
            UIStoryboard(model: model, name: "Test", bundle: nil).instantiateInitialViewController()
                as? PickerHostViewController)
        let picker = try #require(controller.view.subviews.first as? UIPickerView)
        #expect(controller.picker === picker)
        #expect(picker.dataSource === controller && picker.delegate === controller)
        #expect(picker.numberOfComponents == 1 && picker.numberOfRows(inComponent: 0) == 4)
        #expect(picker.frame == CGRect(x: 0, y: 20, width: 320, height: 216))
    }

    @Test func aPickerViewWithAnAttributeXcodeNeverWritesIsRefused() {
        let scene = StoryboardFixtures.scene(subviews: "<pickerView rows=\"3\" id=\"pk1\"/>")
        let message = StoryboardFixtures.error(StoryboardFixtures.storyboard(scene))
        #expect(message?.contains("unknown attribute 'rows'") == true)
    }
}

/// A controller that serves a storyboard's picker: one component of four rows.
final class PickerHostViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    var picker: UIPickerView?

    override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging(["picker": StoryboardOutlet(\PickerHostViewController.picker)]) { $1 }
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 4 }
}
