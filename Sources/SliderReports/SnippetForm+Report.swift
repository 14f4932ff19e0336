import SliderEngine
import SliderSpec

extension SnippetForm {
    /// The form `report` was made for: `.typed` when its snippets are written against UIKit
    /// (`FuzzReport.snippetsAgainstUIKit`), else `.perform`.
    public init(of report: FuzzReport) { self = report.snippetsAgainstUIKit == true ? .typed : .perform }
}
