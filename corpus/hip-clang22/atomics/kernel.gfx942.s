	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.text
	.protected	_Z12histogram256PKhPjm  ; -- Begin function _Z12histogram256PKhPjm
	.globl	_Z12histogram256PKhPjm
	.p2align	8
	.type	_Z12histogram256PKhPjm,@function
_Z12histogram256PKhPjm:                 ; @_Z12histogram256PKhPjm
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	s_add_u32 s8, s0, 24
	s_addc_u32 s9, s1, 0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s10, s3, 0xffff
	v_mov_b32_e32 v2, s2
	v_mad_u64_u32 v[0:1], s[2:3], s10, v2, v[0:1]
	v_cmp_gt_u64_e32 vcc, s[6:7], v[0:1]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_3
; %bb.1:                                ; %.lr.ph
	s_load_dword s11, s[8:9], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v2, 1
	s_waitcnt lgkmcnt(0)
	s_mul_hi_u32 s9, s10, s11
	s_mul_i32 s8, s10, s11
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[0:1]
	global_load_ubyte v3, v[4:5], off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[8:9]
	v_cmp_le_u64_e32 vcc, s[6:7], v[0:1]
	s_or_b64 s[0:1], vcc, s[0:1]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v3, 2, v3
	global_atomic_add v3, v2, s[4:5]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_2
.LBB0_3:                                ; %Flow15
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12histogram256PKhPjm
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
.Lfunc_end0:
	.size	_Z12histogram256PKhPjm, .Lfunc_end0-_Z12histogram256PKhPjm
                                        ; -- End function
	.set _Z12histogram256PKhPjm.num_vgpr, 6
	.set _Z12histogram256PKhPjm.num_agpr, 0
	.set _Z12histogram256PKhPjm.numbered_sgpr, 12
	.set _Z12histogram256PKhPjm.num_named_barrier, 0
	.set _Z12histogram256PKhPjm.private_seg_size, 0
	.set _Z12histogram256PKhPjm.uses_vcc, 1
	.set _Z12histogram256PKhPjm.uses_flat_scratch, 0
	.set _Z12histogram256PKhPjm.has_dyn_sized_stack, 0
	.set _Z12histogram256PKhPjm.has_recursion, 0
	.set _Z12histogram256PKhPjm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 160
; TotalNumSgprs: 18
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
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 1
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
	.protected	_Z13histogram_ldsPKjPji ; -- Begin function _Z13histogram_ldsPKjPji
	.globl	_Z13histogram_ldsPKjPji
	.p2align	8
	.type	_Z13histogram_ldsPKjPji,@function
_Z13histogram_ldsPKjPji:                ; @_Z13histogram_ldsPKjPji
; %bb.0:
	s_movk_i32 s3, 0x100
	v_cmp_gt_u32_e32 vcc, s3, v0
	s_movk_i32 s3, 0xff
	s_add_u32 s6, s0, 24
	v_cmp_lt_u32_e64 s[4:5], s3, v0
	s_addc_u32 s7, s1, 0
                                        ; implicit-def: $sgpr3
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 s[4:5], exec, s[8:9]
; %bb.1:                                ; %.._crit_edge_crit_edge
	s_load_dword s3, s[6:7], 0xc
; %bb.2:                                ; %Flow66
	s_or_saveexec_b64 s[8:9], s[4:5]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s3
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB1_17
; %bb.3:                                ; %.lr.ph
	s_load_dword s3, s[6:7], 0xc
	s_movk_i32 s4, 0xff
	v_cmp_ne_u32_e64 s[4:5], s4, v0
	s_mov_b64 s[12:13], -1
	v_mov_b32_e32 v1, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s16, s3, 0xffff
	s_cmp_eq_u32 s16, 1
	s_cselect_b64 s[10:11], -1, 0
	s_and_b64 s[4:5], s[4:5], s[10:11]
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB1_12
; %bb.4:                                ; %vector.ph
	v_sub_u32_e32 v3, 0xfe, v0
	v_lshrrev_b32_e32 v1, 1, v3
	v_add_u32_e32 v2, 1, v1
	v_and_b32_e32 v1, 7, v2
	v_cmp_lt_u32_e64 s[4:5], 13, v3
	s_mov_b64 s[14:15], -1
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[12:13], s[4:5]
	s_cbranch_execz .LBB1_8
; %bb.5:                                ; %vector.ph.new
	v_and_b32_e32 v2, -8, v2
	v_lshlrev_b32_e32 v3, 2, v0
	s_mov_b32 s17, 0
	s_mov_b64 s[14:15], 0
	v_mov_b32_e32 v4, 0
.LBB1_6:                                ; %vector.body
                                        ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v2, -8, v2
	s_add_i32 s17, s17, 16
	v_cmp_eq_u32_e64 s[4:5], 0, v2
	ds_write2_b32 v3, v4, v4 offset1:1
	ds_write2_b32 v3, v4, v4 offset0:2 offset1:3
	ds_write2_b32 v3, v4, v4 offset0:4 offset1:5
	ds_write2_b32 v3, v4, v4 offset0:6 offset1:7
	ds_write2_b32 v3, v4, v4 offset0:8 offset1:9
	ds_write2_b32 v3, v4, v4 offset0:10 offset1:11
	ds_write2_b32 v3, v4, v4 offset0:12 offset1:13
	ds_write2_b32 v3, v4, v4 offset0:14 offset1:15
	v_add_u32_e32 v3, 64, v3
	s_or_b64 s[14:15], s[4:5], s[14:15]
	v_mov_b32_e32 v5, s17
	s_andn2_b64 exec, exec, s[14:15]
	s_cbranch_execnz .LBB1_6
; %bb.7:                                ; %middle.block.unr-lcssa
	s_or_b64 exec, exec, s[14:15]
	v_cmp_ne_u32_e64 s[4:5], 0, v1
	s_orn2_b64 s[14:15], s[4:5], exec
.LBB1_8:                                ; %Flow62
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[12:13], s[14:15]
	s_cbranch_execz .LBB1_11
; %bb.9:                                ; %vector.body.epil.preheader
	v_lshlrev_b32_e32 v2, 2, v5
	v_lshl_add_u32 v2, v0, 2, v2
	v_lshlrev_b32_e32 v1, 3, v1
	s_mov_b64 s[14:15], 0
	v_mov_b32_e32 v3, 0
.LBB1_10:                               ; %vector.body.epil
                                        ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v1, -8, v1
	v_cmp_eq_u32_e64 s[4:5], 0, v1
	ds_write2_b32 v2, v3, v3 offset1:1
	s_or_b64 s[14:15], s[4:5], s[14:15]
	v_add_u32_e32 v2, 8, v2
	s_andn2_b64 exec, exec, s[14:15]
	s_cbranch_execnz .LBB1_10
.LBB1_11:                               ; %Flow63
	s_or_b64 exec, exec, s[12:13]
	v_sub_u32_e32 v2, 0x100, v0
	v_and_b32_e32 v3, 0x1fe, v2
	v_cmp_ne_u32_e64 s[4:5], v2, v3
	v_add_u32_e32 v1, v0, v3
	s_orn2_b64 s[12:13], s[4:5], exec
.LBB1_12:                               ; %Flow64
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v2, 1
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_cbranch_execz .LBB1_16
; %bb.13:                               ; %scalar.ph.preheader
	v_lshlrev_b32_e32 v2, 2, v1
	s_lshl_b32 s14, s16, 2
	s_mov_b64 s[12:13], 0
	v_mov_b32_e32 v3, 0
	s_movk_i32 s15, 0xff
.LBB1_14:                               ; %scalar.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v1, s16, v1
	v_cmp_lt_u32_e64 s[4:5], s15, v1
	ds_write_b32 v2, v3
	s_or_b64 s[12:13], s[4:5], s[12:13]
	v_add_u32_e32 v2, s14, v2
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB1_14
; %bb.15:                               ; %Flow60
	s_or_b64 exec, exec, s[12:13]
	v_mov_b32_e32 v2, s3
.LBB1_16:                               ; %Flow65
	s_or_b64 exec, exec, s[10:11]
.LBB1_17:                               ; %._crit_edge
	s_or_b64 exec, exec, s[8:9]
	s_load_dword s10, s[0:1], 0x10
	v_and_b32_e32 v1, 0xffff, v2
	v_mad_u64_u32 v[2:3], s[2:3], s2, v1, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	s_barrier
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB1_20
; %bb.18:                               ; %.lr.ph21
	s_load_dword s2, s[6:7], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x0
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v4, 1
	v_mov_b32_e32 v6, 2
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v5, s2, v1
.LBB1_19:                               ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[8:9], v[2:3], 2, s[8:9]
	global_load_dword v3, v[8:9], off
	v_add_u32_e32 v2, v2, v5
	v_cmp_le_i32_e64 s[2:3], s10, v2
	s_or_b64 s[6:7], s[2:3], s[6:7]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v3, v6, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_add_u32 v3, v4
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_19
.LBB1_20:                               ; %Flow59
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_25
; %bb.21:                               ; %.lr.ph25.preheader
	s_load_dwordx2 s[0:1], s[0:1], 0x8
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 2, v0
	v_lshlrev_b32_e32 v4, 2, v1
	v_mov_b32_e32 v5, v3
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[2:3]
	s_mov_b64 s[0:1], 0
	s_movk_i32 s4, 0xff
	s_branch .LBB1_23
.LBB1_22:                               ;   in Loop: Header=BB1_23 Depth=1
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v0, v0, v1
	v_cmp_lt_u32_e32 vcc, s4, v0
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[4:5]
	s_or_b64 s[0:1], vcc, s[0:1]
	v_add_u32_e32 v2, v2, v4
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB1_25
.LBB1_23:                               ; %.lr.ph25
                                        ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v3, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_ne_u32_e32 vcc, 0, v3
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_22
; %bb.24:                               ;   in Loop: Header=BB1_23 Depth=1
	global_atomic_add v[6:7], v3, off
	s_branch .LBB1_22
.LBB1_25:                               ; %Flow57
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13histogram_ldsPKjPji
		.amdhsa_group_segment_fixed_size 1024
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
		.amdhsa_next_free_sgpr 18
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
.Lfunc_end1:
	.size	_Z13histogram_ldsPKjPji, .Lfunc_end1-_Z13histogram_ldsPKjPji
                                        ; -- End function
	.set _Z13histogram_ldsPKjPji.num_vgpr, 10
	.set _Z13histogram_ldsPKjPji.num_agpr, 0
	.set _Z13histogram_ldsPKjPji.numbered_sgpr, 18
	.set _Z13histogram_ldsPKjPji.num_named_barrier, 0
	.set _Z13histogram_ldsPKjPji.private_seg_size, 0
	.set _Z13histogram_ldsPKjPji.uses_vcc, 1
	.set _Z13histogram_ldsPKjPji.uses_flat_scratch, 0
	.set _Z13histogram_ldsPKjPji.has_dyn_sized_stack, 0
	.set _Z13histogram_ldsPKjPji.has_recursion, 0
	.set _Z13histogram_ldsPKjPji.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 796
; TotalNumSgprs: 24
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 24
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
	.protected	_Z7max_casPKfPfi        ; -- Begin function _Z7max_casPKfPfi
	.globl	_Z7max_casPKfPfi
	.p2align	8
	.type	_Z7max_casPKfPfi,@function
_Z7max_casPKfPfi:                       ; @_Z7max_casPKfPfi
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dword s4, s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB2_5
; %bb.1:
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v2, 0
                                        ; implicit-def: $sgpr4_sgpr5
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[0:1]
	global_load_dword v0, v[4:5], off
	global_load_dword v1, v2, s[2:3] sc1
	s_mov_b64 s[0:1], 0
	s_branch .LBB2_3
.LBB2_2:                                ; %Flow
                                        ;   in Loop: Header=BB2_3 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[6:7], exec, s[4:5]
	s_or_b64 s[0:1], s[6:7], s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB2_5
.LBB2_3:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_cmp_gt_f32_e32 vcc, v0, v1
	s_or_b64 s[4:5], s[4:5], exec
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB2_2
; %bb.4:                                ;   in Loop: Header=BB2_3 Depth=1
	buffer_wbl2 sc1
	global_atomic_cmpswap v3, v2, v[0:1], s[2:3] sc0
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	s_andn2_b64 s[4:5], s[4:5], exec
	v_cmp_eq_u32_e32 vcc, v3, v1
	s_and_b64 s[8:9], vcc, exec
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_mov_b32_e32 v1, v3
	s_branch .LBB2_2
.LBB2_5:                                ; %.loopexit
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7max_casPKfPfi
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
		.amdhsa_next_free_vgpr 6
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
	.size	_Z7max_casPKfPfi, .Lfunc_end2-_Z7max_casPKfPfi
                                        ; -- End function
	.set _Z7max_casPKfPfi.num_vgpr, 6
	.set _Z7max_casPKfPfi.num_agpr, 0
	.set _Z7max_casPKfPfi.numbered_sgpr, 10
	.set _Z7max_casPKfPfi.num_named_barrier, 0
	.set _Z7max_casPKfPfi.private_seg_size, 0
	.set _Z7max_casPKfPfi.uses_vcc, 1
	.set _Z7max_casPKfPfi.uses_flat_scratch, 0
	.set _Z7max_casPKfPfi.has_dyn_sized_stack, 0
	.set _Z7max_casPKfPfi.has_recursion, 0
	.set _Z7max_casPKfPfi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 196
; TotalNumSgprs: 16
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 16
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
	.protected	_Z6ticketPjS_Py         ; -- Begin function _Z6ticketPjS_Py
	.globl	_Z6ticketPjS_Py
	.p2align	8
	.type	_Z6ticketPjS_Py,@function
_Z6ticketPjS_Py:                        ; @_Z6ticketPjS_Py
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_mov_b64 s[10:11], exec
	v_mbcnt_lo_u32_b32 v1, s10, 0
	v_mbcnt_hi_u32_b32 v1, s11, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB3_2
; %bb.1:
	s_bcnt1_i32_b64 s3, s[10:11]
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, s3
	buffer_wbl2 sc1
	s_waitcnt lgkmcnt(0)
	global_atomic_add v2, v2, v3, s[4:5] sc0
	s_waitcnt vmcnt(0)
	buffer_inv sc1
.LBB3_2:
	s_or_b64 exec, exec, s[12:13]
	s_load_dword s0, s[0:1], 0x24
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s6
	v_mov_b32_e32 v5, s7
	v_mov_b32_e32 v3, 0
	v_readfirstlane_b32 s1, v2
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s2, s2, s0
	v_add_u32_e32 v2, s2, v0
	v_add_u32_e32 v6, s1, v1
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[4:5]
	global_store_dword v[0:1], v6, off
	v_mov_b32_e32 v7, v3
	buffer_wbl2 sc0 sc1
	s_waitcnt vmcnt(0)
	global_atomic_swap_x2 v3, v[6:7], s[8:9] sc1
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z6ticketPjS_Py
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
.Lfunc_end3:
	.size	_Z6ticketPjS_Py, .Lfunc_end3-_Z6ticketPjS_Py
                                        ; -- End function
	.set _Z6ticketPjS_Py.num_vgpr, 8
	.set _Z6ticketPjS_Py.num_agpr, 0
	.set _Z6ticketPjS_Py.numbered_sgpr, 14
	.set _Z6ticketPjS_Py.num_named_barrier, 0
	.set _Z6ticketPjS_Py.private_seg_size, 0
	.set _Z6ticketPjS_Py.uses_vcc, 1
	.set _Z6ticketPjS_Py.uses_flat_scratch, 0
	.set _Z6ticketPjS_Py.has_dyn_sized_stack, 0
	.set _Z6ticketPjS_Py.has_recursion, 0
	.set _Z6ticketPjS_Py.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 188
; TotalNumSgprs: 20
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
; NumSGPRsForWavesPerEU: 20
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
	.protected	_Z11lds_handoffPKiPi    ; -- Begin function _Z11lds_handoffPKiPi
	.globl	_Z11lds_handoffPKiPi
	.p2align	8
	.type	_Z11lds_handoffPKiPi,@function
_Z11lds_handoffPKiPi:                   ; @_Z11lds_handoffPKiPi
; %bb.0:
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
; %bb.1:
	v_mov_b32_e32 v1, 0
	ds_write_b32 v1, v1 offset:256
; %bb.2:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e64 s[4:5], 64, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB4_4
; %bb.3:
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_lshl_or_b32 v2, s2, 6, v0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[4:5]
	global_load_dword v1, v[2:3], off
	v_lshlrev_b32_e32 v2, 2, v0
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v1, v1, 1, v1
	ds_write_b32 v2, v1
.LBB4_4:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
; %bb.5:
	v_mov_b32_e32 v1, 1
	v_mov_b32_e32 v2, 0
	ds_write_b32 v2, v1 offset:256
; %bb.6:                                ; %.preheader
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v1, 0
.LBB4_7:                                ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v2, v1 offset:256
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_cbranch_vccnz .LBB4_7
; %bb.8:
	s_load_dword s3, s[0:1], 0x1c
	s_load_dwordx2 s[4:5], s[0:1], 0x8
	v_and_b32_e32 v1, 63, v0
	v_lshlrev_b32_e32 v1, 2, v1
	ds_read_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s3, 0xffff
	s_mul_i32 s2, s2, s0
	v_add_u32_e32 v0, s2, v0
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11lds_handoffPKiPi
		.amdhsa_group_segment_fixed_size 260
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 8
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
	.size	_Z11lds_handoffPKiPi, .Lfunc_end4-_Z11lds_handoffPKiPi
                                        ; -- End function
	.set _Z11lds_handoffPKiPi.num_vgpr, 4
	.set _Z11lds_handoffPKiPi.num_agpr, 0
	.set _Z11lds_handoffPKiPi.numbered_sgpr, 8
	.set _Z11lds_handoffPKiPi.num_named_barrier, 0
	.set _Z11lds_handoffPKiPi.private_seg_size, 0
	.set _Z11lds_handoffPKiPi.uses_vcc, 1
	.set _Z11lds_handoffPKiPi.uses_flat_scratch, 0
	.set _Z11lds_handoffPKiPi.has_dyn_sized_stack, 0
	.set _Z11lds_handoffPKiPi.has_recursion, 0
	.set _Z11lds_handoffPKiPi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 248
; TotalNumSgprs: 14
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 260 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
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
	.protected	_Z14int_reductionsPKiPii ; -- Begin function _Z14int_reductionsPKiPii
	.globl	_Z14int_reductionsPKiPii
	.p2align	8
	.type	_Z14int_reductionsPKiPii,@function
_Z14int_reductionsPKiPii:               ; @_Z14int_reductionsPKiPii
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dword s4, s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB5_25
; %bb.1:
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	s_mov_b64 s[2:3], exec
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_load_dword v0, v[0:1], off
	s_brev_b32 s4, -2
.LBB5_2:                                ; %ComputeLoop
                                        ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s5, s[2:3]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s6, v0, s5
	s_min_i32 s4, s4, s6
	s_lshl_b64 s[6:7], 1, s5
	s_andn2_b64 s[2:3], s[2:3], s[6:7]
	s_cbranch_scc1 .LBB5_2
; %bb.3:                                ; %ComputeEnd
	s_load_dwordx2 s[0:1], s[0:1], 0x8
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB5_5
; %bb.4:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s4
	s_waitcnt lgkmcnt(0)
	global_atomic_smin v1, v2, s[0:1]
.LBB5_5:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
	s_brev_b32 s4, 1
.LBB5_6:                                ; %ComputeLoop17
                                        ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s5, s[2:3]
	v_readlane_b32 s6, v0, s5
	s_max_i32 s4, s4, s6
	s_lshl_b64 s[6:7], 1, s5
	s_andn2_b64 s[2:3], s[2:3], s[6:7]
	s_cbranch_scc1 .LBB5_6
; %bb.7:                                ; %ComputeEnd18
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB5_9
; %bb.8:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s4
	s_waitcnt lgkmcnt(0)
	global_atomic_smax v1, v2, s[0:1] offset:4
.LBB5_9:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
	s_mov_b32 s5, -1
.LBB5_10:                               ; %ComputeLoop21
                                        ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s4, s[2:3]
	v_readlane_b32 s6, v0, s4
	s_and_b32 s5, s5, s6
	s_lshl_b64 s[6:7], 1, s4
	s_andn2_b64 s[2:3], s[2:3], s[6:7]
	s_cbranch_scc1 .LBB5_10
; %bb.11:                               ; %ComputeEnd22
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	s_mov_b32 s4, 0
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB5_13
; %bb.12:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s5
	s_waitcnt lgkmcnt(0)
	global_atomic_and v1, v2, s[0:1] offset:8
.LBB5_13:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
.LBB5_14:                               ; %ComputeLoop25
                                        ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s5, s[2:3]
	v_readlane_b32 s6, v0, s5
	s_or_b32 s4, s4, s6
	s_lshl_b64 s[6:7], 1, s5
	s_andn2_b64 s[2:3], s[2:3], s[6:7]
	s_cbranch_scc1 .LBB5_14
; %bb.15:                               ; %ComputeEnd26
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	s_mov_b32 s5, 0
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB5_17
; %bb.16:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s4
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v2, s[0:1] offset:12
.LBB5_17:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
.LBB5_18:                               ; %ComputeLoop29
                                        ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s4, s[2:3]
	v_readlane_b32 s6, v0, s4
	s_xor_b32 s5, s5, s6
	s_lshl_b64 s[6:7], 1, s4
	s_andn2_b64 s[2:3], s[2:3], s[6:7]
	s_cbranch_scc1 .LBB5_18
; %bb.19:                               ; %ComputeEnd30
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB5_21
; %bb.20:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s5
	s_waitcnt lgkmcnt(0)
	global_atomic_xor v1, v2, s[0:1] offset:16
.LBB5_21:
	s_or_b64 exec, exec, s[2:3]
	v_cvt_f32_i32_e32 v1, v0
	s_mov_b64 s[2:3], exec
	v_bfrev_b32_e32 v0, 1
.LBB5_22:                               ; %ComputeLoop33
                                        ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s4, s[2:3]
	v_readlane_b32 s6, v1, s4
	s_lshl_b64 s[4:5], 1, s4
	s_andn2_b64 s[2:3], s[2:3], s[4:5]
	v_add_f32_e32 v0, s6, v0
	s_cbranch_scc1 .LBB5_22
; %bb.23:                               ; %ComputeEnd34
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB5_25
; %bb.24:
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	global_atomic_add_f32 v1, v0, s[0:1] offset:20
.LBB5_25:                               ; %Flow48
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z14int_reductionsPKiPii
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
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 8
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
.Lfunc_end5:
	.size	_Z14int_reductionsPKiPii, .Lfunc_end5-_Z14int_reductionsPKiPii
                                        ; -- End function
	.set _Z14int_reductionsPKiPii.num_vgpr, 3
	.set _Z14int_reductionsPKiPii.num_agpr, 0
	.set _Z14int_reductionsPKiPii.numbered_sgpr, 8
	.set _Z14int_reductionsPKiPii.num_named_barrier, 0
	.set _Z14int_reductionsPKiPii.private_seg_size, 0
	.set _Z14int_reductionsPKiPii.uses_vcc, 1
	.set _Z14int_reductionsPKiPii.uses_flat_scratch, 0
	.set _Z14int_reductionsPKiPii.has_dyn_sized_stack, 0
	.set _Z14int_reductionsPKiPii.has_recursion, 0
	.set _Z14int_reductionsPKiPii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 644
; TotalNumSgprs: 14
; NumVgprs: 3
; NumAgprs: 0
; TotalNumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 3
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
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_154048ff471ecdae,@object ; @__hip_cuid_154048ff471ecdae
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_154048ff471ecdae
__hip_cuid_154048ff471ecdae:
	.byte	0                               ; 0x0
	.size	__hip_cuid_154048ff471ecdae, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_154048ff471ecdae
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
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           8
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
    .name:           _Z12histogram256PKhPjm
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z12histogram256PKhPjm.kd
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
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z13histogram_ldsPKjPji
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         _Z13histogram_ldsPKjPji.kd
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z7max_casPKfPfi
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z7max_casPKfPfi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
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
    .name:           _Z6ticketPjS_Py
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         _Z6ticketPjS_Py.kd
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
    .group_segment_fixed_size: 260
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z11lds_handoffPKiPi
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _Z11lds_handoffPKiPi.kd
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z14int_reductionsPKiPii
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _Z14int_reductionsPKiPii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
