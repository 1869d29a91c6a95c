import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `close(2)`, under a name the outbox's own `close()` does not hide.
private func closeDescriptor(_ descriptor: Int32) {
  _ = close(descriptor)
}

/// The records an ``HTTPLogSink`` has not settled, in memory and in one file,
/// `outbox.jsonl`: one JSON line per record, appended as records arrive, and replaced
/// atomically (a new file renamed over it) when records leave. Used by the delivery worker
/// only, never by two threads at once; the directory is locked for one sink (``OutboxLock``).
///
/// The file always ends with a whole line, whatever the disk does:
/// - A kill in the middle of an append leaves a last line cut short; opening the outbox
///   skips every line that does not decode (and counts it), and rewrites the file whole.
/// - An append that fails (a full disk writes part of it) is cut back to the last whole
///   line. The records it carried stay in memory, and every later write first brings the
///   file in line with memory again by rewriting it whole (a new file renamed over it), never
///   by appending again: while the disk stays full, an append in place would leave a half
///   line in the file at every step of the worker until its cut, for any reader and for a
///   kill to find, where a failed rewrite leaves the file as it was.
/// - A directory or file removed while the sink runs is noticed before the next write: both
///   are made again and the records held in memory written to the new file.
///
/// Survives a killed process; a power loss may lose what the system had not written to disk
/// yet (no `fsync`).
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

  let directory: URL
  let file: URL
  /// The directory's lock, held until ``close()``.
  let lock: OutboxLock
  private let temporary: URL
  private(set) var entries: [Entry] = []
  private(set) var bytes = 0
  /// Lines of the file that could not be read when it was opened.
  private(set) var skippedLines = 0
  /// How many of the first entries the file holds, line for line; the entries after them
  /// are in memory only until ``sync()`` appends them. `nil` when the next write must
  /// replace the file whole: its content is not known (a rewrite failed, records were
  /// removed), or an append failed.
  private var persisted: Int? = 0
  /// The file the outbox writes, as last opened or written.
  private var fileIdentity: FileIdentity?
  private var descriptor: Int32 = -1
  /// Whether the directory or file was found removed and made again since the last
  /// ``takeRecreated()``.
  private var recreated = false
  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .secondsSince1970
    return encoder
  }()

  /// Opens (or creates) the outbox in `directory` and locks it; records found there get
  /// `arrival`.
  ///
  /// - Throws: ``HTTPLogSink/OutboxInUse`` when another sink holds the directory, or why it
  ///   cannot be created, locked, or repaired.
  init(directory: URL, arrival: Duration) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    self.directory = directory
    lock = try OutboxLock(directory: directory)
    file = directory.appendingPathComponent("outbox.jsonl")
    temporary = directory.appendingPathComponent("outbox.jsonl.new")
    let data = (try? Data(contentsOf: file)) ?? Data()
    load(data, arrival: arrival)
    if skippedLines > 0 || (data.last.map { $0 != UInt8(ascii: "\n") } ?? false) {
      try rewrite()
    } else {
      persisted = entries.count
      fileIdentity = FileIdentity(path: file.path)
      // Not an error yet: a read-only directory fails at the first write, and is reported.
      _ = try? openForAppending()
    }
  }

  deinit {
    close()
  }

  /// Closes the file and lets go of the directory (idempotent): the worker has ended.
  func close() {
    if descriptor >= 0 {
      closeDescriptor(descriptor)
      descriptor = -1
    }
    lock.release()
  }

  /// The line for `record`, or `nil` if it cannot be encoded.
  func line(for record: ErrorLogRecord) -> [UInt8]? {
    guard let json = try? encoder.encode(record) else { return nil }
    return LogText.jsonLine(json)
  }

  /// Whether the file may not match memory: records only in memory, or records held while
  /// the directory or file was removed. ``sync()`` repairs it. (A removed outbox that holds
  /// no record is left alone until there is one to write.)
  var needsSync: Bool {
    persisted != entries.count || (!entries.isEmpty && wasRemoved)
  }

  /// Whether the directory or the file was removed or replaced since the outbox wrote it.
  private var wasRemoved: Bool {
    lock.isStale || fileIdentity.map { $0 != FileIdentity(path: file.path) } ?? false
  }

  /// Whether the directory or file was found removed (and made again) since the last call.
  func takeRecreated() -> Bool {
    defer { recreated = false }
    return recreated
  }

  /// Adds `new` in memory, then brings the file in line (``sync()``). The entries stay in
  /// memory even when the write fails (the error says why); a later write puts them in the
  /// file.
  func append(_ new: [Entry]) throws {
    entries += new
    bytes += new.reduce(0) { $0 + $1.line.count }
    try sync()
  }

  /// Removes the entries at `offsets` in memory, then rewrites the file.
  func remove(at offsets: some Sequence<Int>) throws {
    let gone = Set(offsets)
    guard !gone.isEmpty else { return }
    var kept: [Entry] = []
    kept.reserveCapacity(max(0, entries.count - gone.count))
    for (offset, entry) in entries.enumerated() where !gone.contains(offset) {
      kept.append(entry)
    }
    entries = kept
    bytes = kept.reduce(0) { $0 + $1.line.count }
    persisted = nil
    try sync()
  }

  /// Removes the first `count` entries, then rewrites the file.
  func removeFirst(_ count: Int) throws {
    try remove(at: 0..<min(max(0, count), entries.count))
  }

  /// Brings the file in line with memory: makes the directory and file again if they were
  /// removed (unless no record is held: nothing is lost, and the next record makes them),
  /// then appends the records only memory holds, or rewrites the file whole when its content
  /// is not known.
  func sync() throws {
    if wasRemoved {
      guard !entries.isEmpty else { return }
      try recreate()
    }
    guard let persisted else { return try rewrite() }
    guard persisted < entries.count else { return }
    let appending = try openForAppending()
    var info = stat()
    guard fstat(appending, &info) == 0 else { throw Self.posixError(errno) }
    var buffer: [UInt8] = []
    for entry in entries[persisted...] { buffer += entry.line }
    let code = buffer.withUnsafeBufferPointer { FileDescriptorWriter.writeAll($0, to: appending) }
    guard code == 0 else {
      // Part of the buffer may be in the file (a full disk): cut it back to its last whole
      // line, so no later line is glued to a half one. The next write replaces the file
      // whole rather than appending again: each append on a disk still full would put the
      // same half line in the file until its cut, and a reader (a test, the next run after a
      // kill) would find the file ending mid-record.
      _ = ftruncate(appending, info.st_size)
      self.persisted = nil
      throw Self.posixError(code)
    }
    self.persisted = entries.count
  }

  /// Makes the directory and file again after either was removed or replaced, and locks
  /// the new directory; the write that follows puts every entry in the new file.
  private func recreate() throws {
    closeFile()
    persisted = nil
    if lock.isStale {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try lock.relock()
    }
    recreated = true
  }

  /// Writes every entry to a new file and renames it over the outbox.
  private func rewrite() throws {
    closeFile()
    var buffer: [UInt8] = []
    buffer.reserveCapacity(bytes)
    for entry in entries { buffer += entry.line }
    let written = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard written >= 0 else { throw Self.posixError(errno) }
    let code = buffer.withUnsafeBufferPointer { FileDescriptorWriter.writeAll($0, to: written) }
    closeDescriptor(written)
    guard code == 0 else {
      // A full disk: give back the space the half-written copy takes.
      _ = unlink(temporary.path)
      throw Self.posixError(code)
    }
    guard rename(temporary.path, file.path) == 0 else {
      let code = errno
      _ = unlink(temporary.path)
      throw Self.posixError(code)
    }
    persisted = entries.count
    fileIdentity = FileIdentity(path: file.path)
    _ = try? openForAppending()
  }

  private func openForAppending() throws -> Int32 {
    if descriptor >= 0 { return descriptor }
    let opened = open(file.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
    guard opened >= 0 else { throw Self.posixError(errno) }
    descriptor = opened
    fileIdentity = FileIdentity(descriptor: opened)
    return opened
  }

  private func closeFile() {
    if descriptor >= 0 {
      closeDescriptor(descriptor)
      descriptor = -1
    }
    fileIdentity = nil
  }

  /// The error for `errno` `code`, with the system's message ("File too large").
  static func posixError(_ code: Int32) -> POSIXError {
    POSIXError(
      POSIXErrorCode(rawValue: code) ?? .EIO,
      userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(code))])
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
