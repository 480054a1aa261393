import UIKit

/// Counts the objects the app makes for its scenes and how many were deinitialized, and reads the
/// process's resident memory and attached shared-memory segments, for the leak check
/// (`MULTIWINDOW_CYCLE`) and the benchmark (`MULTIWINDOW_BENCH`).
@MainActor
enum Ledger {
    enum Kind: String, CaseIterable {
        case scene, sceneDelegate, window, controller, view
    }

    /// Scenes connected since launch; a scene's number.
    static var sceneCount = 0
    private static var made: [Kind: Int] = [:]
    private static var freed: [Kind: Int] = [:]
    /// Every view of every window's tree, including the toolkit's own (a button's label), weakly.
    private static var views: [WeakView] = []

    private struct WeakView {
        weak var view: UIView?
    }

    static func made(_ kind: Kind) { made[kind, default: 0] += 1 }
    nonisolated static func freed(_ kind: Kind) {
        MainActor.assumeIsolated { freed[kind, default: 0] += 1 }
    }

    /// Remembers `view` and its whole subtree.
    static func track(_ view: UIView) {
        views.append(WeakView(view: view))
        for subview in view.subviews { track(subview) }
    }

    /// Objects still alive: made minus freed, by kind, plus tracked views not yet freed.
    static func alive() -> [String: Int] {
        var result: [String: Int] = [:]
        for kind in Kind.allCases { result[kind.rawValue] = made[kind, default: 0] - freed[kind, default: 0] }
        result["anyView"] = views.filter { $0.view != nil }.count
        return result
    }

    static func madeCount(_ kind: Kind) -> Int { made[kind, default: 0] }
    static var trackedViewCount: Int { views.count }

    /// Resident set size in KiB, from /proc/self/status.
    static func residentKiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
        }
        return -1
    }

    /// System V shared-memory segments mapped into this process (the windows' back buffers).
    static func attachedSharedSegments() -> Int {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return -1 }
        return maps.split(separator: "\n").filter { $0.contains("/SYSV") }.count
    }
}
