import Foundation
import ReactiveCore
import XCTest

/// Issue 27's probe in its main-actor form: a `@MainActor` view model that binds its input
/// with each main-actor form, in Swift 6 mode, with no `assumeIsolated`, `nonisolated(unsafe)`,
/// `@preconcurrency` or `@unchecked` of its own. Each handler records whether it ran on the
/// main queue and fulfils `done` when every binding has seen the value.
@MainActor
final class MainActorProbe {
  let input = PublishSubject<Int>()
  private(set) var notes: [String] = []
  private(set) var offMain: [String] = []
  private let bag = DisposeBag()
  private let expected: Int
  private let done: XCTestExpectation?

  init(done: XCTestExpectation? = nil) {
    self.done = done
    expected = 6
    input.observe(on: MainScheduler.instance)
      .subscribe(with: self, onNext: { owner, value in owner.note("with \(value)") })
      .disposed(by: bag)
    input.observe(on: MainScheduler.instance)
      .subscribe(onNext: { [weak self] value in self?.note("onNext \(value)") })
      .disposed(by: bag)
    input.map { $0 * 10 }
      .subscribe(onMainActor: { [weak self] value in self?.note("map \(value)") })
      .disposed(by: bag)
    input.observe(on: MainScheduler.asyncInstance)
      .bind(onNext: { [weak self] value in self?.note("async \(value)") })
      .disposed(by: bag)
    input.asDriver(onErrorJustReturn: -1)
      .drive(onNext: { [weak self] value in self?.note("drive \(value)") })
      .disposed(by: bag)
    input.asSignal(onErrorJustReturn: -1)
      .emit(with: self, onNext: { owner, value in owner.note("emit \(value)") })
      .disposed(by: bag)
  }

  func note(_ text: String) {
    // The main actor's state, touched only where the compiler proved it is the main actor;
    // the queue check shows it at run time too.
    if !MainQueue.isCurrent { offMain.append(text) }
    notes.append(text)
    if notes.count == expected { done?.fulfill() }
  }
}

/// Whether the caller runs on the main queue, told by a key set on it: on Linux an `async`
/// main serves the main queue from a worker thread, where `Thread.isMainThread` is false.
enum MainQueue {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Marks the main queue; call it on the main thread before the first check.
  static func mark() { _ = key }

  /// Whether the caller runs on the main queue.
  static var isCurrent: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
  }
}
