import Foundation

/// What a list view calls when the user selects a storyboard prototype cell: the cell, and the id
/// of the prototype's element, whose segue the scene's controller then performs if it has one.
typealias CellSegueTrigger = @MainActor (_ cell: UIView, _ elementID: String) -> Void

/// A table or collection view whose storyboard prototype cells can have segues. The controller
/// that loads the scene sets the trigger (UIViewController+Segues.swift); the view calls it when
/// the user selects an item, after the selection and before `didSelectRowAt`/`didSelectItemAt`,
/// so `prepare(for:sender:)` comes first, as in UIKit.
@MainActor
protocol CellSegueSource: UIView {
    var cellSegueTrigger: CellSegueTrigger? { get set }
}

extension UITableView: CellSegueSource {}
extension UICollectionView: CellSegueSource {}
