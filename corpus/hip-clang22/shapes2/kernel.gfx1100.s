	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.text
	.protected	_Z9h2_colfmaPKDv2_DF16_S1_PS_iii ; -- Begin function _Z9h2_colfmaPKDv2_DF16_S1_PS_iii
	.globl	_Z9h2_colfmaPKDv2_DF16_S1_PS_iii
	.p2align	8
	.type	_Z9h2_colfmaPKDv2_DF16_S1_PS_iii,@function
_Z9h2_colfmaPKDv2_DF16_S1_PS_iii:       ; @_Z9h2_colfmaPKDv2_DF16_S1_PS_iii
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x34
	s_load_b128 s[8:11], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_u64_u32 v[1:2], null, s15, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_i32_e64 s10, v1
	s_cbranch_execz .LBB0_7
; %bb.1:                                ; %.preheader
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	s_cmp_lt_i32 s8, 2
	s_cbranch_scc1 .LBB0_8
; %bb.2:                                ; %.lr.ph.preheader
	s_ashr_i32 s3, s9, 31
	s_mov_b32 s2, s9
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v4, 0
	s_lshl_b64 s[10:11], s[2:3], 2
	s_lshl_b32 s3, s9, 1
	s_waitcnt lgkmcnt(0)
	s_add_u32 s12, s6, 4
	s_addc_u32 s13, s7, 0
	s_mov_b32 s2, 0
	.p2align	6
.LBB0_3:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	s_add_u32 s14, s12, -4
	s_addc_u32 s15, s13, -1
	s_mov_b32 s16, s2
	s_load_b64 s[14:15], s[14:15], 0x0
	v_lshlrev_b64 v[5:6], 2, v[2:3]
	s_add_i32 s2, s2, 2
	s_add_i32 s16, s16, 3
	v_add_nc_u32_e32 v2, s3, v2
	s_add_u32 s12, s12, 8
	s_addc_u32 s13, s13, 0
	v_add_co_u32 v5, vcc_lo, s4, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s5, v6, vcc_lo
	s_cmp_lt_i32 s16, s8
	v_add_co_u32 v7, vcc_lo, v5, s10
	v_add_co_ci_u32_e64 v8, null, s11, v6, vcc_lo
	s_clause 0x1
	global_load_b32 v3, v[5:6], off
	global_load_b32 v5, v[7:8], off
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_pk_fma_f16 v4, v3, s14, v4
	s_waitcnt vmcnt(0)
	v_pk_fma_f16 v0, v5, s15, v0
	s_cbranch_scc1 .LBB0_3
; %bb.4:                                ; %._crit_edge
	s_cmp_ge_i32 s2, s8
	s_cbranch_scc1 .LBB0_6
.LBB0_5:
	v_mad_u64_u32 v[2:3], null, s2, s9, v[1:2]
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, s3
	v_ashrrev_i32_e32 v3, 31, v2
	s_load_b32 s2, s[2:3], 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32 v2, vcc_lo, s4, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s5, v3, vcc_lo
	global_load_b32 v2, v[2:3], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_fma_f16 v4, v2, s2, v4
.LBB0_6:
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_pk_add_f16 v3, v0, v4
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s0, v1
	v_add_co_ci_u32_e64 v1, null, s1, v2, vcc_lo
	global_store_b32 v[0:1], v3, off
.LBB0_7:
	s_endpgm
.LBB0_8:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v4, 0
	s_mov_b32 s2, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_i32 s2, s8
	s_cbranch_scc0 .LBB0_5
	s_branch .LBB0_6
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9h2_colfmaPKDv2_DF16_S1_PS_iii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 17
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
		.amdhsa_inst_pref_size 4
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
	.size	_Z9h2_colfmaPKDv2_DF16_S1_PS_iii, .Lfunc_end0-_Z9h2_colfmaPKDv2_DF16_S1_PS_iii
                                        ; -- End function
	.set _Z9h2_colfmaPKDv2_DF16_S1_PS_iii.num_vgpr, 9
	.set _Z9h2_colfmaPKDv2_DF16_S1_PS_iii.num_agpr, 0
	.set _Z9h2_colfmaPKDv2_DF16_S1_PS_iii.numbered_sgpr, 17
	.set _Z9h2_colfmaPKDv2_DF16_S1_PS_iii.num_named_barrier, 0
	.set _Z9h2_colfmaPKDv2_DF16_S1_PS_iii.private_seg_size, 0
	.set _Z9h2_colfmaPKDv2_DF16_S1_PS_iii.uses_vcc, 1
	.set _Z9h2_colfmaPKDv2_DF16_S1_PS_iii.uses_flat_scratch, 0
	.set _Z9h2_colfmaPKDv2_DF16_S1_PS_iii.has_dyn_sized_stack, 0
	.set _Z9h2_colfmaPKDv2_DF16_S1_PS_iii.has_recursion, 0
	.set _Z9h2_colfmaPKDv2_DF16_S1_PS_iii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 464
; TotalNumSgprs: 19
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 9
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z9bf16_gemvPKtS0_Pfii  ; -- Begin function _Z9bf16_gemvPKtS0_Pfii
	.globl	_Z9bf16_gemvPKtS0_Pfii
	.p2align	8
	.type	_Z9bf16_gemvPKtS0_Pfii,@function
_Z9bf16_gemvPKtS0_Pfii:                 ; @_Z9bf16_gemvPKtS0_Pfii
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x2c
	s_load_b64 s[6:7], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_u64_u32 v[1:2], null, s15, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_i32_e64 s6, v1
	s_cbranch_execz .LBB1_6
; %bb.1:                                ; %.preheader
	s_load_b64 s[4:5], s[0:1], 0x10
	s_cmp_lt_i32 s7, 1
	s_cbranch_scc1 .LBB1_4
; %bb.2:                                ; %.lr.ph
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mul_lo_u32 v2, v1, s7
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, v3, vcc_lo
	.p2align	6
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	global_load_u16 v5, v[2:3], off
	global_load_u16 v6, v4, s[2:3]
	v_add_co_u32 v2, vcc_lo, v2, 2
	s_add_i32 s7, s7, -1
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_add_u32 s2, s2, 2
	s_addc_u32 s3, s3, 0
	s_cmp_eq_u32 s7, 0
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v5, 16, v5
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v6, 16, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v0, v5, v6
	s_cbranch_scc0 .LBB1_3
	s_branch .LBB1_5
.LBB1_4:
	v_mov_b32_e32 v0, 0
.LBB1_5:                                ; %Flow31
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s5, v2, vcc_lo
	global_store_b32 v[1:2], v0, off
.LBB1_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9bf16_gemvPKtS0_Pfii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
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
.Lfunc_end1:
	.size	_Z9bf16_gemvPKtS0_Pfii, .Lfunc_end1-_Z9bf16_gemvPKtS0_Pfii
                                        ; -- End function
	.set _Z9bf16_gemvPKtS0_Pfii.num_vgpr, 7
	.set _Z9bf16_gemvPKtS0_Pfii.num_agpr, 0
	.set _Z9bf16_gemvPKtS0_Pfii.numbered_sgpr, 16
	.set _Z9bf16_gemvPKtS0_Pfii.num_named_barrier, 0
	.set _Z9bf16_gemvPKtS0_Pfii.private_seg_size, 0
	.set _Z9bf16_gemvPKtS0_Pfii.uses_vcc, 1
	.set _Z9bf16_gemvPKtS0_Pfii.uses_flat_scratch, 0
	.set _Z9bf16_gemvPKtS0_Pfii.has_dyn_sized_stack, 0
	.set _Z9bf16_gemvPKtS0_Pfii.has_recursion, 0
	.set _Z9bf16_gemvPKtS0_Pfii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 276
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
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z9dot4_loopPKiS0_PiPjii ; -- Begin function _Z9dot4_loopPKiS0_PiPjii
	.globl	_Z9dot4_loopPKiS0_PiPjii
	.p2align	8
	.type	_Z9dot4_loopPKiS0_PiPjii,@function
_Z9dot4_loopPKiS0_PiPjii:               ; @_Z9dot4_loopPKiS0_PiPjii
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x34
	s_load_b64 s[8:9], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_u64_u32 v[1:2], null, s15, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_i32_e64 s9, v1
	s_cbranch_execz .LBB2_6
; %bb.1:                                ; %.preheader
	s_load_b128 s[4:7], s[0:1], 0x10
	s_cmp_lt_i32 s8, 1
	s_cbranch_scc1 .LBB2_4
; %bb.2:                                ; %.lr.ph.preheader
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v4, 0
	.p2align	6
.LBB2_3:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_2)
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(0)
	s_load_b32 s10, s[2:3], 0x0
	s_add_i32 s8, s8, -1
	s_add_u32 s2, s2, 4
	s_addc_u32 s3, s3, 0
	v_lshlrev_b64 v[5:6], 2, v[2:3]
	v_add_nc_u32_e32 v2, s9, v2
	s_cmp_eq_u32 s8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, vcc_lo, s0, v5
	v_add_co_ci_u32_e64 v6, null, s1, v6, vcc_lo
	global_load_b32 v3, v[5:6], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_dot4_i32_iu8 v0, v3, s10, v0 neg_lo:[1,1,0]
	v_dot8_u32_u4 v4, v3, s10, v4
	s_cbranch_scc0 .LBB2_3
	s_branch .LBB2_5
.LBB2_4:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v4, 0
.LBB2_5:                                ; %Flow49
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v5, vcc_lo, s4, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s5, v2, vcc_lo
	v_add_co_u32 v1, vcc_lo, s6, v1
	v_add_co_ci_u32_e64 v2, null, s7, v2, vcc_lo
	global_store_b32 v[5:6], v0, off
	global_store_b32 v[1:2], v4, off
.LBB2_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9dot4_loopPKiS0_PiPjii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
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
.Lfunc_end2:
	.size	_Z9dot4_loopPKiS0_PiPjii, .Lfunc_end2-_Z9dot4_loopPKiS0_PiPjii
                                        ; -- End function
	.set _Z9dot4_loopPKiS0_PiPjii.num_vgpr, 7
	.set _Z9dot4_loopPKiS0_PiPjii.num_agpr, 0
	.set _Z9dot4_loopPKiS0_PiPjii.numbered_sgpr, 16
	.set _Z9dot4_loopPKiS0_PiPjii.num_named_barrier, 0
	.set _Z9dot4_loopPKiS0_PiPjii.private_seg_size, 0
	.set _Z9dot4_loopPKiS0_PiPjii.uses_vcc, 1
	.set _Z9dot4_loopPKiS0_PiPjii.uses_flat_scratch, 0
	.set _Z9dot4_loopPKiS0_PiPjii.has_dyn_sized_stack, 0
	.set _Z9dot4_loopPKiS0_PiPjii.has_recursion, 0
	.set _Z9dot4_loopPKiS0_PiPjii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 284
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
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z13mm_bf16_chainPKtS0_Pfiii ; -- Begin function _Z13mm_bf16_chainPKtS0_Pfiii
	.globl	_Z13mm_bf16_chainPKtS0_Pfiii
	.p2align	8
	.type	_Z13mm_bf16_chainPKtS0_Pfiii,@function
_Z13mm_bf16_chainPKtS0_Pfiii:           ; @_Z13mm_bf16_chainPKtS0_Pfiii
; %bb.0:
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_u32_e32 32, v0
	s_cbranch_execz .LBB3_9
; %bb.1:                                ; %.preheader56
	s_clause 0x2
	s_load_b64 s[2:3], s[0:1], 0x1c
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	v_and_b32_e32 v10, 15, v0
	s_lshl_b32 s8, s14, 4
	s_mov_b32 s9, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v11, s8, v10
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s3, 0
	s_cbranch_scc1 .LBB3_3
; %bb.2:                                ; %.preheader56..preheader_crit_edge
	v_or_b32_e32 v9, s8, v10
	s_branch .LBB3_4
.LBB3_3:
	s_mov_b32 s9, -1
                                        ; implicit-def: $vgpr9
.LBB3_4:                                ; %Flow127
	v_mov_b32_e32 v8, 0
	s_and_not1_b32 vcc_lo, exec_lo, s9
	s_lshl_b32 s10, s15, 4
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v5, v8
	v_mov_b32_e32 v4, v8
	v_mov_b32_e32 v3, v8
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v1, v8
	s_cbranch_vccnz .LBB3_8
; %bb.5:                                ; %.preheader55.lr.ph
	v_dual_mov_b32 v1, 0 :: v_dual_add_nc_u32 v2, s10, v10
	v_add_nc_u32_e32 v9, s8, v10
	s_ashr_i32 s13, s2, 31
	s_mov_b32 s12, s2
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_lo_u32 v12, s3, v2
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v8, v1
	s_lshl_b64 s[8:9], s[12:13], 1
	s_lshl_b32 s11, s2, 5
	s_mov_b32 s12, 0
.LBB3_6:                                ; %.preheader55
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v10, 31, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[13:14], 1, v[9:10]
	v_add_nc_u32_e32 v9, s11, v9
	v_add_co_u32 v13, vcc_lo, s6, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v14, null, s7, v14, vcc_lo
	v_add_co_u32 v45, vcc_lo, v13, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v46, null, s9, v14, vcc_lo
	global_load_d16_b16 v13, v[13:14], off
	v_add_co_u32 v15, vcc_lo, v45, s8
	v_add_co_ci_u32_e64 v16, null, s9, v46, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v47, vcc_lo, v15, s8
	v_add_co_ci_u32_e64 v48, null, s9, v16, vcc_lo
	global_load_d16_b16 v14, v[15:16], off
	v_add_co_u32 v17, vcc_lo, v47, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v18, null, s9, v48, vcc_lo
	v_add_co_u32 v49, vcc_lo, v17, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v50, null, s9, v18, vcc_lo
	global_load_d16_b16 v15, v[17:18], off
	v_add_co_u32 v19, vcc_lo, v49, s8
	v_add_co_ci_u32_e64 v20, null, s9, v50, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v51, vcc_lo, v19, s8
	v_add_co_ci_u32_e64 v52, null, s9, v20, vcc_lo
	global_load_d16_b16 v16, v[19:20], off
	v_add_co_u32 v21, vcc_lo, v51, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v22, null, s9, v52, vcc_lo
	v_add_co_u32 v53, vcc_lo, v21, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v54, null, s9, v22, vcc_lo
	global_load_d16_b16 v17, v[21:22], off
	v_add_co_u32 v23, vcc_lo, v53, s8
	v_add_co_ci_u32_e64 v24, null, s9, v54, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v55, vcc_lo, v23, s8
	v_add_co_ci_u32_e64 v56, null, s9, v24, vcc_lo
	global_load_d16_b16 v18, v[23:24], off
	v_add_co_u32 v25, vcc_lo, v55, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v26, null, s9, v56, vcc_lo
	v_add_co_u32 v57, vcc_lo, v25, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v58, null, s9, v26, vcc_lo
	global_load_d16_b16 v19, v[25:26], off
	v_add_co_u32 v27, vcc_lo, v57, s8
	v_add_co_ci_u32_e64 v28, null, s9, v58, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v59, vcc_lo, v27, s8
	v_add_co_ci_u32_e64 v60, null, s9, v28, vcc_lo
	global_load_d16_b16 v20, v[27:28], off
	v_add_co_u32 v29, vcc_lo, v59, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v30, null, s9, v60, vcc_lo
	v_add_co_u32 v61, vcc_lo, v29, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v62, null, s9, v30, vcc_lo
	global_load_d16_b16 v21, v[29:30], off
	v_add_co_u32 v31, vcc_lo, v61, s8
	v_add_co_ci_u32_e64 v32, null, s9, v62, vcc_lo
	v_add_nc_u32_e32 v29, s12, v12
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v63, vcc_lo, v31, s8
	v_add_co_ci_u32_e64 v64, null, s9, v32, vcc_lo
	global_load_d16_b16 v22, v[31:32], off
	v_add_co_u32 v33, vcc_lo, v63, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v34, null, s9, v64, vcc_lo
	v_ashrrev_i32_e32 v30, 31, v29
	v_add_co_u32 v65, vcc_lo, v33, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v66, null, s9, v34, vcc_lo
	global_load_d16_b16 v23, v[33:34], off
	v_add_co_u32 v35, vcc_lo, v65, s8
	v_add_co_ci_u32_e64 v36, null, s9, v66, vcc_lo
	v_lshlrev_b64 v[29:30], 1, v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v67, vcc_lo, v35, s8
	v_add_co_ci_u32_e64 v68, null, s9, v36, vcc_lo
	s_add_i32 s12, s12, 32
	v_add_co_u32 v37, vcc_lo, v67, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v38, null, s9, v68, vcc_lo
	s_cmp_lt_i32 s12, s3
	v_add_co_u32 v69, vcc_lo, v37, s8
	v_add_co_ci_u32_e64 v70, null, s9, v38, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v39, vcc_lo, v69, s8
	v_add_co_ci_u32_e64 v40, null, s9, v70, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v71, vcc_lo, v39, s8
	v_add_co_ci_u32_e64 v72, null, s9, v40, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v27, vcc_lo, v71, s8
	v_add_co_ci_u32_e64 v28, null, s9, v72, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v73, vcc_lo, v27, s8
	v_add_co_ci_u32_e64 v74, null, s9, v28, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v75, vcc_lo, v73, s8
	v_add_co_ci_u32_e64 v76, null, s9, v74, vcc_lo
	global_load_d16_b16 v24, v[35:36], off
	global_load_d16_b16 v25, v[37:38], off
	global_load_d16_b16 v26, v[39:40], off
	global_load_d16_b16 v27, v[27:28], off
	global_load_d16_b16 v28, v[75:76], off
	v_add_co_u32 v41, vcc_lo, s4, v29
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, null, s5, v30, vcc_lo
	s_clause 0x3
	global_load_b128 v[29:32], v[41:42], off
	global_load_b128 v[33:36], v[41:42], off offset:16
	global_load_b128 v[37:40], v[41:42], off offset:32
	global_load_b128 v[41:44], v[41:42], off offset:48
	v_add_co_u32 v75, vcc_lo, v75, s8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v76, null, s9, v76, vcc_lo
	s_clause 0x4
	global_load_d16_hi_b16 v13, v[45:46], off
	global_load_d16_hi_b16 v14, v[47:48], off
	global_load_d16_hi_b16 v15, v[49:50], off
	global_load_d16_hi_b16 v16, v[51:52], off
	global_load_d16_hi_b16 v17, v[53:54], off
	global_load_d16_hi_b16 v18, v[55:56], off
	global_load_d16_hi_b16 v19, v[57:58], off
	global_load_d16_hi_b16 v20, v[59:60], off
	global_load_d16_hi_b16 v21, v[61:62], off
	global_load_d16_hi_b16 v22, v[63:64], off
	global_load_d16_hi_b16 v23, v[65:66], off
	global_load_d16_hi_b16 v24, v[67:68], off
	global_load_d16_hi_b16 v25, v[69:70], off
	global_load_d16_hi_b16 v26, v[71:72], off
	global_load_d16_hi_b16 v27, v[73:74], off
	global_load_d16_hi_b16 v28, v[75:76], off
	s_waitcnt vmcnt(8)
	v_wmma_f32_16x16x16_bf16 v[1:8], v[29:36], v[13:20], v[1:8]
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_bf16 v[1:8], v[37:44], v[21:28], v[1:8]
	s_cbranch_scc1 .LBB3_6
; %bb.7:                                ; %Flow
	v_mov_b32_e32 v9, v11
.LBB3_8:                                ; %.preheader
	v_lshrrev_b32_e32 v0, 4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v22, s10, v0
	v_mad_u64_u32 v[10:11], null, v22, s2, v[9:10]
	v_or_b32_e32 v0, 2, v22
	v_or_b32_e32 v16, 4, v22
	v_or_b32_e32 v20, 8, v22
	v_or_b32_e32 v23, 10, v22
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[12:13], null, v0, s2, v[9:10]
	v_mad_u64_u32 v[14:15], null, v16, s2, v[9:10]
	v_or_b32_e32 v0, 6, v22
	v_ashrrev_i32_e32 v11, 31, v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ashrrev_i32_e32 v13, 31, v12
	v_mad_u64_u32 v[16:17], null, v0, s2, v[9:10]
	v_ashrrev_i32_e32 v15, 31, v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_ashrrev_i32_e32 v17, 31, v16
	v_mad_u64_u32 v[18:19], null, v20, s2, v[9:10]
	v_add_co_u32 v10, vcc_lo, s0, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, s1, v11, vcc_lo
	v_add_co_u32 v12, vcc_lo, s0, v12
	v_add_co_ci_u32_e64 v13, null, s1, v13, vcc_lo
	v_add_co_u32 v14, vcc_lo, s0, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, s1, v15, vcc_lo
	v_mad_u64_u32 v[20:21], null, v23, s2, v[9:10]
	s_clause 0x2
	global_store_b32 v[10:11], v1, off
	global_store_b32 v[12:13], v2, off
	global_store_b32 v[14:15], v3, off
	v_or_b32_e32 v10, 12, v22
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64 v[0:1], 2, v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[2:3], null, v10, s2, v[9:10]
	v_lshlrev_b64 v[10:11], 2, v[18:19]
	v_or_b32_e32 v3, 14, v22
	v_ashrrev_i32_e32 v21, 31, v20
	v_add_co_u32 v0, vcc_lo, s0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	v_mad_u64_u32 v[12:13], null, v3, s2, v[9:10]
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[14:15], 2, v[20:21]
	v_add_co_u32 v9, vcc_lo, s0, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, s1, v11, vcc_lo
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32 v14, vcc_lo, s0, v14
	v_add_co_ci_u32_e64 v15, null, s1, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[11:12], 2, v[12:13]
	v_add_co_u32 v2, vcc_lo, s0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v3, null, s1, v3, vcc_lo
	v_add_co_u32 v11, vcc_lo, s0, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v12, null, s1, v12, vcc_lo
	s_clause 0x4
	global_store_b32 v[0:1], v4, off
	global_store_b32 v[9:10], v5, off
	global_store_b32 v[14:15], v6, off
	global_store_b32 v[2:3], v7, off
	global_store_b32 v[11:12], v8, off
.LBB3_9:                                ; %.loopexit
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13mm_bf16_chainPKtS0_Pfiii
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
		.amdhsa_next_free_vgpr 77
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
	.text
.Lfunc_end3:
	.size	_Z13mm_bf16_chainPKtS0_Pfiii, .Lfunc_end3-_Z13mm_bf16_chainPKtS0_Pfiii
                                        ; -- End function
	.set _Z13mm_bf16_chainPKtS0_Pfiii.num_vgpr, 77
	.set _Z13mm_bf16_chainPKtS0_Pfiii.num_agpr, 0
	.set _Z13mm_bf16_chainPKtS0_Pfiii.numbered_sgpr, 16
	.set _Z13mm_bf16_chainPKtS0_Pfiii.num_named_barrier, 0
	.set _Z13mm_bf16_chainPKtS0_Pfiii.private_seg_size, 0
	.set _Z13mm_bf16_chainPKtS0_Pfiii.uses_vcc, 1
	.set _Z13mm_bf16_chainPKtS0_Pfiii.uses_flat_scratch, 0
	.set _Z13mm_bf16_chainPKtS0_Pfiii.has_dyn_sized_stack, 0
	.set _Z13mm_bf16_chainPKtS0_Pfiii.has_recursion, 0
	.set _Z13mm_bf16_chainPKtS0_Pfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1664
; TotalNumSgprs: 18
; NumVgprs: 77
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 77
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
	.protected	_Z13atomic_scopesPKiPiS1_S1_ii ; -- Begin function _Z13atomic_scopesPKiPiS1_S1_ii
	.globl	_Z13atomic_scopesPKiPiS1_S1_ii
	.p2align	8
	.type	_Z13atomic_scopesPKiPiS1_S1_ii,@function
_Z13atomic_scopesPKiPiS1_S1_ii:         ; @_Z13atomic_scopesPKiPiS1_S1_ii
; %bb.0:
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_mov_b32 s2, s15
	s_and_saveexec_b32 s3, vcc_lo
; %bb.1:
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s3
	s_load_b256 s[4:11], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cmp_lt_i32 s10, 1
	s_cbranch_scc1 .LBB4_18
; %bb.3:                                ; %.lr.ph
	s_clause 0x1
	s_load_b32 s3, s[0:1], 0x34
	s_load_b64 s[12:13], s[0:1], 0x0
	s_mov_b32 s15, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s14, s15
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s3, 0xffff
	v_mad_u64_u32 v[1:2], null, s2, s0, v[0:1]
	v_mov_b32_e32 v0, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_gt_i32_e64 s0, s11, v1
	s_branch .LBB4_5
.LBB4_4:                                ;   in Loop: Header=BB4_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s1
	s_add_i32 s14, s14, 1
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_cmp_eq_u32 s14, s10
	s_cbranch_scc1 .LBB4_18
.LBB4_5:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB4_11 Depth 2
                                        ;     Child Loop BB4_15 Depth 2
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_2)
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB4_7
; %bb.6:                                ;   in Loop: Header=BB4_5 Depth=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[2:3], null, s14, s11, v[1:2]
	v_ashrrev_i32_e32 v3, 31, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32 v2, s1, s12, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s13, v3, s1
	global_load_b32 v2, v[2:3], off
.LBB4_7:                                ;   in Loop: Header=BB4_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s3, exec_lo
	s_waitcnt vmcnt(0)
	v_cmpx_lt_i32_e32 0, v2
	s_cbranch_execz .LBB4_10
; %bb.8:                                ;   in Loop: Header=BB4_5 Depth=1
	s_mov_b32 s16, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v3, s16, 0
	v_cmp_eq_u32_e64 s1, 0, v3
	s_and_b32 s1, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 exec_lo, s1
; %bb.9:                                ;   in Loop: Header=BB4_5 Depth=1
	s_bcnt1_i32_b32 s1, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v3, s1
	ds_add_u32 v0, v3
.LBB4_10:                               ;   in Loop: Header=BB4_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s1, exec_lo
	s_mov_b32 s3, 0
.LBB4_11:                               ; %ComputeLoop
                                        ;   Parent Loop BB4_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_ctz_i32_b32 s16, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s17, v2, s16
	s_lshl_b32 s16, 1, s16
	s_add_i32 s3, s3, s17
	s_and_not1_b32 s1, s1, s16
	s_cbranch_scc1 .LBB4_11
; %bb.12:                               ; %ComputeEnd
                                        ;   in Loop: Header=BB4_5 Depth=1
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_eq_u32_e64 s1, 0, v3
	s_and_saveexec_b32 s16, s1
	s_xor_b32 s1, exec_lo, s16
	s_cbranch_execz .LBB4_14
; %bb.13:                               ;   in Loop: Header=BB4_5 Depth=1
	s_lshl_b64 s[16:17], s[14:15], 2
	v_mov_b32_e32 v3, s3
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	global_atomic_add_u32 v0, v3, s[16:17]
.LBB4_14:                               ;   in Loop: Header=BB4_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s1, exec_lo
	s_brev_b32 s3, 1
.LBB4_15:                               ; %ComputeLoop35
                                        ;   Parent Loop BB4_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_ctz_i32_b32 s16, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s17, v2, s16
	s_lshl_b32 s16, 1, s16
	s_max_i32 s3, s3, s17
	s_and_not1_b32 s1, s1, s16
	s_cbranch_scc1 .LBB4_15
; %bb.16:                               ; %ComputeEnd36
                                        ;   in Loop: Header=BB4_5 Depth=1
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_eq_u32_e64 s1, 0, v2
	s_and_saveexec_b32 s16, s1
	s_xor_b32 s1, exec_lo, s16
	s_cbranch_execz .LBB4_4
; %bb.17:                               ;   in Loop: Header=BB4_5 Depth=1
	s_lshl_b64 s[16:17], s[14:15], 2
	v_mov_b32_e32 v2, s3
	s_add_u32 s16, s6, s16
	s_addc_u32 s17, s7, s17
	global_atomic_max_i32 v0, v2, s[16:17]
	s_branch .LBB4_4
.LBB4_18:                               ; %._crit_edge
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB4_20
; %bb.19:
	v_mov_b32_e32 v0, 0
	buffer_gl1_inv
	buffer_gl0_inv
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[2:3], 2
	ds_load_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	buffer_gl0_inv
	s_add_u32 s0, s8, s0
	s_addc_u32 s1, s9, s1
	v_add_nc_u32_e32 v1, 1, v1
	global_store_b32 v0, v1, s[0:1]
.LBB4_20:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13atomic_scopesPKiPiS1_S1_ii
		.amdhsa_group_segment_fixed_size 4
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
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
		.amdhsa_inst_pref_size 5
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
	.size	_Z13atomic_scopesPKiPiS1_S1_ii, .Lfunc_end4-_Z13atomic_scopesPKiPiS1_S1_ii
                                        ; -- End function
	.set _Z13atomic_scopesPKiPiS1_S1_ii.num_vgpr, 4
	.set _Z13atomic_scopesPKiPiS1_S1_ii.num_agpr, 0
	.set _Z13atomic_scopesPKiPiS1_S1_ii.numbered_sgpr, 18
	.set _Z13atomic_scopesPKiPiS1_S1_ii.num_named_barrier, 0
	.set _Z13atomic_scopesPKiPiS1_S1_ii.private_seg_size, 0
	.set _Z13atomic_scopesPKiPiS1_S1_ii.uses_vcc, 1
	.set _Z13atomic_scopesPKiPiS1_S1_ii.uses_flat_scratch, 0
	.set _Z13atomic_scopesPKiPiS1_S1_ii.has_dyn_sized_stack, 0
	.set _Z13atomic_scopesPKiPiS1_S1_ii.has_recursion, 0
	.set _Z13atomic_scopesPKiPiS1_S1_ii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 624
; TotalNumSgprs: 20
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 4
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z13shfl_down_sumPKfPfPii ; -- Begin function _Z13shfl_down_sumPKfPfPii
	.globl	_Z13shfl_down_sumPKfPfPii
	.p2align	8
	.type	_Z13shfl_down_sumPKfPfPii,@function
_Z13shfl_down_sumPKfPfPii:              ; @_Z13shfl_down_sumPKfPfPii
; %bb.0:
	s_clause 0x2
	s_load_b32 s2, s[0:1], 0x2c
	s_load_b32 s3, s[0:1], 0x18
	s_load_b64 s[4:5], s[0:1], 0x0
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, s15, s2, v[0:1]
	v_cmp_gt_i32_e64 s2, s3, v1
	v_ashrrev_i32_e32 v2, 31, v1
	v_cmp_le_i32_e32 vcc_lo, s3, v1
	s_and_saveexec_b32 s6, s2
	s_cbranch_execz .LBB5_2
; %bb.1:
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[4:5], 2, v[1:2]
	v_add_co_u32 v4, s3, s4, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s5, v5, s3
	global_load_b32 v4, v[4:5], off
.LBB5_2:
	s_or_b32 exec_lo, exec_lo, s6
	v_mbcnt_lo_u32_b32 v5, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v6, 31, v5
	v_and_b32_e32 v7, 16, v6
	v_cmp_gt_u32_e64 s3, 8, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_lshl_u32 v7, v7, v5, 2
	v_cndmask_b32_e64 v8, 8, 0, s3
	v_cmp_gt_u32_e64 s3, 4, v6
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v7, v7, v4
	v_add_lshl_u32 v8, v8, v5, 2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v7
	ds_bpermute_b32 v7, v8, v4
	v_cndmask_b32_e64 v8, 4, 0, s3
	v_cmp_gt_u32_e64 s3, 2, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_lshl_u32 v8, v8, v5, 2
	v_cndmask_b32_e64 v6, 2, 0, s3
	v_cmp_ne_u32_e64 s3, 31, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_lshl_u32 v6, v6, v5, 2
	v_add_co_ci_u32_e64 v5, null, 0, v5, s3
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_add_f32 v4, v4, v7 :: v_dual_lshlrev_b32 v5, 2, v5
	ds_bpermute_b32 v7, v8, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v7
	ds_bpermute_b32 v6, v6, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v6
	ds_bpermute_b32 v5, v5, v4
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB5_4
; %bb.3:
	v_lshlrev_b64 v[6:7], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s2, s4, v6
	v_add_co_ci_u32_e64 v7, null, s5, v7, s2
	global_load_b32 v3, v[6:7], off
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e64 s2, 0, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v3, 0, 1, s2
.LBB5_4:
	s_or_b32 exec_lo, exec_lo, s3
	v_and_b32_e32 v0, 31, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_ne_u32_e64 s2, 0, v3
	s_xor_b32 s4, vcc_lo, -1
	v_cmp_eq_u32_e64 s3, 0, v0
	s_and_b32 s3, s3, s4
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB5_6
; %bb.5:
	v_lshrrev_b32_e32 v0, 27, v2
	s_load_b128 s[4:7], s[0:1], 0x8
	s_bcnt1_i32_b32 s0, s2
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v4, v4, v5 :: v_dual_mov_b32 v5, s0
	v_add_nc_u32_e32 v0, v1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v0, 5, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v2, vcc_lo, s4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s5, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s6, v0
	v_add_co_ci_u32_e64 v1, null, s7, v1, vcc_lo
	global_store_b32 v[2:3], v4, off
	global_store_b32 v[0:1], v5, off
.LBB5_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13shfl_down_sumPKfPfPii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 9
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
		.amdhsa_inst_pref_size 5
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
	.size	_Z13shfl_down_sumPKfPfPii, .Lfunc_end5-_Z13shfl_down_sumPKfPfPii
                                        ; -- End function
	.set _Z13shfl_down_sumPKfPfPii.num_vgpr, 9
	.set _Z13shfl_down_sumPKfPfPii.num_agpr, 0
	.set _Z13shfl_down_sumPKfPfPii.numbered_sgpr, 16
	.set _Z13shfl_down_sumPKfPfPii.num_named_barrier, 0
	.set _Z13shfl_down_sumPKfPfPii.private_seg_size, 0
	.set _Z13shfl_down_sumPKfPfPii.uses_vcc, 1
	.set _Z13shfl_down_sumPKfPfPii.uses_flat_scratch, 0
	.set _Z13shfl_down_sumPKfPfPii.has_dyn_sized_stack, 0
	.set _Z13shfl_down_sumPKfPfPii.has_recursion, 0
	.set _Z13shfl_down_sumPKfPfPii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 564
; TotalNumSgprs: 18
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 9
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z8rfl_rowsPKfPKiPfii   ; -- Begin function _Z8rfl_rowsPKfPKiPfii
	.globl	_Z8rfl_rowsPKfPKiPfii
	.p2align	8
	.type	_Z8rfl_rowsPKfPKiPfii,@function
_Z8rfl_rowsPKfPKiPfii:                  ; @_Z8rfl_rowsPKfPKiPfii
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x2c
	s_load_b128 s[4:7], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_cmp_lt_i32 s6, 1
	v_mad_u64_u32 v[1:2], null, s15, s2, v[0:1]
	s_cbranch_scc1 .LBB6_10
; %bb.1:                                ; %.lr.ph
	s_load_b128 s[8:11], s[0:1], 0x0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v2, 0
	s_mov_b32 s1, 0
	v_cmp_le_i32_e32 vcc_lo, s7, v1
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB6_3
	.p2align	6
.LBB6_2:                                ;   in Loop: Header=BB6_3 Depth=1
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_eq_u32_e64 s0, s6, v2
	s_add_u32 s10, s10, 4
	s_addc_u32 s11, s11, 0
	s_or_b32 s1, s0, s1
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execz .LBB6_7
.LBB6_3:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	s_load_b32 s0, s[10:11], 0x0
	v_add_nc_u32_e32 v3, 1, v2
	s_and_saveexec_b32 s2, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s2
; %bb.4:                                ; %._crit_edge26
                                        ;   in Loop: Header=BB6_3 Depth=1
	v_add_nc_u32_e32 v2, 1, v2
                                        ; implicit-def: $vgpr3
; %bb.5:                                ; %Flow
                                        ;   in Loop: Header=BB6_3 Depth=1
	s_and_not1_saveexec_b32 s2, s2
	s_cbranch_execz .LBB6_2
; %bb.6:                                ;   in Loop: Header=BB6_3 Depth=1
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[4:5], null, s0, s7, v[1:2]
	v_ashrrev_i32_e32 v5, 31, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32 v4, s0, s8, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s9, v5, s0
	global_load_b32 v2, v[4:5], off
	v_cvt_f32_u32_e32 v4, v3
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v0, v2, v4
	v_mov_b32_e32 v2, v3
	s_branch .LBB6_2
.LBB6_7:                                ; %Flow35
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_i32_e64 s7, v1
	s_cbranch_execz .LBB6_9
.LBB6_8:
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s5, v2, vcc_lo
	global_store_b32 v[1:2], v0, off
.LBB6_9:
	s_endpgm
.LBB6_10:
	v_mov_b32_e32 v0, 0
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_i32_e64 s7, v1
	s_cbranch_execnz .LBB6_8
	s_branch .LBB6_9
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z8rfl_rowsPKfPKiPfii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
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
.Lfunc_end6:
	.size	_Z8rfl_rowsPKfPKiPfii, .Lfunc_end6-_Z8rfl_rowsPKfPKiPfii
                                        ; -- End function
	.set _Z8rfl_rowsPKfPKiPfii.num_vgpr, 6
	.set _Z8rfl_rowsPKfPKiPfii.num_agpr, 0
	.set _Z8rfl_rowsPKfPKiPfii.numbered_sgpr, 16
	.set _Z8rfl_rowsPKfPKiPfii.num_named_barrier, 0
	.set _Z8rfl_rowsPKfPKiPfii.private_seg_size, 0
	.set _Z8rfl_rowsPKfPKiPfii.uses_vcc, 1
	.set _Z8rfl_rowsPKfPKiPfii.uses_flat_scratch, 0
	.set _Z8rfl_rowsPKfPKiPfii.has_dyn_sized_stack, 0
	.set _Z8rfl_rowsPKfPKiPfii.has_recursion, 0
	.set _Z8rfl_rowsPKfPKiPfii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 340
; TotalNumSgprs: 18
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 6
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z7u64_mixPKyPyii       ; -- Begin function _Z7u64_mixPKyPyii
	.globl	_Z7u64_mixPKyPyii
	.p2align	8
	.type	_Z7u64_mixPKyPyii,@function
_Z7u64_mixPKyPyii:                      ; @_Z7u64_mixPKyPyii
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x24
	s_load_b64 s[4:5], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_u64_u32 v[4:5], null, s15, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_i32_e64 s5, v4
	s_cbranch_execz .LBB7_6
; %bb.1:
	s_load_b64 s[2:3], s[0:1], 0x8
	v_ashrrev_i32_e32 v5, 31, v4
	v_xor_b32_e32 v2, 0x7f4a7c15, v4
	s_cmp_lt_i32 s4, 1
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b64 v[0:1], 3, v[4:5]
	v_xor_b32_e32 v3, 0x9e3779b9, v5
	s_cbranch_scc1 .LBB7_5
; %bb.2:                                ; %.lr.ph
	s_load_b64 s[0:1], s[0:1], 0x0
	s_ashr_i32 s7, s5, 31
	s_mov_b32 s6, s5
	s_mov_b32 s5, 0
	s_lshl_b64 s[6:7], s[6:7], 3
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc_lo, s0, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s1, v1, vcc_lo
	s_mov_b32 s1, -2
	.p2align	6
.LBB7_3:                                ; =>This Inner Loop Header: Depth=1
	global_load_b64 v[6:7], v[4:5], off
	v_add_co_u32 v4, s0, v4, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v5, null, s7, v5, s0
	s_add_i32 s4, s4, -1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v7, v3
	v_xor_b32_e32 v6, v6, v2
	v_mul_lo_u32 v7, 0x1b3, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[2:3], null, 0x1b3, v6, 0
	v_lshlrev_b32_e32 v6, 8, v6
	v_add3_u32 v3, v3, v6, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b64 v[6:7], 29, v[2:3]
	v_xor_b32_e32 v2, v6, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v6, v7, v3
	v_add_co_u32 v2, vcc_lo, s5, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s1, v6, vcc_lo
	s_add_i32 s1, s1, 2
	s_cmp_eq_u32 s4, 0
	v_add_nc_u32_e32 v3, 2, v3
	s_cbranch_scc0 .LBB7_3
; %bb.4:                                ; %Flow
	v_add_co_ci_u32_e64 v3, null, s1, v6, vcc_lo
.LBB7_5:                                ; %Flow34
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e64 v1, null, s3, v1, vcc_lo
	global_store_b64 v[0:1], v[2:3], off
.LBB7_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7u64_mixPKyPyii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
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
.Lfunc_end7:
	.size	_Z7u64_mixPKyPyii, .Lfunc_end7-_Z7u64_mixPKyPyii
                                        ; -- End function
	.set _Z7u64_mixPKyPyii.num_vgpr, 8
	.set _Z7u64_mixPKyPyii.num_agpr, 0
	.set _Z7u64_mixPKyPyii.numbered_sgpr, 16
	.set _Z7u64_mixPKyPyii.num_named_barrier, 0
	.set _Z7u64_mixPKyPyii.private_seg_size, 0
	.set _Z7u64_mixPKyPyii.uses_vcc, 1
	.set _Z7u64_mixPKyPyii.uses_flat_scratch, 0
	.set _Z7u64_mixPKyPyii.has_dyn_sized_stack, 0
	.set _Z7u64_mixPKyPyii.has_recursion, 0
	.set _Z7u64_mixPKyPyii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 348
; TotalNumSgprs: 18
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 8
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z5dcol2PKdS0_Pdiii     ; -- Begin function _Z5dcol2PKdS0_Pdiii
	.globl	_Z5dcol2PKdS0_Pdiii
	.p2align	8
	.type	_Z5dcol2PKdS0_Pdiii,@function
_Z5dcol2PKdS0_Pdiii:                    ; @_Z5dcol2PKdS0_Pdiii
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x34
	s_load_b128 s[4:7], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_u64_u32 v[1:2], null, s15, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_i32_e64 s6, v1
	s_cbranch_execz .LBB8_7
; %bb.1:                                ; %.preheader
	s_load_b64 s[6:7], s[0:1], 0x10
	s_cmp_lt_i32 s4, 1
	s_cbranch_scc1 .LBB8_5
; %bb.2:                                ; %.lr.ph.preheader
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v2, 0
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, v1
	.p2align	6
.LBB8_3:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1)
	v_ashrrev_i32_e32 v7, 31, v6
	s_waitcnt lgkmcnt(0)
	s_load_b64 s[8:9], s[2:3], 0x0
	s_add_i32 s4, s4, -1
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	v_lshlrev_b64 v[7:8], 3, v[6:7]
	v_add_nc_u32_e32 v6, s5, v6
	s_cmp_eq_u32 s4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v7, vcc_lo, s0, v7
	v_add_co_ci_u32_e64 v8, null, s1, v8, vcc_lo
	global_load_b64 v[7:8], v[7:8], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_f64 v[4:5], v[7:8], s[8:9], v[4:5]
	v_fma_f64 v[2:3], v[7:8], v[7:8], v[2:3]
	s_cbranch_scc0 .LBB8_3
; %bb.4:                                ; %._crit_edge.loopexit
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_f64 v[3:4], v[2:3], 0.5, v[4:5]
	s_branch .LBB8_6
.LBB8_5:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
.LBB8_6:                                ; %Flow
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 3, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc_lo, s6, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s7, v1, vcc_lo
	global_store_b64 v[0:1], v[3:4], off
.LBB8_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z5dcol2PKdS0_Pdiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 9
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
.Lfunc_end8:
	.size	_Z5dcol2PKdS0_Pdiii, .Lfunc_end8-_Z5dcol2PKdS0_Pdiii
                                        ; -- End function
	.set _Z5dcol2PKdS0_Pdiii.num_vgpr, 9
	.set _Z5dcol2PKdS0_Pdiii.num_agpr, 0
	.set _Z5dcol2PKdS0_Pdiii.numbered_sgpr, 16
	.set _Z5dcol2PKdS0_Pdiii.num_named_barrier, 0
	.set _Z5dcol2PKdS0_Pdiii.private_seg_size, 0
	.set _Z5dcol2PKdS0_Pdiii.uses_vcc, 1
	.set _Z5dcol2PKdS0_Pdiii.uses_flat_scratch, 0
	.set _Z5dcol2PKdS0_Pdiii.has_dyn_sized_stack, 0
	.set _Z5dcol2PKdS0_Pdiii.has_recursion, 0
	.set _Z5dcol2PKdS0_Pdiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 280
; TotalNumSgprs: 18
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 9
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z12bound_reloadPKfPKiPfii ; -- Begin function _Z12bound_reloadPKfPKiPfii
	.globl	_Z12bound_reloadPKfPKiPfii
	.p2align	8
	.type	_Z12bound_reloadPKfPKiPfii,@function
_Z12bound_reloadPKfPKiPfii:             ; @_Z12bound_reloadPKfPKiPfii
; %bb.0:
	s_clause 0x1
	s_load_b32 s4, s[0:1], 0x2c
	s_load_b64 s[2:3], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, s15, s4, v[0:1]
	v_cmp_gt_i32_e32 vcc_lo, s3, v1
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB9_6
; %bb.1:                                ; %.preheader
	s_load_b128 s[4:7], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_load_b32 s3, s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s3, 1
	s_cbranch_scc1 .LBB9_4
; %bb.2:                                ; %.lr.ph.preheader
	s_load_b64 s[0:1], s[0:1], 0x0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v2, v1
	s_add_u32 s4, s4, 4
	s_addc_u32 s5, s5, 0
	s_mov_b32 s3, 0
	.p2align	6
.LBB9_3:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1)
	v_ashrrev_i32_e32 v3, 31, v2
	s_load_b32 s8, s[4:5], 0x0
	s_add_i32 s3, s3, 1
	s_add_u32 s4, s4, 4
	s_addc_u32 s5, s5, 0
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_nc_u32_e32 v2, s2, v2
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, vcc_lo, s0, v3
	v_add_co_ci_u32_e64 v4, null, s1, v4, vcc_lo
	global_load_b32 v3, v[3:4], off
	s_cmp_ge_i32 s3, s8
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v3
	s_cbranch_scc0 .LBB9_3
	s_branch .LBB9_5
.LBB9_4:
	v_mov_b32_e32 v0, 0
.LBB9_5:                                ; %Flow26
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s6, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s7, v2, vcc_lo
	global_store_b32 v[1:2], v0, off
.LBB9_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12bound_reloadPKfPKiPfii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 5
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
.Lfunc_end9:
	.size	_Z12bound_reloadPKfPKiPfii, .Lfunc_end9-_Z12bound_reloadPKfPKiPfii
                                        ; -- End function
	.set _Z12bound_reloadPKfPKiPfii.num_vgpr, 5
	.set _Z12bound_reloadPKfPKiPfii.num_agpr, 0
	.set _Z12bound_reloadPKfPKiPfii.numbered_sgpr, 16
	.set _Z12bound_reloadPKfPKiPfii.num_named_barrier, 0
	.set _Z12bound_reloadPKfPKiPfii.private_seg_size, 0
	.set _Z12bound_reloadPKfPKiPfii.uses_vcc, 1
	.set _Z12bound_reloadPKfPKiPfii.uses_flat_scratch, 0
	.set _Z12bound_reloadPKfPKiPfii.has_dyn_sized_stack, 0
	.set _Z12bound_reloadPKfPKiPfii.has_recursion, 0
	.set _Z12bound_reloadPKfPKiPfii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 260
; TotalNumSgprs: 18
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 5
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z11bound_aliasPKiS0_Piii ; -- Begin function _Z11bound_aliasPKiS0_Piii
	.globl	_Z11bound_aliasPKiS0_Piii
	.p2align	8
	.type	_Z11bound_aliasPKiS0_Piii,@function
_Z11bound_aliasPKiS0_Piii:              ; @_Z11bound_aliasPKiS0_Piii
; %bb.0:
	s_clause 0x1
	s_load_b32 s4, s[0:1], 0x2c
	s_load_b64 s[2:3], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, s15, s4, v[0:1]
	v_cmp_gt_i32_e32 vcc_lo, s3, v1
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB10_4
; %bb.1:                                ; %.preheader
	s_load_b128 s[4:7], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_load_b32 s3, s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s3, 1
	s_cbranch_scc1 .LBB10_4
; %bb.2:                                ; %.lr.ph
	v_ashrrev_i32_e32 v2, 31, v1
	s_load_b64 s[0:1], s[0:1], 0x0
	v_mov_b32_e32 v5, 0
	s_mov_b32 s3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	v_add_co_u32 v3, vcc_lo, s6, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s7, v4, vcc_lo
	global_load_b32 v0, v[3:4], off
	.p2align	6
.LBB10_3:                               ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	s_add_i32 s3, s3, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[6:7], 2, v[1:2]
	v_add_nc_u32_e32 v1, s2, v1
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v6, vcc_lo, s0, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s1, v7, vcc_lo
	global_load_b32 v2, v[6:7], off
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v0, v0, v2
	global_store_b32 v[3:4], v0, off
	global_load_b32 v2, v5, s[4:5]
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc_lo, s3, v2
	s_cbranch_vccnz .LBB10_3
.LBB10_4:                               ; %.loopexit
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11bound_aliasPKiS0_Piii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
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
		.amdhsa_inst_pref_size 2
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
	.size	_Z11bound_aliasPKiS0_Piii, .Lfunc_end10-_Z11bound_aliasPKiS0_Piii
                                        ; -- End function
	.set _Z11bound_aliasPKiS0_Piii.num_vgpr, 8
	.set _Z11bound_aliasPKiS0_Piii.num_agpr, 0
	.set _Z11bound_aliasPKiS0_Piii.numbered_sgpr, 16
	.set _Z11bound_aliasPKiS0_Piii.num_named_barrier, 0
	.set _Z11bound_aliasPKiS0_Piii.private_seg_size, 0
	.set _Z11bound_aliasPKiS0_Piii.uses_vcc, 1
	.set _Z11bound_aliasPKiS0_Piii.uses_flat_scratch, 0
	.set _Z11bound_aliasPKiS0_Piii.has_dyn_sized_stack, 0
	.set _Z11bound_aliasPKiS0_Piii.has_recursion, 0
	.set _Z11bound_aliasPKiS0_Piii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 244
; TotalNumSgprs: 18
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 8
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z13nest_continuePKfPKiPfiii ; -- Begin function _Z13nest_continuePKfPKiPfiii
	.globl	_Z13nest_continuePKfPKiPfiii
	.p2align	8
	.type	_Z13nest_continuePKfPKiPfiii,@function
_Z13nest_continuePKfPKiPfiii:           ; @_Z13nest_continuePKfPKiPfiii
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x34
	s_load_b128 s[4:7], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_u64_u32 v[1:2], null, s15, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_i32_e64 s6, v1
	s_cbranch_execz .LBB11_11
; %bb.1:                                ; %.preheader35
	s_load_b64 s[8:9], s[0:1], 0x10
	s_cmp_lt_i32 s4, 1
	s_cbranch_scc1 .LBB11_9
; %bb.2:                                ; %.preheader.lr.ph
	s_load_b128 s[0:3], s[0:1], 0x0
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v5, v1
	s_cmp_gt_i32 s5, 0
	s_mov_b32 s10, 0
	s_cselect_b32 s7, -1, 0
	s_mul_i32 s11, s6, s5
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB11_4
	.p2align	6
.LBB11_3:                               ; %Flow59
                                        ;   in Loop: Header=BB11_4 Depth=1
	s_add_i32 s10, s10, 1
	v_add_nc_u32_e32 v5, s11, v5
	v_cvt_f32_u32_e32 v2, s10
	s_cmp_eq_u32 s10, s4
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v0, v6, v2
	s_cbranch_scc1 .LBB11_10
.LBB11_4:                               ; %.preheader
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB11_7 Depth 2
	v_mov_b32_e32 v6, 0
	s_and_not1_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB11_3
; %bb.5:                                ; %.lr.ph
                                        ;   in Loop: Header=BB11_4 Depth=1
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v2, v5
	s_mov_b32 s12, s5
	s_branch .LBB11_7
	.p2align	6
.LBB11_6:                               ;   in Loop: Header=BB11_7 Depth=2
	s_or_b32 exec_lo, exec_lo, s13
	v_add_nc_u32_e32 v2, s6, v2
	s_add_i32 s12, s12, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u32 s12, 0
	s_cbranch_scc1 .LBB11_3
.LBB11_7:                               ;   Parent Loop BB11_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v3, 31, v2
	s_mov_b32 s13, exec_lo
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v7, vcc_lo, s2, v3
	v_add_co_ci_u32_e64 v8, null, s3, v4, vcc_lo
	global_load_b32 v7, v[7:8], off
	s_waitcnt vmcnt(0)
	v_cmpx_ne_u32_e32 0, v7
	s_cbranch_execz .LBB11_6
; %bb.8:                                ;   in Loop: Header=BB11_7 Depth=2
	v_add_co_u32 v3, vcc_lo, s0, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s1, v4, vcc_lo
	global_load_b32 v3, v[3:4], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v6, v6, v3
	s_branch .LBB11_6
.LBB11_9:
	v_mov_b32_e32 v0, 0
.LBB11_10:                              ; %._crit_edge40
	s_set_inst_prefetch_distance 0x2
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s8, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s9, v2, vcc_lo
	global_store_b32 v[1:2], v0, off
.LBB11_11:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13nest_continuePKfPKiPfiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 9
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
.Lfunc_end11:
	.size	_Z13nest_continuePKfPKiPfiii, .Lfunc_end11-_Z13nest_continuePKfPKiPfiii
                                        ; -- End function
	.set _Z13nest_continuePKfPKiPfiii.num_vgpr, 9
	.set _Z13nest_continuePKfPKiPfiii.num_agpr, 0
	.set _Z13nest_continuePKfPKiPfiii.numbered_sgpr, 16
	.set _Z13nest_continuePKfPKiPfiii.num_named_barrier, 0
	.set _Z13nest_continuePKfPKiPfiii.private_seg_size, 0
	.set _Z13nest_continuePKfPKiPfiii.uses_vcc, 1
	.set _Z13nest_continuePKfPKiPfiii.uses_flat_scratch, 0
	.set _Z13nest_continuePKfPKiPfiii.has_dyn_sized_stack, 0
	.set _Z13nest_continuePKfPKiPfiii.has_recursion, 0
	.set _Z13nest_continuePKfPKiPfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 360
; TotalNumSgprs: 18
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 9
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii,"axG",@progbits,_Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii,comdat
	.protected	_Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii ; -- Begin function _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii
	.globl	_Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii
	.p2align	8
	.type	_Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii,@function
_Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii:   ; @_Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x34
	s_load_b128 s[4:7], s[0:1], 0x18
	v_bfe_u32 v1, v0, 10, 10
	v_and_b32_e32 v0, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s3, s2, 16
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[2:3], null, s15, s3, v[1:2]
	v_mad_u64_u32 v[3:4], null, s14, s2, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v21, v2, 2, v2
	v_lshl_add_u32 v15, v3, 1, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_i32_e32 vcc_lo, s4, v21
	v_cmp_gt_i32_e64 s2, s5, v15
	s_and_b32 s2, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB12_10
; %bb.1:
	s_load_b64 s[8:9], s[0:1], 0x10
	s_cmp_lt_i32 s6, 1
	s_cbranch_scc1 .LBB12_6
; %bb.2:                                ; %.preheader68.preheader
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mul_lo_u32 v16, v21, s6
	s_cmp_eq_u32 s6, 1
	s_cbranch_scc1 .LBB12_7
; %bb.3:                                ; %.preheader68.preheader.new
	s_delay_alu instid0(VALU_DEP_1)
	v_ashrrev_i32_e32 v17, 31, v16
	v_mov_b32_e32 v3, 0
	s_ashr_i32 s7, s6, 31
	s_ashr_i32 s13, s5, 31
	s_mov_b32 s12, s5
	v_lshlrev_b64 v[0:1], 2, v[16:17]
	v_mov_b32_e32 v17, v15
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v3
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc_lo, s0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	v_mov_b32_e32 v8, v3
	v_add_co_u32 v19, vcc_lo, v0, 4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, null, 0, v1, vcc_lo
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v10, v3
	v_mov_b32_e32 v11, v3
	v_mov_b32_e32 v12, v3
	v_mov_b32_e32 v13, v3
	v_mov_b32_e32 v14, v3
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v3
	v_mov_b32_e32 v2, v3
	s_and_b32 s4, s6, 0x7ffffffe
	s_lshl_b64 s[10:11], s[6:7], 2
	s_lshl_b64 s[12:13], s[12:13], 2
	s_lshl_b32 s7, s5, 1
	s_mov_b32 s14, 0
.LBB12_4:                               ; %.preheader68
                                        ; =>This Inner Loop Header: Depth=1
	v_add_co_u32 v22, vcc_lo, v19, -4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v23, null, -1, v20, vcc_lo
	v_ashrrev_i32_e32 v18, 31, v17
	v_add_co_u32 v22, vcc_lo, v22, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v23, null, s11, v23, vcc_lo
	v_lshlrev_b64 v[24:25], 2, v[17:18]
	global_load_b64 v[28:29], v[19:20], off offset:-4
	s_add_i32 s14, s14, 2
	global_load_b64 v[30:31], v[22:23], off
	v_add_co_u32 v22, vcc_lo, v22, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v23, null, s11, v23, vcc_lo
	v_add_co_u32 v26, vcc_lo, s2, v24
	v_add_co_ci_u32_e64 v27, null, s3, v25, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v34, vcc_lo, v22, s10
	v_add_co_ci_u32_e64 v35, null, s11, v23, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_u32 v25, vcc_lo, v26, s12
	global_load_b64 v[32:33], v[22:23], off
	global_load_b96 v[22:24], v[26:27], off
	v_add_co_ci_u32_e64 v26, null, s13, v27, vcc_lo
	v_add_co_u32 v36, vcc_lo, v34, s10
	v_add_co_ci_u32_e64 v37, null, s11, v35, vcc_lo
	s_clause 0x1
	global_load_b64 v[34:35], v[34:35], off
	global_load_b64 v[36:37], v[36:37], off
	global_load_b96 v[25:27], v[25:26], off
	v_add_nc_u32_e32 v17, s7, v17
	v_add_co_u32 v19, vcc_lo, v19, 8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, null, 0, v20, vcc_lo
	s_cmp_lg_u32 s4, s14
	s_waitcnt vmcnt(3)
	v_dual_fmac_f32 v3, v28, v22 :: v_dual_fmac_f32 v8, v30, v24
	v_fmac_f32_e32 v4, v28, v23
	v_dual_fmac_f32 v5, v28, v24 :: v_dual_fmac_f32 v6, v30, v22
	v_fmac_f32_e32 v7, v30, v23
	v_fmac_f32_e32 v10, v32, v23
	s_waitcnt vmcnt(2)
	v_dual_fmac_f32 v9, v32, v22 :: v_dual_fmac_f32 v14, v34, v24
	v_dual_fmac_f32 v11, v32, v24 :: v_dual_fmac_f32 v12, v34, v22
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v13, v34, v23 :: v_dual_fmac_f32 v6, v31, v25
	v_fmac_f32_e32 v3, v29, v25
	v_fmac_f32_e32 v4, v29, v26
	v_dual_fmac_f32 v5, v29, v27 :: v_dual_fmac_f32 v0, v36, v22
	v_dual_fmac_f32 v7, v31, v26 :: v_dual_fmac_f32 v2, v36, v24
	v_dual_fmac_f32 v10, v33, v26 :: v_dual_fmac_f32 v1, v36, v23
	v_dual_fmac_f32 v8, v31, v27 :: v_dual_fmac_f32 v9, v33, v25
	v_dual_fmac_f32 v11, v33, v27 :: v_dual_fmac_f32 v12, v35, v25
	v_dual_fmac_f32 v13, v35, v26 :: v_dual_fmac_f32 v0, v37, v25
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_fmac_f32 v14, v35, v27 :: v_dual_fmac_f32 v1, v37, v26
	v_fmac_f32_e32 v2, v37, v27
	s_cbranch_scc1 .LBB12_4
; %bb.5:                                ; %.preheader64.loopexit.unr-lcssa
	s_bitcmp1_b32 s6, 0
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB12_8
	s_branch .LBB12_9
.LBB12_6:
	v_mov_b32_e32 v3, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v10, v3
	v_mov_b32_e32 v11, v3
	v_mov_b32_e32 v12, v3
	v_mov_b32_e32 v13, v3
	v_mov_b32_e32 v14, v3
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v3
	v_mov_b32_e32 v2, v3
	s_branch .LBB12_9
.LBB12_7:
	v_mov_b32_e32 v2, 0
	s_mov_b64 s[10:11], 4
	s_mov_b32 s4, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v14, v2
	v_mov_b32_e32 v13, v2
	v_mov_b32_e32 v12, v2
	v_mov_b32_e32 v11, v2
	v_mov_b32_e32 v10, v2
	v_mov_b32_e32 v9, v2
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v3, v2
	s_cbranch_execz .LBB12_9
.LBB12_8:                               ; %.preheader68.epil.preheader
	v_add_nc_u32_e32 v16, s4, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, s4, s5, v[15:16]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v19, 31, v18
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v16, vcc_lo, s0, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_co_ci_u32_e64 v17, null, s1, v17, vcc_lo
	global_load_b32 v26, v[16:17], off
	v_add_co_u32 v18, vcc_lo, s2, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, s3, v19, vcc_lo
	v_add_co_u32 v22, vcc_lo, v16, s10
	v_add_co_ci_u32_e64 v23, null, s11, v17, vcc_lo
	global_load_b96 v[16:18], v[18:19], off
	v_add_co_u32 v24, vcc_lo, v22, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v25, null, s11, v23, vcc_lo
	v_add_co_u32 v19, vcc_lo, v24, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, null, s11, v25, vcc_lo
	s_clause 0x1
	global_load_b32 v27, v[22:23], off
	global_load_b32 v24, v[24:25], off
	v_add_co_u32 v22, vcc_lo, v19, s10
	v_add_co_ci_u32_e64 v23, null, s11, v20, vcc_lo
	s_clause 0x1
	global_load_b32 v19, v[19:20], off
	global_load_b32 v20, v[22:23], off
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v3, v26, v16
	v_fmac_f32_e32 v4, v26, v17
	s_waitcnt vmcnt(3)
	v_dual_fmac_f32 v5, v26, v18 :: v_dual_fmac_f32 v6, v27, v16
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v11, v24, v18
	v_fmac_f32_e32 v7, v27, v17
	v_dual_fmac_f32 v8, v27, v18 :: v_dual_fmac_f32 v9, v24, v16
	v_fmac_f32_e32 v10, v24, v17
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v12, v19, v16 :: v_dual_fmac_f32 v1, v20, v17
	v_dual_fmac_f32 v13, v19, v17 :: v_dual_fmac_f32 v2, v20, v18
	v_fmac_f32_e32 v14, v19, v18
	v_fmac_f32_e32 v0, v20, v16
.LBB12_9:                               ; %.preheader64
	v_mad_u64_u32 v[16:17], null, v21, s5, v[15:16]
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s1, s5, 31
	s_mov_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_lshl_b64 s[0:1], s[0:1], 2
	v_ashrrev_i32_e32 v17, 31, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[15:16], 2, v[16:17]
	v_add_co_u32 v15, vcc_lo, s8, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v16, null, s9, v16, vcc_lo
	v_add_co_u32 v17, vcc_lo, v15, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v18, null, s1, v16, vcc_lo
	v_add_co_u32 v19, vcc_lo, v17, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v20, null, s1, v18, vcc_lo
	v_add_co_u32 v21, vcc_lo, v19, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v22, null, s1, v20, vcc_lo
	v_add_co_u32 v23, vcc_lo, v21, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v24, null, s1, v22, vcc_lo
	s_clause 0x4
	global_store_b96 v[15:16], v[3:5], off
	global_store_b96 v[17:18], v[6:8], off
	global_store_b96 v[19:20], v[9:11], off
	global_store_b96 v[21:22], v[12:14], off
	global_store_b96 v[23:24], v[0:2], off
.LBB12_10:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
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
		.amdhsa_next_free_vgpr 38
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
	.section	.text._Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii,"axG",@progbits,_Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii,comdat
.Lfunc_end12:
	.size	_Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii, .Lfunc_end12-_Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii
                                        ; -- End function
	.set _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii.num_vgpr, 38
	.set _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii.num_agpr, 0
	.set _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii.numbered_sgpr, 16
	.set _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii.num_named_barrier, 0
	.set _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii.private_seg_size, 0
	.set _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii.uses_vcc, 1
	.set _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii.uses_flat_scratch, 0
	.set _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii.has_dyn_sized_stack, 0
	.set _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii.has_recursion, 0
	.set _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1348
; TotalNumSgprs: 18
; NumVgprs: 38
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 38
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.section	.text._Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii,"axG",@progbits,_Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii,comdat
	.protected	_Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii ; -- Begin function _Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii
	.globl	_Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii
	.p2align	8
	.type	_Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii,@function
_Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii:   ; @_Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x34
	s_load_b128 s[4:7], s[0:1], 0x18
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s2, 0xffff
	s_lshr_b32 s2, s2, 16
	v_mad_u64_u32 v[2:3], null, s14, s3, v[1:2]
	s_mul_i32 s15, s15, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_lshl_u32 v21, s15, v0, 1
	v_mul_lo_u32 v14, v2, 7
	v_cmp_gt_i32_e32 vcc_lo, s4, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i32_e64 s2, s5, v14
	s_and_b32 s2, vcc_lo, s2
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB13_15
; %bb.1:
	s_load_b64 s[8:9], s[0:1], 0x10
	s_cmp_lt_i32 s6, 1
	s_cbranch_scc1 .LBB13_6
; %bb.2:                                ; %.preheader68.preheader
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mul_lo_u32 v15, v21, s6
	s_and_b32 s4, s6, 3
	s_cmp_gt_u32 s6, 3
	s_delay_alu instid0(VALU_DEP_1)
	v_ashrrev_i32_e32 v16, 31, v15
	s_cbranch_scc0 .LBB13_7
; %bb.3:                                ; %.preheader68.preheader.new
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[15:16]
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v19, v14
	s_ashr_i32 s7, s6, 31
	s_ashr_i32 s13, s5, 31
	s_mov_b32 s12, s5
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc_lo, s0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	v_mov_b32_e32 v5, v4
	v_add_co_u32 v17, vcc_lo, v0, 8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, null, 0, v1, vcc_lo
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v7, v4
	v_mov_b32_e32 v11, v4
	v_mov_b32_e32 v12, v4
	v_mov_b32_e32 v13, v4
	v_mov_b32_e32 v0, v4
	v_mov_b32_e32 v1, v4
	v_mov_b32_e32 v2, v4
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v8, v4
	v_mov_b32_e32 v9, v4
	v_mov_b32_e32 v10, v4
	s_and_b32 s14, s6, 0x7ffffffc
	s_lshl_b64 s[10:11], s[6:7], 2
	s_lshl_b64 s[12:13], s[12:13], 2
	s_lshl_b32 s7, s5, 2
	s_mov_b32 s15, 0
.LBB13_4:                               ; %.preheader68
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v20, 31, v19
	v_add_co_u32 v26, vcc_lo, v17, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v27, null, s11, v18, vcc_lo
	v_lshlrev_b64 v[30:31], 2, v[19:20]
	global_load_b128 v[22:25], v[17:18], off offset:-8
	s_add_i32 s15, s15, 4
	global_load_b128 v[26:29], v[26:27], off offset:-8
	s_cmp_lg_u32 s14, s15
	v_add_co_u32 v34, vcc_lo, s2, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v35, null, s3, v31, vcc_lo
	s_clause 0x1
	global_load_b128 v[30:33], v[34:35], off
	global_load_b96 v[46:48], v[34:35], off offset:16
	v_add_co_u32 v38, vcc_lo, v34, s12
	v_add_co_ci_u32_e64 v39, null, s13, v35, vcc_lo
	s_clause 0x1
	global_load_b128 v[34:37], v[38:39], off
	global_load_b96 v[49:51], v[38:39], off offset:16
	v_add_co_u32 v42, vcc_lo, v38, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v43, null, s13, v39, vcc_lo
	s_clause 0x1
	global_load_b128 v[38:41], v[42:43], off
	global_load_b96 v[52:54], v[42:43], off offset:16
	v_add_co_u32 v55, vcc_lo, v42, s12
	v_add_co_ci_u32_e64 v56, null, s13, v43, vcc_lo
	s_clause 0x1
	global_load_b128 v[42:45], v[55:56], off
	global_load_b96 v[55:57], v[55:56], off offset:16
	v_add_nc_u32_e32 v19, s7, v19
	v_add_co_u32 v17, vcc_lo, v17, 16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, null, 0, v18, vcc_lo
	s_waitcnt vmcnt(7)
	v_fmac_f32_e32 v4, v22, v30
	v_fmac_f32_e32 v5, v22, v31
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v10, v26, v48
	s_waitcnt vmcnt(5)
	v_dual_fmac_f32 v3, v26, v33 :: v_dual_fmac_f32 v4, v23, v34
	v_dual_fmac_f32 v6, v22, v32 :: v_dual_fmac_f32 v5, v23, v35
	s_waitcnt vmcnt(4)
	v_dual_fmac_f32 v7, v22, v33 :: v_dual_fmac_f32 v10, v27, v51
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v3, v27, v37
	v_fmac_f32_e32 v6, v23, v36
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_fmac_f32 v12, v22, v47 :: v_dual_fmac_f32 v7, v23, v37
	v_fmac_f32_e32 v13, v22, v48
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v5, v24, v39
	v_fmac_f32_e32 v4, v24, v38
	v_fmac_f32_e32 v12, v23, v50
	v_dual_fmac_f32 v2, v26, v32 :: v_dual_fmac_f32 v13, v23, v51
	v_fmac_f32_e32 v11, v22, v46
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v5, v25, v43
	v_fmac_f32_e32 v4, v25, v42
	v_fmac_f32_e32 v2, v27, v36
	v_dual_fmac_f32 v0, v26, v30 :: v_dual_fmac_f32 v11, v23, v49
	v_dual_fmac_f32 v1, v26, v31 :: v_dual_fmac_f32 v6, v24, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v7, v24, v41 :: v_dual_fmac_f32 v0, v27, v34
	v_dual_fmac_f32 v8, v26, v46 :: v_dual_fmac_f32 v1, v27, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v9, v26, v47 :: v_dual_fmac_f32 v6, v25, v44
	v_dual_fmac_f32 v0, v28, v38 :: v_dual_fmac_f32 v7, v25, v45
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v8, v27, v49
	v_fmac_f32_e32 v9, v27, v50
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v11, v24, v52 :: v_dual_fmac_f32 v0, v29, v42
	v_fmac_f32_e32 v12, v24, v53
	v_fmac_f32_e32 v9, v28, v53
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v11, v25, v55
	v_dual_fmac_f32 v13, v24, v54 :: v_dual_fmac_f32 v12, v25, v56
	v_fmac_f32_e32 v2, v28, v40
	v_fmac_f32_e32 v9, v29, v56
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v13, v25, v57
	v_dual_fmac_f32 v1, v28, v39 :: v_dual_fmac_f32 v2, v29, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v8, v28, v52 :: v_dual_fmac_f32 v1, v29, v43
	v_dual_fmac_f32 v3, v28, v41 :: v_dual_fmac_f32 v8, v29, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v10, v28, v54 :: v_dual_fmac_f32 v3, v29, v45
	v_fmac_f32_e32 v10, v29, v57
	s_cbranch_scc1 .LBB13_4
; %bb.5:                                ; %.preheader64.loopexit.unr-lcssa
	s_cmp_lg_u32 s4, 0
	s_mov_b32 s12, 0
	s_cselect_b32 s7, -1, 0
	s_branch .LBB13_8
.LBB13_6:
	v_mov_b32_e32 v4, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v7, v4
	v_mov_b32_e32 v11, v4
	v_mov_b32_e32 v12, v4
	v_mov_b32_e32 v13, v4
	v_mov_b32_e32 v0, v4
	v_mov_b32_e32 v1, v4
	v_mov_b32_e32 v2, v4
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v8, v4
	v_mov_b32_e32 v9, v4
	v_mov_b32_e32 v10, v4
	s_branch .LBB13_14
.LBB13_7:
	s_mov_b32 s12, -1
	s_mov_b32 s7, 0
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $sgpr10_sgpr11
.LBB13_8:                               ; %Flow244
	v_dual_mov_b32 v17, v10 :: v_dual_mov_b32 v18, v9
	v_dual_mov_b32 v19, v8 :: v_dual_mov_b32 v20, v3
	v_dual_mov_b32 v22, v2 :: v_dual_mov_b32 v23, v1
	v_dual_mov_b32 v24, v0 :: v_dual_mov_b32 v25, v13
	v_dual_mov_b32 v26, v12 :: v_dual_mov_b32 v27, v11
	v_dual_mov_b32 v28, v7 :: v_dual_mov_b32 v29, v6
	v_dual_mov_b32 v30, v5 :: v_dual_mov_b32 v31, v4
	s_and_b32 vcc_lo, exec_lo, s12
	s_cbranch_vccz .LBB13_10
; %bb.9:                                ; %.preheader68.preheader..preheader68.epil.preheader_crit_edge
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v18, 0
	v_dual_mov_b32 v19, 0 :: v_dual_mov_b32 v20, 0
	v_dual_mov_b32 v22, 0 :: v_dual_mov_b32 v23, 0
	v_dual_mov_b32 v24, 0 :: v_dual_mov_b32 v25, 0
	v_dual_mov_b32 v26, 0 :: v_dual_mov_b32 v27, 0
	v_dual_mov_b32 v28, 0 :: v_dual_mov_b32 v29, 0
	v_dual_mov_b32 v30, 0 :: v_dual_mov_b32 v31, 0
	s_ashr_i32 s7, s6, 31
	s_mov_b32 s14, 0
	s_lshl_b64 s[10:11], s[6:7], 2
	s_mov_b32 s7, -1
.LBB13_10:                              ; %Flow245
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB13_14
; %bb.11:                               ; %.preheader68.epil.preheader
	v_add_co_u32 v0, vcc_lo, v15, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v16, vcc_lo
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mad_u64_u32 v[0:1], null, s14, s5, v[14:15]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, v3, vcc_lo
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB13_12:                              ; %.preheader68.epil
                                        ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ashrrev_i32_e32 v1, 31, v0
	v_add_co_u32 v4, vcc_lo, v2, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v5, null, s11, v3, vcc_lo
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	global_load_b32 v11, v[2:3], off
	s_add_i32 s4, s4, -1
	global_load_b32 v1, v[4:5], off
	s_cmp_lg_u32 s4, 0
	v_add_co_u32 v8, vcc_lo, s2, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s3, v7, vcc_lo
	v_add_co_u32 v2, vcc_lo, v2, 4
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_clause 0x1
	global_load_b128 v[4:7], v[8:9], off
	global_load_b96 v[8:10], v[8:9], off offset:16
	s_waitcnt vmcnt(1)
	v_dual_fmac_f32 v29, v11, v6 :: v_dual_add_nc_u32 v0, s5, v0
	v_dual_fmac_f32 v31, v11, v4 :: v_dual_fmac_f32 v22, v1, v6
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v30, v11, v5 :: v_dual_fmac_f32 v19, v1, v8
	v_dual_fmac_f32 v28, v11, v7 :: v_dual_fmac_f32 v23, v1, v5
	v_dual_fmac_f32 v27, v11, v8 :: v_dual_fmac_f32 v20, v1, v7
	v_dual_fmac_f32 v26, v11, v9 :: v_dual_fmac_f32 v17, v1, v10
	v_dual_fmac_f32 v25, v11, v10 :: v_dual_fmac_f32 v24, v1, v4
	v_fmac_f32_e32 v18, v1, v9
	s_cbranch_scc1 .LBB13_12
; %bb.13:                               ; %Flow
	s_set_inst_prefetch_distance 0x2
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v10, v17 :: v_dual_mov_b32 v9, v18
	v_dual_mov_b32 v8, v19 :: v_dual_mov_b32 v3, v20
	v_dual_mov_b32 v2, v22 :: v_dual_mov_b32 v1, v23
	v_dual_mov_b32 v0, v24 :: v_dual_mov_b32 v13, v25
	v_dual_mov_b32 v12, v26 :: v_dual_mov_b32 v11, v27
	v_dual_mov_b32 v7, v28 :: v_dual_mov_b32 v6, v29
	v_dual_mov_b32 v5, v30 :: v_dual_mov_b32 v4, v31
.LBB13_14:                              ; %.preheader64
	v_mad_u64_u32 v[15:16], null, v21, s5, v[14:15]
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s1, s5, 31
	s_mov_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_lshl_b64 s[0:1], s[0:1], 2
	v_ashrrev_i32_e32 v16, 31, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[14:15], 2, v[15:16]
	v_add_co_u32 v14, vcc_lo, s8, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v15, null, s9, v15, vcc_lo
	v_add_co_u32 v16, vcc_lo, v14, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, s1, v15, vcc_lo
	s_clause 0x3
	global_store_b128 v[14:15], v[4:7], off
	global_store_b96 v[14:15], v[11:13], off offset:16
	global_store_b128 v[16:17], v[0:3], off
	global_store_b96 v[16:17], v[8:10], off offset:16
.LBB13_15:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
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
		.amdhsa_next_free_vgpr 58
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
		.amdhsa_inst_pref_size 12
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.section	.text._Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii,"axG",@progbits,_Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii,comdat
.Lfunc_end13:
	.size	_Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii, .Lfunc_end13-_Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii
                                        ; -- End function
	.set _Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii.num_vgpr, 58
	.set _Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii.num_agpr, 0
	.set _Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii.numbered_sgpr, 16
	.set _Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii.num_named_barrier, 0
	.set _Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii.private_seg_size, 0
	.set _Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii.uses_vcc, 1
	.set _Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii.uses_flat_scratch, 0
	.set _Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii.has_dyn_sized_stack, 0
	.set _Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii.has_recursion, 0
	.set _Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1520
; TotalNumSgprs: 18
; NumVgprs: 58
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 58
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.section	.text._Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii,"axG",@progbits,_Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii,comdat
	.protected	_Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii ; -- Begin function _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii
	.globl	_Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii
	.p2align	8
	.type	_Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii,@function
_Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii:   ; @_Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x34
	s_load_b128 s[4:7], s[0:1], 0x18
	v_bfe_u32 v1, v0, 10, 10
	v_and_b32_e32 v0, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s3, s2, 16
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s15, s15, s3
	s_mul_i32 s14, s14, s2
	v_add_lshl_u32 v21, s15, v1, 2
	v_add_lshl_u32 v16, s14, v0, 2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_i32_e32 vcc_lo, s4, v21
	v_cmp_gt_i32_e64 s2, s5, v16
	s_and_b32 s2, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB14_8
; %bb.1:
	s_cmp_gt_i32 s6, 0
	s_mov_b32 s4, 0
	s_cbranch_scc1 .LBB14_3
; %bb.2:                                ; %..preheader64_crit_edge
	s_ashr_i32 s3, s5, 31
	s_mov_b32 s2, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[2:3], 2
	s_branch .LBB14_4
.LBB14_3:
	s_mov_b32 s4, -1
                                        ; implicit-def: $sgpr8_sgpr9
.LBB14_4:                               ; %Flow206
	s_load_b64 s[2:3], s[0:1], 0x10
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v2, 0
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB14_7
; %bb.5:                                ; %.preheader68.preheader
	s_load_b128 s[12:15], s[0:1], 0x0
	v_mul_lo_u32 v3, v21, s6
	v_ashrrev_i32_e32 v17, 31, v16
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v1, 0
	v_mov_b32_e32 v2, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v13, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[5:6], 2, v[16:17]
	v_ashrrev_i32_e32 v4, 31, v3
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v15, 0
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v9, 0
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v11, 0
	s_ashr_i32 s7, s6, 31
	s_ashr_i32 s9, s5, 31
	s_mov_b32 s8, s5
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v5, vcc_lo, s14, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s15, v6, vcc_lo
	v_add_co_u32 v17, vcc_lo, s12, v3
	v_add_co_ci_u32_e64 v18, null, s13, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v19, vcc_lo, v5, 8
	v_add_co_ci_u32_e64 v20, null, 0, v6, vcc_lo
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	v_mov_b32_e32 v7, 0
	s_lshl_b64 s[0:1], s[6:7], 2
	s_lshl_b64 s[8:9], s[8:9], 2
	s_lshl_b64 s[10:11], s[6:7], 3
	s_mul_hi_i32 s4, s6, 12
	s_mul_i32 s7, s6, 12
.LBB14_6:                               ; %.preheader68
                                        ; =>This Inner Loop Header: Depth=1
	v_add_co_u32 v26, vcc_lo, v17, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v27, null, s1, v18, vcc_lo
	v_add_co_u32 v28, vcc_lo, v17, s10
	v_add_co_ci_u32_e64 v29, null, s11, v18, vcc_lo
	v_add_co_u32 v30, vcc_lo, v17, s7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v31, null, s4, v18, vcc_lo
	global_load_b32 v32, v[17:18], off
	global_load_b128 v[22:25], v[19:20], off offset:-8
	s_clause 0x2
	global_load_b32 v26, v[26:27], off
	global_load_b32 v27, v[28:29], off
	global_load_b32 v28, v[30:31], off
	v_add_co_u32 v19, vcc_lo, v19, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, null, s9, v20, vcc_lo
	v_add_co_u32 v17, vcc_lo, v17, 4
	v_add_co_ci_u32_e64 v18, null, 0, v18, vcc_lo
	s_add_i32 s6, s6, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s6, 0
	s_waitcnt vmcnt(2)
	v_dual_fmac_f32 v0, v32, v22 :: v_dual_fmac_f32 v13, v26, v23
	v_dual_fmac_f32 v1, v32, v23 :: v_dual_fmac_f32 v12, v26, v22
	v_dual_fmac_f32 v2, v32, v24 :: v_dual_fmac_f32 v15, v26, v25
	v_dual_fmac_f32 v3, v32, v25 :: v_dual_fmac_f32 v14, v26, v24
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v8, v27, v22 :: v_dual_fmac_f32 v5, v28, v23
	v_dual_fmac_f32 v9, v27, v23 :: v_dual_fmac_f32 v4, v28, v22
	v_dual_fmac_f32 v10, v27, v24 :: v_dual_fmac_f32 v7, v28, v25
	v_dual_fmac_f32 v11, v27, v25 :: v_dual_fmac_f32 v6, v28, v24
	s_cbranch_scc1 .LBB14_6
.LBB14_7:                               ; %.preheader64
	v_mad_u64_u32 v[17:18], null, v21, s5, v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v18, 31, v17
	v_lshlrev_b64 v[16:17], 2, v[17:18]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v16, vcc_lo, s2, v16
	v_add_co_ci_u32_e64 v17, null, s3, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v18, vcc_lo, v16, s8
	v_add_co_ci_u32_e64 v19, null, s9, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v20, vcc_lo, v18, s8
	v_add_co_ci_u32_e64 v21, null, s9, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v22, vcc_lo, v20, s8
	v_add_co_ci_u32_e64 v23, null, s9, v21, vcc_lo
	s_clause 0x3
	global_store_b128 v[16:17], v[0:3], off
	global_store_b128 v[18:19], v[12:15], off
	global_store_b128 v[20:21], v[8:11], off
	global_store_b128 v[22:23], v[4:7], off
.LBB14_8:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
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
		.amdhsa_next_free_vgpr 33
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
		.amdhsa_inst_pref_size 7
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.section	.text._Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii,"axG",@progbits,_Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii,comdat
.Lfunc_end14:
	.size	_Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii, .Lfunc_end14-_Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii
                                        ; -- End function
	.set _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii.num_vgpr, 33
	.set _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii.num_agpr, 0
	.set _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii.numbered_sgpr, 16
	.set _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii.num_named_barrier, 0
	.set _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii.private_seg_size, 0
	.set _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii.uses_vcc, 1
	.set _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii.uses_flat_scratch, 0
	.set _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii.has_dyn_sized_stack, 0
	.set _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii.has_recursion, 0
	.set _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 796
; TotalNumSgprs: 18
; NumVgprs: 33
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 33
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
	.protected	_Z14lds_pad_colsumPKfPfii ; -- Begin function _Z14lds_pad_colsumPKfPfii
	.globl	_Z14lds_pad_colsumPKfPfii
	.p2align	8
	.type	_Z14lds_pad_colsumPKfPfii,@function
_Z14lds_pad_colsumPKfPfii:              ; @_Z14lds_pad_colsumPKfPfii
; %bb.0:
	s_load_b128 s[4:7], s[0:1], 0x8
	v_and_b32_e32 v4, 31, v0
	v_lshrrev_b32_e32 v5, 5, v0
	s_lshl_b32 s8, s15, 5
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v1, s8, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_u32_u24_e32 v6, 0x84, v5
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s6, 1
	v_cmp_gt_i32_e32 vcc_lo, s7, v1
	s_cbranch_scc1 .LBB15_9
; %bb.1:                                ; %.preheader.lr.ph
	s_load_b64 s[2:3], s[0:1], 0x0
	v_mul_lo_u32 v2, s7, v5
	v_lshl_add_u32 v9, v4, 2, v6
	v_or_b32_e32 v10, -8, v5
	v_mov_b32_e32 v7, 0
	s_lshl_b32 s1, s7, 5
	s_mov_b32 s9, 0
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v8, v2, s8, v4
	s_lshl_b32 s8, s7, 3
.LBB15_2:                               ; %.preheader
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB15_4 Depth 2
                                        ;     Child Loop BB15_7 Depth 2
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v11, v9 :: v_dual_mov_b32 v2, v8
	v_mov_b32_e32 v12, v5
	s_mov_b32 s10, 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB15_4
	.p2align	6
.LBB15_3:                               ;   in Loop: Header=BB15_4 Depth=2
	s_or_b32 exec_lo, exec_lo, s11
	v_add_nc_u32_e32 v13, 8, v12
	v_cmp_lt_u32_e64 s0, 23, v12
	s_waitcnt vmcnt(0)
	ds_store_b32 v11, v3
	v_add_nc_u32_e32 v2, s8, v2
	v_dual_mov_b32 v12, v13 :: v_dual_add_nc_u32 v11, 0x420, v11
	s_or_b32 s10, s0, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s10
	s_cbranch_execz .LBB15_6
.LBB15_4:                               ; %.lr.ph
                                        ;   Parent Loop BB15_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v3, s9, v12
	v_cmp_gt_i32_e64 s0, s6, v3
	v_mov_b32_e32 v3, 0
	s_and_b32 s0, s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s11, s0
	s_cbranch_execz .LBB15_3
; %bb.5:                                ;   in Loop: Header=BB15_4 Depth=2
	v_ashrrev_i32_e32 v3, 31, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[13:14], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v13, s0, s2, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, s3, v14, s0
	global_load_b32 v3, v[13:14], off
	s_branch .LBB15_3
.LBB15_6:                               ; %._crit_edge
                                        ;   in Loop: Header=BB15_2 Depth=1
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s10
	v_dual_mov_b32 v2, v9 :: v_dual_mov_b32 v3, v10
	s_mov_b32 s10, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB15_7:                               ; %.lr.ph61
                                        ;   Parent Loop BB15_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_load_b32 v11, v2
	v_add_nc_u32_e32 v3, 8, v3
	v_add_nc_u32_e32 v2, 0x420, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_lt_u32_e64 s0, 23, v3
	s_or_b32 s10, s0, s10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v7, v11
	s_and_not1_b32 exec_lo, exec_lo, s10
	s_cbranch_execnz .LBB15_7
; %bb.8:                                ; %._crit_edge62
                                        ;   in Loop: Header=BB15_2 Depth=1
	s_or_b32 exec_lo, exec_lo, s10
	v_add_nc_u32_e32 v8, s1, v8
	s_add_i32 s9, s9, 32
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_i32 s9, s6
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc0 .LBB15_2
	s_branch .LBB15_10
.LBB15_9:
	v_mov_b32_e32 v7, 0
.LBB15_10:                              ; %._crit_edge65
	v_lshl_add_u32 v3, v4, 2, v6
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x1080, v3
	ds_store_b32 v3, v7 offset:4224
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_gt_u32_e32 0x80, v0
	s_cbranch_execz .LBB15_12
; %bb.11:
	ds_load_2addr_b32 v[6:7], v2 offset1:132
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v7, v6
	ds_store_b32 v2, v3
.LBB15_12:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_gt_u32_e32 64, v0
	s_cbranch_execz .LBB15_14
; %bb.13:
	ds_load_2addr_b32 v[6:7], v2 offset1:66
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v7, v6
	ds_store_b32 v2, v0
.LBB15_14:
	s_or_b32 exec_lo, exec_lo, s0
	v_cmp_eq_u32_e32 vcc_lo, 0, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB15_16
; %bb.15:
	ds_load_2addr_b32 v[5:6], v2 offset1:33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v6, v5
	ds_store_b32 v2, v0
.LBB15_16:
	s_or_b32 exec_lo, exec_lo, s0
	v_cmp_gt_i32_e64 s0, s7, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB15_18
; %bb.17:
	v_lshlrev_b32_e32 v0, 2, v4
	v_ashrrev_i32_e32 v2, 31, v1
	ds_load_b32 v3, v0 offset:4224
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, v1, vcc_lo
	s_waitcnt lgkmcnt(0)
	global_store_b32 v[0:1], v3, off
.LBB15_18:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z14lds_pad_colsumPKfPfii
		.amdhsa_group_segment_fixed_size 5280
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 15
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
	.text
.Lfunc_end15:
	.size	_Z14lds_pad_colsumPKfPfii, .Lfunc_end15-_Z14lds_pad_colsumPKfPfii
                                        ; -- End function
	.set _Z14lds_pad_colsumPKfPfii.num_vgpr, 15
	.set _Z14lds_pad_colsumPKfPfii.num_agpr, 0
	.set _Z14lds_pad_colsumPKfPfii.numbered_sgpr, 16
	.set _Z14lds_pad_colsumPKfPfii.num_named_barrier, 0
	.set _Z14lds_pad_colsumPKfPfii.private_seg_size, 0
	.set _Z14lds_pad_colsumPKfPfii.uses_vcc, 1
	.set _Z14lds_pad_colsumPKfPfii.uses_flat_scratch, 0
	.set _Z14lds_pad_colsumPKfPfii.has_dyn_sized_stack, 0
	.set _Z14lds_pad_colsumPKfPfii.has_recursion, 0
	.set _Z14lds_pad_colsumPKfPfii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 724
; TotalNumSgprs: 18
; NumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 5280 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 15
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z11alias_shiftPfiiii   ; -- Begin function _Z11alias_shiftPfiiii
	.globl	_Z11alias_shiftPfiiii
	.p2align	8
	.type	_Z11alias_shiftPfiiii,@function
_Z11alias_shiftPfiiii:                  ; @_Z11alias_shiftPfiiii
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x24
	s_load_b128 s[4:7], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_cmp_gt_i32 s4, 0
	v_mad_u64_u32 v[1:2], null, s15, s2, v[0:1]
	s_cselect_b32 s2, -1, 0
	v_cmp_gt_i32_e32 vcc_lo, s7, v1
	s_and_b32 s2, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB16_3
; %bb.1:                                ; %.lr.ph.preheader
	s_load_b64 s[0:1], s[0:1], 0x0
	s_mul_i32 s2, s6, s5
	.p2align	6
.LBB16_2:                               ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	s_add_i32 s4, s4, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_cmp_lg_u32 s4, 0
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, v3, vcc_lo
	global_load_b32 v0, v[2:3], off
	v_add_nc_u32_e32 v2, s2, v1
	v_add_nc_u32_e32 v1, s6, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, v3, vcc_lo
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v0, 0.5, 1.0
	global_store_b32 v[2:3], v0, off
	s_cbranch_scc1 .LBB16_2
.LBB16_3:                               ; %.loopexit
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11alias_shiftPfiiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
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
		.amdhsa_inst_pref_size 2
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
	.size	_Z11alias_shiftPfiiii, .Lfunc_end16-_Z11alias_shiftPfiiii
                                        ; -- End function
	.set _Z11alias_shiftPfiiii.num_vgpr, 4
	.set _Z11alias_shiftPfiiii.num_agpr, 0
	.set _Z11alias_shiftPfiiii.numbered_sgpr, 16
	.set _Z11alias_shiftPfiiii.num_named_barrier, 0
	.set _Z11alias_shiftPfiiii.private_seg_size, 0
	.set _Z11alias_shiftPfiiii.uses_vcc, 1
	.set _Z11alias_shiftPfiiii.uses_flat_scratch, 0
	.set _Z11alias_shiftPfiiii.has_dyn_sized_stack, 0
	.set _Z11alias_shiftPfiiii.has_recursion, 0
	.set _Z11alias_shiftPfiiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 208
; TotalNumSgprs: 18
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 4
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z11two_stridesPKfPfi   ; -- Begin function _Z11two_stridesPKfPfi
	.globl	_Z11two_stridesPKfPfi
	.p2align	8
	.type	_Z11two_stridesPKfPfi,@function
_Z11two_stridesPKfPfi:                  ; @_Z11two_stridesPKfPfi
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x24
	s_load_b32 s4, s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_u64_u32 v[1:2], null, s15, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_i32_e64 s4, v1
	s_cbranch_execz .LBB17_6
; %bb.1:                                ; %.preheader
	s_load_b64 s[2:3], s[0:1], 0x8
	s_cmp_lt_i32 s4, 1
	s_cbranch_scc1 .LBB17_4
; %bb.2:                                ; %.lr.ph
	s_load_b64 s[0:1], s[0:1], 0x0
	v_mul_lo_u32 v2, v1, s4
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v4, v1
	s_mov_b32 s5, s4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, v3, vcc_lo
	.p2align	6
.LBB17_3:                               ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	s_add_i32 s5, s5, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_cmp_eq_u32 s5, 0
	v_lshlrev_b64 v[5:6], 2, v[4:5]
	v_add_nc_u32_e32 v4, s4, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, vcc_lo, s0, v5
	v_add_co_ci_u32_e64 v6, null, s1, v6, vcc_lo
	global_load_b32 v7, v[2:3], off
	global_load_b32 v5, v[5:6], off
	v_add_co_u32 v2, vcc_lo, v2, 4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v0, v7, v5
	s_cbranch_scc0 .LBB17_3
	s_branch .LBB17_5
.LBB17_4:
	v_mov_b32_e32 v0, 0
.LBB17_5:                               ; %Flow28
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s2, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	global_store_b32 v[1:2], v0, off
.LBB17_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11two_stridesPKfPfi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
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
.Lfunc_end17:
	.size	_Z11two_stridesPKfPfi, .Lfunc_end17-_Z11two_stridesPKfPfi
                                        ; -- End function
	.set _Z11two_stridesPKfPfi.num_vgpr, 8
	.set _Z11two_stridesPKfPfi.num_agpr, 0
	.set _Z11two_stridesPKfPfi.numbered_sgpr, 16
	.set _Z11two_stridesPKfPfi.num_named_barrier, 0
	.set _Z11two_stridesPKfPfi.private_seg_size, 0
	.set _Z11two_stridesPKfPfi.uses_vcc, 1
	.set _Z11two_stridesPKfPfi.uses_flat_scratch, 0
	.set _Z11two_stridesPKfPfi.has_dyn_sized_stack, 0
	.set _Z11two_stridesPKfPfi.has_recursion, 0
	.set _Z11two_stridesPKfPfi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 300
; TotalNumSgprs: 18
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 8
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z11self_offsetPKfPfiiii ; -- Begin function _Z11self_offsetPKfPfiiii
	.globl	_Z11self_offsetPKfPfiiii
	.p2align	8
	.type	_Z11self_offsetPKfPfiiii,@function
_Z11self_offsetPKfPfiiii:               ; @_Z11self_offsetPKfPfiiii
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x2c
	s_load_b128 s[4:7], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_u64_u32 v[1:2], null, s15, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_i32_e64 s7, v1
	s_cbranch_execz .LBB18_6
; %bb.1:                                ; %.preheader
	s_load_b64 s[2:3], s[0:1], 0x8
	s_cmp_lt_i32 s4, 1
	s_cbranch_scc1 .LBB18_4
; %bb.2:                                ; %.lr.ph.preheader
	s_load_b64 s[0:1], s[0:1], 0x0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v2, v1
	s_mul_i32 s5, s6, s5
	.p2align	6
.LBB18_3:                               ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_add_nc_u32_e32 v4, s5, v2
	v_ashrrev_i32_e32 v3, 31, v2
	s_add_i32 s4, s4, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_cmp_eq_u32 s4, 0
	v_ashrrev_i32_e32 v5, 31, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[6:7], 2, v[2:3]
	v_add_nc_u32_e32 v2, s6, v2
	v_lshlrev_b64 v[3:4], 2, v[4:5]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, vcc_lo, s0, v6
	v_add_co_ci_u32_e64 v6, null, s1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, vcc_lo, s0, v3
	v_add_co_ci_u32_e64 v4, null, s1, v4, vcc_lo
	s_clause 0x1
	global_load_b32 v5, v[5:6], off
	global_load_b32 v3, v[3:4], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v0, v5, v3
	s_cbranch_scc0 .LBB18_3
	s_branch .LBB18_5
.LBB18_4:
	v_mov_b32_e32 v0, 0
.LBB18_5:                               ; %Flow36
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s2, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	global_store_b32 v[1:2], v0, off
.LBB18_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11self_offsetPKfPfiiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
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
.Lfunc_end18:
	.size	_Z11self_offsetPKfPfiiii, .Lfunc_end18-_Z11self_offsetPKfPfiiii
                                        ; -- End function
	.set _Z11self_offsetPKfPfiiii.num_vgpr, 8
	.set _Z11self_offsetPKfPfiiii.num_agpr, 0
	.set _Z11self_offsetPKfPfiiii.numbered_sgpr, 16
	.set _Z11self_offsetPKfPfiiii.num_named_barrier, 0
	.set _Z11self_offsetPKfPfiiii.private_seg_size, 0
	.set _Z11self_offsetPKfPfiiii.uses_vcc, 1
	.set _Z11self_offsetPKfPfiiii.uses_flat_scratch, 0
	.set _Z11self_offsetPKfPfiiii.has_dyn_sized_stack, 0
	.set _Z11self_offsetPKfPfiiii.has_recursion, 0
	.set _Z11self_offsetPKfPfiiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 284
; TotalNumSgprs: 18
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 8
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z11lds_const12PKfS0_Pfi ; -- Begin function _Z11lds_const12PKfS0_Pfi
	.globl	_Z11lds_const12PKfS0_Pfi
	.p2align	8
	.type	_Z11lds_const12PKfS0_Pfi,@function
_Z11lds_const12PKfS0_Pfi:               ; @_Z11lds_const12PKfS0_Pfi
; %bb.0:
	s_clause 0x1
	s_load_b32 s8, s[0:1], 0x18
	s_load_b64 s[10:11], s[0:1], 0x0
	v_lshl_or_b32 v1, s15, 6, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_le_i32_e64 s2, s8, v1
	v_cmp_gt_i32_e32 vcc_lo, s8, v1
	s_and_saveexec_b32 s3, s2
	s_xor_b32 s3, exec_lo, s3
; %bb.1:                                ; %.critedge
	v_mov_b32_e32 v2, 0
	ds_store_b32 v0, v2
; %bb.2:                                ; %Flow72
	s_or_saveexec_b32 s4, s3
	v_mov_b32_e32 v3, 0
	v_ashrrev_i32_e32 v2, 31, v1
	s_xor_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB19_4
; %bb.3:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[6:7], s[8:9], 2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, s3, s10, v3
	v_add_co_ci_u32_e64 v4, null, s11, v4, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, s3, v3, s6
	v_add_co_ci_u32_e64 v6, null, s7, v4, s3
	s_clause 0x1
	global_load_b32 v4, v[3:4], off
	global_load_b32 v3, v[5:6], off
	s_waitcnt vmcnt(1)
	ds_store_b32 v0, v4
.LBB19_4:
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v3 offset:260
	s_and_saveexec_b32 s3, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s3, exec_lo, s3
; %bb.5:                                ; %.critedge49
	v_mov_b32_e32 v3, 0
	ds_store_b32 v0, v3 offset:520
; %bb.6:                                ; %Flow71
	s_or_saveexec_b32 s4, s3
	v_mov_b32_e32 v3, 0
	s_xor_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB19_8
; %bb.7:
	v_lshl_add_u32 v3, s8, 1, v1
	s_ashr_i32 s9, s8, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_lshl_b64 s[6:7], s[8:9], 2
	v_ashrrev_i32_e32 v4, 31, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_u32 v3, s3, s10, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v4, null, s11, v4, s3
	v_add_co_u32 v5, s3, v3, s6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s7, v4, s3
	s_clause 0x1
	global_load_b32 v4, v[3:4], off
	global_load_b32 v3, v[5:6], off
	s_waitcnt vmcnt(1)
	ds_store_b32 v0, v4 offset:520
.LBB19_8:
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v3 offset:780
	s_and_saveexec_b32 s3, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s3, exec_lo, s3
; %bb.9:                                ; %.critedge53
	v_mov_b32_e32 v3, 0
	ds_store_b32 v0, v3 offset:1040
; %bb.10:                               ; %Flow70
	s_or_saveexec_b32 s4, s3
	v_mov_b32_e32 v3, 0
	s_xor_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB19_12
; %bb.11:
	v_lshl_add_u32 v3, s8, 2, v1
	s_ashr_i32 s9, s8, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_lshl_b64 s[6:7], s[8:9], 2
	v_ashrrev_i32_e32 v4, 31, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_u32 v3, s3, s10, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v4, null, s11, v4, s3
	v_add_co_u32 v5, s3, v3, s6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s7, v4, s3
	s_clause 0x1
	global_load_b32 v4, v[3:4], off
	global_load_b32 v3, v[5:6], off
	s_waitcnt vmcnt(1)
	ds_store_b32 v0, v4 offset:1040
.LBB19_12:
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v3 offset:1300
	s_and_saveexec_b32 s3, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s3, exec_lo, s3
; %bb.13:                               ; %.critedge57
	v_mov_b32_e32 v3, 0
	ds_store_b32 v0, v3 offset:1560
; %bb.14:                               ; %Flow69
	s_or_saveexec_b32 s4, s3
	v_mov_b32_e32 v3, 0
	s_xor_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB19_16
; %bb.15:
	v_mad_u64_u32 v[3:4], null, s8, 6, v[1:2]
	s_ashr_i32 s9, s8, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_lshl_b64 s[6:7], s[8:9], 2
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, s3, s10, v3
	v_add_co_ci_u32_e64 v4, null, s11, v4, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, s3, v3, s6
	v_add_co_ci_u32_e64 v6, null, s7, v4, s3
	s_clause 0x1
	global_load_b32 v4, v[3:4], off
	global_load_b32 v3, v[5:6], off
	s_waitcnt vmcnt(1)
	ds_store_b32 v0, v4 offset:1560
.LBB19_16:
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v3 offset:1820
	s_and_saveexec_b32 s3, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s3, exec_lo, s3
; %bb.17:                               ; %.critedge61
	v_mov_b32_e32 v3, 0
	ds_store_b32 v0, v3 offset:2080
; %bb.18:                               ; %Flow68
	s_or_saveexec_b32 s4, s3
	v_mov_b32_e32 v3, 0
	s_xor_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB19_20
; %bb.19:
	v_lshl_add_u32 v3, s8, 3, v1
	s_ashr_i32 s9, s8, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_lshl_b64 s[6:7], s[8:9], 2
	v_ashrrev_i32_e32 v4, 31, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_u32 v3, s3, s10, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v4, null, s11, v4, s3
	v_add_co_u32 v5, s3, v3, s6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s7, v4, s3
	s_clause 0x1
	global_load_b32 v4, v[3:4], off
	global_load_b32 v3, v[5:6], off
	s_waitcnt vmcnt(1)
	ds_store_b32 v0, v4 offset:2080
.LBB19_20:
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v3 offset:2340
	s_and_saveexec_b32 s3, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s3
; %bb.21:                               ; %.critedge65
	v_mov_b32_e32 v3, 0
	ds_store_b32 v0, v3 offset:2600
; %bb.22:                               ; %Flow
	s_or_saveexec_b32 s2, s2
	s_load_b128 s[4:7], s[0:1], 0x8
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, 0
	s_xor_b32 exec_lo, exec_lo, s2
	s_cbranch_execz .LBB19_24
; %bb.23:
	v_mad_u64_u32 v[4:5], null, s8, 10, v[1:2]
	s_ashr_i32 s9, s8, 31
	v_ashrrev_i32_e32 v5, 31, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32 v4, s0, s10, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v5, null, s11, v5, s0
	s_lshl_b64 s[0:1], s[8:9], 2
	v_add_co_u32 v6, s0, v4, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s1, v5, s0
	s_clause 0x1
	global_load_b32 v5, v[4:5], off
	global_load_b32 v4, v[6:7], off
	s_waitcnt vmcnt(1)
	ds_store_b32 v0, v5 offset:2600
.LBB19_24:
	s_or_b32 exec_lo, exec_lo, s2
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v4 offset:2860
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB19_25:                              ; =>This Inner Loop Header: Depth=1
	ds_load_b32 v4, v0
	s_load_b32 s1, s[4:5], 0x0
	v_cvt_f32_u32_e32 v5, s0
	s_add_i32 s0, s0, 1
	s_add_u32 s4, s4, 4
	s_addc_u32 s5, s5, 0
	s_cmp_eq_u32 s0, 12
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v5, s1, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_add_f32 v3, v3, v5 :: v_dual_add_nc_u32 v0, 0x104, v0
	s_cbranch_scc0 .LBB19_25
; %bb.26:
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB19_28
; %bb.27:
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s6, v0
	v_add_co_ci_u32_e64 v1, null, s7, v1, vcc_lo
	global_store_b32 v[0:1], v3, off
.LBB19_28:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11lds_const12PKfS0_Pfi
		.amdhsa_group_segment_fixed_size 3120
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
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
.Lfunc_end19:
	.size	_Z11lds_const12PKfS0_Pfi, .Lfunc_end19-_Z11lds_const12PKfS0_Pfi
                                        ; -- End function
	.set _Z11lds_const12PKfS0_Pfi.num_vgpr, 8
	.set _Z11lds_const12PKfS0_Pfi.num_agpr, 0
	.set _Z11lds_const12PKfS0_Pfi.numbered_sgpr, 16
	.set _Z11lds_const12PKfS0_Pfi.num_named_barrier, 0
	.set _Z11lds_const12PKfS0_Pfi.private_seg_size, 0
	.set _Z11lds_const12PKfS0_Pfi.uses_vcc, 1
	.set _Z11lds_const12PKfS0_Pfi.uses_flat_scratch, 0
	.set _Z11lds_const12PKfS0_Pfi.has_dyn_sized_stack, 0
	.set _Z11lds_const12PKfS0_Pfi.has_recursion, 0
	.set _Z11lds_const12PKfS0_Pfi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1156
; TotalNumSgprs: 18
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 3120 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 8
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z7ds2_farPKfPfi        ; -- Begin function _Z7ds2_farPKfPfi
	.globl	_Z7ds2_farPKfPfi
	.p2align	8
	.type	_Z7ds2_farPKfPfi,@function
_Z7ds2_farPKfPfi:                       ; @_Z7ds2_farPKfPfi
; %bb.0:
	s_clause 0x1
	s_load_b32 s6, s[0:1], 0x10
	s_load_b64 s[4:5], s[0:1], 0x0
	v_lshl_or_b32 v1, s15, 6, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_le_i32_e64 s2, s6, v1
	v_cmp_gt_i32_e32 vcc_lo, s6, v1
	s_and_saveexec_b32 s3, s2
	s_xor_b32 s3, exec_lo, s3
; %bb.1:                                ; %.critedge
	v_mov_b32_e32 v2, 0
	ds_store_b32 v0, v2
; %bb.2:                                ; %Flow108
	s_or_saveexec_b32 s7, s3
	v_mov_b32_e32 v3, 0
	v_ashrrev_i32_e32 v2, 31, v1
	s_xor_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB20_4
; %bb.3:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	s_mul_i32 s8, s6, 10
	s_ashr_i32 s9, s8, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_lshl_b64 s[8:9], s[8:9], 2
	v_add_co_u32 v3, s3, s4, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v4, null, s5, v4, s3
	v_add_co_u32 v5, s3, v3, s8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s9, v4, s3
	s_clause 0x1
	global_load_b32 v4, v[3:4], off
	global_load_b32 v3, v[5:6], off
	s_waitcnt vmcnt(1)
	ds_store_b32 v0, v4
.LBB20_4:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v3 offset:256
	s_and_saveexec_b32 s3, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s3, exec_lo, s3
; %bb.5:                                ; %.critedge64
	v_mov_b32_e32 v3, 0
	ds_store_b32 v0, v3 offset:520
; %bb.6:                                ; %Flow107
	s_or_saveexec_b32 s7, s3
	v_mov_b32_e32 v3, 0
	s_xor_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB20_8
; %bb.7:
	v_add_nc_u32_e32 v3, s6, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v4, 31, v3
	v_mad_u64_u32 v[5:6], null, s6, 10, v[3:4]
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v3, s3, s4, v3
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v4, null, s5, v4, s3
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, s3, s4, v5
	v_add_co_ci_u32_e64 v6, null, s5, v6, s3
	s_clause 0x1
	global_load_b32 v4, v[3:4], off
	global_load_b32 v3, v[5:6], off
	s_waitcnt vmcnt(1)
	ds_store_b32 v0, v4 offset:520
.LBB20_8:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v3 offset:776
	s_and_saveexec_b32 s3, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s3, exec_lo, s3
; %bb.9:                                ; %.critedge68
	v_mov_b32_e32 v3, 0
	ds_store_b32 v0, v3 offset:1040
; %bb.10:                               ; %Flow106
	s_or_saveexec_b32 s7, s3
	v_mov_b32_e32 v3, 0
	s_xor_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB20_12
; %bb.11:
	v_lshl_add_u32 v3, s6, 1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v4, 31, v3
	v_mad_u64_u32 v[5:6], null, s6, 10, v[3:4]
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v3, s3, s4, v3
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v4, null, s5, v4, s3
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, s3, s4, v5
	v_add_co_ci_u32_e64 v6, null, s5, v6, s3
	s_clause 0x1
	global_load_b32 v4, v[3:4], off
	global_load_b32 v3, v[5:6], off
	s_waitcnt vmcnt(1)
	ds_store_b32 v0, v4 offset:1040
.LBB20_12:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v3 offset:1296
	s_and_saveexec_b32 s3, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s3, exec_lo, s3
; %bb.13:                               ; %.critedge72
	v_mov_b32_e32 v3, 0
	ds_store_b32 v0, v3 offset:1560
; %bb.14:                               ; %Flow105
	s_or_saveexec_b32 s7, s3
	v_mov_b32_e32 v3, 0
	s_xor_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB20_16
; %bb.15:
	v_mad_u64_u32 v[3:4], null, s6, 3, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v4, 31, v3
	v_mad_u64_u32 v[5:6], null, s6, 10, v[3:4]
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v3, s3, s4, v3
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v4, null, s5, v4, s3
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, s3, s4, v5
	v_add_co_ci_u32_e64 v6, null, s5, v6, s3
	s_clause 0x1
	global_load_b32 v4, v[3:4], off
	global_load_b32 v3, v[5:6], off
	s_waitcnt vmcnt(1)
	ds_store_b32 v0, v4 offset:1560
.LBB20_16:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v3 offset:1816
	s_and_saveexec_b32 s3, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s3, exec_lo, s3
; %bb.17:                               ; %.critedge76
	v_mov_b32_e32 v3, 0
	ds_store_b32 v0, v3 offset:2080
; %bb.18:                               ; %Flow104
	s_or_saveexec_b32 s7, s3
	v_mov_b32_e32 v3, 0
	s_xor_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB20_20
; %bb.19:
	v_lshl_add_u32 v3, s6, 2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v4, 31, v3
	v_mad_u64_u32 v[5:6], null, s6, 10, v[3:4]
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v3, s3, s4, v3
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v4, null, s5, v4, s3
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, s3, s4, v5
	v_add_co_ci_u32_e64 v6, null, s5, v6, s3
	s_clause 0x1
	global_load_b32 v4, v[3:4], off
	global_load_b32 v3, v[5:6], off
	s_waitcnt vmcnt(1)
	ds_store_b32 v0, v4 offset:2080
.LBB20_20:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v3 offset:2336
	s_and_saveexec_b32 s3, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s3, exec_lo, s3
; %bb.21:                               ; %.critedge80
	v_mov_b32_e32 v3, 0
	ds_store_b32 v0, v3 offset:2600
; %bb.22:                               ; %Flow103
	s_or_saveexec_b32 s7, s3
	v_mov_b32_e32 v3, 0
	s_xor_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB20_24
; %bb.23:
	v_mad_u64_u32 v[3:4], null, s6, 5, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v4, 31, v3
	v_mad_u64_u32 v[5:6], null, s6, 10, v[3:4]
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v3, s3, s4, v3
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v4, null, s5, v4, s3
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, s3, s4, v5
	v_add_co_ci_u32_e64 v6, null, s5, v6, s3
	s_clause 0x1
	global_load_b32 v4, v[3:4], off
	global_load_b32 v3, v[5:6], off
	s_waitcnt vmcnt(1)
	ds_store_b32 v0, v4 offset:2600
.LBB20_24:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v3 offset:2856
	s_and_saveexec_b32 s3, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s3, exec_lo, s3
; %bb.25:                               ; %.critedge84
	v_mov_b32_e32 v3, 0
	ds_store_b32 v0, v3 offset:3120
; %bb.26:                               ; %Flow102
	s_or_saveexec_b32 s7, s3
	v_mov_b32_e32 v3, 0
	s_xor_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB20_28
; %bb.27:
	v_mad_u64_u32 v[3:4], null, s6, 6, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v4, 31, v3
	v_mad_u64_u32 v[5:6], null, s6, 10, v[3:4]
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v3, s3, s4, v3
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v4, null, s5, v4, s3
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, s3, s4, v5
	v_add_co_ci_u32_e64 v6, null, s5, v6, s3
	s_clause 0x1
	global_load_b32 v4, v[3:4], off
	global_load_b32 v3, v[5:6], off
	s_waitcnt vmcnt(1)
	ds_store_b32 v0, v4 offset:3120
.LBB20_28:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v3 offset:3376
	s_and_saveexec_b32 s3, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s3, exec_lo, s3
; %bb.29:                               ; %.critedge88
	v_mov_b32_e32 v3, 0
	ds_store_b32 v0, v3 offset:3640
; %bb.30:                               ; %Flow101
	s_or_saveexec_b32 s7, s3
	v_mov_b32_e32 v3, 0
	s_xor_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB20_32
; %bb.31:
	v_mad_u64_u32 v[3:4], null, s6, 7, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v4, 31, v3
	v_mad_u64_u32 v[5:6], null, s6, 10, v[3:4]
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v3, s3, s4, v3
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v4, null, s5, v4, s3
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, s3, s4, v5
	v_add_co_ci_u32_e64 v6, null, s5, v6, s3
	s_clause 0x1
	global_load_b32 v4, v[3:4], off
	global_load_b32 v3, v[5:6], off
	s_waitcnt vmcnt(1)
	ds_store_b32 v0, v4 offset:3640
.LBB20_32:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v3 offset:3896
	s_and_saveexec_b32 s3, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s3, exec_lo, s3
; %bb.33:                               ; %.critedge92
	v_mov_b32_e32 v3, 0
	ds_store_b32 v0, v3 offset:4160
; %bb.34:                               ; %Flow100
	s_or_saveexec_b32 s7, s3
	v_mov_b32_e32 v3, 0
	s_xor_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB20_36
; %bb.35:
	v_lshl_add_u32 v3, s6, 3, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v4, 31, v3
	v_mad_u64_u32 v[5:6], null, s6, 10, v[3:4]
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v3, s3, s4, v3
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v4, null, s5, v4, s3
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, s3, s4, v5
	v_add_co_ci_u32_e64 v6, null, s5, v6, s3
	s_clause 0x1
	global_load_b32 v4, v[3:4], off
	global_load_b32 v3, v[5:6], off
	s_waitcnt vmcnt(1)
	ds_store_b32 v0, v4 offset:4160
.LBB20_36:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v3 offset:4416
	s_and_saveexec_b32 s3, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s3
; %bb.37:                               ; %.critedge96
	v_mov_b32_e32 v3, 0
	ds_store_b32 v0, v3 offset:4680
; %bb.38:                               ; %Flow
	s_or_saveexec_b32 s7, s2
	s_load_b64 s[2:3], s[0:1], 0x8
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, 0
	s_xor_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB20_40
; %bb.39:
	v_mad_u64_u32 v[4:5], null, s6, 9, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v5, 31, v4
	v_mad_u64_u32 v[6:7], null, s6, 10, v[4:5]
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v4, s0, s4, v4
	v_ashrrev_i32_e32 v7, 31, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v5, null, s5, v5, s0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s0, s4, v6
	v_add_co_ci_u32_e64 v7, null, s5, v7, s0
	s_clause 0x1
	global_load_b32 v5, v[4:5], off
	global_load_b32 v4, v[6:7], off
	s_waitcnt vmcnt(1)
	ds_store_b32 v0, v5 offset:4680
.LBB20_40:
	s_or_b32 exec_lo, exec_lo, s7
	s_movk_i32 s0, 0x1248
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v4 offset:4936
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB20_41:                              ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v4, s0, v0
	s_addk_i32 s0, 0xfdf8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	s_cmpk_eq_i32 s0, 0xfdf8
	ds_load_2addr_stride64_b32 v[4:5], v4 offset1:1
	s_waitcnt lgkmcnt(0)
	v_dual_sub_f32 v4, v4, v5 :: v_dual_mov_b32 v5, v3
	v_mov_b32_e32 v3, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v3, 0.5, v5
	s_cbranch_scc0 .LBB20_41
; %bb.42:
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB20_44
; %bb.43:
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e64 v1, null, s3, v1, vcc_lo
	global_store_b32 v[0:1], v3, off
.LBB20_44:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7ds2_farPKfPfi
		.amdhsa_group_segment_fixed_size 5200
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
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
		.amdhsa_inst_pref_size 15
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
	.size	_Z7ds2_farPKfPfi, .Lfunc_end20-_Z7ds2_farPKfPfi
                                        ; -- End function
	.set _Z7ds2_farPKfPfi.num_vgpr, 8
	.set _Z7ds2_farPKfPfi.num_agpr, 0
	.set _Z7ds2_farPKfPfi.numbered_sgpr, 16
	.set _Z7ds2_farPKfPfi.num_named_barrier, 0
	.set _Z7ds2_farPKfPfi.private_seg_size, 0
	.set _Z7ds2_farPKfPfi.uses_vcc, 1
	.set _Z7ds2_farPKfPfi.uses_flat_scratch, 0
	.set _Z7ds2_farPKfPfi.has_dyn_sized_stack, 0
	.set _Z7ds2_farPKfPfi.has_recursion, 0
	.set _Z7ds2_farPKfPfi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1920
; TotalNumSgprs: 18
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 5200 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 8
; Occupancy: 13
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z13const_rows_rwPfii   ; -- Begin function _Z13const_rows_rwPfii
	.globl	_Z13const_rows_rwPfii
	.p2align	8
	.type	_Z13const_rows_rwPfii,@function
_Z13const_rows_rwPfii:                  ; @_Z13const_rows_rwPfii
; %bb.0:
	s_clause 0x1
	s_load_b32 s4, s[0:1], 0x1c
	s_load_b64 s[2:3], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, s15, s4, v[0:1]
	v_cmp_gt_i32_e32 vcc_lo, s3, v1
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB21_3
; %bb.1:                                ; %.preheader.preheader
	s_load_b64 s[0:1], s[0:1], 0x0
	s_ashr_i32 s3, s2, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[4:5], s[2:3], 2
	s_mov_b32 s3, 6
	.p2align	6
.LBB21_2:                               ; %.preheader
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	s_add_i32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_cmp_lg_u32 s3, 0
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	v_add_nc_u32_e32 v1, s2, v1
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, vcc_lo, v2, s4
	v_add_co_ci_u32_e64 v5, null, s5, v3, vcc_lo
	s_clause 0x1
	global_load_b32 v0, v[2:3], off
	global_load_b32 v2, v[4:5], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v2, 2.0, v0
	global_store_b32 v[4:5], v2, off
	s_cbranch_scc1 .LBB21_2
.LBB21_3:                               ; %.loopexit
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13const_rows_rwPfii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
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
		.amdhsa_inst_pref_size 2
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
	.size	_Z13const_rows_rwPfii, .Lfunc_end21-_Z13const_rows_rwPfii
                                        ; -- End function
	.set _Z13const_rows_rwPfii.num_vgpr, 6
	.set _Z13const_rows_rwPfii.num_agpr, 0
	.set _Z13const_rows_rwPfii.numbered_sgpr, 16
	.set _Z13const_rows_rwPfii.num_named_barrier, 0
	.set _Z13const_rows_rwPfii.private_seg_size, 0
	.set _Z13const_rows_rwPfii.uses_vcc, 1
	.set _Z13const_rows_rwPfii.uses_flat_scratch, 0
	.set _Z13const_rows_rwPfii.has_dyn_sized_stack, 0
	.set _Z13const_rows_rwPfii.has_recursion, 0
	.set _Z13const_rows_rwPfii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 196
; TotalNumSgprs: 18
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 6
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z10lit_chainsPKfS0_Pfii ; -- Begin function _Z10lit_chainsPKfS0_Pfii
	.globl	_Z10lit_chainsPKfS0_Pfii
	.p2align	8
	.type	_Z10lit_chainsPKfS0_Pfii,@function
_Z10lit_chainsPKfS0_Pfii:               ; @_Z10lit_chainsPKfS0_Pfii
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x2c
	s_load_b64 s[4:5], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_u64_u32 v[1:2], null, s15, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_i32_e64 s5, v1
	s_cbranch_execz .LBB22_5
; %bb.1:
	s_clause 0x1
	s_load_b64 s[6:7], s[0:1], 0x0
	s_load_b64 s[2:3], s[0:1], 0x10
	v_ashrrev_i32_e32 v2, 31, v1
	s_cmp_lt_i32 s4, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s6, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s7, v1, vcc_lo
	global_load_b32 v9, v[2:3], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, 0.5, v9
	v_mul_f32_e32 v2, 0x3e800000, v9
	v_mul_f32_e32 v6, 0x3e000000, v9
	v_xor_b32_e32 v8, 0x80000000, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v5, 0x80000000, v3
	v_xor_b32_e32 v4, 0x80000000, v2
	s_delay_alu instid0(VALU_DEP_4)
	v_xor_b32_e32 v7, 0x80000000, v6
	s_cbranch_scc1 .LBB22_4
; %bb.2:
	s_load_b64 s[6:7], s[0:1], 0x8
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB22_3:                               ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	s_load_b32 s0, s[6:7], 0x0
	s_add_i32 s4, s4, -1
	s_add_u32 s6, s6, 4
	s_addc_u32 s7, s7, 0
	s_cmp_eq_u32 s4, 0
	s_waitcnt lgkmcnt(0)
	v_fmaak_f32 v9, s0, v9, 0x3fc00000
	v_fmaak_f32 v8, s0, v8, 0xbfa00000
	v_fmaak_f32 v3, s0, v3, 0x40200000
	v_fmaak_f32 v2, s0, v2, 0x40500000
	v_fmaak_f32 v6, s0, v6, 0x40980000
	v_fmaak_f32 v5, s0, v5, 0xc0300000
	v_fmaak_f32 v4, s0, v4, 0xc0600000
	v_dual_mul_f32 v10, 0x3e000000, v9 :: v_dual_mul_f32 v11, 0x3e000000, v8
	v_fmaak_f32 v7, s0, v7, 0xc0880000
	v_cmp_gt_f32_e32 vcc_lo, 0xc1000000, v8
	v_cmp_lt_f32_e64 s0, 0x41000000, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v8, v8, v11, vcc_lo
	v_cndmask_b32_e64 v9, v9, v10, s0
	s_cbranch_scc0 .LBB22_3
.LBB22_4:                               ; %Flow123
	s_set_inst_prefetch_distance 0x2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_dual_add_f32 v3, v9, v3 :: v_dual_add_f32 v2, v2, v6
	v_add_f32_e32 v5, v8, v5
	v_add_f32_e32 v4, v4, v7
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_f32_e32 v2, v3, v2
	v_add_co_ci_u32_e64 v1, null, s3, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v5, v4
	v_add_f32_e32 v2, v2, v3
	global_store_b32 v[0:1], v2, off
.LBB22_5:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10lit_chainsPKfS0_Pfii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
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
		.amdhsa_inst_pref_size 4
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
	.size	_Z10lit_chainsPKfS0_Pfii, .Lfunc_end22-_Z10lit_chainsPKfS0_Pfii
                                        ; -- End function
	.set _Z10lit_chainsPKfS0_Pfii.num_vgpr, 12
	.set _Z10lit_chainsPKfS0_Pfii.num_agpr, 0
	.set _Z10lit_chainsPKfS0_Pfii.numbered_sgpr, 16
	.set _Z10lit_chainsPKfS0_Pfii.num_named_barrier, 0
	.set _Z10lit_chainsPKfS0_Pfii.private_seg_size, 0
	.set _Z10lit_chainsPKfS0_Pfii.uses_vcc, 1
	.set _Z10lit_chainsPKfS0_Pfii.uses_flat_scratch, 0
	.set _Z10lit_chainsPKfS0_Pfii.has_dyn_sized_stack, 0
	.set _Z10lit_chainsPKfS0_Pfii.has_recursion, 0
	.set _Z10lit_chainsPKfS0_Pfii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 428
; TotalNumSgprs: 18
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 12
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
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
	.type	__hip_cuid_3328bd5550dd0ba6,@object ; @__hip_cuid_3328bd5550dd0ba6
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_3328bd5550dd0ba6
__hip_cuid_3328bd5550dd0ba6:
	.byte	0                               ; 0x0
	.size	__hip_cuid_3328bd5550dd0ba6, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_3328bd5550dd0ba6
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
    .name:           _Z9h2_colfmaPKDv2_DF16_S1_PS_iii
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         _Z9h2_colfmaPKDv2_DF16_S1_PS_iii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     9
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
    .name:           _Z9bf16_gemvPKtS0_Pfii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z9bf16_gemvPKtS0_Pfii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     7
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
    .name:           _Z9dot4_loopPKiS0_PiPjii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z9dot4_loopPKiS0_PiPjii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     7
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
    .name:           _Z13mm_bf16_chainPKtS0_Pfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z13mm_bf16_chainPKtS0_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     77
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
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
      - .address_space:  global
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
    .group_segment_fixed_size: 4
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 128
    .name:           _Z13atomic_scopesPKiPiS1_S1_ii
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         _Z13atomic_scopesPKiPiS1_S1_ii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 128
    .name:           _Z13shfl_down_sumPKfPfPii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z13shfl_down_sumPKfPfPii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     9
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
    .name:           _Z8rfl_rowsPKfPKiPfii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z8rfl_rowsPKfPKiPfii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .name:           _Z7u64_mixPKyPyii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z7u64_mixPKyPyii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
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
    .name:           _Z5dcol2PKdS0_Pdiii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z5dcol2PKdS0_Pdiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     9
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
    .name:           _Z12bound_reloadPKfPKiPfii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z12bound_reloadPKfPKiPfii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
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
    .name:           _Z11bound_aliasPKiS0_Piii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z11bound_aliasPKiS0_Piii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
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
    .name:           _Z13nest_continuePKfPKiPfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z13nest_continuePKfPKiPfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     9
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
    .name:           _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     38
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
    .name:           _Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     58
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
    .name:           _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     33
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .group_segment_fixed_size: 5280
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           _Z14lds_pad_colsumPKfPfii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z14lds_pad_colsumPKfPfii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .value_kind:     by_value
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
    .name:           _Z11alias_shiftPfiiii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z11alias_shiftPfiiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .name:           _Z11two_stridesPKfPfi
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z11two_stridesPKfPfi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .name:           _Z11self_offsetPKfPfiiii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z11self_offsetPKfPfiiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
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
    .group_segment_fixed_size: 3120
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           _Z11lds_const12PKfS0_Pfi
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z11lds_const12PKfS0_Pfi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .group_segment_fixed_size: 5200
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           _Z7ds2_farPKfPfi
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z7ds2_farPKfPfi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z13const_rows_rwPfii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z13const_rows_rwPfii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
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
    .name:           _Z10lit_chainsPKfS0_Pfii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z10lit_chainsPKfS0_Pfii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
