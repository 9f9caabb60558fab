	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.p2align	2                               ; -- Begin function _Z4polyfiPKf
	.type	_Z4polyfiPKf,@function
_Z4polyfiPKf:                           ; @_Z4polyfiPKf
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, 0, v1
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_4
; %bb.1:                                ; %.lr.ph.preheader
	v_add_u32_e32 v4, -1, v1
	v_mov_b32_e32 v5, 0
	v_add_u32_e32 v6, 1, v1
	v_lshl_add_u64 v[2:3], v[4:5], 2, v[2:3]
	s_mov_b64 s[2:3], 0
.LBB0_2:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	flat_load_dword v1, v[2:3]
	v_add_u32_e32 v6, -1, v6
	v_mov_b32_e32 v4, v5
	v_cmp_gt_u32_e32 vcc, 2, v6
	v_lshl_add_u64 v[2:3], v[2:3], 0, -4
	s_or_b64 s[2:3], vcc, s[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v5, v1
	v_fmac_f32_e32 v5, v4, v0
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_2
; %bb.3:                                ; %Flow
	s_or_b64 exec, exec, s[2:3]
.LBB0_4:                                ; %Flow12
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v0, v5
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	_Z4polyfiPKf, .Lfunc_end0-_Z4polyfiPKf
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 112
; NumSgprs: 38
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _Z4pickii
	.type	_Z4pickii,@function
_Z4pickii:                              ; @_Z4pickii
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v2, v1
	v_lshlrev_b32_e32 v1, 1, v0
	v_xad_u32 v4, v2, 2, v1
	v_lshl_add_u32 v1, v0, 1, v0
	v_xad_u32 v3, v2, 1, v0
	v_xad_u32 v5, v2, 3, v1
	v_xor_b32_e32 v1, 4, v2
	scratch_store_dwordx4 off, v[2:5], s32
	s_nop 1
	v_lshl_add_u32 v4, v0, 2, v1
	v_mul_lo_u32 v1, v0, 6
	v_lshl_add_u32 v3, v0, 2, v0
	v_xad_u32 v6, v2, 6, v1
	v_mul_lo_u32 v1, v0, 7
	v_xad_u32 v5, v2, 5, v3
	v_xad_u32 v7, v2, 7, v1
	v_xor_b32_e32 v1, 8, v2
	scratch_store_dwordx4 off, v[4:7], s32 offset:16
	v_lshl_add_u32 v3, v0, 3, v0
	s_nop 0
	v_lshl_add_u32 v4, v0, 3, v1
	v_mul_lo_u32 v1, v0, 10
	v_xad_u32 v5, v2, 9, v3
	v_xad_u32 v6, v2, 10, v1
	v_mul_lo_u32 v1, v0, 11
	v_mul_lo_u32 v3, v0, 12
	scratch_store_dwordx3 off, v[4:6], s32 offset:32
	s_nop 1
	v_xad_u32 v5, v2, 12, v3
	v_xad_u32 v4, v2, 11, v1
	v_mul_lo_u32 v1, v0, 13
	v_mul_lo_u32 v3, v0, 14
	v_mul_lo_u32 v0, v0, 15
	v_xad_u32 v0, v2, 15, v0
	v_xad_u32 v7, v2, 14, v3
	v_xad_u32 v6, v2, 13, v1
	scratch_store_dword off, v0, s32 offset:60
	v_and_b32_e32 v0, 15, v2
	v_lshrrev_b32_e32 v1, 2, v2
	scratch_store_dwordx4 off, v[4:7], s32 offset:44
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v1, 60, v1
	scratch_load_dword v0, v0, s32
	s_nop 0
	scratch_load_dword v1, v1, s32
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v1, v0
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	_Z4pickii, .Lfunc_end1-_Z4pickii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 328
; NumSgprs: 39
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 80
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
	v_writelane_b32 v12, s31, 1
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v10, v0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, _Z4polyfiPKf@rel32@lo+4
	s_addc_u32 s5, s5, _Z4polyfiPKf@rel32@hi+12
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
	s_xor_saveexec_b64 s[0:1], -1
	scratch_load_dword v12, off, s33        ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_add_i32 s32, s32, -16
	s_mov_b32 s33, s6
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	_Z5twicefiPKf, .Lfunc_end2-_Z5twicefiPKf
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 168
; NumSgprs: 40
; NumVgprs: 13
; NumAgprs: 0
; TotalNumVgprs: 13
; ScratchSize: 16
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
	v_mov_b32_e32 v0, v14
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z4pickii@rel32@lo+4
	s_addc_u32 s1, s1, _Z4pickii@rel32@hi+12
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
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 200
; NumSgprs: 40
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
	.type	__hip_cuid_20c4f1a4017fde70,@object ; @__hip_cuid_20c4f1a4017fde70
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_20c4f1a4017fde70
__hip_cuid_20c4f1a4017fde70:
	.byte	0                               ; 0x0
	.size	__hip_cuid_20c4f1a4017fde70, 1

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
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
