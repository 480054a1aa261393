// The entry point, and the only place that turns an error into a line on standard error and an
// exit status (dwm's die(), argument-parser's exit(withError:)).
//
// UIApplicationMain resolves the principal and delegate class names, reads Info.plist, connects
// to the X server, creates the application object and its delegate, runs the launch sequence
// (UIApplication+Launch.swift) and then the run loop (UIApplication+RunLoop.swift), never returning.

#if canImport(Glibc)
// `stdout` is a C global; line-buffering it once at start-up, before any other thread exists, is safe.
@preconcurrency import Glibc
#endif
import Foundation

/// Creates the application object and the app delegate, and runs the event loop; never returns
/// (behaviour 1.1–1.9).
///
/// - Parameters:
///   - argc: `CommandLine.argc`.
///   - argv: `CommandLine.unsafeArgv`.
///   - principalClassName: the `UIApplication` class or subclass; nil means `UIApplication`.
///   - delegateClassName: the app delegate's class, e.g. `NSStringFromClass(AppDelegate.self)`;
///     module-qualified, unqualified and `$(PRODUCT_MODULE_NAME).X` names are accepted.
/// - Returns: never; the process exits with 0 after `applicationWillTerminate(_:)`, or with 1
///   after printing why the app could not start.
///
/// `@preconcurrency`, so that top-level code in a `main.swift` compiled in the Swift 5 language
/// mode, which is not isolated to the main actor, can call it as iOS apps do.
@preconcurrency @MainActor
@discardableResult
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 {
    runApplicationMain(principalClassName: principalClassName, delegateClassName: delegateClassName, delegateClass: nil)
}

/// `UIApplicationMain`'s body. `delegateClass` is the class `delegateClassName` names when the
/// caller has it (`@main`), so that it is checked without being looked up by name again.
@MainActor
func runApplicationMain(
    principalClassName: String?, delegateClassName: String?, delegateClass: (any UIApplicationDelegate.Type)?
) -> Never {
    // The chain is meant to be watched as it happens, also through a pipe or a log file.
    setvbuf(stdout, nil, _IOLBF, 0)
    Trace.startClock()
    Trace.startRecordingFromEnvironment()
    let environment = ProcessEnvironment.launchVariables()
    let executable = AppResources.executablePath()
    do {
        let plan = try LaunchPlan(
            principalClassName: principalClassName, delegateClassName: delegateClassName,
            delegateClass: delegateClass, executable: executable, environment: environment)
        let backend = try BackendSelection.makeBackend(environment: environment)
        // Not earlier: on two cores, fontconfig's set-up competing with this thread and the X
        // server made the connection's round trips wait, and the first frame came ~0.9 ms later.
        FontCatalog.startLoading()
        UIApplication.installTerminationSignals()
        let app = try UIApplication.launch(plan, backend: backend)
        app.run()
        exit(0)
    } catch {
        Diagnostics.error(String(describing: error))
        exit(1)
    }
}

/// What `UIApplicationMain` resolved before anything is created: checked class names and Info.plist.
struct LaunchPlan {
    var principalClass: UIApplication.Type
    var delegateClass: UIResponder.Type?
    /// `delegateClass` with its conformance, when `@main` handed it over: the delegate is then
    /// made an `any UIApplicationDelegate` without asking the runtime, which would scan every
    /// conformance record of the executable for it (~0.2 M instructions at launch).
    var delegateConformance: (any UIApplicationDelegate.Type)?
    var infoPlist: InfoPlist?
    var registry: TypeRegistry
    /// What `WINDOWING_DEBUG_OVERLAY` and `WINDOWING_INSPECTOR` turned on.
    var debugSwitches = DebugSwitches()

    init(
        principalClass: UIApplication.Type, delegateClass: UIResponder.Type?, infoPlist: InfoPlist?, moduleName: String
    ) {
        self.principalClass = principalClass
        self.delegateClass = delegateClass
        self.infoPlist = infoPlist
        registry = TypeRegistry(moduleName: moduleName)
    }

    /// `delegateClass`, when given, is the class `delegateClassName` names; it is checked as a
    /// looked-up class is, without the name lookup (the runtime scans every type record for it).
    init(
        principalClassName: String?, delegateClassName: String?,
        delegateClass knownDelegate: (any UIApplicationDelegate.Type)? = nil, executable: String,
        environment: [String: String]
    ) throws {
        let moduleName =
            [delegateClassName, principalClassName].compactMap { $0 }
            .lazy.compactMap(TypeRegistry.moduleName(ofQualifiedName:)).first
            ?? TypeRegistry.moduleName(forExecutable: FilePaths.lastComponent(of: executable))
        registry = TypeRegistry(moduleName: moduleName)
        principalClass = try Self.resolvePrincipal(principalClassName, registry: registry)
        delegateClass = try delegateClassName.map { name throws(LaunchError) in
            if let knownDelegate { return try Self.checkDelegate(knownDelegate, name: name) }
            return try Self.resolveDelegate(name, registry: registry)
        }
        if delegateClassName != nil { delegateConformance = knownDelegate }
        switch try AppResources.infoPlist(executable: executable, environment: environment) {
        case .file(let path):
            // Behaviour 3.19: the build settings Xcode would have expanded, for this executable.
            let product = InfoPlist.Product(name: FilePaths.lastComponent(of: executable), moduleName: moduleName)
            infoPlist = try InfoPlist(contentsOfFile: path, expandingFor: product)
        case .none: infoPlist = nil
        }
        debugSwitches = DebugSwitches(environment: environment)
    }

    private static func resolvePrincipal(_ name: String?, registry: TypeRegistry) throws(LaunchError)
        -> UIApplication.Type
    {
        guard let name else { return UIApplication.self }
        let lookup = registry.lookup(name)
        guard let type = lookup.type else {
            throw .unknownClass(role: "principal class", name: name, tried: lookup.explanation)
        }
        guard let application = type as? UIApplication.Type else {
            throw .wrongKind(role: "principal class", name: name, requirement: "a subclass of UIApplication")
        }
        return application
    }

    private static func resolveDelegate(_ name: String, registry: TypeRegistry) throws(LaunchError) -> UIResponder.Type
    {
        let lookup = registry.lookup(name)
        guard let type = lookup.type else {
            throw .unknownClass(role: "application delegate", name: name, tried: lookup.explanation)
        }
        guard type is any UIApplicationDelegate.Type else { throw wrongDelegateKind(name) }
        return try checkDelegate(type, name: name)
    }

    /// The checks on a delegate class other than its conformance, which `@main`'s caller has.
    private static func checkDelegate(_ type: Any.Type, name: String) throws(LaunchError) -> UIResponder.Type {
        guard let responder = type as? UIResponder.Type, !(type is UIScene.Type), !(type is UIView.Type),
            !(type is UIViewController.Type)
        else { throw wrongDelegateKind(name) }
        return responder
    }

    private static func wrongDelegateKind(_ name: String) -> LaunchError {
        .wrongKind(
            role: "application delegate", name: name,
            requirement: "a UIResponder subclass adopting UIApplicationDelegate")
    }
}

/// Why `UIApplicationMain` could not create the application or its delegate.
public enum LaunchError: Error, Equatable, CustomStringConvertible, Sendable {
    /// No class has the name; carries every spelling tried.
    case unknownClass(role: String, name: String, tried: String)
    /// The class exists but is not what its role requires, so it is not instantiated.
    case wrongKind(role: String, name: String, requirement: String)
    /// The class's `init?(coder:)`, which creates it from its name, returned nil.
    case initializerFailed(role: String, name: String)

    public var description: String {
        switch self {
        case .unknownClass(let role, let name, let tried):
            "UIApplicationMain: no class named '\(name)' for the \(role); tried \(tried); pass "
                + "NSStringFromClass(TheClass.self)"
        case .wrongKind(let role, let name, let requirement):
            "UIApplicationMain: class '\(name)' cannot be the \(role): it must be \(requirement)"
        case .initializerFailed(let role, let name):
            "UIApplicationMain: init(coder:) of '\(name)' returned nil, so there is no \(role); Windowing creates "
                + "the \(role) from its class name with init?(coder:), so return an instance from it"
        }
    }
}
