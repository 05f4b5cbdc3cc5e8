import Foundation
import XCTest

@testable import Trails

/// The hike tracker's own logic, which runs anywhere: starting, replacing and ending a hike, and
/// the arrival estimate from the trail's length and the activity's pace.
final class HikeTrackerTests: XCTestCase {
  private func trail(kilometers: Double) -> Trail {
    Trail(
      id: UUID(),
      name: "Ridge Loop",
      summary: "",
      region: "North",
      trailheadName: "Pine Gate",
      distanceKilometers: kilometers,
      elevationGainMeters: 300,
      difficulty: .moderate,
      features: [],
      isAccessible: false,
      isFavorite: false,
      addedAt: Date(timeIntervalSince1970: 0),
      lastHikedAt: nil
    )
  }

  func testTheArrivalEstimateFollowsTheActivitysPace() async {
    let tracker = HikeTracker()
    let walk = await tracker.start(trail: trail(kilometers: 6), activity: .walk, checkInMinutes: nil)
    XCTAssertEqual(walk.expectedBackAt.timeIntervalSince(walk.startedAt), 2 * 3600, accuracy: 0.001)
    let run = await tracker.start(trail: trail(kilometers: 18), activity: .trailRun, checkInMinutes: 30)
    XCTAssertEqual(run.expectedBackAt.timeIntervalSince(run.startedAt), 2 * 3600, accuracy: 0.001)
    XCTAssertEqual(run.checkInInterval, .seconds(30 * 60))
  }

  func testStartingAHikeReplacesTheOneInProgress() async {
    let tracker = HikeTracker()
    _ = await tracker.start(trail: trail(kilometers: 4), activity: .hike, checkInMinutes: nil)
    let second = await tracker.start(trail: trail(kilometers: 8), activity: .hike, checkInMinutes: nil)
    let current = await tracker.current
    XCTAssertEqual(current?.id, second.id)
  }

  func testEndingReturnsTheHikeOnceWithItsEndTime() async {
    let tracker = HikeTracker()
    let started = await tracker.start(trail: trail(kilometers: 4), activity: .hike, checkInMinutes: nil)
    let ended = await tracker.end()
    XCTAssertEqual(ended?.id, started.id)
    XCTAssertNotNil(ended?.endedAt)
    let again = await tracker.end()
    XCTAssertNil(again)
  }
}
