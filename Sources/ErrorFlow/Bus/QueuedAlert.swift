/// An alert waiting behind the current one, with its error's identity key (`nil` for a
/// critical error, which never merges): a repeat merges into the first waiting alert with
/// the same key.
struct QueuedAlert {
  /// The alert.
  var notice: ErrorNotice
  /// The key it merges by.
  let key: String?
}
