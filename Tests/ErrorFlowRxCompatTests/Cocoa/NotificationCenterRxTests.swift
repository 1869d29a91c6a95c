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
    let received = Locked<[Notification]>([])
    center.post(name: ping, object: nil)
    let subscription = center.rx.notification(ping).subscribe(onNext: { received.append($0) })
    center.post(name: ping, object: nil)
    center.post(name: pong, object: nil)
    center.post(name: ping, object: nil, userInfo: ["n": 2])
    subscription.dispose()
    center.post(name: ping, object: nil)
    XCTAssertEqual(names(received.value), ["ping", "ping"])
    XCTAssertEqual(received.value.last?.userInfo?["n"] as? Int, 2)
  }

  func testANilNameDeliversEveryNotification() {
    let received = Locked<[Notification]>([])
    let subscription = center.rx.notification(nil).subscribe(onNext: { received.append($0) })
    center.post(name: ping, object: nil)
    center.post(name: pong, object: nil)
    subscription.dispose()
    XCTAssertEqual(names(received.value), ["ping", "pong"])
  }

  func testAnObjectFiltersBySender() {
    let sender = NSObject()
    let other = NSObject()
    let received = Locked<[Notification]>([])
    let subscription = center.rx.notification(ping, object: sender)
      .subscribe(onNext: { received.append($0) })
    center.post(name: ping, object: other)
    center.post(name: ping, object: sender)
    subscription.dispose()
    XCTAssertEqual(received.value.count, 1)
    XCTAssertTrue(received.value.first?.object as AnyObject? === sender)
  }

  func testASenderGoneBeforeSubscribingSendsNothing() {
    var sender: NSObject? = NSObject()
    let notifications = center.rx.notification(ping, object: sender)
    sender = nil
    let received = Locked<[Notification]>([])
    let subscription = notifications.subscribe(onNext: { received.append($0) })
    center.post(name: ping, object: nil)
    center.post(name: ping, object: NSObject())
    subscription.dispose()
    XCTAssertEqual(received.value.count, 0)
  }

  func testEachSubscriptionHasItsOwnObserver() {
    let first = Locked(0)
    let second = Locked(0)
    let notifications = center.rx.notification(ping)
    let a = notifications.subscribe(onNext: { _ in first.add(1) })
    let b = notifications.subscribe(onNext: { _ in second.add(1) })
    center.post(name: ping, object: nil)
    a.dispose()
    center.post(name: ping, object: nil)
    b.dispose()
    XCTAssertEqual([first.value, second.value], [1, 2])
  }
}
