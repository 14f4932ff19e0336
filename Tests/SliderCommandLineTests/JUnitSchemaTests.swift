import Foundation
import SliderEngine
import SliderReports
import SliderSamples
import SliderSpec
import Testing

/// An XML element as the checker sees it: name, attributes, child elements and text.
struct XMLElement {
    var name: String
    var attributes: [(String, String)] = []
    var children: [XMLElement] = []
    var text = ""

    func attribute(_ name: String) -> String? { attributes.first { $0.0 == name }?.1 }
}

/// A small XML reader, enough for the JUnit documents the suite writes: a declaration, elements,
/// attributes in double quotes, text and the five predefined entities. Throws on anything else.
struct TinyXMLReader {
    struct Problem: Error, CustomStringConvertible { let description: String }

    private let characters: [Character]
    private var index = 0

    static func parse(_ text: String) throws -> XMLElement {
        var reader = TinyXMLReader(characters: Array(text))
        reader.skipSpace()
        if reader.starts(with: "<?xml") {
            guard let end = reader.find("?>") else { throw Problem(description: "unterminated declaration") }
            reader.index = end + 2
        }
        reader.skipSpace()
        let root = try reader.element()
        reader.skipSpace()
        guard reader.index == reader.characters.count else { throw Problem(description: "content after the root element") }
        return root
    }

    private init(characters: [Character]) { self.characters = characters }

    private func starts(with prefix: String) -> Bool {
        let prefix = Array(prefix)
        return index + prefix.count <= characters.count && Array(characters[index..<index + prefix.count]) == prefix
    }

    private func find(_ needle: String) -> Int? {
        let needle = Array(needle)
        var position = index
        while position + needle.count <= characters.count {
            if Array(characters[position..<position + needle.count]) == needle { return position }
            position += 1
        }
        return nil
    }

    private mutating func skipSpace() {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
    }

    private mutating func name() throws -> String {
        var name = ""
        while index < characters.count, characters[index].isLetter || characters[index].isNumber || "-_:.".contains(characters[index]) {
            name.append(characters[index])
            index += 1
        }
        guard !name.isEmpty else { throw Problem(description: "expected a name at \(index)") }
        return name
    }

    private func decode(_ raw: String) throws -> String {
        guard raw.contains("&") else { return raw }
        var result = ""
        var rest = Substring(raw)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { throw Problem(description: "unterminated entity") }
            switch rest[rest.index(after: amp)..<semicolon] {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            case let other: throw Problem(description: "unknown entity &\(other);")
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    private mutating func element() throws -> XMLElement {
        guard index < characters.count, characters[index] == "<" else { throw Problem(description: "expected '<' at \(index)") }
        index += 1
        var element = XMLElement(name: try name())
        while true {
            skipSpace()
            if starts(with: "/>") {
                index += 2
                return element
            }
            if starts(with: ">") {
                index += 1
                break
            }
            let attribute = try name()
            skipSpace()
            guard starts(with: "=\"") else { throw Problem(description: "expected =\" after \(attribute)") }
            index += 2
            var value = ""
            while index < characters.count, characters[index] != "\"" {
                guard characters[index] != "<" else { throw Problem(description: "'<' in attribute \(attribute)") }
                value.append(characters[index])
                index += 1
            }
            index += 1
            guard element.attribute(attribute) == nil else { throw Problem(description: "duplicate attribute \(attribute)") }
            element.attributes.append((attribute, try decode(value)))
        }
        while true {
            var raw = ""
            while index < characters.count, characters[index] != "<" {
                raw.append(characters[index])
                index += 1
            }
            element.text += try decode(raw)
            guard index < characters.count else { throw Problem(description: "unclosed <\(element.name)>") }
            if starts(with: "</") {
                index += 2
                let closing = try name()
                guard closing == element.name else { throw Problem(description: "</\(closing)> closes <\(element.name)>") }
                skipSpace()
                guard starts(with: ">") else { throw Problem(description: "expected '>'") }
                index += 1
                return element
            }
            element.children.append(try self.element())
        }
    }
}

/// The rules of a JUnit XML schema the checker enforces: per element, the attributes required
/// and allowed, their types, the children allowed and, where the schema fixes one, their order.
struct JUnitSchema {
    enum ValueType { case string, token, int, decimal, surefireTime, antTimestamp }

    struct ElementRule {
        var required: [String: ValueType] = [:]
        var optional: [String: ValueType] = [:]
        /// Allowed children and how many of each: (name, minimum, maximum or nil for unbounded).
        var children: [(String, Int, Int?)] = []
        /// Whether the children must come in the order of `children` (`xs:sequence`).
        var ordered = false
        /// The most children in all (`xs:choice` without maxOccurs), or nil.
        var maximumChildren: Int?
        var allowsText = false
    }

    let name: String
    let root: String
    let rules: [String: ElementRule]

    /// Every way `document` breaks the schema, as sentences; empty when it is valid.
    func problems(_ document: XMLElement) -> [String] {
        guard document.name == root else { return ["\(name): the root is <\(document.name)>, not <\(root)>"] }
        var problems: [String] = []
        check(document, path: root, into: &problems)
        return problems
    }

    private func check(_ element: XMLElement, path: String, into problems: inout [String]) {
        guard let rule = rules[element.name] else {
            problems.append("\(name): <\(element.name)> at \(path) is not in the schema")
            return
        }
        for attribute in rule.required.keys.sorted() where element.attribute(attribute) == nil {
            problems.append("\(name): \(path) lacks the required attribute \(attribute)")
        }
        for (attribute, value) in element.attributes {
            guard let type = rule.required[attribute] ?? rule.optional[attribute] else {
                problems.append("\(name): \(path) has the attribute \(attribute), which the schema does not allow")
                continue
            }
            if !Self.matches(value, type) { problems.append("\(name): \(path)@\(attribute) = \"\(value)\" is not a valid \(type)") }
        }
        if !rule.allowsText, !element.text.allSatisfy(\.isWhitespace) {
            problems.append("\(name): \(path) has text, which the schema does not allow")
        }
        if let maximum = rule.maximumChildren, element.children.count > maximum {
            problems.append("\(name): \(path) has \(element.children.count) children, at most \(maximum) allowed")
        }
        var position = 0
        for (index, child) in element.children.enumerated() {
            guard let slot = rule.children.firstIndex(where: { $0.0 == child.name }) else {
                problems.append("\(name): <\(child.name)> is not allowed in \(path)")
                continue
            }
            if rule.ordered {
                if slot < position { problems.append("\(name): <\(child.name)> comes too late in \(path)") }
                position = slot
            }
            check(child, path: "\(path)/\(child.name)[\(index)]", into: &problems)
        }
        for (child, minimum, maximum) in rule.children {
            let count = element.children.count { $0.name == child }
            if count < minimum { problems.append("\(name): \(path) needs at least \(minimum) <\(child)>, has \(count)") }
            if let maximum, count > maximum { problems.append("\(name): \(path) allows at most \(maximum) <\(child)>, has \(count)") }
        }
    }

    static func matches(_ value: String, _ type: ValueType) -> Bool {
        switch type {
        case .string: return true
        case .token:
            // xs:token with minLength 1: no tabs or line breaks, no leading, trailing or double spaces.
            return !value.isEmpty && !value.contains { "\t\n\r".contains($0) } && !value.hasPrefix(" ") && !value.hasSuffix(" ")
                && !value.contains("  ")
        case .int: return Int32(value) != nil
        case .decimal: return value.wholeMatch(of: /[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)/) != nil
        case .surefireTime: return value.wholeMatch(of: /(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\.[0-9]*)?/) != nil
        case .antTimestamp: return value.wholeMatch(of: /[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}/) != nil
        }
    }

    /// The Jenkins xunit plugin's `junit-10.xsd`.
    static let junit10 = JUnitSchema(name: "junit-10.xsd", root: "testsuites", rules: [
        "testsuites": ElementRule(
            optional: ["name": .string, "time": .surefireTime, "tests": .string, "failures": .string, "errors": .string],
            children: [("testsuite", 0, nil)]),
        "testsuite": ElementRule(
            required: ["name": .string, "tests": .string, "failures": .string, "errors": .string],
            optional: ["group": .string, "time": .surefireTime, "skipped": .string, "timestamp": .string, "hostname": .string,
                       "id": .string, "package": .string, "file": .string, "log": .string, "url": .string],
            children: [("testsuite", 0, nil), ("properties", 0, nil), ("testcase", 0, nil), ("system-out", 0, nil), ("system-err", 0, nil)]),
        "properties": ElementRule(children: [("property", 0, nil)]),
        "property": ElementRule(required: ["name": .string, "value": .string]),
        "testcase": ElementRule(
            required: ["name": .string], optional: ["time": .string, "classname": .string, "group": .string],
            children: [("skipped", 0, nil), ("error", 0, nil), ("failure", 0, nil), ("system-out", 0, nil), ("system-err", 0, nil)]),
        "failure": ElementRule(optional: ["type": .string, "message": .string], allowsText: true),
        "error": ElementRule(optional: ["type": .string, "message": .string], allowsText: true),
        "skipped": ElementRule(optional: ["type": .string, "message": .string], allowsText: true),
        "system-out": ElementRule(allowsText: true),
        "system-err": ElementRule(allowsText: true),
    ])

    /// Ant's `JUnit.xsd` (Windy Road): `<testsuites>` with no attributes, each suite with
    /// `package` and `id`, a fixed order of children, one outcome per test case.
    static let ant = JUnitSchema(name: "JUnit.xsd", root: "testsuites", rules: [
        "testsuites": ElementRule(children: [("testsuite", 0, nil)]),
        "testsuite": ElementRule(
            required: ["name": .token, "timestamp": .antTimestamp, "hostname": .token, "tests": .int, "failures": .int,
                       "errors": .int, "time": .decimal, "package": .token, "id": .int],
            optional: ["skipped": .int],
            children: [("properties", 1, 1), ("testcase", 0, nil), ("system-out", 1, 1), ("system-err", 1, 1)], ordered: true),
        "properties": ElementRule(children: [("property", 0, nil)]),
        "property": ElementRule(required: ["name": .token, "value": .string]),
        "testcase": ElementRule(
            required: ["name": .token, "classname": .token, "time": .decimal],
            children: [("skipped", 0, 1), ("error", 0, 1), ("failure", 0, 1)], maximumChildren: 1),
        "failure": ElementRule(required: ["type": .string], optional: ["message": .string], allowsText: true),
        "error": ElementRule(required: ["type": .string], optional: ["message": .string], allowsText: true),
        // `<xs:element name="skipped"/>`: any type, so any attributes and text.
        "skipped": ElementRule(optional: ["message": .string, "type": .string], allowsText: true),
        "system-out": ElementRule(allowsText: true),
        "system-err": ElementRule(allowsText: true),
    ])
}

@MainActor
@Suite("JUnit XML against junit-10.xsd and Ant's JUnit.xsd")
struct JUnitSchemaTests {
    private func run<S: SliderUnderTest>(
        _ type: S.Type, name: String, sequences: Int = 100, profile: Profile = .documented, shard: (Int, Int)? = nil
    ) -> FuzzReport {
        // The documents are checked, not how far their counterexamples shrink: a short shrink.
        var configuration = FuzzConfiguration(seed: 7, sequences: sequences, profile: profile, shrinkLimits: ShrinkLimits(maxAttempts: 200))
        if let shard { (configuration.shardIndex, configuration.shardCount) = shard }
        return Fuzzer(type, name: name, configuration: configuration).run()
    }

    private func expectValid(_ xml: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let document = try TinyXMLReader.parse(xml)
        for schema in [JUnitSchema.junit10, .ant] {
            let problems = schema.problems(document)
            #expect(problems.isEmpty, "\(problems.prefix(10).joined(separator: "\n"))", sourceLocation: sourceLocation)
        }
    }

    @Test func aFailingAnExpectedAndAnInapplicableRunAreValidAgainstBothSchemas() throws {
        let failing = run(UIKitModelImplementation.self, name: "uikit-model")
        #expect(failing.count(.fail) > 0)
        var toolkit = run(ToolkitSlider.self, name: "toolkit")
        let expectations = try #require(try Expectations.load(corpus: "Corpus", implementation: "toolkit"))
        expectations.apply(to: &toolkit)
        #expect(toolkit.count(.expected) > 0 && toolkit.count(.notApplicable) > 0)
        let reports = [failing, toolkit, run(SampleSlider.self, name: "sample")]
        try expectValid(ReportFormat.junit.render(reports, expectations: ["toolkit": expectations]))
        let timed = ReportRun(startedAt: Date(timeIntervalSince1970: 1_795_000_000), hostname: "ci runner\t7", seconds: [1.5, 12_345.678, 0])
        let xml = ReportFormat.junit.render(reports, expectations: ["toolkit": expectations], run: timed)
        try expectValid(xml)
        #expect(xml.contains(#"time="12345.678""#) && xml.contains(#"hostname="ci runner 7""#))
        #expect(xml.contains(#"timestamp="2026-11-18T"#), "\(xml.prefix(600))")
    }

    @Test func suitesCarryTheRunsSettingsAndTheirCountsMatchTheirTestCases() throws {
        let report = run(UIKitModelImplementation.self, name: "uikit-model")
        let document = try TinyXMLReader.parse(ReportFormat.junit.render([report]))
        #expect(document.attributes.isEmpty)
        let suite = try #require(document.children.first)
        let cases = suite.children.filter { $0.name == "testcase" }
        #expect(suite.attribute("tests") == "\(cases.count)")
        #expect(suite.attribute("failures") == "\(cases.count { $0.children.first?.name == "failure" })")
        #expect(suite.attribute("skipped") == "\(cases.count { $0.children.first?.name == "skipped" })")
        #expect(suite.attribute("errors") == "0")
        let properties = try #require(suite.children.first { $0.name == "properties" }).children
        let names = properties.compactMap { $0.attribute("name") }
        for name in ["seed", "shard", "profile", "sequences"] { #expect(names.contains(name), "\(names)") }
        #expect(properties.first { $0.attribute("name") == "seed" }?.attribute("value") == "0x7")
        let failure = try #require(cases.compactMap { $0.children.first { $0.name == "failure" } }.first)
        #expect(failure.attribute("type")?.isEmpty == false)
        #expect(failure.text.contains("let slider = "))
    }

    @Test func shardsOfOneNightHaveDistinctSuiteNames() throws {
        let shards = (0..<3).map { run(SampleSlider.self, name: "sample", sequences: 30, shard: ($0, 3)) }
        let document = try TinyXMLReader.parse(ReportFormat.junit.render(shards))
        let names = document.children.compactMap { $0.attribute("name") }
        #expect(Set(names).count == 3, "\(names)")
        #expect(names.first == "sample (documented) shard 1/3")
        #expect(document.children.map { $0.attribute("id") } == ["0", "1", "2"])
        try expectValid(ReportFormat.junit.render(shards))
    }

    @Test func theCheckerRejectsWhatEachSchemaForbids() throws {
        let bad = """
            <testsuites skipped="1"><testsuite name="a" tests="x" failures="0" errors="0" time="1,5">\
            <testcase name="r"><failure message="m">t</failure><system-out/></testcase>\
            <properties/></testsuite></testsuites>
            """
        let document = try TinyXMLReader.parse(bad)
        let junit10 = JUnitSchema.junit10.problems(document)
        #expect(junit10.contains { $0.contains("@skipped") || $0.contains("attribute skipped") }, "\(junit10)")
        let ant = JUnitSchema.ant.problems(document)
        for expected in ["lacks the required attribute timestamp", "tests = \"x\"", "time = \"1,5\"", "comes too late",
                         "at most 1 allowed", "lacks the required attribute type", "needs at least 1 <system-out>"] {
            #expect(ant.contains { $0.contains(expected) }, "\(expected): \(ant)")
        }
        #expect(throws: TinyXMLReader.Problem.self) { try TinyXMLReader.parse("<a><b></a>") }
    }
}
