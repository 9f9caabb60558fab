//! `cargo +nightly fuzz run optimize`: the property is [`gfxopt::fuzzing::optimize`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(e) = gfxopt::fuzzing::optimize(data) {
        panic!("{e}");
    }
});
