	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	_Z8sum_shflPKfPfi       ; -- Begin function _Z8sum_shflPKfPfi
	.globl	_Z8sum_shflPKfPfi
	.p2align	8
	.type	_Z8sum_shflPKfPfi,@function
_Z8sum_shflPKfPfi:                      ; @_Z8sum_shflPKfPfi
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dword s9, s[0:1], 0x10
	s_add_u32 s6, s0, 24
	s_addc_u32 s7, s1, 0
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s8, s3, 0xffff
	s_mul_i32 s2, s2, s8
	v_add_u32_e32 v2, s2, v0
	v_cmp_gt_i32_e32 vcc, s9, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_4
; %bb.1:                                ; %.lr.ph
	s_load_dword s10, s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s10, s10, s8
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[4:5]
	global_load_dword v1, v[6:7], off
	v_add_u32_e32 v2, s10, v2
	v_cmp_le_i32_e32 vcc, s9, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v4, v1
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_2
; %bb.3:                                ; %Flow28
	s_or_b64 exec, exec, s[6:7]
.LBB0_4:                                ; %Flow29
	s_or_b64 exec, exec, s[2:3]
	v_mbcnt_lo_u32_b32 v1, -1, 0
	v_mbcnt_hi_u32_b32 v6, -1, v1
	v_and_b32_e32 v7, 63, v6
	v_cmp_gt_u32_e32 vcc, 32, v7
	s_nop 1
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_lshlrev_b32_e32 v1, 5, v1
	v_add_lshl_u32 v1, v1, v6, 2
	ds_bpermute_b32 v2, v1, v4
	v_cmp_gt_u32_e32 vcc, 48, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v2
	v_cndmask_b32_e64 v3, 0, 1, vcc
	v_lshlrev_b32_e32 v3, 4, v3
	v_add_lshl_u32 v2, v3, v6, 2
	ds_bpermute_b32 v3, v2, v4
	v_cmp_gt_u32_e32 vcc, 56, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v3
	v_cndmask_b32_e64 v5, 0, 1, vcc
	v_lshlrev_b32_e32 v5, 3, v5
	v_add_lshl_u32 v3, v5, v6, 2
	ds_bpermute_b32 v5, v3, v4
	v_cmp_gt_u32_e32 vcc, 60, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v4, v5
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_lshlrev_b32_e32 v8, 2, v8
	v_add_lshl_u32 v4, v8, v6, 2
	ds_bpermute_b32 v8, v4, v5
	v_cmp_gt_u32_e32 vcc, 62, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v5, v8
	v_cndmask_b32_e64 v9, 0, 1, vcc
	v_lshlrev_b32_e32 v9, 1, v9
	v_add_lshl_u32 v5, v9, v6, 2
	ds_bpermute_b32 v9, v5, v8
	v_cmp_ne_u32_e32 vcc, 63, v7
	v_and_b32_e32 v7, 63, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v9
	v_addc_co_u32_e32 v6, vcc, 0, v6, vcc
	v_lshlrev_b32_e32 v6, 2, v6
	ds_bpermute_b32 v9, v6, v8
	v_cmp_eq_u32_e32 vcc, 0, v7
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_lshrrev_b32_e32 v10, 4, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v9
	ds_write_b32 v10, v8
.LBB0_6:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[2:3], 64, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_14
; %bb.7:
	s_lshr_b32 s2, s8, 6
	v_cmp_gt_u32_e64 s[2:3], s2, v7
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_9
; %bb.8:
	v_lshlrev_b32_e32 v0, 2, v7
	ds_read_b32 v0, v0
.LBB0_9:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	ds_bpermute_b32 v1, v1, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_bpermute_b32 v1, v2, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_bpermute_b32 v1, v3, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_bpermute_b32 v1, v4, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_bpermute_b32 v1, v5, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_bpermute_b32 v1, v6, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_14
; %bb.10:
	s_mov_b64 s[2:3], exec
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v0, v1
	v_bfrev_b32_e32 v0, 1
.LBB0_11:                               ; %ComputeLoop
                                        ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s4, s[2:3]
	v_readlane_b32 s6, v1, s4
	s_lshl_b64 s[4:5], 1, s4
	s_andn2_b64 s[2:3], s[2:3], s[4:5]
	s_cmp_lg_u64 s[2:3], 0
	v_add_f32_e32 v0, s6, v0
	s_cbranch_scc1 .LBB0_11
; %bb.12:                               ; %ComputeEnd
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_14
; %bb.13:
	s_load_dwordx2 s[0:1], s[0:1], 0x8
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	global_atomic_add_f32 v1, v0, s[0:1]
.LBB0_14:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z8sum_shflPKfPfi
		.amdhsa_group_segment_fixed_size 128
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	_Z8sum_shflPKfPfi, .Lfunc_end0-_Z8sum_shflPKfPfi
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 704
; NumSgprs: 17
; NumVgprs: 11
; NumAgprs: 0
; TotalNumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 128 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 11
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z10scan_blockPKiPii    ; -- Begin function _Z10scan_blockPKiPii
	.globl	_Z10scan_blockPKiPii
	.p2align	8
	.type	_Z10scan_blockPKiPii,@function
_Z10scan_blockPKiPii:                   ; @_Z10scan_blockPKiPii
; %bb.0:
	s_load_dword s3, s[0:1], 0x10
	v_lshl_or_b32 v2, s2, 8, v0
	v_mov_b32_e32 v4, 0
	v_ashrrev_i32_e32 v3, 31, v2
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s3, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[4:5]
	global_load_dword v5, v[6:7], off
.LBB1_2:
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v1, 2, v0
	v_cmp_ne_u32_e64 s[2:3], 0, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB1_4
; %bb.3:
	v_add_u32_e32 v4, -4, v1
	ds_read_b32 v4, v4
.LBB1_4:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v5, v1
	v_cmp_lt_u32_e64 s[2:3], 1, v0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v5, v4
	ds_write_b32 v1, v4
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB1_6
; %bb.5:
	v_add_u32_e32 v5, -8, v1
	ds_read_b32 v5, v5
.LBB1_6:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v6, v1
	v_cmp_lt_u32_e64 s[2:3], 3, v0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v6, v5
	ds_write_b32 v1, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB1_8
; %bb.7:
	v_add_u32_e32 v4, -16, v1
	ds_read_b32 v4, v4
.LBB1_8:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v5, v1
	v_cmp_lt_u32_e64 s[2:3], 7, v0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v5, v4
	ds_write_b32 v1, v4
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB1_10
; %bb.9:
	v_subrev_u32_e32 v5, 32, v1
	ds_read_b32 v5, v5
.LBB1_10:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v6, v1
	v_cmp_lt_u32_e64 s[2:3], 15, v0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v6, v5
	ds_write_b32 v1, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB1_12
; %bb.11:
	v_subrev_u32_e32 v4, 64, v1
	ds_read_b32 v4, v4
.LBB1_12:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v5, v1
	v_cmp_lt_u32_e64 s[2:3], 31, v0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v5, v4
	ds_write_b32 v1, v4
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB1_14
; %bb.13:
	v_add_u32_e32 v5, 0xffffff80, v1
	ds_read_b32 v5, v5
.LBB1_14:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v6, v1
	v_cmp_lt_u32_e64 s[2:3], 63, v0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v6, v5
	ds_write_b32 v1, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB1_16
; %bb.15:
	v_add_u32_e32 v4, 0xffffff00, v1
	ds_read_b32 v4, v4
.LBB1_16:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v5, v1
	s_movk_i32 s2, 0x7f
	v_cmp_lt_u32_e64 s[2:3], s2, v0
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v5, v4
	ds_write_b32 v1, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB1_18
; %bb.17:
	v_add_u32_e32 v0, 0xfffffe00, v1
	ds_read_b32 v0, v0
.LBB1_18:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v4, v1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, v4, v0
	ds_write_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_20
; %bb.19:
	s_load_dwordx2 s[0:1], s[0:1], 0x8
	ds_read_b32 v4, v1
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[0:1]
	global_store_dword v[0:1], v4, off
.LBB1_20:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10scan_blockPKiPii
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 6
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end1:
	.size	_Z10scan_blockPKiPii, .Lfunc_end1-_Z10scan_blockPKiPii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 768
; NumSgprs: 12
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z12softmax_rowsPKfPfi  ; -- Begin function _Z12softmax_rowsPKfPfi
	.globl	_Z12softmax_rowsPKfPfi
	.p2align	8
	.type	_Z12softmax_rowsPKfPfi,@function
_Z12softmax_rowsPKfPfi:                 ; @_Z12softmax_rowsPKfPfi
; %bb.0:
	s_load_dword s30, s[0:1], 0x10
	s_load_dwordx2 s[18:19], s[0:1], 0x0
	v_mov_b32_e32 v1, 0xff800000
	v_lshlrev_b32_e32 v2, 2, v0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s3, s30, 31
	v_cmp_gt_i32_e32 vcc, s30, v0
	s_mul_i32 s31, s3, s2
	s_mul_hi_u32 s33, s30, s2
	s_mul_i32 s20, s30, s2
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_4
; %bb.1:                                ; %.lr.ph.preheader
	s_add_i32 s21, s33, s31
	s_lshl_b64 s[2:3], s[20:21], 2
	s_add_u32 s2, s18, s2
	v_mov_b32_e32 v3, 0
	s_addc_u32 s3, s19, s3
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[2:3]
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v1, 0xff800000
	s_mov_b64 s[8:9], 0x400
	v_mov_b32_e32 v3, v0
.LBB2_2:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	global_load_dword v6, v[4:5], off
	v_add_u32_e32 v3, 0x100, v3
	v_max_f32_e32 v1, v1, v1
	v_cmp_le_i32_e64 s[2:3], s30, v3
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[8:9]
	s_or_b64 s[6:7], s[2:3], s[6:7]
	s_waitcnt vmcnt(0)
	v_max_f32_e32 v6, v6, v6
	v_max_f32_e32 v1, v1, v6
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB2_2
; %bb.3:                                ; %Flow78
	s_or_b64 exec, exec, s[6:7]
.LBB2_4:                                ; %Flow79
	s_or_b64 exec, exec, s[4:5]
	s_load_dwordx2 s[22:23], s[0:1], 0x8
	s_movk_i32 s0, 0x80
	v_cmp_gt_u32_e64 s[0:1], s0, v0
	ds_write_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB2_6
; %bb.5:
	ds_read2st64_b32 v[4:5], v2 offset1:2
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v1, v5, v5
	v_max_f32_e32 v3, v4, v4
	v_max_f32_e32 v1, v3, v1
	ds_write_b32 v2, v1
.LBB2_6:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[2:3], 64, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB2_8
; %bb.7:
	ds_read2st64_b32 v[4:5], v2 offset1:1
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v1, v5, v5
	v_max_f32_e32 v3, v4, v4
	v_max_f32_e32 v1, v3, v1
	ds_write_b32 v2, v1
.LBB2_8:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e64 s[4:5], 32, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB2_10
; %bb.9:
	ds_read2_b32 v[4:5], v2 offset1:32
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v1, v5, v5
	v_max_f32_e32 v3, v4, v4
	v_max_f32_e32 v1, v3, v1
	ds_write_b32 v2, v1
.LBB2_10:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_u32_e64 s[6:7], 16, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB2_12
; %bb.11:
	ds_read2_b32 v[4:5], v2 offset1:16
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v1, v5, v5
	v_max_f32_e32 v3, v4, v4
	v_max_f32_e32 v1, v3, v1
	ds_write_b32 v2, v1
.LBB2_12:
	s_or_b64 exec, exec, s[8:9]
	v_cmp_gt_u32_e64 s[8:9], 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB2_14
; %bb.13:
	ds_read2_b32 v[4:5], v2 offset1:8
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v1, v5, v5
	v_max_f32_e32 v3, v4, v4
	v_max_f32_e32 v1, v3, v1
	ds_write_b32 v2, v1
.LBB2_14:
	s_or_b64 exec, exec, s[10:11]
	v_cmp_gt_u32_e64 s[10:11], 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB2_16
; %bb.15:
	ds_read2_b32 v[4:5], v2 offset1:4
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v1, v5, v5
	v_max_f32_e32 v3, v4, v4
	v_max_f32_e32 v1, v3, v1
	ds_write_b32 v2, v1
.LBB2_16:
	s_or_b64 exec, exec, s[12:13]
	v_cmp_gt_u32_e64 s[12:13], 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB2_18
; %bb.17:
	ds_read2_b32 v[4:5], v2 offset1:2
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v1, v5, v5
	v_max_f32_e32 v3, v4, v4
	v_max_f32_e32 v1, v3, v1
	ds_write_b32 v2, v1
.LBB2_18:
	s_or_b64 exec, exec, s[14:15]
	v_cmp_eq_u32_e64 s[14:15], 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB2_20
; %bb.19:
	v_mov_b32_e32 v1, 0
	ds_read_b32 v1, v1 offset:4
	ds_read_b32 v3, v2
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v1, v1, v1
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v1, v3, v1
	ds_write_b32 v2, v1
.LBB2_20:
	s_or_b64 exec, exec, s[16:17]
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[24:25], vcc
	s_cbranch_execz .LBB2_24
; %bb.21:                               ; %.lr.ph51.preheader
	s_add_i32 s21, s33, s31
	s_lshl_b64 s[16:17], s[20:21], 2
	s_add_u32 s16, s18, s16
	v_mov_b32_e32 v3, 0
	s_addc_u32 s17, s19, s17
	v_lshl_add_u64 v[4:5], s[16:17], 0, v[2:3]
	s_mov_b64 s[26:27], 0
	s_mov_b64 s[28:29], 0x400
	v_mov_b32_e32 v6, v0
.LBB2_22:                               ; %.lr.ph51
                                        ; =>This Inner Loop Header: Depth=1
	global_load_dword v7, v[4:5], off
	v_add_u32_e32 v6, 0x100, v6
	v_cmp_le_i32_e64 s[16:17], s30, v6
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[28:29]
	s_or_b64 s[26:27], s[16:17], s[26:27]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v7, v7, v1
	v_mul_f32_e32 v7, 0x3fb8aa3b, v7
	v_exp_f32_e32 v7, v7
	s_nop 0
	v_add_f32_e32 v3, v3, v7
	s_andn2_b64 exec, exec, s[26:27]
	s_cbranch_execnz .LBB2_22
; %bb.23:                               ; %Flow76
	s_or_b64 exec, exec, s[26:27]
.LBB2_24:                               ; %Flow77
	s_or_b64 exec, exec, s[24:25]
	ds_write_b32 v2, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[16:17], s[0:1]
	s_cbranch_execz .LBB2_26
; %bb.25:
	ds_read2st64_b32 v[4:5], v2 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v5, v4
	ds_write_b32 v2, v3
.LBB2_26:
	s_or_b64 exec, exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB2_28
; %bb.27:
	ds_read2st64_b32 v[4:5], v2 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v5, v4
	ds_write_b32 v2, v3
.LBB2_28:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB2_30
; %bb.29:
	ds_read2_b32 v[4:5], v2 offset1:32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v5, v4
	ds_write_b32 v2, v3
.LBB2_30:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB2_32
; %bb.31:
	ds_read2_b32 v[4:5], v2 offset1:16
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v5, v4
	ds_write_b32 v2, v3
.LBB2_32:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB2_34
; %bb.33:
	ds_read2_b32 v[4:5], v2 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v5, v4
	ds_write_b32 v2, v3
.LBB2_34:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB2_36
; %bb.35:
	ds_read2_b32 v[4:5], v2 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v5, v4
	ds_write_b32 v2, v3
.LBB2_36:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB2_38
; %bb.37:
	ds_read2_b32 v[4:5], v2 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v5, v4
	ds_write_b32 v2, v3
.LBB2_38:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[14:15]
	s_cbranch_execz .LBB2_40
; %bb.39:
	v_mov_b32_e32 v3, 0
	ds_read_b32 v3, v3 offset:4
	ds_read_b32 v4, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v4
	ds_write_b32 v2, v3
.LBB2_40:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_43
; %bb.41:                               ; %.lr.ph57.preheader
	v_mov_b32_e32 v3, 0
	ds_read_b32 v6, v3
	s_add_i32 s21, s33, s31
	v_lshl_add_u64 v[4:5], s[20:21], 2, v[2:3]
	v_lshl_add_u64 v[2:3], s[18:19], 0, v[4:5]
	v_lshl_add_u64 v[4:5], s[22:23], 0, v[4:5]
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, s[0:1], v6, v6, 1.0
	v_rcp_f32_e32 v8, v7
	v_div_scale_f32 v9, vcc, 1.0, v6, 1.0
	s_mov_b64 s[0:1], 0
	v_fma_f32 v10, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v10, v8
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v6, v7, v6, 1.0
	s_mov_b64 s[2:3], 0x400
.LBB2_42:                               ; %.lr.ph57
                                        ; =>This Inner Loop Header: Depth=1
	global_load_dword v7, v[2:3], off
	v_add_u32_e32 v0, 0x100, v0
	v_cmp_le_i32_e32 vcc, s30, v0
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[2:3]
	s_or_b64 s[0:1], vcc, s[0:1]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v7, v7, v1
	v_mul_f32_e32 v7, 0x3fb8aa3b, v7
	v_exp_f32_e32 v7, v7
	s_nop 0
	v_mul_f32_e32 v7, v6, v7
	global_store_dword v[4:5], v7, off
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[2:3]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB2_42
.LBB2_43:                               ; %Flow75
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12softmax_rowsPKfPfi
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	_Z12softmax_rowsPKfPfi, .Lfunc_end2-_Z12softmax_rowsPKfPfi
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1460
; NumSgprs: 40
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z14layernorm_rowsPKfS0_S0_Pfif ; -- Begin function _Z14layernorm_rowsPKfS0_S0_Pfif
	.globl	_Z14layernorm_rowsPKfS0_S0_Pfif
	.p2align	8
	.type	_Z14layernorm_rowsPKfS0_S0_Pfif,@function
_Z14layernorm_rowsPKfS0_S0_Pfif:        ; @_Z14layernorm_rowsPKfS0_S0_Pfif
; %bb.0:
	s_load_dwordx2 s[12:13], s[0:1], 0x20
	s_load_dwordx2 s[4:5], s[0:1], 0x0
                                        ; implicit-def: $sgpr10
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $sgpr8
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s3, s12, 31
	s_mul_hi_u32 s6, s12, s2
	s_mul_i32 s3, s3, s2
	s_add_i32 s3, s6, s3
	s_mul_i32 s2, s12, s2
	s_lshl_b64 s[16:17], s[2:3], 2
	s_add_u32 s14, s4, s16
	s_addc_u32 s15, s5, s17
	s_add_u32 s4, s0, 40
	v_cmp_gt_i32_e64 s[6:7], s12, v0
	v_cmp_le_i32_e32 vcc, s12, v0
	s_addc_u32 s5, s1, 0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB3_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	s_load_dword s9, s[4:5], 0xc
	s_mov_b32 s10, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s8, s9, 0xffff
.LBB3_2:                                ; %Flow172
	s_or_saveexec_b64 s[2:3], s[2:3]
	s_load_dwordx2 s[18:19], s[0:1], 0x18
	v_mov_b32_e32 v5, s10
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v4, s8
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB3_6
; %bb.3:                                ; %.lr.ph
	s_load_dword s8, s[4:5], 0xc
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v2, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s8, 0xffff
.LBB3_4:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[14:15]
	global_load_dword v1, v[6:7], off
	v_add_u32_e32 v2, s9, v2
	v_cmp_le_i32_e32 vcc, s12, v2
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v5, v5, v1
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB3_4
; %bb.5:                                ; %Flow171
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v4, s9
.LBB3_6:                                ; %Flow173
	s_or_b64 exec, exec, s[2:3]
	v_mbcnt_lo_u32_b32 v1, -1, 0
	v_mbcnt_hi_u32_b32 v3, -1, v1
	v_and_b32_e32 v7, 63, v3
	v_cmp_gt_u32_e32 vcc, 32, v7
	s_load_dwordx4 s[8:11], s[0:1], 0x8
	s_nop 0
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_lshlrev_b32_e32 v1, 5, v1
	v_add_lshl_u32 v1, v1, v3, 2
	ds_bpermute_b32 v6, v1, v5
	v_cmp_gt_u32_e32 vcc, 48, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v6
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_lshlrev_b32_e32 v8, 4, v8
	v_add_lshl_u32 v6, v8, v3, 2
	ds_bpermute_b32 v8, v6, v5
	v_cmp_gt_u32_e32 vcc, 56, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v8
	v_cndmask_b32_e64 v9, 0, 1, vcc
	v_lshlrev_b32_e32 v9, 3, v9
	v_add_lshl_u32 v8, v9, v3, 2
	ds_bpermute_b32 v9, v8, v5
	v_cmp_gt_u32_e32 vcc, 60, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v9
	v_cndmask_b32_e64 v10, 0, 1, vcc
	v_lshlrev_b32_e32 v10, 2, v10
	v_add_lshl_u32 v10, v10, v3, 2
	ds_bpermute_b32 v9, v10, v5
	v_cmp_gt_u32_e32 vcc, 62, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v9
	v_cndmask_b32_e64 v11, 0, 1, vcc
	v_lshlrev_b32_e32 v11, 1, v11
	v_add_lshl_u32 v11, v11, v3, 2
	ds_bpermute_b32 v9, v11, v5
	v_cmp_ne_u32_e32 vcc, 63, v7
	s_nop 1
	v_addc_co_u32_e32 v7, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v5, v9
	v_lshlrev_b32_e32 v13, 2, v7
	ds_bpermute_b32 v5, v13, v3
	v_and_b32_e32 v7, 63, v0
	v_lshrrev_b32_e32 v9, 6, v0
	v_cmp_eq_u32_e64 s[2:3], 0, v7
	v_lshlrev_b32_e32 v12, 2, v9
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB3_8
; %bb.7:
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v5
	ds_write_b32 v12, v3
.LBB3_8:
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b32_e32 v7, 6, v4
	v_cmp_lt_u16_e64 s[4:5], 63, v2
	v_mov_b32_e32 v2, 0
	v_add_u32_e32 v14, -1, v7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_18
; %bb.9:                                ; %.lr.ph73.preheader
	v_cmp_lt_u32_e32 vcc, 6, v14
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB3_13
; %bb.10:                               ; %.lr.ph73.preheader.new
	v_and_b32_e32 v3, 0x3f8, v7
	s_mov_b32 s24, 0
	s_mov_b32 s25, 0
	s_mov_b64 s[22:23], 0
	v_mov_b32_e32 v2, 0
.LBB3_11:                               ; %.lr.ph73
                                        ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v5, s24
	ds_read_b128 v[16:19], v5
	ds_read_b128 v[20:23], v5 offset:16
	s_add_i32 s25, s25, 8
	s_add_i32 s24, s24, 32
	v_cmp_eq_u32_e32 vcc, s25, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v16
	v_add_f32_e32 v2, v2, v17
	v_add_f32_e32 v2, v2, v18
	v_add_f32_e32 v2, v2, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v20
	v_add_f32_e32 v2, v2, v21
	v_add_f32_e32 v2, v2, v22
	s_or_b64 s[22:23], vcc, s[22:23]
	v_add_f32_e32 v2, v2, v23
	s_andn2_b64 exec, exec, s[22:23]
	s_cbranch_execnz .LBB3_11
; %bb.12:                               ; %Flow168
	s_or_b64 exec, exec, s[22:23]
.LBB3_13:                               ; %Flow169
	s_or_b64 exec, exec, s[20:21]
	v_bfe_u32 v5, v4, 6, 3
	v_cmp_ne_u32_e32 vcc, 0, v5
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB3_17
; %bb.14:                               ; %.lr.ph73.epil.preheader
	v_lshlrev_b32_e32 v3, 2, v3
	s_mov_b64 s[22:23], 0
.LBB3_15:                               ; %.lr.ph73.epil
                                        ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v9, v3
	v_add_u32_e32 v5, -1, v5
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_add_u32_e32 v3, 4, v3
	s_or_b64 s[22:23], vcc, s[22:23]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v9
	s_andn2_b64 exec, exec, s[22:23]
	s_cbranch_execnz .LBB3_15
; %bb.16:                               ; %Flow166
	s_or_b64 exec, exec, s[22:23]
.LBB3_17:                               ; %Flow167
	s_or_b64 exec, exec, s[20:21]
.LBB3_18:                               ; %Flow170
	s_or_b64 exec, exec, s[0:1]
	v_cvt_f32_i32_e32 v9, s12
	s_barrier
	v_div_scale_f32 v3, s[0:1], v9, v9, v2
	v_rcp_f32_e32 v5, v3
	v_div_scale_f32 v15, vcc, v2, v9, v2
	v_fma_f32 v16, -v3, v5, 1.0
	v_fmac_f32_e32 v5, v16, v5
	v_mul_f32_e32 v16, v15, v5
	v_fma_f32 v17, -v3, v16, v15
	v_fmac_f32_e32 v16, v17, v5
	v_fma_f32 v3, -v3, v16, v15
	v_div_fmas_f32 v3, v3, v5, v16
	v_div_fixup_f32 v5, v3, v9, v2
	v_mov_b32_e32 v15, 0
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB3_22
; %bb.19:                               ; %.lr.ph79.preheader
	s_mov_b64 s[20:21], 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v2, v0
.LBB3_20:                               ; %.lr.ph79
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[16:17], v[2:3], 2, s[14:15]
	global_load_dword v3, v[16:17], off
	v_add_u32_e32 v2, v2, v4
	v_cmp_le_i32_e32 vcc, s12, v2
	s_or_b64 s[20:21], vcc, s[20:21]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v3, v3, v5
	v_fmac_f32_e32 v15, v3, v3
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execnz .LBB3_20
; %bb.21:                               ; %Flow164
	s_or_b64 exec, exec, s[20:21]
.LBB3_22:                               ; %Flow165
	s_or_b64 exec, exec, s[0:1]
	ds_bpermute_b32 v1, v1, v15
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v15, v1
	ds_bpermute_b32 v2, v6, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	ds_bpermute_b32 v2, v8, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	ds_bpermute_b32 v2, v10, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	ds_bpermute_b32 v2, v11, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	ds_bpermute_b32 v2, v13, v1
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB3_24
; %bb.23:
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	ds_write_b32 v12, v1
.LBB3_24:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_34
; %bb.25:                               ; %.lr.ph85.preheader
	v_cmp_lt_u32_e32 vcc, 6, v14
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_29
; %bb.26:                               ; %.lr.ph85.preheader.new
	v_and_b32_e32 v2, 0x3f8, v7
	s_mov_b32 s20, 0
	s_mov_b32 s21, 0
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v1, 0
.LBB3_27:                               ; %.lr.ph85
                                        ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v3, s20
	ds_read_b128 v[10:13], v3
	ds_read_b128 v[14:17], v3 offset:16
	s_add_i32 s21, s21, 8
	s_add_i32 s20, s20, 32
	v_cmp_eq_u32_e32 vcc, s21, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v10
	v_add_f32_e32 v1, v1, v11
	v_add_f32_e32 v1, v1, v12
	v_add_f32_e32 v1, v1, v13
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v14
	v_add_f32_e32 v1, v1, v15
	v_add_f32_e32 v1, v1, v16
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_f32_e32 v1, v1, v17
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB3_27
; %bb.28:                               ; %Flow161
	s_or_b64 exec, exec, s[4:5]
.LBB3_29:                               ; %Flow162
	s_or_b64 exec, exec, s[2:3]
	v_bfe_u32 v3, v4, 6, 3
	v_cmp_ne_u32_e32 vcc, 0, v3
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_33
; %bb.30:                               ; %.lr.ph85.epil.preheader
	v_lshlrev_b32_e32 v2, 2, v2
	s_mov_b64 s[4:5], 0
.LBB3_31:                               ; %.lr.ph85.epil
                                        ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v6, v2
	v_add_u32_e32 v3, -1, v3
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_add_u32_e32 v2, 4, v2
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v6
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB3_31
; %bb.32:                               ; %Flow159
	s_or_b64 exec, exec, s[4:5]
.LBB3_33:                               ; %Flow160
	s_or_b64 exec, exec, s[2:3]
.LBB3_34:                               ; %Flow163
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB3_37
; %bb.35:                               ; %.lr.ph90
	v_div_scale_f32 v2, s[0:1], v9, v9, v1
	v_rcp_f32_e32 v3, v2
	v_div_scale_f32 v6, vcc, v1, v9, v1
	s_mov_b32 s0, 0xd800000
	v_fma_f32 v7, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v7, v3
	v_mul_f32_e32 v7, v6, v3
	v_fma_f32 v8, -v2, v7, v6
	v_fmac_f32_e32 v7, v8, v3
	v_fma_f32 v2, -v2, v7, v6
	v_div_fmas_f32 v2, v2, v3, v7
	v_div_fixup_f32 v1, v2, v9, v1
	v_add_f32_e32 v1, s13, v1
	v_cmp_gt_f32_e32 vcc, s0, v1
	v_mov_b32_e32 v3, 0x71800000
	v_mov_b32_e32 v2, 0x58800000
	v_cndmask_b32_e32 v3, 1.0, v3, vcc
	v_mul_f32_e32 v1, v1, v3
	v_rsq_f32_e32 v1, v1
	v_cndmask_b32_e32 v2, 1.0, v2, vcc
	s_add_u32 s0, s18, s16
	s_addc_u32 s1, s19, s17
	v_mul_f32_e32 v2, v2, v1
	s_mov_b64 s[2:3], 0
.LBB3_36:                               ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_lshl_add_u64 v[8:9], s[14:15], 0, v[6:7]
	global_load_dword v1, v[8:9], off
	v_lshl_add_u64 v[8:9], s[8:9], 0, v[6:7]
	global_load_dword v3, v[8:9], off
	v_lshl_add_u64 v[8:9], s[10:11], 0, v[6:7]
	global_load_dword v8, v[8:9], off
	v_add_u32_e32 v0, v0, v4
	v_cmp_le_i32_e32 vcc, s12, v0
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[6:7]
	s_or_b64 s[2:3], vcc, s[2:3]
	s_waitcnt vmcnt(2)
	v_sub_f32_e32 v1, v1, v5
	v_mul_f32_e32 v1, v2, v1
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v8, v3, v1
	global_store_dword v[6:7], v8, off
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB3_36
.LBB3_37:                               ; %Flow158
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z14layernorm_rowsPKfS0_S0_Pfif
		.amdhsa_group_segment_fixed_size 128
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 26
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end3:
	.size	_Z14layernorm_rowsPKfS0_S0_Pfif, .Lfunc_end3-_Z14layernorm_rowsPKfS0_S0_Pfif
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1572
; NumSgprs: 32
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 128 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 32
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z14ddot_lastblockPKdS0_PdPjS1_i ; -- Begin function _Z14ddot_lastblockPKdS0_PdPjS1_i
	.globl	_Z14ddot_lastblockPKdS0_PdPjS1_i
	.p2align	8
	.type	_Z14ddot_lastblockPKdS0_PdPjS1_i,@function
_Z14ddot_lastblockPKdS0_PdPjS1_i:       ; @_Z14ddot_lastblockPKdS0_PdPjS1_i
; %bb.0:
	s_load_dword s3, s[0:1], 0x3c
	s_load_dword s13, s[0:1], 0x28
	s_load_dword s12, s[0:1], 0x30
	v_mov_b64_e32 v[2:3], 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s4, s2, s3
	v_add_u32_e32 v4, s4, v0
	v_cmp_gt_i32_e32 vcc, s13, v4
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB4_4
; %bb.1:                                ; %.lr.ph
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_mul_i32 s14, s12, s3
	s_mov_b64 s[10:11], 0
	v_mov_b64_e32 v[2:3], 0
.LBB4_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[6:7], 3, v[4:5]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], s[4:5], 0, v[6:7]
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[6:7]
	global_load_dwordx2 v[8:9], v[8:9], off
	v_add_u32_e32 v4, s14, v4
	global_load_dwordx2 v[6:7], v[6:7], off
	v_cmp_le_i32_e32 vcc, s13, v4
	s_or_b64 s[10:11], vcc, s[10:11]
	s_waitcnt vmcnt(0)
	v_fmac_f64_e32 v[2:3], v[8:9], v[6:7]
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB4_2
; %bb.3:                                ; %Flow67
	s_or_b64 exec, exec, s[10:11]
.LBB4_4:                                ; %Flow68
	s_or_b64 exec, exec, s[8:9]
	v_lshlrev_b32_e32 v1, 3, v0
	s_cmp_lt_u32 s3, 2
	ds_write_b64 v1, v[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc0 .LBB4_14
.LBB4_5:                                ; %._crit_edge40
	s_load_dwordx4 s[4:7], s[0:1], 0x10
	s_load_dwordx2 s[8:9], s[0:1], 0x20
	s_mov_b32 s3, 0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB4_7
; %bb.6:
	v_mov_b32_e32 v2, 0
	ds_read_b64 v[0:1], v2
	s_lshl_b64 s[0:1], s[2:3], 3
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	global_store_dwordx2 v2, v[0:1], s[0:1]
	s_add_i32 s0, s12, -1
	v_mov_b32_e32 v0, s0
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	buffer_wbl2 sc1
	global_atomic_inc v0, v2, v0, s[6:7] sc0
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	v_cmp_eq_u32_e64 s[0:1], s0, v0
	s_nop 1
	v_cndmask_b32_e64 v0, 0, 1, s[0:1]
	ds_write_b8 v2, v0 offset:2048
.LBB4_7:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u8 v0, v0 offset:2048
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s0, v0
	s_bitcmp1_b32 s0, 0
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB4_12
; %bb.8:                                ; %.preheader
	v_mov_b64_e32 v[0:1], 0
	s_cmp_eq_u32 s12, 0
	s_cbranch_scc1 .LBB4_11
; %bb.9:                                ; %.lr.ph43.preheader
	v_mov_b32_e32 v2, 0
.LBB4_10:                               ; %.lr.ph43
                                        ; =>This Inner Loop Header: Depth=1
	global_load_dwordx2 v[4:5], v2, s[4:5]
	s_add_i32 s12, s12, -1
	s_add_u32 s4, s4, 8
	s_addc_u32 s5, s5, 0
	s_cmp_eq_u32 s12, 0
	s_waitcnt vmcnt(0)
	v_add_f64 v[0:1], v[0:1], v[4:5]
	s_cbranch_scc0 .LBB4_10
.LBB4_11:                               ; %Flow63
	v_mov_b32_e32 v2, 0
	global_store_dwordx2 v2, v[0:1], s[8:9]
.LBB4_12:
	s_endpgm
.LBB4_13:                               ;   in Loop: Header=BB4_14 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_cmp_lt_u32 s3, 4
	s_mov_b32 s3, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB4_5
.LBB4_14:                               ; %.lr.ph39
                                        ; =>This Inner Loop Header: Depth=1
	s_lshr_b32 s6, s3, 1
	v_cmp_gt_u32_e32 vcc, s6, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB4_13
; %bb.15:                               ;   in Loop: Header=BB4_14 Depth=1
	v_lshl_add_u32 v2, s6, 3, v1
	ds_read_b64 v[2:3], v2
	ds_read_b64 v[4:5], v1
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[2:3], v[4:5]
	ds_write_b64 v1, v[2:3]
	s_branch .LBB4_13
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z14ddot_lastblockPKdS0_PdPjS1_i
		.amdhsa_group_segment_fixed_size 2056
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 15
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end4:
	.size	_Z14ddot_lastblockPKdS0_PdPjS1_i, .Lfunc_end4-_Z14ddot_lastblockPKdS0_PdPjS1_i
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 556
; NumSgprs: 21
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2056 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 21
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z11argmax_rowsPKfPii   ; -- Begin function _Z11argmax_rowsPKfPii
	.globl	_Z11argmax_rowsPKfPii
	.p2align	8
	.type	_Z11argmax_rowsPKfPii,@function
_Z11argmax_rowsPKfPii:                  ; @_Z11argmax_rowsPKfPii
; %bb.0:
	s_load_dword s12, s[0:1], 0x10
	s_load_dwordx2 s[4:5], s[0:1], 0x8
	s_mov_b32 s3, 0
	v_mov_b32_e32 v1, 0xff800000
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s12, v0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB5_4
; %bb.1:                                ; %.lr.ph.preheader
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_ashr_i32 s8, s12, 31
	s_mul_hi_u32 s9, s12, s2
	s_mul_i32 s8, s8, s2
	s_add_i32 s9, s9, s8
	s_mul_i32 s8, s12, s2
	s_lshl_b64 s[8:9], s[8:9], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s8
	v_lshlrev_b32_e32 v2, 2, v0
	v_mov_b32_e32 v3, 0
	s_addc_u32 s1, s1, s9
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[2:3]
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v1, 0xff800000
	s_mov_b64 s[10:11], 0x100
	v_mov_b32_e32 v2, v0
.LBB5_2:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	global_load_dword v6, v[4:5], off
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[10:11]
	s_waitcnt vmcnt(0)
	v_cmp_gt_f32_e32 vcc, v6, v1
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v2, vcc
	v_add_u32_e32 v2, 64, v2
	v_cmp_le_i32_e64 s[0:1], s12, v2
	s_or_b64 s[8:9], s[0:1], s[8:9]
	v_cndmask_b32_e32 v1, v1, v6, vcc
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB5_2
; %bb.3:                                ; %Flow64
	s_or_b64 exec, exec, s[8:9]
.LBB5_4:                                ; %Flow65
	s_or_b64 exec, exec, s[6:7]
	v_mbcnt_lo_u32_b32 v2, -1, 0
	v_mbcnt_hi_u32_b32 v2, -1, v2
	v_and_b32_e32 v4, 63, v2
	v_cmp_gt_u32_e32 vcc, 32, v4
	s_nop 1
	v_cndmask_b32_e64 v5, 0, 1, vcc
	v_lshlrev_b32_e32 v5, 5, v5
	v_add_lshl_u32 v6, v5, v2, 2
	ds_bpermute_b32 v5, v6, v1
	ds_bpermute_b32 v6, v6, v3
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_f32_e64 s[6:7], v1, v5
	v_cmp_nlt_f32_e32 vcc, v1, v5
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB5_6
; %bb.5:
	v_cmp_eq_f32_e32 vcc, v1, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e64 s[0:1], v6, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[0:1], s[0:1], exec
	s_or_b64 s[6:7], s[6:7], s[0:1]
.LBB5_6:                                ; %Flow62
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB5_8
; %bb.7:
	v_mov_b32_e32 v1, v5
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, v6
.LBB5_8:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 48, v4
	s_nop 1
	v_cndmask_b32_e64 v5, 0, 1, vcc
	v_lshlrev_b32_e32 v5, 4, v5
	s_waitcnt lgkmcnt(0)
	v_add_lshl_u32 v6, v5, v2, 2
	ds_bpermute_b32 v5, v6, v1
	ds_bpermute_b32 v6, v6, v3
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_f32_e64 s[6:7], v1, v5
	v_cmp_nlt_f32_e32 vcc, v1, v5
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB5_10
; %bb.9:
	v_cmp_eq_f32_e32 vcc, v1, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e64 s[0:1], v6, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[0:1], s[0:1], exec
	s_or_b64 s[6:7], s[6:7], s[0:1]
.LBB5_10:                               ; %Flow60
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB5_12
; %bb.11:
	v_mov_b32_e32 v1, v5
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, v6
.LBB5_12:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 56, v4
	s_nop 1
	v_cndmask_b32_e64 v5, 0, 1, vcc
	v_lshlrev_b32_e32 v5, 3, v5
	s_waitcnt lgkmcnt(0)
	v_add_lshl_u32 v6, v5, v2, 2
	ds_bpermute_b32 v5, v6, v1
	ds_bpermute_b32 v6, v6, v3
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_f32_e64 s[6:7], v1, v5
	v_cmp_nlt_f32_e32 vcc, v1, v5
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB5_14
; %bb.13:
	v_cmp_eq_f32_e32 vcc, v1, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e64 s[0:1], v6, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[0:1], s[0:1], exec
	s_or_b64 s[6:7], s[6:7], s[0:1]
.LBB5_14:                               ; %Flow58
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB5_16
; %bb.15:
	v_mov_b32_e32 v1, v5
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, v6
.LBB5_16:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 60, v4
	s_nop 1
	v_cndmask_b32_e64 v5, 0, 1, vcc
	v_lshlrev_b32_e32 v5, 2, v5
	s_waitcnt lgkmcnt(0)
	v_add_lshl_u32 v6, v5, v2, 2
	ds_bpermute_b32 v5, v6, v1
	ds_bpermute_b32 v6, v6, v3
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_f32_e64 s[6:7], v1, v5
	v_cmp_nlt_f32_e32 vcc, v1, v5
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB5_18
; %bb.17:
	v_cmp_eq_f32_e32 vcc, v1, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e64 s[0:1], v6, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[0:1], s[0:1], exec
	s_or_b64 s[6:7], s[6:7], s[0:1]
.LBB5_18:                               ; %Flow56
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB5_20
; %bb.19:
	v_mov_b32_e32 v1, v5
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, v6
.LBB5_20:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 62, v4
	s_nop 1
	v_cndmask_b32_e64 v5, 0, 1, vcc
	v_lshlrev_b32_e32 v5, 1, v5
	s_waitcnt lgkmcnt(0)
	v_add_lshl_u32 v6, v5, v2, 2
	ds_bpermute_b32 v5, v6, v1
	ds_bpermute_b32 v6, v6, v3
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_f32_e64 s[6:7], v1, v5
	v_cmp_nlt_f32_e32 vcc, v1, v5
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB5_22
; %bb.21:
	v_cmp_eq_f32_e32 vcc, v1, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e64 s[0:1], v6, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[0:1], s[0:1], exec
	s_or_b64 s[6:7], s[6:7], s[0:1]
.LBB5_22:                               ; %Flow54
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB5_24
; %bb.23:
	v_mov_b32_e32 v1, v5
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, v6
.LBB5_24:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_ne_u32_e32 vcc, 63, v4
	s_nop 1
	v_addc_co_u32_e32 v2, vcc, 0, v2, vcc
	v_lshlrev_b32_e32 v2, 2, v2
	ds_bpermute_b32 v4, v2, v1
	ds_bpermute_b32 v2, v2, v3
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_f32_e64 s[6:7], v1, v4
	v_cmp_nlt_f32_e32 vcc, v1, v4
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execnz .LBB5_28
; %bb.25:                               ; %Flow
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execnz .LBB5_29
.LBB5_26:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB5_30
.LBB5_27:
	s_endpgm
.LBB5_28:
	v_cmp_eq_f32_e32 vcc, v1, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e64 s[0:1], v2, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[0:1], s[0:1], exec
	s_or_b64 s[6:7], s[6:7], s[0:1]
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB5_26
.LBB5_29:
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, v2
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB5_27
.LBB5_30:
	s_lshl_b64 s[0:1], s[2:3], 2
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_mov_b32_e32 v0, 0
	global_store_dword v0, v3, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11argmax_rowsPKfPii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 13
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end5:
	.size	_Z11argmax_rowsPKfPii, .Lfunc_end5-_Z11argmax_rowsPKfPii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1060
; NumSgprs: 19
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 7
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.type	__hip_cuid_1811b3835a47c39b,@object ; @__hip_cuid_1811b3835a47c39b
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_1811b3835a47c39b
__hip_cuid_1811b3835a47c39b:
	.byte	0                               ; 0x0
	.size	__hip_cuid_1811b3835a47c39b, 1

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_1811b3835a47c39b
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 128
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z8sum_shflPKfPfi
    .private_segment_fixed_size: 0
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         _Z8sum_shflPKfPfi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           _Z10scan_blockPKiPii
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z10scan_blockPKiPii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           _Z12softmax_rowsPKfPfi
    .private_segment_fixed_size: 0
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         _Z12softmax_rowsPKfPfi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 128
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z14layernorm_rowsPKfS0_S0_Pfif
    .private_segment_fixed_size: 0
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         _Z14layernorm_rowsPKfS0_S0_Pfif.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         52
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         60
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         62
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         64
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         66
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         68
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         70
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         112
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 2056
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z14ddot_lastblockPKdS0_PdPjS1_i
    .private_segment_fixed_size: 0
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         _Z14ddot_lastblockPKdS0_PdPjS1_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z11argmax_rowsPKfPii
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         _Z11argmax_rowsPKfPii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
