// Post 001, the structure before ("기존 구조"): every code block of that part, in the post's
// order, against ErrorFlow. It is the contrast the post draws: `_data.onError(error)` ends the
// data stream, so a second request shows nothing. Changes from the post's code, one per line:
// 1. `import RxSwift` → `import ErrorFlow` (the post shows no imports).
// 2. `bindViewModel()` is wrapped in `final class BeforeViewController: UIViewController` with an
//    `init` that calls it (the post shows only the method); UIKit is UIKitStandIn.swift.
// 3. The post's repetition example (`data1`, `data2`, `data3`) is left out: it is the same
//    binding three times, over outputs the post never declares.
// 4. `: Sendable` added to `BeforeViewModel`: its `Task { }` captures it, which Swift 6 accepts
//    only for a Sendable value (as for `ViewModel`, change 7 of Post001Code.swift).
// 5. Indentation and line breaks as swift format lays them out.
// As in the post, BeforeViewModel uses the improved `UseCase`, and the Before managers throw the
// improved `CoreDataError`/`NetworkError` (Post001Code.swift).
import ErrorFlow

// MARK: - 1-1. Error

/// CoreData 에러
enum BeforeCoreDataError: Error {
  case entityNotFound
}

/// 네트워크 에러
enum BeforeNetworkError: Error {
  case invalidURL
}

// MARK: - 1-2. UseCase

final class BeforeUseCase {
  private let repository: Repository

  init(repository: Repository = Repository()) {
    self.repository = repository
  }

  func executeCoreData() async throws {
    try await repository.fetchCoreData()
  }

  func executeNetwork() async throws {
    try await repository.fetchNetworkData()
  }
}

// MARK: - 2-1. Manager

/// CoreData Manager
final class BeforeCoreDataManager {
  func execute() async throws {
    throw CoreDataError.entityNotFound("entityNotFound")
  }
}

/// Network Manager
final class BeforeNetworkManager {
  func execute() async throws {
    throw NetworkError.invalidURL("invalidURL")
  }
}

// MARK: - 2-2. Repository

final class BeforeRepository {
  private let coreDataManager: BeforeCoreDataManager
  private let networkManager: BeforeNetworkManager

  init(
    coreDataManager: BeforeCoreDataManager = BeforeCoreDataManager(),
    networkManager: BeforeNetworkManager = BeforeNetworkManager()
  ) {
    self.coreDataManager = coreDataManager
    self.networkManager = networkManager
  }

  /// CoreData 데이터 가져오기
  func fetchCoreData() async throws {
    try await coreDataManager.execute()
  }

  /// 네트워크 데이터 가져오기
  func fetchNetworkData() async throws {
    try await networkManager.execute()
  }
}

// MARK: - 3-1. ViewModel

final class BeforeViewModel: Sendable {
  private let useCase: UseCase
  private let disposeBag = DisposeBag()

  /// 사용자 입력
  enum Input {
    case viewDidLoad
  }

  /// View에 필요한 데이터
  struct Output {
    var data: Observable<String>
  }

  private let _input = PublishSubject<Input>()
  var input: AnyObserver<Input> { _input.asObserver() }

  private let _data = PublishSubject<String>()
  let output: Output

  init(useCase: UseCase = UseCase()) {
    self.useCase = useCase
    output = Output(
      data: _data.asObservable(),
    )

    bindAction()
  }

  private func bindAction() {
    _input.subscribe(with: self) { owner, input in
      switch input {
      case .viewDidLoad:
        owner.fetchData()
      }
    }.disposed(by: disposeBag)
  }

  /// 데이터 불러오기
  private func fetchData() {
    Task {
      do {
        try await useCase.executeCoreData()  // CoreData 접근
        try await useCase.executeNetwork()  // Network 접근
        _data.onNext("데이터 불러오기")
      } catch {
        // 에러 스트림 생성 및 스트림 해제
        _data.onError(error)
      }
    }
  }
}

// MARK: - 3-2. ViewController

final class BeforeViewController: UIViewController {
  let viewModel: BeforeViewModel
  let disposeBag = DisposeBag()

  init(viewModel: BeforeViewModel = BeforeViewModel()) {
    self.viewModel = viewModel
    super.init()
    bindViewModel()
  }

  /// Output 바인딩
  private func bindViewModel() {

    // 데이터 바인딩
    viewModel.output.data
      .observe(on: MainScheduler.instance)
      .subscribe(
        onNext: { data in
          print(data)
        },
        onError: { [weak self] error in  // 에러 처리
          // Alert 띄우기 (error.localizedDescription)
          let alertViewController = UIAlertController(
            title: "에러",  // Alert Title 설정
            message: error.localizedDescription,  // Alert Message 설정
            preferredStyle: .alert
          )
          let confirmAction = UIAlertAction(title: "확인", style: .default)
          alertViewController.addAction(confirmAction)
          self?.present(alertViewController, animated: true)
        }
      ).disposed(by: disposeBag)
  }
}
