//! The Nim primer: heaps of counters, the nim-sum worked out with powers of
//! two as the paper's introduction does, a game against the computer, and
//! the correspondence between `og` and octal game 4.3.

use gloo::timers::callback::Timeout;
use grundy::manifold::orientable_value;
use grundy::nim::{self, explain, NimMove, PowerPairing};
use grundy::octal::OctalGame;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// The paper's example.
pub const PAPER_HEAPS: [u64; 4] = [50, 53, 30, 14];
/// Limits that keep the counters drawable.
pub const MAX_HEAP: u64 = 999;
/// At most this many heaps.
pub const MAX_HEAPS: usize = 8;
/// Counters drawn per heap; larger heaps show the rest as a count.
pub const MAX_DOTS: u64 = 100;
/// How long the computer visibly thinks, in milliseconds.
pub const COMPUTER_PAUSE_MS: u32 = 900;
/// Rows of the og / octal 4.3 table.
pub const OCTAL_ROWS: usize = 21;

/// "16 + 4 + 2 + 1".
pub fn sum_text(powers: &[u64]) -> String {
    powers
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" + ")
}

/// "16, 4, 2, and 1" (the paper's serial comma).
pub fn list_text(items: &[u64]) -> String {
    let words: Vec<String> = items.iter().map(u64::to_string).collect();
    match words.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [a, b] => format!("{a} and {b}"),
        [rest @ .., last] => format!("{}, and {last}", rest.join(", ")),
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// Small counts in words, as the paper writes "three possible winning moves".
pub fn count_word(n: usize) -> String {
    const WORDS: [&str; 11] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    WORDS
        .get(n)
        .map_or_else(|| n.to_string(), |w| (*w).to_string())
}

/// One winning move in the paper's words: "Take the heap of size 50,
/// subtract 16 + 2, and add 4 + 1 to get the new heap of size 37."
pub fn move_sentence(m: &nim::MoveExplanation) -> String {
    let mut s = format!(
        "Take the heap of size {}, subtract {}",
        m.mv.from,
        sum_text(&m.subtract)
    );
    if !m.add.is_empty() {
        s.push_str(&format!(", and add {}", sum_text(&m.add)));
    }
    s.push_str(&format!(" to get the new heap of size {}.", m.mv.to));
    s
}

/// The computer's move: a winning move when there is one, else one counter
/// from the largest heap. `None` when every heap is empty.
pub fn computer_move(heaps: &[u64]) -> Option<NimMove> {
    if let Some(mv) = nim::winning_moves(heaps).into_iter().next() {
        return Some(mv);
    }
    let (heap, &from) = heaps
        .iter()
        .enumerate()
        .filter(|&(_, &h)| h > 0)
        .max_by_key(|&(i, &h)| (h, std::cmp::Reverse(i)))?;
    Some(NimMove {
        heap,
        from,
        to: from - 1,
    })
}

/// Who moved, in a game against the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Player {
    You,
    Computer,
}

/// A game in progress (or just finished).
#[derive(Clone, Debug, PartialEq)]
struct Game {
    /// The player to move; after the last counter, the loser.
    turn: Player,
    /// Moves so far, newest last.
    log: Vec<(Player, NimMove)>,
    /// Set when the heaps are empty: the player who took the last counter.
    winner: Option<Player>,
}

fn apply(heaps: &[u64], mv: NimMove) -> Vec<u64> {
    let mut next = heaps.to_vec();
    next[mv.heap] = mv.to;
    next
}

fn heap_name(i: usize) -> String {
    format!("Heap {}", i + 1)
}

/// The Nim page.
#[component]
pub fn NimView() -> Html {
    let heaps = use_state(|| PAPER_HEAPS.to_vec());
    let game = use_state(|| None::<Game>);
    let timer = use_mut_ref(|| None::<Timeout>);
    let choice_heap = use_state(|| 0usize);
    let choice_to = use_state(String::new);
    let move_error = use_state(|| None::<String>);

    // The computer answers after a pause; a new game or leaving the page
    // drops the timer, so a stale answer never lands.
    {
        let (heaps, game, timer) = (heaps.clone(), game.clone(), timer.clone());
        let waiting = matches!(&*game, Some(g) if g.turn == Player::Computer && g.winner.is_none());
        use_effect_with((waiting, (*game).clone()), move |(waiting, _)| {
            if *waiting {
                let (heaps, game) = (heaps.clone(), game.clone());
                *timer.borrow_mut() = Some(Timeout::new(COMPUTER_PAUSE_MS, move || {
                    let Some(mut g) = (*game).clone() else { return };
                    let Some(mv) = computer_move(&heaps) else {
                        return;
                    };
                    let next = apply(&heaps, mv);
                    g.log.push((Player::Computer, mv));
                    g.turn = Player::You;
                    if next.iter().all(|&h| h == 0) {
                        g.winner = Some(Player::Computer);
                    }
                    heaps.set(next);
                    game.set(Some(g));
                }));
            }
            let timer = timer.clone();
            move || drop(timer.borrow_mut().take())
        });
    }

    let playing = game.as_ref().is_some_and(|g| g.winner.is_none());
    let pairing: PowerPairing = explain(&heaps);

    let set_heap = |i: usize| {
        let heaps = heaps.clone();
        Callback::from(move |size: u64| {
            let mut next = (*heaps).clone();
            if let Some(h) = next.get_mut(i) {
                *h = size.min(MAX_HEAP);
            }
            heaps.set(next);
        })
    };
    let remove_heap = |i: usize| {
        let heaps = heaps.clone();
        Callback::from(move |_| {
            let mut next = (*heaps).clone();
            if i < next.len() {
                next.remove(i);
            }
            heaps.set(next);
        })
    };
    let add_heap = {
        let heaps = heaps.clone();
        move |_| {
            let mut next = (*heaps).clone();
            if next.len() < MAX_HEAPS {
                next.push(7);
                heaps.set(next);
            }
        }
    };
    let reset = {
        let (heaps, game) = (heaps.clone(), game.clone());
        move |_| {
            game.set(None);
            heaps.set(PAPER_HEAPS.to_vec());
        }
    };
    let start = |first: Player| {
        let (game, move_error, choice_heap) =
            (game.clone(), move_error.clone(), choice_heap.clone());
        let heaps = heaps.clone();
        move |_| {
            move_error.set(None);
            choice_heap.set(heaps.iter().position(|&h| h > 0).unwrap_or(0));
            game.set(Some(Game {
                turn: first,
                log: Vec::new(),
                winner: None,
            }));
        }
    };
    let stop = {
        let game = game.clone();
        move |_| game.set(None)
    };
    let on_take = {
        let (heaps, game, choice_heap, choice_to, move_error) = (
            heaps.clone(),
            game.clone(),
            choice_heap.clone(),
            choice_to.clone(),
            move_error.clone(),
        );
        move |e: SubmitEvent| {
            e.prevent_default();
            let Some(mut g) = (*game).clone() else { return };
            if g.turn != Player::You || g.winner.is_some() {
                return;
            }
            let i = *choice_heap;
            let Some(&from) = heaps.get(i) else { return };
            let to = match choice_to.trim().parse::<u64>() {
                Ok(to) if to < from => to,
                _ if from == 0 => {
                    move_error.set(Some(format!(
                        "{} is empty; choose another heap.",
                        heap_name(i)
                    )));
                    return;
                }
                _ => {
                    move_error.set(Some(format!(
                        "The new size must be a whole number from 0 to {}: take at least one counter.",
                        from - 1
                    )));
                    return;
                }
            };
            let mv = NimMove { heap: i, from, to };
            let next = apply(&heaps, mv);
            g.log.push((Player::You, mv));
            g.turn = Player::Computer;
            if next.iter().all(|&h| h == 0) {
                g.winner = Some(Player::You);
            }
            move_error.set(None);
            choice_to.set(String::new());
            heaps.set(next);
            game.set(Some(g));
        }
    };

    let rows: Html = heaps
        .iter()
        .enumerate()
        .map(|(i, &size)| {
            let winning = pairing
                .moves
                .iter()
                .find(|m| m.mv.heap == i)
                .map(|m| m.mv.to);
            html! {
                <HeapRow key={i} index={i} {size} {winning} locked={game.is_some()}
                    can_remove={heaps.len() > 1}
                    on_set={set_heap(i)} on_remove={remove_heap(i)} />
            }
        })
        .collect();

    let play_panel = match &*game {
        None => html! {
            <>
                <p class="muted">{"Take turns with the computer: on a move, choose a heap and take one or more counters. Whoever takes the last counter wins."}</p>
                <div class="button-row">
                    <button type="button" data-testid="nim-you-first" onclick={start(Player::You)}
                        disabled={heaps.iter().all(|&h| h == 0)}>{"Play: you move first"}</button>
                    <button type="button" class="secondary" data-testid="nim-computer-first" onclick={start(Player::Computer)}
                        disabled={heaps.iter().all(|&h| h == 0)}>{"Computer moves first"}</button>
                </div>
            </>
        },
        Some(g) => {
            let status = match (g.winner, g.turn) {
                (Some(Player::You), _) => html! {
                    <p class="game-over" data-testid="nim-over" data-winner="you">
                        <span aria-hidden="true">{"★ "}</span>{"Game over: you took the last counter, so you win."}
                    </p>
                },
                (Some(Player::Computer), _) => html! {
                    <p class="game-over lost" data-testid="nim-over" data-winner="computer">
                        {"Game over: the computer took the last counter and wins. Try moving to a nim-sum of 0."}
                    </p>
                },
                (None, Player::Computer) => html! {
                    <p class="thinking" data-testid="nim-thinking">{"The computer is thinking"}</p>
                },
                (None, Player::You) => html! {
                    <p data-testid="nim-your-turn"><strong>{"Your move."}</strong>
                        {if pairing.sum.is_zero() { " The nim-sum is 0: every move loses against best play." }
                         else { " The nim-sum is not 0: there is a winning move." }}
                    </p>
                },
            };
            let my_turn = g.turn == Player::You && g.winner.is_none();
            let on_heap = {
                let choice_heap = choice_heap.clone();
                move |e: Event| {
                    let v = e
                        .target_unchecked_into::<web_sys::HtmlSelectElement>()
                        .value();
                    choice_heap.set(v.parse().unwrap_or(0));
                }
            };
            let on_to = {
                let choice_to = choice_to.clone();
                move |e: InputEvent| {
                    choice_to.set(e.target_unchecked_into::<HtmlInputElement>().value())
                }
            };
            let log: Html = g
                .log
                .iter()
                .map(|(who, mv)| {
                    let who = match who {
                        Player::You => "You",
                        Player::Computer => "Computer",
                    };
                    html! { <li>{format!("{who}: {} from {} to {}", heap_name(mv.heap), mv.from, mv.to)}</li> }
                })
                .collect();
            html! {
                <>
                    <div aria-live="polite">{status}</div>
                    if g.winner.is_none() {
                        <form class="view-controls" onsubmit={on_take.clone()} data-testid="nim-move-form">
                            <label for="nim-heap">{"Heap"}</label>
                            <select id="nim-heap" data-testid="nim-heap" onchange={on_heap} disabled={!my_turn}>
                                { for heaps.iter().enumerate().map(|(i, &h)| html! {
                                    <option value={i.to_string()} selected={*choice_heap == i} disabled={h == 0}>
                                        {format!("{} ({h})", heap_name(i))}
                                    </option>
                                }) }
                            </select>
                            <label for="nim-to">{"new size"}</label>
                            <input id="nim-to" class="num" type="text" inputmode="numeric" data-testid="nim-to"
                                value={(*choice_to).clone()} oninput={on_to} disabled={!my_turn}
                                aria-invalid={move_error.is_some().then_some("true")} />
                            <button type="submit" data-testid="nim-take" disabled={!my_turn}>{"Take"}</button>
                        </form>
                    }
                    if let Some(msg) = (*move_error).clone() {
                        <p class="field-error" role="alert">{msg}</p>
                    }
                    if !g.log.is_empty() {
                        <ol class="nim-log" data-testid="nim-log">{log}</ol>
                    }
                    <div class="button-row">
                        <button type="button" class="secondary" onclick={stop} data-testid="nim-stop">
                            {if g.winner.is_some() { "Edit the heaps" } else { "Stop the game" }}
                        </button>
                    </div>
                </>
            }
        }
    };

    html! {
        <section class="view nim-view" aria-labelledby="view-title">
            <h2 id="view-title">{"Nim, and why the surfaces play like it"}</h2>
            <p class="view-lede">
                {"Nim is played with heaps of counters. On a move, a player chooses a heap and removes one or more counters; the last player who can move wins. "}
                {"The paper finds the winning strategy with the nim-sum, worked out below exactly as its introduction does, for the heaps 50, 53, 30 and 14."}
            </p>
            <div class="nim-layout">
                <div class="nim-main">
                    <section class="panel" aria-labelledby="heaps-title">
                        <h3 id="heaps-title">{"Heaps"}</h3>
                        <ul class="heaps" data-testid="nim-heaps">{rows}</ul>
                        <div class="button-row">
                            <button type="button" class="secondary" onclick={add_heap} data-testid="nim-add-heap"
                                disabled={game.is_some() || heaps.len() >= MAX_HEAPS}>{"Add a heap"}</button>
                            <button type="button" class="secondary" onclick={reset} data-testid="nim-reset"
                                disabled={playing}>{"The paper's heaps"}</button>
                        </div>
                    </section>
                    <section class="panel" aria-labelledby="nim-play-title" data-testid="nim-play">
                        <h3 id="nim-play-title">{"Play against the computer"}</h3>
                        {play_panel}
                    </section>
                    <section class="panel" aria-labelledby="nim-sum-title">
                        <h3 id="nim-sum-title">{"The nim-sum, with powers of two"}</h3>
                        <Working pairing={pairing.clone()} />
                    </section>
                </div>
                <aside class="nim-side">
                    <OctalTable />
                </aside>
            </div>
        </section>
    }
}

/// Properties of [`HeapRow`].
#[derive(Properties, PartialEq, Clone)]
struct HeapRowProps {
    index: usize,
    size: u64,
    /// The size a winning move leaves this heap at, if it has one.
    winning: Option<u64>,
    /// True during a game: sizes change only by moves.
    locked: bool,
    can_remove: bool,
    on_set: Callback<u64>,
    on_remove: Callback<()>,
}

/// One heap: its counters, its size, and the editing controls.
#[component]
fn HeapRow(props: &HeapRowProps) -> Html {
    let text = use_state(|| props.size.to_string());
    let error = use_state(|| false);
    // Keep the field in step when the size changes elsewhere (a move, ±).
    {
        let text = text.clone();
        use_effect_with(props.size, move |size| text.set(size.to_string()));
    }
    let i = props.index;
    let size = props.size;
    let name = heap_name(i);
    let drawn = size.min(MAX_DOTS);
    // Counters in groups of ten, so a size can be read at a glance.
    let groups: Html = (0..drawn.div_ceil(10))
        .map(|k| {
            let n = (drawn - k * 10).min(10);
            html! { <span class="dot-group">{ for (0..n).map(|_| html! { <span class="dot"></span> }) }</span> }
        })
        .collect();
    let oninput = {
        let (text, error, on_set) = (text.clone(), error.clone(), props.on_set.clone());
        move |e: InputEvent| {
            let v = e.target_unchecked_into::<HtmlInputElement>().value();
            match v.trim().parse::<u64>() {
                Ok(n) if n <= MAX_HEAP => {
                    error.set(false);
                    on_set.emit(n);
                }
                _ => error.set(true),
            }
            text.set(v);
        }
    };
    let step = |delta: i64| {
        let on_set = props.on_set.clone();
        move |_| on_set.emit(size.saturating_add_signed(delta).min(MAX_HEAP))
    };
    let on_remove = props.on_remove.reform(|_: MouseEvent| ());
    html! {
        <li class={classes!("heap", props.winning.is_some().then_some("winning"))}
            data-testid="nim-heap-row" data-size={size.to_string()}>
            <div class="heap-head">
                <span class="heap-name">{name.clone()}</span>
                <span class="heap-size" aria-hidden="true">{size}</span>
            </div>
            <div class="heap-badge">
                if let Some(to) = props.winning {
                    <span class="win-badge" data-testid="nim-heap-winning" data-to={to.to_string()}>
                        <span aria-hidden="true">{"✓ "}</span>{format!("winning move: to {to}")}
                    </span>
                }
            </div>
            <div class="counters" aria-hidden="true">
                {groups}
                if size > drawn {
                    <span class="muted small">{format!(" + {} more", size - drawn)}</span>
                }
            </div>
            if !props.locked {
                <div class="heap-edit">
                    <button type="button" class="stepper" aria-label={format!("{name}: one fewer")}
                        disabled={size == 0} onclick={step(-1)}>{"−"}</button>
                    <input class="num" type="text" inputmode="numeric" value={(*text).clone()} {oninput}
                        aria-label={format!("{name} size")} aria-invalid={error.then_some("true")}
                        data-testid="nim-heap-size" />
                    <button type="button" class="stepper" aria-label={format!("{name}: one more")}
                        disabled={size >= MAX_HEAP} onclick={step(1)}>{"+"}</button>
                    <button type="button" class="ghost" aria-label={format!("Remove {name}")}
                        disabled={!props.can_remove} onclick={on_remove}>{"Remove"}</button>
                    if *error {
                        <span class="field-error inline" role="alert">{format!("0 to {MAX_HEAP}")}</span>
                    }
                </div>
            }
        </li>
    }
}

/// Properties of [`Working`].
#[derive(Properties, PartialEq, Clone)]
struct WorkingProps {
    pairing: PowerPairing,
}

/// The nim-sum in the paper's steps: powers, multiset, pairs, sum, moves.
#[component]
fn Working(props: &WorkingProps) -> Html {
    let p = &props.pairing;
    let decompositions: Html = p
        .heaps
        .iter()
        .map(|(h, powers)| {
            let rhs = if powers.is_empty() {
                "0".to_string()
            } else {
                sum_text(powers)
            };
            html! { <li><span class="num-cell">{h}</span>{" = "}{rhs}</li> }
        })
        .collect();
    // The multiset, largest first; within each power, pairs are struck
    // through and the one left over is boxed.
    let chips: Html = p
        .powers
        .iter()
        .flat_map(|pc| {
            (0..pc.count).map(move |k| {
                let paired = k + 1 < pc.count || pc.count % 2 == 0;
                let class = if paired {
                    "chip-power paired"
                } else {
                    "chip-power unpaired"
                };
                let label = if paired {
                    format!("{} (paired)", pc.power)
                } else {
                    format!("{} (left over)", pc.power)
                };
                html! { <li class={class} aria-label={label}>{pc.power}</li> }
            })
        })
        .collect();
    let odd: Vec<u64> = p
        .powers
        .iter()
        .filter(|c| c.is_odd())
        .map(|c| c.power)
        .collect();
    let even: Vec<u64> = p
        .powers
        .iter()
        .filter(|c| !c.is_odd())
        .map(|c| c.power)
        .collect();
    // "The power 1 occurs", "the powers 16 and 4 occur".
    let subject = |p: &[u64]| {
        if p.len() == 1 {
            format!("the power {} occurs", p[0])
        } else {
            format!("the powers {} occur", list_text(p))
        }
    };
    let verb = |p: &[u64]| if p.len() == 1 { "occurs" } else { "occur" };
    let parity = match (odd.is_empty(), even.is_empty()) {
        (true, true) => "Every heap is empty.".to_string(),
        (false, true) => capitalised(&format!("{} an odd number of times.", subject(&odd))),
        (true, false) => capitalised(&format!("{} an even number of times.", subject(&even))),
        (false, false) => capitalised(&format!(
            "{} an odd number of times and {} {} an even number of times.",
            subject(&odd),
            list_text(&even),
            verb(&even)
        )),
    };
    let sum = p.sum.get();
    let verdict = if sum == 0 {
        html! {
            <p data-testid="nim-sum" data-sum="0">
                {"Therefore the nim-sum of the heaps is "}<strong>{"0"}</strong>
                {", a loss for the player to move: every move leaves a nonzero nim-sum."}
            </p>
        }
    } else {
        let key = p.key_power.unwrap_or(0);
        let n = p.moves.len();
        html! {
            <p data-testid="nim-sum" data-sum={sum.to_string()}>
                {"Therefore the nim-sum of the heaps is "}
                {if odd.len() > 1 { format!("{} = ", sum_text(&odd)) } else { String::new() }}
                <strong>{sum}</strong>
                {format!(", a win for the first player (the one to move), who has {} possible winning move{} corresponding to heaps containing the power {key} in the sum.",
                    count_word(n), if n == 1 { "" } else { "s" })}
            </p>
        }
    };
    let moves: Html = p
        .moves
        .iter()
        .enumerate()
        .map(|(k, m)| {
            html! {
                <li class="nim-move" data-testid="nim-move" data-heap={m.mv.heap.to_string()}
                    data-from={m.mv.from.to_string()} data-to={m.mv.to.to_string()}>
                    <span class="win-icon" aria-hidden="true">{"✓"}</span>
                    <span><strong>{format!("Possibility {}: ", k + 1)}</strong>{move_sentence(m)}</span>
                </li>
            }
        })
        .collect();
    html! {
        <div class="working">
            <p>{"Write each heap as a sum of powers of 2:"}</p>
            <ul class="decompositions">{decompositions}</ul>
            if !p.powers.is_empty() {
                <p>{"The multiset of all these powers, with repeated powers paired off (struck through) and the powers left over boxed:"}</p>
                <ul class="multiset" data-testid="nim-multiset">{chips}</ul>
            }
            <p>{parity}</p>
            {verdict}
            if !p.moves.is_empty() {
                <ol class="nim-moves" aria-label="Winning moves">{moves}</ol>
                <p class="muted small">{"With each possible move, the nim-sum of the new game is zero, as needed."}</p>
            }
        </div>
    }
}

/// G(og) beside the values of octal game 4.3, which the paper names as the same game.
#[component]
fn OctalTable() -> Html {
    let octal = use_memo((), |_| {
        OctalGame::parse("4.3")
            .map(|g| g.series(OCTAL_ROWS - 1))
            .unwrap_or_default()
    });
    let all_equal = octal
        .iter()
        .zip(0u64..)
        .all(|(&v, g)| v == orientable_value(g));
    let rows: Html = octal
        .iter()
        .zip(0u64..)
        .map(|(&v, g)| {
            let og = orientable_value(g);
            let same = og == v;
            html! {
                <tr data-testid="octal-row" data-genus={g.to_string()} data-og={og.to_string()} data-octal={v.to_string()}>
                    <th scope="row">{g}</th>
                    <td>{og.get()}</td>
                    <td>{v.get()}</td>
                    <td class={if same { "same" } else { "differs" }}>
                        {if same { "✓ equal" } else { "✗ differs" }}
                    </td>
                </tr>
            }
        })
        .collect();
    html! {
        <section class="panel octal" aria-labelledby="octal-title" data-testid="octal">
            <h3 id="octal-title">{"o"}<var>{"g"}</var>{" is octal game 4.3"}</h3>
            <p>
                {"A handle is a counter: cut (a) removes one handle, as 4.3 removes one counter, and cut (b) splits the handles between two surfaces, as 4.3 splits a heap in two. "}
                {"So o"}<var>{"g"}</var>{" plays exactly like a heap of "}<var>{"g"}</var>{" counters, and their values agree."}
            </p>
            <table class="octal-table">
                <caption class="sr-only">{"G(og) by Theorem 2.3 beside the value of a heap of g counters in octal game 4.3"}</caption>
                <thead>
                    <tr>
                        <th scope="col"><var>{"g"}</var></th>
                        <th scope="col">{"G(o"}<var>{"g"}</var>{")"}</th>
                        <th scope="col">{"4.3 heap"}</th>
                        <th scope="col"><span class="sr-only">{"Equal?"}</span></th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
            <p class="muted small" data-testid="octal-verdict">
                {if all_equal { format!("Equal for g = 0 to {}.", OCTAL_ROWS - 1) } else { "The values differ.".to_string() }}
            </p>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_papers_example_reads_as_in_the_introduction() {
        let e = explain(&PAPER_HEAPS);
        let sentences: Vec<String> = e.moves.iter().map(move_sentence).collect();
        assert_eq!(
            sentences[0],
            "Take the heap of size 50, subtract 16 + 2, and add 4 + 1 to get the new heap of size 37."
        );
        assert_eq!(
            sentences[1],
            "Take the heap of size 53, subtract 16 + 4 + 1, and add 2 to get the new heap of size 34."
        );
        assert_eq!(
            sentences[2],
            "Take the heap of size 30, subtract 16 + 4 + 2, and add 1 to get the new heap of size 9."
        );
    }

    #[test]
    fn capitalised_raises_only_the_first_letter() {
        assert_eq!(capitalised("the power 1 occurs"), "The power 1 occurs");
    }

    #[test]
    fn lists_use_the_serial_comma() {
        assert_eq!(list_text(&[16, 4, 2, 1]), "16, 4, 2, and 1");
        assert_eq!(list_text(&[32, 8]), "32 and 8");
        assert_eq!(list_text(&[8]), "8");
    }

    #[test]
    fn computer_wins_when_it_can_and_takes_one_otherwise() {
        let mv = computer_move(&[3, 5]).unwrap();
        assert_eq!(nim::value(&apply(&[3, 5], mv)).get(), 0);
        let mv = computer_move(&[2, 2]).unwrap();
        assert_eq!(mv.from - mv.to, 1);
        assert_eq!(computer_move(&[0, 0]), None);
    }

    #[test]
    fn octal_four_three_matches_the_orientable_series() {
        let v = OctalGame::parse("4.3").unwrap().series(OCTAL_ROWS - 1);
        for (g, &x) in (0u64..).zip(&v) {
            assert_eq!(x, orientable_value(g));
        }
    }
}
