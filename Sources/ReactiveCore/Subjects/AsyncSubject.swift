/// A subject that sends only its last value, and only when it completes.
///
/// On `onCompleted`, subscribers receive the last value (if any) then `completed`; on
/// `onError`, only the error. Late subscribers receive the same (contract 6).
///
/// ```swift
/// let result = AsyncSubject<Int>()
/// result.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
/// result.onNext(1); result.onNext(2); result.onCompleted()  // prints 2
/// ```
// unchecked Sendable: `lastElement` and `stopEvent` are guarded by `dispatcher.lock`; elements need
// not be Sendable (contract 7)
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  @unchecked Sendable
{
  private let dispatcher = SubjectDispatcher<Element>()
  private var lastElement: Element?
  private var stopEvent: Event<Element>?

  /// Creates a subject with no value yet.
  ///
  /// ```swift
  /// let result = AsyncSubject<String>()
  /// ```
  public override init() {}

  deinit {
    dispatcher.ownerDidDeinit()
  }

  /// Whether any observer is subscribed.
  ///
  /// ```swift
  /// if subject.hasObservers { print("someone is waiting") }
  /// ```
  public var hasObservers: Bool { dispatcher.lock.withLock { dispatcher.hasObserversLocked } }

  /// Remembers a value, or ends the subject: `completed` sends the last value then
  /// `completed`, `error` sends the error.
  ///
  /// ```swift
  /// subject.on(.next(1))
  /// subject.on(.completed)
  /// ```
  ///
  /// - Parameter event: The event; anything after a terminal event is ignored.
  public func on(_ event: Event<Element>) {
    dispatcher.lock.lock()
    if stopEvent != nil {
      dispatcher.lock.unlock()
      return
    }
    switch event {
    case .next(let value):
      // The replaced value is released after unlocking: its deinit may use this subject.
      let replaced = lastElement
      lastElement = value
      dispatcher.lock.unlock()
      withExtendedLifetime(replaced) {}
    case .error:
      stopEvent = event
      dispatcher.sendAndUnlock(event)
    case .completed:
      stopEvent = event
      if let lastElement {
        dispatcher.sendAndUnlock(.next(lastElement), then: .completed)
      } else {
        dispatcher.sendAndUnlock(.completed)
      }
    }
  }

  /// Subscribes `observer`: it receives the last value and `completed` when the subject
  /// completes, or the error when it fails.
  ///
  /// ```swift
  /// let subscription = subject.subscribe(AnyObserver { print($0) })
  /// ```
  ///
  /// - Parameter observer: The receiver.
  /// - Returns: The subscription.
  public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    dispatcher.lock.lock()
    if let stopEvent {
      let replay = stopEvent.isCompleted ? lastElement.map { [$0] } ?? [] : []
      return dispatcher.terminateAndUnlock(observer, replay: replay, with: stopEvent)
    }
    return dispatcher.registerAndUnlock(observer)
  }

  /// The observer side of the subject.
  ///
  /// ```swift
  /// let input: AsyncSubject<Int> = subject.asObserver()
  /// ```
  ///
  /// - Returns: The subject itself.
  public func asObserver() -> AsyncSubject<Element> { self }
}
