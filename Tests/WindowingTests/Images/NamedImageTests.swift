import Foundation
import Testing

@testable import Windowing

/// `UIImage(named:)`: the resource folders, the `@2x`/`@3x` choice and the resulting scale.
@MainActor
struct NamedImageTests {
    @Test func scaleSuffixesPreferTheScreenThenLargerThenSmaller() {
        #expect(UIImage.scaleSuffixes(for: 1) == ["", "@2x", "@3x"])
        #expect(UIImage.scaleSuffixes(for: 2) == ["@2x", "@3x", ""])
        #expect(UIImage.scaleSuffixes(for: 3) == ["@3x", "@2x", ""])
        #expect(UIImage.scaleSuffixes(for: 1.5) == ["@2x", "@3x", ""])
        #expect(UIImage.scaleSuffixes(for: 8) == ["@3x", "@2x", ""])
        #expect(UIImage.scaleSuffixes(for: .nan) == ["", "@2x", "@3x"])
    }

    @Test func resolvePicksTheFileForTheScreenScale() throws {
        let folder = try TestImages.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try #require(TestImages.marker().pngData())
        for name in ["icon.png", "icon@2x.png", "photo.jpg", "only@3x.png"] {
            try png.write(to: folder.appendingPathComponent(name))
        }
        func resolved(_ name: String, _ scale: CGFloat) -> String? {
            UIImage.resolve(named: name, in: [folder.path], screenScale: scale).map(FilePaths.lastComponent(of:))
        }
        #expect(resolved("icon", 1) == "icon.png")
        #expect(resolved("icon", 2) == "icon@2x.png")
        #expect(resolved("icon", 3) == "icon@2x.png")
        #expect(resolved("icon.png", 2) == "icon@2x.png")
        #expect(resolved("icon@2x", 1) == "icon@2x.png", "an explicit scale is taken as written")
        #expect(resolved("photo", 2) == "photo.jpg")
        #expect(resolved("only", 1) == "only@3x.png")
        #expect(resolved("missing", 1) == nil)
        #expect(resolved("", 1) == nil)
    }

    @Test func namedImagesFromABundleHaveTheFilesScale() throws {
        let folder = try TestImages.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #require(TestImages.marker(scale: 2).pngData()).write(to: folder.appendingPathComponent("badge@2x.png"))
        try #require(TestImages.marker(scale: 1).pngData()).write(to: folder.appendingPathComponent("plain.png"))
        let bundle = try #require(Bundle(path: folder.path))
        // No app is running in this test, so the screen scale is 1: the @2x file is the only one.
        let badge = try #require(UIImage(named: "badge", in: bundle, with: nil))
        #expect(badge.scale == 2)
        #expect(badge.size == CGSize(width: 4, height: 2))
        #expect((badge.cgImage?.width, badge.cgImage?.height) == (8, 4))
        #expect(UIImage(named: "plain", in: bundle, with: nil)?.scale == 1)
        #expect(UIImage(named: "badge", in: bundle, with: nil)?.cgImage === badge.cgImage, "named images are cached")
        #expect(UIImage(named: "nothing", in: bundle, with: nil) == nil)
    }

    @Test func corruptNamedFileGivesNil() throws {
        let folder = try TestImages.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0x89, 0x50, 0x4E]).write(to: folder.appendingPathComponent("broken.png"))
        let bundle = try #require(Bundle(path: folder.path))
        #expect(UIImage(named: "broken", in: bundle, with: nil) == nil)
    }

    @Test func appResourcesComeFromTheEnvironmentOrTheSwiftPMBundle() throws {
        let folder = try TestImages.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let executable = folder.appendingPathComponent("Demo")
        let bundle = folder.appendingPathComponent("Windowing_Demo.resources")
        try FileManager.default.createDirectory(
            at: bundle.appendingPathComponent("Demo"), withIntermediateDirectories: true)
        #expect(
            AppResources.resourceFolders(executable: executable.path, environment: ["WINDOWING_RESOURCES": "/r"])
                == ["/r"])
        #expect(
            AppResources.resourceFolders(executable: executable.path, environment: [:])
                == [bundle.path, bundle.appendingPathComponent("Demo").path])
    }

    /// The app's folders are listed once for an executable and setting, not at every image: a
    /// bundle made afterwards beside the same executable is not looked at, even when the first
    /// listing found none, until the listing is forgotten.
    @Test func appFoldersAreListedOnce() throws {
        let folder = try TestImages.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let executable = folder.appendingPathComponent("Lister").path
        #expect(AppResources.appFolders(executable: executable, resources: nil) == [])
        let first = folder.appendingPathComponent("Pkg_Lister.resources")
        try FileManager.default.createDirectory(at: first, withIntermediateDirectories: true)
        #expect(AppResources.appFolders(executable: executable, resources: nil) == [])
        AppResources.forgetListedFolders()
        #expect(AppResources.appFolders(executable: executable, resources: nil) == [first.path])
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Other_Lister.resources"), withIntermediateDirectories: true)
        #expect(AppResources.appFolders(executable: executable, resources: nil) == [first.path])
        #expect(AppResources.appFolders(executable: executable, resources: "/r") == ["/r"])
    }
}
