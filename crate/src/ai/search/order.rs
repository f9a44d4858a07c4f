//! Move ordering: the moves of a node searched greatest key first, picked one at a time; the
//! moves of the root.

use crate::board::moves::Move;
use crate::position::Position;

/// The move to search `n`-th: the one of `order[n..]` with the greatest key (the lowest index
/// among equal keys), swapped into `order[n]`. Picked one at a time, since most nodes stop
/// after one or two moves: the order of [`order_by_keys`] without sorting the whole list.
pub(crate) fn pick(order: &mut [usize], keys: &[i64], n: usize) -> usize {
    // A node still searching after a few moves usually searches them all: sort the rest once.
    const SORT_AFTER: usize = 3;
    if n == SORT_AFTER {
        sort_by_keys(&mut order[n..], keys);
    }
    if n >= SORT_AFTER {
        return order[n];
    }
    let mut best = n;
    for m in n + 1..order.len() {
        let (a, b) = (order[m], order[best]);
        if keys[a] > keys[b] || (keys[a] == keys[b] && a < b) {
            best = m;
        }
    }
    order.swap(n, best);
    order[n]
}

/// `order` := the indexes of `keys`, greatest key first, equal keys in index order.
pub(crate) fn order_by_keys(keys: &[i64], order: &mut Vec<usize>) {
    order.clear();
    order.extend(0..keys.len());
    sort_by_keys(order, keys);
}

/// Sorts indexes of `keys` greatest key first, equal keys in index order: one sort for
/// [`pick`] and [`order_by_keys`], so the module carries its code once.
fn sort_by_keys(order: &mut [usize], keys: &[i64]) {
    order.sort_unstable_by_key(|&i| (std::cmp::Reverse(keys[i]), i));
}

/// Reorder `items` so that the new `items[k]` is the old `items[perm[k]]` (`perm` a permutation).
pub(crate) fn apply_permutation<T>(items: &mut Vec<T>, perm: &[usize]) {
    let mut old: Vec<Option<T>> = items.drain(..).map(Some).collect();
    items.extend(perm.iter().filter_map(|&i| old.get_mut(i).and_then(Option::take)));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocab::rng::Rng;

    #[test]
    fn picking_one_at_a_time_follows_the_sorted_order() {
        let mut rng = Rng::new(3);
        for len in [1, 2, 5, 40] {
            let keys: Vec<i64> = (0..len).map(|_| rng.below(4) as i64).collect();
            let mut sorted = Vec::new();
            order_by_keys(&keys, &mut sorted);
            let mut order: Vec<usize> = (0..len).collect();
            let picked: Vec<usize> = (0..len).map(|n| pick(&mut order, &keys, n)).collect();
            assert_eq!(picked, sorted, "keys {keys:?}");
        }
    }

    #[test]
    fn permutation() {
        let mut v = vec!['a', 'b', 'c', 'd', 'e'];
        apply_permutation(&mut v, &[3, 0, 4, 1, 2]);
        assert_eq!(v, ['d', 'a', 'e', 'b', 'c']);
    }
}

/// The moves a search considers at the root of `position`: every search move but those in
/// `exclude`.
pub(crate) fn root_moves(position: &Position, exclude: Option<&[Move]>) -> Vec<Move> {
    let mut moves = Vec::new();
    position.search_moves_into(&mut moves);
    if let Some(exclude) = exclude {
        moves.retain(|m| !exclude.contains(m));
    }
    moves
}
