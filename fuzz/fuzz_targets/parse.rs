//! `cargo +nightly fuzz run parse`: the property is [`gfxopt::fuzzing::parse`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(e) = gfxopt::fuzzing::parse(data) {
        panic!("{e}");
    }
});
