import Foundation
import SliderSpec
import SliderWire

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What earlier runs of this build learned about sequences that trap in a slider checked in this
/// process, where no worker process survives a trap for it (macOS, or wherever the test
/// executable cannot be started again): the prefixes of operations that took the process down,
/// one learned per run that died.
///
/// Before each call into the slider the memo writes the prefix about to run (a 64-bit hash of the
/// operations since the sequence's slider was made in code, `TrapMemo.Prefix`) into a slot file
/// of this process, `<stem>.<pid>.slot`, and clears it once the call returns: a slot that a dead
/// process left set names a prefix that trapped, and the next run adds it to the memo,
/// `<stem>.traps`. A slider made by `wrapping(_:)` answers a prefix the memo knows with a
/// `process.crash` failure, without running it; so a deterministic shrinker, run again from the
/// start by each run, gets one step further each time, and a run that no longer dies has the
/// minimal sequence.
///
/// The memo belongs to one build: it records the image it was learned with (path, size and
/// modification time) and is forgotten when that changes, since a rebuilt slider may not trap.
@MainActor
package final class TrapMemo {
    /// The memo's file, `<stem>.traps`.
    package let path: String
    /// This process's slot, `<stem>.<pid>.slot`.
    private let slotPath: String
    private var slot: Int32 = -1
    /// The prefixes known to trap.
    package private(set) var traps: Set<UInt64> = []
    /// The build the memo was learned with (`buildIdentity`).
    private let build: String

    /// What a slider answers for a prefix the memo knows.
    package static let failure = ImplementationFailure(
        kind: .crash,
        detail: "trapped in this process when an earlier run ran it (no worker process could survive the trap, so its signal is unknown)")

    /// The memo at `<stem>.traps`, with the prefixes left in the slots of runs that died added.
    package init(stem: String) {
        path = stem + ".traps"
        slotPath = stem + ".\(getpid()).slot"
        build = Self.buildIdentity
        let lines = (try? String(contentsOfFile: path, encoding: .utf8))?.split(separator: "\n") ?? []
        if lines.first.map({ $0 == "build " + build }) == true {
            for line in lines.dropFirst() where line.hasPrefix("trap ") {
                if let value = UInt64(line.dropFirst("trap ".count), radix: 16) { traps.insert(value) }
            }
        }
        var learned = false
        for slot in abandonedSlots(of: stem) {
            if let text = try? String(contentsOfFile: slot, encoding: .utf8),
                let value = UInt64(text.trimmingCharacters(in: .whitespacesAndNewlines), radix: 16), value != 0 {
                learned = traps.insert(value).inserted || learned
            }
            try? FileManager.default.removeItem(atPath: slot)
        }
        if learned { save() }
    }

    deinit { if slot >= 0 { _ = Foundation.close(slot) } }

    /// The slot files of processes of `stem` that no longer run.
    private func abandonedSlots(of stem: String) -> [String] {
        let folder = (stem as NSString).deletingLastPathComponent
        let name = (stem as NSString).lastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        return names.sorted().compactMap { file in
            guard file.hasPrefix(name + "."), file.hasSuffix(".slot"),
                let pid = Int32(file.dropFirst(name.count + 1).dropLast(".slot".count))
            else { return nil }
            let candidate = (folder as NSString).appendingPathComponent(file)
            guard pid != getpid(), !InFlightRecord.Store.isRunning(pid) || InFlightRecord.Store.started(pid, after: candidate) else { return nil }
            return candidate
        }
    }

    /// Writes the memo: the build, then one line per prefix.
    private func save() {
        let text = (["build " + build] + traps.sorted().map { "trap " + String($0, radix: 16) }).joined(separator: "\n") + "\n"
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Marks `prefix` as running (before a call into the slider): one `pwrite` of a fixed-width line.
    package func willRun(_ prefix: UInt64) { writeSlot(prefix) }

    /// Marks the call as returned.
    package func returned() { writeSlot(0) }

    private func writeSlot(_ value: UInt64) {
        if slot < 0 {
            slot = open(slotPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard slot >= 0 else { return }
        }
        let hex = String(value, radix: 16)
        let line = String(repeating: "0", count: 16 - hex.utf8.count) + hex + "\n"
        _ = line.utf8CString.withUnsafeBufferPointer { pwrite(slot, $0.baseAddress, $0.count - 1, 0) }
    }

    /// Removes this process's slot: every call it marked returned.
    package func close() {
        if slot >= 0 { _ = Foundation.close(slot) }
        slot = -1
        try? FileManager.default.removeItem(atPath: slotPath)
    }

    /// `implementation` with its sliders wrapped (`TrapMemoSlider`): every call marked in the
    /// slot first, and a prefix the memo knows answered with `TrapMemo.failure` instead of run.
    package func wrapping(_ implementation: SliderImplementation) -> SliderImplementation {
        let prefix = Prefix()
        let make = implementation.make
        return SliderImplementation(
            name: implementation.name, typeName: implementation.typeName,
            unsupportedOperationKinds: implementation.unsupportedOperationKinds,
            unsupportedObservationFields: implementation.unsupportedObservationFields,
            conformanceRevision: implementation.conformanceRevision
        ) { [self] attributes in TrapMemoSlider(memo: self, prefix: prefix, attributes: attributes, make: make) }
    }

    /// The image this code was loaded from (Apple platforms: `dladdr`, the test bundle's binary
    /// inside Apple's test runner; elsewhere the executable, `/proc/self/exe`), with its size and
    /// modification time.
    static var buildIdentity: String {
        var image = CommandLine.arguments.first ?? ""
        #if canImport(Darwin)
        var info = Dl_info()
        if dladdr(#dsohandle, &info) != 0, let name = info.dli_fname { image = String(cString: name) }
        #else
        image = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? image
        #endif
        let attributes = try? FileManager.default.attributesOfItem(atPath: image)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        return "\(image) \(size) \(modified)"
    }

    /// The running hash of the operations since the sequence's slider was made in code (FNV-1a
    /// over each operation's wire request), shared by the sliders a wrapping makes: a load
    /// continues it, a slider made in code starts it again.
    final class Prefix {
        /// The hash of the operations so far.
        private(set) var hash: UInt64 = 0
        /// The last observation any slider of the sequence gave.
        var lastObservation: SliderObservation?

        /// Starts again: a slider made in code.
        func reset() {
            hash = 0xcbf2_9ce4_8422_2325
            mix([0x63])  // "c": created in code
            lastObservation = nil
        }

        /// Adds `operation`.
        func append(_ operation: SliderOperation) {
            if hash == 0 { reset() }
            mix([0x0A])
            mix(WireRequest(operation).bytes)
        }

        private func mix(_ bytes: [UInt8]) {
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
            if hash == 0 { hash = 1 }  // 0 is the slot's "nothing running"
        }
    }
}
