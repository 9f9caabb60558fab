	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	_Z12gemm_lds_8x8PKfS0_Pfmmm ; -- Begin function _Z12gemm_lds_8x8PKfS0_Pfmmm
	.globl	_Z12gemm_lds_8x8PKfS0_Pfmmm
	.p2align	8
	.type	_Z12gemm_lds_8x8PKfS0_Pfmmm,@function
_Z12gemm_lds_8x8PKfS0_Pfmmm:            ; @_Z12gemm_lds_8x8PKfS0_Pfmmm
; %bb.0:
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x20
	s_load_b64 s[2:3], s[0:1], 0x10
	v_lshrrev_b32_e32 v1, 4, v0
	v_and_b32_e32 v2, 15, v0
	s_lshl_b32 s16, s15, 6
	s_lshl_b32 s8, s14, 7
	s_mov_b32 s9, 0
	v_lshlrev_b32_e32 v70, 3, v1
	v_lshlrev_b32_e32 v71, 3, v2
	s_mov_b64 s[10:11], 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[6:7], 0
	s_cbranch_scc0 .LBB0_10
; %bb.1:                                ; %.preheader88.lr.ph
	s_load_b128 s[12:15], s[0:1], 0x0
	v_dual_mov_b32 v40, 0 :: v_dual_lshlrev_b32 v3, 2, v2
	v_lshlrev_b32_e32 v76, 2, v0
	s_lshl_b64 s[0:1], s[8:9], 2
	v_lshlrev_b32_e32 v59, 3, v2
	v_lshl_or_b32 v72, v1, 5, 0x2000
	v_dual_mov_b32 v42, 0 :: v_dual_lshlrev_b32 v73, 5, v2
	v_mul_u32_u24_e32 v2, 0x104, v2
	v_lshlrev_b32_e32 v4, 2, v1
	v_lshlrev_b32_e32 v69, 3, v1
	v_or_b32_e32 v74, 0xffffff80, v0
	v_dual_mov_b32 v0, 0 :: v_dual_add_nc_u32 v75, s16, v1
	v_mov_b32_e32 v32, 0
	v_dual_mov_b32 v41, 0 :: v_dual_add_nc_u32 v80, 0x514, v72
	v_dual_mov_b32 v34, 0 :: v_dual_add_nc_u32 v81, 0x51c, v72
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s14, s0
	v_add_co_u32 v78, s12, s12, v3
	s_addc_u32 s1, s15, s1
	v_mov_b32_e32 v3, 0
	v_add_co_u32 v60, s0, s0, v76
	v_add_co_ci_u32_e64 v79, null, s13, 0, s12
	v_add_co_ci_u32_e64 v61, null, s1, 0, s0
	v_dual_mov_b32 v43, 0 :: v_dual_add_nc_u32 v82, 0x524, v72
	v_dual_mov_b32 v36, 0 :: v_dual_add_nc_u32 v83, 0x52c, v72
	v_dual_mov_b32 v33, 0 :: v_dual_add_nc_u32 v84, 0x71c, v72
	v_dual_mov_b32 v38, 0 :: v_dual_add_nc_u32 v85, 0x724, v72
	v_dual_mov_b32 v35, 0 :: v_dual_add_nc_u32 v86, 0x72c, v72
	v_dual_mov_b32 v16, 0 :: v_dual_add_nc_u32 v87, 0x734, v72
	v_dual_mov_b32 v37, 0 :: v_dual_add_nc_u32 v88, 0x924, v72
	v_dual_mov_b32 v18, 0 :: v_dual_add_nc_u32 v89, 0x92c, v72
	v_dual_mov_b32 v39, 0 :: v_dual_add_nc_u32 v90, 0x934, v72
	v_dual_mov_b32 v20, 0 :: v_dual_add_nc_u32 v91, 0x93c, v72
	v_dual_mov_b32 v17, 0 :: v_dual_add_nc_u32 v92, 0xa28, v72
	v_dual_mov_b32 v22, 0 :: v_dual_add_nc_u32 v93, 0xa38, v72
	v_dual_mov_b32 v19, 0 :: v_dual_add_nc_u32 v94, 0xb2c, v72
	v_dual_mov_b32 v28, 0 :: v_dual_add_nc_u32 v95, 0xb34, v72
	v_dual_mov_b32 v21, 0 :: v_dual_add_nc_u32 v96, 0xb3c, v72
	v_dual_mov_b32 v30, 0 :: v_dual_add_nc_u32 v97, 0xb44, v72
	v_dual_mov_b32 v23, 0 :: v_dual_add_nc_u32 v98, 0xd34, v72
	v_dual_mov_b32 v56, 0 :: v_dual_add_nc_u32 v99, 0xd3c, v72
	v_dual_mov_b32 v67, 0 :: v_dual_add_nc_u32 v100, 0xd44, v72
	v_dual_mov_b32 v58, 0 :: v_dual_add_nc_u32 v101, 0xd4c, v72
	v_dual_mov_b32 v29, 0 :: v_dual_add_nc_u32 v102, 0xe38, v72
	v_dual_mov_b32 v68, 0 :: v_dual_add_nc_u32 v103, 0xe48, v72
	v_dual_mov_b32 v31, 0 :: v_dual_add_nc_u32 v104, 0xf3c, v72
	v_dual_mov_b32 v24, 0 :: v_dual_add_nc_u32 v105, 0xf44, v72
	v_dual_mov_b32 v57, 0 :: v_dual_add_nc_u32 v106, 0xf4c, v72
	v_dual_mov_b32 v26, 0 :: v_dual_add_nc_u32 v107, 0xf54, v72
	v_mov_b32_e32 v1, 0
	v_add3_u32 v77, v2, v4, 0x2000
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v25, 0
	v_dual_mov_b32 v54, 0 :: v_dual_mov_b32 v27, 0
	v_dual_mov_b32 v66, 0 :: v_dual_mov_b32 v53, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v55, 0
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v48, 0 :: v_dual_mov_b32 v15, 0
	v_dual_mov_b32 v64, 0 :: v_dual_mov_b32 v47, 0
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v49, 0
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v9, 0
	v_dual_mov_b32 v50, 0 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v52, 0 :: v_dual_mov_b32 v51, 0
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v65, 0
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v5, 0
	v_dual_mov_b32 v44, 0 :: v_dual_mov_b32 v7, 0
	v_dual_mov_b32 v46, 0 :: v_dual_mov_b32 v45, 0
	s_lshl_b64 s[12:13], s[4:5], 6
	s_lshl_b64 s[14:15], s[4:5], 2
.LBB0_2:                                ; %.preheader88
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_3 Depth 2
                                        ;     Child Loop BB0_5 Depth 2
	s_lshl_b64 s[0:1], s[10:11], 2
	v_dual_mov_b32 v108, v75 :: v_dual_mov_b32 v109, v77
	v_add_co_u32 v62, vcc_lo, v78, s0
	v_add_co_ci_u32_e32 v63, vcc_lo, s1, v79, vcc_lo
	v_mov_b32_e32 v110, v74
	s_mov_b32 s0, 0
	.p2align	6
.LBB0_3:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mad_u64_u32 v[111:112], null, v108, s6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v110, 0x80, v110
	v_mad_u64_u32 v[113:114], null, v108, s7, v[112:113]
	v_add_nc_u32_e32 v108, 8, v108
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_e32 v112, v113
	v_lshlrev_b64 v[111:112], 2, v[111:112]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v111, vcc_lo, v62, v111
	v_add_co_ci_u32_e32 v112, vcc_lo, v63, v112, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 0x37f, v110
	global_load_b32 v111, v[111:112], off
	s_or_b32 s0, vcc_lo, s0
	s_waitcnt vmcnt(0)
	ds_store_b32 v109, v111
	v_add_nc_u32_e32 v109, 32, v109
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %.preheader87.preheader
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_or_b32 exec_lo, exec_lo, s0
	v_dual_mov_b32 v63, v61 :: v_dual_mov_b32 v62, v60
	v_dual_mov_b32 v108, v76 :: v_dual_mov_b32 v109, v74
	s_mov_b32 s1, 0
	.p2align	6
.LBB0_5:                                ; %.preheader87
                                        ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_b32 v110, v[62:63], off
	v_add_nc_u32_e32 v109, 0x80, v109
	v_add_co_u32 v62, vcc_lo, v62, s14
	v_add_co_ci_u32_e32 v63, vcc_lo, s15, v63, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_u32_e64 s0, 0x77f, v109
	s_or_b32 s1, s0, s1
	s_waitcnt vmcnt(0)
	ds_store_b32 v108, v110
	v_add_nc_u32_e32 v108, 0x200, v108
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB0_5
; %bb.6:                                ; %.preheader86
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[108:111], v72
	ds_load_b128 v[112:115], v73
	ds_load_b128 v[116:119], v73 offset:16
	ds_load_b128 v[120:123], v72 offset:16
	s_add_u32 s10, s10, 16
	s_addc_u32 s11, s11, 0
	v_add_co_u32 v60, vcc_lo, v60, s12
	v_cmp_ge_u64_e64 s0, s[10:11], s[6:7]
	v_add_co_ci_u32_e32 v61, vcc_lo, s13, v61, vcc_lo
	s_delay_alu instid0(VALU_DEP_2)
	s_and_b32 vcc_lo, exec_lo, s0
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v0, v108, v112 :: v_dual_fmac_f32 v33, v109, v113
	v_dual_fmac_f32 v1, v108, v113 :: v_dual_fmac_f32 v32, v109, v112
	v_dual_fmac_f32 v2, v108, v114 :: v_dual_fmac_f32 v35, v109, v115
	v_dual_fmac_f32 v3, v108, v115 :: v_dual_fmac_f32 v34, v109, v114
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v40, v108, v116 :: v_dual_fmac_f32 v37, v109, v117
	v_dual_fmac_f32 v41, v108, v117 :: v_dual_fmac_f32 v36, v109, v116
	v_dual_fmac_f32 v42, v108, v118 :: v_dual_fmac_f32 v39, v109, v119
	v_dual_fmac_f32 v43, v108, v119 :: v_dual_fmac_f32 v38, v109, v118
	v_dual_fmac_f32 v16, v110, v112 :: v_dual_fmac_f32 v29, v111, v114
	v_dual_fmac_f32 v17, v110, v113 :: v_dual_fmac_f32 v30, v111, v115
	v_dual_fmac_f32 v18, v110, v114 :: v_dual_fmac_f32 v67, v111, v112
	v_dual_fmac_f32 v19, v110, v115 :: v_dual_fmac_f32 v28, v111, v113
	v_dual_fmac_f32 v20, v110, v116 :: v_dual_fmac_f32 v57, v111, v118
	v_dual_fmac_f32 v21, v110, v117 :: v_dual_fmac_f32 v58, v111, v119
	v_dual_fmac_f32 v22, v110, v118 :: v_dual_fmac_f32 v31, v111, v116
	v_dual_fmac_f32 v23, v110, v119 :: v_dual_fmac_f32 v56, v111, v117
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v68, v120, v112 :: v_dual_fmac_f32 v13, v121, v114
	v_dual_fmac_f32 v24, v120, v113 :: v_dual_fmac_f32 v15, v121, v116
	v_dual_fmac_f32 v25, v120, v114 :: v_dual_fmac_f32 v66, v121, v112
	v_dual_fmac_f32 v26, v120, v115 :: v_dual_fmac_f32 v47, v121, v117
	v_dual_fmac_f32 v27, v120, v116 :: v_dual_fmac_f32 v12, v121, v113
	v_dual_fmac_f32 v53, v120, v117 :: v_dual_fmac_f32 v14, v121, v115
	v_dual_fmac_f32 v54, v120, v118 :: v_dual_fmac_f32 v49, v121, v119
	v_dual_fmac_f32 v55, v120, v119 :: v_dual_fmac_f32 v48, v121, v118
	v_dual_fmac_f32 v64, v122, v112 :: v_dual_fmac_f32 v5, v123, v114
	ds_load_2addr_b32 v[62:63], v72 offset0:65 offset1:66
	ds_load_b128 v[108:111], v73 offset:512
	v_dual_fmac_f32 v8, v122, v113 :: v_dual_fmac_f32 v65, v123, v112
	v_dual_fmac_f32 v9, v122, v114 :: v_dual_fmac_f32 v4, v123, v113
	ds_load_b128 v[124:127], v73 offset:528
	ds_load_2addr_b32 v[112:113], v72 offset0:67 offset1:68
	v_fmac_f32_e32 v52, v122, v119
	v_fmac_f32_e32 v46, v123, v119
	ds_load_2addr_b32 v[119:120], v72 offset0:69 offset1:70
	ds_load_2addr_b32 v[128:129], v72 offset0:71 offset1:72
	v_dual_fmac_f32 v10, v122, v115 :: v_dual_fmac_f32 v7, v123, v116
	v_dual_fmac_f32 v11, v122, v116 :: v_dual_fmac_f32 v6, v123, v115
	v_dual_fmac_f32 v50, v122, v117 :: v_dual_fmac_f32 v45, v123, v118
	v_dual_fmac_f32 v51, v122, v118 :: v_dual_fmac_f32 v44, v123, v117
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v0, v62, v108 :: v_dual_fmac_f32 v35, v63, v111
	v_fmac_f32_e32 v1, v62, v109
	v_fmac_f32_e32 v2, v62, v110
	v_dual_fmac_f32 v3, v62, v111 :: v_dual_fmac_f32 v32, v63, v108
	s_waitcnt lgkmcnt(3)
	v_dual_fmac_f32 v41, v62, v125 :: v_dual_fmac_f32 v34, v63, v110
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v42, v62, v126 :: v_dual_fmac_f32 v17, v112, v109
	v_fmac_f32_e32 v33, v63, v109
	v_dual_fmac_f32 v38, v63, v126 :: v_dual_fmac_f32 v19, v112, v111
	v_dual_fmac_f32 v16, v112, v108 :: v_dual_fmac_f32 v29, v113, v110
	v_dual_fmac_f32 v18, v112, v110 :: v_dual_fmac_f32 v67, v113, v108
	v_dual_fmac_f32 v20, v112, v124 :: v_dual_fmac_f32 v57, v113, v126
	v_dual_fmac_f32 v21, v112, v125 :: v_dual_fmac_f32 v30, v113, v111
	v_dual_fmac_f32 v22, v112, v126 :: v_dual_fmac_f32 v31, v113, v124
	v_dual_fmac_f32 v23, v112, v127 :: v_dual_fmac_f32 v28, v113, v109
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v56, v113, v125 :: v_dual_fmac_f32 v25, v119, v110
	v_dual_fmac_f32 v58, v113, v127 :: v_dual_fmac_f32 v27, v119, v124
	v_dual_fmac_f32 v68, v119, v108 :: v_dual_fmac_f32 v13, v120, v110
	v_dual_fmac_f32 v24, v119, v109 :: v_dual_fmac_f32 v15, v120, v124
	v_dual_fmac_f32 v26, v119, v111 :: v_dual_fmac_f32 v47, v120, v125
	v_dual_fmac_f32 v53, v119, v125 :: v_dual_fmac_f32 v66, v120, v108
	v_dual_fmac_f32 v54, v119, v126 :: v_dual_fmac_f32 v49, v120, v127
	v_dual_fmac_f32 v55, v119, v127 :: v_dual_fmac_f32 v12, v120, v109
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v14, v120, v111 :: v_dual_fmac_f32 v65, v129, v108
	v_dual_fmac_f32 v48, v120, v126 :: v_dual_fmac_f32 v7, v129, v124
	ds_load_2addr_b64 v[112:115], v72 offset0:65 offset1:66
	ds_load_b128 v[116:119], v73 offset:1024
	v_dual_fmac_f32 v64, v128, v108 :: v_dual_fmac_f32 v5, v129, v110
	v_dual_fmac_f32 v8, v128, v109 :: v_dual_fmac_f32 v45, v129, v126
	ds_load_b128 v[120:123], v73 offset:1040
	v_dual_fmac_f32 v9, v128, v110 :: v_dual_fmac_f32 v4, v129, v109
	v_fmac_f32_e32 v10, v128, v111
	v_dual_fmac_f32 v11, v128, v124 :: v_dual_fmac_f32 v6, v129, v111
	ds_load_2addr_b64 v[108:111], v72 offset0:67 offset1:68
	v_dual_fmac_f32 v40, v62, v124 :: v_dual_fmac_f32 v39, v63, v127
	v_dual_fmac_f32 v43, v62, v127 :: v_dual_fmac_f32 v36, v63, v124
	v_fmac_f32_e32 v37, v63, v125
	v_fmac_f32_e32 v50, v128, v125
	v_dual_fmac_f32 v51, v128, v126 :: v_dual_fmac_f32 v44, v129, v125
	v_fmac_f32_e32 v52, v128, v127
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v46, v129, v127 :: v_dual_fmac_f32 v1, v112, v117
	v_fmac_f32_e32 v0, v112, v116
	v_dual_fmac_f32 v2, v112, v118 :: v_dual_fmac_f32 v17, v114, v117
	v_dual_fmac_f32 v3, v112, v119 :: v_dual_fmac_f32 v32, v113, v116
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v40, v112, v120 :: v_dual_fmac_f32 v19, v114, v119
	v_dual_fmac_f32 v41, v112, v121 :: v_dual_fmac_f32 v34, v113, v118
	v_dual_fmac_f32 v42, v112, v122 :: v_dual_fmac_f32 v21, v114, v121
	v_dual_fmac_f32 v43, v112, v123 :: v_dual_fmac_f32 v36, v113, v120
	v_fmac_f32_e32 v33, v113, v117
	v_fmac_f32_e32 v35, v113, v119
	v_fmac_f32_e32 v37, v113, v121
	v_dual_fmac_f32 v38, v113, v122 :: v_dual_fmac_f32 v23, v114, v123
	v_dual_fmac_f32 v39, v113, v123 :: v_dual_fmac_f32 v16, v114, v116
	v_fmac_f32_e32 v29, v115, v118
	v_dual_fmac_f32 v18, v114, v118 :: v_dual_fmac_f32 v67, v115, v116
	v_dual_fmac_f32 v20, v114, v120 :: v_dual_fmac_f32 v57, v115, v122
	v_dual_fmac_f32 v22, v114, v122 :: v_dual_fmac_f32 v31, v115, v120
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v28, v115, v117 :: v_dual_fmac_f32 v25, v108, v118
	v_dual_fmac_f32 v30, v115, v119 :: v_dual_fmac_f32 v27, v108, v120
	v_dual_fmac_f32 v56, v115, v121 :: v_dual_fmac_f32 v55, v108, v123
	v_dual_fmac_f32 v58, v115, v123 :: v_dual_fmac_f32 v53, v108, v121
	v_dual_fmac_f32 v68, v108, v116 :: v_dual_fmac_f32 v13, v109, v118
	v_dual_fmac_f32 v24, v108, v117 :: v_dual_fmac_f32 v15, v109, v120
	v_dual_fmac_f32 v26, v108, v119 :: v_dual_fmac_f32 v47, v109, v121
	v_dual_fmac_f32 v54, v108, v122 :: v_dual_fmac_f32 v49, v109, v123
	v_dual_fmac_f32 v66, v109, v116 :: v_dual_fmac_f32 v9, v110, v118
	v_dual_fmac_f32 v12, v109, v117 :: v_dual_fmac_f32 v11, v110, v120
	v_dual_fmac_f32 v14, v109, v119 :: v_dual_fmac_f32 v51, v110, v122
	v_dual_fmac_f32 v48, v109, v122 :: v_dual_fmac_f32 v65, v111, v116
	ds_load_2addr_b32 v[62:63], v72 offset0:195 offset1:196
	ds_load_b128 v[112:115], v73 offset:1536
	v_dual_fmac_f32 v8, v110, v117 :: v_dual_fmac_f32 v7, v111, v120
	v_dual_fmac_f32 v10, v110, v119 :: v_dual_fmac_f32 v45, v111, v122
	ds_load_b128 v[124:127], v73 offset:1552
	ds_load_2addr_b32 v[108:109], v72 offset0:197 offset1:198
	v_fmac_f32_e32 v6, v111, v119
	ds_load_2addr_b32 v[119:120], v72 offset0:199 offset1:200
	ds_load_2addr_b32 v[128:129], v72 offset0:201 offset1:202
	v_dual_fmac_f32 v64, v110, v116 :: v_dual_fmac_f32 v5, v111, v118
	v_fmac_f32_e32 v4, v111, v117
	v_fmac_f32_e32 v50, v110, v121
	v_fmac_f32_e32 v52, v110, v123
	v_fmac_f32_e32 v44, v111, v121
	v_fmac_f32_e32 v46, v111, v123
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v0, v62, v112
	v_fmac_f32_e32 v1, v62, v113
	v_fmac_f32_e32 v2, v62, v114
	v_dual_fmac_f32 v3, v62, v115 :: v_dual_fmac_f32 v32, v63, v112
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v40, v62, v124 :: v_dual_fmac_f32 v17, v108, v113
	v_dual_fmac_f32 v42, v62, v126 :: v_dual_fmac_f32 v19, v108, v115
	v_fmac_f32_e32 v33, v63, v113
	v_dual_fmac_f32 v34, v63, v114 :: v_dual_fmac_f32 v23, v108, v127
	v_fmac_f32_e32 v35, v63, v115
	v_dual_fmac_f32 v36, v63, v124 :: v_dual_fmac_f32 v29, v109, v114
	v_fmac_f32_e32 v37, v63, v125
	v_dual_fmac_f32 v38, v63, v126 :: v_dual_fmac_f32 v67, v109, v112
	v_dual_fmac_f32 v16, v108, v112 :: v_dual_fmac_f32 v57, v109, v126
	v_dual_fmac_f32 v18, v108, v114 :: v_dual_fmac_f32 v31, v109, v124
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v20, v108, v124 :: v_dual_fmac_f32 v25, v119, v114
	v_fmac_f32_e32 v21, v108, v125
	v_dual_fmac_f32 v22, v108, v126 :: v_dual_fmac_f32 v27, v119, v124
	v_dual_fmac_f32 v28, v109, v113 :: v_dual_fmac_f32 v55, v119, v127
	v_dual_fmac_f32 v30, v109, v115 :: v_dual_fmac_f32 v53, v119, v125
	v_dual_fmac_f32 v56, v109, v125 :: v_dual_fmac_f32 v13, v120, v114
	v_dual_fmac_f32 v58, v109, v127 :: v_dual_fmac_f32 v15, v120, v124
	v_dual_fmac_f32 v68, v119, v112 :: v_dual_fmac_f32 v47, v120, v125
	v_dual_fmac_f32 v24, v119, v113 :: v_dual_fmac_f32 v49, v120, v127
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v26, v119, v115 :: v_dual_fmac_f32 v9, v128, v114
	v_dual_fmac_f32 v54, v119, v126 :: v_dual_fmac_f32 v11, v128, v124
	v_dual_fmac_f32 v66, v120, v112 :: v_dual_fmac_f32 v5, v129, v114
	v_dual_fmac_f32 v12, v120, v113 :: v_dual_fmac_f32 v65, v129, v112
	v_dual_fmac_f32 v14, v120, v115 :: v_dual_fmac_f32 v7, v129, v124
	ds_load_b128 v[108:111], v72 offset:1040
	ds_load_b128 v[116:119], v73 offset:2048
	v_fmac_f32_e32 v48, v120, v126
	v_dual_fmac_f32 v64, v128, v112 :: v_dual_fmac_f32 v45, v129, v126
	v_fmac_f32_e32 v8, v128, v113
	ds_load_b128 v[120:123], v73 offset:2064
	v_fmac_f32_e32 v10, v128, v115
	v_dual_fmac_f32 v51, v128, v126 :: v_dual_fmac_f32 v4, v129, v113
	v_fmac_f32_e32 v6, v129, v115
	ds_load_b128 v[112:115], v72 offset:1056
	v_fmac_f32_e32 v41, v62, v125
	v_fmac_f32_e32 v43, v62, v127
	v_dual_fmac_f32 v39, v63, v127 :: v_dual_fmac_f32 v50, v128, v125
	v_fmac_f32_e32 v52, v128, v127
	v_fmac_f32_e32 v44, v129, v125
	v_fmac_f32_e32 v46, v129, v127
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v0, v108, v116 :: v_dual_fmac_f32 v19, v110, v119
	v_fmac_f32_e32 v1, v108, v117
	v_fmac_f32_e32 v2, v108, v118
	v_fmac_f32_e32 v3, v108, v119
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v21, v110, v121 :: v_dual_fmac_f32 v40, v108, v120
	v_fmac_f32_e32 v23, v110, v123
	v_fmac_f32_e32 v41, v108, v121
	v_dual_fmac_f32 v42, v108, v122 :: v_dual_fmac_f32 v67, v111, v116
	v_dual_fmac_f32 v43, v108, v123 :: v_dual_fmac_f32 v32, v109, v116
	v_fmac_f32_e32 v33, v109, v117
	v_dual_fmac_f32 v34, v109, v118 :: v_dual_fmac_f32 v31, v111, v120
	v_fmac_f32_e32 v35, v109, v119
	v_dual_fmac_f32 v36, v109, v120 :: v_dual_fmac_f32 v29, v111, v118
	v_fmac_f32_e32 v37, v109, v121
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v38, v109, v122 :: v_dual_fmac_f32 v27, v112, v120
	v_dual_fmac_f32 v39, v109, v123 :: v_dual_fmac_f32 v16, v110, v116
	v_fmac_f32_e32 v57, v111, v122
	v_fmac_f32_e32 v17, v110, v117
	v_dual_fmac_f32 v18, v110, v118 :: v_dual_fmac_f32 v53, v112, v121
	v_dual_fmac_f32 v20, v110, v120 :: v_dual_fmac_f32 v25, v112, v118
	v_dual_fmac_f32 v22, v110, v122 :: v_dual_fmac_f32 v55, v112, v123
	v_dual_fmac_f32 v28, v111, v117 :: v_dual_fmac_f32 v13, v113, v118
	v_dual_fmac_f32 v30, v111, v119 :: v_dual_fmac_f32 v15, v113, v120
	v_dual_fmac_f32 v56, v111, v121 :: v_dual_fmac_f32 v49, v113, v123
	v_dual_fmac_f32 v58, v111, v123 :: v_dual_fmac_f32 v47, v113, v121
	v_dual_fmac_f32 v68, v112, v116 :: v_dual_fmac_f32 v9, v114, v118
	v_dual_fmac_f32 v24, v112, v117 :: v_dual_fmac_f32 v11, v114, v120
	v_dual_fmac_f32 v26, v112, v119 :: v_dual_fmac_f32 v51, v114, v122
	v_dual_fmac_f32 v54, v112, v122 :: v_dual_fmac_f32 v65, v115, v116
	v_dual_fmac_f32 v66, v113, v116 :: v_dual_fmac_f32 v5, v115, v118
	v_dual_fmac_f32 v12, v113, v117 :: v_dual_fmac_f32 v7, v115, v120
	v_dual_fmac_f32 v14, v113, v119 :: v_dual_fmac_f32 v45, v115, v122
	ds_load_2addr_b32 v[62:63], v80 offset1:1
	ds_load_b128 v[108:111], v73 offset:2560
	v_fmac_f32_e32 v48, v113, v122
	ds_load_b128 v[124:127], v73 offset:2576
	ds_load_2addr_b32 v[112:113], v81 offset1:1
	v_fmac_f32_e32 v10, v114, v119
	v_fmac_f32_e32 v6, v115, v119
	ds_load_2addr_b32 v[119:120], v82 offset1:1
	ds_load_2addr_b32 v[128:129], v83 offset1:1
	v_fmac_f32_e32 v64, v114, v116
	v_fmac_f32_e32 v8, v114, v117
	v_fmac_f32_e32 v4, v115, v117
	v_fmac_f32_e32 v50, v114, v121
	v_fmac_f32_e32 v52, v114, v123
	v_fmac_f32_e32 v44, v115, v121
	v_fmac_f32_e32 v46, v115, v123
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v0, v62, v108
	v_fmac_f32_e32 v1, v62, v109
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v2, v62, v110 :: v_dual_fmac_f32 v23, v112, v127
	v_fmac_f32_e32 v3, v62, v111
	v_dual_fmac_f32 v40, v62, v124 :: v_dual_fmac_f32 v29, v113, v110
	v_fmac_f32_e32 v41, v62, v125
	v_dual_fmac_f32 v42, v62, v126 :: v_dual_fmac_f32 v67, v113, v108
	v_dual_fmac_f32 v32, v63, v108 :: v_dual_fmac_f32 v57, v113, v126
	v_fmac_f32_e32 v33, v63, v109
	v_dual_fmac_f32 v34, v63, v110 :: v_dual_fmac_f32 v31, v113, v124
	v_fmac_f32_e32 v35, v63, v111
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v36, v63, v124 :: v_dual_fmac_f32 v13, v120, v110
	v_fmac_f32_e32 v37, v63, v125
	v_dual_fmac_f32 v38, v63, v126 :: v_dual_fmac_f32 v15, v120, v124
	v_dual_fmac_f32 v39, v63, v127 :: v_dual_fmac_f32 v16, v112, v108
	v_fmac_f32_e32 v25, v119, v110
	v_fmac_f32_e32 v17, v112, v109
	v_dual_fmac_f32 v18, v112, v110 :: v_dual_fmac_f32 v27, v119, v124
	v_fmac_f32_e32 v19, v112, v111
	v_dual_fmac_f32 v20, v112, v124 :: v_dual_fmac_f32 v53, v119, v125
	v_fmac_f32_e32 v21, v112, v125
	v_dual_fmac_f32 v22, v112, v126 :: v_dual_fmac_f32 v55, v119, v127
	v_dual_fmac_f32 v28, v113, v109 :: v_dual_fmac_f32 v49, v120, v127
	v_dual_fmac_f32 v30, v113, v111 :: v_dual_fmac_f32 v47, v120, v125
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v56, v113, v125 :: v_dual_fmac_f32 v9, v128, v110
	v_dual_fmac_f32 v58, v113, v127 :: v_dual_fmac_f32 v11, v128, v124
	v_dual_fmac_f32 v68, v119, v108 :: v_dual_fmac_f32 v51, v128, v126
	v_dual_fmac_f32 v24, v119, v109 :: v_dual_fmac_f32 v65, v129, v108
	v_dual_fmac_f32 v26, v119, v111 :: v_dual_fmac_f32 v5, v129, v110
	v_dual_fmac_f32 v54, v119, v126 :: v_dual_fmac_f32 v7, v129, v124
	v_dual_fmac_f32 v66, v120, v108 :: v_dual_fmac_f32 v45, v129, v126
	ds_load_2addr_b64 v[112:115], v72 offset0:195 offset1:196
	ds_load_b128 v[116:119], v73 offset:3072
	v_fmac_f32_e32 v12, v120, v109
	v_fmac_f32_e32 v14, v120, v111
	v_fmac_f32_e32 v48, v120, v126
	v_fmac_f32_e32 v8, v128, v109
	ds_load_b128 v[120:123], v73 offset:3088
	v_fmac_f32_e32 v64, v128, v108
	v_fmac_f32_e32 v10, v128, v111
	v_fmac_f32_e32 v4, v129, v109
	v_fmac_f32_e32 v6, v129, v111
	ds_load_2addr_b64 v[108:111], v72 offset0:197 offset1:198
	v_dual_fmac_f32 v43, v62, v127 :: v_dual_fmac_f32 v50, v128, v125
	v_fmac_f32_e32 v52, v128, v127
	v_fmac_f32_e32 v44, v129, v125
	v_fmac_f32_e32 v46, v129, v127
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v0, v112, v116 :: v_dual_fmac_f32 v29, v115, v118
	v_fmac_f32_e32 v1, v112, v117
	v_dual_fmac_f32 v2, v112, v118 :: v_dual_fmac_f32 v67, v115, v116
	v_fmac_f32_e32 v3, v112, v119
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v40, v112, v120 :: v_dual_fmac_f32 v57, v115, v122
	v_fmac_f32_e32 v41, v112, v121
	v_dual_fmac_f32 v42, v112, v122 :: v_dual_fmac_f32 v31, v115, v120
	v_dual_fmac_f32 v43, v112, v123 :: v_dual_fmac_f32 v32, v113, v116
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v25, v108, v118
	v_fmac_f32_e32 v33, v113, v117
	v_dual_fmac_f32 v34, v113, v118 :: v_dual_fmac_f32 v27, v108, v120
	v_fmac_f32_e32 v35, v113, v119
	v_dual_fmac_f32 v36, v113, v120 :: v_dual_fmac_f32 v53, v108, v121
	v_fmac_f32_e32 v37, v113, v121
	v_dual_fmac_f32 v38, v113, v122 :: v_dual_fmac_f32 v55, v108, v123
	v_dual_fmac_f32 v39, v113, v123 :: v_dual_fmac_f32 v16, v114, v116
	v_fmac_f32_e32 v13, v109, v118
	v_fmac_f32_e32 v17, v114, v117
	v_dual_fmac_f32 v18, v114, v118 :: v_dual_fmac_f32 v15, v109, v120
	v_fmac_f32_e32 v19, v114, v119
	v_dual_fmac_f32 v20, v114, v120 :: v_dual_fmac_f32 v47, v109, v121
	v_fmac_f32_e32 v21, v114, v121
	v_dual_fmac_f32 v22, v114, v122 :: v_dual_fmac_f32 v49, v109, v123
	v_dual_fmac_f32 v23, v114, v123 :: v_dual_fmac_f32 v28, v115, v117
	v_dual_fmac_f32 v9, v110, v118 :: v_dual_fmac_f32 v30, v115, v119
	v_dual_fmac_f32 v11, v110, v120 :: v_dual_fmac_f32 v56, v115, v121
	v_dual_fmac_f32 v51, v110, v122 :: v_dual_fmac_f32 v58, v115, v123
	v_dual_fmac_f32 v68, v108, v116 :: v_dual_fmac_f32 v5, v111, v118
	v_dual_fmac_f32 v24, v108, v117 :: v_dual_fmac_f32 v65, v111, v116
	v_dual_fmac_f32 v26, v108, v119 :: v_dual_fmac_f32 v7, v111, v120
	v_dual_fmac_f32 v66, v109, v116 :: v_dual_fmac_f32 v45, v111, v122
	ds_load_2addr_b32 v[62:63], v84 offset1:1
	ds_load_b128 v[112:115], v73 offset:3584
	v_fmac_f32_e32 v54, v108, v122
	v_fmac_f32_e32 v48, v109, v122
	ds_load_b128 v[124:127], v73 offset:3600
	v_fmac_f32_e32 v12, v109, v117
	v_fmac_f32_e32 v14, v109, v119
	ds_load_2addr_b32 v[108:109], v85 offset1:1
	v_fmac_f32_e32 v10, v110, v119
	v_fmac_f32_e32 v6, v111, v119
	ds_load_2addr_b32 v[119:120], v86 offset1:1
	ds_load_2addr_b32 v[128:129], v87 offset1:1
	v_fmac_f32_e32 v64, v110, v116
	v_fmac_f32_e32 v8, v110, v117
	v_fmac_f32_e32 v4, v111, v117
	v_fmac_f32_e32 v50, v110, v121
	v_fmac_f32_e32 v52, v110, v123
	v_fmac_f32_e32 v44, v111, v121
	v_fmac_f32_e32 v46, v111, v123
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v0, v62, v112
	v_fmac_f32_e32 v1, v62, v113
	v_fmac_f32_e32 v2, v62, v114
	v_fmac_f32_e32 v3, v62, v115
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v40, v62, v124
	v_fmac_f32_e32 v41, v62, v125
	v_fmac_f32_e32 v42, v62, v126
	v_fmac_f32_e32 v43, v62, v127
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v27, v119, v124
	v_dual_fmac_f32 v32, v63, v112 :: v_dual_fmac_f32 v13, v120, v114
	v_fmac_f32_e32 v33, v63, v113
	v_dual_fmac_f32 v34, v63, v114 :: v_dual_fmac_f32 v15, v120, v124
	v_fmac_f32_e32 v35, v63, v115
	v_dual_fmac_f32 v36, v63, v124 :: v_dual_fmac_f32 v47, v120, v125
	v_fmac_f32_e32 v37, v63, v125
	v_dual_fmac_f32 v38, v63, v126 :: v_dual_fmac_f32 v49, v120, v127
	v_dual_fmac_f32 v39, v63, v127 :: v_dual_fmac_f32 v16, v108, v112
	v_fmac_f32_e32 v53, v119, v125
	v_fmac_f32_e32 v17, v108, v113
	v_dual_fmac_f32 v18, v108, v114 :: v_dual_fmac_f32 v55, v119, v127
	v_fmac_f32_e32 v19, v108, v115
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v20, v108, v124 :: v_dual_fmac_f32 v5, v129, v114
	v_fmac_f32_e32 v21, v108, v125
	v_dual_fmac_f32 v22, v108, v126 :: v_dual_fmac_f32 v65, v129, v112
	v_fmac_f32_e32 v23, v108, v127
	v_fmac_f32_e32 v67, v109, v112
	v_dual_fmac_f32 v28, v109, v113 :: v_dual_fmac_f32 v9, v128, v114
	v_fmac_f32_e32 v29, v109, v114
	v_dual_fmac_f32 v30, v109, v115 :: v_dual_fmac_f32 v11, v128, v124
	v_fmac_f32_e32 v31, v109, v124
	v_dual_fmac_f32 v56, v109, v125 :: v_dual_fmac_f32 v51, v128, v126
	v_fmac_f32_e32 v57, v109, v126
	v_fmac_f32_e32 v58, v109, v127
	v_dual_fmac_f32 v68, v119, v112 :: v_dual_fmac_f32 v45, v129, v126
	v_dual_fmac_f32 v24, v119, v113 :: v_dual_fmac_f32 v7, v129, v124
	v_fmac_f32_e32 v25, v119, v114
	v_fmac_f32_e32 v26, v119, v115
	v_fmac_f32_e32 v54, v119, v126
	ds_load_b128 v[108:111], v72 offset:2080
	ds_load_b128 v[116:119], v73 offset:4096
	v_fmac_f32_e32 v66, v120, v112
	v_fmac_f32_e32 v12, v120, v113
	v_fmac_f32_e32 v14, v120, v115
	v_fmac_f32_e32 v48, v120, v126
	v_fmac_f32_e32 v64, v128, v112
	v_fmac_f32_e32 v8, v128, v113
	ds_load_b128 v[120:123], v73 offset:4112
	v_fmac_f32_e32 v10, v128, v115
	v_fmac_f32_e32 v4, v129, v113
	v_fmac_f32_e32 v6, v129, v115
	ds_load_b128 v[112:115], v72 offset:2096
	v_fmac_f32_e32 v50, v128, v125
	v_fmac_f32_e32 v52, v128, v127
	v_fmac_f32_e32 v44, v129, v125
	v_fmac_f32_e32 v46, v129, v127
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v0, v108, v116
	v_fmac_f32_e32 v1, v108, v117
	v_fmac_f32_e32 v2, v108, v118
	v_dual_fmac_f32 v3, v108, v119 :: v_dual_fmac_f32 v32, v109, v116
	v_fmac_f32_e32 v33, v109, v117
	v_fmac_f32_e32 v34, v109, v118
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v40, v108, v120
	v_fmac_f32_e32 v41, v108, v121
	v_fmac_f32_e32 v42, v108, v122
	v_fmac_f32_e32 v43, v108, v123
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v49, v113, v123
	v_fmac_f32_e32 v35, v109, v119
	v_dual_fmac_f32 v36, v109, v120 :: v_dual_fmac_f32 v53, v112, v121
	v_fmac_f32_e32 v37, v109, v121
	v_dual_fmac_f32 v38, v109, v122 :: v_dual_fmac_f32 v55, v112, v123
	v_dual_fmac_f32 v39, v109, v123 :: v_dual_fmac_f32 v16, v110, v116
	v_fmac_f32_e32 v5, v115, v118
	v_fmac_f32_e32 v17, v110, v117
	v_dual_fmac_f32 v18, v110, v118 :: v_dual_fmac_f32 v65, v115, v116
	v_fmac_f32_e32 v19, v110, v119
	v_dual_fmac_f32 v20, v110, v120 :: v_dual_fmac_f32 v45, v115, v122
	v_fmac_f32_e32 v21, v110, v121
	v_dual_fmac_f32 v22, v110, v122 :: v_dual_fmac_f32 v7, v115, v120
	v_fmac_f32_e32 v23, v110, v123
	v_fmac_f32_e32 v67, v111, v116
	v_dual_fmac_f32 v28, v111, v117 :: v_dual_fmac_f32 v9, v114, v118
	v_fmac_f32_e32 v29, v111, v118
	v_dual_fmac_f32 v30, v111, v119 :: v_dual_fmac_f32 v11, v114, v120
	v_fmac_f32_e32 v31, v111, v120
	v_dual_fmac_f32 v56, v111, v121 :: v_dual_fmac_f32 v51, v114, v122
	v_fmac_f32_e32 v57, v111, v122
	v_dual_fmac_f32 v58, v111, v123 :: v_dual_fmac_f32 v25, v112, v118
	v_fmac_f32_e32 v27, v112, v120
	v_fmac_f32_e32 v13, v113, v118
	v_fmac_f32_e32 v15, v113, v120
	v_fmac_f32_e32 v47, v113, v121
	ds_load_2addr_b32 v[62:63], v88 offset1:1
	ds_load_b128 v[108:111], v73 offset:4608
	v_fmac_f32_e32 v68, v112, v116
	v_fmac_f32_e32 v54, v112, v122
	v_fmac_f32_e32 v66, v113, v116
	v_fmac_f32_e32 v48, v113, v122
	ds_load_b128 v[124:127], v73 offset:4624
	v_fmac_f32_e32 v24, v112, v117
	v_fmac_f32_e32 v26, v112, v119
	v_fmac_f32_e32 v12, v113, v117
	v_fmac_f32_e32 v14, v113, v119
	ds_load_2addr_b32 v[112:113], v89 offset1:1
	v_fmac_f32_e32 v10, v114, v119
	v_fmac_f32_e32 v6, v115, v119
	ds_load_2addr_b32 v[119:120], v90 offset1:1
	ds_load_2addr_b32 v[128:129], v91 offset1:1
	v_fmac_f32_e32 v64, v114, v116
	v_fmac_f32_e32 v8, v114, v117
	v_fmac_f32_e32 v4, v115, v117
	v_fmac_f32_e32 v50, v114, v121
	v_fmac_f32_e32 v52, v114, v123
	v_fmac_f32_e32 v44, v115, v121
	v_fmac_f32_e32 v46, v115, v123
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v0, v62, v108
	v_fmac_f32_e32 v1, v62, v109
	v_fmac_f32_e32 v2, v62, v110
	v_fmac_f32_e32 v3, v62, v111
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v40, v62, v124
	v_fmac_f32_e32 v41, v62, v125
	v_fmac_f32_e32 v42, v62, v126
	v_dual_fmac_f32 v43, v62, v127 :: v_dual_fmac_f32 v32, v63, v108
	v_fmac_f32_e32 v33, v63, v109
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v34, v63, v110 :: v_dual_fmac_f32 v49, v120, v127
	v_fmac_f32_e32 v35, v63, v111
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v36, v63, v124 :: v_dual_fmac_f32 v9, v128, v110
	v_fmac_f32_e32 v37, v63, v125
	v_dual_fmac_f32 v39, v63, v127 :: v_dual_fmac_f32 v16, v112, v108
	v_fmac_f32_e32 v5, v129, v110
	v_fmac_f32_e32 v17, v112, v109
	v_dual_fmac_f32 v18, v112, v110 :: v_dual_fmac_f32 v65, v129, v108
	v_fmac_f32_e32 v19, v112, v111
	v_dual_fmac_f32 v20, v112, v124 :: v_dual_fmac_f32 v45, v129, v126
	v_fmac_f32_e32 v21, v112, v125
	v_dual_fmac_f32 v22, v112, v126 :: v_dual_fmac_f32 v7, v129, v124
	v_fmac_f32_e32 v23, v112, v127
	v_fmac_f32_e32 v67, v113, v108
	v_dual_fmac_f32 v28, v113, v109 :: v_dual_fmac_f32 v51, v128, v126
	v_fmac_f32_e32 v29, v113, v110
	v_fmac_f32_e32 v30, v113, v111
	v_fmac_f32_e32 v31, v113, v124
	v_fmac_f32_e32 v56, v113, v125
	v_fmac_f32_e32 v57, v113, v126
	v_fmac_f32_e32 v58, v113, v127
	v_fmac_f32_e32 v68, v119, v108
	v_fmac_f32_e32 v24, v119, v109
	v_fmac_f32_e32 v25, v119, v110
	v_fmac_f32_e32 v26, v119, v111
	v_fmac_f32_e32 v27, v119, v124
	v_fmac_f32_e32 v53, v119, v125
	v_fmac_f32_e32 v54, v119, v126
	v_fmac_f32_e32 v55, v119, v127
	v_fmac_f32_e32 v13, v120, v110
	v_fmac_f32_e32 v15, v120, v124
	v_fmac_f32_e32 v47, v120, v125
	ds_load_2addr_b64 v[112:115], v92 offset1:1
	ds_load_b128 v[116:119], v73 offset:5120
	v_fmac_f32_e32 v66, v120, v108
	v_fmac_f32_e32 v12, v120, v109
	v_fmac_f32_e32 v14, v120, v111
	v_fmac_f32_e32 v48, v120, v126
	v_fmac_f32_e32 v8, v128, v109
	ds_load_b128 v[120:123], v73 offset:5136
	v_fmac_f32_e32 v64, v128, v108
	v_fmac_f32_e32 v10, v128, v111
	v_fmac_f32_e32 v4, v129, v109
	v_fmac_f32_e32 v6, v129, v111
	ds_load_2addr_b64 v[108:111], v93 offset1:1
	v_dual_fmac_f32 v38, v63, v126 :: v_dual_fmac_f32 v11, v128, v124
	v_fmac_f32_e32 v50, v128, v125
	v_fmac_f32_e32 v52, v128, v127
	v_fmac_f32_e32 v44, v129, v125
	v_fmac_f32_e32 v46, v129, v127
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v0, v112, v116
	v_fmac_f32_e32 v1, v112, v117
	v_fmac_f32_e32 v2, v112, v118
	v_dual_fmac_f32 v3, v112, v119 :: v_dual_fmac_f32 v32, v113, v116
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v33, v113, v117 :: v_dual_fmac_f32 v40, v112, v120
	v_fmac_f32_e32 v41, v112, v121
	v_fmac_f32_e32 v42, v112, v122
	v_dual_fmac_f32 v43, v112, v123 :: v_dual_fmac_f32 v34, v113, v118
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v11, v110, v120
	v_fmac_f32_e32 v35, v113, v119
	v_dual_fmac_f32 v36, v113, v120 :: v_dual_fmac_f32 v51, v110, v122
	v_fmac_f32_e32 v37, v113, v121
	v_dual_fmac_f32 v38, v113, v122 :: v_dual_fmac_f32 v65, v111, v116
	v_dual_fmac_f32 v39, v113, v123 :: v_dual_fmac_f32 v16, v114, v116
	v_fmac_f32_e32 v5, v111, v118
	v_fmac_f32_e32 v17, v114, v117
	v_dual_fmac_f32 v18, v114, v118 :: v_dual_fmac_f32 v7, v111, v120
	v_fmac_f32_e32 v19, v114, v119
	v_dual_fmac_f32 v20, v114, v120 :: v_dual_fmac_f32 v45, v111, v122
	v_fmac_f32_e32 v21, v114, v121
	v_fmac_f32_e32 v22, v114, v122
	v_fmac_f32_e32 v23, v114, v123
	v_fmac_f32_e32 v67, v115, v116
	v_fmac_f32_e32 v28, v115, v117
	v_fmac_f32_e32 v29, v115, v118
	v_fmac_f32_e32 v30, v115, v119
	v_fmac_f32_e32 v31, v115, v120
	v_fmac_f32_e32 v56, v115, v121
	v_fmac_f32_e32 v57, v115, v122
	v_dual_fmac_f32 v58, v115, v123 :: v_dual_fmac_f32 v25, v108, v118
	v_fmac_f32_e32 v27, v108, v120
	v_fmac_f32_e32 v53, v108, v121
	v_fmac_f32_e32 v55, v108, v123
	v_fmac_f32_e32 v13, v109, v118
	v_fmac_f32_e32 v15, v109, v120
	v_fmac_f32_e32 v47, v109, v121
	v_fmac_f32_e32 v49, v109, v123
	ds_load_2addr_b32 v[62:63], v94 offset1:1
	ds_load_b128 v[112:115], v73 offset:5632
	v_fmac_f32_e32 v68, v108, v116
	v_fmac_f32_e32 v54, v108, v122
	v_fmac_f32_e32 v66, v109, v116
	v_fmac_f32_e32 v12, v109, v117
	ds_load_b128 v[124:127], v73 offset:5648
	v_fmac_f32_e32 v24, v108, v117
	v_fmac_f32_e32 v26, v108, v119
	v_fmac_f32_e32 v14, v109, v119
	v_fmac_f32_e32 v48, v109, v122
	ds_load_2addr_b32 v[108:109], v95 offset1:1
	v_fmac_f32_e32 v10, v110, v119
	v_fmac_f32_e32 v6, v111, v119
	ds_load_2addr_b32 v[119:120], v96 offset1:1
	ds_load_2addr_b32 v[128:129], v97 offset1:1
	v_fmac_f32_e32 v64, v110, v116
	v_fmac_f32_e32 v8, v110, v117
	v_dual_fmac_f32 v9, v110, v118 :: v_dual_fmac_f32 v4, v111, v117
	v_fmac_f32_e32 v50, v110, v121
	v_fmac_f32_e32 v52, v110, v123
	v_fmac_f32_e32 v44, v111, v121
	v_fmac_f32_e32 v46, v111, v123
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v0, v62, v112
	v_fmac_f32_e32 v1, v62, v113
	v_fmac_f32_e32 v2, v62, v114
	v_fmac_f32_e32 v3, v62, v115
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v40, v62, v124
	v_fmac_f32_e32 v41, v62, v125
	v_dual_fmac_f32 v43, v62, v127 :: v_dual_fmac_f32 v32, v63, v112
	v_fmac_f32_e32 v33, v63, v113
	v_fmac_f32_e32 v34, v63, v114
	v_fmac_f32_e32 v35, v63, v115
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v65, v129, v112
	v_dual_fmac_f32 v36, v63, v124 :: v_dual_fmac_f32 v5, v129, v114
	v_fmac_f32_e32 v37, v63, v125
	v_dual_fmac_f32 v39, v63, v127 :: v_dual_fmac_f32 v16, v108, v112
	v_fmac_f32_e32 v45, v129, v126
	v_fmac_f32_e32 v17, v108, v113
	v_fmac_f32_e32 v18, v108, v114
	v_fmac_f32_e32 v19, v108, v115
	v_fmac_f32_e32 v20, v108, v124
	v_fmac_f32_e32 v21, v108, v125
	v_fmac_f32_e32 v22, v108, v126
	v_fmac_f32_e32 v23, v108, v127
	v_fmac_f32_e32 v67, v109, v112
	v_fmac_f32_e32 v28, v109, v113
	v_fmac_f32_e32 v29, v109, v114
	v_fmac_f32_e32 v30, v109, v115
	v_fmac_f32_e32 v31, v109, v124
	v_fmac_f32_e32 v56, v109, v125
	v_fmac_f32_e32 v57, v109, v126
	v_fmac_f32_e32 v58, v109, v127
	v_fmac_f32_e32 v68, v119, v112
	v_fmac_f32_e32 v24, v119, v113
	v_fmac_f32_e32 v25, v119, v114
	v_fmac_f32_e32 v26, v119, v115
	v_fmac_f32_e32 v27, v119, v124
	v_fmac_f32_e32 v53, v119, v125
	v_fmac_f32_e32 v54, v119, v126
	v_fmac_f32_e32 v55, v119, v127
	v_fmac_f32_e32 v13, v120, v114
	v_fmac_f32_e32 v15, v120, v124
	v_fmac_f32_e32 v47, v120, v125
	ds_load_b128 v[108:111], v72 offset:3120
	ds_load_b128 v[116:119], v73 offset:6144
	v_fmac_f32_e32 v66, v120, v112
	v_fmac_f32_e32 v12, v120, v113
	v_fmac_f32_e32 v14, v120, v115
	v_fmac_f32_e32 v48, v120, v126
	v_fmac_f32_e32 v49, v120, v127
	v_fmac_f32_e32 v8, v128, v113
	ds_load_b128 v[120:123], v73 offset:6160
	v_fmac_f32_e32 v64, v128, v112
	v_fmac_f32_e32 v9, v128, v114
	v_fmac_f32_e32 v10, v128, v115
	v_fmac_f32_e32 v4, v129, v113
	v_fmac_f32_e32 v6, v129, v115
	ds_load_b128 v[112:115], v72 offset:3136
	v_dual_fmac_f32 v42, v62, v126 :: v_dual_fmac_f32 v11, v128, v124
	v_dual_fmac_f32 v38, v63, v126 :: v_dual_fmac_f32 v7, v129, v124
	v_fmac_f32_e32 v50, v128, v125
	v_fmac_f32_e32 v51, v128, v126
	v_fmac_f32_e32 v52, v128, v127
	v_fmac_f32_e32 v44, v129, v125
	v_fmac_f32_e32 v46, v129, v127
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v0, v108, v116
	v_fmac_f32_e32 v1, v108, v117
	v_fmac_f32_e32 v2, v108, v118
	v_fmac_f32_e32 v3, v108, v119
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v40, v108, v120
	v_fmac_f32_e32 v41, v108, v121
	v_fmac_f32_e32 v42, v108, v122
	v_dual_fmac_f32 v43, v108, v123 :: v_dual_fmac_f32 v32, v109, v116
	v_fmac_f32_e32 v33, v109, v117
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v5, v115, v118
	v_dual_fmac_f32 v34, v109, v118 :: v_dual_fmac_f32 v7, v115, v120
	v_fmac_f32_e32 v35, v109, v119
	v_dual_fmac_f32 v36, v109, v120 :: v_dual_fmac_f32 v45, v115, v122
	v_fmac_f32_e32 v37, v109, v121
	v_fmac_f32_e32 v38, v109, v122
	v_dual_fmac_f32 v39, v109, v123 :: v_dual_fmac_f32 v16, v110, v116
	v_fmac_f32_e32 v17, v110, v117
	v_fmac_f32_e32 v18, v110, v118
	v_fmac_f32_e32 v19, v110, v119
	v_fmac_f32_e32 v20, v110, v120
	v_fmac_f32_e32 v21, v110, v121
	v_fmac_f32_e32 v22, v110, v122
	v_fmac_f32_e32 v23, v110, v123
	v_fmac_f32_e32 v67, v111, v116
	v_fmac_f32_e32 v28, v111, v117
	v_fmac_f32_e32 v29, v111, v118
	v_fmac_f32_e32 v30, v111, v119
	v_fmac_f32_e32 v31, v111, v120
	v_fmac_f32_e32 v56, v111, v121
	v_fmac_f32_e32 v57, v111, v122
	v_dual_fmac_f32 v58, v111, v123 :: v_dual_fmac_f32 v25, v112, v118
	v_fmac_f32_e32 v27, v112, v120
	v_fmac_f32_e32 v53, v112, v121
	v_fmac_f32_e32 v55, v112, v123
	v_fmac_f32_e32 v13, v113, v118
	v_fmac_f32_e32 v15, v113, v120
	v_fmac_f32_e32 v47, v113, v121
	v_fmac_f32_e32 v49, v113, v123
	ds_load_2addr_b32 v[62:63], v98 offset1:1
	ds_load_b128 v[108:111], v73 offset:6656
	v_fmac_f32_e32 v68, v112, v116
	v_fmac_f32_e32 v24, v112, v117
	v_fmac_f32_e32 v66, v113, v116
	v_fmac_f32_e32 v10, v114, v119
	ds_load_b128 v[124:127], v73 offset:6672
	v_fmac_f32_e32 v26, v112, v119
	v_fmac_f32_e32 v54, v112, v122
	v_fmac_f32_e32 v12, v113, v117
	v_fmac_f32_e32 v14, v113, v119
	v_dual_fmac_f32 v48, v113, v122 :: v_dual_fmac_f32 v11, v114, v120
	ds_load_2addr_b32 v[112:113], v99 offset1:1
	v_fmac_f32_e32 v6, v115, v119
	ds_load_2addr_b32 v[119:120], v100 offset1:1
	ds_load_2addr_b32 v[128:129], v101 offset1:1
	v_fmac_f32_e32 v64, v114, v116
	v_fmac_f32_e32 v8, v114, v117
	v_fmac_f32_e32 v9, v114, v118
	v_fmac_f32_e32 v65, v115, v116
	v_fmac_f32_e32 v4, v115, v117
	v_fmac_f32_e32 v50, v114, v121
	v_fmac_f32_e32 v51, v114, v122
	v_fmac_f32_e32 v52, v114, v123
	v_fmac_f32_e32 v44, v115, v121
	v_fmac_f32_e32 v46, v115, v123
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v0, v62, v108
	v_fmac_f32_e32 v1, v62, v109
	v_fmac_f32_e32 v2, v62, v110
	v_fmac_f32_e32 v3, v62, v111
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v40, v62, v124
	v_fmac_f32_e32 v41, v62, v125
	v_dual_fmac_f32 v43, v62, v127 :: v_dual_fmac_f32 v32, v63, v108
	v_fmac_f32_e32 v33, v63, v109
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v45, v129, v126
	v_fmac_f32_e32 v35, v63, v111
	v_fmac_f32_e32 v37, v63, v125
	v_dual_fmac_f32 v39, v63, v127 :: v_dual_fmac_f32 v16, v112, v108
	v_fmac_f32_e32 v17, v112, v109
	v_fmac_f32_e32 v18, v112, v110
	v_fmac_f32_e32 v19, v112, v111
	v_fmac_f32_e32 v20, v112, v124
	v_fmac_f32_e32 v21, v112, v125
	v_fmac_f32_e32 v22, v112, v126
	v_fmac_f32_e32 v23, v112, v127
	v_fmac_f32_e32 v67, v113, v108
	v_fmac_f32_e32 v28, v113, v109
	v_fmac_f32_e32 v29, v113, v110
	v_fmac_f32_e32 v30, v113, v111
	v_fmac_f32_e32 v31, v113, v124
	v_fmac_f32_e32 v56, v113, v125
	v_fmac_f32_e32 v57, v113, v126
	v_fmac_f32_e32 v58, v113, v127
	v_fmac_f32_e32 v68, v119, v108
	v_fmac_f32_e32 v25, v119, v110
	v_fmac_f32_e32 v24, v119, v109
	v_fmac_f32_e32 v27, v119, v124
	v_fmac_f32_e32 v26, v119, v111
	v_fmac_f32_e32 v53, v119, v125
	v_fmac_f32_e32 v54, v119, v126
	v_fmac_f32_e32 v55, v119, v127
	v_fmac_f32_e32 v13, v120, v110
	v_fmac_f32_e32 v15, v120, v124
	v_fmac_f32_e32 v47, v120, v125
	v_fmac_f32_e32 v48, v120, v126
	ds_load_2addr_b64 v[112:115], v102 offset1:1
	ds_load_b128 v[116:119], v73 offset:7168
	v_fmac_f32_e32 v34, v63, v110
	v_fmac_f32_e32 v66, v120, v108
	v_fmac_f32_e32 v12, v120, v109
	v_fmac_f32_e32 v14, v120, v111
	v_fmac_f32_e32 v49, v120, v127
	v_fmac_f32_e32 v8, v128, v109
	ds_load_b128 v[120:123], v73 offset:7184
	v_fmac_f32_e32 v64, v128, v108
	v_fmac_f32_e32 v9, v128, v110
	v_fmac_f32_e32 v10, v128, v111
	v_fmac_f32_e32 v11, v128, v124
	v_fmac_f32_e32 v65, v129, v108
	v_fmac_f32_e32 v4, v129, v109
	v_fmac_f32_e32 v5, v129, v110
	v_fmac_f32_e32 v6, v129, v111
	ds_load_2addr_b64 v[108:111], v103 offset1:1
	v_dual_fmac_f32 v42, v62, v126 :: v_dual_fmac_f32 v7, v129, v124
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v36, v63, v124 :: v_dual_fmac_f32 v3, v112, v119
	v_fmac_f32_e32 v38, v63, v126
	v_fmac_f32_e32 v50, v128, v125
	v_fmac_f32_e32 v51, v128, v126
	v_fmac_f32_e32 v52, v128, v127
	v_fmac_f32_e32 v44, v129, v125
	v_fmac_f32_e32 v46, v129, v127
	v_fmac_f32_e32 v0, v112, v116
	v_fmac_f32_e32 v1, v112, v117
	v_fmac_f32_e32 v2, v112, v118
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v40, v112, v120
	v_fmac_f32_e32 v41, v112, v121
	v_fmac_f32_e32 v42, v112, v122
	v_dual_fmac_f32 v43, v112, v123 :: v_dual_fmac_f32 v32, v113, v116
	v_fmac_f32_e32 v33, v113, v117
	v_fmac_f32_e32 v34, v113, v118
	v_fmac_f32_e32 v35, v113, v119
	v_fmac_f32_e32 v36, v113, v120
	v_fmac_f32_e32 v37, v113, v121
	v_fmac_f32_e32 v38, v113, v122
	v_dual_fmac_f32 v39, v113, v123 :: v_dual_fmac_f32 v16, v114, v116
	v_fmac_f32_e32 v17, v114, v117
	v_fmac_f32_e32 v18, v114, v118
	v_fmac_f32_e32 v19, v114, v119
	v_fmac_f32_e32 v20, v114, v120
	v_fmac_f32_e32 v21, v114, v121
	v_fmac_f32_e32 v22, v114, v122
	v_fmac_f32_e32 v23, v114, v123
	v_fmac_f32_e32 v67, v115, v116
	v_fmac_f32_e32 v28, v115, v117
	v_fmac_f32_e32 v29, v115, v118
	v_fmac_f32_e32 v30, v115, v119
	v_fmac_f32_e32 v31, v115, v120
	v_fmac_f32_e32 v56, v115, v121
	v_fmac_f32_e32 v57, v115, v122
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v58, v115, v123 :: v_dual_fmac_f32 v25, v108, v118
	v_fmac_f32_e32 v27, v108, v120
	v_fmac_f32_e32 v53, v108, v121
	v_fmac_f32_e32 v55, v108, v123
	v_fmac_f32_e32 v13, v109, v118
	v_fmac_f32_e32 v15, v109, v120
	v_fmac_f32_e32 v47, v109, v121
	v_fmac_f32_e32 v49, v109, v123
	ds_load_2addr_b32 v[62:63], v104 offset1:1
	ds_load_b128 v[112:115], v73 offset:7680
	v_fmac_f32_e32 v68, v108, v116
	v_fmac_f32_e32 v66, v109, v116
	v_fmac_f32_e32 v64, v110, v116
	v_fmac_f32_e32 v9, v110, v118
	ds_load_b128 v[124:127], v73 offset:7696
	v_fmac_f32_e32 v24, v108, v117
	v_fmac_f32_e32 v26, v108, v119
	v_fmac_f32_e32 v54, v108, v122
	v_fmac_f32_e32 v12, v109, v117
	v_fmac_f32_e32 v14, v109, v119
	v_dual_fmac_f32 v48, v109, v122 :: v_dual_fmac_f32 v11, v110, v120
	v_fmac_f32_e32 v50, v110, v121
	v_fmac_f32_e32 v51, v110, v122
	v_fmac_f32_e32 v65, v111, v116
	v_fmac_f32_e32 v5, v111, v118
	v_fmac_f32_e32 v6, v111, v119
	v_fmac_f32_e32 v7, v111, v120
	v_fmac_f32_e32 v44, v111, v121
	v_fmac_f32_e32 v45, v111, v122
	ds_load_2addr_b32 v[108:109], v105 offset1:1
	v_fmac_f32_e32 v8, v110, v117
	v_fmac_f32_e32 v10, v110, v119
	v_fmac_f32_e32 v52, v110, v123
	v_fmac_f32_e32 v4, v111, v117
	v_fmac_f32_e32 v46, v111, v123
	ds_load_2addr_b32 v[110:111], v106 offset1:1
	ds_load_2addr_b32 v[116:117], v107 offset1:1
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v0, v62, v112
	v_fmac_f32_e32 v1, v62, v113
	v_fmac_f32_e32 v2, v62, v114
	v_fmac_f32_e32 v3, v62, v115
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v40, v62, v124
	v_fmac_f32_e32 v41, v62, v125
	v_fmac_f32_e32 v42, v62, v126
	v_dual_fmac_f32 v43, v62, v127 :: v_dual_fmac_f32 v32, v63, v112
	v_fmac_f32_e32 v33, v63, v113
	v_fmac_f32_e32 v34, v63, v114
	v_fmac_f32_e32 v35, v63, v115
	v_fmac_f32_e32 v36, v63, v124
	v_fmac_f32_e32 v37, v63, v125
	v_fmac_f32_e32 v38, v63, v126
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v39, v63, v127 :: v_dual_fmac_f32 v16, v108, v112
	v_fmac_f32_e32 v17, v108, v113
	v_fmac_f32_e32 v18, v108, v114
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v45, v117, v126
	v_fmac_f32_e32 v19, v108, v115
	v_fmac_f32_e32 v20, v108, v124
	v_fmac_f32_e32 v21, v108, v125
	v_fmac_f32_e32 v22, v108, v126
	v_fmac_f32_e32 v23, v108, v127
	v_fmac_f32_e32 v67, v109, v112
	v_fmac_f32_e32 v28, v109, v113
	v_fmac_f32_e32 v29, v109, v114
	v_fmac_f32_e32 v30, v109, v115
	v_fmac_f32_e32 v31, v109, v124
	v_fmac_f32_e32 v56, v109, v125
	v_fmac_f32_e32 v57, v109, v126
	v_fmac_f32_e32 v58, v109, v127
	v_fmac_f32_e32 v68, v110, v112
	v_fmac_f32_e32 v24, v110, v113
	v_fmac_f32_e32 v25, v110, v114
	v_fmac_f32_e32 v26, v110, v115
	v_fmac_f32_e32 v27, v110, v124
	v_fmac_f32_e32 v53, v110, v125
	v_fmac_f32_e32 v54, v110, v126
	v_dual_fmac_f32 v55, v110, v127 :: v_dual_fmac_f32 v66, v111, v112
	v_fmac_f32_e32 v12, v111, v113
	v_fmac_f32_e32 v13, v111, v114
	v_fmac_f32_e32 v14, v111, v115
	v_fmac_f32_e32 v15, v111, v124
	v_fmac_f32_e32 v47, v111, v125
	v_fmac_f32_e32 v48, v111, v126
	v_dual_fmac_f32 v49, v111, v127 :: v_dual_fmac_f32 v64, v116, v112
	v_fmac_f32_e32 v8, v116, v113
	v_fmac_f32_e32 v9, v116, v114
	v_fmac_f32_e32 v10, v116, v115
	v_fmac_f32_e32 v11, v116, v124
	v_fmac_f32_e32 v50, v116, v125
	v_fmac_f32_e32 v51, v116, v126
	v_dual_fmac_f32 v52, v116, v127 :: v_dual_fmac_f32 v65, v117, v112
	v_fmac_f32_e32 v4, v117, v113
	v_fmac_f32_e32 v5, v117, v114
	v_fmac_f32_e32 v6, v117, v115
	v_fmac_f32_e32 v7, v117, v124
	v_fmac_f32_e32 v44, v117, v125
	v_fmac_f32_e32 v46, v117, v127
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_2
; %bb.7:                                ; %Flow
	s_branch .LBB0_9
.LBB0_8:                                ; %..preheader82_crit_edge
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v59, v71
	v_dual_mov_b32 v69, v70 :: v_dual_mov_b32 v2, 0
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v40, 0
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v42, 0
	v_dual_mov_b32 v41, 0 :: v_dual_mov_b32 v32, 0
	v_dual_mov_b32 v43, 0 :: v_dual_mov_b32 v34, 0
	v_dual_mov_b32 v33, 0 :: v_dual_mov_b32 v36, 0
	v_dual_mov_b32 v35, 0 :: v_dual_mov_b32 v38, 0
	v_dual_mov_b32 v37, 0 :: v_dual_mov_b32 v16, 0
	v_dual_mov_b32 v39, 0 :: v_dual_mov_b32 v18, 0
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v20, 0
	v_dual_mov_b32 v19, 0 :: v_dual_mov_b32 v22, 0
	v_dual_mov_b32 v21, 0 :: v_dual_mov_b32 v28, 0
	v_dual_mov_b32 v23, 0 :: v_dual_mov_b32 v30, 0
	v_dual_mov_b32 v67, 0 :: v_dual_mov_b32 v56, 0
	v_dual_mov_b32 v29, 0 :: v_dual_mov_b32 v58, 0
	v_dual_mov_b32 v31, 0 :: v_dual_mov_b32 v68, 0
	v_dual_mov_b32 v57, 0 :: v_dual_mov_b32 v24, 0
	v_dual_mov_b32 v25, 0 :: v_dual_mov_b32 v26, 0
	v_dual_mov_b32 v27, 0 :: v_dual_mov_b32 v54, 0
	v_dual_mov_b32 v53, 0 :: v_dual_mov_b32 v66, 0
	v_dual_mov_b32 v55, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v48, 0
	v_dual_mov_b32 v47, 0 :: v_dual_mov_b32 v64, 0
	v_dual_mov_b32 v49, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v50, 0
	v_dual_mov_b32 v51, 0 :: v_dual_mov_b32 v52, 0
	v_dual_mov_b32 v65, 0 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v44, 0
	v_dual_mov_b32 v45, 0 :: v_dual_mov_b32 v46, 0
.LBB0_9:                                ; %.preheader82
	v_add_co_u32 v60, s0, v69, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v61, null, 0, 0, s0
	s_lshl_b64 s[0:1], s[8:9], 2
	v_mul_lo_u32 v69, v60, s5
	s_add_u32 s0, s2, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v63, v61, s4
	v_mad_u64_u32 v[61:62], null, v60, s4, 0
	v_mov_b32_e32 v60, 0
	s_addc_u32 s1, s3, s1
	v_lshlrev_b64 v[59:60], 2, v[59:60]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add3_u32 v62, v62, v69, v63
	v_add_co_u32 v59, vcc_lo, s0, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[61:62], 2, v[61:62]
	v_add_co_ci_u32_e32 v60, vcc_lo, s1, v60, vcc_lo
	s_lshl_b64 s[0:1], s[4:5], 2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v59, vcc_lo, v59, v61
	v_add_co_ci_u32_e32 v60, vcc_lo, v60, v62, vcc_lo
	s_clause 0x1
	global_store_b128 v[59:60], v[0:3], off
	global_store_b128 v[59:60], v[40:43], off offset:16
	v_add_co_u32 v61, vcc_lo, v59, s0
	v_add_co_ci_u32_e32 v62, vcc_lo, s1, v60, vcc_lo
	s_clause 0x1
	global_store_b128 v[61:62], v[32:35], off
	global_store_b128 v[61:62], v[36:39], off offset:16
	v_add_co_u32 v69, vcc_lo, v61, s0
	v_add_co_ci_u32_e32 v70, vcc_lo, s1, v62, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, v69, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v70, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v1, vcc_lo
	s_clause 0x6
	global_store_b128 v[69:70], v[16:19], off
	global_store_b128 v[69:70], v[20:23], off offset:16
	global_store_b32 v[0:1], v67, off
	global_store_b128 v[0:1], v[28:31], off offset:4
	global_store_b96 v[0:1], v[56:58], off offset:20
	global_store_b32 v[2:3], v68, off
	global_store_b128 v[2:3], v[24:27], off offset:4
	v_add_co_u32 v0, vcc_lo, v2, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v3, vcc_lo
	global_store_b96 v[2:3], v[53:55], off offset:20
	v_add_co_u32 v2, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v1, vcc_lo
	s_clause 0x1
	global_store_b32 v[0:1], v66, off
	global_store_b128 v[0:1], v[12:15], off offset:4
	v_add_co_u32 v12, vcc_lo, v2, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v3, vcc_lo
	s_clause 0x6
	global_store_b96 v[0:1], v[47:49], off offset:20
	global_store_b32 v[2:3], v64, off
	global_store_b128 v[2:3], v[8:11], off offset:4
	global_store_b96 v[2:3], v[50:52], off offset:20
	global_store_b32 v[12:13], v65, off
	global_store_b128 v[12:13], v[4:7], off offset:4
	global_store_b96 v[12:13], v[44:46], off offset:20
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB0_10:
                                        ; implicit-def: $vgpr46
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr65
                                        ; implicit-def: $vgpr52
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr64
                                        ; implicit-def: $vgpr49
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr66
                                        ; implicit-def: $vgpr55
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr68
                                        ; implicit-def: $vgpr58
                                        ; implicit-def: $vgpr31
                                        ; implicit-def: $vgpr67
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr39
                                        ; implicit-def: $vgpr35
                                        ; implicit-def: $vgpr43
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr69
                                        ; implicit-def: $vgpr59
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
		.amdhsa_next_free_vgpr 130
		.amdhsa_next_free_sgpr 17
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
	.size	_Z12gemm_lds_8x8PKfS0_Pfmmm, .Lfunc_end0-_Z12gemm_lds_8x8PKfS0_Pfmmm
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6640
; NumSgprs: 19
; NumVgprs: 130
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 12352 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 16
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 130
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
	s_clause 0x2
	s_load_b32 s8, s[0:1], 0x34
	s_load_b128 s[4:7], s[0:1], 0x18
	s_load_b64 s[2:3], s[0:1], 0x10
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s7, s8, 0xffff
	s_lshr_b32 s8, s8, 16
	s_mul_i32 s14, s14, s7
	s_mul_i32 s15, s15, s8
	v_add_lshl_u32 v16, s14, v1, 2
	v_add_lshl_u32 v18, s15, v0, 2
	s_cmp_lt_i32 s6, 1
	s_cbranch_scc1 .LBB1_3
; %bb.1:                                ; %.preheader57.preheader
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
	v_add_co_u32 v2, vcc_lo, v2, s10
	v_add_co_ci_u32_e32 v3, vcc_lo, s11, v3, vcc_lo
	v_add_co_u32 v4, vcc_lo, v4, s8
	v_add_co_ci_u32_e32 v5, vcc_lo, s9, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_u32 v19, vcc_lo, v2, 12
	v_add_co_ci_u32_e32 v20, vcc_lo, 0, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_u32 v21, vcc_lo, v4, 8
	v_add_co_ci_u32_e32 v22, vcc_lo, 0, v5, vcc_lo
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, 0
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v5, 0
	s_mov_b32 s12, s4
	s_lshl_b64 s[0:1], s[0:1], 2
	s_lshl_b64 s[8:9], s[12:13], 2
	.p2align	6
.LBB1_2:                                ; %.preheader57
                                        ; =>This Inner Loop Header: Depth=1
	global_load_b128 v[23:26], v[21:22], off offset:-8
	global_load_b128 v[27:30], v[19:20], off offset:-12
	v_add_co_u32 v19, vcc_lo, v19, s0
	v_add_co_ci_u32_e32 v20, vcc_lo, s1, v20, vcc_lo
	v_add_co_u32 v21, vcc_lo, v21, s8
	v_add_co_ci_u32_e32 v22, vcc_lo, s9, v22, vcc_lo
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
	s_cbranch_scc1 .LBB1_2
	s_branch .LBB1_4
.LBB1_3:
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v2, 0
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, 0
.LBB1_4:                                ; %.preheader53
	v_mad_u64_u32 v[19:20], null, v18, s5, v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v16, s5, v19
	v_ashrrev_i32_e32 v20, 31, v19
	v_add_nc_u32_e32 v18, s5, v16
	v_ashrrev_i32_e32 v17, 31, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[20:21], 2, v[19:20]
	v_add_nc_u32_e32 v22, s5, v18
	v_ashrrev_i32_e32 v19, 31, v18
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_co_u32 v20, vcc_lo, s2, v20
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_co_ci_u32_e32 v21, vcc_lo, s3, v21, vcc_lo
	v_add_co_u32 v16, vcc_lo, s2, v16
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_co_ci_u32_e32 v17, vcc_lo, s3, v17, vcc_lo
	v_add_co_u32 v18, vcc_lo, s2, v18
	v_add_co_ci_u32_e32 v19, vcc_lo, s3, v19, vcc_lo
	v_add_co_u32 v22, vcc_lo, s2, v22
	v_add_co_ci_u32_e32 v23, vcc_lo, s3, v23, vcc_lo
	s_clause 0x3
	global_store_b128 v[20:21], v[0:3], off
	global_store_b128 v[16:17], v[12:15], off
	global_store_b128 v[18:19], v[8:11], off
	global_store_b128 v[22:23], v[4:7], off
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
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
.Lfunc_end1:
	.size	_Z11gemm_at_4x4PKfS0_Pfiii, .Lfunc_end1-_Z11gemm_at_4x4PKfS0_Pfiii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 652
; NumSgprs: 18
; NumVgprs: 31
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
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
                                        ; implicit-def: $sgpr11
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
	s_cbranch_execz .LBB2_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	s_load_b32 s10, s[8:9], 0xc
	s_mov_b32 s11, 0
.LBB2_2:                                ; %Flow45
	s_or_saveexec_b32 s6, s4
	s_load_b64 s[4:5], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	v_dual_mov_b32 v3, s11 :: v_dual_mov_b32 v2, s10
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
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e32 v7, vcc_lo, s8, v5, vcc_lo
	v_add_co_u32 v4, vcc_lo, s9, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s10, v5, vcc_lo
	v_cmp_le_i32_e32 vcc_lo, s7, v1
	global_load_b32 v2, v[6:7], off
	global_load_b32 v4, v[4:5], off
	s_or_b32 s11, vcc_lo, s11
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v3, v2, v4
	s_and_not1_b32 exec_lo, exec_lo, s11
	s_cbranch_execnz .LBB2_4
; %bb.5:                                ; %Flow44
	s_or_b32 exec_lo, exec_lo, s11
	v_mov_b32_e32 v2, s0
.LBB2_6:                                ; %Flow46
	s_or_b32 exec_lo, exec_lo, s6
	v_lshlrev_b32_e32 v1, 2, v0
	s_mov_b32 s0, exec_lo
	ds_store_b32 v1, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_lt_u16_e32 1, v2
	s_cbranch_execz .LBB2_11
; %bb.7:                                ; %.lr.ph36.preheader
	v_lshrrev_b16 v2, 1, v2
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_and_b32_e32 v2, 0xffff, v2
	s_branch .LBB2_9
	.p2align	6
.LBB2_8:                                ;   in Loop: Header=BB2_9 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_lshrrev_b32_e32 v3, 1, v2
	v_cmp_gt_u32_e32 vcc_lo, 2, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_mov_b32_e32 v2, v3
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execz .LBB2_11
.LBB2_9:                                ; %.lr.ph36
                                        ; =>This Inner Loop Header: Depth=1
	s_mov_b32 s6, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_u32_e64 v0, v2
	s_cbranch_execz .LBB2_8
; %bb.10:                               ;   in Loop: Header=BB2_9 Depth=1
	v_lshl_add_u32 v3, v2, 2, v1
	ds_load_b32 v3, v3
	ds_load_b32 v4, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v4
	ds_store_b32 v1, v3
	s_branch .LBB2_8
.LBB2_11:                               ; %Flow43
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
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
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
.Lfunc_end2:
	.size	_Z12gemv_batchedPKfS0_Pfii, .Lfunc_end2-_Z12gemv_batchedPKfS0_Pfii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 560
; NumSgprs: 22
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 2
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
	s_cbranch_execz .LBB3_8
; %bb.1:                                ; %.preheader
	v_ashrrev_i32_e32 v5, 31, v4
	s_cmp_gt_i32 s5, 0
	s_mov_b32 s2, 0
	s_cbranch_scc1 .LBB3_3
; %bb.2:                                ; %.preheader.._crit_edge_crit_edge
	s_mov_b32 s3, 0
	s_branch .LBB3_4
.LBB3_3:
	s_mov_b32 s2, -1
                                        ; implicit-def: $sgpr3
.LBB3_4:                                ; %Flow84
	s_load_b64 s[6:7], s[0:1], 0x10
	v_dual_mov_b32 v3, s3 :: v_dual_mov_b32 v2, s3
	v_dual_mov_b32 v1, s3 :: v_dual_mov_b32 v0, s3
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB3_7
; %bb.5:                                ; %.lr.ph.preheader
	s_load_b128 s[0:3], s[0:1], 0x0
	v_lshlrev_b64 v[0:1], 2, v[4:5]
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v0, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v6, vcc_lo, v0, 8
	global_load_b32 v8, v[0:1], off offset:8
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v1, vcc_lo
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, 0
	.p2align	6
.LBB3_6:                                ; %.lr.ph
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
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v7, vcc_lo
	s_waitcnt vmcnt(1)
	v_dual_fmac_f32 v1, s0, v10 :: v_dual_fmac_f32 v0, s0, v9
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v3, s0, v8
	s_cbranch_scc0 .LBB3_6
.LBB3_7:                                ; %Flow85
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v4, vcc_lo, s6, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s7, v5, vcc_lo
	global_store_b128 v[4:5], v[0:3], off
.LBB3_8:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
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
.Lfunc_end3:
	.size	_Z11conv1d_tapsPKfS0_Pfii, .Lfunc_end3-_Z11conv1d_tapsPKfS0_Pfii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 340
; NumSgprs: 18
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
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
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v2, v1 :: v_dual_mov_b32 v7, 0
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s2, s2, 28
	s_addc_u32 s3, s3, 0
	.p2align	6
.LBB4_2:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	s_add_u32 s8, s2, 0xffffffe4
	s_addc_u32 s9, s3, -1
	s_add_i32 s6, s6, -1
	s_load_b256 s[8:15], s[8:9], 0x0
	v_lshlrev_b64 v[11:12], 2, v[2:3]
	s_add_u32 s2, s2, 32
	s_addc_u32 s3, s3, 0
	s_cmp_eq_u32 s6, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v11, vcc_lo, s0, v11
	v_add_co_ci_u32_e32 v12, vcc_lo, s1, v12, vcc_lo
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
.LBB4_4:                                ; %Flow63
	v_ashrrev_i32_e32 v2, 31, v1
	v_add3_u32 v11, s7, s7, v1
	s_ashr_i32 s1, s7, 31
	s_mov_b32 s0, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	s_lshl_b64 s[0:1], s[0:1], 2
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_ashrrev_i32_e32 v12, 31, v11
	v_add_nc_u32_e32 v13, s7, v11
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	v_ashrrev_i32_e32 v14, 31, v13
	global_store_b32 v[1:2], v10, off
	v_add_co_u32 v1, vcc_lo, v1, s0
	v_add_nc_u32_e32 v10, s7, v13
	v_add_co_ci_u32_e32 v2, vcc_lo, s1, v2, vcc_lo
	v_add_co_u32 v15, vcc_lo, s4, v11
	v_add_co_ci_u32_e32 v16, vcc_lo, s5, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_ashrrev_i32_e32 v11, 31, v10
	v_add_nc_u32_e32 v12, s7, v10
	s_clause 0x1
	global_store_b32 v[1:2], v9, off
	global_store_b32 v[15:16], v8, off
	v_lshlrev_b64 v[1:2], 2, v[13:14]
	v_lshlrev_b64 v[8:9], 2, v[10:11]
	v_add_nc_u32_e32 v10, s7, v12
	v_ashrrev_i32_e32 v13, 31, v12
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_nc_u32_e32 v14, s7, v10
	v_ashrrev_i32_e32 v11, 31, v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	v_ashrrev_i32_e32 v15, 31, v14
	v_add_co_u32 v8, vcc_lo, s4, v8
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_ci_u32_e32 v9, vcc_lo, s5, v9, vcc_lo
	v_add_co_u32 v12, vcc_lo, s4, v12
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_ci_u32_e32 v13, vcc_lo, s5, v13, vcc_lo
	v_add_co_u32 v10, vcc_lo, s4, v10
	v_add_co_ci_u32_e32 v11, vcc_lo, s5, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v14, vcc_lo, s4, v14
	v_add_co_ci_u32_e32 v15, vcc_lo, s5, v15, vcc_lo
	s_clause 0x4
	global_store_b32 v[1:2], v7, off
	global_store_b32 v[8:9], v6, off
	global_store_b32 v[12:13], v5, off
	global_store_b32 v[10:11], v4, off
	global_store_b32 v[14:15], v0, off
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
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
		.amdhsa_next_free_vgpr 17
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
.Lfunc_end4:
	.size	_Z12dot_uniform8PKfS0_Pfii, .Lfunc_end4-_Z12dot_uniform8PKfS0_Pfii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 588
; NumSgprs: 18
; NumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 17
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
	s_mov_b32 s16, 0
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
	s_waitcnt lgkmcnt(0)
	s_mul_hi_u32 s13, s12, s14
	s_mul_i32 s12, s12, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[14:15], s[12:13], 3
	s_add_u32 s1, s6, 4
	s_addc_u32 s6, s7, 0
	.p2align	6
.LBB5_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32 v4, vcc_lo, s1, v0
	v_add_co_ci_u32_e32 v5, vcc_lo, s6, v1, vcc_lo
	v_add_co_u32 v6, vcc_lo, s4, v0
	v_add_co_ci_u32_e32 v7, vcc_lo, s5, v1, vcc_lo
	v_add_co_u32 v8, vcc_lo, s8, v0
	global_load_b64 v[4:5], v[4:5], off offset:-4
	global_load_b64 v[6:7], v[6:7], off
	v_add_co_ci_u32_e32 v9, vcc_lo, s9, v1, vcc_lo
	v_add_co_u32 v2, vcc_lo, v2, s12
	v_add_co_ci_u32_e32 v3, vcc_lo, s13, v3, vcc_lo
	v_add_co_u32 v0, vcc_lo, v0, s14
	v_add_co_ci_u32_e32 v1, vcc_lo, s15, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_le_u64_e64 s0, s[2:3], v[2:3]
	s_or_b32 s16, s0, s16
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v4, s11, v4 :: v_dual_mul_f32 v5, s11, v5
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_fmac_f32 v4, s10, v6 :: v_dual_fmac_f32 v5, s10, v7
	global_store_b64 v[8:9], v[4:5], off
	s_and_not1_b32 exec_lo, exec_lo, s16
	s_cbranch_execnz .LBB5_2
.LBB5_3:                                ; %Flow36
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
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
		.amdhsa_next_free_sgpr 17
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
.Lfunc_end5:
	.size	_Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm, .Lfunc_end5-_Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 276
; NumSgprs: 19
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 19
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
	.type	__hip_cuid_3ccf9b4c32b85cd3,@object ; @__hip_cuid_3ccf9b4c32b85cd3
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_3ccf9b4c32b85cd3
__hip_cuid_3ccf9b4c32b85cd3:
	.byte	0                               ; 0x0
	.size	__hip_cuid_3ccf9b4c32b85cd3, 1

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
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
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         _Z12gemm_lds_8x8PKfS0_Pfmmm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     130
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
    .vgpr_count:     17
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
    .sgpr_count:     19
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
