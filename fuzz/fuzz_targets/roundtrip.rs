//! `cargo +nightly fuzz run roundtrip`: the property is [`gfxopt::fuzzing::roundtrip`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(e) = gfxopt::fuzzing::roundtrip(data) {
        panic!("{e}");
    }
});
