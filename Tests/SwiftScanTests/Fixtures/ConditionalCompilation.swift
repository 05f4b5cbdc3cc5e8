//
//  ConditionalCompilation.swift
//  FieldNotes
//
//  `#if` around members, around whole conformance extensions, around imports and inside
//  expressions and statements; `#available` / `#unavailable` checks at run time.
//

import AppIntents
import Foundation
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif
#if canImport(SwiftUI)
import SwiftUI
#endif

/// Opens the capture sheet. How it reaches the foreground differs per platform.
struct QuickCaptureIntent: AppIntent {
  static var title: LocalizedStringResource = "Quick Capture"

  #if os(iOS)
  static var openAppWhenRun = true
  static var description = IntentDescription("Opens the capture sheet on iPhone and iPad.")
  #elseif os(macOS)
  static let supportedModes: IntentModes = .foreground(.immediate)
  static var description = IntentDescription("Opens a capture window on the Mac.")
  #else
  static var description = IntentDescription("Starts a capture on this device.")
  #endif

  @Parameter(title: "Kind", default: .text)
  var kind: NoteKind

  #if os(iOS) || os(visionOS)
  @Parameter(title: "Use Camera", default: false)
  var usesCamera: Bool
  #endif

  @MainActor
  func perform() async throws -> some IntentResult {
    #if os(iOS) || os(visionOS)
    if usesCamera {
      CaptureCoordinator.shared.beginPhotoCapture(kind: kind)
      return .result()
    }
    #endif

    #if targetEnvironment(simulator)
    print("Quick capture requested in the simulator (\(kind.rawValue))")
    #endif

    if #available(iOS 26.0, macOS 26.0, *) {
      CaptureCoordinator.shared.beginCapture(kind: kind, style: .sheet)
    } else {
      CaptureCoordinator.shared.beginCapture(kind: kind, style: .legacy)
    }
    return .result()
  }
}

// MARK: - Conformances that exist only where the framework does

#if canImport(CoreSpotlight)
extension TagEntity: IndexedEntity {}
#endif

#if canImport(CoreTransferable) && !os(watchOS)
import CoreTransferable

extension FolderEntity: Transferable {
  static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation(exporting: \.name)
  }
}
#endif

#if os(iOS) || os(macOS)
@available(iOS 18.0, macOS 15.0, *)
extension NoteEntity: URLRepresentableEntity {
  static var urlRepresentation: URLRepresentation {
    "https://fieldnotes.example.com/note/\(.id)"
  }
}
#endif

// MARK: - Nested regions, compiler and language checks

enum PlatformLabels {
  static var deviceName: String {
    #if os(iOS)
      #if targetEnvironment(macCatalyst)
      return "Mac (Catalyst)"
      #else
      return UIDevice.current.userInterfaceIdiom == .pad ? "iPad" : "iPhone"
      #endif
    #elseif os(macOS)
    return Host.current().localizedName ?? "Mac"
    #elseif os(watchOS)
    return "Apple Watch"
    #else
    return "Device"
    #endif
  }

  #if compiler(>=6.0) && swift(>=5.10)
  static let usesTypedThrows = true
  #else
  static let usesTypedThrows = false
  #endif

  #if arch(arm64) || arch(x86_64)
  static let is64Bit = true
  #endif

  #if hasFeature(StrictConcurrency)
  static let strictConcurrency = true
  #endif
}

// MARK: - Postfix #if inside a member chain

#if canImport(SwiftUI)
struct NoteRow: View {
  let note: NoteEntity

  var body: some View {
    Text(note.title)
    #if os(iOS)
      .font(.headline)
    #elseif os(macOS)
      .font(.title3)
    #else
      .font(.body)
    #endif
      .lineLimit(1)
  }
}
#endif

// MARK: - Debug-only helpers

#if DEBUG
/// Resets the store before UI tests. Hidden from Shortcuts and Spotlight.
struct ResetStoreIntent: AppIntent {
  static var title: LocalizedStringResource = "Reset FieldNotes Store"
  static var isDiscoverable = false

  func perform() async throws -> some IntentResult {
    guard #available(iOS 18.0, macOS 15.0, *) else { return .result() }
    if #unavailable(iOS 26.0) {
      try await NoteStore.shared.resetLegacy()
    } else {
      try await NoteStore.shared.reset()
    }
    return .result()
  }
}
#endif

#if false
/// Dead code kept for reference; a scanner may list it but must mark it inactive.
struct LegacySyncIntent: AppIntent {
  static var title: LocalizedStringResource = "Sync (Legacy)"
  func perform() async throws -> some IntentResult { .result() }
}
#endif
