//
//  Tips.swift
//  Fixture: lookalikes
//
//  TipKit has its own `@Parameter` macro, used on static properties of a `Tip`. This file does
//  not import AppIntents, so nothing here is an intent parameter.
//

import SwiftUI
import TipKit

struct FavoriteTrailTip: Tip {
  @Parameter
  static var isEnabled: Bool = false

  var title: Text {
    Text("Save trails you love")
  }

  var message: Text? {
    Text("Favorites show up first in Spotlight and Siri suggestions.")
  }

  var rules: [Rule] {
    #Rule(Self.$isEnabled) { $0 == true }
  }
}
