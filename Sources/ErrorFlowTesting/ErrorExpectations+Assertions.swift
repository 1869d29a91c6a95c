import ErrorFlow

extension ErrorExpectations {
  /// Asserts that an error showing `userMessage` was published (on a tracker's `errors` or
  /// into a bus), and consumes the oldest such error.
  ///
  /// ```swift
  /// viewModel.load()
  /// await viewModel.tracker.waitUntilIdle()
  /// errors.expectError("The notes could not be read.", context: .pageLoad)
  /// ```
  ///
  /// - Parameters:
  ///   - userMessage: The message the user reads; `nil` for an error that has none.
  ///   - context: The context it must have, if given.
  ///   - level: The level it must have, if given.
  ///   - fileID: The caller's file; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: The error matched, or `nil` (and a failure at the caller's line) if no error
  ///   the test has not asserted yet matches.
  @discardableResult
  public func expectError(
    _ userMessage: String?, context: ErrorContext? = nil, level: ErrorLevel? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> AppError? {
    var expected = "an error showing \(EntryText.message(userMessage))"
    if let context { expected += " in context \(context)" }
    if let level { expected += " at level \(level.rawValue)" }
    return take(
      \.errors, expected: expected, kind: "published errors", lines: EntryText.errorLines,
      site: AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column),
      hint: Self.shownMessageHint(userMessage)
    ) { error in
      error.userMessage == userMessage && (context.map { error.context == $0 } ?? true)
        && (level.map { error.level == $0 } ?? true)
    }
  }

  /// Asserts that a published error satisfies `matches`, and consumes the oldest such error.
  ///
  /// ```swift
  /// errors.expectError { $0.level == .retryable && $0.attempts == 3 }
  /// ```
  ///
  /// - Parameters:
  ///   - matches: Says whether an error is the one expected.
  ///   - fileID: The caller's file; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: The error matched, or `nil` (and a failure at the caller's line).
  @discardableResult
  public func expectError(
    where matches: (AppError) -> Bool, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> AppError? {
    take(
      \.errors, expected: "an error matching the predicate", kind: "published errors",
      lines: EntryText.errorLines,
      site: AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column),
      where: matches)
  }

  /// Asserts that a bus sent a notice presented as `presentation`, and consumes the oldest
  /// such notice.
  ///
  /// ```swift
  /// errors.expectNotice(.errorPage(title: "오류", message: "인터넷 연결을 확인해주세요."))
  /// ```
  ///
  /// - Parameters:
  ///   - presentation: How the notice is shown.
  ///   - count: How many errors it stands for, if given (a coalesced notice counts several).
  ///   - fileID: The caller's file; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: The notice matched, or `nil` (and a failure at the caller's line).
  @discardableResult
  public func expectNotice(
    _ presentation: Presentation, count: Int? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> ErrorNotice? {
    let times = count.map { " ×\($0)" } ?? ""
    return take(
      \.notices, expected: "a notice \(presentation)\(times)", kind: "notices",
      lines: EntryText.noticeLines,
      site: AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { notice in
      notice.presentation == presentation && (count.map { notice.count == $0 } ?? true)
    }
  }

  /// Asserts that a bus sent a notice satisfying `matches`, and consumes the oldest such
  /// notice.
  ///
  /// ```swift
  /// errors.expectNotice { $0.isFollowUp && $0.count == 9 }
  /// ```
  ///
  /// - Parameters:
  ///   - matches: Says whether a notice is the one expected.
  ///   - fileID: The caller's file; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: The notice matched, or `nil` (and a failure at the caller's line).
  @discardableResult
  public func expectNotice(
    where matches: (ErrorNotice) -> Bool, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> ErrorNotice? {
    take(
      \.notices, expected: "a notice matching the predicate", kind: "notices",
      lines: EntryText.noticeLines,
      site: AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column),
      where: matches)
  }

  /// Asserts that a logger wrote a record at `level`, and consumes the oldest such record.
  ///
  /// ```swift
  /// errors.expectLog(level: .logOnly, context: .action)  // logged, never shown
  /// ```
  ///
  /// - Parameters:
  ///   - level: The record's level.
  ///   - context: The record's context, if given.
  ///   - fileID: The caller's file; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: The record matched, or `nil` (and a failure at the caller's line).
  @discardableResult
  public func expectLog(
    level: ErrorLevel, context: ErrorContext? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> ErrorLogRecord? {
    let place = context.map { " in context \($0)" } ?? ""
    return take(
      \.records, expected: "a log record at level \(level.rawValue)\(place)",
      kind: "log records",
      lines: EntryText.recordLines,
      site: AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { record in record.level == level && (context.map { record.context == $0 } ?? true) }
  }

  /// Asserts that a logger wrote a record satisfying `matches`, and consumes the oldest such
  /// record.
  ///
  /// ```swift
  /// errors.expectLog { $0.kind == "cancelled" }
  /// ```
  ///
  /// - Parameters:
  ///   - matches: Says whether a record is the one expected.
  ///   - fileID: The caller's file; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: The record matched, or `nil` (and a failure at the caller's line).
  @discardableResult
  public func expectLog(
    where matches: (ErrorLogRecord) -> Bool, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> ErrorLogRecord? {
    take(
      \.records, expected: "a log record matching the predicate", kind: "log records",
      lines: EntryText.recordLines,
      site: AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column),
      where: matches)
  }

  /// Consumes everything not asserted yet, as if asserted; with
  /// ``Exhaustivity/off(showSkippedAssertions:)`` set to show them, they are listed at the end.
  ///
  /// ```swift
  /// errors.skipUnasserted()  // the set-up's errors are not this test's point
  /// ```
  public func skipUnasserted() {
    let skipped = ledger.removeAll()
    if case .off(showSkippedAssertions: true) = exhaustivity { keepSkipped(skipped) }
  }

  private func take<Entry>(
    _ path: WritableKeyPath<ErrorLedger.Entries, [ErrorLedger.Numbered<Entry>]>,
    expected: String, kind: String, lines: (ErrorLedger.Entries) -> [String],
    site: AssertionSite, hint: (ErrorLedger.Entries) -> String? = { _ in nil },
    where matches: (Entry) -> Bool
  ) -> Entry? {
    if let entry = ledger.take(path, where: matches) { return entry }
    let entries = ledger.entries
    let left = entries[keyPath: path]
    var list =
      left.isEmpty
      ? "No \(kind) left to assert."
      : "Unasserted \(kind) (\(left.count)):\n" + lines(entries).joined(separator: "\n")
    if let hint = hint(entries) { list += "\n" + hint }
    fail("Expected \(expected); none of the \(kind) matches.\n\(list)", at: site)
    return nil
  }

  /// For an `expectError` given the message a bus shows rather than the error's own: says so.
  private static func shownMessageHint(_ text: String?) -> (ErrorLedger.Entries) -> String? {
    { entries in
      let shown = entries.errors.filter { entries.presented[$0.number] == text }
      guard let text, !shown.isEmpty else { return nil }
      let numbers = shown.map { "#\($0.number)" }.joined(separator: ", ")
      return "\(numbers) \(shown.count == 1 ? "is" : "are") shown as \(EntryText.message(text)), "
        + "the policy's message, not the error's own: expectError matches the error's own "
        + "(AppError.userMessage); expectNotice matches what is shown."
    }
  }
}
