//! Decoding a kernel's instructions, once, into a compact form the interpreter runs.
//!
//! Each instruction becomes an [`Op`]: an opcode [`K`] (a dense enum), destination and source
//! operands resolved to register indices or typed immediates, the modifiers as bits, branch
//! targets as op indices and the source line. Nothing is looked up by string after this.
//! gfx9 spellings (`global_load_dword`, `ds_read2_b32`, `s_andn2_b64`, `v_addc_co_u32`) map to
//! the same opcode as their gfx11 names; VOPD components (`v_dual_fmac_f32`) map to the VALU
//! opcode they run.

use super::matrix::MatrixOp;
use super::EmuError;
use crate::asm::{
    Atom, Half, Instruction, LineKind, ModValue, Module, Operand, OperandKind, RegFile, SpecialReg,
    Target,
};
use crate::kernel::Kernel;
use std::collections::HashMap;

macro_rules! opcodes {
    ($($name:ident),* $(,)?) => {
        /// Opcodes the emulator implements (named after their gfx11 spelling).
        #[allow(non_camel_case_types)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum K { $($name),* }
        /// Canonical names of [`K`].
        pub const NAMES: &[(&str, K)] = &[$((stringify!($name), K::$name)),*];
    };
}

opcodes! {
    // SOPP / control
    s_nop, s_endpgm, s_branch, s_cbranch_scc0, s_cbranch_scc1, s_cbranch_vccz, s_cbranch_vccnz,
    s_cbranch_execz, s_cbranch_execnz, s_barrier, s_waitcnt, s_waitcnt_vscnt, s_waitcnt_vmcnt,
    s_waitcnt_lgkmcnt, s_waitcnt_expcnt, s_sendmsg, s_delay_alu, s_clause, s_setprio, s_sleep,
    s_code_end, s_inst_prefetch, s_set_inst_prefetch_distance, s_waitcnt_depctr, s_ttracedata,
    s_ttracedata_imm, v_pipeflush, s_icache_inv, s_dcache_inv, s_dcache_wb, s_trap, s_sethalt,
    buffer_gl0_inv, buffer_gl1_inv, buffer_wbl2, buffer_inv, buffer_wbinvl1, buffer_wbinvl1_vol,
    // SOP1
    s_mov_b32, s_mov_b64, s_cmov_b32, s_cmov_b64, s_not_b32, s_not_b64, s_brev_b32, s_brev_b64,
    s_bcnt0_i32_b32, s_bcnt0_i32_b64, s_bcnt1_i32_b32, s_bcnt1_i32_b64, s_ctz_i32_b32, s_ctz_i32_b64,
    s_clz_i32_u32, s_clz_i32_u64, s_cls_i32, s_cls_i32_i64, s_sext_i32_i8, s_sext_i32_i16,
    s_bitset0_b32, s_bitset1_b32, s_bitset0_b64, s_bitset1_b64, s_abs_i32, s_getpc_b64, s_setpc_b64,
    s_swappc_b64, s_movk_i32, s_cmovk_i32, s_wqm_b32, s_wqm_b64, s_quadmask_b32, s_quadmask_b64,
    s_and_saveexec_b32, s_and_saveexec_b64, s_or_saveexec_b32, s_or_saveexec_b64,
    s_xor_saveexec_b32, s_xor_saveexec_b64, s_and_not1_saveexec_b32, s_and_not1_saveexec_b64,
    s_or_not1_saveexec_b32, s_or_not1_saveexec_b64, s_nand_saveexec_b32, s_nand_saveexec_b64,
    s_nor_saveexec_b32, s_nor_saveexec_b64, s_xnor_saveexec_b32, s_xnor_saveexec_b64,
    s_and_not0_saveexec_b32, s_and_not0_saveexec_b64, s_or_not0_saveexec_b32, s_or_not0_saveexec_b64,
    s_and_not0_wrexec_b32, s_and_not0_wrexec_b64, s_and_not1_wrexec_b32, s_and_not1_wrexec_b64,
    // SOP2
    s_add_u32, s_sub_u32, s_add_i32, s_sub_i32, s_addc_u32, s_subb_u32, s_min_i32, s_min_u32,
    s_max_i32, s_max_u32, s_cselect_b32, s_cselect_b64, s_and_b32, s_and_b64, s_or_b32, s_or_b64,
    s_xor_b32, s_xor_b64, s_and_not1_b32, s_and_not1_b64, s_or_not1_b32, s_or_not1_b64,
    s_nand_b32, s_nand_b64, s_nor_b32, s_nor_b64, s_xnor_b32, s_xnor_b64, s_lshl_b32, s_lshl_b64,
    s_lshr_b32, s_lshr_b64, s_ashr_i32, s_ashr_i64, s_bfm_b32, s_bfm_b64, s_mul_i32, s_mul_hi_u32,
    s_mul_hi_i32, s_bfe_u32, s_bfe_i32, s_bfe_u64, s_bfe_i64, s_absdiff_i32, s_lshl1_add_u32,
    s_lshl2_add_u32, s_lshl3_add_u32, s_lshl4_add_u32, s_pack_ll_b32_b16, s_pack_lh_b32_b16,
    s_pack_hh_b32_b16, s_pack_hl_b32_b16, s_addk_i32, s_mulk_i32,
    // SOPC / SOPK compares
    s_cmp_eq_i32, s_cmp_lg_i32, s_cmp_gt_i32, s_cmp_ge_i32, s_cmp_lt_i32, s_cmp_le_i32,
    s_cmp_eq_u32, s_cmp_lg_u32, s_cmp_gt_u32, s_cmp_ge_u32, s_cmp_lt_u32, s_cmp_le_u32,
    s_cmp_eq_u64, s_cmp_lg_u64, s_bitcmp0_b32, s_bitcmp1_b32, s_bitcmp0_b64, s_bitcmp1_b64,
    s_cmpk_eq_i32, s_cmpk_lg_i32, s_cmpk_gt_i32, s_cmpk_ge_i32, s_cmpk_lt_i32, s_cmpk_le_i32,
    s_cmpk_eq_u32, s_cmpk_lg_u32, s_cmpk_gt_u32, s_cmpk_ge_u32, s_cmpk_lt_u32, s_cmpk_le_u32,
    // SMEM
    s_load_b32, s_load_b64, s_load_b128, s_load_b256, s_load_b512, s_buffer_load_b32,
    s_buffer_load_b64, s_buffer_load_b128, s_buffer_load_b256, s_buffer_load_b512, s_memtime,
    s_memrealtime,
    // SMEM stores, scalar scratch and scalar atomics (gfx9; `smem`), cache hints (no-ops)
    s_store_b32, s_store_b64, s_store_b128, s_buffer_store_b32, s_buffer_store_b64,
    s_buffer_store_b128, s_scratch_load_b32, s_scratch_load_b64, s_scratch_load_b128,
    s_scratch_store_b32, s_scratch_store_b64, s_scratch_store_b128, s_atomic, s_buffer_atomic,
    s_dcache_discard, s_dcache_discard_x2, s_dcache_inv_vol, s_dcache_wb_vol, s_atc_probe,
    s_atc_probe_buffer, s_gl1_inv,
    // VOP1
    v_nop, v_mov_b32, v_mov_b64, v_not_b32, v_bfrev_b32, v_clz_i32_u32, v_ctz_i32_b32, v_cls_i32,
    v_readfirstlane_b32, v_cvt_f32_i32, v_cvt_f32_u32, v_cvt_i32_f32, v_cvt_u32_f32, v_cvt_f64_f32,
    v_cvt_f32_f64, v_cvt_f64_i32, v_cvt_i32_f64, v_cvt_f64_u32, v_cvt_u32_f64, v_cvt_f16_f32,
    v_cvt_f32_f16, v_cvt_rpi_i32_f32, v_cvt_flr_i32_f32, v_cvt_f32_ubyte0, v_cvt_f32_ubyte1,
    v_cvt_f32_ubyte2, v_cvt_f32_ubyte3, v_fract_f32, v_trunc_f32, v_ceil_f32, v_rndne_f32,
    v_floor_f32, v_fract_f64, v_trunc_f64, v_ceil_f64, v_rndne_f64, v_floor_f64, v_exp_f32,
    v_log_f32, v_rcp_f32, v_rcp_iflag_f32, v_rsq_f32, v_sqrt_f32, v_sin_f32, v_cos_f32, v_rcp_f64,
    v_rsq_f64, v_sqrt_f64, v_frexp_exp_i32_f32, v_frexp_mant_f32, v_frexp_exp_i32_f64,
    v_frexp_mant_f64, v_accvgpr_read_b32, v_accvgpr_write_b32, v_accvgpr_mov_b32, v_swap_b32,
    // VOP2 / VOP3
    v_add_f32, v_sub_f32, v_subrev_f32, v_mul_f32, v_mul_dx9_zero_f32, v_fmac_f32, v_fmaak_f32,
    v_fmamk_f32, v_fma_f32, v_fmac_f64, v_fma_f64, v_add_f64, v_mul_f64, v_min_f64, v_max_f64,
    v_ldexp_f64, v_min_f32, v_max_f32, v_min_i32, v_max_i32, v_min_u32, v_max_u32, v_ldexp_f32,
    v_add_nc_u32, v_sub_nc_u32, v_subrev_nc_u32, v_add_nc_i32, v_sub_nc_i32, v_add_co_u32,
    v_sub_co_u32, v_subrev_co_u32, v_add_co_ci_u32, v_sub_co_ci_u32, v_subrev_co_ci_u32,
    v_and_b32, v_or_b32, v_xor_b32, v_xnor_b32, v_lshlrev_b32, v_lshrrev_b32, v_ashrrev_i32,
    v_cndmask_b32, v_mul_i32_i24, v_mul_u32_u24, v_mul_hi_i32_i24, v_mul_hi_u32_u24, v_bfm_b32,
    v_mad_u64_u32, v_mad_i64_i32, v_mul_lo_u32, v_mul_hi_u32, v_mul_hi_i32, v_mad_u32_u24,
    v_mad_i32_i24, v_bfe_u32, v_bfe_i32, v_bfi_b32, v_alignbit_b32, v_alignbyte_b32,
    v_lshl_add_u32, v_add_lshl_u32, v_lshl_or_b32, v_and_or_b32, v_or3_b32, v_xor3_b32,
    v_add3_u32, v_xad_u32, v_min3_f32, v_max3_f32, v_med3_f32, v_min3_i32, v_max3_i32,
    v_med3_i32, v_min3_u32, v_max3_u32, v_med3_u32, v_lshlrev_b64, v_lshrrev_b64, v_ashrrev_i64,
    v_lshl_add_u64, v_perm_b32, v_bcnt_u32_b32, v_mbcnt_lo_u32_b32, v_mbcnt_hi_u32_b32,
    v_readlane_b32, v_writelane_b32, v_cvt_pk_rtz_f16_f32, v_pack_b32_f16, v_add_f16, v_sub_f16,
    v_mul_f16, v_fma_f16, v_div_fixup_f32, v_div_fixup_f64, v_div_scale_f32, v_div_scale_f64,
    v_div_fmas_f32, v_div_fmas_f64, v_cmp_class_f32, v_cmp_class_f64,
    // 16-bit VALU (f16 and i16/u16 in the low half; see `half`)
    v_ceil_f16, v_floor_f16, v_trunc_f16, v_rndne_f16, v_fract_f16, v_sqrt_f16, v_rcp_f16,
    v_rsq_f16, v_log_f16, v_exp_f16, v_sin_f16, v_cos_f16, v_frexp_mant_f16,
    v_frexp_exp_i16_f16, v_cvt_f16_i16, v_cvt_f16_u16, v_cvt_i16_f16, v_cvt_u16_f16,
    v_subrev_f16, v_fmac_f16, v_fmaak_f16, v_fmamk_f16,
    v_min_f16, v_max_f16, v_ldexp_f16, v_med3_f16, v_min3_f16, v_max3_f16, v_maxmin_f16,
    v_minmax_f16, v_div_fixup_f16, v_mov_b16, v_not_b16, v_and_b16, v_or_b16, v_xor_b16,
    v_add_nc_u16, v_sub_nc_u16, v_subrev_nc_u16, v_add_nc_i16, v_sub_nc_i16, v_mul_lo_u16,
    v_lshlrev_b16, v_lshrrev_b16, v_ashrrev_i16, v_min_i16, v_max_i16, v_min_u16, v_max_u16,
    v_min3_i16, v_max3_i16, v_med3_i16, v_min3_u16, v_max3_u16, v_med3_u16, v_mad_u16, v_mad_i16,
    v_mad_u32_u16, v_mad_i32_i16, v_cvt_u32_u16, v_cvt_i32_i16, v_cndmask_b16,
    // more 32-bit VALU
    v_maxmin_f32, v_minmax_f32, v_maxmin_i32, v_minmax_i32, v_maxmin_u32, v_minmax_u32,
    v_cubeid_f32, v_cubesc_f32, v_cubetc_f32, v_cubema_f32, v_fma_dx9_zero_f32,
    v_fmac_dx9_zero_f32, v_sad_u8, v_sad_hi_u8, v_sad_u16, v_sad_u32, v_lerp_u8,
    v_cvt_pk_i16_i32, v_cvt_pk_u16_u32, v_cvt_off_f32_i4, v_movrels_b32, v_movreld_b32, v_movrelsd_b32,
    v_permlane16_b32, v_permlanex16_b32,
    // VOP3P
    v_pk_fma_f32, v_pk_mul_f32, v_pk_add_f32, v_pk_mov_b32,
    v_pk_add_f16, v_pk_mul_f16, v_pk_fma_f16, v_pk_fmac_f16, v_pk_min_f16, v_pk_max_f16,
    v_pk_add_i16, v_pk_add_u16, v_pk_sub_i16, v_pk_sub_u16, v_pk_mul_lo_u16, v_pk_lshlrev_b16,
    v_pk_lshrrev_b16, v_pk_ashrrev_i16, v_pk_max_i16, v_pk_min_i16, v_pk_max_u16, v_pk_min_u16,
    v_pk_mad_i16, v_pk_mad_u16, v_dot2_f32_f16, v_dot2_i32_i16, v_dot2_u32_u16, v_dot4_i32_i8,
    v_dot4_u32_u8, v_dot8_i32_i4, v_dot8_u32_u4, v_dot2c_f32_f16, v_dot2acc_f32_f16,
    v_fma_mix_f32, v_fma_mixlo_f16, v_fma_mixhi_f16,
    // every MFMA / SMFMAC / WMMA (shape and types in `Op::matrix`)
    v_matrix,
    // calls, hardware registers, indexing and scalar odds and ends (see `calls`, `hwreg`)
    s_call_b64, s_getreg_b32, s_setreg_b32, s_setreg_imm32_b32, s_round_mode, s_denorm_mode,
    s_set_gpr_idx_on, s_set_gpr_idx_off, s_set_gpr_idx_mode, s_movrels_b32, s_movrels_b64,
    s_movreld_b32, s_movreld_b64, s_movrelsd_2_b32, s_bitreplicate_b64_b32, s_ff0_i32_b32,
    s_ff0_i32_b64, s_sendmsg_rtn_b32, s_sendmsg_rtn_b64, s_setvskip, s_version,
    s_cbranch_cdbgsys, s_cbranch_cdbgsys_and_user, s_cbranch_cdbgsys_or_user, s_cbranch_cdbguser,
    s_setkill, s_wakeup, s_incperflevel, s_decperflevel, s_sendmsghalt, s_endpgm_saved,
    s_endpgm_ordered_ps_done, s_wait_event, s_wait_idle,
    // VALU odds and ends (see `misc`)
    v_movrelsd_2_b32, v_swaprel_b32, v_permlane64_b32, v_sat_pk_u8_i16, v_cvt_norm_i16_f16,
    v_cvt_norm_u16_f16, v_cvt_pk_u8_f32, v_cvt_pkaccum_u8_f32, v_cvt_pk_norm_i16_f32,
    v_cvt_pk_norm_u16_f32, v_cvt_pk_norm_i16_f16, v_cvt_pk_norm_u16_f16, v_cvt_pk_i16_f32,
    v_cvt_pk_u16_f32, v_msad_u8, v_qsad_pk_u16_u8, v_mqsad_pk_u16_u8, v_mqsad_u32_u8,
    v_dot2c_i32_i16, v_dot4c_i32_i8, v_dot8c_i32_i4, v_dot4_i32_iu8, v_dot8_i32_iu4,
    v_dot2_f32_bf16, v_dot2_f16_f16, v_dot2_bf16_bf16, v_mac_f16, v_mad_f16, v_madak_f16,
    v_madmk_f16, v_mad_legacy_f16, v_fma_legacy_f16, v_div_fixup_legacy_f16, v_mad_legacy_i16,
    v_mad_legacy_u16, v_exp_legacy_f32, v_log_legacy_f32, v_mullit_f32, v_trig_preop_f64,
    v_screen_partition_4se_b32, v_cvt_f32_fp8, v_cvt_f32_bf8, v_cvt_pk_f32_fp8, v_cvt_pk_f32_bf8,
    v_cvt_pk_fp8_f32, v_cvt_pk_bf8_f32, v_cvt_sr_fp8_f32, v_cvt_sr_bf8_f32,
    // VOPC (the x forms are flagged on the op, not separate opcodes)
    v_cmp_f_f32, v_cmp_lt_f32, v_cmp_eq_f32, v_cmp_le_f32, v_cmp_gt_f32, v_cmp_lg_f32,
    v_cmp_ge_f32, v_cmp_o_f32, v_cmp_u_f32, v_cmp_nge_f32, v_cmp_nlg_f32, v_cmp_ngt_f32,
    v_cmp_nle_f32, v_cmp_neq_f32, v_cmp_nlt_f32, v_cmp_t_f32,
    v_cmp_f_f64, v_cmp_lt_f64, v_cmp_eq_f64, v_cmp_le_f64, v_cmp_gt_f64, v_cmp_lg_f64,
    v_cmp_ge_f64, v_cmp_o_f64, v_cmp_u_f64, v_cmp_nge_f64, v_cmp_nlg_f64, v_cmp_ngt_f64,
    v_cmp_nle_f64, v_cmp_neq_f64, v_cmp_nlt_f64, v_cmp_t_f64,
    v_cmp_f_i32, v_cmp_lt_i32, v_cmp_eq_i32, v_cmp_le_i32, v_cmp_gt_i32, v_cmp_ne_i32,
    v_cmp_ge_i32, v_cmp_t_i32, v_cmp_f_u32, v_cmp_lt_u32, v_cmp_eq_u32, v_cmp_le_u32,
    v_cmp_gt_u32, v_cmp_ne_u32, v_cmp_ge_u32, v_cmp_t_u32,
    v_cmp_f_i64, v_cmp_lt_i64, v_cmp_eq_i64, v_cmp_le_i64, v_cmp_gt_i64, v_cmp_ne_i64,
    v_cmp_ge_i64, v_cmp_t_i64, v_cmp_f_u64, v_cmp_lt_u64, v_cmp_eq_u64, v_cmp_le_u64,
    v_cmp_gt_u64, v_cmp_ne_u64, v_cmp_ge_u64, v_cmp_t_u64,
    // 16-bit compares (after the 32/64-bit ones: `cmp16` indexes from v_cmp_f_f16)
    v_cmp_f_f16, v_cmp_lt_f16, v_cmp_eq_f16, v_cmp_le_f16, v_cmp_gt_f16, v_cmp_lg_f16,
    v_cmp_ge_f16, v_cmp_o_f16, v_cmp_u_f16, v_cmp_nge_f16, v_cmp_nlg_f16, v_cmp_ngt_f16,
    v_cmp_nle_f16, v_cmp_neq_f16, v_cmp_nlt_f16, v_cmp_t_f16,
    v_cmp_f_i16, v_cmp_lt_i16, v_cmp_eq_i16, v_cmp_le_i16, v_cmp_gt_i16, v_cmp_ne_i16,
    v_cmp_ge_i16, v_cmp_t_i16, v_cmp_f_u16, v_cmp_lt_u16, v_cmp_eq_u16, v_cmp_le_u16,
    v_cmp_gt_u16, v_cmp_ne_u16, v_cmp_ge_u16, v_cmp_t_u16, v_cmp_class_f16,
    // DS
    ds_load_b32, ds_load_b64, ds_load_b96, ds_load_b128, ds_load_u8, ds_load_i8, ds_load_u16,
    ds_load_i16, ds_load_2addr_b32, ds_load_2addr_b64, ds_load_2addr_stride64_b32,
    ds_load_2addr_stride64_b64, ds_store_b8, ds_store_b16, ds_store_b32, ds_store_b64,
    ds_store_b96, ds_store_b128, ds_store_2addr_b32, ds_store_2addr_b64,
    ds_store_2addr_stride64_b32, ds_store_2addr_stride64_b64, ds_bpermute_b32, ds_permute_b32,
    ds_add_u32, ds_add_rtn_u32, ds_add_f32, ds_add_rtn_f32, ds_nop,
    // DS with their own addressing or data movement (see `ds_misc`)
    ds_swizzle_b32, ds_append, ds_consume, ds_load_addtid_b32, ds_store_addtid_b32,
    ds_storexchg_2addr_rtn_b32, ds_storexchg_2addr_rtn_b64, ds_storexchg_2addr_stride64_rtn_b32,
    ds_storexchg_2addr_stride64_rtn_b64, ds_condxchg32_rtn_b64, ds_wrap_rtn_b32,
    // DS d16: a byte or short into (or from) one half of the VGPR (see `Access`)
    ds_load_u8_d16, ds_load_u8_d16_hi, ds_load_i8_d16, ds_load_i8_d16_hi, ds_load_u16_d16,
    ds_load_u16_d16_hi, ds_store_b8_d16_hi, ds_store_b16_d16_hi,
    // every other LDS atomic (operation and width in `Op::atomic`)
    ds_atomic,
    // FLAT / GLOBAL / SCRATCH (flat and scratch decode to these with a segment flag)
    global_load_b32, global_load_b64, global_load_b96, global_load_b128, global_load_u8,
    global_load_i8, global_load_u16, global_load_i16, global_store_b8, global_store_b16,
    global_store_b32, global_store_b64, global_store_b96, global_store_b128,
    global_atomic_add_u32, global_atomic_add_f32, global_atomic_max_i32, global_atomic_min_i32,
    global_atomic_max_u32, global_atomic_min_u32, global_atomic_swap_b32, global_atomic_cmpswap_b32,
    global_atomic_and_b32, global_atomic_or_b32, global_atomic_xor_b32,
    // FLAT / GLOBAL / SCRATCH d16
    global_load_d16_b16, global_load_d16_hi_b16, global_load_d16_u8, global_load_d16_i8,
    global_load_d16_hi_u8, global_load_d16_hi_i8, global_store_d16_hi_b8, global_store_d16_hi_b16,
    // every other FLAT/GLOBAL atomic (operation and width in `Op::atomic`)
    global_atomic,
    // MUBUF
    buffer_load_b32, buffer_load_b64, buffer_load_b96, buffer_load_b128, buffer_load_u8,
    buffer_load_i8, buffer_load_u16, buffer_load_i16, buffer_store_b8, buffer_store_b16,
    buffer_store_b32, buffer_store_b64, buffer_store_b96, buffer_store_b128,
    buffer_load_d16_b16, buffer_load_d16_hi_b16, buffer_load_d16_u8, buffer_load_d16_i8,
    buffer_load_d16_hi_u8, buffer_load_d16_hi_i8, buffer_store_d16_hi_b8, buffer_store_d16_hi_b16,
    // MUBUF atomics (operation and width in `Op::atomic`)
    buffer_atomic,
    // MUBUF/MTBUF format conversions (components, d16 and format in `Op::fmt`)
    buffer_load_format, buffer_store_format,
    // loads into LDS at M0 (MUBUF `lds`, gfx942 GLOBAL/SCRATCH `_lds_`; size in `access`)
    buffer_load_lds_b32, buffer_load_lds_u8, buffer_load_lds_i8, buffer_load_lds_u16,
    buffer_load_lds_i16, global_load_lds_b32, global_load_lds_u8, global_load_lds_i8,
    global_load_lds_u16, global_load_lds_i16,
}

/// gfx9 (and other) spellings of the opcodes above.
const ALIASES: &[(&str, &str)] = &[
    ("s_andn2_b32", "s_and_not1_b32"),
    ("s_andn2_b64", "s_and_not1_b64"),
    ("s_orn2_b32", "s_or_not1_b32"),
    ("s_orn2_b64", "s_or_not1_b64"),
    ("s_andn2_saveexec_b32", "s_and_not1_saveexec_b32"),
    ("s_andn2_saveexec_b64", "s_and_not1_saveexec_b64"),
    ("s_orn2_saveexec_b32", "s_or_not1_saveexec_b32"),
    ("s_orn2_saveexec_b64", "s_or_not1_saveexec_b64"),
    ("s_andn1_saveexec_b32", "s_and_not0_saveexec_b32"),
    ("s_andn1_saveexec_b64", "s_and_not0_saveexec_b64"),
    ("s_orn1_saveexec_b32", "s_or_not0_saveexec_b32"),
    ("s_orn1_saveexec_b64", "s_or_not0_saveexec_b64"),
    ("s_andn1_wrexec_b64", "s_and_not0_wrexec_b64"),
    ("s_andn2_wrexec_b64", "s_and_not1_wrexec_b64"),
    ("s_ff1_i32_b32", "s_ctz_i32_b32"),
    ("s_ff1_i32_b64", "s_ctz_i32_b64"),
    ("s_flbit_i32_b32", "s_clz_i32_u32"),
    ("s_flbit_i32_b64", "s_clz_i32_u64"),
    ("s_flbit_i32", "s_cls_i32"),
    ("s_flbit_i32_i64", "s_cls_i32_i64"),
    ("v_ffbh_u32", "v_clz_i32_u32"),
    ("v_ffbl_b32", "v_ctz_i32_b32"),
    ("v_ffbh_i32", "v_cls_i32"),
    ("v_add_u32", "v_add_nc_u32"),
    ("v_sub_u32", "v_sub_nc_u32"),
    ("v_subrev_u32", "v_subrev_nc_u32"),
    ("v_add_i32", "v_add_nc_i32"),
    ("v_sub_i32", "v_sub_nc_i32"),
    ("v_addc_co_u32", "v_add_co_ci_u32"),
    ("v_subb_co_u32", "v_sub_co_ci_u32"),
    ("v_subbrev_co_u32", "v_subrev_co_ci_u32"),
    ("v_mul_legacy_f32", "v_mul_dx9_zero_f32"),
    ("v_fma_legacy_f32", "v_fma_dx9_zero_f32"),
    ("v_fmac_legacy_f32", "v_fmac_dx9_zero_f32"),
    ("v_cvt_floor_i32_f32", "v_cvt_flr_i32_f32"),
    ("v_cvt_nearest_i32_f32", "v_cvt_rpi_i32_f32"),
    ("v_add_u16", "v_add_nc_u16"),
    ("v_sub_u16", "v_sub_nc_u16"),
    ("v_subrev_u16", "v_subrev_nc_u16"),
    ("v_add_i16", "v_add_nc_i16"),
    ("v_sub_i16", "v_sub_nc_i16"),
    ("v_cvt_pkrtz_f16_f32", "v_cvt_pk_rtz_f16_f32"),
    ("s_load_dword", "s_load_b32"),
    ("s_load_dwordx2", "s_load_b64"),
    ("s_load_dwordx4", "s_load_b128"),
    ("s_load_dwordx8", "s_load_b256"),
    ("s_load_dwordx16", "s_load_b512"),
    ("s_buffer_load_dword", "s_buffer_load_b32"),
    ("s_buffer_load_dwordx2", "s_buffer_load_b64"),
    ("s_buffer_load_dwordx4", "s_buffer_load_b128"),
    ("s_buffer_load_dwordx8", "s_buffer_load_b256"),
    ("s_buffer_load_dwordx16", "s_buffer_load_b512"),
    ("ds_read_b32", "ds_load_b32"),
    ("ds_read_b64", "ds_load_b64"),
    ("ds_read_b96", "ds_load_b96"),
    ("ds_read_b128", "ds_load_b128"),
    ("ds_read_u8", "ds_load_u8"),
    ("ds_read_i8", "ds_load_i8"),
    ("ds_read_u16", "ds_load_u16"),
    ("ds_read_i16", "ds_load_i16"),
    ("ds_read2_b32", "ds_load_2addr_b32"),
    ("ds_read2_b64", "ds_load_2addr_b64"),
    ("ds_read2st64_b32", "ds_load_2addr_stride64_b32"),
    ("ds_read2st64_b64", "ds_load_2addr_stride64_b64"),
    ("ds_write_b8", "ds_store_b8"),
    ("ds_write_b16", "ds_store_b16"),
    ("ds_write_b32", "ds_store_b32"),
    ("ds_write_b64", "ds_store_b64"),
    ("ds_write_b96", "ds_store_b96"),
    ("ds_write_b128", "ds_store_b128"),
    ("ds_write2_b32", "ds_store_2addr_b32"),
    ("ds_write2_b64", "ds_store_2addr_b64"),
    ("ds_write2st64_b32", "ds_store_2addr_stride64_b32"),
    ("ds_write2st64_b64", "ds_store_2addr_stride64_b64"),
    ("ds_read_u8_d16", "ds_load_u8_d16"),
    ("ds_read_u8_d16_hi", "ds_load_u8_d16_hi"),
    ("ds_read_i8_d16", "ds_load_i8_d16"),
    ("ds_read_i8_d16_hi", "ds_load_i8_d16_hi"),
    ("ds_read_u16_d16", "ds_load_u16_d16"),
    ("ds_read_u16_d16_hi", "ds_load_u16_d16_hi"),
    ("ds_write_b8_d16_hi", "ds_store_b8_d16_hi"),
    ("ds_write_b16_d16_hi", "ds_store_b16_d16_hi"),
    // d16 (flat_ and scratch_ spellings reach these as global_)
    ("global_load_short_d16", "global_load_d16_b16"),
    ("global_load_short_d16_hi", "global_load_d16_hi_b16"),
    ("global_load_ubyte_d16", "global_load_d16_u8"),
    ("global_load_ubyte_d16_hi", "global_load_d16_hi_u8"),
    ("global_load_sbyte_d16", "global_load_d16_i8"),
    ("global_load_sbyte_d16_hi", "global_load_d16_hi_i8"),
    ("global_store_byte_d16_hi", "global_store_d16_hi_b8"),
    ("global_store_short_d16_hi", "global_store_d16_hi_b16"),
    ("buffer_load_short_d16", "buffer_load_d16_b16"),
    ("buffer_load_short_d16_hi", "buffer_load_d16_hi_b16"),
    ("buffer_load_ubyte_d16", "buffer_load_d16_u8"),
    ("buffer_load_ubyte_d16_hi", "buffer_load_d16_hi_u8"),
    ("buffer_load_sbyte_d16", "buffer_load_d16_i8"),
    ("buffer_load_sbyte_d16_hi", "buffer_load_d16_hi_i8"),
    ("buffer_store_byte_d16_hi", "buffer_store_d16_hi_b8"),
    ("buffer_store_short_d16_hi", "buffer_store_d16_hi_b16"),
    ("s_store_dword", "s_store_b32"),
    ("s_store_dwordx2", "s_store_b64"),
    ("s_store_dwordx4", "s_store_b128"),
    ("s_buffer_store_dword", "s_buffer_store_b32"),
    ("s_buffer_store_dwordx2", "s_buffer_store_b64"),
    ("s_buffer_store_dwordx4", "s_buffer_store_b128"),
    ("s_scratch_load_dword", "s_scratch_load_b32"),
    ("s_scratch_load_dwordx2", "s_scratch_load_b64"),
    ("s_scratch_load_dwordx4", "s_scratch_load_b128"),
    ("s_scratch_store_dword", "s_scratch_store_b32"),
    ("s_scratch_store_dwordx2", "s_scratch_store_b64"),
    ("s_scratch_store_dwordx4", "s_scratch_store_b128"),
    ("ds_read_addtid_b32", "ds_load_addtid_b32"),
    ("ds_write_addtid_b32", "ds_store_addtid_b32"),
    ("ds_wrxchg2_rtn_b32", "ds_storexchg_2addr_rtn_b32"),
    ("ds_wrxchg2_rtn_b64", "ds_storexchg_2addr_rtn_b64"),
    (
        "ds_wrxchg2st64_rtn_b32",
        "ds_storexchg_2addr_stride64_rtn_b32",
    ),
    (
        "ds_wrxchg2st64_rtn_b64",
        "ds_storexchg_2addr_stride64_rtn_b64",
    ),
    ("buffer_load_lds_dword", "buffer_load_lds_b32"),
    ("buffer_load_lds_ubyte", "buffer_load_lds_u8"),
    ("buffer_load_lds_sbyte", "buffer_load_lds_i8"),
    ("buffer_load_lds_ushort", "buffer_load_lds_u16"),
    ("buffer_load_lds_sshort", "buffer_load_lds_i16"),
    ("global_load_lds_dword", "global_load_lds_b32"),
    ("global_load_lds_ubyte", "global_load_lds_u8"),
    ("global_load_lds_sbyte", "global_load_lds_i8"),
    ("global_load_lds_ushort", "global_load_lds_u16"),
    ("global_load_lds_sshort", "global_load_lds_i16"),
    ("global_atomic_add", "global_atomic_add_u32"),
    ("global_atomic_smax", "global_atomic_max_i32"),
    ("global_atomic_smin", "global_atomic_min_i32"),
    ("global_atomic_umax", "global_atomic_max_u32"),
    ("global_atomic_umin", "global_atomic_min_u32"),
    ("global_atomic_swap", "global_atomic_swap_b32"),
    ("global_atomic_cmpswap", "global_atomic_cmpswap_b32"),
    ("global_atomic_and", "global_atomic_and_b32"),
    ("global_atomic_or", "global_atomic_or_b32"),
    ("global_atomic_xor", "global_atomic_xor_b32"),
    ("global_atomic_smax_i32", "global_atomic_max_i32"),
    ("global_atomic_smin_i32", "global_atomic_min_i32"),
    ("global_atomic_umax_u32", "global_atomic_max_u32"),
    ("global_atomic_umin_u32", "global_atomic_min_u32"),
    ("v_cvt_pknorm_i16_f32", "v_cvt_pk_norm_i16_f32"),
    ("v_cvt_pknorm_u16_f32", "v_cvt_pk_norm_u16_f32"),
    ("v_cvt_pknorm_i16_f16", "v_cvt_pk_norm_i16_f16"),
    ("v_cvt_pknorm_u16_f16", "v_cvt_pk_norm_u16_f16"),
];

/// Memory suffix spellings: gfx9 `dword`/`ubyte`/... to gfx11 `b32`/`u8`/...
const MEM_SUFFIXES: &[(&str, &str)] = &[
    ("_dwordx4", "_b128"),
    ("_dwordx3", "_b96"),
    ("_dwordx2", "_b64"),
    ("_dword", "_b32"),
    ("_ubyte", "_u8"),
    ("_sbyte", "_i8"),
    ("_ushort", "_u16"),
    ("_sshort", "_i16"),
    ("_byte", "_b8"),
    ("_short", "_b16"),
];

/// Looks a mnemonic up, with its encoding suffix (`_e32`, `_e64`) removed. Also returns whether
/// it is a `v_cmpx_*` (compare writing EXEC) and the address segment of a memory op.
pub fn lookup(mnemonic: &str) -> Option<(K, Flavor)> {
    static TABLE: std::sync::OnceLock<HashMap<&'static str, K>> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut m: HashMap<&'static str, K> = NAMES.iter().copied().collect();
        for (alias, canon) in ALIASES {
            if let Some(&k) = m.get(canon) {
                m.insert(alias, k);
            }
        }
        m
    });
    let mut name = mnemonic;
    for suf in ["_e32", "_e64"] {
        if let Some(n) = name.strip_suffix(suf) {
            name = n;
        }
    }
    let mut flavor = Flavor::default();
    let mut owned;
    if let Some(rest) = name.strip_prefix("v_dual_") {
        owned = format!("v_{rest}");
        name = &owned;
    }
    if let Some(rest) = name.strip_prefix("v_cmpx_") {
        flavor.cmpx = true;
        owned = format!("v_cmp_{rest}");
        name = &owned;
    }
    for (prefix, seg) in [("flat_", Seg::Flat), ("scratch_", Seg::Scratch)] {
        if let Some(rest) = name.strip_prefix(prefix) {
            flavor.seg = seg;
            owned = format!("global_{rest}");
            name = &owned;
        }
    }
    if let Some(&k) = table.get(name) {
        return Some((k, flavor));
    }
    if let Some(shape) = crate::isa::matrix::matrix_of(name) {
        flavor.matrix = Some(shape);
        return Some((K::v_matrix, flavor));
    }
    if let Some((a, rtn)) = crate::isa::semantics::atomic_of(name) {
        flavor.atomic = Some(a);
        flavor.rtn = rtn;
        let k = if name.starts_with("ds_") {
            K::ds_atomic
        } else if name.starts_with("s_buffer_") {
            K::s_buffer_atomic
        } else if name.starts_with("s_") {
            K::s_atomic
        } else if name.starts_with("buffer_") {
            K::buffer_atomic
        } else {
            K::global_atomic
        };
        return Some((k, flavor));
    }
    if let Some((k, f)) = super::format::lookup(name) {
        flavor.fmt = Some(f);
        return Some((k, flavor));
    }
    if name.starts_with("global_") || name.starts_with("buffer_") {
        for (old, new) in MEM_SUFFIXES {
            if let Some(stem) = name.strip_suffix(old) {
                owned = format!("{stem}{new}");
                return table.get(owned.as_str()).map(|&k| (k, flavor));
            }
        }
    }
    // gfx9 v_cmp_ne_f32 is not a thing, but v_cmp_lg_i32 / v_cmp_ne_* spellings overlap; and
    // gfx9 calls the integer true/false compares tru/f.
    if let Some(stem) = name.strip_prefix("v_cmp_tru_") {
        owned = format!("v_cmp_t_{stem}");
        return table.get(owned.as_str()).map(|&k| (k, flavor));
    }
    None
}

/// Variants of one opcode that do not need a separate [`K`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Flavor {
    pub cmpx: bool,
    pub seg: Seg,
    /// The generic memory atomics: operation, width, and (DS) whether it returns.
    pub atomic: Option<crate::isa::semantics::Atomic>,
    pub rtn: bool,
    /// A matrix-core instruction's shape and element types.
    pub matrix: Option<crate::isa::matrix::MatrixShape>,
    /// The MUBUF/MTBUF format ops: components, d16, typed (the format is completed from the
    /// instruction's `format:` operand in `decode_inst`).
    pub fmt: Option<super::format::FmtOp>,
}

/// Address segment of a FLAT-family instruction.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Seg {
    #[default]
    Global,
    Flat,
    Scratch,
}

/// Scalar register indices in the emulator's SGPR file (the hardware's operand encoding).
pub mod sreg {
    pub const VCC: u16 = 106;
    pub const TTMP: u16 = 108;
    pub const M0: u16 = 124;
    pub const NULL: u16 = 125;
    pub const EXEC: u16 = 126;
    pub const FLAT_SCRATCH: u16 = 102;
    pub const XNACK: u16 = 104;
    /// Size of the SGPR file.
    pub const COUNT: usize = 128;
}

/// One resolved operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Opnd {
    #[default]
    None,
    /// A VGPR (AGPRs are mapped after the VGPRs), first of a range.
    V(u16),
    /// An SGPR index in the [`sreg`] numbering, first of a range.
    S(u16),
    /// A constant, already in the bit pattern of the operand type (64 bits for 64-bit operands).
    Imm(u64),
    Scc,
    VccZ,
    ExecZ,
}

/// Operand type, used to turn asm constants into bit patterns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    B32,
    F32,
    B64,
    F64,
    F16,
}

/// Broad class of an op, for statistics and the wait-counter model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    Salu,
    Valu,
    Smem,
    Lds,
    VmemLoad,
    VmemStore,
    Branch,
    Other,
}

/// A register range an op reads or writes (for the pending-load hazard check).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegRef {
    pub vector: bool,
    pub first: u16,
    pub count: u16,
    /// The 16-bit half a d16 load writes, a 16-bit store or a true16 operand (`v1.l`, `v1.h`)
    /// reads: a load into one half leaves the other half free to use (LLVM tracks halves).
    pub part: Part,
}

/// The registers an op reads or writes: VGPRs 0-255 and SGPRs 0-127 as bit sets, `wide` when
/// it names a register past them (then the ranges are walked).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Touch {
    pub v: [u64; 4],
    pub s: [u64; 2],
    pub wide: bool,
}

impl Touch {
    fn of(refs: &[RegRef]) -> Touch {
        let mut t = Touch::default();
        for r in refs {
            for i in r.first as usize..r.first as usize + r.count as usize {
                let (w, bit) = (i / 64, 1u64 << (i % 64));
                let slot = if r.vector {
                    t.v.get_mut(w)
                } else {
                    t.s.get_mut(w)
                };
                match slot {
                    Some(b) => *b |= bit,
                    None => t.wide = true,
                }
            }
        }
        t
    }
}

/// One decoded instruction.
#[derive(Clone, Debug)]
pub struct Op {
    pub k: K,
    pub class: Class,
    pub cmpx: bool,
    pub seg: Seg,
    pub dst: [Opnd; 2],
    pub src: [Opnd; 4],
    /// Per-source negate / absolute value bits (bit i = source i); `neg_hi` for packed ops.
    pub neg: u8,
    pub abs: u8,
    pub neg_hi: u8,
    pub op_sel: u8,
    pub op_sel_hi: u8,
    pub clamp: bool,
    /// Output modifier: 0 none, 1 `mul:2`, 2 `mul:4`, 3 `div:2`.
    pub omod: u8,
    /// `offset:` / `offset0:` (bytes, or the instruction's own unit).
    pub off0: i64,
    pub off1: i64,
    /// Branch target (op index), or the wait counts of `s_waitcnt` (vm, lgkm, vs/exp packed).
    pub target: u32,
    pub wait: [u8; 3],
    /// 1-based source line.
    pub line: u32,
    /// Registers read and written, as a range in [`Program::refs`].
    pub reads: (u32, u16),
    pub writes: (u32, u16),
    /// The registers of `reads` and `writes` as bit sets: while loads are outstanding the
    /// interpreter tests these against the pending bits instead of walking the ranges.
    pub touch: Touch,
    /// The Y component of a VOPD pair.
    pub dual: Option<Box<Op>>,
    /// The DPP or SDWA form of a VALU op (sources staged in scratch VGPRs).
    pub lane: Option<Box<Lane>>,
    /// Operation and width of a generic memory atomic.
    pub atomic: Option<crate::isa::semantics::Atomic>,
    /// `glc` (gfx11) / `sc0` (gfx9): a MUBUF atomic returns the old value.
    pub glc: bool,
    /// A matrix-core instruction: shape, types and broadcast modifiers.
    pub matrix: Option<Box<super::matrix::MatrixOp>>,
    /// The instruction's form in the target's `isa-specs` table (`None` when the table has
    /// none, e.g. an alias only the emulator knows): what the timing model costs it by.
    pub form: Option<crate::isa::Opcode>,
    /// MUBUF/MTBUF `idxen` / `offen`: the VGPR address holds an index, an offset, or both
    /// (index first).
    pub idxen: bool,
    pub offen: bool,
    /// MUBUF `tfe`: one more destination register, which gets the fetch status (0: success).
    pub tfe: bool,
    /// A format load or store: see [`super::format`].
    pub fmt: Option<super::format::FmtOp>,
}

/// A lane-level modification of a VALU op ([`super::xlane`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lane {
    Dpp(super::xlane::Dpp),
    Sdwa(super::xlane::Sdwa),
}

/// Wait-counter values meaning "not waited on".
pub const NO_WAIT: u8 = u8::MAX;

/// A kernel decoded for execution.
#[derive(Clone, Debug)]
pub struct Program {
    pub kernel: String,
    pub file: String,
    pub target: Target,
    pub wave_size: u32,
    pub ops: Vec<Op>,
    pub refs: Vec<RegRef>,
    /// VGPR file size: VGPRs, then AGPRs from `agpr_base`, then two temporaries.
    pub vgprs: usize,
    pub agpr_base: u16,
    /// Index of the temporary VGPR that VOPD X components write first; `vtemp + 2 ..
    /// vtemp + 5` stage DPP/SDWA sources and the SDWA result.
    pub vtemp: u16,
    /// Each label of the kernel's code (and of the functions it calls, with their names) with
    /// the index of the op it names, in code order.
    pub labels: Vec<(String, u32)>,
    /// Code address of each op, and one past the last (see [`super::calls`]).
    pub addrs: Vec<u64>,
    /// The module variables the code references: the launch maps them at their addresses.
    pub data: Vec<super::globals::DataObject>,
}

/// Decodes the code of one kernel, with the functions of the file it calls (see
/// [`super::calls`]): the kernel's ops first, so op `i` of the kernel is op `i` of the program.
pub fn decode(module: &Module, kernel: &Kernel) -> Result<Program, EmuError> {
    let target = module.target.ok_or_else(|| EmuError::NoTarget {
        message: module.no_target_error(""),
    })?;
    if kernel.is_wave64_on_gfx1100(target) {
        let at = kernel.wave_size_line();
        return Err(EmuError::Decode {
            file: module.name.clone(),
            line: module.lines[at].line_number().unwrap_or(at as u32 + 1),
            kernel: kernel.name.clone(),
            message: "the kernel runs in wave64 (`.amdhsa_wavefront_size32 0`, or `.wavefront_size: 64` in its \
                      metadata); the emulator \
                      models gfx1100 as wave32 only, hipcc's default (rebuild without \
                      -mwavefrontsize64)"
                .into(),
        });
    }
    let regions = super::calls::regions(module, kernel);
    let region_lines = || {
        regions
            .iter()
            .flat_map(|r| module.lines[r.lines.clone()].iter())
    };
    // Pass 1: labels (a callee's name labels its first op) and register extents.
    let mut labels: HashMap<&str, u32> = HashMap::new();
    let mut n_ops = 0u32;
    let mut max_v = 0u32;
    let mut max_a = 0u32;
    for (k, r) in regions.iter().enumerate() {
        if k > 0 {
            labels.insert(r.name.as_str(), n_ops);
        }
        for line in &module.lines[r.lines.clone()] {
            match &line.kind {
                LineKind::Label(l) => {
                    labels.insert(l.as_str(), n_ops);
                }
                LineKind::Instruction(inst) => {
                    n_ops += 1;
                    let mut scan = |i: &Instruction| {
                        for r in i.operands.iter().flat_map(|o| o.reg_ranges()) {
                            {
                                match r.file {
                                    RegFile::V => max_v = max_v.max(r.end()),
                                    RegFile::A => max_a = max_a.max(r.end()),
                                    _ => {}
                                }
                            }
                        }
                    };
                    scan(inst);
                    if let Some(d) = &inst.dual {
                        scan(d);
                    }
                }
                _ => {}
            }
        }
    }
    let layout = super::calls::layout(module, &regions, target);
    let mut label_ops: Vec<(String, u32)> =
        labels.iter().map(|(l, &i)| (l.to_string(), i)).collect();
    label_ops.sort_by_key(|(l, i)| (*i, l.clone()));
    let agpr_base = if max_a > 0 { max_v.max(1) as u16 } else { 0 };
    let vtemp = (max_v + max_a) as u16;
    let mut ctx = Ctx {
        file: &module.name,
        kernel: &kernel.name,
        target,
        agpr_base,
        labels: &labels,
        refs: Vec::new(),
        stage: vtemp + 2,
        lanes: kernel.wave_size() as usize,
        layout: &layout,
        module,
        data: std::cell::OnceCell::new(),
        used_data: Vec::new(),
        cur: 0,
    };
    let mut ops = Vec::with_capacity(n_ops as usize);
    for line in region_lines() {
        if let LineKind::Instruction(inst) = &line.kind {
            let line_no = line.line_number().unwrap_or(0);
            ctx.cur = ops.len();
            let mut op = ctx.decode_inst(inst, line_no)?;
            if let Some(y) = &inst.dual {
                let mut yop = ctx.decode_inst(y, line_no)?;
                // The pair's hazard lists cover both halves.
                let (r0, rn) = op.reads;
                let (yr0, yrn) = yop.reads;
                let (w0, wn) = op.writes;
                let (yw0, ywn) = yop.writes;
                let mut reads: Vec<RegRef> =
                    ctx.refs[r0 as usize..(r0 as usize + rn as usize)].to_vec();
                reads.extend_from_slice(&ctx.refs[yr0 as usize..(yr0 + yrn as u32) as usize]);
                let mut writes: Vec<RegRef> =
                    ctx.refs[w0 as usize..(w0 + wn as u32) as usize].to_vec();
                writes.extend_from_slice(&ctx.refs[yw0 as usize..(yw0 + ywn as u32) as usize]);
                op.reads = ctx.push_refs(&reads);
                op.writes = ctx.push_refs(&writes);
                yop.reads = (0, 0);
                yop.writes = (0, 0);
                op.dual = Some(Box::new(yop));
            }
            ops.push(op);
        }
    }
    let used: Vec<_> = match ctx.data.get() {
        Some(data) => ctx.used_data.iter().map(|&i| data[i].clone()).collect(),
        None => Vec::new(),
    };
    let refs = ctx.refs;
    for op in &mut ops {
        let range = |(first, n): (u32, u16)| &refs[first as usize..first as usize + n as usize];
        let mut all = range(op.reads).to_vec();
        all.extend_from_slice(range(op.writes));
        op.touch = Touch::of(&all);
    }
    Ok(Program {
        kernel: kernel.name.clone(),
        file: module.name.clone(),
        target,
        wave_size: kernel.wave_size(),
        ops,
        refs,
        vgprs: vtemp as usize + 5,
        agpr_base,
        vtemp,
        labels: label_ops,
        addrs: layout.addrs,
        data: used,
    })
}

impl Program {
    /// The op whose first byte is at code address `addr` (see [`super::calls`]).
    pub fn op_at(&self, addr: u64) -> Option<u32> {
        let starts = &self.addrs[..self.ops.len().min(self.addrs.len())];
        starts.binary_search(&addr).ok().map(|i| i as u32)
    }

    /// The code address of op `i` (`i == ops.len()`: the end of the code).
    pub fn addr(&self, i: u32) -> u64 {
        self.addrs.get(i as usize).copied().unwrap_or(0)
    }
}

struct Ctx<'a> {
    file: &'a str,
    kernel: &'a str,
    target: Target,
    agpr_base: u16,
    labels: &'a HashMap<&'a str, u32>,
    refs: Vec<RegRef>,
    /// First VGPR staging DPP/SDWA operands.
    stage: u16,
    lanes: usize,
    /// Code addresses, for PC-relative operands.
    layout: &'a super::calls::Layout,
    module: &'a Module,
    /// The file's module variables, for PC-relative operands naming one: found on the first
    /// such operand (a scan of the whole file, which per kernel made decoding every kernel of
    /// a many-kernel file quadratic).
    data: std::cell::OnceCell<Vec<super::globals::DataObject>>,
    /// Those the program references (indices into `data`), which the launch maps.
    used_data: Vec<usize>,
    /// Index of the op being decoded.
    cur: usize,
}

/// Width in 32-bit registers of each operand slot, and the type of each source.
struct Shape {
    ndst: usize,
    dst_w: [u16; 2],
    src_ty: [Ty; 4],
    src_w: [u16; 4],
}

impl Ctx<'_> {
    fn err(&self, line: u32, message: String) -> EmuError {
        EmuError::Decode {
            file: self.file.to_string(),
            line,
            kernel: self.kernel.to_string(),
            message,
        }
    }

    fn push_refs(&mut self, r: &[RegRef]) -> (u32, u16) {
        let start = self.refs.len() as u32;
        self.refs.extend_from_slice(r);
        (start, r.len() as u16)
    }

    /// One instruction to an [`Op`]: the opcode and its variants, the operands (explicit, then
    /// implicit), the modifiers, then what depends on several of them.
    fn decode_inst(&mut self, inst: &Instruction, line: u32) -> Result<Op, EmuError> {
        let Resolved {
            form,
            full,
            m,
            k,
            flavor,
            is_dpp,
            is_sdwa,
        } = self.resolve(inst, line)?;
        let class = class_of(k);
        let shape = shape(k, flavor, inst, self.lanes);
        let mut op = new_op(k, flavor, inst, line, form);
        if let Some(f) = &mut op.fmt {
            if f.typed {
                f.format = super::format::decode_operand(inst, self.target)
                    .map_err(|e| self.err(line, format!("`{m}`: {e}")))?;
            }
        }
        if self.decode_control(inst, &mut op, line, m)? {
            return Ok(op);
        }
        if matches!(class, Class::Other | Class::Branch) && shape.ndst == 0 {
            // hints, messages, barriers: operands ignored
            return Ok(op);
        }
        let mut reads = Vec::new();
        let mut writes = Vec::new();
        let hi = self.decode_operands(inst, &shape, &mut op, line, m, &mut reads, &mut writes)?;
        self.implicit_operands(&mut op, &mut reads, &writes);
        apply_modifiers(inst, &mut op);
        if class == Class::Valu {
            op.op_sel |= true16_op_sel(k, &op.src, hi.src_hi, hi.dst_hi);
        }
        if let Some(shape) = flavor.matrix {
            op.matrix = Some(Box::new(matrix_modifiers(inst, shape)));
        }
        narrow_store_data(k, &op, &mut reads);
        if matches!(class, Class::Smem) {
            // s_load sdst, sbase, offset (s_store sdata, sbase, offset): an immediate offset
            // is bytes; an SGPR offset is added at run time.
            let oi = if smem_has_data(k) { 2 } else { 1 };
            if let Opnd::Imm(v) = op.src[oi] {
                op.off0 += v as u32 as i32 as i64;
                op.src[oi] = Opnd::None;
            }
        }
        if k == K::ds_swizzle_b32 {
            op.off0 = swizzle_offset(inst).map_err(|e| self.err(line, format!("`{m}`: {e}")))?;
        }
        if is_dpp || is_sdwa {
            if class != Class::Valu {
                return Err(self.err(line, format!("`{full}`: DPP/SDWA on a non-VALU opcode")));
            }
            op.lane = Some(Box::new(
                self.lane_form(inst, &mut op, is_dpp, hi.sext, line)?,
            ));
        }
        op.reads = self.push_refs(&reads);
        op.writes = self.push_refs(&writes);
        Ok(op)
    }

    /// The opcode `inst` runs as, its variants, and whether it is a DPP or SDWA form.
    fn resolve<'s>(&self, inst: &'s Instruction, line: u32) -> Result<Resolved<'s>, EmuError> {
        // An alias llvm-mc accepts (`ds_read_b32`, `V_MOV_B32`, `global_load_dword` on gfx11)
        // runs as the printed mnemonic it assembles to (isa-specs' alias table).
        // (The form's name is the printed mnemonic: `canonical_mnemonic`, looked up once.)
        let isa = crate::isa::isa(self.target);
        let form = isa.lookup(inst);
        let full = form.map_or(inst.mnemonic.as_str(), |f| isa.info(f).name.as_str());
        // gfx11 prints VOPC DPP without the `_dpp` suffix (`v_cmp_eq_f32 vcc_lo, v8, v12
        // quad_perm:[..]`): the modifiers make the form.
        let dpp_mods = inst.modifiers.iter().any(|md| {
            md.name.starts_with("row_")
                || md.name.starts_with("wave_")
                || md.name == "quad_perm"
                || md.name == "dpp8"
        });
        let sdwa_mods = inst.modifiers.iter().any(|md| {
            matches!(
                md.name.as_str(),
                "dst_sel" | "src0_sel" | "src1_sel" | "dst_unused"
            )
        });
        let (m, is_dpp, is_sdwa) = if let Some(x) = full.strip_suffix("_dpp") {
            (x, true, false)
        } else if let Some(x) = full.strip_suffix("_sdwa") {
            (x, false, true)
        } else {
            (full, dpp_mods, sdwa_mods && !dpp_mods)
        };
        let (k, flavor) =
            lookup(m).ok_or_else(|| self.err(line, format!("opcode `{m}` is not emulated")))?;
        // gfx9 `buffer_load_dword ... lds`: the same load, into LDS.
        let k = if inst.has_modifier("lds") {
            lds_form(k).unwrap_or(k)
        } else {
            k
        };
        Ok(Resolved {
            form,
            full,
            m,
            k,
            flavor,
            is_dpp,
            is_sdwa,
        })
    }

    /// Branches, waits and the scalar ops with special operands (hardware registers, modes,
    /// messages): decoded here whole. False for any other opcode.
    fn decode_control(
        &mut self,
        inst: &Instruction,
        op: &mut Op,
        line: u32,
        m: &str,
    ) -> Result<bool, EmuError> {
        let k = op.k;
        match k {
            K::s_branch
            | K::s_cbranch_scc0
            | K::s_cbranch_scc1
            | K::s_cbranch_vccz
            | K::s_cbranch_vccnz
            | K::s_cbranch_execz
            | K::s_cbranch_execnz => {
                let Some(Operand {
                    kind: OperandKind::Expr(label),
                    ..
                }) = inst.operands.first()
                else {
                    return Err(self.err(line, format!("`{m}` needs a label operand")));
                };
                op.target = *self.labels.get(label.as_ref()).ok_or_else(|| {
                    self.err(line, format!("branch target `{label}` is not in kernel"))
                })?;
                return Ok(true);
            }
            K::s_waitcnt => {
                self.decode_waitcnt(inst, op, line)?;
                return Ok(true);
            }
            K::s_call_b64
            | K::s_getreg_b32
            | K::s_setreg_b32
            | K::s_setreg_imm32_b32
            | K::s_round_mode
            | K::s_denorm_mode
            | K::s_set_gpr_idx_on
            | K::s_set_gpr_idx_mode
            | K::s_sendmsg_rtn_b32
            | K::s_sendmsg_rtn_b64 => {
                self.decode_special(inst, op, line, m)?;
                return Ok(true);
            }
            K::s_waitcnt_vscnt
            | K::s_waitcnt_vmcnt
            | K::s_waitcnt_lgkmcnt
            | K::s_waitcnt_expcnt => {
                // `s_waitcnt_vscnt null, 0x0`: the count is the immediate (the SGPR form is
                // rare and unsupported beyond `null`).
                let v = inst
                    .operands
                    .iter()
                    .find_map(|o| match o.kind {
                        OperandKind::Int { value, .. } => Some(value),
                        _ => None,
                    })
                    .unwrap_or(0);
                let v = v.clamp(0, 254) as u8;
                match k {
                    K::s_waitcnt_vscnt => op.wait[2] = v,
                    K::s_waitcnt_vmcnt => op.wait[0] = v,
                    K::s_waitcnt_lgkmcnt => op.wait[1] = v,
                    _ => {}
                }
                return Ok(true);
            }
            _ => {}
        }
        Ok(false)
    }

    /// The explicit operands: `shape.ndst` destinations, then up to four sources (`off`
    /// skips a source slot), with their modifiers; the registers they read and write.
    #[allow(clippy::too_many_arguments)]
    fn decode_operands(
        &mut self,
        inst: &Instruction,
        shape: &Shape,
        op: &mut Op,
        line: u32,
        m: &str,
        reads: &mut Vec<RegRef>,
        writes: &mut Vec<RegRef>,
    ) -> Result<HalfBits, EmuError> {
        let ops = &inst.operands;
        let nd = shape.ndst.min(ops.len());
        // true16 operands (`v1.h`): the high half, as the matching `op_sel` bit would pick it.
        let dst_hi = nd > 0 && high_half(&ops[0]);
        let mut src_hi = 0u8;
        for (i, o) in ops.iter().enumerate().take(nd) {
            let (d, w) = self.reg_operand(o, shape.dst_w[i], line, m)?;
            op.dst[i] = d;
            if let Some(r) = w {
                writes.push(r);
            }
        }
        let mut si = 0;
        let mut sext = 0u8;
        for o in ops.iter().skip(nd) {
            if matches!(o.kind, OperandKind::Special(SpecialReg::Off)) {
                si += 1;
                continue;
            }
            if si >= 4 {
                return Err(self.err(line, format!("`{m}`: too many operands")));
            }
            let ty = shape.src_ty[si];
            let (s, r) = match &o.kind {
                OperandKind::Int { value, hex } => (Opnd::Imm(imm_int(*value, *hex, ty)), None),
                OperandKind::Float(f) => (Opnd::Imm(imm_float(*f, ty)), None),
                OperandKind::Expr(e) => (Opnd::Imm(self.symbolic(e, line, m)? as u64), None),
                _ => self.reg_operand(o, shape.src_w[si], line, m)?,
            };
            if o.mods.neg {
                op.neg |= 1 << si;
            }
            if o.mods.abs {
                op.abs |= 1 << si;
            }
            if o.mods.sext {
                sext |= 1 << si;
            }
            if high_half(o) {
                src_hi |= 1 << si;
            }
            op.src[si] = s;
            if let Some(r) = r {
                reads.push(r);
            }
            si += 1;
        }
        Ok(HalfBits {
            sext,
            src_hi,
            dst_hi,
        })
    }

    /// Operands the syntax leaves out: VCC of a VOP2 v_cndmask, the accumulator of the
    /// mac/fmac/dot-c forms (the destination, read too).
    fn implicit_operands(&self, op: &mut Op, reads: &mut Vec<RegRef>, writes: &[RegRef]) {
        let k = op.k;
        match k {
            K::v_cndmask_b32 | K::v_cndmask_b16 if op.src[2] == Opnd::None => {
                op.src[2] = Opnd::S(sreg::VCC);
                reads.push(RegRef {
                    vector: false,
                    first: sreg::VCC,
                    count: if self.lanes == 32 { 1 } else { 2 },
                    part: Part::Whole,
                });
            }
            K::v_fmac_f32
            | K::v_fmac_f64
            | K::v_fmac_f16
            | K::v_pk_fmac_f16
            | K::v_fmac_dx9_zero_f32
            | K::v_dot2c_f32_f16
            | K::v_dot2acc_f32_f16
            | K::v_mac_f16
            | K::v_dot2c_i32_i16
            | K::v_dot4c_i32_i8
            | K::v_dot8c_i32_i4 => {
                op.src[2] = op.dst[0];
                if let Some(w) = writes.first() {
                    reads.push(*w);
                }
            }
            _ => {}
        }
    }

    /// The DPP/SDWA description of `op`, whose sources (and SDWA destination) are redirected
    /// to the staging VGPRs.
    fn lane_form(
        &self,
        inst: &Instruction,
        op: &mut Op,
        dpp: bool,
        sext: u8,
        line: u32,
    ) -> Result<Lane, EmuError> {
        let m = inst.mnemonic.as_str();
        if dpp {
            let mut d = super::xlane::decode_dpp(inst, self.lanes)
                .map_err(|e| self.err(line, format!("`{m}`: {e}")))?;
            if !matches!(op.src[0], Opnd::V(_)) {
                return Err(self.err(line, format!("`{m}`: DPP src0 must be a VGPR")));
            }
            d.src = op.src[0];
            op.src[0] = Opnd::V(self.stage);
            return Ok(Lane::Dpp(d));
        }
        let mut s =
            super::xlane::decode_sdwa(inst).map_err(|e| self.err(line, format!("`{m}`: {e}")))?;
        s.sext = [sext & 1 != 0, sext & 2 != 0];
        s.src = [op.src[0], op.src[1]];
        op.src[0] = Opnd::V(self.stage);
        if op.src[1] != Opnd::None {
            op.src[1] = Opnd::V(self.stage + 1);
        }
        if let Opnd::V(d) = op.dst[0] {
            s.dst = Some(d);
            op.dst[0] = Opnd::V(self.stage + 2);
        }
        Ok(Lane::Sdwa(s))
    }

    fn reg_operand(
        &self,
        o: &Operand,
        width: u16,
        line: u32,
        m: &str,
    ) -> Result<(Opnd, Option<RegRef>), EmuError> {
        let w = width.max(1);
        // `[v2, v3]` outside an image address is the range `v[2:3]`.
        let range = o.as_reg().map(OperandKind::Reg);
        Ok(match range.as_ref().unwrap_or(&o.kind) {
            OperandKind::Reg(r) => match r.file {
                RegFile::V => (
                    Opnd::V(r.first),
                    Some(RegRef {
                        vector: true,
                        first: r.first,
                        count: r.count.max(w),
                        part: match r.half {
                            Some(Half::Lo) => Part::Lo,
                            Some(Half::Hi) => Part::Hi,
                            None => Part::Whole,
                        },
                    }),
                ),
                RegFile::A => {
                    let idx = self.agpr_base + r.first;
                    (
                        Opnd::V(idx),
                        Some(RegRef {
                            vector: true,
                            first: idx,
                            count: r.count.max(w),
                            part: Part::Whole,
                        }),
                    )
                }
                RegFile::S | RegFile::Ttmp => {
                    let base = if r.file == RegFile::Ttmp {
                        sreg::TTMP
                    } else {
                        0
                    };
                    let idx = base + r.first;
                    (
                        Opnd::S(idx),
                        Some(RegRef {
                            vector: false,
                            first: idx,
                            count: r.count.max(w),
                            part: Part::Whole,
                        }),
                    )
                }
            },
            OperandKind::Special(s) => {
                let sidx = |i: u16| {
                    (
                        Opnd::S(i),
                        Some(RegRef {
                            vector: false,
                            first: i,
                            count: w,
                            part: Part::Whole,
                        }),
                    )
                };
                match s {
                    SpecialReg::Vcc | SpecialReg::VccLo => sidx(sreg::VCC),
                    SpecialReg::VccHi => sidx(sreg::VCC + 1),
                    SpecialReg::Exec | SpecialReg::ExecLo => sidx(sreg::EXEC),
                    SpecialReg::ExecHi => sidx(sreg::EXEC + 1),
                    SpecialReg::M0 => sidx(sreg::M0),
                    SpecialReg::Null => (Opnd::S(sreg::NULL), None),
                    SpecialReg::FlatScratch | SpecialReg::FlatScratchLo => sidx(sreg::FLAT_SCRATCH),
                    SpecialReg::FlatScratchHi => sidx(sreg::FLAT_SCRATCH + 1),
                    SpecialReg::XnackMask | SpecialReg::XnackMaskLo => sidx(sreg::XNACK),
                    SpecialReg::XnackMaskHi => sidx(sreg::XNACK + 1),
                    SpecialReg::Scc | SpecialReg::SrcScc => (Opnd::Scc, None),
                    SpecialReg::Vccz | SpecialReg::SrcVccz => (Opnd::VccZ, None),
                    SpecialReg::Execz | SpecialReg::SrcExecz => (Opnd::ExecZ, None),
                    SpecialReg::SrcSharedBase => (Opnd::Imm(super::memory::SHARED_BASE), None),
                    SpecialReg::SrcSharedLimit => {
                        (Opnd::Imm(super::memory::SHARED_BASE + 0xffff_ffff), None)
                    }
                    SpecialReg::SrcPrivateBase => (Opnd::Imm(super::memory::PRIVATE_BASE), None),
                    SpecialReg::SrcPrivateLimit => {
                        (Opnd::Imm(super::memory::PRIVATE_BASE + 0xffff_ffff), None)
                    }
                    SpecialReg::Off => (Opnd::None, None),
                    other => {
                        return Err(self.err(
                            line,
                            format!("`{m}`: operand `{}` is not emulated", other.name()),
                        ))
                    }
                }
            }
            OperandKind::Int { value, hex } => (Opnd::Imm(imm_int(*value, *hex, Ty::B32)), None),
            _ => {
                return Err(self.err(line, format!("`{m}`: unexpected operand kind")));
            }
        })
    }

    /// A symbolic source operand: a `sym@rel32@lo/hi` relocation against a label or a function
    /// this program holds, resolved as the linker would (see [`super::calls`]).
    fn symbolic(&mut self, e: &str, line: u32, m: &str) -> Result<u32, EmuError> {
        use super::calls::{parse_reloc, rel32, Reloc};
        match parse_reloc(e) {
            Some((sym, reloc @ (Reloc::Rel32Lo | Reloc::Rel32Hi), addend)) => {
                let target = match self.labels.get(sym) {
                    Some(&at) => self.layout.addrs[at as usize],
                    None => self.data_address(sym, line, m)?,
                };
                let l = self.layout;
                Ok(rel32(
                    reloc,
                    target,
                    addend,
                    l.addrs[self.cur],
                    l.form_size[self.cur],
                ))
            }
            // Reported as an operand gap (see `coverage`): the opcode runs, the global offset
            // table an external function's address would come from does not exist here.
            Some((sym, _, _)) => Err(self.err(
                line,
                format!(
                    "`{m}`: a call of `{sym}` through the global offset table: operand `{e}` is \
                     not emulated"
                ),
            )),
            None => Err(self.err(line, format!("`{m}`: symbolic operand `{e}` unsupported"))),
        }
    }

    /// The address of module variable `sym` (recorded for the launch to map), or why there is
    /// none.
    fn data_address(&mut self, sym: &str, line: u32, m: &str) -> Result<u64, EmuError> {
        let data = self
            .data
            .get_or_init(|| super::globals::data_objects(self.module));
        let Some(i) = data.iter().position(|d| d.name == sym) else {
            return Err(self.err(
                line,
                format!(
                    "`{m}`: `{sym}` is not a function, label or variable of this file (external \
                     symbols are not modelled)"
                ),
            ));
        };
        if let Err(why) = &data[i].bytes {
            return Err(self.err(line, format!("`{m}`: module variable `{sym}`: {why}")));
        }
        if !self.used_data.contains(&i) {
            self.used_data.push(i);
        }
        Ok(data[i].addr)
    }

    /// Operands of the ops that carry a target, a `hwreg(...)`, a `gpr_idx(...)` or a
    /// `sendmsg(...)`: decoded here into `op` (the special operand in `target` or `off0`).
    fn decode_special(
        &mut self,
        inst: &Instruction,
        op: &mut Op,
        line: u32,
        m: &str,
    ) -> Result<(), EmuError> {
        let ops = &inst.operands;
        let field = |name: &str| {
            ops.iter().find_map(|o| match &o.kind {
                OperandKind::Fields(list) => list
                    .fields
                    .iter()
                    .find(|f| f.name == name)
                    .map(|f| f.value.to_string()),
                _ => None,
            })
        };
        let int = |i: usize| match ops.get(i).map(|o| &o.kind) {
            Some(OperandKind::Int { value, .. }) => Some(*value),
            _ => None,
        };
        let mut reads = Vec::new();
        let mut writes = Vec::new();
        let mut reg = |this: &Self, i: usize, w: u16, dst: bool| -> Result<Opnd, EmuError> {
            let Some(o) = ops.get(i) else {
                return Err(this.err(line, format!("`{m}`: missing operand")));
            };
            let (v, r) = match &o.kind {
                OperandKind::Int { value, hex } => {
                    (Opnd::Imm(imm_int(*value, *hex, Ty::B32)), None)
                }
                OperandKind::Float(f) => (Opnd::Imm(imm_float(*f, Ty::B32)), None),
                _ => this.reg_operand(o, w, line, m)?,
            };
            if let Some(r) = r {
                if dst {
                    writes.push(r);
                } else {
                    reads.push(r);
                }
            }
            Ok(v)
        };
        let hwreg = |this: &Self, i: usize| -> Result<u32, EmuError> {
            match (field("hwreg"), int(i)) {
                (Some(t), _) => super::hwreg::parse_hwreg(this.target, &t)
                    .map_err(|e| this.err(line, format!("`{m}`: {e}"))),
                (None, Some(v)) => Ok(v as u32 & 0xffff),
                _ => Err(this.err(line, format!("`{m}`: expected a hwreg operand"))),
            }
        };
        match op.k {
            K::s_call_b64 => {
                op.dst[0] = reg(self, 0, 2, true)?;
                // The target: a label or function, or (as llvm-mc prints a resolved one) a
                // signed dword offset from the next instruction.
                let next = self.layout.addrs[self.cur + 1];
                op.off0 = match ops.get(1).map(|o| &o.kind) {
                    Some(OperandKind::Expr(e)) => {
                        let at = self.labels.get(e.as_ref()).ok_or_else(|| {
                            self.err(
                                line,
                                format!("`{m}`: call target `{e}` is not in this file"),
                            )
                        })?;
                        self.layout.addrs[*at as usize] as i64
                    }
                    Some(OperandKind::Int { value, .. }) => {
                        next.wrapping_add((*value as i16 as i64 * 4) as u64) as i64
                    }
                    _ => return Err(self.err(line, format!("`{m}`: expected a call target"))),
                };
            }
            K::s_getreg_b32 => {
                op.dst[0] = reg(self, 0, 1, true)?;
                op.target = hwreg(self, 1)?;
            }
            K::s_setreg_b32 | K::s_setreg_imm32_b32 => {
                op.target = hwreg(self, 0)?;
                op.src[0] = reg(self, 1, 1, false)?;
            }
            K::s_round_mode | K::s_denorm_mode => op.off0 = int(0).unwrap_or(0),
            K::s_set_gpr_idx_on | K::s_set_gpr_idx_mode => {
                op.off0 = match (field("gpr_idx"), int(ops.len().saturating_sub(1))) {
                    (Some(t), _) => super::hwreg::parse_gpr_idx(&t)
                        .map_err(|e| self.err(line, format!("`{m}`: {e}")))?
                        as i64,
                    (None, Some(v)) => v & 15,
                    _ => return Err(self.err(line, format!("`{m}`: expected a gpr_idx operand"))),
                };
                if op.k == K::s_set_gpr_idx_on {
                    op.src[0] = reg(self, 0, 1, false)?;
                }
            }
            _ => {
                // s_sendmsg_rtn: the destination; the message id in `target`.
                let w = if op.k == K::s_sendmsg_rtn_b64 { 2 } else { 1 };
                op.dst[0] = reg(self, 0, w, true)?;
                op.target = match (field("sendmsg"), int(1)) {
                    (Some(t), _) => {
                        let first = t.split(',').next().unwrap_or("").trim().to_string();
                        match first.as_str() {
                            "MSG_RTN_GET_DOORBELL" => 128,
                            "MSG_RTN_GET_DDID" => 129,
                            "MSG_RTN_GET_TMA" => 130,
                            "MSG_RTN_GET_REALTIME" => 131,
                            "MSG_RTN_SAVE_WAVE" => 132,
                            "MSG_RTN_GET_TBA" => 133,
                            other => crate::asm::parse_int_text(other).unwrap_or(0) as u32,
                        }
                    }
                    (None, Some(v)) => v as u32,
                    _ => 0,
                };
            }
        }
        op.reads = self.push_refs(&reads);
        op.writes = self.push_refs(&writes);
        Ok(())
    }

    fn decode_waitcnt(&self, inst: &Instruction, op: &mut Op, line: u32) -> Result<(), EmuError> {
        let gfx11 = self.target == Target::Gfx1100;
        for o in &inst.operands {
            match &o.kind {
                OperandKind::Fields(list) => {
                    for f in &list.fields {
                        let v = crate::asm::parse_int_text(f.value.trim())
                            .ok_or_else(|| self.err(line, format!("bad count `{}`", f.value)))?;
                        let v = v.clamp(0, 254) as u8;
                        match f.name.as_str() {
                            "vmcnt" | "vmcnt_sat" => op.wait[0] = v,
                            "lgkmcnt" | "lgkmcnt_sat" => op.wait[1] = v,
                            "expcnt" | "expcnt_sat" => {}
                            "vscnt" => op.wait[2] = v,
                            other => {
                                return Err(self.err(line, format!("unknown counter `{other}`")))
                            }
                        }
                    }
                }
                OperandKind::Int { value, .. } => {
                    let v = *value as u32;
                    let (vm, lgkm, vm_max, lgkm_max) = if gfx11 {
                        ((v >> 10) & 0x3f, (v >> 4) & 0x3f, 0x3f, 0x3f)
                    } else {
                        ((v & 0xf) | ((v >> 14) & 3) << 4, (v >> 8) & 0xf, 0x3f, 0xf)
                    };
                    if vm != vm_max {
                        op.wait[0] = vm as u8;
                    }
                    if lgkm != lgkm_max {
                        op.wait[1] = lgkm as u8;
                    }
                }
                _ => return Err(self.err(line, "unsupported s_waitcnt operand".into())),
            }
        }
        Ok(())
    }
}

/// A byte or short store reads only one half of its data VGPR (the high half for `_d16_hi`):
/// narrows that read so a d16 load pending into the other half is not a hazard.
fn narrow_store_data(k: K, op: &Op, reads: &mut [RegRef]) {
    let a = access(k);
    let store = matches!(op.class, Class::VmemStore | Class::Lds) && op.dst[0] == Opnd::None;
    if a.bytes > 2 || !store {
        return;
    }
    let data = if NAMES[k as usize].0.starts_with("buffer_") {
        op.src[0]
    } else {
        op.src[1]
    };
    let Opnd::V(d) = data else {
        return;
    };
    // A register that is also the address is read whole.
    if op.src.iter().filter(|s| **s == data).count() > 1 {
        return;
    }
    let part = if a.part == Part::Hi {
        Part::Hi
    } else {
        Part::Lo
    };
    for r in reads.iter_mut() {
        if r.vector && r.first == d && r.count == 1 {
            r.part = part;
        }
    }
}

/// The CDNA broadcast modifiers of a matrix instruction (`cbsz`, `abid`, `blgp`, or `neg` on
/// gfx940 f64 MFMA, which encodes in the `blgp` field).
fn matrix_modifiers(inst: &Instruction, shape: crate::isa::matrix::MatrixShape) -> MatrixOp {
    let int = |name: &str| {
        inst.modifiers
            .iter()
            .find(|m| m.name == name)
            .and_then(|m| m.int_value())
            .unwrap_or(0)
            .clamp(0, 255) as u8
    };
    let neg = inst
        .modifiers
        .iter()
        .find(|m| m.name == "neg")
        .map(|m| match &m.value {
            ModValue::List(items) => items.iter().enumerate().fold(0u8, |acc, (i, a)| {
                acc | match a {
                    Atom::Int { value, .. } if *value != 0 => 1 << i,
                    _ => 0,
                }
            }),
            _ => 0,
        })
        .unwrap_or(0);
    MatrixOp {
        shape,
        cbsz: int("cbsz"),
        abid: int("abid"),
        blgp: int("blgp") | neg,
    }
}

/// Whether an operand is a true16 high half (`v1.h`).
fn high_half(o: &Operand) -> bool {
    matches!(o.kind, OperandKind::Reg(r) if r.half == Some(Half::Hi))
}

/// The `op_sel` bits that true16 operands stand for: bit `i` for a high-half source `i`, and
/// for a high-half destination the bit after the last source (LLVM's `op_sel` order, which the
/// 16-bit semantics in `half` read). A tied accumulator (`v_fmac_f16 v0.h, ...`) is read from
/// the destination's half too.
fn true16_op_sel(k: K, src: &[Opnd; 4], src_hi: u8, dst_hi: bool) -> u8 {
    if !dst_hi {
        return src_hi;
    }
    let nsrc = src.iter().take_while(|s| **s != Opnd::None).count();
    let tied = if k == K::v_fmac_f16 { 1 << 2 } else { 0 };
    src_hi | tied | 1 << nsrc
}

/// VOP3P opcodes whose `op_sel_hi` defaults to all ones (every packed op and dot product; the
/// `v_fma_mix*` ops default to zero: f32 sources).
pub fn is_pk(k: K) -> bool {
    let name = NAMES[k as usize].0;
    (name.starts_with("v_pk_") && k != K::v_pk_fmac_f16) || name.starts_with("v_dot")
}

/// An asm integer as an operand of type `ty`. Inline constants (-16..=64) are sign-extended
/// integers for every type; other values are 32-bit literals (the high half of an f64).
pub fn imm_int(v: i64, _hex: bool, ty: Ty) -> u64 {
    let inline = (-16..=64).contains(&v);
    match ty {
        Ty::B32 | Ty::F32 | Ty::F16 => v as u32 as u64,
        Ty::B64 => {
            if inline || v < 0 || v > u32::MAX as i64 {
                v as u64
            } else {
                v as u32 as u64
            }
        }
        Ty::F64 => {
            if inline {
                v as u64
            } else {
                (v as u32 as u64) << 32
            }
        }
    }
}

/// An asm float as an operand of type `ty`.
pub fn imm_float(f: f64, ty: Ty) -> u64 {
    const INV_2PI_F64: u64 = 0x3fc4_5f30_6dc9_c882;
    let inv2pi = (f - 0.159_154_94).abs() < 1e-8;
    match ty {
        Ty::F32 | Ty::B32 => {
            if inv2pi {
                0x3e22_f983
            } else {
                (f as f32).to_bits() as u64
            }
        }
        Ty::F64 | Ty::B64 => {
            if inv2pi {
                INV_2PI_F64
            } else {
                f.to_bits()
            }
        }
        Ty::F16 => {
            if inv2pi {
                0x3118
            } else {
                super::fp::f32_to_f16(f as f32) as u64
            }
        }
    }
}

/// The class of each opcode.
pub fn class_of(k: K) -> Class {
    let name = NAMES[k as usize].0;
    if name.starts_with("s_cbranch") || name == "s_branch" {
        return Class::Branch;
    }
    if name.starts_with("s_load")
        || name.starts_with("s_buffer_load")
        || name == "s_memtime"
        || name == "s_memrealtime"
        || smem_has_data(k)
        || matches!(
            k,
            K::s_scratch_load_b32 | K::s_scratch_load_b64 | K::s_scratch_load_b128
        )
    {
        return Class::Smem;
    }
    if name.starts_with("ds_") {
        return Class::Lds;
    }
    if name.starts_with("global_")
        || name.starts_with("buffer_load")
        || name.starts_with("buffer_store")
        || k == K::buffer_atomic
    {
        // Loads into LDS return nothing to VGPRs but count on vmcnt like loads.
        if name.contains("store") {
            return Class::VmemStore;
        }
        return Class::VmemLoad;
    }
    if name.starts_with("buffer_") {
        return Class::Other;
    }
    if name.starts_with("v_") && k != K::v_pipeflush {
        return Class::Valu;
    }
    if matches!(
        k,
        K::s_nop
            | K::s_endpgm
            | K::s_barrier
            | K::s_waitcnt
            | K::s_waitcnt_vscnt
            | K::s_waitcnt_vmcnt
            | K::s_waitcnt_lgkmcnt
            | K::s_waitcnt_expcnt
            | K::s_sendmsg
            | K::s_delay_alu
            | K::s_clause
            | K::s_setprio
            | K::s_sleep
            | K::s_code_end
            | K::s_inst_prefetch
            | K::s_set_inst_prefetch_distance
            // Scheduling and dependency hints: the emulator completes every instruction in
            // order, so a wait on ALU dependency counters is already satisfied.
            | K::s_waitcnt_depctr
            | K::s_ttracedata
            | K::s_ttracedata_imm
            | K::v_pipeflush
            | K::s_icache_inv
            | K::s_dcache_inv
            | K::s_dcache_wb
            | K::s_trap
            | K::s_sethalt
            // Scalar cache maintenance and address-translation probes: the emulator has no
            // caches and no page tables, so they have no effect.
            | K::s_dcache_discard
            | K::s_dcache_discard_x2
            | K::s_dcache_inv_vol
            | K::s_dcache_wb_vol
            | K::s_atc_probe
            | K::s_atc_probe_buffer
            | K::s_gl1_inv
            // Mode setters, indexing switches, and hints with no effect on a lone wave.
            | K::s_round_mode
            | K::s_denorm_mode
            | K::s_set_gpr_idx_off
            | K::s_set_gpr_idx_mode
            | K::s_version
            | K::s_setkill
            | K::s_wakeup
            | K::s_incperflevel
            | K::s_decperflevel
            | K::s_sendmsghalt
            | K::s_endpgm_saved
            | K::s_endpgm_ordered_ps_done
            | K::s_wait_event
            | K::s_wait_idle
    ) {
        return Class::Other;
    }
    Class::Salu
}

/// What `Ctx::resolve` finds of an instruction's opcode.
struct Resolved<'s> {
    form: Option<crate::isa::Opcode>,
    /// The printed mnemonic (an alias resolved), and without its `_dpp`/`_sdwa` suffix.
    full: &'s str,
    m: &'s str,
    k: K,
    flavor: Flavor,
    is_dpp: bool,
    is_sdwa: bool,
}

/// Per-source bits the operands carry and the op needs later: SDWA sign extension, and the
/// true16 high halves (`v1.h`) of the sources and of the destination.
struct HalfBits {
    sext: u8,
    src_hi: u8,
    dst_hi: bool,
}

/// An [`Op`] of `k` with no operands yet: only what the opcode and the flags say.
fn new_op(
    k: K,
    flavor: Flavor,
    inst: &Instruction,
    line: u32,
    form: Option<crate::isa::Opcode>,
) -> Op {
    Op {
        k,
        class: class_of(k),
        cmpx: flavor.cmpx,
        seg: flavor.seg,
        dst: [Opnd::None; 2],
        src: [Opnd::None; 4],
        neg: 0,
        abs: 0,
        neg_hi: 0,
        op_sel: 0,
        op_sel_hi: if is_pk(k) { 0b111 } else { 0 },
        clamp: false,
        omod: 0,
        off0: 0,
        off1: 0,
        target: 0,
        wait: [NO_WAIT; 3],
        line,
        reads: (0, 0),
        writes: (0, 0),
        touch: Touch::default(),
        dual: None,
        lane: None,
        atomic: flavor.atomic,
        glc: inst.has_modifier("glc") || inst.has_modifier("sc0"),
        matrix: None,
        idxen: inst.has_modifier("idxen"),
        offen: inst.has_modifier("offen"),
        tfe: inst.has_modifier("tfe"),
        fmt: flavor.fmt,
        form,
    }
}

/// The modifiers `name:value` and flags that set fields of `op`.
fn apply_modifiers(inst: &Instruction, op: &mut Op) {
    for md in &inst.modifiers {
        let list = |md: &crate::asm::Modifier| -> u8 {
            match &md.value {
                ModValue::List(items) => items.iter().enumerate().fold(0u8, |acc, (i, a)| {
                    acc | match a {
                        Atom::Int { value, .. } if *value != 0 => 1 << i,
                        _ => 0,
                    }
                }),
                _ => 0,
            }
        };
        match md.name.as_str() {
            "offset" | "offset0" => op.off0 = md.int_value().unwrap_or(0),
            "offset1" => op.off1 = md.int_value().unwrap_or(0),
            "clamp" => op.clamp = true,
            "mul" => op.omod = if md.int_value() == Some(4) { 2 } else { 1 },
            "div" => op.omod = 3,
            "op_sel" => op.op_sel = list(md),
            "op_sel_hi" => op.op_sel_hi = list(md),
            "neg_lo" => op.neg |= list(md),
            "neg_hi" => op.neg_hi |= list(md),
            _ => {}
        }
    }
}

/// Operand widths of `k`; `lanes` (32 or 64) is the width in bits of a lane mask, which a
/// wave32 kernel keeps in one SGPR. Phases: the defaults the name's type suffix implies, then
/// the memory forms (what the whole instruction says), then the opcodes with their own widths,
/// then the compares (a lane mask or SCC instead of a register result).
fn shape(k: K, flavor: Flavor, inst: &Instruction, lanes: usize) -> Shape {
    let mask_w: u16 = if lanes == 32 { 1 } else { 2 };
    let mut s = default_shape(k);
    memory_shape(k, flavor, inst, &mut s);
    scalar_widths(k, &mut s);
    vector_widths(k, mask_w, &mut s);
    compare_shape(k, flavor, inst.operands.len(), mask_w, &mut s);
    s
}

/// One 32-bit destination and four 32-bit sources, typed f32 or f16 by the name's suffix.
fn default_shape(k: K) -> Shape {
    let name = NAMES[k as usize].0;
    let mut s = Shape {
        ndst: 1,
        dst_w: [1, 1],
        src_ty: [Ty::B32; 4],
        src_w: [1; 4],
    };
    if name.ends_with("_f32") || name.contains("_f32_") {
        s.src_ty = [Ty::F32; 4];
    }
    if name.ends_with("_f16") {
        s.src_ty = [Ty::F16; 4];
    }
    s
}

/// Every operand 64 bits wide, of type `ty`.
fn widen(s: &mut Shape, ty: Ty) {
    s.src_ty = [ty; 4];
    s.src_w = [2; 4];
    s.dst_w[0] = 2;
}

/// The VGPR address of a FLAT/GLOBAL/SCRATCH op: one register for SCRATCH and for GLOBAL with
/// an SGPR base (a 32-bit offset), a 64-bit address otherwise.
fn vaddr_width(flavor: Flavor, saddr: bool) -> u16 {
    if flavor.seg == Seg::Scratch || (saddr && flavor.seg == Seg::Global) {
        1
    } else {
        2
    }
}

/// Widths of the memory ops, by class: SMEM, atomics, buffer formats and loads into LDS, the
/// DS ops with their own operands, and the plain loads and stores.
fn memory_shape(k: K, flavor: Flavor, inst: &Instruction, s: &mut Shape) {
    // `off` as the last operand: no SGPR base.
    let saddr = !matches!(
        inst.operands.last().map(|o| &o.kind),
        Some(OperandKind::Special(SpecialReg::Off))
    );
    let atomic_ret = inst.has_modifier("glc") || inst.has_modifier("sc0");
    match class_of(k) {
        Class::Branch | Class::Other => s.ndst = 0,
        Class::Smem => smem_shape(k, flavor, s),
        Class::Lds | Class::VmemLoad | Class::VmemStore if flavor.atomic.is_some() => {
            atomic_shape(k, flavor, saddr, atomic_ret, s)
        }
        Class::VmemLoad | Class::VmemStore if flavor.fmt.is_some() || lds_load(k) => {
            buffer_shape(k, flavor, inst, saddr, s)
        }
        Class::Lds if matches!(k, K::ds_append | K::ds_consume | K::ds_load_addtid_b32) => {}
        Class::Lds if k == K::ds_store_addtid_b32 => s.ndst = 0,
        Class::Lds if NAMES[k as usize].0.starts_with("ds_storexchg_2addr") => {
            let w = mem_dwords(k);
            s.dst_w[0] = 2 * w;
            s.src_w = [1, w, w, 1];
        }
        Class::Lds | Class::VmemLoad | Class::VmemStore => {
            plain_mem_shape(k, flavor, saddr, atomic_ret, s)
        }
        _ => {}
    }
}

/// SMEM: the data width from the name (or the atomic), the base a pair or a buffer descriptor.
fn smem_shape(k: K, flavor: Flavor, s: &mut Shape) {
    let name = NAMES[k as usize].0;
    let mut w = match name.rsplit('_').next() {
        Some("b64") => 2,
        Some("b128") => 4,
        Some("b256") => 8,
        Some("b512") => 16,
        _ => 1,
    };
    if let Some(a) = flavor.atomic {
        use crate::isa::semantics::AtomicOp;
        // The data operand of a compare-swap holds the new value and the compare value.
        let pair = matches!(a.op, AtomicOp::CmpSwap | AtomicOp::CmpSwapCmpFirst);
        w = (a.bits / 32) as u16 * if pair { 2 } else { 1 };
    }
    let base_w = if name.starts_with("s_buffer") { 4 } else { 2 };
    if smem_has_data(k) {
        // s_store / s_atomic sdata, sbase, offset: sdata is a source (an atomic with
        // glc returns into its first half, see `smem`).
        s.ndst = 0;
        s.src_w = [w, base_w, 1, 1];
    } else {
        s.dst_w[0] = w;
        s.src_w = [base_w, 1, 1, 1];
    }
    if matches!(k, K::s_memtime | K::s_memrealtime) {
        s.dst_w[0] = 2;
    }
}

/// The generic DS, FLAT/GLOBAL and MUBUF atomics: widths from the operation and its bits.
fn atomic_shape(k: K, flavor: Flavor, saddr: bool, atomic_ret: bool, s: &mut Shape) {
    use crate::isa::semantics::AtomicOp;
    let a = flavor.atomic.unwrap_or(crate::isa::semantics::Atomic {
        op: AtomicOp::Add,
        bits: 32,
    });
    let w = (a.bits / 32) as u16;
    let addr_w = vaddr_width(flavor, saddr);
    s.dst_w[0] = w;
    if k == K::ds_atomic {
        s.ndst = flavor.rtn as usize;
        s.src_w = [1, w, w, 1];
    } else {
        let pair = matches!(a.op, AtomicOp::CmpSwap | AtomicOp::CmpSwapCmpFirst);
        let data_w = if pair { 2 * w } else { w };
        if k == K::buffer_atomic {
            s.ndst = 0;
            s.src_w = [data_w, 1, 4, 1];
        } else {
            s.ndst = atomic_ret as usize;
            s.src_w = [addr_w, data_w, 2, 1];
        }
    }
}

/// MUBUF/MTBUF format ops and loads into LDS.
fn buffer_shape(k: K, flavor: Flavor, inst: &Instruction, saddr: bool, s: &mut Shape) {
    let name = NAMES[k as usize].0;
    // MUBUF/MTBUF `vdata, vaddr, srsrc, soffset` (no vdata for loads into LDS):
    // the data registers hold 32 bits per component, or 16 (d16, packed in pairs).
    let w = flavor.fmt.map_or(1, |f| f.dwords());
    let w = w + u16::from(inst.has_modifier("tfe"));
    // (A `v[2:3]` address with idxen and offen keeps its own width.)
    if lds_load(k) || flavor.fmt.is_some_and(|f| f.lds) {
        s.ndst = 0;
        s.src_w = [1, 4, 1, 1];
    } else if class_of(k) == Class::VmemStore {
        s.ndst = 0;
        s.src_w = [w, 1, 4, 1];
    } else {
        s.dst_w[0] = w;
        s.src_w = [1, 4, 1, 1];
    }
    if name.starts_with("global_") {
        let addr_w = vaddr_width(flavor, saddr);
        let sw = if flavor.seg == Seg::Scratch { 1 } else { 2 };
        s.src_w = [addr_w, sw, 1, 1];
    }
}

/// Plain DS, FLAT/GLOBAL/SCRATCH and MUBUF loads and stores (and the named global atomics).
fn plain_mem_shape(k: K, flavor: Flavor, saddr: bool, atomic_ret: bool, s: &mut Shape) {
    let name = NAMES[k as usize].0;
    let w = mem_dwords(k);
    let atomic = name.starts_with("global_atomic");
    let store = name.contains("store")
        || matches!(k, K::ds_add_u32 | K::ds_add_f32)
        || (atomic && !atomic_ret);
    s.ndst = if store { 0 } else { 1 };
    s.dst_w[0] = if name.contains("2addr") { 2 * w } else { w };
    let data_w = if name.contains("cmpswap") { 2 } else { w };
    if class_of(k) == Class::Lds {
        s.src_w = [1, data_w, data_w, 1];
    } else if name.starts_with("buffer_") {
        s.src_w = if store { [w, 1, 4, 1] } else { [1, 4, 1, 1] };
    } else {
        let addr_w = vaddr_width(flavor, saddr);
        // saddr: an SGPR pair for GLOBAL, one SGPR (a private offset) for SCRATCH.
        let sw = if flavor.seg == Seg::Scratch { 1 } else { 2 };
        s.src_w = if store || atomic {
            [addr_w, data_w, sw, 1]
        } else {
            [addr_w, sw, 1, 1]
        };
    }
}

/// Scalar opcodes whose operands are not all 32-bit.
fn scalar_widths(k: K, s: &mut Shape) {
    use Ty::*;
    match k {
        K::s_mov_b64
        | K::s_cmov_b64
        | K::s_not_b64
        | K::s_brev_b64
        | K::s_cselect_b64
        | K::s_and_b64
        | K::s_or_b64
        | K::s_xor_b64
        | K::s_and_not1_b64
        | K::s_or_not1_b64
        | K::s_nand_b64
        | K::s_nor_b64
        | K::s_xnor_b64
        | K::s_wqm_b64
        | K::s_quadmask_b64
        | K::s_bitset0_b64
        | K::s_bitset1_b64
        | K::s_and_saveexec_b64
        | K::s_or_saveexec_b64
        | K::s_xor_saveexec_b64
        | K::s_and_not1_saveexec_b64
        | K::s_or_not1_saveexec_b64
        | K::s_nand_saveexec_b64
        | K::s_nor_saveexec_b64
        | K::s_xnor_saveexec_b64
        | K::s_and_not0_saveexec_b64
        | K::s_or_not0_saveexec_b64
        | K::s_and_not0_wrexec_b64
        | K::s_and_not1_wrexec_b64
        | K::s_getpc_b64
        | K::s_setpc_b64
        | K::s_swappc_b64
        | K::s_movrels_b64
        | K::s_movreld_b64 => widen(s, B64),
        K::s_bitset0_b32 | K::s_bitset1_b32 => {}
        K::s_lshl_b64 | K::s_lshr_b64 | K::s_ashr_i64 | K::s_bfe_u64 | K::s_bfe_i64 => {
            widen(s, B64);
            s.src_w[1] = 1;
            s.src_ty[1] = B32;
        }
        K::s_bfm_b64 | K::s_bitreplicate_b64_b32 => s.dst_w[0] = 2,
        K::s_ff0_i32_b64 => {
            s.src_w = [2, 1, 1, 1];
            s.src_ty = [B64, B32, B32, B32];
        }
        K::s_bcnt0_i32_b64
        | K::s_bcnt1_i32_b64
        | K::s_ctz_i32_b64
        | K::s_clz_i32_u64
        | K::s_cls_i32_i64
        | K::s_bitcmp0_b64
        | K::s_bitcmp1_b64 => {
            s.src_w = [2, 1, 1, 1];
            s.src_ty = [B64, B32, B32, B32];
        }
        K::s_cmp_eq_u64 | K::s_cmp_lg_u64 => widen(s, B64),
        _ => {}
    }
}

/// Vector opcodes with 64-bit, lane-mask or mixed-type operands.
fn vector_widths(k: K, mask_w: u16, s: &mut Shape) {
    use Ty::*;
    match k {
        K::v_mov_b64 | K::v_pk_mov_b32 => widen(s, B64),
        K::v_cvt_pk_f32_fp8 | K::v_cvt_pk_f32_bf8 => s.dst_w[0] = 2,
        K::v_trig_preop_f64 => {
            s.dst_w[0] = 2;
            s.src_w = [2, 1, 1, 1];
            s.src_ty = [F64, B32, B32, B32];
        }
        K::v_qsad_pk_u16_u8 | K::v_mqsad_pk_u16_u8 => {
            s.dst_w[0] = 2;
            s.src_w = [2, 1, 2, 1];
            s.src_ty = [B64, B32, B64, B32];
        }
        K::v_mqsad_u32_u8 => {
            s.dst_w[0] = 4;
            s.src_w = [2, 1, 4, 1];
            s.src_ty = [B64, B32, B32, B32];
        }
        K::v_cvt_pk_u8_f32 | K::v_cvt_pkaccum_u8_f32 => s.src_ty = [F32, B32, B32, B32],
        K::v_cvt_sr_fp8_f32 | K::v_cvt_sr_bf8_f32 => s.src_ty = [F32, B32, B32, B32],
        K::v_cvt_f32_fp8 | K::v_cvt_f32_bf8 => s.src_ty = [B32; 4],
        K::v_lshlrev_b64 | K::v_lshrrev_b64 | K::v_ashrrev_i64 => {
            widen(s, B64);
            s.src_w[0] = 1;
            s.src_ty[0] = B32;
        }
        K::v_lshl_add_u64 => {
            widen(s, B64);
            s.src_w[1] = 1;
            s.src_ty[1] = B32;
        }
        K::v_mad_u64_u32 | K::v_mad_i64_i32 => {
            s.ndst = 2;
            s.dst_w = [2, mask_w];
            s.src_w = [1, 1, 2, 1];
            s.src_ty = [B32, B32, B64, B32];
        }
        K::v_add_co_u32
        | K::v_sub_co_u32
        | K::v_subrev_co_u32
        | K::v_add_co_ci_u32
        | K::v_sub_co_ci_u32
        | K::v_subrev_co_ci_u32 => {
            s.ndst = 2;
            s.dst_w = [1, mask_w];
            s.src_w = [1, 1, mask_w, 1];
        }
        K::v_div_scale_f32 => {
            s.ndst = 2;
            s.dst_w = [1, mask_w];
        }
        K::v_div_scale_f64 => {
            s.ndst = 2;
            s.dst_w = [2, mask_w];
            s.src_ty = [F64; 4];
            s.src_w = [2; 4];
        }
        K::v_cndmask_b32 => {
            s.src_w = [1, 1, mask_w, 1];
        }
        K::v_cndmask_b16 => {
            s.src_w = [1, 1, mask_w, 1];
            s.src_ty = [F16, F16, B32, B32];
        }
        K::v_div_fmas_f32 => {}
        K::v_cvt_f64_f32 | K::v_cvt_f64_i32 | K::v_cvt_f64_u32 => {
            s.dst_w[0] = 2;
            s.src_ty = [if k == K::v_cvt_f64_f32 { F32 } else { B32 }; 4];
        }
        K::v_cvt_f32_f64 | K::v_cvt_i32_f64 | K::v_cvt_u32_f64 | K::v_frexp_exp_i32_f64 => {
            s.src_w = [2; 4];
            s.src_ty = [F64; 4];
        }
        K::v_cvt_f32_i32
        | K::v_cvt_f32_u32
        | K::v_cvt_f32_ubyte0
        | K::v_cvt_f32_ubyte1
        | K::v_cvt_f32_ubyte2
        | K::v_cvt_f32_ubyte3 => s.src_ty = [B32; 4],
        K::v_cvt_f32_f16 => s.src_ty = [F16; 4],
        K::v_ldexp_f32 => s.src_ty = [F32, B32, B32, B32],
        K::v_cmp_class_f32 => s.src_ty = [F32, B32, B32, B32],
        K::v_cmp_class_f64 => {
            s.src_ty = [F64, B32, B32, B32];
            s.src_w = [2, 1, 1, 1];
        }
        K::v_ldexp_f64 => {
            widen(s, F64);
            s.src_w[1] = 1;
            s.src_ty[1] = B32;
        }
        K::v_pk_fma_f32 | K::v_pk_mul_f32 | K::v_pk_add_f32 => widen(s, F32),
        K::v_dot2_f32_f16 | K::v_dot2c_f32_f16 | K::v_dot2acc_f32_f16 => {
            s.src_ty = [F16, F16, F32, F32]
        }
        K::v_fma_mix_f32 | K::v_fma_mixlo_f16 | K::v_fma_mixhi_f16 => s.src_ty = [F32; 4],
        K::v_ldexp_f16 | K::v_cmp_class_f16 => s.src_ty = [F16, B32, B32, B32],
        K::v_readlane_b32 => {}
        K::v_writelane_b32 => {}
        _ => {}
    }
}

/// f64 ops not already shaped, the vector compares (a lane mask; v_cmpx with two operands
/// writes only EXEC) and the scalar compares (SCC only).
fn compare_shape(k: K, flavor: Flavor, nops: usize, mask_w: u16, s: &mut Shape) {
    use Ty::*;
    let name = NAMES[k as usize].0;
    if name.ends_with("_f64")
        && !matches!(
            k,
            K::v_cvt_f32_f64
                | K::v_cvt_i32_f64
                | K::v_cvt_u32_f64
                | K::v_frexp_exp_i32_f64
                | K::v_cmp_class_f64
                | K::v_ldexp_f64
                | K::v_div_scale_f64
        )
    {
        widen(s, F64);
    }
    if name.starts_with("v_cmp_") {
        s.dst_w[0] = mask_w;
        if name.ends_with("_i64") || name.ends_with("_u64") {
            s.src_ty = [B64; 4];
            s.src_w = [2; 4];
        }
        if flavor.cmpx && nops == 2 {
            s.ndst = 0;
        }
    }
    if matches!(
        k,
        K::s_cmp_eq_i32
            | K::s_cmp_lg_i32
            | K::s_cmp_gt_i32
            | K::s_cmp_ge_i32
            | K::s_cmp_lt_i32
            | K::s_cmp_le_i32
            | K::s_cmp_eq_u32
            | K::s_cmp_lg_u32
            | K::s_cmp_gt_u32
            | K::s_cmp_ge_u32
            | K::s_cmp_lt_u32
            | K::s_cmp_le_u32
            | K::s_cmp_eq_u64
            | K::s_cmp_lg_u64
            | K::s_bitcmp0_b32
            | K::s_bitcmp1_b32
            | K::s_bitcmp0_b64
            | K::s_bitcmp1_b64
            | K::s_cmpk_eq_i32
            | K::s_cmpk_lg_i32
            | K::s_cmpk_gt_i32
            | K::s_cmpk_ge_i32
            | K::s_cmpk_lt_i32
            | K::s_cmpk_le_i32
            | K::s_cmpk_eq_u32
            | K::s_cmpk_lg_u32
            | K::s_cmpk_gt_u32
            | K::s_cmpk_ge_u32
            | K::s_cmpk_lt_u32
            | K::s_cmpk_le_u32
            | K::s_setpc_b64
            | K::s_setvskip
    ) {
        s.ndst = 0;
    }
    if matches!(k, K::s_addk_i32 | K::s_mulk_i32) {
        // s_addk_i32 sdst, imm: sdst is also the first source.
        s.ndst = 1;
    }
}

/// SMEM opcodes whose first operand is data they store (or, for atomics, operate with).
pub fn smem_has_data(k: K) -> bool {
    use K::*;
    matches!(
        k,
        s_store_b32
            | s_store_b64
            | s_store_b128
            | s_buffer_store_b32
            | s_buffer_store_b64
            | s_buffer_store_b128
            | s_scratch_store_b32
            | s_scratch_store_b64
            | s_scratch_store_b128
            | s_atomic
            | s_buffer_atomic
    )
}

/// MUBUF/MTBUF opcodes: their address comes from a buffer resource.
pub fn is_mubuf(k: K) -> bool {
    use K::*;
    // A match on the enum, not the name: this runs for every vector memory op.
    matches!(
        k,
        buffer_load_b32
            | buffer_load_b64
            | buffer_load_b96
            | buffer_load_b128
            | buffer_load_u8
            | buffer_load_i8
            | buffer_load_u16
            | buffer_load_i16
            | buffer_store_b8
            | buffer_store_b16
            | buffer_store_b32
            | buffer_store_b64
            | buffer_store_b96
            | buffer_store_b128
            | buffer_load_d16_b16
            | buffer_load_d16_hi_b16
            | buffer_load_d16_u8
            | buffer_load_d16_i8
            | buffer_load_d16_hi_u8
            | buffer_load_d16_hi_i8
            | buffer_store_d16_hi_b8
            | buffer_store_d16_hi_b16
            | buffer_atomic
            | buffer_load_format
            | buffer_store_format
            | buffer_load_lds_b32
            | buffer_load_lds_u8
            | buffer_load_lds_i8
            | buffer_load_lds_u16
            | buffer_load_lds_i16
    )
}

/// Loads whose data goes to LDS at M0 instead of VGPRs.
pub fn lds_load(k: K) -> bool {
    use K::*;
    matches!(
        k,
        buffer_load_lds_b32
            | buffer_load_lds_u8
            | buffer_load_lds_i8
            | buffer_load_lds_u16
            | buffer_load_lds_i16
            | global_load_lds_b32
            | global_load_lds_u8
            | global_load_lds_i8
            | global_load_lds_u16
            | global_load_lds_i16
    )
}

/// The load-into-LDS form of a MUBUF load (gfx9 `buffer_load_dword ... lds`).
fn lds_form(k: K) -> Option<K> {
    use K::*;
    Some(match k {
        buffer_load_b32 => buffer_load_lds_b32,
        buffer_load_u8 => buffer_load_lds_u8,
        buffer_load_i8 => buffer_load_lds_i8,
        buffer_load_u16 => buffer_load_lds_u16,
        buffer_load_i16 => buffer_load_lds_i16,
        _ => return None,
    })
}

/// The 16-bit pattern of `ds_swizzle_b32`'s `offset:`, numeric or a `swizzle(...)` macro
/// (LLVM AMDGPUModifierSyntax): QUAD_PERM, BITMASK_PERM, BROADCAST, SWAP, REVERSE map onto
/// the quad-permute (bit 15 set) and bitmask (and/or/xor masks in bits 4:0, 9:5, 14:10)
/// modes; FFT and ROTATE onto their gfx11 modes (0xe000 / 0xc000).
fn swizzle_offset(inst: &Instruction) -> Result<i64, String> {
    let Some(md) = inst.modifiers.iter().find(|m| m.name == "offset") else {
        return Ok(0);
    };
    if let Some(v) = md.int_value() {
        return Ok(v & 0xffff);
    }
    let ModValue::Sym(text) = &md.value else {
        return Err("unrecognised swizzle offset".into());
    };
    let bad = || format!("unrecognised swizzle pattern `{text}`");
    let inner = text
        .strip_prefix("swizzle(")
        .and_then(|t| t.strip_suffix(')'))
        .ok_or_else(bad)?;
    let parts: Vec<&str> = inner.split(',').map(str::trim).collect();
    let num = |i: usize| -> Result<i64, String> {
        parts
            .get(i)
            .and_then(|p| crate::asm::parse_int_text(p))
            .ok_or_else(bad)
    };
    let bitmask =
        |and: i64, or: i64, xor: i64| (and & 0x1f) | (or & 0x1f) << 5 | (xor & 0x1f) << 10;
    Ok(match parts.first().copied().unwrap_or("") {
        "QUAD_PERM" => {
            0x8000 | num(1)? & 3 | (num(2)? & 3) << 2 | (num(3)? & 3) << 4 | (num(4)? & 3) << 6
        }
        "BITMASK_PERM" => {
            let mask = parts.get(1).ok_or_else(bad)?.trim_matches('"');
            if mask.len() != 5 {
                return Err(bad());
            }
            let (mut and, mut or, mut xor) = (0, 0, 0);
            for (i, c) in mask.chars().enumerate() {
                let bit = 1 << (4 - i);
                match c {
                    '0' => {}
                    '1' => or |= bit,
                    'p' => and |= bit,
                    'i' => {
                        and |= bit;
                        xor |= bit
                    }
                    _ => return Err(bad()),
                }
            }
            bitmask(and, or, xor)
        }
        // Groups of `size` lanes read lane `lane` of their group.
        "BROADCAST" => bitmask(!(num(1)? - 1), num(2)?, 0),
        // Lanes swap with the lane `n` away (n a power of two): lane ^ n.
        "SWAP" => bitmask(0x1f, 0, num(1)?),
        // Groups of `n` lanes in reverse order: lane ^ (n - 1).
        "REVERSE" => bitmask(0x1f, 0, num(1)? - 1),
        "FFT" => 0xe000 | (num(1)? & 0x1f),
        "ROTATE" => 0xc000 | (num(1)? & 1) << 10 | (num(2)? & 0x1f) << 5,
        _ => return Err(bad()),
    })
}

/// Dwords moved per lane by a memory opcode (1 for sub-dword).
#[inline]
pub fn mem_dwords(k: K) -> u16 {
    mem_facts(k).dwords as u16
}

/// What the vector memory path asks of an opcode on every executed op, looked up by index
/// (the names are read once, when the table is built, not per op).
#[derive(Clone, Copy, Debug, Default)]
pub struct MemFacts {
    /// Dwords per lane ([`mem_dwords`]).
    pub dwords: u8,
    /// A `global_atomic_*` opcode with its own operation (not the generic `global_atomic`).
    pub global_atomic: bool,
    /// A `buffer_*` opcode (its store data is source 0, not 1).
    pub buffer: bool,
}

#[inline]
pub fn mem_facts(k: K) -> MemFacts {
    static TABLE: std::sync::OnceLock<Vec<MemFacts>> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t = vec![MemFacts::default(); NAMES.len()];
        for (name, k) in NAMES {
            if let Some(f) = t.get_mut(*k as usize) {
                *f = MemFacts {
                    dwords: mem_dwords_of(name),
                    global_atomic: name.starts_with("global_atomic"),
                    buffer: name.starts_with("buffer_"),
                };
            }
        }
        t
    });
    table.get(k as usize).copied().unwrap_or_default()
}

fn mem_dwords_of(name: &str) -> u8 {
    if name.ends_with("b128") {
        4
    } else if name.ends_with("b96") {
        3
    } else if name.ends_with("b64") {
        2
    } else {
        1
    }
}

/// Where the bytes of a memory access go in (or come from) the 32-bit VGPR.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The whole register: a byte or short is zero- or sign-extended to 32 bits.
    Whole,
    /// The low half (d16): the byte or short, extended to 16 bits; the high half is kept.
    Lo,
    /// The high half (d16 `_hi`): loads keep the low half; stores take their data from here.
    Hi,
}

/// The per-lane access of a memory opcode's first dword: how many bytes, whether a loaded byte
/// or short is sign-extended, and which part of the VGPR it fills or is stored from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Access {
    pub bytes: u32,
    pub signed: bool,
    pub part: Part,
}

impl Access {
    /// The register value after a load of `raw` (the `bytes` loaded, zero-extended) into a
    /// register holding `old`.
    #[inline]
    pub fn load(self, old: u32, raw: u32) -> u32 {
        let v = if self.signed && self.bytes < 4 {
            let sh = 32 - 8 * self.bytes;
            ((raw << sh) as i32 >> sh) as u32
        } else {
            raw
        };
        match self.part {
            Part::Whole => v,
            Part::Lo => (old & 0xffff_0000) | (v & 0xffff),
            Part::Hi => (old & 0xffff) | v << 16,
        }
    }

    /// The value whose low `bytes` bytes a store writes, from the data register `reg`.
    #[inline]
    pub fn store(self, reg: u32) -> u32 {
        match self.part {
            Part::Hi => reg >> 16,
            _ => reg,
        }
    }
}

/// The [`Access`] of a memory opcode (whole dwords for everything but bytes and shorts).
pub fn access(k: K) -> Access {
    use Part::*;
    use K::*;
    let (bytes, signed, part) = match k {
        global_load_u8 | buffer_load_u8 | ds_load_u8 => (1, false, Whole),
        global_load_i8 | buffer_load_i8 | ds_load_i8 => (1, true, Whole),
        global_load_u16 | buffer_load_u16 | ds_load_u16 => (2, false, Whole),
        global_load_i16 | buffer_load_i16 | ds_load_i16 => (2, true, Whole),
        global_store_b8 | buffer_store_b8 | ds_store_b8 => (1, false, Whole),
        global_store_b16 | buffer_store_b16 | ds_store_b16 => (2, false, Whole),
        global_load_d16_u8 | buffer_load_d16_u8 | ds_load_u8_d16 => (1, false, Lo),
        global_load_d16_i8 | buffer_load_d16_i8 | ds_load_i8_d16 => (1, true, Lo),
        global_load_d16_b16 | buffer_load_d16_b16 | ds_load_u16_d16 => (2, false, Lo),
        global_load_d16_hi_u8 | buffer_load_d16_hi_u8 | ds_load_u8_d16_hi => (1, false, Hi),
        global_load_d16_hi_i8 | buffer_load_d16_hi_i8 | ds_load_i8_d16_hi => (1, true, Hi),
        global_load_d16_hi_b16 | buffer_load_d16_hi_b16 | ds_load_u16_d16_hi => (2, false, Hi),
        global_store_d16_hi_b8 | buffer_store_d16_hi_b8 | ds_store_b8_d16_hi => (1, false, Hi),
        global_store_d16_hi_b16 | buffer_store_d16_hi_b16 | ds_store_b16_d16_hi => (2, false, Hi),
        global_load_lds_u8 | buffer_load_lds_u8 => (1, false, Whole),
        global_load_lds_i8 | buffer_load_lds_i8 => (1, true, Whole),
        global_load_lds_u16 | buffer_load_lds_u16 => (2, false, Whole),
        global_load_lds_i16 | buffer_load_lds_i16 => (2, true, Whole),
        _ => (4, false, Whole),
    };
    Access {
        bytes,
        signed,
        part,
    }
}
