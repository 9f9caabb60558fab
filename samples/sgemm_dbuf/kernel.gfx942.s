	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	sgemm_dbuf              ; -- Begin function sgemm_dbuf
	.globl	sgemm_dbuf
	.p2align	8
	.type	sgemm_dbuf,@function
sgemm_dbuf:                             ; @sgemm_dbuf
; %bb.0:                                ; %.preheader182
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_load_dwordx4 s[4:7], s[0:1], 0x1c
	v_lshrrev_b32_e32 v14, 3, v0
	s_lshl_b32 s14, s3, 7
	v_and_b32_e32 v2, 7, v0
	v_lshrrev_b32_e32 v3, 7, v0
	v_or_b32_e32 v1, s14, v14
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[128:129], s[0:1], v1, s4, v[2:3]
	s_lshl_b32 s0, s4, 5
	s_nop 0
	v_add_u32_e32 v130, s0, v128
	v_add_u32_e32 v132, s0, v130
	v_ashrrev_i32_e32 v129, 31, v128
	v_add_u32_e32 v134, s0, v132
	v_lshl_add_u64 v[4:5], v[128:129], 2, s[8:9]
	v_ashrrev_i32_e32 v131, 31, v130
	v_ashrrev_i32_e32 v133, 31, v132
	v_ashrrev_i32_e32 v135, 31, v134
	v_lshl_add_u64 v[6:7], v[130:131], 2, s[8:9]
	v_lshl_add_u64 v[8:9], v[132:133], 2, s[8:9]
	v_lshl_add_u64 v[10:11], v[134:135], 2, s[8:9]
	global_load_dword v15, v[4:5], off
	global_load_dword v16, v[6:7], off
	global_load_dword v17, v[8:9], off
	global_load_dword v18, v[10:11], off
	s_lshl_b32 s15, s2, 7
	v_and_b32_e32 v4, 0x7f, v0
	v_or_b32_e32 v6, s15, v4
	v_mad_u64_u32 v[6:7], s[0:1], v3, s5, v[6:7]
	v_ashrrev_i32_e32 v7, 31, v6
	s_lshl_b32 s0, s5, 1
	v_lshl_add_u64 v[8:9], v[6:7], 2, s[10:11]
	v_add_u32_e32 v6, s0, v6
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[10:11], v[6:7], 2, s[10:11]
	v_add_u32_e32 v6, s0, v6
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[12:13], v[6:7], 2, s[10:11]
	v_add_u32_e32 v6, s0, v6
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[10:11]
	global_load_dword v19, v[8:9], off
	global_load_dword v20, v[10:11], off
	global_load_dword v21, v[12:13], off
	global_load_dword v22, v[6:7], off
	v_bfe_u32 v5, v0, 5, 1
	v_lshrrev_b32_e32 v1, 6, v0
	v_bfe_u32 v7, v0, 3, 2
	v_lshlrev_b32_e32 v0, 2, v14
	v_lshlrev_b32_e32 v6, 2, v4
	s_mov_b32 s2, 0
	v_lshlrev_b32_e32 v181, 5, v1
	v_lshl_or_b32 v183, v2, 9, v0
	v_lshl_or_b32 v6, v3, 9, v6
	s_cmp_gt_i32 s4, 0
	v_lshlrev_b32_e32 v182, 2, v7
	s_waitcnt vmcnt(6)
	ds_write2_b32 v183, v15, v16 offset1:32
	s_waitcnt vmcnt(2)
	ds_write2st64_b32 v6, v19, v20 offset0:16 offset1:20
	ds_write2_b32 v183, v17, v18 offset0:64 offset1:96
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v6, v21, v22 offset0:24 offset1:28
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.preheader182..preheader170_crit_edge
	v_lshlrev_b32_e32 v0, 5, v1
	v_lshlrev_b32_e32 v1, 2, v7
	v_lshlrev_b32_e32 v7, 6, v5
	v_lshl_or_b32 v180, v2, 2, v7
	s_cbranch_execz .LBB0_4
; %bb.2:
	v_mov_b32_e32 v137, s2
	v_mov_b32_e32 v136, s2
	v_mov_b32_e32 v141, s2
	v_mov_b32_e32 v140, s2
	v_mov_b32_e32 v147, s2
	v_mov_b32_e32 v146, s2
	v_mov_b32_e32 v151, s2
	v_mov_b32_e32 v150, s2
	v_mov_b32_e32 v153, s2
	v_mov_b32_e32 v152, s2
	v_mov_b32_e32 v155, s2
	v_mov_b32_e32 v154, s2
	v_mov_b32_e32 v157, s2
	v_mov_b32_e32 v156, s2
	v_mov_b32_e32 v149, s2
	v_mov_b32_e32 v148, s2
	v_mov_b32_e32 v143, s2
	v_mov_b32_e32 v142, s2
	v_mov_b32_e32 v145, s2
	v_mov_b32_e32 v144, s2
	v_mov_b32_e32 v139, s2
	v_mov_b32_e32 v138, s2
	v_mov_b32_e32 v200, s2
	v_mov_b32_e32 v129, s2
	v_mov_b32_e32 v201, s2
	v_mov_b32_e32 v131, s2
	v_mov_b32_e32 v202, s2
	v_mov_b32_e32 v133, s2
	v_mov_b32_e32 v135, s2
	v_mov_b32_e32 v203, s2
	v_mov_b32_e32 v158, s2
	v_mov_b32_e32 v204, s2
	v_mov_b32_e32 v159, s2
	v_mov_b32_e32 v205, s2
	v_mov_b32_e32 v206, s2
	v_mov_b32_e32 v160, s2
	v_mov_b32_e32 v207, s2
	v_mov_b32_e32 v161, s2
	v_mov_b32_e32 v162, s2
	v_mov_b32_e32 v163, s2
	v_mov_b32_e32 v164, s2
	v_mov_b32_e32 v208, s2
	v_mov_b32_e32 v165, s2
	v_mov_b32_e32 v209, s2
	v_mov_b32_e32 v166, s2
	v_mov_b32_e32 v167, s2
	v_mov_b32_e32 v168, s2
	v_mov_b32_e32 v169, s2
	v_mov_b32_e32 v170, s2
	v_mov_b32_e32 v171, s2
	v_mov_b32_e32 v172, s2
	v_mov_b32_e32 v173, s2
	v_mov_b32_e32 v210, s2
	v_mov_b32_e32 v174, s2
	v_mov_b32_e32 v211, s2
	v_mov_b32_e32 v175, s2
	v_mov_b32_e32 v212, s2
	v_mov_b32_e32 v213, s2
	v_mov_b32_e32 v176, s2
	v_mov_b32_e32 v214, s2
	v_mov_b32_e32 v178, s2
	v_mov_b32_e32 v215, s2
	v_mov_b32_e32 v179, s2
	v_mov_b32_e32 v177, s2
	s_branch .LBB0_11
.LBB0_3:
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr180
.LBB0_4:                                ; %.lr.ph
	v_lshlrev_b32_e32 v0, 2, v2
	v_lshl_or_b32 v180, v5, 6, v0
	v_mov_b32_e32 v0, 0x1000
	v_lshl_or_b32 v186, v180, 2, v0
	v_or_b32_e32 v0, 10, v3
	v_mul_lo_u32 v187, s5, v0
	v_or_b32_e32 v0, 12, v3
	v_mul_lo_u32 v189, s5, v0
	v_or_b32_e32 v0, 14, v3
	v_or_b32_e32 v1, v181, v182
	v_mul_lo_u32 v190, s5, v0
	v_or_b32_e32 v0, 8, v3
	v_mov_b32_e32 v177, 0
	v_or_b32_e32 v184, 0x1000, v6
	v_lshlrev_b32_e32 v185, 2, v1
	v_add_u32_e32 v188, s15, v4
	s_lshl_b32 s16, s5, 3
	s_mov_b32 s17, 8
	v_mul_lo_u32 v191, s5, v0
	v_mov_b32_e32 v179, 0
	v_mov_b32_e32 v215, 0
	v_mov_b32_e32 v178, 0
	v_mov_b32_e32 v214, 0
	v_mov_b32_e32 v176, 0
	v_mov_b32_e32 v213, 0
	v_mov_b32_e32 v212, 0
	v_mov_b32_e32 v175, 0
	v_mov_b32_e32 v211, 0
	v_mov_b32_e32 v174, 0
	v_mov_b32_e32 v210, 0
	v_mov_b32_e32 v173, 0
	v_mov_b32_e32 v172, 0
	v_mov_b32_e32 v171, 0
	v_mov_b32_e32 v170, 0
	v_mov_b32_e32 v169, 0
	v_mov_b32_e32 v168, 0
	v_mov_b32_e32 v167, 0
	v_mov_b32_e32 v166, 0
	v_mov_b32_e32 v209, 0
	v_mov_b32_e32 v165, 0
	v_mov_b32_e32 v208, 0
	v_mov_b32_e32 v164, 0
	v_mov_b32_e32 v163, 0
	v_mov_b32_e32 v162, 0
	v_mov_b32_e32 v161, 0
	v_mov_b32_e32 v207, 0
	v_mov_b32_e32 v160, 0
	v_mov_b32_e32 v206, 0
	v_mov_b32_e32 v205, 0
	v_mov_b32_e32 v159, 0
	v_mov_b32_e32 v204, 0
	v_mov_b32_e32 v158, 0
	v_mov_b32_e32 v203, 0
	v_mov_b32_e32 v138, 0
	v_mov_b32_e32 v139, v177
	v_mov_b32_e32 v144, 0
	v_mov_b32_e32 v145, v177
	v_mov_b32_e32 v142, 0
	v_mov_b32_e32 v143, v177
	v_mov_b32_e32 v148, 0
	v_mov_b32_e32 v149, v177
	v_mov_b32_e32 v156, 0
	v_mov_b32_e32 v157, v177
	v_mov_b32_e32 v154, 0
	v_mov_b32_e32 v155, v177
	v_mov_b32_e32 v152, 0
	v_mov_b32_e32 v153, v177
	v_mov_b32_e32 v150, 0
	v_mov_b32_e32 v151, v177
	v_mov_b32_e32 v146, 0
	v_mov_b32_e32 v147, v177
	v_mov_b32_e32 v140, 0
	v_mov_b32_e32 v141, v177
	v_mov_b32_e32 v136, 0
	v_mov_b32_e32 v137, v177
	v_mov_b32_e32 v135, 0
	v_mov_b32_e32 v133, 0
	v_mov_b32_e32 v202, 0
	v_mov_b32_e32 v131, 0
	v_mov_b32_e32 v201, 0
	v_mov_b32_e32 v129, 0
	v_mov_b32_e32 v200, 0
                                        ; implicit-def: $vgpr192
                                        ; implicit-def: $vgpr193
                                        ; implicit-def: $vgpr194
                                        ; implicit-def: $vgpr195
                                        ; implicit-def: $vgpr196
                                        ; implicit-def: $vgpr197
                                        ; implicit-def: $vgpr198
                                        ; implicit-def: $vgpr199
	s_branch .LBB0_6
.LBB0_5:                                ; %.loopexit
                                        ;   in Loop: Header=BB0_6 Depth=1
	v_mov_b32_e32 v216, v125
	v_mov_b32_e32 v217, v126
	v_pk_mul_f32 v[218:219], v[216:217], v[112:113]
	v_pk_mul_f32 v[220:221], v[216:217], v[114:115]
	v_pk_fma_f32 v[152:153], v[124:125], v[112:113], v[152:153] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[150:151], v[124:125], v[114:115], v[150:151] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v169, v127, v112
	v_fmac_f32_e32 v168, v127, v113
	v_fmac_f32_e32 v167, v127, v114
	v_fmac_f32_e32 v166, v127, v115
	v_pk_fma_f32 v[154:155], v[124:125], v[122:123], v[154:155] op_sel_hi:[0,1,1]
	v_add_f32_e32 v214, v218, v214
	v_fmac_f32_e32 v176, v125, v113
	v_fmac_f32_e32 v175, v126, v112
	v_add_f32_e32 v218, v219, v211
	v_fmac_f32_e32 v174, v126, v114
	v_add_f32_e32 v219, v221, v210
	v_pk_mul_f32 v[210:211], v[216:217], v[122:123]
	v_fmac_f32_e32 v178, v125, v123
	v_fmac_f32_e32 v171, v127, v122
	v_fmac_f32_e32 v170, v127, v123
	v_pk_fma_f32 v[156:157], v[124:125], v[120:121], v[156:157] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v177, v125, v120
	v_fmac_f32_e32 v179, v125, v121
	v_pk_fma_f32 v[124:125], v[126:127], v[120:121], v[148:149] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v173, v127, v120
	v_fmac_f32_e32 v172, v127, v121
	v_pk_fma_f32 v[126:127], v[116:117], v[122:123], v[142:143] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[142:143], v[116:117], v[112:113]
	v_pk_mul_f32 v[148:149], v[116:117], v[114:115]
	v_add_f32_e32 v210, v210, v215
	v_add_f32_e32 v211, v211, v212
	v_add_f32_e32 v212, v142, v209
	v_fmac_f32_e32 v165, v116, v113
	v_add_f32_e32 v215, v148, v208
	v_mov_b32_e32 v208, v115
	v_mov_b32_e32 v209, v120
	v_fmac_f32_e32 v161, v117, v112
	v_add_f32_e32 v207, v143, v207
	v_pk_fma_f32 v[142:143], v[116:117], v[120:121], v[144:145] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[144:145], v[118:119], v[112:113]
	v_fmac_f32_e32 v158, v118, v113
	v_fmac_f32_e32 v131, v119, v112
	v_mov_b32_e32 v112, v109
	v_mov_b32_e32 v113, v110
	v_mov_b32_e32 v222, v115
	v_mov_b32_e32 v223, v122
	v_fmac_f32_e32 v163, v117, v122
	v_fmac_f32_e32 v162, v117, v123
	v_fmac_f32_e32 v160, v117, v114
	v_pk_fma_f32 v[140:141], v[116:117], v[208:209], v[140:141]
	v_fmac_f32_e32 v164, v117, v121
	v_pk_fma_f32 v[116:117], v[118:119], v[120:121], v[138:139] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[138:139], v[118:119], v[122:123]
	v_fmac_f32_e32 v159, v118, v123
	v_fmac_f32_e32 v133, v119, v122
	v_pk_mul_f32 v[122:123], v[112:113], v[96:97]
	v_add_f32_e32 v213, v220, v213
	v_pk_fma_f32 v[146:147], v[216:217], v[222:223], v[146:147]
	v_add_f32_e32 v206, v149, v206
	v_add_f32_e32 v205, v138, v205
	v_add_f32_e32 v204, v144, v204
	v_pk_mul_f32 v[148:149], v[118:119], v[114:115]
	v_pk_fma_f32 v[136:137], v[118:119], v[208:209], v[136:137]
	v_fmac_f32_e32 v135, v119, v121
	v_add_f32_e32 v202, v139, v202
	v_add_f32_e32 v201, v145, v201
	v_fmac_f32_e32 v129, v119, v114
	v_pk_fma_f32 v[114:115], v[108:109], v[96:97], v[152:153] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[118:119], v[108:109], v[98:99], v[150:151] op_sel_hi:[0,1,1]
	v_add_f32_e32 v150, v122, v214
	v_pk_mul_f32 v[138:139], v[112:113], v[98:99]
	v_mov_b32_e32 v144, v99
	v_mov_b32_e32 v145, v106
	v_add_f32_e32 v152, v123, v218
	v_pk_mul_f32 v[122:123], v[112:113], v[106:107]
	v_fmac_f32_e32 v169, v111, v96
	v_fmac_f32_e32 v168, v111, v97
	v_fmac_f32_e32 v167, v111, v98
	v_fmac_f32_e32 v166, v111, v99
	v_pk_fma_f32 v[120:121], v[108:109], v[106:107], v[154:155] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v176, v109, v97
	v_add_f32_e32 v151, v138, v213
	v_fmac_f32_e32 v175, v110, v96
	v_fmac_f32_e32 v174, v110, v98
	v_add_f32_e32 v153, v139, v219
	v_add_f32_e32 v154, v122, v210
	v_fmac_f32_e32 v178, v109, v107
	v_pk_fma_f32 v[112:113], v[112:113], v[144:145], v[146:147]
	v_add_f32_e32 v144, v123, v211
	v_fmac_f32_e32 v171, v111, v106
	v_fmac_f32_e32 v170, v111, v107
	v_pk_fma_f32 v[122:123], v[108:109], v[104:105], v[156:157] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v177, v109, v104
	v_fmac_f32_e32 v179, v109, v105
	v_pk_fma_f32 v[108:109], v[110:111], v[104:105], v[124:125] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v173, v111, v104
	v_fmac_f32_e32 v172, v111, v105
	v_pk_fma_f32 v[110:111], v[100:101], v[106:107], v[126:127] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[126:127], v[100:101], v[98:99]
	v_mov_b32_e32 v138, v99
	v_mov_b32_e32 v139, v104
	v_pk_mul_f32 v[124:125], v[100:101], v[96:97]
	v_fmac_f32_e32 v165, v100, v97
	v_add_f32_e32 v146, v126, v215
	v_fmac_f32_e32 v161, v101, v96
	v_add_f32_e32 v155, v127, v206
	v_pk_fma_f32 v[126:127], v[100:101], v[138:139], v[140:141]
	v_pk_mul_f32 v[140:141], v[102:103], v[96:97]
	v_fmac_f32_e32 v158, v102, v97
	v_fmac_f32_e32 v131, v103, v96
	v_mov_b32_e32 v96, v93
	v_mov_b32_e32 v97, v94
	v_add_f32_e32 v145, v124, v212
	v_fmac_f32_e32 v163, v101, v106
	v_fmac_f32_e32 v162, v101, v107
	v_add_f32_e32 v147, v125, v207
	v_fmac_f32_e32 v160, v101, v98
	v_pk_fma_f32 v[124:125], v[100:101], v[104:105], v[142:143] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v164, v101, v105
	v_pk_fma_f32 v[100:101], v[102:103], v[104:105], v[116:117] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[116:117], v[102:103], v[106:107]
	v_fmac_f32_e32 v159, v102, v107
	v_fmac_f32_e32 v133, v103, v106
	v_pk_mul_f32 v[106:107], v[96:97], v[80:81]
	v_add_f32_e32 v149, v149, v200
	v_add_f32_e32 v156, v116, v205
	v_pk_mul_f32 v[142:143], v[102:103], v[98:99]
	v_pk_fma_f32 v[136:137], v[102:103], v[138:139], v[136:137]
	v_fmac_f32_e32 v135, v103, v105
	v_add_f32_e32 v138, v117, v202
	v_fmac_f32_e32 v129, v103, v98
	v_pk_fma_f32 v[98:99], v[92:93], v[80:81], v[114:115] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[102:103], v[92:93], v[82:83], v[118:119] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[104:105], v[92:93], v[90:91], v[120:121] op_sel_hi:[0,1,1]
	v_add_f32_e32 v118, v106, v150
	v_pk_mul_f32 v[114:115], v[96:97], v[82:83]
	v_mov_b32_e32 v116, v83
	v_mov_b32_e32 v117, v90
	v_add_f32_e32 v120, v107, v152
	v_pk_mul_f32 v[106:107], v[96:97], v[90:91]
	v_add_f32_e32 v139, v141, v201
	v_add_f32_e32 v141, v143, v149
	v_fmac_f32_e32 v169, v95, v80
	v_fmac_f32_e32 v168, v95, v81
	v_fmac_f32_e32 v167, v95, v82
	v_fmac_f32_e32 v166, v95, v83
	v_fmac_f32_e32 v176, v93, v81
	v_add_f32_e32 v119, v114, v151
	v_fmac_f32_e32 v175, v94, v80
	v_fmac_f32_e32 v174, v94, v82
	v_add_f32_e32 v121, v115, v153
	v_add_f32_e32 v143, v106, v154
	v_fmac_f32_e32 v178, v93, v91
	v_pk_fma_f32 v[96:97], v[96:97], v[116:117], v[112:113]
	v_add_f32_e32 v144, v107, v144
	v_fmac_f32_e32 v171, v95, v90
	v_fmac_f32_e32 v170, v95, v91
	v_pk_fma_f32 v[106:107], v[92:93], v[88:89], v[122:123] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v177, v93, v88
	v_fmac_f32_e32 v179, v93, v89
	v_pk_fma_f32 v[92:93], v[94:95], v[88:89], v[108:109] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v173, v95, v88
	v_fmac_f32_e32 v172, v95, v89
	v_pk_fma_f32 v[94:95], v[84:85], v[90:91], v[110:111] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[108:109], v[84:85], v[80:81]
	v_fmac_f32_e32 v165, v84, v81
	v_pk_mul_f32 v[110:111], v[84:85], v[82:83]
	v_mov_b32_e32 v112, v83
	v_mov_b32_e32 v113, v88
	v_fmac_f32_e32 v161, v85, v80
	v_pk_mul_f32 v[114:115], v[86:87], v[80:81]
	v_fmac_f32_e32 v158, v86, v81
	v_fmac_f32_e32 v131, v87, v80
	v_mov_b32_e32 v80, v77
	v_mov_b32_e32 v81, v78
	v_add_f32_e32 v122, v108, v145
	v_add_f32_e32 v123, v110, v146
	v_fmac_f32_e32 v163, v85, v90
	v_fmac_f32_e32 v162, v85, v91
	v_add_f32_e32 v145, v109, v147
	v_fmac_f32_e32 v160, v85, v82
	v_add_f32_e32 v146, v111, v155
	v_pk_fma_f32 v[108:109], v[84:85], v[88:89], v[124:125] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[110:111], v[84:85], v[112:113], v[126:127]
	v_fmac_f32_e32 v164, v85, v89
	v_pk_fma_f32 v[84:85], v[86:87], v[88:89], v[100:101] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[100:101], v[86:87], v[90:91]
	v_fmac_f32_e32 v159, v86, v91
	v_fmac_f32_e32 v133, v87, v90
	v_pk_mul_f32 v[90:91], v[80:81], v[64:65]
	v_add_f32_e32 v124, v100, v156
	v_pk_mul_f32 v[116:117], v[86:87], v[82:83]
	v_pk_fma_f32 v[112:113], v[86:87], v[112:113], v[136:137]
	v_fmac_f32_e32 v135, v87, v89
	v_add_f32_e32 v125, v101, v138
	v_fmac_f32_e32 v129, v87, v82
	v_pk_fma_f32 v[82:83], v[76:77], v[64:65], v[98:99] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[86:87], v[76:77], v[66:67], v[102:103] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[88:89], v[76:77], v[74:75], v[104:105] op_sel_hi:[0,1,1]
	v_add_f32_e32 v102, v90, v118
	v_pk_mul_f32 v[98:99], v[80:81], v[66:67]
	v_mov_b32_e32 v100, v67
	v_mov_b32_e32 v101, v74
	v_add_f32_e32 v104, v91, v120
	v_pk_mul_f32 v[90:91], v[80:81], v[74:75]
	v_fmac_f32_e32 v169, v79, v64
	v_fmac_f32_e32 v168, v79, v65
	v_fmac_f32_e32 v167, v79, v66
	v_fmac_f32_e32 v166, v79, v67
	v_fmac_f32_e32 v176, v77, v65
	v_add_f32_e32 v103, v98, v119
	v_fmac_f32_e32 v175, v78, v64
	v_fmac_f32_e32 v174, v78, v66
	v_add_f32_e32 v105, v99, v121
	v_add_f32_e32 v118, v90, v143
	v_fmac_f32_e32 v178, v77, v75
	v_pk_fma_f32 v[80:81], v[80:81], v[100:101], v[96:97]
	v_add_f32_e32 v119, v91, v144
	v_fmac_f32_e32 v171, v79, v74
	v_fmac_f32_e32 v170, v79, v75
	v_pk_fma_f32 v[90:91], v[76:77], v[72:73], v[106:107] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v177, v77, v72
	v_fmac_f32_e32 v179, v77, v73
	v_pk_fma_f32 v[76:77], v[78:79], v[72:73], v[92:93] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v173, v79, v72
	v_fmac_f32_e32 v172, v79, v73
	v_pk_fma_f32 v[78:79], v[68:69], v[74:75], v[94:95] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[92:93], v[68:69], v[64:65]
	v_fmac_f32_e32 v165, v68, v65
	v_pk_mul_f32 v[94:95], v[68:69], v[66:67]
	v_mov_b32_e32 v96, v67
	v_mov_b32_e32 v97, v72
	v_fmac_f32_e32 v161, v69, v64
	v_pk_mul_f32 v[98:99], v[70:71], v[64:65]
	v_fmac_f32_e32 v158, v70, v65
	v_fmac_f32_e32 v131, v71, v64
	v_mov_b32_e32 v64, v61
	v_mov_b32_e32 v65, v62
	v_add_f32_e32 v106, v92, v122
	v_add_f32_e32 v107, v94, v123
	v_fmac_f32_e32 v163, v69, v74
	v_fmac_f32_e32 v162, v69, v75
	v_add_f32_e32 v120, v93, v145
	v_fmac_f32_e32 v160, v69, v66
	v_add_f32_e32 v121, v95, v146
	v_pk_fma_f32 v[92:93], v[68:69], v[72:73], v[108:109] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[94:95], v[68:69], v[96:97], v[110:111]
	v_fmac_f32_e32 v164, v69, v73
	v_pk_fma_f32 v[68:69], v[70:71], v[72:73], v[84:85] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[84:85], v[70:71], v[74:75]
	v_fmac_f32_e32 v159, v70, v75
	v_fmac_f32_e32 v133, v71, v74
	v_pk_mul_f32 v[74:75], v[64:65], v[48:49]
	v_add_f32_e32 v108, v84, v124
	v_pk_mul_f32 v[100:101], v[70:71], v[66:67]
	v_pk_fma_f32 v[96:97], v[70:71], v[96:97], v[112:113]
	v_fmac_f32_e32 v135, v71, v73
	v_add_f32_e32 v109, v85, v125
	v_fmac_f32_e32 v129, v71, v66
	v_pk_fma_f32 v[66:67], v[60:61], v[48:49], v[82:83] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[70:71], v[60:61], v[50:51], v[86:87] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[72:73], v[60:61], v[58:59], v[88:89] op_sel_hi:[0,1,1]
	v_add_f32_e32 v86, v74, v102
	v_pk_mul_f32 v[82:83], v[64:65], v[50:51]
	v_mov_b32_e32 v84, v51
	v_mov_b32_e32 v85, v58
	v_add_f32_e32 v88, v75, v104
	v_pk_mul_f32 v[74:75], v[64:65], v[58:59]
	v_fmac_f32_e32 v169, v63, v48
	v_fmac_f32_e32 v168, v63, v49
	v_fmac_f32_e32 v167, v63, v50
	v_fmac_f32_e32 v166, v63, v51
	v_fmac_f32_e32 v176, v61, v49
	v_add_f32_e32 v87, v82, v103
	v_fmac_f32_e32 v175, v62, v48
	v_fmac_f32_e32 v174, v62, v50
	v_add_f32_e32 v89, v83, v105
	v_add_f32_e32 v102, v74, v118
	v_fmac_f32_e32 v178, v61, v59
	v_pk_fma_f32 v[64:65], v[64:65], v[84:85], v[80:81]
	v_add_f32_e32 v103, v75, v119
	v_fmac_f32_e32 v171, v63, v58
	v_fmac_f32_e32 v170, v63, v59
	v_pk_fma_f32 v[74:75], v[60:61], v[56:57], v[90:91] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v177, v61, v56
	v_fmac_f32_e32 v179, v61, v57
	v_pk_fma_f32 v[60:61], v[62:63], v[56:57], v[76:77] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v173, v63, v56
	v_fmac_f32_e32 v172, v63, v57
	v_pk_fma_f32 v[62:63], v[52:53], v[58:59], v[78:79] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[76:77], v[52:53], v[48:49]
	v_fmac_f32_e32 v165, v52, v49
	v_pk_mul_f32 v[78:79], v[52:53], v[50:51]
	v_mov_b32_e32 v80, v51
	v_mov_b32_e32 v81, v56
	v_fmac_f32_e32 v161, v53, v48
	v_pk_mul_f32 v[82:83], v[54:55], v[48:49]
	v_fmac_f32_e32 v158, v54, v49
	v_fmac_f32_e32 v131, v55, v48
	v_mov_b32_e32 v48, v45
	v_mov_b32_e32 v49, v46
	v_add_f32_e32 v90, v76, v106
	v_add_f32_e32 v91, v78, v107
	v_fmac_f32_e32 v163, v53, v58
	v_fmac_f32_e32 v162, v53, v59
	v_add_f32_e32 v104, v77, v120
	v_fmac_f32_e32 v160, v53, v50
	v_add_f32_e32 v105, v79, v121
	v_pk_fma_f32 v[76:77], v[52:53], v[56:57], v[92:93] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[78:79], v[52:53], v[80:81], v[94:95]
	v_fmac_f32_e32 v164, v53, v57
	v_pk_fma_f32 v[52:53], v[54:55], v[56:57], v[68:69] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[68:69], v[54:55], v[58:59]
	v_fmac_f32_e32 v159, v54, v59
	v_fmac_f32_e32 v133, v55, v58
	v_pk_mul_f32 v[58:59], v[48:49], v[32:33]
	v_add_f32_e32 v92, v68, v108
	v_pk_mul_f32 v[84:85], v[54:55], v[50:51]
	v_pk_fma_f32 v[80:81], v[54:55], v[80:81], v[96:97]
	v_fmac_f32_e32 v135, v55, v57
	v_add_f32_e32 v93, v69, v109
	v_fmac_f32_e32 v129, v55, v50
	v_pk_fma_f32 v[50:51], v[44:45], v[32:33], v[66:67] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[44:45], v[34:35], v[70:71] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[44:45], v[38:39], v[72:73] op_sel_hi:[0,1,1]
	v_add_f32_e32 v70, v58, v86
	v_pk_mul_f32 v[66:67], v[48:49], v[34:35]
	v_mov_b32_e32 v68, v35
	v_mov_b32_e32 v69, v38
	v_add_f32_e32 v72, v59, v88
	v_pk_mul_f32 v[58:59], v[48:49], v[38:39]
	v_add_f32_e32 v148, v148, v203
	v_fmac_f32_e32 v169, v47, v32
	v_fmac_f32_e32 v168, v47, v33
	v_fmac_f32_e32 v167, v47, v34
	v_fmac_f32_e32 v166, v47, v35
	v_fmac_f32_e32 v176, v45, v33
	v_add_f32_e32 v71, v66, v87
	v_fmac_f32_e32 v175, v46, v32
	v_fmac_f32_e32 v174, v46, v34
	v_add_f32_e32 v73, v67, v89
	v_add_f32_e32 v86, v58, v102
	v_fmac_f32_e32 v178, v45, v39
	v_pk_fma_f32 v[48:49], v[48:49], v[68:69], v[64:65]
	v_add_f32_e32 v87, v59, v103
	v_fmac_f32_e32 v171, v47, v38
	v_fmac_f32_e32 v170, v47, v39
	v_pk_fma_f32 v[58:59], v[44:45], v[36:37], v[74:75] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v177, v45, v36
	v_fmac_f32_e32 v179, v45, v37
	v_pk_fma_f32 v[44:45], v[46:47], v[36:37], v[60:61] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v173, v47, v36
	v_fmac_f32_e32 v172, v47, v37
	v_pk_fma_f32 v[46:47], v[40:41], v[38:39], v[62:63] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[60:61], v[40:41], v[32:33]
	v_fmac_f32_e32 v165, v40, v33
	v_pk_mul_f32 v[62:63], v[40:41], v[34:35]
	v_mov_b32_e32 v64, v35
	v_mov_b32_e32 v65, v36
	v_fmac_f32_e32 v161, v41, v32
	v_pk_mul_f32 v[66:67], v[42:43], v[32:33]
	v_fmac_f32_e32 v158, v42, v33
	v_fmac_f32_e32 v131, v43, v32
	v_mov_b32_e32 v32, v29
	v_mov_b32_e32 v33, v30
	v_add_f32_e32 v140, v140, v204
	v_add_f32_e32 v142, v142, v148
	v_add_f32_e32 v74, v60, v90
	v_add_f32_e32 v75, v62, v91
	v_fmac_f32_e32 v163, v41, v38
	v_fmac_f32_e32 v162, v41, v39
	v_add_f32_e32 v88, v61, v104
	v_fmac_f32_e32 v160, v41, v34
	v_add_f32_e32 v89, v63, v105
	v_pk_fma_f32 v[60:61], v[40:41], v[36:37], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[40:41], v[64:65], v[78:79]
	v_fmac_f32_e32 v164, v41, v37
	v_pk_fma_f32 v[40:41], v[42:43], v[36:37], v[52:53] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[52:53], v[42:43], v[38:39]
	v_fmac_f32_e32 v159, v42, v39
	v_pk_mul_f32 v[68:69], v[42:43], v[34:35]
	v_pk_fma_f32 v[64:65], v[42:43], v[64:65], v[80:81]
	v_fmac_f32_e32 v135, v43, v37
	v_fmac_f32_e32 v133, v43, v38
	v_fmac_f32_e32 v129, v43, v34
	v_pk_mul_f32 v[42:43], v[32:33], v[16:17]
	v_add_f32_e32 v114, v114, v140
	v_add_f32_e32 v116, v116, v142
	v_add_f32_e32 v115, v115, v139
	v_add_f32_e32 v117, v117, v141
	v_add_f32_e32 v76, v52, v92
	v_add_f32_e32 v77, v53, v93
	v_pk_fma_f32 v[34:35], v[28:29], v[16:17], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[36:37], v[28:29], v[18:19], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39], v[28:29], v[26:27], v[56:57] op_sel_hi:[0,1,1]
	v_add_f32_e32 v54, v42, v70
	v_pk_mul_f32 v[50:51], v[32:33], v[18:19]
	v_mov_b32_e32 v52, v19
	v_mov_b32_e32 v53, v26
	v_add_f32_e32 v56, v43, v72
	v_pk_mul_f32 v[42:43], v[32:33], v[26:27]
	v_add_f32_e32 v98, v98, v114
	v_add_f32_e32 v100, v100, v116
	v_add_f32_e32 v99, v99, v115
	v_add_f32_e32 v101, v101, v117
	v_fmac_f32_e32 v169, v31, v16
	v_fmac_f32_e32 v168, v31, v17
	v_fmac_f32_e32 v167, v31, v18
	v_fmac_f32_e32 v166, v31, v19
	v_fmac_f32_e32 v176, v29, v17
	v_add_f32_e32 v55, v50, v71
	v_fmac_f32_e32 v175, v30, v16
	v_fmac_f32_e32 v174, v30, v18
	v_add_f32_e32 v57, v51, v73
	v_add_f32_e32 v70, v42, v86
	v_fmac_f32_e32 v178, v29, v27
	v_pk_fma_f32 v[32:33], v[32:33], v[52:53], v[48:49]
	v_add_f32_e32 v71, v43, v87
	v_fmac_f32_e32 v171, v31, v26
	v_fmac_f32_e32 v170, v31, v27
	v_pk_fma_f32 v[42:43], v[28:29], v[24:25], v[58:59] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v177, v29, v24
	v_fmac_f32_e32 v179, v29, v25
	v_pk_fma_f32 v[28:29], v[30:31], v[24:25], v[44:45] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v173, v31, v24
	v_fmac_f32_e32 v172, v31, v25
	v_pk_fma_f32 v[30:31], v[20:21], v[26:27], v[46:47] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[44:45], v[20:21], v[16:17]
	v_fmac_f32_e32 v165, v20, v17
	v_pk_mul_f32 v[46:47], v[20:21], v[18:19]
	v_mov_b32_e32 v48, v19
	v_mov_b32_e32 v49, v24
	v_fmac_f32_e32 v161, v21, v16
	v_pk_mul_f32 v[50:51], v[22:23], v[16:17]
	v_fmac_f32_e32 v158, v22, v17
	v_fmac_f32_e32 v131, v23, v16
	v_mov_b32_e32 v16, v13
	v_mov_b32_e32 v17, v14
	v_add_f32_e32 v82, v82, v98
	v_add_f32_e32 v84, v84, v100
	v_add_f32_e32 v83, v83, v99
	v_add_f32_e32 v85, v85, v101
	v_add_f32_e32 v58, v44, v74
	v_add_f32_e32 v59, v46, v75
	v_fmac_f32_e32 v163, v21, v26
	v_fmac_f32_e32 v162, v21, v27
	v_add_f32_e32 v72, v45, v88
	v_fmac_f32_e32 v160, v21, v18
	v_add_f32_e32 v73, v47, v89
	v_pk_fma_f32 v[44:45], v[20:21], v[24:25], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[20:21], v[48:49], v[62:63]
	v_fmac_f32_e32 v164, v21, v25
	v_pk_fma_f32 v[20:21], v[22:23], v[24:25], v[40:41] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[52:53], v[22:23], v[18:19]
	v_fmac_f32_e32 v135, v23, v25
	v_fmac_f32_e32 v129, v23, v18
	v_pk_mul_f32 v[18:19], v[16:17], v[0:1]
	v_mov_b32_e32 v24, v3
	v_mov_b32_e32 v25, v10
	v_add_f32_e32 v66, v66, v82
	v_add_f32_e32 v68, v68, v84
	v_add_f32_e32 v67, v67, v83
	v_add_f32_e32 v69, v69, v85
	v_pk_mul_f32 v[40:41], v[22:23], v[26:27]
	v_fmac_f32_e32 v159, v22, v27
	v_pk_fma_f32 v[48:49], v[22:23], v[48:49], v[64:65]
	v_fmac_f32_e32 v133, v23, v26
	v_pk_fma_f32 v[152:153], v[12:13], v[0:1], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[150:151], v[12:13], v[2:3], v[36:37] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v169, v15, v0
	v_fmac_f32_e32 v168, v15, v1
	v_fmac_f32_e32 v167, v15, v2
	v_fmac_f32_e32 v166, v15, v3
	v_pk_fma_f32 v[154:155], v[12:13], v[10:11], v[38:39] op_sel_hi:[0,1,1]
	v_add_f32_e32 v214, v18, v54
	v_fmac_f32_e32 v176, v13, v1
	v_pk_mul_f32 v[22:23], v[16:17], v[2:3]
	v_fmac_f32_e32 v175, v14, v0
	v_add_f32_e32 v211, v19, v56
	v_fmac_f32_e32 v174, v14, v2
	v_pk_mul_f32 v[18:19], v[16:17], v[10:11]
	v_fmac_f32_e32 v178, v13, v11
	v_pk_fma_f32 v[146:147], v[16:17], v[24:25], v[32:33]
	v_fmac_f32_e32 v171, v15, v10
	v_fmac_f32_e32 v170, v15, v11
	v_pk_fma_f32 v[156:157], v[12:13], v[8:9], v[42:43] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v177, v13, v8
	v_fmac_f32_e32 v179, v13, v9
	v_pk_fma_f32 v[148:149], v[14:15], v[8:9], v[28:29] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v173, v15, v8
	v_fmac_f32_e32 v172, v15, v9
	v_pk_mul_f32 v[12:13], v[4:5], v[0:1]
	v_pk_mul_f32 v[14:15], v[4:5], v[2:3]
	v_mov_b32_e32 v16, v3
	v_mov_b32_e32 v17, v8
	v_add_f32_e32 v40, v40, v76
	v_add_f32_e32 v27, v50, v66
	v_add_f32_e32 v50, v52, v68
	v_add_f32_e32 v26, v41, v77
	v_add_f32_e32 v41, v51, v67
	v_add_f32_e32 v51, v53, v69
	v_pk_fma_f32 v[142:143], v[4:5], v[10:11], v[30:31] op_sel_hi:[0,1,1]
	v_add_f32_e32 v209, v12, v58
	v_fmac_f32_e32 v165, v4, v1
	v_add_f32_e32 v208, v14, v59
	v_fmac_f32_e32 v163, v5, v10
	v_fmac_f32_e32 v162, v5, v11
	v_fmac_f32_e32 v161, v5, v0
	v_add_f32_e32 v207, v13, v72
	v_fmac_f32_e32 v160, v5, v2
	v_add_f32_e32 v206, v15, v73
	v_pk_fma_f32 v[144:145], v[4:5], v[8:9], v[44:45] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[140:141], v[4:5], v[16:17], v[46:47]
	v_fmac_f32_e32 v164, v5, v9
	v_pk_mul_f32 v[4:5], v[6:7], v[10:11]
	v_pk_mul_f32 v[12:13], v[6:7], v[0:1]
	v_pk_mul_f32 v[14:15], v[6:7], v[2:3]
	v_add_f32_e32 v213, v22, v55
	v_add_f32_e32 v210, v23, v57
	v_add_f32_e32 v215, v18, v70
	v_add_f32_e32 v212, v19, v71
	v_pk_fma_f32 v[138:139], v[6:7], v[8:9], v[20:21] op_sel_hi:[0,1,1]
	v_add_f32_e32 v205, v4, v40
	v_fmac_f32_e32 v159, v6, v11
	v_add_f32_e32 v204, v12, v27
	v_fmac_f32_e32 v158, v6, v1
	v_add_f32_e32 v203, v14, v50
	v_pk_fma_f32 v[136:137], v[6:7], v[16:17], v[48:49]
	v_fmac_f32_e32 v135, v7, v9
	v_fmac_f32_e32 v133, v7, v10
	v_add_f32_e32 v202, v5, v26
	v_fmac_f32_e32 v131, v7, v0
	v_add_f32_e32 v201, v13, v41
	v_fmac_f32_e32 v129, v7, v2
	v_add_f32_e32 v200, v15, v51
	v_add_u32_e32 v188, s16, v188
	s_add_i32 s17, s17, 8
	s_mov_b64 vcc, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_vccnz .LBB0_10
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	s_cmp_lt_i32 s17, s4
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_ge_i32 s17, s4
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[0:1], exec, s[0:1]
	s_mov_b64 vcc, s[0:1]
	s_cbranch_vccnz .LBB0_8
; %bb.7:                                ; %.preheader181
                                        ;   in Loop: Header=BB0_6 Depth=1
	v_add_u32_e32 v0, s17, v128
	v_ashrrev_i32_e32 v1, 31, v0
	v_add_u32_e32 v2, s17, v130
	v_add_u32_e32 v4, s17, v132
	v_add_u32_e32 v6, s17, v134
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[8:9]
	v_ashrrev_i32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[8:9]
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[8:9]
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[8:9]
	global_load_dword v192, v[0:1], off
	global_load_dword v193, v[2:3], off
	global_load_dword v194, v[4:5], off
	global_load_dword v195, v[6:7], off
	v_add_u32_e32 v0, v191, v188
	v_ashrrev_i32_e32 v1, 31, v0
	v_add_u32_e32 v2, v187, v188
	v_add_u32_e32 v4, v189, v188
	v_add_u32_e32 v6, v190, v188
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[10:11]
	v_ashrrev_i32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[10:11]
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[10:11]
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[10:11]
	global_load_dword v196, v[0:1], off
	global_load_dword v197, v[2:3], off
	global_load_dword v198, v[4:5], off
	global_load_dword v199, v[6:7], off
.LBB0_8:                                ; %.preheader176
                                        ;   in Loop: Header=BB0_6 Depth=1
	ds_read_b128 v[112:115], v186 offset:128
	ds_read_b128 v[120:123], v186
	ds_read_b128 v[124:127], v185
	ds_read_b128 v[116:119], v185 offset:64
	ds_read_b128 v[96:99], v186 offset:640
	ds_read_b128 v[104:107], v186 offset:512
	ds_read_b128 v[108:111], v185 offset:512
	ds_read_b128 v[100:103], v185 offset:576
	ds_read_b128 v[80:83], v186 offset:1152
	ds_read_b128 v[88:91], v186 offset:1024
	ds_read_b128 v[92:95], v185 offset:1024
	ds_read_b128 v[84:87], v185 offset:1088
	ds_read_b128 v[64:67], v186 offset:1664
	ds_read_b128 v[72:75], v186 offset:1536
	ds_read_b128 v[76:79], v185 offset:1536
	ds_read_b128 v[68:71], v185 offset:1600
	ds_read_b128 v[48:51], v186 offset:2176
	ds_read_b128 v[56:59], v186 offset:2048
	ds_read_b128 v[60:63], v185 offset:2048
	ds_read_b128 v[52:55], v185 offset:2112
	ds_read_b128 v[32:35], v186 offset:2688
	ds_read_b128 v[36:39], v186 offset:2560
	ds_read_b128 v[44:47], v185 offset:2560
	ds_read_b128 v[40:43], v185 offset:2624
	ds_read_b128 v[16:19], v186 offset:3200
	ds_read_b128 v[24:27], v186 offset:3072
	ds_read_b128 v[28:31], v185 offset:3072
	ds_read_b128 v[20:23], v185 offset:3136
	ds_read_b128 v[0:3], v186 offset:3712
	ds_read_b128 v[8:11], v186 offset:3584
	ds_read_b128 v[12:15], v185 offset:3584
	ds_read_b128 v[4:7], v185 offset:3648
	s_andn2_b64 vcc, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_vccnz .LBB0_5
; %bb.9:                                ; %.preheader178.preheader
                                        ;   in Loop: Header=BB0_6 Depth=1
	s_waitcnt vmcnt(6)
	ds_write2_b32 v183, v192, v193 offset1:32
	s_waitcnt vmcnt(4)
	ds_write2_b32 v183, v194, v195 offset0:64 offset1:96
	s_waitcnt vmcnt(2)
	ds_write2st64_b32 v184, v196, v197 offset1:4
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v184, v198, v199 offset0:8 offset1:12
	s_branch .LBB0_5
.LBB0_10:                               ; %Flow
	v_mov_b32_e32 v0, v181
	v_mov_b32_e32 v1, v182
.LBB0_11:                               ; %Flow817
	v_add_u32_e32 v2, s14, v0
	v_or_b32_e32 v0, s15, v180
	v_or_b32_e32 v1, v2, v1
	v_mad_u64_u32 v[10:11], s[0:1], v1, s5, v[0:1]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[12:13], v[10:11], 2, s[12:13]
	global_load_dwordx4 v[2:5], v[12:13], off
	global_load_dwordx4 v[6:9], v[12:13], off offset:128
	s_mov_b32 s0, s7
	v_add_u32_e32 v10, s5, v10
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[14:15], v[10:11], 2, s[12:13]
	v_add_u32_e32 v10, s5, v10
	v_ashrrev_i32_e32 v11, 31, v10
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[16:17], v[2:3], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[4:5], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s7, v6
	v_mul_f32_e32 v3, s7, v7
	v_mul_f32_e32 v4, s7, v8
	v_mul_f32_e32 v5, s7, v9
	v_pk_fma_f32 v[6:7], v[156:157], s[6:7], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[154:155], s[6:7], v[18:19] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v2, s6, v152
	v_fmac_f32_e32 v3, s6, v153
	v_fmac_f32_e32 v4, s6, v150
	v_fmac_f32_e32 v5, s6, v151
	global_store_dwordx4 v[12:13], v[6:9], off
	global_store_dwordx4 v[12:13], v[2:5], off offset:128
	global_load_dwordx4 v[2:5], v[14:15], off
	s_nop 0
	global_load_dwordx4 v[6:9], v[14:15], off offset:128
	v_lshl_add_u64 v[12:13], v[10:11], 2, s[12:13]
	v_add_u32_e32 v10, s5, v10
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[12:13]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, s7, v2
	v_mul_f32_e32 v3, s7, v3
	v_mul_f32_e32 v4, s7, v4
	v_mul_f32_e32 v5, s7, v5
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v6, s7, v6
	v_mul_f32_e32 v7, s7, v7
	v_mul_f32_e32 v8, s7, v8
	v_mul_f32_e32 v9, s7, v9
	v_fmac_f32_e32 v2, s6, v177
	v_fmac_f32_e32 v3, s6, v179
	v_fmac_f32_e32 v4, s6, v215
	v_fmac_f32_e32 v5, s6, v178
	v_fmac_f32_e32 v6, s6, v214
	v_fmac_f32_e32 v7, s6, v176
	v_fmac_f32_e32 v8, s6, v213
	v_fmac_f32_e32 v9, s6, v146
	global_store_dwordx4 v[14:15], v[2:5], off
	global_store_dwordx4 v[14:15], v[6:9], off offset:128
	global_load_dwordx4 v[2:5], v[12:13], off
	s_nop 0
	global_load_dwordx4 v[6:9], v[12:13], off offset:128
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[2:3], v[2:3], s[0:1] op_sel_hi:[1,0]
	v_mul_f32_e32 v4, s7, v4
	v_mul_f32_e32 v5, s7, v5
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v6, s7, v6
	v_mul_f32_e32 v7, s7, v7
	v_mul_f32_e32 v8, s7, v8
	v_mul_f32_e32 v9, s7, v9
	v_pk_fma_f32 v[2:3], v[148:149], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v4, s6, v147
	v_fmac_f32_e32 v5, s6, v212
	v_fmac_f32_e32 v6, s6, v175
	v_fmac_f32_e32 v7, s6, v211
	v_fmac_f32_e32 v8, s6, v174
	v_fmac_f32_e32 v9, s6, v210
	global_store_dwordx4 v[12:13], v[2:5], off
	global_store_dwordx4 v[12:13], v[6:9], off offset:128
	global_load_dwordx4 v[2:5], v[10:11], off
	s_nop 0
	global_load_dwordx4 v[6:9], v[10:11], off offset:128
	v_or_b32_e32 v12, 16, v1
	v_mad_u64_u32 v[12:13], s[2:3], v12, s5, v[0:1]
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[12:13]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, s7, v2
	v_mul_f32_e32 v3, s7, v3
	v_mul_f32_e32 v4, s7, v4
	v_mul_f32_e32 v5, s7, v5
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v6, s7, v6
	v_mul_f32_e32 v7, s7, v7
	v_mul_f32_e32 v8, s7, v8
	v_mul_f32_e32 v9, s7, v9
	v_fmac_f32_e32 v2, s6, v173
	v_fmac_f32_e32 v3, s6, v172
	v_fmac_f32_e32 v4, s6, v171
	v_fmac_f32_e32 v5, s6, v170
	v_fmac_f32_e32 v6, s6, v169
	v_fmac_f32_e32 v7, s6, v168
	v_fmac_f32_e32 v8, s6, v167
	v_fmac_f32_e32 v9, s6, v166
	global_store_dwordx4 v[10:11], v[2:5], off
	global_store_dwordx4 v[10:11], v[6:9], off offset:128
	global_load_dwordx4 v[2:5], v[12:13], off
	s_nop 0
	global_load_dwordx4 v[6:9], v[12:13], off offset:128
	v_or_b32_e32 v10, 17, v1
	v_mad_u64_u32 v[10:11], s[2:3], v10, s5, v[0:1]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[12:13]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[14:15], v[2:3], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[4:5], s[0:1] op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s7, v6
	v_mul_f32_e32 v3, s7, v7
	v_mul_f32_e32 v4, s7, v8
	v_mul_f32_e32 v5, s7, v9
	v_pk_fma_f32 v[6:7], v[144:145], s[6:7], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[142:143], s[6:7], v[16:17] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v2, s6, v209
	v_fmac_f32_e32 v3, s6, v165
	v_fmac_f32_e32 v4, s6, v208
	v_fmac_f32_e32 v5, s6, v140
	global_store_dwordx4 v[12:13], v[6:9], off
	global_store_dwordx4 v[12:13], v[2:5], off offset:128
	global_load_dwordx4 v[2:5], v[10:11], off
	s_nop 0
	global_load_dwordx4 v[6:9], v[10:11], off offset:128
	v_or_b32_e32 v12, 18, v1
	v_mad_u64_u32 v[12:13], s[2:3], v12, s5, v[0:1]
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[12:13]
	v_or_b32_e32 v1, 19, v1
	v_mad_u64_u32 v[0:1], s[2:3], v1, s5, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, s7, v2
	v_mul_f32_e32 v3, s7, v3
	v_mul_f32_e32 v4, s7, v4
	v_mul_f32_e32 v5, s7, v5
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v6, s7, v6
	v_mul_f32_e32 v7, s7, v7
	v_mul_f32_e32 v8, s7, v8
	v_mul_f32_e32 v9, s7, v9
	v_fmac_f32_e32 v2, s6, v141
	v_fmac_f32_e32 v3, s6, v164
	v_fmac_f32_e32 v4, s6, v163
	v_fmac_f32_e32 v5, s6, v162
	v_fmac_f32_e32 v6, s6, v161
	v_fmac_f32_e32 v7, s6, v207
	v_fmac_f32_e32 v8, s6, v160
	v_fmac_f32_e32 v9, s6, v206
	global_store_dwordx4 v[10:11], v[2:5], off
	global_store_dwordx4 v[10:11], v[6:9], off offset:128
	global_load_dwordx4 v[2:5], v[12:13], off
	s_nop 0
	global_load_dwordx4 v[6:9], v[12:13], off offset:128
	v_lshl_add_u64 v[10:11], v[0:1], 2, s[12:13]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[0:1], v[2:3], s[0:1] op_sel_hi:[1,0]
	v_mul_f32_e32 v2, s7, v4
	v_mul_f32_e32 v3, s7, v5
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v4, s7, v6
	v_mul_f32_e32 v5, s7, v7
	v_mul_f32_e32 v6, s7, v8
	v_mul_f32_e32 v7, s7, v9
	v_pk_fma_f32 v[0:1], v[138:139], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v2, s6, v205
	v_fmac_f32_e32 v3, s6, v159
	v_fmac_f32_e32 v4, s6, v204
	v_fmac_f32_e32 v5, s6, v158
	v_fmac_f32_e32 v6, s6, v203
	v_fmac_f32_e32 v7, s6, v136
	global_store_dwordx4 v[12:13], v[0:3], off
	global_store_dwordx4 v[12:13], v[4:7], off offset:128
	global_load_dwordx4 v[0:3], v[10:11], off
	s_nop 0
	global_load_dwordx4 v[4:7], v[10:11], off offset:128
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v0, s7, v0
	v_mul_f32_e32 v1, s7, v1
	v_mul_f32_e32 v2, s7, v2
	v_mul_f32_e32 v3, s7, v3
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v4, s7, v4
	v_mul_f32_e32 v5, s7, v5
	v_mul_f32_e32 v6, s7, v6
	v_mul_f32_e32 v7, s7, v7
	v_fmac_f32_e32 v0, s6, v137
	v_fmac_f32_e32 v1, s6, v135
	v_fmac_f32_e32 v2, s6, v133
	v_fmac_f32_e32 v3, s6, v202
	v_fmac_f32_e32 v4, s6, v131
	v_fmac_f32_e32 v5, s6, v201
	v_fmac_f32_e32 v6, s6, v129
	v_fmac_f32_e32 v7, s6, v200
	global_store_dwordx4 v[10:11], v[0:3], off
	global_store_dwordx4 v[10:11], v[4:7], off offset:128
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgemm_dbuf
		.amdhsa_group_segment_fixed_size 8192
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
		.amdhsa_next_free_vgpr 224
		.amdhsa_next_free_sgpr 18
		.amdhsa_accum_offset 224
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
	.size	sgemm_dbuf, .Lfunc_end0-sgemm_dbuf
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5412
; NumSgprs: 24
; NumVgprs: 224
; NumAgprs: 0
; TotalNumVgprs: 224
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 27
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 224
; AccumOffset: 224
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 55
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
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
  - .agpr_count:     0
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
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         sgemm_dbuf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     224
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
