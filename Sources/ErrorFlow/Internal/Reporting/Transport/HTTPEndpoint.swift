import Foundation

/// Where a request goes, taken apart once from the endpoint URL: the host to resolve (an
/// IPv6 literal without its brackets), the port (80 or 443 by default), the request target,
/// the `Host` header, and the URL's user info as HTTP Basic credentials (as curl and
/// URLSession send it).
package struct HTTPEndpoint: Sendable, Equatable {
  /// `true` for `https`.
  package let isSecure: Bool
  /// The name or address to resolve: `collector.example.com`, `127.0.0.1` or `::1`.
  package let host: String
  package let port: UInt16
  /// The path and query as sent on the request line: `/v1/logs`, `/` when the URL has none.
  package let target: String
  /// The `Host` header: the host as written in the URL (brackets kept), and the port when
  /// it is not the scheme's default.
  package let hostHeader: String
  /// `Basic <base64(user:password)>` when the URL has a user, for an `Authorization` header.
  package let basicAuthorization: String?

  /// `nil` unless `url` is `http` or `https` with a host, a valid port and no control
  /// character or space in its target.
  package init?(_ url: URL) {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let written = components.percentEncodedHost, !written.isEmpty
    else { return nil }
    isSecure = scheme == "https"
    if written.hasPrefix("[") {
      guard written.hasSuffix("]"), written.count > 2 else { return nil }
      // A zone (`fe80::1%25eth0`) is written percent-encoded in a URL.
      host = String(written.dropFirst().dropLast()).replacingOccurrences(of: "%25", with: "%")
    } else {
      guard let decoded = written.removingPercentEncoding else { return nil }
      host = decoded
    }
    let defaultPort: UInt16 = isSecure ? 443 : 80
    if let explicit = components.port {
      guard let valid = UInt16(exactly: explicit), valid > 0 else { return nil }
      port = valid
    } else {
      port = defaultPort
    }
    var target = components.percentEncodedPath
    if target.isEmpty { target = "/" }
    if let query = components.percentEncodedQuery { target += "?" + query }
    guard host.utf8.allSatisfy(Self.isHostByte), target.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F })
    else { return nil }
    self.target = target
    hostHeader = port == defaultPort ? written : "\(written):\(port)"
    if let user = components.user {
      let pair = user + ":" + (components.password ?? "")
      basicAuthorization = "Basic " + Data(pair.utf8).base64EncodedString()
    } else {
      basicAuthorization = nil
    }
  }

  /// A letter, digit or one of the characters a name or an IPv6 address (with a zone) holds.
  private static func isHostByte(_ byte: UInt8) -> Bool {
    HTTPSyntax.isTokenByte(byte) || byte == UInt8(ascii: ":")
  }
}
