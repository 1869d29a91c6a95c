import ReactiveCore

extension TestScheduler {
  /// Creates a hot observable: each recorded event happens at its absolute virtual time,
  /// whether or not anyone is subscribed.
  ///
  /// ```swift
  /// let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
  /// ```
  ///
  /// - Parameter events: The events and their absolute times.
  /// - Returns: An observable that records its subscriptions.
  public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    HotObservable(testScheduler: self, recordedEvents: events)
  }

  /// Creates a cold observable: each subscriber receives the recorded events at their times
  /// after it subscribed.
  ///
  /// ```swift
  /// let ys = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
  /// ```
  ///
  /// - Parameter events: The events and their offsets from the subscription time.
  /// - Returns: An observable that records its subscriptions.
  public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    ColdObservable(testScheduler: self, recordedEvents: events)
  }

  /// Creates an observer that records the events it receives with their virtual times.
  ///
  /// ```swift
  /// let observer = scheduler.createObserver(String.self)
  /// ```
  ///
  /// - Parameter type: The element type.
  /// - Returns: The recording observer.
  public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
    TestableObserver(scheduler: self)
  }

  /// Creates the sequence under test at `created`, subscribes to it at `subscribed`,
  /// disposes the subscription at `disposed`, and runs the scheduler.
  ///
  /// ```swift
  /// let res = scheduler.start(created: 0, subscribed: 50, disposed: 500) { xs.map { $0 + 1 } }
  /// ```
  ///
  /// - Parameters:
  ///   - created: When to call `create`.
  ///   - subscribed: When to subscribe.
  ///   - disposed: When to dispose the subscription.
  ///   - create: Builds the sequence under test.
  /// - Returns: The events received while subscribed, with their virtual times.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    created: TestTime, subscribed: TestTime, disposed: TestTime,
    create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    var source: Observable<Element>?
    var subscription: Disposable?
    let observer = createObserver(Element.self)
    scheduleAt(created) { source = create().asObservable() }
    scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
    scheduleAt(disposed) { subscription?.dispose() }
    start()
    return observer
  }

  /// Like ``start(created:subscribed:disposed:create:)`` with creation at 100 and
  /// subscription at 200.
  ///
  /// ```swift
  /// let res = scheduler.start(disposed: 500) { xs.map { $0 * 2 } }
  /// ```
  ///
  /// - Parameters:
  ///   - disposed: When to dispose the subscription.
  ///   - create: Builds the sequence under test.
  /// - Returns: The events received while subscribed, with their virtual times.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    disposed: TestTime, create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed,
      create: create)
  }

  /// Like ``start(created:subscribed:disposed:create:)`` with RxTest's default times:
  /// created at 100, subscribed at 200, disposed at 1000.
  ///
  /// ```swift
  /// let res = scheduler.start { xs.map { $0 * 2 } }
  /// XCTAssertEqual(res.events, [.next(210, 4), .completed(300)])
  /// ```
  ///
  /// - Parameter create: Builds the sequence under test.
  /// - Returns: The events received while subscribed, with their virtual times.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    _ create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed,
      disposed: Defaults.disposed, create: create)
  }
}
