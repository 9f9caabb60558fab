//! `gfxopt analyze`.

use super::parse_cmd::parse_target;
use super::Failure;
use crate::asm::{parse_module_lazy, Module, Target};
use crate::flow::banks::{bank_rows, render_table};
use crate::flow::stats::{kernel_stats, KernelStats};
use crate::flow::KernelFlow;
use crate::io::{input_name, read_input, write_output};
use crate::isa::isa;
use crate::kernel::{kernels, Kernel};
use crate::report::analysis::{cfg_dot, kernel_text};
use std::path::PathBuf;

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum TextOrJson {
    Text,
    Json,
}

#[derive(clap::Args, Debug)]
pub struct AnalyzeArgs {
    /// The .s file (`-` for standard input).
    pub file: PathBuf,
    /// Only this kernel.
    #[arg(long)]
    pub kernel: Option<String>,
    #[arg(long, value_enum, default_value = "text")]
    pub format: TextOrJson,
    /// Write one Graphviz file per kernel's CFG into this directory.
    #[arg(long)]
    pub dot: Option<PathBuf>,
    /// Print the VGPR bank table (R/W/Cache per operand) of each kernel's hot loop (gfx1100).
    #[arg(long)]
    pub banks: bool,
    /// Target for a file without `.amdgcn_target`.
    #[arg(long, value_parser = parse_target)]
    pub target: Option<Target>,
}

pub fn run(a: AnalyzeArgs) -> Result<(), Failure> {
    let name = input_name(&a.file);
    let bytes = read_input(&a.file).map_err(Failure::input)?;
    // (Read lazily: each kernel's instructions are built while it is analysed.)
    let mut module = parse_module_lazy(&name, bytes, a.target).map_err(Failure::input)?;
    let target = module
        .target
        .ok_or_else(|| Failure::input(module.no_target_error("; pass --target")))?;
    let mut all = kernels(&module).map_err(Failure::input)?;
    if let Some(k) = &a.kernel {
        let chosen = crate::kernel::names::select(&all, k)
            .map_err(|e| Failure::input(format!("{name}: error: {e}")))?
            .clone();
        all = vec![chosen];
    }
    if all.is_empty() {
        return Err(Failure::input(format!(
            "{name}: error: the file defines no kernel (no `.amdhsa_kernel` block)"
        )));
    }
    let mut stats = Vec::new();
    let mut text = String::new();
    for k in &all {
        module.materialize(k.code.clone());
        let (s, kernel_text) = analyze_kernel(&module, k, target, &a)?;
        module.dematerialize(k.code.clone());
        text.push_str(&kernel_text);
        stats.push(s);
    }
    let out = match a.format {
        TextOrJson::Text => text,
        TextOrJson::Json => {
            let v = serde_json::json!({ "target": target.name(), "kernels": stats });
            serde_json::to_string_pretty(&v).map_err(Failure::input)? + "\n"
        }
    };
    write_output(std::path::Path::new("-"), out.as_bytes()).map_err(Failure::input)
}

/// One kernel's statistics and text (empty for JSON), its `--dot` file written; its
/// instructions are built.
fn analyze_kernel(
    module: &Module,
    k: &Kernel,
    target: Target,
    a: &AnalyzeArgs,
) -> Result<(KernelStats, String), Failure> {
    let isa = isa(target);
    let mut text = String::new();
    let flow = KernelFlow::build(module, k, isa).map_err(Failure::input)?;
    let s = kernel_stats(module, k, isa, &flow);
    if let Some(dir) = &a.dot {
        std::fs::create_dir_all(dir)
            .map_err(|e| Failure::input(format!("{}: error: {e}", dir.display())))?;
        write_output(
            &dir.join(format!("{}.dot", k.name)),
            cfg_dot(module, &k.name, &flow).as_bytes(),
        )
        .map_err(Failure::input)?;
    }
    if a.format == TextOrJson::Text {
        text.push_str(&kernel_text(&s));
        if a.banks {
            match s.hot_loop_id {
                Some(id) if target == Target::Gfx1100 => {
                    let lp = flow.loops.get(id);
                    let insts: Vec<usize> = lp
                        .blocks
                        .iter()
                        .flat_map(|b| flow.cfg.blocks[b.index()].insts.clone())
                        .collect();
                    text.push_str("  VGPR banks of the hot loop:\n");
                    text.push_str(&render_table(
                        module,
                        &flow.code,
                        &bank_rows(module, &flow.code, isa, &insts),
                    ));
                }
                Some(_) => text.push_str("  (the VGPR bank model applies to gfx1100 only)\n"),
                None => text.push_str("  (no loop: no bank table)\n"),
            }
        }
    }
    Ok((s, text))
}
