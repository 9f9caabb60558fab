fn main() -> std::process::ExitCode {
    gfxopt::cli::main()
}
