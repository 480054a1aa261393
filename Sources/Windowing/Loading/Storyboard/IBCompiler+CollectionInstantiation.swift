import Foundation

// Making a storyboard's collection views. The layout is made in the collection view's
// `init(coder:)`; each prototype becomes a factory `dequeueReusableCell(withReuseIdentifier:for:)`
// (or, for a section header or footer, `dequeueReusableSupplementaryView`) calls for a fresh copy
// with its own outlets connected, as UIKit registers a storyboard's prototypes as nibs. A cell's
// `<collectionViewCellContentView>` is the cell's own `contentView`.
extension IBInstantiation {
    /// A collection view's prototype factories and its layout (kept for outlets), or the element
    /// a prototype cell was made from (for its segue).
    mutating func installCollectionContent(_ spec: IBViewSpec, on view: UIView) {
        if case .collectionCell = spec.content, let cell = view as? UICollectionViewCell {
            cell.storyboardElementID = spec.id
        }
        guard case .collection(let content) = spec.content, let collection = view as? UICollectionView else { return }
        if let id = content.layout.id { keep(collection.collectionViewLayout, as: id) }
        let bundle = bundle
        let file = file
        let keepsEveryObject = references == nil
        for prototype in content.prototypes {
            guard case .collectionCell(let cell) = prototype.content, let identifier = cell.reuseIdentifier else {
                continue
            }
            let references = keepsEveryObject ? nil : IBReferences.ids(in: prototype)
            let make: @MainActor () -> UICollectionReusableView? = {
                var instantiation = IBInstantiation(references: references, bundle: bundle, file: file)
                let view = instantiation.makeView(prototype) as? UICollectionReusableView
                instantiation.connect(owner: nil, outlets: [])
                instantiation.awake()
                return view
            }
            if let kind = cell.kind {
                let key = SupplementaryKey.Registration(kind: kind, identifier: identifier)
                collection.prototypeSupplementaryFactories[key] = make
            } else {
                collection.prototypeCellFactories[identifier] = { make() as? UICollectionViewCell }
            }
        }
    }
}

// MARK: - Decoding a collection view's and a cell's element

extension StoryboardCoder {
    /// The collection view element's settings, when the coder carries a `<collectionView>`.
    var collectionContent: IBCollection? {
        guard case .view(let spec, _) = payload, case .collection(let collection) = spec.content else { return nil }
        return collection
    }

    /// The cell element's settings, when the coder carries a `<collectionViewCell>`.
    var collectionCellContent: IBCollectionCell? {
        guard case .view(let spec, _) = payload, case .collectionCell(let cell) = spec.content else { return nil }
        return cell
    }
}

extension IBCollection {
    /// Sets what the element gave on `collection`, once its own initialisation is done.
    @MainActor
    func apply(to collection: UICollectionView) {
        if let allowsSelection { collection.allowsSelection = allowsSelection }
        if let allowsMultipleSelection { collection.allowsMultipleSelection = allowsMultipleSelection }
        if let bounces { collection.bounces = bounces }
        if let alwaysBounceVertical { collection.alwaysBounceVertical = alwaysBounceVertical }
        if let alwaysBounceHorizontal { collection.alwaysBounceHorizontal = alwaysBounceHorizontal }
        if let isScrollEnabled { collection.isScrollEnabled = isScrollEnabled }
        if let isPagingEnabled { collection.isPagingEnabled = isPagingEnabled }
        if let showsVerticalScrollIndicator {
            collection.showsVerticalScrollIndicator = showsVerticalScrollIndicator
        }
        if let showsHorizontalScrollIndicator {
            collection.showsHorizontalScrollIndicator = showsHorizontalScrollIndicator
        }
    }
}
