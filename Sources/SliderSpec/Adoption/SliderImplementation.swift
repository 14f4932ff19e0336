/// An implementation under test as a value: its name, what it supports, and how to make an
/// instance. A Swift type becomes one with `SliderImplementation(MySlider.self)`; an
/// implementation in a child process (`SliderWire`'s `ProcessConnection.implementation`)
/// carries its connection as its `host`, so the engine needs no other way to reach it.
@MainActor
public struct SliderImplementation {
    /// The name in reports and corpus files.
    public var name: String
    /// The Swift type's name, as counterexample snippets create it.
    public var typeName: String {
        get {
            switch storedTypeName {
            case let .named(name): name
            // `String(describing:)` of a metatype prints `_typeName(_:qualified: false)` after
            // looking for conformances a metatype cannot have (about 3.4 million instructions in
            // each process: a fuzz worker's start); the text is the same.
            case let .type(type): _typeName(type, qualified: false)
            }
        }
        set { storedTypeName = .named(newValue) }
    }
    /// The operation kinds it cannot perform (`SliderUnderTest.unsupportedOperationKinds`).
    public var unsupportedOperationKinds: Set<SliderOperationKind>
    /// The observation fields it cannot read (`SliderUnderTest.unsupportedObservationFields`).
    public var unsupportedObservationFields: Set<ObservationField>
    /// The protocol revision it was written to (`SliderUnderTest.conformanceRevision`).
    public var conformanceRevision: Int
    /// Makes a fresh slider: in code for nil, else as Interface Builder loads one with these attributes.
    public var make: @MainActor (InterfaceBuilderAttributes?) -> any SliderInstance
    /// Where its sliders live when they live outside this process, or nil for a Swift type here.
    public var host: (any SliderHost)?

    /// A type name given, or the Swift type whose name it is, named only when asked: a process
    /// that lists every bundled implementation names only those it uses.
    private enum TypeName {
        case named(String)
        case type(any SliderUnderTest.Type)
    }
    private var storedTypeName: TypeName

    /// The Swift type `type`, named `name` (by default its `implementationName`).
    public init<Implementation: SliderUnderTest>(_ type: Implementation.Type, name: String? = nil) {
        self.name = name ?? type.implementationName
        storedTypeName = .type(type)
        unsupportedOperationKinds = type.unsupportedOperationKinds
        unsupportedObservationFields = type.unsupportedObservationFields
        conformanceRevision = type.conformanceRevision
        make = { attributes in attributes.map { type.init(interfaceBuilder: $0) } ?? type.init() }
        host = nil
    }

    /// An implementation made by `make` (a slider in another process, say), declaring what it
    /// supports as `SliderUnderTest` does.
    public init(
        name: String, typeName: String, unsupportedOperationKinds: Set<SliderOperationKind> = [],
        unsupportedObservationFields: Set<ObservationField> = [], conformanceRevision: Int = ProtocolRevision.undeclaredSwiftRevision,
        host: (any SliderHost)? = nil,
        make: @escaping @MainActor (InterfaceBuilderAttributes?) -> any SliderInstance
    ) {
        self.name = name
        storedTypeName = .named(typeName)
        self.unsupportedOperationKinds = unsupportedOperationKinds
        self.unsupportedObservationFields = unsupportedObservationFields
        self.conformanceRevision = conformanceRevision
        self.host = host
        self.make = make
    }

    /// Whether its sliders live in this process (it has no `host`).
    public var isInProcess: Bool { host == nil }

    /// What its revision lacks of `history` (by default the suite's own).
    public func revisionGap(history: [ProtocolRevision] = ProtocolRevision.history) -> RevisionGap {
        RevisionGap(revision: conformanceRevision, history: history)
    }

    /// The operation kinds never drawn for it: those it declares unsupported and those its
    /// revision lacks.
    public func undrawnOperationKinds(history: [ProtocolRevision] = ProtocolRevision.history) -> Set<SliderOperationKind> {
        unsupportedOperationKinds.union(revisionGap(history: history).operationKinds)
    }

    /// The observation fields never read: those it declares unsupported and those its revision lacks.
    public func unreadObservationFields(history: [ProtocolRevision] = ProtocolRevision.history) -> Set<ObservationField> {
        unsupportedObservationFields.union(revisionGap(history: history).fields)
    }
}
