	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	_Z7jacobi5PKfPfii       ; -- Begin function _Z7jacobi5PKfPfii
	.globl	_Z7jacobi5PKfPfii
	.p2align	8
	.type	_Z7jacobi5PKfPfii,@function
_Z7jacobi5PKfPfii:                      ; @_Z7jacobi5PKfPfii
; %bb.0:
	s_load_dword s4, s[0:1], 0x24
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s5, s4, 16
	s_and_b32 s4, s4, 0xffff
	s_mul_i32 s2, s2, s4
	s_mul_i32 s3, s3, s5
	v_add_u32_e32 v2, s2, v1
	v_add_u32_e32 v0, s3, v0
	s_add_i32 s2, s6, -1
	s_add_i32 s4, s7, -1
	v_min_i32_e32 v1, v2, v0
	v_cmp_gt_i32_e64 s[2:3], s2, v2
	v_cmp_gt_i32_e64 s[4:5], s4, v0
	v_cmp_lt_i32_e32 vcc, 0, v1
	s_and_b64 s[2:3], s[2:3], s[4:5]
	s_and_b64 s[2:3], s[2:3], vcc
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_mad_u64_u32 v[0:1], s[4:5], v0, s6, v[2:3]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_subrev_u32_e32 v0, s6, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[2:3]
	v_ashrrev_i32_e32 v1, 31, v0
	s_ashr_i32 s7, s6, 31
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[0:1]
	v_lshl_add_u64 v[6:7], s[6:7], 2, v[4:5]
	global_load_dword v8, v[4:5], off offset:-4
	global_load_dword v9, v[4:5], off offset:4
	global_load_dword v10, v[0:1], off
	global_load_dword v11, v[6:7], off
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v0, v8, v9
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v0, v0, v10
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v11
	v_mul_f32_e32 v4, 0x3e800000, v0
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[2:3]
	global_store_dword v[0:1], v4, off
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7jacobi5PKfPfii
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 8
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
	.size	_Z7jacobi5PKfPfii, .Lfunc_end0-_Z7jacobi5PKfPfii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 264
; NumSgprs: 14
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z11laplace7_3dPKfPfiii ; -- Begin function _Z11laplace7_3dPKfPfiii
	.globl	_Z11laplace7_3dPKfPfiii
	.p2align	8
	.type	_Z11laplace7_3dPKfPfiii,@function
_Z11laplace7_3dPKfPfiii:                ; @_Z11laplace7_3dPKfPfiii
; %bb.0:
	s_load_dwordx4 s[12:15], s[0:1], 0x10
	s_load_dword s4, s[0:1], 0x2c
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s5, s4, 16
	s_and_b32 s4, s4, 0xffff
	s_mul_i32 s2, s2, s4
	s_mul_i32 s3, s3, s5
	v_add_u32_e32 v2, s2, v1
	v_add_u32_e32 v0, s3, v0
	s_add_i32 s2, s12, -1
	s_add_i32 s4, s13, -1
	v_min_i32_e32 v1, v2, v0
	v_cmp_gt_i32_e64 s[2:3], s2, v2
	v_cmp_gt_i32_e64 s[4:5], s4, v0
	v_cmp_lt_i32_e32 vcc, 0, v1
	s_and_b64 s[2:3], s[2:3], s[4:5]
	s_and_b64 s[2:3], s[2:3], vcc
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB1_9
; %bb.1:
	s_cmp_lt_i32 s14, 3
	s_cbranch_scc1 .LBB1_9
; %bb.2:                                ; %.lr.ph
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_ashr_i32 s7, s12, 31
	v_mov_b32_e32 v1, 0
	s_add_i32 s15, s14, -2
	s_mov_b32 s6, s12
	s_mul_hi_i32 s17, s13, s12
	s_mul_i32 s16, s13, s12
	v_mov_b32_e32 v3, v1
	s_cmp_lt_u32 s15, 2
	s_mov_b32 s22, 2
	s_cbranch_scc1 .LBB1_6
; %bb.3:                                ; %vector.ph
	v_mad_u64_u32 v[4:5], s[0:1], v0, s6, v[2:3]
	v_mov_b32_e32 v6, v5
	v_mad_u64_u32 v[8:9], s[0:1], v0, s7, v[6:7]
	s_and_b32 s23, s15, -2
	s_mov_b32 s24, s16
	s_mov_b32 s25, s17
	v_mov_b32_e32 v5, v8
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v7, v8
	s_mov_b32 s26, s6
	s_mov_b32 s27, 1
	v_mov_b32_e32 v8, s7
	v_mov_b32_e32 v9, s7
	s_lshl_b64 s[18:19], s[6:7], 2
	v_mov_b32_e32 v10, s17
	v_mov_b32_e32 v11, s17
	s_lshl_b64 s[20:21], s[16:17], 2
	s_mov_b32 s12, 0xc0c00000
	s_mov_b32 s28, s23
.LBB1_4:                                ; %vector.body
                                        ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v14, s27
	v_mov_b32_e32 v12, s22
	s_mul_i32 s3, s17, s27
	v_mad_u64_u32 v[14:15], s[0:1], s16, v14, v[4:5]
	s_mul_i32 s2, s25, s22
	v_mad_u64_u32 v[12:13], s[0:1], s24, v12, v[6:7]
	v_add_u32_e32 v15, s3, v15
	v_add_u32_e32 v13, s2, v13
	v_subrev_co_u32_e32 v16, vcc, s6, v14
	v_subrev_co_u32_e64 v18, s[0:1], s24, v12
	v_lshlrev_b64 v[24:25], 2, v[14:15]
	v_subrev_co_u32_e64 v22, s[4:5], s26, v12
	v_lshlrev_b64 v[26:27], 2, v[12:13]
	v_subb_co_u32_e32 v17, vcc, v15, v9, vcc
	v_subb_co_u32_e64 v19, vcc, v13, v10, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[28:29], s[8:9], 0, v[24:25]
	v_subrev_co_u32_e64 v20, s[2:3], s16, v14
	v_subb_co_u32_e64 v23, s[4:5], v13, v8, s[4:5]
	v_lshl_add_u64 v[30:31], s[8:9], 0, v[26:27]
	v_lshl_add_u64 v[32:33], v[16:17], 2, s[8:9]
	v_lshl_add_u64 v[34:35], v[18:19], 2, s[8:9]
	global_load_dwordx3 v[12:14], v[28:29], off offset:-4
	global_load_dwordx3 v[16:18], v[30:31], off offset:-4
	v_subb_co_u32_e64 v21, vcc, v15, v11, s[2:3]
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[8:9]
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[8:9]
	v_lshl_add_u64 v[36:37], v[28:29], 0, s[18:19]
	v_lshl_add_u64 v[38:39], v[30:31], 0, s[18:19]
	v_lshl_add_u64 v[28:29], v[28:29], 0, s[20:21]
	v_lshl_add_u64 v[30:31], v[30:31], 0, s[20:21]
	global_load_dword v40, v[32:33], off
	global_load_dword v41, v[22:23], off
	global_load_dword v42, v[36:37], off
	global_load_dword v43, v[38:39], off
	global_load_dword v44, v[20:21], off
	global_load_dword v45, v[34:35], off
	global_load_dword v46, v[28:29], off
	global_load_dword v47, v[30:31], off
	v_lshl_add_u64 v[20:21], s[10:11], 0, v[24:25]
	s_add_i32 s27, s27, 2
	s_add_i32 s22, s22, 2
	s_add_i32 s28, s28, -2
	s_cmp_lg_u32 s28, 0
	v_lshl_add_u64 v[22:23], s[10:11], 0, v[26:27]
	s_waitcnt vmcnt(9)
	v_mov_b32_e32 v24, v12
	s_waitcnt vmcnt(8)
	v_mov_b32_e32 v25, v16
	v_mov_b32_e32 v15, v18
	v_mov_b32_e32 v16, v13
	v_pk_add_f32 v[12:13], v[24:25], v[14:15]
	s_waitcnt vmcnt(6)
	v_pk_add_f32 v[12:13], v[12:13], v[40:41]
	s_waitcnt vmcnt(4)
	v_pk_add_f32 v[12:13], v[12:13], v[42:43]
	s_waitcnt vmcnt(2)
	v_pk_add_f32 v[12:13], v[12:13], v[44:45]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[12:13], v[12:13], v[46:47]
	s_nop 0
	v_pk_fma_f32 v[12:13], v[16:17], s[12:13], v[12:13] op_sel_hi:[1,0,1]
	global_store_dword v[20:21], v12, off
	global_store_dword v[22:23], v13, off
	s_cbranch_scc1 .LBB1_4
; %bb.5:                                ; %middle.block
	s_or_b32 s2, s15, 1
	s_cmp_lg_u32 s15, s23
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB1_7
	s_branch .LBB1_9
.LBB1_6:
	s_mov_b32 s2, 1
	s_cbranch_execz .LBB1_9
.LBB1_7:                                ; %scalar.ph.preheader
	s_not_b32 s0, s2
	s_ashr_i32 s3, s13, 31
	s_add_i32 s4, s0, s14
	s_add_u32 s0, s2, -1
	s_addc_u32 s1, 0, -1
	s_mul_i32 s1, s1, s13
	s_mul_i32 s5, s0, s3
	v_mov_b32_e32 v4, s13
	s_add_i32 s5, s5, s1
	v_mad_u64_u32 v[4:5], s[0:1], s0, v4, v[0:1]
	v_add_u32_e32 v5, s5, v5
	v_mul_lo_u32 v6, v5, s6
	v_mul_lo_u32 v7, v4, s7
	v_mad_u64_u32 v[4:5], s[0:1], v4, s6, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, s2
	v_mad_u64_u32 v[10:11], s[12:13], s13, v6, v[0:1]
	s_mul_i32 s3, s3, s2
	v_add_u32_e32 v11, s3, v11
	s_lshl_b64 s[0:1], s[16:17], 2
	v_mul_lo_u32 v6, v10, s7
	v_mul_lo_u32 v7, v11, s6
	v_mad_u64_u32 v[0:1], s[2:3], v10, s6, v[2:3]
	v_add3_u32 v1, v7, v1, v6
	s_waitcnt lgkmcnt(0)
	s_add_u32 s2, s8, s0
	v_lshlrev_b64 v[12:13], 2, v[0:1]
	s_addc_u32 s3, s9, s1
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[12:13]
	s_lshl_b64 s[2:3], s[6:7], 2
	s_add_u32 s2, s8, s2
	s_addc_u32 s3, s9, s3
	v_lshl_add_u64 v[10:11], v[10:11], 0, -1
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[12:13]
	v_mul_lo_u32 v14, v11, s6
	v_mul_lo_u32 v15, v10, s7
	v_mad_u64_u32 v[10:11], s[2:3], v10, s6, 0
	v_add3_u32 v11, v11, v15, v14
	v_lshl_add_u64 v[4:5], v[4:5], 2, v[8:9]
	v_lshl_add_u64 v[8:9], v[10:11], 2, v[8:9]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[4:5]
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[12:13]
	v_lshl_add_u64 v[8:9], s[8:9], 0, v[8:9]
	v_lshl_add_u64 v[10:11], s[10:11], 0, v[12:13]
	s_mov_b64 s[2:3], 0
.LBB1_8:                                ; %scalar.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[16:17], v[6:7], 0, s[2:3]
	v_lshl_add_u64 v[18:19], v[8:9], 0, s[2:3]
	v_lshl_add_u64 v[20:21], v[2:3], 0, s[2:3]
	v_lshl_add_u64 v[22:23], v[4:5], 0, s[2:3]
	v_lshl_add_u64 v[24:25], v[0:1], 0, s[2:3]
	global_load_dwordx3 v[12:14], v[16:17], off offset:-4
	global_load_dword v15, v[18:19], off
	global_load_dword v26, v[20:21], off
	global_load_dword v27, v[22:23], off
	global_load_dword v28, v[24:25], off
	s_add_i32 s4, s4, -1
	v_lshl_add_u64 v[16:17], v[10:11], 0, s[2:3]
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, s1
	s_cmp_lg_u32 s4, 0
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v12, v12, v14
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v12, v12, v15
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v12, v12, v26
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v12, v12, v27
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v12, v12, v28
	v_fmac_f32_e32 v12, 0xc0c00000, v13
	global_store_dword v[16:17], v12, off
	s_cbranch_scc1 .LBB1_8
.LBB1_9:                                ; %.loopexit
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11laplace7_3dPKfPfiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 48
		.amdhsa_next_free_sgpr 29
		.amdhsa_accum_offset 48
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
	.size	_Z11laplace7_3dPKfPfiii, .Lfunc_end1-_Z11laplace7_3dPKfPfiii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1160
; NumSgprs: 35
; NumVgprs: 48
; NumAgprs: 0
; TotalNumVgprs: 48
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 35
; NumVGPRsForWavesPerEU: 48
; AccumOffset: 48
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 11
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z13stencil1d_ldsPKfPfi ; -- Begin function _Z13stencil1d_ldsPKfPfi
	.globl	_Z13stencil1d_ldsPKfPfi
	.p2align	8
	.type	_Z13stencil1d_ldsPKfPfi,@function
_Z13stencil1d_ldsPKfPfi:                ; @_Z13stencil1d_ldsPKfPfi
; %bb.0:
	s_load_dword s10, s[0:1], 0x10
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_lshl_or_b32 v2, s2, 8, v0
	v_mov_b32_e32 v4, 0
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s10, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[4:5]
	global_load_dword v4, v[4:5], off
.LBB2_2:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx2 s[2:3], s[0:1], 0x8
	v_lshlrev_b32_e32 v1, 2, v0
	v_cmp_gt_u32_e64 s[0:1], 4, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v4 offset:16
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB2_8
; %bb.3:
	v_cmp_lt_i32_e64 s[0:1], 3, v2
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB2_5
; %bb.4:
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, v2
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	global_load_dword v4, v[4:5], off offset:-16
.LBB2_5:
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v4
	v_add_u32_e32 v4, 0x100, v2
	v_cmp_gt_i32_e64 s[0:1], s10, v4
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB2_7
; %bb.6:
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[4:5]
	global_load_dword v0, v[4:5], off offset:1024
.LBB2_7:
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v0 offset:1040
.LBB2_8:                                ; %Flow
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_10
; %bb.9:
	ds_read2_b32 v[4:5], v1 offset1:1
	s_mov_b32 s0, 0x3de38e39
	ds_read2_b32 v[6:7], v1 offset0:2 offset1:3
	ds_read_b32 v10, v1 offset:16
	ds_read2_b32 v[8:9], v1 offset0:5 offset1:6
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[4:5], v[4:5], s[0:1] op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v0, 0, v4
	v_add_f32_e32 v0, v0, v5
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[4:5], v[6:7], s[0:1] op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v0, v0, v4
	v_add_f32_e32 v6, v0, v5
	ds_read2_b32 v[0:1], v1 offset0:7 offset1:8
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v6, 0x3de38e39, v10
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[4:5], v[8:9], s[0:1] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[0:1], v[0:1], s[0:1] op_sel_hi:[1,0]
	v_add_f32_e32 v4, v6, v4
	v_add_f32_e32 v4, v4, v5
	v_add_f32_e32 v0, v4, v0
	v_add_f32_e32 v4, v0, v1
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[2:3]
	global_store_dword v[0:1], v4, off
.LBB2_10:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13stencil1d_ldsPKfPfi
		.amdhsa_group_segment_fixed_size 1056
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
.Lfunc_end2:
	.size	_Z13stencil1d_ldsPKfPfi, .Lfunc_end2-_Z13stencil1d_ldsPKfPfi
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 416
; NumSgprs: 17
; NumVgprs: 11
; NumAgprs: 0
; TotalNumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1056 bytes/workgroup (compile time only)
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
	.protected	_Z13transpose_padPKfPfii ; -- Begin function _Z13transpose_padPKfPfii
	.globl	_Z13transpose_padPKfPfii
	.p2align	8
	.type	_Z13transpose_padPKfPfii,@function
_Z13transpose_padPKfPfii:               ; @_Z13transpose_padPKfPfii
; %bb.0:
	s_load_dwordx2 s[6:7], s[0:1], 0x0
	s_load_dwordx2 s[4:5], s[0:1], 0x10
	s_lshl_b32 s10, s2, 5
	v_and_b32_e32 v1, 0x3ff, v0
	s_lshl_b32 s11, s3, 5
	v_bfe_u32 v3, v0, 10, 10
	v_add_u32_e32 v2, s10, v1
	v_add_u32_e32 v4, s11, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s4, v2
	v_cmp_gt_i32_e64 s[2:3], s5, v4
	s_and_b64 s[8:9], vcc, s[2:3]
	v_lshlrev_b32_e32 v0, 2, v1
	s_and_saveexec_b64 s[2:3], s[8:9]
	s_cbranch_execz .LBB3_2
; %bb.1:
	v_mad_u64_u32 v[6:7], s[8:9], v4, s4, v[2:3]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	global_load_dword v5, v[6:7], off
	s_movk_i32 s8, 0x84
	v_mad_u32_u24 v6, v3, s8, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v5
.LBB3_2:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx2 s[2:3], s[0:1], 0x8
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_9
; %bb.3:
	v_add_u32_e32 v5, 8, v4
	v_cmp_gt_i32_e32 vcc, s5, v5
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB3_5
; %bb.4:
	v_mad_u64_u32 v[6:7], s[12:13], v5, s4, v[2:3]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	global_load_dword v5, v[6:7], off
	s_movk_i32 s12, 0x84
	v_mad_u32_u24 v6, v3, s12, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v5 offset:1056
.LBB3_5:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v5, 16, v4
	v_cmp_gt_i32_e32 vcc, s5, v5
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB3_7
; %bb.6:
	v_mad_u64_u32 v[6:7], s[12:13], v5, s4, v[2:3]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	global_load_dword v5, v[6:7], off
	s_movk_i32 s12, 0x84
	v_mad_u32_u24 v6, v3, s12, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v5 offset:2112
.LBB3_7:                                ; %.critedge
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v4, 24, v4
	v_cmp_gt_i32_e32 vcc, s5, v4
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB3_9
; %bb.8:
	v_mad_u64_u32 v[4:5], s[8:9], v4, s4, v[2:3]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v2, v[4:5], off
	s_movk_i32 s6, 0x84
	v_mad_u32_u24 v0, v3, s6, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v2 offset:3168
.LBB3_9:                                ; %Flow47
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v0, s11, v1
	v_add_u32_e32 v4, s10, v3
	v_cmp_gt_i32_e32 vcc, s5, v0
	v_cmp_gt_i32_e64 s[0:1], s4, v4
	s_and_b64 s[6:7], vcc, s[0:1]
	v_lshlrev_b32_e32 v2, 2, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB3_11
; %bb.10:
	s_movk_i32 s6, 0x84
	v_mad_u32_u24 v3, v1, s6, v2
	ds_read_b32 v3, v3
	v_mad_u64_u32 v[6:7], s[6:7], v4, s5, v[0:1]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[2:3]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[6:7], v3, off
.LBB3_11:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_18
; %bb.12:
	v_add_u32_e32 v3, 8, v4
	v_cmp_gt_i32_e32 vcc, s4, v3
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_14
; %bb.13:
	s_movk_i32 s6, 0x84
	v_mad_u32_u24 v5, v1, s6, v2
	ds_read_b32 v5, v5 offset:32
	v_mad_u64_u32 v[6:7], s[6:7], v3, s5, v[0:1]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[2:3]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[6:7], v5, off
.LBB3_14:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v3, 16, v4
	v_cmp_gt_i32_e32 vcc, s4, v3
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_16
; %bb.15:
	s_movk_i32 s6, 0x84
	v_mad_u32_u24 v5, v1, s6, v2
	ds_read_b32 v5, v5 offset:64
	v_mad_u64_u32 v[6:7], s[6:7], v3, s5, v[0:1]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[2:3]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[6:7], v5, off
.LBB3_16:                               ; %.critedge39
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v3, 24, v4
	v_cmp_gt_i32_e32 vcc, s4, v3
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB3_18
; %bb.17:
	s_movk_i32 s0, 0x84
	v_mad_u32_u24 v1, v1, s0, v2
	ds_read_b32 v2, v1 offset:96
	v_mad_u64_u32 v[0:1], s[0:1], v3, s5, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[2:3]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
.LBB3_18:                               ; %.critedge40
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13transpose_padPKfPfii
		.amdhsa_group_segment_fixed_size 4224
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 14
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
.Lfunc_end3:
	.size	_Z13transpose_padPKfPfii, .Lfunc_end3-_Z13transpose_padPKfPfii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 692
; NumSgprs: 20
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4224 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z10conv2d_3x3PKfS0_Pfiii ; -- Begin function _Z10conv2d_3x3PKfS0_Pfiii
	.globl	_Z10conv2d_3x3PKfS0_Pfiii
	.p2align	8
	.type	_Z10conv2d_3x3PKfS0_Pfiii,@function
_Z10conv2d_3x3PKfS0_Pfiii:              ; @_Z10conv2d_3x3PKfS0_Pfiii
; %bb.0:
	s_load_dword s5, s[0:1], 0x34
	s_load_dwordx4 s[12:15], s[0:1], 0x18
	v_and_b32_e32 v4, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s6, s5, 16
	s_and_b32 s5, s5, 0xffff
	s_mul_i32 s5, s2, s5
	s_mul_i32 s3, s3, s6
	v_add_u32_e32 v2, s5, v4
	v_add_u32_e32 v3, s3, v0
	v_cmp_gt_i32_e32 vcc, s14, v2
	v_cmp_gt_i32_e64 s[2:3], s13, v3
	s_and_b64 s[2:3], vcc, s[2:3]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB4_24
; %bb.1:                                ; %.preheader63
	s_load_dwordx2 s[20:21], s[0:1], 0x10
	s_cmp_lt_i32 s12, 1
	s_cbranch_scc1 .LBB4_22
; %bb.2:                                ; %.preheader62.lr.ph
	v_cmp_gt_i32_e64 s[2:3], 1, v2
	v_cmp_lt_i32_e64 s[6:7], s14, v2
	v_add_u32_e32 v0, 2, v2
	v_add_u32_e32 v1, 2, v3
	s_load_dwordx4 s[16:19], s[0:1], 0x0
	s_or_b64 s[24:25], s[2:3], s[6:7]
	v_cmp_gt_i32_e64 s[2:3], 0, v2
	v_cmp_gt_i32_e64 s[6:7], -1, v2
	v_cmp_lt_i32_e64 s[8:9], s14, v0
	v_cmp_lt_i32_e64 s[10:11], s13, v1
	v_cmp_gt_i32_e32 vcc, 1, v3
	v_cmp_lt_i32_e64 s[0:1], s13, v3
	s_or_b64 s[30:31], s[6:7], s[8:9]
	v_cmp_gt_i32_e64 s[8:9], -1, v3
	s_or_b64 s[26:27], s[10:11], s[24:25]
	s_or_b64 s[28:29], s[10:11], s[2:3]
	s_or_b64 s[22:23], s[0:1], s[24:25]
	v_cmp_gt_i32_e64 s[6:7], 0, v3
	s_or_b64 s[34:35], vcc, s[0:1]
	s_or_b64 s[26:27], s[8:9], s[26:27]
	s_or_b64 s[28:29], s[8:9], s[28:29]
	s_or_b64 s[8:9], s[8:9], s[10:11]
	s_or_b64 s[22:23], vcc, s[22:23]
	s_or_b64 s[0:1], s[34:35], s[2:3]
	s_or_b64 s[2:3], s[34:35], s[30:31]
	s_or_b64 s[24:25], s[6:7], s[24:25]
	s_or_b64 s[6:7], s[6:7], s[30:31]
	s_or_b64 s[8:9], s[8:9], s[30:31]
	s_xor_b64 s[22:23], s[22:23], -1
	s_xor_b64 s[0:1], s[0:1], -1
	s_xor_b64 s[2:3], s[2:3], -1
	s_xor_b64 s[24:25], s[24:25], -1
	s_xor_b64 s[6:7], s[6:7], -1
	s_xor_b64 s[26:27], s[26:27], -1
	s_xor_b64 s[28:29], s[28:29], -1
	s_xor_b64 s[8:9], s[8:9], -1
	s_waitcnt lgkmcnt(0)
	s_add_u32 s15, s18, 4
	s_addc_u32 s33, s19, 0
	s_add_u32 s34, s18, 8
	s_addc_u32 s35, s19, 0
	s_add_u32 s36, s18, 12
	s_addc_u32 s37, s19, 0
	s_add_u32 s38, s18, 16
	s_addc_u32 s39, s19, 0
	s_add_u32 s40, s18, 20
	s_addc_u32 s41, s19, 0
	s_add_u32 s42, s18, 24
	v_or_b32_e32 v0, v3, v2
	s_addc_u32 s43, s19, 0
	v_cmp_lt_i32_e32 vcc, -1, v0
	s_add_u32 s44, s18, 28
	v_mul_lo_u32 v0, s14, v3
	s_addc_u32 s45, s19, 0
	v_add_u32_e32 v5, v4, v0
	v_add3_u32 v6, v0, s14, v4
	v_add_u32_e32 v0, -1, v3
	s_add_u32 s46, s18, 32
	s_mul_i32 s10, s4, s12
	v_mad_u64_u32 v[0:1], s[30:31], s14, v0, v[4:5]
	s_addc_u32 s47, s19, 0
	s_mul_i32 s10, s10, 9
	s_mul_i32 s48, s14, s13
	v_mov_b32_e32 v1, 0
	s_branch .LBB4_4
.LBB4_3:                                ;   in Loop: Header=BB4_4 Depth=1
	s_or_b64 exec, exec, s[30:31]
	s_add_i32 s12, s12, -1
	s_add_i32 s10, s10, 9
	v_add_u32_e32 v5, s48, v5
	v_add_u32_e32 v6, s48, v6
	s_cmp_eq_u32 s12, 0
	v_add_u32_e32 v0, s48, v0
	s_cbranch_scc1 .LBB4_23
.LBB4_4:                                ; %.preheader62
                                        ; =>This Inner Loop Header: Depth=1
	s_and_saveexec_b64 s[30:31], s[22:23]
	s_cbranch_execnz .LBB4_13
; %bb.5:                                ;   in Loop: Header=BB4_4 Depth=1
	s_or_b64 exec, exec, s[30:31]
	s_and_saveexec_b64 s[30:31], s[0:1]
	s_cbranch_execnz .LBB4_14
.LBB4_6:                                ;   in Loop: Header=BB4_4 Depth=1
	s_or_b64 exec, exec, s[30:31]
	s_and_saveexec_b64 s[30:31], s[2:3]
	s_cbranch_execnz .LBB4_15
.LBB4_7:                                ; %.preheader.1
                                        ;   in Loop: Header=BB4_4 Depth=1
	s_or_b64 exec, exec, s[30:31]
	s_and_saveexec_b64 s[30:31], s[24:25]
	s_cbranch_execnz .LBB4_16
.LBB4_8:                                ;   in Loop: Header=BB4_4 Depth=1
	s_or_b64 exec, exec, s[30:31]
	s_and_saveexec_b64 s[30:31], vcc
	s_cbranch_execnz .LBB4_17
.LBB4_9:                                ;   in Loop: Header=BB4_4 Depth=1
	s_or_b64 exec, exec, s[30:31]
	s_and_saveexec_b64 s[30:31], s[6:7]
	s_cbranch_execnz .LBB4_18
.LBB4_10:                               ; %.preheader.2
                                        ;   in Loop: Header=BB4_4 Depth=1
	s_or_b64 exec, exec, s[30:31]
	s_and_saveexec_b64 s[30:31], s[26:27]
	s_cbranch_execnz .LBB4_19
.LBB4_11:                               ;   in Loop: Header=BB4_4 Depth=1
	s_or_b64 exec, exec, s[30:31]
	s_and_saveexec_b64 s[30:31], s[28:29]
	s_cbranch_execnz .LBB4_20
.LBB4_12:                               ;   in Loop: Header=BB4_4 Depth=1
	s_or_b64 exec, exec, s[30:31]
	s_and_saveexec_b64 s[30:31], s[8:9]
	s_cbranch_execz .LBB4_3
	s_branch .LBB4_21
.LBB4_13:                               ;   in Loop: Header=BB4_4 Depth=1
	v_add3_u32 v8, s5, v0, -1
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[16:17]
	global_load_dword v4, v[8:9], off
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[50:51], s[10:11], 2
	s_add_u32 s50, s18, s50
	s_addc_u32 s51, s19, s51
	s_load_dword s11, s[50:51], 0x0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v1, s11, v4
	s_or_b64 exec, exec, s[30:31]
	s_and_saveexec_b64 s[30:31], s[0:1]
	s_cbranch_execz .LBB4_6
.LBB4_14:                               ;   in Loop: Header=BB4_4 Depth=1
	v_add_u32_e32 v8, s5, v0
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[16:17]
	global_load_dword v4, v[8:9], off
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[50:51], s[10:11], 2
	s_add_u32 s50, s15, s50
	s_addc_u32 s51, s33, s51
	s_load_dword s11, s[50:51], 0x0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v1, s11, v4
	s_or_b64 exec, exec, s[30:31]
	s_and_saveexec_b64 s[30:31], s[2:3]
	s_cbranch_execz .LBB4_7
.LBB4_15:                               ;   in Loop: Header=BB4_4 Depth=1
	v_add3_u32 v8, s5, v0, 1
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[16:17]
	global_load_dword v4, v[8:9], off
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[50:51], s[10:11], 2
	s_add_u32 s50, s34, s50
	s_addc_u32 s51, s35, s51
	s_load_dword s11, s[50:51], 0x0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v1, s11, v4
	s_or_b64 exec, exec, s[30:31]
	s_and_saveexec_b64 s[30:31], s[24:25]
	s_cbranch_execz .LBB4_8
.LBB4_16:                               ;   in Loop: Header=BB4_4 Depth=1
	v_add3_u32 v8, s5, v5, -1
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[16:17]
	global_load_dword v4, v[8:9], off
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[50:51], s[10:11], 2
	s_add_u32 s50, s36, s50
	s_addc_u32 s51, s37, s51
	s_load_dword s11, s[50:51], 0x0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v1, s11, v4
	s_or_b64 exec, exec, s[30:31]
	s_and_saveexec_b64 s[30:31], vcc
	s_cbranch_execz .LBB4_9
.LBB4_17:                               ;   in Loop: Header=BB4_4 Depth=1
	v_add_u32_e32 v8, s5, v5
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[16:17]
	global_load_dword v4, v[8:9], off
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[50:51], s[10:11], 2
	s_add_u32 s50, s38, s50
	s_addc_u32 s51, s39, s51
	s_load_dword s11, s[50:51], 0x0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v1, s11, v4
	s_or_b64 exec, exec, s[30:31]
	s_and_saveexec_b64 s[30:31], s[6:7]
	s_cbranch_execz .LBB4_10
.LBB4_18:                               ;   in Loop: Header=BB4_4 Depth=1
	v_add3_u32 v8, s5, v5, 1
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[16:17]
	global_load_dword v4, v[8:9], off
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[50:51], s[10:11], 2
	s_add_u32 s50, s40, s50
	s_addc_u32 s51, s41, s51
	s_load_dword s11, s[50:51], 0x0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v1, s11, v4
	s_or_b64 exec, exec, s[30:31]
	s_and_saveexec_b64 s[30:31], s[26:27]
	s_cbranch_execz .LBB4_11
.LBB4_19:                               ;   in Loop: Header=BB4_4 Depth=1
	v_add3_u32 v8, s5, v6, -1
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[16:17]
	global_load_dword v4, v[8:9], off
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[50:51], s[10:11], 2
	s_add_u32 s50, s42, s50
	s_addc_u32 s51, s43, s51
	s_load_dword s11, s[50:51], 0x0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v1, s11, v4
	s_or_b64 exec, exec, s[30:31]
	s_and_saveexec_b64 s[30:31], s[28:29]
	s_cbranch_execz .LBB4_12
.LBB4_20:                               ;   in Loop: Header=BB4_4 Depth=1
	v_add_u32_e32 v8, s5, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[16:17]
	global_load_dword v4, v[8:9], off
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[50:51], s[10:11], 2
	s_add_u32 s50, s44, s50
	s_addc_u32 s51, s45, s51
	s_load_dword s11, s[50:51], 0x0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v1, s11, v4
	s_or_b64 exec, exec, s[30:31]
	s_and_saveexec_b64 s[30:31], s[8:9]
	s_cbranch_execz .LBB4_3
.LBB4_21:                               ;   in Loop: Header=BB4_4 Depth=1
	v_add3_u32 v8, s5, v6, 1
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[16:17]
	global_load_dword v4, v[8:9], off
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[50:51], s[10:11], 2
	s_add_u32 s50, s46, s50
	s_addc_u32 s51, s47, s51
	s_load_dword s11, s[50:51], 0x0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v1, s11, v4
	s_branch .LBB4_3
.LBB4_22:
	v_mov_b32_e32 v1, 0
.LBB4_23:                               ; %._crit_edge
	s_mul_i32 s4, s4, s13
	v_add_u32_e32 v0, s4, v3
	v_mad_u64_u32 v[2:3], s[0:1], v0, s14, v[2:3]
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[20:21]
	global_store_dword v[2:3], v1, off
.LBB4_24:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10conv2d_3x3PKfS0_Pfiii
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 52
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
	.size	_Z10conv2d_3x3PKfS0_Pfiii, .Lfunc_end4-_Z10conv2d_3x3PKfS0_Pfiii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1232
; NumSgprs: 58
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 58
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.type	__hip_cuid_74d833458008afdb,@object ; @__hip_cuid_74d833458008afdb
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_74d833458008afdb
__hip_cuid_74d833458008afdb:
	.byte	0                               ; 0x0
	.size	__hip_cuid_74d833458008afdb, 1

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_74d833458008afdb
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
      - .actual_access:  write_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z7jacobi5PKfPfii
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _Z7jacobi5PKfPfii.kd
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
      - .actual_access:  write_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z11laplace7_3dPKfPfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     35
    .sgpr_spill_count: 0
    .symbol:         _Z11laplace7_3dPKfPfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     48
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
    .group_segment_fixed_size: 1056
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           _Z13stencil1d_ldsPKfPfi
    .private_segment_fixed_size: 0
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         _Z13stencil1d_ldsPKfPfi.kd
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
      - .offset:         20
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 4224
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z13transpose_padPKfPfii
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         _Z13transpose_padPKfPfii.kd
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
      - .actual_access:  read_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z10conv2d_3x3PKfS0_Pfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         _Z10conv2d_3x3PKfS0_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
