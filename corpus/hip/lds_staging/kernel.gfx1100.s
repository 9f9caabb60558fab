	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	_Z12sgemm_stagedPKfS0_Pfiii ; -- Begin function _Z12sgemm_stagedPKfS0_Pfiii
	.globl	_Z12sgemm_stagedPKfS0_Pfiii
	.p2align	8
	.type	_Z12sgemm_stagedPKfS0_Pfiii,@function
_Z12sgemm_stagedPKfS0_Pfiii:            ; @_Z12sgemm_stagedPKfS0_Pfiii
; %bb.0:
	s_clause 0x1
	s_load_b64 s[4:5], s[0:1], 0x10
	s_load_b64 s[6:7], s[0:1], 0x1c
	v_lshrrev_b32_e32 v17, 2, v0
	v_dual_mov_b32 v4, 0 :: v_dual_lshlrev_b32 v1, 2, v0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v10, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v2, 0 :: v_dual_and_b32 v19, 60, v17
	v_dual_mov_b32 v3, 0 :: v_dual_and_b32 v20, 60, v1
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v16, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v6, 0
	v_mov_b32_e32 v5, 0
	s_lshl_b32 s8, s15, 6
	s_lshl_b32 s9, s14, 6
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s7, 1
	s_mov_b32 s10, 0
	s_cbranch_scc1 .LBB0_7
; %bb.1:                                ; %.preheader19.lr.ph
	v_lshrrev_b32_e32 v1, 6, v0
	s_load_b128 s[0:3], s[0:1], 0x0
	v_lshrrev_b32_e32 v4, 4, v0
	v_and_b32_e32 v2, 15, v0
	v_and_b32_e32 v3, 63, v0
	v_mul_lo_u32 v5, s6, v1
	v_or_b32_e32 v24, 0xffffff00, v0
	v_add_nc_u32_e32 v6, s8, v4
	v_dual_mov_b32 v13, 0 :: v_dual_lshlrev_b32 v4, 2, v4
	v_dual_mov_b32 v14, 0 :: v_dual_lshlrev_b32 v7, 8, v1
	v_lshlrev_b32_e32 v21, 2, v19
	v_add3_u32 v26, v5, s9, v3
	v_mov_b32_e32 v5, 0
	v_mad_u64_u32 v[0:1], null, s7, v6, v[2:3]
	v_mov_b32_e32 v6, 0
	v_dual_mov_b32 v15, 0 :: v_dual_lshlrev_b32 v8, 2, v3
	v_lshl_or_b32 v22, v17, 2, 12
	v_lshl_or_b32 v23, v20, 2, 0x1000
	v_lshl_or_b32 v25, v2, 8, v4
	s_delay_alu instid0(VALU_DEP_4)
	v_or3_b32 v27, v7, v8, 0x1000
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v9, 0
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v1, 0
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, 0
	v_mov_b32_e32 v4, 0
	s_lshl_b32 s11, s7, 4
	s_lshl_b32 s12, s6, 4
	s_lshl_b32 s13, s6, 2
.LBB0_2:                                ; %.preheader19
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_3 Depth 2
                                        ;     Child Loop BB0_5 Depth 2
	v_dual_mov_b32 v28, v25 :: v_dual_mov_b32 v17, v0
	v_mov_b32_e32 v29, v24
	s_mov_b32 s14, 0
	.p2align	6
.LBB0_3:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v18, 31, v17
	v_add_nc_u32_e32 v29, 0x100, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[30:31], 2, v[17:18]
	v_add_nc_u32_e32 v17, s11, v17
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v30, vcc_lo, s0, v30
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e32 v31, vcc_lo, s1, v31, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 0x2ff, v29
	global_load_b32 v18, v[30:31], off
	s_or_b32 s14, vcc_lo, s14
	s_waitcnt vmcnt(0)
	ds_store_b32 v28, v18
	v_add_nc_u32_e32 v28, 64, v28
	s_and_not1_b32 exec_lo, exec_lo, s14
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %.preheader18.preheader
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_or_b32 exec_lo, exec_lo, s14
	v_dual_mov_b32 v28, v27 :: v_dual_mov_b32 v17, v26
	v_mov_b32_e32 v29, v24
	s_mov_b32 s14, 0
	.p2align	6
.LBB0_5:                                ; %.preheader18
                                        ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v18, 31, v17
	v_add_nc_u32_e32 v29, 0x100, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[30:31], 2, v[17:18]
	v_add_nc_u32_e32 v17, s13, v17
	v_add_co_u32 v30, vcc_lo, s2, v30
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e32 v31, vcc_lo, s3, v31, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 0x2ff, v29
	global_load_b32 v18, v[30:31], off
	s_or_b32 s14, vcc_lo, s14
	s_waitcnt vmcnt(0)
	ds_store_b32 v28, v18
	v_add_nc_u32_e32 v28, 0x400, v28
	s_and_not1_b32 exec_lo, exec_lo, s14
	s_cbranch_execnz .LBB0_5
; %bb.6:                                ; %.preheader17
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[28:31], v23
	ds_load_b96 v[36:38], v21
	ds_load_2addr_stride64_b32 v[17:18], v22 offset1:1
	ds_load_b96 v[40:42], v21 offset:256
	ds_load_b128 v[32:35], v23 offset:256
	ds_load_2addr_stride64_b32 v[46:47], v22 offset0:2 offset1:3
	ds_load_2addr_stride64_b32 v[48:49], v22 offset0:4 offset1:5
	ds_load_2addr_stride64_b32 v[50:51], v22 offset0:6 offset1:7
	v_add_nc_u32_e32 v0, 16, v0
	v_add_nc_u32_e32 v26, s12, v26
	s_add_i32 s10, s10, 16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_i32 s10, s7
	s_waitcnt lgkmcnt(6)
	v_dual_fmac_f32 v5, v36, v28 :: v_dual_fmac_f32 v14, v37, v29
	v_dual_fmac_f32 v6, v36, v29 :: v_dual_fmac_f32 v13, v37, v28
	v_dual_fmac_f32 v7, v36, v30 :: v_dual_fmac_f32 v16, v37, v31
	v_dual_fmac_f32 v8, v36, v31 :: v_dual_fmac_f32 v15, v37, v30
	s_waitcnt lgkmcnt(5)
	v_dual_fmac_f32 v9, v38, v28 :: v_dual_fmac_f32 v2, v17, v29
	v_dual_fmac_f32 v10, v38, v29 :: v_dual_fmac_f32 v1, v17, v28
	v_dual_fmac_f32 v11, v38, v30 :: v_dual_fmac_f32 v4, v17, v31
	v_dual_fmac_f32 v12, v38, v31 :: v_dual_fmac_f32 v3, v17, v30
	ds_load_b128 v[36:39], v23 offset:512
	ds_load_b96 v[43:45], v21 offset:512
	s_waitcnt lgkmcnt(5)
	v_dual_fmac_f32 v5, v40, v32 :: v_dual_fmac_f32 v14, v41, v33
	v_dual_fmac_f32 v6, v40, v33 :: v_dual_fmac_f32 v13, v41, v32
	v_dual_fmac_f32 v7, v40, v34 :: v_dual_fmac_f32 v16, v41, v35
	v_dual_fmac_f32 v8, v40, v35 :: v_dual_fmac_f32 v15, v41, v34
	v_fmac_f32_e32 v9, v42, v32
	v_fmac_f32_e32 v10, v42, v33
	v_fmac_f32_e32 v11, v42, v34
	v_fmac_f32_e32 v12, v42, v35
	ds_load_b96 v[40:42], v21 offset:768
	ds_load_b128 v[28:31], v23 offset:768
	v_fmac_f32_e32 v1, v18, v32
	v_fmac_f32_e32 v2, v18, v33
	v_fmac_f32_e32 v3, v18, v34
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v4, v18, v35 :: v_dual_fmac_f32 v15, v44, v38
	v_fmac_f32_e32 v5, v43, v36
	v_fmac_f32_e32 v6, v43, v37
	v_fmac_f32_e32 v7, v43, v38
	v_dual_fmac_f32 v8, v43, v39 :: v_dual_fmac_f32 v13, v44, v36
	v_fmac_f32_e32 v14, v44, v37
	v_dual_fmac_f32 v16, v44, v39 :: v_dual_fmac_f32 v9, v45, v36
	v_fmac_f32_e32 v2, v46, v37
	v_dual_fmac_f32 v10, v45, v37 :: v_dual_fmac_f32 v1, v46, v36
	v_dual_fmac_f32 v11, v45, v38 :: v_dual_fmac_f32 v4, v46, v39
	v_dual_fmac_f32 v12, v45, v39 :: v_dual_fmac_f32 v3, v46, v38
	ds_load_b128 v[32:35], v23 offset:1024
	ds_load_b96 v[43:45], v21 offset:1024
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v5, v40, v28 :: v_dual_fmac_f32 v14, v41, v29
	v_dual_fmac_f32 v6, v40, v29 :: v_dual_fmac_f32 v13, v41, v28
	v_dual_fmac_f32 v7, v40, v30 :: v_dual_fmac_f32 v16, v41, v31
	v_dual_fmac_f32 v8, v40, v31 :: v_dual_fmac_f32 v15, v41, v30
	v_dual_fmac_f32 v9, v42, v28 :: v_dual_fmac_f32 v2, v47, v29
	v_dual_fmac_f32 v10, v42, v29 :: v_dual_fmac_f32 v1, v47, v28
	v_dual_fmac_f32 v11, v42, v30 :: v_dual_fmac_f32 v4, v47, v31
	v_dual_fmac_f32 v12, v42, v31 :: v_dual_fmac_f32 v3, v47, v30
	ds_load_b96 v[40:42], v21 offset:1280
	ds_load_b128 v[36:39], v23 offset:1280
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v1, v48, v32
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v5, v43, v32 :: v_dual_fmac_f32 v14, v44, v33
	v_dual_fmac_f32 v6, v43, v33 :: v_dual_fmac_f32 v13, v44, v32
	v_dual_fmac_f32 v7, v43, v34 :: v_dual_fmac_f32 v16, v44, v35
	v_dual_fmac_f32 v8, v43, v35 :: v_dual_fmac_f32 v15, v44, v34
	v_dual_fmac_f32 v9, v45, v32 :: v_dual_fmac_f32 v2, v48, v33
	v_fmac_f32_e32 v10, v45, v33
	v_dual_fmac_f32 v11, v45, v34 :: v_dual_fmac_f32 v4, v48, v35
	v_dual_fmac_f32 v12, v45, v35 :: v_dual_fmac_f32 v3, v48, v34
	ds_load_b128 v[28:31], v23 offset:1536
	ds_load_b96 v[43:45], v21 offset:1536
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v5, v40, v36 :: v_dual_fmac_f32 v14, v41, v37
	v_dual_fmac_f32 v6, v40, v37 :: v_dual_fmac_f32 v13, v41, v36
	v_dual_fmac_f32 v7, v40, v38 :: v_dual_fmac_f32 v16, v41, v39
	v_dual_fmac_f32 v8, v40, v39 :: v_dual_fmac_f32 v15, v41, v38
	v_dual_fmac_f32 v9, v42, v36 :: v_dual_fmac_f32 v2, v49, v37
	v_dual_fmac_f32 v10, v42, v37 :: v_dual_fmac_f32 v1, v49, v36
	v_dual_fmac_f32 v11, v42, v38 :: v_dual_fmac_f32 v4, v49, v39
	v_dual_fmac_f32 v12, v42, v39 :: v_dual_fmac_f32 v3, v49, v38
	ds_load_b96 v[36:38], v21 offset:1792
	ds_load_b128 v[32:35], v23 offset:1792
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v1, v50, v28
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v5, v43, v28 :: v_dual_fmac_f32 v14, v44, v29
	v_dual_fmac_f32 v6, v43, v29 :: v_dual_fmac_f32 v13, v44, v28
	v_dual_fmac_f32 v7, v43, v30 :: v_dual_fmac_f32 v16, v44, v31
	v_dual_fmac_f32 v8, v43, v31 :: v_dual_fmac_f32 v15, v44, v30
	v_dual_fmac_f32 v9, v45, v28 :: v_dual_fmac_f32 v2, v50, v29
	v_fmac_f32_e32 v10, v45, v29
	v_dual_fmac_f32 v11, v45, v30 :: v_dual_fmac_f32 v4, v50, v31
	v_dual_fmac_f32 v12, v45, v31 :: v_dual_fmac_f32 v3, v50, v30
	ds_load_b128 v[28:31], v23 offset:2048
	ds_load_b96 v[39:41], v21 offset:2048
	ds_load_2addr_stride64_b32 v[17:18], v22 offset0:8 offset1:9
	s_waitcnt lgkmcnt(3)
	v_dual_fmac_f32 v5, v36, v32 :: v_dual_fmac_f32 v14, v37, v33
	v_dual_fmac_f32 v6, v36, v33 :: v_dual_fmac_f32 v13, v37, v32
	v_dual_fmac_f32 v7, v36, v34 :: v_dual_fmac_f32 v16, v37, v35
	v_dual_fmac_f32 v8, v36, v35 :: v_dual_fmac_f32 v15, v37, v34
	v_dual_fmac_f32 v9, v38, v32 :: v_dual_fmac_f32 v2, v51, v33
	v_dual_fmac_f32 v10, v38, v33 :: v_dual_fmac_f32 v1, v51, v32
	v_dual_fmac_f32 v11, v38, v34 :: v_dual_fmac_f32 v4, v51, v35
	v_dual_fmac_f32 v12, v38, v35 :: v_dual_fmac_f32 v3, v51, v34
	ds_load_b96 v[42:44], v21 offset:2304
	ds_load_b128 v[32:35], v23 offset:2304
	s_waitcnt lgkmcnt(3)
	v_dual_fmac_f32 v5, v39, v28 :: v_dual_fmac_f32 v14, v40, v29
	v_dual_fmac_f32 v6, v39, v29 :: v_dual_fmac_f32 v13, v40, v28
	v_dual_fmac_f32 v7, v39, v30 :: v_dual_fmac_f32 v16, v40, v31
	v_dual_fmac_f32 v8, v39, v31 :: v_dual_fmac_f32 v15, v40, v30
	ds_load_2addr_stride64_b32 v[48:49], v22 offset0:10 offset1:11
	ds_load_2addr_stride64_b32 v[50:51], v22 offset0:12 offset1:13
	ds_load_2addr_stride64_b32 v[52:53], v22 offset0:14 offset1:15
	ds_load_b128 v[36:39], v23 offset:2560
	ds_load_b96 v[45:47], v21 offset:2560
	v_fmac_f32_e32 v9, v41, v28
	v_fmac_f32_e32 v10, v41, v29
	v_fmac_f32_e32 v11, v41, v30
	v_fmac_f32_e32 v12, v41, v31
	s_waitcnt lgkmcnt(7)
	v_fmac_f32_e32 v1, v17, v28
	v_fmac_f32_e32 v2, v17, v29
	v_fmac_f32_e32 v3, v17, v30
	s_waitcnt lgkmcnt(5)
	v_dual_fmac_f32 v4, v17, v31 :: v_dual_fmac_f32 v15, v43, v34
	v_fmac_f32_e32 v5, v42, v32
	v_fmac_f32_e32 v6, v42, v33
	v_fmac_f32_e32 v7, v42, v34
	v_fmac_f32_e32 v8, v42, v35
	ds_load_b96 v[40:42], v21 offset:2816
	ds_load_b128 v[28:31], v23 offset:2816
	v_fmac_f32_e32 v13, v43, v32
	v_fmac_f32_e32 v14, v43, v33
	v_dual_fmac_f32 v16, v43, v35 :: v_dual_fmac_f32 v9, v44, v32
	v_fmac_f32_e32 v2, v18, v33
	v_dual_fmac_f32 v10, v44, v33 :: v_dual_fmac_f32 v1, v18, v32
	v_dual_fmac_f32 v11, v44, v34 :: v_dual_fmac_f32 v4, v18, v35
	v_dual_fmac_f32 v12, v44, v35 :: v_dual_fmac_f32 v3, v18, v34
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v5, v45, v36 :: v_dual_fmac_f32 v14, v46, v37
	v_dual_fmac_f32 v6, v45, v37 :: v_dual_fmac_f32 v13, v46, v36
	v_dual_fmac_f32 v7, v45, v38 :: v_dual_fmac_f32 v16, v46, v39
	v_dual_fmac_f32 v8, v45, v39 :: v_dual_fmac_f32 v15, v46, v38
	v_dual_fmac_f32 v9, v47, v36 :: v_dual_fmac_f32 v2, v48, v37
	v_dual_fmac_f32 v10, v47, v37 :: v_dual_fmac_f32 v1, v48, v36
	v_dual_fmac_f32 v11, v47, v38 :: v_dual_fmac_f32 v4, v48, v39
	v_dual_fmac_f32 v12, v47, v39 :: v_dual_fmac_f32 v3, v48, v38
	ds_load_b128 v[32:35], v23 offset:3072
	ds_load_b96 v[43:45], v21 offset:3072
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v5, v40, v28 :: v_dual_fmac_f32 v14, v41, v29
	v_dual_fmac_f32 v6, v40, v29 :: v_dual_fmac_f32 v13, v41, v28
	v_dual_fmac_f32 v7, v40, v30 :: v_dual_fmac_f32 v16, v41, v31
	v_dual_fmac_f32 v8, v40, v31 :: v_dual_fmac_f32 v15, v41, v30
	v_dual_fmac_f32 v9, v42, v28 :: v_dual_fmac_f32 v2, v49, v29
	v_dual_fmac_f32 v10, v42, v29 :: v_dual_fmac_f32 v1, v49, v28
	v_dual_fmac_f32 v11, v42, v30 :: v_dual_fmac_f32 v4, v49, v31
	v_dual_fmac_f32 v12, v42, v31 :: v_dual_fmac_f32 v3, v49, v30
	ds_load_b96 v[40:42], v21 offset:3328
	ds_load_b128 v[36:39], v23 offset:3328
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v1, v50, v32
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v5, v43, v32 :: v_dual_fmac_f32 v14, v44, v33
	v_dual_fmac_f32 v6, v43, v33 :: v_dual_fmac_f32 v13, v44, v32
	v_dual_fmac_f32 v7, v43, v34 :: v_dual_fmac_f32 v16, v44, v35
	v_dual_fmac_f32 v8, v43, v35 :: v_dual_fmac_f32 v15, v44, v34
	v_dual_fmac_f32 v9, v45, v32 :: v_dual_fmac_f32 v2, v50, v33
	v_fmac_f32_e32 v10, v45, v33
	v_dual_fmac_f32 v11, v45, v34 :: v_dual_fmac_f32 v4, v50, v35
	v_dual_fmac_f32 v12, v45, v35 :: v_dual_fmac_f32 v3, v50, v34
	ds_load_b128 v[28:31], v23 offset:3584
	ds_load_b96 v[43:45], v21 offset:3584
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v5, v40, v36 :: v_dual_fmac_f32 v14, v41, v37
	v_dual_fmac_f32 v6, v40, v37 :: v_dual_fmac_f32 v13, v41, v36
	v_dual_fmac_f32 v7, v40, v38 :: v_dual_fmac_f32 v16, v41, v39
	v_dual_fmac_f32 v8, v40, v39 :: v_dual_fmac_f32 v15, v41, v38
	v_dual_fmac_f32 v9, v42, v36 :: v_dual_fmac_f32 v2, v51, v37
	v_dual_fmac_f32 v10, v42, v37 :: v_dual_fmac_f32 v1, v51, v36
	v_dual_fmac_f32 v11, v42, v38 :: v_dual_fmac_f32 v4, v51, v39
	v_dual_fmac_f32 v12, v42, v39 :: v_dual_fmac_f32 v3, v51, v38
	ds_load_b96 v[40:42], v21 offset:3840
	ds_load_b128 v[32:35], v23 offset:3840
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v1, v52, v28
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v5, v43, v28 :: v_dual_fmac_f32 v14, v44, v29
	v_dual_fmac_f32 v6, v43, v29 :: v_dual_fmac_f32 v13, v44, v28
	v_dual_fmac_f32 v7, v43, v30 :: v_dual_fmac_f32 v16, v44, v31
	v_dual_fmac_f32 v8, v43, v31 :: v_dual_fmac_f32 v15, v44, v30
	v_dual_fmac_f32 v9, v45, v28 :: v_dual_fmac_f32 v2, v52, v29
	v_fmac_f32_e32 v10, v45, v29
	v_dual_fmac_f32 v11, v45, v30 :: v_dual_fmac_f32 v4, v52, v31
	v_dual_fmac_f32 v12, v45, v31 :: v_dual_fmac_f32 v3, v52, v30
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_dual_fmac_f32 v5, v40, v32 :: v_dual_fmac_f32 v14, v41, v33
	v_dual_fmac_f32 v6, v40, v33 :: v_dual_fmac_f32 v13, v41, v32
	v_dual_fmac_f32 v7, v40, v34 :: v_dual_fmac_f32 v16, v41, v35
	v_dual_fmac_f32 v8, v40, v35 :: v_dual_fmac_f32 v15, v41, v34
	v_dual_fmac_f32 v9, v42, v32 :: v_dual_fmac_f32 v2, v53, v33
	v_dual_fmac_f32 v10, v42, v33 :: v_dual_fmac_f32 v1, v53, v32
	v_dual_fmac_f32 v11, v42, v34 :: v_dual_fmac_f32 v4, v53, v35
	v_dual_fmac_f32 v12, v42, v35 :: v_dual_fmac_f32 v3, v53, v34
	s_cbranch_scc0 .LBB0_2
.LBB0_7:                                ; %.preheader13
	v_add_nc_u32_e32 v19, s8, v19
	v_or_b32_e32 v0, s9, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[17:18], null, v19, s6, v[0:1]
	v_add_nc_u32_e32 v19, s6, v17
	v_ashrrev_i32_e32 v18, 31, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v21, s6, v19
	v_ashrrev_i32_e32 v20, 31, v19
	v_lshlrev_b64 v[17:18], 2, v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v23, s6, v21
	v_ashrrev_i32_e32 v22, 31, v21
	v_lshlrev_b64 v[19:20], 2, v[19:20]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_u32 v17, vcc_lo, s4, v17
	v_ashrrev_i32_e32 v24, 31, v23
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[21:22], 2, v[21:22]
	v_add_co_ci_u32_e32 v18, vcc_lo, s5, v18, vcc_lo
	v_add_co_u32 v19, vcc_lo, s4, v19
	v_lshlrev_b64 v[23:24], 2, v[23:24]
	v_add_co_ci_u32_e32 v20, vcc_lo, s5, v20, vcc_lo
	v_add_co_u32 v21, vcc_lo, s4, v21
	v_add_co_ci_u32_e32 v22, vcc_lo, s5, v22, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v23, vcc_lo, s4, v23
	v_add_co_ci_u32_e32 v24, vcc_lo, s5, v24, vcc_lo
	s_clause 0x3
	global_store_b128 v[17:18], v[5:8], off
	global_store_b128 v[19:20], v[13:16], off
	global_store_b128 v[21:22], v[9:12], off
	global_store_b128 v[23:24], v[1:4], off
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12sgemm_stagedPKfS0_Pfiii
		.amdhsa_group_segment_fixed_size 8192
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
	.size	_Z12sgemm_stagedPKfS0_Pfiii, .Lfunc_end0-_Z12sgemm_stagedPKfS0_Pfiii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2236
; NumSgprs: 18
; NumVgprs: 54
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 18
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
	.protected	_Z15sgemm_staged_bdPKfS0_Pfiii ; -- Begin function _Z15sgemm_staged_bdPKfS0_Pfiii
	.globl	_Z15sgemm_staged_bdPKfS0_Pfiii
	.p2align	8
	.type	_Z15sgemm_staged_bdPKfS0_Pfiii,@function
_Z15sgemm_staged_bdPKfS0_Pfiii:         ; @_Z15sgemm_staged_bdPKfS0_Pfiii
; %bb.0:
	s_clause 0x1
	s_load_b64 s[2:3], s[0:1], 0x10
	s_load_b64 s[8:9], s[0:1], 0x1c
	v_lshrrev_b32_e32 v20, 2, v0
	v_dual_mov_b32 v4, 0 :: v_dual_lshlrev_b32 v1, 2, v0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v6, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v2, 0 :: v_dual_and_b32 v17, 60, v20
	v_dual_mov_b32 v3, 0 :: v_dual_and_b32 v18, 60, v1
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v16, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v14, 0
	v_mov_b32_e32 v13, 0
	s_lshl_b32 s10, s15, 6
	s_lshl_b32 s11, s14, 6
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s9, 1
	s_mov_b32 s12, 0
	s_cbranch_scc1 .LBB1_7
; %bb.1:                                ; %.preheader19.lr.ph
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b32 s0, s[0:1], 0x34
	v_dual_mov_b32 v14, 0 :: v_dual_lshlrev_b32 v19, 2, v17
	v_lshl_or_b32 v20, v20, 2, 12
	v_lshl_or_b32 v21, v18, 2, 0x1000
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v16, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v2, 0
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v4, 0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
.LBB1_2:                                ; %.preheader19
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_3 Depth 2
                                        ;     Child Loop BB1_5 Depth 2
	v_mov_b32_e32 v22, v0
	s_mov_b32 s1, 0
	.p2align	6
.LBB1_3:                                ;   Parent Loop BB1_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v26, 4, v22
	v_and_b32_e32 v27, 15, v22
	v_add_nc_u32_e32 v22, s0, v22
	v_add_nc_u32_e32 v28, s10, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v23, s12, v27
	v_mad_u64_u32 v[24:25], null, v28, s9, v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshlrev_b64 v[23:24], 2, v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v23, vcc_lo, s4, v23
	v_add_co_ci_u32_e32 v24, vcc_lo, s5, v24, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 0x3ff, v22
	global_load_b32 v23, v[23:24], off
	v_lshlrev_b32_e32 v24, 2, v26
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v24, v27, 8, v24
	s_waitcnt vmcnt(0)
	ds_store_b32 v24, v23
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB1_3
; %bb.4:                                ; %.preheader18.preheader
                                        ;   in Loop: Header=BB1_2 Depth=1
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v22, v0
	s_mov_b32 s1, 0
	.p2align	6
.LBB1_5:                                ; %.preheader18
                                        ;   Parent Loop BB1_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v26, 6, v22
	v_and_b32_e32 v27, 63, v22
	v_add_nc_u32_e32 v22, s0, v22
	v_add_nc_u32_e32 v28, s12, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v23, s11, v27
	v_mad_u64_u32 v[24:25], null, v28, s8, v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshlrev_b64 v[23:24], 2, v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v23, vcc_lo, s6, v23
	v_add_co_ci_u32_e32 v24, vcc_lo, s7, v24, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 0x3ff, v22
	global_load_b32 v23, v[23:24], off
	v_lshlrev_b32_e32 v24, 2, v27
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_or_b32 v24, v26, 8, v24
	s_waitcnt vmcnt(0)
	ds_store_b32 v24, v23 offset:4096
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB1_5
; %bb.6:                                ; %.preheader17
                                        ;   in Loop: Header=BB1_2 Depth=1
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[22:25], v21
	ds_load_b96 v[30:32], v19
	ds_load_2addr_stride64_b32 v[40:41], v20 offset1:1
	ds_load_b96 v[34:36], v19 offset:256
	ds_load_b128 v[26:29], v21 offset:256
	ds_load_2addr_stride64_b32 v[42:43], v20 offset0:2 offset1:3
	ds_load_2addr_stride64_b32 v[44:45], v20 offset0:4 offset1:5
	ds_load_2addr_stride64_b32 v[46:47], v20 offset0:6 offset1:7
	s_add_i32 s12, s12, 16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_i32 s12, s9
	s_waitcnt lgkmcnt(6)
	v_dual_fmac_f32 v13, v30, v22 :: v_dual_fmac_f32 v10, v31, v23
	v_dual_fmac_f32 v14, v30, v23 :: v_dual_fmac_f32 v9, v31, v22
	v_dual_fmac_f32 v15, v30, v24 :: v_dual_fmac_f32 v12, v31, v25
	v_dual_fmac_f32 v16, v30, v25 :: v_dual_fmac_f32 v11, v31, v24
	s_waitcnt lgkmcnt(3)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v5, v32, v22 :: v_dual_fmac_f32 v14, v34, v27
	v_dual_fmac_f32 v6, v32, v23 :: v_dual_fmac_f32 v13, v34, v26
	v_dual_fmac_f32 v7, v32, v24 :: v_dual_fmac_f32 v16, v34, v29
	v_dual_fmac_f32 v8, v32, v25 :: v_dual_fmac_f32 v15, v34, v28
	ds_load_b128 v[30:33], v21 offset:512
	ds_load_b96 v[37:39], v19 offset:512
	v_dual_fmac_f32 v1, v40, v22 :: v_dual_fmac_f32 v10, v35, v27
	v_dual_fmac_f32 v2, v40, v23 :: v_dual_fmac_f32 v9, v35, v26
	v_dual_fmac_f32 v3, v40, v24 :: v_dual_fmac_f32 v12, v35, v29
	v_dual_fmac_f32 v4, v40, v25 :: v_dual_fmac_f32 v11, v35, v28
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v5, v36, v26 :: v_dual_fmac_f32 v2, v41, v27
	v_dual_fmac_f32 v6, v36, v27 :: v_dual_fmac_f32 v1, v41, v26
	v_dual_fmac_f32 v7, v36, v28 :: v_dual_fmac_f32 v4, v41, v29
	v_dual_fmac_f32 v8, v36, v29 :: v_dual_fmac_f32 v3, v41, v28
	ds_load_b96 v[34:36], v19 offset:768
	ds_load_b128 v[22:25], v21 offset:768
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v1, v42, v30
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v13, v37, v30 :: v_dual_fmac_f32 v10, v38, v31
	v_dual_fmac_f32 v14, v37, v31 :: v_dual_fmac_f32 v9, v38, v30
	v_dual_fmac_f32 v15, v37, v32 :: v_dual_fmac_f32 v12, v38, v33
	v_dual_fmac_f32 v16, v37, v33 :: v_dual_fmac_f32 v11, v38, v32
	v_dual_fmac_f32 v5, v39, v30 :: v_dual_fmac_f32 v2, v42, v31
	v_fmac_f32_e32 v6, v39, v31
	v_dual_fmac_f32 v7, v39, v32 :: v_dual_fmac_f32 v4, v42, v33
	v_dual_fmac_f32 v8, v39, v33 :: v_dual_fmac_f32 v3, v42, v32
	ds_load_b128 v[26:29], v21 offset:1024
	ds_load_b96 v[37:39], v19 offset:1024
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v13, v34, v22 :: v_dual_fmac_f32 v10, v35, v23
	v_dual_fmac_f32 v14, v34, v23 :: v_dual_fmac_f32 v9, v35, v22
	v_dual_fmac_f32 v15, v34, v24 :: v_dual_fmac_f32 v12, v35, v25
	v_dual_fmac_f32 v16, v34, v25 :: v_dual_fmac_f32 v11, v35, v24
	v_dual_fmac_f32 v5, v36, v22 :: v_dual_fmac_f32 v2, v43, v23
	v_dual_fmac_f32 v6, v36, v23 :: v_dual_fmac_f32 v1, v43, v22
	v_dual_fmac_f32 v7, v36, v24 :: v_dual_fmac_f32 v4, v43, v25
	v_dual_fmac_f32 v8, v36, v25 :: v_dual_fmac_f32 v3, v43, v24
	ds_load_b96 v[34:36], v19 offset:1280
	ds_load_b128 v[30:33], v21 offset:1280
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v1, v44, v26
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v13, v37, v26 :: v_dual_fmac_f32 v10, v38, v27
	v_dual_fmac_f32 v14, v37, v27 :: v_dual_fmac_f32 v9, v38, v26
	v_dual_fmac_f32 v15, v37, v28 :: v_dual_fmac_f32 v12, v38, v29
	v_dual_fmac_f32 v16, v37, v29 :: v_dual_fmac_f32 v11, v38, v28
	v_dual_fmac_f32 v5, v39, v26 :: v_dual_fmac_f32 v2, v44, v27
	v_fmac_f32_e32 v6, v39, v27
	v_dual_fmac_f32 v7, v39, v28 :: v_dual_fmac_f32 v4, v44, v29
	v_dual_fmac_f32 v8, v39, v29 :: v_dual_fmac_f32 v3, v44, v28
	ds_load_b128 v[22:25], v21 offset:1536
	ds_load_b96 v[37:39], v19 offset:1536
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v13, v34, v30 :: v_dual_fmac_f32 v10, v35, v31
	v_dual_fmac_f32 v14, v34, v31 :: v_dual_fmac_f32 v9, v35, v30
	v_dual_fmac_f32 v15, v34, v32 :: v_dual_fmac_f32 v12, v35, v33
	v_dual_fmac_f32 v16, v34, v33 :: v_dual_fmac_f32 v11, v35, v32
	v_dual_fmac_f32 v5, v36, v30 :: v_dual_fmac_f32 v2, v45, v31
	v_dual_fmac_f32 v6, v36, v31 :: v_dual_fmac_f32 v1, v45, v30
	v_dual_fmac_f32 v7, v36, v32 :: v_dual_fmac_f32 v4, v45, v33
	v_dual_fmac_f32 v8, v36, v33 :: v_dual_fmac_f32 v3, v45, v32
	ds_load_b96 v[30:32], v19 offset:1792
	ds_load_b128 v[26:29], v21 offset:1792
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v13, v37, v22 :: v_dual_fmac_f32 v10, v38, v23
	v_dual_fmac_f32 v14, v37, v23 :: v_dual_fmac_f32 v9, v38, v22
	v_dual_fmac_f32 v15, v37, v24 :: v_dual_fmac_f32 v12, v38, v25
	v_dual_fmac_f32 v16, v37, v25 :: v_dual_fmac_f32 v11, v38, v24
	v_dual_fmac_f32 v5, v39, v22 :: v_dual_fmac_f32 v2, v46, v23
	v_dual_fmac_f32 v6, v39, v23 :: v_dual_fmac_f32 v1, v46, v22
	v_dual_fmac_f32 v7, v39, v24 :: v_dual_fmac_f32 v4, v46, v25
	v_dual_fmac_f32 v8, v39, v25 :: v_dual_fmac_f32 v3, v46, v24
	ds_load_b128 v[22:25], v21 offset:2048
	ds_load_b96 v[33:35], v19 offset:2048
	ds_load_2addr_stride64_b32 v[42:43], v20 offset0:8 offset1:9
	s_waitcnt lgkmcnt(3)
	v_dual_fmac_f32 v13, v30, v26 :: v_dual_fmac_f32 v10, v31, v27
	v_dual_fmac_f32 v14, v30, v27 :: v_dual_fmac_f32 v9, v31, v26
	v_dual_fmac_f32 v15, v30, v28 :: v_dual_fmac_f32 v12, v31, v29
	v_dual_fmac_f32 v16, v30, v29 :: v_dual_fmac_f32 v11, v31, v28
	v_dual_fmac_f32 v5, v32, v26 :: v_dual_fmac_f32 v2, v47, v27
	v_dual_fmac_f32 v6, v32, v27 :: v_dual_fmac_f32 v1, v47, v26
	v_dual_fmac_f32 v7, v32, v28 :: v_dual_fmac_f32 v4, v47, v29
	v_dual_fmac_f32 v8, v32, v29 :: v_dual_fmac_f32 v3, v47, v28
	ds_load_b96 v[36:38], v19 offset:2304
	ds_load_b128 v[26:29], v21 offset:2304
	s_waitcnt lgkmcnt(3)
	v_dual_fmac_f32 v13, v33, v22 :: v_dual_fmac_f32 v10, v34, v23
	v_dual_fmac_f32 v14, v33, v23 :: v_dual_fmac_f32 v9, v34, v22
	v_dual_fmac_f32 v15, v33, v24 :: v_dual_fmac_f32 v12, v34, v25
	v_dual_fmac_f32 v16, v33, v25 :: v_dual_fmac_f32 v11, v34, v24
	ds_load_2addr_stride64_b32 v[44:45], v20 offset0:10 offset1:11
	ds_load_2addr_stride64_b32 v[46:47], v20 offset0:12 offset1:13
	ds_load_2addr_stride64_b32 v[48:49], v20 offset0:14 offset1:15
	ds_load_b128 v[30:33], v21 offset:2560
	ds_load_b96 v[39:41], v19 offset:2560
	s_waitcnt lgkmcnt(7)
	v_dual_fmac_f32 v5, v35, v22 :: v_dual_fmac_f32 v2, v42, v23
	v_dual_fmac_f32 v6, v35, v23 :: v_dual_fmac_f32 v1, v42, v22
	v_dual_fmac_f32 v7, v35, v24 :: v_dual_fmac_f32 v4, v42, v25
	v_dual_fmac_f32 v8, v35, v25 :: v_dual_fmac_f32 v3, v42, v24
	s_waitcnt lgkmcnt(5)
	v_dual_fmac_f32 v13, v36, v26 :: v_dual_fmac_f32 v10, v37, v27
	v_dual_fmac_f32 v14, v36, v27 :: v_dual_fmac_f32 v9, v37, v26
	v_dual_fmac_f32 v15, v36, v28 :: v_dual_fmac_f32 v12, v37, v29
	v_dual_fmac_f32 v16, v36, v29 :: v_dual_fmac_f32 v11, v37, v28
	ds_load_b96 v[34:36], v19 offset:2816
	ds_load_b128 v[22:25], v21 offset:2816
	v_dual_fmac_f32 v5, v38, v26 :: v_dual_fmac_f32 v2, v43, v27
	v_dual_fmac_f32 v6, v38, v27 :: v_dual_fmac_f32 v1, v43, v26
	v_dual_fmac_f32 v7, v38, v28 :: v_dual_fmac_f32 v4, v43, v29
	v_dual_fmac_f32 v8, v38, v29 :: v_dual_fmac_f32 v3, v43, v28
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v13, v39, v30 :: v_dual_fmac_f32 v10, v40, v31
	v_dual_fmac_f32 v14, v39, v31 :: v_dual_fmac_f32 v9, v40, v30
	v_dual_fmac_f32 v15, v39, v32 :: v_dual_fmac_f32 v12, v40, v33
	v_dual_fmac_f32 v16, v39, v33 :: v_dual_fmac_f32 v11, v40, v32
	v_dual_fmac_f32 v5, v41, v30 :: v_dual_fmac_f32 v2, v44, v31
	v_dual_fmac_f32 v6, v41, v31 :: v_dual_fmac_f32 v1, v44, v30
	v_dual_fmac_f32 v7, v41, v32 :: v_dual_fmac_f32 v4, v44, v33
	v_dual_fmac_f32 v8, v41, v33 :: v_dual_fmac_f32 v3, v44, v32
	ds_load_b128 v[26:29], v21 offset:3072
	ds_load_b96 v[37:39], v19 offset:3072
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v13, v34, v22 :: v_dual_fmac_f32 v10, v35, v23
	v_dual_fmac_f32 v14, v34, v23 :: v_dual_fmac_f32 v9, v35, v22
	v_dual_fmac_f32 v15, v34, v24 :: v_dual_fmac_f32 v12, v35, v25
	v_dual_fmac_f32 v16, v34, v25 :: v_dual_fmac_f32 v11, v35, v24
	v_dual_fmac_f32 v5, v36, v22 :: v_dual_fmac_f32 v2, v45, v23
	v_dual_fmac_f32 v6, v36, v23 :: v_dual_fmac_f32 v1, v45, v22
	v_dual_fmac_f32 v7, v36, v24 :: v_dual_fmac_f32 v4, v45, v25
	v_dual_fmac_f32 v8, v36, v25 :: v_dual_fmac_f32 v3, v45, v24
	ds_load_b96 v[34:36], v19 offset:3328
	ds_load_b128 v[30:33], v21 offset:3328
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v1, v46, v26
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v13, v37, v26 :: v_dual_fmac_f32 v10, v38, v27
	v_dual_fmac_f32 v14, v37, v27 :: v_dual_fmac_f32 v9, v38, v26
	v_dual_fmac_f32 v15, v37, v28 :: v_dual_fmac_f32 v12, v38, v29
	v_dual_fmac_f32 v16, v37, v29 :: v_dual_fmac_f32 v11, v38, v28
	v_dual_fmac_f32 v5, v39, v26 :: v_dual_fmac_f32 v2, v46, v27
	v_fmac_f32_e32 v6, v39, v27
	v_dual_fmac_f32 v7, v39, v28 :: v_dual_fmac_f32 v4, v46, v29
	v_dual_fmac_f32 v8, v39, v29 :: v_dual_fmac_f32 v3, v46, v28
	ds_load_b128 v[22:25], v21 offset:3584
	ds_load_b96 v[37:39], v19 offset:3584
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v13, v34, v30 :: v_dual_fmac_f32 v10, v35, v31
	v_dual_fmac_f32 v14, v34, v31 :: v_dual_fmac_f32 v9, v35, v30
	v_dual_fmac_f32 v15, v34, v32 :: v_dual_fmac_f32 v12, v35, v33
	v_dual_fmac_f32 v16, v34, v33 :: v_dual_fmac_f32 v11, v35, v32
	v_dual_fmac_f32 v5, v36, v30 :: v_dual_fmac_f32 v2, v47, v31
	v_dual_fmac_f32 v6, v36, v31 :: v_dual_fmac_f32 v1, v47, v30
	v_dual_fmac_f32 v7, v36, v32 :: v_dual_fmac_f32 v4, v47, v33
	v_dual_fmac_f32 v8, v36, v33 :: v_dual_fmac_f32 v3, v47, v32
	ds_load_b96 v[34:36], v19 offset:3840
	ds_load_b128 v[26:29], v21 offset:3840
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v1, v48, v22
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v13, v37, v22 :: v_dual_fmac_f32 v10, v38, v23
	v_dual_fmac_f32 v14, v37, v23 :: v_dual_fmac_f32 v9, v38, v22
	v_dual_fmac_f32 v15, v37, v24 :: v_dual_fmac_f32 v12, v38, v25
	v_dual_fmac_f32 v16, v37, v25 :: v_dual_fmac_f32 v11, v38, v24
	v_dual_fmac_f32 v5, v39, v22 :: v_dual_fmac_f32 v2, v48, v23
	v_fmac_f32_e32 v6, v39, v23
	v_dual_fmac_f32 v7, v39, v24 :: v_dual_fmac_f32 v4, v48, v25
	v_dual_fmac_f32 v8, v39, v25 :: v_dual_fmac_f32 v3, v48, v24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_dual_fmac_f32 v13, v34, v26 :: v_dual_fmac_f32 v10, v35, v27
	v_dual_fmac_f32 v14, v34, v27 :: v_dual_fmac_f32 v9, v35, v26
	v_dual_fmac_f32 v15, v34, v28 :: v_dual_fmac_f32 v12, v35, v29
	v_dual_fmac_f32 v16, v34, v29 :: v_dual_fmac_f32 v11, v35, v28
	v_dual_fmac_f32 v5, v36, v26 :: v_dual_fmac_f32 v2, v49, v27
	v_dual_fmac_f32 v6, v36, v27 :: v_dual_fmac_f32 v1, v49, v26
	v_dual_fmac_f32 v7, v36, v28 :: v_dual_fmac_f32 v4, v49, v29
	v_dual_fmac_f32 v8, v36, v29 :: v_dual_fmac_f32 v3, v49, v28
	s_cbranch_scc0 .LBB1_2
.LBB1_7:                                ; %.preheader13
	v_add_nc_u32_e32 v19, s10, v17
	v_or_b32_e32 v0, s11, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[17:18], null, v19, s8, v[0:1]
	v_add_nc_u32_e32 v19, s8, v17
	v_ashrrev_i32_e32 v18, 31, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v21, s8, v19
	v_ashrrev_i32_e32 v20, 31, v19
	v_lshlrev_b64 v[17:18], 2, v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v23, s8, v21
	v_ashrrev_i32_e32 v22, 31, v21
	v_lshlrev_b64 v[19:20], 2, v[19:20]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_u32 v17, vcc_lo, s2, v17
	v_ashrrev_i32_e32 v24, 31, v23
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[21:22], 2, v[21:22]
	v_add_co_ci_u32_e32 v18, vcc_lo, s3, v18, vcc_lo
	v_add_co_u32 v19, vcc_lo, s2, v19
	v_lshlrev_b64 v[23:24], 2, v[23:24]
	v_add_co_ci_u32_e32 v20, vcc_lo, s3, v20, vcc_lo
	v_add_co_u32 v21, vcc_lo, s2, v21
	v_add_co_ci_u32_e32 v22, vcc_lo, s3, v22, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v23, vcc_lo, s2, v23
	v_add_co_ci_u32_e32 v24, vcc_lo, s3, v24, vcc_lo
	s_clause 0x3
	global_store_b128 v[17:18], v[13:16], off
	global_store_b128 v[19:20], v[9:12], off
	global_store_b128 v[21:22], v[5:8], off
	global_store_b128 v[23:24], v[1:4], off
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z15sgemm_staged_bdPKfS0_Pfiii
		.amdhsa_group_segment_fixed_size 8192
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 50
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
	.size	_Z15sgemm_staged_bdPKfS0_Pfiii, .Lfunc_end1-_Z15sgemm_staged_bdPKfS0_Pfiii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2196
; NumSgprs: 18
; NumVgprs: 50
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 50
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z12sgemm_stagedPKfS0_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     54
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z15sgemm_staged_bdPKfS0_Pfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     50
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
