//
//  PaletteViewController.swift
//  IOSStyleApp
//

import UIKit

struct Palette {
    let name: String
    let colors: [UIColor]
}

/// Shows a palette as a row of swatches; made in code, so `init(coder:)` is not supported.
class PaletteViewController: UIViewController {

    let model: Palette
    private var swatches: [UIView: IndexPath] = [:]

    init(model: Palette) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
        title = model.name
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for (index, color) in model.colors.enumerated() {
            let swatch = SwatchView(color: color)
            swatch.frame = CGRect(x: 20 + CGFloat(index) * 110, y: 20, width: 100, height: 100)
            view.addSubview(swatch)
            swatches[swatch] = IndexPath(item: index, section: 0)
        }
        let distinct = Set(view.subviews)
        print("PaletteViewController::viewDidLoad() \(model.name): \(distinct.count) swatches")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let ordered = swatches.sorted { $0.value < $1.value }
        let items = ordered.map { "\($0.value.section).\($0.value.item)" }.joined(separator: " ")
        print("PaletteViewController::viewWillAppear(_:) items \(items)")
        if let first = ordered.first?.key {
            print("first swatch: \(first)")
        }
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        swatches.removeAll()
    }
}
