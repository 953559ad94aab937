//! One integration test binary, one module per area of the pipeline.

mod cli;
mod golden;
mod hostile;
mod layout;
mod output;
mod plane;
mod render;
mod run;
mod symbols;
