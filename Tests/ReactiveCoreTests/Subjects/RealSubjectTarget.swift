import ReactiveCore

/// The real subject or relay of a ``SubjectModel/Kind`` behind the ``ModelTarget`` interface.
final class RealSubjectTarget: ModelTarget {
  private let source: Observable<Int>
  private let onEvent: @Sendable (Event<Int>) -> Void
  private let disposeAll: @Sendable () -> Void

  init(kind: SubjectModel.Kind, bufferSize: Int) {
    switch kind {
    case .publish:
      let subject = PublishSubject<Int>()
      (source, onEvent, disposeAll) = (subject.asObservable(), subject.on, subject.dispose)
    case .behavior:
      let subject = BehaviorSubject(value: 0)
      (source, onEvent, disposeAll) = (subject.asObservable(), subject.on, subject.dispose)
    case .replay:
      let subject = ReplaySubject<Int>.create(bufferSize: bufferSize)
      (source, onEvent, disposeAll) = (subject.asObservable(), subject.on, subject.dispose)
    case .async:
      let subject = AsyncSubject<Int>()
      (source, onEvent, disposeAll) = (subject.asObservable(), subject.on, {})
    case .publishRelay:
      let relay = PublishRelay<Int>()
      (source, onEvent, disposeAll) = (relay.asObservable(), { relay.accept($0.element ?? 0) }, {})
    case .behaviorRelay:
      let relay = BehaviorRelay(value: 0)
      (source, onEvent, disposeAll) = (relay.asObservable(), { relay.accept($0.element ?? 0) }, {})
    case .replayRelay:
      let relay = ReplayRelay<Int>.create(bufferSize: bufferSize)
      (source, onEvent, disposeAll) = (relay.asObservable(), { relay.accept($0.element ?? 0) }, {})
    }
  }

  static func describe(_ error: Swift.Error) -> String {
    if let error = error as? TestError { return "error(\(error.code))" }
    return "error(disposed)"
  }

  func subscribe(_ handler: @escaping @Sendable (String) -> Void) -> @Sendable () -> Void {
    subscribe(handler, useClosures: false)
  }

  /// Subscribes through an observer (`ObserverRegistration`) or closures
  /// (`ClosureRegistration`): both paths are checked.
  func subscribe(
    _ handler: @escaping @Sendable (String) -> Void, useClosures: Bool
  ) -> @Sendable () -> Void {
    let subscription: Disposable
    if useClosures {
      subscription = source.subscribe(
        onNext: { handler("next(\($0))") }, onError: { handler(Self.describe($0)) },
        onCompleted: { handler("completed") })
    } else {
      subscription = source.subscribe(
        AnyObserver { event in
          switch event {
          case .next(let value): handler("next(\(value))")
          case .error(let error): handler(Self.describe(error))
          case .completed: handler("completed")
          }
        })
    }
    return { subscription.dispose() }
  }

  func send(_ value: Int) { onEvent(.next(value)) }
  func complete() { onEvent(.completed) }
  func fail(_ code: Int) { onEvent(.error(TestError(code))) }
  func disposeSubject() { disposeAll() }
}
