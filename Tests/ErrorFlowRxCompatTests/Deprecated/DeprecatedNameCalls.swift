import ErrorFlowRxCompat
import ErrorFlowTesting
import ReactiveCore

/// Reaches ``DeprecatedNameCalls``' deprecated calls without a deprecation warning at the
/// call site.
protocol DeprecatedNameCalling {
  /// An old name's operator and its new name's, applied to a source, a failing source and
  /// a scheduler.
  typealias Pair = (
    name: String,
    old: (Observable<Int>, Observable<Int>, TestScheduler) -> Observable<Int>,
    new: (Observable<Int>, Observable<Int>, TestScheduler) -> Observable<Int>
  )
  /// Every deprecated name, as the migration article writes it.
  static var names: Set<String> { get }
  static func observablePairs() -> [Pair]
  static func observeOn(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int>
  static func subscribeOn(_ source: Observable<Int>, _ scheduler: TestScheduler)
    -> Observable<Int>
  static func singleObserveOnSubscribeOn(_ source: Single<Int>, _ scheduler: TestScheduler)
    -> Single<Int>
}

/// Calls every deprecated name, from functions deprecated themselves, so the calls do not
/// warn.
enum DeprecatedNameCalls: DeprecatedNameCalling {
  static let names: Set<String> = [
    "elementAt", "takeWhile", "skipWhile", "takeUntil", "skipUntil", "catchError",
    "catchErrorJustReturn", "retryWhen", "skip(_:scheduler:)", "observeOn", "subscribeOn",
  ]
}

extension DeprecatedNameCalls {
  @available(*, deprecated)
  static func observablePairs() -> [Pair] {
    let retries: @Sendable (Observable<any Error>) -> Observable<Int> = { errors in
      errors.enumerated().flatMap { index, error in
        index < 1 ? Observable.just(0) : Observable.error(error)
      }
    }
    return [
      ("elementAt", { s, _, _ in s.elementAt(2) }, { s, _, _ in s.element(at: 2) }),
      (
        "takeWhile", { s, _, _ in s.takeWhile { $0 < 3 } }, { s, _, _ in s.take(while: { $0 < 3 }) }
      ),
      (
        "skipWhile", { s, _, _ in s.skipWhile { $0 < 3 } }, { s, _, _ in s.skip(while: { $0 < 3 }) }
      ),
      (
        "takeUntil(other)", { s, _, t in s.takeUntil(t.createColdObservable([.next(25, 0)])) },
        { s, _, t in s.take(until: t.createColdObservable([.next(25, 0)])) }
      ),
      (
        "takeUntil(behavior:)", { s, _, _ in s.takeUntil(.inclusive) { $0 == 2 } },
        { s, _, _ in s.take(until: { $0 == 2 }, behavior: .inclusive) }
      ),
      (
        "skipUntil", { s, _, t in s.skipUntil(t.createColdObservable([.next(25, 0)])) },
        { s, _, t in s.skip(until: t.createColdObservable([.next(25, 0)])) }
      ),
      (
        "catchError", { _, f, _ in f.catchError { _ in .just(9) } },
        { _, f, _ in f.catch { _ in .just(9) } }
      ),
      (
        "catchErrorJustReturn", { _, f, _ in f.catchErrorJustReturn(9) },
        { _, f, _ in f.catchAndReturn(9) }
      ),
      ("retryWhen", { _, f, _ in f.retryWhen(retries) }, { _, f, _ in f.retry(when: retries) }),
      (
        "skip(_:scheduler:)", { s, _, t in s.skip(.seconds(25), scheduler: t) },
        { s, _, t in s.skip(for: .seconds(25), scheduler: t) }
      ),
      ("observeOn", { s, _, t in s.observeOn(t) }, { s, _, t in s.observe(on: t) }),
      ("subscribeOn", { s, _, t in s.subscribeOn(t) }, { s, _, t in s.subscribe(on: t) }),
    ]
  }

  @available(*, deprecated)
  static func observeOn(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
    source.observeOn(scheduler)
  }

  @available(*, deprecated)
  static func subscribeOn(_ source: Observable<Int>, _ scheduler: TestScheduler)
    -> Observable<Int>
  {
    source.subscribeOn(scheduler)
  }

  @available(*, deprecated)
  static func singleObserveOnSubscribeOn(_ source: Single<Int>, _ scheduler: TestScheduler)
    -> Single<Int>
  {
    source.subscribeOn(scheduler).observeOn(scheduler)
  }
}
