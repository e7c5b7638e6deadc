// swift-tools-version: 6.0
import CompilerPluginSupport
import Foundation
import PackageDescription

/// The toolchain's own swift-syntax: its modules and libraries in `lib/swift/host`, beside the
/// `bin` that holds the `swiftc` on PATH. `#Preview`'s compiler plugin is built against them, as
/// SwiftPM cannot fetch the swift-syntax package here (README.md, "Previews").
let swiftSyntax: String = {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  for directory in path.split(separator: ":") {
    let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
    guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
    return swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("lib/swift/host").path
  }
  return "/usr/lib/swift/host"
}()

let package = Package(
  name: "ViewTrace",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ViewRuntime", targets: ["ViewRuntime"]),
    .library(name: "TraceFormat", targets: ["TraceFormat"]),
    .library(name: "TraceAnalysis", targets: ["TraceAnalysis"]),
    .library(name: "TraceExport", targets: ["TraceExport"]),
    .library(name: "ViewTraceKit", targets: ["ViewTraceKit"]),
    // The demo apps' scenarios, for runtime-bench's `explore` section.
    .library(name: "DemoApps", targets: ["DemoApps"]),
    .executable(name: "viewtrace", targets: ["viewtrace"]),
    // Trace builders, resolved-event queries and synthetic traces for the tests and tools/:
    // no part of the runtime or its formats.
    .library(name: "TraceTestSupport", targets: ["TraceTestSupport"]),
    // Screens that more than one test target, or tools/' runtime-bench, drive: no part of the
    // runtime.
    .library(name: "RuntimeTestSupport", targets: ["RuntimeTestSupport"]),
  ],
  targets: [
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]
    ),
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]
    ),
    .target(name: "CCRC32C"),
    .target(name: "CSwiftMetadata"),
    .macro(
      name: "ViewRuntimeMacros",
      swiftSettings: [.unsafeFlags(["-I", swiftSyntax])],
      linkerSettings: [
        .unsafeFlags(["-L", swiftSyntax, "-Xlinker", "-rpath", "-Xlinker", swiftSyntax]),
        .linkedLibrary("SwiftSyntax"), .linkedLibrary("SwiftSyntaxMacros"),
        .linkedLibrary("SwiftCompilerPluginMessageHandling"),
      ]),
    .target(name: "TraceFormat", dependencies: ["CCRC32C", "CZlib", "CLibXML2"]),
    .target(
      name: "ViewRuntime", dependencies: ["TraceFormat", "CSwiftMetadata", "ViewRuntimeMacros"]),
    .target(name: "TraceAnalysis", dependencies: ["TraceFormat"]),
    .target(
      name: "TraceExport", dependencies: ["TraceFormat", "TraceAnalysis", "CZlib"],
      exclude: ["HTML/viewer.js"]),
    .target(
      name: "ViewTraceKit",
      dependencies: ["ViewRuntime", "TraceFormat", "TraceAnalysis", "TraceExport"]),
    .target(name: "DemoApps", dependencies: ["ViewRuntime", "TraceFormat", "ViewTraceKit"]),
    .executableTarget(
      name: "viewtrace",
      dependencies: ["TraceFormat", "TraceAnalysis", "TraceExport", "ViewTraceKit", "DemoApps"]
    ),
    .target(name: "TraceTestSupport", dependencies: ["TraceFormat"], path: "Tests/Support"),
    .target(
      name: "RuntimeTestSupport", dependencies: ["ViewRuntime"], path: "Tests/RuntimeSupport"),
    .testTarget(name: "TraceFormatTests", dependencies: ["TraceFormat", "TraceTestSupport"]),
    .testTarget(
      name: "ViewRuntimeTests",
      dependencies: ["ViewRuntime", "TraceFormat", "TraceTestSupport", "RuntimeTestSupport"]),
    .testTarget(
      name: "TraceAnalysisTests",
      dependencies: [
        "TraceAnalysis", "DemoApps", "ViewRuntime", "ViewTraceKit", "TraceTestSupport",
        "RuntimeTestSupport",
      ]),
    .testTarget(
      name: "TraceExportTests", dependencies: ["TraceExport", "TraceTestSupport", "CZlib"]),
    .testTarget(name: "DemoAppsTests", dependencies: ["DemoApps", "ViewTraceKit"]),
    .testTarget(
      name: "ViewTraceCLITests",
      dependencies: ["viewtrace", "TraceFormat", "DemoApps", "ViewTraceKit", "TraceTestSupport"]),
    // A user's package in miniature: its screens and its three-line tool depend on the library
    // products only.
    .target(
      name: "TodoScreens", dependencies: ["ViewRuntime", "ViewTraceKit"],
      path: "Tests/Fixtures/TodoScreens"),
    .executableTarget(
      name: "todo-scenarios", dependencies: ["TodoScreens", "ViewTraceKit"],
      path: "Tests/Fixtures/todo-scenarios"),
    // Screen files as SwiftUI apps write them, each with its #Preview: a user's module that
    // imports ViewRuntime only.
    .target(name: "ScreenCorpus", dependencies: ["ViewRuntime"], path: "Tests/Corpus"),
    .testTarget(
      name: "ViewTraceKitTests",
      dependencies: [
        "TodoScreens", "todo-scenarios", "ScreenCorpus", "ViewRuntime", "ViewTraceKit",
        "TraceAnalysis",
      ]),
  ]
)
