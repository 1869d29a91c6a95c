import Foundation

/// Standard error, written with one `write` call per line so lines do not interleave.
enum StandardError {
  static func write(_ text: String) {
    var text = text
    text.withUTF8 { _ = FileDescriptorWriter.writeAll($0, to: STDERR_FILENO) }
  }
}
