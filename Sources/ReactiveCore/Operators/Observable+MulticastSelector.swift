extension ObservableType {
  /// Shares one subscription to this sequence, through a fresh subject, inside `selector`
  /// only (RxSwift's `multicast(_:selector:)`).
  ///
  /// For each subscription: `subjectSelector` makes a subject, `selector` builds the result
  /// from the multicast sequence (subscribe to it as often as needed), the result is
  /// subscribed, then the source is connected. Disposing the subscription disconnects the
  /// source. A factory that throws fails the subscription.
  ///
  /// ```swift
  /// let pairs = readings.multicast({ PublishSubject<Int>() }) { shared in
  ///   Observable.zip(shared, shared.skip(1))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - subjectSelector: Makes the subject for one subscription.
  ///   - selector: Builds the result from the multicast sequence.
  /// - Returns: The events of the sequence `selector` builds.
  public func multicast<Subject: SubjectType, Result>(
    _ subjectSelector: @escaping @Sendable () throws -> Subject,
    selector: @escaping @Sendable (Observable<Subject.Element>) throws -> Observable<Result>
  ) -> Observable<Result> where Subject.Observer.Element == Element {
    let source = asObservable()
    return Observable.create { observer in
      do {
        let subject = try subjectSelector()
        let connectable = source.multicast(subject)
        let result = try selector(connectable.asObservable())
        let subscription = result.subscribe(observer)
        return Disposables.create(subscription, connectable.connect())
      } catch {
        observer.onError(error)
        return Disposables.create()
      }
    }
  }
}
