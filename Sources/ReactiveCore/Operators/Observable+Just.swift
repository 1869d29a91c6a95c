extension ObservableType {
  /// Returns a sequence that sends one element, then completes, at once on subscription.
  ///
  /// ```swift
  /// Observable.just(42).subscribe(onNext: { print($0) })  // prints 42
  /// ```
  ///
  /// - Parameter element: The only element.
  /// - Returns: The sequence `next(element), completed`.
  public static func just(_ element: Element) -> Observable<Element> {
    JustProducer(element: element)
  }

  /// Returns a sequence that sends one element, then completes, each in an action on
  /// `scheduler`.
  ///
  /// ```swift
  /// Observable.just(42, scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - element: The only element.
  ///   - scheduler: Where the element and the completion are sent.
  /// - Returns: The sequence `next(element), completed`.
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
    -> Observable<Element>
  {
    ScheduledJustProducer(element: element, scheduler: scheduler)
  }
}

// unchecked Sendable: immutable after init: `element` is a `let`; elements need not be Sendable
// (contract 7)
private final class JustProducer<Element>: Producer<Element>, @unchecked Sendable {
  let element: Element

  init(element: Element) {
    self.element = element
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    observer.on(.next(element))
    observer.on(.completed)
    return Disposables.create()
  }
}

// unchecked Sendable: immutable after init (`let`s only); elements need not be Sendable (contract
// 7); `scheduler` is Sendable
private final class ScheduledJustProducer<Element>: Producer<Element>,
  @unchecked Sendable
{
  let element: Element
  let scheduler: ImmediateSchedulerType

  init(element: Element, scheduler: ImmediateSchedulerType) {
    self.element = element
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    var remaining: Element? = element
    let sink = GeneratorSink(observer: observer, cancel: cancel) {
      defer { remaining = nil }
      return remaining
    }
    return (sink, sink.start(on: scheduler))
  }
}
