import IntentModel

/// An app declares at most 10 App Shortcuts.
public struct AppShortcutsLimitRule: Rule {
  public static let description = RuleDescription(
    identifier: "app_shortcuts_limit",
    name: "App Shortcuts Limit",
    description: "An app declares at most 10 App Shortcuts, counted over every `AppShortcutsProvider` of the target.",
    rationale: """
      Apple's metadata processor stops the build past the limit ("Found N App Shortcuts, but each app may \
      have at most 10"); the limit dates from WWDC22 session 10170 ("your app can have a maximum of 10 app \
      shortcuts") and is enforced by the processor, not by the compiler, so it shows only after a full \
      build on a Mac. Shortcuts in the two branches of an `#if`/`#else` or of a builder `if`/`else`, or \
      under two different `os(…)`, never exist in the same build: the rule counts the build with the most \
      shortcuts, not every shortcut written.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        #"""
        struct ↓FieldNotesShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: CreateNoteIntent(), phrases: ["Create a note in \(.applicationName)"],
              shortTitle: "New Note", systemImageName: "plus")
            AppShortcut(
              intent: OpenNoteIntent(), phrases: ["Open a note in \(.applicationName)"],
              shortTitle: "Open Note", systemImageName: "note.text")
            AppShortcut(
              intent: SearchNotesIntent(), phrases: ["Search notes in \(.applicationName)"],
              shortTitle: "Search", systemImageName: "magnifyingglass")
            AppShortcut(
              intent: PinNoteIntent(), phrases: ["Pin a note in \(.applicationName)"],
              shortTitle: "Pin", systemImageName: "pin")
            AppShortcut(
              intent: UnpinNoteIntent(), phrases: ["Unpin a note in \(.applicationName)"],
              shortTitle: "Unpin", systemImageName: "pin.slash")
            AppShortcut(
              intent: DeleteNoteIntent(), phrases: ["Delete a note in \(.applicationName)"],
              shortTitle: "Delete", systemImageName: "trash")
            AppShortcut(
              intent: ShareNoteIntent(), phrases: ["Share a note in \(.applicationName)"],
              shortTitle: "Share", systemImageName: "square.and.arrow.up")
            AppShortcut(
              intent: ExportNotesIntent(), phrases: ["Export my notes in \(.applicationName)"],
              shortTitle: "Export", systemImageName: "arrow.down.doc")
            AppShortcut(
              intent: ShowPinnedIntent(), phrases: ["Show pinned notes in \(.applicationName)"],
              shortTitle: "Pinned", systemImageName: "pin.circle")
            AppShortcut(
              intent: ShowRecentIntent(), phrases: ["Show recent notes in \(.applicationName)"],
              shortTitle: "Recent", systemImageName: "clock")
            AppShortcut(
          intent: ArchiveNoteIntent(), phrases: ["Archive a note in \(.applicationName)"],
              shortTitle: "Archive", systemImageName: "archivebox")
          }
        }
        """#
      ),
      RuleExample(
        files: [
          (
            "A.swift",
            #"""
            struct FieldNotesShortcuts: AppShortcutsProvider {
              static var appShortcuts: [AppShortcut] {
                AppShortcut(
                  intent: CreateNoteIntent(), phrases: ["Create a note in \(.applicationName)"],
                  shortTitle: "New Note", systemImageName: "plus")
                AppShortcut(
                  intent: OpenNoteIntent(), phrases: ["Open a note in \(.applicationName)"],
                  shortTitle: "Open Note", systemImageName: "note.text")
                AppShortcut(
                  intent: SearchNotesIntent(), phrases: ["Search notes in \(.applicationName)"],
                  shortTitle: "Search", systemImageName: "magnifyingglass")
                AppShortcut(
                  intent: PinNoteIntent(), phrases: ["Pin a note in \(.applicationName)"],
                  shortTitle: "Pin", systemImageName: "pin")
                AppShortcut(
                  intent: UnpinNoteIntent(), phrases: ["Unpin a note in \(.applicationName)"],
                  shortTitle: "Unpin", systemImageName: "pin.slash")
                AppShortcut(
                  intent: DeleteNoteIntent(), phrases: ["Delete a note in \(.applicationName)"],
                  shortTitle: "Delete", systemImageName: "trash")
                AppShortcut(
                  intent: ShareNoteIntent(), phrases: ["Share a note in \(.applicationName)"],
                  shortTitle: "Share", systemImageName: "square.and.arrow.up")
              }
            }
            """#
          ),
          (
            "B.swift",
            #"""
            struct ↓ArchiveShortcuts: AppShortcutsProvider {
              static var appShortcuts: [AppShortcut] {
                AppShortcut(
                  intent: ExportNotesIntent(), phrases: ["Export my notes in \(.applicationName)"],
                  shortTitle: "Export", systemImageName: "arrow.down.doc")
                AppShortcut(
                  intent: ShowPinnedIntent(), phrases: ["Show pinned notes in \(.applicationName)"],
                  shortTitle: "Pinned", systemImageName: "pin.circle")
                AppShortcut(
                  intent: ShowRecentIntent(), phrases: ["Show recent notes in \(.applicationName)"],
                  shortTitle: "Recent", systemImageName: "clock")
                AppShortcut(
                  intent: ArchiveNoteIntent(), phrases: ["Archive a note in \(.applicationName)"],
                  shortTitle: "Archive", systemImageName: "archivebox")
              }
            }
            """#
          ),
        ]
      ),
      RuleExample(
        #"""
        // Before iOS 18 the `else` branch makes 11.
        struct ↓FieldNotesShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: CreateNoteIntent(), phrases: ["Create a note in \(.applicationName)"],
              shortTitle: "New Note", systemImageName: "plus")
            AppShortcut(
              intent: OpenNoteIntent(), phrases: ["Open a note in \(.applicationName)"],
              shortTitle: "Open Note", systemImageName: "note.text")
            AppShortcut(
              intent: SearchNotesIntent(), phrases: ["Search notes in \(.applicationName)"],
              shortTitle: "Search", systemImageName: "magnifyingglass")
            AppShortcut(
              intent: PinNoteIntent(), phrases: ["Pin a note in \(.applicationName)"],
              shortTitle: "Pin", systemImageName: "pin")
            AppShortcut(
              intent: UnpinNoteIntent(), phrases: ["Unpin a note in \(.applicationName)"],
              shortTitle: "Unpin", systemImageName: "pin.slash")
            AppShortcut(
              intent: DeleteNoteIntent(), phrases: ["Delete a note in \(.applicationName)"],
              shortTitle: "Delete", systemImageName: "trash")
            AppShortcut(
              intent: ShareNoteIntent(), phrases: ["Share a note in \(.applicationName)"],
              shortTitle: "Share", systemImageName: "square.and.arrow.up")
            AppShortcut(
              intent: ExportNotesIntent(), phrases: ["Export my notes in \(.applicationName)"],
              shortTitle: "Export", systemImageName: "arrow.down.doc")
            AppShortcut(
              intent: ShowPinnedIntent(), phrases: ["Show pinned notes in \(.applicationName)"],
              shortTitle: "Pinned", systemImageName: "pin.circle")
            if #available(iOS 18, *) {
              AppShortcut(
                intent: ArchiveNoteIntent(), phrases: ["Archive a note in \(.applicationName)"],
                shortTitle: "Archive", systemImageName: "archivebox")
            } else {
              AppShortcut(
                intent: LegacyArchiveNoteIntent(), phrases: ["Archive a note in \(.applicationName)"],
                shortTitle: "Archive", systemImageName: "archivebox")
              AppShortcut(
                intent: LegacyRestoreNoteIntent(), phrases: ["Restore a note in \(.applicationName)"],
                shortTitle: "Restore", systemImageName: "arrow.uturn.backward")
            }
          }
        }
        """#
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        // 11 written, but 6 in an iOS build and 5 in any other.
        struct FieldNotesShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            #if os(iOS)
            AppShortcut(
              intent: CreateNoteIntent(), phrases: ["Create a note in \(.applicationName)"],
              shortTitle: "New Note", systemImageName: "plus")
            AppShortcut(
              intent: OpenNoteIntent(), phrases: ["Open a note in \(.applicationName)"],
              shortTitle: "Open Note", systemImageName: "note.text")
            AppShortcut(
              intent: SearchNotesIntent(), phrases: ["Search notes in \(.applicationName)"],
              shortTitle: "Search", systemImageName: "magnifyingglass")
            AppShortcut(
              intent: PinNoteIntent(), phrases: ["Pin a note in \(.applicationName)"],
              shortTitle: "Pin", systemImageName: "pin")
            AppShortcut(
              intent: UnpinNoteIntent(), phrases: ["Unpin a note in \(.applicationName)"],
              shortTitle: "Unpin", systemImageName: "pin.slash")
            AppShortcut(
              intent: DeleteNoteIntent(), phrases: ["Delete a note in \(.applicationName)"],
              shortTitle: "Delete", systemImageName: "trash")
            #else
            AppShortcut(
              intent: ShareNoteIntent(), phrases: ["Share a note in \(.applicationName)"],
              shortTitle: "Share", systemImageName: "square.and.arrow.up")
            AppShortcut(
              intent: ExportNotesIntent(), phrases: ["Export my notes in \(.applicationName)"],
              shortTitle: "Export", systemImageName: "arrow.down.doc")
            AppShortcut(
              intent: ShowPinnedIntent(), phrases: ["Show pinned notes in \(.applicationName)"],
              shortTitle: "Pinned", systemImageName: "pin.circle")
            AppShortcut(
              intent: ShowRecentIntent(), phrases: ["Show recent notes in \(.applicationName)"],
              shortTitle: "Recent", systemImageName: "clock")
            AppShortcut(
              intent: ArchiveNoteIntent(), phrases: ["Archive a note in \(.applicationName)"],
              shortTitle: "Archive", systemImageName: "archivebox")
            #endif
          }
        }
        """#
      ),
      RuleExample(
        #"""
        struct FieldNotesShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: CreateNoteIntent(), phrases: ["Create a note in \(.applicationName)"],
              shortTitle: "New Note", systemImageName: "plus")
            AppShortcut(
              intent: OpenNoteIntent(), phrases: ["Open a note in \(.applicationName)"],
              shortTitle: "Open Note", systemImageName: "note.text")
            AppShortcut(
              intent: SearchNotesIntent(), phrases: ["Search notes in \(.applicationName)"],
              shortTitle: "Search", systemImageName: "magnifyingglass")
            AppShortcut(
              intent: PinNoteIntent(), phrases: ["Pin a note in \(.applicationName)"],
              shortTitle: "Pin", systemImageName: "pin")
            AppShortcut(
              intent: UnpinNoteIntent(), phrases: ["Unpin a note in \(.applicationName)"],
              shortTitle: "Unpin", systemImageName: "pin.slash")
            AppShortcut(
              intent: DeleteNoteIntent(), phrases: ["Delete a note in \(.applicationName)"],
              shortTitle: "Delete", systemImageName: "trash")
            AppShortcut(
              intent: ShareNoteIntent(), phrases: ["Share a note in \(.applicationName)"],
              shortTitle: "Share", systemImageName: "square.and.arrow.up")
            AppShortcut(
              intent: ExportNotesIntent(), phrases: ["Export my notes in \(.applicationName)"],
              shortTitle: "Export", systemImageName: "arrow.down.doc")
            AppShortcut(
              intent: ShowPinnedIntent(), phrases: ["Show pinned notes in \(.applicationName)"],
              shortTitle: "Pinned", systemImageName: "pin.circle")
            if #available(iOS 18, *) {
              AppShortcut(
                intent: ArchiveNoteIntent(), phrases: ["Archive a note in \(.applicationName)"],
                shortTitle: "Archive", systemImageName: "archivebox")
            } else {
              AppShortcut(
                intent: LegacyArchiveNoteIntent(), phrases: ["Archive a note in \(.applicationName)"],
                shortTitle: "Archive", systemImageName: "archivebox")
            }
          }
        }
        """#
      ),
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    let providers = context.model.shortcutProviders.sorted { $0.location < $1.location }
    let owners = providers.indices.flatMap { index in providers[index].shortcuts.map { _ in index } }
    let conditions = providers.flatMap { provider in
      provider.shortcuts.map { provider.location.conditions + $0.location.conditions + $0.builderConditions }
    }
    // The build with the most shortcuts: `#if` and `if` branches that exclude each other are not added up.
    let holding = BuildConfigurations.heaviest(conditions: conditions, weights: conditions.map { _ in 1 })
    let total = holding.filter { $0 }.count
    guard total > 10 else { return [] }
    let build = Self.describeBuild(conditions: conditions, holding: holding)
    var count = 0
    for (index, provider) in providers.enumerated() {
      count += zip(owners, holding).filter { $0.0 == index && $0.1 }.count
      guard count > 10 else { continue }
      return [
        violation(
          at: provider.location,
          "found \(total) App Shortcuts\(build), but each app may have at most 10 (\"Found \(total) App Shortcuts, "
            + "but each app may have at most 10\"); remove \(total - 10) or fold them into other shortcuts' intents"
        )
      ]
    }
    return []
  }

  /// ` where os(iOS), !(DEBUG)`: the conditions of the counted shortcuts, when some shortcuts
  /// were left out as alternatives; empty when every shortcut was counted.
  static func describeBuild(conditions: [[String]], holding: [Bool]) -> String {
    guard holding.contains(false) else { return "" }
    var written: [String] = []
    for (item, holds) in zip(conditions, holding) where holds {
      for condition in item where !written.contains(condition) { written.append(condition) }
    }
    return written.isEmpty ? "" : " where \(written.joined(separator: ", "))"
  }
}
