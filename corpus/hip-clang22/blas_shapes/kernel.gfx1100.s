	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.text
	.protected	_Z12gemm_lds_8x8PKfS0_Pfmmm ; -- Begin function _Z12gemm_lds_8x8PKfS0_Pfmmm
	.globl	_Z12gemm_lds_8x8PKfS0_Pfmmm
	.p2align	8
	.type	_Z12gemm_lds_8x8PKfS0_Pfmmm,@function
_Z12gemm_lds_8x8PKfS0_Pfmmm:            ; @_Z12gemm_lds_8x8PKfS0_Pfmmm
; %bb.0:
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x20
	s_load_b64 s[2:3], s[0:1], 0x10
	v_and_b32_e32 v2, 15, v0
	v_lshrrev_b32_e32 v70, 4, v0
	s_lshl_b32 s16, s15, 6
	s_lshl_b32 s8, s14, 7
	s_mov_b32 s9, 0
	v_lshlrev_b32_e32 v69, 5, v2
	s_mov_b64 s[12:13], 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[6:7], 0
	s_cbranch_scc0 .LBB0_10
; %bb.1:                                ; %.preheader91.lr.ph
	s_load_b128 s[20:23], s[0:1], 0x0
	v_lshlrev_b32_e32 v3, 2, v2
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v4, 2, v70
	v_mul_u32_u24_e32 v2, 0x104, v2
	v_or_b32_e32 v72, 0xffffff80, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_lshl_b64 s[0:1], s[8:9], 2
	v_lshl_or_b32 v71, v70, 5, 0x2000
	v_add3_u32 v74, v2, v4, 0x2000
	v_dual_mov_b32 v2, 0 :: v_dual_add_nc_u32 v73, s16, v70
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v4, 0 :: v_dual_add_nc_u32 v75, 0x514, v71
	v_mov_b32_e32 v62, 0
	v_dual_mov_b32 v61, 0 :: v_dual_add_nc_u32 v76, 0x51c, v71
	v_dual_mov_b32 v64, 0 :: v_dual_add_nc_u32 v77, 0x524, v71
	v_dual_mov_b32 v63, 0 :: v_dual_add_nc_u32 v80, 0x52c, v71
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s22, s0
	v_add_co_u32 v78, s10, s20, v3
	s_addc_u32 s1, s23, s1
	v_mov_b32_e32 v3, 0
	v_add_co_u32 v65, s0, s0, v0
	v_add_co_ci_u32_e64 v79, null, s21, 0, s10
	v_add_co_ci_u32_e64 v66, null, s1, 0, s0
	v_dual_mov_b32 v54, 0 :: v_dual_add_nc_u32 v81, 0x71c, v71
	v_dual_mov_b32 v53, 0 :: v_dual_add_nc_u32 v82, 0x724, v71
	v_dual_mov_b32 v56, 0 :: v_dual_add_nc_u32 v83, 0x72c, v71
	v_dual_mov_b32 v55, 0 :: v_dual_add_nc_u32 v84, 0x734, v71
	v_dual_mov_b32 v58, 0 :: v_dual_add_nc_u32 v85, 0x924, v71
	v_dual_mov_b32 v57, 0 :: v_dual_add_nc_u32 v86, 0x92c, v71
	v_dual_mov_b32 v60, 0 :: v_dual_add_nc_u32 v87, 0x934, v71
	v_dual_mov_b32 v59, 0 :: v_dual_add_nc_u32 v88, 0x93c, v71
	v_dual_mov_b32 v46, 0 :: v_dual_add_nc_u32 v89, 0xa28, v71
	v_dual_mov_b32 v45, 0 :: v_dual_add_nc_u32 v90, 0xa38, v71
	v_dual_mov_b32 v48, 0 :: v_dual_add_nc_u32 v91, 0xb2c, v71
	v_dual_mov_b32 v47, 0 :: v_dual_add_nc_u32 v92, 0xb34, v71
	v_dual_mov_b32 v50, 0 :: v_dual_add_nc_u32 v93, 0xb3c, v71
	v_dual_mov_b32 v49, 0 :: v_dual_add_nc_u32 v94, 0xb44, v71
	v_dual_mov_b32 v52, 0 :: v_dual_add_nc_u32 v95, 0xd34, v71
	v_dual_mov_b32 v51, 0 :: v_dual_add_nc_u32 v96, 0xd3c, v71
	v_dual_mov_b32 v38, 0 :: v_dual_add_nc_u32 v97, 0xd44, v71
	v_dual_mov_b32 v37, 0 :: v_dual_add_nc_u32 v98, 0xd4c, v71
	v_dual_mov_b32 v40, 0 :: v_dual_add_nc_u32 v99, 0xe38, v71
	v_dual_mov_b32 v39, 0 :: v_dual_add_nc_u32 v100, 0xe48, v71
	v_dual_mov_b32 v42, 0 :: v_dual_add_nc_u32 v101, 0xf3c, v71
	v_dual_mov_b32 v41, 0 :: v_dual_add_nc_u32 v102, 0xf44, v71
	v_dual_mov_b32 v44, 0 :: v_dual_add_nc_u32 v103, 0xf4c, v71
	v_dual_mov_b32 v43, 0 :: v_dual_add_nc_u32 v104, 0xf54, v71
	v_dual_mov_b32 v25, 0 :: v_dual_mov_b32 v26, 0
	v_dual_mov_b32 v27, 0 :: v_dual_mov_b32 v28, 0
	v_dual_mov_b32 v33, 0 :: v_dual_mov_b32 v34, 0
	v_dual_mov_b32 v35, 0 :: v_dual_mov_b32 v36, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v18, 0
	v_dual_mov_b32 v19, 0 :: v_dual_mov_b32 v20, 0
	v_dual_mov_b32 v29, 0 :: v_dual_mov_b32 v30, 0
	v_dual_mov_b32 v31, 0 :: v_dual_mov_b32 v32, 0
	v_dual_mov_b32 v21, 0 :: v_dual_mov_b32 v22, 0
	v_dual_mov_b32 v23, 0 :: v_dual_mov_b32 v24, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v16, 0
	s_lshl_b64 s[14:15], s[4:5], 6
	s_lshl_b64 s[10:11], s[4:5], 2
.LBB0_2:                                ; %.preheader91
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_3 Depth 2
                                        ;     Child Loop BB0_5 Depth 2
	s_lshl_b64 s[0:1], s[12:13], 2
	v_dual_mov_b32 v105, v74 :: v_dual_mov_b32 v106, v73
	v_add_co_u32 v67, vcc_lo, v78, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v68, null, s1, v79, vcc_lo
	v_mov_b32_e32 v107, v72
	s_mov_b32 s0, 0
	.p2align	6
.LBB0_3:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mad_u64_u32 v[108:109], null, s6, v106, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v107, 0x80, v107
	v_mad_u64_u32 v[110:111], null, s7, v106, v[109:110]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v109, v110 :: v_dual_add_nc_u32 v106, 8, v106
	v_lshlrev_b64 v[108:109], 2, v[108:109]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v108, vcc_lo, v67, v108
	v_add_co_ci_u32_e64 v109, null, v68, v109, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 0x37f, v107
	global_load_b32 v108, v[108:109], off
	s_or_b32 s0, vcc_lo, s0
	s_waitcnt vmcnt(0)
	ds_store_b32 v105, v108
	v_add_nc_u32_e32 v105, 32, v105
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %.preheader90.preheader
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_or_b32 exec_lo, exec_lo, s0
	v_dual_mov_b32 v68, v66 :: v_dual_mov_b32 v67, v65
	v_mov_b32_e32 v105, v0
	v_mov_b32_e32 v106, v72
	s_mov_b32 s1, 0
	.p2align	6
.LBB0_5:                                ; %.preheader90
                                        ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_b32 v107, v[67:68], off
	v_add_nc_u32_e32 v106, 0x80, v106
	v_add_co_u32 v67, vcc_lo, v67, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v68, null, s11, v68, vcc_lo
	v_cmp_lt_u32_e64 s0, 0x77f, v106
	s_or_b32 s1, s0, s1
	s_waitcnt vmcnt(0)
	ds_store_b32 v105, v107
	v_add_nc_u32_e32 v105, 0x200, v105
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB0_5
; %bb.6:                                ; %.preheader89
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[105:108], v71
	ds_load_b128 v[109:112], v71 offset:16
	ds_load_b128 v[113:116], v69
	ds_load_b128 v[117:120], v69 offset:16
	s_add_u32 s12, s12, 16
	s_addc_u32 s13, s13, 0
	v_add_co_u32 v65, vcc_lo, v65, s14
	v_cmp_ge_u64_e64 s0, s[12:13], s[6:7]
	v_add_co_ci_u32_e64 v66, null, s15, v66, vcc_lo
	s_and_b32 vcc_lo, exec_lo, s0
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v1, v105, v113 :: v_dual_fmac_f32 v54, v106, v114
	v_dual_fmac_f32 v2, v105, v114 :: v_dual_fmac_f32 v53, v106, v113
	v_dual_fmac_f32 v3, v105, v115 :: v_dual_fmac_f32 v56, v106, v116
	v_dual_fmac_f32 v4, v105, v116 :: v_dual_fmac_f32 v55, v106, v115
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v61, v105, v117 :: v_dual_fmac_f32 v58, v106, v118
	v_dual_fmac_f32 v62, v105, v118 :: v_dual_fmac_f32 v57, v106, v117
	v_dual_fmac_f32 v63, v105, v119 :: v_dual_fmac_f32 v60, v106, v120
	v_dual_fmac_f32 v64, v105, v120 :: v_dual_fmac_f32 v59, v106, v119
	v_dual_fmac_f32 v45, v107, v113 :: v_dual_fmac_f32 v38, v108, v114
	v_dual_fmac_f32 v46, v107, v114 :: v_dual_fmac_f32 v37, v108, v113
	v_dual_fmac_f32 v47, v107, v115 :: v_dual_fmac_f32 v40, v108, v116
	v_dual_fmac_f32 v48, v107, v116 :: v_dual_fmac_f32 v39, v108, v115
	v_dual_fmac_f32 v49, v107, v117 :: v_dual_fmac_f32 v42, v108, v118
	v_dual_fmac_f32 v50, v107, v118 :: v_dual_fmac_f32 v41, v108, v117
	v_dual_fmac_f32 v51, v107, v119 :: v_dual_fmac_f32 v44, v108, v120
	v_dual_fmac_f32 v52, v107, v120 :: v_dual_fmac_f32 v43, v108, v119
	v_dual_fmac_f32 v25, v109, v113 :: v_dual_fmac_f32 v6, v110, v114
	v_dual_fmac_f32 v26, v109, v114 :: v_dual_fmac_f32 v5, v110, v113
	v_dual_fmac_f32 v27, v109, v115 :: v_dual_fmac_f32 v8, v110, v116
	v_dual_fmac_f32 v28, v109, v116 :: v_dual_fmac_f32 v7, v110, v115
	v_dual_fmac_f32 v33, v109, v117 :: v_dual_fmac_f32 v10, v110, v118
	v_dual_fmac_f32 v34, v109, v118 :: v_dual_fmac_f32 v9, v110, v117
	v_dual_fmac_f32 v35, v109, v119 :: v_dual_fmac_f32 v12, v110, v120
	v_dual_fmac_f32 v36, v109, v120 :: v_dual_fmac_f32 v11, v110, v119
	v_dual_fmac_f32 v17, v111, v113 :: v_dual_fmac_f32 v22, v112, v114
	v_dual_fmac_f32 v18, v111, v114 :: v_dual_fmac_f32 v21, v112, v113
	v_dual_fmac_f32 v19, v111, v115 :: v_dual_fmac_f32 v24, v112, v116
	v_dual_fmac_f32 v20, v111, v116 :: v_dual_fmac_f32 v23, v112, v115
	v_dual_fmac_f32 v29, v111, v117 :: v_dual_fmac_f32 v14, v112, v118
	v_dual_fmac_f32 v30, v111, v118 :: v_dual_fmac_f32 v13, v112, v117
	v_dual_fmac_f32 v31, v111, v119 :: v_dual_fmac_f32 v16, v112, v120
	v_dual_fmac_f32 v32, v111, v120 :: v_dual_fmac_f32 v15, v112, v119
	ds_load_2addr_b32 v[67:68], v71 offset0:65 offset1:66
	ds_load_2addr_b32 v[113:114], v71 offset0:67 offset1:68
	ds_load_2addr_b32 v[115:116], v71 offset0:69 offset1:70
	ds_load_2addr_b32 v[117:118], v71 offset0:71 offset1:72
	ds_load_b128 v[105:108], v69 offset:512
	ds_load_b128 v[109:112], v69 offset:528
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v1, v67, v105 :: v_dual_fmac_f32 v54, v68, v106
	v_dual_fmac_f32 v2, v67, v106 :: v_dual_fmac_f32 v53, v68, v105
	v_dual_fmac_f32 v3, v67, v107 :: v_dual_fmac_f32 v56, v68, v108
	v_dual_fmac_f32 v4, v67, v108 :: v_dual_fmac_f32 v55, v68, v107
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v61, v67, v109 :: v_dual_fmac_f32 v58, v68, v110
	v_dual_fmac_f32 v62, v67, v110 :: v_dual_fmac_f32 v57, v68, v109
	v_dual_fmac_f32 v63, v67, v111 :: v_dual_fmac_f32 v60, v68, v112
	v_dual_fmac_f32 v64, v67, v112 :: v_dual_fmac_f32 v59, v68, v111
	v_dual_fmac_f32 v45, v113, v105 :: v_dual_fmac_f32 v38, v114, v106
	v_dual_fmac_f32 v46, v113, v106 :: v_dual_fmac_f32 v37, v114, v105
	v_dual_fmac_f32 v47, v113, v107 :: v_dual_fmac_f32 v40, v114, v108
	v_dual_fmac_f32 v48, v113, v108 :: v_dual_fmac_f32 v39, v114, v107
	v_dual_fmac_f32 v49, v113, v109 :: v_dual_fmac_f32 v42, v114, v110
	v_dual_fmac_f32 v50, v113, v110 :: v_dual_fmac_f32 v41, v114, v109
	v_dual_fmac_f32 v51, v113, v111 :: v_dual_fmac_f32 v44, v114, v112
	v_dual_fmac_f32 v52, v113, v112 :: v_dual_fmac_f32 v43, v114, v111
	v_dual_fmac_f32 v25, v115, v105 :: v_dual_fmac_f32 v6, v116, v106
	v_dual_fmac_f32 v26, v115, v106 :: v_dual_fmac_f32 v5, v116, v105
	v_dual_fmac_f32 v27, v115, v107 :: v_dual_fmac_f32 v8, v116, v108
	v_dual_fmac_f32 v28, v115, v108 :: v_dual_fmac_f32 v7, v116, v107
	v_dual_fmac_f32 v33, v115, v109 :: v_dual_fmac_f32 v10, v116, v110
	v_dual_fmac_f32 v34, v115, v110 :: v_dual_fmac_f32 v9, v116, v109
	v_dual_fmac_f32 v35, v115, v111 :: v_dual_fmac_f32 v12, v116, v112
	v_dual_fmac_f32 v36, v115, v112 :: v_dual_fmac_f32 v11, v116, v111
	v_dual_fmac_f32 v17, v117, v105 :: v_dual_fmac_f32 v22, v118, v106
	v_dual_fmac_f32 v18, v117, v106 :: v_dual_fmac_f32 v21, v118, v105
	v_dual_fmac_f32 v19, v117, v107 :: v_dual_fmac_f32 v24, v118, v108
	v_dual_fmac_f32 v20, v117, v108 :: v_dual_fmac_f32 v23, v118, v107
	v_dual_fmac_f32 v29, v117, v109 :: v_dual_fmac_f32 v14, v118, v110
	v_dual_fmac_f32 v30, v117, v110 :: v_dual_fmac_f32 v13, v118, v109
	v_dual_fmac_f32 v31, v117, v111 :: v_dual_fmac_f32 v16, v118, v112
	v_dual_fmac_f32 v32, v117, v112 :: v_dual_fmac_f32 v15, v118, v111
	ds_load_2addr_b64 v[105:108], v71 offset0:65 offset1:66
	ds_load_2addr_b64 v[109:112], v71 offset0:67 offset1:68
	ds_load_b128 v[113:116], v69 offset:1024
	ds_load_b128 v[117:120], v69 offset:1040
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v1, v105, v113 :: v_dual_fmac_f32 v54, v106, v114
	v_dual_fmac_f32 v2, v105, v114 :: v_dual_fmac_f32 v53, v106, v113
	v_dual_fmac_f32 v3, v105, v115 :: v_dual_fmac_f32 v56, v106, v116
	v_dual_fmac_f32 v4, v105, v116 :: v_dual_fmac_f32 v55, v106, v115
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v61, v105, v117 :: v_dual_fmac_f32 v58, v106, v118
	v_dual_fmac_f32 v62, v105, v118 :: v_dual_fmac_f32 v57, v106, v117
	v_dual_fmac_f32 v63, v105, v119 :: v_dual_fmac_f32 v60, v106, v120
	v_dual_fmac_f32 v64, v105, v120 :: v_dual_fmac_f32 v59, v106, v119
	v_dual_fmac_f32 v45, v107, v113 :: v_dual_fmac_f32 v38, v108, v114
	v_dual_fmac_f32 v46, v107, v114 :: v_dual_fmac_f32 v37, v108, v113
	v_dual_fmac_f32 v47, v107, v115 :: v_dual_fmac_f32 v40, v108, v116
	v_dual_fmac_f32 v48, v107, v116 :: v_dual_fmac_f32 v39, v108, v115
	v_dual_fmac_f32 v49, v107, v117 :: v_dual_fmac_f32 v42, v108, v118
	v_dual_fmac_f32 v50, v107, v118 :: v_dual_fmac_f32 v41, v108, v117
	v_dual_fmac_f32 v51, v107, v119 :: v_dual_fmac_f32 v44, v108, v120
	v_dual_fmac_f32 v52, v107, v120 :: v_dual_fmac_f32 v43, v108, v119
	v_dual_fmac_f32 v25, v109, v113 :: v_dual_fmac_f32 v6, v110, v114
	v_dual_fmac_f32 v26, v109, v114 :: v_dual_fmac_f32 v5, v110, v113
	v_dual_fmac_f32 v27, v109, v115 :: v_dual_fmac_f32 v8, v110, v116
	v_dual_fmac_f32 v28, v109, v116 :: v_dual_fmac_f32 v7, v110, v115
	v_dual_fmac_f32 v33, v109, v117 :: v_dual_fmac_f32 v10, v110, v118
	v_dual_fmac_f32 v34, v109, v118 :: v_dual_fmac_f32 v9, v110, v117
	v_dual_fmac_f32 v35, v109, v119 :: v_dual_fmac_f32 v12, v110, v120
	v_dual_fmac_f32 v36, v109, v120 :: v_dual_fmac_f32 v11, v110, v119
	v_dual_fmac_f32 v17, v111, v113 :: v_dual_fmac_f32 v22, v112, v114
	v_dual_fmac_f32 v18, v111, v114 :: v_dual_fmac_f32 v21, v112, v113
	v_dual_fmac_f32 v19, v111, v115 :: v_dual_fmac_f32 v24, v112, v116
	v_dual_fmac_f32 v20, v111, v116 :: v_dual_fmac_f32 v23, v112, v115
	v_dual_fmac_f32 v29, v111, v117 :: v_dual_fmac_f32 v14, v112, v118
	v_dual_fmac_f32 v30, v111, v118 :: v_dual_fmac_f32 v13, v112, v117
	v_dual_fmac_f32 v31, v111, v119 :: v_dual_fmac_f32 v16, v112, v120
	v_dual_fmac_f32 v32, v111, v120 :: v_dual_fmac_f32 v15, v112, v119
	ds_load_2addr_b32 v[67:68], v71 offset0:195 offset1:196
	ds_load_2addr_b32 v[113:114], v71 offset0:197 offset1:198
	ds_load_2addr_b32 v[115:116], v71 offset0:199 offset1:200
	ds_load_2addr_b32 v[117:118], v71 offset0:201 offset1:202
	ds_load_b128 v[105:108], v69 offset:1536
	ds_load_b128 v[109:112], v69 offset:1552
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v1, v67, v105 :: v_dual_fmac_f32 v54, v68, v106
	v_dual_fmac_f32 v2, v67, v106 :: v_dual_fmac_f32 v53, v68, v105
	v_dual_fmac_f32 v3, v67, v107 :: v_dual_fmac_f32 v56, v68, v108
	v_dual_fmac_f32 v4, v67, v108 :: v_dual_fmac_f32 v55, v68, v107
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v61, v67, v109 :: v_dual_fmac_f32 v58, v68, v110
	v_dual_fmac_f32 v62, v67, v110 :: v_dual_fmac_f32 v57, v68, v109
	v_dual_fmac_f32 v63, v67, v111 :: v_dual_fmac_f32 v60, v68, v112
	v_dual_fmac_f32 v64, v67, v112 :: v_dual_fmac_f32 v59, v68, v111
	v_dual_fmac_f32 v45, v113, v105 :: v_dual_fmac_f32 v38, v114, v106
	v_dual_fmac_f32 v46, v113, v106 :: v_dual_fmac_f32 v37, v114, v105
	v_dual_fmac_f32 v47, v113, v107 :: v_dual_fmac_f32 v40, v114, v108
	v_dual_fmac_f32 v48, v113, v108 :: v_dual_fmac_f32 v39, v114, v107
	v_dual_fmac_f32 v49, v113, v109 :: v_dual_fmac_f32 v42, v114, v110
	v_dual_fmac_f32 v50, v113, v110 :: v_dual_fmac_f32 v41, v114, v109
	v_dual_fmac_f32 v51, v113, v111 :: v_dual_fmac_f32 v44, v114, v112
	v_dual_fmac_f32 v52, v113, v112 :: v_dual_fmac_f32 v43, v114, v111
	v_dual_fmac_f32 v25, v115, v105 :: v_dual_fmac_f32 v6, v116, v106
	v_dual_fmac_f32 v26, v115, v106 :: v_dual_fmac_f32 v5, v116, v105
	v_dual_fmac_f32 v27, v115, v107 :: v_dual_fmac_f32 v8, v116, v108
	v_dual_fmac_f32 v28, v115, v108 :: v_dual_fmac_f32 v7, v116, v107
	v_dual_fmac_f32 v33, v115, v109 :: v_dual_fmac_f32 v10, v116, v110
	v_dual_fmac_f32 v34, v115, v110 :: v_dual_fmac_f32 v9, v116, v109
	v_dual_fmac_f32 v35, v115, v111 :: v_dual_fmac_f32 v12, v116, v112
	v_dual_fmac_f32 v36, v115, v112 :: v_dual_fmac_f32 v11, v116, v111
	v_dual_fmac_f32 v17, v117, v105 :: v_dual_fmac_f32 v22, v118, v106
	v_dual_fmac_f32 v18, v117, v106 :: v_dual_fmac_f32 v21, v118, v105
	v_dual_fmac_f32 v19, v117, v107 :: v_dual_fmac_f32 v24, v118, v108
	v_dual_fmac_f32 v20, v117, v108 :: v_dual_fmac_f32 v23, v118, v107
	v_dual_fmac_f32 v29, v117, v109 :: v_dual_fmac_f32 v14, v118, v110
	v_dual_fmac_f32 v30, v117, v110 :: v_dual_fmac_f32 v13, v118, v109
	v_dual_fmac_f32 v31, v117, v111 :: v_dual_fmac_f32 v16, v118, v112
	v_dual_fmac_f32 v32, v117, v112 :: v_dual_fmac_f32 v15, v118, v111
	ds_load_b128 v[105:108], v71 offset:1040
	ds_load_b128 v[109:112], v71 offset:1056
	ds_load_b128 v[113:116], v69 offset:2048
	ds_load_b128 v[117:120], v69 offset:2064
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v1, v105, v113 :: v_dual_fmac_f32 v54, v106, v114
	v_dual_fmac_f32 v2, v105, v114 :: v_dual_fmac_f32 v53, v106, v113
	v_dual_fmac_f32 v3, v105, v115 :: v_dual_fmac_f32 v56, v106, v116
	v_dual_fmac_f32 v4, v105, v116 :: v_dual_fmac_f32 v55, v106, v115
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v61, v105, v117 :: v_dual_fmac_f32 v58, v106, v118
	v_dual_fmac_f32 v62, v105, v118 :: v_dual_fmac_f32 v57, v106, v117
	v_dual_fmac_f32 v63, v105, v119 :: v_dual_fmac_f32 v60, v106, v120
	v_dual_fmac_f32 v64, v105, v120 :: v_dual_fmac_f32 v59, v106, v119
	v_dual_fmac_f32 v45, v107, v113 :: v_dual_fmac_f32 v38, v108, v114
	v_dual_fmac_f32 v46, v107, v114 :: v_dual_fmac_f32 v37, v108, v113
	v_dual_fmac_f32 v47, v107, v115 :: v_dual_fmac_f32 v40, v108, v116
	v_dual_fmac_f32 v48, v107, v116 :: v_dual_fmac_f32 v39, v108, v115
	v_dual_fmac_f32 v49, v107, v117 :: v_dual_fmac_f32 v42, v108, v118
	v_dual_fmac_f32 v50, v107, v118 :: v_dual_fmac_f32 v41, v108, v117
	v_dual_fmac_f32 v51, v107, v119 :: v_dual_fmac_f32 v44, v108, v120
	v_dual_fmac_f32 v52, v107, v120 :: v_dual_fmac_f32 v43, v108, v119
	v_dual_fmac_f32 v25, v109, v113 :: v_dual_fmac_f32 v6, v110, v114
	v_dual_fmac_f32 v26, v109, v114 :: v_dual_fmac_f32 v5, v110, v113
	v_dual_fmac_f32 v27, v109, v115 :: v_dual_fmac_f32 v8, v110, v116
	v_dual_fmac_f32 v28, v109, v116 :: v_dual_fmac_f32 v7, v110, v115
	v_dual_fmac_f32 v33, v109, v117 :: v_dual_fmac_f32 v10, v110, v118
	v_dual_fmac_f32 v34, v109, v118 :: v_dual_fmac_f32 v9, v110, v117
	v_dual_fmac_f32 v35, v109, v119 :: v_dual_fmac_f32 v12, v110, v120
	v_dual_fmac_f32 v36, v109, v120 :: v_dual_fmac_f32 v11, v110, v119
	v_dual_fmac_f32 v17, v111, v113 :: v_dual_fmac_f32 v22, v112, v114
	v_dual_fmac_f32 v18, v111, v114 :: v_dual_fmac_f32 v21, v112, v113
	v_dual_fmac_f32 v19, v111, v115 :: v_dual_fmac_f32 v24, v112, v116
	v_dual_fmac_f32 v20, v111, v116 :: v_dual_fmac_f32 v23, v112, v115
	v_dual_fmac_f32 v29, v111, v117 :: v_dual_fmac_f32 v14, v112, v118
	v_dual_fmac_f32 v30, v111, v118 :: v_dual_fmac_f32 v13, v112, v117
	v_dual_fmac_f32 v31, v111, v119 :: v_dual_fmac_f32 v16, v112, v120
	v_dual_fmac_f32 v32, v111, v120 :: v_dual_fmac_f32 v15, v112, v119
	ds_load_2addr_b32 v[67:68], v75 offset1:1
	ds_load_2addr_b32 v[113:114], v76 offset1:1
	ds_load_2addr_b32 v[115:116], v77 offset1:1
	ds_load_2addr_b32 v[117:118], v80 offset1:1
	ds_load_b128 v[105:108], v69 offset:2560
	ds_load_b128 v[109:112], v69 offset:2576
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v1, v67, v105 :: v_dual_fmac_f32 v54, v68, v106
	v_dual_fmac_f32 v2, v67, v106 :: v_dual_fmac_f32 v53, v68, v105
	v_dual_fmac_f32 v3, v67, v107 :: v_dual_fmac_f32 v56, v68, v108
	v_dual_fmac_f32 v4, v67, v108 :: v_dual_fmac_f32 v55, v68, v107
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v61, v67, v109 :: v_dual_fmac_f32 v58, v68, v110
	v_dual_fmac_f32 v62, v67, v110 :: v_dual_fmac_f32 v57, v68, v109
	v_dual_fmac_f32 v63, v67, v111 :: v_dual_fmac_f32 v60, v68, v112
	v_dual_fmac_f32 v64, v67, v112 :: v_dual_fmac_f32 v59, v68, v111
	v_dual_fmac_f32 v45, v113, v105 :: v_dual_fmac_f32 v38, v114, v106
	v_dual_fmac_f32 v46, v113, v106 :: v_dual_fmac_f32 v37, v114, v105
	v_dual_fmac_f32 v47, v113, v107 :: v_dual_fmac_f32 v40, v114, v108
	v_dual_fmac_f32 v48, v113, v108 :: v_dual_fmac_f32 v39, v114, v107
	v_dual_fmac_f32 v49, v113, v109 :: v_dual_fmac_f32 v42, v114, v110
	v_dual_fmac_f32 v50, v113, v110 :: v_dual_fmac_f32 v41, v114, v109
	v_dual_fmac_f32 v51, v113, v111 :: v_dual_fmac_f32 v44, v114, v112
	v_dual_fmac_f32 v52, v113, v112 :: v_dual_fmac_f32 v43, v114, v111
	v_dual_fmac_f32 v25, v115, v105 :: v_dual_fmac_f32 v6, v116, v106
	v_dual_fmac_f32 v26, v115, v106 :: v_dual_fmac_f32 v5, v116, v105
	v_dual_fmac_f32 v27, v115, v107 :: v_dual_fmac_f32 v8, v116, v108
	v_dual_fmac_f32 v28, v115, v108 :: v_dual_fmac_f32 v7, v116, v107
	v_dual_fmac_f32 v33, v115, v109 :: v_dual_fmac_f32 v10, v116, v110
	v_dual_fmac_f32 v34, v115, v110 :: v_dual_fmac_f32 v9, v116, v109
	v_dual_fmac_f32 v35, v115, v111 :: v_dual_fmac_f32 v12, v116, v112
	v_dual_fmac_f32 v36, v115, v112 :: v_dual_fmac_f32 v11, v116, v111
	v_dual_fmac_f32 v17, v117, v105 :: v_dual_fmac_f32 v22, v118, v106
	v_dual_fmac_f32 v18, v117, v106 :: v_dual_fmac_f32 v21, v118, v105
	v_dual_fmac_f32 v19, v117, v107 :: v_dual_fmac_f32 v24, v118, v108
	v_dual_fmac_f32 v20, v117, v108 :: v_dual_fmac_f32 v23, v118, v107
	v_dual_fmac_f32 v29, v117, v109 :: v_dual_fmac_f32 v14, v118, v110
	v_dual_fmac_f32 v30, v117, v110 :: v_dual_fmac_f32 v13, v118, v109
	v_dual_fmac_f32 v31, v117, v111 :: v_dual_fmac_f32 v16, v118, v112
	v_dual_fmac_f32 v32, v117, v112 :: v_dual_fmac_f32 v15, v118, v111
	ds_load_2addr_b64 v[105:108], v71 offset0:195 offset1:196
	ds_load_2addr_b64 v[109:112], v71 offset0:197 offset1:198
	ds_load_b128 v[113:116], v69 offset:3072
	ds_load_b128 v[117:120], v69 offset:3088
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v1, v105, v113 :: v_dual_fmac_f32 v54, v106, v114
	v_dual_fmac_f32 v2, v105, v114 :: v_dual_fmac_f32 v53, v106, v113
	v_dual_fmac_f32 v3, v105, v115 :: v_dual_fmac_f32 v56, v106, v116
	v_dual_fmac_f32 v4, v105, v116 :: v_dual_fmac_f32 v55, v106, v115
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v61, v105, v117 :: v_dual_fmac_f32 v58, v106, v118
	v_dual_fmac_f32 v62, v105, v118 :: v_dual_fmac_f32 v57, v106, v117
	v_dual_fmac_f32 v63, v105, v119 :: v_dual_fmac_f32 v60, v106, v120
	v_dual_fmac_f32 v64, v105, v120 :: v_dual_fmac_f32 v59, v106, v119
	v_dual_fmac_f32 v45, v107, v113 :: v_dual_fmac_f32 v38, v108, v114
	v_dual_fmac_f32 v46, v107, v114 :: v_dual_fmac_f32 v37, v108, v113
	v_dual_fmac_f32 v47, v107, v115 :: v_dual_fmac_f32 v40, v108, v116
	v_dual_fmac_f32 v48, v107, v116 :: v_dual_fmac_f32 v39, v108, v115
	v_dual_fmac_f32 v49, v107, v117 :: v_dual_fmac_f32 v42, v108, v118
	v_dual_fmac_f32 v50, v107, v118 :: v_dual_fmac_f32 v41, v108, v117
	v_dual_fmac_f32 v51, v107, v119 :: v_dual_fmac_f32 v44, v108, v120
	v_dual_fmac_f32 v52, v107, v120 :: v_dual_fmac_f32 v43, v108, v119
	v_dual_fmac_f32 v25, v109, v113 :: v_dual_fmac_f32 v6, v110, v114
	v_dual_fmac_f32 v26, v109, v114 :: v_dual_fmac_f32 v5, v110, v113
	v_dual_fmac_f32 v27, v109, v115 :: v_dual_fmac_f32 v8, v110, v116
	v_dual_fmac_f32 v28, v109, v116 :: v_dual_fmac_f32 v7, v110, v115
	v_dual_fmac_f32 v33, v109, v117 :: v_dual_fmac_f32 v10, v110, v118
	v_dual_fmac_f32 v34, v109, v118 :: v_dual_fmac_f32 v9, v110, v117
	v_dual_fmac_f32 v35, v109, v119 :: v_dual_fmac_f32 v12, v110, v120
	v_dual_fmac_f32 v36, v109, v120 :: v_dual_fmac_f32 v11, v110, v119
	v_dual_fmac_f32 v17, v111, v113 :: v_dual_fmac_f32 v22, v112, v114
	v_dual_fmac_f32 v18, v111, v114 :: v_dual_fmac_f32 v21, v112, v113
	v_dual_fmac_f32 v19, v111, v115 :: v_dual_fmac_f32 v24, v112, v116
	v_dual_fmac_f32 v20, v111, v116 :: v_dual_fmac_f32 v23, v112, v115
	v_dual_fmac_f32 v29, v111, v117 :: v_dual_fmac_f32 v14, v112, v118
	v_dual_fmac_f32 v30, v111, v118 :: v_dual_fmac_f32 v13, v112, v117
	v_dual_fmac_f32 v31, v111, v119 :: v_dual_fmac_f32 v16, v112, v120
	v_dual_fmac_f32 v32, v111, v120 :: v_dual_fmac_f32 v15, v112, v119
	ds_load_2addr_b32 v[67:68], v81 offset1:1
	ds_load_2addr_b32 v[113:114], v82 offset1:1
	ds_load_2addr_b32 v[115:116], v83 offset1:1
	ds_load_2addr_b32 v[117:118], v84 offset1:1
	ds_load_b128 v[105:108], v69 offset:3584
	ds_load_b128 v[109:112], v69 offset:3600
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v1, v67, v105 :: v_dual_fmac_f32 v54, v68, v106
	v_dual_fmac_f32 v2, v67, v106 :: v_dual_fmac_f32 v53, v68, v105
	v_dual_fmac_f32 v3, v67, v107 :: v_dual_fmac_f32 v56, v68, v108
	v_dual_fmac_f32 v4, v67, v108 :: v_dual_fmac_f32 v55, v68, v107
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v61, v67, v109 :: v_dual_fmac_f32 v58, v68, v110
	v_dual_fmac_f32 v62, v67, v110 :: v_dual_fmac_f32 v57, v68, v109
	v_dual_fmac_f32 v63, v67, v111 :: v_dual_fmac_f32 v60, v68, v112
	v_dual_fmac_f32 v64, v67, v112 :: v_dual_fmac_f32 v59, v68, v111
	v_dual_fmac_f32 v45, v113, v105 :: v_dual_fmac_f32 v38, v114, v106
	v_dual_fmac_f32 v46, v113, v106 :: v_dual_fmac_f32 v37, v114, v105
	v_dual_fmac_f32 v47, v113, v107 :: v_dual_fmac_f32 v40, v114, v108
	v_dual_fmac_f32 v48, v113, v108 :: v_dual_fmac_f32 v39, v114, v107
	v_dual_fmac_f32 v49, v113, v109 :: v_dual_fmac_f32 v42, v114, v110
	v_dual_fmac_f32 v50, v113, v110 :: v_dual_fmac_f32 v41, v114, v109
	v_dual_fmac_f32 v51, v113, v111 :: v_dual_fmac_f32 v44, v114, v112
	v_dual_fmac_f32 v52, v113, v112 :: v_dual_fmac_f32 v43, v114, v111
	v_dual_fmac_f32 v25, v115, v105 :: v_dual_fmac_f32 v6, v116, v106
	v_dual_fmac_f32 v26, v115, v106 :: v_dual_fmac_f32 v5, v116, v105
	v_dual_fmac_f32 v27, v115, v107 :: v_dual_fmac_f32 v8, v116, v108
	v_dual_fmac_f32 v28, v115, v108 :: v_dual_fmac_f32 v7, v116, v107
	v_dual_fmac_f32 v33, v115, v109 :: v_dual_fmac_f32 v10, v116, v110
	v_dual_fmac_f32 v34, v115, v110 :: v_dual_fmac_f32 v9, v116, v109
	v_dual_fmac_f32 v35, v115, v111 :: v_dual_fmac_f32 v12, v116, v112
	v_dual_fmac_f32 v36, v115, v112 :: v_dual_fmac_f32 v11, v116, v111
	v_dual_fmac_f32 v17, v117, v105 :: v_dual_fmac_f32 v22, v118, v106
	v_dual_fmac_f32 v18, v117, v106 :: v_dual_fmac_f32 v21, v118, v105
	v_dual_fmac_f32 v19, v117, v107 :: v_dual_fmac_f32 v24, v118, v108
	v_dual_fmac_f32 v20, v117, v108 :: v_dual_fmac_f32 v23, v118, v107
	v_dual_fmac_f32 v29, v117, v109 :: v_dual_fmac_f32 v14, v118, v110
	v_dual_fmac_f32 v30, v117, v110 :: v_dual_fmac_f32 v13, v118, v109
	v_dual_fmac_f32 v31, v117, v111 :: v_dual_fmac_f32 v16, v118, v112
	v_dual_fmac_f32 v32, v117, v112 :: v_dual_fmac_f32 v15, v118, v111
	ds_load_b128 v[105:108], v71 offset:2080
	ds_load_b128 v[109:112], v71 offset:2096
	ds_load_b128 v[113:116], v69 offset:4096
	ds_load_b128 v[117:120], v69 offset:4112
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v1, v105, v113 :: v_dual_fmac_f32 v54, v106, v114
	v_dual_fmac_f32 v2, v105, v114 :: v_dual_fmac_f32 v53, v106, v113
	v_dual_fmac_f32 v3, v105, v115 :: v_dual_fmac_f32 v56, v106, v116
	v_dual_fmac_f32 v4, v105, v116 :: v_dual_fmac_f32 v55, v106, v115
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v61, v105, v117 :: v_dual_fmac_f32 v58, v106, v118
	v_dual_fmac_f32 v62, v105, v118 :: v_dual_fmac_f32 v57, v106, v117
	v_dual_fmac_f32 v63, v105, v119 :: v_dual_fmac_f32 v60, v106, v120
	v_dual_fmac_f32 v64, v105, v120 :: v_dual_fmac_f32 v59, v106, v119
	v_dual_fmac_f32 v45, v107, v113 :: v_dual_fmac_f32 v38, v108, v114
	v_dual_fmac_f32 v46, v107, v114 :: v_dual_fmac_f32 v37, v108, v113
	v_dual_fmac_f32 v47, v107, v115 :: v_dual_fmac_f32 v40, v108, v116
	v_dual_fmac_f32 v48, v107, v116 :: v_dual_fmac_f32 v39, v108, v115
	v_dual_fmac_f32 v49, v107, v117 :: v_dual_fmac_f32 v42, v108, v118
	v_dual_fmac_f32 v50, v107, v118 :: v_dual_fmac_f32 v41, v108, v117
	v_dual_fmac_f32 v51, v107, v119 :: v_dual_fmac_f32 v44, v108, v120
	v_dual_fmac_f32 v52, v107, v120 :: v_dual_fmac_f32 v43, v108, v119
	v_dual_fmac_f32 v25, v109, v113 :: v_dual_fmac_f32 v6, v110, v114
	v_dual_fmac_f32 v26, v109, v114 :: v_dual_fmac_f32 v5, v110, v113
	v_dual_fmac_f32 v27, v109, v115 :: v_dual_fmac_f32 v8, v110, v116
	v_dual_fmac_f32 v28, v109, v116 :: v_dual_fmac_f32 v7, v110, v115
	v_dual_fmac_f32 v33, v109, v117 :: v_dual_fmac_f32 v10, v110, v118
	v_dual_fmac_f32 v34, v109, v118 :: v_dual_fmac_f32 v9, v110, v117
	v_dual_fmac_f32 v35, v109, v119 :: v_dual_fmac_f32 v12, v110, v120
	v_dual_fmac_f32 v36, v109, v120 :: v_dual_fmac_f32 v11, v110, v119
	v_dual_fmac_f32 v17, v111, v113 :: v_dual_fmac_f32 v22, v112, v114
	v_dual_fmac_f32 v18, v111, v114 :: v_dual_fmac_f32 v21, v112, v113
	v_dual_fmac_f32 v19, v111, v115 :: v_dual_fmac_f32 v24, v112, v116
	v_dual_fmac_f32 v20, v111, v116 :: v_dual_fmac_f32 v23, v112, v115
	v_dual_fmac_f32 v29, v111, v117 :: v_dual_fmac_f32 v14, v112, v118
	v_dual_fmac_f32 v30, v111, v118 :: v_dual_fmac_f32 v13, v112, v117
	v_dual_fmac_f32 v31, v111, v119 :: v_dual_fmac_f32 v16, v112, v120
	v_dual_fmac_f32 v32, v111, v120 :: v_dual_fmac_f32 v15, v112, v119
	ds_load_2addr_b32 v[67:68], v85 offset1:1
	ds_load_2addr_b32 v[113:114], v86 offset1:1
	ds_load_2addr_b32 v[115:116], v87 offset1:1
	ds_load_2addr_b32 v[117:118], v88 offset1:1
	ds_load_b128 v[105:108], v69 offset:4608
	ds_load_b128 v[109:112], v69 offset:4624
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v1, v67, v105 :: v_dual_fmac_f32 v54, v68, v106
	v_dual_fmac_f32 v2, v67, v106 :: v_dual_fmac_f32 v53, v68, v105
	v_dual_fmac_f32 v3, v67, v107 :: v_dual_fmac_f32 v56, v68, v108
	v_dual_fmac_f32 v4, v67, v108 :: v_dual_fmac_f32 v55, v68, v107
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v61, v67, v109 :: v_dual_fmac_f32 v58, v68, v110
	v_dual_fmac_f32 v62, v67, v110 :: v_dual_fmac_f32 v57, v68, v109
	v_dual_fmac_f32 v63, v67, v111 :: v_dual_fmac_f32 v60, v68, v112
	v_dual_fmac_f32 v64, v67, v112 :: v_dual_fmac_f32 v59, v68, v111
	v_dual_fmac_f32 v45, v113, v105 :: v_dual_fmac_f32 v38, v114, v106
	v_dual_fmac_f32 v46, v113, v106 :: v_dual_fmac_f32 v37, v114, v105
	v_dual_fmac_f32 v47, v113, v107 :: v_dual_fmac_f32 v40, v114, v108
	v_dual_fmac_f32 v48, v113, v108 :: v_dual_fmac_f32 v39, v114, v107
	v_dual_fmac_f32 v49, v113, v109 :: v_dual_fmac_f32 v42, v114, v110
	v_dual_fmac_f32 v50, v113, v110 :: v_dual_fmac_f32 v41, v114, v109
	v_dual_fmac_f32 v51, v113, v111 :: v_dual_fmac_f32 v44, v114, v112
	v_dual_fmac_f32 v52, v113, v112 :: v_dual_fmac_f32 v43, v114, v111
	v_dual_fmac_f32 v25, v115, v105 :: v_dual_fmac_f32 v6, v116, v106
	v_dual_fmac_f32 v26, v115, v106 :: v_dual_fmac_f32 v5, v116, v105
	v_dual_fmac_f32 v27, v115, v107 :: v_dual_fmac_f32 v8, v116, v108
	v_dual_fmac_f32 v28, v115, v108 :: v_dual_fmac_f32 v7, v116, v107
	v_dual_fmac_f32 v33, v115, v109 :: v_dual_fmac_f32 v10, v116, v110
	v_dual_fmac_f32 v34, v115, v110 :: v_dual_fmac_f32 v9, v116, v109
	v_dual_fmac_f32 v35, v115, v111 :: v_dual_fmac_f32 v12, v116, v112
	v_dual_fmac_f32 v36, v115, v112 :: v_dual_fmac_f32 v11, v116, v111
	v_dual_fmac_f32 v17, v117, v105 :: v_dual_fmac_f32 v22, v118, v106
	v_dual_fmac_f32 v18, v117, v106 :: v_dual_fmac_f32 v21, v118, v105
	v_dual_fmac_f32 v19, v117, v107 :: v_dual_fmac_f32 v24, v118, v108
	v_dual_fmac_f32 v20, v117, v108 :: v_dual_fmac_f32 v23, v118, v107
	v_dual_fmac_f32 v29, v117, v109 :: v_dual_fmac_f32 v14, v118, v110
	v_dual_fmac_f32 v30, v117, v110 :: v_dual_fmac_f32 v13, v118, v109
	v_dual_fmac_f32 v31, v117, v111 :: v_dual_fmac_f32 v16, v118, v112
	v_dual_fmac_f32 v32, v117, v112 :: v_dual_fmac_f32 v15, v118, v111
	ds_load_2addr_b64 v[105:108], v89 offset1:1
	ds_load_2addr_b64 v[109:112], v90 offset1:1
	ds_load_b128 v[113:116], v69 offset:5120
	ds_load_b128 v[117:120], v69 offset:5136
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v1, v105, v113 :: v_dual_fmac_f32 v54, v106, v114
	v_dual_fmac_f32 v2, v105, v114 :: v_dual_fmac_f32 v53, v106, v113
	v_dual_fmac_f32 v3, v105, v115 :: v_dual_fmac_f32 v56, v106, v116
	v_dual_fmac_f32 v4, v105, v116 :: v_dual_fmac_f32 v55, v106, v115
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v61, v105, v117 :: v_dual_fmac_f32 v58, v106, v118
	v_dual_fmac_f32 v62, v105, v118 :: v_dual_fmac_f32 v57, v106, v117
	v_dual_fmac_f32 v63, v105, v119 :: v_dual_fmac_f32 v60, v106, v120
	v_dual_fmac_f32 v64, v105, v120 :: v_dual_fmac_f32 v59, v106, v119
	v_dual_fmac_f32 v45, v107, v113 :: v_dual_fmac_f32 v38, v108, v114
	v_dual_fmac_f32 v46, v107, v114 :: v_dual_fmac_f32 v37, v108, v113
	v_dual_fmac_f32 v47, v107, v115 :: v_dual_fmac_f32 v40, v108, v116
	v_dual_fmac_f32 v48, v107, v116 :: v_dual_fmac_f32 v39, v108, v115
	v_dual_fmac_f32 v49, v107, v117 :: v_dual_fmac_f32 v42, v108, v118
	v_dual_fmac_f32 v50, v107, v118 :: v_dual_fmac_f32 v41, v108, v117
	v_dual_fmac_f32 v51, v107, v119 :: v_dual_fmac_f32 v44, v108, v120
	v_dual_fmac_f32 v52, v107, v120 :: v_dual_fmac_f32 v43, v108, v119
	v_dual_fmac_f32 v25, v109, v113 :: v_dual_fmac_f32 v6, v110, v114
	v_dual_fmac_f32 v26, v109, v114 :: v_dual_fmac_f32 v5, v110, v113
	v_dual_fmac_f32 v27, v109, v115 :: v_dual_fmac_f32 v8, v110, v116
	v_dual_fmac_f32 v28, v109, v116 :: v_dual_fmac_f32 v7, v110, v115
	v_dual_fmac_f32 v33, v109, v117 :: v_dual_fmac_f32 v10, v110, v118
	v_dual_fmac_f32 v34, v109, v118 :: v_dual_fmac_f32 v9, v110, v117
	v_dual_fmac_f32 v35, v109, v119 :: v_dual_fmac_f32 v12, v110, v120
	v_dual_fmac_f32 v36, v109, v120 :: v_dual_fmac_f32 v11, v110, v119
	v_dual_fmac_f32 v17, v111, v113 :: v_dual_fmac_f32 v22, v112, v114
	v_dual_fmac_f32 v18, v111, v114 :: v_dual_fmac_f32 v21, v112, v113
	v_dual_fmac_f32 v19, v111, v115 :: v_dual_fmac_f32 v24, v112, v116
	v_dual_fmac_f32 v20, v111, v116 :: v_dual_fmac_f32 v23, v112, v115
	v_dual_fmac_f32 v29, v111, v117 :: v_dual_fmac_f32 v14, v112, v118
	v_dual_fmac_f32 v30, v111, v118 :: v_dual_fmac_f32 v13, v112, v117
	v_dual_fmac_f32 v31, v111, v119 :: v_dual_fmac_f32 v16, v112, v120
	v_dual_fmac_f32 v32, v111, v120 :: v_dual_fmac_f32 v15, v112, v119
	ds_load_2addr_b32 v[67:68], v91 offset1:1
	ds_load_2addr_b32 v[113:114], v92 offset1:1
	ds_load_2addr_b32 v[115:116], v93 offset1:1
	ds_load_2addr_b32 v[117:118], v94 offset1:1
	ds_load_b128 v[105:108], v69 offset:5632
	ds_load_b128 v[109:112], v69 offset:5648
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v1, v67, v105 :: v_dual_fmac_f32 v54, v68, v106
	v_dual_fmac_f32 v2, v67, v106 :: v_dual_fmac_f32 v53, v68, v105
	v_dual_fmac_f32 v3, v67, v107 :: v_dual_fmac_f32 v56, v68, v108
	v_dual_fmac_f32 v4, v67, v108 :: v_dual_fmac_f32 v55, v68, v107
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v61, v67, v109 :: v_dual_fmac_f32 v58, v68, v110
	v_dual_fmac_f32 v62, v67, v110 :: v_dual_fmac_f32 v57, v68, v109
	v_dual_fmac_f32 v63, v67, v111 :: v_dual_fmac_f32 v60, v68, v112
	v_dual_fmac_f32 v64, v67, v112 :: v_dual_fmac_f32 v59, v68, v111
	v_dual_fmac_f32 v45, v113, v105 :: v_dual_fmac_f32 v38, v114, v106
	v_dual_fmac_f32 v46, v113, v106 :: v_dual_fmac_f32 v37, v114, v105
	v_dual_fmac_f32 v47, v113, v107 :: v_dual_fmac_f32 v40, v114, v108
	v_dual_fmac_f32 v48, v113, v108 :: v_dual_fmac_f32 v39, v114, v107
	v_dual_fmac_f32 v49, v113, v109 :: v_dual_fmac_f32 v42, v114, v110
	v_dual_fmac_f32 v50, v113, v110 :: v_dual_fmac_f32 v41, v114, v109
	v_dual_fmac_f32 v51, v113, v111 :: v_dual_fmac_f32 v44, v114, v112
	v_dual_fmac_f32 v52, v113, v112 :: v_dual_fmac_f32 v43, v114, v111
	v_dual_fmac_f32 v25, v115, v105 :: v_dual_fmac_f32 v6, v116, v106
	v_dual_fmac_f32 v26, v115, v106 :: v_dual_fmac_f32 v5, v116, v105
	v_dual_fmac_f32 v27, v115, v107 :: v_dual_fmac_f32 v8, v116, v108
	v_dual_fmac_f32 v28, v115, v108 :: v_dual_fmac_f32 v7, v116, v107
	v_dual_fmac_f32 v33, v115, v109 :: v_dual_fmac_f32 v10, v116, v110
	v_dual_fmac_f32 v34, v115, v110 :: v_dual_fmac_f32 v9, v116, v109
	v_dual_fmac_f32 v35, v115, v111 :: v_dual_fmac_f32 v12, v116, v112
	v_dual_fmac_f32 v36, v115, v112 :: v_dual_fmac_f32 v11, v116, v111
	v_dual_fmac_f32 v17, v117, v105 :: v_dual_fmac_f32 v22, v118, v106
	v_dual_fmac_f32 v18, v117, v106 :: v_dual_fmac_f32 v21, v118, v105
	v_dual_fmac_f32 v19, v117, v107 :: v_dual_fmac_f32 v24, v118, v108
	v_dual_fmac_f32 v20, v117, v108 :: v_dual_fmac_f32 v23, v118, v107
	v_dual_fmac_f32 v29, v117, v109 :: v_dual_fmac_f32 v14, v118, v110
	v_dual_fmac_f32 v30, v117, v110 :: v_dual_fmac_f32 v13, v118, v109
	v_dual_fmac_f32 v31, v117, v111 :: v_dual_fmac_f32 v16, v118, v112
	v_dual_fmac_f32 v32, v117, v112 :: v_dual_fmac_f32 v15, v118, v111
	ds_load_b128 v[105:108], v71 offset:3120
	ds_load_b128 v[109:112], v71 offset:3136
	ds_load_b128 v[113:116], v69 offset:6144
	ds_load_b128 v[117:120], v69 offset:6160
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v1, v105, v113 :: v_dual_fmac_f32 v54, v106, v114
	v_dual_fmac_f32 v2, v105, v114 :: v_dual_fmac_f32 v53, v106, v113
	v_dual_fmac_f32 v3, v105, v115 :: v_dual_fmac_f32 v56, v106, v116
	v_dual_fmac_f32 v4, v105, v116 :: v_dual_fmac_f32 v55, v106, v115
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v61, v105, v117 :: v_dual_fmac_f32 v58, v106, v118
	v_dual_fmac_f32 v62, v105, v118 :: v_dual_fmac_f32 v57, v106, v117
	v_dual_fmac_f32 v63, v105, v119 :: v_dual_fmac_f32 v60, v106, v120
	v_dual_fmac_f32 v64, v105, v120 :: v_dual_fmac_f32 v59, v106, v119
	v_dual_fmac_f32 v45, v107, v113 :: v_dual_fmac_f32 v38, v108, v114
	v_dual_fmac_f32 v46, v107, v114 :: v_dual_fmac_f32 v37, v108, v113
	v_dual_fmac_f32 v47, v107, v115 :: v_dual_fmac_f32 v40, v108, v116
	v_dual_fmac_f32 v48, v107, v116 :: v_dual_fmac_f32 v39, v108, v115
	v_dual_fmac_f32 v49, v107, v117 :: v_dual_fmac_f32 v42, v108, v118
	v_dual_fmac_f32 v50, v107, v118 :: v_dual_fmac_f32 v41, v108, v117
	v_dual_fmac_f32 v51, v107, v119 :: v_dual_fmac_f32 v44, v108, v120
	v_dual_fmac_f32 v52, v107, v120 :: v_dual_fmac_f32 v43, v108, v119
	v_dual_fmac_f32 v25, v109, v113 :: v_dual_fmac_f32 v6, v110, v114
	v_dual_fmac_f32 v26, v109, v114 :: v_dual_fmac_f32 v5, v110, v113
	v_dual_fmac_f32 v27, v109, v115 :: v_dual_fmac_f32 v8, v110, v116
	v_dual_fmac_f32 v28, v109, v116 :: v_dual_fmac_f32 v7, v110, v115
	v_dual_fmac_f32 v33, v109, v117 :: v_dual_fmac_f32 v10, v110, v118
	v_dual_fmac_f32 v34, v109, v118 :: v_dual_fmac_f32 v9, v110, v117
	v_dual_fmac_f32 v35, v109, v119 :: v_dual_fmac_f32 v12, v110, v120
	v_dual_fmac_f32 v36, v109, v120 :: v_dual_fmac_f32 v11, v110, v119
	v_dual_fmac_f32 v17, v111, v113 :: v_dual_fmac_f32 v22, v112, v114
	v_dual_fmac_f32 v18, v111, v114 :: v_dual_fmac_f32 v21, v112, v113
	v_dual_fmac_f32 v19, v111, v115 :: v_dual_fmac_f32 v24, v112, v116
	v_dual_fmac_f32 v20, v111, v116 :: v_dual_fmac_f32 v23, v112, v115
	v_dual_fmac_f32 v29, v111, v117 :: v_dual_fmac_f32 v14, v112, v118
	v_dual_fmac_f32 v30, v111, v118 :: v_dual_fmac_f32 v13, v112, v117
	v_dual_fmac_f32 v31, v111, v119 :: v_dual_fmac_f32 v16, v112, v120
	v_dual_fmac_f32 v32, v111, v120 :: v_dual_fmac_f32 v15, v112, v119
	ds_load_2addr_b32 v[67:68], v95 offset1:1
	ds_load_2addr_b32 v[113:114], v96 offset1:1
	ds_load_2addr_b32 v[115:116], v97 offset1:1
	ds_load_2addr_b32 v[117:118], v98 offset1:1
	ds_load_b128 v[105:108], v69 offset:6656
	ds_load_b128 v[109:112], v69 offset:6672
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v1, v67, v105 :: v_dual_fmac_f32 v54, v68, v106
	v_dual_fmac_f32 v2, v67, v106 :: v_dual_fmac_f32 v53, v68, v105
	v_dual_fmac_f32 v3, v67, v107 :: v_dual_fmac_f32 v56, v68, v108
	v_dual_fmac_f32 v4, v67, v108 :: v_dual_fmac_f32 v55, v68, v107
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v61, v67, v109 :: v_dual_fmac_f32 v58, v68, v110
	v_dual_fmac_f32 v62, v67, v110 :: v_dual_fmac_f32 v57, v68, v109
	v_dual_fmac_f32 v63, v67, v111 :: v_dual_fmac_f32 v60, v68, v112
	v_dual_fmac_f32 v64, v67, v112 :: v_dual_fmac_f32 v59, v68, v111
	v_dual_fmac_f32 v45, v113, v105 :: v_dual_fmac_f32 v38, v114, v106
	v_dual_fmac_f32 v46, v113, v106 :: v_dual_fmac_f32 v37, v114, v105
	v_dual_fmac_f32 v47, v113, v107 :: v_dual_fmac_f32 v40, v114, v108
	v_dual_fmac_f32 v48, v113, v108 :: v_dual_fmac_f32 v39, v114, v107
	v_dual_fmac_f32 v49, v113, v109 :: v_dual_fmac_f32 v42, v114, v110
	v_dual_fmac_f32 v50, v113, v110 :: v_dual_fmac_f32 v41, v114, v109
	v_dual_fmac_f32 v51, v113, v111 :: v_dual_fmac_f32 v44, v114, v112
	v_dual_fmac_f32 v52, v113, v112 :: v_dual_fmac_f32 v43, v114, v111
	v_dual_fmac_f32 v25, v115, v105 :: v_dual_fmac_f32 v6, v116, v106
	v_dual_fmac_f32 v26, v115, v106 :: v_dual_fmac_f32 v5, v116, v105
	v_dual_fmac_f32 v27, v115, v107 :: v_dual_fmac_f32 v8, v116, v108
	v_dual_fmac_f32 v28, v115, v108 :: v_dual_fmac_f32 v7, v116, v107
	v_dual_fmac_f32 v33, v115, v109 :: v_dual_fmac_f32 v10, v116, v110
	v_dual_fmac_f32 v34, v115, v110 :: v_dual_fmac_f32 v9, v116, v109
	v_dual_fmac_f32 v35, v115, v111 :: v_dual_fmac_f32 v12, v116, v112
	v_dual_fmac_f32 v36, v115, v112 :: v_dual_fmac_f32 v11, v116, v111
	v_dual_fmac_f32 v17, v117, v105 :: v_dual_fmac_f32 v22, v118, v106
	v_dual_fmac_f32 v18, v117, v106 :: v_dual_fmac_f32 v21, v118, v105
	v_dual_fmac_f32 v19, v117, v107 :: v_dual_fmac_f32 v24, v118, v108
	v_dual_fmac_f32 v20, v117, v108 :: v_dual_fmac_f32 v23, v118, v107
	v_dual_fmac_f32 v29, v117, v109 :: v_dual_fmac_f32 v14, v118, v110
	v_dual_fmac_f32 v30, v117, v110 :: v_dual_fmac_f32 v13, v118, v109
	v_dual_fmac_f32 v31, v117, v111 :: v_dual_fmac_f32 v16, v118, v112
	v_dual_fmac_f32 v32, v117, v112 :: v_dual_fmac_f32 v15, v118, v111
	ds_load_2addr_b64 v[105:108], v99 offset1:1
	ds_load_2addr_b64 v[109:112], v100 offset1:1
	ds_load_b128 v[113:116], v69 offset:7168
	ds_load_b128 v[117:120], v69 offset:7184
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v1, v105, v113 :: v_dual_fmac_f32 v54, v106, v114
	v_dual_fmac_f32 v2, v105, v114 :: v_dual_fmac_f32 v53, v106, v113
	v_dual_fmac_f32 v3, v105, v115 :: v_dual_fmac_f32 v56, v106, v116
	v_dual_fmac_f32 v4, v105, v116 :: v_dual_fmac_f32 v55, v106, v115
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v61, v105, v117 :: v_dual_fmac_f32 v58, v106, v118
	v_dual_fmac_f32 v62, v105, v118 :: v_dual_fmac_f32 v57, v106, v117
	v_dual_fmac_f32 v63, v105, v119 :: v_dual_fmac_f32 v60, v106, v120
	v_dual_fmac_f32 v64, v105, v120 :: v_dual_fmac_f32 v59, v106, v119
	v_dual_fmac_f32 v45, v107, v113 :: v_dual_fmac_f32 v38, v108, v114
	v_dual_fmac_f32 v46, v107, v114 :: v_dual_fmac_f32 v37, v108, v113
	v_dual_fmac_f32 v47, v107, v115 :: v_dual_fmac_f32 v40, v108, v116
	v_dual_fmac_f32 v48, v107, v116 :: v_dual_fmac_f32 v39, v108, v115
	v_dual_fmac_f32 v49, v107, v117 :: v_dual_fmac_f32 v42, v108, v118
	v_dual_fmac_f32 v50, v107, v118 :: v_dual_fmac_f32 v41, v108, v117
	v_dual_fmac_f32 v51, v107, v119 :: v_dual_fmac_f32 v44, v108, v120
	v_dual_fmac_f32 v52, v107, v120 :: v_dual_fmac_f32 v43, v108, v119
	v_dual_fmac_f32 v25, v109, v113 :: v_dual_fmac_f32 v6, v110, v114
	v_dual_fmac_f32 v26, v109, v114 :: v_dual_fmac_f32 v5, v110, v113
	v_dual_fmac_f32 v27, v109, v115 :: v_dual_fmac_f32 v8, v110, v116
	v_dual_fmac_f32 v28, v109, v116 :: v_dual_fmac_f32 v7, v110, v115
	v_dual_fmac_f32 v33, v109, v117 :: v_dual_fmac_f32 v10, v110, v118
	v_dual_fmac_f32 v34, v109, v118 :: v_dual_fmac_f32 v9, v110, v117
	v_dual_fmac_f32 v35, v109, v119 :: v_dual_fmac_f32 v12, v110, v120
	v_dual_fmac_f32 v36, v109, v120 :: v_dual_fmac_f32 v11, v110, v119
	v_dual_fmac_f32 v17, v111, v113 :: v_dual_fmac_f32 v22, v112, v114
	v_dual_fmac_f32 v18, v111, v114 :: v_dual_fmac_f32 v21, v112, v113
	v_dual_fmac_f32 v19, v111, v115 :: v_dual_fmac_f32 v24, v112, v116
	v_dual_fmac_f32 v20, v111, v116 :: v_dual_fmac_f32 v23, v112, v115
	v_dual_fmac_f32 v29, v111, v117 :: v_dual_fmac_f32 v14, v112, v118
	v_dual_fmac_f32 v30, v111, v118 :: v_dual_fmac_f32 v13, v112, v117
	v_dual_fmac_f32 v31, v111, v119 :: v_dual_fmac_f32 v16, v112, v120
	v_dual_fmac_f32 v32, v111, v120 :: v_dual_fmac_f32 v15, v112, v119
	ds_load_2addr_b32 v[67:68], v101 offset1:1
	ds_load_2addr_b32 v[113:114], v102 offset1:1
	ds_load_2addr_b32 v[115:116], v103 offset1:1
	ds_load_2addr_b32 v[117:118], v104 offset1:1
	ds_load_b128 v[105:108], v69 offset:7680
	ds_load_b128 v[109:112], v69 offset:7696
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v1, v67, v105 :: v_dual_fmac_f32 v54, v68, v106
	v_dual_fmac_f32 v2, v67, v106 :: v_dual_fmac_f32 v53, v68, v105
	v_dual_fmac_f32 v3, v67, v107 :: v_dual_fmac_f32 v56, v68, v108
	v_dual_fmac_f32 v4, v67, v108 :: v_dual_fmac_f32 v55, v68, v107
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v61, v67, v109 :: v_dual_fmac_f32 v58, v68, v110
	v_dual_fmac_f32 v62, v67, v110 :: v_dual_fmac_f32 v57, v68, v109
	v_dual_fmac_f32 v63, v67, v111 :: v_dual_fmac_f32 v60, v68, v112
	v_dual_fmac_f32 v64, v67, v112 :: v_dual_fmac_f32 v59, v68, v111
	v_dual_fmac_f32 v45, v113, v105 :: v_dual_fmac_f32 v38, v114, v106
	v_dual_fmac_f32 v46, v113, v106 :: v_dual_fmac_f32 v37, v114, v105
	v_dual_fmac_f32 v47, v113, v107 :: v_dual_fmac_f32 v40, v114, v108
	v_dual_fmac_f32 v48, v113, v108 :: v_dual_fmac_f32 v39, v114, v107
	v_dual_fmac_f32 v49, v113, v109 :: v_dual_fmac_f32 v42, v114, v110
	v_dual_fmac_f32 v50, v113, v110 :: v_dual_fmac_f32 v41, v114, v109
	v_dual_fmac_f32 v51, v113, v111 :: v_dual_fmac_f32 v44, v114, v112
	v_dual_fmac_f32 v52, v113, v112 :: v_dual_fmac_f32 v43, v114, v111
	v_dual_fmac_f32 v25, v115, v105 :: v_dual_fmac_f32 v6, v116, v106
	v_dual_fmac_f32 v26, v115, v106 :: v_dual_fmac_f32 v5, v116, v105
	v_dual_fmac_f32 v27, v115, v107 :: v_dual_fmac_f32 v8, v116, v108
	v_dual_fmac_f32 v28, v115, v108 :: v_dual_fmac_f32 v7, v116, v107
	v_dual_fmac_f32 v33, v115, v109 :: v_dual_fmac_f32 v10, v116, v110
	v_dual_fmac_f32 v34, v115, v110 :: v_dual_fmac_f32 v9, v116, v109
	v_dual_fmac_f32 v35, v115, v111 :: v_dual_fmac_f32 v12, v116, v112
	v_dual_fmac_f32 v36, v115, v112 :: v_dual_fmac_f32 v11, v116, v111
	v_dual_fmac_f32 v17, v117, v105 :: v_dual_fmac_f32 v22, v118, v106
	v_dual_fmac_f32 v18, v117, v106 :: v_dual_fmac_f32 v21, v118, v105
	v_dual_fmac_f32 v19, v117, v107 :: v_dual_fmac_f32 v24, v118, v108
	v_dual_fmac_f32 v20, v117, v108 :: v_dual_fmac_f32 v23, v118, v107
	v_dual_fmac_f32 v29, v117, v109 :: v_dual_fmac_f32 v14, v118, v110
	v_dual_fmac_f32 v30, v117, v110 :: v_dual_fmac_f32 v13, v118, v109
	v_dual_fmac_f32 v31, v117, v111 :: v_dual_fmac_f32 v16, v118, v112
	v_dual_fmac_f32 v32, v117, v112 :: v_dual_fmac_f32 v15, v118, v111
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_2
; %bb.7:                                ; %Flow
	s_branch .LBB0_9
.LBB0_8:                                ; %..preheader85_crit_edge
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 0
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v61, 0 :: v_dual_mov_b32 v62, 0
	v_dual_mov_b32 v63, 0 :: v_dual_mov_b32 v64, 0
	v_dual_mov_b32 v53, 0 :: v_dual_mov_b32 v54, 0
	v_dual_mov_b32 v55, 0 :: v_dual_mov_b32 v56, 0
	v_dual_mov_b32 v57, 0 :: v_dual_mov_b32 v58, 0
	v_dual_mov_b32 v59, 0 :: v_dual_mov_b32 v60, 0
	v_dual_mov_b32 v45, 0 :: v_dual_mov_b32 v46, 0
	v_dual_mov_b32 v47, 0 :: v_dual_mov_b32 v48, 0
	v_dual_mov_b32 v49, 0 :: v_dual_mov_b32 v50, 0
	v_dual_mov_b32 v51, 0 :: v_dual_mov_b32 v52, 0
	v_dual_mov_b32 v37, 0 :: v_dual_mov_b32 v38, 0
	v_dual_mov_b32 v39, 0 :: v_dual_mov_b32 v40, 0
	v_dual_mov_b32 v41, 0 :: v_dual_mov_b32 v42, 0
	v_dual_mov_b32 v43, 0 :: v_dual_mov_b32 v44, 0
	v_dual_mov_b32 v25, 0 :: v_dual_mov_b32 v26, 0
	v_dual_mov_b32 v27, 0 :: v_dual_mov_b32 v28, 0
	v_dual_mov_b32 v33, 0 :: v_dual_mov_b32 v34, 0
	v_dual_mov_b32 v35, 0 :: v_dual_mov_b32 v36, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v18, 0
	v_dual_mov_b32 v19, 0 :: v_dual_mov_b32 v20, 0
	v_dual_mov_b32 v29, 0 :: v_dual_mov_b32 v30, 0
	v_dual_mov_b32 v31, 0 :: v_dual_mov_b32 v32, 0
	v_dual_mov_b32 v21, 0 :: v_dual_mov_b32 v22, 0
	v_dual_mov_b32 v23, 0 :: v_dual_mov_b32 v24, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v16, 0
	s_lshl_b64 s[10:11], s[4:5], 2
.LBB0_9:                                ; %.preheader85
	v_lshlrev_b32_e32 v0, 3, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s0, v0, s16
	v_add_co_ci_u32_e64 v65, null, 0, 0, s0
	s_lshl_b64 s[0:1], s[8:9], 2
	v_mul_lo_u32 v68, v0, s5
	s_add_u32 s0, s2, s0
	v_mul_lo_u32 v67, v65, s4
	v_mad_u64_u32 v[65:66], null, v0, s4, 0
	s_addc_u32 s1, s3, s1
	v_add_co_u32 v0, s0, s0, v69
	v_add3_u32 v66, v66, v68, v67
	v_add_co_ci_u32_e64 v67, null, s1, 0, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[65:66], 2, v[65:66]
	v_add_co_u32 v65, vcc_lo, v0, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v66, null, v67, v66, vcc_lo
	s_clause 0x1
	global_store_b128 v[65:66], v[1:4], off
	global_store_b128 v[65:66], v[61:64], off offset:16
	v_add_co_u32 v67, vcc_lo, v65, s10
	v_add_co_ci_u32_e64 v68, null, s11, v66, vcc_lo
	s_clause 0x1
	global_store_b128 v[67:68], v[53:56], off
	global_store_b128 v[67:68], v[57:60], off offset:16
	v_add_co_u32 v69, vcc_lo, v67, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v70, null, s11, v68, vcc_lo
	s_clause 0x1
	global_store_b128 v[69:70], v[45:48], off
	global_store_b128 v[69:70], v[49:52], off offset:16
	v_add_co_u32 v0, vcc_lo, v69, s10
	v_add_co_ci_u32_e64 v1, null, s11, v70, vcc_lo
	s_clause 0x1
	global_store_b128 v[0:1], v[37:40], off
	global_store_b128 v[0:1], v[41:44], off offset:16
	v_add_co_u32 v2, vcc_lo, v0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s11, v1, vcc_lo
	s_clause 0x1
	global_store_b128 v[2:3], v[25:28], off
	global_store_b128 v[2:3], v[33:36], off offset:16
	v_add_co_u32 v45, vcc_lo, v2, s10
	v_add_co_ci_u32_e64 v46, null, s11, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, v45, s10
	v_add_co_ci_u32_e64 v1, null, s11, v46, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, vcc_lo, v0, s10
	v_add_co_ci_u32_e64 v3, null, s11, v1, vcc_lo
	s_clause 0x5
	global_store_b128 v[45:46], v[5:8], off
	global_store_b128 v[45:46], v[9:12], off offset:16
	global_store_b128 v[0:1], v[17:20], off
	global_store_b128 v[0:1], v[29:32], off offset:16
	global_store_b128 v[2:3], v[21:24], off
	global_store_b128 v[2:3], v[13:16], off offset:16
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB0_10:
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr32
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr36
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr44
                                        ; implicit-def: $vgpr40
                                        ; implicit-def: $vgpr52
                                        ; implicit-def: $vgpr48
                                        ; implicit-def: $vgpr60
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr64
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $sgpr10_sgpr11
	s_cbranch_execnz .LBB0_8
	s_branch .LBB0_9
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12gemm_lds_8x8PKfS0_Pfmmm
		.amdhsa_group_segment_fixed_size 12352
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
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
		.amdhsa_next_free_vgpr 121
		.amdhsa_next_free_sgpr 24
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
		.amdhsa_inst_pref_size 52
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
	.size	_Z12gemm_lds_8x8PKfS0_Pfmmm, .Lfunc_end0-_Z12gemm_lds_8x8PKfS0_Pfmmm
                                        ; -- End function
	.set _Z12gemm_lds_8x8PKfS0_Pfmmm.num_vgpr, 121
	.set _Z12gemm_lds_8x8PKfS0_Pfmmm.num_agpr, 0
	.set _Z12gemm_lds_8x8PKfS0_Pfmmm.numbered_sgpr, 24
	.set _Z12gemm_lds_8x8PKfS0_Pfmmm.num_named_barrier, 0
	.set _Z12gemm_lds_8x8PKfS0_Pfmmm.private_seg_size, 0
	.set _Z12gemm_lds_8x8PKfS0_Pfmmm.uses_vcc, 1
	.set _Z12gemm_lds_8x8PKfS0_Pfmmm.uses_flat_scratch, 0
	.set _Z12gemm_lds_8x8PKfS0_Pfmmm.has_dyn_sized_stack, 0
	.set _Z12gemm_lds_8x8PKfS0_Pfmmm.has_recursion, 0
	.set _Z12gemm_lds_8x8PKfS0_Pfmmm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6536
; TotalNumSgprs: 26
; NumVgprs: 121
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 12352 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 121
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z11gemm_at_4x4PKfS0_Pfiii ; -- Begin function _Z11gemm_at_4x4PKfS0_Pfiii
	.globl	_Z11gemm_at_4x4PKfS0_Pfiii
	.p2align	8
	.type	_Z11gemm_at_4x4PKfS0_Pfiii,@function
_Z11gemm_at_4x4PKfS0_Pfiii:             ; @_Z11gemm_at_4x4PKfS0_Pfiii
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x34
	s_load_b128 s[4:7], s[0:1], 0x18
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s7, 0
	s_lshr_b32 s3, s2, 16
	s_and_b32 s2, s2, 0xffff
	s_cmp_gt_i32 s6, 0
	s_mul_i32 s14, s14, s2
	s_mul_i32 s15, s15, s3
	s_cbranch_scc1 .LBB1_2
; %bb.1:                                ; %..preheader55_crit_edge
	s_ashr_i32 s3, s5, 31
	s_mov_b32 s2, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[2:3], 2
	s_branch .LBB1_3
.LBB1_2:
	s_mov_b32 s7, -1
                                        ; implicit-def: $sgpr8_sgpr9
.LBB1_3:                                ; %Flow187
	s_load_b64 s[2:3], s[0:1], 0x10
	v_add_lshl_u32 v16, s14, v1, 2
	v_add_lshl_u32 v18, s15, v0, 2
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v2, 0
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB1_6
; %bb.4:                                ; %.preheader59.preheader
	s_load_b128 s[8:11], s[0:1], 0x0
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v19, 31, v18
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v1, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v13, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[2:3], 2, v[16:17]
	v_lshlrev_b64 v[4:5], 2, v[18:19]
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v15, 0
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v9, 0
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v7, 0
	s_ashr_i32 s1, s5, 31
	s_mov_b32 s0, s5
	s_ashr_i32 s13, s4, 31
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s10, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s11, v3, vcc_lo
	v_add_co_u32 v4, vcc_lo, s8, v4
	v_add_co_ci_u32_e64 v5, null, s9, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v19, vcc_lo, v2, 8
	v_add_co_ci_u32_e64 v20, null, 0, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v21, vcc_lo, v4, 8
	v_add_co_ci_u32_e64 v22, null, 0, v5, vcc_lo
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, 0
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v5, 0
	s_mov_b32 s12, s4
	s_lshl_b64 s[8:9], s[0:1], 2
	s_lshl_b64 s[0:1], s[12:13], 2
	.p2align	6
.LBB1_5:                                ; %.preheader59
                                        ; =>This Inner Loop Header: Depth=1
	global_load_b128 v[23:26], v[21:22], off offset:-8
	global_load_b128 v[27:30], v[19:20], off offset:-8
	v_add_co_u32 v19, vcc_lo, v19, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, null, s9, v20, vcc_lo
	v_add_co_u32 v21, vcc_lo, v21, s0
	v_add_co_ci_u32_e64 v22, null, s1, v22, vcc_lo
	s_add_i32 s6, s6, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s6, 0
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v0, v23, v27 :: v_dual_fmac_f32 v13, v24, v28
	v_dual_fmac_f32 v1, v23, v28 :: v_dual_fmac_f32 v12, v24, v27
	v_dual_fmac_f32 v2, v23, v29 :: v_dual_fmac_f32 v15, v24, v30
	v_dual_fmac_f32 v3, v23, v30 :: v_dual_fmac_f32 v14, v24, v29
	v_dual_fmac_f32 v8, v25, v27 :: v_dual_fmac_f32 v5, v26, v28
	v_dual_fmac_f32 v9, v25, v28 :: v_dual_fmac_f32 v4, v26, v27
	v_dual_fmac_f32 v10, v25, v29 :: v_dual_fmac_f32 v7, v26, v30
	v_dual_fmac_f32 v11, v25, v30 :: v_dual_fmac_f32 v6, v26, v29
	s_cbranch_scc1 .LBB1_5
.LBB1_6:                                ; %.preheader55
	v_mad_u64_u32 v[19:20], null, v18, s5, v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v20, 31, v19
	v_lshlrev_b64 v[16:17], 2, v[19:20]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v16, vcc_lo, s2, v16
	v_add_co_ci_u32_e64 v17, null, s3, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v18, vcc_lo, v16, s8
	v_add_co_ci_u32_e64 v19, null, s9, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v20, vcc_lo, v18, s8
	v_add_co_ci_u32_e64 v21, null, s9, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v22, vcc_lo, v20, s8
	v_add_co_ci_u32_e64 v23, null, s9, v21, vcc_lo
	s_clause 0x3
	global_store_b128 v[16:17], v[0:3], off
	global_store_b128 v[18:19], v[12:15], off
	global_store_b128 v[20:21], v[8:11], off
	global_store_b128 v[22:23], v[4:7], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11gemm_at_4x4PKfS0_Pfiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 31
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
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 6
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end1:
	.size	_Z11gemm_at_4x4PKfS0_Pfiii, .Lfunc_end1-_Z11gemm_at_4x4PKfS0_Pfiii
                                        ; -- End function
	.set _Z11gemm_at_4x4PKfS0_Pfiii.num_vgpr, 31
	.set _Z11gemm_at_4x4PKfS0_Pfiii.num_agpr, 0
	.set _Z11gemm_at_4x4PKfS0_Pfiii.numbered_sgpr, 16
	.set _Z11gemm_at_4x4PKfS0_Pfiii.num_named_barrier, 0
	.set _Z11gemm_at_4x4PKfS0_Pfiii.private_seg_size, 0
	.set _Z11gemm_at_4x4PKfS0_Pfiii.uses_vcc, 1
	.set _Z11gemm_at_4x4PKfS0_Pfiii.uses_flat_scratch, 0
	.set _Z11gemm_at_4x4PKfS0_Pfiii.has_dyn_sized_stack, 0
	.set _Z11gemm_at_4x4PKfS0_Pfiii.has_recursion, 0
	.set _Z11gemm_at_4x4PKfS0_Pfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 680
; TotalNumSgprs: 18
; NumVgprs: 31
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 31
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	_Z12gemv_batchedPKfS0_Pfii ; -- Begin function _Z12gemv_batchedPKfS0_Pfii
	.globl	_Z12gemv_batchedPKfS0_Pfii
	.p2align	8
	.type	_Z12gemv_batchedPKfS0_Pfii,@function
_Z12gemv_batchedPKfS0_Pfii:             ; @_Z12gemv_batchedPKfS0_Pfii
; %bb.0:
	s_load_b64 s[6:7], s[0:1], 0x18
	s_ashr_i32 s3, s14, 31
                                        ; implicit-def: $sgpr10
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s2, s6, s15
	s_mul_hi_i32 s4, s6, s15
	s_add_u32 s2, s2, s14
	s_addc_u32 s3, s4, s3
	s_add_u32 s8, s0, 32
	s_addc_u32 s9, s1, 0
	s_mov_b32 s4, exec_lo
	v_cmpx_le_i32_e64 s7, v0
	s_xor_b32 s4, exec_lo, s4
; %bb.1:                                ; %.._crit_edge_crit_edge
	s_load_b32 s10, s[8:9], 0xc
; %bb.2:                                ; %Flow48
	s_or_saveexec_b32 s6, s4
	s_load_b64 s[4:5], s[0:1], 0x10
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b16_e32 v1.l, s10
	s_xor_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB2_6
; %bb.3:                                ; %.lr.ph
	s_load_b128 s[16:19], s[0:1], 0x0
	s_load_b32 s0, s[8:9], 0xc
	s_ashr_i32 s1, s7, 31
	s_mul_hi_u32 s9, s2, s7
	s_mul_i32 s1, s2, s1
	s_mul_i32 s10, s3, s7
	s_add_i32 s1, s9, s1
	s_mul_i32 s8, s2, s7
	s_add_i32 s9, s1, s10
	s_mul_hi_i32 s11, s7, s15
	s_lshl_b64 s[8:9], s[8:9], 2
	s_mul_i32 s10, s7, s15
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v1, v0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s1, s16, s8
	s_addc_u32 s8, s17, s9
	s_lshl_b64 s[10:11], s[10:11], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s9, s18, s10
	s_addc_u32 s10, s19, s11
	s_and_b32 s12, s0, 0xffff
	s_mov_b32 s11, 0
	.p2align	6
.LBB2_4:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[4:5], 2, v[1:2]
	v_add_nc_u32_e32 v1, s12, v1
	v_add_co_u32 v6, vcc_lo, s1, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s8, v5, vcc_lo
	v_add_co_u32 v4, vcc_lo, s9, v4
	v_add_co_ci_u32_e64 v5, null, s10, v5, vcc_lo
	global_load_b32 v2, v[6:7], off
	global_load_b32 v4, v[4:5], off
	v_cmp_le_i32_e32 vcc_lo, s7, v1
	s_or_b32 s11, vcc_lo, s11
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v3, v2, v4
	s_and_not1_b32 exec_lo, exec_lo, s11
	s_cbranch_execnz .LBB2_4
; %bb.5:                                ; %Flow47
	s_or_b32 exec_lo, exec_lo, s11
	v_mov_b16_e32 v1.l, s0
.LBB2_6:                                ; %Flow49
	s_or_b32 exec_lo, exec_lo, s6
	s_delay_alu instid0(VALU_DEP_1)
	v_lshrrev_b16 v1.l, 1, v1.l
	v_lshlrev_b32_e32 v2, 2, v0
	v_mov_b16_e32 v1.h, 0
	s_mov_b32 s0, exec_lo
	ds_store_b32 v2, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_ne_u16_e32 0, v1.l
	s_cbranch_execz .LBB2_11
; %bb.7:                                ; %.lr.ph36
	s_mov_b32 s1, 0
	s_branch .LBB2_9
	.p2align	6
.LBB2_8:                                ;   in Loop: Header=BB2_9 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_lshrrev_b32_e32 v1, 1, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmp_eq_u32_e32 vcc_lo, 0, v1
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execz .LBB2_11
.LBB2_9:                                ; =>This Inner Loop Header: Depth=1
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_u32_e64 v0, v1
	s_cbranch_execz .LBB2_8
; %bb.10:                               ;   in Loop: Header=BB2_9 Depth=1
	v_lshl_add_u32 v3, v1, 2, v2
	ds_load_b32 v3, v3
	ds_load_b32 v4, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v4
	ds_store_b32 v2, v3
	s_branch .LBB2_8
.LBB2_11:                               ; %Flow46
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB2_13
; %bb.12:
	v_mov_b32_e32 v0, 0
	s_lshl_b64 s[0:1], s[2:3], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	ds_load_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	global_store_b32 v0, v1, s[0:1]
.LBB2_13:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12gemv_batchedPKfS0_Pfii
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 20
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
		.amdhsa_inst_pref_size 5
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	_Z12gemv_batchedPKfS0_Pfii, .Lfunc_end2-_Z12gemv_batchedPKfS0_Pfii
                                        ; -- End function
	.set _Z12gemv_batchedPKfS0_Pfii.num_vgpr, 8
	.set _Z12gemv_batchedPKfS0_Pfii.num_agpr, 0
	.set _Z12gemv_batchedPKfS0_Pfii.numbered_sgpr, 20
	.set _Z12gemv_batchedPKfS0_Pfii.num_named_barrier, 0
	.set _Z12gemv_batchedPKfS0_Pfii.private_seg_size, 0
	.set _Z12gemv_batchedPKfS0_Pfii.uses_vcc, 1
	.set _Z12gemv_batchedPKfS0_Pfii.uses_flat_scratch, 0
	.set _Z12gemv_batchedPKfS0_Pfii.has_dyn_sized_stack, 0
	.set _Z12gemv_batchedPKfS0_Pfii.has_recursion, 0
	.set _Z12gemv_batchedPKfS0_Pfii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 540
; TotalNumSgprs: 22
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 8
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z11conv1d_tapsPKfS0_Pfii ; -- Begin function _Z11conv1d_tapsPKfS0_Pfii
	.globl	_Z11conv1d_tapsPKfS0_Pfii
	.p2align	8
	.type	_Z11conv1d_tapsPKfS0_Pfii,@function
_Z11conv1d_tapsPKfS0_Pfii:              ; @_Z11conv1d_tapsPKfS0_Pfii
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x2c
	s_load_b64 s[4:5], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_mul_i32 s15, s15, s2
	s_mov_b32 s2, exec_lo
	v_add_lshl_u32 v4, s15, v0, 2
	v_or_b32_e32 v0, 3, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_i32_e64 s4, v0
	s_cbranch_execz .LBB3_7
; %bb.1:                                ; %.preheader
	v_ashrrev_i32_e32 v5, 31, v4
	s_cmp_gt_i32 s5, 0
	s_mov_b32 s2, 0
	s_cbranch_scc0 .LBB3_3
; %bb.2:
	s_mov_b32 s2, -1
.LBB3_3:                                ; %Flow85
	s_load_b64 s[6:7], s[0:1], 0x10
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v2, 0
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB3_6
; %bb.4:                                ; %.lr.ph.preheader
	s_load_b128 s[0:3], s[0:1], 0x0
	v_lshlrev_b64 v[0:1], 2, v[4:5]
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v6, vcc_lo, v0, 8
	global_load_b32 v8, v[0:1], off offset:8
	v_add_co_ci_u32_e64 v7, null, 0, v1, vcc_lo
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, 0
	.p2align	6
.LBB3_5:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	s_load_b32 s0, s[2:3], 0x0
	global_load_b64 v[9:10], v[6:7], off offset:-8
	s_add_i32 s5, s5, -1
	s_add_u32 s2, s2, 4
	s_addc_u32 s3, s3, 0
	s_cmp_eq_u32 s5, 0
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_fmac_f32_e32 v2, s0, v8
	global_load_b32 v8, v[6:7], off offset:4
	v_add_co_u32 v6, vcc_lo, v6, 4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_waitcnt vmcnt(1)
	v_dual_fmac_f32 v0, s0, v9 :: v_dual_fmac_f32 v1, s0, v10
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v3, s0, v8
	s_cbranch_scc0 .LBB3_5
.LBB3_6:                                ; %Flow86
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, vcc_lo, s6, v4
	v_add_co_ci_u32_e64 v5, null, s7, v5, vcc_lo
	global_store_b128 v[4:5], v[0:3], off
.LBB3_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11conv1d_tapsPKfS0_Pfii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 11
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
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 3
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end3:
	.size	_Z11conv1d_tapsPKfS0_Pfii, .Lfunc_end3-_Z11conv1d_tapsPKfS0_Pfii
                                        ; -- End function
	.set _Z11conv1d_tapsPKfS0_Pfii.num_vgpr, 11
	.set _Z11conv1d_tapsPKfS0_Pfii.num_agpr, 0
	.set _Z11conv1d_tapsPKfS0_Pfii.numbered_sgpr, 16
	.set _Z11conv1d_tapsPKfS0_Pfii.num_named_barrier, 0
	.set _Z11conv1d_tapsPKfS0_Pfii.private_seg_size, 0
	.set _Z11conv1d_tapsPKfS0_Pfii.uses_vcc, 1
	.set _Z11conv1d_tapsPKfS0_Pfii.uses_flat_scratch, 0
	.set _Z11conv1d_tapsPKfS0_Pfii.has_dyn_sized_stack, 0
	.set _Z11conv1d_tapsPKfS0_Pfii.has_recursion, 0
	.set _Z11conv1d_tapsPKfS0_Pfii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 344
; TotalNumSgprs: 18
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 11
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z12dot_uniform8PKfS0_Pfii ; -- Begin function _Z12dot_uniform8PKfS0_Pfii
	.globl	_Z12dot_uniform8PKfS0_Pfii
	.p2align	8
	.type	_Z12dot_uniform8PKfS0_Pfii,@function
_Z12dot_uniform8PKfS0_Pfii:             ; @_Z12dot_uniform8PKfS0_Pfii
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x2c
	s_load_b128 s[4:7], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_cmp_lt_i32 s6, 1
	v_mad_u64_u32 v[1:2], null, s15, s2, v[0:1]
	s_cbranch_scc1 .LBB4_3
; %bb.1:                                ; %.lr.ph.preheader
	s_load_b128 s[0:3], s[0:1], 0x0
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v9, 0
	v_dual_mov_b32 v2, v1 :: v_dual_mov_b32 v7, 0
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s2, s2, 16
	s_addc_u32 s3, s3, 0
	.p2align	6
.LBB4_2:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	s_add_u32 s8, s2, -16
	s_addc_u32 s9, s3, -1
	s_add_i32 s6, s6, -1
	s_load_b256 s[8:15], s[8:9], 0x0
	v_lshlrev_b64 v[11:12], 2, v[2:3]
	s_add_u32 s2, s2, 32
	s_addc_u32 s3, s3, 0
	s_cmp_eq_u32 s6, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v11, vcc_lo, s0, v11
	v_add_co_ci_u32_e64 v12, null, s1, v12, vcc_lo
	global_load_b32 v3, v[11:12], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_dual_fmac_f32 v9, s9, v3 :: v_dual_add_nc_u32 v2, s7, v2
	v_fmac_f32_e32 v10, s8, v3
	v_fmac_f32_e32 v8, s10, v3
	v_fmac_f32_e32 v7, s11, v3
	v_fmac_f32_e32 v6, s12, v3
	v_fmac_f32_e32 v5, s13, v3
	v_fmac_f32_e32 v4, s14, v3
	v_fmac_f32_e32 v0, s15, v3
	s_cbranch_scc0 .LBB4_2
	s_branch .LBB4_4
.LBB4_3:
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v5, 0
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v7, 0
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v10, 0
.LBB4_4:                                ; %Flow64
	v_ashrrev_i32_e32 v2, 31, v1
	s_ashr_i32 s1, s7, 31
	s_mov_b32 s0, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_lshl_b64 s[0:1], s[0:1], 2
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e64 v2, null, s5, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v11, vcc_lo, v1, s0
	v_add_co_ci_u32_e64 v12, null, s1, v2, vcc_lo
	global_store_b32 v[1:2], v10, off
	v_add_co_u32 v13, vcc_lo, v11, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, s1, v12, vcc_lo
	global_store_b32 v[11:12], v9, off
	v_add_co_u32 v15, vcc_lo, v13, s0
	v_add_co_ci_u32_e64 v16, null, s1, v14, vcc_lo
	global_store_b32 v[13:14], v8, off
	v_add_co_u32 v17, vcc_lo, v15, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v18, null, s1, v16, vcc_lo
	v_add_co_u32 v1, vcc_lo, v17, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v2, null, s1, v18, vcc_lo
	v_add_co_u32 v9, vcc_lo, v1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v10, null, s1, v2, vcc_lo
	v_add_co_u32 v11, vcc_lo, v9, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v12, null, s1, v10, vcc_lo
	s_clause 0x4
	global_store_b32 v[15:16], v7, off
	global_store_b32 v[17:18], v6, off
	global_store_b32 v[1:2], v5, off
	global_store_b32 v[9:10], v4, off
	global_store_b32 v[11:12], v0, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12dot_uniform8PKfS0_Pfii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 19
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
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 4
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end4:
	.size	_Z12dot_uniform8PKfS0_Pfii, .Lfunc_end4-_Z12dot_uniform8PKfS0_Pfii
                                        ; -- End function
	.set _Z12dot_uniform8PKfS0_Pfii.num_vgpr, 19
	.set _Z12dot_uniform8PKfS0_Pfii.num_agpr, 0
	.set _Z12dot_uniform8PKfS0_Pfii.numbered_sgpr, 16
	.set _Z12dot_uniform8PKfS0_Pfii.num_named_barrier, 0
	.set _Z12dot_uniform8PKfS0_Pfii.private_seg_size, 0
	.set _Z12dot_uniform8PKfS0_Pfii.uses_vcc, 1
	.set _Z12dot_uniform8PKfS0_Pfii.uses_flat_scratch, 0
	.set _Z12dot_uniform8PKfS0_Pfii.has_dyn_sized_stack, 0
	.set _Z12dot_uniform8PKfS0_Pfii.has_recursion, 0
	.set _Z12dot_uniform8PKfS0_Pfii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 512
; TotalNumSgprs: 18
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 19
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm ; -- Begin function _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm
	.globl	_Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm
	.p2align	8
	.type	_Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm,@function
_Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm: ; @_Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm
; %bb.0:
	s_clause 0x1
	s_load_b32 s6, s[0:1], 0x34
	s_load_b64 s[2:3], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_add_u32 s4, s0, 40
	s_addc_u32 s5, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s12, s6, 0xffff
	s_mov_b32 s6, exec_lo
	v_mad_u64_u32 v[2:3], null, s12, s15, v[0:1]
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_u64_e64 s[2:3], v[2:3]
	s_cbranch_execz .LBB5_3
; %bb.1:                                ; %.lr.ph
	s_load_b32 s14, s[4:5], 0x0
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b64 v[0:1], 3, v[2:3]
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_mul_hi_u32 s13, s12, s14
	s_mul_i32 s12, s12, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[14:15], s[12:13], 3
	s_add_u32 s6, s6, 4
	s_addc_u32 s7, s7, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB5_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32 v4, vcc_lo, s6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s7, v1, vcc_lo
	v_add_co_u32 v6, vcc_lo, s4, v0
	v_add_co_ci_u32_e64 v7, null, s5, v1, vcc_lo
	global_load_b64 v[4:5], v[4:5], off offset:-4
	global_load_b64 v[6:7], v[6:7], off
	v_add_co_u32 v8, vcc_lo, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s9, v1, vcc_lo
	v_add_co_u32 v2, vcc_lo, v2, s12
	v_add_co_ci_u32_e64 v3, null, s13, v3, vcc_lo
	v_add_co_u32 v0, vcc_lo, v0, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v1, null, s15, v1, vcc_lo
	v_cmp_le_u64_e64 s0, s[2:3], v[2:3]
	s_or_b32 s1, s0, s1
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v4, s11, v4 :: v_dual_mul_f32 v5, s11, v5
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_fmac_f32 v4, s10, v6 :: v_dual_fmac_f32 v5, s10, v7
	global_store_b64 v[8:9], v[4:5], off
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB5_2
.LBB5_3:                                ; %Flow37
	s_set_inst_prefetch_distance 0x2
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
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
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 3
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end5:
	.size	_Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm, .Lfunc_end5-_Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm
                                        ; -- End function
	.set _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm.num_vgpr, 10
	.set _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm.num_agpr, 0
	.set _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm.numbered_sgpr, 16
	.set _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm.num_named_barrier, 0
	.set _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm.private_seg_size, 0
	.set _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm.uses_vcc, 1
	.set _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm.uses_flat_scratch, 0
	.set _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm.has_dyn_sized_stack, 0
	.set _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm.has_recursion, 0
	.set _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 304
; TotalNumSgprs: 18
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 10
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
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
	.type	__hip_cuid_3ccf9b4c32b85cd3,@object ; @__hip_cuid_3ccf9b4c32b85cd3
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_3ccf9b4c32b85cd3
__hip_cuid_3ccf9b4c32b85cd3:
	.byte	0                               ; 0x0
	.size	__hip_cuid_3ccf9b4c32b85cd3, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_3ccf9b4c32b85cd3
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           8
        .value_kind:     by_value
      - .offset:         32
        .size:           8
        .value_kind:     by_value
      - .offset:         40
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 12352
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 128
    .name:           _Z12gemm_lds_8x8PKfS0_Pfmmm
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         _Z12gemm_lds_8x8PKfS0_Pfmmm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     121
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
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
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z11gemm_at_4x4PKfS0_Pfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z11gemm_at_4x4PKfS0_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     31
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
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
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z12gemv_batchedPKfS0_Pfii
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         _Z12gemv_batchedPKfS0_Pfii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
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
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z11conv1d_tapsPKfS0_Pfii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z11conv1d_tapsPKfS0_Pfii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
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
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z12dot_uniform8PKfS0_Pfii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z12dot_uniform8PKfS0_Pfii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
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
        .size:           8
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
