	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.text
	.protected	sgemm_ldsopt            ; -- Begin function sgemm_ldsopt
	.globl	sgemm_ldsopt
	.p2align	8
	.type	sgemm_ldsopt,@function
sgemm_ldsopt:                           ; @sgemm_ldsopt
; %bb.0:                                ; %.preheader192
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_load_dwordx4 s[4:7], s[0:1], 0x1c
	v_lshrrev_b32_e32 v1, 3, v0
	s_lshl_b32 s16, s3, 7
	v_and_b32_e32 v50, 7, v0
	v_or_b32_e32 v2, s16, v1
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[4:5], s[0:1], v2, s4, v[50:51]
	s_lshl_b32 s0, s4, 4
	s_nop 0
	v_add_u32_e32 v6, s0, v4
	v_add_u32_e32 v8, s0, v6
	v_add_u32_e32 v10, s0, v8
	v_add_u32_e32 v12, s0, v10
	v_add_u32_e32 v14, s0, v12
	v_add_u32_e32 v16, s0, v14
	s_lshl_b32 s17, s2, 7
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v17, 31, v16
	v_or_b32_e32 v18, s17, v0
	v_lshl_add_u64 v[2:3], v[4:5], 2, s[8:9]
	v_accvgpr_write_b32 a68, v4
	v_lshl_add_u64 v[4:5], v[6:7], 2, s[8:9]
	v_accvgpr_write_b32 a70, v6
	v_lshl_add_u64 v[6:7], v[8:9], 2, s[8:9]
	v_accvgpr_write_b32 a72, v8
	v_lshl_add_u64 v[8:9], v[10:11], 2, s[8:9]
	v_accvgpr_write_b32 a74, v10
	v_lshl_add_u64 v[10:11], v[12:13], 2, s[8:9]
	v_accvgpr_write_b32 a76, v12
	v_lshl_add_u64 v[12:13], v[14:15], 2, s[8:9]
	v_accvgpr_write_b32 a78, v14
	v_lshl_add_u64 v[14:15], v[16:17], 2, s[8:9]
	v_accvgpr_write_b32 a80, v16
	v_add_u32_e32 v16, s0, v16
	v_ashrrev_i32_e32 v19, 31, v18
	s_ashr_i32 s1, s5, 31
	s_mov_b32 s0, s5
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[10:11]
	s_lshl_b64 s[2:3], s[0:1], 2
	v_lshl_add_u64 v[20:21], v[18:19], 0, s[2:3]
	v_lshl_add_u64 v[22:23], v[20:21], 0, s[2:3]
	v_lshl_add_u64 v[24:25], v[22:23], 0, s[2:3]
	v_lshl_add_u64 v[26:27], v[24:25], 0, s[2:3]
	v_lshl_add_u64 v[28:29], v[26:27], 0, s[2:3]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[30:31], v[28:29], 0, s[2:3]
	v_accvgpr_write_b32 a82, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[8:9]
	v_lshl_add_u64 v[32:33], v[30:31], 0, s[2:3]
	global_load_dword v34, v[18:19], off
	global_load_dword v35, v[20:21], off
	global_load_dword v36, v[22:23], off
	global_load_dword v37, v[24:25], off
	global_load_dword v38, v[26:27], off
	global_load_dword v39, v[28:29], off
	global_load_dword v40, v[30:31], off
	global_load_dword v41, v[32:33], off
	global_load_dword v42, v[2:3], off
	global_load_dword v43, v[4:5], off
	global_load_dword v44, v[6:7], off
	global_load_dword v45, v[8:9], off
	global_load_dword v46, v[10:11], off
	global_load_dword v47, v[12:13], off
	global_load_dword v48, v[14:15], off
                                        ; kill: killed $vgpr2_vgpr3
                                        ; kill: killed $vgpr22_vgpr23
                                        ; kill: killed $vgpr14_vgpr15
                                        ; kill: killed $vgpr4_vgpr5
                                        ; kill: killed $vgpr20_vgpr21
                                        ; kill: killed $vgpr32_vgpr33
                                        ; kill: killed $vgpr10_vgpr11
                                        ; kill: killed $vgpr30_vgpr31
                                        ; kill: killed $vgpr6_vgpr7
                                        ; kill: killed $vgpr28_vgpr29
                                        ; kill: killed $vgpr18_vgpr19
                                        ; kill: killed $vgpr12_vgpr13
                                        ; kill: killed $vgpr26_vgpr27
                                        ; kill: killed $vgpr24_vgpr25
                                        ; kill: killed $vgpr8_vgpr9
	s_nop 0
	global_load_dword v2, v[16:17], off
	v_lshlrev_b32_e32 v3, 2, v0
	v_mul_u32_u24_e32 v4, 0x210, v50
	v_and_b32_e32 v6, 0x60, v0
	v_bfe_u32 v5, v0, 3, 2
	v_add_u32_e32 v3, 0x80, v3
	v_lshl_add_u32 v1, v1, 2, v4
	s_cmp_lt_i32 s4, 1
	s_waitcnt vmcnt(14)
	ds_write2st64_b32 v3, v34, v35 offset0:16 offset1:18
	s_waitcnt vmcnt(6)
	ds_write2_b32 v1, v42, v43 offset1:16
	ds_write2st64_b32 v3, v36, v37 offset0:20 offset1:22
	s_waitcnt vmcnt(4)
	ds_write2_b32 v1, v44, v45 offset0:32 offset1:48
	ds_write2st64_b32 v3, v38, v39 offset0:24 offset1:26
	s_waitcnt vmcnt(2)
	ds_write2_b32 v1, v46, v47 offset0:64 offset1:80
	ds_write2st64_b32 v3, v40, v41 offset0:28 offset1:30
	s_waitcnt vmcnt(0)
	ds_write2_b32 v1, v48, v2 offset0:96 offset1:112
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_9
; %bb.1:                                ; %.lr.ph
	v_accvgpr_write_b32 a69, v1
	v_lshlrev_b32_e32 v1, 4, v5
	v_lshl_add_u32 v193, v6, 2, v1
	s_movk_i32 s0, 0x1080
	v_mov_b32_e32 v1, 0x1080
	s_lshl_b32 s18, s5, 3
	v_lshl_or_b32 v192, v50, 4, v1
	v_lshl_add_u32 v1, v0, 2, s0
	s_add_i32 s0, s18, s17
	v_accvgpr_write_b32 a1, v5
	v_accvgpr_write_b32 a71, v6
	v_accvgpr_write_b32 a0, v50
	v_accvgpr_write_b32 a75, v1
	v_add_u32_e32 v2, s0, v0
	s_mov_b32 s19, 8
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v242, 0
	v_mov_b32_e32 v243, 0
	v_mov_b32_e32 v204, 0
	v_mov_b32_e32 v205, 0
	v_mov_b32_e32 v198, 0
	v_mov_b32_e32 v199, 0
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v226, 0
	v_mov_b32_e32 v227, 0
	v_mov_b32_e32 v228, 0
	v_mov_b32_e32 v229, 0
	v_mov_b32_e32 v230, 0
	v_mov_b32_e32 v231, 0
	v_mov_b32_e32 v232, 0
	v_mov_b32_e32 v233, 0
	v_mov_b32_e32 v234, 0
	v_mov_b32_e32 v235, 0
	v_mov_b32_e32 v236, 0
	v_mov_b32_e32 v237, 0
	v_mov_b32_e32 v238, 0
	v_mov_b32_e32 v239, 0
	v_mov_b32_e32 v240, 0
	v_mov_b32_e32 v241, 0
	v_mov_b32_e32 v196, 0
	v_mov_b32_e32 v197, 0
	v_mov_b32_e32 v194, 0
	v_mov_b32_e32 v195, 0
	v_mov_b32_e32 v252, 0
	v_mov_b32_e32 v253, 0
	v_mov_b32_e32 v254, 0
	v_mov_b32_e32 v255, 0
	v_mov_b32_e32 v248, 0
	v_mov_b32_e32 v249, 0
	v_mov_b32_e32 v250, 0
	v_mov_b32_e32 v251, 0
	v_mov_b32_e32 v244, 0
	v_mov_b32_e32 v245, 0
	v_mov_b32_e32 v246, 0
	v_mov_b32_e32 v247, 0
	v_mov_b32_e32 v224, 0
	v_mov_b32_e32 v225, 0
	v_mov_b32_e32 v222, 0
	v_mov_b32_e32 v223, 0
	v_mov_b32_e32 v220, 0
	v_mov_b32_e32 v221, 0
	v_mov_b32_e32 v218, 0
	v_mov_b32_e32 v219, 0
	v_mov_b32_e32 v216, 0
	v_mov_b32_e32 v217, 0
	v_mov_b32_e32 v214, 0
	v_mov_b32_e32 v215, 0
	v_mov_b32_e32 v212, 0
	v_mov_b32_e32 v213, 0
	v_mov_b32_e32 v210, 0
	v_mov_b32_e32 v211, 0
	v_mov_b32_e32 v208, 0
	v_mov_b32_e32 v209, 0
	v_mov_b32_e32 v202, 0
	v_mov_b32_e32 v203, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v200, 0
	v_mov_b32_e32 v201, 0
	v_mov_b32_e32 v206, 0
	v_mov_b32_e32 v207, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_accvgpr_write_b32 a90, 0
	v_accvgpr_write_b32 a91, 0
	v_accvgpr_write_b32 a94, 0
	v_accvgpr_write_b32 a96, 0
	v_accvgpr_write_b32 a97, 0
	v_accvgpr_write_b32 a98, 0
	v_accvgpr_write_b32 a99, 0
	v_accvgpr_write_b32 a100, 0
	v_accvgpr_write_b32 a77, 0
	v_accvgpr_write_b32 a79, 0
	v_accvgpr_write_b32 a81, 0
	v_accvgpr_write_b32 a83, 0
	v_accvgpr_write_b32 a87, 0
	v_accvgpr_write_b32 a88, 0
	v_accvgpr_write_b32 a89, 0
	v_accvgpr_write_b32 a95, 0
	s_branch .LBB0_3
.LBB0_2:                                ; %.loopexit
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_pk_fma_f32 v[194:195], v[188:189], v[180:181], v[194:195] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[240:241], v[188:189], v[180:181], v[240:241] op_sel:[1,0,0]
	v_pk_fma_f32 v[196:197], v[188:189], v[182:183], v[196:197] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[238:239], v[188:189], v[182:183], v[238:239] op_sel:[1,0,0]
	v_pk_fma_f32 v[254:255], v[188:189], v[176:177], v[254:255] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[236:237], v[188:189], v[176:177], v[236:237] op_sel:[1,0,0]
	v_pk_fma_f32 v[252:253], v[188:189], v[178:179], v[252:253] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[234:235], v[188:189], v[178:179], v[234:235] op_sel:[1,0,0]
	v_pk_fma_f32 v[250:251], v[188:189], v[172:173], v[250:251] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[232:233], v[188:189], v[172:173], v[232:233] op_sel:[1,0,0]
	v_pk_fma_f32 v[248:249], v[188:189], v[174:175], v[248:249] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[230:231], v[188:189], v[174:175], v[230:231] op_sel:[1,0,0]
	v_pk_fma_f32 v[246:247], v[188:189], v[168:169], v[246:247] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[228:229], v[188:189], v[168:169], v[228:229] op_sel:[1,0,0]
	v_pk_fma_f32 v[244:245], v[188:189], v[170:171], v[244:245] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[188:189], v[188:189], v[170:171], v[226:227] op_sel:[1,0,0]
	v_pk_fma_f32 v[226:227], v[184:185], v[180:181], v[202:203] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a92, v188
	v_accvgpr_write_b32 a93, v189
	v_accvgpr_read_b32 v189, a41
	v_accvgpr_read_b32 v188, a40
	v_pk_fma_f32 v[202:203], v[184:185], v[182:183], v[208:209] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[208:209], v[184:185], v[176:177], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v189, a19
	v_accvgpr_read_b32 v188, a18
	v_pk_fma_f32 v[188:189], v[186:187], v[176:177], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a40, v188
	v_accvgpr_write_b32 a41, v189
	v_accvgpr_read_b32 v189, a43
	v_accvgpr_read_b32 v188, a42
	v_pk_fma_f32 v[188:189], v[184:185], v[178:179], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a42, v188
	v_accvgpr_write_b32 a43, v189
	v_accvgpr_read_b32 v189, a31
	v_accvgpr_read_b32 v188, a30
	v_pk_fma_f32 v[188:189], v[184:185], v[178:179], v[188:189] op_sel:[1,0,0]
	v_pk_fma_f32 v[198:199], v[184:185], v[180:181], v[198:199] op_sel:[1,0,0]
	v_accvgpr_write_b32 a30, v188
	v_accvgpr_write_b32 a31, v189
	v_accvgpr_read_b32 v189, a21
	v_accvgpr_read_b32 v188, a20
	v_pk_fma_f32 v[188:189], v[186:187], v[178:179], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a84, v188
	v_accvgpr_write_b32 a85, v189
	v_accvgpr_read_b32 v189, a45
	v_accvgpr_read_b32 v188, a44
	v_pk_fma_f32 v[188:189], v[184:185], v[172:173], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a44, v188
	v_accvgpr_write_b32 a45, v189
	v_accvgpr_read_b32 v189, a33
	v_accvgpr_read_b32 v188, a32
	v_pk_fma_f32 v[188:189], v[184:185], v[172:173], v[188:189] op_sel:[1,0,0]
	v_pk_fma_f32 v[204:205], v[184:185], v[182:183], v[204:205] op_sel:[1,0,0]
	v_accvgpr_write_b32 a32, v188
	v_accvgpr_write_b32 a33, v189
	v_accvgpr_read_b32 v189, a23
	v_accvgpr_read_b32 v188, a22
	v_pk_fma_f32 v[188:189], v[186:187], v[172:173], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a22, v188
	v_accvgpr_write_b32 a23, v189
	v_accvgpr_read_b32 v189, a47
	v_accvgpr_read_b32 v188, a46
	v_pk_fma_f32 v[188:189], v[184:185], v[174:175], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a46, v188
	v_accvgpr_write_b32 a47, v189
	v_accvgpr_read_b32 v189, a35
	v_accvgpr_read_b32 v188, a34
	v_pk_fma_f32 v[188:189], v[184:185], v[174:175], v[188:189] op_sel:[1,0,0]
	v_pk_fma_f32 v[242:243], v[184:185], v[176:177], v[242:243] op_sel:[1,0,0]
	v_accvgpr_write_b32 a34, v188
	v_accvgpr_write_b32 a35, v189
	v_accvgpr_read_b32 v189, a25
	v_accvgpr_read_b32 v188, a24
	v_pk_fma_f32 v[188:189], v[186:187], v[174:175], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a24, v188
	v_accvgpr_write_b32 a25, v189
	v_accvgpr_read_b32 v189, a49
	v_accvgpr_read_b32 v188, a48
	v_pk_fma_f32 v[188:189], v[184:185], v[168:169], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a48, v188
	v_accvgpr_write_b32 a49, v189
	v_accvgpr_read_b32 v189, a37
	v_accvgpr_read_b32 v188, a36
	v_pk_fma_f32 v[188:189], v[184:185], v[168:169], v[188:189] op_sel:[1,0,0]
	v_pk_fma_f32 v[224:225], v[190:191], v[180:181], v[224:225] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a36, v188
	v_accvgpr_write_b32 a37, v189
	v_accvgpr_read_b32 v189, a27
	v_accvgpr_read_b32 v188, a26
	v_pk_fma_f32 v[188:189], v[186:187], v[168:169], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a26, v188
	v_accvgpr_write_b32 a27, v189
	v_accvgpr_read_b32 v189, a51
	v_accvgpr_read_b32 v188, a50
	v_pk_fma_f32 v[188:189], v[184:185], v[170:171], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a50, v188
	v_accvgpr_write_b32 a51, v189
	v_accvgpr_read_b32 v189, a39
	v_accvgpr_read_b32 v188, a38
	v_pk_fma_f32 v[184:185], v[184:185], v[170:171], v[188:189] op_sel:[1,0,0]
	v_pk_fma_f32 v[222:223], v[190:191], v[182:183], v[222:223] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a38, v184
	v_accvgpr_write_b32 a39, v185
	v_accvgpr_read_b32 v185, a29
	v_accvgpr_read_b32 v184, a28
	v_pk_fma_f32 v[184:185], v[186:187], v[170:171], v[184:185] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a28, v184
	v_accvgpr_write_b32 a29, v185
	v_accvgpr_read_b32 v185, a53
	v_pk_fma_f32 v[220:221], v[190:191], v[176:177], v[220:221] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[218:219], v[190:191], v[178:179], v[218:219] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[216:217], v[190:191], v[172:173], v[216:217] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[214:215], v[190:191], v[174:175], v[214:215] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[212:213], v[190:191], v[168:169], v[212:213] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[210:211], v[190:191], v[170:171], v[210:211] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v190, v191
	v_accvgpr_read_b32 v184, a52
	v_pk_fma_f32 v[184:185], v[190:191], v[180:181], v[184:185] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a18, v184
	v_accvgpr_write_b32 a19, v185
	v_accvgpr_read_b32 v185, a55
	v_accvgpr_read_b32 v184, a54
	v_pk_fma_f32 v[184:185], v[190:191], v[182:183], v[184:185] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a20, v184
	v_accvgpr_write_b32 a21, v185
	v_accvgpr_read_b32 v185, a17
	v_pk_fma_f32 v[200:201], v[186:187], v[180:181], v[200:201] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[206:207], v[186:187], v[182:183], v[206:207] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v186, v187
	v_accvgpr_read_b32 v184, a16
	v_pk_fma_f32 v[180:181], v[186:187], v[180:181], v[184:185] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a52, v180
	v_accvgpr_write_b32 a53, v181
	v_accvgpr_read_b32 v181, a15
	v_accvgpr_read_b32 v180, a14
	v_pk_fma_f32 v[182:183], v[186:187], v[182:183], v[180:181] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v181, a57
	v_accvgpr_read_b32 v180, a56
	v_pk_fma_f32 v[180:181], v[190:191], v[176:177], v[180:181] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a14, v180
	v_accvgpr_write_b32 a15, v181
	v_accvgpr_read_b32 v181, a59
	v_accvgpr_read_b32 v180, a58
	v_pk_fma_f32 v[180:181], v[190:191], v[178:179], v[180:181] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a16, v180
	v_accvgpr_write_b32 a17, v181
	v_accvgpr_read_b32 v181, a13
	v_accvgpr_read_b32 v180, a12
	v_pk_fma_f32 v[176:177], v[186:187], v[176:177], v[180:181] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a54, v176
	v_accvgpr_write_b32 a55, v177
	v_accvgpr_read_b32 v177, a11
	v_accvgpr_read_b32 v176, a10
	v_pk_fma_f32 v[178:179], v[186:187], v[178:179], v[176:177] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v177, a61
	v_accvgpr_read_b32 v176, a60
	v_pk_fma_f32 v[176:177], v[190:191], v[172:173], v[176:177] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a10, v176
	v_accvgpr_write_b32 a11, v177
	v_accvgpr_read_b32 v177, a63
	v_accvgpr_read_b32 v176, a62
	v_pk_fma_f32 v[176:177], v[190:191], v[174:175], v[176:177] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a12, v176
	v_accvgpr_write_b32 a13, v177
	v_accvgpr_read_b32 v177, a9
	v_accvgpr_read_b32 v176, a8
	v_pk_fma_f32 v[172:173], v[186:187], v[172:173], v[176:177] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a8, v172
	v_accvgpr_write_b32 a9, v173
	v_accvgpr_read_b32 v173, a7
	v_accvgpr_read_b32 v172, a6
	v_pk_fma_f32 v[174:175], v[186:187], v[174:175], v[172:173] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v173, a65
	v_accvgpr_read_b32 v172, a64
	v_pk_fma_f32 v[172:173], v[190:191], v[168:169], v[172:173] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a6, v172
	v_accvgpr_write_b32 a7, v173
	v_accvgpr_read_b32 v173, a67
	v_accvgpr_read_b32 v172, a66
	v_pk_fma_f32 v[190:191], v[190:191], v[170:171], v[172:173] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v173, a5
	v_accvgpr_read_b32 v172, a4
	v_pk_fma_f32 v[168:169], v[186:187], v[168:169], v[172:173] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a4, v168
	v_accvgpr_write_b32 a5, v169
	v_accvgpr_read_b32 v169, a3
	v_accvgpr_read_b32 v168, a2
	v_pk_fma_f32 v[170:171], v[186:187], v[170:171], v[168:169] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v169, a93
	v_accvgpr_read_b32 v168, a92
	v_pk_fma_f32 v[186:187], v[164:165], v[156:157], v[194:195] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[194:195], v[164:165], v[156:157], v[240:241] op_sel:[1,0,0]
	v_pk_fma_f32 v[196:197], v[164:165], v[158:159], v[196:197] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[238:239], v[164:165], v[158:159], v[238:239] op_sel:[1,0,0]
	v_pk_fma_f32 v[240:241], v[164:165], v[152:153], v[254:255] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[236:237], v[164:165], v[152:153], v[236:237] op_sel:[1,0,0]
	v_pk_fma_f32 v[252:253], v[164:165], v[154:155], v[252:253] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[234:235], v[164:165], v[154:155], v[234:235] op_sel:[1,0,0]
	v_pk_fma_f32 v[250:251], v[164:165], v[148:149], v[250:251] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[232:233], v[164:165], v[148:149], v[232:233] op_sel:[1,0,0]
	v_pk_fma_f32 v[248:249], v[164:165], v[150:151], v[248:249] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[230:231], v[164:165], v[150:151], v[230:231] op_sel:[1,0,0]
	v_pk_fma_f32 v[246:247], v[164:165], v[144:145], v[246:247] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[228:229], v[164:165], v[144:145], v[228:229] op_sel:[1,0,0]
	v_pk_fma_f32 v[244:245], v[164:165], v[146:147], v[244:245] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[164:165], v[164:165], v[146:147], v[168:169] op_sel:[1,0,0]
	v_accvgpr_read_b32 v169, a41
	v_accvgpr_read_b32 v168, a40
	v_pk_fma_f32 v[188:189], v[166:167], v[146:147], v[210:211] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[210:211], v[160:161], v[156:157], v[226:227] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[226:227], v[160:161], v[152:153], v[242:243] op_sel:[1,0,0]
	v_pk_fma_f32 v[242:243], v[162:163], v[152:153], v[168:169] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v169, a43
	v_accvgpr_read_b32 v168, a42
	v_pk_fma_f32 v[254:255], v[160:161], v[154:155], v[168:169] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v169, a31
	v_accvgpr_read_b32 v168, a30
	v_pk_fma_f32 v[168:169], v[160:161], v[154:155], v[168:169] op_sel:[1,0,0]
	v_pk_fma_f32 v[198:199], v[160:161], v[156:157], v[198:199] op_sel:[1,0,0]
	v_accvgpr_write_b32 a2, v168
	v_accvgpr_write_b32 a3, v169
	v_accvgpr_read_b32 v169, a85
	v_accvgpr_read_b32 v168, a84
	v_pk_fma_f32 v[168:169], v[162:163], v[154:155], v[168:169] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a30, v168
	v_accvgpr_write_b32 a31, v169
	v_accvgpr_read_b32 v169, a45
	v_accvgpr_read_b32 v168, a44
	v_pk_fma_f32 v[168:169], v[160:161], v[148:149], v[168:169] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a40, v168
	v_accvgpr_write_b32 a41, v169
	v_accvgpr_read_b32 v169, a33
	v_accvgpr_read_b32 v168, a32
	v_pk_fma_f32 v[168:169], v[160:161], v[148:149], v[168:169] op_sel:[1,0,0]
	v_pk_fma_f32 v[202:203], v[160:161], v[158:159], v[202:203] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a32, v168
	v_accvgpr_write_b32 a33, v169
	v_accvgpr_read_b32 v169, a23
	v_accvgpr_read_b32 v168, a22
	v_pk_fma_f32 v[168:169], v[162:163], v[148:149], v[168:169] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a22, v168
	v_accvgpr_write_b32 a23, v169
	v_accvgpr_read_b32 v169, a47
	v_accvgpr_read_b32 v168, a46
	v_pk_fma_f32 v[168:169], v[160:161], v[150:151], v[168:169] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a42, v168
	v_accvgpr_write_b32 a43, v169
	v_accvgpr_read_b32 v169, a35
	v_accvgpr_read_b32 v168, a34
	v_pk_fma_f32 v[168:169], v[160:161], v[150:151], v[168:169] op_sel:[1,0,0]
	v_pk_fma_f32 v[204:205], v[160:161], v[158:159], v[204:205] op_sel:[1,0,0]
	v_accvgpr_write_b32 a34, v168
	v_accvgpr_write_b32 a35, v169
	v_accvgpr_read_b32 v169, a25
	v_accvgpr_read_b32 v168, a24
	v_pk_fma_f32 v[168:169], v[162:163], v[150:151], v[168:169] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a24, v168
	v_accvgpr_write_b32 a25, v169
	v_accvgpr_read_b32 v169, a49
	v_accvgpr_read_b32 v168, a48
	v_pk_fma_f32 v[168:169], v[160:161], v[144:145], v[168:169] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a44, v168
	v_accvgpr_write_b32 a45, v169
	v_accvgpr_read_b32 v169, a37
	v_accvgpr_read_b32 v168, a36
	v_pk_fma_f32 v[168:169], v[160:161], v[144:145], v[168:169] op_sel:[1,0,0]
	v_pk_fma_f32 v[208:209], v[160:161], v[152:153], v[208:209] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a36, v168
	v_accvgpr_write_b32 a37, v169
	v_accvgpr_read_b32 v169, a27
	v_accvgpr_read_b32 v168, a26
	v_pk_fma_f32 v[168:169], v[162:163], v[144:145], v[168:169] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a26, v168
	v_accvgpr_write_b32 a27, v169
	v_accvgpr_read_b32 v169, a51
	v_accvgpr_read_b32 v168, a50
	v_pk_fma_f32 v[168:169], v[160:161], v[146:147], v[168:169] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a46, v168
	v_accvgpr_write_b32 a47, v169
	v_accvgpr_read_b32 v169, a39
	v_accvgpr_read_b32 v168, a38
	v_pk_fma_f32 v[160:161], v[160:161], v[146:147], v[168:169] op_sel:[1,0,0]
	v_accvgpr_read_b32 v169, a29
	v_accvgpr_read_b32 v168, a28
	v_pk_fma_f32 v[184:185], v[162:163], v[146:147], v[168:169] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v169, a19
	v_pk_fma_f32 v[224:225], v[166:167], v[156:157], v[224:225] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[222:223], v[166:167], v[158:159], v[222:223] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[220:221], v[166:167], v[152:153], v[220:221] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[218:219], v[166:167], v[154:155], v[218:219] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[216:217], v[166:167], v[148:149], v[216:217] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[214:215], v[166:167], v[150:151], v[214:215] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[212:213], v[166:167], v[144:145], v[212:213] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v166, v167
	v_accvgpr_read_b32 v168, a18
	v_pk_fma_f32 v[168:169], v[166:167], v[156:157], v[168:169] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a18, v168
	v_accvgpr_write_b32 a19, v169
	v_accvgpr_read_b32 v169, a21
	v_accvgpr_read_b32 v168, a20
	v_pk_fma_f32 v[168:169], v[166:167], v[158:159], v[168:169] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a20, v168
	v_accvgpr_write_b32 a21, v169
	v_accvgpr_read_b32 v169, a53
	v_pk_fma_f32 v[200:201], v[162:163], v[156:157], v[200:201] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[206:207], v[162:163], v[158:159], v[206:207] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v162, v163
	v_accvgpr_read_b32 v168, a52
	v_pk_fma_f32 v[156:157], v[162:163], v[156:157], v[168:169] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v169, a15
	v_accvgpr_read_b32 v168, a14
	v_pk_fma_f32 v[180:181], v[166:167], v[152:153], v[168:169] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v169, a17
	v_accvgpr_read_b32 v168, a16
	v_pk_fma_f32 v[158:159], v[162:163], v[158:159], v[182:183] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[182:183], v[166:167], v[154:155], v[168:169] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v169, a55
	v_accvgpr_read_b32 v168, a54
	v_pk_fma_f32 v[152:153], v[162:163], v[152:153], v[168:169] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v169, a11
	v_accvgpr_read_b32 v168, a10
	v_pk_fma_f32 v[176:177], v[166:167], v[148:149], v[168:169] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v169, a13
	v_accvgpr_read_b32 v168, a12
	v_pk_fma_f32 v[154:155], v[162:163], v[154:155], v[178:179] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[178:179], v[166:167], v[150:151], v[168:169] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v169, a9
	v_accvgpr_read_b32 v168, a8
	v_pk_fma_f32 v[148:149], v[162:163], v[148:149], v[168:169] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v169, a7
	v_accvgpr_read_b32 v168, a6
	v_pk_fma_f32 v[172:173], v[166:167], v[144:145], v[168:169] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v169, a5
	v_accvgpr_read_b32 v168, a4
	v_pk_fma_f32 v[150:151], v[162:163], v[150:151], v[174:175] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[174:175], v[162:163], v[144:145], v[168:169] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[144:145], v[140:141], v[124:125], v[250:251] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a14, v144
	v_accvgpr_write_b32 a15, v145
	v_pk_fma_f32 v[144:145], v[140:141], v[126:127], v[248:249] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a12, v144
	v_accvgpr_write_b32 a13, v145
	v_pk_fma_f32 v[144:145], v[140:141], v[120:121], v[246:247] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a10, v144
	v_pk_fma_f32 v[166:167], v[166:167], v[146:147], v[190:191] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[146:147], v[162:163], v[146:147], v[170:171] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[162:163], v[140:141], v[132:133], v[186:187] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[168:169], v[140:141], v[132:133], v[194:195] op_sel:[1,0,0]
	v_pk_fma_f32 v[170:171], v[142:143], v[132:133], v[224:225] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[224:225], v[140:141], v[134:135], v[196:197] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[194:195], v[140:141], v[134:135], v[238:239] op_sel:[1,0,0]
	v_pk_fma_f32 v[238:239], v[140:141], v[128:129], v[240:241] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[236:237], v[140:141], v[128:129], v[236:237] op_sel:[1,0,0]
	v_pk_fma_f32 v[240:241], v[140:141], v[130:131], v[252:253] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[234:235], v[140:141], v[130:131], v[234:235] op_sel:[1,0,0]
	v_pk_fma_f32 v[232:233], v[140:141], v[124:125], v[232:233] op_sel:[1,0,0]
	v_pk_fma_f32 v[230:231], v[140:141], v[126:127], v[230:231] op_sel:[1,0,0]
	v_accvgpr_write_b32 a11, v145
	v_pk_fma_f32 v[228:229], v[140:141], v[120:121], v[228:229] op_sel:[1,0,0]
	v_pk_fma_f32 v[144:145], v[140:141], v[122:123], v[244:245] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[140:141], v[140:141], v[122:123], v[164:165] op_sel:[1,0,0]
	v_accvgpr_read_b32 v197, a47
	v_accvgpr_write_b32 a6, v140
	v_accvgpr_write_b32 a7, v141
	v_pk_fma_f32 v[140:141], v[142:143], v[122:123], v[188:189] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a8, v140
	v_accvgpr_write_b32 a9, v141
	v_accvgpr_read_b32 v141, a3
	v_accvgpr_read_b32 v140, a2
	v_pk_fma_f32 v[244:245], v[136:137], v[130:131], v[140:141] op_sel:[1,0,0]
	v_accvgpr_read_b32 v141, a31
	v_accvgpr_read_b32 v140, a30
	v_pk_fma_f32 v[246:247], v[138:139], v[130:131], v[140:141] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v141, a41
	v_accvgpr_read_b32 v140, a40
	v_pk_fma_f32 v[248:249], v[136:137], v[124:125], v[140:141] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v141, a33
	v_accvgpr_read_b32 v140, a32
	v_pk_fma_f32 v[250:251], v[136:137], v[124:125], v[140:141] op_sel:[1,0,0]
	v_accvgpr_read_b32 v141, a23
	v_accvgpr_read_b32 v140, a22
	v_pk_fma_f32 v[252:253], v[138:139], v[124:125], v[140:141] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v141, a43
	v_accvgpr_read_b32 v140, a42
	v_accvgpr_read_b32 v196, a46
	v_accvgpr_write_b32 a4, v144
	v_pk_fma_f32 v[188:189], v[136:137], v[132:133], v[210:211] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[210:211], v[136:137], v[128:129], v[226:227] op_sel:[1,0,0]
	v_pk_fma_f32 v[226:227], v[138:139], v[128:129], v[242:243] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[242:243], v[136:137], v[130:131], v[254:255] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[254:255], v[136:137], v[126:127], v[140:141] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v141, a35
	v_accvgpr_read_b32 v165, a45
	v_accvgpr_read_b32 v187, a37
	v_pk_fma_f32 v[196:197], v[136:137], v[122:123], v[196:197] op_sel_hi:[0,1,1]
	v_accvgpr_write_b32 a5, v145
	v_accvgpr_read_b32 v140, a34
	v_accvgpr_read_b32 v145, a25
	v_accvgpr_read_b32 v164, a44
	v_accvgpr_read_b32 v186, a36
	v_accvgpr_read_b32 v191, a27
	v_accvgpr_write_b32 a2, v196
	v_pk_fma_f32 v[198:199], v[136:137], v[132:133], v[198:199] op_sel:[1,0,0]
	v_pk_fma_f32 v[202:203], v[136:137], v[134:135], v[202:203] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[204:205], v[136:137], v[134:135], v[204:205] op_sel:[1,0,0]
	v_pk_fma_f32 v[208:209], v[136:137], v[128:129], v[208:209] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[140:141], v[136:137], v[126:127], v[140:141] op_sel:[1,0,0]
	v_accvgpr_read_b32 v144, a24
	v_pk_fma_f32 v[164:165], v[136:137], v[120:121], v[164:165] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[186:187], v[136:137], v[120:121], v[186:187] op_sel:[1,0,0]
	v_accvgpr_read_b32 v190, a26
	v_accvgpr_write_b32 a3, v197
	v_pk_fma_f32 v[136:137], v[136:137], v[122:123], v[160:161] op_sel:[1,0,0]
	v_pk_fma_f32 v[160:161], v[138:139], v[122:123], v[184:185] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v185, a19
	v_accvgpr_read_b32 v197, a21
	v_pk_fma_f32 v[222:223], v[142:143], v[134:135], v[222:223] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[220:221], v[142:143], v[128:129], v[220:221] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[218:219], v[142:143], v[130:131], v[218:219] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[216:217], v[142:143], v[124:125], v[216:217] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[214:215], v[142:143], v[126:127], v[214:215] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[212:213], v[142:143], v[120:121], v[212:213] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v142, v143
	v_pk_fma_f32 v[200:201], v[138:139], v[132:133], v[200:201] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[206:207], v[138:139], v[134:135], v[206:207] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[144:145], v[138:139], v[126:127], v[144:145] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[190:191], v[138:139], v[120:121], v[190:191] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v138, v139
	v_accvgpr_read_b32 v184, a18
	v_accvgpr_read_b32 v196, a20
	v_pk_fma_f32 v[184:185], v[142:143], v[132:133], v[184:185] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[196:197], v[142:143], v[134:135], v[196:197] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[132:133], v[138:139], v[132:133], v[156:157] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[134:135], v[138:139], v[134:135], v[158:159] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[156:157], v[142:143], v[128:129], v[180:181] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[158:159], v[142:143], v[130:131], v[182:183] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[128:129], v[138:139], v[128:129], v[152:153] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[130:131], v[138:139], v[130:131], v[154:155] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[152:153], v[142:143], v[124:125], v[176:177] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[154:155], v[142:143], v[126:127], v[178:179] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[124:125], v[138:139], v[124:125], v[148:149] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[126:127], v[138:139], v[126:127], v[150:151] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[148:149], v[142:143], v[120:121], v[172:173] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[142:143], v[142:143], v[122:123], v[166:167] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[120:121], v[138:139], v[120:121], v[174:175] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[122:123], v[138:139], v[122:123], v[146:147] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[138:139], v[116:117], v[108:109], v[162:163] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[150:151], v[118:119], v[108:109], v[170:171] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v162, v119
	v_pk_fma_f32 v[170:171], v[112:113], v[108:109], v[198:199] op_sel:[1,0,0]
	v_pk_fma_f32 v[174:175], v[116:117], v[110:111], v[224:225] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[176:177], v[116:117], v[110:111], v[194:195] op_sel:[1,0,0]
	v_pk_fma_f32 v[178:179], v[118:119], v[110:111], v[222:223] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[182:183], v[112:113], v[110:111], v[202:203] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[194:195], v[116:117], v[104:105], v[238:239] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[198:199], v[118:119], v[104:105], v[220:221] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[202:203], v[112:113], v[104:105], v[210:211] op_sel:[1,0,0]
	v_pk_fma_f32 v[210:211], v[118:119], v[106:107], v[218:219] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[218:219], v[112:113], v[106:107], v[242:243] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[220:221], v[112:113], v[106:107], v[244:245] op_sel:[1,0,0]
	v_pk_fma_f32 v[222:223], v[114:115], v[106:107], v[246:247] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v225, a15
	v_accvgpr_read_b32 v239, a13
	v_accvgpr_read_b32 v243, a11
	v_accvgpr_read_b32 v245, a5
	v_accvgpr_read_b32 v247, a7
	v_pk_fma_f32 v[166:167], v[162:163], v[108:109], v[184:185] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[180:181], v[162:163], v[110:111], v[196:197] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[156:157], v[162:163], v[104:105], v[156:157] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[158:159], v[162:163], v[106:107], v[158:159] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v224, a14
	v_pk_fma_f32 v[152:153], v[162:163], v[100:101], v[152:153] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v238, a12
	v_pk_fma_f32 v[154:155], v[162:163], v[102:103], v[154:155] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v242, a10
	v_pk_fma_f32 v[148:149], v[162:163], v[96:97], v[148:149] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v244, a4
	v_accvgpr_read_b32 v246, a6
	v_pk_fma_f32 v[142:143], v[162:163], v[98:99], v[142:143] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v163, a3
	v_pk_fma_f32 v[146:147], v[116:117], v[108:109], v[168:169] op_sel:[1,0,0]
	v_pk_fma_f32 v[168:169], v[112:113], v[108:109], v[188:189] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[172:173], v[114:115], v[108:109], v[200:201] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[184:185], v[112:113], v[110:111], v[204:205] op_sel:[1,0,0]
	v_pk_fma_f32 v[188:189], v[114:115], v[110:111], v[206:207] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[196:197], v[116:117], v[104:105], v[236:237] op_sel:[1,0,0]
	v_pk_fma_f32 v[200:201], v[112:113], v[104:105], v[208:209] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[204:205], v[114:115], v[104:105], v[226:227] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[206:207], v[116:117], v[106:107], v[240:241] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[208:209], v[116:117], v[106:107], v[234:235] op_sel:[1,0,0]
	v_pk_fma_f32 v[224:225], v[116:117], v[100:101], v[224:225] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[226:227], v[116:117], v[100:101], v[232:233] op_sel:[1,0,0]
	v_pk_fma_f32 v[238:239], v[116:117], v[102:103], v[238:239] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[230:231], v[116:117], v[102:103], v[230:231] op_sel:[1,0,0]
	v_pk_fma_f32 v[242:243], v[116:117], v[96:97], v[242:243] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[228:229], v[116:117], v[96:97], v[228:229] op_sel:[1,0,0]
	v_pk_fma_f32 v[244:245], v[116:117], v[98:99], v[244:245] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[116:117], v[116:117], v[98:99], v[246:247] op_sel:[1,0,0]
	v_accvgpr_read_b32 v247, a9
	v_accvgpr_read_b32 v162, a2
	v_pk_fma_f32 v[232:233], v[112:113], v[100:101], v[248:249] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[234:235], v[112:113], v[100:101], v[250:251] op_sel:[1,0,0]
	v_pk_fma_f32 v[236:237], v[114:115], v[100:101], v[252:253] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[240:241], v[112:113], v[102:103], v[254:255] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[140:141], v[112:113], v[102:103], v[140:141] op_sel:[1,0,0]
	v_pk_fma_f32 v[144:145], v[114:115], v[102:103], v[144:145] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[164:165], v[112:113], v[96:97], v[164:165] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[186:187], v[112:113], v[96:97], v[186:187] op_sel:[1,0,0]
	v_pk_fma_f32 v[190:191], v[114:115], v[96:97], v[190:191] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v246, a8
	v_pk_fma_f32 v[162:163], v[112:113], v[98:99], v[162:163] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[112:113], v[112:113], v[98:99], v[136:137] op_sel:[1,0,0]
	v_pk_fma_f32 v[136:137], v[114:115], v[98:99], v[160:161] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v114, v115
	v_pk_fma_f32 v[216:217], v[118:119], v[100:101], v[216:217] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[214:215], v[118:119], v[102:103], v[214:215] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[212:213], v[118:119], v[96:97], v[212:213] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[118:119], v[118:119], v[98:99], v[246:247] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[100:101], v[114:115], v[100:101], v[124:125] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v124, v95
	v_pk_fma_f32 v[108:109], v[114:115], v[108:109], v[132:133] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[110:111], v[114:115], v[110:111], v[134:135] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[104:105], v[114:115], v[104:105], v[128:129] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[106:107], v[114:115], v[106:107], v[130:131] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[102:103], v[114:115], v[102:103], v[126:127] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[96:97], v[114:115], v[96:97], v[120:121] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[98:99], v[114:115], v[98:99], v[122:123] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[114:115], v[92:93], v[84:85], v[138:139] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[120:121], v[92:93], v[84:85], v[146:147] op_sel:[1,0,0]
	v_pk_fma_f32 v[122:123], v[94:95], v[84:85], v[150:151] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[126:127], v[124:125], v[84:85], v[166:167] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[128:129], v[88:89], v[84:85], v[168:169] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[130:131], v[88:89], v[84:85], v[170:171] op_sel:[1,0,0]
	v_pk_fma_f32 v[132:133], v[90:91], v[84:85], v[172:173] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[134:135], v[92:93], v[86:87], v[174:175] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[138:139], v[92:93], v[86:87], v[176:177] op_sel:[1,0,0]
	v_pk_fma_f32 v[146:147], v[94:95], v[86:87], v[178:179] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[150:151], v[124:125], v[86:87], v[180:181] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[160:161], v[88:89], v[86:87], v[182:183] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[166:167], v[88:89], v[86:87], v[184:185] op_sel:[1,0,0]
	v_pk_fma_f32 v[168:169], v[90:91], v[86:87], v[188:189] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[170:171], v[92:93], v[80:81], v[194:195] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[172:173], v[92:93], v[80:81], v[196:197] op_sel:[1,0,0]
	v_pk_fma_f32 v[174:175], v[94:95], v[80:81], v[198:199] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[176:177], v[88:89], v[80:81], v[200:201] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[178:179], v[88:89], v[80:81], v[202:203] op_sel:[1,0,0]
	v_pk_fma_f32 v[180:181], v[90:91], v[80:81], v[204:205] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[182:183], v[92:93], v[82:83], v[206:207] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[184:185], v[92:93], v[82:83], v[208:209] op_sel:[1,0,0]
	v_pk_fma_f32 v[188:189], v[94:95], v[82:83], v[210:211] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[194:195], v[88:89], v[82:83], v[218:219] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[196:197], v[88:89], v[82:83], v[220:221] op_sel:[1,0,0]
	v_pk_fma_f32 v[198:199], v[90:91], v[82:83], v[222:223] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[204:205], v[94:95], v[76:77], v[216:217] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[206:207], v[88:89], v[76:77], v[232:233] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[208:209], v[88:89], v[76:77], v[234:235] op_sel:[1,0,0]
	v_pk_fma_f32 v[210:211], v[90:91], v[76:77], v[236:237] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[214:215], v[94:95], v[78:79], v[214:215] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[220:221], v[88:89], v[78:79], v[240:241] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[140:141], v[88:89], v[78:79], v[140:141] op_sel:[1,0,0]
	v_pk_fma_f32 v[144:145], v[90:91], v[78:79], v[144:145] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[212:213], v[94:95], v[72:73], v[212:213] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[164:165], v[88:89], v[72:73], v[164:165] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[186:187], v[88:89], v[72:73], v[186:187] op_sel:[1,0,0]
	v_pk_fma_f32 v[190:191], v[90:91], v[72:73], v[190:191] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[94:95], v[94:95], v[74:75], v[118:119] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[118:119], v[88:89], v[74:75], v[162:163] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[88:89], v[88:89], v[74:75], v[112:113] op_sel:[1,0,0]
	v_pk_fma_f32 v[112:113], v[90:91], v[74:75], v[136:137] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v90, v91
	v_pk_fma_f32 v[200:201], v[92:93], v[76:77], v[224:225] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[202:203], v[92:93], v[76:77], v[226:227] op_sel:[1,0,0]
	v_pk_fma_f32 v[152:153], v[124:125], v[76:77], v[152:153] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[76:77], v[90:91], v[76:77], v[100:101] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v100, v71
	v_pk_fma_f32 v[156:157], v[124:125], v[80:81], v[156:157] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[158:159], v[124:125], v[82:83], v[158:159] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[216:217], v[92:93], v[78:79], v[238:239] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[218:219], v[92:93], v[78:79], v[230:231] op_sel:[1,0,0]
	v_pk_fma_f32 v[154:155], v[124:125], v[78:79], v[154:155] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[222:223], v[92:93], v[72:73], v[242:243] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[224:225], v[92:93], v[72:73], v[228:229] op_sel:[1,0,0]
	v_pk_fma_f32 v[148:149], v[124:125], v[72:73], v[148:149] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[226:227], v[92:93], v[74:75], v[244:245] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[92:93], v[92:93], v[74:75], v[116:117] op_sel:[1,0,0]
	v_pk_fma_f32 v[116:117], v[124:125], v[74:75], v[142:143] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[84:85], v[90:91], v[84:85], v[108:109] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[86:87], v[90:91], v[86:87], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[80:81], v[90:91], v[80:81], v[104:105] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[82:83], v[90:91], v[82:83], v[106:107] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[78:79], v[90:91], v[78:79], v[102:103] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[72:73], v[90:91], v[72:73], v[96:97] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[74:75], v[90:91], v[74:75], v[98:99] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91], v[68:69], v[60:61], v[114:115] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[96:97], v[68:69], v[60:61], v[120:121] op_sel:[1,0,0]
	v_pk_fma_f32 v[98:99], v[70:71], v[60:61], v[122:123] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[102:103], v[100:101], v[60:61], v[126:127] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[104:105], v[64:65], v[60:61], v[128:129] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[106:107], v[64:65], v[60:61], v[130:131] op_sel:[1,0,0]
	v_pk_fma_f32 v[108:109], v[66:67], v[60:61], v[132:133] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[110:111], v[68:69], v[62:63], v[134:135] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[114:115], v[68:69], v[62:63], v[138:139] op_sel:[1,0,0]
	v_pk_fma_f32 v[120:121], v[70:71], v[62:63], v[146:147] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[124:125], v[64:65], v[62:63], v[160:161] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[126:127], v[64:65], v[62:63], v[166:167] op_sel:[1,0,0]
	v_pk_fma_f32 v[128:129], v[66:67], v[62:63], v[168:169] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[130:131], v[68:69], v[56:57], v[170:171] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[134:135], v[70:71], v[56:57], v[174:175] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[138:139], v[64:65], v[56:57], v[176:177] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[142:143], v[64:65], v[56:57], v[178:179] op_sel:[1,0,0]
	v_pk_fma_f32 v[146:147], v[66:67], v[56:57], v[180:181] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[160:161], v[70:71], v[58:59], v[188:189] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[162:163], v[64:65], v[58:59], v[194:195] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[166:167], v[64:65], v[58:59], v[196:197] op_sel:[1,0,0]
	v_pk_fma_f32 v[168:169], v[66:67], v[58:59], v[198:199] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[170:171], v[68:69], v[52:53], v[200:201] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[174:175], v[70:71], v[52:53], v[204:205] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[176:177], v[64:65], v[52:53], v[206:207] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[178:179], v[64:65], v[52:53], v[208:209] op_sel:[1,0,0]
	v_pk_fma_f32 v[180:181], v[66:67], v[52:53], v[210:211] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[188:189], v[70:71], v[54:55], v[214:215] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[194:195], v[64:65], v[54:55], v[220:221] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[140:141], v[64:65], v[54:55], v[140:141] op_sel:[1,0,0]
	v_pk_fma_f32 v[144:145], v[66:67], v[54:55], v[144:145] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[200:201], v[70:71], v[48:49], v[212:213] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[164:165], v[64:65], v[48:49], v[164:165] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[186:187], v[64:65], v[48:49], v[186:187] op_sel:[1,0,0]
	v_pk_fma_f32 v[190:191], v[66:67], v[48:49], v[190:191] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[70:71], v[70:71], v[50:51], v[94:95] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[94:95], v[64:65], v[50:51], v[118:119] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[64:65], v[64:65], v[50:51], v[88:89] op_sel:[1,0,0]
	v_pk_fma_f32 v[88:89], v[66:67], v[50:51], v[112:113] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v66, v67
	v_pk_fma_f32 v[122:123], v[100:101], v[62:63], v[150:151] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[132:133], v[68:69], v[56:57], v[172:173] op_sel:[1,0,0]
	v_pk_fma_f32 v[136:137], v[100:101], v[56:57], v[156:157] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[150:151], v[68:69], v[58:59], v[182:183] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[172:173], v[68:69], v[52:53], v[202:203] op_sel:[1,0,0]
	v_pk_fma_f32 v[152:153], v[100:101], v[52:53], v[152:153] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[66:67], v[52:53], v[76:77] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v76, v39
	v_pk_fma_f32 v[156:157], v[68:69], v[58:59], v[184:185] op_sel:[1,0,0]
	v_pk_fma_f32 v[158:159], v[100:101], v[58:59], v[158:159] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[182:183], v[68:69], v[54:55], v[216:217] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[184:185], v[68:69], v[54:55], v[218:219] op_sel:[1,0,0]
	v_pk_fma_f32 v[154:155], v[100:101], v[54:55], v[154:155] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[196:197], v[68:69], v[48:49], v[222:223] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[198:199], v[68:69], v[48:49], v[224:225] op_sel:[1,0,0]
	v_pk_fma_f32 v[148:149], v[100:101], v[48:49], v[148:149] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[202:203], v[68:69], v[50:51], v[226:227] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[68:69], v[68:69], v[50:51], v[92:93] op_sel:[1,0,0]
	v_pk_fma_f32 v[92:93], v[100:101], v[50:51], v[116:117] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[66:67], v[60:61], v[84:85] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[66:67], v[62:63], v[86:87] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[66:67], v[56:57], v[80:81] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[66:67], v[58:59], v[82:83] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[66:67], v[54:55], v[78:79] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], v[66:67], v[48:49], v[72:73] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[50:51], v[66:67], v[50:51], v[74:75] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[66:67], v[36:37], v[28:29], v[90:91] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[72:73], v[36:37], v[28:29], v[96:97] op_sel:[1,0,0]
	v_pk_fma_f32 v[74:75], v[38:39], v[28:29], v[98:99] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[78:79], v[76:77], v[28:29], v[102:103] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[80:81], v[32:33], v[28:29], v[104:105] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[82:83], v[32:33], v[28:29], v[106:107] op_sel:[1,0,0]
	v_pk_fma_f32 v[84:85], v[34:35], v[28:29], v[108:109] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[86:87], v[36:37], v[30:31], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91], v[36:37], v[30:31], v[114:115] op_sel:[1,0,0]
	v_pk_fma_f32 v[96:97], v[38:39], v[30:31], v[120:121] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[100:101], v[32:33], v[30:31], v[124:125] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[102:103], v[32:33], v[30:31], v[126:127] op_sel:[1,0,0]
	v_pk_fma_f32 v[104:105], v[34:35], v[30:31], v[128:129] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[106:107], v[36:37], v[24:25], v[130:131] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], v[36:37], v[24:25], v[132:133] op_sel:[1,0,0]
	v_pk_fma_f32 v[110:111], v[38:39], v[24:25], v[134:135] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[112:113], v[76:77], v[24:25], v[136:137] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[114:115], v[32:33], v[24:25], v[138:139] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[116:117], v[32:33], v[24:25], v[142:143] op_sel:[1,0,0]
	v_pk_fma_f32 v[118:119], v[34:35], v[24:25], v[146:147] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[120:121], v[36:37], v[26:27], v[150:151] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[124:125], v[38:39], v[26:27], v[160:161] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[128:129], v[32:33], v[26:27], v[162:163] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[130:131], v[32:33], v[26:27], v[166:167] op_sel:[1,0,0]
	v_pk_fma_f32 v[132:133], v[34:35], v[26:27], v[168:169] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[134:135], v[36:37], v[44:45], v[170:171] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[136:137], v[36:37], v[44:45], v[172:173] op_sel:[1,0,0]
	v_pk_fma_f32 v[138:139], v[38:39], v[44:45], v[174:175] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[142:143], v[76:77], v[44:45], v[152:153] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[146:147], v[32:33], v[44:45], v[176:177] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[150:151], v[32:33], v[44:45], v[178:179] op_sel:[1,0,0]
	v_pk_fma_f32 v[152:153], v[34:35], v[44:45], v[180:181] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[160:161], v[38:39], v[46:47], v[188:189] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[162:163], v[32:33], v[46:47], v[194:195] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[140:141], v[32:33], v[46:47], v[140:141] op_sel:[1,0,0]
	v_pk_fma_f32 v[144:145], v[34:35], v[46:47], v[144:145] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[170:171], v[38:39], v[40:41], v[200:201] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[164:165], v[32:33], v[40:41], v[164:165] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[172:173], v[32:33], v[40:41], v[186:187] op_sel:[1,0,0]
	v_pk_fma_f32 v[174:175], v[34:35], v[40:41], v[190:191] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39], v[38:39], v[42:43], v[70:71] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[70:71], v[32:33], v[42:43], v[94:95] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[32:33], v[42:43], v[64:65] op_sel:[1,0,0]
	v_pk_fma_f32 v[64:65], v[34:35], v[42:43], v[88:89] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v34, v35
	v_pk_fma_f32 v[98:99], v[76:77], v[30:31], v[122:123] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[122:123], v[36:37], v[26:27], v[156:157] op_sel:[1,0,0]
	v_pk_fma_f32 v[126:127], v[76:77], v[26:27], v[158:159] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[156:157], v[36:37], v[46:47], v[182:183] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[158:159], v[36:37], v[46:47], v[184:185] op_sel:[1,0,0]
	v_pk_fma_f32 v[154:155], v[76:77], v[46:47], v[154:155] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[166:167], v[36:37], v[40:41], v[196:197] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[168:169], v[36:37], v[40:41], v[198:199] op_sel:[1,0,0]
	v_pk_fma_f32 v[148:149], v[76:77], v[40:41], v[148:149] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[176:177], v[36:37], v[42:43], v[202:203] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[36:37], v[36:37], v[42:43], v[68:69] op_sel:[1,0,0]
	v_pk_fma_f32 v[68:69], v[76:77], v[42:43], v[92:93] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[28:29], v[34:35], v[28:29], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[34:35], v[30:31], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[24:25], v[34:35], v[24:25], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], v[34:35], v[26:27], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[34:35], v[44:45], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[34:35], v[46:47], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41], v[34:35], v[40:41], v[48:49] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[34:35], v[42:43], v[50:51] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v42, v23
	v_pk_fma_f32 v[194:195], v[20:21], v[12:13], v[66:67] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[240:241], v[20:21], v[12:13], v[72:73] op_sel:[1,0,0]
	v_pk_fma_f32 v[224:225], v[22:23], v[12:13], v[74:75] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[88:89], v[42:43], v[12:13], v[78:79] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[202:203], v[16:17], v[12:13], v[80:81] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[198:199], v[16:17], v[12:13], v[82:83] op_sel:[1,0,0]
	v_pk_fma_f32 v[200:201], v[18:19], v[12:13], v[84:85] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[84:85], v[42:43], v[14:15], v[98:99] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[208:209], v[16:17], v[14:15], v[100:101] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[204:205], v[16:17], v[14:15], v[102:103] op_sel:[1,0,0]
	v_pk_fma_f32 v[74:75], v[16:17], v[8:9], v[114:115] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[242:243], v[16:17], v[8:9], v[116:117] op_sel:[1,0,0]
	v_pk_fma_f32 v[76:77], v[16:17], v[10:11], v[128:129] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[16:17], v[10:11], v[130:131] op_sel:[1,0,0]
	v_pk_fma_f32 v[78:79], v[16:17], v[4:5], v[146:147] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[16:17], v[4:5], v[150:151] op_sel:[1,0,0]
	v_pk_fma_f32 v[80:81], v[16:17], v[6:7], v[162:163] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[66:67], v[16:17], v[6:7], v[140:141] op_sel:[1,0,0]
	v_pk_fma_f32 v[82:83], v[16:17], v[0:1], v[164:165] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[72:73], v[16:17], v[0:1], v[172:173] op_sel:[1,0,0]
	v_pk_fma_f32 v[98:99], v[42:43], v[2:3], v[68:69] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[70:71], v[16:17], v[2:3], v[70:71] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[68:69], v[16:17], v[2:3], v[32:33] op_sel:[1,0,0]
	v_mov_b32_e32 v16, v19
	v_pk_fma_f32 v[196:197], v[20:21], v[14:15], v[86:87] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[238:239], v[20:21], v[14:15], v[90:91] op_sel:[1,0,0]
	v_pk_fma_f32 v[222:223], v[22:23], v[14:15], v[96:97] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[220:221], v[22:23], v[8:9], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[86:87], v[42:43], v[8:9], v[112:113] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[218:219], v[22:23], v[10:11], v[124:125] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91], v[42:43], v[10:11], v[126:127] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[216:217], v[22:23], v[4:5], v[138:139] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[92:93], v[42:43], v[4:5], v[142:143] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[214:215], v[22:23], v[6:7], v[160:161] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[94:95], v[42:43], v[6:7], v[154:155] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[212:213], v[22:23], v[0:1], v[170:171] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[96:97], v[42:43], v[0:1], v[148:149] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[244:245], v[20:21], v[2:3], v[176:177] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[226:227], v[20:21], v[2:3], v[36:37] op_sel:[1,0,0]
	v_pk_fma_f32 v[210:211], v[22:23], v[2:3], v[38:39] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[42:43], v[18:19], v[2:3], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[16:17], v[2:3], v[34:35] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v2, a86
	v_pk_fma_f32 v[206:207], v[18:19], v[14:15], v[104:105] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[254:255], v[20:21], v[8:9], v[106:107] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[236:237], v[20:21], v[8:9], v[108:109] op_sel:[1,0,0]
	v_pk_fma_f32 v[48:49], v[18:19], v[8:9], v[118:119] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[252:253], v[20:21], v[10:11], v[120:121] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[234:235], v[20:21], v[10:11], v[122:123] op_sel:[1,0,0]
	v_pk_fma_f32 v[52:53], v[18:19], v[10:11], v[132:133] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[250:251], v[20:21], v[4:5], v[134:135] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[232:233], v[20:21], v[4:5], v[136:137] op_sel:[1,0,0]
	v_pk_fma_f32 v[54:55], v[18:19], v[4:5], v[152:153] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[248:249], v[20:21], v[6:7], v[156:157] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[230:231], v[20:21], v[6:7], v[158:159] op_sel:[1,0,0]
	v_pk_fma_f32 v[56:57], v[18:19], v[6:7], v[144:145] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[246:247], v[20:21], v[0:1], v[166:167] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[228:229], v[20:21], v[0:1], v[168:169] op_sel:[1,0,0]
	v_pk_fma_f32 v[58:59], v[18:19], v[0:1], v[174:175] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39], v[16:17], v[12:13], v[28:29] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[36:37], v[16:17], v[14:15], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[16:17], v[8:9], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[16:17], v[10:11], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[28:29], v[16:17], v[4:5], v[44:45] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], v[16:17], v[6:7], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[24:25], v[16:17], v[0:1], v[40:41] op_sel_hi:[0,1,1]
	s_add_i32 s19, s19, 8
	v_add_u32_e32 v2, s18, v2
	s_mov_b64 vcc, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_vccnz .LBB0_8
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	s_cmp_lt_i32 s19, s4
	s_cselect_b64 s[14:15], -1, 0
	s_cmp_ge_i32 s19, s4
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[0:1], exec, s[0:1]
	s_mov_b64 vcc, s[0:1]
	s_cbranch_vccnz .LBB0_5
; %bb.4:                                ; %.preheader191
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_accvgpr_read_b32 v0, a68
	v_add_u32_e32 v0, s19, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[8:9]
	global_load_dword a77, v[0:1], off
	v_accvgpr_read_b32 v0, a70
	v_add_u32_e32 v0, s19, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[8:9]
	global_load_dword a79, v[0:1], off
	v_accvgpr_read_b32 v0, a72
	v_add_u32_e32 v0, s19, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[8:9]
	global_load_dword a81, v[0:1], off
	v_accvgpr_read_b32 v0, a74
	v_add_u32_e32 v0, s19, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[8:9]
	global_load_dword a83, v[0:1], off
	v_accvgpr_read_b32 v0, a76
	v_add_u32_e32 v0, s19, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[8:9]
	global_load_dword a87, v[0:1], off
	v_accvgpr_read_b32 v0, a78
	v_add_u32_e32 v0, s19, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[8:9]
	global_load_dword a88, v[0:1], off
	v_accvgpr_read_b32 v0, a80
	v_add_u32_e32 v0, s19, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[8:9]
	global_load_dword a89, v[0:1], off
	v_accvgpr_read_b32 v0, a82
	v_add_u32_e32 v0, s19, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[8:9]
	v_ashrrev_i32_e32 v3, 31, v2
	global_load_dword a95, v[0:1], off
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[10:11]
	global_load_dword a90, v[0:1], off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[2:3]
	global_load_dword a91, v[0:1], off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[2:3]
	global_load_dword a94, v[0:1], off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[2:3]
	global_load_dword a96, v[0:1], off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[2:3]
	global_load_dword a97, v[0:1], off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[2:3]
	global_load_dword a98, v[0:1], off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[2:3]
	global_load_dword a99, v[0:1], off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[2:3]
	global_load_dword a100, v[0:1], off
	v_accvgpr_write_b32 a66, v98
	v_accvgpr_write_b32 a64, v96
	v_accvgpr_write_b32 a62, v94
	v_accvgpr_write_b32 a60, v92
	v_accvgpr_write_b32 a58, v90
	v_accvgpr_write_b32 a56, v86
	v_accvgpr_write_b32 a54, v84
	v_accvgpr_write_b32 a52, v88
	v_accvgpr_write_b32 a50, v70
	v_accvgpr_write_b32 a48, v82
	v_accvgpr_write_b32 a46, v80
	v_accvgpr_write_b32 a44, v78
	v_accvgpr_write_b32 a42, v76
	v_accvgpr_write_b32 a40, v74
	v_accvgpr_write_b32 a38, v68
	v_accvgpr_write_b32 a36, v72
	v_accvgpr_write_b32 a34, v66
	v_accvgpr_write_b32 a32, v62
	v_accvgpr_write_b32 a30, v60
	v_accvgpr_write_b32 a28, v42
	v_accvgpr_write_b32 a26, v58
	v_accvgpr_write_b32 a24, v56
	v_accvgpr_write_b32 a22, v54
	v_accvgpr_write_b32 a20, v52
	v_accvgpr_write_b32 a18, v48
	v_accvgpr_write_b32 a16, v38
	v_accvgpr_write_b32 a14, v36
	v_accvgpr_write_b32 a12, v32
	v_accvgpr_write_b32 a10, v30
	v_accvgpr_write_b32 a8, v28
	v_accvgpr_write_b32 a6, v26
	v_accvgpr_write_b32 a4, v24
	v_accvgpr_write_b32 a2, v22
	v_accvgpr_write_b32 a67, v99
	v_accvgpr_write_b32 a65, v97
	v_accvgpr_write_b32 a63, v95
	v_accvgpr_write_b32 a61, v93
	v_accvgpr_write_b32 a59, v91
	v_accvgpr_write_b32 a57, v87
	v_accvgpr_write_b32 a55, v85
	v_accvgpr_write_b32 a53, v89
	v_accvgpr_write_b32 a51, v71
	v_accvgpr_write_b32 a49, v83
	v_accvgpr_write_b32 a47, v81
	v_accvgpr_write_b32 a45, v79
	v_accvgpr_write_b32 a43, v77
	v_accvgpr_write_b32 a41, v75
	v_accvgpr_write_b32 a39, v69
	v_accvgpr_write_b32 a37, v73
	v_accvgpr_write_b32 a35, v67
	v_accvgpr_write_b32 a33, v63
	v_accvgpr_write_b32 a31, v61
	v_accvgpr_write_b32 a29, v43
	v_accvgpr_write_b32 a27, v59
	v_accvgpr_write_b32 a25, v57
	v_accvgpr_write_b32 a23, v55
	v_accvgpr_write_b32 a21, v53
	v_accvgpr_write_b32 a19, v49
	v_accvgpr_write_b32 a17, v39
	v_accvgpr_write_b32 a15, v37
	v_accvgpr_write_b32 a13, v33
	v_accvgpr_write_b32 a11, v31
	v_accvgpr_write_b32 a9, v29
	v_accvgpr_write_b32 a7, v27
	v_accvgpr_write_b32 a5, v25
	v_accvgpr_write_b32 a3, v23
	v_accvgpr_write_b32 a86, v2
	s_branch .LBB0_6
.LBB0_5:                                ;   in Loop: Header=BB0_3 Depth=1
	v_accvgpr_write_b32 a66, v98
	v_accvgpr_write_b32 a64, v96
	v_accvgpr_write_b32 a62, v94
	v_accvgpr_write_b32 a60, v92
	v_accvgpr_write_b32 a58, v90
	v_accvgpr_write_b32 a56, v86
	v_accvgpr_write_b32 a54, v84
	v_accvgpr_write_b32 a52, v88
	v_accvgpr_write_b32 a50, v70
	v_accvgpr_write_b32 a48, v82
	v_accvgpr_write_b32 a46, v80
	v_accvgpr_write_b32 a44, v78
	v_accvgpr_write_b32 a42, v76
	v_accvgpr_write_b32 a40, v74
	v_accvgpr_write_b32 a38, v68
	v_accvgpr_write_b32 a36, v72
	v_accvgpr_write_b32 a34, v66
	v_accvgpr_write_b32 a32, v62
	v_accvgpr_write_b32 a30, v60
	v_accvgpr_write_b32 a28, v42
	v_accvgpr_write_b32 a26, v58
	v_accvgpr_write_b32 a24, v56
	v_accvgpr_write_b32 a22, v54
	v_accvgpr_write_b32 a20, v52
	v_accvgpr_write_b32 a18, v48
	v_accvgpr_write_b32 a16, v38
	v_accvgpr_write_b32 a14, v36
	v_accvgpr_write_b32 a12, v32
	v_accvgpr_write_b32 a10, v30
	v_accvgpr_write_b32 a8, v28
	v_accvgpr_write_b32 a6, v26
	v_accvgpr_write_b32 a4, v24
	v_accvgpr_write_b32 a2, v22
	v_accvgpr_write_b32 a86, v2
	v_accvgpr_write_b32 a67, v99
	v_accvgpr_write_b32 a65, v97
	v_accvgpr_write_b32 a63, v95
	v_accvgpr_write_b32 a61, v93
	v_accvgpr_write_b32 a59, v91
	v_accvgpr_write_b32 a57, v87
	v_accvgpr_write_b32 a55, v85
	v_accvgpr_write_b32 a53, v89
	v_accvgpr_write_b32 a51, v71
	v_accvgpr_write_b32 a49, v83
	v_accvgpr_write_b32 a47, v81
	v_accvgpr_write_b32 a45, v79
	v_accvgpr_write_b32 a43, v77
	v_accvgpr_write_b32 a41, v75
	v_accvgpr_write_b32 a39, v69
	v_accvgpr_write_b32 a37, v73
	v_accvgpr_write_b32 a35, v67
	v_accvgpr_write_b32 a33, v63
	v_accvgpr_write_b32 a31, v61
	v_accvgpr_write_b32 a29, v43
	v_accvgpr_write_b32 a27, v59
	v_accvgpr_write_b32 a25, v57
	v_accvgpr_write_b32 a23, v55
	v_accvgpr_write_b32 a21, v53
	v_accvgpr_write_b32 a19, v49
	v_accvgpr_write_b32 a17, v39
	v_accvgpr_write_b32 a15, v37
	v_accvgpr_write_b32 a13, v33
	v_accvgpr_write_b32 a11, v31
	v_accvgpr_write_b32 a9, v29
	v_accvgpr_write_b32 a7, v27
	v_accvgpr_write_b32 a5, v25
	v_accvgpr_write_b32 a3, v23
.LBB0_6:                                ; %.preheader186
                                        ;   in Loop: Header=BB0_3 Depth=1
	ds_read_b128 v[188:191], v193
	ds_read_b128 v[184:187], v193 offset:64
	ds_read_b128 v[180:183], v192
	ds_read_b128 v[176:179], v192 offset:128
	ds_read_b128 v[172:175], v192 offset:256
	ds_read_b128 v[168:171], v192 offset:384
	ds_read_b128 v[164:167], v193 offset:528
	ds_read_b128 v[160:163], v193 offset:592
	ds_read_b128 v[156:159], v192 offset:512
	ds_read_b128 v[152:155], v192 offset:640
	ds_read_b128 v[148:151], v192 offset:768
	ds_read_b128 v[144:147], v192 offset:896
	ds_read_b128 v[140:143], v193 offset:1056
	ds_read_b128 v[136:139], v193 offset:1120
	ds_read_b128 v[132:135], v192 offset:1024
	ds_read_b128 v[128:131], v192 offset:1152
	ds_read_b128 v[124:127], v192 offset:1280
	ds_read_b128 v[120:123], v192 offset:1408
	ds_read_b128 v[116:119], v193 offset:1584
	ds_read_b128 v[112:115], v193 offset:1648
	ds_read_b128 v[108:111], v192 offset:1536
	ds_read_b128 v[104:107], v192 offset:1664
	ds_read_b128 v[100:103], v192 offset:1792
	ds_read_b128 v[96:99], v192 offset:1920
	ds_read_b128 v[92:95], v193 offset:2112
	ds_read_b128 v[88:91], v193 offset:2176
	ds_read_b128 v[84:87], v192 offset:2048
	ds_read_b128 v[80:83], v192 offset:2176
	ds_read_b128 v[76:79], v192 offset:2304
	ds_read_b128 v[72:75], v192 offset:2432
	ds_read_b128 v[68:71], v193 offset:2640
	ds_read_b128 v[64:67], v193 offset:2704
	ds_read_b128 v[60:63], v192 offset:2560
	ds_read_b128 v[56:59], v192 offset:2688
	ds_read_b128 v[52:55], v192 offset:2816
	ds_read_b128 v[48:51], v192 offset:2944
	ds_read_b128 v[36:39], v193 offset:3168
	ds_read_b128 v[32:35], v193 offset:3232
	ds_read_b128 v[28:31], v192 offset:3072
	ds_read_b128 v[24:27], v192 offset:3200
	ds_read_b128 v[44:47], v192 offset:3328
	ds_read_b128 v[40:43], v192 offset:3456
	ds_read_b128 v[20:23], v193 offset:3696
	ds_read_b128 v[16:19], v193 offset:3760
	ds_read_b128 v[12:15], v192 offset:3584
	ds_read_b128 v[8:11], v192 offset:3712
	ds_read_b128 v[4:7], v192 offset:3840
	ds_read_b128 v[0:3], v192 offset:3968
	s_andn2_b64 vcc, exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_vccnz .LBB0_2
; %bb.7:                                ; %.preheader188.preheader
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_accvgpr_write_b32 a84, v206
	v_accvgpr_write_b32 a73, v193
	v_accvgpr_read_b32 v193, a69
	v_accvgpr_write_b32 a85, v207
	s_waitcnt vmcnt(15)
	v_accvgpr_read_b32 v206, a77
	s_waitcnt vmcnt(14)
	v_accvgpr_read_b32 v207, a79
	ds_write2_b32 v193, v206, v207 offset1:16
	v_accvgpr_read_b32 v207, a85
	v_accvgpr_read_b32 v206, a84
	v_accvgpr_write_b32 a84, v198
	v_accvgpr_write_b32 a85, v199
	s_waitcnt vmcnt(13)
	v_accvgpr_read_b32 v198, a81
	s_waitcnt vmcnt(12)
	v_accvgpr_read_b32 v199, a83
	ds_write2_b32 v193, v198, v199 offset0:32 offset1:48
	v_accvgpr_read_b32 v199, a85
	v_accvgpr_read_b32 v198, a84
	v_accvgpr_write_b32 a84, v204
	v_accvgpr_write_b32 a85, v205
	s_waitcnt vmcnt(11)
	v_accvgpr_read_b32 v204, a87
	s_waitcnt vmcnt(10)
	v_accvgpr_read_b32 v205, a88
	ds_write2_b32 v193, v204, v205 offset0:64 offset1:80
	v_accvgpr_read_b32 v205, a85
	v_accvgpr_read_b32 v204, a84
	v_accvgpr_write_b32 a84, v242
	v_accvgpr_write_b32 a85, v243
	s_waitcnt vmcnt(9)
	v_accvgpr_read_b32 v242, a89
	s_waitcnt vmcnt(8)
	v_accvgpr_read_b32 v243, a95
	ds_write2_b32 v193, v242, v243 offset0:96 offset1:112
	v_accvgpr_read_b32 v243, a85
	v_accvgpr_read_b32 v242, a84
	v_accvgpr_write_b32 a84, v200
	v_accvgpr_write_b32 a92, v202
	v_accvgpr_write_b32 a85, v201
	v_accvgpr_read_b32 v200, a75
	s_waitcnt vmcnt(7)
	v_accvgpr_read_b32 v201, a90
	v_accvgpr_write_b32 a93, v203
	s_waitcnt vmcnt(6)
	v_accvgpr_read_b32 v202, a91
	ds_write2st64_b32 v200, v201, v202 offset1:2
	v_accvgpr_read_b32 v203, a93
	v_accvgpr_read_b32 v202, a92
	v_accvgpr_write_b32 a92, v208
	s_waitcnt vmcnt(5)
	v_accvgpr_read_b32 v201, a94
	v_accvgpr_write_b32 a93, v209
	s_waitcnt vmcnt(4)
	v_accvgpr_read_b32 v208, a96
	ds_write2st64_b32 v200, v201, v208 offset0:4 offset1:6
	v_accvgpr_read_b32 v209, a93
	v_accvgpr_read_b32 v208, a92
	v_accvgpr_write_b32 a92, v210
	s_waitcnt vmcnt(3)
	v_accvgpr_read_b32 v201, a97
	v_accvgpr_write_b32 a93, v211
	s_waitcnt vmcnt(2)
	v_accvgpr_read_b32 v210, a98
	ds_write2st64_b32 v200, v201, v210 offset0:8 offset1:10
	v_accvgpr_read_b32 v211, a93
	v_accvgpr_read_b32 v210, a92
	v_accvgpr_write_b32 a92, v212
	s_waitcnt vmcnt(1)
	v_accvgpr_read_b32 v201, a99
	v_accvgpr_write_b32 a93, v213
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v212, a100
	ds_write2st64_b32 v200, v201, v212 offset0:12 offset1:14
	v_accvgpr_read_b32 v213, a93
	v_accvgpr_read_b32 v201, a85
	v_accvgpr_read_b32 v193, a73
	v_accvgpr_read_b32 v212, a92
	v_accvgpr_read_b32 v200, a84
	s_branch .LBB0_2
.LBB0_8:                                ; %Flow
	v_accvgpr_read_b32 v50, a0
	v_accvgpr_read_b32 v5, a1
	v_accvgpr_read_b32 v6, a71
	s_branch .LBB0_10
.LBB0_9:
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v207, 0
	v_mov_b32_e32 v206, 0
	v_mov_b32_e32 v201, 0
	v_mov_b32_e32 v200, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v203, 0
	v_mov_b32_e32 v202, 0
	v_mov_b32_e32 v209, 0
	v_mov_b32_e32 v208, 0
	v_mov_b32_e32 v211, 0
	v_mov_b32_e32 v210, 0
	v_mov_b32_e32 v213, 0
	v_mov_b32_e32 v212, 0
	v_mov_b32_e32 v215, 0
	v_mov_b32_e32 v214, 0
	v_mov_b32_e32 v217, 0
	v_mov_b32_e32 v216, 0
	v_mov_b32_e32 v219, 0
	v_mov_b32_e32 v218, 0
	v_mov_b32_e32 v221, 0
	v_mov_b32_e32 v220, 0
	v_mov_b32_e32 v223, 0
	v_mov_b32_e32 v222, 0
	v_mov_b32_e32 v225, 0
	v_mov_b32_e32 v224, 0
	v_mov_b32_e32 v247, 0
	v_mov_b32_e32 v246, 0
	v_mov_b32_e32 v245, 0
	v_mov_b32_e32 v244, 0
	v_mov_b32_e32 v251, 0
	v_mov_b32_e32 v250, 0
	v_mov_b32_e32 v249, 0
	v_mov_b32_e32 v248, 0
	v_mov_b32_e32 v255, 0
	v_mov_b32_e32 v254, 0
	v_mov_b32_e32 v253, 0
	v_mov_b32_e32 v252, 0
	v_mov_b32_e32 v195, 0
	v_mov_b32_e32 v194, 0
	v_mov_b32_e32 v197, 0
	v_mov_b32_e32 v196, 0
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
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v199, 0
	v_mov_b32_e32 v198, 0
	v_mov_b32_e32 v205, 0
	v_mov_b32_e32 v204, 0
	v_mov_b32_e32 v243, 0
	v_mov_b32_e32 v242, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
.LBB0_10:                               ; %Flow1626
	v_add_u32_e32 v0, s16, v6
	v_lshl_or_b32 v0, v5, 2, v0
	v_lshl_or_b32 v20, v50, 2, s17
	v_mul_lo_u32 v21, v0, s5
	v_add_u32_e32 v0, v20, v21
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[16:17], v[0:1], 2, s[12:13]
	global_load_dwordx4 v[0:3], v[16:17], off
	global_load_dwordx4 v[4:7], v[16:17], off offset:128
	global_load_dwordx4 v[8:11], v[16:17], off offset:256
	global_load_dwordx4 v[12:15], v[16:17], off offset:384
	s_mov_b32 s0, s7
	v_lshl_add_u64 v[18:19], v[16:17], 0, s[2:3]
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[0:1], s[0:1], v[0:1] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], s[0:1], v[2:3] op_sel_hi:[0,1]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[4:5], s[0:1], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], s[0:1], v[6:7] op_sel_hi:[0,1]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[8:9], s[0:1], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], s[0:1], v[10:11] op_sel_hi:[0,1]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[12:13], s[0:1], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], s[0:1], v[14:15] op_sel_hi:[0,1]
	v_pk_fma_f32 v[0:1], s[6:7], v[194:195], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], s[6:7], v[196:197], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], s[6:7], v[254:255], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], s[6:7], v[252:253], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], s[6:7], v[250:251], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], s[6:7], v[248:249], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], s[6:7], v[246:247], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], s[6:7], v[244:245], v[14:15] op_sel_hi:[0,1,1]
	global_store_dwordx4 v[16:17], v[0:3], off
	global_store_dwordx4 v[16:17], v[4:7], off offset:128
	global_store_dwordx4 v[16:17], v[8:11], off offset:256
	global_store_dwordx4 v[16:17], v[12:15], off offset:384
	global_load_dwordx4 v[0:3], v[18:19], off
	s_nop 0
	global_load_dwordx4 v[4:7], v[18:19], off offset:128
	global_load_dwordx4 v[8:11], v[18:19], off offset:256
	global_load_dwordx4 v[12:15], v[18:19], off offset:384
	v_lshl_add_u64 v[16:17], v[18:19], 0, s[2:3]
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v0, s7, v0
	v_mul_f32_e32 v1, s7, v1
	v_mul_f32_e32 v2, s7, v2
	v_mul_f32_e32 v3, s7, v3
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v4, s7, v4
	v_mul_f32_e32 v5, s7, v5
	v_mul_f32_e32 v6, s7, v6
	v_mul_f32_e32 v7, s7, v7
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v8, s7, v8
	v_mul_f32_e32 v9, s7, v9
	v_mul_f32_e32 v10, s7, v10
	v_mul_f32_e32 v11, s7, v11
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v12, s7, v12
	v_mul_f32_e32 v13, s7, v13
	v_mul_f32_e32 v14, s7, v14
	v_mul_f32_e32 v15, s7, v15
	v_fmac_f32_e32 v0, s6, v240
	v_fmac_f32_e32 v1, s6, v241
	v_fmac_f32_e32 v2, s6, v238
	v_fmac_f32_e32 v3, s6, v239
	v_fmac_f32_e32 v4, s6, v236
	v_fmac_f32_e32 v5, s6, v237
	v_fmac_f32_e32 v6, s6, v234
	v_fmac_f32_e32 v7, s6, v235
	v_fmac_f32_e32 v8, s6, v232
	v_fmac_f32_e32 v9, s6, v233
	v_fmac_f32_e32 v10, s6, v230
	v_fmac_f32_e32 v11, s6, v231
	v_fmac_f32_e32 v12, s6, v228
	v_fmac_f32_e32 v13, s6, v229
	v_fmac_f32_e32 v14, s6, v226
	v_fmac_f32_e32 v15, s6, v227
	global_store_dwordx4 v[18:19], v[0:3], off
	global_store_dwordx4 v[18:19], v[4:7], off offset:128
	global_store_dwordx4 v[18:19], v[8:11], off offset:256
	global_store_dwordx4 v[18:19], v[12:15], off offset:384
	global_load_dwordx4 v[0:3], v[16:17], off
	s_nop 0
	global_load_dwordx4 v[4:7], v[16:17], off offset:128
	global_load_dwordx4 v[8:11], v[16:17], off offset:256
	global_load_dwordx4 v[12:15], v[16:17], off offset:384
	v_lshl_add_u64 v[18:19], v[16:17], 0, s[2:3]
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[0:1], s[0:1], v[0:1] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], s[0:1], v[2:3] op_sel_hi:[0,1]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[4:5], s[0:1], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], s[0:1], v[6:7] op_sel_hi:[0,1]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[8:9], s[0:1], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], s[0:1], v[10:11] op_sel_hi:[0,1]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[12:13], s[0:1], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], s[0:1], v[14:15] op_sel_hi:[0,1]
	v_pk_fma_f32 v[0:1], s[6:7], v[224:225], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], s[6:7], v[222:223], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], s[6:7], v[220:221], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], s[6:7], v[218:219], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], s[6:7], v[216:217], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], s[6:7], v[214:215], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], s[6:7], v[212:213], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], s[6:7], v[210:211], v[14:15] op_sel_hi:[0,1,1]
	global_store_dwordx4 v[16:17], v[0:3], off
	global_store_dwordx4 v[16:17], v[4:7], off offset:128
	global_store_dwordx4 v[16:17], v[8:11], off offset:256
	global_store_dwordx4 v[16:17], v[12:15], off offset:384
	global_load_dwordx4 v[0:3], v[18:19], off
	s_nop 0
	global_load_dwordx4 v[4:7], v[18:19], off offset:128
	global_load_dwordx4 v[8:11], v[18:19], off offset:256
	global_load_dwordx4 v[12:15], v[18:19], off offset:384
	s_lshl_b32 s1, s5, 4
	v_add3_u32 v16, s1, v21, v20
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[12:13]
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v0, s7, v0
	v_mul_f32_e32 v1, s7, v1
	v_mul_f32_e32 v2, s7, v2
	v_mul_f32_e32 v3, s7, v3
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v4, s7, v4
	v_mul_f32_e32 v5, s7, v5
	v_mul_f32_e32 v6, s7, v6
	v_mul_f32_e32 v7, s7, v7
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v8, s7, v8
	v_mul_f32_e32 v9, s7, v9
	v_mul_f32_e32 v10, s7, v10
	v_mul_f32_e32 v11, s7, v11
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v12, s7, v12
	v_mul_f32_e32 v13, s7, v13
	v_mul_f32_e32 v14, s7, v14
	v_mul_f32_e32 v15, s7, v15
	v_fmac_f32_e32 v0, s6, v88
	v_fmac_f32_e32 v1, s6, v89
	v_fmac_f32_e32 v2, s6, v84
	v_fmac_f32_e32 v3, s6, v85
	v_fmac_f32_e32 v4, s6, v86
	v_fmac_f32_e32 v5, s6, v87
	v_fmac_f32_e32 v6, s6, v90
	v_fmac_f32_e32 v7, s6, v91
	v_fmac_f32_e32 v8, s6, v92
	v_fmac_f32_e32 v9, s6, v93
	v_fmac_f32_e32 v10, s6, v94
	v_fmac_f32_e32 v11, s6, v95
	v_fmac_f32_e32 v12, s6, v96
	v_fmac_f32_e32 v13, s6, v97
	v_fmac_f32_e32 v14, s6, v98
	v_fmac_f32_e32 v15, s6, v99
	global_store_dwordx4 v[18:19], v[0:3], off
	global_store_dwordx4 v[18:19], v[4:7], off offset:128
	global_store_dwordx4 v[18:19], v[8:11], off offset:256
	global_store_dwordx4 v[18:19], v[12:15], off offset:384
	global_load_dwordx4 v[0:3], v[16:17], off
	s_nop 0
	global_load_dwordx4 v[4:7], v[16:17], off offset:128
	global_load_dwordx4 v[8:11], v[16:17], off offset:256
	global_load_dwordx4 v[12:15], v[16:17], off offset:384
	v_lshl_add_u64 v[18:19], v[16:17], 0, s[2:3]
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[0:1], s[0:1], v[0:1] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], s[0:1], v[2:3] op_sel_hi:[0,1]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[4:5], s[0:1], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], s[0:1], v[6:7] op_sel_hi:[0,1]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[8:9], s[0:1], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], s[0:1], v[10:11] op_sel_hi:[0,1]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[12:13], s[0:1], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], s[0:1], v[14:15] op_sel_hi:[0,1]
	v_pk_fma_f32 v[0:1], s[6:7], v[202:203], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], s[6:7], v[208:209], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], s[6:7], v[74:75], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], s[6:7], v[76:77], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], s[6:7], v[78:79], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], s[6:7], v[80:81], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], s[6:7], v[82:83], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], s[6:7], v[70:71], v[14:15] op_sel_hi:[0,1,1]
	global_store_dwordx4 v[16:17], v[0:3], off
	global_store_dwordx4 v[16:17], v[4:7], off offset:128
	global_store_dwordx4 v[16:17], v[8:11], off offset:256
	global_store_dwordx4 v[16:17], v[12:15], off offset:384
	global_load_dwordx4 v[0:3], v[18:19], off
	s_nop 0
	global_load_dwordx4 v[4:7], v[18:19], off offset:128
	global_load_dwordx4 v[8:11], v[18:19], off offset:256
	global_load_dwordx4 v[12:15], v[18:19], off offset:384
	v_lshl_add_u64 v[16:17], v[18:19], 0, s[2:3]
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v0, s7, v0
	v_mul_f32_e32 v1, s7, v1
	v_mul_f32_e32 v2, s7, v2
	v_mul_f32_e32 v3, s7, v3
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v4, s7, v4
	v_mul_f32_e32 v5, s7, v5
	v_mul_f32_e32 v6, s7, v6
	v_mul_f32_e32 v7, s7, v7
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v8, s7, v8
	v_mul_f32_e32 v9, s7, v9
	v_mul_f32_e32 v10, s7, v10
	v_mul_f32_e32 v11, s7, v11
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v12, s7, v12
	v_mul_f32_e32 v13, s7, v13
	v_mul_f32_e32 v14, s7, v14
	v_mul_f32_e32 v15, s7, v15
	v_fmac_f32_e32 v0, s6, v198
	v_fmac_f32_e32 v1, s6, v199
	v_fmac_f32_e32 v2, s6, v204
	v_fmac_f32_e32 v3, s6, v205
	v_fmac_f32_e32 v4, s6, v242
	v_fmac_f32_e32 v5, s6, v243
	v_fmac_f32_e32 v6, s6, v60
	v_fmac_f32_e32 v7, s6, v61
	v_fmac_f32_e32 v8, s6, v62
	v_fmac_f32_e32 v9, s6, v63
	v_fmac_f32_e32 v10, s6, v66
	v_fmac_f32_e32 v11, s6, v67
	v_fmac_f32_e32 v12, s6, v72
	v_fmac_f32_e32 v13, s6, v73
	v_fmac_f32_e32 v14, s6, v68
	v_fmac_f32_e32 v15, s6, v69
	global_store_dwordx4 v[18:19], v[0:3], off
	global_store_dwordx4 v[18:19], v[4:7], off offset:128
	global_store_dwordx4 v[18:19], v[8:11], off offset:256
	global_store_dwordx4 v[18:19], v[12:15], off offset:384
	global_load_dwordx4 v[0:3], v[16:17], off
	s_nop 0
	global_load_dwordx4 v[4:7], v[16:17], off offset:128
	global_load_dwordx4 v[8:11], v[16:17], off offset:256
	global_load_dwordx4 v[12:15], v[16:17], off offset:384
	v_lshl_add_u64 v[18:19], v[16:17], 0, s[2:3]
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[0:1], s[0:1], v[0:1] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], s[0:1], v[2:3] op_sel_hi:[0,1]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[4:5], s[0:1], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], s[0:1], v[6:7] op_sel_hi:[0,1]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[8:9], s[0:1], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], s[0:1], v[10:11] op_sel_hi:[0,1]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[12:13], s[0:1], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], s[0:1], v[14:15] op_sel_hi:[0,1]
	v_pk_fma_f32 v[0:1], s[6:7], v[200:201], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], s[6:7], v[206:207], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], s[6:7], v[48:49], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], s[6:7], v[52:53], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], s[6:7], v[54:55], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], s[6:7], v[56:57], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], s[6:7], v[58:59], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], s[6:7], v[42:43], v[14:15] op_sel_hi:[0,1,1]
	global_store_dwordx4 v[16:17], v[0:3], off
	global_store_dwordx4 v[16:17], v[4:7], off offset:128
	global_store_dwordx4 v[16:17], v[8:11], off offset:256
	global_store_dwordx4 v[16:17], v[12:15], off offset:384
	global_load_dwordx4 v[0:3], v[18:19], off
	s_nop 0
	global_load_dwordx4 v[4:7], v[18:19], off offset:128
	global_load_dwordx4 v[8:11], v[18:19], off offset:256
	global_load_dwordx4 v[12:15], v[18:19], off offset:384
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v0, s7, v0
	v_mul_f32_e32 v1, s7, v1
	v_mul_f32_e32 v2, s7, v2
	v_mul_f32_e32 v3, s7, v3
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v4, s7, v4
	v_mul_f32_e32 v5, s7, v5
	v_mul_f32_e32 v6, s7, v6
	v_mul_f32_e32 v7, s7, v7
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v8, s7, v8
	v_mul_f32_e32 v9, s7, v9
	v_mul_f32_e32 v10, s7, v10
	v_mul_f32_e32 v11, s7, v11
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v12, s7, v12
	v_mul_f32_e32 v13, s7, v13
	v_mul_f32_e32 v14, s7, v14
	v_mul_f32_e32 v15, s7, v15
	v_fmac_f32_e32 v0, s6, v38
	v_fmac_f32_e32 v1, s6, v39
	v_fmac_f32_e32 v2, s6, v36
	v_fmac_f32_e32 v3, s6, v37
	v_fmac_f32_e32 v4, s6, v32
	v_fmac_f32_e32 v5, s6, v33
	v_fmac_f32_e32 v6, s6, v30
	v_fmac_f32_e32 v7, s6, v31
	v_fmac_f32_e32 v8, s6, v28
	v_fmac_f32_e32 v9, s6, v29
	v_fmac_f32_e32 v10, s6, v26
	v_fmac_f32_e32 v11, s6, v27
	v_fmac_f32_e32 v12, s6, v24
	v_fmac_f32_e32 v13, s6, v25
	v_fmac_f32_e32 v14, s6, v22
	v_fmac_f32_e32 v15, s6, v23
	global_store_dwordx4 v[18:19], v[0:3], off
	global_store_dwordx4 v[18:19], v[4:7], off offset:128
	global_store_dwordx4 v[18:19], v[8:11], off offset:256
	global_store_dwordx4 v[18:19], v[12:15], off offset:384
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
		.amdhsa_next_free_vgpr 357
		.amdhsa_next_free_sgpr 96
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
	.set sgemm_ldsopt.num_vgpr, 256
	.set sgemm_ldsopt.num_agpr, 101
	.set sgemm_ldsopt.numbered_sgpr, 20
	.set sgemm_ldsopt.num_named_barrier, 0
	.set sgemm_ldsopt.private_seg_size, 0
	.set sgemm_ldsopt.uses_vcc, 1
	.set sgemm_ldsopt.uses_flat_scratch, 0
	.set sgemm_ldsopt.has_dyn_sized_stack, 0
	.set sgemm_ldsopt.has_recursion, 0
	.set sgemm_ldsopt.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 12468
; TotalNumSgprs: 26
; NumVgprs: 256
; NumAgprs: 101
; TotalNumVgprs: 357
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8320 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 44
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 357
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
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_cba397a867a96c7a,@object ; @__hip_cuid_cba397a867a96c7a
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_cba397a867a96c7a
__hip_cuid_cba397a867a96c7a:
	.byte	0                               ; 0x0
	.size	__hip_cuid_cba397a867a96c7a, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_cba397a867a96c7a
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     101
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
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         sgemm_ldsopt.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     357
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
