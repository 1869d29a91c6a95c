import Synchronization

/// Per-subscription state of an operator: forwards events downstream until disposed.
///
/// Subclasses call ``forwardOn(_:)`` for every event and ``dispose()`` after forwarding a
/// terminal event. Forwarding after disposal is dropped, which keeps the grammar (contract 1)
/// and the dispose guarantee (contract 4). Counts itself in ``Diagnostics``.
// unchecked Sendable: `disposedFlag` is an Atomic<Bool>; `observer` and `cancel` are `let`s;
// `observer` need not be Sendable: it gets its events one at a time (contract 2)
class Sink<Observer: ObserverType>: Disposable, @unchecked Sendable {
  final let observer: Observer
  final let cancel: Cancelable
  /// Stored inline (not an ``AtomicFlag`` object): one allocation less per subscription.
  private let disposedFlag = Atomic<Bool>(false)

  init(observer: Observer, cancel: Cancelable) {
    self.observer = observer
    self.cancel = cancel
    Diagnostics.subscriptionCreated()
  }

  /// Whether the sink has been disposed.
  final var isDisposed: Bool { disposedFlag.load(ordering: .acquiring) }

  /// Sends `event` downstream unless the sink is disposed.
  @inline(__always)
  final func forwardOn(_ event: Event<Observer.Element>) {
    if disposedFlag.load(ordering: .acquiring) { return }
    observer.on(event)
  }

  /// Sends `element` downstream unless the sink is disposed, without building an ``Event``:
  /// the per-value fast path of ``forwardOn(_:)``, through ``ObserverType/onNext(_:)``.
  ///
  /// ```swift
  /// func onNext(_ value: Source) { forwardNext(transform(value)) }
  /// ```
  ///
  /// - Parameter element: The value.
  @inline(__always)
  final func forwardNext(_ element: Observer.Element) {
    if disposedFlag.load(ordering: .acquiring) { return }
    observer.onNext(element)
  }

  /// Sends `error` downstream (unless the sink is disposed), then disposes the sink.
  ///
  /// Out of line on purpose: a per-value path (``ObserverType/onNext(_:)``) that handles a
  /// thrown error with it builds no ``Event`` and looks up no `Event` metadata itself.
  ///
  /// ```swift
  /// do { forwardNext(try transform(value)) } catch { forwardErrorAndDispose(error) }
  /// ```
  ///
  /// - Parameter error: The failure.
  @inline(never)
  final func forwardErrorAndDispose(_ error: Swift.Error) {
    forwardOn(.error(error))
    dispose()
  }

  /// Stops forwarding and disposes the upstream subscription.
  func dispose() {
    if !disposedFlag.exchange(true, ordering: .acquiringAndReleasing) {
      Diagnostics.subscriptionReleased()
      cancel.dispose()
    }
  }
}

extension Sink {
  /// Sends `event` downstream; a terminal event also disposes the sink.
  ///
  /// ```swift
  /// serial.run(event, forward)
  /// ```
  ///
  /// - Parameter event: The event.
  @inline(__always)
  func forward(_ event: Event<Observer.Element>) {
    forwardOn(event)
    if event.isStopEvent { dispose() }
  }

  /// Sends `event` through `serial`, so that events arriving from several threads or sources
  /// at once reach the observer one at a time, in order (contract 2), unless a terminal event
  /// went first: the first terminal event sets `stopped`, and every event after it is dropped
  /// (contract 1).
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - serial: The sink's delivery queue.
  ///   - stopped: Whether a terminal event was sent.
  @inline(__always)
  func sendSerially(
    _ event: Event<Observer.Element>, _ serial: SerialDelivery<Event<Observer.Element>>,
    _ stopped: AtomicFlag
  ) {
    if event.isStopEvent {
      if !stopped.set() { return }
    } else if stopped.isSet {
      return
    }
    serial.run(event, forward)
  }
}
