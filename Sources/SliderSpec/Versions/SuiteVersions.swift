/// The three versions a report, a corpus entry or an expectations file records: the package's,
/// the specification's (the rule catalogue, CONFORMANCE.md) and the wire protocol's
/// (PROTOCOL.md, whose minor number is the protocol revision). CHANGELOG.md says what each
/// version changed.
public struct SuiteVersions: Sendable, Hashable, Codable {
    /// The package (`slider-conformance --version`).
    public var package: SemanticVersion
    /// The rule catalogue.
    public var spec: SemanticVersion
    /// The wire protocol: major = the handshake's `"protocol"`, minor = its `"revision"`.
    public var `protocol`: SemanticVersion

    /// Versions as given.
    public init(package: SemanticVersion, spec: SemanticVersion, protocol: SemanticVersion) {
        self.package = package
        self.spec = spec
        self.protocol = `protocol`
    }

    /// This build's versions.
    public static let current = SuiteVersions(
        package: SemanticVersion(0, 3, 0), spec: RuleCatalogue.specVersion,
        protocol: SemanticVersion(1, ProtocolRevision.current, 0))

    /// `package 0.3.0 · spec 1.4.0 · protocol 1.3.0`.
    public var summary: String { "package \(package) · spec \(spec) · protocol \(`protocol`)" }
}
