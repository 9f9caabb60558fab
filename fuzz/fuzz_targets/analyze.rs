//! `cargo +nightly fuzz run analyze`: the property is [`gfxopt::fuzzing::analyze`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(e) = gfxopt::fuzzing::analyze(data) {
        panic!("{e}");
    }
});
