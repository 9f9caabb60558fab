	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.text
	.protected	_Z13mm_f16_tile32PKDF16_S0_Pfiii ; -- Begin function _Z13mm_f16_tile32PKDF16_S0_Pfiii
	.globl	_Z13mm_f16_tile32PKDF16_S0_Pfiii
	.p2align	8
	.type	_Z13mm_f16_tile32PKDF16_S0_Pfiii,@function
_Z13mm_f16_tile32PKDF16_S0_Pfiii:       ; @_Z13mm_f16_tile32PKDF16_S0_Pfiii
; %bb.0:
	s_load_b64 s[2:3], s[0:1], 0x1c
	v_lshrrev_b32_e32 v1, 1, v0
	s_lshl_b32 s4, s15, 5
	v_lshrrev_b32_e32 v2, 4, v0
	v_and_b32_e32 v0, 15, v0
	s_mov_b32 s12, 0
	v_and_or_b32 v1, v1, 16, s4
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[8:9], s[0:1], 0x10
	v_lshl_or_b32 v18, s14, 5, v0
	v_and_or_b32 v2, v2, 1, v1
	v_or_b32_e32 v1, v1, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_or_b32_e32 v3, 2, v2
	v_or_b32_e32 v4, 4, v2
	v_or_b32_e32 v5, 6, v2
	v_or_b32_e32 v6, 8, v2
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s3, 0
	v_or_b32_e32 v7, 10, v2
	v_or_b32_e32 v8, 12, v2
	v_or_b32_e32 v9, 14, v2
	s_cselect_b32 s0, -1, 0
	v_mul_lo_u32 v10, v2, s2
	v_cndmask_b32_e64 v2, 0, 1, s0
	v_mul_lo_u32 v11, v3, s2
	v_mul_lo_u32 v12, v4, s2
	v_mul_lo_u32 v13, v5, s2
	v_mul_lo_u32 v14, v6, s2
	v_mul_lo_u32 v15, v7, s2
	v_mul_lo_u32 v16, v8, s2
	v_mul_lo_u32 v17, v9, s2
	v_mul_lo_u32 v19, s3, v1
	v_cmp_ne_u32_e64 s0, 1, v2
	s_ashr_i32 s11, s2, 31
	s_mov_b32 s10, s2
	s_lshl_b32 s1, s2, 4
	s_lshl_b64 s[10:11], s[10:11], 1
	s_mov_b32 s2, -1
	s_branch .LBB0_3
.LBB0_1:                                ;   in Loop: Header=BB0_3 Depth=1
	v_mov_b32_e32 v7, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v6, v7
	v_mov_b32_e32 v5, v7
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v3, v7
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v1, v7
	v_mov_b32_e32 v0, v7
.LBB0_2:                                ; %Flow185
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_or_b32_e32 v28, s12, v18
	s_xor_b32 s2, s2, -1
	s_mov_b32 s12, 16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v8, v28, v10
	v_add_nc_u32_e32 v20, v28, v11
	v_add_nc_u32_e32 v22, v28, v12
	v_add_nc_u32_e32 v24, v28, v13
	v_add_nc_u32_e32 v26, v28, v14
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v8, vcc_lo, s8, v8
	v_add_co_ci_u32_e64 v9, null, s9, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v20, vcc_lo, s8, v20
	v_add_co_ci_u32_e64 v21, null, s9, v21, vcc_lo
	v_add_co_u32 v22, vcc_lo, s8, v22
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v23, null, s9, v23, vcc_lo
	global_store_b32 v[8:9], v0, off
	v_add_nc_u32_e32 v0, v28, v15
	s_clause 0x1
	global_store_b32 v[20:21], v1, off
	global_store_b32 v[22:23], v2, off
	v_add_nc_u32_e32 v22, v28, v16
	v_lshlrev_b64 v[8:9], 2, v[24:25]
	v_add_nc_u32_e32 v24, v28, v17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[20:21], 2, v[26:27]
	v_ashrrev_i32_e32 v23, 31, v22
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v8, vcc_lo, s8, v8
	s_delay_alu instid0(VALU_DEP_4)
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_co_ci_u32_e64 v9, null, s9, v9, vcc_lo
	v_add_co_u32 v20, vcc_lo, s8, v20
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_co_ci_u32_e64 v21, null, s9, v21, vcc_lo
	v_add_co_u32 v0, vcc_lo, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s9, v1, vcc_lo
	v_add_co_u32 v22, vcc_lo, s8, v22
	v_add_co_ci_u32_e64 v23, null, s9, v23, vcc_lo
	v_add_co_u32 v24, vcc_lo, s8, v24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v25, null, s9, v25, vcc_lo
	s_and_b32 vcc_lo, exec_lo, s2
	s_mov_b32 s2, 0
	s_clause 0x4
	global_store_b32 v[8:9], v3, off
	global_store_b32 v[20:21], v4, off
	global_store_b32 v[0:1], v5, off
	global_store_b32 v[22:23], v6, off
	global_store_b32 v[24:25], v7, off
	s_cbranch_vccnz .LBB0_6
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_5 Depth 2
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_1
; %bb.4:                                ; %.preheader.preheader
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_mov_b32_e32 v0, 0
	v_add_nc_u32_e32 v8, s12, v18
	s_mov_b32 s13, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
.LBB0_5:                                ; %.preheader
                                        ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v9, 31, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[20:21], 1, v[8:9]
	v_add_nc_u32_e32 v8, s1, v8
	v_add_co_u32 v20, vcc_lo, s6, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v21, null, s7, v21, vcc_lo
	v_add_co_u32 v36, vcc_lo, v20, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v37, null, s11, v21, vcc_lo
	global_load_d16_b16 v20, v[20:21], off
	v_add_co_u32 v22, vcc_lo, v36, s10
	v_add_co_ci_u32_e64 v23, null, s11, v37, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v38, vcc_lo, v22, s10
	v_add_co_ci_u32_e64 v39, null, s11, v23, vcc_lo
	global_load_d16_b16 v21, v[22:23], off
	v_add_co_u32 v24, vcc_lo, v38, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v25, null, s11, v39, vcc_lo
	v_add_co_u32 v40, vcc_lo, v24, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v41, null, s11, v25, vcc_lo
	global_load_d16_b16 v22, v[24:25], off
	v_add_co_u32 v26, vcc_lo, v40, s10
	v_add_co_ci_u32_e64 v27, null, s11, v41, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v42, vcc_lo, v26, s10
	v_add_co_ci_u32_e64 v43, null, s11, v27, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v28, vcc_lo, v42, s10
	v_add_co_ci_u32_e64 v29, null, s11, v43, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v44, vcc_lo, v28, s10
	v_add_co_ci_u32_e64 v45, null, s11, v29, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v30, vcc_lo, v44, s10
	v_add_co_ci_u32_e64 v31, null, s11, v45, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v46, vcc_lo, v30, s10
	v_add_co_ci_u32_e64 v47, null, s11, v31, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v32, vcc_lo, v46, s10
	v_add_co_ci_u32_e64 v33, null, s11, v47, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v48, vcc_lo, v32, s10
	v_add_co_ci_u32_e64 v49, null, s11, v33, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v50, vcc_lo, v48, s10
	v_add_co_ci_u32_e64 v51, null, s11, v49, vcc_lo
	s_clause 0x1
	global_load_d16_b16 v23, v[26:27], off
	global_load_d16_b16 v24, v[28:29], off
	global_load_d16_b16 v25, v[30:31], off
	global_load_d16_b16 v26, v[32:33], off
	global_load_d16_b16 v27, v[50:51], off
	v_add_nc_u32_e32 v28, s13, v19
	s_add_i32 s13, s13, 16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_cmp_ge_i32 s13, s3
	v_ashrrev_i32_e32 v29, 31, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[28:29], 1, v[28:29]
	v_add_co_u32 v32, vcc_lo, s4, v28
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, null, s5, v29, vcc_lo
	v_add_co_u32 v50, vcc_lo, v50, s10
	s_clause 0x1
	global_load_b128 v[28:31], v[32:33], off
	global_load_b128 v[32:35], v[32:33], off offset:16
	v_add_co_ci_u32_e64 v51, null, s11, v51, vcc_lo
	s_clause 0x4
	global_load_d16_hi_b16 v20, v[36:37], off
	global_load_d16_hi_b16 v21, v[38:39], off
	global_load_d16_hi_b16 v22, v[40:41], off
	global_load_d16_hi_b16 v23, v[42:43], off
	global_load_d16_hi_b16 v24, v[44:45], off
	global_load_d16_hi_b16 v25, v[46:47], off
	global_load_d16_hi_b16 v26, v[48:49], off
	global_load_d16_hi_b16 v27, v[50:51], off
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[0:7], v[28:35], v[20:27], v[0:7]
	s_cbranch_scc0 .LBB0_5
	s_branch .LBB0_2
.LBB0_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13mm_f16_tile32PKDF16_S0_Pfiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 52
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 10
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
	.set _Z13mm_f16_tile32PKDF16_S0_Pfiii.num_vgpr, 52
	.set _Z13mm_f16_tile32PKDF16_S0_Pfiii.num_agpr, 0
	.set _Z13mm_f16_tile32PKDF16_S0_Pfiii.numbered_sgpr, 16
	.set _Z13mm_f16_tile32PKDF16_S0_Pfiii.num_named_barrier, 0
	.set _Z13mm_f16_tile32PKDF16_S0_Pfiii.private_seg_size, 0
	.set _Z13mm_f16_tile32PKDF16_S0_Pfiii.uses_vcc, 1
	.set _Z13mm_f16_tile32PKDF16_S0_Pfiii.uses_flat_scratch, 0
	.set _Z13mm_f16_tile32PKDF16_S0_Pfiii.has_dyn_sized_stack, 0
	.set _Z13mm_f16_tile32PKDF16_S0_Pfiii.has_recursion, 0
	.set _Z13mm_f16_tile32PKDF16_S0_Pfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1264
; TotalNumSgprs: 18
; NumVgprs: 52
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 52
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z12mm_i8_tile16PKaS0_Piiii ; -- Begin function _Z12mm_i8_tile16PKaS0_Piiii
	.globl	_Z12mm_i8_tile16PKaS0_Piiii
	.p2align	8
	.type	_Z12mm_i8_tile16PKaS0_Piiii,@function
_Z12mm_i8_tile16PKaS0_Piiii:            ; @_Z12mm_i8_tile16PKaS0_Piiii
; %bb.0:
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_u32_e32 32, v0
	s_cbranch_execz .LBB1_9
; %bb.1:                                ; %.preheader50
	s_clause 0x2
	s_load_b64 s[8:9], s[0:1], 0x1c
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[2:3], s[0:1], 0x10
	v_and_b32_e32 v11, 15, v0
	s_lshl_b32 s0, s14, 4
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v10, s0, v11
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s9, 0
	s_cbranch_scc1 .LBB1_3
; %bb.2:                                ; %.preheader50..preheader_crit_edge
	v_or_b32_e32 v9, s0, v11
	s_branch .LBB1_4
.LBB1_3:
	s_mov_b32 s1, -1
                                        ; implicit-def: $vgpr9
.LBB1_4:                                ; %Flow99
	v_mov_b32_e32 v8, 0
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_lshl_b32 s1, s15, 4
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v5, v8
	v_mov_b32_e32 v4, v8
	v_mov_b32_e32 v3, v8
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v1, v8
	s_cbranch_vccnz .LBB1_8
; %bb.5:                                ; %.preheader49.lr.ph
	v_dual_mov_b32 v2, 0 :: v_dual_add_nc_u32 v3, s1, v11
	v_dual_mov_b32 v4, 0 :: v_dual_add_nc_u32 v9, s0, v11
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v6, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_lo_u32 v11, s9, v3
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v8, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v7, 0
	s_ashr_i32 s10, s8, 31
	s_mov_b32 s11, s8
	s_lshl_b32 s12, s8, 4
	s_mov_b32 s13, 0
.LBB1_6:                                ; %.preheader49
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v13, 31, v9
	v_add_co_u32 v12, vcc_lo, s6, v9
	v_add_nc_u32_e32 v14, s13, v11
	v_add_nc_u32_e32 v9, s12, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v13, null, s7, v13, vcc_lo
	v_add_co_u32 v15, s0, v12, s11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ashrrev_i32_e32 v22, 31, v14
	v_add_co_ci_u32_e64 v16, null, s10, v13, s0
	global_load_u8 v23, v[12:13], off
	v_add_co_u32 v14, vcc_lo, s4, v14
	global_load_u8 v24, v[15:16], off
	v_add_co_u32 v12, s0, v15, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, s10, v16, s0
	s_add_i32 s13, s13, 16
	v_add_co_u32 v15, s0, v12, s11
	v_add_co_ci_u32_e64 v16, null, s10, v13, s0
	global_load_u8 v25, v[12:13], off
	s_cmp_lt_i32 s13, s9
	global_load_u8 v26, v[15:16], off
	v_add_co_u32 v12, s0, v15, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v13, null, s10, v16, s0
	v_add_co_u32 v15, s0, v12, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v16, null, s10, v13, s0
	s_clause 0x1
	global_load_u8 v27, v[12:13], off
	global_load_u8 v28, v[15:16], off
	v_add_co_u32 v12, s0, v15, s11
	v_add_co_ci_u32_e64 v13, null, s10, v16, s0
	v_add_co_ci_u32_e64 v15, null, s5, v22, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v16, s0, v12, s11
	v_add_co_ci_u32_e64 v17, null, s10, v13, s0
	global_load_u8 v29, v[12:13], off
	v_add_co_u32 v12, s0, v16, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v13, null, s10, v17, s0
	v_add_co_u32 v18, s0, v12, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, s10, v13, s0
	s_clause 0x1
	global_load_u8 v30, v[12:13], off
	global_load_u8 v31, v[18:19], off
	v_add_co_u32 v12, s0, v18, s11
	v_add_co_ci_u32_e64 v13, null, s10, v19, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v18, s0, v12, s11
	v_add_co_ci_u32_e64 v19, null, s10, v13, s0
	global_load_u8 v32, v[12:13], off
	v_add_co_u32 v12, s0, v18, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v13, null, s10, v19, s0
	v_add_co_u32 v20, s0, v12, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v21, null, s10, v13, s0
	global_load_u8 v33, v[12:13], off
	v_add_co_u32 v12, s0, v20, s11
	v_add_co_ci_u32_e64 v13, null, s10, v21, s0
	global_load_u8 v34, v[20:21], off
	v_add_co_u32 v20, s0, v12, s11
	global_load_u8 v35, v[12:13], off
	v_add_co_ci_u32_e64 v21, null, s10, v13, s0
	global_load_u8 v17, v[16:17], off
	global_load_u8 v18, v[18:19], off
	global_load_u8 v19, v[20:21], off
	global_load_b128 v[12:15], v[14:15], off
	s_waitcnt vmcnt(15)
	v_lshl_or_b32 v16, v24, 8, v23
	s_waitcnt vmcnt(14)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v16, v25, 16, v16
	s_waitcnt vmcnt(13)
	v_lshl_or_b32 v16, v26, 24, v16
	s_waitcnt vmcnt(11)
	v_lshl_or_b32 v20, v28, 8, v27
	s_waitcnt vmcnt(10)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v20, v29, 16, v20
	s_waitcnt vmcnt(8)
	v_lshl_or_b32 v21, v31, 8, v30
	s_waitcnt vmcnt(7)
	v_lshl_or_b32 v21, v32, 16, v21
	s_waitcnt vmcnt(5)
	v_lshl_or_b32 v22, v34, 8, v33
	s_waitcnt vmcnt(3)
	v_lshl_or_b32 v17, v17, 24, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_lshl_or_b32 v22, v35, 16, v22
	s_waitcnt vmcnt(2)
	v_lshl_or_b32 v18, v18, 24, v21
	s_waitcnt vmcnt(1)
	v_lshl_or_b32 v19, v19, 24, v22
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_i32_16x16x16_iu8 v[1:8], v[12:15], v[16:19], v[1:8] neg_lo:[1,1,0]
	s_cbranch_scc1 .LBB1_6
; %bb.7:                                ; %Flow
	v_mov_b32_e32 v9, v10
.LBB1_8:                                ; %.preheader
	v_lshrrev_b32_e32 v0, 4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v22, s1, v0
	v_mad_u64_u32 v[10:11], null, v22, s8, v[9:10]
	v_or_b32_e32 v0, 2, v22
	v_or_b32_e32 v16, 4, v22
	v_or_b32_e32 v20, 8, v22
	v_or_b32_e32 v23, 10, v22
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[12:13], null, v0, s8, v[9:10]
	v_mad_u64_u32 v[14:15], null, v16, s8, v[9:10]
	v_or_b32_e32 v0, 6, v22
	v_ashrrev_i32_e32 v11, 31, v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ashrrev_i32_e32 v13, 31, v12
	v_mad_u64_u32 v[16:17], null, v0, s8, v[9:10]
	v_ashrrev_i32_e32 v15, 31, v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_ashrrev_i32_e32 v17, 31, v16
	v_mad_u64_u32 v[18:19], null, v20, s8, v[9:10]
	v_add_co_u32 v10, vcc_lo, s2, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, s3, v11, vcc_lo
	v_add_co_u32 v12, vcc_lo, s2, v12
	v_add_co_ci_u32_e64 v13, null, s3, v13, vcc_lo
	v_add_co_u32 v14, vcc_lo, s2, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, s3, v15, vcc_lo
	v_mad_u64_u32 v[20:21], null, v23, s8, v[9:10]
	s_clause 0x2
	global_store_b32 v[10:11], v1, off
	global_store_b32 v[12:13], v2, off
	global_store_b32 v[14:15], v3, off
	v_or_b32_e32 v10, 12, v22
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64 v[0:1], 2, v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[2:3], null, v10, s8, v[9:10]
	v_lshlrev_b64 v[10:11], 2, v[18:19]
	v_or_b32_e32 v3, 14, v22
	v_ashrrev_i32_e32 v21, 31, v20
	v_add_co_u32 v0, vcc_lo, s2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v1, null, s3, v1, vcc_lo
	v_mad_u64_u32 v[12:13], null, v3, s8, v[9:10]
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[14:15], 2, v[20:21]
	v_add_co_u32 v9, vcc_lo, s2, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, s3, v11, vcc_lo
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32 v14, vcc_lo, s2, v14
	v_add_co_ci_u32_e64 v15, null, s3, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[11:12], 2, v[12:13]
	v_add_co_u32 v2, vcc_lo, s2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v3, null, s3, v3, vcc_lo
	v_add_co_u32 v11, vcc_lo, s2, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v12, null, s3, v12, vcc_lo
	s_clause 0x4
	global_store_b32 v[0:1], v4, off
	global_store_b32 v[9:10], v5, off
	global_store_b32 v[14:15], v6, off
	global_store_b32 v[2:3], v7, off
	global_store_b32 v[11:12], v8, off
.LBB1_9:                                ; %.loopexit
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12mm_i8_tile16PKaS0_Piiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 11
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
	.set _Z12mm_i8_tile16PKaS0_Piiii.num_vgpr, 36
	.set _Z12mm_i8_tile16PKaS0_Piiii.num_agpr, 0
	.set _Z12mm_i8_tile16PKaS0_Piiii.numbered_sgpr, 16
	.set _Z12mm_i8_tile16PKaS0_Piiii.num_named_barrier, 0
	.set _Z12mm_i8_tile16PKaS0_Piiii.private_seg_size, 0
	.set _Z12mm_i8_tile16PKaS0_Piiii.uses_vcc, 1
	.set _Z12mm_i8_tile16PKaS0_Piiii.uses_flat_scratch, 0
	.set _Z12mm_i8_tile16PKaS0_Piiii.has_dyn_sized_stack, 0
	.set _Z12mm_i8_tile16PKaS0_Piiii.has_recursion, 0
	.set _Z12mm_i8_tile16PKaS0_Piiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1312
; TotalNumSgprs: 18
; NumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 36
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
  - .args:
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z13mm_f16_tile32PKDF16_S0_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     52
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z12mm_i8_tile16PKaS0_Piiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
