extension ObservableType {
  /// Subscribes to (and later disposes) the source on `scheduler`; the source's work starts
  /// there. Events are delivered wherever the source sends them: use `observe(on:)` to move them.
  ///
  /// ```swift
  /// readLargeFile
  ///   .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .background))
  ///   .observe(on: MainScheduler.instance)
  ///   .subscribe(onNext: { show($0) })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter scheduler: Where the subscription and its disposal run.
  /// - Returns: The same events, subscribed to on `scheduler`.
  public func subscribe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    SubscribeOnProducer(source: self, scheduler: scheduler)
  }
}

/// Keeps the source as it is (no `asObservable()` wrapper), as RxSwift does, so the
/// subscription and its disposal both reach the source on the scheduler.
// unchecked Sendable: immutable after init (`let`s only); `source` is an ObservableType used only
// to subscribe, `scheduler` is Sendable
private final class SubscribeOnProducer<Source: ObservableType>: Producer<Source.Element>,
  @unchecked Sendable
{
  let source: Source
  let scheduler: any ImmediateSchedulerType

  init(source: Source, scheduler: any ImmediateSchedulerType) {
    self.source = source
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Source.Element {
    let sink = SubscribeOnSink(observer: observer, cancel: cancel)
    let everything = SerialDisposable()
    let cancelSchedule = SingleAssignmentDisposable()
    everything.disposable = cancelSchedule
    let scheduler = self.scheduler
    // Through `self` (Sendable), not `source`: the source's type need not be Sendable.
    cancelSchedule.setDisposable(
      scheduler.schedule(()) { [self] _ in
        let subscription = source.subscribe(sink)
        everything.disposable = ScheduledDisposable(scheduler: scheduler, disposable: subscription)
        return Disposables.create()
      })
    return (sink, everything)
  }
}

// unchecked Sendable: adds no stored state (see Sink)
private final class SubscribeOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  func on(_ event: Event<Observer.Element>) {
    forwardOn(event)
    if event.isStopEvent {
      dispose()
    }
  }
}

/// Disposes the wrapped subscription on the scheduler, once.
