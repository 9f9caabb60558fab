	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.section	.text._Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii,"axG",@progbits,_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii,comdat
	.protected	_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii ; -- Begin function _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii
	.globl	_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii
	.p2align	8
	.type	_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii,@function
_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii: ; @_Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii
; %bb.0:
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	s_load_dwordx2 s[4:5], s[0:1], 0x1c
	v_lshrrev_b32_e32 v1, 8, v0
	v_and_b32_e32 v1, 0xffc, v1
	s_lshl_b32 s2, s2, 6
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshl_add_u32 v17, s3, 6, v1
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s5, 1
	v_lshl_add_u32 v16, v0, 2, s2
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.preheader57.preheader
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	s_ashr_i32 s9, s5, 31
	s_mov_b32 s8, s5
	v_mul_lo_u32 v18, v17, s5
	s_lshl_b64 s[8:9], s[8:9], 2
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v20, v16
.LBB0_2:                                ; %.preheader57
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v19, 31, v18
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[26:27], v[18:19], 2, s[0:1]
	global_load_dword v28, v[26:27], off
	v_lshl_add_u64 v[26:27], v[26:27], 0, s[8:9]
	v_ashrrev_i32_e32 v21, 31, v20
	global_load_dword v30, v[26:27], off
	v_lshl_add_u64 v[26:27], v[26:27], 0, s[8:9]
	v_lshl_add_u64 v[22:23], v[20:21], 2, s[2:3]
	global_load_dword v32, v[26:27], off
	v_lshl_add_u64 v[26:27], v[26:27], 0, s[8:9]
	global_load_dwordx4 v[22:25], v[22:23], off
	s_add_i32 s5, s5, -1
	global_load_dword v26, v[26:27], off
	v_add_u32_e32 v20, s4, v20
	s_cmp_lg_u32 s5, 0
	v_add_u32_e32 v18, 1, v18
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[12:13], v[28:29], v[22:23], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[28:29], v[24:25], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[30:31], v[22:23], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[30:31], v[24:25], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[32:33], v[22:23], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[32:33], v[24:25], v[6:7] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[26:27], v[22:23], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[26:27], v[24:25], v[2:3] op_sel_hi:[0,1,1]
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
.LBB0_4:                                ; %.preheader53
	v_mad_u64_u32 v[16:17], s[0:1], v17, s4, v[16:17]
	v_ashrrev_i32_e32 v17, 31, v16
	s_ashr_i32 s5, s4, 31
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[6:7]
	s_lshl_b64 s[0:1], s[4:5], 2
	global_store_dwordx4 v[16:17], v[12:15], off
	s_nop 1
	v_lshl_add_u64 v[12:13], v[16:17], 0, s[0:1]
	global_store_dwordx4 v[12:13], v[8:11], off
	s_nop 1
	v_lshl_add_u64 v[8:9], v[12:13], 0, s[0:1]
	global_store_dwordx4 v[8:9], v[4:7], off
	s_nop 1
	v_lshl_add_u64 v[4:5], v[8:9], 0, s[0:1]
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
		.amdhsa_next_free_vgpr 34
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 36
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
	.set _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii.num_vgpr, 34
	.set _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii.num_agpr, 0
	.set _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii.numbered_sgpr, 10
	.set _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii.num_named_barrier, 0
	.set _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii.private_seg_size, 0
	.set _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii.uses_vcc, 0
	.set _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii.uses_flat_scratch, 0
	.set _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii.has_dyn_sized_stack, 0
	.set _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii.has_recursion, 0
	.set _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 516
; TotalNumSgprs: 16
; NumVgprs: 34
; NumAgprs: 0
; TotalNumVgprs: 34
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 34
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii,"axG",@progbits,_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii,comdat
	.protected	_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii ; -- Begin function _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii
	.globl	_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii
	.p2align	8
	.type	_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii,@function
_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii: ; @_Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii
; %bb.0:
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	s_load_dwordx2 s[4:5], s[0:1], 0x1c
	v_lshrrev_b32_e32 v1, 7, v0
	v_and_b32_e32 v1, 0x1ff8, v1
	s_lshl_b32 s2, s2, 7
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshl_add_u32 v65, s3, 7, v1
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s5, 1
	v_lshl_add_u32 v64, v0, 3, s2
	s_cbranch_scc1 .LBB1_3
; %bb.1:                                ; %.preheader57.preheader
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	s_ashr_i32 s9, s5, 31
	s_mov_b32 s8, s5
	s_lshl_b64 s[8:9], s[8:9], 2
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mul_lo_u32 v66, v65, s5
	v_mov_b32_e32 v68, v64
.LBB1_2:                                ; %.preheader57
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v67, 31, v66
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[78:79], v[66:67], 2, s[0:1]
	v_ashrrev_i32_e32 v69, 31, v68
	global_load_dword v80, v[78:79], off
	v_lshl_add_u64 v[82:83], v[68:69], 2, s[2:3]
	v_lshl_add_u64 v[78:79], v[78:79], 0, s[8:9]
	global_load_dwordx4 v[70:73], v[82:83], off
	global_load_dwordx4 v[74:77], v[82:83], off offset:16
	s_add_i32 s5, s5, -1
	global_load_dword v82, v[78:79], off
	v_lshl_add_u64 v[78:79], v[78:79], 0, s[8:9]
	global_load_dword v84, v[78:79], off
	v_lshl_add_u64 v[78:79], v[78:79], 0, s[8:9]
	global_load_dword v86, v[78:79], off
	v_lshl_add_u64 v[78:79], v[78:79], 0, s[8:9]
	global_load_dword v88, v[78:79], off
	v_lshl_add_u64 v[78:79], v[78:79], 0, s[8:9]
	global_load_dword v90, v[78:79], off
	v_lshl_add_u64 v[78:79], v[78:79], 0, s[8:9]
	global_load_dword v92, v[78:79], off
	v_lshl_add_u64 v[78:79], v[78:79], 0, s[8:9]
	global_load_dword v78, v[78:79], off
	v_add_u32_e32 v68, s4, v68
	s_cmp_lg_u32 s5, 0
	v_add_u32_e32 v66, 1, v66
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[60:61], v[80:81], v[70:71], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[80:81], v[72:73], v[62:63] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(7)
	v_pk_fma_f32 v[56:57], v[80:81], v[74:75], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[80:81], v[76:77], v[58:59] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[52:53], v[82:83], v[70:71], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[82:83], v[72:73], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], v[82:83], v[74:75], v[48:49] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[50:51], v[82:83], v[76:77], v[50:51] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(5)
	v_pk_fma_f32 v[44:45], v[84:85], v[70:71], v[44:45] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[84:85], v[72:73], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41], v[84:85], v[74:75], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[42:43], v[84:85], v[76:77], v[42:43] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[36:37], v[86:87], v[70:71], v[36:37] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39], v[86:87], v[72:73], v[38:39] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[86:87], v[74:75], v[32:33] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[86:87], v[76:77], v[34:35] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(3)
	v_pk_fma_f32 v[28:29], v[88:89], v[70:71], v[28:29] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[88:89], v[72:73], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[24:25], v[88:89], v[74:75], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], v[88:89], v[76:77], v[26:27] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[20:21], v[90:91], v[70:71], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[90:91], v[72:73], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[90:91], v[74:75], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[90:91], v[76:77], v[18:19] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[12:13], v[92:93], v[70:71], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[92:93], v[72:73], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[92:93], v[74:75], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[92:93], v[76:77], v[10:11] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[4:5], v[78:79], v[70:71], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[78:79], v[72:73], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[78:79], v[74:75], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[78:79], v[76:77], v[2:3] op_sel_hi:[0,1,1]
	s_cbranch_scc1 .LBB1_2
	s_branch .LBB1_4
.LBB1_3:
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v58, 0
.LBB1_4:                                ; %.preheader53
	v_mad_u64_u32 v[64:65], s[0:1], v65, s4, v[64:65]
	v_ashrrev_i32_e32 v65, 31, v64
	s_ashr_i32 s5, s4, 31
	v_lshl_add_u64 v[64:65], v[64:65], 2, s[6:7]
	s_lshl_b64 s[0:1], s[4:5], 2
	global_store_dwordx4 v[64:65], v[60:63], off
	global_store_dwordx4 v[64:65], v[56:59], off offset:16
	s_nop 1
	v_lshl_add_u64 v[56:57], v[64:65], 0, s[0:1]
	global_store_dwordx4 v[56:57], v[52:55], off
	global_store_dwordx4 v[56:57], v[48:51], off offset:16
	s_nop 1
	v_lshl_add_u64 v[48:49], v[56:57], 0, s[0:1]
	global_store_dwordx4 v[48:49], v[44:47], off
	global_store_dwordx4 v[48:49], v[40:43], off offset:16
	s_nop 1
	v_lshl_add_u64 v[40:41], v[48:49], 0, s[0:1]
	global_store_dwordx4 v[40:41], v[36:39], off
	global_store_dwordx4 v[40:41], v[32:35], off offset:16
	s_nop 1
	v_lshl_add_u64 v[32:33], v[40:41], 0, s[0:1]
	global_store_dwordx4 v[32:33], v[28:31], off
	global_store_dwordx4 v[32:33], v[24:27], off offset:16
	s_nop 1
	v_lshl_add_u64 v[24:25], v[32:33], 0, s[0:1]
	global_store_dwordx4 v[24:25], v[20:23], off
	global_store_dwordx4 v[24:25], v[16:19], off offset:16
	s_nop 1
	v_lshl_add_u64 v[16:17], v[24:25], 0, s[0:1]
	global_store_dwordx4 v[16:17], v[12:15], off
	global_store_dwordx4 v[16:17], v[8:11], off offset:16
	s_nop 1
	v_lshl_add_u64 v[8:9], v[16:17], 0, s[0:1]
	global_store_dwordx4 v[8:9], v[4:7], off
	global_store_dwordx4 v[8:9], v[0:3], off offset:16
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
		.amdhsa_next_free_vgpr 94
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 96
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
	.set _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii.num_vgpr, 94
	.set _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii.num_agpr, 0
	.set _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii.numbered_sgpr, 10
	.set _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii.num_named_barrier, 0
	.set _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii.private_seg_size, 0
	.set _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii.uses_vcc, 0
	.set _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii.uses_flat_scratch, 0
	.set _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii.has_dyn_sized_stack, 0
	.set _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii.has_recursion, 0
	.set _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1336
; TotalNumSgprs: 16
; NumVgprs: 94
; NumAgprs: 0
; TotalNumVgprs: 94
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 94
; AccumOffset: 96
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 23
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii,"axG",@progbits,_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii,comdat
	.protected	_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii ; -- Begin function _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii
	.globl	_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii
	.p2align	8
	.type	_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii,@function
_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii: ; @_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii
; %bb.0:
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	s_load_dwordx2 s[4:5], s[0:1], 0x1c
	v_lshrrev_b32_e32 v1, 8, v0
	v_and_b32_e32 v1, 0xffc, v1
	s_lshl_b32 s2, s2, 7
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshl_add_u32 v33, s3, 6, v1
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s5, 1
	v_lshl_add_u32 v32, v0, 3, s2
	s_cbranch_scc1 .LBB2_3
; %bb.1:                                ; %.preheader57.preheader
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	s_ashr_i32 s9, s5, 31
	s_mov_b32 s8, s5
	v_mul_lo_u32 v34, v33, s5
	s_lshl_b64 s[8:9], s[8:9], 2
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v36, v32
.LBB2_2:                                ; %.preheader57
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v35, 31, v34
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[46:47], v[34:35], 2, s[0:1]
	v_ashrrev_i32_e32 v37, 31, v36
	global_load_dword v48, v[46:47], off
	v_lshl_add_u64 v[50:51], v[36:37], 2, s[2:3]
	v_lshl_add_u64 v[46:47], v[46:47], 0, s[8:9]
	global_load_dwordx4 v[38:41], v[50:51], off
	global_load_dwordx4 v[42:45], v[50:51], off offset:16
	s_add_i32 s5, s5, -1
	global_load_dword v50, v[46:47], off
	v_lshl_add_u64 v[46:47], v[46:47], 0, s[8:9]
	global_load_dword v52, v[46:47], off
	v_lshl_add_u64 v[46:47], v[46:47], 0, s[8:9]
	global_load_dword v46, v[46:47], off
	v_add_u32_e32 v36, s4, v36
	s_cmp_lg_u32 s5, 0
	v_add_u32_e32 v34, 1, v34
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[28:29], v[48:49], v[38:39], v[28:29] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[48:49], v[40:41], v[30:31] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(3)
	v_pk_fma_f32 v[24:25], v[48:49], v[42:43], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], v[48:49], v[44:45], v[26:27] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[20:21], v[50:51], v[38:39], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[50:51], v[40:41], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[50:51], v[42:43], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[50:51], v[44:45], v[18:19] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[12:13], v[52:53], v[38:39], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[52:53], v[40:41], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[52:53], v[42:43], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[52:53], v[44:45], v[10:11] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[4:5], v[46:47], v[38:39], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[46:47], v[40:41], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[46:47], v[42:43], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[46:47], v[44:45], v[2:3] op_sel_hi:[0,1,1]
	s_cbranch_scc1 .LBB2_2
	s_branch .LBB2_4
.LBB2_3:
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
.LBB2_4:                                ; %.preheader53
	v_mad_u64_u32 v[32:33], s[0:1], v33, s4, v[32:33]
	v_ashrrev_i32_e32 v33, 31, v32
	s_ashr_i32 s5, s4, 31
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[6:7]
	s_lshl_b64 s[0:1], s[4:5], 2
	global_store_dwordx4 v[32:33], v[28:31], off
	global_store_dwordx4 v[32:33], v[24:27], off offset:16
	s_nop 1
	v_lshl_add_u64 v[24:25], v[32:33], 0, s[0:1]
	global_store_dwordx4 v[24:25], v[20:23], off
	global_store_dwordx4 v[24:25], v[16:19], off offset:16
	s_nop 1
	v_lshl_add_u64 v[16:17], v[24:25], 0, s[0:1]
	global_store_dwordx4 v[16:17], v[12:15], off
	global_store_dwordx4 v[16:17], v[8:11], off offset:16
	s_nop 1
	v_lshl_add_u64 v[8:9], v[16:17], 0, s[0:1]
	global_store_dwordx4 v[8:9], v[4:7], off
	global_store_dwordx4 v[8:9], v[0:3], off offset:16
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
		.amdhsa_next_free_vgpr 54
		.amdhsa_next_free_sgpr 10
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
	.section	.text._Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii,"axG",@progbits,_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii,comdat
.Lfunc_end2:
	.size	_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii, .Lfunc_end2-_Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii
                                        ; -- End function
	.set _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii.num_vgpr, 54
	.set _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii.num_agpr, 0
	.set _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii.numbered_sgpr, 10
	.set _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii.num_named_barrier, 0
	.set _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii.private_seg_size, 0
	.set _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii.uses_vcc, 0
	.set _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii.uses_flat_scratch, 0
	.set _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii.has_dyn_sized_stack, 0
	.set _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii.has_recursion, 0
	.set _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 760
; TotalNumSgprs: 16
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
; NumSGPRsForWavesPerEU: 16
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
	.text
	.protected	_Z13gemm_lds_dbufPKfS0_Pfiii ; -- Begin function _Z13gemm_lds_dbufPKfS0_Pfiii
	.globl	_Z13gemm_lds_dbufPKfS0_Pfiii
	.p2align	8
	.type	_Z13gemm_lds_dbufPKfS0_Pfiii,@function
_Z13gemm_lds_dbufPKfS0_Pfiii:           ; @_Z13gemm_lds_dbufPKfS0_Pfiii
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[10:11], s[0:1], 0x10
	s_load_dwordx2 s[8:9], s[0:1], 0x1c
	v_and_b32_e32 v20, 63, v0
	v_lshrrev_b32_e32 v21, 6, v0
	v_lshlrev_b32_e32 v3, 2, v20
	v_and_b32_e32 v66, 15, v0
	v_lshl_or_b32 v3, v21, 8, v3
	s_lshl_b32 s12, s3, 6
	v_add_u32_e32 v67, 0x2080, v3
	v_mul_u32_u24_e32 v3, 0x104, v66
	v_lshrrev_b32_e32 v4, 4, v0
	v_lshl_add_u32 v92, v4, 2, v3
	v_or_b32_e32 v3, s12, v4
	s_lshl_b32 s13, s2, 6
	v_or_b32_e32 v1, 0xffffff00, v0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, s8, v21
	v_mad_u64_u32 v[18:19], s[0:1], s9, v3, v[66:67]
	v_add3_u32 v2, v2, s13, v20
	s_lshl_b32 s14, s8, 2
	s_lshl_b32 s15, s9, 4
	s_mov_b64 s[0:1], 0
	s_movk_i32 s2, 0x2ff
	v_mov_b32_e32 v4, v18
	v_mov_b32_e32 v6, v92
	v_mov_b32_e32 v7, v67
	v_mov_b32_e32 v8, v1
.LBB3_1:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[10:11], v[4:5], 2, s[4:5]
	v_lshl_add_u64 v[12:13], v[2:3], 2, s[6:7]
	global_load_dword v3, v[10:11], off
	global_load_dword v5, v[12:13], off
	v_add_u32_e32 v8, 0x100, v8
	v_cmp_lt_u32_e32 vcc, s2, v8
	v_add_u32_e32 v2, s14, v2
	v_add_u32_e32 v4, s15, v4
	s_or_b64 s[0:1], vcc, s[0:1]
	s_waitcnt vmcnt(1)
	ds_write_b32 v6, v3
	s_waitcnt vmcnt(0)
	ds_write_b32 v7, v5
	v_add_u32_e32 v7, 0x400, v7
	v_add_u32_e32 v6, 64, v6
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB3_1
; %bb.2:                                ; %_ZZ13gemm_lds_dbufPKfS0_PfiiiENKUliiE_clEii.exit
	s_or_b64 exec, exec, s[0:1]
	s_cmp_lt_i32 s9, 1
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB3_9
; %bb.3:                                ; %.lr.ph
	v_or_b32_e32 v2, 16, v21
	s_movk_i32 s0, 0x2080
	v_mul_lo_u32 v2, s8, v2
	v_and_b32_e32 v93, 0xf0, v0
	v_lshl_add_u32 v94, v66, 4, s0
	v_add3_u32 v95, v2, s13, v20
	s_lshl_b32 s16, s8, 4
	v_add_u32_e32 v96, 16, v18
	s_mov_b32 s20, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	s_movk_i32 s17, 0x2ff
	s_mov_b32 s18, 0
	s_branch .LBB3_5
.LBB3_4:                                ; %_ZZ13gemm_lds_dbufPKfS0_PfiiiENKUliiE_clEii.exit60
                                        ;   in Loop: Header=BB3_5 Depth=1
	s_mul_i32 s2, s20, 0x1040
	v_add_u32_e32 v97, s2, v93
	v_add_u32_e32 v54, 0x514, v97
	v_add_u32_e32 v55, 0x51c, v97
	v_add_u32_e32 v56, 0x71c, v97
	v_add_u32_e32 v57, 0x724, v97
	ds_read2_b32 v[146:147], v54 offset1:1
	ds_read2_b32 v[148:149], v55 offset1:1
	ds_read2_b32 v[150:151], v56 offset1:1
	ds_read2_b32 v[90:91], v57 offset1:1
	v_add_u32_e32 v54, 0x924, v97
	v_add_u32_e32 v55, 0x92c, v97
	ds_read2_b32 v[88:89], v54 offset1:1
	ds_read2_b32 v[86:87], v55 offset1:1
	v_add_u32_e32 v54, 0xa28, v97
	v_add_u32_e32 v55, 0xb2c, v97
	ds_read2_b64 v[62:65], v54 offset1:1
	ds_read2_b32 v[82:83], v55 offset1:1
	v_add_u32_e32 v54, 0xb34, v97
	v_lshl_add_u32 v142, s20, 12, v94
	v_add_u32_e32 v55, 0xd34, v97
	v_add_u32_e32 v56, 0xd3c, v97
	ds_read2_b32 v[84:85], v54 offset1:1
	ds_read2_b32 v[80:81], v55 offset1:1
	ds_read2_b32 v[78:79], v56 offset1:1
	v_add_u32_e32 v54, 0xe38, v97
	v_add_u32_e32 v76, 0xf3c, v97
	ds_read_b128 v[42:45], v97
	ds_read2_b32 v[74:75], v97 offset0:65 offset1:66
	ds_read2_b32 v[72:73], v97 offset0:67 offset1:68
	ds_read2_b64 v[18:21], v97 offset0:65 offset1:66
	ds_read2_b32 v[70:71], v97 offset0:195 offset1:196
	ds_read2_b32 v[68:69], v97 offset0:197 offset1:198
	ds_read_b128 v[50:53], v142
	ds_read_b128 v[38:41], v142 offset:256
	ds_read_b128 v[34:37], v142 offset:512
	ds_read_b128 v[30:33], v142 offset:768
	ds_read_b128 v[22:25], v142 offset:1024
	ds_read_b128 v[26:29], v142 offset:1280
	ds_read_b128 v[46:49], v97 offset:1040
	ds_read2_b64 v[98:101], v97 offset0:195 offset1:196
	ds_read_b128 v[102:105], v97 offset:2080
	ds_read_b128 v[58:61], v97 offset:3120
	ds_read2_b64 v[54:57], v54 offset1:1
	ds_read2_b32 v[76:77], v76 offset1:1
	v_add_u32_e32 v97, 0xf44, v97
	ds_read_b128 v[106:109], v142 offset:1536
	ds_read_b128 v[110:113], v142 offset:1792
	ds_read_b128 v[114:117], v142 offset:2048
	ds_read_b128 v[118:121], v142 offset:2304
	ds_read_b128 v[122:125], v142 offset:2560
	ds_read_b128 v[126:129], v142 offset:2816
	ds_read_b128 v[130:133], v142 offset:3072
	ds_read_b128 v[134:137], v142 offset:3328
	ds_read_b128 v[138:141], v142 offset:3584
	ds_read_b128 v[142:145], v142 offset:3840
	ds_read2_b32 v[152:153], v97 offset1:1
	s_waitcnt lgkmcnt(14)
	v_pk_fma_f32 v[14:15], v[42:43], v[50:51], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[42:43], v[50:51], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[16:17], v[42:43], v[52:53], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[42:43], v[52:53], v[12:13] op_sel:[1,0,0]
	v_mov_b32_e32 v42, v45
	v_pk_fma_f32 v[6:7], v[44:45], v[50:51], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[44:45], v[52:53], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[42:43], v[50:51], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[42:43], v[52:53], v[4:5] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v44, v21
	v_pk_fma_f32 v[6:7], v[72:73], v[38:39], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[74:75], v[38:39], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[74:75], v[38:39], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[72:73], v[40:41], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[74:75], v[40:41], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[74:75], v[40:41], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[72:73], v[38:39], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[72:73], v[40:41], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[20:21], v[34:35], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[18:19], v[34:35], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[18:19], v[34:35], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[20:21], v[36:37], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[18:19], v[36:37], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[18:19], v[36:37], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[44:45], v[34:35], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[44:45], v[36:37], v[4:5] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v154, v49
	v_pk_fma_f32 v[6:7], v[68:69], v[30:31], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[70:71], v[30:31], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[70:71], v[30:31], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[68:69], v[32:33], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[70:71], v[32:33], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[70:71], v[32:33], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[68:69], v[30:31], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[68:69], v[32:33], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[48:49], v[22:23], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[46:47], v[22:23], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[46:47], v[22:23], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[48:49], v[24:25], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[46:47], v[24:25], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[46:47], v[24:25], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[154:155], v[22:23], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[154:155], v[24:25], v[4:5] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v156, v101
	v_pk_fma_f32 v[14:15], v[146:147], v[26:27], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[146:147], v[26:27], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[148:149], v[26:27], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[146:147], v[28:29], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[146:147], v[28:29], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[148:149], v[28:29], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[148:149], v[26:27], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[148:149], v[28:29], v[4:5] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(10)
	v_pk_fma_f32 v[14:15], v[98:99], v[106:107], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[98:99], v[106:107], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[100:101], v[106:107], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[98:99], v[108:109], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[98:99], v[108:109], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[100:101], v[108:109], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[156:157], v[106:107], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[156:157], v[108:109], v[4:5] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v158, v105
	s_waitcnt lgkmcnt(9)
	v_pk_fma_f32 v[14:15], v[150:151], v[110:111], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[150:151], v[110:111], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[90:91], v[110:111], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[150:151], v[112:113], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[150:151], v[112:113], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[90:91], v[112:113], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[90:91], v[110:111], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[90:91], v[112:113], v[4:5] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(8)
	v_pk_fma_f32 v[14:15], v[102:103], v[114:115], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[102:103], v[114:115], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[104:105], v[114:115], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[102:103], v[116:117], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[102:103], v[116:117], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[104:105], v[116:117], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[158:159], v[114:115], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[158:159], v[116:117], v[4:5] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v42, v65
	s_waitcnt lgkmcnt(7)
	v_pk_fma_f32 v[14:15], v[88:89], v[118:119], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[88:89], v[118:119], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[86:87], v[118:119], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[88:89], v[120:121], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[88:89], v[120:121], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[86:87], v[120:121], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[86:87], v[118:119], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[86:87], v[120:121], v[4:5] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(6)
	v_pk_fma_f32 v[14:15], v[62:63], v[122:123], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[62:63], v[122:123], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[64:65], v[122:123], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[62:63], v[124:125], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[62:63], v[124:125], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[64:65], v[124:125], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[42:43], v[122:123], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[42:43], v[124:125], v[4:5] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v160, v61
	s_waitcnt lgkmcnt(5)
	v_pk_fma_f32 v[14:15], v[82:83], v[126:127], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[82:83], v[126:127], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[84:85], v[126:127], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[82:83], v[128:129], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[82:83], v[128:129], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[84:85], v[128:129], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[84:85], v[126:127], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[84:85], v[128:129], v[4:5] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[14:15], v[58:59], v[130:131], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[58:59], v[130:131], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[60:61], v[130:131], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[58:59], v[132:133], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[58:59], v[132:133], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[60:61], v[132:133], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[160:161], v[130:131], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[160:161], v[132:133], v[4:5] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v50, v57
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[14:15], v[80:81], v[134:135], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[80:81], v[134:135], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[78:79], v[134:135], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[80:81], v[136:137], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[80:81], v[136:137], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[78:79], v[136:137], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[78:79], v[134:135], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[78:79], v[136:137], v[4:5] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[14:15], v[54:55], v[138:139], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[54:55], v[138:139], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[56:57], v[138:139], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[54:55], v[140:141], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[54:55], v[140:141], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[56:57], v[140:141], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[50:51], v[138:139], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[50:51], v[140:141], v[4:5] op_sel_hi:[0,1,1]
	v_add_u32_e32 v95, s16, v95
	v_add_u32_e32 v96, 16, v96
	s_and_b64 vcc, exec, s[0:1]
	s_mov_b32 s20, s19
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[14:15], v[76:77], v[142:143], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[76:77], v[144:145], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[76:77], v[142:143], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[76:77], v[144:145], v[12:13] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[6:7], v[152:153], v[142:143], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[152:153], v[144:145], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[152:153], v[142:143], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[152:153], v[144:145], v[4:5] op_sel:[1,0,0]
	s_barrier
	s_cbranch_vccnz .LBB3_9
.LBB3_5:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_7 Depth 2
	s_add_i32 s18, s18, 16
	s_cmp_ge_i32 s18, s9
	s_cselect_b64 s[0:1], -1, 0
	s_xor_b32 s19, s20, 1
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB3_4
; %bb.6:                                ;   in Loop: Header=BB3_5 Depth=1
	s_mul_i32 s2, s19, 0x1040
	v_lshl_add_u32 v22, s19, 12, v67
	v_add_u32_e32 v23, s2, v92
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v18, v96
	v_mov_b32_e32 v20, v95
	v_mov_b32_e32 v24, v1
.LBB3_7:                                ;   Parent Loop BB3_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[26:27], v[18:19], 2, s[4:5]
	v_lshl_add_u64 v[28:29], v[20:21], 2, s[6:7]
	global_load_dword v19, v[26:27], off
	global_load_dword v21, v[28:29], off
	v_add_u32_e32 v24, 0x100, v24
	v_cmp_lt_u32_e32 vcc, s17, v24
	v_add_u32_e32 v20, s14, v20
	v_add_u32_e32 v18, s15, v18
	s_or_b64 s[2:3], vcc, s[2:3]
	s_waitcnt vmcnt(1)
	ds_write_b32 v23, v19
	s_waitcnt vmcnt(0)
	ds_write_b32 v22, v21
	v_add_u32_e32 v22, 0x400, v22
	v_add_u32_e32 v23, 64, v23
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB3_7
; %bb.8:                                ; %Flow
                                        ;   in Loop: Header=BB3_5 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_branch .LBB3_4
.LBB3_9:                                ; %Flow531
	v_lshrrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v0, 60, v0
	v_add_u32_e32 v1, s12, v0
	v_lshl_or_b32 v0, v66, 2, s13
	v_mad_u64_u32 v[0:1], s[0:1], v1, s8, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	s_ashr_i32 s9, s8, 31
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[10:11]
	s_lshl_b64 s[0:1], s[8:9], 2
	global_store_dwordx4 v[0:1], v[14:17], off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dwordx4 v[0:1], v[10:13], off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dwordx4 v[0:1], v[6:9], off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dwordx4 v[0:1], v[2:5], off
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
		.amdhsa_next_free_vgpr 162
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 164
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
	.set _Z13gemm_lds_dbufPKfS0_Pfiii.num_vgpr, 162
	.set _Z13gemm_lds_dbufPKfS0_Pfiii.num_agpr, 0
	.set _Z13gemm_lds_dbufPKfS0_Pfiii.numbered_sgpr, 21
	.set _Z13gemm_lds_dbufPKfS0_Pfiii.num_named_barrier, 0
	.set _Z13gemm_lds_dbufPKfS0_Pfiii.private_seg_size, 0
	.set _Z13gemm_lds_dbufPKfS0_Pfiii.uses_vcc, 1
	.set _Z13gemm_lds_dbufPKfS0_Pfiii.uses_flat_scratch, 0
	.set _Z13gemm_lds_dbufPKfS0_Pfiii.has_dyn_sized_stack, 0
	.set _Z13gemm_lds_dbufPKfS0_Pfiii.has_recursion, 0
	.set _Z13gemm_lds_dbufPKfS0_Pfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2340
; TotalNumSgprs: 27
; NumVgprs: 162
; NumAgprs: 0
; TotalNumVgprs: 162
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16512 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 20
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 162
; AccumOffset: 164
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 40
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
	s_cbranch_execz .LBB4_5
; %bb.1:                                ; %.preheader
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	s_mov_b32 s7, 0
	s_lshl_b64 s[6:7], s[6:7], 3
	v_mov_b32_e32 v4, 0
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
.LBB4_4:                                ; %Flow34
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[2:3]
	flat_store_dword v[0:1], v4
.LBB4_5:
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
	.set _Z12gemv_batchedPKPKfS2_PKPfii.num_vgpr, 8
	.set _Z12gemv_batchedPKPKfS2_PKPfii.num_agpr, 0
	.set _Z12gemv_batchedPKPKfS2_PKPfii.numbered_sgpr, 12
	.set _Z12gemv_batchedPKPKfS2_PKPfii.num_named_barrier, 0
	.set _Z12gemv_batchedPKPKfS2_PKPfii.private_seg_size, 0
	.set _Z12gemv_batchedPKPKfS2_PKPfii.uses_vcc, 1
	.set _Z12gemv_batchedPKPKfS2_PKPfii.uses_flat_scratch, 0
	.set _Z12gemv_batchedPKPKfS2_PKPfii.has_dyn_sized_stack, 0
	.set _Z12gemv_batchedPKPKfS2_PKPfii.has_recursion, 0
	.set _Z12gemv_batchedPKPKfS2_PKPfii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 256
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z12gemm_regtileILi4ELi4EEvPKfS1_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     34
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z12gemm_regtileILi8ELi8EEvPKfS1_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     94
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z12gemm_regtileILi4ELi8EEvPKfS1_Pfiii.kd
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
    .vgpr_count:     162
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
