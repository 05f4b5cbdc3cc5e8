#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the line that `start` is on ends: the offset of the next `\n` or `\r` before `end`, or
/// `end`. Found with `memchr`, which is fast in the unoptimized builds the build plugin runs too
/// (a loop over the bytes of comments was a twentieth of a debug `lint`) and on long lines.
func lineEnd(in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
  guard start < end else { return start }
  func first(_ byte: UInt8, before limit: Int) -> Int {
    guard let found = memchr(base + start, Int32(byte), limit - start) else { return limit }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }
  // The `\r` search stops at the `\n`, so that each line is read once.
  return first(0x0D, before: first(0x0A, before: end))
}
