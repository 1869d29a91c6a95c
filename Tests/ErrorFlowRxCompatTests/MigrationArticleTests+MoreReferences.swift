import ErrorFlowRxCompat
import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

extension MigrationArticleTests {
  func referenceSchedulersAndDisposables(_ note: (String, Any...) -> Void) {
    note("ImmediateSchedulerType", (any ImmediateSchedulerType).self)
    note("SchedulerType", (any SchedulerType).self)
    note("MainScheduler", MainScheduler.instance, MainScheduler.asyncInstance)
    note("ConcurrentMainScheduler", ConcurrentMainScheduler.instance)
    note("SerialDispatchQueueScheduler", SerialDispatchQueueScheduler(qos: .default))
    note("ConcurrentDispatchQueueScheduler", ConcurrentDispatchQueueScheduler(qos: .default))
    note("CurrentThreadScheduler", CurrentThreadScheduler.instance)
    note(
      "VirtualTimeScheduler",
      VirtualTimeScheduler(initialClock: Date(), converter: HistoricalSchedulerTimeConverter()))
    note("VirtualTimeConverterType", (any VirtualTimeConverterType).self)
    note("VirtualTimeComparison", VirtualTimeComparison.equal)
    note("HistoricalScheduler", HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0)))
    note("HistoricalSchedulerTimeConverter", HistoricalSchedulerTimeConverter())
    note(
      "OperationQueueScheduler",
      OperationQueueScheduler(operationQueue: OperationQueue(), queuePriority: .normal))
    note("Disposables", Disposables.create(), Disposables.create {})
    note(
      "DisposeBag", DisposeBag(), DisposeBag {},
      DisposeBag.insert(_:) as (DisposeBag) -> ([Disposable]) -> Void)
    note("disposed(by:)", Disposable.disposed(by:) as (Disposable) -> (DisposeBag) -> Void)
    note("CompositeDisposable", CompositeDisposable())
    note("SerialDisposable", SerialDisposable())
    note("SingleAssignmentDisposable", SingleAssignmentDisposable())
    note("BooleanDisposable", BooleanDisposable())
    note("RefCountDisposable", RefCountDisposable(disposable: Disposables.create()))
    note("ScheduledDisposable", ScheduledDisposable.self)
  }

  func referenceTraitsRelaysAndCocoa(_ o: Observable<Int>, _ note: (String, Any...) -> Void) {
    let single = Single.just(1)
    let maybe = Maybe.just(1)
    let completable = Completable.empty()
    note("Single", single, Single<Int>.create { _ in Disposables.create() })
    note("Maybe", maybe, Single.zip(single, single), Maybe.zip(maybe, maybe))
    note("Completable", completable, Completable.zip(completable, completable))
    note("SingleEvent", SingleEvent<Int>.success(1))
    note("MaybeEvent", MaybeEvent<Int>.completed)
    note("CompletableEvent", CompletableEvent.completed)
    note("PrimitiveSequence", PrimitiveSequence<SingleTrait, Int>.self)
    note("asSingle", o.asSingle())
    note("asMaybe", o.asMaybe())
    note("asCompletable", o.ignoreElements().asCompletable())
    note("andThen", completable.andThen(single))
    note(
      "Infallible", Infallible.just(1).map { $0 },
      Infallible.combineLatest(Infallible.just(1), Infallible.just(2)))
    note("InfallibleType", (any InfallibleType).self)
    note("InfallibleEvent", InfallibleEvent<Int>.completed)
    note("asInfallible", o.asInfallible(onErrorJustReturn: 0), PublishRelay<Int>().asInfallible())
    note("PublishRelay", PublishRelay<Int>())
    note("BehaviorRelay", BehaviorRelay(value: 0))
    note("ReplayRelay", ReplayRelay<Int>.create(bufferSize: 1))
    note("accept", PublishRelay<Int>.accept)
    note("Driver", Driver.just(1), Driver<Int>.self)
    note("Signal", Signal<Int>.empty())
    note("SharedSequence", SharedSequence<DriverSharingStrategy, Int>.self)
    note("asDriver", o.asDriver(onErrorJustReturn: 0), PublishRelay<Int>().asDriver())
    note("asSignal", o.asSignal(onErrorJustReturn: 0), PublishRelay<Int>().asSignal())
    note("drive", Driver<Int>.drive(onNext:onCompleted:onDisposed:))
    note("emit", Signal<Int>.emit(onNext:onCompleted:onDisposed:))
    note("Binder", Binder<Int>.self)
    note("SharingScheduler", SharingScheduler.self)
  }

  func referenceTestingNames(_ note: (String, Any...) -> Void) {
    let scheduler = TestScheduler(initialClock: 0)
    note("TestScheduler", scheduler)
    note("TestableObserver", TestableObserver<Int>.self)
    note("TestableObservable", TestableObservable<Int>.self)
    note("Recorded", Recorded.next(0, 1), Recorded.completed(0, Int.self))
    note("Subscription", Subscription(200, 1000))
    note("TestTime", TestTime(0))
    note("createHotObservable", scheduler.createHotObservable([.next(210, 1)]))
    note("createColdObservable", scheduler.createColdObservable([.next(10, 1)]))
    note("createObserver", scheduler.createObserver(Int.self))
    note("start", TestScheduler.start as (TestScheduler) -> () -> Void)
    note("scheduleAt", TestScheduler.scheduleAt)
    note("advanceTo", TestScheduler.advanceTo)
    note(
      "TestSchedulerVirtualTimeConverter",
      scheduler as VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>)
    note("toBlocking", Observable.just(1).toBlocking())
    note("BlockingObservable", BlockingObservable<Int>.self)
    note("MaterializedSequenceResult", MaterializedSequenceResult<Int>.self)
  }
}
