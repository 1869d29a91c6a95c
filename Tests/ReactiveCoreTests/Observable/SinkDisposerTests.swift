import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// `SinkDisposer` is what every producer's subscription returns; these check it through
/// public operators.
final class SinkDisposerTests: CoreTestCase {
  func testTakeOneOfASynchronousSourceDisposesTheSource() {
    let sourceDisposals = Locked(0)
    let sent = Locked<[Int]>([])
    let source = Observable<Int>.create { observer in
      for value in 1...3 {
        sent.append(value)
        observer.onNext(value)
      }
      observer.onCompleted()
      return Disposables.create { sourceDisposals.add(1) }
    }
    let events = Locked<[Event<Int>]>([])
    let subscription = source.take(1).subscribe { events.append($0) }
    XCTAssertEqual(events.value, [.next(1), .completed])
    XCTAssertEqual(sourceDisposals.value, 1)
    subscription.dispose()
    XCTAssertEqual(sourceDisposals.value, 1)
  }

  func testDisposeDisposesTheSinkAndTheSourceOnce() {
    let sourceDisposals = Locked(0)
    let source = Observable<Int>.create { _ in
      Disposables.create { sourceDisposals.add(1) }
    }
    let start = Diagnostics.liveSubscriptions
    let subscription = source.map { $0 + 1 }.subscribe()
    XCTAssertEqual(Diagnostics.liveSubscriptions, start + 2)
    subscription.dispose()
    XCTAssertEqual(sourceDisposals.value, 1)
    XCTAssertEqual(Diagnostics.liveSubscriptions, start)
    subscription.dispose()
    XCTAssertEqual(sourceDisposals.value, 1)
  }

  func testSubscriptionIsCancelableAndReportsDisposal() {
    let subscription = Observable<Int>.never().map { $0 }.subscribe(onNext: { _ in })
    // The plain subscribe returns the producer's disposer, which is Cancelable.
    let cancelable = subscription as? Cancelable
    XCTAssertEqual(cancelable?.isDisposed, false)
    subscription.dispose()
    XCTAssertEqual(cancelable?.isDisposed, true)
  }
}
