	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.section	.text._Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii,"axG",@progbits,_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii,comdat
	.protected	_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii ; -- Begin function _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii
	.globl	_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii
	.p2align	8
	.type	_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii,@function
_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii: ; @_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii
; %bb.0:
	s_load_dwordx2 s[4:5], s[0:1], 0x1c
	v_bfe_u32 v1, v0, 10, 10
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshl_add_u32 v17, s3, 6, v1
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s5, 0
	v_or_b32_e32 v28, 1, v17
	v_or_b32_e32 v29, 2, v17
	v_or_b32_e32 v30, 3, v17
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %..preheader51_crit_edge
	v_or_b32_e32 v20, 1, v17
	v_or_b32_e32 v19, 2, v17
	v_or_b32_e32 v18, 3, v17
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	v_lshl_add_u32 v16, s2, 6, v0
	s_cbranch_execz .LBB0_4
; %bb.2:
	v_mov_b32_e32 v15, s3
	v_mov_b32_e32 v14, s3
	v_mov_b32_e32 v13, s3
	v_mov_b32_e32 v12, s3
	v_mov_b32_e32 v11, s3
	v_mov_b32_e32 v10, s3
	v_mov_b32_e32 v9, s3
	v_mov_b32_e32 v8, s3
	v_mov_b32_e32 v7, s3
	v_mov_b32_e32 v6, s3
	v_mov_b32_e32 v5, s3
	v_mov_b32_e32 v4, s3
	v_mov_b32_e32 v3, s3
	v_mov_b32_e32 v2, s3
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v0, s3
	s_branch .LBB0_7
.LBB0_3:
                                        ; implicit-def: $sgpr3
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr18
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	v_lshl_add_u32 v16, s2, 6, v0
.LBB0_4:                                ; %.preheader55.preheader
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_add_u32_e32 v0, 2, v17
	v_mul_lo_u32 v22, s5, v0
	v_add_u32_e32 v0, 3, v17
	v_mul_lo_u32 v18, v17, s5
	v_mul_lo_u32 v24, s5, v0
	v_mov_b32_e32 v0, 0
	v_add_u32_e32 v20, s5, v18
	v_mov_b32_e32 v26, v16
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v15, v0
.LBB0_5:                                ; %.preheader55
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v25, 31, v24
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[44:45], v[26:27], 2, s[2:3]
	v_lshl_add_u64 v[36:37], v[18:19], 2, s[0:1]
	v_lshl_add_u64 v[38:39], v[20:21], 2, s[0:1]
	v_lshl_add_u64 v[40:41], v[22:23], 2, s[0:1]
	v_lshl_add_u64 v[42:43], v[24:25], 2, s[0:1]
	global_load_dwordx4 v[32:35], v[44:45], off
	global_load_dword v46, v[36:37], off
	global_load_dword v48, v[38:39], off
	global_load_dword v50, v[40:41], off
	global_load_dword v52, v[42:43], off
	s_add_i32 s5, s5, -1
	v_add_u32_e32 v26, s4, v26
	v_add_u32_e32 v20, 1, v20
	v_add_u32_e32 v22, 1, v22
	v_add_u32_e32 v24, 1, v24
	s_cmp_lg_u32 s5, 0
	v_add_u32_e32 v18, 1, v18
	s_waitcnt vmcnt(3)
	v_pk_fma_f32 v[12:13], v[46:47], v[32:33], v[12:13] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[8:9], v[48:49], v[32:33], v[8:9] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[4:5], v[50:51], v[32:33], v[4:5] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[52:53], v[32:33], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[46:47], v[34:35], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[48:49], v[34:35], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[50:51], v[34:35], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[52:53], v[34:35], v[2:3] op_sel_hi:[0,1,1]
	s_cbranch_scc1 .LBB0_5
; %bb.6:                                ; %Flow
	v_mov_b32_e32 v20, v28
	v_mov_b32_e32 v19, v29
	v_mov_b32_e32 v18, v30
.LBB0_7:                                ; %.preheader51
	v_mad_u64_u32 v[22:23], s[0:1], v17, s4, v[16:17]
	v_ashrrev_i32_e32 v23, 31, v22
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[6:7]
	global_store_dwordx4 v[22:23], v[12:15], off
	s_nop 1
	v_mad_u64_u32 v[12:13], s[0:1], v20, s4, v[16:17]
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[6:7]
	global_store_dwordx4 v[12:13], v[8:11], off
	s_nop 1
	v_mad_u64_u32 v[8:9], s[0:1], v19, s4, v[16:17]
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[6:7]
	global_store_dwordx4 v[8:9], v[4:7], off
	s_nop 1
	v_mad_u64_u32 v[4:5], s[0:1], v18, s4, v[16:17]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_store_dwordx4 v[4:5], v[0:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 54
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 56
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
	.section	.text._Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii,"axG",@progbits,_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii,comdat
.Lfunc_end0:
	.size	_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii, .Lfunc_end0-_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 656
; NumSgprs: 14
; NumVgprs: 54
; NumAgprs: 0
; TotalNumVgprs: 54
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 54
; AccumOffset: 56
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 13
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii,"axG",@progbits,_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii,comdat
	.protected	_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii ; -- Begin function _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii
	.globl	_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii
	.p2align	8
	.type	_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii,@function
_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii: ; @_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii
; %bb.0:
	s_load_dwordx2 s[4:5], s[0:1], 0x1c
	v_bfe_u32 v1, v0, 10, 10
	v_lshlrev_b32_e32 v1, 3, v1
	v_lshl_add_u32 v65, s3, 7, v1
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshlrev_b32_e32 v0, 3, v0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s5, 0
	v_or_b32_e32 v84, 1, v65
	v_or_b32_e32 v85, 2, v65
	v_or_b32_e32 v86, 3, v65
	v_or_b32_e32 v87, 4, v65
	v_or_b32_e32 v88, 5, v65
	v_or_b32_e32 v89, 6, v65
	v_or_b32_e32 v90, 7, v65
	s_cbranch_scc1 .LBB1_3
; %bb.1:                                ; %..preheader51_crit_edge
	v_or_b32_e32 v72, 1, v65
	v_or_b32_e32 v71, 2, v65
	v_or_b32_e32 v70, 3, v65
	v_or_b32_e32 v69, 4, v65
	v_or_b32_e32 v68, 5, v65
	v_or_b32_e32 v67, 6, v65
	v_or_b32_e32 v66, 7, v65
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	v_lshl_add_u32 v64, s2, 7, v0
	s_cbranch_execz .LBB1_4
; %bb.2:
	v_mov_b32_e32 v59, s3
	v_mov_b32_e32 v58, s3
	v_mov_b32_e32 v57, s3
	v_mov_b32_e32 v56, s3
	v_mov_b32_e32 v63, s3
	v_mov_b32_e32 v62, s3
	v_mov_b32_e32 v61, s3
	v_mov_b32_e32 v60, s3
	v_mov_b32_e32 v51, s3
	v_mov_b32_e32 v50, s3
	v_mov_b32_e32 v49, s3
	v_mov_b32_e32 v48, s3
	v_mov_b32_e32 v55, s3
	v_mov_b32_e32 v54, s3
	v_mov_b32_e32 v53, s3
	v_mov_b32_e32 v52, s3
	v_mov_b32_e32 v43, s3
	v_mov_b32_e32 v42, s3
	v_mov_b32_e32 v41, s3
	v_mov_b32_e32 v40, s3
	v_mov_b32_e32 v47, s3
	v_mov_b32_e32 v46, s3
	v_mov_b32_e32 v45, s3
	v_mov_b32_e32 v44, s3
	v_mov_b32_e32 v35, s3
	v_mov_b32_e32 v34, s3
	v_mov_b32_e32 v33, s3
	v_mov_b32_e32 v32, s3
	v_mov_b32_e32 v39, s3
	v_mov_b32_e32 v38, s3
	v_mov_b32_e32 v37, s3
	v_mov_b32_e32 v36, s3
	v_mov_b32_e32 v27, s3
	v_mov_b32_e32 v26, s3
	v_mov_b32_e32 v25, s3
	v_mov_b32_e32 v24, s3
	v_mov_b32_e32 v31, s3
	v_mov_b32_e32 v30, s3
	v_mov_b32_e32 v29, s3
	v_mov_b32_e32 v28, s3
	v_mov_b32_e32 v19, s3
	v_mov_b32_e32 v18, s3
	v_mov_b32_e32 v17, s3
	v_mov_b32_e32 v16, s3
	v_mov_b32_e32 v23, s3
	v_mov_b32_e32 v22, s3
	v_mov_b32_e32 v21, s3
	v_mov_b32_e32 v20, s3
	v_mov_b32_e32 v11, s3
	v_mov_b32_e32 v10, s3
	v_mov_b32_e32 v9, s3
	v_mov_b32_e32 v8, s3
	v_mov_b32_e32 v15, s3
	v_mov_b32_e32 v14, s3
	v_mov_b32_e32 v13, s3
	v_mov_b32_e32 v12, s3
	v_mov_b32_e32 v7, s3
	v_mov_b32_e32 v6, s3
	v_mov_b32_e32 v5, s3
	v_mov_b32_e32 v4, s3
	v_mov_b32_e32 v3, s3
	v_mov_b32_e32 v2, s3
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v0, s3
	s_branch .LBB1_7
.LBB1_3:
                                        ; implicit-def: $sgpr3
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr71
                                        ; implicit-def: $vgpr70
                                        ; implicit-def: $vgpr69
                                        ; implicit-def: $vgpr68
                                        ; implicit-def: $vgpr67
                                        ; implicit-def: $vgpr66
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	v_lshl_add_u32 v64, s2, 7, v0
.LBB1_4:                                ; %.preheader55.preheader
	v_add_u32_e32 v67, 3, v65
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_mul_lo_u32 v68, s5, v67
	v_add_u32_e32 v67, 4, v65
	v_mul_lo_u32 v70, s5, v67
	v_add_u32_e32 v67, 5, v65
	v_add_u32_e32 v0, 2, v65
	v_mul_lo_u32 v72, s5, v67
	v_add_u32_e32 v67, 6, v65
	v_mul_lo_u32 v66, s5, v0
	v_mov_b32_e32 v0, 0
	v_mul_lo_u32 v74, s5, v67
	v_add_u32_e32 v67, 7, v65
	v_mul_lo_u32 v78, v65, s5
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v15, v0
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v20, v0
	v_mov_b32_e32 v21, v0
	v_mov_b32_e32 v22, v0
	v_mov_b32_e32 v23, v0
	v_mov_b32_e32 v16, v0
	v_mov_b32_e32 v17, v0
	v_mov_b32_e32 v18, v0
	v_mov_b32_e32 v19, v0
	v_mov_b32_e32 v28, v0
	v_mov_b32_e32 v29, v0
	v_mov_b32_e32 v30, v0
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v24, v0
	v_mov_b32_e32 v25, v0
	v_mov_b32_e32 v26, v0
	v_mov_b32_e32 v27, v0
	v_mov_b32_e32 v36, v0
	v_mov_b32_e32 v37, v0
	v_mov_b32_e32 v38, v0
	v_mov_b32_e32 v39, v0
	v_mov_b32_e32 v32, v0
	v_mov_b32_e32 v33, v0
	v_mov_b32_e32 v34, v0
	v_mov_b32_e32 v35, v0
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v45, v0
	v_mov_b32_e32 v46, v0
	v_mov_b32_e32 v47, v0
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v0
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v0
	v_mov_b32_e32 v52, v0
	v_mov_b32_e32 v53, v0
	v_mov_b32_e32 v54, v0
	v_mov_b32_e32 v55, v0
	v_mov_b32_e32 v48, v0
	v_mov_b32_e32 v49, v0
	v_mov_b32_e32 v50, v0
	v_mov_b32_e32 v51, v0
	v_mov_b32_e32 v60, v0
	v_mov_b32_e32 v61, v0
	v_mov_b32_e32 v62, v0
	v_mov_b32_e32 v63, v0
	v_mov_b32_e32 v56, v0
	v_mov_b32_e32 v57, v0
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v0
	v_mul_lo_u32 v76, s5, v67
	v_add_u32_e32 v80, s5, v78
	v_mov_b32_e32 v82, v64
.LBB1_5:                                ; %.preheader55
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v79, 31, v78
	v_ashrrev_i32_e32 v67, 31, v66
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[92:93], v[78:79], 2, s[0:1]
	v_ashrrev_i32_e32 v81, 31, v80
	v_lshl_add_u64 v[96:97], v[66:67], 2, s[0:1]
	v_ashrrev_i32_e32 v69, 31, v68
	v_ashrrev_i32_e32 v71, 31, v70
	v_ashrrev_i32_e32 v73, 31, v72
	v_lshl_add_u64 v[94:95], v[80:81], 2, s[0:1]
	v_lshl_add_u64 v[98:99], v[68:69], 2, s[0:1]
	v_lshl_add_u64 v[100:101], v[70:71], 2, s[0:1]
	v_ashrrev_i32_e32 v75, 31, v74
	global_load_dword v102, v[92:93], off
	global_load_dword v104, v[94:95], off
	global_load_dword v106, v[96:97], off
                                        ; kill: killed $vgpr96_vgpr97
                                        ; kill: killed $vgpr94_vgpr95
	s_nop 0
	global_load_dword v96, v[98:99], off
	global_load_dword v108, v[100:101], off
	v_lshl_add_u64 v[92:93], v[72:73], 2, s[0:1]
	v_ashrrev_i32_e32 v77, 31, v76
	global_load_dword v98, v[92:93], off
	v_lshl_add_u64 v[92:93], v[74:75], 2, s[0:1]
	v_ashrrev_i32_e32 v83, 31, v82
	global_load_dword v100, v[92:93], off
	v_lshl_add_u64 v[92:93], v[76:77], 2, s[0:1]
	v_lshl_add_u64 v[112:113], v[82:83], 2, s[2:3]
	global_load_dword v110, v[92:93], off
	s_add_i32 s5, s5, -1
	global_load_dwordx4 v[92:95], v[112:113], off
	v_add_u32_e32 v82, s4, v82
	v_add_u32_e32 v80, 1, v80
	v_add_u32_e32 v66, 1, v66
	v_add_u32_e32 v68, 1, v68
	v_add_u32_e32 v70, 1, v70
	v_add_u32_e32 v72, 1, v72
	v_add_u32_e32 v74, 1, v74
	v_add_u32_e32 v76, 1, v76
	s_cmp_lg_u32 s5, 0
	v_add_u32_e32 v78, 1, v78
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[60:61], v[102:103], v[92:93], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[104:105], v[92:93], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[106:107], v[92:93], v[44:45] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[36:37], v[96:97], v[92:93], v[36:37] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[28:29], v[108:109], v[92:93], v[28:29] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[98:99], v[92:93], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[100:101], v[92:93], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[110:111], v[92:93], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[102:103], v[94:95], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[104:105], v[94:95], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[106:107], v[94:95], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39], v[96:97], v[94:95], v[38:39] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[108:109], v[94:95], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[98:99], v[94:95], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[100:101], v[94:95], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[110:111], v[94:95], v[2:3] op_sel_hi:[0,1,1]
	global_load_dwordx4 v[92:95], v[112:113], off offset:16
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[56:57], v[102:103], v[92:93], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[102:103], v[94:95], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], v[104:105], v[92:93], v[48:49] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[50:51], v[104:105], v[94:95], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41], v[106:107], v[92:93], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[42:43], v[106:107], v[94:95], v[42:43] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[96:97], v[92:93], v[32:33] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[96:97], v[94:95], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[24:25], v[108:109], v[92:93], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], v[108:109], v[94:95], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[98:99], v[92:93], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[100:101], v[92:93], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[110:111], v[92:93], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[98:99], v[94:95], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[100:101], v[94:95], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[110:111], v[94:95], v[6:7] op_sel_hi:[0,1,1]
	s_cbranch_scc1 .LBB1_5
; %bb.6:                                ; %Flow
	v_mov_b32_e32 v72, v84
	v_mov_b32_e32 v71, v85
	v_mov_b32_e32 v70, v86
	v_mov_b32_e32 v69, v87
	v_mov_b32_e32 v68, v88
	v_mov_b32_e32 v67, v89
	v_mov_b32_e32 v66, v90
.LBB1_7:                                ; %.preheader51
	v_mad_u64_u32 v[74:75], s[0:1], v65, s4, v[64:65]
	v_ashrrev_i32_e32 v75, 31, v74
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[74:75], v[74:75], 2, s[6:7]
	global_store_dwordx4 v[74:75], v[60:63], off
	global_store_dwordx4 v[74:75], v[56:59], off offset:16
	s_nop 1
	v_mad_u64_u32 v[56:57], s[0:1], v72, s4, v[64:65]
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], v[56:57], 2, s[6:7]
	global_store_dwordx4 v[56:57], v[52:55], off
	global_store_dwordx4 v[56:57], v[48:51], off offset:16
	s_nop 1
	v_mad_u64_u32 v[48:49], s[0:1], v71, s4, v[64:65]
	v_ashrrev_i32_e32 v49, 31, v48
	v_lshl_add_u64 v[48:49], v[48:49], 2, s[6:7]
	global_store_dwordx4 v[48:49], v[44:47], off
	global_store_dwordx4 v[48:49], v[40:43], off offset:16
	s_nop 1
	v_mad_u64_u32 v[40:41], s[0:1], v70, s4, v[64:65]
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshl_add_u64 v[40:41], v[40:41], 2, s[6:7]
	global_store_dwordx4 v[40:41], v[36:39], off
	global_store_dwordx4 v[40:41], v[32:35], off offset:16
	s_nop 1
	v_mad_u64_u32 v[32:33], s[0:1], v69, s4, v[64:65]
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[6:7]
	global_store_dwordx4 v[32:33], v[28:31], off
	global_store_dwordx4 v[32:33], v[24:27], off offset:16
	s_nop 1
	v_mad_u64_u32 v[24:25], s[0:1], v68, s4, v[64:65]
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[6:7]
	global_store_dwordx4 v[24:25], v[20:23], off
	global_store_dwordx4 v[24:25], v[16:19], off offset:16
	s_nop 1
	v_mad_u64_u32 v[16:17], s[0:1], v67, s4, v[64:65]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[6:7]
	global_store_dwordx4 v[16:17], v[12:15], off
	global_store_dwordx4 v[16:17], v[8:11], off offset:16
	s_nop 1
	v_mad_u64_u32 v[8:9], s[0:1], v66, s4, v[64:65]
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[6:7]
	global_store_dwordx4 v[8:9], v[0:3], off
	global_store_dwordx4 v[8:9], v[4:7], off offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 114
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 116
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
	.section	.text._Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii,"axG",@progbits,_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii,comdat
.Lfunc_end1:
	.size	_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii, .Lfunc_end1-_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1620
; NumSgprs: 14
; NumVgprs: 114
; NumAgprs: 0
; TotalNumVgprs: 114
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 114
; AccumOffset: 116
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 28
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii,"axG",@progbits,_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii,comdat
	.protected	_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii ; -- Begin function _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii
	.globl	_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii
	.p2align	8
	.type	_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii,@function
_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii: ; @_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii
; %bb.0:
	s_load_dwordx2 s[4:5], s[0:1], 0x1c
	v_bfe_u32 v1, v0, 10, 10
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshl_add_u32 v33, s3, 6, v1
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshlrev_b32_e32 v0, 3, v0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s5, 0
	v_or_b32_e32 v44, 1, v33
	v_or_b32_e32 v45, 2, v33
	v_or_b32_e32 v46, 3, v33
	s_cbranch_scc1 .LBB2_3
; %bb.1:                                ; %..preheader51_crit_edge
	v_or_b32_e32 v36, 1, v33
	v_or_b32_e32 v35, 2, v33
	v_or_b32_e32 v34, 3, v33
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	v_lshl_add_u32 v32, s2, 7, v0
	s_cbranch_execz .LBB2_4
; %bb.2:
	v_mov_b32_e32 v27, s3
	v_mov_b32_e32 v26, s3
	v_mov_b32_e32 v25, s3
	v_mov_b32_e32 v24, s3
	v_mov_b32_e32 v31, s3
	v_mov_b32_e32 v30, s3
	v_mov_b32_e32 v29, s3
	v_mov_b32_e32 v28, s3
	v_mov_b32_e32 v19, s3
	v_mov_b32_e32 v18, s3
	v_mov_b32_e32 v17, s3
	v_mov_b32_e32 v16, s3
	v_mov_b32_e32 v23, s3
	v_mov_b32_e32 v22, s3
	v_mov_b32_e32 v21, s3
	v_mov_b32_e32 v20, s3
	v_mov_b32_e32 v11, s3
	v_mov_b32_e32 v10, s3
	v_mov_b32_e32 v9, s3
	v_mov_b32_e32 v8, s3
	v_mov_b32_e32 v15, s3
	v_mov_b32_e32 v14, s3
	v_mov_b32_e32 v13, s3
	v_mov_b32_e32 v12, s3
	v_mov_b32_e32 v7, s3
	v_mov_b32_e32 v6, s3
	v_mov_b32_e32 v5, s3
	v_mov_b32_e32 v4, s3
	v_mov_b32_e32 v3, s3
	v_mov_b32_e32 v2, s3
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v0, s3
	s_branch .LBB2_7
.LBB2_3:
                                        ; implicit-def: $sgpr3
                                        ; implicit-def: $vgpr36
                                        ; implicit-def: $vgpr35
                                        ; implicit-def: $vgpr34
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	v_lshl_add_u32 v32, s2, 7, v0
.LBB2_4:                                ; %.preheader55.preheader
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_add_u32_e32 v0, 2, v33
	v_mul_lo_u32 v38, s5, v0
	v_add_u32_e32 v0, 3, v33
	v_mul_lo_u32 v34, v33, s5
	v_mul_lo_u32 v40, s5, v0
	v_mov_b32_e32 v0, 0
	v_add_u32_e32 v36, s5, v34
	v_mov_b32_e32 v42, v32
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v15, v0
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v20, v0
	v_mov_b32_e32 v21, v0
	v_mov_b32_e32 v22, v0
	v_mov_b32_e32 v23, v0
	v_mov_b32_e32 v16, v0
	v_mov_b32_e32 v17, v0
	v_mov_b32_e32 v18, v0
	v_mov_b32_e32 v19, v0
	v_mov_b32_e32 v28, v0
	v_mov_b32_e32 v29, v0
	v_mov_b32_e32 v30, v0
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v24, v0
	v_mov_b32_e32 v25, v0
	v_mov_b32_e32 v26, v0
	v_mov_b32_e32 v27, v0
.LBB2_5:                                ; %.preheader55
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v43, 31, v42
	v_ashrrev_i32_e32 v35, 31, v34
	v_ashrrev_i32_e32 v37, 31, v36
	v_ashrrev_i32_e32 v39, 31, v38
	v_ashrrev_i32_e32 v41, 31, v40
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[64:65], v[42:43], 2, s[2:3]
	v_lshl_add_u64 v[56:57], v[34:35], 2, s[0:1]
	v_lshl_add_u64 v[58:59], v[36:37], 2, s[0:1]
	v_lshl_add_u64 v[60:61], v[38:39], 2, s[0:1]
	v_lshl_add_u64 v[62:63], v[40:41], 2, s[0:1]
	global_load_dwordx4 v[48:51], v[64:65], off
	global_load_dword v66, v[56:57], off
	global_load_dword v68, v[58:59], off
	global_load_dword v70, v[60:61], off
	global_load_dword v72, v[62:63], off
	global_load_dwordx4 v[52:55], v[64:65], off offset:16
	s_add_i32 s5, s5, -1
	v_add_u32_e32 v42, s4, v42
	v_add_u32_e32 v36, 1, v36
	v_add_u32_e32 v38, 1, v38
	v_add_u32_e32 v40, 1, v40
	s_cmp_lg_u32 s5, 0
	v_add_u32_e32 v34, 1, v34
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[28:29], v[66:67], v[48:49], v[28:29] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(3)
	v_pk_fma_f32 v[20:21], v[68:69], v[48:49], v[20:21] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[12:13], v[70:71], v[48:49], v[12:13] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[0:1], v[72:73], v[48:49], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[66:67], v[50:51], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[68:69], v[50:51], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[70:71], v[50:51], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[72:73], v[50:51], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[24:25], v[66:67], v[52:53], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[68:69], v[52:53], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[70:71], v[52:53], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[72:73], v[52:53], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], v[66:67], v[54:55], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[68:69], v[54:55], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[70:71], v[54:55], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[72:73], v[54:55], v[6:7] op_sel_hi:[0,1,1]
	s_cbranch_scc1 .LBB2_5
; %bb.6:                                ; %Flow
	v_mov_b32_e32 v36, v44
	v_mov_b32_e32 v35, v45
	v_mov_b32_e32 v34, v46
.LBB2_7:                                ; %.preheader51
	v_mad_u64_u32 v[38:39], s[0:1], v33, s4, v[32:33]
	v_ashrrev_i32_e32 v39, 31, v38
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[38:39], v[38:39], 2, s[6:7]
	global_store_dwordx4 v[38:39], v[28:31], off
	global_store_dwordx4 v[38:39], v[24:27], off offset:16
	s_nop 1
	v_mad_u64_u32 v[24:25], s[0:1], v36, s4, v[32:33]
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[6:7]
	global_store_dwordx4 v[24:25], v[20:23], off
	global_store_dwordx4 v[24:25], v[16:19], off offset:16
	s_nop 1
	v_mad_u64_u32 v[16:17], s[0:1], v35, s4, v[32:33]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[6:7]
	global_store_dwordx4 v[16:17], v[12:15], off
	global_store_dwordx4 v[16:17], v[8:11], off offset:16
	s_nop 1
	v_mad_u64_u32 v[8:9], s[0:1], v34, s4, v[32:33]
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[6:7]
	global_store_dwordx4 v[8:9], v[0:3], off
	global_store_dwordx4 v[8:9], v[4:7], off offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 74
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 76
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
	.section	.text._Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii,"axG",@progbits,_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii,comdat
.Lfunc_end2:
	.size	_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii, .Lfunc_end2-_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 892
; NumSgprs: 14
; NumVgprs: 74
; NumAgprs: 0
; TotalNumVgprs: 74
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 74
; AccumOffset: 76
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 18
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z13gemm_lds_dbufPKfS0_Pfiii ; -- Begin function _Z13gemm_lds_dbufPKfS0_Pfiii
	.globl	_Z13gemm_lds_dbufPKfS0_Pfiii
	.p2align	8
	.type	_Z13gemm_lds_dbufPKfS0_Pfiii,@function
_Z13gemm_lds_dbufPKfS0_Pfiii:           ; @_Z13gemm_lds_dbufPKfS0_Pfiii
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dwordx2 s[10:11], s[0:1], 0x1c
	v_lshrrev_b32_e32 v19, 6, v0
	s_lshl_b32 s13, s2, 6
	v_and_b32_e32 v18, 63, v0
	s_lshl_b32 s12, s3, 6
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, s10, v19
	v_add3_u32 v4, v1, s13, v18
	v_lshlrev_b32_e32 v1, 2, v18
	v_lshl_or_b32 v1, v19, 8, v1
	v_add_u32_e32 v21, 0x2080, v1
	v_lshrrev_b32_e32 v1, 4, v0
	v_and_b32_e32 v2, 15, v0
	v_lshlrev_b32_e32 v3, 2, v1
	s_movk_i32 s0, 0x104
	v_or_b32_e32 v1, s12, v1
	v_or_b32_e32 v20, 0xffffff00, v0
	v_mad_u32_u24 v22, v2, s0, v3
	v_mad_u64_u32 v[16:17], s[0:1], s11, v1, v[2:3]
	s_lshl_b32 s14, s10, 2
	s_lshl_b32 s15, s11, 4
	s_mov_b64 s[0:1], 0
	s_movk_i32 s2, 0x2ff
	v_mov_b32_e32 v6, v16
	v_mov_b32_e32 v1, v22
	v_mov_b32_e32 v3, v21
	v_mov_b32_e32 v8, v20
.LBB3_1:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[10:11], v[6:7], 2, s[4:5]
	v_lshl_add_u64 v[12:13], v[4:5], 2, s[6:7]
	global_load_dword v5, v[10:11], off
	global_load_dword v7, v[12:13], off
	v_add_u32_e32 v8, 0x100, v8
	v_cmp_lt_u32_e32 vcc, s2, v8
	v_add_u32_e32 v4, s14, v4
	v_add_u32_e32 v6, s15, v6
	s_or_b64 s[0:1], vcc, s[0:1]
	s_waitcnt vmcnt(1)
	ds_write_b32 v1, v5
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v7
	v_add_u32_e32 v3, 0x400, v3
	v_add_u32_e32 v1, 64, v1
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB3_1
; %bb.2:                                ; %_ZZ13gemm_lds_dbufPKfS0_PfiiiENKUliiE_clEii.exit
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b32_e32 v17, 2, v0
	v_mov_b32_e32 v15, 0
	s_cmp_lt_i32 s11, 1
	v_and_b32_e32 v23, 60, v17
	v_lshlrev_b32_e32 v24, 2, v2
	v_mov_b32_e32 v14, v15
	v_mov_b32_e32 v13, v15
	v_mov_b32_e32 v12, v15
	v_mov_b32_e32 v11, v15
	v_mov_b32_e32 v10, v15
	v_mov_b32_e32 v9, v15
	v_mov_b32_e32 v8, v15
	v_mov_b32_e32 v7, v15
	v_mov_b32_e32 v6, v15
	v_mov_b32_e32 v5, v15
	v_mov_b32_e32 v4, v15
	v_mov_b32_e32 v3, v15
	v_mov_b32_e32 v2, v15
	v_mov_b32_e32 v1, v15
	v_mov_b32_e32 v0, v15
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB3_10
; %bb.3:                                ; %.lr.ph
	v_or_b32_e32 v0, 16, v19
	v_mul_lo_u32 v0, s10, v0
	v_mov_b32_e32 v6, 0
	v_or_b32_e32 v25, 3, v17
	v_add3_u32 v26, v0, s13, v18
	s_lshl_b32 s16, s10, 4
	v_add_u32_e32 v27, 16, v16
	s_mov_b32 s17, 0
	s_movk_i32 s18, 0x2ff
	v_lshlrev_b32_e32 v28, 2, v24
	s_mov_b32 s20, 0
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v10, v6
	v_mov_b32_e32 v11, v6
	v_mov_b32_e32 v14, v6
	v_mov_b32_e32 v15, v6
	v_mov_b32_e32 v2, v6
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v8, v6
	v_mov_b32_e32 v9, v6
	v_mov_b32_e32 v12, v6
	v_mov_b32_e32 v13, v6
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v1, v6
.LBB3_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_6 Depth 2
	s_add_i32 s17, s17, 16
	s_cmp_ge_i32 s17, s11
	s_cselect_b64 s[0:1], -1, 0
	s_xor_b32 s19, s20, 1
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB3_8
; %bb.5:                                ;   in Loop: Header=BB3_4 Depth=1
	s_mul_i32 s2, s19, 0x1040
	v_lshl_add_u32 v29, s19, 12, v21
	v_add_u32_e32 v30, s2, v22
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v16, v27
	v_mov_b32_e32 v18, v26
	v_mov_b32_e32 v31, v20
.LBB3_6:                                ;   Parent Loop BB3_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[32:33], v[16:17], 2, s[4:5]
	v_lshl_add_u64 v[34:35], v[18:19], 2, s[6:7]
	global_load_dword v17, v[32:33], off
	global_load_dword v19, v[34:35], off
	v_add_u32_e32 v31, 0x100, v31
	v_cmp_lt_u32_e32 vcc, s18, v31
	v_add_u32_e32 v18, s14, v18
	v_add_u32_e32 v16, s15, v16
	s_or_b64 s[2:3], vcc, s[2:3]
	s_waitcnt vmcnt(1)
	ds_write_b32 v30, v17
	s_waitcnt vmcnt(0)
	ds_write_b32 v29, v19
	v_add_u32_e32 v29, 0x400, v29
	v_add_u32_e32 v30, 64, v30
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB3_6
; %bb.7:                                ; %Flow
                                        ;   in Loop: Header=BB3_4 Depth=1
	s_or_b64 exec, exec, s[2:3]
.LBB3_8:                                ; %_ZZ13gemm_lds_dbufPKfS0_PfiiiENKUliiE_clEii.exit56
                                        ;   in Loop: Header=BB3_4 Depth=1
	s_mul_i32 s2, s20, 0x1040
	v_lshl_add_u32 v61, v25, 2, s2
	v_lshl_add_u32 v29, v23, 2, s2
	v_add_u32_e32 v55, 0x400, v61
	ds_read2_b32 v[56:57], v61 offset1:65
	v_lshl_or_b32 v97, s20, 12, v28
	ds_read_b96 v[50:52], v29
	ds_read2_b32 v[58:59], v29 offset0:65 offset1:66
	ds_read_b32 v60, v29 offset:268
	ds_read_b64 v[62:63], v29 offset:520
	ds_read2_b32 v[64:65], v29 offset0:132 offset1:197
	ds_read2_b32 v[66:67], v61 offset0:130 offset1:195
	ds_read2_b32 v[68:69], v55 offset0:4 offset1:69
	ds_read_b128 v[16:19], v97 offset:8320
	ds_read_b128 v[30:33], v97 offset:8576
	ds_read_b128 v[34:37], v97 offset:8832
	ds_read_b128 v[38:41], v97 offset:9088
	v_add_u32_e32 v71, 0x514, v29
	s_waitcnt lgkmcnt(10)
	v_mov_b32_e32 v70, v52
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[4:5], v[70:71], v[16:17], v[4:5] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[4:5], v[60:61], v[30:31], v[4:5] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[4:5], v[64:65], v[34:35], v[4:5] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v72, v65
	ds_read2_b32 v[74:75], v29 offset0:195 offset1:196
	ds_read_b96 v[52:54], v29 offset:1040
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[76:77], v[72:73], v[38:39], v[4:5] op_sel_hi:[0,1,1]
	ds_read_b128 v[42:45], v97 offset:9344
	ds_read_b32 v78, v29 offset:1308
	ds_read_b64 v[4:5], v29 offset:1560
	ds_read_b128 v[46:49], v97 offset:9600
	ds_read2_b32 v[80:81], v71 offset1:1
	v_pk_fma_f32 v[8:9], v[50:51], v[16:17], v[8:9] op_sel:[1,0,0]
	v_add_u32_e32 v71, 0xb2c, v29
	v_pk_fma_f32 v[8:9], v[58:59], v[30:31], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[70:71], v[18:19], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[62:63], v[34:35], v[8:9] op_sel:[1,0,0]
	v_add_u32_e32 v65, 0x71c, v29
	s_waitcnt lgkmcnt(6)
	v_pk_fma_f32 v[8:9], v[74:75], v[38:39], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[60:61], v[32:33], v[6:7] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[8:9], v[52:53], v[42:43], v[8:9] op_sel:[1,0,0]
	v_add_u32_e32 v73, 0x924, v29
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[90:91], v[80:81], v[46:47], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[50:51], v[18:19], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[58:59], v[32:33], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[62:63], v[36:37], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[74:75], v[40:41], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[52:53], v[44:45], v[8:9] op_sel_hi:[0,1,1]
	ds_read2_b32 v[82:83], v65 offset1:1
	ds_read2_b32 v[84:85], v73 offset1:1
	ds_read2_b32 v[86:87], v71 offset1:1
	v_pk_fma_f32 v[6:7], v[64:65], v[36:37], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[64:65], v[80:81], v[48:49], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[50:51], v[18:19], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[72:73], v[40:41], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[58:59], v[32:33], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[54:55], v[44:45], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[62:63], v[36:37], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[50:51], v[16:17], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[74:75], v[40:41], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[70:71], v[78:79], v[48:49], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[56:57], v[16:17], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v6, v57
	v_pk_fma_f32 v[12:13], v[58:59], v[30:31], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[52:53], v[44:45], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[0:1], v[6:7], v[30:31], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[62:63], v[34:35], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[80:81], v[48:49], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[0:1], v[66:67], v[34:35], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v8, v67
	v_pk_fma_f32 v[0:1], v[8:9], v[38:39], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[68:69], v[42:43], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v10, v69
	v_pk_fma_f32 v[14:15], v[10:11], v[46:47], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[56:57], v[18:19], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[6:7], v[32:33], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[66:67], v[36:37], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[8:9], v[40:41], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[74:75], v[38:39], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[68:69], v[44:45], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[76:77], v[54:55], v[42:43], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[52:53], v[42:43], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[10:11], v[48:49], v[0:1] op_sel_hi:[0,1,1]
	v_add_u32_e32 v0, 0x400, v29
	v_add_u32_e32 v6, 0x800, v61
	v_add_u32_e32 v7, 0x800, v29
	v_pk_fma_f32 v[88:89], v[80:81], v[46:47], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[76:77], v[78:79], v[46:47], v[76:77] op_sel_hi:[0,1,1]
	ds_read2_b32 v[66:67], v0 offset0:136 offset1:201
	ds_read2_b32 v[68:69], v55 offset0:134 offset1:199
	ds_read_b128 v[0:3], v97 offset:9856
	ds_read2_b32 v[72:73], v6 offset0:8 offset1:73
	ds_read_b96 v[54:56], v29 offset:2080
	ds_read_b32 v74, v29 offset:2348
	ds_read_b64 v[78:79], v29 offset:2600
	ds_read2_b32 v[80:81], v7 offset0:140 offset1:205
	ds_read2_b32 v[92:93], v6 offset0:138 offset1:203
	v_add_u32_e32 v6, 0xc00, v61
	v_add_u32_e32 v8, 0xc00, v29
	ds_read2_b32 v[94:95], v6 offset0:12 offset1:77
	v_add_u32_e32 v7, 0xd34, v29
	ds_read_b96 v[58:60], v29 offset:3120
	ds_read_b32 v96, v29 offset:3388
	ds_read_b64 v[98:99], v29 offset:3640
	ds_read2_b32 v[100:101], v8 offset0:144 offset1:209
	ds_read2_b32 v[102:103], v6 offset0:142 offset1:207
	v_add_u32_e32 v6, 0xf3c, v29
	ds_read2_b32 v[104:105], v7 offset1:1
	ds_read2_b32 v[106:107], v6 offset1:1
	ds_read_b128 v[6:9], v97 offset:10112
	ds_read_b128 v[10:13], v97 offset:10368
	s_waitcnt lgkmcnt(14)
	v_pk_fma_f32 v[30:31], v[68:69], v[0:1], v[14:15] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v108, v69
	ds_read_b128 v[14:17], v97 offset:10624
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[30:31], v[108:109], v[6:7], v[30:31] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[34:35], v[72:73], v[10:11], v[30:31] op_sel_hi:[0,1,1]
	ds_read_b128 v[30:33], v97 offset:10880
	v_mov_b32_e32 v110, v73
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[42:43], v[110:111], v[14:15], v[34:35] op_sel_hi:[0,1,1]
	ds_read_b128 v[34:37], v97 offset:11136
	ds_read_b128 v[38:41], v97 offset:11392
	v_mov_b32_e32 v112, v93
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[46:47], v[92:93], v[30:31], v[42:43] op_sel_hi:[0,1,1]
	ds_read_b128 v[42:45], v97 offset:11648
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[46:47], v[112:113], v[34:35], v[46:47] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[46:47], v[94:95], v[38:39], v[46:47] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v114, v95
	v_pk_fma_f32 v[90:91], v[4:5], v[0:1], v[90:91] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[116:117], v[114:115], v[42:43], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[4:5], v[0:1], v[88:89] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[66:67], v[0:1], v[76:77] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v76, v67
	v_pk_fma_f32 v[46:47], v[82:83], v[6:7], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91], v[82:83], v[6:7], v[90:91] op_sel:[1,0,0]
	v_pk_fma_f32 v[0:1], v[76:77], v[6:7], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v6, v56
	v_pk_fma_f32 v[46:47], v[54:55], v[10:11], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91], v[54:55], v[10:11], v[90:91] op_sel:[1,0,0]
	v_pk_fma_f32 v[0:1], v[6:7], v[10:11], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[84:85], v[14:15], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91], v[84:85], v[14:15], v[90:91] op_sel:[1,0,0]
	v_pk_fma_f32 v[0:1], v[74:75], v[14:15], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[50:51], v[78:79], v[30:31], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91], v[78:79], v[30:31], v[90:91] op_sel:[1,0,0]
	v_pk_fma_f32 v[0:1], v[80:81], v[30:31], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v10, v81
	v_pk_fma_f32 v[50:51], v[86:87], v[34:35], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91], v[86:87], v[34:35], v[90:91] op_sel:[1,0,0]
	v_pk_fma_f32 v[0:1], v[10:11], v[34:35], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[68:69], v[2:3], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[4:5], v[2:3], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[4:5], v[2:3], v[62:63] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[66:67], v[2:3], v[70:71] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[82:83], v[8:9], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[76:77], v[8:9], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[108:109], v[8:9], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[82:83], v[8:9], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[54:55], v[12:13], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[6:7], v[12:13], v[2:3] op_sel_hi:[0,1,1]
	ds_read_b128 v[46:49], v97 offset:11904
	v_pk_fma_f32 v[50:51], v[58:59], v[38:39], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[72:73], v[12:13], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[54:55], v[12:13], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[84:85], v[16:17], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[74:75], v[16:17], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[88:89], v[104:105], v[42:43], v[50:51] op_sel_hi:[0,1,1]
	ds_read_b128 v[50:53], v97 offset:12160
	v_pk_fma_f32 v[18:19], v[110:111], v[16:17], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[84:85], v[16:17], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[78:79], v[32:33], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[80:81], v[32:33], v[2:3] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v14, v60
	v_pk_fma_f32 v[18:19], v[92:93], v[32:33], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[78:79], v[32:33], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[86:87], v[36:37], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[10:11], v[36:37], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[14:15], v[38:39], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[112:113], v[36:37], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[86:87], v[36:37], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[58:59], v[40:41], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[14:15], v[40:41], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91], v[58:59], v[38:39], v[90:91] op_sel:[1,0,0]
	v_pk_fma_f32 v[0:1], v[96:97], v[42:43], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[94:95], v[40:41], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[58:59], v[40:41], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[104:105], v[44:45], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[96:97], v[44:45], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91], v[104:105], v[42:43], v[90:91] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[0:1], v[100:101], v[46:47], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[114:115], v[44:45], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[104:105], v[44:45], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[98:99], v[48:49], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[100:101], v[48:49], v[2:3] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v6, v101
	v_pk_fma_f32 v[88:89], v[98:99], v[46:47], v[88:89] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91], v[98:99], v[46:47], v[90:91] op_sel:[1,0,0]
	v_pk_fma_f32 v[30:31], v[102:103], v[46:47], v[116:117] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[98:99], v[48:49], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[102:103], v[48:49], v[18:19] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[10:11], v[106:107], v[52:53], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[6:7], v[50:51], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[6:7], v[52:53], v[2:3] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v2, v103
	v_pk_fma_f32 v[12:13], v[106:107], v[50:51], v[88:89] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[106:107], v[52:53], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[106:107], v[50:51], v[90:91] op_sel:[1,0,0]
	v_pk_fma_f32 v[0:1], v[2:3], v[50:51], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[2:3], v[52:53], v[16:17] op_sel_hi:[0,1,1]
	v_add_u32_e32 v26, s16, v26
	v_add_u32_e32 v27, 16, v27
	s_and_b64 vcc, exec, s[0:1]
	s_barrier
	s_cbranch_vccnz .LBB3_10
; %bb.9:                                ;   in Loop: Header=BB3_4 Depth=1
	s_mov_b32 s20, s19
	s_branch .LBB3_4
.LBB3_10:                               ; %Flow518
	v_add_u32_e32 v17, s12, v23
	v_or_b32_e32 v16, s13, v24
	v_mad_u64_u32 v[16:17], s[0:1], v17, s10, v[16:17]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[18:19], v[16:17], 2, s[8:9]
	global_store_dwordx4 v[18:19], v[12:15], off
	s_nop 1
	v_add_u32_e32 v12, s10, v16
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[14:15], v[12:13], 2, s[8:9]
	global_store_dwordx4 v[14:15], v[8:11], off
	s_nop 1
	v_add_u32_e32 v8, s10, v12
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[10:11], v[8:9], 2, s[8:9]
	global_store_dwordx4 v[10:11], v[4:7], off
	s_nop 1
	v_add_u32_e32 v4, s10, v8
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[8:9]
	global_store_dwordx4 v[4:5], v[0:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13gemm_lds_dbufPKfS0_Pfiii
		.amdhsa_group_segment_fixed_size 16512
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
		.amdhsa_next_free_vgpr 118
		.amdhsa_next_free_sgpr 21
		.amdhsa_accum_offset 120
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
	.size	_Z13gemm_lds_dbufPKfS0_Pfiii, .Lfunc_end3-_Z13gemm_lds_dbufPKfS0_Pfiii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2464
; NumSgprs: 27
; NumVgprs: 118
; NumAgprs: 0
; TotalNumVgprs: 118
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16512 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 27
; NumVGPRsForWavesPerEU: 118
; AccumOffset: 120
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 29
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z12gemv_batchedPKPKfS2_PKPfii ; -- Begin function _Z12gemv_batchedPKPKfS2_PKPfii
	.globl	_Z12gemv_batchedPKPKfS2_PKPfii
	.p2align	8
	.type	_Z12gemv_batchedPKPKfS2_PKPfii,@function
_Z12gemv_batchedPKPKfS2_PKPfii:         ; @_Z12gemv_batchedPKPKfS2_PKPfii
; %bb.0:
	s_mov_b32 s6, s3
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx2 s[4:5], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB4_6
; %bb.1:                                ; %.preheader
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	s_mov_b32 s7, 0
	s_lshl_b64 s[6:7], s[6:7], 3
	s_waitcnt lgkmcnt(0)
	s_add_u32 s2, s2, s6
	s_addc_u32 s3, s3, s7
	s_load_dwordx2 s[2:3], s[2:3], 0x0
	s_cmp_lt_i32 s5, 1
	s_cbranch_scc1 .LBB4_4
; %bb.2:                                ; %.lr.ph
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	v_mul_lo_u32 v2, v0, s5
	v_ashrrev_i32_e32 v3, 31, v2
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s8, s6
	s_addc_u32 s1, s9, s7
	s_load_dwordx2 s[8:9], s[0:1], 0x0
	s_add_u32 s0, s10, s6
	s_addc_u32 s1, s11, s7
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[8:9]
.LBB4_3:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b64_e32 v[6:7], s[0:1]
	flat_load_dword v1, v[2:3]
	flat_load_dword v5, v[6:7]
	s_add_i32 s5, s5, -1
	s_add_u32 s0, s0, 4
	s_addc_u32 s1, s1, 0
	v_lshl_add_u64 v[2:3], v[2:3], 0, 4
	s_cmp_eq_u32 s5, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v4, v1, v5
	s_cbranch_scc0 .LBB4_3
	s_branch .LBB4_5
.LBB4_4:
	v_mov_b32_e32 v4, 0
.LBB4_5:                                ; %Flow33
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[2:3]
	flat_store_dword v[0:1], v4
.LBB4_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12gemv_batchedPKPKfS2_PKPfii
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
.Lfunc_end4:
	.size	_Z12gemv_batchedPKPKfS2_PKPfii, .Lfunc_end4-_Z12gemv_batchedPKPKfS2_PKPfii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 260
; NumSgprs: 18
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
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
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
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     54
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
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     114
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
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     74
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
    .sgpr_count:     27
    .sgpr_spill_count: 0
    .symbol:         _Z13gemm_lds_dbufPKfS0_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     118
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
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
