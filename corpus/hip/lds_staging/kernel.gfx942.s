	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	_Z12sgemm_stagedPKfS0_Pfiii ; -- Begin function _Z12sgemm_stagedPKfS0_Pfiii
	.globl	_Z12sgemm_stagedPKfS0_Pfiii
	.p2align	8
	.type	_Z12sgemm_stagedPKfS0_Pfiii,@function
_Z12sgemm_stagedPKfS0_Pfiii:            ; @_Z12sgemm_stagedPKfS0_Pfiii
; %bb.0:
	s_load_dwordx2 s[6:7], s[0:1], 0x1c
	s_load_dwordx2 s[4:5], s[0:1], 0x10
	s_lshl_b32 s10, s3, 6
	s_lshl_b32 s11, s2, 6
	v_lshrrev_b32_e32 v1, 2, v0
	v_lshlrev_b32_e32 v2, 2, v0
	v_mov_b32_e32 v9, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s7, 1
	v_and_b32_e32 v21, 60, v1
	v_and_b32_e32 v25, 60, v2
	s_mov_b32 s12, 0
	v_mov_b32_e32 v8, v9
	v_mov_b32_e32 v7, v9
	v_mov_b32_e32 v6, v9
	v_mov_b32_e32 v13, v9
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v17, v9
	v_mov_b32_e32 v16, v9
	v_mov_b32_e32 v15, v9
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v4, v9
	v_mov_b32_e32 v3, v9
	v_mov_b32_e32 v2, v9
	s_cbranch_scc1 .LBB0_7
; %bb.1:                                ; %.preheader19.lr.ph
	v_lshl_or_b32 v33, v1, 2, 12
	v_mov_b32_e32 v1, 0x1000
	v_lshl_or_b32 v37, v25, 2, v1
	v_lshrrev_b32_e32 v1, 4, v0
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_and_b32_e32 v2, 15, v0
	v_and_b32_e32 v3, 63, v0
	v_add_u32_e32 v4, s10, v1
	v_or_b32_e32 v40, 0xffffff00, v0
	v_mad_u64_u32 v[38:39], s[8:9], s7, v4, v[2:3]
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshrrev_b32_e32 v0, 6, v0
	v_lshl_or_b32 v39, v2, 8, v1
	v_mul_lo_u32 v1, s6, v0
	s_movk_i32 s16, 0x1000
	v_add3_u32 v41, v1, s11, v3
	v_lshlrev_b32_e32 v0, 8, v0
	v_lshlrev_b32_e32 v1, 2, v3
	v_mov_b32_e32 v6, 0
	v_lshlrev_b32_e32 v29, 2, v21
	s_lshl_b32 s13, s7, 4
	s_lshl_b32 s14, s6, 4
	s_lshl_b32 s15, s6, 2
	v_or3_b32 v42, v0, v1, s16
	s_movk_i32 s16, 0x2ff
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v8, v6
	v_mov_b32_e32 v9, v6
	v_mov_b32_e32 v10, v6
	v_mov_b32_e32 v11, v6
	v_mov_b32_e32 v12, v6
	v_mov_b32_e32 v13, v6
	v_mov_b32_e32 v2, v6
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v16, v6
	v_mov_b32_e32 v17, v6
	v_mov_b32_e32 v14, v6
	v_mov_b32_e32 v15, v6
.LBB0_2:                                ; %.preheader19
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_3 Depth 2
                                        ;     Child Loop BB0_5 Depth 2
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v18, v39
	v_mov_b32_e32 v0, v38
	v_mov_b32_e32 v19, v40
.LBB0_3:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[22:23], v[0:1], 2, s[0:1]
	global_load_dword v1, v[22:23], off
	v_add_u32_e32 v19, 0x100, v19
	v_cmp_lt_u32_e32 vcc, s16, v19
	v_add_u32_e32 v0, s13, v0
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(0)
	ds_write_b32 v18, v1
	v_add_u32_e32 v18, 64, v18
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %.preheader18.preheader
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v18, v42
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v19, v40
.LBB0_5:                                ; %.preheader18
                                        ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[22:23], v[0:1], 2, s[2:3]
	global_load_dword v1, v[22:23], off
	v_add_u32_e32 v19, 0x100, v19
	v_cmp_lt_u32_e32 vcc, s16, v19
	v_add_u32_e32 v0, s15, v0
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(0)
	ds_write_b32 v18, v1
	v_add_u32_e32 v18, 0x400, v18
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_5
; %bb.6:                                ; %.preheader17
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b96 v[52:54], v29
	ds_read_b96 v[34:36], v29 offset:256
	ds_read_b128 v[44:47], v37
	ds_read_b96 v[30:32], v29 offset:512
	ds_read_b96 v[26:28], v29 offset:768
	ds_read_b96 v[22:24], v29 offset:1024
	ds_read_b96 v[18:20], v29 offset:1280
	ds_read_b128 v[48:51], v37 offset:256
	s_waitcnt lgkmcnt(7)
	v_mov_b32_e32 v0, v54
	ds_read2st64_b32 v[54:55], v33 offset1:1
	s_waitcnt lgkmcnt(6)
	v_pk_fma_f32 v[14:15], v[0:1], v[44:45], v[14:15] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v6, v52, v44
	v_fmac_f32_e32 v7, v52, v45
	v_fmac_f32_e32 v10, v53, v44
	v_fmac_f32_e32 v11, v53, v45
	v_fmac_f32_e32 v8, v52, v46
	v_fmac_f32_e32 v9, v52, v47
	v_fmac_f32_e32 v12, v53, v46
	v_fmac_f32_e32 v13, v53, v47
	ds_read2st64_b32 v[52:53], v33 offset0:2 offset1:3
	v_pk_fma_f32 v[56:57], v[0:1], v[46:47], v[16:17] op_sel_hi:[0,1,1]
	ds_read2st64_b32 v[58:59], v33 offset0:4 offset1:5
	ds_read2st64_b32 v[0:1], v33 offset0:6 offset1:7
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[60:61], v[36:37], v[48:49], v[14:15] op_sel_hi:[0,1,1]
	ds_read_b128 v[14:17], v37 offset:512
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v2, v54, v44
	v_fmac_f32_e32 v3, v54, v45
	v_fmac_f32_e32 v4, v54, v46
	v_fmac_f32_e32 v5, v54, v47
	ds_read_b128 v[44:47], v37 offset:768
	v_fmac_f32_e32 v6, v34, v48
	v_fmac_f32_e32 v7, v34, v49
	v_fmac_f32_e32 v10, v35, v48
	v_fmac_f32_e32 v11, v35, v49
	v_fmac_f32_e32 v2, v55, v48
	v_fmac_f32_e32 v8, v34, v50
	v_fmac_f32_e32 v9, v34, v51
	v_fmac_f32_e32 v12, v35, v50
	v_fmac_f32_e32 v13, v35, v51
	v_fmac_f32_e32 v3, v55, v49
	v_pk_fma_f32 v[34:35], v[36:37], v[50:51], v[56:57] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v4, v55, v50
	v_fmac_f32_e32 v5, v55, v51
	ds_read_b128 v[48:51], v37 offset:1024
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v6, v30, v14
	v_fmac_f32_e32 v7, v30, v15
	v_fmac_f32_e32 v10, v31, v14
	v_fmac_f32_e32 v11, v31, v15
	v_pk_fma_f32 v[54:55], v[32:33], v[14:15], v[60:61] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v2, v52, v14
	v_fmac_f32_e32 v3, v52, v15
	v_fmac_f32_e32 v8, v30, v16
	v_fmac_f32_e32 v9, v30, v17
	v_fmac_f32_e32 v12, v31, v16
	v_fmac_f32_e32 v13, v31, v17
	v_pk_fma_f32 v[34:35], v[32:33], v[16:17], v[34:35] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v4, v52, v16
	v_fmac_f32_e32 v5, v52, v17
	ds_read_b128 v[14:17], v37 offset:1280
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v6, v26, v44
	v_fmac_f32_e32 v7, v26, v45
	v_fmac_f32_e32 v10, v27, v44
	v_fmac_f32_e32 v11, v27, v45
	v_pk_fma_f32 v[30:31], v[28:29], v[44:45], v[54:55] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v8, v26, v46
	v_fmac_f32_e32 v9, v26, v47
	v_fmac_f32_e32 v12, v27, v46
	v_fmac_f32_e32 v13, v27, v47
	v_pk_fma_f32 v[26:27], v[28:29], v[46:47], v[34:35] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v2, v53, v44
	v_fmac_f32_e32 v3, v53, v45
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v6, v22, v48
	v_fmac_f32_e32 v7, v22, v49
	v_fmac_f32_e32 v10, v23, v48
	v_fmac_f32_e32 v11, v23, v49
	v_pk_fma_f32 v[30:31], v[24:25], v[48:49], v[30:31] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v8, v22, v50
	v_fmac_f32_e32 v9, v22, v51
	v_fmac_f32_e32 v12, v23, v50
	v_fmac_f32_e32 v13, v23, v51
	v_pk_fma_f32 v[22:23], v[24:25], v[50:51], v[26:27] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v2, v58, v48
	v_fmac_f32_e32 v3, v58, v49
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v6, v18, v14
	v_fmac_f32_e32 v7, v18, v15
	v_fmac_f32_e32 v10, v19, v14
	v_fmac_f32_e32 v11, v19, v15
	v_pk_fma_f32 v[48:49], v[20:21], v[14:15], v[30:31] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v8, v18, v16
	v_fmac_f32_e32 v9, v18, v17
	v_fmac_f32_e32 v12, v19, v16
	v_fmac_f32_e32 v13, v19, v17
	v_pk_fma_f32 v[34:35], v[20:21], v[16:17], v[22:23] op_sel_hi:[0,1,1]
	ds_read_b96 v[18:20], v29 offset:1536
	v_fmac_f32_e32 v4, v53, v46
	v_fmac_f32_e32 v5, v53, v47
	v_fmac_f32_e32 v4, v58, v50
	v_fmac_f32_e32 v5, v58, v51
	v_fmac_f32_e32 v2, v59, v14
	v_fmac_f32_e32 v3, v59, v15
	v_fmac_f32_e32 v4, v59, v16
	v_fmac_f32_e32 v5, v59, v17
	ds_read_b96 v[22:24], v29 offset:1792
	ds_read_b128 v[14:17], v37 offset:1536
	ds_read_b128 v[44:47], v37 offset:1792
	ds_read_b96 v[26:28], v29 offset:2048
	ds_read_b96 v[30:32], v29 offset:2304
	ds_read2st64_b32 v[50:51], v33 offset0:8 offset1:9
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[52:53], v[0:1], v[14:15], v[2:3] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v36, v1
	v_pk_fma_f32 v[54:55], v[0:1], v[16:17], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[18:19], v[14:15], v[6:7] op_sel_hi:[0,1,1]
	ds_read_b128 v[0:3], v37 offset:2048
	ds_read_b128 v[4:7], v37 offset:2304
	v_pk_fma_f32 v[8:9], v[18:19], v[16:17], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[18:19], v[14:15], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[18:19], v[16:17], v[12:13] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(5)
	v_pk_fma_f32 v[18:19], v[36:37], v[44:45], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[36:37], v[46:47], v[54:55] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[18:19], v[50:51], v[0:1], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[50:51], v[2:3], v[52:53] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v36, v51
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[50:51], v[36:37], v[4:5], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[22:23], v[44:45], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[22:23], v[44:45], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[62:63], v[36:37], v[6:7], v[52:53] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v36, v24
	v_pk_fma_f32 v[64:65], v[22:23], v[46:47], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[22:23], v[46:47], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[20:21], v[14:15], v[48:49] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[20:21], v[16:17], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[36:37], v[44:45], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[36:37], v[46:47], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[26:27], v[0:1], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[26:27], v[0:1], v[60:61] op_sel:[1,0,0]
	v_pk_fma_f32 v[48:49], v[26:27], v[2:3], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[26:27], v[2:3], v[12:13] op_sel:[1,0,0]
	v_mov_b32_e32 v26, v28
	ds_read2st64_b32 v[58:59], v33 offset0:10 offset1:11
	ds_read_b96 v[8:10], v29 offset:2560
	ds_read_b96 v[18:20], v29 offset:2816
	ds_read_b96 v[22:24], v29 offset:3072
	ds_read_b96 v[34:36], v29 offset:3328
	ds_read_b96 v[52:54], v29 offset:3584
	v_pk_fma_f32 v[14:15], v[26:27], v[0:1], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[26:27], v[2:3], v[16:17] op_sel_hi:[0,1,1]
	ds_read_b128 v[0:3], v37 offset:2560
	v_pk_fma_f32 v[44:45], v[30:31], v[4:5], v[44:45] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[30:31], v[4:5], v[46:47] op_sel:[1,0,0]
	v_pk_fma_f32 v[48:49], v[30:31], v[6:7], v[48:49] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[30:31], v[6:7], v[12:13] op_sel:[1,0,0]
	v_mov_b32_e32 v30, v32
	v_pk_fma_f32 v[14:15], v[30:31], v[4:5], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[30:31], v[6:7], v[16:17] op_sel_hi:[0,1,1]
	ds_read_b128 v[4:7], v37 offset:2816
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[30:31], v[58:59], v[0:1], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[8:9], v[0:1], v[44:45] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[8:9], v[0:1], v[46:47] op_sel:[1,0,0]
	v_pk_fma_f32 v[0:1], v[10:11], v[0:1], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[10:11], v[2:3], v[16:17] op_sel_hi:[0,1,1]
	ds_read_b128 v[14:17], v37 offset:3072
	ds_read_b128 v[44:47], v37 offset:3328
	v_pk_fma_f32 v[64:65], v[8:9], v[2:3], v[48:49] op_sel_hi:[0,1,1]
	ds_read_b128 v[48:51], v37 offset:3584
	v_pk_fma_f32 v[8:9], v[8:9], v[2:3], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[58:59], v[2:3], v[62:63] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v12, v59
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[58:59], v[12:13], v[6:7], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[18:19], v[4:5], v[56:57] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[2:3], v[22:23], v[14:15], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[12:13], v[4:5], v[30:31] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[12:13], v[34:35], v[44:45], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[18:19], v[6:7], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[18:19], v[4:5], v[60:61] op_sel:[1,0,0]
	v_pk_fma_f32 v[18:19], v[18:19], v[6:7], v[8:9] op_sel:[1,0,0]
	v_mov_b32_e32 v2, v20
	ds_read_b96 v[26:28], v29 offset:3840
	v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[2:3], v[6:7], v[10:11] op_sel_hi:[0,1,1]
	ds_read_b128 v[2:5], v37 offset:3840
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[6:7], v[52:53], v[48:49], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[22:23], v[16:17], v[18:19] op_sel:[1,0,0]
	ds_read2st64_b32 v[18:19], v33 offset0:12 offset1:13
	v_pk_fma_f32 v[8:9], v[22:23], v[16:17], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[22:23], v[14:15], v[60:61] op_sel:[1,0,0]
	ds_read2st64_b32 v[22:23], v33 offset0:14 offset1:15
	v_pk_fma_f32 v[8:9], v[34:35], v[46:47], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[34:35], v[44:45], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[34:35], v[46:47], v[12:13] op_sel:[1,0,0]
	v_mov_b32_e32 v20, v24
	v_pk_fma_f32 v[8:9], v[52:53], v[50:51], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[52:53], v[48:49], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[52:53], v[50:51], v[12:13] op_sel:[1,0,0]
	v_mov_b32_e32 v24, v36
	v_pk_fma_f32 v[0:1], v[20:21], v[14:15], v[0:1] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[6:7], v[26:27], v[2:3], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[26:27], v[4:5], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[26:27], v[2:3], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[26:27], v[4:5], v[12:13] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[26:27], v[18:19], v[14:15], v[30:31] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v30, v54
	v_pk_fma_f32 v[0:1], v[24:25], v[44:45], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v32, v19
	v_pk_fma_f32 v[0:1], v[30:31], v[48:49], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[18:19], v[16:17], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[20:21], v[16:17], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], v[32:33], v[44:45], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[28:29], v[2:3], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[32:33], v[46:47], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[24:25], v[46:47], v[16:17] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[26:27], v[22:23], v[48:49], v[26:27] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v18, v23
	v_pk_fma_f32 v[0:1], v[22:23], v[50:51], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[30:31], v[50:51], v[16:17] op_sel_hi:[0,1,1]
	s_add_i32 s12, s12, 16
	v_pk_fma_f32 v[2:3], v[18:19], v[2:3], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[28:29], v[4:5], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[18:19], v[4:5], v[0:1] op_sel_hi:[0,1,1]
	v_add_u32_e32 v38, 16, v38
	s_cmp_ge_i32 s12, s7
	v_add_u32_e32 v41, s14, v41
	s_barrier
	s_cbranch_scc0 .LBB0_2
.LBB0_7:                                ; %.preheader13
	v_add_u32_e32 v1, s10, v21
	v_or_b32_e32 v0, s11, v25
	v_mad_u64_u32 v[0:1], s[0:1], v1, s6, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[18:19], v[0:1], 2, s[4:5]
	v_add_u32_e32 v0, s6, v0
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dwordx4 v[18:19], v[6:9], off
	s_nop 1
	v_lshl_add_u64 v[6:7], v[0:1], 2, s[4:5]
	v_add_u32_e32 v0, s6, v0
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dwordx4 v[6:7], v[10:13], off
	v_lshl_add_u64 v[6:7], v[0:1], 2, s[4:5]
	v_add_u32_e32 v0, s6, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dwordx4 v[6:7], v[14:17], off
	global_store_dwordx4 v[0:1], v[2:5], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12sgemm_stagedPKfS0_Pfiii
		.amdhsa_group_segment_fixed_size 8192
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_next_free_vgpr 66
		.amdhsa_next_free_sgpr 17
		.amdhsa_accum_offset 68
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
	.size	_Z12sgemm_stagedPKfS0_Pfiii, .Lfunc_end0-_Z12sgemm_stagedPKfS0_Pfiii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2120
; NumSgprs: 23
; NumVgprs: 66
; NumAgprs: 0
; TotalNumVgprs: 66
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 66
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 16
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z15sgemm_staged_bdPKfS0_Pfiii ; -- Begin function _Z15sgemm_staged_bdPKfS0_Pfiii
	.globl	_Z15sgemm_staged_bdPKfS0_Pfiii
	.p2align	8
	.type	_Z15sgemm_staged_bdPKfS0_Pfiii,@function
_Z15sgemm_staged_bdPKfS0_Pfiii:         ; @_Z15sgemm_staged_bdPKfS0_Pfiii
; %bb.0:
	s_load_dwordx2 s[14:15], s[0:1], 0x1c
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_lshl_b32 s22, s3, 6
	s_lshl_b32 s23, s2, 6
	v_lshrrev_b32_e32 v18, 2, v0
	v_lshlrev_b32_e32 v1, 2, v0
	v_mov_b32_e32 v9, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s15, 1
	v_and_b32_e32 v25, 60, v18
	v_and_b32_e32 v29, 60, v1
	s_mov_b32 s24, 0
	v_mov_b32_e32 v8, v9
	v_mov_b32_e32 v7, v9
	v_mov_b32_e32 v6, v9
	v_mov_b32_e32 v13, v9
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v17, v9
	v_mov_b32_e32 v16, v9
	v_mov_b32_e32 v15, v9
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v4, v9
	v_mov_b32_e32 v3, v9
	v_mov_b32_e32 v2, v9
	s_cbranch_scc1 .LBB1_27
; %bb.1:                                ; %.preheader19.lr.ph
	s_load_dword s2, s[0:1], 0x34
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_movk_i32 s0, 0x400
	v_mov_b32_e32 v5, 0x1000
	v_lshl_or_b32 v41, v29, 2, v5
	s_waitcnt lgkmcnt(0)
	s_and_b32 s25, s2, 0xffff
	v_add_u32_e32 v1, s25, v0
	v_cvt_f32_u32_e32 v4, s25
	v_mov_b32_e32 v2, s25
	v_cmp_gt_u32_e64 s[0:1], s0, v1
	v_max_u32_e32 v3, 0x400, v1
	s_lshl_b32 s26, s25, 1
	v_addc_co_u32_e64 v2, vcc, v0, v2, s[0:1]
	v_sub_u32_e32 v2, v3, v2
	v_cvt_f32_u32_e32 v2, v2
	v_rcp_iflag_f32_e32 v3, v4
	v_mov_b32_e32 v6, 0
	v_lshlrev_b32_e32 v33, 2, v25
	v_lshl_or_b32 v37, v18, 2, 12
	v_mul_f32_e32 v3, v2, v3
	v_trunc_f32_e32 v3, v3
	v_cvt_u32_f32_e32 v5, v3
	v_fma_f32 v2, -v3, v4, v2
	v_cmp_ge_f32_e64 vcc, |v2|, v4
	s_mov_b32 s27, s26
	s_mov_b32 s28, s22
	v_addc_co_u32_e32 v2, vcc, 0, v5, vcc
	v_and_b32_e32 v2, 0x7ffff, v2
	v_addc_co_u32_e64 v3, vcc, 1, v2, s[0:1]
	v_addc_co_u32_e64 v2, s[0:1], -1, v2, s[0:1]
	v_lshrrev_b32_e32 v5, 1, v2
	v_add_u32_e32 v5, 1, v5
	v_and_b32_e32 v4, 0xffffe, v3
	v_and_b32_e32 v45, 3, v5
	v_cmp_lt_u32_e32 vcc, 1, v3
	v_mad_u32_u24 v44, v4, s25, v0
	s_mov_b32 s29, s15
	s_mov_b32 s30, s15
	v_cmp_lt_u32_e64 s[0:1], 5, v2
	v_and_b32_e32 v46, -4, v5
	v_cmp_ne_u32_e64 s[2:3], 0, v45
	v_cmp_ne_u32_e64 s[4:5], v3, v4
	s_mov_b32 s31, s14
	s_mov_b32 s33, s14
	s_mov_b32 s34, s23
	s_movk_i32 s35, 0x3ff
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v8, v6
	v_mov_b32_e32 v9, v6
	v_mov_b32_e32 v10, v6
	v_mov_b32_e32 v11, v6
	v_mov_b32_e32 v12, v6
	v_mov_b32_e32 v13, v6
	v_mov_b32_e32 v2, v6
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v16, v6
	v_mov_b32_e32 v17, v6
	v_mov_b32_e32 v14, v6
	v_mov_b32_e32 v15, v6
	s_branch .LBB1_3
.LBB1_2:                                ; %Flow544
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b96 v[52:54], v33
	ds_read_b96 v[38:40], v33 offset:256
	ds_read_b128 v[48:51], v41
	ds_read_b96 v[34:36], v33 offset:512
	ds_read_b96 v[30:32], v33 offset:768
	ds_read_b96 v[26:28], v33 offset:1024
	ds_read_b96 v[22:24], v33 offset:1280
	ds_read_b128 v[18:21], v41 offset:256
	ds_read2st64_b32 v[56:57], v37 offset1:1
	ds_read2st64_b32 v[42:43], v37 offset0:2 offset1:3
	s_waitcnt lgkmcnt(7)
	v_fmac_f32_e32 v6, v52, v48
	v_fmac_f32_e32 v7, v52, v49
	v_fmac_f32_e32 v10, v53, v48
	v_fmac_f32_e32 v11, v53, v49
	v_pk_fma_f32 v[58:59], v[54:55], v[48:49], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[54:55], v[50:51], v[16:17] op_sel_hi:[0,1,1]
	ds_read2st64_b32 v[60:61], v37 offset0:4 offset1:5
	ds_read2st64_b32 v[14:15], v37 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v2, v56, v48
	v_fmac_f32_e32 v3, v56, v49
	v_fmac_f32_e32 v8, v52, v50
	v_fmac_f32_e32 v9, v52, v51
	v_fmac_f32_e32 v12, v53, v50
	v_fmac_f32_e32 v13, v53, v51
	v_fmac_f32_e32 v4, v56, v50
	v_fmac_f32_e32 v5, v56, v51
	ds_read_b128 v[48:51], v41 offset:512
	v_fmac_f32_e32 v6, v38, v18
	v_fmac_f32_e32 v7, v38, v19
	v_fmac_f32_e32 v10, v39, v18
	v_fmac_f32_e32 v11, v39, v19
	v_pk_fma_f32 v[52:53], v[40:41], v[18:19], v[58:59] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v2, v57, v18
	v_fmac_f32_e32 v3, v57, v19
	ds_read_b128 v[16:19], v41 offset:768
	v_fmac_f32_e32 v8, v38, v20
	v_fmac_f32_e32 v9, v38, v21
	v_fmac_f32_e32 v12, v39, v20
	v_fmac_f32_e32 v13, v39, v21
	v_pk_fma_f32 v[38:39], v[40:41], v[20:21], v[54:55] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[52:53], v[36:37], v[48:49], v[52:53] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v4, v57, v20
	v_mov_b32_e32 v20, v32
	v_fmac_f32_e32 v6, v34, v48
	v_fmac_f32_e32 v7, v34, v49
	v_fmac_f32_e32 v10, v35, v48
	v_fmac_f32_e32 v11, v35, v49
	v_fmac_f32_e32 v2, v42, v48
	v_fmac_f32_e32 v3, v42, v49
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[48:49], v[20:21], v[16:17], v[52:53] op_sel_hi:[0,1,1]
	ds_read_b128 v[52:55], v41 offset:1024
	v_fmac_f32_e32 v6, v30, v16
	v_fmac_f32_e32 v7, v30, v17
	v_fmac_f32_e32 v10, v31, v16
	v_fmac_f32_e32 v11, v31, v17
	v_fmac_f32_e32 v2, v43, v16
	v_fmac_f32_e32 v3, v43, v17
	v_fmac_f32_e32 v8, v34, v50
	v_fmac_f32_e32 v9, v34, v51
	v_fmac_f32_e32 v12, v35, v50
	v_fmac_f32_e32 v13, v35, v51
	v_pk_fma_f32 v[16:17], v[36:37], v[50:51], v[38:39] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v5, v57, v21
	ds_read_b128 v[56:59], v41 offset:1280
	v_fmac_f32_e32 v8, v30, v18
	v_fmac_f32_e32 v9, v30, v19
	v_fmac_f32_e32 v12, v31, v18
	v_fmac_f32_e32 v13, v31, v19
	v_pk_fma_f32 v[16:17], v[20:21], v[18:19], v[16:17] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v6, v26, v52
	v_fmac_f32_e32 v7, v26, v53
	v_fmac_f32_e32 v10, v27, v52
	v_fmac_f32_e32 v11, v27, v53
	v_pk_fma_f32 v[34:35], v[28:29], v[52:53], v[48:49] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v8, v26, v54
	v_fmac_f32_e32 v9, v26, v55
	v_fmac_f32_e32 v12, v27, v54
	v_fmac_f32_e32 v13, v27, v55
	v_pk_fma_f32 v[16:17], v[28:29], v[54:55], v[16:17] op_sel_hi:[0,1,1]
	ds_read_b96 v[26:28], v33 offset:1536
	ds_read_b96 v[30:32], v33 offset:1792
	v_fmac_f32_e32 v4, v42, v50
	v_fmac_f32_e32 v5, v42, v51
	v_fmac_f32_e32 v4, v43, v18
	v_fmac_f32_e32 v5, v43, v19
	v_fmac_f32_e32 v2, v60, v52
	v_fmac_f32_e32 v3, v60, v53
	v_fmac_f32_e32 v4, v60, v54
	v_fmac_f32_e32 v5, v60, v55
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v2, v61, v56
	v_fmac_f32_e32 v3, v61, v57
	v_fmac_f32_e32 v4, v61, v58
	v_fmac_f32_e32 v5, v61, v59
	v_fmac_f32_e32 v6, v22, v56
	v_fmac_f32_e32 v7, v22, v57
	v_fmac_f32_e32 v10, v23, v56
	v_fmac_f32_e32 v11, v23, v57
	v_pk_fma_f32 v[62:63], v[24:25], v[56:57], v[34:35] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v8, v22, v58
	v_fmac_f32_e32 v9, v22, v59
	v_fmac_f32_e32 v12, v23, v58
	v_fmac_f32_e32 v13, v23, v59
	v_pk_fma_f32 v[42:43], v[24:25], v[58:59], v[16:17] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v24, v28
	ds_read_b128 v[16:19], v41 offset:1536
	ds_read_b128 v[20:23], v41 offset:1792
	ds_read_b96 v[34:36], v33 offset:2048
	ds_read_b96 v[38:40], v33 offset:2304
	ds_read_b96 v[48:50], v33 offset:2560
	ds_read_b96 v[52:54], v33 offset:2816
	s_waitcnt lgkmcnt(5)
	v_pk_fma_f32 v[2:3], v[14:15], v[16:17], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[14:15], v[18:19], v[4:5] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v14, v15
	v_pk_fma_f32 v[6:7], v[26:27], v[16:17], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[26:27], v[16:17], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[26:27], v[18:19], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[26:27], v[18:19], v[12:13] op_sel:[1,0,0]
	ds_read_b96 v[10:12], v33 offset:3072
	ds_read_b96 v[26:28], v33 offset:3328
	v_pk_fma_f32 v[16:17], v[24:25], v[16:17], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[24:25], v[18:19], v[42:43] op_sel_hi:[0,1,1]
	ds_read2st64_b32 v[42:43], v37 offset0:8 offset1:9
	ds_read2st64_b32 v[62:63], v37 offset0:10 offset1:11
	s_waitcnt lgkmcnt(8)
	v_pk_fma_f32 v[64:65], v[14:15], v[20:21], v[2:3] op_sel_hi:[0,1,1]
	ds_read_b128 v[2:5], v41 offset:2048
	v_pk_fma_f32 v[6:7], v[30:31], v[20:21], v[6:7] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v24, v32
	v_pk_fma_f32 v[56:57], v[30:31], v[20:21], v[56:57] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[30:31], v[22:23], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[30:31], v[22:23], v[58:59] op_sel:[1,0,0]
	v_pk_fma_f32 v[16:17], v[24:25], v[20:21], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[24:25], v[22:23], v[18:19] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[20:21], v[34:35], v[2:3], v[6:7] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v6, v36
	v_pk_fma_f32 v[14:15], v[14:15], v[22:23], v[60:61] op_sel_hi:[0,1,1]
	ds_read_b96 v[22:24], v33 offset:3584
	ds_read_b96 v[30:32], v33 offset:3840
	v_pk_fma_f32 v[56:57], v[34:35], v[2:3], v[56:57] op_sel:[1,0,0]
	v_pk_fma_f32 v[60:61], v[34:35], v[4:5], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[34:35], v[4:5], v[58:59] op_sel:[1,0,0]
	v_pk_fma_f32 v[58:59], v[6:7], v[2:3], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[6:7], v[4:5], v[18:19] op_sel_hi:[0,1,1]
	ds_read_b128 v[6:9], v41 offset:2304
	v_pk_fma_f32 v[16:17], v[42:43], v[2:3], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[42:43], v[4:5], v[14:15] op_sel_hi:[0,1,1]
	ds_read_b128 v[2:5], v41 offset:2560
	v_mov_b32_e32 v36, v43
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[42:43], v[36:37], v[6:7], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[64:65], v[36:37], v[8:9], v[14:15] op_sel_hi:[0,1,1]
	ds_read_b128 v[14:17], v41 offset:2816
	v_pk_fma_f32 v[20:21], v[38:39], v[6:7], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[38:39], v[8:9], v[60:61] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v36, v40
	v_pk_fma_f32 v[56:57], v[38:39], v[6:7], v[56:57] op_sel:[1,0,0]
	v_pk_fma_f32 v[34:35], v[38:39], v[8:9], v[34:35] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[38:39], v[62:63], v[2:3], v[42:43] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[36:37], v[8:9], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[42:43], v[48:49], v[2:3], v[20:21] op_sel_hi:[0,1,1]
	ds_read_b128 v[18:21], v41 offset:3072
	v_mov_b32_e32 v40, v50
	v_pk_fma_f32 v[50:51], v[48:49], v[4:5], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[48:49], v[2:3], v[56:57] op_sel:[1,0,0]
	v_pk_fma_f32 v[34:35], v[48:49], v[4:5], v[34:35] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[60:61], v[52:53], v[16:17], v[50:51] op_sel_hi:[0,1,1]
	ds_read_b128 v[48:51], v41 offset:3328
	v_pk_fma_f32 v[6:7], v[36:37], v[6:7], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[52:53], v[14:15], v[56:57] op_sel:[1,0,0]
	v_pk_fma_f32 v[58:59], v[62:63], v[4:5], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[42:43], v[52:53], v[14:15], v[42:43] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[52:53], v[16:17], v[34:35] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[52:53], v[10:11], v[18:19], v[56:57] op_sel:[1,0,0]
	v_pk_fma_f32 v[56:57], v[40:41], v[2:3], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[64:65], v[40:41], v[4:5], v[8:9] op_sel_hi:[0,1,1]
	ds_read_b128 v[2:5], v41 offset:3584
	v_mov_b32_e32 v62, v54
	v_mov_b32_e32 v40, v12
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[12:13], v[26:27], v[48:49], v[52:53] op_sel:[1,0,0]
	ds_read_b128 v[52:55], v41 offset:3840
	v_pk_fma_f32 v[42:43], v[10:11], v[18:19], v[42:43] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[10:11], v[20:21], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[10:11], v[20:21], v[34:35] op_sel:[1,0,0]
	v_pk_fma_f32 v[10:11], v[26:27], v[48:49], v[42:43] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[26:27], v[50:51], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[26:27], v[50:51], v[8:9] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[10:11], v[22:23], v[2:3], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[22:23], v[2:3], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[34:35], v[22:23], v[4:5], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[22:23], v[4:5], v[8:9] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[6:7], v[30:31], v[52:53], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[30:31], v[52:53], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[30:31], v[54:55], v[22:23] op_sel:[1,0,0]
	ds_read2st64_b32 v[22:23], v37 offset0:12 offset1:13
	v_pk_fma_f32 v[8:9], v[30:31], v[54:55], v[34:35] op_sel_hi:[0,1,1]
	ds_read2st64_b32 v[30:31], v37 offset0:14 offset1:15
	v_mov_b32_e32 v36, v63
	v_pk_fma_f32 v[38:39], v[36:37], v[14:15], v[38:39] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[42:43], v[36:37], v[16:17], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[62:63], v[14:15], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[62:63], v[16:17], v[64:65] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v26, v28
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[34:35], v[22:23], v[18:19], v[38:39] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39], v[22:23], v[20:21], v[42:43] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v22, v23
	v_pk_fma_f32 v[14:15], v[40:41], v[18:19], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[40:41], v[20:21], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[22:23], v[48:49], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[26:27], v[48:49], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[22:23], v[50:51], v[38:39] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[26:27], v[50:51], v[16:17] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v28, v32
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[34:35], v[30:31], v[2:3], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[24:25], v[2:3], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[30:31], v[4:5], v[18:19] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v22, v31
	v_pk_fma_f32 v[4:5], v[24:25], v[4:5], v[16:17] op_sel_hi:[0,1,1]
	s_add_i32 s24, s24, 16
	v_pk_fma_f32 v[14:15], v[28:29], v[52:53], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[22:23], v[52:53], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[28:29], v[54:55], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[22:23], v[54:55], v[18:19] op_sel_hi:[0,1,1]
	s_cmp_ge_i32 s24, s15
	s_barrier
	s_cbranch_scc1 .LBB1_27
.LBB1_3:                                ; %.preheader19
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_6 Depth 2
                                        ;     Child Loop BB1_10 Depth 2
                                        ;     Child Loop BB1_14 Depth 2
                                        ;     Child Loop BB1_18 Depth 2
                                        ;     Child Loop BB1_22 Depth 2
                                        ;     Child Loop BB1_26 Depth 2
	s_mov_b64 s[6:7], -1
	v_mov_b32_e32 v18, v0
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB1_12
; %bb.4:                                ; %vector.ph341
                                        ;   in Loop: Header=BB1_3 Depth=1
	v_mov_b64_e32 v[18:19], v[0:1]
	s_and_saveexec_b64 s[18:19], s[0:1]
	s_cbranch_execz .LBB1_8
; %bb.5:                                ; %vector.body346.preheader
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_mov_b64 s[20:21], 0
	v_mov_b32_e32 v20, v46
	v_mov_b64_e32 v[18:19], v[0:1]
.LBB1_6:                                ; %vector.body346
                                        ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v21, 4, v18
	v_lshrrev_b32_e32 v32, 4, v19
	v_and_b32_e32 v36, 15, v18
	v_and_b32_e32 v40, 15, v19
	v_add_u32_e32 v19, s27, v19
	v_add_u32_e32 v23, s26, v18
	v_add_u32_e32 v24, s28, v32
	v_add_u32_e32 v26, s22, v21
	v_or_b32_e32 v18, s24, v40
	v_or_b32_e32 v22, s24, v36
	v_lshrrev_b32_e32 v47, 4, v23
	v_lshrrev_b32_e32 v50, 4, v19
	v_and_b32_e32 v51, 15, v23
	v_and_b32_e32 v52, 15, v19
	v_add_u32_e32 v27, s27, v19
	v_add_u32_e32 v28, s26, v23
	v_mad_u64_u32 v[22:23], s[6:7], v26, s29, v[22:23]
	v_mad_u64_u32 v[18:19], s[6:7], v24, s30, v[18:19]
	v_add_u32_e32 v30, s28, v50
	v_add_u32_e32 v31, s22, v47
	v_or_b32_e32 v24, s24, v52
	v_or_b32_e32 v26, s24, v51
	v_lshrrev_b32_e32 v53, 4, v28
	v_lshrrev_b32_e32 v54, 4, v27
	v_and_b32_e32 v55, 15, v28
	v_and_b32_e32 v56, 15, v27
	v_add_u32_e32 v57, s27, v27
	v_add_u32_e32 v58, s26, v28
	v_mad_u64_u32 v[26:27], s[6:7], v31, s29, v[26:27]
	v_mad_u64_u32 v[30:31], s[6:7], v30, s30, v[24:25]
	v_add_u32_e32 v38, s28, v54
	v_add_u32_e32 v34, s22, v53
	v_or_b32_e32 v24, s24, v56
	v_or_b32_e32 v28, s24, v55
	v_lshrrev_b32_e32 v59, 4, v58
	v_lshrrev_b32_e32 v60, 4, v57
	v_and_b32_e32 v61, 15, v58
	v_and_b32_e32 v62, 15, v57
	v_ashrrev_i32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v23, 31, v22
	v_mad_u64_u32 v[34:35], s[6:7], v34, s29, v[28:29]
	v_mad_u64_u32 v[38:39], s[6:7], v38, s30, v[24:25]
	v_add_u32_e32 v48, s28, v60
	v_add_u32_e32 v42, s22, v59
	v_or_b32_e32 v24, s24, v62
	v_or_b32_e32 v28, s24, v61
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[8:9]
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[8:9]
	v_ashrrev_i32_e32 v31, 31, v30
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v35, 31, v34
	v_mad_u64_u32 v[42:43], s[6:7], v42, s29, v[28:29]
	v_mad_u64_u32 v[48:49], s[6:7], v48, s30, v[24:25]
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[8:9]
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[8:9]
	v_ashrrev_i32_e32 v39, 31, v38
	global_load_dword v24, v[22:23], off
	global_load_dword v28, v[18:19], off
	v_lshl_add_u64 v[18:19], v[34:35], 2, s[8:9]
	v_ashrrev_i32_e32 v49, 31, v48
	v_ashrrev_i32_e32 v43, 31, v42
	v_lshl_add_u64 v[22:23], v[38:39], 2, s[8:9]
	global_load_dword v34, v[26:27], off
	global_load_dword v35, v[30:31], off
	v_lshl_add_u64 v[26:27], v[42:43], 2, s[8:9]
	v_lshl_add_u64 v[30:31], v[48:49], 2, s[8:9]
	global_load_dword v38, v[18:19], off
	global_load_dword v39, v[22:23], off
	global_load_dword v42, v[26:27], off
	global_load_dword v43, v[30:31], off
	v_add_u32_e32 v20, -4, v20
	v_lshlrev_b32_e32 v18, 2, v21
	v_lshlrev_b32_e32 v19, 2, v32
	v_cmp_eq_u32_e64 s[6:7], 0, v20
	v_lshl_add_u32 v21, v36, 8, v18
	v_lshl_add_u32 v22, v40, 8, v19
	v_lshlrev_b32_e32 v18, 2, v47
	v_lshlrev_b32_e32 v19, 2, v50
	s_or_b64 s[20:21], s[6:7], s[20:21]
	v_lshl_add_u32 v23, v51, 8, v18
	v_lshl_add_u32 v26, v52, 8, v19
	v_lshlrev_b32_e32 v27, 2, v53
	v_lshlrev_b32_e32 v30, 2, v54
	v_add_u32_e32 v19, s27, v57
	v_add_u32_e32 v18, s26, v58
	v_lshlrev_b32_e32 v31, 2, v59
	v_lshlrev_b32_e32 v32, 2, v60
	v_lshl_add_u32 v27, v55, 8, v27
	v_lshl_add_u32 v30, v56, 8, v30
	v_lshl_add_u32 v31, v61, 8, v31
	v_lshl_add_u32 v32, v62, 8, v32
	s_waitcnt vmcnt(7)
	ds_write_b32 v21, v24
	s_waitcnt vmcnt(6)
	ds_write_b32 v22, v28
	s_waitcnt vmcnt(5)
	ds_write_b32 v23, v34
	s_waitcnt vmcnt(4)
	ds_write_b32 v26, v35
	s_waitcnt vmcnt(3)
	ds_write_b32 v27, v38
	s_waitcnt vmcnt(2)
	ds_write_b32 v30, v39
	s_waitcnt vmcnt(1)
	ds_write_b32 v31, v42
	s_waitcnt vmcnt(0)
	ds_write_b32 v32, v43
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execnz .LBB1_6
; %bb.7:                                ; %Flow547
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[20:21]
.LBB1_8:                                ; %Flow548
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[18:19]
	s_and_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB1_11
; %bb.9:                                ; %vector.body346.epil.preheader
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_mov_b64 s[20:21], 0
	v_mov_b32_e32 v20, v45
.LBB1_10:                               ; %vector.body346.epil
                                        ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v21, 4, v18
	v_and_b32_e32 v30, 15, v18
	v_lshrrev_b32_e32 v28, 4, v19
	v_and_b32_e32 v31, 15, v19
	v_add_u32_e32 v26, s22, v21
	v_or_b32_e32 v24, s24, v30
	v_add_u32_e32 v23, s28, v28
	v_or_b32_e32 v22, s24, v31
	v_mad_u64_u32 v[26:27], s[6:7], v26, s29, v[24:25]
	v_mad_u64_u32 v[22:23], s[6:7], v23, s30, v[22:23]
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[8:9]
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[8:9]
	global_load_dword v24, v[26:27], off
	global_load_dword v32, v[22:23], off
	v_add_u32_e32 v20, -1, v20
	v_lshlrev_b32_e32 v21, 2, v21
	v_cmp_eq_u32_e64 s[6:7], 0, v20
	v_add_u32_e32 v19, s27, v19
	v_add_u32_e32 v18, s26, v18
	v_lshlrev_b32_e32 v22, 2, v28
	v_lshl_add_u32 v21, v30, 8, v21
	s_or_b64 s[20:21], s[6:7], s[20:21]
	v_lshl_add_u32 v22, v31, 8, v22
	s_waitcnt vmcnt(1)
	ds_write_b32 v21, v24
	s_waitcnt vmcnt(0)
	ds_write_b32 v22, v32
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execnz .LBB1_10
.LBB1_11:                               ; %Flow546
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[18:19]
	s_orn2_b64 s[6:7], s[4:5], exec
	v_mov_b32_e32 v18, v44
.LBB1_12:                               ; %Flow550
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[6:7]
	s_cbranch_execz .LBB1_15
; %bb.13:                               ; %scalar.ph339.preheader
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_mov_b64 s[18:19], 0
.LBB1_14:                               ; %scalar.ph339
                                        ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v19, 4, v18
	v_and_b32_e32 v22, 15, v18
	v_add_u32_e32 v21, s22, v19
	v_or_b32_e32 v20, s24, v22
	v_mad_u64_u32 v[20:21], s[6:7], v21, s15, v[20:21]
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[8:9]
	global_load_dword v20, v[20:21], off
	v_add_u32_e32 v18, s25, v18
	v_lshlrev_b32_e32 v19, 2, v19
	v_cmp_lt_u32_e64 s[6:7], s35, v18
	v_lshl_add_u32 v19, v22, 8, v19
	s_or_b64 s[18:19], s[6:7], s[18:19]
	s_waitcnt vmcnt(0)
	ds_write_b32 v19, v20
	s_andn2_b64 exec, exec, s[18:19]
	s_cbranch_execnz .LBB1_14
.LBB1_15:                               ; %Flow551
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_mov_b64 s[6:7], -1
	v_mov_b32_e32 v18, v0
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB1_24
; %bb.16:                               ; %vector.ph
                                        ;   in Loop: Header=BB1_3 Depth=1
	v_mov_b64_e32 v[18:19], v[0:1]
	s_and_saveexec_b64 s[18:19], s[0:1]
	s_cbranch_execz .LBB1_20
; %bb.17:                               ; %vector.body.preheader
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_mov_b64 s[20:21], 0
	v_mov_b32_e32 v20, v46
	v_mov_b64_e32 v[18:19], v[0:1]
.LBB1_18:                               ; %vector.body
                                        ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v21, 6, v18
	v_lshrrev_b32_e32 v32, 6, v19
	v_and_b32_e32 v36, 63, v18
	v_and_b32_e32 v40, 63, v19
	v_add_u32_e32 v19, s27, v19
	v_add_u32_e32 v23, s26, v18
	v_add_u32_e32 v24, s24, v32
	v_add_u32_e32 v26, s24, v21
	v_or_b32_e32 v18, s34, v40
	v_or_b32_e32 v22, s23, v36
	v_lshrrev_b32_e32 v47, 6, v23
	v_lshrrev_b32_e32 v50, 6, v19
	v_and_b32_e32 v51, 63, v23
	v_and_b32_e32 v52, 63, v19
	v_add_u32_e32 v27, s27, v19
	v_add_u32_e32 v28, s26, v23
	v_mad_u64_u32 v[22:23], s[6:7], v26, s31, v[22:23]
	v_mad_u64_u32 v[18:19], s[6:7], v24, s33, v[18:19]
	v_add_u32_e32 v30, s24, v50
	v_add_u32_e32 v31, s24, v47
	v_or_b32_e32 v24, s34, v52
	v_or_b32_e32 v26, s23, v51
	v_lshrrev_b32_e32 v53, 6, v28
	v_lshrrev_b32_e32 v54, 6, v27
	v_and_b32_e32 v55, 63, v28
	v_and_b32_e32 v56, 63, v27
	v_add_u32_e32 v57, s27, v27
	v_add_u32_e32 v58, s26, v28
	v_mad_u64_u32 v[26:27], s[6:7], v31, s31, v[26:27]
	v_mad_u64_u32 v[30:31], s[6:7], v30, s33, v[24:25]
	v_add_u32_e32 v38, s24, v54
	v_add_u32_e32 v34, s24, v53
	v_or_b32_e32 v24, s34, v56
	v_or_b32_e32 v28, s23, v55
	v_lshrrev_b32_e32 v59, 6, v58
	v_lshrrev_b32_e32 v60, 6, v57
	v_and_b32_e32 v61, 63, v58
	v_and_b32_e32 v62, 63, v57
	v_ashrrev_i32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v23, 31, v22
	v_mad_u64_u32 v[34:35], s[6:7], v34, s31, v[28:29]
	v_mad_u64_u32 v[38:39], s[6:7], v38, s33, v[24:25]
	v_add_u32_e32 v48, s24, v60
	v_add_u32_e32 v42, s24, v59
	v_or_b32_e32 v24, s34, v62
	v_or_b32_e32 v28, s23, v61
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[10:11]
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[10:11]
	v_ashrrev_i32_e32 v31, 31, v30
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v35, 31, v34
	v_mad_u64_u32 v[42:43], s[6:7], v42, s31, v[28:29]
	v_mad_u64_u32 v[48:49], s[6:7], v48, s33, v[24:25]
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[10:11]
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[10:11]
	v_ashrrev_i32_e32 v39, 31, v38
	global_load_dword v24, v[22:23], off
	global_load_dword v28, v[18:19], off
	v_lshl_add_u64 v[18:19], v[34:35], 2, s[10:11]
	v_ashrrev_i32_e32 v49, 31, v48
	v_ashrrev_i32_e32 v43, 31, v42
	v_lshl_add_u64 v[22:23], v[38:39], 2, s[10:11]
	global_load_dword v34, v[26:27], off
	global_load_dword v35, v[30:31], off
	v_lshl_add_u64 v[26:27], v[42:43], 2, s[10:11]
	v_lshl_add_u64 v[30:31], v[48:49], 2, s[10:11]
	global_load_dword v38, v[18:19], off
	global_load_dword v39, v[22:23], off
	global_load_dword v42, v[26:27], off
	global_load_dword v43, v[30:31], off
	v_add_u32_e32 v20, -4, v20
	v_lshlrev_b32_e32 v18, 2, v36
	v_lshlrev_b32_e32 v19, 2, v40
	v_cmp_eq_u32_e64 s[6:7], 0, v20
	v_lshl_or_b32 v21, v21, 8, v18
	v_lshl_or_b32 v22, v32, 8, v19
	v_lshlrev_b32_e32 v18, 2, v51
	v_lshlrev_b32_e32 v19, 2, v52
	s_or_b64 s[20:21], s[6:7], s[20:21]
	v_lshl_or_b32 v23, v47, 8, v18
	v_lshl_or_b32 v26, v50, 8, v19
	v_lshlrev_b32_e32 v27, 2, v55
	v_lshlrev_b32_e32 v30, 2, v56
	v_add_u32_e32 v19, s27, v57
	v_add_u32_e32 v18, s26, v58
	v_lshlrev_b32_e32 v31, 2, v61
	v_lshlrev_b32_e32 v32, 2, v62
	v_lshl_or_b32 v27, v53, 8, v27
	v_lshl_or_b32 v30, v54, 8, v30
	v_lshl_or_b32 v31, v59, 8, v31
	v_lshl_or_b32 v32, v60, 8, v32
	s_waitcnt vmcnt(7)
	ds_write_b32 v21, v24 offset:4096
	s_waitcnt vmcnt(6)
	ds_write_b32 v22, v28 offset:4096
	s_waitcnt vmcnt(5)
	ds_write_b32 v23, v34 offset:4096
	s_waitcnt vmcnt(4)
	ds_write_b32 v26, v35 offset:4096
	s_waitcnt vmcnt(3)
	ds_write_b32 v27, v38 offset:4096
	s_waitcnt vmcnt(2)
	ds_write_b32 v30, v39 offset:4096
	s_waitcnt vmcnt(1)
	ds_write_b32 v31, v42 offset:4096
	s_waitcnt vmcnt(0)
	ds_write_b32 v32, v43 offset:4096
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execnz .LBB1_18
; %bb.19:                               ; %Flow539
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[20:21]
.LBB1_20:                               ; %Flow540
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[18:19]
	s_and_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB1_23
; %bb.21:                               ; %vector.body.epil.preheader
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_mov_b64 s[20:21], 0
	v_mov_b32_e32 v20, v45
.LBB1_22:                               ; %vector.body.epil
                                        ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v21, 6, v18
	v_and_b32_e32 v30, 63, v18
	v_lshrrev_b32_e32 v28, 6, v19
	v_and_b32_e32 v31, 63, v19
	v_add_u32_e32 v26, s24, v21
	v_or_b32_e32 v24, s23, v30
	v_add_u32_e32 v23, s24, v28
	v_or_b32_e32 v22, s34, v31
	v_mad_u64_u32 v[26:27], s[6:7], v26, s31, v[24:25]
	v_mad_u64_u32 v[22:23], s[6:7], v23, s33, v[22:23]
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[10:11]
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[10:11]
	global_load_dword v24, v[26:27], off
	global_load_dword v32, v[22:23], off
	v_add_u32_e32 v20, -1, v20
	v_lshlrev_b32_e32 v22, 2, v30
	v_cmp_eq_u32_e64 s[6:7], 0, v20
	v_add_u32_e32 v19, s27, v19
	v_add_u32_e32 v18, s26, v18
	v_lshlrev_b32_e32 v23, 2, v31
	v_lshl_or_b32 v21, v21, 8, v22
	s_or_b64 s[20:21], s[6:7], s[20:21]
	v_lshl_or_b32 v22, v28, 8, v23
	s_waitcnt vmcnt(1)
	ds_write_b32 v21, v24 offset:4096
	s_waitcnt vmcnt(0)
	ds_write_b32 v22, v32 offset:4096
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execnz .LBB1_22
.LBB1_23:                               ; %Flow538
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[18:19]
	s_orn2_b64 s[6:7], s[4:5], exec
	v_mov_b32_e32 v18, v44
.LBB1_24:                               ; %Flow543
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[6:7]
	s_cbranch_execz .LBB1_2
; %bb.25:                               ; %.preheader18.preheader365
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_mov_b64 s[18:19], 0
.LBB1_26:                               ; %.preheader18
                                        ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v19, 6, v18
	v_and_b32_e32 v22, 63, v18
	v_add_u32_e32 v21, s24, v19
	v_or_b32_e32 v20, s23, v22
	v_mad_u64_u32 v[20:21], s[6:7], v21, s14, v[20:21]
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[10:11]
	global_load_dword v20, v[20:21], off
	v_add_u32_e32 v18, s25, v18
	v_lshlrev_b32_e32 v21, 2, v22
	v_cmp_lt_u32_e64 s[6:7], s35, v18
	v_lshl_or_b32 v19, v19, 8, v21
	s_or_b64 s[18:19], s[6:7], s[18:19]
	s_waitcnt vmcnt(0)
	ds_write_b32 v19, v20 offset:4096
	s_andn2_b64 exec, exec, s[18:19]
	s_cbranch_execnz .LBB1_26
	s_branch .LBB1_2
.LBB1_27:                               ; %.preheader13
	v_add_u32_e32 v1, s22, v25
	v_or_b32_e32 v0, s23, v29
	v_mad_u64_u32 v[0:1], s[0:1], v1, s14, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[18:19], v[0:1], 2, s[12:13]
	v_add_u32_e32 v0, s14, v0
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dwordx4 v[18:19], v[6:9], off
	s_nop 1
	v_lshl_add_u64 v[6:7], v[0:1], 2, s[12:13]
	v_add_u32_e32 v0, s14, v0
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dwordx4 v[6:7], v[10:13], off
	v_lshl_add_u64 v[6:7], v[0:1], 2, s[12:13]
	v_add_u32_e32 v0, s14, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[12:13]
	global_store_dwordx4 v[6:7], v[14:17], off
	global_store_dwordx4 v[0:1], v[2:5], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z15sgemm_staged_bdPKfS0_Pfiii
		.amdhsa_group_segment_fixed_size 8192
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 66
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 68
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
.Lfunc_end1:
	.size	_Z15sgemm_staged_bdPKfS0_Pfiii, .Lfunc_end1-_Z15sgemm_staged_bdPKfS0_Pfiii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3984
; NumSgprs: 42
; NumVgprs: 66
; NumAgprs: 0
; TotalNumVgprs: 66
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 66
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 16
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.type	__hip_cuid_972d917cfbe74e85,@object ; @__hip_cuid_972d917cfbe74e85
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_972d917cfbe74e85
__hip_cuid_972d917cfbe74e85:
	.byte	0                               ; 0x0
	.size	__hip_cuid_972d917cfbe74e85, 1

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_972d917cfbe74e85
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
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 8192
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           _Z12sgemm_stagedPKfS0_Pfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         _Z12sgemm_stagedPKfS0_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     66
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
    .group_segment_fixed_size: 8192
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           _Z15sgemm_staged_bdPKfS0_Pfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         _Z15sgemm_staged_bdPKfS0_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     66
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
