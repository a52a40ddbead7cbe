; ixconv kernel module, spec: GemmSpec(isa='avx512', mr=2, nr=16, unroll=1, order='panel_inner', broadcast='register', k_block=32, epilogue=(), dot='fma', bf16_output=False)
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
  %".87" = getelementptr i64, ptr %"args", i64 35
  %"groups_share_pixels" = load i64, ptr %".87"
  %".88" = icmp ne i64 %"groups_share_pixels", 0
  %".89" = srem i64 %".45", %"n_panels"
  %".90" = sdiv i64 %".45", %"n_panels"
  %".91" = srem i64 %".90", %"m_groups"
  %".92" = sdiv i64 %".90", %"m_groups"
  %".93" = srem i64 %".92", %"groups"
  %".94" = sdiv i64 %".92", %"groups"
  %".95" = sdiv i64 %".90", %"groups"
  %".96" = srem i64 %".90", %"groups"
  %"group" = select  i1 %".88", i64 %".96", i64 %".93"
  %".97" = srem i64 %".95", %"m_groups"
  %"tile" = select  i1 %".88", i64 %".97", i64 %".91"
  %".98" = sdiv i64 %".95", %"m_groups"
  %"image" = select  i1 %".88", i64 %".98", i64 %".94"
  %".99" = mul i64 %"image", %"a_bs"
  %".100" = mul i64 %"group", %"a_gs"
  %".101" = add i64 %".99", %".100"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".101"
  %".102" = mul i64 %"group", %"w_gs"
  %".103" = mul i64 %".89", %"w_ps"
  %".104" = add i64 %".102", %".103"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".104"
  %"n0" = mul i64 %".89", 16
  %".105" = sub i64 %"k", %"n0"
  %".106" = icmp slt i64 %".105", 16
  %".107" = select  i1 %".106", i64 %".105", i64 16
  %".108" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".108"
  %".109" = icmp ne i64 %"residual.int", 0
  %"tile_lo" = mul i64 %"tile", 8
  %".110" = sub i64 %"m_tiles", %"tile_lo"
  %".111" = icmp slt i64 %".110", 8
  %".112" = select  i1 %".111", i64 %".110", i64 8
  %".113" = add i64 %"kc", 31
  %"k_blocks" = sdiv i64 %".113", 32
  store i64 0, i64* %"k_blocks.i"
  br label %"k_blocks.head"
exit:
  %".83" = getelementptr i64, ptr %"schedule", i64 1
  %".84" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".85" = atomicrmw add ptr %".83", i64 %".84" release
  ret void
k_blocks.head:
  %".116" = load i64, i64* %"k_blocks.i"
  %".117" = icmp slt i64 %".116", %"k_blocks"
  br i1 %".117", label %"k_blocks.body", label %"k_blocks.done"
k_blocks.body:
  %"c_lo" = mul i64 %".116", 32
  %".119" = sub i64 %"kc", %"c_lo"
  %".120" = icmp slt i64 %".119", 32
  %".121" = select  i1 %".120", i64 %".119", i64 32
  %".122" = icmp eq i64 %".116", 0
  %".123" = sub i64 %"k_blocks", 1
  %".124" = icmp eq i64 %".116", %".123"
  store i64 0, i64* %"tiles.i"
  br label %"tiles.head"
k_blocks.done:
  br label %"claim"
tiles.head:
  %".127" = load i64, i64* %"tiles.i"
  %".128" = icmp slt i64 %".127", %".112"
  br i1 %".128", label %"tiles.body", label %"tiles.done"
tiles.body:
  %".130" = add i64 %"tile_lo", %".127"
  %"m0" = mul i64 %".130", 2
  %".131" = sub i64 %"m", %"m0"
  %".132" = icmp slt i64 %".131", 2
  %".133" = select  i1 %".132", i64 %".131", i64 2
  %".134" = mul i64 %"image", %"c_bs"
  %".135" = mul i64 %"group", %"c_gs"
  %".136" = add i64 %".134", %".135"
  %".137" = mul i64 %"n0", 4
  %".138" = add i64 %".136", %".137"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".138"
  %".139" = sub i64 %".133", 1
  %".140" = getelementptr i8, ptr %"w_panel", i64 0
  %".141" = load <16 x float>, ptr %".140", align 64
  store <16 x float> %".141", <16 x float>* %"acc0_0"
  %".143" = getelementptr i8, ptr %"w_panel", i64 0
  %".144" = load <16 x float>, ptr %".143", align 64
  store <16 x float> %".144", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  br i1 %".122", label %"first_block", label %"resume_partial_sums"
tiles.done:
  %".495" = load i64, i64* %"k_blocks.i"
  %".496" = add i64 %".495", 1
  store i64 %".496", i64* %"k_blocks.i"
  br label %"k_blocks.head"
tile_done:
  %".491" = load i64, i64* %"tiles.i"
  %".492" = add i64 %".491", 1
  store i64 %".492", i64* %"tiles.i"
  br label %"tiles.head"
first_block:
  br i1 %".109", label %"first_block_residual", label %"tile_start"
first_block_residual:
  %".151" = icmp slt i64 0, %".139"
  %".152" = select  i1 %".151", i64 0, i64 %".139"
  %".153" = add i64 %"m0", %".152"
  %".154" = icmp slt i64 1, %".139"
  %".155" = select  i1 %".154", i64 1, i64 %".139"
  %".156" = add i64 %"m0", %".155"
  br i1 %"grid", label %"first_block_residual.if", label %"first_block_residual.else"
resume_partial_sums:
  %".195" = icmp slt i64 0, %".139"
  %".196" = select  i1 %".195", i64 0, i64 %".139"
  %".197" = add i64 %"m0", %".196"
  %".198" = icmp slt i64 1, %".139"
  %".199" = select  i1 %".198", i64 1, i64 %".139"
  %".200" = add i64 %"m0", %".199"
  br i1 %"grid", label %"resume_partial_sums.if", label %"resume_partial_sums.else"
tile_start:
  store i64 0, i64* %"since_flush"
  %".239" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".239", ptr %"w_cursor"
  %".241" = mul i64 %"ks", %".121"
  %".242" = icmp sgt i64 %".241", 128
  br i1 %".242", label %"tile_start.if", label %"tile_start.else"
first_block_residual.if:
  %".158" = sdiv i64 %".153", %"row_pixels"
  %".159" = mul i64 %".158", %"row_stride"
  %".160" = srem i64 %".153", %"row_pixels"
  %".161" = mul i64 %".160", %"ldc"
  %".162" = add i64 %".159", %".161"
  %".163" = sdiv i64 %".156", %"row_pixels"
  %".164" = mul i64 %".163", %"row_stride"
  %".165" = srem i64 %".156", %"row_pixels"
  %".166" = mul i64 %".165", %"ldc"
  %".167" = add i64 %".164", %".166"
  br label %"first_block_residual.endif"
first_block_residual.else:
  %".169" = mul i64 %".153", %"ldc"
  %".170" = mul i64 %".156", %"ldc"
  br label %"first_block_residual.endif"
first_block_residual.endif:
  %".172" = phi  i64 [%".162", %"first_block_residual.if"], [%".169", %"first_block_residual.else"]
  %".173" = phi  i64 [%".167", %"first_block_residual.if"], [%".170", %"first_block_residual.else"]
  %".174" = getelementptr i8, ptr %"c_tile", i64 %".172"
  %".175" = getelementptr i8, ptr %"c_tile", i64 %".173"
  %".176" = ptrtoint ptr %"c_tile" to i64
  %".177" = ptrtoint ptr %"c" to i64
  %".178" = sub i64 %".176", %".177"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".178"
  %".179" = getelementptr i8, ptr %"r_tile", i64 %".172"
  %".180" = getelementptr i8, ptr %"r_tile", i64 %".173"
  %".181" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".107", i32 0
  %".182" = shufflevector <16 x i64> %".181", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".183" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".182"
  %".184" = load <16 x float>, <16 x float>* %"acc0_0"
  %".185" = getelementptr i8, ptr %".179", i64 0
  %".186" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".185", i32 4, <16 x i1> %".183", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".187" = fadd <16 x float> %".184", %".186"
  store <16 x float> %".187", <16 x float>* %"acc0_0"
  %".189" = load <16 x float>, <16 x float>* %"acc1_0"
  %".190" = getelementptr i8, ptr %".180", i64 0
  %".191" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".190", i32 4, <16 x i1> %".183", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".192" = fadd <16 x float> %".189", %".191"
  store <16 x float> %".192", <16 x float>* %"acc1_0"
  br label %"tile_start"
resume_partial_sums.if:
  %".202" = sdiv i64 %".197", %"row_pixels"
  %".203" = mul i64 %".202", %"row_stride"
  %".204" = srem i64 %".197", %"row_pixels"
  %".205" = mul i64 %".204", %"ldc"
  %".206" = add i64 %".203", %".205"
  %".207" = sdiv i64 %".200", %"row_pixels"
  %".208" = mul i64 %".207", %"row_stride"
  %".209" = srem i64 %".200", %"row_pixels"
  %".210" = mul i64 %".209", %"ldc"
  %".211" = add i64 %".208", %".210"
  br label %"resume_partial_sums.endif"
resume_partial_sums.else:
  %".213" = mul i64 %".197", %"ldc"
  %".214" = mul i64 %".200", %"ldc"
  br label %"resume_partial_sums.endif"
resume_partial_sums.endif:
  %".216" = phi  i64 [%".206", %"resume_partial_sums.if"], [%".213", %"resume_partial_sums.else"]
  %".217" = phi  i64 [%".211", %"resume_partial_sums.if"], [%".214", %"resume_partial_sums.else"]
  %".218" = getelementptr i8, ptr %"c_tile", i64 %".216"
  %".219" = getelementptr i8, ptr %"c_tile", i64 %".217"
  %".220" = ptrtoint ptr %"c_tile" to i64
  %".221" = ptrtoint ptr %"c" to i64
  %".222" = sub i64 %".220", %".221"
  %"r_tile.1" = getelementptr i8, ptr %"r", i64 %".222"
  %".223" = getelementptr i8, ptr %"r_tile.1", i64 %".216"
  %".224" = getelementptr i8, ptr %"r_tile.1", i64 %".217"
  %".225" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".107", i32 0
  %".226" = shufflevector <16 x i64> %".225", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".227" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".226"
  %".228" = getelementptr i8, ptr %".218", i64 0
  %".229" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".228", i32 4, <16 x i1> %".227", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".229", <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  %".232" = getelementptr i8, ptr %".219", i64 0
  %".233" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".232", i32 4, <16 x i1> %".227", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".233", <16 x float>* %"total1_0"
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
  %".407" = load i1, i1* %"flushed"
  br i1 %".407", label %"tile_start.endif.if", label %"tile_start.endif.endif"
taps.head:
  %".246" = load i64, i64* %"taps.i"
  %".247" = icmp slt i64 %".246", %"ks"
  br i1 %".247", label %"taps.body", label %"taps.done"
taps.body:
  %".249" = mul i64 %"ks", 2
  %".250" = mul i64 %".130", %".249"
  %".251" = mul i64 %".246", 2
  %".252" = add i64 %".250", %".251"
  %".253" = add i64 %".252", 0
  %".254" = getelementptr i64, ptr %"ind", i64 %".253"
  %"off0" = load i64, ptr %".254"
  %".255" = icmp slt i64 %"off0", 0
  %".256" = getelementptr i8, ptr %"a_base", i64 %"off0"
  %"a0" = select  i1 %".255", ptr %"zero", ptr %".256"
  %".257" = add i64 %".252", 1
  %".258" = getelementptr i64, ptr %"ind", i64 %".257"
  %"off1" = load i64, ptr %".258"
  %".259" = icmp slt i64 %"off1", 0
  %".260" = and i1 %".255", %".259"
  %".261" = getelementptr i8, ptr %"a_base", i64 %"off1"
  %"a1" = select  i1 %".259", ptr %"zero", ptr %".261"
  %".262" = mul i64 %"c_lo", 4
  %".263" = getelementptr i8, ptr %"a0", i64 %".262"
  %".264" = getelementptr i8, ptr %"a1", i64 %".262"
  %".265" = mul i64 %".246", %"kc"
  %".266" = add i64 %".265", %"c_lo"
  %".267" = mul i64 %".266", 64
  %".268" = getelementptr i8, ptr %".239", i64 %".267"
  store ptr %".268", ptr %"w_cursor"
  br i1 %".260", label %"tap_done", label %"tap_work"
taps.done:
  br label %"tile_start.endif"
tap_work:
  %".271" = add i64 %".121", 127
  %"chunks" = sdiv i64 %".271", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
tap_done:
  %".336" = load i64, i64* %"taps.i"
  %".337" = add i64 %".336", 1
  store i64 %".337", i64* %"taps.i"
  br label %"taps.head"
channel_chunks.head:
  %".274" = load i64, i64* %"channel_chunks.i"
  %".275" = icmp slt i64 %".274", %"chunks"
  br i1 %".275", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".274", 128
  %".277" = sub i64 %".121", %"chunk_lo"
  %".278" = icmp slt i64 %".277", 128
  %".279" = select  i1 %".278", i64 %".277", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  br label %"tap_done"
channels.head:
  %".282" = load i64, i64* %"channels.i"
  %".283" = icmp slt i64 %".282", %".279"
  br i1 %".283", label %"channels.body", label %"channels.done"
channels.body:
  %".285" = load <16 x float>, <16 x float>* %"acc0_0"
  %".286" = load <16 x float>, <16 x float>* %"acc1_0"
  %".287" = load ptr, ptr %"w_cursor"
  %".288" = mul i64 %".282", 1
  %".289" = add i64 %".288", 0
  %".290" = add i64 %"chunk_lo", %".289"
  %".291" = getelementptr i8, ptr %".287", i64 0
  %".292" = getelementptr i8, ptr %".291", i64 0
  %".293" = load <16 x float>, ptr %".292", align 64
  %".294" = mul i64 %".290", 4
  %".295" = getelementptr i8, ptr %".263", i64 %".294"
  %".296" = load float, ptr %".295", align 4
  %".297" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".296", i32 0
  %".298" = shufflevector <16 x float> %".297", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".299" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".298", <16 x float> %".293", <16 x float> %".285")
  %".300" = getelementptr i8, ptr %".264", i64 %".294"
  %".301" = load float, ptr %".300", align 4
  %".302" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".301", i32 0
  %".303" = shufflevector <16 x float> %".302", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".304" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".303", <16 x float> %".293", <16 x float> %".286")
  store <16 x float> %".299", <16 x float>* %"acc0_0"
  store <16 x float> %".304", <16 x float>* %"acc1_0"
  %".307" = getelementptr i8, ptr %".287", i64 64
  store ptr %".307", ptr %"w_cursor"
  %".309" = load i64, i64* %"channels.i"
  %".310" = add i64 %".309", 1
  store i64 %".310", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".313" = load i64, i64* %"since_flush"
  %".314" = add i64 %".313", %".279"
  store i64 %".314", i64* %"since_flush"
  %".316" = icmp sge i64 %".314", 128
  br i1 %".316", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".318" = load <16 x float>, <16 x float>* %"total0_0"
  %".319" = load <16 x float>, <16 x float>* %"acc0_0"
  %".320" = fadd <16 x float> %".318", %".319"
  store <16 x float> %".320", <16 x float>* %"total0_0"
  %".322" = load <16 x float>, <16 x float>* %"total1_0"
  %".323" = load <16 x float>, <16 x float>* %"acc1_0"
  %".324" = fadd <16 x float> %".322", %".323"
  store <16 x float> %".324", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".331" = load i64, i64* %"channel_chunks.i"
  %".332" = add i64 %".331", 1
  store i64 %".332", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".343" = load i64, i64* %"taps_short.i"
  %".344" = icmp slt i64 %".343", %"ks"
  br i1 %".344", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".346" = mul i64 %"ks", 2
  %".347" = mul i64 %".130", %".346"
  %".348" = mul i64 %".343", 2
  %".349" = add i64 %".347", %".348"
  %".350" = add i64 %".349", 0
  %".351" = getelementptr i64, ptr %"ind", i64 %".350"
  %"off0.1" = load i64, ptr %".351"
  %".352" = icmp slt i64 %"off0.1", 0
  %".353" = getelementptr i8, ptr %"a_base", i64 %"off0.1"
  %"a0.1" = select  i1 %".352", ptr %"zero", ptr %".353"
  %".354" = add i64 %".349", 1
  %".355" = getelementptr i64, ptr %"ind", i64 %".354"
  %"off1.1" = load i64, ptr %".355"
  %".356" = icmp slt i64 %"off1.1", 0
  %".357" = and i1 %".352", %".356"
  %".358" = getelementptr i8, ptr %"a_base", i64 %"off1.1"
  %"a1.1" = select  i1 %".356", ptr %"zero", ptr %".358"
  %".359" = mul i64 %"c_lo", 4
  %".360" = getelementptr i8, ptr %"a0.1", i64 %".359"
  %".361" = getelementptr i8, ptr %"a1.1", i64 %".359"
  %".362" = mul i64 %".343", %"kc"
  %".363" = add i64 %".362", %"c_lo"
  %".364" = mul i64 %".363", 64
  %".365" = getelementptr i8, ptr %".239", i64 %".364"
  store ptr %".365", ptr %"w_cursor"
  br i1 %".357", label %"tap_done.1", label %"tap_work.1"
taps_short.done:
  br label %"tile_start.endif"
tap_work.1:
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
tap_done.1:
  %".402" = load i64, i64* %"taps_short.i"
  %".403" = add i64 %".402", 1
  store i64 %".403", i64* %"taps_short.i"
  br label %"taps_short.head"
channels.head.1:
  %".370" = load i64, i64* %"channels.i.1"
  %".371" = icmp slt i64 %".370", %".121"
  br i1 %".371", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".373" = load <16 x float>, <16 x float>* %"acc0_0"
  %".374" = load <16 x float>, <16 x float>* %"acc1_0"
  %".375" = load ptr, ptr %"w_cursor"
  %".376" = mul i64 %".370", 1
  %".377" = add i64 %".376", 0
  %".378" = add i64 0, %".377"
  %".379" = getelementptr i8, ptr %".375", i64 0
  %".380" = getelementptr i8, ptr %".379", i64 0
  %".381" = load <16 x float>, ptr %".380", align 64
  %".382" = mul i64 %".378", 4
  %".383" = getelementptr i8, ptr %".360", i64 %".382"
  %".384" = load float, ptr %".383", align 4
  %".385" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".384", i32 0
  %".386" = shufflevector <16 x float> %".385", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".387" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".386", <16 x float> %".381", <16 x float> %".373")
  %".388" = getelementptr i8, ptr %".361", i64 %".382"
  %".389" = load float, ptr %".388", align 4
  %".390" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".389", i32 0
  %".391" = shufflevector <16 x float> %".390", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".392" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".391", <16 x float> %".381", <16 x float> %".374")
  store <16 x float> %".387", <16 x float>* %"acc0_0"
  store <16 x float> %".392", <16 x float>* %"acc1_0"
  %".395" = getelementptr i8, ptr %".375", i64 64
  store ptr %".395", ptr %"w_cursor"
  %".397" = load i64, i64* %"channels.i.1"
  %".398" = add i64 %".397", 1
  store i64 %".398", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  br label %"tap_done.1"
tile_start.endif.if:
  %".409" = load <16 x float>, <16 x float>* %"total0_0"
  %".410" = load <16 x float>, <16 x float>* %"acc0_0"
  %".411" = fadd <16 x float> %".409", %".410"
  store <16 x float> %".411", <16 x float>* %"total0_0"
  %".413" = load <16 x float>, <16 x float>* %"total1_0"
  %".414" = load <16 x float>, <16 x float>* %"acc1_0"
  %".415" = fadd <16 x float> %".413", %".414"
  store <16 x float> %".415", <16 x float>* %"total1_0"
  %".417" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".417", <16 x float>* %"acc0_0"
  %".419" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".419", <16 x float>* %"acc1_0"
  br label %"tile_start.endif.endif"
tile_start.endif.endif:
  %".422" = icmp slt i64 0, %".139"
  %".423" = select  i1 %".422", i64 0, i64 %".139"
  %".424" = add i64 %"m0", %".423"
  %".425" = icmp slt i64 1, %".139"
  %".426" = select  i1 %".425", i64 1, i64 %".139"
  %".427" = add i64 %"m0", %".426"
  br i1 %"grid", label %"tile_start.endif.endif.if", label %"tile_start.endif.endif.else"
tile_start.endif.endif.if:
  %".429" = sdiv i64 %".424", %"row_pixels"
  %".430" = mul i64 %".429", %"row_stride"
  %".431" = srem i64 %".424", %"row_pixels"
  %".432" = mul i64 %".431", %"ldc"
  %".433" = add i64 %".430", %".432"
  %".434" = sdiv i64 %".427", %"row_pixels"
  %".435" = mul i64 %".434", %"row_stride"
  %".436" = srem i64 %".427", %"row_pixels"
  %".437" = mul i64 %".436", %"ldc"
  %".438" = add i64 %".435", %".437"
  br label %"tile_start.endif.endif.endif"
tile_start.endif.endif.else:
  %".440" = mul i64 %".424", %"ldc"
  %".441" = mul i64 %".427", %"ldc"
  br label %"tile_start.endif.endif.endif"
tile_start.endif.endif.endif:
  %".443" = phi  i64 [%".433", %"tile_start.endif.endif.if"], [%".440", %"tile_start.endif.endif.else"]
  %".444" = phi  i64 [%".438", %"tile_start.endif.endif.if"], [%".441", %"tile_start.endif.endif.else"]
  %".445" = getelementptr i8, ptr %"c_tile", i64 %".443"
  %".446" = getelementptr i8, ptr %"c_tile", i64 %".444"
  %".447" = ptrtoint ptr %"c_tile" to i64
  %".448" = ptrtoint ptr %"c" to i64
  %".449" = sub i64 %".447", %".448"
  %"r_tile.2" = getelementptr i8, ptr %"r", i64 %".449"
  %".450" = getelementptr i8, ptr %"r_tile.2", i64 %".443"
  %".451" = getelementptr i8, ptr %"r_tile.2", i64 %".444"
  %".452" = icmp eq i64 %".107", 16
  %".453" = select  i1 %".124", <16 x float> %".30", <16 x float> <float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000>
  %".454" = select  i1 %".124", <16 x float> %".34", <16 x float> <float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000>
  br i1 %".452", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".458" = load <16 x float>, <16 x float>* %"acc0_0"
  %".459" = fcmp olt <16 x float> %".458", %".453"
  %".460" = select  <16 x i1> %".459", <16 x float> %".453", <16 x float> %".458"
  %".461" = fcmp ogt <16 x float> %".460", %".454"
  %".462" = select  <16 x i1> %".461", <16 x float> %".454", <16 x float> %".460"
  %".463" = load <16 x float>, <16 x float>* %"acc1_0"
  %".464" = fcmp olt <16 x float> %".463", %".453"
  %".465" = select  <16 x i1> %".464", <16 x float> %".453", <16 x float> %".463"
  %".466" = fcmp ogt <16 x float> %".465", %".454"
  %".467" = select  <16 x i1> %".466", <16 x float> %".454", <16 x float> %".465"
  %".468" = getelementptr i8, ptr %".445", i64 0
  store <16 x float> %".462", ptr %".468", align 4
  %".470" = getelementptr i8, ptr %".446", i64 0
  store <16 x float> %".467", ptr %".470", align 4
  br label %"tile_done"
store_partial:
  %".473" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".107", i32 0
  %".474" = shufflevector <16 x i64> %".473", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".475" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".474"
  %".476" = load <16 x float>, <16 x float>* %"acc0_0"
  %".477" = fcmp olt <16 x float> %".476", %".453"
  %".478" = select  <16 x i1> %".477", <16 x float> %".453", <16 x float> %".476"
  %".479" = fcmp ogt <16 x float> %".478", %".454"
  %".480" = select  <16 x i1> %".479", <16 x float> %".454", <16 x float> %".478"
  %".481" = load <16 x float>, <16 x float>* %"acc1_0"
  %".482" = fcmp olt <16 x float> %".481", %".453"
  %".483" = select  <16 x i1> %".482", <16 x float> %".453", <16 x float> %".481"
  %".484" = fcmp ogt <16 x float> %".483", %".454"
  %".485" = select  <16 x i1> %".484", <16 x float> %".454", <16 x float> %".483"
  %".486" = getelementptr i8, ptr %".445", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".480", ptr %".486", i32 4, <16 x i1> %".475")
  %".488" = getelementptr i8, ptr %".446", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".485", ptr %".488", i32 4, <16 x i1> %".475")
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
  %".87" = getelementptr i64, ptr %"args", i64 35
  %"groups_share_pixels" = load i64, ptr %".87"
  %".88" = icmp ne i64 %"groups_share_pixels", 0
  %".89" = srem i64 %".45", %"n_panels"
  %".90" = sdiv i64 %".45", %"n_panels"
  %".91" = srem i64 %".90", %"m_groups"
  %".92" = sdiv i64 %".90", %"m_groups"
  %".93" = srem i64 %".92", %"groups"
  %".94" = sdiv i64 %".92", %"groups"
  %".95" = sdiv i64 %".90", %"groups"
  %".96" = srem i64 %".90", %"groups"
  %"group" = select  i1 %".88", i64 %".96", i64 %".93"
  %".97" = srem i64 %".95", %"m_groups"
  %"tile" = select  i1 %".88", i64 %".97", i64 %".91"
  %".98" = sdiv i64 %".95", %"m_groups"
  %"image" = select  i1 %".88", i64 %".98", i64 %".94"
  %".99" = mul i64 %"image", %"a_bs"
  %".100" = mul i64 %"group", %"a_gs"
  %".101" = add i64 %".99", %".100"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".101"
  %".102" = mul i64 %"group", %"w_gs"
  %".103" = mul i64 %".89", %"w_ps"
  %".104" = add i64 %".102", %".103"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".104"
  %"n0" = mul i64 %".89", 16
  %".105" = sub i64 %"k", %"n0"
  %".106" = icmp slt i64 %".105", 16
  %".107" = select  i1 %".106", i64 %".105", i64 16
  %".108" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".108"
  %".109" = icmp ne i64 %"residual.int", 0
  %"tile_lo" = mul i64 %"tile", 8
  %".110" = sub i64 %"m_tiles", %"tile_lo"
  %".111" = icmp slt i64 %".110", 8
  %".112" = select  i1 %".111", i64 %".110", i64 8
  %".113" = add i64 %"kc", 31
  %"k_blocks" = sdiv i64 %".113", 32
  store i64 0, i64* %"k_blocks.i"
  br label %"k_blocks.head"
exit:
  %".83" = getelementptr i64, ptr %"schedule", i64 1
  %".84" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".85" = atomicrmw add ptr %".83", i64 %".84" release
  ret void
k_blocks.head:
  %".116" = load i64, i64* %"k_blocks.i"
  %".117" = icmp slt i64 %".116", %"k_blocks"
  br i1 %".117", label %"k_blocks.body", label %"k_blocks.done"
k_blocks.body:
  %"c_lo" = mul i64 %".116", 32
  %".119" = sub i64 %"kc", %"c_lo"
  %".120" = icmp slt i64 %".119", 32
  %".121" = select  i1 %".120", i64 %".119", i64 32
  %".122" = icmp eq i64 %".116", 0
  %".123" = sub i64 %"k_blocks", 1
  %".124" = icmp eq i64 %".116", %".123"
  store i64 0, i64* %"tiles.i"
  br label %"tiles.head"
k_blocks.done:
  br label %"claim"
tiles.head:
  %".127" = load i64, i64* %"tiles.i"
  %".128" = icmp slt i64 %".127", %".112"
  br i1 %".128", label %"tiles.body", label %"tiles.done"
tiles.body:
  %".130" = add i64 %"tile_lo", %".127"
  %"m0" = mul i64 %".130", 2
  %".131" = sub i64 %"m", %"m0"
  %".132" = icmp slt i64 %".131", 2
  %".133" = select  i1 %".132", i64 %".131", i64 2
  %".134" = mul i64 %"image", %"c_bs"
  %".135" = mul i64 %"group", %"c_gs"
  %".136" = add i64 %".134", %".135"
  %".137" = mul i64 %"n0", 4
  %".138" = add i64 %".136", %".137"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".138"
  %".139" = sub i64 %".133", 1
  %".140" = getelementptr i8, ptr %"w_panel", i64 0
  %".141" = load <16 x float>, ptr %".140", align 64
  store <16 x float> %".141", <16 x float>* %"acc0_0"
  %".143" = getelementptr i8, ptr %"w_panel", i64 0
  %".144" = load <16 x float>, ptr %".143", align 64
  store <16 x float> %".144", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  br i1 %".122", label %"first_block", label %"resume_partial_sums"
tiles.done:
  %".481" = load i64, i64* %"k_blocks.i"
  %".482" = add i64 %".481", 1
  store i64 %".482", i64* %"k_blocks.i"
  br label %"k_blocks.head"
tile_done:
  %".477" = load i64, i64* %"tiles.i"
  %".478" = add i64 %".477", 1
  store i64 %".478", i64* %"tiles.i"
  br label %"tiles.head"
first_block:
  br i1 %".109", label %"first_block_residual", label %"tile_start"
first_block_residual:
  %".151" = icmp slt i64 0, %".139"
  %".152" = select  i1 %".151", i64 0, i64 %".139"
  %".153" = add i64 %"m0", %".152"
  %".154" = icmp slt i64 1, %".139"
  %".155" = select  i1 %".154", i64 1, i64 %".139"
  %".156" = add i64 %"m0", %".155"
  br i1 %"grid", label %"first_block_residual.if", label %"first_block_residual.else"
resume_partial_sums:
  %".195" = icmp slt i64 0, %".139"
  %".196" = select  i1 %".195", i64 0, i64 %".139"
  %".197" = add i64 %"m0", %".196"
  %".198" = icmp slt i64 1, %".139"
  %".199" = select  i1 %".198", i64 1, i64 %".139"
  %".200" = add i64 %"m0", %".199"
  br i1 %"grid", label %"resume_partial_sums.if", label %"resume_partial_sums.else"
tile_start:
  store i64 0, i64* %"since_flush"
  %".239" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".239", ptr %"w_cursor"
  %".241" = mul i64 %"ks", %".121"
  %".242" = icmp sgt i64 %".241", 128
  br i1 %".242", label %"tile_start.if", label %"tile_start.else"
first_block_residual.if:
  %".158" = sdiv i64 %".153", %"row_pixels"
  %".159" = mul i64 %".158", %"row_stride"
  %".160" = srem i64 %".153", %"row_pixels"
  %".161" = mul i64 %".160", %"ldc"
  %".162" = add i64 %".159", %".161"
  %".163" = sdiv i64 %".156", %"row_pixels"
  %".164" = mul i64 %".163", %"row_stride"
  %".165" = srem i64 %".156", %"row_pixels"
  %".166" = mul i64 %".165", %"ldc"
  %".167" = add i64 %".164", %".166"
  br label %"first_block_residual.endif"
first_block_residual.else:
  %".169" = mul i64 %".153", %"ldc"
  %".170" = mul i64 %".156", %"ldc"
  br label %"first_block_residual.endif"
first_block_residual.endif:
  %".172" = phi  i64 [%".162", %"first_block_residual.if"], [%".169", %"first_block_residual.else"]
  %".173" = phi  i64 [%".167", %"first_block_residual.if"], [%".170", %"first_block_residual.else"]
  %".174" = getelementptr i8, ptr %"c_tile", i64 %".172"
  %".175" = getelementptr i8, ptr %"c_tile", i64 %".173"
  %".176" = ptrtoint ptr %"c_tile" to i64
  %".177" = ptrtoint ptr %"c" to i64
  %".178" = sub i64 %".176", %".177"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".178"
  %".179" = getelementptr i8, ptr %"r_tile", i64 %".172"
  %".180" = getelementptr i8, ptr %"r_tile", i64 %".173"
  %".181" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".107", i32 0
  %".182" = shufflevector <16 x i64> %".181", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".183" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".182"
  %".184" = load <16 x float>, <16 x float>* %"acc0_0"
  %".185" = getelementptr i8, ptr %".179", i64 0
  %".186" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".185", i32 4, <16 x i1> %".183", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".187" = fadd <16 x float> %".184", %".186"
  store <16 x float> %".187", <16 x float>* %"acc0_0"
  %".189" = load <16 x float>, <16 x float>* %"acc1_0"
  %".190" = getelementptr i8, ptr %".180", i64 0
  %".191" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".190", i32 4, <16 x i1> %".183", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".192" = fadd <16 x float> %".189", %".191"
  store <16 x float> %".192", <16 x float>* %"acc1_0"
  br label %"tile_start"
resume_partial_sums.if:
  %".202" = sdiv i64 %".197", %"row_pixels"
  %".203" = mul i64 %".202", %"row_stride"
  %".204" = srem i64 %".197", %"row_pixels"
  %".205" = mul i64 %".204", %"ldc"
  %".206" = add i64 %".203", %".205"
  %".207" = sdiv i64 %".200", %"row_pixels"
  %".208" = mul i64 %".207", %"row_stride"
  %".209" = srem i64 %".200", %"row_pixels"
  %".210" = mul i64 %".209", %"ldc"
  %".211" = add i64 %".208", %".210"
  br label %"resume_partial_sums.endif"
resume_partial_sums.else:
  %".213" = mul i64 %".197", %"ldc"
  %".214" = mul i64 %".200", %"ldc"
  br label %"resume_partial_sums.endif"
resume_partial_sums.endif:
  %".216" = phi  i64 [%".206", %"resume_partial_sums.if"], [%".213", %"resume_partial_sums.else"]
  %".217" = phi  i64 [%".211", %"resume_partial_sums.if"], [%".214", %"resume_partial_sums.else"]
  %".218" = getelementptr i8, ptr %"c_tile", i64 %".216"
  %".219" = getelementptr i8, ptr %"c_tile", i64 %".217"
  %".220" = ptrtoint ptr %"c_tile" to i64
  %".221" = ptrtoint ptr %"c" to i64
  %".222" = sub i64 %".220", %".221"
  %"r_tile.1" = getelementptr i8, ptr %"r", i64 %".222"
  %".223" = getelementptr i8, ptr %"r_tile.1", i64 %".216"
  %".224" = getelementptr i8, ptr %"r_tile.1", i64 %".217"
  %".225" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".107", i32 0
  %".226" = shufflevector <16 x i64> %".225", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".227" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".226"
  %".228" = getelementptr i8, ptr %".218", i64 0
  %".229" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".228", i32 4, <16 x i1> %".227", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".229", <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  %".232" = getelementptr i8, ptr %".219", i64 0
  %".233" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".232", i32 4, <16 x i1> %".227", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".233", <16 x float>* %"total1_0"
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
  %".393" = load i1, i1* %"flushed"
  br i1 %".393", label %"tile_start.endif.if", label %"tile_start.endif.endif"
taps.head:
  %".246" = load i64, i64* %"taps.i"
  %".247" = icmp slt i64 %".246", %"ks"
  br i1 %".247", label %"taps.body", label %"taps.done"
taps.body:
  %".249" = icmp slt i64 0, %".139"
  %".250" = select  i1 %".249", i64 0, i64 %".139"
  %".251" = add i64 %"m0", %".250"
  %".252" = mul i64 %".251", %"lda"
  %"a0" = getelementptr i8, ptr %"a_base", i64 %".252"
  %".253" = icmp slt i64 1, %".139"
  %".254" = select  i1 %".253", i64 1, i64 %".139"
  %".255" = add i64 %"m0", %".254"
  %".256" = mul i64 %".255", %"lda"
  %"a1" = getelementptr i8, ptr %"a_base", i64 %".256"
  %".257" = mul i64 %"c_lo", 4
  %".258" = getelementptr i8, ptr %"a0", i64 %".257"
  %".259" = getelementptr i8, ptr %"a1", i64 %".257"
  %".260" = mul i64 %".246", %"kc"
  %".261" = add i64 %".260", %"c_lo"
  %".262" = mul i64 %".261", 64
  %".263" = getelementptr i8, ptr %".239", i64 %".262"
  store ptr %".263", ptr %"w_cursor"
  %".265" = add i64 %".121", 127
  %"chunks" = sdiv i64 %".265", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps.done:
  br label %"tile_start.endif"
channel_chunks.head:
  %".268" = load i64, i64* %"channel_chunks.i"
  %".269" = icmp slt i64 %".268", %"chunks"
  br i1 %".269", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".268", 128
  %".271" = sub i64 %".121", %"chunk_lo"
  %".272" = icmp slt i64 %".271", 128
  %".273" = select  i1 %".272", i64 %".271", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  %".329" = load i64, i64* %"taps.i"
  %".330" = add i64 %".329", 1
  store i64 %".330", i64* %"taps.i"
  br label %"taps.head"
channels.head:
  %".276" = load i64, i64* %"channels.i"
  %".277" = icmp slt i64 %".276", %".273"
  br i1 %".277", label %"channels.body", label %"channels.done"
channels.body:
  %".279" = load <16 x float>, <16 x float>* %"acc0_0"
  %".280" = load <16 x float>, <16 x float>* %"acc1_0"
  %".281" = load ptr, ptr %"w_cursor"
  %".282" = mul i64 %".276", 1
  %".283" = add i64 %".282", 0
  %".284" = add i64 %"chunk_lo", %".283"
  %".285" = getelementptr i8, ptr %".281", i64 0
  %".286" = getelementptr i8, ptr %".285", i64 0
  %".287" = load <16 x float>, ptr %".286", align 64
  %".288" = mul i64 %".284", 4
  %".289" = getelementptr i8, ptr %".258", i64 %".288"
  %".290" = load float, ptr %".289", align 4
  %".291" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".290", i32 0
  %".292" = shufflevector <16 x float> %".291", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".293" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".292", <16 x float> %".287", <16 x float> %".279")
  %".294" = getelementptr i8, ptr %".259", i64 %".288"
  %".295" = load float, ptr %".294", align 4
  %".296" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".295", i32 0
  %".297" = shufflevector <16 x float> %".296", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".298" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".297", <16 x float> %".287", <16 x float> %".280")
  store <16 x float> %".293", <16 x float>* %"acc0_0"
  store <16 x float> %".298", <16 x float>* %"acc1_0"
  %".301" = getelementptr i8, ptr %".281", i64 64
  store ptr %".301", ptr %"w_cursor"
  %".303" = load i64, i64* %"channels.i"
  %".304" = add i64 %".303", 1
  store i64 %".304", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".307" = load i64, i64* %"since_flush"
  %".308" = add i64 %".307", %".273"
  store i64 %".308", i64* %"since_flush"
  %".310" = icmp sge i64 %".308", 128
  br i1 %".310", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".312" = load <16 x float>, <16 x float>* %"total0_0"
  %".313" = load <16 x float>, <16 x float>* %"acc0_0"
  %".314" = fadd <16 x float> %".312", %".313"
  store <16 x float> %".314", <16 x float>* %"total0_0"
  %".316" = load <16 x float>, <16 x float>* %"total1_0"
  %".317" = load <16 x float>, <16 x float>* %"acc1_0"
  %".318" = fadd <16 x float> %".316", %".317"
  store <16 x float> %".318", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".325" = load i64, i64* %"channel_chunks.i"
  %".326" = add i64 %".325", 1
  store i64 %".326", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".336" = load i64, i64* %"taps_short.i"
  %".337" = icmp slt i64 %".336", %"ks"
  br i1 %".337", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".339" = icmp slt i64 0, %".139"
  %".340" = select  i1 %".339", i64 0, i64 %".139"
  %".341" = add i64 %"m0", %".340"
  %".342" = mul i64 %".341", %"lda"
  %"a0.1" = getelementptr i8, ptr %"a_base", i64 %".342"
  %".343" = icmp slt i64 1, %".139"
  %".344" = select  i1 %".343", i64 1, i64 %".139"
  %".345" = add i64 %"m0", %".344"
  %".346" = mul i64 %".345", %"lda"
  %"a1.1" = getelementptr i8, ptr %"a_base", i64 %".346"
  %".347" = mul i64 %"c_lo", 4
  %".348" = getelementptr i8, ptr %"a0.1", i64 %".347"
  %".349" = getelementptr i8, ptr %"a1.1", i64 %".347"
  %".350" = mul i64 %".336", %"kc"
  %".351" = add i64 %".350", %"c_lo"
  %".352" = mul i64 %".351", 64
  %".353" = getelementptr i8, ptr %".239", i64 %".352"
  store ptr %".353", ptr %"w_cursor"
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
taps_short.done:
  br label %"tile_start.endif"
channels.head.1:
  %".357" = load i64, i64* %"channels.i.1"
  %".358" = icmp slt i64 %".357", %".121"
  br i1 %".358", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".360" = load <16 x float>, <16 x float>* %"acc0_0"
  %".361" = load <16 x float>, <16 x float>* %"acc1_0"
  %".362" = load ptr, ptr %"w_cursor"
  %".363" = mul i64 %".357", 1
  %".364" = add i64 %".363", 0
  %".365" = add i64 0, %".364"
  %".366" = getelementptr i8, ptr %".362", i64 0
  %".367" = getelementptr i8, ptr %".366", i64 0
  %".368" = load <16 x float>, ptr %".367", align 64
  %".369" = mul i64 %".365", 4
  %".370" = getelementptr i8, ptr %".348", i64 %".369"
  %".371" = load float, ptr %".370", align 4
  %".372" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".371", i32 0
  %".373" = shufflevector <16 x float> %".372", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".374" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".373", <16 x float> %".368", <16 x float> %".360")
  %".375" = getelementptr i8, ptr %".349", i64 %".369"
  %".376" = load float, ptr %".375", align 4
  %".377" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".376", i32 0
  %".378" = shufflevector <16 x float> %".377", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".379" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".378", <16 x float> %".368", <16 x float> %".361")
  store <16 x float> %".374", <16 x float>* %"acc0_0"
  store <16 x float> %".379", <16 x float>* %"acc1_0"
  %".382" = getelementptr i8, ptr %".362", i64 64
  store ptr %".382", ptr %"w_cursor"
  %".384" = load i64, i64* %"channels.i.1"
  %".385" = add i64 %".384", 1
  store i64 %".385", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  %".388" = load i64, i64* %"taps_short.i"
  %".389" = add i64 %".388", 1
  store i64 %".389", i64* %"taps_short.i"
  br label %"taps_short.head"
tile_start.endif.if:
  %".395" = load <16 x float>, <16 x float>* %"total0_0"
  %".396" = load <16 x float>, <16 x float>* %"acc0_0"
  %".397" = fadd <16 x float> %".395", %".396"
  store <16 x float> %".397", <16 x float>* %"total0_0"
  %".399" = load <16 x float>, <16 x float>* %"total1_0"
  %".400" = load <16 x float>, <16 x float>* %"acc1_0"
  %".401" = fadd <16 x float> %".399", %".400"
  store <16 x float> %".401", <16 x float>* %"total1_0"
  %".403" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".403", <16 x float>* %"acc0_0"
  %".405" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".405", <16 x float>* %"acc1_0"
  br label %"tile_start.endif.endif"
tile_start.endif.endif:
  %".408" = icmp slt i64 0, %".139"
  %".409" = select  i1 %".408", i64 0, i64 %".139"
  %".410" = add i64 %"m0", %".409"
  %".411" = icmp slt i64 1, %".139"
  %".412" = select  i1 %".411", i64 1, i64 %".139"
  %".413" = add i64 %"m0", %".412"
  br i1 %"grid", label %"tile_start.endif.endif.if", label %"tile_start.endif.endif.else"
tile_start.endif.endif.if:
  %".415" = sdiv i64 %".410", %"row_pixels"
  %".416" = mul i64 %".415", %"row_stride"
  %".417" = srem i64 %".410", %"row_pixels"
  %".418" = mul i64 %".417", %"ldc"
  %".419" = add i64 %".416", %".418"
  %".420" = sdiv i64 %".413", %"row_pixels"
  %".421" = mul i64 %".420", %"row_stride"
  %".422" = srem i64 %".413", %"row_pixels"
  %".423" = mul i64 %".422", %"ldc"
  %".424" = add i64 %".421", %".423"
  br label %"tile_start.endif.endif.endif"
tile_start.endif.endif.else:
  %".426" = mul i64 %".410", %"ldc"
  %".427" = mul i64 %".413", %"ldc"
  br label %"tile_start.endif.endif.endif"
tile_start.endif.endif.endif:
  %".429" = phi  i64 [%".419", %"tile_start.endif.endif.if"], [%".426", %"tile_start.endif.endif.else"]
  %".430" = phi  i64 [%".424", %"tile_start.endif.endif.if"], [%".427", %"tile_start.endif.endif.else"]
  %".431" = getelementptr i8, ptr %"c_tile", i64 %".429"
  %".432" = getelementptr i8, ptr %"c_tile", i64 %".430"
  %".433" = ptrtoint ptr %"c_tile" to i64
  %".434" = ptrtoint ptr %"c" to i64
  %".435" = sub i64 %".433", %".434"
  %"r_tile.2" = getelementptr i8, ptr %"r", i64 %".435"
  %".436" = getelementptr i8, ptr %"r_tile.2", i64 %".429"
  %".437" = getelementptr i8, ptr %"r_tile.2", i64 %".430"
  %".438" = icmp eq i64 %".107", 16
  %".439" = select  i1 %".124", <16 x float> %".30", <16 x float> <float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000>
  %".440" = select  i1 %".124", <16 x float> %".34", <16 x float> <float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000>
  br i1 %".438", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".444" = load <16 x float>, <16 x float>* %"acc0_0"
  %".445" = fcmp olt <16 x float> %".444", %".439"
  %".446" = select  <16 x i1> %".445", <16 x float> %".439", <16 x float> %".444"
  %".447" = fcmp ogt <16 x float> %".446", %".440"
  %".448" = select  <16 x i1> %".447", <16 x float> %".440", <16 x float> %".446"
  %".449" = load <16 x float>, <16 x float>* %"acc1_0"
  %".450" = fcmp olt <16 x float> %".449", %".439"
  %".451" = select  <16 x i1> %".450", <16 x float> %".439", <16 x float> %".449"
  %".452" = fcmp ogt <16 x float> %".451", %".440"
  %".453" = select  <16 x i1> %".452", <16 x float> %".440", <16 x float> %".451"
  %".454" = getelementptr i8, ptr %".431", i64 0
  store <16 x float> %".448", ptr %".454", align 4
  %".456" = getelementptr i8, ptr %".432", i64 0
  store <16 x float> %".453", ptr %".456", align 4
  br label %"tile_done"
store_partial:
  %".459" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".107", i32 0
  %".460" = shufflevector <16 x i64> %".459", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".461" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".460"
  %".462" = load <16 x float>, <16 x float>* %"acc0_0"
  %".463" = fcmp olt <16 x float> %".462", %".439"
  %".464" = select  <16 x i1> %".463", <16 x float> %".439", <16 x float> %".462"
  %".465" = fcmp ogt <16 x float> %".464", %".440"
  %".466" = select  <16 x i1> %".465", <16 x float> %".440", <16 x float> %".464"
  %".467" = load <16 x float>, <16 x float>* %"acc1_0"
  %".468" = fcmp olt <16 x float> %".467", %".439"
  %".469" = select  <16 x i1> %".468", <16 x float> %".439", <16 x float> %".467"
  %".470" = fcmp ogt <16 x float> %".469", %".440"
  %".471" = select  <16 x i1> %".470", <16 x float> %".440", <16 x float> %".469"
  %".472" = getelementptr i8, ptr %".431", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".466", ptr %".472", i32 4, <16 x i1> %".461")
  %".474" = getelementptr i8, ptr %".432", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".471", ptr %".474", i32 4, <16 x i1> %".461")
  br label %"tile_done"
store_full_choice:
  br label %"store_full"
store_partial_choice:
  br label %"store_partial"
}
