import Foundation

/// An XML element as the checker sees it: name, attributes, child elements and text.
package struct XMLElement {
    /// The element's name.
    package var name: String
    /// Its attributes, in the order written.
    package var attributes: [(String, String)] = []
    /// Its child elements, in order.
    package var children: [XMLElement] = []
    /// Its text, all runs joined, entities decoded.
    package var text = ""

    /// The value of the attribute `name`, or nil.
    package func attribute(_ name: String) -> String? { attributes.first { $0.0 == name }?.1 }
}

/// A small XML reader, enough for the JUnit documents the suite writes: a declaration, elements,
/// attributes in double quotes, text and the five predefined entities. Throws on anything else.
package struct TinyXMLReader {
    /// What made a text unreadable.
    package struct Problem: Error, CustomStringConvertible { package let description: String }

    private let characters: [Character]
    private var index = 0

    /// The root element of the XML document `text`; throws a `Problem` at anything it does not read.
    package static func parse(_ text: String) throws -> XMLElement {
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
