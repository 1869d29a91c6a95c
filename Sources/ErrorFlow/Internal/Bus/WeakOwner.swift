import Dispatch

/// Lets the bus's overflow handler reach the bus without retaining it.
// unchecked Sendable: `bus` is a weak reference (weak loads and stores are atomic), set once before
// the owner is shared
final class WeakOwner: @unchecked Sendable {
  weak var bus: ErrorBus?
}
