	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	sgemm_lds               ; -- Begin function sgemm_lds
	.globl	sgemm_lds
	.p2align	8
	.type	sgemm_lds,@function
sgemm_lds:                              ; @sgemm_lds
; %bb.0:
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_load_dwordx4 s[4:7], s[0:1], 0x18
	s_load_dword s14, s[0:1], 0x28
	v_and_b32_e32 v2, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_lshl_b32 s0, s2, 5
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s5, 1
	v_lshl_add_u32 v3, s3, 5, v0
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.lr.ph
	v_lshlrev_b32_e32 v1, 2, v2
	v_lshlrev_b32_e32 v6, 7, v0
	v_or_b32_e32 v8, 0x1000, v1
	v_mul_lo_u32 v0, v0, s6
	v_mad_u64_u32 v[4:5], s[2:3], v3, s5, v[2:3]
	v_add_u32_e32 v7, v6, v1
	v_add_u32_e32 v9, v8, v6
	v_add3_u32 v0, v2, v0, s0
	s_lshl_b32 s1, s6, 5
	s_mov_b32 s2, 0
	v_mov_b32_e32 v5, 0
	v_add_u32_e32 v10, 0x400, v8
	v_add_u32_e32 v11, 0x800, v8
	v_add_u32_e32 v12, 0xc00, v8
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v14, s2, v4
	v_ashrrev_i32_e32 v1, 31, v0
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[16:17], v[0:1], 2, s[10:11]
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[8:9]
	global_load_dword v1, v[16:17], off
	global_load_dword v13, v[14:15], off
	s_add_i32 s2, s2, 32
	v_add_u32_e32 v0, s1, v0
	s_cmp_ge_i32 s2, s5
	s_waitcnt vmcnt(1)
	ds_write_b32 v9, v1
	s_waitcnt vmcnt(0)
	ds_write_b32 v7, v13
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[14:17], v6
	ds_read_b128 v[18:21], v6 offset:16
	ds_read_b128 v[22:25], v6 offset:32
	ds_read_b128 v[26:29], v6 offset:48
	ds_read2_b32 v[38:39], v8 offset1:32
	ds_read2_b32 v[40:41], v8 offset0:64 offset1:96
	ds_read2_b32 v[42:43], v8 offset0:128 offset1:160
	ds_read2_b32 v[44:45], v8 offset0:192 offset1:224
	ds_read2_b32 v[46:47], v10 offset1:32
	ds_read2_b32 v[48:49], v10 offset0:64 offset1:96
	ds_read2_b32 v[50:51], v10 offset0:128 offset1:160
	ds_read2_b32 v[52:53], v10 offset0:192 offset1:224
	ds_read2_b32 v[54:55], v11 offset1:32
	ds_read2_b32 v[56:57], v11 offset0:64 offset1:96
	ds_read2_b32 v[58:59], v11 offset0:128 offset1:160
	ds_read_b128 v[30:33], v6 offset:64
	ds_read_b128 v[34:37], v6 offset:80
	ds_read2_b32 v[60:61], v11 offset0:192 offset1:224
	s_waitcnt lgkmcnt(13)
	v_fmac_f32_e32 v5, v14, v38
	v_fmac_f32_e32 v5, v15, v39
	s_waitcnt lgkmcnt(12)
	v_fmac_f32_e32 v5, v16, v40
	v_fmac_f32_e32 v5, v17, v41
	s_waitcnt lgkmcnt(11)
	v_fmac_f32_e32 v5, v18, v42
	v_fmac_f32_e32 v5, v19, v43
	s_waitcnt lgkmcnt(10)
	v_fmac_f32_e32 v5, v20, v44
	v_fmac_f32_e32 v5, v21, v45
	s_waitcnt lgkmcnt(9)
	v_fmac_f32_e32 v5, v22, v46
	v_fmac_f32_e32 v5, v23, v47
	s_waitcnt lgkmcnt(8)
	v_fmac_f32_e32 v5, v24, v48
	v_fmac_f32_e32 v5, v25, v49
	s_waitcnt lgkmcnt(7)
	v_fmac_f32_e32 v5, v26, v50
	v_fmac_f32_e32 v5, v27, v51
	s_waitcnt lgkmcnt(6)
	v_fmac_f32_e32 v5, v28, v52
	v_fmac_f32_e32 v5, v29, v53
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v5, v30, v54
	v_fmac_f32_e32 v5, v31, v55
	ds_read2_b32 v[38:39], v12 offset1:32
	ds_read_b128 v[14:17], v6 offset:96
	ds_read2_b32 v[40:41], v12 offset0:64 offset1:96
	v_fmac_f32_e32 v5, v32, v56
	s_waitcnt lgkmcnt(4)
	v_pk_mul_f32 v[58:59], v[34:35], v[58:59]
	v_fmac_f32_e32 v5, v33, v57
	v_add_f32_e32 v1, v5, v58
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[60:61], v[36:37], v[60:61]
	v_add_f32_e32 v1, v1, v59
	ds_read_b128 v[34:37], v6 offset:112
	v_add_f32_e32 v1, v1, v60
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[14:15], v[14:15], v[38:39]
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[16:17], v[16:17], v[40:41]
	ds_read2_b32 v[38:39], v12 offset0:128 offset1:160
	ds_read2_b32 v[40:41], v12 offset0:192 offset1:224
	v_add_f32_e32 v1, v1, v61
	v_add_f32_e32 v1, v1, v14
	v_add_f32_e32 v1, v1, v15
	v_add_f32_e32 v1, v1, v16
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[34:35], v[34:35], v[38:39]
	v_add_f32_e32 v1, v1, v17
	v_add_f32_e32 v1, v1, v34
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[36:37], v[36:37], v[40:41]
	v_add_f32_e32 v1, v1, v35
	v_add_f32_e32 v1, v1, v36
	v_add_f32_e32 v5, v1, v37
	s_barrier
	s_cbranch_scc0 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v5, 0
.LBB0_4:                                ; %Flow131
	v_add_u32_e32 v0, s0, v2
	v_cmp_gt_i32_e32 vcc, s4, v3
	v_cmp_gt_i32_e64 s[0:1], s6, v0
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_mad_u64_u32 v[0:1], s[0:1], v3, s6, v[0:1]
	v_mov_b32_e32 v6, s12
	v_mov_b32_e32 v7, s13
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[6:7]
	global_load_dword v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s14, v2
	v_fmac_f32_e32 v2, s7, v5
	global_store_dword v[0:1], v2, off
.LBB0_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgemm_lds
		.amdhsa_group_segment_fixed_size 8192
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
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
		.amdhsa_next_free_sgpr 15
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
.Lfunc_end0:
	.size	sgemm_lds, .Lfunc_end0-sgemm_lds
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 776
; NumSgprs: 21
; NumVgprs: 62
; NumAgprs: 0
; TotalNumVgprs: 62
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 21
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
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.type	__hip_cuid_59869bcb89983c94,@object ; @__hip_cuid_59869bcb89983c94
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_59869bcb89983c94
__hip_cuid_59869bcb89983c94:
	.byte	0                               ; 0x0
	.size	__hip_cuid_59869bcb89983c94, 1

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_59869bcb89983c94
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
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 8192
    .kernarg_segment_align: 8
    .kernarg_segment_size: 44
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           sgemm_lds
    .private_segment_fixed_size: 0
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         sgemm_lds.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
