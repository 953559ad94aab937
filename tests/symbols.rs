//! Integration tests: symbols.
