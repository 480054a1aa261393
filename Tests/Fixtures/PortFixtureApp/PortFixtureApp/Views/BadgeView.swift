//
//  BadgeView.swift
//  PortFixtureApp
//

import UIKit

/// A round badge drawn in the asset catalog's brand colour.
@objcMembers
class BadgeView: UIView {

    @objc dynamic var fillColor: UIColor = UIColor(named: "Brand") ?? .systemBlue

    override func draw(_ rect: CGRect) {
        fillColor.setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).fill()
    }
}
