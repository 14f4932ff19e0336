/// Placeholder until the test helpers land.
enum TestingPlaceholder {}
