/// Wraps one line of (sanitized) text to a number of display columns, and pads lines to a box
/// width.
///
/// Lines break at spaces; runs of spaces collapse to one. A word wider than the whole width
/// (a URL, or Korean/CJK text without spaces) starts on a fresh line and is split between
/// grapheme clusters, so a wide character is never cut in half. A single cluster wider than the
/// width (a 2-column character at width 1) gets a line of its own.
///
/// ```swift
/// TextWrapper.wrap("데이터 접근에 실패했습니다.", width: 14)
/// // ["데이터 접근에", "실패했습니다."]
/// ```
package enum TextWrapper {
  /// Wraps `line` so that every returned line is at most `width` display columns wide.
  ///
  /// ```swift
  /// TextWrapper.wrap("the quick brown fox", width: 10)  // ["the quick", "brown fox"]
  /// ```
  ///
  /// - Parameters:
  ///   - line: One line of sanitized text (no line breaks or control characters).
  ///   - width: The maximum display columns per line; values below 1 count as 1.
  /// - Returns: The wrapped lines; `[""]` for blank input.
  package static func wrap(_ line: String, width: Int) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    var current = ""
    var currentWidth = 0
    for word in line.split(separator: " ", omittingEmptySubsequences: true) {
      let wordWidth = DisplayWidth.columns(of: word)
      let needed = currentWidth == 0 ? wordWidth : currentWidth + 1 + wordWidth
      if needed <= width {
        if currentWidth > 0 { current += " " }
        current += word
        currentWidth = needed
        continue
      }
      if currentWidth > 0 {
        lines.append(current)
        current = ""
        currentWidth = 0
      }
      if wordWidth <= width {
        current = String(word)
        currentWidth = wordWidth
        continue
      }
      for character in word {
        let characterWidth = DisplayWidth.columns(of: character)
        if currentWidth > 0, currentWidth + characterWidth > width {
          lines.append(current)
          current = ""
          currentWidth = 0
        }
        current.append(character)
        currentWidth += characterWidth
      }
    }
    lines.append(current)
    return lines
  }

  /// Wraps every line of `lines` and concatenates the results.
  ///
  /// ```swift
  /// TextWrapper.wrap(lines: ["first line", "second"], width: 6)  // ["first", "line", "second"]
  /// ```
  ///
  /// - Parameters:
  ///   - lines: Sanitized lines, for example from ``TerminalSanitizer/lines(_:)``.
  ///   - width: The maximum display columns per line.
  /// - Returns: The wrapped lines, in order; an empty input line stays an empty line.
  package static func wrap(lines: [String], width: Int) -> [String] {
    lines.flatMap { wrap($0, width: width) }
  }

  /// Pads `text` with spaces on the right to exactly `width` display columns.
  ///
  /// ```swift
  /// TextWrapper.pad("확인", toWidth: 6)  // "확인  "
  /// ```
  ///
  /// - Parameters:
  ///   - text: Sanitized text.
  ///   - width: The target display width.
  /// - Returns: `text` followed by enough spaces; `text` unchanged if already that wide or wider.
  package static func pad(_ text: String, toWidth width: Int) -> String {
    let missing = width - DisplayWidth.columns(of: text)
    return missing > 0 ? text + String(repeating: " ", count: missing) : text
  }

  /// Shortens `text` to at most `width` display columns, ending it with `ellipsis` when cut.
  ///
  /// ```swift
  /// TextWrapper.truncate("데이터 접근에 실패했습니다.", toWidth: 10)  // "데이터 접…"
  /// ```
  ///
  /// - Parameters:
  ///   - text: Sanitized single-line text.
  ///   - width: The maximum display columns.
  ///   - ellipsis: Appended when `text` is cut (`"…"`, or `"..."` for ASCII terminals).
  /// - Returns: `text` if it fits, otherwise its longest prefix that fits with `ellipsis`, trailing
  ///   spaces dropped.
  package static func truncate(_ text: String, toWidth width: Int, ellipsis: String = "…")
    -> String
  {
    guard DisplayWidth.columns(of: text) > width else { return text }
    let budget = width - DisplayWidth.columns(of: ellipsis)
    guard budget >= 0 else { return "" }
    var result = ""
    var used = 0
    for character in text {
      let characterWidth = DisplayWidth.columns(of: character)
      if used + characterWidth > budget { break }
      result.append(character)
      used += characterWidth
    }
    while result.last == " " { result.removeLast() }
    return result + ellipsis
  }
}
