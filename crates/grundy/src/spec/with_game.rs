//! The one match that pairs a game with a position of its own kind.

/// Runs `$body` with `$g` the inner game and `$p` the inner position when
/// the position belongs to the game (`$wp` and `$wm` wrapping the inner
/// game's positions and moves), and gives `$other` otherwise.
macro_rules! with_game {
    ($self:expr, $pos:expr, |$g:ident, $p:ident, $wp:ident, $wm:ident| $body:expr, $other:expr) => {
        match ($self, $pos) {
            (AnyGame::Manifold($g), AnyPosition::Surfaces($p)) => {
                #[allow(unused_variables)]
                let ($wp, $wm) = (AnyPosition::Surfaces, AnyMove::Cut);
                $body
            }
            (AnyGame::Lab($g), AnyPosition::Surfaces($p)) => {
                #[allow(unused_variables)]
                let ($wp, $wm) = (AnyPosition::Surfaces, AnyMove::Cut);
                $body
            }
            (AnyGame::Nim($g), AnyPosition::Heaps($p)) => {
                #[allow(unused_variables)]
                let ($wp, $wm) = (AnyPosition::Heaps, AnyMove::Nim);
                $body
            }
            (AnyGame::Octal($g), AnyPosition::Heaps($p)) => {
                #[allow(unused_variables)]
                let ($wp, $wm) = (AnyPosition::Heaps, AnyMove::Octal);
                $body
            }
            (AnyGame::Subtraction($g), AnyPosition::Heaps($p)) => {
                #[allow(unused_variables)]
                let ($wp, $wm) = (AnyPosition::Heaps, AnyMove::Heap);
                $body
            }
            (AnyGame::Lasker($g), AnyPosition::Heaps($p)) => {
                #[allow(unused_variables)]
                let ($wp, $wm) = (AnyPosition::Heaps, AnyMove::Heap);
                $body
            }
            (AnyGame::GrundyGame($g), AnyPosition::Heaps($p)) => {
                #[allow(unused_variables)]
                let ($wp, $wm) = (AnyPosition::Heaps, AnyMove::Heap);
                $body
            }
            (AnyGame::Rectangles($g), AnyPosition::Rectangles($p)) => {
                #[allow(unused_variables)]
                let ($wp, $wm) = (AnyPosition::Rectangles, AnyMove::Rect);
                $body
            }
            (AnyGame::Boxes($g), AnyPosition::Boxes($p)) => {
                #[allow(unused_variables)]
                let ($wp, $wm) = (AnyPosition::Boxes, AnyMove::Box);
                $body
            }
            _ => $other,
        }
    };
}
