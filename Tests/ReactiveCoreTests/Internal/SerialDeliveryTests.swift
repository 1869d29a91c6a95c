import CoreTestSupport
import Dispatch
import FaultKit
import Foundation
import ReactiveCore
import XCTest

final class SerialDeliveryTests: CoreTestCase {
  func testDeliversASingleValueAtOnce() {
    let delivery = SerialDelivery<Int>()
    var received: [Int] = []
    delivery.run(1) { received.append($0) }
    delivery.run(2) { received.append($0) }
    XCTAssertEqual(received, [1, 2])
  }

  func testEnterAndNextQueueWhileBusy() {
    let delivery = SerialDelivery<Int>()
    XCTAssertTrue(delivery.enter(1))
    XCTAssertFalse(delivery.enter(2))
    XCTAssertFalse(delivery.enter(3))
    XCTAssertEqual(delivery.next(), 2)
    XCTAssertEqual(delivery.next(), 3)
    XCTAssertNil(delivery.next())
    // No longer busy: the next value is delivered by its sender.
    XCTAssertTrue(delivery.enter(4))
    XCTAssertNil(delivery.next())
  }
}

final class SerialDeliveryReentrancyTests: CoreTestCase {
  // Contract 3: a value sent while delivering is queued and delivered after the current one.
  func testReentrantValuesAreDeliveredAfterTheCurrentOneInOrder() {
    let delivery = SerialDelivery<Int>()
    var log: [String] = []
    func deliver(_ value: Int) {
      log.append("begin \(value)")
      if value == 1 {
        delivery.run(2, deliver)
        delivery.run(3, deliver)
        log.append("sent 2 and 3")
      }
      if value == 2 { delivery.run(4, deliver) }
      log.append("end \(value)")
    }
    delivery.run(1, deliver)
    XCTAssertEqual(
      log,
      [
        "begin 1", "sent 2 and 3", "end 1", "begin 2", "end 2", "begin 3", "end 3", "begin 4",
        "end 4",
      ])
  }
}

/// A value that reports its own release.
private final class Token {
  let id: Int
  private let onRelease: (Int) -> Void

  init(_ id: Int, onRelease: @escaping (Int) -> Void) {
    self.id = id
    self.onRelease = onRelease
  }

  deinit { onRelease(id) }
}

extension SerialDeliveryReentrancyTests {
  // Contract 3: a delivered value is released once it has been delivered, even while later
  // values keep the queue from ever emptying.
  func testDeliveredValuesAreReleasedWhileTheQueueNeverEmpties() {
    let delivery = SerialDelivery<Token>()
    var released: [Int] = []
    var failures: [String] = []
    let release: (Int) -> Void = { released.append($0) }
    func deliver(_ token: Token) {
      // Tokens 2 ..< id were delivered before this one (token 1 is held by its caller).
      if token.id >= 3, released.sorted() != Array(2..<token.id) {
        failures.append("delivering \(token.id), released \(released.sorted())")
      }
      if token.id == 1 {
        delivery.run(Token(2, onRelease: release), deliver)
        delivery.run(Token(3, onRelease: release), deliver)
      } else if token.id < 40 {
        delivery.run(Token(token.id + 2, onRelease: release), deliver)
      }
    }
    delivery.run(Token(1, onRelease: release), deliver)
    XCTAssertEqual(failures, [])
    XCTAssertEqual(released.sorted(), Array(1...41))
  }

  // Contract 3: a value's deinit may send to the same delivery: it is queued, not deadlocked
  // (no value is released while the lock is held).
  func testAValueReleasedDuringDeliveryMaySendAgain() {
    let done = expectation(description: "delivery finished")
    let received = FoundationBox<[Int]>([])
    // On a separate thread, so that a deadlock fails the test by timeout instead of hanging.
    let thread = Thread {
      let delivery = SerialDelivery<Token>()
      var sentFromDeinit = false
      var release: (Int) -> Void = { _ in }
      func deliver(_ token: Token) {
        received.append(token.id)
        if token.id == 1 {
          for id in 2...4 { delivery.run(Token(id, onRelease: release), deliver) }
        }
      }
      release = { id in
        if id == 2, !sentFromDeinit {
          sentFromDeinit = true
          delivery.run(Token(5, onRelease: { _ in }), deliver)
        }
      }
      delivery.run(Token(1, onRelease: release), deliver)
      done.fulfill()
    }
    thread.start()
    wait(for: [done], timeout: 10)
    XCTAssertEqual(received.value, [1, 2, 3, 4, 5])
  }
}

final class SerialDeliveryConcurrencyTests: CoreTestCase {
  // Contract 2: values sent from many threads are delivered one at a time, none lost, each
  // sender's values in the order it sent them.
  func testConcurrentValuesAreDeliveredOneAtATimeInOrderNoneLost() {
    let delivery = SerialDelivery<(sender: Int, value: Int)>()
    let overlap = OverlapDetector()
    let received = FoundationBox<[(sender: Int, value: Int)]>([])
    let senders = 8
    let valuesPerSender = 1_000
    DispatchQueue.concurrentPerform(iterations: senders) { sender in
      for value in 0..<valuesPerSender {
        delivery.run((sender, value)) { item in
          overlap.run { received.append(item) }
        }
      }
    }
    XCTAssertEqual(overlap.maximumInside, 1)
    let all = received.value
    XCTAssertEqual(all.count, senders * valuesPerSender)
    for sender in 0..<senders {
      XCTAssertEqual(
        all.filter { $0.sender == sender }.map(\.value), Array(0..<valuesPerSender),
        "sender \(sender)")
    }
  }
}
