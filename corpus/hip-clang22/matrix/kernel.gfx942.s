	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.text
	.protected	_Z13mm_f16_tile32PKDF16_S0_Pfiii ; -- Begin function _Z13mm_f16_tile32PKDF16_S0_Pfiii
	.globl	_Z13mm_f16_tile32PKDF16_S0_Pfiii
	.p2align	8
	.type	_Z13mm_f16_tile32PKDF16_S0_Pfiii,@function
_Z13mm_f16_tile32PKDF16_S0_Pfiii:       ; @_Z13mm_f16_tile32PKDF16_S0_Pfiii
; %bb.0:
	s_load_dwordx2 s[10:11], s[0:1], 0x1c
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_lshl_b32 s15, s2, 5
	v_and_b32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s11, 0
	v_lshrrev_b32_e32 v2, 3, v0
	v_or_b32_e32 v17, s15, v1
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %..preheader_crit_edge
	s_ashr_i32 s1, s10, 31
	s_mov_b32 s0, s10
	s_lshl_b32 s14, s3, 5
	v_and_b32_e32 v16, 4, v2
	s_cbranch_execz .LBB0_4
; %bb.2:
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	s_branch .LBB0_6
.LBB0_3:
                                        ; implicit-def: $sgpr0_sgpr1
	s_lshl_b32 s14, s3, 5
	v_and_b32_e32 v16, 4, v2
.LBB0_4:                                ; %.preheader47.lr.ph
	v_lshrrev_b32_e32 v0, 5, v0
	v_mul_lo_u32 v0, s10, v0
	v_or_b32_e32 v2, s14, v1
	s_ashr_i32 s1, s10, 31
	s_mov_b32 s0, s10
	v_lshlrev_b32_e32 v0, 2, v0
	s_lshl_b64 s[2:3], s[0:1], 1
	v_add3_u32 v18, v0, s15, v1
	s_lshl_b32 s12, s10, 3
	v_mad_u64_u32 v[20:21], s[16:17], s11, v2, v[16:17]
	s_mov_b32 s13, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	s_mov_b32 s15, 0x5040100
.LBB0_5:                                ; %.preheader47
                                        ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v22, s13, v20
	v_ashrrev_i32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[24:25], v[18:19], 1, s[6:7]
	v_lshl_add_u64 v[22:23], v[22:23], 1, s[4:5]
	global_load_ushort v19, v[24:25], off
	v_lshl_add_u64 v[24:25], v[24:25], 0, s[2:3]
	global_load_dwordx2 v[28:29], v[22:23], off
	global_load_ushort v21, v[24:25], off
	v_lshl_add_u64 v[22:23], v[24:25], 0, s[2:3]
	v_lshl_add_u64 v[24:25], v[22:23], 0, s[2:3]
	global_load_ushort v26, v[22:23], off
	global_load_ushort v27, v[24:25], off
	s_add_i32 s13, s13, 8
	s_cmp_lt_i32 s13, s11
	v_add_u32_e32 v18, s12, v18
	s_waitcnt vmcnt(2)
	v_perm_b32 v22, v21, v19, s15
	s_waitcnt vmcnt(0)
	v_perm_b32 v23, v27, v26, s15
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[28:29], v[22:23], v[0:15]
	s_cbranch_scc1 .LBB0_5
.LBB0_6:                                ; %.preheader
	v_add_u32_e32 v16, s14, v16
	v_mul_lo_u32 v16, v16, s10
	v_add_u32_e32 v18, v17, v16
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[8:9]
	s_lshl_b64 s[0:1], s[0:1], 2
	s_nop 3
	global_store_dword v[18:19], v0, off
	v_lshl_add_u64 v[18:19], v[18:19], 0, s[0:1]
	global_store_dword v[18:19], v1, off
	v_lshl_add_u64 v[0:1], v[18:19], 0, s[0:1]
	s_lshl_b32 s2, s10, 3
	global_store_dword v[0:1], v2, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	v_add_u32_e32 v2, s2, v16
	global_store_dword v[0:1], v3, off
	v_add_u32_e32 v0, v17, v2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[8:9]
	global_store_dword v[0:1], v4, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v5, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v6, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	v_add_u32_e32 v2, s2, v2
	global_store_dword v[0:1], v7, off
	v_add_u32_e32 v0, v17, v2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[8:9]
	global_store_dword v[0:1], v8, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v9, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v10, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v11, off
	v_add3_u32 v0, s2, v2, v17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[8:9]
	global_store_dword v[0:1], v12, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v13, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v14, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v15, off
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
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 18
		.amdhsa_accum_offset 32
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
	.set _Z13mm_f16_tile32PKDF16_S0_Pfiii.num_vgpr, 30
	.set _Z13mm_f16_tile32PKDF16_S0_Pfiii.num_agpr, 0
	.set _Z13mm_f16_tile32PKDF16_S0_Pfiii.numbered_sgpr, 18
	.set _Z13mm_f16_tile32PKDF16_S0_Pfiii.num_named_barrier, 0
	.set _Z13mm_f16_tile32PKDF16_S0_Pfiii.private_seg_size, 0
	.set _Z13mm_f16_tile32PKDF16_S0_Pfiii.uses_vcc, 0
	.set _Z13mm_f16_tile32PKDF16_S0_Pfiii.uses_flat_scratch, 0
	.set _Z13mm_f16_tile32PKDF16_S0_Pfiii.has_dyn_sized_stack, 0
	.set _Z13mm_f16_tile32PKDF16_S0_Pfiii.has_recursion, 0
	.set _Z13mm_f16_tile32PKDF16_S0_Pfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 748
; TotalNumSgprs: 24
; NumVgprs: 30
; NumAgprs: 0
; TotalNumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 30
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z12mm_i8_tile16PKaS0_Piiii ; -- Begin function _Z12mm_i8_tile16PKaS0_Piiii
	.globl	_Z12mm_i8_tile16PKaS0_Piiii
	.p2align	8
	.type	_Z12mm_i8_tile16PKaS0_Piiii,@function
_Z12mm_i8_tile16PKaS0_Piiii:            ; @_Z12mm_i8_tile16PKaS0_Piiii
; %bb.0:
	s_load_dwordx2 s[8:9], s[0:1], 0x1c
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[10:11], s[0:1], 0x10
	s_lshl_b32 s2, s2, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s9, 0
	s_cbranch_scc1 .LBB1_3
; %bb.1:                                ; %..preheader_crit_edge
	v_and_or_b32 v6, v0, 15, s2
	s_ashr_i32 s1, s8, 31
	s_mov_b32 s0, s8
	s_lshl_b32 s12, s3, 4
	s_cbranch_execz .LBB1_4
; %bb.2:
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	s_branch .LBB1_6
.LBB1_3:
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $sgpr0_sgpr1
	s_lshl_b32 s12, s3, 4
.LBB1_4:                                ; %.preheader44.lr.ph
	v_lshrrev_b32_e32 v1, 1, v0
	v_lshrrev_b32_e32 v4, 4, v0
	v_and_b32_e32 v2, 24, v1
	v_and_b32_e32 v1, 15, v0
	v_mul_lo_u32 v4, s8, v4
	v_or_b32_e32 v3, s12, v1
	v_lshlrev_b32_e32 v4, 3, v4
	v_or_b32_e32 v6, s2, v1
	v_add3_u32 v8, v4, s2, v1
	v_mad_u64_u32 v[2:3], s[2:3], s9, v3, v[2:3]
	v_ashrrev_i32_e32 v3, 31, v2
	s_ashr_i32 s1, s8, 31
	s_mov_b32 s0, s8
	s_lshl_b32 s13, s8, 5
	v_lshl_add_u64 v[10:11], s[4:5], 0, v[2:3]
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
.LBB1_5:                                ; %.preheader44
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[14:15], s[6:7], 0, v[8:9]
	v_lshl_add_u64 v[16:17], v[14:15], 0, s[0:1]
	v_lshl_add_u64 v[12:13], v[10:11], 0, s[2:3]
	global_load_ubyte v1, v[14:15], off
	global_load_ubyte v7, v[16:17], off
	v_lshl_add_u64 v[14:15], v[16:17], 0, s[0:1]
	global_load_dwordx2 v[12:13], v[12:13], off
	v_lshl_add_u64 v[16:17], v[14:15], 0, s[0:1]
	global_load_ubyte v9, v[14:15], off
	global_load_ubyte v18, v[16:17], off
	v_lshl_add_u64 v[14:15], v[16:17], 0, s[0:1]
	v_lshl_add_u64 v[16:17], v[14:15], 0, s[0:1]
	global_load_ubyte v19, v[14:15], off
	global_load_ubyte v20, v[16:17], off
	v_lshl_add_u64 v[14:15], v[16:17], 0, s[0:1]
	global_load_ubyte v16, v[14:15], off
	v_lshl_add_u64 v[14:15], v[14:15], 0, s[0:1]
	global_load_ubyte v15, v[14:15], off
	s_add_u32 s2, s2, 32
	s_addc_u32 s3, s3, 0
	s_cmp_lt_i32 s2, s9
	v_add_u32_e32 v8, s13, v8
	s_waitcnt vmcnt(8)
	v_and_b32_e32 v1, 0xffff, v1
	s_waitcnt vmcnt(7)
	v_lshlrev_b32_e32 v7, 8, v7
	v_or_b32_e32 v1, v7, v1
	s_waitcnt vmcnt(6)
	v_and_b32_e32 v14, 0xff00, v13
	v_and_b32_e32 v17, 0xff0000, v13
	v_and_b32_e32 v21, 0xff000000, v13
	v_or_b32_sdwa v13, v14, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or3_b32 v12, 0, v12, 0
	v_or3_b32 v13, v17, v13, v21
	s_waitcnt vmcnt(5)
	v_lshlrev_b32_e32 v7, 16, v9
	s_waitcnt vmcnt(4)
	v_lshlrev_b32_e32 v9, 24, v18
	v_or3_b32 v1, v1, v7, v9
	s_waitcnt vmcnt(2)
	v_lshlrev_b32_e32 v7, 8, v20
	v_or3_b32 v1, 0, v1, 0
	v_or3_b32 v7, v19, 0, v7
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v9, 16, v16
	v_or3_b32 v14, 0, v1, 0
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 24, v15
	v_or3_b32 v15, v9, v7, v1
	s_nop 1
	v_mfma_i32_16x16x32_i8 v[2:5], v[12:13], v[14:15], v[2:5]
	s_cbranch_scc1 .LBB1_5
.LBB1_6:                                ; %.preheader
	v_lshrrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v0, 12, v0
	v_add_u32_e32 v0, s12, v0
	v_mad_u64_u32 v[0:1], s[2:3], v0, s8, v[6:7]
	v_mov_b32_e32 v8, s10
	v_mov_b32_e32 v9, s11
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[8:9]
	s_lshl_b64 s[0:1], s[0:1], 2
	global_store_dword v[0:1], v2, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v3, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v4, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v5, off
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
		.amdhsa_next_free_vgpr 22
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
.Lfunc_end1:
	.size	_Z12mm_i8_tile16PKaS0_Piiii, .Lfunc_end1-_Z12mm_i8_tile16PKaS0_Piiii
                                        ; -- End function
	.set _Z12mm_i8_tile16PKaS0_Piiii.num_vgpr, 22
	.set _Z12mm_i8_tile16PKaS0_Piiii.num_agpr, 0
	.set _Z12mm_i8_tile16PKaS0_Piiii.numbered_sgpr, 14
	.set _Z12mm_i8_tile16PKaS0_Piiii.num_named_barrier, 0
	.set _Z12mm_i8_tile16PKaS0_Piiii.private_seg_size, 0
	.set _Z12mm_i8_tile16PKaS0_Piiii.uses_vcc, 0
	.set _Z12mm_i8_tile16PKaS0_Piiii.uses_flat_scratch, 0
	.set _Z12mm_i8_tile16PKaS0_Piiii.has_dyn_sized_stack, 0
	.set _Z12mm_i8_tile16PKaS0_Piiii.has_recursion, 0
	.set _Z12mm_i8_tile16PKaS0_Piiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 624
; TotalNumSgprs: 20
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 22
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
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_65da1dc9cab94a74,@object ; @__hip_cuid_65da1dc9cab94a74
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_65da1dc9cab94a74
__hip_cuid_65da1dc9cab94a74:
	.byte	0                               ; 0x0
	.size	__hip_cuid_65da1dc9cab94a74, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_65da1dc9cab94a74
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
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
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         _Z13mm_f16_tile32PKDF16_S0_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
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
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
