//! The board drawn as SVG from the laid-out position: free dots choose
//! their region, a previewed loop plays its move, and a text alternative
//! says in words what the figure shows.

use crate::display::raw;
use crate::games::shown::{BoardMsg, Scene};
use crate::games::target::{self, Named};
use crate::text::{plural, with_separators};
use figures::rims::figure::{
    caption_at, cluster_dots, count_at, describe, inside_at, on_dots, DOT, MARGIN, ROUND,
};
use figures::rims::layout::{lay_out, Body, Cluster, Inside, Item, Shape};
use figures::rims::names::region_name;
use grundy::dynamic::DynMove;
use grundy::games::rims::{LoopMove, Region, Rims};
use grundy::Game;
use maud::{Markup, PreEscaped};
use yew::prelude::*;

/// The board of `whole`, with `preview` drawn as the position after it,
/// the scene's selected component marked, and each clickable part
/// sending its message to the scene.
pub(super) fn board(whole: &Region, preview: Option<&LoopMove>, scene: &Scene) -> Html {
    let body = lay_out(whole, preview.map(|mv| (mv, Rims.format_move(whole, mv))));
    let writer = Writer { scene, preview };
    figure(&body, &describe(whole, preview), &writer)
}

/// A figure's children in the order drawn: display-only markup, joined
/// between the clickable parts. Every child is keyed (the markup by its
/// place), so the clickable parts, keyed by what they do, keep their
/// elements from one drawing to the next.
#[derive(Default)]
struct Parts {
    parts: Vec<Html>,
    markup: String,
    clickable: bool,
}

impl Parts {
    fn draw(&mut self, m: Markup) {
        self.markup.push_str(&m.into_string());
    }

    fn target(&mut self, part: Html) {
        self.flush();
        self.parts.push(part);
        self.clickable = true;
    }

    fn flush(&mut self) {
        if !self.markup.is_empty() {
            let key = format!("drawing {}", self.parts.len());
            let drawn = raw(PreEscaped(std::mem::take(&mut self.markup)));
            self.parts.push(html! { <key={key}>{drawn}</> });
        }
    }

    fn finish(mut self) -> (Vec<Html>, bool) {
        self.flush();
        (self.parts, self.clickable)
    }
}

/// Writes placed bodies as SVG: free dots choose their region, a
/// previewed loop plays its move.
struct Writer<'a> {
    scene: &'a Scene,
    preview: Option<&'a LoopMove>,
}

fn circle(cx: i64, cy: i64, r: i64, class: &str) -> Markup {
    maud::html! { circle class=(class) cx=(cx) cy=(cy) r=(r) {} }
}

fn text(x: i64, y: i64, class: &str, content: &str) -> Markup {
    maud::html! { text class=(class) x=(x) y=(y) { (content) } }
}

impl Writer<'_> {
    fn body(&self, body: &Body, x0: i64, y0: i64, out: &mut Parts) {
        for (x, y, item) in &body.items {
            let (x, y) = (x0 + x, y0 + y);
            match item {
                Item::Dots(c) => self.cluster(c, x, y, out),
                Item::Loop(s) => self.shape(s, x, y, out),
                Item::More(n) => out.draw(text(x + 4, y + 14, "rims-more", &Item::more_text(*n))),
            }
        }
    }

    fn cluster(&self, c: &Cluster, x: i64, y: i64, out: &mut Parts) {
        let (w, h) = c.size();
        let (tx, ty) = count_at(c, x, y);
        let selected = c.component.is_some() && c.component == self.scene.selected;
        let class = if c.enclosed {
            "rims-cluster rims-enclosed"
        } else if selected {
            "rims-cluster rims-selected"
        } else {
            "rims-cluster"
        };
        let dot_class = if c.enclosed {
            "rims-dot rims-dot-enclosed"
        } else {
            "rims-dot"
        };
        let inner = maud::html! {
            rect class="rims-hit" x=(x - 3) y=(y - 3) width=(w + 6) height=(h + 4) rx="6" {}
            @for (cx, cy) in cluster_dots(c, x, y) {
                (circle(cx, cy, DOT, dot_class))
            }
            (text(tx, ty, "rims-count", &c.label()))
        };
        // Only a region that is a component is a button.
        match c.component {
            Some(component) => {
                let label = format!(
                    "Region {}: {} free {}{}; show its moves",
                    region_name(&c.path),
                    with_separators(u128::from(c.dots)),
                    plural(c.dots, "dot", "dots"),
                    if selected { " (selected)" } else { "" }
                );
                let named = Named::new(class, label).hook(self.scene.pick_hook(component));
                let act = self
                    .scene
                    .send
                    .reform(move |()| BoardMsg::Select(component));
                out.target(target::target(
                    component,
                    target::Shape::Group(raw(inner)),
                    named,
                    act,
                ));
            }
            None => out.draw(maud::html! { g class=(class) { (inner) } }),
        }
    }

    fn shape(&self, s: &Shape, x: i64, y: i64, out: &mut Parts) {
        let (w, h) = s.size();
        let new = s.new.is_some();
        let (cx, cy) = caption_at(s, x, y);
        let outline = maud::html! {
            rect class=(if new { "rims-loop rims-loop-new" } else { "rims-loop" })
                x=(x) y=(y) width=(w) height=(h) rx=(ROUND) {}
            @for (ox, oy) in on_dots(s, x, y) {
                (circle(ox, oy, DOT, if new { "rims-on rims-on-new" } else { "rims-on" }))
            }
            (text(cx, cy, "rims-name", &s.caption()))
        };
        match (&s.new, self.preview) {
            (Some(move_text), Some(mv)) => {
                let label = format!(
                    "Draw this loop ({move_text}): through {} {}",
                    s.through,
                    plural(s.through, "dot", "dots")
                );
                let live = self.scene.live;
                let named = Named::new("rims-new", label)
                    .hook(self.scene.play_hook(move_text))
                    .disabled(!live);
                // Off a person's turn the loop is drawn, and does nothing.
                let act = if live {
                    let (mv, component) = (mv.clone(), Rims.component_of(mv));
                    self.scene
                        .send
                        .reform(move |()| BoardMsg::Play(DynMove::new(mv.clone(), component)))
                } else {
                    Callback::noop()
                };
                out.target(target::target(
                    move_text.clone(),
                    target::Shape::Group(raw(outline)),
                    named,
                    act,
                ));
            }
            _ => out.draw(outline),
        }
        let (ix, iy) = inside_at(s, x, y);
        match &s.inside {
            Inside::Drawn(b) => self.body(b, ix, iy, out),
            Inside::Hidden { dots } => {
                out.draw(text(ix, iy, "rims-more", &Shape::hidden_text(*dots)))
            }
        }
    }
}

/// The smallest of the figure widths (CSS classes) at least `natural`.
fn fit_class(natural: i64) -> &'static str {
    const FITS: [(i64, &str); 8] = [
        (120, "rims-fit-120"),
        (160, "rims-fit-160"),
        (220, "rims-fit-220"),
        (300, "rims-fit-300"),
        (420, "rims-fit-420"),
        (560, "rims-fit-560"),
        (720, "rims-fit-720"),
        (900, "rims-fit-900"),
    ];
    FITS.iter()
        .find(|(w, _)| *w >= natural)
        .map_or("rims-fit-900", |(_, c)| c)
}

/// The figure: its frame a `group` when a part of it can be clicked,
/// else an image.
fn figure(body: &Body, label: &str, w: &Writer) -> Html {
    let (vw, vh) = (body.w + 2 * MARGIN, body.h + 2 * MARGIN + DOT);
    let mut parts = Parts::default();
    w.body(body, MARGIN, MARGIN + DOT, &mut parts);
    let (parts, clickable) = parts.finish();
    html! {
        <figure class="rims-figure rims-board">
            <svg class={format!("rims-svg {}", fit_class(vw * 13 / 10))}
                viewBox={format!("0 0 {vw} {vh}")} width="100%"
                preserveAspectRatio="xMidYMid meet" role={if clickable { "group" } else { "img" }}
                aria-label={label.to_string()}>
                { for parts }
            </svg>
        </figure>
    }
}

#[cfg(test)]
mod tests;
