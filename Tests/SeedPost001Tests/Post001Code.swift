// Post 001 ("Clean Architecture - Error 설계에 대한 고찰"), the improved ("개선") structure: every
// code block of the post, in the post's order, against ErrorFlow. Changes from the post's code,
// one per line (everything else is the post's text):
// 1. `import RxSwift` → `import ErrorFlow` (the post shows no imports; RxSwift/RxCocoa implied).
// 2. `import Foundation` added, for `NSLog` (UIKit brought it in the app).
// 3. The ViewModel's `...` is filled in with the post's own BeforeViewModel members (useCase,
//    disposeBag, Input, _input, input, _data, output, init, bindAction) plus
//    `private let _error = PublishSubject<AppError>()` and `error: _error.asObservable()`.
// 4. The blog's escaped `\\(error.localizedDescription)` is read as the Swift interpolation
//    `\(error.localizedDescription)` (an HTML escaping artifact of the blog, four lines).
// 5. `bindViewModel()` is wrapped in `final class ViewController: UIViewController` with an
//    `init` that calls it (the post shows only the method); UIKit is the recording stand-in in
//    UIKitStandIn.swift.
// 6. `extension String: @retroactive Error {}` (String+Error.swift): the managers throw
//    `CoreDataError.entityNotFound("entityNotFound")`, passing a String where an Error goes.
// 7. `: Sendable` added to `UseCase`, `Repository`, `CoreDataManager`, `NetworkManager` and
//    `ViewModel` (five words): `fetchData()`'s `Task { }` captures the view model and its use
//    case, which Swift 6 accepts only for Sendable values (error SendingClosureRisksDataRace,
//    whatever the Rx library). All five hold only `let`s of Sendable values.
// 8. Indentation and line breaks as swift format lays them out (2 spaces, 100 columns).
// Nothing else: the post's own `AppErrorProtocol` and `AppError` shadow ErrorFlow's in this
// target, as they would in the post's app.
import ErrorFlow
import Foundation

// MARK: - 1-1. AppError (Domain)

/// 모든 에러 타입의 프로토콜 (사용자 친화적인 에러메시지와 디버깅 구분을 위해)
protocol AppErrorProtocol: LocalizedError {
  var errorDescription: String? { get }
  var debugDescription: String { get }
}

/// 앱에서 발생할 수 있는 모든 에러 타입
enum AppError: AppErrorProtocol {
  case network(AppErrorProtocol)
  case coreData(AppErrorProtocol)
  case unknown(Error)
}

extension AppError {
  /// 사용자에게 보여줄 에러 메시지 정의
  var errorDescription: String? {
    switch self {
    case .network(let error), .coreData(let error):
      return error.errorDescription  // Data Error에서 정의한 errorDescription, debugDescription 사용
    case .unknown:
      return "알 수 없는 에러가 발생했습니다."
    }
  }

  /// 개발자 디버깅용 에러 메시지 정의
  var debugDescription: String {
    switch self {
    case .network(let error), .coreData(let error):
      return error.debugDescription  // Data Error에서 정의한 errorDescription, debugDescription 사용
    case .unknown(let error):
      return "unknonwn Error: \(error.localizedDescription)"
    }
  }
}

// MARK: - 1-2. UseCase

final class UseCase: Sendable {
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

// MARK: - 2-1. Domain Error (Data)

/// 각 에러 타입의 세부 에러 타입
enum CoreDataError: AppErrorProtocol {
  case entityNotFound(Error)
  case readError(Error)
}

extension CoreDataError {
  /// 사용자 친화적인 에러 메시지
  var errorDescription: String? {
    switch self {
    case .entityNotFound:
      "데이터 접근에 실패했습니다."
    case .readError:
      "데이터를 읽어오는 데 실패했습니다."
    }
  }

  /// 디버깅용 에러 메시지
  var debugDescription: String {
    switch self {
    case .entityNotFound(let error):
      "entityNotFound: \(error.localizedDescription)"
    case .readError(let error):
      "readError: \(error.localizedDescription)"
    }
  }
}

/// 각 에러 타입의 세부 에러 타입
enum NetworkError: AppErrorProtocol {
  case invalidURL(Error)
  case failToDecode(Error)
}

extension NetworkError {
  /// 사용자 친화적인 에러 메시지
  var errorDescription: String? {
    switch self {
    case .invalidURL:
      "유효하지 않은 URL입니다."
    case .failToDecode:
      "데이터 변환 실패"
    }
  }

  /// 디버깅용 에러 메시지
  var debugDescription: String {
    switch self {
    case .invalidURL(let error):
      "invalidURL: \(error.localizedDescription)"
    case .failToDecode(let error):
      "failToDecode: \(error.localizedDescription)"
    }
  }
}

// MARK: - 2-2. Manager

/// CoreData Manager
final class CoreDataManager: Sendable {
  func execute() async throws {
    throw CoreDataError.entityNotFound("entityNotFound")
  }
}

/// Network Manager
final class NetworkManager: Sendable {
  func execute() async throws {
    throw NetworkError.invalidURL("invalidURL")
  }
}

// MARK: - 2-3. Repository

final class Repository: Sendable {
  private let coreDataManager: CoreDataManager
  private let networkManager: NetworkManager

  init(
    coreDataManager: CoreDataManager = CoreDataManager(),
    networkManager: NetworkManager = NetworkManager()
  ) {
    self.coreDataManager = coreDataManager
    self.networkManager = networkManager
  }

  func fetchCoreData() async throws {
    do {
      try await coreDataManager.execute()
    } catch let error as CoreDataError {
      // 에러 핸들링 (Data Error -> Domain Error 변환)
      throw AppError.coreData(error)
    }
  }

  func fetchNetworkData() async throws {
    do {
      try await networkManager.execute()
    } catch let error as NetworkError {
      // 에러 핸들링 (Data Error -> Domain Error 변환)
      throw AppError.network(error)
    }
  }
}

// MARK: - 3-1. AppError + Extension (Presentation)

extension AppError {
  /// Error Alert에 표시될 Title 설정
  var alertTitle: String {
    switch self {
    case .network:
      "네트워크 에러"
    case .coreData:
      "저장소 에러"
    case .unknown:
      "알 수 없는 에러"
    }
  }
}

// MARK: - 3-2. ViewModel

final class ViewModel: Sendable {
  private let useCase: UseCase
  private let disposeBag = DisposeBag()

  /// 사용자 입력
  enum Input {
    case viewDidLoad
  }

  struct Output {
    var data: Observable<String>
    var error: Observable<AppError>  // 에러 타입을 따로 선언 (AppError 타입)
  }

  private let _input = PublishSubject<Input>()
  var input: AnyObserver<Input> { _input.asObserver() }

  private let _data = PublishSubject<String>()
  private let _error = PublishSubject<AppError>()
  let output: Output

  init(useCase: UseCase = UseCase()) {
    self.useCase = useCase
    output = Output(
      data: _data.asObservable(),
      error: _error.asObservable()
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
        try await useCase.executeCoreData()
        try await useCase.executeNetwork()
        _data.onNext("데이터 불러오기")
      } catch {
        handleError(error)
      }
    }
  }

  /// 에러 핸들링
  private func handleError(_ error: Error) {
    // 받은 에러를 AppError 타입으로 변환 후 Output.error에 방출
    if let error = error as? AppError {
      _error.onNext(error)
      NSLog(error.debugDescription)
    } else {
      _error.onNext(AppError.unknown(error))
      NSLog(error.localizedDescription)
    }
  }
}

// MARK: - 3-2. ViewController

final class ViewController: UIViewController {
  let viewModel: ViewModel
  let disposeBag = DisposeBag()

  init(viewModel: ViewModel = ViewModel()) {
    self.viewModel = viewModel
    super.init()
    bindViewModel()
  }

  /// Output 바인딩
  private func bindViewModel() {

    // 데이터 바인딩
    viewModel.output.data
      .bind(with: self) { owner, data in
        print(data)
      }.disposed(by: disposeBag)

    // 에러 바인딩
    viewModel.output.error
      .observe(on: MainScheduler.asyncInstance)
      .bind(with: self) { owner, error in
        // Alert 띄우기 (error.localizedDescription)
        let alertViewController = UIAlertController(
          title: error.alertTitle,  // Alert Title 설정
          message: error.localizedDescription,  // Alert Message 설정
          preferredStyle: .alert
        )
        let confirmAction = UIAlertAction(title: "확인", style: .default)
        alertViewController.addAction(confirmAction)
        owner.present(alertViewController, animated: true)
      }.disposed(by: disposeBag)
  }
}
