import Dispatch
import ErrorFlow
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// l: how long a sender can be held by other threads' work (never trapped). Information
/// only, never gated: it runs three threads, which callgrind serializes, so its instruction
/// count says nothing; `counts.py` leaves it out (``BenchmarkCase/informationOnly``).
///
/// One thread sends to a `BehaviorSubject` with one subscriber while two threads churn
/// subscribe/dispose on it (each keeps its last 8 subscriptions, so a replay has a live
/// receiver). For every `onNext` it counts the churned subscribers' handler calls that ran on
/// the sender's thread (foreign work the sender was made to do) and times the call. It prints
/// to standard error, once per run of the case: the largest number of foreign calls one send
/// made, their total, and the slowest send as a multiple of the median uncontended send
/// (measured first, on the same subject, without churn) — a ratio from one run, on a shared
/// machine: a preempted thread shows up in it too. Run it alone with
/// `BENCH_COUNT_CASE=l.sender-hold-churn:ErrorFlow .build/release/InstructionCounter`
/// (outside valgrind the counter's client requests do nothing).
func registerSenderHoldCases() {
  register(
    "l.sender-hold-churn", "ErrorFlow", maxSeconds: 2, counted: 20_000, informationOnly: true
  ) { benchmark in
    let probe = SenderHoldProbe()
    let uncontended = probe.sends(count: 2_000)
    probe.startChurn()
    probe.waitForChurn()
    benchmark.startMeasurement()
    var sends: [SenderHoldProbe.Send] = []
    var longest = SenderHoldProbe.Send(nanoseconds: 0, foreignCalls: 0)
    var churnedInLongest = 0
    sends.reserveCapacity(benchmark.scaledIterations.count)
    for _ in benchmark.scaledIterations {
      let churnedBefore = probe.churned
      let send = probe.send()
      if send.nanoseconds > longest.nanoseconds {
        longest = send
        churnedInLongest = probe.churned - churnedBefore
      }
      sends.append(send)
    }
    benchmark.stopMeasurement()
    let churned = probe.stopChurn()
    let median = max(1, uncontended.map(\.nanoseconds).sorted()[uncontended.count / 2])
    let cpuMedian = max(1, uncontended.map(\.cpuNanoseconds).sorted()[uncontended.count / 2])
    let times = sends.map(\.nanoseconds).sorted()
    let cpuMax = sends.map(\.cpuNanoseconds).max() ?? 0
    let calls = sends.map(\.foreignCalls)
    let held = calls.filter { $0 > 0 }.count
    FileHandle.standardError.write(
      Data(
        ("l.sender-hold-churn: \(sends.count) sends, \(churned) subscribes churned on 2 threads;"
          + " replays of churned subscribers run by the sender: most in one send \(calls.max() ?? 0),"
          + " \(calls.reduce(0, +)) in all, \(held) sends held; send time \u{F7} median"
          + " uncontended send (\(median) ns): p99 \(times[times.count * 99 / 100] / median),"
          + " max \(times.last.map { $0 / median } ?? 0), during which other threads subscribed"
          + " \(churnedInLongest) times and the sender ran \(longest.foreignCalls) replays;"
          + " the sender's CPU time in one send \u{F7} its uncontended median (\(cpuMedian) ns):"
          + " max \(cpuMax / cpuMedian)\n")
          .utf8))
  }
}

/// The subject, its sender and its churners.
private final class SenderHoldProbe: @unchecked Sendable {
  /// One send: how long it took and how many churned handlers ran inside it.
  struct Send {
    /// Wall-clock time, preemption included.
    var nanoseconds: UInt64
    /// The sender thread's CPU time: the work it did, preemption and lock waits excluded.
    var cpuNanoseconds: UInt64 = 0
    var foreignCalls: Int
  }

  let subject = BehaviorSubject<Int>(value: 0)
  let sink = Accumulator()
  private var subscription: Disposable?
  private let stopFlag = ManagedAtomicFlag()
  private let group = DispatchGroup()
  private let churnCount = ManagedAtomicCounter()
  private let churning = DispatchSemaphore(value: 0)
  /// The sender's thread; written once before the churners start.
  private var senderThread = pthread_self()
  /// Churned handler calls on the sender's thread; written only on the sender's thread.
  private var foreignOnSender = 0
  private var next = 1

  init() {
    subscription = subject.subscribe(onNext: { [sink] value in sink.add(work(value)) })
  }

  /// `count` sends with nobody churning.
  func sends(count: Int) -> [Send] {
    (0..<count).map { _ in send() }
  }

  /// Sends one value and measures it.
  func send() -> Send {
    let before = foreignOnSender
    let cpuStart = threadCPUNanoseconds()
    let start = DispatchTime.now().uptimeNanoseconds
    subject.onNext(next)
    let end = DispatchTime.now().uptimeNanoseconds
    let cpuEnd = threadCPUNanoseconds()
    next += 1
    return Send(
      nanoseconds: end - start, cpuNanoseconds: cpuEnd - cpuStart,
      foreignCalls: foreignOnSender - before)
  }

  /// Starts two threads that subscribe and dispose until ``stopChurn()``.
  func startChurn() {
    senderThread = pthread_self()
    for _ in 0..<2 {
      group.enter()
      Thread.detachNewThread { [self] in
        var window: [Disposable] = []
        var started = false
        // A budget, so that a sender the churn traps (as before the drain was fixed, when the
        // sender ran every replay queued meanwhile) is let go in the end and reported.
        var budget = 50_000
        while !stopFlag.isSet, budget > 0 {
          budget -= 1
          let observer = ChurnedObserver(probe: self)
          window.append(subject.subscribe(onNext: observer.receive))
          if window.count > 1 { window.removeFirst().dispose() }
          churnCount.increment()
          if !started {
            started = true
            churning.signal()
          }
        }
        for item in window { item.dispose() }
        group.leave()
      }
    }
  }

  /// How many subscribes the churners made so far.
  var churned: Int { churnCount.value }

  /// Returns once both churners are running.
  func waitForChurn() {
    churning.wait()
    churning.wait()
  }

  /// Stops the churners and returns how many subscriptions they made.
  func stopChurn() -> Int {
    stopFlag.set()
    group.wait()
    subscription?.dispose()
    return churnCount.value
  }

  /// Counts a churned subscriber's first value — its replay — when the sender's thread runs
  /// it. Called on the sender's thread or the churner's.
  @inline(never)
  fileprivate func churnedReplay() {
    if pthread_equal(pthread_self(), senderThread) != 0 { foreignOnSender += 1 }
  }
}

/// A churned subscriber: it reports its first value, the replay, and does nothing else. Its
/// calls never overlap (contract 2).
private final class ChurnedObserver: @unchecked Sendable {
  private let probe: SenderHoldProbe
  private var first = true

  init(probe: SenderHoldProbe) { self.probe = probe }

  func receive(_ value: Int) {
    if first {
      first = false
      probe.churnedReplay()
    }
    blackHole(value)
  }
}

/// The calling thread's CPU time, in nanoseconds.
private func threadCPUNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// How many steps ``work(_:)`` takes; a variable, so the loop is not folded away.
nonisolated(unsafe) private var workSteps = 16_384

/// What a handler does with a value: a few thousand instructions of arithmetic, so that a
/// delivery lasts long enough (about a microsecond) for other threads' calls to land inside it.
@inline(never)
private func work(_ value: Int) -> Int {
  var total = value
  for step in 0..<workSteps { total = total &* 31 &+ step }
  return total
}

/// A flag set once, read from any thread.
private final class ManagedAtomicFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var flag = false
  var isSet: Bool { lock.withLock { flag } }
  func set() { lock.withLock { flag = true } }
}

/// A counter shared by threads.
private final class ManagedAtomicCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}
