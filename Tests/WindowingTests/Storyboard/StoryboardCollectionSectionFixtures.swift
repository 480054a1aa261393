import Foundation

@testable import Windowing

/// The Albums scene's controller: two sections of three items, a header and a footer each; it
/// logs the data source, delegate and segue calls.
final class AlbumsViewController: UICollectionViewController {
    var log: [String] = []
    var senders: [AnyObject] = []
    var allowsSegue = true

    override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "AlbumCell", for: indexPath)
        (cell as? AlbumCell)?.titleLabel?.text = "Album \(indexPath.section).\(indexPath.item)"
        return cell
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        log.append("viewFor \(kind) \(Array(indexPath))")
        if kind == UICollectionView.elementKindSectionHeader {
            let view = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "AlbumHeader", for: indexPath)
            (view as? AlbumHeaderView)?.titleLabel?.text = "Section \(indexPath.section)"
            return view
        }
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "AlbumFooter", for: indexPath)
        (view.viewWithTag(5) as? UILabel)?.text = "3 albums"
        return view
    }

    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(Array(indexPath))")
        return true
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(Array(indexPath))")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("shouldPerform \(identifier) from \(Self.describe(sender))")
        if let sender = sender as? UIView { senders.append(sender) }
        return allowsSegue
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let selected = (collectionView.indexPathsForSelectedItems ?? []).map { Array($0) }
        log.append(
            "prepare \(segue.identifier ?? "nil") from \(Self.describe(sender)) selected \(selected) to "
                + "\(type(of: segue.destination))")
        if let sender = sender as? UIView { senders.append(sender) }
    }

    private static func describe(_ sender: Any?) -> String {
        guard let cell = sender as? AlbumCell else { return sender.map { "\(type(of: $0))" } ?? "nil" }
        return "AlbumCell '\(cell.titleLabel?.text ?? "")'"
    }
}

final class AlbumCell: UICollectionViewCell {
    var titleLabel: UILabel?

    override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging(["titleLabel": StoryboardOutlet(\AlbumCell.titleLabel)]) { $1 }
    }
}

final class AlbumHeaderView: UICollectionReusableView {
    var titleLabel: UILabel?
    var awoke = false
    var reuses = 0

    override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging(["titleLabel": StoryboardOutlet(\AlbumHeaderView.titleLabel)]) { $1 }
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = titleLabel != nil
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}
