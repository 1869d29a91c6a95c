extension ObservableType {
  /// Returns a sequence that sends `element` forever; end it with an operator such as `take`.
  ///
  /// ```swift
  /// Observable.repeatElement("ping").take(3)  // ping, ping, ping, completed
  /// ```
  ///
  /// - Parameter element: The element to repeat.
  /// - Returns: The infinite sequence; it stops looping as soon as its subscription is
  ///   disposed.
  public static func repeatElement(_ element: Element) -> Observable<Element> {
    RepeatElementProducer(element: element, scheduler: nil)
  }

  /// Returns a sequence that sends `element` forever, one per action on `scheduler`.
  ///
  /// ```swift
  /// Observable.repeatElement("ping", scheduler: MainScheduler.instance).take(3)
  /// ```
  ///
  /// - Parameters:
  ///   - element: The element to repeat.
  ///   - scheduler: Where each element is sent.
  /// - Returns: The infinite sequence.
  public static func repeatElement(_ element: Element, scheduler: ImmediateSchedulerType)
    -> Observable<Element>
  {
    RepeatElementProducer(element: element, scheduler: scheduler)
  }
}

// unchecked Sendable: immutable after init (`let`s only); elements need not be Sendable (contract
// 7); `scheduler` is Sendable
private final class RepeatElementProducer<Element>: Producer<Element>,
  @unchecked Sendable
{
  let element: Element
  let scheduler: ImmediateSchedulerType?

  init(element: Element, scheduler: ImmediateSchedulerType?) {
    self.element = element
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let element = self.element
    let sink = GeneratorSink(observer: observer, cancel: cancel) { element }
    if let scheduler { return (sink, sink.start(on: scheduler)) }
    return (sink, sink.start())
  }
}
