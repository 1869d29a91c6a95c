import BenchmarkCases
import CallgrindShim
import Foundation

// The gate's half of `Benchmarks/run`: counts.py runs
//
//     BENCH_COUNT_CASE=a.publish-send-1-sub:ErrorFlow BENCH_COUNT_ITERATIONS=1000 \
//       valgrind --tool=callgrind --instr-atstart=no InstructionCounter
//
// which runs that one case with 1,000 operations, with callgrind's instrumentation on only
// between its `startMeasurement()` and `stopMeasurement()`. `BENCH_COUNT_CASE=list` prints
// every case with its N instead. counts.py runs each case with N and 2N operations and takes
// (I(2N) − I(N)) / N, so whatever the region costs once (the client requests, the loop's
// entry) cancels out. This executable links no package-benchmark: the package-benchmark
// executable, which links its malloc interposer, crashes valgrind 3.19 at start-up.

let environment = ProcessInfo.processInfo.environment

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(2)
}

/// `BENCH_INJECT_EXTRA_WORK=<case:implementation>=<percent>` makes that case run `percent`%
/// more operations in its measured region than it was asked for: a real regression of that
/// case by `percent`%, for proving that the gate fails on one (README.md, "The gate").
func injectedPercent(for id: String) -> Int {
  guard let spec = environment["BENCH_INJECT_EXTRA_WORK"],
    let separator = spec.lastIndex(of: "="), spec[..<separator] == id
  else { return 0 }
  return Int(spec[spec.index(after: separator)...]) ?? 0
}

let cases = BenchmarkCase.all()
guard let requested = environment["BENCH_COUNT_CASE"] else {
  fail("set BENCH_COUNT_CASE to a case (or to list) and run under callgrind: see counts.py")
}
if requested == "list" {
  for item in cases where !item.informationOnly { print("\(item.id)\t\(item.counted)") }
  exit(0)
}
guard errorflow_callgrind_available() == 1 else {
  fail("built without valgrind/callgrind.h: cannot count instructions")
}
guard let item = cases.first(where: { $0.id == requested }) else {
  fail("no case \(requested); BENCH_COUNT_CASE=list lists them")
}
var count = environment["BENCH_COUNT_ITERATIONS"].flatMap { Int($0) } ?? item.counted
count += count * injectedPercent(for: item.id) / 100
item.body(
  Meter(
    iterations: 0..<count, start: { errorflow_callgrind_start() },
    stop: { errorflow_callgrind_stop() }))
