import UIKit

/// Prints `Class::method` (and what it was about) on standard output, the lines the lesson page
/// quotes and StoryboardWindowTests compares, one per callback.
@MainActor
func printCall(_ object: AnyObject, _ function: String, _ detail: String? = nil) {
    let line = String(describing: type(of: object)) + "::" + function
    print(detail.map { line + " " + $0 } ?? line)
}
