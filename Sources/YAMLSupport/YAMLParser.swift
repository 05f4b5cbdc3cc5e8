import CYAML

/// Builds `YAMLNode`s from libyaml's event stream (`yaml_parser_parse`).
///
/// The tree is built with an explicit stack of open collections, so the nesting depth costs no
/// call stack; it is still limited, because deeply nested values are expensive to compare and free.
/// Anchors are recorded per document; an alias is replaced by a copy of its anchored node (copies
/// share storage), and the total size of alias expansions is limited against "billion laughs" input.
struct YAMLParser {
  /// Deeper nesting is an error.
  static let maximumDepth = 256
  /// More nodes than this reached through aliases, in total, is an error.
  static let maximumAliasExpansion = 100_000

  let bytes: [UInt8]
  let path: String
  private let sourceMap: YAMLSourceMap

  init(bytes: [UInt8], path: String) {
    self.bytes = bytes
    self.path = path
    self.sourceMap = YAMLSourceMap(bytes: bytes)
  }

  func parse() throws(YAMLError) -> YAMLNode? {
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    defer { parser.deallocate() }
    guard yaml_parser_initialize(parser) == 1 else {
      throw error("cannot initialize the YAML parser: out of memory", at: sourceMap.location(offset: 0))
    }
    defer { yaml_parser_delete(parser) }

    // libyaml keeps a pointer to the input, which must not be null even when it is empty.
    let input = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
    defer { input.deallocate() }
    bytes.withUnsafeBufferPointer { buffer in
      if let base = buffer.baseAddress { input.update(from: base, count: buffer.count) }
    }
    yaml_parser_set_input_string(parser, input, bytes.count)

    let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    defer { event.deallocate() }
    var builder = Builder()
    while true {
      guard yaml_parser_parse(parser, event) == 1 else {
        throw libyamlError(parser.pointee)
      }
      let finished: Bool
      do {
        defer { yaml_event_delete(event) }
        finished = try handle(event.pointee, with: &builder)
      }
      if finished { break }
    }
    guard let root = builder.root, !(root.isNull && root.scalar?.isEmpty == true) else { return nil }
    return root
  }

  // MARK: - Events

  /// Feeds one event to the builder; `true` at the end of the stream.
  private func handle(_ event: yaml_event_t, with builder: inout Builder) throws(YAMLError) -> Bool {
    let location = sourceMap.location(line: event.start_mark.line, characterColumn: event.start_mark.column)
    switch event.type {
    case YAML_STREAM_END_EVENT:
      return true
    case YAML_DOCUMENT_START_EVENT:
      builder.documentCount += 1
      guard builder.documentCount == 1 else {
        throw error("a second document is not supported; keep everything in one document", at: location)
      }
      builder.anchors = [:]
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      let text = Self.string(scalar.value, length: scalar.length)
      let node = YAMLNode(
        .scalar(text, style: Self.style(scalar.style)),
        location: location,
        tag: Self.string(scalar.tag)
      )
      builder.add(node, size: 1, anchor: Self.string(scalar.anchor))
    case YAML_SEQUENCE_START_EVENT:
      let start = event.data.sequence_start
      try builder.open(
        isMapping: false,
        at: location,
        tag: Self.string(start.tag),
        anchor: Self.string(start.anchor),
        parser: self
      )
    case YAML_MAPPING_START_EVENT:
      let start = event.data.mapping_start
      try builder.open(
        isMapping: true,
        at: location,
        tag: Self.string(start.tag),
        anchor: Self.string(start.anchor),
        parser: self
      )
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      builder.close()
    case YAML_ALIAS_EVENT:
      let name = Self.string(event.data.alias.anchor) ?? ""
      try builder.alias(name, at: location, parser: self)
    default:
      break  // Stream start, document end.
    }
    return false
  }

  // MARK: - Errors

  func error(_ message: String, at location: YAMLLocation) -> YAMLError {
    YAMLError(path: path, line: location.line, column: location.column, message: message)
  }

  private func libyamlError(_ parser: yaml_parser_t) -> YAMLError {
    let problem = Self.string(parser.problem) ?? "invalid YAML"
    switch parser.error {
    case YAML_READER_ERROR:
      var message = problem
      if parser.problem_value != -1 {
        message +=
          " (byte 0x" + String(UInt8(truncatingIfNeeded: parser.problem_value), radix: 16, uppercase: true) + ")"
      }
      return error(message, at: sourceMap.location(offset: parser.problem_offset))
    case YAML_MEMORY_ERROR:
      return error("out of memory", at: sourceMap.location(offset: 0))
    default:
      let mark = parser.problem_mark
      var result = error(problem, at: sourceMap.location(line: mark.line, characterColumn: mark.column))
      if let context = Self.string(parser.context) {
        let contextLocation = sourceMap.location(
          line: parser.context_mark.line,
          characterColumn: parser.context_mark.column
        )
        result.context = "\(context) at \(contextLocation)"
      }
      return result
    }
  }

  // MARK: - Conversions

  private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    guard let pointer else { return nil }
    return String(cString: UnsafePointer(pointer))
  }

  /// libyaml's messages (`problem`, `context`) are static C strings.
  private static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    return String(cString: pointer)
  }

  private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> String {
    guard let pointer, length > 0 else { return "" }
    return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
  }

  private static func style(_ style: yaml_scalar_style_t) -> YAMLScalarStyle {
    switch style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: .literal
    case YAML_FOLDED_SCALAR_STYLE: .folded
    default: .plain
    }
  }
}

/// The tree under construction: open collections, anchors, and the finished root.
private struct Builder {
  /// A sequence or mapping whose end event has not come yet.
  struct Frame {
    var isMapping: Bool
    var location: YAMLLocation
    var tag: String?
    var anchor: String?
    var items: [YAMLNode] = []
    var pairs: [YAMLNode.Pair] = []
    var pendingKey: YAMLNode?
    /// Nodes in the collection, itself included, counting alias expansions.
    var size = 1
  }

  var stack: [Frame] = []
  /// Finished anchored nodes of the current document, with their sizes.
  var anchors: [String: (node: YAMLNode, size: Int)] = [:]
  var aliasExpansion = 0
  var documentCount = 0
  var root: YAMLNode?

  mutating func open(
    isMapping: Bool,
    at location: YAMLLocation,
    tag: String?,
    anchor: String?,
    parser: YAMLParser
  ) throws(YAMLError) {
    guard stack.count < YAMLParser.maximumDepth else {
      throw parser.error("nesting deeper than \(YAMLParser.maximumDepth) levels is not supported", at: location)
    }
    stack.append(Frame(isMapping: isMapping, location: location, tag: tag, anchor: anchor))
  }

  mutating func close() {
    guard let frame = stack.popLast() else { return }
    let kind: YAMLNode.Kind = frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items)
    add(YAMLNode(kind, location: frame.location, tag: frame.tag), size: frame.size, anchor: frame.anchor)
  }

  mutating func alias(_ name: String, at location: YAMLLocation, parser: YAMLParser) throws(YAMLError) {
    guard let anchored = anchors[name] else {
      let message =
        stack.contains { $0.anchor == name }
        ? "alias '*\(name)' refers to a node that contains it; recursive aliases are not supported"
        : "alias '*\(name)' refers to no anchor defined before it"
      throw parser.error(message, at: location)
    }
    aliasExpansion += anchored.size
    guard aliasExpansion <= YAMLParser.maximumAliasExpansion else {
      throw parser.error(
        "aliases expand to more than \(YAMLParser.maximumAliasExpansion) nodes; use fewer aliases",
        at: location
      )
    }
    add(anchored.node, size: anchored.size, anchor: nil)
  }

  /// Adds a finished node to the innermost open collection, or makes it the root.
  mutating func add(_ node: YAMLNode, size: Int, anchor: String?) {
    if let anchor { anchors[anchor] = (node, size) }
    guard var frame = stack.popLast() else {
      root = node
      return
    }
    frame.size += size
    if frame.isMapping {
      if let key = frame.pendingKey {
        frame.pairs.append(YAMLNode.Pair(key: key, value: node))
        frame.pendingKey = nil
      } else {
        frame.pendingKey = node
      }
    } else {
      frame.items.append(node)
    }
    stack.append(frame)
  }
}
