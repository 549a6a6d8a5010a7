//! [`AnyGame`] as a [`Game`]: each question handed to the game it holds,
//! with positions and moves wrapped and unwrapped on the way.

use super::{text, AnyGame, AnyIllegalMove, AnyMove, AnyPosition, AnyTextError};
use crate::game::{Game, PlayError, Values};
use crate::view::MoveGroup;
use crate::Nimber;
impl Game for AnyGame {
    type Position = AnyPosition;
    type Move = AnyMove;
    type IllegalMove = AnyIllegalMove;
    type TextError = AnyTextError;

    fn spec(&self) -> String {
        match self {
            AnyGame::Misere(g) => g.spec(),
            AnyGame::Manifold(g) => g.spec(),
            AnyGame::Lab(g) => g.spec(),
            AnyGame::Nim(g) => g.spec(),
            AnyGame::Octal(g) => g.spec(),
            AnyGame::Subtraction(g) => g.spec(),
            AnyGame::Lasker(g) => g.spec(),
            AnyGame::GrundyGame(g) => g.spec(),
            AnyGame::Rectangles(g) => g.spec(),
            AnyGame::Boxes(g) => g.spec(),
            AnyGame::Dyn(g) => g.spec(),
        }
    }

    fn name(&self) -> String {
        match self {
            AnyGame::Misere(g) => g.name(),
            AnyGame::Manifold(g) => g.name(),
            AnyGame::Lab(g) => g.name(),
            AnyGame::Nim(g) => g.name(),
            AnyGame::Octal(g) => g.name(),
            AnyGame::Subtraction(g) => g.name(),
            AnyGame::Lasker(g) => g.name(),
            AnyGame::GrundyGame(g) => g.name(),
            AnyGame::Rectangles(g) => g.name(),
            AnyGame::Boxes(g) => g.name(),
            AnyGame::Dyn(g) => g.name(),
        }
    }

    fn moves<'a>(&'a self, position: &'a AnyPosition) -> Box<dyn Iterator<Item = AnyMove> + 'a> {
        if let AnyGame::Misere(g) = self {
            return g.moves(position);
        }
        match (self, position) {
            (AnyGame::Manifold(g), AnyPosition::Surfaces(p)) => {
                Box::new(g.moves(p).map(AnyMove::Cut))
            }
            (AnyGame::Lab(g), AnyPosition::Surfaces(p)) => Box::new(g.moves(p).map(AnyMove::Cut)),
            (AnyGame::Nim(g), AnyPosition::Heaps(p)) => Box::new(g.moves(p).map(AnyMove::Nim)),
            (AnyGame::Octal(g), AnyPosition::Heaps(p)) => Box::new(g.moves(p).map(AnyMove::Octal)),
            (AnyGame::Subtraction(g), AnyPosition::Heaps(p)) => {
                Box::new(g.moves(p).map(AnyMove::Heap))
            }
            (AnyGame::Lasker(g), AnyPosition::Heaps(p)) => Box::new(g.moves(p).map(AnyMove::Heap)),
            (AnyGame::GrundyGame(g), AnyPosition::Heaps(p)) => {
                Box::new(g.moves(p).map(AnyMove::Heap))
            }
            (AnyGame::Rectangles(g), AnyPosition::Rectangles(p)) => {
                Box::new(g.moves(p).map(AnyMove::Rect))
            }
            (AnyGame::Boxes(g), AnyPosition::Boxes(p)) => Box::new(g.moves(p).map(AnyMove::Box)),
            (AnyGame::Dyn(g), AnyPosition::Dyn(p)) => {
                Box::new(g.moves(p).into_iter().map(AnyMove::Dyn))
            }
            _ => Box::new(std::iter::empty()),
        }
    }

    fn play(
        &self,
        position: AnyPosition,
        mv: &AnyMove,
    ) -> Result<AnyPosition, PlayError<AnyPosition, AnyIllegalMove>> {
        if let AnyGame::Misere(g) = self {
            return g.play(position, mv);
        }
        let back = |position, error| Err(PlayError { position, error });
        match (self, position, mv) {
            (AnyGame::Manifold(g), AnyPosition::Surfaces(p), AnyMove::Cut(m)) => {
                g.play(p, m).map(AnyPosition::Surfaces).or_else(|e| {
                    back(
                        AnyPosition::Surfaces(e.position),
                        AnyIllegalMove::Cut(e.error),
                    )
                })
            }
            (AnyGame::Lab(g), AnyPosition::Surfaces(p), AnyMove::Cut(m)) => {
                g.play(p, m).map(AnyPosition::Surfaces).or_else(|e| {
                    back(
                        AnyPosition::Surfaces(e.position),
                        AnyIllegalMove::Lab(e.error),
                    )
                })
            }
            (AnyGame::Nim(g), AnyPosition::Heaps(p), AnyMove::Nim(m)) => g
                .play(p, m)
                .map(AnyPosition::Heaps)
                .or_else(|e| back(AnyPosition::Heaps(e.position), AnyIllegalMove::Nim(e.error))),
            (AnyGame::Octal(g), AnyPosition::Heaps(p), AnyMove::Octal(m)) => {
                g.play(p, m).map(AnyPosition::Heaps).or_else(|e| {
                    back(
                        AnyPosition::Heaps(e.position),
                        AnyIllegalMove::Octal(e.error),
                    )
                })
            }
            (AnyGame::Subtraction(g), AnyPosition::Heaps(p), AnyMove::Heap(m)) => {
                g.play(p, m).map(AnyPosition::Heaps).or_else(|e| {
                    back(
                        AnyPosition::Heaps(e.position),
                        AnyIllegalMove::Heap(e.error),
                    )
                })
            }
            (AnyGame::Lasker(g), AnyPosition::Heaps(p), AnyMove::Heap(m)) => {
                g.play(p, m).map(AnyPosition::Heaps).or_else(|e| {
                    back(
                        AnyPosition::Heaps(e.position),
                        AnyIllegalMove::Heap(e.error),
                    )
                })
            }
            (AnyGame::GrundyGame(g), AnyPosition::Heaps(p), AnyMove::Heap(m)) => {
                g.play(p, m).map(AnyPosition::Heaps).or_else(|e| {
                    back(
                        AnyPosition::Heaps(e.position),
                        AnyIllegalMove::Heap(e.error),
                    )
                })
            }
            (AnyGame::Rectangles(g), AnyPosition::Rectangles(p), AnyMove::Rect(m)) => {
                g.play(p, m).map(AnyPosition::Rectangles).or_else(|e| {
                    back(
                        AnyPosition::Rectangles(e.position),
                        AnyIllegalMove::Rect(e.error),
                    )
                })
            }
            (AnyGame::Boxes(g), AnyPosition::Boxes(p), AnyMove::Box(m)) => {
                g.play(p, m).map(AnyPosition::Boxes).or_else(|e| {
                    back(
                        AnyPosition::Boxes(e.position),
                        AnyIllegalMove::Rect(e.error),
                    )
                })
            }
            (AnyGame::Dyn(g), AnyPosition::Dyn(p), AnyMove::Dyn(m)) => match g.play(&p, m) {
                Ok(after) => Ok(AnyPosition::Dyn(after)),
                Err(e) => back(AnyPosition::Dyn(p), AnyIllegalMove::Dyn(e)),
            },
            (_, position, _) => back(position, AnyIllegalMove::OtherGame),
        }
    }

    fn parse_position(&self, text: &str) -> Result<AnyPosition, AnyTextError> {
        text::parse_position(self, text)
    }

    fn format_position(&self, position: &AnyPosition) -> String {
        if let AnyGame::Misere(g) = self {
            return g.format_position(position);
        }
        with_game!(
            self,
            position,
            |g, p, wp, wm| g.format_position(p),
            match (self, position) {
                (AnyGame::Dyn(g), AnyPosition::Dyn(p)) => g.format_position(p),
                _ => String::new(),
            }
        )
    }

    fn parse_move(&self, position: &AnyPosition, text: &str) -> Result<AnyMove, AnyTextError> {
        text::parse_move(self, position, text)
    }

    fn format_move(&self, position: &AnyPosition, mv: &AnyMove) -> String {
        if let AnyGame::Misere(g) = self {
            return g.format_move(position, mv);
        }
        match (self, position, mv) {
            (AnyGame::Manifold(g), AnyPosition::Surfaces(p), AnyMove::Cut(m)) => {
                g.format_move(p, m)
            }
            (AnyGame::Lab(g), AnyPosition::Surfaces(p), AnyMove::Cut(m)) => g.format_move(p, m),
            (AnyGame::Nim(g), AnyPosition::Heaps(p), AnyMove::Nim(m)) => g.format_move(p, m),
            (AnyGame::Octal(g), AnyPosition::Heaps(p), AnyMove::Octal(m)) => g.format_move(p, m),
            (AnyGame::Subtraction(g), AnyPosition::Heaps(p), AnyMove::Heap(m)) => {
                g.format_move(p, m)
            }
            (AnyGame::Lasker(g), AnyPosition::Heaps(p), AnyMove::Heap(m)) => g.format_move(p, m),
            (AnyGame::GrundyGame(g), AnyPosition::Heaps(p), AnyMove::Heap(m)) => {
                g.format_move(p, m)
            }
            (AnyGame::Rectangles(g), AnyPosition::Rectangles(p), AnyMove::Rect(m)) => {
                g.format_move(p, m)
            }
            (AnyGame::Boxes(g), AnyPosition::Boxes(p), AnyMove::Box(m)) => g.format_move(p, m),
            (AnyGame::Dyn(g), AnyPosition::Dyn(p), AnyMove::Dyn(m)) => g.format_move(p, m),
            _ => String::new(),
        }
    }

    fn components(&self, position: &AnyPosition) -> Vec<AnyPosition> {
        if let AnyGame::Misere(g) = self {
            return g.components(position);
        }
        with_game!(
            self,
            position,
            |g, p, wp, wm| g.components(p).into_iter().map(wp).collect(),
            match (self, position) {
                (AnyGame::Dyn(g), AnyPosition::Dyn(p)) =>
                    g.components(p).into_iter().map(AnyPosition::Dyn).collect(),
                _ => Vec::new(),
            }
        )
    }

    fn component_of(&self, mv: &AnyMove) -> usize {
        if let AnyGame::Misere(g) = self {
            return g.component_of(mv);
        }
        match mv {
            AnyMove::Cut(m) => m.component,
            AnyMove::Nim(m) => m.heap,
            AnyMove::Octal(m) => m.heap,
            AnyMove::Heap(m) => m.heap,
            AnyMove::Rect(m) => m.piece,
            AnyMove::Box(m) => m.piece,
            AnyMove::Dyn(m) => m.component(),
        }
    }

    fn pieces(&self, mv: &AnyMove) -> String {
        if let AnyGame::Misere(g) = self {
            return g.pieces(mv);
        }
        match (self, mv) {
            (AnyGame::Manifold(g), AnyMove::Cut(m)) => g.pieces(m),
            (AnyGame::Lab(g), AnyMove::Cut(m)) => g.pieces(m),
            (AnyGame::Nim(g), AnyMove::Nim(m)) => g.pieces(m),
            (AnyGame::Octal(g), AnyMove::Octal(m)) => g.pieces(m),
            (AnyGame::Subtraction(g), AnyMove::Heap(m)) => g.pieces(m),
            (AnyGame::Lasker(g), AnyMove::Heap(m)) => g.pieces(m),
            (AnyGame::GrundyGame(g), AnyMove::Heap(m)) => g.pieces(m),
            (AnyGame::Rectangles(g), AnyMove::Rect(m)) => g.pieces(m),
            (AnyGame::Boxes(g), AnyMove::Box(m)) => g.pieces(m),
            (AnyGame::Dyn(g), AnyMove::Dyn(m)) => g.pieces(m),
            _ => String::new(),
        }
    }

    fn misere(&self) -> bool {
        match self {
            AnyGame::Lab(g) => g.misere(),
            AnyGame::Misere(_) => true,
            _ => false,
        }
    }

    fn rule_outcome(&self, position: &AnyPosition) -> Option<crate::outcome::Outcome> {
        match (self, position) {
            (AnyGame::Dyn(g), AnyPosition::Dyn(p)) => g.rule_outcome(p),
            _ => None,
        }
    }

    fn misere_outcome(&self, position: &AnyPosition) -> Option<crate::misere::Outcome> {
        match (self, position) {
            (AnyGame::Lab(g), AnyPosition::Surfaces(p)) => g.misere_outcome(p),
            (AnyGame::Misere(g), p) => g.misere_outcome(p),
            _ => None,
        }
    }

    fn is_terminal(&self, position: &AnyPosition) -> bool {
        if let AnyGame::Misere(g) = self {
            return g.is_terminal(position);
        }
        with_game!(
            self,
            position,
            |g, p, wp, wm| g.is_terminal(p),
            match (self, position) {
                (AnyGame::Dyn(g), AnyPosition::Dyn(p)) => g.is_terminal(p),
                _ => true,
            }
        )
    }

    fn canonical(&self, position: &AnyPosition) -> AnyPosition {
        if let AnyGame::Misere(g) = self {
            return g.canonical(position);
        }
        with_game!(
            self,
            position,
            |g, p, wp, wm| wp(g.canonical(p)),
            position.clone()
        )
    }

    fn prepare(&self, position: &AnyPosition, budget: u64) -> Option<crate::game::Preparing> {
        super::prepare::prepare(self, position, budget)
    }

    fn closed_value(&self, component: &AnyPosition) -> Option<Nimber> {
        if let AnyGame::Misere(g) = self {
            return g.closed_value(component);
        }
        with_game!(
            self,
            component,
            |g, p, wp, wm| g.closed_value(p),
            match (self, component) {
                (AnyGame::Dyn(g), AnyPosition::Dyn(c)) if g.ready() => Some(g.value(c)),
                _ => None,
            }
        )
    }

    fn describe_component(&self, component: &AnyPosition) -> String {
        if let AnyGame::Misere(g) = self {
            return g.describe_component(component);
        }
        with_game!(
            self,
            component,
            |g, p, wp, wm| g.describe_component(p),
            match (self, component) {
                (AnyGame::Dyn(g), AnyPosition::Dyn(c)) => g.describe_component(c),
                _ => String::new(),
            }
        )
    }

    fn describe_move(&self, position: &AnyPosition, mv: &AnyMove) -> String {
        if let AnyGame::Misere(g) = self {
            return g.describe_move(position, mv);
        }
        match (self, position, mv) {
            (AnyGame::Manifold(g), AnyPosition::Surfaces(p), AnyMove::Cut(m)) => {
                g.describe_move(p, m)
            }
            (AnyGame::Lab(g), AnyPosition::Surfaces(p), AnyMove::Cut(m)) => g.describe_move(p, m),
            (AnyGame::Nim(g), AnyPosition::Heaps(p), AnyMove::Nim(m)) => g.describe_move(p, m),
            (AnyGame::Octal(g), AnyPosition::Heaps(p), AnyMove::Octal(m)) => g.describe_move(p, m),
            (AnyGame::Subtraction(g), AnyPosition::Heaps(p), AnyMove::Heap(m)) => {
                g.describe_move(p, m)
            }
            (AnyGame::Lasker(g), AnyPosition::Heaps(p), AnyMove::Heap(m)) => g.describe_move(p, m),
            (AnyGame::GrundyGame(g), AnyPosition::Heaps(p), AnyMove::Heap(m)) => {
                g.describe_move(p, m)
            }
            (AnyGame::Rectangles(g), AnyPosition::Rectangles(p), AnyMove::Rect(m)) => {
                g.describe_move(p, m)
            }
            (AnyGame::Boxes(g), AnyPosition::Boxes(p), AnyMove::Box(m)) => g.describe_move(p, m),
            (AnyGame::Dyn(g), AnyPosition::Dyn(p), AnyMove::Dyn(m)) => g.describe_move(p, m),
            _ => String::new(),
        }
    }

    fn words(&self) -> crate::game::MoveWords {
        match self {
            AnyGame::Misere(g) => g.words(),
            AnyGame::Manifold(g) => g.words(),
            AnyGame::Lab(g) => g.words(),
            AnyGame::Nim(g) => g.words(),
            AnyGame::Octal(g) => g.words(),
            AnyGame::Subtraction(g) => g.words(),
            AnyGame::Lasker(g) => g.words(),
            AnyGame::GrundyGame(g) => g.words(),
            AnyGame::Rectangles(g) => g.words(),
            AnyGame::Boxes(g) => g.words(),
            AnyGame::Dyn(g) => g.words(),
        }
    }

    fn winning_move(
        &self,
        position: &AnyPosition,
        values: Values<'_, AnyPosition>,
    ) -> Option<AnyMove> {
        if let AnyGame::Misere(g) = self {
            return g.winning_move(position, values);
        }
        with_game!(
            self,
            position,
            |g, p, wp, wm| g.winning_move(p, &|q| values(&wp(q.clone()))).map(wm),
            match (self, position) {
                (AnyGame::Dyn(g), AnyPosition::Dyn(p)) => g.winning_move(p).map(AnyMove::Dyn),
                _ => None,
            }
        )
    }

    fn computer_move(
        &self,
        position: &AnyPosition,
        values: Values<'_, AnyPosition>,
    ) -> Option<AnyMove> {
        if let AnyGame::Misere(g) = self {
            return g.computer_move(position, values);
        }
        with_game!(
            self,
            position,
            |g, p, wp, wm| g.computer_move(p, &|q| values(&wp(q.clone()))).map(wm),
            match (self, position) {
                (AnyGame::Dyn(g), AnyPosition::Dyn(p)) => g.computer_move(p).map(AnyMove::Dyn),
                _ => None,
            }
        )
    }

    fn move_for(
        &self,
        position: &AnyPosition,
        component: usize,
        group: &str,
        a: u64,
    ) -> Option<AnyMove> {
        if let AnyGame::Misere(g) = self {
            return g.move_for(position, component, group, a);
        }
        with_game!(
            self,
            position,
            |g, p, wp, wm| g.move_for(p, component, group, a).map(wm),
            match (self, position) {
                (AnyGame::Dyn(g), AnyPosition::Dyn(p)) => {
                    g.move_for(p, component, group, a).map(AnyMove::Dyn)
                }
                _ => None,
            }
        )
    }

    fn move_groups(
        &self,
        position: &AnyPosition,
        component: usize,
        limit: u64,
        values: Values<'_, AnyPosition>,
    ) -> Vec<MoveGroup<AnyMove>> {
        if let AnyGame::Misere(g) = self {
            return g.move_groups(position, component, limit, values);
        }
        with_game!(
            self,
            position,
            |g, p, wp, wm| g
                .move_groups(p, component, limit, &|q| values(&wp(q.clone())))
                .into_iter()
                .map(|group| group.map(wm))
                .collect(),
            match (self, position) {
                (AnyGame::Dyn(g), AnyPosition::Dyn(p)) => g
                    .move_groups(p, component, limit)
                    .into_iter()
                    .map(|group| group.map(AnyMove::Dyn))
                    .collect(),
                _ => Vec::new(),
            }
        )
    }

    /// Only a game reached through text (a sum) has components inside its
    /// components; any other lists the component's moves.
    fn move_groups_within(
        &self,
        position: &AnyPosition,
        component: usize,
        within: usize,
        limit: u64,
        values: Values<'_, AnyPosition>,
    ) -> Vec<MoveGroup<AnyMove>> {
        match (self, position) {
            (AnyGame::Misere(g), _) => {
                g.move_groups_within(position, component, within, limit, values)
            }
            (AnyGame::Dyn(g), AnyPosition::Dyn(p)) => g
                .move_groups_within(p, component, within, limit)
                .into_iter()
                .map(|group| group.map(AnyMove::Dyn))
                .collect(),
            _ => self.move_groups(position, component, limit, values),
        }
    }
}
