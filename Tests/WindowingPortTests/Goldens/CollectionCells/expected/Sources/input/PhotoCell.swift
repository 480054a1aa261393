import UIKit

class PhotoCell: UICollectionViewCell {
    let imageView = UIImageView()

    // A collection view makes registered cells through this initializer: the port makes it required.
    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class SectionHeader: UICollectionReusableView {
    required init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }
}

class Badge: UIView {
    // Not a collection view's class: left alone.
    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }
}
