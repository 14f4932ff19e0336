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
