/// Runs `onDeinit` when released: stands for a view model whose deinit disposes its bag, or
/// any object whose release is user code (contract 3 tests: nothing is released under a lock).
final class DeinitProbe: Sendable {
  let onDeinit: @Sendable () -> Void

  init(onDeinit: @escaping @Sendable () -> Void) {
    self.onDeinit = onDeinit
  }

  deinit { onDeinit() }
}
