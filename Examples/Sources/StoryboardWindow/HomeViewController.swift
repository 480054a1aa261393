import UIKit

/// The first tab's root, under the navigation bar: the Apples and Pears buttons push the detail
/// screen through the storyboard's `show` segue `showDetail`, and Log Out asks in an alert before
/// going back to the login screen. Alerts are not part of storyboards, so the action presents it.
class HomeViewController: TracingViewController {
    override class var storyboardActions: [String: ActionMessage] {
        super.storyboardActions.merging([
            "didTapLogOut:": ActionMessage(HomeViewController.didTapLogOut)
        ]) { $1 }
    }

    /// The segue's destination is new and its view not loaded yet: hand it the data, and let its
    /// viewDidLoad put it on screen.
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        let item = (sender as? UIButton)?.currentTitle
        printCall(self, #function, "\(segue.identifier ?? "nil") \(item ?? "nil")")
        if segue.identifier == "showDetail", let detail = segue.destination as? DetailViewController {
            detail.item = item
        }
    }

    @IBAction func didTapLogOut(_ sender: Any?) {
        printCall(self, #function)
        let alert = UIAlertController(
            title: "Log Out?", message: "You will need your password to log in again.", preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
                if let self { printCall(self, "alert", "Cancel") }
            })
        alert.addAction(
            UIAlertAction(title: "Log Out", style: .destructive) { [weak self] _ in
                guard let self else { return }
                printCall(self, "alert", "Log Out")
                self.showLoginScreen()
            })
        present(alert, animated: true)
    }

    /// Back to the start: the login screen becomes the window's root, as logging in made the tabs.
    private func showLoginScreen() {
        guard let window = view.window, let storyboard else { return }
        window.rootViewController = storyboard.instantiateViewController(identifier: "LoginScreen")
    }
}
