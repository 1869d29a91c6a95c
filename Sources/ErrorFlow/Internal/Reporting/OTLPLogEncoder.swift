import Foundation

/// Encodes records as an OTLP/HTTP JSON `ExportLogsServiceRequest` (OpenTelemetry protocol,
/// `opentelemetry/proto/collector/logs/v1/logs_service.proto`): one resource carrying
/// `service.name`, one scope named `ErrorFlow`, one log record per error.
///
/// The JSON follows the protobuf JSON mapping with OTLP's rules: field names in lowerCamelCase,
/// 64-bit integers (`timeUnixNano`, `intValue`) as decimal strings, enums (`severityNumber`)
/// as integers. Attribute names follow the OpenTelemetry semantic conventions where one
/// exists: `log.record.uid`, `exception.type`, `exception.message`, and the stable code
/// attributes `code.file.path`, `code.function.name`, `code.line.number` (which replaced the
/// deprecated `code.filepath`, `code.function`, `code.lineno`; see
/// https://opentelemetry.io/docs/specs/semconv/code). ErrorFlow's own are `errorflow.*`.
enum OTLPLogEncoder {
  /// The request body for `records`.
  static func body(
    for records: [ErrorLogRecord], serviceName: String, observed: Date = Date()
  ) -> Data {
    let observedNano = nanoseconds(observed)
    let request: [String: Any] = [
      "resourceLogs": [
        [
          "resource": ["attributes": [attribute("service.name", string: serviceName)]],
          "scopeLogs": [
            [
              "scope": ["name": "ErrorFlow"],
              "logRecords": records.map { logRecord($0, observedNano: observedNano) },
            ]
          ],
        ]
      ]
    ]
    // Only strings, numbers, arrays and dictionaries: serialization cannot fail.
    return (try? JSONSerialization.data(withJSONObject: request, options: [.sortedKeys]))
      ?? Data("{}".utf8)
  }

  /// The OpenTelemetry severity of `level`: `critical` is FATAL, `sessionExpired` and
  /// `notifyUser` ERROR, `retryable` WARN, `logOnly` INFO (the first number of each range).
  static func severityNumber(_ level: ErrorLevel) -> Int {
    switch level {
    case .critical: 21
    case .sessionExpired, .notifyUser: 17
    case .retryable: 13
    case .logOnly: 9
    }
  }

  private static func logRecord(_ record: ErrorLogRecord, observedNano: String) -> [String: Any] {
    var attributes: [[String: Any]] = [
      attribute("log.record.uid", string: record.id),
      attribute("errorflow.level", string: record.level.rawValue),
      attribute("errorflow.context", string: record.context.rawValue),
      attribute("errorflow.kind", string: record.kind),
      attribute("errorflow.identity_key", string: record.identityKey),
      attribute("code.file.path", string: record.source.fileID),
      attribute("code.function.name", string: record.source.function),
      attribute("code.line.number", int: record.source.line),
      attribute("exception.message", string: record.debugMessage),
    ]
    if let errorType = record.errorType {
      attributes.append(attribute("exception.type", string: errorType))
    }
    if let userMessage = record.userMessage {
      attributes.append(attribute("errorflow.user_message", string: userMessage))
    }
    if let attempts = record.attempts {
      attributes.append(attribute("errorflow.attempts", int: attempts))
    }
    if !record.underlying.isEmpty {
      attributes.append([
        "key": "errorflow.error_chain",
        "value": ["arrayValue": ["values": record.underlying.map { ["stringValue": $0] }]],
      ])
    }
    return [
      "timeUnixNano": nanoseconds(record.timestamp),
      "observedTimeUnixNano": observedNano,
      "severityNumber": severityNumber(record.level),
      "severityText": record.level.rawValue,
      "body": ["stringValue": record.debugMessage],
      "attributes": attributes,
    ]
  }

  private static func attribute(_ key: String, string: String) -> [String: Any] {
    ["key": key, "value": ["stringValue": string]]
  }

  private static func attribute(_ key: String, int: Int) -> [String: Any] {
    ["key": key, "value": ["intValue": String(int)]]
  }

  /// Nanoseconds since 1970 as a decimal string; `"0"` for a time before 1970 or out of range.
  static func nanoseconds(_ date: Date) -> String {
    let seconds = date.timeIntervalSince1970
    guard seconds.isFinite, seconds > 0, seconds < 9.2e9 else { return "0" }
    let whole = seconds.rounded(.down)
    let nanos = UInt64(whole) * 1_000_000_000 + UInt64(((seconds - whole) * 1e9).rounded(.down))
    return String(nanos)
  }
}
