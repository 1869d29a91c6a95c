import Foundation
import ReactiveCore
import XCTest

/// Issue 10 item 14: seeded model-based randomized tests of every subject and relay. Each
/// program mixes subscribes, sends, terminal events and disposes, many of them made from
/// inside handlers; the real type must deliver exactly what ``SubjectModel`` (the contracts,
/// written plainly) delivers, event for event and in the same global order, and once the
/// program's objects are released the live-subscription counter is back where it started
/// (item 9: nothing is disposed by hand at the end).
///
/// `ERRORFLOW_STRESS_COUNT` sets the number of programs per type (default 300);
/// `ERRORFLOW_SEED` replays one program (the failure message prints it).
final class SubjectModelTests: CoreTestCase {
  func testEverySubjectAndRelayMatchesTheModelEventForEvent() {
    let environment = ProcessInfo.processInfo.environment
    let count = environment["ERRORFLOW_STRESS_COUNT"].flatMap { Int($0) } ?? 300
    let fixedSeed = environment["ERRORFLOW_SEED"].flatMap { UInt64($0) }
    var seeds = SeededGenerator(seed: UInt64(Date().timeIntervalSince1970 * 1000))
    for kind in SubjectModel.Kind.allCases {
      for _ in 0..<(fixedSeed == nil ? count : 1) {
        let seed = fixedSeed ?? seeds.next()
        if !check(kind, seed: seed) { return }
      }
    }
  }

  // The model itself, on a fixed program: a handler that sends (queued after the current
  // delivery) and subscribes (not reached by what was sent before it subscribed).
  func testTheModelQueuesReentrantSendsAsTheContractSays() {
    let model = SubjectModel(kind: .publish, bufferSize: 1)
    var log: [String] = []
    _ = model.subscribe { event in
      log.append("A:\(event)")
      if event == "next(1)" {
        model.send(2)
        _ = model.subscribe { log.append("C:\($0)") }
      }
    }
    _ = model.subscribe { log.append("B:\($0)") }
    model.send(1)
    XCTAssertEqual(log, ["A:next(1)", "B:next(1)", "A:next(2)", "B:next(2)"])
    model.send(3)
    XCTAssertEqual(log.suffix(3), ["A:next(3)", "B:next(3)", "C:next(3)"])
  }

  /// Runs the program of `seed` on the real `kind` and on the model; returns whether they
  /// agreed and nothing leaked.
  private func check(_ kind: SubjectModel.Kind, seed: UInt64) -> Bool {
    let bufferSize = Int(seed % 3) + 1
    let before = Diagnostics.liveSubscriptions
    var real: [String] = []
    do {
      let program = ModelProgram(
        seed: seed, kind: kind, target: RealSubjectTarget(kind: kind, bufferSize: bufferSize))
      program.run()
      real = program.log
    }
    let leaked = Diagnostics.liveSubscriptions - before
    let model = ModelProgram(
      seed: seed, kind: kind, target: SubjectModel(kind: kind, bufferSize: bufferSize))
    model.run()
    let replay = "replay with ERRORFLOW_SEED=\(seed) (\(kind), buffer \(bufferSize))"
    if real != model.log {
      let index =
        zip(real, model.log).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(real.count, model.log.count)
      XCTFail(
        """
        \(kind) differs from the model at event \(index); \(replay)
        real:  \(real)
        model: \(model.log)
        """)
      return false
    }
    if leaked != 0 {
      XCTFail("\(kind): \(leaked) subscriptions left after the program; \(replay)")
      return false
    }
    return true
  }
}
