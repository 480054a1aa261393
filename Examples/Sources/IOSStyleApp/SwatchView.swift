//
//  SwatchView.swift
//  IOSStyleApp
//

import UIKit

/// A rounded square of one colour.
class SwatchView: UIView {

    let color: UIColor

    init(color: UIColor) {
        self.color = color
        super.init(frame: .zero)
        backgroundColor = color
        layer.cornerRadius = 12
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
