//! Benchmark section: render.

pub fn run() {}
