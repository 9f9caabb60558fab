	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.text
	.protected	_Z12gemm_lds_8x8PKfS0_Pfmmm ; -- Begin function _Z12gemm_lds_8x8PKfS0_Pfmmm
	.globl	_Z12gemm_lds_8x8PKfS0_Pfmmm
	.p2align	8
	.type	_Z12gemm_lds_8x8PKfS0_Pfmmm,@function
_Z12gemm_lds_8x8PKfS0_Pfmmm:            ; @_Z12gemm_lds_8x8PKfS0_Pfmmm
; %bb.0:
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dwordx4 s[4:7], s[0:1], 0x20
	v_and_b32_e32 v2, 15, v0
	s_lshl_b32 s10, s3, 6
	s_lshl_b32 s2, s2, 7
	v_lshrrev_b32_e32 v1, 4, v0
	s_mov_b32 s3, 0
	s_mov_b64 s[14:15], 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[6:7], 0
	v_lshlrev_b32_e32 v102, 5, v2
	s_cbranch_scc0 .LBB0_23
; %bb.1:                                ; %.preheader91.lr.ph
	s_load_dwordx4 s[16:19], s[0:1], 0x0
	s_lshl_b64 s[0:1], s[2:3], 2
	v_mov_b32_e32 v105, 0
	v_lshlrev_b32_e32 v108, 2, v0
	v_mov_b32_e32 v109, v105
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s18, s0
	s_addc_u32 s1, s19, s1
	s_cmp_eq_u64 s[4:5], 1
	v_mov_b32_e32 v3, 0x2000
	v_lshl_add_u64 v[110:111], s[0:1], 0, v[108:109]
	s_cselect_b64 s[0:1], -1, 0
	s_movk_i32 s11, 0x2000
	v_lshl_or_b32 v103, v1, 5, v3
	v_lshlrev_b32_e32 v104, 2, v2
	v_mul_u32_u24_e32 v2, 0x104, v2
	v_lshlrev_b32_e32 v3, 2, v1
	v_cndmask_b32_e64 v66, 0, 1, s[0:1]
	v_lshl_add_u64 v[106:107], s[16:17], 0, v[104:105]
	v_or_b32_e32 v109, 0x800, v0
	s_mov_b64 s[16:17], -1
	v_lshl_add_u64 v[112:113], v[110:111], 0, 8
	v_lshl_add_u64 v[114:115], v[110:111], 0, 16
	v_lshl_add_u64 v[116:117], v[110:111], 0, 24
	v_lshl_add_u64 v[118:119], v[110:111], 0, 32
	v_lshl_add_u64 v[120:121], v[110:111], 0, 40
	v_lshl_add_u64 v[122:123], v[110:111], 0, 48
	v_lshl_add_u64 v[124:125], v[110:111], 0, 56
	v_or_b32_e32 v156, 0xffffff80, v0
	v_add3_u32 v157, v2, v3, s11
	s_lshl_b64 s[12:13], s[4:5], 2
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	s_movk_i32 s11, 0x37f
	v_cmp_ne_u32_e64 s[0:1], 1, v66
	s_movk_i32 s22, 0x77f
	v_add_u32_e32 v158, 0xb34, v103
	v_add_u32_e32 v159, 0xb3c, v103
	v_add_u32_e32 v160, 0xb44, v103
	v_add_u32_e32 v161, 0xd34, v103
	v_add_u32_e32 v162, 0xd3c, v103
	v_add_u32_e32 v163, 0xd44, v103
	v_add_u32_e32 v164, 0xd4c, v103
	v_add_u32_e32 v165, 0xe38, v103
	v_add_u32_e32 v166, 0xe48, v103
	v_add_u32_e32 v167, 0xf3c, v103
	v_add_u32_e32 v168, 0xf44, v103
	v_add_u32_e32 v169, 0xf4c, v103
	v_add_u32_e32 v170, 0xf54, v103
	v_mov_b64_e32 v[126:127], s[6:7]
	s_branch .LBB0_3
.LBB0_2:                                ; %Flow1895
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[130:133], v103
	ds_read_b128 v[90:93], v103 offset:16
	ds_read2_b32 v[142:143], v103 offset0:65 offset1:66
	ds_read2_b32 v[140:141], v103 offset0:67 offset1:68
	ds_read2_b32 v[144:145], v103 offset0:69 offset1:70
	ds_read2_b32 v[128:129], v103 offset0:71 offset1:72
	ds_read2_b64 v[134:137], v103 offset0:65 offset1:66
	ds_read2_b32 v[146:147], v103 offset0:195 offset1:196
	ds_read2_b32 v[138:139], v103 offset0:197 offset1:198
	ds_read_b128 v[94:97], v103 offset:1040
	ds_read_b128 v[98:101], v102
	ds_read_b128 v[66:69], v102 offset:16
	ds_read_b128 v[70:73], v102 offset:512
	ds_read_b128 v[74:77], v102 offset:1024
	ds_read_b128 v[78:81], v102 offset:1536
	ds_read_b128 v[82:85], v102 offset:2048
	s_waitcnt lgkmcnt(5)
	v_pk_fma_f32 v[62:63], v[130:131], v[98:99], v[62:63] op_sel_hi:[0,1,1]
	ds_read_b128 v[86:89], v102 offset:528
	v_pk_fma_f32 v[64:65], v[130:131], v[100:101], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[130:131], v[98:99], v[58:59] op_sel:[1,0,0]
	v_pk_fma_f32 v[60:61], v[130:131], v[100:101], v[60:61] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(5)
	v_pk_fma_f32 v[50:51], v[130:131], v[66:67], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[130:131], v[68:69], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[130:131], v[66:67], v[46:47] op_sel:[1,0,0]
	v_pk_fma_f32 v[48:49], v[130:131], v[68:69], v[48:49] op_sel:[1,0,0]
	v_mov_b32_e32 v130, v133
	v_pk_fma_f32 v[172:173], v[130:131], v[98:99], v[38:39] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[174:175], v[130:131], v[100:101], v[40:41] op_sel_hi:[0,1,1]
	ds_read_b128 v[38:41], v102 offset:1040
	v_pk_fma_f32 v[42:43], v[132:133], v[66:67], v[42:43] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[132:133], v[68:69], v[44:45] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[42:43], v[140:141], v[86:87], v[42:43] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[132:133], v[98:99], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[132:133], v[100:101], v[56:57] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[132:133], v[136:137], v[38:39], v[42:43] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[42:43], v[140:141], v[88:89], v[44:45] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[142:143], v[70:71], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[142:143], v[70:71], v[58:59] op_sel:[1,0,0]
	v_pk_fma_f32 v[64:65], v[142:143], v[72:73], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[142:143], v[72:73], v[60:61] op_sel:[1,0,0]
	v_pk_fma_f32 v[50:51], v[142:143], v[86:87], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[142:143], v[86:87], v[46:47] op_sel:[1,0,0]
	v_pk_fma_f32 v[52:53], v[142:143], v[88:89], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], v[142:143], v[88:89], v[48:49] op_sel:[1,0,0]
	v_pk_fma_f32 v[142:143], v[136:137], v[40:41], v[42:43] op_sel_hi:[0,1,1]
	ds_read_b128 v[42:45], v102 offset:1552
	v_pk_fma_f32 v[176:177], v[130:131], v[66:67], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[178:179], v[130:131], v[68:69], v[36:37] op_sel_hi:[0,1,1]
	ds_read_b128 v[34:37], v102 offset:2064
	v_pk_fma_f32 v[54:55], v[140:141], v[70:71], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[50:51], v[134:135], v[38:39], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[134:135], v[74:75], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[134:135], v[74:75], v[58:59] op_sel:[1,0,0]
	v_pk_fma_f32 v[54:55], v[136:137], v[74:75], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[64:65], v[134:135], v[76:77], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[134:135], v[76:77], v[60:61] op_sel:[1,0,0]
	v_pk_fma_f32 v[56:57], v[140:141], v[72:73], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[134:135], v[38:39], v[46:47] op_sel:[1,0,0]
	v_pk_fma_f32 v[52:53], v[134:135], v[40:41], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], v[134:135], v[40:41], v[48:49] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[134:135], v[146:147], v[42:43], v[50:51] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v104, v137
	v_pk_fma_f32 v[56:57], v[136:137], v[76:77], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[146:147], v[80:81], v[60:61] op_sel:[1,0,0]
	v_pk_fma_f32 v[136:137], v[146:147], v[44:45], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[50:51], v[138:139], v[78:79], v[54:55] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[186:187], v[94:95], v[34:35], v[134:135] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[138:139], v[42:43], v[132:133] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[134:135], v[92:93], v[66:67], v[22:23] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v22, v93
	v_pk_fma_f32 v[62:63], v[146:147], v[78:79], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[146:147], v[78:79], v[58:59] op_sel:[1,0,0]
	v_pk_fma_f32 v[64:65], v[146:147], v[80:81], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[146:147], v[42:43], v[46:47] op_sel:[1,0,0]
	v_pk_fma_f32 v[48:49], v[146:147], v[44:45], v[48:49] op_sel:[1,0,0]
	v_pk_fma_f32 v[184:185], v[94:95], v[84:85], v[60:61] op_sel:[1,0,0]
	v_pk_fma_f32 v[52:53], v[138:139], v[80:81], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[96:97], v[34:35], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[188:189], v[94:95], v[36:37], v[136:137] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[136:137], v[92:93], v[98:99], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[90:91], v[98:99], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[90:91], v[100:101], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[146:147], v[90:91], v[98:99], v[14:15] op_sel:[1,0,0]
	v_add_u32_e32 v10, 0x514, v103
	v_pk_fma_f32 v[98:99], v[22:23], v[98:99], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[138:139], v[44:45], v[142:143] op_sel_hi:[0,1,1]
	v_add_u32_e32 v21, 0x51c, v103
	v_pk_fma_f32 v[132:133], v[92:93], v[100:101], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[130:131], v[92:93], v[68:69], v[24:25] op_sel_hi:[0,1,1]
	ds_read2_b32 v[14:15], v10 offset1:1
	v_pk_fma_f32 v[24:25], v[22:23], v[100:101], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[96:97], v[36:37], v[6:7] op_sel_hi:[0,1,1]
	ds_read_b128 v[6:9], v102 offset:2576
	v_pk_fma_f32 v[92:93], v[140:141], v[72:73], v[174:175] op_sel:[1,0,0]
	ds_read2_b32 v[174:175], v21 offset1:1
	ds_read_b128 v[10:13], v102 offset:2560
	v_pk_fma_f32 v[62:63], v[94:95], v[82:83], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[180:181], v[94:95], v[82:83], v[58:59] op_sel:[1,0,0]
	v_pk_fma_f32 v[50:51], v[96:97], v[82:83], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[182:183], v[94:95], v[84:85], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[96:97], v[84:85], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[94:95], v[34:35], v[46:47] op_sel:[1,0,0]
	v_pk_fma_f32 v[48:49], v[94:95], v[36:37], v[48:49] op_sel:[1,0,0]
	v_pk_fma_f32 v[58:59], v[90:91], v[100:101], v[16:17] op_sel:[1,0,0]
	v_pk_fma_f32 v[150:151], v[90:91], v[66:67], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[148:149], v[90:91], v[68:69], v[32:33] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[154:155], v[90:91], v[66:67], v[26:27] op_sel:[1,0,0]
	v_pk_fma_f32 v[152:153], v[90:91], v[68:69], v[28:29] op_sel:[1,0,0]
	v_mov_b32_e32 v20, v97
	v_pk_fma_f32 v[90:91], v[140:141], v[70:71], v[172:173] op_sel:[1,0,0]
	v_pk_fma_f32 v[94:95], v[140:141], v[86:87], v[176:177] op_sel:[1,0,0]
	v_pk_fma_f32 v[96:97], v[140:141], v[88:89], v[178:179] op_sel:[1,0,0]
	v_pk_fma_f32 v[90:91], v[104:105], v[74:75], v[90:91] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[92:93], v[104:105], v[76:77], v[92:93] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[94:95], v[104:105], v[38:39], v[94:95] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[96:97], v[104:105], v[40:41], v[96:97] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[62:63], v[14:15], v[10:11], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[64:65], v[14:15], v[10:11], v[180:181] op_sel:[1,0,0]
	v_pk_fma_f32 v[26:27], v[14:15], v[12:13], v[182:183] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[28:29], v[14:15], v[12:13], v[184:185] op_sel:[1,0,0]
	v_pk_fma_f32 v[30:31], v[14:15], v[6:7], v[186:187] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[14:15], v[6:7], v[46:47] op_sel:[1,0,0]
	v_pk_fma_f32 v[46:47], v[14:15], v[8:9], v[188:189] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], v[14:15], v[8:9], v[48:49] op_sel:[1,0,0]
	ds_read2_b64 v[14:17], v103 offset0:67 offset1:68
	v_pk_fma_f32 v[90:91], v[138:139], v[78:79], v[90:91] op_sel:[1,0,0]
	v_pk_fma_f32 v[92:93], v[138:139], v[80:81], v[92:93] op_sel:[1,0,0]
	v_pk_fma_f32 v[94:95], v[138:139], v[42:43], v[94:95] op_sel:[1,0,0]
	v_pk_fma_f32 v[96:97], v[138:139], v[44:45], v[96:97] op_sel:[1,0,0]
	ds_read2_b32 v[172:173], v103 offset0:199 offset1:200
	v_pk_fma_f32 v[90:91], v[20:21], v[82:83], v[90:91] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[92:93], v[20:21], v[84:85], v[92:93] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[94:95], v[20:21], v[34:35], v[94:95] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[20:21], v[36:37], v[96:97] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[142:143], v[174:175], v[10:11], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[100:101], v[174:175], v[12:13], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[50:51], v[174:175], v[6:7], v[94:95] op_sel:[1,0,0]
	v_pk_fma_f32 v[94:95], v[174:175], v[8:9], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[174:175], v[8:9], v[20:21] op_sel:[1,0,0]
	ds_read_b128 v[18:21], v103 offset:1056
	v_add_u32_e32 v23, 0x524, v103
	v_pk_fma_f32 v[140:141], v[174:175], v[10:11], v[90:91] op_sel:[1,0,0]
	v_pk_fma_f32 v[90:91], v[174:175], v[6:7], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[144:145], v[70:71], v[146:147] op_sel:[1,0,0]
	v_pk_fma_f32 v[146:147], v[144:145], v[88:89], v[148:149] op_sel_hi:[0,1,1]
	ds_read2_b32 v[148:149], v23 offset1:1
	v_pk_fma_f32 v[54:55], v[144:145], v[72:73], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[144:145], v[70:71], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[144:145], v[72:73], v[58:59] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[54:55], v[14:15], v[76:77], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[138:139], v[174:175], v[12:13], v[92:93] op_sel:[1,0,0]
	v_pk_fma_f32 v[92:93], v[144:145], v[86:87], v[150:151] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[14:15], v[74:75], v[56:57] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[54:55], v[172:173], v[80:81], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[14:15], v[76:77], v[58:59] op_sel:[1,0,0]
	v_pk_fma_f32 v[96:97], v[144:145], v[86:87], v[154:155] op_sel:[1,0,0]
	v_pk_fma_f32 v[144:145], v[144:145], v[88:89], v[152:153] op_sel:[1,0,0]
	v_pk_fma_f32 v[56:57], v[172:173], v[78:79], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[14:15], v[74:75], v[60:61] op_sel:[1,0,0]
	v_pk_fma_f32 v[58:59], v[172:173], v[80:81], v[58:59] op_sel:[1,0,0]
	v_pk_fma_f32 v[92:93], v[14:15], v[38:39], v[92:93] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[54:55], v[18:19], v[84:85], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[172:173], v[78:79], v[60:61] op_sel:[1,0,0]
	v_pk_fma_f32 v[92:93], v[172:173], v[42:43], v[92:93] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[96:97], v[14:15], v[38:39], v[96:97] op_sel:[1,0,0]
	v_pk_fma_f32 v[146:147], v[14:15], v[40:41], v[146:147] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[14:15], v[40:41], v[144:145] op_sel:[1,0,0]
	v_pk_fma_f32 v[56:57], v[18:19], v[82:83], v[56:57] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[144:145], v[148:149], v[12:13], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[18:19], v[84:85], v[58:59] op_sel:[1,0,0]
	v_pk_fma_f32 v[96:97], v[172:173], v[42:43], v[96:97] op_sel:[1,0,0]
	v_pk_fma_f32 v[146:147], v[172:173], v[44:45], v[146:147] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[172:173], v[172:173], v[44:45], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[152:153], v[148:149], v[10:11], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[18:19], v[82:83], v[60:61] op_sel:[1,0,0]
	v_pk_fma_f32 v[150:151], v[148:149], v[12:13], v[54:55] op_sel:[1,0,0]
	v_pk_fma_f32 v[54:55], v[18:19], v[34:35], v[92:93] op_sel_hi:[0,1,1]
	ds_read2_b32 v[14:15], v103 offset0:201 offset1:202
	v_pk_fma_f32 v[154:155], v[148:149], v[10:11], v[56:57] op_sel:[1,0,0]
	v_pk_fma_f32 v[56:57], v[148:149], v[6:7], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[18:19], v[34:35], v[96:97] op_sel:[1,0,0]
	v_pk_fma_f32 v[58:59], v[18:19], v[36:37], v[146:147] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[18:19], v[36:37], v[172:173] op_sel:[1,0,0]
	v_pk_fma_f32 v[92:93], v[128:129], v[70:71], v[136:137] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[148:149], v[8:9], v[18:19] op_sel:[1,0,0]
	v_add_u32_e32 v18, 0x52c, v103
	ds_read2_b32 v[18:19], v18 offset1:1
	v_pk_fma_f32 v[92:93], v[16:17], v[74:75], v[92:93] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[92:93], v[14:15], v[78:79], v[92:93] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[92:93], v[20:21], v[82:83], v[92:93] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[96:97], v[128:129], v[88:89], v[130:131] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[136:137], v[18:19], v[10:11], v[92:93] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[92:93], v[128:129], v[72:73], v[132:133] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[92:93], v[16:17], v[76:77], v[92:93] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[92:93], v[14:15], v[80:81], v[92:93] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[92:93], v[20:21], v[84:85], v[92:93] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[132:133], v[18:19], v[12:13], v[92:93] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[92:93], v[128:129], v[86:87], v[134:135] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[22:23], v[66:67], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[92:93], v[16:17], v[38:39], v[92:93] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[96:97], v[16:17], v[40:41], v[96:97] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[70:71], v[128:129], v[70:71], v[98:99] op_sel:[1,0,0]
	v_mov_b32_e32 v16, v17
	v_pk_fma_f32 v[2:3], v[128:129], v[86:87], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[92:93], v[14:15], v[42:43], v[92:93] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[96:97], v[14:15], v[44:45], v[96:97] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[70:71], v[16:17], v[74:75], v[70:71] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[16:17], v[38:39], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[92:93], v[20:21], v[34:35], v[92:93] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[96:97], v[20:21], v[36:37], v[96:97] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[70:71], v[14:15], v[78:79], v[70:71] op_sel:[1,0,0]
	v_mov_b32_e32 v20, v21
	v_pk_fma_f32 v[2:3], v[14:15], v[42:43], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[70:71], v[20:21], v[82:83], v[70:71] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[20:21], v[34:35], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[82:83], v[18:19], v[10:11], v[70:71] op_sel:[1,0,0]
	v_pk_fma_f32 v[70:71], v[18:19], v[6:7], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[22:23], v[68:69], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[128:129], v[88:89], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[54:55], v[148:149], v[6:7], v[54:55] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[16:17], v[40:41], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[14:15], v[44:45], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[92:93], v[18:19], v[6:7], v[92:93] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[20:21], v[36:37], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[128:129], v[72:73], v[24:25] op_sel:[1,0,0]
	v_pk_fma_f32 v[74:75], v[18:19], v[8:9], v[2:3] op_sel:[1,0,0]
	v_add_u32_e32 v2, 0x71c, v103
	v_add_u32_e32 v6, 0x924, v103
	v_pk_fma_f32 v[10:11], v[16:17], v[76:77], v[10:11] op_sel_hi:[0,1,1]
	ds_read2_b32 v[34:35], v2 offset1:1
	ds_read2_b32 v[78:79], v6 offset1:1
	v_add_u32_e32 v2, 0x724, v103
	v_add_u32_e32 v6, 0x92c, v103
	v_pk_fma_f32 v[10:11], v[14:15], v[80:81], v[10:11] op_sel:[1,0,0]
	ds_read2_b32 v[68:69], v2 offset1:1
	ds_read2_b32 v[66:67], v6 offset1:1
	v_add_u32_e32 v2, 0x72c, v103
	v_add_u32_e32 v6, 0x934, v103
	v_pk_fma_f32 v[10:11], v[20:21], v[84:85], v[10:11] op_sel_hi:[0,1,1]
	ds_read2_b32 v[44:45], v2 offset1:1
	ds_read2_b32 v[40:41], v6 offset1:1
	v_add_u32_e32 v6, 0x93c, v103
	v_pk_fma_f32 v[96:97], v[18:19], v[8:9], v[96:97] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[72:73], v[18:19], v[12:13], v[10:11] op_sel:[1,0,0]
	ds_read2_b64 v[18:21], v103 offset0:195 offset1:196
	ds_read2_b64 v[10:13], v103 offset0:197 offset1:198
	ds_read2_b32 v[38:39], v6 offset1:1
	ds_read_b128 v[84:87], v102 offset:3072
	ds_read_b128 v[128:131], v102 offset:3584
	v_add_u32_e32 v2, 0x734, v103
	ds_read2_b32 v[42:43], v2 offset1:1
	ds_read_b128 v[14:17], v103 offset:2080
	ds_read_b128 v[2:5], v103 offset:2096
	v_add_u32_e32 v6, 0xa38, v103
	v_pk_fma_f32 v[58:59], v[148:149], v[8:9], v[58:59] op_sel_hi:[0,1,1]
	ds_read2_b64 v[6:9], v6 offset1:1
	ds_read_b128 v[22:25], v102 offset:4096
	s_waitcnt lgkmcnt(6)
	v_pk_fma_f32 v[98:99], v[18:19], v[86:87], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[134:135], v[18:19], v[86:87], v[28:29] op_sel:[1,0,0]
	ds_read_b128 v[26:29], v102 offset:4608
	v_mov_b32_e32 v148, v13
	v_mov_b32_e32 v104, v21
	v_pk_fma_f32 v[36:37], v[148:149], v[84:85], v[82:83] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[18:19], v[84:85], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[64:65], v[18:19], v[84:85], v[64:65] op_sel:[1,0,0]
	v_pk_fma_f32 v[76:77], v[20:21], v[84:85], v[142:143] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[80:81], v[104:105], v[84:85], v[140:141] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[82:83], v[10:11], v[84:85], v[152:153] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[88:89], v[10:11], v[84:85], v[154:155] op_sel:[1,0,0]
	v_pk_fma_f32 v[84:85], v[12:13], v[84:85], v[136:137] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[72:73], v[148:149], v[86:87], v[72:73] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[100:101], v[20:21], v[86:87], v[100:101] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[136:137], v[104:105], v[86:87], v[138:139] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[138:139], v[10:11], v[86:87], v[144:145] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[140:141], v[10:11], v[86:87], v[150:151] op_sel:[1,0,0]
	v_pk_fma_f32 v[86:87], v[12:13], v[86:87], v[132:133] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(5)
	v_pk_fma_f32 v[36:37], v[42:43], v[128:129], v[36:37] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v146, v5
	v_pk_fma_f32 v[62:63], v[34:35], v[128:129], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[64:65], v[34:35], v[128:129], v[64:65] op_sel:[1,0,0]
	v_pk_fma_f32 v[76:77], v[68:69], v[128:129], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[80:81], v[68:69], v[128:129], v[80:81] op_sel:[1,0,0]
	v_pk_fma_f32 v[82:83], v[44:45], v[128:129], v[82:83] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[88:89], v[44:45], v[128:129], v[88:89] op_sel:[1,0,0]
	v_pk_fma_f32 v[84:85], v[42:43], v[128:129], v[84:85] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[86:87], v[42:43], v[130:131], v[86:87] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v144, v17
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[36:37], v[146:147], v[22:23], v[36:37] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[14:15], v[22:23], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[64:65], v[14:15], v[22:23], v[64:65] op_sel:[1,0,0]
	v_pk_fma_f32 v[76:77], v[16:17], v[22:23], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[72:73], v[42:43], v[130:131], v[72:73] op_sel:[1,0,0]
	v_pk_fma_f32 v[98:99], v[34:35], v[130:131], v[98:99] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[128:129], v[34:35], v[130:131], v[134:135] op_sel:[1,0,0]
	v_pk_fma_f32 v[100:101], v[68:69], v[130:131], v[100:101] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[132:133], v[68:69], v[130:131], v[136:137] op_sel:[1,0,0]
	v_pk_fma_f32 v[134:135], v[44:45], v[130:131], v[138:139] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[136:137], v[44:45], v[130:131], v[140:141] op_sel:[1,0,0]
	v_pk_fma_f32 v[80:81], v[144:145], v[22:23], v[80:81] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[82:83], v[2:3], v[22:23], v[82:83] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[88:89], v[2:3], v[22:23], v[88:89] op_sel:[1,0,0]
	v_pk_fma_f32 v[22:23], v[4:5], v[22:23], v[84:85] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[86:87], v[4:5], v[24:25], v[86:87] op_sel_hi:[0,1,1]
	v_add_u32_e32 v5, 0xa28, v103
	v_pk_fma_f32 v[72:73], v[146:147], v[24:25], v[72:73] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[84:85], v[14:15], v[24:25], v[98:99] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[98:99], v[14:15], v[24:25], v[128:129] op_sel:[1,0,0]
	v_pk_fma_f32 v[100:101], v[16:17], v[24:25], v[100:101] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[128:129], v[144:145], v[24:25], v[132:133] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[130:131], v[2:3], v[24:25], v[134:135] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[132:133], v[2:3], v[24:25], v[136:137] op_sel:[1,0,0]
	ds_read2_b32 v[140:141], v159 offset1:1
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[36:37], v[38:39], v[26:27], v[36:37] op_sel:[1,0,0]
	v_pk_fma_f32 v[134:135], v[78:79], v[26:27], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[136:137], v[78:79], v[26:27], v[64:65] op_sel:[1,0,0]
	v_pk_fma_f32 v[76:77], v[66:67], v[26:27], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[80:81], v[66:67], v[26:27], v[80:81] op_sel:[1,0,0]
	v_pk_fma_f32 v[82:83], v[40:41], v[26:27], v[82:83] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[88:89], v[40:41], v[26:27], v[88:89] op_sel:[1,0,0]
	v_pk_fma_f32 v[26:27], v[38:39], v[26:27], v[22:23] op_sel_hi:[0,1,1]
	ds_read_b128 v[62:65], v102 offset:5120
	ds_read2_b64 v[22:25], v5 offset1:1
	v_pk_fma_f32 v[72:73], v[38:39], v[28:29], v[72:73] op_sel:[1,0,0]
	v_pk_fma_f32 v[84:85], v[78:79], v[28:29], v[84:85] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[98:99], v[78:79], v[28:29], v[98:99] op_sel:[1,0,0]
	v_pk_fma_f32 v[100:101], v[66:67], v[28:29], v[100:101] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[128:129], v[66:67], v[28:29], v[128:129] op_sel:[1,0,0]
	v_pk_fma_f32 v[130:131], v[40:41], v[28:29], v[130:131] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[132:133], v[40:41], v[28:29], v[132:133] op_sel:[1,0,0]
	v_pk_fma_f32 v[28:29], v[38:39], v[28:29], v[86:87] op_sel_hi:[0,1,1]
	v_add_u32_e32 v5, 0xb2c, v103
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[86:87], v[22:23], v[62:63], v[134:135] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[134:135], v[22:23], v[62:63], v[136:137] op_sel:[1,0,0]
	v_pk_fma_f32 v[136:137], v[8:9], v[62:63], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[182:183], v[8:9], v[64:65], v[28:29] op_sel_hi:[0,1,1]
	ds_read2_b32 v[138:139], v160 offset1:1
	ds_read_b128 v[26:29], v102 offset:5632
	ds_read2_b32 v[152:153], v5 offset1:1
	ds_read2_b32 v[142:143], v158 offset1:1
	v_mov_b32_e32 v154, v9
	v_mov_b32_e32 v150, v25
	v_pk_fma_f32 v[36:37], v[154:155], v[62:63], v[36:37] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[76:77], v[24:25], v[62:63], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[80:81], v[150:151], v[62:63], v[80:81] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[82:83], v[6:7], v[62:63], v[82:83] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[88:89], v[6:7], v[62:63], v[88:89] op_sel:[1,0,0]
	v_pk_fma_f32 v[72:73], v[154:155], v[64:65], v[72:73] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[172:173], v[22:23], v[64:65], v[84:85] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[98:99], v[22:23], v[64:65], v[98:99] op_sel:[1,0,0]
	v_pk_fma_f32 v[174:175], v[24:25], v[64:65], v[100:101] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[176:177], v[150:151], v[64:65], v[128:129] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[178:179], v[6:7], v[64:65], v[130:131] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[180:181], v[6:7], v[64:65], v[132:133] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[62:63], v[138:139], v[26:27], v[36:37] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[100:101], v[152:153], v[26:27], v[86:87] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[128:129], v[152:153], v[26:27], v[134:135] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[130:131], v[142:143], v[26:27], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[64:65], v[142:143], v[26:27], v[80:81] op_sel:[1,0,0]
	v_pk_fma_f32 v[80:81], v[140:141], v[26:27], v[82:83] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[82:83], v[140:141], v[26:27], v[88:89] op_sel:[1,0,0]
	v_pk_fma_f32 v[84:85], v[138:139], v[26:27], v[136:137] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[72:73], v[138:139], v[28:29], v[72:73] op_sel:[1,0,0]
	v_pk_fma_f32 v[132:133], v[152:153], v[28:29], v[172:173] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[134:135], v[152:153], v[28:29], v[98:99] op_sel:[1,0,0]
	v_pk_fma_f32 v[136:137], v[142:143], v[28:29], v[174:175] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[76:77], v[142:143], v[28:29], v[176:177] op_sel:[1,0,0]
	v_pk_fma_f32 v[86:87], v[140:141], v[28:29], v[178:179] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[88:89], v[140:141], v[28:29], v[180:181] op_sel:[1,0,0]
	v_pk_fma_f32 v[98:99], v[138:139], v[28:29], v[182:183] op_sel_hi:[0,1,1]
	ds_read_b128 v[26:29], v102 offset:3088
	ds_read_b128 v[176:179], v102 offset:6144
	s_add_u32 s14, s14, 16
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[126:127]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[36:37], v[18:19], v[28:29], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[18:19], v[28:29], v[48:49] op_sel:[1,0,0]
	v_pk_fma_f32 v[48:49], v[20:21], v[28:29], v[94:95] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[18:19], v[26:27], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[18:19], v[26:27], v[32:33] op_sel:[1,0,0]
	v_pk_fma_f32 v[90:91], v[20:21], v[26:27], v[90:91] op_sel_hi:[0,1,1]
	ds_read_b128 v[18:21], v102 offset:3600
	s_and_b64 vcc, exec, vcc
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[36:37], v[34:35], v[20:21], v[36:37] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[34:35], v[20:21], v[46:47] op_sel:[1,0,0]
	v_pk_fma_f32 v[94:95], v[34:35], v[18:19], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[34:35], v[18:19], v[32:33] op_sel:[1,0,0]
	ds_read_b128 v[30:33], v102 offset:4112
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[172:173], v[14:15], v[32:33], v[36:37] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[14:15], v[32:33], v[46:47] op_sel:[1,0,0]
	v_pk_fma_f32 v[36:37], v[68:69], v[20:21], v[48:49] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[94:95], v[14:15], v[30:31], v[94:95] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[14:15], v[30:31], v[34:35] op_sel:[1,0,0]
	v_pk_fma_f32 v[34:35], v[68:69], v[18:19], v[90:91] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], v[16:17], v[32:33], v[36:37] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[16:17], v[30:31], v[34:35] op_sel_hi:[0,1,1]
	ds_read_b128 v[34:37], v102 offset:4624
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[90:91], v[78:79], v[36:37], v[172:173] op_sel_hi:[0,1,1]
	ds_read_b128 v[172:175], v102 offset:5136
	v_pk_fma_f32 v[46:47], v[78:79], v[36:37], v[46:47] op_sel:[1,0,0]
	v_pk_fma_f32 v[94:95], v[78:79], v[34:35], v[94:95] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[78:79], v[34:35], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[48:49], v[66:67], v[36:37], v[48:49] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[66:67], v[34:35], v[16:17] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[78:79], v[22:23], v[174:175], v[90:91] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[22:23], v[174:175], v[46:47] op_sel:[1,0,0]
	v_pk_fma_f32 v[90:91], v[24:25], v[174:175], v[48:49] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], v[22:23], v[172:173], v[94:95] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[22:23], v[172:173], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[94:95], v[24:25], v[172:173], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[148:149], v[26:27], v[70:71] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[148:149], v[28:29], v[74:75] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[42:43], v[18:19], v[16:17] op_sel:[1,0,0]
	v_pk_fma_f32 v[22:23], v[42:43], v[20:21], v[22:23] op_sel:[1,0,0]
	v_pk_fma_f32 v[16:17], v[146:147], v[30:31], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[146:147], v[32:33], v[22:23] op_sel_hi:[0,1,1]
	ds_read_b128 v[146:149], v102 offset:5648
	v_pk_fma_f32 v[16:17], v[38:39], v[34:35], v[16:17] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[188:189], v[152:153], v[146:147], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[24:25], v[154:155], v[172:173], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[38:39], v[36:37], v[22:23] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[104:105], v[28:29], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[180:181], v[154:155], v[174:175], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[104:105], v[26:27], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[68:69], v[20:21], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[16:17], v[68:69], v[18:19], v[16:17] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[144:145], v[32:33], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[66:67], v[36:37], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[16:17], v[144:145], v[30:31], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[66:67], v[34:35], v[16:17] op_sel:[1,0,0]
	v_pk_fma_f32 v[144:145], v[150:151], v[174:175], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[10:11], v[28:29], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[150:151], v[150:151], v[172:173], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[10:11], v[28:29], v[60:61] op_sel:[1,0,0]
	v_pk_fma_f32 v[22:23], v[12:13], v[28:29], v[96:97] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[28:29], v[10:11], v[26:27], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[10:11], v[26:27], v[54:55] op_sel:[1,0,0]
	v_pk_fma_f32 v[26:27], v[12:13], v[26:27], v[92:93] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[44:45], v[20:21], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[44:45], v[20:21], v[16:17] op_sel:[1,0,0]
	v_pk_fma_f32 v[28:29], v[44:45], v[18:19], v[28:29] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[44:45], v[18:19], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[20:21], v[42:43], v[20:21], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[42:43], v[18:19], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[2:3], v[32:33], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[182:183], v[152:153], v[148:149], v[78:79] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[184:185], v[152:153], v[148:149], v[46:47] op_sel:[1,0,0]
	v_pk_fma_f32 v[186:187], v[152:153], v[146:147], v[48:49] op_sel_hi:[0,1,1]
	ds_read_b128 v[152:155], v103 offset:3120
	ds_read_b128 v[66:69], v103 offset:3136
	v_pk_fma_f32 v[26:27], v[2:3], v[32:33], v[56:57] op_sel:[1,0,0]
	v_pk_fma_f32 v[20:21], v[4:5], v[32:33], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[28:29], v[2:3], v[30:31], v[28:29] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[2:3], v[30:31], v[44:45] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[4:5], v[30:31], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[138:139], v[146:147], v[24:25] op_sel:[1,0,0]
	v_pk_fma_f32 v[18:19], v[40:41], v[36:37], v[22:23] op_sel_hi:[0,1,1]
	ds_read_b128 v[22:25], v102 offset:6160
	v_pk_fma_f32 v[26:27], v[40:41], v[36:37], v[26:27] op_sel:[1,0,0]
	v_pk_fma_f32 v[28:29], v[40:41], v[34:35], v[28:29] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[40:41], v[34:35], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[20:21], v[38:39], v[36:37], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[38:39], v[34:35], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[6:7], v[174:175], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[6:7], v[174:175], v[26:27] op_sel:[1,0,0]
	v_pk_fma_f32 v[40:41], v[8:9], v[174:175], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[6:7], v[172:173], v[28:29] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[6:7], v[172:173], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[8:9], v[172:173], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[138:139], v[148:149], v[180:181] op_sel:[1,0,0]
	v_pk_fma_f32 v[56:57], v[142:143], v[148:149], v[90:91] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39], v[142:143], v[148:149], v[144:145] op_sel:[1,0,0]
	v_pk_fma_f32 v[58:59], v[142:143], v[146:147], v[94:95] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[36:37], v[142:143], v[146:147], v[150:151] op_sel:[1,0,0]
	v_pk_fma_f32 v[150:151], v[140:141], v[148:149], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[172:173], v[140:141], v[148:149], v[32:33] op_sel:[1,0,0]
	v_pk_fma_f32 v[148:149], v[138:139], v[148:149], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[174:175], v[140:141], v[146:147], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[180:181], v[140:141], v[146:147], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[146:147], v[138:139], v[146:147], v[4:5] op_sel_hi:[0,1,1]
	ds_read2_b32 v[46:47], v161 offset1:1
	ds_read2_b32 v[48:49], v162 offset1:1
	ds_read2_b32 v[52:53], v163 offset1:1
	ds_read2_b32 v[50:51], v164 offset1:1
	ds_read2_b64 v[10:13], v165 offset1:1
	ds_read2_b64 v[14:17], v166 offset1:1
	ds_read2_b32 v[42:43], v167 offset1:1
	ds_read2_b32 v[74:75], v168 offset1:1
	ds_read2_b32 v[78:79], v169 offset1:1
	ds_read2_b32 v[70:71], v170 offset1:1
	ds_read_b128 v[26:29], v102 offset:6656
	ds_read_b128 v[6:9], v102 offset:6672
	ds_read_b128 v[18:21], v102 offset:7168
	ds_read_b128 v[30:33], v102 offset:7184
	ds_read_b128 v[2:5], v102 offset:7680
	s_waitcnt lgkmcnt(14)
	v_pk_fma_f32 v[138:139], v[152:153], v[176:177], v[100:101] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[94:95], v[152:153], v[178:179], v[132:133] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[96:97], v[152:153], v[178:179], v[134:135] op_sel:[1,0,0]
	v_pk_fma_f32 v[100:101], v[154:155], v[178:179], v[136:137] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v104, v69
	v_pk_fma_f32 v[140:141], v[66:67], v[176:177], v[80:81] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[142:143], v[66:67], v[176:177], v[82:83] op_sel:[1,0,0]
	v_pk_fma_f32 v[144:145], v[68:69], v[176:177], v[84:85] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[132:133], v[66:67], v[178:179], v[86:87] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[134:135], v[66:67], v[178:179], v[88:89] op_sel:[1,0,0]
	v_pk_fma_f32 v[136:137], v[68:69], v[178:179], v[98:99] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[86:87], v[66:67], v[24:25], v[150:151] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[88:89], v[66:67], v[24:25], v[172:173] op_sel:[1,0,0]
	v_pk_fma_f32 v[98:99], v[68:69], v[24:25], v[148:149] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[80:81], v[66:67], v[22:23], v[174:175] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[82:83], v[66:67], v[22:23], v[180:181] op_sel:[1,0,0]
	v_pk_fma_f32 v[84:85], v[68:69], v[22:23], v[146:147] op_sel_hi:[0,1,1]
	ds_read_b128 v[66:69], v102 offset:7696
	v_mov_b32_e32 v40, v155
	v_pk_fma_f32 v[128:129], v[152:153], v[176:177], v[128:129] op_sel:[1,0,0]
	v_pk_fma_f32 v[130:131], v[154:155], v[176:177], v[130:131] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[152:153], v[24:25], v[182:183] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91], v[152:153], v[24:25], v[184:185] op_sel:[1,0,0]
	v_pk_fma_f32 v[92:93], v[154:155], v[24:25], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[152:153], v[22:23], v[186:187] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[152:153], v[22:23], v[188:189] op_sel:[1,0,0]
	v_pk_fma_f32 v[58:59], v[154:155], v[22:23], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[148:149], v[104:105], v[176:177], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[146:147], v[40:41], v[176:177], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[64:65], v[104:105], v[178:179], v[72:73] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[40:41], v[178:179], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[104:105], v[22:23], v[44:45] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[104:105], v[24:25], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[24:25], v[40:41], v[24:25], v[38:39] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[40:41], v[22:23], v[36:37] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(11)
	v_mov_b32_e32 v72, v13
	s_waitcnt lgkmcnt(10)
	v_mov_b32_e32 v76, v17
	s_waitcnt lgkmcnt(5)
	v_pk_fma_f32 v[138:139], v[46:47], v[26:27], v[138:139] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[128:129], v[46:47], v[26:27], v[128:129] op_sel:[1,0,0]
	v_pk_fma_f32 v[130:131], v[48:49], v[26:27], v[130:131] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[140:141], v[52:53], v[26:27], v[140:141] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[142:143], v[52:53], v[26:27], v[142:143] op_sel:[1,0,0]
	v_pk_fma_f32 v[144:145], v[50:51], v[26:27], v[144:145] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[94:95], v[46:47], v[28:29], v[94:95] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[96:97], v[46:47], v[28:29], v[96:97] op_sel:[1,0,0]
	v_pk_fma_f32 v[100:101], v[48:49], v[28:29], v[100:101] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[132:133], v[52:53], v[28:29], v[132:133] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[134:135], v[52:53], v[28:29], v[134:135] op_sel:[1,0,0]
	v_pk_fma_f32 v[136:137], v[50:51], v[28:29], v[136:137] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[60:61], v[46:47], v[8:9], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91], v[46:47], v[8:9], v[90:91] op_sel:[1,0,0]
	v_pk_fma_f32 v[92:93], v[48:49], v[8:9], v[92:93] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39], v[52:53], v[8:9], v[86:87] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[86:87], v[52:53], v[8:9], v[88:89] op_sel:[1,0,0]
	v_pk_fma_f32 v[88:89], v[50:51], v[8:9], v[98:99] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[46:47], v[6:7], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[46:47], v[6:7], v[56:57] op_sel:[1,0,0]
	v_pk_fma_f32 v[56:57], v[48:49], v[6:7], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[36:37], v[52:53], v[6:7], v[80:81] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41], v[52:53], v[6:7], v[82:83] op_sel:[1,0,0]
	v_pk_fma_f32 v[52:53], v[50:51], v[6:7], v[84:85] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[50:51], v[26:27], v[148:149] op_sel:[1,0,0]
	v_pk_fma_f32 v[26:27], v[48:49], v[26:27], v[146:147] op_sel:[1,0,0]
	v_pk_fma_f32 v[64:65], v[50:51], v[28:29], v[64:65] op_sel:[1,0,0]
	v_pk_fma_f32 v[28:29], v[48:49], v[28:29], v[62:63] op_sel:[1,0,0]
	v_pk_fma_f32 v[34:35], v[50:51], v[8:9], v[34:35] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[48:49], v[8:9], v[24:25] op_sel:[1,0,0]
	v_pk_fma_f32 v[44:45], v[50:51], v[6:7], v[44:45] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[48:49], v[6:7], v[22:23] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[80:81], v[10:11], v[18:19], v[138:139] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[82:83], v[10:11], v[18:19], v[128:129] op_sel:[1,0,0]
	v_pk_fma_f32 v[84:85], v[12:13], v[18:19], v[130:131] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[98:99], v[14:15], v[18:19], v[140:141] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[128:129], v[14:15], v[18:19], v[142:143] op_sel:[1,0,0]
	v_pk_fma_f32 v[130:131], v[16:17], v[18:19], v[144:145] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[94:95], v[10:11], v[20:21], v[94:95] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[96:97], v[10:11], v[20:21], v[96:97] op_sel:[1,0,0]
	v_pk_fma_f32 v[100:101], v[12:13], v[20:21], v[100:101] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[132:133], v[14:15], v[20:21], v[132:133] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[134:135], v[14:15], v[20:21], v[134:135] op_sel:[1,0,0]
	v_pk_fma_f32 v[136:137], v[16:17], v[20:21], v[136:137] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[60:61], v[10:11], v[32:33], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91], v[10:11], v[32:33], v[90:91] op_sel:[1,0,0]
	v_pk_fma_f32 v[92:93], v[12:13], v[32:33], v[92:93] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[24:25], v[14:15], v[32:33], v[38:39] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39], v[14:15], v[32:33], v[86:87] op_sel:[1,0,0]
	v_pk_fma_f32 v[86:87], v[16:17], v[32:33], v[88:89] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[50:51], v[10:11], v[30:31], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[10:11], v[30:31], v[46:47] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[12:13], v[30:31], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[14:15], v[30:31], v[36:37] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[36:37], v[14:15], v[30:31], v[40:41] op_sel:[1,0,0]
	v_pk_fma_f32 v[40:41], v[16:17], v[30:31], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[88:89], v[72:73], v[18:19], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[138:139], v[76:77], v[18:19], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[140:141], v[72:73], v[20:21], v[28:29] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[142:143], v[76:77], v[20:21], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[72:73], v[32:33], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[144:145], v[76:77], v[32:33], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[72:73], v[30:31], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[72:73], v[76:77], v[30:31], v[44:45] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[62:63], v[42:43], v[2:3], v[80:81] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[64:65], v[42:43], v[4:5], v[94:95] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[50:51], v[42:43], v[66:67], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[42:43], v[68:69], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[42:43], v[2:3], v[82:83] op_sel:[1,0,0]
	v_pk_fma_f32 v[60:61], v[42:43], v[4:5], v[96:97] op_sel:[1,0,0]
	v_pk_fma_f32 v[46:47], v[42:43], v[66:67], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[48:49], v[42:43], v[68:69], v[90:91] op_sel:[1,0,0]
	v_pk_fma_f32 v[54:55], v[74:75], v[2:3], v[84:85] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[74:75], v[4:5], v[100:101] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[42:43], v[74:75], v[66:67], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[74:75], v[68:69], v[92:93] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[78:79], v[2:3], v[98:99] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[78:79], v[4:5], v[132:133] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[78:79], v[66:67], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[78:79], v[68:69], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[78:79], v[2:3], v[128:129] op_sel:[1,0,0]
	v_pk_fma_f32 v[16:17], v[78:79], v[4:5], v[134:135] op_sel:[1,0,0]
	v_pk_fma_f32 v[26:27], v[78:79], v[66:67], v[36:37] op_sel:[1,0,0]
	v_pk_fma_f32 v[28:29], v[78:79], v[68:69], v[38:39] op_sel:[1,0,0]
	v_pk_fma_f32 v[10:11], v[70:71], v[2:3], v[130:131] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[70:71], v[4:5], v[136:137] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[70:71], v[66:67], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[24:25], v[70:71], v[68:69], v[86:87] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39], v[74:75], v[2:3], v[88:89] op_sel:[1,0,0]
	v_pk_fma_f32 v[40:41], v[74:75], v[4:5], v[140:141] op_sel:[1,0,0]
	v_pk_fma_f32 v[34:35], v[74:75], v[66:67], v[6:7] op_sel:[1,0,0]
	v_pk_fma_f32 v[36:37], v[74:75], v[68:69], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[70:71], v[2:3], v[138:139] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[70:71], v[4:5], v[142:143] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[70:71], v[66:67], v[72:73] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[70:71], v[68:69], v[144:145] op_sel:[1,0,0]
	s_barrier
	s_cbranch_vccnz .LBB0_20
.LBB0_3:                                ; %.preheader91
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_4 Depth 2
                                        ;     Child Loop BB0_19 Depth 2
	v_lshl_add_u64 v[66:67], s[14:15], 2, v[106:107]
	s_mov_b64 s[18:19], 0
	v_mov_b32_e32 v68, v157
	v_add_u32_e32 v69, s10, v1
	v_mov_b32_e32 v70, v156
.LBB0_4:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mad_u64_u32 v[72:73], s[20:21], s6, v69, 0
	v_mov_b32_e32 v74, v73
	v_mad_u64_u32 v[74:75], s[20:21], s7, v69, v[74:75]
	v_mov_b32_e32 v73, v74
	v_lshl_add_u64 v[72:73], v[72:73], 2, v[66:67]
	global_load_dword v71, v[72:73], off
	v_add_u32_e32 v70, 0x80, v70
	v_cmp_lt_u32_e32 vcc, s11, v70
	v_add_u32_e32 v69, 8, v69
	s_or_b64 s[18:19], vcc, s[18:19]
	s_waitcnt vmcnt(0)
	ds_write_b32 v68, v71
	v_add_u32_e32 v68, 32, v68
	s_andn2_b64 exec, exec, s[18:19]
	s_cbranch_execnz .LBB0_4
; %bb.5:                                ; %vector.scevcheck
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[18:19]
	s_mov_b64 s[20:21], -1
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, v0
	v_mov_b32_e32 v68, v156
	s_cbranch_vccnz .LBB0_17
; %bb.6:                                ; %vector.body
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_lshl_add_u64 v[66:67], s[14:15], 2, v[110:111]
	global_load_dwordx2 v[68:69], v[66:67], off
	v_or_b32_e32 v66, 0x200, v108
	s_waitcnt vmcnt(0)
	ds_write_b32 v108, v68
	ds_write_b32 v66, v69
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_14
; %bb.7:                                ; %vector.body.1
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_lshl_add_u64 v[66:67], s[14:15], 2, v[112:113]
	global_load_dwordx2 v[68:69], v[66:67], off
	v_or_b32_e32 v66, 0x400, v108
	v_or_b32_e32 v67, 0x600, v108
	s_waitcnt vmcnt(0)
	ds_write_b32 v66, v68
	ds_write_b32 v67, v69
	s_and_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB0_14
; %bb.8:                                ; %vector.body.2
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_lshl_add_u64 v[66:67], s[14:15], 2, v[114:115]
	global_load_dwordx2 v[68:69], v[66:67], off
	v_or_b32_e32 v66, 0x800, v108
	v_or_b32_e32 v67, 0xa00, v108
	s_waitcnt vmcnt(0)
	ds_write_b32 v66, v68
	ds_write_b32 v67, v69
	s_and_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB0_14
; %bb.9:                                ; %vector.body.3
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_lshl_add_u64 v[66:67], s[14:15], 2, v[116:117]
	global_load_dwordx2 v[68:69], v[66:67], off
	v_or_b32_e32 v66, 0xc00, v108
	v_or_b32_e32 v67, 0xe00, v108
	s_waitcnt vmcnt(0)
	ds_write_b32 v66, v68
	ds_write_b32 v67, v69
	s_and_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB0_14
; %bb.10:                               ; %vector.body.4
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_lshl_add_u64 v[66:67], s[14:15], 2, v[118:119]
	global_load_dwordx2 v[68:69], v[66:67], off
	v_or_b32_e32 v66, 0x1000, v108
	v_or_b32_e32 v67, 0x1200, v108
	s_waitcnt vmcnt(0)
	ds_write_b32 v66, v68
	ds_write_b32 v67, v69
	s_and_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB0_14
; %bb.11:                               ; %vector.body.5
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_lshl_add_u64 v[66:67], s[14:15], 2, v[120:121]
	global_load_dwordx2 v[68:69], v[66:67], off
	v_or_b32_e32 v66, 0x1400, v108
	v_or_b32_e32 v67, 0x1600, v108
	s_waitcnt vmcnt(0)
	ds_write_b32 v66, v68
	ds_write_b32 v67, v69
	s_and_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB0_14
; %bb.12:                               ; %vector.body.6
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_lshl_add_u64 v[66:67], s[14:15], 2, v[122:123]
	global_load_dwordx2 v[68:69], v[66:67], off
	v_or_b32_e32 v66, 0x1800, v108
	v_or_b32_e32 v67, 0x1a00, v108
	s_waitcnt vmcnt(0)
	ds_write_b32 v66, v68
	ds_write_b32 v67, v69
	s_and_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB0_14
; %bb.13:                               ; %vector.body.7
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_lshl_add_u64 v[66:67], s[14:15], 2, v[124:125]
	global_load_dwordx2 v[68:69], v[66:67], off
	v_or_b32_e32 v66, 0x1c00, v108
	v_or_b32_e32 v67, 0x1e00, v108
	s_waitcnt vmcnt(0)
	ds_write_b32 v66, v68
	ds_write_b32 v67, v69
.LBB0_14:                               ; %middle.block
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[18:19]
	s_mov_b64 s[20:21], 0
                                        ; implicit-def: $vgpr68
                                        ; implicit-def: $vgpr66
	s_and_saveexec_b64 s[18:19], s[20:21]
; %bb.15:                               ; %middle.block..preheader90.preheader_crit_edge
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_mov_b64 s[20:21], exec
	v_add_u32_e32 v68, 0xffffff80, v109
	v_lshrrev_b32_e32 v66, 7, v109
; %bb.16:                               ; %Flow1894
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[18:19]
	v_mov_b32_e32 v67, v109
.LBB0_17:                               ; %Flow1893
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_2
; %bb.18:                               ; %.preheader90.preheader
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_lshrrev_b32_e32 v104, 7, v67
	v_lshl_or_b32 v69, v66, 9, v108
	v_lshl_add_u64 v[66:67], s[14:15], 0, v[104:105]
	v_mul_lo_u32 v70, s12, v67
	v_mul_lo_u32 v71, s13, v66
	v_mad_u64_u32 v[66:67], s[20:21], s12, v66, v[110:111]
	v_add3_u32 v67, v71, v67, v70
	s_mov_b64 s[20:21], 0
.LBB0_19:                               ; %.preheader90
                                        ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dword v70, v[66:67], off
	v_add_u32_e32 v68, 0x80, v68
	v_cmp_lt_u32_e32 vcc, s22, v68
	v_lshl_add_u64 v[66:67], v[66:67], 0, s[12:13]
	s_or_b64 s[20:21], vcc, s[20:21]
	s_waitcnt vmcnt(0)
	ds_write_b32 v69, v70
	v_add_u32_e32 v69, 0x200, v69
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execnz .LBB0_19
	s_branch .LBB0_2
.LBB0_20:                               ; %Flow1896
	s_branch .LBB0_22
.LBB0_21:                               ; %..preheader85_crit_edge
	s_lshl_b64 s[12:13], s[4:5], 2
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
.LBB0_22:                               ; %.preheader85
	s_lshl_b64 s[0:1], s[2:3], 2
	s_mov_b32 s11, 0
	v_lshlrev_b32_e32 v0, 3, v1
	v_mov_b32_e32 v1, 0
	s_add_u32 s0, s8, s0
	v_lshl_add_u64 v[66:67], v[0:1], 0, s[10:11]
	s_addc_u32 s1, s9, s1
	v_mov_b32_e32 v103, v1
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[102:103]
	v_mul_lo_u32 v68, v67, s4
	v_mul_lo_u32 v69, v66, s5
	v_mad_u64_u32 v[66:67], s[0:1], v66, s4, 0
	v_add3_u32 v67, v67, v69, v68
	v_lshl_add_u64 v[0:1], v[66:67], 2, v[0:1]
	global_store_dwordx4 v[0:1], v[62:65], off
	global_store_dwordx4 v[0:1], v[50:53], off offset:16
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[12:13]
	global_store_dwordx4 v[0:1], v[58:61], off
	global_store_dwordx4 v[0:1], v[46:49], off offset:16
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[12:13]
	global_store_dwordx4 v[0:1], v[54:57], off
	global_store_dwordx4 v[0:1], v[42:45], off offset:16
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[12:13]
	global_store_dwordx4 v[0:1], v[38:41], off
	global_store_dwordx4 v[0:1], v[34:37], off offset:16
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[12:13]
	global_store_dwordx4 v[0:1], v[18:21], off
	global_store_dwordx4 v[0:1], v[30:33], off offset:16
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[12:13]
	global_store_dwordx4 v[0:1], v[14:17], off
	global_store_dwordx4 v[0:1], v[26:29], off offset:16
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[12:13]
	global_store_dwordx4 v[0:1], v[10:13], off
	global_store_dwordx4 v[0:1], v[22:25], off offset:16
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[12:13]
	global_store_dwordx4 v[0:1], v[6:9], off
	global_store_dwordx4 v[0:1], v[2:5], off offset:16
	s_endpgm
.LBB0_23:
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr31
                                        ; implicit-def: $vgpr39
                                        ; implicit-def: $vgpr35
                                        ; implicit-def: $vgpr55
                                        ; implicit-def: $vgpr43
                                        ; implicit-def: $vgpr59
                                        ; implicit-def: $vgpr47
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr51
                                        ; implicit-def: $sgpr12_sgpr13
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
		.amdhsa_next_free_vgpr 190
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 192
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
	.set _Z12gemm_lds_8x8PKfS0_Pfmmm.num_vgpr, 190
	.set _Z12gemm_lds_8x8PKfS0_Pfmmm.num_agpr, 0
	.set _Z12gemm_lds_8x8PKfS0_Pfmmm.numbered_sgpr, 23
	.set _Z12gemm_lds_8x8PKfS0_Pfmmm.num_named_barrier, 0
	.set _Z12gemm_lds_8x8PKfS0_Pfmmm.private_seg_size, 0
	.set _Z12gemm_lds_8x8PKfS0_Pfmmm.uses_vcc, 1
	.set _Z12gemm_lds_8x8PKfS0_Pfmmm.uses_flat_scratch, 0
	.set _Z12gemm_lds_8x8PKfS0_Pfmmm.has_dyn_sized_stack, 0
	.set _Z12gemm_lds_8x8PKfS0_Pfmmm.has_recursion, 0
	.set _Z12gemm_lds_8x8PKfS0_Pfmmm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7044
; TotalNumSgprs: 29
; NumVgprs: 190
; NumAgprs: 0
; TotalNumVgprs: 190
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 12352 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 23
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 190
; AccumOffset: 192
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 47
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
; %bb.1:                                ; %.preheader59.preheader
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v18, v17
	v_mov_b32_e32 v20, v16
.LBB1_2:                                ; %.preheader59
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
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
.LBB1_4:                                ; %.preheader55
	v_mad_u64_u32 v[16:17], s[0:1], v17, s5, v[16:17]
	v_ashrrev_i32_e32 v17, 31, v16
	s_ashr_i32 s1, s5, 31
	s_mov_b32 s0, s5
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[8:9]
	s_lshl_b64 s[0:1], s[0:1], 2
	global_store_dwordx4 v[16:17], v[12:15], off
	s_nop 1
	v_lshl_add_u64 v[12:13], v[16:17], 0, s[0:1]
	global_store_dwordx4 v[12:13], v[8:11], off
	s_nop 1
	v_lshl_add_u64 v[8:9], v[12:13], 0, s[0:1]
	global_store_dwordx4 v[8:9], v[4:7], off
	s_nop 1
	v_lshl_add_u64 v[4:5], v[8:9], 0, s[0:1]
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
	.set _Z11gemm_at_4x4PKfS0_Pfiii.num_vgpr, 30
	.set _Z11gemm_at_4x4PKfS0_Pfiii.num_agpr, 0
	.set _Z11gemm_at_4x4PKfS0_Pfiii.numbered_sgpr, 11
	.set _Z11gemm_at_4x4PKfS0_Pfiii.num_named_barrier, 0
	.set _Z11gemm_at_4x4PKfS0_Pfiii.private_seg_size, 0
	.set _Z11gemm_at_4x4PKfS0_Pfiii.uses_vcc, 0
	.set _Z11gemm_at_4x4PKfS0_Pfiii.uses_flat_scratch, 0
	.set _Z11gemm_at_4x4PKfS0_Pfiii.has_dyn_sized_stack, 0
	.set _Z11gemm_at_4x4PKfS0_Pfiii.has_recursion, 0
	.set _Z11gemm_at_4x4PKfS0_Pfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 476
; TotalNumSgprs: 17
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
                                        ; implicit-def: $sgpr2
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.1:                                ; %.._crit_edge_crit_edge
	s_load_dword s2, s[12:13], 0xc
; %bb.2:                                ; %Flow48
	s_or_saveexec_b64 s[10:11], s[6:7]
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	v_mov_b32_e32 v1, 0
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
; %bb.5:                                ; %Flow47
	s_or_b64 exec, exec, s[12:13]
	v_mov_b32_e32 v3, s8
.LBB2_6:                                ; %Flow49
	s_or_b64 exec, exec, s[10:11]
	v_lshlrev_b32_e32 v2, 2, v0
	ds_write_b32 v2, v1
	v_lshrrev_b16_e32 v1, 1, v3
	v_cmp_ne_u16_e32 vcc, 0, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_11
; %bb.7:                                ; %.lr.ph36
	s_mov_b64 s[2:3], 0
	s_branch .LBB2_9
.LBB2_8:                                ;   in Loop: Header=BB2_9 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_or_b64 s[2:3], vcc, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB2_11
.LBB2_9:                                ; =>This Inner Loop Header: Depth=1
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
.LBB2_11:                               ; %Flow46
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
; codeLenInByte = 464
; TotalNumSgprs: 26
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
	s_cmp_gt_i32 s5, 0
	v_ashrrev_i32_e32 v5, 31, v4
	s_cbranch_scc1 .LBB3_3
; %bb.2:                                ; %.preheader.._crit_edge_crit_edge
	s_mov_b64 s[2:3], 0
	s_branch .LBB3_4
.LBB3_3:
	s_mov_b64 s[2:3], -1
.LBB3_4:                                ; %Flow88
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	s_andn2_b64 vcc, exec, s[2:3]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	s_cbranch_vccnz .LBB3_7
; %bb.5:                                ; %.lr.ph.preheader
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
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
.LBB3_7:                                ; %Flow89
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
	.set _Z11conv1d_tapsPKfS0_Pfii.num_vgpr, 12
	.set _Z11conv1d_tapsPKfS0_Pfii.num_agpr, 0
	.set _Z11conv1d_tapsPKfS0_Pfii.numbered_sgpr, 8
	.set _Z11conv1d_tapsPKfS0_Pfii.num_named_barrier, 0
	.set _Z11conv1d_tapsPKfS0_Pfii.private_seg_size, 0
	.set _Z11conv1d_tapsPKfS0_Pfii.uses_vcc, 1
	.set _Z11conv1d_tapsPKfS0_Pfii.uses_flat_scratch, 0
	.set _Z11conv1d_tapsPKfS0_Pfii.has_dyn_sized_stack, 0
	.set _Z11conv1d_tapsPKfS0_Pfii.has_recursion, 0
	.set _Z11conv1d_tapsPKfS0_Pfii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 244
; TotalNumSgprs: 14
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
	v_add_u32_e32 v0, s2, v0
	s_cbranch_scc1 .LBB4_3
; %bb.1:                                ; %.lr.ph.preheader
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s2, s2, 16
	s_addc_u32 s3, s3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v10, v0
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
	v_pk_fma_f32 v[2:3], v[12:13], s[14:15], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[12:13], s[12:13], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[12:13], s[10:11], v[6:7] op_sel_hi:[0,1,1]
	s_cbranch_scc0 .LBB4_2
	s_branch .LBB4_4
.LBB4_3:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
.LBB4_4:                                ; %Flow60
	v_ashrrev_i32_e32 v1, 31, v0
	s_ashr_i32 s1, s7, 31
	s_mov_b32 s0, s7
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	s_lshl_b64 s[0:1], s[0:1], 2
	global_store_dword v[0:1], v8, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v9, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v6, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v7, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v4, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v5, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v2, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v3, off
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
	.set _Z12dot_uniform8PKfS0_Pfii.num_vgpr, 14
	.set _Z12dot_uniform8PKfS0_Pfii.num_agpr, 0
	.set _Z12dot_uniform8PKfS0_Pfii.numbered_sgpr, 18
	.set _Z12dot_uniform8PKfS0_Pfii.num_named_barrier, 0
	.set _Z12dot_uniform8PKfS0_Pfii.private_seg_size, 0
	.set _Z12dot_uniform8PKfS0_Pfii.uses_vcc, 0
	.set _Z12dot_uniform8PKfS0_Pfii.uses_flat_scratch, 0
	.set _Z12dot_uniform8PKfS0_Pfii.has_dyn_sized_stack, 0
	.set _Z12dot_uniform8PKfS0_Pfii.has_recursion, 0
	.set _Z12dot_uniform8PKfS0_Pfii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 380
; TotalNumSgprs: 24
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
	v_pk_mul_f32 v[6:7], s[10:11], v[8:9]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[6:7], s[2:3], v[10:11], v[6:7]
	global_store_dwordx2 v[4:5], v[6:7], off
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execnz .LBB5_2
.LBB5_3:                                ; %Flow29
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
	.set _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm.num_vgpr, 12
	.set _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm.num_agpr, 0
	.set _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm.numbered_sgpr, 18
	.set _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm.num_named_barrier, 0
	.set _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm.private_seg_size, 0
	.set _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm.uses_vcc, 1
	.set _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm.uses_flat_scratch, 0
	.set _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm.has_dyn_sized_stack, 0
	.set _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm.has_recursion, 0
	.set _Z8axpby_f2PK15HIP_vector_typeIfLj2EES2_PS0_ffm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 228
; TotalNumSgprs: 24
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
    .vgpr_count:     190
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
