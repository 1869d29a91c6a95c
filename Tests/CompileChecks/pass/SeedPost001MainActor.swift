// Seed post 001's improved view model and view controller (Tests/SeedPost001Tests/
// Post001Code.swift is the post's code, line for line) written for Swift 6 as an app would:
// the view model is `@MainActor`, and the two bindings that touch main-actor state use a
// main-actor form, `observe(on: MainScheduler.instance)` then `subscribe(with:onNext:)`, where
// the post wrote `subscribe(with:)` and `observe(on: MainScheduler.asyncInstance)` then
// `bind(with:)`. The data binding that only prints keeps the post's `bind(with:)`. Cut for
// size: one manager (folded into the use case) and one error case per enum; the UIKit types are
// main-actor stand-ins, as UIKit's are.
import ErrorFlow
import Foundation

protocol AppErrorProtocol: LocalizedError {
  var errorDescription: String? { get }
  var debugDescription: String { get }
}

enum AppError: AppErrorProtocol {
  case network(any AppErrorProtocol)
  case unknown(any Error)

  var errorDescription: String? {
    switch self {
    case .network(let error): return error.errorDescription
    case .unknown: return "알 수 없는 에러가 발생했습니다."
    }
  }

  var debugDescription: String {
    switch self {
    case .network(let error): return error.debugDescription
    case .unknown(let error): return "unknonwn Error: \(error.localizedDescription)"
    }
  }

  var alertTitle: String {
    switch self {
    case .network: "네트워크 에러"
    case .unknown: "알 수 없는 에러"
    }
  }
}

enum NetworkError: AppErrorProtocol {
  case invalidURL

  var errorDescription: String? { "유효하지 않은 URL입니다." }
  var debugDescription: String { "invalidURL" }
}

final class UseCase: Sendable {
  func executeNetwork() async throws {
    do {
      throw NetworkError.invalidURL
    } catch let error as NetworkError {
      throw AppError.network(error)
    }
  }
}

@MainActor final class ViewModel {
  private let useCase: UseCase
  private let disposeBag = DisposeBag()

  enum Input {
    case viewDidLoad
  }

  struct Output {
    var data: Observable<String>
    var error: Observable<AppError>
  }

  private let _input = PublishSubject<Input>()
  var input: AnyObserver<Input> { _input.asObserver() }

  private let _data = PublishSubject<String>()
  private let _error = PublishSubject<AppError>()
  let output: Output

  init(useCase: UseCase = UseCase()) {
    self.useCase = useCase
    output = Output(data: _data.asObservable(), error: _error.asObservable())
    bindAction()
  }

  private func bindAction() {
    _input.observe(on: MainScheduler.instance)
      .subscribe(
        with: self,
        onNext: { owner, input in
          switch input {
          case .viewDidLoad:
            owner.fetchData()
          }
        }
      ).disposed(by: disposeBag)
  }

  private func fetchData() {
    Task {
      do {
        try await useCase.executeNetwork()
        _data.onNext("데이터 불러오기")
      } catch {
        handleError(error)
      }
    }
  }

  private func handleError(_ error: Error) {
    if let error = error as? AppError {
      _error.onNext(error)
      NSLog(error.debugDescription)
    } else {
      _error.onNext(AppError.unknown(error))
      NSLog(error.localizedDescription)
    }
  }
}

@MainActor final class UIAlertController {
  let title: String?
  let message: String?

  init(title: String?, message: String?) {
    self.title = title
    self.message = message
  }
}

@MainActor class UIViewController {
  private(set) var presented: [UIAlertController] = []

  func present(_ viewController: UIAlertController, animated: Bool) {
    presented.append(viewController)
  }
}

final class ViewController: UIViewController {
  let viewModel = ViewModel()
  let disposeBag = DisposeBag()

  func bindViewModel() {
    viewModel.output.data
      .bind(with: self) { _, data in print(data) }
      .disposed(by: disposeBag)

    viewModel.output.error
      .observe(on: MainScheduler.instance)
      .subscribe(
        with: self,
        onNext: { owner, error in
          let alertViewController = UIAlertController(
            title: error.alertTitle, message: error.localizedDescription)
          owner.present(alertViewController, animated: true)
        }
      ).disposed(by: disposeBag)
  }
}
