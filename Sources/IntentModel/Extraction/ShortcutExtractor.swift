import SwiftScan

/// Reads an `AppShortcutsProvider`'s `appShortcuts` builder: every `AppShortcut(…)`, also inside
/// `if #available` and `if`/`else`, and in `#if` branches (recorded in each shortcut's location).
///
/// It reads what the compiler's const extraction records for Apple's metadata processor: the
/// builder's expressions, a returned array, and the initializers of local `var`/`let`s (an
/// imperative `var shortcuts = […]; shortcuts.append(…); return shortcuts` records the first
/// array only). An `AppShortcut(…)` anywhere else in the body is recorded as unextracted.
enum ShortcutExtractor {
  /// What holds where a shortcut is written in the builder: the builder `if`s around it
  /// (`#available(iOS 18, *)`, `!(flag)` in an `else`) and the `#if` branches (`os(iOS)`).
  struct Branch {
    var builderConditions: [String] = []
    var compileConditions: [String] = []

    func adding(_ condition: String) -> Branch {
      Branch(builderConditions: builderConditions + [condition], compileConditions: compileConditions)
    }
  }

  static func extract(_ type: TypeMembers) -> ShortcutProviderDefinition {
    var provider = ShortcutProviderDefinition(name: type.name, location: type.location)
    provider.shortcutTileColor = type.propertyValue("shortcutTileColor", isStatic: true)
    provider.negativePhrases = type.propertyValue("negativePhrases", isStatic: true)
    if let (member, binding) = type.property(named: "appShortcuts", isStatic: true) {
      var statements = binding.getter ?? []
      if statements.isEmpty, let initializer = binding.initializer {
        statements = [Statement(.expression(initializer), range: initializer.range)]
      }
      provider.hasReadableShortcuts = !statements.isEmpty
      collect(statements, in: Branch(), member: member, type: type, into: &provider)
    }
    return provider
  }

  static func collect(
    _ statements: [Statement],
    in branch: Branch,
    member: TypeMembers.Member,
    type: TypeMembers,
    into provider: inout ShortcutProviderDefinition
  ) {
    for statement in statements {
      var branch = branch
      branch.compileConditions += SourceReader.render(statement.conditions)
      switch statement.kind {
      case .expression(let expression), .return(let expression?):
        collect(expression, in: branch, member: member, type: type, into: &provider)
      case .declaration(let declaration):
        for binding in declaration.bindings {
          guard let initializer = binding.initializer else { continue }
          collect(initializer, in: branch, member: member, type: type, into: &provider)
        }
      case .opaque:
        flagShortcutCalls(in: statement.range, member: member, type: type, into: &provider)
      case .if(let ifConditions, let thenBranch, let elseBranch):
        let condition = ifConditions.joined(separator: ", ")
        collect(thenBranch, in: branch.adding(condition), member: member, type: type, into: &provider)
        if let elseBranch {
          collect(elseBranch, in: branch.adding("!(\(condition))"), member: member, type: type, into: &provider)
        }
      default:
        break
      }
    }
  }

  static func collect(
    _ expression: Expr,
    in branch: Branch,
    member: TypeMembers.Member,
    type: TypeMembers,
    into provider: inout ShortcutProviderDefinition
  ) {
    if case .array(let elements) = expression.kind {
      for element in elements {
        collect(element, in: branch, member: member, type: type, into: &provider)
      }
      return
    }
    guard case .call(let callee, let arguments, _) = expression.kind, callee.dottedName == "AppShortcut" else {
      flagShortcutCalls(in: expression.range, member: member, type: type, into: &provider)
      return
    }
    let reader = member.reader
    var shortcut = ShortcutDefinition(location: type.location(of: member, range: expression.range))
    shortcut.location.conditions += branch.compileConditions
    shortcut.builderConditions = branch.builderConditions
    for argument in arguments {
      switch argument.label {
      case "intent":
        if case .call(let intentCallee, let intentArguments, _) = argument.value.kind {
          shortcut.intent = reader.initializerType(intentCallee)
          shortcut.intentArguments = intentArguments.map {
            ModelArgument(label: $0.label, value: reader.value($0.value))
          }
        } else {
          shortcut.intent = reader.text(argument.value.range)
        }
      case "phrases":
        if case .array(let phrases) = argument.value.kind {
          shortcut.hasInlinePhrases = true
          shortcut.phrases = phrases.map(reader.value)
          shortcut.phraseLocations = phrases.map { type.location(of: member, range: $0.range) }
        } else {
          shortcut.phrases = [reader.value(argument.value)]
          shortcut.phraseLocations = [type.location(of: member, range: argument.value.range)]
        }
      case "shortTitle": shortcut.shortTitle = reader.value(argument.value)
      case "systemImageName": shortcut.systemImageName = reader.value(argument.value)
      default: break
      }
    }
    provider.shortcuts.append(shortcut)
  }

  /// Records every `AppShortcut(…)` call written in `range` (code the const extraction does not
  /// record) as unextracted.
  static func flagShortcutCalls(
    in range: Range<Int>,
    member: TypeMembers.Member,
    type: TypeMembers,
    into provider: inout ShortcutProviderDefinition
  ) {
    let file = member.reader.file
    let tokens = file.tokens
    var index = file.firstTokenIndex(startingAtOrAfter: range.lowerBound)
    while index + 1 < tokens.count && Int(tokens[index].end) <= range.upperBound {
      let token = tokens[index]
      if token.kind == .identifier && tokens[index + 1].kind == .leftParen
        && file.source.text(token.range) == "AppShortcut"
        && (index == 0 || tokens[index - 1].kind != .period)
      {
        provider.unextractedShortcuts.append(type.location(of: member, range: token.range))
      }
      index += 1
    }
  }
}
