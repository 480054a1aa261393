import Foundation

// iOS 14's cell and supplementary registrations: a view class (or nib) and the code that
// configures it, in one value made up front. The collection view registers it under an
// identifier of its own the first time it is used, so no reuse identifier is ever written out.
extension UICollectionView {
    /// A registration for the collection view's cells: the cell class (or a nib) and a handler
    /// that configures a dequeued cell for its item.
    /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration
    ///
    /// Make it once (a property, or before the data source's cell provider) and dequeue with
    /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures `cell` for `item` at `indexPath`.
        public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let reuseIdentifier: String
        let cellNib: UINib?
        let handler: Handler
        /// Made while a collection view asked its data source for a view: a new registration for
        /// every cell, which can never reuse one.
        let madeWhileProvidingViews: Bool

        /// A registration of `Cell`, made with `init(frame:)`.
        public init(handler: @escaping Handler) {
            self.init(nib: nil, handler: handler)
        }

        /// A registration of cells made from `cellNib`, which holds one top-level `Cell`.
        public init(cellNib: UINib, handler: @escaping Handler) {
            self.init(nib: cellNib, handler: handler)
        }

        private init(nib: UINib?, handler: @escaping Handler) {
            reuseIdentifier = UICollectionView.newRegistrationIdentifier(for: Cell.self)
            cellNib = nib
            self.handler = handler
            madeWhileProvidingViews = UICollectionView.viewsBeingProvided > 0
        }
    }

    /// A registration for section headers, footers and other supplementary views: the view
    /// class (or a nib), its element kind, and a handler that configures a dequeued view.
    /// https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures `supplementaryView` of `elementKind` at `indexPath`.
        public typealias Handler =
            @MainActor (
                _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
            ) -> Void

        /// The kind of supplementary view registered, such as
        /// `UICollectionView.elementKindSectionHeader`.
        public let elementKind: String
        let reuseIdentifier: String
        let supplementaryNib: UINib?
        let handler: Handler
        let madeWhileProvidingViews: Bool

        /// A registration of `Supplementary` views of `elementKind`, made with `init(frame:)`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.init(nib: nil, elementKind: elementKind, handler: handler)
        }

        /// A registration of views of `elementKind` made from `supplementaryNib`, which holds one
        /// top-level `Supplementary`.
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.init(nib: supplementaryNib, elementKind: elementKind, handler: handler)
        }

        private init(nib: UINib?, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier = UICollectionView.newRegistrationIdentifier(for: Supplementary.self)
            supplementaryNib = nib
            self.handler = handler
            madeWhileProvidingViews = UICollectionView.viewsBeingProvided > 0
        }
    }

    /// A cell for `indexPath` from `registration` (a reused one, or a new one of its class or
    /// nib), given to the registration's handler with `item` before it is returned.
    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:)
    ///
    /// - Note: Differs from UIKit: where UIKit stops the app (a registration made inside the
    ///   cell provider, a nil item for a handler that takes a non-optional one, a nib whose cell
    ///   is of another class), a warning is printed and the cell is still returned.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let api = "dequeueConfiguredReusableCell(using:for:item:)"
        if registration.madeWhileProvidingViews { reportRegistrationMadeWhileProviding(api) }
        let identifier = registration.reuseIdentifier
        if registeredRegistrations.insert(identifier).inserted {
            if let nib = registration.cellNib {
                registerCellNib(nib, identifier)
            } else {
                registerCellClass(Cell.self, identifier)
            }
        }
        let cell = dequeueCell(identifier, at: indexPath).asRegistered(Cell.self, identifier, api: api)
        guard let item = Self.value(item, api: api, at: indexPath) else { return cell }
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// A supplementary view of the registration's kind for `indexPath` (a reused one, or a new
    /// one of its class or nib), given to the registration's handler before it is returned.
    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablesupplementary(using:for:)
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let api = "dequeueConfiguredReusableSupplementary(using:for:)"
        if registration.madeWhileProvidingViews { reportRegistrationMadeWhileProviding(api) }
        let kind = registration.elementKind
        let identifier = registration.reuseIdentifier
        if registeredRegistrations.insert(identifier).inserted {
            if let nib = registration.supplementaryNib {
                registerSupplementaryNib(nib, kind, identifier)
            } else {
                registerSupplementaryClass(Supplementary.self, kind, identifier)
            }
        }
        let view = dequeueSupplementaryView(kind, identifier, at: indexPath)
            .asRegistered(Supplementary.self, identifier, api: api)
        registration.handler(view, kind, indexPath)
        return view
    }

    /// How many collection views are asking their data sources for a view just now.
    static var viewsBeingProvided = 0
    private static var registrationsMade = 0

    fileprivate static func newRegistrationIdentifier(for viewType: AnyClass) -> String {
        registrationsMade += 1
        return "UICollectionView.Registration-\(registrationsMade)-\(viewType)"
    }

    /// `item` as the handler takes it: nil passes only to a handler that takes an optional.
    private static func value<Item>(_ item: Item?, api: String, at indexPath: IndexPath) -> Item? {
        if let item { return item }
        // An `Item` that is itself optional takes nil; a cast from an empty `Any` finds out.
        let none: Any = Item?.none as Any
        if let nilItem = none as? Item { return nilItem }
        ListWarnings.warn(
            "UICollectionView.\(api): the item for the cell at item \(indexPath.item) in section \(indexPath.section) "
                + "is nil, and the registration's handler takes a \(Item.self); the cell is returned as dequeued. "
                + "Hint: pass the item the cell shows.")
        return nil
    }

    private func reportRegistrationMadeWhileProviding(_ api: String) {
        guard !reportedRegistrationMadeWhileProviding else { return }
        reportedRegistrationMadeWhileProviding = true
        ListWarnings.warn(
            "UICollectionView.\(api): the registration was made inside collectionView(_:cellForItemAt:) or a "
                + "diffable data source's provider, so each view gets a registration of its own and none is "
                + "reused. Hint: make registrations once, before the collection view asks for views.")
    }
}

extension UICollectionReusableView {
    /// This view as `View`, or (reported) a new `View` in its place when a nib made another class.
    fileprivate func asRegistered<View: UICollectionReusableView>(
        _ type: View.Type, _ identifier: String, api: String
    ) -> View {
        if let view = self as? View { return view }
        ListWarnings.warn(
            "UICollectionView.\(api): the registration's nib made a \(Swift.type(of: self)), not a \(View.self); "
                + "a new \(View.self) is used. Hint: set the class of the nib's view to \(View.self).")
        let view = View(frame: frame)
        view.reuseIdentifier = identifier
        return view
    }
}
