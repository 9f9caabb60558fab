//! Before/after equivalence on the emulator: the library form of `gfxopt verify`, used by the
//! pass tests and reports. Two input sets: the spec's, and the same with special values (±0,
//! denormals, ±inf, NaN) scattered through the floating-point buffers.

use super::compare::{compare, Difference};
use super::inputs::{inject_specials, make_inputs};
use super::runner::{find_kernel, run_kernel, RunError, RunOptions};
use super::spec::LaunchSpec;
use crate::asm::Module;

/// The outcome of running both versions.
#[derive(Clone, Debug)]
pub enum Verdict {
    /// Every output buffer equal bit for bit on every input set.
    Equal {
        outputs: Vec<String>,
        input_sets: usize,
    },
    /// The first difference, and which input set showed it.
    Different {
        inputs: &'static str,
        difference: Difference,
    },
}

/// Runs `before` and `after` on identical inputs and compares every output buffer bit for bit.
pub fn verify(
    before: &Module,
    after: &Module,
    spec: &LaunchSpec,
    kernel: Option<&str>,
    specials: bool,
    opts: &RunOptions,
) -> Result<Verdict, RunError> {
    let kb = find_kernel(before, spec, kernel)?;
    let ka = find_kernel(after, spec, kernel)?;
    super::runner::check_memory(spec, opts.max_memory)?;
    let base = make_inputs(spec).map_err(|e| RunError::Io(format!("error: {e}")))?;
    let mut sets = vec![("spec inputs", base.clone())];
    if specials {
        let mut special = base;
        inject_specials(spec, &mut special);
        sets.push(("inputs with special values", special));
    }
    for (what, inputs) in &sets {
        let rb = run_kernel(before, &kb, spec, inputs, opts)?;
        let ra = run_kernel(after, &ka, spec, inputs, opts)?;
        for b in spec.outputs() {
            let (Some(x), Some(y)) = (rb.buffers.get(&b.name), ra.buffers.get(&b.name)) else {
                continue;
            };
            if let Some(d) = compare(&b.name, b.elem, x, y) {
                return Ok(Verdict::Different {
                    inputs: what,
                    difference: d,
                });
            }
        }
    }
    Ok(Verdict::Equal {
        outputs: spec.outputs().map(|b| b.name.clone()).collect(),
        input_sets: sets.len(),
    })
}
