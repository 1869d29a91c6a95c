extension ObservableType {
  /// Splits the elements into consecutive windows, each an observable, closed when it holds
  /// `count` elements or when `timeSpan` has passed since it opened, whichever comes first
  /// (RxSwift's `window(timeSpan:count:scheduler:)`).
  ///
  /// The first window opens at subscription. The source's completion or error ends the
  /// current window and then the result. Disposing the result's subscription keeps the
  /// source subscribed while a window is, as in RxSwift.
  ///
  /// ```swift
  /// readings.window(timeSpan: .seconds(1), count: 100, scheduler: MainScheduler.instance)
  ///   .flatMap { $0.toArray() }
  ///   .subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - timeSpan: The longest a window stays open.
  ///   - count: The most elements a window holds.
  ///   - scheduler: Runs the timers; windows open and close there when the time is up.
  /// - Returns: The windows.
  public func window(timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType)
    -> Observable<Observable<Element>>
  {
    WindowProducer(
      source: asObservable(),
      parameters: TimeCountParameters(timeSpan: timeSpan, count: count, scheduler: scheduler))
  }
}

// unchecked Sendable: adds no stored state (see OperatorProducer)
private final class WindowProducer<Element>:
  OperatorProducer<Element, TimeCountParameters, Observable<Element>>, @unchecked Sendable
{
  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == Observable<Element> {
    WindowSink(parameters, observer, cancel).run(source)
  }
}

/// RxSwift 6 (Window.swift, `WindowTimeCountSink`), on the serial queue of ``TimedSink``:
/// source events and timer ticks are processed one at a time, with no lock held while
/// windows or the observer are called (contract 3).
// unchecked Sendable: `subject`, `count` and `windowID`: each is touched only inside TimedSink's
// `serial` (a SerialDelivery), one input at a time (and set by `run` before the source is
// subscribed)
private final class WindowSink<Element, Observer: ObserverType>:
  TimedSink<TimeCountParameters, Element, Int, Observer>, ObserverType, @unchecked Sendable
where Observer.Element == Observable<Element> {
  private let sourceSubscription = SingleAssignmentDisposable()
  private let refCount: RefCountDisposable
  // Touched only inside `serial` (and by `run` before the source is subscribed).
  private var subject = PublishSubject<Element>()
  private var count = 0
  private var windowID = 0

  override init(_ parameters: TimeCountParameters, _ observer: Observer, _ cancel: Cancelable) {
    // The timer is the base class's, there only after `super.init`: it joins through a slot.
    let timerSlot = SingleAssignmentDisposable()
    refCount = RefCountDisposable(disposable: Disposables.create(timerSlot, sourceSubscription))
    super.init(parameters, observer, cancel)
    timerSlot.setDisposable(timer)
  }

  func run(_ source: Observable<Element>) -> SinkAndSubscription {
    startTimer(for: windowID)
    forwardNext(window(of: subject))
    sourceSubscription.setDisposable(source.subscribe(self))
    return (self, refCount)
  }

  func on(_ event: Event<Element>) {
    serial.run(.event(event), process)
  }

  override func process(_ input: TimedInput<Element, Int>) {
    switch input {
    case .event(.next(let element)):
      subject.onNext(element)
      count += 1
      if count == parameters.count { openNewWindow() }
    case .event(.error(let error)):
      subject.onError(error)
      forwardOn(.error(error))
      dispose()
    case .event(.completed):
      subject.onCompleted()
      forwardOn(.completed)
      dispose()
    case .tick(let tickID):
      if tickID == windowID { openNewWindow() }
    }
  }

  private func openNewWindow() {
    count = 0
    windowID &+= 1
    let id = windowID
    subject.onCompleted()
    subject = PublishSubject<Element>()
    forwardNext(window(of: subject))
    startTimer(for: id)
  }

  /// A window keeps the source subscribed while someone subscribes to it.
  private func window(of subject: PublishSubject<Element>) -> Observable<Element> {
    let refCount = self.refCount
    return Observable.create { observer in
      let hold = refCount.retain()
      return Disposables.create(subject.subscribe(observer), hold)
    }
  }

  private func startTimer(for id: Int) {
    if timer.isDisposed || id != windowID { return }
    schedule(id, after: parameters.timeSpan, on: parameters.scheduler)
  }
}
