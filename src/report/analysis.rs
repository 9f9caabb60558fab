//! Text and dot output of `gfxopt analyze`.

use crate::asm::Module;
use crate::flow::stats::KernelStats;
use crate::flow::KernelFlow;
use std::fmt::Write;

/// Human-readable summary of one kernel.
pub fn kernel_text(s: &KernelStats) -> String {
    let mut o = String::new();
    let decl = |v: Option<u32>| v.map_or("-".to_string(), |v| v.to_string());
    let _ = writeln!(o, "kernel {}", s.name);
    let _ = writeln!(
        o,
        "  instructions {}  code bytes {}  VALU {}  VOPD {}  packed FMA {}  waits {}  VGPR moves {}",
        s.instructions, s.code_bytes, s.valu, s.vopd, s.packed_fma, s.waits, s.vgpr_moves
    );
    let _ = writeln!(
        o,
        "  VGPRs {} (declared {})  AGPRs {}  SGPRs {} (declared {})  LDS {} B  scratch {} B  occupancy {} waves/SIMD",
        s.vgprs,
        decl(s.declared.vgprs),
        s.agprs,
        s.sgprs,
        decl(s.declared.sgprs),
        s.lds_bytes,
        s.scratch_bytes,
        s.occupancy
    );
    if s.fallback_instructions > 0 {
        let _ = writeln!(
            o,
            "  of the instructions, {} are fallback copies (labels *{}): they run only when a run-time check fails",
            s.fallback_instructions,
            crate::flow::loops::FALLBACK_SUFFIX
        );
    }
    let _ = writeln!(
        o,
        "  peak live: {} VGPRs, {} SGPRs",
        s.max_live_vgprs, s.max_live_sgprs
    );
    if s.loops.is_empty() {
        let _ = writeln!(o, "  no loops");
    } else {
        let _ = writeln!(
            o,
            "  {:<14} {:>5} {:>10} {:>6} {:>5} {:>5} {:>9} {:>8} {:>9} {:>7} {:>8}",
            "loop",
            "depth",
            "trips",
            "insts",
            "VALU",
            "VOPD",
            "FMA",
            "dual",
            "conflicts",
            "gloads",
            "addrVALU"
        );
        for l in &s.loops {
            let trips = match &l.trip_count {
                serde_json::Value::Null => "unknown".to_string(),
                serde_json::Value::String(e) => e.clone(),
                v => v.to_string(),
            };
            let _ = writeln!(
                o,
                "  {:<14} {:>5} {:>10} {:>6} {:>5} {:>5} {:>9} {:>8} {:>9} {:>7} {:>8}",
                l.header,
                l.depth,
                trips,
                l.instructions,
                l.valu,
                l.vopd,
                l.fma_total,
                l.fma_dual,
                l.bank_conflicts.map_or("-".to_string(), |c| c.to_string()),
                l.global_loads,
                l.address_valu
            );
        }
    }
    if let Some(h) = &s.hot_loop {
        let _ = writeln!(
            o,
            "  hot loop {}: {} FMAs, {} dual ({}%), bank conflicts {}, inner loops {}, address VALU/iter {} ({} global)",
            h.header,
            h.fma_total,
            h.fma_dual,
            h.fma_dual_pct,
            h.bank_conflicts.map_or("-".to_string(), |c| c.to_string()),
            h.inner_loops,
            h.address_valu_per_iter,
            h.global_address_valu_per_iter
        );
    }
    o
}

/// The CFG as Graphviz dot: one node per block (label, instruction count), loop headers bold.
pub fn cfg_dot(module: &Module, name: &str, flow: &KernelFlow) -> String {
    let mut o = String::new();
    let _ = writeln!(o, "digraph \"{}\" {{", name.replace('"', "'"));
    let _ = writeln!(o, "  node [shape=box fontname=monospace];");
    for (i, b) in flow.cfg.blocks.iter().enumerate() {
        let label = b.label.clone().unwrap_or_else(|| format!("bb{i}"));
        let first_line = flow
            .code
            .insts
            .get(b.insts.start)
            .and_then(|inst| module.lines[inst.line].line_number())
            .unwrap_or(0);
        let header = flow.loops.loops.iter().any(|l| l.header.index() == i);
        let _ = writeln!(
            o,
            "  b{i} [label=\"{label}\\nline {first_line}, {} insts\"{}];",
            b.insts.len(),
            if header { " style=bold" } else { "" }
        );
    }
    for e in flow.cfg.graph.edge_indices() {
        if let Some((a, b)) = flow.cfg.graph.edge_endpoints(e) {
            let _ = writeln!(o, "  b{} -> b{};", a.index(), b.index());
        }
    }
    o.push_str("}\n");
    o
}
