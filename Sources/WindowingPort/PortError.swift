import Foundation

/// Why a porting run stopped before writing anything useful. Each message names the subsystem,
/// the value at fault and what to do about it.
public enum PortError: Error, Equatable, CustomStringConvertible {
    /// The input path does not exist or is not a folder.
    case inputNotFound(path: String)
    /// The input folder holds no Swift file that imports UIKit.
    case notAnApp(path: String)
    /// The output folder exists and `--force` was not given.
    case outputExists(path: String)
    /// The output folder is the input folder or lies inside it, so writing it would modify the input.
    case outputInsideInput(output: String, input: String)
    /// The input folder lies inside the output folder, which `--force` would delete.
    case outputHoldsInput(output: String, input: String)
    /// No Windowing checkout (a Package.swift with the `UIKit` product) at the given or found path.
    case windowingNotFound(path: String)
    /// A file or folder of the output could not be written.
    case writeFailed(path: String, reason: String)
    /// A file of the input could not be read.
    case readFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .inputNotFound(let path):
            return "Input: no folder at '\(path)'; pass the folder that holds the app's .swift files and Info.plist"
        case .notAnApp(let path):
            return "Input: '\(path)' holds no iOS app (no .swift file imports UIKit); "
                + "pass the app's source folder as Xcode lays it out (AppDelegate.swift, Info.plist, Base.lproj)"
        case .outputExists(let path):
            return "Output: '\(path)' already exists; choose a new folder, or pass --force to replace it"
        case .outputInsideInput(let output, let input):
            return "Output: '\(output)' is inside the input folder '\(input)', which is never modified; "
                + "choose a folder outside it"
        case .outputHoldsInput(let output, let input):
            return "Output: '\(output)' holds the input folder '\(input)', which replacing it would delete; "
                + "choose a folder outside the input"
        case .windowingNotFound(let path):
            return "Windowing: no Windowing checkout at '\(path)' (no Package.swift with the UIKit product); "
                + "pass --windowing with the path of a Windowing checkout"
        case .writeFailed(let path, let reason):
            return "Output: cannot write '\(path)': \(reason); check that the folder is writable and the disk not full"
        case .readFailed(let path, let reason):
            return "Input: cannot read '\(path)': \(reason); check the file's permissions"
        }
    }
}
