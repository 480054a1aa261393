internal import CPango
import Foundation
import Synchronization

/// Pango's font side of text: font descriptions for `UIFont`, the installed families
/// `UIFont(name:size:)` checks, and font metrics.
///
/// Everything here may run on any thread, as `UIFont` may: metrics come from a Pango context of
/// their own, used only under a lock, and fontconfig itself is thread-safe.
enum FontCatalog {
    /// Pango's fixed-point unit: 1 point (Cairo user unit) is 1024 Pango units.
    static let unitsPerPoint = CGFloat(PANGO_SCALE)

    /// The installed families by lowercased name, read once from fontconfig through Pango.
    static let families: [String: String] = {
        let fontMap = pango_cairo_font_map_new()
        defer { g_object_unref(UnsafeMutableRawPointer(fontMap)) }
        var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &list, &count)
        defer { g_free(list) }
        var names: [String: String] = [:]
        for index in 0..<Int(count) {
            guard let family = list?[index], let name = pango_font_family_get_name(family) else { continue }
            let familyName = String(cString: name)
            names[familyName.lowercased()] = familyName
        }
        return names
    }()

    /// Starts fontconfig's set-up now, on Pango's own thread, so that it overlaps the launch.
    ///
    /// The first Pango font map starts a thread that runs `FcInit`, which reads every font
    /// configuration file and cache (tens of millions of instructions); the first layout waits
    /// for it. Made by `UIApplicationMain` once the window system is connected, the main thread's
    /// default map, which the toolkit's layouts use, is ready about when the first label is measured.
    static func startLoading() {
        _ = pango_cairo_font_map_get_default()
    }

    /// The installed family called `name` (compared case-insensitively), as fontconfig spells it.
    static func installedFamily(named name: String) -> String? { families[name.lowercased()] }

    /// A new Pango font description for `font`; the caller frees it with `pango_font_description_free`.
    static func makeDescription(for font: UIFont) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, font.drawingFamily)
        // San Francisco's advances are about DejaVu Sans Semi-Condensed's ("Button" at 15 pt is
        // 45 points wide in both, 50 in DejaVu Sans), so Xcode-sized labels and buttons fit.
        if font.isSystemFont { pango_font_description_set_stretch(description, PANGO_STRETCH_SEMI_CONDENSED) }
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.pangoWeight)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        // An absolute size is in device units, so 17 pt text is 17 Cairo user units tall
        // whatever resolution the context has.
        pango_font_description_set_absolute_size(description, Double(font.pointSize * unitsPerPoint))
        return description
    }

    /// The face fontconfig draws `font` with: its family, CSS weight and whether it slants.
    static func matchedFace(for font: UIFont) -> (family: String, weight: Int, italic: Bool, condensed: Bool) {
        metricsState.withLock { state in
            let description = makeDescription(for: font)
            defer { pango_font_description_free(description) }
            let context = state.measurer.context
            guard let loaded = pango_context_load_font(context, description) else { return ("", 0, false, false) }
            defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
            let face = pango_font_describe(loaded)
            defer { pango_font_description_free(face) }
            let family = pango_font_description_get_family(face).map { String(cString: $0) } ?? ""
            let style = pango_font_description_get_style(face)
            return (
                family, Int(pango_font_description_get_weight(face).rawValue), style != PANGO_STYLE_NORMAL,
                pango_font_description_get_stretch(face).rawValue < PANGO_STRETCH_NORMAL.rawValue
            )
        }
    }

    // MARK: - Metrics

    /// The metrics `UIFont` reports, in points.
    struct Metrics: Sendable {
        var ascender: CGFloat
        var descender: CGFloat
        var lineHeight: CGFloat
        var leading: CGFloat
        var capHeight: CGFloat
        var xHeight: CGFloat
    }

    /// A Pango context kept for measuring metrics, only touched under `metricsState`'s lock.
    private final class MetricsContext: @unchecked Sendable {
        let context: OpaquePointer
        init() {
            let fontMap = pango_cairo_font_map_new()
            context = pango_font_map_create_context(fontMap)
            g_object_unref(UnsafeMutableRawPointer(fontMap))
            FontCatalog.configure(context)
        }
    }

    private struct MetricsState: ~Copyable {
        let measurer = MetricsContext()
        var cache: [UIFont: Metrics] = [:]
    }

    private static let metricsState = Mutex(MetricsState())

    /// The metrics of `font`, measured once per font and cached.
    static func metrics(for font: UIFont) -> Metrics {
        metricsState.withLock { state in
            if let known = state.cache[font] { return known }
            let measured = measureMetrics(of: font, in: state.measurer.context)
            state.cache[font] = measured
            return measured
        }
    }

    private static func measureMetrics(of font: UIFont, in context: OpaquePointer) -> Metrics {
        let description = makeDescription(for: font)
        defer { pango_font_description_free(description) }
        let metrics = pango_context_get_metrics(context, description, nil)
        defer { pango_font_metrics_unref(metrics) }
        let ascent = CGFloat(pango_font_metrics_get_ascent(metrics)) / unitsPerPoint
        let descent = CGFloat(pango_font_metrics_get_descent(metrics)) / unitsPerPoint
        let height = CGFloat(pango_font_metrics_get_height(metrics)) / unitsPerPoint
        let lineHeight = max(height, ascent + descent)
        return Metrics(
            ascender: ascent, descender: -descent, lineHeight: lineHeight, leading: lineHeight - (ascent + descent),
            capHeight: inkHeight(of: "H", description: description, in: context),
            xHeight: inkHeight(of: "x", description: description, in: context))
    }

    /// How far the ink of `glyph` rises above the baseline: the font's cap or x height.
    private static func inkHeight(of glyph: String, description: OpaquePointer, in context: OpaquePointer) -> CGFloat {
        let layout = pango_layout_new(context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, glyph, -1)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let baseline = pango_layout_get_baseline(layout)
        return CGFloat(baseline - ink.y) / unitsPerPoint
    }

    // MARK: - Contexts

    /// Sets up a Pango context the way every text context in the toolkit is: 72 dpi, so a point
    /// is a Cairo user unit, and unhinted, unrounded glyph positions, so positions measured once
    /// hold at any scale.
    static func configure(_ context: OpaquePointer) {
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        Canvas.withUnhintedMetricsFontOptions { pango_cairo_context_set_font_options(context, $0) }
    }
}
