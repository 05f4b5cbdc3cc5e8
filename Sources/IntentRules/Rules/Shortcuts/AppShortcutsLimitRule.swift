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
      build on a Mac. Shortcuts in the `else` branch of a builder `if` are alternatives of the `if` branch \
      and are not counted.
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
    ],
    nonTriggeringExamples: [
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
      )
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    let providers = context.model.shortcutProviders.sorted { $0.location < $1.location }
    let all = providers.flatMap(\.shortcuts)
    let positive = Set(all.flatMap(\.builderConditions))
    // An `else` branch is an alternative to its `if` branch, not an extra shortcut.
    func isAlternative(_ shortcut: ShortcutDefinition) -> Bool {
      shortcut.builderConditions.contains { condition in
        condition.hasPrefix("!(") && condition.hasSuffix(")")
          && positive.contains(String(condition.dropFirst(2).dropLast()))
      }
    }
    let total = all.filter { !isAlternative($0) }.count
    guard total > 10 else { return [] }
    var count = 0
    for provider in providers {
      count += provider.shortcuts.filter { !isAlternative($0) }.count
      guard count > 10 else { continue }
      return [
        violation(
          at: provider.location,
          "found \(total) App Shortcuts, but each app may have at most 10 (\"Found \(total) App Shortcuts, but "
            + "each app may have at most 10\"); remove \(total - 10) or fold them into other shortcuts' intents"
        )
      ]
    }
    return []
  }
}
