import Foundation
import Testing
import Windowing
import WindowingTesting

/// A grid in a compositional layout, as an iOS 14 app writes it: three 100-point columns of
/// cells inset by 5 points, coloured by row (red, green, blue, repeating), from a diffable data
/// source and a cell registration.
@MainActor
final class ColorGridController: UIViewController, UICollectionViewDelegate {
    static let colors: [UIColor] = [.red, .green, .blue]
    static let pixels: [UInt32] = [0xFF0000, 0x00FF00, 0x0000FF]
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    var selected: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .white
        collectionView.showsVerticalScrollIndicator = false
        collectionView.delegate = self
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, item in
            cell.contentView.backgroundColor = Self.colors[(item / 3) % 3]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<60))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath.item)
    }
}

/// A compositional layout on a private Xvfb: the cells' pixels are where the layout puts them, a
/// click selects the item under it, and a wheel scroll shows the next rows.
@MainActor
@Suite(.serialized)
struct CompositionalLayoutX11Tests {
    @Test func theGridsCellsArePaintedClickedAndScrolled() throws {
        let controller = ColorGridController()
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 300, height: 400), on: .xvfb)
        defer { app.terminate() }
        #expect(app.pixel(at: CGPoint(x: 50, y: 50)) == 0xFF0000)
        #expect(app.pixel(at: CGPoint(x: 250, y: 150)) == 0x00FF00)
        #expect(app.pixel(at: CGPoint(x: 150, y: 250)) == 0x0000FF)
        // The insets: 5 points of the collection view's white between the first two rows.
        #expect(app.pixel(at: CGPoint(x: 50, y: 99)) == 0xFFFFFF)
        #expect(app.pixel(at: CGPoint(x: 102, y: 50)) == 0xFFFFFF)

        app.tap(at: CGPoint(x: 150, y: 150))
        try app.waitUntil { controller.selected == [4] }

        app.scroll(dy: 3, at: CGPoint(x: 150, y: 200))
        try app.waitUntil { controller.collectionView.contentOffset.y == 120 }
        // Content y 120 + 50 = 170 is in the second row (green); 120 + 390 = 510 in the sixth (blue).
        try app.waitUntil { app.pixel(at: CGPoint(x: 50, y: 50)) == 0x00FF00 }
        #expect(app.pixel(at: CGPoint(x: 50, y: 390)) == 0x0000FF)
    }
}

/// A row of cards that scrolls sideways over a grey section background, as App Store-like screens
/// write it: cards 80% of the width, red, green and blue in turn, grouped one at a time.
@MainActor
final class CardRowController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    static let background = "card-row-background"
    var collectionView: UICollectionView!
    var selected: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = .continuous
        section.decorationItems = [.background(elementKind: Self.background)]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(GreyBackground.self, forDecorationViewOfKind: Self.background)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .white
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        cell.contentView.backgroundColor = ColorGridController.colors[indexPath.item % 3]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath.item)
    }
}

final class GreyBackground: UICollectionReusableView {
    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.5, alpha: 1)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// An orthogonal section on a private Xvfb: the cards sit on the section's background, the
/// horizontal wheel scrolls the row alone, and a click selects the card now under it.
@MainActor
@Suite(.serialized)
struct OrthogonalSectionX11Tests {
    @Test func theRowScrollsSidewaysOverItsBackground() throws {
        let controller = CardRowController()
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 300, height: 400), on: .xvfb)
        defer { app.terminate() }
        // 260 points inside the insets: cards 208 wide from 20, the next from 238.
        #expect(app.pixel(at: CGPoint(x: 100, y: 50)) == 0xFF0000)
        #expect(app.pixel(at: CGPoint(x: 260, y: 50)) == 0x00FF00)
        #expect(app.pixel(at: CGPoint(x: 10, y: 50)) == 0x808080)
        #expect(app.pixel(at: CGPoint(x: 233, y: 50)) == 0x808080)
        #expect(app.pixel(at: CGPoint(x: 100, y: 200)) == 0xFFFFFF)

        // Three notches right: 120 points. Card 0 now ends at 108, card 1 spans 118 to 326.
        app.scroll(dx: 3, dy: 0, at: CGPoint(x: 150, y: 50))
        try app.waitUntil { app.pixel(at: CGPoint(x: 150, y: 50)) == 0x00FF00 }
        #expect(app.pixel(at: CGPoint(x: 50, y: 50)) == 0xFF0000)
        #expect(app.pixel(at: CGPoint(x: 113, y: 50)) == 0x808080)
        #expect(controller.collectionView.contentOffset == .zero)

        app.tap(at: CGPoint(x: 150, y: 50))
        try app.waitUntil { controller.selected == [1] }
    }
}
