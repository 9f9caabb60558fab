	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.text
	.protected	_Z9ctab_loopPKfPfiii    ; -- Begin function _Z9ctab_loopPKfPfiii
	.globl	_Z9ctab_loopPKfPfiii
	.p2align	8
	.type	_Z9ctab_loopPKfPfiii,@function
_Z9ctab_loopPKfPfiii:                   ; @_Z9ctab_loopPKfPfiii
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx4 s[4:7], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_5
; %bb.1:
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	s_cmp_lt_i32 s5, 1
	v_mov_b32_e32 v4, 0
	s_cbranch_scc1 .LBB0_4
; %bb.2:                                ; %.lr.ph.preheader
	v_and_b32_e32 v1, 15, v0
	v_lshlrev_b32_e32 v1, 2, v1
	s_getpc_b64 s[8:9]
	s_add_u32 s8, s8, ctab@rel32@lo+4
	s_addc_u32 s9, s9, ctab@rel32@hi+12
	global_load_dword v1, v1, s[8:9]
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v2, v0
.LBB0_3:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[0:1]
	global_load_dword v3, v[6:7], off
	s_add_i32 s5, s5, -1
	s_cmp_eq_u32 s5, 0
	v_add_u32_e32 v2, s6, v2
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, v1, v3
	s_cbranch_scc0 .LBB0_3
.LBB0_4:                                ; %Flow37
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[2:3]
	global_store_dword v[0:1], v4, off
.LBB0_5:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9ctab_loopPKfPfiii
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
.Lfunc_end0:
	.size	_Z9ctab_loopPKfPfiii, .Lfunc_end0-_Z9ctab_loopPKfPfiii
                                        ; -- End function
	.set _Z9ctab_loopPKfPfiii.num_vgpr, 8
	.set _Z9ctab_loopPKfPfiii.num_agpr, 0
	.set _Z9ctab_loopPKfPfiii.numbered_sgpr, 10
	.set _Z9ctab_loopPKfPfiii.num_named_barrier, 0
	.set _Z9ctab_loopPKfPfiii.private_seg_size, 0
	.set _Z9ctab_loopPKfPfiii.uses_vcc, 1
	.set _Z9ctab_loopPKfPfiii.uses_flat_scratch, 0
	.set _Z9ctab_loopPKfPfiii.has_dyn_sized_stack, 0
	.set _Z9ctab_loopPKfPfiii.has_recursion, 0
	.set _Z9ctab_loopPKfPfiii.has_indirect_call, 0
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
	.p2align	2                               ; -- Begin function _Z4bumpff
	.type	_Z4bumpff,@function
_Z4bumpff:                              ; @_Z4bumpff
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_fma_f32 v0, v0, v1, 1.0
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	_Z4bumpff, .Lfunc_end1-_Z4bumpff
                                        ; -- End function
	.set .L_Z4bumpff.num_vgpr, 2
	.set .L_Z4bumpff.num_agpr, 0
	.set .L_Z4bumpff.numbered_sgpr, 32
	.set .L_Z4bumpff.num_named_barrier, 0
	.set .L_Z4bumpff.private_seg_size, 0
	.set .L_Z4bumpff.uses_vcc, 0
	.set .L_Z4bumpff.uses_flat_scratch, 0
	.set .L_Z4bumpff.has_dyn_sized_stack, 0
	.set .L_Z4bumpff.has_recursion, 0
	.set .L_Z4bumpff.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 16
; TotalNumSgprs: 38
; NumVgprs: 2
; NumAgprs: 0
; TotalNumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	_Z9call_loopPKfPfiii    ; -- Begin function _Z9call_loopPKfPfiii
	.globl	_Z9call_loopPKfPfiii
	.p2align	8
	.type	_Z9call_loopPKfPfiii,@function
_Z9call_loopPKfPfiii:                   ; @_Z9call_loopPKfPfiii
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx4 s[4:7], s[0:1], 0x10
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v2, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB2_5
; %bb.1:
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_ashrrev_i32_e32 v3, 31, v2
	s_cmp_lt_i32 s5, 2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[0:1]
	global_load_dword v0, v[0:1], off
	s_cbranch_scc1 .LBB2_4
; %bb.2:                                ; %.lr.ph.preheader
	s_ashr_i32 s7, s6, 31
	s_add_i32 s8, s5, -1
	s_lshl_b64 s[4:5], s[6:7], 2
	s_add_u32 s0, s0, s4
	s_addc_u32 s1, s1, s5
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[0:1]
.LBB2_3:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	global_load_dword v1, v[4:5], off
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z4bumpff@rel32@lo+4
	s_addc_u32 s1, s1, _Z4bumpff@rel32@hi+12
	s_swappc_b64 s[30:31], s[0:1]
	s_add_i32 s8, s8, -1
	s_cmp_eq_u32 s8, 0
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[4:5]
	s_cbranch_scc0 .LBB2_3
.LBB2_4:                                ; %Flow37
	v_mov_b32_e32 v4, s2
	v_mov_b32_e32 v5, s3
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[4:5]
	s_waitcnt vmcnt(0)
	global_store_dword v[2:3], v0, off
.LBB2_5:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9call_loopPKfPfiii
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
		.amdhsa_next_free_sgpr 33
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
	.size	_Z9call_loopPKfPfiii, .Lfunc_end2-_Z9call_loopPKfPfiii
                                        ; -- End function
	.set _Z9call_loopPKfPfiii.num_vgpr, max(6, .L_Z4bumpff.num_vgpr)
	.set _Z9call_loopPKfPfiii.num_agpr, max(0, .L_Z4bumpff.num_agpr)
	.set _Z9call_loopPKfPfiii.numbered_sgpr, max(33, .L_Z4bumpff.numbered_sgpr)
	.set _Z9call_loopPKfPfiii.num_named_barrier, max(0, .L_Z4bumpff.num_named_barrier)
	.set _Z9call_loopPKfPfiii.private_seg_size, 0+max(.L_Z4bumpff.private_seg_size)
	.set _Z9call_loopPKfPfiii.uses_vcc, or(1, .L_Z4bumpff.uses_vcc)
	.set _Z9call_loopPKfPfiii.uses_flat_scratch, or(0, .L_Z4bumpff.uses_flat_scratch)
	.set _Z9call_loopPKfPfiii.has_dyn_sized_stack, or(0, .L_Z4bumpff.has_dyn_sized_stack)
	.set _Z9call_loopPKfPfiii.has_recursion, or(0, .L_Z4bumpff.has_recursion)
	.set _Z9call_loopPKfPfiii.has_indirect_call, or(0, .L_Z4bumpff.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 204
; TotalNumSgprs: 39
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 39
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
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 2
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.protected	ctab                    ; @ctab
	.type	ctab,@object
	.section	.rodata,"a",@progbits
	.globl	ctab
	.p2align	4, 0x0
ctab:
	.long	0x3f800000                      ; float 1
	.long	0xc0000000                      ; float -2
	.long	0x40400000                      ; float 3
	.long	0x3f000000                      ; float 0.5
	.long	0xbe800000                      ; float -0.25
	.long	0x40800000                      ; float 4
	.long	0x3fc00000                      ; float 1.5
	.long	0xc0400000                      ; float -3
	.long	0x40100000                      ; float 2.25
	.long	0x3f400000                      ; float 0.75
	.long	0xbf800000                      ; float -1
	.long	0x40c00000                      ; float 6
	.long	0xbf000000                      ; float -0.5
	.long	0x3e000000                      ; float 0.125
	.long	0x40a00000                      ; float 5
	.long	0xc0800000                      ; float -4
	.size	ctab, 64

	.type	__hip_cuid_eb920020df684080,@object ; @__hip_cuid_eb920020df684080
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_eb920020df684080
__hip_cuid_eb920020df684080:
	.byte	0                               ; 0x0
	.size	__hip_cuid_eb920020df684080, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym ctab
	.addrsig_sym __hip_cuid_eb920020df684080
	.amdgpu_metadata
---
amdhsa.kernels:
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
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
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
    .max_flat_workgroup_size: 1024
    .name:           _Z9ctab_loopPKfPfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z9ctab_loopPKfPfiii.kd
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
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
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
    .max_flat_workgroup_size: 1024
    .name:           _Z9call_loopPKfPfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         _Z9call_loopPKfPfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
