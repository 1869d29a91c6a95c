// swift-tools-version: 6.1
// The benchmarks of ErrorFlow's reactive core, side by side with OpenCombine and a plain
// closure-array floor. A nested package: the root package keeps no dependencies.
import PackageDescription

let package = Package(
  name: "ErrorFlowBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "ErrorFlow", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]),
    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
  ],
  targets: [
    .executableTarget(
      name: "CoreBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "ErrorFlow", package: "ErrorFlow"),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ],
      path: "Benchmarks/CoreBenchmarks",
      swiftSettings: [.swiftLanguageMode(.v6)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ]
)
