public import Foundation

/// How much room a window gives along one axis, as UIKit's size classes describe it.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// The light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// The kind of device an interface is made for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// The direction of a trait environment's layout.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// The traits of an interface's environment: size classes, appearance, idiom, scale and layout
/// direction. https://developer.apple.com/documentation/uikit/uitraitcollection
///
/// A trait collection made with one of the single-trait initializers has that trait and leaves
/// the others unspecified; `init(traitsFrom:)` combines collections, later ones winning for each
/// trait they specify. Views, view controllers, windows and screens give theirs through
/// ``UITraitEnvironment``.
///
/// - Note: Differs from UIKit: a window's size classes come from its size, as on an iPad whose
///   windows can take any size: regular width from 600 points, regular height from 450 points,
///   compact below. The idiom is `.pad`, the layout direction left to right, and the appearance
///   light unless `overrideUserInterfaceStyle` says otherwise (system colours stay light: there is
///   no dark appearance). Dynamic Type's content size category and the iOS 17 trait registration
///   API are absent.
public final class UITraitCollection: Equatable, Hashable, CustomStringConvertible, Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat

    init(
        horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
        style: UIUserInterfaceStyle = .unspecified, idiom: UIUserInterfaceIdiom = .unspecified,
        direction: UITraitEnvironmentLayoutDirection = .unspecified, scale: CGFloat = 0
    ) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceStyle = style
        userInterfaceIdiom = idiom
        layoutDirection = direction
        displayScale = scale
    }

    /// A collection with every trait unspecified.
    public convenience init() { self.init(horizontal: .unspecified) }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass)
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }

    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }

    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(direction: layoutDirection)
    }

    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }

    /// The traits of `traitCollections` combined: for each trait, the last collection that
    /// specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<Value: Equatable>(_ trait: (UITraitCollection) -> Value, unspecified: Value) -> Value {
            traitCollections.last { trait($0) != unspecified }.map(trait) ?? unspecified
        }
        self.init(
            horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
            vertical: last(\.verticalSizeClass, unspecified: .unspecified),
            style: last(\.userInterfaceStyle, unspecified: .unspecified),
            idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
            direction: last(\.layoutDirection, unspecified: .unspecified),
            scale: last(\.displayScale, unspecified: 0))
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
    }

    /// Whether dynamic colours could resolve differently in `traitCollection`: here, whether the
    /// appearance differs, the only trait that picks a colour.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    /// The collection of the environment being drawn or laid out; outside that, the main
    /// screen's.
    @MainActor public static var current: UITraitCollection {
        get { currentOverride ?? UIScreen.main.traitCollection }
        set { currentOverride = newValue }
    }
    @MainActor private static var currentOverride: UITraitCollection?

    /// Runs `actions` with `current` set to this collection.
    @MainActor public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = Self.currentOverride
        Self.currentOverride = self
        defer { Self.currentOverride = saved }
        try actions()
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
            && lhs.layoutDirection == rhs.layoutDirection && lhs.displayScale == rhs.displayScale
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale)
    }

    public var description: String {
        "<UITraitCollection: horizontalSizeClass = \(horizontalSizeClass), verticalSizeClass = \(verticalSizeClass), "
            + "userInterfaceStyle = \(userInterfaceStyle), userInterfaceIdiom = \(userInterfaceIdiom), "
            + "displayScale = \(displayScale)>"
    }

    /// Size classes for a window of `size` points (see the note on the class).
    static func sizeClasses(for size: CGSize) -> (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass) {
        (size.width >= 600 ? .regular : .compact, size.height >= 450 ? .regular : .compact)
    }

    /// The collection of a window or screen of `size` points at `scale`, light unless `style`.
    static func environment(size: CGSize, scale: CGFloat, style: UIUserInterfaceStyle) -> UITraitCollection {
        let (horizontal, vertical) = sizeClasses(for: size)
        return UITraitCollection(
            horizontal: horizontal, vertical: vertical, style: style == .unspecified ? .light : style, idiom: .pad,
            direction: .leftToRight, scale: scale)
    }
}
