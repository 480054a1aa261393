import UIKit

enum Palette {
    static let brand = UIColor(named: "Brand")
    static let logo = UIImage(named: "Logo")
    static let gear = UIImage(named: "Icons/Gear")
}
