import CoreTestSupport
import ErrorFlowRxCompat
import Foundation
import ReactiveCore
import XCTest

private let ping = Notification.Name("NotificationCenterRxTests.ping")
private let pong = Notification.Name("NotificationCenterRxTests.pong")

/// `NotificationCenter.rx.notification(_:object:)`, as RxCocoa's NotificationCenter+Rx.swift:
/// an observer added per subscription and removed on dispose, notifications delivered
/// synchronously on the posting thread, filtered by name and sender.
final class NotificationCenterRxTests: CoreTestCase {
  private let center = NotificationCenter()

  private func names(_ notifications: [Notification]) -> [String] {
    notifications.map { "\($0.name.rawValue.split(separator: ".").last ?? "")" }
  }

  func testDeliversTheNamedNotificationsPostedWhileSubscribed() {
    var received: [Notification] = []
    center.post(name: ping, object: nil)
    let subscription = center.rx.notification(ping).subscribe(onNext: { received.append($0) })
    center.post(name: ping, object: nil)
    center.post(name: pong, object: nil)
    center.post(name: ping, object: nil, userInfo: ["n": 2])
    subscription.dispose()
    center.post(name: ping, object: nil)
    XCTAssertEqual(names(received), ["ping", "ping"])
    XCTAssertEqual(received.last?.userInfo?["n"] as? Int, 2)
  }

  func testANilNameDeliversEveryNotification() {
    var received: [Notification] = []
    let subscription = center.rx.notification(nil).subscribe(onNext: { received.append($0) })
    center.post(name: ping, object: nil)
    center.post(name: pong, object: nil)
    subscription.dispose()
    XCTAssertEqual(names(received), ["ping", "pong"])
  }

  func testAnObjectFiltersBySender() {
    let sender = NSObject()
    let other = NSObject()
    var received: [Notification] = []
    let subscription = center.rx.notification(ping, object: sender)
      .subscribe(onNext: { received.append($0) })
    center.post(name: ping, object: other)
    center.post(name: ping, object: sender)
    subscription.dispose()
    XCTAssertEqual(received.count, 1)
    XCTAssertTrue(received.first?.object as AnyObject? === sender)
  }

  func testASenderGoneBeforeSubscribingSendsNothing() {
    var sender: NSObject? = NSObject()
    let notifications = center.rx.notification(ping, object: sender)
    sender = nil
    var received: [Notification] = []
    let subscription = notifications.subscribe(onNext: { received.append($0) })
    center.post(name: ping, object: nil)
    center.post(name: ping, object: NSObject())
    subscription.dispose()
    XCTAssertEqual(received.count, 0)
  }

  func testEachSubscriptionHasItsOwnObserver() {
    var first = 0
    var second = 0
    let notifications = center.rx.notification(ping)
    let a = notifications.subscribe(onNext: { _ in first += 1 })
    let b = notifications.subscribe(onNext: { _ in second += 1 })
    center.post(name: ping, object: nil)
    a.dispose()
    center.post(name: ping, object: nil)
    b.dispose()
    XCTAssertEqual([first, second], [1, 2])
  }
}
