import Dispatch
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
