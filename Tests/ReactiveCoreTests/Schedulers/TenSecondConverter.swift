import Foundation
import ReactiveCore

/// The converter of RxSwift's `TestVirtualScheduler` (its VirtualSchedulerTest fixture): one
/// virtual unit is ten seconds, and dates convert by truncation.
struct TenSecondConverter: VirtualTimeConverterType {
  func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
    Date(timeIntervalSince1970: TimeInterval(virtualTime) * 10)
  }

  func convertToVirtualTime(_ time: RxTime) -> Int {
    Int(time.timeIntervalSince1970 / 10)
  }

  func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
    TimeInterval(virtualTimeInterval * 10)
  }

  func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
    Int(timeInterval / 10)
  }

  func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
    time + offset
  }

  func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
    lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
  }
}

/// RxSwift's `TestVirtualScheduler`: a plain `VirtualTimeScheduler` over ``TenSecondConverter``.
func makeTenSecondScheduler(initialClock: Int = 0) -> VirtualTimeScheduler<TenSecondConverter> {
  VirtualTimeScheduler(initialClock: initialClock, converter: TenSecondConverter())
}

/// RxSwift's `TestVirtualScheduler` as its tests declare it: a subclass from outside the
/// module, which `open` allows. It counts the work it adjusts, to show a subclass may keep
/// state of its own.
final class TestVirtualScheduler: VirtualTimeScheduler<TenSecondConverter>, @unchecked Sendable {
  private(set) var adjustedCount = 0

  init(initialClock: Int = 0) {
    super.init(initialClock: initialClock, converter: TenSecondConverter())
  }

  override func adjustScheduledTime(_ time: Int) -> Int {
    adjustedCount += 1
    return time
  }
}
