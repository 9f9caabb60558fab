//! `cargo +nightly fuzz run passes_emulate`: the property is [`gfxopt::fuzzing::passes_emulate`]
//! (a sample, a random pass list, before and after emulated bit for bit).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(e) = gfxopt::fuzzing::passes_emulate(data) {
        panic!("{e}");
    }
});
