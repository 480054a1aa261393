import UIKit

class ContactCell: UITableViewCell {
    let badge = UILabel()

    // A table makes registered cells through this initializer: the port makes it required.
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class PlainCell: UITableViewCell {
    // Already required: left alone.
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { nil }
}

class SectionHeader: UITableViewHeaderFooterView {
    let title = UILabel()

    // A table makes registered headers through this initializer too.
    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) { nil }
}
