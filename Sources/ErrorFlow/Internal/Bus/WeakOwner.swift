import Dispatch

/// Lets the bus's overflow handler reach the bus without retaining it.
final class WeakOwner: @unchecked Sendable {
  weak var bus: ErrorBus?
}
