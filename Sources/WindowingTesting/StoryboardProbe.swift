import Foundation
import Windowing

/// Storyboards and nibs held in memory, loaded with the toolkit's own loader: for fuzzers and for
/// tests that build Interface Builder data rather than read it from an app's resources.
@preconcurrency @MainActor
public enum InterfaceBuilderProbe {
    /// What became of one input.
    public struct Outcome: Sendable, Equatable {
        /// The views instantiated, counting every subview.
        public var views: Int
        /// The kind of refusal (`malformed`, `invalid`, `limit`, …), or nil if the input loaded.
        public var refusal: String?
        /// The loader's message when it refused the input: file, line, element and a hint.
        public var message: String?
        /// The loader's warnings, such as a `customClass` it cannot find.
        public var warnings: [String]

        /// Whether the loader accepted the input and instantiated it.
        public var loaded: Bool { refusal == nil }
    }

    /// Reads, checks and instantiates `data` as the app would a file: as a nib when its document
    /// type is Xcode's nib type, else as a storyboard (the initial controller and every identified
    /// one, with their views).
    ///
    /// - Parameters:
    ///   - moduleName: the module `customModuleProvider="target"` classes are looked up in.
    ///   - bundle: where images and other resources the file names are found.
    public static func load(_ data: Data, moduleName: String, bundle: Bundle? = nil) -> Outcome {
        let outcome = StoryboardProbe.load(data, moduleName: moduleName, bundle: bundle)
        return Outcome(
            views: outcome.views, refusal: outcome.refusal, message: outcome.message, warnings: outcome.warnings)
    }
}
