/// The rules that check `@AppIntent(schema:)`, `@AppEntity(schema:)` and `@AppEnum(schema:)` (and
/// the `@Assistant…` spellings) against the schema-domain catalog (`Schemas/domains/`).
enum SchemaRules {
  static let all: [any Rule.Type] = [
    UnknownSchemaRule.self,
    SchemaMissingMemberRule.self,
    SchemaMemberTypeRule.self,
    SchemaOptionalParameterRule.self,
    SchemaExtraParameterRule.self,
    SchemaRequiredProtocolRule.self,
    SchemaTypeDisplayRepresentationRule.self,
    DuplicateSchemaEntityRule.self,
    SchemaGroupRule.self,
    DeprecatedSchemaRule.self,
  ]
}
