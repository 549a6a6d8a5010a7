//! The values a series is read as: a [`Nimber`], or a compact integer
//! where a long series is stored in less memory.

use crate::Nimber;

/// A value of a series as the analyses read it: a [`Nimber`], or a compact
/// integer where a long series is stored in less memory.
pub trait Value: Copy + PartialEq {
    /// The value as a number.
    fn get(self) -> u64;
}

impl Value for Nimber {
    fn get(self) -> u64 {
        self.0
    }
}

macro_rules! compact_value {
    ($($t:ty),*) => {$(
        impl Value for $t {
            fn get(self) -> u64 {
                u64::from(self)
            }
        }
    )*};
}
compact_value!(u8, u16, u32, u64);
