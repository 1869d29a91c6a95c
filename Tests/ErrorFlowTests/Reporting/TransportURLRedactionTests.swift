import ErrorFlow
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
}
