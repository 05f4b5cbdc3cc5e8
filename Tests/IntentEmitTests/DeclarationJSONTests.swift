import IntentEmit
import SwiftScan
import XCTest

final class DeclarationJSONTests: XCTestCase {
  func testDeclarationTree() {
    let json = DeclarationJSON.encode(DeclarationFixture.parsedFile)
    XCTAssertEqual(
      json.serialized(.pretty),
      #"""
      [
        {
          "column": 8,
          "kind": "import",
          "line": 1,
          "name": "AppIntents"
        },
        {
          "attributes": [
            {
              "arguments": [
                {
                  "value": {
                    "kind": "opaque",
                    "text": "iOS 18"
                  }
                },
                {
                  "value": {
                    "kind": "opaque",
                    "text": "*"
                  }
                }
              ],
              "column": 1,
              "line": 4,
              "name": "available"
            }
          ],
          "column": 15,
          "documentation": "A note.",
          "inherits": [
            "AppEntity",
            "IndexedEntity"
          ],
          "kind": "struct",
          "line": 5,
          "members": [
            {
              "attributes": [
                {
                  "arguments": [
                    {
                      "label": "title",
                      "value": {
                        "kind": "string",
                        "segments": [
                          {
                            "text": "Title"
                          }
                        ]
                      }
                    }
                  ],
                  "column": 3,
                  "line": 6,
                  "name": "Property"
                }
              ],
              "bindings": [
                {
                  "column": 33,
                  "line": 6,
                  "name": "title",
                  "type": "String"
                }
              ],
              "column": 33,
              "kind": "var",
              "line": 6,
              "name": "title"
            },
            {
              "bindings": [
                {
                  "column": 14,
                  "initializer": {
                    "kind": "string",
                    "segments": [
                      {
                        "text": "Note"
                      }
                    ]
                  },
                  "line": 7,
                  "name": "typeDisplayRepresentation",
                  "type": "TypeDisplayRepresentation"
                }
              ],
              "column": 14,
              "kind": "var",
              "line": 7,
              "modifiers": [
                "static"
              ],
              "name": "typeDisplayRepresentation"
            },
            {
              "column": 8,
              "conditions": [
                {
                  "condition": "os(iOS)",
                  "directive": "#if",
                  "regionLine": 8
                }
              ],
              "effects": [
                "async",
                "throws"
              ],
              "kind": "func",
              "line": 9,
              "name": "open",
              "parameters": [
                {
                  "label": "_",
                  "name": "note",
                  "type": "Note"
                },
                {
                  "defaultValue": {
                    "kind": "integer",
                    "value": "1"
                  },
                  "label": "count",
                  "name": "count",
                  "type": "Int"
                }
              ],
              "resultType": "some IntentResult"
            },
            {
              "caseElements": [
                {
                  "column": 8,
                  "line": 11,
                  "name": "a"
                },
                {
                  "associatedValue": "String",
                  "column": 11,
                  "line": 11,
                  "name": "b"
                }
              ],
              "column": 8,
              "kind": "case",
              "line": 11,
              "name": "a"
            }
          ],
          "modifiers": [
            "public"
          ],
          "name": "NoteEntity"
        }
      ]
      """#
    )
  }

  func testCallWithInterpolationAndTrailingClosure() {
    let source = SourceFile(path: "a.swift", text: "x")
    let encoder = DeclarationJSON(source: source)
    let phrase = Expr(
      .string(
        StringLiteral(
          segments: [
            .text("Open "),
            .interpolation(
              [Argument(label: nil, value: Expr(.memberAccess(base: nil, name: "applicationName"), range: 0..<0))],
              range: 0..<0
            ),
          ],
          isMultiline: false,
          rawDelimiterCount: 0
        )
      ),
      range: 0..<0
    )
    let call = Expr(
      .call(
        callee: Expr(.identifier("AppShortcut"), range: 0..<0),
        arguments: [
          Argument(label: "phrases", value: Expr(.array([phrase]), range: 0..<0)),
          Argument(label: "systemImageName", value: Expr(.opaque, range: 0..<1)),
        ],
        trailingClosures: [
          TrailingClosure(
            label: nil,
            closure: Closure(
              signature: nil,
              statements: [Statement(.return(Expr(.boolean(true), range: 0..<0)), range: 0..<0)]
            ),
            range: 0..<0
          )
        ]
      ),
      range: 0..<0
    )
    XCTAssertEqual(
      encoder.encode(call).serialized(.compact),
      #"{"arguments":[{"label":"phrases","value":{"elements":[{"kind":"string","segments":[{"text":"Open "},"#
        + #"{"interpolation":[{"value":{"kind":"memberAccess","name":"applicationName"}}]}]}],"kind":"array"}},"#
        + #"{"label":"systemImageName","value":{"kind":"opaque","text":"x"}}],"#
        + #""callee":{"kind":"identifier","name":"AppShortcut"},"kind":"call","#
        + #""trailingClosures":[{"statements":[{"kind":"return","value":{"kind":"boolean","value":true}}]}]}"#
    )
  }

  func testIfStatementKeepsAnEmptyElse() {
    let encoder = DeclarationJSON(source: SourceFile(path: "a.swift", text: ""))
    let statement = Statement(.if(conditions: ["flag"], then: [], else: []), range: 0..<0)
    XCTAssertEqual(
      encoder.encode(statement).serialized(.compact),
      #"{"conditionList":["flag"],"else":[],"kind":"if"}"#
    )
  }

  func testDeepNestingFallsBackToOpaqueText() {
    let source = SourceFile(path: "a.swift", text: "-x")
    var expression = Expr(.identifier("x"), range: 1..<2)
    for _ in 0..<1_000 { expression = Expr(.prefixOperator("-", expression), range: 0..<2) }
    let json = DeclarationJSON(source: source).encode(expression).serialized(.compact)
    XCTAssertTrue(json.contains(#"{"kind":"opaque","text":"-x"}"#))
  }

  func testDiagnostic() {
    let source = SourceFile(path: "a.swift", text: "let a = \"\nlet b")
    let json = DeclarationJSON(source: source).encode(Diagnostic(.error, "unterminated string literal", at: 8..<9))
    XCTAssertEqual(
      json.serialized(.compact),
      #"{"column":9,"endColumn":10,"endLine":1,"line":1,"message":"unterminated string literal","severity":"error"}"#
    )
  }
}
