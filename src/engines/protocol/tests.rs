//! The laid-out views: editor states, every block and action round trip,
//! test hooks and the mapping of actions.

use super::*;

#[test]
fn an_editor_state_names_a_button_s_state_and_keeps_a_form_s_fields_apart() {
    assert_eq!(EditorState::Start.name(), "");
    assert_eq!(EditorState::Named("2,3".to_string()).name(), "2,3");
    // A field's comma stays in its field: the fields are never joined.
    let fields = EditorState::Fields(vec!["1,000".to_string(), "16".to_string()]);
    assert_eq!(fields.name(), "");
    let text = serde_json::to_string(&fields).unwrap();
    assert_eq!(serde_json::from_str::<EditorState>(&text).unwrap(), fields);
}

/// An editor's view holding every kind of block, part, shape and action.
fn editor_view() -> ModuleView {
    let state = Button::new(
        "1",
        "secondary hb-end",
        ViewAction::State("from=1".to_string()),
    )
    .labelled("Start an edge at vertex 1")
    .pressed(false);
    let edit = Button::new("Remove", "secondary", ViewAction::Edit("g-1".to_string()));
    let play =
        Button::new("Take", "", ViewAction::Play("2: 5 → 3".to_string())).testid("moore-take");
    let idle = Button {
        text: "new vertex (2)".to_string(),
        disabled: true,
        current: true,
        ..Button::default()
    };
    let target = |shape: Shape, inner: &str| {
        Part::Target(Box::new(Target {
            shape,
            button: state.clone(),
            inner: inner.to_string(),
        }))
    };
    let figure = Figure {
        class: "hb-figure".to_string(),
        svg: Svg {
            class: "hb-svg".to_string(),
            view_box: "0 0 380 180".to_string(),
            aspect: "xMidYMax meet".to_string(),
            role: "group".to_string(),
            label: "The graph".to_string(),
            size: None,
        },
        parts: vec![
            Part::Markup("<title>The graph</title>".to_string()),
            target(
                Shape::Circle {
                    cx: "10".to_string(),
                    cy: "20.5".to_string(),
                    r: "11".to_string(),
                },
                "",
            ),
            target(
                Shape::Path {
                    d: "M4 170H376".to_string(),
                },
                "",
            ),
            Part::Group {
                class: "coins-row".to_string(),
                transform: Some("translate(0 8)".to_string()),
                parts: vec![target(Shape::Group, "<rect/>")],
            },
        ],
        caption: Some(("digraph-more".to_string(), "… and 3 more".to_string())),
    };
    let blocks = vec![
        Block::Heading {
            id: Some("hb-editor-title".to_string()),
            text: "Draw a graph".to_string(),
        },
        Block::Status {
            class: "hb-status".to_string(),
            role: Some("status".to_string()),
            live: Some("polite".to_string()),
            testid: Some("status".to_string()),
            text: "Choose".to_string(),
        },
        Block::Markup("<p>x ⊗ y</p>".to_string()),
        Block::Figure(figure),
        Block::Buttons {
            class: "hb-ends".to_string(),
            role: "group".to_string(),
            label: "Ends".to_string(),
            buttons: vec![state.clone(), idle],
        },
        Block::Button(play),
        Block::Buttons {
            class: "hb-steps".to_string(),
            role: "group".to_string(),
            label: "Steps".to_string(),
            buttons: vec![
                Button::new("Next", "secondary", ViewAction::Step(1)),
                Button::new("1. Nim", "sum-pick", ViewAction::Select(0)),
                Button::new("head 2", "", ViewAction::SelectWithin(1, 2)),
            ],
        },
        Block::List {
            class: "hb-edge-list".to_string(),
            label: "Edges".to_string(),
            items: vec![Item {
                text: "g-1".to_string(),
                text_class: "hb-mono".to_string(),
                buttons: vec![edit.clone()],
            }],
        },
        Block::Table(Table {
            class: "digraph-table".to_string(),
            caption: "Vertices".to_string(),
            head: vec!["Vertex".to_string(), "Tokens".to_string()],
            rows: vec![TableRow {
                header: "a".to_string(),
                cells: vec![
                    Cell {
                        text: "2".to_string(),
                        ..Cell::default()
                    },
                    Cell {
                        class: Some("digraph-pair".to_string()),
                        text: String::new(),
                        buttons: vec![edit],
                    },
                ],
            }],
        }),
        Block::Form(Form {
            class: "rugs-mul-form".to_string(),
            testid: Some("nim-mul-form".to_string()),
            between: " ⊗ ".to_string(),
            fields: vec![Field {
                label: "x ".to_string(),
                name: "x".to_string(),
                testid: Some("nim-mul-x".to_string()),
                value: "16".to_string(),
            }],
            submit: Button::new("Multiply", "secondary", ViewAction::Submit).testid("nim-mul-go"),
        }),
    ];
    ModuleView {
        blocks: vec![
            Block::Group {
                tag: GroupTag::Section,
                class: "hb-editor".to_string(),
                labelled_by: Some("hb-editor-title".to_string()),
                label: None,
                id: None,
                testid: None,
                value: None,
                blocks,
            },
            Block::Group {
                tag: GroupTag::Div,
                class: "rugs-mul-scroll".to_string(),
                labelled_by: None,
                label: None,
                id: None,
                testid: None,
                value: None,
                blocks: Vec::new(),
            },
        ],
    }
}

/// The kind of a block, one number per variant (no catch-all).
fn block_kind(b: &Block) -> usize {
    match b {
        Block::Group { .. } => 0,
        Block::Heading { .. } => 1,
        Block::Status { .. } => 2,
        Block::Markup(_) => 3,
        Block::Figure(_) => 4,
        Block::Buttons { .. } => 5,
        Block::Button(_) => 6,
        Block::List { .. } => 7,
        Block::Table(_) => 8,
        Block::Form(_) => 9,
    }
}

/// The kind of an action, one number per variant (no catch-all).
fn action_kind(a: &ViewAction) -> usize {
    match a {
        ViewAction::State(_) => 0,
        ViewAction::Edit(_) => 1,
        ViewAction::Submit => 2,
        ViewAction::Play(_) => 3,
        ViewAction::Select(_) => 4,
        ViewAction::SelectWithin(..) => 5,
        ViewAction::Step(_) => 6,
    }
}

#[test]
fn an_editor_view_of_every_kind_round_trips() {
    let view = editor_view();
    let mut blocks = Vec::new();
    let mut stack: Vec<&Block> = view.blocks.iter().collect();
    while let Some(b) = stack.pop() {
        blocks.push(block_kind(b));
        if let Block::Group { blocks, .. } = b {
            stack.extend(blocks);
        }
    }
    blocks.sort_unstable();
    blocks.dedup();
    assert_eq!(blocks, (0..=9).collect::<Vec<_>>());
    let mut actions: Vec<usize> = view.actions().into_iter().map(action_kind).collect();
    actions.sort_unstable();
    actions.dedup();
    assert_eq!(actions, [0, 1, 2, 3, 4, 5, 6]);
    let text = serde_json::to_string(&view).unwrap();
    assert_eq!(serde_json::from_str::<ModuleView>(&text).unwrap(), view);
    assert_eq!(view.form().map(|f| f.fields.len()), Some(1));
    assert_eq!(view.edits(), ["g-1", "g-1"]);
    assert_eq!(view.states().len(), 4);
    assert_eq!(view.plays(), ["2: 5 → 3"]);
}

#[test]
fn every_action_has_its_own_test_hook() {
    let hooks = [
        ViewAction::State("from=1".to_string()),
        ViewAction::Edit("g-1".to_string()),
        ViewAction::Submit,
        ViewAction::Play("1-2".to_string()),
        ViewAction::Select(2),
        ViewAction::SelectWithin(1, 3),
        ViewAction::Step(4),
    ]
    .map(|a| a.hook());
    assert_eq!(
        hooks,
        [
            "state from=1",
            "edit g-1",
            "submit",
            "move 1-2",
            "pick 2",
            "within 1:3",
            "step 4"
        ]
    );
}

#[test]
fn mapping_actions_reaches_every_button_and_can_take_one_away() {
    // A sum's part: its moves written as the sum's, its choices dropped.
    let view = editor_view().map_actions(&|a| match a {
        ViewAction::Play(m) => Some(ViewAction::Play(format!("2:{m}"))),
        ViewAction::Select(_) => None,
        other => Some(other),
    });
    assert_eq!(view.plays(), ["2:2: 5 → 3"]);
    assert!(!view
        .actions()
        .iter()
        .any(|a| matches!(a, ViewAction::Select(_))));
    // The states inside the figure's group are still there.
    assert_eq!(view.states().len(), 4);
}
