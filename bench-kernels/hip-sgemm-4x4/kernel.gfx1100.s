	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	sgemm_tile4x4           ; -- Begin function sgemm_tile4x4
	.globl	sgemm_tile4x4
	.p2align	8
	.type	sgemm_tile4x4,@function
sgemm_tile4x4:                          ; @sgemm_tile4x4
; %bb.0:
	s_clause 0x2
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[8:9], s[0:1], 0x10
	s_load_b128 s[0:3], s[0:1], 0x1c
	v_lshrrev_b32_e32 v1, 2, v0
	v_dual_mov_b32 v3, 0 :: v_dual_lshlrev_b32 v2, 2, v0
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v7, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v4, 0 :: v_dual_and_b32 v15, 60, v1
	v_dual_mov_b32 v5, 0 :: v_dual_and_b32 v16, 60, v2
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v9, 0
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v19, 0
	v_dual_mov_b32 v18, 0 :: v_dual_mov_b32 v17, 0
	v_mov_b32_e32 v20, 0
	s_lshl_b32 s10, s15, 6
	s_lshl_b32 s11, s14, 6
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s0, 1
	s_mov_b32 s12, 0
	s_cbranch_scc1 .LBB0_7
; %bb.1:                                ; %.preheader95.lr.ph
	v_lshrrev_b32_e32 v4, 6, v0
	v_lshrrev_b32_e32 v5, 4, v0
	v_dual_mov_b32 v20, 0 :: v_dual_and_b32 v3, 63, v0
	v_dual_mov_b32 v17, 0 :: v_dual_and_b32 v2, 15, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_lo_u32 v6, s1, v4
	v_dual_mov_b32 v14, 0 :: v_dual_add_nc_u32 v7, s10, v5
	v_dual_mov_b32 v12, 0 :: v_dual_lshlrev_b32 v5, 2, v5
	v_dual_mov_b32 v19, 0 :: v_dual_lshlrev_b32 v4, 8, v4
	v_dual_mov_b32 v13, 0 :: v_dual_lshlrev_b32 v8, 2, v3
	v_lshl_or_b32 v22, v1, 2, 12
	v_or_b32_e32 v24, 0xffffff00, v0
	v_mad_u64_u32 v[0:1], null, s0, v7, v[2:3]
	v_dual_mov_b32 v18, 0 :: v_dual_lshlrev_b32 v21, 2, v15
	v_lshl_or_b32 v23, v16, 2, 0x1000
	v_lshl_or_b32 v25, v2, 8, v5
	v_add3_u32 v26, v6, s11, v3
	v_or3_b32 v27, v4, v8, 0x1000
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v4, 0
	v_mov_b32_e32 v3, 0
	s_lshl_b32 s13, s0, 4
	s_lshl_b32 s14, s1, 4
	s_lshl_b32 s15, s1, 2
.LBB0_2:                                ; %.preheader95
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_3 Depth 2
                                        ;     Child Loop BB0_5 Depth 2
	v_dual_mov_b32 v28, v25 :: v_dual_mov_b32 v1, v0
	v_mov_b32_e32 v29, v24
	s_mov_b32 s16, 0
	.p2align	6
.LBB0_3:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_nc_u32_e32 v29, 0x100, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[30:31], 2, v[1:2]
	v_add_nc_u32_e32 v1, s13, v1
	v_add_co_u32 v30, vcc_lo, s4, v30
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e32 v31, vcc_lo, s5, v31, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 0x2ff, v29
	global_load_b32 v2, v[30:31], off
	s_or_b32 s16, vcc_lo, s16
	s_waitcnt vmcnt(0)
	ds_store_b32 v28, v2
	v_add_nc_u32_e32 v28, 64, v28
	s_and_not1_b32 exec_lo, exec_lo, s16
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %.preheader94.preheader
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_or_b32 exec_lo, exec_lo, s16
	v_dual_mov_b32 v28, v27 :: v_dual_mov_b32 v1, v26
	v_mov_b32_e32 v29, v24
	s_mov_b32 s16, 0
	.p2align	6
.LBB0_5:                                ; %.preheader94
                                        ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_nc_u32_e32 v29, 0x100, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[30:31], 2, v[1:2]
	v_add_nc_u32_e32 v1, s15, v1
	v_add_co_u32 v30, vcc_lo, s6, v30
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e32 v31, vcc_lo, s7, v31, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 0x2ff, v29
	global_load_b32 v2, v[30:31], off
	s_or_b32 s16, vcc_lo, s16
	s_waitcnt vmcnt(0)
	ds_store_b32 v28, v2
	v_add_nc_u32_e32 v28, 0x400, v28
	s_and_not1_b32 exec_lo, exec_lo, s16
	s_cbranch_execnz .LBB0_5
; %bb.6:                                ; %.preheader93
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[28:31], v23
	ds_load_b96 v[36:38], v21
	ds_load_2addr_stride64_b32 v[1:2], v22 offset1:1
	ds_load_b96 v[40:42], v21 offset:256
	ds_load_b128 v[32:35], v23 offset:256
	ds_load_2addr_stride64_b32 v[46:47], v22 offset0:2 offset1:3
	ds_load_2addr_stride64_b32 v[48:49], v22 offset0:4 offset1:5
	ds_load_2addr_stride64_b32 v[50:51], v22 offset0:6 offset1:7
	v_add_nc_u32_e32 v0, 16, v0
	v_add_nc_u32_e32 v26, s14, v26
	s_add_i32 s12, s12, 16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_i32 s12, s0
	s_waitcnt lgkmcnt(6)
	v_dual_fmac_f32 v17, v36, v28 :: v_dual_fmac_f32 v12, v37, v30
	v_dual_fmac_f32 v20, v36, v29 :: v_dual_fmac_f32 v11, v37, v31
	v_dual_fmac_f32 v19, v36, v30 :: v_dual_fmac_f32 v14, v37, v28
	v_dual_fmac_f32 v18, v36, v31 :: v_dual_fmac_f32 v13, v37, v29
	s_waitcnt lgkmcnt(5)
	v_dual_fmac_f32 v10, v38, v28 :: v_dual_fmac_f32 v5, v1, v29
	v_dual_fmac_f32 v9, v38, v29 :: v_dual_fmac_f32 v6, v1, v28
	v_dual_fmac_f32 v8, v38, v30 :: v_dual_fmac_f32 v3, v1, v31
	v_dual_fmac_f32 v7, v38, v31 :: v_dual_fmac_f32 v4, v1, v30
	ds_load_b128 v[36:39], v23 offset:512
	ds_load_b96 v[43:45], v21 offset:512
	s_waitcnt lgkmcnt(5)
	v_dual_fmac_f32 v17, v40, v32 :: v_dual_fmac_f32 v12, v41, v34
	v_dual_fmac_f32 v20, v40, v33 :: v_dual_fmac_f32 v11, v41, v35
	v_dual_fmac_f32 v19, v40, v34 :: v_dual_fmac_f32 v14, v41, v32
	v_dual_fmac_f32 v18, v40, v35 :: v_dual_fmac_f32 v13, v41, v33
	v_fmac_f32_e32 v10, v42, v32
	v_fmac_f32_e32 v9, v42, v33
	v_fmac_f32_e32 v8, v42, v34
	v_fmac_f32_e32 v7, v42, v35
	ds_load_b96 v[40:42], v21 offset:768
	ds_load_b128 v[28:31], v23 offset:768
	v_fmac_f32_e32 v6, v2, v32
	v_fmac_f32_e32 v5, v2, v33
	v_fmac_f32_e32 v4, v2, v34
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v3, v2, v35 :: v_dual_fmac_f32 v12, v44, v38
	v_fmac_f32_e32 v17, v43, v36
	v_fmac_f32_e32 v20, v43, v37
	v_fmac_f32_e32 v19, v43, v38
	v_fmac_f32_e32 v18, v43, v39
	v_fmac_f32_e32 v14, v44, v36
	v_fmac_f32_e32 v13, v44, v37
	v_dual_fmac_f32 v11, v44, v39 :: v_dual_fmac_f32 v10, v45, v36
	v_fmac_f32_e32 v5, v46, v37
	v_dual_fmac_f32 v9, v45, v37 :: v_dual_fmac_f32 v6, v46, v36
	v_dual_fmac_f32 v8, v45, v38 :: v_dual_fmac_f32 v3, v46, v39
	v_dual_fmac_f32 v7, v45, v39 :: v_dual_fmac_f32 v4, v46, v38
	ds_load_b128 v[32:35], v23 offset:1024
	ds_load_b96 v[43:45], v21 offset:1024
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v17, v40, v28 :: v_dual_fmac_f32 v12, v41, v30
	v_dual_fmac_f32 v20, v40, v29 :: v_dual_fmac_f32 v11, v41, v31
	v_dual_fmac_f32 v19, v40, v30 :: v_dual_fmac_f32 v14, v41, v28
	v_dual_fmac_f32 v18, v40, v31 :: v_dual_fmac_f32 v13, v41, v29
	v_dual_fmac_f32 v10, v42, v28 :: v_dual_fmac_f32 v5, v47, v29
	v_dual_fmac_f32 v9, v42, v29 :: v_dual_fmac_f32 v6, v47, v28
	v_dual_fmac_f32 v8, v42, v30 :: v_dual_fmac_f32 v3, v47, v31
	v_dual_fmac_f32 v7, v42, v31 :: v_dual_fmac_f32 v4, v47, v30
	ds_load_b96 v[40:42], v21 offset:1280
	ds_load_b128 v[36:39], v23 offset:1280
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v6, v48, v32
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v17, v43, v32 :: v_dual_fmac_f32 v12, v44, v34
	v_dual_fmac_f32 v20, v43, v33 :: v_dual_fmac_f32 v11, v44, v35
	v_dual_fmac_f32 v19, v43, v34 :: v_dual_fmac_f32 v14, v44, v32
	v_dual_fmac_f32 v18, v43, v35 :: v_dual_fmac_f32 v13, v44, v33
	v_dual_fmac_f32 v10, v45, v32 :: v_dual_fmac_f32 v5, v48, v33
	v_fmac_f32_e32 v9, v45, v33
	v_dual_fmac_f32 v8, v45, v34 :: v_dual_fmac_f32 v3, v48, v35
	v_dual_fmac_f32 v7, v45, v35 :: v_dual_fmac_f32 v4, v48, v34
	ds_load_b128 v[28:31], v23 offset:1536
	ds_load_b96 v[43:45], v21 offset:1536
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v17, v40, v36 :: v_dual_fmac_f32 v12, v41, v38
	v_dual_fmac_f32 v20, v40, v37 :: v_dual_fmac_f32 v11, v41, v39
	v_dual_fmac_f32 v19, v40, v38 :: v_dual_fmac_f32 v14, v41, v36
	v_dual_fmac_f32 v18, v40, v39 :: v_dual_fmac_f32 v13, v41, v37
	v_dual_fmac_f32 v10, v42, v36 :: v_dual_fmac_f32 v5, v49, v37
	v_dual_fmac_f32 v9, v42, v37 :: v_dual_fmac_f32 v6, v49, v36
	v_dual_fmac_f32 v8, v42, v38 :: v_dual_fmac_f32 v3, v49, v39
	v_dual_fmac_f32 v7, v42, v39 :: v_dual_fmac_f32 v4, v49, v38
	ds_load_b96 v[36:38], v21 offset:1792
	ds_load_b128 v[32:35], v23 offset:1792
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v6, v50, v28
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v17, v43, v28 :: v_dual_fmac_f32 v12, v44, v30
	v_dual_fmac_f32 v20, v43, v29 :: v_dual_fmac_f32 v11, v44, v31
	v_dual_fmac_f32 v19, v43, v30 :: v_dual_fmac_f32 v14, v44, v28
	v_dual_fmac_f32 v18, v43, v31 :: v_dual_fmac_f32 v13, v44, v29
	v_dual_fmac_f32 v10, v45, v28 :: v_dual_fmac_f32 v5, v50, v29
	v_fmac_f32_e32 v9, v45, v29
	v_dual_fmac_f32 v8, v45, v30 :: v_dual_fmac_f32 v3, v50, v31
	v_dual_fmac_f32 v7, v45, v31 :: v_dual_fmac_f32 v4, v50, v30
	ds_load_b128 v[28:31], v23 offset:2048
	ds_load_b96 v[39:41], v21 offset:2048
	ds_load_2addr_stride64_b32 v[1:2], v22 offset0:8 offset1:9
	s_waitcnt lgkmcnt(3)
	v_dual_fmac_f32 v17, v36, v32 :: v_dual_fmac_f32 v12, v37, v34
	v_dual_fmac_f32 v20, v36, v33 :: v_dual_fmac_f32 v11, v37, v35
	v_dual_fmac_f32 v19, v36, v34 :: v_dual_fmac_f32 v14, v37, v32
	v_dual_fmac_f32 v18, v36, v35 :: v_dual_fmac_f32 v13, v37, v33
	v_dual_fmac_f32 v10, v38, v32 :: v_dual_fmac_f32 v5, v51, v33
	v_dual_fmac_f32 v9, v38, v33 :: v_dual_fmac_f32 v6, v51, v32
	v_dual_fmac_f32 v8, v38, v34 :: v_dual_fmac_f32 v3, v51, v35
	v_dual_fmac_f32 v7, v38, v35 :: v_dual_fmac_f32 v4, v51, v34
	ds_load_b96 v[42:44], v21 offset:2304
	ds_load_b128 v[32:35], v23 offset:2304
	s_waitcnt lgkmcnt(3)
	v_dual_fmac_f32 v17, v39, v28 :: v_dual_fmac_f32 v12, v40, v30
	v_dual_fmac_f32 v20, v39, v29 :: v_dual_fmac_f32 v11, v40, v31
	v_dual_fmac_f32 v19, v39, v30 :: v_dual_fmac_f32 v14, v40, v28
	v_dual_fmac_f32 v18, v39, v31 :: v_dual_fmac_f32 v13, v40, v29
	ds_load_2addr_stride64_b32 v[48:49], v22 offset0:10 offset1:11
	ds_load_2addr_stride64_b32 v[50:51], v22 offset0:12 offset1:13
	ds_load_2addr_stride64_b32 v[52:53], v22 offset0:14 offset1:15
	ds_load_b128 v[36:39], v23 offset:2560
	ds_load_b96 v[45:47], v21 offset:2560
	v_fmac_f32_e32 v10, v41, v28
	v_fmac_f32_e32 v9, v41, v29
	v_fmac_f32_e32 v8, v41, v30
	v_fmac_f32_e32 v7, v41, v31
	s_waitcnt lgkmcnt(7)
	v_fmac_f32_e32 v6, v1, v28
	v_fmac_f32_e32 v5, v1, v29
	v_fmac_f32_e32 v4, v1, v30
	s_waitcnt lgkmcnt(5)
	v_dual_fmac_f32 v3, v1, v31 :: v_dual_fmac_f32 v12, v43, v34
	v_fmac_f32_e32 v17, v42, v32
	v_fmac_f32_e32 v20, v42, v33
	v_fmac_f32_e32 v19, v42, v34
	v_fmac_f32_e32 v18, v42, v35
	ds_load_b96 v[40:42], v21 offset:2816
	ds_load_b128 v[28:31], v23 offset:2816
	v_fmac_f32_e32 v14, v43, v32
	v_fmac_f32_e32 v13, v43, v33
	v_dual_fmac_f32 v11, v43, v35 :: v_dual_fmac_f32 v10, v44, v32
	v_fmac_f32_e32 v5, v2, v33
	v_dual_fmac_f32 v9, v44, v33 :: v_dual_fmac_f32 v6, v2, v32
	v_dual_fmac_f32 v8, v44, v34 :: v_dual_fmac_f32 v3, v2, v35
	v_dual_fmac_f32 v7, v44, v35 :: v_dual_fmac_f32 v4, v2, v34
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v17, v45, v36 :: v_dual_fmac_f32 v12, v46, v38
	v_dual_fmac_f32 v20, v45, v37 :: v_dual_fmac_f32 v11, v46, v39
	v_dual_fmac_f32 v19, v45, v38 :: v_dual_fmac_f32 v14, v46, v36
	v_dual_fmac_f32 v18, v45, v39 :: v_dual_fmac_f32 v13, v46, v37
	v_dual_fmac_f32 v10, v47, v36 :: v_dual_fmac_f32 v5, v48, v37
	v_dual_fmac_f32 v9, v47, v37 :: v_dual_fmac_f32 v6, v48, v36
	v_dual_fmac_f32 v8, v47, v38 :: v_dual_fmac_f32 v3, v48, v39
	v_dual_fmac_f32 v7, v47, v39 :: v_dual_fmac_f32 v4, v48, v38
	ds_load_b128 v[32:35], v23 offset:3072
	ds_load_b96 v[43:45], v21 offset:3072
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v17, v40, v28 :: v_dual_fmac_f32 v12, v41, v30
	v_dual_fmac_f32 v20, v40, v29 :: v_dual_fmac_f32 v11, v41, v31
	v_dual_fmac_f32 v19, v40, v30 :: v_dual_fmac_f32 v14, v41, v28
	v_dual_fmac_f32 v18, v40, v31 :: v_dual_fmac_f32 v13, v41, v29
	v_dual_fmac_f32 v10, v42, v28 :: v_dual_fmac_f32 v5, v49, v29
	v_dual_fmac_f32 v9, v42, v29 :: v_dual_fmac_f32 v6, v49, v28
	v_dual_fmac_f32 v8, v42, v30 :: v_dual_fmac_f32 v3, v49, v31
	v_dual_fmac_f32 v7, v42, v31 :: v_dual_fmac_f32 v4, v49, v30
	ds_load_b96 v[40:42], v21 offset:3328
	ds_load_b128 v[36:39], v23 offset:3328
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v6, v50, v32
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v17, v43, v32 :: v_dual_fmac_f32 v12, v44, v34
	v_dual_fmac_f32 v20, v43, v33 :: v_dual_fmac_f32 v11, v44, v35
	v_dual_fmac_f32 v19, v43, v34 :: v_dual_fmac_f32 v14, v44, v32
	v_dual_fmac_f32 v18, v43, v35 :: v_dual_fmac_f32 v13, v44, v33
	v_dual_fmac_f32 v10, v45, v32 :: v_dual_fmac_f32 v5, v50, v33
	v_fmac_f32_e32 v9, v45, v33
	v_dual_fmac_f32 v8, v45, v34 :: v_dual_fmac_f32 v3, v50, v35
	v_dual_fmac_f32 v7, v45, v35 :: v_dual_fmac_f32 v4, v50, v34
	ds_load_b128 v[28:31], v23 offset:3584
	ds_load_b96 v[43:45], v21 offset:3584
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v17, v40, v36 :: v_dual_fmac_f32 v12, v41, v38
	v_dual_fmac_f32 v20, v40, v37 :: v_dual_fmac_f32 v11, v41, v39
	v_dual_fmac_f32 v19, v40, v38 :: v_dual_fmac_f32 v14, v41, v36
	v_dual_fmac_f32 v18, v40, v39 :: v_dual_fmac_f32 v13, v41, v37
	v_dual_fmac_f32 v10, v42, v36 :: v_dual_fmac_f32 v5, v51, v37
	v_dual_fmac_f32 v9, v42, v37 :: v_dual_fmac_f32 v6, v51, v36
	v_dual_fmac_f32 v8, v42, v38 :: v_dual_fmac_f32 v3, v51, v39
	v_dual_fmac_f32 v7, v42, v39 :: v_dual_fmac_f32 v4, v51, v38
	ds_load_b96 v[40:42], v21 offset:3840
	ds_load_b128 v[32:35], v23 offset:3840
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v6, v52, v28
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v17, v43, v28 :: v_dual_fmac_f32 v12, v44, v30
	v_dual_fmac_f32 v20, v43, v29 :: v_dual_fmac_f32 v11, v44, v31
	v_dual_fmac_f32 v19, v43, v30 :: v_dual_fmac_f32 v14, v44, v28
	v_dual_fmac_f32 v18, v43, v31 :: v_dual_fmac_f32 v13, v44, v29
	v_dual_fmac_f32 v10, v45, v28 :: v_dual_fmac_f32 v5, v52, v29
	v_fmac_f32_e32 v9, v45, v29
	v_dual_fmac_f32 v8, v45, v30 :: v_dual_fmac_f32 v3, v52, v31
	v_dual_fmac_f32 v7, v45, v31 :: v_dual_fmac_f32 v4, v52, v30
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_dual_fmac_f32 v17, v40, v32 :: v_dual_fmac_f32 v12, v41, v34
	v_dual_fmac_f32 v20, v40, v33 :: v_dual_fmac_f32 v11, v41, v35
	v_dual_fmac_f32 v19, v40, v34 :: v_dual_fmac_f32 v14, v41, v32
	v_dual_fmac_f32 v18, v40, v35 :: v_dual_fmac_f32 v13, v41, v33
	v_dual_fmac_f32 v10, v42, v32 :: v_dual_fmac_f32 v5, v53, v33
	v_dual_fmac_f32 v9, v42, v33 :: v_dual_fmac_f32 v6, v53, v32
	v_dual_fmac_f32 v8, v42, v34 :: v_dual_fmac_f32 v3, v53, v35
	v_dual_fmac_f32 v7, v42, v35 :: v_dual_fmac_f32 v4, v53, v34
	s_cbranch_scc0 .LBB0_2
.LBB0_7:                                ; %.preheader89
	v_add_nc_u32_e32 v15, s10, v15
	v_or_b32_e32 v0, s11, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, v15, s1, v[0:1]
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[15:16], 2, v[1:2]
	v_add_co_u32 v15, vcc_lo, s8, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e32 v16, vcc_lo, s9, v16, vcc_lo
	global_load_b128 v[21:24], v[15:16], off
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v23, s3, v23 :: v_dual_add_nc_u32 v0, s1, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_dual_mul_f32 v21, s3, v21 :: v_dual_mul_f32 v24, s3, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v22, s3, v22 :: v_dual_fmac_f32 v23, s2, v19
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v21, s2, v17 :: v_dual_fmac_f32 v24, s2, v18
	v_fmac_f32_e32 v22, s2, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_u32 v1, vcc_lo, s8, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s9, v2, vcc_lo
	global_store_b128 v[15:16], v[21:24], off
	global_load_b128 v[15:18], v[1:2], off
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v18, s3, v18 :: v_dual_add_nc_u32 v19, s1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_ashrrev_i32_e32 v20, 31, v19
	v_dual_mul_f32 v15, s3, v15 :: v_dual_mul_f32 v16, s3, v16
	v_dual_mul_f32 v17, s3, v17 :: v_dual_fmac_f32 v18, s2, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[20:21], 2, v[19:20]
	v_dual_fmac_f32 v15, s2, v14 :: v_dual_fmac_f32 v16, s2, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v17, s2, v12 :: v_dual_add_nc_u32 v0, s1, v19
	v_add_co_u32 v20, vcc_lo, s8, v20
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e32 v21, vcc_lo, s9, v21, vcc_lo
	global_store_b128 v[1:2], v[15:18], off
	v_ashrrev_i32_e32 v1, 31, v0
	global_load_b128 v[11:14], v[20:21], off
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, vcc_lo, s8, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, s9, v1, vcc_lo
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v11, s3, v11 :: v_dual_mul_f32 v12, s3, v12
	v_dual_mul_f32 v13, s3, v13 :: v_dual_mul_f32 v14, s3, v14
	v_dual_fmac_f32 v11, s2, v10 :: v_dual_fmac_f32 v12, s2, v9
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_fmac_f32 v13, s2, v8 :: v_dual_fmac_f32 v14, s2, v7
	global_store_b128 v[20:21], v[11:14], off
	global_load_b128 v[7:10], v[0:1], off
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v7, s3, v7 :: v_dual_mul_f32 v8, s3, v8
	v_dual_mul_f32 v9, s3, v9 :: v_dual_mul_f32 v10, s3, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v7, s2, v6 :: v_dual_fmac_f32 v8, s2, v5
	v_dual_fmac_f32 v9, s2, v4 :: v_dual_fmac_f32 v10, s2, v3
	global_store_b128 v[0:1], v[7:10], off
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgemm_tile4x4
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
		.amdhsa_next_free_vgpr 54
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
	.size	sgemm_tile4x4, .Lfunc_end0-sgemm_tile4x4
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2432
; NumSgprs: 19
; NumVgprs: 54
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 54
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
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
    .name:           sgemm_tile4x4
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         sgemm_tile4x4.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     54
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
