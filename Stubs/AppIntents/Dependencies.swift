// Type-checking stub of Apple's AppIntents framework (intentgen, Linux).
// It mirrors public SDK signatures so that code using them compiles; it is NOT an implementation:
// bodies trap or return placeholders. See Stubs/README.md.

import Foundation

/// Registers the dependencies that `@Dependency` properties resolve (`AppDependencyManager`).
public final class AppDependencyManager: @unchecked Sendable {
  public static let shared = AppDependencyManager()

  /// A standalone manager, for tests.
  public init() {}

  public final func add<Dependency: Sendable>(
    key: AnyHashable? = nil,
    dependency dependencyProvider: @autoclosure @escaping @Sendable () -> Dependency
  ) {}

  public final func add<Dependency: Sendable>(
    key: AnyHashable? = nil,
    dependency dependencyProvider: @escaping @Sendable () async throws -> Dependency
  ) {}
}

/// A value an intent, query or options provider gets from `AppDependencyManager` (`@Dependency`).
@propertyWrapper
public final class AppDependency<Value>: @unchecked Sendable where Value: Sendable {
  public final var wrappedValue: Value { stubTrap("AppDependency.wrappedValue") }
  public final var projectedValue: AppDependency<Value> { self }

  public init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {}

  public init(
    key: AnyHashable? = nil,
    manager: AppDependencyManager = .shared,
    default defaultValueProvider: @autoclosure @escaping () -> Value
  ) {}
}

extension _SupportsAppDependencies {
  /// `@Dependency` in an intent, query or options provider is `AppDependency`.
  public typealias Dependency = AppDependency
}
