/// One change a `--fail` fault made to the data folder, with what it takes to undo exactly it.
///
/// The changes are written to the fault journal before they are made, so a run that ends
/// without cleaning up (a crash, `SIGKILL`) is undone by the next start.
enum FaultChange: Codable, Equatable, Sendable {
  /// The entry `name` was moved aside to `saved` (`nil`: nothing was there) and the fault's
  /// `artefact` (a ``FileFingerprint``) was put in its place.
  case replaced(name: String, saved: String?, artefact: String)
  /// The folder's permission bits were `original` before the fault changed them.
  case mode(original: UInt16)

  /// Whether the names are single entries of the data folder (a journal is read from disk:
  /// a damaged or planted one must not reach outside the folder).
  var isConfined: Bool {
    guard case .replaced(let name, let saved, _) = self else { return true }
    return [name, saved].allSatisfy { entry in
      guard let entry else { return true }
      return !entry.isEmpty && entry != "." && entry != ".." && !entry.contains("/")
        && !entry.contains("\0")
    }
  }
}
