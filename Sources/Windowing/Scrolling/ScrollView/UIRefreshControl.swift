import Foundation

/// Pull to refresh: a control above a scroll view's content that starts a refresh when the
/// user pulls the content down past its top, and shows a spinning indicator until the app calls
/// `endRefreshing()`.
///
/// Set it as the scroll view's (or table view controller's) `refreshControl` and add a
/// `.valueChanged` action: the action runs once per pull, while the finger is still down. On
/// release the content rests with the control showing, 60 points high, until the refresh ends.
/// `beginRefreshing()` shows it for a refresh the app started itself and sends no action, as in
/// UIKit. https://developer.apple.com/documentation/uikit/uirefreshcontrol
///
/// A pull starts a refresh at 90 points past the top, as drawn (after the rubber band); UIKit
/// does not document its distance.
open class UIRefreshControl: UIControl {
    /// The height the control takes above the content while it refreshes.
    static let height: CGFloat = 60
    /// How far past the top the content must be pulled to start a refresh.
    static let pullDistance: CGFloat = 90

    /// Whether a refresh is under way: from a pull or `beginRefreshing()` to `endRefreshing()`.
    open private(set) var isRefreshing = false

    /// Text under the indicator.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            titleLabel.isHidden = attributedTitle == nil
            setNeedsLayout()
        }
    }

    let indicator = UIActivityIndicatorView(style: .medium)
    let titleLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        indicator.hidesWhenStopped = false
        indicator.alpha = 0
        addSubview(indicator)
        titleLabel.isHidden = true
        titleLabel.textAlignment = .center
        titleLabel.font = UIFont.systemFont(ofSize: 13)
        titleLabel.textColor = .secondaryLabel
        addSubview(titleLabel)
    }

    /// The indicator in the middle, or above the title when there is one.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = indicator.intrinsicContentSize
        let centreY = attributedTitle == nil ? bounds.midY : bounds.midY - 10
        indicator.frame = CGRect(
            x: (bounds.width - size.width) / 2, y: centreY - size.height / 2, width: size.width, height: size.height)
        titleLabel.frame = CGRect(x: 0, y: indicator.frame.maxY + 4, width: bounds.width, height: 16)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        indicator.color = tintColor
    }

    /// Starts a refresh the app began itself: the control shows and its indicator spins, with no
    /// action sent. Nothing happens while a refresh is under way.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        start()
        scrollView?.refreshControlDidBegin()
    }

    /// Ends the refresh: the indicator stops, and content resting with the control showing
    /// slides back up.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        indicator.stopAnimating()
        indicator.alpha = 0
        scrollView?.refreshControlDidEnd()
    }

    /// The scroll view showing the control.
    private var scrollView: UIScrollView? { superview as? UIScrollView }

    private func start() {
        isRefreshing = true
        indicator.alpha = 1
        indicator.startAnimating()
    }

    /// The user's drag has the content `distance` points past its top: the indicator fades in as
    /// the pull grows, and a refresh starts at `pullDistance`.
    ///
    /// `isEnabled` does not stop it: Interface Builder saves refresh controls disabled
    /// (`enabled="NO"`), and they refresh in UIKit.
    func wasPulled(by distance: CGFloat) {
        guard !isRefreshing else { return }
        guard distance >= Self.pullDistance else {
            indicator.alpha = max(0, min(1, distance / Self.pullDistance))
            return
        }
        start()
        sendActions(for: .valueChanged)
    }
}
