import Foundation
import Testing

/// The package's manifest as SwiftPM reads it (`swift package dump-package`): every module that
/// reaches Windowing through another module depends on Windowing directly, and every library
/// product that wraps Windowing lists it.
///
/// SwiftPM reruns a module's compilation only when one of its direct dependencies' modules
/// changes. When Windowing's classes gain a stored property or a method, UIKit's module (which
/// re-exports Windowing) and WindowingTesting's do not change, so an app depending on them alone
/// kept code compiled against the old class layout and, after an update, crashed at launch
/// ("Call of deleted method", or a bad pointer).
@Suite struct ManifestDependencyTests {
    private struct Manifest: Decodable {
        struct Product: Decodable {
            let name: String
            let targets: [String]
            /// `{"library": ["automatic"]}` or `{"executable": null}`.
            let type: [String: [String]?]

            var isLibrary: Bool { type.keys.contains("library") }
        }
        struct Target: Decodable {
            let name: String
            let dependencies: [Dependency]
        }
        /// A dependency by name or on a target of this package; products of other packages are
        /// not this package's modules.
        struct Dependency: Decodable {
            let target: String?

            private enum CodingKeys: String, CodingKey { case byName, target }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                var list = try container.decodeIfPresent([String?].self, forKey: .byName)
                if list == nil {
                    // `target` entries hold the name and an optional condition object.
                    var nested = try? container.nestedUnkeyedContainer(forKey: .target)
                    list = [try nested?.decode(String.self)]
                }
                target = list?.first ?? nil
            }
        }
        let products: [Product]
        let targets: [Target]
    }

    private struct DumpFailed: Error, CustomStringConvertible {
        let status: Int32
        var description: String {
            "swift package dump-package exited with status \(status); run it in the package's folder to see why"
        }
    }

    /// Read once for both tests.
    private static let dumped = Result { try readManifest() }

    private static func manifest() throws -> Manifest { try dumped.get() }

    private static func readManifest() throws -> Manifest {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        // A scratch path of its own: the package's `.build` is locked by the `swift test` running this.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "windowing-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw DumpFailed(status: process.terminationStatus) }
        return try JSONDecoder().decode(Manifest.self, from: data)
    }

    /// The targets `name` depends on, directly or not, within the package.
    private static func reach(_ name: String, in targets: [String: Manifest.Target]) -> Set<String> {
        var found: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            for dependency in targets[next]?.dependencies ?? [] {
                guard let target = dependency.target, targets[target] != nil, found.insert(target).inserted else {
                    continue
                }
                pending.append(target)
            }
        }
        return found
    }

    @Test func everyModuleThatReachesWindowingDependsOnItDirectly() throws {
        let manifest = try Self.manifest()
        let targets = Dictionary(uniqueKeysWithValues: manifest.targets.map { ($0.name, $0) })
        try #require(targets["Windowing"] != nil && targets["UIKit"] != nil)
        var indirect: [String] = []
        for target in manifest.targets where target.name != "Windowing" {
            let direct = Set(target.dependencies.compactMap(\.target))
            if !direct.contains("Windowing"), Self.reach(target.name, in: targets).contains("Windowing") {
                indirect.append(target.name)
            }
        }
        #expect(indirect == [], "these targets reach Windowing only through another module")
    }

    @Test func everyLibraryThatWrapsWindowingListsIt() throws {
        let manifest = try Self.manifest()
        let targets = Dictionary(uniqueKeysWithValues: manifest.targets.map { ($0.name, $0) })
        let wrapping = manifest.products.filter { product in
            product.isLibrary
                && product.targets.contains { $0 != "Windowing" && Self.reach($0, in: targets).contains("Windowing") }
        }
        #expect(Set(wrapping.map(\.name)).isSuperset(of: ["UIKit", "WindowingTesting"]))
        for product in wrapping {
            #expect(product.targets.contains("Windowing"), "the \(product.name) product does not list Windowing")
        }
    }
}
