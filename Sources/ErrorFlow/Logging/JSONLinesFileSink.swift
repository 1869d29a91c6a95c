import Foundation
import ReactiveCore

/// Appends one JSON object per line to a file, rotating it by size.
///
/// Each line is an ``ErrorLogRecord`` encoded by `JSONEncoder` (so quotes, newlines and
/// control characters are escaped; DEL, C1 controls, U+2028, U+2029 and bidi controls are
/// escaped too, as `\uXXXX`), with an ISO 8601 timestamp: one record is always one line.
///
/// The file is opened with `O_APPEND` and each line is written with one `write(2)`, so
/// several sinks, threads or processes can append to the same file: every record lands
/// whole, on its own line, after what the others wrote.
///
/// When the file would grow past `maxBytes`, it is renamed `name.1` (older files shift to
/// `name.2`…, keeping `maxFiles`) and a new file is started. Each rename replaces its target
/// atomically; writers sharing the file rotate it in turn, under an exclusive `flock(2)`,
/// and a sink whose file was rotated by another writer notices it on its next record and
/// reopens the path. Limits when several writers share one file: a record written by
/// another writer just as the file is renamed lands at the end of `name.1` (so a rotated
/// file can pass `maxBytes` by a few records), and `flock` is advisory and may not work on
/// network file systems. No record is split or lost, except by deleting the oldest file,
/// as rotation does.
///
/// When the file cannot be created or written, lines go to the fallback (standard error)
/// instead, and the failure is reported there once — never a crash, never a silent loss.
///
/// ```swift
/// let file = JSONLinesFileSink(
///   url: URL(fileURLWithPath: "logs/errors.jsonl"), maxBytes: 1_000_000, maxFiles: 3)
/// let logger = ErrorLogger(sinks: [file, ConsoleLogSink()])
/// ```
// unchecked Sendable: `descriptor` and `failure` are guarded by `lock`; the `let`s are Sendable
// (`encoder` is a Foundation JSONEncoder, Sendable)
public final class JSONLinesFileSink: ErrorLogSink, @unchecked Sendable {
  /// The file written.
  ///
  /// ```swift
  /// print(sink.url.path)
  /// ```
  public let url: URL
  private let maxBytes: Int
  private let maxFiles: Int
  private let fallback: @Sendable (String) -> Void
  private let encoder: JSONEncoder
  private let lock = Lock()
  private var descriptor: Int32 = -1
  private var failure: String?

  /// A sink appending to the file at `url`, creating it (and its folder) if needed.
  ///
  /// ```swift
  /// let sink = JSONLinesFileSink(url: logURL, maxBytes: 512 * 1_024)
  /// ```
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - maxBytes: The size after which the file is rotated.
  ///   - maxFiles: How many rotated files to keep besides the current one.
  ///   - fallback: Receives each line (and one failure notice) when the file cannot be
  ///     written; `nil` for standard error.
  public init(
    url: URL, maxBytes: Int = 1_048_576, maxFiles: Int = 3,
    fallback: (@Sendable (String) -> Void)? = nil
  ) {
    self.url = url
    self.maxBytes = max(1, maxBytes)
    self.maxFiles = max(0, maxFiles)
    self.fallback = fallback ?? { StandardError.write($0) }
    encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Why the file is not written, or `nil` while it is.
  ///
  /// ```swift
  /// if let reason = sink.failureReason { print("file log off:", reason) }
  /// ```
  public var failureReason: String? { lock.withLock { failure } }

  /// Appends `record` as one line, with one `write(2)`.
  ///
  /// ```swift
  /// sink.write(ErrorLogRecord(error))
  /// ```
  ///
  /// - Parameter record: The record.
  public func write(_ record: ErrorLogRecord) {
    let line: [UInt8]
    do {
      line = LogText.jsonLine(try encoder.encode(record))
    } catch {
      fallback(LogText.escaped("ErrorFlow: cannot encode a log record: \(error)") + "\n")
      return
    }
    var notice: String?
    let written: Bool = lock.withLock {
      guard failure == nil else { return false }
      do {
        try append(line)
        return true
      } catch {
        failure = "\(error)"
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        notice =
          LogText.escaped(
            "ErrorFlow: cannot write \(url.path) (\(error)); logging to stderr instead") + "\n"
        return false
      }
    }
    if let notice { fallback(notice) }
    if !written { fallback(String(decoding: line, as: UTF8.self)) }
  }

  /// Appends `line`; lock held.
  private func append(_ line: [UInt8]) throws {
    var file = try openIfNeeded()
    let size = try Self.status(of: file).size
    if size > 0, size + line.count > maxBytes {
      try rotate(file, adding: line.count)
      close(file)
      descriptor = -1
      file = try openIfNeeded()
    }
    let code = line.withUnsafeBufferPointer { FileDescriptorWriter.writeAll($0, to: file) }
    if code != 0 { throw Self.posixError(code) }
  }

  /// The open file; reopened when the path no longer names it (another writer rotated it).
  private func openIfNeeded() throws -> Int32 {
    if descriptor >= 0 {
      if let path = pathStatus(), path.sameFile(as: try Self.status(of: descriptor)) {
        return descriptor
      }
      close(descriptor)
      descriptor = -1
    }
    var file = Self.openForAppending(url.path)
    if file < 0, errno == ENOENT {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      file = Self.openForAppending(url.path)
    }
    if file < 0 { throw Self.posixError(errno) }
    descriptor = file
    return file
  }

  /// Shifts `name` to `name.1`, `name.1` to `name.2`…, dropping the oldest; lock held.
  ///
  /// Writers of one file take turns with an exclusive `flock(2)` on it (every sink, thread
  /// and process opens the file itself, so they exclude each other), and a writer that
  /// finds the file already renamed or small again leaves it: one rotation per file.
  /// Every step is one `rename(2)`, which replaces its target atomically.
  private func rotate(_ file: Int32, adding count: Int) throws {
    while flock(file, LOCK_EX) != 0 {
      guard errno == EINTR else { throw Self.posixError(errno) }
    }
    defer { _ = flock(file, LOCK_UN) }
    let current = try Self.status(of: file)
    guard let path = pathStatus(), path.sameFile(as: current),
      current.size > 0, current.size + count > maxBytes
    else { return }
    guard maxFiles > 0 else {
      _ = unlink(url.path)
      return
    }
    for index in stride(from: maxFiles - 1, through: 1, by: -1) {
      _ = rename(rotated(index).path, rotated(index + 1).path)
    }
    _ = rename(url.path, rotated(1).path)
  }

  /// The file the path names now, or `nil` if there is none.
  private func pathStatus() -> FileStatus? {
    url.path.withCString { path -> FileStatus? in
      var info = stat()
      return stat(path, &info) == 0 ? FileStatus(info) : nil
    }
  }

  private func rotated(_ index: Int) -> URL {
    url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).\(index)")
  }

  private static func openForAppending(_ path: String) -> Int32 {
    open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
  }

  private static func status(of descriptor: Int32) throws -> FileStatus {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw posixError(errno) }
    return FileStatus(info)
  }

  private static func posixError(_ code: Int32) -> POSIXError {
    POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
  }
}

/// The parts of `stat` the sink needs.
private struct FileStatus {
  let device: UInt64
  let inode: UInt64
  let size: Int

  init(_ info: stat) {
    device = UInt64(truncatingIfNeeded: info.st_dev)
    inode = UInt64(truncatingIfNeeded: info.st_ino)
    size = Int(truncatingIfNeeded: info.st_size)
  }

  func sameFile(as other: FileStatus) -> Bool {
    device == other.device && inode == other.inode
  }
}
