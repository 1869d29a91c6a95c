import XCTest

// The code of the DocC article Testing.md, as written there, one file per section of the
// article (TestingArticleTests+<Section>.swift): its test blocks are checked to appear in these
// files verbatim (.ci/doc-samples), so the tests a reader copies are the tests that run. The
// article's top-level statements and free test functions run in TestingArticleStatementsTests,
// which each section's file extends with its own.

/// Runs what the article shows outside a test class: its top-level statements and its free
/// test functions, one test per section, in the section's file.
final class TestingArticleStatementsTests: XCTestCase {}
