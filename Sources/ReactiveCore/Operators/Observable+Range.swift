extension ObservableType where Element: FixedWidthInteger {
  /// Returns a sequence of `count` consecutive integers from `start`, then completes.
  ///
  /// ```swift
  /// Observable.range(start: 1, count: 3)  // 1, 2, 3, completed
  /// ```
  ///
  /// - Parameters:
  ///   - start: The first value.
  ///   - count: How many values; a negative count fails with
  ///     ``RxError/argumentOutOfRange``, a value past `Element.max` with ``RxError/overflow``.
  /// - Returns: The sequence; it stops looping as soon as its subscription is disposed.
  public static func range(start: Element, count: Element) -> Observable<Element> {
    RangeProducer(start: start, count: count, scheduler: nil)
  }

  /// Returns a sequence of `count` consecutive integers from `start`, one per action on
  /// `scheduler`, then completes.
  ///
  /// ```swift
  /// Observable.range(start: 1, count: 3, scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - start: The first value.
  ///   - count: How many values.
  ///   - scheduler: Where each value and the completion are sent.
  /// - Returns: The sequence.
  public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType)
    -> Observable<Element>
  {
    RangeProducer(start: start, count: count, scheduler: scheduler)
  }
}

// unchecked Sendable: immutable after init (`let`s only: integers and a Sendable scheduler)
private final class RangeProducer<Element: FixedWidthInteger>: Producer<Element>,
  @unchecked Sendable
{
  let start: Element
  let count: Element
  let scheduler: ImmediateSchedulerType?

  init(start: Element, count: Element, scheduler: ImmediateSchedulerType?) {
    self.start = start
    self.count = count
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let count = self.count
    var current = start
    var sent: Element = 0
    let sink = GeneratorSink(observer: observer, cancel: cancel) { () throws -> Element? in
      if count < 0 { throw RxError.argumentOutOfRange }
      if sent == count { return nil }
      if sent > 0 {
        let (next, overflow) = current.addingReportingOverflow(1)
        if overflow { throw RxError.overflow }
        current = next
      }
      sent += 1
      return current
    }
    if let scheduler { return (sink, sink.start(on: scheduler)) }
    return (sink, sink.start())
  }
}
