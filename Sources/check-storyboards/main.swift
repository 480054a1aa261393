import Foundation
import Windowing

// `swift run check-storyboards [-v] FILE-OR-FOLDER…`: loads each storyboard and nib with
// Windowing's own loader and prints one verdict per file (ok, loaded with warnings, or refused
// with the file, line, element and a hint). The app's classes are not linked in, so their outlets
// and actions go unchecked. Exits 1 when a file is refused, 2 on a usage error.
let arguments = CommandLine.arguments.dropFirst()
let verbose = arguments.contains("-v")
let paths = arguments.filter { $0 != "-v" }
guard !paths.isEmpty, !paths.contains(where: { $0.hasPrefix("-") }) else {
    FileHandle.standardError.write(Data("usage: check-storyboards [-v] FILE-OR-FOLDER…\n".utf8))
    exit(2)
}
let refused = MainActor.assumeIsolated {
    StoryboardChecker.report(StoryboardChecker.files(at: Array(paths)), verbose: verbose) { print($0) }.refused
}
exit(refused == 0 ? 0 : 1)
