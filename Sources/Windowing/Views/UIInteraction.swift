import Foundation

/// An object that gives a view a behaviour, such as a context menu, when added with
/// `UIView.addInteraction(_:)`.
/// https://developer.apple.com/documentation/uikit/uiinteraction
///
/// - Note: Differs from UIKit: the protocol refines `AnyObject` rather than `NSObjectProtocol`,
///   since there is no Objective-C runtime.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// Called before the interaction is added to `view`, or removed (nil).
    func willMove(to view: UIView?)
    /// Called after the interaction was added to `view`, or removed (nil).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions added to the view, in the order added.
    public var interactions: [any UIInteraction] {
        get { sideStorage?.interactions ?? [] }
        set {
            for old in interactions { removeInteraction(old) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Attaches `interaction`, taking it from the view it was on; the view keeps it.
    public func addInteraction(_ interaction: any UIInteraction) {
        if let owner = interaction.view {
            if owner === self { return }
            owner.removeInteraction(interaction)
        }
        interaction.willMove(to: self)
        sideStorageForWriting.interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches `interaction`, if it is the view's.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let sideStorage, let index = sideStorage.interactions.firstIndex(where: { $0 === interaction }) else {
            return
        }
        interaction.willMove(to: nil)
        sideStorage.interactions.remove(at: index)
        interaction.didMove(to: nil)
    }
}
