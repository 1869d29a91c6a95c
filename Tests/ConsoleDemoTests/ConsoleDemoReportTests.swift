import Foundation
import XCTest

/// `--report-url` and `--fail report-down`, end to end: the built binary sends its error log
/// with `HTTPLogSink`, the screen shows the queue between commands, and quitting (or a signal)
/// drains it within `--report-wait`.
///
/// No test here runs an HTTP server: `report-down` without `--report-url` reports to the
/// demo's stand-in collector (inside the process, behind the sink's transport seam), and an
/// unreachable `--report-url` is a refused port. `ErrorReportsTests` checks what a collector
/// receives, through the same seam; the OTLP wire format meets a real socket server in
/// `ErrorFlowTests`.
final class ConsoleDemoReportTests: DemoTestCase {
  static let alert = ConsoleDemoNetworkErrorTests.alert

  func testReportDownQueuesTheReportsThenDrainsThemWhenTheCollectorIsBack() throws {
    let result = try run(
      ["--fail", "report-down", "--fail", "network"],
      input: ["sync", "d", "sync", "d", "sync", "d"])
    let sync = "> sync\n" + Self.alert + "Choose [r/d]: d\n"
    assertOutput(
      result,
      Self.banner + """
        Reports to:  a stand-in collector in the demo
        Fault: the report collector is down until quit: reports queue, then drain
        Fault: sync uses a refused port: sync -> 3 tries, then one alert (r fails again)
        Signed in as demo.
        No notes yet. Try: add buy milk

        """ + sync + "Reports queued: 1\n" + sync + "Reports queued: 2\n" + sync + """
          Reports queued: 3
          The collector is back: sending 3 queued report(s).
          Reports delivered: 3
          Bye.

          """)
    XCTAssertEqual(result.logRecords.map { $0["attempts"] as? Int }, [3, 3, 3])
    let outbox = result.directory.appendingPathComponent("report-outbox/outbox.jsonl")
    XCTAssertEqual(try Data(contentsOf: outbox), Data(), "the outbox drained")
    XCTAssertEqual(result.errors, "")
  }

  func testReportLinesInKorean() throws {
    let result = try run(
      ["--lang", "ko", "--fail", "report-down", "--fail", "storage"], input: ["add 우유 사기"])
    assertOutput(
      result,
      ConsoleDemoKoreanTests.koreanBanner + """
        보고 대상:   데모 안의 대리 수집기
        주입한 오류: 보고 수집기가 끝낼 때까지 꺼져 있습니다: 보고가 쌓였다가 전송됨
        주입한 오류: notes.json이 폴더입니다: list -> 오류 페이지, add -> 토스트
        demo(으)로 로그인했습니다.
        ╔══════════════════════════════════════════════════════════╗
        ║ 메모를 표시할 수 없습니다                                ║
        ╟──────────────────────────────────────────────────────────╢
        ║                                                          ║
        ║ 데이터 접근에 실패했습니다.                              ║
        ║                                                          ║
        ╚══════════════════════════════════════════════════════════╝
        대기 중인 보고: 1개
        > add 우유 사기
        ! 데이터 접근에 실패했습니다.
        대기 중인 보고: 2개
        수집기가 돌아왔습니다: 대기 중인 보고 2개를 보냅니다.
        전송한 보고: 2개
        안녕히 가세요.

        """)
  }

  func testReportsAnUnreachableCollectorMissedAreSentByTheNextRun() throws {
    // One second at quit (a refused port never takes the report), so the first attempt's
    // refusal is there to be shown. The report is in the outbox either way:
    // `HTTPLogSink.flush` returns only once every record written before it is on disk.
    let first = try run(
      ["--report-url", "http://127.0.0.1:9/v1/logs", "--report-wait", "1", "--fail", "network"],
      input: ["sync", "d"])
    assertOutput(
      first,
      Self.banner + """
        Reports to:  http://127.0.0.1:9/v1/logs
        Fault: sync uses a refused port: sync -> 3 tries, then one alert (r fails again)
        Signed in as demo.
        No notes yet. Try: add buy milk
        > sync

        """ + Self.alert + """
          Choose [r/d]: d
          Reports queued: 1
          Reports not sent: 1, kept in the outbox for the next run.
          Last report failure: network error: cannot connect to 127.0.0.1:9: Connection refused
          Bye.

          """)
    let id = try XCTUnwrap(first.logRecords.first?["id"] as? String)
    let outbox = first.directory.appendingPathComponent("report-outbox/outbox.jsonl")
    XCTAssertTrue(try String(contentsOf: outbox, encoding: .utf8).contains(id))

    // The next run finds it in the outbox and sends it once its collector answers.
    let next = try run(["--fail", "report-down"], steps: [.input([])], in: first.directory)
    assertOutput(
      next,
      Self.banner + """
        Reports to:  a stand-in collector in the demo
        Fault: the report collector is down until quit: reports queue, then drain
        Signed in as demo.
        No notes yet. Try: add buy milk
        Reports queued: 1
        The collector is back: sending 1 queued report(s).
        Reports delivered: 1
        Bye.

        """)
    XCTAssertEqual(try Data(contentsOf: outbox), Data())
  }

  func testTheUserAndPasswordOfTheReportURLAreNeverShown() throws {
    let result = try run(
      [
        "--report-url", "http://reporter:s3cr3t-pa55@127.0.0.1:9/v1/logs", "--report-wait", "1",
        "--fail", "network",
      ],
      input: ["sync", "d"])
    XCTAssertTrue(
      result.output.contains("Reports to:  http://***@127.0.0.1:9/v1/logs\n"), result.output)
    XCTAssertTrue(
      result.output.contains(
        "Last report failure: network error: cannot connect to 127.0.0.1:9: Connection refused\n"
      ), result.output)
    for text in [result.output, result.errors] {
      XCTAssertFalse(text.contains("s3cr3t"), text)
      XCTAssertFalse(text.contains("reporter:"), text)
    }
  }

  func testAnHTTPSReportURLOnLinuxIsAClearErrorNotACrash() throws {
    #if canImport(FoundationNetworking)
      // FoundationNetworking's client can stop the process on a bad answer: the sink refuses
      // https:// there, and the demo says why and what to do instead.
      let result = try DemoRunner.run(
        ["--report-url", "https://reporter:s3cr3t@collector.example.com/v1/logs"], input: [])
      runs.append(result)
      XCTAssertEqual(result.status, 1, result.errors)
      XCTAssertEqual(
        result.errors,
        "ConsoleDemo: cannot report: the endpoint \"https://***@collector.example.com/v1/logs\" "
          + "is https://, which HTTPLogSink does not send to on this platform: "
          + "FoundationNetworking's URLSession can stop the process on a malformed answer and "
          + "does not honour the request timeout. Send to a local OpenTelemetry Collector over "
          + "http:// (such as http://127.0.0.1:4318/v1/logs) and let it forward over TLS\n")
      XCTAssertEqual(result.output, "")
    #endif
  }

  func testASignalSendsTheQueuedReportsBeforeLeaving() throws {
    let result = try DemoRunner.run(
      ["--fail", "report-down", "--fail", "network"],
      steps: [.input(["sync"]), .waitFor("Choose [r/d]: ", traces: 0), .signal(SIGTERM)])
    runs.append(result)
    XCTAssertEqual(result.status, 128 + SIGTERM, result.errors)
    XCTAssertTrue(
      result.output.hasSuffix(
        """
        Choose [r/d]: 
        The collector is back: sending 1 queued report(s).
        Reports delivered: 1

        """), result.output)
    let outbox = result.directory.appendingPathComponent("report-outbox/outbox.jsonl")
    XCTAssertEqual(try Data(contentsOf: outbox), Data())
  }

  func testASecondSignalLeavesAtOnceWithoutWaitingForTheReports() throws {
    // A collector that never answers (a refused port) and a ten-minute wait: the first
    // signal undoes the faults, ends the line and starts waiting; the second leaves.
    let result = try DemoRunner.run(
      ["--report-url", "http://127.0.0.1:9/v1/logs", "--report-wait", "600", "--fail", "network"],
      steps: [
        .input(["sync"]), .waitFor("Choose [r/d]: ", traces: 0), .send(SIGTERM),
        .waitFor("Choose [r/d]: \n", traces: 0), .signal(SIGINT),
      ])
    runs.append(result)
    XCTAssertEqual(result.status, 128 + SIGINT, result.errors)
    XCTAssertTrue(result.output.hasSuffix("Choose [r/d]: \n"), result.output)
    // Whether the report reached the outbox on disk is not asked here: `HTTPLogSink` moves a
    // written record there on its own task, and the second signal may end the process before
    // the first signal's flush (which waits for that move) got to run.
  }

  func testAnInvalidReportURLIsAClearErrorNotACrash() throws {
    for (value, shown) in [
      ("collector:4318", "collector:4318"), ("file:///tmp/logs", "file:///tmp/logs"),
      ("http://", "http://"), ("http://\u{1B}[2J", "http://␛[2J"),
    ] {
      let result = try DemoRunner.run(["--report-url", value], input: [])
      runs.append(result)
      XCTAssertEqual(result.status, 2, value)
      XCTAssertEqual(
        result.errors,
        "ConsoleDemo: --report-url needs an http:// or https:// URL with a host, not \(shown)\n"
          + "Try --help.\n")
      XCTAssertEqual(result.output, "")
    }
  }
}
