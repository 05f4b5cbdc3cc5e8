// swift-tools-version: 6.0
// The deliberately broken sample, built with the intentgen plugin: `swift build` fails with the lint
// errors of intentgen's rules, printed as `path:line:column: error: message (rule_id)` before the
// compiler runs. On Linux it builds against the stubs of ../../Stubs.
import PackageDescription

let package = Package(
  name: "Broken",
  defaultLocalization: "en",
  platforms: [.iOS("26.0"), .macOS("26.0"), .visionOS("26.0")],
  products: [.library(name: "Broken", targets: ["Broken"])],
  dependencies: [
    .package(name: "intentgen", path: "../.."),
    .package(path: "../../Stubs"),
  ],
  targets: [
    .target(
      name: "Broken",
      dependencies: [
        .product(name: "AppIntents", package: "Stubs", condition: .when(platforms: [.linux])),
        .product(name: "CoreSpotlight", package: "Stubs", condition: .when(platforms: [.linux])),
        .product(name: "FoundationModels", package: "Stubs", condition: .when(platforms: [.linux])),
      ],
      resources: [.process("Resources")],
      plugins: [.plugin(name: "IntentgenPlugin", package: "intentgen")]
    )
  ]
)
