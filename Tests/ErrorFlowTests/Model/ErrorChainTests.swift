import ErrorFlow
import Foundation
import XCTest

/// Every walk of an error chain is iterative, cycle-safe and bounded.
final class ErrorChainTests: ErrorFlowTestCase {
  /// The longest line a record of any chain can give: 64 descriptions of at most 1,001
  /// characters, the debug message and the summary.
  private let lineBound = 70 * (ErrorDescription.maxLength + 8)

  func testAHundredThousandDeepClassChainIsListedTo64AndCounted() {
    let links = linkChain(100_000, nsErrors: false)
    defer { dismantle(links) }
    let chain = ErrorChain(startingAt: links[0] as? any Error)
    XCTAssertEqual(chain.errors.count, 64)
    XCTAssertEqual(chain.omitted, ErrorChain.countLimit)
    XCTAssertTrue(chain.omittedIsLowerBound)
    XCTAssertFalse(chain.isCyclic)
    XCTAssertEqual(chain.summary, "… more than 10000 more")
    assertBounded(links[0] as? any Error, expectedEntries: 65)
  }

  func testAHundredThousandDeepNSErrorChainIsBounded() {
    let links = linkChain(100_000, nsErrors: true)
    defer { dismantle(links) }
    let chain = ErrorChain(startingAt: links[0] as? any Error)
    XCTAssertEqual(chain.errors.count, 64)
    XCTAssertEqual(chain.summary, "… more than 10000 more")
    XCTAssertEqual(FrameworkErrorKind(links[0] as? any Error ?? TestFailure()), .other)
    assertBounded(links[0] as? any Error, expectedEntries: 65)
  }

  func testAChainOfAThousandSaysHowManyMore() {
    let links = linkChain(1_000, nsErrors: false)
    defer { dismantle(links) }
    let chain = ErrorChain(startingAt: links[0] as? any Error)
    XCTAssertEqual(chain.errors.map { ($0 as? LinkError)?.name }, (0..<64).map { "\(999 - $0)" })
    XCTAssertEqual(chain.omitted, 936)
    XCTAssertFalse(chain.omittedIsLowerBound)
    XCTAssertEqual(chain.summary, "… 936 more")
    let record = ErrorLogRecord(AppError(links[0] as? any Error ?? TestFailure(), context: .action))
    XCTAssertEqual(record.underlying.last, "… 936 more")
  }

  func testAnNSErrorThatIsItsOwnUnderlyingErrorIsACycle() {
    let error = LinkNSError(code: 1)
    defer { error.end() }
    let chain = ErrorChain(startingAt: error)
    XCTAssertEqual(chain.errors.count, 1)
    XCTAssertTrue(chain.isCyclic)
    XCTAssertEqual(chain.summary, "… cycle: leads back to an earlier error")
    XCTAssertEqual(FrameworkErrorKind(error), .other)
    assertBounded(error, expectedEntries: 2)
  }

  func testNSErrorsThatPointAtEachOtherAreACycle() {
    let first = LinkNSError(code: 1)
    let second = LinkNSError(code: 2, below: first)
    first.below = second
    defer { dismantle([first, second]) }
    let chain = ErrorChain(startingAt: first)
    XCTAssertEqual(chain.errors.map { ($0 as NSError).code }, [1, 2])
    XCTAssertTrue(chain.isCyclic)
    assertBounded(first, expectedEntries: 3)
  }

  func testAClassErrorCycleAndAnAppErrorProtocolCycleStop() {
    let first = LinkError("a")
    let second = LinkError("b", below: first)
    let third = LinkError("c", below: second)
    first.below = third
    defer { dismantle([first, second, third]) }
    let chain = ErrorChain(startingAt: first)
    XCTAssertEqual(chain.errors.map { ($0 as? LinkError)?.name }, ["a", "c", "b"])
    XCTAssertTrue(chain.isCyclic)
    let selfCycle = LinkError("self")
    selfCycle.below = selfCycle
    defer { dismantle([selfCycle]) }
    XCTAssertEqual(ErrorChain(startingAt: selfCycle).errors.count, 1)
    assertBounded(first, expectedEntries: 4)
    assertBounded(selfCycle, expectedEntries: 2)
  }

  func testAMixedCycleThroughAppErrorNSErrorAndADomainErrorStops() {
    let domain = LinkError("domain")
    let nsError = LinkNSError(code: 7, below: domain)
    domain.below = AppError.unknown(nsError, context: .action)
    defer { dismantle([domain, nsError]) }
    let error = AppError(domain, context: .pageLoad)
    let chain = ErrorChain(of: error)
    // domain → AppError (a value: listed) → the NSError → domain again: a cycle.
    XCTAssertEqual(chain.errors.count, 3)
    XCTAssertTrue(chain.isCyclic)
    assertBounded(domain, expectedEntries: 4)
  }

  func testAnEndlessValueChainStopsAtTheBounds() {
    let chain = ErrorChain(startingAt: EndlessError())
    XCTAssertEqual(chain.errors.count, 64)
    XCTAssertEqual(chain.summary, "… more than 10000 more")
    XCTAssertEqual((chain.errors.last as? EndlessError)?.depth, 63)
    assertBounded(EndlessError(), expectedEntries: 65)
  }

  /// The default `debugDescription` and `identityKey` interpolated the whole nested value:
  /// 6,000 levels overflowed the stack.
  func testDeeplyNestedEnumPayloadsAreDescribedToABoundedDepth() {
    let error = WrappingError.nested(20_000)
    let description = error.debugDescription
    XCTAssertLessThanOrEqual(description.unicodeScalars.count, 1_100)
    XCTAssertTrue(
      description.hasPrefix(
        "ErrorFlowTests.WrappingError.wrapped(ErrorFlowTests.WrappingError.wrapped("),
      description)
    XCTAssertTrue(description.contains("ErrorFlowTests.WrappingError(…)"), description)
    XCTAssertEqual(error.identityKey, description)
    assertBounded(error, expectedEntries: 65)
    let unknown = AppError.unknown(error, context: .action)
    XCTAssertLessThanOrEqual(unknown.debugMessage.unicodeScalars.count, 1_100)
    XCTAssertLessThanOrEqual(unknown.identityKey.unicodeScalars.count, 1_200)
  }

  func testShallowErrorsAreDescribedAsBefore() {
    XCTAssertEqual(ErrorDescription.of(TestFailure()), String(reflecting: TestFailure()))
    let nested = WrappingError.wrapped(WrappingError.bottom)
    XCTAssertEqual(ErrorDescription.of(nested), String(reflecting: nested))
    XCTAssertEqual(
      ErrorDescription.of(nested, style: .describing), String(describing: nested))
    XCTAssertEqual(
      ErrorDescription.of(NSError(domain: "D", code: 3)), #"Error Domain=D Code=3 "(null)""#)
    XCTAssertEqual(
      ErrorDescription.of(POSIXError(.ENOSPC)),
      #"Error Domain=NSPOSIXErrorDomain Code=28 "No space left on device""#)
    XCTAssertEqual(
      ErrorDescription.of(NSError(domain: NSPOSIXErrorDomain, code: 21)),
      #"Error Domain=NSPOSIXErrorDomain Code=21 "Is a directory""#)
    XCTAssertEqual(
      ErrorDescription.of(NSError(domain: NSPOSIXErrorDomain, code: -7)),
      #"Error Domain=NSPOSIXErrorDomain Code=-7 "(null)""#)
  }

  func testAHugePayloadIsDescribedInBoundedTime() {
    enum Batch: Error { case failed([any Error]) }
    let errors: [any Error] = Array(repeating: TestFailure(), count: 1_000_000)
    let description = ErrorDescription.of(Batch.failed(errors))
    XCTAssertTrue(description.contains("… 999992 more]"), description)
    XCTAssertLessThanOrEqual(description.unicodeScalars.count, ErrorDescription.maxLength + 1)
  }

  func testALongDescriptionIsCapped() {
    let long = SampleError(String(repeating: "x", count: 100_000))
    let description = ErrorDescription.of(long)
    XCTAssertEqual(description.unicodeScalars.count, ErrorDescription.maxLength + 1)
    XCTAssertTrue(description.hasSuffix("…"))
  }

  /// Every view of the chain of `error` ends, and is bounded.
  private func assertBounded(
    _ error: (any Error)?, expectedEntries: Int, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    guard let error else { return XCTFail("no error", file: file, line: line) }
    let appError = AppError(error, context: .action)
    let record = ErrorLogRecord(appError)
    XCTAssertEqual(record.underlying.count, expectedEntries, file: file, line: line)
    XCTAssertLessThanOrEqual(record.line.unicodeScalars.count, lineBound, file: file, line: line)
    XCTAssertLessThanOrEqual(
      appError.debugMessage.unicodeScalars.count, 1_200, file: file, line: line)
    XCTAssertLessThanOrEqual(
      appError.identityKey.unicodeScalars.count, 1_200, file: file, line: line)
    XCTAssertLessThanOrEqual(appError.underlyingChain.count, 64, file: file, line: line)
    _ = FrameworkErrorKind(error)
  }
}
