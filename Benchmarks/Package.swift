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
        "BenchmarkCases",
      ],
      path: "Benchmarks/CoreBenchmarks",
      swiftSettings: [.swiftLanguageMode(.v6)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // The cases, shared by both harnesses (no package-benchmark in it).
    .target(
      name: "BenchmarkCases",
      dependencies: [
        .product(name: "ErrorFlow", package: "ErrorFlow"),
        .product(name: "ErrorFlowConsole", package: "ErrorFlow"),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // The gate: runs one case under callgrind (see README.md, "The gate").
    .executableTarget(
      name: "InstructionCounter",
      dependencies: ["BenchmarkCases", "CallgrindShim"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Callgrind client requests (valgrind's callgrind.h), so an instruction count covers only
    // a case's measured loop.
    .target(name: "CallgrindShim"),
  ]
)
