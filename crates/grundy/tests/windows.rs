//! The window a proof by Guy and Smith's theorem states is the one the
//! theorem needs: `n0 ≤ n ≤ 2·n0 + p + t − 1`, and up to `p + t` when the
//! pre-period is 0 and the last digit of the code may split (a heap is
//! never empty, so splitting `2p + t` counters less `t` into `p + p` has
//! no match among the splits of `p + t` until that heap is checked).

use grundy::games::heap::run::{analyze, heap_series};
use grundy::games::heap::HeapGame;
use grundy::games::lab::Status;
use grundy::AnyGame;

#[test]
fn every_code_0_xyz_states_the_window_the_theorem_needs() {
    let mut extended = 0;
    for code in 0..512u32 {
        let digits = [code >> 6, (code >> 3) & 7, code & 7];
        let text = format!("0.{}{}{}", digits[0], digits[1], digits[2]);
        let game = AnyGame::from_spec(&format!("octal:{text}")).unwrap();
        let values = heap_series(&HeapGame::of_game(&game).unwrap(), 400).unwrap();
        let k = analyze(&HeapGame::of_game(&game).unwrap(), &values);
        if k.status != Status::Proved {
            continue;
        }
        // t is the place of the last nonzero digit, as the code is read.
        let Some(t) = (1..=3).rev().find(|&i| digits[i - 1] != 0) else {
            continue;
        };
        let splits = digits[t - 1] & 4 != 0;
        let (n0, p) = (k.preperiod, k.period);
        let mut end = 2 * n0 + p + t as u64 - 1;
        if n0 == 0 && splits {
            end += 1;
            extended += 1;
        }
        assert_eq!(k.window, Some((n0, end)), "{text}");
        // And the values hold over it.
        for n in n0..=end {
            assert_eq!(
                values[(n + p) as usize],
                values[n as usize],
                "{text} at {n}"
            );
        }
    }
    // 0.105 is one of them: period 2 from heap 0, t = 3, checked to 5.
    assert!(extended > 0);
    let g = AnyGame::from_spec("octal:0.105").unwrap();
    let k = analyze(
        &HeapGame::of_game(&g).unwrap(),
        &heap_series(&HeapGame::of_game(&g).unwrap(), 400).unwrap(),
    );
    assert_eq!((k.preperiod, k.period, k.window), (0, 2, Some((0, 5))));
}
