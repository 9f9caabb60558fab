	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
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
	v_and_b32_e32 v10, 15, v0
	s_lshl_b32 s10, s14, 5
	v_and_or_b32 v1, v1, 16, s4
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[8:9], s[0:1], 0x10
	s_mov_b32 s25, 0
	v_or_b32_e32 v11, s10, v10
	s_mov_b32 s26, -1
	v_and_or_b32 v0, v2, 1, v1
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s3, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_lo_u32 v12, v0, s2
	v_or_b32_e32 v0, v1, v10
	s_cselect_b32 s0, -1, 0
	s_mul_i32 s1, s2, 3
	v_cndmask_b32_e64 v1, 0, 1, s0
	s_mul_i32 s11, s2, 5
	v_mul_lo_u32 v13, s3, v0
	s_mul_i32 s12, s2, 6
	s_lshl_b32 s13, s2, 1
	v_cmp_ne_u32_e64 s0, 1, v1
	s_lshl_b32 s14, s2, 4
	s_lshl_b32 s15, s2, 2
	s_mul_i32 s16, s2, 7
	s_lshl_b32 s17, s2, 3
	s_mul_i32 s18, s2, 9
	s_mul_i32 s19, s2, 10
	s_mul_i32 s20, s2, 11
	s_mul_i32 s21, s2, 12
	s_mul_i32 s22, s2, 13
	s_mul_i32 s23, s2, 14
	s_mul_i32 s24, s2, 15
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
.LBB0_2:                                ; %Flow210
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_or3_b32 v8, s10, s25, v10
	s_xor_b32 s26, s26, -1
	s_mov_b32 s25, 16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v8, v8, v12
	v_add_nc_u32_e32 v14, s13, v8
	v_ashrrev_i32_e32 v9, 31, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v16, s13, v14
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_ashrrev_i32_e32 v15, 31, v14
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v18, s13, v16
	v_ashrrev_i32_e32 v17, 31, v16
	v_add_co_u32 v8, vcc_lo, s8, v8
	s_delay_alu instid0(VALU_DEP_4)
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_ci_u32_e32 v9, vcc_lo, s9, v9, vcc_lo
	v_add_nc_u32_e32 v20, s13, v18
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_ashrrev_i32_e32 v19, 31, v18
	global_store_b32 v[8:9], v0, off
	v_add_co_u32 v8, vcc_lo, s8, v14
	v_add_nc_u32_e32 v0, s13, v20
	v_add_co_ci_u32_e32 v9, vcc_lo, s9, v15, vcc_lo
	v_add_co_u32 v16, vcc_lo, s8, v16
	v_lshlrev_b64 v[14:15], 2, v[18:19]
	v_add_co_ci_u32_e32 v17, vcc_lo, s9, v17, vcc_lo
	v_add_nc_u32_e32 v18, s13, v0
	v_ashrrev_i32_e32 v21, 31, v20
	global_store_b32 v[8:9], v1, off
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_b32 v[16:17], v2, off
	v_add_nc_u32_e32 v16, s13, v18
	v_lshlrev_b64 v[8:9], 2, v[20:21]
	v_ashrrev_i32_e32 v19, 31, v18
	v_add_co_u32 v14, vcc_lo, s8, v14
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_ashrrev_i32_e32 v17, 31, v16
	v_add_co_ci_u32_e32 v15, vcc_lo, s9, v15, vcc_lo
	v_add_co_u32 v8, vcc_lo, s8, v8
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_co_ci_u32_e32 v9, vcc_lo, s9, v9, vcc_lo
	v_add_co_u32 v0, vcc_lo, s8, v0
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_co_ci_u32_e32 v1, vcc_lo, s9, v1, vcc_lo
	v_add_co_u32 v18, vcc_lo, s8, v18
	v_add_co_ci_u32_e32 v19, vcc_lo, s9, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v16, vcc_lo, s8, v16
	v_add_co_ci_u32_e32 v17, vcc_lo, s9, v17, vcc_lo
	s_and_b32 vcc_lo, exec_lo, s26
	s_mov_b32 s26, 0
	s_clause 0x4
	global_store_b32 v[14:15], v3, off
	global_store_b32 v[8:9], v4, off
	global_store_b32 v[0:1], v5, off
	global_store_b32 v[18:19], v6, off
	global_store_b32 v[16:17], v7, off
	s_cbranch_vccnz .LBB0_6
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_5 Depth 2
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_1
; %bb.4:                                ; %.preheader.preheader
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_mov_b32_e32 v0, 0
	v_add_nc_u32_e32 v8, s25, v11
	s_mov_b32 s27, 0
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
	v_add_nc_u32_e32 v14, s13, v8
	v_ashrrev_i32_e32 v9, 31, v8
	v_add_nc_u32_e32 v16, s15, v8
	v_add_nc_u32_e32 v18, s12, v8
	v_add_nc_u32_e32 v20, s17, v8
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[28:29], 1, v[8:9]
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v19, 31, v18
	v_add_nc_u32_e32 v22, s19, v8
	v_lshlrev_b64 v[14:15], 1, v[14:15]
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_add_co_u32 v28, vcc_lo, s6, v28
	v_add_nc_u32_e32 v24, s21, v8
	v_add_co_ci_u32_e32 v29, vcc_lo, s7, v29, vcc_lo
	v_lshlrev_b64 v[18:19], 1, v[18:19]
	v_add_co_u32 v30, vcc_lo, s6, v14
	v_ashrrev_i32_e32 v23, 31, v22
	v_add_nc_u32_e32 v26, s23, v8
	v_add_co_ci_u32_e32 v31, vcc_lo, s7, v15, vcc_lo
	v_lshlrev_b64 v[20:21], 1, v[20:21]
	v_add_co_u32 v16, vcc_lo, s6, v16
	v_ashrrev_i32_e32 v25, 31, v24
	v_add_co_ci_u32_e32 v17, vcc_lo, s7, v17, vcc_lo
	v_lshlrev_b64 v[22:23], 1, v[22:23]
	v_add_co_u32 v18, vcc_lo, s6, v18
	v_ashrrev_i32_e32 v27, 31, v26
	v_add_co_ci_u32_e32 v19, vcc_lo, s7, v19, vcc_lo
	v_lshlrev_b64 v[24:25], 1, v[24:25]
	v_add_co_u32 v20, vcc_lo, s6, v20
	v_add_co_ci_u32_e32 v21, vcc_lo, s7, v21, vcc_lo
	v_lshlrev_b64 v[26:27], 1, v[26:27]
	v_add_co_u32 v22, vcc_lo, s6, v22
	v_add_co_ci_u32_e32 v23, vcc_lo, s7, v23, vcc_lo
	v_add_co_u32 v24, vcc_lo, s6, v24
	v_add_co_ci_u32_e32 v25, vcc_lo, s7, v25, vcc_lo
	v_add_co_u32 v26, vcc_lo, s6, v26
	v_add_co_ci_u32_e32 v27, vcc_lo, s7, v27, vcc_lo
	s_clause 0x7
	global_load_u16 v14, v[28:29], off
	global_load_u16 v15, v[30:31], off
	global_load_u16 v16, v[16:17], off
	global_load_u16 v17, v[18:19], off
	global_load_u16 v18, v[20:21], off
	global_load_u16 v19, v[22:23], off
	global_load_u16 v20, v[24:25], off
	global_load_u16 v21, v[26:27], off
	v_add_nc_u32_e32 v22, s27, v13
	v_add_nc_u32_e32 v24, s2, v8
	v_add_nc_u32_e32 v26, s1, v8
	v_add_nc_u32_e32 v28, s11, v8
	v_add_nc_u32_e32 v30, s16, v8
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v29, 31, v28
	v_add_nc_u32_e32 v32, s18, v8
	v_lshlrev_b64 v[22:23], 1, v[22:23]
	v_lshlrev_b64 v[24:25], 1, v[24:25]
	v_lshlrev_b64 v[26:27], 1, v[26:27]
	v_ashrrev_i32_e32 v31, 31, v30
	v_add_nc_u32_e32 v34, s20, v8
	v_lshlrev_b64 v[28:29], 1, v[28:29]
	v_add_co_u32 v40, vcc_lo, s4, v22
	v_add_co_ci_u32_e32 v41, vcc_lo, s5, v23, vcc_lo
	v_add_co_u32 v42, vcc_lo, s6, v24
	v_ashrrev_i32_e32 v33, 31, v32
	v_add_nc_u32_e32 v36, s22, v8
	v_add_co_ci_u32_e32 v43, vcc_lo, s7, v25, vcc_lo
	v_lshlrev_b64 v[30:31], 1, v[30:31]
	v_add_co_u32 v44, vcc_lo, s6, v26
	v_ashrrev_i32_e32 v35, 31, v34
	v_add_nc_u32_e32 v38, s24, v8
	v_add_co_ci_u32_e32 v45, vcc_lo, s7, v27, vcc_lo
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v46, vcc_lo, s6, v28
	v_ashrrev_i32_e32 v37, 31, v36
	v_add_co_ci_u32_e32 v47, vcc_lo, s7, v29, vcc_lo
	v_lshlrev_b64 v[34:35], 1, v[34:35]
	v_add_co_u32 v30, vcc_lo, s6, v30
	v_ashrrev_i32_e32 v39, 31, v38
	v_add_co_ci_u32_e32 v31, vcc_lo, s7, v31, vcc_lo
	v_lshlrev_b64 v[36:37], 1, v[36:37]
	v_add_co_u32 v32, vcc_lo, s6, v32
	v_add_co_ci_u32_e32 v33, vcc_lo, s7, v33, vcc_lo
	v_lshlrev_b64 v[38:39], 1, v[38:39]
	v_add_co_u32 v34, vcc_lo, s6, v34
	v_add_co_ci_u32_e32 v35, vcc_lo, s7, v35, vcc_lo
	v_add_co_u32 v36, vcc_lo, s6, v36
	v_add_co_ci_u32_e32 v37, vcc_lo, s7, v37, vcc_lo
	v_add_co_u32 v38, vcc_lo, s6, v38
	v_add_co_ci_u32_e32 v39, vcc_lo, s7, v39, vcc_lo
	v_add_nc_u32_e32 v8, s14, v8
	s_add_i32 s27, s27, 16
	s_clause 0x1
	global_load_b128 v[22:25], v[40:41], off
	global_load_b128 v[26:29], v[40:41], off offset:16
	s_clause 0x7
	global_load_d16_hi_b16 v14, v[42:43], off
	global_load_d16_hi_b16 v15, v[44:45], off
	global_load_d16_hi_b16 v16, v[46:47], off
	global_load_d16_hi_b16 v17, v[30:31], off
	global_load_d16_hi_b16 v18, v[32:33], off
	global_load_d16_hi_b16 v19, v[34:35], off
	global_load_d16_hi_b16 v20, v[36:37], off
	global_load_d16_hi_b16 v21, v[38:39], off
	s_cmp_ge_i32 s27, s3
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[0:7], v[22:29], v[14:21], v[0:7]
	s_cbranch_scc0 .LBB0_5
	s_branch .LBB0_2
.LBB0_6:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
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
		.amdhsa_next_free_vgpr 48
		.amdhsa_next_free_sgpr 28
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
.Lfunc_end0:
	.size	_Z13mm_f16_tile32PKDF16_S0_Pfiii, .Lfunc_end0-_Z13mm_f16_tile32PKDF16_S0_Pfiii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1292
; NumSgprs: 30
; NumVgprs: 48
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 30
; NumVGPRsForWavesPerEU: 48
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
	s_load_b64 s[22:23], s[0:1], 0x1c
	s_load_b128 s[16:19], s[0:1], 0x0
	s_load_b64 s[20:21], s[0:1], 0x10
	v_and_b32_e32 v11, 15, v0
	s_lshl_b32 s0, s14, 4
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v10, s0, v11
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s23, 0
	s_cbranch_scc1 .LBB1_3
; %bb.2:                                ; %.preheader50..preheader_crit_edge
	v_or_b32_e32 v9, s0, v11
	s_mov_b32 s2, 0
	s_branch .LBB1_4
.LBB1_3:
	s_mov_b32 s1, -1
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $vgpr9
.LBB1_4:                                ; %Flow223
	v_dual_mov_b32 v8, s2 :: v_dual_mov_b32 v7, s2
	v_dual_mov_b32 v6, s2 :: v_dual_mov_b32 v5, s2
	v_dual_mov_b32 v4, s2 :: v_dual_mov_b32 v3, s2
	v_dual_mov_b32 v2, s2 :: v_dual_mov_b32 v1, s2
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_lshl_b32 s15, s15, 4
	s_cbranch_vccnz .LBB1_8
; %bb.5:                                ; %.preheader49.lr.ph
	v_or_b32_e32 v1, s15, v11
	s_lshl_b32 s24, s22, 4
	s_lshl_b32 s25, s22, 1
	s_mul_i32 s26, s22, 3
	s_lshl_b32 s27, s22, 2
	v_mul_lo_u32 v2, v1, s23
	v_mov_b32_e32 v1, 0
	v_add_nc_u32_e32 v9, s0, v11
	s_mul_i32 s28, s22, 5
	s_mul_i32 s29, s22, 6
	s_mul_i32 s30, s22, 7
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	v_ashrrev_i32_e32 v3, 31, v2
	v_add_co_u32 v11, vcc_lo, s16, v2
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v6, v1
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e32 v12, vcc_lo, s17, v3, vcc_lo
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v8, v1
	s_lshl_b32 s31, s22, 3
	s_mul_i32 s33, s22, 9
	s_mul_i32 s34, s22, 10
	s_mul_i32 s35, s22, 11
	s_mul_i32 s36, s22, 12
	s_mul_i32 s37, s22, 13
	s_mul_i32 s38, s22, 14
	s_mul_i32 s39, s22, 15
	s_mov_b64 s[16:17], 0
.LBB1_6:                                ; %.preheader49
                                        ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v16, s22, v9
	v_add_nc_u32_e32 v15, s25, v9
	v_add_nc_u32_e32 v18, s26, v9
	v_ashrrev_i32_e32 v14, 31, v9
	v_add_nc_u32_e32 v19, s27, v9
	v_add_nc_u32_e32 v21, s28, v9
	v_add_nc_u32_e32 v27, s31, v9
	v_add_nc_u32_e32 v29, s33, v9
	v_add_nc_u32_e32 v23, s29, v9
	v_add_nc_u32_e32 v31, s34, v9
	v_add_nc_u32_e32 v33, s35, v9
	v_add_nc_u32_e32 v35, s36, v9
	v_add_nc_u32_e32 v37, s37, v9
	v_add_nc_u32_e32 v39, s38, v9
	v_ashrrev_i32_e32 v44, 31, v16
	v_add_co_u32 v13, s0, s18, v9
	v_ashrrev_i32_e32 v45, 31, v15
	v_ashrrev_i32_e32 v46, 31, v18
	v_add_co_ci_u32_e64 v14, s0, s19, v14, s0
	v_ashrrev_i32_e32 v47, 31, v19
	v_ashrrev_i32_e32 v48, 31, v21
	v_ashrrev_i32_e32 v51, 31, v27
	v_ashrrev_i32_e32 v52, 31, v29
	v_add_co_u32 v43, s14, s18, v16
	v_add_nc_u32_e32 v25, s30, v9
	v_add_co_u32 v15, s0, s18, v15
	v_ashrrev_i32_e32 v49, 31, v23
	v_ashrrev_i32_e32 v53, 31, v31
	v_ashrrev_i32_e32 v54, 31, v33
	v_ashrrev_i32_e32 v55, 31, v35
	v_ashrrev_i32_e32 v56, 31, v37
	v_add_nc_u32_e32 v41, s39, v9
	v_add_co_u32 v18, s1, s18, v18
	v_ashrrev_i32_e32 v57, 31, v39
	v_add_co_ci_u32_e64 v44, s14, s19, v44, s14
	v_add_co_u32 v20, s2, s18, v19
	v_add_co_u32 v22, s3, s18, v21
	v_add_co_u32 v28, s6, s18, v27
	v_add_co_u32 v30, s7, s18, v29
	v_add_co_ci_u32_e64 v16, s0, s19, v45, s0
	v_add_co_u32 v24, s4, s18, v23
	v_add_co_u32 v32, s8, s18, v31
	v_add_co_u32 v34, s9, s18, v33
	v_add_co_u32 v36, s10, s18, v35
	v_add_co_u32 v38, s11, s18, v37
	v_add_co_ci_u32_e64 v19, s0, s19, v46, s1
	v_add_co_u32 v40, s12, s18, v39
	v_add_co_ci_u32_e64 v21, s0, s19, v47, s2
	v_add_co_ci_u32_e64 v23, s0, s19, v48, s3
	v_add_co_ci_u32_e64 v29, s0, s19, v51, s6
	v_add_co_ci_u32_e64 v31, s0, s19, v52, s7
	v_ashrrev_i32_e32 v50, 31, v25
	v_add_co_u32 v26, s5, s18, v25
	v_add_co_ci_u32_e64 v25, s0, s19, v49, s4
	v_add_co_ci_u32_e64 v33, s0, s19, v53, s8
	v_add_co_ci_u32_e64 v35, s0, s19, v54, s9
	v_add_co_ci_u32_e64 v37, s0, s19, v55, s10
	v_add_co_ci_u32_e64 v39, s0, s19, v56, s11
	s_clause 0xb
	global_load_u8 v45, v[13:14], off
	global_load_u8 v44, v[43:44], off
	global_load_u8 v46, v[15:16], off
	global_load_u8 v19, v[18:19], off
	global_load_u8 v20, v[20:21], off
	global_load_u8 v21, v[22:23], off
	global_load_u8 v22, v[28:29], off
	global_load_u8 v23, v[30:31], off
	global_load_u8 v28, v[32:33], off
	global_load_u8 v29, v[34:35], off
	global_load_u8 v30, v[36:37], off
	global_load_u8 v31, v[38:39], off
	v_ashrrev_i32_e32 v58, 31, v41
	v_add_co_u32 v42, s13, s18, v41
	v_add_co_ci_u32_e64 v41, s0, s19, v57, s12
	s_clause 0x1
	global_load_u8 v24, v[24:25], off
	global_load_u8 v25, v[40:41], off
	v_add_co_u32 v17, vcc_lo, v11, s16
	v_add_co_ci_u32_e64 v27, s0, s19, v50, s5
	v_add_co_ci_u32_e64 v43, s0, s19, v58, s13
	v_add_co_ci_u32_e32 v18, vcc_lo, s17, v12, vcc_lo
	s_clause 0x1
	global_load_u8 v26, v[26:27], off
	global_load_u8 v27, v[42:43], off
	global_load_b128 v[13:16], v[17:18], off
	v_add_nc_u32_e32 v9, s24, v9
	global_load_b32 v13, v[17:18], off
	s_add_u32 s16, s16, 16
	s_addc_u32 s17, s17, 0
	s_cmp_lt_i32 s16, s23
	s_waitcnt vmcnt(16)
	v_lshl_or_b32 v17, v44, 8, v45
	s_waitcnt vmcnt(12)
	v_lshl_or_b32 v18, v21, 8, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_lshl_or_b32 v17, v46, 16, v17
	s_waitcnt vmcnt(10)
	v_lshl_or_b32 v20, v23, 8, v22
	s_waitcnt vmcnt(6)
	v_lshl_or_b32 v21, v31, 8, v30
	v_lshl_or_b32 v20, v28, 16, v20
	v_lshl_or_b32 v17, v19, 24, v17
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_or_b32 v19, v29, 24, v20
	s_waitcnt vmcnt(5)
	v_lshl_or_b32 v18, v24, 16, v18
	s_waitcnt vmcnt(4)
	v_lshl_or_b32 v21, v25, 16, v21
	s_waitcnt vmcnt(3)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshl_or_b32 v18, v26, 24, v18
	s_waitcnt vmcnt(2)
	v_lshl_or_b32 v20, v27, 24, v21
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_i32_16x16x16_iu8 v[1:8], v[13:16], v[17:20], v[1:8] neg_lo:[1,1,0]
	s_cbranch_scc1 .LBB1_6
; %bb.7:                                ; %Flow
	v_mov_b32_e32 v9, v10
.LBB1_8:                                ; %.preheader
	v_lshrrev_b32_e32 v0, 4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v22, s15, v0
	v_mad_u64_u32 v[10:11], null, v22, s22, v[9:10]
	v_or_b32_e32 v0, 2, v22
	v_or_b32_e32 v16, 4, v22
	v_or_b32_e32 v20, 8, v22
	v_or_b32_e32 v23, 10, v22
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[12:13], null, v0, s22, v[9:10]
	v_mad_u64_u32 v[14:15], null, v16, s22, v[9:10]
	v_or_b32_e32 v0, 6, v22
	v_ashrrev_i32_e32 v11, 31, v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ashrrev_i32_e32 v13, 31, v12
	v_mad_u64_u32 v[16:17], null, v0, s22, v[9:10]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[18:19], null, v20, s22, v[9:10]
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32 v10, vcc_lo, s20, v10
	v_add_co_ci_u32_e32 v11, vcc_lo, s21, v11, vcc_lo
	v_add_co_u32 v12, vcc_lo, s20, v12
	v_add_co_ci_u32_e32 v13, vcc_lo, s21, v13, vcc_lo
	v_add_co_u32 v14, vcc_lo, s20, v14
	v_add_co_ci_u32_e32 v15, vcc_lo, s21, v15, vcc_lo
	v_mad_u64_u32 v[20:21], null, v23, s22, v[9:10]
	s_clause 0x2
	global_store_b32 v[10:11], v1, off
	global_store_b32 v[12:13], v2, off
	global_store_b32 v[14:15], v3, off
	v_or_b32_e32 v10, 12, v22
	v_ashrrev_i32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v17, 31, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[2:3], null, v10, s22, v[9:10]
	v_lshlrev_b64 v[10:11], 2, v[18:19]
	v_or_b32_e32 v3, 14, v22
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[0:1], 2, v[16:17]
	v_ashrrev_i32_e32 v21, 31, v20
	v_mad_u64_u32 v[12:13], null, v3, s22, v[9:10]
	v_ashrrev_i32_e32 v3, 31, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_u32 v0, vcc_lo, s20, v0
	v_lshlrev_b64 v[14:15], 2, v[20:21]
	v_add_co_ci_u32_e32 v1, vcc_lo, s21, v1, vcc_lo
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_co_u32 v9, vcc_lo, s20, v10
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_ci_u32_e32 v10, vcc_lo, s21, v11, vcc_lo
	v_add_co_u32 v14, vcc_lo, s20, v14
	v_lshlrev_b64 v[11:12], 2, v[12:13]
	v_add_co_ci_u32_e32 v15, vcc_lo, s21, v15, vcc_lo
	v_add_co_u32 v2, vcc_lo, s20, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s21, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v11, vcc_lo, s20, v11
	v_add_co_ci_u32_e32 v12, vcc_lo, s21, v12, vcc_lo
	s_clause 0x4
	global_store_b32 v[0:1], v4, off
	global_store_b32 v[9:10], v5, off
	global_store_b32 v[14:15], v6, off
	global_store_b32 v[2:3], v7, off
	global_store_b32 v[11:12], v8, off
.LBB1_9:                                ; %.loopexit
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
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
		.amdhsa_next_free_vgpr 59
		.amdhsa_next_free_sgpr 40
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
.Lfunc_end1:
	.size	_Z12mm_i8_tile16PKaS0_Piiii, .Lfunc_end1-_Z12mm_i8_tile16PKaS0_Piiii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1404
; NumSgprs: 42
; NumVgprs: 59
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 59
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
	.type	__hip_cuid_65da1dc9cab94a74,@object ; @__hip_cuid_65da1dc9cab94a74
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_65da1dc9cab94a74
__hip_cuid_65da1dc9cab94a74:
	.byte	0                               ; 0x0
	.size	__hip_cuid_65da1dc9cab94a74, 1

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
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
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         _Z13mm_f16_tile32PKDF16_S0_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     48
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
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         _Z12mm_i8_tile16PKaS0_Piiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     59
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
