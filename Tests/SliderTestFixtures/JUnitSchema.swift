import Foundation

/// The rules of a JUnit XML schema the checker enforces: per element, the attributes required
/// and allowed, their types, the children allowed and, where the schema fixes one, their order.
package struct JUnitSchema {
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
    package func problems(_ document: XMLElement) -> [String] {
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
    package static let junit10 = JUnitSchema(name: "junit-10.xsd", root: "testsuites", rules: [
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
    package static let ant = JUnitSchema(name: "JUnit.xsd", root: "testsuites", rules: [
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
