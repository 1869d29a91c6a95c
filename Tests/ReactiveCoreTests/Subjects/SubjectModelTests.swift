import CoreTestSupport
import Foundation
import ReactiveCore
import XCTest

/// Seeded model-based randomized tests of every subject and relay. Each program mixes
/// subscribes, sends, terminal events and disposes, many of them made from inside handlers;
/// the real type must deliver exactly what ``SubjectModel`` (the contracts, written plainly)
/// delivers, event for event and in the same global order, and once the program's objects are
/// released the live-subscription counter is back where it started (nothing is disposed by
/// hand at the end). In half of the programs handlers end the subject, subscribe to it once
/// it has ended and dispose it (``ActionWeights/ending``): contract 4 for late subscribers.
///
/// `ERRORFLOW_STRESS_COUNT` sets the number of programs per type (default 500: 3,500 in all,
/// about 1.5 s in a debug build); `ERRORFLOW_SEED` replays one program (the failure message
/// prints it).
final class SubjectModelTests: CoreTestCase {
  /// Late subscribers that a dispose of their subject ended before their terminal event, over
  /// the programs run so far (counted by the model).
  private var lateEndedByDispose = 0

  func testEverySubjectAndRelayMatchesTheModelEventForEvent() {
    let environment = ProcessInfo.processInfo.environment
    let count = environment["ERRORFLOW_STRESS_COUNT"].flatMap { Int($0) } ?? 500
    let fixedSeed = environment["ERRORFLOW_SEED"].flatMap { UInt64($0) }
    var seeds = SeededGenerator(seed: UInt64(Date().timeIntervalSince1970 * 1000))
    var (programs, disagreements) = (0, 0)
    for kind in SubjectModel.Kind.allCases {
      for _ in 0..<(fixedSeed == nil ? count : 1) {
        let seed = fixedSeed ?? seeds.next()
        programs += 1
        // Only the first disagreement is printed in full; the others are counted.
        if !check(kind, seed: seed, report: disagreements == 0) { disagreements += 1 }
      }
    }
    XCTAssertEqual(disagreements, 0, "\(disagreements) of \(programs) programs disagree")
    // The programs do make the case contract 4 covers for late subscribers (about one in 15
    // programs of a subject that can be disposed).
    if fixedSeed == nil, count >= 100 {
      XCTAssertGreaterThan(
        lateEndedByDispose, 0, "no program disposed a subject with a late subscriber waiting")
    }
  }

  // The model itself, on a fixed program: a handler that sends (queued after the current
  // delivery) and subscribes (not reached by what was sent before it subscribed).
  func testTheModelQueuesReentrantSendsAsTheContractSays() {
    let model = SubjectModel(kind: .publish, bufferSize: 1)
    let log = Locked<[String]>([])
    _ = model.subscribe { event in
      log.append("A:\(event)")
      if event == "next(1)" {
        model.send(2)
        _ = model.subscribe { log.append("C:\($0)") }
      }
    }
    _ = model.subscribe { log.append("B:\($0)") }
    model.send(1)
    XCTAssertEqual(log.value, ["A:next(1)", "B:next(1)", "A:next(2)", "B:next(2)"])
    model.send(3)
    XCTAssertEqual(log.value.suffix(3), ["A:next(3)", "B:next(3)", "C:next(3)"])
  }

  // The model on contract 4 for late subscribers: a handler of `completed` subscribes C to
  // the ended subject (C's replay is queued), then disposes the subject: C gets nothing.
  func testTheModelEndsALateSubscriberWhenTheSubjectIsDisposed() {
    let model = SubjectModel(kind: .replay, bufferSize: 2)
    let log = Locked<[String]>([])
    _ = model.subscribe { event in
      log.append("A:\(event)")
      if event == "completed" {
        _ = model.subscribe { log.append("C:\($0)") }
        model.disposeSubject()
      }
    }
    model.send(1)
    model.complete()
    XCTAssertEqual(log.value, ["A:next(1)", "A:completed"])
    XCTAssertEqual(model.lateSubscribersEndedByDispose, 1)
  }

  /// Runs the program of `seed` on the real `kind` and on the model; returns whether they
  /// agreed and nothing leaked.
  private func check(_ kind: SubjectModel.Kind, seed: UInt64, report: Bool) -> Bool {
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
    let reference = SubjectModel(kind: kind, bufferSize: bufferSize)
    let model = ModelProgram(seed: seed, kind: kind, target: reference)
    model.run()
    lateEndedByDispose += reference.lateSubscribersEndedByDispose
    let replay = "replay with ERRORFLOW_SEED=\(seed) (\(kind), buffer \(bufferSize))"
    if real != model.log {
      guard report else { return false }
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
      guard report else { return false }
      XCTFail("\(kind): \(leaked) subscriptions left after the program; \(replay)")
      return false
    }
    return true
  }
}
