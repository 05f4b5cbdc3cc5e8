// swift-tools-version: 6.0
// The App Intents, Core Spotlight and Foundation Models type-checking stubs as a package, for platforms without Apple's
// SDK. The examples depend on these products only on Linux
// (`.product(name: "AppIntents", package: "Stubs", condition: .when(platforms: [.linux]))`), so
// `import AppIntents` means this stub there and the real framework on Apple platforms. Nothing built
// with them can run: bodies trap (see README.md). The tests also compile the same files with swiftc.
import PackageDescription

let package = Package(
  name: "Stubs",
  products: [
    .library(name: "AppIntents", targets: ["AppIntents"]),
    .library(name: "CoreSpotlight", targets: ["CoreSpotlight"]),
    .library(name: "FoundationModels", targets: ["FoundationModels"]),
  ],
  targets: [
    // CoreSpotlight first: AppIntents imports it, as in the SDK.
    .target(name: "CoreSpotlight", path: "CoreSpotlight"),
    .target(name: "AppIntents", dependencies: ["CoreSpotlight"], path: "AppIntents"),
    // SpotlightSearchTool, which generated Spotlight search code uses (behind canImport).
    .target(name: "FoundationModels", dependencies: ["CoreSpotlight"], path: "FoundationModels"),
  ]
)
