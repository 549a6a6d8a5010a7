//! The export panel's state: which surface is exported, the cut last
//! shown on it and whether its curve is drawn, and the copy the browser
//! last refused.

use grundy::manifold::{Cut, Position};
use yew::AttrValue;

/// A copy the browser refused: the SVG to copy by hand, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fallback {
    /// The figure's SVG text.
    pub svg: AttrValue,
    /// The browser's reason, in words.
    pub reason: String,
    /// Which refusal this is, so a second one selects the text again.
    pub attempt: u32,
}

/// What the export panel keeps for the visit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExportState {
    /// The position and the surface of it exported, counted from 0.
    pub shown: Option<(Position, usize)>,
    /// The cut last shown on that surface.
    pub cut: Option<Cut>,
    /// Draw the cut's curve on the figure.
    pub with_cut: bool,
    /// The copy the browser last refused.
    pub fallback: Option<Fallback>,
    /// How many copies have been tried.
    attempts: u32,
}

impl Default for ExportState {
    fn default() -> ExportState {
        ExportState {
            shown: None,
            cut: None,
            with_cut: true,
            fallback: None,
            attempts: 0,
        }
    }
}

impl ExportState {
    /// Whether the state already shows component `component` of
    /// `position` with the cut in view (`cut`, when there is one).
    pub fn follows(&self, position: &Position, component: usize, cut: Option<Cut>) -> bool {
        let same = self
            .shown
            .as_ref()
            .is_some_and(|(p, c)| p == position && *c == component);
        same && (cut.is_none() || cut == self.cut)
    }

    /// Shows component `component` of `position`, with the cut in view
    /// (`cut`). The last cut shown on this surface stays chosen when the
    /// pointer leaves it for the buttons; another surface starts afresh.
    pub fn follow(&mut self, position: &Position, component: usize, cut: Option<Cut>) {
        let same = self
            .shown
            .as_ref()
            .is_some_and(|(p, c)| p == position && *c == component);
        if !same {
            self.shown = Some((position.clone(), component));
            self.cut = None;
            self.fallback = None;
        }
        if cut.is_some() && cut != self.cut {
            self.cut = cut;
            self.with_cut = true;
        }
    }

    /// Draws the cut's curve on the figure, or not.
    pub fn set_with_cut(&mut self, with_cut: bool) {
        self.with_cut = with_cut;
    }

    /// How copying `svg` went: a refusal keeps it to copy by hand.
    pub fn copied(&mut self, svg: String, outcome: Result<(), String>) {
        self.attempts += 1;
        self.fallback = outcome.err().map(|reason| Fallback {
            svg: AttrValue::from(svg),
            reason,
            attempt: self.attempts,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::manifold::{parse_position, CutKind};

    fn cut(position: &Position, kind: CutKind) -> Cut {
        Cut::from_parts(position.surfaces()[0], kind, None).unwrap()
    }

    #[test]
    fn the_last_cut_shown_stays_when_the_pointer_leaves_it() {
        let p = parse_position("n5").unwrap();
        let mut s = ExportState::default();
        s.follow(&p, 0, Some(cut(&p, CutKind::D)));
        s.set_with_cut(false);
        s.follow(&p, 0, None);
        assert_eq!(s.cut, Some(cut(&p, CutKind::D)));
        assert!(!s.with_cut);
        assert!(s.follows(&p, 0, None));
        // Another cut is drawn with its curve.
        s.follow(&p, 0, Some(cut(&p, CutKind::C)));
        assert!(s.with_cut);
    }

    #[test]
    fn another_surface_starts_afresh() {
        let p = parse_position("n5 + o2").unwrap();
        let mut s = ExportState::default();
        s.follow(&p, 0, Some(cut(&p, CutKind::D)));
        s.copied("<svg/>".into(), Err("denied".into()));
        assert!(!s.follows(&p, 1, None));
        s.follow(&p, 1, None);
        assert_eq!((s.cut, s.fallback), (None, None));
    }

    #[test]
    fn a_refused_copy_is_kept_with_its_reason_until_one_succeeds() {
        let mut s = ExportState::default();
        s.copied("<svg/>".into(), Err("denied".into()));
        let f = s.fallback.clone().unwrap();
        assert_eq!((f.svg.as_str(), f.reason.as_str()), ("<svg/>", "denied"));
        s.copied("<svg/>".into(), Ok(()));
        assert_eq!(s.fallback, None);
    }
}
