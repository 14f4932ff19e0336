/// Placeholder until the mutants land.
enum MutantsPlaceholder {}
