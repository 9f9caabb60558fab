	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.section	.text._Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii,"axG",@progbits,_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii,comdat
	.protected	_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii ; -- Begin function _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii
	.globl	_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii
	.p2align	8
	.type	_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii,@function
_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii: ; @_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii
; %bb.0:
	s_clause 0x1
	s_load_b64 s[4:5], s[0:1], 0x1c
	s_load_b64 s[6:7], s[0:1], 0x10
	v_lshrrev_b32_e32 v1, 8, v0
	v_and_b32_e32 v0, 0x3ff, v0
	s_lshl_b32 s2, s14, 6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v1, 0xffc, v1
	v_lshl_add_u32 v16, v0, 2, s2
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v21, s15, 6, v1
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s5, 1
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.preheader57.preheader
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mul_lo_u32 v0, v21, s5
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v17, v16
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	v_ashrrev_i32_e32 v1, 31, v0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v14, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v3, 0
	s_ashr_i32 s11, s5, 31
	s_mov_b32 s10, s5
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v19, vcc_lo, s0, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, null, s1, v1, vcc_lo
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v1, 0
	s_lshl_b64 s[8:9], s[10:11], 2
	s_lshl_b64 s[0:1], s[10:11], 3
	s_mul_hi_i32 s10, s5, 12
	s_mul_i32 s11, s5, 12
.LBB0_2:                                ; %.preheader57
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v18, 31, v17
	v_add_co_u32 v22, vcc_lo, v19, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v23, null, s9, v20, vcc_lo
	v_add_co_u32 v24, vcc_lo, v19, s0
	v_lshlrev_b64 v[28:29], 2, v[17:18]
	v_add_co_ci_u32_e64 v25, null, s1, v20, vcc_lo
	v_add_co_u32 v26, vcc_lo, v19, s11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v27, null, s10, v20, vcc_lo
	s_clause 0x2
	global_load_b32 v18, v[22:23], off
	global_load_b32 v31, v[24:25], off
	global_load_b32 v26, v[26:27], off
	v_add_co_u32 v22, vcc_lo, s2, v28
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v23, null, s3, v29, vcc_lo
	global_load_b32 v30, v[19:20], off
	v_add_co_u32 v19, vcc_lo, v19, 4
	global_load_b128 v[22:25], v[22:23], off
	v_add_co_ci_u32_e64 v20, null, 0, v20, vcc_lo
	v_add_nc_u32_e32 v17, s4, v17
	s_add_i32 s5, s5, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s5, 0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, v30, v22
	v_dual_fmac_f32 v5, v30, v23 :: v_dual_fmac_f32 v12, v31, v22
	v_dual_fmac_f32 v6, v30, v24 :: v_dual_fmac_f32 v13, v31, v23
	v_dual_fmac_f32 v7, v30, v25 :: v_dual_fmac_f32 v14, v31, v24
	v_dual_fmac_f32 v8, v18, v22 :: v_dual_fmac_f32 v15, v31, v25
	v_fmac_f32_e32 v9, v18, v23
	v_fmac_f32_e32 v10, v18, v24
	v_fmac_f32_e32 v11, v18, v25
	v_fmac_f32_e32 v0, v26, v22
	v_fmac_f32_e32 v1, v26, v23
	v_fmac_f32_e32 v2, v26, v24
	v_fmac_f32_e32 v3, v26, v25
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v2, 0
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v4, 0
.LBB0_4:                                ; %.preheader53
	v_mad_u64_u32 v[17:18], null, v21, s4, v[16:17]
	s_ashr_i32 s5, s4, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_lshl_b64 s[0:1], s[4:5], 2
	v_ashrrev_i32_e32 v18, 31, v17
	v_lshlrev_b64 v[16:17], 2, v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v16, vcc_lo, s6, v16
	v_add_co_ci_u32_e64 v17, null, s7, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v18, vcc_lo, v16, s0
	v_add_co_ci_u32_e64 v19, null, s1, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v20, vcc_lo, v18, s0
	v_add_co_ci_u32_e64 v21, null, s1, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v22, vcc_lo, v20, s0
	v_add_co_ci_u32_e64 v23, null, s1, v21, vcc_lo
	s_clause 0x3
	global_store_b128 v[16:17], v[4:7], off
	global_store_b128 v[18:19], v[8:11], off
	global_store_b128 v[20:21], v[12:15], off
	global_store_b128 v[22:23], v[0:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 32
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
		.amdhsa_inst_pref_size 6
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.section	.text._Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii,"axG",@progbits,_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii,comdat
.Lfunc_end0:
	.size	_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii, .Lfunc_end0-_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii
                                        ; -- End function
	.set _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii.num_vgpr, 32
	.set _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii.num_agpr, 0
	.set _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii.numbered_sgpr, 16
	.set _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii.num_named_barrier, 0
	.set _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii.private_seg_size, 0
	.set _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii.uses_vcc, 1
	.set _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii.uses_flat_scratch, 0
	.set _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii.has_dyn_sized_stack, 0
	.set _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii.has_recursion, 0
	.set _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 684
; TotalNumSgprs: 18
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 32
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.section	.text._Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii,"axG",@progbits,_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii,comdat
	.protected	_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii ; -- Begin function _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii
	.globl	_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii
	.p2align	8
	.type	_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii,@function
_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii: ; @_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii
; %bb.0:
	s_clause 0x1
	s_load_b64 s[4:5], s[0:1], 0x1c
	s_load_b64 s[6:7], s[0:1], 0x10
	v_lshrrev_b32_e32 v1, 7, v0
	v_and_b32_e32 v0, 0x3ff, v0
	s_lshl_b32 s2, s14, 7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v1, 0x1ff8, v1
	v_lshl_add_u32 v64, v0, 3, s2
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v69, s15, 7, v1
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s5, 1
	s_cbranch_scc1 .LBB1_3
; %bb.1:                                ; %.preheader57.preheader
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mul_lo_u32 v65, v69, s5
	v_dual_mov_b32 v56, 0 :: v_dual_mov_b32 v67, v64
	v_dual_mov_b32 v57, 0 :: v_dual_mov_b32 v58, 0
	v_dual_mov_b32 v59, 0 :: v_dual_mov_b32 v60, 0
	v_dual_mov_b32 v61, 0 :: v_dual_mov_b32 v62, 0
	v_dual_mov_b32 v63, 0 :: v_dual_mov_b32 v52, 0
	v_dual_mov_b32 v53, 0 :: v_dual_mov_b32 v54, 0
	v_dual_mov_b32 v55, 0 :: v_dual_mov_b32 v48, 0
	v_dual_mov_b32 v49, 0 :: v_dual_mov_b32 v50, 0
	v_dual_mov_b32 v51, 0 :: v_dual_mov_b32 v44, 0
	v_dual_mov_b32 v45, 0 :: v_dual_mov_b32 v46, 0
	v_dual_mov_b32 v47, 0 :: v_dual_mov_b32 v40, 0
	v_dual_mov_b32 v41, 0 :: v_dual_mov_b32 v42, 0
	v_dual_mov_b32 v43, 0 :: v_dual_mov_b32 v36, 0
	v_dual_mov_b32 v37, 0 :: v_dual_mov_b32 v38, 0
	v_dual_mov_b32 v39, 0 :: v_dual_mov_b32 v32, 0
	v_dual_mov_b32 v33, 0 :: v_dual_mov_b32 v34, 0
	v_dual_mov_b32 v35, 0 :: v_dual_mov_b32 v28, 0
	v_dual_mov_b32 v29, 0 :: v_dual_mov_b32 v30, 0
	v_dual_mov_b32 v31, 0 :: v_dual_mov_b32 v24, 0
	v_dual_mov_b32 v25, 0 :: v_dual_mov_b32 v26, 0
	v_dual_mov_b32 v27, 0 :: v_dual_mov_b32 v20, 0
	v_dual_mov_b32 v21, 0 :: v_dual_mov_b32 v22, 0
	v_dual_mov_b32 v23, 0 :: v_dual_mov_b32 v16, 0
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v18, 0
	v_dual_mov_b32 v19, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v0, 0
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 0
	v_mov_b32_e32 v3, 0
	s_ashr_i32 s9, s5, 31
	s_mov_b32 s8, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[8:9], 2
.LBB1_2:                                ; %.preheader57
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v66, 31, v65
	v_ashrrev_i32_e32 v68, 31, v67
	s_add_i32 s5, s5, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_cmp_lg_u32 s5, 0
	v_lshlrev_b64 v[70:71], 2, v[65:66]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[72:73], 2, v[67:68]
	v_add_nc_u32_e32 v65, 1, v65
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v70, vcc_lo, s0, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v71, null, s1, v71, vcc_lo
	v_add_co_u32 v74, vcc_lo, s2, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v75, null, s3, v73, vcc_lo
	v_add_co_u32 v78, vcc_lo, v70, s8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v79, null, s9, v71, vcc_lo
	global_load_b32 v66, v[70:71], off
	s_clause 0x1
	global_load_b128 v[70:73], v[74:75], off
	global_load_b128 v[74:77], v[74:75], off offset:16
	global_load_b32 v68, v[78:79], off
	v_add_co_u32 v78, vcc_lo, v78, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v79, null, s9, v79, vcc_lo
	v_add_nc_u32_e32 v67, s4, v67
	global_load_b32 v82, v[78:79], off
	v_add_co_u32 v78, vcc_lo, v78, s8
	v_add_co_ci_u32_e64 v79, null, s9, v79, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v80, vcc_lo, v78, s8
	v_add_co_ci_u32_e64 v81, null, s9, v79, vcc_lo
	s_clause 0x1
	global_load_b32 v83, v[78:79], off
	global_load_b32 v84, v[80:81], off
	v_add_co_u32 v78, vcc_lo, v80, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v79, null, s9, v81, vcc_lo
	global_load_b32 v80, v[78:79], off
	v_add_co_u32 v78, vcc_lo, v78, s8
	v_add_co_ci_u32_e64 v79, null, s9, v79, vcc_lo
	global_load_b32 v81, v[78:79], off
	v_add_co_u32 v78, vcc_lo, v78, s8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v79, null, s9, v79, vcc_lo
	global_load_b32 v78, v[78:79], off
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v56, v66, v70
	s_waitcnt vmcnt(6)
	v_dual_fmac_f32 v57, v66, v71 :: v_dual_fmac_f32 v52, v68, v70
	v_dual_fmac_f32 v58, v66, v72 :: v_dual_fmac_f32 v53, v68, v71
	v_dual_fmac_f32 v59, v66, v73 :: v_dual_fmac_f32 v54, v68, v72
	v_dual_fmac_f32 v60, v66, v74 :: v_dual_fmac_f32 v55, v68, v73
	v_dual_fmac_f32 v61, v66, v75 :: v_dual_fmac_f32 v48, v68, v74
	v_dual_fmac_f32 v62, v66, v76 :: v_dual_fmac_f32 v49, v68, v75
	v_dual_fmac_f32 v63, v66, v77 :: v_dual_fmac_f32 v50, v68, v76
	s_waitcnt vmcnt(5)
	v_dual_fmac_f32 v51, v68, v77 :: v_dual_fmac_f32 v44, v82, v70
	v_fmac_f32_e32 v45, v82, v71
	v_fmac_f32_e32 v46, v82, v72
	s_waitcnt vmcnt(4)
	v_dual_fmac_f32 v47, v82, v73 :: v_dual_fmac_f32 v38, v83, v72
	v_dual_fmac_f32 v40, v82, v74 :: v_dual_fmac_f32 v39, v83, v73
	v_dual_fmac_f32 v41, v82, v75 :: v_dual_fmac_f32 v32, v83, v74
	v_dual_fmac_f32 v42, v82, v76 :: v_dual_fmac_f32 v33, v83, v75
	v_dual_fmac_f32 v43, v82, v77 :: v_dual_fmac_f32 v34, v83, v76
	v_fmac_f32_e32 v36, v83, v70
	v_fmac_f32_e32 v37, v83, v71
	s_waitcnt vmcnt(3)
	v_dual_fmac_f32 v35, v83, v77 :: v_dual_fmac_f32 v28, v84, v70
	v_fmac_f32_e32 v29, v84, v71
	v_fmac_f32_e32 v30, v84, v72
	v_fmac_f32_e32 v31, v84, v73
	s_waitcnt vmcnt(1)
	v_dual_fmac_f32 v24, v84, v74 :: v_dual_fmac_f32 v15, v81, v73
	v_dual_fmac_f32 v25, v84, v75 :: v_dual_fmac_f32 v8, v81, v74
	v_dual_fmac_f32 v26, v84, v76 :: v_dual_fmac_f32 v9, v81, v75
	v_dual_fmac_f32 v27, v84, v77 :: v_dual_fmac_f32 v10, v81, v76
	v_dual_fmac_f32 v20, v80, v70 :: v_dual_fmac_f32 v11, v81, v77
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v21, v80, v71 :: v_dual_fmac_f32 v4, v78, v70
	v_dual_fmac_f32 v22, v80, v72 :: v_dual_fmac_f32 v5, v78, v71
	v_dual_fmac_f32 v23, v80, v73 :: v_dual_fmac_f32 v6, v78, v72
	v_dual_fmac_f32 v16, v80, v74 :: v_dual_fmac_f32 v7, v78, v73
	v_dual_fmac_f32 v17, v80, v75 :: v_dual_fmac_f32 v0, v78, v74
	v_dual_fmac_f32 v18, v80, v76 :: v_dual_fmac_f32 v1, v78, v75
	v_dual_fmac_f32 v19, v80, v77 :: v_dual_fmac_f32 v2, v78, v76
	v_fmac_f32_e32 v12, v81, v70
	v_fmac_f32_e32 v13, v81, v71
	v_dual_fmac_f32 v14, v81, v72 :: v_dual_fmac_f32 v3, v78, v77
	s_cbranch_scc1 .LBB1_2
	s_branch .LBB1_4
.LBB1_3:
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v2, 0
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v19, 0 :: v_dual_mov_b32 v18, 0
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v16, 0
	v_dual_mov_b32 v23, 0 :: v_dual_mov_b32 v22, 0
	v_dual_mov_b32 v21, 0 :: v_dual_mov_b32 v20, 0
	v_dual_mov_b32 v27, 0 :: v_dual_mov_b32 v26, 0
	v_dual_mov_b32 v25, 0 :: v_dual_mov_b32 v24, 0
	v_dual_mov_b32 v31, 0 :: v_dual_mov_b32 v30, 0
	v_dual_mov_b32 v29, 0 :: v_dual_mov_b32 v28, 0
	v_dual_mov_b32 v35, 0 :: v_dual_mov_b32 v34, 0
	v_dual_mov_b32 v33, 0 :: v_dual_mov_b32 v32, 0
	v_dual_mov_b32 v39, 0 :: v_dual_mov_b32 v38, 0
	v_dual_mov_b32 v37, 0 :: v_dual_mov_b32 v36, 0
	v_dual_mov_b32 v43, 0 :: v_dual_mov_b32 v42, 0
	v_dual_mov_b32 v41, 0 :: v_dual_mov_b32 v40, 0
	v_dual_mov_b32 v47, 0 :: v_dual_mov_b32 v46, 0
	v_dual_mov_b32 v45, 0 :: v_dual_mov_b32 v44, 0
	v_dual_mov_b32 v51, 0 :: v_dual_mov_b32 v50, 0
	v_dual_mov_b32 v49, 0 :: v_dual_mov_b32 v48, 0
	v_dual_mov_b32 v55, 0 :: v_dual_mov_b32 v54, 0
	v_dual_mov_b32 v53, 0 :: v_dual_mov_b32 v52, 0
	v_dual_mov_b32 v63, 0 :: v_dual_mov_b32 v62, 0
	v_dual_mov_b32 v61, 0 :: v_dual_mov_b32 v60, 0
	v_dual_mov_b32 v59, 0 :: v_dual_mov_b32 v58, 0
	v_dual_mov_b32 v57, 0 :: v_dual_mov_b32 v56, 0
.LBB1_4:                                ; %.preheader53
	v_mad_u64_u32 v[65:66], null, v69, s4, v[64:65]
	s_ashr_i32 s5, s4, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_lshl_b64 s[0:1], s[4:5], 2
	v_ashrrev_i32_e32 v66, 31, v65
	v_lshlrev_b64 v[64:65], 2, v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v64, vcc_lo, s6, v64
	v_add_co_ci_u32_e64 v65, null, s7, v65, vcc_lo
	s_clause 0x1
	global_store_b128 v[64:65], v[56:59], off
	global_store_b128 v[64:65], v[60:63], off offset:16
	v_add_co_u32 v66, vcc_lo, v64, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v67, null, s1, v65, vcc_lo
	s_clause 0x1
	global_store_b128 v[66:67], v[52:55], off
	global_store_b128 v[66:67], v[48:51], off offset:16
	v_add_co_u32 v68, vcc_lo, v66, s0
	v_add_co_ci_u32_e64 v69, null, s1, v67, vcc_lo
	s_clause 0x1
	global_store_b128 v[68:69], v[44:47], off
	global_store_b128 v[68:69], v[40:43], off offset:16
	v_add_co_u32 v56, vcc_lo, v68, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v57, null, s1, v69, vcc_lo
	s_clause 0x1
	global_store_b128 v[56:57], v[36:39], off
	global_store_b128 v[56:57], v[32:35], off offset:16
	v_add_co_u32 v48, vcc_lo, v56, s0
	v_add_co_ci_u32_e64 v49, null, s1, v57, vcc_lo
	s_clause 0x1
	global_store_b128 v[48:49], v[28:31], off
	global_store_b128 v[48:49], v[24:27], off offset:16
	v_add_co_u32 v40, vcc_lo, v48, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v41, null, s1, v49, vcc_lo
	v_add_co_u32 v32, vcc_lo, v40, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v33, null, s1, v41, vcc_lo
	v_add_co_u32 v24, vcc_lo, v32, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v25, null, s1, v33, vcc_lo
	s_clause 0x5
	global_store_b128 v[40:41], v[20:23], off
	global_store_b128 v[40:41], v[16:19], off offset:16
	global_store_b128 v[32:33], v[12:15], off
	global_store_b128 v[32:33], v[8:11], off offset:16
	global_store_b128 v[24:25], v[4:7], off
	global_store_b128 v[24:25], v[0:3], off offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 85
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
		.amdhsa_inst_pref_size 13
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.section	.text._Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii,"axG",@progbits,_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii,comdat
.Lfunc_end1:
	.size	_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii, .Lfunc_end1-_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii
                                        ; -- End function
	.set _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii.num_vgpr, 85
	.set _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii.num_agpr, 0
	.set _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii.numbered_sgpr, 16
	.set _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii.num_named_barrier, 0
	.set _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii.private_seg_size, 0
	.set _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii.uses_vcc, 1
	.set _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii.uses_flat_scratch, 0
	.set _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii.has_dyn_sized_stack, 0
	.set _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii.has_recursion, 0
	.set _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1572
; TotalNumSgprs: 18
; NumVgprs: 85
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 85
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.section	.text._Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii,"axG",@progbits,_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii,comdat
	.protected	_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii ; -- Begin function _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii
	.globl	_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii
	.p2align	8
	.type	_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii,@function
_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii: ; @_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii
; %bb.0:
	s_clause 0x1
	s_load_b64 s[4:5], s[0:1], 0x1c
	s_load_b64 s[6:7], s[0:1], 0x10
	v_lshrrev_b32_e32 v1, 8, v0
	v_and_b32_e32 v0, 0x3ff, v0
	s_lshl_b32 s2, s14, 7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v1, 0xffc, v1
	v_lshl_add_u32 v32, v0, 3, s2
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v37, s15, 6, v1
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s5, 1
	s_cbranch_scc1 .LBB2_3
; %bb.1:                                ; %.preheader57.preheader
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mul_lo_u32 v33, v37, s5
	v_dual_mov_b32 v24, 0 :: v_dual_mov_b32 v35, v32
	v_dual_mov_b32 v25, 0 :: v_dual_mov_b32 v26, 0
	v_dual_mov_b32 v27, 0 :: v_dual_mov_b32 v28, 0
	v_dual_mov_b32 v29, 0 :: v_dual_mov_b32 v30, 0
	v_dual_mov_b32 v31, 0 :: v_dual_mov_b32 v20, 0
	v_dual_mov_b32 v21, 0 :: v_dual_mov_b32 v22, 0
	v_dual_mov_b32 v23, 0 :: v_dual_mov_b32 v16, 0
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v18, 0
	v_dual_mov_b32 v19, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v0, 0
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 0
	v_mov_b32_e32 v3, 0
	s_ashr_i32 s9, s5, 31
	s_mov_b32 s8, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[8:9], 2
.LBB2_2:                                ; %.preheader57
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v34, 31, v33
	v_ashrrev_i32_e32 v36, 31, v35
	s_add_i32 s5, s5, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_cmp_lg_u32 s5, 0
	v_lshlrev_b64 v[38:39], 2, v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[40:41], 2, v[35:36]
	v_add_nc_u32_e32 v33, 1, v33
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v42, vcc_lo, s0, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v43, null, s1, v39, vcc_lo
	v_add_co_u32 v44, vcc_lo, s2, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v45, null, s3, v41, vcc_lo
	v_add_co_u32 v46, vcc_lo, v42, s8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v47, null, s9, v43, vcc_lo
	global_load_b32 v34, v[42:43], off
	s_clause 0x1
	global_load_b128 v[38:41], v[44:45], off
	global_load_b128 v[42:45], v[44:45], off offset:16
	global_load_b32 v36, v[46:47], off
	v_add_co_u32 v46, vcc_lo, v46, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v47, null, s9, v47, vcc_lo
	v_add_nc_u32_e32 v35, s4, v35
	global_load_b32 v48, v[46:47], off
	v_add_co_u32 v46, vcc_lo, v46, s8
	v_add_co_ci_u32_e64 v47, null, s9, v47, vcc_lo
	global_load_b32 v46, v[46:47], off
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v24, v34, v38
	s_waitcnt vmcnt(2)
	v_dual_fmac_f32 v25, v34, v39 :: v_dual_fmac_f32 v20, v36, v38
	v_dual_fmac_f32 v26, v34, v40 :: v_dual_fmac_f32 v21, v36, v39
	v_dual_fmac_f32 v27, v34, v41 :: v_dual_fmac_f32 v22, v36, v40
	v_dual_fmac_f32 v28, v34, v42 :: v_dual_fmac_f32 v23, v36, v41
	v_dual_fmac_f32 v29, v34, v43 :: v_dual_fmac_f32 v16, v36, v42
	v_dual_fmac_f32 v30, v34, v44 :: v_dual_fmac_f32 v17, v36, v43
	v_dual_fmac_f32 v31, v34, v45 :: v_dual_fmac_f32 v18, v36, v44
	v_fmac_f32_e32 v19, v36, v45
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v12, v48, v38
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v13, v48, v39 :: v_dual_fmac_f32 v6, v46, v40
	v_dual_fmac_f32 v14, v48, v40 :: v_dual_fmac_f32 v7, v46, v41
	v_dual_fmac_f32 v15, v48, v41 :: v_dual_fmac_f32 v0, v46, v42
	v_dual_fmac_f32 v8, v48, v42 :: v_dual_fmac_f32 v1, v46, v43
	v_dual_fmac_f32 v9, v48, v43 :: v_dual_fmac_f32 v2, v46, v44
	v_dual_fmac_f32 v10, v48, v44 :: v_dual_fmac_f32 v3, v46, v45
	v_dual_fmac_f32 v11, v48, v45 :: v_dual_fmac_f32 v4, v46, v38
	v_fmac_f32_e32 v5, v46, v39
	s_cbranch_scc1 .LBB2_2
	s_branch .LBB2_4
.LBB2_3:
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v2, 0
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v19, 0 :: v_dual_mov_b32 v18, 0
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v16, 0
	v_dual_mov_b32 v23, 0 :: v_dual_mov_b32 v22, 0
	v_dual_mov_b32 v21, 0 :: v_dual_mov_b32 v20, 0
	v_dual_mov_b32 v31, 0 :: v_dual_mov_b32 v30, 0
	v_dual_mov_b32 v29, 0 :: v_dual_mov_b32 v28, 0
	v_dual_mov_b32 v27, 0 :: v_dual_mov_b32 v26, 0
	v_dual_mov_b32 v25, 0 :: v_dual_mov_b32 v24, 0
.LBB2_4:                                ; %.preheader53
	v_mad_u64_u32 v[33:34], null, v37, s4, v[32:33]
	s_ashr_i32 s5, s4, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_lshl_b64 s[0:1], s[4:5], 2
	v_ashrrev_i32_e32 v34, 31, v33
	v_lshlrev_b64 v[32:33], 2, v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v32, vcc_lo, s6, v32
	v_add_co_ci_u32_e64 v33, null, s7, v33, vcc_lo
	s_clause 0x1
	global_store_b128 v[32:33], v[24:27], off
	global_store_b128 v[32:33], v[28:31], off offset:16
	v_add_co_u32 v34, vcc_lo, v32, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v35, null, s1, v33, vcc_lo
	v_add_co_u32 v36, vcc_lo, v34, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v37, null, s1, v35, vcc_lo
	v_add_co_u32 v24, vcc_lo, v36, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v25, null, s1, v37, vcc_lo
	s_clause 0x5
	global_store_b128 v[34:35], v[20:23], off
	global_store_b128 v[34:35], v[16:19], off offset:16
	global_store_b128 v[36:37], v[12:15], off
	global_store_b128 v[36:37], v[8:11], off offset:16
	global_store_b128 v[24:25], v[4:7], off
	global_store_b128 v[24:25], v[0:3], off offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 49
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
		.amdhsa_inst_pref_size 8
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.section	.text._Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii,"axG",@progbits,_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii,comdat
.Lfunc_end2:
	.size	_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii, .Lfunc_end2-_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii
                                        ; -- End function
	.set _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii.num_vgpr, 49
	.set _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii.num_agpr, 0
	.set _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii.numbered_sgpr, 16
	.set _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii.num_named_barrier, 0
	.set _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii.private_seg_size, 0
	.set _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii.uses_vcc, 1
	.set _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii.uses_flat_scratch, 0
	.set _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii.has_dyn_sized_stack, 0
	.set _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii.has_recursion, 0
	.set _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 912
; TotalNumSgprs: 18
; NumVgprs: 49
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 49
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	_Z13gemm_lds_dbufPKfS0_Pfiii ; -- Begin function _Z13gemm_lds_dbufPKfS0_Pfiii
	.globl	_Z13gemm_lds_dbufPKfS0_Pfiii
	.p2align	8
	.type	_Z13gemm_lds_dbufPKfS0_Pfiii,@function
_Z13gemm_lds_dbufPKfS0_Pfiii:           ; @_Z13gemm_lds_dbufPKfS0_Pfiii
; %bb.0:
	s_load_b64 s[2:3], s[0:1], 0x1c
	v_and_b32_e32 v17, 15, v0
	v_and_b32_e32 v13, 63, v0
	v_lshrrev_b32_e32 v1, 4, v0
	s_lshl_b32 s8, s15, 6
	v_lshrrev_b32_e32 v6, 6, v0
	v_mul_u32_u24_e32 v3, 0x104, v17
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	v_or_b32_e32 v4, s8, v1
	v_or_b32_e32 v26, 0xffffff00, v0
	s_lshl_b32 s9, s14, 6
	v_lshl_add_u32 v18, v1, 2, v3
	v_lshlrev_b32_e32 v2, 2, v13
	s_mov_b32 s12, 0
	v_mov_b32_e32 v9, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mov_b32_e32 v7, v18
	v_lshl_or_b32 v5, v6, 8, v2
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v3, s2, v6
	v_mad_u64_u32 v[1:2], null, s3, v4, v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v25, 0x2080, v5
	s_lshl_b32 s10, s2, 2
	s_lshl_b32 s11, s3, 4
	v_mov_b32_e32 v8, v25
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add3_u32 v2, v3, s9, v13
	v_mov_b32_e32 v4, v1
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB3_1:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_add_nc_u32_e32 v9, 0x100, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[10:11], 2, v[4:5]
	v_lshlrev_b64 v[14:15], 2, v[2:3]
	v_add_nc_u32_e32 v2, s10, v2
	v_add_nc_u32_e32 v4, s11, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, vcc_lo, s4, v10
	v_add_co_ci_u32_e64 v11, null, s5, v11, vcc_lo
	v_add_co_u32 v14, vcc_lo, s6, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, s7, v15, vcc_lo
	global_load_b32 v3, v[10:11], off
	global_load_b32 v5, v[14:15], off
	v_cmp_lt_u32_e32 vcc_lo, 0x2ff, v9
	s_waitcnt vmcnt(1)
	ds_store_b32 v7, v3
	s_waitcnt vmcnt(0)
	ds_store_b32 v8, v5
	v_add_nc_u32_e32 v8, 0x400, v8
	v_add_nc_u32_e32 v7, 64, v7
	s_or_b32 s12, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s12
	s_cbranch_execnz .LBB3_1
; %bb.2:                                ; %_ZZ13gemm_lds_dbufPKfS0_PfiiiENKUliiE_clEii.exit
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s12
	s_cmp_lt_i32 s3, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB3_9
; %bb.3:                                ; %.lr.ph
	v_or_b32_e32 v2, 16, v6
	v_dual_mov_b32 v5, 0 :: v_dual_add_nc_u32 v28, 16, v1
	v_dual_mov_b32 v6, 0 :: v_dual_and_b32 v19, 0xf0, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_lo_u32 v1, s2, v2
	v_lshl_add_u32 v27, v17, 4, 0x2080
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, 0
	v_add3_u32 v29, v1, s9, v13
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v16, 0
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 0
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, 0
	s_lshl_b32 s12, s2, 4
	s_mov_b32 s16, 0
	s_mov_b32 s13, 0
	s_branch .LBB3_5
.LBB3_4:                                ; %_ZZ13gemm_lds_dbufPKfS0_PfiiiENKUliiE_clEii.exit60
                                        ;   in Loop: Header=BB3_5 Depth=1
	v_mad_u64_u32 v[20:21], null, 0x1040, s16, v[19:20]
	v_lshl_add_u32 v21, s16, 12, v27
	s_and_b32 vcc_lo, exec_lo, s15
	s_mov_b32 s16, s14
	ds_load_b128 v[62:65], v21 offset:3072
	ds_load_b128 v[66:69], v21 offset:3328
	ds_load_b128 v[30:33], v20
	ds_load_b128 v[34:37], v21
	ds_load_b128 v[38:41], v21 offset:256
	ds_load_2addr_b32 v[22:23], v20 offset0:65 offset1:66
	ds_load_b128 v[42:45], v21 offset:512
	ds_load_2addr_b32 v[50:51], v20 offset0:67 offset1:68
	ds_load_2addr_b64 v[46:49], v20 offset0:65 offset1:66
	s_waitcnt lgkmcnt(5)
	v_dual_fmac_f32 v5, v30, v34 :: v_dual_fmac_f32 v10, v31, v35
	v_dual_fmac_f32 v6, v30, v35 :: v_dual_fmac_f32 v9, v31, v34
	v_dual_fmac_f32 v7, v30, v36 :: v_dual_fmac_f32 v12, v31, v37
	v_dual_fmac_f32 v8, v30, v37 :: v_dual_fmac_f32 v11, v31, v36
	v_dual_fmac_f32 v13, v32, v34 :: v_dual_fmac_f32 v2, v33, v35
	v_dual_fmac_f32 v14, v32, v35 :: v_dual_fmac_f32 v1, v33, v34
	v_dual_fmac_f32 v15, v32, v36 :: v_dual_fmac_f32 v4, v33, v37
	v_dual_fmac_f32 v16, v32, v37 :: v_dual_fmac_f32 v3, v33, v36
	s_waitcnt lgkmcnt(3)
	v_dual_fmac_f32 v5, v22, v38 :: v_dual_fmac_f32 v10, v23, v39
	v_dual_fmac_f32 v6, v22, v39 :: v_dual_fmac_f32 v9, v23, v38
	v_dual_fmac_f32 v7, v22, v40 :: v_dual_fmac_f32 v12, v23, v41
	v_dual_fmac_f32 v8, v22, v41 :: v_dual_fmac_f32 v11, v23, v40
	ds_load_2addr_b32 v[22:23], v20 offset0:195 offset1:196
	ds_load_b128 v[30:33], v21 offset:768
	s_waitcnt lgkmcnt(3)
	v_dual_fmac_f32 v13, v50, v38 :: v_dual_fmac_f32 v2, v51, v39
	v_dual_fmac_f32 v14, v50, v39 :: v_dual_fmac_f32 v1, v51, v38
	v_dual_fmac_f32 v15, v50, v40 :: v_dual_fmac_f32 v4, v51, v41
	v_dual_fmac_f32 v16, v50, v41 :: v_dual_fmac_f32 v3, v51, v40
	ds_load_b128 v[34:37], v20 offset:1040
	ds_load_b128 v[38:41], v21 offset:1024
	ds_load_2addr_b32 v[50:51], v20 offset0:197 offset1:198
	s_waitcnt lgkmcnt(5)
	v_dual_fmac_f32 v5, v46, v42 :: v_dual_fmac_f32 v10, v47, v43
	v_dual_fmac_f32 v6, v46, v43 :: v_dual_fmac_f32 v9, v47, v42
	v_dual_fmac_f32 v7, v46, v44 :: v_dual_fmac_f32 v12, v47, v45
	v_dual_fmac_f32 v8, v46, v45 :: v_dual_fmac_f32 v11, v47, v44
	s_waitcnt lgkmcnt(3)
	v_dual_fmac_f32 v5, v22, v30 :: v_dual_add_nc_u32 v24, 0x51c, v20
	v_fmac_f32_e32 v10, v23, v31
	v_dual_fmac_f32 v6, v22, v31 :: v_dual_fmac_f32 v9, v23, v30
	v_dual_fmac_f32 v7, v22, v32 :: v_dual_fmac_f32 v12, v23, v33
	v_dual_fmac_f32 v8, v22, v33 :: v_dual_fmac_f32 v11, v23, v32
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v5, v34, v38 :: v_dual_add_nc_u32 v22, 0x514, v20
	v_dual_fmac_f32 v13, v48, v42 :: v_dual_fmac_f32 v2, v49, v43
	v_dual_fmac_f32 v14, v48, v43 :: v_dual_fmac_f32 v1, v49, v42
	v_dual_fmac_f32 v15, v48, v44 :: v_dual_fmac_f32 v4, v49, v45
	v_dual_fmac_f32 v16, v48, v45 :: v_dual_fmac_f32 v3, v49, v44
	ds_load_2addr_b32 v[22:23], v22 offset1:1
	ds_load_2addr_b32 v[46:47], v24 offset1:1
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v13, v50, v30 :: v_dual_fmac_f32 v2, v51, v31
	v_dual_fmac_f32 v14, v50, v31 :: v_dual_fmac_f32 v1, v51, v30
	v_dual_fmac_f32 v15, v50, v32 :: v_dual_fmac_f32 v4, v51, v33
	v_dual_fmac_f32 v16, v50, v33 :: v_dual_fmac_f32 v3, v51, v32
	ds_load_b128 v[30:33], v21 offset:1280
	ds_load_2addr_b64 v[42:45], v20 offset0:195 offset1:196
	v_dual_fmac_f32 v6, v34, v39 :: v_dual_fmac_f32 v9, v35, v38
	v_dual_fmac_f32 v13, v36, v38 :: v_dual_add_nc_u32 v24, 0x71c, v20
	v_dual_fmac_f32 v14, v36, v39 :: v_dual_fmac_f32 v1, v37, v38
	v_add_nc_u32_e32 v38, 0x724, v20
	v_dual_fmac_f32 v7, v34, v40 :: v_dual_fmac_f32 v10, v35, v39
	v_dual_fmac_f32 v8, v34, v41 :: v_dual_fmac_f32 v11, v35, v40
	v_dual_fmac_f32 v12, v35, v41 :: v_dual_fmac_f32 v15, v36, v40
	v_dual_fmac_f32 v16, v36, v41 :: v_dual_fmac_f32 v3, v37, v40
	v_fmac_f32_e32 v2, v37, v39
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v4, v37, v41 :: v_dual_fmac_f32 v7, v22, v32
	v_fmac_f32_e32 v9, v23, v30
	v_fmac_f32_e32 v13, v46, v30
	ds_load_b128 v[34:37], v21 offset:1536
	ds_load_2addr_b32 v[48:49], v24 offset1:1
	ds_load_2addr_b32 v[78:79], v38 offset1:1
	ds_load_b128 v[38:41], v21 offset:1792
	v_dual_fmac_f32 v6, v22, v31 :: v_dual_fmac_f32 v11, v23, v32
	v_fmac_f32_e32 v5, v22, v30
	v_dual_fmac_f32 v8, v22, v33 :: v_dual_fmac_f32 v1, v47, v30
	v_dual_fmac_f32 v10, v23, v31 :: v_dual_fmac_f32 v15, v46, v32
	v_fmac_f32_e32 v12, v23, v33
	v_dual_fmac_f32 v14, v46, v31 :: v_dual_fmac_f32 v3, v47, v32
	v_fmac_f32_e32 v16, v46, v33
	v_fmac_f32_e32 v2, v47, v31
	v_dual_fmac_f32 v4, v47, v33 :: v_dual_add_nc_u32 v23, 0x92c, v20
	s_waitcnt lgkmcnt(3)
	v_dual_fmac_f32 v6, v42, v35 :: v_dual_fmac_f32 v11, v43, v36
	v_fmac_f32_e32 v5, v42, v34
	v_fmac_f32_e32 v9, v43, v34
	v_dual_fmac_f32 v10, v43, v35 :: v_dual_fmac_f32 v1, v45, v34
	v_dual_fmac_f32 v13, v44, v34 :: v_dual_add_nc_u32 v22, 0x924, v20
	v_dual_fmac_f32 v8, v42, v37 :: v_dual_fmac_f32 v15, v44, v36
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v6, v48, v39
	v_dual_fmac_f32 v1, v79, v38 :: v_dual_add_nc_u32 v24, 0xa28, v20
	v_dual_fmac_f32 v7, v42, v36 :: v_dual_fmac_f32 v12, v43, v37
	v_dual_fmac_f32 v3, v45, v36 :: v_dual_fmac_f32 v14, v44, v35
	v_dual_fmac_f32 v9, v49, v38 :: v_dual_fmac_f32 v16, v44, v37
	v_fmac_f32_e32 v11, v49, v40
	v_dual_fmac_f32 v2, v45, v35 :: v_dual_fmac_f32 v5, v48, v38
	v_dual_fmac_f32 v4, v45, v37 :: v_dual_fmac_f32 v7, v48, v40
	v_dual_fmac_f32 v13, v78, v38 :: v_dual_add_nc_u32 v46, 0xb2c, v20
	ds_load_2addr_b32 v[80:81], v22 offset1:1
	ds_load_2addr_b32 v[82:83], v23 offset1:1
	ds_load_b128 v[30:33], v21 offset:2048
	ds_load_b128 v[34:37], v21 offset:2304
	ds_load_2addr_b64 v[42:45], v24 offset1:1
	ds_load_2addr_b32 v[84:85], v46 offset1:1
	v_add_nc_u32_e32 v22, 0xb34, v20
	v_dual_fmac_f32 v8, v48, v41 :: v_dual_add_nc_u32 v23, 0xd34, v20
	v_add_nc_u32_e32 v24, 0xd3c, v20
	ds_load_b128 v[54:57], v20 offset:2080
	ds_load_b128 v[58:61], v20 offset:3120
	ds_load_2addr_b32 v[86:87], v22 offset1:1
	ds_load_2addr_b32 v[88:89], v23 offset1:1
	ds_load_2addr_b32 v[90:91], v24 offset1:1
	v_add_nc_u32_e32 v22, 0xe38, v20
	v_dual_fmac_f32 v10, v49, v39 :: v_dual_add_nc_u32 v23, 0xf3c, v20
	v_dual_fmac_f32 v12, v49, v41 :: v_dual_fmac_f32 v15, v78, v40
	ds_load_b128 v[46:49], v21 offset:2560
	ds_load_b128 v[50:53], v21 offset:2816
	v_dual_fmac_f32 v14, v78, v39 :: v_dual_add_nc_u32 v29, s12, v29
	v_dual_fmac_f32 v16, v78, v41 :: v_dual_fmac_f32 v3, v79, v40
	v_fmac_f32_e32 v2, v79, v39
	s_waitcnt lgkmcnt(6)
	v_dual_fmac_f32 v4, v79, v41 :: v_dual_fmac_f32 v15, v56, v32
	v_dual_fmac_f32 v5, v54, v30 :: v_dual_add_nc_u32 v24, 0xf44, v20
	v_dual_fmac_f32 v1, v57, v30 :: v_dual_fmac_f32 v6, v54, v31
	v_fmac_f32_e32 v11, v55, v32
	s_delay_alu instid0(VALU_DEP_3)
	v_fmac_f32_e32 v5, v80, v34
	ds_load_2addr_b64 v[70:73], v22 offset1:1
	ds_load_2addr_b32 v[92:93], v23 offset1:1
	ds_load_b128 v[74:77], v21 offset:3584
	ds_load_b128 v[20:23], v21 offset:3840
	ds_load_2addr_b32 v[94:95], v24 offset1:1
	v_fmac_f32_e32 v7, v54, v32
	v_dual_fmac_f32 v8, v54, v33 :: v_dual_fmac_f32 v3, v57, v32
	v_fmac_f32_e32 v9, v55, v30
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_fmac_f32 v10, v55, v31 :: v_dual_fmac_f32 v7, v80, v36
	v_dual_fmac_f32 v12, v55, v33 :: v_dual_fmac_f32 v11, v81, v36
	v_fmac_f32_e32 v13, v56, v30
	v_fmac_f32_e32 v14, v56, v31
	v_dual_fmac_f32 v16, v56, v33 :: v_dual_fmac_f32 v15, v82, v36
	v_dual_fmac_f32 v2, v57, v31 :: v_dual_fmac_f32 v1, v83, v34
	v_dual_fmac_f32 v4, v57, v33 :: v_dual_fmac_f32 v3, v83, v36
	v_dual_fmac_f32 v9, v81, v34 :: v_dual_add_nc_u32 v28, 16, v28
	s_waitcnt lgkmcnt(6)
	v_dual_fmac_f32 v6, v80, v35 :: v_dual_fmac_f32 v5, v42, v46
	v_dual_fmac_f32 v8, v80, v37 :: v_dual_fmac_f32 v7, v42, v48
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_fmac_f32 v10, v81, v35 :: v_dual_fmac_f32 v9, v43, v46
	v_dual_fmac_f32 v12, v81, v37 :: v_dual_fmac_f32 v11, v43, v48
	v_fmac_f32_e32 v13, v82, v34
	v_fmac_f32_e32 v14, v82, v35
	v_dual_fmac_f32 v16, v82, v37 :: v_dual_fmac_f32 v15, v44, v48
	v_dual_fmac_f32 v2, v83, v35 :: v_dual_fmac_f32 v1, v45, v46
	v_dual_fmac_f32 v4, v83, v37 :: v_dual_fmac_f32 v3, v45, v48
	s_waitcnt lgkmcnt(5)
	v_dual_fmac_f32 v6, v42, v47 :: v_dual_fmac_f32 v5, v84, v50
	v_dual_fmac_f32 v8, v42, v49 :: v_dual_fmac_f32 v7, v84, v52
	v_dual_fmac_f32 v10, v43, v47 :: v_dual_fmac_f32 v9, v85, v50
	v_dual_fmac_f32 v12, v43, v49 :: v_dual_fmac_f32 v11, v85, v52
	v_fmac_f32_e32 v13, v44, v46
	v_fmac_f32_e32 v14, v44, v47
	v_dual_fmac_f32 v16, v44, v49 :: v_dual_fmac_f32 v15, v86, v52
	v_dual_fmac_f32 v2, v45, v47 :: v_dual_fmac_f32 v1, v87, v50
	v_dual_fmac_f32 v4, v45, v49 :: v_dual_fmac_f32 v3, v87, v52
	v_dual_fmac_f32 v6, v84, v51 :: v_dual_fmac_f32 v5, v58, v62
	v_dual_fmac_f32 v8, v84, v53 :: v_dual_fmac_f32 v7, v58, v64
	v_dual_fmac_f32 v10, v85, v51 :: v_dual_fmac_f32 v9, v59, v62
	v_dual_fmac_f32 v12, v85, v53 :: v_dual_fmac_f32 v11, v59, v64
	v_fmac_f32_e32 v13, v86, v50
	v_fmac_f32_e32 v14, v86, v51
	v_dual_fmac_f32 v16, v86, v53 :: v_dual_fmac_f32 v15, v60, v64
	v_dual_fmac_f32 v2, v87, v51 :: v_dual_fmac_f32 v1, v61, v62
	v_dual_fmac_f32 v4, v87, v53 :: v_dual_fmac_f32 v3, v61, v64
	v_dual_fmac_f32 v6, v58, v63 :: v_dual_fmac_f32 v5, v88, v66
	v_dual_fmac_f32 v8, v58, v65 :: v_dual_fmac_f32 v7, v88, v68
	v_dual_fmac_f32 v10, v59, v63 :: v_dual_fmac_f32 v9, v89, v66
	v_dual_fmac_f32 v12, v59, v65 :: v_dual_fmac_f32 v11, v89, v68
	v_fmac_f32_e32 v13, v60, v62
	v_fmac_f32_e32 v14, v60, v63
	v_dual_fmac_f32 v16, v60, v65 :: v_dual_fmac_f32 v15, v90, v68
	v_dual_fmac_f32 v2, v61, v63 :: v_dual_fmac_f32 v1, v91, v66
	v_dual_fmac_f32 v4, v61, v65 :: v_dual_fmac_f32 v3, v91, v68
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v6, v88, v67 :: v_dual_fmac_f32 v5, v70, v74
	v_dual_fmac_f32 v8, v88, v69 :: v_dual_fmac_f32 v7, v70, v76
	v_dual_fmac_f32 v10, v89, v67 :: v_dual_fmac_f32 v9, v71, v74
	v_dual_fmac_f32 v12, v89, v69 :: v_dual_fmac_f32 v11, v71, v76
	v_fmac_f32_e32 v13, v90, v66
	v_fmac_f32_e32 v14, v90, v67
	v_dual_fmac_f32 v16, v90, v69 :: v_dual_fmac_f32 v15, v72, v76
	v_dual_fmac_f32 v2, v91, v67 :: v_dual_fmac_f32 v1, v73, v74
	v_dual_fmac_f32 v4, v91, v69 :: v_dual_fmac_f32 v3, v73, v76
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v6, v70, v75 :: v_dual_fmac_f32 v5, v92, v20
	v_dual_fmac_f32 v8, v70, v77 :: v_dual_fmac_f32 v7, v92, v22
	v_dual_fmac_f32 v10, v71, v75 :: v_dual_fmac_f32 v9, v93, v20
	v_dual_fmac_f32 v12, v71, v77 :: v_dual_fmac_f32 v11, v93, v22
	v_fmac_f32_e32 v13, v72, v74
	v_fmac_f32_e32 v14, v72, v75
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v16, v72, v77 :: v_dual_fmac_f32 v15, v94, v22
	v_dual_fmac_f32 v2, v73, v75 :: v_dual_fmac_f32 v1, v95, v20
	v_dual_fmac_f32 v4, v73, v77 :: v_dual_fmac_f32 v3, v95, v22
	v_fmac_f32_e32 v6, v92, v21
	v_fmac_f32_e32 v8, v92, v23
	v_fmac_f32_e32 v10, v93, v21
	v_dual_fmac_f32 v12, v93, v23 :: v_dual_fmac_f32 v13, v94, v20
	v_fmac_f32_e32 v14, v94, v21
	v_fmac_f32_e32 v16, v94, v23
	v_fmac_f32_e32 v2, v95, v21
	v_fmac_f32_e32 v4, v95, v23
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB3_10
.LBB3_5:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_7 Depth 2
	s_add_i32 s13, s13, 16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_i32 s13, s3
	s_cselect_b32 s15, -1, 0
	s_xor_b32 s14, s16, 1
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB3_4
; %bb.6:                                ;   in Loop: Header=BB3_5 Depth=1
	v_mad_u64_u32 v[20:21], null, 0x1040, s14, v[18:19]
	v_lshl_add_u32 v30, s14, 12, v25
	v_mov_b32_e32 v21, v28
	v_mov_b32_e32 v23, v29
	v_mov_b32_e32 v31, v26
	s_mov_b32 s17, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB3_7:                                ;   Parent Loop BB3_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v22, 31, v21
	v_ashrrev_i32_e32 v24, 31, v23
	v_add_nc_u32_e32 v31, 0x100, v31
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[32:33], 2, v[21:22]
	v_lshlrev_b64 v[34:35], 2, v[23:24]
	v_add_nc_u32_e32 v23, s10, v23
	v_add_nc_u32_e32 v21, s11, v21
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v32, vcc_lo, s4, v32
	v_add_co_ci_u32_e64 v33, null, s5, v33, vcc_lo
	v_add_co_u32 v34, vcc_lo, s6, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v35, null, s7, v35, vcc_lo
	global_load_b32 v22, v[32:33], off
	global_load_b32 v24, v[34:35], off
	v_cmp_lt_u32_e32 vcc_lo, 0x2ff, v31
	s_waitcnt vmcnt(1)
	ds_store_b32 v20, v22
	s_waitcnt vmcnt(0)
	ds_store_b32 v30, v24
	v_add_nc_u32_e32 v30, 0x400, v30
	v_add_nc_u32_e32 v20, 64, v20
	s_or_b32 s17, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s17
	s_cbranch_execnz .LBB3_7
; %bb.8:                                ; %Flow
                                        ;   in Loop: Header=BB3_5 Depth=1
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s17
	s_branch .LBB3_4
.LBB3_9:
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v3, 0
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, 0
	v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v15, 0
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v9, 0
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v7, 0
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v5, 0
.LBB3_10:                               ; %Flow487
	v_lshrrev_b32_e32 v0, 2, v0
	s_ashr_i32 s3, s2, 31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v18, 60, v0
	v_lshl_or_b32 v0, v17, 2, s9
	v_add_nc_u32_e32 v19, s8, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[17:18], null, v19, s2, v[0:1]
	v_ashrrev_i32_e32 v18, 31, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], 2, v[17:18]
	v_add_co_u32 v17, vcc_lo, s0, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v18, null, s1, v18, vcc_lo
	s_lshl_b64 s[0:1], s[2:3], 2
	v_add_co_u32 v19, vcc_lo, v17, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v20, null, s1, v18, vcc_lo
	v_add_co_u32 v21, vcc_lo, v19, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v22, null, s1, v20, vcc_lo
	v_add_co_u32 v23, vcc_lo, v21, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v24, null, s1, v22, vcc_lo
	s_clause 0x3
	global_store_b128 v[17:18], v[5:8], off
	global_store_b128 v[19:20], v[9:12], off
	global_store_b128 v[21:22], v[13:16], off
	global_store_b128 v[23:24], v[1:4], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13gemm_lds_dbufPKfS0_Pfiii
		.amdhsa_group_segment_fixed_size 16512
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
		.amdhsa_next_free_vgpr 96
		.amdhsa_next_free_sgpr 18
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
		.amdhsa_inst_pref_size 21
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
	.size	_Z13gemm_lds_dbufPKfS0_Pfiii, .Lfunc_end3-_Z13gemm_lds_dbufPKfS0_Pfiii
                                        ; -- End function
	.set _Z13gemm_lds_dbufPKfS0_Pfiii.num_vgpr, 96
	.set _Z13gemm_lds_dbufPKfS0_Pfiii.num_agpr, 0
	.set _Z13gemm_lds_dbufPKfS0_Pfiii.numbered_sgpr, 18
	.set _Z13gemm_lds_dbufPKfS0_Pfiii.num_named_barrier, 0
	.set _Z13gemm_lds_dbufPKfS0_Pfiii.private_seg_size, 0
	.set _Z13gemm_lds_dbufPKfS0_Pfiii.uses_vcc, 1
	.set _Z13gemm_lds_dbufPKfS0_Pfiii.uses_flat_scratch, 0
	.set _Z13gemm_lds_dbufPKfS0_Pfiii.has_dyn_sized_stack, 0
	.set _Z13gemm_lds_dbufPKfS0_Pfiii.has_recursion, 0
	.set _Z13gemm_lds_dbufPKfS0_Pfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2564
; TotalNumSgprs: 20
; NumVgprs: 96
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16512 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 96
; Occupancy: 14
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z12gemv_batchedPKPKfS2_PKPfii ; -- Begin function _Z12gemv_batchedPKPKfS2_PKPfii
	.globl	_Z12gemv_batchedPKPKfS2_PKPfii
	.p2align	8
	.type	_Z12gemv_batchedPKPKfS2_PKPfii,@function
_Z12gemv_batchedPKPKfS2_PKPfii:         ; @_Z12gemv_batchedPKPKfS2_PKPfii
; %bb.0:
	s_clause 0x1
	s_load_b32 s5, s[0:1], 0x2c
	s_load_b64 s[2:3], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s5, s5, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, s14, s5, v[0:1]
	v_cmp_gt_i32_e32 vcc_lo, s2, v1
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB4_6
; %bb.1:                                ; %.preheader
	s_load_b64 s[8:9], s[0:1], 0x10
	s_mov_b32 s4, s15
	s_mov_b32 s5, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[6:7], s[4:5], 3
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s8, s6
	s_addc_u32 s5, s9, s7
	s_cmp_lt_i32 s3, 1
	s_load_b64 s[4:5], s[4:5], 0x0
	s_cbranch_scc1 .LBB4_4
; %bb.2:                                ; %.lr.ph
	s_load_b128 s[8:11], s[0:1], 0x0
	v_mul_lo_u32 v2, v1, s3
	v_mov_b32_e32 v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s8, s6
	s_addc_u32 s1, s9, s7
	s_load_b64 s[8:9], s[0:1], 0x0
	s_add_u32 s0, s10, s6
	s_addc_u32 s1, s11, s7
	s_load_b64 s[0:1], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s8, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s9, v3, vcc_lo
	.p2align	6
.LBB4_3:                                ; =>This Inner Loop Header: Depth=1
	v_dual_mov_b32 v5, s1 :: v_dual_mov_b32 v4, s0
	s_add_i32 s3, s3, -1
	s_add_u32 s0, s0, 4
	flat_load_b32 v6, v[2:3]
	flat_load_b32 v4, v[4:5]
	v_add_co_u32 v2, vcc_lo, v2, 4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_addc_u32 s1, s1, 0
	s_cmp_eq_u32 s3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v0, v6, v4
	s_cbranch_scc0 .LBB4_3
	s_branch .LBB4_5
.LBB4_4:
	v_mov_b32_e32 v0, 0
.LBB4_5:                                ; %Flow34
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s5, v2, vcc_lo
	flat_store_b32 v[1:2], v0
.LBB4_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12gemv_batchedPKPKfS2_PKPfii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 7
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
		.amdhsa_inst_pref_size 3
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
	.size	_Z12gemv_batchedPKPKfS2_PKPfii, .Lfunc_end4-_Z12gemv_batchedPKPKfS2_PKPfii
                                        ; -- End function
	.set _Z12gemv_batchedPKPKfS2_PKPfii.num_vgpr, 7
	.set _Z12gemv_batchedPKPKfS2_PKPfii.num_agpr, 0
	.set _Z12gemv_batchedPKPKfS2_PKPfii.numbered_sgpr, 16
	.set _Z12gemv_batchedPKPKfS2_PKPfii.num_named_barrier, 0
	.set _Z12gemv_batchedPKPKfS2_PKPfii.private_seg_size, 0
	.set _Z12gemv_batchedPKPKfS2_PKPfii.uses_vcc, 1
	.set _Z12gemv_batchedPKPKfS2_PKPfii.uses_flat_scratch, 0
	.set _Z12gemv_batchedPKPKfS2_PKPfii.has_dyn_sized_stack, 0
	.set _Z12gemv_batchedPKPKfS2_PKPfii.has_recursion, 0
	.set _Z12gemv_batchedPKPKfS2_PKPfii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 336
; TotalNumSgprs: 18
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 7
; Occupancy: 16
; WaveLimiterHint : 1
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
	.type	__hip_cuid_2a9234ad685bdc32,@object ; @__hip_cuid_2a9234ad685bdc32
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_2a9234ad685bdc32
__hip_cuid_2a9234ad685bdc32:
	.byte	0                               ; 0x0
	.size	__hip_cuid_2a9234ad685bdc32, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_2a9234ad685bdc32
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     85
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     49
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .group_segment_fixed_size: 16512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           _Z13gemm_lds_dbufPKfS0_Pfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         _Z13gemm_lds_dbufPKfS0_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     96
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .name:           _Z12gemv_batchedPKPKfS2_PKPfii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z12gemv_batchedPKPKfS2_PKPfii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
