//! Small kernels for unit tests: a real sample's directives and descriptor around a body of
//! the test's own, so the analyses see a complete kernel.

use crate::asm::{parse_module, Module};

/// vector_add (gfx942) with the instructions between its entry label and `s_endpgm` replaced by
/// `body`.
pub fn gfx942_with(body: &str) -> Module {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/samples/vector_add/kernel.gfx942.s"
    );
    let text = std::fs::read_to_string(path).expect("sample");
    let start = text.find("; %bb.0:\n").expect("entry") + "; %bb.0:\n".len();
    let end = text.find("\ts_endpgm\n").expect("end");
    let src = format!("{}{body}{}", &text[..start], &text[end..]);
    parse_module("test.s", &src, None).expect("parse")
}
