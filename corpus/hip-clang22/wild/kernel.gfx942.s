	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.text
	.protected	_Z10smooth_dynPKfPfi    ; -- Begin function _Z10smooth_dynPKfPfi
	.globl	_Z10smooth_dynPKfPfi
	.p2align	8
	.type	_Z10smooth_dynPKfPfi,@function
_Z10smooth_dynPKfPfi:                   ; @_Z10smooth_dynPKfPfi
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dword s11, s[0:1], 0x10
	s_load_dwordx2 s[6:7], s[0:1], 0x0
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s10, s3, 0xffff
	s_mul_i32 s2, s2, s10
	v_add_u32_e32 v2, s2, v0
	v_cmp_gt_i32_e32 vcc, s11, v2
	v_ashrrev_i32_e32 v3, 31, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[6:7]
	global_load_dword v4, v[4:5], off
.LBB0_2:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx2 s[4:5], s[0:1], 0x8
	v_lshl_add_u32 v1, v0, 2, 0
	v_cmp_eq_u32_e64 s[0:1], 0, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v4 offset:4
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB0_6
; %bb.3:
	v_cmp_lt_i32_e64 s[0:1], 0, v2
	v_cmp_ge_i32_e64 s[2:3], s11, v2
	s_and_b64 s[2:3], s[0:1], s[2:3]
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_5
; %bb.4:
	v_mov_b32_e32 v4, v2
	v_lshl_add_u64 v[6:7], v[4:5], 2, s[6:7]
	global_load_dword v4, v[6:7], off offset:-4
.LBB0_5:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v4
.LBB0_6:                                ; %Flow31
	s_or_b64 exec, exec, s[8:9]
	s_add_i32 s0, s10, -1
	v_cmp_eq_u32_e64 s[0:1], s0, v0
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_10
; %bb.7:
	v_add_u32_e32 v0, 1, v2
	v_cmp_gt_i32_e64 s[0:1], s11, v0
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB0_9
; %bb.8:
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[6:7]
	global_load_dword v0, v[4:5], off offset:4
.LBB0_9:
	s_or_b64 exec, exec, s[8:9]
	s_lshl2_add_u32 s0, s10, 0
	v_mov_b32_e32 v4, s0
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v0 offset:4
.LBB0_10:                               ; %Flow
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_12
; %bb.11:
	ds_read2_b32 v[4:5], v1 offset1:1
	ds_read_b32 v0, v1 offset:8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v4, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	v_mul_f32_e32 v4, 0x3eaaaaab, v0
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[4:5]
	global_store_dword v[0:1], v4, off
.LBB0_12:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10smooth_dynPKfPfi
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 12
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
.Lfunc_end0:
	.size	_Z10smooth_dynPKfPfi, .Lfunc_end0-_Z10smooth_dynPKfPfi
                                        ; -- End function
	.set _Z10smooth_dynPKfPfi.num_vgpr, 8
	.set _Z10smooth_dynPKfPfi.num_agpr, 0
	.set _Z10smooth_dynPKfPfi.numbered_sgpr, 12
	.set _Z10smooth_dynPKfPfi.num_named_barrier, 0
	.set _Z10smooth_dynPKfPfi.private_seg_size, 0
	.set _Z10smooth_dynPKfPfi.uses_vcc, 1
	.set _Z10smooth_dynPKfPfi.uses_flat_scratch, 0
	.set _Z10smooth_dynPKfPfi.has_dyn_sized_stack, 0
	.set _Z10smooth_dynPKfPfi.has_recursion, 0
	.set _Z10smooth_dynPKfPfi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 368
; TotalNumSgprs: 18
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
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
	.section	.text._Z7gemm_rtIfEvPKT_S2_PS0_iii,"axG",@progbits,_Z7gemm_rtIfEvPKT_S2_PS0_iii,comdat
	.protected	_Z7gemm_rtIfEvPKT_S2_PS0_iii ; -- Begin function _Z7gemm_rtIfEvPKT_S2_PS0_iii
	.globl	_Z7gemm_rtIfEvPKT_S2_PS0_iii
	.p2align	8
	.type	_Z7gemm_rtIfEvPKT_S2_PS0_iii,@function
_Z7gemm_rtIfEvPKT_S2_PS0_iii:           ; @_Z7gemm_rtIfEvPKT_S2_PS0_iii
; %bb.0:
	s_load_dword s4, s[0:1], 0x34
	s_load_dwordx4 s[8:11], s[0:1], 0x18
	v_bfe_u32 v1, v0, 10, 10
	v_and_b32_e32 v0, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s5, s4, 16
	s_mul_i32 s3, s3, s5
	v_add_lshl_u32 v1, s3, v1, 1
	s_and_b32 s3, s4, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_lshl_u32 v0, s2, v0, 2
	v_cmp_gt_i32_e32 vcc, s8, v1
	v_cmp_gt_i32_e64 s[2:3], s9, v0
	s_and_b64 s[2:3], vcc, s[2:3]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB1_26
; %bb.1:                                ; %.preheader68
	s_cmp_gt_i32 s10, 0
	v_or_b32_e32 v14, 1, v1
	s_cbranch_scc1 .LBB1_3
; %bb.2:                                ; %.preheader68..preheader_crit_edge
	s_mov_b64 s[2:3], 0
	s_branch .LBB1_4
.LBB1_3:
	s_mov_b64 s[2:3], -1
.LBB1_4:                                ; %Flow121
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	s_andn2_b64 vcc, exec, s[2:3]
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v19, 0
	v_or_b32_e32 v16, 1, v0
	v_or_b32_e32 v12, 2, v0
	v_or_b32_e32 v8, 3, v0
	s_cbranch_vccnz .LBB1_15
; %bb.5:                                ; %.lr.ph
	s_load_dwordx4 s[12:15], s[0:1], 0x0
	v_mul_lo_u32 v2, v1, s10
	s_ashr_i32 s11, s10, 31
	v_ashrrev_i32_e32 v3, 31, v2
	v_mov_b32_e32 v20, 0
	v_cmp_gt_i32_e32 vcc, s8, v14
	v_cmp_gt_i32_e64 s[0:1], s9, v16
	v_cmp_gt_i32_e64 s[2:3], s9, v12
	v_cmp_gt_i32_e64 s[4:5], s9, v8
	s_lshl_b64 s[16:17], s[10:11], 2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[12:13]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v9, v20
	s_branch .LBB1_7
.LBB1_6:                                ;   in Loop: Header=BB1_7 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_add_i32 s10, s10, -1
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v19, v21, v5
	v_fmac_f32_e32 v17, v21, v23
	v_fmac_f32_e32 v13, v21, v24
	v_fmac_f32_e32 v11, v22, v24
	v_fmac_f32_e32 v15, v22, v23
	v_fmac_f32_e32 v18, v22, v5
	v_fmac_f32_e32 v10, v21, v25
	v_fmac_f32_e32 v9, v22, v25
	v_add_u32_e32 v4, s9, v4
	s_cmp_eq_u32 s10, 0
	v_lshl_add_u64 v[2:3], v[2:3], 0, 4
	s_cbranch_scc1 .LBB1_15
.LBB1_7:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v21, v[2:3], off
	v_mov_b32_e32 v22, v20
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB1_9
; %bb.8:                                ;   in Loop: Header=BB1_7 Depth=1
	v_lshl_add_u64 v[6:7], v[2:3], 0, s[16:17]
	global_load_dword v22, v[6:7], off
.LBB1_9:                                ;   in Loop: Header=BB1_7 Depth=1
	s_or_b64 exec, exec, s[12:13]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[6:7], v[4:5], 2, s[14:15]
	global_load_dword v5, v[6:7], off
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v23, v24
	s_and_saveexec_b64 s[12:13], s[0:1]
	s_cbranch_execnz .LBB1_12
; %bb.10:                               ;   in Loop: Header=BB1_7 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[12:13], s[2:3]
	s_cbranch_execnz .LBB1_13
.LBB1_11:                               ;   in Loop: Header=BB1_7 Depth=1
	s_or_b64 exec, exec, s[12:13]
	v_mov_b32_e32 v25, 0
	s_and_saveexec_b64 s[12:13], s[4:5]
	s_cbranch_execz .LBB1_6
	s_branch .LBB1_14
.LBB1_12:                               ;   in Loop: Header=BB1_7 Depth=1
	global_load_dword v23, v[6:7], off offset:4
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[12:13], s[2:3]
	s_cbranch_execz .LBB1_11
.LBB1_13:                               ;   in Loop: Header=BB1_7 Depth=1
	global_load_dword v24, v[6:7], off offset:8
	s_or_b64 exec, exec, s[12:13]
	v_mov_b32_e32 v25, 0
	s_and_saveexec_b64 s[12:13], s[4:5]
	s_cbranch_execz .LBB1_6
.LBB1_14:                               ;   in Loop: Header=BB1_7 Depth=1
	global_load_dword v25, v[6:7], off offset:12
	s_branch .LBB1_6
.LBB1_15:                               ; %Flow122
	v_mad_u64_u32 v[0:1], s[0:1], v1, s9, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	v_cmp_gt_i32_e32 vcc, s8, v14
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	global_store_dword v[0:1], v19, off
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_17
; %bb.16:
	s_ashr_i32 s3, s9, 31
	s_mov_b32 s2, s9
	v_lshl_add_u64 v[2:3], s[2:3], 2, v[0:1]
	global_store_dword v[2:3], v18, off
.LBB1_17:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_i32_e64 s[0:1], s9, v16
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB1_20
; %bb.18:
	global_store_dword v[0:1], v17, off offset:4
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_20
; %bb.19:
	s_ashr_i32 s1, s9, 31
	s_mov_b32 s0, s9
	v_lshl_add_u64 v[2:3], s[0:1], 2, v[0:1]
	global_store_dword v[2:3], v15, off offset:4
.LBB1_20:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_i32_e64 s[0:1], s9, v12
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB1_23
; %bb.21:
	global_store_dword v[0:1], v13, off offset:8
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_23
; %bb.22:
	s_ashr_i32 s1, s9, 31
	s_mov_b32 s0, s9
	v_lshl_add_u64 v[2:3], s[0:1], 2, v[0:1]
	global_store_dword v[2:3], v11, off offset:8
.LBB1_23:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_i32_e64 s[0:1], s9, v8
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB1_26
; %bb.24:
	global_store_dword v[0:1], v10, off offset:12
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_26
; %bb.25:
	s_ashr_i32 s1, s9, 31
	s_mov_b32 s0, s9
	v_lshl_add_u64 v[0:1], s[0:1], 2, v[0:1]
	global_store_dword v[0:1], v9, off offset:12
.LBB1_26:                               ; %.loopexit
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7gemm_rtIfEvPKT_S2_PS0_iii
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
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 18
		.amdhsa_accum_offset 28
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
	.section	.text._Z7gemm_rtIfEvPKT_S2_PS0_iii,"axG",@progbits,_Z7gemm_rtIfEvPKT_S2_PS0_iii,comdat
.Lfunc_end1:
	.size	_Z7gemm_rtIfEvPKT_S2_PS0_iii, .Lfunc_end1-_Z7gemm_rtIfEvPKT_S2_PS0_iii
                                        ; -- End function
	.set _Z7gemm_rtIfEvPKT_S2_PS0_iii.num_vgpr, 26
	.set _Z7gemm_rtIfEvPKT_S2_PS0_iii.num_agpr, 0
	.set _Z7gemm_rtIfEvPKT_S2_PS0_iii.numbered_sgpr, 18
	.set _Z7gemm_rtIfEvPKT_S2_PS0_iii.num_named_barrier, 0
	.set _Z7gemm_rtIfEvPKT_S2_PS0_iii.private_seg_size, 0
	.set _Z7gemm_rtIfEvPKT_S2_PS0_iii.uses_vcc, 1
	.set _Z7gemm_rtIfEvPKT_S2_PS0_iii.uses_flat_scratch, 0
	.set _Z7gemm_rtIfEvPKT_S2_PS0_iii.has_dyn_sized_stack, 0
	.set _Z7gemm_rtIfEvPKT_S2_PS0_iii.has_recursion, 0
	.set _Z7gemm_rtIfEvPKT_S2_PS0_iii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 772
; TotalNumSgprs: 24
; NumVgprs: 26
; NumAgprs: 0
; TotalNumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 26
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z7gemm_rtIdEvPKT_S2_PS0_iii,"axG",@progbits,_Z7gemm_rtIdEvPKT_S2_PS0_iii,comdat
	.protected	_Z7gemm_rtIdEvPKT_S2_PS0_iii ; -- Begin function _Z7gemm_rtIdEvPKT_S2_PS0_iii
	.globl	_Z7gemm_rtIdEvPKT_S2_PS0_iii
	.p2align	8
	.type	_Z7gemm_rtIdEvPKT_S2_PS0_iii,@function
_Z7gemm_rtIdEvPKT_S2_PS0_iii:           ; @_Z7gemm_rtIdEvPKT_S2_PS0_iii
; %bb.0:
	s_load_dword s4, s[0:1], 0x34
	s_load_dwordx4 s[8:11], s[0:1], 0x18
	v_bfe_u32 v1, v0, 10, 10
	v_and_b32_e32 v0, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s5, s4, 16
	s_mul_i32 s3, s3, s5
	v_add_lshl_u32 v7, s3, v1, 1
	s_and_b32 s3, s4, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_lshl_u32 v6, s2, v0, 2
	v_cmp_gt_i32_e32 vcc, s8, v7
	v_cmp_gt_i32_e64 s[2:3], s9, v6
	s_and_b64 s[2:3], vcc, s[2:3]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB2_26
; %bb.1:                                ; %.preheader68
	s_cmp_gt_i32 s10, 0
	v_or_b32_e32 v40, 1, v7
	s_cbranch_scc1 .LBB2_3
; %bb.2:                                ; %.preheader68..preheader_crit_edge
	s_mov_b64 s[2:3], 0
	s_branch .LBB2_4
.LBB2_3:
	s_mov_b64 s[2:3], -1
.LBB2_4:                                ; %Flow121
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	s_andn2_b64 vcc, exec, s[2:3]
	v_mov_b64_e32 v[0:1], 0
	v_mov_b64_e32 v[4:5], 0
	v_mov_b64_e32 v[10:11], 0
	v_mov_b64_e32 v[14:15], 0
	v_mov_b64_e32 v[2:3], 0
	v_mov_b64_e32 v[8:9], 0
	v_mov_b64_e32 v[12:13], 0
	v_mov_b64_e32 v[16:17], 0
	v_or_b32_e32 v41, 1, v6
	v_or_b32_e32 v39, 2, v6
	v_or_b32_e32 v38, 3, v6
	s_cbranch_vccnz .LBB2_15
; %bb.5:                                ; %.lr.ph
	s_load_dwordx4 s[12:15], s[0:1], 0x0
	v_mul_lo_u32 v0, v7, s10
	s_ashr_i32 s11, s10, 31
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b64_e32 v[20:21], 0
	v_cmp_gt_i32_e32 vcc, s8, v40
	v_cmp_gt_i32_e64 s[0:1], s9, v41
	v_cmp_gt_i32_e64 s[2:3], s9, v39
	v_cmp_gt_i32_e64 s[4:5], s9, v38
	s_lshl_b64 s[16:17], s[10:11], 3
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[18:19], v[0:1], 3, s[12:13]
	v_mov_b64_e32 v[16:17], 0
	v_mov_b64_e32 v[12:13], 0
	v_mov_b64_e32 v[8:9], 0
	v_mov_b64_e32 v[2:3], 0
	v_mov_b64_e32 v[14:15], 0
	v_mov_b64_e32 v[10:11], 0
	v_mov_b64_e32 v[4:5], 0
	v_mov_b32_e32 v22, v6
	v_mov_b64_e32 v[0:1], v[20:21]
	s_branch .LBB2_7
.LBB2_6:                                ;   in Loop: Header=BB2_7 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_add_i32 s10, s10, -1
	s_waitcnt vmcnt(0)
	v_fmac_f64_e32 v[16:17], v[24:25], v[28:29]
	v_fmac_f64_e32 v[12:13], v[24:25], v[30:31]
	v_fmac_f64_e32 v[8:9], v[24:25], v[32:33]
	v_fmac_f64_e32 v[4:5], v[26:27], v[32:33]
	v_fmac_f64_e32 v[10:11], v[26:27], v[30:31]
	v_fmac_f64_e32 v[14:15], v[26:27], v[28:29]
	v_fmac_f64_e32 v[2:3], v[24:25], v[36:37]
	v_fmac_f64_e32 v[0:1], v[26:27], v[36:37]
	v_add_u32_e32 v22, s9, v22
	s_cmp_eq_u32 s10, 0
	v_lshl_add_u64 v[18:19], v[18:19], 0, 8
	s_cbranch_scc1 .LBB2_15
.LBB2_7:                                ; =>This Inner Loop Header: Depth=1
	global_load_dwordx2 v[24:25], v[18:19], off
	v_mov_b64_e32 v[26:27], v[20:21]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB2_9
; %bb.8:                                ;   in Loop: Header=BB2_7 Depth=1
	v_lshl_add_u64 v[26:27], v[18:19], 0, s[16:17]
	global_load_dwordx2 v[26:27], v[26:27], off
.LBB2_9:                                ;   in Loop: Header=BB2_7 Depth=1
	s_or_b64 exec, exec, s[12:13]
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[34:35], v[22:23], 3, s[14:15]
	global_load_dwordx2 v[28:29], v[34:35], off
	v_mov_b64_e32 v[32:33], 0
	v_mov_b64_e32 v[30:31], v[32:33]
	s_and_saveexec_b64 s[12:13], s[0:1]
	s_cbranch_execnz .LBB2_12
; %bb.10:                               ;   in Loop: Header=BB2_7 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[12:13], s[2:3]
	s_cbranch_execnz .LBB2_13
.LBB2_11:                               ;   in Loop: Header=BB2_7 Depth=1
	s_or_b64 exec, exec, s[12:13]
	v_mov_b64_e32 v[36:37], 0
	s_and_saveexec_b64 s[12:13], s[4:5]
	s_cbranch_execz .LBB2_6
	s_branch .LBB2_14
.LBB2_12:                               ;   in Loop: Header=BB2_7 Depth=1
	global_load_dwordx2 v[30:31], v[34:35], off offset:8
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[12:13], s[2:3]
	s_cbranch_execz .LBB2_11
.LBB2_13:                               ;   in Loop: Header=BB2_7 Depth=1
	global_load_dwordx2 v[32:33], v[34:35], off offset:16
	s_or_b64 exec, exec, s[12:13]
	v_mov_b64_e32 v[36:37], 0
	s_and_saveexec_b64 s[12:13], s[4:5]
	s_cbranch_execz .LBB2_6
.LBB2_14:                               ;   in Loop: Header=BB2_7 Depth=1
	global_load_dwordx2 v[36:37], v[34:35], off offset:24
	s_branch .LBB2_6
.LBB2_15:                               ; %Flow122
	v_mad_u64_u32 v[6:7], s[0:1], v7, s9, v[6:7]
	v_ashrrev_i32_e32 v7, 31, v6
	v_cmp_gt_i32_e32 vcc, s8, v40
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], v[6:7], 3, s[6:7]
	global_store_dwordx2 v[6:7], v[16:17], off
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_17
; %bb.16:
	s_ashr_i32 s3, s9, 31
	s_mov_b32 s2, s9
	v_lshl_add_u64 v[16:17], s[2:3], 3, v[6:7]
	global_store_dwordx2 v[16:17], v[14:15], off
.LBB2_17:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_i32_e64 s[0:1], s9, v41
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB2_20
; %bb.18:
	global_store_dwordx2 v[6:7], v[12:13], off offset:8
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB2_20
; %bb.19:
	s_ashr_i32 s1, s9, 31
	s_mov_b32 s0, s9
	v_lshl_add_u64 v[12:13], s[0:1], 3, v[6:7]
	global_store_dwordx2 v[12:13], v[10:11], off offset:8
.LBB2_20:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_i32_e64 s[0:1], s9, v39
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB2_23
; %bb.21:
	global_store_dwordx2 v[6:7], v[8:9], off offset:16
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB2_23
; %bb.22:
	s_ashr_i32 s1, s9, 31
	s_mov_b32 s0, s9
	v_lshl_add_u64 v[8:9], s[0:1], 3, v[6:7]
	global_store_dwordx2 v[8:9], v[4:5], off offset:16
.LBB2_23:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_i32_e64 s[0:1], s9, v38
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB2_26
; %bb.24:
	global_store_dwordx2 v[6:7], v[2:3], off offset:24
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB2_26
; %bb.25:
	s_ashr_i32 s1, s9, 31
	s_mov_b32 s0, s9
	v_lshl_add_u64 v[2:3], s[0:1], 3, v[6:7]
	global_store_dwordx2 v[2:3], v[0:1], off offset:24
.LBB2_26:                               ; %.loopexit
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7gemm_rtIdEvPKT_S2_PS0_iii
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
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 18
		.amdhsa_accum_offset 44
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
	.section	.text._Z7gemm_rtIdEvPKT_S2_PS0_iii,"axG",@progbits,_Z7gemm_rtIdEvPKT_S2_PS0_iii,comdat
.Lfunc_end2:
	.size	_Z7gemm_rtIdEvPKT_S2_PS0_iii, .Lfunc_end2-_Z7gemm_rtIdEvPKT_S2_PS0_iii
                                        ; -- End function
	.set _Z7gemm_rtIdEvPKT_S2_PS0_iii.num_vgpr, 42
	.set _Z7gemm_rtIdEvPKT_S2_PS0_iii.num_agpr, 0
	.set _Z7gemm_rtIdEvPKT_S2_PS0_iii.numbered_sgpr, 18
	.set _Z7gemm_rtIdEvPKT_S2_PS0_iii.num_named_barrier, 0
	.set _Z7gemm_rtIdEvPKT_S2_PS0_iii.private_seg_size, 0
	.set _Z7gemm_rtIdEvPKT_S2_PS0_iii.uses_vcc, 1
	.set _Z7gemm_rtIdEvPKT_S2_PS0_iii.uses_flat_scratch, 0
	.set _Z7gemm_rtIdEvPKT_S2_PS0_iii.has_dyn_sized_stack, 0
	.set _Z7gemm_rtIdEvPKT_S2_PS0_iii.has_recursion, 0
	.set _Z7gemm_rtIdEvPKT_S2_PS0_iii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 772
; TotalNumSgprs: 24
; NumVgprs: 42
; NumAgprs: 0
; TotalNumVgprs: 42
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 42
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z8hgemm_h2PKDF16_PKDv2_DF16_PS1_iii ; -- Begin function _Z8hgemm_h2PKDF16_PKDv2_DF16_PS1_iii
	.globl	_Z8hgemm_h2PKDF16_PKDv2_DF16_PS1_iii
	.p2align	8
	.type	_Z8hgemm_h2PKDF16_PKDv2_DF16_PS1_iii,@function
_Z8hgemm_h2PKDF16_PKDv2_DF16_PS1_iii:   ; @_Z8hgemm_h2PKDF16_PKDv2_DF16_PS1_iii
; %bb.0:
	s_load_dword s8, s[0:1], 0x34
	s_load_dwordx4 s[4:7], s[0:1], 0x18
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s7, s8, 16
	s_and_b32 s8, s8, 0xffff
	s_mul_i32 s2, s2, s8
	s_mul_i32 s3, s3, s7
	v_add_u32_e32 v2, s2, v1
	v_add_lshl_u32 v3, s3, v0, 2
	v_cmp_gt_i32_e32 vcc, s5, v2
	v_cmp_gt_i32_e64 s[2:3], s4, v3
	s_and_b64 s[2:3], vcc, s[2:3]
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB3_5
; %bb.1:                                ; %.preheader
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_cmp_lt_i32 s6, 1
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	s_cbranch_scc1 .LBB3_4
; %bb.2:                                ; %.lr.ph
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_mul_lo_u32 v0, v3, s6
	s_ashr_i32 s7, s6, 31
	v_ashrrev_i32_e32 v1, 31, v0
	s_lshl_b64 s[10:11], s[6:7], 1
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 1, s[0:1]
	s_lshl_b64 s[0:1], s[6:7], 2
	s_mul_hi_i32 s13, s6, 6
	s_mul_i32 s12, s6, 6
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v4, v2
.LBB3_3:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[10:11], v[0:1], 0, s[10:11]
	global_load_ushort v18, v[0:1], off
	v_lshl_add_u64 v[12:13], v[0:1], 0, s[0:1]
	v_lshl_add_u64 v[14:15], v[0:1], 0, s[12:13]
	v_lshl_add_u64 v[16:17], v[4:5], 2, s[2:3]
	global_load_ushort v5, v[10:11], off
	global_load_ushort v19, v[12:13], off
	global_load_ushort v20, v[14:15], off
	global_load_dword v21, v[16:17], off
	s_add_i32 s6, s6, -1
	v_lshl_add_u64 v[0:1], v[0:1], 0, 2
	v_add_u32_e32 v4, s5, v4
	s_cmp_eq_u32 s6, 0
	s_waitcnt vmcnt(0)
	v_pk_fma_f16 v9, v18, v21, v9 op_sel_hi:[0,1,1]
	v_pk_fma_f16 v6, v5, v21, v6 op_sel_hi:[0,1,1]
	v_pk_fma_f16 v7, v19, v21, v7 op_sel_hi:[0,1,1]
	v_pk_fma_f16 v8, v20, v21, v8 op_sel_hi:[0,1,1]
	s_cbranch_scc0 .LBB3_3
.LBB3_4:                                ; %Flow136
	v_mad_u64_u32 v[0:1], s[0:1], v3, s5, v[2:3]
	v_ashrrev_i32_e32 v1, 31, v0
	s_ashr_i32 s1, s5, 31
	s_mov_b32 s0, s5
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[8:9]
	s_lshl_b64 s[0:1], s[0:1], 2
	global_store_dword v[0:1], v9, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v6, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v7, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v8, off
.LBB3_5:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z8hgemm_h2PKDF16_PKDv2_DF16_PS1_iii
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
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 14
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
	.size	_Z8hgemm_h2PKDF16_PKDv2_DF16_PS1_iii, .Lfunc_end3-_Z8hgemm_h2PKDF16_PKDv2_DF16_PS1_iii
                                        ; -- End function
	.set _Z8hgemm_h2PKDF16_PKDv2_DF16_PS1_iii.num_vgpr, 22
	.set _Z8hgemm_h2PKDF16_PKDv2_DF16_PS1_iii.num_agpr, 0
	.set _Z8hgemm_h2PKDF16_PKDv2_DF16_PS1_iii.numbered_sgpr, 14
	.set _Z8hgemm_h2PKDF16_PKDv2_DF16_PS1_iii.num_named_barrier, 0
	.set _Z8hgemm_h2PKDF16_PKDv2_DF16_PS1_iii.private_seg_size, 0
	.set _Z8hgemm_h2PKDF16_PKDv2_DF16_PS1_iii.uses_vcc, 1
	.set _Z8hgemm_h2PKDF16_PKDv2_DF16_PS1_iii.uses_flat_scratch, 0
	.set _Z8hgemm_h2PKDF16_PKDv2_DF16_PS1_iii.has_dyn_sized_stack, 0
	.set _Z8hgemm_h2PKDF16_PKDv2_DF16_PS1_iii.has_recursion, 0
	.set _Z8hgemm_h2PKDF16_PKDv2_DF16_PS1_iii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 428
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
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z8sgemm_f4PKfPK15HIP_vector_typeIfLj4EEPS2_iii ; -- Begin function _Z8sgemm_f4PKfPK15HIP_vector_typeIfLj4EEPS2_iii
	.globl	_Z8sgemm_f4PKfPK15HIP_vector_typeIfLj4EEPS2_iii
	.p2align	8
	.type	_Z8sgemm_f4PKfPK15HIP_vector_typeIfLj4EEPS2_iii,@function
_Z8sgemm_f4PKfPK15HIP_vector_typeIfLj4EEPS2_iii: ; @_Z8sgemm_f4PKfPK15HIP_vector_typeIfLj4EEPS2_iii
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_load_dword s7, s[0:1], 0x34
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s9, s7, 16
	s_and_b32 s7, s7, 0xffff
	s_mul_i32 s2, s2, s7
	s_mul_i32 s3, s3, s9
	v_add_u32_e32 v36, s2, v1
	v_add_lshl_u32 v38, s3, v0, 2
	v_cmp_gt_i32_e32 vcc, s5, v36
	v_cmp_gt_i32_e64 s[2:3], s4, v38
	s_and_b64 s[2:3], vcc, s[2:3]
	s_and_saveexec_b64 s[10:11], s[2:3]
	s_cbranch_execz .LBB4_16
; %bb.1:                                ; %.preheader53
	s_load_dwordx2 s[10:11], s[0:1], 0x10
	s_ashr_i32 s9, s5, 31
	s_mov_b32 s8, s5
	s_cmp_gt_i32 s6, 0
	v_ashrrev_i32_e32 v37, 31, v36
	v_ashrrev_i32_e32 v39, 31, v38
	v_or_b32_e32 v40, 1, v38
	v_or_b32_e32 v34, 2, v38
	v_or_b32_e32 v32, 3, v38
	s_cbranch_scc1 .LBB4_3
; %bb.2:                                ; %.preheader53..preheader_crit_edge
	v_ashrrev_i32_e32 v41, 31, v40
	v_ashrrev_i32_e32 v35, 31, v34
	v_ashrrev_i32_e32 v33, 31, v32
	s_mov_b64 s[2:3], 0
	s_branch .LBB4_4
.LBB4_3:
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr41
                                        ; implicit-def: $vgpr35
                                        ; implicit-def: $vgpr33
.LBB4_4:                                ; %Flow297
	s_andn2_b64 vcc, exec, s[2:3]
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_cbranch_vccnz .LBB4_15
; %bb.5:                                ; %.lr.ph
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	s_and_b32 s7, s6, 3
	s_mov_b32 s5, 0
	v_ashrrev_i32_e32 v41, 31, v40
	v_ashrrev_i32_e32 v35, 31, v34
	v_ashrrev_i32_e32 v33, 31, v32
	s_cmp_gt_u32 s6, 3
	v_lshlrev_b64 v[50:51], 2, v[38:39]
	s_cbranch_scc0 .LBB4_9
; %bb.6:                                ; %.lr.ph.new
	v_mad_u64_u32 v[0:1], s[14:15], v38, s6, 0
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[14:15], v39, s6, v[2:3]
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[42:43], 2, v[0:1]
	v_lshl_add_u64 v[0:1], v[50:51], 0, 4
	v_mad_u64_u32 v[44:45], s[16:17], v0, s6, 0
	v_mov_b32_e32 v0, v45
	v_mad_u64_u32 v[0:1], s[16:17], v1, s6, v[0:1]
	v_mov_b32_e32 v45, v0
	v_lshl_add_u64 v[0:1], v[50:51], 0, 12
	v_mad_u64_u32 v[46:47], s[16:17], v0, s6, 0
	v_mov_b32_e32 v0, v47
	v_mad_u64_u32 v[0:1], s[16:17], v1, s6, v[0:1]
	v_mov_b32_e32 v47, v0
	v_lshl_add_u64 v[0:1], v[50:51], 0, 8
	v_mad_u64_u32 v[48:49], s[16:17], v0, s6, 0
	v_mov_b32_e32 v0, v49
	v_mad_u64_u32 v[0:1], s[16:17], v1, s6, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[16:17], v[36:37], 4, s[2:3]
	s_and_b32 s4, s6, 0x7ffffffc
	s_lshl_b64 s[12:13], s[8:9], 4
	s_lshl_b64 s[14:15], s[8:9], 6
	v_mov_b32_e32 v49, v0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_mov_b64 s[16:17], s[0:1]
.LBB4_7:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[18:19], s[16:17], 0, v[42:43]
	v_lshl_add_u64 v[22:23], s[16:17], 0, v[44:45]
	v_lshl_add_u64 v[26:27], s[16:17], 0, v[48:49]
	v_lshl_add_u64 v[30:31], s[16:17], 0, v[46:47]
	global_load_dwordx4 v[18:21], v[18:19], off
	s_nop 0
	global_load_dwordx4 v[52:55], v[30:31], off
	global_load_dwordx4 v[56:59], v[16:17], off
	s_add_i32 s5, s5, 4
	global_load_dwordx4 v[22:25], v[22:23], off
	s_add_u32 s16, s16, 16
	global_load_dwordx4 v[26:29], v[26:27], off
	s_addc_u32 s17, s17, 0
	s_cmp_eq_u32 s4, s5
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[14:15], v[18:19], v[58:59], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[52:53], v[58:59], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[10:11], v[22:23], v[58:59], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[18:19], v[56:57], v[12:13] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[6:7], v[26:27], v[58:59], v[6:7] op_sel_hi:[0,1,1]
	v_lshl_add_u64 v[58:59], v[16:17], 0, s[12:13]
	v_pk_fma_f32 v[8:9], v[22:23], v[56:57], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[26:27], v[56:57], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[52:53], v[56:57], v[0:1] op_sel_hi:[0,1,1]
	global_load_dwordx4 v[0:3], v[58:59], off
	v_lshl_add_u64 v[16:17], v[16:17], 0, s[14:15]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[6:7], v[26:27], v[2:3], v[6:7] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[26:27], v[0:1], v[4:5] op_sel:[1,0,0]
	v_lshl_add_u64 v[26:27], v[58:59], 0, s[12:13]
	v_pk_fma_f32 v[14:15], v[18:19], v[2:3], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[18:19], v[0:1], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[10:11], v[22:23], v[2:3], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[22:23], v[0:1], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[18:19], v[52:53], v[2:3], v[30:31] op_sel:[1,0,0]
	v_pk_fma_f32 v[22:23], v[52:53], v[0:1], v[56:57] op_sel:[1,0,0]
	global_load_dwordx4 v[0:3], v[26:27], off
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[12:13], v[20:21], v[0:1], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[24:25], v[0:1], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[28:29], v[0:1], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[54:55], v[0:1], v[22:23] op_sel_hi:[0,1,1]
	v_lshl_add_u64 v[0:1], v[26:27], 0, s[12:13]
	v_pk_fma_f32 v[14:15], v[20:21], v[2:3], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[24:25], v[2:3], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[28:29], v[2:3], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[54:55], v[2:3], v[18:19] op_sel_hi:[0,1,1]
	global_load_dwordx4 v[0:3], v[0:1], off
	v_mov_b32_e32 v20, v21
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[14:15], v[20:21], v[2:3], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[20:21], v[0:1], v[12:13] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v20, v25
	v_pk_fma_f32 v[10:11], v[20:21], v[2:3], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[20:21], v[0:1], v[8:9] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v20, v29
	v_pk_fma_f32 v[6:7], v[20:21], v[2:3], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[20:21], v[0:1], v[4:5] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v20, v55
	v_pk_fma_f32 v[2:3], v[20:21], v[2:3], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[20:21], v[0:1], v[22:23] op_sel_hi:[0,1,1]
	s_cbranch_scc0 .LBB4_7
; %bb.8:                                ; %.preheader.loopexit.unr-lcssa
	s_cmp_lg_u32 s7, 0
	v_mov_b64_e32 v[18:19], v[14:15]
	v_mov_b64_e32 v[22:23], v[10:11]
	v_mov_b64_e32 v[26:27], v[6:7]
	v_mov_b64_e32 v[30:31], v[2:3]
	s_cselect_b64 s[14:15], -1, 0
	v_mov_b64_e32 v[52:53], s[12:13]
	v_mov_b64_e32 v[16:17], v[12:13]
	v_mov_b64_e32 v[20:21], v[8:9]
	v_mov_b64_e32 v[24:25], v[4:5]
	v_mov_b64_e32 v[28:29], v[0:1]
	s_branch .LBB4_11
.LBB4_9:
	s_mov_b64 s[14:15], 0
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $vgpr16_vgpr17_vgpr18_vgpr19
                                        ; implicit-def: $vgpr20_vgpr21_vgpr22_vgpr23
                                        ; implicit-def: $vgpr24_vgpr25_vgpr26_vgpr27
                                        ; implicit-def: $vgpr28_vgpr29_vgpr30_vgpr31
                                        ; implicit-def: $vgpr42_vgpr43
                                        ; implicit-def: $vgpr44_vgpr45
                                        ; implicit-def: $vgpr48_vgpr49
                                        ; implicit-def: $vgpr46_vgpr47
                                        ; implicit-def: $vgpr52_vgpr53
	s_cbranch_execz .LBB4_11
; %bb.10:                               ; %.lr.ph..epil.preheader_crit_edge
	v_mad_u64_u32 v[16:17], s[4:5], v38, s6, 0
	v_mov_b32_e32 v18, v17
	v_mad_u64_u32 v[18:19], s[4:5], v39, s6, v[18:19]
	v_mov_b32_e32 v17, v18
	v_lshlrev_b64 v[42:43], 2, v[16:17]
	v_lshl_add_u64 v[16:17], v[50:51], 0, 4
	v_mad_u64_u32 v[44:45], s[4:5], v16, s6, 0
	v_mov_b32_e32 v16, v45
	v_mad_u64_u32 v[16:17], s[4:5], v17, s6, v[16:17]
	v_mov_b32_e32 v45, v16
	v_lshl_add_u64 v[16:17], v[50:51], 0, 8
	v_mad_u64_u32 v[48:49], s[4:5], v16, s6, 0
	v_mov_b32_e32 v16, v49
	v_mad_u64_u32 v[16:17], s[4:5], v17, s6, v[16:17]
	v_mov_b32_e32 v49, v16
	v_lshl_add_u64 v[16:17], v[50:51], 0, 12
	v_mad_u64_u32 v[46:47], s[4:5], v16, s6, 0
	v_mov_b32_e32 v16, v47
	v_mad_u64_u32 v[16:17], s[4:5], v17, s6, v[16:17]
	v_mov_b32_e32 v47, v16
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v18, v16
	v_mov_b32_e32 v19, v16
	s_lshl_b64 s[12:13], s[8:9], 4
	v_mov_b32_e32 v17, v16
	v_mov_b64_e32 v[22:23], v[18:19]
	v_mov_b64_e32 v[26:27], v[18:19]
	v_mov_b64_e32 v[30:31], v[18:19]
	s_mov_b32 s4, 0
	s_mov_b64 s[14:15], -1
	v_mov_b64_e32 v[52:53], s[12:13]
	v_mov_b64_e32 v[20:21], v[16:17]
	v_mov_b64_e32 v[24:25], v[16:17]
	v_mov_b64_e32 v[28:29], v[16:17]
.LBB4_11:                               ; %Flow295
	s_andn2_b64 vcc, exec, s[14:15]
	s_cbranch_vccnz .LBB4_15
; %bb.12:                               ; %.epil.preheader
	s_mov_b32 s5, 0
	s_lshl_b64 s[12:13], s[4:5], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s12
	s_addc_u32 s1, s1, s13
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[42:43]
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[44:45]
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[48:49]
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[46:47]
	s_mul_i32 s0, s9, s4
	s_mul_hi_u32 s1, s8, s4
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s8, s4
	s_lshl_b64 s[0:1], s[0:1], 4
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	v_lshl_add_u64 v[8:9], v[36:37], 4, s[0:1]
	v_lshl_add_u64 v[8:9], v[8:9], 0, 8
.LBB4_13:                               ; =>This Inner Loop Header: Depth=1
	global_load_dword v14, v[0:1], off
	global_load_dwordx4 v[10:13], v[8:9], off offset:-8
	global_load_dword v42, v[2:3], off
	global_load_dword v44, v[4:5], off
	global_load_dword v46, v[6:7], off
	s_add_i32 s7, s7, -1
	v_lshl_add_u64 v[0:1], v[0:1], 0, 4
	v_lshl_add_u64 v[2:3], v[2:3], 0, 4
	v_lshl_add_u64 v[4:5], v[4:5], 0, 4
	v_lshl_add_u64 v[6:7], v[6:7], 0, 4
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[52:53]
	s_cmp_lg_u32 s7, 0
	s_waitcnt vmcnt(3)
	v_pk_fma_f32 v[18:19], v[14:15], v[12:13], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[14:15], v[10:11], v[16:17] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[22:23], v[42:43], v[12:13], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[42:43], v[10:11], v[20:21] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[26:27], v[44:45], v[12:13], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[24:25], v[44:45], v[10:11], v[24:25] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[30:31], v[46:47], v[12:13], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[28:29], v[46:47], v[10:11], v[28:29] op_sel_hi:[0,1,1]
	s_cbranch_scc1 .LBB4_13
; %bb.14:                               ; %.preheader.loopexit
	v_mov_b32_e32 v3, v31
	v_mov_b32_e32 v2, v30
	v_mov_b32_e32 v1, v29
	v_mov_b32_e32 v0, v28
	v_mov_b32_e32 v7, v27
	v_mov_b32_e32 v6, v26
	v_mov_b32_e32 v5, v25
	v_mov_b32_e32 v4, v24
	v_mov_b32_e32 v11, v23
	v_mov_b32_e32 v10, v22
	v_mov_b32_e32 v9, v21
	v_mov_b32_e32 v8, v20
	v_mov_b32_e32 v15, v19
	v_mov_b32_e32 v14, v18
	v_mov_b32_e32 v13, v17
	v_mov_b32_e32 v12, v16
.LBB4_15:                               ; %.preheader
	v_mul_lo_u32 v20, v39, s8
	v_mul_lo_u32 v21, v38, s9
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[18:19], s[0:1], v38, s8, 0
	v_lshl_add_u64 v[16:17], v[36:37], 4, s[10:11]
	v_add3_u32 v19, v19, v21, v20
	v_lshl_add_u64 v[18:19], v[18:19], 4, v[16:17]
	global_store_dwordx4 v[18:19], v[12:15], off
	s_nop 1
	v_mul_lo_u32 v14, v41, s8
	v_mul_lo_u32 v15, v40, s9
	v_mad_u64_u32 v[12:13], s[0:1], v40, s8, 0
	v_add3_u32 v13, v13, v15, v14
	v_lshl_add_u64 v[12:13], v[12:13], 4, v[16:17]
	global_store_dwordx4 v[12:13], v[8:11], off
	s_nop 1
	v_mul_lo_u32 v10, v35, s8
	v_mul_lo_u32 v11, v34, s9
	v_mad_u64_u32 v[8:9], s[0:1], v34, s8, 0
	v_add3_u32 v9, v9, v11, v10
	v_lshl_add_u64 v[8:9], v[8:9], 4, v[16:17]
	global_store_dwordx4 v[8:9], v[4:7], off
	s_nop 1
	v_mul_lo_u32 v6, v33, s8
	v_mul_lo_u32 v7, v32, s9
	v_mad_u64_u32 v[4:5], s[0:1], v32, s8, 0
	v_add3_u32 v5, v5, v7, v6
	v_lshl_add_u64 v[4:5], v[4:5], 4, v[16:17]
	global_store_dwordx4 v[4:5], v[0:3], off
.LBB4_16:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z8sgemm_f4PKfPK15HIP_vector_typeIfLj4EEPS2_iii
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
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 18
		.amdhsa_accum_offset 60
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
	.size	_Z8sgemm_f4PKfPK15HIP_vector_typeIfLj4EEPS2_iii, .Lfunc_end4-_Z8sgemm_f4PKfPK15HIP_vector_typeIfLj4EEPS2_iii
                                        ; -- End function
	.set _Z8sgemm_f4PKfPK15HIP_vector_typeIfLj4EEPS2_iii.num_vgpr, 60
	.set _Z8sgemm_f4PKfPK15HIP_vector_typeIfLj4EEPS2_iii.num_agpr, 0
	.set _Z8sgemm_f4PKfPK15HIP_vector_typeIfLj4EEPS2_iii.numbered_sgpr, 18
	.set _Z8sgemm_f4PKfPK15HIP_vector_typeIfLj4EEPS2_iii.num_named_barrier, 0
	.set _Z8sgemm_f4PKfPK15HIP_vector_typeIfLj4EEPS2_iii.private_seg_size, 0
	.set _Z8sgemm_f4PKfPK15HIP_vector_typeIfLj4EEPS2_iii.uses_vcc, 1
	.set _Z8sgemm_f4PKfPK15HIP_vector_typeIfLj4EEPS2_iii.uses_flat_scratch, 0
	.set _Z8sgemm_f4PKfPK15HIP_vector_typeIfLj4EEPS2_iii.has_dyn_sized_stack, 0
	.set _Z8sgemm_f4PKfPK15HIP_vector_typeIfLj4EEPS2_iii.has_recursion, 0
	.set _Z8sgemm_f4PKfPK15HIP_vector_typeIfLj4EEPS2_iii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1752
; TotalNumSgprs: 24
; NumVgprs: 60
; NumAgprs: 0
; TotalNumVgprs: 60
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 60
; AccumOffset: 60
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 14
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z10gemv_earlyPKfS0_Pfii ; -- Begin function _Z10gemv_earlyPKfS0_Pfii
	.globl	_Z10gemv_earlyPKfS0_Pfii
	.p2align	8
	.type	_Z10gemv_earlyPKfS0_Pfii,@function
_Z10gemv_earlyPKfS0_Pfii:               ; @_Z10gemv_earlyPKfS0_Pfii
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx2 s[4:5], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s3, 0xffff
	s_mul_i32 s7, s2, s6
	v_add_u32_e32 v2, s7, v0
	v_cmp_gt_i32_e32 vcc, s4, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB5_28
; %bb.1:
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_cmp_lt_i32 s5, 1
	v_ashrrev_i32_e32 v3, 31, v2
	v_mov_b32_e32 v14, 0
	s_cbranch_scc1 .LBB5_27
; %bb.2:                                ; %.lr.ph53
	s_sub_i32 s12, s4, s7
	s_min_i32 s4, s6, s12
	v_cvt_f32_u32_e32 v4, s4
	s_sub_i32 s7, 0, s4
	s_mov_b32 s11, 0
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_rcp_iflag_f32_e32 v4, v4
	s_lshl_b32 s22, s4, 1
	s_ashr_i32 s13, s12, 31
	s_add_i32 s24, s22, s22
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v4, v4
	s_add_i32 s26, s24, s22
	s_add_i32 s28, s26, s22
	s_lshl_b32 s31, s4, 5
	v_mul_lo_u32 v5, s7, v4
	v_mul_hi_u32 v5, v4, v5
	s_mov_b32 s7, s11
	v_add_u32_e32 v12, v4, v5
	v_mov_b64_e32 v[4:5], s[6:7]
	v_cmp_lt_i64_e32 vcc, s[12:13], v[4:5]
	v_mad_u64_u32 v[4:5], s[14:15], v2, s5, 0
	v_mov_b32_e32 v6, v5
	s_lshl_b32 s35, s4, 2
	s_lshl_b32 s36, s4, 3
	s_lshl_b32 s37, s4, 4
	v_mad_u64_u32 v[6:7], s[14:15], v3, s5, v[6:7]
	s_and_b64 s[14:15], vcc, exec
	v_mov_b32_e32 v5, v6
	s_cselect_b32 s13, s13, 0
	s_cselect_b32 s12, s12, s6
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[0:1]
	v_add_u32_e32 v1, s4, v0
	s_mov_b32 s23, s22
	s_mov_b32 s25, s24
	s_mov_b32 s27, s26
	s_mov_b32 s29, s28
	s_mul_i32 s30, s4, 12
	v_lshlrev_b32_e32 v13, 2, v0
	s_mul_i32 s33, s4, 20
	s_mul_i32 s34, s4, 28
	s_mul_i32 s38, s4, 24
	s_lshl_b64 s[12:13], s[12:13], 2
	v_lshl_add_u64 v[6:7], v[4:5], 0, 16
	v_mov_b32_e32 v14, 0
	s_mov_b32 s7, s5
	s_mov_b32 s14, s11
	s_branch .LBB5_4
.LBB5_3:                                ; %._crit_edge49
                                        ;   in Loop: Header=BB5_4 Depth=1
	s_add_i32 s14, s14, s6
	s_sub_i32 s7, s7, s6
	s_cmp_ge_i32 s14, s5
	s_barrier
	s_cbranch_scc1 .LBB5_27
.LBB5_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB5_8 Depth 2
                                        ;     Child Loop BB5_12 Depth 2
                                        ;     Child Loop BB5_18 Depth 2
                                        ;     Child Loop BB5_22 Depth 2
                                        ;     Child Loop BB5_26 Depth 2
	s_sub_i32 s0, s5, s14
	s_min_i32 s10, s6, s0
	s_ashr_i32 s15, s14, 31
	s_min_i32 s39, s7, s6
	v_cmp_gt_i32_e32 vcc, s10, v0
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB5_19
; %bb.5:                                ; %.lr.ph.preheader
                                        ;   in Loop: Header=BB5_4 Depth=1
	v_cmp_gt_i32_e32 vcc, s39, v1
	v_max_i32_e32 v8, s39, v1
	s_mov_b64 s[18:19], -1
	v_addc_co_u32_e64 v9, s[0:1], 0, v1, vcc
	v_sub_u32_e32 v8, v8, v9
	v_mul_hi_u32 v10, v8, v12
	v_mul_lo_u32 v11, v10, s4
	v_sub_u32_e32 v8, v8, v11
	v_cndmask_b32_e64 v9, 1, 2, vcc
	v_add_u32_e32 v11, 1, v10
	v_cmp_le_u32_e32 vcc, s4, v8
	v_mov_b32_e32 v15, v13
	s_nop 0
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_subrev_u32_e32 v11, s4, v8
	v_cndmask_b32_e32 v8, v8, v11, vcc
	v_add_u32_e32 v11, 1, v10
	v_cmp_le_u32_e32 vcc, s4, v8
	s_nop 1
	v_cndmask_b32_e32 v8, v10, v11, vcc
	v_add_u32_e32 v10, v9, v8
	v_cmp_lt_u32_e32 vcc, 1, v10
	v_mov_b32_e32 v8, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB5_16
; %bb.6:                                ; %vector.ph
                                        ;   in Loop: Header=BB5_4 Depth=1
	v_add_u32_e32 v8, -2, v10
	v_lshrrev_b32_e32 v9, 1, v8
	v_add_u32_e32 v15, 1, v9
	v_and_b32_e32 v11, 3, v15
	v_cmp_lt_u32_e32 vcc, 5, v8
	s_mov_b64 s[20:21], -1
	v_mov_b32_e32 v17, 0
	v_mov_b64_e32 v[8:9], v[0:1]
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB5_10
; %bb.7:                                ; %vector.ph.new
                                        ;   in Loop: Header=BB5_4 Depth=1
	v_and_b32_e32 v15, -4, v15
	s_add_i32 s40, s23, s14
	s_add_i32 s41, s22, s14
	s_add_i32 s42, s25, s14
	s_add_i32 s43, s24, s14
	s_add_i32 s44, s27, s14
	s_add_i32 s45, s26, s14
	s_mov_b32 s46, 0
	s_mov_b64 s[20:21], 0
	v_mov_b32_e32 v16, v13
	v_mov_b64_e32 v[8:9], v[0:1]
.LBB5_8:                                ; %vector.body
                                        ;   Parent Loop BB5_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v18, s14, v8
	v_add_u32_e32 v20, s14, v9
	v_add_u32_e32 v22, s41, v8
	v_add_u32_e32 v24, s40, v9
	v_add_u32_e32 v26, s43, v8
	v_add_u32_e32 v28, s42, v9
	v_add_u32_e32 v30, s45, v8
	v_add_u32_e32 v32, s44, v9
	v_ashrrev_i32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v33, 31, v32
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[2:3]
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[2:3]
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[2:3]
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[2:3]
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[2:3]
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[2:3]
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[2:3]
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[2:3]
	global_load_dword v34, v[18:19], off
	global_load_dword v35, v[20:21], off
	global_load_dword v36, v[22:23], off
	global_load_dword v37, v[24:25], off
	global_load_dword v38, v[26:27], off
	global_load_dword v39, v[28:29], off
	global_load_dword v40, v[30:31], off
	global_load_dword v41, v[32:33], off
	v_add_u32_e32 v15, -4, v15
	s_add_i32 s46, s46, 8
	v_cmp_eq_u32_e32 vcc, 0, v15
	v_add_u32_e32 v18, s35, v16
	v_add_u32_e32 v19, s36, v16
	v_add_u32_e32 v20, s30, v16
	v_add_u32_e32 v21, s37, v16
	v_add_u32_e32 v22, s33, v16
	v_add_u32_e32 v23, s38, v16
	v_add_u32_e32 v24, s34, v16
	v_add_u32_e32 v9, s29, v9
	v_add_u32_e32 v8, s28, v8
	v_mov_b32_e32 v17, s46
	s_or_b64 s[20:21], vcc, s[20:21]
	s_waitcnt vmcnt(7)
	ds_write_b32 v16, v34
	s_waitcnt vmcnt(6)
	ds_write_b32 v18, v35
	s_waitcnt vmcnt(5)
	ds_write_b32 v19, v36
	s_waitcnt vmcnt(4)
	ds_write_b32 v20, v37
	s_waitcnt vmcnt(3)
	ds_write_b32 v21, v38
	s_waitcnt vmcnt(2)
	ds_write_b32 v22, v39
	s_waitcnt vmcnt(1)
	ds_write_b32 v23, v40
	s_waitcnt vmcnt(0)
	ds_write_b32 v24, v41
	v_add_u32_e32 v16, s31, v16
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execnz .LBB5_8
; %bb.9:                                ; %middle.block.unr-lcssa
                                        ;   in Loop: Header=BB5_4 Depth=1
	s_or_b64 exec, exec, s[20:21]
	v_cmp_ne_u32_e32 vcc, 0, v11
	s_orn2_b64 s[20:21], vcc, exec
.LBB5_10:                               ; %Flow157
                                        ;   in Loop: Header=BB5_4 Depth=1
	s_or_b64 exec, exec, s[18:19]
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB5_13
; %bb.11:                               ; %vector.body.epil.preheader
                                        ;   in Loop: Header=BB5_4 Depth=1
	v_mul_lo_u32 v15, s4, v17
	v_add_lshl_u32 v15, v0, v15, 2
	s_mov_b64 s[20:21], 0
.LBB5_12:                               ; %vector.body.epil
                                        ;   Parent Loop BB5_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v16, s14, v8
	v_add_u32_e32 v18, s14, v9
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[2:3]
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[2:3]
	global_load_dword v20, v[16:17], off
	global_load_dword v21, v[18:19], off
	v_add_u32_e32 v11, -1, v11
	v_cmp_eq_u32_e32 vcc, 0, v11
	v_add_u32_e32 v16, s35, v15
	v_add_u32_e32 v9, s23, v9
	v_add_u32_e32 v8, s22, v8
	s_or_b64 s[20:21], vcc, s[20:21]
	s_waitcnt vmcnt(1)
	ds_write_b32 v15, v20
	s_waitcnt vmcnt(0)
	ds_write_b32 v16, v21
	v_add_u32_e32 v15, s36, v15
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execnz .LBB5_12
.LBB5_13:                               ; %Flow158
                                        ;   in Loop: Header=BB5_4 Depth=1
	s_or_b64 exec, exec, s[18:19]
	v_and_b32_e32 v9, -2, v10
	v_cmp_ne_u32_e32 vcc, v10, v9
	s_mov_b64 s[18:19], 0
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr15
	s_and_saveexec_b64 s[20:21], vcc
; %bb.14:                               ; %middle.block..lr.ph.preheader68_crit_edge
                                        ;   in Loop: Header=BB5_4 Depth=1
	v_mad_u64_u32 v[8:9], s[40:41], v9, s4, v[0:1]
	s_mov_b64 s[18:19], exec
	v_lshlrev_b32_e32 v15, 2, v8
; %bb.15:                               ; %Flow161
                                        ;   in Loop: Header=BB5_4 Depth=1
	s_or_b64 exec, exec, s[20:21]
	s_orn2_b64 s[18:19], s[18:19], exec
.LBB5_16:                               ; %Flow160
                                        ;   in Loop: Header=BB5_4 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 exec, exec, s[18:19]
	s_cbranch_execz .LBB5_19
; %bb.17:                               ; %.lr.ph.preheader68
                                        ;   in Loop: Header=BB5_4 Depth=1
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[10:11], v[8:9], 0, s[14:15]
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[2:3]
	s_mov_b64 s[0:1], 0
.LBB5_18:                               ; %.lr.ph
                                        ;   Parent Loop BB5_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dword v9, v[10:11], off
	v_add_u32_e32 v8, s4, v8
	v_cmp_le_i32_e32 vcc, s10, v8
	v_lshl_add_u64 v[10:11], v[10:11], 0, s[12:13]
	s_or_b64 s[0:1], vcc, s[0:1]
	s_waitcnt vmcnt(0)
	ds_write_b32 v15, v9
	v_add_u32_e32 v15, s35, v15
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB5_18
.LBB5_19:                               ; %._crit_edge
                                        ;   in Loop: Header=BB5_4 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_cmp_lt_i32 s10, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB5_3
; %bb.20:                               ; %.lr.ph48
                                        ;   in Loop: Header=BB5_4 Depth=1
	s_lshl_b64 s[0:1], s[14:15], 2
	s_add_i32 s10, s39, -1
	s_cmp_lt_u32 s10, 7
	s_cbranch_scc1 .LBB5_24
; %bb.21:                               ; %.lr.ph48.new
                                        ;   in Loop: Header=BB5_4 Depth=1
	v_lshl_add_u64 v[8:9], v[6:7], 0, s[0:1]
	s_and_b32 s10, s39, -8
	s_mov_b32 s15, 0
	s_mov_b32 s16, 0
.LBB5_22:                               ;   Parent Loop BB5_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dwordx4 v[16:19], v[8:9], off offset:-16
	global_load_dwordx4 v[20:23], v[8:9], off
	v_mov_b32_e32 v10, s15
	ds_read_b128 v[24:27], v10
	ds_read_b128 v[28:31], v10 offset:16
	s_add_i32 s16, s16, 8
	s_add_i32 s15, s15, 32
	v_lshl_add_u64 v[8:9], v[8:9], 0, 32
	s_cmp_eq_u32 s10, s16
	s_waitcnt vmcnt(1) lgkmcnt(1)
	v_fmac_f32_e32 v14, v16, v24
	v_fmac_f32_e32 v14, v17, v25
	v_fmac_f32_e32 v14, v18, v26
	v_fmac_f32_e32 v14, v19, v27
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v14, v20, v28
	v_fmac_f32_e32 v14, v21, v29
	v_fmac_f32_e32 v14, v22, v30
	v_fmac_f32_e32 v14, v23, v31
	s_cbranch_scc0 .LBB5_22
; %bb.23:                               ; %._crit_edge49.loopexit.unr-lcssa
                                        ;   in Loop: Header=BB5_4 Depth=1
	s_and_b32 s15, s39, 7
	s_cselect_b64 s[16:17], -1, 0
	s_and_b64 vcc, exec, s[16:17]
	s_cbranch_vccz .LBB5_3
	s_branch .LBB5_25
.LBB5_24:                               ;   in Loop: Header=BB5_4 Depth=1
	s_mov_b32 s10, 0
	s_cbranch_execz .LBB5_3
.LBB5_25:                               ; %.epil.preheader
                                        ;   in Loop: Header=BB5_4 Depth=1
	s_and_b32 s15, s39, 7
	s_lshl_b32 s16, s10, 2
	s_lshl_b64 s[18:19], s[10:11], 2
	s_add_u32 s0, s0, s18
	s_addc_u32 s1, s1, s19
	v_lshl_add_u64 v[8:9], v[4:5], 0, s[0:1]
.LBB5_26:                               ;   Parent Loop BB5_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dword v10, v[8:9], off
	v_mov_b32_e32 v11, s16
	ds_read_b32 v11, v11
	s_add_i32 s16, s16, 4
	s_add_i32 s15, s15, -1
	v_lshl_add_u64 v[8:9], v[8:9], 0, 4
	s_cmp_lg_u32 s15, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v14, v10, v11
	s_cbranch_scc1 .LBB5_26
	s_branch .LBB5_3
.LBB5_27:                               ; %Flow164
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[8:9]
	global_store_dword v[0:1], v14, off
.LBB5_28:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10gemv_earlyPKfS0_Pfii
		.amdhsa_group_segment_fixed_size 512
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 47
		.amdhsa_accum_offset 44
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
	.size	_Z10gemv_earlyPKfS0_Pfii, .Lfunc_end5-_Z10gemv_earlyPKfS0_Pfii
                                        ; -- End function
	.set _Z10gemv_earlyPKfS0_Pfii.num_vgpr, 42
	.set _Z10gemv_earlyPKfS0_Pfii.num_agpr, 0
	.set _Z10gemv_earlyPKfS0_Pfii.numbered_sgpr, 47
	.set _Z10gemv_earlyPKfS0_Pfii.num_named_barrier, 0
	.set _Z10gemv_earlyPKfS0_Pfii.private_seg_size, 0
	.set _Z10gemv_earlyPKfS0_Pfii.uses_vcc, 1
	.set _Z10gemv_earlyPKfS0_Pfii.uses_flat_scratch, 0
	.set _Z10gemv_earlyPKfS0_Pfii.has_dyn_sized_stack, 0
	.set _Z10gemv_earlyPKfS0_Pfii.has_recursion, 0
	.set _Z10gemv_earlyPKfS0_Pfii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1480
; TotalNumSgprs: 53
; NumVgprs: 42
; NumAgprs: 0
; TotalNumVgprs: 42
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 512 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 53
; NumVGPRsForWavesPerEU: 42
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z8wave_opsPKfS0_Pfi    ; -- Begin function _Z8wave_opsPKfS0_Pfi
	.globl	_Z8wave_opsPKfS0_Pfi
	.p2align	8
	.type	_Z8wave_opsPKfS0_Pfi,@function
_Z8wave_opsPKfS0_Pfi:                   ; @_Z8wave_opsPKfS0_Pfi
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dword s4, s[0:1], 0x18
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB6_2
; %bb.1:
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[4:5]
	global_load_dword v2, v[2:3], off
.LBB6_2:
	s_or_b64 exec, exec, s[2:3]
	v_mbcnt_lo_u32_b32 v3, -1, 0
	v_mbcnt_hi_u32_b32 v6, -1, v3
	v_and_b32_e32 v3, 0x70, v6
	v_add_u32_e32 v5, 16, v3
	v_xor_b32_e32 v4, 1, v6
	v_cmp_lt_i32_e64 s[2:3], v4, v5
	v_xor_b32_e32 v7, 2, v6
	v_xor_b32_e32 v8, 4, v6
	v_cndmask_b32_e64 v4, v6, v4, s[2:3]
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v4, v4, v2
	v_cmp_lt_i32_e64 s[2:3], v7, v5
	v_readfirstlane_b32 s4, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v2, v4
	v_cndmask_b32_e64 v7, v6, v7, s[2:3]
	v_lshlrev_b32_e32 v7, 2, v7
	ds_bpermute_b32 v7, v7, v4
	v_cmp_lt_i32_e64 s[2:3], v8, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v7
	v_cndmask_b32_e64 v7, v6, v8, s[2:3]
	v_lshlrev_b32_e32 v7, 2, v7
	ds_bpermute_b32 v7, v7, v4
	v_xor_b32_e32 v8, 8, v6
	v_cmp_lt_i32_e64 s[2:3], v8, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v7
	v_cndmask_b32_e64 v5, v6, v8, s[2:3]
	v_lshlrev_b32_e32 v6, 2, v6
	v_lshlrev_b32_e32 v5, 2, v5
	v_xor_b32_e32 v6, 4, v6
	ds_bpermute_b32 v5, v5, v4
	ds_bpermute_b32 v6, v6, v2
	v_cmp_lt_f32_e64 s[2:3], 0, v2
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB6_4
; %bb.3:
	s_load_dwordx4 s[8:11], s[0:1], 0x8
	s_ashr_i32 s0, s4, 7
	v_lshrrev_b64 v[2:3], v3, s[2:3]
	s_ashr_i32 s1, s0, 31
	v_and_b32_e32 v2, 0xffff, v2
	s_lshl_b64 s[0:1], s[0:1], 2
	v_bcnt_u32_b32 v2, v2, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s8, s0
	v_mul_u32_u24_e32 v2, 0x64, v2
	s_addc_u32 s1, s9, s1
	v_cvt_f32_u32_e32 v2, v2
	s_load_dword s0, s[0:1], 0x0
	v_add_f32_e32 v3, v4, v5
	v_add_f32_e32 v3, v3, v6
	v_add_f32_e32 v2, v3, v2
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[10:11]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v2, s0, v2
	global_store_dword v[0:1], v2, off
.LBB6_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z8wave_opsPKfS0_Pfi
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 12
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
.Lfunc_end6:
	.size	_Z8wave_opsPKfS0_Pfi, .Lfunc_end6-_Z8wave_opsPKfS0_Pfi
                                        ; -- End function
	.set _Z8wave_opsPKfS0_Pfi.num_vgpr, 9
	.set _Z8wave_opsPKfS0_Pfi.num_agpr, 0
	.set _Z8wave_opsPKfS0_Pfi.numbered_sgpr, 12
	.set _Z8wave_opsPKfS0_Pfi.num_named_barrier, 0
	.set _Z8wave_opsPKfS0_Pfi.private_seg_size, 0
	.set _Z8wave_opsPKfS0_Pfi.uses_vcc, 1
	.set _Z8wave_opsPKfS0_Pfi.uses_flat_scratch, 0
	.set _Z8wave_opsPKfS0_Pfi.has_dyn_sized_stack, 0
	.set _Z8wave_opsPKfS0_Pfi.has_recursion, 0
	.set _Z8wave_opsPKfS0_Pfi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 424
; TotalNumSgprs: 18
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 9
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
	.protected	_Z10tri_nestedPKfPfiii  ; -- Begin function _Z10tri_nestedPKfPfiii
	.globl	_Z10tri_nestedPKfPfiii
	.p2align	8
	.type	_Z10tri_nestedPKfPfiii,@function
_Z10tri_nestedPKfPfiii:                 ; @_Z10tri_nestedPKfPfiii
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx4 s[4:7], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s6, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB7_7
; %bb.1:                                ; %.preheader
	s_load_dwordx2 s[2:3], s[0:1], 0x8
	s_mov_b32 s6, 1
	s_cmp_lt_i32 s4, 1
	v_mov_b32_e32 v4, 0
	s_cbranch_scc1 .LBB7_6
; %bb.2:                                ; %.lr.ph.preheader
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b32 s7, 0
	v_mov_b32_e32 v4, 0
.LBB7_3:                                ; %.lr.ph
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB7_4 Depth 2
	s_mul_i32 s8, s7, s5
	v_add_u32_e32 v2, s8, v0
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[0:1]
	global_load_dword v1, v[2:3], off
	v_mov_b32_e32 v2, v0
	s_mov_b32 s8, s6
.LBB7_4:                                ;   Parent Loop BB7_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[0:1]
	global_load_dword v3, v[6:7], off
	s_add_i32 s8, s8, -1
	s_cmp_eq_u32 s8, 0
	v_add_u32_e32 v2, s5, v2
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, v1, v3
	s_cbranch_scc0 .LBB7_4
; %bb.5:                                ;   in Loop: Header=BB7_3 Depth=1
	s_add_i32 s7, s7, 1
	s_add_i32 s6, s6, 1
	s_cmp_eq_u32 s7, s4
	s_cbranch_scc0 .LBB7_3
.LBB7_6:                                ; %Flow42
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[2:3]
	global_store_dword v[0:1], v4, off
.LBB7_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10tri_nestedPKfPfiii
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 9
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
.Lfunc_end7:
	.size	_Z10tri_nestedPKfPfiii, .Lfunc_end7-_Z10tri_nestedPKfPfiii
                                        ; -- End function
	.set _Z10tri_nestedPKfPfiii.num_vgpr, 8
	.set _Z10tri_nestedPKfPfiii.num_agpr, 0
	.set _Z10tri_nestedPKfPfiii.numbered_sgpr, 9
	.set _Z10tri_nestedPKfPfiii.num_named_barrier, 0
	.set _Z10tri_nestedPKfPfiii.private_seg_size, 0
	.set _Z10tri_nestedPKfPfiii.uses_vcc, 1
	.set _Z10tri_nestedPKfPfiii.uses_flat_scratch, 0
	.set _Z10tri_nestedPKfPfiii.has_dyn_sized_stack, 0
	.set _Z10tri_nestedPKfPfiii.has_recursion, 0
	.set _Z10tri_nestedPKfPfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 216
; TotalNumSgprs: 15
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 15
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
	.protected	_Z6two_ivPKfPfimi       ; -- Begin function _Z6two_ivPKfPfimi
	.globl	_Z6two_ivPKfPfimi
	.p2align	8
	.type	_Z6two_ivPKfPfimi,@function
_Z6two_ivPKfPfimi:                      ; @_Z6two_ivPKfPfimi
; %bb.0:
	s_load_dword s3, s[0:1], 0x34
	s_load_dword s4, s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB8_5
; %bb.1:
	s_load_dword s4, s[0:1], 0x10
	s_load_dwordx2 s[2:3], s[0:1], 0x8
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s4, 1
	s_cbranch_scc1 .LBB8_4
; %bb.2:                                ; %.lr.ph.preheader
	s_load_dwordx2 s[6:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x18
	s_mov_b32 s5, 0
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[6:7]
	s_lshl_b64 s[0:1], s[8:9], 2
.LBB8_3:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	global_load_dword v5, v[2:3], off
	s_add_i32 s5, s5, 1
	v_cvt_f32_u32_e32 v6, s5
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[0:1]
	s_cmp_eq_u32 s4, s5
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, v5, v6
	s_cbranch_scc0 .LBB8_3
.LBB8_4:                                ; %Flow28
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[2:3]
	global_store_dword v[0:1], v4, off
.LBB8_5:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z6two_ivPKfPfimi
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 10
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
.Lfunc_end8:
	.size	_Z6two_ivPKfPfimi, .Lfunc_end8-_Z6two_ivPKfPfimi
                                        ; -- End function
	.set _Z6two_ivPKfPfimi.num_vgpr, 7
	.set _Z6two_ivPKfPfimi.num_agpr, 0
	.set _Z6two_ivPKfPfimi.numbered_sgpr, 10
	.set _Z6two_ivPKfPfimi.num_named_barrier, 0
	.set _Z6two_ivPKfPfimi.private_seg_size, 0
	.set _Z6two_ivPKfPfimi.uses_vcc, 1
	.set _Z6two_ivPKfPfimi.uses_flat_scratch, 0
	.set _Z6two_ivPKfPfimi.has_dyn_sized_stack, 0
	.set _Z6two_ivPKfPfimi.has_recursion, 0
	.set _Z6two_ivPKfPfimi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 184
; TotalNumSgprs: 16
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 16
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
	.protected	_Z11dowhile_decPKfPfiiii ; -- Begin function _Z11dowhile_decPKfPfiiii
	.globl	_Z11dowhile_decPKfPfiiii
	.p2align	8
	.type	_Z11dowhile_decPKfPfiiii,@function
_Z11dowhile_decPKfPfiiii:               ; @_Z11dowhile_decPKfPfiiii
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx4 s[4:7], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s8, s2, s3
	v_add_u32_e32 v2, s8, v0
	v_cmp_gt_i32_e32 vcc, s7, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB9_4
; %bb.1:                                ; %.preheader.preheader
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	s_mul_i32 s7, s6, s4
	s_add_i32 s8, s8, s7
	v_add_u32_e32 v0, s8, v0
	s_mul_i32 s6, s6, s5
	v_mov_b32_e32 v4, 0
.LBB9_2:                                ; %.preheader
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], v[0:1], 2, s[0:1]
	global_load_dword v1, v[6:7], off
	s_sub_i32 s4, s4, s5
	s_cmp_gt_i32 s4, -1
	v_subrev_u32_e32 v0, s6, v0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v4, v1
	s_cbranch_scc1 .LBB9_2
; %bb.3:
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[2:3]
	global_store_dword v[0:1], v4, off
.LBB9_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11dowhile_decPKfPfiiii
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 9
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
.Lfunc_end9:
	.size	_Z11dowhile_decPKfPfiiii, .Lfunc_end9-_Z11dowhile_decPKfPfiiii
                                        ; -- End function
	.set _Z11dowhile_decPKfPfiiii.num_vgpr, 8
	.set _Z11dowhile_decPKfPfiiii.num_agpr, 0
	.set _Z11dowhile_decPKfPfiiii.numbered_sgpr, 9
	.set _Z11dowhile_decPKfPfiiii.num_named_barrier, 0
	.set _Z11dowhile_decPKfPfiiii.private_seg_size, 0
	.set _Z11dowhile_decPKfPfiiii.uses_vcc, 1
	.set _Z11dowhile_decPKfPfiiii.uses_flat_scratch, 0
	.set _Z11dowhile_decPKfPfiiii.has_dyn_sized_stack, 0
	.set _Z11dowhile_decPKfPfiiii.has_recursion, 0
	.set _Z11dowhile_decPKfPfiiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 148
; TotalNumSgprs: 15
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 15
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
	.protected	_Z9lap_pitchPKfmPfmii   ; -- Begin function _Z9lap_pitchPKfmPfmii
	.globl	_Z9lap_pitchPKfmPfmii
	.p2align	8
	.type	_Z9lap_pitchPKfmPfmii,@function
_Z9lap_pitchPKfmPfmii:                  ; @_Z9lap_pitchPKfmPfmii
; %bb.0:
	s_load_dword s4, s[0:1], 0x34
	s_load_dwordx2 s[10:11], s[0:1], 0x20
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s5, s4, 16
	s_and_b32 s4, s4, 0xffff
	s_mul_i32 s2, s2, s4
	s_mul_i32 s3, s3, s5
	v_add_u32_e32 v2, s2, v1
	v_add_u32_e32 v0, s3, v0
	v_cmp_gt_i32_e32 vcc, s10, v2
	v_cmp_gt_i32_e64 s[2:3], s11, v0
	s_and_b64 s[2:3], vcc, s[2:3]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB10_6
; %bb.1:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_add_i32 s10, s10, -1
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[4:5], s[4:5]
	v_mad_u64_u32 v[4:5], s[2:3], s6, v0, v[4:5]
	v_cmp_ne_u32_e64 s[2:3], 0, v0
	s_and_b64 s[2:3], vcc, s[2:3]
	v_cmp_ne_u32_e32 vcc, s10, v2
	s_add_i32 s10, s11, -1
	v_mul_lo_u32 v3, s7, v0
	v_mul_lo_u32 v6, s6, v1
	s_and_b64 s[2:3], s[2:3], vcc
	v_cmp_ne_u32_e32 vcc, s10, v0
	v_add3_u32 v5, v3, v5, v6
	s_and_b64 s[2:3], s[2:3], vcc
	v_ashrrev_i32_e32 v3, 31, v2
                                        ; implicit-def: $vgpr6
	s_and_saveexec_b64 s[10:11], s[2:3]
	s_xor_b64 s[2:3], exec, s[10:11]
	s_cbranch_execz .LBB10_3
; %bb.2:
	v_add_u32_e32 v8, -1, v0
	v_ashrrev_i32_e32 v6, 31, v8
	v_mul_lo_u32 v10, s6, v6
	v_mov_b64_e32 v[6:7], s[4:5]
	v_mul_lo_u32 v11, s7, v8
	v_mad_u64_u32 v[8:9], s[4:5], s6, v8, v[6:7]
	v_add3_u32 v9, v11, v9, v10
	v_add_u32_e32 v10, 1, v0
	v_ashrrev_i32_e32 v11, 31, v10
	v_mul_lo_u32 v12, s6, v11
	v_mul_lo_u32 v13, s7, v10
	v_mad_u64_u32 v[10:11], s[4:5], s6, v10, v[6:7]
	v_add3_u32 v11, v13, v11, v12
	v_lshlrev_b64 v[12:13], 2, v[2:3]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[12:13]
	global_load_dwordx3 v[4:6], v[4:5], off offset:-4
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[12:13]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[12:13]
	global_load_dword v7, v[8:9], off
	global_load_dword v12, v[10:11], off
	s_waitcnt vmcnt(2)
	v_fma_f32 v4, v5, 4.0, -v4
	v_sub_f32_e32 v4, v4, v6
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v4, v4, v7
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v6, v4, v12
                                        ; implicit-def: $vgpr4_vgpr5
.LBB10_3:                               ; %Flow
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB10_5
; %bb.4:
	v_lshl_add_u64 v[4:5], v[2:3], 2, v[4:5]
	global_load_dword v6, v[4:5], off
.LBB10_5:                               ; %.sink.split
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx2 s[0:1], s[0:1], 0x18
	v_mov_b64_e32 v[4:5], s[8:9]
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[4:5], s[2:3], s0, v0, v[4:5]
	v_mul_lo_u32 v1, s0, v1
	v_mul_lo_u32 v0, s1, v0
	v_add3_u32 v5, v0, v5, v1
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[4:5]
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v6, off
.LBB10_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9lap_pitchPKfmPfmii
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
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 16
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
.Lfunc_end10:
	.size	_Z9lap_pitchPKfmPfmii, .Lfunc_end10-_Z9lap_pitchPKfmPfmii
                                        ; -- End function
	.set _Z9lap_pitchPKfmPfmii.num_vgpr, 14
	.set _Z9lap_pitchPKfmPfmii.num_agpr, 0
	.set _Z9lap_pitchPKfmPfmii.numbered_sgpr, 12
	.set _Z9lap_pitchPKfmPfmii.num_named_barrier, 0
	.set _Z9lap_pitchPKfmPfmii.private_seg_size, 0
	.set _Z9lap_pitchPKfmPfmii.uses_vcc, 1
	.set _Z9lap_pitchPKfmPfmii.uses_flat_scratch, 0
	.set _Z9lap_pitchPKfmPfmii.has_dyn_sized_stack, 0
	.set _Z9lap_pitchPKfmPfmii.has_recursion, 0
	.set _Z9lap_pitchPKfmPfmii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 476
; TotalNumSgprs: 18
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z10divmod_macPKiPKxPiS3_Pxiii ; -- Begin function _Z10divmod_macPKiPKxPiS3_Pxiii
	.globl	_Z10divmod_macPKiPKxPiS3_Pxiii
	.p2align	8
	.type	_Z10divmod_macPKiPKxPiS3_Pxiii,@function
_Z10divmod_macPKiPKxPiS3_Pxiii:         ; @_Z10divmod_macPKiPKxPiS3_Pxiii
; %bb.0:
	s_load_dword s3, s[0:1], 0x44
	s_load_dwordx4 s[4:7], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s6, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB11_5
; %bb.1:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx4 s[12:15], s[0:1], 0x10
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_abs_i32 s7, s4
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[2:3]
	global_load_dword v6, v[4:5], off
	v_cvt_f32_u32_e32 v4, s7
	s_sub_i32 s10, 0, s7
	s_load_dwordx2 s[8:9], s[0:1], 0x20
	s_cmp_lt_i32 s5, 1
	v_rcp_iflag_f32_e32 v4, v4
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v9, 0, v6
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v7, v4
	v_max_i32_e32 v9, v9, v6
	v_lshl_add_u64 v[4:5], s[12:13], 0, v[2:3]
	v_lshl_add_u64 v[2:3], s[14:15], 0, v[2:3]
	v_mul_lo_u32 v8, s10, v7
	v_mul_hi_u32 v8, v7, v8
	v_add_u32_e32 v7, v7, v8
	v_mul_hi_u32 v7, v9, v7
	v_mul_lo_u32 v10, v7, s7
	v_sub_u32_e32 v9, v9, v10
	v_add_u32_e32 v11, 1, v7
	v_cmp_le_u32_e32 vcc, s7, v9
	v_subrev_u32_e32 v10, s7, v9
	v_xor_b32_e32 v8, s4, v6
	v_cndmask_b32_e32 v7, v7, v11, vcc
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_add_u32_e32 v10, 1, v7
	v_cmp_le_u32_e32 vcc, s7, v9
	v_ashrrev_i32_e32 v8, 31, v8
	s_nop 0
	v_cndmask_b32_e32 v7, v7, v10, vcc
	v_xor_b32_e32 v7, v7, v8
	v_sub_u32_e32 v7, v7, v8
	global_store_dword v[4:5], v7, off
	v_mul_lo_u32 v4, v7, s4
	v_sub_u32_e32 v4, v6, v4
	global_store_dword v[2:3], v4, off
	v_mov_b64_e32 v[2:3], 0
	s_cbranch_scc1 .LBB11_4
; %bb.2:                                ; %.lr.ph.preheader
	s_abs_i32 s4, s6
	v_cvt_f32_u32_e32 v2, s4
	s_load_dwordx2 s[0:1], s[0:1], 0x8
	s_sub_i32 s6, 0, s4
	v_rcp_iflag_f32_e32 v2, v2
	s_nop 0
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v4, v2
	v_mov_b64_e32 v[2:3], 0
	v_mul_lo_u32 v5, s6, v4
	v_mul_hi_u32 v5, v4, v5
	v_add_u32_e32 v4, v4, v5
	v_mov_b32_e32 v5, v0
.LBB11_3:                               ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_sub_u32_e32 v7, 0, v5
	v_max_i32_e32 v7, v7, v5
	v_mul_hi_u32 v8, v7, v4
	v_mul_lo_u32 v8, v8, s4
	v_sub_u32_e32 v7, v7, v8
	v_subrev_u32_e32 v8, s4, v7
	v_cmp_le_u32_e32 vcc, s4, v7
	v_ashrrev_i32_e32 v6, 31, v5
	s_waitcnt lgkmcnt(0)
	s_load_dwordx2 s[6:7], s[0:1], 0x0
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_subrev_u32_e32 v8, s4, v7
	v_cmp_le_u32_e32 vcc, s4, v7
	s_add_i32 s5, s5, -1
	s_add_u32 s0, s0, 8
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_xor_b32_e32 v7, v7, v6
	v_sub_u32_e32 v6, v7, v6
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[2:3]
	global_load_dword v6, v[6:7], off
	s_addc_u32 s1, s1, 0
	v_add_u32_e32 v5, 1, v5
	s_cmp_eq_u32 s5, 0
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v7, 31, v6
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v8, s7, v6
	v_mad_u64_u32 v[2:3], s[10:11], s6, v6, v[2:3]
	v_mul_lo_u32 v6, s6, v7
	v_add3_u32 v3, v8, v3, v6
	s_cbranch_scc0 .LBB11_3
.LBB11_4:                               ; %Flow46
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 3, s[8:9]
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB11_5:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10divmod_macPKiPKxPiS3_Pxiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 312
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
		.amdhsa_next_free_sgpr 16
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
.Lfunc_end11:
	.size	_Z10divmod_macPKiPKxPiS3_Pxiii, .Lfunc_end11-_Z10divmod_macPKiPKxPiS3_Pxiii
                                        ; -- End function
	.set _Z10divmod_macPKiPKxPiS3_Pxiii.num_vgpr, 12
	.set _Z10divmod_macPKiPKxPiS3_Pxiii.num_agpr, 0
	.set _Z10divmod_macPKiPKxPiS3_Pxiii.numbered_sgpr, 16
	.set _Z10divmod_macPKiPKxPiS3_Pxiii.num_named_barrier, 0
	.set _Z10divmod_macPKiPKxPiS3_Pxiii.private_seg_size, 0
	.set _Z10divmod_macPKiPKxPiS3_Pxiii.uses_vcc, 1
	.set _Z10divmod_macPKiPKxPiS3_Pxiii.uses_flat_scratch, 0
	.set _Z10divmod_macPKiPKxPiS3_Pxiii.has_dyn_sized_stack, 0
	.set _Z10divmod_macPKiPKxPiS3_Pxiii.has_recursion, 0
	.set _Z10divmod_macPKiPKxPiS3_Pxiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 548
; TotalNumSgprs: 22
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 22
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
	.protected	_Z11bucket_scanPKjPjS1_i ; -- Begin function _Z11bucket_scanPKjPjS1_i
	.globl	_Z11bucket_scanPKjPjS1_i
	.p2align	8
	.type	_Z11bucket_scanPKjPjS1_i,@function
_Z11bucket_scanPKjPjS1_i:               ; @_Z11bucket_scanPKjPjS1_i
; %bb.0:
	v_cmp_gt_u32_e32 vcc, 16, v0
	s_and_saveexec_b64 s[4:5], vcc
; %bb.1:
	v_lshlrev_b32_e32 v1, 2, v0
	v_mov_b32_e32 v2, 0
	ds_write_b32 v1, v2
; %bb.2:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_load_dword s3, s[0:1], 0x2c
	s_load_dword s4, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s3, s2, s3
	v_add_u32_e32 v2, s3, v0
	v_cmp_gt_i32_e32 vcc, s4, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB12_4
; %bb.3:
	s_load_dwordx2 s[6:7], s[0:1], 0x0
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	global_load_dword v1, v[2:3], off
	v_mov_b32_e32 v2, 1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 15, v1
	v_lshlrev_b32_e32 v1, 2, v1
	ds_add_u32 v1, v2
.LBB12_4:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b32 s3, 0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB12_6
; %bb.5:                                ; %.preheader
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	v_mov_b32_e32 v0, 0
	ds_read_b128 v[4:7], v0
	s_lshl_b32 s2, s2, 4
	s_lshl_b64 s[0:1], s[2:3], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s2, s4, s0
	s_addc_u32 s3, s5, s1
	s_add_u32 s0, s6, s0
	ds_read_b128 v[8:11], v0 offset:16
	ds_read_b128 v[12:15], v0 offset:32
	ds_read_b128 v[16:19], v0 offset:48
	v_add_u32_e32 v2, v5, v4
	s_addc_u32 s1, s7, s1
	v_add_u32_e32 v3, v6, v2
	v_mov_b32_e32 v1, v4
	global_store_dwordx4 v0, v[0:3], s[0:1]
	global_store_dwordx4 v0, v[4:7], s[2:3]
	s_nop 0
	v_add_u32_e32 v2, v7, v3
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v3, v8, v2
	v_add_u32_e32 v4, v9, v3
	v_add_u32_e32 v5, v10, v4
	global_store_dwordx4 v0, v[8:11], s[2:3] offset:16
	global_store_dwordx4 v0, v[2:5], s[0:1] offset:16
	s_nop 1
	v_add_u32_e32 v2, v11, v5
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v3, v12, v2
	v_add_u32_e32 v4, v13, v3
	v_add_u32_e32 v5, v14, v4
	global_store_dwordx4 v0, v[12:15], s[2:3] offset:32
	global_store_dwordx4 v0, v[2:5], s[0:1] offset:32
	s_nop 1
	v_add_u32_e32 v2, v15, v5
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v16, v2
	v_add_u32_e32 v4, v17, v3
	v_add_u32_e32 v5, v18, v4
	global_store_dwordx4 v0, v[16:19], s[2:3] offset:48
	global_store_dwordx4 v0, v[2:5], s[0:1] offset:48
.LBB12_6:                               ; %.loopexit
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11bucket_scanPKjPjS1_i
		.amdhsa_group_segment_fixed_size 64
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 20
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
.Lfunc_end12:
	.size	_Z11bucket_scanPKjPjS1_i, .Lfunc_end12-_Z11bucket_scanPKjPjS1_i
                                        ; -- End function
	.set _Z11bucket_scanPKjPjS1_i.num_vgpr, 20
	.set _Z11bucket_scanPKjPjS1_i.num_agpr, 0
	.set _Z11bucket_scanPKjPjS1_i.numbered_sgpr, 8
	.set _Z11bucket_scanPKjPjS1_i.num_named_barrier, 0
	.set _Z11bucket_scanPKjPjS1_i.private_seg_size, 0
	.set _Z11bucket_scanPKjPjS1_i.uses_vcc, 1
	.set _Z11bucket_scanPKjPjS1_i.uses_flat_scratch, 0
	.set _Z11bucket_scanPKjPjS1_i.has_dyn_sized_stack, 0
	.set _Z11bucket_scanPKjPjS1_i.has_recursion, 0
	.set _Z11bucket_scanPKjPjS1_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 392
; TotalNumSgprs: 14
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 64 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z9rows_gridPKfS0_Pfii  ; -- Begin function _Z9rows_gridPKfS0_Pfii
	.globl	_Z9rows_gridPKfS0_Pfii
	.p2align	8
	.type	_Z9rows_gridPKfS0_Pfii,@function
_Z9rows_gridPKfS0_Pfii:                 ; @_Z9rows_gridPKfS0_Pfii
; %bb.0:
	s_load_dwordx2 s[8:9], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_ge_i32 s2, s8
	s_cbranch_scc1 .LBB13_6
; %bb.1:                                ; %.lr.ph24
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[10:11], s[0:1], 0x10
	s_load_dword s3, s[0:1], 0x20
	s_add_u32 s12, s0, 32
	v_cmp_gt_i32_e32 vcc, s9, v0
	s_addc_u32 s13, s1, 0
	s_mul_i32 s18, s2, s9
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s19, s3, s9
	s_branch .LBB13_3
.LBB13_2:                               ; %Flow34
                                        ;   in Loop: Header=BB13_3 Depth=1
	s_or_b64 exec, exec, s[14:15]
	s_add_i32 s2, s3, s2
	s_add_i32 s18, s18, s19
	s_cmp_ge_i32 s2, s8
	s_cbranch_scc1 .LBB13_6
.LBB13_3:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB13_5 Depth 2
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB13_2
; %bb.4:                                ; %.lr.ph
                                        ;   in Loop: Header=BB13_3 Depth=1
	s_load_dword s0, s[12:13], 0xc
	v_cvt_f32_i32_e32 v1, s2
	s_mov_b64 s[16:17], 0
	v_mov_b32_e32 v2, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s20, s0, 0xffff
.LBB13_5:                               ;   Parent Loop BB13_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v4, s18, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[6:7]
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	global_load_dword v3, v[6:7], off
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[4:5]
	global_load_dword v6, v[6:7], off
	v_add_u32_e32 v2, s20, v2
	v_cmp_le_i32_e64 s[0:1], s9, v2
	v_lshl_add_u64 v[4:5], s[10:11], 0, v[4:5]
	s_or_b64 s[16:17], s[0:1], s[16:17]
	s_waitcnt vmcnt(0)
	v_fma_f32 v3, v6, v3, v1
	global_store_dword v[4:5], v3, off
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execnz .LBB13_5
	s_branch .LBB13_2
.LBB13_6:                               ; %._crit_edge25
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9rows_gridPKfS0_Pfii
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 21
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
.Lfunc_end13:
	.size	_Z9rows_gridPKfS0_Pfii, .Lfunc_end13-_Z9rows_gridPKfS0_Pfii
                                        ; -- End function
	.set _Z9rows_gridPKfS0_Pfii.num_vgpr, 8
	.set _Z9rows_gridPKfS0_Pfii.num_agpr, 0
	.set _Z9rows_gridPKfS0_Pfii.numbered_sgpr, 21
	.set _Z9rows_gridPKfS0_Pfii.num_named_barrier, 0
	.set _Z9rows_gridPKfS0_Pfii.private_seg_size, 0
	.set _Z9rows_gridPKfS0_Pfii.uses_vcc, 1
	.set _Z9rows_gridPKfS0_Pfii.uses_flat_scratch, 0
	.set _Z9rows_gridPKfS0_Pfii.has_dyn_sized_stack, 0
	.set _Z9rows_gridPKfS0_Pfii.has_recursion, 0
	.set _Z9rows_gridPKfS0_Pfii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 244
; TotalNumSgprs: 27
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 27
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
	.protected	_Z12shifted_rowsPKfPfiiiii ; -- Begin function _Z12shifted_rowsPKfPfiiiii
	.globl	_Z12shifted_rowsPKfPfiiiii
	.p2align	8
	.type	_Z12shifted_rowsPKfPfiiiii,@function
_Z12shifted_rowsPKfPfiiiii:             ; @_Z12shifted_rowsPKfPfiiiii
; %bb.0:
	s_load_dword s3, s[0:1], 0x34
	s_load_dword s4, s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB14_5
; %bb.1:
	s_load_dwordx4 s[4:7], s[0:1], 0x10
	s_load_dwordx2 s[2:3], s[0:1], 0x8
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s6, 1
	s_cbranch_scc1 .LBB14_4
; %bb.2:                                ; %.lr.ph.preheader
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_ashr_i32 s9, s4, 31
	s_mov_b32 s8, s4
	s_mul_i32 s10, s7, s5
	s_lshl_b64 s[4:5], s[8:9], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s4
	s_addc_u32 s1, s1, s5
	v_subrev_u32_e32 v2, s10, v0
	v_mov_b32_e32 v4, 0
.LBB14_3:                               ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[0:1]
	global_load_dword v1, v[6:7], off
	s_add_i32 s6, s6, -1
	s_cmp_eq_u32 s6, 0
	v_add_u32_e32 v2, s7, v2
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v4, v1
	s_cbranch_scc0 .LBB14_3
.LBB14_4:                               ; %Flow37
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[2:3]
	global_store_dword v[0:1], v4, off
.LBB14_5:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12shifted_rowsPKfPfiiiii
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 11
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
.Lfunc_end14:
	.size	_Z12shifted_rowsPKfPfiiiii, .Lfunc_end14-_Z12shifted_rowsPKfPfiiiii
                                        ; -- End function
	.set _Z12shifted_rowsPKfPfiiiii.num_vgpr, 8
	.set _Z12shifted_rowsPKfPfiiiii.num_agpr, 0
	.set _Z12shifted_rowsPKfPfiiiii.numbered_sgpr, 11
	.set _Z12shifted_rowsPKfPfiiiii.num_named_barrier, 0
	.set _Z12shifted_rowsPKfPfiiiii.private_seg_size, 0
	.set _Z12shifted_rowsPKfPfiiiii.uses_vcc, 1
	.set _Z12shifted_rowsPKfPfiiiii.uses_flat_scratch, 0
	.set _Z12shifted_rowsPKfPfiiiii.has_dyn_sized_stack, 0
	.set _Z12shifted_rowsPKfPfiiiii.has_recursion, 0
	.set _Z12shifted_rowsPKfPfiiiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 192
; TotalNumSgprs: 17
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 17
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
	.protected	_Z6col_upPKfPfiii       ; -- Begin function _Z6col_upPKfPfiii
	.globl	_Z6col_upPKfPfiii
	.p2align	8
	.type	_Z6col_upPKfPfiii,@function
_Z6col_upPKfPfiii:                      ; @_Z6col_upPKfPfiii
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx4 s[4:7], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s6, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB15_5
; %bb.1:
	s_load_dwordx2 s[2:3], s[0:1], 0x8
	s_cmp_lt_i32 s4, 1
	v_mov_b32_e32 v4, 0
	s_cbranch_scc1 .LBB15_4
; %bb.2:                                ; %.lr.ph.preheader
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_add_i32 s6, s4, -1
	s_mul_hi_i32 s7, s6, s5
	s_mul_i32 s6, s6, s5
	s_lshl_b64 s[6:7], s[6:7], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s6
	s_addc_u32 s1, s1, s7
	s_mov_b32 s6, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v2, v0
.LBB15_3:                               ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[0:1]
	global_load_dword v1, v[6:7], off
	s_add_i32 s6, s6, 1
	v_cvt_f32_u32_e32 v3, s6
	s_cmp_eq_u32 s4, s6
	v_subrev_u32_e32 v2, s5, v2
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, v1, v3
	s_cbranch_scc0 .LBB15_3
.LBB15_4:                               ; %Flow30
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[2:3]
	global_store_dword v[0:1], v4, off
.LBB15_5:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z6col_upPKfPfiii
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 8
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
.Lfunc_end15:
	.size	_Z6col_upPKfPfiii, .Lfunc_end15-_Z6col_upPKfPfiii
                                        ; -- End function
	.set _Z6col_upPKfPfiii.num_vgpr, 8
	.set _Z6col_upPKfPfiii.num_agpr, 0
	.set _Z6col_upPKfPfiii.numbered_sgpr, 8
	.set _Z6col_upPKfPfiii.num_named_barrier, 0
	.set _Z6col_upPKfPfiii.private_seg_size, 0
	.set _Z6col_upPKfPfiii.uses_vcc, 1
	.set _Z6col_upPKfPfiii.uses_flat_scratch, 0
	.set _Z6col_upPKfPfiii.has_dyn_sized_stack, 0
	.set _Z6col_upPKfPfiii.has_recursion, 0
	.set _Z6col_upPKfPfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 192
; TotalNumSgprs: 14
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
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
	.protected	_Z11uidx_colsumPKfPfjjj ; -- Begin function _Z11uidx_colsumPKfPfjjj
	.globl	_Z11uidx_colsumPKfPfjjj
	.p2align	8
	.type	_Z11uidx_colsumPKfPfjjj,@function
_Z11uidx_colsumPKfPfjjj:                ; @_Z11uidx_colsumPKfPfjjj
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx4 s[4:7], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_u32_e32 vcc, s6, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB16_5
; %bb.1:                                ; %.preheader
	s_load_dwordx2 s[2:3], s[0:1], 0x8
	v_mov_b32_e32 v3, 0
	s_cmp_eq_u32 s4, 0
	v_mov_b32_e32 v4, 0
	s_cbranch_scc1 .LBB16_4
; %bb.2:                                ; %.lr.ph.preheader
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v4, v3
.LBB16_3:                               ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[0:1]
	global_load_dword v1, v[6:7], off
	s_add_i32 s4, s4, -1
	v_add_u32_e32 v2, s5, v2
	s_cmp_eq_u32 s4, 0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v4, v1
	s_cbranch_scc0 .LBB16_3
.LBB16_4:                               ; %Flow29
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[2:3]
	global_store_dword v[0:1], v4, off
.LBB16_5:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11uidx_colsumPKfPfjjj
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 8
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
.Lfunc_end16:
	.size	_Z11uidx_colsumPKfPfjjj, .Lfunc_end16-_Z11uidx_colsumPKfPfjjj
                                        ; -- End function
	.set _Z11uidx_colsumPKfPfjjj.num_vgpr, 8
	.set _Z11uidx_colsumPKfPfjjj.num_agpr, 0
	.set _Z11uidx_colsumPKfPfjjj.numbered_sgpr, 8
	.set _Z11uidx_colsumPKfPfjjj.num_named_barrier, 0
	.set _Z11uidx_colsumPKfPfjjj.private_seg_size, 0
	.set _Z11uidx_colsumPKfPfjjj.uses_vcc, 1
	.set _Z11uidx_colsumPKfPfjjj.uses_flat_scratch, 0
	.set _Z11uidx_colsumPKfPfjjj.has_dyn_sized_stack, 0
	.set _Z11uidx_colsumPKfPfjjj.has_recursion, 0
	.set _Z11uidx_colsumPKfPfjjj.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 160
; TotalNumSgprs: 14
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
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
	.protected	_Z10window_firPKfS0_Pfii ; -- Begin function _Z10window_firPKfS0_Pfii
	.globl	_Z10window_firPKfS0_Pfii
	.p2align	8
	.type	_Z10window_firPKfS0_Pfii,@function
_Z10window_firPKfS0_Pfii:               ; @_Z10window_firPKfS0_Pfii
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx2 s[8:9], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s9, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB17_5
; %bb.1:
	s_load_dwordx2 s[4:5], s[0:1], 0x10
	v_ashrrev_i32_e32 v1, 31, v0
	s_mov_b32 s6, 0
	s_cmp_lt_i32 s8, 0
	v_mov_b32_e32 v4, 0
	s_cbranch_scc1 .LBB17_4
; %bb.2:                                ; %.lr.ph.preheader
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[10:11], s[8:9], 2
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s10, s0, s10
	s_addc_u32 s11, s1, s11
	s_lshl_b32 s1, s8, 1
	s_sub_i32 s0, 0, s8
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[10:11]
	s_or_b32 s1, s1, 1
.LBB17_3:                               ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	s_ashr_i32 s7, s6, 31
	s_add_i32 s8, s0, s6
	s_lshl_b64 s[10:11], s[6:7], 2
	s_add_u32 s10, s2, s10
	s_addc_u32 s11, s3, s11
	s_ashr_i32 s9, s8, 31
	v_lshl_add_u64 v[6:7], s[8:9], 2, v[2:3]
	global_load_dword v5, v[6:7], off
	s_load_dword s7, s[10:11], 0x0
	s_add_i32 s6, s6, 1
	s_cmp_eq_u32 s1, s6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v4, s7, v5
	s_cbranch_scc0 .LBB17_3
.LBB17_4:                               ; %Flow32
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v4, off
.LBB17_5:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10window_firPKfS0_Pfii
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 12
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
.Lfunc_end17:
	.size	_Z10window_firPKfS0_Pfii, .Lfunc_end17-_Z10window_firPKfS0_Pfii
                                        ; -- End function
	.set _Z10window_firPKfS0_Pfii.num_vgpr, 8
	.set _Z10window_firPKfS0_Pfii.num_agpr, 0
	.set _Z10window_firPKfS0_Pfii.numbered_sgpr, 12
	.set _Z10window_firPKfS0_Pfii.num_named_barrier, 0
	.set _Z10window_firPKfS0_Pfii.private_seg_size, 0
	.set _Z10window_firPKfS0_Pfii.uses_vcc, 1
	.set _Z10window_firPKfS0_Pfii.uses_flat_scratch, 0
	.set _Z10window_firPKfS0_Pfii.has_dyn_sized_stack, 0
	.set _Z10window_firPKfS0_Pfii.has_recursion, 0
	.set _Z10window_firPKfS0_Pfii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 220
; TotalNumSgprs: 18
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
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
	.protected	_Z8cond_accPKfS0_Pfiii  ; -- Begin function _Z8cond_accPKfS0_Pfiii
	.globl	_Z8cond_accPKfS0_Pfiii
	.p2align	8
	.type	_Z8cond_accPKfS0_Pfiii,@function
_Z8cond_accPKfS0_Pfiii:                 ; @_Z8cond_accPKfS0_Pfiii
; %bb.0:
	s_load_dword s3, s[0:1], 0x34
	s_load_dwordx4 s[4:7], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s6, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB18_10
; %bb.1:                                ; %.preheader
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	s_cmp_lt_i32 s4, 1
	v_mov_b32_e32 v2, 1.0
	s_cbranch_scc1 .LBB18_9
; %bb.2:                                ; %.lr.ph.preheader
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v5, 1.0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v2, v0
	s_branch .LBB18_4
.LBB18_3:                               ;   in Loop: Header=BB18_4 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_add_i32 s4, s4, -1
	s_cmp_eq_u32 s4, 0
	v_add_u32_e32 v2, s5, v2
	s_cbranch_scc1 .LBB18_8
.LBB18_4:                               ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[0:1]
	global_load_dword v6, v[6:7], off
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e32 vcc, 0, v6
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
; %bb.5:                                ;   in Loop: Header=BB18_4 Depth=1
	v_fmac_f32_e32 v1, v6, v5
                                        ; implicit-def: $vgpr6
; %bb.6:                                ; %Flow
                                        ;   in Loop: Header=BB18_4 Depth=1
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB18_3
; %bb.7:                                ;   in Loop: Header=BB18_4 Depth=1
	v_lshl_add_u64 v[8:9], v[2:3], 2, s[2:3]
	global_load_dword v5, v[8:9], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, v6, v5
	s_branch .LBB18_3
.LBB18_8:                               ; %._crit_edge.loopexit
	v_fmac_f32_e32 v4, 2.0, v1
	v_add_f32_e32 v2, v5, v4
.LBB18_9:                               ; %Flow54
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	global_store_dword v[0:1], v2, off
.LBB18_10:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z8cond_accPKfS0_Pfiii
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 10
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
.Lfunc_end18:
	.size	_Z8cond_accPKfS0_Pfiii, .Lfunc_end18-_Z8cond_accPKfS0_Pfiii
                                        ; -- End function
	.set _Z8cond_accPKfS0_Pfiii.num_vgpr, 10
	.set _Z8cond_accPKfS0_Pfiii.num_agpr, 0
	.set _Z8cond_accPKfS0_Pfiii.numbered_sgpr, 10
	.set _Z8cond_accPKfS0_Pfiii.num_named_barrier, 0
	.set _Z8cond_accPKfS0_Pfiii.private_seg_size, 0
	.set _Z8cond_accPKfS0_Pfiii.uses_vcc, 1
	.set _Z8cond_accPKfS0_Pfiii.uses_flat_scratch, 0
	.set _Z8cond_accPKfS0_Pfiii.has_dyn_sized_stack, 0
	.set _Z8cond_accPKfS0_Pfiii.has_recursion, 0
	.set _Z8cond_accPKfS0_Pfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 232
; TotalNumSgprs: 16
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 16
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
	.protected	_Z12horner_constPKfPfi  ; -- Begin function _Z12horner_constPKfPfi
	.globl	_Z12horner_constPKfPfi
	.p2align	8
	.type	_Z12horner_constPKfPfi,@function
_Z12horner_constPKfPfi:                 ; @_Z12horner_constPKfPfi
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dword s4, s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB19_4
; %bb.1:
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v4, -9
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[0:1]
	global_load_dword v2, v[2:3], off
	v_mov_b32_e32 v3, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, horner_coef@rel32@lo+36
	s_addc_u32 s1, s1, horner_coef@rel32@hi+44
.LBB19_2:                               ; =>This Inner Loop Header: Depth=1
	s_load_dword s4, s[0:1], 0x0
	v_add_co_u32_e32 v4, vcc, 1, v4
	s_add_u32 s0, s0, -4
	s_addc_u32 s1, s1, -1
	s_and_b64 vcc, exec, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_f32 v3, v3, v2, s4
	s_cbranch_vccz .LBB19_2
; %bb.3:
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[2:3]
	global_store_dword v[0:1], v3, off
.LBB19_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12horner_constPKfPfi
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 5
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
.Lfunc_end19:
	.size	_Z12horner_constPKfPfi, .Lfunc_end19-_Z12horner_constPKfPfi
                                        ; -- End function
	.set _Z12horner_constPKfPfi.num_vgpr, 5
	.set _Z12horner_constPKfPfi.num_agpr, 0
	.set _Z12horner_constPKfPfi.numbered_sgpr, 5
	.set _Z12horner_constPKfPfi.num_named_barrier, 0
	.set _Z12horner_constPKfPfi.private_seg_size, 0
	.set _Z12horner_constPKfPfi.uses_vcc, 1
	.set _Z12horner_constPKfPfi.uses_flat_scratch, 0
	.set _Z12horner_constPKfPfi.has_dyn_sized_stack, 0
	.set _Z12horner_constPKfPfi.has_recursion, 0
	.set _Z12horner_constPKfPfi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 168
; TotalNumSgprs: 11
; NumVgprs: 5
; NumAgprs: 0
; TotalNumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 5
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
	.protected	_Z10lds_rowdotPKfS0_Pfi ; -- Begin function _Z10lds_rowdotPKfS0_Pfi
	.globl	_Z10lds_rowdotPKfS0_Pfi
	.p2align	8
	.type	_Z10lds_rowdotPKfS0_Pfi,@function
_Z10lds_rowdotPKfS0_Pfi:                ; @_Z10lds_rowdotPKfS0_Pfi
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dword s10, s[0:1], 0x18
	s_lshl_b32 s11, s2, 6
	s_mov_b64 s[0:1], 0
	s_mov_b32 s12, 0xaaab
	s_movk_i32 s13, 0x60
	v_mov_b32_e32 v3, 0
	s_movk_i32 s14, 0x5bf
	v_mov_b32_e32 v1, v0
	s_branch .LBB20_2
.LBB20_1:                               ;   in Loop: Header=BB20_2 Depth=1
	s_or_b64 exec, exec, s[2:3]
	v_mul_u32_u24_e32 v2, 0x64, v4
	v_lshl_add_u32 v2, v5, 2, v2
	s_waitcnt vmcnt(0)
	ds_write_b32 v2, v6
	v_add_u32_e32 v2, 64, v1
	v_cmp_lt_u32_e32 vcc, s14, v1
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b32_e32 v1, v2
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB20_4
.LBB20_2:                               ; =>This Inner Loop Header: Depth=1
	v_mul_u32_u24_sdwa v2, v1, s12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_lshrrev_b32_e32 v4, 20, v2
	v_mul_lo_u16_e32 v2, 24, v4
	v_sub_u16_e32 v5, v1, v2
	v_add_u32_e32 v2, s11, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s10, v2
	v_mov_b32_e32 v6, 0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB20_1
; %bb.3:                                ;   in Loop: Header=BB20_2 Depth=1
	v_mov_b64_e32 v[6:7], s[4:5]
	v_mad_i64_i32 v[6:7], s[16:17], v2, s13, v[6:7]
	v_lshlrev_b32_e32 v2, 2, v5
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[2:3]
	global_load_dword v6, v[6:7], off
	s_branch .LBB20_1
.LBB20_4:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v2, s11, v0
	v_cmp_gt_i32_e32 vcc, s10, v2
	s_waitcnt lgkmcnt(0)
	; wave barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB20_8
; %bb.5:                                ; %.preheader
	v_mul_u32_u24_e32 v3, 0x64, v0
	s_mov_b32 s0, -2
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
.LBB20_6:                               ; =>This Inner Loop Header: Depth=1
	ds_read2_b32 v[4:5], v3 offset1:1
	s_load_dwordx2 s[2:3], s[6:7], 0x0
	s_add_i32 s0, s0, 2
	s_add_u32 s6, s6, 8
	s_addc_u32 s7, s7, 0
	v_add_u32_e32 v3, 8, v3
	s_cmp_gt_u32 s0, 21
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[0:1], v[4:5], s[2:3], v[0:1]
	s_cbranch_scc0 .LBB20_6
; %bb.7:
	v_ashrrev_i32_e32 v3, 31, v2
	v_add_f32_e32 v4, v0, v1
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[8:9]
	global_store_dword v[0:1], v4, off
.LBB20_8:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10lds_rowdotPKfS0_Pfi
		.amdhsa_group_segment_fixed_size 6400
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_next_free_vgpr 129
		.amdhsa_next_free_sgpr 96
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
.Lfunc_end20:
	.size	_Z10lds_rowdotPKfS0_Pfi, .Lfunc_end20-_Z10lds_rowdotPKfS0_Pfi
                                        ; -- End function
	.set _Z10lds_rowdotPKfS0_Pfi.num_vgpr, 8
	.set _Z10lds_rowdotPKfS0_Pfi.num_agpr, 0
	.set _Z10lds_rowdotPKfS0_Pfi.numbered_sgpr, 18
	.set _Z10lds_rowdotPKfS0_Pfi.num_named_barrier, 0
	.set _Z10lds_rowdotPKfS0_Pfi.private_seg_size, 0
	.set _Z10lds_rowdotPKfS0_Pfi.uses_vcc, 1
	.set _Z10lds_rowdotPKfS0_Pfi.uses_flat_scratch, 0
	.set _Z10lds_rowdotPKfS0_Pfi.has_dyn_sized_stack, 0
	.set _Z10lds_rowdotPKfS0_Pfi.has_recursion, 0
	.set _Z10lds_rowdotPKfS0_Pfi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 320
; TotalNumSgprs: 24
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 6400 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 16
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 129
; AccumOffset: 8
; Occupancy: 3
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
	.protected	_Z11lds_colwalkPKfPf    ; -- Begin function _Z11lds_colwalkPKfPf
	.globl	_Z11lds_colwalkPKfPf
	.p2align	8
	.type	_Z11lds_colwalkPKfPf,@function
_Z11lds_colwalkPKfPf:                   ; @_Z11lds_colwalkPKfPf
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_lshl_b64 s[0:1], s[2:3], 13
	v_lshlrev_b32_e32 v2, 2, v0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[2:3]
	global_load_dword v1, v2, s[0:1]
	global_load_dword v3, v2, s[0:1] offset:256
	global_load_dword v6, v2, s[0:1] offset:512
	global_load_dword v7, v2, s[0:1] offset:768
	global_load_dword v8, v2, s[0:1] offset:1024
	global_load_dword v9, v2, s[0:1] offset:1280
	global_load_dword v10, v2, s[0:1] offset:1536
	global_load_dword v11, v2, s[0:1] offset:1792
	global_load_dword v12, v2, s[0:1] offset:2048
	global_load_dword v13, v2, s[0:1] offset:2304
	global_load_dword v14, v2, s[0:1] offset:2560
	global_load_dword v15, v2, s[0:1] offset:2816
	global_load_dword v16, v2, s[0:1] offset:3072
	global_load_dword v17, v2, s[0:1] offset:3328
	global_load_dword v18, v2, s[0:1] offset:3584
	global_load_dword v19, v2, s[0:1] offset:3840
	s_movk_i32 s0, 0x1000
	v_add_co_u32_e32 v4, vcc, s0, v4
	s_mov_b32 s0, -2
	s_nop 0
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	global_load_dword v20, v[4:5], off
	global_load_dword v21, v[4:5], off offset:256
	global_load_dword v22, v[4:5], off offset:512
	global_load_dword v23, v[4:5], off offset:768
	global_load_dword v24, v[4:5], off offset:1024
	global_load_dword v25, v[4:5], off offset:1280
	global_load_dword v26, v[4:5], off offset:1536
	global_load_dword v27, v[4:5], off offset:1792
	global_load_dword v28, v[4:5], off offset:2048
	global_load_dword v29, v[4:5], off offset:2304
	global_load_dword v30, v[4:5], off offset:2560
	global_load_dword v31, v[4:5], off offset:2816
	global_load_dword v32, v[4:5], off offset:3072
	global_load_dword v33, v[4:5], off offset:3328
	global_load_dword v34, v[4:5], off offset:3584
	s_nop 0
	global_load_dword v5, v[4:5], off offset:3840
	v_mov_b32_e32 v4, 0
	v_add_u32_e32 v35, 0x400, v2
	v_add_u32_e32 v36, 0x800, v2
	v_add_u32_e32 v37, 0xc00, v2
	v_add_u32_e32 v38, 0x1000, v2
	v_add_u32_e32 v39, 0x1400, v2
	v_add_u32_e32 v40, 0x1800, v2
	v_add_u32_e32 v41, 0x1c00, v2
	s_waitcnt vmcnt(30)
	ds_write2_b32 v2, v1, v3 offset1:65
	s_waitcnt vmcnt(28)
	ds_write2_b32 v2, v6, v7 offset0:130 offset1:195
	s_waitcnt vmcnt(26)
	ds_write2_b32 v35, v8, v9 offset0:4 offset1:69
	s_waitcnt vmcnt(24)
	ds_write2_b32 v35, v10, v11 offset0:134 offset1:199
	s_waitcnt vmcnt(22)
	ds_write2_b32 v36, v12, v13 offset0:8 offset1:73
	s_waitcnt vmcnt(20)
	ds_write2_b32 v36, v14, v15 offset0:138 offset1:203
	s_waitcnt vmcnt(18)
	ds_write2_b32 v37, v16, v17 offset0:12 offset1:77
	s_waitcnt vmcnt(16)
	ds_write2_b32 v37, v18, v19 offset0:142 offset1:207
	s_waitcnt vmcnt(14)
	ds_write2_b32 v38, v20, v21 offset0:16 offset1:81
	s_waitcnt vmcnt(12)
	ds_write2_b32 v38, v22, v23 offset0:146 offset1:211
	s_waitcnt vmcnt(10)
	ds_write2_b32 v39, v24, v25 offset0:20 offset1:85
	s_waitcnt vmcnt(8)
	ds_write2_b32 v39, v26, v27 offset0:150 offset1:215
	s_waitcnt vmcnt(6)
	ds_write2_b32 v40, v28, v29 offset0:24 offset1:89
	s_waitcnt vmcnt(4)
	ds_write2_b32 v40, v30, v31 offset0:154 offset1:219
	s_waitcnt vmcnt(2)
	ds_write2_b32 v41, v32, v33 offset0:28 offset1:93
	s_waitcnt vmcnt(0)
	ds_write2_b32 v41, v34, v5 offset0:158 offset1:223
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	; wave barrier
.LBB21_1:                               ; =>This Inner Loop Header: Depth=1
	ds_read2_b32 v[10:11], v2 offset1:65
	s_add_i32 s1, s0, 3
	s_add_i32 s3, s0, 4
	v_cvt_f32_u32_e32 v7, s1
	v_cvt_f32_u32_e32 v6, s3
	s_add_i32 s0, s0, 2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v8, v11
	v_mov_b32_e32 v9, v10
	v_add_u32_e32 v2, 0x208, v2
	s_cmp_gt_u32 s0, 29
	v_pk_fma_f32 v[4:5], v[8:9], v[6:7], v[4:5]
	s_cbranch_scc0 .LBB21_1
; %bb.2:
	v_lshl_or_b32 v0, s2, 6, v0
	v_mov_b32_e32 v1, 0
	v_add_f32_e32 v2, v5, v4
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11lds_colwalkPKfPf
		.amdhsa_group_segment_fixed_size 8320
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_vgpr 169
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 44
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
.Lfunc_end21:
	.size	_Z11lds_colwalkPKfPf, .Lfunc_end21-_Z11lds_colwalkPKfPf
                                        ; -- End function
	.set _Z11lds_colwalkPKfPf.num_vgpr, 42
	.set _Z11lds_colwalkPKfPf.num_agpr, 0
	.set _Z11lds_colwalkPKfPf.numbered_sgpr, 8
	.set _Z11lds_colwalkPKfPf.num_named_barrier, 0
	.set _Z11lds_colwalkPKfPf.private_seg_size, 0
	.set _Z11lds_colwalkPKfPf.uses_vcc, 1
	.set _Z11lds_colwalkPKfPf.uses_flat_scratch, 0
	.set _Z11lds_colwalkPKfPf.has_dyn_sized_stack, 0
	.set _Z11lds_colwalkPKfPf.has_recursion, 0
	.set _Z11lds_colwalkPKfPf.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 684
; TotalNumSgprs: 14
; NumVgprs: 42
; NumAgprs: 0
; TotalNumVgprs: 42
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8320 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 21
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 169
; AccumOffset: 44
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z12tile_break_uPKfS0_PKiPfiii ; -- Begin function _Z12tile_break_uPKfS0_PKiPfiii
	.globl	_Z12tile_break_uPKfS0_PKiPfiii
	.p2align	8
	.type	_Z12tile_break_uPKfS0_PKiPfiii,@function
_Z12tile_break_uPKfS0_PKiPfiii:         ; @_Z12tile_break_uPKfS0_PKiPfiii
; %bb.0:
	s_load_dword s8, s[0:1], 0x3c
	s_load_dwordx4 s[4:7], s[0:1], 0x20
	v_bfe_u32 v1, v0, 10, 10
	v_and_b32_e32 v0, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s7, s8, 16
	s_mul_i32 s3, s3, s7
	v_add_lshl_u32 v1, s3, v1, 1
	s_and_b32 s3, s8, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_lshl_u32 v0, s2, v0, 2
	v_cmp_gt_i32_e32 vcc, s4, v1
	v_cmp_gt_i32_e64 s[2:3], s5, v0
	s_and_b64 s[2:3], vcc, s[2:3]
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB22_7
; %bb.1:                                ; %.preheader
	s_load_dwordx2 s[2:3], s[0:1], 0x18
	s_cmp_lt_i32 s6, 1
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	s_cbranch_scc1 .LBB22_6
; %bb.2:                                ; %.lr.ph
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_ashr_i32 s7, s6, 31
	v_mul_lo_u32 v8, v1, s6
	s_lshl_b64 s[0:1], s[6:7], 2
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, v0
	s_branch .LBB22_4
.LBB22_3:                               ;   in Loop: Header=BB22_4 Depth=1
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[18:19], v[8:9], 2, s[8:9]
	v_ashrrev_i32_e32 v13, 31, v12
	global_load_dword v20, v[18:19], off
	v_lshl_add_u64 v[14:15], v[12:13], 2, s[10:11]
	v_lshl_add_u64 v[18:19], v[18:19], 0, s[0:1]
	global_load_dwordx4 v[14:17], v[14:15], off
	s_add_i32 s6, s6, -1
	global_load_dword v18, v[18:19], off
	s_add_u32 s12, s12, 4
	s_addc_u32 s13, s13, 0
	s_cmp_eq_u32 s6, 0
	v_add_u32_e32 v12, s5, v12
	v_add_u32_e32 v8, 1, v8
	s_cselect_b64 s[14:15], -1, 0
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[6:7], v[20:21], v[14:15], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[20:21], v[16:17], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[10:11], v[18:19], v[16:17], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[18:19], v[14:15], v[4:5] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v9, v11
	v_mov_b32_e32 v13, v10
	s_andn2_b64 vcc, exec, s[14:15]
	s_cbranch_vccz .LBB22_6
.LBB22_4:                               ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	s_load_dword s4, s[12:13], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s4, 0
	s_cbranch_scc0 .LBB22_3
; %bb.5:
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $sgpr12_sgpr13
.LBB22_6:                               ; %._crit_edge
	v_mad_u64_u32 v[0:1], s[0:1], v1, s5, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[2:3]
	s_ashr_i32 s1, s5, 31
	s_mov_b32 s0, s5
	v_lshl_add_u64 v[10:11], s[0:1], 2, v[0:1]
	global_store_dword v[0:1], v6, off
	global_store_dword v[10:11], v4, off
	global_store_dword v[0:1], v7, off offset:4
	global_store_dword v[10:11], v5, off offset:4
	global_store_dword v[0:1], v2, off offset:8
	global_store_dword v[10:11], v13, off offset:8
	global_store_dword v[0:1], v3, off offset:12
	global_store_dword v[10:11], v9, off offset:12
.LBB22_7:                               ; %.loopexit
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12tile_break_uPKfS0_PKiPfiii
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 16
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
.Lfunc_end22:
	.size	_Z12tile_break_uPKfS0_PKiPfiii, .Lfunc_end22-_Z12tile_break_uPKfS0_PKiPfiii
                                        ; -- End function
	.set _Z12tile_break_uPKfS0_PKiPfiii.num_vgpr, 22
	.set _Z12tile_break_uPKfS0_PKiPfiii.num_agpr, 0
	.set _Z12tile_break_uPKfS0_PKiPfiii.numbered_sgpr, 16
	.set _Z12tile_break_uPKfS0_PKiPfiii.num_named_barrier, 0
	.set _Z12tile_break_uPKfS0_PKiPfiii.private_seg_size, 0
	.set _Z12tile_break_uPKfS0_PKiPfiii.uses_vcc, 1
	.set _Z12tile_break_uPKfS0_PKiPfiii.uses_flat_scratch, 0
	.set _Z12tile_break_uPKfS0_PKiPfiii.has_dyn_sized_stack, 0
	.set _Z12tile_break_uPKfS0_PKiPfiii.has_recursion, 0
	.set _Z12tile_break_uPKfS0_PKiPfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 496
; TotalNumSgprs: 22
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
; NumSGPRsForWavesPerEU: 22
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
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z12tile_break_dPKfS0_Pfiii ; -- Begin function _Z12tile_break_dPKfS0_Pfiii
	.globl	_Z12tile_break_dPKfS0_Pfiii
	.p2align	8
	.type	_Z12tile_break_dPKfS0_Pfiii,@function
_Z12tile_break_dPKfS0_Pfiii:            ; @_Z12tile_break_dPKfS0_Pfiii
; %bb.0:
	s_load_dword s8, s[0:1], 0x34
	s_load_dwordx4 s[4:7], s[0:1], 0x18
	v_bfe_u32 v1, v0, 10, 10
	v_and_b32_e32 v0, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s7, s8, 16
	s_mul_i32 s3, s3, s7
	v_add_lshl_u32 v1, s3, v1, 1
	s_and_b32 s3, s8, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_lshl_u32 v0, s2, v0, 2
	v_cmp_gt_i32_e32 vcc, s4, v1
	v_cmp_gt_i32_e64 s[2:3], s5, v0
	s_and_b64 s[2:3], vcc, s[2:3]
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB23_8
; %bb.1:                                ; %.preheader61
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_cmp_lt_i32 s6, 1
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	s_cbranch_scc1 .LBB23_7
; %bb.2:                                ; %.lr.ph
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_mul_lo_u32 v2, v1, s6
	s_ashr_i32 s7, s6, 31
	v_ashrrev_i32_e32 v3, 31, v2
	s_lshl_b64 s[10:11], s[6:7], 2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], v[2:3], 2, s[0:1]
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v15, s6
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_mov_b32 s4, 0x3f4ccccd
	v_mov_b32_e32 v12, v0
                                        ; implicit-def: $sgpr6_sgpr7
	s_branch .LBB23_4
.LBB23_3:                               ; %Flow
                                        ;   in Loop: Header=BB23_4 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[12:13], exec, s[6:7]
	s_or_b64 s[0:1], s[12:13], s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB23_6
.LBB23_4:                               ; =>This Inner Loop Header: Depth=1
	global_load_dword v14, v[8:9], off
	s_or_b64 s[6:7], s[6:7], exec
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e32 vcc, s4, v14
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB23_3
; %bb.5:                                ; %.preheader
                                        ;   in Loop: Header=BB23_4 Depth=1
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[22:23], v[12:13], 2, s[2:3]
	v_lshl_add_u64 v[20:21], v[8:9], 0, s[10:11]
	global_load_dwordx4 v[16:19], v[22:23], off
	global_load_dword v24, v[20:21], off
	v_add_u32_e32 v15, -1, v15
	v_cmp_eq_u32_e32 vcc, 0, v15
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[14:15], vcc, exec
	v_lshl_add_u64 v[8:9], v[8:9], 0, 4
	v_add_u32_e32 v12, s5, v12
	s_or_b64 s[6:7], s[6:7], s[14:15]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[6:7], v[14:15], v[16:17], v[6:7] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[10:11], v[24:25], v[18:19], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[24:25], v[16:17], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[14:15], v[18:19], v[2:3] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v13, v11
	v_mov_b32_e32 v16, v10
	s_branch .LBB23_3
.LBB23_6:                               ; %Flow136
	s_or_b64 exec, exec, s[0:1]
.LBB23_7:                               ; %.critedge
	v_mad_u64_u32 v[0:1], s[0:1], v1, s5, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[8:9]
	s_ashr_i32 s1, s5, 31
	s_mov_b32 s0, s5
	v_lshl_add_u64 v[8:9], s[0:1], 2, v[0:1]
	global_store_dword v[0:1], v6, off
	global_store_dword v[8:9], v4, off
	global_store_dword v[0:1], v7, off offset:4
	global_store_dword v[8:9], v5, off offset:4
	global_store_dword v[0:1], v2, off offset:8
	global_store_dword v[8:9], v16, off offset:8
	global_store_dword v[0:1], v3, off offset:12
	global_store_dword v[8:9], v13, off offset:12
.LBB23_8:                               ; %.loopexit
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12tile_break_dPKfS0_Pfiii
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
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 28
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
.Lfunc_end23:
	.size	_Z12tile_break_dPKfS0_Pfiii, .Lfunc_end23-_Z12tile_break_dPKfS0_Pfiii
                                        ; -- End function
	.set _Z12tile_break_dPKfS0_Pfiii.num_vgpr, 26
	.set _Z12tile_break_dPKfS0_Pfiii.num_agpr, 0
	.set _Z12tile_break_dPKfS0_Pfiii.numbered_sgpr, 16
	.set _Z12tile_break_dPKfS0_Pfiii.num_named_barrier, 0
	.set _Z12tile_break_dPKfS0_Pfiii.private_seg_size, 0
	.set _Z12tile_break_dPKfS0_Pfiii.uses_vcc, 1
	.set _Z12tile_break_dPKfS0_Pfiii.uses_flat_scratch, 0
	.set _Z12tile_break_dPKfS0_Pfiii.has_dyn_sized_stack, 0
	.set _Z12tile_break_dPKfS0_Pfiii.has_recursion, 0
	.set _Z12tile_break_dPKfS0_Pfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 528
; TotalNumSgprs: 22
; NumVgprs: 26
; NumAgprs: 0
; TotalNumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 26
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z10tile_outerPKfS0_Pfiiii ; -- Begin function _Z10tile_outerPKfS0_Pfiiii
	.globl	_Z10tile_outerPKfS0_Pfiiii
	.p2align	8
	.type	_Z10tile_outerPKfS0_Pfiiii,@function
_Z10tile_outerPKfS0_Pfiiii:             ; @_Z10tile_outerPKfS0_Pfiiii
; %bb.0:
	s_load_dword s8, s[0:1], 0x34
	s_load_dwordx4 s[4:7], s[0:1], 0x18
	v_bfe_u32 v1, v0, 10, 10
	v_and_b32_e32 v0, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s9, s8, 16
	s_mul_i32 s3, s3, s9
	v_add_lshl_u32 v18, s3, v1, 1
	s_and_b32 s3, s8, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_lshl_u32 v0, s2, v0, 2
	v_cmp_gt_i32_e32 vcc, s4, v18
	v_cmp_gt_i32_e64 s[2:3], s5, v0
	s_and_b64 s[2:3], vcc, s[2:3]
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB24_11
; %bb.1:                                ; %.preheader76
	s_cmp_gt_i32 s7, 0
	s_cbranch_scc1 .LBB24_3
; %bb.2:                                ; %.preheader76..preheader_crit_edge
	s_ashr_i32 s3, s5, 31
	s_mov_b32 s2, s5
	s_lshl_b64 s[8:9], s[2:3], 2
	s_mov_b64 s[10:11], 0
	s_branch .LBB24_4
.LBB24_3:
	s_mov_b64 s[10:11], -1
                                        ; implicit-def: $sgpr8_sgpr9
.LBB24_4:                               ; %Flow201
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	s_andn2_b64 vcc, exec, s[10:11]
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	s_cbranch_vccnz .LBB24_10
; %bb.5:                                ; %.preheader75.lr.ph
	s_load_dwordx4 s[16:19], s[0:1], 0x0
	s_cmp_gt_i32 s6, 0
	s_cselect_b64 s[0:1], -1, 0
	v_mul_lo_u32 v2, v18, s6
	s_ashr_i32 s9, s6, 31
	s_mov_b32 s8, s6
	v_ashrrev_i32_e32 v1, 31, v0
	s_lshl_b64 s[10:11], s[8:9], 2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[18:19]
	s_ashr_i32 s9, s5, 31
	s_mov_b32 s8, s5
	v_ashrrev_i32_e32 v3, 31, v2
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	s_mov_b32 s12, 0
	v_lshl_add_u64 v[10:11], v[4:5], 0, 8
	s_lshl_b64 s[8:9], s[8:9], 2
	v_lshl_add_u64 v[12:13], v[2:3], 2, s[16:17]
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_cmp_ne_u32_e64 s[0:1], 1, v1
	s_mov_b32 s4, 0x3e800000
	s_branch .LBB24_7
.LBB24_6:                               ; %.preheader74
                                        ;   in Loop: Header=BB24_7 Depth=1
	s_add_i32 s13, s12, 1
	v_cvt_f32_u32_e32 v14, s12
	v_cvt_f32_u32_e32 v15, s13
	s_lshl_b32 s16, s12, 1
	s_add_i32 s14, s12, 2
	s_add_i32 s15, s12, 3
	v_pk_fma_f32 v[6:7], v[6:7], 0.5, v[14:15] op_sel_hi:[1,0,1]
	v_cvt_f32_u32_e32 v15, s16
	s_mul_i32 s12, s12, 3
	v_cvt_f32_u32_e32 v21, s15
	v_cvt_f32_u32_e32 v20, s14
	v_cvt_f32_u32_e32 v1, s12
	v_mov_b32_e32 v16, v9
	v_mov_b32_e32 v17, v2
	v_pk_fma_f32 v[14:15], v[16:17], s[4:5], v[14:15] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mul_f32_e32 v8, 0x3e800000, v8
	v_pk_fma_f32 v[4:5], v[4:5], 0.5, v[20:21] op_sel_hi:[1,0,1]
	v_fma_f32 v3, v3, s4, -v1
	s_cmp_eq_u32 s13, s7
	s_mov_b32 s12, s13
	v_mov_b32_e32 v9, v14
	v_mov_b32_e32 v2, v15
	s_cbranch_scc1 .LBB24_10
.LBB24_7:                               ; %.preheader75
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB24_9 Depth 2
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB24_6
; %bb.8:                                ; %.lr.ph.preheader
                                        ;   in Loop: Header=BB24_7 Depth=1
	v_mov_b64_e32 v[14:15], v[12:13]
	v_mov_b64_e32 v[16:17], v[10:11]
	s_mov_b32 s13, s6
.LBB24_9:                               ; %.lr.ph
                                        ;   Parent Loop BB24_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshl_add_u64 v[26:27], v[14:15], 0, s[10:11]
	global_load_dword v24, v[14:15], off
	global_load_dwordx4 v[20:23], v[16:17], off offset:-8
	s_add_i32 s13, s13, -1
	global_load_dword v26, v[26:27], off
	v_lshl_add_u64 v[16:17], v[16:17], 0, s[8:9]
	v_lshl_add_u64 v[14:15], v[14:15], 0, 4
	s_cmp_eq_u32 s13, 0
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[6:7], v[24:25], v[20:21], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[24:25], v[22:23], v[4:5] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[8:9], v[26:27], v[20:21], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[26:27], v[22:23], v[2:3] op_sel_hi:[0,1,1]
	s_cbranch_scc0 .LBB24_9
	s_branch .LBB24_6
.LBB24_10:                              ; %.preheader
	v_mad_u64_u32 v[0:1], s[0:1], v18, s5, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[2:3]
	v_lshl_add_u64 v[10:11], v[0:1], 0, s[8:9]
	global_store_dword v[0:1], v6, off
	global_store_dword v[10:11], v8, off
	global_store_dword v[0:1], v7, off offset:4
	global_store_dword v[10:11], v14, off offset:4
	global_store_dword v[0:1], v4, off offset:8
	global_store_dword v[10:11], v15, off offset:8
	global_store_dword v[0:1], v5, off offset:12
	global_store_dword v[10:11], v3, off offset:12
.LBB24_11:                              ; %.loopexit
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10tile_outerPKfS0_Pfiiii
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
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 28
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 28
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
.Lfunc_end24:
	.size	_Z10tile_outerPKfS0_Pfiiii, .Lfunc_end24-_Z10tile_outerPKfS0_Pfiiii
                                        ; -- End function
	.set _Z10tile_outerPKfS0_Pfiiii.num_vgpr, 28
	.set _Z10tile_outerPKfS0_Pfiiii.num_agpr, 0
	.set _Z10tile_outerPKfS0_Pfiiii.numbered_sgpr, 20
	.set _Z10tile_outerPKfS0_Pfiiii.num_named_barrier, 0
	.set _Z10tile_outerPKfS0_Pfiiii.private_seg_size, 0
	.set _Z10tile_outerPKfS0_Pfiiii.uses_vcc, 1
	.set _Z10tile_outerPKfS0_Pfiiii.uses_flat_scratch, 0
	.set _Z10tile_outerPKfS0_Pfiiii.has_dyn_sized_stack, 0
	.set _Z10tile_outerPKfS0_Pfiiii.has_recursion, 0
	.set _Z10tile_outerPKfS0_Pfiiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 660
; TotalNumSgprs: 26
; NumVgprs: 28
; NumAgprs: 0
; TotalNumVgprs: 28
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 28
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z9tile_skipPKfS0_Pfiiii ; -- Begin function _Z9tile_skipPKfS0_Pfiiii
	.globl	_Z9tile_skipPKfS0_Pfiiii
	.p2align	8
	.type	_Z9tile_skipPKfS0_Pfiiii,@function
_Z9tile_skipPKfS0_Pfiiii:               ; @_Z9tile_skipPKfS0_Pfiiii
; %bb.0:
	s_load_dword s8, s[0:1], 0x34
	s_load_dwordx4 s[4:7], s[0:1], 0x18
	v_bfe_u32 v1, v0, 10, 10
	v_and_b32_e32 v0, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s9, s8, 16
	s_mul_i32 s3, s3, s9
	v_add_lshl_u32 v20, s3, v1, 1
	s_and_b32 s3, s8, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_lshl_u32 v0, s2, v0, 2
	v_cmp_gt_i32_e32 vcc, s4, v20
	v_cmp_gt_i32_e64 s[2:3], s5, v0
	s_and_b64 s[2:3], vcc, s[2:3]
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB25_11
; %bb.1:                                ; %.preheader77
	s_cmp_gt_i32 s7, 0
	s_cbranch_scc1 .LBB25_3
; %bb.2:                                ; %.preheader77..preheader_crit_edge
	s_ashr_i32 s3, s5, 31
	s_mov_b32 s2, s5
	s_lshl_b64 s[8:9], s[2:3], 2
	s_mov_b64 s[10:11], 0
	s_branch .LBB25_4
.LBB25_3:
	s_mov_b64 s[10:11], -1
                                        ; implicit-def: $sgpr8_sgpr9
.LBB25_4:                               ; %Flow204
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	s_andn2_b64 vcc, exec, s[10:11]
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	s_cbranch_vccnz .LBB25_10
; %bb.5:                                ; %.lr.ph86
	s_load_dwordx4 s[12:15], s[0:1], 0x0
	s_cmp_lt_i32 s6, 1
	s_cselect_b64 s[0:1], -1, 0
	v_mul_lo_u32 v2, v20, s6
	s_ashr_i32 s9, s6, 31
	s_mov_b32 s8, s6
	v_ashrrev_i32_e32 v1, 31, v0
	s_lshl_b64 s[10:11], s[8:9], 2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[14:15]
	s_ashr_i32 s9, s5, 31
	s_mov_b32 s8, s5
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[10:11], v[4:5], 0, 8
	s_lshl_b64 s[8:9], s[8:9], 2
	v_lshl_add_u64 v[12:13], v[2:3], 2, s[12:13]
	s_mov_b32 s12, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_mov_b32 s4, 0x3e800000
	v_mov_b32_e32 v1, 0xc0400000
	v_mov_b32_e32 v14, -1.0
	v_mov_b32_e32 v15, -2.0
	s_branch .LBB25_7
.LBB25_6:                               ; %.loopexit76
                                        ;   in Loop: Header=BB25_7 Depth=1
	v_cvt_f32_u32_e32 v18, s12
	v_mov_b32_e32 v16, v9
	v_mov_b32_e32 v17, v2
	v_pk_fma_f32 v[16:17], v[16:17], s[4:5], v[14:15] op_sel_hi:[1,0,1]
	s_add_i32 s12, s12, 1
	v_mul_f32_e32 v8, 0x3e800000, v8
	v_pk_fma_f32 v[4:5], v[4:5], 0.5, v[18:19] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[6:7], v[6:7], 0.5, v[18:19] op_sel_hi:[1,0,0]
	v_fmamk_f32 v3, v3, 0x3e800000, v1
	s_cmp_eq_u32 s12, s7
	v_mov_b32_e32 v9, v16
	v_mov_b32_e32 v2, v17
	s_cbranch_scc1 .LBB25_10
.LBB25_7:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB25_9 Depth 2
	s_mul_i32 s13, s12, 0xaaaaaaab
	s_add_i32 s13, s13, 0x55555555
	s_cmp_lt_u32 s13, 0x55555555
	s_cselect_b64 s[14:15], -1, 0
	s_or_b64 s[14:15], s[14:15], s[0:1]
	s_and_b64 vcc, exec, s[14:15]
	s_cbranch_vccnz .LBB25_6
; %bb.8:                                ; %.lr.ph.preheader
                                        ;   in Loop: Header=BB25_7 Depth=1
	v_mov_b64_e32 v[16:17], v[12:13]
	v_mov_b64_e32 v[18:19], v[10:11]
	s_mov_b32 s13, s6
.LBB25_9:                               ; %.lr.ph
                                        ;   Parent Loop BB25_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshl_add_u64 v[28:29], v[16:17], 0, s[10:11]
	global_load_dword v26, v[16:17], off
	global_load_dwordx4 v[22:25], v[18:19], off offset:-8
	s_add_i32 s13, s13, -1
	global_load_dword v28, v[28:29], off
	v_lshl_add_u64 v[18:19], v[18:19], 0, s[8:9]
	v_lshl_add_u64 v[16:17], v[16:17], 0, 4
	s_cmp_lg_u32 s13, 0
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[6:7], v[26:27], v[22:23], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[26:27], v[24:25], v[4:5] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[8:9], v[28:29], v[22:23], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[28:29], v[24:25], v[2:3] op_sel_hi:[0,1,1]
	s_cbranch_scc1 .LBB25_9
	s_branch .LBB25_6
.LBB25_10:                              ; %Flow205
	v_mad_u64_u32 v[0:1], s[0:1], v20, s5, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[2:3]
	v_lshl_add_u64 v[10:11], v[0:1], 0, s[8:9]
	global_store_dword v[0:1], v6, off
	global_store_dword v[10:11], v8, off
	global_store_dword v[0:1], v7, off offset:4
	global_store_dword v[10:11], v16, off offset:4
	global_store_dword v[0:1], v4, off offset:8
	global_store_dword v[10:11], v17, off offset:8
	global_store_dword v[0:1], v5, off offset:12
	global_store_dword v[10:11], v3, off offset:12
.LBB25_11:                              ; %.loopexit
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9tile_skipPKfS0_Pfiiii
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
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 32
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
.Lfunc_end25:
	.size	_Z9tile_skipPKfS0_Pfiiii, .Lfunc_end25-_Z9tile_skipPKfS0_Pfiiii
                                        ; -- End function
	.set _Z9tile_skipPKfS0_Pfiiii.num_vgpr, 30
	.set _Z9tile_skipPKfS0_Pfiiii.num_agpr, 0
	.set _Z9tile_skipPKfS0_Pfiiii.numbered_sgpr, 16
	.set _Z9tile_skipPKfS0_Pfiiii.num_named_barrier, 0
	.set _Z9tile_skipPKfS0_Pfiiii.private_seg_size, 0
	.set _Z9tile_skipPKfS0_Pfiiii.uses_vcc, 1
	.set _Z9tile_skipPKfS0_Pfiiii.uses_flat_scratch, 0
	.set _Z9tile_skipPKfS0_Pfiiii.has_dyn_sized_stack, 0
	.set _Z9tile_skipPKfS0_Pfiiii.has_recursion, 0
	.set _Z9tile_skipPKfS0_Pfiiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 652
; TotalNumSgprs: 22
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
; NumSGPRsForWavesPerEU: 22
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
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
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
	.protected	horner_coef             ; @horner_coef
	.type	horner_coef,@object
	.section	.rodata,"a",@progbits
	.globl	horner_coef
	.p2align	4, 0x0
horner_coef:
	.long	0x3f800000                      ; float 1
	.long	0xbf000000                      ; float -0.5
	.long	0x3e800000                      ; float 0.25
	.long	0xbe000000                      ; float -0.125
	.long	0x3d800000                      ; float 0.0625
	.long	0x3f400000                      ; float 0.75
	.long	0xbfc00000                      ; float -1.5
	.long	0x3e99999a                      ; float 0.300000012
	.long	0x3dcccccd                      ; float 0.100000001
	.size	horner_coef, 36

	.type	__hip_cuid_f97a4ebe7f40ecfb,@object ; @__hip_cuid_f97a4ebe7f40ecfb
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_f97a4ebe7f40ecfb
__hip_cuid_f97a4ebe7f40ecfb:
	.byte	0                               ; 0x0
	.size	__hip_cuid_f97a4ebe7f40ecfb, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym horner_coef
	.addrsig_sym __hip_cuid_f97a4ebe7f40ecfb
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
      - .offset:         144
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           _Z10smooth_dynPKfPfi
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z10smooth_dynPKfPfi.kd
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
    .name:           _Z7gemm_rtIfEvPKT_S2_PS0_iii
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         _Z7gemm_rtIfEvPKT_S2_PS0_iii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     26
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
    .name:           _Z7gemm_rtIdEvPKT_S2_PS0_iii
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         _Z7gemm_rtIdEvPKT_S2_PS0_iii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     42
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
    .name:           _Z8hgemm_h2PKDF16_PKDv2_DF16_PS1_iii
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         _Z8hgemm_h2PKDF16_PKDv2_DF16_PS1_iii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
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
    .name:           _Z8sgemm_f4PKfPK15HIP_vector_typeIfLj4EEPS2_iii
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         _Z8sgemm_f4PKfPK15HIP_vector_typeIfLj4EEPS2_iii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     60
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
    .group_segment_fixed_size: 512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 128
    .name:           _Z10gemv_earlyPKfS0_Pfii
    .private_segment_fixed_size: 0
    .sgpr_count:     53
    .sgpr_spill_count: 0
    .symbol:         _Z10gemv_earlyPKfS0_Pfii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     42
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
    .max_flat_workgroup_size: 128
    .name:           _Z8wave_opsPKfS0_Pfi
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z8wave_opsPKfS0_Pfi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     9
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
    .name:           _Z10tri_nestedPKfPfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         _Z10tri_nestedPKfPfiii.kd
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
      - .offset:         24
        .size:           8
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
    .name:           _Z6two_ivPKfPfimi
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z6two_ivPKfPfimi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     7
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
      - .offset:         28
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
    .name:           _Z11dowhile_decPKfPfiiii
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         _Z11dowhile_decPKfPfiiii.kd
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
      - .offset:         8
        .size:           8
        .value_kind:     by_value
      - .actual_access:  write_only
        .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           8
        .value_kind:     by_value
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z9lap_pitchPKfmPfmii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z9lap_pitchPKfmPfmii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     14
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
      - .actual_access:  write_only
        .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         60
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         64
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         68
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         70
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         72
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         74
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         76
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         78
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         120
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 312
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z10divmod_macPKiPKxPiS3_Pxiii
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         _Z10divmod_macPKiPKxPiS3_Pxiii.kd
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
      - .actual_access:  write_only
        .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
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
    .group_segment_fixed_size: 64
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           _Z11bucket_scanPKjPjS1_i
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _Z11bucket_scanPKjPjS1_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
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
    .name:           _Z9rows_gridPKfS0_Pfii
    .private_segment_fixed_size: 0
    .sgpr_count:     27
    .sgpr_spill_count: 0
    .symbol:         _Z9rows_gridPKfS0_Pfii.kd
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
      - .offset:         20
        .size:           4
        .value_kind:     by_value
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
    .name:           _Z12shifted_rowsPKfPfiiiii
    .private_segment_fixed_size: 0
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         _Z12shifted_rowsPKfPfiiiii.kd
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
    .name:           _Z6col_upPKfPfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _Z6col_upPKfPfiii.kd
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
    .name:           _Z11uidx_colsumPKfPfjjj
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _Z11uidx_colsumPKfPfjjj.kd
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
    .name:           _Z10window_firPKfS0_Pfii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z10window_firPKfS0_Pfii.kd
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
    .name:           _Z8cond_accPKfS0_Pfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z8cond_accPKfS0_Pfiii.kd
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
    .name:           _Z12horner_constPKfPfi
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         _Z12horner_constPKfPfi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     5
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
    .group_segment_fixed_size: 6400
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           _Z10lds_rowdotPKfS0_Pfi
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         _Z10lds_rowdotPKfS0_Pfi.kd
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
    .group_segment_fixed_size: 8320
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           _Z11lds_colwalkPKfPf
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _Z11lds_colwalkPKfPf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     42
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z12tile_break_uPKfS0_PKiPfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         _Z12tile_break_uPKfS0_PKiPfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
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
    .name:           _Z12tile_break_dPKfS0_Pfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         _Z12tile_break_dPKfS0_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     26
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z10tile_outerPKfS0_Pfiiii
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         _Z10tile_outerPKfS0_Pfiiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     28
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z9tile_skipPKfS0_Pfiiii
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         _Z9tile_skipPKfS0_Pfiiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
