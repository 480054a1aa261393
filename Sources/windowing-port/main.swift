import ArgumentParser
import Foundation
import WindowingPort

/// `windowing-port IOS-APP-FOLDER OUT-FOLDER`: ports an iOS app's sources to a package that builds
/// against Windowing, and prints what it changed and what it could not convert.
struct WindowingPortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "windowing-port",
        abstract: "Ports an iOS app's source folder to a SwiftPM package that builds against Windowing.")

    @Argument(help: "The app's source folder as Xcode lays it out (.swift files, Info.plist, Base.lproj, xcassets).")
    var input: String

    @Argument(help: "The package to write; it must not exist unless --force is given.")
    var output: String

    @Option(help: "The Windowing checkout to depend on (default: the one this command was built from).")
    var windowing: String?

    @Flag(help: "Replace OUT-FOLDER if it exists.")
    var force = false

    func run() throws {
        let options = PortOptions(
            input: URL(fileURLWithPath: input), output: URL(fileURLWithPath: output),
            windowing: windowing.map { URL(fileURLWithPath: $0) }, force: force,
            progress: { print($0) })
        do {
            let report = try Porter.run(options)
            print(report.text)
            print("windowing-port: wrote \(output); build it with: swift build --package-path \(output)")
        } catch {
            FileHandle.standardError.write(Data("windowing-port: error: \(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}

WindowingPortCommand.main()
