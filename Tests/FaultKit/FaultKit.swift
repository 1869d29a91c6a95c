/// The project's fault-injection kit: hostile peers, disks and processes for the tests of any
/// component that talks to them.
///
/// A component lands with its hostile tests, and those tests use this kit rather than a
/// private copy, so every new test attacks with the same tools:
/// - a scriptable HTTP server on 127.0.0.1 that answers as badly as a real peer can (never,
///   trickled, endless, garbage, redirects, 4xx/5xx, slowly);
/// - a child process that is killed with `SIGKILL` at a chosen or random point and restarted;
/// - a file-size limit (`RLIMIT_FSIZE`) in a child, so a write really comes up short as on a
///   full disk;
/// - the extreme values of numbers and durations that settings can take;
/// - URL-shaped text that hides credentials from a naive redaction (``HostileURLs``);
/// - a call that never returns until released, counting the calls in flight
///   (``NeverReturningCall``).
///
/// The kit links no test framework, so any test target (XCTest or Swift Testing) can use it.
public enum FaultKit {}
