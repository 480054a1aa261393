import Foundation
import Testing

@testable import Windowing

/// Bad constraints are refused with UIKit's messages, word for word, and layout goes on.
@MainActor
struct LayoutErrorTests {
    /// Runs `body` with Auto Layout's messages captured.
    private func messages(_ body: () -> Void) -> [String] {
        var captured: [String] = []
        LayoutDiagnostics.sink = { captured.append($0) }
        defer { LayoutDiagnostics.sink = nil }
        body()
        return captured
    }

    private func anchor(_ kind: String, _ view: UIView, _ attribute: String) -> String {
        "<\(kind):\(LayoutDescription.address(view)) \"UIView:\(LayoutDescription.address(view)).\(attribute)\">"
    }

    @Test func noCommonAncestor() {
        let first = UIView()
        let second = UIView()
        let constraint = first.leadingAnchor.constraint(equalTo: second.trailingAnchor)
        let log = messages { constraint.isActive = true }
        #expect(!constraint.isActive && first.constraints.isEmpty && second.constraints.isEmpty)
        #expect(
            log == [
                "[LayoutConstraints] Unable to activate constraint with anchors "
                    + anchor("NSLayoutXAxisAnchor", first, "leading") + " and "
                    + anchor("NSLayoutXAxisAnchor", second, "trailing")
                    + " because they have no common ancestor.  Does the constraint or its anchors reference items in "
                    + "different view hierarchies?  That's illegal."
            ])
    }

    @Test func locationAttributesMustBeInPairs() {
        let view = UIView()
        var constraints: [NSLayoutConstraint] = []
        let log = messages {
            constraints.append(
                NSLayoutConstraint(
                    item: view, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 10))
            constraints.append(
                NSLayoutConstraint(
                    item: view, attribute: .top, relatedBy: .equal, toItem: view, attribute: .bottom, multiplier: 0,
                    constant: 10))
            NSLayoutConstraint.activate(constraints)
        }
        let expected =
            "[LayoutConstraints] NSLayoutConstraint for \(view): A multiplier of 0 or a nil second item together with "
            + "a location for the first attribute creates an illegal constraint of a location equal to a constant. "
            + "Location attributes must be specified in pairs."
        #expect(log == [expected, expected])
        #expect(constraints.allSatisfy { !$0.isActive })
    }

    @Test func attributesMustPair() {
        let view = UIView()
        let prefix =
            "[LayoutConstraints] *** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:"
            + "multiplier:constant:]: "
        let log = messages {
            _ = NSLayoutConstraint(
                item: view, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .top, multiplier: 1,
                constant: 0)
            _ = NSLayoutConstraint(
                item: view, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .left, multiplier: 1,
                constant: 0)
            _ = NSLayoutConstraint(
                item: "text", attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 0)
        }
        #expect(
            log == [
                prefix + "Invalid pairing of layout attributes.",
                prefix + "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                    + "Use leading/trailing for both or neither.",
                prefix + "Constraint items must each be a view or layout guide.",
            ])
    }

    @Test func constantsAndMultipliersMustBeFinite() {
        let root = UIView()
        let child = UIView()
        root.addSubview(child)
        let nanConstant = child.widthAnchor.constraint(equalTo: root.widthAnchor, constant: .nan)
        let infiniteMultiplier = child.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: .infinity)
        let fine = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 3)
        let log = messages {
            NSLayoutConstraint.activate([nanConstant, infiniteMultiplier, fine])
            fine.constant = .infinity
        }
        let width = (anchor("NSLayoutDimension", child, "width"), anchor("NSLayoutDimension", root, "width"))
        let height = (anchor("NSLayoutDimension", child, "height"), anchor("NSLayoutDimension", root, "height"))
        let top = (anchor("NSLayoutYAxisAnchor", child, "top"), anchor("NSLayoutYAxisAnchor", root, "top"))
        #expect(
            log == [
                "[LayoutConstraints] NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan "
                    + "firstAnchor:\(width.0) secondAnchor:\(width.1)",
                "[LayoutConstraints] NSLayoutConstraint multiplier is not finite!  That's illegal.  multiplier:inf "
                    + "firstAnchor:\(height.0) secondAnchor:\(height.1)",
                "[LayoutConstraints] NSLayoutConstraint constant is not finite!  That's illegal.  constant:inf "
                    + "firstAnchor:\(top.0) secondAnchor:\(top.1)",
            ])
        #expect(!nanConstant.isActive && !infiniteMultiplier.isActive && fine.isActive && fine.constant == 3)
    }

    @Test func prioritiesAreCheckedAsUIKitChecksThem() {
        let view = UIView()
        let constraint = view.widthAnchor.constraint(equalToConstant: 10)
        let log = messages {
            constraint.priority = UILayoutPriority(0)
            constraint.isActive = true
            constraint.priority = .defaultHigh
        }
        #expect(
            log == [
                "[LayoutConstraints] It's illegal to set priority:0. Priorities must be greater than 0 and less than or "
                    + "equal to NSLayoutPriorityRequired, which is 1000.000000.",
                "[LayoutConstraints] Mutating a priority from required to not on an installed constraint (or "
                    + "vice-versa) is not supported.  You passed priority 750 and the existing priority was 1000.",
            ])
        #expect(constraint.priority == .required)
    }

    @Test func unsatisfiableConstraintsAreReportedAndLayoutGoesOn() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let narrow = child.widthAnchor.constraint(equalToConstant: 100)
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        let unrelated = child.heightAnchor.constraint(equalToConstant: 30)
        let log = messages {
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                child.topAnchor.constraint(equalTo: root.topAnchor), unrelated, narrow, wide,
            ])
            root.layoutIfNeeded()
        }
        #expect(
            log == [
                "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
                    + "\tProbably at least one of the constraints in the following list is one you don't want. \n"
                    + "\tTry this: \n"
                    + "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
                    + "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
                    + "(\n"
                    + "    \"\(narrow)\",\n"
                    + "    \"\(wide)\"\n"
                    + ")\n"
                    + "\n"
                    + "Will attempt to recover by breaking constraint \n"
                    + "\(wide)"
            ])
        #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(wide.isActive)
        // Without what contradicted it, the broken constraint holds again.
        narrow.isActive = false
        root.layoutIfNeeded()
        #expect(child.frame.width == 200)
    }

    @Test func autoresizingConstraintsInTheReportCarryTheirNote() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
        root.addSubview(child)
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        let log = messages {
            wide.isActive = true
            root.layoutIfNeeded()
        }
        let name = "UIView:" + LayoutDescription.address(child)
        #expect(log.count == 1)
        let report = log.first ?? ""
        #expect(
            report.contains("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand"))
        #expect(report.contains(" h=--- v=--- \(name).width == 70   (active)>\""))
        #expect(report.hasSuffix("Will attempt to recover by breaking constraint \n\(wide)"))
        #expect(child.frame == CGRect(x: 5, y: 6, width: 70, height: 80))
    }
}
