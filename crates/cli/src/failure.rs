//! What a command reports when it fails: a message and an exit status.

use std::io;

/// A failure to report: the message and the exit status.
pub struct Failure(pub String, pub u8);

/// A write failure; a closed pipe (`grundy moves ... | head`) is a normal
/// end, reported with an empty message and status 0.
pub fn io(e: io::Error) -> Failure {
    if e.kind() == io::ErrorKind::BrokenPipe {
        Failure(String::new(), 0)
    } else {
        Failure(format!("cannot write output: {e}"), 1)
    }
}

/// Writes a line to standard error; a closed or broken stderr (`2>&1 |
/// head`) loses the line rather than stopping the program with a panic.
pub fn note(line: std::fmt::Arguments) {
    use std::io::Write;
    let _ = writeln!(io::stderr(), "{line}");
}
