/// The records an ``HTTPLogSink``'s worker dropped in one step, by why, and the notice that
/// goes to the fallback before each group.
struct DroppedRecords {
  /// Pushed out by the outbox's bounds.
  var full: [ErrorLogRecord] = []
  /// Larger than the room the outbox has: each dropped alone.
  var oversized: [ErrorLogRecord] = []
  /// Not encodable as JSON.
  var unencodable: [ErrorLogRecord] = []

  var count: Int { full.count + oversized.count + unencodable.count }

  mutating func add(_ other: DroppedRecords) {
    full += other.full
    oversized += other.oversized
    unencodable += other.unencodable
  }

  /// A notice for each reason records were dropped, with its records.
  func notices(_ bounds: OutboxBounds) -> [(message: String, records: [ErrorLogRecord])] {
    var notices: [(message: String, records: [ErrorLogRecord])] = []
    if !oversized.isEmpty {
      notices.append(
        (
          "dropped \(oversized.count) record(s) larger than the room the outbox has "
            + "(\(bounds.bytes) bytes, less the request on the way), each alone; they "
            + "follow here", oversized
        ))
    }
    if !full.isEmpty {
      notices.append(
        (
          "the outbox is full (\(bounds.records) records, \(bounds.bytes) bytes): dropped "
            + "\(full.count) record(s), oldest log-only first; they follow here", full
        ))
    }
    if !unencodable.isEmpty {
      notices.append(
        (
          "cannot encode \(unencodable.count) record(s) as JSON: dropped; they follow here",
          unencodable
        ))
    }
    return notices
  }
}
