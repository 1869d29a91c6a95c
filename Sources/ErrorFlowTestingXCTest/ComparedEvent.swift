import ErrorFlowRxCompat
import ReactiveCore

/// A trait event compared as an `Event` (elements with `==`, errors by their printed
/// description, completions always equal) and printed as the trait writes it.
struct ComparedEvent<Element: Equatable>: Equatable, CustomDebugStringConvertible {
  let event: Event<Element>
  let debugDescription: String

  init(_ event: SingleEvent<Element>) {
    switch event {
    case .success(let element): self.event = .next(element)
    case .failure(let error): self.event = .error(error)
    }
    debugDescription = String(describing: event)
  }

  init(_ event: MaybeEvent<Element>) {
    switch event {
    case .success(let element): self.event = .next(element)
    case .error(let error): self.event = .error(error)
    case .completed: self.event = .completed
    }
    debugDescription = String(describing: event)
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs.event, rhs.event) {
    case (.completed, .completed): return true
    case (.next(let left), .next(let right)): return left == right
    case (.error(let left), .error(let right)): return "\(left)" == "\(right)"
    default: return false
    }
  }
}

extension ComparedEvent where Element == Never {
  init(_ event: CompletableEvent) {
    switch event {
    case .error(let error): self.event = .error(error)
    case .completed: self.event = .completed
    }
    debugDescription = String(describing: event)
  }
}
