	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.text
	.protected	_Z9h2_colfmaPKDv2_DF16_S1_PS_iii ; -- Begin function _Z9h2_colfmaPKDv2_DF16_S1_PS_iii
	.globl	_Z9h2_colfmaPKDv2_DF16_S1_PS_iii
	.p2align	8
	.type	_Z9h2_colfmaPKDv2_DF16_S1_PS_iii,@function
_Z9h2_colfmaPKDv2_DF16_S1_PS_iii:       ; @_Z9h2_colfmaPKDv2_DF16_S1_PS_iii
; %bb.0:
	s_load_dword s3, s[0:1], 0x34
	s_load_dwordx4 s[8:11], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s10, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_7
; %bb.1:                                ; %.preheader
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	s_mov_b32 s0, 0
	s_cmp_lt_i32 s8, 2
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, 0
	s_cbranch_scc1 .LBB0_4
; %bb.2:                                ; %.lr.ph.preheader
	s_ashr_i32 s1, s9, 31
	s_mov_b32 s0, s9
	s_lshl_b64 s[10:11], s[0:1], 2
	s_lshl_b32 s1, s9, 1
	s_waitcnt lgkmcnt(0)
	s_add_u32 s12, s6, 4
	s_addc_u32 s13, s7, 0
	s_mov_b32 s0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v2, v0
.LBB0_3:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[4:5]
	global_load_dword v3, v[6:7], off
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[10:11]
	global_load_dword v5, v[6:7], off
	s_add_u32 s14, s12, -4
	s_mov_b32 s16, s0
	s_addc_u32 s15, s13, -1
	s_add_i32 s18, s16, 3
	s_load_dwordx2 s[16:17], s[14:15], 0x0
	s_add_i32 s0, s0, 2
	s_add_u32 s12, s12, 8
	s_addc_u32 s13, s13, 0
	v_add_u32_e32 v2, s1, v2
	s_cmp_lt_i32 s18, s8
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_pk_fma_f16 v4, v3, s16, v4
	s_waitcnt vmcnt(0)
	v_pk_fma_f16 v1, v5, s17, v1
	s_cbranch_scc1 .LBB0_3
.LBB0_4:                                ; %._crit_edge
	s_cmp_ge_i32 s0, s8
	s_cbranch_scc1 .LBB0_6
; %bb.5:
	s_mul_i32 s1, s0, s9
	v_add_u32_e32 v2, s1, v0
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[4:5]
	global_load_dword v2, v[2:3], off
	s_mov_b32 s1, 0
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s6, s0
	s_addc_u32 s1, s7, s1
	s_load_dword s0, s[0:1], 0x0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_fma_f16 v4, v2, s0, v4
.LBB0_6:
	s_nop 0
	v_pk_add_f16 v2, v1, v4
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[2:3]
	global_store_dword v[0:1], v2, off
.LBB0_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9h2_colfmaPKDv2_DF16_S1_PS_iii
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
		.amdhsa_next_free_sgpr 19
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
	.size	_Z9h2_colfmaPKDv2_DF16_S1_PS_iii, .Lfunc_end0-_Z9h2_colfmaPKDv2_DF16_S1_PS_iii
                                        ; -- End function
	.set _Z9h2_colfmaPKDv2_DF16_S1_PS_iii.num_vgpr, 8
	.set _Z9h2_colfmaPKDv2_DF16_S1_PS_iii.num_agpr, 0
	.set _Z9h2_colfmaPKDv2_DF16_S1_PS_iii.numbered_sgpr, 19
	.set _Z9h2_colfmaPKDv2_DF16_S1_PS_iii.num_named_barrier, 0
	.set _Z9h2_colfmaPKDv2_DF16_S1_PS_iii.private_seg_size, 0
	.set _Z9h2_colfmaPKDv2_DF16_S1_PS_iii.uses_vcc, 1
	.set _Z9h2_colfmaPKDv2_DF16_S1_PS_iii.uses_flat_scratch, 0
	.set _Z9h2_colfmaPKDv2_DF16_S1_PS_iii.has_dyn_sized_stack, 0
	.set _Z9h2_colfmaPKDv2_DF16_S1_PS_iii.has_recursion, 0
	.set _Z9h2_colfmaPKDv2_DF16_S1_PS_iii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 352
; TotalNumSgprs: 25
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
; NumSGPRsForWavesPerEU: 25
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
	.protected	_Z9bf16_gemvPKtS0_Pfii  ; -- Begin function _Z9bf16_gemvPKtS0_Pfii
	.globl	_Z9bf16_gemvPKtS0_Pfii
	.p2align	8
	.type	_Z9bf16_gemvPKtS0_Pfii,@function
_Z9bf16_gemvPKtS0_Pfii:                 ; @_Z9bf16_gemvPKtS0_Pfii
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx2 s[6:7], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s6, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_5
; %bb.1:                                ; %.preheader
	s_load_dwordx2 s[4:5], s[0:1], 0x10
	v_mov_b32_e32 v1, 0
	s_cmp_lt_i32 s7, 1
	v_mov_b32_e32 v4, 0
	s_cbranch_scc1 .LBB1_4
; %bb.2:                                ; %.lr.ph
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_mul_lo_u32 v2, v0, s7
	v_ashrrev_i32_e32 v3, 31, v2
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[0:1]
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	global_load_ushort v5, v[2:3], off
	global_load_ushort v6, v1, s[2:3]
	s_add_i32 s7, s7, -1
	s_add_u32 s2, s2, 2
	s_addc_u32 s3, s3, 0
	v_lshl_add_u64 v[2:3], v[2:3], 0, 2
	s_cmp_eq_u32 s7, 0
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v5, 16, v5
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v6, 16, v6
	v_fmac_f32_e32 v4, v5, v6
	s_cbranch_scc0 .LBB1_3
.LBB1_4:                                ; %Flow31
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v4, off
.LBB1_5:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9bf16_gemvPKtS0_Pfii
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
		.amdhsa_next_free_vgpr 7
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
.Lfunc_end1:
	.size	_Z9bf16_gemvPKtS0_Pfii, .Lfunc_end1-_Z9bf16_gemvPKtS0_Pfii
                                        ; -- End function
	.set _Z9bf16_gemvPKtS0_Pfii.num_vgpr, 7
	.set _Z9bf16_gemvPKtS0_Pfii.num_agpr, 0
	.set _Z9bf16_gemvPKtS0_Pfii.numbered_sgpr, 8
	.set _Z9bf16_gemvPKtS0_Pfii.num_named_barrier, 0
	.set _Z9bf16_gemvPKtS0_Pfii.private_seg_size, 0
	.set _Z9bf16_gemvPKtS0_Pfii.uses_vcc, 1
	.set _Z9bf16_gemvPKtS0_Pfii.uses_flat_scratch, 0
	.set _Z9bf16_gemvPKtS0_Pfii.has_dyn_sized_stack, 0
	.set _Z9bf16_gemvPKtS0_Pfii.has_recursion, 0
	.set _Z9bf16_gemvPKtS0_Pfii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 200
; TotalNumSgprs: 14
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
; NumSGPRsForWavesPerEU: 14
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
	.protected	_Z9dot4_loopPKiS0_PiPjii ; -- Begin function _Z9dot4_loopPKiS0_PiPjii
	.globl	_Z9dot4_loopPKiS0_PiPjii
	.p2align	8
	.type	_Z9dot4_loopPKiS0_PiPjii,@function
_Z9dot4_loopPKiS0_PiPjii:               ; @_Z9dot4_loopPKiS0_PiPjii
; %bb.0:
	s_load_dword s3, s[0:1], 0x34
	s_load_dwordx2 s[8:9], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s9, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB2_5
; %bb.1:                                ; %.preheader
	s_cmp_lt_i32 s8, 1
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_cbranch_scc1 .LBB2_4
; %bb.2:                                ; %.lr.ph.preheader
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v2, v0
.LBB2_3:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[4:5]
	global_load_dword v1, v[6:7], off
	s_load_dword s2, s[6:7], 0x0
	s_add_i32 s8, s8, -1
	s_add_u32 s6, s6, 4
	s_addc_u32 s7, s7, 0
	v_add_u32_e32 v2, s9, v2
	s_cmp_eq_u32 s8, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_dot4c_i32_i8_e32 v4, s2, v1
	v_dot8_u32_u4 v5, v1, s2, v5
	s_cbranch_scc0 .LBB2_3
.LBB2_4:                                ; %Flow49
	s_load_dwordx4 s[0:3], s[0:1], 0x10
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[0:1]
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[0:1]
	global_store_dword v[2:3], v4, off
	global_store_dword v[0:1], v5, off
.LBB2_5:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9dot4_loopPKiS0_PiPjii
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
.Lfunc_end2:
	.size	_Z9dot4_loopPKiS0_PiPjii, .Lfunc_end2-_Z9dot4_loopPKiS0_PiPjii
                                        ; -- End function
	.set _Z9dot4_loopPKiS0_PiPjii.num_vgpr, 8
	.set _Z9dot4_loopPKiS0_PiPjii.num_agpr, 0
	.set _Z9dot4_loopPKiS0_PiPjii.numbered_sgpr, 10
	.set _Z9dot4_loopPKiS0_PiPjii.num_named_barrier, 0
	.set _Z9dot4_loopPKiS0_PiPjii.private_seg_size, 0
	.set _Z9dot4_loopPKiS0_PiPjii.uses_vcc, 1
	.set _Z9dot4_loopPKiS0_PiPjii.uses_flat_scratch, 0
	.set _Z9dot4_loopPKiS0_PiPjii.has_dyn_sized_stack, 0
	.set _Z9dot4_loopPKiS0_PiPjii.has_recursion, 0
	.set _Z9dot4_loopPKiS0_PiPjii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 216
; TotalNumSgprs: 16
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
; NumSGPRsForWavesPerEU: 16
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
	.protected	_Z13mm_bf16_chainPKtS0_Pfiii ; -- Begin function _Z13mm_bf16_chainPKtS0_Pfiii
	.globl	_Z13mm_bf16_chainPKtS0_Pfiii
	.p2align	8
	.type	_Z13mm_bf16_chainPKtS0_Pfiii,@function
_Z13mm_bf16_chainPKtS0_Pfiii:           ; @_Z13mm_bf16_chainPKtS0_Pfiii
; %bb.0:
	s_load_dwordx2 s[8:9], s[0:1], 0x1c
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[10:11], s[0:1], 0x10
	s_lshl_b32 s14, s2, 4
	v_and_b32_e32 v1, 15, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s9, 0
	v_lshrrev_b32_e32 v2, 2, v0
	v_or_b32_e32 v4, s14, v1
	s_cbranch_scc1 .LBB3_3
; %bb.1:                                ; %..preheader_crit_edge
	s_ashr_i32 s1, s8, 31
	s_mov_b32 s0, s8
	s_lshl_b32 s3, s3, 4
	v_and_b32_e32 v6, 12, v2
	s_cbranch_execz .LBB3_4
; %bb.2:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	s_branch .LBB3_6
.LBB3_3:
                                        ; implicit-def: $sgpr0_sgpr1
	s_lshl_b32 s3, s3, 4
	v_and_b32_e32 v6, 12, v2
.LBB3_4:                                ; %.preheader52.lr.ph
	v_or_b32_e32 v5, s3, v1
	v_mad_u64_u32 v[8:9], s[12:13], s9, v5, v[6:7]
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshrrev_b32_e32 v0, 4, v0
	s_ashr_i32 s1, s8, 31
	s_mov_b32 s0, s8
	v_lshl_add_u64 v[2:3], v[8:9], 1, v[2:3]
	v_mul_lo_u32 v0, s8, v0
	s_add_i32 s2, s2, s8
	s_lshl_b64 s[4:5], s[0:1], 1
	v_lshl_add_u64 v[8:9], v[2:3], 0, 32
	v_lshl_add_u32 v5, v0, 2, v1
	s_lshl_b32 s12, s8, 5
	s_lshl_b32 s2, s2, 4
	s_mov_b32 s13, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_mov_b32 s15, 0x5040100
.LBB3_5:                                ; %.preheader52
                                        ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v10, s14, v5
	v_ashrrev_i32_e32 v11, 31, v10
	v_add_u32_e32 v12, s2, v5
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[6:7]
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[14:15], v[10:11], 0, s[4:5]
	global_load_ushort v7, v[10:11], off
	global_load_ushort v22, v[14:15], off
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[6:7]
	global_load_dwordx2 v[30:31], v[8:9], off offset:-32
	global_load_dwordx2 v[32:33], v[8:9], off
	v_lshl_add_u64 v[16:17], v[12:13], 0, s[4:5]
	v_lshl_add_u64 v[10:11], v[14:15], 0, s[4:5]
	v_lshl_add_u64 v[14:15], v[16:17], 0, s[4:5]
	v_lshl_add_u64 v[18:19], v[10:11], 0, s[4:5]
	v_lshl_add_u64 v[20:21], v[14:15], 0, s[4:5]
	global_load_ushort v23, v[10:11], off
	global_load_ushort v24, v[18:19], off
	global_load_ushort v25, v[12:13], off
	global_load_ushort v26, v[16:17], off
	global_load_ushort v27, v[14:15], off
	global_load_ushort v28, v[20:21], off
	s_add_i32 s13, s13, 32
	v_lshl_add_u64 v[8:9], v[8:9], 0, 64
	s_cmp_lt_i32 s13, s9
	v_add_u32_e32 v5, s12, v5
	s_waitcnt vmcnt(8)
	v_perm_b32 v10, v22, v7, s15
	s_waitcnt vmcnt(4)
	v_perm_b32 v11, v24, v23, s15
	s_nop 1
	v_mfma_f32_16x16x16_bf16 v[0:3], v[30:31], v[10:11], v[0:3]
	s_waitcnt vmcnt(2)
	v_perm_b32 v10, v26, v25, s15
	s_waitcnt vmcnt(0)
	v_perm_b32 v11, v28, v27, s15
	s_nop 1
	v_mfma_f32_16x16x16_bf16 v[0:3], v[32:33], v[10:11], v[0:3]
	s_cbranch_scc1 .LBB3_5
.LBB3_6:                                ; %.preheader
	v_add_u32_e32 v5, s3, v6
	v_mad_u64_u32 v[4:5], s[2:3], v5, s8, v[4:5]
	v_mov_b32_e32 v8, s10
	v_mov_b32_e32 v9, s11
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, v[8:9]
	s_lshl_b64 s[0:1], s[0:1], 2
	global_store_dword v[4:5], v0, off
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[0:1]
	global_store_dword v[4:5], v1, off
	v_lshl_add_u64 v[0:1], v[4:5], 0, s[0:1]
	global_store_dword v[0:1], v2, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v3, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13mm_bf16_chainPKtS0_Pfiii
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 34
		.amdhsa_next_free_sgpr 16
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
	.text
.Lfunc_end3:
	.size	_Z13mm_bf16_chainPKtS0_Pfiii, .Lfunc_end3-_Z13mm_bf16_chainPKtS0_Pfiii
                                        ; -- End function
	.set _Z13mm_bf16_chainPKtS0_Pfiii.num_vgpr, 34
	.set _Z13mm_bf16_chainPKtS0_Pfiii.num_agpr, 0
	.set _Z13mm_bf16_chainPKtS0_Pfiii.numbered_sgpr, 16
	.set _Z13mm_bf16_chainPKtS0_Pfiii.num_named_barrier, 0
	.set _Z13mm_bf16_chainPKtS0_Pfiii.private_seg_size, 0
	.set _Z13mm_bf16_chainPKtS0_Pfiii.uses_vcc, 0
	.set _Z13mm_bf16_chainPKtS0_Pfiii.uses_flat_scratch, 0
	.set _Z13mm_bf16_chainPKtS0_Pfiii.has_dyn_sized_stack, 0
	.set _Z13mm_bf16_chainPKtS0_Pfiii.has_recursion, 0
	.set _Z13mm_bf16_chainPKtS0_Pfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 564
; TotalNumSgprs: 22
; NumVgprs: 34
; NumAgprs: 0
; TotalNumVgprs: 34
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 22
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
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z13atomic_scopesPKiPiS1_S1_ii ; -- Begin function _Z13atomic_scopesPKiPiS1_S1_ii
	.globl	_Z13atomic_scopesPKiPiS1_S1_ii
	.p2align	8
	.type	_Z13atomic_scopesPKiPiS1_S1_ii,@function
_Z13atomic_scopesPKiPiS1_S1_ii:         ; @_Z13atomic_scopesPKiPiS1_S1_ii
; %bb.0:
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
; %bb.1:
	v_mov_b32_e32 v1, 0
	ds_write_b32 v1, v1
; %bb.2:
	s_or_b64 exec, exec, s[4:5]
	s_load_dwordx8 s[8:15], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cmp_lt_i32 s14, 1
	s_cbranch_scc1 .LBB4_18
; %bb.3:                                ; %.lr.ph
	s_load_dword s3, s[0:1], 0x34
	s_load_dwordx2 s[6:7], s[0:1], 0x0
	s_mov_b32 s17, 0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s16, s17
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s3, 0xffff
	s_mul_i32 s0, s2, s0
	v_add_u32_e32 v0, s0, v0
	v_cmp_gt_i32_e64 s[0:1], s15, v0
	s_branch .LBB4_5
.LBB4_4:                                ;   in Loop: Header=BB4_5 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_i32 s16, s16, 1
	s_cmp_eq_u32 s16, s14
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc1 .LBB4_18
.LBB4_5:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB4_11 Depth 2
                                        ;     Child Loop BB4_15 Depth 2
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB4_7
; %bb.6:                                ;   in Loop: Header=BB4_5 Depth=1
	s_mul_i32 s3, s16, s15
	v_add_u32_e32 v2, s3, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	global_load_dword v2, v[2:3], off
.LBB4_7:                                ;   in Loop: Header=BB4_5 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[4:5], 0, v2
	s_and_saveexec_b64 s[18:19], s[4:5]
	s_cbranch_execz .LBB4_10
; %bb.8:                                ;   in Loop: Header=BB4_5 Depth=1
	s_mov_b64 s[20:21], exec
	v_mbcnt_lo_u32_b32 v3, s20, 0
	v_mbcnt_hi_u32_b32 v3, s21, v3
	v_cmp_eq_u32_e64 s[4:5], 0, v3
	s_and_b64 s[4:5], exec, s[4:5]
	s_mov_b64 exec, s[4:5]
; %bb.9:                                ;   in Loop: Header=BB4_5 Depth=1
	s_bcnt1_i32_b64 s3, s[20:21]
	v_mov_b32_e32 v3, s3
	ds_add_u32 v1, v3
.LBB4_10:                               ;   in Loop: Header=BB4_5 Depth=1
	s_or_b64 exec, exec, s[18:19]
	s_mov_b64 s[4:5], exec
	s_mov_b32 s3, 0
.LBB4_11:                               ; %ComputeLoop
                                        ;   Parent Loop BB4_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_ff1_i32_b64 s18, s[4:5]
	v_readlane_b32 s19, v2, s18
	s_add_i32 s3, s3, s19
	s_lshl_b64 s[18:19], 1, s18
	s_andn2_b64 s[4:5], s[4:5], s[18:19]
	s_cbranch_scc1 .LBB4_11
; %bb.12:                               ; %ComputeEnd
                                        ;   in Loop: Header=BB4_5 Depth=1
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	v_mbcnt_hi_u32_b32 v3, exec_hi, v3
	v_cmp_eq_u32_e64 s[4:5], 0, v3
	s_and_saveexec_b64 s[18:19], s[4:5]
	s_xor_b64 s[4:5], exec, s[18:19]
	s_cbranch_execz .LBB4_14
; %bb.13:                               ;   in Loop: Header=BB4_5 Depth=1
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s18, s8, s18
	s_addc_u32 s19, s9, s19
	v_mov_b32_e32 v3, s3
	global_atomic_add v1, v3, s[18:19]
.LBB4_14:                               ;   in Loop: Header=BB4_5 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], exec
	s_brev_b32 s3, 1
.LBB4_15:                               ; %ComputeLoop35
                                        ;   Parent Loop BB4_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_ff1_i32_b64 s18, s[4:5]
	v_readlane_b32 s19, v2, s18
	s_max_i32 s3, s3, s19
	s_lshl_b64 s[18:19], 1, s18
	s_andn2_b64 s[4:5], s[4:5], s[18:19]
	s_cbranch_scc1 .LBB4_15
; %bb.16:                               ; %ComputeEnd36
                                        ;   in Loop: Header=BB4_5 Depth=1
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	v_mbcnt_hi_u32_b32 v2, exec_hi, v2
	v_cmp_eq_u32_e64 s[4:5], 0, v2
	s_and_saveexec_b64 s[18:19], s[4:5]
	s_xor_b64 s[4:5], exec, s[18:19]
	s_cbranch_execz .LBB4_4
; %bb.17:                               ;   in Loop: Header=BB4_5 Depth=1
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s18, s10, s18
	s_addc_u32 s19, s11, s19
	v_mov_b32_e32 v2, s3
	global_atomic_smax v1, v2, s[18:19] sc1
	s_branch .LBB4_4
.LBB4_18:                               ; %._crit_edge
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB4_20
; %bb.19:
	v_mov_b32_e32 v0, 0
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s3, 0
	s_lshl_b64 s[0:1], s[2:3], 2
	s_add_u32 s0, s12, s0
	s_addc_u32 s1, s13, s1
	v_add_u32_e32 v1, 1, v1
	buffer_wbl2 sc1
	global_store_dword v0, v1, s[0:1] sc1
.LBB4_20:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13atomic_scopesPKiPiS1_S1_ii
		.amdhsa_group_segment_fixed_size 4
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 22
		.amdhsa_accum_offset 4
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
	.size	_Z13atomic_scopesPKiPiS1_S1_ii, .Lfunc_end4-_Z13atomic_scopesPKiPiS1_S1_ii
                                        ; -- End function
	.set _Z13atomic_scopesPKiPiS1_S1_ii.num_vgpr, 4
	.set _Z13atomic_scopesPKiPiS1_S1_ii.num_agpr, 0
	.set _Z13atomic_scopesPKiPiS1_S1_ii.numbered_sgpr, 22
	.set _Z13atomic_scopesPKiPiS1_S1_ii.num_named_barrier, 0
	.set _Z13atomic_scopesPKiPiS1_S1_ii.private_seg_size, 0
	.set _Z13atomic_scopesPKiPiS1_S1_ii.uses_vcc, 1
	.set _Z13atomic_scopesPKiPiS1_S1_ii.uses_flat_scratch, 0
	.set _Z13atomic_scopesPKiPiS1_S1_ii.has_dyn_sized_stack, 0
	.set _Z13atomic_scopesPKiPiS1_S1_ii.has_recursion, 0
	.set _Z13atomic_scopesPKiPiS1_S1_ii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 536
; TotalNumSgprs: 28
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 4
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z13shfl_down_sumPKfPfPii ; -- Begin function _Z13shfl_down_sumPKfPfPii
	.globl	_Z13shfl_down_sumPKfPfPii
	.p2align	8
	.type	_Z13shfl_down_sumPKfPfPii,@function
_Z13shfl_down_sumPKfPfPii:              ; @_Z13shfl_down_sumPKfPfPii
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dword s4, s[0:1], 0x18
	s_load_dwordx2 s[6:7], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v2, s2, v0
	v_cmp_le_i32_e32 vcc, s4, v2
	v_cmp_gt_i32_e64 s[2:3], s4, v2
	v_ashrrev_i32_e32 v3, 31, v2
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB5_2
; %bb.1:
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[6:7]
	global_load_dword v1, v[4:5], off
.LBB5_2:
	s_or_b64 exec, exec, s[4:5]
	v_mbcnt_lo_u32_b32 v4, -1, 0
	v_mbcnt_hi_u32_b32 v4, -1, v4
	v_and_b32_e32 v5, 31, v4
	v_xor_b32_e32 v6, 31, v5
	v_and_b32_e32 v7, 16, v6
	v_add_lshl_u32 v7, v7, v4, 2
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v7, v7, v1
	v_cmp_gt_u32_e64 s[4:5], 8, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v7
	v_cndmask_b32_e64 v8, 8, 0, s[4:5]
	v_add_lshl_u32 v8, v8, v4, 2
	ds_bpermute_b32 v7, v8, v1
	v_cmp_gt_u32_e64 s[4:5], 4, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v7
	v_cndmask_b32_e64 v8, 4, 0, s[4:5]
	v_add_lshl_u32 v8, v8, v4, 2
	ds_bpermute_b32 v7, v8, v1
	v_cmp_gt_u32_e64 s[4:5], 2, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v7
	v_cndmask_b32_e64 v6, 2, 0, s[4:5]
	v_add_lshl_u32 v6, v6, v4, 2
	ds_bpermute_b32 v6, v6, v1
	v_cmp_ne_u32_e64 s[4:5], 31, v5
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v6
	v_addc_co_u32_e64 v4, s[4:5], 0, v4, s[4:5]
	v_lshlrev_b32_e32 v4, 2, v4
	ds_bpermute_b32 v4, v4, v1
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB5_4
; %bb.3:
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[6:7]
	global_load_dword v5, v[6:7], off
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e64 s[2:3], 0, v5
	s_nop 1
	v_cndmask_b32_e64 v5, 0, 1, s[2:3]
.LBB5_4:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ne_u32_e64 s[2:3], 0, v5
	v_and_b32_e32 v5, 31, v0
	v_cmp_eq_u32_e64 s[4:5], 0, v5
	s_xor_b64 s[6:7], vcc, -1
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB5_6
; %bb.5:
	v_and_b32_e32 v0, 32, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v1, v4
	v_lshrrev_b64 v[0:1], v0, s[2:3]
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	v_lshrrev_b32_e32 v1, 27, v3
	v_add_u32_e32 v1, v2, v1
	v_ashrrev_i32_e32 v2, 5, v1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	global_store_dword v[4:5], v6, off
	v_bcnt_u32_b32 v4, v0, 0
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[2:3]
	global_store_dword v[0:1], v4, off
.LBB5_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13shfl_down_sumPKfPfPii
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
	.size	_Z13shfl_down_sumPKfPfPii, .Lfunc_end5-_Z13shfl_down_sumPKfPfPii
                                        ; -- End function
	.set _Z13shfl_down_sumPKfPfPii.num_vgpr, 9
	.set _Z13shfl_down_sumPKfPfPii.num_agpr, 0
	.set _Z13shfl_down_sumPKfPfPii.numbered_sgpr, 8
	.set _Z13shfl_down_sumPKfPfPii.num_named_barrier, 0
	.set _Z13shfl_down_sumPKfPfPii.private_seg_size, 0
	.set _Z13shfl_down_sumPKfPfPii.uses_vcc, 1
	.set _Z13shfl_down_sumPKfPfPii.uses_flat_scratch, 0
	.set _Z13shfl_down_sumPKfPfPii.has_dyn_sized_stack, 0
	.set _Z13shfl_down_sumPKfPfPii.has_recursion, 0
	.set _Z13shfl_down_sumPKfPfPii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 488
; TotalNumSgprs: 14
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
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
	.protected	_Z8rfl_rowsPKfPKiPfii   ; -- Begin function _Z8rfl_rowsPKfPKiPfii
	.globl	_Z8rfl_rowsPKfPKiPfii
	.p2align	8
	.type	_Z8rfl_rowsPKfPKiPfii,@function
_Z8rfl_rowsPKfPKiPfii:                  ; @_Z8rfl_rowsPKfPKiPfii
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx4 s[4:7], s[0:1], 0x10
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	s_cmp_lt_i32 s6, 1
	v_add_u32_e32 v0, s2, v0
	s_cbranch_scc1 .LBB6_8
; %bb.1:                                ; %.lr.ph
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	v_cmp_le_i32_e32 vcc, s7, v0
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_branch .LBB6_3
.LBB6_2:                                ;   in Loop: Header=BB6_3 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s10, s10, 4
	s_addc_u32 s11, s11, 0
	v_cmp_eq_u32_e64 s[0:1], s6, v1
	s_or_b64 s[2:3], s[0:1], s[2:3]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB6_7
.LBB6_3:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	s_load_dword s12, s[10:11], 0x0
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.4:                                ; %._crit_edge26
                                        ;   in Loop: Header=BB6_3 Depth=1
	v_add_u32_e32 v1, 1, v1
; %bb.5:                                ; %Flow
                                        ;   in Loop: Header=BB6_3 Depth=1
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB6_2
; %bb.6:                                ;   in Loop: Header=BB6_3 Depth=1
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s12, s12, s7
	v_add_u32_e32 v4, s12, v0
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[8:9]
	global_load_dword v3, v[4:5], off
	v_add_u32_e32 v1, 1, v1
	v_cvt_f32_u32_e32 v4, v1
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v2, v3, v4
	s_branch .LBB6_2
.LBB6_7:                                ; %Flow35
	s_or_b64 exec, exec, s[2:3]
.LBB6_8:                                ; %Flow36
	v_cmp_gt_i32_e32 vcc, s7, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB6_10
; %bb.9:
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v2, off
.LBB6_10:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z8rfl_rowsPKfPKiPfii
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 13
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
	.size	_Z8rfl_rowsPKfPKiPfii, .Lfunc_end6-_Z8rfl_rowsPKfPKiPfii
                                        ; -- End function
	.set _Z8rfl_rowsPKfPKiPfii.num_vgpr, 6
	.set _Z8rfl_rowsPKfPKiPfii.num_agpr, 0
	.set _Z8rfl_rowsPKfPKiPfii.numbered_sgpr, 13
	.set _Z8rfl_rowsPKfPKiPfii.num_named_barrier, 0
	.set _Z8rfl_rowsPKfPKiPfii.private_seg_size, 0
	.set _Z8rfl_rowsPKfPKiPfii.uses_vcc, 1
	.set _Z8rfl_rowsPKfPKiPfii.uses_flat_scratch, 0
	.set _Z8rfl_rowsPKfPKiPfii.has_dyn_sized_stack, 0
	.set _Z8rfl_rowsPKfPKiPfii.has_recursion, 0
	.set _Z8rfl_rowsPKfPKiPfii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 232
; TotalNumSgprs: 19
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 19
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
	.protected	_Z7u64_mixPKyPyii       ; -- Begin function _Z7u64_mixPKyPyii
	.globl	_Z7u64_mixPKyPyii
	.p2align	8
	.type	_Z7u64_mixPKyPyii,@function
_Z7u64_mixPKyPyii:                      ; @_Z7u64_mixPKyPyii
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dwordx2 s[4:5], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s5, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB7_6
; %bb.1:
	s_load_dwordx2 s[2:3], s[0:1], 0x8
	v_ashrrev_i32_e32 v1, 31, v0
	v_xor_b32_e32 v3, 0x9e3779b9, v1
	s_cmp_lt_i32 s4, 1
	v_xor_b32_e32 v2, 0x7f4a7c15, v0
	s_cbranch_scc1 .LBB7_5
; %bb.2:                                ; %.lr.ph
	s_load_dwordx2 s[8:9], s[0:1], 0x0
	s_ashr_i32 s7, s5, 31
	s_mov_b32 s6, s5
	s_mov_b32 s1, -2
	s_lshl_b64 s[6:7], s[6:7], 3
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[0:1], 3, s[8:9]
	s_mov_b32 s0, 0
	s_movk_i32 s5, 0x1b3
.LBB7_3:                                ; =>This Inner Loop Header: Depth=1
	global_load_dwordx2 v[6:7], v[4:5], off
	s_add_i32 s4, s4, -1
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[6:7]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v7, v3
	v_xor_b32_e32 v2, v6, v2
	v_mul_lo_u32 v6, v3, s5
	v_lshlrev_b32_e32 v7, 8, v2
	v_mad_u64_u32 v[2:3], s[8:9], v2, s5, 0
	v_add3_u32 v3, v3, v7, v6
	v_lshrrev_b64 v[6:7], 29, v[2:3]
	v_xor_b32_e32 v7, v7, v3
	v_xor_b32_e32 v6, v6, v2
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[6:7]
	s_add_i32 s1, s1, 2
	s_cmp_eq_u32 s4, 0
	v_add_u32_e32 v3, 2, v3
	s_cbranch_scc0 .LBB7_3
; %bb.4:                                ; %Flow
	v_lshl_add_u64 v[2:3], v[6:7], 0, s[0:1]
.LBB7_5:                                ; %Flow34
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 3, s[2:3]
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB7_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7u64_mixPKyPyii
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
.Lfunc_end7:
	.size	_Z7u64_mixPKyPyii, .Lfunc_end7-_Z7u64_mixPKyPyii
                                        ; -- End function
	.set _Z7u64_mixPKyPyii.num_vgpr, 8
	.set _Z7u64_mixPKyPyii.num_agpr, 0
	.set _Z7u64_mixPKyPyii.numbered_sgpr, 10
	.set _Z7u64_mixPKyPyii.num_named_barrier, 0
	.set _Z7u64_mixPKyPyii.private_seg_size, 0
	.set _Z7u64_mixPKyPyii.uses_vcc, 1
	.set _Z7u64_mixPKyPyii.uses_flat_scratch, 0
	.set _Z7u64_mixPKyPyii.has_dyn_sized_stack, 0
	.set _Z7u64_mixPKyPyii.has_recursion, 0
	.set _Z7u64_mixPKyPyii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 260
; TotalNumSgprs: 16
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
; NumSGPRsForWavesPerEU: 16
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
	.protected	_Z5dcol2PKdS0_Pdiii     ; -- Begin function _Z5dcol2PKdS0_Pdiii
	.globl	_Z5dcol2PKdS0_Pdiii
	.p2align	8
	.type	_Z5dcol2PKdS0_Pdiii,@function
_Z5dcol2PKdS0_Pdiii:                    ; @_Z5dcol2PKdS0_Pdiii
; %bb.0:
	s_load_dword s3, s[0:1], 0x34
	s_load_dwordx4 s[4:7], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s6, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB8_6
; %bb.1:                                ; %.preheader
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	s_cmp_lt_i32 s4, 1
	v_mov_b64_e32 v[2:3], 0
	s_cbranch_scc1 .LBB8_5
; %bb.2:                                ; %.lr.ph.preheader
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_mov_b64_e32 v[4:5], 0
	v_mov_b64_e32 v[2:3], 0
	v_mov_b32_e32 v6, v0
.LBB8_3:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v7, 31, v6
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], v[6:7], 3, s[0:1]
	global_load_dwordx2 v[8:9], v[8:9], off
	s_load_dwordx2 s[8:9], s[2:3], 0x0
	s_add_i32 s4, s4, -1
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	v_add_u32_e32 v6, s5, v6
	s_cmp_eq_u32 s4, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f64_e32 v[2:3], s[8:9], v[8:9]
	v_fmac_f64_e32 v[4:5], v[8:9], v[8:9]
	s_cbranch_scc0 .LBB8_3
; %bb.4:                                ; %._crit_edge.loopexit
	v_fmac_f64_e32 v[2:3], 0.5, v[4:5]
.LBB8_5:                                ; %Flow
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 3, s[6:7]
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB8_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z5dcol2PKdS0_Pdiii
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
.Lfunc_end8:
	.size	_Z5dcol2PKdS0_Pdiii, .Lfunc_end8-_Z5dcol2PKdS0_Pdiii
                                        ; -- End function
	.set _Z5dcol2PKdS0_Pdiii.num_vgpr, 10
	.set _Z5dcol2PKdS0_Pdiii.num_agpr, 0
	.set _Z5dcol2PKdS0_Pdiii.numbered_sgpr, 10
	.set _Z5dcol2PKdS0_Pdiii.num_named_barrier, 0
	.set _Z5dcol2PKdS0_Pdiii.private_seg_size, 0
	.set _Z5dcol2PKdS0_Pdiii.uses_vcc, 1
	.set _Z5dcol2PKdS0_Pdiii.uses_flat_scratch, 0
	.set _Z5dcol2PKdS0_Pdiii.has_dyn_sized_stack, 0
	.set _Z5dcol2PKdS0_Pdiii.has_recursion, 0
	.set _Z5dcol2PKdS0_Pdiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 188
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
	.protected	_Z12bound_reloadPKfPKiPfii ; -- Begin function _Z12bound_reloadPKfPKiPfii
	.globl	_Z12bound_reloadPKfPKiPfii
	.p2align	8
	.type	_Z12bound_reloadPKfPKiPfii,@function
_Z12bound_reloadPKfPKiPfii:             ; @_Z12bound_reloadPKfPKiPfii
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx2 s[8:9], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s9, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB9_5
; %bb.1:                                ; %.preheader
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	s_load_dword s2, s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s2, 1
	s_cbranch_scc1 .LBB9_4
; %bb.2:                                ; %.lr.ph.preheader
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_add_u32 s2, s4, 4
	s_addc_u32 s3, s5, 0
	s_mov_b32 s4, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v2, v0
.LBB9_3:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[0:1]
	global_load_dword v1, v[6:7], off
	s_load_dword s5, s[2:3], 0x0
	s_add_i32 s4, s4, 1
	s_add_u32 s2, s2, 4
	s_addc_u32 s3, s3, 0
	v_add_u32_e32 v2, s8, v2
	s_waitcnt lgkmcnt(0)
	s_cmp_ge_i32 s4, s5
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v4, v1
	s_cbranch_scc0 .LBB9_3
.LBB9_4:                                ; %Flow26
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	global_store_dword v[0:1], v4, off
.LBB9_5:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12bound_reloadPKfPKiPfii
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
.Lfunc_end9:
	.size	_Z12bound_reloadPKfPKiPfii, .Lfunc_end9-_Z12bound_reloadPKfPKiPfii
                                        ; -- End function
	.set _Z12bound_reloadPKfPKiPfii.num_vgpr, 8
	.set _Z12bound_reloadPKfPKiPfii.num_agpr, 0
	.set _Z12bound_reloadPKfPKiPfii.numbered_sgpr, 10
	.set _Z12bound_reloadPKfPKiPfii.num_named_barrier, 0
	.set _Z12bound_reloadPKfPKiPfii.private_seg_size, 0
	.set _Z12bound_reloadPKfPKiPfii.uses_vcc, 1
	.set _Z12bound_reloadPKfPKiPfii.uses_flat_scratch, 0
	.set _Z12bound_reloadPKfPKiPfii.has_dyn_sized_stack, 0
	.set _Z12bound_reloadPKfPKiPfii.has_recursion, 0
	.set _Z12bound_reloadPKfPKiPfii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 204
; TotalNumSgprs: 16
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
; NumSGPRsForWavesPerEU: 16
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
	.protected	_Z11bound_aliasPKiS0_Piii ; -- Begin function _Z11bound_aliasPKiS0_Piii
	.globl	_Z11bound_aliasPKiS0_Piii
	.p2align	8
	.type	_Z11bound_aliasPKiS0_Piii,@function
_Z11bound_aliasPKiS0_Piii:              ; @_Z11bound_aliasPKiS0_Piii
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx2 s[8:9], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s9, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB10_4
; %bb.1:                                ; %.preheader
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_load_dword s2, s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s2, 1
	s_cbranch_scc1 .LBB10_4
; %bb.2:                                ; %.lr.ph
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[2:3], v[0:1], 2, v[2:3]
	global_load_dword v4, v[2:3], off
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b32 s2, 0
	v_mov_b32_e32 v5, 0
.LBB10_3:                               ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], v[0:1], 2, s[0:1]
	global_load_dword v1, v[6:7], off
	s_add_i32 s2, s2, 1
	v_add_u32_e32 v0, s8, v0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v4, v4, v1
	global_store_dword v[2:3], v4, off
	global_load_dword v1, v5, s[4:5]
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, s2, v1
	s_cbranch_vccnz .LBB10_3
.LBB10_4:                               ; %.loopexit
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11bound_aliasPKiS0_Piii
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
.Lfunc_end10:
	.size	_Z11bound_aliasPKiS0_Piii, .Lfunc_end10-_Z11bound_aliasPKiS0_Piii
                                        ; -- End function
	.set _Z11bound_aliasPKiS0_Piii.num_vgpr, 8
	.set _Z11bound_aliasPKiS0_Piii.num_agpr, 0
	.set _Z11bound_aliasPKiS0_Piii.numbered_sgpr, 10
	.set _Z11bound_aliasPKiS0_Piii.num_named_barrier, 0
	.set _Z11bound_aliasPKiS0_Piii.private_seg_size, 0
	.set _Z11bound_aliasPKiS0_Piii.uses_vcc, 1
	.set _Z11bound_aliasPKiS0_Piii.uses_flat_scratch, 0
	.set _Z11bound_aliasPKiS0_Piii.has_dyn_sized_stack, 0
	.set _Z11bound_aliasPKiS0_Piii.has_recursion, 0
	.set _Z11bound_aliasPKiS0_Piii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 196
; TotalNumSgprs: 16
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
; NumSGPRsForWavesPerEU: 16
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
	.protected	_Z13nest_continuePKfPKiPfiii ; -- Begin function _Z13nest_continuePKfPKiPfiii
	.globl	_Z13nest_continuePKfPKiPfiii
	.p2align	8
	.type	_Z13nest_continuePKfPKiPfiii,@function
_Z13nest_continuePKfPKiPfiii:           ; @_Z13nest_continuePKfPKiPfiii
; %bb.0:
	s_load_dword s3, s[0:1], 0x34
	s_load_dwordx4 s[4:7], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s6, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB11_10
; %bb.1:                                ; %.preheader35
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	s_cmp_lt_i32 s4, 1
	v_mov_b32_e32 v4, 0
	s_cbranch_scc1 .LBB11_9
; %bb.2:                                ; %.preheader.lr.ph
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_cmp_gt_i32 s5, 0
	s_cselect_b64 s[0:1], -1, 0
	v_mov_b32_e32 v1, 0
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	s_mov_b32 s7, 0
	s_mul_i32 s14, s6, s5
	v_cmp_ne_u32_e64 s[0:1], 1, v2
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v4, v1
	s_branch .LBB11_4
.LBB11_3:                               ; %._crit_edge
                                        ;   in Loop: Header=BB11_4 Depth=1
	s_add_i32 s7, s7, 1
	v_cvt_f32_u32_e32 v2, s7
	s_cmp_eq_u32 s7, s4
	v_add_u32_e32 v5, s14, v5
	v_fmac_f32_e32 v4, v6, v2
	s_cbranch_scc1 .LBB11_9
.LBB11_4:                               ; %.preheader
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB11_7 Depth 2
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v6, v1
	s_cbranch_vccnz .LBB11_3
; %bb.5:                                ; %.lr.ph
                                        ;   in Loop: Header=BB11_4 Depth=1
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v2, v5
	s_mov_b32 s15, s5
	s_branch .LBB11_7
.LBB11_6:                               ;   in Loop: Header=BB11_7 Depth=2
	s_or_b64 exec, exec, s[12:13]
	s_add_i32 s15, s15, -1
	s_cmp_eq_u32 s15, 0
	v_add_u32_e32 v2, s6, v2
	s_cbranch_scc1 .LBB11_3
.LBB11_7:                               ;   Parent Loop BB11_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], v[2:3], 2, s[10:11]
	global_load_dword v7, v[8:9], off
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, 0, v7
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB11_6
; %bb.8:                                ;   in Loop: Header=BB11_7 Depth=2
	v_lshl_add_u64 v[8:9], v[2:3], 2, s[8:9]
	global_load_dword v3, v[8:9], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v6, v6, v3
	s_branch .LBB11_6
.LBB11_9:                               ; %._crit_edge40
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[2:3]
	global_store_dword v[0:1], v4, off
.LBB11_10:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13nest_continuePKfPKiPfiii
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
	.size	_Z13nest_continuePKfPKiPfiii, .Lfunc_end11-_Z13nest_continuePKfPKiPfiii
                                        ; -- End function
	.set _Z13nest_continuePKfPKiPfiii.num_vgpr, 10
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
; codeLenInByte = 292
; TotalNumSgprs: 22
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
; NumSGPRsForWavesPerEU: 22
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
	.section	.text._Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii,"axG",@progbits,_Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii,comdat
	.protected	_Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii ; -- Begin function _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii
	.globl	_Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii
	.p2align	8
	.type	_Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii,@function
_Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii:   ; @_Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii
; %bb.0:
	s_load_dword s8, s[0:1], 0x34
	s_load_dwordx4 s[4:7], s[0:1], 0x18
	v_bfe_u32 v1, v0, 10, 10
	v_and_b32_e32 v0, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s7, s8, 16
	s_mul_i32 s3, s3, s7
	v_add_u32_e32 v1, s3, v1
	s_and_b32 s3, s8, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_lshl_add_u32 v11, v1, 2, v1
	v_lshl_add_u32 v20, v0, 1, v0
	v_cmp_gt_i32_e32 vcc, s4, v11
	v_cmp_gt_i32_e64 s[2:3], s5, v20
	s_and_b64 s[2:3], vcc, s[2:3]
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB12_9
; %bb.1:
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_cmp_lt_i32 s6, 1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	s_cbranch_scc1 .LBB12_8
; %bb.2:                                ; %.preheader68.preheader
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_mul_lo_u32 v22, v11, s6
	s_cmp_eq_u32 s6, 1
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v10, 0
	s_cbranch_scc1 .LBB12_6
; %bb.3:                                ; %.preheader68.preheader.new
	v_ashrrev_i32_e32 v23, 31, v22
	s_ashr_i32 s7, s6, 31
	s_ashr_i32 s13, s5, 31
	s_mov_b32 s12, s5
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[22:23], 2, s[0:1]
	s_and_b32 s4, s6, 0x7ffffffe
	s_lshl_b64 s[10:11], s[6:7], 2
	s_lshl_b64 s[12:13], s[12:13], 2
	s_lshl_b32 s7, s5, 1
	v_lshl_add_u64 v[14:15], v[0:1], 0, 4
	s_mov_b32 s14, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v18, v20
.LBB12_4:                               ; %.preheader68
                                        ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[24:25], v[14:15], 0, -4
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[28:29], v[24:25], 0, s[10:11]
	v_lshl_add_u64 v[30:31], v[18:19], 2, s[2:3]
	v_lshl_add_u64 v[36:37], v[28:29], 0, s[10:11]
	global_load_dwordx2 v[32:33], v[14:15], off offset:-4
	global_load_dwordx3 v[24:26], v[30:31], off
	global_load_dwordx2 v[34:35], v[28:29], off
	v_lshl_add_u64 v[38:39], v[30:31], 0, s[12:13]
	global_load_dwordx2 v[40:41], v[36:37], off
	global_load_dwordx3 v[28:30], v[38:39], off
	v_lshl_add_u64 v[36:37], v[36:37], 0, s[10:11]
	global_load_dwordx2 v[38:39], v[36:37], off
	v_lshl_add_u64 v[36:37], v[36:37], 0, s[10:11]
	global_load_dwordx2 v[36:37], v[36:37], off
	s_add_i32 s14, s14, 2
	v_lshl_add_u64 v[14:15], v[14:15], 0, 8
	v_add_u32_e32 v18, s7, v18
	s_cmp_lg_u32 s4, s14
	s_waitcnt vmcnt(6)
	v_mov_b32_e32 v42, v32
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v43, v34
	v_pk_fma_f32 v[16:17], v[34:35], v[24:25], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[42:43], v[26:27], v[6:7] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(3)
	v_mov_b32_e32 v42, v40
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[12:13], v[38:39], v[24:25], v[12:13] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v43, v38
	v_pk_fma_f32 v[4:5], v[32:33], v[24:25], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[40:41], v[24:25], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[34:35], v[28:29], v[16:17] op_sel:[1,0,0]
	v_mov_b32_e32 v34, v33
	v_pk_fma_f32 v[2:3], v[42:43], v[26:27], v[2:3] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[8:9], v[36:37], v[24:25], v[8:9] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v10, v36, v26
	v_pk_fma_f32 v[12:13], v[38:39], v[28:29], v[12:13] op_sel:[1,0,0]
	v_mov_b32_e32 v38, v41
	v_pk_fma_f32 v[4:5], v[32:33], v[28:29], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[34:35], v[30:31], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[0:1], v[40:41], v[28:29], v[0:1] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[38:39], v[30:31], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[36:37], v[28:29], v[8:9] op_sel:[1,0,0]
	v_fmac_f32_e32 v10, v37, v30
	s_cbranch_scc1 .LBB12_4
; %bb.5:                                ; %.preheader64.loopexit.unr-lcssa
	s_bitcmp1_b32 s6, 0
	s_cselect_b64 s[6:7], -1, 0
	v_mov_b32_e32 v18, v7
	v_mov_b32_e32 v14, v3
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB12_7
	s_branch .LBB12_8
.LBB12_6:
	s_mov_b64 s[10:11], 4
	s_mov_b32 s4, 0
	s_cbranch_execz .LBB12_8
.LBB12_7:                               ; %.preheader68.epil.preheader
	v_add_u32_e32 v14, s4, v22
	v_ashrrev_i32_e32 v15, 31, v14
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[0:1]
	s_mul_i32 s0, s4, s5
	v_add_u32_e32 v22, s0, v20
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[18:19], v[14:15], 0, s[10:11]
	v_lshl_add_u64 v[26:27], v[22:23], 2, s[2:3]
	global_load_dwordx3 v[22:24], v[26:27], off
	global_load_dword v28, v[14:15], off
	global_load_dword v30, v[18:19], off
	v_lshl_add_u64 v[14:15], v[18:19], 0, s[10:11]
	v_lshl_add_u64 v[18:19], v[14:15], 0, s[10:11]
	global_load_dword v26, v[14:15], off
	global_load_dword v32, v[18:19], off
	v_lshl_add_u64 v[14:15], v[18:19], 0, s[10:11]
	global_load_dword v14, v[14:15], off
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[4:5], v[28:29], v[22:23], v[4:5] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(3)
	v_mov_b32_e32 v29, v30
	v_pk_fma_f32 v[6:7], v[28:29], v[24:25], v[6:7] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[0:1], v[26:27], v[22:23], v[0:1] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v27, v32
	v_pk_fma_f32 v[2:3], v[26:27], v[24:25], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[30:31], v[22:23], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[32:33], v[22:23], v[12:13] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[8:9], v[14:15], v[22:23], v[8:9] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v10, v14, v24
	v_mov_b32_e32 v18, v7
	v_mov_b32_e32 v14, v3
.LBB12_8:                               ; %.preheader64
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[20:21], s[0:1], v11, s5, v[20:21]
	v_ashrrev_i32_e32 v21, 31, v20
	s_ashr_i32 s1, s5, 31
	s_mov_b32 s0, s5
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[8:9]
	s_lshl_b64 s[0:1], s[0:1], 2
	global_store_dwordx3 v[20:21], v[4:6], off
	s_nop 1
	v_lshl_add_u64 v[4:5], v[20:21], 0, s[0:1]
	global_store_dwordx3 v[4:5], v[16:18], off
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[0:1]
	global_store_dwordx3 v[4:5], v[0:2], off
	s_nop 1
	v_lshl_add_u64 v[0:1], v[4:5], 0, s[0:1]
	global_store_dwordx3 v[0:1], v[12:14], off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dwordx3 v[0:1], v[8:10], off
.LBB12_9:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii
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
		.amdhsa_next_free_sgpr 15
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
	.section	.text._Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii,"axG",@progbits,_Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii,comdat
.Lfunc_end12:
	.size	_Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii, .Lfunc_end12-_Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii
                                        ; -- End function
	.set _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii.num_vgpr, 44
	.set _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii.num_agpr, 0
	.set _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii.numbered_sgpr, 15
	.set _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii.num_named_barrier, 0
	.set _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii.private_seg_size, 0
	.set _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii.uses_vcc, 1
	.set _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii.uses_flat_scratch, 0
	.set _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii.has_dyn_sized_stack, 0
	.set _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii.has_recursion, 0
	.set _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1068
; TotalNumSgprs: 21
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
; NumSGPRsForWavesPerEU: 21
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
	.section	.text._Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii,"axG",@progbits,_Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii,comdat
	.protected	_Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii ; -- Begin function _Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii
	.globl	_Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii
	.p2align	8
	.type	_Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii,@function
_Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii:   ; @_Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii
; %bb.0:
	s_load_dword s8, s[0:1], 0x34
	s_load_dwordx4 s[4:7], s[0:1], 0x18
	v_bfe_u32 v1, v0, 10, 10
	v_and_b32_e32 v0, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s7, s8, 16
	s_mul_i32 s3, s3, s7
	v_add_lshl_u32 v17, s3, v1, 1
	s_and_b32 s3, s8, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_mul_lo_u32 v16, v0, 7
	v_cmp_gt_i32_e32 vcc, s4, v17
	v_cmp_gt_i32_e64 s[2:3], s5, v16
	s_and_b64 s[2:3], vcc, s[2:3]
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB13_13
; %bb.1:
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_cmp_lt_i32 s6, 1
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_cbranch_scc1 .LBB13_12
; %bb.2:                                ; %.preheader68.preheader
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_mul_lo_u32 v18, v17, s6
	s_and_b32 s4, s6, 3
	s_cmp_gt_u32 s6, 3
	v_ashrrev_i32_e32 v19, 31, v18
	s_cbranch_scc0 .LBB13_6
; %bb.3:                                ; %.preheader68.preheader.new
	s_ashr_i32 s7, s6, 31
	s_ashr_i32 s15, s5, 31
	s_mov_b32 s14, s5
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[18:19], 2, s[0:1]
	s_and_b32 s12, s6, 0x7ffffffc
	s_lshl_b64 s[10:11], s[6:7], 2
	s_lshl_b64 s[14:15], s[14:15], 2
	s_lshl_b32 s7, s5, 2
	v_lshl_add_u64 v[14:15], v[0:1], 0, 8
	s_mov_b32 s13, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v20, v16
.LBB13_4:                               ; %.preheader68
                                        ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[26:27], v[14:15], 0, s[10:11]
	v_ashrrev_i32_e32 v21, 31, v20
	global_load_dwordx4 v[22:25], v[14:15], off offset:-8
	v_lshl_add_u64 v[38:39], v[20:21], 2, s[2:3]
	global_load_dwordx4 v[26:29], v[26:27], off offset:-8
	s_nop 0
	global_load_dwordx4 v[30:33], v[38:39], off
	global_load_dwordx3 v[34:36], v[38:39], off offset:16
	v_lshl_add_u64 v[46:47], v[38:39], 0, s[14:15]
	global_load_dwordx4 v[38:41], v[46:47], off
	global_load_dwordx3 v[42:44], v[46:47], off offset:16
	v_lshl_add_u64 v[54:55], v[46:47], 0, s[14:15]
	global_load_dwordx4 v[46:49], v[54:55], off
	global_load_dwordx3 v[50:52], v[54:55], off offset:16
	v_lshl_add_u64 v[58:59], v[54:55], 0, s[14:15]
	global_load_dwordx4 v[54:57], v[58:59], off
	s_add_i32 s13, s13, 4
	v_lshl_add_u64 v[14:15], v[14:15], 0, 16
	v_add_u32_e32 v20, s7, v20
	s_cmp_lg_u32 s12, s13
	s_waitcnt vmcnt(8)
	v_mov_b32_e32 v60, v24
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[8:9], v[22:23], v[30:31], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[22:23], v[32:33], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[26:27], v[30:31], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[26:27], v[32:33], v[6:7] op_sel_hi:[0,1,1]
	global_load_dwordx3 v[30:32], v[58:59], off offset:16
	v_mov_b32_e32 v58, v22
	v_mov_b32_e32 v59, v26
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[12:13], v[26:27], v[34:35], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[58:59], v[36:37], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[0:1], v[22:23], v[34:35], v[0:1] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(5)
	v_pk_fma_f32 v[4:5], v[26:27], v[38:39], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[26:27], v[40:41], v[6:7] op_sel:[1,0,0]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[12:13], v[26:27], v[42:43], v[12:13] op_sel:[1,0,0]
	v_mov_b32_e32 v26, v23
	v_mov_b32_e32 v61, v28
	v_pk_fma_f32 v[8:9], v[22:23], v[38:39], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[10:11], v[22:23], v[40:41], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[0:1], v[22:23], v[42:43], v[0:1] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[26:27], v[44:45], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v36, v25
	v_mov_b32_e32 v34, v29
	s_waitcnt vmcnt(3)
	v_pk_fma_f32 v[8:9], v[24:25], v[46:47], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[24:25], v[48:49], v[10:11] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[0:1], v[24:25], v[50:51], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[28:29], v[46:47], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[28:29], v[48:49], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[28:29], v[50:51], v[12:13] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v28, v25
	v_pk_fma_f32 v[2:3], v[60:61], v[52:53], v[2:3] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[8:9], v[36:37], v[54:55], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[36:37], v[56:57], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[34:35], v[54:55], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[34:35], v[56:57], v[6:7] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[36:37], v[30:31], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[34:35], v[30:31], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[28:29], v[32:33], v[2:3] op_sel_hi:[1,0,1]
	s_cbranch_scc1 .LBB13_4
; %bb.5:                                ; %.preheader64.loopexit.unr-lcssa
	s_cmp_lg_u32 s4, 0
	s_cselect_b64 s[14:15], -1, 0
	v_mov_b32_e32 v14, v3
	v_mov_b64_e32 v[20:21], v[2:3]
	v_mov_b64_e32 v[22:23], v[0:1]
	v_mov_b64_e32 v[24:25], v[10:11]
	v_mov_b64_e32 v[26:27], v[8:9]
	v_mov_b64_e32 v[28:29], v[12:13]
	v_mov_b64_e32 v[30:31], v[6:7]
	v_mov_b64_e32 v[32:33], v[4:5]
	s_branch .LBB13_8
.LBB13_6:
	s_mov_b64 s[14:15], 0
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr20_vgpr21
                                        ; implicit-def: $vgpr22_vgpr23
                                        ; implicit-def: $vgpr24_vgpr25
                                        ; implicit-def: $vgpr26_vgpr27
                                        ; implicit-def: $vgpr28_vgpr29
                                        ; implicit-def: $vgpr30_vgpr31
                                        ; implicit-def: $vgpr32_vgpr33
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr10_sgpr11
	s_cbranch_execz .LBB13_8
; %bb.7:                                ; %.preheader68.preheader..preheader68.epil.preheader_crit_edge
	v_mov_b32_e32 v20, 0
	s_ashr_i32 s7, s6, 31
	v_mov_b32_e32 v21, v20
	s_lshl_b64 s[10:11], s[6:7], 2
	s_mov_b32 s12, 0
	s_mov_b64 s[14:15], -1
	v_mov_b64_e32 v[22:23], v[20:21]
	v_mov_b64_e32 v[24:25], v[20:21]
	v_mov_b64_e32 v[26:27], v[20:21]
	v_mov_b64_e32 v[28:29], v[20:21]
	v_mov_b64_e32 v[30:31], v[20:21]
	v_mov_b64_e32 v[32:33], v[20:21]
.LBB13_8:                               ; %Flow284
	s_andn2_b64 vcc, exec, s[14:15]
	s_cbranch_vccnz .LBB13_12
; %bb.9:                                ; %.preheader68.epil.preheader
	s_mov_b32 s13, 0
	s_mul_i32 s6, s12, s5
	v_lshl_add_u64 v[2:3], v[18:19], 0, s[12:13]
	v_add_u32_e32 v0, s6, v16
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[0:1]
.LBB13_10:                              ; %.preheader68.epil
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[4:5], v[2:3], 0, s[10:11]
	v_lshl_add_u64 v[18:19], v[0:1], 2, s[2:3]
	global_load_dword v12, v[2:3], off
	global_load_dword v14, v[4:5], off
	s_nop 0
	global_load_dwordx4 v[4:7], v[18:19], off
	global_load_dwordx3 v[8:10], v[18:19], off offset:16
	s_add_i32 s4, s4, -1
	v_lshl_add_u64 v[2:3], v[2:3], 0, 4
	v_add_u32_e32 v0, s5, v0
	s_cmp_lg_u32 s4, 0
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[26:27], v[12:13], v[4:5], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[24:25], v[12:13], v[6:7], v[24:25] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[22:23], v[12:13], v[8:9], v[22:23] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v13, v14
	v_pk_fma_f32 v[32:33], v[14:15], v[4:5], v[32:33] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[14:15], v[6:7], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[28:29], v[14:15], v[8:9], v[28:29] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[12:13], v[10:11], v[20:21] op_sel_hi:[1,0,1]
	s_cbranch_scc1 .LBB13_10
; %bb.11:                               ; %.preheader64.loopexit
	v_mov_b32_e32 v5, v33
	v_mov_b32_e32 v4, v32
	v_mov_b32_e32 v7, v31
	v_mov_b32_e32 v6, v30
	v_mov_b32_e32 v13, v29
	v_mov_b32_e32 v12, v28
	v_mov_b32_e32 v9, v27
	v_mov_b32_e32 v8, v26
	v_mov_b32_e32 v11, v25
	v_mov_b32_e32 v10, v24
	v_mov_b32_e32 v1, v23
	v_mov_b32_e32 v0, v22
	v_mov_b32_e32 v14, v21
	v_mov_b32_e32 v2, v20
.LBB13_12:                              ; %.preheader64
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[16:17], s[0:1], v17, s5, v[16:17]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[8:9]
	s_ashr_i32 s1, s5, 31
	s_mov_b32 s0, s5
	global_store_dwordx4 v[16:17], v[8:11], off
	global_store_dwordx3 v[16:17], v[0:2], off offset:16
	s_nop 1
	v_lshl_add_u64 v[0:1], s[0:1], 2, v[16:17]
	global_store_dwordx4 v[0:1], v[4:7], off
	global_store_dwordx3 v[0:1], v[12:14], off offset:16
.LBB13_13:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii
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
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 16
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
	.section	.text._Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii,"axG",@progbits,_Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii,comdat
.Lfunc_end13:
	.size	_Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii, .Lfunc_end13-_Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii
                                        ; -- End function
	.set _Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii.num_vgpr, 62
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
; codeLenInByte = 1188
; TotalNumSgprs: 22
; NumVgprs: 62
; NumAgprs: 0
; TotalNumVgprs: 62
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 62
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 15
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii,"axG",@progbits,_Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii,comdat
	.protected	_Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii ; -- Begin function _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii
	.globl	_Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii
	.p2align	8
	.type	_Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii,@function
_Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii:   ; @_Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii
; %bb.0:
	s_load_dword s8, s[0:1], 0x34
	s_load_dwordx4 s[4:7], s[0:1], 0x18
	v_bfe_u32 v1, v0, 10, 10
	v_and_b32_e32 v0, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s7, s8, 16
	s_mul_i32 s3, s3, s7
	v_add_lshl_u32 v17, s3, v1, 2
	s_and_b32 s3, s8, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_lshl_u32 v16, s2, v0, 2
	v_cmp_gt_i32_e32 vcc, s4, v17
	v_cmp_gt_i32_e64 s[2:3], s5, v16
	s_and_b64 s[2:3], vcc, s[2:3]
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB14_5
; %bb.1:
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_cmp_lt_i32 s6, 1
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
	s_cbranch_scc1 .LBB14_4
; %bb.2:                                ; %.preheader68.preheader
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	s_ashr_i32 s7, s6, 31
	v_mul_lo_u32 v18, v17, s6
	s_lshl_b64 s[10:11], s[6:7], 2
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
.LBB14_3:                               ; %.preheader68
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v19, 31, v18
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[26:27], v[18:19], 2, s[0:1]
	global_load_dword v28, v[26:27], off
	v_lshl_add_u64 v[26:27], v[26:27], 0, s[10:11]
	v_ashrrev_i32_e32 v21, 31, v20
	global_load_dword v30, v[26:27], off
	v_lshl_add_u64 v[26:27], v[26:27], 0, s[10:11]
	v_lshl_add_u64 v[22:23], v[20:21], 2, s[2:3]
	global_load_dword v32, v[26:27], off
	v_lshl_add_u64 v[26:27], v[26:27], 0, s[10:11]
	global_load_dwordx4 v[22:25], v[22:23], off
	s_add_i32 s6, s6, -1
	global_load_dword v26, v[26:27], off
	v_add_u32_e32 v20, s5, v20
	s_cmp_lg_u32 s6, 0
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
	s_cbranch_scc1 .LBB14_3
.LBB14_4:                               ; %.preheader64
	v_mad_u64_u32 v[16:17], s[0:1], v17, s5, v[16:17]
	v_ashrrev_i32_e32 v17, 31, v16
	s_ashr_i32 s1, s5, 31
	s_mov_b32 s0, s5
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[8:9]
	s_lshl_b64 s[0:1], s[0:1], 2
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
.LBB14_5:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii
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
		.amdhsa_next_free_vgpr 34
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 36
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
	.section	.text._Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii,"axG",@progbits,_Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii,comdat
.Lfunc_end14:
	.size	_Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii, .Lfunc_end14-_Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii
                                        ; -- End function
	.set _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii.num_vgpr, 34
	.set _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii.num_agpr, 0
	.set _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii.numbered_sgpr, 12
	.set _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii.num_named_barrier, 0
	.set _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii.private_seg_size, 0
	.set _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii.uses_vcc, 1
	.set _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii.uses_flat_scratch, 0
	.set _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii.has_dyn_sized_stack, 0
	.set _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii.has_recursion, 0
	.set _Z7gemm_kuILi4ELi4ELi1EEvPKfS1_Pfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 560
; TotalNumSgprs: 18
; NumVgprs: 34
; NumAgprs: 0
; TotalNumVgprs: 34
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
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
	.text
	.protected	_Z14lds_pad_colsumPKfPfii ; -- Begin function _Z14lds_pad_colsumPKfPfii
	.globl	_Z14lds_pad_colsumPKfPfii
	.p2align	8
	.type	_Z14lds_pad_colsumPKfPfii,@function
_Z14lds_pad_colsumPKfPfii:              ; @_Z14lds_pad_colsumPKfPfii
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	v_and_b32_e32 v1, 31, v0
	s_lshl_b32 s8, s2, 5
	v_or_b32_e32 v2, s8, v1
	v_lshrrev_b32_e32 v3, 5, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s6, 1
	v_mov_b32_e32 v6, 0
	v_cmp_gt_i32_e32 vcc, s7, v2
	s_cbranch_scc1 .LBB15_9
; %bb.1:                                ; %.preheader.lr.ph
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	v_mul_lo_u32 v4, s7, v3
	v_add3_u32 v7, v4, s8, v1
	v_mul_u32_u24_e32 v4, 0x84, v3
	s_lshl_b32 s10, s7, 5
	s_lshl_b32 s11, s7, 3
	v_lshl_add_u32 v8, v1, 2, v4
	v_or_b32_e32 v9, -8, v3
	s_mov_b32 s12, 0
	v_mov_b32_e32 v6, 0
.LBB15_2:                               ; %.preheader
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB15_4 Depth 2
                                        ;     Child Loop BB15_7 Depth 2
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v11, v3
	s_branch .LBB15_4
.LBB15_3:                               ;   in Loop: Header=BB15_4 Depth=2
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v5
	v_add_u32_e32 v5, 8, v11
	v_cmp_lt_u32_e64 s[0:1], 23, v11
	v_add_u32_e32 v4, s11, v4
	v_add_u32_e32 v10, 0x420, v10
	s_or_b64 s[8:9], s[0:1], s[8:9]
	v_mov_b32_e32 v11, v5
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB15_6
.LBB15_4:                               ; %.lr.ph
                                        ;   Parent Loop BB15_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v5, s12, v11
	v_cmp_gt_i32_e64 s[0:1], s6, v5
	s_and_b64 s[14:15], s[0:1], vcc
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[0:1], s[14:15]
	s_cbranch_execz .LBB15_3
; %bb.5:                                ;   in Loop: Header=BB15_4 Depth=2
	v_ashrrev_i32_e32 v5, 31, v4
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[12:13], v[4:5], 2, s[2:3]
	global_load_dword v5, v[12:13], off
	s_branch .LBB15_3
.LBB15_6:                               ; %._crit_edge
                                        ;   in Loop: Header=BB15_2 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v4, v8
	v_mov_b32_e32 v5, v9
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB15_7:                               ; %.lr.ph61
                                        ;   Parent Loop BB15_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v10, v4
	v_add_u32_e32 v5, 8, v5
	v_cmp_lt_u32_e64 s[0:1], 23, v5
	v_add_u32_e32 v4, 0x420, v4
	s_or_b64 s[8:9], s[0:1], s[8:9]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v10
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB15_7
; %bb.8:                                ; %._crit_edge62
                                        ;   in Loop: Header=BB15_2 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_add_i32 s12, s12, 32
	s_cmp_ge_i32 s12, s6
	v_add_u32_e32 v7, s10, v7
	s_barrier
	s_cbranch_scc0 .LBB15_2
.LBB15_9:                               ; %._crit_edge65
	v_mul_u32_u24_e32 v4, 0x84, v3
	v_lshl_add_u32 v5, v1, 2, v4
	s_movk_i32 s0, 0x80
	v_add_u32_e32 v4, 0x1080, v5
	v_cmp_gt_u32_e32 vcc, s0, v0
	ds_write_b32 v5, v6 offset:4224
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB15_11
; %bb.10:
	ds_read2_b32 v[6:7], v4 offset1:132
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v7, v6
	ds_write_b32 v4, v5
.LBB15_11:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 64, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB15_13
; %bb.12:
	ds_read2_b32 v[6:7], v4 offset1:66
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v7, v6
	ds_write_b32 v4, v0
.LBB15_13:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB15_15
; %bb.14:
	ds_read2_b32 v[6:7], v4 offset1:33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v7, v6
	ds_write_b32 v4, v0
.LBB15_15:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_i32_e64 s[0:1], s7, v2
	s_and_b64 s[0:1], vcc, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB15_17
; %bb.16:
	v_lshlrev_b32_e32 v0, 2, v1
	ds_read_b32 v4, v0 offset:4224
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[4:5]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v4, off
.LBB15_17:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z14lds_pad_colsumPKfPfii
		.amdhsa_group_segment_fixed_size 5280
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
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 16
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
.Lfunc_end15:
	.size	_Z14lds_pad_colsumPKfPfii, .Lfunc_end15-_Z14lds_pad_colsumPKfPfii
                                        ; -- End function
	.set _Z14lds_pad_colsumPKfPfii.num_vgpr, 14
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
; codeLenInByte = 580
; TotalNumSgprs: 22
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 5280 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 22
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
	.protected	_Z11alias_shiftPfiiii   ; -- Begin function _Z11alias_shiftPfiiii
	.globl	_Z11alias_shiftPfiiii
	.p2align	8
	.type	_Z11alias_shiftPfiiii,@function
_Z11alias_shiftPfiiii:                  ; @_Z11alias_shiftPfiiii
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	s_cmp_gt_i32 s4, 0
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s7, v0
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[2:3], vcc, s[2:3]
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB16_3
; %bb.1:                                ; %.lr.ph.preheader
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mul_i32 s2, s6, s5
.LBB16_2:                               ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[0:1]
	global_load_dword v1, v[2:3], off
	v_add_u32_e32 v2, s2, v0
	s_add_i32 s4, s4, -1
	v_ashrrev_i32_e32 v3, 31, v2
	s_cmp_lg_u32 s4, 0
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[0:1]
	v_add_u32_e32 v0, s6, v0
	s_waitcnt vmcnt(0)
	v_fma_f32 v1, v1, 0.5, 1.0
	global_store_dword v[2:3], v1, off
	s_cbranch_scc1 .LBB16_2
.LBB16_3:                               ; %.loopexit
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11alias_shiftPfiiii
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 4
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
	.size	_Z11alias_shiftPfiiii, .Lfunc_end16-_Z11alias_shiftPfiiii
                                        ; -- End function
	.set _Z11alias_shiftPfiiii.num_vgpr, 4
	.set _Z11alias_shiftPfiiii.num_agpr, 0
	.set _Z11alias_shiftPfiiii.numbered_sgpr, 10
	.set _Z11alias_shiftPfiiii.num_named_barrier, 0
	.set _Z11alias_shiftPfiiii.private_seg_size, 0
	.set _Z11alias_shiftPfiiii.uses_vcc, 1
	.set _Z11alias_shiftPfiiii.uses_flat_scratch, 0
	.set _Z11alias_shiftPfiiii.has_dyn_sized_stack, 0
	.set _Z11alias_shiftPfiiii.has_recursion, 0
	.set _Z11alias_shiftPfiiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 152
; TotalNumSgprs: 16
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 4
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z11two_stridesPKfPfi   ; -- Begin function _Z11two_stridesPKfPfi
	.globl	_Z11two_stridesPKfPfi
	.p2align	8
	.type	_Z11two_stridesPKfPfi,@function
_Z11two_stridesPKfPfi:                  ; @_Z11two_stridesPKfPfi
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dword s4, s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB17_5
; %bb.1:                                ; %.preheader
	s_load_dwordx2 s[2:3], s[0:1], 0x8
	s_cmp_lt_i32 s4, 1
	v_mov_b32_e32 v6, 0
	s_cbranch_scc1 .LBB17_4
; %bb.2:                                ; %.lr.ph
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	v_mul_lo_u32 v4, v0, s4
	v_ashrrev_i32_e32 v5, 31, v4
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v2, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[0:1]
	s_mov_b32 s5, s4
.LBB17_3:                               ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[8:9], v[2:3], 2, s[0:1]
	global_load_dword v1, v[4:5], off
	global_load_dword v3, v[8:9], off
	s_add_i32 s5, s5, -1
	v_lshl_add_u64 v[4:5], v[4:5], 0, 4
	v_add_u32_e32 v2, s4, v2
	s_cmp_eq_u32 s5, 0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v1, v3
	s_cbranch_scc0 .LBB17_3
.LBB17_4:                               ; %Flow28
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[2:3]
	global_store_dword v[0:1], v6, off
.LBB17_5:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11two_stridesPKfPfi
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
		.amdhsa_next_free_vgpr 10
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
.Lfunc_end17:
	.size	_Z11two_stridesPKfPfi, .Lfunc_end17-_Z11two_stridesPKfPfi
                                        ; -- End function
	.set _Z11two_stridesPKfPfi.num_vgpr, 10
	.set _Z11two_stridesPKfPfi.num_agpr, 0
	.set _Z11two_stridesPKfPfi.numbered_sgpr, 6
	.set _Z11two_stridesPKfPfi.num_named_barrier, 0
	.set _Z11two_stridesPKfPfi.private_seg_size, 0
	.set _Z11two_stridesPKfPfi.uses_vcc, 1
	.set _Z11two_stridesPKfPfi.uses_flat_scratch, 0
	.set _Z11two_stridesPKfPfi.has_dyn_sized_stack, 0
	.set _Z11two_stridesPKfPfi.has_recursion, 0
	.set _Z11two_stridesPKfPfi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 200
; TotalNumSgprs: 12
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
; NumSGPRsForWavesPerEU: 12
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
	.protected	_Z11self_offsetPKfPfiiii ; -- Begin function _Z11self_offsetPKfPfiiii
	.globl	_Z11self_offsetPKfPfiiii
	.p2align	8
	.type	_Z11self_offsetPKfPfiiii,@function
_Z11self_offsetPKfPfiiii:               ; @_Z11self_offsetPKfPfiiii
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx4 s[4:7], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s7, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB18_5
; %bb.1:                                ; %.preheader
	s_load_dwordx2 s[2:3], s[0:1], 0x8
	s_cmp_lt_i32 s4, 1
	v_mov_b32_e32 v4, 0
	s_cbranch_scc1 .LBB18_4
; %bb.2:                                ; %.lr.ph.preheader
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mul_i32 s5, s6, s5
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v2, v0
.LBB18_3:                               ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_add_u32_e32 v8, s5, v2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[0:1]
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[0:1]
	global_load_dword v1, v[6:7], off
	global_load_dword v3, v[8:9], off
	s_add_i32 s4, s4, -1
	s_cmp_eq_u32 s4, 0
	v_add_u32_e32 v2, s6, v2
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, v1, v3
	s_cbranch_scc0 .LBB18_3
.LBB18_4:                               ; %Flow36
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[2:3]
	global_store_dword v[0:1], v4, off
.LBB18_5:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11self_offsetPKfPfiiii
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
.Lfunc_end18:
	.size	_Z11self_offsetPKfPfiiii, .Lfunc_end18-_Z11self_offsetPKfPfiiii
                                        ; -- End function
	.set _Z11self_offsetPKfPfiiii.num_vgpr, 10
	.set _Z11self_offsetPKfPfiiii.num_agpr, 0
	.set _Z11self_offsetPKfPfiiii.numbered_sgpr, 8
	.set _Z11self_offsetPKfPfiiii.num_named_barrier, 0
	.set _Z11self_offsetPKfPfiiii.private_seg_size, 0
	.set _Z11self_offsetPKfPfiiii.uses_vcc, 1
	.set _Z11self_offsetPKfPfiiii.uses_flat_scratch, 0
	.set _Z11self_offsetPKfPfiiii.has_dyn_sized_stack, 0
	.set _Z11self_offsetPKfPfiiii.has_recursion, 0
	.set _Z11self_offsetPKfPfiiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 188
; TotalNumSgprs: 14
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
	.protected	_Z11lds_const12PKfS0_Pfi ; -- Begin function _Z11lds_const12PKfS0_Pfi
	.globl	_Z11lds_const12PKfS0_Pfi
	.p2align	8
	.type	_Z11lds_const12PKfS0_Pfi,@function
_Z11lds_const12PKfS0_Pfi:               ; @_Z11lds_const12PKfS0_Pfi
; %bb.0:
	s_load_dword s8, s[0:1], 0x18
	s_load_dwordx2 s[10:11], s[0:1], 0x0
	v_lshl_or_b32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s8, v2
	v_cmp_le_i32_e64 s[2:3], s8, v2
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.1:                                ; %.critedge
	v_mov_b32_e32 v1, 0
	ds_write_b32 v0, v1
; %bb.2:                                ; %Flow72
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_mov_b32_e32 v1, 0
	v_ashrrev_i32_e32 v3, 31, v2
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB19_4
; %bb.3:
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[10:11]
	s_ashr_i32 s9, s8, 31
	v_lshl_add_u64 v[6:7], s[8:9], 2, v[4:5]
	global_load_dword v8, v[4:5], off
	global_load_dword v1, v[6:7], off
	s_waitcnt vmcnt(1)
	ds_write_b32 v0, v8
.LBB19_4:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v1 offset:260
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.5:                                ; %.critedge49
	v_mov_b32_e32 v1, 0
	ds_write_b32 v0, v1 offset:520
; %bb.6:                                ; %Flow71
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_mov_b32_e32 v1, 0
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB19_8
; %bb.7:
	v_lshl_add_u32 v4, s8, 1, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[10:11]
	s_ashr_i32 s9, s8, 31
	v_lshl_add_u64 v[6:7], s[8:9], 2, v[4:5]
	global_load_dword v8, v[4:5], off
	global_load_dword v1, v[6:7], off
	s_waitcnt vmcnt(1)
	ds_write_b32 v0, v8 offset:520
.LBB19_8:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v1 offset:780
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.9:                                ; %.critedge53
	v_mov_b32_e32 v1, 0
	ds_write_b32 v0, v1 offset:1040
; %bb.10:                               ; %Flow70
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_mov_b32_e32 v1, 0
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB19_12
; %bb.11:
	v_lshl_add_u32 v4, s8, 2, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[10:11]
	s_ashr_i32 s9, s8, 31
	v_lshl_add_u64 v[6:7], s[8:9], 2, v[4:5]
	global_load_dword v8, v[4:5], off
	global_load_dword v1, v[6:7], off
	s_waitcnt vmcnt(1)
	ds_write_b32 v0, v8 offset:1040
.LBB19_12:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v1 offset:1300
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.13:                               ; %.critedge57
	v_mov_b32_e32 v1, 0
	ds_write_b32 v0, v1 offset:1560
; %bb.14:                               ; %Flow69
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_mov_b32_e32 v1, 0
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB19_16
; %bb.15:
	v_mad_u64_u32 v[4:5], s[6:7], s8, 6, v[2:3]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[10:11]
	s_ashr_i32 s9, s8, 31
	v_lshl_add_u64 v[6:7], s[8:9], 2, v[4:5]
	global_load_dword v8, v[4:5], off
	global_load_dword v1, v[6:7], off
	s_waitcnt vmcnt(1)
	ds_write_b32 v0, v8 offset:1560
.LBB19_16:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v1 offset:1820
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.17:                               ; %.critedge61
	v_mov_b32_e32 v1, 0
	ds_write_b32 v0, v1 offset:2080
; %bb.18:                               ; %Flow68
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_mov_b32_e32 v1, 0
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB19_20
; %bb.19:
	v_lshl_add_u32 v4, s8, 3, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[10:11]
	s_ashr_i32 s9, s8, 31
	v_lshl_add_u64 v[6:7], s[8:9], 2, v[4:5]
	global_load_dword v8, v[4:5], off
	global_load_dword v1, v[6:7], off
	s_waitcnt vmcnt(1)
	ds_write_b32 v0, v8 offset:2080
.LBB19_20:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v1 offset:2340
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
; %bb.21:                               ; %.critedge65
	v_mov_b32_e32 v1, 0
	ds_write_b32 v0, v1 offset:2600
; %bb.22:                               ; %Flow
	s_or_saveexec_b64 s[2:3], s[2:3]
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, v1
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB19_24
; %bb.23:
	v_mad_u64_u32 v[4:5], s[0:1], s8, 10, v[2:3]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[6:7], v[4:5], 2, s[10:11]
	s_ashr_i32 s9, s8, 31
	v_lshl_add_u64 v[8:9], s[8:9], 2, v[6:7]
	global_load_dword v5, v[6:7], off
	global_load_dword v4, v[8:9], off
	s_waitcnt vmcnt(1)
	ds_write_b32 v0, v5 offset:2600
.LBB19_24:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v4 offset:2860
	s_waitcnt lgkmcnt(0)
	; wave barrier
.LBB19_25:                              ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v4, v0
	s_load_dword s1, s[4:5], 0x0
	v_cvt_f32_u32_e32 v5, s0
	s_add_i32 s0, s0, 1
	s_add_u32 s4, s4, 4
	s_addc_u32 s5, s5, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v5, s1, v4
	v_add_u32_e32 v0, 0x104, v0
	s_cmp_eq_u32 s0, 12
	v_add_f32_e32 v1, v1, v5
	s_cbranch_scc0 .LBB19_25
; %bb.26:
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB19_28
; %bb.27:
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	global_store_dword v[2:3], v1, off
.LBB19_28:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11lds_const12PKfS0_Pfi
		.amdhsa_group_segment_fixed_size 3120
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
		.amdhsa_next_free_vgpr 73
		.amdhsa_next_free_sgpr 91
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
.Lfunc_end19:
	.size	_Z11lds_const12PKfS0_Pfi, .Lfunc_end19-_Z11lds_const12PKfS0_Pfi
                                        ; -- End function
	.set _Z11lds_const12PKfS0_Pfi.num_vgpr, 10
	.set _Z11lds_const12PKfS0_Pfi.num_agpr, 0
	.set _Z11lds_const12PKfS0_Pfi.numbered_sgpr, 12
	.set _Z11lds_const12PKfS0_Pfi.num_named_barrier, 0
	.set _Z11lds_const12PKfS0_Pfi.private_seg_size, 0
	.set _Z11lds_const12PKfS0_Pfi.uses_vcc, 1
	.set _Z11lds_const12PKfS0_Pfi.uses_flat_scratch, 0
	.set _Z11lds_const12PKfS0_Pfi.has_dyn_sized_stack, 0
	.set _Z11lds_const12PKfS0_Pfi.has_recursion, 0
	.set _Z11lds_const12PKfS0_Pfi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 816
; TotalNumSgprs: 18
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 3120 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 97
; NumVGPRsForWavesPerEU: 73
; AccumOffset: 12
; Occupancy: 6
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
	.protected	_Z7ds2_farPKfPfi        ; -- Begin function _Z7ds2_farPKfPfi
	.globl	_Z7ds2_farPKfPfi
	.p2align	8
	.type	_Z7ds2_farPKfPfi,@function
_Z7ds2_farPKfPfi:                       ; @_Z7ds2_farPKfPfi
; %bb.0:
	s_load_dword s8, s[0:1], 0x10
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_lshl_or_b32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s8, v2
	v_cmp_le_i32_e64 s[2:3], s8, v2
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.1:                                ; %.critedge
	v_mov_b32_e32 v1, 0
	ds_write_b32 v0, v1
; %bb.2:                                ; %Flow108
	s_or_saveexec_b64 s[6:7], s[6:7]
	v_mov_b32_e32 v1, 0
	v_ashrrev_i32_e32 v3, 31, v2
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB20_4
; %bb.3:
	s_mul_i32 s10, s8, 10
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[4:5]
	s_ashr_i32 s11, s10, 31
	v_lshl_add_u64 v[6:7], s[10:11], 2, v[4:5]
	global_load_dword v8, v[4:5], off
	global_load_dword v1, v[6:7], off
	s_waitcnt vmcnt(1)
	ds_write_b32 v0, v8
.LBB20_4:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v1 offset:256
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.5:                                ; %.critedge64
	v_mov_b32_e32 v1, 0
	ds_write_b32 v0, v1 offset:520
; %bb.6:                                ; %Flow107
	s_or_saveexec_b64 s[6:7], s[6:7]
	v_mov_b32_e32 v1, 0
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB20_8
; %bb.7:
	v_add_u32_e32 v4, s8, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[6:7], v[4:5], 2, s[4:5]
	v_mad_u64_u32 v[4:5], s[10:11], s8, 10, v[4:5]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	global_load_dword v8, v[6:7], off
	global_load_dword v1, v[4:5], off
	s_waitcnt vmcnt(1)
	ds_write_b32 v0, v8 offset:520
.LBB20_8:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v1 offset:776
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.9:                                ; %.critedge68
	v_mov_b32_e32 v1, 0
	ds_write_b32 v0, v1 offset:1040
; %bb.10:                               ; %Flow106
	s_or_saveexec_b64 s[6:7], s[6:7]
	v_mov_b32_e32 v1, 0
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB20_12
; %bb.11:
	v_lshl_add_u32 v4, s8, 1, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[6:7], v[4:5], 2, s[4:5]
	v_mad_u64_u32 v[4:5], s[10:11], s8, 10, v[4:5]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	global_load_dword v8, v[6:7], off
	global_load_dword v1, v[4:5], off
	s_waitcnt vmcnt(1)
	ds_write_b32 v0, v8 offset:1040
.LBB20_12:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v1 offset:1296
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.13:                               ; %.critedge72
	v_mov_b32_e32 v1, 0
	ds_write_b32 v0, v1 offset:1560
; %bb.14:                               ; %Flow105
	s_or_saveexec_b64 s[6:7], s[6:7]
	v_mov_b32_e32 v1, 0
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB20_16
; %bb.15:
	v_mad_u64_u32 v[4:5], s[10:11], s8, 3, v[2:3]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[6:7], v[4:5], 2, s[4:5]
	v_mad_u64_u32 v[4:5], s[10:11], s8, 10, v[4:5]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	global_load_dword v8, v[6:7], off
	global_load_dword v1, v[4:5], off
	s_waitcnt vmcnt(1)
	ds_write_b32 v0, v8 offset:1560
.LBB20_16:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v1 offset:1816
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.17:                               ; %.critedge76
	v_mov_b32_e32 v1, 0
	ds_write_b32 v0, v1 offset:2080
; %bb.18:                               ; %Flow104
	s_or_saveexec_b64 s[6:7], s[6:7]
	v_mov_b32_e32 v1, 0
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB20_20
; %bb.19:
	v_lshl_add_u32 v4, s8, 2, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[6:7], v[4:5], 2, s[4:5]
	v_mad_u64_u32 v[4:5], s[10:11], s8, 10, v[4:5]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	global_load_dword v8, v[6:7], off
	global_load_dword v1, v[4:5], off
	s_waitcnt vmcnt(1)
	ds_write_b32 v0, v8 offset:2080
.LBB20_20:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v1 offset:2336
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.21:                               ; %.critedge80
	v_mov_b32_e32 v1, 0
	ds_write_b32 v0, v1 offset:2600
; %bb.22:                               ; %Flow103
	s_or_saveexec_b64 s[6:7], s[6:7]
	v_mov_b32_e32 v1, 0
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB20_24
; %bb.23:
	v_mad_u64_u32 v[4:5], s[10:11], s8, 5, v[2:3]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[6:7], v[4:5], 2, s[4:5]
	v_mad_u64_u32 v[4:5], s[10:11], s8, 10, v[4:5]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	global_load_dword v8, v[6:7], off
	global_load_dword v1, v[4:5], off
	s_waitcnt vmcnt(1)
	ds_write_b32 v0, v8 offset:2600
.LBB20_24:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v1 offset:2856
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.25:                               ; %.critedge84
	v_mov_b32_e32 v1, 0
	ds_write_b32 v0, v1 offset:3120
; %bb.26:                               ; %Flow102
	s_or_saveexec_b64 s[6:7], s[6:7]
	v_mov_b32_e32 v1, 0
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB20_28
; %bb.27:
	v_mad_u64_u32 v[4:5], s[10:11], s8, 6, v[2:3]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[6:7], v[4:5], 2, s[4:5]
	v_mad_u64_u32 v[4:5], s[10:11], s8, 10, v[4:5]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	global_load_dword v8, v[6:7], off
	global_load_dword v1, v[4:5], off
	s_waitcnt vmcnt(1)
	ds_write_b32 v0, v8 offset:3120
.LBB20_28:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v1 offset:3376
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.29:                               ; %.critedge88
	v_mov_b32_e32 v1, 0
	ds_write_b32 v0, v1 offset:3640
; %bb.30:                               ; %Flow101
	s_or_saveexec_b64 s[6:7], s[6:7]
	v_mov_b32_e32 v1, 0
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB20_32
; %bb.31:
	v_mad_u64_u32 v[4:5], s[10:11], s8, 7, v[2:3]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[6:7], v[4:5], 2, s[4:5]
	v_mad_u64_u32 v[4:5], s[10:11], s8, 10, v[4:5]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	global_load_dword v8, v[6:7], off
	global_load_dword v1, v[4:5], off
	s_waitcnt vmcnt(1)
	ds_write_b32 v0, v8 offset:3640
.LBB20_32:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v1 offset:3896
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.33:                               ; %.critedge92
	v_mov_b32_e32 v1, 0
	ds_write_b32 v0, v1 offset:4160
; %bb.34:                               ; %Flow100
	s_or_saveexec_b64 s[6:7], s[6:7]
	v_mov_b32_e32 v1, 0
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB20_36
; %bb.35:
	v_lshl_add_u32 v4, s8, 3, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[6:7], v[4:5], 2, s[4:5]
	v_mad_u64_u32 v[4:5], s[10:11], s8, 10, v[4:5]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	global_load_dword v8, v[6:7], off
	global_load_dword v1, v[4:5], off
	s_waitcnt vmcnt(1)
	ds_write_b32 v0, v8 offset:4160
.LBB20_36:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v1 offset:4416
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[2:3], exec, s[6:7]
; %bb.37:                               ; %.critedge96
	v_mov_b32_e32 v1, 0
	ds_write_b32 v0, v1 offset:4680
; %bb.38:                               ; %Flow
	s_or_saveexec_b64 s[2:3], s[2:3]
	s_load_dwordx2 s[0:1], s[0:1], 0x8
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, v1
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB20_40
; %bb.39:
	v_mad_u64_u32 v[4:5], s[6:7], s8, 9, v[2:3]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[6:7], v[4:5], 2, s[4:5]
	v_mad_u64_u32 v[4:5], s[6:7], s8, 10, v[4:5]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[8:9], v[4:5], 2, s[4:5]
	global_load_dword v5, v[6:7], off
	global_load_dword v4, v[8:9], off
	s_waitcnt vmcnt(1)
	ds_write_b32 v0, v5 offset:4680
.LBB20_40:
	s_or_b64 exec, exec, s[2:3]
	s_movk_i32 s2, 0x1248
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v4 offset:4936
	s_waitcnt lgkmcnt(0)
	; wave barrier
.LBB20_41:                              ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, s2, v0
	ds_read2st64_b32 v[4:5], v4 offset1:1
	s_addk_i32 s2, 0xfdf8
	s_cmpk_eq_i32 s2, 0xfdf8
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v4, v4, v5
	v_fmac_f32_e32 v4, 0.5, v1
	v_mov_b32_e32 v1, v4
	s_cbranch_scc0 .LBB20_41
; %bb.42:
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB20_44
; %bb.43:
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[0:1]
	global_store_dword v[0:1], v4, off
.LBB20_44:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7ds2_farPKfPfi
		.amdhsa_group_segment_fixed_size 5200
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
.Lfunc_end20:
	.size	_Z7ds2_farPKfPfi, .Lfunc_end20-_Z7ds2_farPKfPfi
                                        ; -- End function
	.set _Z7ds2_farPKfPfi.num_vgpr, 10
	.set _Z7ds2_farPKfPfi.num_agpr, 0
	.set _Z7ds2_farPKfPfi.numbered_sgpr, 12
	.set _Z7ds2_farPKfPfi.num_named_barrier, 0
	.set _Z7ds2_farPKfPfi.private_seg_size, 0
	.set _Z7ds2_farPKfPfi.uses_vcc, 1
	.set _Z7ds2_farPKfPfi.uses_flat_scratch, 0
	.set _Z7ds2_farPKfPfi.has_dyn_sized_stack, 0
	.set _Z7ds2_farPKfPfi.has_recursion, 0
	.set _Z7ds2_farPKfPfi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1316
; TotalNumSgprs: 18
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 5200 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 16
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 129
; AccumOffset: 12
; Occupancy: 3
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
	.protected	_Z13const_rows_rwPfii   ; -- Begin function _Z13const_rows_rwPfii
	.globl	_Z13const_rows_rwPfii
	.p2align	8
	.type	_Z13const_rows_rwPfii,@function
_Z13const_rows_rwPfii:                  ; @_Z13const_rows_rwPfii
; %bb.0:
	s_load_dword s3, s[0:1], 0x1c
	s_load_dwordx2 s[4:5], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s5, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB21_3
; %bb.1:                                ; %.preheader.preheader
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[2:3], s[4:5], 2
	s_mov_b32 s5, 6
.LBB21_2:                               ; %.preheader
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[0:1]
	v_lshl_add_u64 v[4:5], v[2:3], 0, s[2:3]
	global_load_dword v1, v[2:3], off
	global_load_dword v6, v[4:5], off
	s_add_i32 s5, s5, -1
	s_cmp_lg_u32 s5, 0
	v_add_u32_e32 v0, s4, v0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, 2.0, v1
	global_store_dword v[4:5], v6, off
	s_cbranch_scc1 .LBB21_2
.LBB21_3:                               ; %.loopexit
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13const_rows_rwPfii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
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
		.amdhsa_next_free_sgpr 6
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
.Lfunc_end21:
	.size	_Z13const_rows_rwPfii, .Lfunc_end21-_Z13const_rows_rwPfii
                                        ; -- End function
	.set _Z13const_rows_rwPfii.num_vgpr, 7
	.set _Z13const_rows_rwPfii.num_agpr, 0
	.set _Z13const_rows_rwPfii.numbered_sgpr, 6
	.set _Z13const_rows_rwPfii.num_named_barrier, 0
	.set _Z13const_rows_rwPfii.private_seg_size, 0
	.set _Z13const_rows_rwPfii.uses_vcc, 1
	.set _Z13const_rows_rwPfii.uses_flat_scratch, 0
	.set _Z13const_rows_rwPfii.has_dyn_sized_stack, 0
	.set _Z13const_rows_rwPfii.has_recursion, 0
	.set _Z13const_rows_rwPfii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 12
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
; NumSGPRsForWavesPerEU: 12
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
	.protected	_Z10lit_chainsPKfS0_Pfii ; -- Begin function _Z10lit_chainsPKfS0_Pfii
	.globl	_Z10lit_chainsPKfS0_Pfii
	.p2align	8
	.type	_Z10lit_chainsPKfS0_Pfii,@function
_Z10lit_chainsPKfS0_Pfii:               ; @_Z10lit_chainsPKfS0_Pfii
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx2 s[4:5], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s5, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB22_5
; %bb.1:
	s_load_dwordx2 s[6:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_ashrrev_i32_e32 v1, 31, v0
	s_mov_b32 s8, 0.5
	s_mov_b32 s9, 0x3e800000
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[6:7]
	global_load_dword v2, v[2:3], off
	s_mov_b32 s6, 0x3e000000
	s_cmp_lt_i32 s4, 1
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[6:7], v[2:3], s[8:9] op_sel_hi:[0,1]
	v_mul_f32_e32 v4, 0x3e000000, v2
	v_xor_b32_e32 v3, 0x80000000, v2
	v_pk_add_f32 v[8:9], v[6:7], 0 neg_lo:[1,1] neg_hi:[1,1]
	v_xor_b32_e32 v5, 0x80000000, v4
	s_cbranch_scc1 .LBB22_4
; %bb.2:                                ; %.lr.ph.preheader
	s_load_dwordx2 s[8:9], s[0:1], 0x8
	v_mov_b32_e32 v10, 0x40200000
	v_mov_b32_e32 v11, 0x40500000
	v_mov_b32_e32 v12, 0xc0300000
	v_mov_b32_e32 v13, 0xc0600000
	v_mov_b32_e32 v14, 0x40980000
	v_mov_b32_e32 v15, 0xc0880000
	v_mov_b32_e32 v16, 0x3fc00000
	v_mov_b32_e32 v17, 0xbfa00000
	s_mov_b32 s5, 0xc1000000
	s_mov_b32 s7, 0x41000000
.LBB22_3:                               ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	s_load_dword s0, s[8:9], 0x0
	s_add_i32 s4, s4, -1
	s_add_u32 s8, s8, 4
	s_addc_u32 s9, s9, 0
	s_cmp_eq_u32 s4, 0
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[2:3], v[2:3], s[0:1], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[6:7], s[0:1], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], s[0:1], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[4:5], s[0:1], v[14:15] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[18:19], v[2:3], s[6:7] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s5, v3
	v_cmp_lt_f32_e64 s[0:1], s7, v2
	s_nop 0
	v_cndmask_b32_e32 v3, v3, v19, vcc
	v_cndmask_b32_e64 v2, v2, v18, s[0:1]
	s_cbranch_scc0 .LBB22_3
.LBB22_4:                               ; %Flow
	v_mov_b32_e32 v10, v6
	v_mov_b32_e32 v11, v8
	v_mov_b32_e32 v8, v7
	v_pk_add_f32 v[2:3], v[2:3], v[10:11]
	v_pk_add_f32 v[4:5], v[8:9], v[4:5]
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[2:3]
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
	s_nop 0
	v_add_f32_e32 v2, v2, v3
	global_store_dword v[0:1], v2, off
.LBB22_5:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10lit_chainsPKfS0_Pfii
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 10
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
.Lfunc_end22:
	.size	_Z10lit_chainsPKfS0_Pfii, .Lfunc_end22-_Z10lit_chainsPKfS0_Pfii
                                        ; -- End function
	.set _Z10lit_chainsPKfS0_Pfii.num_vgpr, 20
	.set _Z10lit_chainsPKfS0_Pfii.num_agpr, 0
	.set _Z10lit_chainsPKfS0_Pfii.numbered_sgpr, 10
	.set _Z10lit_chainsPKfS0_Pfii.num_named_barrier, 0
	.set _Z10lit_chainsPKfS0_Pfii.private_seg_size, 0
	.set _Z10lit_chainsPKfS0_Pfii.uses_vcc, 1
	.set _Z10lit_chainsPKfS0_Pfii.uses_flat_scratch, 0
	.set _Z10lit_chainsPKfS0_Pfii.has_dyn_sized_stack, 0
	.set _Z10lit_chainsPKfS0_Pfii.has_recursion, 0
	.set _Z10lit_chainsPKfS0_Pfii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 416
; TotalNumSgprs: 16
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 16
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
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
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
    .name:           _Z9h2_colfmaPKDv2_DF16_S1_PS_iii
    .private_segment_fixed_size: 0
    .sgpr_count:     25
    .sgpr_spill_count: 0
    .symbol:         _Z9h2_colfmaPKDv2_DF16_S1_PS_iii.kd
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
    .name:           _Z9bf16_gemvPKtS0_Pfii
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _Z9bf16_gemvPKtS0_Pfii.kd
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z9dot4_loopPKiS0_PiPjii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         _Z13mm_bf16_chainPKtS0_Pfiii.kd
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
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         _Z13atomic_scopesPKiPiS1_S1_ii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
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
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _Z13shfl_down_sumPKfPfPii.kd
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
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         _Z8rfl_rowsPKfPKiPfii.kd
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z7u64_mixPKyPyii.kd
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
    .name:           _Z5dcol2PKdS0_Pdiii
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z5dcol2PKdS0_Pdiii.kd
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z12bound_reloadPKfPKiPfii.kd
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z11bound_aliasPKiS0_Piii.kd
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
    .name:           _Z13nest_continuePKfPKiPfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         _Z13nest_continuePKfPKiPfiii.kd
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
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         _Z7gemm_kuILi5ELi3ELi2EEvPKfS1_Pfiii.kd
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         _Z7gemm_kuILi2ELi7ELi4EEvPKfS1_Pfiii.kd
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         _Z14lds_pad_colsumPKfPfii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z11alias_shiftPfiiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
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
    .name:           _Z11two_stridesPKfPfi
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z11two_stridesPKfPfi.kd
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
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _Z11self_offsetPKfPfiiii.kd
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
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z13const_rows_rwPfii.kd
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z10lit_chainsPKfS0_Pfii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
