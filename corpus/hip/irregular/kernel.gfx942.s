	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	_Z8spmv_ellPKiPKfS0_S2_Pfii ; -- Begin function _Z8spmv_ellPKiPKfS0_S2_Pfii
	.globl	_Z8spmv_ellPKiPKfS0_S2_Pfii
	.p2align	8
	.type	_Z8spmv_ellPKiPKfS0_S2_Pfii,@function
_Z8spmv_ellPKiPKfS0_S2_Pfii:            ; @_Z8spmv_ellPKiPKfS0_S2_Pfii
; %bb.0:
	s_load_dword s3, s[0:1], 0x3c
	s_load_dwordx2 s[8:9], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s8, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_6
; %bb.1:
	s_load_dwordx2 s[4:5], s[0:1], 0x10
	s_load_dwordx2 s[2:3], s[0:1], 0x20
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[4:5]
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_min_i32_e32 v5, s9, v2
	v_cmp_lt_i32_e32 vcc, 0, v5
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_5
; %bb.2:                                ; %.lr.ph.preheader
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x18
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v2, v0
.LBB0_3:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[6:7], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], s[4:5], 0, v[6:7]
	global_load_dword v8, v[8:9], off
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[6:7]
	global_load_dword v3, v[6:7], off
	v_add_u32_e32 v5, -1, v5
	v_cmp_eq_u32_e32 vcc, 0, v5
	s_or_b64 s[0:1], vcc, s[0:1]
	v_add_u32_e32 v2, s8, v2
	s_waitcnt vmcnt(1)
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[6:7], v[8:9], 2, s[12:13]
	global_load_dword v6, v[6:7], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, v3, v6
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %Flow
	s_or_b64 exec, exec, s[0:1]
.LBB0_5:                                ; %Flow36
	s_or_b64 exec, exec, s[10:11]
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[2:3]
	global_store_dword v[0:1], v4, off
.LBB0_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z8spmv_ellPKiPKfS0_S2_Pfii
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 14
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
	.size	_Z8spmv_ellPKiPKfS0_S2_Pfii, .Lfunc_end0-_Z8spmv_ellPKiPKfS0_S2_Pfii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 272
; NumSgprs: 20
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
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
	.protected	_Z9nbody_accPK15HIP_vector_typeIfLj4EEPS0_if ; -- Begin function _Z9nbody_accPK15HIP_vector_typeIfLj4EEPS0_if
	.globl	_Z9nbody_accPK15HIP_vector_typeIfLj4EEPS0_if
	.p2align	8
	.type	_Z9nbody_accPK15HIP_vector_typeIfLj4EEPS0_if,@function
_Z9nbody_accPK15HIP_vector_typeIfLj4EEPS0_if: ; @_Z9nbody_accPK15HIP_vector_typeIfLj4EEPS0_if
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	v_lshl_or_b32 v8, s2, 7, v0
	v_ashrrev_i32_e32 v9, 31, v8
	s_mov_b32 s2, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s6, 1
	s_cbranch_scc1 .LBB1_5
; %bb.1:                                ; %.lr.ph
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b32 s3, s2
	v_lshlrev_b32_e32 v1, 4, v0
	v_mov_b32_e32 v7, 0
	s_mov_b32 s8, 0xd800000
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[8:9], 4, s[0:1]
	global_load_dwordx3 v[4:6], v[2:3], off
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0x58800000
	v_mov_b64_e32 v[10:11], s[2:3]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v12, v5
	v_mov_b32_e32 v13, v6
	v_mov_b32_e32 v5, 0x71800000
.LBB1_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_3 Depth 2
	v_add_u32_e32 v6, s2, v0
	v_lshl_add_u64 v[14:15], v[6:7], 4, s[0:1]
	global_load_dwordx4 v[14:17], v[14:15], off
	s_mov_b32 s3, 0
	s_waitcnt vmcnt(0)
	ds_write_b128 v1, v[14:17]
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB1_3:                                ;   Parent Loop BB1_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mov_b32_e32 v6, s3
	ds_read_b128 v[14:17], v6
	ds_read_b128 v[18:21], v6 offset:16
	ds_read_b128 v[22:25], v6 offset:32
	ds_read_b128 v[26:29], v6 offset:48
	ds_read_b128 v[30:33], v6 offset:64
	ds_read_b128 v[34:37], v6 offset:80
	ds_read_b128 v[38:41], v6 offset:96
	ds_read_b128 v[42:45], v6 offset:112
	s_waitcnt lgkmcnt(7)
	v_mov_b32_e32 v46, v15
	v_mov_b32_e32 v47, v16
	s_waitcnt lgkmcnt(5)
	v_sub_f32_e32 v50, v22, v4
	s_waitcnt lgkmcnt(4)
	v_mov_b32_e32 v22, v27
	v_sub_f32_e32 v51, v26, v4
	v_pk_add_f32 v[26:27], v[46:47], v[12:13] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v48, v14, v4
	v_fma_f32 v6, v27, v27, s7
	v_fmac_f32_e32 v6, v26, v26
	v_fmac_f32_e32 v6, v48, v48
	v_cmp_gt_f32_e32 vcc, s8, v6
	v_mov_b32_e32 v15, v20
	v_mov_b32_e32 v14, v19
	v_cndmask_b32_e32 v20, 1.0, v5, vcc
	v_mul_f32_e32 v6, v6, v20
	v_rsq_f32_e32 v6, v6
	v_cndmask_b32_e32 v16, 1.0, v3, vcc
	v_pk_add_f32 v[14:15], v[14:15], v[12:13] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v49, v18, v4
	v_mul_f32_e32 v6, v16, v6
	v_fma_f32 v16, v15, v15, s7
	v_fmac_f32_e32 v16, v14, v14
	v_fmac_f32_e32 v16, v49, v49
	v_cmp_gt_f32_e32 vcc, s8, v16
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v46, v31
	v_mul_f32_e32 v31, v17, v6
	v_cndmask_b32_e32 v17, 1.0, v5, vcc
	v_mov_b32_e32 v18, v23
	v_mov_b32_e32 v19, v24
	v_mul_f32_e32 v24, v16, v17
	v_pk_add_f32 v[16:17], v[18:19], v[12:13] neg_lo:[0,1] neg_hi:[0,1]
	v_rsq_f32_e32 v18, v24
	v_cndmask_b32_e32 v20, 1.0, v3, vcc
	v_sub_f32_e32 v52, v30, v4
	v_mov_b32_e32 v47, v32
	v_mul_f32_e32 v30, v20, v18
	v_fma_f32 v18, v17, v17, s7
	v_fmac_f32_e32 v18, v16, v16
	v_fmac_f32_e32 v18, v50, v50
	v_cmp_gt_f32_e32 vcc, s8, v18
	v_mul_f32_e32 v32, v21, v30
	v_mov_b32_e32 v23, v28
	v_cndmask_b32_e32 v19, 1.0, v5, vcc
	v_mul_f32_e32 v21, v18, v19
	v_rsq_f32_e32 v21, v21
	v_cndmask_b32_e32 v20, 1.0, v3, vcc
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v18, v35
	v_sub_f32_e32 v53, v34, v4
	v_mul_f32_e32 v35, v20, v21
	v_pk_add_f32 v[20:21], v[22:23], v[12:13] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v34, v25, v35
	v_fma_f32 v22, v21, v21, s7
	v_fmac_f32_e32 v22, v20, v20
	v_fmac_f32_e32 v22, v51, v51
	v_cmp_gt_f32_e32 vcc, s8, v22
	v_mov_b32_e32 v19, v36
	v_pk_add_f32 v[18:19], v[18:19], v[12:13] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v24, 1.0, v5, vcc
	v_mul_f32_e32 v22, v22, v24
	v_pk_add_f32 v[24:25], v[46:47], v[12:13] neg_lo:[0,1] neg_hi:[0,1]
	v_rsq_f32_e32 v22, v22
	v_fma_f32 v28, v25, v25, s7
	v_fmac_f32_e32 v28, v24, v24
	v_fmac_f32_e32 v28, v52, v52
	v_cndmask_b32_e32 v23, 1.0, v3, vcc
	v_cmp_gt_f32_e32 vcc, s8, v28
	v_mul_f32_e32 v36, v23, v22
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v23, v40
	v_cndmask_b32_e32 v40, 1.0, v5, vcc
	v_mul_f32_e32 v28, v28, v40
	v_rsq_f32_e32 v28, v28
	v_mov_b32_e32 v22, v39
	v_mul_f32_e32 v39, v29, v36
	v_cndmask_b32_e32 v29, 1.0, v3, vcc
	v_sub_f32_e32 v46, v38, v4
	v_mul_f32_e32 v38, v29, v28
	v_fma_f32 v28, v19, v19, s7
	v_fmac_f32_e32 v28, v18, v18
	v_fmac_f32_e32 v28, v53, v53
	v_cmp_gt_f32_e32 vcc, s8, v28
	v_pk_add_f32 v[22:23], v[22:23], v[12:13] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v31, v6, v31
	v_cndmask_b32_e32 v29, 1.0, v5, vcc
	v_mul_f32_e32 v47, v28, v29
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v28, v43
	v_rsq_f32_e32 v43, v47
	v_cndmask_b32_e32 v40, 1.0, v3, vcc
	v_mov_b32_e32 v29, v44
	v_pk_add_f32 v[28:29], v[28:29], v[12:13] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v40, v40, v43
	v_sub_f32_e32 v43, v42, v4
	v_fma_f32 v42, v23, v23, s7
	v_fmac_f32_e32 v42, v22, v22
	v_fmac_f32_e32 v42, v46, v46
	v_cmp_gt_f32_e32 vcc, s8, v42
	v_mul_f32_e32 v32, v30, v32
	v_mul_f32_e32 v6, v6, v31
	v_cndmask_b32_e32 v47, 1.0, v5, vcc
	v_mul_f32_e32 v42, v42, v47
	v_fma_f32 v47, v29, v29, s7
	v_fmac_f32_e32 v47, v28, v28
	v_fmac_f32_e32 v47, v43, v43
	v_rsq_f32_e32 v42, v42
	v_cndmask_b32_e32 v44, 1.0, v3, vcc
	v_cmp_gt_f32_e32 vcc, s8, v47
	v_mul_f32_e32 v33, v33, v38
	v_mul_f32_e32 v42, v44, v42
	v_cndmask_b32_e32 v55, 1.0, v5, vcc
	v_mul_f32_e32 v47, v47, v55
	v_rsq_f32_e32 v44, v47
	v_mul_f32_e32 v34, v35, v34
	v_mul_f32_e32 v30, v30, v32
	v_fmac_f32_e32 v2, v48, v6
	v_pk_fma_f32 v[10:11], v[26:27], v[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_mul_f32_e32 v39, v36, v39
	v_mul_f32_e32 v33, v38, v33
	v_mul_f32_e32 v32, v35, v34
	v_fmac_f32_e32 v2, v49, v30
	v_pk_fma_f32 v[10:11], v[14:15], v[30:31], v[10:11] op_sel_hi:[1,0,1]
	v_mul_f32_e32 v37, v37, v40
	v_cndmask_b32_e32 v54, 1.0, v3, vcc
	v_mul_f32_e32 v34, v36, v39
	v_fmac_f32_e32 v2, v50, v32
	v_pk_fma_f32 v[10:11], v[16:17], v[32:33], v[10:11] op_sel_hi:[1,0,1]
	v_mul_f32_e32 v44, v54, v44
	v_mul_f32_e32 v41, v41, v42
	v_mul_f32_e32 v37, v40, v37
	v_mul_f32_e32 v36, v38, v33
	v_fmac_f32_e32 v2, v51, v34
	v_pk_fma_f32 v[10:11], v[20:21], v[34:35], v[10:11] op_sel_hi:[1,0,1]
	v_mul_f32_e32 v45, v45, v44
	v_mul_f32_e32 v41, v42, v41
	v_mul_f32_e32 v38, v40, v37
	v_fmac_f32_e32 v2, v52, v36
	v_pk_fma_f32 v[10:11], v[24:25], v[36:37], v[10:11] op_sel_hi:[1,0,1]
	v_mul_f32_e32 v45, v44, v45
	v_mul_f32_e32 v40, v42, v41
	v_fmac_f32_e32 v2, v53, v38
	v_pk_fma_f32 v[10:11], v[18:19], v[38:39], v[10:11] op_sel_hi:[1,0,1]
	s_addk_i32 s3, 0x80
	v_mul_f32_e32 v42, v44, v45
	v_fmac_f32_e32 v2, v46, v40
	v_pk_fma_f32 v[10:11], v[22:23], v[40:41], v[10:11] op_sel_hi:[1,0,1]
	s_cmpk_eq_i32 s3, 0x800
	v_fmac_f32_e32 v2, v43, v42
	v_pk_fma_f32 v[10:11], v[28:29], v[42:43], v[10:11] op_sel_hi:[1,0,1]
	s_cbranch_scc0 .LBB1_3
; %bb.4:                                ;   in Loop: Header=BB1_2 Depth=1
	s_addk_i32 s2, 0x80
	s_cmp_ge_i32 s2, s6
	s_barrier
	s_cbranch_scc0 .LBB1_2
	s_branch .LBB1_6
.LBB1_5:
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v2, 0
.LBB1_6:                                ; %Flow
	v_lshl_add_u64 v[0:1], v[8:9], 4, s[4:5]
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v3, v10
	v_mov_b32_e32 v4, v11
	global_store_dwordx4 v[0:1], v[2:5], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9nbody_accPK15HIP_vector_typeIfLj4EEPS0_if
		.amdhsa_group_segment_fixed_size 2048
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 56
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 56
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
	.size	_Z9nbody_accPK15HIP_vector_typeIfLj4EEPS0_if, .Lfunc_end1-_Z9nbody_accPK15HIP_vector_typeIfLj4EEPS0_if
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1008
; NumSgprs: 15
; NumVgprs: 56
; NumAgprs: 0
; TotalNumVgprs: 56
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 56
; AccumOffset: 56
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 13
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z8cmul_accPK15HIP_vector_typeIfLj2EES2_PS0_ii ; -- Begin function _Z8cmul_accPK15HIP_vector_typeIfLj2EES2_PS0_ii
	.globl	_Z8cmul_accPK15HIP_vector_typeIfLj2EES2_PS0_ii
	.p2align	8
	.type	_Z8cmul_accPK15HIP_vector_typeIfLj2EES2_PS0_ii,@function
_Z8cmul_accPK15HIP_vector_typeIfLj2EES2_PS0_ii: ; @_Z8cmul_accPK15HIP_vector_typeIfLj2EES2_PS0_ii
; %bb.0:                                ; %.preheader33
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx2 s[6:7], s[0:1], 0x18
	s_mov_b32 s8, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_lshl_u32 v8, s2, v0, 2
	s_cmp_gt_i32 s7, 0
	v_ashrrev_i32_e32 v9, 31, v8
	s_cbranch_scc1 .LBB2_3
; %bb.1:                                ; %.preheader33..preheader_crit_edge
	s_load_dwordx2 s[4:5], s[0:1], 0x10
	s_cbranch_execz .LBB2_4
; %bb.2:
	v_mov_b32_e32 v5, s8
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v7, s8
	v_mov_b32_e32 v6, s8
	v_mov_b32_e32 v1, s8
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v3, s8
	v_mov_b32_e32 v2, s8
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], v[8:9], 3, s[4:5]
	global_store_dwordx4 v[8:9], v[4:7], off
	global_store_dwordx4 v[8:9], v[0:3], off offset:16
	s_endpgm
.LBB2_3:
                                        ; implicit-def: $sgpr8
	s_load_dwordx2 s[4:5], s[0:1], 0x10
.LBB2_4:                                ; %.lr.ph.preheader
	s_nop 0
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	s_ashr_i32 s9, s6, 31
	s_mov_b32 s8, s6
	v_mov_b32_e32 v2, 0
	s_lshl_b64 s[8:9], s[8:9], 3
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[8:9], 3, s[0:1]
	v_lshl_add_u64 v[10:11], v[0:1], 0, 28
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
.LBB2_5:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	global_load_dwordx4 v[12:15], v[10:11], off offset:-28
	global_load_dwordx4 v[16:19], v[10:11], off offset:-12
	s_load_dwordx2 s[0:1], s[2:3], 0x0
	s_add_i32 s7, s7, -1
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	v_lshl_add_u64 v[10:11], v[10:11], 0, s[8:9]
	s_cmp_eq_u32 s7, 0
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v20, v15
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v22, v19
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[4:5], v[12:13], s[0:1], v[4:5] op_sel:[1,1,0] op_sel_hi:[1,0,1] neg_lo:[1,0,0]
	v_pk_fma_f32 v[0:1], v[16:17], s[0:1], v[0:1] op_sel:[1,1,0] op_sel_hi:[1,0,1] neg_lo:[1,0,0]
	v_pk_fma_f32 v[6:7], v[20:21], s[0:1], v[6:7] op_sel:[0,1,0] op_sel_hi:[0,0,1] neg_lo:[1,0,0]
	v_pk_fma_f32 v[2:3], v[22:23], s[0:1], v[2:3] op_sel:[0,1,0] op_sel_hi:[0,0,1] neg_lo:[1,0,0]
	v_pk_fma_f32 v[4:5], v[12:13], s[0:1], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[16:17], s[0:1], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[14:15], s[0:1], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[18:19], s[0:1], v[2:3] op_sel_hi:[0,1,1]
	s_cbranch_scc0 .LBB2_5
; %bb.6:                                ; %Flow117
	v_lshl_add_u64 v[8:9], v[8:9], 3, s[4:5]
	global_store_dwordx4 v[8:9], v[4:7], off
	global_store_dwordx4 v[8:9], v[0:3], off offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z8cmul_accPK15HIP_vector_typeIfLj2EES2_PS0_ii
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
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 10
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
.Lfunc_end2:
	.size	_Z8cmul_accPK15HIP_vector_typeIfLj2EES2_PS0_ii, .Lfunc_end2-_Z8cmul_accPK15HIP_vector_typeIfLj2EES2_PS0_ii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 380
; NumSgprs: 16
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 16
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
	.protected	_Z11bitonic_ldsPf       ; -- Begin function _Z11bitonic_ldsPf
	.globl	_Z11bitonic_ldsPf
	.p2align	8
	.type	_Z11bitonic_ldsPf,@function
_Z11bitonic_ldsPf:                      ; @_Z11bitonic_ldsPf
; %bb.0:                                ; %.lr.ph.preheader
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_lshl_b32 s2, s2, 9
	s_mov_b32 s3, 0
	s_lshl_b64 s[2:3], s[2:3], 2
	v_lshlrev_b32_e32 v2, 2, v0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s2, s0, s2
	s_addc_u32 s3, s1, s3
	global_load_dword v1, v2, s[2:3]
	global_load_dword v3, v2, s[2:3] offset:1024
	v_add_u32_e32 v6, v2, v2
	v_and_b32_e32 v7, 1, v0
	v_cmp_eq_u32_e64 s[0:1], 1, v7
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v2, v1, v3 offset1:4
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[4:5], v6
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_2
; %bb.1:
	v_mov_b32_e32 v8, v5
	v_mov_b32_e32 v9, v4
	ds_write_b64 v6, v[8:9]
.LBB3_2:                                ; %._crit_edge.loopexit
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v1, 1, v0
	v_sub_u32_e32 v8, v1, v7
	v_lshlrev_b32_e32 v7, 2, v8
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v7 offset1:2
	v_and_b32_e32 v9, 4, v8
	v_cmp_ne_u32_e64 s[0:1], 0, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[0:1], s[0:1], vcc
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[0:1], exec, s[4:5]
	s_cbranch_execz .LBB3_4
; %bb.3:
	ds_write2_b32 v7, v5, v4 offset1:2
.LBB3_4:                                ; %.lr.ph.1.1
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[4:5], v6
	v_and_b32_e32 v9, 2, v0
	v_cmp_ne_u32_e64 s[0:1], 0, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_6
; %bb.5:
	v_mov_b32_e32 v10, v5
	v_mov_b32_e32 v11, v4
	ds_write_b64 v6, v[10:11]
.LBB3_6:                                ; %._crit_edge.loopexit.1
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v4, 3, v0
	v_sub_u32_e32 v10, v1, v4
	v_lshlrev_b32_e32 v9, 2, v10
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v9 offset1:4
	v_and_b32_e32 v11, 8, v10
	v_cmp_ne_u32_e64 s[0:1], 0, v11
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_8
; %bb.7:
	ds_write2_b32 v9, v5, v4 offset1:4
.LBB3_8:                                ; %.lr.ph.2.1
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v7 offset1:2
	v_and_b32_e32 v11, 8, v8
	v_cmp_ne_u32_e64 s[0:1], 0, v11
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_10
; %bb.9:
	ds_write2_b32 v7, v5, v4 offset1:2
.LBB3_10:                               ; %.lr.ph.2.2
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[4:5], v6
	v_and_b32_e32 v11, 4, v0
	v_cmp_ne_u32_e64 s[0:1], 0, v11
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_12
; %bb.11:
	v_mov_b32_e32 v12, v5
	v_mov_b32_e32 v13, v4
	ds_write_b64 v6, v[12:13]
.LBB3_12:                               ; %._crit_edge.loopexit.2
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v4, 7, v0
	v_sub_u32_e32 v12, v1, v4
	v_lshlrev_b32_e32 v11, 2, v12
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v11 offset1:8
	v_and_b32_e32 v13, 16, v12
	v_cmp_ne_u32_e64 s[0:1], 0, v13
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_14
; %bb.13:
	ds_write2_b32 v11, v5, v4 offset1:8
.LBB3_14:                               ; %.lr.ph.3.1
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v9 offset1:4
	v_and_b32_e32 v13, 16, v10
	v_cmp_ne_u32_e64 s[0:1], 0, v13
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_16
; %bb.15:
	ds_write2_b32 v9, v5, v4 offset1:4
.LBB3_16:                               ; %.lr.ph.3.2
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v7 offset1:2
	v_and_b32_e32 v13, 16, v8
	v_cmp_ne_u32_e64 s[0:1], 0, v13
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_18
; %bb.17:
	ds_write2_b32 v7, v5, v4 offset1:2
.LBB3_18:                               ; %.lr.ph.3.3
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[4:5], v6
	v_and_b32_e32 v13, 8, v0
	v_cmp_ne_u32_e64 s[0:1], 0, v13
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_20
; %bb.19:
	v_mov_b32_e32 v14, v5
	v_mov_b32_e32 v15, v4
	ds_write_b64 v6, v[14:15]
.LBB3_20:                               ; %._crit_edge.loopexit.3
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v4, 15, v0
	v_sub_u32_e32 v14, v1, v4
	v_lshlrev_b32_e32 v13, 2, v14
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v13 offset1:16
	v_and_b32_e32 v15, 32, v14
	v_cmp_ne_u32_e64 s[0:1], 0, v15
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_22
; %bb.21:
	ds_write2_b32 v13, v5, v4 offset1:16
.LBB3_22:                               ; %.lr.ph.4.1
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v11 offset1:8
	v_and_b32_e32 v15, 32, v12
	v_cmp_ne_u32_e64 s[0:1], 0, v15
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_24
; %bb.23:
	ds_write2_b32 v11, v5, v4 offset1:8
.LBB3_24:                               ; %.lr.ph.4.2
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v9 offset1:4
	v_and_b32_e32 v15, 32, v10
	v_cmp_ne_u32_e64 s[0:1], 0, v15
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_26
; %bb.25:
	ds_write2_b32 v9, v5, v4 offset1:4
.LBB3_26:                               ; %.lr.ph.4.3
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v7 offset1:2
	v_and_b32_e32 v15, 32, v8
	v_cmp_ne_u32_e64 s[0:1], 0, v15
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_28
; %bb.27:
	ds_write2_b32 v7, v5, v4 offset1:2
.LBB3_28:                               ; %.lr.ph.4.4
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[4:5], v6
	v_and_b32_e32 v15, 16, v0
	v_cmp_ne_u32_e64 s[0:1], 0, v15
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_30
; %bb.29:
	v_mov_b32_e32 v16, v5
	v_mov_b32_e32 v17, v4
	ds_write_b64 v6, v[16:17]
.LBB3_30:                               ; %._crit_edge.loopexit.4
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v4, 31, v0
	v_sub_u32_e32 v16, v1, v4
	v_lshlrev_b32_e32 v15, 2, v16
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v15 offset1:32
	v_and_b32_e32 v17, 64, v16
	v_cmp_ne_u32_e64 s[0:1], 0, v17
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_32
; %bb.31:
	ds_write2_b32 v15, v5, v4 offset1:32
.LBB3_32:                               ; %.lr.ph.5.1
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v13 offset1:16
	v_and_b32_e32 v17, 64, v14
	v_cmp_ne_u32_e64 s[0:1], 0, v17
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_34
; %bb.33:
	ds_write2_b32 v13, v5, v4 offset1:16
.LBB3_34:                               ; %.lr.ph.5.2
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v11 offset1:8
	v_and_b32_e32 v17, 64, v12
	v_cmp_ne_u32_e64 s[0:1], 0, v17
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_36
; %bb.35:
	ds_write2_b32 v11, v5, v4 offset1:8
.LBB3_36:                               ; %.lr.ph.5.3
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v9 offset1:4
	v_and_b32_e32 v17, 64, v10
	v_cmp_ne_u32_e64 s[0:1], 0, v17
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_38
; %bb.37:
	ds_write2_b32 v9, v5, v4 offset1:4
.LBB3_38:                               ; %.lr.ph.5.4
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v7 offset1:2
	v_and_b32_e32 v17, 64, v8
	v_cmp_ne_u32_e64 s[0:1], 0, v17
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_40
; %bb.39:
	ds_write2_b32 v7, v5, v4 offset1:2
.LBB3_40:                               ; %.lr.ph.5.5
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[4:5], v6
	v_and_b32_e32 v17, 32, v0
	v_cmp_ne_u32_e64 s[0:1], 0, v17
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_42
; %bb.41:
	v_mov_b32_e32 v18, v5
	v_mov_b32_e32 v19, v4
	ds_write_b64 v6, v[18:19]
.LBB3_42:                               ; %._crit_edge.loopexit.5
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v4, 63, v0
	v_sub_u32_e32 v18, v1, v4
	v_lshlrev_b32_e32 v17, 2, v18
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b32 v[4:5], v17 offset1:1
	v_and_b32_e32 v19, 0x80, v18
	v_cmp_ne_u32_e64 s[0:1], 0, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_44
; %bb.43:
	ds_write2st64_b32 v17, v5, v4 offset1:1
.LBB3_44:                               ; %.lr.ph.6.1
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v15 offset1:32
	v_and_b32_e32 v19, 0x80, v16
	v_cmp_ne_u32_e64 s[0:1], 0, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_46
; %bb.45:
	ds_write2_b32 v15, v5, v4 offset1:32
.LBB3_46:                               ; %.lr.ph.6.2
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v13 offset1:16
	v_and_b32_e32 v19, 0x80, v14
	v_cmp_ne_u32_e64 s[0:1], 0, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_48
; %bb.47:
	ds_write2_b32 v13, v5, v4 offset1:16
.LBB3_48:                               ; %.lr.ph.6.3
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v11 offset1:8
	v_and_b32_e32 v19, 0x80, v12
	v_cmp_ne_u32_e64 s[0:1], 0, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_50
; %bb.49:
	ds_write2_b32 v11, v5, v4 offset1:8
.LBB3_50:                               ; %.lr.ph.6.4
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v9 offset1:4
	v_and_b32_e32 v19, 0x80, v10
	v_cmp_ne_u32_e64 s[0:1], 0, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_52
; %bb.51:
	ds_write2_b32 v9, v5, v4 offset1:4
.LBB3_52:                               ; %.lr.ph.6.5
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v7 offset1:2
	v_and_b32_e32 v19, 0x80, v8
	v_cmp_ne_u32_e64 s[0:1], 0, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_54
; %bb.53:
	ds_write2_b32 v7, v5, v4 offset1:2
.LBB3_54:                               ; %.lr.ph.6.6
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[4:5], v6
	v_and_b32_e32 v19, 64, v0
	v_cmp_ne_u32_e64 s[0:1], 0, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_56
; %bb.55:
	v_mov_b32_e32 v20, v5
	v_mov_b32_e32 v21, v4
	ds_write_b64 v6, v[20:21]
.LBB3_56:                               ; %._crit_edge.loopexit.6
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v4, 0x7f, v0
	v_sub_u32_e32 v20, v1, v4
	v_lshlrev_b32_e32 v19, 2, v20
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b32 v[4:5], v19 offset1:2
	v_and_b32_e32 v21, 0x100, v20
	v_cmp_ne_u32_e64 s[0:1], 0, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_58
; %bb.57:
	ds_write2st64_b32 v19, v5, v4 offset1:2
.LBB3_58:                               ; %.lr.ph.7.1
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b32 v[4:5], v17 offset1:1
	v_and_b32_e32 v21, 0x100, v18
	v_cmp_ne_u32_e64 s[0:1], 0, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_60
; %bb.59:
	ds_write2st64_b32 v17, v5, v4 offset1:1
.LBB3_60:                               ; %.lr.ph.7.2
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v15 offset1:32
	v_and_b32_e32 v21, 0x100, v16
	v_cmp_ne_u32_e64 s[0:1], 0, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_62
; %bb.61:
	ds_write2_b32 v15, v5, v4 offset1:32
.LBB3_62:                               ; %.lr.ph.7.3
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v13 offset1:16
	v_and_b32_e32 v21, 0x100, v14
	v_cmp_ne_u32_e64 s[0:1], 0, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_64
; %bb.63:
	ds_write2_b32 v13, v5, v4 offset1:16
.LBB3_64:                               ; %.lr.ph.7.4
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v11 offset1:8
	v_and_b32_e32 v21, 0x100, v12
	v_cmp_ne_u32_e64 s[0:1], 0, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_66
; %bb.65:
	ds_write2_b32 v11, v5, v4 offset1:8
.LBB3_66:                               ; %.lr.ph.7.5
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v9 offset1:4
	v_and_b32_e32 v21, 0x100, v10
	v_cmp_ne_u32_e64 s[0:1], 0, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_68
; %bb.67:
	ds_write2_b32 v9, v5, v4 offset1:4
.LBB3_68:                               ; %.lr.ph.7.6
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v7 offset1:2
	v_and_b32_e32 v21, 0x100, v8
	v_cmp_ne_u32_e64 s[0:1], 0, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_70
; %bb.69:
	ds_write2_b32 v7, v5, v4 offset1:2
.LBB3_70:                               ; %.lr.ph.7.7
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[4:5], v6
	v_and_b32_e32 v21, 0x80, v0
	v_cmp_ne_u32_e64 s[0:1], 0, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_72
; %bb.71:
	v_mov_b32_e32 v22, v5
	v_mov_b32_e32 v23, v4
	ds_write_b64 v6, v[22:23]
.LBB3_72:                               ; %._crit_edge.loopexit.7
	s_or_b64 exec, exec, s[0:1]
	v_sub_u32_e32 v5, v1, v0
	v_lshlrev_b32_e32 v4, 2, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b32 v[0:1], v4 offset1:4
	v_and_b32_e32 v5, 0x200, v5
	v_cmp_ne_u32_e64 s[0:1], 0, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v0, v1
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_74
; %bb.73:
	ds_write2st64_b32 v4, v1, v0 offset1:4
.LBB3_74:                               ; %.lr.ph.8.1
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b32 v[0:1], v19 offset1:2
	v_and_b32_e32 v4, 0x200, v20
	v_cmp_ne_u32_e64 s[0:1], 0, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v0, v1
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_76
; %bb.75:
	ds_write2st64_b32 v19, v1, v0 offset1:2
.LBB3_76:                               ; %.lr.ph.8.2
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b32 v[0:1], v17 offset1:1
	v_and_b32_e32 v4, 0x200, v18
	v_cmp_ne_u32_e64 s[0:1], 0, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v0, v1
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_78
; %bb.77:
	ds_write2st64_b32 v17, v1, v0 offset1:1
.LBB3_78:                               ; %.lr.ph.8.3
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[0:1], v15 offset1:32
	v_and_b32_e32 v4, 0x200, v16
	v_cmp_ne_u32_e64 s[0:1], 0, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v0, v1
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_80
; %bb.79:
	ds_write2_b32 v15, v1, v0 offset1:32
.LBB3_80:                               ; %.lr.ph.8.4
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[0:1], v13 offset1:16
	v_and_b32_e32 v4, 0x200, v14
	v_cmp_ne_u32_e64 s[0:1], 0, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v0, v1
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_82
; %bb.81:
	ds_write2_b32 v13, v1, v0 offset1:16
.LBB3_82:                               ; %.lr.ph.8.5
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[0:1], v11 offset1:8
	v_and_b32_e32 v4, 0x200, v12
	v_cmp_ne_u32_e64 s[0:1], 0, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v0, v1
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_84
; %bb.83:
	ds_write2_b32 v11, v1, v0 offset1:8
.LBB3_84:                               ; %.lr.ph.8.6
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[0:1], v9 offset1:4
	v_and_b32_e32 v4, 0x200, v10
	v_cmp_ne_u32_e64 s[0:1], 0, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v0, v1
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_86
; %bb.85:
	ds_write2_b32 v9, v1, v0 offset1:4
.LBB3_86:                               ; %.lr.ph.8.7
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[0:1], v7 offset1:2
	v_and_b32_e32 v4, 0x200, v8
	v_cmp_ne_u32_e64 s[0:1], 0, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v0, v1
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_88
; %bb.87:
	ds_write2_b32 v7, v1, v0 offset1:2
.LBB3_88:                               ; %.lr.ph.8.8
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[4:5], v6
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v4, v5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_90
; %bb.89:
	v_mov_b32_e32 v8, v5
	v_mov_b32_e32 v9, v4
	ds_write_b64 v6, v[8:9]
.LBB3_90:                               ; %._crit_edge.loopexit.8
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b32 v[2:3], v2 offset1:4
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
	global_store_dword v[0:1], v3, off offset:1024
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11bitonic_ldsPf
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
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
		.amdhsa_next_free_sgpr 6
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
	.size	_Z11bitonic_ldsPf, .Lfunc_end3-_Z11bitonic_ldsPf
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3064
; NumSgprs: 12
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
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
	.protected	_Z14compact_ballotPKiPiS1_i ; -- Begin function _Z14compact_ballotPKiPiS1_i
	.globl	_Z14compact_ballotPKiPiS1_i
	.p2align	8
	.type	_Z14compact_ballotPKiPiS1_i,@function
_Z14compact_ballotPKiPiS1_i:            ; @_Z14compact_ballotPKiPiS1_i
; %bb.0:
	s_load_dword s4, s[0:1], 0x18
	s_lshl_b32 s3, s2, 8
	v_or_b32_e32 v2, s3, v0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s4, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB4_2
; %bb.1:
	s_load_dwordx2 s[6:7], s[0:1], 0x0
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	global_load_dword v1, v[2:3], off
.LBB4_2:
	s_or_b64 exec, exec, s[4:5]
	v_and_b32_e32 v2, 63, v0
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[4:5], 0, v1
	v_lshrrev_b32_e32 v3, 6, v0
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB4_4
; %bb.3:
	s_bcnt1_i32_b64 s8, s[4:5]
	v_lshlrev_b32_e32 v4, 2, v3
	v_mov_b32_e32 v5, s8
	ds_write_b32 v4, v5
.LBB4_4:
	s_or_b64 exec, exec, s[6:7]
	s_load_dwordx4 s[8:11], s[0:1], 0x8
	v_cmp_lt_u32_e64 s[0:1], 63, v0
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execnz .LBB4_8
; %bb.5:                                ; %Flow63
	s_or_b64 exec, exec, s[6:7]
	v_cmp_lt_i32_e64 s[0:1], 0, v1
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execnz .LBB4_17
.LBB4_6:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB4_18
.LBB4_7:
	s_endpgm
.LBB4_8:                                ; %.lr.ph.preheader
	v_add_u32_e32 v4, -1, v3
	v_cmp_lt_u32_e64 s[0:1], 6, v4
	s_mov_b32 s14, 0
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[12:13], s[0:1]
	s_cbranch_execz .LBB4_12
; %bb.9:                                ; %.lr.ph.preheader.new
	s_mov_b32 s15, 0
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v4, 0
.LBB4_10:                               ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v5, s14
	ds_read_b128 v[6:9], v5
	ds_read_b128 v[10:13], v5 offset:16
	s_add_i32 s15, s15, 8
	s_add_i32 s14, s14, 32
	s_cmp_eq_u32 s15, 0
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v6, v4
	v_add_u32_e32 v4, v7, v4
	v_add_u32_e32 v4, v8, v4
	v_add_u32_e32 v4, v9, v4
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v10, v4
	s_cselect_b64 s[16:17], -1, 0
	v_add_u32_e32 v4, v11, v4
	s_and_b64 s[16:17], exec, s[16:17]
	v_add_u32_e32 v4, v12, v4
	s_or_b64 s[0:1], s[16:17], s[0:1]
	v_add_u32_e32 v4, v13, v4
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB4_10
; %bb.11:                               ; %Flow61
	s_or_b64 exec, exec, s[0:1]
.LBB4_12:                               ; %Flow62
	s_or_b64 exec, exec, s[12:13]
	v_cmp_ne_u32_e64 s[0:1], 0, v3
	s_and_saveexec_b64 s[12:13], s[0:1]
	s_cbranch_execz .LBB4_16
; %bb.13:                               ; %.lr.ph.epil.preheader
	s_mov_b64 s[14:15], 0
	v_mov_b32_e32 v5, 0
.LBB4_14:                               ; %.lr.ph.epil
                                        ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v6, v5
	v_add_u32_e32 v3, -1, v3
	v_cmp_eq_u32_e64 s[0:1], 0, v3
	v_add_u32_e32 v5, 4, v5
	s_or_b64 s[14:15], s[0:1], s[14:15]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v6, v4
	s_andn2_b64 exec, exec, s[14:15]
	s_cbranch_execnz .LBB4_14
; %bb.15:                               ; %Flow
	s_or_b64 exec, exec, s[14:15]
.LBB4_16:                               ; %Flow60
	s_or_b64 exec, exec, s[12:13]
	s_or_b64 exec, exec, s[6:7]
	v_cmp_lt_i32_e64 s[0:1], 0, v1
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB4_6
.LBB4_17:
	v_sub_u32_e32 v2, 64, v2
	v_lshrrev_b64 v[2:3], v2, -1
	v_and_b32_e32 v2, s4, v2
	v_and_b32_e32 v3, s5, v3
	v_bcnt_u32_b32 v2, v2, 0
	v_bcnt_u32_b32 v2, v3, v2
	v_cndmask_b32_e64 v2, v2, 0, vcc
	v_or_b32_e32 v2, s3, v2
	v_mov_b32_e32 v3, 0
	v_add_u32_e32 v2, v2, v4
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[8:9]
	global_store_dword v[2:3], v1, off
	s_or_b64 exec, exec, s[6:7]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB4_7
.LBB4_18:                               ; %.preheader.preheader
	v_mov_b32_e32 v4, 0
	ds_read_b128 v[0:3], v4
	s_mov_b32 s3, 0
	s_lshl_b64 s[0:1], s[2:3], 2
	s_add_u32 s0, s10, s0
	s_addc_u32 s1, s11, s1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, v1, v0
	v_add_u32_e32 v0, v2, v0
	v_add_u32_e32 v0, v3, v0
	global_store_dword v4, v0, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z14compact_ballotPKiPiS1_i
		.amdhsa_group_segment_fixed_size 64
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
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 18
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
.Lfunc_end4:
	.size	_Z14compact_ballotPKiPiS1_i, .Lfunc_end4-_Z14compact_ballotPKiPiS1_i
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 584
; NumSgprs: 24
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 64 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z13bsearch_lowerPKfS0_Piii ; -- Begin function _Z13bsearch_lowerPKfS0_Piii
	.globl	_Z13bsearch_lowerPKfS0_Piii
	.p2align	8
	.type	_Z13bsearch_lowerPKfS0_Piii,@function
_Z13bsearch_lowerPKfS0_Piii:            ; @_Z13bsearch_lowerPKfS0_Piii
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx2 s[6:7], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s7, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB5_7
; %bb.1:
	s_load_dwordx2 s[4:5], s[0:1], 0x10
	s_cmp_lt_i32 s6, 1
	v_ashrrev_i32_e32 v1, 31, v0
	s_cbranch_scc1 .LBB5_5
; %bb.2:                                ; %.lr.ph.preheader
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v6, s6
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[2:3]
	global_load_dword v5, v[2:3], off
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v3, 0
.LBB5_3:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v2, v6, v4
	v_lshrrev_b32_e32 v2, 1, v2
	v_lshl_add_u64 v[8:9], v[2:3], 2, s[0:1]
	global_load_dword v7, v[8:9], off
	v_add_u32_e32 v8, 1, v2
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e32 vcc, v7, v5
	s_nop 1
	v_cndmask_b32_e32 v4, v4, v8, vcc
	v_cndmask_b32_e32 v6, v2, v6, vcc
	v_cmp_ge_i32_e32 vcc, v4, v6
	s_or_b64 s[2:3], vcc, s[2:3]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB5_3
; %bb.4:                                ; %Flow
	s_or_b64 exec, exec, s[2:3]
	s_branch .LBB5_6
.LBB5_5:
	v_mov_b32_e32 v4, 0
.LBB5_6:                                ; %._crit_edge
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v4, off
.LBB5_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13bsearch_lowerPKfS0_Piii
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
		.amdhsa_next_free_vgpr 10
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
.Lfunc_end5:
	.size	_Z13bsearch_lowerPKfS0_Piii, .Lfunc_end5-_Z13bsearch_lowerPKfS0_Piii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 212
; NumSgprs: 14
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
; NumSGPRsForWavesPerEU: 14
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
	.protected	_Z13transpose_ldsPKfPfii ; -- Begin function _Z13transpose_ldsPKfPfii
	.globl	_Z13transpose_ldsPKfPfii
	.p2align	8
	.type	_Z13transpose_ldsPKfPfii,@function
_Z13transpose_ldsPKfPfii:               ; @_Z13transpose_ldsPKfPfii
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
	v_cmp_gt_i32_e32 vcc, s5, v2
	v_cmp_gt_i32_e64 s[2:3], s4, v4
	s_and_b64 s[8:9], vcc, s[2:3]
	v_lshlrev_b32_e32 v0, 2, v1
	s_and_saveexec_b64 s[2:3], s[8:9]
	s_cbranch_execz .LBB6_2
; %bb.1:
	v_mad_u64_u32 v[6:7], s[8:9], v4, s5, v[2:3]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	global_load_dword v5, v[6:7], off
	s_movk_i32 s8, 0x84
	v_mad_u32_u24 v6, v3, s8, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v5
.LBB6_2:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx2 s[2:3], s[0:1], 0x8
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB6_9
; %bb.3:
	v_add_u32_e32 v5, 8, v4
	v_cmp_gt_i32_e32 vcc, s4, v5
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB6_5
; %bb.4:
	v_mad_u64_u32 v[6:7], s[12:13], v5, s5, v[2:3]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	global_load_dword v5, v[6:7], off
	s_movk_i32 s12, 0x84
	v_mad_u32_u24 v6, v3, s12, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v5 offset:1056
.LBB6_5:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v5, 16, v4
	v_cmp_gt_i32_e32 vcc, s4, v5
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB6_7
; %bb.6:
	v_mad_u64_u32 v[6:7], s[12:13], v5, s5, v[2:3]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	global_load_dword v5, v[6:7], off
	s_movk_i32 s12, 0x84
	v_mad_u32_u24 v6, v3, s12, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v5 offset:2112
.LBB6_7:                                ; %.critedge
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v4, 24, v4
	v_cmp_gt_i32_e32 vcc, s4, v4
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB6_9
; %bb.8:
	v_mad_u64_u32 v[4:5], s[8:9], v4, s5, v[2:3]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v2, v[4:5], off
	s_movk_i32 s6, 0x84
	v_mad_u32_u24 v0, v3, s6, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v2 offset:3168
.LBB6_9:                                ; %Flow47
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v0, s11, v1
	v_add_u32_e32 v4, s10, v3
	v_cmp_gt_i32_e32 vcc, s4, v0
	v_cmp_gt_i32_e64 s[0:1], s5, v4
	s_and_b64 s[6:7], vcc, s[0:1]
	v_lshlrev_b32_e32 v2, 2, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB6_11
; %bb.10:
	s_movk_i32 s6, 0x84
	v_mad_u32_u24 v3, v1, s6, v2
	ds_read_b32 v3, v3
	v_mad_u64_u32 v[6:7], s[6:7], v4, s4, v[0:1]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[2:3]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[6:7], v3, off
.LBB6_11:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB6_18
; %bb.12:
	v_add_u32_e32 v3, 8, v4
	v_cmp_gt_i32_e32 vcc, s5, v3
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB6_14
; %bb.13:
	s_movk_i32 s6, 0x84
	v_mad_u32_u24 v5, v1, s6, v2
	ds_read_b32 v5, v5 offset:32
	v_mad_u64_u32 v[6:7], s[6:7], v3, s4, v[0:1]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[2:3]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[6:7], v5, off
.LBB6_14:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v3, 16, v4
	v_cmp_gt_i32_e32 vcc, s5, v3
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB6_16
; %bb.15:
	s_movk_i32 s6, 0x84
	v_mad_u32_u24 v5, v1, s6, v2
	ds_read_b32 v5, v5 offset:64
	v_mad_u64_u32 v[6:7], s[6:7], v3, s4, v[0:1]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[2:3]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[6:7], v5, off
.LBB6_16:                               ; %.critedge39
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v3, 24, v4
	v_cmp_gt_i32_e32 vcc, s5, v3
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB6_18
; %bb.17:
	s_movk_i32 s0, 0x84
	v_mad_u32_u24 v1, v1, s0, v2
	ds_read_b32 v2, v1 offset:96
	v_mad_u64_u32 v[0:1], s[0:1], v3, s4, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[2:3]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
.LBB6_18:                               ; %.critedge40
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13transpose_ldsPKfPfii
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
.Lfunc_end6:
	.size	_Z13transpose_ldsPKfPfii, .Lfunc_end6-_Z13transpose_ldsPKfPfii
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
	.protected	_Z8hist_ldsPKjPji       ; -- Begin function _Z8hist_ldsPKjPji
	.globl	_Z8hist_ldsPKjPji
	.p2align	8
	.type	_Z8hist_ldsPKjPji,@function
_Z8hist_ldsPKjPji:                      ; @_Z8hist_ldsPKjPji
; %bb.0:
	v_cmp_gt_u32_e32 vcc, 64, v0
	v_lshlrev_b32_e32 v2, 2, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB7_2
; %bb.1:
	v_mov_b32_e32 v1, 0
	ds_write_b32 v2, v1
.LBB7_2:
	s_or_b64 exec, exec, s[4:5]
	s_load_dwordx2 s[4:5], s[0:1], 0x8
	s_load_dword s10, s[0:1], 0x10
	v_lshl_or_b32 v0, s2, 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmp_gt_i32_e64 s[2:3], s10, v0
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB7_5
; %bb.3:                                ; %.lr.ph
	s_load_dword s11, s[0:1], 0x18
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v3, 1
	s_waitcnt lgkmcnt(0)
	s_lshl_b32 s11, s11, 8
.LBB7_4:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[2:3]
	global_load_dword v1, v[4:5], off
	v_add_u32_e32 v0, s11, v0
	v_cmp_le_i32_e64 s[0:1], s10, v0
	s_or_b64 s[8:9], s[0:1], s[8:9]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 63, v1
	v_lshlrev_b32_e32 v1, 2, v1
	ds_add_u32 v1, v3
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB7_4
.LBB7_5:                                ; %Flow8
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB7_7
; %bb.6:
	ds_read_b32 v0, v2
	s_waitcnt lgkmcnt(0)
	global_atomic_add v2, v0, s[4:5]
.LBB7_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z8hist_ldsPKjPji
		.amdhsa_group_segment_fixed_size 256
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
		.amdhsa_next_free_vgpr 6
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
.Lfunc_end7:
	.size	_Z8hist_ldsPKjPji, .Lfunc_end7-_Z8hist_ldsPKjPji
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 220
; NumSgprs: 18
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 6
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
	.protected	_Z8gemm_4x2PKfPK15HIP_vector_typeIfLj2EEPS2_iii ; -- Begin function _Z8gemm_4x2PKfPK15HIP_vector_typeIfLj2EEPS2_iii
	.globl	_Z8gemm_4x2PKfPK15HIP_vector_typeIfLj2EEPS2_iii
	.p2align	8
	.type	_Z8gemm_4x2PKfPK15HIP_vector_typeIfLj2EEPS2_iii,@function
_Z8gemm_4x2PKfPK15HIP_vector_typeIfLj2EEPS2_iii: ; @_Z8gemm_4x2PKfPK15HIP_vector_typeIfLj2EEPS2_iii
; %bb.0:                                ; %.preheader35
	s_load_dword s6, s[0:1], 0x34
	s_load_dwordx2 s[4:5], s[0:1], 0x1c
	v_and_b32_e32 v2, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_mov_b32 s9, 0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s7, s6, 16
	s_mul_i32 s3, s3, s7
	s_and_b32 s6, s6, 0xffff
	v_add_lshl_u32 v25, s3, v0, 2
	s_mul_i32 s8, s2, s6
	s_cmp_gt_i32 s5, 0
	v_or_b32_e32 v26, 1, v25
	v_or_b32_e32 v24, 2, v25
	v_or_b32_e32 v1, 3, v25
	s_cbranch_scc1 .LBB8_3
; %bb.1:                                ; %.preheader35..preheader_crit_edge
	v_or_b32_e32 v10, 1, v25
	v_or_b32_e32 v11, 2, v25
	v_or_b32_e32 v12, 3, v25
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	v_add_u32_e32 v0, s8, v2
	s_cbranch_execz .LBB8_4
; %bb.2:
	v_mov_b32_e32 v9, s9
	v_mov_b32_e32 v8, s9
	v_mov_b32_e32 v7, s9
	v_mov_b32_e32 v6, s9
	v_mov_b32_e32 v5, s9
	v_mov_b32_e32 v4, s9
	v_mov_b32_e32 v3, s9
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v26, v10
	v_mov_b32_e32 v24, v11
	v_mov_b32_e32 v1, v12
	s_branch .LBB8_9
.LBB8_3:
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr12
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	v_add_u32_e32 v0, s8, v2
.LBB8_4:                                ; %.lr.ph.preheader
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_mul_lo_u32 v14, v25, s5
	v_add_u32_e32 v12, s5, v14
	v_add_u32_e32 v10, s5, v12
	s_cmp_eq_u32 s5, 1
	v_add_u32_e32 v27, s5, v10
	s_cbranch_scc1 .LBB8_10
; %bb.5:                                ; %.lr.ph.preheader.new
	v_ashrrev_i32_e32 v11, 31, v10
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[10:11], 2, s[0:1]
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[16:17], v[2:3], 0, 4
	v_lshl_add_u64 v[2:3], v[12:13], 2, s[0:1]
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[18:19], v[2:3], 0, 4
	v_lshl_add_u64 v[2:3], v[14:15], 2, s[0:1]
	v_lshl_add_u64 v[20:21], v[2:3], 0, 4
	v_mov_b32_e32 v2, 0
	s_and_b32 s8, s5, 0x7ffffffe
	s_lshl_b32 s9, s4, 1
	s_mov_b32 s10, 0
	v_mov_b32_e32 v22, v0
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v9, v2
.LBB8_6:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v23, 31, v22
	v_add_u32_e32 v34, s10, v27
	v_add_u32_e32 v36, s4, v22
	v_lshl_add_u64 v[38:39], v[22:23], 3, s[2:3]
	v_ashrrev_i32_e32 v35, 31, v34
	global_load_dwordx2 v[28:29], v[20:21], off offset:-4
	global_load_dwordx2 v[30:31], v[18:19], off offset:-4
	global_load_dwordx2 v[32:33], v[16:17], off offset:-4
	v_ashrrev_i32_e32 v37, 31, v36
	global_load_dwordx2 v[38:39], v[38:39], off
	v_lshl_add_u64 v[34:35], v[34:35], 2, s[0:1]
	v_lshl_add_u64 v[36:37], v[36:37], 3, s[2:3]
	global_load_dwordx2 v[40:41], v[34:35], off
	global_load_dwordx2 v[42:43], v[36:37], off
	s_add_i32 s10, s10, 2
	v_lshl_add_u64 v[16:17], v[16:17], 0, 8
	v_lshl_add_u64 v[18:19], v[18:19], 0, 8
	v_lshl_add_u64 v[20:21], v[20:21], 0, 8
	v_add_u32_e32 v22, s9, v22
	s_cmp_eq_u32 s8, s10
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[8:9], v[28:29], v[38:39], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[30:31], v[38:39], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[32:33], v[38:39], v[4:5] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[2:3], v[40:41], v[38:39], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[8:9], v[28:29], v[42:43], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[30:31], v[42:43], v[6:7] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[32:33], v[42:43], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[40:41], v[42:43], v[2:3] op_sel:[1,0,0]
	s_cbranch_scc0 .LBB8_6
; %bb.7:                                ; %.preheader.loopexit.unr-lcssa
	s_bitcmp0_b32 s5, 0
	s_cbranch_scc1 .LBB8_9
.LBB8_8:                                ; %.lr.ph.epil
	s_mul_i32 s5, s8, s4
	v_add_u32_e32 v16, s5, v0
	v_ashrrev_i32_e32 v17, 31, v16
	v_add_u32_e32 v14, s8, v14
	v_add_u32_e32 v12, s8, v12
	v_add_u32_e32 v10, s8, v10
	v_add_u32_e32 v18, s8, v27
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[16:17], v[16:17], 3, s[2:3]
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[0:1]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[0:1]
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[0:1]
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[0:1]
	global_load_dwordx2 v[20:21], v[16:17], off
	global_load_dword v22, v[14:15], off
	global_load_dword v28, v[12:13], off
	global_load_dword v30, v[10:11], off
	global_load_dword v32, v[18:19], off
	s_waitcnt vmcnt(3)
	v_pk_fma_f32 v[8:9], v[22:23], v[20:21], v[8:9] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[6:7], v[28:29], v[20:21], v[6:7] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[4:5], v[30:31], v[20:21], v[4:5] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[2:3], v[32:33], v[20:21], v[2:3] op_sel_hi:[0,1,1]
.LBB8_9:                                ; %.preheader
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[10:11], s[0:1], v25, s4, v[0:1]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], v[10:11], 3, s[6:7]
	global_store_dwordx2 v[10:11], v[8:9], off
	v_mad_u64_u32 v[8:9], s[0:1], v26, s4, v[0:1]
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 3, s[6:7]
	global_store_dwordx2 v[8:9], v[6:7], off
	v_mad_u64_u32 v[6:7], s[0:1], v24, s4, v[0:1]
	v_mad_u64_u32 v[0:1], s[0:1], v1, s4, v[0:1]
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[6:7], v[6:7], 3, s[6:7]
	v_lshl_add_u64 v[0:1], v[0:1], 3, s[6:7]
	global_store_dwordx2 v[6:7], v[4:5], off
	global_store_dwordx2 v[0:1], v[2:3], off
	s_endpgm
.LBB8_10:
	v_mov_b32_e32 v9, 0
	s_mov_b32 s8, 0
	v_mov_b32_e32 v8, v9
	v_mov_b32_e32 v7, v9
	v_mov_b32_e32 v6, v9
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v4, v9
	v_mov_b32_e32 v3, v9
	v_mov_b32_e32 v2, v9
	s_bitcmp0_b32 s5, 0
	s_cbranch_scc0 .LBB8_8
	s_branch .LBB8_9
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z8gemm_4x2PKfPK15HIP_vector_typeIfLj2EEPS2_iii
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
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 44
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
.Lfunc_end8:
	.size	_Z8gemm_4x2PKfPK15HIP_vector_typeIfLj2EEPS2_iii, .Lfunc_end8-_Z8gemm_4x2PKfPK15HIP_vector_typeIfLj2EEPS2_iii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 888
; NumSgprs: 17
; NumVgprs: 44
; NumAgprs: 0
; TotalNumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 44
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
	.protected	_Z6dgemv2PKdS0_Pdii     ; -- Begin function _Z6dgemv2PKdS0_Pdii
	.globl	_Z6dgemv2PKdS0_Pdii
	.p2align	8
	.type	_Z6dgemv2PKdS0_Pdii,@function
_Z6dgemv2PKdS0_Pdii:                    ; @_Z6dgemv2PKdS0_Pdii
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx2 s[8:9], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s8, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB9_10
; %bb.1:                                ; %.preheader
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_cmp_gt_i32 s9, 1
	v_ashrrev_i32_e32 v1, 31, v0
	s_cbranch_scc1 .LBB9_3
; %bb.2:                                ; %.preheader.._crit_edge_crit_edge
	s_mov_b64 s[10:11], 0
	s_mov_b64 s[12:13], 0
	s_mov_b32 s2, 0
	s_branch .LBB9_4
.LBB9_3:
	s_mov_b64 s[10:11], -1
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $sgpr12_sgpr13
.LBB9_4:                                ; %Flow67
	s_load_dwordx2 s[0:1], s[0:1], 0x10
	s_andn2_b64 vcc, exec, s[10:11]
	v_mov_b64_e32 v[2:3], s[12:13]
	v_mov_b64_e32 v[4:5], s[12:13]
	s_cbranch_vccnz .LBB9_7
; %bb.5:                                ; %.lr.ph
	v_mad_u64_u32 v[2:3], s[2:3], v0, s9, 0
	v_mov_b32_e32 v4, v3
	v_mad_u64_u32 v[4:5], s[2:3], v1, s9, v[4:5]
	v_mov_b32_e32 v3, v4
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], 3, s[4:5]
	v_lshl_add_u64 v[6:7], v[2:3], 0, 8
	s_add_u32 s3, s6, 8
	v_mov_b64_e32 v[2:3], 0
	s_addc_u32 s8, s7, 0
	s_mov_b32 s2, 0
	v_mov_b64_e32 v[4:5], v[2:3]
.LBB9_6:                                ; =>This Inner Loop Header: Depth=1
	global_load_dwordx4 v[8:11], v[6:7], off offset:-8
	s_add_u32 s10, s3, -8
	s_mov_b32 s12, s2
	s_addc_u32 s11, s8, -1
	s_add_i32 s16, s12, 3
	s_load_dwordx4 s[12:15], s[10:11], 0x0
	s_add_i32 s2, s2, 2
	s_add_u32 s3, s3, 16
	s_addc_u32 s8, s8, 0
	v_lshl_add_u64 v[6:7], v[6:7], 0, 16
	s_cmp_lt_i32 s16, s9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f64_e32 v[4:5], s[12:13], v[8:9]
	v_fmac_f64_e32 v[2:3], s[14:15], v[10:11]
	s_cbranch_scc1 .LBB9_6
.LBB9_7:                                ; %._crit_edge
	s_cmp_ge_i32 s2, s9
	s_cbranch_scc1 .LBB9_9
; %bb.8:
	s_ashr_i32 s3, s9, 31
	v_mul_lo_u32 v9, v0, s3
	s_mov_b32 s3, 0
	s_lshl_b64 s[2:3], s[2:3], 3
	v_mul_lo_u32 v8, v1, s9
	v_mad_u64_u32 v[6:7], s[8:9], v0, s9, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s2, s4
	v_add3_u32 v7, v7, v9, v8
	s_addc_u32 s5, s3, s5
	v_lshl_add_u64 v[6:7], v[6:7], 3, s[4:5]
	global_load_dwordx2 v[6:7], v[6:7], off
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, s3
	s_load_dwordx2 s[2:3], s[2:3], 0x0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f64_e32 v[4:5], s[2:3], v[6:7]
.LBB9_9:                                ; %._crit_edge._crit_edge
	v_add_f64 v[2:3], v[2:3], v[4:5]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 3, s[0:1]
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB9_10:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z6dgemv2PKdS0_Pdii
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
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 17
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
.Lfunc_end9:
	.size	_Z6dgemv2PKdS0_Pdii, .Lfunc_end9-_Z6dgemv2PKdS0_Pdii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 384
; NumSgprs: 23
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
; NumSGPRsForWavesPerEU: 23
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
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.type	__hip_cuid_2f8704dd04ee4b8d,@object ; @__hip_cuid_2f8704dd04ee4b8d
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_2f8704dd04ee4b8d
__hip_cuid_2f8704dd04ee4b8d:
	.byte	0                               ; 0x0
	.size	__hip_cuid_2f8704dd04ee4b8d, 1

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_2f8704dd04ee4b8d
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
      - .actual_access:  read_only
        .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
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
    .name:           _Z8spmv_ellPKiPKfS0_S2_Pfii
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         _Z8spmv_ellPKiPKfS0_S2_Pfii.kd
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
      - .offset:         20
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 128
    .name:           _Z9nbody_accPK15HIP_vector_typeIfLj4EEPS0_if
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         _Z9nbody_accPK15HIP_vector_typeIfLj4EEPS0_if.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     56
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
    .name:           _Z8cmul_accPK15HIP_vector_typeIfLj2EES2_PS0_ii
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z8cmul_accPK15HIP_vector_typeIfLj2EES2_PS0_ii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           _Z11bitonic_ldsPf
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z11bitonic_ldsPf.kd
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
    .group_segment_fixed_size: 64
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           _Z14compact_ballotPKiPiS1_i
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         _Z14compact_ballotPKiPiS1_i.kd
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
    .name:           _Z13bsearch_lowerPKfS0_Piii
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _Z13bsearch_lowerPKfS0_Piii.kd
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
    .max_flat_workgroup_size: 256
    .name:           _Z13transpose_ldsPKfPfii
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         _Z13transpose_ldsPKfPfii.kd
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
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           _Z8hist_ldsPKjPji
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z8hist_ldsPKjPji.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
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
    .name:           _Z8gemm_4x2PKfPK15HIP_vector_typeIfLj2EEPS2_iii
    .private_segment_fixed_size: 0
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         _Z8gemm_4x2PKfPK15HIP_vector_typeIfLj2EEPS2_iii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     44
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
    .name:           _Z6dgemv2PKdS0_Pdii
    .private_segment_fixed_size: 0
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         _Z6dgemv2PKdS0_Pdii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
