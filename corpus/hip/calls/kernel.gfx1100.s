	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.p2align	2                               ; -- Begin function _Z4polyfiPKf
	.type	_Z4polyfiPKf,@function
_Z4polyfiPKf:                           ; @_Z4polyfiPKf
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v5, 0
	s_mov_b32 s2, 0
	s_mov_b32 s1, exec_lo
	v_cmpx_lt_i32_e32 0, v1
	s_cbranch_execz .LBB0_4
; %bb.1:                                ; %.lr.ph.preheader
	v_dual_mov_b32 v5, 0 :: v_dual_add_nc_u32 v4, -1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[6:7], 2, v[4:5]
	v_add_nc_u32_e32 v4, 1, v1
	v_add_co_u32 v1, vcc_lo, v2, v6
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e32 v2, vcc_lo, v3, v7, vcc_lo
.LBB0_2:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	flat_load_b32 v3, v[1:2]
	v_add_nc_u32_e32 v4, -1, v4
	v_mov_b32_e32 v6, v5
	v_add_co_u32 v1, vcc_lo, v1, -4
	v_add_co_ci_u32_e32 v2, vcc_lo, -1, v2, vcc_lo
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v5, v3
	v_cmp_gt_u32_e64 s0, 2, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v5, v6, v0
	s_or_b32 s2, s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB0_2
; %bb.3:                                ; %Flow
	s_or_b32 exec_lo, exec_lo, s2
.LBB0_4:                                ; %Flow12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v0, v5
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	_Z4polyfiPKf, .Lfunc_end0-_Z4polyfiPKf
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 152
; NumSgprs: 34
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _Z4pickii
	.type	_Z4pickii,@function
_Z4pickii:                              ; @_Z4pickii
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_xor_b32_e32 v3, 2, v1
	v_xor_b32_e32 v5, 4, v1
	v_xor_b32_e32 v9, 8, v1
	v_lshl_add_u32 v4, v0, 1, v0
	v_mul_lo_u32 v7, v0, 6
	v_mul_lo_u32 v8, v0, 7
	v_lshl_add_u32 v6, v0, 2, v0
	v_xad_u32 v2, v1, 1, v0
	v_lshl_add_u32 v3, v0, 1, v3
	v_lshl_add_u32 v5, v0, 2, v5
	v_lshl_add_u32 v10, v0, 3, v0
	v_mul_lo_u32 v11, v0, 10
	v_mul_lo_u32 v12, v0, 11
	v_mul_lo_u32 v13, v0, 12
	v_lshl_add_u32 v9, v0, 3, v9
	v_mul_lo_u32 v14, v0, 13
	v_mul_lo_u32 v15, v0, 14
	v_mul_lo_u32 v0, v0, 15
	v_and_b32_e32 v17, 15, v1
	v_lshrrev_b32_e32 v18, 2, v1
	v_xad_u32 v4, v1, 3, v4
	v_xad_u32 v6, v1, 5, v6
	v_xad_u32 v7, v1, 6, v7
	v_xad_u32 v8, v1, 7, v8
	v_xad_u32 v10, v1, 9, v10
	v_xad_u32 v16, v1, 15, v0
	v_lshlrev_b32_e32 v0, 2, v17
	v_xad_u32 v11, v1, 10, v11
	v_xad_u32 v12, v1, 11, v12
	v_and_b32_e32 v17, 60, v18
	v_xad_u32 v13, v1, 12, v13
	v_xad_u32 v14, v1, 13, v14
	v_xad_u32 v15, v1, 14, v15
	s_clause 0x3
	scratch_store_b128 off, v[1:4], s32
	scratch_store_b128 off, v[5:8], s32 offset:16
	scratch_store_b128 off, v[9:12], s32 offset:32
	scratch_store_b128 off, v[13:16], s32 offset:48
	s_clause 0x1
	scratch_load_b32 v0, v0, s32
	scratch_load_b32 v1, v17, s32
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v0, v1, v0
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	_Z4pickii, .Lfunc_end1-_Z4pickii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 308
; NumSgprs: 33
; NumVgprs: 19
; ScratchSize: 80
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _Z5twicefiPKf
	.type	_Z5twicefiPKf,@function
_Z5twicefiPKf:                          ; @_Z5twicefiPKf
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s3, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b32 s0, -1
	scratch_store_b32 off, v13, s33         ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s0
	v_writelane_b32 v13, s30, 0
	s_add_i32 s32, s32, 16
	v_dual_mov_b32 v8, v3 :: v_dual_mov_b32 v9, v2
	v_dual_mov_b32 v10, v1 :: v_dual_mov_b32 v11, v0
	v_writelane_b32 v13, s31, 1
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, _Z4polyfiPKf@rel32@lo+4
	s_addc_u32 s5, s5, _Z4polyfiPKf@rel32@hi+12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_swappc_b64 s[30:31], s[4:5]
	v_dual_mov_b32 v12, v0 :: v_dual_mov_b32 v1, v10
	v_xor_b32_e32 v0, 0x80000000, v11
	v_dual_mov_b32 v2, v9 :: v_dual_mov_b32 v3, v8
	s_swappc_b64 s[30:31], s[4:5]
	v_add_f32_e32 v0, v12, v0
	v_readlane_b32 s31, v13, 1
	v_readlane_b32 s30, v13, 0
	s_xor_saveexec_b32 s0, -1
	scratch_load_b32 v13, off, s33          ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s0
	s_add_i32 s32, s32, -16
	s_mov_b32 s33, s3
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	_Z5twicefiPKf, .Lfunc_end2-_Z5twicefiPKf
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 172
; NumSgprs: 36
; NumVgprs: 14
; ScratchSize: 16
; MemoryBound: 0
	.text
	.protected	_Z5callsPKfS0_PfPiii    ; -- Begin function _Z5callsPKfS0_PfPiii
	.globl	_Z5callsPKfS0_PfPiii
	.p2align	8
	.type	_Z5callsPKfS0_PfPiii,@function
_Z5callsPKfS0_PfPiii:                   ; @_Z5callsPKfS0_PfPiii
; %bb.0:
	s_clause 0x1
	s_load_b32 s4, s[0:1], 0x34
	s_load_b64 s[2:3], s[0:1], 0x20
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[14:15], null, s15, s4, v[0:1]
	v_cmp_gt_i32_e32 vcc_lo, s2, v14
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB3_2
; %bb.1:
	s_load_b256 s[8:15], s[0:1], 0x0
	v_ashrrev_i32_e32 v15, 31, v14
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z5twicefiPKf@rel32@lo+4
	s_addc_u32 s1, s1, _Z5twicefiPKf@rel32@hi+12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[19:20], 2, v[14:15]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc_lo, s8, v19
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, s9, v20, vcc_lo
	v_dual_mov_b32 v3, s11 :: v_dual_mov_b32 v2, s10
	global_load_b32 v0, v[0:1], off
	v_mov_b32_e32 v1, s3
	s_swappc_b64 s[30:31], s[0:1]
	v_add_co_u32 v2, vcc_lo, s12, v19
	v_add_co_ci_u32_e32 v3, vcc_lo, s13, v20, vcc_lo
	v_mul_lo_u32 v1, v14, 7
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z4pickii@rel32@lo+4
	s_addc_u32 s1, s1, _Z4pickii@rel32@hi+12
	global_store_b32 v[2:3], v0, off
	v_mov_b32_e32 v0, v14
	s_swappc_b64 s[30:31], s[0:1]
	v_add_co_u32 v1, vcc_lo, s14, v19
	v_add_co_ci_u32_e32 v2, vcc_lo, s15, v20, vcc_lo
	global_store_b32 v[1:2], v0, off
.LBB3_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z5callsPKfS0_PfPiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 80
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 34
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
.Lfunc_end3:
	.size	_Z5callsPKfS0_PfPiii, .Lfunc_end3-_Z5callsPKfS0_PfPiii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 228
; NumSgprs: 36
; NumVgprs: 21
; ScratchSize: 80
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 36
; NumVGPRsForWavesPerEU: 21
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
    .sgpr_count:     36
    .sgpr_spill_count: 0
    .symbol:         _Z5callsPKfS0_PfPiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
