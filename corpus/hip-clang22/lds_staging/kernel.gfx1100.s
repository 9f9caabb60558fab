	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.text
	.protected	_Z12sgemm_stagedPKfS0_Pfiii ; -- Begin function _Z12sgemm_stagedPKfS0_Pfiii
	.globl	_Z12sgemm_stagedPKfS0_Pfiii
	.p2align	8
	.type	_Z12sgemm_stagedPKfS0_Pfiii,@function
_Z12sgemm_stagedPKfS0_Pfiii:            ; @_Z12sgemm_stagedPKfS0_Pfiii
; %bb.0:
	s_clause 0x1
	s_load_b64 s[4:5], s[0:1], 0x1c
	s_load_b64 s[6:7], s[0:1], 0x10
	v_and_b32_e32 v17, 15, v0
	s_lshl_b32 s8, s15, 6
	s_lshl_b32 s9, s14, 6
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s5, 1
	s_cbranch_scc1 .LBB0_7
; %bb.1:                                ; %.preheader22.lr.ph
	v_lshrrev_b32_e32 v2, 6, v0
	s_load_b128 s[0:3], s[0:1], 0x0
	v_lshrrev_b32_e32 v1, 4, v0
	v_dual_mov_b32 v8, 0 :: v_dual_and_b32 v3, 63, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_lo_u32 v5, s4, v2
	v_dual_mov_b32 v7, 0 :: v_dual_lshlrev_b32 v2, 8, v2
	v_add_nc_u32_e32 v4, s8, v1
	v_dual_mov_b32 v14, 0 :: v_dual_lshlrev_b32 v1, 2, v1
	v_dual_mov_b32 v13, 0 :: v_dual_lshlrev_b32 v6, 2, v3
	v_add3_u32 v26, v5, s9, v3
	v_mov_b32_e32 v5, 0
	v_mad_u64_u32 v[18:19], null, s5, v4, v[17:18]
	v_and_b32_e32 v21, 0xf0, v0
	v_lshl_or_b32 v22, v17, 4, 0x1000
	v_or_b32_e32 v23, 0xffffff00, v0
	v_lshl_or_b32 v24, v17, 8, v1
	v_or3_b32 v25, v2, v6, 0x1000
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v15, 0
	v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v9, 0
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v1, 0
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, 0
	v_mov_b32_e32 v4, 0
	s_lshl_b32 s10, s5, 4
	s_lshl_b32 s11, s4, 4
	s_lshl_b32 s12, s4, 2
	s_mov_b32 s13, 0
.LBB0_2:                                ; %.preheader22
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_3 Depth 2
                                        ;     Child Loop BB0_5 Depth 2
	v_dual_mov_b32 v27, v24 :: v_dual_mov_b32 v28, v23
	v_mov_b32_e32 v19, v18
	s_mov_b32 s14, 0
	.p2align	6
.LBB0_3:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ashrrev_i32_e32 v20, 31, v19
	v_add_nc_u32_e32 v28, 0x100, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[29:30], 2, v[19:20]
	v_add_nc_u32_e32 v19, s10, v19
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v29, vcc_lo, s0, v29
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v30, null, s1, v30, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 0x2ff, v28
	global_load_b32 v20, v[29:30], off
	s_or_b32 s14, vcc_lo, s14
	s_waitcnt vmcnt(0)
	ds_store_b32 v27, v20
	v_add_nc_u32_e32 v27, 64, v27
	s_and_not1_b32 exec_lo, exec_lo, s14
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %.preheader21.preheader
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_or_b32 exec_lo, exec_lo, s14
	v_dual_mov_b32 v19, v26 :: v_dual_mov_b32 v28, v23
	v_mov_b32_e32 v27, v25
	s_mov_b32 s14, 0
	.p2align	6
.LBB0_5:                                ; %.preheader21
                                        ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ashrrev_i32_e32 v20, 31, v19
	v_add_nc_u32_e32 v28, 0x100, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[29:30], 2, v[19:20]
	v_add_nc_u32_e32 v19, s12, v19
	v_add_co_u32 v29, vcc_lo, s2, v29
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v30, null, s3, v30, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 0x2ff, v28
	global_load_b32 v20, v[29:30], off
	s_or_b32 s14, vcc_lo, s14
	s_waitcnt vmcnt(0)
	ds_store_b32 v27, v20
	v_add_nc_u32_e32 v27, 0x400, v27
	s_and_not1_b32 exec_lo, exec_lo, s14
	s_cbranch_execnz .LBB0_5
; %bb.6:                                ; %.preheader20
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[27:30], v22
	ds_load_b128 v[31:34], v21
	ds_load_b128 v[35:38], v21 offset:256
	ds_load_b128 v[39:42], v22 offset:256
	ds_load_b128 v[43:46], v21 offset:512
	ds_load_b128 v[47:50], v22 offset:512
	s_add_i32 s13, s13, 16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_i32 s13, s5
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v5, v31, v27 :: v_dual_fmac_f32 v14, v32, v28
	v_dual_fmac_f32 v6, v31, v28 :: v_dual_fmac_f32 v13, v32, v27
	v_dual_fmac_f32 v7, v31, v29 :: v_dual_fmac_f32 v16, v32, v30
	v_dual_fmac_f32 v8, v31, v30 :: v_dual_fmac_f32 v15, v32, v29
	v_dual_fmac_f32 v9, v33, v27 :: v_dual_fmac_f32 v2, v34, v28
	v_dual_fmac_f32 v10, v33, v28 :: v_dual_fmac_f32 v1, v34, v27
	v_dual_fmac_f32 v11, v33, v29 :: v_dual_fmac_f32 v4, v34, v30
	v_dual_fmac_f32 v12, v33, v30 :: v_dual_fmac_f32 v3, v34, v29
	ds_load_b128 v[27:30], v21 offset:768
	ds_load_b128 v[31:34], v22 offset:768
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v5, v35, v39 :: v_dual_fmac_f32 v14, v36, v40
	v_dual_fmac_f32 v6, v35, v40 :: v_dual_fmac_f32 v13, v36, v39
	v_dual_fmac_f32 v7, v35, v41 :: v_dual_fmac_f32 v16, v36, v42
	v_dual_fmac_f32 v8, v35, v42 :: v_dual_fmac_f32 v15, v36, v41
	v_dual_fmac_f32 v9, v37, v39 :: v_dual_fmac_f32 v2, v38, v40
	v_dual_fmac_f32 v10, v37, v40 :: v_dual_fmac_f32 v1, v38, v39
	v_dual_fmac_f32 v11, v37, v41 :: v_dual_fmac_f32 v4, v38, v42
	v_dual_fmac_f32 v12, v37, v42 :: v_dual_fmac_f32 v3, v38, v41
	ds_load_b128 v[35:38], v21 offset:1024
	ds_load_b128 v[39:42], v22 offset:1024
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v5, v43, v47 :: v_dual_fmac_f32 v14, v44, v48
	v_dual_fmac_f32 v6, v43, v48 :: v_dual_fmac_f32 v13, v44, v47
	v_dual_fmac_f32 v7, v43, v49 :: v_dual_fmac_f32 v16, v44, v50
	v_dual_fmac_f32 v8, v43, v50 :: v_dual_fmac_f32 v15, v44, v49
	v_dual_fmac_f32 v9, v45, v47 :: v_dual_fmac_f32 v2, v46, v48
	v_dual_fmac_f32 v10, v45, v48 :: v_dual_fmac_f32 v1, v46, v47
	v_dual_fmac_f32 v11, v45, v49 :: v_dual_fmac_f32 v4, v46, v50
	v_dual_fmac_f32 v12, v45, v50 :: v_dual_fmac_f32 v3, v46, v49
	ds_load_b128 v[43:46], v21 offset:1280
	ds_load_b128 v[47:50], v22 offset:1280
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v5, v27, v31 :: v_dual_fmac_f32 v14, v28, v32
	v_dual_fmac_f32 v6, v27, v32 :: v_dual_fmac_f32 v13, v28, v31
	v_dual_fmac_f32 v7, v27, v33 :: v_dual_fmac_f32 v16, v28, v34
	v_dual_fmac_f32 v8, v27, v34 :: v_dual_fmac_f32 v15, v28, v33
	v_dual_fmac_f32 v9, v29, v31 :: v_dual_fmac_f32 v2, v30, v32
	v_dual_fmac_f32 v10, v29, v32 :: v_dual_fmac_f32 v1, v30, v31
	v_dual_fmac_f32 v11, v29, v33 :: v_dual_fmac_f32 v4, v30, v34
	v_dual_fmac_f32 v12, v29, v34 :: v_dual_fmac_f32 v3, v30, v33
	ds_load_b128 v[27:30], v21 offset:1536
	ds_load_b128 v[31:34], v22 offset:1536
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v5, v35, v39 :: v_dual_fmac_f32 v14, v36, v40
	v_dual_fmac_f32 v6, v35, v40 :: v_dual_fmac_f32 v13, v36, v39
	v_dual_fmac_f32 v7, v35, v41 :: v_dual_fmac_f32 v16, v36, v42
	v_dual_fmac_f32 v8, v35, v42 :: v_dual_fmac_f32 v15, v36, v41
	v_dual_fmac_f32 v9, v37, v39 :: v_dual_fmac_f32 v2, v38, v40
	v_dual_fmac_f32 v10, v37, v40 :: v_dual_fmac_f32 v1, v38, v39
	v_dual_fmac_f32 v11, v37, v41 :: v_dual_fmac_f32 v4, v38, v42
	v_dual_fmac_f32 v12, v37, v42 :: v_dual_fmac_f32 v3, v38, v41
	ds_load_b128 v[35:38], v21 offset:1792
	ds_load_b128 v[39:42], v22 offset:1792
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v5, v43, v47 :: v_dual_fmac_f32 v14, v44, v48
	v_dual_fmac_f32 v6, v43, v48 :: v_dual_fmac_f32 v13, v44, v47
	v_dual_fmac_f32 v7, v43, v49 :: v_dual_fmac_f32 v16, v44, v50
	v_dual_fmac_f32 v8, v43, v50 :: v_dual_fmac_f32 v15, v44, v49
	v_dual_fmac_f32 v9, v45, v47 :: v_dual_fmac_f32 v2, v46, v48
	v_dual_fmac_f32 v10, v45, v48 :: v_dual_fmac_f32 v1, v46, v47
	v_dual_fmac_f32 v11, v45, v49 :: v_dual_fmac_f32 v4, v46, v50
	v_dual_fmac_f32 v12, v45, v50 :: v_dual_fmac_f32 v3, v46, v49
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v5, v27, v31 :: v_dual_fmac_f32 v14, v28, v32
	v_dual_fmac_f32 v6, v27, v32 :: v_dual_fmac_f32 v13, v28, v31
	v_dual_fmac_f32 v7, v27, v33 :: v_dual_fmac_f32 v16, v28, v34
	v_dual_fmac_f32 v8, v27, v34 :: v_dual_fmac_f32 v15, v28, v33
	v_dual_fmac_f32 v9, v29, v31 :: v_dual_fmac_f32 v2, v30, v32
	v_dual_fmac_f32 v10, v29, v32 :: v_dual_fmac_f32 v1, v30, v31
	v_dual_fmac_f32 v11, v29, v33 :: v_dual_fmac_f32 v4, v30, v34
	v_dual_fmac_f32 v12, v29, v34 :: v_dual_fmac_f32 v3, v30, v33
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v5, v35, v39 :: v_dual_fmac_f32 v14, v36, v40
	v_dual_fmac_f32 v6, v35, v40 :: v_dual_fmac_f32 v13, v36, v39
	v_dual_fmac_f32 v7, v35, v41 :: v_dual_fmac_f32 v16, v36, v42
	v_dual_fmac_f32 v8, v35, v42 :: v_dual_fmac_f32 v15, v36, v41
	v_dual_fmac_f32 v9, v37, v39 :: v_dual_fmac_f32 v2, v38, v40
	v_dual_fmac_f32 v10, v37, v40 :: v_dual_fmac_f32 v1, v38, v39
	v_dual_fmac_f32 v11, v37, v41 :: v_dual_fmac_f32 v4, v38, v42
	v_dual_fmac_f32 v12, v37, v42 :: v_dual_fmac_f32 v3, v38, v41
	ds_load_b128 v[27:30], v21 offset:2048
	ds_load_b128 v[31:34], v21 offset:2304
	ds_load_b128 v[35:38], v22 offset:2048
	ds_load_b128 v[39:42], v22 offset:2304
	ds_load_b128 v[43:46], v21 offset:2560
	ds_load_b128 v[47:50], v21 offset:2816
	ds_load_b128 v[51:54], v22 offset:2560
	ds_load_b128 v[55:58], v22 offset:2816
	ds_load_b128 v[59:62], v21 offset:3072
	ds_load_b128 v[63:66], v21 offset:3328
	ds_load_b128 v[67:70], v22 offset:3072
	ds_load_b128 v[71:74], v22 offset:3328
	ds_load_b128 v[75:78], v21 offset:3584
	ds_load_b128 v[79:82], v21 offset:3840
	ds_load_b128 v[83:86], v22 offset:3584
	ds_load_b128 v[87:90], v22 offset:3840
	v_add_nc_u32_e32 v18, 16, v18
	s_waitcnt lgkmcnt(13)
	v_dual_fmac_f32 v7, v27, v37 :: v_dual_add_nc_u32 v26, s11, v26
	v_fmac_f32_e32 v5, v27, v35
	v_dual_fmac_f32 v6, v27, v36 :: v_dual_fmac_f32 v13, v28, v35
	v_dual_fmac_f32 v8, v27, v38 :: v_dual_fmac_f32 v15, v28, v37
	v_dual_fmac_f32 v14, v28, v36 :: v_dual_fmac_f32 v9, v29, v35
	v_dual_fmac_f32 v16, v28, v38 :: v_dual_fmac_f32 v11, v29, v37
	v_dual_fmac_f32 v10, v29, v36 :: v_dual_fmac_f32 v1, v30, v35
	v_dual_fmac_f32 v12, v29, v38 :: v_dual_fmac_f32 v3, v30, v37
	s_waitcnt lgkmcnt(12)
	v_dual_fmac_f32 v2, v30, v36 :: v_dual_fmac_f32 v5, v31, v39
	v_dual_fmac_f32 v4, v30, v38 :: v_dual_fmac_f32 v7, v31, v41
	v_dual_fmac_f32 v6, v31, v40 :: v_dual_fmac_f32 v13, v32, v39
	v_dual_fmac_f32 v8, v31, v42 :: v_dual_fmac_f32 v15, v32, v41
	v_dual_fmac_f32 v14, v32, v40 :: v_dual_fmac_f32 v9, v33, v39
	v_dual_fmac_f32 v16, v32, v42 :: v_dual_fmac_f32 v11, v33, v41
	v_dual_fmac_f32 v10, v33, v40 :: v_dual_fmac_f32 v1, v34, v39
	v_dual_fmac_f32 v12, v33, v42 :: v_dual_fmac_f32 v3, v34, v41
	s_waitcnt lgkmcnt(9)
	v_dual_fmac_f32 v2, v34, v40 :: v_dual_fmac_f32 v5, v43, v51
	v_dual_fmac_f32 v4, v34, v42 :: v_dual_fmac_f32 v7, v43, v53
	v_dual_fmac_f32 v6, v43, v52 :: v_dual_fmac_f32 v13, v44, v51
	v_dual_fmac_f32 v8, v43, v54 :: v_dual_fmac_f32 v15, v44, v53
	v_dual_fmac_f32 v14, v44, v52 :: v_dual_fmac_f32 v9, v45, v51
	v_dual_fmac_f32 v16, v44, v54 :: v_dual_fmac_f32 v11, v45, v53
	v_dual_fmac_f32 v10, v45, v52 :: v_dual_fmac_f32 v1, v46, v51
	v_dual_fmac_f32 v12, v45, v54 :: v_dual_fmac_f32 v3, v46, v53
	s_waitcnt lgkmcnt(8)
	v_dual_fmac_f32 v2, v46, v52 :: v_dual_fmac_f32 v5, v47, v55
	v_dual_fmac_f32 v4, v46, v54 :: v_dual_fmac_f32 v7, v47, v57
	v_dual_fmac_f32 v6, v47, v56 :: v_dual_fmac_f32 v13, v48, v55
	v_dual_fmac_f32 v8, v47, v58 :: v_dual_fmac_f32 v15, v48, v57
	v_dual_fmac_f32 v14, v48, v56 :: v_dual_fmac_f32 v9, v49, v55
	v_dual_fmac_f32 v16, v48, v58 :: v_dual_fmac_f32 v11, v49, v57
	v_dual_fmac_f32 v10, v49, v56 :: v_dual_fmac_f32 v1, v50, v55
	v_dual_fmac_f32 v12, v49, v58 :: v_dual_fmac_f32 v3, v50, v57
	s_waitcnt lgkmcnt(5)
	v_dual_fmac_f32 v2, v50, v56 :: v_dual_fmac_f32 v5, v59, v67
	v_dual_fmac_f32 v4, v50, v58 :: v_dual_fmac_f32 v7, v59, v69
	v_dual_fmac_f32 v6, v59, v68 :: v_dual_fmac_f32 v13, v60, v67
	v_dual_fmac_f32 v8, v59, v70 :: v_dual_fmac_f32 v15, v60, v69
	v_dual_fmac_f32 v14, v60, v68 :: v_dual_fmac_f32 v9, v61, v67
	v_dual_fmac_f32 v16, v60, v70 :: v_dual_fmac_f32 v11, v61, v69
	v_dual_fmac_f32 v10, v61, v68 :: v_dual_fmac_f32 v1, v62, v67
	v_dual_fmac_f32 v12, v61, v70 :: v_dual_fmac_f32 v3, v62, v69
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v2, v62, v68 :: v_dual_fmac_f32 v5, v63, v71
	v_dual_fmac_f32 v4, v62, v70 :: v_dual_fmac_f32 v7, v63, v73
	v_dual_fmac_f32 v6, v63, v72 :: v_dual_fmac_f32 v13, v64, v71
	v_dual_fmac_f32 v8, v63, v74 :: v_dual_fmac_f32 v15, v64, v73
	v_dual_fmac_f32 v14, v64, v72 :: v_dual_fmac_f32 v9, v65, v71
	v_dual_fmac_f32 v16, v64, v74 :: v_dual_fmac_f32 v11, v65, v73
	v_dual_fmac_f32 v10, v65, v72 :: v_dual_fmac_f32 v1, v66, v71
	v_dual_fmac_f32 v12, v65, v74 :: v_dual_fmac_f32 v3, v66, v73
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v2, v66, v72 :: v_dual_fmac_f32 v5, v75, v83
	v_dual_fmac_f32 v4, v66, v74 :: v_dual_fmac_f32 v7, v75, v85
	v_dual_fmac_f32 v6, v75, v84 :: v_dual_fmac_f32 v13, v76, v83
	v_dual_fmac_f32 v8, v75, v86 :: v_dual_fmac_f32 v15, v76, v85
	v_dual_fmac_f32 v14, v76, v84 :: v_dual_fmac_f32 v9, v77, v83
	v_dual_fmac_f32 v16, v76, v86 :: v_dual_fmac_f32 v11, v77, v85
	v_dual_fmac_f32 v10, v77, v84 :: v_dual_fmac_f32 v1, v78, v83
	v_dual_fmac_f32 v12, v77, v86 :: v_dual_fmac_f32 v3, v78, v85
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v2, v78, v84 :: v_dual_fmac_f32 v5, v79, v87
	v_dual_fmac_f32 v4, v78, v86 :: v_dual_fmac_f32 v7, v79, v89
	v_dual_fmac_f32 v6, v79, v88 :: v_dual_fmac_f32 v13, v80, v87
	v_dual_fmac_f32 v8, v79, v90 :: v_dual_fmac_f32 v15, v80, v89
	v_dual_fmac_f32 v14, v80, v88 :: v_dual_fmac_f32 v9, v81, v87
	v_dual_fmac_f32 v16, v80, v90 :: v_dual_fmac_f32 v11, v81, v89
	v_dual_fmac_f32 v10, v81, v88 :: v_dual_fmac_f32 v1, v82, v87
	v_dual_fmac_f32 v12, v81, v90 :: v_dual_fmac_f32 v3, v82, v89
	v_fmac_f32_e32 v2, v82, v88
	v_fmac_f32_e32 v4, v82, v90
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc0 .LBB0_2
	s_branch .LBB0_8
.LBB0_7:
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v3, 0
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v9, 0
	v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v15, 0
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v7, 0
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v5, 0
.LBB0_8:                                ; %.preheader16
	v_lshrrev_b32_e32 v0, 2, v0
	s_ashr_i32 s5, s4, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_lshl_b64 s[0:1], s[4:5], 2
	v_and_b32_e32 v18, 60, v0
	v_lshl_or_b32 v0, v17, 2, s9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v19, s8, v18
	v_mad_u64_u32 v[17:18], null, v19, s4, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v18, 31, v17
	v_lshlrev_b64 v[17:18], 2, v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v17, vcc_lo, s6, v17
	v_add_co_ci_u32_e64 v18, null, s7, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v19, vcc_lo, v17, s0
	v_add_co_ci_u32_e64 v20, null, s1, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v21, vcc_lo, v19, s0
	v_add_co_ci_u32_e64 v22, null, s1, v20, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v23, vcc_lo, v21, s0
	v_add_co_ci_u32_e64 v24, null, s1, v22, vcc_lo
	s_clause 0x3
	global_store_b128 v[17:18], v[5:8], off
	global_store_b128 v[19:20], v[13:16], off
	global_store_b128 v[21:22], v[9:12], off
	global_store_b128 v[23:24], v[1:4], off
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
		.amdhsa_next_free_vgpr 91
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
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 17
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
	.set _Z12sgemm_stagedPKfS0_Pfiii.num_vgpr, 91
	.set _Z12sgemm_stagedPKfS0_Pfiii.num_agpr, 0
	.set _Z12sgemm_stagedPKfS0_Pfiii.numbered_sgpr, 16
	.set _Z12sgemm_stagedPKfS0_Pfiii.num_named_barrier, 0
	.set _Z12sgemm_stagedPKfS0_Pfiii.private_seg_size, 0
	.set _Z12sgemm_stagedPKfS0_Pfiii.uses_vcc, 1
	.set _Z12sgemm_stagedPKfS0_Pfiii.uses_flat_scratch, 0
	.set _Z12sgemm_stagedPKfS0_Pfiii.has_dyn_sized_stack, 0
	.set _Z12sgemm_stagedPKfS0_Pfiii.has_recursion, 0
	.set _Z12sgemm_stagedPKfS0_Pfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2120
; TotalNumSgprs: 18
; NumVgprs: 91
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 91
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
	s_load_b64 s[2:3], s[0:1], 0x1c
	s_load_b64 s[8:9], s[0:1], 0x10
	v_and_b32_e32 v17, 15, v0
	s_lshl_b32 s10, s15, 6
	s_lshl_b32 s11, s14, 6
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s3, 1
	s_cbranch_scc1 .LBB1_7
; %bb.1:                                ; %.preheader22.lr.ph
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b32 s0, s[0:1], 0x34
	v_dual_mov_b32 v9, 0 :: v_dual_and_b32 v18, 0xf0, v0
	v_lshl_or_b32 v19, v17, 4, 0x1000
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v15, 0
	v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v5, 0
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v7, 0
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v1, 0
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, 0
	v_mov_b32_e32 v4, 0
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
.LBB1_2:                                ; %.preheader22
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_3 Depth 2
                                        ;     Child Loop BB1_5 Depth 2
	v_mov_b32_e32 v20, v0
	s_mov_b32 s12, 0
	.p2align	6
.LBB1_3:                                ;   Parent Loop BB1_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v24, 4, v20
	v_and_b32_e32 v25, 15, v20
	v_add_nc_u32_e32 v20, s0, v20
	v_add_nc_u32_e32 v26, s10, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v21, s1, v25
	v_mad_u64_u32 v[22:23], null, v26, s3, v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshlrev_b64 v[21:22], 2, v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v21, vcc_lo, s4, v21
	v_add_co_ci_u32_e64 v22, null, s5, v22, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 0x3ff, v20
	global_load_b32 v21, v[21:22], off
	v_lshlrev_b32_e32 v22, 8, v25
	s_or_b32 s12, vcc_lo, s12
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v22, v24, 2, v22
	s_waitcnt vmcnt(0)
	ds_store_b32 v22, v21
	s_and_not1_b32 exec_lo, exec_lo, s12
	s_cbranch_execnz .LBB1_3
; %bb.4:                                ; %.preheader21.preheader
                                        ;   in Loop: Header=BB1_2 Depth=1
	s_or_b32 exec_lo, exec_lo, s12
	v_mov_b32_e32 v20, v0
	s_mov_b32 s12, 0
	.p2align	6
.LBB1_5:                                ; %.preheader21
                                        ;   Parent Loop BB1_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v24, 6, v20
	v_and_b32_e32 v25, 63, v20
	v_add_nc_u32_e32 v20, s0, v20
	v_add_nc_u32_e32 v26, s1, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v21, s11, v25
	v_mad_u64_u32 v[22:23], null, v26, s2, v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshlrev_b64 v[21:22], 2, v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v21, vcc_lo, s6, v21
	v_add_co_ci_u32_e64 v22, null, s7, v22, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 0x3ff, v20
	global_load_b32 v21, v[21:22], off
	v_lshlrev_b32_e32 v22, 2, v25
	s_or_b32 s12, vcc_lo, s12
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_or_b32 v22, v24, 8, v22
	s_waitcnt vmcnt(0)
	ds_store_b32 v22, v21 offset:4096
	s_and_not1_b32 exec_lo, exec_lo, s12
	s_cbranch_execnz .LBB1_5
; %bb.6:                                ; %.preheader20
                                        ;   in Loop: Header=BB1_2 Depth=1
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[20:23], v19
	ds_load_b128 v[24:27], v18
	ds_load_b128 v[28:31], v18 offset:256
	ds_load_b128 v[32:35], v19 offset:256
	ds_load_b128 v[36:39], v18 offset:512
	ds_load_b128 v[40:43], v19 offset:512
	s_add_i32 s1, s1, 16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_i32 s1, s3
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v9, v24, v20 :: v_dual_fmac_f32 v14, v25, v21
	v_dual_fmac_f32 v10, v24, v21 :: v_dual_fmac_f32 v13, v25, v20
	v_dual_fmac_f32 v11, v24, v22 :: v_dual_fmac_f32 v16, v25, v23
	v_dual_fmac_f32 v12, v24, v23 :: v_dual_fmac_f32 v15, v25, v22
	v_dual_fmac_f32 v5, v26, v20 :: v_dual_fmac_f32 v2, v27, v21
	v_dual_fmac_f32 v6, v26, v21 :: v_dual_fmac_f32 v1, v27, v20
	v_dual_fmac_f32 v7, v26, v22 :: v_dual_fmac_f32 v4, v27, v23
	v_dual_fmac_f32 v8, v26, v23 :: v_dual_fmac_f32 v3, v27, v22
	ds_load_b128 v[20:23], v18 offset:768
	ds_load_b128 v[24:27], v19 offset:768
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v9, v28, v32 :: v_dual_fmac_f32 v14, v29, v33
	v_dual_fmac_f32 v10, v28, v33 :: v_dual_fmac_f32 v13, v29, v32
	v_dual_fmac_f32 v11, v28, v34 :: v_dual_fmac_f32 v16, v29, v35
	v_dual_fmac_f32 v12, v28, v35 :: v_dual_fmac_f32 v15, v29, v34
	v_dual_fmac_f32 v5, v30, v32 :: v_dual_fmac_f32 v2, v31, v33
	v_dual_fmac_f32 v6, v30, v33 :: v_dual_fmac_f32 v1, v31, v32
	v_dual_fmac_f32 v7, v30, v34 :: v_dual_fmac_f32 v4, v31, v35
	v_dual_fmac_f32 v8, v30, v35 :: v_dual_fmac_f32 v3, v31, v34
	ds_load_b128 v[28:31], v18 offset:1024
	ds_load_b128 v[32:35], v19 offset:1024
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v9, v36, v40 :: v_dual_fmac_f32 v14, v37, v41
	v_dual_fmac_f32 v10, v36, v41 :: v_dual_fmac_f32 v13, v37, v40
	v_dual_fmac_f32 v11, v36, v42 :: v_dual_fmac_f32 v16, v37, v43
	v_dual_fmac_f32 v12, v36, v43 :: v_dual_fmac_f32 v15, v37, v42
	v_dual_fmac_f32 v5, v38, v40 :: v_dual_fmac_f32 v2, v39, v41
	v_dual_fmac_f32 v6, v38, v41 :: v_dual_fmac_f32 v1, v39, v40
	v_dual_fmac_f32 v7, v38, v42 :: v_dual_fmac_f32 v4, v39, v43
	v_dual_fmac_f32 v8, v38, v43 :: v_dual_fmac_f32 v3, v39, v42
	ds_load_b128 v[36:39], v18 offset:1280
	ds_load_b128 v[40:43], v19 offset:1280
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v9, v20, v24 :: v_dual_fmac_f32 v14, v21, v25
	v_dual_fmac_f32 v10, v20, v25 :: v_dual_fmac_f32 v13, v21, v24
	v_dual_fmac_f32 v11, v20, v26 :: v_dual_fmac_f32 v16, v21, v27
	v_dual_fmac_f32 v12, v20, v27 :: v_dual_fmac_f32 v15, v21, v26
	v_dual_fmac_f32 v5, v22, v24 :: v_dual_fmac_f32 v2, v23, v25
	v_dual_fmac_f32 v6, v22, v25 :: v_dual_fmac_f32 v1, v23, v24
	v_dual_fmac_f32 v7, v22, v26 :: v_dual_fmac_f32 v4, v23, v27
	v_dual_fmac_f32 v8, v22, v27 :: v_dual_fmac_f32 v3, v23, v26
	ds_load_b128 v[20:23], v18 offset:1536
	ds_load_b128 v[24:27], v19 offset:1536
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v9, v28, v32 :: v_dual_fmac_f32 v14, v29, v33
	v_dual_fmac_f32 v10, v28, v33 :: v_dual_fmac_f32 v13, v29, v32
	v_dual_fmac_f32 v11, v28, v34 :: v_dual_fmac_f32 v16, v29, v35
	v_dual_fmac_f32 v12, v28, v35 :: v_dual_fmac_f32 v15, v29, v34
	v_dual_fmac_f32 v5, v30, v32 :: v_dual_fmac_f32 v2, v31, v33
	v_dual_fmac_f32 v6, v30, v33 :: v_dual_fmac_f32 v1, v31, v32
	v_dual_fmac_f32 v7, v30, v34 :: v_dual_fmac_f32 v4, v31, v35
	v_dual_fmac_f32 v8, v30, v35 :: v_dual_fmac_f32 v3, v31, v34
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v9, v36, v40 :: v_dual_fmac_f32 v14, v37, v41
	v_dual_fmac_f32 v10, v36, v41 :: v_dual_fmac_f32 v13, v37, v40
	v_dual_fmac_f32 v11, v36, v42 :: v_dual_fmac_f32 v16, v37, v43
	v_dual_fmac_f32 v12, v36, v43 :: v_dual_fmac_f32 v15, v37, v42
	v_dual_fmac_f32 v5, v38, v40 :: v_dual_fmac_f32 v2, v39, v41
	v_dual_fmac_f32 v6, v38, v41 :: v_dual_fmac_f32 v1, v39, v40
	v_dual_fmac_f32 v7, v38, v42 :: v_dual_fmac_f32 v4, v39, v43
	v_dual_fmac_f32 v8, v38, v43 :: v_dual_fmac_f32 v3, v39, v42
	ds_load_b128 v[28:31], v18 offset:1792
	ds_load_b128 v[32:35], v19 offset:1792
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v9, v20, v24 :: v_dual_fmac_f32 v14, v21, v25
	v_dual_fmac_f32 v10, v20, v25 :: v_dual_fmac_f32 v13, v21, v24
	v_dual_fmac_f32 v11, v20, v26 :: v_dual_fmac_f32 v16, v21, v27
	v_dual_fmac_f32 v12, v20, v27 :: v_dual_fmac_f32 v15, v21, v26
	v_dual_fmac_f32 v5, v22, v24 :: v_dual_fmac_f32 v2, v23, v25
	v_dual_fmac_f32 v6, v22, v25 :: v_dual_fmac_f32 v1, v23, v24
	v_dual_fmac_f32 v7, v22, v26 :: v_dual_fmac_f32 v4, v23, v27
	v_dual_fmac_f32 v8, v22, v27 :: v_dual_fmac_f32 v3, v23, v26
	ds_load_b128 v[20:23], v18 offset:2048
	ds_load_b128 v[24:27], v18 offset:2304
	ds_load_b128 v[36:39], v19 offset:2048
	ds_load_b128 v[40:43], v19 offset:2304
	ds_load_b128 v[44:47], v18 offset:2560
	ds_load_b128 v[48:51], v18 offset:2816
	ds_load_b128 v[52:55], v19 offset:2560
	ds_load_b128 v[56:59], v19 offset:2816
	ds_load_b128 v[60:63], v18 offset:3072
	ds_load_b128 v[64:67], v18 offset:3328
	ds_load_b128 v[68:71], v19 offset:3072
	ds_load_b128 v[72:75], v19 offset:3328
	ds_load_b128 v[76:79], v18 offset:3584
	ds_load_b128 v[80:83], v18 offset:3840
	ds_load_b128 v[84:87], v19 offset:3584
	ds_load_b128 v[88:91], v19 offset:3840
	s_waitcnt lgkmcnt(16)
	v_dual_fmac_f32 v9, v28, v32 :: v_dual_fmac_f32 v14, v29, v33
	v_dual_fmac_f32 v10, v28, v33 :: v_dual_fmac_f32 v13, v29, v32
	v_dual_fmac_f32 v11, v28, v34 :: v_dual_fmac_f32 v16, v29, v35
	v_dual_fmac_f32 v12, v28, v35 :: v_dual_fmac_f32 v15, v29, v34
	v_dual_fmac_f32 v5, v30, v32 :: v_dual_fmac_f32 v2, v31, v33
	v_dual_fmac_f32 v6, v30, v33 :: v_dual_fmac_f32 v1, v31, v32
	v_dual_fmac_f32 v7, v30, v34 :: v_dual_fmac_f32 v4, v31, v35
	v_dual_fmac_f32 v8, v30, v35 :: v_dual_fmac_f32 v3, v31, v34
	s_waitcnt lgkmcnt(13)
	v_dual_fmac_f32 v9, v20, v36 :: v_dual_fmac_f32 v14, v21, v37
	v_dual_fmac_f32 v10, v20, v37 :: v_dual_fmac_f32 v13, v21, v36
	v_dual_fmac_f32 v11, v20, v38 :: v_dual_fmac_f32 v16, v21, v39
	v_dual_fmac_f32 v12, v20, v39 :: v_dual_fmac_f32 v15, v21, v38
	v_dual_fmac_f32 v5, v22, v36 :: v_dual_fmac_f32 v2, v23, v37
	v_dual_fmac_f32 v6, v22, v37 :: v_dual_fmac_f32 v1, v23, v36
	v_dual_fmac_f32 v7, v22, v38 :: v_dual_fmac_f32 v4, v23, v39
	v_dual_fmac_f32 v8, v22, v39 :: v_dual_fmac_f32 v3, v23, v38
	s_waitcnt lgkmcnt(12)
	v_dual_fmac_f32 v9, v24, v40 :: v_dual_fmac_f32 v14, v25, v41
	v_dual_fmac_f32 v10, v24, v41 :: v_dual_fmac_f32 v13, v25, v40
	v_dual_fmac_f32 v11, v24, v42 :: v_dual_fmac_f32 v16, v25, v43
	v_dual_fmac_f32 v12, v24, v43 :: v_dual_fmac_f32 v15, v25, v42
	v_dual_fmac_f32 v5, v26, v40 :: v_dual_fmac_f32 v2, v27, v41
	v_dual_fmac_f32 v6, v26, v41 :: v_dual_fmac_f32 v1, v27, v40
	v_dual_fmac_f32 v7, v26, v42 :: v_dual_fmac_f32 v4, v27, v43
	v_dual_fmac_f32 v8, v26, v43 :: v_dual_fmac_f32 v3, v27, v42
	s_waitcnt lgkmcnt(9)
	v_dual_fmac_f32 v9, v44, v52 :: v_dual_fmac_f32 v14, v45, v53
	v_dual_fmac_f32 v10, v44, v53 :: v_dual_fmac_f32 v13, v45, v52
	v_dual_fmac_f32 v11, v44, v54 :: v_dual_fmac_f32 v16, v45, v55
	v_dual_fmac_f32 v12, v44, v55 :: v_dual_fmac_f32 v15, v45, v54
	v_dual_fmac_f32 v5, v46, v52 :: v_dual_fmac_f32 v2, v47, v53
	v_dual_fmac_f32 v6, v46, v53 :: v_dual_fmac_f32 v1, v47, v52
	v_dual_fmac_f32 v7, v46, v54 :: v_dual_fmac_f32 v4, v47, v55
	v_dual_fmac_f32 v8, v46, v55 :: v_dual_fmac_f32 v3, v47, v54
	s_waitcnt lgkmcnt(8)
	v_dual_fmac_f32 v9, v48, v56 :: v_dual_fmac_f32 v14, v49, v57
	v_dual_fmac_f32 v10, v48, v57 :: v_dual_fmac_f32 v13, v49, v56
	v_dual_fmac_f32 v11, v48, v58 :: v_dual_fmac_f32 v16, v49, v59
	v_dual_fmac_f32 v12, v48, v59 :: v_dual_fmac_f32 v15, v49, v58
	v_dual_fmac_f32 v5, v50, v56 :: v_dual_fmac_f32 v2, v51, v57
	v_dual_fmac_f32 v6, v50, v57 :: v_dual_fmac_f32 v1, v51, v56
	v_dual_fmac_f32 v7, v50, v58 :: v_dual_fmac_f32 v4, v51, v59
	v_dual_fmac_f32 v8, v50, v59 :: v_dual_fmac_f32 v3, v51, v58
	s_waitcnt lgkmcnt(5)
	v_dual_fmac_f32 v9, v60, v68 :: v_dual_fmac_f32 v14, v61, v69
	v_dual_fmac_f32 v10, v60, v69 :: v_dual_fmac_f32 v13, v61, v68
	v_dual_fmac_f32 v11, v60, v70 :: v_dual_fmac_f32 v16, v61, v71
	v_dual_fmac_f32 v12, v60, v71 :: v_dual_fmac_f32 v15, v61, v70
	v_dual_fmac_f32 v5, v62, v68 :: v_dual_fmac_f32 v2, v63, v69
	v_dual_fmac_f32 v6, v62, v69 :: v_dual_fmac_f32 v1, v63, v68
	v_dual_fmac_f32 v7, v62, v70 :: v_dual_fmac_f32 v4, v63, v71
	v_dual_fmac_f32 v8, v62, v71 :: v_dual_fmac_f32 v3, v63, v70
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v9, v64, v72 :: v_dual_fmac_f32 v14, v65, v73
	v_dual_fmac_f32 v10, v64, v73 :: v_dual_fmac_f32 v13, v65, v72
	v_dual_fmac_f32 v11, v64, v74 :: v_dual_fmac_f32 v16, v65, v75
	v_dual_fmac_f32 v12, v64, v75 :: v_dual_fmac_f32 v15, v65, v74
	v_dual_fmac_f32 v5, v66, v72 :: v_dual_fmac_f32 v2, v67, v73
	v_dual_fmac_f32 v6, v66, v73 :: v_dual_fmac_f32 v1, v67, v72
	v_dual_fmac_f32 v7, v66, v74 :: v_dual_fmac_f32 v4, v67, v75
	v_dual_fmac_f32 v8, v66, v75 :: v_dual_fmac_f32 v3, v67, v74
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v9, v76, v84 :: v_dual_fmac_f32 v14, v77, v85
	v_dual_fmac_f32 v10, v76, v85 :: v_dual_fmac_f32 v13, v77, v84
	v_dual_fmac_f32 v11, v76, v86 :: v_dual_fmac_f32 v16, v77, v87
	v_dual_fmac_f32 v12, v76, v87 :: v_dual_fmac_f32 v15, v77, v86
	v_dual_fmac_f32 v5, v78, v84 :: v_dual_fmac_f32 v2, v79, v85
	v_dual_fmac_f32 v6, v78, v85 :: v_dual_fmac_f32 v1, v79, v84
	v_dual_fmac_f32 v7, v78, v86 :: v_dual_fmac_f32 v4, v79, v87
	v_dual_fmac_f32 v8, v78, v87 :: v_dual_fmac_f32 v3, v79, v86
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v9, v80, v88 :: v_dual_fmac_f32 v14, v81, v89
	v_dual_fmac_f32 v10, v80, v89 :: v_dual_fmac_f32 v13, v81, v88
	v_dual_fmac_f32 v11, v80, v90 :: v_dual_fmac_f32 v16, v81, v91
	v_dual_fmac_f32 v12, v80, v91 :: v_dual_fmac_f32 v15, v81, v90
	v_dual_fmac_f32 v5, v82, v88 :: v_dual_fmac_f32 v2, v83, v89
	v_dual_fmac_f32 v6, v82, v89 :: v_dual_fmac_f32 v1, v83, v88
	v_dual_fmac_f32 v7, v82, v90 :: v_dual_fmac_f32 v4, v83, v91
	v_dual_fmac_f32 v8, v82, v91 :: v_dual_fmac_f32 v3, v83, v90
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc0 .LBB1_2
	s_branch .LBB1_8
.LBB1_7:
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v3, 0
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, 0
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v7, 0
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v5, 0
	v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v15, 0
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v9, 0
.LBB1_8:                                ; %.preheader16
	v_lshrrev_b32_e32 v0, 2, v0
	s_ashr_i32 s3, s2, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_lshl_b64 s[0:1], s[2:3], 2
	v_and_b32_e32 v18, 60, v0
	v_lshl_or_b32 v0, v17, 2, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v19, s10, v18
	v_mad_u64_u32 v[17:18], null, v19, s2, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v18, 31, v17
	v_lshlrev_b64 v[17:18], 2, v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v17, vcc_lo, s8, v17
	v_add_co_ci_u32_e64 v18, null, s9, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v19, vcc_lo, v17, s0
	v_add_co_ci_u32_e64 v20, null, s1, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v21, vcc_lo, v19, s0
	v_add_co_ci_u32_e64 v22, null, s1, v20, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v23, vcc_lo, v21, s0
	v_add_co_ci_u32_e64 v24, null, s1, v22, vcc_lo
	s_clause 0x3
	global_store_b128 v[17:18], v[9:12], off
	global_store_b128 v[19:20], v[13:16], off
	global_store_b128 v[21:22], v[5:8], off
	global_store_b128 v[23:24], v[1:4], off
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
		.amdhsa_next_free_vgpr 92
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
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 17
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
	.set _Z15sgemm_staged_bdPKfS0_Pfiii.num_vgpr, 92
	.set _Z15sgemm_staged_bdPKfS0_Pfiii.num_agpr, 0
	.set _Z15sgemm_staged_bdPKfS0_Pfiii.numbered_sgpr, 16
	.set _Z15sgemm_staged_bdPKfS0_Pfiii.num_named_barrier, 0
	.set _Z15sgemm_staged_bdPKfS0_Pfiii.private_seg_size, 0
	.set _Z15sgemm_staged_bdPKfS0_Pfiii.uses_vcc, 1
	.set _Z15sgemm_staged_bdPKfS0_Pfiii.uses_flat_scratch, 0
	.set _Z15sgemm_staged_bdPKfS0_Pfiii.has_dyn_sized_stack, 0
	.set _Z15sgemm_staged_bdPKfS0_Pfiii.has_recursion, 0
	.set _Z15sgemm_staged_bdPKfS0_Pfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2080
; TotalNumSgprs: 18
; NumVgprs: 92
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 92
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
    .vgpr_count:     91
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
    .vgpr_count:     92
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
