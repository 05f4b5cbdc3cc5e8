import IntentModel

/// No phrase is used twice.
public struct DuplicatePhraseRule: Rule {
  public static let description = RuleDescription(
    identifier: "duplicate_phrase",
    name: "Duplicate Phrase",
    description: """
      The same App Shortcut phrase (compared without case and extra spaces, parameters by name) appears in \
      two shortcuts, or twice in one. Shortcuts in the two branches of a builder `if`/`else` or of an \
      `#if`/`#else` are alternatives and may share phrases.
      """,
    rationale: """
      A phrase is what Siri matches a spoken request against: when two App Shortcuts share one, Siri cannot \
      tell which intent the user means. A repeated phrase also counts \
      against the budget of about 1,000 phrases (WWDC23 session 10102) without adding a way to say anything.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        #"""
        struct FieldNotesShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: CreateNoteIntent(),
              phrases: ["Create a note in \(.applicationName)", "New \(.applicationName) note"],
              shortTitle: "New Note",
              systemImageName: "square.and.pencil")
            AppShortcut(
              intent: QuickCaptureIntent(),
              phrases: ["Capture a thought in \(.applicationName)", ↓"new \(.applicationName)  note"],
              shortTitle: "Capture",
              systemImageName: "bolt")
          }
        }
        """#
      ),
      RuleExample(
        #"""
        struct FieldNotesShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: OpenNoteIntent(),
              phrases: [
                "Open \(\.$target) in \(.applicationName)",
                "Show \(\.$target) in \(.applicationName)",
                ↓"Open \(\.$target) in \(.applicationName)",
              ],
              shortTitle: "Open Note",
              systemImageName: "note.text")
          }
        }
        """#
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        struct FieldNotesShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: CreateNoteIntent(),
              phrases: ["Create a note in \(.applicationName)", "New \(.applicationName) note"],
              shortTitle: "New Note",
              systemImageName: "square.and.pencil")
            if #available(iOS 18, *) {
              AppShortcut(
                intent: SearchNotesIntent(),
                phrases: ["Search \(.applicationName)"],
                shortTitle: "Search",
                systemImageName: "magnifyingglass")
            } else {
              AppShortcut(
                intent: LegacySearchIntent(),
                phrases: ["Search \(.applicationName)"],
                shortTitle: "Search",
                systemImageName: "magnifyingglass")
            }
          }
        }
        """#
      ),
      RuleExample(
        #"""
        struct FieldNotesShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            #if os(iOS)
            AppShortcut(
              intent: OpenPhoneLibraryIntent(),
              phrases: ["Open my library in \(.applicationName)"],
              shortTitle: "Library",
              systemImageName: "books.vertical")
            #else
            AppShortcut(
              intent: OpenLibraryIntent(),
              phrases: ["Open my library in \(.applicationName)"],
              shortTitle: "Library",
              systemImageName: "books.vertical")
            #endif
          }
        }
        """#
      ),
    ]
  )

  public init() {}

  /// The phrase as Siri compares it: lowercased, runs of spaces collapsed.
  static func key(_ text: String) -> String {
    var lowered = text.lowercased()
    // On bytes for ASCII without carriage returns (where each character is one byte).
    let collapsed = lowered.withUTF8 { bytes -> String? in
      guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
      return String(unsafeUninitializedCapacity: bytes.count) { output in
        var written = 0
        var pendingSpace = false
        for byte in bytes {
          if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") {
            pendingSpace = written > 0
          } else {
            if pendingSpace {
              output[written] = UInt8(ascii: " ")
              written += 1
              pendingSpace = false
            }
            output[written] = byte
            written += 1
          }
        }
        return written
      }
    }
    return collapsed
      ?? lowered.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
  }

  public func validate(_ context: LintContext) -> [Violation] {
    struct Use {
      var shortcut: ShortcutDefinition
      var conditions: [String]
      var location: ModelLocation
    }
    var uses: [String: [Use]] = [:]
    var violations: [Violation] = []
    let providers = context.model.shortcutProviders.sorted { $0.location < $1.location }
    for provider in providers {
      for shortcut in provider.shortcuts {
        let conditions = provider.location.conditions + shortcut.location.conditions + shortcut.builderConditions
        for (text, location) in ShortcutSupport.literalPhrases(shortcut) {
          let key = Self.key(text)
          let earlier = uses[key, default: []].first { !BuildConfigurations.areExclusive($0.conditions, conditions) }
          uses[key, default: []].append(Use(shortcut: shortcut, conditions: conditions, location: location))
          guard let earlier else { continue }
          let message =
            earlier.shortcut == shortcut
            ? "phrase \"\(text)\" appears again in \(ShortcutSupport.describe(shortcut)) (first at line "
              + "\(earlier.location.line)); remove the repeat"
            : "phrase \"\(text)\" is also a phrase of \(ShortcutSupport.describe(earlier.shortcut)) "
              + "(\(earlier.location.path):\(earlier.location.line)), so Siri cannot tell which to run; "
              + "make every App Shortcut phrase unique"
          violations.append(violation(at: location, message))
        }
      }
    }
    return violations
  }
}
