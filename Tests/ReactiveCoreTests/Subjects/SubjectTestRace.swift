import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `iterations` rounds of a race on dedicated threads (one per body): every round
/// starts on all threads at the same moment (a spinning barrier), so the bodies really
/// overlap, which `concurrentPerform` alone rarely achieves; then each body waits a
/// different, varying moment (a short busy loop), so the bodies meet in many different
/// interleavings instead of settling into one rhythm. Returns when every round ran.
///
/// Dedicated threads (not the dispatch pool) guarantee each body has its own thread, so the
/// barrier can never wait for a body that is queued behind it.
func runSubjectRace(iterations: Int, _ bodies: [@Sendable (Int) -> Void]) {
  let arrivals = SubjectTestCounter()
  let finished = DispatchGroup()
  let parties = bodies.count
  for (party, body) in bodies.enumerated() {
    finished.enter()
    let thread = Thread {
      for iteration in 0..<iterations {
        arrivals.increment()
        while arrivals.value < parties * (iteration + 1) { sched_yield() }
        subjectTestSpin((iteration &* 7919 &+ party &* 104_729) % 1500)
        body(iteration)
      }
      finished.leave()
    }
    thread.start()
  }
  finished.wait()
}

/// Busy-waits for about `rounds` additions.
func subjectTestSpin(_ rounds: Int) {
  var total = 0
  for value in 0..<rounds { total &+= value }
  if total == -1 { print(total) }
}
