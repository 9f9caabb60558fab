	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	_Z12gemm_lds_8x8PKfS0_Pfmmm ; -- Begin function _Z12gemm_lds_8x8PKfS0_Pfmmm
	.globl	_Z12gemm_lds_8x8PKfS0_Pfmmm
	.p2align	8
	.type	_Z12gemm_lds_8x8PKfS0_Pfmmm,@function
_Z12gemm_lds_8x8PKfS0_Pfmmm:            ; @_Z12gemm_lds_8x8PKfS0_Pfmmm
; %bb.0:
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dwordx4 s[4:7], s[0:1], 0x20
	v_and_b32_e32 v3, 15, v0
	v_lshrrev_b32_e32 v2, 4, v0
	s_lshl_b32 s10, s3, 6
	s_lshl_b32 s2, s2, 7
	s_mov_b32 s3, 0
	s_mov_b64 s[12:13], 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[6:7], 0
	v_lshlrev_b32_e32 v1, 3, v2
	v_lshlrev_b32_e32 v79, 3, v3
	s_cbranch_scc0 .LBB0_23
; %bb.1:                                ; %.preheader88.lr.ph
	s_load_dwordx4 s[16:19], s[0:1], 0x0
	s_cmp_eq_u64 s[4:5], 1
	s_cselect_b64 s[0:1], -1, 0
	s_lshl_b64 s[14:15], s[2:3], 2
	v_mov_b32_e32 v83, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s14, s18, s14
	v_mov_b32_e32 v4, 0x2000
	v_lshlrev_b32_e32 v86, 2, v0
	v_mov_b32_e32 v87, v83
	s_addc_u32 s15, s19, s15
	v_lshlrev_b32_e32 v78, 3, v3
	v_lshlrev_b32_e32 v82, 2, v3
	s_movk_i32 s11, 0x2000
	v_lshl_or_b32 v81, v2, 5, v4
	v_lshlrev_b32_e32 v158, 5, v3
	v_or_b32_e32 v159, 0x800, v0
	v_lshl_add_u64 v[88:89], s[14:15], 0, v[86:87]
	v_mul_u32_u24_e32 v3, 0x104, v3
	v_lshlrev_b32_e32 v4, 2, v2
	v_lshlrev_b32_e32 v80, 3, v2
	v_lshl_add_u64 v[84:85], s[16:17], 0, v[82:83]
	v_or_b32_e32 v87, 0x200, v86
	v_lshl_add_u64 v[90:91], v[88:89], 0, 8
	v_or_b32_e32 v160, 0x400, v86
	v_or_b32_e32 v161, 0x600, v86
	v_lshl_add_u64 v[92:93], v[88:89], 0, 16
	v_or_b32_e32 v162, 0x800, v86
	v_or_b32_e32 v163, 0xa00, v86
	v_lshl_add_u64 v[94:95], v[88:89], 0, 24
	v_or_b32_e32 v164, 0xc00, v86
	v_or_b32_e32 v165, 0xe00, v86
	v_lshl_add_u64 v[96:97], v[88:89], 0, 32
	v_or_b32_e32 v166, 0x1000, v86
	v_or_b32_e32 v167, 0x1200, v86
	v_lshl_add_u64 v[98:99], v[88:89], 0, 40
	v_or_b32_e32 v168, 0x1400, v86
	v_or_b32_e32 v169, 0x1600, v86
	v_lshl_add_u64 v[100:101], v[88:89], 0, 48
	v_or_b32_e32 v170, 0x1800, v86
	v_or_b32_e32 v171, 0x1a00, v86
	v_lshl_add_u64 v[102:103], v[88:89], 0, 56
	v_or_b32_e32 v173, 0x1c00, v86
	v_or_b32_e32 v207, 0x1e00, v86
	v_or_b32_e32 v174, 0xffffff80, v0
	v_add3_u32 v175, v3, v4, s11
	v_add_u32_e32 v176, s10, v2
	s_lshl_b64 s[14:15], s[4:5], 2
	s_movk_i32 s11, 0x37f
	s_mov_b64 s[16:17], -1
	s_movk_i32 s22, 0x77f
	v_add_u32_e32 v177, 0xffffff80, v159
	v_lshrrev_b32_e32 v178, 7, v159
	v_add_u32_e32 v179, 0x514, v81
	v_add_u32_e32 v180, 0x51c, v81
	v_add_u32_e32 v181, 0x524, v81
	v_add_u32_e32 v182, 0x52c, v81
	v_add_u32_e32 v183, 0x71c, v81
	v_add_u32_e32 v184, 0x724, v81
	v_add_u32_e32 v185, 0x72c, v81
	v_add_u32_e32 v186, 0x734, v81
	v_add_u32_e32 v187, 0x924, v81
	v_add_u32_e32 v188, 0x92c, v81
	v_add_u32_e32 v189, 0x934, v81
	v_add_u32_e32 v190, 0x93c, v81
	v_add_u32_e32 v191, 0xa28, v81
	v_add_u32_e32 v192, 0xa38, v81
	v_add_u32_e32 v193, 0xb2c, v81
	v_add_u32_e32 v194, 0xb34, v81
	v_add_u32_e32 v195, 0xb3c, v81
	v_add_u32_e32 v196, 0xb44, v81
	v_add_u32_e32 v197, 0xd34, v81
	v_add_u32_e32 v198, 0xd3c, v81
	v_add_u32_e32 v199, 0xd44, v81
	v_add_u32_e32 v200, 0xd4c, v81
	v_add_u32_e32 v201, 0xe38, v81
	v_add_u32_e32 v202, 0xe48, v81
	v_add_u32_e32 v203, 0xf3c, v81
	v_add_u32_e32 v204, 0xf44, v81
	v_add_u32_e32 v205, 0xf4c, v81
	v_add_u32_e32 v206, 0xf54, v81
	v_mov_b64_e32 v[104:105], s[6:7]
	v_mov_b32_e32 v108, v83
	v_mov_b32_e32 v109, v83
	v_mov_b32_e32 v112, v83
	v_mov_b32_e32 v113, v83
	v_mov_b32_e32 v116, v83
	v_mov_b32_e32 v117, v83
	v_mov_b32_e32 v118, v83
	v_mov_b32_e32 v119, v83
	v_mov_b32_e32 v24, v83
	v_mov_b32_e32 v25, v83
	v_mov_b32_e32 v28, v83
	v_mov_b32_e32 v29, v83
	v_mov_b32_e32 v32, v83
	v_mov_b32_e32 v33, v83
	v_mov_b32_e32 v106, v83
	v_mov_b32_e32 v107, v83
	v_mov_b32_e32 v8, v83
	v_mov_b32_e32 v9, v83
	v_mov_b32_e32 v12, v83
	v_mov_b32_e32 v13, v83
	v_mov_b32_e32 v16, v83
	v_mov_b32_e32 v17, v83
	v_mov_b32_e32 v20, v83
	v_mov_b32_e32 v21, v83
	v_mov_b32_e32 v22, v83
	v_mov_b32_e32 v23, v83
	v_mov_b32_e32 v26, v83
	v_mov_b32_e32 v27, v83
	v_mov_b32_e32 v30, v83
	v_mov_b32_e32 v31, v83
	v_mov_b32_e32 v4, v83
	v_mov_b32_e32 v5, v83
	v_mov_b32_e32 v6, v83
	v_mov_b32_e32 v7, v83
	v_mov_b32_e32 v10, v83
	v_mov_b32_e32 v11, v83
	v_mov_b32_e32 v14, v83
	v_mov_b32_e32 v15, v83
	v_mov_b32_e32 v18, v83
	v_mov_b32_e32 v19, v83
	v_mov_b32_e32 v36, v83
	v_mov_b32_e32 v37, v83
	v_mov_b32_e32 v40, v83
	v_mov_b32_e32 v41, v83
	v_mov_b32_e32 v44, v83
	v_mov_b32_e32 v45, v83
	v_mov_b32_e32 v2, v83
	v_mov_b32_e32 v3, v83
	v_mov_b32_e32 v114, v83
	v_mov_b32_e32 v115, v83
	v_mov_b32_e32 v120, v83
	v_mov_b32_e32 v121, v83
	v_mov_b32_e32 v122, v83
	v_mov_b32_e32 v123, v83
	v_mov_b32_e32 v124, v83
	v_mov_b32_e32 v125, v83
	v_mov_b32_e32 v34, v83
	v_mov_b32_e32 v35, v83
	v_mov_b32_e32 v38, v83
	v_mov_b32_e32 v39, v83
	v_mov_b32_e32 v42, v83
	v_mov_b32_e32 v43, v83
	v_mov_b32_e32 v110, v83
	v_mov_b32_e32 v111, v83
	s_branch .LBB0_3
.LBB0_2:                                ; %Flow1887
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[70:73], v81
	ds_read_b128 v[50:53], v81 offset:16
	ds_read2_b32 v[126:127], v81 offset0:65 offset1:66
	ds_read_b128 v[54:57], v158
	ds_read2_b64 v[74:77], v81 offset0:65 offset1:66
	ds_read2_b32 v[128:129], v81 offset0:195 offset1:196
	ds_read_b128 v[46:49], v158 offset:16
	ds_read_b128 v[58:61], v158 offset:1024
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[130:131], v[70:71], v[54:55], v[42:43] op_sel_hi:[0,1,1]
	ds_read_b128 v[62:65], v158 offset:512
	ds_read_b128 v[66:69], v158 offset:528
	ds_read2_b32 v[42:43], v81 offset0:67 offset1:68
	ds_read2_b32 v[146:147], v81 offset0:69 offset1:70
	ds_read2_b32 v[216:217], v81 offset0:71 offset1:72
	ds_read_b128 v[208:211], v158 offset:1040
	ds_read2_b64 v[152:155], v81 offset0:67 offset1:68
	s_waitcnt lgkmcnt(8)
	v_pk_fma_f32 v[30:31], v[70:71], v[46:47], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39], v[70:71], v[54:55], v[38:39] op_sel:[1,0,0]
	v_pk_fma_f32 v[44:45], v[70:71], v[56:57], v[44:45] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41], v[70:71], v[56:57], v[40:41] op_sel:[1,0,0]
	v_pk_fma_f32 v[132:133], v[70:71], v[46:47], v[26:27] op_sel:[1,0,0]
	v_pk_fma_f32 v[32:33], v[70:71], v[48:49], v[32:33] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[134:135], v[72:73], v[46:47], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[70:71], v[70:71], v[48:49], v[28:29] op_sel:[1,0,0]
	v_pk_fma_f32 v[136:137], v[72:73], v[48:49], v[24:25] op_sel_hi:[0,1,1]
	ds_read_b128 v[22:25], v158 offset:1536
	ds_read_b128 v[26:29], v158 offset:1552
	ds_read2_b32 v[138:139], v81 offset0:197 offset1:198
	ds_read2_b32 v[148:149], v81 offset0:199 offset1:200
	ds_read2_b32 v[218:219], v81 offset0:201 offset1:202
	s_waitcnt lgkmcnt(10)
	v_pk_fma_f32 v[30:31], v[126:127], v[66:67], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[72:73], v[54:55], v[34:35] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(6)
	v_pk_fma_f32 v[30:31], v[74:75], v[208:209], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[42:43], v[62:63], v[34:35] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[156:157], v[128:129], v[26:27], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[126:127], v[66:67], v[132:133] op_sel:[1,0,0]
	v_pk_fma_f32 v[142:143], v[76:77], v[58:59], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[126:127], v[64:65], v[44:45] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[74:75], v[208:209], v[30:31] op_sel:[1,0,0]
	v_pk_fma_f32 v[34:35], v[74:75], v[60:61], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[132:133], v[128:129], v[26:27], v[30:31] op_sel:[1,0,0]
	v_pk_fma_f32 v[30:31], v[42:43], v[66:67], v[134:135] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[128:129], v[24:25], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[126:127], v[64:65], v[40:41] op_sel:[1,0,0]
	v_pk_fma_f32 v[134:135], v[76:77], v[208:209], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[126:127], v[68:69], v[32:33] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[36:37], v[72:73], v[56:57], v[36:37] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[74:75], v[60:61], v[34:35] op_sel:[1,0,0]
	v_pk_fma_f32 v[30:31], v[74:75], v[210:211], v[30:31] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v82, v73
	v_pk_fma_f32 v[72:73], v[128:129], v[24:25], v[34:35] op_sel:[1,0,0]
	v_pk_fma_f32 v[34:35], v[42:43], v[64:65], v[36:37] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[220:221], v[128:129], v[28:29], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[126:127], v[68:69], v[70:71] op_sel:[1,0,0]
	v_pk_fma_f32 v[38:39], v[126:127], v[62:63], v[38:39] op_sel:[1,0,0]
	v_pk_fma_f32 v[150:151], v[76:77], v[60:61], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[74:75], v[210:211], v[30:31] op_sel:[1,0,0]
	v_pk_fma_f32 v[38:39], v[74:75], v[58:59], v[38:39] op_sel:[1,0,0]
	ds_read_b128 v[30:33], v81 offset:1040
	v_pk_fma_f32 v[70:71], v[128:129], v[28:29], v[34:35] op_sel:[1,0,0]
	ds_read_b128 v[34:37], v158 offset:2048
	v_pk_fma_f32 v[130:131], v[126:127], v[62:63], v[130:131] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[140:141], v[128:129], v[22:23], v[38:39] op_sel:[1,0,0]
	v_pk_fma_f32 v[38:39], v[42:43], v[68:69], v[136:137] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[130:131], v[74:75], v[58:59], v[130:131] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[74:75], v[76:77], v[210:211], v[38:39] op_sel_hi:[0,1,1]
	ds_read_b128 v[38:41], v158 offset:2064
	ds_read_b128 v[212:215], v81 offset:1056
	v_pk_fma_f32 v[130:131], v[128:129], v[22:23], v[130:131] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v144, v77
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[76:77], v[30:31], v[34:35], v[130:131] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[130:131], v[138:139], v[24:25], v[150:151] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[224:225], v[52:53], v[56:57], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[226:227], v[52:53], v[46:47], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[82:83], v[56:57], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[228:229], v[50:51], v[56:57], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[230:231], v[50:51], v[46:47], v[12:13] op_sel:[1,0,0]
	ds_read2_b32 v[232:233], v179 offset1:1
	ds_read_b128 v[6:9], v158 offset:2560
	ds_read_b128 v[10:13], v158 offset:2576
	ds_read2_b32 v[234:235], v180 offset1:1
	ds_read2_b32 v[236:237], v181 offset1:1
	ds_read2_b32 v[238:239], v182 offset1:1
	v_pk_fma_f32 v[126:127], v[30:31], v[34:35], v[140:141] op_sel:[1,0,0]
	v_pk_fma_f32 v[128:129], v[138:139], v[22:23], v[142:143] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[30:31], v[36:37], v[44:45] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[72:73], v[30:31], v[36:37], v[72:73] op_sel:[1,0,0]
	v_pk_fma_f32 v[140:141], v[32:33], v[36:37], v[130:131] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(7)
	v_pk_fma_f32 v[142:143], v[30:31], v[38:39], v[156:157] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[150:151], v[30:31], v[38:39], v[132:133] op_sel:[1,0,0]
	v_pk_fma_f32 v[130:131], v[138:139], v[26:27], v[134:135] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[220:221], v[30:31], v[40:41], v[220:221] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[30:31], v[40:41], v[70:71] op_sel:[1,0,0]
	v_pk_fma_f32 v[20:21], v[82:83], v[46:47], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[42:43], v[64:65], v[18:19] op_sel:[1,0,0]
	v_pk_fma_f32 v[156:157], v[32:33], v[38:39], v[130:131] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[70:71], v[138:139], v[28:29], v[74:75] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[132:133], v[232:233], v[8:9], v[44:45] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[130:131], v[232:233], v[8:9], v[72:73] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[72:73], v[232:233], v[12:13], v[30:31] op_sel:[1,0,0]
	v_pk_fma_f32 v[30:31], v[82:83], v[54:55], v[124:125] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[82:83], v[48:49], v[118:119] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[42:43], v[66:67], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[18:19], v[144:145], v[60:61], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[128:129], v[32:33], v[34:35], v[128:129] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[222:223], v[32:33], v[40:41], v[70:71] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v32, v33
	v_pk_fma_f32 v[30:31], v[42:43], v[62:63], v[30:31] op_sel:[1,0,0]
	v_pk_fma_f32 v[42:43], v[42:43], v[68:69], v[44:45] op_sel:[1,0,0]
	v_pk_fma_f32 v[20:21], v[144:145], v[208:209], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[138:139], v[24:25], v[18:19] op_sel:[1,0,0]
	v_pk_fma_f32 v[30:31], v[144:145], v[58:59], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[42:43], v[144:145], v[210:211], v[42:43] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[138:139], v[26:27], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[18:19], v[32:33], v[36:37], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[50:51], v[56:57], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[138:139], v[22:23], v[30:31] op_sel:[1,0,0]
	v_pk_fma_f32 v[42:43], v[138:139], v[28:29], v[42:43] op_sel:[1,0,0]
	v_pk_fma_f32 v[20:21], v[32:33], v[38:39], v[20:21] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[138:139], v[234:235], v[8:9], v[18:19] op_sel:[1,0,0]
	v_pk_fma_f32 v[18:19], v[50:51], v[54:55], v[122:123] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[32:33], v[34:35], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[118:119], v[234:235], v[10:11], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[18:19], v[146:147], v[62:63], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[50:51], v[54:55], v[120:121] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[146:147], v[64:65], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[50:51], v[46:47], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[74:75], v[232:233], v[10:11], v[142:143] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[142:143], v[234:235], v[6:7], v[30:31] op_sel:[1,0,0]
	v_pk_fma_f32 v[20:21], v[146:147], v[62:63], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[30:31], v[146:147], v[64:65], v[228:229] op_sel:[1,0,0]
	v_pk_fma_f32 v[18:19], v[152:153], v[58:59], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[152:153], v[60:61], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[32:33], v[40:41], v[42:43] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[146:147], v[66:67], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[42:43], v[50:51], v[48:49], v[116:117] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[50:51], v[48:49], v[112:113] op_sel:[1,0,0]
	v_pk_fma_f32 v[18:19], v[148:149], v[22:23], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[152:153], v[58:59], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[148:149], v[24:25], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[152:153], v[60:61], v[30:31] op_sel:[1,0,0]
	v_pk_fma_f32 v[124:125], v[234:235], v[12:13], v[32:33] op_sel:[1,0,0]
	v_pk_fma_f32 v[32:33], v[146:147], v[66:67], v[230:231] op_sel:[1,0,0]
	v_pk_fma_f32 v[42:43], v[146:147], v[68:69], v[42:43] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[146:147], v[68:69], v[44:45] op_sel:[1,0,0]
	v_pk_fma_f32 v[20:21], v[148:149], v[22:23], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[30:31], v[148:149], v[24:25], v[30:31] op_sel:[1,0,0]
	v_pk_fma_f32 v[16:17], v[152:153], v[208:209], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[212:213], v[34:35], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[212:213], v[36:37], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[136:137], v[232:233], v[6:7], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[76:77], v[232:233], v[10:11], v[150:151] op_sel:[1,0,0]
	v_pk_fma_f32 v[16:17], v[148:149], v[26:27], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[152:153], v[208:209], v[32:33] op_sel:[1,0,0]
	v_pk_fma_f32 v[42:43], v[152:153], v[210:211], v[42:43] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[152:153], v[210:211], v[44:45] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[150:151], v[236:237], v[6:7], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[212:213], v[34:35], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[146:147], v[236:237], v[8:9], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[212:213], v[36:37], v[30:31] op_sel:[1,0,0]
	v_pk_fma_f32 v[32:33], v[148:149], v[26:27], v[32:33] op_sel:[1,0,0]
	v_pk_fma_f32 v[42:43], v[148:149], v[28:29], v[42:43] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[148:149], v[28:29], v[44:45] op_sel:[1,0,0]
	v_pk_fma_f32 v[152:153], v[236:237], v[6:7], v[18:19] op_sel:[1,0,0]
	v_pk_fma_f32 v[148:149], v[236:237], v[8:9], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[212:213], v[38:39], v[16:17] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v18, v53
	v_pk_fma_f32 v[112:113], v[236:237], v[10:11], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[212:213], v[38:39], v[32:33] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[18:19], v[56:57], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[116:117], v[236:237], v[10:11], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[212:213], v[40:41], v[42:43] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v32, v155
	v_pk_fma_f32 v[2:3], v[216:217], v[64:65], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[120:121], v[236:237], v[12:13], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[212:213], v[40:41], v[44:45] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[32:33], v[60:61], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[122:123], v[236:237], v[12:13], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[52:53], v[54:55], v[114:115] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v42, v215
	v_pk_fma_f32 v[2:3], v[218:219], v[24:25], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[216:217], v[62:63], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[42:43], v[36:37], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[154:155], v[58:59], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[216:217], v[64:65], v[224:225] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[64:65], v[238:239], v[8:9], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[18:19], v[46:47], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[218:219], v[22:23], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[216:217], v[66:67], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[214:215], v[34:35], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[32:33], v[208:209], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[144:145], v[234:235], v[6:7], v[128:129] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[128:129], v[234:235], v[10:11], v[156:157] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[156:157], v[238:239], v[6:7], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[18:19], v[54:55], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[218:219], v[26:27], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[216:217], v[62:63], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[42:43], v[38:39], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[52:53], v[48:49], v[108:109] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[32:33], v[58:59], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[238:239], v[10:11], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[18:19], v[48:49], v[106:107] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[216:217], v[66:67], v[226:227] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[216:217], v[68:69], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[216:217], v[68:69], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[20:21], v[154:155], v[60:61], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[154:155], v[208:209], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[154:155], v[210:211], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[32:33], v[210:211], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[218:219], v[24:25], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[218:219], v[26:27], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[218:219], v[28:29], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[218:219], v[22:23], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[218:219], v[28:29], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[20:21], v[214:215], v[36:37], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[214:215], v[38:39], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[214:215], v[40:41], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[42:43], v[34:35], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[42:43], v[40:41], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[134:135], v[232:233], v[6:7], v[126:127] op_sel:[1,0,0]
	v_pk_fma_f32 v[70:71], v[232:233], v[12:13], v[220:221] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[140:141], v[234:235], v[8:9], v[140:141] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[126:127], v[234:235], v[12:13], v[222:223] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[154:155], v[238:239], v[8:9], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], v[238:239], v[10:11], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[114:115], v[238:239], v[12:13], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[238:239], v[6:7], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[60:61], v[238:239], v[12:13], v[2:3] op_sel:[1,0,0]
	ds_read2_b64 v[18:21], v81 offset0:195 offset1:196
	ds_read2_b64 v[10:13], v81 offset0:197 offset1:198
	ds_read_b128 v[22:25], v158 offset:3072
	ds_read_b128 v[14:17], v158 offset:3088
	ds_read2_b32 v[56:57], v183 offset1:1
	ds_read2_b32 v[50:51], v184 offset1:1
	ds_read2_b32 v[46:47], v185 offset1:1
	ds_read2_b32 v[44:45], v186 offset1:1
	ds_read_b128 v[6:9], v81 offset:2080
	ds_read_b128 v[2:5], v81 offset:2096
	ds_read2_b32 v[54:55], v187 offset1:1
	ds_read2_b32 v[52:53], v188 offset1:1
	ds_read2_b32 v[48:49], v189 offset1:1
	ds_read2_b32 v[42:43], v190 offset1:1
	ds_read_b128 v[30:33], v158 offset:3584
	ds_read_b128 v[26:29], v158 offset:4096
	s_waitcnt lgkmcnt(14)
	v_mov_b32_e32 v62, v13
	v_mov_b32_e32 v82, v21
	s_waitcnt lgkmcnt(13)
	v_pk_fma_f32 v[34:35], v[62:63], v[22:23], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[106:107], v[18:19], v[22:23], v[136:137] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[110:111], v[18:19], v[22:23], v[134:135] op_sel:[1,0,0]
	v_pk_fma_f32 v[134:135], v[20:21], v[22:23], v[144:145] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[136:137], v[82:83], v[22:23], v[142:143] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[142:143], v[10:11], v[22:23], v[150:151] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[144:145], v[10:11], v[22:23], v[152:153] op_sel:[1,0,0]
	v_pk_fma_f32 v[22:23], v[12:13], v[22:23], v[156:157] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[68:69], v[44:45], v[30:31], v[34:35] op_sel:[1,0,0]
	v_pk_fma_f32 v[106:107], v[56:57], v[30:31], v[106:107] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[110:111], v[56:57], v[30:31], v[110:111] op_sel:[1,0,0]
	v_pk_fma_f32 v[134:135], v[50:51], v[30:31], v[134:135] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[136:137], v[50:51], v[30:31], v[136:137] op_sel:[1,0,0]
	v_pk_fma_f32 v[142:143], v[46:47], v[30:31], v[142:143] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[144:145], v[46:47], v[30:31], v[144:145] op_sel:[1,0,0]
	v_pk_fma_f32 v[30:31], v[44:45], v[30:31], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[62:63], v[24:25], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[64:65], v[44:45], v[32:33], v[22:23] op_sel:[1,0,0]
	v_pk_fma_f32 v[22:23], v[18:19], v[24:25], v[132:133] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[150:151], v[56:57], v[32:33], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[18:19], v[24:25], v[130:131] op_sel:[1,0,0]
	ds_read_b128 v[130:133], v158 offset:4608
	v_pk_fma_f32 v[152:153], v[56:57], v[32:33], v[22:23] op_sel:[1,0,0]
	v_pk_fma_f32 v[22:23], v[20:21], v[24:25], v[140:141] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[140:141], v[50:51], v[32:33], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[82:83], v[24:25], v[138:139] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[138:139], v[10:11], v[24:25], v[146:147] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[146:147], v[10:11], v[24:25], v[148:149] op_sel:[1,0,0]
	v_pk_fma_f32 v[24:25], v[12:13], v[24:25], v[154:155] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[134:135], v[8:9], v[26:27], v[134:135] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v156, v9
	v_pk_fma_f32 v[148:149], v[50:51], v[32:33], v[22:23] op_sel:[1,0,0]
	v_pk_fma_f32 v[138:139], v[46:47], v[32:33], v[138:139] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[146:147], v[46:47], v[32:33], v[146:147] op_sel:[1,0,0]
	v_pk_fma_f32 v[32:33], v[44:45], v[32:33], v[24:25] op_sel_hi:[0,1,1]
	ds_read_b128 v[22:25], v158 offset:4624
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[154:155], v[52:53], v[130:131], v[134:135] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[134:135], v[156:157], v[26:27], v[136:137] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v66, v5
	v_pk_fma_f32 v[208:209], v[52:53], v[130:131], v[134:135] op_sel:[1,0,0]
	v_pk_fma_f32 v[134:135], v[2:3], v[26:27], v[142:143] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[68:69], v[66:67], v[26:27], v[68:69] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[106:107], v[6:7], v[26:27], v[106:107] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[110:111], v[6:7], v[26:27], v[110:111] op_sel:[1,0,0]
	v_pk_fma_f32 v[142:143], v[48:49], v[130:131], v[134:135] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[134:135], v[2:3], v[26:27], v[144:145] op_sel:[1,0,0]
	v_pk_fma_f32 v[26:27], v[4:5], v[26:27], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[68:69], v[42:43], v[130:131], v[68:69] op_sel:[1,0,0]
	v_pk_fma_f32 v[106:107], v[54:55], v[130:131], v[106:107] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[110:111], v[54:55], v[130:131], v[110:111] op_sel:[1,0,0]
	v_pk_fma_f32 v[144:145], v[48:49], v[130:131], v[134:135] op_sel:[1,0,0]
	v_pk_fma_f32 v[130:131], v[42:43], v[130:131], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], v[66:67], v[28:29], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[64:65], v[42:43], v[132:133], v[26:27] op_sel:[1,0,0]
	v_pk_fma_f32 v[26:27], v[6:7], v[28:29], v[150:151] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[150:151], v[54:55], v[132:133], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], v[6:7], v[28:29], v[152:153] op_sel:[1,0,0]
	ds_read_b128 v[38:41], v158 offset:3600
	ds_read_b128 v[34:37], v158 offset:4112
	v_pk_fma_f32 v[152:153], v[54:55], v[132:133], v[26:27] op_sel:[1,0,0]
	v_pk_fma_f32 v[26:27], v[8:9], v[28:29], v[140:141] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[210:211], v[52:53], v[132:133], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], v[156:157], v[28:29], v[148:149] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[148:149], v[52:53], v[132:133], v[26:27] op_sel:[1,0,0]
	v_pk_fma_f32 v[26:27], v[2:3], v[28:29], v[138:139] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[212:213], v[48:49], v[132:133], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[2:3], v[28:29], v[146:147] op_sel:[1,0,0]
	v_pk_fma_f32 v[32:33], v[4:5], v[28:29], v[32:33] op_sel_hi:[0,1,1]
	ds_read2_b64 v[26:29], v192 offset1:1
	ds_read2_b64 v[134:137], v191 offset1:1
	ds_read_b128 v[138:141], v158 offset:5120
	v_pk_fma_f32 v[146:147], v[48:49], v[132:133], v[30:31] op_sel:[1,0,0]
	v_pk_fma_f32 v[132:133], v[42:43], v[132:133], v[32:33] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v214, v29
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v218, v137
	ds_read_b128 v[30:33], v158 offset:5136
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[216:217], v[214:215], v[138:139], v[68:69] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[106:107], v[134:135], v[138:139], v[106:107] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[110:111], v[134:135], v[138:139], v[110:111] op_sel:[1,0,0]
	v_pk_fma_f32 v[154:155], v[136:137], v[138:139], v[154:155] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[208:209], v[218:219], v[138:139], v[208:209] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[142:143], v[26:27], v[138:139], v[142:143] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[144:145], v[26:27], v[138:139], v[144:145] op_sel:[1,0,0]
	v_pk_fma_f32 v[130:131], v[28:29], v[138:139], v[130:131] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[138:139], v[214:215], v[140:141], v[64:65] op_sel_hi:[0,1,1]
	ds_read2_b32 v[64:65], v196 offset1:1
	v_pk_fma_f32 v[150:151], v[134:135], v[140:141], v[150:151] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[152:153], v[134:135], v[140:141], v[152:153] op_sel:[1,0,0]
	v_pk_fma_f32 v[210:211], v[136:137], v[140:141], v[210:211] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[148:149], v[218:219], v[140:141], v[148:149] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[212:213], v[26:27], v[140:141], v[212:213] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[146:147], v[26:27], v[140:141], v[146:147] op_sel:[1,0,0]
	v_pk_fma_f32 v[132:133], v[28:29], v[140:141], v[132:133] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[140:141], v[18:19], v[14:15], v[74:75] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[76:77], v[18:19], v[14:15], v[76:77] op_sel:[1,0,0]
	v_pk_fma_f32 v[128:129], v[20:21], v[14:15], v[128:129] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[220:221], v[18:19], v[16:17], v[70:71] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[222:223], v[18:19], v[16:17], v[72:73] op_sel:[1,0,0]
	v_pk_fma_f32 v[126:127], v[20:21], v[16:17], v[126:127] op_sel_hi:[0,1,1]
	ds_read_b128 v[68:71], v158 offset:5632
	ds_read2_b32 v[224:225], v193 offset1:1
	ds_read2_b32 v[226:227], v194 offset1:1
	ds_read2_b32 v[228:229], v195 offset1:1
	ds_read_b128 v[18:21], v158 offset:5648
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[72:73], v[64:65], v[68:69], v[216:217] op_sel:[1,0,0]
	v_pk_fma_f32 v[216:217], v[62:63], v[14:15], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[62:63], v[16:17], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[118:119], v[82:83], v[14:15], v[118:119] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[124:125], v[82:83], v[16:17], v[124:125] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[74:75], v[224:225], v[68:69], v[106:107] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[106:107], v[224:225], v[68:69], v[110:111] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[110:111], v[226:227], v[68:69], v[154:155] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[154:155], v[226:227], v[68:69], v[208:209] op_sel:[1,0,0]
	v_pk_fma_f32 v[208:209], v[226:227], v[70:71], v[210:211] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[210:211], v[10:11], v[14:15], v[112:113] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[230:231], v[10:11], v[14:15], v[116:117] op_sel:[1,0,0]
	v_pk_fma_f32 v[120:121], v[10:11], v[16:17], v[120:121] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[122:123], v[10:11], v[16:17], v[122:123] op_sel:[1,0,0]
	v_pk_fma_f32 v[232:233], v[12:13], v[14:15], v[108:109] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[234:235], v[12:13], v[16:17], v[114:115] op_sel_hi:[0,1,1]
	ds_read_b128 v[10:13], v158 offset:6144
	ds_read_b128 v[14:17], v81 offset:3136
	ds_read_b128 v[58:61], v81 offset:3120
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[142:143], v[228:229], v[68:69], v[142:143] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[144:145], v[228:229], v[68:69], v[144:145] op_sel:[1,0,0]
	v_pk_fma_f32 v[130:131], v[64:65], v[68:69], v[130:131] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[138:139], v[64:65], v[70:71], v[138:139] op_sel:[1,0,0]
	v_pk_fma_f32 v[150:151], v[224:225], v[70:71], v[150:151] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[152:153], v[224:225], v[70:71], v[152:153] op_sel:[1,0,0]
	v_pk_fma_f32 v[148:149], v[226:227], v[70:71], v[148:149] op_sel:[1,0,0]
	v_pk_fma_f32 v[108:109], v[228:229], v[70:71], v[212:213] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[112:113], v[228:229], v[70:71], v[146:147] op_sel:[1,0,0]
	v_pk_fma_f32 v[114:115], v[64:65], v[70:71], v[132:133] op_sel_hi:[0,1,1]
	ds_read_b128 v[68:71], v158 offset:6160
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v82, v17
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v146, v61
	v_pk_fma_f32 v[116:117], v[82:83], v[10:11], v[72:73] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[132:133], v[58:59], v[10:11], v[74:75] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[106:107], v[58:59], v[10:11], v[106:107] op_sel:[1,0,0]
	v_pk_fma_f32 v[110:111], v[60:61], v[10:11], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[154:155], v[146:147], v[10:11], v[154:155] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[142:143], v[14:15], v[10:11], v[142:143] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[144:145], v[14:15], v[10:11], v[144:145] op_sel:[1,0,0]
	v_pk_fma_f32 v[130:131], v[16:17], v[10:11], v[130:131] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[138:139], v[82:83], v[12:13], v[138:139] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[150:151], v[58:59], v[12:13], v[150:151] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[152:153], v[58:59], v[12:13], v[152:153] op_sel:[1,0,0]
	v_pk_fma_f32 v[208:209], v[60:61], v[12:13], v[208:209] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[148:149], v[146:147], v[12:13], v[148:149] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], v[14:15], v[12:13], v[108:109] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[212:213], v[14:15], v[12:13], v[112:113] op_sel:[1,0,0]
	v_pk_fma_f32 v[114:115], v[16:17], v[12:13], v[114:115] op_sel_hi:[0,1,1]
	ds_read2_b32 v[236:237], v200 offset1:1
	ds_read_b128 v[10:13], v158 offset:6656
	ds_read2_b32 v[238:239], v197 offset1:1
	ds_read2_b32 v[240:241], v198 offset1:1
	ds_read2_b32 v[242:243], v199 offset1:1
	ds_read_b128 v[72:75], v158 offset:6672
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[244:245], v[236:237], v[10:11], v[116:117] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[246:247], v[238:239], v[10:11], v[106:107] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[248:249], v[240:241], v[10:11], v[110:111] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[250:251], v[242:243], v[12:13], v[108:109] op_sel_hi:[0,1,1]
	ds_read_b128 v[106:109], v158 offset:7168
	ds_read2_b64 v[110:113], v201 offset1:1
	v_pk_fma_f32 v[132:133], v[238:239], v[10:11], v[132:133] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[154:155], v[240:241], v[10:11], v[154:155] op_sel:[1,0,0]
	v_pk_fma_f32 v[142:143], v[242:243], v[10:11], v[142:143] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[144:145], v[242:243], v[10:11], v[144:145] op_sel:[1,0,0]
	v_pk_fma_f32 v[130:131], v[236:237], v[10:11], v[130:131] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[138:139], v[236:237], v[12:13], v[138:139] op_sel:[1,0,0]
	v_pk_fma_f32 v[150:151], v[238:239], v[12:13], v[150:151] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[152:153], v[238:239], v[12:13], v[152:153] op_sel:[1,0,0]
	v_pk_fma_f32 v[208:209], v[240:241], v[12:13], v[208:209] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[148:149], v[240:241], v[12:13], v[148:149] op_sel:[1,0,0]
	v_pk_fma_f32 v[212:213], v[242:243], v[12:13], v[212:213] op_sel:[1,0,0]
	v_pk_fma_f32 v[252:253], v[236:237], v[12:13], v[114:115] op_sel_hi:[0,1,1]
	ds_read2_b64 v[10:13], v202 offset1:1
	ds_read_b128 v[114:117], v158 offset:7184
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v254, v113
	v_pk_fma_f32 v[132:133], v[110:111], v[106:107], v[132:133] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[246:247], v[110:111], v[106:107], v[246:247] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v172, v13
	v_pk_fma_f32 v[248:249], v[112:113], v[106:107], v[248:249] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[154:155], v[254:255], v[106:107], v[154:155] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[142:143], v[10:11], v[106:107], v[142:143] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[144:145], v[10:11], v[106:107], v[144:145] op_sel:[1,0,0]
	v_pk_fma_f32 v[130:131], v[12:13], v[106:107], v[130:131] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[106:107], v[172:173], v[106:107], v[244:245] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[150:151], v[110:111], v[108:109], v[150:151] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[152:153], v[110:111], v[108:109], v[152:153] op_sel:[1,0,0]
	v_pk_fma_f32 v[208:209], v[112:113], v[108:109], v[208:209] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[148:149], v[254:255], v[108:109], v[148:149] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[244:245], v[10:11], v[108:109], v[250:251] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[212:213], v[10:11], v[108:109], v[212:213] op_sel:[1,0,0]
	v_pk_fma_f32 v[250:251], v[12:13], v[108:109], v[252:253] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[138:139], v[172:173], v[108:109], v[138:139] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], v[56:57], v[38:39], v[140:141] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[76:77], v[56:57], v[38:39], v[76:77] op_sel:[1,0,0]
	v_pk_fma_f32 v[140:141], v[56:57], v[40:41], v[220:221] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[56:57], v[40:41], v[222:223] op_sel:[1,0,0]
	v_pk_fma_f32 v[108:109], v[6:7], v[34:35], v[108:109] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[76:77], v[6:7], v[34:35], v[76:77] op_sel:[1,0,0]
	v_pk_fma_f32 v[128:129], v[50:51], v[38:39], v[128:129] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[140:141], v[6:7], v[36:37], v[140:141] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[6:7], v[36:37], v[56:57] op_sel:[1,0,0]
	v_pk_fma_f32 v[56:57], v[50:51], v[40:41], v[126:127] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[128:129], v[8:9], v[34:35], v[128:129] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[8:9], v[36:37], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[54:55], v[22:23], v[108:109] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[76:77], v[54:55], v[22:23], v[76:77] op_sel:[1,0,0]
	v_pk_fma_f32 v[108:109], v[54:55], v[24:25], v[140:141] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[54:55], v[24:25], v[6:7] op_sel:[1,0,0]
	v_pk_fma_f32 v[54:55], v[134:135], v[30:31], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[134:135], v[30:31], v[76:77] op_sel:[1,0,0]
	v_pk_fma_f32 v[76:77], v[52:53], v[22:23], v[128:129] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[76:77], v[136:137], v[30:31], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[52:53], v[24:25], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[136:137], v[32:33], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[76:77], v[226:227], v[18:19], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[76:77], v[60:61], v[68:69], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[226:227], v[20:21], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[60:61], v[70:71], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[240:241], v[72:73], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[76:77], v[44:45], v[38:39], v[216:217] op_sel:[1,0,0]
	v_pk_fma_f32 v[108:109], v[134:135], v[32:33], v[108:109] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[134:135], v[32:33], v[6:7] op_sel:[1,0,0]
	v_pk_fma_f32 v[76:77], v[66:67], v[34:35], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[44:45], v[40:41], v[62:63] op_sel:[1,0,0]
	v_pk_fma_f32 v[54:55], v[224:225], v[18:19], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[224:225], v[18:19], v[56:57] op_sel:[1,0,0]
	v_pk_fma_f32 v[108:109], v[224:225], v[20:21], v[108:109] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[224:225], v[20:21], v[6:7] op_sel:[1,0,0]
	v_pk_fma_f32 v[62:63], v[66:67], v[36:37], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[66:67], v[42:43], v[22:23], v[76:77] op_sel:[1,0,0]
	v_pk_fma_f32 v[76:77], v[50:51], v[38:39], v[118:119] op_sel:[1,0,0]
	v_pk_fma_f32 v[54:55], v[58:59], v[68:69], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[58:59], v[68:69], v[56:57] op_sel:[1,0,0]
	v_pk_fma_f32 v[108:109], v[58:59], v[70:71], v[108:109] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[58:59], v[70:71], v[6:7] op_sel:[1,0,0]
	v_pk_fma_f32 v[50:51], v[50:51], v[40:41], v[124:125] op_sel:[1,0,0]
	v_pk_fma_f32 v[76:77], v[156:157], v[34:35], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[238:239], v[72:73], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[238:239], v[72:73], v[56:57] op_sel:[1,0,0]
	v_pk_fma_f32 v[58:59], v[238:239], v[74:75], v[108:109] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[238:239], v[74:75], v[6:7] op_sel:[1,0,0]
	v_pk_fma_f32 v[50:51], v[156:157], v[36:37], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[76:77], v[52:53], v[22:23], v[76:77] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[54:55], v[110:111], v[114:115], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[110:111], v[114:115], v[56:57] op_sel:[1,0,0]
	v_pk_fma_f32 v[58:59], v[110:111], v[116:117], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[110:111], v[116:117], v[6:7] op_sel:[1,0,0]
	v_pk_fma_f32 v[50:51], v[52:53], v[24:25], v[50:51] op_sel:[1,0,0]
	v_pk_fma_f32 v[52:53], v[218:219], v[30:31], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[76:77], v[46:47], v[38:39], v[210:211] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], v[46:47], v[38:39], v[230:231] op_sel:[1,0,0]
	v_pk_fma_f32 v[110:111], v[46:47], v[40:41], v[120:121] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[46:47], v[40:41], v[122:123] op_sel:[1,0,0]
	v_pk_fma_f32 v[76:77], v[2:3], v[34:35], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], v[2:3], v[34:35], v[108:109] op_sel:[1,0,0]
	v_pk_fma_f32 v[110:111], v[2:3], v[36:37], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[2:3], v[36:37], v[46:47] op_sel:[1,0,0]
	v_pk_fma_f32 v[76:77], v[48:49], v[22:23], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], v[48:49], v[22:23], v[108:109] op_sel:[1,0,0]
	v_pk_fma_f32 v[110:111], v[48:49], v[24:25], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[48:49], v[24:25], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[46:47], v[26:27], v[30:31], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], v[26:27], v[30:31], v[108:109] op_sel:[1,0,0]
	v_pk_fma_f32 v[76:77], v[26:27], v[32:33], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[26:27], v[32:33], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[26:27], v[44:45], v[38:39], v[232:233] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], v[4:5], v[34:35], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[42:43], v[22:23], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[66:67], v[214:215], v[30:31], v[66:67] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[28:29], v[30:31], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[42:43], v[24:25], v[62:63] op_sel:[1,0,0]
	v_pk_fma_f32 v[66:67], v[64:65], v[18:19], v[66:67] op_sel:[1,0,0]
	v_pk_fma_f32 v[52:53], v[226:227], v[18:19], v[52:53] op_sel:[1,0,0]
	v_pk_fma_f32 v[46:47], v[228:229], v[18:19], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], v[228:229], v[18:19], v[48:49] op_sel:[1,0,0]
	v_pk_fma_f32 v[18:19], v[64:65], v[18:19], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[214:215], v[32:33], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[76:77], v[228:229], v[20:21], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[228:229], v[20:21], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[18:19], v[16:17], v[68:69], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[64:65], v[20:21], v[62:63] op_sel:[1,0,0]
	v_pk_fma_f32 v[38:39], v[44:45], v[40:41], v[234:235] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41], v[14:15], v[68:69], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[14:15], v[68:69], v[48:49] op_sel:[1,0,0]
	v_pk_fma_f32 v[46:47], v[14:15], v[70:71], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[14:15], v[70:71], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[18:19], v[236:237], v[72:73], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[66:67], v[82:83], v[68:69], v[66:67] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[82:83], v[70:71], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[146:147], v[68:69], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41], v[242:243], v[72:73], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[242:243], v[72:73], v[44:45] op_sel:[1,0,0]
	v_pk_fma_f32 v[76:77], v[242:243], v[74:75], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[242:243], v[74:75], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[68:69], v[12:13], v[114:115], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[4:5], v[36:37], v[38:39] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[240:241], v[74:75], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[236:237], v[72:73], v[66:67] op_sel:[1,0,0]
	v_pk_fma_f32 v[66:67], v[10:11], v[114:115], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[128:129], v[10:11], v[114:115], v[44:45] op_sel:[1,0,0]
	v_pk_fma_f32 v[22:23], v[236:237], v[74:75], v[62:63] op_sel:[1,0,0]
	v_pk_fma_f32 v[62:63], v[10:11], v[116:117], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[76:77], v[10:11], v[116:117], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[10:11], v[42:43], v[24:25], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[112:113], v[114:115], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[112:113], v[116:117], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[50:51], v[218:219], v[32:33], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[240:241], v[72:73], v[52:53] op_sel:[1,0,0]
	ds_read2_b32 v[108:109], v203 offset1:1
	ds_read2_b32 v[110:111], v204 offset1:1
	ds_read2_b32 v[112:113], v205 offset1:1
	ds_read2_b32 v[126:127], v206 offset1:1
	v_pk_fma_f32 v[72:73], v[172:173], v[114:115], v[2:3] op_sel_hi:[0,1,1]
	ds_read_b128 v[2:5], v158 offset:7680
	ds_read_b128 v[46:49], v158 offset:7696
	v_pk_fma_f32 v[10:11], v[28:29], v[32:33], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[50:51], v[226:227], v[20:21], v[50:51] op_sel:[1,0,0]
	v_pk_fma_f32 v[10:11], v[64:65], v[20:21], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[50:51], v[146:147], v[70:71], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[16:17], v[70:71], v[10:11] op_sel_hi:[0,1,1]
	s_add_u32 s12, s12, 16
	v_pk_fma_f32 v[50:51], v[240:241], v[74:75], v[50:51] op_sel:[1,0,0]
	v_pk_fma_f32 v[10:11], v[236:237], v[74:75], v[10:11] op_sel_hi:[0,1,1]
	s_addc_u32 s13, s13, 0
	v_pk_fma_f32 v[52:53], v[254:255], v[114:115], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[50:51], v[254:255], v[116:117], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[64:65], v[12:13], v[116:117], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[70:71], v[172:173], v[116:117], v[22:23] op_sel_hi:[0,1,1]
	v_cmp_ge_u64_e32 vcc, s[12:13], v[104:105]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[42:43], v[108:109], v[2:3], v[132:133] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[108:109], v[4:5], v[150:151] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[30:31], v[108:109], v[46:47], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[108:109], v[48:49], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39], v[108:109], v[2:3], v[246:247] op_sel:[1,0,0]
	v_pk_fma_f32 v[40:41], v[108:109], v[4:5], v[152:153] op_sel:[1,0,0]
	v_pk_fma_f32 v[26:27], v[108:109], v[46:47], v[56:57] op_sel:[1,0,0]
	v_pk_fma_f32 v[28:29], v[108:109], v[48:49], v[6:7] op_sel:[1,0,0]
	v_pk_fma_f32 v[34:35], v[110:111], v[2:3], v[248:249] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[36:37], v[110:111], v[4:5], v[208:209] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[110:111], v[46:47], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[24:25], v[110:111], v[48:49], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[124:125], v[110:111], v[2:3], v[154:155] op_sel:[1,0,0]
	v_pk_fma_f32 v[18:19], v[110:111], v[4:5], v[148:149] op_sel:[1,0,0]
	v_pk_fma_f32 v[20:21], v[110:111], v[46:47], v[52:53] op_sel:[1,0,0]
	v_pk_fma_f32 v[118:119], v[110:111], v[48:49], v[50:51] op_sel:[1,0,0]
	v_pk_fma_f32 v[122:123], v[112:113], v[2:3], v[142:143] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[112:113], v[4:5], v[244:245] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[112:113], v[46:47], v[66:67] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[116:117], v[112:113], v[48:49], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[120:121], v[112:113], v[2:3], v[144:145] op_sel:[1,0,0]
	v_pk_fma_f32 v[10:11], v[112:113], v[4:5], v[212:213] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[112:113], v[46:47], v[128:129] op_sel:[1,0,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[48:49], v[76:77] op_sel:[1,0,0]
	v_pk_fma_f32 v[114:115], v[126:127], v[2:3], v[130:131] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[126:127], v[4:5], v[250:251] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[126:127], v[46:47], v[68:69] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], v[126:127], v[48:49], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[110:111], v[126:127], v[2:3], v[106:107] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[126:127], v[4:5], v[138:139] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[126:127], v[46:47], v[72:73] op_sel:[1,0,0]
	v_pk_fma_f32 v[106:107], v[126:127], v[48:49], v[70:71] op_sel:[1,0,0]
	s_barrier
	s_cbranch_vccnz .LBB0_20
.LBB0_3:                                ; %.preheader88
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_4 Depth 2
                                        ;     Child Loop BB0_19 Depth 2
	v_lshl_add_u64 v[46:47], s[12:13], 2, v[84:85]
	s_mov_b64 s[18:19], 0
	v_mov_b32_e32 v48, v176
	v_mov_b32_e32 v49, v175
	v_mov_b32_e32 v50, v174
.LBB0_4:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mad_u64_u32 v[52:53], s[20:21], v48, s6, 0
	v_mov_b32_e32 v54, v53
	v_mad_u64_u32 v[54:55], s[20:21], v48, s7, v[54:55]
	v_mov_b32_e32 v53, v54
	v_lshl_add_u64 v[52:53], v[52:53], 2, v[46:47]
	global_load_dword v51, v[52:53], off
	v_add_u32_e32 v50, 0x80, v50
	v_cmp_lt_u32_e32 vcc, s11, v50
	v_add_u32_e32 v48, 8, v48
	s_or_b64 s[18:19], vcc, s[18:19]
	s_waitcnt vmcnt(0)
	ds_write_b32 v49, v51
	v_add_u32_e32 v49, 32, v49
	s_andn2_b64 exec, exec, s[18:19]
	s_cbranch_execnz .LBB0_4
; %bb.5:                                ; %vector.scevcheck
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[18:19]
	s_mov_b64 s[20:21], -1
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v46, v0
	v_mov_b32_e32 v48, v174
	v_mov_b32_e32 v47, 0
	s_cbranch_vccz .LBB0_17
; %bb.6:                                ; %vector.body
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_lshl_add_u64 v[46:47], s[12:13], 2, v[88:89]
	global_load_dwordx2 v[46:47], v[46:47], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v86, v46
	ds_write_b32 v87, v47
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_14
; %bb.7:                                ; %vector.body.1
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_lshl_add_u64 v[46:47], s[12:13], 2, v[90:91]
	global_load_dwordx2 v[46:47], v[46:47], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v160, v46
	ds_write_b32 v161, v47
	s_and_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB0_14
; %bb.8:                                ; %vector.body.2
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_lshl_add_u64 v[46:47], s[12:13], 2, v[92:93]
	global_load_dwordx2 v[46:47], v[46:47], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v162, v46
	ds_write_b32 v163, v47
	s_and_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB0_14
; %bb.9:                                ; %vector.body.3
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_lshl_add_u64 v[46:47], s[12:13], 2, v[94:95]
	global_load_dwordx2 v[46:47], v[46:47], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v164, v46
	ds_write_b32 v165, v47
	s_and_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB0_14
; %bb.10:                               ; %vector.body.4
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_lshl_add_u64 v[46:47], s[12:13], 2, v[96:97]
	global_load_dwordx2 v[46:47], v[46:47], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v166, v46
	ds_write_b32 v167, v47
	s_and_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB0_14
; %bb.11:                               ; %vector.body.5
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_lshl_add_u64 v[46:47], s[12:13], 2, v[98:99]
	global_load_dwordx2 v[46:47], v[46:47], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v168, v46
	ds_write_b32 v169, v47
	s_and_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB0_14
; %bb.12:                               ; %vector.body.6
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_lshl_add_u64 v[46:47], s[12:13], 2, v[100:101]
	global_load_dwordx2 v[46:47], v[46:47], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v170, v46
	ds_write_b32 v171, v47
	s_and_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB0_14
; %bb.13:                               ; %vector.body.7
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_lshl_add_u64 v[46:47], s[12:13], 2, v[102:103]
	global_load_dwordx2 v[46:47], v[46:47], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v173, v46
	ds_write_b32 v207, v47
.LBB0_14:                               ; %middle.block
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[18:19]
	s_mov_b64 s[20:21], 0
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_xor_b64 s[18:19], exec, s[18:19]
; %bb.15:                               ; %middle.block..preheader87.preheader_crit_edge
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_mov_b64 s[20:21], exec
; %bb.16:                               ; %Flow1886
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[18:19]
	v_mov_b32_e32 v46, v159
	v_mov_b32_e32 v48, v177
	v_mov_b32_e32 v47, v178
.LBB0_17:                               ; %Flow1885
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_2
; %bb.18:                               ; %.preheader87.preheader
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_lshrrev_b32_e32 v82, 7, v46
	v_lshl_or_b32 v49, v47, 9, v86
	v_lshl_add_u64 v[46:47], s[12:13], 0, v[82:83]
	v_mul_lo_u32 v50, s14, v47
	v_mul_lo_u32 v51, s15, v46
	v_mad_u64_u32 v[46:47], s[20:21], s14, v46, v[88:89]
	v_add3_u32 v47, v51, v47, v50
	s_mov_b64 s[20:21], 0
.LBB0_19:                               ; %.preheader87
                                        ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dword v50, v[46:47], off
	v_add_u32_e32 v48, 0x80, v48
	v_cmp_lt_u32_e32 vcc, s22, v48
	v_lshl_add_u64 v[46:47], v[46:47], 0, s[14:15]
	s_or_b64 s[20:21], vcc, s[20:21]
	s_waitcnt vmcnt(0)
	ds_write_b32 v49, v50
	v_add_u32_e32 v49, 0x200, v49
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execnz .LBB0_19
	s_branch .LBB0_2
.LBB0_20:                               ; %Flow1888
	s_branch .LBB0_22
.LBB0_21:                               ; %..preheader82_crit_edge
	v_mov_b32_e32 v110, 0
	v_mov_b32_e32 v78, v79
	v_mov_b32_e32 v80, v1
	v_mov_b32_e32 v111, v110
	v_mov_b32_e32 v2, v110
	v_mov_b32_e32 v3, v110
	v_mov_b32_e32 v4, v110
	v_mov_b32_e32 v5, v110
	v_mov_b32_e32 v106, v110
	v_mov_b32_e32 v107, v110
	v_mov_b32_e32 v114, v110
	v_mov_b32_e32 v115, v110
	v_mov_b32_e32 v6, v110
	v_mov_b32_e32 v7, v110
	v_mov_b32_e32 v8, v110
	v_mov_b32_e32 v9, v110
	v_mov_b32_e32 v108, v110
	v_mov_b32_e32 v109, v110
	v_mov_b32_e32 v120, v110
	v_mov_b32_e32 v121, v110
	v_mov_b32_e32 v10, v110
	v_mov_b32_e32 v11, v110
	v_mov_b32_e32 v12, v110
	v_mov_b32_e32 v13, v110
	v_mov_b32_e32 v112, v110
	v_mov_b32_e32 v113, v110
	v_mov_b32_e32 v122, v110
	v_mov_b32_e32 v123, v110
	v_mov_b32_e32 v14, v110
	v_mov_b32_e32 v15, v110
	v_mov_b32_e32 v16, v110
	v_mov_b32_e32 v17, v110
	v_mov_b32_e32 v116, v110
	v_mov_b32_e32 v117, v110
	v_mov_b32_e32 v124, v110
	v_mov_b32_e32 v125, v110
	v_mov_b32_e32 v18, v110
	v_mov_b32_e32 v19, v110
	v_mov_b32_e32 v20, v110
	v_mov_b32_e32 v21, v110
	v_mov_b32_e32 v118, v110
	v_mov_b32_e32 v119, v110
	v_mov_b32_e32 v34, v110
	v_mov_b32_e32 v35, v110
	v_mov_b32_e32 v36, v110
	v_mov_b32_e32 v37, v110
	v_mov_b32_e32 v22, v110
	v_mov_b32_e32 v23, v110
	v_mov_b32_e32 v24, v110
	v_mov_b32_e32 v25, v110
	v_mov_b32_e32 v38, v110
	v_mov_b32_e32 v39, v110
	v_mov_b32_e32 v40, v110
	v_mov_b32_e32 v41, v110
	v_mov_b32_e32 v26, v110
	v_mov_b32_e32 v27, v110
	v_mov_b32_e32 v28, v110
	v_mov_b32_e32 v29, v110
	v_mov_b32_e32 v42, v110
	v_mov_b32_e32 v43, v110
	v_mov_b32_e32 v44, v110
	v_mov_b32_e32 v45, v110
	v_mov_b32_e32 v30, v110
	v_mov_b32_e32 v31, v110
	v_mov_b32_e32 v32, v110
	v_mov_b32_e32 v33, v110
.LBB0_22:                               ; %.preheader82
	s_lshl_b64 s[0:1], s[2:3], 2
	s_mov_b32 s11, 0
	v_mov_b32_e32 v81, 0
	s_add_u32 s0, s8, s0
	v_lshl_add_u64 v[0:1], v[80:81], 0, s[10:11]
	v_mov_b32_e32 v79, v81
	s_addc_u32 s1, s9, s1
	v_lshl_add_u64 v[46:47], v[78:79], 2, s[0:1]
	v_mul_lo_u32 v48, v1, s4
	v_mul_lo_u32 v49, v0, s5
	v_mad_u64_u32 v[0:1], s[0:1], v0, s4, 0
	v_add3_u32 v1, v1, v49, v48
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[46:47]
	s_lshl_b64 s[0:1], s[4:5], 2
	global_store_dwordx4 v[0:1], v[42:45], off
	global_store_dwordx4 v[0:1], v[30:33], off offset:16
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dwordx4 v[0:1], v[38:41], off
	global_store_dwordx4 v[0:1], v[26:29], off offset:16
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dwordx4 v[0:1], v[34:37], off
	global_store_dwordx4 v[0:1], v[22:25], off offset:16
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dwordx2 v[0:1], v[124:125], off
	global_store_dwordx4 v[0:1], v[18:21], off offset:8
	global_store_dwordx2 v[0:1], v[118:119], off offset:24
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dwordx2 v[0:1], v[122:123], off
	global_store_dwordx4 v[0:1], v[14:17], off offset:8
	global_store_dwordx2 v[0:1], v[116:117], off offset:24
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dwordx2 v[0:1], v[120:121], off
	global_store_dwordx4 v[0:1], v[10:13], off offset:8
	global_store_dwordx2 v[0:1], v[112:113], off offset:24
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dwordx2 v[0:1], v[114:115], off
	global_store_dwordx4 v[0:1], v[6:9], off offset:8
	global_store_dwordx2 v[0:1], v[108:109], off offset:24
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dwordx2 v[0:1], v[110:111], off
	global_store_dwordx4 v[0:1], v[2:5], off offset:8
	global_store_dwordx2 v[0:1], v[106:107], off offset:24
	s_endpgm
.LBB0_23:
                                        ; implicit-def: $vgpr33
                                        ; implicit-def: $vgpr45
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr41
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr37
                                        ; implicit-def: $vgpr119
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr125
                                        ; implicit-def: $vgpr117
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr123
                                        ; implicit-def: $vgpr113
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr121
                                        ; implicit-def: $vgpr109
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr115
                                        ; implicit-def: $vgpr107
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr111
                                        ; implicit-def: $vgpr80
                                        ; implicit-def: $vgpr78
	s_cbranch_execnz .LBB0_21
	s_branch .LBB0_22
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12gemm_lds_8x8PKfS0_Pfmmm
		.amdhsa_group_segment_fixed_size 12352
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
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
		.amdhsa_next_free_vgpr 256
		.amdhsa_next_free_sgpr 23
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
	.size	_Z12gemm_lds_8x8PKfS0_Pfmmm, .Lfunc_end0-_Z12gemm_lds_8x8PKfS0_Pfmmm
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7092
; NumSgprs: 29
; NumVgprs: 256
; NumAgprs: 0
; TotalNumVgprs: 256
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 12352 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 29
; NumVGPRsForWavesPerEU: 256
; AccumOffset: 256
; Occupancy: 2
; WaveLimiterHint : 0
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
	.protected	_Z11gemm_at_4x4PKfS0_Pfiii ; -- Begin function _Z11gemm_at_4x4PKfS0_Pfiii
	.globl	_Z11gemm_at_4x4PKfS0_Pfiii
	.p2align	8
	.type	_Z11gemm_at_4x4PKfS0_Pfiii,@function
_Z11gemm_at_4x4PKfS0_Pfiii:             ; @_Z11gemm_at_4x4PKfS0_Pfiii
; %bb.0:
	s_load_dword s10, s[0:1], 0x34
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dwordx4 s[4:7], s[0:1], 0x18
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s7, s10, 16
	s_and_b32 s10, s10, 0xffff
	s_mul_i32 s2, s2, s10
	s_mul_i32 s3, s3, s7
	v_add_lshl_u32 v16, s2, v1, 2
	s_cmp_lt_i32 s6, 1
	v_add_lshl_u32 v17, s3, v0, 2
	s_cbranch_scc1 .LBB1_3
; %bb.1:                                ; %.preheader57.preheader
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v18, v17
	v_mov_b32_e32 v20, v16
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v15, v0
.LBB1_2:                                ; %.preheader57
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v21, 31, v20
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[22:23], v[18:19], 2, s[0:1]
	v_lshl_add_u64 v[26:27], v[20:21], 2, s[2:3]
	global_load_dwordx4 v[22:25], v[22:23], off
	s_add_i32 s6, s6, -1
	global_load_dwordx4 v[26:29], v[26:27], off
	v_add_u32_e32 v20, s5, v20
	s_cmp_lg_u32 s6, 0
	v_add_u32_e32 v18, s4, v18
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[12:13], v[22:23], v[26:27], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[22:23], v[28:29], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[22:23], v[26:27], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[10:11], v[22:23], v[28:29], v[10:11] op_sel:[1,0,0]
	v_mov_b32_e32 v22, v25
	v_pk_fma_f32 v[4:5], v[24:25], v[26:27], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[24:25], v[28:29], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[22:23], v[26:27], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[22:23], v[28:29], v[2:3] op_sel_hi:[0,1,1]
	s_cbranch_scc1 .LBB1_2
	s_branch .LBB1_4
.LBB1_3:
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, v15
	v_mov_b32_e32 v13, v15
	v_mov_b32_e32 v12, v15
	v_mov_b32_e32 v11, v15
	v_mov_b32_e32 v10, v15
	v_mov_b32_e32 v9, v15
	v_mov_b32_e32 v8, v15
	v_mov_b32_e32 v7, v15
	v_mov_b32_e32 v6, v15
	v_mov_b32_e32 v5, v15
	v_mov_b32_e32 v4, v15
	v_mov_b32_e32 v3, v15
	v_mov_b32_e32 v2, v15
	v_mov_b32_e32 v1, v15
	v_mov_b32_e32 v0, v15
.LBB1_4:                                ; %.preheader53
	v_mad_u64_u32 v[16:17], s[0:1], v17, s5, v[16:17]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[18:19], v[16:17], 2, s[8:9]
	global_store_dwordx4 v[18:19], v[12:15], off
	s_nop 1
	v_add_u32_e32 v12, s5, v16
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[14:15], v[12:13], 2, s[8:9]
	global_store_dwordx4 v[14:15], v[8:11], off
	s_nop 1
	v_add_u32_e32 v8, s5, v12
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[10:11], v[8:9], 2, s[8:9]
	global_store_dwordx4 v[10:11], v[4:7], off
	s_nop 1
	v_add_u32_e32 v4, s5, v8
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[8:9]
	global_store_dwordx4 v[4:5], v[0:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11gemm_at_4x4PKfS0_Pfiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 0
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
.Lfunc_end1:
	.size	_Z11gemm_at_4x4PKfS0_Pfiii, .Lfunc_end1-_Z11gemm_at_4x4PKfS0_Pfiii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 488
; NumSgprs: 17
; NumVgprs: 30
; NumAgprs: 0
; TotalNumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 30
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z12gemv_batchedPKfS0_Pfii ; -- Begin function _Z12gemv_batchedPKfS0_Pfii
	.globl	_Z12gemv_batchedPKfS0_Pfii
	.p2align	8
	.type	_Z12gemv_batchedPKfS0_Pfii,@function
_Z12gemv_batchedPKfS0_Pfii:             ; @_Z12gemv_batchedPKfS0_Pfii
; %bb.0:
	s_load_dwordx2 s[8:9], s[0:1], 0x18
	s_ashr_i32 s6, s2, 31
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s4, s8, s3
	s_mul_hi_i32 s5, s8, s3
	s_add_u32 s4, s4, s2
	s_addc_u32 s5, s5, s6
	s_add_u32 s12, s0, 32
	v_cmp_le_i32_e32 vcc, s9, v0
	s_addc_u32 s13, s1, 0
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr2
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB2_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	s_load_dword s2, s[12:13], 0xc
	s_mov_b32 s8, 0
.LBB2_2:                                ; %Flow45
	s_or_saveexec_b64 s[10:11], s[6:7]
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	v_mov_b32_e32 v1, s8
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s2
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB2_6
; %bb.3:                                ; %.lr.ph
	s_load_dwordx4 s[16:19], s[0:1], 0x0
	s_ashr_i32 s0, s9, 31
	s_mul_hi_u32 s1, s4, s9
	s_mul_i32 s0, s4, s0
	s_add_i32 s0, s1, s0
	s_mul_i32 s1, s5, s9
	s_add_i32 s1, s0, s1
	s_mul_i32 s0, s4, s9
	s_load_dword s8, s[12:13], 0xc
	s_lshl_b64 s[0:1], s[0:1], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s16, s0
	s_mul_hi_i32 s15, s9, s3
	s_mul_i32 s14, s9, s3
	s_addc_u32 s1, s17, s1
	s_lshl_b64 s[2:3], s[14:15], 2
	s_add_u32 s2, s18, s2
	s_addc_u32 s3, s19, s3
	s_and_b32 s14, s8, 0xffff
	s_mov_b64 s[12:13], 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v0
.LBB2_4:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[4:5]
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	global_load_dword v3, v[6:7], off
	v_add_u32_e32 v2, s14, v2
	global_load_dword v4, v[4:5], off
	v_cmp_le_i32_e32 vcc, s9, v2
	s_or_b64 s[12:13], vcc, s[12:13]
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v1, v3, v4
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB2_4
; %bb.5:                                ; %Flow44
	s_or_b64 exec, exec, s[12:13]
	v_mov_b32_e32 v3, s8
.LBB2_6:                                ; %Flow46
	s_or_b64 exec, exec, s[10:11]
	v_lshlrev_b32_e32 v2, 2, v0
	v_cmp_lt_u16_e32 vcc, 1, v3
	ds_write_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_11
; %bb.7:                                ; %.lr.ph36.preheader
	v_lshrrev_b16_e32 v1, 1, v3
	s_mov_b64 s[2:3], 0
	s_branch .LBB2_9
.LBB2_8:                                ;   in Loop: Header=BB2_9 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b32_e32 v3, 1, v1
	v_cmp_gt_u32_e32 vcc, 2, v1
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v1, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB2_11
.LBB2_9:                                ; %.lr.ph36
                                        ; =>This Inner Loop Header: Depth=1
	v_cmp_lt_u32_e32 vcc, v0, v1
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB2_8
; %bb.10:                               ;   in Loop: Header=BB2_9 Depth=1
	v_lshl_add_u32 v3, v1, 2, v2
	ds_read_b32 v3, v3
	ds_read_b32 v4, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v4
	ds_write_b32 v2, v3
	s_branch .LBB2_8
.LBB2_11:                               ; %Flow43
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_13
; %bb.12:
	v_mov_b32_e32 v0, 0
	ds_read_b32 v1, v0
	s_lshl_b64 s[0:1], s[4:5], 2
	s_add_u32 s0, s6, s0
	s_addc_u32 s1, s7, s1
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
.LBB2_13:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12gemv_batchedPKfS0_Pfii
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 8
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
.Lfunc_end2:
	.size	_Z12gemv_batchedPKfS0_Pfii, .Lfunc_end2-_Z12gemv_batchedPKfS0_Pfii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 476
; NumSgprs: 26
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z11conv1d_tapsPKfS0_Pfii ; -- Begin function _Z11conv1d_tapsPKfS0_Pfii
	.globl	_Z11conv1d_tapsPKfS0_Pfii
	.p2align	8
	.type	_Z11conv1d_tapsPKfS0_Pfii,@function
_Z11conv1d_tapsPKfS0_Pfii:              ; @_Z11conv1d_tapsPKfS0_Pfii
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx2 s[4:5], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_lshl_u32 v4, s2, v0, 2
	v_or_b32_e32 v0, 3, v4
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_8
; %bb.1:                                ; %.preheader
	s_mov_b32 s4, 0
	s_cmp_gt_i32 s5, 0
	v_ashrrev_i32_e32 v5, 31, v4
	s_cbranch_scc1 .LBB3_3
; %bb.2:                                ; %.preheader.._crit_edge_crit_edge
	s_mov_b64 s[2:3], 0
	s_branch .LBB3_4
.LBB3_3:
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $sgpr4
.LBB3_4:                                ; %Flow87
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	s_andn2_b64 vcc, exec, s[2:3]
	v_mov_b32_e32 v3, s4
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v0, s4
	s_cbranch_vccnz .LBB3_7
; %bb.5:                                ; %.lr.ph.preheader
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], v[4:5], 2, s[0:1]
	v_lshl_add_u64 v[6:7], v[6:7], 0, 8
.LBB3_6:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	global_load_dwordx4 v[8:11], v[6:7], off offset:-8
	s_load_dword s0, s[2:3], 0x0
	s_add_i32 s5, s5, -1
	s_add_u32 s2, s2, 4
	s_addc_u32 s3, s3, 0
	v_lshl_add_u64 v[6:7], v[6:7], 0, 4
	s_cmp_eq_u32 s5, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_fma_f32 v[0:1], s[0:1], v[8:9], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], s[0:1], v[10:11], v[2:3] op_sel_hi:[0,1,1]
	s_cbranch_scc0 .LBB3_6
.LBB3_7:                                ; %Flow88
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_store_dwordx4 v[4:5], v[0:3], off
.LBB3_8:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11conv1d_tapsPKfS0_Pfii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 12
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
.Lfunc_end3:
	.size	_Z11conv1d_tapsPKfS0_Pfii, .Lfunc_end3-_Z11conv1d_tapsPKfS0_Pfii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 248
; NumSgprs: 14
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z12dot_uniform8PKfS0_Pfii ; -- Begin function _Z12dot_uniform8PKfS0_Pfii
	.globl	_Z12dot_uniform8PKfS0_Pfii
	.p2align	8
	.type	_Z12dot_uniform8PKfS0_Pfii,@function
_Z12dot_uniform8PKfS0_Pfii:             ; @_Z12dot_uniform8PKfS0_Pfii
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx4 s[4:7], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	s_cmp_lt_i32 s6, 1
	v_add_u32_e32 v2, s2, v0
	s_cbranch_scc1 .LBB4_3
; %bb.1:                                ; %.lr.ph.preheader
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v10, v2
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v6, v8
	s_waitcnt lgkmcnt(0)
	s_add_u32 s2, s2, 16
	s_addc_u32 s3, s3, 0
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v4, v8
	v_mov_b32_e32 v5, v8
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v1, v8
.LBB4_2:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[12:13], v[10:11], 2, s[0:1]
	global_load_dword v12, v[12:13], off
	s_add_u32 s16, s2, -16
	s_addc_u32 s17, s3, -1
	s_load_dwordx8 s[8:15], s[16:17], 0x0
	s_add_i32 s6, s6, -1
	s_add_u32 s2, s2, 32
	s_addc_u32 s3, s3, 0
	v_add_u32_e32 v10, s7, v10
	s_cmp_eq_u32 s6, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_fma_f32 v[8:9], v[12:13], s[8:9], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[12:13], s[10:11], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[12:13], s[12:13], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[12:13], s[14:15], v[0:1] op_sel_hi:[0,1,1]
	s_cbranch_scc0 .LBB4_2
	s_branch .LBB4_4
.LBB4_3:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v8, v1
.LBB4_4:                                ; %Flow59
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[10:11], v[2:3], 2, s[4:5]
	s_ashr_i32 s1, s7, 31
	s_mov_b32 s0, s7
	global_store_dword v[10:11], v8, off
	v_lshl_add_u64 v[10:11], s[0:1], 2, v[10:11]
	s_add_i32 s0, s7, s7
	v_add_u32_e32 v2, s0, v2
	v_ashrrev_i32_e32 v3, 31, v2
	global_store_dword v[10:11], v9, off
	v_lshl_add_u64 v[8:9], v[2:3], 2, s[4:5]
	v_add_u32_e32 v2, s7, v2
	v_ashrrev_i32_e32 v3, 31, v2
	global_store_dword v[8:9], v6, off
	v_lshl_add_u64 v[8:9], v[2:3], 2, s[4:5]
	v_add_u32_e32 v2, s7, v2
	v_ashrrev_i32_e32 v3, 31, v2
	global_store_dword v[8:9], v7, off
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[4:5]
	v_add_u32_e32 v2, s7, v2
	v_ashrrev_i32_e32 v3, 31, v2
	global_store_dword v[6:7], v4, off
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[4:5]
	v_add_u32_e32 v2, s7, v2
	v_ashrrev_i32_e32 v3, 31, v2
	global_store_dword v[6:7], v5, off
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[4:5]
	v_add_u32_e32 v2, s7, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[4:5]
	global_store_dword v[4:5], v0, off
	global_store_dword v[2:3], v1, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12dot_uniform8PKfS0_Pfii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 18
		.amdhsa_accum_offset 16
		.amdhsa_reserve_vcc 0
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
.Lfunc_end4:
	.size	_Z12dot_uniform8PKfS0_Pfii, .Lfunc_end4-_Z12dot_uniform8PKfS0_Pfii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 428
; NumSgprs: 24
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm ; -- Begin function _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm
	.globl	_Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm
	.p2align	8
	.type	_Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm,@function
_Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm: ; @_Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm
; %bb.0:
	s_load_dword s3, s[0:1], 0x34
	s_load_dwordx2 s[12:13], s[0:1], 0x20
	s_add_u32 s14, s0, 40
	s_addc_u32 s15, s1, 0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	v_mov_b32_e32 v2, s2
	v_mad_u64_u32 v[0:1], s[4:5], s3, v2, v[0:1]
	v_cmp_gt_u64_e32 vcc, s[12:13], v[0:1]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB5_3
; %bb.1:                                ; %.lr.ph
	s_load_dword s2, s[14:15], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	s_mov_b64 s[16:17], 0
	s_waitcnt lgkmcnt(0)
	s_mul_hi_u32 s1, s3, s2
	s_mul_i32 s0, s3, s2
	s_mov_b32 s2, s10
	s_mov_b32 s3, s10
	s_mov_b32 s10, s11
	s_lshl_b64 s[14:15], s[0:1], 3
.LBB5_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[2:3]
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	global_load_dwordx2 v[8:9], v[6:7], off
	global_load_dwordx2 v[10:11], v[4:5], off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	v_cmp_le_u64_e32 vcc, s[12:13], v[0:1]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[14:15]
	s_or_b64 s[16:17], vcc, s[16:17]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[6:7], v[8:9], s[10:11]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[6:7], v[10:11], s[2:3], v[6:7]
	global_store_dwordx2 v[4:5], v[6:7], off
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execnz .LBB5_2
.LBB5_3:                                ; %Flow28
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 18
		.amdhsa_accum_offset 12
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
.Lfunc_end5:
	.size	_Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm, .Lfunc_end5-_Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 228
; NumSgprs: 24
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
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
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     29
    .sgpr_spill_count: 0
    .symbol:         _Z12gemm_lds_8x8PKfS0_Pfmmm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         _Z11gemm_at_4x4PKfS0_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         _Z12gemv_batchedPKfS0_Pfii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _Z11conv1d_tapsPKfS0_Pfii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         _Z12dot_uniform8PKfS0_Pfii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
