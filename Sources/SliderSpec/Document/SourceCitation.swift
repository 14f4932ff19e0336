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
            case .uisliderReference: "UISlider"
            case .uisliderClassReference: "UISlider Class Reference"
            case .precision: "Improving UISlider's Precision"
            case .accessibleSliders: "Accessible Sliders and Adjustable Controls"
            case .popover: "Adding a UIPopover to UISlider"
            }
        }

        /// Who wrote or published it.
        public var publisher: String {
            switch self {
            case .uisliderReference: "Apple, UIKit documentation (current)"
            case .uisliderClassReference: "Apple, iOS Developer Library (archived)"
            case .precision: "Arkadiusz Holko, holko.pl"
            case .accessibleSliders: "David Rönnqvist, ronnqvi.st"
            case .popover: "\"Collin\", iCodeBlog"
            }
        }

        /// Where it was published.
        public var address: String {
            switch self {
            case .uisliderReference: "https://developer.apple.com/documentation/uikit/uislider"
            case .uisliderClassReference: "https://developer.apple.com/library/ios/documentation/UIKit/Reference/UISlider_Class/"
            case .precision: "https://holko.pl/ios/2014/05/26/improving-uisliders-precision/"
            case .accessibleSliders: "http://ronnqvi.st/accessible-sliders-and-adjustable-controls/"
            case .popover: "https://icodeblog.com/adding-a-uipopover-to-uislider/"
            }
        }

        /// When it was published, as far as the copy tells.
        public var date: String {
            switch self {
            case .uisliderReference: "undated, current (lists visionOS 1.0 and Mac Catalyst 13.1)"
            case .uisliderClassReference: "undated, iOS 5 to 7 era (tint colours are \"available in iOS 5.0 and later\")"
            case .precision: "26 May 2014"
            case .accessibleSliders: "undated in the copy"
            case .popover: "29 October 2010"
            }
        }

        /// The number the file name starts with, e.g. `001`.
        public var number: String { String(rawValue.prefix(3)) }
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

    /// The citation as a reader outside this repository needs it: `*UISlider Class Reference* (001), maximumValue`.
    public var titled: String { "*\(document.title)* (\(document.number)), \(section)" }
}
