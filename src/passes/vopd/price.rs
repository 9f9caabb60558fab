//! Whether a conflict move pays: the timing model's price of the hot loop
//! ([`crate::timing::steady::loop_price`] on the target's built-in device) before and after it.
//!
//! A move trades one thing for another: a renamed web removes VGPR bank-conflict cycles but
//! may raise the VGPR count past an occupancy step; a rotated or split tuple load removes them
//! for one or more LDS instructions more per iteration. Counting conflicts alone took every
//! such trade (sgemm_lds gfx1100: five tuple loads split for 18 -> 0 conflicts, 7.3% more
//! executed instructions); the model weighs both sides in its own cycles.

use super::PassContext;
use crate::flow::stats::kernel_stats;
use crate::passes::{find_kernel, Snapshot};
use crate::timing::device::Device;
use crate::timing::steady::{loop_price, LoopPrice};

/// The model's price of one iteration of `name`'s hot loop as the module now stands, or why
/// there is none. The loop is priced with the waits the `waitcnt` fix-up will give it: a split
/// load adds an LDS operation, and the compiler's `lgkmcnt(N)` counts written for the old
/// loads would wait for the wrong ones (the fix-up runs on the kernel, the price is taken,
/// and the kernel's code is put back).
pub(super) fn hot_loop_price(cx: &mut PassContext, name: &str) -> Result<LoopPrice, String> {
    let k = find_kernel(cx, name).map_err(|e| e.to_string())?;
    let flow = cx.flow(&k).map_err(|e| e.to_string())?;
    let saved = Snapshot::take(cx.module, &k);
    let scope = crate::passes::scope(cx, name);
    crate::passes::waitcnt::fix(cx.module, &k, cx.isa, &flow, scope);
    let price = price_as_is(cx, name);
    saved.restore(cx.module);
    price
}

/// [`hot_loop_price`] of the code as it is, waits included.
fn price_as_is(cx: &PassContext, name: &str) -> Result<LoopPrice, String> {
    let k = find_kernel(cx, name).map_err(|e| e.to_string())?;
    let flow = cx.flow(&k).map_err(|e| e.to_string())?;
    let stats = kernel_stats(cx.module, &k, cx.isa, &flow);
    let hot = stats.hot_loop_id.ok_or("no hot loop")?;
    let mut blocks: Vec<_> = flow.loops.get(hot).blocks.to_vec();
    blocks.sort_by_key(|b| flow.cfg.blocks[b.index()].insts.start);
    let body: Vec<(u32, crate::isa::Opcode)> = blocks
        .iter()
        .flat_map(|b| flow.cfg.blocks[b.index()].insts.clone())
        .map(|i| (i as u32, flow.code.insts[i].op))
        .collect();
    let vgprs = crate::flow::resources::compute(cx.target, &k, &flow.code).total_vgprs;
    let dev = Device::for_target(cx.target);
    loop_price(cx.module, &k, &dev, &body, vgprs).map_err(|e| e.to_string())
}

/// The figures of a trial, for the log: `cycles A -> B per iteration (bank-conflict cycles
/// ..., instructions ..., waves per SIMD ...)`.
pub(super) fn figures(before: &LoopPrice, after: &LoopPrice) -> String {
    let ratio = after.cycles / before.cycles.max(f64::MIN_POSITIVE);
    let band = after.error_band;
    let band = if band <= 0.0 {
        String::new()
    } else if (ratio - 1.0).abs() <= band {
        format!(
            "; {:+.1}% is inside the model's +-{:.0}% error band",
            100.0 * (ratio - 1.0),
            100.0 * band
        )
    } else {
        format!("; model error band +-{:.0}%", 100.0 * band)
    };
    format!(
        "model {:.2} -> {:.2} cycles per wave-iteration (bank-conflict cycles {:.1} -> {:.1}, \
         instructions {} -> {}, waves per SIMD {} -> {}{band})",
        before.cycles,
        after.cycles,
        before.bank_cycles,
        after.bank_cycles,
        before.instructions,
        after.instructions,
        before.waves_per_simd,
        after.waves_per_simd
    )
}

/// A move is kept only when the loop gets cheaper in the model. One that adds nothing (no
/// instruction, no occupancy lost) and takes bank-conflict cycles away is cheaper in every
/// term of the model and kept as such: the replay's total moves by a fraction of a percent with
/// how the waves happen to interleave (sgemm_regtile<4,8>: a rename taking 3 bank-conflict
/// cycles away came out 16.25 -> 16.35), which only a real trade needs to be weighed by.
pub(super) fn pays(before: &LoopPrice, after: &LoopPrice) -> bool {
    let adds_nothing =
        after.instructions <= before.instructions && after.waves_per_simd >= before.waves_per_simd;
    if adds_nothing && after.bank_cycles < before.bank_cycles {
        return true;
    }
    after.cycles < before.cycles
}

/// How much dearer than the compiler's order the timing model may price a rescheduled loop
/// that otherwise [`pays`]: within the models' disagreement on memory-bound loops (Triton's
/// spilling matmuls: `matmul_fp32_128x128` +0.35%, `matmul_fp32_bk64` +1.6%, where `gfxopt
/// estimate` gives -0.6% and +1.5%).
const REORDER_SLACK: f64 = 0.02;

/// [`pays`] for a reordering of the loop's instructions: moving instructions changes the
/// latencies each one waits for, so "no instruction added, fewer bank-conflict cycles" is no
/// longer cheaper in every term, and the model's price must also stay within
/// [`REORDER_SLACK`] of the original (corpus/hip `gemm_odd<3,5>`: 6 -> 8 FMAs dual, 9 -> 3
/// bank-conflict cycles, but 10.00 -> 20.55 cycles per wave-iteration).
pub(super) fn pays_reordered(before: &LoopPrice, after: &LoopPrice) -> bool {
    pays(before, after) && after.cycles <= before.cycles * (1.0 + REORDER_SLACK)
}
