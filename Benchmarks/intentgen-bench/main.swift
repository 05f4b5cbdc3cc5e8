// intentgen-bench: measures the SwiftScan lexer and declaration parser on a synthetic corpus (or on
// real sources) in release mode — or, built without `-c release`, in the debug configuration the
// build plugin's tool is built in. See `--help`.

import Dispatch
import Foundation
import IntentEmit
import IntentModel
import IntentRules
import SwiftScan
import SyntheticCorpus

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One mebibyte; every "MB" this tool prints is 2^20 bytes.
let megabyte = 1_048_576.0

let usage = """
  usage: swift run -c release intentgen-bench [options] [DIR…]

  Benchmarks SwiftScan's lexer and declaration parser. Without DIR arguments the input is a
  deterministic synthetic corpus; with them, every .swift file under the DIRs (recursively,
  hidden directories skipped, sorted by path). All input is read into memory before timing.

  options:
    --size MB       size of the synthetic corpus in MB (2^20 bytes; default 64)
    --seed N        seed of the synthetic corpus (default 1)
    --repeat N      timed runs per measurement; the best is reported (default 3)
    --threads N     also time lex + parse on N threads with DispatchQueue.concurrentPerform
                    (default 1: single-threaded only)
    --write DIR     write the synthetic corpus to DIR and exit
    --scan-only     time lexing and lex + declaration parse only, then stop (for profilers
                    such as valgrind --tool=callgrind, and quick checks of scanner changes)
    --diagnostics N after timing, list the N most frequent scanner diagnostics with an example
    --rule-timings N after timing, list the N slowest lint rules (each run alone on the extracted model)
    -h, --help      print this help
  """

// MARK: - Options

struct Options {
  var sizeMB = 64.0
  var seed: UInt64 = 1
  var repeats = 3
  var threads = 1
  var writeDirectory: String?
  var diagnosticsToShow = 0
  var ruleTimingsToShow = 0
  var scanOnly = false
  var directories: [String] = []

  var totalBytes: Int { Int(sizeMB * megabyte) }
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("intentgen-bench: \(message)\n".utf8))
  exit(2)
}

func parseOptions(_ arguments: [String]) -> Options {
  var options = Options()
  var index = 0
  func value(for option: String) -> String {
    index += 1
    guard index < arguments.count else { fail("\(option) needs a value") }
    return arguments[index]
  }
  while index < arguments.count {
    let argument = arguments[index]
    switch argument {
    case "-h", "--help":
      print(usage)
      exit(0)
    case "--size":
      guard let size = Double(value(for: argument)), size > 0 else { fail("--size needs a positive number of MB") }
      options.sizeMB = size
    case "--seed":
      guard let seed = UInt64(value(for: argument)) else { fail("--seed needs a non-negative integer") }
      options.seed = seed
    case "--repeat":
      guard let repeats = Int(value(for: argument)), repeats >= 1 else { fail("--repeat needs an integer ≥ 1") }
      options.repeats = repeats
    case "--threads":
      guard let threads = Int(value(for: argument)), threads >= 1 else { fail("--threads needs an integer ≥ 1") }
      options.threads = threads
    case "--write":
      options.writeDirectory = value(for: argument)
    case "--scan-only":
      options.scanOnly = true
    case "--diagnostics":
      guard let count = Int(value(for: argument)), count >= 0 else { fail("--diagnostics needs a count") }
      options.diagnosticsToShow = count
    case "--rule-timings":
      guard let count = Int(value(for: argument)), count >= 0 else { fail("--rule-timings needs a count") }
      options.ruleTimingsToShow = count
    default:
      if argument.hasPrefix("-") { fail("unknown option \(argument) (see --help)") }
      options.directories.append(argument)
    }
    index += 1
  }
  return options
}

// MARK: - Input

/// The benchmark input, entirely in memory.
struct Corpus {
  var paths: [String] = []
  var contents: [[UInt8]] = []
  var totalBytes = 0

  var count: Int { paths.count }

  mutating func append(path: String, bytes: [UInt8]) {
    paths.append(path)
    contents.append(bytes)
    totalBytes += bytes.count
  }

  /// Fresh `SourceFile`s (so no lazily computed state carries over between runs).
  func sources(indices: [Int]? = nil) -> [SourceFile] {
    (indices ?? Array(paths.indices)).map { SourceFile(path: paths[$0], bytes: contents[$0]) }
  }

  /// The first files whose sizes add up to at least `bytes`.
  func prefix(bytes: Int) -> Corpus {
    var result = Corpus()
    for index in paths.indices where result.totalBytes < bytes {
      result.append(path: paths[index], bytes: contents[index])
    }
    return result
  }
}

func synthetic(seed: UInt64, totalBytes: Int) -> Corpus {
  var corpus = Corpus()
  for file in SyntheticCorpus(seed: seed).generate(totalBytes: totalBytes) {
    corpus.append(path: file.path, bytes: file.bytes)
  }
  return corpus
}

func load(directories: [String]) -> Corpus {
  let manager = FileManager.default
  var paths: [String] = []
  for directory in directories {
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: directory, isDirectory: &isDirectory) else {
      fail("no such file or directory: \(directory)")
    }
    if !isDirectory.boolValue {
      paths.append(directory)
      continue
    }
    guard let enumerator = manager.enumerator(atPath: directory) else { fail("cannot list \(directory)") }
    while let relative = enumerator.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if name.hasPrefix(".") {
        enumerator.skipDescendants()
        continue
      }
      if name.hasSuffix(".swift") {
        paths.append((directory as NSString).appendingPathComponent(relative))
      }
    }
  }
  paths.sort()
  var corpus = Corpus()
  for path in paths {
    guard let data = manager.contents(atPath: path) else { fail("cannot read \(path)") }
    corpus.append(path: path, bytes: [UInt8](data))
  }
  return corpus
}

// MARK: - Measuring

/// What one pass over the corpus found; printed, so the work cannot be optimized away.
struct Counts {
  var tokens = 0
  var declarations = 0
  var topLevelDeclarations = 0
  var diagnostics = 0

  static func + (lhs: Counts, rhs: Counts) -> Counts {
    Counts(
      tokens: lhs.tokens + rhs.tokens,
      declarations: lhs.declarations + rhs.declarations,
      topLevelDeclarations: lhs.topLevelDeclarations + rhs.topLevelDeclarations,
      diagnostics: lhs.diagnostics + rhs.diagnostics
    )
  }
}

func countDeclarations(_ declarations: [Declaration]) -> Int {
  var count = declarations.count
  for declaration in declarations where !declaration.members.isEmpty {
    count += countDeclarations(declaration.members)
  }
  return count
}

func lexOnly(_ sources: ArraySlice<SourceFile>) -> Counts {
  var counts = Counts()
  for source in sources {
    let lexed = Lexer.lex(source)
    counts.tokens += lexed.tokens.count
    counts.diagnostics += lexed.diagnostics.count
  }
  return counts
}

/// The fastest `AppIntentsModel.extract` call of any `scanAndExtract` run, in seconds: the model
/// stage alone, without the scan before it.
nonisolated(unsafe) var fastestExtract = Double.infinity
/// The least CPU time of the thread over those `extract` calls, in seconds: less disturbed than
/// wall time when other processes share the machine.
nonisolated(unsafe) var leastExtractCPU = Double.infinity

/// The CPU time the calling thread has used, in seconds.
func threadCPUSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// Scans every file, then extracts the App Intents model of them all as one target.
func scanAndExtract(_ sources: ArraySlice<SourceFile>) -> Counts {
  var parsedFiles: [ParsedFile] = []
  parsedFiles.reserveCapacity(sources.count)
  var counts = Counts()
  for source in sources {
    let parsed = SourceScanner.scan(source)
    counts.tokens += parsed.tokens.count
    counts.diagnostics += parsed.diagnostics.count
    parsedFiles.append(parsed)
  }
  var model = AppIntentsModel(module: "Corpus")
  let cpuStart = threadCPUSeconds()
  let extractTime = ContinuousClock().measure { model = AppIntentsModel.extract(from: parsedFiles, module: "Corpus") }
  leastExtractCPU = min(leastExtractCPU, threadCPUSeconds() - cpuStart)
  fastestExtract = min(fastestExtract, extractTime.seconds)
  counts.declarations =
    model.entities.count + model.intents.count + model.queries.count + model.enums.count
    + model.shortcutProviders.count
  counts.topLevelDeclarations = model.intents.reduce(0) { $0 + $1.parameters.count }
  return counts
}

/// Scans every file, extracts the model of them all as one target and runs every default rule.
func scanAndLint(_ sources: ArraySlice<SourceFile>) -> Counts {
  let parsedFiles = sources.map { SourceScanner.scan($0) }
  let model = AppIntentsModel.extract(from: parsedFiles, module: "Corpus")
  let violations = Linter().lint(model: model, files: parsedFiles)
  var counts = Counts()
  counts.tokens = parsedFiles.reduce(0) { $0 + $1.tokens.count }
  counts.diagnostics = violations.count
  return counts
}

func lexAndParse(_ sources: ArraySlice<SourceFile>) -> Counts {
  var counts = Counts()
  for source in sources {
    let parsed = SourceScanner.scan(source)
    counts.tokens += parsed.tokens.count
    counts.topLevelDeclarations += parsed.declarations.count
    counts.declarations += countDeclarations(parsed.declarations)
    counts.diagnostics += parsed.diagnostics.count
  }
  return counts
}

/// Where `lexAndParse`'s time goes: lexing, declaration parsing and freeing each file's tokens and
/// tree, timed stage by stage for every file. Each stage's best over `repeats` runs, in seconds.
func splitScan(repeats: Int, corpus: Corpus) -> (lex: Double, parse: Double, free: Double) {
  let clock = ContinuousClock()
  var best = (lex: Double.infinity, parse: Double.infinity, free: Double.infinity)
  for _ in 0..<repeats {
    var lex = Duration.zero
    var parse = Duration.zero
    var free = Duration.zero
    for source in corpus.sources() {
      var lexed: LexedFile?
      lex += clock.measure { lexed = Lexer.lex(source) }
      var parsed: ParsedFile?
      parse += clock.measure { parsed = lexed.map(DeclarationParser.parse) }
      lexed = nil
      precondition(parsed != nil, "every file parses")
      free += clock.measure { parsed = nil }
    }
    best = (min(best.lex, lex.seconds), min(best.parse, parse.seconds), min(best.free, free.seconds))
  }
  return best
}

extension Duration {
  var seconds: Double {
    let (whole, attoseconds) = components
    return Double(whole) + Double(attoseconds) * 1e-18
  }
}

/// Runs `body` `repeats` times on fresh sources and keeps the fastest run.
func best(repeats: Int, corpus: Corpus, _ body: ([SourceFile]) -> Counts) -> (seconds: Double, counts: Counts) {
  let clock = ContinuousClock()
  var fastest = Double.infinity
  var counts = Counts()
  for _ in 0..<repeats {
    let sources = corpus.sources()
    var result = Counts()
    let elapsed = clock.measure { result = body(sources) }
    fastest = min(fastest, elapsed.seconds)
    counts = result
  }
  return (fastest, counts)
}

/// Per-worker results of a parallel run; each worker writes only its own slot.
final class WorkerResults: @unchecked Sendable {
  let slots: UnsafeMutableBufferPointer<Counts>

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: Counts())
  }

  deinit { slots.deallocate() }
}

/// Source files split among workers, largest first into the least-loaded worker.
struct Partition: @unchecked Sendable {
  var buckets: [[SourceFile]]

  init(_ corpus: Corpus, workers: Int) {
    let order = corpus.paths.indices.sorted { corpus.contents[$0].count > corpus.contents[$1].count }
    var load = Array(repeating: 0, count: workers)
    var assignment = Array(repeating: [Int](), count: workers)
    for index in order {
      let target = load.indices.min { load[$0] < load[$1] }!
      assignment[target].append(index)
      load[target] += corpus.contents[index].count
    }
    buckets = assignment.map { corpus.sources(indices: $0) }
  }
}

func bestParallel(repeats: Int, corpus: Corpus, threads: Int) -> (seconds: Double, counts: Counts) {
  let clock = ContinuousClock()
  var fastest = Double.infinity
  var counts = Counts()
  for _ in 0..<repeats {
    let partition = Partition(corpus, workers: threads)
    let results = WorkerResults(count: threads)
    let elapsed = clock.measure {
      DispatchQueue.concurrentPerform(iterations: threads) { worker in
        results.slots[worker] = lexAndParse(partition.buckets[worker][...])
      }
    }
    fastest = min(fastest, elapsed.seconds)
    counts = results.slots.reduce(Counts(), +)
  }
  return (fastest, counts)
}

/// The process's peak resident set size in MB, from `getrusage`'s `ru_maxrss`.
///
/// On Linux `ru_maxrss` survives `execve`, so under `swift run` it starts at the peak of the
/// `swift-run` process that exec'd us (100+ MB); `VmHWM` in `/proc/self/status` is the same
/// high-water mark for this program alone, so it is preferred when readable.
func peakMemoryMB() -> Double {
  #if os(Linux)
  if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
    let kilobytes = Double(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
  {
    return kilobytes * 1024 / megabyte
  }
  #endif
  var usage = rusage()
  #if canImport(Glibc)
  getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  #else
  getrusage(RUSAGE_SELF, &usage)
  #endif
  #if os(Linux)
  return Double(usage.ru_maxrss) * 1024 / megabyte  // kilobytes on Linux
  #else
  return Double(usage.ru_maxrss) / megabyte  // bytes on Darwin
  #endif
}

/// A message with its quoted parts ('Name', `code`) elided, so that similar messages group together.
func normalized(_ message: String) -> String {
  var result = ""
  var quote: Character?
  for character in message {
    if let open = quote {
      if character == open {
        result.append(character)
        quote = nil
      }
    } else {
      result.append(character)
      if character == "'" || character == "`" {
        result.append("…")
        quote = character
      }
    }
  }
  return result
}

/// Prints the most frequent diagnostic messages, each with its first occurrence (untimed).
func printDiagnostics(_ corpus: Corpus, limit: Int) {
  var counts: [String: (count: Int, example: String)] = [:]
  for source in corpus.sources() {
    for diagnostic in SourceScanner.scan(source).diagnostics {
      let key = "\(diagnostic.severity.rawValue): \(normalized(diagnostic.message))"
      if let existing = counts[key] {
        counts[key] = (existing.count + 1, existing.example)
      } else {
        let location = source.location(of: diagnostic.range.lowerBound)
        let lineStart = diagnostic.range.lowerBound - (location.column - 1)
        var lineEnd = lineStart
        while lineEnd < source.bytes.count && source.bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        let line = source.text(lineStart..<lineEnd).trimmingCharacters(in: .whitespaces)
        counts[key] = (1, "\(source.path):\(location)  \(line)")
      }
    }
  }
  let sorted = counts.sorted { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key }
  print("diagnostics: \(grouped(sorted.reduce(0) { $0 + $1.value.count })) in \(sorted.count) distinct messages")
  for (message, entry) in sorted.prefix(limit) {
    print("  \(grouped(entry.count))× \(message)")
    print("      e.g. \(entry.example)")
  }
}

// MARK: - Formatting

func fixed(_ value: Double, _ decimals: Int) -> String {
  String(format: "%.\(decimals)f", value)
}

/// An integer with thousands separators: `12,345,678`.
func grouped(_ value: Int) -> String {
  let digits = Array(String(value.magnitude))
  var result = value < 0 ? "-" : ""
  for (position, digit) in digits.enumerated() {
    if position > 0 && (digits.count - position) % 3 == 0 { result.append(",") }
    result.append(digit)
  }
  return result
}

/// A rate with a unit prefix: `98.1 M`, `35.2 k`.
func rate(_ perSecond: Double) -> String {
  if perSecond >= 1e9 { return fixed(perSecond / 1e9, 2) + " G" }
  if perSecond >= 1e6 { return fixed(perSecond / 1e6, 2) + " M" }
  if perSecond >= 1e3 { return fixed(perSecond / 1e3, 1) + " k" }
  return fixed(perSecond, 0) + " "
}

func megabytes(_ bytes: Int) -> Double { Double(bytes) / megabyte }

func printPhase(_ title: String, _ run: (seconds: Double, counts: Counts), corpus: Corpus, declarations: Bool) {
  let seconds = max(run.seconds, 1e-9)
  print(title)
  print("  best time     \(fixed(run.seconds * 1000, 2)) ms")
  print(
    "  throughput    \(fixed(megabytes(corpus.totalBytes) / seconds, 1)) MB/s · "
      + "\(rate(Double(corpus.count) / seconds))files/s · \(rate(Double(run.counts.tokens) / seconds))tokens/s"
  )
  print("  tokens        \(grouped(run.counts.tokens)) (diagnostics: \(grouped(run.counts.diagnostics)))")
  if declarations {
    print(
      "  declarations  \(grouped(run.counts.declarations)) (top level: \(grouped(run.counts.topLevelDeclarations)))"
    )
  }
}

// MARK: - Main

let options = parseOptions(Array(CommandLine.arguments.dropFirst()))

if let directory = options.writeDirectory {
  let clock = ContinuousClock()
  let corpus = SyntheticCorpus(seed: options.seed)
  let elapsed = try clock.measure { try corpus.write(totalBytes: options.totalBytes, to: directory) }
  print(
    "wrote a \(fixed(options.sizeMB, 2)) MB synthetic corpus (seed \(options.seed)) to \(directory) in \(fixed(elapsed.seconds, 2)) s"
  )
  exit(0)
}

let clock = ContinuousClock()
let corpus: Corpus
let loadStart = clock.now
if options.directories.isEmpty {
  corpus = synthetic(seed: options.seed, totalBytes: options.totalBytes)
  print("intentgen-bench: synthetic corpus, seed \(options.seed)")
  print(
    "corpus: \(grouped(corpus.count)) files, \(fixed(megabytes(corpus.totalBytes), 2)) MB "
      + "(\(grouped(corpus.totalBytes)) bytes), generated in \(fixed((clock.now - loadStart).seconds, 2)) s"
  )
} else {
  corpus = load(directories: options.directories)
  guard corpus.count > 0 else { fail("no .swift files under \(options.directories.joined(separator: ", "))") }
  print("intentgen-bench: \(options.directories.joined(separator: " "))")
  print(
    "corpus: \(grouped(corpus.count)) files, \(fixed(megabytes(corpus.totalBytes), 2)) MB "
      + "(\(grouped(corpus.totalBytes)) bytes), read in \(fixed((clock.now - loadStart).seconds, 2)) s"
  )
}
let loadedMemory = peakMemoryMB()
#if DEBUG
print("build: debug (as SwiftPM builds the build plugin's intentgen); release figures need -c release")
#else
print("build: release")
#endif
print("runs: best of \(options.repeats)\(options.threads > 1 ? ", plus \(options.threads) threads" : "")")
print("")

let lexRun = best(repeats: options.repeats, corpus: corpus) { lexOnly($0[...]) }
printPhase("lex only", lexRun, corpus: corpus, declarations: false)
let parseRun = best(repeats: options.repeats, corpus: corpus) { lexAndParse($0[...]) }
printPhase("lex + declaration parse", parseRun, corpus: corpus, declarations: true)
let split = splitScan(repeats: options.repeats, corpus: corpus)
print(
  "  split         lex \(fixed(split.lex * 1000, 1)) ms · parse \(fixed(split.parse * 1000, 1)) ms · "
    + "free \(fixed(split.free * 1000, 1)) ms (each file stage by stage)"
)
if options.scanOnly {
  print("single-threaded lex+parse: \(fixed(megabytes(corpus.totalBytes) / max(parseRun.seconds, 1e-9), 0)) MB/s")
  exit(0)
}

let extractRun = best(repeats: options.repeats, corpus: corpus) { scanAndExtract($0[...]) }
let lineCount = corpus.sources().reduce(0) { $0 + $1.lineStarts.count }
print("scan + extract (the whole corpus as one target)")
print("  best time     \(fixed(extractRun.seconds * 1000, 2)) ms for \(grouped(lineCount)) lines")
print(
  "  model         \(grouped(extractRun.counts.declarations)) App Intents types, "
    + "\(grouped(extractRun.counts.topLevelDeclarations)) intent parameters"
)
print(
  "  extract only  \(fixed(fastestExtract * 1000, 2)) ms (the fastest model stage of those runs; "
    + "\(fixed(leastExtractCPU * 1000, 2)) ms CPU)"
)
print(
  "  extract/scan  \(fixed(extractRun.seconds / max(parseRun.seconds, 1e-9), 2))× the scanning time (target ≤ 1.5×)"
)
let lintRun = best(repeats: options.repeats, corpus: corpus) { scanAndLint($0[...]) }
print("scan + extract + lint (every default rule)")
print("  best time     \(fixed(lintRun.seconds * 1000, 2)) ms, \(grouped(lintRun.counts.diagnostics)) violations")
print("  lint/scan     \(fixed(lintRun.seconds / max(parseRun.seconds, 1e-9), 2))× the scanning time (target ≤ 2×)")

let manifestRun = timeManifest(corpus, repeats: options.repeats)
print("manifest (the JSON 'intentgen build --manifest' writes, from the extracted model)")
print(
  "  best time     \(fixed(manifestRun.seconds * 1000, 2)) ms for \(fixed(megabytes(manifestRun.bytes), 2)) MB of JSON "
    + "(\(fixed(megabytes(manifestRun.bytes) / max(manifestRun.seconds, 1e-9), 1)) MB/s)"
)

if options.threads > 1 {
  let parallelRun = bestParallel(repeats: options.repeats, corpus: corpus, threads: options.threads)
  printPhase("lex + declaration parse, \(options.threads) threads", parallelRun, corpus: corpus, declarations: true)
  print("  speedup       \(fixed(parseRun.seconds / max(parallelRun.seconds, 1e-9), 2))× over 1 thread")
}
print("")
print("peak memory: \(fixed(peakMemoryMB(), 1)) MB (\(fixed(loadedMemory, 1)) MB after loading the input)")

// Linearity: the same scan on a tenth of the input.
let small: Corpus
if options.directories.isEmpty {
  small = synthetic(seed: options.seed, totalBytes: options.totalBytes / 10)
} else {
  small = corpus.prefix(bytes: corpus.totalBytes / 10)
}
let smallRun = best(repeats: options.repeats, corpus: small) { lexAndParse($0[...]) }
let inputRatio = Double(corpus.totalBytes) / Double(max(small.totalBytes, 1))
let timeRatio = parseRun.seconds / max(smallRun.seconds, 1e-9)
print(
  "linearity: \(fixed(inputRatio, 1))× input took \(fixed(timeRatio, 2))× time (target ≤ 11×)"
)
print(
  "  1/10 input: \(grouped(small.count)) files, \(fixed(megabytes(small.totalBytes), 2)) MB in "
    + "\(fixed(smallRun.seconds * 1000, 2)) ms; full: \(fixed(megabytes(corpus.totalBytes), 2)) MB in "
    + "\(fixed(parseRun.seconds * 1000, 2)) ms"
)
let singleThreaded = megabytes(corpus.totalBytes) / max(parseRun.seconds, 1e-9)
print("single-threaded lex+parse: \(fixed(singleThreaded, 0)) MB/s (target ≥ 200 MB/s)")

if options.diagnosticsToShow > 0 {
  print("")
  printDiagnostics(corpus, limit: options.diagnosticsToShow)
}

if options.ruleTimingsToShow > 0 {
  print("")
  printRuleTimings(corpus, limit: options.ruleTimingsToShow, repeats: options.repeats)
}

/// Times `Manifest.bytes` alone on the model of the whole corpus (best of `repeats`), and the size
/// of what it writes.
func timeManifest(_ corpus: Corpus, repeats: Int) -> (seconds: Double, bytes: Int) {
  let files = corpus.sources().map { SourceScanner.scan($0) }
  let model = AppIntentsModel.extract(from: files, module: "Corpus")
  let clock = ContinuousClock()
  var best = Double.infinity
  var size = 0
  for _ in 0..<repeats {
    best = min(best, clock.measure { size = Manifest.bytes(for: model, generatorVersion: "bench").count }.seconds)
  }
  return (best, size)
}

/// Times every rule's check alone on one lint context (best of `repeats`) and prints the slowest,
/// after the time to build the context itself (declaration index and model lookup).
func printRuleTimings(_ corpus: Corpus, limit: Int, repeats: Int) {
  let files = corpus.sources().map { SourceScanner.scan($0) }
  let model = AppIntentsModel.extract(from: files, module: "Corpus")
  let clock = ContinuousClock()
  func best(_ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<repeats { best = min(best, clock.measure(body).seconds) }
    return best
  }
  var context: LintContext?
  let contextTime = best { context = LintContext(model: model, files: files, configuration: LintConfiguration()) }
  guard let context else { return }
  let timings = RuleRegistry.builtIn.map { rule in
    (rule.description.identifier, best { _ = rule.init().validate(context) })
  }
  let total = timings.reduce(0) { $0 + $1.1 }
  let lintTime = best { _ = Linter().lint(model: model, files: files) }
  print("rule timings: context \(fixed(contextTime * 1000, 2)) ms, all rules \(fixed(total * 1000, 2)) ms")
  print("  lint alone (Linter.lint on the extracted model, suppressions included): \(fixed(lintTime * 1000, 2)) ms")
  for (identifier, seconds) in timings.sorted(by: { ($0.1, $1.0) > ($1.1, $0.0) }).prefix(limit) {
    print("  \(identifier.padding(toLength: 34, withPad: " ", startingAt: 0)) \(fixed(seconds * 1000, 2)) ms")
  }
}
