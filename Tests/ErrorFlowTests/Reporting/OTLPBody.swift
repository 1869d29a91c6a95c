import Foundation

/// The parts of a posted OTLP/HTTP JSON `ExportLogsServiceRequest` the tests check.
struct OTLPBody {
  let object: [String: Any]

  init(data: Data) {
    object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
  }

  private var resourceLogs: [[String: Any]] { object["resourceLogs"] as? [[String: Any]] ?? [] }

  /// The `service.name` of the first resource.
  var serviceName: String? {
    let resource = resourceLogs.first?["resource"] as? [String: Any]
    let attributes = resource?["attributes"] as? [[String: Any]] ?? []
    return Self.value(of: "service.name", in: attributes)?["stringValue"] as? String
  }

  private var scopeLogs: [[String: Any]] {
    resourceLogs.flatMap { $0["scopeLogs"] as? [[String: Any]] ?? [] }
  }

  /// The scope names.
  var scopeNames: [String] {
    scopeLogs.compactMap { ($0["scope"] as? [String: Any])?["name"] as? String }
  }

  /// Every log record.
  var logRecords: [[String: Any]] {
    scopeLogs.flatMap { $0["logRecords"] as? [[String: Any]] ?? [] }
  }

  /// The `log.record.uid` of each record.
  var ids: [String] {
    logRecords.compactMap { Self.attribute("log.record.uid", of: $0)?["stringValue"] as? String }
  }

  /// The value object of attribute `key` of `record`.
  static func attribute(_ key: String, of record: [String: Any]) -> [String: Any]? {
    value(of: key, in: record["attributes"] as? [[String: Any]] ?? [])
  }

  private static func value(of key: String, in attributes: [[String: Any]]) -> [String: Any]? {
    attributes.first { $0["key"] as? String == key }?["value"] as? [String: Any]
  }
}
