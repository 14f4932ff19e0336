/// Where a rule comes from: a file in `shared/sources/` and the section or property in it.
public struct SourceCitation: Hashable, Sendable, CustomStringConvertible {
    /// The source documents, by the file name under `shared/sources/`.
    public enum Document: String, Hashable, Sendable, CaseIterable {
        /// Apple's current UISlider reference page.
        case uisliderReference = "000_8c269bd508c2939b.txt"
        /// Apple's earlier UISlider class reference.
        case uisliderClassReference = "001_75099abadf7135a6.txt"
        /// "Improving UISlider's Precision".
        case precision = "002_7012d7f2c92a0ed9.txt"
        /// "Accessible Sliders and Adjustable Controls".
        case accessibleSliders = "003_4633417b30a77aed.txt"
        /// "Adding a UIPopover to UISlider".
        case popover = "004_8161573c73869207.txt"

        /// The document's title.
        public var title: String {
            switch self {
            case .uisliderReference: "UISlider reference (current)"
            case .uisliderClassReference: "UISlider Class Reference (earlier)"
            case .precision: "Improving UISlider's Precision"
            case .accessibleSliders: "Accessible Sliders and Adjustable Controls"
            case .popover: "Adding a UIPopover to UISlider"
            }
        }
    }

    /// The file.
    public let document: Document
    /// The section or property, e.g. `maximumValue`.
    public let section: String

    /// Cites `section` of `document`.
    public init(_ document: Document, _ section: String) {
        self.document = document
        self.section = section
    }

    /// `001_75099abadf7135a6.txt, maximumValue`
    public var description: String { "\(document.rawValue), \(section)" }
}
