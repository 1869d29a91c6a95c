import ErrorFlow
import FaultKit
import XCTest

/// A URL's user info never reaches a screen or a log: ``URLRedaction`` hides it in the
/// endpoint and in a collector's `Location`, whatever the text.
final class TransportURLRedactionTests: XCTestCase {
  func testTheUserInfoIsHidden() {
    for (text, shown) in [
      ("http://reporter:s3cr3t-pa55@127.0.0.1:4318/v1/logs", "http://***@127.0.0.1:4318/v1/logs"),
      ("https://token@collector.example.com", "https://***@collector.example.com"),
      ("http://a@b:c@host/x", "http://***@host/x"),
      ("http://u:p@[::1]:8080/", "http://***@[::1]:8080/"),
      ("//u:p@host/moved", "//***@host/moved"),
      ("http://host/a@b?c=d@e#f@g", "http://host/a@b?c=d@e#f@g"),
      ("http://127.0.0.1:4318/v1/logs", "http://127.0.0.1:4318/v1/logs"),
      ("/moved", "/moved"),
      ("", ""),
    ] {
      XCTAssertEqual(URLRedaction.redact(text), shown, text)
    }
    let url = URL(string: "http://reporter:s3cr3t-pa55@127.0.0.1:9/v1/logs")!
    XCTAssertEqual(URLRedaction.redact(url), "http://***@127.0.0.1:9/v1/logs")
  }

  /// Issue 29: a search for the first `://` over the whole text found the one in the query
  /// and showed the leading `//`'s password; a leading space or backslashes hid the
  /// authority from the check for a leading `//`. Each of these came back unchanged before.
  func testEveryAuthorityInTheTextIsLookedAtNotTheFirstSchemeSeparator() {
    for (text, shown) in [
      (
        "//admin:hunter2@evil.example/login?next=https://app.example/home",
        "//***@evil.example/login?next=https://app.example/home"
      ),
      (" //u:p@h", " //***@h"),
      (#"\\u:p@h"#, #"\\***@h"#),
      ("http:u:p@h/", "http:***@h/"),
      ("HTTPS://U:P@H/x", "HTTPS://***@H/x"),
      ("http://u:p%40h/", "http://***%40h/"),
      ("http://u:p?q@h/", "http://***@h/"),
      ("from http://a:b@h1/ to //c:d@h2", "from http://***@h1/ to //***@h2"),
      ("http://h/a//b:c@d", "http://h/a//***@d"),
      ("error: user@example.com", "error: user@example.com"),
    ] {
      XCTAssertEqual(URLRedaction.redact(text), shown, text)
    }
  }

  func testNoSecretOfAnyHostileShapeIsShown() {
    for shape in FaultKit.HostileURLs.shapes {
      for escaping in [false, true] {
        let shown = URLRedaction.redact(shape.text, escapingControls: escaping)
        for secret in shape.secrets {
          XCTAssertFalse(shown.contains(secret), "\(shape): \(shown.debugDescription)")
        }
        XCTAssertTrue(shown.contains("***"), "\(shape): \(shown.debugDescription)")
      }
    }
  }

  /// A megabyte of each input built to make a scan go back over what it read: every byte
  /// is looked at exactly once (a structural bound, not a timing), no secret survives, and
  /// the shown text stays capped.
  func testAMegabyteOfHostileTextIsScannedOnceAndShownCapped() {
    for shape in FaultKit.HostileURLs.long(scalars: 1 << 20) {
      let (hidden, visits) = URLUserInfo.scan(shape.text)
      XCTAssertEqual(visits, shape.text.utf8.count, "\(shape)")
      for secret in shape.secrets {
        XCTAssertFalse(hidden.contains(secret), "\(shape)")
      }
      let shown = URLRedaction.redact(shape.text, escapingControls: true)
      XCTAssertLessThanOrEqual(shown.unicodeScalars.count, URLRedaction.maxLength + 1, "\(shape)")
    }
  }

  func testControlCharactersAreEscapedOnRequestAndTheLengthIsCapped() {
    XCTAssertEqual(
      URLRedaction.redact("http://u:p@h/a\r\nSet-Cookie: x\u{1B}[2J", escapingControls: true),
      "http://***@h/a%0D%0ASet-Cookie: x%1B[2J")
    let long = "http://u:p@h/" + String(repeating: "a", count: 10_000)
    let shown = URLRedaction.redact(long)
    XCTAssertEqual(shown.unicodeScalars.count, URLRedaction.maxLength + 1)
    XCTAssertTrue(shown.hasPrefix("http://***@h/aaa"))
    XCTAssertTrue(shown.hasSuffix("a…"))
  }

  /// Issue 29: the line and paragraph separators and the bidi controls came through raw,
  /// though the log sinks escape them; they are percent-encoded as UTF-8, like any byte a
  /// URL cannot hold, and so are the direction marks U+061C, U+200E and U+200F.
  func testSeparatorsAndBidiControlsArePercentEncoded() {
    let controls: [(Unicode.Scalar, String)] = [
      ("\u{85}", "%C2%85"), ("\u{9B}", "%C2%9B"), ("\u{7F}", "%7F"), ("\u{0}", "%00"),
      ("\u{61C}", "%D8%9C"), ("\u{200E}", "%E2%80%8E"), ("\u{200F}", "%E2%80%8F"),
      ("\u{2028}", "%E2%80%A8"), ("\u{2029}", "%E2%80%A9"), ("\u{202A}", "%E2%80%AA"),
      ("\u{202B}", "%E2%80%AB"), ("\u{202C}", "%E2%80%AC"), ("\u{202D}", "%E2%80%AD"),
      ("\u{202E}", "%E2%80%AE"), ("\u{2066}", "%E2%81%A6"), ("\u{2067}", "%E2%81%A7"),
      ("\u{2068}", "%E2%81%A8"), ("\u{2069}", "%E2%81%A9"),
    ]
    for (scalar, escape) in controls {
      let text = "http://h/a\(Character(scalar))b"
      XCTAssertEqual(
        URLRedaction.redact(text, escapingControls: true), "http://h/a\(escape)b",
        String(scalar.value, radix: 16))
      XCTAssertEqual(URLRedaction.redact(text), text)
    }
    // Printable text outside those ranges is kept as it is.
    XCTAssertEqual(
      URLRedaction.redact("http://h/é€\u{200D}😀", escapingControls: true),
      "http://h/é€\u{200D}😀")
  }
}
