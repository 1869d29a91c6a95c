extension ObservableType {
  /// Runs side effects for each event and for the subscription's lifecycle, and forwards every
  /// event unchanged.
  ///
  /// ```swift
  /// request.do(onSubscribe: { spinner.start() }, onDispose: { spinner.stop() })
  /// ```
  ///
  /// - Parameters:
  ///   - onNext: Called with each element before it is forwarded.
  ///   - afterNext: Called with each element after it is forwarded.
  ///   - onError: Called with the error before it is forwarded.
  ///   - afterError: Called with the error after it is forwarded.
  ///   - onCompleted: Called before the completion is forwarded.
  ///   - afterCompleted: Called after the completion is forwarded.
  ///   - onSubscribe: Called before subscribing to the source.
  ///   - onSubscribed: Called after subscribing to the source.
  ///   - onDispose: Called once when the subscription ends, whatever the reason.
  /// - Returns: The same sequence. An error thrown by a handler before an event, or by
  ///   `afterNext`, is sent as an `error` event; one thrown after the terminal event goes to
  ///   ``Hooks/defaultErrorHandler``.
  public func `do`(
    onNext: (@Sendable (Element) throws -> Void)? = nil,
    afterNext: (@Sendable (Element) throws -> Void)? = nil,
    onError: (@Sendable (Swift.Error) throws -> Void)? = nil,
    afterError: (@Sendable (Swift.Error) throws -> Void)? = nil,
    onCompleted: (@Sendable () throws -> Void)? = nil,
    afterCompleted: (@Sendable () throws -> Void)? = nil,
    onSubscribe: (@Sendable () -> Void)? = nil,
    onSubscribed: (@Sendable () -> Void)? = nil,
    onDispose: (@Sendable () -> Void)? = nil
  ) -> Observable<Element> {
    // Values take the sink's `onNext` path (no `Event`); these two see only terminal events.
    let before: @Sendable (Event<Element>) throws -> Void = { event in
      switch event {
      case .next: break
      case .error(let error): try onError?(error)
      case .completed: try onCompleted?()
      }
    }
    let after: @Sendable (Event<Element>) throws -> Void = { event in
      switch event {
      case .next: break
      case .error(let error): try afterError?(error)
      case .completed: try afterCompleted?()
      }
    }
    return DoProducer(
      source: asObservable(), beforeNext: onNext, afterNext: afterNext, before: before,
      after: after, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
  }
}

// unchecked Sendable: immutable after init (`let`s only); the closures are @Sendable
private final class DoProducer<Element>: Producer<Element>, @unchecked Sendable {
  let source: Observable<Element>
  let beforeNext: (@Sendable (Element) throws -> Void)?
  let afterNext: (@Sendable (Element) throws -> Void)?
  let before: @Sendable (Event<Element>) throws -> Void
  let after: @Sendable (Event<Element>) throws -> Void
  let onSubscribe: (@Sendable () -> Void)?
  let onSubscribed: (@Sendable () -> Void)?
  let onDispose: (@Sendable () -> Void)?

  init(
    source: Observable<Element>, beforeNext: (@Sendable (Element) throws -> Void)?,
    afterNext: (@Sendable (Element) throws -> Void)?,
    before: @escaping @Sendable (Event<Element>) throws -> Void,
    after: @escaping @Sendable (Event<Element>) throws -> Void,
    onSubscribe: (@Sendable () -> Void)?,
    onSubscribed: (@Sendable () -> Void)?, onDispose: (@Sendable () -> Void)?
  ) {
    self.source = source
    self.beforeNext = beforeNext
    self.afterNext = afterNext
    self.before = before
    self.after = after
    self.onSubscribe = onSubscribe
    self.onSubscribed = onSubscribed
    self.onDispose = onDispose
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    onSubscribe?()
    let sink = DoSink(
      beforeNext: beforeNext, afterNext: afterNext, before: before, after: after,
      observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    onSubscribed?()
    guard let onDispose else { return (sink, subscription) }
    return (sink, Disposables.create(subscription, Disposables.create(with: onDispose)))
  }
}

// unchecked Sendable: immutable after init (`let`s only); the closures are @Sendable
private final class DoSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Observer.Element
  let beforeNext: (@Sendable (Element) throws -> Void)?
  let afterNext: (@Sendable (Element) throws -> Void)?
  let before: @Sendable (Event<Element>) throws -> Void
  let after: @Sendable (Event<Element>) throws -> Void

  init(
    beforeNext: (@Sendable (Element) throws -> Void)?,
    afterNext: (@Sendable (Element) throws -> Void)?,
    before: @escaping @Sendable (Event<Element>) throws -> Void,
    after: @escaping @Sendable (Event<Element>) throws -> Void, observer: Observer,
    cancel: Cancelable
  ) {
    self.beforeNext = beforeNext
    self.afterNext = afterNext
    self.before = before
    self.after = after
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Element>) {
    if case .next(let value) = event {
      onNext(value)
      return
    }
    do {
      try before(event)
    } catch {
      forwardOn(.error(error))
      dispose()
      return
    }
    forwardOn(event)
    do {
      try after(event)
    } catch {
      // After the terminal event there is nobody downstream to tell.
      Hooks.defaultErrorHandler([], error)
    }
    dispose()
  }

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Element) {
    do {
      try beforeNext?(value)
    } catch {
      forwardErrorAndDispose(error)
      return
    }
    forwardNext(value)
    do {
      try afterNext?(value)
    } catch {
      forwardErrorAndDispose(error)
    }
  }
}

/// A silent end of the source (a released subject) ends this sink and the chain behind it.
extension DoSink: SilentEndObserver {
  func sourceEndedSilently() { endWithSilentSource() }
}
