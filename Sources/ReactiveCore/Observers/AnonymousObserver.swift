/// The observer behind `subscribe(onNext:...)`: forwards to a closure and drops anything
/// after a terminal event, so a misbehaving source cannot break the grammar (contract 1).
///
/// Created with ``init(onNext:terminal:)``, values go straight to the value closure
/// (``onNext(_:)`` builds no ``Event``) and only terminal events go to the event closure.
// unchecked Sendable: immutable after init; `stopped` is an AtomicFlag; `handler` and `nextHandler`
// are @Sendable `let`s
@usableFromInline
final class AnonymousObserver<Element>: ObserverType, @unchecked Sendable {
  @usableFromInline let handler: @Sendable (Event<Element>) -> Void
  /// Receives the values, unless ``handlerTakesValues``.
  @usableFromInline let nextHandler: @Sendable (Element) -> Void
  /// Whether ``handler`` takes values too (the event-closure initializer): then values go to
  /// it, and a `.next` event arriving through ``on(_:)`` goes to it as it is.
  @usableFromInline let handlerTakesValues: Bool
  @usableFromInline let stopped = AtomicFlag()

  /// An observer that sends every event to `handler`.
  ///
  /// ```swift
  /// let observer = AnonymousObserver<Int> { event in print(event) }
  /// ```
  ///
  /// - Parameter handler: Receives every event.
  @inlinable
  init(_ handler: @escaping @Sendable (Event<Element>) -> Void) {
    self.handler = handler
    // Unused (`handlerTakesValues`); a closure without captures allocates nothing.
    self.nextHandler = { _ in }
    self.handlerTakesValues = true
  }

  /// An observer that sends values to `onNext` and the terminal event to `terminal`.
  ///
  /// ```swift
  /// let observer = AnonymousObserver<Int>(
  ///   onNext: { print($0) }, terminal: { event in print("ended:", event) })
  /// ```
  ///
  /// - Parameters:
  ///   - onNext: Receives each value, without an ``Event`` being built.
  ///   - terminal: Receives the `error` or `completed` event, at most once; never `next`.
  @inlinable
  init(
    onNext: @escaping @Sendable (Element) -> Void,
    terminal: @escaping @Sendable (Event<Element>) -> Void
  ) {
    self.handler = terminal
    self.nextHandler = onNext
    self.handlerTakesValues = false
  }

  @inlinable
  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      if stopped.isSet { return }
      if handlerTakesValues {
        handler(event)
      } else {
        nextHandler(value)
      }
    case .error, .completed:
      if stopped.set() { handler(event) }
    }
  }

  @inlinable
  func onNext(_ element: Element) {
    if stopped.isSet { return }
    if handlerTakesValues {
      sendNextEvent(element)
    } else {
      nextHandler(element)
    }
  }

  /// Out of line, so that ``onNext(_:)`` itself builds no ``Event``.
  @usableFromInline @inline(never)
  func sendNextEvent(_ element: Element) {
    handler(.next(element))
  }
}
