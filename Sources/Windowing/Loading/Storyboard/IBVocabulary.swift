/// What Xcode writes in iOS storyboards and nibs: every element name, which of them are views and
/// controllers, which only matter at design time, and the attributes of each element the loader
/// reads.
///
/// The lists come from a tally of real files that Xcode 6 to 15 (toolsVersion 6214 to 22505) wrote,
/// main and launch storyboards and cell and view nibs from public iOS projects (tables, collections,
/// stack and scroll views, navigation and tab bar controllers, storyboard references, segues,
/// constraints, size-class variations, gesture recognizers, runtime attributes, button
/// configurations, named colours), completed with the elements of the same families those files
/// imply (the other controls, controllers and simulated metrics), and were then checked against
/// about 145 real files from Xcode 4.5 to 26 (toolsVersion 2843 to 32700), which added what older
/// and newer Xcodes write (Xcode 5's `variant`, Xcode 7's `<animations/>`, attributed-text tab
/// stops, CMYK colours, split-view simulated metrics, …). A name outside them is one Xcode
/// never writes (a typo, a hand edit), so the compiler refuses it, with the nearest known name as
/// a hint where one is close.
enum IBVocabulary {
    /// Elements that are views: each may stand in `<subviews>`, as a controller's root view or as a
    /// nib's top-level object. Those without a renderer load as plain `UIView`s with a warning.
    static let views: Set<String> = [
        "activityIndicatorView", "adBannerView", "arscnView", "arskView", "button", "collectionReusableView",
        "collectionView", "collectionViewCell", "collectionViewCellContentView", "containerView", "datePicker",
        "glkView", "imageView", "label", "mapView", "mtkView", "navigationBar", "pageControl", "pickerView",
        "progressView", "sceneKitView", "scrollView", "searchBar", "searchTextField", "segmentedControl", "skView",
        "slider", "stackView", "stepper", "switch", "tabBar", "tableView", "tableViewCell", "tableViewCellContentView",
        "textField", "textView", "toolbar", "view", "visualEffectView", "webView", "wkWebView", "colorWell",
    ]

    /// Scene controllers. `IBCompiler.scene(_:into:)` reads the view, table, collection, navigation and
    /// tab bar controllers; a scene of any other is skipped with a warning.
    static let controllers: Set<String> = [
        "viewController", "navigationController", "tabBarController", "tableViewController", "collectionViewController",
        "pageViewController", "splitViewController", "avPlayerViewController", "glkViewController", "hostingController",
        "viewControllerPlaceholder",
    ]

    /// Elements that only matter to Xcode (canvas, Auto Layout, simulated metrics, tooling records)
    /// or to features the toolkit has no counterpart for; skipped silently wherever they appear.
    static let designTime: Set<String> = [
        "device", "adaptation", "dependencies", "deployment", "plugIn", "capability", "point", "customFonts",
        "classes", "class", "source", "relationships", "relationship", "designables", "designable",
        "inferredMetricsTieBreakers", "simulatedMetricsContainer", "simulatedStatusBarMetrics",
        "simulatedNavigationBarMetrics", "simulatedTabBarMetrics", "simulatedToolbarMetrics",
        "simulatedOrientationMetrics", "simulatedScreenMetrics", "freeformSimulatedSizeMetrics",
        "splitViewMasterSimulatedSizeMetrics", "splitViewDetailSimulatedSizeMetrics",
        "modalFormSheetSimulatedSizeMetrics",
        "modalPageSheetSimulatedSizeMetrics", "size", "nil",
        "constraints", "constraint", "layoutGuides", "viewControllerLayoutGuide", "viewLayoutGuide", "variation",
        "mask", "exclude", "include", "edgeInsets", "directionalEdgeInsets", "inset", "accessibility",
        "accessibilityTraits", "bool", "userDefinedRuntimeAttributes", "userDefinedRuntimeAttribute",
        "gestureRecognizers", "fragment", "attributes", "font", "paragraphStyle", "tabStops", "textTab", "options",
        "textInputTraits", "backgroundConfiguration", "imageReference",
        "preferredSymbolConfiguration", "offsetWrapper", "exit", "extendedEdge", "navigationItem", "tabBarItem",
        "toolbarItems", "keyCommands", "keyCommand", "animations",
    ]

    /// Every element name Xcode writes in an iOS Interface Builder file.
    static let elements: Set<String> = views.union(controllers).union(designTime).union([
        // Document structure and values.
        "document", "scenes", "scene", "objects", "resources", "image", "systemColor", "namedColor", "mutableData",
        "placeholder", "customObject", "rect", "frame", "autoresizingMask", "color", "fontDescription", "state",
        "subviews", "connections", "outlet", "outletCollection", "action", "segue", "popoverArrowDirection", "string",
        "mutableString", "attributedString",
        "array", "mutableArray", "dictionary", "integer", "real", "date", "locale", "data", "range", "value",
        // Controls, bars and their parts.
        "segments", "segment", "items", "barButtonItem", "buttonConfiguration", "refreshControl", "textAttributes",
        "navigationBarAppearance",
        "tabBarAppearance", "toolbarAppearance", "tabBarItemAppearance", "barButtonItemAppearance",
        "dataDetectorType", "dataDetectorTypes", "scopeButtonTitles", "menu", "children", "command",
        "deferredMenuElement",
        "blurEffect", "vibrancyEffect", "wkWebViewConfiguration", "audiovisualMediaTypes", "wkPreferences",
        // Tables and collections.
        "prototypes", "sections", "tableViewSection", "cells", "collectionViewFlowLayout", "collectionViewLayout",
        "collectionViewCompositionalLayout",
        // Gesture recognizers and other scene objects.
        "tapGestureRecognizer", "panGestureRecognizer", "pinchGestureRecognizer", "rotationGestureRecognizer",
        "swipeGestureRecognizer", "longPressGestureRecognizer", "screenEdgePanGestureRecognizer",
        "hoverGestureRecognizer", "searchDisplayController", "window",
    ])

    // MARK: - Attributes of the elements the loader reads

    /// Attributes every view element may carry.
    static let viewAttributes: Set<String> = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "colorLabel", "contentMode",
        "semanticContentAttribute", "tag", "hidden", "alpha", "opaque", "clipsSubviews", "clearsContextBeforeDrawing",
        "autoresizesSubviews", "userInteractionEnabled", "multipleTouchEnabled", "exclusiveTouch",
        "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "misplaced", "ambiguous", "verifyAmbiguity",
        "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins",
        "layoutMarginsFollowReadableWidth", "restorationIdentifier", "placeholderIntrinsicWidth",
        "placeholderIntrinsicHeight", "contentScaleFactor", "focusGroupIdentifier", "largeContentTitle",
        "largeContentImage", "showsLargeContentViewer", "scalesLargeContentImage",
    ]

    /// Attributes every control element adds.
    private static let controlAttributes: Set<String> = [
        "contentHorizontalAlignment", "contentVerticalAlignment", "selected", "highlighted", "enabled",
        "springLoaded", "pointerInteraction", "showsMenuAsPrimaryAction", "contextMenuInteractionEnabled",
        "toolTip",
    ]

    /// The attributes of `<viewController>`, which the other controller elements add to.
    static let viewControllerAttributes: Set<String> = [
        "id", "customClass", "customModule", "customModuleProvider", "storyboardIdentifier", "sceneMemberID",
        "title",
        "userLabel", "colorLabel", "restorationIdentifier", "useStoryboardIdentifierAsRestorationIdentifier",
        "modalPresentationStyle", "modalTransitionStyle", "modalPresentationCapturesStatusBarAppearance",
        "definesPresentationContext", "providesPresentationContextTransitionStyle",
        "extendedLayoutIncludesOpaqueBars",
        "automaticallyAdjustsScrollViewInsets", "hidesBottomBarWhenPushed", "wantsFullScreenLayout", "nibName",
        "nibBundleIdentifier", "restoresFocusAfterTransition", "modalInPresentation", "edgesForExtendedLayout",
    ]

    /// Each read element's attributes, as Xcode writes them.
    static let attributes: [String: Set<String>] = [
        "document": [
            "type", "version", "toolsVersion", "systemVersion", "targetRuntime", "variant", "propertyAccessControl",
            "useAutolayout",
            "useTraitCollections", "useSafeAreas", "colorMatched", "initialViewController", "launchScreen",
            "customObjectInstantitationMethod", "promptedForUpgradeToXcode5",
        ],
        "scene": ["sceneID"],
        "viewController": viewControllerAttributes,
        "placeholder": [
            "placeholderIdentifier", "id", "userLabel", "colorLabel", "customClass", "customModule",
            "customModuleProvider",
            "sceneMemberID",
        ],
        "view": viewAttributes,
        "containerView": viewAttributes,
        "label": viewAttributes.union([
            "text", "textAlignment", "lineBreakMode", "numberOfLines", "baselineAdjustment", "adjustsFontSizeToFit",
            "adjustsLetterSpacingToFitWidth", "minimumFontSize", "minimumScaleFactor",
            "adjustsFontForContentSizeCategory",
            "highlighted", "enabled", "preferredMaxLayoutWidth", "showsExpansionTextWhenTruncated",
            "allowsDefaultTighteningForTruncation", "enablesMarqueeWhenAncestorFocused", "lineBreakStrategy",
            "usesAttributedText",
        ]),
        "button": viewAttributes.union(controlAttributes).union([
            "buttonType", "lineBreakMode", "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled",
            "showsTouchWhenHighlighted", "reversesTitleShadowWhenHighlighted",
            "adjustsImageSizeForAccessibilityContentSizeCategory",
            "role", "changesSelectionAsPrimaryAction", "behavioralStyle", "hasAttributedTitle",
        ]),
        "imageView": viewAttributes.union([
            "image", "highlightedImage", "catalog", "highlighted",
            "adjustsImageSizeForAccessibilityContentSizeCategory",
            "adjustsImageWhenAncestorFocused",
        ]),
        "progressView": viewAttributes.union(progressViewAttributes),
        "slider": viewAttributes.union(controlAttributes).union(sliderAttributes),
        "segmentedControl": viewAttributes.union(controlAttributes).union(segmentedControlAttributes),
        "switch": viewAttributes.union(controlAttributes).union(switchAttributes),
        "stepper": viewAttributes.union(controlAttributes).union(stepperAttributes),
        "pageControl": viewAttributes.union(controlAttributes).union(pageControlAttributes),
        // A picker is a plain view to Interface Builder: its rows come from its outlets.
        "pickerView": viewAttributes,
        "searchBar": viewAttributes.union(searchBarAttributes),
        "datePicker": viewAttributes.union(controlAttributes).union(datePickerAttributes),
        "refreshControl": viewAttributes.union(controlAttributes),
        "textField": viewAttributes.union(controlAttributes).union(textFieldAttributes),
        "textInputTraits": textInputTraitsAttributes,
        "segments": [],
        "segment": ["title", "image", "width", "enabled", "selected", "catalog"],
        "rect": ["key", "x", "y", "width", "height"],
        "autoresizingMask": [
            "key", "flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY",
        ],
        "color": [
            "key", "red", "green", "blue", "alpha", "white", "colorSpace", "customColorSpace", "systemColor",
            "cocoaTouchSystemColor", "xcode11CocoaTouchSystemColor", "name", "catalog", "cyan", "magenta", "yellow",
            "black",
        ],
        "fontDescription": ["key", "type", "pointSize", "size", "name", "family", "style", "weight"],
        "state": ["key", "title", "image", "backgroundImage", "catalog"],
        "connections": [],
        "subviews": [],
        "outlet": ["property", "destination", "id", "destinationClass"],
        "action": ["selector", "destination", "eventType", "id", "destinationClass"],
        "image": ["name", "width", "height", "catalog"],
        "systemColor": ["name"],
        "namedColor": ["name"],
    ].merging(layoutAttributes) { $0.union($1) }.merging(tableAttributes) { $0.union($1) }
        .merging(collectionAttributes) { $0.union($1) }
        .merging(buttonConfigurationAttributes) { $0.union($1) }.merging(textViewAttributes) { $0.union($1) }
        .merging(scrollViewElementAttributes) { $0.union($1) }
}
