import Foundation

/// Reads, checks and instantiates Interface Builder data held in memory, as the loader does with a
/// file: the door through which `WindowingTesting` lets fuzzers and tests outside this package
/// drive the loader without `@testable import`, which release builds refuse.
@MainActor
package enum StoryboardProbe {
    /// What became of one input.
    package struct Outcome: Sendable, Equatable {
        /// The views instantiated, counting every subview.
        package var views = 0
        /// The error's case name (`malformed`, `invalid`, `limit`, …) when the loader refused the input.
        package var refusal: String?
        /// The error's message when the loader refused the input.
        package var message: String?
        /// The warnings the loader gave while reading and checking, also when it then refused the input.
        package var warnings: [String] = []
    }

    /// Loads `data` as a nib when it is one (its document type says so), else as a storyboard,
    /// resolving classes in `moduleName`; instantiates the initial and every identified controller,
    /// or the nib's top-level views with its owner's outlets connected.
    package static func load(_ data: Data, moduleName: String, bundle: Bundle?) -> Outcome {
        var outcome = Outcome()
        let registry = TypeRegistry(moduleName: moduleName)
        let isNib = data.count > 40 && String(decoding: data.prefix(400), as: UTF8.self).contains("CocoaTouch.XIB\"")
        do {
            if isNib {
                let model = try IBFileLoader.compile(
                    data, kind: .nib, file: "probe.xib", registry: registry,
                    warningsBeforeFailure: { outcome.warnings = $0 })
                outcome.warnings = model.warnings
                let owner =
                    (model.ownerClass as? UIViewController.Type)?.instantiateFromClassName() ?? UIViewController()
                var instantiation = IBInstantiation(
                    placeholders: model.ownerID.map { [$0: owner] } ?? [:], bundle: bundle, file: "probe.xib")
                for spec in model.topLevelViews { outcome.views += count(instantiation.makeView(spec)) }
                instantiation.connect(owner: owner, outlets: model.ownerOutlets)
                instantiation.awake()
            } else {
                let model = try IBFileLoader.compile(
                    data, kind: .storyboard, file: "probe.storyboard", registry: registry,
                    warningsBeforeFailure: { outcome.warnings = $0 })
                outcome.warnings = model.warnings
                let storyboard = UIStoryboard(model: model, name: "probe", bundle: bundle)
                _ = storyboard.instantiateInitialViewController()
                for identifier in model.identifiers.keys.sorted() {
                    outcome.views += count(storyboard.instantiateViewController(withIdentifier: identifier).view)
                }
            }
        } catch {
            outcome.message = error.description
            outcome.refusal = Mirror(reflecting: error).children.first?.label ?? "\(error)"
        }
        return outcome
    }

    private static func count(_ view: UIView?) -> Int {
        guard let view else { return 0 }
        return 1 + view.subviews.reduce(0) { $0 + count($1) }
    }
}
