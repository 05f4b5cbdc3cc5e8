// swift-tools-version: 6.0
// The Trails sample app's App Intents layer as a library, built with the intentgen plugin. On Apple
// platforms it uses the real AppIntents and CoreSpotlight frameworks; on Linux, the stubs of
// ../../Stubs, which type-check the code but cannot run it (see Stubs/README.md).
import PackageDescription

let package = Package(
  name: "Trails",
  platforms: [.iOS("26.0"), .macOS("26.0"), .visionOS("26.0")],
  products: [.library(name: "Trails", targets: ["Trails"])],
  dependencies: [
    // The repository root: the intentgen plugin (an app would use the intentgen package's URL).
    .package(name: "intentgen", path: "../.."),
    .package(path: "../../Stubs"),
  ],
  targets: [
    .target(
      name: "Trails",
      dependencies: [
        .product(name: "AppIntents", package: "Stubs", condition: .when(platforms: [.linux])),
        .product(name: "CoreSpotlight", package: "Stubs", condition: .when(platforms: [.linux])),
        .product(name: "FoundationModels", package: "Stubs", condition: .when(platforms: [.linux])),
      ],
      plugins: [.plugin(name: "IntentgenPlugin", package: "intentgen")]
    ),
    .testTarget(name: "TrailsTests", dependencies: ["Trails"]),
  ]
)
