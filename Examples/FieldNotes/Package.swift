// swift-tools-version: 6.0
// The FieldNotes sample app's App Intents layer as a library, for the real AppIntents and CoreSpotlight
// frameworks (Apple platforms). On Linux the tests type-check it against Stubs/ instead.
import PackageDescription

let package = Package(
  name: "FieldNotes",
  defaultLocalization: "en",
  platforms: [.iOS("26.0"), .macOS("26.0"), .visionOS("26.0")],
  products: [.library(name: "FieldNotes", targets: ["FieldNotes"])],
  targets: [.target(name: "FieldNotes", resources: [.process("Resources")])]
)
