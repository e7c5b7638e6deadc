// swift-tools-version: 6.0
// Benchmarks, kept out of the main package so that they build in release mode on their own:
//   swift run -c release --package-path tools/Benchmarks <name>
import PackageDescription

let package = Package(
  name: "Benchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "ViewTrace", path: "../..")],
  targets: [
    .target(
      name: "BenchSupport", dependencies: [.product(name: "TraceFormat", package: "ViewTrace")]),
    .executableTarget(
      name: "format-bench",
      dependencies: ["BenchSupport", .product(name: "TraceFormat", package: "ViewTrace")]),
    .executableTarget(
      name: "analysis-bench",
      dependencies: [
        "BenchSupport",
        .product(name: "TraceFormat", package: "ViewTrace"),
        .product(name: "TraceAnalysis", package: "ViewTrace"),
        .product(name: "TraceTestSupport", package: "ViewTrace"),
      ]),
    .executableTarget(
      name: "export-bench",
      dependencies: [
        "BenchSupport",
        .product(name: "TraceFormat", package: "ViewTrace"),
        .product(name: "TraceAnalysis", package: "ViewTrace"),
        .product(name: "TraceExport", package: "ViewTrace"),
        .product(name: "TraceTestSupport", package: "ViewTrace"),
      ]),
    .executableTarget(
      name: "salvage-bench", dependencies: [.product(name: "TraceFormat", package: "ViewTrace")]),
    .executableTarget(
      name: "runtime-bench",
      dependencies: [
        "BenchSupport",
        .product(name: "ViewRuntime", package: "ViewTrace"),
        .product(name: "RuntimeTestSupport", package: "ViewTrace"),
        .product(name: "TraceFormat", package: "ViewTrace"),
        .product(name: "ViewTraceKit", package: "ViewTrace"),
        .product(name: "DemoApps", package: "ViewTrace"),
      ]),
  ]
)
