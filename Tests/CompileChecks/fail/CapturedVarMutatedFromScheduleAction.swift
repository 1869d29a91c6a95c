// A scheduler runs its action on its own queue: the concurrent Dispatch scheduler may run two
// at once, on threads other than the caller's. A local `var` mutated from the action is a data
// race Swift 6 must reject, as it is from `subscribe` (fail/CapturedVarMutatedFromSubscribe
// .swift). (An app keeps such state behind a lock: pass/CapturedStateBehindMutex.swift.)
import ErrorFlow

func countRuns(on scheduler: ConcurrentDispatchQueueScheduler) -> Disposable {
  var count = 0
  let first = scheduler.schedule(()) { _ in
    // expect-error: mutation of captured var 'count' in concurrently-executing code
    count += 1
    return Disposables.create()
  }
  print(count)
  return first
}
