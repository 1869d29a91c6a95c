import CoreTestSupport
import ErrorFlowRxCompat
import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

/// Keeps MigratingFromRxSwift.md honest: every name the article marks "as is" or "differs"
/// is referenced in ``referenceEverySupportedName()`` (so it must compile), and
/// ``testTheArticleListsExactlyTheCheckedNames()`` fails when the article's supported names
/// and ``checkedNames`` drift apart.
final class MigrationArticleTests: CoreTestCase {
  /// The names `referenceEverySupportedName()` compiles, as the article writes them.
  static let checkedNames: Set<String> = [
    // RxSwift: core types
    "Observable", "ObservableType", "ObservableConvertibleType", "Event", "ObserverType",
    "AnyObserver", "Disposable", "Cancelable", "RxError", "Hooks", "Resources",
    "RxTimeInterval", "RxTime", "TakeBehavior", "SubjectLifetimeScope", "Reactive",
    "ReactiveCompatible", "DataDecoder",
    // Subjects and multicasting
    "PublishSubject", "BehaviorSubject", "ReplaySubject", "AsyncSubject", "SubjectType",
    "ConnectableObservable", "publish", "replay", "replayAll", "multicast", "connect",
    "refCount", "share",
    // Creation
    "create", "just", "empty", "never", "error", "of", "from", "deferred", "range",
    "repeatElement", "generate", "interval", "timer", "using",
    // Transforming and filtering
    "map", "compactMap", "flatMap", "flatMapLatest", "flatMapFirst", "concatMap", "scan",
    "filter", "distinctUntilChanged", "skip", "take", "takeLast", "element(at:)",
    "ignoreElements", "sample", "debounce", "throttle", "buffer", "enumerated", "single",
    "first", "reduce", "toArray", "decode", "withUnretained", "startWith", "groupBy",
    "GroupedObservable", "window",
    // Combining
    "combineLatest", "zip", "merge", "concat", "withLatestFrom", "switchLatest", "amb",
    // Errors, time, threads, utilities
    "catch", "catchAndReturn", "catch(sequence:)", "retry", "retry(when:)", "timeout",
    "ifEmpty", "delay", "delaySubscription", "do", "materialize", "dematerialize", "debug",
    "observe(on:)", "subscribe(on:)", "subscribe", "subscribe(with:)", "bind", "bind(with:)",
    "values",
    // Schedulers
    "ImmediateSchedulerType", "SchedulerType", "MainScheduler", "ConcurrentMainScheduler",
    "SerialDispatchQueueScheduler", "ConcurrentDispatchQueueScheduler",
    "CurrentThreadScheduler",
    "VirtualTimeScheduler", "VirtualTimeConverterType", "VirtualTimeComparison",
    "HistoricalScheduler", "HistoricalSchedulerTimeConverter", "OperationQueueScheduler",
    // Disposables
    "Disposables", "DisposeBag", "disposed(by:)", "CompositeDisposable", "SerialDisposable",
    "SingleAssignmentDisposable", "BooleanDisposable", "RefCountDisposable",
    "ScheduledDisposable",
    // Traits
    "Single", "Maybe", "Completable", "SingleEvent", "MaybeEvent", "CompletableEvent",
    "PrimitiveSequence", "asSingle", "asMaybe", "asCompletable", "andThen", "Infallible",
    "InfallibleType", "InfallibleEvent", "asInfallible",
    // Concurrency bridges
    "Single.create(detached:priority:work:)", "asObservable(priority:)",
    "asObservable(detached:)",
    // RxRelay
    "PublishRelay", "BehaviorRelay", "ReplayRelay", "accept",
    // RxCocoa (no UIKit)
    "Driver", "Signal", "SharedSequence", "asDriver", "asSignal", "drive", "emit", "Binder",
    "SharingScheduler", "ControlProperty", "ControlEvent", "ControlPropertyType",
    "ControlEventType", "asControlProperty", "asControlEvent", "changed", "orEmpty",
    "NotificationCenter.rx.notification", "merge()", "distinctUntilChanged(_:comparer:)",
    "do(afterCompleted:onSubscribed:)", "asSharedSequence(sharingStrategy:onErrorJustReturn:)",
    "asSharedSequence(sharingStrategy:onErrorDriveWith:)",
    "asSharedSequence(sharingStrategy:onErrorRecover:)",
    // RxTest
    "TestScheduler", "TestableObserver", "TestableObservable", "Recorded", "Subscription",
    "TestTime", "createHotObservable", "createColdObservable", "createObserver", "start",
    "scheduleAt", "advanceTo", "XCTAssertEqual", "XCTAssertRecordedElements",
    "TestSchedulerVirtualTimeConverter",
    // RxBlocking
    "toBlocking", "BlockingObservable", "MaterializedSequenceResult",
  ]

  func testTheArticleListsExactlyTheCheckedNames() throws {
    let article = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(
        "Sources/ErrorFlowRxCompat/ErrorFlowRxCompat.docc/MigratingFromRxSwift.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    let listed = Self.supportedNames(inArticle: text)
    XCTAssertEqual(
      listed.subtracting(Self.checkedNames).sorted(), [],
      "names the article supports but referenceEverySupportedName() does not compile")
    XCTAssertEqual(
      Self.checkedNames.subtracting(listed).sorted(), [],
      "names compiled here but not listed as supported in the article")
  }

  func testEverySupportedNameCompiles() {
    XCTAssertEqual(referenceEverySupportedName().sorted(), Self.checkedNames.sorted())
  }

  /// The backticked names in the first cell of each table row whose status cell is `as is`
  /// or `differs`.
  static func supportedNames(inArticle text: String) -> Set<String> {
    var names: Set<String> = []
    for line in text.split(separator: "\n") where line.hasPrefix("|") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count > 2, cells[2] == "as is" || cells[2] == "differs" else { continue }
      let parts = cells[1].split(separator: "`", omittingEmptySubsequences: false)
      for (index, part) in parts.enumerated() where index % 2 == 1 { names.insert(String(part)) }
    }
    return names
  }
}
