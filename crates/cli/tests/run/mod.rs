//! Running the `grundy` binary as a user would, for every test file of the
//! command line (each uses what it needs).
#![allow(dead_code)]

use std::process::{Command, Output};

/// The binary run with `args`.
pub fn grundy(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// What a successful run prints.
pub fn stdout(args: &[&str]) -> String {
    let out = grundy(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

/// What a failing run says.
pub fn stderr(args: &[&str]) -> String {
    let out = grundy(args);
    assert!(!out.status.success(), "{args:?} succeeded");
    String::from_utf8_lossy(&out.stderr).into_owned()
}
