//! The integration suite, one test binary: each file below was a binary of its own, and
//! linking ~30 copies of the library cost minutes and gigabytes of target/ on every clean build.
//! Run one area with `cargo test --test suite pass_sgpr_addr::`.

mod chromium;
mod common;

mod affine_address;
mod analyze;
mod asm_props;
mod asm_roundtrip;
mod asm_syntax;
mod bench_cli;
mod check_compiler_output;
mod compact_props;
mod conformance;
mod corpus;
mod delay_alu;
mod emu_coverage;
mod emu_fastpaths;
mod emu_globals;
mod emu_hazards;
mod emu_insts;
mod emu_matrix;
mod emu_mem;
mod emu_misc;
mod emu_ops16;
mod emu_samples;
mod every_pass;
mod filetests;
mod fuzz_corpus;
mod hostile_inputs;
mod isa_facts;
mod k5_variants;
mod kernel_names;
mod memory_model;
mod numpy_reference;
mod pass_cache_policy;
mod pass_pkfma;
mod pass_sgpr_addr;
mod pass_spread;
mod pass_unroll;
mod pass_vopd;
mod report_chromium;
mod report_cli;
mod report_diff;
mod safety_net;
mod sample_specs;
mod samples_regen;
mod spec_init;
mod timing_model;
mod toolchain_assemble;
mod triton_regen;
mod trust_assume;
mod trust_guard;
mod trust_values;
mod verify_trust;
mod waitcnt_reorder;
