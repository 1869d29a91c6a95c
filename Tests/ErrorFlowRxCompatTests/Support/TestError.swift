/// Errors for tests: equal when their codes are equal, readable in failure messages.
struct TestError: Error, Equatable, CustomStringConvertible {
  let code: Int

  init(_ code: Int = 0) {
    self.code = code
  }

  var description: String { "TestError(\(code))" }
}

let testError = TestError(1)
let testError2 = TestError(2)
