import UIKit

class Good: UIViewController {
    @objc func refresh() {}

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(refresh)))
    }
}
