	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	sgemm_ldsopt            ; -- Begin function sgemm_ldsopt
	.globl	sgemm_ldsopt
	.p2align	8
	.type	sgemm_ldsopt,@function
sgemm_ldsopt:                           ; @sgemm_ldsopt
; %bb.0:                                ; %.preheader182
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_load_dwordx4 s[4:7], s[0:1], 0x1c
	s_lshl_b32 s15, s2, 7
	v_or_b32_e32 v18, s15, v0
	v_ashrrev_i32_e32 v19, 31, v18
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[20:21], v[18:19], 2, s[10:11]
	v_add_u32_e32 v18, s5, v18
	v_lshrrev_b32_e32 v34, 3, v0
	s_lshl_b32 s14, s3, 7
	v_ashrrev_i32_e32 v19, 31, v18
	v_and_b32_e32 v50, 7, v0
	v_or_b32_e32 v1, s14, v34
	v_lshl_add_u64 v[22:23], v[18:19], 2, s[10:11]
	v_add_u32_e32 v18, s5, v18
	v_mad_u64_u32 v[4:5], s[0:1], v1, s4, v[50:51]
	v_ashrrev_i32_e32 v19, 31, v18
	s_lshl_b32 s0, s4, 4
	v_lshl_add_u64 v[24:25], v[18:19], 2, s[10:11]
	v_add_u32_e32 v18, s5, v18
	v_add_u32_e32 v6, s0, v4
	v_ashrrev_i32_e32 v19, 31, v18
	v_add_u32_e32 v8, s0, v6
	v_lshl_add_u64 v[26:27], v[18:19], 2, s[10:11]
	v_add_u32_e32 v18, s5, v18
	v_add_u32_e32 v10, s0, v8
	v_ashrrev_i32_e32 v19, 31, v18
	v_add_u32_e32 v12, s0, v10
	v_lshl_add_u64 v[28:29], v[18:19], 2, s[10:11]
	v_add_u32_e32 v18, s5, v18
	v_add_u32_e32 v14, s0, v12
	v_ashrrev_i32_e32 v19, 31, v18
	v_add_u32_e32 v16, s0, v14
	v_lshl_add_u64 v[30:31], v[18:19], 2, s[10:11]
	v_add_u32_e32 v18, s5, v18
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[2:3], v[4:5], 2, s[8:9]
	v_accvgpr_write_b32 a2, v4
	v_lshl_add_u64 v[4:5], v[6:7], 2, s[8:9]
	v_accvgpr_write_b32 a4, v6
	v_lshl_add_u64 v[6:7], v[8:9], 2, s[8:9]
	v_accvgpr_write_b32 a6, v8
	v_lshl_add_u64 v[8:9], v[10:11], 2, s[8:9]
	v_accvgpr_write_b32 a8, v10
	v_lshl_add_u64 v[10:11], v[12:13], 2, s[8:9]
	v_accvgpr_write_b32 a10, v12
	v_lshl_add_u64 v[12:13], v[14:15], 2, s[8:9]
	v_accvgpr_write_b32 a12, v14
	v_lshl_add_u64 v[14:15], v[16:17], 2, s[8:9]
	v_accvgpr_write_b32 a14, v16
	v_add_u32_e32 v16, s0, v16
	v_lshl_add_u64 v[32:33], v[18:19], 2, s[10:11]
	v_add_u32_e32 v18, s5, v18
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v19, 31, v18
	v_accvgpr_write_b32 a16, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[8:9]
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[10:11]
	global_load_dword v35, v[20:21], off
	global_load_dword v36, v[22:23], off
	global_load_dword v37, v[24:25], off
	global_load_dword v38, v[26:27], off
	global_load_dword v39, v[28:29], off
	global_load_dword v40, v[30:31], off
	global_load_dword v41, v[32:33], off
	global_load_dword v42, v[18:19], off
	global_load_dword v43, v[2:3], off
	global_load_dword v44, v[4:5], off
	global_load_dword v45, v[6:7], off
	global_load_dword v46, v[8:9], off
	global_load_dword v47, v[10:11], off
	global_load_dword v48, v[12:13], off
	global_load_dword v49, v[14:15], off
                                        ; kill: killed $vgpr6_vgpr7
                                        ; kill: killed $vgpr20_vgpr21
                                        ; kill: killed $vgpr10_vgpr11
                                        ; kill: killed $vgpr14_vgpr15
                                        ; kill: killed $vgpr2_vgpr3
                                        ; kill: killed $vgpr4_vgpr5
                                        ; kill: killed $vgpr8_vgpr9
                                        ; kill: killed $vgpr18_vgpr19
                                        ; kill: killed $vgpr12_vgpr13
                                        ; kill: killed $vgpr32_vgpr33
                                        ; kill: killed $vgpr30_vgpr31
                                        ; kill: killed $vgpr28_vgpr29
                                        ; kill: killed $vgpr26_vgpr27
                                        ; kill: killed $vgpr24_vgpr25
                                        ; kill: killed $vgpr22_vgpr23
	s_nop 0
	global_load_dword v3, v[16:17], off
	s_movk_i32 s0, 0x210
	v_lshlrev_b32_e32 v1, 2, v0
	v_lshlrev_b32_e32 v4, 2, v34
	v_accvgpr_write_b32 a1, v0
	v_bfe_u32 v2, v0, 3, 2
	v_add_u32_e32 v5, 0x80, v1
	v_mad_u32_u24 v0, v50, s0, v4
	s_mov_b32 s2, 0
	s_cmp_gt_i32 s4, 0
	v_accvgpr_write_b32 a7, v0
	v_lshlrev_b32_e32 v6, 2, v50
	s_waitcnt vmcnt(14)
	ds_write2st64_b32 v5, v35, v36 offset0:16 offset1:18
	s_waitcnt vmcnt(6)
	ds_write2_b32 v0, v43, v44 offset1:16
	ds_write2st64_b32 v5, v37, v38 offset0:20 offset1:22
	s_waitcnt vmcnt(4)
	ds_write2_b32 v0, v45, v46 offset0:32 offset1:48
	ds_write2st64_b32 v5, v39, v40 offset0:24 offset1:26
	s_waitcnt vmcnt(2)
	ds_write2_b32 v0, v47, v48 offset0:64 offset1:80
	ds_write2st64_b32 v5, v41, v42 offset0:28 offset1:30
	v_lshlrev_b32_e32 v5, 2, v2
	s_waitcnt vmcnt(0)
	ds_write2_b32 v0, v49, v3 offset0:96 offset1:112
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.preheader182..preheader170_crit_edge
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 2, v50
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr2
.LBB0_3:                                ; %Flow1417
	v_accvgpr_read_b32 v0, a1
	s_andn2_b64 vcc, exec, s[0:1]
	v_and_b32_e32 v4, 0x60, v0
	s_cbranch_vccnz .LBB0_10
; %bb.4:                                ; %.lr.ph
	s_mul_i32 s0, s5, 9
	s_add_i32 s0, s0, s15
	v_mov_b32_e32 v18, s0
	s_mul_i32 s0, s5, 10
	s_add_i32 s0, s0, s15
	v_mov_b32_e32 v19, s0
	s_mul_i32 s0, s5, 11
	s_add_i32 s0, s0, s15
	v_mov_b32_e32 v20, s0
	s_mul_i32 s0, s5, 12
	s_add_i32 s0, s0, s15
	v_mov_b32_e32 v21, s0
	s_mul_i32 s0, s5, 13
	v_add_u32_e32 v0, 0x1080, v1
	v_or_b32_e32 v1, v5, v4
	s_add_i32 s0, s0, s15
	v_accvgpr_write_b32 a11, v0
	v_lshlrev_b32_e32 v0, 2, v1
	v_mov_b32_e32 v1, 0x1080
	v_mov_b32_e32 v22, s0
	s_mul_i32 s0, s5, 14
	v_accvgpr_write_b32 a13, v0
	v_lshl_or_b32 v0, v50, 4, v1
	s_add_i32 s0, s0, s15
	v_accvgpr_write_b32 a15, v0
	v_mov_b32_e32 v23, s0
	s_mul_i32 s0, s5, 15
	v_mov_b32_e32 v0, 0
	s_lshl_b32 s16, s5, 3
	s_add_i32 s0, s0, s15
	v_accvgpr_write_b32 a108, v0            ;  Reload Reuse
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v24, s0
	s_add_i32 s0, s16, s15
	v_mov_b32_e32 v201, 0
	v_accvgpr_write_b32 a43, v0             ;  Reload Reuse
	v_mov_b32_e32 v0, 0
	v_accvgpr_write_b32 a5, v6
	v_accvgpr_write_b32 a0, v4
	v_accvgpr_write_b32 a3, v5
	s_mov_b32 s17, 8
	v_mov_b32_e32 v25, s0
	v_mov_b32_e32 v225, 0
	v_mov_b32_e32 v224, 0
	v_mov_b32_e32 v211, 0
	v_mov_b32_e32 v210, 0
	v_mov_b32_e32 v207, 0
	v_mov_b32_e32 v206, 0
	v_mov_b32_e32 v205, 0
	v_mov_b32_e32 v204, 0
	v_mov_b32_e32 v203, 0
	v_mov_b32_e32 v202, 0
	v_mov_b32_e32 v200, 0
	v_mov_b32_e32 v199, 0
	v_mov_b32_e32 v198, 0
	v_mov_b32_e32 v197, 0
	v_mov_b32_e32 v196, 0
	v_mov_b32_e32 v209, 0
	v_mov_b32_e32 v208, 0
	v_mov_b32_e32 v255, 0
	v_mov_b32_e32 v254, 0
	v_mov_b32_e32 v253, 0
	v_mov_b32_e32 v252, 0
	v_mov_b32_e32 v251, 0
	v_mov_b32_e32 v250, 0
	v_mov_b32_e32 v249, 0
	v_mov_b32_e32 v248, 0
	v_mov_b32_e32 v247, 0
	v_mov_b32_e32 v246, 0
	v_mov_b32_e32 v245, 0
	v_mov_b32_e32 v244, 0
	v_mov_b32_e32 v243, 0
	v_mov_b32_e32 v242, 0
	v_mov_b32_e32 v241, 0
	v_mov_b32_e32 v240, 0
	v_mov_b32_e32 v239, 0
	v_mov_b32_e32 v238, 0
	v_mov_b32_e32 v237, 0
	v_mov_b32_e32 v236, 0
	v_mov_b32_e32 v235, 0
	v_mov_b32_e32 v234, 0
	v_mov_b32_e32 v233, 0
	v_mov_b32_e32 v232, 0
	v_mov_b32_e32 v231, 0
	v_mov_b32_e32 v230, 0
	v_mov_b32_e32 v229, 0
	v_mov_b32_e32 v228, 0
	v_mov_b32_e32 v227, 0
	v_mov_b32_e32 v226, 0
	v_mov_b32_e32 v195, 0
	v_mov_b32_e32 v194, 0
	v_mov_b32_e32 v223, 0
	v_mov_b32_e32 v222, 0
	v_mov_b32_e32 v221, 0
	v_mov_b32_e32 v220, 0
	v_mov_b32_e32 v219, 0
	v_mov_b32_e32 v218, 0
	v_mov_b32_e32 v217, 0
	v_mov_b32_e32 v216, 0
	v_mov_b32_e32 v215, 0
	v_mov_b32_e32 v214, 0
	v_mov_b32_e32 v213, 0
	v_accvgpr_write_b32 a9, v0              ;  Reload Reuse
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, v201
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, v201
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, v201
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, v201
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, v201
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, v201
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, v201
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, v201
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, v201
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, v201
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, v201
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, v201
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, v201
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, v201
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, v201
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, v201
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, v201
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, v201
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, v201
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, v201
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, v201
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, v201
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, v201
	v_mov_b32_e32 v114, 0
	v_mov_b32_e32 v115, v201
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, v201
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v75, v201
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, v201
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, v201
	v_mov_b32_e32 v118, 0
	v_mov_b32_e32 v119, v201
	v_mov_b32_e32 v116, 0
	v_mov_b32_e32 v117, v201
	v_mov_b32_e32 v122, 0
	v_mov_b32_e32 v123, v201
	v_mov_b32_e32 v120, 0
	v_mov_b32_e32 v121, v201
                                        ; implicit-def: $agpr25
                                        ; implicit-def: $agpr27
                                        ; implicit-def: $agpr29
                                        ; implicit-def: $agpr30
                                        ; implicit-def: $agpr31
                                        ; implicit-def: $agpr32
                                        ; implicit-def: $agpr33
                                        ; implicit-def: $agpr34
                                        ; implicit-def: $agpr35
                                        ; implicit-def: $agpr36
                                        ; implicit-def: $agpr37
                                        ; implicit-def: $agpr38
                                        ; implicit-def: $agpr39
                                        ; implicit-def: $agpr40
                                        ; implicit-def: $agpr41
                                        ; implicit-def: $agpr42
	s_branch .LBB0_6
.LBB0_5:                                ; %.loopexit
                                        ;   in Loop: Header=BB0_6 Depth=1
	v_accvgpr_read_b32 v0, a106
	v_accvgpr_read_b32 v1, a107
	v_pk_fma_f32 v[0:1], v[190:191], v[186:187], v[0:1] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a107, v1
	v_accvgpr_write_b32 a106, v0
	v_accvgpr_read_b32 v0, a90
	v_accvgpr_read_b32 v1, a91
	v_pk_fma_f32 v[0:1], v[192:193], v[186:187], v[0:1] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a91, v1
	v_accvgpr_write_b32 a90, v0
	v_accvgpr_read_b32 v0, a104
	v_accvgpr_read_b32 v1, a105
	v_pk_fma_f32 v[0:1], v[190:191], v[188:189], v[0:1] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a105, v1
	v_accvgpr_write_b32 a104, v0
	v_accvgpr_read_b32 v0, a88
	v_accvgpr_read_b32 v1, a89
	v_pk_fma_f32 v[0:1], v[192:193], v[188:189], v[0:1] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a89, v1
	v_accvgpr_write_b32 a88, v0
	v_accvgpr_read_b32 v0, a102
	v_accvgpr_read_b32 v1, a103
	v_pk_fma_f32 v[0:1], v[190:191], v[182:183], v[0:1] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a103, v1
	v_accvgpr_write_b32 a102, v0
	v_accvgpr_read_b32 v0, a86
	v_accvgpr_read_b32 v1, a87
	v_pk_fma_f32 v[0:1], v[192:193], v[182:183], v[0:1] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a87, v1
	v_accvgpr_write_b32 a86, v0
	v_accvgpr_read_b32 v0, a100
	v_accvgpr_read_b32 v1, a101
	v_pk_fma_f32 v[0:1], v[190:191], v[184:185], v[0:1] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a101, v1
	v_accvgpr_write_b32 a100, v0
	v_accvgpr_read_b32 v0, a84
	v_accvgpr_read_b32 v1, a85
	v_pk_fma_f32 v[0:1], v[192:193], v[184:185], v[0:1] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a85, v1
	v_accvgpr_write_b32 a84, v0
	v_accvgpr_read_b32 v0, a98
	v_accvgpr_read_b32 v1, a99
	v_pk_fma_f32 v[0:1], v[190:191], v[178:179], v[0:1] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a99, v1
	v_accvgpr_write_b32 a98, v0
	v_accvgpr_read_b32 v0, a82
	v_accvgpr_read_b32 v1, a83
	v_pk_fma_f32 v[0:1], v[192:193], v[178:179], v[0:1] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a83, v1
	v_accvgpr_write_b32 a82, v0
	v_accvgpr_read_b32 v0, a96
	v_accvgpr_read_b32 v1, a97
	v_pk_fma_f32 v[0:1], v[190:191], v[180:181], v[0:1] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a97, v1
	v_accvgpr_write_b32 a96, v0
	v_accvgpr_read_b32 v0, a80
	v_accvgpr_read_b32 v1, a81
	v_pk_fma_f32 v[0:1], v[192:193], v[180:181], v[0:1] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a81, v1
	v_accvgpr_write_b32 a80, v0
	v_accvgpr_read_b32 v0, a94
	v_accvgpr_read_b32 v1, a95
	v_pk_fma_f32 v[0:1], v[190:191], v[174:175], v[0:1] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a95, v1
	v_accvgpr_write_b32 a94, v0
	v_accvgpr_read_b32 v0, a78
	v_accvgpr_read_b32 v1, a79
	v_pk_fma_f32 v[0:1], v[192:193], v[174:175], v[0:1] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a79, v1
	v_accvgpr_write_b32 a78, v0
	v_accvgpr_read_b32 v0, a92
	v_accvgpr_read_b32 v1, a93
	v_fmac_f32_e32 v201, v191, v186
	v_fmac_f32_e32 v225, v191, v187
	v_fmac_f32_e32 v224, v191, v188
	v_fmac_f32_e32 v211, v191, v189
	v_fmac_f32_e32 v210, v191, v182
	v_fmac_f32_e32 v207, v191, v183
	v_fmac_f32_e32 v206, v191, v184
	v_fmac_f32_e32 v205, v191, v185
	v_fmac_f32_e32 v204, v191, v178
	v_fmac_f32_e32 v203, v191, v179
	v_fmac_f32_e32 v202, v191, v180
	v_fmac_f32_e32 v200, v191, v181
	v_fmac_f32_e32 v199, v191, v174
	v_fmac_f32_e32 v198, v191, v175
	v_pk_fma_f32 v[0:1], v[190:191], v[176:177], v[0:1] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v197, v191, v176
	v_fmac_f32_e32 v196, v191, v177
	v_accvgpr_read_b32 v191, a77
	v_accvgpr_write_b32 a93, v1
	v_accvgpr_read_b32 v190, a76
	v_accvgpr_write_b32 a92, v0
	v_pk_fma_f32 v[0:1], v[192:193], v[176:177], v[190:191] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v191, a61
	v_accvgpr_read_b32 v190, a60
	v_fmac_f32_e32 v209, v193, v186
	v_fmac_f32_e32 v208, v193, v187
	v_fmac_f32_e32 v255, v193, v188
	v_fmac_f32_e32 v254, v193, v189
	v_fmac_f32_e32 v253, v193, v182
	v_fmac_f32_e32 v252, v193, v183
	v_fmac_f32_e32 v251, v193, v184
	v_fmac_f32_e32 v250, v193, v185
	v_fmac_f32_e32 v249, v193, v178
	v_fmac_f32_e32 v248, v193, v179
	v_fmac_f32_e32 v247, v193, v180
	v_fmac_f32_e32 v246, v193, v181
	v_fmac_f32_e32 v245, v193, v174
	v_fmac_f32_e32 v244, v193, v175
	v_fmac_f32_e32 v243, v193, v176
	v_fmac_f32_e32 v242, v193, v177
	v_pk_fma_f32 v[192:193], v[170:171], v[186:187], v[190:191] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v191, a45
	v_accvgpr_write_b32 a77, v1
	v_accvgpr_read_b32 v190, a44
	v_accvgpr_write_b32 a76, v0
	v_pk_fma_f32 v[0:1], v[172:173], v[186:187], v[190:191] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v191, a63
	v_accvgpr_write_b32 a45, v1
	v_accvgpr_read_b32 v190, a62
	v_accvgpr_write_b32 a44, v0
	v_pk_fma_f32 v[0:1], v[170:171], v[188:189], v[190:191] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v191, a47
	v_accvgpr_write_b32 a61, v1
	v_accvgpr_read_b32 v190, a46
	v_accvgpr_write_b32 a60, v0
	v_pk_fma_f32 v[0:1], v[172:173], v[188:189], v[190:191] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v191, a67
	v_accvgpr_write_b32 a47, v1
	v_accvgpr_read_b32 v190, a66
	v_fmac_f32_e32 v239, v171, v188
	v_fmac_f32_e32 v238, v171, v189
	v_accvgpr_write_b32 a46, v0
	v_fmac_f32_e32 v223, v173, v188
	v_fmac_f32_e32 v222, v173, v189
	v_accvgpr_read_b32 v189, a49
	v_pk_fma_f32 v[0:1], v[170:171], v[184:185], v[190:191] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v191, a51
	v_accvgpr_read_b32 v188, a48
	v_accvgpr_write_b32 a49, v1
	v_accvgpr_read_b32 v190, a50
	v_accvgpr_write_b32 a48, v0
	v_pk_fma_f32 v[0:1], v[172:173], v[184:185], v[190:191] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v191, a71
	v_accvgpr_write_b32 a51, v1
	v_accvgpr_read_b32 v190, a70
	v_fmac_f32_e32 v241, v171, v186
	v_fmac_f32_e32 v240, v171, v187
	v_fmac_f32_e32 v195, v173, v186
	v_fmac_f32_e32 v194, v173, v187
	v_accvgpr_read_b32 v187, a65
	v_fmac_f32_e32 v235, v171, v184
	v_fmac_f32_e32 v234, v171, v185
	v_accvgpr_write_b32 a50, v0
	v_fmac_f32_e32 v219, v173, v184
	v_fmac_f32_e32 v218, v173, v185
	v_accvgpr_read_b32 v185, a53
	v_pk_fma_f32 v[0:1], v[170:171], v[180:181], v[190:191] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v191, a55
	v_accvgpr_read_b32 v186, a64
	v_accvgpr_read_b32 v184, a52
	v_accvgpr_write_b32 a53, v1
	v_accvgpr_read_b32 v190, a54
	v_pk_fma_f32 v[186:187], v[170:171], v[182:183], v[186:187] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v237, v171, v182
	v_fmac_f32_e32 v236, v171, v183
	v_pk_fma_f32 v[188:189], v[172:173], v[182:183], v[188:189] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v221, v173, v182
	v_fmac_f32_e32 v220, v173, v183
	v_accvgpr_read_b32 v183, a69
	v_accvgpr_write_b32 a52, v0
	v_pk_fma_f32 v[0:1], v[172:173], v[180:181], v[190:191] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v191, a75
	v_accvgpr_read_b32 v182, a68
	v_accvgpr_write_b32 a55, v1
	v_accvgpr_read_b32 v190, a74
	v_pk_fma_f32 v[182:183], v[170:171], v[178:179], v[182:183] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v233, v171, v178
	v_fmac_f32_e32 v232, v171, v179
	v_pk_fma_f32 v[184:185], v[172:173], v[178:179], v[184:185] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a54, v0
	v_fmac_f32_e32 v217, v173, v178
	v_fmac_f32_e32 v216, v173, v179
	v_accvgpr_read_b32 v179, a73
	v_pk_fma_f32 v[0:1], v[170:171], v[176:177], v[190:191] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v191, a89
	v_accvgpr_read_b32 v178, a72
	v_accvgpr_read_b32 v190, a88
	v_fmac_f32_e32 v231, v171, v180
	v_fmac_f32_e32 v230, v171, v181
	v_pk_fma_f32 v[178:179], v[170:171], v[174:175], v[178:179] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v229, v171, v174
	v_fmac_f32_e32 v228, v171, v175
	v_fmac_f32_e32 v227, v171, v176
	v_fmac_f32_e32 v226, v171, v177
	v_accvgpr_read_b32 v171, a59
	v_pk_fma_f32 v[190:191], v[168:169], v[164:165], v[190:191] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v170, a58
	v_accvgpr_write_b32 a58, v190
	v_accvgpr_write_b32 a59, v191
	v_accvgpr_read_b32 v191, a103
	v_accvgpr_read_b32 v190, a102
	v_pk_fma_f32 v[190:191], v[166:167], v[158:159], v[190:191] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a62, v190
	v_accvgpr_write_b32 a63, v191
	v_accvgpr_read_b32 v191, a87
	v_accvgpr_read_b32 v190, a86
	v_pk_fma_f32 v[190:191], v[168:169], v[158:159], v[190:191] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a64, v190
	v_accvgpr_write_b32 a65, v191
	v_accvgpr_read_b32 v191, a101
	v_accvgpr_read_b32 v190, a100
	v_pk_fma_f32 v[190:191], v[166:167], v[160:161], v[190:191] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a66, v190
	v_accvgpr_write_b32 a67, v191
	v_accvgpr_read_b32 v191, a85
	v_accvgpr_read_b32 v190, a84
	v_pk_fma_f32 v[190:191], v[168:169], v[160:161], v[190:191] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a68, v190
	v_accvgpr_write_b32 a69, v191
	v_accvgpr_read_b32 v191, a99
	v_accvgpr_read_b32 v190, a98
	v_pk_fma_f32 v[190:191], v[166:167], v[154:155], v[190:191] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a70, v190
	v_accvgpr_write_b32 a71, v191
	v_accvgpr_read_b32 v191, a83
	v_accvgpr_read_b32 v190, a82
	v_pk_fma_f32 v[190:191], v[168:169], v[154:155], v[190:191] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a72, v190
	v_accvgpr_write_b32 a73, v191
	v_accvgpr_read_b32 v191, a97
	v_accvgpr_read_b32 v190, a96
	v_pk_fma_f32 v[190:191], v[166:167], v[156:157], v[190:191] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a74, v190
	v_accvgpr_write_b32 a75, v191
	v_accvgpr_read_b32 v191, a81
	v_accvgpr_read_b32 v190, a80
	v_pk_fma_f32 v[190:191], v[168:169], v[156:157], v[190:191] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a80, v190
	v_accvgpr_write_b32 a81, v191
	v_accvgpr_read_b32 v191, a95
	v_accvgpr_read_b32 v190, a94
	v_pk_fma_f32 v[190:191], v[166:167], v[150:151], v[190:191] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a82, v190
	v_accvgpr_write_b32 a83, v191
	v_accvgpr_read_b32 v191, a79
	v_fmac_f32_e32 v215, v173, v180
	v_fmac_f32_e32 v214, v173, v181
	v_accvgpr_read_b32 v181, a57
	v_accvgpr_read_b32 v190, a78
	v_accvgpr_read_b32 v180, a56
	v_accvgpr_write_b32 a57, v1
	v_pk_fma_f32 v[190:191], v[168:169], v[150:151], v[190:191] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a56, v0
	v_accvgpr_read_b32 v212, a108           ;  Reload Reuse
	v_accvgpr_read_b32 v1, a43              ;  Reload Reuse
	v_accvgpr_read_b32 v0, a9               ;  Reload Reuse
	v_accvgpr_write_b32 a78, v190
	v_pk_fma_f32 v[180:181], v[172:173], v[174:175], v[180:181] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[170:171], v[172:173], v[176:177], v[170:171] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v213, v173, v174
	v_fmac_f32_e32 v212, v173, v175
	v_fmac_f32_e32 v1, v173, v176
	v_fmac_f32_e32 v0, v173, v177
	v_accvgpr_read_b32 v173, a107
	v_accvgpr_read_b32 v177, a105
	v_accvgpr_write_b32 a79, v191
	v_accvgpr_read_b32 v191, a93
	v_accvgpr_read_b32 v172, a106
	v_accvgpr_read_b32 v176, a104
	v_accvgpr_read_b32 v190, a92
	v_pk_fma_f32 v[172:173], v[166:167], v[162:163], v[172:173] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v201, v167, v162
	v_fmac_f32_e32 v225, v167, v163
	v_pk_fma_f32 v[176:177], v[166:167], v[164:165], v[176:177] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v224, v167, v164
	v_fmac_f32_e32 v211, v167, v165
	v_fmac_f32_e32 v210, v167, v158
	v_fmac_f32_e32 v207, v167, v159
	v_fmac_f32_e32 v206, v167, v160
	v_fmac_f32_e32 v205, v167, v161
	v_fmac_f32_e32 v204, v167, v154
	v_fmac_f32_e32 v203, v167, v155
	v_fmac_f32_e32 v202, v167, v156
	v_fmac_f32_e32 v200, v167, v157
	v_fmac_f32_e32 v199, v167, v150
	v_fmac_f32_e32 v198, v167, v151
	v_pk_fma_f32 v[190:191], v[166:167], v[152:153], v[190:191] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v197, v167, v152
	v_fmac_f32_e32 v196, v167, v153
	v_accvgpr_read_b32 v167, a77
	v_accvgpr_read_b32 v166, a76
	v_pk_fma_f32 v[166:167], v[168:169], v[152:153], v[166:167] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a76, v166
	v_accvgpr_write_b32 a77, v167
	v_accvgpr_read_b32 v167, a47
	v_accvgpr_write_b32 a84, v190
	v_accvgpr_read_b32 v166, a46
	v_accvgpr_write_b32 a85, v191
	v_accvgpr_read_b32 v191, a45
	v_pk_fma_f32 v[166:167], v[148:149], v[164:165], v[166:167] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v190, a44
	v_accvgpr_write_b32 a44, v166
	v_accvgpr_read_b32 v175, a91
	v_accvgpr_write_b32 a45, v167
	v_accvgpr_read_b32 v167, a49
	v_accvgpr_read_b32 v174, a90
	v_accvgpr_read_b32 v166, a48
	v_pk_fma_f32 v[174:175], v[168:169], v[162:163], v[174:175] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v209, v169, v162
	v_fmac_f32_e32 v208, v169, v163
	v_fmac_f32_e32 v255, v169, v164
	v_fmac_f32_e32 v254, v169, v165
	v_fmac_f32_e32 v253, v169, v158
	v_fmac_f32_e32 v252, v169, v159
	v_fmac_f32_e32 v251, v169, v160
	v_fmac_f32_e32 v250, v169, v161
	v_fmac_f32_e32 v249, v169, v154
	v_fmac_f32_e32 v248, v169, v155
	v_fmac_f32_e32 v247, v169, v156
	v_fmac_f32_e32 v246, v169, v157
	v_fmac_f32_e32 v245, v169, v150
	v_fmac_f32_e32 v244, v169, v151
	v_fmac_f32_e32 v243, v169, v152
	v_fmac_f32_e32 v242, v169, v153
	v_pk_fma_f32 v[168:169], v[146:147], v[162:163], v[192:193] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v241, v147, v162
	v_fmac_f32_e32 v240, v147, v163
	v_pk_fma_f32 v[190:191], v[148:149], v[162:163], v[190:191] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v193, a61
	v_fmac_f32_e32 v195, v149, v162
	v_fmac_f32_e32 v194, v149, v163
	v_pk_fma_f32 v[162:163], v[146:147], v[158:159], v[186:187] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[186:187], v[146:147], v[160:161], v[166:167] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v167, a51
	v_accvgpr_read_b32 v192, a60
	v_accvgpr_read_b32 v166, a50
	v_pk_fma_f32 v[192:193], v[146:147], v[164:165], v[192:193] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v239, v147, v164
	v_fmac_f32_e32 v238, v147, v165
	v_fmac_f32_e32 v223, v149, v164
	v_fmac_f32_e32 v222, v149, v165
	v_pk_fma_f32 v[164:165], v[148:149], v[158:159], v[188:189] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[188:189], v[148:149], v[160:161], v[166:167] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v167, a53
	v_accvgpr_read_b32 v166, a52
	v_fmac_f32_e32 v237, v147, v158
	v_fmac_f32_e32 v236, v147, v159
	v_fmac_f32_e32 v221, v149, v158
	v_fmac_f32_e32 v220, v149, v159
	v_pk_fma_f32 v[158:159], v[146:147], v[154:155], v[182:183] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[182:183], v[146:147], v[156:157], v[166:167] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v167, a55
	v_accvgpr_read_b32 v166, a54
	v_fmac_f32_e32 v235, v147, v160
	v_fmac_f32_e32 v234, v147, v161
	v_fmac_f32_e32 v219, v149, v160
	v_fmac_f32_e32 v218, v149, v161
	v_pk_fma_f32 v[160:161], v[148:149], v[154:155], v[184:185] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[184:185], v[148:149], v[156:157], v[166:167] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v167, a57
	v_accvgpr_read_b32 v166, a56
	v_fmac_f32_e32 v233, v147, v154
	v_fmac_f32_e32 v232, v147, v155
	v_fmac_f32_e32 v217, v149, v154
	v_fmac_f32_e32 v216, v149, v155
	v_pk_fma_f32 v[154:155], v[146:147], v[150:151], v[178:179] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[178:179], v[146:147], v[152:153], v[166:167] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v167, a59
	v_accvgpr_read_b32 v166, a58
	v_fmac_f32_e32 v231, v147, v156
	v_fmac_f32_e32 v230, v147, v157
	v_fmac_f32_e32 v229, v147, v150
	v_fmac_f32_e32 v228, v147, v151
	v_fmac_f32_e32 v227, v147, v152
	v_fmac_f32_e32 v226, v147, v153
	v_pk_fma_f32 v[146:147], v[148:149], v[152:153], v[170:171] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[170:171], v[144:145], v[140:141], v[166:167] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v167, a63
	v_accvgpr_read_b32 v166, a62
	v_fmac_f32_e32 v215, v149, v156
	v_fmac_f32_e32 v214, v149, v157
	v_pk_fma_f32 v[156:157], v[148:149], v[150:151], v[180:181] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v213, v149, v150
	v_fmac_f32_e32 v212, v149, v151
	v_fmac_f32_e32 v1, v149, v152
	v_fmac_f32_e32 v0, v149, v153
	v_pk_fma_f32 v[148:149], v[142:143], v[138:139], v[172:173] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[172:173], v[142:143], v[134:135], v[166:167] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v167, a65
	v_accvgpr_read_b32 v166, a64
	v_pk_fma_f32 v[150:151], v[144:145], v[138:139], v[174:175] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[174:175], v[144:145], v[134:135], v[166:167] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v167, a67
	v_accvgpr_read_b32 v166, a66
	v_pk_fma_f32 v[152:153], v[142:143], v[140:141], v[176:177] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[176:177], v[142:143], v[136:137], v[166:167] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v167, a69
	v_accvgpr_read_b32 v166, a68
	v_pk_fma_f32 v[180:181], v[144:145], v[136:137], v[166:167] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v167, a71
	v_accvgpr_read_b32 v166, a70
	v_pk_fma_f32 v[166:167], v[142:143], v[130:131], v[166:167] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a46, v166
	v_accvgpr_write_b32 a47, v167
	v_accvgpr_read_b32 v167, a73
	v_accvgpr_read_b32 v166, a72
	v_pk_fma_f32 v[166:167], v[144:145], v[130:131], v[166:167] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a48, v166
	v_accvgpr_write_b32 a49, v167
	v_accvgpr_read_b32 v167, a75
	v_accvgpr_read_b32 v166, a74
	v_pk_fma_f32 v[166:167], v[142:143], v[132:133], v[166:167] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a50, v166
	v_accvgpr_write_b32 a51, v167
	v_accvgpr_read_b32 v167, a81
	v_accvgpr_read_b32 v166, a80
	v_pk_fma_f32 v[166:167], v[144:145], v[132:133], v[166:167] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a52, v166
	v_accvgpr_write_b32 a53, v167
	v_accvgpr_read_b32 v167, a83
	v_accvgpr_read_b32 v166, a82
	v_pk_fma_f32 v[166:167], v[142:143], v[126:127], v[166:167] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a54, v166
	v_accvgpr_write_b32 a55, v167
	v_accvgpr_read_b32 v167, a79
	v_accvgpr_read_b32 v166, a78
	v_pk_fma_f32 v[166:167], v[144:145], v[126:127], v[166:167] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a56, v166
	v_accvgpr_write_b32 a57, v167
	v_accvgpr_read_b32 v167, a85
	v_accvgpr_read_b32 v166, a84
	v_pk_fma_f32 v[166:167], v[142:143], v[128:129], v[166:167] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a58, v166
	v_fmac_f32_e32 v201, v143, v138
	v_fmac_f32_e32 v225, v143, v139
	v_fmac_f32_e32 v224, v143, v140
	v_fmac_f32_e32 v211, v143, v141
	v_fmac_f32_e32 v210, v143, v134
	v_fmac_f32_e32 v207, v143, v135
	v_fmac_f32_e32 v206, v143, v136
	v_fmac_f32_e32 v205, v143, v137
	v_fmac_f32_e32 v204, v143, v130
	v_fmac_f32_e32 v203, v143, v131
	v_fmac_f32_e32 v202, v143, v132
	v_fmac_f32_e32 v200, v143, v133
	v_fmac_f32_e32 v199, v143, v126
	v_fmac_f32_e32 v198, v143, v127
	v_accvgpr_write_b32 a59, v167
	v_fmac_f32_e32 v197, v143, v128
	v_fmac_f32_e32 v196, v143, v129
	v_accvgpr_read_b32 v143, a77
	v_pk_fma_f32 v[166:167], v[124:125], v[138:139], v[190:191] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v191, a45
	v_accvgpr_read_b32 v142, a76
	v_accvgpr_read_b32 v190, a44
	v_fmac_f32_e32 v209, v145, v138
	v_fmac_f32_e32 v208, v145, v139
	v_fmac_f32_e32 v255, v145, v140
	v_fmac_f32_e32 v254, v145, v141
	v_fmac_f32_e32 v253, v145, v134
	v_fmac_f32_e32 v252, v145, v135
	v_fmac_f32_e32 v251, v145, v136
	v_fmac_f32_e32 v250, v145, v137
	v_fmac_f32_e32 v249, v145, v130
	v_fmac_f32_e32 v248, v145, v131
	v_fmac_f32_e32 v247, v145, v132
	v_fmac_f32_e32 v246, v145, v133
	v_fmac_f32_e32 v245, v145, v126
	v_fmac_f32_e32 v244, v145, v127
	v_pk_fma_f32 v[142:143], v[144:145], v[128:129], v[142:143] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v243, v145, v128
	v_fmac_f32_e32 v242, v145, v129
	v_pk_fma_f32 v[144:145], v[122:123], v[138:139], v[168:169] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v241, v123, v138
	v_fmac_f32_e32 v240, v123, v139
	v_pk_fma_f32 v[168:169], v[122:123], v[140:141], v[192:193] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v239, v123, v140
	v_fmac_f32_e32 v238, v123, v141
	v_pk_fma_f32 v[190:191], v[124:125], v[140:141], v[190:191] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v195, v125, v138
	v_fmac_f32_e32 v194, v125, v139
	v_fmac_f32_e32 v223, v125, v140
	v_fmac_f32_e32 v222, v125, v141
	v_pk_fma_f32 v[138:139], v[122:123], v[134:135], v[162:163] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v237, v123, v134
	v_fmac_f32_e32 v236, v123, v135
	v_pk_fma_f32 v[140:141], v[124:125], v[134:135], v[164:165] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[162:163], v[122:123], v[136:137], v[186:187] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v235, v123, v136
	v_fmac_f32_e32 v234, v123, v137
	v_pk_fma_f32 v[164:165], v[124:125], v[136:137], v[188:189] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v221, v125, v134
	v_fmac_f32_e32 v220, v125, v135
	v_fmac_f32_e32 v219, v125, v136
	v_fmac_f32_e32 v218, v125, v137
	v_pk_fma_f32 v[134:135], v[122:123], v[130:131], v[158:159] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v233, v123, v130
	v_fmac_f32_e32 v232, v123, v131
	v_pk_fma_f32 v[136:137], v[124:125], v[130:131], v[160:161] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[158:159], v[122:123], v[132:133], v[182:183] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v231, v123, v132
	v_fmac_f32_e32 v230, v123, v133
	v_pk_fma_f32 v[160:161], v[124:125], v[132:133], v[184:185] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v217, v125, v130
	v_fmac_f32_e32 v216, v125, v131
	v_fmac_f32_e32 v215, v125, v132
	v_fmac_f32_e32 v214, v125, v133
	v_pk_fma_f32 v[130:131], v[122:123], v[126:127], v[154:155] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v229, v123, v126
	v_fmac_f32_e32 v228, v123, v127
	v_pk_fma_f32 v[132:133], v[124:125], v[126:127], v[156:157] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[154:155], v[122:123], v[128:129], v[178:179] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v227, v123, v128
	v_fmac_f32_e32 v226, v123, v129
	v_pk_fma_f32 v[122:123], v[124:125], v[128:129], v[146:147] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v213, v125, v126
	v_fmac_f32_e32 v212, v125, v127
	v_fmac_f32_e32 v1, v125, v128
	v_fmac_f32_e32 v0, v125, v129
	v_pk_fma_f32 v[124:125], v[118:119], v[114:115], v[148:149] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[126:127], v[120:121], v[114:115], v[150:151] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[128:129], v[118:119], v[116:117], v[152:153] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[146:147], v[120:121], v[116:117], v[170:171] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[148:149], v[118:119], v[110:111], v[172:173] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[150:151], v[120:121], v[110:111], v[174:175] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[152:153], v[118:119], v[112:113], v[176:177] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[156:157], v[120:121], v[112:113], v[180:181] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v171, a47
	v_accvgpr_read_b32 v173, a49
	v_accvgpr_read_b32 v175, a51
	v_accvgpr_read_b32 v177, a53
	v_accvgpr_read_b32 v179, a55
	v_accvgpr_read_b32 v181, a57
	v_accvgpr_read_b32 v183, a59
	v_accvgpr_read_b32 v170, a46
	v_accvgpr_read_b32 v172, a48
	v_accvgpr_read_b32 v174, a50
	v_accvgpr_read_b32 v176, a52
	v_accvgpr_read_b32 v178, a54
	v_accvgpr_read_b32 v180, a56
	v_accvgpr_read_b32 v182, a58
	v_fmac_f32_e32 v201, v119, v114
	v_fmac_f32_e32 v225, v119, v115
	v_fmac_f32_e32 v209, v121, v114
	v_fmac_f32_e32 v208, v121, v115
	v_fmac_f32_e32 v224, v119, v116
	v_fmac_f32_e32 v211, v119, v117
	v_fmac_f32_e32 v255, v121, v116
	v_fmac_f32_e32 v254, v121, v117
	v_fmac_f32_e32 v210, v119, v110
	v_fmac_f32_e32 v207, v119, v111
	v_fmac_f32_e32 v253, v121, v110
	v_fmac_f32_e32 v252, v121, v111
	v_fmac_f32_e32 v206, v119, v112
	v_fmac_f32_e32 v205, v119, v113
	v_fmac_f32_e32 v251, v121, v112
	v_fmac_f32_e32 v250, v121, v113
	v_pk_fma_f32 v[170:171], v[118:119], v[106:107], v[170:171] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v204, v119, v106
	v_fmac_f32_e32 v203, v119, v107
	v_pk_fma_f32 v[172:173], v[120:121], v[106:107], v[172:173] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v249, v121, v106
	v_fmac_f32_e32 v248, v121, v107
	v_pk_fma_f32 v[174:175], v[118:119], v[108:109], v[174:175] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v202, v119, v108
	v_fmac_f32_e32 v200, v119, v109
	v_pk_fma_f32 v[176:177], v[120:121], v[108:109], v[176:177] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v247, v121, v108
	v_fmac_f32_e32 v246, v121, v109
	v_pk_fma_f32 v[178:179], v[118:119], v[102:103], v[178:179] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v199, v119, v102
	v_fmac_f32_e32 v198, v119, v103
	v_pk_fma_f32 v[180:181], v[120:121], v[102:103], v[180:181] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v245, v121, v102
	v_fmac_f32_e32 v244, v121, v103
	v_pk_fma_f32 v[182:183], v[118:119], v[104:105], v[182:183] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v197, v119, v104
	v_fmac_f32_e32 v196, v119, v105
	v_pk_fma_f32 v[118:119], v[120:121], v[104:105], v[142:143] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v243, v121, v104
	v_fmac_f32_e32 v242, v121, v105
	v_pk_fma_f32 v[120:121], v[98:99], v[114:115], v[144:145] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v241, v99, v114
	v_fmac_f32_e32 v240, v99, v115
	v_pk_fma_f32 v[142:143], v[100:101], v[114:115], v[166:167] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[144:145], v[98:99], v[116:117], v[168:169] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v239, v99, v116
	v_fmac_f32_e32 v238, v99, v117
	v_pk_fma_f32 v[166:167], v[100:101], v[116:117], v[190:191] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[138:139], v[98:99], v[110:111], v[138:139] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[140:141], v[100:101], v[110:111], v[140:141] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[134:135], v[98:99], v[106:107], v[134:135] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[136:137], v[100:101], v[106:107], v[136:137] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[158:159], v[98:99], v[108:109], v[158:159] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[160:161], v[100:101], v[108:109], v[160:161] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v195, v101, v114
	v_fmac_f32_e32 v194, v101, v115
	v_fmac_f32_e32 v223, v101, v116
	v_fmac_f32_e32 v222, v101, v117
	v_fmac_f32_e32 v212, v101, v103
	v_fmac_f32_e32 v1, v101, v104
	v_fmac_f32_e32 v0, v101, v105
	v_fmac_f32_e32 v237, v99, v110
	v_fmac_f32_e32 v236, v99, v111
	v_pk_fma_f32 v[162:163], v[98:99], v[112:113], v[162:163] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v235, v99, v112
	v_fmac_f32_e32 v234, v99, v113
	v_pk_fma_f32 v[164:165], v[100:101], v[112:113], v[164:165] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v233, v99, v106
	v_fmac_f32_e32 v232, v99, v107
	v_fmac_f32_e32 v231, v99, v108
	v_fmac_f32_e32 v230, v99, v109
	v_pk_fma_f32 v[130:131], v[98:99], v[102:103], v[130:131] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v229, v99, v102
	v_fmac_f32_e32 v228, v99, v103
	v_pk_fma_f32 v[132:133], v[100:101], v[102:103], v[132:133] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[154:155], v[98:99], v[104:105], v[154:155] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v227, v99, v104
	v_fmac_f32_e32 v226, v99, v105
	v_pk_fma_f32 v[98:99], v[100:101], v[104:105], v[122:123] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v221, v101, v110
	v_fmac_f32_e32 v220, v101, v111
	v_fmac_f32_e32 v219, v101, v112
	v_fmac_f32_e32 v218, v101, v113
	v_fmac_f32_e32 v217, v101, v106
	v_fmac_f32_e32 v216, v101, v107
	v_fmac_f32_e32 v215, v101, v108
	v_fmac_f32_e32 v214, v101, v109
	v_fmac_f32_e32 v213, v101, v102
	v_pk_fma_f32 v[100:101], v[94:95], v[90:91], v[124:125] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v201, v95, v90
	v_fmac_f32_e32 v225, v95, v91
	v_pk_fma_f32 v[102:103], v[96:97], v[90:91], v[126:127] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v209, v97, v90
	v_fmac_f32_e32 v208, v97, v91
	v_pk_fma_f32 v[104:105], v[74:75], v[90:91], v[120:121] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v241, v75, v90
	v_fmac_f32_e32 v240, v75, v91
	v_pk_fma_f32 v[106:107], v[76:77], v[90:91], v[142:143] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], v[94:95], v[92:93], v[128:129] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v224, v95, v92
	v_fmac_f32_e32 v211, v95, v93
	v_pk_fma_f32 v[110:111], v[96:97], v[92:93], v[146:147] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v255, v97, v92
	v_fmac_f32_e32 v254, v97, v93
	v_pk_fma_f32 v[112:113], v[74:75], v[92:93], v[144:145] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v239, v75, v92
	v_fmac_f32_e32 v238, v75, v93
	v_pk_fma_f32 v[114:115], v[76:77], v[92:93], v[166:167] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[116:117], v[94:95], v[86:87], v[148:149] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v210, v95, v86
	v_fmac_f32_e32 v207, v95, v87
	v_pk_fma_f32 v[120:121], v[96:97], v[86:87], v[150:151] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v253, v97, v86
	v_fmac_f32_e32 v252, v97, v87
	v_pk_fma_f32 v[122:123], v[74:75], v[86:87], v[138:139] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[124:125], v[76:77], v[86:87], v[140:141] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[126:127], v[94:95], v[88:89], v[152:153] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v206, v95, v88
	v_fmac_f32_e32 v205, v95, v89
	v_pk_fma_f32 v[128:129], v[96:97], v[88:89], v[156:157] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v251, v97, v88
	v_fmac_f32_e32 v250, v97, v89
	v_pk_fma_f32 v[142:143], v[94:95], v[82:83], v[170:171] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v204, v95, v82
	v_fmac_f32_e32 v203, v95, v83
	v_pk_fma_f32 v[144:145], v[96:97], v[82:83], v[172:173] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v249, v97, v82
	v_fmac_f32_e32 v248, v97, v83
	v_pk_fma_f32 v[134:135], v[74:75], v[82:83], v[134:135] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[136:137], v[76:77], v[82:83], v[136:137] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[146:147], v[94:95], v[84:85], v[174:175] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v202, v95, v84
	v_fmac_f32_e32 v200, v95, v85
	v_pk_fma_f32 v[148:149], v[96:97], v[84:85], v[176:177] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v247, v97, v84
	v_fmac_f32_e32 v246, v97, v85
	v_pk_fma_f32 v[150:151], v[74:75], v[84:85], v[158:159] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[152:153], v[76:77], v[84:85], v[160:161] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[156:157], v[94:95], v[78:79], v[178:179] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v199, v95, v78
	v_fmac_f32_e32 v198, v95, v79
	v_pk_fma_f32 v[158:159], v[96:97], v[78:79], v[180:181] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v245, v97, v78
	v_fmac_f32_e32 v244, v97, v79
	v_pk_fma_f32 v[160:161], v[94:95], v[80:81], v[182:183] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v197, v95, v80
	v_fmac_f32_e32 v196, v95, v81
	v_pk_fma_f32 v[94:95], v[96:97], v[80:81], v[118:119] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v243, v97, v80
	v_fmac_f32_e32 v242, v97, v81
	v_fmac_f32_e32 v195, v77, v90
	v_fmac_f32_e32 v194, v77, v91
	v_fmac_f32_e32 v223, v77, v92
	v_fmac_f32_e32 v222, v77, v93
	v_fmac_f32_e32 v212, v77, v79
	v_fmac_f32_e32 v1, v77, v80
	v_fmac_f32_e32 v0, v77, v81
	v_fmac_f32_e32 v237, v75, v86
	v_fmac_f32_e32 v236, v75, v87
	v_pk_fma_f32 v[138:139], v[74:75], v[88:89], v[162:163] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v235, v75, v88
	v_fmac_f32_e32 v234, v75, v89
	v_pk_fma_f32 v[140:141], v[76:77], v[88:89], v[164:165] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v233, v75, v82
	v_fmac_f32_e32 v232, v75, v83
	v_fmac_f32_e32 v231, v75, v84
	v_fmac_f32_e32 v230, v75, v85
	v_pk_fma_f32 v[130:131], v[74:75], v[78:79], v[130:131] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v229, v75, v78
	v_fmac_f32_e32 v228, v75, v79
	v_pk_fma_f32 v[132:133], v[76:77], v[78:79], v[132:133] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[96:97], v[74:75], v[80:81], v[154:155] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v227, v75, v80
	v_fmac_f32_e32 v226, v75, v81
	v_pk_fma_f32 v[74:75], v[76:77], v[80:81], v[98:99] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v221, v77, v86
	v_fmac_f32_e32 v220, v77, v87
	v_fmac_f32_e32 v219, v77, v88
	v_fmac_f32_e32 v218, v77, v89
	v_fmac_f32_e32 v217, v77, v82
	v_fmac_f32_e32 v216, v77, v83
	v_fmac_f32_e32 v215, v77, v84
	v_fmac_f32_e32 v214, v77, v85
	v_fmac_f32_e32 v213, v77, v78
	v_pk_fma_f32 v[76:77], v[70:71], v[66:67], v[100:101] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v201, v71, v66
	v_fmac_f32_e32 v225, v71, v67
	v_pk_fma_f32 v[78:79], v[72:73], v[66:67], v[102:103] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v209, v73, v66
	v_fmac_f32_e32 v208, v73, v67
	v_pk_fma_f32 v[80:81], v[50:51], v[66:67], v[104:105] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v241, v51, v66
	v_fmac_f32_e32 v240, v51, v67
	v_pk_fma_f32 v[82:83], v[52:53], v[66:67], v[106:107] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[84:85], v[70:71], v[68:69], v[108:109] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v224, v71, v68
	v_fmac_f32_e32 v211, v71, v69
	v_pk_fma_f32 v[86:87], v[72:73], v[68:69], v[110:111] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v255, v73, v68
	v_fmac_f32_e32 v254, v73, v69
	v_pk_fma_f32 v[88:89], v[50:51], v[68:69], v[112:113] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v239, v51, v68
	v_fmac_f32_e32 v238, v51, v69
	v_pk_fma_f32 v[90:91], v[52:53], v[68:69], v[114:115] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[92:93], v[70:71], v[62:63], v[116:117] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v210, v71, v62
	v_fmac_f32_e32 v207, v71, v63
	v_pk_fma_f32 v[98:99], v[72:73], v[62:63], v[120:121] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v253, v73, v62
	v_fmac_f32_e32 v252, v73, v63
	v_pk_fma_f32 v[100:101], v[50:51], v[62:63], v[122:123] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[102:103], v[52:53], v[62:63], v[124:125] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[104:105], v[70:71], v[64:65], v[126:127] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v206, v71, v64
	v_fmac_f32_e32 v205, v71, v65
	v_pk_fma_f32 v[106:107], v[72:73], v[64:65], v[128:129] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v251, v73, v64
	v_fmac_f32_e32 v250, v73, v65
	v_pk_fma_f32 v[112:113], v[70:71], v[58:59], v[142:143] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v204, v71, v58
	v_fmac_f32_e32 v203, v71, v59
	v_pk_fma_f32 v[114:115], v[72:73], v[58:59], v[144:145] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v249, v73, v58
	v_fmac_f32_e32 v248, v73, v59
	v_pk_fma_f32 v[116:117], v[50:51], v[58:59], v[134:135] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[118:119], v[52:53], v[58:59], v[136:137] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[120:121], v[70:71], v[60:61], v[146:147] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v202, v71, v60
	v_fmac_f32_e32 v200, v71, v61
	v_pk_fma_f32 v[122:123], v[72:73], v[60:61], v[148:149] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v247, v73, v60
	v_fmac_f32_e32 v246, v73, v61
	v_pk_fma_f32 v[128:129], v[70:71], v[54:55], v[156:157] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v199, v71, v54
	v_fmac_f32_e32 v198, v71, v55
	v_pk_fma_f32 v[134:135], v[72:73], v[54:55], v[158:159] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v245, v73, v54
	v_fmac_f32_e32 v244, v73, v55
	v_pk_fma_f32 v[136:137], v[70:71], v[56:57], v[160:161] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v197, v71, v56
	v_fmac_f32_e32 v196, v71, v57
	v_pk_fma_f32 v[70:71], v[72:73], v[56:57], v[94:95] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v243, v73, v56
	v_fmac_f32_e32 v242, v73, v57
	v_fmac_f32_e32 v195, v53, v66
	v_fmac_f32_e32 v194, v53, v67
	v_fmac_f32_e32 v223, v53, v68
	v_fmac_f32_e32 v222, v53, v69
	v_fmac_f32_e32 v212, v53, v55
	v_fmac_f32_e32 v1, v53, v56
	v_fmac_f32_e32 v0, v53, v57
	v_fmac_f32_e32 v237, v51, v62
	v_fmac_f32_e32 v236, v51, v63
	v_pk_fma_f32 v[108:109], v[50:51], v[64:65], v[138:139] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v235, v51, v64
	v_fmac_f32_e32 v234, v51, v65
	v_pk_fma_f32 v[110:111], v[52:53], v[64:65], v[140:141] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v233, v51, v58
	v_fmac_f32_e32 v232, v51, v59
	v_pk_fma_f32 v[124:125], v[50:51], v[60:61], v[150:151] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v231, v51, v60
	v_fmac_f32_e32 v230, v51, v61
	v_pk_fma_f32 v[126:127], v[52:53], v[60:61], v[152:153] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[130:131], v[50:51], v[54:55], v[130:131] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v229, v51, v54
	v_fmac_f32_e32 v228, v51, v55
	v_pk_fma_f32 v[132:133], v[52:53], v[54:55], v[132:133] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[72:73], v[50:51], v[56:57], v[96:97] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v227, v51, v56
	v_fmac_f32_e32 v226, v51, v57
	v_pk_fma_f32 v[50:51], v[52:53], v[56:57], v[74:75] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v221, v53, v62
	v_fmac_f32_e32 v220, v53, v63
	v_fmac_f32_e32 v219, v53, v64
	v_fmac_f32_e32 v218, v53, v65
	v_fmac_f32_e32 v217, v53, v58
	v_fmac_f32_e32 v216, v53, v59
	v_fmac_f32_e32 v215, v53, v60
	v_fmac_f32_e32 v214, v53, v61
	v_fmac_f32_e32 v213, v53, v54
	v_pk_fma_f32 v[52:53], v[46:47], v[42:43], v[76:77] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v201, v47, v42
	v_fmac_f32_e32 v225, v47, v43
	v_pk_fma_f32 v[54:55], v[48:49], v[42:43], v[78:79] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v209, v49, v42
	v_fmac_f32_e32 v208, v49, v43
	v_pk_fma_f32 v[56:57], v[26:27], v[42:43], v[80:81] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v241, v27, v42
	v_fmac_f32_e32 v240, v27, v43
	v_pk_fma_f32 v[58:59], v[28:29], v[42:43], v[82:83] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[46:47], v[44:45], v[84:85] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v224, v47, v44
	v_fmac_f32_e32 v211, v47, v45
	v_pk_fma_f32 v[62:63], v[48:49], v[44:45], v[86:87] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v255, v49, v44
	v_fmac_f32_e32 v254, v49, v45
	v_pk_fma_f32 v[64:65], v[26:27], v[44:45], v[88:89] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v239, v27, v44
	v_fmac_f32_e32 v238, v27, v45
	v_pk_fma_f32 v[66:67], v[28:29], v[44:45], v[90:91] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[68:69], v[46:47], v[38:39], v[92:93] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v210, v47, v38
	v_fmac_f32_e32 v207, v47, v39
	v_pk_fma_f32 v[74:75], v[48:49], v[38:39], v[98:99] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v253, v49, v38
	v_fmac_f32_e32 v252, v49, v39
	v_pk_fma_f32 v[76:77], v[26:27], v[38:39], v[100:101] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[78:79], v[28:29], v[38:39], v[102:103] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[80:81], v[46:47], v[40:41], v[104:105] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v206, v47, v40
	v_fmac_f32_e32 v205, v47, v41
	v_pk_fma_f32 v[82:83], v[48:49], v[40:41], v[106:107] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v251, v49, v40
	v_fmac_f32_e32 v250, v49, v41
	v_pk_fma_f32 v[88:89], v[46:47], v[34:35], v[112:113] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v204, v47, v34
	v_fmac_f32_e32 v203, v47, v35
	v_pk_fma_f32 v[90:91], v[48:49], v[34:35], v[114:115] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v249, v49, v34
	v_fmac_f32_e32 v248, v49, v35
	v_pk_fma_f32 v[96:97], v[46:47], v[36:37], v[120:121] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v202, v47, v36
	v_fmac_f32_e32 v200, v47, v37
	v_pk_fma_f32 v[98:99], v[48:49], v[36:37], v[122:123] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v247, v49, v36
	v_fmac_f32_e32 v246, v49, v37
	v_pk_fma_f32 v[104:105], v[46:47], v[30:31], v[128:129] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v199, v47, v30
	v_fmac_f32_e32 v198, v47, v31
	v_pk_fma_f32 v[106:107], v[48:49], v[30:31], v[134:135] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v245, v49, v30
	v_fmac_f32_e32 v244, v49, v31
	v_pk_fma_f32 v[112:113], v[46:47], v[32:33], v[136:137] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v197, v47, v32
	v_fmac_f32_e32 v196, v47, v33
	v_pk_fma_f32 v[46:47], v[48:49], v[32:33], v[70:71] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v243, v49, v32
	v_fmac_f32_e32 v242, v49, v33
	v_fmac_f32_e32 v195, v29, v42
	v_fmac_f32_e32 v194, v29, v43
	v_fmac_f32_e32 v223, v29, v44
	v_fmac_f32_e32 v222, v29, v45
	v_fmac_f32_e32 v212, v29, v31
	v_fmac_f32_e32 v1, v29, v32
	v_fmac_f32_e32 v0, v29, v33
	v_fmac_f32_e32 v237, v27, v38
	v_fmac_f32_e32 v236, v27, v39
	v_pk_fma_f32 v[84:85], v[26:27], v[40:41], v[108:109] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v235, v27, v40
	v_fmac_f32_e32 v234, v27, v41
	v_pk_fma_f32 v[86:87], v[28:29], v[40:41], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[92:93], v[26:27], v[34:35], v[116:117] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v233, v27, v34
	v_fmac_f32_e32 v232, v27, v35
	v_pk_fma_f32 v[94:95], v[28:29], v[34:35], v[118:119] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[100:101], v[26:27], v[36:37], v[124:125] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v231, v27, v36
	v_fmac_f32_e32 v230, v27, v37
	v_pk_fma_f32 v[102:103], v[28:29], v[36:37], v[126:127] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], v[26:27], v[30:31], v[130:131] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v229, v27, v30
	v_fmac_f32_e32 v228, v27, v31
	v_pk_fma_f32 v[110:111], v[28:29], v[30:31], v[132:133] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], v[26:27], v[32:33], v[72:73] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v227, v27, v32
	v_fmac_f32_e32 v226, v27, v33
	v_pk_fma_f32 v[26:27], v[28:29], v[32:33], v[50:51] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v221, v29, v38
	v_fmac_f32_e32 v220, v29, v39
	v_fmac_f32_e32 v219, v29, v40
	v_fmac_f32_e32 v218, v29, v41
	v_fmac_f32_e32 v217, v29, v34
	v_fmac_f32_e32 v216, v29, v35
	v_fmac_f32_e32 v215, v29, v36
	v_fmac_f32_e32 v214, v29, v37
	v_fmac_f32_e32 v213, v29, v30
	v_pk_fma_f32 v[122:123], v[22:23], v[18:19], v[52:53] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v201, v23, v18
	v_fmac_f32_e32 v225, v23, v19
	v_pk_fma_f32 v[114:115], v[24:25], v[18:19], v[54:55] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v209, v25, v18
	v_fmac_f32_e32 v208, v25, v19
	v_pk_fma_f32 v[42:43], v[2:3], v[18:19], v[56:57] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v241, v3, v18
	v_fmac_f32_e32 v240, v3, v19
	v_pk_fma_f32 v[28:29], v[4:5], v[18:19], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[120:121], v[22:23], v[20:21], v[60:61] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v224, v23, v20
	v_fmac_f32_e32 v211, v23, v21
	v_pk_fma_f32 v[72:73], v[24:25], v[20:21], v[62:63] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v255, v25, v20
	v_fmac_f32_e32 v254, v25, v21
	v_pk_fma_f32 v[44:45], v[2:3], v[20:21], v[64:65] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v239, v3, v20
	v_fmac_f32_e32 v238, v3, v21
	v_pk_fma_f32 v[30:31], v[4:5], v[20:21], v[66:67] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[118:119], v[22:23], v[14:15], v[68:69] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v210, v23, v14
	v_fmac_f32_e32 v207, v23, v15
	v_pk_fma_f32 v[70:71], v[24:25], v[14:15], v[74:75] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v253, v25, v14
	v_fmac_f32_e32 v252, v25, v15
	v_pk_fma_f32 v[50:51], v[2:3], v[14:15], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[4:5], v[14:15], v[78:79] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[116:117], v[22:23], v[16:17], v[80:81] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v206, v23, v16
	v_fmac_f32_e32 v205, v23, v17
	v_pk_fma_f32 v[68:69], v[24:25], v[16:17], v[82:83] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v251, v25, v16
	v_fmac_f32_e32 v250, v25, v17
	v_pk_fma_f32 v[80:81], v[22:23], v[10:11], v[88:89] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v204, v23, v10
	v_fmac_f32_e32 v203, v23, v11
	v_pk_fma_f32 v[66:67], v[24:25], v[10:11], v[90:91] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v249, v25, v10
	v_fmac_f32_e32 v248, v25, v11
	v_pk_fma_f32 v[78:79], v[22:23], v[12:13], v[96:97] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v202, v23, v12
	v_fmac_f32_e32 v200, v23, v13
	v_pk_fma_f32 v[64:65], v[24:25], v[12:13], v[98:99] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v247, v25, v12
	v_fmac_f32_e32 v246, v25, v13
	v_pk_fma_f32 v[76:77], v[22:23], v[6:7], v[104:105] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v199, v23, v6
	v_fmac_f32_e32 v198, v23, v7
	v_pk_fma_f32 v[62:63], v[24:25], v[6:7], v[106:107] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v245, v25, v6
	v_fmac_f32_e32 v244, v25, v7
	v_pk_fma_f32 v[74:75], v[22:23], v[8:9], v[112:113] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v197, v23, v8
	v_fmac_f32_e32 v196, v23, v9
	v_pk_fma_f32 v[60:61], v[24:25], v[8:9], v[46:47] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v243, v25, v8
	v_fmac_f32_e32 v242, v25, v9
	v_fmac_f32_e32 v195, v5, v18
	v_fmac_f32_e32 v194, v5, v19
	v_fmac_f32_e32 v223, v5, v20
	v_fmac_f32_e32 v222, v5, v21
	v_fmac_f32_e32 v212, v5, v7
	v_fmac_f32_e32 v1, v5, v8
	v_fmac_f32_e32 v0, v5, v9
	v_accvgpr_read_b32 v18, a17
	v_accvgpr_read_b32 v19, a18
	v_accvgpr_read_b32 v20, a19
	v_accvgpr_read_b32 v21, a20
	v_accvgpr_read_b32 v22, a21
	v_accvgpr_read_b32 v23, a22
	v_accvgpr_read_b32 v24, a23
	v_accvgpr_read_b32 v25, a24
	v_fmac_f32_e32 v237, v3, v14
	v_fmac_f32_e32 v236, v3, v15
	v_pk_fma_f32 v[52:53], v[2:3], v[16:17], v[84:85] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v235, v3, v16
	v_fmac_f32_e32 v234, v3, v17
	v_pk_fma_f32 v[34:35], v[4:5], v[16:17], v[86:87] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[2:3], v[10:11], v[92:93] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v233, v3, v10
	v_fmac_f32_e32 v232, v3, v11
	v_pk_fma_f32 v[36:37], v[4:5], v[10:11], v[94:95] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[2:3], v[12:13], v[100:101] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v231, v3, v12
	v_fmac_f32_e32 v230, v3, v13
	v_pk_fma_f32 v[38:39], v[4:5], v[12:13], v[102:103] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[2:3], v[6:7], v[108:109] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v229, v3, v6
	v_fmac_f32_e32 v228, v3, v7
	v_pk_fma_f32 v[40:41], v[4:5], v[6:7], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[2:3], v[8:9], v[48:49] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v227, v3, v8
	v_fmac_f32_e32 v226, v3, v9
	v_pk_fma_f32 v[26:27], v[4:5], v[8:9], v[26:27] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v221, v5, v14
	v_fmac_f32_e32 v220, v5, v15
	v_fmac_f32_e32 v219, v5, v16
	v_fmac_f32_e32 v218, v5, v17
	v_fmac_f32_e32 v217, v5, v10
	v_fmac_f32_e32 v216, v5, v11
	v_fmac_f32_e32 v215, v5, v12
	v_fmac_f32_e32 v214, v5, v13
	v_fmac_f32_e32 v213, v5, v6
	v_accvgpr_write_b32 a108, v212          ;  Reload Reuse
	v_accvgpr_write_b32 a43, v1             ;  Reload Reuse
	v_accvgpr_write_b32 a9, v0              ;  Reload Reuse
	v_add_u32_e32 v18, s16, v18
	v_add_u32_e32 v19, s16, v19
	v_add_u32_e32 v20, s16, v20
	v_add_u32_e32 v21, s16, v21
	v_add_u32_e32 v22, s16, v22
	v_add_u32_e32 v23, s16, v23
	v_add_u32_e32 v24, s16, v24
	v_add_u32_e32 v25, s16, v25
	s_add_i32 s17, s17, 8
	s_mov_b64 vcc, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_vccnz .LBB0_11
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	s_cmp_lt_i32 s17, s4
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_ge_i32 s17, s4
	s_cselect_b64 s[0:1], -1, 0
	v_accvgpr_write_b32 a106, v122
	v_accvgpr_write_b32 a104, v120
	v_accvgpr_write_b32 a102, v118
	v_accvgpr_write_b32 a100, v116
	v_accvgpr_write_b32 a99, v81
	v_accvgpr_write_b32 a97, v79
	v_accvgpr_write_b32 a95, v77
	v_accvgpr_write_b32 a93, v75
	v_accvgpr_write_b32 a90, v114
	v_accvgpr_write_b32 a89, v73
	v_accvgpr_write_b32 a87, v71
	v_accvgpr_write_b32 a85, v69
	v_accvgpr_write_b32 a83, v67
	v_accvgpr_write_b32 a81, v65
	v_accvgpr_write_b32 a79, v63
	v_accvgpr_write_b32 a77, v61
	v_accvgpr_write_b32 a75, v47
	v_accvgpr_write_b32 a73, v59
	v_accvgpr_write_b32 a71, v57
	v_accvgpr_write_b32 a69, v55
	v_accvgpr_write_b32 a67, v53
	v_accvgpr_write_b32 a65, v51
	v_accvgpr_write_b32 a63, v45
	v_accvgpr_write_b32 a61, v43
	v_accvgpr_write_b32 a59, v27
	v_accvgpr_write_b32 a57, v41
	v_accvgpr_write_b32 a55, v39
	v_accvgpr_write_b32 a53, v37
	v_accvgpr_write_b32 a51, v35
	v_accvgpr_write_b32 a49, v33
	v_accvgpr_write_b32 a47, v31
	v_accvgpr_write_b32 a45, v29
	s_and_b64 s[0:1], exec, s[0:1]
	v_accvgpr_write_b32 a107, v123
	v_accvgpr_write_b32 a105, v121
	v_accvgpr_write_b32 a103, v119
	v_accvgpr_write_b32 a101, v117
	v_accvgpr_write_b32 a98, v80
	v_accvgpr_write_b32 a96, v78
	v_accvgpr_write_b32 a94, v76
	v_accvgpr_write_b32 a92, v74
	v_accvgpr_write_b32 a91, v115
	v_accvgpr_write_b32 a88, v72
	v_accvgpr_write_b32 a86, v70
	v_accvgpr_write_b32 a84, v68
	v_accvgpr_write_b32 a82, v66
	v_accvgpr_write_b32 a80, v64
	v_accvgpr_write_b32 a78, v62
	v_accvgpr_write_b32 a76, v60
	v_accvgpr_write_b32 a74, v46
	v_accvgpr_write_b32 a72, v58
	v_accvgpr_write_b32 a70, v56
	v_accvgpr_write_b32 a68, v54
	v_accvgpr_write_b32 a66, v52
	v_accvgpr_write_b32 a64, v50
	v_accvgpr_write_b32 a62, v44
	v_accvgpr_write_b32 a60, v42
	v_accvgpr_write_b32 a58, v26
	v_accvgpr_write_b32 a56, v40
	v_accvgpr_write_b32 a54, v38
	v_accvgpr_write_b32 a52, v36
	v_accvgpr_write_b32 a50, v34
	v_accvgpr_write_b32 a48, v32
	v_accvgpr_write_b32 a46, v30
	v_accvgpr_write_b32 a44, v28
	s_mov_b64 vcc, s[0:1]
	s_cbranch_vccnz .LBB0_8
; %bb.7:                                ; %.preheader181
                                        ;   in Loop: Header=BB0_6 Depth=1
	v_accvgpr_read_b32 v2, a2
	v_accvgpr_read_b32 v16, a16
	v_add_u32_e32 v2, s17, v2
	v_accvgpr_read_b32 v4, a4
	v_accvgpr_read_b32 v6, a6
	v_accvgpr_read_b32 v8, a8
	v_accvgpr_read_b32 v10, a10
	v_accvgpr_read_b32 v12, a12
	v_accvgpr_read_b32 v14, a14
	v_add_u32_e32 v16, s17, v16
	v_ashrrev_i32_e32 v3, 31, v2
	v_add_u32_e32 v4, s17, v4
	v_add_u32_e32 v6, s17, v6
	v_add_u32_e32 v8, s17, v8
	v_add_u32_e32 v10, s17, v10
	v_add_u32_e32 v12, s17, v12
	v_add_u32_e32 v14, s17, v14
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[8:9]
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[8:9]
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[8:9]
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[8:9]
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[8:9]
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[8:9]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[8:9]
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[8:9]
	global_load_dword a25, v[2:3], off
	global_load_dword a27, v[4:5], off
	global_load_dword a29, v[6:7], off
	global_load_dword a30, v[8:9], off
	global_load_dword a31, v[10:11], off
	global_load_dword a32, v[12:13], off
	global_load_dword a33, v[14:15], off
	global_load_dword a34, v[16:17], off
	v_accvgpr_read_b32 v16, a1
	v_add_u32_e32 v2, v16, v25
	v_ashrrev_i32_e32 v3, 31, v2
	v_add_u32_e32 v4, v16, v18
	v_add_u32_e32 v6, v16, v19
	v_add_u32_e32 v8, v16, v20
	v_add_u32_e32 v10, v16, v21
	v_add_u32_e32 v12, v16, v22
	v_add_u32_e32 v14, v16, v23
	v_add_u32_e32 v16, v16, v24
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[10:11]
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[10:11]
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[10:11]
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[10:11]
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[10:11]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[10:11]
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[10:11]
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[10:11]
	global_load_dword a35, v[2:3], off
	global_load_dword a36, v[4:5], off
	global_load_dword a37, v[6:7], off
	global_load_dword a38, v[8:9], off
	global_load_dword a39, v[10:11], off
	global_load_dword a40, v[12:13], off
	global_load_dword a41, v[14:15], off
	global_load_dword a42, v[16:17], off
.LBB0_8:                                ; %.preheader176
                                        ;   in Loop: Header=BB0_6 Depth=1
	v_accvgpr_read_b32 v2, a13
	v_accvgpr_read_b32 v6, a15
	v_accvgpr_write_b32 a24, v25
	v_accvgpr_write_b32 a23, v24
	v_accvgpr_write_b32 a22, v23
	v_accvgpr_write_b32 a21, v22
	v_accvgpr_write_b32 a20, v21
	v_accvgpr_write_b32 a19, v20
	v_accvgpr_write_b32 a18, v19
	v_accvgpr_write_b32 a17, v18
	ds_read_b128 v[190:193], v2
	ds_read_b128 v[170:173], v2 offset:64
	ds_read_b128 v[186:189], v6
	ds_read_b128 v[182:185], v6 offset:128
	ds_read_b128 v[178:181], v6 offset:256
	ds_read_b128 v[174:177], v6 offset:384
	ds_read_b128 v[166:169], v2 offset:528
	ds_read_b128 v[146:149], v2 offset:592
	ds_read_b128 v[162:165], v6 offset:512
	ds_read_b128 v[158:161], v6 offset:640
	ds_read_b128 v[154:157], v6 offset:768
	ds_read_b128 v[150:153], v6 offset:896
	ds_read_b128 v[142:145], v2 offset:1056
	ds_read_b128 v[122:125], v2 offset:1120
	ds_read_b128 v[138:141], v6 offset:1024
	ds_read_b128 v[134:137], v6 offset:1152
	ds_read_b128 v[130:133], v6 offset:1280
	ds_read_b128 v[126:129], v6 offset:1408
	ds_read_b128 v[118:121], v2 offset:1584
	ds_read_b128 v[98:101], v2 offset:1648
	ds_read_b128 v[114:117], v6 offset:1536
	ds_read_b128 v[110:113], v6 offset:1664
	ds_read_b128 v[106:109], v6 offset:1792
	ds_read_b128 v[102:105], v6 offset:1920
	ds_read_b128 v[94:97], v2 offset:2112
	ds_read_b128 v[74:77], v2 offset:2176
	ds_read_b128 v[90:93], v6 offset:2048
	ds_read_b128 v[86:89], v6 offset:2176
	ds_read_b128 v[82:85], v6 offset:2304
	ds_read_b128 v[78:81], v6 offset:2432
	ds_read_b128 v[70:73], v2 offset:2640
	ds_read_b128 v[50:53], v2 offset:2704
	ds_read_b128 v[66:69], v6 offset:2560
	ds_read_b128 v[62:65], v6 offset:2688
	ds_read_b128 v[58:61], v6 offset:2816
	ds_read_b128 v[54:57], v6 offset:2944
	ds_read_b128 v[46:49], v2 offset:3168
	ds_read_b128 v[26:29], v2 offset:3232
	ds_read_b128 v[42:45], v6 offset:3072
	ds_read_b128 v[38:41], v6 offset:3200
	ds_read_b128 v[34:37], v6 offset:3328
	ds_read_b128 v[30:33], v6 offset:3456
	ds_read_b128 v[22:25], v2 offset:3696
	ds_read_b128 v[2:5], v2 offset:3760
	ds_read_b128 v[18:21], v6 offset:3584
	ds_read_b128 v[14:17], v6 offset:3712
	ds_read_b128 v[10:13], v6 offset:3840
	ds_read_b128 v[6:9], v6 offset:3968
	s_andn2_b64 vcc, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_vccnz .LBB0_5
; %bb.9:                                ; %.preheader178.preheader
                                        ;   in Loop: Header=BB0_6 Depth=1
	v_accvgpr_read_b32 v0, a7
	s_waitcnt vmcnt(15)
	v_accvgpr_read_b32 v212, a25
	v_accvgpr_write_b32 a28, v213
	s_waitcnt vmcnt(14)
	v_accvgpr_read_b32 v213, a27
	ds_write2_b32 v0, v212, v213 offset1:16
	v_accvgpr_read_b32 v213, a28
	v_accvgpr_write_b32 a26, v214
	s_waitcnt vmcnt(13)
	v_accvgpr_read_b32 v214, a29
	v_accvgpr_write_b32 a28, v215
	s_waitcnt vmcnt(12)
	v_accvgpr_read_b32 v215, a30
	ds_write2_b32 v0, v214, v215 offset0:32 offset1:48
	v_accvgpr_read_b32 v215, a28
	v_accvgpr_read_b32 v214, a26
	v_accvgpr_write_b32 a26, v216
	s_waitcnt vmcnt(11)
	v_accvgpr_read_b32 v216, a31
	v_accvgpr_write_b32 a28, v217
	s_waitcnt vmcnt(10)
	v_accvgpr_read_b32 v217, a32
	ds_write2_b32 v0, v216, v217 offset0:64 offset1:80
	v_accvgpr_read_b32 v217, a28
	v_accvgpr_read_b32 v216, a26
	v_accvgpr_write_b32 a26, v218
	s_waitcnt vmcnt(9)
	v_accvgpr_read_b32 v218, a33
	v_accvgpr_write_b32 a28, v219
	s_waitcnt vmcnt(8)
	v_accvgpr_read_b32 v219, a34
	ds_write2_b32 v0, v218, v219 offset0:96 offset1:112
	v_accvgpr_read_b32 v219, a28
	v_accvgpr_read_b32 v218, a26
	v_accvgpr_read_b32 v1, a11
	v_accvgpr_write_b32 a26, v220
	s_waitcnt vmcnt(7)
	v_accvgpr_read_b32 v220, a35
	v_accvgpr_write_b32 a28, v221
	s_waitcnt vmcnt(6)
	v_accvgpr_read_b32 v221, a36
	ds_write2st64_b32 v1, v220, v221 offset1:2
	v_accvgpr_read_b32 v221, a28
	v_accvgpr_read_b32 v220, a26
	v_accvgpr_write_b32 a26, v222
	s_waitcnt vmcnt(5)
	v_accvgpr_read_b32 v222, a37
	v_accvgpr_write_b32 a28, v223
	s_waitcnt vmcnt(4)
	v_accvgpr_read_b32 v223, a38
	ds_write2st64_b32 v1, v222, v223 offset0:4 offset1:6
	v_accvgpr_read_b32 v223, a28
	v_accvgpr_read_b32 v222, a26
	v_accvgpr_write_b32 a26, v194
	s_waitcnt vmcnt(3)
	v_accvgpr_read_b32 v194, a39
	v_accvgpr_write_b32 a28, v195
	s_waitcnt vmcnt(2)
	v_accvgpr_read_b32 v195, a40
	ds_write2st64_b32 v1, v194, v195 offset0:8 offset1:10
	v_accvgpr_read_b32 v195, a28
	v_accvgpr_read_b32 v194, a26
	s_waitcnt vmcnt(1)
	v_accvgpr_read_b32 v0, a41
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v212, a42
	ds_write2st64_b32 v1, v0, v212 offset0:12 offset1:14
	s_branch .LBB0_5
.LBB0_10:
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v121, s2
	v_mov_b32_e32 v120, s2
	v_mov_b32_e32 v123, s2
	v_mov_b32_e32 v122, s2
	v_mov_b32_e32 v117, s2
	v_mov_b32_e32 v116, s2
	v_mov_b32_e32 v119, s2
	v_mov_b32_e32 v118, s2
	v_mov_b32_e32 v79, s2
	v_mov_b32_e32 v78, s2
	v_mov_b32_e32 v81, s2
	v_mov_b32_e32 v80, s2
	v_mov_b32_e32 v75, s2
	v_mov_b32_e32 v74, s2
	v_mov_b32_e32 v77, s2
	v_mov_b32_e32 v76, s2
	v_mov_b32_e32 v115, s2
	v_mov_b32_e32 v114, s2
	v_mov_b32_e32 v73, s2
	v_mov_b32_e32 v72, s2
	v_mov_b32_e32 v71, s2
	v_mov_b32_e32 v70, s2
	v_mov_b32_e32 v69, s2
	v_mov_b32_e32 v68, s2
	v_mov_b32_e32 v67, s2
	v_mov_b32_e32 v66, s2
	v_mov_b32_e32 v65, s2
	v_mov_b32_e32 v64, s2
	v_mov_b32_e32 v63, s2
	v_mov_b32_e32 v62, s2
	v_mov_b32_e32 v61, s2
	v_mov_b32_e32 v60, s2
	v_mov_b32_e32 v45, s2
	v_mov_b32_e32 v44, s2
	v_mov_b32_e32 v43, s2
	v_mov_b32_e32 v42, s2
	v_mov_b32_e32 v53, s2
	v_mov_b32_e32 v52, s2
	v_mov_b32_e32 v51, s2
	v_mov_b32_e32 v50, s2
	v_mov_b32_e32 v57, s2
	v_mov_b32_e32 v56, s2
	v_mov_b32_e32 v55, s2
	v_mov_b32_e32 v54, s2
	v_mov_b32_e32 v47, s2
	v_mov_b32_e32 v46, s2
	v_mov_b32_e32 v59, s2
	v_mov_b32_e32 v58, s2
	v_mov_b32_e32 v29, s2
	v_mov_b32_e32 v28, s2
	v_mov_b32_e32 v31, s2
	v_mov_b32_e32 v30, s2
	v_mov_b32_e32 v33, s2
	v_mov_b32_e32 v32, s2
	v_mov_b32_e32 v35, s2
	v_mov_b32_e32 v34, s2
	v_mov_b32_e32 v37, s2
	v_mov_b32_e32 v36, s2
	v_mov_b32_e32 v39, s2
	v_mov_b32_e32 v38, s2
	v_mov_b32_e32 v41, s2
	v_mov_b32_e32 v40, s2
	v_mov_b32_e32 v27, s2
	v_mov_b32_e32 v26, s2
	v_accvgpr_write_b32 a9, v0              ;  Reload Reuse
	v_accvgpr_write_b32 a43, v0             ;  Reload Reuse
	v_accvgpr_write_b32 a108, v0            ;  Reload Reuse
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
	v_mov_b32_e32 v194, s2
	v_mov_b32_e32 v195, s2
	v_mov_b32_e32 v226, s2
	v_mov_b32_e32 v227, s2
	v_mov_b32_e32 v228, s2
	v_mov_b32_e32 v229, s2
	v_mov_b32_e32 v230, s2
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
	v_mov_b32_e32 v208, s2
	v_mov_b32_e32 v209, s2
	v_mov_b32_e32 v196, s2
	v_mov_b32_e32 v197, s2
	v_mov_b32_e32 v198, s2
	v_mov_b32_e32 v199, s2
	v_mov_b32_e32 v200, s2
	v_mov_b32_e32 v202, s2
	v_mov_b32_e32 v203, s2
	v_mov_b32_e32 v204, s2
	v_mov_b32_e32 v205, s2
	v_mov_b32_e32 v206, s2
	v_mov_b32_e32 v207, s2
	v_mov_b32_e32 v210, s2
	v_mov_b32_e32 v211, s2
	v_mov_b32_e32 v224, s2
	v_mov_b32_e32 v225, s2
	v_mov_b32_e32 v201, s2
	s_branch .LBB0_12
.LBB0_11:                               ; %Flow
	v_accvgpr_read_b32 v3, a3
	v_accvgpr_read_b32 v2, a5
	v_accvgpr_read_b32 v4, a0
.LBB0_12:                               ; %Flow1418
	v_add_u32_e32 v4, s14, v4
	v_or_b32_e32 v2, s15, v2
	v_or_b32_e32 v3, v4, v3
	v_mad_u64_u32 v[20:21], s[0:1], v3, s5, v[2:3]
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[22:23], v[20:21], 2, s[12:13]
	global_load_dwordx4 v[4:7], v[22:23], off
	global_load_dwordx4 v[8:11], v[22:23], off offset:128
	global_load_dwordx4 v[12:15], v[22:23], off offset:256
	global_load_dwordx4 v[16:19], v[22:23], off offset:384
	s_mov_b32 s0, s7
	v_add_u32_e32 v20, s5, v20
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[12:13]
	v_accvgpr_read_b32 v0, a108             ;  Reload Reuse
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[4:5], v[4:5], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[8:9], v[8:9], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[12:13], v[12:13], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[16:17], v[16:17], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], s[0:1] op_sel_hi:[1,0]
	v_pk_fma_f32 v[4:5], v[122:123], s[6:7], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[120:121], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[118:119], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[116:117], s[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[80:81], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[78:79], s[6:7], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[76:77], s[6:7], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[74:75], s[6:7], v[18:19] op_sel_hi:[1,0,1]
	global_store_dwordx4 v[22:23], v[4:7], off
	global_store_dwordx4 v[22:23], v[8:11], off offset:128
	global_store_dwordx4 v[22:23], v[12:15], off offset:256
	global_store_dwordx4 v[22:23], v[16:19], off offset:384
	global_load_dwordx4 v[4:7], v[20:21], off
	s_nop 0
	global_load_dwordx4 v[8:11], v[20:21], off offset:128
	global_load_dwordx4 v[12:15], v[20:21], off offset:256
	global_load_dwordx4 v[16:19], v[20:21], off offset:384
	v_or_b32_e32 v22, 2, v3
	v_mad_u64_u32 v[22:23], s[2:3], v22, s5, v[2:3]
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[24:25], v[22:23], 2, s[12:13]
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v4, s7, v4
	v_mul_f32_e32 v5, s7, v5
	v_mul_f32_e32 v6, s7, v6
	v_mul_f32_e32 v7, s7, v7
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v8, s7, v8
	v_mul_f32_e32 v9, s7, v9
	v_mul_f32_e32 v10, s7, v10
	v_mul_f32_e32 v11, s7, v11
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v12, s7, v12
	v_mul_f32_e32 v13, s7, v13
	v_mul_f32_e32 v14, s7, v14
	v_mul_f32_e32 v15, s7, v15
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v16, s7, v16
	v_mul_f32_e32 v17, s7, v17
	v_mul_f32_e32 v18, s7, v18
	v_mul_f32_e32 v19, s7, v19
	v_fmac_f32_e32 v4, s6, v201
	v_fmac_f32_e32 v5, s6, v225
	v_fmac_f32_e32 v6, s6, v224
	v_fmac_f32_e32 v7, s6, v211
	v_fmac_f32_e32 v8, s6, v210
	v_fmac_f32_e32 v9, s6, v207
	v_fmac_f32_e32 v10, s6, v206
	v_fmac_f32_e32 v11, s6, v205
	v_fmac_f32_e32 v12, s6, v204
	v_fmac_f32_e32 v13, s6, v203
	v_fmac_f32_e32 v14, s6, v202
	v_fmac_f32_e32 v15, s6, v200
	v_fmac_f32_e32 v16, s6, v199
	v_fmac_f32_e32 v17, s6, v198
	v_fmac_f32_e32 v18, s6, v197
	v_fmac_f32_e32 v19, s6, v196
	global_store_dwordx4 v[20:21], v[4:7], off
	global_store_dwordx4 v[20:21], v[8:11], off offset:128
	global_store_dwordx4 v[20:21], v[12:15], off offset:256
	global_store_dwordx4 v[20:21], v[16:19], off offset:384
	global_load_dwordx4 v[4:7], v[24:25], off
	s_nop 0
	global_load_dwordx4 v[8:11], v[24:25], off offset:128
	global_load_dwordx4 v[12:15], v[24:25], off offset:256
	global_load_dwordx4 v[16:19], v[24:25], off offset:384
	v_add_u32_e32 v20, s5, v22
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[12:13]
	v_or_b32_e32 v22, 16, v3
	v_mad_u64_u32 v[22:23], s[2:3], v22, s5, v[2:3]
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[12:13]
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[4:5], v[4:5], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[8:9], v[8:9], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[12:13], v[12:13], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[16:17], v[16:17], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], s[0:1] op_sel_hi:[1,0]
	v_pk_fma_f32 v[4:5], v[114:115], s[6:7], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[72:73], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[70:71], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[68:69], s[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[66:67], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[64:65], s[6:7], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[62:63], s[6:7], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[60:61], s[6:7], v[18:19] op_sel_hi:[1,0,1]
	global_store_dwordx4 v[24:25], v[4:7], off
	global_store_dwordx4 v[24:25], v[8:11], off offset:128
	global_store_dwordx4 v[24:25], v[12:15], off offset:256
	global_store_dwordx4 v[24:25], v[16:19], off offset:384
	global_load_dwordx4 v[4:7], v[20:21], off
	s_nop 0
	global_load_dwordx4 v[8:11], v[20:21], off offset:128
	global_load_dwordx4 v[12:15], v[20:21], off offset:256
	global_load_dwordx4 v[16:19], v[20:21], off offset:384
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v4, s7, v4
	v_mul_f32_e32 v5, s7, v5
	v_mul_f32_e32 v6, s7, v6
	v_mul_f32_e32 v7, s7, v7
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v8, s7, v8
	v_mul_f32_e32 v9, s7, v9
	v_mul_f32_e32 v10, s7, v10
	v_mul_f32_e32 v11, s7, v11
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v12, s7, v12
	v_mul_f32_e32 v13, s7, v13
	v_mul_f32_e32 v14, s7, v14
	v_mul_f32_e32 v15, s7, v15
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v16, s7, v16
	v_mul_f32_e32 v17, s7, v17
	v_mul_f32_e32 v18, s7, v18
	v_mul_f32_e32 v19, s7, v19
	v_fmac_f32_e32 v4, s6, v209
	v_fmac_f32_e32 v5, s6, v208
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
	v_fmac_f32_e32 v18, s6, v243
	v_fmac_f32_e32 v19, s6, v242
	global_store_dwordx4 v[20:21], v[4:7], off
	global_store_dwordx4 v[20:21], v[8:11], off offset:128
	global_store_dwordx4 v[20:21], v[12:15], off offset:256
	global_store_dwordx4 v[20:21], v[16:19], off offset:384
	global_load_dwordx4 v[4:7], v[22:23], off
	s_nop 0
	global_load_dwordx4 v[8:11], v[22:23], off offset:128
	global_load_dwordx4 v[12:15], v[22:23], off offset:256
	global_load_dwordx4 v[16:19], v[22:23], off offset:384
	v_or_b32_e32 v20, 17, v3
	v_mad_u64_u32 v[20:21], s[2:3], v20, s5, v[2:3]
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[12:13]
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[4:5], v[4:5], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[8:9], v[8:9], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[12:13], v[12:13], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[16:17], v[16:17], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], s[0:1] op_sel_hi:[1,0]
	v_pk_fma_f32 v[4:5], v[42:43], s[6:7], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[44:45], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[50:51], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[52:53], s[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[54:55], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[56:57], s[6:7], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[58:59], s[6:7], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[46:47], s[6:7], v[18:19] op_sel_hi:[1,0,1]
	global_store_dwordx4 v[22:23], v[4:7], off
	global_store_dwordx4 v[22:23], v[8:11], off offset:128
	global_store_dwordx4 v[22:23], v[12:15], off offset:256
	global_store_dwordx4 v[22:23], v[16:19], off offset:384
	global_load_dwordx4 v[4:7], v[20:21], off
	s_nop 0
	global_load_dwordx4 v[8:11], v[20:21], off offset:128
	global_load_dwordx4 v[12:15], v[20:21], off offset:256
	global_load_dwordx4 v[16:19], v[20:21], off offset:384
	v_or_b32_e32 v22, 18, v3
	v_mad_u64_u32 v[22:23], s[2:3], v22, s5, v[2:3]
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[12:13]
	v_or_b32_e32 v3, 19, v3
	v_mad_u64_u32 v[2:3], s[2:3], v3, s5, v[2:3]
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v4, s7, v4
	v_mul_f32_e32 v5, s7, v5
	v_mul_f32_e32 v6, s7, v6
	v_mul_f32_e32 v7, s7, v7
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v8, s7, v8
	v_mul_f32_e32 v9, s7, v9
	v_mul_f32_e32 v10, s7, v10
	v_mul_f32_e32 v11, s7, v11
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v12, s7, v12
	v_mul_f32_e32 v13, s7, v13
	v_mul_f32_e32 v14, s7, v14
	v_mul_f32_e32 v15, s7, v15
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v16, s7, v16
	v_mul_f32_e32 v17, s7, v17
	v_mul_f32_e32 v18, s7, v18
	v_mul_f32_e32 v19, s7, v19
	v_fmac_f32_e32 v4, s6, v241
	v_fmac_f32_e32 v5, s6, v240
	v_fmac_f32_e32 v6, s6, v239
	v_fmac_f32_e32 v7, s6, v238
	v_fmac_f32_e32 v8, s6, v237
	v_fmac_f32_e32 v9, s6, v236
	v_fmac_f32_e32 v10, s6, v235
	v_fmac_f32_e32 v11, s6, v234
	v_fmac_f32_e32 v12, s6, v233
	v_fmac_f32_e32 v13, s6, v232
	v_fmac_f32_e32 v14, s6, v231
	v_fmac_f32_e32 v15, s6, v230
	v_fmac_f32_e32 v16, s6, v229
	v_fmac_f32_e32 v17, s6, v228
	v_fmac_f32_e32 v18, s6, v227
	v_fmac_f32_e32 v19, s6, v226
	global_store_dwordx4 v[20:21], v[4:7], off
	global_store_dwordx4 v[20:21], v[8:11], off offset:128
	global_store_dwordx4 v[20:21], v[12:15], off offset:256
	global_store_dwordx4 v[20:21], v[16:19], off offset:384
	global_load_dwordx4 v[4:7], v[22:23], off
	s_nop 0
	global_load_dwordx4 v[8:11], v[22:23], off offset:128
	global_load_dwordx4 v[12:15], v[22:23], off offset:256
	global_load_dwordx4 v[16:19], v[22:23], off offset:384
	v_lshl_add_u64 v[20:21], v[2:3], 2, s[12:13]
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[2:3], v[4:5], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[6:7], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[6:7], v[8:9], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[10:11], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[10:11], v[12:13], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[14:15], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[14:15], v[16:17], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[18:19], s[0:1] op_sel_hi:[1,0]
	v_pk_fma_f32 v[2:3], v[28:29], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[30:31], s[6:7], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[32:33], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[34:35], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[36:37], s[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[38:39], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[40:41], s[6:7], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[26:27], s[6:7], v[16:17] op_sel_hi:[1,0,1]
	global_store_dwordx4 v[22:23], v[2:5], off
	global_store_dwordx4 v[22:23], v[6:9], off offset:128
	global_store_dwordx4 v[22:23], v[10:13], off offset:256
	global_store_dwordx4 v[22:23], v[14:17], off offset:384
	global_load_dwordx4 v[2:5], v[20:21], off
	s_nop 0
	global_load_dwordx4 v[6:9], v[20:21], off offset:128
	global_load_dwordx4 v[10:13], v[20:21], off offset:256
	global_load_dwordx4 v[14:17], v[20:21], off offset:384
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v2, s7, v2
	v_mul_f32_e32 v3, s7, v3
	v_mul_f32_e32 v4, s7, v4
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v15, s7, v15
	v_mul_f32_e32 v5, s7, v5
	v_mul_f32_e32 v16, s7, v16
	v_fmac_f32_e32 v15, s6, v0
	v_accvgpr_read_b32 v0, a43              ;  Reload Reuse
	v_mul_f32_e32 v6, s7, v6
	v_mul_f32_e32 v7, s7, v7
	v_mul_f32_e32 v8, s7, v8
	v_mul_f32_e32 v9, s7, v9
	v_mul_f32_e32 v10, s7, v10
	v_mul_f32_e32 v11, s7, v11
	v_mul_f32_e32 v12, s7, v12
	v_mul_f32_e32 v13, s7, v13
	v_mul_f32_e32 v14, s7, v14
	v_mul_f32_e32 v17, s7, v17
	v_fmac_f32_e32 v2, s6, v195
	v_fmac_f32_e32 v3, s6, v194
	v_fmac_f32_e32 v4, s6, v223
	v_fmac_f32_e32 v5, s6, v222
	v_fmac_f32_e32 v16, s6, v0
	v_accvgpr_read_b32 v0, a9               ;  Reload Reuse
	v_fmac_f32_e32 v6, s6, v221
	v_fmac_f32_e32 v7, s6, v220
	v_fmac_f32_e32 v8, s6, v219
	v_fmac_f32_e32 v9, s6, v218
	v_fmac_f32_e32 v10, s6, v217
	v_fmac_f32_e32 v11, s6, v216
	v_fmac_f32_e32 v12, s6, v215
	v_fmac_f32_e32 v13, s6, v214
	v_fmac_f32_e32 v14, s6, v213
	v_fmac_f32_e32 v17, s6, v0
	global_store_dwordx4 v[20:21], v[2:5], off
	global_store_dwordx4 v[20:21], v[6:9], off offset:128
	global_store_dwordx4 v[20:21], v[10:13], off offset:256
	global_store_dwordx4 v[20:21], v[14:17], off offset:384
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgemm_ldsopt
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
		.amdhsa_next_free_vgpr 365
		.amdhsa_next_free_sgpr 18
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
	.size	sgemm_ldsopt, .Lfunc_end0-sgemm_ldsopt
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 12064
; NumSgprs: 24
; NumVgprs: 256
; NumAgprs: 109
; TotalNumVgprs: 365
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8320 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 45
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 365
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
	.type	__hip_cuid_5787f597c0993fdd,@object ; @__hip_cuid_5787f597c0993fdd
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_5787f597c0993fdd
__hip_cuid_5787f597c0993fdd:
	.byte	0                               ; 0x0
	.size	__hip_cuid_5787f597c0993fdd, 1

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_5787f597c0993fdd
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     109
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
    .name:           sgemm_ldsopt
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         sgemm_ldsopt.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     365
    .vgpr_spill_count: 9
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
