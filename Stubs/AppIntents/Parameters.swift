// Type-checking stub of Apple's AppIntents framework (intentgen, Linux).
// It mirrors public SDK signatures so that code using them compiles; it is NOT an implementation:
// bodies trap or return placeholders. See Stubs/README.md.
//
// Overload resolution note: Swift prefers, among matching initializers, the one with the fewest
// parameters left to their defaults, before it compares constraints. So which `@Parameter`
// initializer a declaration resolves to (and so which defaulted arguments const extraction lists
// for it) depends on the whole overload set. The set below follows Apple's documentation of
// `IntentParameter` for the value types App Intents code uses most.

import Foundation

/// A parameter or property value the system can read: its title and whether it is optional.
public protocol AnyIntentValue: Sendable {
  associatedtype Value: _IntentValue, Sendable

  var title: LocalizedStringResource { get }
  var isOptional: Bool { get }
}

/// An input of an app intent (`@Parameter`).
@propertyWrapper
public final class IntentParameter<Value>: AnyIntentValue, @unchecked Sendable
where Value: _IntentValue, Value: Sendable {
  public final var wrappedValue: Value {
    get { stubTrap("IntentParameter.wrappedValue") }
    set {}
  }

  public final var projectedValue: IntentParameter<Value> { self }

  public final var title: LocalizedStringResource { stubTrap("IntentParameter.title") }
  public final var isOptional: Bool { stubTrap("IntentParameter.isOptional") }

  init(_ placeholder: Void) {}

  /// An error that makes the system ask for this parameter's value, then run `perform()` again.
  public final func needsValueError(_ dialog: IntentDialog? = nil) -> AppIntentError {
    stubTrap("IntentParameter.needsValueError(_:)")
  }

  /// Asks the person for this parameter's value.
  public final func requestValue(_ dialog: IntentDialog? = nil) -> any Error {
    stubTrap("IntentParameter.requestValue(_:)")
  }

  /// Asks the person to pick one of several values.
  public final func requestDisambiguation(
    among values: [Value.ValueType],
    dialog: IntentDialog? = nil
  ) async throws -> Value.ValueType {
    stubTrap("IntentParameter.requestDisambiguation(among:dialog:)")
  }

  /// Whether the parameter was given a value before `perform()` (`ValueState`).
  public enum ValueState: Sendable {
    case set
    case unset
  }

  public final var valueState: ValueState { stubTrap("IntentParameter.valueState") }
}

/// Whether a parameter accepts the result of the previous action in a shortcut.
public enum InputConnectionBehavior: Sendable {
  case `default`
  case connectToPreviousIntentResult
  case never
}

// MARK: - Initializers

extension IntentParameter where Value.ValueType: Decodable, Value.ValueType: Encodable {
  /// Any codable value (iOS 26).
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(())
  }

  public convenience init<OptionsProvider: DynamicOptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  ) where Value.ValueType == OptionsProvider.DefaultValue.ValueType {
    self.init(())
  }
}

extension IntentParameter where Value.ValueType == String {
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    inputOptions: String.IntentInputOptions? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(())
  }

  public convenience init<OptionsProvider: DynamicOptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    inputOptions: String.IntentInputOptions? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  ) where OptionsProvider.DefaultValue.ValueType == String {
    self.init(())
  }
}

extension IntentParameter where Value.ValueType == Bool {
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    displayName: Bool.IntentDisplayName? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(())
  }
}

extension IntentParameter where Value.ValueType == Int {
  /// How the Shortcuts editor lets the person enter a number.
  public enum IntegerControlStyle: Sendable {
    case field
    case slider
    case stepper
  }

  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    controlStyle: IntegerControlStyle = .field,
    inclusiveRange: (lowerBound: Int, upperBound: Int)? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(())
  }
}

extension IntentParameter where Value.ValueType == Double {
  public enum DoubleControlStyle: Sendable {
    case field
    case slider
  }

  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    controlStyle: DoubleControlStyle = .field,
    inclusiveRange: (lowerBound: Double, upperBound: Double)? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(())
  }
}

extension IntentParameter where Value.ValueType: AppEntity {
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    supportedValues: [Value.ValueType] = []
  ) {
    self.init(())
  }

  public convenience init<OptionsProvider: DynamicOptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    supportedValues: [Value.ValueType] = [],
    optionsProvider: OptionsProvider
  ) where OptionsProvider.DefaultValue.ValueType == Value.ValueType {
    self.init(())
  }
}

extension IntentParameter where Value.ValueType: AppEnum {
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    supportedValues: [Value.ValueType] = []
  ) {
    self.init(())
  }
}

// MARK: - Value options

extension String {
  /// Keyboard and editing options of a text parameter (`String.IntentInputOptions`).
  public struct IntentInputOptions: Sendable {
    public enum KeyboardType: Sendable {
      case `default`
      case asciiCapable
      case numbersAndPunctuation
      case URL
      case numberPad
      case phonePad
      case emailAddress
      case decimalPad
      case webSearch
    }

    public enum CapitalizationType: Sendable {
      case none
      case words
      case sentences
      case allCharacters
    }

    public var keyboardType: KeyboardType
    public var capitalizationType: CapitalizationType
    public var multiline: Bool
    public var autocorrect: Bool
    public var smartQuotes: Bool
    public var smartDashes: Bool

    public init(
      keyboardType: KeyboardType = .default,
      capitalizationType: CapitalizationType = .sentences,
      multiline: Bool = false,
      autocorrect: Bool = true,
      smartQuotes: Bool = true,
      smartDashes: Bool = true
    ) {
      self.keyboardType = keyboardType
      self.capitalizationType = capitalizationType
      self.multiline = multiline
      self.autocorrect = autocorrect
      self.smartQuotes = smartQuotes
      self.smartDashes = smartDashes
    }
  }
}

extension Bool {
  /// The words the Shortcuts editor shows for `true` and `false` (`Bool.IntentDisplayName`).
  public struct IntentDisplayName: Sendable {
    public init(true: LocalizedStringResource, false: LocalizedStringResource) {}
  }
}
