import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a child started by `ChildProcess` inherits besides its standard input, output and error:
/// nothing, where the C library can say so.
///
/// A descriptor opened without close-on-exec (Foundation's `Pipe` and `FileHandle` open every
/// one so) is inherited by every process spawned while it is open. A long-lived child holding the
/// write end of another thread's pipe keeps that pipe's reader from ever seeing its end: in a
/// test process where other tests run commands side by side, their output reads would wait for
/// the child instead of for the command. On Linux each child's spawn therefore closes every
/// descriptor from 3 up (glibc 2.34's `posix_spawn_file_actions_addclosefrom_np`, looked up at
/// run time: Swift's Glibc module does not import it). Elsewhere, or with an older C library,
/// children inherit as before, and the suite's own pipes are still closed on exec.
enum InheritedDescriptors {
    #if os(Linux)
    /// `posix_spawn_file_actions_addclosefrom_np`'s C signature.
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// The C library's `posix_spawn_file_actions_addclosefrom_np`, or nil when it has none.
    private static let addCloseFrom: AddCloseFrom? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        .map { unsafeBitCast($0, to: AddCloseFrom.self) }

    /// Whether a spawn's file actions can close every inherited descriptor from 3 up here.
    static var canCloseAll: Bool { addCloseFrom != nil }

    /// Adds to `actions`, after the standard streams' own actions, one that closes every
    /// descriptor from 3 up in the child; false when the C library cannot.
    @discardableResult
    static func closeAll(in actions: inout posix_spawn_file_actions_t) -> Bool {
        guard let addCloseFrom else { return false }
        return addCloseFrom(&actions, 3) == 0
    }
    #else
    /// Whether a spawn's file actions can close every inherited descriptor from 3 up here.
    static var canCloseAll: Bool { false }
    #endif
}
