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
	s_load_dword s12, s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s12, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_6
; %bb.1:
	s_load_dwordx2 s[4:5], s[0:1], 0x10
	s_load_dwordx2 s[2:3], s[0:1], 0x20
	s_load_dword s6, s[0:1], 0x2c
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[4:5]
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_min_i32_e32 v5, s6, v2
	v_cmp_lt_i32_e32 vcc, 0, v5
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_5
; %bb.2:                                ; %.lr.ph.preheader
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[10:11], s[0:1], 0x18
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
	v_add_u32_e32 v2, s12, v2
	s_waitcnt vmcnt(1)
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[6:7], v[8:9], 2, s[10:11]
	global_load_dword v6, v[6:7], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, v3, v6
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %Flow
	s_or_b64 exec, exec, s[0:1]
.LBB0_5:                                ; %Flow34
	s_or_b64 exec, exec, s[8:9]
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
		.amdhsa_next_free_sgpr 13
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
; codeLenInByte = 280
; NumSgprs: 19
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
; NumSGPRsForWavesPerEU: 19
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
	.protected	_Z9nbody_accPK15HIP_vector_typeIfLj4EEPS0_if ; -- Begin function _Z9nbody_accPK15HIP_vector_typeIfLj4EEPS0_if
	.globl	_Z9nbody_accPK15HIP_vector_typeIfLj4EEPS0_if
	.p2align	8
	.type	_Z9nbody_accPK15HIP_vector_typeIfLj4EEPS0_if,@function
_Z9nbody_accPK15HIP_vector_typeIfLj4EEPS0_if: ; @_Z9nbody_accPK15HIP_vector_typeIfLj4EEPS0_if
; %bb.0:
	s_load_dword s14, s[0:1], 0x10
	s_load_dwordx2 s[10:11], s[0:1], 0x8
	v_lshl_or_b32 v10, s2, 7, v0
	v_ashrrev_i32_e32 v11, 31, v10
	s_mov_b32 s15, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s14, 1
	s_cbranch_scc1 .LBB1_5
; %bb.1:                                ; %.lr.ph
	s_load_dwordx2 s[12:13], s[0:1], 0x0
	s_load_dword s16, s[0:1], 0x14
	v_lshlrev_b32_e32 v1, 4, v0
	v_mov_b32_e32 v13, 0
	s_mov_b32 s17, 0xd800000
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[10:11], 4, s[12:13]
	global_load_dwordx3 v[6:8], v[2:3], off
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v5, 0x58800000
	v_mov_b32_e32 v9, 0x71800000
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
.LBB1_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_3 Depth 2
	v_add_u32_e32 v12, s15, v0
	v_lshl_add_u64 v[14:15], v[12:13], 4, s[12:13]
	global_load_dwordx4 v[14:17], v[14:15], off
	s_mov_b32 s18, 0
	s_waitcnt vmcnt(0)
	ds_write_b128 v1, v[14:17]
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB1_3:                                ;   Parent Loop BB1_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mov_b32_e32 v12, s18
	ds_read2_b32 v[22:23], v12 offset1:1
	ds_read2_b32 v[14:15], v12 offset0:2 offset1:3
	ds_read2_b32 v[24:25], v12 offset0:4 offset1:5
	ds_read2_b32 v[16:17], v12 offset0:6 offset1:7
	ds_read2_b32 v[26:27], v12 offset0:8 offset1:9
	ds_read2_b32 v[18:19], v12 offset0:10 offset1:11
	ds_read2_b32 v[28:29], v12 offset0:12 offset1:13
	ds_read2_b32 v[20:21], v12 offset0:14 offset1:15
	ds_read2_b32 v[30:31], v12 offset0:16 offset1:17
	ds_read2_b32 v[32:33], v12 offset0:18 offset1:19
	ds_read2_b32 v[34:35], v12 offset0:20 offset1:21
	ds_read2_b32 v[36:37], v12 offset0:22 offset1:23
	ds_read2_b32 v[38:39], v12 offset0:24 offset1:25
	ds_read2_b32 v[40:41], v12 offset0:26 offset1:27
	ds_read2_b32 v[42:43], v12 offset0:28 offset1:29
	ds_read2_b32 v[44:45], v12 offset0:30 offset1:31
	s_waitcnt lgkmcnt(14)
	v_sub_f32_e32 v14, v14, v8
	v_sub_f32_e32 v12, v22, v6
	v_sub_f32_e32 v22, v23, v7
	s_waitcnt lgkmcnt(13)
	v_sub_f32_e32 v23, v24, v6
	v_sub_f32_e32 v24, v25, v7
	s_waitcnt lgkmcnt(12)
	v_sub_f32_e32 v16, v16, v8
	s_waitcnt lgkmcnt(11)
	v_sub_f32_e32 v25, v26, v6
	v_sub_f32_e32 v26, v27, v7
	s_waitcnt lgkmcnt(9)
	v_sub_f32_e32 v27, v28, v6
	v_sub_f32_e32 v28, v29, v7
	s_waitcnt lgkmcnt(7)
	v_sub_f32_e32 v29, v30, v6
	v_sub_f32_e32 v30, v31, v7
	s_waitcnt lgkmcnt(6)
	v_sub_f32_e32 v31, v32, v8
	s_waitcnt lgkmcnt(5)
	v_sub_f32_e32 v32, v34, v6
	v_sub_f32_e32 v34, v35, v7
	s_waitcnt lgkmcnt(4)
	v_sub_f32_e32 v35, v36, v8
	s_waitcnt lgkmcnt(3)
	v_sub_f32_e32 v36, v38, v6
	v_sub_f32_e32 v38, v39, v7
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v39, v42, v6
	v_sub_f32_e32 v42, v43, v7
	v_fma_f32 v43, v14, v14, s16
	v_sub_f32_e32 v18, v18, v8
	v_fma_f32 v46, v16, v16, s16
	v_fmac_f32_e32 v43, v22, v22
	v_sub_f32_e32 v20, v20, v8
	v_fma_f32 v47, v18, v18, s16
	v_fmac_f32_e32 v46, v24, v24
	v_fmac_f32_e32 v43, v12, v12
	v_fma_f32 v48, v20, v20, s16
	v_fmac_f32_e32 v47, v26, v26
	v_fmac_f32_e32 v46, v23, v23
	v_cmp_gt_f32_e32 vcc, s17, v43
	v_fma_f32 v49, v31, v31, s16
	v_fmac_f32_e32 v48, v28, v28
	v_fmac_f32_e32 v47, v25, v25
	v_cmp_gt_f32_e64 s[0:1], s17, v46
	v_cndmask_b32_e32 v57, 1.0, v9, vcc
	v_fma_f32 v50, v35, v35, s16
	v_fmac_f32_e32 v49, v30, v30
	v_fmac_f32_e32 v48, v27, v27
	v_cmp_gt_f32_e64 s[2:3], s17, v47
	v_mul_f32_e32 v43, v43, v57
	v_cndmask_b32_e64 v57, 1.0, v9, s[0:1]
	v_fmac_f32_e32 v50, v34, v34
	v_fmac_f32_e32 v49, v29, v29
	v_cmp_gt_f32_e64 s[4:5], s17, v48
	v_mul_f32_e32 v46, v46, v57
	v_cndmask_b32_e64 v57, 1.0, v9, s[2:3]
	v_fmac_f32_e32 v50, v32, v32
	v_cmp_gt_f32_e64 s[6:7], s17, v49
	v_mul_f32_e32 v47, v47, v57
	v_cndmask_b32_e64 v57, 1.0, v9, s[4:5]
	v_cmp_gt_f32_e64 s[8:9], s17, v50
	v_mul_f32_e32 v48, v48, v57
	v_cndmask_b32_e64 v57, 1.0, v9, s[6:7]
	v_mul_f32_e32 v49, v49, v57
	v_cndmask_b32_e64 v57, 1.0, v9, s[8:9]
	v_sub_f32_e32 v40, v40, v8
	v_mul_f32_e32 v50, v50, v57
	v_fma_f32 v57, v40, v40, s16
	v_fmac_f32_e32 v57, v38, v38
	v_fmac_f32_e32 v57, v36, v36
	v_cndmask_b32_e32 v51, 1.0, v5, vcc
	v_cmp_gt_f32_e32 vcc, s17, v57
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v44, v44, v8
	v_rsq_f32_e32 v43, v43
	v_cndmask_b32_e32 v59, 1.0, v9, vcc
	v_mul_f32_e32 v57, v57, v59
	v_fma_f32 v59, v44, v44, s16
	v_rsq_f32_e32 v46, v46
	v_fmac_f32_e32 v59, v42, v42
	v_rsq_f32_e32 v47, v47
	v_fmac_f32_e32 v59, v39, v39
	v_rsq_f32_e32 v48, v48
	v_cndmask_b32_e64 v52, 1.0, v5, s[0:1]
	v_cndmask_b32_e32 v58, 1.0, v5, vcc
	v_cmp_gt_f32_e32 vcc, s17, v59
	v_mul_f32_e32 v43, v51, v43
	v_rsq_f32_e32 v49, v49
	v_cndmask_b32_e64 v53, 1.0, v5, s[2:3]
	v_cndmask_b32_e32 v61, 1.0, v9, vcc
	v_mul_f32_e32 v46, v52, v46
	v_rsq_f32_e32 v50, v50
	v_mul_f32_e32 v15, v15, v43
	v_cndmask_b32_e64 v54, 1.0, v5, s[4:5]
	v_mul_f32_e32 v59, v59, v61
	v_mul_f32_e32 v47, v53, v47
	v_rsq_f32_e32 v51, v57
	v_mul_f32_e32 v17, v17, v46
	v_mul_f32_e32 v15, v43, v15
	v_cndmask_b32_e64 v55, 1.0, v5, s[6:7]
	v_mul_f32_e32 v48, v54, v48
	v_rsq_f32_e32 v52, v59
	v_mul_f32_e32 v19, v19, v47
	v_mul_f32_e32 v17, v46, v17
	v_mul_f32_e32 v15, v43, v15
	v_cndmask_b32_e64 v56, 1.0, v5, s[8:9]
	v_mul_f32_e32 v49, v55, v49
	v_mul_f32_e32 v21, v21, v48
	v_mul_f32_e32 v19, v47, v19
	v_mul_f32_e32 v17, v46, v17
	v_fmac_f32_e32 v2, v12, v15
	v_fmac_f32_e32 v3, v22, v15
	v_fmac_f32_e32 v4, v14, v15
	v_mul_f32_e32 v50, v56, v50
	v_mul_f32_e32 v33, v33, v49
	v_mul_f32_e32 v21, v48, v21
	v_mul_f32_e32 v19, v47, v19
	v_fmac_f32_e32 v2, v23, v17
	v_fmac_f32_e32 v3, v24, v17
	v_fmac_f32_e32 v4, v16, v17
	v_cndmask_b32_e32 v60, 1.0, v5, vcc
	v_mul_f32_e32 v51, v58, v51
	v_mul_f32_e32 v37, v37, v50
	v_mul_f32_e32 v33, v49, v33
	v_mul_f32_e32 v21, v48, v21
	v_fmac_f32_e32 v2, v25, v19
	v_fmac_f32_e32 v3, v26, v19
	v_fmac_f32_e32 v4, v18, v19
	v_mul_f32_e32 v52, v60, v52
	v_mul_f32_e32 v41, v41, v51
	v_mul_f32_e32 v37, v50, v37
	v_mul_f32_e32 v33, v49, v33
	v_fmac_f32_e32 v2, v27, v21
	v_fmac_f32_e32 v3, v28, v21
	v_fmac_f32_e32 v4, v20, v21
	v_mul_f32_e32 v45, v45, v52
	v_mul_f32_e32 v41, v51, v41
	v_mul_f32_e32 v37, v50, v37
	v_fmac_f32_e32 v2, v29, v33
	v_fmac_f32_e32 v3, v30, v33
	v_fmac_f32_e32 v4, v31, v33
	v_mul_f32_e32 v45, v52, v45
	v_mul_f32_e32 v41, v51, v41
	v_fmac_f32_e32 v2, v32, v37
	v_fmac_f32_e32 v3, v34, v37
	v_fmac_f32_e32 v4, v35, v37
	s_addk_i32 s18, 0x80
	v_mul_f32_e32 v43, v52, v45
	v_fmac_f32_e32 v2, v36, v41
	v_fmac_f32_e32 v3, v38, v41
	v_fmac_f32_e32 v4, v40, v41
	s_cmpk_eq_i32 s18, 0x800
	v_fmac_f32_e32 v2, v39, v43
	v_fmac_f32_e32 v3, v42, v43
	v_fmac_f32_e32 v4, v44, v43
	s_cbranch_scc0 .LBB1_3
; %bb.4:                                ;   in Loop: Header=BB1_2 Depth=1
	s_addk_i32 s15, 0x80
	s_cmp_ge_i32 s15, s14
	s_barrier
	s_cbranch_scc0 .LBB1_2
	s_branch .LBB1_6
.LBB1_5:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
.LBB1_6:                                ; %Flow126
	v_lshl_add_u64 v[0:1], v[10:11], 4, s[10:11]
	v_mov_b32_e32 v5, 0
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
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 19
		.amdhsa_accum_offset 64
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
; codeLenInByte = 1084
; NumSgprs: 25
; NumVgprs: 62
; NumAgprs: 0
; TotalNumVgprs: 62
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 25
; NumVGPRsForWavesPerEU: 62
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 15
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z8cmul_accPK15HIP_vector_typeIfLj2EES2_PS0_ii ; -- Begin function _Z8cmul_accPK15HIP_vector_typeIfLj2EES2_PS0_ii
	.globl	_Z8cmul_accPK15HIP_vector_typeIfLj2EES2_PS0_ii
	.p2align	8
	.type	_Z8cmul_accPK15HIP_vector_typeIfLj2EES2_PS0_ii,@function
_Z8cmul_accPK15HIP_vector_typeIfLj2EES2_PS0_ii: ; @_Z8cmul_accPK15HIP_vector_typeIfLj2EES2_PS0_ii
; %bb.0:
	s_load_dwordx2 s[6:7], s[0:1], 0x4
	s_load_dwordx4 s[8:11], s[2:3], 0x0
	s_nop 0
	s_load_dwordx2 s[0:1], s[2:3], 0x10
	s_load_dword s5, s[2:3], 0x2c
	v_and_b32_e32 v1, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s6, s6, 16
	s_mul_i32 s6, s6, s7
	v_mul_lo_u32 v1, s6, v1
	v_bfe_u32 v2, v0, 10, 10
	v_mad_u32_u24 v1, v2, s7, v1
	v_bfe_u32 v2, v0, 20, 10
	v_add_lshl_u32 v12, v1, v2, 5
	v_mov_b32_e32 v2, 0
	s_mov_b32 s6, 0
	v_mov_b32_e32 v3, v2
.LBB2_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v1, s6, v12
	s_add_i32 s6, s6, 8
	s_cmp_lg_u32 s6, 32
	ds_write_b64 v1, v[2:3]
	s_cbranch_scc1 .LBB2_1
; %bb.2:                                ; %.preheader33
	s_load_dword s6, s[2:3], 0x1c
	s_and_b32 s5, 0xffff, s5
	s_mul_i32 s4, s4, s5
	v_and_b32_e32 v0, 0x3ff, v0
	v_add_lshl_u32 v0, s4, v0, 2
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s6, 1
	v_ashrrev_i32_e32 v1, 31, v0
	s_cbranch_scc1 .LBB2_6
; %bb.3:                                ; %.lr.ph.preheader
	s_load_dword s2, s[2:3], 0x18
	ds_read2_b32 v[2:3], v12 offset1:1
	ds_read2_b32 v[4:5], v12 offset0:2 offset1:3
	ds_read2_b32 v[6:7], v12 offset0:4 offset1:5
	ds_read2_b32 v[8:9], v12 offset0:6 offset1:7
	v_lshl_add_u64 v[10:11], v[0:1], 3, s[8:9]
	v_lshl_add_u64 v[10:11], v[10:11], 0, 28
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 3
	s_add_u32 s4, s10, 4
	s_addc_u32 s5, s11, 0
.LBB2_4:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	global_load_dwordx4 v[14:17], v[10:11], off offset:-28
	global_load_dwordx3 v[18:20], v[10:11], off offset:-12
	global_load_dword v13, v[10:11], off
	s_add_u32 s8, s4, -4
	s_addc_u32 s9, s5, -1
	s_load_dword s7, s[4:5], 0x0
	s_add_i32 s6, s6, -1
	s_load_dword s8, s[8:9], 0x0
	s_add_u32 s4, s4, 8
	s_addc_u32 s5, s5, 0
	v_lshl_add_u64 v[10:11], v[10:11], 0, s[2:3]
	s_cmp_lg_u32 s6, 0
	s_waitcnt vmcnt(2) lgkmcnt(0)
	v_fma_f32 v2, -v15, s7, v2
	v_fmac_f32_e32 v3, s8, v15
	v_fma_f32 v4, -v17, s7, v4
	v_fmac_f32_e32 v5, s8, v17
	s_waitcnt vmcnt(1)
	v_fma_f32 v6, -v19, s7, v6
	v_fmac_f32_e32 v7, s8, v19
	s_waitcnt vmcnt(0)
	v_fma_f32 v8, -v13, s7, v8
	v_fmac_f32_e32 v9, s8, v13
	v_fmac_f32_e32 v2, s8, v14
	v_fmac_f32_e32 v3, s7, v14
	v_fmac_f32_e32 v4, s8, v16
	v_fmac_f32_e32 v5, s7, v16
	v_fmac_f32_e32 v6, s8, v18
	v_fmac_f32_e32 v7, s7, v18
	v_fmac_f32_e32 v8, s8, v20
	v_fmac_f32_e32 v9, s7, v20
	s_cbranch_scc1 .LBB2_4
; %bb.5:                                ; %.preheader.loopexit
	ds_write2_b32 v12, v2, v3 offset1:1
	ds_write2_b32 v12, v4, v5 offset0:2 offset1:3
	ds_write2_b32 v12, v6, v7 offset0:4 offset1:5
	ds_write2_b32 v12, v8, v9 offset0:6 offset1:7
.LBB2_6:                                ; %.preheader
	ds_read2_b64 v[2:5], v12 offset1:1
	ds_read2_b64 v[6:9], v12 offset0:2 offset1:3
	v_or_b32_e32 v12, 1, v0
	v_lshl_add_u64 v[10:11], v[0:1], 3, s[0:1]
	v_ashrrev_i32_e32 v13, 31, v12
	s_waitcnt lgkmcnt(1)
	global_store_dwordx2 v[10:11], v[2:3], off
	v_lshl_add_u64 v[2:3], v[12:13], 3, s[0:1]
	global_store_dwordx2 v[2:3], v[4:5], off
	v_or_b32_e32 v2, 2, v0
	v_or_b32_e32 v0, 3, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[2:3], v[2:3], 3, s[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 3, s[0:1]
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v[2:3], v[6:7], off
	global_store_dwordx2 v[0:1], v[8:9], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z8cmul_accPK15HIP_vector_typeIfLj2EES2_PS0_ii
		.amdhsa_group_segment_fixed_size 32768
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 4
		.amdhsa_user_sgpr_dispatch_ptr 1
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
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 12
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
; codeLenInByte = 576
; NumSgprs: 18
; NumVgprs: 21
; NumAgprs: 0
; TotalNumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 32768 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 21
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z11bitonic_ldsPf       ; -- Begin function _Z11bitonic_ldsPf
	.globl	_Z11bitonic_ldsPf
	.p2align	8
	.type	_Z11bitonic_ldsPf,@function
_Z11bitonic_ldsPf:                      ; @_Z11bitonic_ldsPf
; %bb.0:
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_lshl_b32 s2, s2, 9
	s_mov_b32 s3, 0
	s_lshl_b64 s[2:3], s[2:3], 2
	v_lshlrev_b32_e32 v2, 2, v0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	global_load_dword v6, v2, s[0:1]
	global_load_dword v7, v2, s[0:1] offset:1024
	v_mov_b32_e32 v3, 0
	s_mov_b32 s2, 2
	v_or_b32_e32 v1, 0x400, v2
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[2:3]
	v_lshlrev_b32_e32 v3, 1, v0
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v2, v6, v7 offset1:4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB3_2
.LBB3_1:                                ; %._crit_edge
                                        ;   in Loop: Header=BB3_2 Depth=1
	s_lshl_b32 s2, s2, 1
	s_cmpk_gt_i32 s2, 0x200
	s_cbranch_scc1 .LBB3_6
.LBB3_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_4 Depth 2
	s_ashr_i32 s3, s2, 1
	s_cmp_lt_i32 s3, 1
	s_cbranch_scc0 .LBB3_4
	s_branch .LBB3_1
.LBB3_3:                                ;   in Loop: Header=BB3_4 Depth=2
	s_or_b64 exec, exec, s[0:1]
	s_lshr_b32 s0, s3, 1
	s_cmp_lt_u32 s3, 2
	s_mov_b32 s3, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB3_1
.LBB3_4:                                ; %.lr.ph
                                        ;   Parent Loop BB3_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_add_i32 s0, s3, -1
	v_and_b32_e32 v6, s0, v0
	v_sub_u32_e32 v10, v3, v6
	v_lshlrev_b32_e32 v6, 2, v10
	v_add_lshl_u32 v7, v10, s3, 2
	ds_read_b32 v8, v6
	ds_read_b32 v9, v7
	v_and_b32_e32 v10, s2, v10
	v_cmp_ne_u32_e64 s[0:1], 0, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v8, v9
	s_xor_b64 s[4:5], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_3
; %bb.5:                                ;   in Loop: Header=BB3_4 Depth=2
	ds_write_b32 v6, v9
	ds_write_b32 v7, v8
	s_branch .LBB3_3
.LBB3_6:
	ds_read_b32 v0, v2
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(1)
	global_store_dword v[4:5], v0, off
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v1, off offset:1024
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 6
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
.Lfunc_end3:
	.size	_Z11bitonic_ldsPf, .Lfunc_end3-_Z11bitonic_ldsPf
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 296
; NumSgprs: 12
; NumVgprs: 11
; NumAgprs: 0
; TotalNumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
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
	v_cmp_lt_i32_e64 s[10:11], 0, v1
	v_lshrrev_b32_e32 v4, 6, v0
	v_cmp_eq_u32_e64 s[8:9], 0, v2
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB4_4
; %bb.3:
	s_bcnt1_i32_b64 s6, s[10:11]
	v_lshlrev_b32_e32 v3, 2, v4
	v_mov_b32_e32 v5, s6
	ds_write_b32 v3, v5
.LBB4_4:
	s_or_b64 exec, exec, s[4:5]
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	v_cmp_lt_u32_e32 vcc, 63, v0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB4_8
; %bb.5:                                ; %.lr.ph.preheader
	s_mov_b32 s14, 0
	s_mov_b64 s[12:13], 0
	v_mov_b32_e32 v3, 0
.LBB4_6:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v5, s14
	ds_read_b32 v5, v5
	v_add_u32_e32 v4, -1, v4
	s_add_i32 s14, s14, 4
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_or_b64 s[12:13], vcc, s[12:13]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v5, v3
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB4_6
; %bb.7:                                ; %Flow50
	s_or_b64 exec, exec, s[12:13]
.LBB4_8:                                ; %Flow51
	s_or_b64 exec, exec, s[0:1]
	v_cmp_lt_i32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB4_10
; %bb.9:
	v_sub_u32_e32 v2, 64, v2
	v_lshrrev_b64 v[4:5], v2, -1
	v_and_b32_e32 v4, s10, v4
	v_and_b32_e32 v2, s11, v5
	v_bcnt_u32_b32 v4, v4, 0
	v_bcnt_u32_b32 v2, v2, v4
	v_cndmask_b32_e64 v2, v2, 0, s[8:9]
	v_or_b32_e32 v2, s3, v2
	v_mov_b32_e32 v5, 0
	v_add_u32_e32 v4, v2, v3
	v_lshl_add_u64 v[2:3], v[4:5], 2, s[4:5]
	global_store_dword v[2:3], v1, off
.LBB4_10:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB4_14
; %bb.11:                               ; %.preheader.preheader
	s_mov_b32 s0, 0
	v_mov_b32_e32 v0, 0
.LBB4_12:                               ; %.preheader
                                        ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v1, s0
	ds_read_b32 v1, v1
	s_add_i32 s0, s0, 4
	s_cmp_eq_u32 s0, 16
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, v1, v0
	s_cbranch_scc0 .LBB4_12
; %bb.13:
	s_mov_b32 s3, 0
	s_lshl_b64 s[0:1], s[2:3], 2
	s_add_u32 s0, s6, s0
	s_addc_u32 s1, s7, s1
	v_mov_b32_e32 v1, 0
	global_store_dword v1, v0, s[0:1]
.LBB4_14:
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 15
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
	.size	_Z14compact_ballotPKiPiS1_i, .Lfunc_end4-_Z14compact_ballotPKiPiS1_i
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 400
; NumSgprs: 21
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 64 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 21
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
	.protected	_Z13bsearch_lowerPKfS0_Piii ; -- Begin function _Z13bsearch_lowerPKfS0_Piii
	.globl	_Z13bsearch_lowerPKfS0_Piii
	.p2align	8
	.type	_Z13bsearch_lowerPKfS0_Piii,@function
_Z13bsearch_lowerPKfS0_Piii:            ; @_Z13bsearch_lowerPKfS0_Piii
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dword s4, s[0:1], 0x1c
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB5_7
; %bb.1:
	s_load_dword s6, s[0:1], 0x18
	s_load_dwordx2 s[4:5], s[0:1], 0x10
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s6, 1
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
		.amdhsa_next_free_sgpr 7
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
; codeLenInByte = 220
; NumSgprs: 13
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
; NumSGPRsForWavesPerEU: 13
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
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_lshl_b32 s10, s2, 5
	v_and_b32_e32 v2, 0x3ff, v0
	s_lshl_b32 s2, s3, 5
	v_bfe_u32 v3, v0, 10, 10
	v_add_u32_e32 v4, s2, v3
	v_lshlrev_b32_e32 v0, 2, v2
	s_movk_i32 s0, 0x84
	v_add_u32_e32 v1, s10, v2
	v_mad_u32_u24 v5, v3, s0, v0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, s9, v4
	v_cmp_gt_i32_e32 vcc, s9, v1
	v_add3_u32 v0, v2, v0, s10
	s_lshl_b32 s3, s9, 3
	s_mov_b32 s11, -8
	s_branch .LBB6_2
.LBB6_1:                                ;   in Loop: Header=BB6_2 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_add_i32 s11, s11, 8
	v_add_u32_e32 v5, 0x420, v5
	s_cmp_gt_u32 s11, 23
	v_add_u32_e32 v0, s3, v0
	s_cbranch_scc1 .LBB6_4
.LBB6_2:                                ; =>This Inner Loop Header: Depth=1
	v_add3_u32 v1, v4, s11, 8
	v_cmp_gt_i32_e64 s[0:1], s8, v1
	s_and_b64 s[12:13], vcc, s[0:1]
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB6_1
; %bb.3:                                ;   in Loop: Header=BB6_2 Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[6:7], v[0:1], 2, s[4:5]
	global_load_dword v1, v[6:7], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v1
	s_branch .LBB6_1
.LBB6_4:
	v_add_u32_e32 v0, s2, v2
	v_add_u32_e32 v4, s10, v3
	v_cmp_gt_i32_e32 vcc, s8, v0
	v_lshlrev_b32_e32 v0, 2, v3
	s_movk_i32 s0, 0x84
	v_mad_u32_u24 v3, v2, s0, v0
	v_mul_lo_u32 v0, s8, v4
	v_add3_u32 v0, v2, v0, s2
	s_lshl_b32 s2, s8, 3
	s_mov_b32 s3, -8
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB6_6
.LBB6_5:                                ;   in Loop: Header=BB6_6 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_add_i32 s3, s3, 8
	v_add_u32_e32 v3, 32, v3
	s_cmp_gt_u32 s3, 23
	v_add_u32_e32 v0, s2, v0
	s_cbranch_scc1 .LBB6_8
.LBB6_6:                                ; =>This Inner Loop Header: Depth=1
	v_add3_u32 v1, v4, s3, 8
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB6_5
; %bb.7:                                ;   in Loop: Header=BB6_6 Depth=1
	ds_read_b32 v2, v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[6:7], v[0:1], 2, s[6:7]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[6:7], v2, off
	s_branch .LBB6_5
.LBB6_8:
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
; codeLenInByte = 348
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
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB7_2
; %bb.1:
	v_lshlrev_b32_e32 v1, 2, v0
	v_mov_b32_e32 v2, 0
	ds_write_b32 v1, v2
.LBB7_2:
	s_or_b64 exec, exec, s[4:5]
	s_load_dwordx2 s[4:5], s[0:1], 0x8
	s_load_dword s10, s[0:1], 0x10
	v_lshl_or_b32 v2, s2, 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB7_5
; %bb.3:                                ; %.lr.ph
	s_load_dword s11, s[0:1], 0x18
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v1, 1
	s_waitcnt lgkmcnt(0)
	s_lshl_b32 s11, s11, 8
.LBB7_4:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[2:3]
	global_load_dword v3, v[4:5], off
	v_add_u32_e32 v2, s11, v2
	v_cmp_le_i32_e64 s[0:1], s10, v2
	s_or_b64 s[8:9], s[0:1], s[8:9]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, 63, v3
	v_lshlrev_b32_e32 v3, 2, v3
	ds_add_u32 v3, v1
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB7_4
.LBB7_5:                                ; %Flow8
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB7_7
; %bb.6:
	v_lshlrev_b32_e32 v0, 2, v0
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	global_atomic_add v0, v1, s[4:5]
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
; codeLenInByte = 224
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
; %bb.0:
	s_load_dwordx2 s[6:7], s[0:1], 0x4
	s_load_dwordx4 s[8:11], s[2:3], 0x0
	s_nop 0
	s_load_dwordx2 s[0:1], s[2:3], 0x10
	s_load_dword s12, s[2:3], 0x34
	v_and_b32_e32 v1, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s6, s6, 16
	s_mul_i32 s6, s6, s7
	v_mul_lo_u32 v1, s6, v1
	v_bfe_u32 v4, v0, 10, 10
	v_mad_u32_u24 v1, v4, s7, v1
	v_bfe_u32 v2, v0, 20, 10
	v_add_lshl_u32 v1, v1, v2, 5
	v_mov_b32_e32 v2, 0
	s_lshr_b32 s13, s12, 16
	s_mov_b32 s6, 0
	v_mov_b32_e32 v3, v2
.LBB8_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v5, s6, v1
	s_add_i32 s6, s6, 8
	s_cmp_lg_u32 s6, 32
	ds_write_b64 v5, v[2:3]
	s_cbranch_scc1 .LBB8_1
; %bb.2:                                ; %.preheader35
	s_load_dwordx2 s[6:7], s[2:3], 0x1c
	s_and_b32 s2, 0xffff, s12
	s_and_b32 s3, 0xffff, s13
	s_mul_i32 s5, s5, s3
	s_mul_i32 s4, s4, s2
	v_and_b32_e32 v0, 0x3ff, v0
	v_add_u32_e32 v0, s4, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s7, 1
	v_add_lshl_u32 v20, s5, v4, 2
	s_cbranch_scc1 .LBB8_9
; %bb.3:                                ; %.lr.ph.preheader
	v_mul_lo_u32 v2, v20, s7
	s_cmp_eq_u32 s7, 1
	s_mov_b32 s2, 0
	s_cbranch_scc1 .LBB8_7
; %bb.4:                                ; %.lr.ph.preheader.new
	ds_read2_b32 v[4:5], v1 offset1:1
	ds_read2_b32 v[6:7], v1 offset0:2 offset1:3
	ds_read2_b32 v[8:9], v1 offset0:4 offset1:5
	ds_read2_b32 v[10:11], v1 offset0:6 offset1:7
	v_add_u32_e32 v3, 2, v20
	v_add_u32_e32 v14, s7, v2
	v_mul_lo_u32 v12, s7, v3
	v_add_u32_e32 v3, 3, v20
	v_mul_lo_u32 v24, s7, v3
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v3, 31, v2
	s_and_b32 s3, s7, 0x7ffffffe
	s_lshl_b32 s4, s6, 1
	v_add_u32_e32 v21, 1, v2
	v_add_u32_e32 v22, 1, v14
	v_add_u32_e32 v23, 1, v12
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[8:9]
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[8:9]
	v_lshl_add_u64 v[16:17], v[2:3], 2, s[8:9]
	v_mov_b32_e32 v18, v0
.LBB8_5:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v26, s2, v24
	v_add_u32_e32 v28, s6, v18
	v_add_u32_e32 v30, s2, v21
	v_add_u32_e32 v32, s2, v22
	v_ashrrev_i32_e32 v19, 31, v18
	v_add_u32_e32 v34, s2, v23
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v31, 31, v30
	v_ashrrev_i32_e32 v33, 31, v32
	v_add_u32_e32 v38, 1, v26
	v_lshl_add_u64 v[36:37], v[18:19], 3, s[10:11]
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[8:9]
	v_lshl_add_u64 v[28:29], v[28:29], 3, s[10:11]
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[8:9]
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[8:9]
	v_ashrrev_i32_e32 v39, 31, v38
	global_load_dword v3, v[16:17], off
	global_load_dword v25, v[14:15], off
	global_load_dword v40, v[12:13], off
	v_lshl_add_u64 v[34:35], v[34:35], 2, s[8:9]
	global_load_dwordx2 v[36:37], v[36:37], off
	s_nop 0
	global_load_dword v19, v[26:27], off
	s_nop 0
	global_load_dwordx2 v[26:27], v[28:29], off
	s_nop 0
	global_load_dword v30, v[30:31], off
	s_nop 0
	global_load_dword v31, v[32:33], off
	s_nop 0
	global_load_dword v32, v[34:35], off
	v_lshl_add_u64 v[28:29], v[38:39], 2, s[8:9]
	global_load_dword v28, v[28:29], off
	s_add_i32 s2, s2, 2
	v_lshl_add_u64 v[12:13], v[12:13], 0, 8
	v_lshl_add_u64 v[14:15], v[14:15], 0, 8
	v_lshl_add_u64 v[16:17], v[16:17], 0, 8
	v_add_u32_e32 v18, s4, v18
	s_cmp_lg_u32 s3, s2
	s_waitcnt vmcnt(6) lgkmcnt(3)
	v_fmac_f32_e32 v4, v3, v36
	v_fmac_f32_e32 v5, v3, v37
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v6, v25, v36
	v_fmac_f32_e32 v7, v25, v37
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v8, v40, v36
	v_fmac_f32_e32 v9, v40, v37
	s_waitcnt vmcnt(5) lgkmcnt(0)
	v_fmac_f32_e32 v10, v19, v36
	v_fmac_f32_e32 v11, v19, v37
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v4, v30, v26
	v_fmac_f32_e32 v5, v30, v27
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v6, v31, v26
	v_fmac_f32_e32 v7, v31, v27
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v8, v32, v26
	v_fmac_f32_e32 v9, v32, v27
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v10, v28, v26
	v_fmac_f32_e32 v11, v28, v27
	s_cbranch_scc1 .LBB8_5
; %bb.6:                                ; %.preheader.loopexit.unr-lcssa.loopexit
	ds_write2_b32 v1, v4, v5 offset1:1
	ds_write2_b32 v1, v6, v7 offset0:2 offset1:3
	ds_write2_b32 v1, v8, v9 offset0:4 offset1:5
	ds_write2_b32 v1, v10, v11 offset0:6 offset1:7
.LBB8_7:                                ; %.preheader.loopexit.unr-lcssa
	s_bitcmp0_b32 s7, 0
	s_cbranch_scc1 .LBB8_9
; %bb.8:                                ; %.lr.ph.epil
	v_add_u32_e32 v2, s2, v2
	s_mul_i32 s3, s2, s6
	v_ashrrev_i32_e32 v3, 31, v2
	v_or_b32_e32 v6, 1, v20
	v_add_u32_e32 v4, s3, v0
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[8:9]
	v_mul_lo_u32 v6, v6, s7
	v_or_b32_e32 v8, 2, v20
	v_or_b32_e32 v10, 3, v20
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_u32_e32 v6, s2, v6
	v_mul_lo_u32 v8, v8, s7
	global_load_dword v12, v[2:3], off
	v_mul_lo_u32 v2, v10, s7
	v_lshl_add_u64 v[4:5], v[4:5], 3, s[10:11]
	v_ashrrev_i32_e32 v7, 31, v6
	v_add_u32_e32 v8, s2, v8
	v_add_u32_e32 v2, s2, v2
	global_load_dwordx2 v[4:5], v[4:5], off
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[8:9]
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[8:9]
	global_load_dword v13, v[6:7], off
	global_load_dword v14, v[8:9], off
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[8:9]
	global_load_dword v15, v[2:3], off
	ds_read2_b32 v[2:3], v1 offset1:1
	ds_read2_b32 v[6:7], v1 offset0:2 offset1:3
	ds_read2_b32 v[8:9], v1 offset0:4 offset1:5
	ds_read2_b32 v[10:11], v1 offset0:6 offset1:7
	s_waitcnt vmcnt(3) lgkmcnt(3)
	v_fma_f32 v2, v12, v4, v2
	v_fmac_f32_e32 v3, v12, v5
	ds_write2_b32 v1, v2, v3 offset1:1
	s_waitcnt vmcnt(2) lgkmcnt(3)
	v_fma_f32 v2, v13, v4, v6
	v_fmac_f32_e32 v7, v13, v5
	s_waitcnt vmcnt(1) lgkmcnt(2)
	v_fma_f32 v3, v14, v4, v8
	v_fmac_f32_e32 v9, v14, v5
	s_waitcnt vmcnt(0) lgkmcnt(1)
	v_fma_f32 v4, v15, v4, v10
	v_fmac_f32_e32 v11, v15, v5
	ds_write2_b32 v1, v2, v7 offset0:2 offset1:3
	ds_write2_b32 v1, v3, v9 offset0:4 offset1:5
	ds_write2_b32 v1, v4, v11 offset0:6 offset1:7
.LBB8_9:                                ; %.preheader
	ds_read2_b64 v[2:5], v1 offset1:1
	v_mad_u64_u32 v[6:7], s[2:3], v20, s6, v[0:1]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[10:11], v[6:7], 3, s[0:1]
	ds_read2_b64 v[6:9], v1 offset0:2 offset1:3
	v_or_b32_e32 v1, 1, v20
	s_waitcnt lgkmcnt(1)
	global_store_dwordx2 v[10:11], v[2:3], off
	v_mad_u64_u32 v[2:3], s[2:3], v1, s6, v[0:1]
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 3, s[0:1]
	v_or_b32_e32 v1, 2, v20
	global_store_dwordx2 v[2:3], v[4:5], off
	v_mad_u64_u32 v[2:3], s[2:3], v1, s6, v[0:1]
	v_or_b32_e32 v1, 3, v20
	v_mad_u64_u32 v[0:1], s[2:3], v1, s6, v[0:1]
	v_ashrrev_i32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[2:3], v[2:3], 3, s[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 3, s[0:1]
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v[2:3], v[6:7], off
	global_store_dwordx2 v[0:1], v[8:9], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z8gemm_4x2PKfPK15HIP_vector_typeIfLj2EEPS2_iii
		.amdhsa_group_segment_fixed_size 32768
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 4
		.amdhsa_user_sgpr_dispatch_ptr 1
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
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 41
		.amdhsa_next_free_sgpr 14
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
; codeLenInByte = 1168
; NumSgprs: 20
; NumVgprs: 41
; NumAgprs: 0
; TotalNumVgprs: 41
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 32768 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 41
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
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
	s_load_dword s4, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB9_7
; %bb.1:                                ; %.preheader
	s_load_dword s3, s[0:1], 0x1c
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_nop 0
	s_load_dwordx2 s[0:1], s[0:1], 0x10
	v_mov_b64_e32 v[2:3], 0
	s_mov_b32 s2, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s3, 2
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b64_e32 v[4:5], v[2:3]
	s_cbranch_scc1 .LBB9_4
; %bb.2:                                ; %.lr.ph
	v_mad_u64_u32 v[2:3], s[10:11], v0, s3, 0
	v_mov_b32_e32 v4, v3
	v_mad_u64_u32 v[4:5], s[10:11], v1, s3, v[4:5]
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[2:3], v[2:3], 3, s[4:5]
	s_add_u32 s8, s6, 8
	v_lshl_add_u64 v[6:7], v[2:3], 0, 8
	v_mov_b64_e32 v[2:3], 0
	s_addc_u32 s9, s7, 0
	v_mov_b64_e32 v[4:5], v[2:3]
.LBB9_3:                                ; =>This Inner Loop Header: Depth=1
	global_load_dwordx2 v[8:9], v[6:7], off offset:-8
	global_load_dwordx2 v[10:11], v[6:7], off
	s_add_u32 s10, s8, -8
	s_addc_u32 s11, s9, -1
	s_load_dwordx2 s[12:13], s[8:9], 0x0
	s_mov_b32 s14, s2
	s_load_dwordx2 s[10:11], s[10:11], 0x0
	s_add_i32 s2, s2, 2
	s_add_u32 s8, s8, 16
	s_addc_u32 s9, s9, 0
	s_add_i32 s14, s14, 3
	v_lshl_add_u64 v[6:7], v[6:7], 0, 16
	s_cmp_lt_i32 s14, s3
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_fmac_f64_e32 v[4:5], s[10:11], v[8:9]
	s_waitcnt vmcnt(0)
	v_fmac_f64_e32 v[2:3], s[12:13], v[10:11]
	s_cbranch_scc1 .LBB9_3
.LBB9_4:                                ; %._crit_edge
	s_cmp_ge_i32 s2, s3
	s_cbranch_scc1 .LBB9_6
; %bb.5:
	v_mad_i64_i32 v[6:7], s[8:9], v0, s3, 0
	s_mov_b32 s3, 0
	s_lshl_b64 s[2:3], s[2:3], 3
	s_add_u32 s4, s2, s4
	s_addc_u32 s5, s3, s5
	v_lshl_add_u64 v[6:7], v[6:7], 3, s[4:5]
	global_load_dwordx2 v[6:7], v[6:7], off
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, s3
	s_load_dwordx2 s[2:3], s[2:3], 0x0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f64_e32 v[4:5], s[2:3], v[6:7]
.LBB9_6:
	v_add_f64 v[2:3], v[2:3], v[4:5]
	v_lshl_add_u64 v[0:1], v[0:1], 3, s[0:1]
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB9_7:
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
		.amdhsa_next_free_sgpr 15
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
; codeLenInByte = 352
; NumSgprs: 21
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
; NumSGPRsForWavesPerEU: 21
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
    .sgpr_count:     19
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
    .sgpr_count:     25
    .sgpr_spill_count: 0
    .symbol:         _Z9nbody_accPK15HIP_vector_typeIfLj4EEPS0_if.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     62
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
    .group_segment_fixed_size: 32768
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z8cmul_accPK15HIP_vector_typeIfLj2EES2_PS0_ii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z8cmul_accPK15HIP_vector_typeIfLj2EES2_PS0_ii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     21
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
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         _Z14compact_ballotPKiPiS1_i.kd
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
    .sgpr_count:     13
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
    .group_segment_fixed_size: 32768
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z8gemm_4x2PKfPK15HIP_vector_typeIfLj2EEPS2_iii
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         _Z8gemm_4x2PKfPK15HIP_vector_typeIfLj2EEPS2_iii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     41
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
    .sgpr_count:     21
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
