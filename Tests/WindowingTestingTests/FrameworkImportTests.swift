import CoreGraphics
import Foundation
import QuartzCore
import Testing
import UIKit
import WindowingTesting

/// A view drawn with Core Animation and Core Graphics as an iOS file imports them, beside UIKit
/// and Testing (whose cross-import overlays for UIKit and CoreGraphics must resolve).
final class RingViewController: UIViewController {
    let ring = CAShapeLayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 20, y: 20, width: 60, height: 60))
        ring.path = path
        ring.fillColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        view.layer.addSublayer(ring)
    }
}

@MainActor
@Suite struct FrameworkImportTests {
    @Test func quartzCoreAndCoreGraphicsImportLikeUIKit() throws {
        let controller = RingViewController()
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 100, height: 100))
        defer { app.terminate() }
        #expect(app.pixel(at: CGPoint(x: 50, y: 50)) == 0x0000FF)
        #expect(app.pixel(at: CGPoint(x: 22, y: 22)) == 0xFFFFFF)
    }
}
