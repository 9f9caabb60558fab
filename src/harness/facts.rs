//! A launch checked against the facts `optimize --assume` recorded in the file
//! (`; gfxopt-assume: ...`): `run`, `verify` and `bench` refuse a launch that breaks one, since
//! the rewritten code is only correct under them.

use crate::asm::Module;
use crate::harness::spec::{ArgSpec, LaunchSpec};
use crate::passes::assume::{read, Recorded};

/// Refuses a launch that breaks a fact recorded in `module`, naming it.
pub fn check_launch(module: &Module, kernel: &str, spec: &LaunchSpec) -> Result<(), String> {
    let facts: Vec<Recorded> = read(module)
        .map_err(|e| format!("{}: error: bad recorded assumption: {e}", module.name))?
        .into_iter()
        .filter(|r| r.kernel.as_deref().is_none_or(|k| k == kernel))
        .collect();
    if facts.is_empty() {
        return Ok(());
    }
    let k = crate::kernel::kernels(module)
        .map_err(|e| e.to_string())?
        .into_iter()
        .find(|k| k.name == kernel);
    for Recorded { fact: f, line, .. } in facts {
        let value = launch_value(k.as_ref(), spec, &f.name);
        let Some(v) = value else {
            return Err(format!(
                "{}: error: the file was optimized assuming `{line}`, but the spec {} has no argument, grid size or parameter `{}` to check it against",
                module.name,
                spec.path.display(),
                f.name
            ));
        };
        if !f.holds(v) {
            return Err(format!(
                "{}: error: the file was optimized assuming `{line}`, but the spec {} launches with {} = {v}: refusing to run it",
                module.name,
                spec.path.display(),
                f.name
            ));
        }
    }
    Ok(())
}

fn launch_value(k: Option<&crate::kernel::Kernel>, spec: &LaunchSpec, name: &str) -> Option<i64> {
    match name {
        "grid_x" => return Some(spec.grid[0] as i64),
        "grid_y" => return Some(spec.grid[1] as i64),
        "grid_z" => return Some(spec.grid[2] as i64),
        _ => {}
    }
    // `argN`: the N-th explicit argument (kernels whose metadata has no names).
    let pos = name
        .strip_prefix("arg")
        .and_then(|n| n.parse::<usize>().ok())
        .or_else(|| {
            k.and_then(|k| k.metadata.as_ref()).and_then(|m| {
                m.explicit_args()
                    .position(|a| a.name.as_deref() == Some(name))
            })
        });
    if let Some(ArgSpec::Scalar(s)) = pos.and_then(|p| spec.args.get(p)) {
        return s.resolved.as_exact_int();
    }
    spec.params.get(name).and_then(|n| n.as_exact_int())
}
