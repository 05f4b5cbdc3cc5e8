import SwiftScan

/// Reads an `AppShortcutsProvider`'s `appShortcuts` builder: every `AppShortcut(…)`, also inside
/// `if #available` and `if`/`else`.
enum ShortcutExtractor {
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
      collect(statements, conditions: [], member: member, type: type, into: &provider.shortcuts)
    }
    return provider
  }

  static func collect(
    _ statements: [Statement],
    conditions: [String],
    member: TypeMembers.Member,
    type: TypeMembers,
    into shortcuts: inout [ShortcutDefinition]
  ) {
    for statement in statements {
      switch statement.kind {
      case .expression(let expression), .return(let expression?):
        collect(expression, conditions: conditions, member: member, type: type, into: &shortcuts)
      case .if(let ifConditions, let thenBranch, let elseBranch):
        let condition = ifConditions.joined(separator: ", ")
        collect(thenBranch, conditions: conditions + [condition], member: member, type: type, into: &shortcuts)
        if let elseBranch {
          collect(
            elseBranch,
            conditions: conditions + ["!(\(condition))"],
            member: member,
            type: type,
            into: &shortcuts
          )
        }
      default:
        break
      }
    }
  }

  static func collect(
    _ expression: Expr,
    conditions: [String],
    member: TypeMembers.Member,
    type: TypeMembers,
    into shortcuts: inout [ShortcutDefinition]
  ) {
    if case .array(let elements) = expression.kind {
      for element in elements { collect(element, conditions: conditions, member: member, type: type, into: &shortcuts) }
      return
    }
    guard case .call(let callee, let arguments, _) = expression.kind, callee.dottedName == "AppShortcut" else { return }
    let reader = member.reader
    var shortcut = ShortcutDefinition(location: type.location(of: member, range: expression.range))
    shortcut.builderConditions = conditions
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
    shortcuts.append(shortcut)
  }
}
