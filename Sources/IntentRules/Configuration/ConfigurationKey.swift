/// The top-level keys of `.intentgen.yml`.
enum ConfigurationKey: String, CaseIterable, Sendable {
  case disabledRules = "disabled_rules"
  case optInRules = "opt_in_rules"
  case onlyRules = "only_rules"
  case severity
  case included
  case excluded
  case schemas
  case deploymentTarget = "deployment_target"
  case appName = "app_name"
}
