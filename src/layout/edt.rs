//! Exact Euclidean distance transform (Felzenszwalb & Huttenlocher, "Distance Transforms of
//! Sampled Functions", 2012): two passes of the 1-D lower envelope of parabolas, linear time.
//!
//! Used twice: on each symbol's mask, so the packer can dilate a symbol by the gap at any
//! scale without re-measuring it, and on the card grid, to find the largest empty circle.

/// Stand-in for "no feature here" (squared distance).
pub(crate) const FAR: f32 = 1e20;

/// Squared distance transform of one line, in place.
fn line(f: &mut [f32], d: &mut [f32], v: &mut [usize], z: &mut [f32]) {
    let n = f.len();
    if n == 0 {
        return;
    }
    let mut k = 0usize;
    v[0] = 0;
    z[0] = f32::NEG_INFINITY;
    z[1] = f32::INFINITY;
    let key = |f: &[f32], p: usize| f[p] + (p * p) as f32;
    for q in 1..n {
        let mut s = (key(f, q) - key(f, v[k])) / (2.0 * (q - v[k]) as f32);
        // z[0] is -inf, so k never goes below 0.
        while s <= z[k] {
            k -= 1;
            s = (key(f, q) - key(f, v[k])) / (2.0 * (q - v[k]) as f32);
        }
        k += 1;
        v[k] = q;
        z[k] = s;
        z[k + 1] = f32::INFINITY;
    }
    k = 0;
    for (q, out) in d.iter_mut().enumerate().take(n) {
        while z[k + 1] < q as f32 {
            k += 1;
        }
        let p = v[k];
        let dq = q as f32 - p as f32;
        *out = dq * dq + f[p];
    }
    f.copy_from_slice(&d[..n]);
}

/// Turns `grid` (0 at features, [`FAR`] elsewhere; `width` × `height`, row-major) into squared
/// distances, in cells, to the nearest feature cell.
///
/// The first pass, along columns, needs no parabolas on such a grid: the squared distance to
/// the nearest feature in the same column, found by one sweep down and one up, row by row
/// (which reads memory in order, where a column walk strides). It gives the same numbers
/// as the general pass and takes a fraction of its time; the packer measures holes often.
pub(crate) fn squared_edt(grid: &mut [f32], width: usize, height: usize) {
    debug_assert!(grid.iter().all(|&g| g == 0.0 || g == FAR), "a grid of features only");
    // Rows since the last feature above (down the sweep), then the nearer of that and below.
    let none = u32::MAX;
    let mut since = vec![none; width];
    let mut above = vec![none; width * height];
    for (y, row) in grid.chunks(width).enumerate() {
        for (x, &g) in row.iter().enumerate() {
            since[x] = if g == 0.0 { 0 } else { since[x].saturating_add(1) };
        }
        above[y * width..(y + 1) * width].copy_from_slice(&since);
    }
    since.fill(none);
    for (y, row) in grid.chunks_mut(width).enumerate().rev() {
        for (x, g) in row.iter_mut().enumerate() {
            since[x] = if *g == 0.0 { 0 } else { since[x].saturating_add(1) };
            let nearest = since[x].min(above[y * width + x]);
            *g = if nearest == none { FAR } else { (nearest as f32) * (nearest as f32) };
        }
    }
    let n = width.max(height);
    let mut d = vec![0.0f32; n];
    let mut v = vec![0usize; n];
    let mut z = vec![0.0f32; n + 1];
    for row in grid.chunks_mut(width) {
        line(row, &mut d, &mut v, &mut z);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_brute_force() {
        let (w, h) = (23, 17);
        let feats = [(3usize, 4usize), (20, 2), (11, 15), (0, 16)];
        let mut grid = vec![FAR; w * h];
        for &(x, y) in &feats {
            grid[y * w + x] = 0.0;
        }
        squared_edt(&mut grid, w, h);
        for y in 0..h {
            for x in 0..w {
                let best = feats
                    .iter()
                    .map(|&(fx, fy)| {
                        let (dx, dy) = (x as f32 - fx as f32, y as f32 - fy as f32);
                        dx * dx + dy * dy
                    })
                    .fold(f32::MAX, f32::min);
                assert_eq!(grid[y * w + x], best, "at ({x}, {y})");
            }
        }
    }
}
