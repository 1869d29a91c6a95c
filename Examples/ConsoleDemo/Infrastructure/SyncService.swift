import ErrorFlow
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches the server's notes: `{"notes": [{"text": "..."}]}`, or `{"error": "..."}`.
///
/// `http(s)://` URLs go through `URLSession`, so a refused port or an offline machine gives a
/// real `URLError`. `file://` URLs (the offline default) are read directly: FoundationNetworking
/// on Linux does not load `file://` URLs.
struct SyncService: Sendable {
  private struct Payload: Decodable {
    var notes: [Note]?
    var error: String?
  }

  /// Where the next request goes (a fault can make the first one fail).
  let endpoint: SyncEndpoint
  let session: URLSession

  init(endpoint: SyncEndpoint, session: URLSession = .shared) {
    self.endpoint = endpoint
    self.session = session
  }

  func fetchNotes(token: String) async throws(SyncServiceError) -> [Note] {
    let url = endpoint.next()
    do {
      let (data, status) = try await load(url, token: token)
      let payload = try? JSONDecoder().decode(Payload.self, from: data)
      if let message = payload?.error { throw SyncServiceError.rejected(message: message) }
      guard (200..<300).contains(status), let notes = payload?.notes else {
        throw SyncServiceError.badResponse(nil)
      }
      return notes
    } catch {
      throw SyncServiceError(error)
    }
  }

  private func load(_ url: URL, token: String) async throws -> (Data, Int) {
    if url.isFileURL {
      return (try Data(contentsOf: url), 200)
    }
    var request = URLRequest(url: url, timeoutInterval: 10)
    request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    let (data, response) = try await session.data(for: request)
    return (data, (response as? HTTPURLResponse)?.statusCode ?? 0)
  }
}
