//! The model's rules, each on a small program built for it: a VOPD pair is one issue, VGPR bank
//! conflicts hold the VALU, occupancy counts whole work-groups.

use super::cost::{bank_conflicts, costs};
use super::device::Device;
use super::occupancy::{occupancy, Demand};
use super::sched::{simulate, SimInput, SimResult};
use super::trace::{Event, GroupTrace};
use crate::asm::Target;
use crate::emu::decode::{decode, Program};
use crate::kernel::Kernel;

fn program(text: &str) -> Program {
    program_for(Target::Gfx1100, text)
}

fn program_for(t: Target, text: &str) -> Program {
    let src = format!("{text}\n\ts_endpgm\n");
    let module = crate::asm::parse_module("<test>", &src, Some(t)).expect("parse");
    let kernel = Kernel::snippet(t, module.lines.len());
    decode(&module, &kernel).expect("decode")
}

/// One wave running the straight-line program once, alone on a CU.
fn run_alone(prog: &Program, dev: &Device) -> SimResult {
    let c = costs(prog, dev);
    let trace = GroupTrace {
        waves: vec![(0..prog.ops.len() as u32)
            .map(|pc| Event { pc, cost: 0 })
            .collect()],
    };
    let occ = occupancy(
        dev,
        Demand {
            vgprs: 64,
            lds_bytes: 0,
            waves_per_group: 1,
            wgp_mode: false,
        },
    );
    let loop_of = vec![usize::MAX; prog.ops.len()];
    simulate(&SimInput {
        dev,
        costs: &c,
        samples: std::slice::from_ref(&trace),
        occ: &occ,
        groups: 1,
        loop_of: &loop_of,
        loop_heads: &[],
    })
}

fn rx7900xtx() -> Device {
    Device::for_target(Target::Gfx1100)
}

#[test]
fn a_vopd_pair_is_one_issue() {
    let dev = rx7900xtx();
    // 128 FMAs on 32 accumulators (far apart enough that no FMA waits for its accumulator),
    // sources in four distinct banks: as 64 VOPD pairs and as 128 single instructions.
    let mut dual = String::new();
    let mut single = String::new();
    for i in 0..64 {
        let d = 2 * (i % 16);
        dual += &format!(
            "\tv_dual_fmac_f32 v{d}, v40, v41 :: v_dual_fmac_f32 v{}, v42, v43\n",
            d + 1
        );
        single += &format!("\tv_fmac_f32_e32 v{d}, v40, v41\n");
        single += &format!("\tv_fmac_f32_e32 v{}, v42, v43\n", d + 1);
    }
    let pd = program(&dual);
    let ps = program(&single);
    let rd = run_alone(&pd, &dev);
    let rs = run_alone(&ps, &dev);
    let valu = |p: &Program| (p.ops.len() - 1) as u64 * dev.valu_cycles as u64;
    assert_eq!(rd.valu_busy, valu(&pd), "each pair holds the VALU once");
    assert_eq!(rs.valu_busy, valu(&ps));
    assert_eq!(2 * rd.valu_busy, rs.valu_busy, "same FMAs, half the issues");
    assert!(rd.cycles < rs.cycles, "{} vs {}", rd.cycles, rs.cycles);
    assert_eq!(rd.stalls.bank_conflicts, 0);
}

#[test]
fn bank_conflicts_hold_the_valu() {
    let dev = rx7900xtx();
    assert!(dev.bank_conflict_cycles > 0);
    // Each FMA reads two sources; alternating source pairs keep the operand cache from
    // serving them. Same bank (v40, v44: both bank 0) against different banks (v40, v45).
    let build = |second: u32| {
        let mut s = String::new();
        for i in 0..64u32 {
            let (a, b) = (40 + 8 * (i % 2), second + 8 * (i % 2));
            s += &format!("\tv_fmac_f32_e32 v{}, v{a}, v{b}\n", i % 32);
        }
        program(&s)
    };
    let conflict = build(44);
    let clean = build(45);
    let rc = run_alone(&conflict, &dev);
    let rn = run_alone(&clean, &dev);
    let fmas = (conflict.ops.len() - 1) as u64;
    assert_eq!(rn.stalls.bank_conflicts, 0);
    assert_eq!(
        rc.stalls.bank_conflicts,
        fmas * dev.bank_conflict_cycles as u64,
        "one extra bank-0 read per FMA"
    );
    assert_eq!(rc.valu_busy, rn.valu_busy + rc.stalls.bank_conflicts);
    assert!(rc.cycles > rn.cycles, "{} vs {}", rc.cycles, rn.cycles);
}

#[test]
fn the_operand_cache_serves_what_the_previous_instruction_read() {
    // v44 was read by the previous VALU instruction: only v40 goes to bank 0.
    assert_eq!(bank_conflicts(&[40, 44], &[44]), 0);
    assert_eq!(bank_conflicts(&[40, 44], &[]), 1);
    // A register read twice in one instruction is one read.
    assert_eq!(bank_conflicts(&[40, 40], &[]), 0);
}

#[test]
fn occupancy_counts_whole_work_groups() {
    let dev = rx7900xtx();
    let demand = |wgp_mode| Demand {
        vgprs: 216,
        lds_bytes: 0,
        waves_per_group: 4,
        wgp_mode,
    };
    // Seed 001: 216 VGPRs fit 7 waves per SIMD by registers, but a CU has 2 SIMDs, so a 4-wave
    // group takes 2 waves of each: 3 groups, 6 waves.
    let cu = occupancy(&dev, demand(false));
    assert_eq!(cu.waves_by_vgprs, 7);
    assert_eq!(cu.waves_per_simd, 6);
    assert_eq!(cu.groups_per_unit, 3);
    assert_eq!(cu.limiter, "vgprs");
    // In WGP mode the group spreads over 4 SIMDs, one wave each: 7 groups, 7 waves.
    let wgp = occupancy(&dev, demand(true));
    assert_eq!(wgp.waves_per_simd, 7);
    assert_eq!(wgp.groups_per_unit, 7);
}

#[test]
fn lds_limits_groups_per_unit() {
    let dev = rx7900xtx();
    let o = occupancy(
        &dev,
        Demand {
            vgprs: 32,
            lds_bytes: dev.lds_bytes_per_cu / 3 + 1,
            waves_per_group: 2,
            wgp_mode: false,
        },
    );
    assert_eq!(o.groups_per_unit, 2);
    assert_eq!(o.limiter, "lds");
}

#[test]
fn dram_bytes_count_an_output_as_read_only_when_a_load_reads_it() {
    use super::{dram_bytes, Buffer};
    let buf = |addr, output| Buffer {
        addr,
        bytes: 1000,
        output,
    };
    // `C = A + B`: A and B read, C written.
    let add = [buf(0, false), buf(4096, false), buf(8192, true)];
    assert_eq!(dram_bytes(&add, &[0, 4100]), 3000);
    // `C = beta*C + ...`: a load inside C makes it read and written.
    assert_eq!(dram_bytes(&add, &[0, 4100, 8192 + 999]), 4000);
}

#[test]
fn valu_ops_issue_under_an_mfma_and_mfmas_share_the_matrix_core() {
    let dev = Device::for_target(Target::Gfx942);
    // A 16-pass MFMA (64 clocks), eight independent adds (4 clocks each), a second
    // independent 16-pass MFMA.
    let mut text = String::from("v_mfma_f32_32x32x2_f32 v[0:15], v16, v17, v[0:15]\n");
    for i in 0..8 {
        text += &format!("v_add_f32_e32 v{}, v40, v41\n", 20 + i);
    }
    text += "v_mfma_f32_32x32x2_f32 v[48:63], v16, v17, v[48:63]";
    let r = run_alone(&program_for(Target::Gfx942, &text), &dev);
    // The adds fit under the first MFMA (issued by clock 36); the second MFMA waits for the
    // core until clock 64, then s_endpgm.
    assert!(
        (64..80).contains(&r.cycles),
        "{} cycles: the adds should overlap the MFMA, the MFMAs not each other",
        r.cycles
    );
}

/// The steady-state price of a loop body (`steady::loop_price`): the same FMAs cost more with
/// their sources in one VGPR bank, and a `ds_load_b128` split into four `ds_load_b32` costs the
/// same LDS pipe cycles but three more issues.
#[test]
fn a_loop_price_counts_bank_conflicts_and_split_loads() {
    let dev = rx7900xtx();
    let price = |body: &str| {
        let src = format!("{body}\n\ts_endpgm\n");
        let module =
            crate::asm::parse_module("<test>", &src, Some(Target::Gfx1100)).expect("parse");
        let kernel = Kernel::snippet(Target::Gfx1100, module.lines.len());
        let prog = decode(&module, &kernel).expect("decode");
        let ops: Vec<(u32, crate::isa::Opcode)> = (0..prog.ops.len() as u32 - 1)
            .map(|pc| (pc, prog.ops[pc as usize].form.expect("form")))
            .collect();
        super::steady::loop_price(&module, &kernel, &dev, &ops, 64).expect("price")
    };
    let fmas = |a: u16, b: u16| -> String {
        (0..16)
            .map(|k| {
                format!(
                    "\tv_fmac_f32 v{}, v{}, v{}\n",
                    200 + k,
                    a + 4 * k,
                    b + 4 * k
                )
            })
            .collect()
    };
    // Sources in banks 1 and 2, or both in bank 0: a conflict on every FMA (no source is read
    // twice, so the operand cache serves none).
    let clear = price(&fmas(1, 66));
    let clash = price(&fmas(0, 64));
    assert_eq!(clear.bank_cycles, 0.0);
    assert!(clash.bank_cycles > 0.0, "{clash:?}");
    assert!(clash.cycles > clear.cycles, "{clear:?} {clash:?}");
    let whole = price("\tds_load_b128 v[0:3], v10\n\ts_waitcnt lgkmcnt(0)\n\tv_add_f32 v4, v0, v3");
    let split = price(
        "\tds_load_b32 v0, v10\n\tds_load_b32 v1, v10 offset:4\n\tds_load_b32 v2, v10 offset:8\n\tds_load_b32 v3, v10 offset:12\n\ts_waitcnt lgkmcnt(0)\n\tv_add_f32 v4, v0, v3",
    );
    assert_eq!(split.instructions, whole.instructions + 3);
    assert!(split.cycles >= whole.cycles, "{whole:?} {split:?}");
}
