import ErrorFlowTesting
import Foundation
import ReactiveCore
import Synchronization
import XCTest

/// A cold sequence that sends `values` and completes, synchronously on subscribe (the
/// combining tests' own stand-in for `Observable.of`, which another file provides).
func syncSequence<Element: Sendable>(_ values: Element...) -> Observable<Element> {
  Observable.create { observer in
    for value in values { observer.onNext(value) }
    observer.onCompleted()
    return Disposables.create()
  }
}

/// A value behind a lock, for test bookkeeping across threads.
final class CombiningTestBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) {
    stored = value
  }

  var value: Value { lock.withLock { stored } }

  func mutate(_ body: (inout Value) -> Void) {
    lock.withLock { body(&stored) }
  }
}

/// Records what an observer receives and whether two events ever overlapped.
final class CombiningProbe<Element>: @unchecked Sendable {
  private let state = CombiningTestBox<(values: [Element], terminals: Int)>(([], 0))
  private let inFlight = Atomic<Int>(0)
  private let overlap = Atomic<Bool>(false)

  var values: [Element] { state.value.values }
  var terminalCount: Int { state.value.terminals }
  var overlapped: Bool { overlap.load(ordering: .relaxed) }

  func observer(onTerminal: @escaping @Sendable () -> Void) -> AnyObserver<Element> {
    AnyObserver { event in
      if self.inFlight.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
        self.overlap.store(true, ordering: .relaxed)
      }
      switch event {
      case .next(let value):
        self.state.mutate { $0.values.append(value) }
      case .error, .completed:
        self.state.mutate { $0.terminals += 1 }
      }
      self.inFlight.subtract(1, ordering: .acquiringAndReleasing)
      if event.isStopEvent { onTerminal() }
    }
  }

  func assertSerial(file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertFalse(overlapped, "two events were delivered at once", file: file, line: line)
  }
}

/// Turns recorded events of a non-Equatable element (a tuple) into comparable strings.
func describedEvents<Element>(_ events: [Recorded<Event<Element>>]) -> [Recorded<Event<String>>] {
  events.map { Recorded(time: $0.time, value: $0.value.map { "\($0)" }) }
}
