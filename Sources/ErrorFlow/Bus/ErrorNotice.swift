/// What the error bus hands to the view: an error, how to present it, and how many
/// identical errors it stands for.
///
/// ```swift
/// bus.notices.subscribe(onNext: { notice in
///   let suffix = notice.count > 1 ? " (×\(notice.count))" : ""
///   print((notice.presentation.message ?? "") + suffix)
///   if notice.presentation.isAlert { bus.acknowledge(notice) }
/// })
/// ```
public struct ErrorNotice: Sendable, Identifiable, CustomStringConvertible {
  /// Unique per bus; pass the notice to ``ErrorBus/acknowledge(_:)`` to dismiss an alert.
  ///
  /// ```swift
  /// bus.acknowledge(notice)  // matched by id
  /// ```
  public let id: UInt64

  /// The first error of the group.
  ///
  /// ```swift
  /// print(notice.error.source)
  /// ```
  public let error: AppError

  /// How to show it.
  ///
  /// ```swift
  /// if case .toast(let message) = notice.presentation { print(message) }
  /// ```
  public let presentation: Presentation

  /// How many identical errors were coalesced into this notice (at least 1).
  ///
  /// ```swift
  /// let suffix = notice.count > 1 ? " (×\(notice.count))" : ""
  /// ```
  public internal(set) var count: Int

  /// A notice; the bus creates them, tests may too.
  ///
  /// ```swift
  /// let notice = ErrorNotice(id: 1, error: error, presentation: .toast(message: "저장됨"))
  /// ```
  ///
  /// - Parameters:
  ///   - id: Unique per bus.
  ///   - error: The error.
  ///   - presentation: How to show it.
  ///   - count: How many identical errors it stands for.
  public init(id: UInt64, error: AppError, presentation: Presentation, count: Int = 1) {
    self.id = id
    self.error = error
    self.presentation = presentation
    self.count = count
  }

  /// `#id ×count presentation`.
  ///
  /// ```swift
  /// print(notice)  // ErrorNotice(#3 ×2 toast(message: ...))
  /// ```
  public var description: String { "ErrorNotice(#\(id) ×\(count) \(presentation))" }
}
