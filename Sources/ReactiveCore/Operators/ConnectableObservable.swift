/// A sequence that subscribes to its source only when ``connect()`` is called, and shares
/// that one subscription among all its subscribers.
///
/// ```swift
/// let ticks = source.publish()
/// ticks.subscribe(onNext: { print("a", $0) }).disposed(by: bag)
/// ticks.subscribe(onNext: { print("b", $0) }).disposed(by: bag)
/// ticks.connect().disposed(by: bag)
/// ```
public protocol ConnectableObservableType: ObservableType {
  /// Subscribes to the source, once: while connected, calling it again returns the same
  /// connection.
  ///
  /// - Returns: The connection; dispose it to unsubscribe from the source.
  func connect() -> Disposable
}

/// The base class of the sequences `publish`, `replay` and `multicast` return.
///
/// ```swift
/// let connectable: ConnectableObservable<Int> = numbers.replay(1)
/// let connection = connectable.connect()
/// ```
// unchecked Sendable: adds no stored state (see Observable)
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType,
  @unchecked Sendable
{
  override init() {}

  /// Subscribes to the source, once: while connected, calling it again returns the same
  /// connection.
  ///
  /// - Returns: The connection; dispose it to unsubscribe from the source.
  public func connect() -> Disposable {
    abstractMethod()
  }
}

extension ObservableType {
  /// Shares the source through `subject`: subscribers subscribe to the subject, and
  /// ``ConnectableObservableType/connect()`` subscribes the subject to the source. The same
  /// subject serves every connection.
  ///
  /// ```swift
  /// let connectable = numbers.multicast(PublishSubject<Int>())
  /// ```
  ///
  /// - Parameter subject: Receives the source's events and multicasts them.
  /// - Returns: A connectable sequence.
  public func multicast<Subject: SubjectType>(_ subject: Subject)
    -> ConnectableObservable<Subject.Element>
  where Subject.Observer.Element == Element {
    // unchecked Sendable: a SubjectType need not be Sendable, but the adapter shares this one
    // subject with every connection and subscriber by design, as RxSwift's `multicast` does
    // (the library's subjects are Sendable); the box is read once per connection
    let subject = UncheckedSendableBox(subject)
    return ConnectableObservableAdapter(source: asObservable()) { subject.value }
  }

  /// Shares the source through a subject made by `makeSubject` for each connection: after a
  /// connection ends (disposed, or the source terminated), the next subscriber or connection
  /// gets a new subject.
  ///
  /// ```swift
  /// let connectable = numbers.multicast(makeSubject: { PublishSubject<Int>() })
  /// ```
  ///
  /// - Parameter makeSubject: Makes the subject of a connection.
  /// - Returns: A connectable sequence.
  public func multicast<Subject: SubjectType>(makeSubject: @escaping @Sendable () -> Subject)
    -> ConnectableObservable<Subject.Element>
  where Subject.Observer.Element == Element {
    ConnectableObservableAdapter(source: asObservable(), makeSubject: makeSubject)
  }

  /// A connectable sequence that sends each element to the subscribers present at that
  /// moment (a new `PublishSubject` per connection).
  ///
  /// ```swift
  /// let shared = clicks.publish()
  /// shared.subscribe(onNext: { print($0) }).disposed(by: bag)
  /// shared.connect().disposed(by: bag)
  /// ```
  ///
  /// - Returns: A connectable sequence.
  public func publish() -> ConnectableObservable<Element> {
    multicast(makeSubject: { PublishSubject<Element>() })
  }

  /// A connectable sequence that replays up to `bufferSize` latest elements to each new
  /// subscriber (a new buffer per connection).
  ///
  /// ```swift
  /// let latest = prices.replay(1)
  /// latest.connect().disposed(by: bag)
  /// ```
  ///
  /// - Parameter bufferSize: How many latest elements to replay.
  /// - Returns: A connectable sequence.
  public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
    multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: bufferSize) })
  }

  /// A connectable sequence that replays every element to each new subscriber.
  ///
  /// ```swift
  /// let history = log.replayAll()
  /// history.connect().disposed(by: bag)
  /// ```
  ///
  /// - Returns: A connectable sequence.
  public func replayAll() -> ConnectableObservable<Element> {
    multicast(makeSubject: { ReplaySubject<Element>.createUnbounded() })
  }
}

// unchecked Sendable: `subject`, `connection` and `epoch` are guarded by `lock`; `source` is a
// `let`; `makeSubject` is a @Sendable `let`: it runs outside `lock`, as user code
private final class ConnectableObservableAdapter<Subject: SubjectType>:
  ConnectableObservable<Subject.Element>, @unchecked Sendable
{
  typealias SourceElement = Subject.Observer.Element

  private let source: Observable<SourceElement>
  private let makeSubject: @Sendable () -> Subject
  private let lock = Lock()
  // State, guarded by `lock`.
  private var subject: Subject?
  private var connection: Connection<Subject>?
  private var epoch = 0

  init(source: Observable<SourceElement>, makeSubject: @escaping @Sendable () -> Subject) {
    self.source = source
    self.makeSubject = makeSubject
  }

  /// The current subject, made if needed, and the epoch it belongs to. `makeSubject` is user
  /// code: it runs outside the lock; if two callers race, the first stored subject wins.
  private func currentSubject() -> (subject: Subject, epoch: Int) {
    if let current = lock.withLock({ subject.map { ($0, epoch) } }) { return current }
    let made = makeSubject()
    return lock.withLock {
      if let subject { return (subject, epoch) }
      subject = made
      return (made, epoch)
    }
  }

  override func connect() -> Disposable {
    while true {
      let (subject, subjectEpoch) = currentSubject()
      lock.lock()
      if let connection {
        lock.unlock()
        return connection
      }
      if subjectEpoch != epoch {
        // The subject was discarded meanwhile: connect the next one.
        lock.unlock()
        continue
      }
      let newConnection = Connection(parent: self, observer: subject.asObserver())
      connection = newConnection
      lock.unlock()
      newConnection.subscription.setDisposable(source.subscribe(newConnection))
      return newConnection
    }
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Subject.Element {
    currentSubject().subject.subscribe(observer)
  }

  fileprivate func disconnect(_ ended: Connection<Subject>) {
    lock.withLock {
      if connection === ended {
        connection = nil
        subject = nil
        epoch += 1
      }
    }
  }
}

/// One connection: forwards the source's events into its subject until disposed.
// unchecked Sendable: `disposed` is an AtomicFlag; `parent` is a weak reference set in init;
// `observer` (the subject's, not Sendable) gets the source's events one at a time (contract 2)
private final class Connection<Subject: SubjectType>: ObserverType, Disposable,
  @unchecked Sendable
{
  let subscription = SingleAssignmentDisposable()
  private let observer: Subject.Observer
  private weak var parent: ConnectableObservableAdapter<Subject>?
  private let disposed = AtomicFlag()

  init(parent: ConnectableObservableAdapter<Subject>, observer: Subject.Observer) {
    self.parent = parent
    self.observer = observer
  }

  func on(_ event: Event<Subject.Observer.Element>) {
    if disposed.isSet { return }
    if event.isStopEvent { dispose() }
    observer.on(event)
  }

  func dispose() {
    guard disposed.set() else { return }
    parent?.disconnect(self)
    subscription.dispose()
  }
}
