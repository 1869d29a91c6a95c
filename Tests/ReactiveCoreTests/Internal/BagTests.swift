import CoreTestSupport
import ReactiveCore
import XCTest

private final class Entry: BagEntry {
  var bagIndex = -1
  let id: Int

  init(_ id: Int) {
    self.id = id
  }
}

final class BagTests: CoreTestCase {
  private func ids(_ bag: Bag<Entry>) -> [Int] {
    bag.entries.map(\.id)
  }

  func testInsertKeepsInsertionOrder() {
    var bag = Bag<Entry>(hole: Entry(-1))
    XCTAssertTrue(bag.isEmpty)
    for id in 0..<5 { bag.insert(Entry(id)) }
    XCTAssertEqual(ids(bag), [0, 1, 2, 3, 4])
    XCTAssertEqual(bag.count, 5)
    XCTAssertFalse(bag.isEmpty)
  }

  func testRemoveKeepsTheOrderOfTheOthers() {
    var bag = Bag<Entry>(hole: Entry(-1))
    let entries = (0..<5).map(Entry.init)
    for entry in entries { bag.insert(entry) }
    XCTAssertTrue(bag.remove(entries[1]))
    XCTAssertTrue(bag.remove(entries[3]))
    XCTAssertEqual(ids(bag), [0, 2, 4])
    XCTAssertEqual(bag.count, 3)
    bag.insert(Entry(5))
    XCTAssertEqual(ids(bag), [0, 2, 4, 5])
  }

  func testOrderIsKeptThroughCompaction() {
    var bag = Bag<Entry>(hole: Entry(-1))
    let entries = (0..<40).map(Entry.init)
    for entry in entries { bag.insert(entry) }
    // Removing 30 of 40 triggers compaction (more than half the slots empty).
    for entry in entries where entry.id % 4 != 0 { XCTAssertTrue(bag.remove(entry)) }
    XCTAssertEqual(ids(bag), [0, 4, 8, 12, 16, 20, 24, 28, 32, 36])
    XCTAssertEqual(bag.count, 10)
    XCTAssertLessThan(bag.slots.count, 40, "compaction shrinks the slots")
    // Indices stay valid after compaction.
    XCTAssertTrue(bag.remove(entries[16]))
    XCTAssertFalse(bag.remove(entries[16]))
    bag.insert(Entry(40))
    XCTAssertEqual(ids(bag), [0, 4, 8, 12, 20, 24, 28, 32, 36, 40])
  }

  func testRemoveReturnsFalseForAStrangerAndForASecondRemove() {
    var bag = Bag<Entry>(hole: Entry(-1))
    let member = Entry(1)
    bag.insert(member)
    let stranger = Entry(2)
    XCTAssertFalse(bag.remove(stranger))
    stranger.bagIndex = 0  // claims the member's slot
    XCTAssertFalse(bag.remove(stranger))
    XCTAssertEqual(bag.count, 1)
    XCTAssertTrue(bag.remove(member))
    XCTAssertFalse(bag.remove(member))
    XCTAssertEqual(bag.count, 0)
    XCTAssertTrue(bag.isEmpty)
  }

  func testRemoveAllReturnsEntriesInOrderAndEmptiesTheBag() {
    var bag = Bag<Entry>(hole: Entry(-1))
    let entries = (0..<4).map(Entry.init)
    for entry in entries { bag.insert(entry) }
    bag.remove(entries[2])
    let removed = bag.removeAll()
    XCTAssertEqual(removed.map(\.id), [0, 1, 3])
    XCTAssertTrue(bag.isEmpty)
    XCTAssertEqual(bag.count, 0)
    XCTAssertEqual(bag.slots.count, 0)
    XCTAssertFalse(bag.remove(entries[0]))
  }

  // A removed entry's slot holds the bag's hole, which the bag never writes to (one hole
  // serves every subject, on every thread) and never hands out as an entry, through
  // compaction too.
  func testAHoleFillsARemovedSlotAndIsNeverAnEntry() {
    let hole = Entry(-1)
    var bag = Bag<Entry>(hole: hole)
    let entries = (0..<40).map(Entry.init)
    for entry in entries { bag.insert(entry) }
    XCTAssertTrue(bag.remove(entries[1]))
    XCTAssertEqual(bag.slots.prefix(3).map { $0 === hole }, [false, true, false])
    XCTAssertFalse(bag.remove(hole))
    for entry in entries[2..<30] { XCTAssertTrue(bag.remove(entry)) }
    XCTAssertLessThan(bag.slots.count, 40, "compacted")
    XCTAssertTrue(bag.remove(entries[31]))
    XCTAssertEqual(ids(bag), [0, 30] + Array(32..<40))
    XCTAssertEqual(bag.removeAll().map(\.id), [0, 30] + Array(32..<40))
    XCTAssertEqual(hole.bagIndex, -1)
  }

  func testHundredThousandInsertsThenScrambledRemovalsLeaveItEmpty() {
    var bag = Bag<Entry>(hole: Entry(-1))
    let entries = (0..<100_000).map(Entry.init)
    for entry in entries { bag.insert(entry) }
    XCTAssertEqual(bag.count, 100_000)
    var generator = SplitMix64(seed: 42)
    let order = entries.shuffled(using: &generator)
    for (removed, entry) in order.enumerated() {
      XCTAssertTrue(bag.remove(entry))
      if removed == 50_000 {
        let remaining = ids(bag)
        XCTAssertEqual(remaining.count, 100_000 - 50_001)
        XCTAssertEqual(remaining, remaining.sorted(), "order kept")
      }
    }
    XCTAssertTrue(bag.isEmpty)
    XCTAssertEqual(bag.count, 0)
    XCTAssertEqual(bag.slots.count, 0)
  }
}

/// A deterministic random number generator, so a failure can be reproduced.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
