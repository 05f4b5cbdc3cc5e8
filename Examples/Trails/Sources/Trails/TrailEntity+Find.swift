//
//  TrailEntity+Find.swift
//  Trails
//
//  The Find Trails action in Shortcuts. Its filters and sort orders are generated with the query
//  (`intentgen:query properties` on `TrailEntity`); this file adds how the action presents itself.
//

import AppIntents

extension TrailEntity.Query {
  static var findIntentDescription: IntentDescription? {
    IntentDescription(
      "Finds trails in your library by name, region, difficulty or distance.",
      categoryName: "Trails",
      searchKeywords: ["hike", "walk", "route"],
      resultValueName: "Trails"
    )
  }
}
