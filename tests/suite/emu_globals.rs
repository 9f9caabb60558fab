//! Module variables (`__device__` globals): the classic last-block reduction counts finished
//! blocks in `__device__ unsigned retired`, which the kernel reaches through `s_getpc_b64` and
//! `retired@rel32` operands. It runs on both targets and both compilers' builds (its outputs
//! are checked against NumPy in numpy_reference.rs), and `verify` compares the variable too: a
//! rewrite that drops the kernel's final `retired = 0` is a difference, though every buffer
//! matches.

use crate::common::{gfxopt, repo};

fn drop_reset(text: &str) -> String {
    // The reset is the one store through the pair the `retired@rel32` sequence just built,
    // right after the store of the sum: drop the last global store before `s_endpgm`'s block.
    let lines: Vec<&str> = text.lines().collect();
    let reloc = lines
        .iter()
        .rposition(|l| l.contains("retired@rel32@hi"))
        .expect("the reset's address sequence");
    let store = (reloc..lines.len())
        .find(|&i| lines[i].trim_start().starts_with("global_store_"))
        .and_then(|i| {
            (i + 1..lines.len()).find(|&j| lines[j].trim_start().starts_with("global_store_"))
        })
        .expect("the store of 0 into retired");
    let mut out: Vec<&str> = lines.clone();
    out.remove(store);
    out.join("\n") + "\n"
}

#[test]
fn verify_sees_a_module_variable_the_buffers_do_not_show() {
    let tmp = tempfile::tempdir().expect("tempdir");
    for compiler in ["hip", "hip-clang22"] {
        for target in ["gfx1100", "gfx942"] {
            let dir = repo().join("corpus").join(compiler).join("mm_sync");
            let before = dir.join(format!("kernel.{target}.s"));
            let spec = dir.join("last_block_sum.toml");
            let text = std::fs::read_to_string(&before).expect("read");
            let after = tmp.path().join(format!("{compiler}.{target}.s"));
            std::fs::write(&after, drop_reset(&text)).expect("write");
            let same = gfxopt()
                .arg("verify")
                .arg(&before)
                .arg(&before)
                .arg("--spec")
                .arg(&spec)
                .output()
                .expect("run");
            assert_eq!(
                same.status.code(),
                Some(0),
                "{compiler} {target}: {}",
                String::from_utf8_lossy(&same.stderr)
            );
            let out = gfxopt()
                .arg("verify")
                .arg(&before)
                .arg(&after)
                .arg("--spec")
                .arg(&spec)
                .output()
                .expect("run");
            let all = format!(
                "{}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
            assert_eq!(out.status.code(), Some(3), "{compiler} {target}: {all}");
            assert!(all.contains("module variable `retired`"), "{all}");
        }
    }
}
