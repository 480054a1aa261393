import UIKit

class Broken: UIViewController {
    @objc func refresh( {
        let x = [1, 2
    }
}
