//! A game's editor as data: blocks the page draws as its own elements,
//! every button carrying a typed [`EditorAction`]. Only display-only
//! markup (the figures' drawings, worked-out paragraphs) travels as text.

use serde::{Deserialize, Serialize};

/// What a button, or a clickable part of a figure, of an editor does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EditorAction {
    /// Redraws the editor in this state, in the game's own notation (say,
    /// a vertex chosen as an edge's first end).
    State(String),
    /// Starts a new game from this position, in the game's notation.
    Edit(String),
    /// Hands the editor's form, its fields as typed, to the editor.
    Submit,
    /// Plays this move, written as the game writes moves.
    Play(String),
}

/// An editor as the module lays it out, drawn by the page.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct EditorView {
    /// Its blocks, in order.
    pub blocks: Vec<Block>,
}

impl EditorView {
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
                    Block::Figure(f) => out.extend(f.parts.iter().filter_map(|p| match p {
                        Part::Target(t) => Some(&t.button),
                        Part::Markup(_) => None,
                    })),
                    Block::Heading { .. } | Block::Status { .. } | Block::Markup(_) => {}
                }
            }
        }
        let mut out = Vec::new();
        walk(&self.blocks, &mut out);
        out
    }

    /// The actions of every button, in order.
    pub fn actions(&self) -> Vec<&EditorAction> {
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
                EditorAction::Edit(p) => Some(p.as_str()),
                _ => None,
            })
            .collect()
    }

    /// The states the editor's buttons redraw it in.
    pub fn states(&self) -> Vec<&str> {
        self.actions()
            .into_iter()
            .filter_map(|a| match a {
                EditorAction::State(s) => Some(s.as_str()),
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
    pub action: Option<EditorAction>,
}

impl Button {
    /// A button doing `action`, its words `text`, with classes `class`.
    pub fn new(text: impl Into<String>, class: impl Into<String>, action: EditorAction) -> Button {
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

/// An item of a list: its words and its buttons.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Item {
    /// Its words.
    pub text: String,
    /// The classes of the words' `<span>`.
    pub text_class: String,
    /// Its buttons.
    pub buttons: Vec<Button>,
}

/// A table: caption, column heads, and rows each headed by a cell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// Its classes.
    pub class: String,
    /// Its caption.
    pub caption: String,
    /// The column heads; none, no head row.
    pub head: Vec<String>,
    /// The rows.
    pub rows: Vec<TableRow>,
}

/// A row of a table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableRow {
    /// The row's head cell.
    pub header: String,
    /// The other cells.
    pub cells: Vec<Cell>,
}

/// A cell of a table: words or buttons.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cell {
    /// Its classes, if any.
    pub class: Option<String>,
    /// Its words.
    pub text: String,
    /// Its buttons.
    pub buttons: Vec<Button>,
}

/// A form of an editor: its fields, whose values the page holds as
/// typed, and the button (or Enter in a field) that hands them over as
/// [`super::EditorState::Fields`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Form {
    /// Its classes.
    pub class: String,
    /// Its test id.
    pub testid: Option<String>,
    /// Words between two fields.
    pub between: String,
    /// The fields.
    pub fields: Vec<Field>,
    /// The button that hands the fields over ([`EditorAction::Submit`]).
    pub submit: Button,
}

/// A labelled text field of a form.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Field {
    /// The words of its label, before it.
    pub label: String,
    /// Its name.
    pub name: String,
    /// Its test id.
    pub testid: Option<String>,
    /// Its value at first.
    pub value: String,
}

/// A figure: an SVG drawing, display-only markup and clickable parts in
/// the order drawn, and a caption.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Figure {
    /// The figure's classes.
    pub class: String,
    /// The drawing's frame.
    pub svg: Svg,
    /// What is drawn in it, in order.
    pub parts: Vec<Part>,
    /// The caption's classes and words, if any.
    pub caption: Option<(String, String)>,
}

/// The `<svg>` element of a figure.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Svg {
    /// Its classes.
    pub class: String,
    /// `viewBox`.
    pub view_box: String,
    /// `preserveAspectRatio`.
    pub aspect: String,
    /// `role`: `group` when parts are clickable, else `img`.
    pub role: String,
    /// `aria-label`.
    pub label: String,
}

/// A part of a figure's drawing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Part {
    /// Display-only SVG markup.
    Markup(String),
    /// A part a click (or Enter or Space) acts on.
    Target(Box<Target>),
}

/// A clickable part of a figure: a shape, or a group of display-only
/// markup, acting as a button (`role="button"`, focusable).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Target {
    /// The element drawn.
    pub shape: Shape,
    /// What it does and how it is named; its `text` is unused.
    pub button: Button,
    /// Display-only SVG markup inside it (a group's).
    pub inner: String,
}

/// The SVG element of a [`Target`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Shape {
    /// `<circle>`, centre and radius as written.
    Circle {
        /// `cx`.
        cx: String,
        /// `cy`.
        cy: String,
        /// `r`.
        r: String,
    },
    /// `<path>`.
    Path {
        /// `d`.
        d: String,
    },
    /// `<g>`, holding [`Target::inner`].
    Group,
}
