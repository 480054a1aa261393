// What `@UIApplicationMain` compiles to. For the attribute the Swift compiler writes a C `main`
// that calls `UIApplicationMain(argc, argv, nil, NSStringFromClass(AppDelegate.self))`, taking both
// functions from a Clang module named UIKit, as on iOS. Sources/CUIKitMain declares that module;
// these two definitions give its symbols bodies. `NSStringFromClass` receives the class's metadata
// and returns a retained object holding its name, which the compiler's code hands on and releases
// as it would an NSString; `UIApplicationMain` reads the name back and starts the app.
import Foundation
import Windowing

/// The delegate class's name, in the object the compiler's code treats as an NSString.
private final class ApplicationMainClassName {
    let name: String

    init(_ name: String) { self.name = name }
}

@_cdecl("NSStringFromClass")
func _windowingApplicationMainClassName(_ metadata: UnsafeRawPointer) -> UnsafeMutableRawPointer {
    let type: AnyClass = unsafeBitCast(metadata, to: AnyClass.self)
    return Unmanaged.passRetained(ApplicationMainClassName(NSStringFromClass(type))).toOpaque()
}

@_cdecl("UIApplicationMain")
func _windowingApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ principalClassName: UnsafeRawPointer?, _ delegateClassName: UnsafeRawPointer?
) -> Int32 {
    func name(_ pointer: UnsafeRawPointer?) -> String? {
        pointer.map { Unmanaged<ApplicationMainClassName>.fromOpaque($0).takeUnretainedValue().name }
    }
    let principal = name(principalClassName)
    let delegate = name(delegateClassName)
    // The compiler's `main` runs on the main thread, before anything else.
    nonisolated(unsafe) let argv = argv
    return MainActor.assumeIsolated { UIApplicationMain(argc, argv, principal, delegate) }
}
