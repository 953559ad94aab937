//! Benchmark section: layout.

pub fn run() {}
