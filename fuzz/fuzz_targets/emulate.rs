//! `cargo +nightly fuzz run emulate`: the property is [`gfxopt::fuzzing::emulate`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(e) = gfxopt::fuzzing::emulate(data) {
        panic!("{e}");
    }
});
