import CoreTestSupport
import ErrorFlowRxCompat
// This file is RxSwift/RxTest code. The lines changed from the original are the imports:
// `import RxSwift` became `import ReactiveCore` (apps write `import ErrorFlow`, which
// re-exports it) and `import RxTest` became `import ErrorFlowTesting`; and what Swift 6 mode
// rejects, because a closure would share state with another thread (issue 27):
// 1. `NotesAPI` keeps its state behind a lock and is `Sendable`, and `NotesRepository` and
//    `NotesUseCase` are `Sendable`: `create`, `flatMapCompletable` and `flatMapLatest` call
//    them from whatever thread subscribes.
// 2. The tests record what their handlers see behind a lock (`Locked`).
import ErrorFlowTesting
import ReactiveCore
import XCTest

// MARK: - A repository and a use case, as written for RxSwift 6

struct Note: Equatable {
  let id: Int
  let title: String
}

enum NotesError: Error, Equatable {
  case offline
  case notFound(Int)
}

final class NotesAPI: Sendable {
  private struct State {
    var stored: [Int: String] = [1: "Groceries", 2: "Ideas"]
    var isOnline = true
    var savedTitles: [String] = []
  }

  private let state = Locked(State())

  var isOnline: Bool {
    get { state.value.isOnline }
    set { state.withLock { $0.isOnline = newValue } }
  }

  var savedTitles: [String] { state.value.savedTitles }

  func fetchTitles(completion: @escaping (Result<[Int: String], NotesError>) -> Void) {
    let (isOnline, stored) = state.withLock { ($0.isOnline, $0.stored) }
    if isOnline { completion(.success(stored)) } else { completion(.failure(.offline)) }
  }

  func save(id: Int, title: String, completion: @escaping (NotesError?) -> Void) {
    guard isOnline else { return completion(.offline) }
    state.withLock {
      $0.stored[id] = title
      $0.savedTitles.append(title)
    }
    completion(nil)
  }
}

final class NotesRepository: Sendable {
  private let api: NotesAPI

  init(api: NotesAPI) {
    self.api = api
  }

  func fetch() -> Single<[Note]> {
    Single.create { single in
      self.api.fetchTitles { result in
        switch result {
        case .success(let titles):
          single(.success(titles.map { Note(id: $0.key, title: $0.value) }))
        case .failure(let error):
          single(.failure(error))
        }
      }
      return Disposables.create()
    }
    .map { notes in notes.sorted { $0.id < $1.id } }
  }

  func note(id: Int) -> Single<Note> {
    fetch().flatMap { notes in
      if let note = notes.first(where: { $0.id == id }) {
        return .just(note)
      }
      return .error(NotesError.notFound(id))
    }
  }

  func save(_ note: Note) -> Completable {
    Completable.create { completable in
      self.api.save(id: note.id, title: note.title) { error in
        if let error {
          completable(.error(error))
        } else {
          completable(.completed)
        }
      }
      return Disposables.create()
    }
  }
}

final class NotesUseCase: Sendable {
  private let repository: NotesRepository
  private let scheduler: SchedulerType

  init(repository: NotesRepository, scheduler: SchedulerType = MainScheduler.instance) {
    self.repository = repository
    self.scheduler = scheduler
  }

  func titles() -> Single<[String]> {
    repository.fetch()
      .map { notes in notes.map(\.title) }
      .catch { error in
        if case NotesError.offline = error { return .just([]) }
        return .error(error)
      }
      .observe(on: scheduler)
  }

  func rename(id: Int, to title: String) -> Single<Note> {
    repository.note(id: id)
      .flatMapCompletable { note in self.repository.save(Note(id: note.id, title: title)) }
      .andThen(repository.note(id: id))
      .observe(on: scheduler)
  }
}

final class NotesViewModel {
  let refresh = PublishRelay<Void>()
  let titles: Driver<[String]>

  init(useCase: NotesUseCase) {
    titles =
      refresh
      .flatMapLatest { useCase.titles() }
      .asDriver(onErrorJustReturn: [])
  }
}

// MARK: - Its tests, as written for RxSwift 6 / RxTest

final class RxSwiftSingleCompatibilityTests: CoreTestCase {
  private var api: NotesAPI!
  private var scheduler: TestScheduler!
  private var useCase: NotesUseCase!
  private var disposeBag: DisposeBag!

  override func setUp() {
    super.setUp()
    api = NotesAPI()
    scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    useCase = NotesUseCase(repository: NotesRepository(api: api), scheduler: scheduler)
    disposeBag = DisposeBag()
  }

  override func tearDown() {
    disposeBag = nil
    super.tearDown()
  }

  func testTitlesAreFetchedSortedAndDeliveredOnTheScheduler() {
    let titles = Locked<[[String]]>([])
    useCase.titles()
      .subscribe(onSuccess: { titles.append($0) }, onFailure: { XCTFail("\($0)") })
      .disposed(by: disposeBag)
    XCTAssertEqual(titles.value, [])
    scheduler.start()
    XCTAssertEqual(titles.value, [["Groceries", "Ideas"]])
  }

  func testOfflineFetchFallsBackToNoTitles() {
    api.isOnline = false
    let observer = scheduler.createObserver([String].self)
    scheduler.scheduleAt(100) {
      self.useCase.titles().asObservable().subscribe(observer).disposed(by: self.disposeBag)
    }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(100, []), .completed(100)])
  }

  func testRenameSavesThenReadsBack() {
    let renamed = Locked<Note?>(nil)
    useCase.rename(id: 2, to: "Plans")
      .subscribe(onSuccess: { note in renamed.withLock { $0 = note } })
      .disposed(by: disposeBag)
    scheduler.start()
    XCTAssertEqual(renamed.value, Note(id: 2, title: "Plans"))
    XCTAssertEqual(api.savedTitles, ["Plans"])
  }

  func testRenameOfAMissingNoteFails() {
    let failure = Locked<Error?>(nil)
    useCase.rename(id: 9, to: "Plans")
      .subscribe(
        onSuccess: { _ in XCTFail("unexpected success") },
        onFailure: { error in failure.withLock { $0 = error } }
      )
      .disposed(by: disposeBag)
    scheduler.start()
    XCTAssertEqual(failure.value as? NotesError, .notFound(9))
    XCTAssertEqual(api.savedTitles, [])
  }

  func testSaveCompletesAndAndThenContinues() {
    let repository = NotesRepository(api: api)
    let events = Locked<[String]>([])
    repository.save(Note(id: 3, title: "Books"))
      .andThen(repository.fetch())
      .subscribe(onSuccess: { events.append("\($0.count) notes") })
      .disposed(by: disposeBag)
    repository.save(Note(id: 4, title: "Films"))
      .subscribe(onCompleted: { events.append("saved") }, onError: { events.append("\($0)") })
      .disposed(by: disposeBag)
    XCTAssertEqual(events.value, ["3 notes", "saved"])
  }

  func testViewModelRefreshDrivesTheTitles() {
    let viewModel = SharingScheduler.mock(scheduler: scheduler) {
      NotesViewModel(useCase: useCase)
    }
    let observer = scheduler.createObserver([String].self)
    viewModel.titles.drive(observer).disposed(by: disposeBag)
    scheduler.scheduleAt(10) { viewModel.refresh.accept(()) }
    scheduler.scheduleAt(20) { self.api.isOnline = false }
    scheduler.scheduleAt(30) { viewModel.refresh.accept(()) }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(10, ["Groceries", "Ideas"]), .next(30, [])])
  }
}
