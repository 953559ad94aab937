//! One integration test binary, one module per area of the pipeline.

mod cli;
mod cut_files;
mod cut_photos;
mod dominoes;
mod dominoes_baseline;
mod edits;
mod golden;
mod hostile;
mod hostile_project;
mod languages;
mod layout;
mod output;
mod pairs;
mod photos;
mod plane;
mod play;
mod print_shop;
mod project;
mod registration;
mod render;
mod run;
mod saved_projects;
mod set;
mod shapes;
mod symbols;
