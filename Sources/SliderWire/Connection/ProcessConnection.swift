import Foundation
import SliderSpec

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process speaking the wire protocol of `PROTOCOL.md` (version 1) on its standard input
/// and output: one JSON line per request, one per answer, each answer echoing its request's id.
///
/// One child serves every slider of the run (each starts with `create`). A child that crashes,
/// hangs (it is killed after `timeout` seconds), or breaks the protocol is stopped, and the next
/// `create` starts a fresh one; so does the `create` after `startFresh()`, and every `create` of
/// a child that declared `"reusable": false`. Counterexamples are confirmed on a second child,
/// kept beside the first (`startConfirmation()`): it serves nothing but confirmations, so a run
/// starts at most two children apart from failures. `implementation` is the implementation under
/// test it serves: its sliders (`ProcessSlider`) talk to this connection, which is their
/// `SliderHost`.
@MainActor
public final class ProcessConnection: SliderHost {
    /// The protocol version this suite speaks.
    public nonisolated static let protocolVersion = 1
    /// The longest line accepted from a child, in bytes.
    public nonisolated static let maximumLineLength = 1 << 20
    /// How many requests may await their answers by default when a child declares pipelining
    /// (`--pipeline-depth`): several sequences' worth, so each wake-up reads many answers.
    public static let defaultDepth = 64

    /// What the child declared in its handshake.
    public struct Handshake: Sendable, Hashable {
        /// The implementation's name, for reports and corpus files.
        public var implementation: String
        /// The profiles it is written to.
        public var profiles: [String]
        /// The operation kinds it does not support.
        public var unsupported: [SliderOperationKind]
        /// Whether it reads requests sent before it answered the previous ones (`"pipelining": true`).
        public var pipelining: Bool = false
        /// The observation fields it cannot read (`"unsupportedFields"`, by observation key): never compared.
        public var unsupportedFields: [ObservationField] = []
        /// Whether one child may serve many sliders (`"reusable"`, default true): false gives
        /// every `create` a fresh child.
        public var reusable: Bool = true
        /// The protocol revision it speaks (`"revision"`; 1 when absent).
        public var revision: Int = 1
        /// The toolkit and its version (`"toolkit"`, e.g. `Tk 8.6.13`), shown in a matrix
        /// column's provenance; nil when the handshake names none. Informational only.
        public var toolkit: String? = nil

        /// The fields never read: those declared unsupported and those its revision lacks.
        public var unreadFields: Set<ObservationField> {
            Set(unsupportedFields).union(RevisionGap(revision: revision).fields)
        }
    }

    /// A child that cannot be started or whose handshake is unacceptable (exit code 2).
    public struct LaunchError: Error, CustomStringConvertible, Sendable {
        /// What went wrong and what to do.
        public let message: String
        public var description: String { message }
    }

    /// The command line, as given: with `timeout` and `depth`, what starts another connection
    /// like this one (a fuzz worker's).
    public let command: String
    /// The command and its arguments.
    public let arguments: [String]
    /// The time allowed for each answer, in seconds.
    public let timeout: Double
    /// How many requests may await their answers when the child declares pipelining.
    public let depth: Int
    /// Where a pipelining child's answers are read and decoded.
    public let readerThread: ReaderThread
    /// Whether the current child's answers are read and decoded on a thread of their own now
    /// (`readerThread`); false when no child runs.
    public var readsOnItsOwnThread: Bool { reader?.isThreaded ?? false }
    /// The profile being checked, which the child must declare.
    public let profile: String
    /// Whether every `create` starts a fresh child: true when the child declared
    /// `"reusable": false`; otherwise a child is reused until it fails (PROTOCOL.md).
    public var freshChildForEachSlider = false
    /// The first child's handshake.
    public private(set) var handshake: Handshake
    /// How many children were started, the confirmation child included.
    public private(set) var childrenStarted = 0
    /// How many requests may await their answers at once: `depth` when the child declared
    /// pipelining, otherwise 1 (each request waits for its answer).
    public private(set) var window = 1
    /// How many requests await their answers.
    public var outstandingRequests: Int { outstanding.count - outstandingStart }
    /// How many sliders `create(_:)` made (not counting `create` requests sent with `submit`):
    /// a `SequencePipeline` sees so that someone else used the connection.
    public private(set) var createCalls = 0
    /// How many sequences ran ahead of their answers and had to be run again one request at a time
    /// (a guess that went wrong, or a child that failed); see `SequencePipeline`.
    public var sequencesRerun = 0
    /// How many times a child failed on this connection (crashed, hung or broke the protocol while
    /// an answer was awaited), and the last such failure: a `SequencePipeline` whose run a child's
    /// failure ended reports it, so a serial re-run that passes cannot hide it.
    public private(set) var childFailures = 0
    /// The last failure counted in `childFailures`, or nil before the first.
    public private(set) var lastChildFailure: ImplementationFailure?
    /// How many children in a row answered their handshake and then no request before their
    /// answer time ran out. From `silentChildLimit` on, no child is started again: every later
    /// `create` fails at once as a timeout, so a run against an adapter that never reads ends in
    /// seconds instead of waiting out every sequence and every shrinking attempt.
    public private(set) var silentChildren = 0
    /// How many silent children in a row end the waiting (`silentChildren`).
    public static let silentChildLimit = 3
    /// Whether the running child answered a request (after its handshake).
    private var childAnswered = false
    /// When not nil, every answer line read after the handshake is appended here with its
    /// newline: `bench` records a run's answers to replay them as canned answers.
    public var answerRecording: [UInt8]? {
        get { recording }
        set {
            recording = newValue
            reader?.keepsText = newValue != nil
        }
    }

    // The stored properties marked `@exclusivity(unchecked)` are reached for every request and
    // answer, only by this connection's own methods on the main actor and never through two
    // overlapping accesses: their run-time exclusivity checks cost about 1,400 instructions
    // per operation on the connection's thread (callgrind), and are left out.

    /// `answerRecording`'s storage, appended to in place.
    @exclusivity(unchecked) private var recording: [UInt8]?

    @exclusivity(unchecked) private var child: ChildProcess?
    /// Reads and decodes the child's answers, on a thread of its own or on this one (`readerThread`).
    @exclusivity(unchecked) private var reader: AnswerReader?
    /// Lines the reader handed over; those before `readyIndex` were taken already.
    @exclusivity(unchecked) private var ready: [AnswerReader.Line] = []
    @exclusivity(unchecked) private var readyIndex = 0
    @exclusivity(unchecked) private var linesRead = 0
    @exclusivity(unchecked) private var nextID = 1
    private let executable: String
    /// The requests sent (or waiting in `unsent`) whose answers were not read yet, oldest first,
    /// from `outstandingStart` on. Answered ones are dropped from the front now and then, not one
    /// by one (each `removeFirst()` would move all the others).
    @exclusivity(unchecked) private var outstanding: [(id: Int, wantsEvents: Bool)] = []
    @exclusivity(unchecked) private var outstandingStart = 0
    /// Request lines not written yet: written together before the next read.
    @exclusivity(unchecked) private var unsent: [UInt8] = []
    private let decoder = SliderJSON.decoder()
    /// Whether the next `create` starts a fresh child (`startFresh()`).
    private var freshChildForNextSlider = false
    /// Whether the next `create` goes to the confirmation child (`startConfirmation()`).
    private var confirmationForNextSlider = false
    /// Whether the child serving now is the confirmation child.
    private var servingConfirmation = false
    /// The child set aside while the other serves: the run's own child during a confirmation,
    /// the confirmation child between confirmations; nil when that one is not running.
    private var parked: ParkedChild?
    /// The operations the next `create`'s slider will perform (`plan(_:)`).
    private var nextPlan: [SliderOperation] = []
    /// The operations the current slider is expected to perform next, oldest first; the first
    /// `plannedAhead` of them were sent already and await their answers.
    private var planned: ArraySlice<SliderOperation> = []
    private var plannedAhead = 0

    /// Splits `command` as a shell would for simple quoting (spaces, single and double quotes,
    /// backslash escapes outside single quotes), starts the child and checks its handshake.
    /// A child that declares pipelining may have up to `depth` requests awaiting answers, read on
    /// `readerThread`.
    public init(
        command: String, timeout: Double = 2, profile: String, depth: Int = ProcessConnection.defaultDepth,
        readerThread: ReaderThread = .whenSuiteIsSlower
    ) throws {
        let arguments = try Self.split(command)
        guard let first = arguments.first else { throw LaunchError(message: "--exec needs a command, found an empty string") }
        self.command = command
        self.arguments = arguments
        self.timeout = timeout
        self.depth = depth
        self.readerThread = readerThread
        self.profile = profile
        executable = try Self.resolve(first)
        handshake = Handshake(implementation: "", profiles: [], unsupported: [])
        signal(SIGPIPE, SIG_IGN)
        switch start() {
        case let .success(answer): handshake = answer
        case let .failure(failure): throw LaunchError(message: "the implementation `\(command)` failed its handshake: \(failure.detail)")
        }
        if let problem = handshakeProblem(handshake) { throw LaunchError(message: "`\(command)`: \(problem)") }
        window = handshake.pipelining ? max(depth, 1) : 1
        freshChildForEachSlider = !handshake.reusable
    }

    /// Stops the children.
    public func close() {
        stop()
        stopParked()
    }

    /// Kills the process group of every child still running, from any thread (before the suite
    /// exits early).
    public nonisolated static func killAllChildren() { ChildProcess.killAll() }

    /// Makes the next `create` start a fresh child, whatever the last one served (`replay` and
    /// `corpus prune` replay an entry that passed in a reused child so once more).
    public func startFresh() { freshChildForNextSlider = true }

    /// Makes the next `create` go to the confirmation child: a second child, started for the
    /// run's first confirmation and kept beside the run's own, that serves nothing but
    /// confirmations, each on a fresh slider. The `create` after the next one goes back to the
    /// run's own child, unless this is called again.
    public func startConfirmation() { confirmationForNextSlider = true }

    /// Whether every slider gets a fresh child (`freshChildForEachSlider`).
    public var freshHostForEachSlider: Bool { freshChildForEachSlider }

    /// The implementation under test this connection serves, named as its handshake names it
    /// (or `name`): what the child declared, and sliders made in it.
    public func implementation(name: String? = nil) -> SliderImplementation {
        SliderImplementation(
            name: name ?? handshake.implementation, typeName: String(describing: ProcessSlider.self),
            unsupportedOperationKinds: Set(handshake.unsupported), unsupportedObservationFields: Set(handshake.unsupportedFields),
            conformanceRevision: handshake.revision, host: self
        ) { [self] attributes in ProcessSlider(connection: self, attributes: attributes) }
    }

    /// Announces the operations the next `create`'s slider will perform, in order (a shrinking
    /// attempt's candidate): a child that declared pipelining is sent them ahead of their
    /// answers, up to `window` requests at a time. A `perform` of any other operation drops the
    /// answers still due and goes on one request at a time, so the results never depend on it.
    public func plan(_ operations: [SliderOperation]) {
        // A child per slider is never sent ahead: a planned load (a `create`) would stop it.
        nextPlan = window > 1 && !freshChildForEachSlider ? operations : []
    }

    /// Creates a slider in the child (starting a fresh child when none runs) and returns its
    /// observation, or the failure. Answers still due to requests sent ahead are dropped first.
    public func create(_ attributes: InterfaceBuilderAttributes?) -> Result<SliderObservation, ImplementationFailure> {
        discardOutstanding()
        createCalls += 1
        let submitted = submit(.create(attributes))
        planned = nextPlan[...]
        nextPlan = []
        if case .success = submitted, !sendPlannedAhead() { return .failure(ImplementationFailure(kind: .crash, detail: "no process is running")) }
        return submitted.flatMap { receive() }.map(\.observation)
    }

    /// Performs `operation` on the child's slider and returns the events and the observation, or
    /// the failure. Answers still due to requests sent ahead are dropped first, unless they are
    /// this operation's (`plan(_:)`).
    public func perform(_ operation: SliderOperation) -> Result<Reply, ImplementationFailure> {
        if let next = planned.first, next == operation, WireRequest.haveSameNumberBits(next, operation) {
            planned.removeFirst()
            if plannedAhead > 0 {
                plannedAhead -= 1
            } else if case let .failure(failure) = submit(operation) {
                return .failure(failure)
            }
            guard sendPlannedAhead() else { return .failure(ImplementationFailure(kind: .crash, detail: "no process is running")) }
            return receive()
        }
        discardOutstanding()
        return submit(operation).flatMap { receive() }
    }

    /// Tops up the requests awaiting answers with the planned operations not sent yet; false
    /// when the child cannot take them.
    private func sendPlannedAhead() -> Bool {
        while outstandingRequests < window, plannedAhead < planned.count {
            guard case .success = submit(planned[planned.startIndex + plannedAhead]) else { return false }
            plannedAhead += 1
        }
        return true
    }

    // MARK: Requests

    /// What an answer that follows the protocol carries.
    public struct Reply: Sendable {
        /// The `valueChanged` events the operation sent, in order (none for `create`).
        public var events: [SliderEvent]
        /// Every getter afterwards.
        public var observation: SliderObservation
    }

    /// Queues `request` without waiting for its answer (a `create` starts a fresh child when none
    /// runs); it is written before the next `receive()`.
    public func submit(_ request: WireRequest) -> Result<Void, ImplementationFailure> {
        if request.creates, !freshChildForEachSlider {
            switchChild(confirming: confirmationForNextSlider)
            confirmationForNextSlider = false
        }
        if freshChildForEachSlider || freshChildForNextSlider, request.creates {
            stop()
            freshChildForNextSlider = false
        }
        if child == nil {
            guard request.creates else { return .failure(ImplementationFailure(kind: .crash, detail: "no process is running")) }
            // After SIGINT or SIGTERM no child is started: the run is ending.
            guard !Interruption.isRequested else { return .failure(ImplementationFailure(kind: .crash, detail: "interrupted")) }
            guard silentChildren < Self.silentChildLimit else {
                return .failure(ImplementationFailure(
                    kind: .timeout,
                    detail: "not started again: the last \(silentChildren) children answered no request within \(String(format: "%.1f", timeout)) s"))
            }
            switch start() {
            case let .success(answer):
                if let problem = handshakeProblem(answer) { return .failure(ImplementationFailure(kind: .protocolError, detail: problem)) }
            case let .failure(failure): return .failure(failure)
            }
        }
        appendID()
        unsent.append(contentsOf: request.bytes)
        closeRequest(wantsEvents: request.wantsEvents)
        return .success(())
    }

    /// `submit(WireRequest(operation))`, the same bytes written straight into the queue (a
    /// request for every operation checked: no array of its own, no text for its id).
    public func submit(_ operation: SliderOperation) -> Result<Void, ImplementationFailure> {
        if case .loadFromInterfaceBuilder = operation { return submit(WireRequest(operation)) }
        guard child != nil else { return .failure(ImplementationFailure(kind: .crash, detail: "no process is running")) }
        appendID()
        WireRequest.appendPerform(operation, to: &unsent)
        closeRequest(wantsEvents: true)
        return .success(())
    }

    /// Ends the request line begun in `unsent` and records that its answer is awaited.
    private func closeRequest(wantsEvents: Bool) {
        unsent.append(UInt8(ascii: "}"))
        unsent.append(UInt8(ascii: "\n"))
        outstanding.append((nextID, wantsEvents))
        nextID += 1
    }

    /// Appends `{"id":`, `nextID` in decimal and a comma to `unsent`.
    private func appendID() {
        WireRequest.appendOpening(id: nextID, to: &unsent)
    }

    /// Reads the answer to the oldest request awaiting its answer; any failure stops the child.
    ///
    /// An answer already read is taken at once, leaving the queued requests queued: they go out
    /// in one write, with those queued after them, when no whole answer is left to take and the
    /// connection must wait for the child.
    public func receive() -> Result<Reply, ImplementationFailure> {
        guard let (id, wantsEvents) = takeOutstanding() else { return .failure(ImplementationFailure(kind: .protocolError, detail: "no request awaits an answer")) }
        return receive(answering: id, wantsEvents: wantsEvents)
    }

    /// The observation `receive()` replies with, the reply's events set in its `events`; nil
    /// when `receive()` fails (the child is stopped, as there).
    ///
    /// For a caller that checks the observation alone: the usual answer, decoded by the reader
    /// and not recorded, has its observation moved once out of the line read, not through a
    /// reply and its result (each move copies over 400 bytes).
    public func receiveObservation() -> SliderObservation? {
        guard let (id, wantsEvents) = takeOutstanding() else { return nil }
        if recording == nil, let reader {
            if readyIndex == ready.count {
                reader.take(into: &ready, waitingUntil: nil)
                readyIndex = 0
            }
            if readyIndex < ready.count, let observation = ready[readyIndex].takeObservation(answering: id, wantsEvents: wantsEvents) {
                readyIndex += 1
                linesRead += 1
                return observation
            }
        }
        guard case var .success(reply) = receive(answering: id, wantsEvents: wantsEvents) else { return nil }
        reply.observation.events = reply.events
        return reply.observation
    }

    /// Takes the oldest request awaiting its answer off the list: its id and whether its answer
    /// carries events; nil when none awaits one.
    private func takeOutstanding() -> (id: Int, wantsEvents: Bool)? {
        guard outstandingStart < outstanding.count else { return nil }
        let (id, wantsEvents) = outstanding[outstandingStart]
        outstandingStart += 1
        if outstandingStart == outstanding.count {
            outstanding.removeAll(keepingCapacity: true)
            outstandingStart = 0
        } else if outstandingStart >= 256 {
            outstanding.removeFirst(outstandingStart)
            outstandingStart = 0
        }
        // Lines are numbered as a fresh child's would be, whose handshake is line 1: the same
        // message whether or not the child served earlier sliders.
        if !wantsEvents { linesRead = 1 }
        return (id, wantsEvents)
    }

    /// `receive()` for the request `id`, already taken off the list.
    private func receive(answering id: Int, wantsEvents: Bool) -> Result<Reply, ImplementationFailure> {
        // A switch, not `flatMap`: a closure reaching the connection's state would check at run
        // time that it runs on the main actor.
        let result: Result<Reply, ImplementationFailure>
        switch readLine() {
        case let .failure(failure): result = .failure(failure)
        case let .success((answer, text)):
            if recording != nil, let text {
                recording!.append(contentsOf: text)
                recording!.append(UInt8(ascii: "\n"))
            }
            if let answer {
                result = reply(answer, request: id, wantsEvents: wantsEvents)
            } else {
                let line = text ?? []
                result = check(decode(line), line: line, request: id, wantsEvents: wantsEvents)
            }
        }
        switch result {
        case let .failure(failure):
            if failure.kind == .timeout, !childAnswered { silentChildren += 1 } else { silentChildren = 0 }
            stop()
            childFailures += 1
            lastChildFailure = failure
        case .success:
            childAnswered = true
            silentChildren = 0
        }
        return result
    }

    /// Reads and drops the answers of every request still awaiting one; stops the child when one
    /// cannot be read, so the next `create` starts afresh.
    public func discardOutstanding() {
        planned = []
        plannedAhead = 0
        while outstandingRequests > 0 {
            if case .failure = receive() { return }
        }
    }

    /// The answer in `line`, which the fast path (`WireAnswerDecoder`) declined: by `JSONDecoder`,
    /// which also says what is wrong with a line that does not decode.
    private func decode(_ line: [UInt8]) -> Result<WireAnswer, any Error> {
        if let key = Self.duplicateTopLevelKey(line) { return .failure(DuplicateKey(key: key)) }
        return Result { try decoder.decode(WireAnswer.self, from: Data(line)) }
    }

    /// An answer that names a key twice.
    private struct DuplicateKey: Error {
        /// The key.
        let key: String
    }

    /// The reply in the line `decoded` from, or the protocol error it commits.
    private func check(
        _ decoded: Result<WireAnswer, any Error>, line: [UInt8], request id: Int, wantsEvents: Bool
    ) -> Result<Reply, ImplementationFailure> {
        switch decoded {
        case let .success(answer): return reply(answer, request: id, wantsEvents: wantsEvents)
        case let .failure(duplicate as DuplicateKey):
            return .failure(ImplementationFailure(kind: .protocolError, detail: "the answer to request \(id) has the key \"\(duplicate.key)\" twice"))
        case let .failure(error): return .failure(protocolError(line, error: error, request: id))
        }
    }

    /// The events and observation of `answer`, or the protocol error it commits.
    private func reply(_ answer: WireAnswer, request id: Int, wantsEvents: Bool) -> Result<Reply, ImplementationFailure> {
        guard let answered = answer.id else { return .failure(ImplementationFailure(kind: .protocolError, detail: "the answer to request \(id) has no \"id\"")) }
        guard answered == id else { return .failure(ImplementationFailure(kind: .protocolError, detail: "answered id \(answered) to request \(id)")) }
        guard let observation = answer.observation else {
            return .failure(ImplementationFailure(kind: .protocolError, detail: "the answer to request \(id) has no \"observation\""))
        }
        if wantsEvents, answer.events == nil {
            return .failure(ImplementationFailure(kind: .protocolError, detail: "the answer to request \(id) has no \"events\""))
        }
        return .success(Reply(events: answer.events ?? [], observation: observation))
    }

    /// A protocol error for a line that did not decode: not JSON at all, or JSON of the wrong shape.
    private func protocolError(_ line: [UInt8], error: any Error, request: Int) -> ImplementationFailure {
        let data = Data(line)
        if (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) == nil {
            let text = String(decoding: line.prefix(80), as: UTF8.self)
            return ImplementationFailure(kind: .protocolError, detail: "line \(linesRead) is not JSON: \(text)\(line.count > 80 ? "…" : "")")
        }
        return ImplementationFailure(kind: .protocolError, detail: "the answer to request \(request) " + SliderJSON.describe(error, decoding: data))
    }

    // MARK: The child

    /// Starts a child and reads its handshake.
    private func start() -> Result<Handshake, ImplementationFailure> {
        stop()
        do {
            child = try ChildProcess(executable: executable, arguments: arguments)
        } catch let failure as ChildProcess.LaunchFailure {
            return .failure(ImplementationFailure(kind: .crash, detail: "cannot start \(executable): \(failure.reason)"))
        } catch {
            return .failure(ImplementationFailure(kind: .crash, detail: "cannot start \(executable): \(error)"))
        }
        childrenStarted += 1
        childAnswered = false
        guard let started = AnswerReader(output: child!.output, keepsText: recording != nil) else {
            stop()
            return .failure(ImplementationFailure(kind: .crash, detail: "cannot read the output of \(executable): \(String(cString: strerror(errno)))"))
        }
        reader = started
        linesRead = 0
        unsent = Array(#"{"type":"hello","protocol":\#(Self.protocolVersion)}"#.utf8) + [UInt8(ascii: "\n")]
        let result = readLine(timeout: max(timeout, 10)).flatMap { _, text in parseHandshake(text ?? []) }
        switch result {
        case .failure: stop()
        // Many answers in flight: they may be read and decoded on a thread of their own.
        case let .success(answer): started.keepReading(on: answer.pipelining && depth > 1 ? readerThread : .connection)
        }
        return result
    }

    private func parseHandshake(_ line: [UInt8]) -> Result<Handshake, ImplementationFailure> {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(line))) as? [String: Any] else {
            return .failure(ImplementationFailure(kind: .protocolError, detail: "the handshake is not a JSON object: \(String(decoding: line.prefix(80), as: UTF8.self))"))
        }
        guard object["type"] as? String == "hello" else {
            return .failure(ImplementationFailure(kind: .protocolError, detail: "the handshake must have \"type\":\"hello\""))
        }
        guard let version = object["protocol"] as? Int else {
            return .failure(ImplementationFailure(kind: .protocolError, detail: "the handshake has no \"protocol\" version number"))
        }
        guard version == Self.protocolVersion else {
            return .failure(ImplementationFailure(
                kind: .protocolError,
                detail: "the implementation speaks protocol \(version); this suite speaks protocol \(Self.protocolVersion)"))
        }
        guard let name = object["implementation"] as? String, !name.isEmpty else {
            return .failure(ImplementationFailure(kind: .protocolError, detail: "the handshake has no \"implementation\" name"))
        }
        guard let profiles = object["profiles"] as? [String] else {
            return .failure(ImplementationFailure(kind: .protocolError, detail: "the handshake has no \"profiles\" list"))
        }
        var unsupported: [SliderOperationKind] = []
        for kind in object["unsupported"] as? [String] ?? [] {
            guard let known = SliderOperationKind(rawValue: kind) else {
                return .failure(ImplementationFailure(
                    kind: .protocolError,
                    detail: "the handshake declares an unknown operation kind \"\(kind)\" unsupported; expected one of: "
                        + SliderOperationKind.allCases.map(\.rawValue).joined(separator: ", ")))
            }
            unsupported.append(known)
        }
        var unsupportedFields: [ObservationField] = []
        for key in object["unsupportedFields"] as? [String] ?? [] {
            let fields = ObservationField.fields(forKey: key)
            guard !fields.isEmpty else {
                return .failure(ImplementationFailure(
                    kind: .protocolError,
                    detail: "the handshake declares an unknown observation field \"\(key)\" unsupported; expected one of: "
                        + ObservationField.observationKeys.joined(separator: ", ")))
            }
            unsupportedFields += fields.filter { !unsupportedFields.contains($0) }
        }
        let revision = object["revision"].map(Self.jsonWholeNumber) ?? 1
        guard let revision, (1...ProtocolRevision.current).contains(revision) else {
            return .failure(ImplementationFailure(
                kind: .protocolError,
                detail: "the handshake's \"revision\" must be a whole number from 1 to \(ProtocolRevision.current), the revisions this suite knows"))
        }
        if let supported = object["supported"] {
            guard let names = supported as? [String] else {
                return .failure(ImplementationFailure(kind: .protocolError, detail: "the handshake's \"supported\" must be a list of operation kinds"))
            }
            for name in names where SliderOperationKind(rawValue: name) == nil {
                return .failure(ImplementationFailure(
                    kind: .protocolError,
                    detail: "the handshake declares an unknown operation kind \"\(name)\" supported; expected one of: "
                        + SliderOperationKind.allCases.map(\.rawValue).joined(separator: ", ")))
            }
            unsupported += SliderOperationKind.allCases.filter {
                !names.contains($0.rawValue) && $0 != .loadFromInterfaceBuilder && !unsupported.contains($0)
            }
        }
        let pipelining = object["pipelining"].map(Self.jsonBoolean)
        guard let pipelining = pipelining ?? false else {
            return .failure(ImplementationFailure(kind: .protocolError, detail: "the handshake's \"pipelining\" must be true or false"))
        }
        let reusable = object["reusable"].map(Self.jsonBoolean)
        guard let reusable = reusable ?? true else {
            return .failure(ImplementationFailure(kind: .protocolError, detail: "the handshake's \"reusable\" must be true or false"))
        }
        return .success(Handshake(implementation: Self.escapingControlCharacters(name), profiles: profiles, unsupported: unsupported, pipelining: pipelining,
            unsupportedFields: unsupportedFields, reusable: reusable, revision: revision,
            toolkit: (object["toolkit"] as? String).map(Self.escapingControlCharacters)))
    }

    /// `value` when it is JSON's `true` or `false`; nil for anything else, numbers included
    /// (`JSONSerialization` gives both as `NSNumber`, and `1 as? Bool` is true).
    static func jsonBoolean(_ value: Any) -> Bool? {
        guard let number = value as? NSNumber, String(cString: number.objCType) == "c" else { return nil }
        return number.boolValue
    }

    /// `value` when it is a JSON whole number; nil for anything else, `true` and `false` included.
    static func jsonWholeNumber(_ value: Any) -> Int? {
        guard let number = value as? NSNumber, String(cString: number.objCType) != "c" else { return nil }
        return value as? Int
    }

    /// Why a handshake cannot be used for this run, or nil.
    private func handshakeProblem(_ handshake: Handshake) -> String? {
        guard handshake.profiles.contains(profile) else {
            return "the implementation declares the profiles [\(handshake.profiles.joined(separator: ", "))],"
                + " not '\(profile)', the profile being checked; pass --profile with one of them"
        }
        return nil
    }

    /// A running child set aside, answering nothing, while the other one serves.
    private struct ParkedChild {
        let child: ChildProcess
        let reader: AnswerReader
        let answered: Bool
    }

    /// Puts in place the child that serves the next slider: the confirmation child when
    /// `confirming`, the run's own child otherwise. The one serving now is set aside (after the
    /// answers still due to it are read); one not running is started by the next `create`.
    private func switchChild(confirming: Bool) {
        guard confirming != servingConfirmation else { return }
        discardOutstanding()
        let current = child.flatMap { child in reader.map { ParkedChild(child: child, reader: $0, answered: childAnswered) } }
        child = nil
        reader = nil
        ready.removeAll(keepingCapacity: true)
        readyIndex = 0
        unsent = []
        if let restored = parked {
            child = restored.child
            reader = restored.reader
            childAnswered = restored.answered
        }
        parked = current
        servingConfirmation = confirming
    }

    /// Kills the child set aside, if any (`close()`).
    private func stopParked() {
        guard let parked else { return }
        parked.reader.stop()
        parked.child.close()
        self.parked = nil
    }

    /// Kills the child's process group if it still runs and forgets the child.
    private func stop() {
        guard let child else { return }
        reader?.stop()
        reader = nil
        child.close()
        self.child = nil
        ready.removeAll(keepingCapacity: true)
        readyIndex = 0
        unsent = []
        outstanding = []
        outstandingStart = 0
        planned = []
        plannedAhead = 0
    }

    /// Why the child went away: its exit status or the signal that killed it.
    private func crash() -> ImplementationFailure {
        guard let child else { return ImplementationFailure(kind: .crash, detail: "no process is running") }
        guard child.waitForExit(seconds: 1), let termination = child.termination else {
            return ImplementationFailure(kind: .crash, detail: "closed its output but kept running")
        }
        if let number = termination.signal {
            return ImplementationFailure(kind: .crash, detail: "killed by signal \(number) (\(Self.signalName(number)))")
        }
        return ImplementationFailure(kind: .crash, detail: "exited with status \(termination.status)")
    }

    /// `SIGSEGV` for 11 (on Linux), or `signal N`.
    public static func signalName(_ number: Int32) -> String {
        let names: [(Int32, String)] = [
            (SIGHUP, "SIGHUP"), (SIGINT, "SIGINT"), (SIGQUIT, "SIGQUIT"), (SIGILL, "SIGILL"), (SIGTRAP, "SIGTRAP"),
            (SIGABRT, "SIGABRT"), (SIGBUS, "SIGBUS"), (SIGFPE, "SIGFPE"), (SIGKILL, "SIGKILL"), (SIGSEGV, "SIGSEGV"),
            (SIGPIPE, "SIGPIPE"), (SIGALRM, "SIGALRM"), (SIGTERM, "SIGTERM"), (SIGUSR1, "SIGUSR1"), (SIGUSR2, "SIGUSR2"),
            (SIGXCPU, "SIGXCPU"),
        ]
        return names.first { $0.0 == number }?.1 ?? "signal \(number)"
    }

    /// Writes the queued request lines to the child within `timeout` seconds (default: the
    /// connection's). The child's input is non-blocking, and the reader goes on reading its
    /// answers meanwhile (`AnswerReader.waitToWrite`); a child that stops
    /// reading its input is killed and reported as a timeout instead of blocking the suite.
    private func flush(timeout: Double? = nil) -> Result<Void, ImplementationFailure> {
        guard let child else { return .failure(ImplementationFailure(kind: .crash, detail: "no process is running")) }
        defer { unsent.removeAll(keepingCapacity: true) }
        let allowed = timeout ?? self.timeout
        let deadline = ContinuousClock.now + .milliseconds(Int(allowed * 1000))
        var written = 0
        while written < unsent.count {
            let count = unsent.withUnsafeBytes { write(child.input, $0.baseAddress! + written, $0.count - written) }
            if count >= 0 {
                written += count
                continue
            }
            if errno == EINTR { continue }
            guard errno == EAGAIN || errno == EWOULDBLOCK else { return .failure(crash()) }
            let remaining = deadline - ContinuousClock.now
            if remaining <= .zero {
                return .failure(ImplementationFailure(
                    kind: .timeout, detail: "did not read its input within \(String(format: "%.1f", allowed)) s"))
            }
            reader?.waitToWrite(child.input, milliseconds: Int32(min(max(Self.milliseconds(remaining), 1), 60_000)))
        }
        return .success(())
    }

    /// Whole milliseconds in `duration`.
    private static func milliseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    }

    /// Takes the next line the reader decoded (the answer, or nil when the fast decoder declined
    /// it, and its bytes when kept) within `timeout` seconds (default: the connection's). The
    /// queued requests are written only when no line read is left to take: they go out together.
    private func readLine(timeout: Double? = nil) -> Result<(answer: WireAnswer?, text: [UInt8]?), ImplementationFailure> {
        guard let reader else { return .failure(ImplementationFailure(kind: .crash, detail: "no process is running")) }
        if readyIndex == ready.count {
            reader.take(into: &ready, waitingUntil: nil)
            readyIndex = 0
            if ready.isEmpty {
                if case let .failure(failure) = flush(timeout: timeout) { return .failure(failure) }
                let allowed = timeout ?? self.timeout
                reader.take(into: &ready, waitingUntil: Date(timeIntervalSinceNow: allowed))
                guard !ready.isEmpty else {
                    return .failure(ImplementationFailure(kind: .timeout, detail: "no answer within \(String(format: "%.1f", allowed)) s"))
                }
            }
        }
        // Moved out, not copied: an answer holds a whole observation.
        var taken = AnswerReader.Line.end
        swap(&taken, &ready[readyIndex])
        readyIndex += 1
        switch taken.kind {
        case .line:
            linesRead += 1
            return .success((taken.answer, taken.text))
        case .tooLong: return .failure(ImplementationFailure(kind: .protocolError, detail: "line \(linesRead + 1) is longer than 1 MiB"))
        case .end: return .failure(crash())
        }
    }

    // MARK: Command lines

    /// Splits a command line as a shell would for simple quoting: words separated by spaces,
    /// `'…'` taken literally, `"…"` with `\"` and `\\` escapes, `\x` outside quotes.
    public static func split(_ command: String) throws -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in command {
            if escaped {
                if quote == "\"", character != "\"", character != "\\" { word.append("\\") }
                word.append(character)
                escaped = false
                continue
            }
            switch (quote, character) {
            case (nil, " "), (nil, "\t"), (nil, "\n"):
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case (nil, "'"), (nil, "\""):
                quote = character
                inWord = true
            case (nil, "\\"), ("\"", "\\"):
                escaped = true
                inWord = true
            case let (open?, close) where open == close:
                quote = nil
            default:
                word.append(character)
                inWord = true
            }
        }
        if quote != nil { throw LaunchError(message: "unbalanced quotes in --exec '\(command)'") }
        if escaped { word.append("\\") }
        if inWord { words.append(word) }
        return words
    }

    /// The executable `name` runs: a path when it contains `/`, otherwise searched on `PATH`.
    static func resolve(_ name: String) throws -> String {
        let manager = FileManager.default
        if name.contains("/") {
            guard manager.fileExists(atPath: name) else { throw LaunchError(message: "cannot run '\(name)': no such file") }
            guard manager.isExecutableFile(atPath: name) else {
                throw LaunchError(message: "cannot run '\(name)': not executable (chmod +x, or name its interpreter first, e.g. python3 \(name))")
            }
            return name
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = folder + "/" + name
            if manager.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw LaunchError(message: "cannot run '\(name)': no such command on PATH")
    }
}
