import Foundation
import Testing

@testable import Windowing

/// The string paths the resource lookups use in place of `URL` give the same components Foundation
/// gives, and the C library's answers about files match what is on disk.
struct FilePathsTests {
    @Test func componentsOfPaths() {
        #expect(FilePaths.appending("Info.plist", to: "/a/b") == "/a/b/Info.plist")
        #expect(FilePaths.appending("Info.plist", to: "/a/b/") == "/a/b/Info.plist")
        #expect(FilePaths.lastComponent(of: "/a/b/App") == "App")
        #expect(FilePaths.lastComponent(of: "/a/b/App/") == "App")
        #expect(FilePaths.lastComponent(of: "App") == "App")
        #expect(FilePaths.lastComponent(of: "/") == "/")
        #expect(FilePaths.folder(of: "/a/b/App") == "/a/b")
        #expect(FilePaths.folder(of: "/a/b/") == "/a")
        #expect(FilePaths.folder(of: "/App") == "/")
        #expect(FilePaths.folder(of: "App") == ".")
    }

    @Test func componentsMatchFoundations() {
        for path in ["/usr/lib/x86_64-linux-gnu/libc.so.6", "/tmp/Pkg_App.resources/App", "/home/u/My App/Build"] {
            let url = URL(fileURLWithPath: path)
            #expect(FilePaths.lastComponent(of: path) == url.lastPathComponent)
            #expect(FilePaths.folder(of: path) == url.deletingLastPathComponent().path)
            #expect(FilePaths.appending("x y.png", to: path) == url.appendingPathComponent("x y.png").path)
        }
    }

    @Test func folderEntriesAndKinds() throws {
        let folder = try makeTemporaryDirectory()
        defer { removeTemporaryFolder(of: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("inner"), withIntermediateDirectories: false)
        try Data("x".utf8).write(to: folder.appendingPathComponent("file é.txt"))
        #expect(FilePaths.entries(ofFolder: folder.path)?.sorted() == ["file é.txt", "inner"])
        #expect(FilePaths.entries(ofFolder: folder.appendingPathComponent("missing").path) == nil)
        #expect(FilePaths.isFolder(folder.appendingPathComponent("inner").path))
        #expect(!FilePaths.isFolder(folder.appendingPathComponent("file é.txt").path))
        #expect(FilePaths.exists(folder.appendingPathComponent("file é.txt").path))
        #expect(FilePaths.isReadable(folder.appendingPathComponent("file é.txt").path))
        #expect(!FilePaths.exists(folder.appendingPathComponent("missing").path))
    }

    @Test func linkDestination() throws {
        let folder = try makeTemporaryDirectory()
        defer { removeTemporaryFolder(of: folder) }
        let link = folder.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/some/where else")
        #expect(FilePaths.linkDestination(link) == "/some/where else")
        #expect(FilePaths.linkDestination(folder.path) == nil, "a folder is not a link")
        #expect(
            AppResources.executablePath()
                == (try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")))
    }
}
