/// A sequence that delivers on the main actor, as its type tells the compiler: what
/// `observe(on: MainScheduler.instance)` returns.
///
/// Its `subscribe` and `bind` closures are `@MainActor`, so a `@MainActor` view model may touch
/// its own state in them, and the compiler checks that it does so nowhere else. Every other
/// operator treats it as any observable (`map` after it returns an `Observable`, whose
/// closures are `@Sendable` again).
///
/// ```swift
/// @MainActor final class CounterModel {
///   var count = 0
///   let bag = DisposeBag()
///   init(taps: Observable<Int>) {
///     taps.observe(on: MainScheduler.instance)
///       .subscribe(onNext: { [weak self] tap in self?.count += tap })
///       .disposed(by: bag)
///   }
/// }
/// ```
///
/// Values, the error and completion arrive on the main queue (``MainScheduler``); in a console
/// program that queue must be served (an `async` `@main`, or `dispatchMain()`).
public struct MainActorObservable<Element: Sendable>: ObservableType, Sendable {
  /// The source, already delivering through `MainScheduler`.
  private let source: Observable<Element>

  init(deliveringOnMain source: Observable<Element>) {
    self.source = source
  }

  /// Subscribes `observer`; it receives the events on the main queue.
  ///
  /// ```swift
  /// values.observe(on: MainScheduler.instance).subscribe(observer)
  /// ```
  ///
  /// - Parameter observer: The receiver.
  /// - Returns: The subscription.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    source.subscribe(observer)
  }

  /// This sequence as a plain observable (its closures are `@Sendable` again).
  ///
  /// ```swift
  /// let plain: Observable<Int> = values.observe(on: MainScheduler.instance).asObservable()
  /// ```
  ///
  /// - Returns: The same events, still delivered on the main queue.
  public func asObservable() -> Observable<Element> {
    source
  }
}
