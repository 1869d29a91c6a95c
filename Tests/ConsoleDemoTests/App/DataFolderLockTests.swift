import Foundation
import XCTest

@testable import ConsoleDemo

/// One instance per data folder: the lock is exclusive and released with its holder.
final class DataFolderLockTests: TemporaryFolderTestCase {
  func testASecondLockOnTheSameFolderIsRefusedUntilTheFirstIsReleased() throws {
    var first: DataFolderLock? = try DataFolderLock.acquire(folder).get()
    XCTAssertNotNil(first)
    XCTAssertThrowsError(try DataFolderLock.acquire(folder).get()) { error in
      XCTAssertEqual(error as? DataFolderLock.Problem, .busy)
    }
    first = nil
    XCTAssertNoThrow(try DataFolderLock.acquire(folder).get())
  }

  func testTheLockLeavesNothingInTheFolder() throws {
    let lock = try DataFolderLock.acquire(folder).get()
    XCTAssertEqual(try listing(), [])
    withExtendedLifetime(lock) {}
  }
}
