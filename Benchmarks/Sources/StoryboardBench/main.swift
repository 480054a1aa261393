// The storyboard benchmark (Benchmarks/README.md, "Storyboards"): a storyboard whose view
// controller has 1,000 views (plain views, labels and buttons, ten to a row, with sRGB and system
// colours), written as Xcode writes it. It times reading and checking the file once, then
// instantiating the controller and loading its view — what `instantiateViewController` and the
// first `view` access cost an app. `StoryboardBench 1 path/to/File.storyboard` instead times the
// first load and instantiation of that file, what a storyboard adds to a launch. `dense` and
// `refuse` measure the loader's memory (DenseAndRefused.swift).
import Foundation
import Windowing

@MainActor
enum StoryboardBench {
    static let viewCount = 1000

    /// The storyboard's XML: one scene, a root view holding 100 rows of 10 views.
    static func storyboard() -> String {
        var subviews = ""
        subviews.reserveCapacity(viewCount * 400)
        for index in 0..<(viewCount - 1) {
            let frame =
                "<rect key=\"frame\" x=\"\(index % 10 * 64)\" y=\"\(index / 10 * 24)\" width=\"60\" height=\"20\"/>"
            let mask = "<autoresizingMask key=\"autoresizingMask\" flexibleMaxX=\"YES\" flexibleMaxY=\"YES\"/>"
            switch index % 3 {
            case 0:
                subviews += """
                    <view contentMode="scaleToFill" id="v\(index)">\(frame)\(mask)<color key="backgroundColor" \
                    red="0.2" green="0.4" blue="0.\(index % 10)" alpha="1" colorSpace="custom" \
                    customColorSpace="sRGB"/></view>\n
                    """
            case 1:
                subviews += """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label \(index)" \
                    textAlignment="center" id="v\(index)">\(frame)\(mask)<fontDescription key="fontDescription" \
                    type="system" pointSize="12"/><color key="textColor" systemColor="labelColor"/><nil \
                    key="highlightedColor"/></label>\n
                    """
            default:
                subviews += """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" \
                    id="v\(index)">\(frame)\(mask)<state key="normal" title="Button \(index)"><color key="titleColor" \
                    white="1" alpha="1" colorSpace="custom" \
                    customColorSpace="genericGamma22GrayColorSpace"/></state></button>\n
                    """
            }
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
                <scenes>
                    <scene sceneID="s">
                        <objects>
                            <viewController storyboardIdentifier="Thousand" id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="640" height="2400"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
            \(subviews)
                                    </subviews>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
                <resources>
                    <systemColor name="labelColor"><color white="0.0" alpha="1" colorSpace="custom" \
            customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
                    <systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" \
            customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
                </resources>
            </document>
            """
    }

    static func milliseconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    static func run(rounds: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("StoryboardBench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = storyboard()
        try Data(text.utf8).write(to: folder.appendingPathComponent("Thousand.storyboard"))
        let bundle = Bundle(path: folder.path)

        var storyboard: UIStoryboard?
        let load = milliseconds { storyboard = try? UIStoryboard.load(name: "Thousand", bundle: bundle) }
        guard let storyboard else {
            print("StoryboardBench: the generated storyboard did not load")
            exit(1)
        }
        var times: [Double] = []
        var views = 0
        for _ in 0..<rounds {
            var controller: UIViewController?
            times.append(
                milliseconds {
                    controller = storyboard.instantiateViewController(withIdentifier: "Thousand")
                    controller?.loadViewIfNeeded()
                })
            views = 1 + (controller?.view.subviews.count ?? 0)
        }
        times.sort()
        print(
            "Storyboard benchmark: a view controller with \(views) views (\(text.utf8.count / 1024) KB of XML), "
                + "\(rounds) rounds"
        )
        print(String(format: "read and check the file once (reader + checks)     %7.2f ms", load))
        print(
            String(
                format:
                    "instantiate the controller and load its view       median %6.2f ms  min %6.2f ms  max %6.2f ms",
                times[times.count / 2], times[0], times[times.count - 1]))
    }
}

extension StoryboardBench {
    /// A storyboard given by path (e.g. a sample's): the cost of its first load and instantiation,
    /// what a storyboard adds to an app's launch.
    static func launchCost(of path: String) {
        let url = URL(fileURLWithPath: path)
        let bundle = Bundle(path: url.deletingLastPathComponent().path)
        let name = url.deletingPathExtension().lastPathComponent
        var storyboard: UIStoryboard?
        let load = milliseconds { storyboard = try? UIStoryboard.load(name: name, bundle: bundle) }
        var views = 0
        let instantiate = milliseconds {
            let controller = storyboard?.instantiateInitialViewController()
            controller?.loadViewIfNeeded()
            views = controller?.view.subviews.count ?? 0
        }
        print(
            String(
                format: "%@: first load %.2f ms, initial controller and its view (%d subviews) %.2f ms",
                url.lastPathComponent, load, views, instantiate))
    }
}

let arguments = CommandLine.arguments
let rounds = arguments.count > 1 ? Int(arguments[1]) ?? 51 : 51
try MainActor.assumeIsolated {
    if arguments.count > 1, arguments[1] == "dense" {
        let warm = arguments.contains("--warm")
        let count = arguments.dropFirst(2).lazy.compactMap { Int($0) }.first ?? 99_980
        try StoryboardBench.dense(count: count, warm: warm)
    } else if arguments.count > 2, arguments[1] == "refuse" {
        StoryboardBench.refuse(arguments[2])
    } else if arguments.count > 2 {
        StoryboardBench.launchCost(of: CommandLine.arguments[2])
    } else {
        try StoryboardBench.run(rounds: rounds)
    }
}
