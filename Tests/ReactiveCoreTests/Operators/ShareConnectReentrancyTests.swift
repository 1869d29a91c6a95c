import CoreTestSupport
import ReactiveCore
import XCTest

/// `share`'s connection: the source's subscription, app code `share` runs when its first
/// subscriber arrives, calling back into the shared sequence — subscribing to it again,
/// ending the connection, connecting again, disposing — under a hang guard (issue 27, item
/// 4; contract 8: no app code under a library lock).
final class ShareConnectReentrancyTests: CoreTestCase {
  // The source, while it is connected, subscribes to the share: the new subscriber joins the
  // connection being made (no second subscription to the source) and gets what the source
  // sends after it, behind the first subscriber. Disposing it from there leaves the first.
  func testASourceThatSubscribesToTheShareWhileItConnects() {
    let log = Locked<[String]>([])
    let box = Locked<Observable<Int>?>(nil)
    let subscriptions = Locked(0)
    let shared = Observable<Int>.create { observer in
      let number = subscriptions.withLock { count -> Int in
        count += 1
        return count
      }
      log.append("subscribe \(number)")
      guard let shared = box.value else { return Disposables.create() }
      let inner = shared.subscribe(onNext: { log.append("inner \($0)") })
      observer.onNext(1)
      inner.dispose()
      observer.onNext(2)
      return Disposables.create { log.append("dispose \(number)") }
    }
    .share()
    box.withLock { $0 = shared }
    let outer = Locked<Disposable?>(nil)
    guard
      assertReturns({
        outer.withLock { $0 = shared.subscribe(onNext: { log.append("outer \($0)") }) }
      })
    else { return }
    guard assertReturns({ outer.value?.dispose() }) else { return }
    box.withLock { $0 = nil }
    XCTAssertEqual(
      log.value, ["subscribe 1", "outer 1", "inner 1", "outer 2", "dispose 1"])
  }

  // The source ends while it is connected (which ends the connection) and then subscribes
  // to the share again, which connects anew and runs the source again: each connection gets
  // its own events, and the first one's subscription is disposed once it is returned.
  func testASourceThatEndsTheConnectionAndConnectsAgain() {
    let log = Locked<[String]>([])
    let box = Locked<Observable<Int>?>(nil)
    let subscriptions = Locked(0)
    let again = Locked<Disposable?>(nil)
    let shared = Observable<Int>.create { observer in
      let number = subscriptions.withLock { count -> Int in
        count += 1
        return count
      }
      log.append("subscribe \(number)")
      observer.onNext(number * 10)
      if number == 1 {
        observer.onCompleted()
        if let shared = box.value {
          let subscription = shared.subscribe(
            onNext: { log.append("again \($0)") }, onCompleted: { log.append("again completed") })
          again.withLock { $0 = subscription }
        }
      }
      return Disposables.create { log.append("dispose \(number)") }
    }
    .share()
    box.withLock { $0 = shared }
    let first = Locked<Disposable?>(nil)
    guard
      assertReturns({
        let subscription = shared.subscribe(
          onNext: { log.append("first \($0)") }, onCompleted: { log.append("first completed") })
        first.withLock { $0 = subscription }
      })
    else { return }
    guard assertReturns({ again.value?.dispose() }) else { return }
    first.value?.dispose()
    box.withLock { $0 = nil }
    XCTAssertEqual(
      log.value,
      [
        "subscribe 1", "first 10", "first completed", "subscribe 2", "again 20", "dispose 1",
        "dispose 2",
      ])
  }
}
