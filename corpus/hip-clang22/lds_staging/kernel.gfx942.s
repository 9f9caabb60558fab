	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.text
	.protected	_Z12sgemm_stagedPKfS0_Pfiii ; -- Begin function _Z12sgemm_stagedPKfS0_Pfiii
	.globl	_Z12sgemm_stagedPKfS0_Pfiii
	.p2align	8
	.type	_Z12sgemm_stagedPKfS0_Pfiii,@function
_Z12sgemm_stagedPKfS0_Pfiii:            ; @_Z12sgemm_stagedPKfS0_Pfiii
; %bb.0:
	s_load_dwordx2 s[4:5], s[0:1], 0x1c
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	s_lshl_b32 s10, s3, 6
	s_lshl_b32 s11, s2, 6
	v_and_b32_e32 v18, 15, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s5, 1
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_cbranch_scc1 .LBB0_7
; %bb.1:                                ; %.preheader22.lr.ph
	v_lshrrev_b32_e32 v3, 4, v0
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_lshlrev_b32_e32 v19, 4, v18
	v_add_u32_e32 v4, s10, v3
	v_mad_u64_u32 v[20:21], s[8:9], s5, v4, v[18:19]
	v_lshlrev_b32_e32 v3, 2, v3
	v_and_b32_e32 v2, 63, v0
	v_lshl_or_b32 v21, v18, 8, v3
	v_lshrrev_b32_e32 v3, 6, v0
	v_lshlrev_b32_e32 v4, 8, v3
	v_lshlrev_b32_e32 v5, 2, v2
	s_movk_i32 s8, 0x1000
	v_mul_lo_u32 v3, s4, v3
	v_and_b32_e32 v1, 0xf0, v0
	v_or_b32_e32 v24, 0xffffff00, v0
	s_lshl_b32 s12, s5, 4
	v_or3_b32 v25, v4, v5, s8
	v_add3_u32 v26, v3, s11, v2
	s_lshl_b32 s13, s4, 4
	s_lshl_b32 s14, s4, 2
	s_mov_b32 s15, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	s_movk_i32 s16, 0x2ff
.LBB0_2:                                ; %.preheader22
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_3 Depth 2
                                        ;     Child Loop BB0_5 Depth 2
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v27, v21
	v_mov_b32_e32 v22, v20
	v_mov_b32_e32 v28, v24
.LBB0_3:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v23, 31, v22
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[30:31], v[22:23], 2, s[0:1]
	global_load_dword v23, v[30:31], off
	v_add_u32_e32 v28, 0x100, v28
	v_cmp_lt_u32_e32 vcc, s16, v28
	v_add_u32_e32 v22, s12, v22
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(0)
	ds_write_b32 v27, v23
	v_add_u32_e32 v27, 64, v27
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %.preheader21.preheader
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v22, v26
	v_mov_b32_e32 v27, v25
	v_mov_b32_e32 v28, v24
.LBB0_5:                                ; %.preheader21
                                        ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[30:31], v[22:23], 2, s[2:3]
	global_load_dword v23, v[30:31], off
	v_add_u32_e32 v28, 0x100, v28
	v_cmp_lt_u32_e32 vcc, s16, v28
	v_add_u32_e32 v22, s14, v22
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(0)
	ds_write_b32 v27, v23
	v_add_u32_e32 v27, 0x400, v27
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_5
; %bb.6:                                ; %.preheader20
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[28:31], v19 offset:4096
	ds_read_b128 v[32:35], v1
	ds_read_b128 v[36:39], v1 offset:256
	ds_read_b128 v[40:43], v1 offset:512
	ds_read_b128 v[44:47], v1 offset:768
	ds_read_b128 v[48:51], v19 offset:4352
	ds_read_b128 v[52:55], v19 offset:4608
	ds_read_b128 v[56:59], v19 offset:4864
	s_waitcnt lgkmcnt(6)
	v_pk_fma_f32 v[14:15], v[32:33], v[28:29], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[32:33], v[28:29], v[6:7] op_sel:[1,0,0]
	v_pk_fma_f32 v[22:23], v[34:35], v[28:29], v[10:11] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[14:15], v[36:37], v[48:49], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[34:35], v[30:31], v[12:13] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v64, v35
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[34:35], v[40:41], v[52:53], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[36:37], v[48:49], v[60:61] op_sel:[1,0,0]
	v_pk_fma_f32 v[16:17], v[32:33], v[30:31], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[40:41], v[52:53], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[38:39], v[50:51], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[32:33], v[30:31], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[62:63], v[42:43], v[54:55], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[36:37], v[50:51], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[66:67], v[40:41], v[54:55], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[36:37], v[50:51], v[32:33] op_sel:[1,0,0]
	v_pk_fma_f32 v[22:23], v[38:39], v[48:49], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[40:41], v[54:55], v[14:15] op_sel:[1,0,0]
	ds_read_b128 v[14:17], v19 offset:5120
	ds_read_b128 v[6:9], v1 offset:1024
	ds_read_b128 v[10:13], v1 offset:1280
	v_pk_fma_f32 v[22:23], v[42:43], v[52:53], v[22:23] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v38, v43
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[40:41], v[44:45], v[56:57], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[42:43], v[44:45], v[56:57], v[60:61] op_sel:[1,0,0]
	v_pk_fma_f32 v[60:61], v[46:47], v[58:59], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[44:45], v[58:59], v[66:67] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[44:45], v[58:59], v[32:33] op_sel:[1,0,0]
	ds_read_b128 v[32:35], v19 offset:5376
	v_mov_b32_e32 v36, v39
	v_pk_fma_f32 v[2:3], v[64:65], v[28:29], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[36:37], v[48:49], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[46:47], v[56:57], v[22:23] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v46, v47
	v_pk_fma_f32 v[2:3], v[38:39], v[52:53], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[22:23], v[8:9], v[14:15], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41], v[6:7], v[14:15], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[42:43], v[6:7], v[14:15], v[42:43] op_sel:[1,0,0]
	v_pk_fma_f32 v[60:61], v[8:9], v[16:17], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[6:7], v[16:17], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[6:7], v[16:17], v[44:45] op_sel:[1,0,0]
	v_mov_b32_e32 v8, v9
	v_pk_fma_f32 v[2:3], v[46:47], v[56:57], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[68:69], v[10:11], v[34:35], v[6:7] op_sel:[1,0,0]
	v_mov_b32_e32 v6, v13
	v_pk_fma_f32 v[2:3], v[8:9], v[14:15], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], v[6:7], v[32:33], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[64:65], v[30:31], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[36:37], v[50:51], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[38:39], v[54:55], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[10:11], v[32:33], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[66:67], v[10:11], v[32:33], v[42:43] op_sel:[1,0,0]
	v_pk_fma_f32 v[62:63], v[10:11], v[34:35], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[46:47], v[58:59], v[2:3] op_sel_hi:[0,1,1]
	ds_read_b128 v[2:5], v1 offset:1536
	v_pk_fma_f32 v[8:9], v[8:9], v[16:17], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[12:13], v[32:33], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[12:13], v[34:35], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[50:51], v[6:7], v[34:35], v[8:9] op_sel_hi:[0,1,1]
	ds_read_b128 v[6:9], v19 offset:5632
	ds_read_b128 v[10:13], v1 offset:1792
	ds_read_b128 v[14:17], v1 offset:2048
	ds_read_b128 v[28:31], v1 offset:2304
	ds_read_b128 v[32:35], v1 offset:2560
	ds_read_b128 v[36:39], v1 offset:2816
	ds_read_b128 v[40:43], v19 offset:5888
	s_waitcnt lgkmcnt(7)
	v_mov_b32_e32 v52, v5
	s_add_i32 s15, s15, 16
	s_waitcnt lgkmcnt(6)
	v_pk_fma_f32 v[54:55], v[2:3], v[6:7], v[44:45] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[2:3], v[6:7], v[66:67] op_sel:[1,0,0]
	v_pk_fma_f32 v[22:23], v[4:5], v[6:7], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[52:53], v[6:7], v[48:49] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], v[52:53], v[8:9], v[50:51] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(5)
	v_mov_b32_e32 v50, v13
	v_pk_fma_f32 v[58:59], v[2:3], v[8:9], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[2:3], v[8:9], v[68:69] op_sel:[1,0,0]
	v_pk_fma_f32 v[60:61], v[4:5], v[8:9], v[60:61] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[52:53], v[50:51], v[40:41], v[6:7] op_sel_hi:[0,1,1]
	ds_read_b128 v[6:9], v19 offset:6144
	v_pk_fma_f32 v[48:49], v[50:51], v[42:43], v[48:49] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[10:11], v[40:41], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[10:11], v[40:41], v[56:57] op_sel:[1,0,0]
	v_pk_fma_f32 v[22:23], v[12:13], v[40:41], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41], v[10:11], v[42:43], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[10:11], v[42:43], v[62:63] op_sel:[1,0,0]
	v_pk_fma_f32 v[42:43], v[12:13], v[42:43], v[60:61] op_sel_hi:[0,1,1]
	ds_read_b128 v[10:13], v19 offset:6400
	v_mov_b32_e32 v50, v17
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[54:55], v[14:15], v[6:7], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[14:15], v[6:7], v[56:57] op_sel:[1,0,0]
	v_pk_fma_f32 v[22:23], v[16:17], v[6:7], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[50:51], v[6:7], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], v[50:51], v[8:9], v[48:49] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v50, v31
	v_pk_fma_f32 v[60:61], v[14:15], v[8:9], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[14:15], v[8:9], v[58:59] op_sel:[1,0,0]
	v_pk_fma_f32 v[62:63], v[16:17], v[8:9], v[42:43] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[52:53], v[50:51], v[10:11], v[6:7] op_sel_hi:[0,1,1]
	ds_read_b128 v[6:9], v19 offset:6656
	v_pk_fma_f32 v[48:49], v[50:51], v[12:13], v[48:49] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[28:29], v[10:11], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[28:29], v[10:11], v[56:57] op_sel:[1,0,0]
	v_pk_fma_f32 v[22:23], v[30:31], v[10:11], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[28:29], v[12:13], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[28:29], v[28:29], v[12:13], v[58:59] op_sel:[1,0,0]
	v_pk_fma_f32 v[30:31], v[30:31], v[12:13], v[62:63] op_sel_hi:[0,1,1]
	ds_read_b128 v[10:13], v19 offset:6912
	v_mov_b32_e32 v50, v35
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[52:53], v[50:51], v[6:7], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[32:33], v[6:7], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[32:33], v[6:7], v[56:57] op_sel:[1,0,0]
	v_pk_fma_f32 v[22:23], v[34:35], v[6:7], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], v[50:51], v[8:9], v[48:49] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[50:51], v[32:33], v[8:9], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[32:33], v[8:9], v[28:29] op_sel:[1,0,0]
	v_pk_fma_f32 v[34:35], v[34:35], v[8:9], v[30:31] op_sel_hi:[0,1,1]
	ds_read_b128 v[2:5], v1 offset:3072
	ds_read_b128 v[44:47], v1 offset:3328
	ds_read_b128 v[14:17], v1 offset:3584
	ds_read_b128 v[40:43], v1 offset:3840
	v_mov_b32_e32 v58, v39
	ds_read_b128 v[6:9], v19 offset:7168
	ds_read_b128 v[28:31], v19 offset:7424
	s_waitcnt lgkmcnt(6)
	v_pk_fma_f32 v[54:55], v[36:37], v[10:11], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[36:37], v[10:11], v[56:57] op_sel:[1,0,0]
	v_pk_fma_f32 v[22:23], v[38:39], v[10:11], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[50:51], v[36:37], v[12:13], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[36:37], v[12:13], v[32:33] op_sel:[1,0,0]
	v_pk_fma_f32 v[62:63], v[38:39], v[12:13], v[34:35] op_sel_hi:[0,1,1]
	ds_read_b128 v[32:35], v19 offset:7680
	ds_read_b128 v[36:39], v19 offset:7936
	v_pk_fma_f32 v[10:11], v[58:59], v[10:11], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[58:59], v[12:13], v[48:49] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(7)
	v_mov_b32_e32 v48, v5
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[54:55], v[2:3], v[6:7], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[4:5], v[6:7], v[22:23] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v52, v47
	v_pk_fma_f32 v[56:57], v[2:3], v[6:7], v[56:57] op_sel:[1,0,0]
	v_pk_fma_f32 v[50:51], v[2:3], v[8:9], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[2:3], v[8:9], v[60:61] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[4:5], v[8:9], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[48:49], v[6:7], v[10:11] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[10:11], v[44:45], v[28:29], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[46:47], v[28:29], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[48:49], v[8:9], v[12:13] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v58, v17
	v_pk_fma_f32 v[54:55], v[44:45], v[28:29], v[56:57] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[44:45], v[30:31], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[44:45], v[30:31], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[46:47], v[30:31], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[52:53], v[28:29], v[6:7] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[10:11], v[14:15], v[32:33], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[16:17], v[32:33], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[52:53], v[30:31], v[8:9] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v60, v43
	v_pk_fma_f32 v[28:29], v[14:15], v[32:33], v[54:55] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[14:15], v[34:35], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[14:15], v[34:35], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[16:17], v[34:35], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[58:59], v[32:33], v[6:7] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[14:15], v[40:41], v[36:37], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[42:43], v[36:37], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[58:59], v[34:35], v[8:9] op_sel_hi:[0,1,1]
	v_add_u32_e32 v20, 16, v20
	s_cmp_ge_i32 s15, s5
	v_pk_fma_f32 v[6:7], v[40:41], v[36:37], v[28:29] op_sel:[1,0,0]
	v_pk_fma_f32 v[16:17], v[40:41], v[38:39], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[40:41], v[38:39], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[42:43], v[38:39], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[60:61], v[36:37], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[60:61], v[38:39], v[22:23] op_sel_hi:[0,1,1]
	v_add_u32_e32 v26, s13, v26
	s_barrier
	s_cbranch_scc0 .LBB0_2
.LBB0_7:                                ; %.preheader16
	v_lshrrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v0, 60, v0
	v_add_u32_e32 v1, s10, v0
	v_lshl_or_b32 v0, v18, 2, s11
	v_mad_u64_u32 v[0:1], s[0:1], v1, s4, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	s_ashr_i32 s5, s4, 31
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	s_lshl_b64 s[0:1], s[4:5], 2
	global_store_dwordx4 v[0:1], v[14:17], off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dwordx4 v[0:1], v[6:9], off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dwordx4 v[0:1], v[10:13], off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
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
		.amdhsa_next_free_vgpr 70
		.amdhsa_next_free_sgpr 17
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
	.size	_Z12sgemm_stagedPKfS0_Pfiii, .Lfunc_end0-_Z12sgemm_stagedPKfS0_Pfiii
                                        ; -- End function
	.set _Z12sgemm_stagedPKfS0_Pfiii.num_vgpr, 70
	.set _Z12sgemm_stagedPKfS0_Pfiii.num_agpr, 0
	.set _Z12sgemm_stagedPKfS0_Pfiii.numbered_sgpr, 17
	.set _Z12sgemm_stagedPKfS0_Pfiii.num_named_barrier, 0
	.set _Z12sgemm_stagedPKfS0_Pfiii.private_seg_size, 0
	.set _Z12sgemm_stagedPKfS0_Pfiii.uses_vcc, 1
	.set _Z12sgemm_stagedPKfS0_Pfiii.uses_flat_scratch, 0
	.set _Z12sgemm_stagedPKfS0_Pfiii.has_dyn_sized_stack, 0
	.set _Z12sgemm_stagedPKfS0_Pfiii.has_recursion, 0
	.set _Z12sgemm_stagedPKfS0_Pfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2024
; TotalNumSgprs: 23
; NumVgprs: 70
; NumAgprs: 0
; TotalNumVgprs: 70
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 70
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
	.protected	_Z15sgemm_staged_bdPKfS0_Pfiii ; -- Begin function _Z15sgemm_staged_bdPKfS0_Pfiii
	.globl	_Z15sgemm_staged_bdPKfS0_Pfiii
	.p2align	8
	.type	_Z15sgemm_staged_bdPKfS0_Pfiii,@function
_Z15sgemm_staged_bdPKfS0_Pfiii:         ; @_Z15sgemm_staged_bdPKfS0_Pfiii
; %bb.0:
	s_load_dwordx2 s[12:13], s[0:1], 0x1c
	s_load_dwordx2 s[14:15], s[0:1], 0x10
	s_lshl_b32 s22, s3, 6
	s_lshl_b32 s23, s2, 6
	v_and_b32_e32 v22, 15, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s13, 1
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_cbranch_scc1 .LBB1_27
; %bb.1:                                ; %.preheader22.lr.ph
	s_load_dword s2, s[0:1], 0x34
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_movk_i32 s0, 0x400
	v_and_b32_e32 v23, 0xf0, v0
	v_lshlrev_b32_e32 v24, 4, v22
	s_waitcnt lgkmcnt(0)
	s_and_b32 s24, s2, 0xffff
	v_cvt_f32_u32_e32 v2, s24
	v_add_u32_e32 v1, s24, v0
	v_mov_b32_e32 v3, s24
	v_cmp_gt_u32_e64 s[0:1], s0, v1
	v_rcp_iflag_f32_e32 v2, v2
	s_sub_i32 s2, 0, s24
	v_max_u32_e32 v4, 0x400, v1
	v_addc_co_u32_e64 v3, vcc, v0, v3, s[0:1]
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_sub_u32_e32 v3, v4, v3
	s_lshl_b32 s29, s24, 1
	s_mov_b32 s25, 0
	v_mul_lo_u32 v4, s2, v2
	v_mul_hi_u32 v4, v2, v4
	v_add_u32_e32 v2, v2, v4
	v_mul_hi_u32 v2, v3, v2
	v_mul_lo_u32 v4, v2, s24
	v_sub_u32_e32 v3, v3, v4
	v_add_u32_e32 v4, 1, v2
	v_cmp_le_u32_e32 vcc, s24, v3
	s_mov_b32 s26, s22
	s_mov_b32 s27, s13
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_subrev_u32_e32 v4, s24, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_add_u32_e32 v4, 1, v2
	v_cmp_le_u32_e32 vcc, s24, v3
	s_mov_b32 s28, s13
	s_mov_b32 s30, s29
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_addc_co_u32_e64 v3, vcc, 1, v2, s[0:1]
	v_addc_co_u32_e64 v2, s[0:1], -1, v2, s[0:1]
	v_and_b32_e32 v4, -2, v3
	v_lshrrev_b32_e32 v5, 1, v2
	v_mad_u64_u32 v[18:19], s[2:3], v4, s24, v[0:1]
	v_add_u32_e32 v5, 1, v5
	v_and_b32_e32 v19, 3, v5
	v_cmp_lt_u32_e32 vcc, 1, v3
	v_cmp_lt_u32_e64 s[0:1], 5, v2
	v_and_b32_e32 v25, -4, v5
	v_cmp_ne_u32_e64 s[2:3], 0, v19
	v_cmp_ne_u32_e64 s[4:5], v3, v4
	s_mov_b32 s31, s12
	s_mov_b32 s33, s12
	s_mov_b32 s34, s23
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	s_movk_i32 s35, 0x3ff
	s_branch .LBB1_3
.LBB1_2:                                ; %Flow608
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[26:29], v23
	ds_read_b128 v[30:33], v23 offset:256
	ds_read_b128 v[34:37], v23 offset:512
	ds_read_b128 v[38:41], v24 offset:4096
	ds_read_b128 v[42:45], v23 offset:768
	ds_read_b128 v[46:49], v24 offset:4352
	ds_read_b128 v[50:53], v24 offset:4608
	ds_read_b128 v[54:57], v23 offset:1024
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[20:21], v[26:27], v[38:39], v[6:7] op_sel:[1,0,0]
	v_mov_b32_e32 v6, v29
	v_pk_fma_f32 v[10:11], v[28:29], v[38:39], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[28:29], v[40:41], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[26:27], v[38:39], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[26:27], v[40:41], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], v[26:27], v[40:41], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[28:29], v[6:7], v[38:39], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39], v[6:7], v[40:41], v[4:5] op_sel_hi:[0,1,1]
	ds_read_b128 v[2:5], v23 offset:1280
	ds_read_b128 v[6:9], v24 offset:4864
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[10:11], v[32:33], v[46:47], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[30:31], v[46:47], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[30:31], v[48:49], v[16:17] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[40:41], v[36:37], v[50:51], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[30:31], v[46:47], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[58:59], v[32:33], v[48:49], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], v[30:31], v[48:49], v[26:27] op_sel:[1,0,0]
	ds_read_b128 v[10:13], v24 offset:5120
	v_pk_fma_f32 v[14:15], v[34:35], v[50:51], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[34:35], v[52:53], v[16:17] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v30, v33
	v_pk_fma_f32 v[20:21], v[34:35], v[50:51], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[32:33], v[36:37], v[52:53], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], v[34:35], v[52:53], v[26:27] op_sel:[1,0,0]
	v_mov_b32_e32 v34, v37
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[36:37], v[44:45], v[6:7], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41], v[42:43], v[6:7], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[42:43], v[8:9], v[16:17] op_sel_hi:[0,1,1]
	ds_read_b128 v[14:17], v24 offset:5376
	v_pk_fma_f32 v[20:21], v[42:43], v[6:7], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[26:27], v[42:43], v[8:9], v[26:27] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[36:37], v[56:57], v[10:11], v[36:37] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41], v[54:55], v[10:11], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[54:55], v[10:11], v[20:21] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[60:61], v[4:5], v[14:15], v[36:37] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[36:37], v[54:55], v[12:13], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], v[54:55], v[12:13], v[26:27] op_sel:[1,0,0]
	v_pk_fma_f32 v[32:33], v[44:45], v[8:9], v[32:33] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v42, v45
	v_pk_fma_f32 v[44:45], v[2:3], v[14:15], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[2:3], v[14:15], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[58:59], v[2:3], v[16:17], v[36:37] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[2:3], v[16:17], v[26:27] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[30:31], v[46:47], v[28:29] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[34:35], v[50:51], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[42:43], v[6:7], v[2:3] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v6, v57
	v_pk_fma_f32 v[2:3], v[6:7], v[10:11], v[2:3] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v10, v5
	v_pk_fma_f32 v[46:47], v[10:11], v[14:15], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[30:31], v[48:49], v[38:39] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[34:35], v[52:53], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[56:57], v[12:13], v[32:33] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[42:43], v[8:9], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[4:5], v[16:17], v[32:33] op_sel_hi:[0,1,1]
	ds_read_b128 v[2:5], v23 offset:1536
	v_pk_fma_f32 v[6:7], v[6:7], v[12:13], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[42:43], v[10:11], v[16:17], v[6:7] op_sel_hi:[0,1,1]
	ds_read_b128 v[6:9], v24 offset:5632
	ds_read_b128 v[10:13], v23 offset:1792
	ds_read_b128 v[14:17], v23 offset:2048
	ds_read_b128 v[26:29], v23 offset:2304
	ds_read_b128 v[30:33], v23 offset:2560
	ds_read_b128 v[34:37], v23 offset:2816
	ds_read_b128 v[38:41], v23 offset:3072
	s_waitcnt lgkmcnt(7)
	v_mov_b32_e32 v48, v5
	s_add_i32 s25, s25, 16
	s_waitcnt lgkmcnt(6)
	v_pk_fma_f32 v[44:45], v[2:3], v[6:7], v[44:45] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[2:3], v[6:7], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[50:51], v[4:5], v[6:7], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[2:3], v[8:9], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[2:3], v[8:9], v[54:55] op_sel:[1,0,0]
	v_pk_fma_f32 v[56:57], v[4:5], v[8:9], v[62:63] op_sel_hi:[0,1,1]
	ds_read_b128 v[2:5], v24 offset:5888
	v_pk_fma_f32 v[46:47], v[48:49], v[6:7], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[42:43], v[48:49], v[8:9], v[42:43] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(6)
	v_mov_b32_e32 v48, v13
	s_waitcnt lgkmcnt(4)
	v_mov_b32_e32 v60, v29
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[44:45], v[10:11], v[2:3], v[44:45] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[10:11], v[2:3], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[50:51], v[12:13], v[2:3], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[10:11], v[4:5], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[10:11], v[4:5], v[54:55] op_sel:[1,0,0]
	v_pk_fma_f32 v[56:57], v[12:13], v[4:5], v[56:57] op_sel_hi:[0,1,1]
	ds_read_b128 v[10:13], v24 offset:6144
	v_pk_fma_f32 v[46:47], v[48:49], v[2:3], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[42:43], v[48:49], v[4:5], v[42:43] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v48, v17
	ds_read_b128 v[6:9], v23 offset:3328
	ds_read_b128 v[2:5], v23 offset:3584
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[58:59], v[14:15], v[10:11], v[44:45] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[14:15], v[10:11], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[50:51], v[16:17], v[10:11], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[14:15], v[12:13], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[14:15], v[12:13], v[54:55] op_sel:[1,0,0]
	v_pk_fma_f32 v[56:57], v[16:17], v[12:13], v[56:57] op_sel_hi:[0,1,1]
	ds_read_b128 v[14:17], v24 offset:6400
	v_pk_fma_f32 v[46:47], v[48:49], v[10:11], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], v[48:49], v[12:13], v[42:43] op_sel_hi:[0,1,1]
	ds_read_b128 v[10:13], v24 offset:6656
	ds_read_b128 v[42:45], v23 offset:3840
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[58:59], v[26:27], v[14:15], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[26:27], v[14:15], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[50:51], v[28:29], v[14:15], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[26:27], v[16:17], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], v[26:27], v[16:17], v[54:55] op_sel:[1,0,0]
	v_pk_fma_f32 v[28:29], v[28:29], v[16:17], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[60:61], v[14:15], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], v[60:61], v[16:17], v[48:49] op_sel_hi:[0,1,1]
	ds_read_b128 v[14:17], v24 offset:6912
	v_mov_b32_e32 v54, v33
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[56:57], v[30:31], v[10:11], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[30:31], v[10:11], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[50:51], v[32:33], v[10:11], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[30:31], v[12:13], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[30:31], v[12:13], v[26:27] op_sel:[1,0,0]
	v_pk_fma_f32 v[32:33], v[32:33], v[12:13], v[28:29] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[54:55], v[10:11], v[46:47] op_sel_hi:[0,1,1]
	ds_read_b128 v[26:29], v24 offset:7168
	v_pk_fma_f32 v[48:49], v[54:55], v[12:13], v[48:49] op_sel_hi:[0,1,1]
	ds_read_b128 v[10:13], v24 offset:7424
	v_mov_b32_e32 v54, v37
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[56:57], v[34:35], v[14:15], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[34:35], v[14:15], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[50:51], v[36:37], v[14:15], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[34:35], v[16:17], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[34:35], v[16:17], v[30:31] op_sel:[1,0,0]
	v_pk_fma_f32 v[60:61], v[36:37], v[16:17], v[32:33] op_sel_hi:[0,1,1]
	ds_read_b128 v[30:33], v24 offset:7680
	ds_read_b128 v[34:37], v24 offset:7936
	v_pk_fma_f32 v[14:15], v[54:55], v[14:15], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[54:55], v[16:17], v[48:49] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v46, v41
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[20:21], v[38:39], v[26:27], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[48:49], v[38:39], v[26:27], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[50:51], v[40:41], v[26:27], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[38:39], v[28:29], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39], v[38:39], v[28:29], v[58:59] op_sel:[1,0,0]
	v_pk_fma_f32 v[40:41], v[40:41], v[28:29], v[60:61] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v54, v9
	v_pk_fma_f32 v[14:15], v[46:47], v[26:27], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[46:47], v[28:29], v[16:17] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[20:21], v[6:7], v[10:11], v[20:21] op_sel:[1,0,0]
	v_mov_b32_e32 v56, v5
	v_pk_fma_f32 v[28:29], v[6:7], v[10:11], v[48:49] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[8:9], v[10:11], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], v[6:7], v[12:13], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[6:7], v[12:13], v[38:39] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[8:9], v[12:13], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[54:55], v[10:11], v[14:15] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[20:21], v[2:3], v[30:31], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[54:55], v[12:13], v[16:17] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v26, v45
	v_pk_fma_f32 v[14:15], v[2:3], v[30:31], v[28:29] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[28:29], v[4:5], v[30:31], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[2:3], v[32:33], v[48:49] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[2:3], v[32:33], v[6:7] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[4:5], v[32:33], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[56:57], v[30:31], v[10:11] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[6:7], v[42:43], v[34:35], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[20:21], v[56:57], v[32:33], v[12:13] op_sel_hi:[0,1,1]
	s_cmp_ge_i32 s25, s13
	v_pk_fma_f32 v[14:15], v[42:43], v[34:35], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[44:45], v[34:35], v[28:29] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[42:43], v[36:37], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[42:43], v[36:37], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[44:45], v[36:37], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[26:27], v[34:35], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[26:27], v[36:37], v[20:21] op_sel_hi:[0,1,1]
	s_barrier
	s_cbranch_scc1 .LBB1_27
.LBB1_3:                                ; %.preheader22
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_6 Depth 2
                                        ;     Child Loop BB1_10 Depth 2
                                        ;     Child Loop BB1_14 Depth 2
                                        ;     Child Loop BB1_18 Depth 2
                                        ;     Child Loop BB1_22 Depth 2
                                        ;     Child Loop BB1_26 Depth 2
	s_mov_b64 s[6:7], -1
	v_mov_b32_e32 v20, v0
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB1_12
; %bb.4:                                ; %vector.ph346
                                        ;   in Loop: Header=BB1_3 Depth=1
	v_mov_b64_e32 v[20:21], v[0:1]
	s_and_saveexec_b64 s[18:19], s[0:1]
	s_cbranch_execz .LBB1_8
; %bb.5:                                ; %vector.body362.preheader
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_mov_b64 s[20:21], 0
	v_mov_b32_e32 v26, v25
	v_mov_b64_e32 v[20:21], v[0:1]
.LBB1_6:                                ; %vector.body362
                                        ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v27, 4, v20
	v_and_b32_e32 v34, 15, v20
	v_lshrrev_b32_e32 v32, 4, v21
	v_and_b32_e32 v33, 15, v21
	v_add_u32_e32 v31, s22, v27
	v_or_b32_e32 v30, s25, v34
	v_add_u32_e32 v29, s26, v32
	v_or_b32_e32 v28, s25, v33
	v_mad_u64_u32 v[30:31], s[6:7], v31, s27, v[30:31]
	v_mad_u64_u32 v[28:29], s[6:7], v29, s28, v[28:29]
	v_ashrrev_i32_e32 v31, 31, v30
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[8:9]
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[8:9]
	global_load_dword v35, v[30:31], off
	global_load_dword v36, v[28:29], off
	v_lshlrev_b32_e32 v28, 8, v34
	v_lshlrev_b32_e32 v29, 8, v33
	v_lshl_add_u32 v27, v27, 2, v28
	v_add_u32_e32 v30, s29, v20
	v_lshl_add_u32 v28, v32, 2, v29
	v_lshrrev_b32_e32 v31, 4, v30
	v_and_b32_e32 v34, 15, v30
	v_add_u32_e32 v29, s22, v31
	v_add_u32_e32 v30, s29, v30
	v_add_u32_e32 v26, -4, v26
	s_waitcnt vmcnt(1)
	ds_write_b32 v27, v35
	s_waitcnt vmcnt(0)
	ds_write_b32 v28, v36
	v_add_u32_e32 v27, s30, v21
	v_lshrrev_b32_e32 v32, 4, v27
	v_and_b32_e32 v33, 15, v27
	v_or_b32_e32 v28, s25, v34
	v_add_u32_e32 v21, s26, v32
	v_or_b32_e32 v20, s25, v33
	v_mad_u64_u32 v[28:29], s[6:7], v29, s27, v[28:29]
	v_mad_u64_u32 v[20:21], s[6:7], v21, s28, v[20:21]
	v_ashrrev_i32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[8:9]
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[8:9]
	global_load_dword v35, v[28:29], off
	global_load_dword v36, v[20:21], off
	v_lshlrev_b32_e32 v20, 8, v34
	v_lshlrev_b32_e32 v21, 8, v33
	v_lshl_add_u32 v20, v31, 2, v20
	v_add_u32_e32 v27, s30, v27
	v_lshrrev_b32_e32 v31, 4, v30
	v_and_b32_e32 v34, 15, v30
	v_lshl_add_u32 v21, v32, 2, v21
	v_lshrrev_b32_e32 v32, 4, v27
	v_and_b32_e32 v33, 15, v27
	v_add_u32_e32 v29, s22, v31
	v_or_b32_e32 v28, s25, v34
	v_mad_u64_u32 v[28:29], s[6:7], v29, s27, v[28:29]
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[8:9]
	v_add_u32_e32 v30, s29, v30
	v_add_u32_e32 v27, s30, v27
	s_waitcnt vmcnt(1)
	ds_write_b32 v20, v35
	s_waitcnt vmcnt(0)
	ds_write_b32 v21, v36
	v_add_u32_e32 v21, s26, v32
	v_or_b32_e32 v20, s25, v33
	v_mad_u64_u32 v[20:21], s[6:7], v21, s28, v[20:21]
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[8:9]
	global_load_dword v35, v[28:29], off
	global_load_dword v36, v[20:21], off
	v_lshlrev_b32_e32 v20, 8, v34
	v_lshlrev_b32_e32 v21, 8, v33
	v_lshl_add_u32 v20, v31, 2, v20
	v_lshrrev_b32_e32 v31, 4, v30
	v_and_b32_e32 v34, 15, v30
	v_lshl_add_u32 v21, v32, 2, v21
	v_lshrrev_b32_e32 v32, 4, v27
	v_and_b32_e32 v33, 15, v27
	v_add_u32_e32 v29, s22, v31
	v_or_b32_e32 v28, s25, v34
	v_mad_u64_u32 v[28:29], s[6:7], v29, s27, v[28:29]
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[8:9]
	s_waitcnt vmcnt(1)
	ds_write_b32 v20, v35
	s_waitcnt vmcnt(0)
	ds_write_b32 v21, v36
	v_add_u32_e32 v21, s26, v32
	v_or_b32_e32 v20, s25, v33
	v_mad_u64_u32 v[20:21], s[6:7], v21, s28, v[20:21]
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[8:9]
	global_load_dword v35, v[28:29], off
	global_load_dword v36, v[20:21], off
	v_lshlrev_b32_e32 v20, 8, v34
	v_lshlrev_b32_e32 v21, 8, v33
	v_lshl_add_u32 v20, v31, 2, v20
	v_lshl_add_u32 v21, v32, 2, v21
	v_cmp_eq_u32_e64 s[6:7], 0, v26
	s_or_b64 s[20:21], s[6:7], s[20:21]
	s_waitcnt vmcnt(1)
	ds_write_b32 v20, v35
	s_waitcnt vmcnt(0)
	ds_write_b32 v21, v36
	v_add_u32_e32 v21, s30, v27
	v_add_u32_e32 v20, s29, v30
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execnz .LBB1_6
; %bb.7:                                ; %middle.block367.unr-lcssa
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[20:21]
	s_orn2_b64 s[6:7], s[2:3], exec
.LBB1_8:                                ; %Flow610
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[18:19]
	s_and_saveexec_b64 s[18:19], s[6:7]
	s_cbranch_execz .LBB1_11
; %bb.9:                                ; %vector.body362.epil.preheader
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_mov_b64 s[20:21], 0
	v_mov_b32_e32 v26, v19
.LBB1_10:                               ; %vector.body362.epil
                                        ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v27, 4, v20
	v_and_b32_e32 v34, 15, v20
	v_lshrrev_b32_e32 v32, 4, v21
	v_and_b32_e32 v33, 15, v21
	v_add_u32_e32 v31, s22, v27
	v_or_b32_e32 v30, s25, v34
	v_add_u32_e32 v29, s26, v32
	v_or_b32_e32 v28, s25, v33
	v_mad_u64_u32 v[30:31], s[6:7], v31, s27, v[30:31]
	v_mad_u64_u32 v[28:29], s[6:7], v29, s28, v[28:29]
	v_ashrrev_i32_e32 v31, 31, v30
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[8:9]
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[8:9]
	global_load_dword v35, v[30:31], off
	global_load_dword v36, v[28:29], off
	v_add_u32_e32 v26, -1, v26
	v_lshlrev_b32_e32 v28, 8, v34
	v_cmp_eq_u32_e64 s[6:7], 0, v26
	v_add_u32_e32 v21, s30, v21
	v_add_u32_e32 v20, s29, v20
	v_lshlrev_b32_e32 v29, 8, v33
	v_lshl_add_u32 v27, v27, 2, v28
	s_or_b64 s[20:21], s[6:7], s[20:21]
	v_lshl_add_u32 v28, v32, 2, v29
	s_waitcnt vmcnt(1)
	ds_write_b32 v27, v35
	s_waitcnt vmcnt(0)
	ds_write_b32 v28, v36
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execnz .LBB1_10
.LBB1_11:                               ; %Flow611
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[18:19]
	s_orn2_b64 s[6:7], s[4:5], exec
	v_mov_b32_e32 v20, v18
.LBB1_12:                               ; %Flow613
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[6:7]
	s_cbranch_execz .LBB1_15
; %bb.13:                               ; %scalar.ph344.preheader
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_mov_b64 s[18:19], 0
.LBB1_14:                               ; %scalar.ph344
                                        ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v21, 4, v20
	v_and_b32_e32 v28, 15, v20
	v_add_u32_e32 v27, s22, v21
	v_or_b32_e32 v26, s25, v28
	v_mad_u64_u32 v[26:27], s[6:7], v27, s13, v[26:27]
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[8:9]
	global_load_dword v27, v[26:27], off
	v_add_u32_e32 v20, s24, v20
	v_lshlrev_b32_e32 v26, 8, v28
	v_cmp_lt_u32_e64 s[6:7], s35, v20
	v_lshl_add_u32 v21, v21, 2, v26
	s_or_b64 s[18:19], s[6:7], s[18:19]
	s_waitcnt vmcnt(0)
	ds_write_b32 v21, v27
	s_andn2_b64 exec, exec, s[18:19]
	s_cbranch_execnz .LBB1_14
.LBB1_15:                               ; %Flow614
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_mov_b64 s[6:7], -1
	v_mov_b32_e32 v20, v0
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB1_24
; %bb.16:                               ; %vector.ph
                                        ;   in Loop: Header=BB1_3 Depth=1
	v_mov_b64_e32 v[20:21], v[0:1]
	s_and_saveexec_b64 s[18:19], s[0:1]
	s_cbranch_execz .LBB1_20
; %bb.17:                               ; %vector.body.preheader
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_mov_b64 s[20:21], 0
	v_mov_b32_e32 v26, v25
	v_mov_b64_e32 v[20:21], v[0:1]
.LBB1_18:                               ; %vector.body
                                        ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v27, 6, v20
	v_and_b32_e32 v34, 63, v20
	v_lshrrev_b32_e32 v32, 6, v21
	v_and_b32_e32 v33, 63, v21
	v_add_u32_e32 v31, s25, v27
	v_or_b32_e32 v30, s23, v34
	v_add_u32_e32 v29, s25, v32
	v_or_b32_e32 v28, s34, v33
	v_mad_u64_u32 v[30:31], s[6:7], v31, s31, v[30:31]
	v_mad_u64_u32 v[28:29], s[6:7], v29, s33, v[28:29]
	v_ashrrev_i32_e32 v31, 31, v30
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[10:11]
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[10:11]
	global_load_dword v35, v[30:31], off
	global_load_dword v36, v[28:29], off
	v_lshlrev_b32_e32 v28, 2, v34
	v_lshl_or_b32 v27, v27, 8, v28
	v_lshlrev_b32_e32 v28, 2, v33
	v_add_u32_e32 v30, s29, v20
	v_lshl_or_b32 v28, v32, 8, v28
	v_lshrrev_b32_e32 v31, 6, v30
	v_and_b32_e32 v34, 63, v30
	v_add_u32_e32 v29, s25, v31
	v_add_u32_e32 v30, s29, v30
	v_add_u32_e32 v26, -4, v26
	s_waitcnt vmcnt(1)
	ds_write_b32 v27, v35 offset:4096
	s_waitcnt vmcnt(0)
	ds_write_b32 v28, v36 offset:4096
	v_add_u32_e32 v27, s30, v21
	v_lshrrev_b32_e32 v32, 6, v27
	v_and_b32_e32 v33, 63, v27
	v_or_b32_e32 v28, s23, v34
	v_add_u32_e32 v21, s25, v32
	v_or_b32_e32 v20, s34, v33
	v_mad_u64_u32 v[28:29], s[6:7], v29, s31, v[28:29]
	v_mad_u64_u32 v[20:21], s[6:7], v21, s33, v[20:21]
	v_ashrrev_i32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[10:11]
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[10:11]
	global_load_dword v35, v[28:29], off
	global_load_dword v36, v[20:21], off
	v_lshlrev_b32_e32 v20, 2, v34
	v_lshl_or_b32 v20, v31, 8, v20
	v_lshlrev_b32_e32 v21, 2, v33
	v_add_u32_e32 v27, s30, v27
	v_lshrrev_b32_e32 v31, 6, v30
	v_and_b32_e32 v34, 63, v30
	v_lshl_or_b32 v21, v32, 8, v21
	v_lshrrev_b32_e32 v32, 6, v27
	v_and_b32_e32 v33, 63, v27
	v_add_u32_e32 v29, s25, v31
	v_or_b32_e32 v28, s23, v34
	v_mad_u64_u32 v[28:29], s[6:7], v29, s31, v[28:29]
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[10:11]
	v_add_u32_e32 v30, s29, v30
	v_add_u32_e32 v27, s30, v27
	s_waitcnt vmcnt(1)
	ds_write_b32 v20, v35 offset:4096
	s_waitcnt vmcnt(0)
	ds_write_b32 v21, v36 offset:4096
	v_add_u32_e32 v21, s25, v32
	v_or_b32_e32 v20, s34, v33
	v_mad_u64_u32 v[20:21], s[6:7], v21, s33, v[20:21]
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[10:11]
	global_load_dword v35, v[28:29], off
	global_load_dword v36, v[20:21], off
	v_lshlrev_b32_e32 v20, 2, v34
	v_lshl_or_b32 v20, v31, 8, v20
	v_lshlrev_b32_e32 v21, 2, v33
	v_lshrrev_b32_e32 v31, 6, v30
	v_and_b32_e32 v34, 63, v30
	v_lshl_or_b32 v21, v32, 8, v21
	v_lshrrev_b32_e32 v32, 6, v27
	v_and_b32_e32 v33, 63, v27
	v_add_u32_e32 v29, s25, v31
	v_or_b32_e32 v28, s23, v34
	v_mad_u64_u32 v[28:29], s[6:7], v29, s31, v[28:29]
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[10:11]
	s_waitcnt vmcnt(1)
	ds_write_b32 v20, v35 offset:4096
	s_waitcnt vmcnt(0)
	ds_write_b32 v21, v36 offset:4096
	v_add_u32_e32 v21, s25, v32
	v_or_b32_e32 v20, s34, v33
	v_mad_u64_u32 v[20:21], s[6:7], v21, s33, v[20:21]
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[10:11]
	global_load_dword v35, v[28:29], off
	global_load_dword v36, v[20:21], off
	v_lshlrev_b32_e32 v20, 2, v34
	v_lshlrev_b32_e32 v21, 2, v33
	v_lshl_or_b32 v20, v31, 8, v20
	v_lshl_or_b32 v21, v32, 8, v21
	v_cmp_eq_u32_e64 s[6:7], 0, v26
	s_or_b64 s[20:21], s[6:7], s[20:21]
	s_waitcnt vmcnt(1)
	ds_write_b32 v20, v35 offset:4096
	s_waitcnt vmcnt(0)
	ds_write_b32 v21, v36 offset:4096
	v_add_u32_e32 v21, s30, v27
	v_add_u32_e32 v20, s29, v30
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execnz .LBB1_18
; %bb.19:                               ; %middle.block.unr-lcssa
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[20:21]
	s_orn2_b64 s[6:7], s[2:3], exec
.LBB1_20:                               ; %Flow603
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[18:19]
	s_and_saveexec_b64 s[18:19], s[6:7]
	s_cbranch_execz .LBB1_23
; %bb.21:                               ; %vector.body.epil.preheader
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_mov_b64 s[20:21], 0
	v_mov_b32_e32 v26, v19
.LBB1_22:                               ; %vector.body.epil
                                        ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v27, 6, v20
	v_and_b32_e32 v34, 63, v20
	v_lshrrev_b32_e32 v32, 6, v21
	v_and_b32_e32 v33, 63, v21
	v_add_u32_e32 v31, s25, v27
	v_or_b32_e32 v30, s23, v34
	v_add_u32_e32 v29, s25, v32
	v_or_b32_e32 v28, s34, v33
	v_mad_u64_u32 v[30:31], s[6:7], v31, s31, v[30:31]
	v_mad_u64_u32 v[28:29], s[6:7], v29, s33, v[28:29]
	v_ashrrev_i32_e32 v31, 31, v30
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[10:11]
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[10:11]
	global_load_dword v35, v[30:31], off
	global_load_dword v36, v[28:29], off
	v_add_u32_e32 v26, -1, v26
	v_lshlrev_b32_e32 v28, 2, v34
	v_cmp_eq_u32_e64 s[6:7], 0, v26
	v_add_u32_e32 v21, s30, v21
	v_add_u32_e32 v20, s29, v20
	v_lshlrev_b32_e32 v29, 2, v33
	v_lshl_or_b32 v27, v27, 8, v28
	s_or_b64 s[20:21], s[6:7], s[20:21]
	v_lshl_or_b32 v28, v32, 8, v29
	s_waitcnt vmcnt(1)
	ds_write_b32 v27, v35 offset:4096
	s_waitcnt vmcnt(0)
	ds_write_b32 v28, v36 offset:4096
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execnz .LBB1_22
.LBB1_23:                               ; %Flow604
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[18:19]
	s_orn2_b64 s[6:7], s[4:5], exec
	v_mov_b32_e32 v20, v18
.LBB1_24:                               ; %Flow607
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[6:7]
	s_cbranch_execz .LBB1_2
; %bb.25:                               ; %.preheader21.preheader370
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_mov_b64 s[18:19], 0
.LBB1_26:                               ; %.preheader21
                                        ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v21, 6, v20
	v_and_b32_e32 v28, 63, v20
	v_add_u32_e32 v27, s25, v21
	v_or_b32_e32 v26, s23, v28
	v_mad_u64_u32 v[26:27], s[6:7], v27, s12, v[26:27]
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[10:11]
	global_load_dword v27, v[26:27], off
	v_add_u32_e32 v20, s24, v20
	v_lshlrev_b32_e32 v26, 2, v28
	v_cmp_lt_u32_e64 s[6:7], s35, v20
	v_lshl_or_b32 v21, v21, 8, v26
	s_or_b64 s[18:19], s[6:7], s[18:19]
	s_waitcnt vmcnt(0)
	ds_write_b32 v21, v27 offset:4096
	s_andn2_b64 exec, exec, s[18:19]
	s_cbranch_execnz .LBB1_26
	s_branch .LBB1_2
.LBB1_27:                               ; %.preheader16
	v_lshrrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v0, 60, v0
	v_add_u32_e32 v1, s22, v0
	v_lshl_or_b32 v0, v22, 2, s23
	v_mad_u64_u32 v[0:1], s[0:1], v1, s12, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	s_ashr_i32 s13, s12, 31
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[14:15]
	s_lshl_b64 s[0:1], s[12:13], 2
	global_store_dwordx4 v[0:1], v[14:17], off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dwordx4 v[0:1], v[6:9], off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dwordx4 v[0:1], v[10:13], off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
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
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 64
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
	.set _Z15sgemm_staged_bdPKfS0_Pfiii.num_vgpr, 64
	.set _Z15sgemm_staged_bdPKfS0_Pfiii.num_agpr, 0
	.set _Z15sgemm_staged_bdPKfS0_Pfiii.numbered_sgpr, 36
	.set _Z15sgemm_staged_bdPKfS0_Pfiii.num_named_barrier, 0
	.set _Z15sgemm_staged_bdPKfS0_Pfiii.private_seg_size, 0
	.set _Z15sgemm_staged_bdPKfS0_Pfiii.uses_vcc, 1
	.set _Z15sgemm_staged_bdPKfS0_Pfiii.uses_flat_scratch, 0
	.set _Z15sgemm_staged_bdPKfS0_Pfiii.has_dyn_sized_stack, 0
	.set _Z15sgemm_staged_bdPKfS0_Pfiii.has_recursion, 0
	.set _Z15sgemm_staged_bdPKfS0_Pfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3936
; TotalNumSgprs: 42
; NumVgprs: 64
; NumAgprs: 0
; TotalNumVgprs: 64
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 64
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 15
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
	.type	__hip_cuid_972d917cfbe74e85,@object ; @__hip_cuid_972d917cfbe74e85
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_972d917cfbe74e85
__hip_cuid_972d917cfbe74e85:
	.byte	0                               ; 0x0
	.size	__hip_cuid_972d917cfbe74e85, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
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
    .vgpr_count:     70
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
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
