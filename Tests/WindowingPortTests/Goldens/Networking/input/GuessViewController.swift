import UIKit

// A URLSession is made by the service, not here: this file names none of its types.
final class GuessViewController: UIViewController {
    let service = AgeService()
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        service.guess(name: "Ada") { [weak self] age in
            DispatchQueue.main.async { self?.label.text = age.map(String.init) ?? "?" }
        }
    }
}
