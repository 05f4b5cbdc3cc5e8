import Foundation
import IntentEmit
import IntentModel

/// Reads JSON text into a `JSONValue` with Foundation's `JSONSerialization` (intentgen writes JSON
/// itself but does not parse it by hand).
public enum JSONDocument {
  /// Why a document could not be read.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    /// Lowercase, without a path: `not valid JSON: unexpected end of file`.
    public var reason: String
    /// Where the problem is (1-based; the column counts UTF-8 bytes), when the parser says.
    public var line: Int?
    public var column: Int?

    public init(_ reason: String, line: Int? = nil, column: Int? = nil) {
      self.reason = reason
      self.line = line
      self.column = column
    }

    /// The reason, and where when known: `not valid JSON: invalid value at line 2, column 8`.
    public var message: String {
      guard let line, let column else { return reason }
      return "\(reason) at line \(line), column \(column)"
    }

    public var description: String { message }
  }

  /// The JSON value of `bytes`.
  public static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    } catch {
      let problem = JSONSyntaxProblem(error, in: bytes)
      throw Failure("not valid JSON: " + problem.reason, line: problem.line, column: problem.column)
    }
    return value(of: object)
  }

  private static func value(of object: Any) -> JSONValue {
    switch object {
    case let string as String:
      return .string(string)
    case let number as NSNumber:
      // Booleans are NSNumbers too; their Objective-C type is `c` (char).
      if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
      if let int = Int(exactly: number.doubleValue), !String(cString: number.objCType).contains("d") {
        return .int(int)
      }
      return .double(number.doubleValue)
    case let array as [Any]:
      return .array(array.map(value(of:)))
    case let dictionary as [String: Any]:
      return .object(dictionary.mapValues(value(of:)))
    default:
      return .null
    }
  }
}
