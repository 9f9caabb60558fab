//! Link options of the `gfxopt` binary.
//!
//! In a position-independent executable every pointer in static data is a relative relocation
//! the loader applies at each start, writing the page that holds it. The compiled ISA tables
//! (`src/isa/generated`) hold none (their names and lists are offsets into pools, issue 21);
//! what is left (~6,700: panic locations, vtables, `&str` tables of std, clap and the passes)
//! fills ~110 KB of `.data.rel.ro`. As classic `RELA` records those would be another ~160 KB
//! the loader reads at every start; packed relative relocations (`DT_RELR`, GNU ld >= 2.38,
//! lld, glibc >= 2.36) keep the executable position-independent and shrink them to ~2 KB.
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
