// swift-tools-version: 6.1
// Bridges from ErrorFlow to packages of the Swift ecosystem (today: swift-log). A nested
// package, like Benchmarks/: the root package keeps no dependencies, and an app that wants a
// bridge depends on this package as well.
import PackageDescription

let package = Package(
  name: "ErrorFlowIntegrations",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "ErrorFlowLogging", targets: ["ErrorFlowLogging"])
  ],
  dependencies: [
    .package(name: "ErrorFlow", path: ".."),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
  ],
  targets: [
    // ErrorFlow's log records, sent to a swift-log Logger.
    .target(
      name: "ErrorFlowLogging",
      dependencies: [
        .product(name: "ErrorFlow", package: "ErrorFlow"),
        .product(name: "Logging", package: "swift-log"),
      ]),
    .testTarget(
      name: "ErrorFlowLoggingTests",
      dependencies: [
        "ErrorFlowLogging",
        .product(name: "ErrorFlow", package: "ErrorFlow"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "InMemoryLogging", package: "swift-log"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
