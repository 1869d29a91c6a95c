/// The bounds of an ``HTTPLogSink``'s outbox — at most `records` records and `bytes` bytes
/// of lines — and which entries go when they are passed.
struct OutboxBounds {
  let records: Int
  let bytes: Int

  /// Whether a line of `size` bytes can fit at all: a larger one is dropped alone, as no
  /// amount of dropping makes room for it.
  func admits(lineOf size: Int) -> Bool { size <= bytes }

  /// The offsets of the entries to drop so that `entries` (`totalBytes` bytes of lines) are
  /// within the bounds, never one of the `protected` oldest (a batch in flight):
  /// - `oversized`: each entry that cannot fit beside the protected ones however many others
  ///   go. It is dropped alone: dropping others for it would make no room.
  /// - `full`: then the oldest ``ErrorLevel/logOnly`` entries, then the oldest of any level,
  ///   until the bounds hold.
  ///
  /// Both are in ascending order.
  func victims(of entries: [LogOutbox.Entry], totalBytes: Int, protecting protected: Int)
    -> (full: [Int], oversized: [Int])
  {
    var count = entries.count
    var size = totalBytes
    func over() -> Bool { count > records || size > bytes }
    guard over() else { return ([], []) }
    let eligible = min(max(0, protected), entries.count)..<entries.count
    let room = bytes - entries[..<eligible.lowerBound].reduce(0) { $0 + $1.line.count }
    var oversized: [Int] = []
    var gone = Set<Int>()
    for offset in eligible where entries[offset].line.count > room {
      oversized.append(offset)
      gone.insert(offset)
      count -= 1
      size -= entries[offset].line.count
    }
    for logOnlyPass in [true, false] {
      for offset in eligible where over() && !gone.contains(offset) {
        guard !logOnlyPass || entries[offset].record.level == .logOnly else { continue }
        gone.insert(offset)
        count -= 1
        size -= entries[offset].line.count
      }
    }
    let full = gone.subtracting(oversized).sorted()
    return (full, oversized)
  }
}
