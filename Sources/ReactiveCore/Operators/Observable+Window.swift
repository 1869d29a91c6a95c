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
    WindowProducer(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
  }
}

private final class WindowProducer<Element>: Producer<Observable<Element>>, @unchecked Sendable {
  let source: Observable<Element>
  let timeSpan: RxTimeInterval
  let count: Int
  let scheduler: any SchedulerType

  init(
    source: Observable<Element>, timeSpan: RxTimeInterval, count: Int,
    scheduler: any SchedulerType
  ) {
    self.source = source
    self.timeSpan = timeSpan
    self.count = count
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Observable<Element> {
    let sink = WindowSink(parent: self, observer: observer, cancel: cancel)
    return (sink, sink.run())
  }
}

/// RxSwift 6 (Window.swift, `WindowTimeCountSink`), on the serial queue of `BufferSink`:
/// source events and timer ticks are processed one at a time, with no lock held while
/// windows or the observer are called (contract 3).
private final class WindowSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
where Observer.Element == Observable<Element> {
  private enum Input {
    case event(Event<Element>)
    case tick(Int)
  }

  private let parent: WindowProducer<Element>
  private let serial = SerialDelivery<Input>()
  private let timer = SerialDisposable()
  private let sourceSubscription = SingleAssignmentDisposable()
  private let refCount: RefCountDisposable
  // Touched only inside `serial` (and by `run` before the source is subscribed).
  private var subject = PublishSubject<Element>()
  private var count = 0
  private var windowID = 0

  init(parent: WindowProducer<Element>, observer: Observer, cancel: Cancelable) {
    self.parent = parent
    refCount = RefCountDisposable(disposable: Disposables.create(timer, sourceSubscription))
    super.init(observer: observer, cancel: cancel)
  }

  func run() -> Disposable {
    startTimer(for: windowID)
    forwardNext(window(of: subject))
    sourceSubscription.setDisposable(parent.source.subscribe(self))
    return refCount
  }

  func on(_ event: Event<Element>) {
    serial.run(.event(event), process)
  }

  private func process(_ input: Input) {
    switch input {
    case .event(.next(let element)):
      subject.onNext(element)
      count += 1
      if count == parent.count { openNewWindow() }
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
    let pending = SingleAssignmentDisposable()
    timer.disposable = pending
    pending.setDisposable(
      parent.scheduler.scheduleRelative(id, dueTime: parent.timeSpan) { [weak self] id in
        self?.serial.run(.tick(id)) { self?.process($0) }
        return Disposables.create()
      })
  }
}
