import CoreTestSupport
import ErrorFlow
import Foundation
import XCTest

@testable import ConsoleDemo

/// A sync that cannot reach the server is tried again silently under the default
/// `RetryPolicy`, on a virtual clock (no real waiting): a one-off failure never reaches the
/// user, a lasting one is published once, after the last attempt, with the attempt count.
@MainActor
final class NotesViewModelTests: TemporaryFolderTestCase {
  /// The default policy with the whole ceiling as each wait, so the waits are exact.
  static let policy: RetryPolicy = {
    var policy = RetryPolicy.default
    policy.jitter = .fixed(1)
    return policy
  }()

  private let time = VirtualTime()
  private let log = InMemoryLogSink()
  /// What the tracker published: its handler is `@Sendable`, so behind a lock.
  private let published = Locked<[AppError]>([])
  private var subscriptions: [Disposable] = []

  /// A view model whose sync goes to `first` (one URL per request), then to the seeded
  /// `server.json`.
  private func makeViewModel(first: [URL]) throws -> (NotesViewModel, ErrorTracker) {
    DataDirectory.seedServer(in: folder)
    let sessions = SessionRepository(service: SessionService(lifetime: 60))
    _ = sessions.signIn(user: "demo")
    let notes = NotesUseCase(
      notes: NotesRepository(service: NotesFileService(directory: folder, fullDevice: nil)),
      session: sessions)
    let endpoint = SyncEndpoint(url: url("server.json"), first: first)
    let sync = SyncUseCase(
      notes: notes, server: SyncRepository(service: SyncService(endpoint: endpoint)),
      session: sessions)
    let tracker = ErrorTracker(
      logger: ErrorLogger(sinks: [log]), bus: nil, clock: time)
    subscriptions.append(
      tracker.errors.subscribe(onNext: { [published] error in published.append(error) }))
    let viewModel = NotesViewModel(
      notes: notes, sync: sync, tracker: tracker, syncRetry: Self.policy)
    return (viewModel, tracker)
  }

  func testAOneOffRefusedSyncIsRetriedSilentlyAndSucceeds() async throws {
    let refused = try XCTUnwrap(FaultInjector.refusedURL)
    let (viewModel, tracker) = try makeViewModel(first: [refused])
    defer { for subscription in subscriptions { subscription.dispose() } }
    viewModel.sync()
    await tracker.waitUntilIdle()
    XCTAssertEqual(time.recordedWaits, [.milliseconds(500)])
    XCTAssertEqual(published.value.map(\.identityKey), [])
    XCTAssertEqual(log.records.map(\.identityKey), [])
    XCTAssertTrue(try read("notes.json").contains("Welcome to ErrorFlow"))
  }

  func testALastingFailureIsPublishedOnceAfterTheLastAttempt() async throws {
    let refused = try XCTUnwrap(FaultInjector.refusedURL)
    let (viewModel, tracker) = try makeViewModel(first: Array(repeating: refused, count: 6))
    defer { for subscription in subscriptions { subscription.dispose() } }
    viewModel.sync()
    await tracker.waitUntilIdle()
    XCTAssertEqual(time.recordedWaits, [.milliseconds(500), .seconds(1)])
    XCTAssertEqual(published.value.map(\.identityKey), ["SyncUseCaseError.offline"])
    XCTAssertEqual(published.value.map(\.attempts), [3])
    XCTAssertEqual(log.records.map(\.attempts), [3])
    XCTAssertEqual(
      log.records.map(\.line).first?.contains("after 3 attempts @ ConsoleDemo/"), true)
  }

  func testTheAlertsRetryStartsAFreshRoundOfAttempts() async throws {
    let refused = try XCTUnwrap(FaultInjector.refusedURL)
    // Three refusals, then three more and the server answers: the fresh round succeeds on
    // its third attempt.
    let (viewModel, tracker) = try makeViewModel(first: Array(repeating: refused, count: 5))
    defer { for subscription in subscriptions { subscription.dispose() } }
    viewModel.sync()
    await tracker.waitUntilIdle()
    let retry = try XCTUnwrap(published.value.first?.retry)
    retry()
    await tracker.waitUntilIdle()
    XCTAssertEqual(
      time.recordedWaits,
      [.milliseconds(500), .seconds(1), .milliseconds(500), .seconds(1)])
    XCTAssertEqual(published.value.map(\.attempts), [3])
    XCTAssertTrue(try read("notes.json").contains("Welcome to ErrorFlow"))
  }
}
