	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	sgemm_tile4x4           ; -- Begin function sgemm_tile4x4
	.globl	sgemm_tile4x4
	.p2align	8
	.type	sgemm_tile4x4,@function
sgemm_tile4x4:                          ; @sgemm_tile4x4
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x1c
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_lshl_b32 s3, s3, 6
	s_lshl_b32 s2, s2, 6
	v_lshrrev_b32_e32 v1, 2, v0
	v_lshlrev_b32_e32 v2, 2, v0
	v_mov_b32_e32 v19, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s4, 1
	v_and_b32_e32 v3, 60, v1
	v_and_b32_e32 v7, 60, v2
	s_mov_b32 s14, 0
	v_mov_b32_e32 v18, v19
	v_mov_b32_e32 v25, v19
	v_mov_b32_e32 v24, v19
	v_mov_b32_e32 v17, v19
	v_mov_b32_e32 v16, v19
	v_mov_b32_e32 v21, v19
	v_mov_b32_e32 v20, v19
	v_mov_b32_e32 v27, v19
	v_mov_b32_e32 v26, v19
	v_mov_b32_e32 v29, v19
	v_mov_b32_e32 v28, v19
	v_mov_b32_e32 v15, v19
	v_mov_b32_e32 v14, v19
	v_mov_b32_e32 v13, v19
	v_mov_b32_e32 v12, v19
	s_cbranch_scc1 .LBB0_7
; %bb.1:                                ; %.preheader95.lr.ph
	v_lshl_or_b32 v34, v1, 2, 12
	v_mov_b32_e32 v1, 0x1000
	v_lshl_or_b32 v35, v7, 2, v1
	v_lshrrev_b32_e32 v1, 4, v0
	v_and_b32_e32 v2, 15, v0
	v_add_u32_e32 v5, s3, v1
	v_and_b32_e32 v4, 63, v0
	v_or_b32_e32 v36, 0xffffff00, v0
	v_mad_u64_u32 v[22:23], s[0:1], s4, v5, v[2:3]
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshrrev_b32_e32 v0, 6, v0
	v_lshl_or_b32 v23, v2, 8, v1
	v_mul_lo_u32 v1, s5, v0
	s_movk_i32 s18, 0x1000
	v_add3_u32 v37, v1, s2, v4
	v_lshlrev_b32_e32 v0, 8, v0
	v_lshlrev_b32_e32 v1, 2, v4
	v_mov_b32_e32 v24, 0
	v_lshlrev_b32_e32 v11, 2, v3
	s_lshl_b32 s15, s4, 4
	s_lshl_b32 s16, s5, 4
	s_lshl_b32 s17, s5, 2
	v_or3_b32 v38, v0, v1, s18
	s_movk_i32 s18, 0x2ff
	v_mov_b32_e32 v25, v24
	v_mov_b32_e32 v18, v24
	v_mov_b32_e32 v19, v24
	v_mov_b32_e32 v20, v24
	v_mov_b32_e32 v21, v24
	v_mov_b32_e32 v16, v24
	v_mov_b32_e32 v17, v24
	v_mov_b32_e32 v12, v24
	v_mov_b32_e32 v13, v24
	v_mov_b32_e32 v14, v24
	v_mov_b32_e32 v15, v24
	v_mov_b32_e32 v26, v24
	v_mov_b32_e32 v27, v24
	v_mov_b32_e32 v28, v24
	v_mov_b32_e32 v29, v24
.LBB0_2:                                ; %.preheader95
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_3 Depth 2
                                        ;     Child Loop BB0_5 Depth 2
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v2, v23
	v_mov_b32_e32 v0, v22
	v_mov_b32_e32 v4, v36
.LBB0_3:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[8:9], v[0:1], 2, s[8:9]
	global_load_dword v1, v[8:9], off
	v_add_u32_e32 v4, 0x100, v4
	v_cmp_lt_u32_e32 vcc, s18, v4
	v_add_u32_e32 v0, s15, v0
	s_or_b64 s[0:1], vcc, s[0:1]
	s_waitcnt vmcnt(0)
	ds_write_b32 v2, v1
	v_add_u32_e32 v2, 64, v2
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %.preheader94.preheader
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v2, v38
	v_mov_b32_e32 v0, v37
	v_mov_b32_e32 v4, v36
.LBB0_5:                                ; %.preheader94
                                        ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[8:9], v[0:1], 2, s[10:11]
	global_load_dword v1, v[8:9], off
	v_add_u32_e32 v4, 0x100, v4
	v_cmp_lt_u32_e32 vcc, s18, v4
	v_add_u32_e32 v0, s17, v0
	s_or_b64 s[0:1], vcc, s[0:1]
	s_waitcnt vmcnt(0)
	ds_write_b32 v2, v1
	v_add_u32_e32 v2, 0x400, v2
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_5
; %bb.6:                                ; %.preheader93
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b96 v[48:50], v11
	ds_read_b96 v[52:54], v11 offset:256
	ds_read_b96 v[56:58], v11 offset:512
	ds_read_b96 v[8:10], v11 offset:768
	ds_read_b96 v[4:6], v11 offset:1024
	ds_read_b96 v[0:2], v11 offset:1280
	ds_read_b128 v[40:43], v35
	ds_read2st64_b32 v[68:69], v34 offset1:1
	ds_read2st64_b32 v[70:71], v34 offset0:2 offset1:3
	ds_read2st64_b32 v[32:33], v34 offset0:4 offset1:5
	ds_read2st64_b32 v[30:31], v34 offset0:6 offset1:7
	ds_read_b128 v[44:47], v35 offset:256
	s_waitcnt lgkmcnt(5)
	v_fmac_f32_e32 v24, v48, v40
	v_fmac_f32_e32 v20, v49, v40
	v_pk_fma_f32 v[28:29], v[50:51], v[40:41], v[28:29] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v12, v68, v40
	v_mov_b32_e32 v40, v54
	v_fmac_f32_e32 v25, v48, v41
	v_fmac_f32_e32 v21, v49, v41
	v_fmac_f32_e32 v18, v48, v42
	v_fmac_f32_e32 v19, v48, v43
	v_fmac_f32_e32 v16, v49, v42
	v_fmac_f32_e32 v17, v49, v43
	v_pk_fma_f32 v[48:49], v[50:51], v[42:43], v[26:27] op_sel_hi:[0,1,1]
	ds_read_b96 v[60:62], v11 offset:1536
	ds_read_b96 v[64:66], v11 offset:1792
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[50:51], v[40:41], v[44:45], v[28:29] op_sel_hi:[0,1,1]
	ds_read_b128 v[26:29], v35 offset:512
	v_fmac_f32_e32 v13, v68, v41
	v_fmac_f32_e32 v14, v68, v42
	v_fmac_f32_e32 v15, v68, v43
	v_pk_fma_f32 v[48:49], v[40:41], v[46:47], v[48:49] op_sel_hi:[0,1,1]
	ds_read_b128 v[40:43], v35 offset:768
	v_fmac_f32_e32 v24, v52, v44
	v_fmac_f32_e32 v25, v52, v45
	v_fmac_f32_e32 v18, v52, v46
	v_fmac_f32_e32 v19, v52, v47
	v_mov_b32_e32 v52, v58
	v_fmac_f32_e32 v20, v53, v44
	v_fmac_f32_e32 v21, v53, v45
	v_fmac_f32_e32 v12, v69, v44
	v_fmac_f32_e32 v13, v69, v45
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[44:45], v[52:53], v[26:27], v[50:51] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v16, v53, v46
	v_fmac_f32_e32 v17, v53, v47
	v_fmac_f32_e32 v24, v56, v26
	v_fmac_f32_e32 v25, v56, v27
	v_fmac_f32_e32 v20, v57, v26
	v_fmac_f32_e32 v21, v57, v27
	v_fmac_f32_e32 v14, v69, v46
	v_fmac_f32_e32 v15, v69, v47
	v_fmac_f32_e32 v12, v70, v26
	v_fmac_f32_e32 v13, v70, v27
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[50:51], v[10:11], v[40:41], v[44:45] op_sel_hi:[0,1,1]
	ds_read_b128 v[44:47], v35 offset:1024
	v_fmac_f32_e32 v24, v8, v40
	v_fmac_f32_e32 v25, v8, v41
	v_fmac_f32_e32 v20, v9, v40
	v_fmac_f32_e32 v21, v9, v41
	v_fmac_f32_e32 v12, v71, v40
	v_fmac_f32_e32 v13, v71, v41
	v_fmac_f32_e32 v18, v56, v28
	v_fmac_f32_e32 v19, v56, v29
	v_fmac_f32_e32 v16, v57, v28
	v_fmac_f32_e32 v17, v57, v29
	v_pk_fma_f32 v[40:41], v[52:53], v[28:29], v[48:49] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v14, v70, v28
	v_fmac_f32_e32 v15, v70, v29
	ds_read_b128 v[26:29], v35 offset:1280
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[48:49], v[6:7], v[44:45], v[50:51] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v18, v8, v42
	v_fmac_f32_e32 v19, v8, v43
	v_fmac_f32_e32 v16, v9, v42
	v_fmac_f32_e32 v17, v9, v43
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[8:9], v[2:3], v[26:27], v[48:49] op_sel_hi:[0,1,1]
	ds_read_b128 v[48:51], v35 offset:1536
	v_fmac_f32_e32 v24, v4, v44
	v_fmac_f32_e32 v25, v4, v45
	v_fmac_f32_e32 v20, v5, v44
	v_fmac_f32_e32 v21, v5, v45
	v_fmac_f32_e32 v12, v32, v44
	v_fmac_f32_e32 v13, v32, v45
	v_pk_fma_f32 v[44:45], v[10:11], v[42:43], v[40:41] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v14, v71, v42
	v_fmac_f32_e32 v15, v71, v43
	ds_read_b128 v[40:43], v35 offset:1792
	v_mov_b32_e32 v10, v62
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[8:9], v[10:11], v[48:49], v[8:9] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v18, v4, v46
	v_fmac_f32_e32 v19, v4, v47
	v_mov_b32_e32 v4, v66
	v_fmac_f32_e32 v16, v5, v46
	v_fmac_f32_e32 v17, v5, v47
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[62:63], v[4:5], v[40:41], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[6:7], v[46:47], v[44:45] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v24, v0, v26
	v_fmac_f32_e32 v25, v0, v27
	v_fmac_f32_e32 v20, v1, v26
	v_fmac_f32_e32 v21, v1, v27
	v_fmac_f32_e32 v18, v0, v28
	v_fmac_f32_e32 v19, v0, v29
	v_fmac_f32_e32 v16, v1, v28
	v_fmac_f32_e32 v17, v1, v29
	v_pk_fma_f32 v[0:1], v[2:3], v[28:29], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[10:11], v[50:51], v[0:1] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v24, v60, v48
	v_fmac_f32_e32 v25, v60, v49
	v_fmac_f32_e32 v20, v61, v48
	v_fmac_f32_e32 v21, v61, v49
	v_fmac_f32_e32 v18, v60, v50
	v_fmac_f32_e32 v19, v60, v51
	v_fmac_f32_e32 v16, v61, v50
	v_fmac_f32_e32 v17, v61, v51
	v_pk_fma_f32 v[60:61], v[4:5], v[42:43], v[0:1] op_sel_hi:[0,1,1]
	ds_read_b96 v[0:2], v11 offset:2048
	v_fmac_f32_e32 v14, v32, v46
	v_fmac_f32_e32 v15, v32, v47
	v_fmac_f32_e32 v12, v33, v26
	v_fmac_f32_e32 v13, v33, v27
	v_fmac_f32_e32 v14, v33, v28
	v_fmac_f32_e32 v15, v33, v29
	v_fmac_f32_e32 v12, v30, v48
	v_fmac_f32_e32 v13, v30, v49
	v_fmac_f32_e32 v24, v64, v40
	v_fmac_f32_e32 v25, v64, v41
	v_fmac_f32_e32 v20, v65, v40
	v_fmac_f32_e32 v21, v65, v41
	v_fmac_f32_e32 v14, v30, v50
	v_fmac_f32_e32 v15, v30, v51
	v_fmac_f32_e32 v18, v64, v42
	v_fmac_f32_e32 v19, v64, v43
	v_fmac_f32_e32 v16, v65, v42
	v_fmac_f32_e32 v17, v65, v43
	v_fmac_f32_e32 v12, v31, v40
	v_fmac_f32_e32 v13, v31, v41
	v_fmac_f32_e32 v14, v31, v42
	v_fmac_f32_e32 v15, v31, v43
	ds_read_b96 v[4:6], v11 offset:2304
	ds_read_b128 v[26:29], v35 offset:2048
	ds_read_b128 v[30:33], v35 offset:2304
	ds_read_b96 v[8:10], v11 offset:2560
	ds_read_b96 v[48:50], v11 offset:2816
	ds_read_b128 v[40:43], v35 offset:2560
	ds_read_b128 v[44:47], v35 offset:2816
	ds_read_b96 v[52:54], v11 offset:3072
	ds_read_b96 v[56:58], v11 offset:3328
	s_waitcnt lgkmcnt(7)
	v_pk_fma_f32 v[24:25], v[0:1], v[26:27], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[0:1], v[26:27], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[18:19], v[0:1], v[28:29], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[0:1], v[28:29], v[16:17] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(6)
	v_pk_fma_f32 v[24:25], v[4:5], v[30:31], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[4:5], v[30:31], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[16:17], v[4:5], v[32:33], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[4:5], v[32:33], v[0:1] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[24:25], v[8:9], v[40:41], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[8:9], v[40:41], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[8:9], v[42:43], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[8:9], v[42:43], v[0:1] op_sel:[1,0,0]
	ds_read2st64_b32 v[8:9], v34 offset0:8 offset1:9
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[24:25], v[48:49], v[44:45], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[48:49], v[44:45], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[16:17], v[48:49], v[46:47], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[48:49], v[46:47], v[0:1] op_sel:[1,0,0]
	ds_read2st64_b32 v[48:49], v34 offset0:10 offset1:11
	ds_read2st64_b32 v[68:69], v34 offset0:12 offset1:13
	ds_read2st64_b32 v[70:71], v34 offset0:14 offset1:15
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[12:13], v[8:9], v[26:27], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[8:9], v[28:29], v[14:15] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v8, v9
	v_mov_b32_e32 v64, v6
	v_pk_fma_f32 v[26:27], v[2:3], v[26:27], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[28:29], v[2:3], v[28:29], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[8:9], v[30:31], v[12:13] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v66, v50
	ds_read_b96 v[0:2], v11 offset:3584
	ds_read_b96 v[4:6], v11 offset:3840
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[50:51], v[48:49], v[40:41], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], v[64:65], v[30:31], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[8:9], v[32:33], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[64:65], v[32:33], v[28:29] op_sel_hi:[0,1,1]
	ds_read_b128 v[12:15], v35 offset:3072
	ds_read_b128 v[28:31], v35 offset:3328
	v_pk_fma_f32 v[8:9], v[48:49], v[42:43], v[8:9] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v48, v49
	v_pk_fma_f32 v[50:51], v[48:49], v[44:45], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[48:49], v[46:47], v[8:9] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[60:61], v[68:69], v[12:13], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[24:25], v[52:53], v[12:13], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[52:53], v[12:13], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[16:17], v[52:53], v[14:15], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[52:53], v[14:15], v[18:19] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[68:69], v[14:15], v[8:9] op_sel_hi:[0,1,1]
	ds_read_b128 v[48:51], v35 offset:3584
	v_mov_b32_e32 v52, v69
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[24:25], v[56:57], v[28:29], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[56:57], v[28:29], v[20:21] op_sel:[1,0,0]
	v_mov_b32_e32 v62, v54
	v_pk_fma_f32 v[16:17], v[56:57], v[30:31], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[56:57], v[30:31], v[18:19] op_sel:[1,0,0]
	v_pk_fma_f32 v[56:57], v[52:53], v[28:29], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[52:53], v[30:31], v[8:9] op_sel_hi:[0,1,1]
	ds_read_b128 v[52:55], v35 offset:3840
	v_pk_fma_f32 v[26:27], v[10:11], v[40:41], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], v[66:67], v[44:45], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[62:63], v[12:13], v[26:27] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[24:25], v[0:1], v[48:49], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[0:1], v[48:49], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[16:17], v[0:1], v[50:51], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[0:1], v[50:51], v[18:19] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[58:59], v[28:29], v[12:13] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[24:25], v[4:5], v[52:53], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[4:5], v[52:53], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[18:19], v[4:5], v[54:55], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[4:5], v[54:55], v[0:1] op_sel:[1,0,0]
	v_mov_b32_e32 v0, v6
	v_pk_fma_f32 v[4:5], v[70:71], v[48:49], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[2:3], v[48:49], v[12:13] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v6, v71
	v_pk_fma_f32 v[28:29], v[0:1], v[52:53], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[6:7], v[52:53], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[10:11], v[42:43], v[32:33] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[66:67], v[46:47], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[62:63], v[14:15], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[58:59], v[30:31], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[70:71], v[50:51], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[2:3], v[50:51], v[4:5] op_sel_hi:[0,1,1]
	s_add_i32 s14, s14, 16
	v_pk_fma_f32 v[26:27], v[0:1], v[54:55], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[54:55], v[8:9] op_sel_hi:[0,1,1]
	v_add_u32_e32 v22, 16, v22
	s_cmp_ge_i32 s14, s4
	v_add_u32_e32 v37, s16, v37
	s_barrier
	s_cbranch_scc0 .LBB0_2
.LBB0_7:                                ; %.preheader89
	v_add_u32_e32 v1, s3, v3
	v_or_b32_e32 v0, s2, v7
	v_mad_u64_u32 v[4:5], s[0:1], v1, s5, v[0:1]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[6:7], v[4:5], 2, s[12:13]
	global_load_dwordx4 v[0:3], v[6:7], off
	s_mov_b32 s0, s7
	v_add_u32_e32 v4, s5, v4
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[8:9], v[4:5], 2, s[12:13]
	v_add_u32_e32 v4, s5, v4
	v_ashrrev_i32_e32 v5, 31, v4
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[0:1], v[0:1], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[0:1] op_sel_hi:[1,0]
	v_pk_fma_f32 v[0:1], v[24:25], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[18:19], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	global_store_dwordx4 v[6:7], v[0:3], off
	global_load_dwordx4 v[0:3], v[8:9], off
	v_lshl_add_u64 v[6:7], v[4:5], 2, s[12:13]
	v_add_u32_e32 v4, s5, v4
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[12:13]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[0:1], v[0:1], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[0:1] op_sel_hi:[1,0]
	v_pk_fma_f32 v[0:1], v[20:21], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[16:17], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	global_store_dwordx4 v[8:9], v[0:3], off
	global_load_dwordx4 v[0:3], v[6:7], off
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[0:1], v[0:1], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[0:1] op_sel_hi:[1,0]
	v_pk_fma_f32 v[0:1], v[28:29], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[26:27], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	global_store_dwordx4 v[6:7], v[0:3], off
	global_load_dwordx4 v[0:3], v[4:5], off
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[0:1], v[0:1], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[0:1] op_sel_hi:[1,0]
	v_pk_fma_f32 v[0:1], v[12:13], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[14:15], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	global_store_dwordx4 v[4:5], v[0:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgemm_tile4x4
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
		.amdhsa_next_free_vgpr 72
		.amdhsa_next_free_sgpr 19
		.amdhsa_accum_offset 72
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
	.size	sgemm_tile4x4, .Lfunc_end0-sgemm_tile4x4
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2284
; NumSgprs: 25
; NumVgprs: 72
; NumAgprs: 0
; TotalNumVgprs: 72
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 25
; NumVGPRsForWavesPerEU: 72
; AccumOffset: 72
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 17
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.type	__hip_cuid_915f97abe7840d76,@object ; @__hip_cuid_915f97abe7840d76
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_915f97abe7840d76
__hip_cuid_915f97abe7840d76:
	.byte	0                               ; 0x0
	.size	__hip_cuid_915f97abe7840d76, 1

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_915f97abe7840d76
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
    .name:           sgemm_tile4x4
    .private_segment_fixed_size: 0
    .sgpr_count:     25
    .sgpr_spill_count: 0
    .symbol:         sgemm_tile4x4.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     72
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
