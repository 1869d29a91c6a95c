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
