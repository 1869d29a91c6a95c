/// Measures how many terminal columns text occupies, one grapheme cluster (`Character`) at a time.
///
/// The rules, in order, for each `Character`:
/// - a regional-indicator flag (`🇰🇷`), an emoji with U+FE0F (`❤️`, `1️⃣`), a ZWJ sequence
///   (`👩‍💻`) or an emoji-presentation emoji (`😀`) is **2** columns;
/// - an emoji followed by U+FE0E (text presentation) is **1**;
/// - otherwise the cluster is as wide as its first scalar: East Asian Wide or Fullwidth
///   (Hangul syllables and leading Jamo, CJK ideographs, kana, fullwidth forms) is **2**;
///   combining marks, format characters (zero-width space and joiner, variation selectors),
///   Hangul medial and final Jamo and control characters are **0**; everything else is **1**.
///
/// East Asian *Ambiguous* characters (Greek, Cyrillic, box drawing) count as 1, as most
/// terminals outside CJK locales draw them.
///
/// ```swift
/// DisplayWidth.columns(of: "데이터")  // 6
/// DisplayWidth.columns(of: "👨‍👩‍👧")   // 2
/// DisplayWidth.columns(of: "e\u{301}")  // 1
/// ```
public enum DisplayWidth {
  /// The number of terminal columns `text` occupies.
  ///
  /// ```swift
  /// DisplayWidth.columns(of: "OK 확인")  // 7
  /// ```
  ///
  /// - Parameter text: The text to measure; sanitize it first, control characters count as 0.
  /// - Returns: The sum of the widths of its grapheme clusters.
  public static func columns<Text: StringProtocol>(of text: Text) -> Int {
    var total = 0
    for character in text { total += columns(of: character) }
    return total
  }

  /// The number of terminal columns one grapheme cluster occupies: 0, 1 or 2.
  ///
  /// ```swift
  /// DisplayWidth.columns(of: Character("🇰🇷"))  // 2
  /// ```
  ///
  /// - Parameter character: The grapheme cluster to measure.
  /// - Returns: 0 for a zero-width cluster, 2 for a wide one, otherwise 1.
  public static func columns(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if isRegionalIndicator(first) { return 2 }
    if first.properties.isEmoji, scalars.count > 1 {
      if scalars.contains("\u{FE0F}") { return 2 }
      if scalars.contains("\u{FE0E}") { return 1 }
      if scalars.contains("\u{200D}"), scalars.contains(where: isWide) { return 2 }
    }
    let width = columns(of: first)
    if width == 0 {
      // A cluster that starts with a zero-width scalar (a stray combining mark, a joiner):
      // as wide as the widest scalar it carries.
      return scalars.dropFirst().map(columns(of:)).max() ?? 0
    }
    return width
  }

  /// The number of terminal columns one scalar occupies on its own: 0, 1 or 2.
  ///
  /// ```swift
  /// DisplayWidth.columns(of: Unicode.Scalar(0xAC00)!)  // 2 ("가")
  /// ```
  ///
  /// - Parameter scalar: The scalar to measure.
  /// - Returns: 0 for a zero-width or control scalar, 2 for a wide one, otherwise 1.
  public static func columns(of scalar: Unicode.Scalar) -> Int {
    if isZeroWidth(scalar) { return 0 }
    return isWide(scalar) ? 2 : 1
  }

  private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
  }

  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    WideCharacterTable.contains(scalar.value) || scalar.properties.isEmojiPresentation
  }

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x00AD: return false  // soft hyphen: terminals draw it
    case 0x1160...0x11FF, 0xD7B0...0xD7FF: return true  // Hangul medial and final Jamo
    default: break
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return false
    }
  }
}
