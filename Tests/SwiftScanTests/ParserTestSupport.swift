import XCTest

@testable import SwiftScan

/// Parses `text` as a file.
func parse(_ text: String) -> ParsedFile {
  SourceScanner.scan(SourceFile(path: "test.swift", text: text))
}

/// Asserts that a flag the parser keeps (`flag`) says what it stands for (`definition`) for every
/// declaration of the tree, at every depth.
func assertFlagAgrees(
  _ declarations: [Declaration],
  _ flag: (Declaration) -> Bool,
  _ definition: (Declaration) -> Bool,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  for declaration in declarations {
    XCTAssertEqual(
      flag(declaration),
      definition(declaration),
      "\(declaration.kind) \(declaration.name)",
      file: file,
      line: line
    )
    assertFlagAgrees(declaration.members, flag, definition, file: file, line: line)
  }
}

/// A compact outline of a declaration tree: one line per declaration, indented by depth, as
/// `kind name: inherits [@attributes] {conditions}`.
func outline(_ declarations: [Declaration], indent: String = "") -> String {
  var lines: [String] = []
  for declaration in declarations {
    var line = indent + declaration.kind.rawValue + " " + declaration.name
    if !declaration.inheritance.isEmpty { line += ": " + declaration.inheritance.map(\.text).joined(separator: ", ") }
    if !declaration.attributes.isEmpty {
      line += " [" + declaration.attributes.map { "@" + $0.name }.joined(separator: " ") + "]"
    }
    if !declaration.conditions.isEmpty {
      line +=
        " {" + declaration.conditions.map { "\($0.directive.rawValue) \($0.condition)" }.joined(separator: "; ") + "}"
    }
    lines.append(line)
    if !declaration.members.isEmpty { lines.append(outline(declaration.members, indent: indent + "  ")) }
  }
  return lines.joined(separator: "\n")
}

/// The first declaration named `name` anywhere in the tree.
func find(_ name: String, in declarations: [Declaration]) -> Declaration? {
  for declaration in declarations {
    if declaration.name == name { return declaration }
    if let found = find(name, in: declaration.members) { return found }
  }
  return nil
}

/// A readable rendering of an expression, for assertions.
func render(_ expression: Expr?) -> String {
  guard let expression else { return "nil" }
  switch expression.kind {
  case .string(let literal):
    let parts = literal.segments.map { segment -> String in
      switch segment {
      case .text(let text): return text
      case .interpolation(let arguments, _): return "\\(" + arguments.map(render).joined(separator: ", ") + ")"
      }
    }
    return "\"" + parts.joined() + "\""
  case .integer(let text), .float(let text): return text
  case .boolean(let value): return String(value)
  case .nil: return "nil"
  case .identifier(let name): return name
  case .memberAccess(let base, let name): return (base.map(render) ?? "") + "." + name
  case .specialized(let base, let arguments):
    return render(base) + "<" + arguments.map(\.text).joined(separator: ", ") + ">"
  case .call(let callee, let arguments, let trailing):
    var text = render(callee) + "(" + arguments.map(render).joined(separator: ", ") + ")"
    for closure in trailing {
      text +=
        " " + (closure.label.map { $0 + ": " } ?? "") + "{ "
        + closure.closure.statements.map(render).joined(separator: "; ") + " }"
    }
    return text
  case .keyPath(let root, let components): return "\\" + (root ?? "") + "." + components.joined(separator: ".")
  case .array(let elements): return "[" + elements.map(render).joined(separator: ", ") + "]"
  case .dictionary(let elements):
    return "[" + elements.map { render($0.key) + ": " + render($0.value) }.joined(separator: ", ") + "]"
  case .closure(let closure):
    return "{ " + (closure.signature.map { $0 + " in " } ?? "") + closure.statements.map(render).joined(separator: "; ")
      + " }"
  case .prefixOperator(let op, let operand): return op + render(operand)
  case .postfixOperator(let operand, let op): return render(operand) + op
  case .infixSequence(let operands, let operators):
    var text = render(operands[0])
    for (offset, op) in operators.enumerated() where offset + 1 < operands.count {
      text += " " + op + " " + render(operands[offset + 1])
    }
    return text
  case .tuple(let arguments): return "(" + arguments.map(render).joined(separator: ", ") + ")"
  case .effect(let keyword, let inner): return keyword + " " + render(inner)
  case .opaque: return "<opaque>"
  }
}

func render(_ argument: Argument) -> String {
  (argument.label.map { $0 + ": " } ?? "") + render(argument.value)
}

func render(_ statement: Statement) -> String {
  let prefix = statement.conditions.map { "#" + $0.directive.rawValue.dropFirst() + "(" + $0.condition + ") " }.joined()
  switch statement.kind {
  case .expression(let expression): return prefix + render(expression)
  case .return(let value): return prefix + "return " + render(value)
  case .declaration(let declaration): return prefix + declaration.kind.rawValue + " " + declaration.name
  case .if(let conditions, let thenBranch, let elseBranch):
    var text =
      prefix + "if " + conditions.joined(separator: ", ") + " { " + thenBranch.map(render).joined(separator: "; ")
      + " }"
    if let elseBranch { text += " else { " + elseBranch.map(render).joined(separator: "; ") + " }" }
    return text
  case .opaque: return prefix + "<opaque>"
  }
}
