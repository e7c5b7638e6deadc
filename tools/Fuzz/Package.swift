// swift-tools-version: 6.0
// libFuzzer targets for ViewTrace's readers, built apart from the package so that its normal
// build stays uninstrumented. tools/fuzz.sh builds and runs them:
//
//   swift build --package-path tools/Fuzz -Xswiftc -sanitize=fuzzer,address
import PackageDescription

let package = Package(
  name: "ViewTraceFuzz",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "ViewTrace", path: "../..")],
  targets: [
    .target(
      name: "FuzzSupport",
      dependencies: [
        .product(name: "TraceFormat", package: "ViewTrace"),
        .product(name: "TraceAnalysis", package: "ViewTrace"),
        .product(name: "TraceExport", package: "ViewTrace"),
      ]),
    .executableTarget(name: "FuzzBinary", dependencies: ["FuzzSupport"]),
    .executableTarget(
      name: "FuzzBinarySalvage", dependencies: ["FuzzSupport"]),
    .executableTarget(name: "FuzzJSONLines", dependencies: ["FuzzSupport"]),
    .executableTarget(name: "FuzzXML", dependencies: ["FuzzSupport"]),
    .executableTarget(name: "FuzzAnalysis", dependencies: ["FuzzSupport"]),
  ]
)
