	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.section	.text._Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii,"axG",@progbits,_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii,comdat
	.protected	_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii ; -- Begin function _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii
	.globl	_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii
	.p2align	8
	.type	_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii,@function
_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii: ; @_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii
; %bb.0:
	s_load_b64 s[4:5], s[0:1], 0x1c
	v_bfe_u32 v1, v0, 10, 10
	v_and_b32_e32 v0, 0x3ff, v0
	s_mov_b32 s2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v27, s15, 6, v1
	v_or_b32_e32 v28, 1, v27
	v_or_b32_e32 v29, 2, v27
	v_or_b32_e32 v30, 3, v27
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s5, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %..preheader51_crit_edge
	v_or_b32_e32 v19, 1, v27
	v_or_b32_e32 v18, 2, v27
	v_or_b32_e32 v17, 3, v27
	s_mov_b32 s3, 0
	s_load_b64 s[6:7], s[0:1], 0x10
	v_lshl_add_u32 v16, s14, 6, v0
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccz .LBB0_4
; %bb.2:
	v_dual_mov_b32 v7, s3 :: v_dual_mov_b32 v6, s3
	v_dual_mov_b32 v5, s3 :: v_dual_mov_b32 v4, s3
	v_dual_mov_b32 v15, s3 :: v_dual_mov_b32 v14, s3
	v_dual_mov_b32 v13, s3 :: v_dual_mov_b32 v12, s3
	v_dual_mov_b32 v11, s3 :: v_dual_mov_b32 v10, s3
	v_dual_mov_b32 v9, s3 :: v_dual_mov_b32 v8, s3
	v_dual_mov_b32 v3, s3 :: v_dual_mov_b32 v2, s3
	v_dual_mov_b32 v1, s3 :: v_dual_mov_b32 v0, s3
	s_branch .LBB0_7
.LBB0_3:
                                        ; implicit-def: $sgpr3
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr17
	s_load_b64 s[6:7], s[0:1], 0x10
	v_lshl_add_u32 v16, s14, 6, v0
.LBB0_4:                                ; %.preheader55.preheader
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mul_lo_u32 v4, v27, s5
	v_dual_mov_b32 v0, 0 :: v_dual_add_nc_u32 v7, 2, v27
	v_dual_mov_b32 v2, 0 :: v_dual_add_nc_u32 v11, 3, v27
	v_dual_mov_b32 v17, v16 :: v_dual_mov_b32 v8, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_lo_u32 v19, s5, v7
	v_ashrrev_i32_e32 v5, 31, v4
	v_mul_lo_u32 v21, s5, v11
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v12, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[5:6], 2, v[4:5]
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v4, 0 :: v_dual_add_nc_u32 v23, s5, v4
	v_mov_b32_e32 v11, 0
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v25, vcc_lo, s0, v5
	v_add_co_ci_u32_e32 v26, vcc_lo, s1, v6, vcc_lo
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v13, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v7, 0
.LBB0_5:                                ; %.preheader55
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v24, 31, v23
	v_ashrrev_i32_e32 v20, 31, v19
	v_ashrrev_i32_e32 v18, 31, v17
	v_ashrrev_i32_e32 v22, 31, v21
	global_load_b32 v43, v[25:26], off
	v_lshlrev_b64 v[31:32], 2, v[23:24]
	v_lshlrev_b64 v[33:34], 2, v[19:20]
	v_lshlrev_b64 v[37:38], 2, v[17:18]
	v_lshlrev_b64 v[35:36], 2, v[21:22]
	s_add_i32 s5, s5, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s5, 0
	v_add_co_u32 v39, vcc_lo, s0, v31
	v_add_co_ci_u32_e32 v40, vcc_lo, s1, v32, vcc_lo
	v_add_co_u32 v41, vcc_lo, s0, v33
	v_add_co_ci_u32_e32 v42, vcc_lo, s1, v34, vcc_lo
	v_add_co_u32 v31, vcc_lo, s2, v37
	v_add_co_ci_u32_e32 v32, vcc_lo, s3, v38, vcc_lo
	v_add_co_u32 v35, vcc_lo, s0, v35
	v_add_co_ci_u32_e32 v36, vcc_lo, s1, v36, vcc_lo
	global_load_b128 v[31:34], v[31:32], off
	s_clause 0x2
	global_load_b32 v18, v[39:40], off
	global_load_b32 v20, v[41:42], off
	global_load_b32 v22, v[35:36], off
	v_add_co_u32 v25, vcc_lo, v25, 4
	v_add_co_ci_u32_e32 v26, vcc_lo, 0, v26, vcc_lo
	v_add_nc_u32_e32 v17, s4, v17
	v_add_nc_u32_e32 v23, 1, v23
	v_add_nc_u32_e32 v19, 1, v19
	s_waitcnt vmcnt(3)
	v_dual_fmac_f32 v0, v43, v31 :: v_dual_add_nc_u32 v21, 1, v21
	s_waitcnt vmcnt(2)
	v_dual_fmac_f32 v8, v18, v31 :: v_dual_fmac_f32 v1, v43, v32
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v12, v20, v31
	v_fmac_f32_e32 v2, v43, v33
	v_dual_fmac_f32 v3, v43, v34 :: v_dual_fmac_f32 v14, v20, v33
	v_fmac_f32_e32 v9, v18, v32
	v_fmac_f32_e32 v10, v18, v33
	v_fmac_f32_e32 v11, v18, v34
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v13, v20, v32 :: v_dual_fmac_f32 v4, v22, v31
	v_dual_fmac_f32 v15, v20, v34 :: v_dual_fmac_f32 v6, v22, v33
	v_fmac_f32_e32 v5, v22, v32
	v_fmac_f32_e32 v7, v22, v34
	s_cbranch_scc1 .LBB0_5
; %bb.6:                                ; %Flow
	v_dual_mov_b32 v19, v28 :: v_dual_mov_b32 v18, v29
	v_mov_b32_e32 v17, v30
.LBB0_7:                                ; %.preheader51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[20:21], null, v27, s4, v[16:17]
	v_mad_u64_u32 v[22:23], null, v19, s4, v[16:17]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[24:25], null, v18, s4, v[16:17]
	v_mad_u64_u32 v[18:19], null, v17, s4, v[16:17]
	v_ashrrev_i32_e32 v21, 31, v20
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v25, 31, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[16:17], 2, v[20:21]
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64 v[20:21], 2, v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[22:23], 2, v[24:25]
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v16, vcc_lo, s6, v16
	v_add_co_ci_u32_e32 v17, vcc_lo, s7, v17, vcc_lo
	v_add_co_u32 v20, vcc_lo, s6, v20
	v_add_co_ci_u32_e32 v21, vcc_lo, s7, v21, vcc_lo
	v_add_co_u32 v22, vcc_lo, s6, v22
	v_add_co_ci_u32_e32 v23, vcc_lo, s7, v23, vcc_lo
	v_add_co_u32 v18, vcc_lo, s6, v18
	v_add_co_ci_u32_e32 v19, vcc_lo, s7, v19, vcc_lo
	s_clause 0x3
	global_store_b128 v[16:17], v[0:3], off
	global_store_b128 v[20:21], v[8:11], off
	global_store_b128 v[22:23], v[12:15], off
	global_store_b128 v[18:19], v[4:7], off
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
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
		.amdhsa_next_free_vgpr 44
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
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
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
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 824
; NumSgprs: 18
; NumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 44
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
	s_load_b64 s[4:5], s[0:1], 0x1c
	v_bfe_u32 v1, v0, 10, 10
	v_and_b32_e32 v0, 0x3ff, v0
	s_mov_b32 s2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v1, 3, v1
	v_lshlrev_b32_e32 v0, 3, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v83, s15, 7, v1
	v_or_b32_e32 v84, 1, v83
	v_or_b32_e32 v85, 2, v83
	v_or_b32_e32 v86, 3, v83
	v_or_b32_e32 v87, 4, v83
	v_or_b32_e32 v88, 5, v83
	v_or_b32_e32 v89, 6, v83
	v_or_b32_e32 v90, 7, v83
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s5, 0
	s_cbranch_scc1 .LBB1_3
; %bb.1:                                ; %..preheader51_crit_edge
	v_or_b32_e32 v71, 1, v83
	v_or_b32_e32 v70, 2, v83
	v_or_b32_e32 v69, 3, v83
	v_or_b32_e32 v68, 4, v83
	v_or_b32_e32 v67, 5, v83
	v_or_b32_e32 v66, 6, v83
	v_or_b32_e32 v65, 7, v83
	s_mov_b32 s3, 0
	s_load_b64 s[6:7], s[0:1], 0x10
	v_lshl_add_u32 v64, s14, 7, v0
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccz .LBB1_4
; %bb.2:
	v_dual_mov_b32 v3, s3 :: v_dual_mov_b32 v2, s3
	v_dual_mov_b32 v1, s3 :: v_dual_mov_b32 v0, s3
	v_dual_mov_b32 v7, s3 :: v_dual_mov_b32 v6, s3
	v_dual_mov_b32 v5, s3 :: v_dual_mov_b32 v4, s3
	v_dual_mov_b32 v11, s3 :: v_dual_mov_b32 v10, s3
	v_dual_mov_b32 v9, s3 :: v_dual_mov_b32 v8, s3
	v_dual_mov_b32 v15, s3 :: v_dual_mov_b32 v14, s3
	v_dual_mov_b32 v13, s3 :: v_dual_mov_b32 v12, s3
	v_dual_mov_b32 v19, s3 :: v_dual_mov_b32 v18, s3
	v_dual_mov_b32 v17, s3 :: v_dual_mov_b32 v16, s3
	v_dual_mov_b32 v23, s3 :: v_dual_mov_b32 v22, s3
	v_dual_mov_b32 v21, s3 :: v_dual_mov_b32 v20, s3
	v_dual_mov_b32 v27, s3 :: v_dual_mov_b32 v26, s3
	v_dual_mov_b32 v25, s3 :: v_dual_mov_b32 v24, s3
	v_dual_mov_b32 v31, s3 :: v_dual_mov_b32 v30, s3
	v_dual_mov_b32 v29, s3 :: v_dual_mov_b32 v28, s3
	v_dual_mov_b32 v35, s3 :: v_dual_mov_b32 v34, s3
	v_dual_mov_b32 v33, s3 :: v_dual_mov_b32 v32, s3
	v_dual_mov_b32 v39, s3 :: v_dual_mov_b32 v38, s3
	v_dual_mov_b32 v37, s3 :: v_dual_mov_b32 v36, s3
	v_dual_mov_b32 v43, s3 :: v_dual_mov_b32 v42, s3
	v_dual_mov_b32 v41, s3 :: v_dual_mov_b32 v40, s3
	v_dual_mov_b32 v47, s3 :: v_dual_mov_b32 v46, s3
	v_dual_mov_b32 v45, s3 :: v_dual_mov_b32 v44, s3
	v_dual_mov_b32 v55, s3 :: v_dual_mov_b32 v54, s3
	v_dual_mov_b32 v53, s3 :: v_dual_mov_b32 v52, s3
	v_dual_mov_b32 v59, s3 :: v_dual_mov_b32 v58, s3
	v_dual_mov_b32 v57, s3 :: v_dual_mov_b32 v56, s3
	v_dual_mov_b32 v63, s3 :: v_dual_mov_b32 v62, s3
	v_dual_mov_b32 v61, s3 :: v_dual_mov_b32 v60, s3
	v_dual_mov_b32 v51, s3 :: v_dual_mov_b32 v50, s3
	v_dual_mov_b32 v49, s3 :: v_dual_mov_b32 v48, s3
	s_branch .LBB1_7
.LBB1_3:
                                        ; implicit-def: $sgpr3
                                        ; implicit-def: $vgpr71
                                        ; implicit-def: $vgpr70
                                        ; implicit-def: $vgpr69
                                        ; implicit-def: $vgpr68
                                        ; implicit-def: $vgpr67
                                        ; implicit-def: $vgpr66
                                        ; implicit-def: $vgpr65
	s_load_b64 s[6:7], s[0:1], 0x10
	v_lshl_add_u32 v64, s14, 7, v0
.LBB1_4:                                ; %.preheader55.preheader
	s_load_b128 s[0:3], s[0:1], 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v81, v64 :: v_dual_add_nc_u32 v0, 2, v83
	v_mul_lo_u32 v65, v83, s5
	v_dual_mov_b32 v48, 0 :: v_dual_add_nc_u32 v1, 3, v83
	v_dual_mov_b32 v49, 0 :: v_dual_add_nc_u32 v2, 4, v83
	v_dual_mov_b32 v50, 0 :: v_dual_add_nc_u32 v3, 5, v83
	v_dual_mov_b32 v51, 0 :: v_dual_add_nc_u32 v4, 6, v83
	v_mul_lo_u32 v67, s5, v0
	v_dual_mov_b32 v61, 0 :: v_dual_add_nc_u32 v0, 7, v83
	v_mul_lo_u32 v71, s5, v1
	v_mul_lo_u32 v73, s5, v2
	v_mul_lo_u32 v75, s5, v3
	v_mul_lo_u32 v77, s5, v4
	v_mul_lo_u32 v79, s5, v0
	v_dual_mov_b32 v60, 0 :: v_dual_add_nc_u32 v69, s5, v65
	v_dual_mov_b32 v62, 0 :: v_dual_mov_b32 v63, 0
	v_dual_mov_b32 v56, 0 :: v_dual_mov_b32 v57, 0
	v_dual_mov_b32 v58, 0 :: v_dual_mov_b32 v59, 0
	v_dual_mov_b32 v52, 0 :: v_dual_mov_b32 v53, 0
	v_dual_mov_b32 v54, 0 :: v_dual_mov_b32 v55, 0
	v_dual_mov_b32 v44, 0 :: v_dual_mov_b32 v45, 0
	v_dual_mov_b32 v46, 0 :: v_dual_mov_b32 v47, 0
	v_dual_mov_b32 v40, 0 :: v_dual_mov_b32 v41, 0
	v_dual_mov_b32 v42, 0 :: v_dual_mov_b32 v43, 0
	v_dual_mov_b32 v36, 0 :: v_dual_mov_b32 v37, 0
	v_dual_mov_b32 v38, 0 :: v_dual_mov_b32 v39, 0
	v_dual_mov_b32 v32, 0 :: v_dual_mov_b32 v33, 0
	v_dual_mov_b32 v34, 0 :: v_dual_mov_b32 v35, 0
	v_dual_mov_b32 v28, 0 :: v_dual_mov_b32 v29, 0
	v_dual_mov_b32 v30, 0 :: v_dual_mov_b32 v31, 0
	v_dual_mov_b32 v24, 0 :: v_dual_mov_b32 v25, 0
	v_dual_mov_b32 v26, 0 :: v_dual_mov_b32 v27, 0
	v_dual_mov_b32 v20, 0 :: v_dual_mov_b32 v21, 0
	v_dual_mov_b32 v22, 0 :: v_dual_mov_b32 v23, 0
	v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v17, 0
	v_dual_mov_b32 v18, 0 :: v_dual_mov_b32 v19, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v15, 0
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v9, 0
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v5, 0
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v7, 0
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v1, 0
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, 0
.LBB1_5:                                ; %.preheader55
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v66, 31, v65
	v_ashrrev_i32_e32 v70, 31, v69
	v_ashrrev_i32_e32 v68, 31, v67
	v_ashrrev_i32_e32 v72, 31, v71
	v_ashrrev_i32_e32 v82, 31, v81
	v_lshlrev_b64 v[91:92], 2, v[65:66]
	v_lshlrev_b64 v[93:94], 2, v[69:70]
	v_lshlrev_b64 v[95:96], 2, v[67:68]
	v_ashrrev_i32_e32 v74, 31, v73
	v_lshlrev_b64 v[99:100], 2, v[81:82]
	v_ashrrev_i32_e32 v76, 31, v75
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v91, vcc_lo, s0, v91
	v_add_co_ci_u32_e32 v92, vcc_lo, s1, v92, vcc_lo
	v_add_co_u32 v97, vcc_lo, s0, v93
	v_add_co_ci_u32_e32 v98, vcc_lo, s1, v94, vcc_lo
	v_lshlrev_b64 v[93:94], 2, v[71:72]
	v_add_co_u32 v95, vcc_lo, s0, v95
	v_add_co_ci_u32_e32 v96, vcc_lo, s1, v96, vcc_lo
	v_lshlrev_b64 v[103:104], 2, v[73:74]
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v101, vcc_lo, s0, v93
	v_add_co_ci_u32_e32 v102, vcc_lo, s1, v94, vcc_lo
	v_add_co_u32 v99, vcc_lo, s2, v99
	v_add_co_ci_u32_e32 v100, vcc_lo, s3, v100, vcc_lo
	v_add_co_u32 v103, vcc_lo, s0, v103
	v_lshlrev_b64 v[105:106], 2, v[75:76]
	v_add_co_ci_u32_e32 v104, vcc_lo, s1, v104, vcc_lo
	v_ashrrev_i32_e32 v78, 31, v77
	global_load_b32 v66, v[91:92], off
	global_load_b128 v[91:94], v[99:100], off
	s_clause 0x2
	global_load_b32 v68, v[97:98], off
	global_load_b32 v74, v[103:104], off
	global_load_b32 v70, v[95:96], off
	v_add_co_u32 v95, vcc_lo, s0, v105
	v_ashrrev_i32_e32 v80, 31, v79
	v_add_co_ci_u32_e32 v96, vcc_lo, s1, v106, vcc_lo
	v_lshlrev_b64 v[97:98], 2, v[77:78]
	global_load_b32 v72, v[101:102], off
	v_add_nc_u32_e32 v81, s4, v81
	global_load_b32 v76, v[95:96], off
	v_lshlrev_b64 v[101:102], 2, v[79:80]
	v_add_nc_u32_e32 v69, 1, v69
	v_add_co_u32 v97, vcc_lo, s0, v97
	v_add_co_ci_u32_e32 v98, vcc_lo, s1, v98, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v95, vcc_lo, s0, v101
	v_add_co_ci_u32_e32 v96, vcc_lo, s1, v102, vcc_lo
	s_clause 0x1
	global_load_b32 v78, v[97:98], off
	global_load_b32 v80, v[95:96], off
	global_load_b128 v[95:98], v[99:100], off offset:16
	v_add_nc_u32_e32 v67, 1, v67
	v_add_nc_u32_e32 v71, 1, v71
	v_add_nc_u32_e32 v73, 1, v73
	v_add_nc_u32_e32 v75, 1, v75
	v_add_nc_u32_e32 v77, 1, v77
	v_add_nc_u32_e32 v79, 1, v79
	v_add_nc_u32_e32 v65, 1, v65
	s_add_i32 s5, s5, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s5, 0
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v48, v66, v91
	v_fmac_f32_e32 v49, v66, v92
	v_fmac_f32_e32 v50, v66, v93
	s_waitcnt vmcnt(7)
	v_dual_fmac_f32 v51, v66, v94 :: v_dual_fmac_f32 v56, v68, v91
	s_waitcnt vmcnt(6)
	v_dual_fmac_f32 v57, v68, v92 :: v_dual_fmac_f32 v28, v74, v91
	v_fmac_f32_e32 v58, v68, v93
	v_dual_fmac_f32 v59, v68, v94 :: v_dual_fmac_f32 v30, v74, v93
	s_waitcnt vmcnt(5)
	v_fmac_f32_e32 v44, v70, v91
	v_fmac_f32_e32 v45, v70, v92
	v_fmac_f32_e32 v46, v70, v93
	s_waitcnt vmcnt(4)
	v_dual_fmac_f32 v47, v70, v94 :: v_dual_fmac_f32 v36, v72, v91
	v_fmac_f32_e32 v37, v72, v92
	v_fmac_f32_e32 v38, v72, v93
	v_fmac_f32_e32 v39, v72, v94
	v_fmac_f32_e32 v29, v74, v92
	s_waitcnt vmcnt(3)
	v_dual_fmac_f32 v31, v74, v94 :: v_dual_fmac_f32 v20, v76, v91
	v_fmac_f32_e32 v21, v76, v92
	v_fmac_f32_e32 v22, v76, v93
	s_waitcnt vmcnt(2)
	v_dual_fmac_f32 v23, v76, v94 :: v_dual_fmac_f32 v12, v78, v91
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v62, v66, v97
	v_dual_fmac_f32 v13, v78, v92 :: v_dual_fmac_f32 v32, v72, v95
	v_fmac_f32_e32 v14, v78, v93
	v_dual_fmac_f32 v15, v78, v94 :: v_dual_fmac_f32 v34, v72, v97
	v_fmac_f32_e32 v4, v80, v91
	v_dual_fmac_f32 v5, v80, v92 :: v_dual_fmac_f32 v40, v70, v95
	v_fmac_f32_e32 v6, v80, v93
	v_dual_fmac_f32 v7, v80, v94 :: v_dual_fmac_f32 v42, v70, v97
	v_fmac_f32_e32 v60, v66, v95
	v_dual_fmac_f32 v61, v66, v96 :: v_dual_fmac_f32 v16, v76, v95
	v_dual_fmac_f32 v63, v66, v98 :: v_dual_fmac_f32 v18, v76, v97
	v_fmac_f32_e32 v52, v68, v95
	v_dual_fmac_f32 v53, v68, v96 :: v_dual_fmac_f32 v24, v74, v95
	v_fmac_f32_e32 v54, v68, v97
	v_dual_fmac_f32 v55, v68, v98 :: v_dual_fmac_f32 v26, v74, v97
	v_dual_fmac_f32 v41, v70, v96 :: v_dual_fmac_f32 v0, v80, v95
	v_dual_fmac_f32 v43, v70, v98 :: v_dual_fmac_f32 v2, v80, v97
	v_dual_fmac_f32 v33, v72, v96 :: v_dual_fmac_f32 v8, v78, v95
	v_dual_fmac_f32 v35, v72, v98 :: v_dual_fmac_f32 v10, v78, v97
	v_fmac_f32_e32 v25, v74, v96
	v_fmac_f32_e32 v27, v74, v98
	v_fmac_f32_e32 v17, v76, v96
	v_fmac_f32_e32 v19, v76, v98
	v_fmac_f32_e32 v9, v78, v96
	v_fmac_f32_e32 v11, v78, v98
	v_fmac_f32_e32 v1, v80, v96
	v_fmac_f32_e32 v3, v80, v98
	s_cbranch_scc1 .LBB1_5
; %bb.6:                                ; %Flow
	v_dual_mov_b32 v71, v84 :: v_dual_mov_b32 v70, v85
	v_dual_mov_b32 v69, v86 :: v_dual_mov_b32 v68, v87
	v_dual_mov_b32 v67, v88 :: v_dual_mov_b32 v66, v89
	v_mov_b32_e32 v65, v90
.LBB1_7:                                ; %.preheader51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[72:73], null, v83, s4, v[64:65]
	v_mad_u64_u32 v[74:75], null, v71, s4, v[64:65]
	v_mad_u64_u32 v[76:77], null, v70, s4, v[64:65]
	v_mad_u64_u32 v[78:79], null, v68, s4, v[64:65]
	v_ashrrev_i32_e32 v73, 31, v72
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v75, 31, v74
	v_ashrrev_i32_e32 v77, 31, v76
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[70:71], 2, v[72:73]
	v_mad_u64_u32 v[72:73], null, v69, s4, v[64:65]
	v_lshlrev_b64 v[73:74], 2, v[74:75]
	s_delay_alu instid0(VALU_DEP_4)
	v_lshlrev_b64 v[75:76], 2, v[76:77]
	v_ashrrev_i32_e32 v79, 31, v78
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v69, vcc_lo, s6, v70
	v_add_co_ci_u32_e32 v70, vcc_lo, s7, v71, vcc_lo
	s_clause 0x1
	global_store_b128 v[69:70], v[48:51], off
	global_store_b128 v[69:70], v[60:63], off offset:16
	v_add_co_u32 v48, vcc_lo, s6, v73
	v_add_co_ci_u32_e32 v49, vcc_lo, s7, v74, vcc_lo
	v_ashrrev_i32_e32 v73, 31, v72
	v_add_co_u32 v50, vcc_lo, s6, v75
	v_add_co_ci_u32_e32 v51, vcc_lo, s7, v76, vcc_lo
	s_clause 0x1
	global_store_b128 v[48:49], v[56:59], off
	global_store_b128 v[48:49], v[52:55], off offset:16
	v_lshlrev_b64 v[48:49], 2, v[72:73]
	s_clause 0x1
	global_store_b128 v[50:51], v[44:47], off
	global_store_b128 v[50:51], v[40:43], off offset:16
	v_mad_u64_u32 v[42:43], null, v67, s4, v[64:65]
	v_lshlrev_b64 v[40:41], 2, v[78:79]
	v_mad_u64_u32 v[46:47], null, v66, s4, v[64:65]
	v_add_co_u32 v44, vcc_lo, s6, v48
	v_add_co_ci_u32_e32 v45, vcc_lo, s7, v49, vcc_lo
	v_mad_u64_u32 v[48:49], null, v65, s4, v[64:65]
	v_ashrrev_i32_e32 v43, 31, v42
	v_add_co_u32 v40, vcc_lo, s6, v40
	v_add_co_ci_u32_e32 v41, vcc_lo, s7, v41, vcc_lo
	v_ashrrev_i32_e32 v47, 31, v46
	s_clause 0x1
	global_store_b128 v[44:45], v[36:39], off
	global_store_b128 v[44:45], v[32:35], off offset:16
	v_lshlrev_b64 v[32:33], 2, v[42:43]
	v_ashrrev_i32_e32 v49, 31, v48
	s_clause 0x1
	global_store_b128 v[40:41], v[28:31], off
	global_store_b128 v[40:41], v[24:27], off offset:16
	v_lshlrev_b64 v[24:25], 2, v[46:47]
	v_add_co_u32 v26, vcc_lo, s6, v32
	v_lshlrev_b64 v[28:29], 2, v[48:49]
	v_add_co_ci_u32_e32 v27, vcc_lo, s7, v33, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_u32 v24, vcc_lo, s6, v24
	v_add_co_ci_u32_e32 v25, vcc_lo, s7, v25, vcc_lo
	v_add_co_u32 v28, vcc_lo, s6, v28
	v_add_co_ci_u32_e32 v29, vcc_lo, s7, v29, vcc_lo
	s_clause 0x5
	global_store_b128 v[26:27], v[20:23], off
	global_store_b128 v[26:27], v[16:19], off offset:16
	global_store_b128 v[24:25], v[12:15], off
	global_store_b128 v[24:25], v[8:11], off offset:16
	global_store_b128 v[28:29], v[4:7], off
	global_store_b128 v[28:29], v[0:3], off offset:16
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
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
		.amdhsa_next_free_vgpr 107
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
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
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
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1908
; NumSgprs: 18
; NumVgprs: 107
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 13
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 107
; Occupancy: 12
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
	s_load_b64 s[4:5], s[0:1], 0x1c
	v_bfe_u32 v1, v0, 10, 10
	v_and_b32_e32 v0, 0x3ff, v0
	s_mov_b32 s2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v0, 3, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v43, s15, 6, v1
	v_or_b32_e32 v44, 1, v43
	v_or_b32_e32 v45, 2, v43
	v_or_b32_e32 v46, 3, v43
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s5, 0
	s_cbranch_scc1 .LBB2_3
; %bb.1:                                ; %..preheader51_crit_edge
	v_or_b32_e32 v35, 1, v43
	v_or_b32_e32 v34, 2, v43
	v_or_b32_e32 v33, 3, v43
	s_mov_b32 s3, 0
	s_load_b64 s[6:7], s[0:1], 0x10
	v_lshl_add_u32 v32, s14, 7, v0
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccz .LBB2_4
; %bb.2:
	v_dual_mov_b32 v3, s3 :: v_dual_mov_b32 v2, s3
	v_dual_mov_b32 v1, s3 :: v_dual_mov_b32 v0, s3
	v_dual_mov_b32 v7, s3 :: v_dual_mov_b32 v6, s3
	v_dual_mov_b32 v5, s3 :: v_dual_mov_b32 v4, s3
	v_dual_mov_b32 v11, s3 :: v_dual_mov_b32 v10, s3
	v_dual_mov_b32 v9, s3 :: v_dual_mov_b32 v8, s3
	v_dual_mov_b32 v15, s3 :: v_dual_mov_b32 v14, s3
	v_dual_mov_b32 v13, s3 :: v_dual_mov_b32 v12, s3
	v_dual_mov_b32 v19, s3 :: v_dual_mov_b32 v18, s3
	v_dual_mov_b32 v17, s3 :: v_dual_mov_b32 v16, s3
	v_dual_mov_b32 v27, s3 :: v_dual_mov_b32 v26, s3
	v_dual_mov_b32 v25, s3 :: v_dual_mov_b32 v24, s3
	v_dual_mov_b32 v31, s3 :: v_dual_mov_b32 v30, s3
	v_dual_mov_b32 v29, s3 :: v_dual_mov_b32 v28, s3
	v_dual_mov_b32 v23, s3 :: v_dual_mov_b32 v22, s3
	v_dual_mov_b32 v21, s3 :: v_dual_mov_b32 v20, s3
	s_branch .LBB2_7
.LBB2_3:
                                        ; implicit-def: $sgpr3
                                        ; implicit-def: $vgpr35
                                        ; implicit-def: $vgpr34
                                        ; implicit-def: $vgpr33
	s_load_b64 s[6:7], s[0:1], 0x10
	v_lshl_add_u32 v32, s14, 7, v0
.LBB2_4:                                ; %.preheader55.preheader
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mul_lo_u32 v33, v43, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v35, v32 :: v_dual_add_nc_u32 v0, 2, v43
	v_dual_mov_b32 v20, 0 :: v_dual_add_nc_u32 v1, 3, v43
	v_dual_mov_b32 v21, 0 :: v_dual_mov_b32 v28, 0
	v_mul_lo_u32 v37, s5, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_lo_u32 v39, s5, v1
	v_dual_mov_b32 v22, 0 :: v_dual_add_nc_u32 v41, s5, v33
	v_dual_mov_b32 v23, 0 :: v_dual_mov_b32 v30, 0
	v_dual_mov_b32 v29, 0 :: v_dual_mov_b32 v24, 0
	v_dual_mov_b32 v31, 0 :: v_dual_mov_b32 v26, 0
	v_dual_mov_b32 v25, 0 :: v_dual_mov_b32 v16, 0
	v_dual_mov_b32 v27, 0 :: v_dual_mov_b32 v18, 0
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v19, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v0, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, 0
.LBB2_5:                                ; %.preheader55
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v34, 31, v33
	v_ashrrev_i32_e32 v36, 31, v35
	v_ashrrev_i32_e32 v42, 31, v41
	v_ashrrev_i32_e32 v38, 31, v37
	v_ashrrev_i32_e32 v40, 31, v39
	v_lshlrev_b64 v[47:48], 2, v[33:34]
	v_lshlrev_b64 v[51:52], 2, v[35:36]
	v_lshlrev_b64 v[49:50], 2, v[41:42]
	v_lshlrev_b64 v[57:58], 2, v[37:38]
	v_add_nc_u32_e32 v33, 1, v33
	s_add_i32 s5, s5, -1
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v53, vcc_lo, s0, v47
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v48, vcc_lo
	v_add_co_u32 v51, vcc_lo, s2, v51
	v_add_co_ci_u32_e32 v52, vcc_lo, s3, v52, vcc_lo
	v_add_co_u32 v55, vcc_lo, s0, v49
	v_add_co_ci_u32_e32 v56, vcc_lo, s1, v50, vcc_lo
	global_load_b128 v[47:50], v[51:52], off
	global_load_b32 v34, v[53:54], off
	global_load_b128 v[51:54], v[51:52], off offset:16
	global_load_b32 v36, v[55:56], off
	v_add_co_u32 v55, vcc_lo, s0, v57
	v_add_co_ci_u32_e32 v56, vcc_lo, s1, v58, vcc_lo
	v_lshlrev_b64 v[57:58], 2, v[39:40]
	v_add_nc_u32_e32 v35, s4, v35
	v_add_nc_u32_e32 v41, 1, v41
	global_load_b32 v38, v[55:56], off
	v_add_nc_u32_e32 v37, 1, v37
	v_add_nc_u32_e32 v39, 1, v39
	v_add_co_u32 v55, vcc_lo, s0, v57
	v_add_co_ci_u32_e32 v56, vcc_lo, s1, v58, vcc_lo
	s_cmp_lg_u32 s5, 0
	global_load_b32 v40, v[55:56], off
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v20, v34, v47
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v30, v34, v53
	s_waitcnt vmcnt(2)
	v_dual_fmac_f32 v21, v34, v48 :: v_dual_fmac_f32 v24, v36, v47
	v_fmac_f32_e32 v22, v34, v49
	v_dual_fmac_f32 v23, v34, v50 :: v_dual_fmac_f32 v26, v36, v49
	v_fmac_f32_e32 v28, v34, v51
	v_dual_fmac_f32 v29, v34, v52 :: v_dual_fmac_f32 v16, v36, v51
	v_dual_fmac_f32 v31, v34, v54 :: v_dual_fmac_f32 v18, v36, v53
	s_waitcnt vmcnt(1)
	v_dual_fmac_f32 v25, v36, v48 :: v_dual_fmac_f32 v12, v38, v47
	v_dual_fmac_f32 v27, v36, v50 :: v_dual_fmac_f32 v14, v38, v49
	v_dual_fmac_f32 v17, v36, v52 :: v_dual_fmac_f32 v8, v38, v51
	v_dual_fmac_f32 v19, v36, v54 :: v_dual_fmac_f32 v10, v38, v53
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v13, v38, v48 :: v_dual_fmac_f32 v4, v40, v47
	v_dual_fmac_f32 v15, v38, v50 :: v_dual_fmac_f32 v6, v40, v49
	v_dual_fmac_f32 v9, v38, v52 :: v_dual_fmac_f32 v0, v40, v51
	v_dual_fmac_f32 v11, v38, v54 :: v_dual_fmac_f32 v2, v40, v53
	v_fmac_f32_e32 v5, v40, v48
	v_fmac_f32_e32 v7, v40, v50
	v_fmac_f32_e32 v1, v40, v52
	v_fmac_f32_e32 v3, v40, v54
	s_cbranch_scc1 .LBB2_5
; %bb.6:                                ; %Flow
	v_dual_mov_b32 v35, v44 :: v_dual_mov_b32 v34, v45
	v_mov_b32_e32 v33, v46
.LBB2_7:                                ; %.preheader51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[36:37], null, v43, s4, v[32:33]
	v_mad_u64_u32 v[38:39], null, v35, s4, v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[40:41], null, v34, s4, v[32:33]
	v_mad_u64_u32 v[34:35], null, v33, s4, v[32:33]
	v_ashrrev_i32_e32 v37, 31, v36
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v39, 31, v38
	v_ashrrev_i32_e32 v41, 31, v40
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[32:33], 2, v[36:37]
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshlrev_b64 v[36:37], 2, v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[38:39], 2, v[40:41]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v32, vcc_lo, s6, v32
	v_add_co_ci_u32_e32 v33, vcc_lo, s7, v33, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v36, vcc_lo, s6, v36
	v_add_co_ci_u32_e32 v37, vcc_lo, s7, v37, vcc_lo
	s_clause 0x1
	global_store_b128 v[32:33], v[20:23], off
	global_store_b128 v[32:33], v[28:31], off offset:16
	v_lshlrev_b64 v[20:21], 2, v[34:35]
	v_add_co_u32 v22, vcc_lo, s6, v38
	v_add_co_ci_u32_e32 v23, vcc_lo, s7, v39, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_u32 v20, vcc_lo, s6, v20
	v_add_co_ci_u32_e32 v21, vcc_lo, s7, v21, vcc_lo
	s_clause 0x5
	global_store_b128 v[36:37], v[24:27], off
	global_store_b128 v[36:37], v[16:19], off offset:16
	global_store_b128 v[22:23], v[12:15], off
	global_store_b128 v[22:23], v[8:11], off offset:16
	global_store_b128 v[20:21], v[4:7], off
	global_store_b128 v[20:21], v[0:3], off offset:16
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
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
		.amdhsa_next_free_vgpr 59
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
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
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
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1056
; NumSgprs: 18
; NumVgprs: 59
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 59
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
	v_lshrrev_b32_e32 v2, 4, v0
	s_load_b64 s[2:3], s[0:1], 0x1c
	v_and_b32_e32 v1, 15, v0
	s_lshl_b32 s8, s15, 6
	v_lshrrev_b32_e32 v20, 6, v0
	v_lshlrev_b32_e32 v4, 2, v2
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	v_or_b32_e32 v23, 0xffffff00, v0
	v_or_b32_e32 v2, s8, v2
	s_lshl_b32 s9, s14, 6
	v_mad_u32_u24 v16, 0x104, v1, v4
	v_and_b32_e32 v19, 63, v0
	s_mov_b32 s12, 0
	v_mov_b32_e32 v8, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v6, v16 :: v_dual_lshlrev_b32 v3, 2, v19
	v_lshl_or_b32 v3, v20, 8, v3
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, s2, v20
	v_mad_u64_u32 v[17:18], null, s3, v2, v[1:2]
	s_lshl_b32 s10, s2, 2
	v_add_nc_u32_e32 v22, 0x2080, v3
	s_lshl_b32 s11, s3, 4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add3_u32 v2, v4, s9, v19
	v_dual_mov_b32 v7, v22 :: v_dual_mov_b32 v4, v17
	.p2align	6
.LBB3_1:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_add_nc_u32_e32 v8, 0x100, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[9:10], 2, v[4:5]
	v_lshlrev_b64 v[11:12], 2, v[2:3]
	v_add_nc_u32_e32 v2, s10, v2
	v_add_nc_u32_e32 v4, s11, v4
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v9, vcc_lo, s4, v9
	v_add_co_ci_u32_e32 v10, vcc_lo, s5, v10, vcc_lo
	v_add_co_u32 v11, vcc_lo, s6, v11
	v_add_co_ci_u32_e32 v12, vcc_lo, s7, v12, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 0x2ff, v8
	global_load_b32 v3, v[9:10], off
	global_load_b32 v5, v[11:12], off
	s_waitcnt vmcnt(1)
	ds_store_b32 v6, v3
	s_waitcnt vmcnt(0)
	ds_store_b32 v7, v5
	v_add_nc_u32_e32 v7, 0x400, v7
	v_add_nc_u32_e32 v6, 64, v6
	s_or_b32 s12, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s12
	s_cbranch_execnz .LBB3_1
; %bb.2:                                ; %_ZZ13gemm_lds_dbufPKfS0_PfiiiENKUliiE_clEii.exit
	s_or_b32 exec_lo, exec_lo, s12
	v_lshrrev_b32_e32 v18, 2, v0
	v_dual_mov_b32 v3, 0 :: v_dual_lshlrev_b32 v24, 2, v1
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v0, 0 :: v_dual_and_b32 v25, 60, v18
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v4, 0
	s_cmp_lt_i32 s3, 1
	s_mov_b32 s12, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB3_10
; %bb.3:                                ; %.lr.ph
	v_or_b32_e32 v0, 16, v20
	v_or_b32_e32 v26, 3, v18
	v_dual_mov_b32 v4, 0 :: v_dual_add_nc_u32 v27, 16, v17
	v_dual_mov_b32 v5, 0 :: v_dual_lshlrev_b32 v28, 2, v24
	s_delay_alu instid0(VALU_DEP_4)
	v_mul_lo_u32 v0, s2, v0
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v7, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v15, 0
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v9, 0
	v_add3_u32 v29, v0, s9, v19
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v1, 0
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, 0
	s_lshl_b32 s13, s2, 4
	s_mov_b32 s16, 0
.LBB3_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_6 Depth 2
	s_add_i32 s12, s12, 16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_i32 s12, s3
	s_cselect_b32 s15, -1, 0
	s_xor_b32 s14, s16, 1
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB3_8
; %bb.5:                                ;   in Loop: Header=BB3_4 Depth=1
	v_mad_u64_u32 v[17:18], null, 0x1040, s14, v[16:17]
	v_lshl_add_u32 v30, s14, 12, v22
	v_mov_b32_e32 v18, v27
	v_dual_mov_b32 v20, v29 :: v_dual_mov_b32 v31, v23
	s_mov_b32 s17, 0
	.p2align	6
.LBB3_6:                                ;   Parent Loop BB3_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v21, 31, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v31, 0x100, v31
	v_lshlrev_b64 v[32:33], 2, v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[34:35], 2, v[20:21]
	v_add_nc_u32_e32 v20, s10, v20
	v_add_nc_u32_e32 v18, s11, v18
	v_add_co_u32 v32, vcc_lo, s4, v32
	v_add_co_ci_u32_e32 v33, vcc_lo, s5, v33, vcc_lo
	v_add_co_u32 v34, vcc_lo, s6, v34
	v_add_co_ci_u32_e32 v35, vcc_lo, s7, v35, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 0x2ff, v31
	global_load_b32 v19, v[32:33], off
	global_load_b32 v21, v[34:35], off
	s_waitcnt vmcnt(1)
	ds_store_b32 v17, v19
	s_waitcnt vmcnt(0)
	ds_store_b32 v30, v21
	v_add_nc_u32_e32 v30, 0x400, v30
	v_add_nc_u32_e32 v17, 64, v17
	s_or_b32 s17, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s17
	s_cbranch_execnz .LBB3_6
; %bb.7:                                ; %Flow
                                        ;   in Loop: Header=BB3_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s17
.LBB3_8:                                ; %_ZZ13gemm_lds_dbufPKfS0_PfiiiENKUliiE_clEii.exit56
                                        ;   in Loop: Header=BB3_4 Depth=1
	s_mul_i32 s17, s16, 0x1040
	v_lshl_or_b32 v17, s16, 12, v28
	v_lshl_add_u32 v18, v25, 2, s17
	v_lshl_add_u32 v19, v26, 2, s17
	s_and_b32 vcc_lo, exec_lo, s15
	ds_load_b96 v[38:40], v18
	ds_load_b128 v[30:33], v17 offset:8320
	ds_load_2addr_b32 v[20:21], v19 offset1:65
	ds_load_b128 v[34:37], v17 offset:8576
	ds_load_2addr_b32 v[41:42], v18 offset0:65 offset1:66
	ds_load_b32 v47, v18 offset:268
	ds_load_b64 v[43:44], v18 offset:520
	ds_load_2addr_b32 v[45:46], v19 offset0:130 offset1:195
	v_add_nc_u32_e32 v29, s13, v29
	s_waitcnt lgkmcnt(6)
	v_dual_fmac_f32 v4, v38, v30 :: v_dual_add_nc_u32 v27, 16, v27
	v_fmac_f32_e32 v13, v39, v31
	v_dual_fmac_f32 v5, v38, v31 :: v_dual_fmac_f32 v12, v39, v30
	v_dual_fmac_f32 v6, v38, v32 :: v_dual_fmac_f32 v15, v39, v33
	v_dual_fmac_f32 v7, v38, v33 :: v_dual_fmac_f32 v14, v39, v32
	s_waitcnt lgkmcnt(3)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v8, v40, v30 :: v_dual_fmac_f32 v5, v41, v35
	v_dual_fmac_f32 v9, v40, v31 :: v_dual_fmac_f32 v4, v41, v34
	v_dual_fmac_f32 v10, v40, v32 :: v_dual_fmac_f32 v7, v41, v37
	v_dual_fmac_f32 v11, v40, v33 :: v_dual_fmac_f32 v6, v41, v36
	v_dual_fmac_f32 v0, v20, v30 :: v_dual_fmac_f32 v13, v42, v35
	v_dual_fmac_f32 v1, v20, v31 :: v_dual_fmac_f32 v12, v42, v34
	v_dual_fmac_f32 v2, v20, v32 :: v_dual_fmac_f32 v15, v42, v37
	v_dual_fmac_f32 v3, v20, v33 :: v_dual_fmac_f32 v14, v42, v36
	ds_load_b128 v[30:33], v17 offset:8832
	ds_load_2addr_b32 v[40:41], v18 offset0:132 offset1:197
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v8, v47, v34 :: v_dual_fmac_f32 v1, v21, v35
	v_dual_fmac_f32 v9, v47, v35 :: v_dual_fmac_f32 v0, v21, v34
	v_dual_fmac_f32 v10, v47, v36 :: v_dual_fmac_f32 v3, v21, v37
	v_dual_fmac_f32 v11, v47, v37 :: v_dual_fmac_f32 v2, v21, v36
	ds_load_b128 v[34:37], v17 offset:9088
	ds_load_2addr_b32 v[20:21], v18 offset0:195 offset1:196
	s_waitcnt lgkmcnt(3)
	v_dual_fmac_f32 v4, v43, v30 :: v_dual_fmac_f32 v13, v44, v31
	v_dual_fmac_f32 v5, v43, v31 :: v_dual_fmac_f32 v12, v44, v30
	v_dual_fmac_f32 v6, v43, v32 :: v_dual_fmac_f32 v15, v44, v33
	v_dual_fmac_f32 v7, v43, v33 :: v_dual_fmac_f32 v14, v44, v32
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v8, v40, v30 :: v_dual_fmac_f32 v1, v45, v31
	v_dual_fmac_f32 v9, v40, v31 :: v_dual_fmac_f32 v0, v45, v30
	v_dual_fmac_f32 v10, v40, v32 :: v_dual_fmac_f32 v3, v45, v33
	v_dual_fmac_f32 v11, v40, v33 :: v_dual_fmac_f32 v2, v45, v32
	ds_load_b96 v[38:40], v18 offset:1040
	ds_load_b32 v54, v18 offset:1308
	ds_load_b64 v[42:43], v18 offset:1560
	ds_load_b128 v[30:33], v17 offset:9344
	s_waitcnt lgkmcnt(5)
	v_dual_fmac_f32 v8, v41, v34 :: v_dual_add_nc_u32 v55, 0x400, v19
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v4, v20, v34 :: v_dual_fmac_f32 v13, v21, v35
	v_dual_fmac_f32 v5, v20, v35 :: v_dual_fmac_f32 v12, v21, v34
	v_dual_fmac_f32 v6, v20, v36 :: v_dual_fmac_f32 v15, v21, v37
	v_dual_fmac_f32 v7, v20, v37 :: v_dual_fmac_f32 v14, v21, v36
	ds_load_2addr_b32 v[20:21], v55 offset0:4 offset1:69
	v_dual_fmac_f32 v9, v41, v35 :: v_dual_fmac_f32 v0, v46, v34
	v_dual_fmac_f32 v10, v41, v36 :: v_dual_fmac_f32 v1, v46, v35
	v_dual_fmac_f32 v11, v41, v37 :: v_dual_fmac_f32 v2, v46, v36
	v_fmac_f32_e32 v3, v46, v37
	ds_load_b128 v[34:37], v17 offset:9600
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v12, v39, v30
	v_dual_fmac_f32 v6, v38, v32 :: v_dual_add_nc_u32 v41, 0x514, v18
	v_dual_fmac_f32 v4, v38, v30 :: v_dual_fmac_f32 v13, v39, v31
	v_dual_fmac_f32 v7, v38, v33 :: v_dual_fmac_f32 v8, v40, v30
	ds_load_2addr_b32 v[44:45], v41 offset1:1
	v_fmac_f32_e32 v9, v40, v31
	v_dual_fmac_f32 v5, v38, v31 :: v_dual_fmac_f32 v14, v39, v32
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v0, v20, v30
	v_dual_fmac_f32 v1, v20, v31 :: v_dual_add_nc_u32 v30, 0x71c, v18
	v_dual_fmac_f32 v2, v20, v32 :: v_dual_add_nc_u32 v31, 0x924, v18
	v_dual_fmac_f32 v11, v40, v33 :: v_dual_add_nc_u32 v38, 0xb2c, v18
	v_dual_fmac_f32 v15, v39, v33 :: v_dual_fmac_f32 v10, v40, v32
	v_fmac_f32_e32 v3, v20, v33
	ds_load_2addr_b32 v[46:47], v30 offset1:1
	ds_load_2addr_b32 v[48:49], v31 offset1:1
	ds_load_2addr_b32 v[50:51], v38 offset1:1
	ds_load_b128 v[30:33], v17 offset:9856
	ds_load_b128 v[38:41], v17 offset:10112
	v_add_nc_u32_e32 v20, 0x400, v18
	s_waitcnt lgkmcnt(6)
	v_fmac_f32_e32 v8, v54, v34
	s_waitcnt lgkmcnt(5)
	v_dual_fmac_f32 v9, v54, v35 :: v_dual_fmac_f32 v4, v44, v34
	v_fmac_f32_e32 v15, v45, v37
	ds_load_2addr_b32 v[52:53], v20 offset0:136 offset1:201
	v_dual_fmac_f32 v5, v44, v35 :: v_dual_fmac_f32 v14, v45, v36
	v_fmac_f32_e32 v6, v44, v36
	v_dual_fmac_f32 v7, v44, v37 :: v_dual_fmac_f32 v12, v45, v34
	v_fmac_f32_e32 v13, v45, v35
	ds_load_2addr_b32 v[44:45], v55 offset0:134 offset1:199
	v_dual_fmac_f32 v10, v54, v36 :: v_dual_fmac_f32 v1, v21, v35
	v_dual_fmac_f32 v11, v54, v37 :: v_dual_fmac_f32 v0, v21, v34
	s_waitcnt lgkmcnt(3)
	v_dual_fmac_f32 v2, v21, v36 :: v_dual_fmac_f32 v5, v42, v31
	v_fmac_f32_e32 v15, v43, v33
	v_dual_fmac_f32 v3, v21, v37 :: v_dual_fmac_f32 v4, v42, v30
	v_fmac_f32_e32 v14, v43, v32
	v_dual_fmac_f32 v6, v42, v32 :: v_dual_fmac_f32 v13, v43, v31
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v8, v52, v30
	v_fmac_f32_e32 v9, v52, v31
	v_dual_fmac_f32 v10, v52, v32 :: v_dual_fmac_f32 v5, v46, v39
	v_dual_fmac_f32 v11, v52, v33 :: v_dual_fmac_f32 v4, v46, v38
	v_dual_fmac_f32 v15, v47, v41 :: v_dual_add_nc_u32 v52, 0x800, v19
	v_dual_fmac_f32 v7, v42, v33 :: v_dual_fmac_f32 v12, v43, v30
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v0, v44, v30
	v_dual_fmac_f32 v1, v44, v31 :: v_dual_fmac_f32 v6, v46, v40
	v_dual_fmac_f32 v2, v44, v32 :: v_dual_fmac_f32 v13, v47, v39
	v_dual_fmac_f32 v3, v44, v33 :: v_dual_fmac_f32 v12, v47, v38
	ds_load_b96 v[42:44], v18 offset:2080
	ds_load_b128 v[30:33], v17 offset:10368
	ds_load_2addr_b32 v[20:21], v52 offset0:8 offset1:73
	ds_load_b128 v[34:37], v17 offset:10624
	v_dual_fmac_f32 v7, v46, v41 :: v_dual_fmac_f32 v14, v47, v40
	v_fmac_f32_e32 v9, v53, v39
	v_fmac_f32_e32 v11, v53, v41
	v_fmac_f32_e32 v0, v45, v38
	v_fmac_f32_e32 v1, v45, v39
	v_fmac_f32_e32 v2, v45, v40
	v_fmac_f32_e32 v3, v45, v41
	v_fmac_f32_e32 v8, v53, v38
	v_fmac_f32_e32 v10, v53, v40
	ds_load_b32 v38, v18 offset:2348
	ds_load_b64 v[45:46], v18 offset:2600
	ds_load_2addr_b32 v[52:53], v52 offset0:138 offset1:203
	v_add_nc_u32_e32 v19, 0xc00, v19
	s_waitcnt lgkmcnt(5)
	v_fmac_f32_e32 v7, v42, v33
	v_fmac_f32_e32 v4, v42, v30
	v_fmac_f32_e32 v5, v42, v31
	v_fmac_f32_e32 v6, v42, v32
	v_fmac_f32_e32 v12, v43, v30
	v_fmac_f32_e32 v13, v43, v31
	v_dual_fmac_f32 v14, v43, v32 :: v_dual_fmac_f32 v9, v44, v31
	v_fmac_f32_e32 v15, v43, v33
	v_fmac_f32_e32 v11, v44, v33
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v0, v20, v30
	s_waitcnt lgkmcnt(3)
	v_dual_fmac_f32 v1, v20, v31 :: v_dual_fmac_f32 v12, v49, v34
	v_fmac_f32_e32 v2, v20, v32
	v_dual_fmac_f32 v3, v20, v33 :: v_dual_fmac_f32 v14, v49, v36
	v_add_nc_u32_e32 v20, 0x800, v18
	v_dual_fmac_f32 v8, v44, v30 :: v_dual_fmac_f32 v13, v49, v35
	v_dual_fmac_f32 v10, v44, v32 :: v_dual_fmac_f32 v15, v49, v37
	v_dual_fmac_f32 v4, v48, v34 :: v_dual_fmac_f32 v1, v21, v35
	ds_load_b128 v[30:33], v17 offset:10880
	s_waitcnt lgkmcnt(3)
	v_dual_fmac_f32 v5, v48, v35 :: v_dual_fmac_f32 v8, v38, v34
	v_dual_fmac_f32 v6, v48, v36 :: v_dual_fmac_f32 v3, v21, v37
	v_dual_fmac_f32 v7, v48, v37 :: v_dual_fmac_f32 v10, v38, v36
	ds_load_2addr_b32 v[47:48], v20 offset0:140 offset1:205
	v_fmac_f32_e32 v9, v38, v35
	v_fmac_f32_e32 v11, v38, v37
	ds_load_b128 v[38:41], v17 offset:11136
	v_fmac_f32_e32 v0, v21, v34
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v2, v21, v36 :: v_dual_fmac_f32 v15, v46, v33
	v_fmac_f32_e32 v4, v45, v30
	v_dual_fmac_f32 v5, v45, v31 :: v_dual_fmac_f32 v12, v46, v30
	v_fmac_f32_e32 v6, v45, v32
	v_dual_fmac_f32 v7, v45, v33 :: v_dual_fmac_f32 v14, v46, v32
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v13, v46, v31 :: v_dual_fmac_f32 v8, v47, v30
	v_fmac_f32_e32 v1, v52, v31
	v_fmac_f32_e32 v9, v47, v31
	v_dual_fmac_f32 v10, v47, v32 :: v_dual_fmac_f32 v3, v52, v33
	v_dual_fmac_f32 v11, v47, v33 :: v_dual_fmac_f32 v0, v52, v30
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v5, v50, v39 :: v_dual_fmac_f32 v2, v52, v32
	v_fmac_f32_e32 v7, v50, v41
	ds_load_b96 v[42:44], v18 offset:3120
	ds_load_b128 v[30:33], v17 offset:11392
	v_fmac_f32_e32 v14, v51, v40
	v_add_nc_u32_e32 v34, 0xd34, v18
	ds_load_2addr_b32 v[20:21], v19 offset0:12 offset1:77
	v_dual_fmac_f32 v4, v50, v38 :: v_dual_fmac_f32 v13, v51, v39
	v_dual_fmac_f32 v6, v50, v40 :: v_dual_fmac_f32 v15, v51, v41
	v_dual_fmac_f32 v12, v51, v38 :: v_dual_fmac_f32 v9, v48, v39
	v_dual_fmac_f32 v8, v48, v38 :: v_dual_fmac_f32 v1, v53, v39
	v_dual_fmac_f32 v10, v48, v40 :: v_dual_fmac_f32 v3, v53, v41
	v_dual_fmac_f32 v11, v48, v41 :: v_dual_fmac_f32 v0, v53, v38
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v2, v53, v40 :: v_dual_fmac_f32 v7, v42, v33
	v_fmac_f32_e32 v5, v42, v31
	ds_load_2addr_b32 v[38:39], v34 offset1:1
	ds_load_b128 v[34:37], v17 offset:11648
	ds_load_b32 v46, v18 offset:3388
	ds_load_b64 v[40:41], v18 offset:3640
	v_dual_fmac_f32 v4, v42, v30 :: v_dual_fmac_f32 v13, v43, v31
	v_dual_fmac_f32 v6, v42, v32 :: v_dual_fmac_f32 v15, v43, v33
	v_dual_fmac_f32 v12, v43, v30 :: v_dual_fmac_f32 v9, v44, v31
	v_dual_fmac_f32 v14, v43, v32 :: v_dual_fmac_f32 v11, v44, v33
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v1, v20, v31 :: v_dual_add_nc_u32 v42, 0xf3c, v18
	v_add_nc_u32_e32 v18, 0xc00, v18
	v_fmac_f32_e32 v8, v44, v30
	v_fmac_f32_e32 v10, v44, v32
	v_fmac_f32_e32 v0, v20, v30
	v_fmac_f32_e32 v2, v20, v32
	v_fmac_f32_e32 v3, v20, v33
	ds_load_2addr_b32 v[42:43], v42 offset1:1
	ds_load_b128 v[30:33], v17 offset:11904
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v4, v38, v34
	v_fmac_f32_e32 v5, v38, v35
	v_dual_fmac_f32 v6, v38, v36 :: v_dual_fmac_f32 v1, v21, v35
	v_dual_fmac_f32 v7, v38, v37 :: v_dual_fmac_f32 v12, v39, v34
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v11, v46, v37
	v_fmac_f32_e32 v13, v39, v35
	v_dual_fmac_f32 v14, v39, v36 :: v_dual_fmac_f32 v3, v21, v37
	v_fmac_f32_e32 v15, v39, v37
	v_fmac_f32_e32 v9, v46, v35
	ds_load_2addr_b32 v[44:45], v18 offset0:144 offset1:209
	ds_load_2addr_b32 v[38:39], v19 offset0:142 offset1:207
	ds_load_b128 v[17:20], v17 offset:12160
	v_fmac_f32_e32 v8, v46, v34
	v_fmac_f32_e32 v10, v46, v36
	v_fmac_f32_e32 v0, v21, v34
	v_fmac_f32_e32 v2, v21, v36
	s_waitcnt lgkmcnt(3)
	v_dual_fmac_f32 v4, v40, v30 :: v_dual_fmac_f32 v13, v41, v31
	v_fmac_f32_e32 v5, v40, v31
	v_dual_fmac_f32 v6, v40, v32 :: v_dual_fmac_f32 v15, v41, v33
	v_dual_fmac_f32 v7, v40, v33 :: v_dual_fmac_f32 v12, v41, v30
	v_fmac_f32_e32 v14, v41, v32
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_fmac_f32_e32 v8, v44, v30
	v_fmac_f32_e32 v9, v44, v31
	v_fmac_f32_e32 v7, v42, v20
	v_dual_fmac_f32 v10, v44, v32 :: v_dual_fmac_f32 v5, v42, v18
	v_dual_fmac_f32 v11, v44, v33 :: v_dual_fmac_f32 v0, v38, v30
	v_fmac_f32_e32 v15, v43, v20
	v_fmac_f32_e32 v1, v38, v31
	v_dual_fmac_f32 v2, v38, v32 :: v_dual_fmac_f32 v13, v43, v18
	v_fmac_f32_e32 v3, v38, v33
	v_dual_fmac_f32 v4, v42, v17 :: v_dual_fmac_f32 v9, v45, v18
	v_dual_fmac_f32 v6, v42, v19 :: v_dual_fmac_f32 v11, v45, v20
	v_fmac_f32_e32 v12, v43, v17
	v_fmac_f32_e32 v14, v43, v19
	v_dual_fmac_f32 v8, v45, v17 :: v_dual_fmac_f32 v1, v39, v18
	v_dual_fmac_f32 v10, v45, v19 :: v_dual_fmac_f32 v3, v39, v20
	v_fmac_f32_e32 v0, v39, v17
	v_fmac_f32_e32 v2, v39, v19
	s_cbranch_vccnz .LBB3_10
; %bb.9:                                ;   in Loop: Header=BB3_4 Depth=1
	s_mov_b32 s16, s14
	s_branch .LBB3_4
.LBB3_10:                               ; %Flow474
	v_add_nc_u32_e32 v19, s8, v25
	v_or_b32_e32 v16, s9, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[17:18], null, v19, s2, v[16:17]
	v_add_nc_u32_e32 v19, s2, v17
	v_ashrrev_i32_e32 v18, 31, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_ashrrev_i32_e32 v20, 31, v19
	v_add_nc_u32_e32 v16, s2, v19
	v_lshlrev_b64 v[21:22], 2, v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[18:19], 2, v[19:20]
	v_add_nc_u32_e32 v20, s2, v16
	v_ashrrev_i32_e32 v17, 31, v16
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_u32 v23, vcc_lo, s0, v21
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v22, vcc_lo
	v_ashrrev_i32_e32 v21, 31, v20
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_co_u32 v18, vcc_lo, s0, v18
	v_add_co_ci_u32_e32 v19, vcc_lo, s1, v19, vcc_lo
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v16, vcc_lo, s0, v16
	v_add_co_ci_u32_e32 v17, vcc_lo, s1, v17, vcc_lo
	v_add_co_u32 v20, vcc_lo, s0, v20
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e32 v21, vcc_lo, s1, v21, vcc_lo
	s_clause 0x3
	global_store_b128 v[23:24], v[4:7], off
	global_store_b128 v[18:19], v[12:15], off
	global_store_b128 v[16:17], v[8:11], off
	global_store_b128 v[20:21], v[0:3], off
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
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
		.amdhsa_next_free_vgpr 56
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
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
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
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2640
; NumSgprs: 20
; NumVgprs: 56
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16512 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 56
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
	v_add_co_ci_u32_e32 v3, vcc_lo, s9, v3, vcc_lo
.LBB4_3:                                ; =>This Inner Loop Header: Depth=1
	v_dual_mov_b32 v5, s1 :: v_dual_mov_b32 v4, s0
	s_add_i32 s3, s3, -1
	s_add_u32 s0, s0, 4
	flat_load_b32 v6, v[2:3]
	flat_load_b32 v4, v[4:5]
	v_add_co_u32 v2, vcc_lo, v2, 4
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v3, vcc_lo
	s_addc_u32 s1, s1, 0
	s_cmp_eq_u32 s3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v0, v6, v4
	s_cbranch_scc0 .LBB4_3
	s_branch .LBB4_5
.LBB4_4:
	v_mov_b32_e32 v0, 0
.LBB4_5:                                ; %Flow33
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s4, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
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
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
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
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 316
; NumSgprs: 18
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
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
	.type	__hip_cuid_2a9234ad685bdc32,@object ; @__hip_cuid_2a9234ad685bdc32
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_2a9234ad685bdc32
__hip_cuid_2a9234ad685bdc32:
	.byte	0                               ; 0x0
	.size	__hip_cuid_2a9234ad685bdc32, 1

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
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
    .vgpr_count:     44
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
    .vgpr_count:     107
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
    .vgpr_count:     59
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
    .vgpr_count:     56
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
