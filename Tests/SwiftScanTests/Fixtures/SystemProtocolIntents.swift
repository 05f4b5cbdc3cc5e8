//
//  SystemProtocolIntents.swift
//  FieldNotes
//
//  Intents that adopt the App Intents sub-protocols the system treats specially:
//  SnippetIntent, ForegroundContinuableIntent, AudioPlaybackIntent, WidgetConfigurationIntent.
//

import AppIntents
import AVFoundation
import SwiftUI
import WidgetKit

// MARK: - Interactive snippet

/// Shows a note with a pin button; Siri re-runs it after the button's intent finishes.
@available(iOS 26.0, macOS 26.0, *)
struct NoteSnippetIntent: SnippetIntent {
  static let title: LocalizedStringResource = "Note Snippet"
  static let isDiscoverable = false

  @Parameter var note: NoteEntity

  init() {}
  init(note: NoteEntity) { self.note = note }

  func perform() async throws -> some IntentResult & ShowsSnippetView {
    let fresh = await NoteStore.shared.note(id: note.id).map(NoteEntity.init) ?? note
    return .result(view: NoteSnippetView(note: fresh))
  }
}

@available(iOS 26.0, macOS 26.0, *)
struct ShowNoteIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Note"

  @Parameter(title: "Note")
  var note: NoteEntity

  func perform() async throws -> some IntentResult & ShowsSnippetIntent {
    .result(snippetIntent: NoteSnippetIntent(note: note))
  }
}

struct NoteSnippetView: View {
  let note: NoteEntity

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text(note.title).font(.headline)
      Text(note.body).font(.body).lineLimit(4)
      Button(intent: TogglePinIntent(note: note)) {
        Label(note.isPinned ? "Unpin" : "Pin", systemImage: note.isPinned ? "pin.slash" : "pin")
      }
      .buttonStyle(.bordered)
    }
    .padding()
  }
}

// MARK: - Foreground continuation (pre-26 API)

/// Starts in the background; if the microphone needs permission, asks to open the app.
struct RecordVoiceNoteIntent: AppIntent {
  static var title: LocalizedStringResource = "Record Voice Note"
  static var description = IntentDescription("Records a voice memo into a new note.", categoryName: "Capture")

  @Parameter(title: "Duration (Seconds)", default: 30, inclusiveRange: (5, 600))
  var seconds: Int

  func perform() async throws -> some IntentResult & ReturnsValue<NoteEntity> & ProvidesDialog {
    guard AVAudioApplication.shared.recordPermission == .granted else {
      throw needsToContinueInForegroundError("FieldNotes needs microphone access first.") {
        NoteNavigator.requestMicrophoneAccess()
      }
    }
    let url = try await VoiceRecorder.shared.record(for: .seconds(seconds))
    let note = Note(title: "Voice note", body: "", folderName: "Voice", tags: ["audio"], audioURL: url)
    try await NoteStore.shared.add(note)
    return .result(value: NoteEntity(note), dialog: "Recorded \(seconds) seconds.")
  }
}

@available(*, deprecated, message: "Use supportedModes with .foreground(.dynamic) on 26 and later")
extension RecordVoiceNoteIntent: ForegroundContinuableIntent {}

// MARK: - Audio playback

struct PlayVoiceNoteIntent: AudioPlaybackIntent {
  static var title: LocalizedStringResource = "Play Voice Note"
  static var description: IntentDescription = "Plays the audio attached to a note."

  @Parameter(title: "Note")
  var note: NoteEntity

  @Parameter(title: "Speed", default: 1.0, inclusiveRange: (0.5, 2.0))
  var rate: Double

  func perform() async throws -> some IntentResult {
    guard let url = note.audioURL else {
      throw NoteError.noAudio(note.title)
    }
    try await VoicePlayer.shared.play(url, rate: Float(rate))
    return .result()
  }
}

// MARK: - Widget configuration

/// Configures the pinned-note widget. It has no `perform()` of its own, so Spotlight skips it.
struct PinnedNoteWidgetConfiguration: WidgetConfigurationIntent {
  static var title: LocalizedStringResource = "Pinned Note"
  static var description = IntentDescription("Choose which note the widget shows.")

  @Parameter(title: "Note")
  var note: NoteEntity?

  @Parameter(title: "Show Body", default: true)
  var showsBody: Bool

  @Parameter(title: "Accent", default: .normal)
  var accent: Priority

  static var parameterSummary: some ParameterSummary {
    Summary("Show \(\.$note)") {
      \.$showsBody
      \.$accent
    }
  }
}

struct PinnedNoteEntry: TimelineEntry {
  let date: Date
  let note: NoteEntity?
  let configuration: PinnedNoteWidgetConfiguration
}

struct PinnedNoteProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> PinnedNoteEntry {
    PinnedNoteEntry(date: .now, note: nil, configuration: PinnedNoteWidgetConfiguration())
  }

  func snapshot(for configuration: PinnedNoteWidgetConfiguration, in context: Context) async -> PinnedNoteEntry {
    PinnedNoteEntry(date: .now, note: configuration.note, configuration: configuration)
  }

  func timeline(
    for configuration: PinnedNoteWidgetConfiguration,
    in context: Context
  ) async -> Timeline<PinnedNoteEntry> {
    let entry = await snapshot(for: configuration, in: context)
    return Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(60 * 30)))
  }
}

struct PinnedNoteWidget: Widget {
  var body: some WidgetConfiguration {
    AppIntentConfiguration(
      kind: "PinnedNotesWidget",
      intent: PinnedNoteWidgetConfiguration.self,
      provider: PinnedNoteProvider()
    ) { entry in
      if let note = entry.note {
        NoteSnippetView(note: note)
      } else {
        ContentUnavailableView("No Note", systemImage: "note.text")
      }
    }
    .configurationDisplayName("Pinned Note")
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}

#Preview(as: .systemSmall) {
  PinnedNoteWidget()
} timeline: {
  PinnedNoteEntry(date: .now, note: NoteEntity(title: "Otter tracks"), configuration: .init())
}
