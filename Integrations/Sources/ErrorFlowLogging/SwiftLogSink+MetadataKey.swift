import ErrorFlow
import Logging

extension SwiftLogSink {
  /// The metadata keys a ``SwiftLogSink`` writes: the attribute names
  /// `HTTPLogSink` sends to an OpenTelemetry collector, so a record reaches a
  /// collector under the same names whether it went through swift-log and swift-otel or
  /// through `HTTPLogSink`.
  ///
  /// | Key                      | Value                                       | When              |
  /// |--------------------------|---------------------------------------------|-------------------|
  /// | `log.record.uid`         | the record's id (a UUID string)             | always            |
  /// | `errorflow.level`        | `critical`, `notifyUser`, …                 | always            |
  /// | `errorflow.context`      | `pageLoad`, `action`, an app's context      | always            |
  /// | `errorflow.kind`         | `domain`, `cancelled` or `unknown`          | always            |
  /// | `errorflow.identity_key` | the coalescing key                          | always            |
  /// | `code.file.path`         | the call site's `#fileID`                   | always            |
  /// | `code.function.name`     | the call site's `#function`                 | always            |
  /// | `code.line.number`       | the call site's line                        | always            |
  /// | `exception.type`         | the Swift type of the error under it        | when there is one |
  /// | `errorflow.user_message` | the message shown to the user               | when there is one |
  /// | `errorflow.attempts`     | how many times the work was tried           | after retries     |
  /// | `errorflow.error_chain`  | the chain, outermost first (an array)       | when not empty    |
  ///
  /// The message of the log call is the debug message (`HTTPLogSink` sends it as the body and
  /// again as `exception.message`). Numbers are `.stringConvertible` values, every other
  /// value a `.string` (the chain an `.array` of them).
  ///
  /// ```swift
  /// handler.entries[0].metadata[SwiftLogSink.MetadataKey.identityKey]
  /// // "SyncUseCaseError.offline"
  /// ```
  public enum MetadataKey {
    /// The record's id, so a collector that receives a record twice can drop the copy.
    public static let recordID = "log.record.uid"
    /// The `ErrorLevel`'s name.
    public static let level = "errorflow.level"
    /// The `ErrorContext`'s name.
    public static let context = "errorflow.context"
    /// `domain`, `cancelled` or `unknown`.
    public static let kind = "errorflow.kind"
    /// The `AppError/identityKey`.
    public static let identityKey = "errorflow.identity_key"
    /// The call site's file, as `#fileID` spells it.
    public static let file = "code.file.path"
    /// The call site's function.
    public static let function = "code.function.name"
    /// The call site's line.
    public static let line = "code.line.number"
    /// The Swift type of the error the record was made from.
    public static let errorType = "exception.type"
    /// The message shown to the user.
    public static let userMessage = "errorflow.user_message"
    /// How many times the work was tried.
    public static let attempts = "errorflow.attempts"
    /// The errors the error was made from, outermost first.
    public static let errorChain = "errorflow.error_chain"

    /// The metadata of `record`, each string passed through `text`.
    static func metadata(of record: ErrorLogRecord, text: (String) -> String) -> Logger.Metadata {
      var metadata: Logger.Metadata = [
        recordID: .string(text(record.id)),
        level: .string(record.level.rawValue),
        context: .string(text(record.context.rawValue)),
        kind: .string(text(record.kind)),
        identityKey: .string(text(record.identityKey)),
        file: .string(text(record.source.fileID)),
        function: .string(text(record.source.function)),
        line: .stringConvertible(record.source.line),
      ]
      if let errorType = record.errorType { metadata[Self.errorType] = .string(text(errorType)) }
      if let userMessage = record.userMessage {
        metadata[Self.userMessage] = .string(text(userMessage))
      }
      if let attempts = record.attempts { metadata[Self.attempts] = .stringConvertible(attempts) }
      // At most 65 entries of at most 1,000 characters each (see ErrorLogRecord.underlying).
      if !record.underlying.isEmpty {
        metadata[errorChain] = .array(record.underlying.map { .string(text($0)) })
      }
      return metadata
    }
  }
}
