	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.text
	.protected	sgemm_ldsopt            ; -- Begin function sgemm_ldsopt
	.globl	sgemm_ldsopt
	.p2align	8
	.type	sgemm_ldsopt,@function
sgemm_ldsopt:                           ; @sgemm_ldsopt
; %bb.0:                                ; %.preheader192
	s_load_b128 s[4:7], s[0:1], 0x1c
	v_lshrrev_b32_e32 v35, 3, v0
	s_lshl_b32 s3, s15, 7
	s_lshl_b32 s16, s14, 7
	v_and_b32_e32 v97, 7, v0
	s_clause 0x1
	s_load_b128 s[8:11], s[0:1], 0x0
	s_load_b64 s[14:15], s[0:1], 0x10
	v_or_b32_e32 v1, s3, v35
	v_and_b32_e32 v114, 0x60, v0
	v_bfe_u32 v115, v0, 3, 2
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_mul_lo_u32 v132, v1, s4
	s_lshl_b32 s2, s4, 4
	v_or_b32_e32 v1, s16, v0
	s_ashr_i32 s1, s5, 31
	s_mov_b32 s0, s5
	s_lshl_b64 s[12:13], s[0:1], 2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_nc_u32_e32 v133, s2, v132
	v_add_nc_u32_e32 v3, v132, v97
	s_cmp_lt_i32 s4, 1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[7:8], 2, v[1:2]
	v_add_nc_u32_e32 v134, s2, v133
	v_add_nc_u32_e32 v5, v133, v97
	v_ashrrev_i32_e32 v4, 31, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v135, s2, v134
	v_add_nc_u32_e32 v2, v134, v97
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[9:10], 2, v[3:4]
	v_add_nc_u32_e32 v136, s2, v135
	v_add_nc_u32_e32 v11, v135, v97
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[4:5], 2, v[5:6]
	v_add_co_u32 v9, vcc_lo, s8, v9
	v_add_nc_u32_e32 v137, s2, v136
	v_add_nc_u32_e32 v13, v136, v97
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_ci_u32_e64 v10, null, s9, v10, vcc_lo
	v_add_nc_u32_e32 v15, v137, v97
	v_ashrrev_i32_e32 v14, 31, v13
	v_add_nc_u32_e32 v138, s2, v137
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	v_add_co_u32 v4, vcc_lo, s8, v4
	v_ashrrev_i32_e32 v16, 31, v15
	v_lshlrev_b64 v[13:14], 2, v[13:14]
	v_add_co_ci_u32_e64 v5, null, s9, v5, vcc_lo
	v_add_co_u32 v2, vcc_lo, s8, v2
	v_add_nc_u32_e32 v17, v138, v97
	v_lshlrev_b64 v[15:16], 2, v[15:16]
	v_add_co_ci_u32_e64 v3, null, s9, v3, vcc_lo
	v_add_co_u32 v11, vcc_lo, s8, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v12, null, s9, v12, vcc_lo
	v_add_co_u32 v13, vcc_lo, s8, v13
	v_ashrrev_i32_e32 v18, 31, v17
	v_add_co_ci_u32_e64 v14, null, s9, v14, vcc_lo
	v_add_co_u32 v15, vcc_lo, s8, v15
	v_add_co_ci_u32_e64 v16, null, s9, v16, vcc_lo
	v_add_co_u32 v6, vcc_lo, s10, v7
	v_lshlrev_b64 v[17:18], 2, v[17:18]
	v_add_co_ci_u32_e64 v7, null, s11, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v19, vcc_lo, v6, s12
	v_add_nc_u32_e32 v139, s2, v138
	v_add_co_ci_u32_e64 v20, null, s13, v7, vcc_lo
	v_add_co_u32 v17, vcc_lo, s8, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, null, s9, v18, vcc_lo
	v_add_co_u32 v21, vcc_lo, v19, s12
	v_add_co_ci_u32_e64 v22, null, s13, v20, vcc_lo
	v_add_nc_u32_e32 v25, v139, v97
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v23, vcc_lo, v21, s12
	v_add_co_ci_u32_e64 v24, null, s13, v22, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ashrrev_i32_e32 v26, 31, v25
	v_add_co_u32 v27, vcc_lo, v23, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v28, null, s13, v24, vcc_lo
	v_lshlrev_b64 v[25:26], 2, v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v29, vcc_lo, v27, s12
	v_add_co_ci_u32_e64 v30, null, s13, v28, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v31, vcc_lo, v29, s12
	v_add_co_ci_u32_e64 v32, null, s13, v30, vcc_lo
	v_add_co_u32 v25, vcc_lo, s8, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v26, null, s9, v26, vcc_lo
	v_add_co_u32 v33, vcc_lo, v31, s12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v34, null, s13, v32, vcc_lo
	s_clause 0x7
	global_load_b32 v6, v[6:7], off
	global_load_b32 v7, v[19:20], off
	global_load_b32 v8, v[21:22], off
	global_load_b32 v19, v[23:24], off
	global_load_b32 v20, v[27:28], off
	global_load_b32 v21, v[29:30], off
	global_load_b32 v22, v[31:32], off
	global_load_b32 v23, v[33:34], off
	s_clause 0x7
	global_load_b32 v9, v[9:10], off
	global_load_b32 v4, v[4:5], off
	global_load_b32 v2, v[2:3], off
	global_load_b32 v3, v[11:12], off
	global_load_b32 v5, v[13:14], off
	global_load_b32 v10, v[15:16], off
	global_load_b32 v11, v[17:18], off
	global_load_b32 v12, v[25:26], off
	v_lshlrev_b32_e32 v13, 2, v0
	v_mul_u32_u24_e32 v14, 0x210, v97
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v13, 0x80, v13
	v_lshl_add_u32 v140, v35, 2, v14
	s_waitcnt vmcnt(14)
	ds_store_2addr_stride64_b32 v13, v6, v7 offset0:16 offset1:18
	s_waitcnt vmcnt(12)
	ds_store_2addr_stride64_b32 v13, v8, v19 offset0:20 offset1:22
	s_waitcnt vmcnt(10)
	ds_store_2addr_stride64_b32 v13, v20, v21 offset0:24 offset1:26
	s_waitcnt vmcnt(6)
	ds_store_2addr_b32 v140, v9, v4 offset1:16
	ds_store_2addr_stride64_b32 v13, v22, v23 offset0:28 offset1:30
	s_waitcnt vmcnt(4)
	ds_store_2addr_b32 v140, v2, v3 offset0:32 offset1:48
	s_waitcnt vmcnt(2)
	ds_store_2addr_b32 v140, v5, v10 offset0:64 offset1:80
	s_waitcnt vmcnt(0)
	ds_store_2addr_b32 v140, v11, v12 offset0:96 offset1:112
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_9
; %bb.1:                                ; %.lr.ph
	v_dual_mov_b32 v131, 0 :: v_dual_lshlrev_b32 v2, 4, v115
	v_lshl_add_u32 v141, v0, 2, 0x1080
	v_lshl_or_b32 v142, v97, 4, 0x1080
	v_dual_mov_b32 v128, 0 :: v_dual_mov_b32 v129, 0
	v_dual_mov_b32 v130, 0 :: v_dual_mov_b32 v127, 0
	v_lshl_add_u32 v143, v114, 2, v2
	v_dual_mov_b32 v126, 0 :: v_dual_mov_b32 v125, 0
	v_dual_mov_b32 v124, 0 :: v_dual_mov_b32 v123, 0
	v_dual_mov_b32 v122, 0 :: v_dual_mov_b32 v121, 0
	v_dual_mov_b32 v120, 0 :: v_dual_mov_b32 v119, 0
	v_dual_mov_b32 v118, 0 :: v_dual_mov_b32 v117, 0
	v_dual_mov_b32 v116, 0 :: v_dual_mov_b32 v113, 0
	v_dual_mov_b32 v112, 0 :: v_dual_mov_b32 v111, 0
	v_dual_mov_b32 v110, 0 :: v_dual_mov_b32 v109, 0
	v_dual_mov_b32 v108, 0 :: v_dual_mov_b32 v107, 0
	v_dual_mov_b32 v106, 0 :: v_dual_mov_b32 v105, 0
	v_dual_mov_b32 v104, 0 :: v_dual_mov_b32 v103, 0
	v_dual_mov_b32 v102, 0 :: v_dual_mov_b32 v101, 0
	v_dual_mov_b32 v100, 0 :: v_dual_mov_b32 v99, 0
	v_dual_mov_b32 v98, 0 :: v_dual_mov_b32 v95, 0
	v_dual_mov_b32 v96, 0 :: v_dual_mov_b32 v93, 0
	v_dual_mov_b32 v94, 0 :: v_dual_mov_b32 v91, 0
	v_dual_mov_b32 v92, 0 :: v_dual_mov_b32 v89, 0
	v_dual_mov_b32 v90, 0 :: v_dual_mov_b32 v87, 0
	v_dual_mov_b32 v88, 0 :: v_dual_mov_b32 v85, 0
	v_dual_mov_b32 v86, 0 :: v_dual_mov_b32 v83, 0
	v_dual_mov_b32 v84, 0 :: v_dual_mov_b32 v81, 0
	v_dual_mov_b32 v82, 0 :: v_dual_mov_b32 v79, 0
	v_dual_mov_b32 v80, 0 :: v_dual_mov_b32 v77, 0
	v_dual_mov_b32 v78, 0 :: v_dual_mov_b32 v75, 0
	v_dual_mov_b32 v76, 0 :: v_dual_mov_b32 v73, 0
	v_dual_mov_b32 v74, 0 :: v_dual_mov_b32 v71, 0
	v_dual_mov_b32 v72, 0 :: v_dual_mov_b32 v69, 0
	v_dual_mov_b32 v70, 0 :: v_dual_mov_b32 v67, 0
	v_dual_mov_b32 v68, 0 :: v_dual_mov_b32 v65, 0
	v_dual_mov_b32 v66, 0 :: v_dual_mov_b32 v63, 0
	v_dual_mov_b32 v64, 0 :: v_dual_mov_b32 v61, 0
	v_dual_mov_b32 v62, 0 :: v_dual_mov_b32 v59, 0
	v_dual_mov_b32 v60, 0 :: v_dual_mov_b32 v57, 0
	v_dual_mov_b32 v58, 0 :: v_dual_mov_b32 v55, 0
	v_dual_mov_b32 v56, 0 :: v_dual_mov_b32 v53, 0
	v_dual_mov_b32 v54, 0 :: v_dual_mov_b32 v51, 0
	v_dual_mov_b32 v52, 0 :: v_dual_mov_b32 v49, 0
	v_dual_mov_b32 v50, 0 :: v_dual_mov_b32 v47, 0
	v_dual_mov_b32 v48, 0 :: v_dual_mov_b32 v45, 0
	v_dual_mov_b32 v46, 0 :: v_dual_mov_b32 v43, 0
	v_dual_mov_b32 v44, 0 :: v_dual_mov_b32 v41, 0
	v_dual_mov_b32 v42, 0 :: v_dual_mov_b32 v39, 0
	v_dual_mov_b32 v40, 0 :: v_dual_mov_b32 v37, 0
	v_dual_mov_b32 v38, 0 :: v_dual_mov_b32 v35, 0
	v_dual_mov_b32 v36, 0 :: v_dual_mov_b32 v33, 0
	v_dual_mov_b32 v34, 0 :: v_dual_mov_b32 v31, 0
	v_dual_mov_b32 v32, 0 :: v_dual_mov_b32 v29, 0
	v_dual_mov_b32 v30, 0 :: v_dual_mov_b32 v27, 0
	v_dual_mov_b32 v28, 0 :: v_dual_mov_b32 v25, 0
	v_dual_mov_b32 v26, 0 :: v_dual_mov_b32 v23, 0
	v_dual_mov_b32 v24, 0 :: v_dual_mov_b32 v21, 0
	v_dual_mov_b32 v22, 0 :: v_dual_mov_b32 v19, 0
	v_dual_mov_b32 v20, 0 :: v_dual_mov_b32 v17, 0
	v_dual_mov_b32 v18, 0 :: v_dual_mov_b32 v15, 0
	v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v9, 0
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v7, 0
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v5, 0
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v3, 0
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v147, 0
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v149, 0
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v151, 0
	v_dual_mov_b32 v153, 0 :: v_dual_mov_b32 v158, 0
	v_dual_mov_b32 v155, 0 :: v_dual_mov_b32 v144, 0
	v_dual_mov_b32 v157, 0 :: v_dual_mov_b32 v146, 0
	v_dual_mov_b32 v159, 0 :: v_dual_mov_b32 v148, 0
	v_dual_mov_b32 v145, 0 :: v_dual_mov_b32 v150, 0
	v_mov_b32_e32 v152, 0
	v_mov_b32_e32 v154, 0
	v_mov_b32_e32 v156, 0
	s_mov_b32 s17, 0
	s_branch .LBB0_3
.LBB0_2:                                ; %.loopexit
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_mov_b32 vcc_lo, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_10
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_6 Depth 2
	s_add_i32 s17, s17, 8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_lt_i32 s17, s4
	s_cselect_b32 s18, -1, 0
	s_cmp_ge_i32 s17, s4
	s_cselect_b32 s0, -1, 0
	s_and_b32 s0, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 vcc_lo, s0
	s_cbranch_vccnz .LBB0_5
; %bb.4:                                ; %.preheader191
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_add_nc_u32_e32 v164, s17, v97
	v_mad_u64_u32 v[156:157], null, s17, s5, v[1:2]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v144, v164, v132
	v_add_nc_u32_e32 v150, v164, v135
	v_add_nc_u32_e32 v152, v164, v136
	v_add_nc_u32_e32 v154, v164, v137
	v_ashrrev_i32_e32 v157, 31, v156
	v_ashrrev_i32_e32 v145, 31, v144
	v_ashrrev_i32_e32 v151, 31, v150
	v_ashrrev_i32_e32 v153, 31, v152
	v_ashrrev_i32_e32 v155, 31, v154
	v_add_nc_u32_e32 v158, v164, v138
	v_lshlrev_b64 v[144:145], 2, v[144:145]
	v_lshlrev_b64 v[150:151], 2, v[150:151]
	v_lshlrev_b64 v[152:153], 2, v[152:153]
	v_lshlrev_b64 v[154:155], 2, v[154:155]
	v_lshlrev_b64 v[156:157], 2, v[156:157]
	v_ashrrev_i32_e32 v159, 31, v158
	v_add_co_u32 v144, vcc_lo, s8, v144
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v145, null, s9, v145, vcc_lo
	v_add_co_u32 v150, vcc_lo, s8, v150
	v_add_co_ci_u32_e64 v151, null, s9, v151, vcc_lo
	v_add_co_u32 v152, vcc_lo, s8, v152
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v153, null, s9, v153, vcc_lo
	v_add_co_u32 v154, vcc_lo, s8, v154
	v_add_co_ci_u32_e64 v155, null, s9, v155, vcc_lo
	v_add_co_u32 v160, vcc_lo, s10, v156
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v161, null, s11, v157, vcc_lo
	v_lshlrev_b64 v[156:157], 2, v[158:159]
	v_add_co_u32 v158, vcc_lo, v160, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v159, null, s13, v161, vcc_lo
	v_add_nc_u32_e32 v146, v164, v133
	v_add_co_u32 v156, vcc_lo, s8, v156
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v157, null, s9, v157, vcc_lo
	v_add_co_u32 v162, vcc_lo, v158, s12
	v_add_nc_u32_e32 v148, v164, v134
	v_add_co_ci_u32_e64 v163, null, s13, v159, vcc_lo
	v_add_nc_u32_e32 v164, v164, v139
	v_add_co_u32 v166, vcc_lo, v162, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v167, null, s13, v163, vcc_lo
	v_ashrrev_i32_e32 v165, 31, v164
	v_ashrrev_i32_e32 v147, 31, v146
	v_ashrrev_i32_e32 v149, 31, v148
	v_add_co_u32 v168, vcc_lo, v166, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v169, null, s13, v167, vcc_lo
	v_lshlrev_b64 v[164:165], 2, v[164:165]
	v_lshlrev_b64 v[146:147], 2, v[146:147]
	v_lshlrev_b64 v[148:149], 2, v[148:149]
	v_add_co_u32 v170, vcc_lo, v168, s12
	v_add_co_ci_u32_e64 v171, null, s13, v169, vcc_lo
	v_add_co_u32 v164, vcc_lo, s8, v164
	v_add_co_u32 v146, s1, s8, v146
	v_add_co_u32 v148, s2, s8, v148
	v_add_co_ci_u32_e64 v165, null, s9, v165, vcc_lo
	v_add_co_u32 v172, vcc_lo, v170, s12
	v_add_co_ci_u32_e64 v147, null, s9, v147, s1
	v_add_co_ci_u32_e64 v149, null, s9, v149, s2
	v_add_co_ci_u32_e64 v173, null, s13, v171, vcc_lo
	s_clause 0x7
	global_load_b32 v144, v[144:145], off
	global_load_b32 v145, v[146:147], off
	global_load_b32 v146, v[148:149], off
	global_load_b32 v148, v[150:151], off
	global_load_b32 v150, v[152:153], off
	global_load_b32 v152, v[154:155], off
	global_load_b32 v154, v[156:157], off
	global_load_b32 v156, v[164:165], off
	v_add_co_u32 v164, vcc_lo, v172, s12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v165, null, s13, v173, vcc_lo
	s_clause 0x7
	global_load_b32 v147, v[160:161], off
	global_load_b32 v149, v[158:159], off
	global_load_b32 v151, v[162:163], off
	global_load_b32 v153, v[166:167], off
	global_load_b32 v155, v[168:169], off
	global_load_b32 v157, v[170:171], off
	global_load_b32 v158, v[172:173], off
	global_load_b32 v159, v[164:165], off
.LBB0_5:                                ; %.loopexit190
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_mov_b32_e32 v160, v143
	s_mov_b32 s1, 0
.LBB0_6:                                ; %.preheader186
                                        ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_load_b128 v[161:164], v160
	ds_load_b128 v[165:168], v160 offset:64
	v_add_nc_u32_e32 v181, s1, v142
	s_addk_i32 s1, 0x200
	ds_load_b128 v[169:172], v181
	ds_load_b128 v[173:176], v181 offset:128
	ds_load_b128 v[177:180], v181 offset:256
	ds_load_b128 v[181:184], v181 offset:384
	v_add_nc_u32_e32 v160, 0x210, v160
	s_cmpk_lg_i32 s1, 0x1000
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v128, v161, v169
	v_dual_fmac_f32 v130, v161, v170 :: v_dual_fmac_f32 v113, v162, v169
	v_fmac_f32_e32 v131, v161, v171
	v_dual_fmac_f32 v129, v161, v172 :: v_dual_fmac_f32 v112, v162, v170
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v127, v161, v173 :: v_dual_fmac_f32 v110, v162, v172
	v_dual_fmac_f32 v126, v161, v174 :: v_dual_fmac_f32 v111, v162, v171
	v_dual_fmac_f32 v125, v161, v175 :: v_dual_fmac_f32 v108, v162, v174
	v_dual_fmac_f32 v124, v161, v176 :: v_dual_fmac_f32 v109, v162, v173
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v123, v161, v177 :: v_dual_fmac_f32 v106, v162, v176
	v_dual_fmac_f32 v122, v161, v178 :: v_dual_fmac_f32 v107, v162, v175
	v_dual_fmac_f32 v121, v161, v179 :: v_dual_fmac_f32 v104, v162, v178
	v_dual_fmac_f32 v120, v161, v180 :: v_dual_fmac_f32 v105, v162, v177
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v119, v161, v181 :: v_dual_fmac_f32 v102, v162, v180
	v_dual_fmac_f32 v118, v161, v182 :: v_dual_fmac_f32 v103, v162, v179
	v_dual_fmac_f32 v117, v161, v183 :: v_dual_fmac_f32 v100, v162, v182
	v_dual_fmac_f32 v116, v161, v184 :: v_dual_fmac_f32 v101, v162, v181
	v_dual_fmac_f32 v99, v162, v183 :: v_dual_fmac_f32 v96, v163, v169
	v_dual_fmac_f32 v98, v162, v184 :: v_dual_fmac_f32 v95, v163, v170
	v_dual_fmac_f32 v94, v163, v171 :: v_dual_fmac_f32 v79, v164, v170
	v_dual_fmac_f32 v93, v163, v172 :: v_dual_fmac_f32 v80, v164, v169
	v_dual_fmac_f32 v92, v163, v173 :: v_dual_fmac_f32 v77, v164, v172
	v_dual_fmac_f32 v91, v163, v174 :: v_dual_fmac_f32 v78, v164, v171
	v_dual_fmac_f32 v90, v163, v175 :: v_dual_fmac_f32 v75, v164, v174
	v_dual_fmac_f32 v89, v163, v176 :: v_dual_fmac_f32 v76, v164, v173
	v_dual_fmac_f32 v88, v163, v177 :: v_dual_fmac_f32 v73, v164, v176
	v_dual_fmac_f32 v87, v163, v178 :: v_dual_fmac_f32 v74, v164, v175
	v_dual_fmac_f32 v86, v163, v179 :: v_dual_fmac_f32 v71, v164, v178
	v_dual_fmac_f32 v85, v163, v180 :: v_dual_fmac_f32 v72, v164, v177
	v_dual_fmac_f32 v84, v163, v181 :: v_dual_fmac_f32 v69, v164, v180
	v_dual_fmac_f32 v83, v163, v182 :: v_dual_fmac_f32 v70, v164, v179
	v_dual_fmac_f32 v82, v163, v183 :: v_dual_fmac_f32 v67, v164, v182
	v_dual_fmac_f32 v81, v163, v184 :: v_dual_fmac_f32 v68, v164, v181
	v_dual_fmac_f32 v66, v164, v183 :: v_dual_fmac_f32 v63, v165, v170
	v_dual_fmac_f32 v65, v164, v184 :: v_dual_fmac_f32 v64, v165, v169
	v_dual_fmac_f32 v62, v165, v171 :: v_dual_fmac_f32 v47, v166, v170
	v_dual_fmac_f32 v61, v165, v172 :: v_dual_fmac_f32 v48, v166, v169
	v_dual_fmac_f32 v60, v165, v173 :: v_dual_fmac_f32 v45, v166, v172
	v_dual_fmac_f32 v59, v165, v174 :: v_dual_fmac_f32 v46, v166, v171
	v_dual_fmac_f32 v58, v165, v175 :: v_dual_fmac_f32 v43, v166, v174
	v_dual_fmac_f32 v57, v165, v176 :: v_dual_fmac_f32 v44, v166, v173
	v_dual_fmac_f32 v56, v165, v177 :: v_dual_fmac_f32 v41, v166, v176
	v_dual_fmac_f32 v55, v165, v178 :: v_dual_fmac_f32 v42, v166, v175
	v_dual_fmac_f32 v54, v165, v179 :: v_dual_fmac_f32 v39, v166, v178
	v_dual_fmac_f32 v53, v165, v180 :: v_dual_fmac_f32 v40, v166, v177
	v_dual_fmac_f32 v52, v165, v181 :: v_dual_fmac_f32 v37, v166, v180
	v_dual_fmac_f32 v51, v165, v182 :: v_dual_fmac_f32 v38, v166, v179
	v_dual_fmac_f32 v50, v165, v183 :: v_dual_fmac_f32 v35, v166, v182
	v_dual_fmac_f32 v49, v165, v184 :: v_dual_fmac_f32 v36, v166, v181
	v_dual_fmac_f32 v34, v166, v183 :: v_dual_fmac_f32 v31, v167, v170
	v_dual_fmac_f32 v33, v166, v184 :: v_dual_fmac_f32 v32, v167, v169
	v_dual_fmac_f32 v30, v167, v171 :: v_dual_fmac_f32 v15, v168, v170
	v_dual_fmac_f32 v29, v167, v172 :: v_dual_fmac_f32 v16, v168, v169
	v_dual_fmac_f32 v28, v167, v173 :: v_dual_fmac_f32 v13, v168, v172
	v_dual_fmac_f32 v27, v167, v174 :: v_dual_fmac_f32 v14, v168, v171
	v_dual_fmac_f32 v26, v167, v175 :: v_dual_fmac_f32 v11, v168, v174
	v_dual_fmac_f32 v25, v167, v176 :: v_dual_fmac_f32 v12, v168, v173
	v_dual_fmac_f32 v24, v167, v177 :: v_dual_fmac_f32 v9, v168, v176
	v_dual_fmac_f32 v23, v167, v178 :: v_dual_fmac_f32 v10, v168, v175
	v_dual_fmac_f32 v22, v167, v179 :: v_dual_fmac_f32 v7, v168, v178
	v_dual_fmac_f32 v21, v167, v180 :: v_dual_fmac_f32 v8, v168, v177
	v_dual_fmac_f32 v20, v167, v181 :: v_dual_fmac_f32 v5, v168, v180
	v_dual_fmac_f32 v19, v167, v182 :: v_dual_fmac_f32 v6, v168, v179
	v_dual_fmac_f32 v18, v167, v183 :: v_dual_fmac_f32 v3, v168, v182
	v_dual_fmac_f32 v17, v167, v184 :: v_dual_fmac_f32 v4, v168, v181
	v_fmac_f32_e32 v2, v168, v183
	v_fmac_f32_e32 v0, v168, v184
	s_cbranch_scc1 .LBB0_6
; %bb.7:                                ;   in Loop: Header=BB0_3 Depth=1
	s_and_not1_b32 vcc_lo, exec_lo, s18
	s_waitcnt vmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_2
; %bb.8:                                ; %.preheader188.preheader
                                        ;   in Loop: Header=BB0_3 Depth=1
	ds_store_2addr_b32 v140, v144, v145 offset1:16
	ds_store_2addr_b32 v140, v146, v148 offset0:32 offset1:48
	ds_store_2addr_b32 v140, v150, v152 offset0:64 offset1:80
	ds_store_2addr_b32 v140, v154, v156 offset0:96 offset1:112
	ds_store_2addr_stride64_b32 v141, v147, v149 offset1:2
	ds_store_2addr_stride64_b32 v141, v151, v153 offset0:4 offset1:6
	ds_store_2addr_stride64_b32 v141, v155, v157 offset0:8 offset1:10
	ds_store_2addr_stride64_b32 v141, v158, v159 offset0:12 offset1:14
	s_branch .LBB0_2
.LBB0_9:
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v3, 0
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v5, 0
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v7, 0
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v9, 0
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v15, 0
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v17, 0
	v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v19, 0
	v_dual_mov_b32 v18, 0 :: v_dual_mov_b32 v21, 0
	v_dual_mov_b32 v20, 0 :: v_dual_mov_b32 v23, 0
	v_dual_mov_b32 v22, 0 :: v_dual_mov_b32 v25, 0
	v_dual_mov_b32 v24, 0 :: v_dual_mov_b32 v27, 0
	v_dual_mov_b32 v26, 0 :: v_dual_mov_b32 v29, 0
	v_dual_mov_b32 v28, 0 :: v_dual_mov_b32 v31, 0
	v_dual_mov_b32 v30, 0 :: v_dual_mov_b32 v33, 0
	v_dual_mov_b32 v32, 0 :: v_dual_mov_b32 v35, 0
	v_dual_mov_b32 v34, 0 :: v_dual_mov_b32 v37, 0
	v_dual_mov_b32 v36, 0 :: v_dual_mov_b32 v39, 0
	v_dual_mov_b32 v38, 0 :: v_dual_mov_b32 v41, 0
	v_dual_mov_b32 v40, 0 :: v_dual_mov_b32 v43, 0
	v_dual_mov_b32 v42, 0 :: v_dual_mov_b32 v45, 0
	v_dual_mov_b32 v44, 0 :: v_dual_mov_b32 v47, 0
	v_dual_mov_b32 v46, 0 :: v_dual_mov_b32 v49, 0
	v_dual_mov_b32 v48, 0 :: v_dual_mov_b32 v51, 0
	v_dual_mov_b32 v50, 0 :: v_dual_mov_b32 v53, 0
	v_dual_mov_b32 v52, 0 :: v_dual_mov_b32 v55, 0
	v_dual_mov_b32 v54, 0 :: v_dual_mov_b32 v57, 0
	v_dual_mov_b32 v56, 0 :: v_dual_mov_b32 v59, 0
	v_dual_mov_b32 v58, 0 :: v_dual_mov_b32 v61, 0
	v_dual_mov_b32 v60, 0 :: v_dual_mov_b32 v63, 0
	v_dual_mov_b32 v62, 0 :: v_dual_mov_b32 v65, 0
	v_dual_mov_b32 v64, 0 :: v_dual_mov_b32 v67, 0
	v_dual_mov_b32 v66, 0 :: v_dual_mov_b32 v69, 0
	v_dual_mov_b32 v68, 0 :: v_dual_mov_b32 v71, 0
	v_dual_mov_b32 v70, 0 :: v_dual_mov_b32 v73, 0
	v_dual_mov_b32 v72, 0 :: v_dual_mov_b32 v75, 0
	v_dual_mov_b32 v74, 0 :: v_dual_mov_b32 v77, 0
	v_dual_mov_b32 v76, 0 :: v_dual_mov_b32 v79, 0
	v_dual_mov_b32 v78, 0 :: v_dual_mov_b32 v81, 0
	v_dual_mov_b32 v80, 0 :: v_dual_mov_b32 v83, 0
	v_dual_mov_b32 v82, 0 :: v_dual_mov_b32 v85, 0
	v_dual_mov_b32 v84, 0 :: v_dual_mov_b32 v87, 0
	v_dual_mov_b32 v86, 0 :: v_dual_mov_b32 v89, 0
	v_dual_mov_b32 v88, 0 :: v_dual_mov_b32 v91, 0
	v_dual_mov_b32 v90, 0 :: v_dual_mov_b32 v93, 0
	v_dual_mov_b32 v92, 0 :: v_dual_mov_b32 v95, 0
	v_dual_mov_b32 v94, 0 :: v_dual_mov_b32 v99, 0
	v_dual_mov_b32 v96, 0 :: v_dual_mov_b32 v101, 0
	v_dual_mov_b32 v98, 0 :: v_dual_mov_b32 v103, 0
	v_dual_mov_b32 v100, 0 :: v_dual_mov_b32 v105, 0
	v_dual_mov_b32 v102, 0 :: v_dual_mov_b32 v107, 0
	v_dual_mov_b32 v104, 0 :: v_dual_mov_b32 v109, 0
	v_dual_mov_b32 v106, 0 :: v_dual_mov_b32 v111, 0
	v_dual_mov_b32 v108, 0 :: v_dual_mov_b32 v113, 0
	v_dual_mov_b32 v110, 0 :: v_dual_mov_b32 v117, 0
	v_dual_mov_b32 v112, 0 :: v_dual_mov_b32 v119, 0
	v_dual_mov_b32 v116, 0 :: v_dual_mov_b32 v121, 0
	v_dual_mov_b32 v118, 0 :: v_dual_mov_b32 v123, 0
	v_dual_mov_b32 v120, 0 :: v_dual_mov_b32 v125, 0
	v_dual_mov_b32 v122, 0 :: v_dual_mov_b32 v127, 0
	v_dual_mov_b32 v124, 0 :: v_dual_mov_b32 v129, 0
	v_dual_mov_b32 v126, 0 :: v_dual_mov_b32 v131, 0
	v_mov_b32_e32 v130, 0
	v_mov_b32_e32 v128, 0
.LBB0_10:                               ; %Flow1151
	v_add_nc_u32_e32 v1, s3, v114
	v_lshl_or_b32 v148, v97, 2, s16
	s_lshl_b32 s0, s5, 4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v1, v115, 2, v1
	v_mul_lo_u32 v1, v1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v114, v148, v1
	v_ashrrev_i32_e32 v115, 31, v114
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[114:115], 2, v[114:115]
	v_add_co_u32 v114, vcc_lo, s14, v114
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v115, null, s15, v115, vcc_lo
	s_clause 0x3
	global_load_b128 v[132:135], v[114:115], off
	global_load_b128 v[136:139], v[114:115], off offset:128
	global_load_b128 v[140:143], v[114:115], off offset:256
	global_load_b128 v[144:147], v[114:115], off offset:384
	s_waitcnt vmcnt(3)
	v_dual_mul_f32 v132, s7, v132 :: v_dual_mul_f32 v133, s7, v133
	v_dual_mul_f32 v134, s7, v134 :: v_dual_mul_f32 v135, s7, v135
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v136, s7, v136 :: v_dual_mul_f32 v137, s7, v137
	v_dual_mul_f32 v138, s7, v138 :: v_dual_mul_f32 v139, s7, v139
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v140, s7, v140 :: v_dual_mul_f32 v141, s7, v141
	v_dual_mul_f32 v142, s7, v142 :: v_dual_mul_f32 v143, s7, v143
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v144, s7, v144 :: v_dual_mul_f32 v145, s7, v145
	v_dual_mul_f32 v146, s7, v146 :: v_dual_mul_f32 v147, s7, v147
	v_dual_fmac_f32 v132, s6, v128 :: v_dual_fmac_f32 v133, s6, v130
	v_add_co_u32 v130, vcc_lo, v114, s12
	v_dual_fmac_f32 v134, s6, v131 :: v_dual_fmac_f32 v135, s6, v129
	v_dual_fmac_f32 v136, s6, v127 :: v_dual_fmac_f32 v137, s6, v126
	v_dual_fmac_f32 v138, s6, v125 :: v_dual_fmac_f32 v139, s6, v124
	v_add_co_ci_u32_e64 v131, null, s13, v115, vcc_lo
	v_dual_fmac_f32 v140, s6, v123 :: v_dual_fmac_f32 v141, s6, v122
	v_dual_fmac_f32 v142, s6, v121 :: v_dual_fmac_f32 v143, s6, v120
	v_dual_fmac_f32 v144, s6, v119 :: v_dual_fmac_f32 v145, s6, v118
	v_dual_fmac_f32 v146, s6, v117 :: v_dual_fmac_f32 v147, s6, v116
	s_clause 0x3
	global_store_b128 v[114:115], v[132:135], off
	global_store_b128 v[114:115], v[136:139], off offset:128
	global_store_b128 v[114:115], v[140:143], off offset:256
	global_store_b128 v[114:115], v[144:147], off offset:384
	s_clause 0x3
	global_load_b128 v[114:117], v[130:131], off
	global_load_b128 v[118:121], v[130:131], off offset:128
	global_load_b128 v[122:125], v[130:131], off offset:256
	global_load_b128 v[126:129], v[130:131], off offset:384
	v_add_co_u32 v132, vcc_lo, v130, s12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v133, null, s13, v131, vcc_lo
	s_waitcnt vmcnt(3)
	v_dual_mul_f32 v114, s7, v114 :: v_dual_mul_f32 v115, s7, v115
	v_dual_mul_f32 v116, s7, v116 :: v_dual_mul_f32 v117, s7, v117
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v118, s7, v118 :: v_dual_mul_f32 v119, s7, v119
	v_dual_mul_f32 v120, s7, v120 :: v_dual_mul_f32 v121, s7, v121
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v122, s7, v122 :: v_dual_mul_f32 v123, s7, v123
	v_dual_mul_f32 v124, s7, v124 :: v_dual_mul_f32 v125, s7, v125
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v126, s7, v126 :: v_dual_mul_f32 v127, s7, v127
	v_dual_mul_f32 v128, s7, v128 :: v_dual_mul_f32 v129, s7, v129
	v_dual_fmac_f32 v114, s6, v113 :: v_dual_fmac_f32 v115, s6, v112
	v_dual_fmac_f32 v116, s6, v111 :: v_dual_fmac_f32 v117, s6, v110
	v_dual_fmac_f32 v118, s6, v109 :: v_dual_fmac_f32 v119, s6, v108
	v_dual_fmac_f32 v120, s6, v107 :: v_dual_fmac_f32 v121, s6, v106
	v_dual_fmac_f32 v122, s6, v105 :: v_dual_fmac_f32 v123, s6, v104
	v_dual_fmac_f32 v124, s6, v103 :: v_dual_fmac_f32 v125, s6, v102
	v_dual_fmac_f32 v126, s6, v101 :: v_dual_fmac_f32 v127, s6, v100
	v_dual_fmac_f32 v128, s6, v99 :: v_dual_fmac_f32 v129, s6, v98
	s_clause 0x3
	global_store_b128 v[130:131], v[114:117], off
	global_store_b128 v[130:131], v[118:121], off offset:128
	global_store_b128 v[130:131], v[122:125], off offset:256
	global_store_b128 v[130:131], v[126:129], off offset:384
	s_clause 0x3
	global_load_b128 v[97:100], v[132:133], off
	global_load_b128 v[101:104], v[132:133], off offset:128
	global_load_b128 v[105:108], v[132:133], off offset:256
	global_load_b128 v[109:112], v[132:133], off offset:384
	v_add_co_u32 v113, vcc_lo, v132, s12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v114, null, s13, v133, vcc_lo
	s_waitcnt vmcnt(3)
	v_dual_mul_f32 v97, s7, v97 :: v_dual_mul_f32 v98, s7, v98
	v_dual_mul_f32 v99, s7, v99 :: v_dual_mul_f32 v100, s7, v100
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v101, s7, v101 :: v_dual_mul_f32 v102, s7, v102
	v_dual_mul_f32 v103, s7, v103 :: v_dual_mul_f32 v104, s7, v104
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v105, s7, v105 :: v_dual_mul_f32 v106, s7, v106
	v_dual_mul_f32 v107, s7, v107 :: v_dual_mul_f32 v108, s7, v108
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v109, s7, v109 :: v_dual_mul_f32 v110, s7, v110
	v_dual_mul_f32 v111, s7, v111 :: v_dual_mul_f32 v112, s7, v112
	v_dual_fmac_f32 v97, s6, v96 :: v_dual_fmac_f32 v98, s6, v95
	v_dual_fmac_f32 v99, s6, v94 :: v_dual_fmac_f32 v100, s6, v93
	v_dual_fmac_f32 v101, s6, v92 :: v_dual_fmac_f32 v102, s6, v91
	v_dual_fmac_f32 v103, s6, v90 :: v_dual_fmac_f32 v104, s6, v89
	v_dual_fmac_f32 v105, s6, v88 :: v_dual_fmac_f32 v106, s6, v87
	v_dual_fmac_f32 v107, s6, v86 :: v_dual_fmac_f32 v108, s6, v85
	v_dual_fmac_f32 v109, s6, v84 :: v_dual_fmac_f32 v110, s6, v83
	v_dual_fmac_f32 v111, s6, v82 :: v_dual_fmac_f32 v112, s6, v81
	s_clause 0x3
	global_store_b128 v[132:133], v[97:100], off
	global_store_b128 v[132:133], v[101:104], off offset:128
	global_store_b128 v[132:133], v[105:108], off offset:256
	global_store_b128 v[132:133], v[109:112], off offset:384
	s_clause 0x3
	global_load_b128 v[81:84], v[113:114], off
	global_load_b128 v[85:88], v[113:114], off offset:128
	global_load_b128 v[89:92], v[113:114], off offset:256
	global_load_b128 v[93:96], v[113:114], off offset:384
	v_add3_u32 v97, s0, v1, v148
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v98, 31, v97
	v_lshlrev_b64 v[97:98], 2, v[97:98]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v97, vcc_lo, s14, v97
	v_add_co_ci_u32_e64 v98, null, s15, v98, vcc_lo
	s_waitcnt vmcnt(3)
	v_dual_mul_f32 v81, s7, v81 :: v_dual_mul_f32 v82, s7, v82
	v_dual_mul_f32 v83, s7, v83 :: v_dual_mul_f32 v84, s7, v84
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v85, s7, v85 :: v_dual_mul_f32 v86, s7, v86
	v_dual_mul_f32 v87, s7, v87 :: v_dual_mul_f32 v88, s7, v88
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v89, s7, v89 :: v_dual_mul_f32 v90, s7, v90
	v_dual_mul_f32 v91, s7, v91 :: v_dual_mul_f32 v92, s7, v92
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v93, s7, v93 :: v_dual_mul_f32 v94, s7, v94
	v_dual_mul_f32 v95, s7, v95 :: v_dual_mul_f32 v96, s7, v96
	v_dual_fmac_f32 v81, s6, v80 :: v_dual_fmac_f32 v82, s6, v79
	v_dual_fmac_f32 v83, s6, v78 :: v_dual_fmac_f32 v84, s6, v77
	v_dual_fmac_f32 v85, s6, v76 :: v_dual_fmac_f32 v86, s6, v75
	v_dual_fmac_f32 v87, s6, v74 :: v_dual_fmac_f32 v88, s6, v73
	v_dual_fmac_f32 v89, s6, v72 :: v_dual_fmac_f32 v90, s6, v71
	v_dual_fmac_f32 v91, s6, v70 :: v_dual_fmac_f32 v92, s6, v69
	v_dual_fmac_f32 v93, s6, v68 :: v_dual_fmac_f32 v94, s6, v67
	v_dual_fmac_f32 v95, s6, v66 :: v_dual_fmac_f32 v96, s6, v65
	s_clause 0x3
	global_store_b128 v[113:114], v[81:84], off
	global_store_b128 v[113:114], v[85:88], off offset:128
	global_store_b128 v[113:114], v[89:92], off offset:256
	global_store_b128 v[113:114], v[93:96], off offset:384
	s_clause 0x3
	global_load_b128 v[65:68], v[97:98], off
	global_load_b128 v[69:72], v[97:98], off offset:128
	global_load_b128 v[73:76], v[97:98], off offset:256
	global_load_b128 v[77:80], v[97:98], off offset:384
	v_add_co_u32 v81, vcc_lo, v97, s12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v82, null, s13, v98, vcc_lo
	s_waitcnt vmcnt(3)
	v_dual_mul_f32 v65, s7, v65 :: v_dual_mul_f32 v66, s7, v66
	v_dual_mul_f32 v67, s7, v67 :: v_dual_mul_f32 v68, s7, v68
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v69, s7, v69 :: v_dual_mul_f32 v70, s7, v70
	v_dual_mul_f32 v71, s7, v71 :: v_dual_mul_f32 v72, s7, v72
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v73, s7, v73 :: v_dual_mul_f32 v74, s7, v74
	v_dual_mul_f32 v75, s7, v75 :: v_dual_mul_f32 v76, s7, v76
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v77, s7, v77 :: v_dual_mul_f32 v78, s7, v78
	v_dual_mul_f32 v79, s7, v79 :: v_dual_mul_f32 v80, s7, v80
	v_dual_fmac_f32 v65, s6, v64 :: v_dual_fmac_f32 v66, s6, v63
	v_dual_fmac_f32 v67, s6, v62 :: v_dual_fmac_f32 v68, s6, v61
	v_dual_fmac_f32 v69, s6, v60 :: v_dual_fmac_f32 v70, s6, v59
	v_dual_fmac_f32 v71, s6, v58 :: v_dual_fmac_f32 v72, s6, v57
	v_dual_fmac_f32 v73, s6, v56 :: v_dual_fmac_f32 v74, s6, v55
	v_dual_fmac_f32 v75, s6, v54 :: v_dual_fmac_f32 v76, s6, v53
	v_dual_fmac_f32 v77, s6, v52 :: v_dual_fmac_f32 v78, s6, v51
	v_dual_fmac_f32 v79, s6, v50 :: v_dual_fmac_f32 v80, s6, v49
	s_clause 0x3
	global_store_b128 v[97:98], v[65:68], off
	global_store_b128 v[97:98], v[69:72], off offset:128
	global_store_b128 v[97:98], v[73:76], off offset:256
	global_store_b128 v[97:98], v[77:80], off offset:384
	s_clause 0x3
	global_load_b128 v[49:52], v[81:82], off
	global_load_b128 v[53:56], v[81:82], off offset:128
	global_load_b128 v[57:60], v[81:82], off offset:256
	global_load_b128 v[61:64], v[81:82], off offset:384
	v_add_co_u32 v65, vcc_lo, v81, s12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v66, null, s13, v82, vcc_lo
	s_waitcnt vmcnt(3)
	v_dual_mul_f32 v49, s7, v49 :: v_dual_mul_f32 v50, s7, v50
	v_dual_mul_f32 v51, s7, v51 :: v_dual_mul_f32 v52, s7, v52
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v53, s7, v53 :: v_dual_mul_f32 v54, s7, v54
	v_dual_mul_f32 v55, s7, v55 :: v_dual_mul_f32 v56, s7, v56
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v57, s7, v57 :: v_dual_mul_f32 v58, s7, v58
	v_dual_mul_f32 v59, s7, v59 :: v_dual_mul_f32 v60, s7, v60
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v61, s7, v61 :: v_dual_mul_f32 v62, s7, v62
	v_dual_mul_f32 v63, s7, v63 :: v_dual_mul_f32 v64, s7, v64
	v_dual_fmac_f32 v49, s6, v48 :: v_dual_fmac_f32 v50, s6, v47
	v_dual_fmac_f32 v51, s6, v46 :: v_dual_fmac_f32 v52, s6, v45
	v_dual_fmac_f32 v53, s6, v44 :: v_dual_fmac_f32 v54, s6, v43
	v_dual_fmac_f32 v55, s6, v42 :: v_dual_fmac_f32 v56, s6, v41
	v_dual_fmac_f32 v57, s6, v40 :: v_dual_fmac_f32 v58, s6, v39
	v_dual_fmac_f32 v59, s6, v38 :: v_dual_fmac_f32 v60, s6, v37
	v_dual_fmac_f32 v61, s6, v36 :: v_dual_fmac_f32 v62, s6, v35
	v_dual_fmac_f32 v63, s6, v34 :: v_dual_fmac_f32 v64, s6, v33
	s_clause 0x3
	global_store_b128 v[81:82], v[49:52], off
	global_store_b128 v[81:82], v[53:56], off offset:128
	global_store_b128 v[81:82], v[57:60], off offset:256
	global_store_b128 v[81:82], v[61:64], off offset:384
	s_clause 0x3
	global_load_b128 v[33:36], v[65:66], off
	global_load_b128 v[37:40], v[65:66], off offset:128
	global_load_b128 v[41:44], v[65:66], off offset:256
	global_load_b128 v[45:48], v[65:66], off offset:384
	v_add_co_u32 v49, vcc_lo, v65, s12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v50, null, s13, v66, vcc_lo
	s_waitcnt vmcnt(3)
	v_dual_mul_f32 v33, s7, v33 :: v_dual_mul_f32 v34, s7, v34
	v_dual_mul_f32 v35, s7, v35 :: v_dual_mul_f32 v36, s7, v36
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v37, s7, v37 :: v_dual_mul_f32 v38, s7, v38
	v_dual_mul_f32 v39, s7, v39 :: v_dual_mul_f32 v40, s7, v40
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v41, s7, v41 :: v_dual_mul_f32 v42, s7, v42
	v_dual_mul_f32 v43, s7, v43 :: v_dual_mul_f32 v44, s7, v44
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v45, s7, v45 :: v_dual_mul_f32 v46, s7, v46
	v_dual_mul_f32 v47, s7, v47 :: v_dual_mul_f32 v48, s7, v48
	v_dual_fmac_f32 v33, s6, v32 :: v_dual_fmac_f32 v34, s6, v31
	v_dual_fmac_f32 v35, s6, v30 :: v_dual_fmac_f32 v36, s6, v29
	v_dual_fmac_f32 v37, s6, v28 :: v_dual_fmac_f32 v38, s6, v27
	v_dual_fmac_f32 v39, s6, v26 :: v_dual_fmac_f32 v40, s6, v25
	v_dual_fmac_f32 v41, s6, v24 :: v_dual_fmac_f32 v42, s6, v23
	v_dual_fmac_f32 v43, s6, v22 :: v_dual_fmac_f32 v44, s6, v21
	v_dual_fmac_f32 v45, s6, v20 :: v_dual_fmac_f32 v46, s6, v19
	v_dual_fmac_f32 v47, s6, v18 :: v_dual_fmac_f32 v48, s6, v17
	s_clause 0x3
	global_store_b128 v[65:66], v[33:36], off
	global_store_b128 v[65:66], v[37:40], off offset:128
	global_store_b128 v[65:66], v[41:44], off offset:256
	global_store_b128 v[65:66], v[45:48], off offset:384
	s_clause 0x3
	global_load_b128 v[17:20], v[49:50], off
	global_load_b128 v[21:24], v[49:50], off offset:128
	global_load_b128 v[25:28], v[49:50], off offset:256
	global_load_b128 v[29:32], v[49:50], off offset:384
	s_waitcnt vmcnt(3)
	v_dual_mul_f32 v17, s7, v17 :: v_dual_mul_f32 v18, s7, v18
	v_dual_mul_f32 v19, s7, v19 :: v_dual_mul_f32 v20, s7, v20
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v21, s7, v21 :: v_dual_mul_f32 v22, s7, v22
	v_dual_mul_f32 v23, s7, v23 :: v_dual_mul_f32 v24, s7, v24
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v25, s7, v25 :: v_dual_mul_f32 v26, s7, v26
	v_dual_mul_f32 v27, s7, v27 :: v_dual_mul_f32 v28, s7, v28
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v29, s7, v29 :: v_dual_mul_f32 v30, s7, v30
	v_dual_mul_f32 v31, s7, v31 :: v_dual_mul_f32 v32, s7, v32
	v_dual_fmac_f32 v17, s6, v16 :: v_dual_fmac_f32 v18, s6, v15
	v_dual_fmac_f32 v19, s6, v14 :: v_dual_fmac_f32 v20, s6, v13
	v_dual_fmac_f32 v21, s6, v12 :: v_dual_fmac_f32 v22, s6, v11
	v_dual_fmac_f32 v23, s6, v10 :: v_dual_fmac_f32 v24, s6, v9
	v_dual_fmac_f32 v25, s6, v8 :: v_dual_fmac_f32 v26, s6, v7
	v_dual_fmac_f32 v27, s6, v6 :: v_dual_fmac_f32 v28, s6, v5
	v_dual_fmac_f32 v29, s6, v4 :: v_dual_fmac_f32 v30, s6, v3
	v_dual_fmac_f32 v31, s6, v2 :: v_dual_fmac_f32 v32, s6, v0
	s_clause 0x3
	global_store_b128 v[49:50], v[17:20], off
	global_store_b128 v[49:50], v[21:24], off offset:128
	global_store_b128 v[49:50], v[25:28], off offset:256
	global_store_b128 v[49:50], v[29:32], off offset:384
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgemm_ldsopt
		.amdhsa_group_segment_fixed_size 8320
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 185
		.amdhsa_next_free_sgpr 19
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
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 42
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
	.set sgemm_ldsopt.num_vgpr, 185
	.set sgemm_ldsopt.num_agpr, 0
	.set sgemm_ldsopt.numbered_sgpr, 19
	.set sgemm_ldsopt.num_named_barrier, 0
	.set sgemm_ldsopt.private_seg_size, 0
	.set sgemm_ldsopt.uses_vcc, 1
	.set sgemm_ldsopt.uses_flat_scratch, 0
	.set sgemm_ldsopt.has_dyn_sized_stack, 0
	.set sgemm_ldsopt.has_recursion, 0
	.set sgemm_ldsopt.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5320
; TotalNumSgprs: 21
; NumVgprs: 185
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8320 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 23
; NumSGPRsForWavesPerEU: 21
; NumVGPRsForWavesPerEU: 185
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_25c885b9c2f6c74e,@object ; @__hip_cuid_25c885b9c2f6c74e
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_25c885b9c2f6c74e
__hip_cuid_25c885b9c2f6c74e:
	.byte	0                               ; 0x0
	.size	__hip_cuid_25c885b9c2f6c74e, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_25c885b9c2f6c74e
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
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         sgemm_ldsopt.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     185
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
