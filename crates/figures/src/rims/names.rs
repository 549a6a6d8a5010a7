//! How loops and regions are named, as move texts and the figures say
//! them.

/// A loop's name as move texts use it: indices from the outside in.
pub fn loop_name(path: &[usize]) -> String {
    path.iter()
        .map(|i| i.to_string())
        .collect::<Vec<_>>()
        .join(".")
}

/// A region in words: "outside every loop", "inside loop 0.1".
pub fn region_name(path: &[usize]) -> String {
    if path.is_empty() {
        "outside every loop".to_string()
    } else {
        format!("inside loop {}", loop_name(path))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_region_is_named_by_the_loops_around_it() {
        assert_eq!(region_name(&[]), "outside every loop");
        assert_eq!(region_name(&[0, 1]), "inside loop 0.1");
    }
}
