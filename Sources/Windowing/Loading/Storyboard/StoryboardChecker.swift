import Foundation

/// Loads storyboards and nibs from disk with the toolkit's loader, one verdict per file, for
/// the `check-storyboards` command ("does my storyboard load?").
///
/// A file checked on its own has none of its app's classes: a `customClass` the loader cannot find
/// is the usual warning (behaviour 3.17), and the outlets and actions of such objects go unchecked
/// (`IBCompiler.ConnectionCheck.skipUnknownClasses`). Everything else is checked as in an app:
/// XML, document type, Xcode's vocabulary of elements and attributes, values, ids, and the initial
/// and identified view controllers are instantiated with their views.
@MainActor
package enum StoryboardChecker {
    /// A file's outcome. `unlinked` names the app's classes the file uses, which are not linked into
    /// the checker: their warnings (behaviour 3.17) are not counted, since every file checked alone has them.
    package enum Verdict: Equatable, Sendable {
        case ok(unlinked: [String])
        case warned([String], unlinked: [String])
        case refused(String)
    }

    /// The `.storyboard` and `.xib` files at `paths` (files, or folders searched recursively), sorted.
    package static func files(at paths: [String]) -> [URL] {
        var found: [URL] = []
        for path in paths {
            let url = URL(fileURLWithPath: path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                found.append(url)  // reported as unreadable
                continue
            }
            guard isFolder.boolValue else {
                found.append(url)
                continue
            }
            let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
            while let next = walker?.nextObject() as? URL {
                if ["storyboard", "xib"].contains(next.pathExtension) { found.append(next) }
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Reads, checks and instantiates one file; `.xib` files as nibs, others as storyboards.
    package static func check(_ url: URL, module: String = "StoryboardCheck") -> Verdict {
        let kind: IBCompiler.Kind = url.pathExtension == "xib" ? .nib : .storyboard
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return .refused(
                StoryboardError.unreadable(file: url.path, reason: (error as NSError).localizedDescription).description)
        }
        do {
            let model = try IBFileLoader.compile(
                data, kind: kind, file: url.path, registry: TypeRegistry(moduleName: module),
                connectionCheck: .skipUnknownClasses)
            let bundle = Bundle(path: url.deletingLastPathComponent().path)
            if kind == .nib {
                var instantiation = IBInstantiation(placeholders: [:], bundle: bundle, file: url.path)
                for spec in model.topLevelViews { _ = instantiation.makeView(spec) }
            } else {
                let storyboard = UIStoryboard(
                    model: model, name: url.deletingPathExtension().lastPathComponent, bundle: bundle)
                storyboard.instantiateInitialViewController()?.loadViewIfNeeded()
                for identifier in model.identifiers.keys.sorted() {
                    storyboard.instantiateViewController(withIdentifier: identifier).loadViewIfNeeded()
                }
            }
            let unlinked = model.unknownClasses.map(\.name)
            let classWarnings = Set(model.unknownClasses.map(\.warning))
            let warnings =
                model.warnings.filter { !classWarnings.contains($0) }
                + StoryboardLayoutCheck.issues(
                    in: model, device: StoryboardLayoutCheck.device(in: data), bundle: bundle)
            return warnings.isEmpty ? .ok(unlinked: unlinked) : .warned(warnings, unlinked: unlinked)
        } catch {
            return .refused(error.description)
        }
    }

    /// One line per file, then a summary; with `verbose`, each warning under its file. A file whose
    /// only warnings are its app's classes, which are not linked here, counts as ok.
    package static func report(_ urls: [URL], verbose: Bool, print: (String) -> Void) -> (
        ok: Int, warned: Int, refused: Int
    ) {
        var counts = (ok: 0, warned: 0, refused: 0)
        for url in urls {
            switch check(url) {
            case .ok(let classes):
                counts.ok += 1
                print("ok       \(url.path)\(Self.unlinkedNote(classes))")
            case .warned(let warnings, let classes):
                counts.warned += 1
                print(
                    "warned   \(url.path): \(warnings.count) "
                        + "warning\(warnings.count == 1 ? "" : "s")\(Self.unlinkedNote(classes))"
                )
                if verbose { warnings.forEach { print("    \($0)") } }
            case .refused(let message):
                counts.refused += 1
                print("refused  \(message)")
            }
        }
        print("\(urls.count) files: \(counts.ok) ok, \(counts.warned) loaded with warnings, \(counts.refused) refused")
        return counts
    }

    private static func unlinkedNote(_ classes: [String]) -> String {
        classes.isEmpty ? "" : " (the app's classes are not linked here: \(classes.joined(separator: ", ")))"
    }
}
