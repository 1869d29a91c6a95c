/// Runs `onDeinit` when released: stands for a view model whose deinit disposes its bag, or
/// any object whose release is user code (contract 3 tests: nothing is released under a lock).
///
/// `Sendable`, because the tests capture it in `@Sendable` handlers and release it on the
/// thread that drops the last reference; so `onDeinit` must be `@Sendable` too.
final class DeinitProbe: Sendable {
  let onDeinit: @Sendable () -> Void

  init(onDeinit: @escaping @Sendable () -> Void) {
    self.onDeinit = onDeinit
  }

  deinit { onDeinit() }
}
