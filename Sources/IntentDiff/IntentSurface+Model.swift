import IntentModel

extension IntentSurface {
  /// The surface of an extracted model. When a name is declared twice (`#if` branches), the
  /// declaration that comes first by location counts, as in the manifest.
  public init(model: AppIntentsModel) {
    self.init(module: model.module)
    for intent in model.intents.sorted(by: { ($0.name, $0.location) < ($1.name, $1.location) })
    where intents[intent.name] == nil {
      var parameters: [String: Parameter] = [:]
      for parameter in intent.parameters where parameters[parameter.name] == nil {
        parameters[parameter.name] = Parameter(
          type: SurfaceText.parameterType(parameter.type),
          title: SurfaceText.of(parameter.title),
          isRequired: !parameter.isOptional && parameter.defaultValue == nil
        )
      }
      intents[intent.name] = Intent(
        title: SurfaceText.of(intent.title),
        parameters: parameters,
        behavior: Behavior(
          resultTypes: intent.resultTypes,
          openAppWhenRun: intent.openAppWhenRun,
          isDiscoverable: intent.isDiscoverable,
          authenticationPolicy: intent.authenticationPolicy,
          intentClassName: intent.intentClassName
        )
      )
    }
    for entity in model.entities.sorted(by: { ($0.name, $0.location) < ($1.name, $1.location) })
    where entities[entity.name] == nil {
      entities[entity.name] = Entity(title: entity.typeDisplayName, identifierType: entity.identifier?.type)
    }
    for query in model.queries.sorted(by: { ($0.name, $0.location) < ($1.name, $1.location) })
    where queries[query.name] == nil {
      queries[query.name] = Query(
        entity: query.entity,
        properties: Dictionary(query.properties.map { ($0.name, Set($0.comparators)) }) { $0.union($1) },
        sortingOptions: Set(query.sortingOptions)
      )
    }
    for definition in model.enums.sorted(by: { ($0.name, $0.location) < ($1.name, $1.location) })
    where enums[definition.name] == nil {
      var cases: [String: Case] = [:]
      for enumCase in definition.cases where cases[enumCase.name] == nil {
        cases[enumCase.name] = Case(rawValue: enumCase.rawValue, title: enumCase.title)
      }
      enums[definition.name] = Enum(title: definition.typeDisplayName, rawType: definition.rawType, cases: cases)
    }
    for provider in model.shortcutProviders {
      for shortcut in provider.shortcuts {
        for case .string(let text) in shortcut.phrases {
          phrases.insert(Phrase(provider: provider.name, intent: shortcut.intent ?? "", text: text))
        }
      }
    }
  }
}
