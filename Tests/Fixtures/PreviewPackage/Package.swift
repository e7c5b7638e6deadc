// swift-tools-version: 6.0
import PackageDescription

// A user's package, apart from ViewTrace and depending on it by path, as README.md's "Previews"
// says to set one up: screens with `#Preview`s and a `PreviewProvider`, and a one-line tool that
// plays them.
// tools/preview-package-check.sh builds it and records its previews.
let package = Package(
  name: "RecipeApp",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "ViewTrace", path: "../../..")],
  targets: [
    .target(
      name: "RecipeScreens",
      dependencies: [.product(name: "ViewRuntime", package: "ViewTrace")]),
    .executableTarget(
      name: "recipe-previews",
      dependencies: ["RecipeScreens", .product(name: "ViewTraceKit", package: "ViewTrace")]),
  ]
)
