	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.text
	.protected	sgemm_ldsopt_sizet      ; -- Begin function sgemm_ldsopt_sizet
	.globl	sgemm_ldsopt_sizet
	.p2align	8
	.type	sgemm_ldsopt_sizet,@function
sgemm_ldsopt_sizet:                     ; @sgemm_ldsopt_sizet
; %bb.0:                                ; %.preheader192
	s_load_b128 s[4:7], s[0:1], 0x1c
	v_lshrrev_b32_e32 v2, 3, v0
	s_lshl_b32 s15, s15, 7
	s_lshl_b32 s14, s14, 7
	v_and_b32_e32 v99, 7, v0
	v_or_b32_e32 v6, s14, v0
	v_or_b32_e32 v1, s15, v2
	s_clause 0x1
	s_load_b128 s[8:11], s[0:1], 0x0
	s_load_b64 s[12:13], s[0:1], 0x10
	v_and_b32_e32 v131, 0x60, v0
	v_ashrrev_i32_e32 v7, 31, v6
	v_bfe_u32 v132, v0, 3, 2
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b64 v[14:15], 2, v[6:7]
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, v1, s4
	s_lshl_b32 s16, s4, 4
	s_ashr_i32 s1, s5, 31
	s_mov_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_lshl_b64 s[2:3], s[0:1], 2
	s_cmp_lt_i32 s4, 1
	v_add_nc_u32_e32 v3, s16, v1
	v_add_nc_u32_e32 v8, v1, v99
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v5, s16, v3
	v_add_nc_u32_e32 v10, v3, v99
	v_ashrrev_i32_e32 v9, 31, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v7, s16, v5
	v_add_nc_u32_e32 v12, v5, v99
	v_ashrrev_i32_e32 v11, 31, v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[16:17], 2, v[8:9]
	v_add_nc_u32_e32 v9, s16, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[18:19], 2, v[10:11]
	v_add_nc_u32_e32 v20, v7, v99
	v_add_co_u32 v22, vcc_lo, s8, v16
	v_add_nc_u32_e32 v11, s16, v9
	v_add_nc_u32_e32 v24, v9, v99
	v_add_co_ci_u32_e64 v23, null, s9, v17, vcc_lo
	v_lshlrev_b64 v[16:17], 2, v[12:13]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v26, v11, v99
	v_ashrrev_i32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v25, 31, v24
	v_add_nc_u32_e32 v13, s16, v11
	v_add_co_u32 v18, vcc_lo, s8, v18
	v_add_co_ci_u32_e64 v19, null, s9, v19, vcc_lo
	v_add_co_u32 v28, vcc_lo, s8, v16
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_ci_u32_e64 v29, null, s9, v17, vcc_lo
	v_lshlrev_b64 v[16:17], 2, v[24:25]
	v_add_nc_u32_e32 v24, v13, v99
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_co_u32 v20, vcc_lo, s8, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v21, null, s9, v21, vcc_lo
	v_ashrrev_i32_e32 v25, 31, v24
	v_add_co_u32 v30, vcc_lo, s8, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v31, null, s9, v17, vcc_lo
	v_lshlrev_b64 v[16:17], 2, v[24:25]
	v_add_co_u32 v24, vcc_lo, s8, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v25, null, s9, v27, vcc_lo
	v_add_co_u32 v26, vcc_lo, s10, v14
	v_add_co_ci_u32_e64 v27, null, s11, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v32, vcc_lo, v26, s2
	v_add_co_ci_u32_e64 v33, null, s3, v27, vcc_lo
	v_add_co_u32 v34, vcc_lo, s8, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v35, null, s9, v17, vcc_lo
	v_add_co_u32 v36, vcc_lo, v32, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v37, null, s3, v33, vcc_lo
	v_add_nc_u32_e32 v16, s16, v13
	v_add_co_u32 v38, vcc_lo, v36, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v39, null, s3, v37, vcc_lo
	v_add_nc_u32_e32 v40, v16, v99
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v42, vcc_lo, v38, s2
	v_add_co_ci_u32_e64 v43, null, s3, v39, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ashrrev_i32_e32 v41, 31, v40
	v_add_co_u32 v44, vcc_lo, v42, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v45, null, s3, v43, vcc_lo
	v_lshlrev_b64 v[40:41], 2, v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v46, vcc_lo, v44, s2
	v_add_co_ci_u32_e64 v47, null, s3, v45, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v40, vcc_lo, s8, v40
	v_add_co_ci_u32_e64 v41, null, s9, v41, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v48, vcc_lo, v46, s2
	v_add_co_ci_u32_e64 v49, null, s3, v47, vcc_lo
	s_clause 0x7
	global_load_b32 v4, v[26:27], off
	global_load_b32 v6, v[32:33], off
	global_load_b32 v8, v[36:37], off
	global_load_b32 v10, v[38:39], off
	global_load_b32 v12, v[42:43], off
	global_load_b32 v17, v[44:45], off
	global_load_b32 v26, v[46:47], off
	global_load_b32 v27, v[48:49], off
	s_clause 0x7
	global_load_b32 v22, v[22:23], off
	global_load_b32 v18, v[18:19], off
	global_load_b32 v19, v[28:29], off
	global_load_b32 v20, v[20:21], off
	global_load_b32 v21, v[30:31], off
	global_load_b32 v23, v[24:25], off
	global_load_b32 v24, v[34:35], off
	global_load_b32 v25, v[40:41], off
	v_lshlrev_b32_e32 v28, 2, v0
	v_mul_u32_u24_e32 v29, 0x210, v99
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v28, 0x80, v28
	v_lshl_add_u32 v149, v2, 2, v29
	s_waitcnt vmcnt(14)
	ds_store_2addr_stride64_b32 v28, v4, v6 offset0:16 offset1:18
	s_waitcnt vmcnt(12)
	ds_store_2addr_stride64_b32 v28, v8, v10 offset0:20 offset1:22
	s_waitcnt vmcnt(10)
	ds_store_2addr_stride64_b32 v28, v12, v17 offset0:24 offset1:26
	s_waitcnt vmcnt(6)
	ds_store_2addr_b32 v149, v22, v18 offset1:16
	ds_store_2addr_stride64_b32 v28, v26, v27 offset0:28 offset1:30
	s_waitcnt vmcnt(4)
	ds_store_2addr_b32 v149, v19, v20 offset0:32 offset1:48
	s_waitcnt vmcnt(2)
	ds_store_2addr_b32 v149, v21, v23 offset0:64 offset1:80
	s_waitcnt vmcnt(0)
	ds_store_2addr_b32 v149, v24, v25 offset0:96 offset1:112
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_9
; %bb.1:                                ; %.lr.ph
	v_dual_mov_b32 v147, 0 :: v_dual_lshlrev_b32 v2, 4, v132
	v_add_co_u32 v150, vcc_lo, s10, v14
	v_ashrrev_i32_e32 v4, 31, v3
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_add_u32 v152, v131, 2, v2
	v_ashrrev_i32_e32 v2, 31, v1
	v_ashrrev_i32_e32 v6, 31, v5
	v_ashrrev_i32_e32 v8, 31, v7
	v_ashrrev_i32_e32 v10, 31, v9
	v_ashrrev_i32_e32 v12, 31, v11
	v_ashrrev_i32_e32 v14, 31, v13
	v_ashrrev_i32_e32 v17, 31, v16
	v_add_co_ci_u32_e64 v151, null, s11, v15, vcc_lo
	v_lshl_add_u32 v153, v0, 2, 0x1080
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_lshlrev_b64 v[2:3], 2, v[3:4]
	v_lshlrev_b64 v[4:5], 2, v[5:6]
	v_lshlrev_b64 v[6:7], 2, v[7:8]
	v_lshlrev_b64 v[8:9], 2, v[9:10]
	v_lshlrev_b64 v[10:11], 2, v[11:12]
	v_lshlrev_b64 v[12:13], 2, v[13:14]
	v_lshlrev_b64 v[14:15], 2, v[16:17]
	v_lshl_or_b32 v154, v99, 4, 0x1080
	v_dual_mov_b32 v148, 0 :: v_dual_mov_b32 v145, 0
	v_dual_mov_b32 v146, 0 :: v_dual_mov_b32 v143, 0
	v_dual_mov_b32 v144, 0 :: v_dual_mov_b32 v141, 0
	v_dual_mov_b32 v142, 0 :: v_dual_mov_b32 v139, 0
	v_dual_mov_b32 v140, 0 :: v_dual_mov_b32 v137, 0
	v_dual_mov_b32 v138, 0 :: v_dual_mov_b32 v135, 0
	v_dual_mov_b32 v136, 0 :: v_dual_mov_b32 v133, 0
	v_dual_mov_b32 v134, 0 :: v_dual_mov_b32 v129, 0
	v_dual_mov_b32 v130, 0 :: v_dual_mov_b32 v127, 0
	v_dual_mov_b32 v128, 0 :: v_dual_mov_b32 v125, 0
	v_dual_mov_b32 v126, 0 :: v_dual_mov_b32 v123, 0
	v_dual_mov_b32 v124, 0 :: v_dual_mov_b32 v121, 0
	v_dual_mov_b32 v122, 0 :: v_dual_mov_b32 v119, 0
	v_dual_mov_b32 v120, 0 :: v_dual_mov_b32 v117, 0
	v_dual_mov_b32 v118, 0 :: v_dual_mov_b32 v115, 0
	v_dual_mov_b32 v116, 0 :: v_dual_mov_b32 v113, 0
	v_dual_mov_b32 v114, 0 :: v_dual_mov_b32 v111, 0
	v_dual_mov_b32 v112, 0 :: v_dual_mov_b32 v109, 0
	v_dual_mov_b32 v110, 0 :: v_dual_mov_b32 v107, 0
	v_dual_mov_b32 v108, 0 :: v_dual_mov_b32 v105, 0
	v_dual_mov_b32 v106, 0 :: v_dual_mov_b32 v103, 0
	v_dual_mov_b32 v104, 0 :: v_dual_mov_b32 v101, 0
	v_dual_mov_b32 v102, 0 :: v_dual_mov_b32 v97, 0
	v_dual_mov_b32 v100, 0 :: v_dual_mov_b32 v95, 0
	v_dual_mov_b32 v98, 0 :: v_dual_mov_b32 v93, 0
	v_dual_mov_b32 v96, 0 :: v_dual_mov_b32 v91, 0
	v_dual_mov_b32 v94, 0 :: v_dual_mov_b32 v89, 0
	v_dual_mov_b32 v92, 0 :: v_dual_mov_b32 v87, 0
	v_dual_mov_b32 v90, 0 :: v_dual_mov_b32 v85, 0
	v_dual_mov_b32 v88, 0 :: v_dual_mov_b32 v83, 0
	v_dual_mov_b32 v86, 0 :: v_dual_mov_b32 v81, 0
	v_dual_mov_b32 v84, 0 :: v_dual_mov_b32 v79, 0
	v_dual_mov_b32 v82, 0 :: v_dual_mov_b32 v77, 0
	v_dual_mov_b32 v80, 0 :: v_dual_mov_b32 v75, 0
	v_dual_mov_b32 v78, 0 :: v_dual_mov_b32 v73, 0
	v_dual_mov_b32 v76, 0 :: v_dual_mov_b32 v71, 0
	v_dual_mov_b32 v74, 0 :: v_dual_mov_b32 v69, 0
	v_dual_mov_b32 v72, 0 :: v_dual_mov_b32 v67, 0
	v_dual_mov_b32 v70, 0 :: v_dual_mov_b32 v65, 0
	v_dual_mov_b32 v68, 0 :: v_dual_mov_b32 v63, 0
	v_dual_mov_b32 v66, 0 :: v_dual_mov_b32 v61, 0
	v_dual_mov_b32 v64, 0 :: v_dual_mov_b32 v59, 0
	v_dual_mov_b32 v62, 0 :: v_dual_mov_b32 v57, 0
	v_dual_mov_b32 v60, 0 :: v_dual_mov_b32 v55, 0
	v_dual_mov_b32 v58, 0 :: v_dual_mov_b32 v53, 0
	v_dual_mov_b32 v56, 0 :: v_dual_mov_b32 v51, 0
	v_dual_mov_b32 v54, 0 :: v_dual_mov_b32 v49, 0
	v_dual_mov_b32 v52, 0 :: v_dual_mov_b32 v47, 0
	v_dual_mov_b32 v50, 0 :: v_dual_mov_b32 v45, 0
	v_dual_mov_b32 v48, 0 :: v_dual_mov_b32 v43, 0
	v_dual_mov_b32 v46, 0 :: v_dual_mov_b32 v41, 0
	v_dual_mov_b32 v44, 0 :: v_dual_mov_b32 v39, 0
	v_dual_mov_b32 v42, 0 :: v_dual_mov_b32 v37, 0
	v_dual_mov_b32 v40, 0 :: v_dual_mov_b32 v35, 0
	v_dual_mov_b32 v38, 0 :: v_dual_mov_b32 v33, 0
	v_dual_mov_b32 v36, 0 :: v_dual_mov_b32 v31, 0
	v_dual_mov_b32 v34, 0 :: v_dual_mov_b32 v29, 0
	v_dual_mov_b32 v32, 0 :: v_dual_mov_b32 v27, 0
	v_dual_mov_b32 v30, 0 :: v_dual_mov_b32 v25, 0
	v_dual_mov_b32 v28, 0 :: v_dual_mov_b32 v23, 0
	v_dual_mov_b32 v26, 0 :: v_dual_mov_b32 v21, 0
	v_dual_mov_b32 v24, 0 :: v_dual_mov_b32 v19, 0
	v_dual_mov_b32 v22, 0 :: v_dual_mov_b32 v157, 0
	v_dual_mov_b32 v20, 0 :: v_dual_mov_b32 v159, 0
	v_dual_mov_b32 v18, 0 :: v_dual_mov_b32 v161, 0
	v_dual_mov_b32 v163, 0 :: v_dual_mov_b32 v168, 0
	v_dual_mov_b32 v165, 0 :: v_dual_mov_b32 v16, 0
	v_dual_mov_b32 v167, 0 :: v_dual_mov_b32 v156, 0
	v_dual_mov_b32 v169, 0 :: v_dual_mov_b32 v158, 0
	v_dual_mov_b32 v155, 0 :: v_dual_mov_b32 v160, 0
	v_dual_mov_b32 v162, 0 :: v_dual_mov_b32 v17, 0
	v_mov_b32_e32 v164, 0
	v_mov_b32_e32 v166, 0
	s_mov_b32 s11, 0
	s_branch .LBB0_3
.LBB0_2:                                ; %.loopexit
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_mov_b32 s11, s1
	s_mov_b32 vcc_lo, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_10
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_6 Depth 2
	s_add_i32 s1, s11, 8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_lt_i32 s1, s4
	s_cselect_b32 s10, -1, 0
	s_cmp_ge_i32 s1, s4
	s_cselect_b32 s0, -1, 0
	s_and_b32 s0, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 vcc_lo, s0
	s_cbranch_vccnz .LBB0_5
; %bb.4:                                ; %.preheader191
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_add_nc_u32_e32 v16, s11, v99
	s_mul_i32 s16, s1, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[155:156], 2, v[16:17]
	v_add_co_u32 v16, vcc_lo, s8, v155
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v182, null, s9, v156, vcc_lo
	v_add_co_u32 v155, vcc_lo, v16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v156, null, v182, v1, vcc_lo
	v_add_co_u32 v157, vcc_lo, v16, v2
	v_add_co_ci_u32_e64 v158, null, v182, v3, vcc_lo
	v_add_co_u32 v167, vcc_lo, v150, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v168, null, s17, v151, vcc_lo
	v_add_co_u32 v159, vcc_lo, v16, v4
	v_add_co_ci_u32_e64 v160, null, v182, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v169, vcc_lo, v167, s2
	v_add_co_ci_u32_e64 v170, null, s3, v168, vcc_lo
	v_add_co_u32 v161, vcc_lo, v16, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v162, null, v182, v7, vcc_lo
	v_add_co_u32 v171, vcc_lo, v169, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v172, null, s3, v170, vcc_lo
	v_add_co_u32 v163, vcc_lo, v16, v8
	v_add_co_ci_u32_e64 v164, null, v182, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v173, vcc_lo, v171, s2
	v_add_co_ci_u32_e64 v174, null, s3, v172, vcc_lo
	v_add_co_u32 v165, vcc_lo, v16, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v166, null, v182, v11, vcc_lo
	v_add_co_u32 v175, vcc_lo, v173, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v176, null, s3, v174, vcc_lo
	v_add_co_u32 v177, vcc_lo, v16, v12
	v_add_co_ci_u32_e64 v178, null, v182, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v179, vcc_lo, v175, s2
	v_add_co_ci_u32_e64 v180, null, s3, v176, vcc_lo
	v_add_co_u32 v181, vcc_lo, v16, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v182, null, v182, v15, vcc_lo
	v_add_co_u32 v183, vcc_lo, v179, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v184, null, s3, v180, vcc_lo
	s_clause 0x7
	global_load_b32 v16, v[155:156], off offset:32
	global_load_b32 v155, v[157:158], off offset:32
	global_load_b32 v156, v[159:160], off offset:32
	global_load_b32 v158, v[161:162], off offset:32
	global_load_b32 v160, v[163:164], off offset:32
	global_load_b32 v162, v[165:166], off offset:32
	global_load_b32 v164, v[177:178], off offset:32
	global_load_b32 v166, v[181:182], off offset:32
	v_add_co_u32 v177, vcc_lo, v183, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v178, null, s3, v184, vcc_lo
	s_clause 0x7
	global_load_b32 v157, v[167:168], off
	global_load_b32 v159, v[169:170], off
	global_load_b32 v161, v[171:172], off
	global_load_b32 v163, v[173:174], off
	global_load_b32 v165, v[175:176], off
	global_load_b32 v167, v[179:180], off
	global_load_b32 v168, v[183:184], off
	global_load_b32 v169, v[177:178], off
.LBB0_5:                                ; %.loopexit190
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_mov_b32_e32 v170, v152
	s_mov_b32 s11, 0
.LBB0_6:                                ; %.preheader186
                                        ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_load_b128 v[171:174], v170
	ds_load_b128 v[175:178], v170 offset:64
	v_add_nc_u32_e32 v191, s11, v154
	s_addk_i32 s11, 0x200
	ds_load_b128 v[179:182], v191
	ds_load_b128 v[183:186], v191 offset:128
	ds_load_b128 v[187:190], v191 offset:256
	ds_load_b128 v[191:194], v191 offset:384
	v_add_nc_u32_e32 v170, 0x210, v170
	s_cmpk_lg_i32 s11, 0x1000
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v148, v171, v179
	v_fmac_f32_e32 v147, v171, v180
	v_dual_fmac_f32 v146, v171, v181 :: v_dual_fmac_f32 v129, v172, v180
	v_dual_fmac_f32 v145, v171, v182 :: v_dual_fmac_f32 v130, v172, v179
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v144, v171, v183 :: v_dual_fmac_f32 v127, v172, v182
	v_dual_fmac_f32 v143, v171, v184 :: v_dual_fmac_f32 v128, v172, v181
	v_dual_fmac_f32 v142, v171, v185 :: v_dual_fmac_f32 v125, v172, v184
	v_dual_fmac_f32 v141, v171, v186 :: v_dual_fmac_f32 v126, v172, v183
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v140, v171, v187 :: v_dual_fmac_f32 v123, v172, v186
	v_dual_fmac_f32 v139, v171, v188 :: v_dual_fmac_f32 v124, v172, v185
	v_dual_fmac_f32 v138, v171, v189 :: v_dual_fmac_f32 v121, v172, v188
	v_dual_fmac_f32 v137, v171, v190 :: v_dual_fmac_f32 v122, v172, v187
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v136, v171, v191 :: v_dual_fmac_f32 v119, v172, v190
	v_dual_fmac_f32 v135, v171, v192 :: v_dual_fmac_f32 v120, v172, v189
	v_dual_fmac_f32 v134, v171, v193 :: v_dual_fmac_f32 v117, v172, v192
	v_dual_fmac_f32 v133, v171, v194 :: v_dual_fmac_f32 v118, v172, v191
	v_dual_fmac_f32 v116, v172, v193 :: v_dual_fmac_f32 v113, v173, v180
	v_dual_fmac_f32 v115, v172, v194 :: v_dual_fmac_f32 v114, v173, v179
	v_dual_fmac_f32 v112, v173, v181 :: v_dual_fmac_f32 v97, v174, v179
	v_dual_fmac_f32 v111, v173, v182 :: v_dual_fmac_f32 v96, v174, v180
	v_dual_fmac_f32 v110, v173, v183 :: v_dual_fmac_f32 v95, v174, v181
	v_dual_fmac_f32 v109, v173, v184 :: v_dual_fmac_f32 v94, v174, v182
	v_dual_fmac_f32 v108, v173, v185 :: v_dual_fmac_f32 v93, v174, v183
	v_dual_fmac_f32 v107, v173, v186 :: v_dual_fmac_f32 v92, v174, v184
	v_dual_fmac_f32 v106, v173, v187 :: v_dual_fmac_f32 v91, v174, v185
	v_dual_fmac_f32 v105, v173, v188 :: v_dual_fmac_f32 v90, v174, v186
	v_dual_fmac_f32 v104, v173, v189 :: v_dual_fmac_f32 v89, v174, v187
	v_dual_fmac_f32 v103, v173, v190 :: v_dual_fmac_f32 v88, v174, v188
	v_dual_fmac_f32 v102, v173, v191 :: v_dual_fmac_f32 v87, v174, v189
	v_dual_fmac_f32 v101, v173, v192 :: v_dual_fmac_f32 v86, v174, v190
	v_dual_fmac_f32 v100, v173, v193 :: v_dual_fmac_f32 v85, v174, v191
	v_dual_fmac_f32 v98, v173, v194 :: v_dual_fmac_f32 v83, v174, v193
	v_dual_fmac_f32 v84, v174, v192 :: v_dual_fmac_f32 v81, v175, v179
	v_dual_fmac_f32 v82, v174, v194 :: v_dual_fmac_f32 v79, v175, v181
	v_dual_fmac_f32 v80, v175, v180 :: v_dual_fmac_f32 v65, v176, v179
	v_dual_fmac_f32 v78, v175, v182 :: v_dual_fmac_f32 v63, v176, v181
	v_dual_fmac_f32 v77, v175, v183 :: v_dual_fmac_f32 v64, v176, v180
	v_dual_fmac_f32 v76, v175, v184 :: v_dual_fmac_f32 v61, v176, v183
	v_dual_fmac_f32 v75, v175, v185 :: v_dual_fmac_f32 v62, v176, v182
	v_dual_fmac_f32 v74, v175, v186 :: v_dual_fmac_f32 v59, v176, v185
	v_dual_fmac_f32 v73, v175, v187 :: v_dual_fmac_f32 v60, v176, v184
	v_dual_fmac_f32 v72, v175, v188 :: v_dual_fmac_f32 v57, v176, v187
	v_dual_fmac_f32 v71, v175, v189 :: v_dual_fmac_f32 v58, v176, v186
	v_dual_fmac_f32 v70, v175, v190 :: v_dual_fmac_f32 v55, v176, v189
	v_dual_fmac_f32 v69, v175, v191 :: v_dual_fmac_f32 v56, v176, v188
	v_dual_fmac_f32 v68, v175, v192 :: v_dual_fmac_f32 v53, v176, v191
	v_dual_fmac_f32 v67, v175, v193 :: v_dual_fmac_f32 v54, v176, v190
	v_dual_fmac_f32 v66, v175, v194 :: v_dual_fmac_f32 v51, v176, v193
	v_dual_fmac_f32 v52, v176, v192 :: v_dual_fmac_f32 v49, v177, v179
	v_dual_fmac_f32 v50, v176, v194 :: v_dual_fmac_f32 v47, v177, v181
	v_dual_fmac_f32 v48, v177, v180 :: v_dual_fmac_f32 v33, v178, v179
	v_dual_fmac_f32 v46, v177, v182 :: v_dual_fmac_f32 v31, v178, v181
	v_dual_fmac_f32 v45, v177, v183 :: v_dual_fmac_f32 v32, v178, v180
	v_dual_fmac_f32 v44, v177, v184 :: v_dual_fmac_f32 v29, v178, v183
	v_dual_fmac_f32 v43, v177, v185 :: v_dual_fmac_f32 v30, v178, v182
	v_dual_fmac_f32 v42, v177, v186 :: v_dual_fmac_f32 v27, v178, v185
	v_dual_fmac_f32 v41, v177, v187 :: v_dual_fmac_f32 v28, v178, v184
	v_dual_fmac_f32 v40, v177, v188 :: v_dual_fmac_f32 v25, v178, v187
	v_dual_fmac_f32 v39, v177, v189 :: v_dual_fmac_f32 v26, v178, v186
	v_dual_fmac_f32 v38, v177, v190 :: v_dual_fmac_f32 v23, v178, v189
	v_dual_fmac_f32 v37, v177, v191 :: v_dual_fmac_f32 v24, v178, v188
	v_dual_fmac_f32 v36, v177, v192 :: v_dual_fmac_f32 v21, v178, v191
	v_dual_fmac_f32 v35, v177, v193 :: v_dual_fmac_f32 v22, v178, v190
	v_dual_fmac_f32 v34, v177, v194 :: v_dual_fmac_f32 v19, v178, v193
	v_fmac_f32_e32 v20, v178, v192
	v_fmac_f32_e32 v18, v178, v194
	s_cbranch_scc1 .LBB0_6
; %bb.7:                                ;   in Loop: Header=BB0_3 Depth=1
	s_and_not1_b32 vcc_lo, exec_lo, s10
	s_waitcnt vmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_2
; %bb.8:                                ; %.preheader188.preheader
                                        ;   in Loop: Header=BB0_3 Depth=1
	ds_store_2addr_b32 v149, v16, v155 offset1:16
	ds_store_2addr_b32 v149, v156, v158 offset0:32 offset1:48
	ds_store_2addr_b32 v149, v160, v162 offset0:64 offset1:80
	ds_store_2addr_b32 v149, v164, v166 offset0:96 offset1:112
	ds_store_2addr_stride64_b32 v153, v157, v159 offset1:2
	ds_store_2addr_stride64_b32 v153, v161, v163 offset0:4 offset1:6
	ds_store_2addr_stride64_b32 v153, v165, v167 offset0:8 offset1:10
	ds_store_2addr_stride64_b32 v153, v168, v169 offset0:12 offset1:14
	s_branch .LBB0_2
.LBB0_9:
	v_dual_mov_b32 v18, 0 :: v_dual_mov_b32 v19, 0
	v_dual_mov_b32 v20, 0 :: v_dual_mov_b32 v21, 0
	v_dual_mov_b32 v22, 0 :: v_dual_mov_b32 v23, 0
	v_dual_mov_b32 v24, 0 :: v_dual_mov_b32 v25, 0
	v_dual_mov_b32 v26, 0 :: v_dual_mov_b32 v27, 0
	v_dual_mov_b32 v28, 0 :: v_dual_mov_b32 v29, 0
	v_dual_mov_b32 v30, 0 :: v_dual_mov_b32 v31, 0
	v_dual_mov_b32 v32, 0 :: v_dual_mov_b32 v33, 0
	v_dual_mov_b32 v34, 0 :: v_dual_mov_b32 v35, 0
	v_dual_mov_b32 v36, 0 :: v_dual_mov_b32 v37, 0
	v_dual_mov_b32 v38, 0 :: v_dual_mov_b32 v39, 0
	v_dual_mov_b32 v40, 0 :: v_dual_mov_b32 v41, 0
	v_dual_mov_b32 v42, 0 :: v_dual_mov_b32 v43, 0
	v_dual_mov_b32 v44, 0 :: v_dual_mov_b32 v45, 0
	v_dual_mov_b32 v46, 0 :: v_dual_mov_b32 v47, 0
	v_dual_mov_b32 v48, 0 :: v_dual_mov_b32 v49, 0
	v_dual_mov_b32 v50, 0 :: v_dual_mov_b32 v51, 0
	v_dual_mov_b32 v52, 0 :: v_dual_mov_b32 v53, 0
	v_dual_mov_b32 v54, 0 :: v_dual_mov_b32 v55, 0
	v_dual_mov_b32 v56, 0 :: v_dual_mov_b32 v57, 0
	v_dual_mov_b32 v58, 0 :: v_dual_mov_b32 v59, 0
	v_dual_mov_b32 v60, 0 :: v_dual_mov_b32 v61, 0
	v_dual_mov_b32 v62, 0 :: v_dual_mov_b32 v63, 0
	v_dual_mov_b32 v64, 0 :: v_dual_mov_b32 v65, 0
	v_dual_mov_b32 v66, 0 :: v_dual_mov_b32 v67, 0
	v_dual_mov_b32 v68, 0 :: v_dual_mov_b32 v69, 0
	v_dual_mov_b32 v70, 0 :: v_dual_mov_b32 v71, 0
	v_dual_mov_b32 v72, 0 :: v_dual_mov_b32 v73, 0
	v_dual_mov_b32 v74, 0 :: v_dual_mov_b32 v75, 0
	v_dual_mov_b32 v76, 0 :: v_dual_mov_b32 v77, 0
	v_dual_mov_b32 v78, 0 :: v_dual_mov_b32 v79, 0
	v_dual_mov_b32 v80, 0 :: v_dual_mov_b32 v81, 0
	v_dual_mov_b32 v82, 0 :: v_dual_mov_b32 v83, 0
	v_dual_mov_b32 v84, 0 :: v_dual_mov_b32 v85, 0
	v_dual_mov_b32 v86, 0 :: v_dual_mov_b32 v87, 0
	v_dual_mov_b32 v88, 0 :: v_dual_mov_b32 v89, 0
	v_dual_mov_b32 v90, 0 :: v_dual_mov_b32 v91, 0
	v_dual_mov_b32 v92, 0 :: v_dual_mov_b32 v93, 0
	v_dual_mov_b32 v94, 0 :: v_dual_mov_b32 v95, 0
	v_dual_mov_b32 v96, 0 :: v_dual_mov_b32 v97, 0
	v_dual_mov_b32 v98, 0 :: v_dual_mov_b32 v101, 0
	v_dual_mov_b32 v100, 0 :: v_dual_mov_b32 v103, 0
	v_dual_mov_b32 v102, 0 :: v_dual_mov_b32 v105, 0
	v_dual_mov_b32 v104, 0 :: v_dual_mov_b32 v107, 0
	v_dual_mov_b32 v106, 0 :: v_dual_mov_b32 v109, 0
	v_dual_mov_b32 v108, 0 :: v_dual_mov_b32 v111, 0
	v_dual_mov_b32 v110, 0 :: v_dual_mov_b32 v113, 0
	v_dual_mov_b32 v112, 0 :: v_dual_mov_b32 v115, 0
	v_dual_mov_b32 v114, 0 :: v_dual_mov_b32 v117, 0
	v_dual_mov_b32 v116, 0 :: v_dual_mov_b32 v119, 0
	v_dual_mov_b32 v118, 0 :: v_dual_mov_b32 v121, 0
	v_dual_mov_b32 v120, 0 :: v_dual_mov_b32 v123, 0
	v_dual_mov_b32 v122, 0 :: v_dual_mov_b32 v125, 0
	v_dual_mov_b32 v124, 0 :: v_dual_mov_b32 v127, 0
	v_dual_mov_b32 v126, 0 :: v_dual_mov_b32 v129, 0
	v_dual_mov_b32 v128, 0 :: v_dual_mov_b32 v133, 0
	v_dual_mov_b32 v130, 0 :: v_dual_mov_b32 v135, 0
	v_dual_mov_b32 v134, 0 :: v_dual_mov_b32 v137, 0
	v_dual_mov_b32 v136, 0 :: v_dual_mov_b32 v139, 0
	v_dual_mov_b32 v138, 0 :: v_dual_mov_b32 v141, 0
	v_dual_mov_b32 v140, 0 :: v_dual_mov_b32 v143, 0
	v_dual_mov_b32 v142, 0 :: v_dual_mov_b32 v145, 0
	v_dual_mov_b32 v144, 0 :: v_dual_mov_b32 v147, 0
	v_mov_b32_e32 v146, 0
	v_mov_b32_e32 v148, 0
.LBB0_10:                               ; %Flow1164
	v_add_nc_u32_e32 v0, s15, v131
	v_lshl_or_b32 v150, v99, 2, s14
	s_lshl_b32 s0, s5, 4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v0, v132, 2, v0
	v_mul_lo_u32 v149, v0, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, v150, v149
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v16, vcc_lo, s12, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, s13, v1, vcc_lo
	s_clause 0x3
	global_load_b128 v[0:3], v[16:17], off
	global_load_b128 v[4:7], v[16:17], off offset:128
	global_load_b128 v[8:11], v[16:17], off offset:256
	global_load_b128 v[12:15], v[16:17], off offset:384
	v_add_co_u32 v131, vcc_lo, v16, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v132, null, s3, v17, vcc_lo
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v0, s7, v0 :: v_dual_mul_f32 v5, s7, v5
	v_dual_mul_f32 v1, s7, v1 :: v_dual_mul_f32 v2, s7, v2
	v_mul_f32_e32 v7, s7, v7
	v_dual_mul_f32 v3, s7, v3 :: v_dual_mul_f32 v4, s7, v4
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v9, s7, v9 :: v_dual_mul_f32 v6, s7, v6
	v_dual_mul_f32 v11, s7, v11 :: v_dual_mul_f32 v8, s7, v8
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v13, s7, v13 :: v_dual_mul_f32 v10, s7, v10
	v_dual_mul_f32 v15, s7, v15 :: v_dual_mul_f32 v12, s7, v12
	v_dual_fmac_f32 v1, s6, v147 :: v_dual_mul_f32 v14, s7, v14
	v_dual_fmac_f32 v3, s6, v145 :: v_dual_fmac_f32 v0, s6, v148
	v_dual_fmac_f32 v5, s6, v143 :: v_dual_fmac_f32 v2, s6, v146
	v_dual_fmac_f32 v7, s6, v141 :: v_dual_fmac_f32 v4, s6, v144
	v_dual_fmac_f32 v9, s6, v139 :: v_dual_fmac_f32 v6, s6, v142
	v_dual_fmac_f32 v11, s6, v137 :: v_dual_fmac_f32 v8, s6, v140
	v_dual_fmac_f32 v13, s6, v135 :: v_dual_fmac_f32 v10, s6, v138
	v_dual_fmac_f32 v15, s6, v133 :: v_dual_fmac_f32 v12, s6, v136
	v_fmac_f32_e32 v14, s6, v134
	s_clause 0x3
	global_store_b128 v[16:17], v[0:3], off
	global_store_b128 v[16:17], v[4:7], off offset:128
	global_store_b128 v[16:17], v[8:11], off offset:256
	global_store_b128 v[16:17], v[12:15], off offset:384
	s_clause 0x3
	global_load_b128 v[0:3], v[131:132], off
	global_load_b128 v[4:7], v[131:132], off offset:128
	global_load_b128 v[8:11], v[131:132], off offset:256
	global_load_b128 v[12:15], v[131:132], off offset:384
	v_add_co_u32 v16, vcc_lo, v131, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, s3, v132, vcc_lo
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v0, s7, v0 :: v_dual_mul_f32 v5, s7, v5
	v_dual_mul_f32 v1, s7, v1 :: v_dual_mul_f32 v2, s7, v2
	v_mul_f32_e32 v7, s7, v7
	v_dual_mul_f32 v3, s7, v3 :: v_dual_mul_f32 v4, s7, v4
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v9, s7, v9 :: v_dual_mul_f32 v6, s7, v6
	v_dual_mul_f32 v11, s7, v11 :: v_dual_mul_f32 v8, s7, v8
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v13, s7, v13 :: v_dual_mul_f32 v10, s7, v10
	v_dual_mul_f32 v15, s7, v15 :: v_dual_mul_f32 v12, s7, v12
	v_dual_fmac_f32 v1, s6, v129 :: v_dual_mul_f32 v14, s7, v14
	v_dual_fmac_f32 v3, s6, v127 :: v_dual_fmac_f32 v0, s6, v130
	v_dual_fmac_f32 v5, s6, v125 :: v_dual_fmac_f32 v2, s6, v128
	v_dual_fmac_f32 v7, s6, v123 :: v_dual_fmac_f32 v4, s6, v126
	v_dual_fmac_f32 v9, s6, v121 :: v_dual_fmac_f32 v6, s6, v124
	v_dual_fmac_f32 v11, s6, v119 :: v_dual_fmac_f32 v8, s6, v122
	v_dual_fmac_f32 v13, s6, v117 :: v_dual_fmac_f32 v10, s6, v120
	v_dual_fmac_f32 v15, s6, v115 :: v_dual_fmac_f32 v12, s6, v118
	v_fmac_f32_e32 v14, s6, v116
	s_clause 0x3
	global_store_b128 v[131:132], v[0:3], off
	global_store_b128 v[131:132], v[4:7], off offset:128
	global_store_b128 v[131:132], v[8:11], off offset:256
	global_store_b128 v[131:132], v[12:15], off offset:384
	s_clause 0x3
	global_load_b128 v[0:3], v[16:17], off
	global_load_b128 v[4:7], v[16:17], off offset:128
	global_load_b128 v[8:11], v[16:17], off offset:256
	global_load_b128 v[12:15], v[16:17], off offset:384
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v0, s7, v0 :: v_dual_mul_f32 v5, s7, v5
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v10, s7, v10 :: v_dual_mul_f32 v15, s7, v15
	v_dual_mul_f32 v1, s7, v1 :: v_dual_mul_f32 v2, s7, v2
	v_mul_f32_e32 v7, s7, v7
	v_dual_mul_f32 v3, s7, v3 :: v_dual_mul_f32 v4, s7, v4
	v_dual_mul_f32 v9, s7, v9 :: v_dual_mul_f32 v6, s7, v6
	v_dual_mul_f32 v11, s7, v11 :: v_dual_mul_f32 v8, s7, v8
	v_dual_mul_f32 v13, s7, v13 :: v_dual_mul_f32 v12, s7, v12
	v_dual_fmac_f32 v1, s6, v113 :: v_dual_mul_f32 v14, s7, v14
	v_dual_fmac_f32 v3, s6, v111 :: v_dual_fmac_f32 v10, s6, v104
	v_fmac_f32_e32 v15, s6, v98
	v_add_co_u32 v98, vcc_lo, v16, s2
	v_dual_fmac_f32 v0, s6, v114 :: v_dual_fmac_f32 v5, s6, v109
	v_dual_fmac_f32 v2, s6, v112 :: v_dual_fmac_f32 v7, s6, v107
	v_dual_fmac_f32 v4, s6, v110 :: v_dual_fmac_f32 v9, s6, v105
	v_dual_fmac_f32 v6, s6, v108 :: v_dual_fmac_f32 v11, s6, v103
	v_add_co_ci_u32_e64 v99, null, s3, v17, vcc_lo
	v_dual_fmac_f32 v8, s6, v106 :: v_dual_fmac_f32 v13, s6, v101
	v_fmac_f32_e32 v12, s6, v102
	v_fmac_f32_e32 v14, s6, v100
	s_clause 0x3
	global_store_b128 v[16:17], v[0:3], off
	global_store_b128 v[16:17], v[4:7], off offset:128
	global_store_b128 v[16:17], v[8:11], off offset:256
	global_store_b128 v[16:17], v[12:15], off offset:384
	s_clause 0x3
	global_load_b128 v[0:3], v[98:99], off
	global_load_b128 v[4:7], v[98:99], off offset:128
	global_load_b128 v[8:11], v[98:99], off offset:256
	global_load_b128 v[12:15], v[98:99], off offset:384
	v_add3_u32 v16, s0, v149, v150
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v16, vcc_lo, s12, v16
	v_add_co_ci_u32_e64 v17, null, s13, v17, vcc_lo
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v0, s7, v0 :: v_dual_mul_f32 v5, s7, v5
	v_dual_mul_f32 v1, s7, v1 :: v_dual_mul_f32 v2, s7, v2
	v_mul_f32_e32 v7, s7, v7
	v_dual_mul_f32 v3, s7, v3 :: v_dual_mul_f32 v4, s7, v4
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v9, s7, v9 :: v_dual_mul_f32 v6, s7, v6
	v_dual_mul_f32 v11, s7, v11 :: v_dual_mul_f32 v8, s7, v8
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v13, s7, v13 :: v_dual_mul_f32 v10, s7, v10
	v_dual_mul_f32 v15, s7, v15 :: v_dual_mul_f32 v12, s7, v12
	v_fmac_f32_e32 v3, s6, v94
	v_dual_mul_f32 v14, s7, v14 :: v_dual_fmac_f32 v1, s6, v96
	v_dual_fmac_f32 v0, s6, v97 :: v_dual_fmac_f32 v5, s6, v92
	v_dual_fmac_f32 v2, s6, v95 :: v_dual_fmac_f32 v7, s6, v90
	v_dual_fmac_f32 v4, s6, v93 :: v_dual_fmac_f32 v9, s6, v88
	v_dual_fmac_f32 v6, s6, v91 :: v_dual_fmac_f32 v11, s6, v86
	v_dual_fmac_f32 v8, s6, v89 :: v_dual_fmac_f32 v13, s6, v84
	v_dual_fmac_f32 v10, s6, v87 :: v_dual_fmac_f32 v15, s6, v82
	v_fmac_f32_e32 v12, s6, v85
	v_fmac_f32_e32 v14, s6, v83
	s_clause 0x3
	global_store_b128 v[98:99], v[0:3], off
	global_store_b128 v[98:99], v[4:7], off offset:128
	global_store_b128 v[98:99], v[8:11], off offset:256
	global_store_b128 v[98:99], v[12:15], off offset:384
	s_clause 0x3
	global_load_b128 v[0:3], v[16:17], off
	global_load_b128 v[4:7], v[16:17], off offset:128
	global_load_b128 v[8:11], v[16:17], off offset:256
	global_load_b128 v[12:15], v[16:17], off offset:384
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v0, s7, v0 :: v_dual_mul_f32 v5, s7, v5
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v10, s7, v10 :: v_dual_mul_f32 v15, s7, v15
	v_dual_mul_f32 v1, s7, v1 :: v_dual_mul_f32 v2, s7, v2
	v_mul_f32_e32 v7, s7, v7
	v_dual_mul_f32 v3, s7, v3 :: v_dual_mul_f32 v4, s7, v4
	v_dual_mul_f32 v9, s7, v9 :: v_dual_mul_f32 v6, s7, v6
	v_dual_mul_f32 v11, s7, v11 :: v_dual_mul_f32 v14, s7, v14
	v_fmac_f32_e32 v1, s6, v80
	v_dual_mul_f32 v8, s7, v8 :: v_dual_mul_f32 v13, s7, v13
	v_dual_mul_f32 v12, s7, v12 :: v_dual_fmac_f32 v3, s6, v78
	v_dual_fmac_f32 v10, s6, v71 :: v_dual_fmac_f32 v15, s6, v66
	v_add_co_u32 v66, vcc_lo, v16, s2
	v_dual_fmac_f32 v0, s6, v81 :: v_dual_fmac_f32 v5, s6, v76
	v_dual_fmac_f32 v2, s6, v79 :: v_dual_fmac_f32 v7, s6, v74
	v_dual_fmac_f32 v4, s6, v77 :: v_dual_fmac_f32 v9, s6, v72
	v_dual_fmac_f32 v6, s6, v75 :: v_dual_fmac_f32 v11, s6, v70
	v_fmac_f32_e32 v14, s6, v67
	v_add_co_ci_u32_e64 v67, null, s3, v17, vcc_lo
	v_dual_fmac_f32 v8, s6, v73 :: v_dual_fmac_f32 v13, s6, v68
	v_fmac_f32_e32 v12, s6, v69
	s_clause 0x3
	global_store_b128 v[16:17], v[0:3], off
	global_store_b128 v[16:17], v[4:7], off offset:128
	global_store_b128 v[16:17], v[8:11], off offset:256
	global_store_b128 v[16:17], v[12:15], off offset:384
	s_clause 0x3
	global_load_b128 v[0:3], v[66:67], off
	global_load_b128 v[4:7], v[66:67], off offset:128
	global_load_b128 v[8:11], v[66:67], off offset:256
	global_load_b128 v[12:15], v[66:67], off offset:384
	v_add_co_u32 v16, vcc_lo, v66, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, s3, v67, vcc_lo
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v0, s7, v0 :: v_dual_mul_f32 v5, s7, v5
	v_dual_mul_f32 v1, s7, v1 :: v_dual_mul_f32 v2, s7, v2
	v_mul_f32_e32 v7, s7, v7
	v_dual_mul_f32 v3, s7, v3 :: v_dual_mul_f32 v4, s7, v4
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v9, s7, v9 :: v_dual_mul_f32 v6, s7, v6
	v_dual_mul_f32 v11, s7, v11 :: v_dual_mul_f32 v8, s7, v8
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v13, s7, v13 :: v_dual_mul_f32 v10, s7, v10
	v_dual_mul_f32 v15, s7, v15 :: v_dual_mul_f32 v12, s7, v12
	v_fmac_f32_e32 v3, s6, v62
	v_dual_mul_f32 v14, s7, v14 :: v_dual_fmac_f32 v1, s6, v64
	v_dual_fmac_f32 v0, s6, v65 :: v_dual_fmac_f32 v5, s6, v60
	v_dual_fmac_f32 v2, s6, v63 :: v_dual_fmac_f32 v7, s6, v58
	v_dual_fmac_f32 v4, s6, v61 :: v_dual_fmac_f32 v9, s6, v56
	v_dual_fmac_f32 v6, s6, v59 :: v_dual_fmac_f32 v11, s6, v54
	v_dual_fmac_f32 v8, s6, v57 :: v_dual_fmac_f32 v13, s6, v52
	v_dual_fmac_f32 v10, s6, v55 :: v_dual_fmac_f32 v15, s6, v50
	v_fmac_f32_e32 v12, s6, v53
	v_fmac_f32_e32 v14, s6, v51
	s_clause 0x3
	global_store_b128 v[66:67], v[0:3], off
	global_store_b128 v[66:67], v[4:7], off offset:128
	global_store_b128 v[66:67], v[8:11], off offset:256
	global_store_b128 v[66:67], v[12:15], off offset:384
	s_clause 0x3
	global_load_b128 v[0:3], v[16:17], off
	global_load_b128 v[4:7], v[16:17], off offset:128
	global_load_b128 v[8:11], v[16:17], off offset:256
	global_load_b128 v[12:15], v[16:17], off offset:384
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v0, s7, v0 :: v_dual_mul_f32 v5, s7, v5
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v10, s7, v10 :: v_dual_mul_f32 v15, s7, v15
	v_dual_mul_f32 v1, s7, v1 :: v_dual_mul_f32 v2, s7, v2
	v_mul_f32_e32 v7, s7, v7
	v_dual_mul_f32 v3, s7, v3 :: v_dual_mul_f32 v4, s7, v4
	v_dual_mul_f32 v9, s7, v9 :: v_dual_mul_f32 v6, s7, v6
	v_dual_mul_f32 v11, s7, v11 :: v_dual_mul_f32 v14, s7, v14
	v_fmac_f32_e32 v1, s6, v48
	v_dual_mul_f32 v8, s7, v8 :: v_dual_mul_f32 v13, s7, v13
	v_dual_mul_f32 v12, s7, v12 :: v_dual_fmac_f32 v3, s6, v46
	v_dual_fmac_f32 v10, s6, v39 :: v_dual_fmac_f32 v15, s6, v34
	v_add_co_u32 v34, vcc_lo, v16, s2
	v_dual_fmac_f32 v0, s6, v49 :: v_dual_fmac_f32 v5, s6, v44
	v_dual_fmac_f32 v2, s6, v47 :: v_dual_fmac_f32 v7, s6, v42
	v_dual_fmac_f32 v4, s6, v45 :: v_dual_fmac_f32 v9, s6, v40
	v_dual_fmac_f32 v6, s6, v43 :: v_dual_fmac_f32 v11, s6, v38
	v_fmac_f32_e32 v14, s6, v35
	v_add_co_ci_u32_e64 v35, null, s3, v17, vcc_lo
	v_dual_fmac_f32 v8, s6, v41 :: v_dual_fmac_f32 v13, s6, v36
	v_fmac_f32_e32 v12, s6, v37
	s_clause 0x3
	global_store_b128 v[16:17], v[0:3], off
	global_store_b128 v[16:17], v[4:7], off offset:128
	global_store_b128 v[16:17], v[8:11], off offset:256
	global_store_b128 v[16:17], v[12:15], off offset:384
	s_clause 0x3
	global_load_b128 v[0:3], v[34:35], off
	global_load_b128 v[4:7], v[34:35], off offset:128
	global_load_b128 v[8:11], v[34:35], off offset:256
	global_load_b128 v[12:15], v[34:35], off offset:384
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v0, s7, v0 :: v_dual_mul_f32 v5, s7, v5
	v_dual_mul_f32 v1, s7, v1 :: v_dual_mul_f32 v2, s7, v2
	v_mul_f32_e32 v7, s7, v7
	v_dual_mul_f32 v3, s7, v3 :: v_dual_mul_f32 v4, s7, v4
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v9, s7, v9 :: v_dual_mul_f32 v6, s7, v6
	v_dual_mul_f32 v11, s7, v11 :: v_dual_mul_f32 v8, s7, v8
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v13, s7, v13 :: v_dual_mul_f32 v10, s7, v10
	v_dual_mul_f32 v15, s7, v15 :: v_dual_mul_f32 v12, s7, v12
	v_fmac_f32_e32 v3, s6, v30
	v_dual_mul_f32 v14, s7, v14 :: v_dual_fmac_f32 v1, s6, v32
	v_dual_fmac_f32 v0, s6, v33 :: v_dual_fmac_f32 v5, s6, v28
	v_dual_fmac_f32 v2, s6, v31 :: v_dual_fmac_f32 v7, s6, v26
	v_dual_fmac_f32 v4, s6, v29 :: v_dual_fmac_f32 v9, s6, v24
	v_dual_fmac_f32 v6, s6, v27 :: v_dual_fmac_f32 v11, s6, v22
	v_dual_fmac_f32 v8, s6, v25 :: v_dual_fmac_f32 v13, s6, v20
	v_dual_fmac_f32 v10, s6, v23 :: v_dual_fmac_f32 v15, s6, v18
	v_fmac_f32_e32 v12, s6, v21
	v_fmac_f32_e32 v14, s6, v19
	s_clause 0x3
	global_store_b128 v[34:35], v[0:3], off
	global_store_b128 v[34:35], v[4:7], off offset:128
	global_store_b128 v[34:35], v[8:11], off offset:256
	global_store_b128 v[34:35], v[12:15], off offset:384
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgemm_ldsopt_sizet
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
		.amdhsa_next_free_vgpr 195
		.amdhsa_next_free_sgpr 18
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
	.size	sgemm_ldsopt_sizet, .Lfunc_end0-sgemm_ldsopt_sizet
                                        ; -- End function
	.set sgemm_ldsopt_sizet.num_vgpr, 195
	.set sgemm_ldsopt_sizet.num_agpr, 0
	.set sgemm_ldsopt_sizet.numbered_sgpr, 18
	.set sgemm_ldsopt_sizet.num_named_barrier, 0
	.set sgemm_ldsopt_sizet.private_seg_size, 0
	.set sgemm_ldsopt_sizet.uses_vcc, 1
	.set sgemm_ldsopt_sizet.uses_flat_scratch, 0
	.set sgemm_ldsopt_sizet.has_dyn_sized_stack, 0
	.set sgemm_ldsopt_sizet.has_recursion, 0
	.set sgemm_ldsopt_sizet.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5324
; TotalNumSgprs: 20
; NumVgprs: 195
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8320 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 24
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 195
; Occupancy: 7
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
	.type	__hip_cuid_bee1026e01d6bbbe,@object ; @__hip_cuid_bee1026e01d6bbbe
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_bee1026e01d6bbbe
__hip_cuid_bee1026e01d6bbbe:
	.byte	0                               ; 0x0
	.size	__hip_cuid_bee1026e01d6bbbe, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_bee1026e01d6bbbe
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
    .name:           sgemm_ldsopt_sizet
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         sgemm_ldsopt_sizet.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     195
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
