import Foundation

// The scroll view's side of pull to refresh: where the control sits, the pull it is told about,
// and the room it takes at the top while it refreshes.
extension UIScrollView {
    /// The control above the content; setting one makes the content bounce vertically even when
    /// it is shorter than the view, so it can always be pulled.
    public var refreshControl: UIRefreshControl? {
        get { storedRefreshControl }
        set {
            guard newValue !== storedRefreshControl else { return }
            if let old = storedRefreshControl, old.superview === self { old.removeFromSuperview() }
            storedRefreshControl = newValue
            refreshInset = newValue?.isRefreshing == true ? UIRefreshControl.height : 0
            guard let newValue else { return }
            insertSubview(newValue, at: 0)
            placeRefreshControl()
        }
    }

    /// Puts the control just above where the content rests, across the view's width.
    func placeRefreshControl() {
        guard let control = storedRefreshControl else { return }
        let top = adjustedContentInset.top - refreshInset
        control.frame = CGRect(
            x: contentOffset.x, y: -top - UIRefreshControl.height, width: storedBounds.width,
            height: UIRefreshControl.height)
    }

    /// Tells the control how far a drag has the content past its top.
    func refreshControlFollowDrag() {
        guard let control = storedRefreshControl, !control.isRefreshing else { return }
        control.wasPulled(by: -(contentOffset.y + adjustedContentInset.top))
    }

    /// At the release: a refresh the pull started takes its room, so the content comes to rest
    /// with the control showing.
    func refreshControlDragEnded() {
        if storedRefreshControl?.isRefreshing == true { refreshInset = UIRefreshControl.height }
    }

    /// `beginRefreshing()`: the room is taken at once unless a drag is on (then at its release).
    func refreshControlDidBegin() {
        if !isDraggingStorage { refreshInset = UIRefreshControl.height }
    }

    /// `endRefreshing()`: the room goes, and content resting in it slides back.
    func refreshControlDidEnd() {
        refreshInset = 0
        guard !isDraggingStorage, isPastAnEdge else { return }
        setContentOffset(clampedOffset(contentOffset), animated: true)
    }
}
