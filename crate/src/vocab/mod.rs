//! Layer 0, the vocabulary: cells of the board, pieces and their numbers, the random number
//! generator and the sentences the core speaks in (and their English, outside the wasm).
//! Depends on nothing else in the crate.

pub mod arith;
pub mod cell;
/// The sentences in English, for the command line and the tests (not in the wasm).
#[cfg(not(target_arch = "wasm32"))]
pub mod english;
pub mod json;
pub mod piece;
pub mod rng;
pub mod said;
pub mod words;

/// Sorts a short slice by a key, stably, by insertion: the lists sorted in the rules (a move's
/// captures, a few values) hold tens of items at most, where this is as fast as the standard
/// sorts, and it keeps their several kilobytes of generic code out of the page's module.
pub(crate) fn sort_by_key<T, K: Ord>(items: &mut [T], key: impl Fn(&T) -> K) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && key(&items[j - 1]) > key(&items[j]) {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn sort_by_key_sorts_stably() {
        let cases: &[(&[(u8, char)], &[(u8, char)])] = &[
            (&[], &[]),
            (&[(1, 'a')], &[(1, 'a')]),
            (&[(3, 'a'), (1, 'b'), (3, 'c'), (2, 'd')], &[(1, 'b'), (2, 'd'), (3, 'a'), (3, 'c')]),
            (&[(5, 'a'), (4, 'b'), (3, 'c'), (2, 'd'), (1, 'e')], &[(1, 'e'), (2, 'd'), (3, 'c'), (4, 'b'), (5, 'a')]),
        ];
        for (input, want) in cases {
            let mut v = input.to_vec();
            super::sort_by_key(&mut v, |p| p.0);
            assert_eq!(&v, want);
        }
    }
}
