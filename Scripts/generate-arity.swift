// Writes the arity families (`combineLatest` and `zip` of 2 to 8 sources on Observable, and
// their SharedSequence, Infallible, Single and Maybe twins) from the templates in Scripts/Arity,
// as RxSwift writes its own from `CombineLatest+arity.tt`: 2 to 4 sources (and SharedSequence's)
// into ReactiveCore, what exists only for migrating RxSwift code (5 to 8 sources, the
// Infallible, Single and Maybe twins) into ErrorFlowRxCompat, which imports ReactiveCore. The
// families stay concrete code per arity on purpose: a parameter-pack version measured 3.4 times
// slower per value (Sources/ReactiveCore/Operators/Observable+CombineLatest.swift says why).
//
//   swift Scripts/generate-arity.swift                 rewrites the generated files in place
//   swift Scripts/generate-arity.swift --output DIR    writes them below DIR instead
//                                                      (what .ci/generated-check compares)
//
// Each output is the template rendered, then `swift format format` with the repository's
// .swift-format, so what is committed passes `swift format lint --strict` as it is.
//
// The template language, line by line:
//   %% text                 a note for the template's reader; not written
//   %for n in 2...4         repeats the block up to the matching %end once per arity n
//   %for name in a, b       repeats the block once per value, as {{name}}
//   %if name == value       keeps the block (up to %else or %end) when the variable has that
//   %if name != value       value (or does not); %else keeps the other part
//   text ... %each          the line once per source i of the current arity n
// and, inside a line:
//   {{name}}                the value of a variable (n is the arity)
//   {{pattern}}             the pattern once per source i = 1...n, joined with ", "
//   {{pattern|separator}}   the same, joined with the separator
// where a pattern or an %each line writes i for each `#`, i - 1 for each `^`, the ordinal
// word ("first", "second"...) for each `%ordinal` and the letter ("a", "b"...) for `%letter`.

import Foundation

/// One generated file: the template it comes from, where it goes, the variables it starts with.
struct Output {
  let template: String
  let path: String
  let variables: [String: String]

  /// The modules the file imports: ReactiveCore for a file outside it.
  var imports: [String] {
    path.hasPrefix("Sources/ReactiveCore/") ? [] : ["ReactiveCore"]
  }
}

let outputs: [Output] = [
  Output(
    template: "Observable+CombineLatest.swift.tt",
    path: "Sources/ReactiveCore/Operators/Observable+CombineLatest2To4.swift",
    variables: ["arities": "2...4"]),
  Output(
    template: "Observable+CombineLatest.swift.tt",
    path: "Sources/ErrorFlowRxCompat/Arity/Observable+CombineLatest5To8.swift",
    variables: ["arities": "5...8"]),
  Output(
    template: "Observable+Zip.swift.tt",
    path: "Sources/ReactiveCore/Operators/Observable+Zip2To4.swift",
    variables: ["arities": "2...4"]),
  Output(
    template: "Observable+Zip.swift.tt",
    path: "Sources/ErrorFlowRxCompat/Arity/Observable+Zip5To8.swift",
    variables: ["arities": "5...8"]),
  Output(
    template: "SharedSequence+Combining.swift.tt",
    path: "Sources/ReactiveCore/Traits/SharedSequence+Combining2To4.swift",
    variables: ["arities": "2...4"]),
  Output(
    template: "Infallible+Combining.swift.tt",
    path: "Sources/ErrorFlowRxCompat/Infallible/Infallible+CombineLatest.swift",
    variables: ["op": "combineLatest"]),
  Output(
    template: "Infallible+Combining.swift.tt",
    path: "Sources/ErrorFlowRxCompat/Infallible/Infallible+Zip.swift",
    variables: ["op": "zip"]),
  Output(
    template: "PrimitiveSequence+Zip.swift.tt",
    path: "Sources/ErrorFlowRxCompat/PrimitiveSequence/Single+Zip.swift",
    variables: ["trait": "Single", "noun": "single", "source": "api"]),
  Output(
    template: "PrimitiveSequence+Zip.swift.tt",
    path: "Sources/ErrorFlowRxCompat/PrimitiveSequence/Maybe+Zip.swift",
    variables: ["trait": "Maybe", "noun": "maybe", "source": "cache"]),
]

struct TemplateError: Error, CustomStringConvertible {
  let description: String
}

/// Renders `lines` with `variables`; `n` (when bound) is the arity the patterns expand to.
func render(_ lines: ArraySlice<String>, _ variables: [String: String], into output: inout [String])
  throws
{
  var index = lines.startIndex
  while index < lines.endIndex {
    let line = lines[index]
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("%%") {
      index += 1
    } else if trimmed.hasPrefix("%for ") || trimmed.hasPrefix("%if ") {
      let (elseIndex, endIndex) = try matchingEnd(lines, from: index)
      let body = lines[(index + 1)..<(elseIndex ?? endIndex)]
      let other = elseIndex.map { lines[($0 + 1)..<endIndex] } ?? []
      let words = substitute(trimmed, variables).split(separator: " ", maxSplits: 3)
        .map(String.init)
      if words[0] == "%for", words.count == 4, words[2] == "in" {
        for value in try values(words[3]) {
          var inner = variables
          inner[words[1]] = value
          try render(body, inner, into: &output)
        }
      } else if words[0] == "%if", words.count == 4, ["==", "!="].contains(words[2]) {
        let holds = (variables[words[1]] ?? "") == words[3]
        try render(holds == (words[2] == "==") ? body : other, variables, into: &output)
      } else {
        throw TemplateError(description: "cannot read directive: \(trimmed)")
      }
      index = endIndex + 1
    } else if trimmed.hasPrefix("%") {
      throw TemplateError(description: "unknown or unmatched directive: \(trimmed)")
    } else if trimmed.hasSuffix("%each") {
      let pattern = line.replacingOccurrences(
        of: "\\s*%each\\s*$", with: "", options: .regularExpression)
      let substituted = substitute(pattern, variables)
      for source in 1...(try arity(variables)) { output.append(expand(substituted, source)) }
      index += 1
    } else {
      output.append(try joinPatterns(substitute(line, variables), variables))
      index += 1
    }
  }
}

/// The `%else` (if any) and the `%end` that close the directive at `start`.
func matchingEnd(_ lines: ArraySlice<String>, from start: Int) throws -> (Int?, Int) {
  var depth = 0
  var elseIndex: Int?
  for index in start..<lines.endIndex {
    let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("%for ") || trimmed.hasPrefix("%if ") {
      depth += 1
    } else if trimmed == "%else", depth == 1 {
      elseIndex = index
    } else if trimmed == "%end" {
      depth -= 1
      if depth == 0 { return (elseIndex, index) }
    }
  }
  throw TemplateError(description: "no %end for: \(lines[start])")
}

/// `2...4` as 2, 3, 4; `a, b` as a, b.
func values(_ list: String) throws -> [String] {
  let bounds = list.components(separatedBy: "...")
  if bounds.count == 2, let low = Int(bounds[0]), let high = Int(bounds[1]), low <= high {
    return (low...high).map(String.init)
  }
  return list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
}

func arity(_ variables: [String: String]) throws -> Int {
  guard let text = variables["n"], let n = Int(text), n >= 1 else {
    throw TemplateError(description: "a pattern outside `%for n in ...`")
  }
  return n
}

/// Replaces each `{{name}}` of a bound variable by its value.
func substitute(_ line: String, _ variables: [String: String]) -> String {
  var result = line
  for (name, value) in variables {
    result = result.replacingOccurrences(of: "{{\(name)}}", with: value)
  }
  return result
}

/// Expands each remaining `{{pattern}}` or `{{pattern|separator}}` over the sources.
func joinPatterns(_ line: String, _ variables: [String: String]) throws -> String {
  var result = ""
  var rest = Substring(line)
  while let open = rest.range(of: "{{") {
    guard let close = rest[open.upperBound...].range(of: "}}") else {
      throw TemplateError(description: "unclosed {{ in: \(line)")
    }
    result += rest[..<open.lowerBound]
    let inside = rest[open.upperBound..<close.lowerBound]
    let parts = inside.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
    let markers = ["#", "^", "%ordinal", "%letter"]
    guard parts.count == 2 || markers.contains(where: parts[0].contains) else {
      throw TemplateError(description: "unknown variable {{\(inside)}} in: \(line)")
    }
    let separator = parts.count == 2 ? String(parts[1]) : ", "
    result += (1...(try arity(variables))).map { expand(String(parts[0]), $0) }
      .joined(separator: separator)
    rest = rest[close.upperBound...]
  }
  return result + rest
}

let ordinals = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"]

func expand(_ pattern: String, _ source: Int) -> String {
  let ordinal = source <= ordinals.count ? ordinals[source - 1] : "source\(source)"
  let letter = String(UnicodeScalar(UInt8(96 + min(source, 26))))
  return pattern.replacingOccurrences(of: "%ordinal", with: ordinal)
    .replacingOccurrences(of: "%letter", with: letter)
    .replacingOccurrences(of: "#", with: String(source))
    .replacingOccurrences(of: "^", with: String(source - 1))
}

/// Runs `swift format format` on `file` in place, with the repository's configuration.
func format(_ file: URL, configuration: URL) throws {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [
    "swift", "format", "format", "--configuration", configuration.path, "-i", file.path,
  ]
  try process.run()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    throw TemplateError(description: "swift format failed on \(file.path)")
  }
}

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let arguments = CommandLine.arguments.dropFirst()
var destination = root
if let flag = arguments.firstIndex(of: "--output"),
  arguments.index(after: flag) < arguments.endIndex
{
  destination = URL(fileURLWithPath: arguments[arguments.index(after: flag)])
} else if !arguments.isEmpty {
  FileHandle.standardError.write(
    Data("usage: swift Scripts/generate-arity.swift [--output DIR]\n".utf8))
  exit(2)
}

do {
  for output in outputs {
    let templateURL = root.appendingPathComponent("Scripts/Arity/\(output.template)")
    let text = try String(contentsOf: templateURL, encoding: .utf8)
    var lines = [
      "// Generated by Scripts/generate-arity.swift from Scripts/Arity/\(output.template):",
      "// do not edit; change the template and run `swift Scripts/generate-arity.swift`.",
      "",
    ]
    lines += output.imports.map { "import \($0)" } + (output.imports.isEmpty ? [] : [""])
    var templateLines = text.components(separatedBy: "\n")
    if templateLines.last == "" { templateLines.removeLast() }
    try render(templateLines[...], output.variables, into: &lines)
    // A repeated block ends with the blank line that separates it from the next one: none
    // before a closing brace.
    lines = lines.indices.filter { index in
      !(lines[index].isEmpty && index + 1 < lines.count
        && lines[index + 1].trimmingCharacters(in: .whitespaces) == "}")
    }.map { lines[$0] }
    let file = destination.appendingPathComponent(output.path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    try format(file, configuration: root.appendingPathComponent(".swift-format"))
    print("wrote \(output.path)")
  }
} catch {
  FileHandle.standardError.write(Data("generate-arity: \(error)\n".utf8))
  exit(1)
}
