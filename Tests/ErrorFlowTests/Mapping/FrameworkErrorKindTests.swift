import ErrorFlow
import Foundation
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class FrameworkErrorKindTests: ErrorFlowTestCase {
  func testCancellationsFromEveryFramework() {
    XCTAssertEqual(FrameworkErrorKind(CancellationError()), .cancelled)
    XCTAssertEqual(FrameworkErrorKind(URLError(.cancelled)), .cancelled)
    XCTAssertEqual(FrameworkErrorKind(CocoaError(.userCancelled)), .cancelled)
    XCTAssertEqual(FrameworkErrorKind(POSIXError(.ECANCELED)), .cancelled)
    XCTAssertTrue(FrameworkErrorKind.isCancellation(URLError(.cancelled)))
  }

  func testURLErrorsByCode() {
    XCTAssertEqual(FrameworkErrorKind(URLError(.notConnectedToInternet)), .offline)
    XCTAssertEqual(FrameworkErrorKind(URLError(.networkConnectionLost)), .offline)
    XCTAssertEqual(FrameworkErrorKind(URLError(.timedOut)), .timedOut)
    XCTAssertEqual(FrameworkErrorKind(URLError(.badServerResponse)), .badResponse)
    XCTAssertEqual(FrameworkErrorKind(URLError(.userAuthenticationRequired)), .permissionDenied)
    XCTAssertEqual(FrameworkErrorKind(URLError(.fileDoesNotExist)), .notFound)
    XCTAssertEqual(FrameworkErrorKind(URLError(.cannotDecodeContentData)), .corruptData)
    XCTAssertEqual(FrameworkErrorKind(URLError(.unknown)), .other)
  }

  func testCocoaErrorsByCode() {
    XCTAssertEqual(FrameworkErrorKind(CocoaError(.fileWriteOutOfSpace)), .noSpace)
    XCTAssertEqual(FrameworkErrorKind(CocoaError(.fileReadNoPermission)), .permissionDenied)
    XCTAssertEqual(FrameworkErrorKind(CocoaError(.fileNoSuchFile)), .notFound)
    XCTAssertEqual(FrameworkErrorKind(CocoaError(.fileReadCorruptFile)), .corruptData)
    XCTAssertEqual(FrameworkErrorKind(CocoaError(.featureUnsupported)), .other)
  }

  func testGenericCocoaErrorIsClassifiedByItsUnderlyingPOSIXError() {
    let underlying = NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))
    let wrapped = NSError(
      domain: NSCocoaErrorDomain, code: CocoaError.fileReadUnknown.rawValue,
      userInfo: [NSUnderlyingErrorKey: underlying])
    XCTAssertEqual(FrameworkErrorKind(wrapped), .noSpace)
    let bare = NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileReadUnknown.rawValue)
    XCTAssertEqual(FrameworkErrorKind(bare), .other)
  }

  func testPOSIXErrnoByCode() {
    XCTAssertEqual(FrameworkErrorKind(POSIXError(.ENOSPC)), .noSpace)
    XCTAssertEqual(FrameworkErrorKind(POSIXError(.EACCES)), .permissionDenied)
    XCTAssertEqual(FrameworkErrorKind(POSIXError(.ENOENT)), .notFound)
    XCTAssertEqual(FrameworkErrorKind(POSIXError(.ETIMEDOUT)), .timedOut)
    XCTAssertEqual(FrameworkErrorKind(NSError(domain: NSPOSIXErrorDomain, code: 28)), .noSpace)
    XCTAssertEqual(FrameworkErrorKind(POSIXError(.EBADF)), .other)
  }

  func testDecodingErrorsAreCorruptData() {
    struct Payload: Decodable { let id: Int }
    do {
      _ = try JSONDecoder().decode(Payload.self, from: Data("{}".utf8))
      XCTFail("decoded")
    } catch {
      XCTAssertEqual(FrameworkErrorKind(error), .corruptData)
    }
  }

  func testOtherErrorsAreOther() {
    XCTAssertEqual(FrameworkErrorKind(TestFailure()), .other)
  }

  func testNSErrorsAndCustomNSErrorsAreClassifiedByDomainAndCode() {
    struct DiskFull: CustomNSError {
      static var errorDomain: String { NSCocoaErrorDomain }
      var errorCode: Int { CocoaError.fileWriteOutOfSpace.rawValue }
    }
    XCTAssertEqual(FrameworkErrorKind(DiskFull()), .noSpace)
    let offline = NSError(domain: NSURLErrorDomain, code: URLError.notConnectedToInternet.rawValue)
    XCTAssertEqual(FrameworkErrorKind(offline), .offline)
    let wrapped = CocoaError(
      .fileReadUnknown, userInfo: [NSUnderlyingErrorKey: POSIXError(.EACCES)])
    XCTAssertEqual(FrameworkErrorKind(wrapped), .permissionDenied)
  }

  /// The old classifier recursed through `NSUnderlyingErrorKey`: a self-referencing error
  /// overflowed the stack.
  func testAnNSErrorThatWrapsItselfIsOtherNotACrash() {
    let looping = LinkNSError(code: CocoaError.fileReadUnknown.rawValue)
    defer { looping.end() }
    XCTAssertEqual(FrameworkErrorKind(looping), .other)
    let links = linkChain(100_000, nsErrors: true)
    defer { dismantle(links) }
    XCTAssertEqual(FrameworkErrorKind(links[0] as? any Error ?? TestFailure()), .other)
  }

  func testClassificationStopsAfter64WrappedErrors() {
    var error = NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))
    for _ in 0..<63 {
      error = NSError(domain: "wrapper", code: 1, userInfo: [NSUnderlyingErrorKey: error])
    }
    XCTAssertEqual(FrameworkErrorKind(error), .noSpace)
    error = NSError(domain: "wrapper", code: 1, userInfo: [NSUnderlyingErrorKey: error])
    XCTAssertEqual(FrameworkErrorKind(error), .other)
  }
}
