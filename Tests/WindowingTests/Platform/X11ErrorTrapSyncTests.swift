import Testing

@testable import Windowing

/// When an error trap must sync before its requests: only while an earlier request may still be
/// unanswered, since a sync costs a whole round trip on a remote display (issue 20).
@Suite struct X11ErrorTrapSyncTests {
    @Test func everyRequestAnsweredNeedsNoSync() {
        #expect(!X11ErrorTrap.hasUnansweredRequests(nextRequest: 42, lastProcessed: 41))
    }

    @Test func anUnansweredRequestNeedsASync() {
        #expect(X11ErrorTrap.hasUnansweredRequests(nextRequest: 42, lastProcessed: 40))
        #expect(X11ErrorTrap.hasUnansweredRequests(nextRequest: 42, lastProcessed: 0))
    }

    @Test func aFreshConnectionWithNothingSentNeedsNoSync() {
        #expect(!X11ErrorTrap.hasUnansweredRequests(nextRequest: 1, lastProcessed: 0))
    }

    @Test func sequenceNumbersWrapWithoutTrapping() {
        #expect(!X11ErrorTrap.hasUnansweredRequests(nextRequest: 0, lastProcessed: .max))
        #expect(X11ErrorTrap.hasUnansweredRequests(nextRequest: 0, lastProcessed: 7))
    }
}
