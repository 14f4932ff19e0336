/// Placeholder until the engine lands.
enum EnginePlaceholder {}
