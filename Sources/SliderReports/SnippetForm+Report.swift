import SliderEngine
import SliderSpec

extension SnippetForm {
    /// The form `report` was made for: `.typed` when its snippets are written against UIKit
    /// (`FuzzReport.snippetsAgainstUIKit`), `.wire` for an implementation in another process
    /// (`FuzzReport.command`), else `.perform`.
    public init(of report: FuzzReport) {
        self = report.snippetsAgainstUIKit == true ? .typed : report.command != nil ? .wire : .perform
    }
}
