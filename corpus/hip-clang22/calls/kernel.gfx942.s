	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.text
	.p2align	2                               ; -- Begin function _Z4polyfiPKf
	.type	_Z4polyfiPKf,@function
_Z4polyfiPKf:                           ; @_Z4polyfiPKf
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, 0, v1
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_4
; %bb.1:                                ; %.lr.ph.preheader
	v_add_u32_e32 v4, -1, v1
	v_add_u32_e32 v6, 1, v1
	v_lshl_add_u64 v[2:3], v[4:5], 2, v[2:3]
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v1, 0
.LBB0_2:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	flat_load_dword v4, v[2:3]
	v_add_u32_e32 v6, -1, v6
	v_cmp_gt_u32_e32 vcc, 2, v6
	v_lshl_add_u64 v[2:3], v[2:3], 0, -4
	s_or_b64 s[2:3], vcc, s[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v4, v0, v1
	v_mov_b32_e32 v1, v4
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_2
; %bb.3:                                ; %Flow
	s_or_b64 exec, exec, s[2:3]
.LBB0_4:                                ; %Flow13
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v0, v4
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	_Z4polyfiPKf, .Lfunc_end0-_Z4polyfiPKf
                                        ; -- End function
	.set .L_Z4polyfiPKf.num_vgpr, 7
	.set .L_Z4polyfiPKf.num_agpr, 0
	.set .L_Z4polyfiPKf.numbered_sgpr, 32
	.set .L_Z4polyfiPKf.num_named_barrier, 0
	.set .L_Z4polyfiPKf.private_seg_size, 0
	.set .L_Z4polyfiPKf.uses_vcc, 1
	.set .L_Z4polyfiPKf.uses_flat_scratch, 0
	.set .L_Z4polyfiPKf.has_dyn_sized_stack, 0
	.set .L_Z4polyfiPKf.has_recursion, 0
	.set .L_Z4polyfiPKf.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 112
; TotalNumSgprs: 38
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _Z5twicefiPKf
	.type	_Z5twicefiPKf,@function
_Z5twicefiPKf:                          ; @_Z5twicefiPKf
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s6, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v12, s33       ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	s_add_i32 s32, s32, 16
	v_writelane_b32 v12, s30, 0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, _Z4polyfiPKf@rel32@lo+4
	s_addc_u32 s5, s5, _Z4polyfiPKf@rel32@hi+12
	v_writelane_b32 v12, s31, 1
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v10, v0
	s_swappc_b64 s[30:31], s[4:5]
	v_mov_b32_e32 v11, v0
	v_xor_b32_e32 v0, 0x80000000, v10
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v3, v7
	s_swappc_b64 s[30:31], s[4:5]
	v_add_f32_e32 v0, v11, v0
	v_readlane_b32 s31, v12, 1
	v_readlane_b32 s30, v12, 0
	s_mov_b32 s32, s33
	s_xor_saveexec_b64 s[0:1], -1
	scratch_load_dword v12, off, s33        ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_mov_b32 s33, s6
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	_Z5twicefiPKf, .Lfunc_end1-_Z5twicefiPKf
                                        ; -- End function
	.set .L_Z5twicefiPKf.num_vgpr, max(13, .L_Z4polyfiPKf.num_vgpr)
	.set .L_Z5twicefiPKf.num_agpr, max(0, .L_Z4polyfiPKf.num_agpr)
	.set .L_Z5twicefiPKf.numbered_sgpr, max(34, .L_Z4polyfiPKf.numbered_sgpr)
	.set .L_Z5twicefiPKf.num_named_barrier, max(0, .L_Z4polyfiPKf.num_named_barrier)
	.set .L_Z5twicefiPKf.private_seg_size, 16+max(.L_Z4polyfiPKf.private_seg_size)
	.set .L_Z5twicefiPKf.uses_vcc, or(1, .L_Z4polyfiPKf.uses_vcc)
	.set .L_Z5twicefiPKf.uses_flat_scratch, or(0, .L_Z4polyfiPKf.uses_flat_scratch)
	.set .L_Z5twicefiPKf.has_dyn_sized_stack, or(0, .L_Z4polyfiPKf.has_dyn_sized_stack)
	.set .L_Z5twicefiPKf.has_recursion, or(0, .L_Z4polyfiPKf.has_recursion)
	.set .L_Z5twicefiPKf.has_indirect_call, or(0, .L_Z4polyfiPKf.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 168
; TotalNumSgprs: 40
; NumVgprs: 13
; NumAgprs: 0
; TotalNumVgprs: 13
; ScratchSize: 16
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _Z4pickii
	.type	_Z4pickii,@function
_Z4pickii:                              ; @_Z4pickii
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v6, v1
	v_xor_b32_e32 v1, 2, v6
	v_xor_b32_e32 v2, 1, v6
	v_lshl_add_u32 v8, v0, 1, v1
	v_add_u32_e32 v7, v0, v2
	scratch_store_dwordx3 off, v[6:8], s32
	v_xor_b32_e32 v1, 4, v6
	v_xor_b32_e32 v2, 3, v6
	v_xor_b32_e32 v4, 6, v6
	v_xor_b32_e32 v8, 5, v6
	v_lshl_add_u32 v1, v0, 2, v1
	v_mad_u64_u32 v[2:3], s[0:1], v0, 3, v[2:3]
	v_mad_u64_u32 v[10:11], s[0:1], v0, 6, v[4:5]
	v_mad_u64_u32 v[4:5], s[0:1], v0, 5, v[8:9]
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v5, v10
	scratch_store_dwordx4 off, v[2:5], s32 offset:12
	v_xor_b32_e32 v1, 8, v6
	v_xor_b32_e32 v8, 9, v6
	v_xor_b32_e32 v2, 7, v6
	v_xor_b32_e32 v4, 10, v6
	v_lshl_add_u32 v1, v0, 3, v1
	v_mad_u64_u32 v[2:3], s[0:1], v0, 7, v[2:3]
	v_mad_u64_u32 v[10:11], s[0:1], v0, 10, v[4:5]
	v_mad_u64_u32 v[4:5], s[0:1], v0, 9, v[8:9]
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v5, v10
	scratch_store_dwordx4 off, v[2:5], s32 offset:28
	v_xor_b32_e32 v10, 13, v6
	v_lshrrev_b32_e32 v1, 2, v6
	v_xor_b32_e32 v2, 12, v6
	v_xor_b32_e32 v4, 11, v6
	v_mad_u64_u32 v[8:9], s[0:1], v0, 12, v[2:3]
	v_mad_u64_u32 v[2:3], s[0:1], v0, 11, v[4:5]
	v_xor_b32_e32 v4, 14, v6
	v_mad_u64_u32 v[12:13], s[0:1], v0, 14, v[4:5]
	v_mad_u64_u32 v[4:5], s[0:1], v0, 13, v[10:11]
	v_mul_lo_u32 v0, v0, 15
	v_xad_u32 v0, v6, 15, v0
	v_mov_b32_e32 v3, v8
	v_mov_b32_e32 v5, v12
	scratch_store_dword off, v0, s32 offset:60
	v_and_b32_e32 v0, 15, v6
	scratch_store_dwordx4 off, v[2:5], s32 offset:44
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v1, 60, v1
	scratch_load_dword v0, v0, s32
	s_nop 0
	scratch_load_dword v1, v1, s32
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v1, v0
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	_Z4pickii, .Lfunc_end2-_Z4pickii
                                        ; -- End function
	.set .L_Z4pickii.num_vgpr, 14
	.set .L_Z4pickii.num_agpr, 0
	.set .L_Z4pickii.numbered_sgpr, 33
	.set .L_Z4pickii.num_named_barrier, 0
	.set .L_Z4pickii.private_seg_size, 80
	.set .L_Z4pickii.uses_vcc, 0
	.set .L_Z4pickii.uses_flat_scratch, 0
	.set .L_Z4pickii.has_dyn_sized_stack, 0
	.set .L_Z4pickii.has_recursion, 0
	.set .L_Z4pickii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 300
; TotalNumSgprs: 39
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 80
; MemoryBound: 0
	.text
	.protected	_Z5callsPKfS0_PfPiii    ; -- Begin function _Z5callsPKfS0_PfPiii
	.globl	_Z5callsPKfS0_PfPiii
	.p2align	8
	.type	_Z5callsPKfS0_PfPiii,@function
_Z5callsPKfS0_PfPiii:                   ; @_Z5callsPKfS0_PfPiii
; %bb.0:
	s_load_dword s3, s[0:1], 0x34
	s_load_dwordx2 s[4:5], s[0:1], 0x20
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v14, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v14
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_2
; %bb.1:
	s_load_dwordx8 s[8:15], s[0:1], 0x0
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[16:17], 2, v[14:15]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z5twicefiPKf@rel32@lo+4
	s_addc_u32 s1, s1, _Z5twicefiPKf@rel32@hi+12
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], s[8:9], 0, v[16:17]
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s10
	v_mov_b32_e32 v3, s11
	s_swappc_b64 s[30:31], s[0:1]
	v_lshl_add_u64 v[2:3], s[12:13], 0, v[16:17]
	global_store_dword v[2:3], v0, off
	v_mul_lo_u32 v1, v14, 7
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z4pickii@rel32@lo+4
	s_addc_u32 s1, s1, _Z4pickii@rel32@hi+12
	v_mov_b32_e32 v0, v14
	s_swappc_b64 s[30:31], s[0:1]
	v_lshl_add_u64 v[2:3], s[14:15], 0, v[16:17]
	global_store_dword v[2:3], v0, off
.LBB3_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z5callsPKfS0_PfPiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 80
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
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 34
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
.Lfunc_end3:
	.size	_Z5callsPKfS0_PfPiii, .Lfunc_end3-_Z5callsPKfS0_PfPiii
                                        ; -- End function
	.set _Z5callsPKfS0_PfPiii.num_vgpr, max(18, .L_Z5twicefiPKf.num_vgpr, .L_Z4pickii.num_vgpr)
	.set _Z5callsPKfS0_PfPiii.num_agpr, max(0, .L_Z5twicefiPKf.num_agpr, .L_Z4pickii.num_agpr)
	.set _Z5callsPKfS0_PfPiii.numbered_sgpr, max(33, .L_Z5twicefiPKf.numbered_sgpr, .L_Z4pickii.numbered_sgpr)
	.set _Z5callsPKfS0_PfPiii.num_named_barrier, max(0, .L_Z5twicefiPKf.num_named_barrier, .L_Z4pickii.num_named_barrier)
	.set _Z5callsPKfS0_PfPiii.private_seg_size, 0+max(.L_Z5twicefiPKf.private_seg_size, .L_Z4pickii.private_seg_size)
	.set _Z5callsPKfS0_PfPiii.uses_vcc, or(1, .L_Z5twicefiPKf.uses_vcc, .L_Z4pickii.uses_vcc)
	.set _Z5callsPKfS0_PfPiii.uses_flat_scratch, or(0, .L_Z5twicefiPKf.uses_flat_scratch, .L_Z4pickii.uses_flat_scratch)
	.set _Z5callsPKfS0_PfPiii.has_dyn_sized_stack, or(0, .L_Z5twicefiPKf.has_dyn_sized_stack, .L_Z4pickii.has_dyn_sized_stack)
	.set _Z5callsPKfS0_PfPiii.has_recursion, or(0, .L_Z5twicefiPKf.has_recursion, .L_Z4pickii.has_recursion)
	.set _Z5callsPKfS0_PfPiii.has_indirect_call, or(0, .L_Z5twicefiPKf.has_indirect_call, .L_Z4pickii.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 200
; TotalNumSgprs: 40
; NumVgprs: 18
; NumAgprs: 0
; TotalNumVgprs: 18
; ScratchSize: 80
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 18
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
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
	.set amdgpu.max_num_vgpr, 14
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 34
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_20c4f1a4017fde70,@object ; @__hip_cuid_20c4f1a4017fde70
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_20c4f1a4017fde70
__hip_cuid_20c4f1a4017fde70:
	.byte	0                               ; 0x0
	.size	__hip_cuid_20c4f1a4017fde70, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_20c4f1a4017fde70
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z5callsPKfS0_PfPiii
    .private_segment_fixed_size: 80
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         _Z5callsPKfS0_PfPiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
