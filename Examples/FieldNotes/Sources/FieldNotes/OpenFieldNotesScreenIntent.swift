//
//  OpenFieldNotesScreenIntent.swift
//  FieldNotes
//
//  Shared with the widget extension: the capture control names this intent as its action, and
//  Apple requires a control's `OpenIntent` in both the app and the extension. The system still
//  runs `perform()` in the app it opens.
//

import AppIntents

/// The screens a control, an App Shortcut or a shortcut can open directly.
enum FieldNotesScreen: String, AppEnum {
  case capture
  case pinned

  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "FieldNotes Screen")

  static let caseDisplayRepresentations: [FieldNotesScreen: DisplayRepresentation] = [
    .capture: DisplayRepresentation(title: "New Note", image: .init(systemName: "square.and.pencil")),
    .pinned: DisplayRepresentation(title: "Pinned Notes", image: .init(systemName: "pin")),
  ]
}

/// Opens FieldNotes on one of its screens. Its target is an enum, not an entity: an `OpenIntent`
/// can open either.
struct OpenFieldNotesScreenIntent: OpenIntent {
  static let title: LocalizedStringResource = "Open FieldNotes Screen"
  static let description = IntentDescription("Opens FieldNotes on a screen.", categoryName: "Notes")

  @Parameter(title: "Screen", requestValueDialog: "Which screen?")
  var target: FieldNotesScreen

  static var parameterSummary: some ParameterSummary {
    Summary("Open the \(\.$target) screen")
  }

  init() {}

  init(screen: FieldNotesScreen) {
    target = screen
  }

  @MainActor
  func perform() async throws -> some IntentResult {
    NoteNavigator.shared.pendingScreen = target
    return .result()
  }
}
