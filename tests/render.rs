//! Integration tests: render.
