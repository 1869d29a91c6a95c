extension ObservableType {
  /// Creates a resource for each subscription and a sequence that uses it; the resource is
  /// disposed when the subscription ends, after the sequence's own subscription
  /// (RxSwift's `Observable.using`).
  ///
  /// Either factory throwing fails the subscription (a resource already made is disposed).
  ///
  /// ```swift
  /// Observable.using({ FileHandleDisposable(path) }, observableFactory: { $0.lines })
  ///   .subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - resourceFactory: Makes the resource, once per subscription.
  ///   - observableFactory: Makes the sequence that uses the resource.
  /// - Returns: The sequence's events.
  public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping @Sendable () throws -> Resource,
    observableFactory: @escaping @Sendable (Resource) throws -> Observable<Element>
  ) -> Observable<Element> {
    Observable.create { observer in
      var resource: Disposable = Disposables.create()
      do {
        let made = try resourceFactory()
        resource = made
        let source = try observableFactory(made)
        return Disposables.create(source.subscribe(observer), resource)
      } catch {
        observer.onError(error)
        return resource
      }
    }
  }
}
