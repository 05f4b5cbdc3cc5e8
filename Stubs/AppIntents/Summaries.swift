// Type-checking stub of Apple's AppIntents framework (intentgen, Linux).
// It mirrors public SDK signatures so that code using them compiles; it is NOT an implementation:
// bodies trap or return placeholders. See Stubs/README.md.

import Foundation

/// The sentence the Shortcuts editor shows for an intent, with its parameters as placeholders
/// (`ParameterSummary`).
public protocol ParameterSummary {}

/// `Summary("Create \(\.$noteTitle)") { \.$body }` (`IntentParameterSummary`).
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
  public init() {}

  public init(@ParameterKeyPathsBuilder _ parameterKeyPaths: () -> [PartialKeyPath<Intent>]) {}

  public init(_ string: ParameterSummaryString<Intent>, table: String? = nil) {}

  public init(
    _ string: ParameterSummaryString<Intent>,
    table: String? = nil,
    @ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]
  ) {}

  /// Lists the parameters shown below the summary sentence.
  @resultBuilder
  public enum ParameterKeyPathsBuilder {
    public static func buildExpression<Value>(
      _ keyPath: KeyPath<Intent, IntentParameter<Value>>
    ) -> PartialKeyPath<Intent> {
      keyPath
    }

    public static func buildBlock(_ keyPaths: PartialKeyPath<Intent>...) -> [PartialKeyPath<Intent>] {
      keyPaths
    }
  }
}

/// A summary sentence with `\(\.$parameter)` placeholders (`ParameterSummaryString`).
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {}
  }

  public init(_ value: String) {}
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: StringInterpolation) {}
}

/// Builds a parameter summary from one `Summary`, `When` or `Switch` (`ParameterSummaryBuilder`).
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
  public static func buildExpression<Summary: ParameterSummary>(_ summary: Summary) -> Summary {
    summary
  }

  public static func buildBlock<Summary: ParameterSummary>(_ summary: Summary) -> Summary {
    summary
  }
}

// MARK: - When

/// Compares a parameter with "has a value" / "has no value".
public enum HasValueComparisonOperator: Sendable {
  case hasAnyValue
  case hasNoValue
}

public enum EquatableComparisonOperator: Sendable {
  case equalTo
  case notEqualTo
}

public enum ComparableComparisonOperator: Sendable {
  case equalTo
  case notEqualTo
  case lessThan
  case lessThanOrEqualTo
  case greaterThan
  case greaterThanOrEqualTo
}

public enum OneOfComparisonOperator: Sendable {
  case oneOf
  case noneOf
}

public enum StringComparisonOperator: Sendable {
  case equalTo
  case notEqualTo
  case contains
  case hasPrefix
  case hasSuffix
}

/// `When(\.$pin, .equalTo, true) { Summary(…) } otherwise: { Summary(…) }`
/// (`ParameterSummaryWhenCondition`).
public struct ParameterSummaryWhenCondition<Intent, WhenCondition, Otherwise>: ParameterSummary
where Intent: AppIntent, WhenCondition: ParameterSummary, Otherwise: ParameterSummary {
  public init<Parameter: AnyIntentValue>(
    _ keyPath: KeyPath<Intent, Parameter>,
    _ comparisonOperator: HasValueComparisonOperator,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {}

  public init<ValueType, Parameter: AnyIntentValue>(
    _ keyPath: KeyPath<Intent, Parameter>,
    _ comparisonOperator: EquatableComparisonOperator,
    _ value: ValueType,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) where ValueType: Equatable, ValueType == Parameter.Value {}

  public init<Value, Parameter: AnyIntentValue>(
    _ keyPath: KeyPath<Intent, Parameter>,
    _ comparisonOperator: ComparableComparisonOperator,
    _ value: Value,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) where Value: Comparable, Value == Parameter.Value {}

  public init<ValueType, Parameter: AnyIntentValue>(
    _ keyPath: KeyPath<Intent, Parameter>,
    _ comparisonOperator: OneOfComparisonOperator,
    _ values: [ValueType],
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) where ValueType: Equatable, ValueType == Parameter.Value {}
}

// MARK: - Switch

/// A case of a parameter summary's `Switch`.
public protocol _ParameterSummarySwitchCase {
  associatedtype Intent: AppIntent
  associatedtype Value: _IntentValue
}

/// `Switch(\.$kind) { Case(.a) { … }; DefaultCase { … } }` (`ParameterSummarySwitchCondition`).
public struct ParameterSummarySwitchCondition<Intent, Value, CaseCondition>: ParameterSummary
where Intent: AppIntent, Value: _IntentValue, CaseCondition: _ParameterSummarySwitchCase {
  public init(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    @ParameterSummaryCaseBuilder<Intent, Value> _ builder: () -> CaseCondition
  ) {}
}

/// One case of a `Switch` (`ParameterSummaryCaseCondition`).
public struct ParameterSummaryCaseCondition<Intent, Value, Summary>: _ParameterSummarySwitchCase
where Intent: AppIntent, Value: _IntentValue, Summary: ParameterSummary {
  public init(_ value: Value, @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {}
  public init(_ value: [Value], @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {}
}

/// The default case of a `Switch` (`ParameterSummaryDefaultCaseCondition`).
public struct ParameterSummaryDefaultCaseCondition<Intent, Value, Summary>: _ParameterSummarySwitchCase
where Intent: AppIntent, Value: _IntentValue, Summary: ParameterSummary {
  public init(@ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {}
}

/// The cases of a `Switch`, in order (`ParameterSummaryTupleCaseCondition`).
public struct ParameterSummaryTupleCaseCondition<Intent, Value, Cases>: _ParameterSummarySwitchCase
where Intent: AppIntent, Value: _IntentValue {
  init() {}
}

/// Builds the cases of a `Switch`: up to six `Case`s, then one `DefaultCase`
/// (`ParameterSummaryCaseBuilder`).
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value: _IntentValue> {
  /// Gives `Case(.value) { … }` the intent and value types of its `Switch`. (Apple's documentation
  /// lists only the `buildBlock` overloads; without a contextual type `Case(.busy)` cannot infer them.)
  public static func buildExpression<Summary: ParameterSummary>(
    _ condition: ParameterSummaryCaseCondition<Intent, Value, Summary>
  ) -> ParameterSummaryCaseCondition<Intent, Value, Summary> {
    condition
  }

  public static func buildExpression<Summary: ParameterSummary>(
    _ condition: ParameterSummaryDefaultCaseCondition<Intent, Value, Summary>
  ) -> ParameterSummaryDefaultCaseCondition<Intent, Value, Summary> {
    condition
  }

  public static func buildBlock<C0, DefaultSummary>(
    _ c0: C0,
    _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
  ) -> ParameterSummaryTupleCaseCondition<
    Intent, Value, (C0, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)
  >
  where C0: _ParameterSummarySwitchCase, C0.Intent == Intent, DefaultSummary: ParameterSummary {
    ParameterSummaryTupleCaseCondition()
  }

  public static func buildBlock<C0, C1, DefaultSummary>(
    _ c0: C0,
    _ c1: C1,
    _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
  ) -> ParameterSummaryTupleCaseCondition<
    Intent, Value, (C0, C1, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)
  >
  where
    C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase, C0.Intent == Intent,
    C1.Intent == Intent, DefaultSummary: ParameterSummary
  {
    ParameterSummaryTupleCaseCondition()
  }

  public static func buildBlock<C0, C1, C2, DefaultSummary>(
    _ c0: C0,
    _ c1: C1,
    _ c2: C2,
    _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
  ) -> ParameterSummaryTupleCaseCondition<
    Intent, Value, (C0, C1, C2, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)
  >
  where
    C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase, C2: _ParameterSummarySwitchCase,
    C0.Intent == Intent, C1.Intent == Intent, C2.Intent == Intent, DefaultSummary: ParameterSummary
  {
    ParameterSummaryTupleCaseCondition()
  }

  public static func buildBlock<C0, C1, C2, C3, DefaultSummary>(
    _ c0: C0,
    _ c1: C1,
    _ c2: C2,
    _ c3: C3,
    _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
  ) -> ParameterSummaryTupleCaseCondition<
    Intent, Value, (C0, C1, C2, C3, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)
  >
  where
    C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase, C2: _ParameterSummarySwitchCase,
    C3: _ParameterSummarySwitchCase, C0.Intent == Intent, C1.Intent == Intent, C2.Intent == Intent,
    C3.Intent == Intent, DefaultSummary: ParameterSummary
  {
    ParameterSummaryTupleCaseCondition()
  }
}
