/// A toast an ``ErrorPresenter`` shows: a short message that does not block. Plain,
/// equatable data.
///
/// The presenter keeps at most its `toastCapacity` toasts, the newest last; each goes when the
/// view calls ``ErrorPresenter/dismissToast(_:)`` or its lifetime ends.
///
/// ```swift
/// for toast in presenter.toasts {
///   print(toast.message, toast.count > 1 ? "(×\(toast.count))" : "")
/// }
/// ```
public struct ErrorToastState: Sendable, Hashable, Identifiable {
  /// The id of the bus's notice that first showed it: repeats folded in later keep it, so a
  /// view updates the toast in place.
  public let id: UInt64
  /// The message the user reads.
  public let message: String
  /// How many errors it stands for: 1, more once identical errors folded into it.
  public let count: Int

  /// A toast state; ``ErrorPresenter`` makes them, tests and previews may too.
  ///
  /// ```swift
  /// let preview = ErrorToastState(id: 1, message: "Saved offline.")
  /// ```
  ///
  /// - Parameters:
  ///   - id: The notice's id.
  ///   - message: The message.
  ///   - count: How many errors it stands for.
  public init(id: UInt64, message: String, count: Int = 1) {
    self.id = id
    self.message = message
    self.count = count
  }
}
