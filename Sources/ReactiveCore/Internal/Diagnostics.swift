import Synchronization

private let subscriptionCounter = Atomic<Int>(0)
private let scheduledItemCounter = Atomic<Int>(0)
private let disposableCounter = Atomic<Int>(0)
private let userCounter = Atomic<Int>(0)

/// Counters for leak tests, always on: no compile flag is needed.
///
/// Public because the tests that use them live outside the package: an app's own leak tests,
/// and the tear-down of every ErrorFlowTesting-based test case, check that nothing a scenario
/// made is left alive.
///
/// Each counter holds what a leak would keep alive, across the whole process:
///
/// - ``liveSubscriptions``: every subscription the core creates (an operator's sink, a
///   subject's or relay's registration, a `create` subscription) until it is disposed or ends.
/// - ``liveScheduledItems``: every action scheduled on a scheduler (the Dispatch-based and main
///   schedulers, `CurrentThreadScheduler`'s trampoline, ErrorFlowTesting's `TestScheduler`,
///   periodic timers) until it has run, was cancelled, or was released.
/// - ``liveDisposables``: every `Disposables.create(with:)` whose action has not run, while
///   something still holds it.
///
/// ``liveResources`` (and RxSwift's ``Resources/total``) is their sum. A test records it before
/// a scenario and asserts it is back to that value once everything is disposed, as RxSwift's
/// test base class does after every test:
///
/// ```swift
/// let before = Diagnostics.liveResources
/// do {
///   let bag = DisposeBag()
///   subject.map { $0 * 2 }.subscribe(onNext: { print($0) }).disposed(by: bag)
/// }
/// assert(Diagnostics.liveResources == before)
/// ```
///
/// Each count is a relaxed atomic add and subtract where the resource starts and ends: no
/// lock, and nothing per event except for work handed to a scheduler.
public enum Diagnostics {
  /// How many subscriptions are alive right now, across the whole process.
  ///
  /// ```swift
  /// XCTAssertEqual(Diagnostics.liveSubscriptions, subscriptionsBefore)
  /// ```
  public static var liveSubscriptions: Int { subscriptionCounter.load(ordering: .relaxed) }

  /// How many scheduled actions wait to run right now, on every scheduler.
  ///
  /// ```swift
  /// XCTAssertEqual(Diagnostics.liveScheduledItems, 0)  // no timer left behind
  /// ```
  public static var liveScheduledItems: Int { scheduledItemCounter.load(ordering: .relaxed) }

  /// How many `Disposables.create(with:)` disposables are held and not yet disposed.
  ///
  /// ```swift
  /// XCTAssertEqual(Diagnostics.liveDisposables, disposablesBefore)
  /// ```
  public static var liveDisposables: Int { disposableCounter.load(ordering: .relaxed) }

  /// Everything the counters hold: subscriptions, scheduled items, disposables, and what
  /// ``Resources/incrementTotal()`` added.
  ///
  /// ```swift
  /// let before = Diagnostics.liveResources
  /// ```
  public static var liveResources: Int {
    liveSubscriptions + liveScheduledItems + liveDisposables
      + userCounter.load(ordering: .relaxed)
  }

  // The counters wrap: each change is one atomic add, where the checked `add` is a
  // compare-exchange loop with an overflow trap, for counts that memory bounds anyway.
  @inline(__always)
  package static func subscriptionCreated() {
    subscriptionCounter.wrappingAdd(1, ordering: .relaxed)
  }

  @inline(__always)
  package static func subscriptionReleased() {
    subscriptionCounter.wrappingSubtract(1, ordering: .relaxed)
  }

  @inline(__always)
  package static func scheduledItemCreated() {
    scheduledItemCounter.wrappingAdd(1, ordering: .relaxed)
  }

  @inline(__always)
  package static func scheduledItemReleased() {
    scheduledItemCounter.wrappingSubtract(1, ordering: .relaxed)
  }

  @inline(__always)
  package static func disposableCreated() {
    disposableCounter.wrappingAdd(1, ordering: .relaxed)
  }

  @inline(__always)
  package static func disposableReleased() {
    disposableCounter.wrappingSubtract(1, ordering: .relaxed)
  }
}

/// RxSwift's name for the live-resource counter, kept so leak tests port unchanged.
///
/// RxSwift compiles it only with `TRACE_RESOURCES`; here it is always there.
///
/// ```swift
/// let start = Resources.total
/// // ... the scenario, everything disposed ...
/// XCTAssertEqual(Resources.total, start)
/// ```
public enum Resources {
  /// Everything alive that a leak would keep; see ``Diagnostics/liveResources``.
  ///
  /// ```swift
  /// XCTAssertEqual(Resources.total, start)
  /// ```
  public static var total: Int32 { Int32(truncatingIfNeeded: Diagnostics.liveResources) }

  /// Counts one resource of your own, as RxSwift's `Resources.incrementTotal()` does.
  ///
  /// ```swift
  /// init() { _ = Resources.incrementTotal() }
  /// ```
  ///
  /// - Returns: The new ``total``.
  @discardableResult
  public static func incrementTotal() -> Int32 {
    userCounter.wrappingAdd(1, ordering: .relaxed)
    return total
  }

  /// Releases one resource counted with ``incrementTotal()``.
  ///
  /// ```swift
  /// deinit { _ = Resources.decrementTotal() }
  /// ```
  ///
  /// - Returns: The new ``total``.
  @discardableResult
  public static func decrementTotal() -> Int32 {
    userCounter.wrappingSubtract(1, ordering: .relaxed)
    return total
  }
}

/// One resource counted in ``Diagnostics`` from its creation until the first ``end()``, or
/// until the value is destroyed (the object holding it is released), whichever comes first.
///
/// A scheduled item or a disposable holds one as a stored property: one line where it is
/// declared, one ``end()`` call where it runs or is disposed.
///
/// ```swift
/// private let counted = LiveResource(.scheduledItem)
/// func dispose() { counted.end(); ... }
/// ```
package struct LiveResource: ~Copyable {
  /// What the resource is counted as.
  package enum Kind: UInt8, Sendable {
    /// A scheduled action: ``Diagnostics/liveScheduledItems``.
    case scheduledItem
    /// A disposable's pending action: ``Diagnostics/liveDisposables``.
    case disposable
  }

  private let kind: Kind
  private let isLive = Atomic<Bool>(true)

  /// Counts one resource of `kind`.
  package init(_ kind: Kind) {
    self.kind = kind
    switch kind {
    case .scheduledItem: Diagnostics.scheduledItemCreated()
    case .disposable: Diagnostics.disposableCreated()
    }
  }

  /// Stops counting the resource; later calls do nothing.
  @inline(__always)
  package func end() {
    if isLive.load(ordering: .relaxed), isLive.exchange(false, ordering: .relaxed) {
      switch kind {
      case .scheduledItem: Diagnostics.scheduledItemReleased()
      case .disposable: Diagnostics.disposableReleased()
      }
    }
  }

  deinit {
    end()
  }
}
