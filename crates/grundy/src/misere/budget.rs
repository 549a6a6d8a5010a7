//! What a misère computation may use: memory and time, not a count of
//! moves. A [`Meter`] holds the [`Budget`], the caller's clock (the core
//! reads no clock of its own: a page has `performance.now`, a program
//! `Instant`) and a listener that hears how far the work has got and may
//! stop it; the work asks the meter now and then whether to go on, and
//! when it must stop it says why and how far it got ([`Halt`]).

use std::fmt;

/// The memory and time one computation may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Budget {
    /// Bytes its tables may hold (estimated from their sizes).
    pub bytes: u64,
    /// Milliseconds it may run; `u64::MAX` for no limit.
    pub millis: u64,
}

impl Budget {
    /// A program of its own, by default: 4 GiB and 60 seconds (the
    /// command line's `--memory` and `--time` raise both).
    pub const NATIVE: Budget = Budget {
        bytes: 4 << 30,
        millis: 60_000,
    };

    /// A page's main thread: what answers between two frames; the
    /// worker takes the rest.
    pub const FRAME: Budget = Budget {
        bytes: 256 << 20,
        millis: 25,
    };

    /// A page's worker: until the reader cancels, within 1.5 GiB (a
    /// page's memory is one 32-bit space, shared with what it holds).
    pub const WORKER: Budget = Budget {
        bytes: 1536 << 20,
        millis: u64::MAX,
    };
}

impl fmt::Display for Budget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", bytes_text(self.bytes))?;
        if self.millis != u64::MAX {
            write!(f, " and {}", millis_text(self.millis))?;
        }
        Ok(())
    }
}

/// How far a computation has got.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Spent {
    /// Positions settled (or, for a quotient, heaps added).
    pub positions: u64,
    /// Bytes its tables hold, estimated.
    pub bytes: u64,
    /// Milliseconds since it began.
    pub millis: u64,
}

impl fmt::Display for Spent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} positions settled, {} held, {}",
            grouped(self.positions),
            bytes_text(self.bytes),
            millis_text(self.millis)
        )
    }
}

/// Why a computation stopped before its answer, with how far it got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Halt {
    /// Its time was spent.
    Time(Spent),
    /// Its memory was spent.
    Memory(Spent),
    /// The listener stopped it.
    Cancelled(Spent),
}

impl Halt {
    /// How far it got.
    pub fn spent(&self) -> Spent {
        match *self {
            Halt::Time(s) | Halt::Memory(s) | Halt::Cancelled(s) => s,
        }
    }
}

impl fmt::Display for Halt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Halt::Time(s) => write!(f, "its time ran out ({s})"),
            Halt::Memory(s) => write!(f, "its memory ran out ({s})"),
            Halt::Cancelled(s) => write!(f, "it was stopped ({s})"),
        }
    }
}

impl std::error::Error for Halt {}

/// `1,234,567`.
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `1.5 GiB`, `64 MiB`, `12 KiB`.
pub fn bytes_text(bytes: u64) -> String {
    const UNITS: [&str; 4] = ["bytes", "KiB", "MiB", "GiB"];
    let mut x = bytes as f64;
    let mut unit = 0;
    while x >= 1024.0 && unit + 1 < UNITS.len() {
        x /= 1024.0;
        unit += 1;
    }
    if unit == 0 {
        format!("{bytes} bytes")
    } else if x < 10.0 && x.fract() != 0.0 {
        format!("{x:.1} {}", UNITS[unit])
    } else {
        format!("{x:.0} {}", UNITS[unit])
    }
}

/// `250 ms`, `1.7 s`, `60 s`.
pub fn millis_text(millis: u64) -> String {
    if millis < 1000 {
        format!("{millis} ms")
    } else if millis < 10_000 && millis % 1000 != 0 {
        format!("{:.1} s", millis as f64 / 1000.0)
    } else {
        format!("{} s", millis / 1000)
    }
}

/// The clock a computation reads: milliseconds from any fixed start.
pub type Clock<'a> = &'a dyn Fn() -> f64;

/// The clock of a program of its own: milliseconds since it was made.
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub fn native_clock() -> std::rc::Rc<dyn Fn() -> f64> {
    let start = std::time::Instant::now();
    std::rc::Rc::new(move || start.elapsed().as_secs_f64() * 1e3)
}

/// In a browser the core reads no clock of its own (the page hands it
/// `performance.now`): this one stands still, so only memory bounds a
/// computation given it.
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
pub fn native_clock() -> std::rc::Rc<dyn Fn() -> f64> {
    std::rc::Rc::new(|| 0.0)
}

/// The budget, the clock and the listener of one computation.
pub struct Meter<'a> {
    budget: Budget,
    now: Clock<'a>,
    started: f64,
    /// Hears how far the work has got; `false` stops it.
    listen: &'a mut dyn FnMut(&Spent) -> bool,
}

impl<'a> Meter<'a> {
    /// A meter that starts now.
    pub fn new(budget: Budget, now: Clock<'a>, listen: &'a mut dyn FnMut(&Spent) -> bool) -> Self {
        Meter {
            budget,
            now,
            started: now(),
            listen,
        }
    }

    /// The budget.
    pub fn budget(&self) -> Budget {
        self.budget
    }

    /// Milliseconds since the meter started.
    pub fn elapsed(&self) -> u64 {
        ((self.now)() - self.started).max(0.0) as u64
    }

    /// Whether the work may go on, having settled `positions` and holding
    /// `bytes`: the listener hears it, then the budget is checked.
    pub fn check(&mut self, positions: u64, bytes: u64) -> Result<(), Halt> {
        let spent = Spent {
            positions,
            bytes,
            millis: self.elapsed(),
        };
        if !(self.listen)(&spent) {
            return Err(Halt::Cancelled(spent));
        }
        if spent.bytes > self.budget.bytes {
            return Err(Halt::Memory(spent));
        }
        if spent.millis > self.budget.millis {
            return Err(Halt::Time(spent));
        }
        Ok(())
    }
}

/// Runs `work` with a meter that never stops it (no clock is read):
/// for tests and for computations bounded by what they are asked.
pub fn without_limits<T>(work: impl FnOnce(&mut Meter<'_>) -> T) -> T {
    let now = || 0.0;
    let mut listen = |_: &Spent| true;
    let mut meter = Meter::new(
        Budget {
            bytes: u64::MAX,
            millis: u64::MAX,
        },
        &now,
        &mut listen,
    );
    work(&mut meter)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    #[test]
    fn a_meter_stops_for_time_memory_or_its_listener() {
        let clock = Cell::new(0.0);
        let now = || clock.get();
        let budget = Budget {
            bytes: 1000,
            millis: 50,
        };
        let mut go = true;
        let mut heard = 0;
        let mut listen = |_: &Spent| {
            heard += 1;
            go
        };
        let mut meter = Meter::new(budget, &now, &mut listen);
        assert_eq!(meter.check(10, 999), Ok(()));
        assert!(matches!(meter.check(10, 1001), Err(Halt::Memory(s)) if s.bytes == 1001));
        clock.set(51.0);
        assert!(matches!(meter.check(12, 10), Err(Halt::Time(s)) if s.millis == 51));
        go = false;
        let mut listen = |_: &Spent| go;
        let mut meter = Meter::new(budget, &now, &mut listen);
        assert!(matches!(meter.check(1, 1), Err(Halt::Cancelled(_))));
        assert!(heard >= 3);
    }

    #[test]
    fn sizes_and_times_read_as_people_write_them() {
        assert_eq!(bytes_text(4 << 30), "4 GiB");
        assert_eq!(bytes_text(1536 << 20), "1.5 GiB");
        assert_eq!(bytes_text(512), "512 bytes");
        assert_eq!(millis_text(250), "250 ms");
        assert_eq!(millis_text(1700), "1.7 s");
        assert_eq!(millis_text(60_000), "60 s");
        assert_eq!(Budget::NATIVE.to_string(), "4 GiB and 60 s");
        assert_eq!(grouped(1_234_567), "1,234,567");
        assert_eq!(grouped(999), "999");
    }
}
