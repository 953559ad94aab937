//! Benchmark section: plane.

pub fn run() {}
