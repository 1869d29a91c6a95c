import CoreTestSupport
import ErrorFlowRxCompat
import ReactiveCore

/// Records a primitive sequence's outcome as text (`success(1)`, `failure(TestError(1))`,
/// `completed`, `disposed`) for exact comparisons; behind a lock, as the handlers it passes
/// are `@Sendable`.
final class PrimitiveSequenceTestLog: Sendable {
  private let log = Locked<[String]>([])

  var entries: [String] { log.value }

  func record(_ entry: String) {
    log.append(entry)
  }

  /// Subscribes to `single` with `subscribe(onSuccess:onFailure:onDisposed:)`.
  func subscribe<Element>(_ single: Single<Element>) -> Disposable {
    single.subscribe(
      onSuccess: { self.record("success(\($0))") },
      onFailure: { self.record("failure(\($0))") },
      onDisposed: { self.record("disposed") })
  }

  /// Subscribes to `maybe` with `subscribe(onSuccess:onError:onCompleted:onDisposed:)`.
  func subscribe<Element>(_ maybe: Maybe<Element>) -> Disposable {
    maybe.subscribe(
      onSuccess: { self.record("success(\($0))") },
      onError: { self.record("error(\($0))") },
      onCompleted: { self.record("completed") },
      onDisposed: { self.record("disposed") })
  }

  /// Subscribes to `completable` with `subscribe(onCompleted:onError:onDisposed:)`.
  func subscribe(_ completable: Completable) -> Disposable {
    completable.subscribe(
      onCompleted: { self.record("completed") },
      onError: { self.record("error(\($0))") },
      onDisposed: { self.record("disposed") })
  }
}
