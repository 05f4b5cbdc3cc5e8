// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "intentgen",
  // The tool runs on the host: the Mac that builds the app (or Linux in CI).
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "intentgen", targets: ["intentgen"]),
    .library(name: "SwiftScan", targets: ["SwiftScan"]),
    .plugin(name: "IntentgenPlugin", targets: ["IntentgenPlugin"]),
    .plugin(name: "IntentgenCommand", targets: ["IntentgenCommand"]),
  ],
  targets: [
    // libyaml, found through pkg-config. Missing? `apt-get install libyaml-dev` or `brew install libyaml`.
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    .target(name: "YAMLSupport", dependencies: ["CYAML"]),
    .target(name: "SwiftScan"),
    // Reading files and asking what a path is, with the errno of a failure, through the C library.
    .target(name: "IntentFileSystem"),
    .target(name: "IntentModel", dependencies: ["SwiftScan"]),
    .target(name: "IntentRules", dependencies: ["SwiftScan", "IntentModel", "YAMLSupport", "IntentFileSystem"]),
    .target(name: "IntentEmit", dependencies: ["SwiftScan", "IntentModel", "IntentRules"]),
    .target(name: "IntentDiff", dependencies: ["IntentRules", "IntentModel", "IntentEmit"]),
    .target(name: "IntentGenerate", dependencies: ["IntentModel", "IntentRules", "IntentEmit"]),
    .executableTarget(
      name: "intentgen",
      dependencies: [
        "SwiftScan", "IntentModel", "IntentRules", "IntentEmit", "IntentDiff", "IntentGenerate", "YAMLSupport",
        "IntentFileSystem",
      ]
    ),

    // The plugins (Plugins/README.md). They share Plugins/Shared through symbolic links.
    .plugin(name: "IntentgenPlugin", capability: .buildTool(), dependencies: ["intentgen"]),
    .plugin(
      name: "IntentgenCommand",
      capability: .command(
        intent: .custom(
          verb: "intentgen",
          description: "Lint App Intents code (lint), or write generated code into the package (generate)"
        )
        // No permission is declared, so that `lint` runs without one: `generate` needs
        // `swift package --allow-writing-to-package-directory intentgen generate`.
      ),
      dependencies: ["intentgen"]
    ),

    .target(name: "SyntheticCorpus", path: "Benchmarks/SyntheticCorpus"),
    .executableTarget(
      name: "intentgen-bench",
      dependencies: ["SwiftScan", "IntentModel", "IntentRules", "IntentEmit", "SyntheticCorpus"],
      path: "Benchmarks/intentgen-bench"
    ),

    .testTarget(
      name: "SwiftScanTests",
      dependencies: ["SwiftScan", "SyntheticCorpus"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(name: "YAMLSupportTests", dependencies: ["YAMLSupport"]),
    .testTarget(name: "IntentFileSystemTests", dependencies: ["IntentFileSystem"]),
    .testTarget(name: "IntentRulesTests", dependencies: ["IntentRules", "IntentModel", "SwiftScan"]),
    // Builds the stub modules of Stubs/ with swiftc, for the tests that type-check against them.
    .target(name: "StubToolchain", path: "Tests/StubToolchain"),
    // Golden-file helpers shared by the test targets.
    .target(name: "GoldenSupport", path: "Tests/GoldenSupport"),
    .testTarget(
      name: "IntentModelTests",
      dependencies: ["IntentModel", "SwiftScan", "StubToolchain", "SyntheticCorpus"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "IntentGenerateTests",
      dependencies: [
        "IntentGenerate", "IntentModel", "SwiftScan", "StubToolchain", "GoldenSupport", "IntentFileSystem",
      ],
      exclude: ["Golden", "Fixtures"]
    ),
    .testTarget(
      name: "IntentgenCLITests",
      dependencies: ["intentgen", "GoldenSupport"],
      exclude: ["Golden", "Fixtures"]
    ),
    .testTarget(
      name: "IntentEmitTests",
      dependencies: ["IntentEmit", "IntentFileSystem", "GoldenSupport", "SyntheticCorpus"],
      exclude: ["Golden"]
    ),
    // Builds copies of Examples/* with `swift build`: the plugins end to end (no module dependency).
    .testTarget(name: "IntentgenPluginTests", dependencies: ["GoldenSupport"], exclude: ["Golden"]),
    .testTarget(
      name: "IntentDiffTests",
      dependencies: ["IntentDiff", "IntentEmit", "IntentModel", "SwiftScan", "IntentFileSystem"],
      exclude: ["Golden"]
    ),
  ]
)
