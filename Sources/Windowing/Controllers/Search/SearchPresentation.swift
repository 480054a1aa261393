import Foundation

/// What an active search controller lays over the searching controller's content: a dimming
/// view, or the results controller's view.
///
/// The searching controller is the one whose navigation item holds the search controller, or,
/// for a search bar placed in a view, the nearest controller up the bar's responder chain. The
/// overlay goes beside that controller's view, over the part below the search bar, so it covers
/// the content and not the bar.
@MainActor
final class SearchPresentation {
    unowned let controller: UISearchController
    /// Dims the content while nothing covers it; a click on it ends the search, as in UIKit.
    let dimming = UIControl(frame: .zero)
    private var showsResults = false

    init(controller: UISearchController) {
        self.controller = controller
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.1)
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.addAction(
            UIAction { [unowned controller] _ in controller.cancelButtonClicked() }, for: .touchUpInside)
    }

    /// The controller whose content the search covers.
    var searchingController: UIViewController? {
        var responder: UIResponder? = controller.searchBar
        while let next = responder {
            if let navigation = next as? UINavigationController {
                if let top = navigation.topViewController,
                    top.navigationItemStorage?.searchController === controller
                {
                    return top
                }
            } else if let viewController = next as? UIViewController {
                return viewController
            }
            responder = next.next
        }
        return nil
    }

    /// Shows, moves or takes away the dimming and the results to match the controller's state.
    func update() {
        let results = controller.searchResultsController
        guard controller.isActive, let content = searchingController?.viewIfLoaded, let host = content.superview
        else {
            dimming.removeFromSuperview()
            hideResults()
            return
        }
        var frame = content.frame
        let bar = controller.searchBar
        if bar.isDescendant(of: content) {
            let barBottom = bar.convert(CGPoint(x: 0, y: bar.bounds.maxY), to: host).y
            frame = CGRect(x: frame.minX, y: barBottom, width: frame.width, height: max(0, frame.maxY - barBottom))
        }
        let text = bar.text ?? ""
        let wantsResults =
            results != nil
            && (controller.showsSearchResultsController
                || (controller.automaticallyShowsSearchResultsController && !text.isEmpty))
        if controller.obscuresBackgroundDuringPresentation && !wantsResults {
            dimming.frame = frame
            if dimming.superview !== host { host.addSubview(dimming) }
        } else {
            dimming.removeFromSuperview()
        }
        if wantsResults, let results {
            results.view.frame = frame
            results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            guard !showsResults else { return }
            showsResults = true
            results.beginAppearance()
            host.addSubview(results.view)
            results.appearanceDidInstall()
            results.endAppearance()
        } else {
            hideResults()
        }
    }

    private func hideResults() {
        guard showsResults, let results = controller.searchResultsController else { return }
        showsResults = false
        results.beginDisappearance()
        results.view.removeFromSuperview()
        results.endDisappearance()
    }
}
