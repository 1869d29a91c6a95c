import ErrorFlow
import Foundation

/// Subscribes to an error stream and keeps what arrives; acknowledges alerts on request.
/// (Belongs in ErrorFlowTesting as `NoticeRecorder`; kept here until that module has it.)
final class NoticeRecorder<Element>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [Element] = []
  private var subscription: Disposable?

  init(_ source: Observable<Element>) {
    subscription = source.subscribe(onNext: { [weak self] value in
      guard let self else { return }
      self.lock.withLock { self.stored.append(value) }
    })
  }

  var values: [Element] { lock.withLock { stored } }

  func dispose() { subscription?.dispose() }
}

extension ErrorNotice {
  /// A short text for assertions: `alert:message×count`.
  var summary: String {
    let suffix = count > 1 ? "×\(count)" : ""
    switch presentation {
    case .alert(_, let message): return "alert:\(message)\(suffix)"
    case .toast(let message): return "toast:\(message)\(suffix)"
    case .errorPage(_, let message): return "page:\(message)\(suffix)"
    case .signOut(let message): return "signOut:\(message)\(suffix)"
    case .silent: return "silent"
    }
  }
}
