import CoreTestSupport
import ErrorFlowRxCompat
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// `Single.zip` / `Maybe.zip` for 5 to 8 sources (RxSwift's PrimitiveSequence+Zip+arity):
/// the result comes when the last source succeeds; the first failure or empty maybe ends it.
final class PrimitiveSequenceZipManyTests: CoreTestCase {
  private var scheduler = TestScheduler(initialClock: 0)

  private func single<Element>(_ value: Element, at time: TestTime) -> Single<Element> {
    scheduler.createColdObservable([.next(time, value), .completed(time)]).asSingle()
  }

  func testSingleZipOfFiveToEightWaitsForTheLast() {
    let res = scheduler.start {
      Single.zip(
        self.single(1, at: 10), self.single("b", at: 20), self.single(3, at: 5),
        self.single(4, at: 30), self.single(5, at: 15)
      ) { "\($0)\($1)\($2)\($3)\($4)" }
    }
    XCTAssertEqual(res.events, [.next(230, "1b345"), .completed(230)])
    scheduler = TestScheduler(initialClock: 0)
    let eight = scheduler.start { () -> Single<String> in
      let zipped: Single<(Int, Int, Int, Int, Int, Int, Int?, String)> = Single.zip(
        self.single(1, at: 10), self.single(2, at: 20), self.single(3, at: 5),
        self.single(4, at: 30), self.single(5, at: 15), self.single(6, at: 40),
        self.single(Int?.none, at: 1), self.single("h", at: 2))
      return zipped.map { value -> String in
        let (a, b, c, d, e, f, g, h) = value
        return "\(a)\(b)\(c)\(d)\(e)\(f)\(String(describing: g))\(h)"
      }
    }
    XCTAssertEqual(eight.events, [.next(240, "123456nilh"), .completed(240)])
  }

  func testSingleZipFailsWithTheFirstFailure() {
    let failing = scheduler.createColdObservable([.error(25, testError, Int.self)]).asSingle()
    let res = scheduler.start {
      Single.zip(
        self.single(1, at: 10), self.single(2, at: 20), failing, self.single(4, at: 30),
        self.single(5, at: 15), self.single(6, at: 40)
      ) { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) -> Int in a + b + c + d + e + f }
    }
    XCTAssertEqual(res.events, [.error(225, testError)])
  }

  func testMaybeZipOfFiveAndAnEmptyMaybe() {
    let res = scheduler.start { () -> Maybe<Int> in
      let zipped: Maybe<(Int, Int, Int, Int, Int, Int, Int)> = Maybe.zip(
        Maybe.just(1), Maybe.just(2), Maybe.just(3), Maybe.just(4), Maybe.just(5),
        Maybe.just(6), Maybe.just(7))
      return zipped.map { value -> Int in
        let (a, b, c, d, e, f, g) = value
        return a + b + c + d + e + f + g
      }
    }
    XCTAssertEqual(res.events, [.next(200, 28), .completed(200)])
    let empty = TestScheduler(initialClock: 0).start {
      Maybe.zip(
        Maybe.just(1), Maybe<Int>.empty(), Maybe.just(3), Maybe.just(4), Maybe.just(5)
      ) { (a: Int, b: Int, c: Int, d: Int, e: Int) -> Int in a + b + c + d + e }
    }
    XCTAssertEqual(empty.events, [.completed(200)])
  }
}
