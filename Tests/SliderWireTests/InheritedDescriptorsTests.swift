import Foundation
@testable import SliderWire
import Testing

/// A child started by `ChildProcess` inherits none of the parent's descriptors besides its
/// standard streams, not even one opened without close-on-exec (as Foundation's `Pipe` opens
/// both its ends): a long-lived child holding another thread's pipe would keep that pipe's
/// reader from ever seeing its end.
@Suite("A child inherits only its standard streams")
struct InheritedDescriptorsTests {
    /// What each of `pid`'s open descriptors refers to (`pipe:[…]`, a path), by number.
    private func descriptors(of pid: pid_t) -> [Int: String] {
        let folder = "/proc/\(pid)/fd"
        var result: [Int: String] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            guard let number = Int(name), let target = try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + name) else {
                continue
            }
            result[number] = target
        }
        return result
    }

    @Test(.enabled(if: InheritedDescriptors.canCloseAll && FileManager.default.fileExists(atPath: "/proc/self/fd")))
    func aPipeOpenedWithoutCloseOnExecIsNotInherited() throws {
        let pipe = Pipe()
        let writeEnd = pipe.fileHandleForWriting.fileDescriptor
        try #require(fcntl(writeEnd, F_GETFD) & FD_CLOEXEC == 0, "Foundation's pipe is open across exec, as this test needs")
        let target = try #require(descriptors(of: getpid())[Int(writeEnd)])
        let child = try ChildProcess(executable: "/bin/sleep", arguments: ["sleep", "30"])
        defer { child.close() }
        let inherited = descriptors(of: child.pid)
        #expect(!inherited.values.contains(target), "the child holds the parent's pipe: \(inherited)")
        #expect(Set(inherited.keys).isSuperset(of: [0, 1]), "its standard input and output are its pipes: \(inherited)")
    }
}
