import Observation
import ReactiveCore

/// The error state of a screen, as an `@Observable` model: the alert on screen, the toasts,
/// the error page and the sign-out, bound once to an ``ErrorBus``. A SwiftUI view or a UIKit
/// controller binds to it; a test reads it as plain, equatable data.
///
/// The presenter is one view of the bus, as the console view is, and the bus's rules hold
/// unchanged: one alert at a time (the next comes only after ``dismiss()`` or ``retry()``
/// acknowledged it), repeats folded into a count or a follow-up, a sign-out reported once.
/// Several presenters of one bus (one per window, say) each show the alert; answered in one,
/// it leaves all of them at once. It receives on the main actor (``ErrorBus/subscribe(onMainActor:)``) and changes its
/// state only there, each property at most once per notice, so an observer sees each change
/// once.
///
/// - ``alert``: the alert on screen; ``dismiss()`` and ``retry()`` answer it.
/// - ``toasts``: at most `toastCapacity`, newest last; a full list drops its oldest toast
///   and counts it in ``droppedToastCount``. A toast goes when the view calls
///   ``dismissToast(_:)`` or when its `toastLifetime` ends on `clock`. A follow-up of a toast
///   still shown updates that toast's ``ErrorToastState/count`` in place and restarts its
///   lifetime.
/// - ``errorPage``: the newest error page; ``dismissErrorPage()``, ``retryErrorPage()``.
/// - ``signOut``: set once per session; ``dismissSignOut()`` clears it.
///
/// An observer is called as a change begins (Observation's rule), before the property holds
/// its new value. A call it makes then — ``dismiss()``, ``retryErrorPage()``, any answer, or
/// a publish that brings the presenter a notice — runs once that change is complete, in the
/// order the calls came: so it applies to the state the observer was told of, never to a
/// state half made.
///
/// Releasing the presenter (on any thread), or ``stop()``, ends its subscription: an alert it
/// showed and nobody answered goes to the next view, and notices not yet received wait for it.
///
/// ```swift
/// @MainActor func showErrors(of bus: ErrorBus) -> ErrorPresenter {
///   let presenter = ErrorPresenter(bus: bus)
///   if let alert = presenter.alert { print(alert.title, alert.message) }
///   return presenter  // keep it as long as the screen shows errors
/// }
/// ```
@MainActor
@Observable
public final class ErrorPresenter {
  /// The alert on screen, or `nil`. The next alert comes only after ``dismiss()`` or
  /// ``retry()``.
  ///
  /// ```swift
  /// if let alert = presenter.alert { print(alert.message) }
  /// ```
  public internal(set) var alert: ErrorAlertState?

  /// The toasts on screen, oldest first: at most `toastCapacity`.
  ///
  /// ```swift
  /// print(presenter.toasts.map(\.message))
  /// ```
  public internal(set) var toasts: [ErrorToastState] = []

  /// How many toasts were pushed out of a full ``toasts`` list before anyone dismissed them
  /// (the oldest go first): a view may show "and 3 more". Saturates at `Int.max`.
  ///
  /// ```swift
  /// if presenter.droppedToastCount > 0 { print("+\(presenter.droppedToastCount) more") }
  /// ```
  public internal(set) var droppedToastCount = 0

  /// The error page that replaces the screen's content, or `nil`.
  ///
  /// ```swift
  /// if let page = presenter.errorPage { print(page.title) }
  /// ```
  public internal(set) var errorPage: ErrorPageState?

  /// The session's end, once per session, or `nil`.
  ///
  /// ```swift
  /// if presenter.signOut != nil { print("signed out") }
  /// ```
  public internal(set) var signOut: SignOutState?

  /// How many toasts ``toasts`` holds at most (at least 1).
  ///
  /// ```swift
  /// let hidden = presenter.droppedToastCount  // beyond presenter.toastCapacity
  /// ```
  public let toastCapacity: Int

  /// How long a toast stays before it goes by itself (at most a day), or `nil`: until the
  /// view dismisses it.
  ///
  /// ```swift
  /// if presenter.toastLifetime == nil { showCloseButtons() }
  /// ```
  public let toastLifetime: Duration?

  /// The clock the toasts' lifetimes are timed on.
  let clock: any Clock<Duration>
  /// The alert shown, with what answering it needs.
  @ObservationIgnored var shownAlert: (notice: ErrorNotice, receipt: NoticeReceipt)?
  /// The error page's retry action, if it offers one.
  @ObservationIgnored var pageRetry: RetryAction?
  /// The subscription and the toasts' timers: ended when the presenter goes.
  @ObservationIgnored let lifetime = PresenterLifetime()
  /// Orders a change of the state before the calls its observers make meanwhile.
  @ObservationIgnored let changes = PresenterChanges()
  /// The bus it is bound to, for ``waitUntilShown(timeout:)``: weak, as its subscription is,
  /// so a presenter does not keep the app's bus alive.
  @ObservationIgnored weak var bus: ErrorBus?

  /// Binds a presenter to `bus`, on the main actor. Notices the bus holds for a view (those
  /// published before any view subscribed, or an alert a previous view left unanswered) are
  /// received at once.
  ///
  /// ```swift
  /// let presenter = ErrorPresenter(bus: bus, toastCapacity: 3, toastLifetime: .seconds(4))
  /// ```
  ///
  /// - Parameters:
  ///   - bus: The app's error bus; bind one presenter (or one console view) for the app.
  ///   - toastCapacity: How many toasts show at once; values below 1 count as 1.
  ///   - toastLifetime: How long a toast shows before it goes by itself; `nil`, zero or a
  ///     negative duration keeps toasts until the view dismisses them (or newer ones push
  ///     them out). At most a day: a longer lifetime is cut to a day, because a clock's
  ///     `sleep` traps on a deadline it cannot represent (`ContinuousClock` does, past
  ///     `Int64.max` seconds).
  ///   - clock: Times the toasts' lifetimes; tests pass `ErrorFlowTesting`'s `TestClock`.
  public init(
    bus: ErrorBus, toastCapacity: Int = 3, toastLifetime: Duration? = .seconds(4),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.toastCapacity = max(1, toastCapacity)
    self.toastLifetime = toastLifetime.flatMap { $0 > .zero ? min($0, Self.longestLifetime) : nil }
    self.clock = clock
    self.bus = bus
    lifetime.keep(
      bus.subscribe(
        onMainActorWhileHeld: { [weak self] notice, receipt in
          // Released on another thread, the presenter is gone before its lifetime disposes the
          // subscription: a notice handed over meanwhile goes back for the next view.
          guard let self else { return false }
          receive(notice, receipt)
          return true
        },
        onRetract: { [weak self] id in self?.retract(id) }))
  }

  /// Another view (another presenter of the same bus) acknowledged alert `id`: this one no
  /// longer shows it, instead of keeping an answered alert on screen until the next comes.
  func retract(_ id: UInt64) {
    guard !changes.isChanging else { return changes.queue { [self] in retract(id) } }
    guard let shown = shownAlert, shown.notice.id == id else { return }
    changes.make {
      shownAlert = nil
      alert = nil
    }
  }

  /// Ends the presenter's subscription and its toasts' timers, as releasing it does: an alert
  /// it shows goes back to the bus for the next view (``alert`` becomes `nil`), and later
  /// notices wait for that view. Toasts, the error page and the sign-out stay as they are.
  /// Calling it again does nothing.
  ///
  /// ```swift
  /// presenter.stop()  // the screen goes; a new presenter gets the open alert
  /// ```
  public func stop() {
    guard !changes.isChanging else { return changes.queue { [self] in stop() } }
    lifetime.end()
    changes.make {
      shownAlert = nil
      if alert != nil { alert = nil }
    }
  }

  /// Takes one notice from the bus, on the main actor; after the change being made, if an
  /// observer's call brought it here.
  func receive(_ notice: ErrorNotice, _ receipt: NoticeReceipt) {
    guard !changes.isChanging else {
      return changes.queue { [self] in receive(notice, receipt) }
    }
    changes.make { present(notice, receipt) }
  }

  /// Shows `notice`: the state change of ``receive(_:_:)``.
  private func present(_ notice: ErrorNotice, _ receipt: NoticeReceipt) {
    let canRetry = notice.error.retry != nil
    switch notice.presentation {
    case .alert(let title, let message):
      shownAlert = (notice, receipt)
      alert = ErrorAlertState(
        id: notice.id, title: title, message: message, count: Self.total(of: notice),
        level: notice.error.level, actions: canRetry ? [.retry, .dismiss] : [.dismiss])
    case .toast(let message):
      show(toast: notice, message: message)
    case .errorPage(let title, let message):
      pageRetry = notice.error.retry
      errorPage = ErrorPageState(
        id: notice.id, title: title, message: message, count: Self.total(of: notice),
        actions: canRetry ? [.retry, .dismiss] : [])
    case .signOut(let message):
      signOut = SignOutState(id: notice.id, message: message)
    case .silent:
      break
    }
  }

  /// The longest a toast shows by itself: a day.
  static let longestLifetime = Duration.seconds(86_400)

  /// How many errors a notice shows: a follow-up stands for its repeats after a first
  /// notice, so it shows them with that first one, as the console view does.
  static func total(of notice: ErrorNotice) -> Int {
    guard notice.isFollowUp else { return notice.count }
    return notice.count < Int.max ? notice.count + 1 : Int.max
  }
}
