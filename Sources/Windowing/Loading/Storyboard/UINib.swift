import Foundation

/// A nib (`.xib`) whose top-level views can be made any number of times: custom table and
/// collection cells designed in Interface Builder, or any view tree an app loads itself.
///
/// The file is read and checked on the first `instantiate(withOwner:options:)`, then kept; each
/// call makes new objects, connects the outlets and actions to them and to the owner (the nib's
/// File's Owner), and sends `awakeFromNib`, as UIKit does.
///
/// ```swift
/// tableView.register(UINib(nibName: "TaskCell", bundle: nil), forCellReuseIdentifier: "Task")
/// let views = UINib(nibName: "Header", bundle: nil).instantiate(withOwner: self)
/// ```
///
/// - Note: Differs from UIKit: a nib that cannot be found or read logs UIKit's message as a
///   warning (UIKit raises an exception) and gives no objects. With a nil bundle, or `Bundle.main`,
///   the nib is looked for in the app's resources, where Swift packages put it.
@preconcurrency @MainActor
open class UINib {
    /// A key of `instantiate(withOwner:options:)`'s options.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    private enum Source {
        case named(String)
        case data(Data)
    }

    private let source: Source
    private let bundle: Bundle?
    /// The checked file, by File's Owner class (the outlets are checked against it).
    private var models: [ObjectIdentifier?: IBModel] = [:]

    /// The nib `name.xib` in `bundleOrNil`, or in the app's resources when nil.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        source = .named(name)
        bundle = bundleOrNil
    }

    /// A nib from the XML of a `.xib` file; images it names are looked up in `bundleOrNil`.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        source = .data(data)
        bundle = bundleOrNil
    }

    /// Makes the nib's top-level views, in file order, connecting its File's Owner outlets and
    /// actions to `ownerOrNil`; an empty array when the nib cannot be loaded (reported once per call).
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        let owner = ownerOrNil.map { $0 as AnyObject }
        let model: IBModel
        do throws(StoryboardError) {
            model = try self.model(owner: owner.map { type(of: $0) })
        } catch {
            Diagnostics.warning("\(error.description); UINib.instantiate(withOwner:options:) makes no objects")
            return []
        }
        var placeholders: [String: AnyObject] = [:]
        if let ownerID = model.ownerID, let owner { placeholders[ownerID] = owner }
        var instantiation = IBInstantiation(
            placeholders: placeholders,
            references: IBReferences.ids(ownerOutlets: model.ownerOutlets, topLevelViews: model.topLevelViews),
            bundle: bundle, file: model.file)
        let views = model.topLevelViews.map { instantiation.makeView($0) }
        instantiation.connect(owner: owner, outlets: model.ownerOutlets)
        instantiation.awake()
        return views
    }

    private func model(owner: AnyClass?) throws(StoryboardError) -> IBModel {
        let key = owner.map { ObjectIdentifier($0) }
        if let model = models[key] { return model }
        let model: IBModel
        switch source {
        case .named(let name):
            let found = IBFileLoader.locate(name: name, extension: "xib", bundle: bundle)
            guard let url = found.url else {
                throw .notFound(kind: "nib", name: name, searched: found.searched)
            }
            model = try IBFileLoader.model(at: url, kind: .nib, registry: IBFileLoader.registry, owner: owner)
        case .data(let data):
            model = try IBFileLoader.compile(
                data, kind: .nib, file: "nib data", registry: IBFileLoader.registry, owner: owner,
                warningsBeforeFailure: { $0.forEach(Diagnostics.warning) })
            for warning in model.warnings { Diagnostics.warning(warning) }
        }
        models[key] = model
        return model
    }

    /// What a table or collection view calls to make a view registered with this nib.
    func reusableViewFactory<View: UIView>(_ type: View.Type, identifier: String) -> @MainActor () -> View? {
        { self.instantiateReusableView(type, identifier: identifier) }
    }

    /// The one top-level view of a registered cell or reusable view nib, or nil after UIKit's
    /// message when the nib has another number of top-level objects or another kind of view.
    func instantiateReusableView<View: UIView>(_ type: View.Type, identifier: String) -> View? {
        let objects = instantiate(withOwner: nil)
        guard objects.count == 1, let view = objects.first as? View else {
            Diagnostics.warning(
                "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level "
                    + "object which must be a \(View.self) instance; it has \(objects.count) that can be made. "
                    + "Hint: keep only the \(View.self) at the nib's top level.")
            return nil
        }
        return view
    }
}

extension Bundle {
    /// Makes the top-level views of the nib `name.xib` in this bundle, with `owner` as its File's
    /// Owner, as `UINib(nibName:bundle:).instantiate(withOwner:options:)` does; nil when the nib
    /// cannot be loaded (reported).
    ///
    /// - Note: Differs from UIKit: a nib that cannot be loaded gives nil with a warning (UIKit
    ///   raises an exception). `Bundle.main` looks in the app's resources, where Swift packages put them.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        let objects = UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
        return objects.isEmpty ? nil : objects
    }
}
