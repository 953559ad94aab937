//! fanodeck command-line tool.
fn main() {}
