; ixconv kernel module, spec: GemmSpec(isa='avx512', mr=2, nr=16, unroll=1, order='panel_inner', broadcast='register', k_block=32, epilogue=(), dot='fma')
; ModuleID = "f32_gemm_2x16_avx512_u1_kb32"
target triple = ""
target datalayout = ""

define void @"f32_gemm_2x16_avx512_u1_kb32_igemm"(ptr noalias %"args", ptr %"schedule", i64 %"part")
{
entry:
  %"channels.i.1" = alloca i64
  %"taps_short.i" = alloca i64
  %"channels.i" = alloca i64
  %"channel_chunks.i" = alloca i64
  %"taps.i" = alloca i64
  %"w_cursor" = alloca ptr
  %"since_flush" = alloca i64
  %"flushed" = alloca i1
  %"total1_0" = alloca <16 x float>
  %"total0_0" = alloca <16 x float>
  %"acc1_0" = alloca <16 x float>
  %"acc0_0" = alloca <16 x float>
  %"tiles.i" = alloca i64
  %"k_blocks.i" = alloca i64
  %"batch_end" = alloca i64
  %"batch_next" = alloca i64
  %"claimed" = alloca i64
  %"visited" = alloca i64
  %".5" = getelementptr i64, ptr %"args", i64 0
  %"a.int" = load i64, ptr %".5"
  %"a" = inttoptr i64 %"a.int" to ptr
  %".6" = getelementptr i64, ptr %"args", i64 1
  %"zero.int" = load i64, ptr %".6"
  %"zero" = inttoptr i64 %"zero.int" to ptr
  %".7" = getelementptr i64, ptr %"args", i64 2
  %"ind.int" = load i64, ptr %".7"
  %"ind" = inttoptr i64 %"ind.int" to ptr
  %".8" = getelementptr i64, ptr %"args", i64 3
  %"w.int" = load i64, ptr %".8"
  %"w" = inttoptr i64 %"w.int" to ptr
  %".9" = getelementptr i64, ptr %"args", i64 4
  %"c.int" = load i64, ptr %".9"
  %"c" = inttoptr i64 %"c.int" to ptr
  %".10" = getelementptr i64, ptr %"args", i64 21
  %"r.int" = load i64, ptr %".10"
  %"r" = inttoptr i64 %"r.int" to ptr
  %".11" = getelementptr i64, ptr %"args", i64 5
  %"m" = load i64, ptr %".11"
  %".12" = getelementptr i64, ptr %"args", i64 6
  %"k" = load i64, ptr %".12"
  %".13" = getelementptr i64, ptr %"args", i64 7
  %"kc" = load i64, ptr %".13"
  %".14" = getelementptr i64, ptr %"args", i64 8
  %"ks" = load i64, ptr %".14"
  %".15" = getelementptr i64, ptr %"args", i64 9
  %"lda" = load i64, ptr %".15"
  %".16" = getelementptr i64, ptr %"args", i64 10
  %"ldc" = load i64, ptr %".16"
  %".17" = getelementptr i64, ptr %"args", i64 11
  %"batch" = load i64, ptr %".17"
  %".18" = getelementptr i64, ptr %"args", i64 12
  %"groups" = load i64, ptr %".18"
  %".19" = getelementptr i64, ptr %"args", i64 13
  %"a_bs" = load i64, ptr %".19"
  %".20" = getelementptr i64, ptr %"args", i64 14
  %"a_gs" = load i64, ptr %".20"
  %".21" = getelementptr i64, ptr %"args", i64 15
  %"c_bs" = load i64, ptr %".21"
  %".22" = getelementptr i64, ptr %"args", i64 16
  %"c_gs" = load i64, ptr %".22"
  %".23" = getelementptr i64, ptr %"args", i64 17
  %"w_gs" = load i64, ptr %".23"
  %".24" = getelementptr i64, ptr %"args", i64 18
  %"w_ps" = load i64, ptr %".24"
  %".25" = getelementptr i64, ptr %"args", i64 22
  %"row_pixels" = load i64, ptr %".25"
  %".26" = getelementptr i64, ptr %"args", i64 23
  %"row_stride" = load i64, ptr %".26"
  %"grid" = icmp sgt i64 %"row_pixels", 0
  %".27" = getelementptr i64, ptr %"args", i64 19
  %"min.bits" = load i64, ptr %".27"
  %".28" = trunc i64 %"min.bits" to i32
  %"min" = bitcast i32 %".28" to float
  %".29" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %"min", i32 0
  %".30" = shufflevector <16 x float> %".29", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".31" = getelementptr i64, ptr %"args", i64 20
  %"max.bits" = load i64, ptr %".31"
  %".32" = trunc i64 %"max.bits" to i32
  %"max" = bitcast i32 %".32" to float
  %".33" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %"max", i32 0
  %".34" = shufflevector <16 x float> %".33", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".35" = add i64 %"m", 1
  %"m_tiles" = sdiv i64 %".35", 2
  %".36" = add i64 %"k", 15
  %"n_panels" = sdiv i64 %".36", 16
  %".37" = add i64 %"m_tiles", 7
  %"m_groups" = sdiv i64 %".37", 8
  %".38" = mul i64 %"batch", %"groups"
  %".39" = mul i64 %".38", %"m_groups"
  %"total" = mul i64 %".39", %"n_panels"
  %"parts" = load i64, ptr %"schedule"
  store i64 0, i64* %"visited"
  store i64 0, i64* %"claimed"
  store i64 0, i64* %"batch_next"
  store i64 0, i64* %"batch_end"
  br label %"claim"
claim:
  %".45" = load i64, i64* %"batch_next"
  %".46" = load i64, i64* %"batch_end"
  %".47" = icmp slt i64 %".45", %".46"
  br i1 %".47", label %"got_item", label %"claim_batch"
claim_batch:
  %".49" = load i64, i64* %"visited"
  %".50" = icmp slt i64 %".49", %"parts"
  br i1 %".50", label %"claim_part", label %"exit"
claim_part:
  %".52" = add i64 %"part", %".49"
  %"part.1" = srem i64 %".52", %"parts"
  %".53" = mul i64 %"part.1", 8
  %".54" = add i64 8, %".53"
  %".55" = getelementptr i64, ptr %"schedule", i64 %".54"
  %".56" = add i64 %".54", 1
  %".57" = getelementptr i64, ptr %"schedule", i64 %".56"
  %"end" = load i64, ptr %".57"
  %".58" = load atomic i64, ptr %".55" monotonic, align 8
  %".59" = sub i64 %"end", %".58"
  %".60" = ashr i64 %".59", 3
  %".61" = icmp slt i64 %".60", 16
  %".62" = select  i1 %".61", i64 %".60", i64 16
  %".63" = icmp sgt i64 %".62", 1
  %".64" = select  i1 %".63", i64 %".62", i64 1
  %"first" = atomicrmw add ptr %".55", i64 %".64" monotonic
  %".65" = icmp slt i64 %"first", %"end"
  br i1 %".65", label %"got_batch", label %"next_part"
got_batch:
  store i64 %"first", i64* %"batch_next"
  %".68" = add i64 %"first", %".64"
  %".69" = icmp slt i64 %".68", %"end"
  %".70" = select  i1 %".69", i64 %".68", i64 %"end"
  store i64 %".70", i64* %"batch_end"
  br label %"claim"
got_item:
  %".73" = add i64 %".45", 1
  store i64 %".73", i64* %"batch_next"
  %".75" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".76" = add i64 %".75", 1
  store atomic i64 %".76", i64* %"claimed" monotonic, align 8
  %".78" = icmp slt i64 %".45", %"total"
  br i1 %".78", label %"work", label %"claim"
next_part:
  %".80" = add i64 %".49", 1
  store i64 %".80", i64* %"visited"
  br label %"claim"
work:
  %".87" = srem i64 %".45", %"n_panels"
  %".88" = sdiv i64 %".45", %"n_panels"
  %".89" = srem i64 %".88", %"m_groups"
  %".90" = sdiv i64 %".88", %"m_groups"
  %"group" = srem i64 %".90", %"groups"
  %"image" = sdiv i64 %".90", %"groups"
  %".91" = getelementptr i64, ptr %"args", i64 35
  %"groups_share_pixels" = load i64, ptr %".91"
  %".92" = icmp ne i64 %"groups_share_pixels", 0
  %".93" = sdiv i64 %".45", %"n_panels"
  %".94" = srem i64 %".93", %"groups"
  %"group_of_item" = select  i1 %".92", i64 %".94", i64 %"group"
  %".95" = sdiv i64 %".93", %"groups"
  %".96" = srem i64 %".95", %"m_groups"
  %"tile_of_item" = select  i1 %".92", i64 %".96", i64 %".89"
  %".97" = sdiv i64 %".95", %"m_groups"
  %"image_of_item" = select  i1 %".92", i64 %".97", i64 %"image"
  %".98" = mul i64 %"image_of_item", %"a_bs"
  %".99" = mul i64 %"group_of_item", %"a_gs"
  %".100" = add i64 %".98", %".99"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".100"
  %".101" = mul i64 %"group_of_item", %"w_gs"
  %".102" = mul i64 %".87", %"w_ps"
  %".103" = add i64 %".101", %".102"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".103"
  %"n0" = mul i64 %".87", 16
  %".104" = sub i64 %"k", %"n0"
  %".105" = icmp slt i64 %".104", 16
  %".106" = select  i1 %".105", i64 %".104", i64 16
  %".107" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".107"
  %".108" = icmp ne i64 %"residual.int", 0
  %"tile_lo" = mul i64 %"tile_of_item", 8
  %".109" = sub i64 %"m_tiles", %"tile_lo"
  %".110" = icmp slt i64 %".109", 8
  %".111" = select  i1 %".110", i64 %".109", i64 8
  %".112" = add i64 %"kc", 31
  %"k_blocks" = sdiv i64 %".112", 32
  store i64 0, i64* %"k_blocks.i"
  br label %"k_blocks.head"
exit:
  %".83" = getelementptr i64, ptr %"schedule", i64 1
  %".84" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".85" = atomicrmw add ptr %".83", i64 %".84" release
  ret void
k_blocks.head:
  %".115" = load i64, i64* %"k_blocks.i"
  %".116" = icmp slt i64 %".115", %"k_blocks"
  br i1 %".116", label %"k_blocks.body", label %"k_blocks.done"
k_blocks.body:
  %"c_lo" = mul i64 %".115", 32
  %".118" = sub i64 %"kc", %"c_lo"
  %".119" = icmp slt i64 %".118", 32
  %".120" = select  i1 %".119", i64 %".118", i64 32
  %".121" = icmp eq i64 %".115", 0
  %".122" = sub i64 %"k_blocks", 1
  %".123" = icmp eq i64 %".115", %".122"
  store i64 0, i64* %"tiles.i"
  br label %"tiles.head"
k_blocks.done:
  br label %"claim"
tiles.head:
  %".126" = load i64, i64* %"tiles.i"
  %".127" = icmp slt i64 %".126", %".111"
  br i1 %".127", label %"tiles.body", label %"tiles.done"
tiles.body:
  %".129" = add i64 %"tile_lo", %".126"
  %"m0" = mul i64 %".129", 2
  %".130" = sub i64 %"m", %"m0"
  %".131" = icmp slt i64 %".130", 2
  %".132" = select  i1 %".131", i64 %".130", i64 2
  %".133" = mul i64 %"image_of_item", %"c_bs"
  %".134" = mul i64 %"group_of_item", %"c_gs"
  %".135" = add i64 %".133", %".134"
  %".136" = mul i64 %"n0", 4
  %".137" = add i64 %".135", %".136"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".137"
  %".138" = sub i64 %".132", 1
  %".139" = getelementptr i8, ptr %"w_panel", i64 0
  %".140" = load <16 x float>, ptr %".139", align 64
  store <16 x float> %".140", <16 x float>* %"acc0_0"
  %".142" = getelementptr i8, ptr %"w_panel", i64 0
  %".143" = load <16 x float>, ptr %".142", align 64
  store <16 x float> %".143", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  br i1 %".121", label %"first_block", label %"resume_partial_sums"
tiles.done:
  %".494" = load i64, i64* %"k_blocks.i"
  %".495" = add i64 %".494", 1
  store i64 %".495", i64* %"k_blocks.i"
  br label %"k_blocks.head"
tile_done:
  %".490" = load i64, i64* %"tiles.i"
  %".491" = add i64 %".490", 1
  store i64 %".491", i64* %"tiles.i"
  br label %"tiles.head"
first_block:
  br i1 %".108", label %"first_block_residual", label %"tile_start"
first_block_residual:
  %".150" = icmp slt i64 0, %".138"
  %".151" = select  i1 %".150", i64 0, i64 %".138"
  %".152" = add i64 %"m0", %".151"
  %".153" = icmp slt i64 1, %".138"
  %".154" = select  i1 %".153", i64 1, i64 %".138"
  %".155" = add i64 %"m0", %".154"
  br i1 %"grid", label %"first_block_residual.if", label %"first_block_residual.else"
resume_partial_sums:
  %".194" = icmp slt i64 0, %".138"
  %".195" = select  i1 %".194", i64 0, i64 %".138"
  %".196" = add i64 %"m0", %".195"
  %".197" = icmp slt i64 1, %".138"
  %".198" = select  i1 %".197", i64 1, i64 %".138"
  %".199" = add i64 %"m0", %".198"
  br i1 %"grid", label %"resume_partial_sums.if", label %"resume_partial_sums.else"
tile_start:
  store i64 0, i64* %"since_flush"
  %".238" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".238", ptr %"w_cursor"
  %".240" = mul i64 %"ks", %".120"
  %".241" = icmp sgt i64 %".240", 128
  br i1 %".241", label %"tile_start.if", label %"tile_start.else"
first_block_residual.if:
  %".157" = sdiv i64 %".152", %"row_pixels"
  %".158" = mul i64 %".157", %"row_stride"
  %".159" = srem i64 %".152", %"row_pixels"
  %".160" = mul i64 %".159", %"ldc"
  %".161" = add i64 %".158", %".160"
  %".162" = sdiv i64 %".155", %"row_pixels"
  %".163" = mul i64 %".162", %"row_stride"
  %".164" = srem i64 %".155", %"row_pixels"
  %".165" = mul i64 %".164", %"ldc"
  %".166" = add i64 %".163", %".165"
  br label %"first_block_residual.endif"
first_block_residual.else:
  %".168" = mul i64 %".152", %"ldc"
  %".169" = mul i64 %".155", %"ldc"
  br label %"first_block_residual.endif"
first_block_residual.endif:
  %".171" = phi  i64 [%".161", %"first_block_residual.if"], [%".168", %"first_block_residual.else"]
  %".172" = phi  i64 [%".166", %"first_block_residual.if"], [%".169", %"first_block_residual.else"]
  %".173" = getelementptr i8, ptr %"c_tile", i64 %".171"
  %".174" = getelementptr i8, ptr %"c_tile", i64 %".172"
  %".175" = ptrtoint ptr %"c_tile" to i64
  %".176" = ptrtoint ptr %"c" to i64
  %".177" = sub i64 %".175", %".176"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".177"
  %".178" = getelementptr i8, ptr %"r_tile", i64 %".171"
  %".179" = getelementptr i8, ptr %"r_tile", i64 %".172"
  %".180" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".106", i32 0
  %".181" = shufflevector <16 x i64> %".180", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".182" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".181"
  %".183" = load <16 x float>, <16 x float>* %"acc0_0"
  %".184" = getelementptr i8, ptr %".178", i64 0
  %".185" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".184", i32 4, <16 x i1> %".182", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".186" = fadd <16 x float> %".183", %".185"
  store <16 x float> %".186", <16 x float>* %"acc0_0"
  %".188" = load <16 x float>, <16 x float>* %"acc1_0"
  %".189" = getelementptr i8, ptr %".179", i64 0
  %".190" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".189", i32 4, <16 x i1> %".182", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".191" = fadd <16 x float> %".188", %".190"
  store <16 x float> %".191", <16 x float>* %"acc1_0"
  br label %"tile_start"
resume_partial_sums.if:
  %".201" = sdiv i64 %".196", %"row_pixels"
  %".202" = mul i64 %".201", %"row_stride"
  %".203" = srem i64 %".196", %"row_pixels"
  %".204" = mul i64 %".203", %"ldc"
  %".205" = add i64 %".202", %".204"
  %".206" = sdiv i64 %".199", %"row_pixels"
  %".207" = mul i64 %".206", %"row_stride"
  %".208" = srem i64 %".199", %"row_pixels"
  %".209" = mul i64 %".208", %"ldc"
  %".210" = add i64 %".207", %".209"
  br label %"resume_partial_sums.endif"
resume_partial_sums.else:
  %".212" = mul i64 %".196", %"ldc"
  %".213" = mul i64 %".199", %"ldc"
  br label %"resume_partial_sums.endif"
resume_partial_sums.endif:
  %".215" = phi  i64 [%".205", %"resume_partial_sums.if"], [%".212", %"resume_partial_sums.else"]
  %".216" = phi  i64 [%".210", %"resume_partial_sums.if"], [%".213", %"resume_partial_sums.else"]
  %".217" = getelementptr i8, ptr %"c_tile", i64 %".215"
  %".218" = getelementptr i8, ptr %"c_tile", i64 %".216"
  %".219" = ptrtoint ptr %"c_tile" to i64
  %".220" = ptrtoint ptr %"c" to i64
  %".221" = sub i64 %".219", %".220"
  %"r_tile.1" = getelementptr i8, ptr %"r", i64 %".221"
  %".222" = getelementptr i8, ptr %"r_tile.1", i64 %".215"
  %".223" = getelementptr i8, ptr %"r_tile.1", i64 %".216"
  %".224" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".106", i32 0
  %".225" = shufflevector <16 x i64> %".224", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".226" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".225"
  %".227" = getelementptr i8, ptr %".217", i64 0
  %".228" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".227", i32 4, <16 x i1> %".226", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".228", <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  %".231" = getelementptr i8, ptr %".218", i64 0
  %".232" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".231", i32 4, <16 x i1> %".226", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".232", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i1 1, i1* %"flushed"
  br label %"tile_start"
tile_start.if:
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
tile_start.else:
  store i64 0, i64* %"taps_short.i"
  br label %"taps_short.head"
tile_start.endif:
  %".406" = load i1, i1* %"flushed"
  br i1 %".406", label %"tile_start.endif.if", label %"tile_start.endif.endif"
taps.head:
  %".245" = load i64, i64* %"taps.i"
  %".246" = icmp slt i64 %".245", %"ks"
  br i1 %".246", label %"taps.body", label %"taps.done"
taps.body:
  %".248" = mul i64 %"ks", 2
  %".249" = mul i64 %".129", %".248"
  %".250" = mul i64 %".245", 2
  %".251" = add i64 %".249", %".250"
  %".252" = add i64 %".251", 0
  %".253" = getelementptr i64, ptr %"ind", i64 %".252"
  %"off0" = load i64, ptr %".253"
  %".254" = icmp slt i64 %"off0", 0
  %".255" = getelementptr i8, ptr %"a_base", i64 %"off0"
  %"a0" = select  i1 %".254", ptr %"zero", ptr %".255"
  %".256" = add i64 %".251", 1
  %".257" = getelementptr i64, ptr %"ind", i64 %".256"
  %"off1" = load i64, ptr %".257"
  %".258" = icmp slt i64 %"off1", 0
  %".259" = and i1 %".254", %".258"
  %".260" = getelementptr i8, ptr %"a_base", i64 %"off1"
  %"a1" = select  i1 %".258", ptr %"zero", ptr %".260"
  %".261" = mul i64 %"c_lo", 4
  %".262" = getelementptr i8, ptr %"a0", i64 %".261"
  %".263" = getelementptr i8, ptr %"a1", i64 %".261"
  %".264" = mul i64 %".245", %"kc"
  %".265" = add i64 %".264", %"c_lo"
  %".266" = mul i64 %".265", 64
  %".267" = getelementptr i8, ptr %".238", i64 %".266"
  store ptr %".267", ptr %"w_cursor"
  br i1 %".259", label %"tap_done", label %"tap_work"
taps.done:
  br label %"tile_start.endif"
tap_work:
  %".270" = add i64 %".120", 127
  %"chunks" = sdiv i64 %".270", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
tap_done:
  %".335" = load i64, i64* %"taps.i"
  %".336" = add i64 %".335", 1
  store i64 %".336", i64* %"taps.i"
  br label %"taps.head"
channel_chunks.head:
  %".273" = load i64, i64* %"channel_chunks.i"
  %".274" = icmp slt i64 %".273", %"chunks"
  br i1 %".274", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".273", 128
  %".276" = sub i64 %".120", %"chunk_lo"
  %".277" = icmp slt i64 %".276", 128
  %".278" = select  i1 %".277", i64 %".276", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  br label %"tap_done"
channels.head:
  %".281" = load i64, i64* %"channels.i"
  %".282" = icmp slt i64 %".281", %".278"
  br i1 %".282", label %"channels.body", label %"channels.done"
channels.body:
  %".284" = load <16 x float>, <16 x float>* %"acc0_0"
  %".285" = load <16 x float>, <16 x float>* %"acc1_0"
  %".286" = load ptr, ptr %"w_cursor"
  %".287" = mul i64 %".281", 1
  %".288" = add i64 %".287", 0
  %".289" = add i64 %"chunk_lo", %".288"
  %".290" = getelementptr i8, ptr %".286", i64 0
  %".291" = getelementptr i8, ptr %".290", i64 0
  %".292" = load <16 x float>, ptr %".291", align 64
  %".293" = mul i64 %".289", 4
  %".294" = getelementptr i8, ptr %".262", i64 %".293"
  %".295" = load float, ptr %".294", align 4
  %".296" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".295", i32 0
  %".297" = shufflevector <16 x float> %".296", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".298" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".297", <16 x float> %".292", <16 x float> %".284")
  %".299" = getelementptr i8, ptr %".263", i64 %".293"
  %".300" = load float, ptr %".299", align 4
  %".301" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".300", i32 0
  %".302" = shufflevector <16 x float> %".301", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".303" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".302", <16 x float> %".292", <16 x float> %".285")
  store <16 x float> %".298", <16 x float>* %"acc0_0"
  store <16 x float> %".303", <16 x float>* %"acc1_0"
  %".306" = getelementptr i8, ptr %".286", i64 64
  store ptr %".306", ptr %"w_cursor"
  %".308" = load i64, i64* %"channels.i"
  %".309" = add i64 %".308", 1
  store i64 %".309", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".312" = load i64, i64* %"since_flush"
  %".313" = add i64 %".312", %".278"
  store i64 %".313", i64* %"since_flush"
  %".315" = icmp sge i64 %".313", 128
  br i1 %".315", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".317" = load <16 x float>, <16 x float>* %"total0_0"
  %".318" = load <16 x float>, <16 x float>* %"acc0_0"
  %".319" = fadd <16 x float> %".317", %".318"
  store <16 x float> %".319", <16 x float>* %"total0_0"
  %".321" = load <16 x float>, <16 x float>* %"total1_0"
  %".322" = load <16 x float>, <16 x float>* %"acc1_0"
  %".323" = fadd <16 x float> %".321", %".322"
  store <16 x float> %".323", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".330" = load i64, i64* %"channel_chunks.i"
  %".331" = add i64 %".330", 1
  store i64 %".331", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".342" = load i64, i64* %"taps_short.i"
  %".343" = icmp slt i64 %".342", %"ks"
  br i1 %".343", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".345" = mul i64 %"ks", 2
  %".346" = mul i64 %".129", %".345"
  %".347" = mul i64 %".342", 2
  %".348" = add i64 %".346", %".347"
  %".349" = add i64 %".348", 0
  %".350" = getelementptr i64, ptr %"ind", i64 %".349"
  %"off0.1" = load i64, ptr %".350"
  %".351" = icmp slt i64 %"off0.1", 0
  %".352" = getelementptr i8, ptr %"a_base", i64 %"off0.1"
  %"a0.1" = select  i1 %".351", ptr %"zero", ptr %".352"
  %".353" = add i64 %".348", 1
  %".354" = getelementptr i64, ptr %"ind", i64 %".353"
  %"off1.1" = load i64, ptr %".354"
  %".355" = icmp slt i64 %"off1.1", 0
  %".356" = and i1 %".351", %".355"
  %".357" = getelementptr i8, ptr %"a_base", i64 %"off1.1"
  %"a1.1" = select  i1 %".355", ptr %"zero", ptr %".357"
  %".358" = mul i64 %"c_lo", 4
  %".359" = getelementptr i8, ptr %"a0.1", i64 %".358"
  %".360" = getelementptr i8, ptr %"a1.1", i64 %".358"
  %".361" = mul i64 %".342", %"kc"
  %".362" = add i64 %".361", %"c_lo"
  %".363" = mul i64 %".362", 64
  %".364" = getelementptr i8, ptr %".238", i64 %".363"
  store ptr %".364", ptr %"w_cursor"
  br i1 %".356", label %"tap_done.1", label %"tap_work.1"
taps_short.done:
  br label %"tile_start.endif"
tap_work.1:
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
tap_done.1:
  %".401" = load i64, i64* %"taps_short.i"
  %".402" = add i64 %".401", 1
  store i64 %".402", i64* %"taps_short.i"
  br label %"taps_short.head"
channels.head.1:
  %".369" = load i64, i64* %"channels.i.1"
  %".370" = icmp slt i64 %".369", %".120"
  br i1 %".370", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".372" = load <16 x float>, <16 x float>* %"acc0_0"
  %".373" = load <16 x float>, <16 x float>* %"acc1_0"
  %".374" = load ptr, ptr %"w_cursor"
  %".375" = mul i64 %".369", 1
  %".376" = add i64 %".375", 0
  %".377" = add i64 0, %".376"
  %".378" = getelementptr i8, ptr %".374", i64 0
  %".379" = getelementptr i8, ptr %".378", i64 0
  %".380" = load <16 x float>, ptr %".379", align 64
  %".381" = mul i64 %".377", 4
  %".382" = getelementptr i8, ptr %".359", i64 %".381"
  %".383" = load float, ptr %".382", align 4
  %".384" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".383", i32 0
  %".385" = shufflevector <16 x float> %".384", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".386" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".385", <16 x float> %".380", <16 x float> %".372")
  %".387" = getelementptr i8, ptr %".360", i64 %".381"
  %".388" = load float, ptr %".387", align 4
  %".389" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".388", i32 0
  %".390" = shufflevector <16 x float> %".389", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".391" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".390", <16 x float> %".380", <16 x float> %".373")
  store <16 x float> %".386", <16 x float>* %"acc0_0"
  store <16 x float> %".391", <16 x float>* %"acc1_0"
  %".394" = getelementptr i8, ptr %".374", i64 64
  store ptr %".394", ptr %"w_cursor"
  %".396" = load i64, i64* %"channels.i.1"
  %".397" = add i64 %".396", 1
  store i64 %".397", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  br label %"tap_done.1"
tile_start.endif.if:
  %".408" = load <16 x float>, <16 x float>* %"total0_0"
  %".409" = load <16 x float>, <16 x float>* %"acc0_0"
  %".410" = fadd <16 x float> %".408", %".409"
  store <16 x float> %".410", <16 x float>* %"total0_0"
  %".412" = load <16 x float>, <16 x float>* %"total1_0"
  %".413" = load <16 x float>, <16 x float>* %"acc1_0"
  %".414" = fadd <16 x float> %".412", %".413"
  store <16 x float> %".414", <16 x float>* %"total1_0"
  %".416" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".416", <16 x float>* %"acc0_0"
  %".418" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".418", <16 x float>* %"acc1_0"
  br label %"tile_start.endif.endif"
tile_start.endif.endif:
  %".421" = icmp slt i64 0, %".138"
  %".422" = select  i1 %".421", i64 0, i64 %".138"
  %".423" = add i64 %"m0", %".422"
  %".424" = icmp slt i64 1, %".138"
  %".425" = select  i1 %".424", i64 1, i64 %".138"
  %".426" = add i64 %"m0", %".425"
  br i1 %"grid", label %"tile_start.endif.endif.if", label %"tile_start.endif.endif.else"
tile_start.endif.endif.if:
  %".428" = sdiv i64 %".423", %"row_pixels"
  %".429" = mul i64 %".428", %"row_stride"
  %".430" = srem i64 %".423", %"row_pixels"
  %".431" = mul i64 %".430", %"ldc"
  %".432" = add i64 %".429", %".431"
  %".433" = sdiv i64 %".426", %"row_pixels"
  %".434" = mul i64 %".433", %"row_stride"
  %".435" = srem i64 %".426", %"row_pixels"
  %".436" = mul i64 %".435", %"ldc"
  %".437" = add i64 %".434", %".436"
  br label %"tile_start.endif.endif.endif"
tile_start.endif.endif.else:
  %".439" = mul i64 %".423", %"ldc"
  %".440" = mul i64 %".426", %"ldc"
  br label %"tile_start.endif.endif.endif"
tile_start.endif.endif.endif:
  %".442" = phi  i64 [%".432", %"tile_start.endif.endif.if"], [%".439", %"tile_start.endif.endif.else"]
  %".443" = phi  i64 [%".437", %"tile_start.endif.endif.if"], [%".440", %"tile_start.endif.endif.else"]
  %".444" = getelementptr i8, ptr %"c_tile", i64 %".442"
  %".445" = getelementptr i8, ptr %"c_tile", i64 %".443"
  %".446" = ptrtoint ptr %"c_tile" to i64
  %".447" = ptrtoint ptr %"c" to i64
  %".448" = sub i64 %".446", %".447"
  %"r_tile.2" = getelementptr i8, ptr %"r", i64 %".448"
  %".449" = getelementptr i8, ptr %"r_tile.2", i64 %".442"
  %".450" = getelementptr i8, ptr %"r_tile.2", i64 %".443"
  %".451" = icmp eq i64 %".106", 16
  %".452" = select  i1 %".123", <16 x float> %".30", <16 x float> <float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000>
  %".453" = select  i1 %".123", <16 x float> %".34", <16 x float> <float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000>
  br i1 %".451", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".457" = load <16 x float>, <16 x float>* %"acc0_0"
  %".458" = fcmp olt <16 x float> %".457", %".452"
  %".459" = select  <16 x i1> %".458", <16 x float> %".452", <16 x float> %".457"
  %".460" = fcmp ogt <16 x float> %".459", %".453"
  %".461" = select  <16 x i1> %".460", <16 x float> %".453", <16 x float> %".459"
  %".462" = load <16 x float>, <16 x float>* %"acc1_0"
  %".463" = fcmp olt <16 x float> %".462", %".452"
  %".464" = select  <16 x i1> %".463", <16 x float> %".452", <16 x float> %".462"
  %".465" = fcmp ogt <16 x float> %".464", %".453"
  %".466" = select  <16 x i1> %".465", <16 x float> %".453", <16 x float> %".464"
  %".467" = getelementptr i8, ptr %".444", i64 0
  store <16 x float> %".461", ptr %".467", align 4
  %".469" = getelementptr i8, ptr %".445", i64 0
  store <16 x float> %".466", ptr %".469", align 4
  br label %"tile_done"
store_partial:
  %".472" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".106", i32 0
  %".473" = shufflevector <16 x i64> %".472", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".474" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".473"
  %".475" = load <16 x float>, <16 x float>* %"acc0_0"
  %".476" = fcmp olt <16 x float> %".475", %".452"
  %".477" = select  <16 x i1> %".476", <16 x float> %".452", <16 x float> %".475"
  %".478" = fcmp ogt <16 x float> %".477", %".453"
  %".479" = select  <16 x i1> %".478", <16 x float> %".453", <16 x float> %".477"
  %".480" = load <16 x float>, <16 x float>* %"acc1_0"
  %".481" = fcmp olt <16 x float> %".480", %".452"
  %".482" = select  <16 x i1> %".481", <16 x float> %".452", <16 x float> %".480"
  %".483" = fcmp ogt <16 x float> %".482", %".453"
  %".484" = select  <16 x i1> %".483", <16 x float> %".453", <16 x float> %".482"
  %".485" = getelementptr i8, ptr %".444", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".479", ptr %".485", i32 4, <16 x i1> %".474")
  %".487" = getelementptr i8, ptr %".445", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".484", ptr %".487", i32 4, <16 x i1> %".474")
  br label %"tile_done"
store_full_choice:
  br label %"store_full"
store_partial_choice:
  br label %"store_partial"
}

declare void @"llvm.masked.store.v16f32.p0"(<16 x float> %".1", ptr %".2", i32 %".3", <16 x i1> %".4")

declare <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".1", i32 %".2", <16 x i1> %".3", <16 x float> %".4")

declare <16 x float> @"llvm.fma.v16f32"(<16 x float> %".1", <16 x float> %".2", <16 x float> %".3")

define void @"f32_gemm_2x16_avx512_u1_kb32_gemm"(ptr noalias %"args", ptr %"schedule", i64 %"part")
{
entry:
  %"channels.i.1" = alloca i64
  %"taps_short.i" = alloca i64
  %"channels.i" = alloca i64
  %"channel_chunks.i" = alloca i64
  %"taps.i" = alloca i64
  %"w_cursor" = alloca ptr
  %"since_flush" = alloca i64
  %"flushed" = alloca i1
  %"total1_0" = alloca <16 x float>
  %"total0_0" = alloca <16 x float>
  %"acc1_0" = alloca <16 x float>
  %"acc0_0" = alloca <16 x float>
  %"tiles.i" = alloca i64
  %"k_blocks.i" = alloca i64
  %"batch_end" = alloca i64
  %"batch_next" = alloca i64
  %"claimed" = alloca i64
  %"visited" = alloca i64
  %".5" = getelementptr i64, ptr %"args", i64 0
  %"a.int" = load i64, ptr %".5"
  %"a" = inttoptr i64 %"a.int" to ptr
  %".6" = getelementptr i64, ptr %"args", i64 1
  %"zero.int" = load i64, ptr %".6"
  %"zero" = inttoptr i64 %"zero.int" to ptr
  %".7" = getelementptr i64, ptr %"args", i64 2
  %"ind.int" = load i64, ptr %".7"
  %"ind" = inttoptr i64 %"ind.int" to ptr
  %".8" = getelementptr i64, ptr %"args", i64 3
  %"w.int" = load i64, ptr %".8"
  %"w" = inttoptr i64 %"w.int" to ptr
  %".9" = getelementptr i64, ptr %"args", i64 4
  %"c.int" = load i64, ptr %".9"
  %"c" = inttoptr i64 %"c.int" to ptr
  %".10" = getelementptr i64, ptr %"args", i64 21
  %"r.int" = load i64, ptr %".10"
  %"r" = inttoptr i64 %"r.int" to ptr
  %".11" = getelementptr i64, ptr %"args", i64 5
  %"m" = load i64, ptr %".11"
  %".12" = getelementptr i64, ptr %"args", i64 6
  %"k" = load i64, ptr %".12"
  %".13" = getelementptr i64, ptr %"args", i64 7
  %"kc" = load i64, ptr %".13"
  %".14" = getelementptr i64, ptr %"args", i64 8
  %"ks" = load i64, ptr %".14"
  %".15" = getelementptr i64, ptr %"args", i64 9
  %"lda" = load i64, ptr %".15"
  %".16" = getelementptr i64, ptr %"args", i64 10
  %"ldc" = load i64, ptr %".16"
  %".17" = getelementptr i64, ptr %"args", i64 11
  %"batch" = load i64, ptr %".17"
  %".18" = getelementptr i64, ptr %"args", i64 12
  %"groups" = load i64, ptr %".18"
  %".19" = getelementptr i64, ptr %"args", i64 13
  %"a_bs" = load i64, ptr %".19"
  %".20" = getelementptr i64, ptr %"args", i64 14
  %"a_gs" = load i64, ptr %".20"
  %".21" = getelementptr i64, ptr %"args", i64 15
  %"c_bs" = load i64, ptr %".21"
  %".22" = getelementptr i64, ptr %"args", i64 16
  %"c_gs" = load i64, ptr %".22"
  %".23" = getelementptr i64, ptr %"args", i64 17
  %"w_gs" = load i64, ptr %".23"
  %".24" = getelementptr i64, ptr %"args", i64 18
  %"w_ps" = load i64, ptr %".24"
  %".25" = getelementptr i64, ptr %"args", i64 22
  %"row_pixels" = load i64, ptr %".25"
  %".26" = getelementptr i64, ptr %"args", i64 23
  %"row_stride" = load i64, ptr %".26"
  %"grid" = icmp sgt i64 %"row_pixels", 0
  %".27" = getelementptr i64, ptr %"args", i64 19
  %"min.bits" = load i64, ptr %".27"
  %".28" = trunc i64 %"min.bits" to i32
  %"min" = bitcast i32 %".28" to float
  %".29" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %"min", i32 0
  %".30" = shufflevector <16 x float> %".29", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".31" = getelementptr i64, ptr %"args", i64 20
  %"max.bits" = load i64, ptr %".31"
  %".32" = trunc i64 %"max.bits" to i32
  %"max" = bitcast i32 %".32" to float
  %".33" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %"max", i32 0
  %".34" = shufflevector <16 x float> %".33", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".35" = add i64 %"m", 1
  %"m_tiles" = sdiv i64 %".35", 2
  %".36" = add i64 %"k", 15
  %"n_panels" = sdiv i64 %".36", 16
  %".37" = add i64 %"m_tiles", 7
  %"m_groups" = sdiv i64 %".37", 8
  %".38" = mul i64 %"batch", %"groups"
  %".39" = mul i64 %".38", %"m_groups"
  %"total" = mul i64 %".39", %"n_panels"
  %"parts" = load i64, ptr %"schedule"
  store i64 0, i64* %"visited"
  store i64 0, i64* %"claimed"
  store i64 0, i64* %"batch_next"
  store i64 0, i64* %"batch_end"
  br label %"claim"
claim:
  %".45" = load i64, i64* %"batch_next"
  %".46" = load i64, i64* %"batch_end"
  %".47" = icmp slt i64 %".45", %".46"
  br i1 %".47", label %"got_item", label %"claim_batch"
claim_batch:
  %".49" = load i64, i64* %"visited"
  %".50" = icmp slt i64 %".49", %"parts"
  br i1 %".50", label %"claim_part", label %"exit"
claim_part:
  %".52" = add i64 %"part", %".49"
  %"part.1" = srem i64 %".52", %"parts"
  %".53" = mul i64 %"part.1", 8
  %".54" = add i64 8, %".53"
  %".55" = getelementptr i64, ptr %"schedule", i64 %".54"
  %".56" = add i64 %".54", 1
  %".57" = getelementptr i64, ptr %"schedule", i64 %".56"
  %"end" = load i64, ptr %".57"
  %".58" = load atomic i64, ptr %".55" monotonic, align 8
  %".59" = sub i64 %"end", %".58"
  %".60" = ashr i64 %".59", 3
  %".61" = icmp slt i64 %".60", 16
  %".62" = select  i1 %".61", i64 %".60", i64 16
  %".63" = icmp sgt i64 %".62", 1
  %".64" = select  i1 %".63", i64 %".62", i64 1
  %"first" = atomicrmw add ptr %".55", i64 %".64" monotonic
  %".65" = icmp slt i64 %"first", %"end"
  br i1 %".65", label %"got_batch", label %"next_part"
got_batch:
  store i64 %"first", i64* %"batch_next"
  %".68" = add i64 %"first", %".64"
  %".69" = icmp slt i64 %".68", %"end"
  %".70" = select  i1 %".69", i64 %".68", i64 %"end"
  store i64 %".70", i64* %"batch_end"
  br label %"claim"
got_item:
  %".73" = add i64 %".45", 1
  store i64 %".73", i64* %"batch_next"
  %".75" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".76" = add i64 %".75", 1
  store atomic i64 %".76", i64* %"claimed" monotonic, align 8
  %".78" = icmp slt i64 %".45", %"total"
  br i1 %".78", label %"work", label %"claim"
next_part:
  %".80" = add i64 %".49", 1
  store i64 %".80", i64* %"visited"
  br label %"claim"
work:
  %".87" = srem i64 %".45", %"n_panels"
  %".88" = sdiv i64 %".45", %"n_panels"
  %".89" = srem i64 %".88", %"m_groups"
  %".90" = sdiv i64 %".88", %"m_groups"
  %"group" = srem i64 %".90", %"groups"
  %"image" = sdiv i64 %".90", %"groups"
  %".91" = getelementptr i64, ptr %"args", i64 35
  %"groups_share_pixels" = load i64, ptr %".91"
  %".92" = icmp ne i64 %"groups_share_pixels", 0
  %".93" = sdiv i64 %".45", %"n_panels"
  %".94" = srem i64 %".93", %"groups"
  %"group_of_item" = select  i1 %".92", i64 %".94", i64 %"group"
  %".95" = sdiv i64 %".93", %"groups"
  %".96" = srem i64 %".95", %"m_groups"
  %"tile_of_item" = select  i1 %".92", i64 %".96", i64 %".89"
  %".97" = sdiv i64 %".95", %"m_groups"
  %"image_of_item" = select  i1 %".92", i64 %".97", i64 %"image"
  %".98" = mul i64 %"image_of_item", %"a_bs"
  %".99" = mul i64 %"group_of_item", %"a_gs"
  %".100" = add i64 %".98", %".99"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".100"
  %".101" = mul i64 %"group_of_item", %"w_gs"
  %".102" = mul i64 %".87", %"w_ps"
  %".103" = add i64 %".101", %".102"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".103"
  %"n0" = mul i64 %".87", 16
  %".104" = sub i64 %"k", %"n0"
  %".105" = icmp slt i64 %".104", 16
  %".106" = select  i1 %".105", i64 %".104", i64 16
  %".107" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".107"
  %".108" = icmp ne i64 %"residual.int", 0
  %"tile_lo" = mul i64 %"tile_of_item", 8
  %".109" = sub i64 %"m_tiles", %"tile_lo"
  %".110" = icmp slt i64 %".109", 8
  %".111" = select  i1 %".110", i64 %".109", i64 8
  %".112" = add i64 %"kc", 31
  %"k_blocks" = sdiv i64 %".112", 32
  store i64 0, i64* %"k_blocks.i"
  br label %"k_blocks.head"
exit:
  %".83" = getelementptr i64, ptr %"schedule", i64 1
  %".84" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".85" = atomicrmw add ptr %".83", i64 %".84" release
  ret void
k_blocks.head:
  %".115" = load i64, i64* %"k_blocks.i"
  %".116" = icmp slt i64 %".115", %"k_blocks"
  br i1 %".116", label %"k_blocks.body", label %"k_blocks.done"
k_blocks.body:
  %"c_lo" = mul i64 %".115", 32
  %".118" = sub i64 %"kc", %"c_lo"
  %".119" = icmp slt i64 %".118", 32
  %".120" = select  i1 %".119", i64 %".118", i64 32
  %".121" = icmp eq i64 %".115", 0
  %".122" = sub i64 %"k_blocks", 1
  %".123" = icmp eq i64 %".115", %".122"
  store i64 0, i64* %"tiles.i"
  br label %"tiles.head"
k_blocks.done:
  br label %"claim"
tiles.head:
  %".126" = load i64, i64* %"tiles.i"
  %".127" = icmp slt i64 %".126", %".111"
  br i1 %".127", label %"tiles.body", label %"tiles.done"
tiles.body:
  %".129" = add i64 %"tile_lo", %".126"
  %"m0" = mul i64 %".129", 2
  %".130" = sub i64 %"m", %"m0"
  %".131" = icmp slt i64 %".130", 2
  %".132" = select  i1 %".131", i64 %".130", i64 2
  %".133" = mul i64 %"image_of_item", %"c_bs"
  %".134" = mul i64 %"group_of_item", %"c_gs"
  %".135" = add i64 %".133", %".134"
  %".136" = mul i64 %"n0", 4
  %".137" = add i64 %".135", %".136"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".137"
  %".138" = sub i64 %".132", 1
  %".139" = getelementptr i8, ptr %"w_panel", i64 0
  %".140" = load <16 x float>, ptr %".139", align 64
  store <16 x float> %".140", <16 x float>* %"acc0_0"
  %".142" = getelementptr i8, ptr %"w_panel", i64 0
  %".143" = load <16 x float>, ptr %".142", align 64
  store <16 x float> %".143", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  br i1 %".121", label %"first_block", label %"resume_partial_sums"
tiles.done:
  %".480" = load i64, i64* %"k_blocks.i"
  %".481" = add i64 %".480", 1
  store i64 %".481", i64* %"k_blocks.i"
  br label %"k_blocks.head"
tile_done:
  %".476" = load i64, i64* %"tiles.i"
  %".477" = add i64 %".476", 1
  store i64 %".477", i64* %"tiles.i"
  br label %"tiles.head"
first_block:
  br i1 %".108", label %"first_block_residual", label %"tile_start"
first_block_residual:
  %".150" = icmp slt i64 0, %".138"
  %".151" = select  i1 %".150", i64 0, i64 %".138"
  %".152" = add i64 %"m0", %".151"
  %".153" = icmp slt i64 1, %".138"
  %".154" = select  i1 %".153", i64 1, i64 %".138"
  %".155" = add i64 %"m0", %".154"
  br i1 %"grid", label %"first_block_residual.if", label %"first_block_residual.else"
resume_partial_sums:
  %".194" = icmp slt i64 0, %".138"
  %".195" = select  i1 %".194", i64 0, i64 %".138"
  %".196" = add i64 %"m0", %".195"
  %".197" = icmp slt i64 1, %".138"
  %".198" = select  i1 %".197", i64 1, i64 %".138"
  %".199" = add i64 %"m0", %".198"
  br i1 %"grid", label %"resume_partial_sums.if", label %"resume_partial_sums.else"
tile_start:
  store i64 0, i64* %"since_flush"
  %".238" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".238", ptr %"w_cursor"
  %".240" = mul i64 %"ks", %".120"
  %".241" = icmp sgt i64 %".240", 128
  br i1 %".241", label %"tile_start.if", label %"tile_start.else"
first_block_residual.if:
  %".157" = sdiv i64 %".152", %"row_pixels"
  %".158" = mul i64 %".157", %"row_stride"
  %".159" = srem i64 %".152", %"row_pixels"
  %".160" = mul i64 %".159", %"ldc"
  %".161" = add i64 %".158", %".160"
  %".162" = sdiv i64 %".155", %"row_pixels"
  %".163" = mul i64 %".162", %"row_stride"
  %".164" = srem i64 %".155", %"row_pixels"
  %".165" = mul i64 %".164", %"ldc"
  %".166" = add i64 %".163", %".165"
  br label %"first_block_residual.endif"
first_block_residual.else:
  %".168" = mul i64 %".152", %"ldc"
  %".169" = mul i64 %".155", %"ldc"
  br label %"first_block_residual.endif"
first_block_residual.endif:
  %".171" = phi  i64 [%".161", %"first_block_residual.if"], [%".168", %"first_block_residual.else"]
  %".172" = phi  i64 [%".166", %"first_block_residual.if"], [%".169", %"first_block_residual.else"]
  %".173" = getelementptr i8, ptr %"c_tile", i64 %".171"
  %".174" = getelementptr i8, ptr %"c_tile", i64 %".172"
  %".175" = ptrtoint ptr %"c_tile" to i64
  %".176" = ptrtoint ptr %"c" to i64
  %".177" = sub i64 %".175", %".176"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".177"
  %".178" = getelementptr i8, ptr %"r_tile", i64 %".171"
  %".179" = getelementptr i8, ptr %"r_tile", i64 %".172"
  %".180" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".106", i32 0
  %".181" = shufflevector <16 x i64> %".180", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".182" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".181"
  %".183" = load <16 x float>, <16 x float>* %"acc0_0"
  %".184" = getelementptr i8, ptr %".178", i64 0
  %".185" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".184", i32 4, <16 x i1> %".182", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".186" = fadd <16 x float> %".183", %".185"
  store <16 x float> %".186", <16 x float>* %"acc0_0"
  %".188" = load <16 x float>, <16 x float>* %"acc1_0"
  %".189" = getelementptr i8, ptr %".179", i64 0
  %".190" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".189", i32 4, <16 x i1> %".182", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".191" = fadd <16 x float> %".188", %".190"
  store <16 x float> %".191", <16 x float>* %"acc1_0"
  br label %"tile_start"
resume_partial_sums.if:
  %".201" = sdiv i64 %".196", %"row_pixels"
  %".202" = mul i64 %".201", %"row_stride"
  %".203" = srem i64 %".196", %"row_pixels"
  %".204" = mul i64 %".203", %"ldc"
  %".205" = add i64 %".202", %".204"
  %".206" = sdiv i64 %".199", %"row_pixels"
  %".207" = mul i64 %".206", %"row_stride"
  %".208" = srem i64 %".199", %"row_pixels"
  %".209" = mul i64 %".208", %"ldc"
  %".210" = add i64 %".207", %".209"
  br label %"resume_partial_sums.endif"
resume_partial_sums.else:
  %".212" = mul i64 %".196", %"ldc"
  %".213" = mul i64 %".199", %"ldc"
  br label %"resume_partial_sums.endif"
resume_partial_sums.endif:
  %".215" = phi  i64 [%".205", %"resume_partial_sums.if"], [%".212", %"resume_partial_sums.else"]
  %".216" = phi  i64 [%".210", %"resume_partial_sums.if"], [%".213", %"resume_partial_sums.else"]
  %".217" = getelementptr i8, ptr %"c_tile", i64 %".215"
  %".218" = getelementptr i8, ptr %"c_tile", i64 %".216"
  %".219" = ptrtoint ptr %"c_tile" to i64
  %".220" = ptrtoint ptr %"c" to i64
  %".221" = sub i64 %".219", %".220"
  %"r_tile.1" = getelementptr i8, ptr %"r", i64 %".221"
  %".222" = getelementptr i8, ptr %"r_tile.1", i64 %".215"
  %".223" = getelementptr i8, ptr %"r_tile.1", i64 %".216"
  %".224" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".106", i32 0
  %".225" = shufflevector <16 x i64> %".224", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".226" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".225"
  %".227" = getelementptr i8, ptr %".217", i64 0
  %".228" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".227", i32 4, <16 x i1> %".226", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".228", <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  %".231" = getelementptr i8, ptr %".218", i64 0
  %".232" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".231", i32 4, <16 x i1> %".226", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".232", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i1 1, i1* %"flushed"
  br label %"tile_start"
tile_start.if:
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
tile_start.else:
  store i64 0, i64* %"taps_short.i"
  br label %"taps_short.head"
tile_start.endif:
  %".392" = load i1, i1* %"flushed"
  br i1 %".392", label %"tile_start.endif.if", label %"tile_start.endif.endif"
taps.head:
  %".245" = load i64, i64* %"taps.i"
  %".246" = icmp slt i64 %".245", %"ks"
  br i1 %".246", label %"taps.body", label %"taps.done"
taps.body:
  %".248" = icmp slt i64 0, %".138"
  %".249" = select  i1 %".248", i64 0, i64 %".138"
  %".250" = add i64 %"m0", %".249"
  %".251" = mul i64 %".250", %"lda"
  %"a0" = getelementptr i8, ptr %"a_base", i64 %".251"
  %".252" = icmp slt i64 1, %".138"
  %".253" = select  i1 %".252", i64 1, i64 %".138"
  %".254" = add i64 %"m0", %".253"
  %".255" = mul i64 %".254", %"lda"
  %"a1" = getelementptr i8, ptr %"a_base", i64 %".255"
  %".256" = mul i64 %"c_lo", 4
  %".257" = getelementptr i8, ptr %"a0", i64 %".256"
  %".258" = getelementptr i8, ptr %"a1", i64 %".256"
  %".259" = mul i64 %".245", %"kc"
  %".260" = add i64 %".259", %"c_lo"
  %".261" = mul i64 %".260", 64
  %".262" = getelementptr i8, ptr %".238", i64 %".261"
  store ptr %".262", ptr %"w_cursor"
  %".264" = add i64 %".120", 127
  %"chunks" = sdiv i64 %".264", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps.done:
  br label %"tile_start.endif"
channel_chunks.head:
  %".267" = load i64, i64* %"channel_chunks.i"
  %".268" = icmp slt i64 %".267", %"chunks"
  br i1 %".268", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".267", 128
  %".270" = sub i64 %".120", %"chunk_lo"
  %".271" = icmp slt i64 %".270", 128
  %".272" = select  i1 %".271", i64 %".270", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  %".328" = load i64, i64* %"taps.i"
  %".329" = add i64 %".328", 1
  store i64 %".329", i64* %"taps.i"
  br label %"taps.head"
channels.head:
  %".275" = load i64, i64* %"channels.i"
  %".276" = icmp slt i64 %".275", %".272"
  br i1 %".276", label %"channels.body", label %"channels.done"
channels.body:
  %".278" = load <16 x float>, <16 x float>* %"acc0_0"
  %".279" = load <16 x float>, <16 x float>* %"acc1_0"
  %".280" = load ptr, ptr %"w_cursor"
  %".281" = mul i64 %".275", 1
  %".282" = add i64 %".281", 0
  %".283" = add i64 %"chunk_lo", %".282"
  %".284" = getelementptr i8, ptr %".280", i64 0
  %".285" = getelementptr i8, ptr %".284", i64 0
  %".286" = load <16 x float>, ptr %".285", align 64
  %".287" = mul i64 %".283", 4
  %".288" = getelementptr i8, ptr %".257", i64 %".287"
  %".289" = load float, ptr %".288", align 4
  %".290" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".289", i32 0
  %".291" = shufflevector <16 x float> %".290", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".292" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".291", <16 x float> %".286", <16 x float> %".278")
  %".293" = getelementptr i8, ptr %".258", i64 %".287"
  %".294" = load float, ptr %".293", align 4
  %".295" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".294", i32 0
  %".296" = shufflevector <16 x float> %".295", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".297" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".296", <16 x float> %".286", <16 x float> %".279")
  store <16 x float> %".292", <16 x float>* %"acc0_0"
  store <16 x float> %".297", <16 x float>* %"acc1_0"
  %".300" = getelementptr i8, ptr %".280", i64 64
  store ptr %".300", ptr %"w_cursor"
  %".302" = load i64, i64* %"channels.i"
  %".303" = add i64 %".302", 1
  store i64 %".303", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".306" = load i64, i64* %"since_flush"
  %".307" = add i64 %".306", %".272"
  store i64 %".307", i64* %"since_flush"
  %".309" = icmp sge i64 %".307", 128
  br i1 %".309", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".311" = load <16 x float>, <16 x float>* %"total0_0"
  %".312" = load <16 x float>, <16 x float>* %"acc0_0"
  %".313" = fadd <16 x float> %".311", %".312"
  store <16 x float> %".313", <16 x float>* %"total0_0"
  %".315" = load <16 x float>, <16 x float>* %"total1_0"
  %".316" = load <16 x float>, <16 x float>* %"acc1_0"
  %".317" = fadd <16 x float> %".315", %".316"
  store <16 x float> %".317", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".324" = load i64, i64* %"channel_chunks.i"
  %".325" = add i64 %".324", 1
  store i64 %".325", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".335" = load i64, i64* %"taps_short.i"
  %".336" = icmp slt i64 %".335", %"ks"
  br i1 %".336", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".338" = icmp slt i64 0, %".138"
  %".339" = select  i1 %".338", i64 0, i64 %".138"
  %".340" = add i64 %"m0", %".339"
  %".341" = mul i64 %".340", %"lda"
  %"a0.1" = getelementptr i8, ptr %"a_base", i64 %".341"
  %".342" = icmp slt i64 1, %".138"
  %".343" = select  i1 %".342", i64 1, i64 %".138"
  %".344" = add i64 %"m0", %".343"
  %".345" = mul i64 %".344", %"lda"
  %"a1.1" = getelementptr i8, ptr %"a_base", i64 %".345"
  %".346" = mul i64 %"c_lo", 4
  %".347" = getelementptr i8, ptr %"a0.1", i64 %".346"
  %".348" = getelementptr i8, ptr %"a1.1", i64 %".346"
  %".349" = mul i64 %".335", %"kc"
  %".350" = add i64 %".349", %"c_lo"
  %".351" = mul i64 %".350", 64
  %".352" = getelementptr i8, ptr %".238", i64 %".351"
  store ptr %".352", ptr %"w_cursor"
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
taps_short.done:
  br label %"tile_start.endif"
channels.head.1:
  %".356" = load i64, i64* %"channels.i.1"
  %".357" = icmp slt i64 %".356", %".120"
  br i1 %".357", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".359" = load <16 x float>, <16 x float>* %"acc0_0"
  %".360" = load <16 x float>, <16 x float>* %"acc1_0"
  %".361" = load ptr, ptr %"w_cursor"
  %".362" = mul i64 %".356", 1
  %".363" = add i64 %".362", 0
  %".364" = add i64 0, %".363"
  %".365" = getelementptr i8, ptr %".361", i64 0
  %".366" = getelementptr i8, ptr %".365", i64 0
  %".367" = load <16 x float>, ptr %".366", align 64
  %".368" = mul i64 %".364", 4
  %".369" = getelementptr i8, ptr %".347", i64 %".368"
  %".370" = load float, ptr %".369", align 4
  %".371" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".370", i32 0
  %".372" = shufflevector <16 x float> %".371", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".373" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".372", <16 x float> %".367", <16 x float> %".359")
  %".374" = getelementptr i8, ptr %".348", i64 %".368"
  %".375" = load float, ptr %".374", align 4
  %".376" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".375", i32 0
  %".377" = shufflevector <16 x float> %".376", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".378" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".377", <16 x float> %".367", <16 x float> %".360")
  store <16 x float> %".373", <16 x float>* %"acc0_0"
  store <16 x float> %".378", <16 x float>* %"acc1_0"
  %".381" = getelementptr i8, ptr %".361", i64 64
  store ptr %".381", ptr %"w_cursor"
  %".383" = load i64, i64* %"channels.i.1"
  %".384" = add i64 %".383", 1
  store i64 %".384", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  %".387" = load i64, i64* %"taps_short.i"
  %".388" = add i64 %".387", 1
  store i64 %".388", i64* %"taps_short.i"
  br label %"taps_short.head"
tile_start.endif.if:
  %".394" = load <16 x float>, <16 x float>* %"total0_0"
  %".395" = load <16 x float>, <16 x float>* %"acc0_0"
  %".396" = fadd <16 x float> %".394", %".395"
  store <16 x float> %".396", <16 x float>* %"total0_0"
  %".398" = load <16 x float>, <16 x float>* %"total1_0"
  %".399" = load <16 x float>, <16 x float>* %"acc1_0"
  %".400" = fadd <16 x float> %".398", %".399"
  store <16 x float> %".400", <16 x float>* %"total1_0"
  %".402" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".402", <16 x float>* %"acc0_0"
  %".404" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".404", <16 x float>* %"acc1_0"
  br label %"tile_start.endif.endif"
tile_start.endif.endif:
  %".407" = icmp slt i64 0, %".138"
  %".408" = select  i1 %".407", i64 0, i64 %".138"
  %".409" = add i64 %"m0", %".408"
  %".410" = icmp slt i64 1, %".138"
  %".411" = select  i1 %".410", i64 1, i64 %".138"
  %".412" = add i64 %"m0", %".411"
  br i1 %"grid", label %"tile_start.endif.endif.if", label %"tile_start.endif.endif.else"
tile_start.endif.endif.if:
  %".414" = sdiv i64 %".409", %"row_pixels"
  %".415" = mul i64 %".414", %"row_stride"
  %".416" = srem i64 %".409", %"row_pixels"
  %".417" = mul i64 %".416", %"ldc"
  %".418" = add i64 %".415", %".417"
  %".419" = sdiv i64 %".412", %"row_pixels"
  %".420" = mul i64 %".419", %"row_stride"
  %".421" = srem i64 %".412", %"row_pixels"
  %".422" = mul i64 %".421", %"ldc"
  %".423" = add i64 %".420", %".422"
  br label %"tile_start.endif.endif.endif"
tile_start.endif.endif.else:
  %".425" = mul i64 %".409", %"ldc"
  %".426" = mul i64 %".412", %"ldc"
  br label %"tile_start.endif.endif.endif"
tile_start.endif.endif.endif:
  %".428" = phi  i64 [%".418", %"tile_start.endif.endif.if"], [%".425", %"tile_start.endif.endif.else"]
  %".429" = phi  i64 [%".423", %"tile_start.endif.endif.if"], [%".426", %"tile_start.endif.endif.else"]
  %".430" = getelementptr i8, ptr %"c_tile", i64 %".428"
  %".431" = getelementptr i8, ptr %"c_tile", i64 %".429"
  %".432" = ptrtoint ptr %"c_tile" to i64
  %".433" = ptrtoint ptr %"c" to i64
  %".434" = sub i64 %".432", %".433"
  %"r_tile.2" = getelementptr i8, ptr %"r", i64 %".434"
  %".435" = getelementptr i8, ptr %"r_tile.2", i64 %".428"
  %".436" = getelementptr i8, ptr %"r_tile.2", i64 %".429"
  %".437" = icmp eq i64 %".106", 16
  %".438" = select  i1 %".123", <16 x float> %".30", <16 x float> <float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000>
  %".439" = select  i1 %".123", <16 x float> %".34", <16 x float> <float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000>
  br i1 %".437", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".443" = load <16 x float>, <16 x float>* %"acc0_0"
  %".444" = fcmp olt <16 x float> %".443", %".438"
  %".445" = select  <16 x i1> %".444", <16 x float> %".438", <16 x float> %".443"
  %".446" = fcmp ogt <16 x float> %".445", %".439"
  %".447" = select  <16 x i1> %".446", <16 x float> %".439", <16 x float> %".445"
  %".448" = load <16 x float>, <16 x float>* %"acc1_0"
  %".449" = fcmp olt <16 x float> %".448", %".438"
  %".450" = select  <16 x i1> %".449", <16 x float> %".438", <16 x float> %".448"
  %".451" = fcmp ogt <16 x float> %".450", %".439"
  %".452" = select  <16 x i1> %".451", <16 x float> %".439", <16 x float> %".450"
  %".453" = getelementptr i8, ptr %".430", i64 0
  store <16 x float> %".447", ptr %".453", align 4
  %".455" = getelementptr i8, ptr %".431", i64 0
  store <16 x float> %".452", ptr %".455", align 4
  br label %"tile_done"
store_partial:
  %".458" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".106", i32 0
  %".459" = shufflevector <16 x i64> %".458", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".460" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".459"
  %".461" = load <16 x float>, <16 x float>* %"acc0_0"
  %".462" = fcmp olt <16 x float> %".461", %".438"
  %".463" = select  <16 x i1> %".462", <16 x float> %".438", <16 x float> %".461"
  %".464" = fcmp ogt <16 x float> %".463", %".439"
  %".465" = select  <16 x i1> %".464", <16 x float> %".439", <16 x float> %".463"
  %".466" = load <16 x float>, <16 x float>* %"acc1_0"
  %".467" = fcmp olt <16 x float> %".466", %".438"
  %".468" = select  <16 x i1> %".467", <16 x float> %".438", <16 x float> %".466"
  %".469" = fcmp ogt <16 x float> %".468", %".439"
  %".470" = select  <16 x i1> %".469", <16 x float> %".439", <16 x float> %".468"
  %".471" = getelementptr i8, ptr %".430", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".465", ptr %".471", i32 4, <16 x i1> %".460")
  %".473" = getelementptr i8, ptr %".431", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".470", ptr %".473", i32 4, <16 x i1> %".460")
  br label %"tile_done"
store_full_choice:
  br label %"store_full"
store_partial_choice:
  br label %"store_partial"
}
