/// What the error bus hands to the view: an error, how to present it, and how many
/// identical errors it stands for.
///
/// The first error of a kind is delivered at once; identical errors published within the
/// coalescing window are added to its ``count`` while it waits in the bus (no view has it),
/// and otherwise arrive as at most one *follow-up* notice (``isFollowUp``), whose ``count``
/// says how many more there were and whose ``repeatOf`` names a notice the view received
/// before it.
///
/// ```swift
/// bus.subscribe { notice, receipt in
///   let message = notice.presentation.message ?? ""
///   if notice.isFollowUp {
///     print("\(message) (×\(notice.count) more)")
///   } else {
///     print(message + (notice.count > 1 ? " (×\(notice.count))" : ""))
///   }
///   receipt.acknowledge()  // an alert: once it was dismissed
/// }
/// ```
public struct ErrorNotice: Sendable, Identifiable, CustomStringConvertible {
  /// The parts that never change once the bus made the notice, in one shared box: a copy of a
  /// notice (the bus, the relay and every subscriber pass it on) is one retain, not a retain
  /// per string of the error and its presentation.
  private let body: Body

  /// Unique per bus; an alert shown again to a new view (its first view left without
  /// acknowledging it) keeps its id.
  ///
  /// ```swift
  /// bus.acknowledge(notice)  // matched by id; a view uses its receipt
  /// ```
  public var id: UInt64 { body.id }

  /// The first error of the group.
  ///
  /// ```swift
  /// print(notice.error.source)
  /// ```
  public var error: AppError { body.error }

  /// How to show it.
  ///
  /// ```swift
  /// if case .toast(let message) = notice.presentation { print(message) }
  /// ```
  public var presentation: Presentation { body.presentation }

  /// How many identical errors were coalesced into this notice (at least 1). For a
  /// follow-up, how many arrived after the notice it follows.
  ///
  /// ```swift
  /// let suffix = notice.count > 1 ? " (×\(notice.count))" : ""
  /// ```
  public internal(set) var count: Int

  /// The ``id`` of the notice this one follows up, or `nil` for a first notice.
  ///
  /// A follow-up stands for the identical errors (same ``AppError/identityKey``, same kind of
  /// presentation) published within the coalescing window after a view received the notice it
  /// follows; it is delivered when the window ends (for an alert, once the first is
  /// acknowledged), with the same presentation.
  ///
  /// ```swift
  /// if let first = notice.repeatOf { print("\(notice.count) more like #\(first)") }
  /// ```
  public var repeatOf: UInt64? { body.repeatOf }

  /// Whether this notice follows up an earlier one: ``count`` more of the same error.
  ///
  /// ```swift
  /// let suffix = notice.isFollowUp ? " (×\(notice.count) more)" : ""
  /// ```
  public var isFollowUp: Bool { body.repeatOf != nil }

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
  ///   - repeatOf: For a follow-up, the id of the notice it follows.
  public init(
    id: UInt64, error: AppError, presentation: Presentation, count: Int = 1,
    repeatOf: UInt64? = nil
  ) {
    self.body = Body(id: id, error: error, presentation: presentation, repeatOf: repeatOf)
    self.count = count
  }

  /// `#id ×count presentation`, with `more of #first` for a follow-up.
  ///
  /// ```swift
  /// print(notice)  // ErrorNotice(#3 ×2 toast(message: ...))
  /// ```
  public var description: String {
    let more = repeatOf.map { " more of #\($0)" } ?? ""
    return "ErrorNotice(#\(id) ×\(count)\(more) \(presentation))"
  }

  /// How long the notice is kept when the bus must drop one: the least important goes first.
  /// Stored: overflow compares it across a full queue.
  var importance: Int { body.importance }

  /// The immutable part of a notice.
  private final class Body: Sendable {
    let id: UInt64
    let error: AppError
    let presentation: Presentation
    let repeatOf: UInt64?
    let importance: Int

    init(id: UInt64, error: AppError, presentation: Presentation, repeatOf: UInt64?) {
      // Ranked before the error is stored, so storing it moves it instead of copying it.
      self.importance = Self.importance(of: error, presentation)
      self.id = id
      self.error = error
      self.presentation = presentation
      self.repeatOf = repeatOf
    }

    /// A critical error outranks a sign-out, which outranks alerts and error pages, which
    /// outrank toasts.
    private static func importance(of error: AppError, _ presentation: Presentation) -> Int {
      if error.level == .critical { return 3 }
      switch presentation {
      case .signOut: return 2
      case .alert, .errorPage: return 1
      case .toast, .silent: return 0
      }
    }
  }
}
