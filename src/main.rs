use std::process::ExitCode;

fn main() -> ExitCode {
    riffle::cli::main()
}
