import Foundation
import SwiftScan
import SyntheticCorpus
import XCTest

/// Checks the declaration parser against the compiler's own parser, used as an oracle.
///
/// Every fixture (except `Malformed.swift`), every file of a small synthetic corpus and the
/// `probes` below go through `swift-frontend -frontend -dump-parse -dump-ast-format json
/// -swift-version 6` (the parse-only AST dump in its JSON form: the same tree as the S-expression
/// form, but with byte offsets, and without quoting rules to reimplement). Both sides are reduced
/// to one entry per declaration, `line:column kind Outer.Inner.name` (see `OracleEntry`), and the
/// two lists must be equal.
///
/// Compared: types, extensions, functions, initializers, deinitializers, subscripts, every
/// variable of a `var`/`let`, every element of a `case`, typealiases, associated types, imports,
/// operators, precedence groups and macros, at any depth of type nesting, with the line and column
/// of the name (of the `init`/`deinit`/`subscript` keyword; of the extended type; of the module
/// path); with each, whether it is `static`/`class`, the argument labels of functions,
/// initializers, subscripts and macros (`(_:to:)`), and the first word of every attribute and
/// modifier written before it (`MainActor`, `private` of `private(set)`; the compiler counts
/// `rethrows` among them). Left out on both sides: anything inside function, initializer,
/// accessor or closure bodies; accessors; parameter names and types; generic parameters;
/// freestanding macro expansions (`#Preview`); the attributes of imports (not in the dump).
///
/// Where the two legitimately differ, the comparison adapts, narrowly:
/// - `#if`: `-dump-parse` prints nothing of an `#if` region, in any branch, while SwiftScan keeps
///   every branch. Each file is compiled in variants with the directives blanked out and all
///   branches but one per region blanked too, so that every branch is kept in some variant; each
///   variant is compared with SwiftScan's declarations whose recorded branches it keeps (see
///   `IfConfigVariants`). The branch structure comes from the lexer's tokens, not from the parser.
/// - Operators: an operator function's parameters have no labels; an operator declaration's
///   `prefix`/`infix`/`postfix` is its kind, not an attribute. `@_unavailableInEmbedded` and
///   `@_originallyDefinedIn` are not compared (the compiler drops them outside Embedded Swift,
///   or for a platform it does not know).
/// - Spelling: backticks are gone on both sides. The dump prints an extended type without spaces,
///   so extension names are compared without spaces. It says `failable` for `init?` and `init!`
///   alike, so the character after `init` decides.
///
/// Set `INTENTGEN_ORACLE_EXTRA` to a directory to compare its `*.swift` files too (to check a
/// snippet against the compiler), and its `*.swiftinterface` files, each parsed by a compiler run
/// of its own (the frontend parses an interface as one only when it is the lone input). Skipped when no Swift compiler is on `PATH`.
final class CompilerOracleTests: XCTestCase {
  /// Mismatches caused by known SwiftScan bugs, exactly as the failure report prints them. Each is
  /// asserted to still occur, so that a fix is noticed and the entry removed.
  private let knownParserBugs: [String] = []

  /// Declaration forms the fixtures and the corpus do not (all) have. Valid Swift 6: the test
  /// fails if the compiler reports an error in it.
  private static let probes = #"""
    public import Foundation
    @_exported import Swift
    import struct Foundation.Date
    import func Glibc.sqrt
    infix operator <+> : AdditionPrecedence
    prefix operator √
    postfix operator °
    infix operator .==
    precedencegroup Pipeline { higherThan: AdditionPrecedence associativity: left assignment: false }
    @freestanding(expression) public macro stringify<T>(_ value: T) -> (T, String) =
      #externalMacro(module: "M", type: "N")
    @attached(member, names: arbitrary) macro AddMembers() = #externalMacro(module: "M", type: "A")
    package struct Probe<T: Equatable & Hashable, U: Collection<Array<Int>>>: ~Copyable where U.Element == [Int] {
      public static func foo() {}
      static
      func split() {}
      func
        spaced() {}
      static func `default`() {}
      func `with spaces`() {}
      static func == <V>(l: Probe, r: V) -> Bool { true }
      static func .== (l: Probe, r: Probe) -> Bool { true }
      static prefix func √ (x: Probe) -> Probe { x }
      consuming func eat() {}
      __consuming func legacyEat() -> Int { 1 }
      _const let constant = 3
      let _$registrar = 0, a$b = 1
      subscript(i: Int) -> Int { get { 1 } set {} }
      subscript(key key: String, _ index: Int, label name: Int) -> Int { 0 }
      static subscript(dynamicMember member: String) -> Int { 0 }
      init?(x: Int) {}
      init!(y: Int) {}
      nonisolated init() where T == Int {}
      typealias A = Int
      public typealias B<W> = [W]
      static var sv = 1, sw = 2
      public private(set) var pv = 3
      nonisolated(unsafe) static var unsafeStatic = 0
      var `class`: Int, get = 1, set = 2, async = 3, actor = 4, macro = 5, 🐶 = 6
      var g = 1 < 2, h = 3 > 4
      let pairs = [1, 2], count = 2, closure = { (a: Int, b: Int) in a + b }, after = 1
      var trailing = [1].map {
        $0 + 1
      }
      static let chained = [3, 1]
        .sorted()
        #if os(iOS)
        .map { $0 }
        #endif
      let raw = #"a "quoted" \(x) }"#, regex = /a{2}\/}/, extended = #/ } { /#
      var multi: String = """
        struct Fake {}
        """
      var observed: Int = 0 { willSet(new) {} didSet {} }
      var body: some Equatable {
        let local = 1
        struct LocalType {}
        switch local { case let z: let w = z }
        return local
      }
      var asyncGetter: Int { get async throws { 1 } }
      static let shared: Int = { let made = 1; return made }()
      @available(
        iOS 17.0,
        *
      )
      @Parameter(title: "Title", optionsProvider: Provider())
      var title: String
      #Preview { Text("x") }
      func f(_: Int, x: inout Int, closure: () -> Void = { let c = 1 }) { struct Hidden {} }
      #if DEBUG
      var debug = 1
      #elseif os(macOS)
        #if arch(arm64)
        var macARM = 1
        #else
        var macIntel = 1
        #endif
      #else
      var other = 1
      #endif
    }
    indirect enum Tree { indirect case node(Tree, label: String = "x, y"), leaf; case empty = 1 }
    public protocol Primary<Element>: AnyObject {
      associatedtype Element: Equatable = Int where Element: Hashable
      var p: Int { get set }
      static func make() -> Self
      init()
    }
    open class Base { open func o() {}; class var cv: Int { 1 }; final class func cf() {}; required init() {}; deinit {} }
    @objc protocol Delegate { @objc(didFinish:) optional func didFinish(_ value: Int); @objc optional var state: Int { get } }
    final class Owner: Base {
      weak var delegate: Base?
      unowned(unsafe) let owner: Base
      @objc dynamic var level = 0
      override required init() { owner = Base() }
      convenience init(copy: Owner) { self.init() }
      @inlinable @inline(__always) public func map(_ f: (Int) throws -> Int) rethrows -> Int { try f(1) }
      @available(*, deprecated, renamed: "map(_:)") @_disfavoredOverload func old() {}
      @MainActor(unsafe) @preconcurrency func legacy() {}
      @Sendable @usableFromInline internal func sendable() {}
    }
    struct Mutation { var v = 0; nonmutating func n() {}; mutating func m() {}; borrowing func b() {}; __consuming func c() {} }
    @_unavailableInEmbedded
    extension Owner {}
    distributed actor Remote { distributed func ping() {}; nonisolated let n = 1 }
    public extension Array where Element: Equatable { func e() {} }
    extension Swift.Dictionary.Keys {}
    extension [String: Int] { struct Nested { enum Deeper { case one } } }
    extension Optional<String> {}
    #if compiler(>=5.9)
    @MainActor
    #endif
    struct ConditionalAttribute { var v = 1 }
    let topLet = 1, (t1, t2) = (1, 2)
    var topVar: Int { 3 }
    async let topAsync = 4
    """#

  private struct Input {
    /// For reports: `Enums.swift`, `corpus/Module1/NoteEntity17.swift`.
    var name: String
    var bytes: [UInt8]
  }

  private struct Job {
    var input: Int
    var variantNumber: Int
    var variant: IfConfigVariants.Variant
    var path: String
  }

  private struct Mismatch: Comparable {
    var file: String
    var entry: OracleEntry
    /// `missing`: the compiler reports it and SwiftScan does not; `extra`: the other way round.
    var side: String

    var description: String { "\(file):\(entry.line):\(entry.column): \(side) \(entry.summary)" }

    static func < (lhs: Self, rhs: Self) -> Bool { (lhs.file, lhs.entry, lhs.side) < (rhs.file, rhs.entry, rhs.side) }
  }

  func testDeclarationsMatchTheCompilersParse() throws {
    guard let compiler = SwiftCompiler.locate() else {
      throw XCTSkip("no swift-frontend or swiftc on PATH: the compiler oracle needs a Swift toolchain")
    }
    let inputs = try loadInputs()
    XCTAssertGreaterThan(inputs.count, 20, "fixtures or corpus missing")

    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("intentgen-oracle-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }

    var parsedFiles: [ParsedFile] = []
    var jobs: [Job] = []
    for (index, input) in inputs.enumerated() {
      let parsed = SourceScanner.scan(SourceFile(path: input.name, bytes: input.bytes))
      parsedFiles.append(parsed)
      let variants = IfConfigVariants(tokens: parsed.tokens).variants(of: input.bytes)
      for (number, variant) in variants.enumerated() {
        // A module interface keeps its extension: the compiler parses it as one (bodiless
        // accessors and deinitializers).
        let fileExtension = input.name.hasSuffix(".swiftinterface") ? "swiftinterface" : "swift"
        let path = scratch.appendingPathComponent("input\(jobs.count).\(fileExtension)").path
        try Data(variant.bytes).write(to: URL(fileURLWithPath: path))
        jobs.append(Job(input: index, variantNumber: number, variant: variant, path: path))
      }
    }

    // One compiler run per core, each parsing its share of the files; a module interface in a run
    // of its own (the compiler parses a lone input as an interface, not one among several).
    let batchCount = max(1, min(4, ProcessInfo.processInfo.activeProcessorCount, jobs.count))
    let interfaces = jobs.map(\.path).filter { $0.hasSuffix(".swiftinterface") }
    let sources = jobs.map(\.path).filter { !$0.hasSuffix(".swiftinterface") }
    var batches = Array(repeating: [String](), count: min(batchCount, sources.count))
    for (index, path) in sources.enumerated() { batches[index % batches.count].append(path) }
    batches += interfaces.map { [$0] }
    let outputs = try SwiftCompiler.run(
      compiler,
      batches: batches.map(SwiftCompiler.dumpParseArguments),
      concurrency: batchCount,
      scratch: scratch
    )

    var dumps: [String: [String: Any]] = [:]
    var unreadableDumps: Set<String> = []
    for output in outputs {
      if output.stderr.contains("unknown argument") {
        throw XCTSkip("\(compiler.path) does not support -dump-ast-format json (Swift 6.1 or later needed)")
      }
      if output.status != 0 || output.stderr.contains("error:") {
        var message = output.stderr
        for job in jobs { message = message.replacingOccurrences(of: job.path, with: describe(job, inputs)) }
        XCTFail("the compiler did not parse the inputs cleanly (status \(output.status)):\n\(message.prefix(4000))")
      }
      for range in SwiftCompiler.sourceFileDumps(in: output.stdout) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(output.stdout[range])) else {
          let path = SwiftCompiler.filename(inDump: output.stdout[range]) ?? "?"
          unreadableDumps.insert(path)
          let name = jobs.first { $0.path == path }.map { describe($0, inputs) } ?? path
          XCTFail("the compiler's AST dump of \(name) is not valid JSON (a compiler bug); leave that file out")
          continue
        }
        guard let sourceFile = object as? [String: Any], let filename = sourceFile["filename"] as? String else {
          XCTFail("unexpected JSON at the top of the dump: \(type(of: object))")
          continue
        }
        dumps[filename] = sourceFile
      }
    }

    var mismatches: Set<String> = []
    var sortedMismatches: [Mismatch] = []
    var compilerCounts = Array(repeating: 0, count: inputs.count)
    for job in jobs where !unreadableDumps.contains(job.path) {
      guard let dump = dumps[job.path] else {
        XCTFail("no AST dump for \(describe(job, inputs))")
        continue
      }
      let compilerSide = CompilerDeclarations(
        sourceFile: dump,
        source: SourceFile(path: job.path, bytes: job.variant.bytes)
      )
      for problem in compilerSide.problems {
        XCTFail("\(describe(job, inputs)): cannot read the AST dump: \(problem)")
      }
      compilerCounts[job.input] += compilerSide.entries.count
      let parsed = parsedFiles[job.input]
      let ours = flattenedEntries(parsed.declarations, source: parsed.source, isActive: job.variant.isActive)
      for (entry, side) in difference(compiler: compilerSide.entries, ours: ours) {
        let mismatch = Mismatch(file: inputs[job.input].name, entry: entry, side: side)
        if mismatches.insert(mismatch.description).inserted { sortedMismatches.append(mismatch) }
      }
    }
    // Guards against a vacuous pass (a dump whose shape changed, a file the compiler skipped).
    let inputsWithUnreadableDumps = Set(jobs.filter { unreadableDumps.contains($0.path) }.map(\.input))
    for (index, (input, count)) in zip(inputs, compilerCounts).enumerated()
    where count == 0 && !inputsWithUnreadableDumps.contains(index) {
      XCTFail("the compiler reported no declaration at all in \(input.name); is the dump readable?")
    }

    for bug in knownParserBugs where !mismatches.contains(bug) {
      XCTFail("known parser bug no longer reproduces (fixed?); remove it from knownParserBugs: \(bug)")
    }
    let unexpected = sortedMismatches.sorted().map(\.description).filter { !knownParserBugs.contains($0) }
    if !unexpected.isEmpty {
      XCTFail(
        """
        SwiftScan disagrees with the compiler's parser on \(unexpected.count) declaration(s) \
        (missing: the compiler reports it, SwiftScan does not; extra: SwiftScan reports it, the compiler does not):
          \(unexpected.joined(separator: "\n  "))
        """
      )
    }
  }

  /// The entries only one side has, as `missing` (compiler only) and `extra` (SwiftScan only).
  private func difference(compiler: [OracleEntry], ours: [OracleEntry]) -> [(OracleEntry, String)] {
    var counts: [OracleEntry: Int] = [:]
    for entry in compiler { counts[entry, default: 0] += 1 }
    for entry in ours { counts[entry, default: 0] -= 1 }
    var result: [(OracleEntry, String)] = []
    for (entry, count) in counts where count != 0 {
      for _ in 0..<abs(count) { result.append((entry, count > 0 ? "missing" : "extra")) }
    }
    return result
  }

  private func describe(_ job: Job, _ inputs: [Input]) -> String {
    let name = inputs[job.input].name
    return job.variant.choice.isEmpty ? name : "\(name) (#if variant \(job.variantNumber + 1))"
  }

  private func loadInputs() throws -> [Input] {
    guard let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
      XCTFail("fixtures missing from the test bundle")
      return []
    }
    // `Malformed.swift` does not parse, so the compiler has no answer for it.
    var inputs = try swiftFiles(in: fixtures).filter { $0.name != "Malformed.swift" }
    inputs += SyntheticCorpus(seed: 3).generate(totalBytes: 300_000)
      .map { Input(name: "corpus/" + $0.path, bytes: $0.bytes) }
    inputs.append(Input(name: "CompilerOracleProbes.swift", bytes: Array(Self.probes.utf8)))
    if let extra = ProcessInfo.processInfo.environment["INTENTGEN_ORACLE_EXTRA"] {
      inputs += try swiftFiles(in: URL(fileURLWithPath: extra))
    }
    return inputs
  }

  private func swiftFiles(in directory: URL) throws -> [Input] {
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
      $0.hasSuffix(".swift") || $0.hasSuffix(".swiftinterface")
    }
    return try names.sorted().map { name in
      Input(name: name, bytes: Array(try Data(contentsOf: directory.appendingPathComponent(name))))
    }
  }
}
