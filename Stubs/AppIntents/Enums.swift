// Type-checking stub of Apple's AppIntents framework (intentgen, Linux).
// It mirrors public SDK signatures so that code using them compiles; it is NOT an implementation:
// bodies trap or return placeholders. See Stubs/README.md.

import Foundation

/// A fixed set of values, such as a priority, usable as a parameter or property type (`AppEnum`).
///
/// The raw value identifies a case in the metadata; `caseDisplayRepresentations` must cover every
/// case and be a dictionary literal for Xcode's metadata extractor.
public protocol AppEnum: AppValue, StaticDisplayRepresentable, RawRepresentable
where RawValue: LosslessStringConvertible {}
