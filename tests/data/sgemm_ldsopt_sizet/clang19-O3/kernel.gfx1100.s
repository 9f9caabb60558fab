	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	sgemm_ldsopt_sizet      ; -- Begin function sgemm_ldsopt_sizet
	.globl	sgemm_ldsopt_sizet
	.p2align	8
	.type	sgemm_ldsopt_sizet,@function
sgemm_ldsopt_sizet:                     ; @sgemm_ldsopt_sizet
; %bb.0:                                ; %.preheader182
	s_load_b128 s[4:7], s[0:1], 0x1c
	v_lshrrev_b32_e32 v2, 3, v0
	s_lshl_b32 s12, s15, 7
	s_lshl_b32 s13, s14, 7
	v_and_b32_e32 v145, 7, v0
	s_clause 0x1
	s_load_b128 s[8:11], s[0:1], 0x0
	s_load_b64 s[2:3], s[0:1], 0x10
	v_or_b32_e32 v1, s12, v2
	v_or_b32_e32 v10, s13, v0
	v_lshlrev_b32_e32 v2, 2, v2
	v_lshlrev_b32_e32 v147, 2, v145
	s_mov_b32 s0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ashrrev_i32_e32 v11, 31, v10
	v_mad_u32_u24 v148, 0x210, v145, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b64 v[19:20], 2, v[10:11]
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, v1, s4
	s_lshl_b32 s14, s4, 4
	v_add_nc_u32_e32 v17, s5, v10
	s_cmp_gt_i32 s4, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v21, s5, v17
	v_add_nc_u32_e32 v3, s14, v1
	v_add_nc_u32_e32 v8, v1, v145
	v_ashrrev_i32_e32 v18, 31, v17
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v40, s5, v21
	v_add_nc_u32_e32 v12, v3, v145
	v_add_nc_u32_e32 v5, s14, v3
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[17:18], 2, v[17:18]
	v_add_nc_u32_e32 v42, s5, v40
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_nc_u32_e32 v14, v5, v145
	v_add_nc_u32_e32 v7, s14, v5
	v_lshlrev_b64 v[22:23], 2, v[8:9]
	v_add_nc_u32_e32 v44, s5, v42
	v_lshlrev_b64 v[24:25], 2, v[12:13]
	v_ashrrev_i32_e32 v15, 31, v14
	v_add_nc_u32_e32 v13, v7, v145
	v_add_nc_u32_e32 v9, s14, v7
	v_add_co_u32 v26, vcc_lo, s8, v22
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[15:16], 2, v[14:15]
	v_ashrrev_i32_e32 v14, 31, v13
	s_delay_alu instid0(VALU_DEP_4)
	v_add_nc_u32_e32 v12, s14, v9
	v_add_co_ci_u32_e32 v27, vcc_lo, s9, v23, vcc_lo
	v_add_nc_u32_e32 v22, v9, v145
	v_add_co_u32 v24, vcc_lo, s8, v24
	v_lshlrev_b64 v[28:29], 2, v[13:14]
	v_add_nc_u32_e32 v14, s14, v12
	v_add_co_ci_u32_e32 v25, vcc_lo, s9, v25, vcc_lo
	v_add_co_u32 v32, vcc_lo, s8, v15
	v_ashrrev_i32_e32 v23, 31, v22
	v_add_nc_u32_e32 v30, v12, v145
	v_add_co_ci_u32_e32 v33, vcc_lo, s9, v16, vcc_lo
	v_add_nc_u32_e32 v16, s14, v14
	v_add_nc_u32_e32 v34, v14, v145
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_ashrrev_i32_e32 v31, 31, v30
	v_add_co_u32 v28, vcc_lo, s8, v28
	v_add_nc_u32_e32 v36, v16, v145
	v_ashrrev_i32_e32 v35, 31, v34
	v_add_co_ci_u32_e32 v29, vcc_lo, s9, v29, vcc_lo
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_add_co_u32 v38, vcc_lo, s8, v22
	v_ashrrev_i32_e32 v37, 31, v36
	v_add_co_ci_u32_e32 v39, vcc_lo, s9, v23, vcc_lo
	v_lshlrev_b64 v[22:23], 2, v[34:35]
	v_add_co_u32 v30, vcc_lo, s8, v30
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[34:35], 2, v[36:37]
	v_add_co_ci_u32_e32 v31, vcc_lo, s9, v31, vcc_lo
	v_add_co_u32 v36, vcc_lo, s8, v22
	v_ashrrev_i32_e32 v22, 31, v21
	v_add_co_ci_u32_e32 v37, vcc_lo, s9, v23, vcc_lo
	v_add_co_u32 v34, vcc_lo, s8, v34
	v_ashrrev_i32_e32 v41, 31, v40
	v_add_co_ci_u32_e32 v35, vcc_lo, s9, v35, vcc_lo
	v_add_co_u32 v19, vcc_lo, s10, v19
	v_lshlrev_b64 v[21:22], 2, v[21:22]
	v_add_nc_u32_e32 v46, s5, v44
	v_ashrrev_i32_e32 v43, 31, v42
	v_add_co_ci_u32_e32 v20, vcc_lo, s11, v20, vcc_lo
	v_add_co_u32 v17, vcc_lo, s10, v17
	v_lshlrev_b64 v[40:41], 2, v[40:41]
	v_ashrrev_i32_e32 v45, 31, v44
	v_add_co_ci_u32_e32 v18, vcc_lo, s11, v18, vcc_lo
	v_add_nc_u32_e32 v48, s5, v46
	v_add_co_u32 v21, vcc_lo, s10, v21
	v_lshlrev_b64 v[42:43], 2, v[42:43]
	v_ashrrev_i32_e32 v47, 31, v46
	v_add_co_ci_u32_e32 v22, vcc_lo, s11, v22, vcc_lo
	v_add_co_u32 v40, vcc_lo, s10, v40
	v_lshlrev_b64 v[44:45], 2, v[44:45]
	v_ashrrev_i32_e32 v49, 31, v48
	v_add_co_ci_u32_e32 v41, vcc_lo, s11, v41, vcc_lo
	v_add_co_u32 v42, vcc_lo, s10, v42
	v_lshlrev_b64 v[46:47], 2, v[46:47]
	v_add_co_ci_u32_e32 v43, vcc_lo, s11, v43, vcc_lo
	v_add_co_u32 v44, vcc_lo, s10, v44
	v_lshlrev_b64 v[48:49], 2, v[48:49]
	v_add_co_ci_u32_e32 v45, vcc_lo, s11, v45, vcc_lo
	v_add_co_u32 v46, vcc_lo, s10, v46
	v_add_co_ci_u32_e32 v47, vcc_lo, s11, v47, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v48, vcc_lo, s10, v48
	v_add_co_ci_u32_e32 v49, vcc_lo, s11, v49, vcc_lo
	s_clause 0x7
	global_load_b32 v4, v[19:20], off
	global_load_b32 v6, v[17:18], off
	global_load_b32 v8, v[21:22], off
	global_load_b32 v13, v[40:41], off
	global_load_b32 v17, v[42:43], off
	global_load_b32 v19, v[44:45], off
	global_load_b32 v20, v[46:47], off
	global_load_b32 v21, v[48:49], off
	s_clause 0x7
	global_load_b32 v22, v[26:27], off
	global_load_b32 v23, v[24:25], off
	global_load_b32 v24, v[32:33], off
	global_load_b32 v25, v[28:29], off
	global_load_b32 v26, v[38:39], off
	global_load_b32 v27, v[30:31], off
	global_load_b32 v28, v[36:37], off
	global_load_b32 v29, v[34:35], off
	v_lshlrev_b32_e32 v18, 2, v0
	v_bfe_u32 v15, v0, 3, 2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v30, 0x80, v18
	v_lshlrev_b32_e32 v146, 2, v15
	s_waitcnt vmcnt(14)
	ds_store_2addr_stride64_b32 v30, v4, v6 offset0:16 offset1:18
	s_waitcnt vmcnt(12)
	ds_store_2addr_stride64_b32 v30, v8, v13 offset0:20 offset1:22
	s_waitcnt vmcnt(6)
	ds_store_2addr_b32 v148, v22, v23 offset1:16
	ds_store_2addr_stride64_b32 v30, v17, v19 offset0:24 offset1:26
	s_waitcnt vmcnt(4)
	ds_store_2addr_b32 v148, v24, v25 offset0:32 offset1:48
	ds_store_2addr_stride64_b32 v30, v20, v21 offset0:28 offset1:30
	s_waitcnt vmcnt(2)
	ds_store_2addr_b32 v148, v26, v27 offset0:64 offset1:80
	s_waitcnt vmcnt(0)
	ds_store_2addr_b32 v148, v28, v29 offset0:96 offset1:112
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.preheader182..preheader170_crit_edge
	v_lshlrev_b32_e32 v2, 2, v15
	v_lshlrev_b32_e32 v4, 2, v145
	s_mov_b32 s1, 0
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB0_4
; %bb.2:
	v_dual_mov_b32 v17, s1 :: v_dual_mov_b32 v18, s1
	v_dual_mov_b32 v19, s1 :: v_dual_mov_b32 v20, s1
	v_dual_mov_b32 v21, s1 :: v_dual_mov_b32 v22, s1
	v_dual_mov_b32 v23, s1 :: v_dual_mov_b32 v24, s1
	v_dual_mov_b32 v25, s1 :: v_dual_mov_b32 v26, s1
	v_dual_mov_b32 v27, s1 :: v_dual_mov_b32 v28, s1
	v_dual_mov_b32 v29, s1 :: v_dual_mov_b32 v30, s1
	v_dual_mov_b32 v31, s1 :: v_dual_mov_b32 v32, s1
	v_dual_mov_b32 v33, s1 :: v_dual_mov_b32 v34, s1
	v_dual_mov_b32 v35, s1 :: v_dual_mov_b32 v36, s1
	v_dual_mov_b32 v37, s1 :: v_dual_mov_b32 v38, s1
	v_dual_mov_b32 v39, s1 :: v_dual_mov_b32 v40, s1
	v_dual_mov_b32 v41, s1 :: v_dual_mov_b32 v42, s1
	v_dual_mov_b32 v43, s1 :: v_dual_mov_b32 v44, s1
	v_dual_mov_b32 v45, s1 :: v_dual_mov_b32 v46, s1
	v_dual_mov_b32 v47, s1 :: v_dual_mov_b32 v48, s1
	v_dual_mov_b32 v49, s1 :: v_dual_mov_b32 v50, s1
	v_dual_mov_b32 v51, s1 :: v_dual_mov_b32 v52, s1
	v_dual_mov_b32 v53, s1 :: v_dual_mov_b32 v54, s1
	v_dual_mov_b32 v55, s1 :: v_dual_mov_b32 v56, s1
	v_dual_mov_b32 v57, s1 :: v_dual_mov_b32 v58, s1
	v_dual_mov_b32 v59, s1 :: v_dual_mov_b32 v60, s1
	v_dual_mov_b32 v61, s1 :: v_dual_mov_b32 v62, s1
	v_dual_mov_b32 v63, s1 :: v_dual_mov_b32 v64, s1
	v_dual_mov_b32 v65, s1 :: v_dual_mov_b32 v66, s1
	v_dual_mov_b32 v67, s1 :: v_dual_mov_b32 v68, s1
	v_dual_mov_b32 v69, s1 :: v_dual_mov_b32 v70, s1
	v_dual_mov_b32 v71, s1 :: v_dual_mov_b32 v72, s1
	v_dual_mov_b32 v73, s1 :: v_dual_mov_b32 v74, s1
	v_dual_mov_b32 v75, s1 :: v_dual_mov_b32 v76, s1
	v_dual_mov_b32 v77, s1 :: v_dual_mov_b32 v78, s1
	v_dual_mov_b32 v79, s1 :: v_dual_mov_b32 v80, s1
	v_dual_mov_b32 v81, s1 :: v_dual_mov_b32 v82, s1
	v_dual_mov_b32 v83, s1 :: v_dual_mov_b32 v84, s1
	v_dual_mov_b32 v85, s1 :: v_dual_mov_b32 v86, s1
	v_dual_mov_b32 v87, s1 :: v_dual_mov_b32 v88, s1
	v_dual_mov_b32 v89, s1 :: v_dual_mov_b32 v90, s1
	v_dual_mov_b32 v91, s1 :: v_dual_mov_b32 v92, s1
	v_dual_mov_b32 v93, s1 :: v_dual_mov_b32 v94, s1
	v_dual_mov_b32 v95, s1 :: v_dual_mov_b32 v96, s1
	v_dual_mov_b32 v97, s1 :: v_dual_mov_b32 v98, s1
	v_dual_mov_b32 v99, s1 :: v_dual_mov_b32 v100, s1
	v_dual_mov_b32 v101, s1 :: v_dual_mov_b32 v102, s1
	v_dual_mov_b32 v103, s1 :: v_dual_mov_b32 v104, s1
	v_dual_mov_b32 v105, s1 :: v_dual_mov_b32 v106, s1
	v_dual_mov_b32 v107, s1 :: v_dual_mov_b32 v108, s1
	v_dual_mov_b32 v109, s1 :: v_dual_mov_b32 v110, s1
	v_dual_mov_b32 v111, s1 :: v_dual_mov_b32 v112, s1
	v_dual_mov_b32 v113, s1 :: v_dual_mov_b32 v114, s1
	v_dual_mov_b32 v115, s1 :: v_dual_mov_b32 v116, s1
	v_dual_mov_b32 v117, s1 :: v_dual_mov_b32 v118, s1
	v_dual_mov_b32 v119, s1 :: v_dual_mov_b32 v120, s1
	v_dual_mov_b32 v121, s1 :: v_dual_mov_b32 v122, s1
	v_dual_mov_b32 v123, s1 :: v_dual_mov_b32 v124, s1
	v_dual_mov_b32 v125, s1 :: v_dual_mov_b32 v126, s1
	v_dual_mov_b32 v127, s1 :: v_dual_mov_b32 v128, s1
	v_dual_mov_b32 v129, s1 :: v_dual_mov_b32 v130, s1
	v_dual_mov_b32 v131, s1 :: v_dual_mov_b32 v134, s1
	v_dual_mov_b32 v133, s1 :: v_dual_mov_b32 v136, s1
	v_dual_mov_b32 v135, s1 :: v_dual_mov_b32 v138, s1
	v_dual_mov_b32 v137, s1 :: v_dual_mov_b32 v140, s1
	v_dual_mov_b32 v139, s1 :: v_dual_mov_b32 v142, s1
	v_dual_mov_b32 v141, s1 :: v_dual_mov_b32 v144, s1
	v_dual_mov_b32 v143, s1 :: v_dual_mov_b32 v132, s1
	s_branch .LBB0_14
.LBB0_3:
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr4
.LBB0_4:                                ; %.lr.ph
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_ashrrev_i32_e32 v2, 31, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_ashrrev_i32_e32 v6, 31, v5
	v_ashrrev_i32_e32 v8, 31, v7
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_co_u32 v150, vcc_lo, s10, v10
	v_add_co_ci_u32_e32 v151, vcc_lo, s11, v11, vcc_lo
	v_ashrrev_i32_e32 v10, 31, v9
	v_dual_mov_b32 v144, 0 :: v_dual_lshlrev_b32 v11, 4, v15
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_4)
	v_and_or_b32 v153, 0x180, v18, v11
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	v_lshlrev_b64 v[11:12], 2, v[12:13]
	v_lshlrev_b64 v[13:14], 2, v[14:15]
	v_lshlrev_b64 v[15:16], 2, v[16:17]
	v_dual_mov_b32 v132, 0 :: v_dual_add_nc_u32 v149, 0x1080, v18
	v_lshl_or_b32 v152, v145, 4, 0x1080
	v_dual_mov_b32 v143, 0 :: v_dual_mov_b32 v142, 0
	v_dual_mov_b32 v141, 0 :: v_dual_mov_b32 v140, 0
	v_dual_mov_b32 v139, 0 :: v_dual_mov_b32 v138, 0
	v_dual_mov_b32 v137, 0 :: v_dual_mov_b32 v136, 0
	v_dual_mov_b32 v135, 0 :: v_dual_mov_b32 v134, 0
	v_dual_mov_b32 v133, 0 :: v_dual_mov_b32 v130, 0
	v_dual_mov_b32 v131, 0 :: v_dual_mov_b32 v128, 0
	v_dual_mov_b32 v129, 0 :: v_dual_mov_b32 v126, 0
	v_dual_mov_b32 v127, 0 :: v_dual_mov_b32 v124, 0
	v_dual_mov_b32 v125, 0 :: v_dual_mov_b32 v122, 0
	v_dual_mov_b32 v123, 0 :: v_dual_mov_b32 v120, 0
	v_dual_mov_b32 v121, 0 :: v_dual_mov_b32 v118, 0
	v_dual_mov_b32 v119, 0 :: v_dual_mov_b32 v116, 0
	v_dual_mov_b32 v117, 0 :: v_dual_mov_b32 v114, 0
	v_dual_mov_b32 v115, 0 :: v_dual_mov_b32 v112, 0
	v_dual_mov_b32 v113, 0 :: v_dual_mov_b32 v110, 0
	v_dual_mov_b32 v111, 0 :: v_dual_mov_b32 v108, 0
	v_dual_mov_b32 v109, 0 :: v_dual_mov_b32 v106, 0
	v_dual_mov_b32 v107, 0 :: v_dual_mov_b32 v104, 0
	v_dual_mov_b32 v105, 0 :: v_dual_mov_b32 v102, 0
	v_dual_mov_b32 v103, 0 :: v_dual_mov_b32 v100, 0
	v_dual_mov_b32 v101, 0 :: v_dual_mov_b32 v98, 0
	v_dual_mov_b32 v99, 0 :: v_dual_mov_b32 v96, 0
	v_dual_mov_b32 v97, 0 :: v_dual_mov_b32 v94, 0
	v_dual_mov_b32 v95, 0 :: v_dual_mov_b32 v92, 0
	v_dual_mov_b32 v93, 0 :: v_dual_mov_b32 v90, 0
	v_dual_mov_b32 v91, 0 :: v_dual_mov_b32 v88, 0
	v_dual_mov_b32 v89, 0 :: v_dual_mov_b32 v86, 0
	v_dual_mov_b32 v87, 0 :: v_dual_mov_b32 v84, 0
	v_dual_mov_b32 v85, 0 :: v_dual_mov_b32 v82, 0
	v_dual_mov_b32 v83, 0 :: v_dual_mov_b32 v80, 0
	v_dual_mov_b32 v81, 0 :: v_dual_mov_b32 v78, 0
	v_dual_mov_b32 v79, 0 :: v_dual_mov_b32 v76, 0
	v_dual_mov_b32 v77, 0 :: v_dual_mov_b32 v74, 0
	v_dual_mov_b32 v75, 0 :: v_dual_mov_b32 v72, 0
	v_dual_mov_b32 v73, 0 :: v_dual_mov_b32 v70, 0
	v_dual_mov_b32 v71, 0 :: v_dual_mov_b32 v68, 0
	v_dual_mov_b32 v69, 0 :: v_dual_mov_b32 v66, 0
	v_dual_mov_b32 v67, 0 :: v_dual_mov_b32 v64, 0
	v_dual_mov_b32 v65, 0 :: v_dual_mov_b32 v62, 0
	v_dual_mov_b32 v63, 0 :: v_dual_mov_b32 v60, 0
	v_dual_mov_b32 v61, 0 :: v_dual_mov_b32 v58, 0
	v_dual_mov_b32 v59, 0 :: v_dual_mov_b32 v56, 0
	v_dual_mov_b32 v57, 0 :: v_dual_mov_b32 v54, 0
	v_dual_mov_b32 v55, 0 :: v_dual_mov_b32 v52, 0
	v_dual_mov_b32 v53, 0 :: v_dual_mov_b32 v50, 0
	v_dual_mov_b32 v51, 0 :: v_dual_mov_b32 v48, 0
	v_dual_mov_b32 v49, 0 :: v_dual_mov_b32 v46, 0
	v_dual_mov_b32 v47, 0 :: v_dual_mov_b32 v44, 0
	v_dual_mov_b32 v45, 0 :: v_dual_mov_b32 v42, 0
	v_dual_mov_b32 v43, 0 :: v_dual_mov_b32 v40, 0
	v_dual_mov_b32 v41, 0 :: v_dual_mov_b32 v38, 0
	v_dual_mov_b32 v39, 0 :: v_dual_mov_b32 v36, 0
	v_dual_mov_b32 v37, 0 :: v_dual_mov_b32 v34, 0
	v_dual_mov_b32 v35, 0 :: v_dual_mov_b32 v32, 0
	v_dual_mov_b32 v33, 0 :: v_dual_mov_b32 v30, 0
	v_dual_mov_b32 v31, 0 :: v_dual_mov_b32 v28, 0
	v_dual_mov_b32 v29, 0 :: v_dual_mov_b32 v26, 0
	v_dual_mov_b32 v27, 0 :: v_dual_mov_b32 v24, 0
	v_dual_mov_b32 v25, 0 :: v_dual_mov_b32 v22, 0
	v_dual_mov_b32 v23, 0 :: v_dual_mov_b32 v20, 0
	v_dual_mov_b32 v21, 0 :: v_dual_mov_b32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v17, 0
	s_mov_b32 s11, 0
                                        ; implicit-def: $vgpr154
                                        ; implicit-def: $vgpr155
                                        ; implicit-def: $vgpr156
                                        ; implicit-def: $vgpr157
                                        ; implicit-def: $vgpr158
                                        ; implicit-def: $vgpr159
                                        ; implicit-def: $vgpr160
                                        ; implicit-def: $vgpr161
                                        ; implicit-def: $vgpr162
                                        ; implicit-def: $vgpr163
                                        ; implicit-def: $vgpr164
                                        ; implicit-def: $vgpr165
                                        ; implicit-def: $vgpr166
                                        ; implicit-def: $vgpr167
                                        ; implicit-def: $vgpr168
                                        ; implicit-def: $vgpr169
.LBB0_5:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_8 Depth 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_i32 s1, s11, 8
	s_cmp_lt_i32 s1, s4
	s_cselect_b32 s10, -1, 0
	s_cmp_ge_i32 s1, s4
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s0, exec_lo, s0
	s_mov_b32 vcc_lo, s0
	s_cbranch_vccnz .LBB0_7
; %bb.6:                                ; %.preheader181
                                        ;   in Loop: Header=BB0_5 Depth=1
	v_add_co_u32 v154, s11, s11, v145
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v155, null, 0, 0, s11
	s_mul_i32 s14, s1, s5
	s_ashr_i32 s15, s14, 31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[154:155], 2, v[154:155]
	s_add_i32 s16, s14, s5
	s_lshl_b64 s[14:15], s[14:15], 2
	s_ashr_i32 s17, s16, 31
	v_add_co_u32 v168, vcc_lo, s8, v154
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v169, vcc_lo, s9, v155, vcc_lo
	v_add_co_u32 v154, vcc_lo, v168, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v155, vcc_lo, v169, v2, vcc_lo
	v_add_co_u32 v156, vcc_lo, v168, v3
	v_add_co_ci_u32_e32 v157, vcc_lo, v169, v4, vcc_lo
	v_add_co_u32 v158, vcc_lo, v168, v5
	v_add_co_ci_u32_e32 v159, vcc_lo, v169, v6, vcc_lo
	v_add_co_u32 v160, vcc_lo, v168, v7
	v_add_co_ci_u32_e32 v161, vcc_lo, v169, v8, vcc_lo
	v_add_co_u32 v162, vcc_lo, v168, v9
	v_add_co_ci_u32_e32 v163, vcc_lo, v169, v10, vcc_lo
	v_add_co_u32 v164, vcc_lo, v168, v11
	v_add_co_ci_u32_e32 v165, vcc_lo, v169, v12, vcc_lo
	v_add_co_u32 v166, vcc_lo, v168, v13
	v_add_co_ci_u32_e32 v167, vcc_lo, v169, v14, vcc_lo
	v_add_co_u32 v168, vcc_lo, v168, v15
	v_add_co_ci_u32_e32 v169, vcc_lo, v169, v16, vcc_lo
	s_clause 0x7
	global_load_b32 v154, v[154:155], off offset:32
	global_load_b32 v155, v[156:157], off offset:32
	global_load_b32 v156, v[158:159], off offset:32
	global_load_b32 v157, v[160:161], off offset:32
	global_load_b32 v158, v[162:163], off offset:32
	global_load_b32 v159, v[164:165], off offset:32
	global_load_b32 v160, v[166:167], off offset:32
	global_load_b32 v161, v[168:169], off offset:32
	v_add_co_u32 v162, vcc_lo, v150, s14
	v_add_co_ci_u32_e32 v163, vcc_lo, s15, v151, vcc_lo
	s_lshl_b64 s[14:15], s[16:17], 2
	s_add_i32 s16, s16, s5
	v_add_co_u32 v164, vcc_lo, v150, s14
	s_ashr_i32 s17, s16, 31
	s_add_i32 s14, s16, s5
	s_lshl_b64 s[16:17], s[16:17], 2
	v_add_co_ci_u32_e32 v165, vcc_lo, s15, v151, vcc_lo
	s_ashr_i32 s15, s14, 31
	v_add_co_u32 v166, vcc_lo, v150, s16
	v_add_co_ci_u32_e32 v167, vcc_lo, s17, v151, vcc_lo
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_i32 s14, s14, s5
	v_add_co_u32 v168, vcc_lo, v150, s16
	s_ashr_i32 s15, s14, 31
	s_add_i32 s16, s14, s5
	s_lshl_b64 s[14:15], s[14:15], 2
	v_add_co_ci_u32_e32 v169, vcc_lo, s17, v151, vcc_lo
	s_ashr_i32 s17, s16, 31
	v_add_co_u32 v170, vcc_lo, v150, s14
	v_add_co_ci_u32_e32 v171, vcc_lo, s15, v151, vcc_lo
	s_lshl_b64 s[14:15], s[16:17], 2
	s_add_i32 s16, s16, s5
	v_add_co_u32 v172, vcc_lo, v150, s14
	s_ashr_i32 s17, s16, 31
	s_add_i32 s14, s16, s5
	s_lshl_b64 s[16:17], s[16:17], 2
	v_add_co_ci_u32_e32 v173, vcc_lo, s15, v151, vcc_lo
	s_ashr_i32 s15, s14, 31
	v_add_co_u32 v174, vcc_lo, v150, s16
	s_lshl_b64 s[14:15], s[14:15], 2
	v_add_co_ci_u32_e32 v175, vcc_lo, s17, v151, vcc_lo
	v_add_co_u32 v176, vcc_lo, v150, s14
	v_add_co_ci_u32_e32 v177, vcc_lo, s15, v151, vcc_lo
	s_clause 0x7
	global_load_b32 v162, v[162:163], off
	global_load_b32 v163, v[164:165], off
	global_load_b32 v164, v[166:167], off
	global_load_b32 v165, v[168:169], off
	global_load_b32 v166, v[170:171], off
	global_load_b32 v167, v[172:173], off
	global_load_b32 v168, v[174:175], off
	global_load_b32 v169, v[176:177], off
.LBB0_7:                                ; %.loopexit180
                                        ;   in Loop: Header=BB0_5 Depth=1
	v_mov_b32_e32 v170, v153
	s_mov_b32 s11, 0
.LBB0_8:                                ; %.preheader176
                                        ;   Parent Loop BB0_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_load_b128 v[171:174], v170
	ds_load_b128 v[175:178], v170 offset:64
	v_add_nc_u32_e32 v191, s11, v152
	s_addk_i32 s11, 0x200
	ds_load_b128 v[179:182], v191
	ds_load_b128 v[183:186], v191 offset:128
	ds_load_b128 v[187:190], v191 offset:256
	ds_load_b128 v[191:194], v191 offset:384
	v_add_nc_u32_e32 v170, 0x210, v170
	s_cmpk_lg_i32 s11, 0x1000
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v143, v171, v181
	v_fmac_f32_e32 v132, v171, v179
	v_dual_fmac_f32 v144, v171, v180 :: v_dual_fmac_f32 v125, v172, v182
	v_dual_fmac_f32 v142, v171, v182 :: v_dual_fmac_f32 v127, v172, v180
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v141, v171, v183 :: v_dual_fmac_f32 v126, v172, v181
	v_dual_fmac_f32 v140, v171, v184 :: v_dual_fmac_f32 v121, v172, v186
	v_dual_fmac_f32 v139, v171, v185 :: v_dual_fmac_f32 v128, v172, v179
	v_dual_fmac_f32 v138, v171, v186 :: v_dual_fmac_f32 v123, v172, v184
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v137, v171, v187 :: v_dual_fmac_f32 v122, v172, v185
	v_dual_fmac_f32 v136, v171, v188 :: v_dual_fmac_f32 v117, v172, v190
	v_dual_fmac_f32 v135, v171, v189 :: v_dual_fmac_f32 v124, v172, v183
	v_dual_fmac_f32 v134, v171, v190 :: v_dual_fmac_f32 v119, v172, v188
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v133, v171, v191 :: v_dual_fmac_f32 v118, v172, v189
	v_dual_fmac_f32 v131, v171, v192 :: v_dual_fmac_f32 v120, v172, v187
	v_dual_fmac_f32 v130, v171, v193 :: v_dual_fmac_f32 v115, v172, v192
	v_dual_fmac_f32 v129, v171, v194 :: v_dual_fmac_f32 v116, v172, v191
	v_dual_fmac_f32 v114, v172, v193 :: v_dual_fmac_f32 v111, v173, v180
	v_dual_fmac_f32 v113, v172, v194 :: v_dual_fmac_f32 v112, v173, v179
	v_dual_fmac_f32 v110, v173, v181 :: v_dual_fmac_f32 v95, v174, v180
	v_dual_fmac_f32 v109, v173, v182 :: v_dual_fmac_f32 v96, v174, v179
	v_dual_fmac_f32 v108, v173, v183 :: v_dual_fmac_f32 v93, v174, v182
	v_dual_fmac_f32 v107, v173, v184 :: v_dual_fmac_f32 v94, v174, v181
	v_dual_fmac_f32 v106, v173, v185 :: v_dual_fmac_f32 v91, v174, v184
	v_dual_fmac_f32 v105, v173, v186 :: v_dual_fmac_f32 v92, v174, v183
	v_dual_fmac_f32 v104, v173, v187 :: v_dual_fmac_f32 v89, v174, v186
	v_dual_fmac_f32 v103, v173, v188 :: v_dual_fmac_f32 v90, v174, v185
	v_dual_fmac_f32 v102, v173, v189 :: v_dual_fmac_f32 v87, v174, v188
	v_dual_fmac_f32 v101, v173, v190 :: v_dual_fmac_f32 v88, v174, v187
	v_dual_fmac_f32 v100, v173, v191 :: v_dual_fmac_f32 v85, v174, v190
	v_dual_fmac_f32 v99, v173, v192 :: v_dual_fmac_f32 v86, v174, v189
	v_dual_fmac_f32 v98, v173, v193 :: v_dual_fmac_f32 v83, v174, v192
	v_dual_fmac_f32 v97, v173, v194 :: v_dual_fmac_f32 v84, v174, v191
	v_dual_fmac_f32 v82, v174, v193 :: v_dual_fmac_f32 v79, v175, v180
	v_dual_fmac_f32 v81, v174, v194 :: v_dual_fmac_f32 v80, v175, v179
	v_dual_fmac_f32 v78, v175, v181 :: v_dual_fmac_f32 v63, v176, v180
	v_dual_fmac_f32 v77, v175, v182 :: v_dual_fmac_f32 v64, v176, v179
	v_dual_fmac_f32 v76, v175, v183 :: v_dual_fmac_f32 v61, v176, v182
	v_dual_fmac_f32 v75, v175, v184 :: v_dual_fmac_f32 v62, v176, v181
	v_dual_fmac_f32 v74, v175, v185 :: v_dual_fmac_f32 v59, v176, v184
	v_dual_fmac_f32 v73, v175, v186 :: v_dual_fmac_f32 v60, v176, v183
	v_dual_fmac_f32 v72, v175, v187 :: v_dual_fmac_f32 v57, v176, v186
	v_dual_fmac_f32 v71, v175, v188 :: v_dual_fmac_f32 v58, v176, v185
	v_dual_fmac_f32 v70, v175, v189 :: v_dual_fmac_f32 v55, v176, v188
	v_dual_fmac_f32 v69, v175, v190 :: v_dual_fmac_f32 v56, v176, v187
	v_dual_fmac_f32 v68, v175, v191 :: v_dual_fmac_f32 v53, v176, v190
	v_dual_fmac_f32 v67, v175, v192 :: v_dual_fmac_f32 v54, v176, v189
	v_dual_fmac_f32 v66, v175, v193 :: v_dual_fmac_f32 v51, v176, v192
	v_dual_fmac_f32 v65, v175, v194 :: v_dual_fmac_f32 v52, v176, v191
	v_dual_fmac_f32 v50, v176, v193 :: v_dual_fmac_f32 v47, v177, v180
	v_dual_fmac_f32 v49, v176, v194 :: v_dual_fmac_f32 v48, v177, v179
	v_dual_fmac_f32 v46, v177, v181 :: v_dual_fmac_f32 v31, v178, v180
	v_dual_fmac_f32 v45, v177, v182 :: v_dual_fmac_f32 v32, v178, v179
	v_dual_fmac_f32 v44, v177, v183 :: v_dual_fmac_f32 v29, v178, v182
	v_dual_fmac_f32 v43, v177, v184 :: v_dual_fmac_f32 v30, v178, v181
	v_dual_fmac_f32 v42, v177, v185 :: v_dual_fmac_f32 v27, v178, v184
	v_dual_fmac_f32 v41, v177, v186 :: v_dual_fmac_f32 v28, v178, v183
	v_dual_fmac_f32 v40, v177, v187 :: v_dual_fmac_f32 v25, v178, v186
	v_dual_fmac_f32 v39, v177, v188 :: v_dual_fmac_f32 v26, v178, v185
	v_dual_fmac_f32 v38, v177, v189 :: v_dual_fmac_f32 v23, v178, v188
	v_dual_fmac_f32 v37, v177, v190 :: v_dual_fmac_f32 v24, v178, v187
	v_dual_fmac_f32 v36, v177, v191 :: v_dual_fmac_f32 v21, v178, v190
	v_dual_fmac_f32 v35, v177, v192 :: v_dual_fmac_f32 v22, v178, v189
	v_dual_fmac_f32 v34, v177, v193 :: v_dual_fmac_f32 v19, v178, v192
	v_dual_fmac_f32 v33, v177, v194 :: v_dual_fmac_f32 v20, v178, v191
	v_fmac_f32_e32 v18, v178, v193
	v_fmac_f32_e32 v17, v178, v194
	s_cbranch_scc1 .LBB0_8
; %bb.9:                                ;   in Loop: Header=BB0_5 Depth=1
	s_and_not1_b32 vcc_lo, exec_lo, s10
	s_waitcnt vmcnt(0)
	s_barrier
	s_cbranch_vccnz .LBB0_11
; %bb.10:                               ; %.preheader178.preheader
                                        ;   in Loop: Header=BB0_5 Depth=1
	ds_store_2addr_b32 v148, v154, v155 offset1:16
	ds_store_2addr_b32 v148, v156, v157 offset0:32 offset1:48
	ds_store_2addr_b32 v148, v158, v159 offset0:64 offset1:80
	ds_store_2addr_b32 v148, v160, v161 offset0:96 offset1:112
	ds_store_2addr_stride64_b32 v149, v162, v163 offset1:2
	ds_store_2addr_stride64_b32 v149, v164, v165 offset0:4 offset1:6
	ds_store_2addr_stride64_b32 v149, v166, v167 offset0:8 offset1:10
	ds_store_2addr_stride64_b32 v149, v168, v169 offset0:12 offset1:14
.LBB0_11:                               ; %.loopexit
                                        ;   in Loop: Header=BB0_5 Depth=1
	s_mov_b32 vcc_lo, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_vccnz .LBB0_13
; %bb.12:                               ;   in Loop: Header=BB0_5 Depth=1
	s_mov_b32 s11, s1
	s_branch .LBB0_5
.LBB0_13:                               ; %Flow
	v_mov_b32_e32 v2, v146
	v_mov_b32_e32 v4, v147
.LBB0_14:                               ; %Flow1128
	v_and_b32_e32 v0, 0x60, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v1, s12, v0
	v_or_b32_e32 v0, s13, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v2
	v_mad_u64_u32 v[2:3], null, v1, s5, v[0:1]
	v_or_b32_e32 v16, 1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[149:150], null, v16, s5, v[0:1]
	v_ashrrev_i32_e32 v3, 31, v2
	v_or_b32_e32 v16, 2, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_ashrrev_i32_e32 v150, 31, v149
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[149:150], 2, v[149:150]
	v_add_co_u32 v14, vcc_lo, s2, v2
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e32 v15, vcc_lo, s3, v3, vcc_lo
	s_clause 0x3
	global_load_b128 v[2:5], v[14:15], off
	global_load_b128 v[6:9], v[14:15], off offset:128
	global_load_b128 v[10:13], v[14:15], off offset:256
	global_load_b128 v[145:148], v[14:15], off offset:384
	s_waitcnt vmcnt(3)
	v_dual_mul_f32 v2, s7, v2 :: v_dual_mul_f32 v3, s7, v3
	v_dual_mul_f32 v4, s7, v4 :: v_dual_mul_f32 v5, s7, v5
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v145, s7, v145 :: v_dual_mul_f32 v146, s7, v146
	v_dual_mul_f32 v6, s7, v6 :: v_dual_mul_f32 v7, s7, v7
	v_dual_mul_f32 v8, s7, v8 :: v_dual_mul_f32 v9, s7, v9
	v_dual_mul_f32 v12, s7, v12 :: v_dual_mul_f32 v13, s7, v13
	v_dual_mul_f32 v10, s7, v10 :: v_dual_mul_f32 v11, s7, v11
	v_dual_mul_f32 v147, s7, v147 :: v_dual_mul_f32 v148, s7, v148
	v_dual_fmac_f32 v145, s6, v133 :: v_dual_fmac_f32 v146, s6, v131
	v_add_co_u32 v133, vcc_lo, s2, v149
	v_dual_fmac_f32 v2, s6, v132 :: v_dual_fmac_f32 v5, s6, v142
	v_dual_fmac_f32 v3, s6, v144 :: v_dual_fmac_f32 v4, s6, v143
	v_dual_fmac_f32 v6, s6, v141 :: v_dual_fmac_f32 v7, s6, v140
	v_dual_fmac_f32 v8, s6, v139 :: v_dual_fmac_f32 v9, s6, v138
	v_dual_fmac_f32 v12, s6, v135 :: v_dual_fmac_f32 v13, s6, v134
	v_add_co_ci_u32_e32 v134, vcc_lo, s3, v150, vcc_lo
	v_dual_fmac_f32 v10, s6, v137 :: v_dual_fmac_f32 v11, s6, v136
	v_dual_fmac_f32 v147, s6, v130 :: v_dual_fmac_f32 v148, s6, v129
	s_clause 0x3
	global_store_b128 v[14:15], v[2:5], off
	global_store_b128 v[14:15], v[6:9], off offset:128
	global_store_b128 v[14:15], v[10:13], off offset:256
	global_store_b128 v[14:15], v[145:148], off offset:384
	s_clause 0x3
	global_load_b128 v[2:5], v[133:134], off
	global_load_b128 v[6:9], v[133:134], off offset:128
	global_load_b128 v[10:13], v[133:134], off offset:256
	global_load_b128 v[129:132], v[133:134], off offset:384
	v_mad_u64_u32 v[14:15], null, v16, s5, v[0:1]
	v_or_b32_e32 v16, 3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v14, vcc_lo, s2, v14
	v_add_co_ci_u32_e32 v15, vcc_lo, s3, v15, vcc_lo
	s_waitcnt vmcnt(3)
	v_dual_mul_f32 v2, s7, v2 :: v_dual_mul_f32 v3, s7, v3
	v_dual_mul_f32 v4, s7, v4 :: v_dual_mul_f32 v5, s7, v5
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v6, s7, v6 :: v_dual_mul_f32 v7, s7, v7
	v_dual_mul_f32 v8, s7, v8 :: v_dual_mul_f32 v9, s7, v9
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v10, s7, v10 :: v_dual_mul_f32 v11, s7, v11
	v_dual_mul_f32 v12, s7, v12 :: v_dual_mul_f32 v13, s7, v13
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v129, s7, v129 :: v_dual_mul_f32 v130, s7, v130
	v_dual_mul_f32 v131, s7, v131 :: v_dual_mul_f32 v132, s7, v132
	v_dual_fmac_f32 v2, s6, v128 :: v_dual_fmac_f32 v3, s6, v127
	v_dual_fmac_f32 v4, s6, v126 :: v_dual_fmac_f32 v5, s6, v125
	v_dual_fmac_f32 v6, s6, v124 :: v_dual_fmac_f32 v7, s6, v123
	v_dual_fmac_f32 v8, s6, v122 :: v_dual_fmac_f32 v9, s6, v121
	v_dual_fmac_f32 v10, s6, v120 :: v_dual_fmac_f32 v11, s6, v119
	v_dual_fmac_f32 v12, s6, v118 :: v_dual_fmac_f32 v13, s6, v117
	v_dual_fmac_f32 v129, s6, v116 :: v_dual_fmac_f32 v130, s6, v115
	v_dual_fmac_f32 v131, s6, v114 :: v_dual_fmac_f32 v132, s6, v113
	s_clause 0x3
	global_store_b128 v[133:134], v[2:5], off
	global_store_b128 v[133:134], v[6:9], off offset:128
	global_store_b128 v[133:134], v[10:13], off offset:256
	global_store_b128 v[133:134], v[129:132], off offset:384
	s_clause 0x3
	global_load_b128 v[2:5], v[14:15], off
	global_load_b128 v[6:9], v[14:15], off offset:128
	global_load_b128 v[10:13], v[14:15], off offset:256
	global_load_b128 v[113:116], v[14:15], off offset:384
	v_mad_u64_u32 v[117:118], null, v16, s5, v[0:1]
	v_or_b32_e32 v16, 16, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v118, 31, v117
	v_lshlrev_b64 v[117:118], 2, v[117:118]
	s_waitcnt vmcnt(3)
	v_dual_mul_f32 v2, s7, v2 :: v_dual_mul_f32 v3, s7, v3
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v12, s7, v12 :: v_dual_mul_f32 v13, s7, v13
	v_dual_mul_f32 v4, s7, v4 :: v_dual_mul_f32 v5, s7, v5
	v_dual_mul_f32 v6, s7, v6 :: v_dual_mul_f32 v7, s7, v7
	v_dual_mul_f32 v8, s7, v8 :: v_dual_mul_f32 v9, s7, v9
	v_dual_mul_f32 v10, s7, v10 :: v_dual_mul_f32 v11, s7, v11
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v113, s7, v113 :: v_dual_mul_f32 v114, s7, v114
	v_dual_mul_f32 v115, s7, v115 :: v_dual_mul_f32 v116, s7, v116
	v_dual_fmac_f32 v12, s6, v102 :: v_dual_fmac_f32 v13, s6, v101
	v_add_co_u32 v101, vcc_lo, s2, v117
	v_dual_fmac_f32 v2, s6, v112 :: v_dual_fmac_f32 v3, s6, v111
	v_dual_fmac_f32 v4, s6, v110 :: v_dual_fmac_f32 v5, s6, v109
	v_dual_fmac_f32 v6, s6, v108 :: v_dual_fmac_f32 v7, s6, v107
	v_dual_fmac_f32 v8, s6, v106 :: v_dual_fmac_f32 v9, s6, v105
	v_add_co_ci_u32_e32 v102, vcc_lo, s3, v118, vcc_lo
	v_dual_fmac_f32 v10, s6, v104 :: v_dual_fmac_f32 v11, s6, v103
	v_dual_fmac_f32 v113, s6, v100 :: v_dual_fmac_f32 v114, s6, v99
	v_dual_fmac_f32 v115, s6, v98 :: v_dual_fmac_f32 v116, s6, v97
	s_clause 0x3
	global_store_b128 v[14:15], v[2:5], off
	global_store_b128 v[14:15], v[6:9], off offset:128
	global_store_b128 v[14:15], v[10:13], off offset:256
	global_store_b128 v[14:15], v[113:116], off offset:384
	s_clause 0x3
	global_load_b128 v[2:5], v[101:102], off
	global_load_b128 v[6:9], v[101:102], off offset:128
	global_load_b128 v[10:13], v[101:102], off offset:256
	global_load_b128 v[97:100], v[101:102], off offset:384
	v_mad_u64_u32 v[14:15], null, v16, s5, v[0:1]
	v_or_b32_e32 v16, 17, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v14, vcc_lo, s2, v14
	v_add_co_ci_u32_e32 v15, vcc_lo, s3, v15, vcc_lo
	s_waitcnt vmcnt(3)
	v_dual_mul_f32 v2, s7, v2 :: v_dual_mul_f32 v3, s7, v3
	v_dual_mul_f32 v4, s7, v4 :: v_dual_mul_f32 v5, s7, v5
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v6, s7, v6 :: v_dual_mul_f32 v7, s7, v7
	v_dual_mul_f32 v8, s7, v8 :: v_dual_mul_f32 v9, s7, v9
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v10, s7, v10 :: v_dual_mul_f32 v11, s7, v11
	v_dual_mul_f32 v12, s7, v12 :: v_dual_mul_f32 v13, s7, v13
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v97, s7, v97 :: v_dual_mul_f32 v98, s7, v98
	v_dual_mul_f32 v99, s7, v99 :: v_dual_mul_f32 v100, s7, v100
	v_dual_fmac_f32 v2, s6, v96 :: v_dual_fmac_f32 v3, s6, v95
	v_dual_fmac_f32 v4, s6, v94 :: v_dual_fmac_f32 v5, s6, v93
	v_dual_fmac_f32 v6, s6, v92 :: v_dual_fmac_f32 v7, s6, v91
	v_dual_fmac_f32 v8, s6, v90 :: v_dual_fmac_f32 v9, s6, v89
	v_dual_fmac_f32 v10, s6, v88 :: v_dual_fmac_f32 v11, s6, v87
	v_dual_fmac_f32 v12, s6, v86 :: v_dual_fmac_f32 v13, s6, v85
	v_dual_fmac_f32 v97, s6, v84 :: v_dual_fmac_f32 v98, s6, v83
	v_dual_fmac_f32 v99, s6, v82 :: v_dual_fmac_f32 v100, s6, v81
	s_clause 0x3
	global_store_b128 v[101:102], v[2:5], off
	global_store_b128 v[101:102], v[6:9], off offset:128
	global_store_b128 v[101:102], v[10:13], off offset:256
	global_store_b128 v[101:102], v[97:100], off offset:384
	s_clause 0x3
	global_load_b128 v[2:5], v[14:15], off
	global_load_b128 v[6:9], v[14:15], off offset:128
	global_load_b128 v[10:13], v[14:15], off offset:256
	global_load_b128 v[81:84], v[14:15], off offset:384
	v_mad_u64_u32 v[85:86], null, v16, s5, v[0:1]
	v_or_b32_e32 v16, 18, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v86, 31, v85
	v_lshlrev_b64 v[85:86], 2, v[85:86]
	s_waitcnt vmcnt(3)
	v_dual_mul_f32 v2, s7, v2 :: v_dual_mul_f32 v3, s7, v3
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v12, s7, v12 :: v_dual_mul_f32 v13, s7, v13
	v_dual_mul_f32 v4, s7, v4 :: v_dual_mul_f32 v5, s7, v5
	v_dual_mul_f32 v6, s7, v6 :: v_dual_mul_f32 v7, s7, v7
	v_dual_mul_f32 v8, s7, v8 :: v_dual_mul_f32 v9, s7, v9
	v_dual_mul_f32 v10, s7, v10 :: v_dual_mul_f32 v11, s7, v11
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v81, s7, v81 :: v_dual_mul_f32 v82, s7, v82
	v_dual_mul_f32 v83, s7, v83 :: v_dual_mul_f32 v84, s7, v84
	v_dual_fmac_f32 v12, s6, v70 :: v_dual_fmac_f32 v13, s6, v69
	v_add_co_u32 v69, vcc_lo, s2, v85
	v_dual_fmac_f32 v2, s6, v80 :: v_dual_fmac_f32 v3, s6, v79
	v_dual_fmac_f32 v4, s6, v78 :: v_dual_fmac_f32 v5, s6, v77
	v_dual_fmac_f32 v6, s6, v76 :: v_dual_fmac_f32 v7, s6, v75
	v_dual_fmac_f32 v8, s6, v74 :: v_dual_fmac_f32 v9, s6, v73
	v_add_co_ci_u32_e32 v70, vcc_lo, s3, v86, vcc_lo
	v_dual_fmac_f32 v10, s6, v72 :: v_dual_fmac_f32 v11, s6, v71
	v_dual_fmac_f32 v81, s6, v68 :: v_dual_fmac_f32 v82, s6, v67
	v_dual_fmac_f32 v83, s6, v66 :: v_dual_fmac_f32 v84, s6, v65
	s_clause 0x3
	global_store_b128 v[14:15], v[2:5], off
	global_store_b128 v[14:15], v[6:9], off offset:128
	global_store_b128 v[14:15], v[10:13], off offset:256
	global_store_b128 v[14:15], v[81:84], off offset:384
	s_clause 0x3
	global_load_b128 v[2:5], v[69:70], off
	global_load_b128 v[6:9], v[69:70], off offset:128
	global_load_b128 v[10:13], v[69:70], off offset:256
	global_load_b128 v[65:68], v[69:70], off offset:384
	v_mad_u64_u32 v[14:15], null, v16, s5, v[0:1]
	v_or_b32_e32 v1, 19, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	s_waitcnt vmcnt(3)
	v_dual_mul_f32 v2, s7, v2 :: v_dual_mul_f32 v3, s7, v3
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v12, s7, v12 :: v_dual_mul_f32 v13, s7, v13
	v_dual_mul_f32 v4, s7, v4 :: v_dual_mul_f32 v5, s7, v5
	v_dual_mul_f32 v6, s7, v6 :: v_dual_mul_f32 v7, s7, v7
	v_dual_mul_f32 v8, s7, v8 :: v_dual_mul_f32 v9, s7, v9
	v_dual_mul_f32 v10, s7, v10 :: v_dual_mul_f32 v11, s7, v11
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v65, s7, v65 :: v_dual_mul_f32 v66, s7, v66
	v_dual_mul_f32 v67, s7, v67 :: v_dual_mul_f32 v68, s7, v68
	v_dual_fmac_f32 v12, s6, v54 :: v_dual_fmac_f32 v13, s6, v53
	v_add_co_u32 v53, vcc_lo, s2, v14
	v_dual_fmac_f32 v2, s6, v64 :: v_dual_fmac_f32 v3, s6, v63
	v_dual_fmac_f32 v4, s6, v62 :: v_dual_fmac_f32 v5, s6, v61
	v_dual_fmac_f32 v6, s6, v60 :: v_dual_fmac_f32 v7, s6, v59
	v_dual_fmac_f32 v8, s6, v58 :: v_dual_fmac_f32 v9, s6, v57
	v_add_co_ci_u32_e32 v54, vcc_lo, s3, v15, vcc_lo
	v_dual_fmac_f32 v10, s6, v56 :: v_dual_fmac_f32 v11, s6, v55
	v_dual_fmac_f32 v65, s6, v52 :: v_dual_fmac_f32 v66, s6, v51
	v_dual_fmac_f32 v67, s6, v50 :: v_dual_fmac_f32 v68, s6, v49
	s_clause 0x3
	global_store_b128 v[69:70], v[2:5], off
	global_store_b128 v[69:70], v[6:9], off offset:128
	global_store_b128 v[69:70], v[10:13], off offset:256
	global_store_b128 v[69:70], v[65:68], off offset:384
	s_clause 0x3
	global_load_b128 v[2:5], v[53:54], off
	global_load_b128 v[6:9], v[53:54], off offset:128
	global_load_b128 v[10:13], v[53:54], off offset:256
	global_load_b128 v[49:52], v[53:54], off offset:384
	v_mad_u64_u32 v[14:15], null, v1, s5, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[55:56], 2, v[14:15]
	s_waitcnt vmcnt(3)
	v_dual_mul_f32 v0, s7, v2 :: v_dual_mul_f32 v1, s7, v3
	v_dual_mul_f32 v2, s7, v4 :: v_dual_mul_f32 v3, s7, v5
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v14, s7, v51 :: v_dual_mul_f32 v15, s7, v52
	v_dual_mul_f32 v4, s7, v6 :: v_dual_mul_f32 v5, s7, v7
	v_dual_mul_f32 v6, s7, v8 :: v_dual_mul_f32 v7, s7, v9
	v_dual_mul_f32 v8, s7, v10 :: v_dual_mul_f32 v9, s7, v11
	v_dual_mul_f32 v10, s7, v12 :: v_dual_mul_f32 v11, s7, v13
	v_dual_mul_f32 v12, s7, v49 :: v_dual_mul_f32 v13, s7, v50
	v_dual_fmac_f32 v14, s6, v34 :: v_dual_fmac_f32 v15, s6, v33
	v_add_co_u32 v33, vcc_lo, s2, v55
	v_dual_fmac_f32 v0, s6, v48 :: v_dual_fmac_f32 v1, s6, v47
	v_dual_fmac_f32 v2, s6, v46 :: v_dual_fmac_f32 v3, s6, v45
	v_dual_fmac_f32 v4, s6, v44 :: v_dual_fmac_f32 v5, s6, v43
	v_dual_fmac_f32 v6, s6, v42 :: v_dual_fmac_f32 v7, s6, v41
	v_add_co_ci_u32_e32 v34, vcc_lo, s3, v56, vcc_lo
	v_dual_fmac_f32 v8, s6, v40 :: v_dual_fmac_f32 v9, s6, v39
	v_dual_fmac_f32 v10, s6, v38 :: v_dual_fmac_f32 v11, s6, v37
	v_dual_fmac_f32 v12, s6, v36 :: v_dual_fmac_f32 v13, s6, v35
	s_clause 0x3
	global_store_b128 v[53:54], v[0:3], off
	global_store_b128 v[53:54], v[4:7], off offset:128
	global_store_b128 v[53:54], v[8:11], off offset:256
	global_store_b128 v[53:54], v[12:15], off offset:384
	s_clause 0x3
	global_load_b128 v[0:3], v[33:34], off
	global_load_b128 v[4:7], v[33:34], off offset:128
	global_load_b128 v[8:11], v[33:34], off offset:256
	global_load_b128 v[12:15], v[33:34], off offset:384
	s_waitcnt vmcnt(3)
	v_dual_mul_f32 v0, s7, v0 :: v_dual_mul_f32 v1, s7, v1
	v_dual_mul_f32 v2, s7, v2 :: v_dual_mul_f32 v3, s7, v3
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v4, s7, v4 :: v_dual_mul_f32 v5, s7, v5
	v_dual_mul_f32 v6, s7, v6 :: v_dual_mul_f32 v7, s7, v7
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v8, s7, v8 :: v_dual_mul_f32 v9, s7, v9
	v_dual_mul_f32 v10, s7, v10 :: v_dual_mul_f32 v11, s7, v11
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v12, s7, v12 :: v_dual_mul_f32 v13, s7, v13
	v_dual_mul_f32 v14, s7, v14 :: v_dual_mul_f32 v15, s7, v15
	v_dual_fmac_f32 v0, s6, v32 :: v_dual_fmac_f32 v1, s6, v31
	v_dual_fmac_f32 v2, s6, v30 :: v_dual_fmac_f32 v3, s6, v29
	v_dual_fmac_f32 v4, s6, v28 :: v_dual_fmac_f32 v5, s6, v27
	v_dual_fmac_f32 v6, s6, v26 :: v_dual_fmac_f32 v7, s6, v25
	v_dual_fmac_f32 v8, s6, v24 :: v_dual_fmac_f32 v9, s6, v23
	v_dual_fmac_f32 v10, s6, v22 :: v_dual_fmac_f32 v11, s6, v21
	v_dual_fmac_f32 v12, s6, v20 :: v_dual_fmac_f32 v13, s6, v19
	v_dual_fmac_f32 v14, s6, v18 :: v_dual_fmac_f32 v15, s6, v17
	s_clause 0x3
	global_store_b128 v[33:34], v[0:3], off
	global_store_b128 v[33:34], v[4:7], off offset:128
	global_store_b128 v[33:34], v[8:11], off offset:256
	global_store_b128 v[33:34], v[12:15], off offset:384
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
		.amdhsa_workgroup_processor_mode 0
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
.Lfunc_end0:
	.size	sgemm_ldsopt_sizet, .Lfunc_end0-sgemm_ldsopt_sizet
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5380
; NumSgprs: 20
; NumVgprs: 195
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8320 bytes/workgroup (compile time only)
; SGPRBlocks: 2
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
    .workgroup_processor_mode: 0
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
