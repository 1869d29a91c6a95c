import Foundation
import XCTest

@testable import ConsoleDemo

/// Saving never writes through a link planted in the data folder and leaves no temporary file.
final class NotesFileServiceTests: TemporaryFolderTestCase {
  private var outside = URL(fileURLWithPath: "/nonexistent")

  override func setUpWithError() throws {
    try super.setUpWithError()
    outside = folder.deletingLastPathComponent()
      .appendingPathComponent("ConsoleDemoTests-outside-\(UUID().uuidString)")
    try Data("precious".utf8).write(to: outside)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: outside)
    super.tearDown()
  }

  func testAPlantedTemporaryLinkIsNeverWrittenThrough() throws {
    for name in ["notes.json.tmp", "notes.json.bak.tmp"] {
      try FileManager.default.createSymbolicLink(
        atPath: url(name).path, withDestinationPath: outside.path)
    }
    let service = NotesFileService(directory: folder)
    try service.save([Note(text: "a")])
    try service.backUp([Note(text: "a")])
    XCTAssertEqual(try Data(contentsOf: outside), Data("precious".utf8))
    XCTAssertEqual(try service.load(), [Note(text: "a")])
    XCTAssertEqual(
      try listing(), ["notes.json", "notes.json.bak", "notes.json.bak.tmp", "notes.json.tmp"])
    XCTAssertEqual(
      try FileManager.default.destinationOfSymbolicLink(atPath: url("notes.json.tmp").path),
      outside.path)
  }

  func testAPlantedBackupLinkIsReplacedNotFollowed() throws {
    try FileManager.default.createSymbolicLink(
      atPath: url("notes.json.bak").path, withDestinationPath: outside.path)
    try NotesFileService(directory: folder).backUp([Note(text: "a")])
    XCTAssertEqual(try Data(contentsOf: outside), Data("precious".utf8))
    XCTAssertNil(
      try? FileManager.default.destinationOfSymbolicLink(atPath: url("notes.json.bak").path))
  }

  func testAFailedSaveLeavesNoTemporaryFileAndKeepsTheNotes() throws {
    let service = NotesFileService(directory: folder)
    try service.save([Note(text: "kept")])
    try FileManager.default.createDirectory(
      at: url("notes.json.bak"), withIntermediateDirectories: false)
    XCTAssertThrowsError(try service.backUp([Note(text: "b")]))
    XCTAssertEqual(try listing(), ["notes.json", "notes.json.bak"])
    XCTAssertEqual(try service.load(), [Note(text: "kept")])
  }

  func testSavingKeepsTheModeOfTheFileItReplaces() throws {
    try write("{\"notes\": []}", to: "notes.json")
    XCTAssertEqual(chmod(url("notes.json").path, 0o640), 0)
    try NotesFileService(directory: folder).save([Note(text: "a")])
    XCTAssertEqual(mode(of: url("notes.json")), 0o640)
  }

  func testTheFullDeviceFailsEverySaveWithDiskFull() throws {
    try XCTSkipUnless(FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full")
    let service = NotesFileService(directory: folder, fullDevice: FaultInjector.fullDevice)
    XCTAssertThrowsError(try service.save([Note(text: "a")])) { error in
      guard case .diskFull = error as? NotesServiceError else {
        return XCTFail("not disk full: \(error)")
      }
    }
    XCTAssertEqual(try listing(), [])
  }
}
