//! Finite fields GF(p^n). SKELETON.
