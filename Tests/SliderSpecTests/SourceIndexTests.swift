import SliderSpec
import Testing

/// The reverse index of source statements agrees with the catalogue in both directions.
@Suite("Source index")
struct SourceIndexTests {
    @Test func everyRuleTheIndexNamesIsInTheCatalogue() {
        for statement in SourceIndex.statements {
            for rule in statement.rules {
                #expect(RuleCatalogue.rule(rule) != nil, "\(statement.document.number) \(statement.section): no rule \(rule)")
            }
        }
    }

    @Test func everyCitationOfAStatedRulePrintsWhatTheCitedDocumentSays() {
        for rule in RuleCatalogue.rules where rule.status != .unspecified {
            for citation in rule.sources {
                #expect(
                    !SourceIndex.statements(of: citation.document, encodedBy: rule.id).isEmpty,
                    "\(rule.id) cites \(citation.document.number) (\(citation.section)), but no statement of it lists \(rule.id)")
            }
        }
    }

    @Test func everyDocumentedOrDerivedRuleIsEncodedBySomeStatement() {
        let encoded = Set(SourceIndex.statements.flatMap(\.rules))
        for rule in RuleCatalogue.rules where rule.status != .unspecified {
            #expect(encoded.contains(rule.id), "no source statement lists \(rule.id), yet it is \(rule.status.rawValue)")
        }
    }

    @Test func everyStatementIsEncodedOrSaysWhyNot() {
        for statement in SourceIndex.statements {
            switch statement.coverage {
            case let .encodedBy(rules): #expect(!rules.isEmpty, "\(statement.paraphrase): encoded by no rule")
            case let .notCovered(reason): #expect(!reason.isEmpty, "\(statement.paraphrase): no reason given")
            }
        }
    }

    @Test func everyDocumentHasStatements() {
        for document in SourceCitation.Document.allCases {
            #expect(SourceIndex.statements.contains { $0.document == document }, "\(document.rawValue) has no statements")
        }
    }
}

@Suite("Source index: citations name sections")
struct CitationSectionTests {
    @Test func everyCitationNamesARowOfTheReverseIndexThatListsItsRule() {
        var missing: [String] = []
        for rule in RuleCatalogue.rules {
            for citation in rule.sources {
                let rows = SourceIndex.statements.filter { $0.document == citation.document && $0.section == citation.section }
                if !rows.contains(where: { $0.rules.contains(rule.id) }) {
                    missing.append("\(rule.id) cites \(citation.document.number) \"\(citation.section)\"" + (rows.isEmpty ? " (no such row)" : " (the row does not list it)"))
                }
            }
        }
        #expect(missing.isEmpty, "\(missing.count):\n\(missing.joined(separator: "\n"))")
    }
}

@Suite("Source index: stable statement ids")
struct StatementIdTests {
    @Test func everyStatementHasAUniqueIdOfDocumentSectionAndPlace() {
        let ids = SourceIndex.statements.map(\.id)
        #expect(Set(ids).count == ids.count)
        for statement in SourceIndex.statements {
            let parts = statement.id.split(separator: ".")
            #expect(parts.count == 3 && parts[0] == Substring(statement.document.number) && Int(parts[2]) != nil, "\(statement.id)")
            #expect(SourceIndex.statement(id: statement.id)?.paraphrase == statement.paraphrase)
        }
    }

    @Test func idsNameTheSectionAsASlug() {
        #expect(SourceIndex.statements.contains { $0.id == "001.minimumValue.2" && $0.paraphrase == "It defaults to 0." })
        #expect(SourceIndex.statements.contains { $0.id == "001.setValue-animated.1" })
        #expect(SourceIndex.statements.contains { $0.id == "000.debug-sliders.1" })
    }

    @Test func aRulesSourcesLineShowsOnlyTheCitedRowsWithTheirIds() {
        for rule in RuleCatalogue.rules {
            let lines = ConformanceDocument.section(rule)
            for citation in rule.sources {
                let cited = SourceIndex.statements(citedBy: citation, for: rule.id)
                for statement in cited {
                    #expect(lines.contains("  - \(citation.titled) [`\(statement.id)`]: \(statement.paraphrase)"), "\(rule.id): \(statement.id)")
                }
                let others = SourceIndex.statements.filter { $0.document == citation.document && !$0.isNamed(by: citation) }
                for line in lines where line.hasPrefix("  - \(citation.titled) [") {
                    #expect(!others.contains { line.contains("[`\($0.id)`]") }, "\(rule.id): \(line)")
                }
            }
        }
    }

    @Test func maximumValueCitationNoLongerPrintsTheMinimumsDefault() {
        let lines = ConformanceDocument.section(RuleCatalogue.rule(.defaultsLimits)!)
        let maximum = lines.filter { $0.contains("(001), maximumValue [") }
        #expect(maximum == ["  - *UISlider Class Reference* (001), maximumValue [`001.maximumValue.2`]: It defaults to 1."])
    }

    @Test func reverseIndexPrintsEveryId() {
        let document = ConformanceDocument.markdown()
        for statement in SourceIndex.statements { #expect(document.contains("| `\(statement.id)` | ")) }
    }
}
