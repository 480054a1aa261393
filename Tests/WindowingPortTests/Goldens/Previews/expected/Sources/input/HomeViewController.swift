import UIKit

final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}

#if canImport(SwiftUI)
#Preview("Home") {
    HomeViewController()
}
#endif

// The canvas preview of a view.
#if canImport(SwiftUI)
#Preview {
    let view = UIView()
    view.backgroundColor = .red
    return view
}
#endif
