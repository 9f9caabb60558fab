	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	sgemm_dbuf              ; -- Begin function sgemm_dbuf
	.globl	sgemm_dbuf
	.p2align	8
	.type	sgemm_dbuf,@function
sgemm_dbuf:                             ; @sgemm_dbuf
; %bb.0:                                ; %.preheader182
	s_load_b128 s[4:7], s[0:1], 0x1c
	v_lshrrev_b32_e32 v22, 3, v0
	s_lshl_b32 s12, s15, 7
	v_and_b32_e32 v2, 0x7f, v0
	v_and_b32_e32 v1, 7, v0
	s_lshl_b32 s13, s14, 7
	v_or_b32_e32 v5, s12, v22
	s_clause 0x1
	s_load_b128 s[8:11], s[0:1], 0x0
	s_load_b64 s[2:3], s[0:1], 0x10
	v_lshrrev_b32_e32 v4, 7, v0
	v_or_b32_e32 v3, s13, v2
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[128:129], null, v5, s4, v[1:2]
	s_lshl_b32 s0, s4, 5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[5:6], null, v4, s5, v[3:4]
	s_lshl_b32 s1, s5, 1
	v_lshrrev_b32_e32 v3, 6, v0
	s_cmp_gt_i32 s4, 0
	v_add_nc_u32_e32 v130, s0, v128
	v_ashrrev_i32_e32 v129, 31, v128
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v7, s1, v5
	v_ashrrev_i32_e32 v6, 31, v5
	v_add_nc_u32_e32 v132, s0, v130
	v_ashrrev_i32_e32 v131, 31, v130
	v_lshlrev_b64 v[9:10], 2, v[128:129]
	v_add_nc_u32_e32 v11, s1, v7
	v_ashrrev_i32_e32 v8, 31, v7
	v_add_nc_u32_e32 v134, s0, v132
	v_ashrrev_i32_e32 v133, 31, v132
	v_lshlrev_b64 v[13:14], 2, v[130:131]
	v_add_co_u32 v9, vcc_lo, s8, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v135, 31, v134
	v_lshlrev_b64 v[16:17], 2, v[132:133]
	v_add_co_ci_u32_e32 v10, vcc_lo, s9, v10, vcc_lo
	v_add_co_u32 v13, vcc_lo, s8, v13
	s_delay_alu instid0(VALU_DEP_4)
	v_lshlrev_b64 v[18:19], 2, v[134:135]
	v_add_nc_u32_e32 v15, s1, v11
	v_add_co_ci_u32_e32 v14, vcc_lo, s9, v14, vcc_lo
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_add_co_u32 v20, vcc_lo, s8, v16
	v_ashrrev_i32_e32 v12, 31, v11
	v_add_co_ci_u32_e32 v21, vcc_lo, s9, v17, vcc_lo
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	v_add_co_u32 v17, vcc_lo, s8, v18
	v_ashrrev_i32_e32 v16, 31, v15
	v_add_co_ci_u32_e32 v18, vcc_lo, s9, v19, vcc_lo
	v_add_co_u32 v5, vcc_lo, s10, v5
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	v_add_co_ci_u32_e32 v6, vcc_lo, s11, v6, vcc_lo
	v_add_co_u32 v7, vcc_lo, s10, v7
	v_lshlrev_b64 v[15:16], 2, v[15:16]
	v_add_co_ci_u32_e32 v8, vcc_lo, s11, v8, vcc_lo
	v_add_co_u32 v11, vcc_lo, s10, v11
	v_add_co_ci_u32_e32 v12, vcc_lo, s11, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v15, vcc_lo, s10, v15
	v_add_co_ci_u32_e32 v16, vcc_lo, s11, v16, vcc_lo
	s_clause 0x3
	global_load_b32 v9, v[9:10], off
	global_load_b32 v10, v[13:14], off
	global_load_b32 v13, v[20:21], off
	global_load_b32 v14, v[17:18], off
	s_clause 0x3
	global_load_b32 v17, v[5:6], off
	global_load_b32 v8, v[7:8], off
	global_load_b32 v11, v[11:12], off
	global_load_b32 v12, v[15:16], off
	v_lshlrev_b32_e32 v6, 2, v22
	v_lshlrev_b32_e32 v15, 2, v2
	v_bfe_u32 v7, v0, 3, 2
	v_bfe_u32 v5, v0, 5, 1
	v_lshlrev_b32_e32 v197, 5, v3
	v_lshl_or_b32 v199, v1, 9, v6
	v_lshl_or_b32 v6, v4, 9, v15
	v_lshlrev_b32_e32 v198, 2, v7
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(6)
	ds_store_2addr_b32 v199, v9, v10 offset1:32
	s_waitcnt vmcnt(2)
	ds_store_2addr_stride64_b32 v6, v17, v8 offset0:16 offset1:20
	ds_store_2addr_b32 v199, v13, v14 offset0:64 offset1:96
	s_waitcnt vmcnt(0)
	ds_store_2addr_stride64_b32 v6, v11, v12 offset0:24 offset1:28
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.preheader182..preheader170_crit_edge
	v_lshlrev_b32_e32 v8, 6, v5
	v_lshlrev_b32_e32 v0, 5, v3
	v_lshlrev_b32_e32 v3, 2, v7
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_or_b32 v188, v1, 2, v8
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB0_4
; %bb.2:
	v_dual_mov_b32 v129, s1 :: v_dual_mov_b32 v136, s1
	v_dual_mov_b32 v131, s1 :: v_dual_mov_b32 v138, s1
	v_dual_mov_b32 v133, s1 :: v_dual_mov_b32 v140, s1
	v_dual_mov_b32 v135, s1 :: v_dual_mov_b32 v142, s1
	v_dual_mov_b32 v137, s1 :: v_dual_mov_b32 v144, s1
	v_dual_mov_b32 v139, s1 :: v_dual_mov_b32 v146, s1
	v_dual_mov_b32 v141, s1 :: v_dual_mov_b32 v148, s1
	v_dual_mov_b32 v143, s1 :: v_dual_mov_b32 v150, s1
	v_dual_mov_b32 v145, s1 :: v_dual_mov_b32 v152, s1
	v_dual_mov_b32 v147, s1 :: v_dual_mov_b32 v154, s1
	v_dual_mov_b32 v149, s1 :: v_dual_mov_b32 v156, s1
	v_dual_mov_b32 v151, s1 :: v_dual_mov_b32 v158, s1
	v_dual_mov_b32 v153, s1 :: v_dual_mov_b32 v160, s1
	v_dual_mov_b32 v155, s1 :: v_dual_mov_b32 v162, s1
	v_dual_mov_b32 v157, s1 :: v_dual_mov_b32 v164, s1
	v_dual_mov_b32 v159, s1 :: v_dual_mov_b32 v166, s1
	v_dual_mov_b32 v161, s1 :: v_dual_mov_b32 v168, s1
	v_dual_mov_b32 v163, s1 :: v_dual_mov_b32 v170, s1
	v_dual_mov_b32 v165, s1 :: v_dual_mov_b32 v172, s1
	v_dual_mov_b32 v167, s1 :: v_dual_mov_b32 v174, s1
	v_dual_mov_b32 v169, s1 :: v_dual_mov_b32 v176, s1
	v_dual_mov_b32 v171, s1 :: v_dual_mov_b32 v178, s1
	v_dual_mov_b32 v173, s1 :: v_dual_mov_b32 v180, s1
	v_dual_mov_b32 v175, s1 :: v_dual_mov_b32 v182, s1
	v_dual_mov_b32 v177, s1 :: v_dual_mov_b32 v184, s1
	v_dual_mov_b32 v179, s1 :: v_dual_mov_b32 v186, s1
	v_dual_mov_b32 v181, s1 :: v_dual_mov_b32 v190, s1
	v_dual_mov_b32 v183, s1 :: v_dual_mov_b32 v192, s1
	v_dual_mov_b32 v185, s1 :: v_dual_mov_b32 v194, s1
	v_dual_mov_b32 v187, s1 :: v_dual_mov_b32 v196, s1
	v_mov_b32_e32 v189, s1
	v_mov_b32_e32 v191, s1
	v_mov_b32_e32 v195, s1
	v_mov_b32_e32 v193, s1
	s_branch .LBB0_11
.LBB0_3:
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr188
.LBB0_4:                                ; %.lr.ph
	v_dual_mov_b32 v193, 0 :: v_dual_lshlrev_b32 v0, 2, v1
	v_or_b32_e32 v200, 0x1000, v6
	v_or_b32_e32 v3, 10, v4
	v_or_b32_e32 v6, 12, v4
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_or_b32 v188, v5, 6, v0
	v_or_b32_e32 v0, 14, v4
	v_or_b32_e32 v4, 8, v4
	v_or_b32_e32 v1, v197, v198
	v_mul_lo_u32 v202, s5, v3
	v_mul_lo_u32 v205, s5, v6
	v_mul_lo_u32 v206, s5, v0
	v_mul_lo_u32 v207, s5, v4
	v_dual_mov_b32 v196, 0 :: v_dual_lshlrev_b32 v201, 2, v1
	v_lshl_or_b32 v203, v188, 2, 0x1000
	v_dual_mov_b32 v195, 0 :: v_dual_add_nc_u32 v204, s13, v2
	v_dual_mov_b32 v194, 0 :: v_dual_mov_b32 v191, 0
	v_dual_mov_b32 v192, 0 :: v_dual_mov_b32 v189, 0
	v_dual_mov_b32 v190, 0 :: v_dual_mov_b32 v187, 0
	v_dual_mov_b32 v186, 0 :: v_dual_mov_b32 v185, 0
	v_dual_mov_b32 v184, 0 :: v_dual_mov_b32 v183, 0
	v_dual_mov_b32 v182, 0 :: v_dual_mov_b32 v181, 0
	v_dual_mov_b32 v180, 0 :: v_dual_mov_b32 v179, 0
	v_dual_mov_b32 v178, 0 :: v_dual_mov_b32 v177, 0
	v_dual_mov_b32 v176, 0 :: v_dual_mov_b32 v175, 0
	v_dual_mov_b32 v174, 0 :: v_dual_mov_b32 v173, 0
	v_dual_mov_b32 v172, 0 :: v_dual_mov_b32 v171, 0
	v_dual_mov_b32 v170, 0 :: v_dual_mov_b32 v169, 0
	v_dual_mov_b32 v168, 0 :: v_dual_mov_b32 v167, 0
	v_dual_mov_b32 v166, 0 :: v_dual_mov_b32 v165, 0
	v_dual_mov_b32 v164, 0 :: v_dual_mov_b32 v163, 0
	v_dual_mov_b32 v162, 0 :: v_dual_mov_b32 v161, 0
	v_dual_mov_b32 v160, 0 :: v_dual_mov_b32 v159, 0
	v_dual_mov_b32 v158, 0 :: v_dual_mov_b32 v157, 0
	v_dual_mov_b32 v156, 0 :: v_dual_mov_b32 v155, 0
	v_dual_mov_b32 v154, 0 :: v_dual_mov_b32 v153, 0
	v_dual_mov_b32 v152, 0 :: v_dual_mov_b32 v151, 0
	v_dual_mov_b32 v150, 0 :: v_dual_mov_b32 v149, 0
	v_dual_mov_b32 v148, 0 :: v_dual_mov_b32 v147, 0
	v_dual_mov_b32 v146, 0 :: v_dual_mov_b32 v145, 0
	v_dual_mov_b32 v144, 0 :: v_dual_mov_b32 v143, 0
	v_dual_mov_b32 v142, 0 :: v_dual_mov_b32 v141, 0
	v_dual_mov_b32 v140, 0 :: v_dual_mov_b32 v139, 0
	v_dual_mov_b32 v138, 0 :: v_dual_mov_b32 v137, 0
	v_dual_mov_b32 v136, 0 :: v_dual_mov_b32 v135, 0
	v_mov_b32_e32 v133, 0
	v_mov_b32_e32 v131, 0
	v_mov_b32_e32 v129, 0
	s_lshl_b32 s1, s5, 3
	s_mov_b32 s14, 8
                                        ; implicit-def: $vgpr208
                                        ; implicit-def: $vgpr209
                                        ; implicit-def: $vgpr210
                                        ; implicit-def: $vgpr211
                                        ; implicit-def: $vgpr212
                                        ; implicit-def: $vgpr213
                                        ; implicit-def: $vgpr214
                                        ; implicit-def: $vgpr215
	s_branch .LBB0_6
.LBB0_5:                                ; %.loopexit
                                        ;   in Loop: Header=BB0_6 Depth=1
	v_dual_fmac_f32 v193, v124, v120 :: v_dual_fmac_f32 v186, v125, v121
	v_dual_fmac_f32 v196, v124, v121 :: v_dual_fmac_f32 v187, v125, v120
	v_dual_fmac_f32 v195, v124, v122 :: v_dual_fmac_f32 v184, v125, v123
	v_dual_fmac_f32 v194, v124, v123 :: v_dual_fmac_f32 v185, v125, v122
	v_dual_fmac_f32 v192, v124, v116 :: v_dual_fmac_f32 v181, v125, v118
	v_dual_fmac_f32 v191, v124, v117 :: v_dual_fmac_f32 v180, v125, v119
	v_dual_fmac_f32 v190, v124, v118 :: v_dual_fmac_f32 v183, v125, v116
	v_dual_fmac_f32 v189, v124, v119 :: v_dual_fmac_f32 v182, v125, v117
	v_dual_fmac_f32 v179, v126, v120 :: v_dual_fmac_f32 v170, v127, v121
	v_dual_fmac_f32 v178, v126, v121 :: v_dual_fmac_f32 v171, v127, v120
	v_dual_fmac_f32 v177, v126, v122 :: v_dual_fmac_f32 v168, v127, v123
	v_dual_fmac_f32 v176, v126, v123 :: v_dual_fmac_f32 v169, v127, v122
	v_dual_fmac_f32 v175, v126, v116 :: v_dual_fmac_f32 v166, v127, v117
	v_dual_fmac_f32 v174, v126, v117 :: v_dual_fmac_f32 v167, v127, v116
	v_dual_fmac_f32 v173, v126, v118 :: v_dual_fmac_f32 v164, v127, v119
	v_dual_fmac_f32 v172, v126, v119 :: v_dual_fmac_f32 v165, v127, v118
	v_dual_fmac_f32 v163, v112, v120 :: v_dual_fmac_f32 v154, v113, v121
	v_dual_fmac_f32 v162, v112, v121 :: v_dual_fmac_f32 v155, v113, v120
	v_dual_fmac_f32 v161, v112, v122 :: v_dual_fmac_f32 v152, v113, v123
	v_dual_fmac_f32 v160, v112, v123 :: v_dual_fmac_f32 v153, v113, v122
	v_dual_fmac_f32 v159, v112, v116 :: v_dual_fmac_f32 v150, v113, v117
	v_dual_fmac_f32 v158, v112, v117 :: v_dual_fmac_f32 v151, v113, v116
	v_dual_fmac_f32 v157, v112, v118 :: v_dual_fmac_f32 v148, v113, v119
	v_dual_fmac_f32 v156, v112, v119 :: v_dual_fmac_f32 v149, v113, v118
	v_dual_fmac_f32 v147, v114, v120 :: v_dual_fmac_f32 v138, v115, v121
	v_dual_fmac_f32 v146, v114, v121 :: v_dual_fmac_f32 v139, v115, v120
	v_dual_fmac_f32 v145, v114, v122 :: v_dual_fmac_f32 v136, v115, v123
	v_dual_fmac_f32 v144, v114, v123 :: v_dual_fmac_f32 v137, v115, v122
	v_dual_fmac_f32 v143, v114, v116 :: v_dual_fmac_f32 v196, v108, v105
	v_dual_fmac_f32 v142, v114, v117 :: v_dual_fmac_f32 v135, v115, v116
	v_dual_fmac_f32 v141, v114, v118 :: v_dual_fmac_f32 v194, v108, v107
	v_dual_fmac_f32 v140, v114, v119 :: v_dual_fmac_f32 v133, v115, v117
	v_dual_fmac_f32 v131, v115, v118 :: v_dual_fmac_f32 v192, v108, v100
	v_dual_fmac_f32 v129, v115, v119 :: v_dual_fmac_f32 v190, v108, v102
	v_dual_fmac_f32 v193, v108, v104 :: v_dual_fmac_f32 v186, v109, v105
	v_dual_fmac_f32 v195, v108, v106 :: v_dual_fmac_f32 v184, v109, v107
	v_dual_fmac_f32 v191, v108, v101 :: v_dual_fmac_f32 v180, v109, v103
	v_dual_fmac_f32 v189, v108, v103 :: v_dual_fmac_f32 v182, v109, v101
	v_dual_fmac_f32 v187, v109, v104 :: v_dual_fmac_f32 v178, v110, v105
	v_dual_fmac_f32 v185, v109, v106 :: v_dual_fmac_f32 v176, v110, v107
	v_dual_fmac_f32 v183, v109, v100 :: v_dual_fmac_f32 v174, v110, v101
	v_dual_fmac_f32 v181, v109, v102 :: v_dual_fmac_f32 v172, v110, v103
	v_dual_fmac_f32 v179, v110, v104 :: v_dual_fmac_f32 v170, v111, v105
	v_dual_fmac_f32 v177, v110, v106 :: v_dual_fmac_f32 v168, v111, v107
	v_dual_fmac_f32 v175, v110, v100 :: v_dual_fmac_f32 v166, v111, v101
	v_dual_fmac_f32 v173, v110, v102 :: v_dual_fmac_f32 v164, v111, v103
	v_dual_fmac_f32 v171, v111, v104 :: v_dual_fmac_f32 v162, v96, v105
	v_dual_fmac_f32 v169, v111, v106 :: v_dual_fmac_f32 v160, v96, v107
	v_dual_fmac_f32 v167, v111, v100 :: v_dual_fmac_f32 v158, v96, v101
	v_dual_fmac_f32 v165, v111, v102 :: v_dual_fmac_f32 v156, v96, v103
	v_dual_fmac_f32 v163, v96, v104 :: v_dual_fmac_f32 v154, v97, v105
	v_dual_fmac_f32 v161, v96, v106 :: v_dual_fmac_f32 v152, v97, v107
	v_dual_fmac_f32 v159, v96, v100 :: v_dual_fmac_f32 v150, v97, v101
	v_dual_fmac_f32 v157, v96, v102 :: v_dual_fmac_f32 v148, v97, v103
	v_dual_fmac_f32 v155, v97, v104 :: v_dual_fmac_f32 v146, v98, v105
	v_dual_fmac_f32 v153, v97, v106 :: v_dual_fmac_f32 v144, v98, v107
	v_dual_fmac_f32 v151, v97, v100 :: v_dual_fmac_f32 v142, v98, v101
	v_dual_fmac_f32 v149, v97, v102 :: v_dual_fmac_f32 v140, v98, v103
	v_dual_fmac_f32 v147, v98, v104 :: v_dual_fmac_f32 v138, v99, v105
	v_dual_fmac_f32 v145, v98, v106 :: v_dual_fmac_f32 v136, v99, v107
	v_dual_fmac_f32 v143, v98, v100 :: v_dual_fmac_f32 v196, v92, v89
	v_dual_fmac_f32 v141, v98, v102 :: v_dual_fmac_f32 v194, v92, v91
	v_dual_fmac_f32 v139, v99, v104 :: v_dual_fmac_f32 v190, v92, v86
	v_dual_fmac_f32 v137, v99, v106 :: v_dual_fmac_f32 v192, v92, v84
	v_dual_fmac_f32 v135, v99, v100 :: v_dual_fmac_f32 v186, v93, v89
	v_dual_fmac_f32 v133, v99, v101 :: v_dual_fmac_f32 v184, v93, v91
	v_dual_fmac_f32 v131, v99, v102 :: v_dual_fmac_f32 v182, v93, v85
	v_dual_fmac_f32 v129, v99, v103 :: v_dual_fmac_f32 v178, v94, v89
	v_dual_fmac_f32 v193, v92, v88 :: v_dual_fmac_f32 v180, v93, v87
	v_dual_fmac_f32 v195, v92, v90 :: v_dual_fmac_f32 v176, v94, v91
	v_dual_fmac_f32 v191, v92, v85 :: v_dual_fmac_f32 v172, v94, v87
	v_dual_fmac_f32 v189, v92, v87 :: v_dual_fmac_f32 v174, v94, v85
	v_dual_fmac_f32 v187, v93, v88 :: v_dual_fmac_f32 v170, v95, v89
	v_dual_fmac_f32 v185, v93, v90 :: v_dual_fmac_f32 v168, v95, v91
	v_dual_fmac_f32 v183, v93, v84 :: v_dual_fmac_f32 v166, v95, v85
	v_dual_fmac_f32 v181, v93, v86 :: v_dual_fmac_f32 v164, v95, v87
	v_dual_fmac_f32 v179, v94, v88 :: v_dual_fmac_f32 v162, v80, v89
	v_dual_fmac_f32 v177, v94, v90 :: v_dual_fmac_f32 v160, v80, v91
	v_dual_fmac_f32 v175, v94, v84 :: v_dual_fmac_f32 v158, v80, v85
	v_dual_fmac_f32 v173, v94, v86 :: v_dual_fmac_f32 v156, v80, v87
	v_dual_fmac_f32 v171, v95, v88 :: v_dual_fmac_f32 v154, v81, v89
	v_dual_fmac_f32 v169, v95, v90 :: v_dual_fmac_f32 v152, v81, v91
	v_dual_fmac_f32 v167, v95, v84 :: v_dual_fmac_f32 v150, v81, v85
	v_dual_fmac_f32 v165, v95, v86 :: v_dual_fmac_f32 v148, v81, v87
	v_dual_fmac_f32 v163, v80, v88 :: v_dual_fmac_f32 v146, v82, v89
	v_dual_fmac_f32 v161, v80, v90 :: v_dual_fmac_f32 v144, v82, v91
	v_dual_fmac_f32 v159, v80, v84 :: v_dual_fmac_f32 v142, v82, v85
	v_dual_fmac_f32 v157, v80, v86 :: v_dual_fmac_f32 v140, v82, v87
	v_dual_fmac_f32 v155, v81, v88 :: v_dual_fmac_f32 v138, v83, v89
	v_dual_fmac_f32 v153, v81, v90 :: v_dual_fmac_f32 v136, v83, v91
	v_dual_fmac_f32 v151, v81, v84 :: v_dual_fmac_f32 v196, v76, v73
	v_dual_fmac_f32 v149, v81, v86 :: v_dual_fmac_f32 v194, v76, v75
	v_dual_fmac_f32 v147, v82, v88 :: v_dual_fmac_f32 v190, v76, v70
	v_dual_fmac_f32 v145, v82, v90 :: v_dual_fmac_f32 v192, v76, v68
	v_dual_fmac_f32 v143, v82, v84 :: v_dual_fmac_f32 v186, v77, v73
	v_dual_fmac_f32 v141, v82, v86 :: v_dual_fmac_f32 v184, v77, v75
	v_dual_fmac_f32 v139, v83, v88 :: v_dual_fmac_f32 v182, v77, v69
	v_dual_fmac_f32 v137, v83, v90 :: v_dual_fmac_f32 v180, v77, v71
	v_dual_fmac_f32 v135, v83, v84 :: v_dual_fmac_f32 v178, v78, v73
	v_dual_fmac_f32 v133, v83, v85 :: v_dual_fmac_f32 v176, v78, v75
	v_dual_fmac_f32 v131, v83, v86 :: v_dual_fmac_f32 v174, v78, v69
	v_dual_fmac_f32 v129, v83, v87 :: v_dual_fmac_f32 v162, v64, v73
	v_dual_fmac_f32 v193, v76, v72 :: v_dual_fmac_f32 v172, v78, v71
	v_dual_fmac_f32 v195, v76, v74 :: v_dual_fmac_f32 v170, v79, v73
	v_dual_fmac_f32 v191, v76, v69 :: v_dual_fmac_f32 v168, v79, v75
	v_dual_fmac_f32 v189, v76, v71 :: v_dual_fmac_f32 v166, v79, v69
	v_dual_fmac_f32 v187, v77, v72 :: v_dual_fmac_f32 v164, v79, v71
	v_dual_fmac_f32 v185, v77, v74 :: v_dual_fmac_f32 v160, v64, v75
	v_dual_fmac_f32 v183, v77, v68 :: v_dual_fmac_f32 v158, v64, v69
	v_dual_fmac_f32 v181, v77, v70 :: v_dual_fmac_f32 v156, v64, v71
	v_dual_fmac_f32 v179, v78, v72 :: v_dual_fmac_f32 v154, v65, v73
	v_dual_fmac_f32 v177, v78, v74 :: v_dual_fmac_f32 v152, v65, v75
	v_dual_fmac_f32 v175, v78, v68 :: v_dual_fmac_f32 v150, v65, v69
	v_dual_fmac_f32 v173, v78, v70 :: v_dual_fmac_f32 v148, v65, v71
	v_dual_fmac_f32 v171, v79, v72 :: v_dual_fmac_f32 v146, v66, v73
	v_dual_fmac_f32 v169, v79, v74 :: v_dual_fmac_f32 v144, v66, v75
	v_dual_fmac_f32 v167, v79, v68 :: v_dual_fmac_f32 v142, v66, v69
	v_dual_fmac_f32 v165, v79, v70 :: v_dual_fmac_f32 v140, v66, v71
	v_dual_fmac_f32 v163, v64, v72 :: v_dual_fmac_f32 v138, v67, v73
	v_dual_fmac_f32 v161, v64, v74 :: v_dual_fmac_f32 v136, v67, v75
	v_dual_fmac_f32 v159, v64, v68 :: v_dual_fmac_f32 v186, v61, v57
	v_dual_fmac_f32 v157, v64, v70 :: v_dual_fmac_f32 v184, v61, v59
	v_dual_fmac_f32 v155, v65, v72 :: v_dual_fmac_f32 v196, v60, v57
	v_dual_fmac_f32 v153, v65, v74 :: v_dual_fmac_f32 v194, v60, v59
	v_dual_fmac_f32 v151, v65, v68 :: v_dual_fmac_f32 v190, v60, v54
	v_dual_fmac_f32 v149, v65, v70 :: v_dual_fmac_f32 v192, v60, v52
	v_dual_fmac_f32 v147, v66, v72 :: v_dual_fmac_f32 v182, v61, v53
	v_dual_fmac_f32 v145, v66, v74 :: v_dual_fmac_f32 v180, v61, v55
	v_dual_fmac_f32 v143, v66, v68 :: v_dual_fmac_f32 v170, v63, v57
	v_dual_fmac_f32 v141, v66, v70 :: v_dual_fmac_f32 v168, v63, v59
	v_dual_fmac_f32 v139, v67, v72 :: v_dual_fmac_f32 v178, v62, v57
	v_dual_fmac_f32 v137, v67, v74 :: v_dual_fmac_f32 v176, v62, v59
	v_dual_fmac_f32 v135, v67, v68 :: v_dual_fmac_f32 v174, v62, v53
	v_dual_fmac_f32 v133, v67, v69 :: v_dual_fmac_f32 v172, v62, v55
	v_dual_fmac_f32 v131, v67, v70 :: v_dual_fmac_f32 v162, v48, v57
	v_dual_fmac_f32 v129, v67, v71 :: v_dual_fmac_f32 v158, v48, v53
	v_dual_fmac_f32 v193, v60, v56 :: v_dual_fmac_f32 v166, v63, v53
	v_dual_fmac_f32 v195, v60, v58 :: v_dual_fmac_f32 v164, v63, v55
	v_dual_fmac_f32 v191, v60, v53 :: v_dual_fmac_f32 v152, v49, v59
	v_dual_fmac_f32 v189, v60, v55 :: v_dual_fmac_f32 v154, v49, v57
	v_dual_fmac_f32 v187, v61, v56 :: v_dual_fmac_f32 v160, v48, v59
	v_dual_fmac_f32 v185, v61, v58 :: v_dual_fmac_f32 v156, v48, v55
	v_dual_fmac_f32 v183, v61, v52 :: v_dual_fmac_f32 v146, v50, v57
	v_dual_fmac_f32 v181, v61, v54 :: v_dual_fmac_f32 v144, v50, v59
	v_dual_fmac_f32 v179, v62, v56 :: v_dual_fmac_f32 v150, v49, v53
	v_dual_fmac_f32 v177, v62, v58 :: v_dual_fmac_f32 v148, v49, v55
	v_dual_fmac_f32 v175, v62, v52 :: v_dual_fmac_f32 v138, v51, v57
	v_dual_fmac_f32 v173, v62, v54 :: v_dual_fmac_f32 v136, v51, v59
	v_dual_fmac_f32 v171, v63, v56 :: v_dual_fmac_f32 v142, v50, v53
	v_dual_fmac_f32 v169, v63, v58 :: v_dual_fmac_f32 v140, v50, v55
	v_dual_fmac_f32 v167, v63, v52 :: v_dual_fmac_f32 v196, v44, v41
	v_dual_fmac_f32 v165, v63, v54 :: v_dual_fmac_f32 v194, v44, v43
	v_dual_fmac_f32 v163, v48, v56 :: v_dual_fmac_f32 v186, v45, v41
	v_dual_fmac_f32 v161, v48, v58 :: v_dual_fmac_f32 v184, v45, v43
	v_dual_fmac_f32 v159, v48, v52 :: v_dual_fmac_f32 v182, v45, v37
	v_dual_fmac_f32 v157, v48, v54 :: v_dual_fmac_f32 v180, v45, v39
	v_dual_fmac_f32 v155, v49, v56 :: v_dual_fmac_f32 v190, v44, v38
	v_dual_fmac_f32 v153, v49, v58 :: v_dual_fmac_f32 v192, v44, v36
	v_dual_fmac_f32 v151, v49, v52 :: v_dual_fmac_f32 v178, v46, v41
	v_dual_fmac_f32 v149, v49, v54 :: v_dual_fmac_f32 v176, v46, v43
	v_dual_fmac_f32 v147, v50, v56 :: v_dual_fmac_f32 v170, v47, v41
	v_dual_fmac_f32 v145, v50, v58 :: v_dual_fmac_f32 v168, v47, v43
	v_dual_fmac_f32 v143, v50, v52 :: v_dual_fmac_f32 v166, v47, v37
	v_dual_fmac_f32 v141, v50, v54 :: v_dual_fmac_f32 v164, v47, v39
	v_dual_fmac_f32 v139, v51, v56 :: v_dual_fmac_f32 v174, v46, v37
	v_dual_fmac_f32 v137, v51, v58 :: v_dual_fmac_f32 v172, v46, v39
	v_dual_fmac_f32 v135, v51, v52 :: v_dual_fmac_f32 v162, v32, v41
	v_dual_fmac_f32 v133, v51, v53 :: v_dual_fmac_f32 v160, v32, v43
	v_dual_fmac_f32 v131, v51, v54 :: v_dual_fmac_f32 v158, v32, v37
	v_dual_fmac_f32 v129, v51, v55 :: v_dual_fmac_f32 v154, v33, v41
	v_dual_fmac_f32 v193, v44, v40 :: v_dual_fmac_f32 v152, v33, v43
	v_dual_fmac_f32 v195, v44, v42 :: v_dual_fmac_f32 v150, v33, v37
	v_dual_fmac_f32 v191, v44, v37 :: v_dual_fmac_f32 v148, v33, v39
	v_dual_fmac_f32 v189, v44, v39 :: v_dual_fmac_f32 v146, v34, v41
	v_dual_fmac_f32 v187, v45, v40 :: v_dual_fmac_f32 v156, v32, v39
	v_dual_fmac_f32 v185, v45, v42 :: v_dual_fmac_f32 v144, v34, v43
	v_dual_fmac_f32 v183, v45, v36 :: v_dual_fmac_f32 v142, v34, v37
	v_dual_fmac_f32 v181, v45, v38 :: v_dual_fmac_f32 v140, v34, v39
	v_dual_fmac_f32 v179, v46, v40 :: v_dual_fmac_f32 v138, v35, v41
	v_dual_fmac_f32 v177, v46, v42 :: v_dual_fmac_f32 v136, v35, v43
	v_dual_fmac_f32 v175, v46, v36 :: v_dual_fmac_f32 v196, v28, v25
	v_dual_fmac_f32 v173, v46, v38 :: v_dual_fmac_f32 v194, v28, v27
	v_dual_fmac_f32 v171, v47, v40 :: v_dual_fmac_f32 v190, v28, v22
	v_dual_fmac_f32 v169, v47, v42 :: v_dual_fmac_f32 v192, v28, v20
	v_dual_fmac_f32 v167, v47, v36 :: v_dual_fmac_f32 v186, v29, v25
	v_dual_fmac_f32 v165, v47, v38 :: v_dual_fmac_f32 v184, v29, v27
	v_dual_fmac_f32 v163, v32, v40 :: v_dual_fmac_f32 v182, v29, v21
	v_dual_fmac_f32 v161, v32, v42 :: v_dual_fmac_f32 v180, v29, v23
	v_dual_fmac_f32 v159, v32, v36 :: v_dual_fmac_f32 v178, v30, v25
	v_dual_fmac_f32 v157, v32, v38 :: v_dual_fmac_f32 v176, v30, v27
	v_dual_fmac_f32 v155, v33, v40 :: v_dual_fmac_f32 v174, v30, v21
	v_dual_fmac_f32 v153, v33, v42 :: v_dual_fmac_f32 v172, v30, v23
	v_dual_fmac_f32 v151, v33, v36 :: v_dual_fmac_f32 v170, v31, v25
	v_dual_fmac_f32 v149, v33, v38 :: v_dual_fmac_f32 v168, v31, v27
	v_dual_fmac_f32 v147, v34, v40 :: v_dual_fmac_f32 v166, v31, v21
	v_dual_fmac_f32 v145, v34, v42 :: v_dual_fmac_f32 v164, v31, v23
	v_dual_fmac_f32 v143, v34, v36 :: v_dual_fmac_f32 v162, v16, v25
	v_dual_fmac_f32 v141, v34, v38 :: v_dual_fmac_f32 v160, v16, v27
	v_dual_fmac_f32 v139, v35, v40 :: v_dual_fmac_f32 v158, v16, v21
	v_dual_fmac_f32 v137, v35, v42 :: v_dual_fmac_f32 v156, v16, v23
	v_dual_fmac_f32 v135, v35, v36 :: v_dual_fmac_f32 v154, v17, v25
	v_dual_fmac_f32 v133, v35, v37 :: v_dual_fmac_f32 v152, v17, v27
	v_dual_fmac_f32 v131, v35, v38 :: v_dual_fmac_f32 v150, v17, v21
	v_dual_fmac_f32 v129, v35, v39 :: v_dual_fmac_f32 v146, v18, v25
	v_dual_fmac_f32 v193, v28, v24 :: v_dual_fmac_f32 v148, v17, v23
	v_dual_fmac_f32 v195, v28, v26 :: v_dual_fmac_f32 v144, v18, v27
	v_dual_fmac_f32 v191, v28, v21 :: v_dual_fmac_f32 v140, v18, v23
	v_dual_fmac_f32 v189, v28, v23 :: v_dual_fmac_f32 v142, v18, v21
	v_dual_fmac_f32 v187, v29, v24 :: v_dual_fmac_f32 v138, v19, v25
	v_dual_fmac_f32 v185, v29, v26 :: v_dual_fmac_f32 v136, v19, v27
	v_dual_fmac_f32 v183, v29, v20 :: v_dual_fmac_f32 v196, v12, v9
	v_dual_fmac_f32 v181, v29, v22 :: v_dual_fmac_f32 v194, v12, v11
	v_dual_fmac_f32 v179, v30, v24 :: v_dual_fmac_f32 v190, v12, v6
	v_dual_fmac_f32 v177, v30, v26 :: v_dual_fmac_f32 v192, v12, v4
	v_dual_fmac_f32 v175, v30, v20 :: v_dual_fmac_f32 v186, v13, v9
	v_dual_fmac_f32 v173, v30, v22 :: v_dual_fmac_f32 v184, v13, v11
	v_dual_fmac_f32 v171, v31, v24 :: v_dual_fmac_f32 v182, v13, v5
	v_dual_fmac_f32 v169, v31, v26 :: v_dual_fmac_f32 v180, v13, v7
	v_dual_fmac_f32 v167, v31, v20 :: v_dual_fmac_f32 v178, v14, v9
	v_dual_fmac_f32 v165, v31, v22 :: v_dual_fmac_f32 v176, v14, v11
	v_dual_fmac_f32 v163, v16, v24 :: v_dual_fmac_f32 v174, v14, v5
	v_dual_fmac_f32 v161, v16, v26 :: v_dual_fmac_f32 v172, v14, v7
	v_dual_fmac_f32 v159, v16, v20 :: v_dual_fmac_f32 v170, v15, v9
	v_dual_fmac_f32 v157, v16, v22 :: v_dual_fmac_f32 v168, v15, v11
	v_dual_fmac_f32 v155, v17, v24 :: v_dual_fmac_f32 v166, v15, v5
	v_dual_fmac_f32 v153, v17, v26 :: v_dual_fmac_f32 v164, v15, v7
	v_dual_fmac_f32 v151, v17, v20 :: v_dual_fmac_f32 v162, v0, v9
	v_dual_fmac_f32 v149, v17, v22 :: v_dual_fmac_f32 v160, v0, v11
	v_dual_fmac_f32 v147, v18, v24 :: v_dual_fmac_f32 v158, v0, v5
	v_dual_fmac_f32 v145, v18, v26 :: v_dual_fmac_f32 v156, v0, v7
	v_dual_fmac_f32 v143, v18, v20 :: v_dual_fmac_f32 v154, v1, v9
	v_dual_fmac_f32 v141, v18, v22 :: v_dual_fmac_f32 v152, v1, v11
	v_dual_fmac_f32 v139, v19, v24 :: v_dual_fmac_f32 v150, v1, v5
	v_dual_fmac_f32 v137, v19, v26 :: v_dual_fmac_f32 v148, v1, v7
	v_dual_fmac_f32 v135, v19, v20 :: v_dual_fmac_f32 v146, v2, v9
	v_dual_fmac_f32 v133, v19, v21 :: v_dual_fmac_f32 v144, v2, v11
	v_dual_fmac_f32 v131, v19, v22 :: v_dual_fmac_f32 v142, v2, v5
	v_dual_fmac_f32 v129, v19, v23 :: v_dual_add_nc_u32 v204, s1, v204
	v_dual_fmac_f32 v193, v12, v8 :: v_dual_fmac_f32 v140, v2, v7
	v_dual_fmac_f32 v195, v12, v10 :: v_dual_fmac_f32 v138, v3, v9
	v_dual_fmac_f32 v191, v12, v5 :: v_dual_fmac_f32 v136, v3, v11
	v_fmac_f32_e32 v189, v12, v7
	v_fmac_f32_e32 v187, v13, v8
	v_fmac_f32_e32 v185, v13, v10
	v_fmac_f32_e32 v183, v13, v4
	v_fmac_f32_e32 v181, v13, v6
	v_fmac_f32_e32 v179, v14, v8
	v_fmac_f32_e32 v177, v14, v10
	v_fmac_f32_e32 v175, v14, v4
	v_fmac_f32_e32 v173, v14, v6
	v_fmac_f32_e32 v171, v15, v8
	v_fmac_f32_e32 v169, v15, v10
	v_fmac_f32_e32 v167, v15, v4
	v_fmac_f32_e32 v165, v15, v6
	v_fmac_f32_e32 v163, v0, v8
	v_fmac_f32_e32 v161, v0, v10
	v_fmac_f32_e32 v159, v0, v4
	v_fmac_f32_e32 v157, v0, v6
	v_fmac_f32_e32 v155, v1, v8
	v_fmac_f32_e32 v153, v1, v10
	v_fmac_f32_e32 v151, v1, v4
	v_fmac_f32_e32 v149, v1, v6
	v_fmac_f32_e32 v147, v2, v8
	v_fmac_f32_e32 v145, v2, v10
	v_fmac_f32_e32 v143, v2, v4
	v_fmac_f32_e32 v141, v2, v6
	v_fmac_f32_e32 v139, v3, v8
	v_fmac_f32_e32 v137, v3, v10
	v_fmac_f32_e32 v135, v3, v4
	v_fmac_f32_e32 v133, v3, v5
	v_fmac_f32_e32 v131, v3, v6
	v_fmac_f32_e32 v129, v3, v7
	s_add_i32 s14, s14, 8
	s_mov_b32 vcc_lo, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_10
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	s_cmp_lt_i32 s14, s4
	s_cselect_b32 s15, -1, 0
	s_cmp_ge_i32 s14, s4
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s0, exec_lo, s0
	s_mov_b32 vcc_lo, s0
	s_cbranch_vccnz .LBB0_8
; %bb.7:                                ; %.preheader181
                                        ;   in Loop: Header=BB0_6 Depth=1
	v_add_nc_u32_e32 v0, s14, v128
	v_add_nc_u32_e32 v2, s14, v130
	v_add_nc_u32_e32 v4, s14, v132
	v_add_nc_u32_e32 v6, s14, v134
	v_add_nc_u32_e32 v8, v207, v204
	v_ashrrev_i32_e32 v1, 31, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_add_nc_u32_e32 v10, v202, v204
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_ashrrev_i32_e32 v9, 31, v8
	v_add_nc_u32_e32 v12, v205, v204
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32 v0, vcc_lo, s8, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s9, v1, vcc_lo
	v_add_co_u32 v2, vcc_lo, s8, v2
	v_ashrrev_i32_e32 v11, 31, v10
	v_add_co_ci_u32_e32 v3, vcc_lo, s9, v3, vcc_lo
	v_add_nc_u32_e32 v14, v206, v204
	v_add_co_u32 v4, vcc_lo, s8, v4
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_co_ci_u32_e32 v5, vcc_lo, s9, v5, vcc_lo
	v_add_co_u32 v6, vcc_lo, s8, v6
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_ashrrev_i32_e32 v15, 31, v14
	v_add_co_ci_u32_e32 v7, vcc_lo, s9, v7, vcc_lo
	v_add_co_u32 v8, vcc_lo, s10, v8
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_ci_u32_e32 v9, vcc_lo, s11, v9, vcc_lo
	v_add_co_u32 v10, vcc_lo, s10, v10
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_ci_u32_e32 v11, vcc_lo, s11, v11, vcc_lo
	v_add_co_u32 v12, vcc_lo, s10, v12
	v_add_co_ci_u32_e32 v13, vcc_lo, s11, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v14, vcc_lo, s10, v14
	v_add_co_ci_u32_e32 v15, vcc_lo, s11, v15, vcc_lo
	s_clause 0x3
	global_load_b32 v208, v[0:1], off
	global_load_b32 v209, v[2:3], off
	global_load_b32 v210, v[4:5], off
	global_load_b32 v211, v[6:7], off
	s_clause 0x3
	global_load_b32 v212, v[8:9], off
	global_load_b32 v213, v[10:11], off
	global_load_b32 v214, v[12:13], off
	global_load_b32 v215, v[14:15], off
.LBB0_8:                                ; %.preheader176
                                        ;   in Loop: Header=BB0_6 Depth=1
	ds_load_b128 v[124:127], v201
	ds_load_b128 v[112:115], v201 offset:64
	ds_load_b128 v[120:123], v203
	ds_load_b128 v[116:119], v203 offset:128
	ds_load_b128 v[108:111], v201 offset:512
	ds_load_b128 v[96:99], v201 offset:576
	ds_load_b128 v[104:107], v203 offset:512
	ds_load_b128 v[100:103], v203 offset:640
	ds_load_b128 v[92:95], v201 offset:1024
	ds_load_b128 v[80:83], v201 offset:1088
	ds_load_b128 v[88:91], v203 offset:1024
	ds_load_b128 v[84:87], v203 offset:1152
	ds_load_b128 v[76:79], v201 offset:1536
	ds_load_b128 v[64:67], v201 offset:1600
	ds_load_b128 v[72:75], v203 offset:1536
	ds_load_b128 v[68:71], v203 offset:1664
	ds_load_b128 v[60:63], v201 offset:2048
	ds_load_b128 v[48:51], v201 offset:2112
	ds_load_b128 v[56:59], v203 offset:2048
	ds_load_b128 v[52:55], v203 offset:2176
	ds_load_b128 v[44:47], v201 offset:2560
	ds_load_b128 v[32:35], v201 offset:2624
	ds_load_b128 v[40:43], v203 offset:2560
	ds_load_b128 v[36:39], v203 offset:2688
	ds_load_b128 v[28:31], v201 offset:3072
	ds_load_b128 v[16:19], v201 offset:3136
	ds_load_b128 v[24:27], v203 offset:3072
	ds_load_b128 v[20:23], v203 offset:3200
	ds_load_b128 v[12:15], v201 offset:3584
	ds_load_b128 v[0:3], v201 offset:3648
	ds_load_b128 v[8:11], v203 offset:3584
	ds_load_b128 v[4:7], v203 offset:3712
	s_and_not1_b32 vcc_lo, exec_lo, s15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_5
; %bb.9:                                ; %.preheader178.preheader
                                        ;   in Loop: Header=BB0_6 Depth=1
	ds_store_2addr_b32 v199, v208, v209 offset1:32
	ds_store_2addr_b32 v199, v210, v211 offset0:64 offset1:96
	ds_store_2addr_stride64_b32 v200, v212, v213 offset1:4
	ds_store_2addr_stride64_b32 v200, v214, v215 offset0:8 offset1:12
	s_branch .LBB0_5
.LBB0_10:                               ; %Flow
	v_dual_mov_b32 v0, v197 :: v_dual_mov_b32 v3, v198
.LBB0_11:                               ; %Flow794
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v0, s12, v0
	v_or_b32_e32 v8, s13, v188
	v_or_b32_e32 v15, v0, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[9:10], null, v15, s5, v[8:9]
	v_ashrrev_i32_e32 v10, 31, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[9:10]
	v_add_co_u32 v10, vcc_lo, s2, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v11, vcc_lo, s3, v1, vcc_lo
	s_clause 0x1
	global_load_b128 v[0:3], v[10:11], off
	global_load_b128 v[4:7], v[10:11], off offset:128
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v3, s7, v3 :: v_dual_add_nc_u32 v12, s5, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_ashrrev_i32_e32 v13, 31, v12
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v0, s7, v0 :: v_dual_mul_f32 v5, s7, v5
	v_dual_mul_f32 v1, s7, v1 :: v_dual_mul_f32 v2, s7, v2
	v_mul_f32_e32 v7, s7, v7
	v_lshlrev_b64 v[13:14], 2, v[12:13]
	v_dual_mul_f32 v4, s7, v4 :: v_dual_fmac_f32 v3, s6, v194
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v6, s7, v6 :: v_dual_fmac_f32 v1, s6, v196
	v_dual_fmac_f32 v0, s6, v193 :: v_dual_fmac_f32 v5, s6, v191
	v_add_co_u32 v13, vcc_lo, s2, v13
	v_dual_fmac_f32 v2, s6, v195 :: v_dual_fmac_f32 v7, s6, v189
	v_fmac_f32_e32 v4, s6, v192
	v_dual_fmac_f32 v6, s6, v190 :: v_dual_add_nc_u32 v9, s5, v12
	v_add_co_ci_u32_e32 v14, vcc_lo, s3, v14, vcc_lo
	s_clause 0x1
	global_store_b128 v[10:11], v[0:3], off
	global_store_b128 v[10:11], v[4:7], off offset:128
	s_clause 0x1
	global_load_b128 v[0:3], v[13:14], off
	global_load_b128 v[4:7], v[13:14], off offset:128
	v_ashrrev_i32_e32 v10, 31, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[10:11], 2, v[9:10]
	v_add_co_u32 v10, vcc_lo, s2, v10
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v11, vcc_lo, s3, v11, vcc_lo
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v0, s7, v0 :: v_dual_mul_f32 v3, s7, v3
	v_dual_mul_f32 v1, s7, v1 :: v_dual_mul_f32 v2, s7, v2
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v5, s7, v5 :: v_dual_mul_f32 v4, s7, v4
	v_dual_mul_f32 v7, s7, v7 :: v_dual_mul_f32 v6, s7, v6
	v_dual_fmac_f32 v3, s6, v184 :: v_dual_fmac_f32 v0, s6, v187
	v_dual_fmac_f32 v1, s6, v186 :: v_dual_fmac_f32 v2, s6, v185
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v5, s6, v182 :: v_dual_fmac_f32 v4, s6, v183
	v_dual_fmac_f32 v7, s6, v180 :: v_dual_fmac_f32 v6, s6, v181
	s_clause 0x1
	global_store_b128 v[13:14], v[0:3], off
	global_store_b128 v[13:14], v[4:7], off offset:128
	s_clause 0x1
	global_load_b128 v[0:3], v[10:11], off
	global_load_b128 v[4:7], v[10:11], off offset:128
	v_add_nc_u32_e32 v12, s5, v9
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v0, s7, v0 :: v_dual_mul_f32 v1, s7, v1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, s7, v7
	v_ashrrev_i32_e32 v13, 31, v12
	v_dual_mul_f32 v2, s7, v2 :: v_dual_mul_f32 v5, s7, v5
	v_dual_mul_f32 v3, s7, v3 :: v_dual_mul_f32 v4, s7, v4
	v_fmac_f32_e32 v1, s6, v178
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_dual_mul_f32 v6, s7, v6 :: v_dual_fmac_f32 v3, s6, v176
	v_dual_fmac_f32 v0, s6, v179 :: v_dual_fmac_f32 v5, s6, v174
	v_dual_fmac_f32 v2, s6, v177 :: v_dual_fmac_f32 v7, s6, v172
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v12, vcc_lo, s2, v12
	v_fmac_f32_e32 v4, s6, v175
	v_fmac_f32_e32 v6, s6, v173
	v_add_co_ci_u32_e32 v13, vcc_lo, s3, v13, vcc_lo
	s_clause 0x1
	global_store_b128 v[10:11], v[0:3], off
	global_store_b128 v[10:11], v[4:7], off offset:128
	s_clause 0x1
	global_load_b128 v[0:3], v[12:13], off
	global_load_b128 v[4:7], v[12:13], off offset:128
	v_or_b32_e32 v11, 16, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[9:10], null, v11, s5, v[8:9]
	v_ashrrev_i32_e32 v10, 31, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	v_add_co_u32 v9, vcc_lo, s2, v9
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v10, vcc_lo, s3, v10, vcc_lo
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v3, s7, v3 :: v_dual_mul_f32 v0, s7, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, s7, v5
	v_dual_mul_f32 v1, s7, v1 :: v_dual_mul_f32 v2, s7, v2
	v_dual_mul_f32 v7, s7, v7 :: v_dual_mul_f32 v4, s7, v4
	v_dual_mul_f32 v6, s7, v6 :: v_dual_fmac_f32 v3, s6, v168
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v0, s6, v171 :: v_dual_fmac_f32 v5, s6, v166
	v_dual_fmac_f32 v1, s6, v170 :: v_dual_fmac_f32 v2, s6, v169
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v7, s6, v164 :: v_dual_fmac_f32 v4, s6, v167
	v_fmac_f32_e32 v6, s6, v165
	s_clause 0x1
	global_store_b128 v[12:13], v[0:3], off
	global_store_b128 v[12:13], v[4:7], off offset:128
	s_clause 0x1
	global_load_b128 v[0:3], v[9:10], off
	global_load_b128 v[4:7], v[9:10], off offset:128
	v_or_b32_e32 v13, 17, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, v13, s5, v[8:9]
	v_or_b32_e32 v13, 18, v15
	v_ashrrev_i32_e32 v12, 31, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	v_add_co_u32 v11, vcc_lo, s2, v11
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v12, vcc_lo, s3, v12, vcc_lo
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v3, s7, v3 :: v_dual_mul_f32 v0, s7, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, s7, v5
	v_dual_mul_f32 v1, s7, v1 :: v_dual_mul_f32 v2, s7, v2
	v_dual_mul_f32 v7, s7, v7 :: v_dual_mul_f32 v4, s7, v4
	v_dual_mul_f32 v6, s7, v6 :: v_dual_fmac_f32 v3, s6, v160
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v0, s6, v163 :: v_dual_fmac_f32 v5, s6, v158
	v_dual_fmac_f32 v1, s6, v162 :: v_dual_fmac_f32 v2, s6, v161
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v7, s6, v156 :: v_dual_fmac_f32 v4, s6, v159
	v_fmac_f32_e32 v6, s6, v157
	s_clause 0x1
	global_store_b128 v[9:10], v[0:3], off
	global_store_b128 v[9:10], v[4:7], off offset:128
	s_clause 0x1
	global_load_b128 v[0:3], v[11:12], off
	global_load_b128 v[4:7], v[11:12], off offset:128
	v_mad_u64_u32 v[9:10], null, v13, s5, v[8:9]
	v_or_b32_e32 v13, 19, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v10, 31, v9
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v9, vcc_lo, s2, v9
	v_add_co_ci_u32_e32 v10, vcc_lo, s3, v10, vcc_lo
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v3, s7, v3 :: v_dual_mul_f32 v0, s7, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, s7, v5
	v_dual_mul_f32 v1, s7, v1 :: v_dual_mul_f32 v2, s7, v2
	v_dual_mul_f32 v7, s7, v7 :: v_dual_mul_f32 v4, s7, v4
	v_dual_mul_f32 v6, s7, v6 :: v_dual_fmac_f32 v3, s6, v152
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v0, s6, v155 :: v_dual_fmac_f32 v5, s6, v150
	v_dual_fmac_f32 v1, s6, v154 :: v_dual_fmac_f32 v2, s6, v153
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v7, s6, v148 :: v_dual_fmac_f32 v4, s6, v151
	v_fmac_f32_e32 v6, s6, v149
	s_clause 0x1
	global_store_b128 v[11:12], v[0:3], off
	global_store_b128 v[11:12], v[4:7], off offset:128
	s_clause 0x1
	global_load_b128 v[0:3], v[9:10], off
	global_load_b128 v[4:7], v[9:10], off offset:128
	v_mad_u64_u32 v[11:12], null, v13, s5, v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v11, vcc_lo, s2, v11
	v_add_co_ci_u32_e32 v12, vcc_lo, s3, v12, vcc_lo
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v3, s7, v3 :: v_dual_mul_f32 v0, s7, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, s7, v5
	v_dual_mul_f32 v1, s7, v1 :: v_dual_mul_f32 v2, s7, v2
	v_dual_mul_f32 v7, s7, v7 :: v_dual_mul_f32 v4, s7, v4
	v_dual_mul_f32 v6, s7, v6 :: v_dual_fmac_f32 v3, s6, v144
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v0, s6, v147 :: v_dual_fmac_f32 v5, s6, v142
	v_dual_fmac_f32 v1, s6, v146 :: v_dual_fmac_f32 v2, s6, v145
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v7, s6, v140 :: v_dual_fmac_f32 v4, s6, v143
	v_fmac_f32_e32 v6, s6, v141
	s_clause 0x1
	global_store_b128 v[9:10], v[0:3], off
	global_store_b128 v[9:10], v[4:7], off offset:128
	s_clause 0x1
	global_load_b128 v[0:3], v[11:12], off
	global_load_b128 v[4:7], v[11:12], off offset:128
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v3, s7, v3 :: v_dual_mul_f32 v0, s7, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, s7, v5
	v_dual_mul_f32 v1, s7, v1 :: v_dual_mul_f32 v2, s7, v2
	v_dual_mul_f32 v7, s7, v7 :: v_dual_mul_f32 v4, s7, v4
	v_dual_mul_f32 v6, s7, v6 :: v_dual_fmac_f32 v3, s6, v136
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v0, s6, v139 :: v_dual_fmac_f32 v5, s6, v133
	v_dual_fmac_f32 v1, s6, v138 :: v_dual_fmac_f32 v2, s6, v137
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v4, s6, v135 :: v_dual_fmac_f32 v7, s6, v129
	v_fmac_f32_e32 v6, s6, v131
	s_clause 0x1
	global_store_b128 v[11:12], v[0:3], off
	global_store_b128 v[11:12], v[4:7], off offset:128
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgemm_dbuf
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
		.amdhsa_next_free_vgpr 216
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
	.size	sgemm_dbuf, .Lfunc_end0-sgemm_dbuf
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5224
; NumSgprs: 18
; NumVgprs: 216
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 26
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 216
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
	.type	__hip_cuid_68147ad2b237e3c1,@object ; @__hip_cuid_68147ad2b237e3c1
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_68147ad2b237e3c1
__hip_cuid_68147ad2b237e3c1:
	.byte	0                               ; 0x0
	.size	__hip_cuid_68147ad2b237e3c1, 1

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_68147ad2b237e3c1
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
    .max_flat_workgroup_size: 256
    .name:           sgemm_dbuf
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         sgemm_dbuf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     216
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
