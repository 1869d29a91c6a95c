import CoreTestSupport
import FaultKit
import Foundation
import ReactiveCore
import XCTest

/// The app's `Disposables.create` actions, disposing, adding to and reading the container
/// that is disposing them (issue 27, item 4; contract 8: no app code under a library lock).
/// A member added while its container disposes is disposed at once, after the current action.
final class DisposablesReentrancyTests: CoreTestCase {
  func testAnActionThatUsesTheCompositeDisposingIt() {
    let log = FoundationBox<[String]>([])
    let composite = CompositeDisposable()
    _ = composite.insert(
      Disposables.create {
        log.append("first \(composite.isDisposed) \(composite.count)")
        _ = composite.insert(Disposables.create { log.append("added") })
        composite.dispose()
      })
    _ = composite.insert(Disposables.create { log.append("second") })
    guard assertReturns({ composite.dispose() }) else { return }
    XCTAssertEqual(log.value, ["first true 0", "added", "second"])
  }

  func testAnActionThatUsesTheSerialDisposableDisposingIt() {
    let log = FoundationBox<[String]>([])
    let serial = SerialDisposable()
    serial.disposable = Disposables.create {
      log.append("first \(serial.isDisposed)")
      serial.disposable = Disposables.create { log.append("replacement") }
      serial.dispose()
    }
    guard assertReturns({ serial.dispose() }) else { return }
    XCTAssertEqual(log.value, ["first true", "replacement"])
  }

  func testAnActionThatDisposesItself() {
    let log = FoundationBox<[String]>([])
    let holder = SingleAssignmentDisposable()
    holder.setDisposable(
      Disposables.create {
        log.append("action \(holder.isDisposed)")
        holder.dispose()
      })
    guard assertReturns({ holder.dispose() }) else { return }
    XCTAssertEqual(log.value, ["action true"])
  }
}
