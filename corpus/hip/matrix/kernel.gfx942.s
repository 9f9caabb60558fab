	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	_Z13mm_f16_tile32PKDF16_S0_Pfiii ; -- Begin function _Z13mm_f16_tile32PKDF16_S0_Pfiii
	.globl	_Z13mm_f16_tile32PKDF16_S0_Pfiii
	.p2align	8
	.type	_Z13mm_f16_tile32PKDF16_S0_Pfiii,@function
_Z13mm_f16_tile32PKDF16_S0_Pfiii:       ; @_Z13mm_f16_tile32PKDF16_S0_Pfiii
; %bb.0:
	s_load_dwordx2 s[10:11], s[0:1], 0x1c
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_lshl_b32 s13, s2, 5
	v_and_b32_e32 v1, 31, v0
	s_mov_b32 s12, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s11, 0
	v_lshrrev_b32_e32 v2, 3, v0
	v_or_b32_e32 v3, s13, v1
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %..preheader_crit_edge
	v_or_b32_e32 v4, s13, v1
	s_lshl_b32 s2, s3, 5
	v_and_b32_e32 v2, 4, v2
	s_cbranch_execz .LBB0_4
; %bb.2:
	v_accvgpr_write_b32 a0, s12
	v_accvgpr_write_b32 a1, s12
	v_accvgpr_write_b32 a2, s12
	v_accvgpr_write_b32 a3, s12
	v_accvgpr_write_b32 a4, s12
	v_accvgpr_write_b32 a5, s12
	v_accvgpr_write_b32 a6, s12
	v_accvgpr_write_b32 a7, s12
	v_accvgpr_write_b32 a8, s12
	v_accvgpr_write_b32 a9, s12
	v_accvgpr_write_b32 a10, s12
	v_accvgpr_write_b32 a11, s12
	v_accvgpr_write_b32 a12, s12
	v_accvgpr_write_b32 a13, s12
	v_accvgpr_write_b32 a14, s12
	v_accvgpr_write_b32 a15, s12
	s_branch .LBB0_7
.LBB0_3:
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $vgpr4
	s_lshl_b32 s2, s3, 5
	v_and_b32_e32 v2, 4, v2
.LBB0_4:                                ; %.preheader47.lr.ph
	v_lshrrev_b32_e32 v0, 5, v0
	v_mul_lo_u32 v0, s10, v0
	v_mul_lo_u32 v4, s10, v2
	v_add_u32_e32 v6, 2, v2
	v_add_u32_e32 v7, 3, v2
	v_lshlrev_b32_e32 v8, 2, v0
	v_add_u32_e32 v0, s2, v1
	v_add_u32_e32 v4, s10, v4
	v_add_u32_e32 v5, s13, v1
	s_lshl_b32 s0, s10, 3
	v_mul_lo_u32 v6, s10, v6
	v_mul_lo_u32 v7, s10, v7
	v_mad_u64_u32 v[0:1], s[12:13], s11, v0, v[2:3]
	s_mov_b32 s1, 0
	v_accvgpr_write_b32 a15, 0
	v_accvgpr_write_b32 a14, 0
	v_accvgpr_write_b32 a13, 0
	v_accvgpr_write_b32 a12, 0
	v_accvgpr_write_b32 a11, 0
	v_accvgpr_write_b32 a10, 0
	v_accvgpr_write_b32 a9, 0
	v_accvgpr_write_b32 a8, 0
	v_accvgpr_write_b32 a7, 0
	v_accvgpr_write_b32 a6, 0
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a4, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a0, 0
	s_mov_b32 s3, 0x5040100
.LBB0_5:                                ; %.preheader47
                                        ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v10, s1, v0
	v_add_u32_e32 v12, v8, v5
	v_add_u32_e32 v14, v4, v5
	v_add_u32_e32 v16, v6, v5
	v_add_u32_e32 v18, v7, v5
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[4:5]
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[6:7]
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[6:7]
	v_lshl_add_u64 v[16:17], v[16:17], 1, s[6:7]
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[6:7]
	global_load_dwordx2 v[20:21], v[10:11], off
	global_load_ushort v1, v[16:17], off
	global_load_ushort v9, v[18:19], off
	global_load_ushort v22, v[12:13], off
	global_load_ushort v23, v[14:15], off
	s_add_i32 s1, s1, 8
	s_cmp_lt_i32 s1, s11
	v_add_u32_e32 v5, s0, v5
	s_waitcnt vmcnt(2)
	v_perm_b32 v11, v9, v1, s3
	s_waitcnt vmcnt(0)
	v_perm_b32 v10, v23, v22, s3
	s_nop 1
	v_mfma_f32_32x32x8_f16 a[0:15], v[20:21], v[10:11], a[0:15]
	s_cbranch_scc1 .LBB0_5
; %bb.6:                                ; %Flow
	v_mov_b32_e32 v4, v3
.LBB0_7:                                ; %.preheader
	v_add_u32_e32 v0, s2, v2
	v_mad_u64_u32 v[0:1], s[0:1], v0, s10, v[4:5]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[8:9]
	v_add_u32_e32 v0, s10, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_nop 2
	global_store_dword v[2:3], a0, off
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[8:9]
	v_add_u32_e32 v0, s10, v0
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a1, off
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[8:9]
	v_add_u32_e32 v0, s10, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_mul_i32 s0, s10, 5
	global_store_dword v[2:3], a2, off
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[8:9]
	v_add_u32_e32 v0, s0, v0
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a3, off
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[8:9]
	v_add_u32_e32 v0, s10, v0
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a4, off
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[8:9]
	v_add_u32_e32 v0, s10, v0
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a5, off
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[8:9]
	v_add_u32_e32 v0, s10, v0
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a6, off
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[8:9]
	v_add_u32_e32 v0, s0, v0
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a7, off
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[8:9]
	v_add_u32_e32 v0, s10, v0
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a8, off
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[8:9]
	v_add_u32_e32 v0, s10, v0
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a9, off
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[8:9]
	v_add_u32_e32 v0, s10, v0
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a10, off
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[8:9]
	v_add_u32_e32 v0, s0, v0
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a11, off
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[8:9]
	v_add_u32_e32 v0, s10, v0
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a12, off
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[8:9]
	v_add_u32_e32 v0, s10, v0
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a13, off
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[8:9]
	v_add_u32_e32 v0, s10, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[8:9]
	global_store_dword v[2:3], a14, off
	global_store_dword v[0:1], a15, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13mm_f16_tile32PKDF16_S0_Pfiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 40
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 0
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
	.size	_Z13mm_f16_tile32PKDF16_S0_Pfiii, .Lfunc_end0-_Z13mm_f16_tile32PKDF16_S0_Pfiii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1004
; NumSgprs: 20
; NumVgprs: 24
; NumAgprs: 16
; TotalNumVgprs: 40
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 40
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z12mm_i8_tile16PKaS0_Piiii ; -- Begin function _Z12mm_i8_tile16PKaS0_Piiii
	.globl	_Z12mm_i8_tile16PKaS0_Piiii
	.p2align	8
	.type	_Z12mm_i8_tile16PKaS0_Piiii,@function
_Z12mm_i8_tile16PKaS0_Piiii:            ; @_Z12mm_i8_tile16PKaS0_Piiii
; %bb.0:
	s_load_dwordx2 s[10:11], s[0:1], 0x1c
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_lshl_b32 s12, s2, 4
	s_mov_b32 s13, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s11, 0
	s_cbranch_scc1 .LBB1_3
; %bb.1:                                ; %..preheader_crit_edge
	v_and_or_b32 v2, v0, 15, s12
	s_lshl_b32 s2, s3, 4
	s_cbranch_execz .LBB1_4
; %bb.2:
	v_accvgpr_write_b32 a0, s13
	v_accvgpr_write_b32 a1, s13
	v_accvgpr_write_b32 a2, s13
	v_accvgpr_write_b32 a3, s13
	s_branch .LBB1_6
.LBB1_3:
                                        ; implicit-def: $sgpr13
                                        ; implicit-def: $vgpr2
	s_lshl_b32 s2, s3, 4
.LBB1_4:                                ; %.preheader44.lr.ph
	v_lshrrev_b32_e32 v1, 1, v0
	v_and_b32_e32 v4, 24, v1
	v_or_b32_e32 v5, 2, v4
	v_mul_lo_u32 v5, s10, v5
	v_add_u32_e32 v6, s12, v5
	v_or_b32_e32 v5, 3, v4
	v_mul_lo_u32 v5, s10, v5
	v_add_u32_e32 v7, s12, v5
	v_or_b32_e32 v5, 4, v4
	v_mul_lo_u32 v5, s10, v5
	v_add_u32_e32 v8, s12, v5
	v_or_b32_e32 v5, 5, v4
	v_mul_lo_u32 v5, s10, v5
	v_add_u32_e32 v9, s12, v5
	v_or_b32_e32 v5, 6, v4
	v_mul_lo_u32 v5, s10, v5
	v_add_u32_e32 v10, s12, v5
	v_or_b32_e32 v5, 7, v4
	v_mul_lo_u32 v5, s10, v5
	v_add_u32_e32 v11, s12, v5
	v_lshrrev_b32_e32 v5, 4, v0
	v_and_b32_e32 v1, 15, v0
	v_mul_lo_u32 v5, s10, v5
	v_mul_lo_u32 v3, s10, v4
	s_add_i32 s0, s12, s10
	v_lshl_add_u32 v12, v5, 3, s12
	v_add_u32_e32 v5, s2, v1
	v_add_u32_e32 v3, s0, v3
	v_mad_u64_u32 v[4:5], s[0:1], s11, v5, v[4:5]
	v_ashrrev_i32_e32 v5, 31, v4
	v_or_b32_e32 v2, s12, v1
	s_lshl_b32 s3, s10, 5
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[4:5]
	s_mov_b64 s[0:1], 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a0, 0
.LBB1_5:                                ; %.preheader44
                                        ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[14:15], v[4:5], 0, s[0:1]
	global_load_dwordx2 v[14:15], v[14:15], off
	v_add_u32_e32 v16, v1, v12
	v_add_u32_e32 v18, v1, v3
	v_add_u32_e32 v20, v1, v6
	v_add_u32_e32 v22, v1, v7
	v_add_u32_e32 v24, v1, v8
	v_add_u32_e32 v26, v1, v9
	v_add_u32_e32 v28, v1, v10
	v_add_u32_e32 v30, v1, v11
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshl_add_u64 v[16:17], s[6:7], 0, v[16:17]
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[18:19]
	v_lshl_add_u64 v[20:21], s[6:7], 0, v[20:21]
	v_lshl_add_u64 v[22:23], s[6:7], 0, v[22:23]
	v_lshl_add_u64 v[24:25], s[6:7], 0, v[24:25]
	v_lshl_add_u64 v[26:27], s[6:7], 0, v[26:27]
	v_lshl_add_u64 v[28:29], s[6:7], 0, v[28:29]
	v_lshl_add_u64 v[30:31], s[6:7], 0, v[30:31]
	global_load_ubyte v13, v[16:17], off
	global_load_ubyte v32, v[18:19], off
	global_load_ubyte v33, v[20:21], off
	global_load_ubyte v34, v[22:23], off
	global_load_ubyte v35, v[26:27], off
	global_load_ubyte v36, v[28:29], off
	global_load_ubyte v37, v[24:25], off
	global_load_ubyte v38, v[30:31], off
	s_add_u32 s0, s0, 32
	s_addc_u32 s1, s1, 0
	v_add_u32_e32 v3, s3, v3
	v_add_u32_e32 v6, s3, v6
	v_add_u32_e32 v7, s3, v7
	v_add_u32_e32 v8, s3, v8
	v_add_u32_e32 v9, s3, v9
	v_add_u32_e32 v10, s3, v10
	v_add_u32_e32 v11, s3, v11
	s_cmp_lt_i32 s0, s11
	v_add_u32_e32 v12, s3, v12
	s_waitcnt vmcnt(8)
	v_and_b32_e32 v16, 0xff00, v15
	v_and_b32_e32 v17, 0xff0000, v15
	v_and_b32_e32 v18, 0xff000000, v15
	v_or_b32_sdwa v15, v16, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or3_b32 v14, 0, v14, 0
	v_or3_b32 v15, v17, v15, v18
	s_waitcnt vmcnt(7)
	v_and_b32_e32 v13, 0xffff, v13
	s_waitcnt vmcnt(6)
	v_lshlrev_b32_e32 v16, 8, v32
	s_waitcnt vmcnt(5)
	v_lshlrev_b32_e32 v19, 16, v33
	s_waitcnt vmcnt(4)
	v_lshlrev_b32_e32 v20, 24, v34
	v_or_b32_e32 v13, v16, v13
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v21, 8, v35
	v_or3_b32 v13, v13, v19, v20
	s_waitcnt vmcnt(2)
	v_lshlrev_b32_e32 v22, 16, v36
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v17, 24, v38
	v_or3_b32 v16, v37, 0, v21
	v_or3_b32 v13, 0, v13, 0
	v_or3_b32 v17, v22, v16, v17
	v_or3_b32 v16, 0, v13, 0
	s_nop 1
	v_mfma_i32_16x16x32_i8 a[0:3], v[14:15], v[16:17], a[0:3]
	s_cbranch_scc1 .LBB1_5
.LBB1_6:                                ; %.preheader
	v_lshrrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v0, 12, v0
	v_add_u32_e32 v0, s2, v0
	v_mad_u64_u32 v[0:1], s[0:1], v0, s10, v[2:3]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[8:9]
	v_add_u32_e32 v0, s10, v0
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a0, off
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[8:9]
	v_add_u32_e32 v0, s10, v0
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a1, off
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[8:9]
	v_add_u32_e32 v0, s10, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[8:9]
	global_store_dword v[2:3], a2, off
	global_store_dword v[0:1], a3, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12mm_i8_tile16PKaS0_Piiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 40
		.amdhsa_reserve_vcc 0
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
	.size	_Z12mm_i8_tile16PKaS0_Piiii, .Lfunc_end1-_Z12mm_i8_tile16PKaS0_Piiii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 852
; NumSgprs: 20
; NumVgprs: 39
; NumAgprs: 4
; TotalNumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 44
; AccumOffset: 40
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 9
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.type	__hip_cuid_65da1dc9cab94a74,@object ; @__hip_cuid_65da1dc9cab94a74
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_65da1dc9cab94a74
__hip_cuid_65da1dc9cab94a74:
	.byte	0                               ; 0x0
	.size	__hip_cuid_65da1dc9cab94a74, 1

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_65da1dc9cab94a74
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     16
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           _Z13mm_f16_tile32PKDF16_S0_Pfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         _Z13mm_f16_tile32PKDF16_S0_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     40
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     4
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           _Z12mm_i8_tile16PKaS0_Piiii
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         _Z12mm_i8_tile16PKaS0_Piiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
