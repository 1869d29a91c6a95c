import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

final class ErrorNoticeSequenceTests: ErrorFlowTestCase {
  func testNoticesPublishedBeforeTheLoopArriveOnceInOrder() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    bus.publish("a", .retryable)
    bus.publish("b", .retryable)
    bus.publish("c", .retryable)
    let record = LoopRecord(expecting: 3, in: self)
    let notices = bus.noticeValues
    let consumer = Task {
      for await notice in notices { record.append(notice.summary) }
      record.end()
    }
    await fulfillment(of: [record.arrived], timeout: 5)
    consumer.cancel()
    await fulfillment(of: [record.ended], timeout: 5)
    XCTAssertEqual(record.entries, ["toast:a", "toast:b", "toast:c", "ended"])
    XCTAssertEqual(bus.counters.liveSubscribers, 0)
    assertCountersAddUp(bus)
  }

  // One-shot: the notices a loop did not take when it left are neither lost nor shown twice.
  // (A bridge that subscribes once and buffers, as `notices.values` does, loses "b" and "c":
  // they were delivered into its buffer.)
  func testNoticesTheLoopDidNotTakeStayForTheNextSubscriber() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    bus.publish("a", .retryable)
    bus.publish("b", .retryable)
    bus.publish("c", .retryable)
    let record = LoopRecord(expecting: 1, in: self)
    let notices = bus.noticeValues
    Task {
      for await notice in notices {
        record.append(notice.summary)
        break
      }
      record.end()
    }
    await fulfillment(of: [record.arrived, record.ended], timeout: 5)
    XCTAssertEqual(record.entries, ["toast:a", "ended"])
    assertCountersAddUp(bus, pending: 2)
    let recorder = ErrorRecorder(bus: bus)
    XCTAssertEqual(recorder.notices.map(\.summary), ["toast:b", "toast:c"])
    recorder.dispose()
    assertCountersAddUp(bus)
  }

  func testAnAlertAcknowledgedInTheLoopLetsTheNextAlertIn() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    bus.publish("first", .notifyUser)
    bus.publish("second", .notifyUser)
    bus.publish("toast", .retryable)
    let record = LoopRecord(expecting: 3, in: self)
    let notices = bus.noticeValues
    let consumer = Task {
      for await notice in notices {
        record.append(notice.summary)
        if notice.presentation.isAlert { bus.acknowledge(notice) }
      }
      record.end()
    }
    await fulfillment(of: [record.arrived], timeout: 5)
    consumer.cancel()
    await fulfillment(of: [record.ended], timeout: 5)
    // The second alert waits for the first one's acknowledgement; the toast does not wait.
    XCTAssertEqual(record.entries, ["alert:first", "toast:toast", "alert:second", "ended"])
    assertCountersAddUp(bus)
  }

  // Cancelling the consuming task ends the subscription of the pending `next()`: the live
  // resources return to where they started, and a notice published afterwards waits for the
  // next subscriber.
  func testCancellingAWaitingLoopEndsItsSubscription() async {
    let start = Resources.total
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let subscribed = expectation(description: "the loop waits, subscribed")
    let disposed = expectation(description: "the wait's subscription was disposed")
    let notices = ErrorNoticeSequence(
      source: bus.notices.do(
        onSubscribed: { subscribed.fulfill() }, onDispose: { disposed.fulfill() }))
    let record = LoopRecord(expecting: 0, in: self)
    let consumer = Task {
      for await notice in notices { record.append(notice.summary) }
      record.end()
    }
    await fulfillment(of: [subscribed, record.arrived], timeout: 5)
    XCTAssertEqual(bus.counters.liveSubscribers, 1)
    consumer.cancel()
    await fulfillment(of: [disposed, record.ended], timeout: 5)
    XCTAssertEqual(record.entries, ["ended"])
    XCTAssertEqual(bus.counters.liveSubscribers, 0)
    XCTAssertEqual(Resources.total, start)
    bus.publish("late", .retryable)
    assertCountersAddUp(bus, pending: 1)
    let recorder = ErrorRecorder(bus: bus)
    XCTAssertEqual(recorder.notices.map(\.summary), ["toast:late"])
    recorder.dispose()
  }

  func testATaskCancelledBeforeItWaitsSubscribesNothingAndGetsNil() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    bus.publish("kept", .retryable)
    let subscriptions = ManagedCounter()
    let notices = ErrorNoticeSequence(
      source: bus.notices.do(onSubscribe: { subscriptions.increment() }))
    let results = await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      var iterator = notices.makeAsyncIterator()
      let first = await iterator.next()
      let second = await iterator.next()
      return [first, second].map { $0?.summary ?? "nil" }
    }.value
    XCTAssertEqual(results, ["nil", "nil"])
    XCTAssertEqual(subscriptions.value, 0)
    assertCountersAddUp(bus, pending: 1)
  }

  func testTwoIteratorsShareTheNoticesEachOnce() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    for index in 0..<4 { bus.publish("n\(index)", .retryable) }
    let record = LoopRecord(expecting: 4, in: self)
    let notices = bus.noticeValues
    let consumer = Task {
      var first = notices.makeAsyncIterator()
      var second = notices.makeAsyncIterator()
      for _ in 0..<2 {
        record.append("first " + (await first.next()?.summary ?? "nil"))
        record.append("second " + (await second.next()?.summary ?? "nil"))
      }
      record.end()
    }
    await fulfillment(of: [record.arrived], timeout: 5)
    consumer.cancel()
    await fulfillment(of: [record.ended], timeout: 5)
    XCTAssertEqual(
      record.entries,
      ["first toast:n0", "second toast:n1", "first toast:n2", "second toast:n3", "ended"])
    assertCountersAddUp(bus)
  }
}

/// A counter shared with `@Sendable` closures.
final class ManagedCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func increment() { lock.withLock { count += 1 } }
}
