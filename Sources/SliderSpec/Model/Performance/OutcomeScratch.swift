/// The outcomes of the last operation any `ReferenceImplementation` performed, kept for their
/// slots: one list for all of them (they perform one at a time, on the main actor,
/// and none keeps its outcomes), so a new slider allocates none for its first operation. There
/// only for speed; only `ReferenceImplementation.perform` reaches it.
@MainActor
enum OutcomeScratch {
    // Performance: exclusivity not checked at run time (one check an operation), measured 128 instructions/op.
    @exclusivity(unchecked) static var outcomes = OutcomeList()
}
