extension FaultKit {
  /// URL-shaped text that hides credentials from a naive redaction: every shape a parser,
  /// a `Location` header or an error description can hold them in. A test runs whatever
  /// shows or logs a URL over ``shapes`` and asserts that none of an entry's ``Shape/secrets``
  /// is in what came out:
  ///
  /// ```swift
  /// for shape in FaultKit.HostileURLs.shapes {
  ///   let shown = URLRedaction.redact(shape.text)
  ///   for secret in shape.secrets { XCTAssertFalse(shown.contains(secret), shape.name) }
  /// }
  /// ```
  ///
  /// Every secret is a word that occurs nowhere else in its text (no host, path or scheme
  /// contains it), so finding it in an output means the user info leaked.
  public enum HostileURLs {
    /// One hostile text.
    public struct Shape: Sendable, CustomStringConvertible {
      /// What the shape attacks, for a failure message.
      public let name: String
      /// The text.
      public let text: String
      /// The parts of the user info that must never be shown.
      public let secrets: [String]

      /// A shape.
      ///
      /// - Parameters:
      ///   - name: What it attacks.
      ///   - text: The text.
      ///   - secrets: What must never be shown.
      public init(name: String, text: String, secrets: [String]) {
        self.name = name
        self.text = text
        self.secrets = secrets
      }

      public var description: String { name }
    }

    /// The shapes: schemes of any case, scheme-relative `//`, leading spaces and control
    /// characters, backslashes, percent-encoded `@` and `:`, several `@`, IPv6 hosts, user
    /// info without a password, URLs mid-sentence and several in one text, a `Location`
    /// header value with CR/LF, and a `//` in the query that a search for the first `://`
    /// finds before the real authority.
    public static let shapes: [Shape] = [
      Shape(
        name: "scheme-relative with a URL in its query (issue 29)",
        text: "//admin:hunter2@evil.example/login?next=https://app.example/home",
        secrets: ["admin", "hunter2"]),
      Shape(name: "plain http", text: "http://zu01:zp01@h.example/a", secrets: ["zu01", "zp01"]),
      Shape(name: "upper-case scheme", text: "HTTP://ZU02:ZP02@H/", secrets: ["ZU02", "ZP02"]),
      Shape(name: "mixed-case scheme", text: "hTtPs://zu03:zp03@h/", secrets: ["zu03", "zp03"]),
      Shape(name: "odd scheme", text: "x-my+app.v2://zu04:zp04@h/", secrets: ["zu04", "zp04"]),
      Shape(name: "scheme-relative", text: "//zu05:zp05@h/p", secrets: ["zu05", "zp05"]),
      Shape(name: "a leading space", text: " //zu06:zp06@h", secrets: ["zu06", "zp06"]),
      Shape(name: "leading tab and NUL", text: "\t\u{0}//zu07:zp07@h", secrets: ["zu07", "zp07"]),
      Shape(
        name: "leading line break", text: "\r\n http://zu08:zp08@h/", secrets: ["zu08", "zp08"]),
      Shape(name: "backslashes", text: #"\\zu09:zp09@h\p"#, secrets: ["zu09", "zp09"]),
      Shape(
        name: "scheme and backslashes", text: #"http:\\zu10:zp10@h/"#, secrets: ["zu10", "zp10"]),
      Shape(name: "mixed slashes", text: #"https:/\zu11:zp11@h/"#, secrets: ["zu11", "zp11"]),
      Shape(name: "scheme and one slash", text: "http:/zu12:zp12@h/", secrets: ["zu12", "zp12"]),
      Shape(name: "scheme and no slash", text: "http:zu13:zp13@h/", secrets: ["zu13", "zp13"]),
      Shape(
        name: "scheme and three slashes", text: "http:///zu14:zp14@h/", secrets: ["zu14", "zp14"]),
      Shape(
        name: "percent-encoded @ and :", text: "http://zu15%3Azp15%40h/", secrets: ["zu15", "zp15"]),
      Shape(
        name: "percent-encoded @ inside real user info", text: "http://zu16%40x:zp16@h/",
        secrets: ["zu16", "zp16"]),
      Shape(name: "several @", text: "http://zu17@x:zp17@y@h/", secrets: ["zu17", "zp17"]),
      Shape(name: "IPv6 host", text: "http://zu18:zp18@[::1]:8080/", secrets: ["zu18", "zp18"]),
      Shape(
        name: "IPv6 host with a zone", text: "http://zu19:zp19@[fe80::1%25eth0]/",
        secrets: ["zu19", "zp19"]),
      Shape(name: "user without password", text: "https://zp20@h/", secrets: ["zp20"]),
      Shape(name: "empty password", text: "http://zu20:@h/", secrets: ["zu20"]),
      Shape(name: "? in the password", text: "http://zu21:zp21?q@h/", secrets: ["zu21", "zp21?q"]),
      Shape(name: "# in the password", text: "http://zu22:zp22#q@h/", secrets: ["zu22", "zp22#q"]),
      Shape(
        name: "space in the password", text: "http://zu23:zp23 q@h/", secrets: ["zu23", "zp23 q"]),
      Shape(
        name: "line break in the user info", text: "http://zu24:pw\r\nzp24@h/",
        secrets: ["zu24", "zp24"]),
      Shape(
        name: "full-width at-sign", text: "http://zu25:zp25\u{FF20}h/", secrets: ["zu25", "zp25"]),
      Shape(
        name: "mid-sentence", text: "could not reach http://zu26:zp26@h.example/v1, retrying",
        secrets: ["zu26", "zp26"]),
      Shape(
        name: "mid-sentence in quotes", text: "Location: \"//zu27:zp27@h\" (moved)",
        secrets: ["zu27", "zp27"]),
      Shape(
        name: "several URLs in one text",
        text: "from http://zu28:zp28@a.example/ to https://zu29:zp29@b.example and //zu30:zp30@c",
        secrets: ["zu28", "zp28", "zu29", "zp29", "zu30:", "zp30"]),
      Shape(
        name: "a Location header with CR/LF",
        text: "http://zu31:zp31@h/a\r\nSet-Cookie: s=1\r\nLocation: //zu32:zp32@i/",
        secrets: ["zu31", "zp31", "zu32", "zp32"]),
      Shape(
        name: "the password after a URL in the query",
        text: "/login?next=http://zu33:zp33@h/home", secrets: ["zu33", "zp33"]),
      Shape(
        name: "a fragment with a URL",
        text: "https://h.example/#go=//zu34:zp34@evil/", secrets: ["zu34", "zp34"]),
      Shape(
        name: "bidi controls around", text: "\u{202E}http://zu35:zp35@h/\u{2066}",
        secrets: ["zu35", "zp35"]),
    ]

    /// Texts of about `scalars` scalars made to defeat a linear scan: runs of slashes,
    /// at-signs, `scheme:` prefixes, `%40`s, authorities with no end, each with a password
    /// at its end that must not be shown. A caller caps `scalars` (1 MB is plenty).
    ///
    /// - Parameter scalars: The rough length of each text.
    /// - Returns: Long shapes.
    public static func long(scalars: Int) -> [Shape] {
      let count = max(0, scalars)
      func repeated(_ unit: String) -> String {
        String(repeating: unit, count: count / max(1, unit.unicodeScalars.count))
      }
      let tail = "//longuser:longpw@h/"
      return [
        Shape(name: "slashes", text: repeated("/") + tail, secrets: ["longuser", "longpw"]),
        Shape(name: "at-signs", text: "//" + repeated("@") + "x:longpw@h", secrets: ["longpw"]),
        Shape(name: "schemes", text: repeated("a:") + "b:longpw@h", secrets: ["longpw"]),
        Shape(
          name: "encoded at-signs", text: repeated("%40") + tail, secrets: ["longuser", "longpw"]),
        Shape(
          name: "an authority with no end", text: "http://" + repeated("u") + ":longpw@h",
          secrets: ["longpw"]),
        Shape(
          name: "slash-at pairs", text: repeated("//@") + tail, secrets: ["longuser", "longpw"]),
        Shape(
          name: "backslashes", text: repeated("\\") + "longuser:longpw@h",
          secrets: ["longuser", "longpw"]),
        Shape(
          name: "scheme characters", text: repeated("a") + "://longuser:longpw@h",
          secrets: ["longuser", "longpw"]),
      ]
    }
  }
}
