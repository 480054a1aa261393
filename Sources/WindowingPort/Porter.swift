import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// What to port, where to, and how to say how far it got.
public struct PortOptions: Sendable {
    public var input: URL
    public var output: URL
    /// The Windowing checkout the app depends on; nil finds the one this command was built from.
    public var windowing: URL?
    /// Replace an existing output folder.
    public var force: Bool
    /// Receives a progress line per 100 files.
    public var progress: @Sendable (String) -> Void

    public init(
        input: URL, output: URL, windowing: URL? = nil, force: Bool = false,
        progress: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.input = input
        self.output = output
        self.windowing = windowing
        self.force = force
        self.progress = progress
    }
}

/// Ports an iOS app's source folder to a SwiftPM package that builds against Windowing. The input
/// folder is only read; everything is written into the output folder.
public enum Porter {
    public static let progressInterval = 100

    public static func run(_ options: PortOptions, executable: URL = URL(fileURLWithPath: CommandLine.arguments[0]))
        throws(PortError) -> PortReport
    {
        let input = options.input.standardizedFileURL.resolvingSymlinksInPath()
        let output = options.output.standardizedFileURL.resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw .inputNotFound(path: options.input.path)
        }
        if output.path == input.path || output.path.hasPrefix(input.path + "/") {
            throw .outputInsideInput(output: output.path, input: input.path)
        }
        if input.path.hasPrefix(output.path + "/") {
            throw .outputHoldsInput(output: output.path, input: input.path)
        }
        if FileManager.default.fileExists(atPath: output.path), !options.force {
            throw .outputExists(path: output.path)
        }
        let windowing: URL
        if let given = options.windowing {
            let resolved = given.standardizedFileURL
            guard PackageManifest.isWindowingCheckout(resolved) else { throw .windowingNotFound(path: given.path) }
            windowing = resolved
        } else {
            guard let found = PackageManifest.locateWindowing(executable: executable) else {
                throw .windowingNotFound(path: executable.deletingLastPathComponent().path)
            }
            windowing = found
        }

        let folder = try AppFolder(url: input)
        var sources: [String: String] = [:]
        for file in folder.swiftFiles { sources[file] = try read(input.appendingPathComponent(file)) }
        guard sources.values.contains(where: { $0.contains("import UIKit") }) else {
            throw .notAnApp(path: input.path)
        }

        let target = PackageManifest.targetName(forFolder: input.lastPathComponent)
        var job = PortJob(
            input: input, folder: folder, target: target, total: folder.fileCount,
            progress: options.progress)
        job.convertSources(sources)
        job.carryResources()
        try job.write(to: output, windowing: windowing, replacing: options.force)
        return job.report
    }

    static func read(_ url: URL) throws(PortError) -> String {
        do {
            let data = try Data(contentsOf: url)
            return String(decoding: data, as: UTF8.self)
        } catch {
            throw .readFailed(path: url.path, reason: (error as NSError).localizedDescription)
        }
    }

    /// The first syntax error in `tree`, with its line, or nil when the file parses.
    static func firstSyntaxError(_ tree: SourceFileSyntax, file: String) -> (line: Int, message: String)? {
        guard tree.hasError else { return nil }
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        guard let diagnostic = ParseDiagnosticsGenerator.diagnostics(for: tree).first else {
            return (1, "the file does not parse")
        }
        return (diagnostic.location(converter: converter).line, diagnostic.message)
    }
}
