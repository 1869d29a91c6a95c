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

  /// `text` with the user info of the URL it holds hidden: a URL, a relative reference, or
  /// text that failed to parse as a URL.
  ///
  /// ```swift
  /// URLRedaction.redact("//user:pw@host/path")  // "//***@host/path"
  /// ```
  ///
  /// - Parameters:
  ///   - text: A URL, or a relative reference.
  ///   - escapingControls: Whether control characters are percent-encoded (`%0A`).
  /// - Returns: The text with what precedes `@` in its authority replaced by `***`, at most
  ///   ``maxLength`` scalars then `…`.
  public static func redact(_ text: String, escapingControls: Bool = false) -> String {
    let scalars = Array(text.unicodeScalars)
    var authorityStart: Int?
    if let separator = firstIndex(of: "://", in: scalars) {
      authorityStart = separator + 3
    } else if scalars.starts(with: "//".unicodeScalars) {
      authorityStart = 2
    }
    var output = String.UnicodeScalarView()
    var index = 0
    if let start = authorityStart {
      var end = start
      while end < scalars.count, !"/?#".unicodeScalars.contains(scalars[end]) { end += 1 }
      let at = scalars[start..<end].lastIndex(of: "@")
      output.append(contentsOf: scalars[..<start])
      if let at {
        output.append(contentsOf: "***".unicodeScalars)
        index = at
      } else {
        index = start
      }
    }
    output.append(contentsOf: scalars[index...])
    return capped(escapingControls ? escaped(output) : String(output))
  }

  /// The first index of `needle` in `scalars`; `needle` is short, so this stays linear.
  private static func firstIndex(of needle: String, in scalars: [Unicode.Scalar]) -> Int? {
    let pattern = Array(needle.unicodeScalars)
    guard scalars.count >= pattern.count else { return nil }
    for start in 0...(scalars.count - pattern.count)
    where scalars[start..<(start + pattern.count)].elementsEqual(pattern) {
      return start
    }
    return nil
  }

  private static func escaped(_ scalars: String.UnicodeScalarView) -> String {
    var output = ""
    for scalar in scalars {
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        output += "%" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
    return output
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

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
