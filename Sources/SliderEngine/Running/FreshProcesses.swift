import SliderSpec

/// Fresh processes in which a run checks a Swift type away from the process that found a
/// failure: a new counterexample is confirmed from a fresh start before it is reported or saved,
/// and a sequence that crashed is run again where its crash cannot take the run down.
///
/// `SliderWorkers`' `FreshStart` (worker processes of the command-line executable) is the one the
/// command line and the test helpers use. A run without one (`FuzzConfiguration.freshStart` nil)
/// confirms in its own process and says so (`Counterexample.Confirmation.inProcess`).
@MainActor
public protocol FreshProcesses: Sendable {
    /// Checks `operations` once, on the first instance a fresh process creates of the
    /// implementation named `implementation` (whose type must be `typeName`) under
    /// `configuration`, and says whether it failed with `identity`.
    func check(
        _ operations: [SliderOperation], failWith identity: FailureIdentity, implementation: String,
        configuration: FuzzConfiguration, typeName: String
    ) -> FreshStartOutcome

    /// `served` (a Swift type in this process, named `implementation` in the run), with every
    /// slider made in a fresh process, started again after each crash; end it with `close()`.
    func serving(_ served: SliderImplementation, implementation: String, configuration: FuzzConfiguration) -> any FreshlyServed
}

/// What checking a sequence from a fresh start showed.
public enum FreshStartOutcome: Equatable, Sendable {
    /// It fails with the identity again.
    case reproduces
    /// It does not: the failure depends on what earlier instances left behind.
    case doesNotReproduce
    /// No fresh process could check it, and why.
    case unavailable(String)
}

/// An implementation whose sliders are made in a fresh process (`FreshProcesses.serving`).
@MainActor
public protocol FreshlyServed: AnyObject {
    /// The served implementation, every slider made in the fresh process.
    var implementation: SliderImplementation { get }
    /// Ends the fresh process.
    func close()
}
