//! Positions and moves held without their types: each the game's own
//! value, compared and hashed as it is, and read back by its type.

use std::any::Any;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

/// A value of some game's own type (a position, a move) that can be held,
/// compared and hashed without knowing the type.
trait Held: fmt::Debug {
    fn as_any(&self) -> &dyn Any;
    fn same(&self, other: &dyn Held) -> bool;
    fn hash_into(&self, state: &mut dyn Hasher);
}

impl<T: Any + fmt::Debug + Eq + Hash> Held for T {
    fn as_any(&self) -> &dyn Any {
        self
    }

    fn same(&self, other: &dyn Held) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }

    fn hash_into(&self, mut state: &mut dyn Hasher) {
        self.hash(&mut state);
    }
}

/// A position of a game held without its type: the game's own position,
/// which the game reads back by its type ([`DynPosition::get`]).
#[derive(Clone)]
pub struct DynPosition(Rc<dyn Held>);

impl DynPosition {
    /// Holds `position`.
    pub fn new<P: Any + fmt::Debug + Eq + Hash>(position: P) -> DynPosition {
        DynPosition(Rc::new(position))
    }

    /// The position, when it is a `P`.
    pub fn get<P: Any>(&self) -> Option<&P> {
        self.0.as_any().downcast_ref()
    }
}

impl fmt::Debug for DynPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl PartialEq for DynPosition {
    fn eq(&self, other: &DynPosition) -> bool {
        self.0.same(&*other.0)
    }
}

impl Eq for DynPosition {}

impl Hash for DynPosition {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.hash_into(state);
    }
}

/// A move of a game held without its type: the game's own move, and the
/// index of the component it acts on.
#[derive(Clone)]
pub struct DynMove {
    held: Rc<dyn Held>,
    component: usize,
}

impl DynMove {
    /// Holds `mv`, which acts on component `component`.
    pub fn new<M: Any + fmt::Debug + Eq + Hash>(mv: M, component: usize) -> DynMove {
        DynMove {
            held: Rc::new(mv),
            component,
        }
    }

    /// The move, when it is an `M`.
    pub fn get<M: Any>(&self) -> Option<&M> {
        self.held.as_any().downcast_ref()
    }

    /// The index of the component it acts on.
    pub fn component(&self) -> usize {
        self.component
    }
}

impl fmt::Debug for DynMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.held.fmt(f)
    }
}

impl PartialEq for DynMove {
    fn eq(&self, other: &DynMove) -> bool {
        self.component == other.component && self.held.same(&*other.held)
    }
}

impl Eq for DynMove {}

impl Hash for DynMove {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.component.hash(state);
        self.held.hash_into(state);
    }
}
