import ErrorFlow
import XCTest

/// Asserts that every error published to `bus` is accounted for exactly once:
/// `published == delivered + coalesced + silenced + dropped + pending`, with `pending`
/// notices still waiting (none, by default: everything was shown or dropped).
///
/// ```swift
/// assertCountersAddUp(bus)
/// ```
func assertCountersAddUp(
  _ bus: ErrorBus, pending: Int = 0, file: StaticString = #filePath, line: UInt = #line
) {
  let counters = bus.counters
  XCTAssertEqual(
    counters.published,
    counters.delivered + counters.coalesced + counters.silenced + counters.dropped
      + counters.pending,
    "counters do not add up: \(counters)", file: file, line: line)
  XCTAssertTrue(counters.addsUp, "\(counters)", file: file, line: line)
  XCTAssertEqual(counters.pending, pending, "pending notices: \(counters)", file: file, line: line)
}
