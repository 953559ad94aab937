//! Benchmark section: symbols.

pub fn run() {}
