import CoreTestSupport
import ErrorFlowRxCompat
import Foundation
import ReactiveCore
import XCTest

/// A view as UIKit's are: main-actor isolated, hence `Sendable`.
@MainActor
private final class Label: NSObject {
  var text = ""
}

/// Every NSObject has `rx`, as in RxSwift's Reactive.swift, so RxCocoa-style extensions and
/// the property binders reach NSObject subclasses without a declaration.
final class NSObjectReactiveCompatibleTests: CoreTestCase {
  // `async`, as a main-actor test must be for Linux's XCTest, which runs a synchronous test
  // as a nonisolated function.
  @MainActor
  func testAnNSObjectSubclassHasPropertyBinders() async {
    let label = Label()
    // XCTest runs on the main thread, where the binder's MainScheduler runs work at once.
    Observable.just("hi").bind(to: label.rx.text).dispose()
    XCTAssertEqual(label.text, "hi")
  }

  func testNotificationCenterHasTheNamespaceOnEveryPlatform() {
    let center = NotificationCenter()
    XCTAssertTrue(center.rx.base === center)
    XCTAssertTrue(NotificationCenter.rx == Reactive<NotificationCenter>.self)
  }
}
