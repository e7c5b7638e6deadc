// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

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
    // The compiler plugin behind #Preview and @Entry: it speaks the plugin protocol itself, so it
    // needs no swift-syntax (README.md, "Previews").
    .macro(name: "ViewRuntimeMacros"),
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
