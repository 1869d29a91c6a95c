import Foundation

/// A URL as it may be shown or logged: its user info (`http://user:password@host`) replaced by
/// `***`, and cut to ``maxLength`` characters; control characters percent-encoded on request
/// (text from the network, such as a `Location` header, bound for a log).
///
/// The sink's endpoint may carry credentials in its user info, and a collector's `Location`
/// header is text from the network: neither may reach a screen or a log as it is. Works on
/// any text, a URL or not (a relative `Location`, a scheme-relative `//user@host/path`), in
/// one linear pass. An app uses it to show the endpoint it reports to (``HTTPLogSink``'s
/// URL may hold a user and password) or a URL a user typed:
///
/// ```swift
/// let shown = URLRedaction.redact(URL(string: "http://reporter:secret@127.0.0.1:4318/v1/logs")!)
/// // "http://***@127.0.0.1:4318/v1/logs"
/// ```
///
/// The result is still untrusted text for a terminal unless `escapingControls` is set.
public enum URLRedaction {
  /// The longest result, in Unicode scalars, before `…`.
  ///
  /// ```swift
  /// URLRedaction.redact(String(repeating: "a", count: 1_000)).unicodeScalars.count  // 301
  /// ```
  public static let maxLength = 300

  /// `url` with its user info hidden.
  ///
  /// ```swift
  /// print(URLRedaction.redact(endpoint))
  /// ```
  ///
  /// - Parameter url: Any URL.
  /// - Returns: Such as `http://***@127.0.0.1:4318/v1/logs` for
  ///   `http://reporter:secret@127.0.0.1:4318/v1/logs`.
  public static func redact(_ url: URL) -> String {
    redact(url.absoluteString)
  }

  /// `text` with the user info of every URL in it hidden: a URL, a relative reference
  /// (`//user@host/path`, `\\user@host`), text that failed to parse as a URL, or a sentence
  /// with URLs in it.
  ///
  /// ```swift
  /// URLRedaction.redact("//user:pw@host/path?next=https://app.example/")
  /// // "//***@host/path?next=https://app.example/"
  /// ```
  ///
  /// Every part of the text a URL parser may read as an authority is looked at: after a run
  /// of two or more slashes or backslashes anywhere, and after `scheme:` (any case, with or
  /// without slashes). An authority ends at the next `/` or at the end of the text, and what
  /// precedes its last `@` (or `%40`) becomes `***`; so an `@` later in a sentence that holds
  /// a `//` may be hidden too, but no password is shown, whatever the spaces, line breaks,
  /// backslashes or `?` around it. Linear in the text's length.
  ///
  /// - Parameters:
  ///   - text: Any text: a URL, a relative reference, a `Location` header, a sentence.
  ///   - escapingControls: Whether control characters, line and paragraph separators
  ///     (U+2028, U+2029) and bidirectional controls (U+061C, U+200E, U+200F,
  ///     U+202A–U+202E, U+2066–U+2069) are percent-encoded as UTF-8 (`%0A`, `%E2%80%AE`), so
  ///     the result is one line that reads in the order it is stored.
  /// - Returns: The text with its user info replaced by `***`, at most ``maxLength`` scalars
  ///   then `…`.
  public static func redact(_ text: String, escapingControls: Bool = false) -> String {
    // Capped before escaping too, so a long text is escaped in its first scalars only: an
    // escape only lengthens, so the first `maxLength` scalars shown are the same.
    let shown = capped(URLUserInfo.hidden(in: text))
    return escapingControls ? capped(escaped(shown)) : shown
  }

  /// `text` with every scalar the log sinks escape (`LogText.needsEscape`, one list for
  /// both) percent-encoded as UTF-8.
  private static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: LogText.needsEscape) else { return text }
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      if LogText.needsEscape(scalar) {
        UTF8.encode(scalar) { byte in
          output.append(UInt8(ascii: "%"))
          output.append(hexDigit(byte >> 4))
          output.append(hexDigit(byte & 0x0F))
        }
      } else {
        UTF8.encode(scalar) { output.append($0) }
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
  }

  private static func capped(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard
      let end = scalars.index(scalars.startIndex, offsetBy: maxLength, limitedBy: scalars.endIndex),
      end != scalars.endIndex
    else { return text }
    return String(scalars[..<end]) + "…"
  }
}
