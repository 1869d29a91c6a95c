/// Finds the user info of every authority-shaped part of a text and hides it: the scan
/// behind ``URLRedaction``, and behind the reasons an ``HTTPLogSink`` shows for an error a
/// transport threw (whose description may hold the endpoint, password and all).
///
/// It looks for authorities everywhere in the text, in one pass, not for one URL: a first
/// `://` found anywhere (in a query's `next=https://…`, say) says nothing about where the URL
/// before it starts. Where a parser may take what follows for an authority, so does this:
///
/// - after a run of two or more slashes or backslashes, anywhere (`//u:p@h`, ` //u:p@h`,
///   `\\u:p@h`, `http:\\u:p@h`, a `//` in a query): URL parsers read `\` as `/` in web URLs;
/// - after `scheme:` (a letter, then letters, digits, `+`, `-`, `.`) and any slashes that
///   follow it, when the next character is not a space: `http:u:p@h` and `http:/u:p@h` carry
///   user info for a browser's parser.
///
/// An authority ends only at the next `/` or at the end of the text: not at `?`, `#`, a
/// space, a line break or a backslash, which a lax parser (or a password with such a
/// character in it) lets through. What precedes its last at-sign — `@`, `%40`, or the
/// full-width `＠` and small `﹫` that Unicode normalisation turns into `@` — is replaced by
/// `***`. Erring this way hides a little too much in rare text (an `@` later in the same
/// sentence as a `//`), never a password.
package enum URLUserInfo {
  /// `text` with the user info of each of its authorities replaced by `***`.
  ///
  /// - Parameters:
  ///   - text: Any text.
  ///   - cut: Whether `text` was cut short and ends in `…` (a capped error description):
  ///     an authority still open at its end may have lost its `@` to the cut, so all of it
  ///     up to the `…` is hidden.
  /// - Returns: The text, changed only before an at-sign in an authority.
  package static func hidden(in text: String, cut: Bool = false) -> String {
    scan(text, cut: cut).text
  }

  /// ``hidden(in:cut:)`` and the number of UTF-8 bytes the scan looked at, for a test that
  /// checks the scan stays linear on hostile input (each byte is looked at once).
  ///
  /// - Parameters:
  ///   - text: Any text.
  ///   - cut: As in ``hidden(in:cut:)``.
  /// - Returns: The hidden text and the count of byte visits.
  package static func scan(_ text: String, cut: Bool = false) -> (text: String, visits: Int) {
    // UTF-8 bytes: every character the scan looks for but the two wide at-signs is ASCII,
    // and a byte of a multi-byte scalar is never an ASCII byte.
    let bytes = Array(text.utf8)
    var visits = 0
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var copied = 0  // bytes before this index are in `output` (or hidden)
    var authority: Int?  // the first byte of the open authority
    var lastAt: Int?  // the last at-sign in the open authority
    var inToken = false  // the previous byte belongs to a word of scheme characters
    var tokenIsScheme = false  // that word began with a letter

    func close() {
      if let start = authority, let at = lastAt {
        output.append(contentsOf: bytes[copied..<start])
        output.append(contentsOf: "***".utf8)
        copied = at
      }
      authority = nil
      lastAt = nil
    }

    var index = 0
    while index < bytes.count {
      visits += 1
      let byte = bytes[index]
      if isSlash(byte) {
        var end = index + 1
        var solidus = byte == UInt8(ascii: "/")
        while end < bytes.count, isSlash(bytes[end]) {
          visits += 1
          solidus = solidus || bytes[end] == UInt8(ascii: "/")
          end += 1
        }
        if authority == index {
          // Right after `scheme:`: the authority starts after its slashes, however many.
          authority = end
        } else if authority != nil {
          // A `/` ends the authority; backslashes alone stay in it.
          if solidus {
            close()
            if end - index >= 2 { authority = end }
          }
        } else if end - index >= 2 {
          authority = end
        }
        inToken = false
        index = end
        continue
      }
      if authority != nil {
        if isAtSign(bytes, index) { lastAt = index }
        index += 1
        continue
      }
      if isSchemeCharacter(byte) {
        if !inToken { tokenIsScheme = isLetter(byte) }
        inToken = true
      } else {
        if byte == UInt8(ascii: ":"), inToken, tokenIsScheme, index + 1 < bytes.count,
          !isSpace(bytes[index + 1])
        {
          authority = index + 1
        }
        inToken = false
      }
      index += 1
    }
    if cut, authority != nil, bytes.count >= 3, bytes.suffix(3).elementsEqual("…".utf8) {
      lastAt = bytes.count - 3
    }
    close()
    output.append(contentsOf: bytes[copied...])
    return (String(decoding: output, as: UTF8.self), visits)
  }

  private static func isSlash(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\")
  }

  /// Whether an at-sign starts at `index`: `@`, `%40`, U+FF20 or U+FE6B.
  private static func isAtSign(_ bytes: [UInt8], _ index: Int) -> Bool {
    func matches(_ pattern: [UInt8]) -> Bool {
      index + pattern.count <= bytes.count
        && bytes[index..<(index + pattern.count)].elementsEqual(pattern)
    }
    switch bytes[index] {
    case UInt8(ascii: "@"): return true
    case UInt8(ascii: "%"): return matches([0x25, 0x34, 0x30])  // %40
    case 0xEF: return matches([0xEF, 0xBC, 0xA0]) || matches([0xEF, 0xB9, 0xAB])
    default: return false
    }
  }

  /// Whether `byte` is an ASCII space, tab or line break: `scheme:` then one of these is
  /// prose ("error: …"), not a URL.
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  private static func isSchemeCharacter(_ byte: UInt8) -> Bool {
    isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }
}
