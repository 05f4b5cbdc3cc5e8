import XCTest

@testable import IntentRules

/// The builds the shortcut rules count: branches that exclude each other are never added up, and
/// the largest branch is the one counted.
final class BuildConfigurationsTests: XCTestCase {
  func testLiterals() {
    let cases: [(String, String, Bool)] = [
      ("os(iOS)", "os(iOS)", true),
      ("!(os(iOS))", "os(iOS)", false),
      ("!os(iOS)", "os(iOS)", false),
      ("!(!os(watchOS))", "os(watchOS)", true),
      ("!DEBUG", "DEBUG", false),
      ("!(#available(iOS 18, *))", "#available(iOS 18, *)", false),
      ("!(A) && B", "!(A) && B", true),
      ("!(os(iOS) || os(macOS))", "os(iOS) || os(macOS)", false),
      ("!canImport(UIKit) || DEBUG", "!canImport(UIKit) || DEBUG", true),
    ]
    for (condition, atom, holds) in cases {
      let literal = BuildConfigurations.literal(condition)
      XCTAssertEqual(literal.atom, atom, condition)
      XCTAssertEqual(literal.holds, holds, condition)
    }
  }

  func testTheLargerBranchIsCounted() {
    // Two unconditional, three in `#if os(iOS)`, four in the `#else`.
    let conditions: [[String]] =
      [[], []] + Array(repeating: ["os(iOS)"], count: 3) + Array(repeating: ["!(os(iOS))"], count: 4)
    let holding = BuildConfigurations.heaviest(conditions: conditions, weights: conditions.map { _ in 1 })
    XCTAssertEqual(holding, [true, true, false, false, false, true, true, true, true])
  }

  func testPlatformsExcludeEachOtherAndWeightsCount() {
    let conditions = [["os(iOS)"], ["os(macOS)"], ["os(watchOS)"], ["DEBUG"], ["!(DEBUG)"]]
    let holding = BuildConfigurations.heaviest(conditions: conditions, weights: [5, 7, 6, 1, 2])
    XCTAssertEqual(holding, [false, true, false, false, true])
  }

  func testNestedBuilderAndCompileConditions() {
    let conditions = [
      ["os(iOS)", "#available(iOS 18, *)"], ["os(iOS)", "!(#available(iOS 18, *))"],
      ["os(iOS)", "!(#available(iOS 18, *))"], ["!(os(iOS))"],
    ]
    let holding = BuildConfigurations.heaviest(conditions: conditions, weights: [1, 1, 1, 1])
    XCTAssertEqual(holding, [false, true, true, false])
  }

  /// A compound condition that starts with `os(` is no platform: it may hold with `os(iOS)`
  /// (`#if os(iOS) || os(visionOS)` and `#if os(iOS)` blocks both hold in an iOS build).
  func testCompoundPlatformConditionsAreNoPlatforms() {
    let conditions: [[String]] =
      Array(repeating: ["os(iOS) || os(visionOS)"], count: 6) + Array(repeating: ["os(iOS)"], count: 6)
    let holding = BuildConfigurations.heaviest(conditions: conditions, weights: conditions.map { _ in 1 })
    XCTAssertEqual(holding.filter { $0 }.count, 12)
    XCTAssertFalse(BuildConfigurations.isPlatform("os(iOS) && !targetEnvironment(macCatalyst)"))
  }

  /// Atoms that never meet are searched apart, so many independent `if`/`else` pairs are each
  /// counted at their larger side, past `maximumAtoms` atoms in all.
  func testIndependentGroupsAreSearchedApart() {
    var conditions: [[String]] = []
    var expected: [Bool] = []
    for flag in 0...BuildConfigurations.maximumAtoms + 2 {
      conditions += [["FLAG\(flag)"], ["!(FLAG\(flag))"], ["!(FLAG\(flag))"]]
      expected += [false, true, true]
    }
    XCTAssertEqual(BuildConfigurations.heaviest(conditions: conditions, weights: conditions.map { _ in 1 }), expected)
  }

  /// Past `maximumAtoms` atoms in one group the assignments are not searched: a shortcut that
  /// denies what another asserts is left out, as in an `else` branch.
  func testManyAtomsInOneGroup() {
    let atoms = (0...BuildConfigurations.maximumAtoms).map { "FLAG\($0)" }
    let conditions = [atoms, ["!(FLAG0)"], []]
    let holding = BuildConfigurations.heaviest(conditions: conditions, weights: conditions.map { _ in 1 })
    XCTAssertEqual(holding, [true, false, true])
  }

  /// The duplicate-phrase rule reads conditions as the counting rules do.
  func testExclusiveConditions() {
    XCTAssertTrue(BuildConfigurations.areExclusive(["os(iOS)"], ["!os(iOS)"]))
    XCTAssertTrue(BuildConfigurations.areExclusive(["os(iOS)"], ["!(os(iOS))"]))
    XCTAssertTrue(BuildConfigurations.areExclusive(["os(iOS)"], ["os(macOS)"]))
    XCTAssertFalse(BuildConfigurations.areExclusive(["os(iOS)"], ["os(iOS) || os(visionOS)"]))
    XCTAssertFalse(BuildConfigurations.areExclusive(["!os(iOS)"], ["!os(macOS)"]))
    XCTAssertFalse(BuildConfigurations.areExclusive(["DEBUG"], []))
  }
}
