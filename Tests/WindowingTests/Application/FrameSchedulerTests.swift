import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// The commit queue and its once-per-turn pass.
    @Suite @MainActor struct FrameSchedulerQueue {
        static func window() -> UIWindow { UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }

        @Test func aWindowMarkedTwiceIsQueuedOnce() {
            UIApplication.resetForTesting()
            var scheduler = FrameScheduler()
            let first = Self.window()
            let second = Self.window()
            #expect(!scheduler.hasWork)
            scheduler.windowNeedsCommit(first)
            scheduler.windowNeedsCommit(second)
            scheduler.windowNeedsCommit(first)
            scheduler.windowNeedsAppearance(second)
            scheduler.windowNeedsAppearance(second)
            #expect(scheduler.hasWork)
            let appearances = scheduler.takeAppearances()
            let commits = scheduler.takeCommits()
            #expect(appearances.map(ObjectIdentifier.init) == [ObjectIdentifier(second)])
            #expect(commits.map(ObjectIdentifier.init) == [ObjectIdentifier(first), ObjectIdentifier(second)])
            let again = scheduler.takeCommits()
            #expect(again.isEmpty, "taking empties the queue")
            #expect(!scheduler.hasWork)
        }

        @Test func onePassIsClaimedPerTurn() {
            var scheduler = FrameScheduler()
            var claims = (0..<3).map { _ in scheduler.claimPass() }
            #expect(claims == [true, false, false], "a pass is already on its way")
            scheduler.beginPass()
            // What the pass's callbacks mark needs another pass.
            claims = [scheduler.claimPass()]
            #expect(claims == [true])
        }

        @Test func sceneRequestsRunInTheOrderTheyCame() {
            UIApplication.resetForTesting()
            var scheduler = FrameScheduler()
            var order: [Int] = []
            scheduler.enqueueSceneRequest { _ in order.append(1) }
            scheduler.enqueueSceneRequest { _ in order.append(2) }
            #expect(scheduler.hasWork)
            let app = UIApplication()
            for request in scheduler.takeSceneRequests() { request(app) }
            #expect(order == [1, 2])
            #expect(!scheduler.hasWork)
            UIApplication.resetForTesting()
        }

        @Test func onlyTheFirstPresentIsTheFirstFrame() {
            var scheduler = FrameScheduler()
            #expect(!scheduler.hasPresentedFirstFrame)
            let firsts = [scheduler.didPresent(), scheduler.didPresent()]
            #expect(firsts == [true, false])
            #expect(scheduler.hasPresentedFirstFrame)
        }

        @Test func manyChangesInOneTurnArePresentedOnce() throws {
            let test = try TestApp.launchSceneApp()
            let window = try #require(test.window)
            let before = test.backend.presentations.count
            for _ in 0..<5 {
                window.needsFullDisplay = true
                window.scheduleCommit()
            }
            test.app.runUntilIdle()
            #expect(test.backend.presentations.count == before + 1)
            #expect(!test.app.frameScheduler.hasWork)
        }

        @Test func aRunningAppSchedulesOnePassForManyMarks() throws {
            let test = try TestApp.launchSceneApp()
            let window = try #require(test.window)
            #expect(!test.app.frameScheduler.isPassScheduled, "not running: tests turn the loop by hand")
            test.app.isRunning = true
            defer { test.app.isRunning = false }
            test.app.scheduleCommit(of: window)
            test.app.scheduleCommit(of: window)
            #expect(test.app.frameScheduler.isPassScheduled)
            test.app.commitIfNeeded()
            #expect(!test.app.frameScheduler.isPassScheduled && !test.app.frameScheduler.hasWork)
        }
    }
}
