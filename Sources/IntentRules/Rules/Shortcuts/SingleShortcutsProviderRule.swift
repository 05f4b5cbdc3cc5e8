import IntentModel

/// A target declares one `AppShortcutsProvider`.
public struct SingleShortcutsProviderRule: Rule {
  public static let description = RuleDescription(
    identifier: "single_shortcuts_provider",
    name: "Single Shortcuts Provider",
    description: """
      A target declares at most one `AppShortcutsProvider`; every provider after the first (by file and \
      line) is reported. Providers in mutually exclusive `#if` branches are one provider per platform.
      """,
    rationale: """
      An app has at most one App Shortcuts provider (WWDC23 session 10102), and the metadata records only \
      one (`autoShortcutProviderMangledName`). With two, "only the last one defined works" (Apple Developer \
      Forums thread 725080): the other provider's shortcuts silently never appear in Siri, Spotlight or the \
      Shortcuts app.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        files: [
          (
            "FieldNotesShortcuts.swift",
            #"""
            struct FieldNotesShortcuts: AppShortcutsProvider {
              static var appShortcuts: [AppShortcut] {
                AppShortcut(
                  intent: CreateNoteIntent(),
                  phrases: ["Create a note in \(.applicationName)"],
                  shortTitle: "New Note",
                  systemImageName: "square.and.pencil")
              }
            }
            """#
          ),
          (
            "SearchShortcuts.swift",
            #"""
            struct ↓SearchShortcuts: AppShortcutsProvider {
              static var appShortcuts: [AppShortcut] {
                AppShortcut(
                  intent: SearchNotesIntent(),
                  phrases: ["Search \(.applicationName)"],
                  shortTitle: "Search",
                  systemImageName: "magnifyingglass")
              }
            }
            """#
          ),
        ]
      ),
      RuleExample(
        #"""
        struct NotesShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: CreateNoteIntent(),
              phrases: ["Create a note in \(.applicationName)"],
              shortTitle: "New Note",
              systemImageName: "square.and.pencil")
          }
        }

        #if os(iOS)
        struct ↓WidgetShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: TogglePinIntent(),
              phrases: ["Pin a note in \(.applicationName)"],
              shortTitle: "Pin",
              systemImageName: "pin")
          }
        }
        #endif
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
              phrases: ["Create a note in \(.applicationName)"],
              shortTitle: "New Note",
              systemImageName: "square.and.pencil")
            AppShortcut(
              intent: SearchNotesIntent(),
              phrases: ["Search \(.applicationName)"],
              shortTitle: "Search",
              systemImageName: "magnifyingglass")
          }
        }
        """#
      ),
      RuleExample(
        #"""
        #if os(iOS)
        struct FieldNotesShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: CreateNoteIntent(),
              phrases: ["Create a note in \(.applicationName)"],
              shortTitle: "New Note",
              systemImageName: "square.and.pencil")
          }
        }
        #else
        struct FieldNotesMacShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: CreateNoteIntent(),
              phrases: ["Create a note in \(.applicationName)"],
              shortTitle: "New Note",
              systemImageName: "square.and.pencil")
          }
        }
        #endif
        """#
      ),
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    let providers = context.model.shortcutProviders.sorted { $0.location < $1.location }
    var violations: [Violation] = []
    for (index, provider) in providers.enumerated() {
      let earlier = providers[..<index].first {
        !BuildConfigurations.areExclusive($0.location.conditions, provider.location.conditions)
      }
      guard let earlier else { continue }
      violations.append(
        violation(
          at: provider.location,
          "'\(provider.name)' is a second AppShortcutsProvider after '\(earlier.name)' (\(earlier.location.path):"
            + "\(earlier.location.line)); an app has only one provider and only one of them works — move these "
            + "App Shortcuts into '\(earlier.name)'"
        )
      )
    }
    return violations
  }
}
