extension ObservableType {
  /// Returns a sequence that sends the given elements, then completes.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).subscribe(onNext: { print($0) })  // 1, 2, 3
  /// ```
  ///
  /// - Parameter elements: The elements, in order.
  /// - Returns: The sequence; it stops looping as soon as its subscription is disposed.
  public static func of(_ elements: Element...) -> Observable<Element> {
    SequenceProducer(elements: elements, scheduler: nil)
  }

  /// Returns a sequence that sends the given elements, one per action on `scheduler`, then
  /// completes.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3, scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - scheduler: Where each element and the completion are sent.
  /// - Returns: The sequence.
  public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType)
    -> Observable<Element>
  {
    SequenceProducer(elements: elements, scheduler: scheduler)
  }

  /// Returns a sequence that sends the elements of an array, then completes.
  ///
  /// ```swift
  /// Observable.from(["a", "b"]).subscribe(onNext: { print($0) })  // a, b
  /// ```
  ///
  /// - Parameter array: The elements, in order.
  /// - Returns: The sequence; it stops looping as soon as its subscription is disposed.
  public static func from(_ array: [Element]) -> Observable<Element> {
    SequenceProducer(elements: array, scheduler: nil)
  }

  /// Returns a sequence that sends the elements of an array, one per action on `scheduler`,
  /// then completes.
  ///
  /// ```swift
  /// Observable.from(["a", "b"], scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - array: The elements, in order.
  ///   - scheduler: Where each element and the completion are sent.
  /// - Returns: The sequence.
  public static func from(_ array: [Element], scheduler: ImmediateSchedulerType)
    -> Observable<Element>
  {
    SequenceProducer(elements: array, scheduler: scheduler)
  }

  /// Returns a sequence that sends the elements of a Swift sequence, then completes. Each
  /// subscription iterates the sequence anew, and stops as soon as it is disposed, so
  /// `Observable.from(1...).take(2)` ends.
  ///
  /// ```swift
  /// Observable.from(1...1_000_000).take(2)  // 1, 2, completed
  /// ```
  ///
  /// - Parameter sequence: The elements, in order.
  /// - Returns: The sequence.
  public static func from<Source: Sequence>(_ sequence: Source) -> Observable<Element>
  where Source.Element == Element {
    SequenceProducer(elements: sequence, scheduler: nil)
  }

  /// Returns a sequence that sends the elements of a Swift sequence, one per action on
  /// `scheduler`, then completes.
  ///
  /// ```swift
  /// Observable.from(1...3, scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - sequence: The elements, in order.
  ///   - scheduler: Where each element and the completion are sent.
  /// - Returns: The sequence.
  public static func from<Source: Sequence>(
    _ sequence: Source, scheduler: ImmediateSchedulerType
  ) -> Observable<Element> where Source.Element == Element {
    SequenceProducer(elements: sequence, scheduler: scheduler)
  }

  /// Returns a sequence that sends the value of an optional, if any, then completes.
  ///
  /// ```swift
  /// Observable.from(optional: Int("7"))  // 7, completed
  /// Observable.from(optional: Int("x"))  // completed
  /// ```
  ///
  /// - Parameter optional: The value, or `nil` for an empty sequence.
  /// - Returns: The sequence.
  public static func from(optional: Element?) -> Observable<Element> {
    OptionalProducer(optional: optional)
  }

  /// Returns a sequence that sends the value of an optional, if any, then completes, each in
  /// an action on `scheduler`.
  ///
  /// ```swift
  /// Observable.from(optional: cachedName, scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - optional: The value, or `nil` for an empty sequence.
  ///   - scheduler: Where the value and the completion are sent.
  /// - Returns: The sequence.
  public static func from(optional: Element?, scheduler: ImmediateSchedulerType)
    -> Observable<Element>
  {
    SequenceProducer(elements: optional.map { [$0] } ?? [], scheduler: scheduler)
  }
}

// unchecked Sendable: immutable after init (`let`s only); `elements` need not be Sendable (contract
// 7): each subscription iterates its own copy
private final class SequenceProducer<Source: Sequence>: Producer<Source.Element>,
  @unchecked Sendable
{
  let elements: Source
  let scheduler: ImmediateSchedulerType?

  init(elements: Source, scheduler: ImmediateSchedulerType?) {
    self.elements = elements
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Source.Element {
    var iterator = elements.makeIterator()
    let sink = GeneratorSink(observer: observer, cancel: cancel) { iterator.next() }
    if let scheduler { return (sink, sink.start(on: scheduler)) }
    return (sink, sink.start())
  }
}

// unchecked Sendable: immutable after init: `optional` is a `let`; elements need not be Sendable
// (contract 7)
private final class OptionalProducer<Element>: Producer<Element>, @unchecked Sendable {
  let optional: Element?

  init(optional: Element?) {
    self.optional = optional
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    if let optional { observer.on(.next(optional)) }
    observer.on(.completed)
    return Disposables.create()
  }
}
