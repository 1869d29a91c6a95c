extension ObservableType {
  /// Creates an observable that runs an `async throws` closure in a `Task` per subscription
  /// and emits its result, then `completed`.
  ///
  /// A thrown error becomes an `error` event. Disposing the subscription cancels the task;
  /// the closure sees `Task.isCancelled` and whatever it throws afterwards is not reported.
  /// The closure runs where its own isolation says: one written inside a `@MainActor` type
  /// runs on the main actor; otherwise on the global executor. Nothing runs until subscribe.
  ///
  /// ```swift
  /// let user = Observable.async { try await api.fetchUser(id: 42) }
  /// user.subscribe(onNext: { print($0.name) }).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - priority: The priority of each subscription's task.
  ///   - work: The work; called once per subscription.
  /// - Returns: An observable of one element, or an error.
  public static func async(
    priority: TaskPriority? = nil, _ work: @escaping @Sendable () async throws -> Element
  ) -> Observable<Element> {
    task(priority: priority) { observer in
      observer.onNext(try await work())
    }
  }

  /// Creates an observable from an `async throws` closure that sends any number of values to
  /// an observer, run in a `Task` per subscription: an asynchronous `create`.
  ///
  /// When the closure returns, the sequence completes; when it throws, the error is sent. It
  /// may also end the sequence itself with `onCompleted()` or `onError(_:)`; anything sent
  /// after that is dropped. Disposing the subscription cancels the task and nothing more is
  /// delivered. Sends are serialised, even from concurrent child tasks.
  ///
  /// ```swift
  /// let pages = Observable<Page>.task { observer in
  ///   var next: URL? = firstPage
  ///   while let url = next {
  ///     let page = try await api.page(url)
  ///     observer.onNext(page)
  ///     next = page.next
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - priority: The priority of each subscription's task.
  ///   - body: The work; called once per subscription with that subscription's observer.
  /// - Returns: The observable.
  public static func task(
    priority: TaskPriority? = nil,
    _ body: @escaping @Sendable (AnyObserver<Element>) async throws -> Void
  ) -> Observable<Element> {
    // `body` is called from each subscription's task; it is handed over, never called by the
    // core concurrently with itself for one subscription (see UncheckedSendableBox).
    let box = UncheckedSendableBox(body)
    return Observable.create { observer in
      let task = Task(priority: priority) {
        do {
          try await box.value(observer)
          observer.onCompleted()
        } catch {
          if !Task.isCancelled { observer.onError(error) }
        }
      }
      return Disposables.create { task.cancel() }
    }
  }
}
