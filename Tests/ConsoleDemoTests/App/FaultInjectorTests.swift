import Foundation
import XCTest

@testable import ConsoleDemo

/// Faults compose, restore exactly what they changed, and are undone after a crash.
final class FaultInjectorTests: TemporaryFolderTestCase {
  static let original = #"{"notes": [{"text": "mine"}]}"#

  func testTwoFaultsOnOneFileGiveTheOriginalBack() throws {
    try write(Self.original, to: "notes.json")
    let injector = FaultInjector(directory: folder)
    injector.apply([.storage, .corrupt])
    XCTAssertEqual(try read("notes.json"), "{ not json")
    XCTAssertEqual(injector.undoAll(), [])
    XCTAssertEqual(try read("notes.json"), Self.original)
    XCTAssertEqual(try listing(), ["notes.json"])
  }

  func testEveryFileFaultTogetherLeavesTheFolderAsItWas() throws {
    try write(Self.original, to: "notes.json")
    try write("backup", to: "notes.json.bak")
    try write("{}", to: "server.json")
    let injector = FaultInjector(directory: folder)
    injector.apply([.corrupt, .storage, .logonly, .server, .corrupt, .logonly])
    injector.undoAll()
    XCTAssertEqual(try listing(), ["notes.json", "notes.json.bak", "server.json"])
    XCTAssertEqual(try read("notes.json"), Self.original)
    XCTAssertEqual(try read("notes.json.bak"), "backup")
    XCTAssertEqual(try read("server.json"), "{}")
  }

  func testReadOnlyRestoresTheOriginalMode() throws {
    XCTAssertEqual(chmod(folder.path, 0o700), 0)
    let injector = FaultInjector(directory: folder)
    injector.apply([.readonly])
    XCTAssertEqual(mode(), 0o555)
    injector.undoAll()
    XCTAssertEqual(mode(), 0o700)
  }

  func testReadOnlyIsAppliedLastSoTheFileFaultsStillWork() throws {
    XCTAssertEqual(chmod(folder.path, 0o750), 0)
    let injector = FaultInjector(directory: folder)
    injector.apply([.readonly, .corrupt])
    XCTAssertEqual(try read("notes.json"), "{ not json")
    injector.undoAll()
    XCTAssertEqual(mode(), 0o750)
    XCTAssertEqual(try listing(), ["errors.jsonl"])
  }

  func testAFileTheUserRepairedIsKeptAndSoIsTheEarlierOne() throws {
    try write(Self.original, to: "notes.json")
    let injector = FaultInjector(directory: folder)
    injector.apply([.corrupt])
    try write("repaired", to: "notes.json")
    XCTAssertEqual(
      injector.undoAll(),
      [FaultInjector.Kept(name: "notes.json", saved: "notes.json.before-fault-1")])
    XCTAssertEqual(try read("notes.json"), "repaired")
    XCTAssertEqual(try read("notes.json.before-fault-1"), Self.original)
  }

  func testAJournalLeftByAKilledRunIsUndoneAtTheNextStart() throws {
    try write(Self.original, to: "notes.json")
    XCTAssertEqual(chmod(folder.path, 0o700), 0)
    do {
      // The run is killed (SIGKILL, a crash) with its faults in place: no undo.
      let killed = FaultInjector(directory: folder)
      killed.apply([.storage, .corrupt, .server, .readonly])
      XCTAssertEqual(killed.applied.count, 4)
    }
    XCTAssertEqual(mode(), 0o555)
    let next = FaultInjector(directory: folder)
    let stale = next.undoStale()
    XCTAssertEqual(stale.undone, 4)
    XCTAssertEqual(stale.kept, [])
    XCTAssertEqual(mode(), 0o700)
    XCTAssertEqual(try listing(), ["errors.jsonl", "notes.json"])
    XCTAssertEqual(try read("notes.json"), Self.original)
    XCTAssertEqual(next.undoStale().undone, 0, "the journal is gone once undone")
  }

  func testAJournalNamingAnythingOutsideTheFolderIsIgnored() throws {
    let outside = folder.deletingLastPathComponent()
      .appendingPathComponent("ConsoleDemoTests-outside-\(UUID().uuidString)")
    try Data("precious".utf8).write(to: outside)
    defer { try? FileManager.default.removeItem(at: outside) }
    let planted = [
      FaultChange.replaced(
        name: "../" + outside.lastPathComponent, saved: nil, artefact: "file:cHJlY2lvdXM=")
    ]
    try JSONEncoder().encode(planted).write(to: url(FaultJournal.name))
    XCTAssertEqual(FaultInjector(directory: folder).undoStale().undone, 0)
    XCTAssertEqual(try Data(contentsOf: outside), Data("precious".utf8))
  }
}
