//
//  ViewController.swift
//  PortFixtureApp
//

import UIKit

class ViewController: UIViewController {

    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var countLabel: UILabel!
    @IBOutlet weak var starView: UIImageView!

    private var count = 0
    private let resetButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.textColor = UIColor(named: "Brand")
        starView.image = UIImage(named: "Star")

        resetButton.setTitle("Reset", for: .normal)
        resetButton.frame = CGRect(x: 20, y: 260, width: 120, height: 44)
        resetButton.addTarget(self, action: #selector(resetTapped), for: .touchUpInside)
        resetButton.addTarget(self, action: #selector(resetTouched(_:forEvent:)), for: .touchDown)
        resetButton.addTarget(nil, action: #selector(ViewController.logAction(_:)), for: .touchUpOutside)
        view.addSubview(resetButton)

        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(handleDoubleTap(_:)))
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)

        updateCount()
        print("ViewController: outlets connected: \(titleLabel != nil && countLabel != nil && starView != nil), "
            + "star image: \(starView.image.map { "\(Int($0.size.width))x\(Int($0.size.height))" } ?? "missing")")
    }

    override var keyCommands: [UIKeyCommand]? {
        return [UIKeyCommand(input: "r", modifierFlags: .command, action: #selector(ViewController.resetTapped))]
    }

    @IBAction func incrementTapped(_ sender: UIButton) {
        count += 1
        updateCount()
    }

    @objc func resetTapped() {
        count = 0
        updateCount()
    }

    @objc func resetTouched(_ sender: Any, forEvent event: UIEvent) {
        print("ViewController: reset touched at \(event.timestamp)")
    }

    @objc func logAction(_ sender: Any?) {
        print("ViewController: action from \(String(describing: sender))")
    }

    @objc private func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        count += 10
        updateCount()
    }

    private func updateCount() {
        countLabel.text = "Taps: \(count)"
    }
}
