import Foundation

/// The records an ``HTTPLogSink`` has not settled, in memory and in one file,
/// `outbox.jsonl`: one JSON line per record, appended as records arrive, and replaced
/// atomically (a new file renamed over it) when records leave. Used by the delivery worker
/// only, never by two threads at once.
///
/// A process killed in the middle of an append leaves a last line cut short; opening the
/// outbox skips every line that does not decode (and counts it), and rewrites the file
/// whole, so the next append starts on a fresh line. Survives a killed process; a power
/// loss may lose what the system had not written to disk yet (no `fsync`).
final class LogOutbox {
  /// One record in the outbox.
  struct Entry {
    /// The order it was written in (records found at start come first, from 0).
    let sequence: UInt64
    let record: ErrorLogRecord
    /// Its line in the file, newline included.
    let line: [UInt8]
    /// When it entered the outbox, on the worker's clock.
    let arrival: Duration
  }

  let file: URL
  private let temporary: URL
  private(set) var entries: [Entry] = []
  private(set) var bytes = 0
  /// Lines of the file that could not be read when it was opened.
  private(set) var skippedLines = 0
  private var descriptor: Int32 = -1
  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .secondsSince1970
    return encoder
  }()

  /// Opens (or creates) the outbox in `directory`; records found there get `arrival`.
  init(directory: URL, arrival: Duration) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    file = directory.appendingPathComponent("outbox.jsonl")
    temporary = directory.appendingPathComponent("outbox.jsonl.new")
    let data = (try? Data(contentsOf: file)) ?? Data()
    load(data, arrival: arrival)
    if skippedLines > 0 || (data.last.map { $0 != UInt8(ascii: "\n") } ?? false) {
      try rewrite()
    }
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// The line for `record`, or `nil` if it cannot be encoded.
  func line(for record: ErrorLogRecord) -> [UInt8]? {
    guard let json = try? encoder.encode(record) else { return nil }
    return LogText.jsonLine(json)
  }

  /// Adds `new` in memory, then appends their lines with one `write(2)`. The entries stay
  /// in memory even when the write fails (the error says why).
  func append(_ new: [Entry]) throws {
    guard !new.isEmpty else { return }
    entries += new
    var buffer: [UInt8] = []
    for entry in new {
      buffer += entry.line
      bytes += entry.line.count
    }
    let file = try openForAppending()
    let code = buffer.withUnsafeBufferPointer { FileDescriptorWriter.writeAll($0, to: file) }
    if code != 0 { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
  }

  /// Removes the entries at `offsets` in memory, then rewrites the file.
  func remove(at offsets: some Sequence<Int>) throws {
    let gone = Set(offsets)
    guard !gone.isEmpty else { return }
    var kept: [Entry] = []
    kept.reserveCapacity(entries.count - gone.count)
    for (offset, entry) in entries.enumerated() where !gone.contains(offset) {
      kept.append(entry)
    }
    entries = kept
    bytes = kept.reduce(0) { $0 + $1.line.count }
    try rewrite()
  }

  /// Removes the first `count` entries, then rewrites the file.
  func removeFirst(_ count: Int) throws {
    try remove(at: 0..<min(count, entries.count))
  }

  /// Writes every entry to a new file and renames it over the outbox.
  private func rewrite() throws {
    if descriptor >= 0 {
      close(descriptor)
      descriptor = -1
    }
    var buffer: [UInt8] = []
    buffer.reserveCapacity(bytes)
    for entry in entries { buffer += entry.line }
    try Data(buffer).write(to: temporary)
    guard rename(temporary.path, file.path) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
  }

  private func openForAppending() throws -> Int32 {
    if descriptor >= 0 { return descriptor }
    let opened = open(file.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
    guard opened >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    descriptor = opened
    return opened
  }

  /// Reads the lines of `data`, skipping those that do not decode.
  private func load(_ data: Data, arrival: Duration) {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    for slice in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
      guard let record = try? decoder.decode(ErrorLogRecord.self, from: Data(slice)),
        let line = line(for: record)
      else {
        skippedLines += 1
        continue
      }
      entries.append(
        Entry(sequence: UInt64(entries.count), record: record, line: line, arrival: arrival))
      bytes += line.count
    }
  }
}
