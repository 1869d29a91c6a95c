extension AsyncSequence where Self: SendableMetatype {
  /// This sequence as an observable whose per-subscription task runs at `priority`, as
  /// RxSwift 6's `asObservable(priority:)`; otherwise iterated as ``asObservable()``
  /// iterates it.
  ///
  /// ```swift
  /// let stream = AsyncStream<Int> { $0.yield(1); $0.finish() }
  /// stream.asObservable(priority: .background).subscribe(onNext: { print($0) })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter priority: The priority of each subscription's task.
  /// - Returns: An observable that iterates this sequence in a `Task` per subscription.
  public func asObservable(priority: TaskPriority?) -> Observable<Element> {
    AsyncSequenceProducer(sequence: self, detached: false, priority: priority)
  }

  /// This sequence as an observable whose per-subscription task is detached when `detached`
  /// is `true`, as RxSwift 6's `asObservable(detached:)`; otherwise iterated as
  /// ``asObservable()`` iterates it.
  ///
  /// ```swift
  /// let stream = AsyncStream<Int> { $0.yield(1); $0.finish() }
  /// stream.asObservable(detached: true).subscribe(onNext: { print($0) })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - detached: Whether each subscription's task is `Task.detached`.
  ///   - priority: The priority of each subscription's task.
  /// - Returns: An observable that iterates this sequence in a `Task` per subscription.
  public func asObservable(detached: Bool, priority: TaskPriority? = nil) -> Observable<Element> {
    AsyncSequenceProducer(sequence: self, detached: detached, priority: priority)
  }
}
