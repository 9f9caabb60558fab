	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	sgemm_regtile           ; -- Begin function sgemm_regtile
	.globl	sgemm_regtile
	.p2align	8
	.type	sgemm_regtile,@function
sgemm_regtile:                          ; @sgemm_regtile
; %bb.0:
	s_clause 0x2
	s_load_b128 s[4:7], s[0:1], 0x1c
	s_load_b128 s[8:11], s[0:1], 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	v_lshrrev_b32_e32 v1, 6, v0
	v_bfe_u32 v2, v0, 3, 2
	v_bfe_u32 v3, v0, 5, 1
	v_and_b32_e32 v5, 7, v0
	s_mov_b32 s3, 0
	v_lshlrev_b32_e32 v85, 5, v1
	v_lshlrev_b32_e32 v86, 2, v2
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s4, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %..preheader125_crit_edge
	v_lshlrev_b32_e32 v4, 6, v3
	v_lshlrev_b32_e32 v1, 5, v1
	v_lshlrev_b32_e32 v2, 2, v2
	s_mov_b32 s12, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_or_b32 v76, v5, 2, v4
	s_lshl_b32 s2, s15, 7
	s_and_not1_b32 vcc_lo, exec_lo, s3
	s_lshl_b32 s3, s14, 7
	s_cbranch_vccz .LBB0_4
; %bb.2:
	v_dual_mov_b32 v20, s12 :: v_dual_mov_b32 v21, s12
	v_dual_mov_b32 v22, s12 :: v_dual_mov_b32 v23, s12
	v_dual_mov_b32 v24, s12 :: v_dual_mov_b32 v25, s12
	v_dual_mov_b32 v26, s12 :: v_dual_mov_b32 v27, s12
	v_dual_mov_b32 v28, s12 :: v_dual_mov_b32 v29, s12
	v_dual_mov_b32 v30, s12 :: v_dual_mov_b32 v31, s12
	v_dual_mov_b32 v32, s12 :: v_dual_mov_b32 v33, s12
	v_dual_mov_b32 v34, s12 :: v_dual_mov_b32 v35, s12
	v_dual_mov_b32 v36, s12 :: v_dual_mov_b32 v37, s12
	v_dual_mov_b32 v38, s12 :: v_dual_mov_b32 v39, s12
	v_dual_mov_b32 v40, s12 :: v_dual_mov_b32 v41, s12
	v_dual_mov_b32 v42, s12 :: v_dual_mov_b32 v43, s12
	v_dual_mov_b32 v44, s12 :: v_dual_mov_b32 v45, s12
	v_dual_mov_b32 v46, s12 :: v_dual_mov_b32 v47, s12
	v_dual_mov_b32 v48, s12 :: v_dual_mov_b32 v49, s12
	v_dual_mov_b32 v50, s12 :: v_dual_mov_b32 v51, s12
	v_dual_mov_b32 v52, s12 :: v_dual_mov_b32 v53, s12
	v_dual_mov_b32 v54, s12 :: v_dual_mov_b32 v55, s12
	v_dual_mov_b32 v56, s12 :: v_dual_mov_b32 v57, s12
	v_dual_mov_b32 v58, s12 :: v_dual_mov_b32 v59, s12
	v_dual_mov_b32 v60, s12 :: v_dual_mov_b32 v61, s12
	v_dual_mov_b32 v62, s12 :: v_dual_mov_b32 v63, s12
	v_dual_mov_b32 v64, s12 :: v_dual_mov_b32 v65, s12
	v_dual_mov_b32 v66, s12 :: v_dual_mov_b32 v67, s12
	v_dual_mov_b32 v68, s12 :: v_dual_mov_b32 v69, s12
	v_dual_mov_b32 v70, s12 :: v_dual_mov_b32 v71, s12
	v_dual_mov_b32 v72, s12 :: v_dual_mov_b32 v73, s12
	v_dual_mov_b32 v74, s12 :: v_dual_mov_b32 v75, s12
	v_dual_mov_b32 v77, s12 :: v_dual_mov_b32 v78, s12
	v_dual_mov_b32 v79, s12 :: v_dual_mov_b32 v80, s12
	v_dual_mov_b32 v81, s12 :: v_dual_mov_b32 v84, s12
	v_dual_mov_b32 v83, s12 :: v_dual_mov_b32 v82, s12
	s_branch .LBB0_7
.LBB0_3:
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr76
	s_lshl_b32 s2, s15, 7
	s_lshl_b32 s3, s14, 7
.LBB0_4:                                ; %.preheader133.lr.ph
	v_lshrrev_b32_e32 v1, 3, v0
	v_dual_mov_b32 v83, 0 :: v_dual_and_b32 v2, 0x7f, v0
	v_lshrrev_b32_e32 v0, 7, v0
	v_dual_mov_b32 v81, 0 :: v_dual_lshlrev_b32 v4, 2, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v82, 0 :: v_dual_lshlrev_b32 v7, 2, v2
	v_dual_mov_b32 v77, 0 :: v_dual_lshlrev_b32 v8, 9, v0
	v_dual_mov_b32 v79, 0 :: v_dual_lshlrev_b32 v6, 2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshl_or_b32 v76, v3, 6, v4
	v_or3_b32 v88, v8, v7, 0x1000
	v_dual_mov_b32 v78, 0 :: v_dual_add_nc_u32 v7, s2, v1
	v_dual_mov_b32 v80, 0 :: v_dual_add_nc_u32 v3, 2, v0
	v_dual_mov_b32 v75, 0 :: v_dual_add_nc_u32 v4, 4, v0
	v_lshl_or_b32 v87, v5, 9, v6
	v_dual_mov_b32 v73, 0 :: v_dual_add_nc_u32 v6, 6, v0
	v_dual_mov_b32 v71, 0 :: v_dual_add_nc_u32 v92, s3, v2
	v_dual_mov_b32 v69, 0 :: v_dual_add_nc_u32 v2, 32, v7
	v_mul_lo_u32 v91, s5, v3
	v_dual_mov_b32 v74, 0 :: v_dual_add_nc_u32 v3, 64, v7
	v_mul_lo_u32 v93, s5, v4
	v_dual_mov_b32 v67, 0 :: v_dual_add_nc_u32 v4, 0x60, v7
	v_mul_lo_u32 v95, s5, v0
	v_mad_u64_u32 v[0:1], null, s4, v2, v[5:6]
	v_or_b32_e32 v9, v85, v86
	v_mad_u64_u32 v[1:2], null, s4, v3, v[5:6]
	v_mad_u64_u32 v[2:3], null, s4, v4, v[5:6]
	v_mul_lo_u32 v94, s5, v6
	v_mad_u64_u32 v[3:4], null, s4, v7, v[5:6]
	v_dual_mov_b32 v84, 0 :: v_dual_lshlrev_b32 v89, 2, v9
	v_lshl_or_b32 v90, v76, 2, 0x1000
	v_dual_mov_b32 v72, 0 :: v_dual_mov_b32 v65, 0
	v_dual_mov_b32 v70, 0 :: v_dual_mov_b32 v63, 0
	v_dual_mov_b32 v68, 0 :: v_dual_mov_b32 v61, 0
	v_dual_mov_b32 v66, 0 :: v_dual_mov_b32 v59, 0
	v_dual_mov_b32 v64, 0 :: v_dual_mov_b32 v57, 0
	v_dual_mov_b32 v62, 0 :: v_dual_mov_b32 v55, 0
	v_dual_mov_b32 v60, 0 :: v_dual_mov_b32 v53, 0
	v_dual_mov_b32 v58, 0 :: v_dual_mov_b32 v51, 0
	v_dual_mov_b32 v56, 0 :: v_dual_mov_b32 v49, 0
	v_dual_mov_b32 v54, 0 :: v_dual_mov_b32 v47, 0
	v_dual_mov_b32 v52, 0 :: v_dual_mov_b32 v45, 0
	v_dual_mov_b32 v50, 0 :: v_dual_mov_b32 v43, 0
	v_dual_mov_b32 v48, 0 :: v_dual_mov_b32 v41, 0
	v_dual_mov_b32 v46, 0 :: v_dual_mov_b32 v39, 0
	v_dual_mov_b32 v44, 0 :: v_dual_mov_b32 v37, 0
	v_dual_mov_b32 v42, 0 :: v_dual_mov_b32 v35, 0
	v_dual_mov_b32 v40, 0 :: v_dual_mov_b32 v33, 0
	v_dual_mov_b32 v38, 0 :: v_dual_mov_b32 v31, 0
	v_dual_mov_b32 v36, 0 :: v_dual_mov_b32 v29, 0
	v_dual_mov_b32 v34, 0 :: v_dual_mov_b32 v27, 0
	v_dual_mov_b32 v32, 0 :: v_dual_mov_b32 v25, 0
	v_dual_mov_b32 v30, 0 :: v_dual_mov_b32 v23, 0
	v_dual_mov_b32 v28, 0 :: v_dual_mov_b32 v21, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v20, 0
	s_lshl_b32 s12, s5, 3
	s_mov_b32 s13, 0
.LBB0_5:                                ; %.preheader133
                                        ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_add_nc_u32_e32 v4, s13, v3
	v_add_nc_u32_e32 v6, s13, v0
	v_add_nc_u32_e32 v8, s13, v1
	v_add_nc_u32_e32 v10, s13, v2
	v_add_nc_u32_e32 v12, v95, v92
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_add_nc_u32_e32 v14, v91, v92
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_nc_u32_e32 v16, v93, v92
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32 v4, vcc_lo, s8, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s9, v5, vcc_lo
	v_add_co_u32 v6, vcc_lo, s8, v6
	v_ashrrev_i32_e32 v15, 31, v14
	v_add_nc_u32_e32 v18, v94, v92
	v_add_co_ci_u32_e32 v7, vcc_lo, s9, v7, vcc_lo
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_u32 v8, vcc_lo, s8, v8
	v_ashrrev_i32_e32 v17, 31, v16
	v_add_co_ci_u32_e32 v9, vcc_lo, s9, v9, vcc_lo
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32 v10, vcc_lo, s8, v10
	v_ashrrev_i32_e32 v19, 31, v18
	v_add_co_ci_u32_e32 v11, vcc_lo, s9, v11, vcc_lo
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_co_u32 v12, vcc_lo, s10, v12
	v_add_co_ci_u32_e32 v13, vcc_lo, s11, v13, vcc_lo
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_co_u32 v14, vcc_lo, s10, v14
	v_add_co_ci_u32_e32 v15, vcc_lo, s11, v15, vcc_lo
	v_add_co_u32 v16, vcc_lo, s10, v16
	v_add_co_ci_u32_e32 v17, vcc_lo, s11, v17, vcc_lo
	v_add_co_u32 v18, vcc_lo, s10, v18
	v_add_co_ci_u32_e32 v19, vcc_lo, s11, v19, vcc_lo
	s_clause 0x3
	global_load_b32 v4, v[4:5], off
	global_load_b32 v5, v[6:7], off
	global_load_b32 v6, v[8:9], off
	global_load_b32 v7, v[10:11], off
	s_clause 0x3
	global_load_b32 v8, v[12:13], off
	global_load_b32 v9, v[14:15], off
	global_load_b32 v10, v[16:17], off
	global_load_b32 v11, v[18:19], off
	s_add_i32 s13, s13, 8
	s_waitcnt vmcnt(6)
	ds_store_2addr_b32 v87, v4, v5 offset1:32
	s_waitcnt vmcnt(4)
	ds_store_2addr_b32 v87, v6, v7 offset0:64 offset1:96
	s_waitcnt vmcnt(2)
	ds_store_2addr_stride64_b32 v88, v8, v9 offset1:4
	s_waitcnt vmcnt(0)
	ds_store_2addr_stride64_b32 v88, v10, v11 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[4:7], v89
	ds_load_b128 v[8:11], v90
	ds_load_b128 v[12:15], v90 offset:128
	ds_load_b128 v[16:19], v89 offset:64
	ds_load_b128 v[96:99], v90 offset:512
	ds_load_b128 v[100:103], v90 offset:640
	ds_load_b128 v[104:107], v89 offset:512
	ds_load_b128 v[108:111], v89 offset:576
	v_add_nc_u32_e32 v92, s12, v92
	s_cmp_lt_i32 s13, s4
	s_waitcnt lgkmcnt(6)
	v_dual_fmac_f32 v82, v4, v8 :: v_dual_fmac_f32 v57, v7, v10
	s_waitcnt lgkmcnt(5)
	v_dual_fmac_f32 v84, v4, v9 :: v_dual_fmac_f32 v71, v5, v12
	v_fmac_f32_e32 v83, v4, v10
	v_fmac_f32_e32 v81, v4, v11
	v_dual_fmac_f32 v80, v4, v12 :: v_dual_fmac_f32 v53, v7, v14
	v_fmac_f32_e32 v79, v4, v13
	v_dual_fmac_f32 v78, v4, v14 :: v_dual_fmac_f32 v67, v6, v8
	v_fmac_f32_e32 v77, v4, v15
	v_fmac_f32_e32 v75, v5, v8
	v_dual_fmac_f32 v74, v5, v9 :: v_dual_fmac_f32 v63, v6, v12
	v_fmac_f32_e32 v73, v5, v10
	v_dual_fmac_f32 v72, v5, v11 :: v_dual_fmac_f32 v59, v7, v8
	v_dual_fmac_f32 v70, v5, v13 :: v_dual_fmac_f32 v55, v7, v12
	v_fmac_f32_e32 v69, v5, v14
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v68, v5, v15 :: v_dual_fmac_f32 v51, v16, v8
	v_dual_fmac_f32 v66, v6, v9 :: v_dual_fmac_f32 v49, v16, v10
	v_fmac_f32_e32 v65, v6, v10
	v_dual_fmac_f32 v64, v6, v11 :: v_dual_fmac_f32 v43, v17, v8
	v_dual_fmac_f32 v62, v6, v13 :: v_dual_fmac_f32 v41, v17, v10
	v_fmac_f32_e32 v61, v6, v14
	v_dual_fmac_f32 v60, v6, v15 :: v_dual_fmac_f32 v27, v19, v8
	v_dual_fmac_f32 v58, v7, v9 :: v_dual_fmac_f32 v35, v18, v8
	v_dual_fmac_f32 v56, v7, v11 :: v_dual_fmac_f32 v33, v18, v10
	v_dual_fmac_f32 v54, v7, v13 :: v_dual_fmac_f32 v47, v16, v12
	v_dual_fmac_f32 v52, v7, v15 :: v_dual_fmac_f32 v45, v16, v14
	ds_load_b128 v[4:7], v90 offset:1024
	v_dual_fmac_f32 v50, v16, v9 :: v_dual_fmac_f32 v25, v19, v10
	v_dual_fmac_f32 v48, v16, v11 :: v_dual_fmac_f32 v39, v17, v12
	v_dual_fmac_f32 v42, v17, v9 :: v_dual_fmac_f32 v31, v18, v12
	v_dual_fmac_f32 v40, v17, v11 :: v_dual_fmac_f32 v29, v18, v14
	v_dual_fmac_f32 v34, v18, v9 :: v_dual_fmac_f32 v37, v17, v14
	v_dual_fmac_f32 v32, v18, v11 :: v_dual_fmac_f32 v23, v19, v12
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v26, v19, v9 :: v_dual_fmac_f32 v83, v104, v98
	v_dual_fmac_f32 v24, v19, v11 :: v_dual_fmac_f32 v79, v104, v101
	ds_load_b128 v[8:11], v90 offset:1152
	v_dual_fmac_f32 v46, v16, v13 :: v_dual_fmac_f32 v21, v19, v14
	v_dual_fmac_f32 v44, v16, v15 :: v_dual_fmac_f32 v75, v105, v96
	v_dual_fmac_f32 v38, v17, v13 :: v_dual_fmac_f32 v81, v104, v99
	v_dual_fmac_f32 v36, v17, v15 :: v_dual_fmac_f32 v67, v106, v96
	v_dual_fmac_f32 v30, v18, v13 :: v_dual_fmac_f32 v77, v104, v103
	v_dual_fmac_f32 v28, v18, v15 :: v_dual_fmac_f32 v73, v105, v98
	v_dual_fmac_f32 v22, v19, v13 :: v_dual_fmac_f32 v71, v105, v100
	v_dual_fmac_f32 v20, v19, v15 :: v_dual_fmac_f32 v69, v105, v102
	ds_load_b128 v[12:15], v89 offset:1024
	ds_load_b128 v[16:19], v89 offset:1088
	v_dual_fmac_f32 v82, v104, v96 :: v_dual_fmac_f32 v65, v106, v98
	v_dual_fmac_f32 v84, v104, v97 :: v_dual_fmac_f32 v63, v106, v100
	v_dual_fmac_f32 v80, v104, v100 :: v_dual_fmac_f32 v61, v106, v102
	v_dual_fmac_f32 v78, v104, v102 :: v_dual_fmac_f32 v59, v107, v96
	v_dual_fmac_f32 v74, v105, v97 :: v_dual_fmac_f32 v57, v107, v98
	v_dual_fmac_f32 v72, v105, v99 :: v_dual_fmac_f32 v55, v107, v100
	v_dual_fmac_f32 v70, v105, v101 :: v_dual_fmac_f32 v53, v107, v102
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v68, v105, v103 :: v_dual_fmac_f32 v51, v108, v96
	v_dual_fmac_f32 v66, v106, v97 :: v_dual_fmac_f32 v49, v108, v98
	v_dual_fmac_f32 v64, v106, v99 :: v_dual_fmac_f32 v43, v109, v96
	v_dual_fmac_f32 v62, v106, v101 :: v_dual_fmac_f32 v41, v109, v98
	v_dual_fmac_f32 v60, v106, v103 :: v_dual_fmac_f32 v27, v111, v96
	v_dual_fmac_f32 v58, v107, v97 :: v_dual_fmac_f32 v35, v110, v96
	v_dual_fmac_f32 v56, v107, v99 :: v_dual_fmac_f32 v33, v110, v98
	v_dual_fmac_f32 v54, v107, v101 :: v_dual_fmac_f32 v47, v108, v100
	v_dual_fmac_f32 v52, v107, v103 :: v_dual_fmac_f32 v45, v108, v102
	ds_load_b128 v[104:107], v90 offset:1536
	v_dual_fmac_f32 v50, v108, v97 :: v_dual_fmac_f32 v25, v111, v98
	v_dual_fmac_f32 v48, v108, v99 :: v_dual_fmac_f32 v39, v109, v100
	v_dual_fmac_f32 v42, v109, v97 :: v_dual_fmac_f32 v31, v110, v100
	v_dual_fmac_f32 v40, v109, v99 :: v_dual_fmac_f32 v29, v110, v102
	v_dual_fmac_f32 v34, v110, v97 :: v_dual_fmac_f32 v37, v109, v102
	v_dual_fmac_f32 v32, v110, v99 :: v_dual_fmac_f32 v23, v111, v100
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v26, v111, v97 :: v_dual_fmac_f32 v83, v12, v6
	v_dual_fmac_f32 v24, v111, v99 :: v_dual_fmac_f32 v79, v12, v9
	ds_load_b128 v[96:99], v90 offset:1664
	v_dual_fmac_f32 v46, v108, v101 :: v_dual_fmac_f32 v21, v111, v102
	v_dual_fmac_f32 v44, v108, v103 :: v_dual_fmac_f32 v75, v13, v4
	v_dual_fmac_f32 v38, v109, v101 :: v_dual_fmac_f32 v81, v12, v7
	v_dual_fmac_f32 v36, v109, v103 :: v_dual_fmac_f32 v67, v14, v4
	v_dual_fmac_f32 v30, v110, v101 :: v_dual_fmac_f32 v77, v12, v11
	v_dual_fmac_f32 v28, v110, v103 :: v_dual_fmac_f32 v73, v13, v6
	v_dual_fmac_f32 v22, v111, v101 :: v_dual_fmac_f32 v71, v13, v8
	v_dual_fmac_f32 v20, v111, v103 :: v_dual_fmac_f32 v69, v13, v10
	ds_load_b128 v[100:103], v89 offset:1536
	ds_load_b128 v[108:111], v89 offset:1600
	v_dual_fmac_f32 v82, v12, v4 :: v_dual_fmac_f32 v65, v14, v6
	v_dual_fmac_f32 v84, v12, v5 :: v_dual_fmac_f32 v63, v14, v8
	v_dual_fmac_f32 v80, v12, v8 :: v_dual_fmac_f32 v61, v14, v10
	v_dual_fmac_f32 v78, v12, v10 :: v_dual_fmac_f32 v59, v15, v4
	v_dual_fmac_f32 v74, v13, v5 :: v_dual_fmac_f32 v57, v15, v6
	v_dual_fmac_f32 v72, v13, v7 :: v_dual_fmac_f32 v55, v15, v8
	v_dual_fmac_f32 v70, v13, v9 :: v_dual_fmac_f32 v53, v15, v10
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v68, v13, v11 :: v_dual_fmac_f32 v51, v16, v4
	v_dual_fmac_f32 v66, v14, v5 :: v_dual_fmac_f32 v49, v16, v6
	v_dual_fmac_f32 v64, v14, v7 :: v_dual_fmac_f32 v43, v17, v4
	v_dual_fmac_f32 v62, v14, v9 :: v_dual_fmac_f32 v41, v17, v6
	v_dual_fmac_f32 v60, v14, v11 :: v_dual_fmac_f32 v27, v19, v4
	v_dual_fmac_f32 v58, v15, v5 :: v_dual_fmac_f32 v35, v18, v4
	v_dual_fmac_f32 v56, v15, v7 :: v_dual_fmac_f32 v33, v18, v6
	v_dual_fmac_f32 v54, v15, v9 :: v_dual_fmac_f32 v47, v16, v8
	v_dual_fmac_f32 v52, v15, v11 :: v_dual_fmac_f32 v45, v16, v10
	ds_load_b128 v[12:15], v90 offset:2048
	v_dual_fmac_f32 v50, v16, v5 :: v_dual_fmac_f32 v25, v19, v6
	v_dual_fmac_f32 v48, v16, v7 :: v_dual_fmac_f32 v39, v17, v8
	v_dual_fmac_f32 v42, v17, v5 :: v_dual_fmac_f32 v31, v18, v8
	v_dual_fmac_f32 v40, v17, v7 :: v_dual_fmac_f32 v29, v18, v10
	v_dual_fmac_f32 v34, v18, v5 :: v_dual_fmac_f32 v37, v17, v10
	v_dual_fmac_f32 v32, v18, v7 :: v_dual_fmac_f32 v23, v19, v8
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v26, v19, v5 :: v_dual_fmac_f32 v83, v100, v106
	v_dual_fmac_f32 v24, v19, v7 :: v_dual_fmac_f32 v79, v100, v97
	ds_load_b128 v[4:7], v90 offset:2176
	v_dual_fmac_f32 v46, v16, v9 :: v_dual_fmac_f32 v21, v19, v10
	v_dual_fmac_f32 v44, v16, v11 :: v_dual_fmac_f32 v75, v101, v104
	v_dual_fmac_f32 v38, v17, v9 :: v_dual_fmac_f32 v81, v100, v107
	v_dual_fmac_f32 v36, v17, v11 :: v_dual_fmac_f32 v67, v102, v104
	v_dual_fmac_f32 v30, v18, v9 :: v_dual_fmac_f32 v77, v100, v99
	v_dual_fmac_f32 v28, v18, v11 :: v_dual_fmac_f32 v73, v101, v106
	v_dual_fmac_f32 v22, v19, v9 :: v_dual_fmac_f32 v71, v101, v96
	v_dual_fmac_f32 v20, v19, v11 :: v_dual_fmac_f32 v69, v101, v98
	ds_load_b128 v[8:11], v89 offset:2048
	ds_load_b128 v[16:19], v89 offset:2112
	v_dual_fmac_f32 v82, v100, v104 :: v_dual_fmac_f32 v65, v102, v106
	v_dual_fmac_f32 v84, v100, v105 :: v_dual_fmac_f32 v63, v102, v96
	v_dual_fmac_f32 v80, v100, v96 :: v_dual_fmac_f32 v61, v102, v98
	v_dual_fmac_f32 v78, v100, v98 :: v_dual_fmac_f32 v59, v103, v104
	v_dual_fmac_f32 v74, v101, v105 :: v_dual_fmac_f32 v57, v103, v106
	v_dual_fmac_f32 v72, v101, v107 :: v_dual_fmac_f32 v55, v103, v96
	v_dual_fmac_f32 v70, v101, v97 :: v_dual_fmac_f32 v53, v103, v98
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v68, v101, v99 :: v_dual_fmac_f32 v51, v108, v104
	v_dual_fmac_f32 v66, v102, v105 :: v_dual_fmac_f32 v49, v108, v106
	v_dual_fmac_f32 v64, v102, v107 :: v_dual_fmac_f32 v43, v109, v104
	v_dual_fmac_f32 v62, v102, v97 :: v_dual_fmac_f32 v41, v109, v106
	v_dual_fmac_f32 v60, v102, v99 :: v_dual_fmac_f32 v27, v111, v104
	v_dual_fmac_f32 v58, v103, v105 :: v_dual_fmac_f32 v35, v110, v104
	v_dual_fmac_f32 v56, v103, v107 :: v_dual_fmac_f32 v33, v110, v106
	v_dual_fmac_f32 v54, v103, v97 :: v_dual_fmac_f32 v47, v108, v96
	v_dual_fmac_f32 v52, v103, v99 :: v_dual_fmac_f32 v45, v108, v98
	ds_load_b128 v[100:103], v90 offset:2560
	v_dual_fmac_f32 v50, v108, v105 :: v_dual_fmac_f32 v25, v111, v106
	v_dual_fmac_f32 v48, v108, v107 :: v_dual_fmac_f32 v39, v109, v96
	v_dual_fmac_f32 v42, v109, v105 :: v_dual_fmac_f32 v31, v110, v96
	v_dual_fmac_f32 v40, v109, v107 :: v_dual_fmac_f32 v29, v110, v98
	v_dual_fmac_f32 v34, v110, v105 :: v_dual_fmac_f32 v37, v109, v98
	v_dual_fmac_f32 v32, v110, v107 :: v_dual_fmac_f32 v23, v111, v96
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v26, v111, v105 :: v_dual_fmac_f32 v83, v8, v14
	v_dual_fmac_f32 v24, v111, v107 :: v_dual_fmac_f32 v79, v8, v5
	ds_load_b128 v[104:107], v90 offset:2688
	v_dual_fmac_f32 v46, v108, v97 :: v_dual_fmac_f32 v21, v111, v98
	v_dual_fmac_f32 v44, v108, v99 :: v_dual_fmac_f32 v75, v9, v12
	v_dual_fmac_f32 v38, v109, v97 :: v_dual_fmac_f32 v81, v8, v15
	v_dual_fmac_f32 v36, v109, v99 :: v_dual_fmac_f32 v67, v10, v12
	v_dual_fmac_f32 v30, v110, v97 :: v_dual_fmac_f32 v77, v8, v7
	v_dual_fmac_f32 v28, v110, v99 :: v_dual_fmac_f32 v73, v9, v14
	v_dual_fmac_f32 v22, v111, v97 :: v_dual_fmac_f32 v71, v9, v4
	v_dual_fmac_f32 v20, v111, v99 :: v_dual_fmac_f32 v69, v9, v6
	ds_load_b128 v[96:99], v89 offset:2560
	ds_load_b128 v[108:111], v89 offset:2624
	v_dual_fmac_f32 v82, v8, v12 :: v_dual_fmac_f32 v65, v10, v14
	v_dual_fmac_f32 v84, v8, v13 :: v_dual_fmac_f32 v63, v10, v4
	v_dual_fmac_f32 v80, v8, v4 :: v_dual_fmac_f32 v61, v10, v6
	v_dual_fmac_f32 v78, v8, v6 :: v_dual_fmac_f32 v59, v11, v12
	v_dual_fmac_f32 v74, v9, v13 :: v_dual_fmac_f32 v57, v11, v14
	v_dual_fmac_f32 v72, v9, v15 :: v_dual_fmac_f32 v55, v11, v4
	v_dual_fmac_f32 v70, v9, v5 :: v_dual_fmac_f32 v53, v11, v6
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v68, v9, v7 :: v_dual_fmac_f32 v51, v16, v12
	v_dual_fmac_f32 v66, v10, v13 :: v_dual_fmac_f32 v49, v16, v14
	v_dual_fmac_f32 v64, v10, v15 :: v_dual_fmac_f32 v43, v17, v12
	v_dual_fmac_f32 v62, v10, v5 :: v_dual_fmac_f32 v41, v17, v14
	v_dual_fmac_f32 v60, v10, v7 :: v_dual_fmac_f32 v27, v19, v12
	v_dual_fmac_f32 v58, v11, v13 :: v_dual_fmac_f32 v35, v18, v12
	v_dual_fmac_f32 v56, v11, v15 :: v_dual_fmac_f32 v33, v18, v14
	v_dual_fmac_f32 v54, v11, v5 :: v_dual_fmac_f32 v47, v16, v4
	v_dual_fmac_f32 v52, v11, v7 :: v_dual_fmac_f32 v45, v16, v6
	ds_load_b128 v[8:11], v90 offset:3072
	v_dual_fmac_f32 v50, v16, v13 :: v_dual_fmac_f32 v25, v19, v14
	v_dual_fmac_f32 v48, v16, v15 :: v_dual_fmac_f32 v39, v17, v4
	v_dual_fmac_f32 v42, v17, v13 :: v_dual_fmac_f32 v31, v18, v4
	v_dual_fmac_f32 v40, v17, v15 :: v_dual_fmac_f32 v29, v18, v6
	v_dual_fmac_f32 v34, v18, v13 :: v_dual_fmac_f32 v37, v17, v6
	v_dual_fmac_f32 v32, v18, v15 :: v_dual_fmac_f32 v23, v19, v4
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v26, v19, v13 :: v_dual_fmac_f32 v83, v96, v102
	v_dual_fmac_f32 v24, v19, v15 :: v_dual_fmac_f32 v79, v96, v105
	ds_load_b128 v[12:15], v90 offset:3200
	v_dual_fmac_f32 v46, v16, v5 :: v_dual_fmac_f32 v21, v19, v6
	v_dual_fmac_f32 v44, v16, v7 :: v_dual_fmac_f32 v75, v97, v100
	v_dual_fmac_f32 v38, v17, v5 :: v_dual_fmac_f32 v81, v96, v103
	v_dual_fmac_f32 v36, v17, v7 :: v_dual_fmac_f32 v67, v98, v100
	v_dual_fmac_f32 v30, v18, v5 :: v_dual_fmac_f32 v77, v96, v107
	v_dual_fmac_f32 v28, v18, v7 :: v_dual_fmac_f32 v73, v97, v102
	v_dual_fmac_f32 v22, v19, v5 :: v_dual_fmac_f32 v71, v97, v104
	v_dual_fmac_f32 v20, v19, v7 :: v_dual_fmac_f32 v69, v97, v106
	ds_load_b128 v[4:7], v89 offset:3072
	ds_load_b128 v[16:19], v89 offset:3136
	v_dual_fmac_f32 v82, v96, v100 :: v_dual_fmac_f32 v65, v98, v102
	v_dual_fmac_f32 v84, v96, v101 :: v_dual_fmac_f32 v63, v98, v104
	v_dual_fmac_f32 v80, v96, v104 :: v_dual_fmac_f32 v61, v98, v106
	v_dual_fmac_f32 v78, v96, v106 :: v_dual_fmac_f32 v59, v99, v100
	v_dual_fmac_f32 v74, v97, v101 :: v_dual_fmac_f32 v57, v99, v102
	v_dual_fmac_f32 v72, v97, v103 :: v_dual_fmac_f32 v55, v99, v104
	v_dual_fmac_f32 v70, v97, v105 :: v_dual_fmac_f32 v53, v99, v106
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v68, v97, v107 :: v_dual_fmac_f32 v51, v108, v100
	v_dual_fmac_f32 v66, v98, v101 :: v_dual_fmac_f32 v49, v108, v102
	v_dual_fmac_f32 v64, v98, v103 :: v_dual_fmac_f32 v43, v109, v100
	v_dual_fmac_f32 v62, v98, v105 :: v_dual_fmac_f32 v41, v109, v102
	v_dual_fmac_f32 v60, v98, v107 :: v_dual_fmac_f32 v27, v111, v100
	v_dual_fmac_f32 v58, v99, v101 :: v_dual_fmac_f32 v35, v110, v100
	v_dual_fmac_f32 v56, v99, v103 :: v_dual_fmac_f32 v33, v110, v102
	v_dual_fmac_f32 v54, v99, v105 :: v_dual_fmac_f32 v47, v108, v104
	v_dual_fmac_f32 v52, v99, v107 :: v_dual_fmac_f32 v45, v108, v106
	ds_load_b128 v[96:99], v90 offset:3584
	v_dual_fmac_f32 v50, v108, v101 :: v_dual_fmac_f32 v25, v111, v102
	v_dual_fmac_f32 v48, v108, v103 :: v_dual_fmac_f32 v39, v109, v104
	v_dual_fmac_f32 v42, v109, v101 :: v_dual_fmac_f32 v31, v110, v104
	v_dual_fmac_f32 v40, v109, v103 :: v_dual_fmac_f32 v29, v110, v106
	v_dual_fmac_f32 v34, v110, v101 :: v_dual_fmac_f32 v37, v109, v106
	v_dual_fmac_f32 v32, v110, v103 :: v_dual_fmac_f32 v23, v111, v104
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v26, v111, v101 :: v_dual_fmac_f32 v83, v4, v10
	v_dual_fmac_f32 v24, v111, v103 :: v_dual_fmac_f32 v79, v4, v13
	ds_load_b128 v[100:103], v90 offset:3712
	v_dual_fmac_f32 v46, v108, v105 :: v_dual_fmac_f32 v21, v111, v106
	v_dual_fmac_f32 v44, v108, v107 :: v_dual_fmac_f32 v75, v5, v8
	v_dual_fmac_f32 v38, v109, v105 :: v_dual_fmac_f32 v81, v4, v11
	v_dual_fmac_f32 v36, v109, v107 :: v_dual_fmac_f32 v67, v6, v8
	v_dual_fmac_f32 v30, v110, v105 :: v_dual_fmac_f32 v77, v4, v15
	v_dual_fmac_f32 v28, v110, v107 :: v_dual_fmac_f32 v73, v5, v10
	v_dual_fmac_f32 v22, v111, v105 :: v_dual_fmac_f32 v71, v5, v12
	v_dual_fmac_f32 v20, v111, v107 :: v_dual_fmac_f32 v69, v5, v14
	ds_load_b128 v[104:107], v89 offset:3584
	ds_load_b128 v[108:111], v89 offset:3648
	v_dual_fmac_f32 v82, v4, v8 :: v_dual_fmac_f32 v65, v6, v10
	v_dual_fmac_f32 v84, v4, v9 :: v_dual_fmac_f32 v63, v6, v12
	v_dual_fmac_f32 v80, v4, v12 :: v_dual_fmac_f32 v61, v6, v14
	v_dual_fmac_f32 v78, v4, v14 :: v_dual_fmac_f32 v59, v7, v8
	v_dual_fmac_f32 v74, v5, v9 :: v_dual_fmac_f32 v57, v7, v10
	v_dual_fmac_f32 v72, v5, v11 :: v_dual_fmac_f32 v55, v7, v12
	v_dual_fmac_f32 v70, v5, v13 :: v_dual_fmac_f32 v53, v7, v14
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v68, v5, v15 :: v_dual_fmac_f32 v51, v16, v8
	v_dual_fmac_f32 v66, v6, v9 :: v_dual_fmac_f32 v49, v16, v10
	v_dual_fmac_f32 v64, v6, v11 :: v_dual_fmac_f32 v43, v17, v8
	v_dual_fmac_f32 v62, v6, v13 :: v_dual_fmac_f32 v41, v17, v10
	v_dual_fmac_f32 v60, v6, v15 :: v_dual_fmac_f32 v27, v19, v8
	v_dual_fmac_f32 v58, v7, v9 :: v_dual_fmac_f32 v35, v18, v8
	v_dual_fmac_f32 v56, v7, v11 :: v_dual_fmac_f32 v33, v18, v10
	v_dual_fmac_f32 v54, v7, v13 :: v_dual_fmac_f32 v47, v16, v12
	v_dual_fmac_f32 v52, v7, v15 :: v_dual_fmac_f32 v45, v16, v14
	v_dual_fmac_f32 v50, v16, v9 :: v_dual_fmac_f32 v25, v19, v10
	v_dual_fmac_f32 v48, v16, v11 :: v_dual_fmac_f32 v39, v17, v12
	v_dual_fmac_f32 v42, v17, v9 :: v_dual_fmac_f32 v31, v18, v12
	v_dual_fmac_f32 v40, v17, v11 :: v_dual_fmac_f32 v29, v18, v14
	v_dual_fmac_f32 v34, v18, v9 :: v_dual_fmac_f32 v37, v17, v14
	v_dual_fmac_f32 v32, v18, v11 :: v_dual_fmac_f32 v23, v19, v12
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v26, v19, v9 :: v_dual_fmac_f32 v83, v104, v98
	v_dual_fmac_f32 v24, v19, v11 :: v_dual_fmac_f32 v79, v104, v101
	v_dual_fmac_f32 v46, v16, v13 :: v_dual_fmac_f32 v21, v19, v14
	v_dual_fmac_f32 v44, v16, v15 :: v_dual_fmac_f32 v75, v105, v96
	v_dual_fmac_f32 v38, v17, v13 :: v_dual_fmac_f32 v81, v104, v99
	v_dual_fmac_f32 v36, v17, v15 :: v_dual_fmac_f32 v67, v106, v96
	v_dual_fmac_f32 v30, v18, v13 :: v_dual_fmac_f32 v77, v104, v103
	v_dual_fmac_f32 v28, v18, v15 :: v_dual_fmac_f32 v73, v105, v98
	v_dual_fmac_f32 v22, v19, v13 :: v_dual_fmac_f32 v71, v105, v100
	v_dual_fmac_f32 v20, v19, v15 :: v_dual_fmac_f32 v69, v105, v102
	v_dual_fmac_f32 v82, v104, v96 :: v_dual_fmac_f32 v65, v106, v98
	v_dual_fmac_f32 v84, v104, v97 :: v_dual_fmac_f32 v63, v106, v100
	v_dual_fmac_f32 v80, v104, v100 :: v_dual_fmac_f32 v61, v106, v102
	v_dual_fmac_f32 v78, v104, v102 :: v_dual_fmac_f32 v59, v107, v96
	v_dual_fmac_f32 v74, v105, v97 :: v_dual_fmac_f32 v57, v107, v98
	v_dual_fmac_f32 v72, v105, v99 :: v_dual_fmac_f32 v55, v107, v100
	v_dual_fmac_f32 v70, v105, v101 :: v_dual_fmac_f32 v53, v107, v102
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v68, v105, v103 :: v_dual_fmac_f32 v51, v108, v96
	v_dual_fmac_f32 v66, v106, v97 :: v_dual_fmac_f32 v49, v108, v98
	v_dual_fmac_f32 v64, v106, v99 :: v_dual_fmac_f32 v43, v109, v96
	v_dual_fmac_f32 v62, v106, v101 :: v_dual_fmac_f32 v41, v109, v98
	v_dual_fmac_f32 v60, v106, v103 :: v_dual_fmac_f32 v27, v111, v96
	v_dual_fmac_f32 v58, v107, v97 :: v_dual_fmac_f32 v35, v110, v96
	v_dual_fmac_f32 v56, v107, v99 :: v_dual_fmac_f32 v33, v110, v98
	v_dual_fmac_f32 v54, v107, v101 :: v_dual_fmac_f32 v47, v108, v100
	v_dual_fmac_f32 v52, v107, v103 :: v_dual_fmac_f32 v45, v108, v102
	v_dual_fmac_f32 v50, v108, v97 :: v_dual_fmac_f32 v25, v111, v98
	v_dual_fmac_f32 v48, v108, v99 :: v_dual_fmac_f32 v39, v109, v100
	v_dual_fmac_f32 v42, v109, v97 :: v_dual_fmac_f32 v31, v110, v100
	v_dual_fmac_f32 v40, v109, v99 :: v_dual_fmac_f32 v29, v110, v102
	v_dual_fmac_f32 v34, v110, v97 :: v_dual_fmac_f32 v37, v109, v102
	v_dual_fmac_f32 v32, v110, v99 :: v_dual_fmac_f32 v23, v111, v100
	v_fmac_f32_e32 v26, v111, v97
	v_fmac_f32_e32 v24, v111, v99
	v_dual_fmac_f32 v46, v108, v101 :: v_dual_fmac_f32 v21, v111, v102
	v_fmac_f32_e32 v44, v108, v103
	v_fmac_f32_e32 v38, v109, v101
	v_fmac_f32_e32 v36, v109, v103
	v_fmac_f32_e32 v30, v110, v101
	v_fmac_f32_e32 v28, v110, v103
	v_fmac_f32_e32 v22, v111, v101
	v_fmac_f32_e32 v20, v111, v103
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_5
; %bb.6:                                ; %Flow
	v_dual_mov_b32 v1, v85 :: v_dual_mov_b32 v2, v86
.LBB0_7:                                ; %.preheader125
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v1, s2, v1
	v_or_b32_e32 v0, s3, v76
	v_or_b32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[10:11], null, v1, s5, v[0:1]
	v_ashrrev_i32_e32 v11, 31, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32 v11, vcc_lo, s0, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v12, vcc_lo, s1, v3, vcc_lo
	s_clause 0x1
	global_load_b128 v[2:5], v[11:12], off
	global_load_b128 v[6:9], v[11:12], off offset:128
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v4, s7, v4 :: v_dual_add_nc_u32 v13, s5, v10
	s_delay_alu instid0(VALU_DEP_1)
	v_ashrrev_i32_e32 v14, 31, v13
	v_dual_mul_f32 v2, s7, v2 :: v_dual_mul_f32 v3, s7, v3
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v6, s7, v6 :: v_dual_mul_f32 v5, s7, v5
	v_mul_f32_e32 v8, s7, v8
	v_lshlrev_b64 v[14:15], 2, v[13:14]
	v_dual_mul_f32 v7, s7, v7 :: v_dual_fmac_f32 v2, s6, v82
	v_dual_mul_f32 v9, s7, v9 :: v_dual_fmac_f32 v4, s6, v83
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v3, s6, v84 :: v_dual_fmac_f32 v8, s6, v78
	v_add_co_u32 v14, vcc_lo, s0, v14
	v_dual_fmac_f32 v5, s6, v81 :: v_dual_fmac_f32 v6, s6, v80
	v_dual_fmac_f32 v7, s6, v79 :: v_dual_add_nc_u32 v10, s5, v13
	v_fmac_f32_e32 v9, s6, v77
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v15, vcc_lo
	s_clause 0x1
	global_store_b128 v[11:12], v[2:5], off
	global_store_b128 v[11:12], v[6:9], off offset:128
	s_clause 0x1
	global_load_b128 v[2:5], v[14:15], off
	global_load_b128 v[6:9], v[14:15], off offset:128
	v_ashrrev_i32_e32 v11, 31, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[11:12], 2, v[10:11]
	v_add_co_u32 v11, vcc_lo, s0, v11
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v12, vcc_lo, s1, v12, vcc_lo
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v2, s7, v2 :: v_dual_mul_f32 v3, s7, v3
	v_dual_mul_f32 v4, s7, v4 :: v_dual_mul_f32 v5, s7, v5
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v6, s7, v6 :: v_dual_mul_f32 v7, s7, v7
	v_dual_mul_f32 v8, s7, v8 :: v_dual_mul_f32 v9, s7, v9
	v_dual_fmac_f32 v2, s6, v75 :: v_dual_fmac_f32 v3, s6, v74
	v_dual_fmac_f32 v4, s6, v73 :: v_dual_fmac_f32 v5, s6, v72
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v6, s6, v71 :: v_dual_fmac_f32 v7, s6, v70
	v_dual_fmac_f32 v8, s6, v69 :: v_dual_fmac_f32 v9, s6, v68
	s_clause 0x1
	global_store_b128 v[14:15], v[2:5], off
	global_store_b128 v[14:15], v[6:9], off offset:128
	s_clause 0x1
	global_load_b128 v[2:5], v[11:12], off
	global_load_b128 v[6:9], v[11:12], off offset:128
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v4, s7, v4 :: v_dual_add_nc_u32 v13, s5, v10
	s_delay_alu instid0(VALU_DEP_1)
	v_ashrrev_i32_e32 v14, 31, v13
	v_dual_mul_f32 v2, s7, v2 :: v_dual_mul_f32 v3, s7, v3
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v6, s7, v6 :: v_dual_mul_f32 v5, s7, v5
	v_mul_f32_e32 v8, s7, v8
	v_lshlrev_b64 v[13:14], 2, v[13:14]
	v_dual_mul_f32 v7, s7, v7 :: v_dual_fmac_f32 v4, s6, v65
	v_dual_mul_f32 v9, s7, v9 :: v_dual_fmac_f32 v2, s6, v67
	v_dual_fmac_f32 v3, s6, v66 :: v_dual_fmac_f32 v6, s6, v63
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v13, vcc_lo, s0, v13
	v_dual_fmac_f32 v5, s6, v64 :: v_dual_fmac_f32 v8, s6, v61
	v_fmac_f32_e32 v7, s6, v62
	v_fmac_f32_e32 v9, s6, v60
	v_add_co_ci_u32_e32 v14, vcc_lo, s1, v14, vcc_lo
	s_clause 0x1
	global_store_b128 v[11:12], v[2:5], off
	global_store_b128 v[11:12], v[6:9], off offset:128
	s_clause 0x1
	global_load_b128 v[2:5], v[13:14], off
	global_load_b128 v[6:9], v[13:14], off offset:128
	v_or_b32_e32 v12, 16, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[10:11], null, v12, s5, v[0:1]
	v_ashrrev_i32_e32 v11, 31, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32 v10, vcc_lo, s0, v10
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v11, vcc_lo
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v2, s7, v2 :: v_dual_mul_f32 v3, s7, v3
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v6, s7, v6
	v_dual_mul_f32 v4, s7, v4 :: v_dual_mul_f32 v5, s7, v5
	v_dual_mul_f32 v8, s7, v8 :: v_dual_mul_f32 v7, s7, v7
	v_dual_mul_f32 v9, s7, v9 :: v_dual_fmac_f32 v2, s6, v59
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v3, s6, v58 :: v_dual_fmac_f32 v6, s6, v55
	v_dual_fmac_f32 v4, s6, v57 :: v_dual_fmac_f32 v5, s6, v56
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v8, s6, v53 :: v_dual_fmac_f32 v7, s6, v54
	v_fmac_f32_e32 v9, s6, v52
	s_clause 0x1
	global_store_b128 v[13:14], v[2:5], off
	global_store_b128 v[13:14], v[6:9], off offset:128
	s_clause 0x1
	global_load_b128 v[2:5], v[10:11], off
	global_load_b128 v[6:9], v[10:11], off offset:128
	v_or_b32_e32 v14, 17, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, v14, s5, v[0:1]
	v_or_b32_e32 v14, 18, v1
	v_ashrrev_i32_e32 v13, 31, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_u32 v12, vcc_lo, s0, v12
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v13, vcc_lo
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v2, s7, v2 :: v_dual_mul_f32 v3, s7, v3
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v6, s7, v6
	v_dual_mul_f32 v4, s7, v4 :: v_dual_mul_f32 v5, s7, v5
	v_dual_mul_f32 v8, s7, v8 :: v_dual_mul_f32 v7, s7, v7
	v_dual_mul_f32 v9, s7, v9 :: v_dual_fmac_f32 v2, s6, v51
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v3, s6, v50 :: v_dual_fmac_f32 v6, s6, v47
	v_dual_fmac_f32 v4, s6, v49 :: v_dual_fmac_f32 v5, s6, v48
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v8, s6, v45 :: v_dual_fmac_f32 v7, s6, v46
	v_fmac_f32_e32 v9, s6, v44
	s_clause 0x1
	global_store_b128 v[10:11], v[2:5], off
	global_store_b128 v[10:11], v[6:9], off offset:128
	s_clause 0x1
	global_load_b128 v[2:5], v[12:13], off
	global_load_b128 v[6:9], v[12:13], off offset:128
	v_mad_u64_u32 v[10:11], null, v14, s5, v[0:1]
	v_or_b32_e32 v1, 19, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v10, vcc_lo, s0, v10
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v11, vcc_lo
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v2, s7, v2 :: v_dual_mul_f32 v3, s7, v3
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v6, s7, v6
	v_dual_mul_f32 v4, s7, v4 :: v_dual_mul_f32 v5, s7, v5
	v_dual_mul_f32 v8, s7, v8 :: v_dual_mul_f32 v7, s7, v7
	v_dual_mul_f32 v9, s7, v9 :: v_dual_fmac_f32 v2, s6, v43
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v3, s6, v42 :: v_dual_fmac_f32 v6, s6, v39
	v_dual_fmac_f32 v4, s6, v41 :: v_dual_fmac_f32 v5, s6, v40
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v8, s6, v37 :: v_dual_fmac_f32 v7, s6, v38
	v_fmac_f32_e32 v9, s6, v36
	s_clause 0x1
	global_store_b128 v[12:13], v[2:5], off
	global_store_b128 v[12:13], v[6:9], off offset:128
	s_clause 0x1
	global_load_b128 v[2:5], v[10:11], off
	global_load_b128 v[6:9], v[10:11], off offset:128
	v_mad_u64_u32 v[12:13], null, v1, s5, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v0, s7, v2 :: v_dual_mul_f32 v1, s7, v3
	v_mul_f32_e32 v2, s7, v4
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v4, s7, v6 :: v_dual_mul_f32 v3, s7, v5
	v_dual_mul_f32 v6, s7, v8 :: v_dual_mul_f32 v5, s7, v7
	s_delay_alu instid0(VALU_DEP_3)
	v_fmac_f32_e32 v2, s6, v33
	v_dual_mul_f32 v7, s7, v9 :: v_dual_fmac_f32 v0, s6, v35
	v_add_co_u32 v8, vcc_lo, s0, v12
	v_dual_fmac_f32 v1, s6, v34 :: v_dual_fmac_f32 v4, s6, v31
	v_dual_fmac_f32 v3, s6, v32 :: v_dual_fmac_f32 v6, s6, v29
	v_fmac_f32_e32 v5, s6, v30
	v_fmac_f32_e32 v7, s6, v28
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v13, vcc_lo
	s_clause 0x1
	global_store_b128 v[10:11], v[0:3], off
	global_store_b128 v[10:11], v[4:7], off offset:128
	s_clause 0x1
	global_load_b128 v[0:3], v[8:9], off
	global_load_b128 v[4:7], v[8:9], off offset:128
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, s7, v2
	v_dual_mul_f32 v0, s7, v0 :: v_dual_mul_f32 v1, s7, v1
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v4, s7, v4 :: v_dual_mul_f32 v3, s7, v3
	v_dual_mul_f32 v6, s7, v6 :: v_dual_mul_f32 v5, s7, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v0, s6, v27
	v_dual_mul_f32 v7, s7, v7 :: v_dual_fmac_f32 v2, s6, v25
	v_dual_fmac_f32 v1, s6, v26 :: v_dual_fmac_f32 v4, s6, v23
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v3, s6, v24 :: v_dual_fmac_f32 v6, s6, v21
	v_fmac_f32_e32 v5, s6, v22
	v_fmac_f32_e32 v7, s6, v20
	s_clause 0x1
	global_store_b128 v[8:9], v[0:3], off
	global_store_b128 v[8:9], v[4:7], off offset:128
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgemm_regtile
		.amdhsa_group_segment_fixed_size 8192
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
		.amdhsa_next_free_vgpr 112
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
	.size	sgemm_regtile, .Lfunc_end0-sgemm_regtile
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4908
; NumSgprs: 18
; NumVgprs: 112
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 13
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 112
; Occupancy: 12
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         sgemm_regtile.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     112
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
