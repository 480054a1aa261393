extension UIScrollView {
    /// The content area: its origin is the content's (0, 0), and its size is `contentSize`. When
    /// constraints decide the guide's width or height, layout sets `contentSize` from them, so
    /// content pinned to the guide's four edges sizes the scrollable area. Views constrained to it
    /// scroll with the content.
    ///
    /// Owned by the scroll view (`owningView`).
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide
    /// - Note: Differs from UIKit: not listed in `layoutGuides`; and the rule that the scroll
    ///   view's own edge anchors mean this guide, for views inside it, leaves margin anchors alone.
    public var contentLayoutGuide: UILayoutGuide {
        if let guide = storedContentLayoutGuide { return guide }
        let guide = UILayoutGuide(role: .scrollContent, identifier: "UIScrollView-contentLayoutGuide")
        guide.owningView = self
        storedContentLayoutGuide = guide
        return guide
    }

    /// The scroll view's untransformed frame: in bounds coordinates, the visible rectangle, so
    /// views constrained to its edges stay put on screen while the content scrolls, and its width
    /// or height can size content that must not scroll along that axis.
    ///
    /// Owned by the scroll view (`owningView`).
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide
    /// - Note: Differs from UIKit: not listed in `layoutGuides`.
    public var frameLayoutGuide: UILayoutGuide {
        if let guide = storedFrameLayoutGuide { return guide }
        let guide = UILayoutGuide(role: .scrollFrame, identifier: "UIScrollView-frameLayoutGuide")
        guide.owningView = self
        storedFrameLayoutGuide = guide
        return guide
    }
}
