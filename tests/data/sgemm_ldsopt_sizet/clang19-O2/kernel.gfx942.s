	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	sgemm_ldsopt_sizet      ; -- Begin function sgemm_ldsopt_sizet
	.globl	sgemm_ldsopt_sizet
	.p2align	8
	.type	sgemm_ldsopt_sizet,@function
sgemm_ldsopt_sizet:                     ; @sgemm_ldsopt_sizet
; %bb.0:                                ; %.preheader182
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_load_dwordx4 s[4:7], s[0:1], 0x1c
	v_lshrrev_b32_e32 v1, 3, v0
	s_lshl_b32 s14, s3, 7
	v_or_b32_e32 v2, s14, v1
	v_and_b32_e32 v20, 7, v0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, v2, s4
	v_add_u32_e32 v4, v2, v20
	v_ashrrev_i32_e32 v5, 31, v4
	s_lshl_b32 s0, s4, 4
	v_lshl_add_u64 v[18:19], v[4:5], 2, s[8:9]
	v_add_u32_e32 v4, s0, v2
	v_add_u32_e32 v6, v4, v20
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[22:23], v[6:7], 2, s[8:9]
	v_add_u32_e32 v6, s0, v4
	v_add_u32_e32 v8, v6, v20
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[24:25], v[8:9], 2, s[8:9]
	v_add_u32_e32 v8, s0, v6
	v_add_u32_e32 v10, v8, v20
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[26:27], v[10:11], 2, s[8:9]
	v_add_u32_e32 v10, s0, v8
	v_add_u32_e32 v12, v10, v20
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[28:29], v[12:13], 2, s[8:9]
	v_add_u32_e32 v12, s0, v10
	v_add_u32_e32 v14, v12, v20
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[30:31], v[14:15], 2, s[8:9]
	v_add_u32_e32 v14, s0, v12
	v_add_u32_e32 v16, v14, v20
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[32:33], v[16:17], 2, s[8:9]
	v_add_u32_e32 v16, s0, v14
	v_add_u32_e32 v34, v16, v20
	v_ashrrev_i32_e32 v35, 31, v34
	s_lshl_b32 s15, s2, 7
	v_lshl_add_u64 v[34:35], v[34:35], 2, s[8:9]
	global_load_dword v3, v[18:19], off
	global_load_dword v7, v[22:23], off
	global_load_dword v9, v[24:25], off
	global_load_dword v11, v[26:27], off
	global_load_dword v13, v[28:29], off
	global_load_dword v15, v[30:31], off
	global_load_dword v17, v[32:33], off
	global_load_dword v21, v[34:35], off
	v_or_b32_e32 v18, s15, v0
	v_add_u32_e32 v24, s5, v18
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[26:27], v[24:25], 2, s[10:11]
	v_add_u32_e32 v24, s5, v24
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[28:29], v[24:25], 2, s[10:11]
	v_add_u32_e32 v24, s5, v24
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[30:31], v[24:25], 2, s[10:11]
	v_add_u32_e32 v24, s5, v24
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[32:33], v[24:25], 2, s[10:11]
	v_add_u32_e32 v24, s5, v24
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[34:35], v[24:25], 2, s[10:11]
	v_add_u32_e32 v24, s5, v24
	v_ashrrev_i32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[36:37], v[24:25], 2, s[10:11]
	v_add_u32_e32 v24, s5, v24
	v_lshl_add_u64 v[22:23], v[18:19], 2, s[10:11]
	v_ashrrev_i32_e32 v25, 31, v24
	global_load_dword v38, v[22:23], off
	global_load_dword v39, v[26:27], off
	global_load_dword v40, v[28:29], off
	global_load_dword v41, v[30:31], off
	global_load_dword v42, v[32:33], off
	global_load_dword v43, v[34:35], off
	v_lshl_add_u64 v[22:23], v[24:25], 2, s[10:11]
	global_load_dword v24, v[36:37], off
	global_load_dword v25, v[22:23], off
	s_movk_i32 s0, 0x210
	v_lshlrev_b32_e32 v5, 2, v0
	v_lshlrev_b32_e32 v1, 2, v1
	v_add_u32_e32 v22, 0x80, v5
	v_mad_u32_u24 v1, v20, s0, v1
	v_accvgpr_write_b32 a4, v1
	s_mov_b32 s2, 0
	s_cmp_gt_i32 s4, 0
	s_waitcnt vmcnt(6)
	ds_write2st64_b32 v22, v38, v39 offset0:16 offset1:18
	ds_write2_b32 v1, v3, v7 offset1:16
	s_waitcnt vmcnt(4)
	ds_write2st64_b32 v22, v40, v41 offset0:20 offset1:22
	ds_write2_b32 v1, v9, v11 offset0:32 offset1:48
	s_waitcnt vmcnt(2)
	ds_write2st64_b32 v22, v42, v43 offset0:24 offset1:26
	ds_write2_b32 v1, v13, v15 offset0:64 offset1:80
	ds_write2_b32 v1, v17, v21 offset0:96 offset1:112
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v22, v24, v25 offset0:28 offset1:30
	v_bfe_u32 v1, v0, 3, 2
	v_lshlrev_b32_e32 v21, 2, v1
	v_lshlrev_b32_e32 v22, 2, v20
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.preheader182..preheader170_crit_edge
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v3, 2, v20
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr3
.LBB0_3:                                ; %Flow1437
	s_andn2_b64 vcc, exec, s[0:1]
	v_and_b32_e32 v0, 0x60, v0
	s_cbranch_vccnz .LBB0_10
; %bb.4:                                ; %.lr.ph
	v_accvgpr_write_b32 a0, v0
	v_or_b32_e32 v0, v21, v0
	v_lshlrev_b32_e32 v0, 2, v0
	v_accvgpr_write_b32 a7, v0
	v_mov_b32_e32 v0, 0x1080
	v_add_u32_e32 v1, 0x1080, v5
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[10:11]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_or_b32 v0, v20, 4, v0
	v_accvgpr_write_b32 a6, v1
	v_accvgpr_write_b32 a8, v18
	v_ashrrev_i32_e32 v15, 31, v14
	v_accvgpr_write_b32 a10, v0
	v_lshl_add_u64 v[0:1], v[16:17], 2, s[8:9]
	v_accvgpr_write_b32 a9, v19
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[18:19], v[0:1], 0, 32
	v_lshl_add_u64 v[0:1], v[14:15], 2, s[8:9]
	s_mul_i32 s0, s5, 9
	v_ashrrev_i32_e32 v11, 31, v10
	v_accvgpr_write_b32 a1, v21
	v_lshl_add_u64 v[20:21], v[0:1], 0, 32
	v_lshl_add_u64 v[0:1], v[12:13], 2, s[8:9]
	v_accvgpr_write_b32 a11, s0
	s_mul_i32 s0, s5, 10
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[24:25], v[0:1], 0, 32
	v_lshl_add_u64 v[0:1], v[10:11], 2, s[8:9]
	v_accvgpr_write_b32 a28, s0
	s_mul_i32 s0, s5, 11
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[26:27], v[0:1], 0, 32
	v_lshl_add_u64 v[0:1], v[8:9], 2, s[8:9]
	v_accvgpr_write_b32 a29, s0
	s_mul_i32 s0, s5, 12
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[28:29], v[0:1], 0, 32
	v_lshl_add_u64 v[0:1], v[6:7], 2, s[8:9]
	v_accvgpr_write_b32 a30, s0
	s_mul_i32 s0, s5, 13
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[30:31], v[0:1], 0, 32
	v_lshl_add_u64 v[0:1], v[4:5], 2, s[8:9]
	v_accvgpr_write_b32 a31, s0
	s_mul_i32 s0, s5, 14
	v_mov_b32_e32 v23, 0
	v_lshl_add_u64 v[32:33], v[0:1], 0, 32
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[8:9]
	s_lshl_b32 s8, s5, 3
	v_accvgpr_write_b32 a32, s0
	s_mul_i32 s0, s5, 15
	v_accvgpr_write_b32 a2, v22
	v_lshl_add_u64 v[34:35], v[0:1], 0, 32
	v_accvgpr_write_b32 a33, s0
	s_mov_b32 s9, 0
	s_mov_b32 s10, 8
	v_accvgpr_write_b32 a34, s8
	v_mov_b32_e32 v227, v23
	v_mov_b32_e32 v226, v23
	v_mov_b32_e32 v225, v23
	v_mov_b32_e32 v224, v23
	v_mov_b32_e32 v223, v23
	v_mov_b32_e32 v222, v23
	v_mov_b32_e32 v221, v23
	v_mov_b32_e32 v220, v23
	v_mov_b32_e32 v219, v23
	v_mov_b32_e32 v218, v23
	v_mov_b32_e32 v217, v23
	v_mov_b32_e32 v216, v23
	v_mov_b32_e32 v215, v23
	v_mov_b32_e32 v214, v23
	v_mov_b32_e32 v213, v23
	v_mov_b32_e32 v212, v23
	v_mov_b32_e32 v211, v23
	v_mov_b32_e32 v210, v23
	v_mov_b32_e32 v209, v23
	v_mov_b32_e32 v208, v23
	v_mov_b32_e32 v207, v23
	v_mov_b32_e32 v206, v23
	v_mov_b32_e32 v205, v23
	v_mov_b32_e32 v204, v23
	v_mov_b32_e32 v203, v23
	v_mov_b32_e32 v202, v23
	v_mov_b32_e32 v201, v23
	v_mov_b32_e32 v200, v23
	v_mov_b32_e32 v199, v23
	v_mov_b32_e32 v198, v23
	v_mov_b32_e32 v197, v23
	v_mov_b32_e32 v196, v23
	v_mov_b32_e32 v195, v23
	v_mov_b32_e32 v194, v23
	v_mov_b32_e32 v193, v23
	v_mov_b32_e32 v192, v23
	v_mov_b32_e32 v255, v23
	v_mov_b32_e32 v254, v23
	v_mov_b32_e32 v253, v23
	v_mov_b32_e32 v252, v23
	v_mov_b32_e32 v251, v23
	v_mov_b32_e32 v250, v23
	v_mov_b32_e32 v249, v23
	v_mov_b32_e32 v248, v23
	v_mov_b32_e32 v247, v23
	v_mov_b32_e32 v246, v23
	v_mov_b32_e32 v245, v23
	v_mov_b32_e32 v244, v23
	v_mov_b32_e32 v243, v23
	v_mov_b32_e32 v242, v23
	v_mov_b32_e32 v241, v23
	v_mov_b32_e32 v240, v23
	v_mov_b32_e32 v239, v23
	v_mov_b32_e32 v238, v23
	v_mov_b32_e32 v237, v23
	v_mov_b32_e32 v236, v23
	v_mov_b32_e32 v235, v23
	v_mov_b32_e32 v234, v23
	v_mov_b32_e32 v233, v23
	v_mov_b32_e32 v232, v23
	v_mov_b32_e32 v231, v23
	v_accvgpr_write_b32 a54, v23
	v_accvgpr_write_b32 a55, v23
	v_accvgpr_write_b32 a52, v23
	v_mov_b32_e32 v44, v23
	v_mov_b32_e32 v45, v23
	v_mov_b32_e32 v52, v23
	v_mov_b32_e32 v53, v23
	v_mov_b32_e32 v50, v23
	v_mov_b32_e32 v51, v23
	v_mov_b32_e32 v48, v23
	v_mov_b32_e32 v49, v23
	v_mov_b32_e32 v42, v23
	v_mov_b32_e32 v43, v23
	v_mov_b32_e32 v40, v23
	v_mov_b32_e32 v41, v23
	v_mov_b32_e32 v38, v23
	v_mov_b32_e32 v39, v23
	v_mov_b32_e32 v36, v23
	v_mov_b32_e32 v37, v23
	v_mov_b32_e32 v66, v23
	v_mov_b32_e32 v67, v23
	v_mov_b32_e32 v46, v23
	v_mov_b32_e32 v47, v23
	v_mov_b32_e32 v62, v23
	v_mov_b32_e32 v63, v23
	v_mov_b32_e32 v64, v23
	v_mov_b32_e32 v65, v23
	v_mov_b32_e32 v58, v23
	v_mov_b32_e32 v59, v23
	v_mov_b32_e32 v60, v23
	v_mov_b32_e32 v61, v23
	v_mov_b32_e32 v54, v23
	v_mov_b32_e32 v55, v23
	v_mov_b32_e32 v56, v23
	v_mov_b32_e32 v57, v23
	v_mov_b32_e32 v68, v23
	v_mov_b32_e32 v69, v23
	v_mov_b32_e32 v70, v23
	v_mov_b32_e32 v71, v23
	v_mov_b32_e32 v72, v23
	v_mov_b32_e32 v73, v23
	v_mov_b32_e32 v74, v23
	v_mov_b32_e32 v75, v23
	v_mov_b32_e32 v76, v23
	v_mov_b32_e32 v77, v23
	v_mov_b32_e32 v112, v23
	v_mov_b32_e32 v113, v23
	v_mov_b32_e32 v114, v23
	v_mov_b32_e32 v115, v23
	v_mov_b32_e32 v116, v23
	v_mov_b32_e32 v117, v23
	v_mov_b32_e32 v80, v23
	v_mov_b32_e32 v81, v23
	v_mov_b32_e32 v78, v23
	v_mov_b32_e32 v79, v23
	v_mov_b32_e32 v84, v23
	v_mov_b32_e32 v85, v23
	v_mov_b32_e32 v82, v23
	v_mov_b32_e32 v83, v23
	v_mov_b32_e32 v120, v23
	v_mov_b32_e32 v121, v23
	v_mov_b32_e32 v118, v23
	v_mov_b32_e32 v119, v23
	v_mov_b32_e32 v124, v23
	v_mov_b32_e32 v125, v23
	v_mov_b32_e32 v122, v23
	v_accvgpr_write_b32 a3, v23
	v_mov_b32_e32 v123, v23
                                        ; implicit-def: $agpr35
                                        ; implicit-def: $agpr37
                                        ; implicit-def: $agpr39
                                        ; implicit-def: $agpr40
                                        ; implicit-def: $agpr41
                                        ; implicit-def: $agpr42
                                        ; implicit-def: $agpr43
                                        ; implicit-def: $agpr44
                                        ; implicit-def: $agpr45
                                        ; implicit-def: $agpr46
                                        ; implicit-def: $agpr47
                                        ; implicit-def: $agpr48
                                        ; implicit-def: $agpr49
                                        ; implicit-def: $agpr50
                                        ; implicit-def: $agpr51
                                        ; implicit-def: $agpr53
	s_branch .LBB0_6
.LBB0_5:                                ; %.loopexit
                                        ;   in Loop: Header=BB0_6 Depth=1
	v_accvgpr_read_b32 v229, a119
	v_accvgpr_read_b32 v228, a118
	v_pk_fma_f32 v[228:229], v[188:189], v[184:185], v[228:229] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a118, v228
	v_accvgpr_write_b32 a119, v229
	v_accvgpr_read_b32 v229, a103
	v_accvgpr_read_b32 v228, a102
	v_pk_fma_f32 v[228:229], v[190:191], v[184:185], v[228:229] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a102, v228
	v_accvgpr_write_b32 a103, v229
	v_accvgpr_read_b32 v229, a117
	v_accvgpr_read_b32 v228, a116
	v_pk_fma_f32 v[228:229], v[188:189], v[186:187], v[228:229] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a116, v228
	v_accvgpr_write_b32 a117, v229
	v_accvgpr_read_b32 v229, a101
	v_accvgpr_read_b32 v228, a100
	v_pk_fma_f32 v[228:229], v[190:191], v[186:187], v[228:229] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a100, v228
	v_accvgpr_write_b32 a101, v229
	v_accvgpr_read_b32 v229, a115
	v_accvgpr_read_b32 v228, a114
	v_pk_fma_f32 v[228:229], v[188:189], v[180:181], v[228:229] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a114, v228
	v_accvgpr_write_b32 a115, v229
	v_accvgpr_read_b32 v229, a99
	v_accvgpr_read_b32 v228, a98
	v_pk_fma_f32 v[228:229], v[190:191], v[180:181], v[228:229] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a98, v228
	v_accvgpr_write_b32 a99, v229
	v_accvgpr_read_b32 v229, a113
	v_accvgpr_read_b32 v228, a112
	v_pk_fma_f32 v[228:229], v[188:189], v[182:183], v[228:229] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a112, v228
	v_accvgpr_write_b32 a113, v229
	v_accvgpr_read_b32 v229, a97
	v_accvgpr_read_b32 v228, a96
	v_pk_fma_f32 v[228:229], v[190:191], v[182:183], v[228:229] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a96, v228
	v_accvgpr_write_b32 a97, v229
	v_accvgpr_read_b32 v229, a111
	v_accvgpr_read_b32 v228, a110
	v_pk_fma_f32 v[228:229], v[188:189], v[176:177], v[228:229] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a110, v228
	v_accvgpr_write_b32 a111, v229
	v_accvgpr_read_b32 v229, a95
	v_accvgpr_read_b32 v228, a94
	v_pk_fma_f32 v[228:229], v[190:191], v[176:177], v[228:229] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a94, v228
	v_accvgpr_write_b32 a95, v229
	v_accvgpr_read_b32 v229, a109
	v_accvgpr_read_b32 v228, a108
	v_pk_fma_f32 v[228:229], v[188:189], v[178:179], v[228:229] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a108, v228
	v_accvgpr_write_b32 a109, v229
	v_accvgpr_read_b32 v229, a93
	v_accvgpr_read_b32 v228, a92
	v_pk_fma_f32 v[228:229], v[190:191], v[178:179], v[228:229] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a92, v228
	v_accvgpr_write_b32 a93, v229
	v_accvgpr_read_b32 v229, a107
	v_accvgpr_read_b32 v228, a106
	v_pk_fma_f32 v[228:229], v[188:189], v[172:173], v[228:229] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a106, v228
	v_accvgpr_write_b32 a107, v229
	v_accvgpr_read_b32 v229, a91
	v_accvgpr_read_b32 v228, a90
	v_pk_fma_f32 v[228:229], v[190:191], v[172:173], v[228:229] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a90, v228
	v_accvgpr_write_b32 a91, v229
	v_accvgpr_read_b32 v229, a105
	v_accvgpr_read_b32 v228, a104
	v_fmac_f32_e32 v227, v189, v184
	v_fmac_f32_e32 v226, v189, v185
	v_fmac_f32_e32 v225, v189, v186
	v_fmac_f32_e32 v224, v189, v187
	v_fmac_f32_e32 v223, v189, v180
	v_fmac_f32_e32 v222, v189, v181
	v_fmac_f32_e32 v221, v189, v182
	v_fmac_f32_e32 v220, v189, v183
	v_fmac_f32_e32 v219, v189, v176
	v_fmac_f32_e32 v218, v189, v177
	v_fmac_f32_e32 v217, v189, v178
	v_fmac_f32_e32 v216, v189, v179
	v_fmac_f32_e32 v215, v189, v172
	v_fmac_f32_e32 v214, v189, v173
	v_pk_fma_f32 v[228:229], v[188:189], v[174:175], v[228:229] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v213, v189, v174
	v_fmac_f32_e32 v212, v189, v175
	v_accvgpr_read_b32 v189, a89
	v_accvgpr_read_b32 v188, a88
	v_pk_fma_f32 v[188:189], v[190:191], v[174:175], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a88, v188
	v_accvgpr_write_b32 a89, v189
	v_accvgpr_read_b32 v189, a73
	v_accvgpr_read_b32 v188, a72
	v_fmac_f32_e32 v211, v191, v184
	v_fmac_f32_e32 v210, v191, v185
	v_fmac_f32_e32 v209, v191, v186
	v_fmac_f32_e32 v208, v191, v187
	v_fmac_f32_e32 v207, v191, v180
	v_fmac_f32_e32 v206, v191, v181
	v_fmac_f32_e32 v205, v191, v182
	v_fmac_f32_e32 v204, v191, v183
	v_fmac_f32_e32 v203, v191, v176
	v_fmac_f32_e32 v202, v191, v177
	v_fmac_f32_e32 v201, v191, v178
	v_fmac_f32_e32 v200, v191, v179
	v_fmac_f32_e32 v199, v191, v172
	v_fmac_f32_e32 v198, v191, v173
	v_fmac_f32_e32 v197, v191, v174
	v_fmac_f32_e32 v196, v191, v175
	v_pk_fma_f32 v[190:191], v[168:169], v[184:185], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v189, a57
	v_accvgpr_read_b32 v188, a56
	v_pk_fma_f32 v[188:189], v[170:171], v[184:185], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a56, v188
	v_accvgpr_write_b32 a57, v189
	v_accvgpr_read_b32 v189, a75
	v_accvgpr_read_b32 v188, a74
	v_pk_fma_f32 v[188:189], v[168:169], v[186:187], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a72, v188
	v_accvgpr_write_b32 a73, v189
	v_accvgpr_read_b32 v189, a59
	v_accvgpr_read_b32 v188, a58
	v_pk_fma_f32 v[188:189], v[170:171], v[186:187], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a58, v188
	v_accvgpr_write_b32 a59, v189
	v_accvgpr_read_b32 v189, a79
	v_accvgpr_read_b32 v188, a78
	v_fmac_f32_e32 v193, v169, v186
	v_fmac_f32_e32 v192, v169, v187
	v_fmac_f32_e32 v241, v171, v186
	v_fmac_f32_e32 v240, v171, v187
	v_accvgpr_read_b32 v187, a61
	v_pk_fma_f32 v[188:189], v[168:169], v[182:183], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v186, a60
	v_accvgpr_write_b32 a60, v188
	v_accvgpr_write_b32 a61, v189
	v_accvgpr_read_b32 v189, a63
	v_accvgpr_read_b32 v188, a62
	v_pk_fma_f32 v[188:189], v[170:171], v[182:183], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a62, v188
	v_accvgpr_write_b32 a63, v189
	v_accvgpr_read_b32 v189, a83
	v_accvgpr_read_b32 v188, a82
	v_fmac_f32_e32 v253, v169, v182
	v_fmac_f32_e32 v252, v169, v183
	v_fmac_f32_e32 v237, v171, v182
	v_fmac_f32_e32 v236, v171, v183
	v_accvgpr_read_b32 v183, a65
	v_pk_fma_f32 v[188:189], v[168:169], v[178:179], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v182, a64
	v_accvgpr_write_b32 a64, v188
	v_accvgpr_write_b32 a65, v189
	v_accvgpr_read_b32 v189, a67
	v_accvgpr_read_b32 v188, a66
	v_pk_fma_f32 v[188:189], v[170:171], v[178:179], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a66, v188
	v_accvgpr_write_b32 a67, v189
	v_accvgpr_read_b32 v189, a87
	v_accvgpr_read_b32 v188, a86
	v_fmac_f32_e32 v249, v169, v178
	v_fmac_f32_e32 v248, v169, v179
	v_fmac_f32_e32 v233, v171, v178
	v_fmac_f32_e32 v232, v171, v179
	v_accvgpr_read_b32 v179, a69
	v_pk_fma_f32 v[188:189], v[168:169], v[174:175], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v178, a68
	v_accvgpr_write_b32 a68, v188
	v_fmac_f32_e32 v195, v169, v184
	v_fmac_f32_e32 v194, v169, v185
	v_fmac_f32_e32 v243, v171, v184
	v_fmac_f32_e32 v242, v171, v185
	v_accvgpr_read_b32 v185, a77
	v_accvgpr_write_b32 a69, v189
	v_accvgpr_read_b32 v189, a101
	v_accvgpr_read_b32 v184, a76
	v_accvgpr_read_b32 v188, a100
	v_accvgpr_write_b32 a104, v228
	v_pk_fma_f32 v[184:185], v[168:169], v[180:181], v[184:185] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v255, v169, v180
	v_fmac_f32_e32 v254, v169, v181
	v_pk_fma_f32 v[186:187], v[170:171], v[180:181], v[186:187] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v239, v171, v180
	v_fmac_f32_e32 v238, v171, v181
	v_accvgpr_read_b32 v181, a81
	v_pk_fma_f32 v[188:189], v[166:167], v[162:163], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a105, v229
	v_accvgpr_read_b32 v180, a80
	v_accvgpr_read_b32 v230, a54
	v_accvgpr_read_b32 v229, a55
	v_accvgpr_write_b32 a54, v188
	v_pk_fma_f32 v[180:181], v[168:169], v[176:177], v[180:181] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v251, v169, v176
	v_fmac_f32_e32 v250, v169, v177
	v_pk_fma_f32 v[182:183], v[170:171], v[176:177], v[182:183] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v235, v171, v176
	v_fmac_f32_e32 v234, v171, v177
	v_accvgpr_read_b32 v177, a85
	v_accvgpr_write_b32 a55, v189
	v_accvgpr_read_b32 v189, a115
	v_accvgpr_read_b32 v176, a84
	v_accvgpr_read_b32 v188, a114
	v_pk_fma_f32 v[176:177], v[168:169], v[172:173], v[176:177] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v247, v169, v172
	v_fmac_f32_e32 v246, v169, v173
	v_fmac_f32_e32 v245, v169, v174
	v_fmac_f32_e32 v244, v169, v175
	v_accvgpr_read_b32 v169, a71
	v_pk_fma_f32 v[188:189], v[164:165], v[156:157], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v168, a70
	v_accvgpr_write_b32 a70, v188
	v_accvgpr_write_b32 a71, v189
	v_accvgpr_read_b32 v189, a99
	v_accvgpr_read_b32 v188, a98
	v_pk_fma_f32 v[188:189], v[166:167], v[156:157], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a74, v188
	v_accvgpr_write_b32 a75, v189
	v_accvgpr_read_b32 v189, a113
	v_accvgpr_read_b32 v188, a112
	v_pk_fma_f32 v[188:189], v[164:165], v[158:159], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a76, v188
	v_accvgpr_write_b32 a77, v189
	v_accvgpr_read_b32 v189, a97
	v_accvgpr_read_b32 v188, a96
	v_pk_fma_f32 v[188:189], v[166:167], v[158:159], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a78, v188
	v_accvgpr_write_b32 a79, v189
	v_accvgpr_read_b32 v189, a111
	v_accvgpr_read_b32 v188, a110
	v_pk_fma_f32 v[188:189], v[164:165], v[152:153], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a80, v188
	v_accvgpr_write_b32 a81, v189
	v_accvgpr_read_b32 v189, a95
	v_accvgpr_read_b32 v188, a94
	v_pk_fma_f32 v[188:189], v[166:167], v[152:153], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a82, v188
	v_accvgpr_write_b32 a83, v189
	v_accvgpr_read_b32 v189, a109
	v_accvgpr_read_b32 v188, a108
	v_pk_fma_f32 v[188:189], v[164:165], v[154:155], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a84, v188
	v_accvgpr_write_b32 a85, v189
	v_accvgpr_read_b32 v189, a93
	v_accvgpr_read_b32 v188, a92
	v_pk_fma_f32 v[188:189], v[166:167], v[154:155], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a86, v188
	v_accvgpr_write_b32 a87, v189
	v_accvgpr_read_b32 v189, a107
	v_accvgpr_read_b32 v188, a106
	v_pk_fma_f32 v[188:189], v[164:165], v[148:149], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a92, v188
	v_accvgpr_write_b32 a93, v189
	v_accvgpr_read_b32 v189, a91
	v_accvgpr_read_b32 v188, a90
	v_pk_fma_f32 v[188:189], v[166:167], v[148:149], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v228, a52
	v_accvgpr_write_b32 a90, v188
	v_pk_fma_f32 v[178:179], v[170:171], v[172:173], v[178:179] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[168:169], v[170:171], v[174:175], v[168:169] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v231, v171, v172
	v_fmac_f32_e32 v230, v171, v173
	v_fmac_f32_e32 v229, v171, v174
	v_fmac_f32_e32 v228, v171, v175
	v_accvgpr_read_b32 v171, a119
	v_accvgpr_read_b32 v175, a117
	v_accvgpr_write_b32 a91, v189
	v_accvgpr_read_b32 v189, a105
	v_accvgpr_read_b32 v170, a118
	v_accvgpr_read_b32 v174, a116
	v_accvgpr_read_b32 v188, a104
	v_pk_fma_f32 v[170:171], v[164:165], v[160:161], v[170:171] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v227, v165, v160
	v_fmac_f32_e32 v226, v165, v161
	v_pk_fma_f32 v[174:175], v[164:165], v[162:163], v[174:175] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v225, v165, v162
	v_fmac_f32_e32 v224, v165, v163
	v_fmac_f32_e32 v223, v165, v156
	v_fmac_f32_e32 v222, v165, v157
	v_fmac_f32_e32 v221, v165, v158
	v_fmac_f32_e32 v220, v165, v159
	v_fmac_f32_e32 v219, v165, v152
	v_fmac_f32_e32 v218, v165, v153
	v_fmac_f32_e32 v217, v165, v154
	v_fmac_f32_e32 v216, v165, v155
	v_fmac_f32_e32 v215, v165, v148
	v_fmac_f32_e32 v214, v165, v149
	v_pk_fma_f32 v[188:189], v[164:165], v[150:151], v[188:189] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v213, v165, v150
	v_fmac_f32_e32 v212, v165, v151
	v_accvgpr_read_b32 v165, a89
	v_accvgpr_read_b32 v164, a88
	v_pk_fma_f32 v[164:165], v[166:167], v[150:151], v[164:165] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a88, v164
	v_accvgpr_write_b32 a89, v165
	v_accvgpr_read_b32 v165, a59
	v_accvgpr_write_b32 a94, v188
	v_accvgpr_read_b32 v164, a58
	v_accvgpr_write_b32 a95, v189
	v_accvgpr_read_b32 v189, a57
	v_pk_fma_f32 v[164:165], v[146:147], v[162:163], v[164:165] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v188, a56
	v_accvgpr_write_b32 a56, v164
	v_accvgpr_read_b32 v173, a103
	v_accvgpr_write_b32 a57, v165
	v_accvgpr_read_b32 v165, a61
	v_accvgpr_read_b32 v172, a102
	v_accvgpr_read_b32 v164, a60
	v_pk_fma_f32 v[172:173], v[166:167], v[160:161], v[172:173] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v211, v167, v160
	v_fmac_f32_e32 v210, v167, v161
	v_fmac_f32_e32 v209, v167, v162
	v_fmac_f32_e32 v208, v167, v163
	v_fmac_f32_e32 v207, v167, v156
	v_fmac_f32_e32 v206, v167, v157
	v_fmac_f32_e32 v205, v167, v158
	v_fmac_f32_e32 v204, v167, v159
	v_fmac_f32_e32 v203, v167, v152
	v_fmac_f32_e32 v202, v167, v153
	v_fmac_f32_e32 v201, v167, v154
	v_fmac_f32_e32 v200, v167, v155
	v_fmac_f32_e32 v199, v167, v148
	v_fmac_f32_e32 v198, v167, v149
	v_fmac_f32_e32 v197, v167, v150
	v_fmac_f32_e32 v196, v167, v151
	v_pk_fma_f32 v[166:167], v[144:145], v[160:161], v[190:191] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v195, v145, v160
	v_fmac_f32_e32 v194, v145, v161
	v_pk_fma_f32 v[188:189], v[146:147], v[160:161], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v191, a73
	v_fmac_f32_e32 v243, v147, v160
	v_fmac_f32_e32 v242, v147, v161
	v_pk_fma_f32 v[160:161], v[144:145], v[156:157], v[184:185] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[184:185], v[144:145], v[158:159], v[164:165] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v165, a63
	v_accvgpr_read_b32 v190, a72
	v_accvgpr_read_b32 v164, a62
	v_pk_fma_f32 v[190:191], v[144:145], v[162:163], v[190:191] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v193, v145, v162
	v_fmac_f32_e32 v192, v145, v163
	v_fmac_f32_e32 v241, v147, v162
	v_fmac_f32_e32 v240, v147, v163
	v_pk_fma_f32 v[162:163], v[146:147], v[156:157], v[186:187] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[186:187], v[146:147], v[158:159], v[164:165] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v165, a65
	v_accvgpr_read_b32 v164, a64
	v_fmac_f32_e32 v255, v145, v156
	v_fmac_f32_e32 v254, v145, v157
	v_fmac_f32_e32 v239, v147, v156
	v_fmac_f32_e32 v238, v147, v157
	v_pk_fma_f32 v[156:157], v[144:145], v[152:153], v[180:181] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[180:181], v[144:145], v[154:155], v[164:165] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v165, a67
	v_accvgpr_read_b32 v164, a66
	v_fmac_f32_e32 v253, v145, v158
	v_fmac_f32_e32 v252, v145, v159
	v_fmac_f32_e32 v237, v147, v158
	v_fmac_f32_e32 v236, v147, v159
	v_pk_fma_f32 v[158:159], v[146:147], v[152:153], v[182:183] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[182:183], v[146:147], v[154:155], v[164:165] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v165, a69
	v_accvgpr_read_b32 v164, a68
	v_fmac_f32_e32 v251, v145, v152
	v_fmac_f32_e32 v250, v145, v153
	v_fmac_f32_e32 v235, v147, v152
	v_fmac_f32_e32 v234, v147, v153
	v_pk_fma_f32 v[152:153], v[144:145], v[148:149], v[176:177] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[176:177], v[144:145], v[150:151], v[164:165] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v165, a55
	v_accvgpr_read_b32 v164, a54
	v_fmac_f32_e32 v249, v145, v154
	v_fmac_f32_e32 v248, v145, v155
	v_fmac_f32_e32 v247, v145, v148
	v_fmac_f32_e32 v246, v145, v149
	v_fmac_f32_e32 v245, v145, v150
	v_fmac_f32_e32 v244, v145, v151
	v_pk_fma_f32 v[144:145], v[146:147], v[150:151], v[168:169] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[168:169], v[142:143], v[138:139], v[164:165] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v165, a71
	v_accvgpr_read_b32 v164, a70
	v_fmac_f32_e32 v233, v147, v154
	v_fmac_f32_e32 v232, v147, v155
	v_pk_fma_f32 v[154:155], v[146:147], v[148:149], v[178:179] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v231, v147, v148
	v_fmac_f32_e32 v230, v147, v149
	v_fmac_f32_e32 v229, v147, v150
	v_fmac_f32_e32 v228, v147, v151
	v_pk_fma_f32 v[146:147], v[140:141], v[136:137], v[170:171] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[170:171], v[140:141], v[132:133], v[164:165] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v165, a75
	v_accvgpr_read_b32 v164, a74
	v_pk_fma_f32 v[148:149], v[142:143], v[136:137], v[172:173] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[172:173], v[142:143], v[132:133], v[164:165] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v165, a77
	v_accvgpr_read_b32 v164, a76
	v_pk_fma_f32 v[150:151], v[140:141], v[138:139], v[174:175] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[174:175], v[140:141], v[134:135], v[164:165] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v165, a79
	v_accvgpr_read_b32 v164, a78
	v_pk_fma_f32 v[178:179], v[142:143], v[134:135], v[164:165] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v165, a81
	v_accvgpr_read_b32 v164, a80
	v_pk_fma_f32 v[164:165], v[140:141], v[128:129], v[164:165] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a54, v164
	v_accvgpr_write_b32 a55, v165
	v_accvgpr_read_b32 v165, a83
	v_accvgpr_read_b32 v164, a82
	v_pk_fma_f32 v[164:165], v[142:143], v[128:129], v[164:165] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a58, v164
	v_accvgpr_write_b32 a59, v165
	v_accvgpr_read_b32 v165, a85
	v_accvgpr_read_b32 v164, a84
	v_pk_fma_f32 v[164:165], v[140:141], v[130:131], v[164:165] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a60, v164
	v_accvgpr_write_b32 a61, v165
	v_accvgpr_read_b32 v165, a87
	v_accvgpr_read_b32 v164, a86
	v_pk_fma_f32 v[164:165], v[142:143], v[130:131], v[164:165] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a62, v164
	v_accvgpr_write_b32 a63, v165
	v_accvgpr_read_b32 v165, a93
	v_accvgpr_read_b32 v164, a92
	v_pk_fma_f32 v[164:165], v[140:141], v[124:125], v[164:165] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a64, v164
	v_accvgpr_write_b32 a65, v165
	v_accvgpr_read_b32 v165, a91
	v_accvgpr_read_b32 v164, a90
	v_pk_fma_f32 v[164:165], v[142:143], v[124:125], v[164:165] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a66, v164
	v_accvgpr_write_b32 a67, v165
	v_accvgpr_read_b32 v165, a95
	v_accvgpr_read_b32 v164, a94
	v_pk_fma_f32 v[164:165], v[140:141], v[126:127], v[164:165] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a68, v164
	v_fmac_f32_e32 v227, v141, v136
	v_fmac_f32_e32 v226, v141, v137
	v_fmac_f32_e32 v225, v141, v138
	v_fmac_f32_e32 v224, v141, v139
	v_fmac_f32_e32 v223, v141, v132
	v_fmac_f32_e32 v222, v141, v133
	v_fmac_f32_e32 v221, v141, v134
	v_fmac_f32_e32 v220, v141, v135
	v_fmac_f32_e32 v219, v141, v128
	v_fmac_f32_e32 v218, v141, v129
	v_fmac_f32_e32 v217, v141, v130
	v_fmac_f32_e32 v216, v141, v131
	v_fmac_f32_e32 v215, v141, v124
	v_fmac_f32_e32 v214, v141, v125
	v_accvgpr_write_b32 a69, v165
	v_fmac_f32_e32 v213, v141, v126
	v_fmac_f32_e32 v212, v141, v127
	v_accvgpr_read_b32 v141, a89
	v_pk_fma_f32 v[164:165], v[122:123], v[136:137], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v189, a57
	v_accvgpr_read_b32 v140, a88
	v_accvgpr_read_b32 v188, a56
	v_fmac_f32_e32 v211, v143, v136
	v_fmac_f32_e32 v210, v143, v137
	v_fmac_f32_e32 v209, v143, v138
	v_fmac_f32_e32 v208, v143, v139
	v_fmac_f32_e32 v207, v143, v132
	v_fmac_f32_e32 v206, v143, v133
	v_fmac_f32_e32 v205, v143, v134
	v_fmac_f32_e32 v204, v143, v135
	v_fmac_f32_e32 v203, v143, v128
	v_fmac_f32_e32 v202, v143, v129
	v_fmac_f32_e32 v201, v143, v130
	v_fmac_f32_e32 v200, v143, v131
	v_fmac_f32_e32 v199, v143, v124
	v_fmac_f32_e32 v198, v143, v125
	v_pk_fma_f32 v[140:141], v[142:143], v[126:127], v[140:141] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v197, v143, v126
	v_fmac_f32_e32 v196, v143, v127
	v_pk_fma_f32 v[142:143], v[120:121], v[136:137], v[166:167] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v195, v121, v136
	v_fmac_f32_e32 v194, v121, v137
	v_pk_fma_f32 v[166:167], v[120:121], v[138:139], v[190:191] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v193, v121, v138
	v_fmac_f32_e32 v192, v121, v139
	v_pk_fma_f32 v[188:189], v[122:123], v[138:139], v[188:189] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v243, v123, v136
	v_fmac_f32_e32 v242, v123, v137
	v_fmac_f32_e32 v241, v123, v138
	v_fmac_f32_e32 v240, v123, v139
	v_pk_fma_f32 v[136:137], v[120:121], v[132:133], v[160:161] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v255, v121, v132
	v_fmac_f32_e32 v254, v121, v133
	v_pk_fma_f32 v[138:139], v[122:123], v[132:133], v[162:163] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[160:161], v[120:121], v[134:135], v[184:185] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v253, v121, v134
	v_fmac_f32_e32 v252, v121, v135
	v_pk_fma_f32 v[162:163], v[122:123], v[134:135], v[186:187] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v239, v123, v132
	v_fmac_f32_e32 v238, v123, v133
	v_fmac_f32_e32 v237, v123, v134
	v_fmac_f32_e32 v236, v123, v135
	v_pk_fma_f32 v[132:133], v[120:121], v[128:129], v[156:157] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v251, v121, v128
	v_fmac_f32_e32 v250, v121, v129
	v_pk_fma_f32 v[134:135], v[122:123], v[128:129], v[158:159] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[156:157], v[120:121], v[130:131], v[180:181] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v249, v121, v130
	v_fmac_f32_e32 v248, v121, v131
	v_pk_fma_f32 v[158:159], v[122:123], v[130:131], v[182:183] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v235, v123, v128
	v_fmac_f32_e32 v234, v123, v129
	v_fmac_f32_e32 v233, v123, v130
	v_fmac_f32_e32 v232, v123, v131
	v_pk_fma_f32 v[128:129], v[120:121], v[124:125], v[152:153] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v247, v121, v124
	v_fmac_f32_e32 v246, v121, v125
	v_pk_fma_f32 v[130:131], v[122:123], v[124:125], v[154:155] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[152:153], v[120:121], v[126:127], v[176:177] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v245, v121, v126
	v_fmac_f32_e32 v244, v121, v127
	v_pk_fma_f32 v[120:121], v[122:123], v[126:127], v[144:145] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v231, v123, v124
	v_fmac_f32_e32 v230, v123, v125
	v_fmac_f32_e32 v229, v123, v126
	v_fmac_f32_e32 v228, v123, v127
	v_pk_fma_f32 v[122:123], v[116:117], v[112:113], v[146:147] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[124:125], v[118:119], v[112:113], v[148:149] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[126:127], v[116:117], v[114:115], v[150:151] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[144:145], v[118:119], v[114:115], v[168:169] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[146:147], v[116:117], v[108:109], v[170:171] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[148:149], v[118:119], v[108:109], v[172:173] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[150:151], v[116:117], v[110:111], v[174:175] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[154:155], v[118:119], v[110:111], v[178:179] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v169, a55
	v_accvgpr_read_b32 v171, a59
	v_accvgpr_read_b32 v173, a61
	v_accvgpr_read_b32 v175, a63
	v_accvgpr_read_b32 v177, a65
	v_accvgpr_read_b32 v179, a67
	v_accvgpr_read_b32 v181, a69
	v_accvgpr_read_b32 v168, a54
	v_accvgpr_read_b32 v170, a58
	v_accvgpr_read_b32 v172, a60
	v_accvgpr_read_b32 v174, a62
	v_accvgpr_read_b32 v176, a64
	v_accvgpr_read_b32 v178, a66
	v_accvgpr_read_b32 v180, a68
	v_fmac_f32_e32 v227, v117, v112
	v_fmac_f32_e32 v226, v117, v113
	v_fmac_f32_e32 v211, v119, v112
	v_fmac_f32_e32 v210, v119, v113
	v_fmac_f32_e32 v225, v117, v114
	v_fmac_f32_e32 v224, v117, v115
	v_fmac_f32_e32 v209, v119, v114
	v_fmac_f32_e32 v208, v119, v115
	v_fmac_f32_e32 v223, v117, v108
	v_fmac_f32_e32 v222, v117, v109
	v_fmac_f32_e32 v207, v119, v108
	v_fmac_f32_e32 v206, v119, v109
	v_fmac_f32_e32 v221, v117, v110
	v_fmac_f32_e32 v220, v117, v111
	v_fmac_f32_e32 v205, v119, v110
	v_fmac_f32_e32 v204, v119, v111
	v_pk_fma_f32 v[168:169], v[116:117], v[104:105], v[168:169] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v219, v117, v104
	v_fmac_f32_e32 v218, v117, v105
	v_pk_fma_f32 v[170:171], v[118:119], v[104:105], v[170:171] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v203, v119, v104
	v_fmac_f32_e32 v202, v119, v105
	v_pk_fma_f32 v[172:173], v[116:117], v[106:107], v[172:173] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v217, v117, v106
	v_fmac_f32_e32 v216, v117, v107
	v_pk_fma_f32 v[174:175], v[118:119], v[106:107], v[174:175] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v201, v119, v106
	v_fmac_f32_e32 v200, v119, v107
	v_pk_fma_f32 v[176:177], v[116:117], v[100:101], v[176:177] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v215, v117, v100
	v_fmac_f32_e32 v214, v117, v101
	v_pk_fma_f32 v[178:179], v[118:119], v[100:101], v[178:179] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v199, v119, v100
	v_fmac_f32_e32 v198, v119, v101
	v_pk_fma_f32 v[180:181], v[116:117], v[102:103], v[180:181] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v213, v117, v102
	v_fmac_f32_e32 v212, v117, v103
	v_pk_fma_f32 v[116:117], v[118:119], v[102:103], v[140:141] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v197, v119, v102
	v_fmac_f32_e32 v196, v119, v103
	v_pk_fma_f32 v[118:119], v[96:97], v[112:113], v[142:143] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v195, v97, v112
	v_fmac_f32_e32 v194, v97, v113
	v_pk_fma_f32 v[140:141], v[98:99], v[112:113], v[164:165] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[142:143], v[96:97], v[114:115], v[166:167] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v193, v97, v114
	v_fmac_f32_e32 v192, v97, v115
	v_pk_fma_f32 v[164:165], v[98:99], v[114:115], v[188:189] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v243, v99, v112
	v_fmac_f32_e32 v242, v99, v113
	v_fmac_f32_e32 v241, v99, v114
	v_fmac_f32_e32 v240, v99, v115
	v_pk_fma_f32 v[112:113], v[96:97], v[108:109], v[136:137] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v255, v97, v108
	v_fmac_f32_e32 v254, v97, v109
	v_pk_fma_f32 v[114:115], v[98:99], v[108:109], v[138:139] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[136:137], v[96:97], v[110:111], v[160:161] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v253, v97, v110
	v_fmac_f32_e32 v252, v97, v111
	v_pk_fma_f32 v[138:139], v[98:99], v[110:111], v[162:163] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v239, v99, v108
	v_fmac_f32_e32 v238, v99, v109
	v_fmac_f32_e32 v237, v99, v110
	v_fmac_f32_e32 v236, v99, v111
	v_pk_fma_f32 v[108:109], v[96:97], v[104:105], v[132:133] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v251, v97, v104
	v_fmac_f32_e32 v250, v97, v105
	v_pk_fma_f32 v[110:111], v[98:99], v[104:105], v[134:135] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[132:133], v[96:97], v[106:107], v[156:157] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v249, v97, v106
	v_fmac_f32_e32 v248, v97, v107
	v_pk_fma_f32 v[134:135], v[98:99], v[106:107], v[158:159] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[128:129], v[96:97], v[100:101], v[128:129] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v247, v97, v100
	v_fmac_f32_e32 v246, v97, v101
	v_pk_fma_f32 v[152:153], v[96:97], v[102:103], v[152:153] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v245, v97, v102
	v_fmac_f32_e32 v244, v97, v103
	v_pk_fma_f32 v[96:97], v[98:99], v[102:103], v[120:121] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[130:131], v[98:99], v[100:101], v[130:131] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v235, v99, v104
	v_fmac_f32_e32 v234, v99, v105
	v_fmac_f32_e32 v233, v99, v106
	v_fmac_f32_e32 v232, v99, v107
	v_fmac_f32_e32 v231, v99, v100
	v_fmac_f32_e32 v230, v99, v101
	v_fmac_f32_e32 v229, v99, v102
	v_fmac_f32_e32 v228, v99, v103
	v_pk_fma_f32 v[98:99], v[92:93], v[88:89], v[122:123] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v227, v93, v88
	v_fmac_f32_e32 v226, v93, v89
	v_pk_fma_f32 v[100:101], v[94:95], v[88:89], v[124:125] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v211, v95, v88
	v_fmac_f32_e32 v210, v95, v89
	v_pk_fma_f32 v[102:103], v[72:73], v[88:89], v[118:119] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v195, v73, v88
	v_fmac_f32_e32 v194, v73, v89
	v_pk_fma_f32 v[104:105], v[74:75], v[88:89], v[140:141] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[106:107], v[92:93], v[90:91], v[126:127] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v225, v93, v90
	v_fmac_f32_e32 v224, v93, v91
	v_pk_fma_f32 v[118:119], v[94:95], v[90:91], v[144:145] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v209, v95, v90
	v_fmac_f32_e32 v208, v95, v91
	v_pk_fma_f32 v[120:121], v[72:73], v[90:91], v[142:143] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v193, v73, v90
	v_fmac_f32_e32 v192, v73, v91
	v_pk_fma_f32 v[122:123], v[74:75], v[90:91], v[164:165] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[124:125], v[92:93], v[84:85], v[146:147] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v223, v93, v84
	v_fmac_f32_e32 v222, v93, v85
	v_pk_fma_f32 v[126:127], v[94:95], v[84:85], v[148:149] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v207, v95, v84
	v_fmac_f32_e32 v206, v95, v85
	v_pk_fma_f32 v[112:113], v[72:73], v[84:85], v[112:113] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v255, v73, v84
	v_fmac_f32_e32 v254, v73, v85
	v_pk_fma_f32 v[114:115], v[74:75], v[84:85], v[114:115] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[140:141], v[92:93], v[86:87], v[150:151] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v221, v93, v86
	v_fmac_f32_e32 v220, v93, v87
	v_pk_fma_f32 v[142:143], v[94:95], v[86:87], v[154:155] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v205, v95, v86
	v_fmac_f32_e32 v204, v95, v87
	v_pk_fma_f32 v[136:137], v[72:73], v[86:87], v[136:137] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v253, v73, v86
	v_fmac_f32_e32 v252, v73, v87
	v_pk_fma_f32 v[138:139], v[74:75], v[86:87], v[138:139] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[144:145], v[92:93], v[80:81], v[168:169] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v219, v93, v80
	v_fmac_f32_e32 v218, v93, v81
	v_pk_fma_f32 v[146:147], v[94:95], v[80:81], v[170:171] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v203, v95, v80
	v_fmac_f32_e32 v202, v95, v81
	v_pk_fma_f32 v[108:109], v[72:73], v[80:81], v[108:109] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v251, v73, v80
	v_fmac_f32_e32 v250, v73, v81
	v_pk_fma_f32 v[110:111], v[74:75], v[80:81], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[148:149], v[92:93], v[82:83], v[172:173] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v217, v93, v82
	v_fmac_f32_e32 v216, v93, v83
	v_pk_fma_f32 v[150:151], v[94:95], v[82:83], v[174:175] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v201, v95, v82
	v_fmac_f32_e32 v200, v95, v83
	v_pk_fma_f32 v[132:133], v[72:73], v[82:83], v[132:133] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v249, v73, v82
	v_fmac_f32_e32 v248, v73, v83
	v_pk_fma_f32 v[134:135], v[74:75], v[82:83], v[134:135] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[154:155], v[92:93], v[76:77], v[176:177] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v215, v93, v76
	v_fmac_f32_e32 v214, v93, v77
	v_pk_fma_f32 v[156:157], v[94:95], v[76:77], v[178:179] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v199, v95, v76
	v_fmac_f32_e32 v198, v95, v77
	v_pk_fma_f32 v[128:129], v[72:73], v[76:77], v[128:129] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v247, v73, v76
	v_fmac_f32_e32 v246, v73, v77
	v_pk_fma_f32 v[158:159], v[92:93], v[78:79], v[180:181] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v213, v93, v78
	v_fmac_f32_e32 v212, v93, v79
	v_pk_fma_f32 v[92:93], v[94:95], v[78:79], v[116:117] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v197, v95, v78
	v_fmac_f32_e32 v196, v95, v79
	v_pk_fma_f32 v[94:95], v[72:73], v[78:79], v[152:153] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v245, v73, v78
	v_fmac_f32_e32 v244, v73, v79
	v_pk_fma_f32 v[72:73], v[74:75], v[78:79], v[96:97] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v241, v75, v90
	v_fmac_f32_e32 v240, v75, v91
	v_pk_fma_f32 v[130:131], v[74:75], v[76:77], v[130:131] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v243, v75, v88
	v_fmac_f32_e32 v242, v75, v89
	v_fmac_f32_e32 v239, v75, v84
	v_fmac_f32_e32 v238, v75, v85
	v_fmac_f32_e32 v237, v75, v86
	v_fmac_f32_e32 v236, v75, v87
	v_fmac_f32_e32 v235, v75, v80
	v_fmac_f32_e32 v234, v75, v81
	v_fmac_f32_e32 v233, v75, v82
	v_fmac_f32_e32 v232, v75, v83
	v_fmac_f32_e32 v231, v75, v76
	v_fmac_f32_e32 v230, v75, v77
	v_fmac_f32_e32 v229, v75, v78
	v_fmac_f32_e32 v228, v75, v79
	v_pk_fma_f32 v[74:75], v[68:69], v[64:65], v[98:99] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v227, v69, v64
	v_fmac_f32_e32 v226, v69, v65
	v_pk_fma_f32 v[76:77], v[70:71], v[64:65], v[100:101] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v211, v71, v64
	v_fmac_f32_e32 v210, v71, v65
	v_pk_fma_f32 v[78:79], v[48:49], v[64:65], v[102:103] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v195, v49, v64
	v_fmac_f32_e32 v194, v49, v65
	v_pk_fma_f32 v[80:81], v[50:51], v[64:65], v[104:105] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[82:83], v[68:69], v[66:67], v[106:107] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v225, v69, v66
	v_fmac_f32_e32 v224, v69, v67
	v_pk_fma_f32 v[84:85], v[70:71], v[66:67], v[118:119] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v209, v71, v66
	v_fmac_f32_e32 v208, v71, v67
	v_pk_fma_f32 v[86:87], v[48:49], v[66:67], v[120:121] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v193, v49, v66
	v_fmac_f32_e32 v192, v49, v67
	v_pk_fma_f32 v[88:89], v[50:51], v[66:67], v[122:123] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91], v[68:69], v[60:61], v[124:125] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v223, v69, v60
	v_fmac_f32_e32 v222, v69, v61
	v_pk_fma_f32 v[96:97], v[70:71], v[60:61], v[126:127] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v207, v71, v60
	v_fmac_f32_e32 v206, v71, v61
	v_pk_fma_f32 v[98:99], v[48:49], v[60:61], v[112:113] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v255, v49, v60
	v_fmac_f32_e32 v254, v49, v61
	v_pk_fma_f32 v[100:101], v[50:51], v[60:61], v[114:115] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[102:103], v[68:69], v[62:63], v[140:141] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v221, v69, v62
	v_fmac_f32_e32 v220, v69, v63
	v_pk_fma_f32 v[104:105], v[70:71], v[62:63], v[142:143] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v205, v71, v62
	v_fmac_f32_e32 v204, v71, v63
	v_pk_fma_f32 v[106:107], v[48:49], v[62:63], v[136:137] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v253, v49, v62
	v_fmac_f32_e32 v252, v49, v63
	v_pk_fma_f32 v[112:113], v[50:51], v[62:63], v[138:139] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[114:115], v[68:69], v[56:57], v[144:145] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v219, v69, v56
	v_fmac_f32_e32 v218, v69, v57
	v_pk_fma_f32 v[116:117], v[70:71], v[56:57], v[146:147] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v203, v71, v56
	v_fmac_f32_e32 v202, v71, v57
	v_pk_fma_f32 v[108:109], v[48:49], v[56:57], v[108:109] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v251, v49, v56
	v_fmac_f32_e32 v250, v49, v57
	v_pk_fma_f32 v[110:111], v[50:51], v[56:57], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[118:119], v[68:69], v[58:59], v[148:149] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v217, v69, v58
	v_fmac_f32_e32 v216, v69, v59
	v_pk_fma_f32 v[120:121], v[70:71], v[58:59], v[150:151] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v201, v71, v58
	v_fmac_f32_e32 v200, v71, v59
	v_pk_fma_f32 v[122:123], v[48:49], v[58:59], v[132:133] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v249, v49, v58
	v_fmac_f32_e32 v248, v49, v59
	v_pk_fma_f32 v[124:125], v[50:51], v[58:59], v[134:135] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[126:127], v[68:69], v[52:53], v[154:155] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v215, v69, v52
	v_fmac_f32_e32 v214, v69, v53
	v_pk_fma_f32 v[132:133], v[70:71], v[52:53], v[156:157] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v199, v71, v52
	v_fmac_f32_e32 v198, v71, v53
	v_pk_fma_f32 v[128:129], v[48:49], v[52:53], v[128:129] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v247, v49, v52
	v_fmac_f32_e32 v246, v49, v53
	v_pk_fma_f32 v[134:135], v[68:69], v[54:55], v[158:159] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v213, v69, v54
	v_fmac_f32_e32 v212, v69, v55
	v_pk_fma_f32 v[68:69], v[70:71], v[54:55], v[92:93] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v197, v71, v54
	v_fmac_f32_e32 v196, v71, v55
	v_pk_fma_f32 v[70:71], v[48:49], v[54:55], v[94:95] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v245, v49, v54
	v_fmac_f32_e32 v244, v49, v55
	v_pk_fma_f32 v[48:49], v[50:51], v[54:55], v[72:73] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v241, v51, v66
	v_fmac_f32_e32 v240, v51, v67
	v_pk_fma_f32 v[130:131], v[50:51], v[52:53], v[130:131] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v243, v51, v64
	v_fmac_f32_e32 v242, v51, v65
	v_fmac_f32_e32 v239, v51, v60
	v_fmac_f32_e32 v238, v51, v61
	v_fmac_f32_e32 v237, v51, v62
	v_fmac_f32_e32 v236, v51, v63
	v_fmac_f32_e32 v235, v51, v56
	v_fmac_f32_e32 v234, v51, v57
	v_fmac_f32_e32 v233, v51, v58
	v_fmac_f32_e32 v232, v51, v59
	v_fmac_f32_e32 v231, v51, v52
	v_fmac_f32_e32 v230, v51, v53
	v_fmac_f32_e32 v229, v51, v54
	v_fmac_f32_e32 v228, v51, v55
	v_pk_fma_f32 v[50:51], v[44:45], v[40:41], v[74:75] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v227, v45, v40
	v_fmac_f32_e32 v226, v45, v41
	v_pk_fma_f32 v[52:53], v[46:47], v[40:41], v[76:77] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v211, v47, v40
	v_fmac_f32_e32 v210, v47, v41
	v_pk_fma_f32 v[54:55], v[24:25], v[40:41], v[78:79] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v195, v25, v40
	v_fmac_f32_e32 v194, v25, v41
	v_pk_fma_f32 v[56:57], v[26:27], v[40:41], v[80:81] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[44:45], v[42:43], v[82:83] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v225, v45, v42
	v_fmac_f32_e32 v224, v45, v43
	v_pk_fma_f32 v[60:61], v[46:47], v[42:43], v[84:85] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v209, v47, v42
	v_fmac_f32_e32 v208, v47, v43
	v_pk_fma_f32 v[62:63], v[24:25], v[42:43], v[86:87] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v193, v25, v42
	v_fmac_f32_e32 v192, v25, v43
	v_pk_fma_f32 v[64:65], v[26:27], v[42:43], v[88:89] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[66:67], v[44:45], v[36:37], v[90:91] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v223, v45, v36
	v_fmac_f32_e32 v222, v45, v37
	v_pk_fma_f32 v[72:73], v[46:47], v[36:37], v[96:97] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v207, v47, v36
	v_fmac_f32_e32 v206, v47, v37
	v_pk_fma_f32 v[74:75], v[24:25], v[36:37], v[98:99] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v255, v25, v36
	v_fmac_f32_e32 v254, v25, v37
	v_pk_fma_f32 v[76:77], v[26:27], v[36:37], v[100:101] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[78:79], v[44:45], v[38:39], v[102:103] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v221, v45, v38
	v_fmac_f32_e32 v220, v45, v39
	v_pk_fma_f32 v[80:81], v[46:47], v[38:39], v[104:105] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v205, v47, v38
	v_fmac_f32_e32 v204, v47, v39
	v_pk_fma_f32 v[82:83], v[24:25], v[38:39], v[106:107] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v253, v25, v38
	v_fmac_f32_e32 v252, v25, v39
	v_pk_fma_f32 v[84:85], v[26:27], v[38:39], v[112:113] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[86:87], v[44:45], v[32:33], v[114:115] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v219, v45, v32
	v_fmac_f32_e32 v218, v45, v33
	v_pk_fma_f32 v[88:89], v[46:47], v[32:33], v[116:117] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v203, v47, v32
	v_fmac_f32_e32 v202, v47, v33
	v_pk_fma_f32 v[90:91], v[24:25], v[32:33], v[108:109] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v251, v25, v32
	v_fmac_f32_e32 v250, v25, v33
	v_pk_fma_f32 v[92:93], v[26:27], v[32:33], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[94:95], v[44:45], v[34:35], v[118:119] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v217, v45, v34
	v_fmac_f32_e32 v216, v45, v35
	v_pk_fma_f32 v[96:97], v[46:47], v[34:35], v[120:121] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v201, v47, v34
	v_fmac_f32_e32 v200, v47, v35
	v_pk_fma_f32 v[98:99], v[24:25], v[34:35], v[122:123] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v249, v25, v34
	v_fmac_f32_e32 v248, v25, v35
	v_pk_fma_f32 v[102:103], v[44:45], v[28:29], v[126:127] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v215, v45, v28
	v_fmac_f32_e32 v214, v45, v29
	v_pk_fma_f32 v[104:105], v[46:47], v[28:29], v[132:133] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v199, v47, v28
	v_fmac_f32_e32 v198, v47, v29
	v_pk_fma_f32 v[106:107], v[24:25], v[28:29], v[128:129] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v247, v25, v28
	v_fmac_f32_e32 v246, v25, v29
	v_pk_fma_f32 v[110:111], v[44:45], v[30:31], v[134:135] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v213, v45, v30
	v_fmac_f32_e32 v212, v45, v31
	v_pk_fma_f32 v[44:45], v[46:47], v[30:31], v[68:69] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v197, v47, v30
	v_fmac_f32_e32 v196, v47, v31
	v_pk_fma_f32 v[46:47], v[24:25], v[30:31], v[70:71] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v245, v25, v30
	v_fmac_f32_e32 v244, v25, v31
	v_pk_fma_f32 v[24:25], v[26:27], v[30:31], v[48:49] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v241, v27, v42
	v_fmac_f32_e32 v240, v27, v43
	v_pk_fma_f32 v[100:101], v[26:27], v[34:35], v[124:125] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], v[26:27], v[28:29], v[130:131] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v243, v27, v40
	v_fmac_f32_e32 v242, v27, v41
	v_fmac_f32_e32 v239, v27, v36
	v_fmac_f32_e32 v238, v27, v37
	v_fmac_f32_e32 v237, v27, v38
	v_fmac_f32_e32 v236, v27, v39
	v_fmac_f32_e32 v235, v27, v32
	v_fmac_f32_e32 v234, v27, v33
	v_fmac_f32_e32 v233, v27, v34
	v_fmac_f32_e32 v232, v27, v35
	v_fmac_f32_e32 v231, v27, v28
	v_fmac_f32_e32 v230, v27, v29
	v_fmac_f32_e32 v229, v27, v30
	v_fmac_f32_e32 v228, v27, v31
	v_pk_fma_f32 v[124:125], v[20:21], v[16:17], v[50:51] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v227, v21, v16
	v_fmac_f32_e32 v226, v21, v17
	v_pk_fma_f32 v[36:37], v[2:3], v[16:17], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[122:123], v[20:21], v[18:19], v[58:59] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v225, v21, v18
	v_fmac_f32_e32 v224, v21, v19
	v_pk_fma_f32 v[114:115], v[22:23], v[18:19], v[60:61] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v209, v23, v18
	v_fmac_f32_e32 v208, v23, v19
	v_pk_fma_f32 v[56:57], v[0:1], v[18:19], v[62:63] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v193, v1, v18
	v_fmac_f32_e32 v192, v1, v19
	v_pk_fma_f32 v[38:39], v[2:3], v[18:19], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[120:121], v[20:21], v[12:13], v[66:67] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v223, v21, v12
	v_fmac_f32_e32 v222, v21, v13
	v_pk_fma_f32 v[40:41], v[2:3], v[12:13], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[118:119], v[20:21], v[14:15], v[78:79] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v221, v21, v14
	v_fmac_f32_e32 v220, v21, v15
	v_pk_fma_f32 v[76:77], v[22:23], v[14:15], v[80:81] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[0:1], v[14:15], v[82:83] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[42:43], v[2:3], v[14:15], v[84:85] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[84:85], v[20:21], v[8:9], v[86:87] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v219, v21, v8
	v_fmac_f32_e32 v218, v21, v9
	v_pk_fma_f32 v[82:83], v[20:21], v[10:11], v[94:95] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v217, v21, v10
	v_fmac_f32_e32 v216, v21, v11
	v_pk_fma_f32 v[80:81], v[20:21], v[4:5], v[102:103] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v215, v21, v4
	v_fmac_f32_e32 v214, v21, v5
	v_pk_fma_f32 v[78:79], v[20:21], v[6:7], v[110:111] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v213, v21, v6
	v_fmac_f32_e32 v212, v21, v7
	v_pk_fma_f32 v[68:69], v[22:23], v[6:7], v[44:45] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[2:3], v[6:7], v[24:25] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v241, v3, v18
	v_fmac_f32_e32 v240, v3, v19
	v_accvgpr_read_b32 v19, a13
	v_accvgpr_read_b32 v21, a15
	v_accvgpr_read_b32 v25, a17
	v_accvgpr_read_b32 v27, a19
	v_accvgpr_read_b32 v29, a21
	v_accvgpr_read_b32 v31, a23
	v_accvgpr_read_b32 v33, a25
	v_accvgpr_read_b32 v35, a27
	v_fmac_f32_e32 v230, v3, v5
	v_fmac_f32_e32 v229, v3, v6
	v_fmac_f32_e32 v228, v3, v7
	v_accvgpr_read_b32 v18, a12
	v_accvgpr_read_b32 v20, a14
	v_accvgpr_read_b32 v24, a16
	v_accvgpr_read_b32 v26, a18
	v_accvgpr_read_b32 v28, a20
	v_accvgpr_read_b32 v30, a22
	v_accvgpr_read_b32 v32, a24
	v_accvgpr_read_b32 v34, a26
	v_pk_fma_f32 v[116:117], v[22:23], v[16:17], v[52:53] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v211, v23, v16
	v_fmac_f32_e32 v210, v23, v17
	v_pk_fma_f32 v[54:55], v[0:1], v[16:17], v[54:55] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v195, v1, v16
	v_fmac_f32_e32 v194, v1, v17
	v_pk_fma_f32 v[112:113], v[22:23], v[12:13], v[72:73] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v207, v23, v12
	v_fmac_f32_e32 v206, v23, v13
	v_pk_fma_f32 v[58:59], v[0:1], v[12:13], v[74:75] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v255, v1, v12
	v_fmac_f32_e32 v254, v1, v13
	v_fmac_f32_e32 v205, v23, v14
	v_fmac_f32_e32 v204, v23, v15
	v_fmac_f32_e32 v253, v1, v14
	v_fmac_f32_e32 v252, v1, v15
	v_pk_fma_f32 v[74:75], v[22:23], v[8:9], v[88:89] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v203, v23, v8
	v_fmac_f32_e32 v202, v23, v9
	v_pk_fma_f32 v[62:63], v[0:1], v[8:9], v[90:91] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v251, v1, v8
	v_fmac_f32_e32 v250, v1, v9
	v_pk_fma_f32 v[48:49], v[2:3], v[8:9], v[92:93] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[72:73], v[22:23], v[10:11], v[96:97] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v201, v23, v10
	v_fmac_f32_e32 v200, v23, v11
	v_pk_fma_f32 v[64:65], v[0:1], v[10:11], v[98:99] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v249, v1, v10
	v_fmac_f32_e32 v248, v1, v11
	v_pk_fma_f32 v[50:51], v[2:3], v[10:11], v[100:101] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[70:71], v[22:23], v[4:5], v[104:105] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v199, v23, v4
	v_fmac_f32_e32 v198, v23, v5
	v_pk_fma_f32 v[66:67], v[0:1], v[4:5], v[106:107] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v247, v1, v4
	v_fmac_f32_e32 v246, v1, v5
	v_pk_fma_f32 v[52:53], v[2:3], v[4:5], v[108:109] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v197, v23, v6
	v_fmac_f32_e32 v196, v23, v7
	v_pk_fma_f32 v[46:47], v[0:1], v[6:7], v[46:47] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v245, v1, v6
	v_fmac_f32_e32 v244, v1, v7
	v_fmac_f32_e32 v243, v3, v16
	v_fmac_f32_e32 v242, v3, v17
	v_fmac_f32_e32 v239, v3, v12
	v_fmac_f32_e32 v238, v3, v13
	v_fmac_f32_e32 v237, v3, v14
	v_fmac_f32_e32 v236, v3, v15
	v_fmac_f32_e32 v235, v3, v8
	v_fmac_f32_e32 v234, v3, v9
	v_fmac_f32_e32 v233, v3, v10
	v_fmac_f32_e32 v232, v3, v11
	v_fmac_f32_e32 v231, v3, v4
	v_accvgpr_write_b32 a54, v230
	v_accvgpr_write_b32 a55, v229
	v_accvgpr_write_b32 a52, v228
	v_lshl_add_u64 v[18:19], v[18:19], 0, 32
	v_lshl_add_u64 v[20:21], v[20:21], 0, 32
	v_lshl_add_u64 v[24:25], v[24:25], 0, 32
	v_lshl_add_u64 v[26:27], v[26:27], 0, 32
	v_lshl_add_u64 v[28:29], v[28:29], 0, 32
	v_lshl_add_u64 v[30:31], v[30:31], 0, 32
	v_lshl_add_u64 v[32:33], v[32:33], 0, 32
	v_lshl_add_u64 v[34:35], v[34:35], 0, 32
	s_add_i32 s9, s9, s8
	s_add_i32 s10, s10, 8
	s_mov_b64 vcc, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_vccnz .LBB0_11
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	s_cmp_lt_i32 s10, s4
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_ge_i32 s10, s4
	s_cselect_b64 s[0:1], -1, 0
	v_accvgpr_write_b32 a118, v124
	v_accvgpr_write_b32 a116, v122
	v_accvgpr_write_b32 a114, v120
	v_accvgpr_write_b32 a112, v118
	v_accvgpr_write_b32 a111, v85
	v_accvgpr_write_b32 a109, v83
	v_accvgpr_write_b32 a107, v81
	v_accvgpr_write_b32 a105, v79
	v_accvgpr_write_b32 a102, v116
	v_accvgpr_write_b32 a100, v114
	v_accvgpr_write_b32 a98, v112
	v_accvgpr_write_b32 a97, v77
	v_accvgpr_write_b32 a95, v75
	v_accvgpr_write_b32 a93, v73
	v_accvgpr_write_b32 a91, v71
	v_accvgpr_write_b32 a89, v69
	v_accvgpr_write_b32 a87, v47
	v_accvgpr_write_b32 a85, v67
	v_accvgpr_write_b32 a83, v65
	v_accvgpr_write_b32 a81, v63
	v_accvgpr_write_b32 a79, v61
	v_accvgpr_write_b32 a77, v59
	v_accvgpr_write_b32 a75, v57
	v_accvgpr_write_b32 a73, v55
	v_accvgpr_write_b32 a71, v45
	v_accvgpr_write_b32 a69, v53
	v_accvgpr_write_b32 a67, v51
	v_accvgpr_write_b32 a65, v49
	v_accvgpr_write_b32 a63, v43
	v_accvgpr_write_b32 a61, v41
	v_accvgpr_write_b32 a59, v39
	v_accvgpr_write_b32 a57, v37
	s_and_b64 s[0:1], exec, s[0:1]
	v_accvgpr_write_b32 a119, v125
	v_accvgpr_write_b32 a117, v123
	v_accvgpr_write_b32 a115, v121
	v_accvgpr_write_b32 a113, v119
	v_accvgpr_write_b32 a110, v84
	v_accvgpr_write_b32 a108, v82
	v_accvgpr_write_b32 a106, v80
	v_accvgpr_write_b32 a104, v78
	v_accvgpr_write_b32 a103, v117
	v_accvgpr_write_b32 a101, v115
	v_accvgpr_write_b32 a99, v113
	v_accvgpr_write_b32 a96, v76
	v_accvgpr_write_b32 a94, v74
	v_accvgpr_write_b32 a92, v72
	v_accvgpr_write_b32 a90, v70
	v_accvgpr_write_b32 a88, v68
	v_accvgpr_write_b32 a86, v46
	v_accvgpr_write_b32 a84, v66
	v_accvgpr_write_b32 a82, v64
	v_accvgpr_write_b32 a80, v62
	v_accvgpr_write_b32 a78, v60
	v_accvgpr_write_b32 a76, v58
	v_accvgpr_write_b32 a74, v56
	v_accvgpr_write_b32 a72, v54
	v_accvgpr_write_b32 a70, v44
	v_accvgpr_write_b32 a68, v52
	v_accvgpr_write_b32 a66, v50
	v_accvgpr_write_b32 a64, v48
	v_accvgpr_write_b32 a62, v42
	v_accvgpr_write_b32 a60, v40
	v_accvgpr_write_b32 a58, v38
	v_accvgpr_write_b32 a56, v36
	s_mov_b64 vcc, s[0:1]
	s_cbranch_vccnz .LBB0_8
; %bb.7:                                ; %.preheader181
                                        ;   in Loop: Header=BB0_6 Depth=1
	v_accvgpr_read_b32 v2, a2
	v_accvgpr_read_b32 v3, a3
	v_lshl_add_u64 v[0:1], v[34:35], 0, v[2:3]
	global_load_dword a35, v[0:1], off
	v_lshl_add_u64 v[0:1], v[32:33], 0, v[2:3]
	global_load_dword a37, v[0:1], off
	v_lshl_add_u64 v[0:1], v[30:31], 0, v[2:3]
	global_load_dword a39, v[0:1], off
	v_lshl_add_u64 v[0:1], v[28:29], 0, v[2:3]
	global_load_dword a40, v[0:1], off
	v_lshl_add_u64 v[0:1], v[26:27], 0, v[2:3]
	global_load_dword a41, v[0:1], off
	v_lshl_add_u64 v[0:1], v[24:25], 0, v[2:3]
	global_load_dword a42, v[0:1], off
	v_lshl_add_u64 v[0:1], v[20:21], 0, v[2:3]
	global_load_dword a43, v[0:1], off
	v_lshl_add_u64 v[0:1], v[18:19], 0, v[2:3]
	global_load_dword a44, v[0:1], off
	v_accvgpr_read_b32 v0, a34
	v_add_u32_e32 v0, s9, v0
	v_accvgpr_read_b32 v17, a9
	v_accvgpr_read_b32 v2, a11
	v_accvgpr_read_b32 v4, a28
	v_accvgpr_read_b32 v6, a29
	v_accvgpr_read_b32 v8, a30
	v_accvgpr_read_b32 v10, a31
	v_accvgpr_read_b32 v12, a32
	v_accvgpr_read_b32 v14, a33
	v_ashrrev_i32_e32 v1, 31, v0
	v_accvgpr_read_b32 v16, a8
	v_add_u32_e32 v2, s9, v2
	v_add_u32_e32 v4, s9, v4
	v_add_u32_e32 v6, s9, v6
	v_add_u32_e32 v8, s9, v8
	v_add_u32_e32 v10, s9, v10
	v_add_u32_e32 v12, s9, v12
	v_add_u32_e32 v14, s9, v14
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	v_ashrrev_i32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[16:17]
	v_lshl_add_u64 v[4:5], v[4:5], 2, v[16:17]
	v_lshl_add_u64 v[6:7], v[6:7], 2, v[16:17]
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[16:17]
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[16:17]
	v_lshl_add_u64 v[12:13], v[12:13], 2, v[16:17]
	v_lshl_add_u64 v[14:15], v[14:15], 2, v[16:17]
	global_load_dword a45, v[0:1], off
	global_load_dword a46, v[2:3], off
	global_load_dword a47, v[4:5], off
	global_load_dword a48, v[6:7], off
	global_load_dword a49, v[8:9], off
	global_load_dword a50, v[10:11], off
	global_load_dword a51, v[12:13], off
	global_load_dword a53, v[14:15], off
.LBB0_8:                                ; %.preheader176
                                        ;   in Loop: Header=BB0_6 Depth=1
	v_accvgpr_write_b32 a26, v34
	v_accvgpr_write_b32 a24, v32
	v_accvgpr_write_b32 a22, v30
	v_accvgpr_write_b32 a20, v28
	v_accvgpr_write_b32 a18, v26
	v_accvgpr_write_b32 a16, v24
	v_accvgpr_write_b32 a14, v20
	v_accvgpr_write_b32 a12, v18
	v_accvgpr_read_b32 v0, a7
	v_accvgpr_read_b32 v4, a10
	v_accvgpr_write_b32 a27, v35
	v_accvgpr_write_b32 a25, v33
	v_accvgpr_write_b32 a23, v31
	v_accvgpr_write_b32 a21, v29
	v_accvgpr_write_b32 a19, v27
	v_accvgpr_write_b32 a17, v25
	v_accvgpr_write_b32 a15, v21
	v_accvgpr_write_b32 a13, v19
	ds_read_b128 v[188:191], v0
	ds_read_b128 v[168:171], v0 offset:64
	ds_read_b128 v[184:187], v4
	ds_read_b128 v[180:183], v4 offset:128
	ds_read_b128 v[176:179], v4 offset:256
	ds_read_b128 v[172:175], v4 offset:384
	ds_read_b128 v[164:167], v0 offset:528
	ds_read_b128 v[144:147], v0 offset:592
	ds_read_b128 v[160:163], v4 offset:512
	ds_read_b128 v[156:159], v4 offset:640
	ds_read_b128 v[152:155], v4 offset:768
	ds_read_b128 v[148:151], v4 offset:896
	ds_read_b128 v[140:143], v0 offset:1056
	ds_read_b128 v[120:123], v0 offset:1120
	ds_read_b128 v[136:139], v4 offset:1024
	ds_read_b128 v[132:135], v4 offset:1152
	ds_read_b128 v[128:131], v4 offset:1280
	ds_read_b128 v[124:127], v4 offset:1408
	ds_read_b128 v[116:119], v0 offset:1584
	ds_read_b128 v[96:99], v0 offset:1648
	ds_read_b128 v[112:115], v4 offset:1536
	ds_read_b128 v[108:111], v4 offset:1664
	ds_read_b128 v[104:107], v4 offset:1792
	ds_read_b128 v[100:103], v4 offset:1920
	ds_read_b128 v[92:95], v0 offset:2112
	ds_read_b128 v[72:75], v0 offset:2176
	ds_read_b128 v[88:91], v4 offset:2048
	ds_read_b128 v[84:87], v4 offset:2176
	ds_read_b128 v[80:83], v4 offset:2304
	ds_read_b128 v[76:79], v4 offset:2432
	ds_read_b128 v[68:71], v0 offset:2640
	ds_read_b128 v[48:51], v0 offset:2704
	ds_read_b128 v[64:67], v4 offset:2560
	ds_read_b128 v[60:63], v4 offset:2688
	ds_read_b128 v[56:59], v4 offset:2816
	ds_read_b128 v[52:55], v4 offset:2944
	ds_read_b128 v[44:47], v0 offset:3168
	ds_read_b128 v[24:27], v0 offset:3232
	ds_read_b128 v[40:43], v4 offset:3072
	ds_read_b128 v[36:39], v4 offset:3200
	ds_read_b128 v[32:35], v4 offset:3328
	ds_read_b128 v[28:31], v4 offset:3456
	ds_read_b128 v[20:23], v0 offset:3696
	ds_read_b128 v[0:3], v0 offset:3760
	ds_read_b128 v[16:19], v4 offset:3584
	ds_read_b128 v[12:15], v4 offset:3712
	ds_read_b128 v[8:11], v4 offset:3840
	ds_read_b128 v[4:7], v4 offset:3968
	s_andn2_b64 vcc, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_vccnz .LBB0_5
; %bb.9:                                ; %.preheader178.preheader
                                        ;   in Loop: Header=BB0_6 Depth=1
	v_accvgpr_read_b32 v228, a4
	s_waitcnt vmcnt(15)
	v_accvgpr_read_b32 v230, a35
	v_accvgpr_write_b32 a38, v231
	s_waitcnt vmcnt(14)
	v_accvgpr_read_b32 v231, a37
	ds_write2_b32 v228, v230, v231 offset1:16
	v_accvgpr_read_b32 v231, a38
	v_accvgpr_write_b32 a36, v232
	s_waitcnt vmcnt(13)
	v_accvgpr_read_b32 v232, a39
	v_accvgpr_write_b32 a38, v233
	s_waitcnt vmcnt(12)
	v_accvgpr_read_b32 v233, a40
	ds_write2_b32 v228, v232, v233 offset0:32 offset1:48
	v_accvgpr_read_b32 v233, a38
	v_accvgpr_read_b32 v232, a36
	v_accvgpr_write_b32 a36, v234
	s_waitcnt vmcnt(11)
	v_accvgpr_read_b32 v234, a41
	v_accvgpr_write_b32 a38, v235
	s_waitcnt vmcnt(10)
	v_accvgpr_read_b32 v235, a42
	ds_write2_b32 v228, v234, v235 offset0:64 offset1:80
	v_accvgpr_read_b32 v235, a38
	v_accvgpr_read_b32 v234, a36
	v_accvgpr_write_b32 a36, v236
	s_waitcnt vmcnt(9)
	v_accvgpr_read_b32 v236, a43
	v_accvgpr_write_b32 a38, v237
	s_waitcnt vmcnt(8)
	v_accvgpr_read_b32 v237, a44
	ds_write2_b32 v228, v236, v237 offset0:96 offset1:112
	v_accvgpr_read_b32 v237, a38
	v_accvgpr_read_b32 v236, a36
	v_accvgpr_read_b32 v229, a6
	v_accvgpr_write_b32 a36, v238
	s_waitcnt vmcnt(7)
	v_accvgpr_read_b32 v238, a45
	v_accvgpr_write_b32 a38, v239
	s_waitcnt vmcnt(6)
	v_accvgpr_read_b32 v239, a46
	ds_write2st64_b32 v229, v238, v239 offset1:2
	v_accvgpr_read_b32 v239, a38
	v_accvgpr_read_b32 v238, a36
	v_accvgpr_write_b32 a36, v240
	s_waitcnt vmcnt(5)
	v_accvgpr_read_b32 v240, a47
	v_accvgpr_write_b32 a38, v241
	s_waitcnt vmcnt(4)
	v_accvgpr_read_b32 v241, a48
	ds_write2st64_b32 v229, v240, v241 offset0:4 offset1:6
	v_accvgpr_read_b32 v241, a38
	v_accvgpr_read_b32 v240, a36
	v_accvgpr_write_b32 a36, v242
	s_waitcnt vmcnt(3)
	v_accvgpr_read_b32 v242, a49
	v_accvgpr_write_b32 a38, v243
	s_waitcnt vmcnt(2)
	v_accvgpr_read_b32 v243, a50
	ds_write2st64_b32 v229, v242, v243 offset0:8 offset1:10
	v_accvgpr_read_b32 v243, a38
	v_accvgpr_read_b32 v242, a36
	s_waitcnt vmcnt(1)
	v_accvgpr_read_b32 v228, a51
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v230, a53
	ds_write2st64_b32 v229, v228, v230 offset0:12 offset1:14
	s_branch .LBB0_5
.LBB0_10:
	v_mov_b32_e32 v123, s2
	v_mov_b32_e32 v122, s2
	v_mov_b32_e32 v125, s2
	v_mov_b32_e32 v124, s2
	v_mov_b32_e32 v119, s2
	v_mov_b32_e32 v118, s2
	v_mov_b32_e32 v121, s2
	v_mov_b32_e32 v120, s2
	v_mov_b32_e32 v83, s2
	v_mov_b32_e32 v82, s2
	v_mov_b32_e32 v85, s2
	v_mov_b32_e32 v84, s2
	v_mov_b32_e32 v79, s2
	v_mov_b32_e32 v78, s2
	v_mov_b32_e32 v81, s2
	v_mov_b32_e32 v80, s2
	v_mov_b32_e32 v117, s2
	v_mov_b32_e32 v116, s2
	v_mov_b32_e32 v115, s2
	v_mov_b32_e32 v114, s2
	v_mov_b32_e32 v113, s2
	v_mov_b32_e32 v112, s2
	v_mov_b32_e32 v77, s2
	v_mov_b32_e32 v76, s2
	v_mov_b32_e32 v75, s2
	v_mov_b32_e32 v74, s2
	v_mov_b32_e32 v73, s2
	v_mov_b32_e32 v72, s2
	v_mov_b32_e32 v71, s2
	v_mov_b32_e32 v70, s2
	v_mov_b32_e32 v69, s2
	v_mov_b32_e32 v68, s2
	v_mov_b32_e32 v57, s2
	v_mov_b32_e32 v56, s2
	v_mov_b32_e32 v55, s2
	v_mov_b32_e32 v54, s2
	v_mov_b32_e32 v61, s2
	v_mov_b32_e32 v60, s2
	v_mov_b32_e32 v59, s2
	v_mov_b32_e32 v58, s2
	v_mov_b32_e32 v65, s2
	v_mov_b32_e32 v64, s2
	v_mov_b32_e32 v63, s2
	v_mov_b32_e32 v62, s2
	v_mov_b32_e32 v47, s2
	v_mov_b32_e32 v46, s2
	v_mov_b32_e32 v67, s2
	v_mov_b32_e32 v66, s2
	v_mov_b32_e32 v37, s2
	v_mov_b32_e32 v36, s2
	v_mov_b32_e32 v39, s2
	v_mov_b32_e32 v38, s2
	v_mov_b32_e32 v41, s2
	v_mov_b32_e32 v40, s2
	v_mov_b32_e32 v43, s2
	v_mov_b32_e32 v42, s2
	v_mov_b32_e32 v49, s2
	v_mov_b32_e32 v48, s2
	v_mov_b32_e32 v51, s2
	v_mov_b32_e32 v50, s2
	v_mov_b32_e32 v53, s2
	v_mov_b32_e32 v52, s2
	v_mov_b32_e32 v45, s2
	v_mov_b32_e32 v44, s2
	v_accvgpr_write_b32 a52, v123
	v_accvgpr_write_b32 a55, v123
	v_accvgpr_write_b32 a54, v123
	v_mov_b32_e32 v231, s2
	v_mov_b32_e32 v232, s2
	v_mov_b32_e32 v233, s2
	v_mov_b32_e32 v234, s2
	v_mov_b32_e32 v235, s2
	v_mov_b32_e32 v236, s2
	v_mov_b32_e32 v237, s2
	v_mov_b32_e32 v238, s2
	v_mov_b32_e32 v239, s2
	v_mov_b32_e32 v240, s2
	v_mov_b32_e32 v241, s2
	v_mov_b32_e32 v242, s2
	v_mov_b32_e32 v243, s2
	v_mov_b32_e32 v244, s2
	v_mov_b32_e32 v245, s2
	v_mov_b32_e32 v246, s2
	v_mov_b32_e32 v247, s2
	v_mov_b32_e32 v248, s2
	v_mov_b32_e32 v249, s2
	v_mov_b32_e32 v250, s2
	v_mov_b32_e32 v251, s2
	v_mov_b32_e32 v252, s2
	v_mov_b32_e32 v253, s2
	v_mov_b32_e32 v254, s2
	v_mov_b32_e32 v255, s2
	v_mov_b32_e32 v192, s2
	v_mov_b32_e32 v193, s2
	v_mov_b32_e32 v194, s2
	v_mov_b32_e32 v195, s2
	v_mov_b32_e32 v196, s2
	v_mov_b32_e32 v197, s2
	v_mov_b32_e32 v198, s2
	v_mov_b32_e32 v199, s2
	v_mov_b32_e32 v200, s2
	v_mov_b32_e32 v201, s2
	v_mov_b32_e32 v202, s2
	v_mov_b32_e32 v203, s2
	v_mov_b32_e32 v204, s2
	v_mov_b32_e32 v205, s2
	v_mov_b32_e32 v206, s2
	v_mov_b32_e32 v207, s2
	v_mov_b32_e32 v208, s2
	v_mov_b32_e32 v209, s2
	v_mov_b32_e32 v210, s2
	v_mov_b32_e32 v211, s2
	v_mov_b32_e32 v212, s2
	v_mov_b32_e32 v213, s2
	v_mov_b32_e32 v214, s2
	v_mov_b32_e32 v215, s2
	v_mov_b32_e32 v216, s2
	v_mov_b32_e32 v217, s2
	v_mov_b32_e32 v218, s2
	v_mov_b32_e32 v219, s2
	v_mov_b32_e32 v220, s2
	v_mov_b32_e32 v221, s2
	v_mov_b32_e32 v222, s2
	v_mov_b32_e32 v223, s2
	v_mov_b32_e32 v224, s2
	v_mov_b32_e32 v225, s2
	v_mov_b32_e32 v226, s2
	v_mov_b32_e32 v227, s2
	s_branch .LBB0_12
.LBB0_11:                               ; %Flow
	v_accvgpr_read_b32 v1, a1
	v_accvgpr_read_b32 v3, a2
	v_accvgpr_read_b32 v0, a0
.LBB0_12:                               ; %Flow1438
	v_add_u32_e32 v2, s14, v0
	v_or_b32_e32 v0, s15, v3
	v_or_b32_e32 v1, v2, v1
	v_mad_u64_u32 v[18:19], s[0:1], v1, s5, v[0:1]
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[20:21], v[18:19], 2, s[12:13]
	global_load_dwordx4 v[2:5], v[20:21], off
	global_load_dwordx4 v[6:9], v[20:21], off offset:128
	global_load_dwordx4 v[10:13], v[20:21], off offset:256
	global_load_dwordx4 v[14:17], v[20:21], off offset:384
	s_mov_b32 s0, s7
	v_add_u32_e32 v18, s5, v18
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[12:13]
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[2:3], v[2:3], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[6:7], v[6:7], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[10:11], v[10:11], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[14:15], v[14:15], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], s[0:1] op_sel_hi:[1,0]
	v_pk_fma_f32 v[2:3], v[124:125], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[122:123], s[6:7], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[120:121], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[118:119], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[84:85], s[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[82:83], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[80:81], s[6:7], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[78:79], s[6:7], v[16:17] op_sel_hi:[1,0,1]
	global_store_dwordx4 v[20:21], v[2:5], off
	global_store_dwordx4 v[20:21], v[6:9], off offset:128
	global_store_dwordx4 v[20:21], v[10:13], off offset:256
	global_store_dwordx4 v[20:21], v[14:17], off offset:384
	global_load_dwordx4 v[2:5], v[18:19], off
	s_nop 0
	global_load_dwordx4 v[6:9], v[18:19], off offset:128
	global_load_dwordx4 v[10:13], v[18:19], off offset:256
	global_load_dwordx4 v[14:17], v[18:19], off offset:384
	v_or_b32_e32 v20, 2, v1
	v_mad_u64_u32 v[20:21], s[2:3], v20, s5, v[0:1]
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[22:23], v[20:21], 2, s[12:13]
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v2, s7, v2
	v_mul_f32_e32 v3, s7, v3
	v_mul_f32_e32 v4, s7, v4
	v_mul_f32_e32 v5, s7, v5
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v6, s7, v6
	v_mul_f32_e32 v7, s7, v7
	v_mul_f32_e32 v8, s7, v8
	v_mul_f32_e32 v9, s7, v9
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v10, s7, v10
	v_mul_f32_e32 v11, s7, v11
	v_mul_f32_e32 v12, s7, v12
	v_mul_f32_e32 v13, s7, v13
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v14, s7, v14
	v_mul_f32_e32 v15, s7, v15
	v_mul_f32_e32 v16, s7, v16
	v_mul_f32_e32 v17, s7, v17
	v_fmac_f32_e32 v2, s6, v227
	v_fmac_f32_e32 v3, s6, v226
	v_fmac_f32_e32 v4, s6, v225
	v_fmac_f32_e32 v5, s6, v224
	v_fmac_f32_e32 v6, s6, v223
	v_fmac_f32_e32 v7, s6, v222
	v_fmac_f32_e32 v8, s6, v221
	v_fmac_f32_e32 v9, s6, v220
	v_fmac_f32_e32 v10, s6, v219
	v_fmac_f32_e32 v11, s6, v218
	v_fmac_f32_e32 v12, s6, v217
	v_fmac_f32_e32 v13, s6, v216
	v_fmac_f32_e32 v14, s6, v215
	v_fmac_f32_e32 v15, s6, v214
	v_fmac_f32_e32 v16, s6, v213
	v_fmac_f32_e32 v17, s6, v212
	global_store_dwordx4 v[18:19], v[2:5], off
	global_store_dwordx4 v[18:19], v[6:9], off offset:128
	global_store_dwordx4 v[18:19], v[10:13], off offset:256
	global_store_dwordx4 v[18:19], v[14:17], off offset:384
	global_load_dwordx4 v[2:5], v[22:23], off
	s_nop 0
	global_load_dwordx4 v[6:9], v[22:23], off offset:128
	global_load_dwordx4 v[10:13], v[22:23], off offset:256
	global_load_dwordx4 v[14:17], v[22:23], off offset:384
	v_add_u32_e32 v18, s5, v20
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[12:13]
	v_or_b32_e32 v20, 16, v1
	v_mad_u64_u32 v[20:21], s[2:3], v20, s5, v[0:1]
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[12:13]
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[2:3], v[2:3], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[6:7], v[6:7], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[10:11], v[10:11], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[14:15], v[14:15], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], s[0:1] op_sel_hi:[1,0]
	v_pk_fma_f32 v[2:3], v[116:117], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[114:115], s[6:7], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[112:113], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[76:77], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[74:75], s[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[72:73], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[70:71], s[6:7], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[68:69], s[6:7], v[16:17] op_sel_hi:[1,0,1]
	global_store_dwordx4 v[22:23], v[2:5], off
	global_store_dwordx4 v[22:23], v[6:9], off offset:128
	global_store_dwordx4 v[22:23], v[10:13], off offset:256
	global_store_dwordx4 v[22:23], v[14:17], off offset:384
	global_load_dwordx4 v[2:5], v[18:19], off
	s_nop 0
	global_load_dwordx4 v[6:9], v[18:19], off offset:128
	global_load_dwordx4 v[10:13], v[18:19], off offset:256
	global_load_dwordx4 v[14:17], v[18:19], off offset:384
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v2, s7, v2
	v_mul_f32_e32 v3, s7, v3
	v_mul_f32_e32 v4, s7, v4
	v_mul_f32_e32 v5, s7, v5
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v6, s7, v6
	v_mul_f32_e32 v7, s7, v7
	v_mul_f32_e32 v8, s7, v8
	v_mul_f32_e32 v9, s7, v9
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v10, s7, v10
	v_mul_f32_e32 v11, s7, v11
	v_mul_f32_e32 v12, s7, v12
	v_mul_f32_e32 v13, s7, v13
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v14, s7, v14
	v_mul_f32_e32 v15, s7, v15
	v_mul_f32_e32 v16, s7, v16
	v_mul_f32_e32 v17, s7, v17
	v_fmac_f32_e32 v2, s6, v211
	v_fmac_f32_e32 v3, s6, v210
	v_fmac_f32_e32 v4, s6, v209
	v_fmac_f32_e32 v5, s6, v208
	v_fmac_f32_e32 v6, s6, v207
	v_fmac_f32_e32 v7, s6, v206
	v_fmac_f32_e32 v8, s6, v205
	v_fmac_f32_e32 v9, s6, v204
	v_fmac_f32_e32 v10, s6, v203
	v_fmac_f32_e32 v11, s6, v202
	v_fmac_f32_e32 v12, s6, v201
	v_fmac_f32_e32 v13, s6, v200
	v_fmac_f32_e32 v14, s6, v199
	v_fmac_f32_e32 v15, s6, v198
	v_fmac_f32_e32 v16, s6, v197
	v_fmac_f32_e32 v17, s6, v196
	global_store_dwordx4 v[18:19], v[2:5], off
	global_store_dwordx4 v[18:19], v[6:9], off offset:128
	global_store_dwordx4 v[18:19], v[10:13], off offset:256
	global_store_dwordx4 v[18:19], v[14:17], off offset:384
	global_load_dwordx4 v[2:5], v[20:21], off
	s_nop 0
	global_load_dwordx4 v[6:9], v[20:21], off offset:128
	global_load_dwordx4 v[10:13], v[20:21], off offset:256
	global_load_dwordx4 v[14:17], v[20:21], off offset:384
	v_or_b32_e32 v18, 17, v1
	v_mad_u64_u32 v[18:19], s[2:3], v18, s5, v[0:1]
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[12:13]
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[2:3], v[2:3], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[6:7], v[6:7], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[10:11], v[10:11], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[14:15], v[14:15], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], s[0:1] op_sel_hi:[1,0]
	v_pk_fma_f32 v[2:3], v[54:55], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[56:57], s[6:7], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[58:59], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[60:61], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[62:63], s[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[64:65], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[66:67], s[6:7], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[46:47], s[6:7], v[16:17] op_sel_hi:[1,0,1]
	global_store_dwordx4 v[20:21], v[2:5], off
	global_store_dwordx4 v[20:21], v[6:9], off offset:128
	global_store_dwordx4 v[20:21], v[10:13], off offset:256
	global_store_dwordx4 v[20:21], v[14:17], off offset:384
	global_load_dwordx4 v[2:5], v[18:19], off
	s_nop 0
	global_load_dwordx4 v[6:9], v[18:19], off offset:128
	global_load_dwordx4 v[10:13], v[18:19], off offset:256
	global_load_dwordx4 v[14:17], v[18:19], off offset:384
	v_or_b32_e32 v20, 18, v1
	v_mad_u64_u32 v[20:21], s[2:3], v20, s5, v[0:1]
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[12:13]
	v_or_b32_e32 v1, 19, v1
	v_mad_u64_u32 v[0:1], s[2:3], v1, s5, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v2, s7, v2
	v_mul_f32_e32 v3, s7, v3
	v_mul_f32_e32 v4, s7, v4
	v_mul_f32_e32 v5, s7, v5
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v6, s7, v6
	v_mul_f32_e32 v7, s7, v7
	v_mul_f32_e32 v8, s7, v8
	v_mul_f32_e32 v9, s7, v9
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v10, s7, v10
	v_mul_f32_e32 v11, s7, v11
	v_mul_f32_e32 v12, s7, v12
	v_mul_f32_e32 v13, s7, v13
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v14, s7, v14
	v_mul_f32_e32 v15, s7, v15
	v_mul_f32_e32 v16, s7, v16
	v_mul_f32_e32 v17, s7, v17
	v_fmac_f32_e32 v2, s6, v195
	v_fmac_f32_e32 v3, s6, v194
	v_fmac_f32_e32 v4, s6, v193
	v_fmac_f32_e32 v5, s6, v192
	v_fmac_f32_e32 v6, s6, v255
	v_fmac_f32_e32 v7, s6, v254
	v_fmac_f32_e32 v8, s6, v253
	v_fmac_f32_e32 v9, s6, v252
	v_fmac_f32_e32 v10, s6, v251
	v_fmac_f32_e32 v11, s6, v250
	v_fmac_f32_e32 v12, s6, v249
	v_fmac_f32_e32 v13, s6, v248
	v_fmac_f32_e32 v14, s6, v247
	v_fmac_f32_e32 v15, s6, v246
	v_fmac_f32_e32 v16, s6, v245
	v_fmac_f32_e32 v17, s6, v244
	global_store_dwordx4 v[18:19], v[2:5], off
	global_store_dwordx4 v[18:19], v[6:9], off offset:128
	global_store_dwordx4 v[18:19], v[10:13], off offset:256
	global_store_dwordx4 v[18:19], v[14:17], off offset:384
	global_load_dwordx4 v[2:5], v[20:21], off
	s_nop 0
	global_load_dwordx4 v[6:9], v[20:21], off offset:128
	global_load_dwordx4 v[10:13], v[20:21], off offset:256
	global_load_dwordx4 v[14:17], v[20:21], off offset:384
	v_lshl_add_u64 v[18:19], v[0:1], 2, s[12:13]
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[0:1], v[2:3], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[4:5], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[4:5], v[6:7], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[8:9], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[8:9], v[10:11], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[12:13], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[12:13], v[14:15], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[16:17], s[0:1] op_sel_hi:[1,0]
	v_pk_fma_f32 v[0:1], v[36:37], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[38:39], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[40:41], s[6:7], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[42:43], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[48:49], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[50:51], s[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[52:53], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[44:45], s[6:7], v[14:15] op_sel_hi:[1,0,1]
	global_store_dwordx4 v[20:21], v[0:3], off
	global_store_dwordx4 v[20:21], v[4:7], off offset:128
	global_store_dwordx4 v[20:21], v[8:11], off offset:256
	global_store_dwordx4 v[20:21], v[12:15], off offset:384
	global_load_dwordx4 v[0:3], v[18:19], off
	s_nop 0
	global_load_dwordx4 v[4:7], v[18:19], off offset:128
	global_load_dwordx4 v[8:11], v[18:19], off offset:256
	global_load_dwordx4 v[12:15], v[18:19], off offset:384
	v_accvgpr_read_b32 v16, a54
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v0, s7, v0
	v_mul_f32_e32 v1, s7, v1
	v_mul_f32_e32 v2, s7, v2
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v13, s7, v13
	v_mul_f32_e32 v3, s7, v3
	v_mul_f32_e32 v14, s7, v14
	v_fmac_f32_e32 v13, s6, v16
	v_accvgpr_read_b32 v16, a55
	v_mul_f32_e32 v4, s7, v4
	v_mul_f32_e32 v5, s7, v5
	v_mul_f32_e32 v6, s7, v6
	v_mul_f32_e32 v7, s7, v7
	v_mul_f32_e32 v8, s7, v8
	v_mul_f32_e32 v9, s7, v9
	v_mul_f32_e32 v10, s7, v10
	v_mul_f32_e32 v11, s7, v11
	v_mul_f32_e32 v12, s7, v12
	v_mul_f32_e32 v15, s7, v15
	v_fmac_f32_e32 v0, s6, v243
	v_fmac_f32_e32 v1, s6, v242
	v_fmac_f32_e32 v2, s6, v241
	v_fmac_f32_e32 v3, s6, v240
	v_fmac_f32_e32 v14, s6, v16
	v_accvgpr_read_b32 v16, a52
	v_fmac_f32_e32 v4, s6, v239
	v_fmac_f32_e32 v5, s6, v238
	v_fmac_f32_e32 v6, s6, v237
	v_fmac_f32_e32 v7, s6, v236
	v_fmac_f32_e32 v8, s6, v235
	v_fmac_f32_e32 v9, s6, v234
	v_fmac_f32_e32 v10, s6, v233
	v_fmac_f32_e32 v11, s6, v232
	v_fmac_f32_e32 v12, s6, v231
	v_fmac_f32_e32 v15, s6, v16
	global_store_dwordx4 v[18:19], v[0:3], off
	global_store_dwordx4 v[18:19], v[4:7], off offset:128
	global_store_dwordx4 v[18:19], v[8:11], off offset:256
	global_store_dwordx4 v[18:19], v[12:15], off offset:384
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgemm_ldsopt_sizet
		.amdhsa_group_segment_fixed_size 8320
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
		.amdhsa_next_free_vgpr 376
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 256
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
	.size	sgemm_ldsopt_sizet, .Lfunc_end0-sgemm_ldsopt_sizet
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 12316
; NumSgprs: 22
; NumVgprs: 256
; NumAgprs: 120
; TotalNumVgprs: 376
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8320 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 46
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 376
; AccumOffset: 256
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.type	__hip_cuid_e1a5041391399646,@object ; @__hip_cuid_e1a5041391399646
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_e1a5041391399646
__hip_cuid_e1a5041391399646:
	.byte	0                               ; 0x0
	.size	__hip_cuid_e1a5041391399646, 1

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_e1a5041391399646
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     120
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
    .group_segment_fixed_size: 8320
    .kernarg_segment_align: 8
    .kernarg_segment_size: 44
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 128
    .name:           sgemm_ldsopt_sizet
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         sgemm_ldsopt_sizet.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     376
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
