import UIKit

class Good: UIViewController {
    func refresh() {}

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: ActionMessage(Good.refresh)))
    }
}
