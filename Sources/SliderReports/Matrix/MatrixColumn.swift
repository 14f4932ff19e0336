import SliderEngine
/// One implementation checked under one profile, over every report merged for it.
public struct MatrixColumn: Sendable, Codable, Hashable {
    /// The implementation's name.
    public let implementation: String
    /// What produced the column.
    public var provenance: MatrixProvenance
    /// `conforms` when no cell fails, `fails` otherwise.
    public var verdict: String
    /// A page anchor, e.g. `sample-documented`.
    public var anchor: String { ConformanceMatrix.columnAnchor(implementation: implementation, profile: provenance.profile) }
    /// `sample (documented)`.
    public var title: String { "\(implementation) (\(provenance.profile))" }
}
