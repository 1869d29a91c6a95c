import Foundation
import ReactiveCore

/// Appends one JSON object per line to a file, rotating it by size.
///
/// Each line is an ``ErrorLogRecord`` encoded by `JSONEncoder` (so quotes, newlines and
/// non-ASCII text are escaped), with an ISO 8601 timestamp. When the file would grow past
/// `maxBytes`, it is renamed `name.1` (older files shift to `name.2`…, keeping `maxFiles`)
/// and a new file is started. When the file cannot be created or written, lines go to the
/// fallback (standard error) instead, and the failure is reported there once — never a
/// crash, never a silent loss.
///
/// ```swift
/// let file = JSONLinesFileSink(
///   url: URL(fileURLWithPath: "logs/errors.jsonl"), maxBytes: 1_000_000, maxFiles: 3)
/// let logger = ErrorLogger(sinks: [file, ConsoleLogSink()])
/// ```
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
  private var handle: FileHandle?
  private var size = 0
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
    try? handle?.close()
  }

  /// Why the file is not written, or `nil` while it is.
  ///
  /// ```swift
  /// if let reason = sink.failureReason { print("file log off:", reason) }
  /// ```
  public var failureReason: String? { lock.withLock { failure } }

  /// Appends `record` as one line.
  ///
  /// ```swift
  /// sink.write(ErrorLogRecord(error))
  /// ```
  ///
  /// - Parameter record: The record.
  public func write(_ record: ErrorLogRecord) {
    var line: Data
    do {
      line = try encoder.encode(record)
    } catch {
      fallback("ErrorFlow: cannot encode a log record: \(error)\n")
      return
    }
    line.append(0x0A)
    var notice: String?
    let written: Bool = lock.withLock {
      if failure == nil {
        do {
          try append(line)
          return true
        } catch {
          failure = "\(error)"
          try? handle?.close()
          handle = nil
          notice = "ErrorFlow: cannot write \(url.path) (\(error)); logging to stderr instead\n"
        }
      }
      return false
    }
    if let notice { fallback(notice) }
    if !written { fallback(String(decoding: line, as: UTF8.self)) }
  }

  /// Appends `line`; lock held.
  private func append(_ line: Data) throws {
    let file = try openIfNeeded()
    if size > 0, size + line.count > maxBytes {
      try rotate(file)
      try openIfNeeded().write(contentsOf: line)
    } else {
      try file.write(contentsOf: line)
    }
    size += line.count
  }

  private func openIfNeeded() throws -> FileHandle {
    if let handle { return handle }
    let manager = FileManager.default
    if !manager.fileExists(atPath: url.path) {
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      guard manager.createFile(atPath: url.path, contents: nil) else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
      }
    }
    let file = try FileHandle(forWritingTo: url)
    size = Int(try file.seekToEnd())
    handle = file
    return file
  }

  private func rotate(_ file: FileHandle) throws {
    try file.close()
    handle = nil
    size = 0
    let manager = FileManager.default
    guard maxFiles > 0 else {
      try manager.removeItem(at: url)
      return
    }
    let oldest = rotated(maxFiles)
    if manager.fileExists(atPath: oldest.path) { try manager.removeItem(at: oldest) }
    for index in stride(from: maxFiles - 1, through: 1, by: -1) {
      let from = rotated(index)
      if manager.fileExists(atPath: from.path) {
        try manager.moveItem(at: from, to: rotated(index + 1))
      }
    }
    try manager.moveItem(at: url, to: rotated(1))
  }

  private func rotated(_ index: Int) -> URL {
    url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).\(index)")
  }
}
