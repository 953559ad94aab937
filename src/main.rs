//! fanodeck command-line tool: everything only the binary needs lives in `cli`.

mod cli;

fn main() -> std::process::ExitCode {
    cli::main()
}
