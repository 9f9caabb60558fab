//! Link options of the `gfxopt` binary.
//!
//! The compiled ISA tables (`src/isa/generated`) are about 1.3 MB of static data full of
//! pointers (names, operand lists). In a position-independent executable each pointer is a
//! relative relocation: as classic `RELA` records they were another ~1 MB that the loader reads
//! at every start before writing the table pages, about 1.6 MB of the resident memory of every
//! command (a 7.6 MB floor for `gfxopt --version`; issue 21's memory goals count that floor
//! against the input). Packed relative relocations (`DT_RELR`, GNU ld >= 2.38, lld, glibc >=
//! 2.36) keep the executable position-independent and shrink those records to a few kilobytes.
//! Only the binary gets the flag: test executables keep the toolchain's defaults.

fn main() {
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && env == "gnu" && std::env::var_os("GFXOPT_NO_RELR").is_none() {
        println!("cargo:rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
    }
    println!("cargo:rerun-if-env-changed=GFXOPT_NO_RELR");
    println!("cargo:rerun-if-changed=build.rs");
}
