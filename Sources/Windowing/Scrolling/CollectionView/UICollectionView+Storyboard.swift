import Foundation

// What a storyboard gives a collection view beyond its settings and layout: the `dataSource` and
// `delegate` outlets Xcode connects. The prototypes are in `prototypeCellFactories`, which
// dequeueing falls back on after the reuse queue and registered classes, as UIKit treats a
// storyboard's prototypes as registered nibs that a later `register` call replaces.
extension UICollectionView {
    /// The outlets Xcode connects on a collection view (UICollectionView.swift merges them into
    /// `storyboardOutlets`).
    static var collectionOutlets: [String: StoryboardOutlet] {
        [
            "dataSource": StoryboardOutlet(
                \UICollectionView.dataSource, accepts: { $0 is any UICollectionViewDataSource.Type }),
            "delegate": StoryboardOutlet(
                valueType: (any UICollectionViewDelegate).self,
                accepts: { $0 is any UIScrollViewDelegate.Type },
                assign: { owner, value in
                    guard let collection = owner as? UICollectionView, let delegate = value as? any UIScrollViewDelegate
                    else { return false }
                    collection.delegate = delegate
                    return true
                }),
        ]
    }
}
