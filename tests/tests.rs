//! One integration test binary, one module per area of the pipeline.

mod cli;
mod hostile;
mod layout;
mod plane;
mod render;
mod symbols;
