// The slice of UIKit post 001's view controller touches, recording instead of drawing, so the
// post's `bindViewModel()` compiles unchanged on Linux and a test can see every alert it presents.
// Main-actor isolated, as UIKit's view controllers are.
import ErrorFlow
import Foundation

/// Stand-in for `UIAlertController`: keeps what the post sets.
@MainActor
final class UIAlertController {
  enum Style: Sendable {
    case alert
    case actionSheet
  }

  let title: String?
  let message: String?
  let preferredStyle: Style
  private(set) var actions: [UIAlertAction] = []

  init(title: String?, message: String?, preferredStyle: Style) {
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
  }

  func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }
}

/// Stand-in for `UIAlertAction`.
struct UIAlertAction {
  enum Style: Sendable {
    case `default`
    case cancel
    case destructive
  }

  let title: String?
  let style: Style
}

/// Stand-in for `UIViewController`: `present` records the alert, and whether it was on the
/// main thread, instead of showing it, and sends it on `presentations` for a test to record.
@MainActor
class UIViewController {
  private(set) var presented: [UIAlertController] = []
  private(set) var presentedOnMainThread: [Bool] = []
  /// Every alert presented, as it is presented.
  let presentations = PublishRelay<UIAlertController>()

  init() {}

  func present(_ viewController: UIAlertController, animated: Bool) {
    presented.append(viewController)
    presentedOnMainThread.append(Thread.isMainThread)
    presentations.accept(viewController)
  }
}
