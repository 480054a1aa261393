public import Foundation

// `UIImage(named:)`: images from the app's resources, with the `@2x`/`@3x` file that suits the
// screen, the way UIKit picks them from the main bundle.
extension UIImage {
    /// Options for looking up an image by name.
    ///
    /// Symbol images take a `SymbolConfiguration` (`init?(systemName:withConfiguration:)`).
    ///
    /// - Note: Differs from UIKit: images by name have no trait variants, so no configuration
    ///   changes what `init?(named:in:with:)` finds; pass nil.
    open class Configuration {
        public init() {}
    }

    /// An image from the app's resources (see `init?(named:in:with:)`), cached as UIKit caches
    /// named images; nil with a warning if no file matches or it cannot be read.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, with: nil)
    }

    /// An image named `name` in `bundle`'s resources, or the app's when `bundle` is nil.
    ///
    /// The app's resources are the folder named by `WINDOWING_RESOURCES`, else the SwiftPM
    /// resource bundle beside the executable (and its folders), where `Info.plist` is found.
    /// A name without an extension tries `.png`, `.jpg` and `.jpeg`. For a screen of scale 2
    /// `name@2x` is preferred, then `@3x`, then the plain file, and the image's `scale` is the
    /// file's (so `size` stays in points).
    ///
    /// - Note: Differs from UIKit: a name that leaves the resources (absolute, or with a `..`
    ///   component) finds nothing, with a warning; storyboards are input, and their image names
    ///   must not reach the user's other files.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        guard AppResources.isInsideResources(name) else {
            Diagnostics.warning(
                "UIImage.init(named:): refusing the name '\(name)', which leads outside the app's resources; "
                    + "name an image inside them, without '..' or a leading '/'")
            return nil
        }
        let folders =
            bundle.map { [$0.resourcePath ?? $0.bundlePath] }
            ?? AppResources.appFolders(
                executable: AppResources.executablePath(), resources: ProcessEnvironment.value("WINDOWING_RESOURCES"))
        guard let file = Self.resolve(named: name, in: folders, screenScale: UIScreen.main.scale) else {
            let searched = folders.joined(separator: ", ")
            Diagnostics.warning(
                "UIImage.init(named:): no image named '\(name)' in [\(searched)]; "
                    + "add '\(name).png' (or @2x/@3x variants) to the app's resources")
            return nil
        }
        if let cached = NamedImageCache.images[file] {
            self.init(cgImage: cached.image, scale: cached.scale, orientation: .up)
            return
        }
        do {
            let image = CGImage(bitmap: try Self.decodeFile(atPath: file))
            let scale = Self.scale(fromFileName: file)
            NamedImageCache.images[file] = (image, scale)
            self.init(cgImage: image, scale: scale, orientation: .up)
        } catch {
            Diagnostics.warning(Self.failureMessage(api: "init(named:)", source: "'\(file)'", error))
            return nil
        }
    }

    /// The file `name` stands for in `folders`, best scale for `screenScale` first.
    static func resolve(named name: String, in folders: [String], screenScale: CGFloat) -> String? {
        guard !name.isEmpty else { return nil }
        let given = name as NSString
        let knownExtensions = ["png", "jpg", "jpeg"]
        let extensions =
            knownExtensions.contains(given.pathExtension.lowercased()) ? [given.pathExtension] : knownExtensions
        let base = extensions == knownExtensions ? name : given.deletingPathExtension
        let explicitScale = scale(fromFileName: base + ".png") != 1
        let suffixes = explicitScale ? [""] : scaleSuffixes(for: screenScale)
        for folder in folders {
            for suffix in suffixes {
                for pathExtension in extensions {
                    let file = FilePaths.appending("\(base)\(suffix).\(pathExtension)", to: folder)
                    if FilePaths.exists(file) { return file }
                }
            }
        }
        return nil
    }

    /// The screen's own scale first, then larger ones (downscaled stays sharp), then smaller.
    static func scaleSuffixes(for screenScale: CGFloat) -> [String] {
        let own = Int(min(max(screenScale.isFinite ? screenScale.rounded() : 1, 1), 3))
        let order =
            [own] + Array(stride(from: own + 1, through: 3, by: 1)) + Array(stride(from: own - 1, through: 1, by: -1))
        return order.map { $0 == 1 ? "" : "@\($0)x" }
    }
}

/// Named images already decoded, by file path (images never change, so sharing them is safe).
@MainActor
enum NamedImageCache {
    static var images: [String: (image: CGImage, scale: CGFloat)] = [:]
}
