extension ObservableType {
  /// Returns a sequence that fails at once with `error`.
  ///
  /// ```swift
  /// Observable<Int>.error(URLError(.notConnectedToInternet))
  /// ```
  ///
  /// - Parameter error: The failure.
  /// - Returns: The sequence `error(error)`.
  public static func error(_ error: Swift.Error) -> Observable<Element> {
    ErrorProducer(error: error)
  }
}

// unchecked Sendable: immutable after init: `error` is a `let` (errors are Sendable)
private final class ErrorProducer<Element>: Producer<Element>, @unchecked Sendable {
  let error: Swift.Error

  init(error: Swift.Error) {
    self.error = error
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    observer.on(.error(error))
    return Disposables.create()
  }
}
