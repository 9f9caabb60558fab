	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	sgemm_ldsopt            ; -- Begin function sgemm_ldsopt
	.globl	sgemm_ldsopt
	.p2align	8
	.type	sgemm_ldsopt,@function
sgemm_ldsopt:                           ; @sgemm_ldsopt
; %bb.0:                                ; %.preheader182
	s_load_b128 s[4:7], s[0:1], 0x1c
	v_lshrrev_b32_e32 v37, 3, v0
	s_lshl_b32 s12, s15, 7
	s_lshl_b32 s13, s14, 7
	v_and_b32_e32 v3, 7, v0
	s_clause 0x1
	s_load_b128 s[8:11], s[0:1], 0x0
	s_load_b64 s[2:3], s[0:1], 0x10
	v_or_b32_e32 v1, s12, v37
	s_mov_b32 s0, 0
	v_lshlrev_b32_e32 v138, 2, v3
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v130, v1, s4
	s_lshl_b32 s14, s4, 4
	v_or_b32_e32 v1, s13, v0
	s_cmp_gt_i32 s4, 0
	v_add_nc_u32_e32 v4, s5, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v131, s14, v130
	v_add_nc_u32_e32 v6, v130, v3
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_nc_u32_e32 v14, s5, v4
	s_delay_alu instid0(VALU_DEP_4)
	v_add_nc_u32_e32 v132, s14, v131
	v_add_nc_u32_e32 v8, v131, v3
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_nc_u32_e32 v27, s5, v14
	v_add_nc_u32_e32 v133, s14, v132
	v_add_nc_u32_e32 v12, v132, v3
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_nc_u32_e32 v29, s5, v27
	v_add_nc_u32_e32 v134, s14, v133
	v_add_nc_u32_e32 v15, v133, v3
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_co_u32 v6, vcc_lo, s8, v6
	v_add_nc_u32_e32 v135, s14, v134
	v_ashrrev_i32_e32 v16, 31, v15
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_nc_u32_e32 v17, v134, v3
	v_add_co_ci_u32_e32 v7, vcc_lo, s9, v7, vcc_lo
	v_add_nc_u32_e32 v19, v135, v3
	v_add_nc_u32_e32 v137, s14, v135
	v_add_co_u32 v8, vcc_lo, s8, v8
	v_lshlrev_b64 v[15:16], 2, v[15:16]
	v_add_co_ci_u32_e32 v9, vcc_lo, s9, v9, vcc_lo
	v_ashrrev_i32_e32 v18, 31, v17
	v_add_co_u32 v12, vcc_lo, s8, v12
	v_ashrrev_i32_e32 v20, 31, v19
	v_add_nc_u32_e32 v139, s14, v137
	v_add_co_ci_u32_e32 v13, vcc_lo, s9, v13, vcc_lo
	v_add_nc_u32_e32 v21, v137, v3
	v_add_co_u32 v23, vcc_lo, s8, v15
	v_lshlrev_b64 v[17:18], 2, v[17:18]
	v_add_co_ci_u32_e32 v24, vcc_lo, s9, v16, vcc_lo
	v_lshlrev_b64 v[15:16], 2, v[19:20]
	v_add_nc_u32_e32 v19, v139, v3
	v_ashrrev_i32_e32 v22, 31, v21
	v_add_co_u32 v17, vcc_lo, s8, v17
	v_add_co_ci_u32_e32 v18, vcc_lo, s9, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v20, 31, v19
	v_lshlrev_b64 v[21:22], 2, v[21:22]
	v_add_co_u32 v25, vcc_lo, s8, v15
	v_add_co_ci_u32_e32 v26, vcc_lo, s9, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[15:16], 2, v[19:20]
	v_add_co_u32 v19, vcc_lo, s8, v21
	v_lshlrev_b64 v[10:11], 2, v[1:2]
	v_add_co_ci_u32_e32 v20, vcc_lo, s9, v22, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v21, vcc_lo, s8, v15
	v_ashrrev_i32_e32 v15, 31, v14
	v_add_nc_u32_e32 v31, s5, v29
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_ashrrev_i32_e32 v28, 31, v27
	v_add_co_ci_u32_e32 v22, vcc_lo, s9, v16, vcc_lo
	v_add_co_u32 v10, vcc_lo, s10, v10
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_nc_u32_e32 v33, s5, v31
	v_ashrrev_i32_e32 v30, 31, v29
	v_add_co_ci_u32_e32 v11, vcc_lo, s11, v11, vcc_lo
	v_add_co_u32 v4, vcc_lo, s10, v4
	v_lshlrev_b64 v[27:28], 2, v[27:28]
	v_ashrrev_i32_e32 v32, 31, v31
	v_add_co_ci_u32_e32 v5, vcc_lo, s11, v5, vcc_lo
	v_add_nc_u32_e32 v35, s5, v33
	v_add_co_u32 v14, vcc_lo, s10, v14
	v_lshlrev_b64 v[29:30], 2, v[29:30]
	v_ashrrev_i32_e32 v34, 31, v33
	v_add_co_ci_u32_e32 v15, vcc_lo, s11, v15, vcc_lo
	v_add_co_u32 v27, vcc_lo, s10, v27
	v_lshlrev_b64 v[31:32], 2, v[31:32]
	v_ashrrev_i32_e32 v36, 31, v35
	v_add_co_ci_u32_e32 v28, vcc_lo, s11, v28, vcc_lo
	v_add_co_u32 v29, vcc_lo, s10, v29
	v_lshlrev_b64 v[33:34], 2, v[33:34]
	v_add_co_ci_u32_e32 v30, vcc_lo, s11, v30, vcc_lo
	v_add_co_u32 v31, vcc_lo, s10, v31
	v_lshlrev_b64 v[35:36], 2, v[35:36]
	v_add_co_ci_u32_e32 v32, vcc_lo, s11, v32, vcc_lo
	v_add_co_u32 v33, vcc_lo, s10, v33
	v_add_co_ci_u32_e32 v34, vcc_lo, s11, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v35, vcc_lo, s10, v35
	v_add_co_ci_u32_e32 v36, vcc_lo, s11, v36, vcc_lo
	s_clause 0x7
	global_load_b32 v10, v[10:11], off
	global_load_b32 v5, v[4:5], off
	global_load_b32 v11, v[14:15], off
	global_load_b32 v14, v[27:28], off
	global_load_b32 v15, v[29:30], off
	global_load_b32 v16, v[31:32], off
	global_load_b32 v27, v[33:34], off
	global_load_b32 v28, v[35:36], off
	s_clause 0x7
	global_load_b32 v6, v[6:7], off
	global_load_b32 v7, v[8:9], off
	global_load_b32 v8, v[12:13], off
	global_load_b32 v9, v[23:24], off
	global_load_b32 v12, v[17:18], off
	global_load_b32 v13, v[25:26], off
	global_load_b32 v17, v[19:20], off
	global_load_b32 v18, v[21:22], off
	v_lshlrev_b32_e32 v2, 2, v0
	v_bfe_u32 v4, v0, 3, 2
	v_lshlrev_b32_e32 v19, 2, v37
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v20, 0x80, v2
	v_lshlrev_b32_e32 v136, 2, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u32_u24 v140, 0x210, v3, v19
	s_waitcnt vmcnt(14)
	ds_store_2addr_stride64_b32 v20, v10, v5 offset0:16 offset1:18
	s_waitcnt vmcnt(12)
	ds_store_2addr_stride64_b32 v20, v11, v14 offset0:20 offset1:22
	s_waitcnt vmcnt(6)
	ds_store_2addr_b32 v140, v6, v7 offset1:16
	ds_store_2addr_stride64_b32 v20, v15, v16 offset0:24 offset1:26
	s_waitcnt vmcnt(4)
	ds_store_2addr_b32 v140, v8, v9 offset0:32 offset1:48
	ds_store_2addr_stride64_b32 v20, v27, v28 offset0:28 offset1:30
	s_waitcnt vmcnt(2)
	ds_store_2addr_b32 v140, v12, v13 offset0:64 offset1:80
	s_waitcnt vmcnt(0)
	ds_store_2addr_b32 v140, v17, v18 offset0:96 offset1:112
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.preheader182..preheader170_crit_edge
	v_lshlrev_b32_e32 v141, 2, v4
	v_lshlrev_b32_e32 v142, 2, v3
	s_mov_b32 s1, 0
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB0_4
; %bb.2:
	v_dual_mov_b32 v2, s1 :: v_dual_mov_b32 v3, s1
	v_dual_mov_b32 v4, s1 :: v_dual_mov_b32 v5, s1
	v_dual_mov_b32 v6, s1 :: v_dual_mov_b32 v7, s1
	v_dual_mov_b32 v8, s1 :: v_dual_mov_b32 v9, s1
	v_dual_mov_b32 v10, s1 :: v_dual_mov_b32 v11, s1
	v_dual_mov_b32 v12, s1 :: v_dual_mov_b32 v13, s1
	v_dual_mov_b32 v14, s1 :: v_dual_mov_b32 v15, s1
	v_dual_mov_b32 v16, s1 :: v_dual_mov_b32 v17, s1
	v_dual_mov_b32 v18, s1 :: v_dual_mov_b32 v19, s1
	v_dual_mov_b32 v20, s1 :: v_dual_mov_b32 v21, s1
	v_dual_mov_b32 v22, s1 :: v_dual_mov_b32 v23, s1
	v_dual_mov_b32 v24, s1 :: v_dual_mov_b32 v25, s1
	v_dual_mov_b32 v26, s1 :: v_dual_mov_b32 v27, s1
	v_dual_mov_b32 v28, s1 :: v_dual_mov_b32 v29, s1
	v_dual_mov_b32 v30, s1 :: v_dual_mov_b32 v31, s1
	v_dual_mov_b32 v32, s1 :: v_dual_mov_b32 v33, s1
	v_dual_mov_b32 v34, s1 :: v_dual_mov_b32 v35, s1
	v_dual_mov_b32 v36, s1 :: v_dual_mov_b32 v37, s1
	v_dual_mov_b32 v38, s1 :: v_dual_mov_b32 v39, s1
	v_dual_mov_b32 v40, s1 :: v_dual_mov_b32 v41, s1
	v_dual_mov_b32 v42, s1 :: v_dual_mov_b32 v43, s1
	v_dual_mov_b32 v44, s1 :: v_dual_mov_b32 v45, s1
	v_dual_mov_b32 v46, s1 :: v_dual_mov_b32 v47, s1
	v_dual_mov_b32 v48, s1 :: v_dual_mov_b32 v49, s1
	v_dual_mov_b32 v50, s1 :: v_dual_mov_b32 v51, s1
	v_dual_mov_b32 v52, s1 :: v_dual_mov_b32 v53, s1
	v_dual_mov_b32 v54, s1 :: v_dual_mov_b32 v55, s1
	v_dual_mov_b32 v56, s1 :: v_dual_mov_b32 v57, s1
	v_dual_mov_b32 v58, s1 :: v_dual_mov_b32 v59, s1
	v_dual_mov_b32 v60, s1 :: v_dual_mov_b32 v61, s1
	v_dual_mov_b32 v62, s1 :: v_dual_mov_b32 v63, s1
	v_dual_mov_b32 v64, s1 :: v_dual_mov_b32 v65, s1
	v_dual_mov_b32 v66, s1 :: v_dual_mov_b32 v67, s1
	v_dual_mov_b32 v68, s1 :: v_dual_mov_b32 v69, s1
	v_dual_mov_b32 v70, s1 :: v_dual_mov_b32 v71, s1
	v_dual_mov_b32 v72, s1 :: v_dual_mov_b32 v73, s1
	v_dual_mov_b32 v74, s1 :: v_dual_mov_b32 v75, s1
	v_dual_mov_b32 v76, s1 :: v_dual_mov_b32 v77, s1
	v_dual_mov_b32 v78, s1 :: v_dual_mov_b32 v79, s1
	v_dual_mov_b32 v80, s1 :: v_dual_mov_b32 v81, s1
	v_dual_mov_b32 v82, s1 :: v_dual_mov_b32 v83, s1
	v_dual_mov_b32 v84, s1 :: v_dual_mov_b32 v85, s1
	v_dual_mov_b32 v86, s1 :: v_dual_mov_b32 v87, s1
	v_dual_mov_b32 v88, s1 :: v_dual_mov_b32 v89, s1
	v_dual_mov_b32 v90, s1 :: v_dual_mov_b32 v91, s1
	v_dual_mov_b32 v92, s1 :: v_dual_mov_b32 v93, s1
	v_dual_mov_b32 v94, s1 :: v_dual_mov_b32 v95, s1
	v_dual_mov_b32 v96, s1 :: v_dual_mov_b32 v97, s1
	v_dual_mov_b32 v98, s1 :: v_dual_mov_b32 v99, s1
	v_dual_mov_b32 v100, s1 :: v_dual_mov_b32 v101, s1
	v_dual_mov_b32 v102, s1 :: v_dual_mov_b32 v103, s1
	v_dual_mov_b32 v104, s1 :: v_dual_mov_b32 v105, s1
	v_dual_mov_b32 v106, s1 :: v_dual_mov_b32 v107, s1
	v_dual_mov_b32 v108, s1 :: v_dual_mov_b32 v109, s1
	v_dual_mov_b32 v110, s1 :: v_dual_mov_b32 v111, s1
	v_dual_mov_b32 v112, s1 :: v_dual_mov_b32 v113, s1
	v_dual_mov_b32 v114, s1 :: v_dual_mov_b32 v115, s1
	v_dual_mov_b32 v116, s1 :: v_dual_mov_b32 v117, s1
	v_dual_mov_b32 v118, s1 :: v_dual_mov_b32 v119, s1
	v_dual_mov_b32 v120, s1 :: v_dual_mov_b32 v121, s1
	v_dual_mov_b32 v122, s1 :: v_dual_mov_b32 v123, s1
	v_dual_mov_b32 v124, s1 :: v_dual_mov_b32 v125, s1
	v_dual_mov_b32 v126, s1 :: v_dual_mov_b32 v129, s1
	v_dual_mov_b32 v128, s1 :: v_dual_mov_b32 v127, s1
	s_branch .LBB0_14
.LBB0_3:
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $vgpr141
                                        ; implicit-def: $vgpr142
.LBB0_4:                                ; %.lr.ph
	v_dual_mov_b32 v127, 0 :: v_dual_lshlrev_b32 v4, 4, v4
	v_dual_mov_b32 v128, 0 :: v_dual_add_nc_u32 v141, 0x1080, v2
	v_or_b32_e32 v142, 8, v3
	v_lshl_or_b32 v143, v3, 4, 0x1080
	s_delay_alu instid0(VALU_DEP_4)
	v_and_or_b32 v144, 0x180, v2, v4
	v_dual_mov_b32 v129, 0 :: v_dual_mov_b32 v126, 0
	v_dual_mov_b32 v125, 0 :: v_dual_mov_b32 v124, 0
	v_dual_mov_b32 v123, 0 :: v_dual_mov_b32 v122, 0
	v_dual_mov_b32 v121, 0 :: v_dual_mov_b32 v120, 0
	v_dual_mov_b32 v119, 0 :: v_dual_mov_b32 v118, 0
	v_dual_mov_b32 v117, 0 :: v_dual_mov_b32 v116, 0
	v_dual_mov_b32 v115, 0 :: v_dual_mov_b32 v114, 0
	v_dual_mov_b32 v113, 0 :: v_dual_mov_b32 v112, 0
	v_dual_mov_b32 v111, 0 :: v_dual_mov_b32 v110, 0
	v_dual_mov_b32 v109, 0 :: v_dual_mov_b32 v108, 0
	v_dual_mov_b32 v107, 0 :: v_dual_mov_b32 v106, 0
	v_dual_mov_b32 v105, 0 :: v_dual_mov_b32 v104, 0
	v_dual_mov_b32 v103, 0 :: v_dual_mov_b32 v102, 0
	v_dual_mov_b32 v101, 0 :: v_dual_mov_b32 v100, 0
	v_dual_mov_b32 v99, 0 :: v_dual_mov_b32 v98, 0
	v_dual_mov_b32 v97, 0 :: v_dual_mov_b32 v96, 0
	v_dual_mov_b32 v95, 0 :: v_dual_mov_b32 v94, 0
	v_dual_mov_b32 v93, 0 :: v_dual_mov_b32 v92, 0
	v_dual_mov_b32 v91, 0 :: v_dual_mov_b32 v90, 0
	v_dual_mov_b32 v89, 0 :: v_dual_mov_b32 v88, 0
	v_dual_mov_b32 v87, 0 :: v_dual_mov_b32 v86, 0
	v_dual_mov_b32 v85, 0 :: v_dual_mov_b32 v84, 0
	v_dual_mov_b32 v83, 0 :: v_dual_mov_b32 v82, 0
	v_dual_mov_b32 v81, 0 :: v_dual_mov_b32 v80, 0
	v_dual_mov_b32 v79, 0 :: v_dual_mov_b32 v78, 0
	v_dual_mov_b32 v77, 0 :: v_dual_mov_b32 v76, 0
	v_dual_mov_b32 v75, 0 :: v_dual_mov_b32 v74, 0
	v_dual_mov_b32 v73, 0 :: v_dual_mov_b32 v72, 0
	v_dual_mov_b32 v71, 0 :: v_dual_mov_b32 v70, 0
	v_dual_mov_b32 v69, 0 :: v_dual_mov_b32 v68, 0
	v_dual_mov_b32 v67, 0 :: v_dual_mov_b32 v66, 0
	v_dual_mov_b32 v65, 0 :: v_dual_mov_b32 v64, 0
	v_dual_mov_b32 v63, 0 :: v_dual_mov_b32 v62, 0
	v_dual_mov_b32 v61, 0 :: v_dual_mov_b32 v60, 0
	v_dual_mov_b32 v59, 0 :: v_dual_mov_b32 v58, 0
	v_dual_mov_b32 v57, 0 :: v_dual_mov_b32 v56, 0
	v_dual_mov_b32 v55, 0 :: v_dual_mov_b32 v54, 0
	v_dual_mov_b32 v53, 0 :: v_dual_mov_b32 v52, 0
	v_dual_mov_b32 v51, 0 :: v_dual_mov_b32 v50, 0
	v_dual_mov_b32 v49, 0 :: v_dual_mov_b32 v48, 0
	v_dual_mov_b32 v47, 0 :: v_dual_mov_b32 v46, 0
	v_dual_mov_b32 v45, 0 :: v_dual_mov_b32 v44, 0
	v_dual_mov_b32 v43, 0 :: v_dual_mov_b32 v42, 0
	v_dual_mov_b32 v41, 0 :: v_dual_mov_b32 v40, 0
	v_dual_mov_b32 v39, 0 :: v_dual_mov_b32 v38, 0
	v_dual_mov_b32 v37, 0 :: v_dual_mov_b32 v36, 0
	v_dual_mov_b32 v35, 0 :: v_dual_mov_b32 v34, 0
	v_dual_mov_b32 v33, 0 :: v_dual_mov_b32 v32, 0
	v_dual_mov_b32 v31, 0 :: v_dual_mov_b32 v30, 0
	v_dual_mov_b32 v29, 0 :: v_dual_mov_b32 v28, 0
	v_dual_mov_b32 v27, 0 :: v_dual_mov_b32 v26, 0
	v_dual_mov_b32 v25, 0 :: v_dual_mov_b32 v24, 0
	v_dual_mov_b32 v23, 0 :: v_dual_mov_b32 v22, 0
	v_dual_mov_b32 v21, 0 :: v_dual_mov_b32 v20, 0
	v_dual_mov_b32 v19, 0 :: v_dual_mov_b32 v18, 0
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v16, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v2, 0
	s_mov_b32 s1, 0
                                        ; implicit-def: $vgpr145
                                        ; implicit-def: $vgpr146
                                        ; implicit-def: $vgpr147
                                        ; implicit-def: $vgpr148
                                        ; implicit-def: $vgpr149
                                        ; implicit-def: $vgpr150
                                        ; implicit-def: $vgpr151
                                        ; implicit-def: $vgpr152
                                        ; implicit-def: $vgpr153
                                        ; implicit-def: $vgpr154
                                        ; implicit-def: $vgpr155
                                        ; implicit-def: $vgpr156
                                        ; implicit-def: $vgpr157
                                        ; implicit-def: $vgpr158
                                        ; implicit-def: $vgpr159
                                        ; implicit-def: $vgpr160
.LBB0_5:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_8 Depth 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_i32 s14, s1, 8
	s_cmp_lt_i32 s14, s4
	s_cselect_b32 s15, -1, 0
	s_cmp_ge_i32 s14, s4
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s0, exec_lo, s0
	s_mov_b32 vcc_lo, s0
	s_cbranch_vccnz .LBB0_7
; %bb.6:                                ; %.preheader181
                                        ;   in Loop: Header=BB0_5 Depth=1
	v_add_nc_u32_e32 v159, s1, v142
	v_mad_u64_u32 v[161:162], null, s14, s5, v[1:2]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v145, v159, v130
	v_add_nc_u32_e32 v147, v159, v131
	v_add_nc_u32_e32 v149, v159, v132
	v_add_nc_u32_e32 v151, v159, v133
	v_add_nc_u32_e32 v153, v159, v134
	v_ashrrev_i32_e32 v146, 31, v145
	v_ashrrev_i32_e32 v148, 31, v147
	v_ashrrev_i32_e32 v150, 31, v149
	v_ashrrev_i32_e32 v152, 31, v151
	v_add_nc_u32_e32 v155, v159, v135
	v_lshlrev_b64 v[145:146], 2, v[145:146]
	v_lshlrev_b64 v[147:148], 2, v[147:148]
	v_lshlrev_b64 v[149:150], 2, v[149:150]
	v_ashrrev_i32_e32 v154, 31, v153
	v_add_nc_u32_e32 v157, v159, v137
	v_lshlrev_b64 v[151:152], 2, v[151:152]
	v_add_co_u32 v145, vcc_lo, s8, v145
	v_add_co_u32 v147, s1, s8, v147
	v_ashrrev_i32_e32 v156, 31, v155
	v_add_co_ci_u32_e32 v146, vcc_lo, s9, v146, vcc_lo
	v_add_co_ci_u32_e64 v148, vcc_lo, s9, v148, s1
	v_add_nc_u32_e32 v159, v159, v139
	v_add_co_u32 v149, vcc_lo, s8, v149
	v_lshlrev_b64 v[153:154], 2, v[153:154]
	v_ashrrev_i32_e32 v158, 31, v157
	v_add_co_ci_u32_e32 v150, vcc_lo, s9, v150, vcc_lo
	v_add_co_u32 v151, vcc_lo, s8, v151
	v_lshlrev_b64 v[155:156], 2, v[155:156]
	v_ashrrev_i32_e32 v160, 31, v159
	v_add_co_ci_u32_e32 v152, vcc_lo, s9, v152, vcc_lo
	v_add_co_u32 v153, vcc_lo, s8, v153
	v_lshlrev_b64 v[157:158], 2, v[157:158]
	v_add_nc_u32_e32 v163, s5, v161
	v_add_co_ci_u32_e32 v154, vcc_lo, s9, v154, vcc_lo
	v_add_co_u32 v155, vcc_lo, s8, v155
	v_lshlrev_b64 v[159:160], 2, v[159:160]
	v_add_co_ci_u32_e32 v156, vcc_lo, s9, v156, vcc_lo
	v_ashrrev_i32_e32 v162, 31, v161
	v_add_co_u32 v157, vcc_lo, s8, v157
	v_add_nc_u32_e32 v165, s5, v163
	v_add_co_ci_u32_e32 v158, vcc_lo, s9, v158, vcc_lo
	v_ashrrev_i32_e32 v164, 31, v163
	v_add_co_u32 v159, vcc_lo, s8, v159
	v_lshlrev_b64 v[161:162], 2, v[161:162]
	v_add_co_ci_u32_e32 v160, vcc_lo, s9, v160, vcc_lo
	s_clause 0x7
	global_load_b32 v145, v[145:146], off
	global_load_b32 v146, v[147:148], off
	global_load_b32 v147, v[149:150], off
	global_load_b32 v148, v[151:152], off
	global_load_b32 v149, v[153:154], off
	global_load_b32 v150, v[155:156], off
	global_load_b32 v151, v[157:158], off
	global_load_b32 v152, v[159:160], off
	v_add_nc_u32_e32 v155, s5, v165
	v_lshlrev_b64 v[153:154], 2, v[163:164]
	v_ashrrev_i32_e32 v166, 31, v165
	v_add_co_u32 v157, vcc_lo, s10, v161
	s_delay_alu instid0(VALU_DEP_4)
	v_ashrrev_i32_e32 v156, 31, v155
	v_add_nc_u32_e32 v161, s5, v155
	v_add_co_ci_u32_e32 v158, vcc_lo, s11, v162, vcc_lo
	v_add_co_u32 v163, vcc_lo, s10, v153
	v_lshlrev_b64 v[159:160], 2, v[165:166]
	v_add_co_ci_u32_e32 v164, vcc_lo, s11, v154, vcc_lo
	v_lshlrev_b64 v[153:154], 2, v[155:156]
	v_add_nc_u32_e32 v155, s5, v161
	v_ashrrev_i32_e32 v162, 31, v161
	v_add_co_u32 v159, vcc_lo, s10, v159
	v_add_co_ci_u32_e32 v160, vcc_lo, s11, v160, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_ashrrev_i32_e32 v156, 31, v155
	v_add_nc_u32_e32 v165, s5, v155
	v_add_co_u32 v167, vcc_lo, s10, v153
	v_lshlrev_b64 v[161:162], 2, v[161:162]
	v_add_co_ci_u32_e32 v168, vcc_lo, s11, v154, vcc_lo
	v_lshlrev_b64 v[153:154], 2, v[155:156]
	v_add_nc_u32_e32 v155, s5, v165
	v_ashrrev_i32_e32 v166, 31, v165
	v_add_co_u32 v161, vcc_lo, s10, v161
	v_add_co_ci_u32_e32 v162, vcc_lo, s11, v162, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v156, 31, v155
	v_lshlrev_b64 v[165:166], 2, v[165:166]
	v_add_co_u32 v169, vcc_lo, s10, v153
	v_add_co_ci_u32_e32 v170, vcc_lo, s11, v154, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[153:154], 2, v[155:156]
	v_add_co_u32 v165, vcc_lo, s10, v165
	v_add_co_ci_u32_e32 v166, vcc_lo, s11, v166, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_u32 v171, vcc_lo, s10, v153
	v_add_co_ci_u32_e32 v172, vcc_lo, s11, v154, vcc_lo
	s_clause 0x7
	global_load_b32 v153, v[157:158], off
	global_load_b32 v154, v[163:164], off
	global_load_b32 v155, v[159:160], off
	global_load_b32 v156, v[167:168], off
	global_load_b32 v157, v[161:162], off
	global_load_b32 v158, v[169:170], off
	global_load_b32 v159, v[165:166], off
	global_load_b32 v160, v[171:172], off
.LBB0_7:                                ; %.loopexit180
                                        ;   in Loop: Header=BB0_5 Depth=1
	v_mov_b32_e32 v161, v144
	s_mov_b32 s1, 0
.LBB0_8:                                ; %.preheader176
                                        ;   Parent Loop BB0_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_load_b128 v[162:165], v161
	ds_load_b128 v[166:169], v161 offset:64
	v_add_nc_u32_e32 v182, s1, v143
	s_addk_i32 s1, 0x200
	ds_load_b128 v[170:173], v182
	ds_load_b128 v[174:177], v182 offset:128
	ds_load_b128 v[178:181], v182 offset:256
	ds_load_b128 v[182:185], v182 offset:384
	v_add_nc_u32_e32 v161, 0x210, v161
	s_cmpk_lg_i32 s1, 0x1000
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v128, v162, v172
	v_fmac_f32_e32 v127, v162, v170
	v_dual_fmac_f32 v129, v162, v171 :: v_dual_fmac_f32 v110, v163, v173
	v_dual_fmac_f32 v126, v162, v173 :: v_dual_fmac_f32 v113, v163, v170
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v125, v162, v174 :: v_dual_fmac_f32 v112, v163, v171
	v_dual_fmac_f32 v124, v162, v175 :: v_dual_fmac_f32 v111, v163, v172
	v_dual_fmac_f32 v123, v162, v176 :: v_dual_fmac_f32 v108, v163, v175
	v_dual_fmac_f32 v122, v162, v177 :: v_dual_fmac_f32 v109, v163, v174
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v121, v162, v178 :: v_dual_fmac_f32 v106, v163, v177
	v_dual_fmac_f32 v120, v162, v179 :: v_dual_fmac_f32 v107, v163, v176
	v_dual_fmac_f32 v119, v162, v180 :: v_dual_fmac_f32 v104, v163, v179
	v_dual_fmac_f32 v118, v162, v181 :: v_dual_fmac_f32 v105, v163, v178
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v117, v162, v182 :: v_dual_fmac_f32 v102, v163, v181
	v_dual_fmac_f32 v116, v162, v183 :: v_dual_fmac_f32 v103, v163, v180
	v_dual_fmac_f32 v115, v162, v184 :: v_dual_fmac_f32 v100, v163, v183
	v_dual_fmac_f32 v114, v162, v185 :: v_dual_fmac_f32 v101, v163, v182
	v_dual_fmac_f32 v99, v163, v184 :: v_dual_fmac_f32 v96, v164, v171
	v_dual_fmac_f32 v98, v163, v185 :: v_dual_fmac_f32 v97, v164, v170
	v_dual_fmac_f32 v95, v164, v172 :: v_dual_fmac_f32 v80, v165, v171
	v_dual_fmac_f32 v94, v164, v173 :: v_dual_fmac_f32 v81, v165, v170
	v_dual_fmac_f32 v93, v164, v174 :: v_dual_fmac_f32 v78, v165, v173
	v_dual_fmac_f32 v92, v164, v175 :: v_dual_fmac_f32 v79, v165, v172
	v_dual_fmac_f32 v91, v164, v176 :: v_dual_fmac_f32 v76, v165, v175
	v_dual_fmac_f32 v90, v164, v177 :: v_dual_fmac_f32 v77, v165, v174
	v_dual_fmac_f32 v89, v164, v178 :: v_dual_fmac_f32 v74, v165, v177
	v_dual_fmac_f32 v88, v164, v179 :: v_dual_fmac_f32 v75, v165, v176
	v_dual_fmac_f32 v87, v164, v180 :: v_dual_fmac_f32 v72, v165, v179
	v_dual_fmac_f32 v86, v164, v181 :: v_dual_fmac_f32 v73, v165, v178
	v_dual_fmac_f32 v85, v164, v182 :: v_dual_fmac_f32 v70, v165, v181
	v_dual_fmac_f32 v84, v164, v183 :: v_dual_fmac_f32 v71, v165, v180
	v_dual_fmac_f32 v83, v164, v184 :: v_dual_fmac_f32 v68, v165, v183
	v_dual_fmac_f32 v82, v164, v185 :: v_dual_fmac_f32 v69, v165, v182
	v_dual_fmac_f32 v67, v165, v184 :: v_dual_fmac_f32 v64, v166, v171
	v_dual_fmac_f32 v66, v165, v185 :: v_dual_fmac_f32 v65, v166, v170
	v_dual_fmac_f32 v63, v166, v172 :: v_dual_fmac_f32 v48, v167, v171
	v_dual_fmac_f32 v62, v166, v173 :: v_dual_fmac_f32 v49, v167, v170
	v_dual_fmac_f32 v61, v166, v174 :: v_dual_fmac_f32 v46, v167, v173
	v_dual_fmac_f32 v60, v166, v175 :: v_dual_fmac_f32 v47, v167, v172
	v_dual_fmac_f32 v59, v166, v176 :: v_dual_fmac_f32 v44, v167, v175
	v_dual_fmac_f32 v58, v166, v177 :: v_dual_fmac_f32 v45, v167, v174
	v_dual_fmac_f32 v57, v166, v178 :: v_dual_fmac_f32 v42, v167, v177
	v_dual_fmac_f32 v56, v166, v179 :: v_dual_fmac_f32 v43, v167, v176
	v_dual_fmac_f32 v55, v166, v180 :: v_dual_fmac_f32 v40, v167, v179
	v_dual_fmac_f32 v54, v166, v181 :: v_dual_fmac_f32 v41, v167, v178
	v_dual_fmac_f32 v53, v166, v182 :: v_dual_fmac_f32 v38, v167, v181
	v_dual_fmac_f32 v52, v166, v183 :: v_dual_fmac_f32 v39, v167, v180
	v_dual_fmac_f32 v51, v166, v184 :: v_dual_fmac_f32 v36, v167, v183
	v_dual_fmac_f32 v50, v166, v185 :: v_dual_fmac_f32 v37, v167, v182
	v_dual_fmac_f32 v35, v167, v184 :: v_dual_fmac_f32 v32, v168, v171
	v_dual_fmac_f32 v34, v167, v185 :: v_dual_fmac_f32 v33, v168, v170
	v_dual_fmac_f32 v31, v168, v172 :: v_dual_fmac_f32 v16, v169, v171
	v_dual_fmac_f32 v30, v168, v173 :: v_dual_fmac_f32 v17, v169, v170
	v_dual_fmac_f32 v29, v168, v174 :: v_dual_fmac_f32 v14, v169, v173
	v_dual_fmac_f32 v28, v168, v175 :: v_dual_fmac_f32 v15, v169, v172
	v_dual_fmac_f32 v27, v168, v176 :: v_dual_fmac_f32 v12, v169, v175
	v_dual_fmac_f32 v26, v168, v177 :: v_dual_fmac_f32 v13, v169, v174
	v_dual_fmac_f32 v25, v168, v178 :: v_dual_fmac_f32 v10, v169, v177
	v_dual_fmac_f32 v24, v168, v179 :: v_dual_fmac_f32 v11, v169, v176
	v_dual_fmac_f32 v23, v168, v180 :: v_dual_fmac_f32 v8, v169, v179
	v_dual_fmac_f32 v22, v168, v181 :: v_dual_fmac_f32 v9, v169, v178
	v_dual_fmac_f32 v21, v168, v182 :: v_dual_fmac_f32 v6, v169, v181
	v_dual_fmac_f32 v20, v168, v183 :: v_dual_fmac_f32 v7, v169, v180
	v_dual_fmac_f32 v19, v168, v184 :: v_dual_fmac_f32 v4, v169, v183
	v_dual_fmac_f32 v18, v168, v185 :: v_dual_fmac_f32 v5, v169, v182
	v_fmac_f32_e32 v3, v169, v184
	v_fmac_f32_e32 v2, v169, v185
	s_cbranch_scc1 .LBB0_8
; %bb.9:                                ;   in Loop: Header=BB0_5 Depth=1
	s_and_not1_b32 vcc_lo, exec_lo, s15
	s_waitcnt vmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_11
; %bb.10:                               ; %.preheader178.preheader
                                        ;   in Loop: Header=BB0_5 Depth=1
	ds_store_2addr_b32 v140, v145, v146 offset1:16
	ds_store_2addr_b32 v140, v147, v148 offset0:32 offset1:48
	ds_store_2addr_b32 v140, v149, v150 offset0:64 offset1:80
	ds_store_2addr_b32 v140, v151, v152 offset0:96 offset1:112
	ds_store_2addr_stride64_b32 v141, v153, v154 offset1:2
	ds_store_2addr_stride64_b32 v141, v155, v156 offset0:4 offset1:6
	ds_store_2addr_stride64_b32 v141, v157, v158 offset0:8 offset1:10
	ds_store_2addr_stride64_b32 v141, v159, v160 offset0:12 offset1:14
.LBB0_11:                               ; %.loopexit
                                        ;   in Loop: Header=BB0_5 Depth=1
	s_mov_b32 vcc_lo, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_13
; %bb.12:                               ;   in Loop: Header=BB0_5 Depth=1
	s_mov_b32 s1, s14
	s_branch .LBB0_5
.LBB0_13:                               ; %Flow
	v_dual_mov_b32 v141, v136 :: v_dual_mov_b32 v142, v138
.LBB0_14:                               ; %Flow1125
	v_and_b32_e32 v0, 0x60, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v1, s12, v0
	v_or_b32_e32 v0, s13, v142
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v141
	v_mad_u64_u32 v[130:131], null, v1, s5, v[0:1]
	v_or_b32_e32 v150, 1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[148:149], null, v150, s5, v[0:1]
	v_ashrrev_i32_e32 v131, 31, v130
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[130:131], 2, v[130:131]
	v_ashrrev_i32_e32 v149, 31, v148
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[148:149], 2, v[148:149]
	v_add_co_u32 v146, vcc_lo, s2, v130
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e32 v147, vcc_lo, s3, v131, vcc_lo
	s_clause 0x3
	global_load_b128 v[130:133], v[146:147], off
	global_load_b128 v[134:137], v[146:147], off offset:128
	global_load_b128 v[138:141], v[146:147], off offset:256
	global_load_b128 v[142:145], v[146:147], off offset:384
	v_add_co_u32 v148, vcc_lo, s2, v148
	v_add_co_ci_u32_e32 v149, vcc_lo, s3, v149, vcc_lo
	s_waitcnt vmcnt(3)
	v_dual_mul_f32 v130, s7, v130 :: v_dual_mul_f32 v131, s7, v131
	v_dual_mul_f32 v132, s7, v132 :: v_dual_mul_f32 v133, s7, v133
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v134, s7, v134 :: v_dual_mul_f32 v135, s7, v135
	v_dual_mul_f32 v136, s7, v136 :: v_dual_mul_f32 v137, s7, v137
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v138, s7, v138 :: v_dual_mul_f32 v139, s7, v139
	v_dual_mul_f32 v140, s7, v140 :: v_dual_mul_f32 v141, s7, v141
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v142, s7, v142 :: v_dual_mul_f32 v143, s7, v143
	v_dual_mul_f32 v144, s7, v144 :: v_dual_mul_f32 v145, s7, v145
	v_dual_fmac_f32 v130, s6, v127 :: v_dual_fmac_f32 v131, s6, v129
	v_dual_fmac_f32 v132, s6, v128 :: v_dual_fmac_f32 v133, s6, v126
	v_dual_fmac_f32 v134, s6, v125 :: v_dual_fmac_f32 v135, s6, v124
	v_dual_fmac_f32 v136, s6, v123 :: v_dual_fmac_f32 v137, s6, v122
	v_dual_fmac_f32 v138, s6, v121 :: v_dual_fmac_f32 v139, s6, v120
	v_dual_fmac_f32 v140, s6, v119 :: v_dual_fmac_f32 v141, s6, v118
	v_dual_fmac_f32 v142, s6, v117 :: v_dual_fmac_f32 v143, s6, v116
	v_dual_fmac_f32 v144, s6, v115 :: v_dual_fmac_f32 v145, s6, v114
	s_clause 0x3
	global_store_b128 v[146:147], v[130:133], off
	global_store_b128 v[146:147], v[134:137], off offset:128
	global_store_b128 v[146:147], v[138:141], off offset:256
	global_store_b128 v[146:147], v[142:145], off offset:384
	s_clause 0x3
	global_load_b128 v[114:117], v[148:149], off
	global_load_b128 v[118:121], v[148:149], off offset:128
	global_load_b128 v[122:125], v[148:149], off offset:256
	global_load_b128 v[126:129], v[148:149], off offset:384
	v_or_b32_e32 v132, 2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[130:131], null, v132, s5, v[0:1]
	v_ashrrev_i32_e32 v131, 31, v130
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[130:131], 2, v[130:131]
	v_add_co_u32 v130, vcc_lo, s2, v130
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v131, vcc_lo, s3, v131, vcc_lo
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
	global_store_b128 v[148:149], v[114:117], off
	global_store_b128 v[148:149], v[118:121], off offset:128
	global_store_b128 v[148:149], v[122:125], off offset:256
	global_store_b128 v[148:149], v[126:129], off offset:384
	s_clause 0x3
	global_load_b128 v[98:101], v[130:131], off
	global_load_b128 v[102:105], v[130:131], off offset:128
	global_load_b128 v[106:109], v[130:131], off offset:256
	global_load_b128 v[110:113], v[130:131], off offset:384
	v_or_b32_e32 v116, 3, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[114:115], null, v116, s5, v[0:1]
	v_ashrrev_i32_e32 v115, 31, v114
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[114:115], 2, v[114:115]
	v_add_co_u32 v114, vcc_lo, s2, v114
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v115, vcc_lo, s3, v115, vcc_lo
	s_waitcnt vmcnt(3)
	v_dual_mul_f32 v98, s7, v98 :: v_dual_mul_f32 v99, s7, v99
	v_dual_mul_f32 v100, s7, v100 :: v_dual_mul_f32 v101, s7, v101
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v102, s7, v102 :: v_dual_mul_f32 v103, s7, v103
	v_dual_mul_f32 v104, s7, v104 :: v_dual_mul_f32 v105, s7, v105
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v106, s7, v106 :: v_dual_mul_f32 v107, s7, v107
	v_dual_mul_f32 v108, s7, v108 :: v_dual_mul_f32 v109, s7, v109
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v110, s7, v110 :: v_dual_mul_f32 v111, s7, v111
	v_dual_mul_f32 v112, s7, v112 :: v_dual_mul_f32 v113, s7, v113
	v_dual_fmac_f32 v98, s6, v97 :: v_dual_fmac_f32 v99, s6, v96
	v_dual_fmac_f32 v100, s6, v95 :: v_dual_fmac_f32 v101, s6, v94
	v_dual_fmac_f32 v102, s6, v93 :: v_dual_fmac_f32 v103, s6, v92
	v_dual_fmac_f32 v104, s6, v91 :: v_dual_fmac_f32 v105, s6, v90
	v_dual_fmac_f32 v106, s6, v89 :: v_dual_fmac_f32 v107, s6, v88
	v_dual_fmac_f32 v108, s6, v87 :: v_dual_fmac_f32 v109, s6, v86
	v_dual_fmac_f32 v110, s6, v85 :: v_dual_fmac_f32 v111, s6, v84
	v_dual_fmac_f32 v112, s6, v83 :: v_dual_fmac_f32 v113, s6, v82
	s_clause 0x3
	global_store_b128 v[130:131], v[98:101], off
	global_store_b128 v[130:131], v[102:105], off offset:128
	global_store_b128 v[130:131], v[106:109], off offset:256
	global_store_b128 v[130:131], v[110:113], off offset:384
	s_clause 0x3
	global_load_b128 v[82:85], v[114:115], off
	global_load_b128 v[86:89], v[114:115], off offset:128
	global_load_b128 v[90:93], v[114:115], off offset:256
	global_load_b128 v[94:97], v[114:115], off offset:384
	v_or_b32_e32 v100, 16, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[98:99], null, v100, s5, v[0:1]
	v_ashrrev_i32_e32 v99, 31, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[98:99], 2, v[98:99]
	v_add_co_u32 v98, vcc_lo, s2, v98
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v99, vcc_lo, s3, v99, vcc_lo
	s_waitcnt vmcnt(3)
	v_dual_mul_f32 v82, s7, v82 :: v_dual_mul_f32 v83, s7, v83
	v_dual_mul_f32 v84, s7, v84 :: v_dual_mul_f32 v85, s7, v85
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v86, s7, v86 :: v_dual_mul_f32 v87, s7, v87
	v_dual_mul_f32 v88, s7, v88 :: v_dual_mul_f32 v89, s7, v89
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v90, s7, v90 :: v_dual_mul_f32 v91, s7, v91
	v_dual_mul_f32 v92, s7, v92 :: v_dual_mul_f32 v93, s7, v93
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v94, s7, v94 :: v_dual_mul_f32 v95, s7, v95
	v_dual_mul_f32 v96, s7, v96 :: v_dual_mul_f32 v97, s7, v97
	v_dual_fmac_f32 v82, s6, v81 :: v_dual_fmac_f32 v83, s6, v80
	v_dual_fmac_f32 v84, s6, v79 :: v_dual_fmac_f32 v85, s6, v78
	v_dual_fmac_f32 v86, s6, v77 :: v_dual_fmac_f32 v87, s6, v76
	v_dual_fmac_f32 v88, s6, v75 :: v_dual_fmac_f32 v89, s6, v74
	v_dual_fmac_f32 v90, s6, v73 :: v_dual_fmac_f32 v91, s6, v72
	v_dual_fmac_f32 v92, s6, v71 :: v_dual_fmac_f32 v93, s6, v70
	v_dual_fmac_f32 v94, s6, v69 :: v_dual_fmac_f32 v95, s6, v68
	v_dual_fmac_f32 v96, s6, v67 :: v_dual_fmac_f32 v97, s6, v66
	s_clause 0x3
	global_store_b128 v[114:115], v[82:85], off
	global_store_b128 v[114:115], v[86:89], off offset:128
	global_store_b128 v[114:115], v[90:93], off offset:256
	global_store_b128 v[114:115], v[94:97], off offset:384
	s_clause 0x3
	global_load_b128 v[66:69], v[98:99], off
	global_load_b128 v[70:73], v[98:99], off offset:128
	global_load_b128 v[74:77], v[98:99], off offset:256
	global_load_b128 v[78:81], v[98:99], off offset:384
	v_or_b32_e32 v84, 17, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[82:83], null, v84, s5, v[0:1]
	v_ashrrev_i32_e32 v83, 31, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[82:83], 2, v[82:83]
	v_add_co_u32 v82, vcc_lo, s2, v82
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v83, vcc_lo, s3, v83, vcc_lo
	s_waitcnt vmcnt(3)
	v_dual_mul_f32 v66, s7, v66 :: v_dual_mul_f32 v67, s7, v67
	v_dual_mul_f32 v68, s7, v68 :: v_dual_mul_f32 v69, s7, v69
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v70, s7, v70 :: v_dual_mul_f32 v71, s7, v71
	v_dual_mul_f32 v72, s7, v72 :: v_dual_mul_f32 v73, s7, v73
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v74, s7, v74 :: v_dual_mul_f32 v75, s7, v75
	v_dual_mul_f32 v76, s7, v76 :: v_dual_mul_f32 v77, s7, v77
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v78, s7, v78 :: v_dual_mul_f32 v79, s7, v79
	v_dual_mul_f32 v80, s7, v80 :: v_dual_mul_f32 v81, s7, v81
	v_dual_fmac_f32 v66, s6, v65 :: v_dual_fmac_f32 v67, s6, v64
	v_dual_fmac_f32 v68, s6, v63 :: v_dual_fmac_f32 v69, s6, v62
	v_dual_fmac_f32 v70, s6, v61 :: v_dual_fmac_f32 v71, s6, v60
	v_dual_fmac_f32 v72, s6, v59 :: v_dual_fmac_f32 v73, s6, v58
	v_dual_fmac_f32 v74, s6, v57 :: v_dual_fmac_f32 v75, s6, v56
	v_dual_fmac_f32 v76, s6, v55 :: v_dual_fmac_f32 v77, s6, v54
	v_dual_fmac_f32 v78, s6, v53 :: v_dual_fmac_f32 v79, s6, v52
	v_dual_fmac_f32 v80, s6, v51 :: v_dual_fmac_f32 v81, s6, v50
	s_clause 0x3
	global_store_b128 v[98:99], v[66:69], off
	global_store_b128 v[98:99], v[70:73], off offset:128
	global_store_b128 v[98:99], v[74:77], off offset:256
	global_store_b128 v[98:99], v[78:81], off offset:384
	s_clause 0x3
	global_load_b128 v[50:53], v[82:83], off
	global_load_b128 v[54:57], v[82:83], off offset:128
	global_load_b128 v[58:61], v[82:83], off offset:256
	global_load_b128 v[62:65], v[82:83], off offset:384
	v_or_b32_e32 v68, 18, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, v68, s5, v[0:1]
	v_or_b32_e32 v1, 19, v1
	v_ashrrev_i32_e32 v67, 31, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[66:67], 2, v[66:67]
	v_add_co_u32 v66, vcc_lo, s2, v66
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v67, vcc_lo, s3, v67, vcc_lo
	s_waitcnt vmcnt(3)
	v_dual_mul_f32 v50, s7, v50 :: v_dual_mul_f32 v51, s7, v51
	v_dual_mul_f32 v52, s7, v52 :: v_dual_mul_f32 v53, s7, v53
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v54, s7, v54 :: v_dual_mul_f32 v55, s7, v55
	v_dual_mul_f32 v56, s7, v56 :: v_dual_mul_f32 v57, s7, v57
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v58, s7, v58 :: v_dual_mul_f32 v59, s7, v59
	v_dual_mul_f32 v60, s7, v60 :: v_dual_mul_f32 v61, s7, v61
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v62, s7, v62 :: v_dual_mul_f32 v63, s7, v63
	v_dual_mul_f32 v64, s7, v64 :: v_dual_mul_f32 v65, s7, v65
	v_dual_fmac_f32 v50, s6, v49 :: v_dual_fmac_f32 v51, s6, v48
	v_dual_fmac_f32 v52, s6, v47 :: v_dual_fmac_f32 v53, s6, v46
	v_dual_fmac_f32 v54, s6, v45 :: v_dual_fmac_f32 v55, s6, v44
	v_dual_fmac_f32 v56, s6, v43 :: v_dual_fmac_f32 v57, s6, v42
	v_dual_fmac_f32 v58, s6, v41 :: v_dual_fmac_f32 v59, s6, v40
	v_dual_fmac_f32 v60, s6, v39 :: v_dual_fmac_f32 v61, s6, v38
	v_dual_fmac_f32 v62, s6, v37 :: v_dual_fmac_f32 v63, s6, v36
	v_dual_fmac_f32 v64, s6, v35 :: v_dual_fmac_f32 v65, s6, v34
	s_clause 0x3
	global_store_b128 v[82:83], v[50:53], off
	global_store_b128 v[82:83], v[54:57], off offset:128
	global_store_b128 v[82:83], v[58:61], off offset:256
	global_store_b128 v[82:83], v[62:65], off offset:384
	s_clause 0x3
	global_load_b128 v[34:37], v[66:67], off
	global_load_b128 v[38:41], v[66:67], off offset:128
	global_load_b128 v[42:45], v[66:67], off offset:256
	global_load_b128 v[46:49], v[66:67], off offset:384
	v_mad_u64_u32 v[50:51], null, v1, s5, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v51, 31, v50
	v_lshlrev_b64 v[0:1], 2, v[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	s_waitcnt vmcnt(3)
	v_dual_mul_f32 v34, s7, v34 :: v_dual_mul_f32 v35, s7, v35
	v_dual_mul_f32 v36, s7, v36 :: v_dual_mul_f32 v37, s7, v37
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v38, s7, v38 :: v_dual_mul_f32 v39, s7, v39
	v_dual_mul_f32 v40, s7, v40 :: v_dual_mul_f32 v41, s7, v41
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v42, s7, v42 :: v_dual_mul_f32 v43, s7, v43
	v_dual_mul_f32 v44, s7, v44 :: v_dual_mul_f32 v45, s7, v45
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v46, s7, v46 :: v_dual_mul_f32 v47, s7, v47
	v_dual_mul_f32 v48, s7, v48 :: v_dual_mul_f32 v49, s7, v49
	v_dual_fmac_f32 v34, s6, v33 :: v_dual_fmac_f32 v35, s6, v32
	v_dual_fmac_f32 v36, s6, v31 :: v_dual_fmac_f32 v37, s6, v30
	v_dual_fmac_f32 v38, s6, v29 :: v_dual_fmac_f32 v39, s6, v28
	v_dual_fmac_f32 v40, s6, v27 :: v_dual_fmac_f32 v41, s6, v26
	v_dual_fmac_f32 v42, s6, v25 :: v_dual_fmac_f32 v43, s6, v24
	v_dual_fmac_f32 v44, s6, v23 :: v_dual_fmac_f32 v45, s6, v22
	v_dual_fmac_f32 v46, s6, v21 :: v_dual_fmac_f32 v47, s6, v20
	v_dual_fmac_f32 v48, s6, v19 :: v_dual_fmac_f32 v49, s6, v18
	s_clause 0x3
	global_store_b128 v[66:67], v[34:37], off
	global_store_b128 v[66:67], v[38:41], off offset:128
	global_store_b128 v[66:67], v[42:45], off offset:256
	global_store_b128 v[66:67], v[46:49], off offset:384
	s_clause 0x3
	global_load_b128 v[18:21], v[0:1], off
	global_load_b128 v[22:25], v[0:1], off offset:128
	global_load_b128 v[26:29], v[0:1], off offset:256
	global_load_b128 v[30:33], v[0:1], off offset:384
	s_waitcnt vmcnt(3)
	v_dual_mul_f32 v18, s7, v18 :: v_dual_mul_f32 v19, s7, v19
	v_dual_mul_f32 v20, s7, v20 :: v_dual_mul_f32 v21, s7, v21
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v22, s7, v22 :: v_dual_mul_f32 v23, s7, v23
	v_dual_mul_f32 v24, s7, v24 :: v_dual_mul_f32 v25, s7, v25
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v26, s7, v26 :: v_dual_mul_f32 v27, s7, v27
	v_dual_mul_f32 v28, s7, v28 :: v_dual_mul_f32 v29, s7, v29
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v30, s7, v30 :: v_dual_mul_f32 v31, s7, v31
	v_dual_mul_f32 v32, s7, v32 :: v_dual_mul_f32 v33, s7, v33
	v_dual_fmac_f32 v18, s6, v17 :: v_dual_fmac_f32 v19, s6, v16
	v_dual_fmac_f32 v20, s6, v15 :: v_dual_fmac_f32 v21, s6, v14
	v_dual_fmac_f32 v22, s6, v13 :: v_dual_fmac_f32 v23, s6, v12
	v_dual_fmac_f32 v24, s6, v11 :: v_dual_fmac_f32 v25, s6, v10
	v_dual_fmac_f32 v26, s6, v9 :: v_dual_fmac_f32 v27, s6, v8
	v_dual_fmac_f32 v28, s6, v7 :: v_dual_fmac_f32 v29, s6, v6
	v_dual_fmac_f32 v30, s6, v5 :: v_dual_fmac_f32 v31, s6, v4
	v_dual_fmac_f32 v32, s6, v3 :: v_dual_fmac_f32 v33, s6, v2
	s_clause 0x3
	global_store_b128 v[0:1], v[18:21], off
	global_store_b128 v[0:1], v[22:25], off offset:128
	global_store_b128 v[0:1], v[26:29], off offset:256
	global_store_b128 v[0:1], v[30:33], off offset:384
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
		.amdhsa_next_free_vgpr 186
		.amdhsa_next_free_sgpr 16
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
.Lfunc_end0:
	.size	sgemm_ldsopt, .Lfunc_end0-sgemm_ldsopt
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5500
; NumSgprs: 18
; NumVgprs: 186
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8320 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 23
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 186
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
	.type	__hip_cuid_25c885b9c2f6c74e,@object ; @__hip_cuid_25c885b9c2f6c74e
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_25c885b9c2f6c74e
__hip_cuid_25c885b9c2f6c74e:
	.byte	0                               ; 0x0
	.size	__hip_cuid_25c885b9c2f6c74e, 1

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         sgemm_ldsopt.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     186
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
