import CoreTestSupport
import ErrorFlow
import Foundation
import XCTest

/// The whole path of ARCHITECTURE.md ("The path of one error"): framework error → service → repository → use case →
/// `perform` → AppError → view model errors and the bus → presentation → one console
/// subscriber → log sinks.
final class ErrorTravelPathTests: ErrorFlowTestCase {
  func testAFrameworkErrorTravelsToTheConsoleAndTheLogs() async throws {
    let memory = InMemoryLogSink()
    let bus = ErrorBus(
      policy: .standard(defaultTitle: "오류", unknownMessage: "알 수 없는 오류가 발생했습니다."),
      logger: ErrorLogger(sinks: [memory]))
    let tracker = ErrorTracker(bus: bus)
    let recorder = FakeRecorder()
    let record = RecordUseCase(
      repository: RecordingRepository(service: RecordingService(recorder: recorder)))
    let titles = PublishRelay<String>()
    let shown = Locked<[String]>([])
    let data = Locked<[String]>([])
    let bag = DisposeBag()
    titles.subscribe(onNext: { data.append($0) }).disposed(by: bag)
    // The console subscribes once, after the first error was published: nothing is lost.
    recorder.failNext(with: POSIXError(.ENOSPC))
    let line = #line + 1
    await tracker.perform(context: .action) { titles.accept(try await record()) }.value
    bus.notices.subscribe(onNext: { notice in
      shown.append(notice.summary)
      if notice.presentation.isAlert { bus.acknowledge(notice) }
    }).disposed(by: bag)
    recorder.failNext(with: TestFailure())
    await tracker.perform(context: .action) { titles.accept(try await record()) }.value
    recorder.failNext(with: CancellationError())
    await tracker.perform(context: .action) { titles.accept(try await record()) }.value
    await tracker.perform(context: .action) { titles.accept(try await record()) }.value

    XCTAssertEqual(shown.value, ["toast:저장 공간이 부족합니다.", "toast:알 수 없는 오류가 발생했습니다."])
    XCTAssertEqual(data.value, ["memo.m4a"])
    XCTAssertEqual(memory.records.map(\.kind), ["domain", "unknown", "cancelled"])
    let first = try XCTUnwrap(memory.records.first)
    XCTAssertEqual(first.source.line, line)
    XCTAssertEqual(first.underlying.count, 3)
    XCTAssertEqual(
      bus.counters, ErrorBusCounters(published: 3, delivered: 2, silenced: 1, liveSubscribers: 1))
  }
}
