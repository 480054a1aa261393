import Foundation

// `<scrollView>`: a UIScrollView (or its customClass) with its scroll settings and, from Xcode
// 11 on, its two layout guides. What Xcode writes for a form in a scroll view:
//   <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill"
//       translatesAutoresizingMaskIntoConstraints="NO" id="sv1">
//     <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
//     <subviews> <view translatesAutoresizingMaskIntoConstraints="NO" id="content"> … </view> </subviews>
//     <constraints> <constraint firstItem="content" firstAttribute="top" secondItem="cg1" … /> … </constraints>
//     <viewLayoutGuide key="contentLayoutGuide" id="cg1"/>
//     <viewLayoutGuide key="frameLayoutGuide" id="fg1"/>
//   </scrollView>
// The guides' ids become `contentLayoutGuide` and `frameLayoutGuide` (IBInstantiation+Constraints.swift).

/// A scroll view's settings, as the element gives them (nil: the scroll view's default).
struct IBScrollSettings: Sendable {
    var clipsToBounds: Bool?
    var bounces: Bool?
    var alwaysBounceVertical: Bool?
    var alwaysBounceHorizontal: Bool?
    var isScrollEnabled: Bool?
    var isPagingEnabled: Bool?
    var showsVerticalScrollIndicator: Bool?
    var showsHorizontalScrollIndicator: Bool?
    var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior?
}

extension IBVocabulary {
    static let scrollViewElementAttributes: [String: Set<String>] = [
        "scrollView": viewAttributes.union(scrollViewAttributes)
    ]

    /// The elements whose class is a scroll view, which may hold the two scroll layout guides.
    static let scrollViewElements: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]
}

extension IBCompiler {
    static let contentInsetAdjustmentBehaviors: [String: UIScrollView.ContentInsetAdjustmentBehavior] = [
        "automatic": .automatic, "scrollableAxes": .scrollableAxes, "never": .never, "always": .always,
    ]

    /// The settings of a `<scrollView>`.
    func scrollSettings(_ element: IBElement) throws(StoryboardError) -> IBScrollSettings {
        IBScrollSettings(
            clipsToBounds: try values.flag(element, "clipsSubviews"),
            bounces: try values.flag(element, "bounces"),
            alwaysBounceVertical: try values.flag(element, "alwaysBounceVertical"),
            alwaysBounceHorizontal: try values.flag(element, "alwaysBounceHorizontal"),
            isScrollEnabled: try values.flag(element, "scrollEnabled"),
            isPagingEnabled: try values.flag(element, "pagingEnabled"),
            showsVerticalScrollIndicator: try values.flag(element, "showsVerticalScrollIndicator"),
            showsHorizontalScrollIndicator: try values.flag(element, "showsHorizontalScrollIndicator"),
            contentInsetAdjustmentBehavior: try values.choice(
                element, "contentInsetAdjustmentBehavior", Self.contentInsetAdjustmentBehaviors))
    }
}

// MARK: - Decoding a scroll view's element

extension StoryboardCoder {
    /// The scroll view element's settings, when the coder carries a `<scrollView>`.
    var scrollSettings: IBScrollSettings? {
        guard case .view(let spec, _) = payload, case .scrollView(let settings) = spec.content else { return nil }
        return settings
    }
}

extension IBScrollSettings {
    /// Sets what the element gave on `scrollView`, once its own initialisation is done.
    @MainActor
    func apply(to scrollView: UIScrollView) {
        if let clipsToBounds { scrollView.clipsToBounds = clipsToBounds }
        if let bounces { scrollView.bounces = bounces }
        if let alwaysBounceVertical { scrollView.alwaysBounceVertical = alwaysBounceVertical }
        if let alwaysBounceHorizontal { scrollView.alwaysBounceHorizontal = alwaysBounceHorizontal }
        if let isScrollEnabled { scrollView.isScrollEnabled = isScrollEnabled }
        if let isPagingEnabled { scrollView.isPagingEnabled = isPagingEnabled }
        if let showsVerticalScrollIndicator {
            scrollView.showsVerticalScrollIndicator = showsVerticalScrollIndicator
        }
        if let showsHorizontalScrollIndicator {
            scrollView.showsHorizontalScrollIndicator = showsHorizontalScrollIndicator
        }
        if let contentInsetAdjustmentBehavior {
            scrollView.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        }
    }
}
