import ErrorFlowRxCompat
import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

/// An owner for `subscribe(with:)` and `bind(with:)`, which must be `Sendable`.
private final class Owner: Sendable {}

extension MigrationArticleTests {
  /// References every name the migration article supports, each next to the name it
  /// records; nothing is subscribed, so nothing runs. Returns the recorded names.
  func referenceEverySupportedName() -> Set<String> {
    var names: Set<String> = []
    func note(_ name: String, _ reference: Any...) { names.insert(name) }
    let o = Observable.of(1, 2)
    let s = MainScheduler.instance
    let t = RxTimeInterval.seconds(1)
    referenceCoreTypes(note)
    // Subjects and multicasting
    note("PublishSubject", PublishSubject<Int>.self)
    note("BehaviorSubject", BehaviorSubject<Int>.self)
    note("ReplaySubject", ReplaySubject<Int>.self)
    note("AsyncSubject", AsyncSubject<Int>.self)
    note("SubjectType", (any SubjectType).self)
    note("ConnectableObservable", ConnectableObservable<Int>.self)
    note("publish", o.publish())
    note("replay", o.replay(1))
    note("replayAll", o.replayAll())
    note("multicast", o.multicast(PublishSubject<Int>()), o.multicast({ PublishSubject() }) { $0 })
    note("connect", ConnectableObservable<Int>.connect)
    note("refCount", o.publish().refCount())
    note("share", o.share(replay: 1, scope: .forever))
    // Creation
    note("create", Observable<Int>.create { _ in Disposables.create() })
    note("just", Observable.just(1))
    note("empty", Observable<Int>.empty())
    note("never", Observable<Int>.never())
    note("error", Observable<Int>.error(RxError.unknown))
    note("of", Observable.of(1, 2, scheduler: s))
    note("from", Observable.from([1]), Observable.from(optional: 1))
    note("deferred", Observable.deferred { o })
    note("range", Observable.range(start: 0, count: 3))
    note("repeatElement", Observable.repeatElement(1))
    note(
      "generate", Observable.generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 }))
    note("interval", Observable<Int>.interval(t, scheduler: s))
    note("timer", Observable<Int>.timer(t, scheduler: s))
    note("using", Observable.using({ BooleanDisposable() }, observableFactory: { _ in o }))
    // Transforming and filtering
    note("map", o.map { $0 })
    note("compactMap", o.compactMap { $0 })
    note("flatMap", o.flatMap { _ in o })
    note("flatMapLatest", o.flatMapLatest { _ in o })
    note("flatMapFirst", o.flatMapFirst { _ in o })
    note("concatMap", o.concatMap { _ in o })
    note("scan", o.scan(0, accumulator: +), o.scan(into: 0) { $0 += $1 })
    note("filter", o.filter { $0 > 0 })
    note("distinctUntilChanged", o.distinctUntilChanged())
    note(
      "skip", o.skip(1), o.skip(while: { $0 < 1 }), o.skip(until: o), o.skip(for: t, scheduler: s))
    note(
      "take", o.take(1), o.take(while: { $0 < 1 }), o.take(until: o), o.take(for: t, scheduler: s))
    note("takeLast", o.takeLast(1))
    note("element(at:)", o.element(at: 0))
    note("ignoreElements", o.ignoreElements())
    note("sample", o.sample(o, defaultValue: 0))
    note("debounce", o.debounce(t, scheduler: s))
    note("throttle", o.throttle(t, latest: false, scheduler: s))
    note("buffer", o.buffer(timeSpan: t, count: 2, scheduler: s))
    note("enumerated", o.enumerated())
    note("single", o.single())
    note("first", o.first())
    note("reduce", o.reduce(0, accumulator: +))
    note("toArray", o.toArray())
    note("decode", Observable.just(Data()).decode(type: Int.self, decoder: JSONDecoder()))
    note("withUnretained", o.withUnretained(Owner()))
    note("startWith", o.startWith(0))
    note("groupBy", o.groupBy { $0 % 2 })
    note("GroupedObservable", GroupedObservable(key: 0, source: o))
    note("window", o.window(timeSpan: t, count: 2, scheduler: s))
    referenceCombiningAndUtilities(o, s, t, note)
    referenceSchedulersAndDisposables(note)
    referenceTraitsRelaysAndCocoa(o, note)
    referenceTestingNames(note)
    referenceParityNames(note)
    return names
  }

  private func referenceCoreTypes(_ note: (String, Any...) -> Void) {
    note("Observable", Observable<Int>.self)
    note("ObservableType", (any ObservableType).self)
    note("ObservableConvertibleType", (any ObservableConvertibleType).self)
    note("Event", Event<Int>.next(1))
    note("ObserverType", (any ObserverType).self)
    note("AnyObserver", AnyObserver<Int>.self)
    note("Disposable", (any Disposable).self)
    note("Cancelable", (any Cancelable).self)
    note("RxError", RxError.noElements)
    note("Hooks", Hooks.self)
    note("Resources", Resources.self)
    note("RxTimeInterval", RxTimeInterval.milliseconds(1))
    note("RxTime", RxTime.self)
    note("TakeBehavior", TakeBehavior.inclusive)
    note("SubjectLifetimeScope", SubjectLifetimeScope.whileConnected)
    note("Reactive", Reactive<NSObject>.self)
    note("ReactiveCompatible", (any ReactiveCompatible).self)
    note("DataDecoder", (any DataDecoder).self)
  }

  private func referenceCombiningAndUtilities(
    _ o: Observable<Int>, _ s: MainScheduler, _ t: RxTimeInterval,
    _ note: (String, Any...) -> Void
  ) {
    note("combineLatest", Observable.combineLatest(o, o), Observable.combineLatest([o, o]))
    note("zip", Observable.zip(o, o), Observable.zip([o, o]))
    note("merge", Observable.merge(o, o), Observable.just(o).merge(maxConcurrent: 1))
    note("concat", o.concat(o), Observable.concat([o, o]))
    note("withLatestFrom", o.withLatestFrom(o))
    note("switchLatest", Observable.just(o).switchLatest())
    note("amb", o.amb(o))
    note("catch", o.catch { _ in o })
    note("catchAndReturn", o.catchAndReturn(0))
    note("catch(sequence:)", Observable.catch(sequence: [o, o]))
    note("retry", o.retry(), o.retry(2))
    note("retry(when:)", o.retry(when: { (errors: Observable<Error>) in errors }))
    note("timeout", o.timeout(t, scheduler: s), o.timeout(t, other: o, scheduler: s))
    note("ifEmpty", o.ifEmpty(default: 0), o.ifEmpty(switchTo: o))
    note("delay", o.delay(t, scheduler: s))
    note("delaySubscription", o.delaySubscription(t, scheduler: s))
    note("do", o.do(onNext: { _ in }, onError: { _ in }, onSubscribe: {}, onDispose: {}))
    note("materialize", o.materialize())
    note("dematerialize", o.materialize().dematerialize())
    note("debug", o.debug("tag"))
    note("observe(on:)", o.observe(on: s))
    note("subscribe(on:)", o.subscribe(on: s))
    note("subscribe", Observable<Int>.subscribe(onNext:onError:onCompleted:onDisposed:))
    note(
      "subscribe(with:)",
      Observable<Int>.subscribe(with:onNext:onError:onCompleted:onDisposed:)
        as (Observable<Int>) -> (
          Owner, (@Sendable (Owner, Int) -> Void)?, (@Sendable (Owner, Error) -> Void)?,
          (@Sendable (Owner) -> Void)?, (@Sendable (Owner) -> Void)?
        ) -> Disposable)
    note("bind", Observable<Int>.bind(onNext:))
    note(
      "bind(with:)",
      Observable<Int>.bind(with:onNext:)
        as (Observable<Int>) -> (Owner, @escaping @Sendable (Owner, Int) -> Void) -> Disposable)
    note("values", \Observable<Int>.values)
  }
}
