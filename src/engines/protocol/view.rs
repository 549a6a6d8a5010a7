//! What a game of a module shows as data: its board, its explanation and
//! its editor are blocks the page draws as its own elements, every button
//! and every clickable part of a figure carrying a typed [`ViewAction`].
//! Only display-only markup (the figures' drawings, worked-out
//! paragraphs) travels as text.

use serde::{Deserialize, Serialize};

mod figure;
mod table;

pub use figure::{Figure, Part, Shape, Svg, Target};
pub use table::{Cell, Field, Form, Item, Table, TableRow};

/// What a button, or a clickable part of a figure, does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ViewAction {
    /// Redraws the editor in this state, in the game's own notation (say,
    /// a vertex chosen as an edge's first end).
    State(String),
    /// Starts a new game from this position, in the game's notation.
    Edit(String),
    /// Hands the editor's form, its fields as typed, to the editor.
    Submit,
    /// Plays this move, written as the game writes moves.
    Play(String),
    /// Lists the moves of this component of the position (a head of a
    /// row of coins, a part of a graph).
    Select(usize),
    /// Lists the moves of the sum's component `.0`, with its own
    /// component `.1` chosen inside it.
    SelectWithin(usize, usize),
    /// Shows this step of the explanation's walkthrough.
    Step(usize),
}

impl ViewAction {
    /// The hook a test finds the element doing this by, when it has no
    /// test id of its own: `move TEXT`, `pick I`, `within C:K`, `step N`,
    /// `state S`, `edit P`, `submit`.
    pub fn hook(&self) -> String {
        match self {
            ViewAction::State(s) => format!("state {s}"),
            ViewAction::Edit(p) => format!("edit {p}"),
            ViewAction::Submit => "submit".to_string(),
            ViewAction::Play(m) => format!("move {m}"),
            ViewAction::Select(i) => format!("pick {i}"),
            ViewAction::SelectWithin(c, k) => format!("within {c}:{k}"),
            ViewAction::Step(n) => format!("step {n}"),
        }
    }
}

/// A board, an explanation or an editor as the module lays it out, drawn
/// by the page.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ModuleView {
    /// Its blocks, in order.
    pub blocks: Vec<Block>,
}

impl ModuleView {
    /// The editor's form, if it has one (an editor has at most one).
    pub fn form(&self) -> Option<&Form> {
        fn find(blocks: &[Block]) -> Option<&Form> {
            blocks.iter().find_map(|b| match b {
                Block::Form(f) => Some(f),
                Block::Group { blocks, .. } => find(blocks),
                _ => None,
            })
        }
        find(&self.blocks)
    }

    /// Every button of the editor, in order: its lists', tables' and
    /// form's among them, and the clickable parts of its figures.
    pub fn buttons(&self) -> Vec<&Button> {
        fn walk<'a>(blocks: &'a [Block], out: &mut Vec<&'a Button>) {
            for b in blocks {
                match b {
                    Block::Group { blocks, .. } => walk(blocks, out),
                    Block::Buttons { buttons, .. } => out.extend(buttons),
                    Block::Button(button) => out.push(button),
                    Block::List { items, .. } => {
                        out.extend(items.iter().flat_map(|i| &i.buttons));
                    }
                    Block::Table(t) => out.extend(
                        t.rows
                            .iter()
                            .flat_map(|r| &r.cells)
                            .flat_map(|c| &c.buttons),
                    ),
                    Block::Form(f) => out.push(&f.submit),
                    Block::Figure(f) => parts(&f.parts, out),
                    Block::Heading { .. } | Block::Status { .. } | Block::Markup(_) => {}
                }
            }
        }
        fn parts<'a>(ps: &'a [Part], out: &mut Vec<&'a Button>) {
            for p in ps {
                match p {
                    Part::Target(t) => out.push(&t.button),
                    Part::Group { parts: inner, .. } => parts(inner, out),
                    Part::Markup(_) => {}
                }
            }
        }
        let mut out = Vec::new();
        walk(&self.blocks, &mut out);
        out
    }

    /// The same view with every action `f` changed, or taken away where
    /// `f` gives `None` (a sum's part acting in the sum).
    pub fn map_actions(mut self, f: &impl Fn(ViewAction) -> Option<ViewAction>) -> ModuleView {
        fn button(b: &mut Button, f: &impl Fn(ViewAction) -> Option<ViewAction>) {
            b.action = b.action.take().and_then(f);
        }
        fn parts(ps: &mut [Part], f: &impl Fn(ViewAction) -> Option<ViewAction>) {
            for p in ps {
                match p {
                    Part::Target(t) => button(&mut t.button, f),
                    Part::Group { parts: inner, .. } => parts(inner, f),
                    Part::Markup(_) => {}
                }
            }
        }
        fn walk(blocks: &mut [Block], f: &impl Fn(ViewAction) -> Option<ViewAction>) {
            for b in blocks {
                match b {
                    Block::Group { blocks, .. } => walk(blocks, f),
                    Block::Buttons { buttons, .. } => buttons.iter_mut().for_each(|b| button(b, f)),
                    Block::Button(b) => button(b, f),
                    Block::List { items, .. } => items
                        .iter_mut()
                        .flat_map(|i| &mut i.buttons)
                        .for_each(|b| button(b, f)),
                    Block::Table(t) => t
                        .rows
                        .iter_mut()
                        .flat_map(|r| &mut r.cells)
                        .flat_map(|c| &mut c.buttons)
                        .for_each(|b| button(b, f)),
                    Block::Form(form) => button(&mut form.submit, f),
                    Block::Figure(fig) => parts(&mut fig.parts, f),
                    Block::Heading { .. } | Block::Status { .. } | Block::Markup(_) => {}
                }
            }
        }
        walk(&mut self.blocks, f);
        self
    }

    /// The moves the view's buttons play, as the game writes them.
    pub fn plays(&self) -> Vec<&str> {
        self.actions()
            .into_iter()
            .filter_map(|a| match a {
                ViewAction::Play(m) => Some(m.as_str()),
                _ => None,
            })
            .collect()
    }

    /// The components the view's buttons select, in order.
    pub fn selects(&self) -> Vec<usize> {
        self.actions()
            .into_iter()
            .filter_map(|a| match a {
                ViewAction::Select(i) => Some(*i),
                _ => None,
            })
            .collect()
    }

    /// The view's figures, in order.
    pub fn figures(&self) -> Vec<&Figure> {
        fn walk<'a>(blocks: &'a [Block], out: &mut Vec<&'a Figure>) {
            for b in blocks {
                match b {
                    Block::Group { blocks, .. } => walk(blocks, out),
                    Block::Figure(f) => out.push(f),
                    _ => {}
                }
            }
        }
        let mut out = Vec::new();
        walk(&self.blocks, &mut out);
        out
    }

    /// The view's one figure, when it is a figure alone (a board).
    pub fn only_figure(&self) -> Option<&Figure> {
        match self.blocks.as_slice() {
            [Block::Figure(f)] => Some(f),
            _ => None,
        }
    }

    /// Every block's display-only markup, joined (for tests reading what a
    /// view shows).
    pub fn markup(&self) -> String {
        fn parts(ps: &[Part], out: &mut String) {
            for p in ps {
                match p {
                    Part::Markup(m) => out.push_str(m),
                    Part::Target(t) => out.push_str(&t.inner),
                    Part::Group { parts: inner, .. } => parts(inner, out),
                }
            }
        }
        fn walk(blocks: &[Block], out: &mut String) {
            for b in blocks {
                match b {
                    Block::Group { blocks, .. } => walk(blocks, out),
                    Block::Markup(m) => out.push_str(m),
                    Block::Figure(f) => parts(&f.parts, out),
                    Block::Heading { text, .. } | Block::Status { text, .. } => out.push_str(text),
                    _ => {}
                }
            }
        }
        let mut out = String::new();
        walk(&self.blocks, &mut out);
        out
    }

    /// The actions of every button, in order.
    pub fn actions(&self) -> Vec<&ViewAction> {
        self.buttons()
            .into_iter()
            .filter_map(|b| b.action.as_ref())
            .collect()
    }

    /// The positions the editor's buttons start a new game from.
    pub fn edits(&self) -> Vec<&str> {
        self.actions()
            .into_iter()
            .filter_map(|a| match a {
                ViewAction::Edit(p) => Some(p.as_str()),
                _ => None,
            })
            .collect()
    }

    /// The states the editor's buttons redraw it in.
    pub fn states(&self) -> Vec<&str> {
        self.actions()
            .into_iter()
            .filter_map(|a| match a {
                ViewAction::State(s) => Some(s.as_str()),
                _ => None,
            })
            .collect()
    }
}

/// The element a group of blocks is drawn as.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GroupTag {
    /// `<section>`.
    Section,
    /// `<div>`.
    Div,
    /// `<figure>`.
    Figure,
    /// `<ul>`.
    Ul,
    /// `<ol>`.
    Ol,
    /// `<li>`.
    Li,
    /// `<p>`.
    P,
    /// `<span>`.
    Span,
    /// `<h2>`.
    H2,
    /// `<h3>`.
    H3,
    /// `<nav>`, named by its label.
    Nav,
}

/// One block of an editor.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Block {
    /// Blocks drawn inside one element.
    Group {
        /// The element.
        tag: GroupTag,
        /// Its classes.
        class: String,
        /// The id of the heading naming it (`aria-labelledby`).
        labelled_by: Option<String>,
        /// What it is named by (`aria-label`), if not by a heading.
        label: Option<String>,
        /// Its `id`, if others refer to it.
        id: Option<String>,
        /// Its test id.
        testid: Option<String>,
        /// The G-value it shows (`data-value`, for tests).
        value: Option<u64>,
        /// What it holds.
        blocks: Vec<Block>,
    },
    /// A heading (`<h3>`).
    Heading {
        /// Its id, when a group names itself by it.
        id: Option<String>,
        /// Its words.
        text: String,
    },
    /// A line saying what the editor waits for, or what went wrong, read
    /// out when it changes.
    Status {
        /// Its classes.
        class: String,
        /// `role` (`status`, `alert`), if any.
        role: Option<String>,
        /// `aria-live`, if any.
        live: Option<String>,
        /// Its test id.
        testid: Option<String>,
        /// Its words.
        text: String,
    },
    /// Display-only markup: paragraphs, a worked-out entry.
    Markup(String),
    /// A drawing, parts of which may be clicked.
    Figure(Figure),
    /// A row of buttons.
    Buttons {
        /// Its classes.
        class: String,
        /// `role` (`group`, `toolbar`).
        role: String,
        /// `aria-label`.
        label: String,
        /// The buttons.
        buttons: Vec<Button>,
    },
    /// One button on its own.
    Button(Button),
    /// A list (`<ul>`), each item its words and its buttons.
    List {
        /// Its classes.
        class: String,
        /// `aria-label`.
        label: String,
        /// The items.
        items: Vec<Item>,
    },
    /// A table whose cells may hold buttons.
    Table(Table),
    /// A form: labelled fields and the button that hands them over.
    Form(Form),
}

/// A button of an editor.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Button {
    /// Its words.
    pub text: String,
    /// Its classes.
    pub class: String,
    /// `aria-label`, when its words are not its name.
    pub label: Option<String>,
    /// `aria-pressed`, for a toggle.
    pub pressed: Option<bool>,
    /// `aria-current`: the entry shown.
    pub current: bool,
    /// It does nothing now (`disabled`, or `aria-disabled` on a figure's
    /// part, which stays focusable to be read out).
    pub disabled: bool,
    /// Its test id.
    pub testid: Option<String>,
    /// What a click does; `None` for nothing.
    pub action: Option<ViewAction>,
}

impl Button {
    /// A button doing `action`, its words `text`, with classes `class`.
    pub fn new(text: impl Into<String>, class: impl Into<String>, action: ViewAction) -> Button {
        Button {
            text: text.into(),
            class: class.into(),
            action: Some(action),
            ..Button::default()
        }
    }

    /// The same, named `label` for a screen reader.
    pub fn labelled(mut self, label: impl Into<String>) -> Button {
        self.label = Some(label.into());
        self
    }

    /// The same, a toggle in state `on`.
    pub fn pressed(mut self, on: bool) -> Button {
        self.pressed = Some(on);
        self
    }

    /// The same, disabled when `off`.
    pub fn disabled(mut self, off: bool) -> Button {
        self.disabled = off;
        self
    }

    /// The same, with a test id.
    pub fn testid(mut self, id: impl Into<String>) -> Button {
        self.testid = Some(id.into());
        self
    }
}

impl Block {
    /// A group of `blocks` drawn as `tag` with classes `class`, named by
    /// nothing.
    pub fn group(tag: GroupTag, class: impl Into<String>, blocks: Vec<Block>) -> Block {
        Block::Group {
            tag,
            class: class.into(),
            labelled_by: None,
            label: None,
            id: None,
            testid: None,
            value: None,
            blocks,
        }
    }

    /// Display-only markup.
    pub fn markup(m: impl Into<String>) -> Block {
        Block::Markup(m.into())
    }
}
