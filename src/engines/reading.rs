//! Reading the drawings back, for their tests.

use super::protocol::ModuleView;

/// The opening tags of `markup` (without `<` and `>`) holding `needle`.
pub(crate) fn tags_with<'a>(markup: &'a str, needle: &str) -> Vec<&'a str> {
    markup
        .split('<')
        .filter(|t| t.contains(needle))
        .map(|t| t.split('>').next().unwrap_or(t))
        .collect()
}

/// How many coins carry class `class`: the clickable ones (their class is
/// their button's) and the others (their markup's).
pub(crate) fn coins_classed(view: &ModuleView, class: &str) -> usize {
    let clickable = view
        .buttons()
        .into_iter()
        .filter(|b| b.class.split(' ').any(|c| c == class))
        .count();
    clickable + tags_with(&view.markup(), class).len()
}
