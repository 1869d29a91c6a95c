import CoreTestSupport
import ReactiveCore
import XCTest

/// `multicast(makeSubject:)`'s factory, app code the connectable calls when it needs a
/// subject, calling back into the connectable — subscribing to it again, connecting it,
/// disposing its connection — under a hang guard (issue 27, item 4; contract 8: no app code
/// under a library lock).
final class MulticastReentrancyTests: CoreTestCase {
  // The factory, asked for the first subject by a subscriber, subscribes to the connectable
  // itself (which asks the factory again) and connects it: the subject made by the inner
  // call is the one stored, so both subscribers share it and the connection feeds it.
  func testAFactoryThatSubscribesToTheConnectableAndConnectsIt() {
    let log = Locked<[String]>([])
    let made = Locked(0)
    let source = PublishSubject<Int>()
    let box = Locked<ConnectableObservable<Int>?>(nil)
    let nested = CompositeDisposable()
    let connectable = source.multicast(makeSubject: { () -> PublishSubject<Int> in
      let number = made.withLock { made -> Int in
        made += 1
        return made
      }
      log.append("make \(number)")
      if number == 1, let connectable = box.value {
        _ = nested.insert(connectable.subscribe(onNext: { log.append("inner \($0)") }))
        _ = nested.insert(connectable.connect())
      }
      return PublishSubject<Int>()
    })
    box.withLock { $0 = connectable }
    let outer = Locked<Disposable?>(nil)
    guard
      assertReturns({
        outer.withLock { $0 = connectable.subscribe(onNext: { log.append("outer \($0)") }) }
      })
    else { return }
    source.onNext(1)
    // The connection the factory made is the connectable's: connecting again returns it.
    guard assertReturns({ connectable.connect().dispose() }) else { return }
    source.onNext(2)
    outer.value?.dispose()
    nested.dispose()
    box.withLock { $0 = nil }
    XCTAssertFalse(source.hasObservers)
    XCTAssertEqual(log.value, ["make 1", "make 2", "inner 1", "outer 1"])
  }

  // The factory, asked for a new subject after the first connection ended, disposes a
  // subscription to the connectable and connects it: the connection it starts feeds the new
  // subject, and the subscriber that asked joins it.
  func testAFactoryThatDisposesAndConnectsWhenTheConnectionEnded() {
    let log = Locked<[String]>([])
    let made = Locked(0)
    let source = PublishSubject<Int>()
    let box = Locked<ConnectableObservable<Int>?>(nil)
    let earlier = Locked<Disposable?>(nil)
    let connection = Locked<Disposable?>(nil)
    let connectable = source.multicast(makeSubject: { () -> PublishSubject<Int> in
      let number = made.withLock { made -> Int in
        made += 1
        return made
      }
      log.append("make \(number)")
      if number == 2, let connectable = box.value {
        earlier.value?.dispose()
        connection.withLock { $0 = connectable.connect() }
      }
      return PublishSubject<Int>()
    })
    box.withLock { $0 = connectable }
    earlier.withLock { $0 = connectable.subscribe(onNext: { log.append("earlier \($0)") }) }
    let first = connectable.connect()
    source.onNext(1)
    first.dispose()
    let later = Locked<Disposable?>(nil)
    guard
      assertReturns({
        later.withLock { $0 = connectable.subscribe(onNext: { log.append("later \($0)") }) }
      })
    else { return }
    source.onNext(2)
    later.value?.dispose()
    connection.value?.dispose()
    box.withLock { $0 = nil }
    XCTAssertFalse(source.hasObservers)
    XCTAssertEqual(log.value, ["make 1", "earlier 1", "make 2", "make 3", "later 2"])
  }
}
