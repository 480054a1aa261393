import UIKit

final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}

#Preview("Home") {
    HomeViewController()
}

// The canvas preview of a view.
#Preview {
    let view = UIView()
    view.backgroundColor = .red
    return view
}
