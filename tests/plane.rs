//! Integration tests: plane.
