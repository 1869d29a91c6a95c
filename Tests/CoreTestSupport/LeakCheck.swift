/// How ``CoreTestCase``'s tear-down compares the live-resource counts with those the test
/// began with.
///
/// The counters are the process's, and every test target shares the process: a test that is
/// not checked (a plain `XCTestCase`) can leave work on a Dispatch queue that releases its
/// resources while the next test runs. That test then ends below where it began, which is no
/// leak of its own.
public enum LeakCheck: Sendable {
  /// Every count back exactly where it was: a leak fails, and so does a resource released
  /// twice (a count below the start). Right for a target whose every test is checked, so that
  /// each test begins with nothing of an earlier one still being released.
  case exact
  /// No count above where it was: a leak fails; a count below the start is taken for an
  /// earlier, unchecked test's resources released meanwhile. For a target that also holds
  /// unchecked tests (once, under load, a test began while 2 resources of one were still being
  /// released, and ended with 0).
  case noGrowth

  /// Whether `end` passes against `start`; every kind is compared, not only the total, so a
  /// leak of one kind is not hidden by another kind's earlier resources released meanwhile.
  public func accepts(_ end: LiveResourceCounts, from start: LiveResourceCounts) -> Bool {
    switch self {
    case .exact:
      return end == start
    case .noGrowth:
      return end.subscriptions <= start.subscriptions
        && end.scheduledItems <= start.scheduledItems && end.disposables <= start.disposables
        && end.total <= start.total
    }
  }
}
