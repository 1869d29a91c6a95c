// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ErrorFlow",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "ErrorFlow", targets: ["ErrorFlow"]),
    .library(name: "ErrorFlowTesting", targets: ["ErrorFlowTesting"]),
    .library(name: "ErrorFlowTestingXCTest", targets: ["ErrorFlowTestingXCTest"]),
    .library(name: "ErrorFlowTestSupport", targets: ["ErrorFlowTestSupport"]),
    .library(name: "ErrorFlowConsole", targets: ["ErrorFlowConsole"]),
    .library(name: "ErrorFlowRxCompat", targets: ["ErrorFlowRxCompat"]),
    .executable(name: "ConsoleDemo", targets: ["ConsoleDemo"]),
  ],
  dependencies: [],
  targets: [
    .target(name: "ReactiveCore"),
    .target(name: "ErrorFlow", dependencies: ["ReactiveCore"]),
    // What exists only so that RxSwift code migrates (Infallible, Single/Maybe/Completable,
    // Binder/ControlProperty/ControlEvent, the `rx` namespace, 5 to 8 sources, deprecated
    // names): a product of its own, which ErrorFlow does not re-export.
    .target(name: "ErrorFlowRxCompat", dependencies: ["ReactiveCore", "ErrorFlow"]),
    .target(name: "ErrorFlowTesting", dependencies: ["ReactiveCore", "ErrorFlow"]),
    // RxTest's XCTest assertions, apart so that ErrorFlowTesting never links XCTest.
    // It depends on ErrorFlowRxCompat for RxTest's overloads on Single, Maybe and Completable
    // events.
    .target(
      name: "ErrorFlowTestingXCTest",
      dependencies: ["ErrorFlowTesting", "ReactiveCore", "ErrorFlowRxCompat"]),
    // The exhaustive error scope's glue: a Swift Testing trait and a helper for XCTest.
    .target(name: "ErrorFlowTestSupport", dependencies: ["ErrorFlowTesting", "ErrorFlow"]),
    .target(name: "ErrorFlowConsole", dependencies: ["ErrorFlow"]),
    .executableTarget(
      name: "ConsoleDemo", dependencies: ["ErrorFlow", "ErrorFlowConsole"],
      path: "Examples/ConsoleDemo"),
    // The fault-injection kit every hostile test uses (Tests/FaultKit); never a product.
    .target(name: "FaultKit", path: "Tests/FaultKit"),
    // The leak-checking test base class, shared by the core's two test targets and
    // ErrorFlowTestingTests.
    .target(
      name: "CoreTestSupport", dependencies: ["ReactiveCore"], path: "Tests/CoreTestSupport"),
    // A program the outbox's process tests start, kill and restart (Tests/OutboxChild); a
    // test tool, never a product.
    .executableTarget(
      name: "OutboxChild", dependencies: ["ErrorFlow", "FaultKit"], path: "Tests/OutboxChild"),
    .testTarget(
      name: "ReactiveCoreTests",
      dependencies: [
        "ReactiveCore", "ErrorFlowTesting", "ErrorFlowTestingXCTest", "ErrorFlowRxCompat",
        "CoreTestSupport", "FaultKit",
      ]),
    .testTarget(
      name: "ErrorFlowRxCompatTests",
      dependencies: [
        "ErrorFlowRxCompat", "ReactiveCore", "ErrorFlow", "ErrorFlowTesting",
        "ErrorFlowTestingXCTest", "CoreTestSupport", "FaultKit",
      ]),
    .testTarget(
      name: "ErrorFlowTests",
      dependencies: [
        "ErrorFlow", "ErrorFlowTesting", "FaultKit", "OutboxChild", "CoreTestSupport",
      ]),
    .testTarget(
      name: "ErrorFlowTestingTests",
      dependencies: [
        "ErrorFlowTesting", "ReactiveCore", "ErrorFlow", "ErrorFlowTestSupport", "ErrorFlowConsole",
        "ErrorFlowRxCompat", "CoreTestSupport",
      ]),
    .testTarget(
      name: "ErrorFlowTestingXCTestTests",
      dependencies: [
        "ErrorFlowTestingXCTest", "ErrorFlowTesting", "ReactiveCore", "ErrorFlow",
        "ErrorFlowTestSupport", "ErrorFlowRxCompat",
      ]),
    .testTarget(
      name: "ErrorFlowConsoleTests",
      dependencies: ["ErrorFlowConsole", "ErrorFlowTesting", "CoreTestSupport"]),
    .testTarget(name: "ConsoleDemoTests", dependencies: ["ConsoleDemo", "FaultKit"]),
    .testTarget(
      name: "ErrorFlowTestSupportTests",
      dependencies: ["ErrorFlowTestSupport", "ErrorFlowTesting", "ErrorFlow"]),
    .testTarget(
      name: "SeedPost001Tests",
      dependencies: ["ErrorFlow", "ErrorFlowTesting", "ErrorFlowTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
