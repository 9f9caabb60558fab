	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	sgemm_regtile           ; -- Begin function sgemm_regtile
	.globl	sgemm_regtile
	.p2align	8
	.type	sgemm_regtile,@function
sgemm_regtile:                          ; @sgemm_regtile
; %bb.0:
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_load_dwordx4 s[4:7], s[0:1], 0x1c
	v_lshrrev_b32_e32 v3, 6, v0
	v_bfe_u32 v4, v0, 3, 2
	v_bfe_u32 v1, v0, 5, 1
	v_and_b32_e32 v2, 7, v0
	s_mov_b32 s14, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s4, 0
	v_lshlrev_b32_e32 v73, 5, v3
	v_lshlrev_b32_e32 v74, 2, v4
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %..preheader125_crit_edge
	v_lshlrev_b32_e32 v12, 5, v3
	v_lshlrev_b32_e32 v3, 6, v1
	v_lshlrev_b32_e32 v14, 2, v4
	v_lshl_or_b32 v72, v2, 2, v3
	s_lshl_b32 s3, s3, 7
	s_lshl_b32 s0, s2, 7
	s_cbranch_execz .LBB0_4
; %bb.2:
	v_mov_b32_e32 v1, s14
	v_mov_b32_e32 v0, s14
	v_mov_b32_e32 v5, s14
	v_mov_b32_e32 v4, s14
	v_mov_b32_e32 v11, s14
	v_mov_b32_e32 v10, s14
	v_mov_b32_e32 v27, s14
	v_mov_b32_e32 v26, s14
	v_mov_b32_e32 v29, s14
	v_mov_b32_e32 v28, s14
	v_mov_b32_e32 v23, s14
	v_mov_b32_e32 v22, s14
	v_mov_b32_e32 v25, s14
	v_mov_b32_e32 v24, s14
	v_mov_b32_e32 v21, s14
	v_mov_b32_e32 v20, s14
	v_mov_b32_e32 v7, s14
	v_mov_b32_e32 v6, s14
	v_mov_b32_e32 v9, s14
	v_mov_b32_e32 v8, s14
	v_mov_b32_e32 v3, s14
	v_mov_b32_e32 v2, s14
	v_mov_b32_e32 v30, s14
	v_mov_b32_e32 v13, s14
	v_mov_b32_e32 v31, s14
	v_mov_b32_e32 v15, s14
	v_mov_b32_e32 v44, s14
	v_mov_b32_e32 v17, s14
	v_mov_b32_e32 v19, s14
	v_mov_b32_e32 v45, s14
	v_mov_b32_e32 v50, s14
	v_mov_b32_e32 v46, s14
	v_mov_b32_e32 v51, s14
	v_mov_b32_e32 v47, s14
	v_mov_b32_e32 v84, s14
	v_mov_b32_e32 v55, s14
	v_mov_b32_e32 v85, s14
	v_mov_b32_e32 v56, s14
	v_mov_b32_e32 v52, s14
	v_mov_b32_e32 v53, s14
	v_mov_b32_e32 v54, s14
	v_mov_b32_e32 v86, s14
	v_mov_b32_e32 v57, s14
	v_mov_b32_e32 v87, s14
	v_mov_b32_e32 v58, s14
	v_mov_b32_e32 v59, s14
	v_mov_b32_e32 v60, s14
	v_mov_b32_e32 v61, s14
	v_mov_b32_e32 v62, s14
	v_mov_b32_e32 v63, s14
	v_mov_b32_e32 v64, s14
	v_mov_b32_e32 v65, s14
	v_mov_b32_e32 v88, s14
	v_mov_b32_e32 v66, s14
	v_mov_b32_e32 v89, s14
	v_mov_b32_e32 v67, s14
	v_mov_b32_e32 v90, s14
	v_mov_b32_e32 v91, s14
	v_mov_b32_e32 v68, s14
	v_mov_b32_e32 v92, s14
	v_mov_b32_e32 v69, s14
	v_mov_b32_e32 v93, s14
	v_mov_b32_e32 v71, s14
	v_mov_b32_e32 v70, s14
	s_branch .LBB0_7
.LBB0_3:
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr72
	s_lshl_b32 s3, s3, 7
	s_lshl_b32 s0, s2, 7
.LBB0_4:                                ; %.preheader133.lr.ph
	v_lshrrev_b32_e32 v3, 3, v0
	v_lshrrev_b32_e32 v4, 7, v0
	v_and_b32_e32 v0, 0x7f, v0
	v_lshlrev_b32_e32 v6, 2, v3
	v_lshlrev_b32_e32 v5, 2, v2
	v_lshl_or_b32 v75, v2, 9, v6
	v_lshlrev_b32_e32 v6, 2, v0
	v_add_u32_e32 v80, s0, v0
	v_add_u32_e32 v0, 4, v4
	v_lshl_or_b32 v72, v1, 6, v5
	v_mov_b32_e32 v1, 0x1000
	v_mul_lo_u32 v81, s5, v0
	v_add_u32_e32 v0, 6, v4
	v_lshl_or_b32 v78, v72, 2, v1
	v_add_u32_e32 v1, 2, v4
	v_mul_lo_u32 v82, s5, v0
	v_add_u32_e32 v0, s3, v3
	v_mul_lo_u32 v79, s5, v1
	v_add_u32_e32 v1, 32, v0
	v_mad_u64_u32 v[12:13], s[14:15], s4, v1, v[2:3]
	v_add_u32_e32 v1, 64, v0
	v_lshlrev_b32_e32 v7, 9, v4
	s_movk_i32 s1, 0x1000
	v_mad_u64_u32 v[14:15], s[14:15], s4, v1, v[2:3]
	v_add_u32_e32 v1, 0x60, v0
	v_or3_b32 v76, v7, v6, s1
	v_or_b32_e32 v6, v73, v74
	v_mad_u64_u32 v[16:17], s[14:15], s4, v1, v[2:3]
	v_mad_u64_u32 v[18:19], s[14:15], s4, v0, v[2:3]
	v_mov_b32_e32 v70, 0
	v_lshlrev_b32_e32 v77, 2, v6
	s_lshl_b32 s1, s5, 3
	v_mul_lo_u32 v83, s5, v4
	s_mov_b32 s2, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v70
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, v70
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, v70
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, v70
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, v70
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, v70
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, v70
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, v70
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, v70
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, v70
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v70
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v30, 0
.LBB0_5:                                ; %.preheader133
                                        ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v32, s2, v18
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[8:9]
	global_load_dword v34, v[32:33], off
	v_add_u32_e32 v32, s2, v12
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[8:9]
	global_load_dword v32, v[32:33], off
	s_waitcnt vmcnt(0)
	ds_write2_b32 v75, v34, v32 offset1:32
	v_add_u32_e32 v32, s2, v14
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[8:9]
	global_load_dword v34, v[32:33], off
	v_add_u32_e32 v32, s2, v16
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[8:9]
	global_load_dword v32, v[32:33], off
	s_add_i32 s2, s2, 8
	s_cmp_lt_i32 s2, s4
	s_waitcnt vmcnt(0)
	ds_write2_b32 v75, v34, v32 offset0:64 offset1:96
	v_add_u32_e32 v32, v83, v80
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[10:11]
	global_load_dword v34, v[32:33], off
	v_add_u32_e32 v32, v79, v80
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[10:11]
	global_load_dword v32, v[32:33], off
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v76, v34, v32 offset1:4
	v_add_u32_e32 v32, v81, v80
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[10:11]
	global_load_dword v34, v[32:33], off
	v_add_u32_e32 v32, v82, v80
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[10:11]
	global_load_dword v32, v[32:33], off
	v_add_u32_e32 v80, s1, v80
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v76, v34, v32 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[40:43], v77
	ds_read_b128 v[108:111], v77 offset:64
	ds_read_b128 v[100:103], v78 offset:128
	ds_read_b128 v[104:107], v78
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v36, v41
	v_mov_b32_e32 v37, v42
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v38, v103
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[34:35], v[40:41], v[106:107], v[22:23] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[22:23], v[36:37], v[100:101]
	v_mov_b32_e32 v39, v106
	v_pk_fma_f32 v[28:29], v[40:41], v[100:101], v[28:29] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[40:41], v[102:103], v[26:27] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v61, v43, v100
	v_fmac_f32_e32 v60, v43, v101
	v_fmac_f32_e32 v59, v43, v102
	v_fmac_f32_e32 v58, v43, v103
	v_add_f32_e32 v92, v22, v92
	v_fmac_f32_e32 v68, v41, v101
	v_pk_mul_f32 v[26:27], v[36:37], v[102:103]
	v_fmac_f32_e32 v67, v42, v100
	v_add_f32_e32 v95, v23, v89
	v_fmac_f32_e32 v66, v42, v102
	v_pk_mul_f32 v[22:23], v[36:37], v[106:107]
	v_fmac_f32_e32 v69, v41, v107
	v_pk_fma_f32 v[36:37], v[36:37], v[38:39], v[10:11]
	v_fmac_f32_e32 v63, v43, v106
	v_fmac_f32_e32 v62, v43, v107
	v_pk_fma_f32 v[38:39], v[40:41], v[104:105], v[24:25] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v70, v41, v104
	v_fmac_f32_e32 v71, v41, v105
	v_pk_fma_f32 v[40:41], v[42:43], v[104:105], v[20:21] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v65, v43, v104
	v_fmac_f32_e32 v64, v43, v105
	v_pk_fma_f32 v[42:43], v[108:109], v[106:107], v[6:7] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[6:7], v[108:109], v[100:101]
	v_mov_b32_e32 v20, v103
	v_mov_b32_e32 v21, v104
	v_add_f32_e32 v91, v26, v91
	v_add_f32_e32 v96, v27, v88
	v_add_f32_e32 v94, v6, v87
	v_pk_mul_f32 v[10:11], v[108:109], v[102:103]
	v_add_f32_e32 v85, v7, v85
	v_pk_fma_f32 v[24:25], v[108:109], v[20:21], v[4:5]
	v_pk_fma_f32 v[26:27], v[110:111], v[104:105], v[2:3] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[2:3], v[110:111], v[106:107]
	v_pk_mul_f32 v[4:5], v[110:111], v[100:101]
	v_pk_mul_f32 v[6:7], v[110:111], v[102:103]
	v_add_f32_e32 v97, v22, v93
	v_add_f32_e32 v98, v23, v90
	v_add_f32_e32 v93, v10, v86
	v_add_f32_e32 v86, v11, v84
	v_pk_fma_f32 v[22:23], v[108:109], v[104:105], v[8:9] op_sel_hi:[0,1,1]
	v_add_f32_e32 v87, v2, v47
	v_add_f32_e32 v84, v4, v46
	v_add_f32_e32 v48, v6, v45
	v_pk_fma_f32 v[20:21], v[110:111], v[20:21], v[0:1]
	v_add_f32_e32 v49, v3, v44
	v_add_f32_e32 v47, v5, v31
	v_add_f32_e32 v46, v7, v30
	ds_read_b128 v[4:7], v77 offset:512
	ds_read_b128 v[8:11], v78 offset:512
	ds_read_b128 v[0:3], v78 offset:640
	v_fmac_f32_e32 v57, v108, v101
	v_fmac_f32_e32 v56, v109, v100
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v44, v5
	v_mov_b32_e32 v45, v6
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[30:31], v[4:5], v[0:1], v[28:29] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[4:5], v[2:3], v[32:33] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v61, v7, v0
	v_fmac_f32_e32 v60, v7, v1
	v_fmac_f32_e32 v59, v7, v2
	v_fmac_f32_e32 v58, v7, v3
	v_pk_fma_f32 v[34:35], v[4:5], v[10:11], v[34:35] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v68, v5, v1
	v_fmac_f32_e32 v67, v6, v0
	v_fmac_f32_e32 v66, v6, v2
	v_fmac_f32_e32 v69, v5, v11
	v_fmac_f32_e32 v63, v7, v10
	v_fmac_f32_e32 v62, v7, v11
	v_pk_fma_f32 v[38:39], v[4:5], v[8:9], v[38:39] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v70, v5, v8
	v_fmac_f32_e32 v71, v5, v9
	v_pk_fma_f32 v[40:41], v[6:7], v[8:9], v[40:41] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v65, v7, v8
	v_fmac_f32_e32 v64, v7, v9
	ds_read_b128 v[4:7], v77 offset:576
	v_pk_mul_f32 v[28:29], v[44:45], v[0:1]
	v_fmac_f32_e32 v55, v109, v102
	v_fmac_f32_e32 v50, v110, v101
	v_fmac_f32_e32 v15, v111, v100
	v_fmac_f32_e32 v13, v111, v102
	v_add_f32_e32 v88, v28, v92
	v_pk_mul_f32 v[100:101], v[44:45], v[2:3]
	v_mov_b32_e32 v102, v3
	v_mov_b32_e32 v103, v10
	v_add_f32_e32 v90, v29, v95
	v_pk_mul_f32 v[28:29], v[44:45], v[10:11]
	v_fmac_f32_e32 v53, v109, v106
	v_fmac_f32_e32 v52, v109, v107
	v_fmac_f32_e32 v54, v109, v105
	v_fmac_f32_e32 v51, v110, v107
	v_fmac_f32_e32 v19, v111, v105
	v_fmac_f32_e32 v17, v111, v106
	ds_read_b128 v[106:109], v78 offset:3584
	v_add_f32_e32 v89, v100, v91
	v_add_f32_e32 v91, v101, v96
	v_add_f32_e32 v92, v28, v97
	v_pk_fma_f32 v[36:37], v[44:45], v[102:103], v[36:37]
	v_add_f32_e32 v44, v29, v98
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[28:29], v[4:5], v[10:11], v[42:43] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[42:43], v[4:5], v[0:1]
	v_pk_mul_f32 v[96:97], v[4:5], v[2:3]
	v_mov_b32_e32 v98, v3
	v_mov_b32_e32 v99, v8
	v_add_f32_e32 v45, v42, v94
	v_fmac_f32_e32 v57, v4, v1
	v_add_f32_e32 v95, v96, v93
	v_fmac_f32_e32 v53, v5, v10
	v_fmac_f32_e32 v52, v5, v11
	v_fmac_f32_e32 v56, v5, v0
	v_add_f32_e32 v93, v43, v85
	v_fmac_f32_e32 v55, v5, v2
	v_add_f32_e32 v86, v97, v86
	v_pk_fma_f32 v[42:43], v[4:5], v[8:9], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[4:5], v[98:99], v[24:25]
	v_fmac_f32_e32 v54, v5, v9
	v_pk_fma_f32 v[24:25], v[6:7], v[8:9], v[26:27] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[4:5], v[6:7], v[10:11]
	v_fmac_f32_e32 v51, v6, v11
	v_pk_mul_f32 v[96:97], v[6:7], v[2:3]
	v_fmac_f32_e32 v19, v7, v9
	v_fmac_f32_e32 v17, v7, v10
	ds_read_b128 v[8:11], v77 offset:1024
	v_add_f32_e32 v85, v4, v87
	v_pk_mul_f32 v[26:27], v[6:7], v[0:1]
	v_fmac_f32_e32 v50, v6, v1
	v_add_f32_e32 v96, v96, v48
	v_pk_fma_f32 v[20:21], v[6:7], v[98:99], v[20:21]
	v_add_f32_e32 v48, v5, v49
	v_fmac_f32_e32 v15, v7, v0
	v_fmac_f32_e32 v13, v7, v2
	ds_read_b128 v[4:7], v78 offset:1024
	ds_read_b128 v[0:3], v78 offset:1152
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v98, v9
	v_mov_b32_e32 v99, v10
	v_add_f32_e32 v94, v26, v84
	v_add_f32_e32 v47, v27, v47
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[26:27], v[8:9], v[0:1], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[8:9], v[2:3], v[32:33] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[8:9], v[6:7], v[34:35] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[34:35], v[98:99], v[0:1]
	v_mov_b32_e32 v102, v3
	v_mov_b32_e32 v103, v6
	v_fmac_f32_e32 v61, v11, v0
	v_fmac_f32_e32 v60, v11, v1
	v_fmac_f32_e32 v59, v11, v2
	v_fmac_f32_e32 v58, v11, v3
	v_add_f32_e32 v49, v34, v88
	v_fmac_f32_e32 v68, v9, v1
	v_fmac_f32_e32 v67, v10, v0
	v_add_f32_e32 v87, v35, v90
	v_fmac_f32_e32 v66, v10, v2
	v_fmac_f32_e32 v69, v9, v7
	v_pk_fma_f32 v[34:35], v[98:99], v[102:103], v[36:37]
	v_fmac_f32_e32 v63, v11, v6
	v_fmac_f32_e32 v62, v11, v7
	v_pk_fma_f32 v[36:37], v[8:9], v[4:5], v[38:39] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v70, v9, v4
	v_fmac_f32_e32 v71, v9, v5
	v_pk_fma_f32 v[38:39], v[10:11], v[4:5], v[40:41] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v65, v11, v4
	v_fmac_f32_e32 v64, v11, v5
	ds_read_b128 v[8:11], v77 offset:1088
	v_pk_mul_f32 v[100:101], v[98:99], v[2:3]
	v_add_f32_e32 v46, v97, v46
	v_add_f32_e32 v88, v101, v91
	v_pk_mul_f32 v[90:91], v[98:99], v[6:7]
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[40:41], v[8:9], v[0:1]
	v_mov_b32_e32 v98, v3
	v_mov_b32_e32 v99, v4
	v_add_f32_e32 v84, v100, v89
	v_add_f32_e32 v89, v90, v92
	v_add_f32_e32 v90, v91, v44
	v_pk_fma_f32 v[28:29], v[8:9], v[6:7], v[28:29] op_sel_hi:[0,1,1]
	v_add_f32_e32 v91, v40, v45
	v_fmac_f32_e32 v57, v8, v1
	v_pk_mul_f32 v[44:45], v[8:9], v[2:3]
	v_fmac_f32_e32 v53, v9, v6
	v_fmac_f32_e32 v52, v9, v7
	v_fmac_f32_e32 v56, v9, v0
	v_add_f32_e32 v93, v41, v93
	v_fmac_f32_e32 v55, v9, v2
	v_pk_fma_f32 v[40:41], v[8:9], v[4:5], v[42:43] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[8:9], v[98:99], v[22:23]
	v_fmac_f32_e32 v54, v9, v5
	v_pk_mul_f32 v[8:9], v[10:11], v[6:7]
	v_add_f32_e32 v92, v44, v95
	v_add_f32_e32 v86, v45, v86
	v_pk_fma_f32 v[24:25], v[10:11], v[4:5], v[24:25] op_sel_hi:[0,1,1]
	v_add_f32_e32 v85, v8, v85
	v_fmac_f32_e32 v51, v10, v7
	v_pk_mul_f32 v[42:43], v[10:11], v[0:1]
	v_fmac_f32_e32 v50, v10, v1
	v_pk_mul_f32 v[44:45], v[10:11], v[2:3]
	v_pk_fma_f32 v[20:21], v[10:11], v[98:99], v[20:21]
	v_fmac_f32_e32 v19, v11, v5
	v_fmac_f32_e32 v17, v11, v6
	v_add_f32_e32 v48, v9, v48
	v_fmac_f32_e32 v15, v11, v0
	v_fmac_f32_e32 v13, v11, v2
	ds_read_b128 v[8:11], v77 offset:1536
	ds_read_b128 v[4:7], v78 offset:1536
	ds_read_b128 v[0:3], v78 offset:1664
	v_add_f32_e32 v94, v42, v94
	v_add_f32_e32 v47, v43, v47
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v42, v9
	v_mov_b32_e32 v43, v10
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[26:27], v[8:9], v[0:1], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[8:9], v[2:3], v[30:31] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v61, v11, v0
	v_fmac_f32_e32 v60, v11, v1
	v_fmac_f32_e32 v59, v11, v2
	v_fmac_f32_e32 v58, v11, v3
	v_pk_fma_f32 v[32:33], v[8:9], v[6:7], v[32:33] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v68, v9, v1
	v_fmac_f32_e32 v67, v10, v0
	v_fmac_f32_e32 v66, v10, v2
	v_fmac_f32_e32 v69, v9, v7
	v_fmac_f32_e32 v63, v11, v6
	v_fmac_f32_e32 v62, v11, v7
	v_pk_fma_f32 v[36:37], v[8:9], v[4:5], v[36:37] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v70, v9, v4
	v_fmac_f32_e32 v71, v9, v5
	v_pk_fma_f32 v[38:39], v[10:11], v[4:5], v[38:39] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v65, v11, v4
	v_fmac_f32_e32 v64, v11, v5
	ds_read_b128 v[8:11], v77 offset:1600
	v_add_f32_e32 v95, v44, v96
	v_add_f32_e32 v46, v45, v46
	v_pk_mul_f32 v[44:45], v[42:43], v[0:1]
	v_pk_mul_f32 v[96:97], v[42:43], v[2:3]
	v_add_f32_e32 v49, v44, v49
	v_add_f32_e32 v84, v96, v84
	v_mov_b32_e32 v98, v3
	v_mov_b32_e32 v99, v6
	v_add_f32_e32 v87, v45, v87
	v_add_f32_e32 v88, v97, v88
	v_pk_mul_f32 v[44:45], v[42:43], v[6:7]
	v_mov_b32_e32 v96, v3
	v_mov_b32_e32 v97, v4
	v_add_f32_e32 v89, v44, v89
	v_pk_fma_f32 v[34:35], v[42:43], v[98:99], v[34:35]
	v_add_f32_e32 v90, v45, v90
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[28:29], v[8:9], v[6:7], v[28:29] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[42:43], v[8:9], v[0:1]
	v_fmac_f32_e32 v57, v8, v1
	v_pk_mul_f32 v[44:45], v[8:9], v[2:3]
	v_fmac_f32_e32 v53, v9, v6
	v_fmac_f32_e32 v52, v9, v7
	v_fmac_f32_e32 v56, v9, v0
	v_fmac_f32_e32 v55, v9, v2
	v_pk_fma_f32 v[40:41], v[8:9], v[4:5], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[8:9], v[96:97], v[22:23]
	v_fmac_f32_e32 v54, v9, v5
	v_pk_mul_f32 v[8:9], v[10:11], v[6:7]
	v_add_f32_e32 v91, v42, v91
	v_add_f32_e32 v92, v44, v92
	v_add_f32_e32 v93, v43, v93
	v_add_f32_e32 v86, v45, v86
	v_pk_fma_f32 v[24:25], v[10:11], v[4:5], v[24:25] op_sel_hi:[0,1,1]
	v_add_f32_e32 v85, v8, v85
	v_fmac_f32_e32 v51, v10, v7
	v_pk_mul_f32 v[42:43], v[10:11], v[0:1]
	v_fmac_f32_e32 v50, v10, v1
	v_pk_mul_f32 v[44:45], v[10:11], v[2:3]
	v_pk_fma_f32 v[20:21], v[10:11], v[96:97], v[20:21]
	v_fmac_f32_e32 v19, v11, v5
	v_fmac_f32_e32 v17, v11, v6
	v_add_f32_e32 v48, v9, v48
	v_fmac_f32_e32 v15, v11, v0
	v_fmac_f32_e32 v13, v11, v2
	ds_read_b128 v[8:11], v77 offset:2048
	ds_read_b128 v[4:7], v78 offset:2048
	ds_read_b128 v[0:3], v78 offset:2176
	v_add_f32_e32 v94, v42, v94
	v_add_f32_e32 v47, v43, v47
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v42, v9
	v_mov_b32_e32 v43, v10
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[26:27], v[8:9], v[0:1], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[8:9], v[2:3], v[30:31] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v61, v11, v0
	v_fmac_f32_e32 v60, v11, v1
	v_fmac_f32_e32 v59, v11, v2
	v_fmac_f32_e32 v58, v11, v3
	v_pk_fma_f32 v[32:33], v[8:9], v[6:7], v[32:33] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v68, v9, v1
	v_fmac_f32_e32 v67, v10, v0
	v_fmac_f32_e32 v66, v10, v2
	v_fmac_f32_e32 v69, v9, v7
	v_fmac_f32_e32 v63, v11, v6
	v_fmac_f32_e32 v62, v11, v7
	v_pk_fma_f32 v[36:37], v[8:9], v[4:5], v[36:37] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v70, v9, v4
	v_fmac_f32_e32 v71, v9, v5
	v_pk_fma_f32 v[38:39], v[10:11], v[4:5], v[38:39] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v65, v11, v4
	v_fmac_f32_e32 v64, v11, v5
	ds_read_b128 v[8:11], v77 offset:2112
	v_add_f32_e32 v95, v44, v95
	v_add_f32_e32 v46, v45, v46
	v_pk_mul_f32 v[44:45], v[42:43], v[0:1]
	v_pk_mul_f32 v[96:97], v[42:43], v[2:3]
	v_add_f32_e32 v49, v44, v49
	v_add_f32_e32 v84, v96, v84
	v_mov_b32_e32 v98, v3
	v_mov_b32_e32 v99, v6
	v_add_f32_e32 v87, v45, v87
	v_add_f32_e32 v88, v97, v88
	v_pk_mul_f32 v[44:45], v[42:43], v[6:7]
	v_mov_b32_e32 v96, v3
	v_mov_b32_e32 v97, v4
	v_add_f32_e32 v89, v44, v89
	v_pk_fma_f32 v[34:35], v[42:43], v[98:99], v[34:35]
	v_add_f32_e32 v90, v45, v90
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[28:29], v[8:9], v[6:7], v[28:29] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[42:43], v[8:9], v[0:1]
	v_fmac_f32_e32 v57, v8, v1
	v_pk_mul_f32 v[44:45], v[8:9], v[2:3]
	v_fmac_f32_e32 v53, v9, v6
	v_fmac_f32_e32 v52, v9, v7
	v_fmac_f32_e32 v56, v9, v0
	v_fmac_f32_e32 v55, v9, v2
	v_pk_fma_f32 v[40:41], v[8:9], v[4:5], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[8:9], v[96:97], v[22:23]
	v_fmac_f32_e32 v54, v9, v5
	v_pk_mul_f32 v[8:9], v[10:11], v[6:7]
	v_add_f32_e32 v91, v42, v91
	v_add_f32_e32 v92, v44, v92
	v_add_f32_e32 v93, v43, v93
	v_add_f32_e32 v86, v45, v86
	v_pk_fma_f32 v[24:25], v[10:11], v[4:5], v[24:25] op_sel_hi:[0,1,1]
	v_add_f32_e32 v85, v8, v85
	v_fmac_f32_e32 v51, v10, v7
	v_pk_mul_f32 v[42:43], v[10:11], v[0:1]
	v_fmac_f32_e32 v50, v10, v1
	v_pk_mul_f32 v[44:45], v[10:11], v[2:3]
	v_pk_fma_f32 v[20:21], v[10:11], v[96:97], v[20:21]
	v_fmac_f32_e32 v19, v11, v5
	v_fmac_f32_e32 v17, v11, v6
	v_add_f32_e32 v48, v9, v48
	v_fmac_f32_e32 v15, v11, v0
	v_fmac_f32_e32 v13, v11, v2
	ds_read_b128 v[8:11], v77 offset:2560
	ds_read_b128 v[4:7], v78 offset:2560
	ds_read_b128 v[0:3], v78 offset:2688
	v_add_f32_e32 v94, v42, v94
	v_add_f32_e32 v47, v43, v47
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v42, v9
	v_mov_b32_e32 v43, v10
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[26:27], v[8:9], v[0:1], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[8:9], v[2:3], v[30:31] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v61, v11, v0
	v_fmac_f32_e32 v60, v11, v1
	v_fmac_f32_e32 v59, v11, v2
	v_fmac_f32_e32 v58, v11, v3
	v_pk_fma_f32 v[32:33], v[8:9], v[6:7], v[32:33] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v68, v9, v1
	v_fmac_f32_e32 v67, v10, v0
	v_fmac_f32_e32 v66, v10, v2
	v_fmac_f32_e32 v69, v9, v7
	v_fmac_f32_e32 v63, v11, v6
	v_fmac_f32_e32 v62, v11, v7
	v_pk_fma_f32 v[36:37], v[8:9], v[4:5], v[36:37] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v70, v9, v4
	v_fmac_f32_e32 v71, v9, v5
	v_pk_fma_f32 v[38:39], v[10:11], v[4:5], v[38:39] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v65, v11, v4
	v_fmac_f32_e32 v64, v11, v5
	ds_read_b128 v[8:11], v77 offset:2624
	v_add_f32_e32 v95, v44, v95
	v_add_f32_e32 v46, v45, v46
	v_pk_mul_f32 v[44:45], v[42:43], v[0:1]
	v_pk_mul_f32 v[96:97], v[42:43], v[2:3]
	v_add_f32_e32 v49, v44, v49
	v_add_f32_e32 v84, v96, v84
	v_mov_b32_e32 v98, v3
	v_mov_b32_e32 v99, v6
	v_add_f32_e32 v87, v45, v87
	v_add_f32_e32 v88, v97, v88
	v_pk_mul_f32 v[44:45], v[42:43], v[6:7]
	v_mov_b32_e32 v96, v3
	v_mov_b32_e32 v97, v4
	v_add_f32_e32 v89, v44, v89
	v_pk_fma_f32 v[34:35], v[42:43], v[98:99], v[34:35]
	v_add_f32_e32 v90, v45, v90
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[28:29], v[8:9], v[6:7], v[28:29] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[42:43], v[8:9], v[0:1]
	v_fmac_f32_e32 v57, v8, v1
	v_pk_mul_f32 v[44:45], v[8:9], v[2:3]
	v_fmac_f32_e32 v53, v9, v6
	v_fmac_f32_e32 v52, v9, v7
	v_fmac_f32_e32 v56, v9, v0
	v_fmac_f32_e32 v55, v9, v2
	v_pk_fma_f32 v[40:41], v[8:9], v[4:5], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[8:9], v[96:97], v[22:23]
	v_fmac_f32_e32 v54, v9, v5
	v_pk_mul_f32 v[8:9], v[10:11], v[6:7]
	v_add_f32_e32 v91, v42, v91
	v_add_f32_e32 v92, v44, v92
	v_add_f32_e32 v93, v43, v93
	v_add_f32_e32 v86, v45, v86
	v_pk_fma_f32 v[24:25], v[10:11], v[4:5], v[24:25] op_sel_hi:[0,1,1]
	v_add_f32_e32 v85, v8, v85
	v_fmac_f32_e32 v51, v10, v7
	v_pk_mul_f32 v[42:43], v[10:11], v[0:1]
	v_fmac_f32_e32 v50, v10, v1
	v_pk_mul_f32 v[44:45], v[10:11], v[2:3]
	v_pk_fma_f32 v[20:21], v[10:11], v[96:97], v[20:21]
	v_fmac_f32_e32 v19, v11, v5
	v_fmac_f32_e32 v17, v11, v6
	v_add_f32_e32 v96, v9, v48
	v_fmac_f32_e32 v15, v11, v0
	v_fmac_f32_e32 v13, v11, v2
	ds_read_b128 v[8:11], v77 offset:3072
	ds_read_b128 v[4:7], v78 offset:3072
	ds_read_b128 v[0:3], v78 offset:3200
	v_add_f32_e32 v94, v42, v94
	v_add_f32_e32 v97, v43, v47
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v42, v9
	v_mov_b32_e32 v43, v10
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[26:27], v[8:9], v[0:1], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[8:9], v[2:3], v[30:31] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v61, v11, v0
	v_fmac_f32_e32 v60, v11, v1
	v_fmac_f32_e32 v59, v11, v2
	v_fmac_f32_e32 v58, v11, v3
	v_pk_fma_f32 v[32:33], v[8:9], v[6:7], v[32:33] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v68, v9, v1
	v_fmac_f32_e32 v67, v10, v0
	v_fmac_f32_e32 v66, v10, v2
	v_fmac_f32_e32 v69, v9, v7
	v_fmac_f32_e32 v63, v11, v6
	v_fmac_f32_e32 v62, v11, v7
	v_pk_fma_f32 v[36:37], v[8:9], v[4:5], v[36:37] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v70, v9, v4
	v_fmac_f32_e32 v71, v9, v5
	v_pk_fma_f32 v[38:39], v[10:11], v[4:5], v[38:39] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v65, v11, v4
	v_fmac_f32_e32 v64, v11, v5
	ds_read_b128 v[8:11], v77 offset:3136
	v_add_f32_e32 v95, v44, v95
	v_add_f32_e32 v98, v45, v46
	v_pk_mul_f32 v[44:45], v[42:43], v[0:1]
	v_mov_b32_e32 v48, v3
	v_add_f32_e32 v99, v44, v49
	v_mov_b32_e32 v49, v6
	v_add_f32_e32 v87, v45, v87
	v_pk_mul_f32 v[44:45], v[42:43], v[6:7]
	v_pk_mul_f32 v[46:47], v[42:43], v[2:3]
	v_add_f32_e32 v100, v44, v89
	v_pk_fma_f32 v[34:35], v[42:43], v[48:49], v[34:35]
	v_add_f32_e32 v90, v45, v90
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[44:45], v[8:9], v[2:3]
	v_mov_b32_e32 v49, v4
	v_add_f32_e32 v84, v46, v84
	v_add_f32_e32 v88, v47, v88
	v_pk_fma_f32 v[42:43], v[8:9], v[6:7], v[28:29] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[28:29], v[8:9], v[0:1]
	v_fmac_f32_e32 v57, v8, v1
	v_add_f32_e32 v102, v44, v92
	v_fmac_f32_e32 v53, v9, v6
	v_fmac_f32_e32 v52, v9, v7
	v_fmac_f32_e32 v56, v9, v0
	v_fmac_f32_e32 v55, v9, v2
	v_add_f32_e32 v104, v45, v86
	v_pk_fma_f32 v[40:41], v[8:9], v[4:5], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[8:9], v[48:49], v[22:23]
	v_fmac_f32_e32 v54, v9, v5
	v_pk_fma_f32 v[46:47], v[10:11], v[4:5], v[24:25] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[8:9], v[10:11], v[6:7]
	v_pk_mul_f32 v[22:23], v[10:11], v[0:1]
	v_pk_mul_f32 v[24:25], v[10:11], v[2:3]
	v_add_f32_e32 v110, v22, v94
	v_fmac_f32_e32 v50, v10, v1
	v_add_f32_e32 v111, v24, v95
	v_add_f32_e32 v112, v9, v96
	v_fmac_f32_e32 v15, v11, v0
	v_add_f32_e32 v113, v23, v97
	v_fmac_f32_e32 v13, v11, v2
	ds_read_b128 v[0:3], v77 offset:3584
	ds_read_b128 v[94:97], v78 offset:3712
	v_add_f32_e32 v101, v28, v91
	v_add_f32_e32 v103, v29, v93
	v_fmac_f32_e32 v19, v11, v5
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[22:23], v[0:1], v[108:109], v[32:33] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[28:29], v[0:1], v[94:95], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], v[0:1], v[96:97], v[30:31] op_sel_hi:[0,1,1]
	ds_read_b128 v[30:33], v77 offset:3648
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v2
	v_fmac_f32_e32 v51, v10, v7
	v_pk_fma_f32 v[48:49], v[10:11], v[48:49], v[20:21]
	v_fmac_f32_e32 v17, v11, v6
	v_pk_mul_f32 v[6:7], v[4:5], v[94:95]
	v_mov_b32_e32 v10, v97
	v_mov_b32_e32 v11, v108
	v_add_f32_e32 v105, v8, v85
	v_add_f32_e32 v92, v6, v99
	v_pk_mul_f32 v[8:9], v[4:5], v[96:97]
	v_add_f32_e32 v89, v7, v87
	v_pk_mul_f32 v[6:7], v[4:5], v[108:109]
	v_pk_fma_f32 v[10:11], v[4:5], v[10:11], v[34:35]
	v_mov_b32_e32 v34, v97
	v_mov_b32_e32 v35, v106
	v_add_f32_e32 v98, v25, v98
	v_fmac_f32_e32 v61, v3, v94
	v_fmac_f32_e32 v60, v3, v95
	v_fmac_f32_e32 v59, v3, v96
	v_fmac_f32_e32 v58, v3, v97
	v_fmac_f32_e32 v68, v1, v95
	v_add_f32_e32 v91, v8, v84
	v_fmac_f32_e32 v67, v2, v94
	v_fmac_f32_e32 v66, v2, v96
	v_add_f32_e32 v88, v9, v88
	v_add_f32_e32 v93, v6, v100
	v_fmac_f32_e32 v69, v1, v109
	v_add_f32_e32 v90, v7, v90
	v_fmac_f32_e32 v63, v3, v108
	v_fmac_f32_e32 v62, v3, v109
	v_pk_fma_f32 v[24:25], v[0:1], v[106:107], v[36:37] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v70, v1, v106
	v_fmac_f32_e32 v71, v1, v107
	v_pk_fma_f32 v[20:21], v[2:3], v[106:107], v[38:39] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v65, v3, v106
	v_fmac_f32_e32 v64, v3, v107
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[6:7], v[30:31], v[108:109], v[42:43] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[0:1], v[30:31], v[94:95]
	v_fmac_f32_e32 v57, v30, v95
	v_pk_mul_f32 v[2:3], v[30:31], v[96:97]
	v_fmac_f32_e32 v53, v31, v108
	v_fmac_f32_e32 v52, v31, v109
	v_fmac_f32_e32 v56, v31, v94
	v_fmac_f32_e32 v55, v31, v96
	v_pk_fma_f32 v[8:9], v[30:31], v[106:107], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[30:31], v[34:35], v[44:45]
	v_fmac_f32_e32 v54, v31, v107
	v_pk_mul_f32 v[30:31], v[32:33], v[108:109]
	v_pk_mul_f32 v[36:37], v[32:33], v[94:95]
	v_pk_mul_f32 v[38:39], v[32:33], v[96:97]
	v_add_f32_e32 v87, v0, v101
	v_add_f32_e32 v86, v2, v102
	v_add_f32_e32 v85, v1, v103
	v_add_f32_e32 v84, v3, v104
	v_pk_fma_f32 v[2:3], v[32:33], v[106:107], v[46:47] op_sel_hi:[0,1,1]
	v_add_f32_e32 v47, v30, v105
	v_fmac_f32_e32 v51, v32, v109
	v_add_f32_e32 v46, v36, v110
	v_fmac_f32_e32 v50, v32, v95
	v_add_f32_e32 v45, v38, v111
	v_pk_fma_f32 v[0:1], v[32:33], v[34:35], v[48:49]
	v_fmac_f32_e32 v19, v33, v107
	v_fmac_f32_e32 v17, v33, v108
	v_add_f32_e32 v44, v31, v112
	v_fmac_f32_e32 v15, v33, v94
	v_add_f32_e32 v31, v37, v113
	v_fmac_f32_e32 v13, v33, v96
	v_add_f32_e32 v30, v39, v98
	s_barrier
	s_cbranch_scc1 .LBB0_5
; %bb.6:                                ; %Flow
	v_mov_b32_e32 v12, v73
	v_mov_b32_e32 v14, v74
.LBB0_7:                                ; %.preheader125
	v_add_u32_e32 v16, s3, v12
	v_or_b32_e32 v12, s0, v72
	v_or_b32_e32 v14, v16, v14
	v_mad_u64_u32 v[40:41], s[0:1], v14, s5, v[12:13]
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshl_add_u64 v[42:43], v[40:41], 2, s[12:13]
	global_load_dwordx4 v[32:35], v[42:43], off
	global_load_dwordx4 v[36:39], v[42:43], off offset:128
	s_mov_b32 s0, s7
	v_add_u32_e32 v40, s5, v40
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshl_add_u64 v[48:49], v[40:41], 2, s[12:13]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[72:73], v[32:33], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[74:75], v[34:35], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v32, s7, v36
	v_mul_f32_e32 v33, s7, v37
	v_mul_f32_e32 v34, s7, v38
	v_mul_f32_e32 v35, s7, v39
	v_pk_fma_f32 v[36:37], v[24:25], s[6:7], v[72:73] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[38:39], v[22:23], s[6:7], v[74:75] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v32, s6, v28
	v_fmac_f32_e32 v33, s6, v29
	v_fmac_f32_e32 v34, s6, v26
	v_fmac_f32_e32 v35, s6, v27
	global_store_dwordx4 v[42:43], v[36:39], off
	global_store_dwordx4 v[42:43], v[32:35], off offset:128
	global_load_dwordx4 v[22:25], v[48:49], off
	global_load_dwordx4 v[26:29], v[48:49], off offset:128
	v_add_u32_e32 v32, s5, v40
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[34:35], v[32:33], 2, s[12:13]
	v_add_u32_e32 v32, s5, v32
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[12:13]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v22, s7, v22
	v_mul_f32_e32 v23, s7, v23
	v_mul_f32_e32 v24, s7, v24
	v_mul_f32_e32 v25, s7, v25
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v26, s7, v26
	v_mul_f32_e32 v27, s7, v27
	v_mul_f32_e32 v28, s7, v28
	v_mul_f32_e32 v29, s7, v29
	v_fmac_f32_e32 v22, s6, v70
	v_fmac_f32_e32 v23, s6, v71
	v_fmac_f32_e32 v24, s6, v93
	v_fmac_f32_e32 v25, s6, v69
	v_fmac_f32_e32 v26, s6, v92
	v_fmac_f32_e32 v27, s6, v68
	v_fmac_f32_e32 v28, s6, v91
	v_fmac_f32_e32 v29, s6, v10
	global_store_dwordx4 v[48:49], v[22:25], off
	global_store_dwordx4 v[48:49], v[26:29], off offset:128
	global_load_dwordx4 v[22:25], v[34:35], off
	s_nop 0
	global_load_dwordx4 v[26:29], v[34:35], off offset:128
	v_or_b32_e32 v10, 16, v14
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[36:37], v[22:23], s[0:1] op_sel_hi:[1,0]
	v_mul_f32_e32 v22, s7, v24
	v_mul_f32_e32 v23, s7, v25
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v24, s7, v26
	v_mul_f32_e32 v25, s7, v27
	v_mul_f32_e32 v26, s7, v28
	v_mul_f32_e32 v27, s7, v29
	v_pk_fma_f32 v[20:21], v[20:21], s[6:7], v[36:37] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v22, s6, v11
	v_fmac_f32_e32 v23, s6, v90
	v_fmac_f32_e32 v24, s6, v67
	v_fmac_f32_e32 v25, s6, v89
	v_fmac_f32_e32 v26, s6, v66
	v_fmac_f32_e32 v27, s6, v88
	global_store_dwordx4 v[34:35], v[20:23], off
	global_store_dwordx4 v[34:35], v[24:27], off offset:128
	global_load_dwordx4 v[20:23], v[32:33], off
	s_nop 0
	global_load_dwordx4 v[24:27], v[32:33], off offset:128
	v_mad_u64_u32 v[10:11], s[2:3], v10, s5, v[12:13]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[28:29], v[10:11], 2, s[12:13]
	v_or_b32_e32 v10, 17, v14
	v_mad_u64_u32 v[10:11], s[2:3], v10, s5, v[12:13]
	v_ashrrev_i32_e32 v11, 31, v10
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v20, s7, v20
	v_mul_f32_e32 v21, s7, v21
	v_mul_f32_e32 v22, s7, v22
	v_mul_f32_e32 v23, s7, v23
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v24, s7, v24
	v_mul_f32_e32 v25, s7, v25
	v_mul_f32_e32 v26, s7, v26
	v_mul_f32_e32 v27, s7, v27
	v_fmac_f32_e32 v20, s6, v65
	v_fmac_f32_e32 v21, s6, v64
	v_fmac_f32_e32 v22, s6, v63
	v_fmac_f32_e32 v23, s6, v62
	v_fmac_f32_e32 v24, s6, v61
	v_fmac_f32_e32 v25, s6, v60
	v_fmac_f32_e32 v26, s6, v59
	v_fmac_f32_e32 v27, s6, v58
	global_store_dwordx4 v[32:33], v[20:23], off
	global_store_dwordx4 v[32:33], v[24:27], off offset:128
	global_load_dwordx4 v[20:23], v[28:29], off
	s_nop 0
	global_load_dwordx4 v[24:27], v[28:29], off offset:128
	v_lshl_add_u64 v[32:33], v[10:11], 2, s[12:13]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[10:11], v[20:21], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[22:23], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v20, s7, v24
	v_mul_f32_e32 v21, s7, v25
	v_mul_f32_e32 v22, s7, v26
	v_mul_f32_e32 v23, s7, v27
	v_pk_fma_f32 v[8:9], v[8:9], s[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[6:7], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v20, s6, v87
	v_fmac_f32_e32 v21, s6, v57
	v_fmac_f32_e32 v22, s6, v86
	v_fmac_f32_e32 v23, s6, v4
	global_store_dwordx4 v[28:29], v[8:11], off
	global_store_dwordx4 v[28:29], v[20:23], off offset:128
	global_load_dwordx4 v[6:9], v[32:33], off
	s_nop 0
	global_load_dwordx4 v[20:23], v[32:33], off offset:128
	v_or_b32_e32 v4, 18, v14
	v_mad_u64_u32 v[10:11], s[2:3], v4, s5, v[12:13]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[24:25], v[10:11], 2, s[12:13]
	v_or_b32_e32 v14, 19, v14
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v6, s7, v6
	v_mul_f32_e32 v7, s7, v7
	v_mul_f32_e32 v8, s7, v8
	v_mul_f32_e32 v9, s7, v9
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v20, s7, v20
	v_mul_f32_e32 v21, s7, v21
	v_mul_f32_e32 v22, s7, v22
	v_mul_f32_e32 v23, s7, v23
	v_fmac_f32_e32 v6, s6, v5
	v_fmac_f32_e32 v7, s6, v54
	v_fmac_f32_e32 v8, s6, v53
	v_fmac_f32_e32 v9, s6, v52
	v_fmac_f32_e32 v20, s6, v56
	v_fmac_f32_e32 v21, s6, v85
	v_fmac_f32_e32 v22, s6, v55
	v_fmac_f32_e32 v23, s6, v84
	global_store_dwordx4 v[32:33], v[6:9], off
	global_store_dwordx4 v[32:33], v[20:23], off offset:128
	global_load_dwordx4 v[4:7], v[24:25], off
	s_nop 0
	global_load_dwordx4 v[8:11], v[24:25], off offset:128
	v_mad_u64_u32 v[20:21], s[2:3], v14, s5, v[12:13]
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[12:13]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[22:23], v[4:5], s[0:1] op_sel_hi:[1,0]
	v_mul_f32_e32 v4, s7, v6
	v_mul_f32_e32 v5, s7, v7
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v6, s7, v8
	v_mul_f32_e32 v7, s7, v9
	v_mul_f32_e32 v8, s7, v10
	v_mul_f32_e32 v9, s7, v11
	v_pk_fma_f32 v[2:3], v[2:3], s[6:7], v[22:23] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v4, s6, v47
	v_fmac_f32_e32 v5, s6, v51
	v_fmac_f32_e32 v6, s6, v46
	v_fmac_f32_e32 v7, s6, v50
	v_fmac_f32_e32 v8, s6, v45
	v_fmac_f32_e32 v9, s6, v0
	global_store_dwordx4 v[24:25], v[2:5], off
	global_store_dwordx4 v[24:25], v[6:9], off offset:128
	global_load_dwordx4 v[2:5], v[20:21], off
	s_nop 0
	global_load_dwordx4 v[6:9], v[20:21], off offset:128
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, s7, v2
	v_mul_f32_e32 v3, s7, v3
	v_mul_f32_e32 v4, s7, v4
	v_mul_f32_e32 v5, s7, v5
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v6, s7, v6
	v_mul_f32_e32 v7, s7, v7
	v_mul_f32_e32 v8, s7, v8
	v_mul_f32_e32 v9, s7, v9
	v_fmac_f32_e32 v2, s6, v1
	v_fmac_f32_e32 v3, s6, v19
	v_fmac_f32_e32 v4, s6, v17
	v_fmac_f32_e32 v5, s6, v44
	v_fmac_f32_e32 v6, s6, v15
	v_fmac_f32_e32 v7, s6, v31
	v_fmac_f32_e32 v8, s6, v13
	v_fmac_f32_e32 v9, s6, v30
	global_store_dwordx4 v[20:21], v[2:5], off
	global_store_dwordx4 v[20:21], v[6:9], off offset:128
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgemm_regtile
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 114
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 116
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
.Lfunc_end0:
	.size	sgemm_regtile, .Lfunc_end0-sgemm_regtile
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5236
; NumSgprs: 22
; NumVgprs: 114
; NumAgprs: 0
; TotalNumVgprs: 114
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 114
; AccumOffset: 116
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 28
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.type	__hip_cuid_aea6d7ba701e61b6,@object ; @__hip_cuid_aea6d7ba701e61b6
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_aea6d7ba701e61b6
__hip_cuid_aea6d7ba701e61b6:
	.byte	0                               ; 0x0
	.size	__hip_cuid_aea6d7ba701e61b6, 1

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_aea6d7ba701e61b6
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
    .name:           sgemm_regtile
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         sgemm_regtile.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     114
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
