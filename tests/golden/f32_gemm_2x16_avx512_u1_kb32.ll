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
  %".91" = mul i64 %"image", %"a_bs"
  %".92" = mul i64 %"group", %"a_gs"
  %".93" = add i64 %".91", %".92"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".93"
  %".94" = mul i64 %"group", %"w_gs"
  %".95" = mul i64 %".87", %"w_ps"
  %".96" = add i64 %".94", %".95"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".96"
  %"n0" = mul i64 %".87", 16
  %".97" = sub i64 %"k", %"n0"
  %".98" = icmp slt i64 %".97", 16
  %".99" = select  i1 %".98", i64 %".97", i64 16
  %".100" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".100"
  %".101" = icmp ne i64 %"residual.int", 0
  %"tile_lo" = mul i64 %".89", 8
  %".102" = sub i64 %"m_tiles", %"tile_lo"
  %".103" = icmp slt i64 %".102", 8
  %".104" = select  i1 %".103", i64 %".102", i64 8
  %".105" = add i64 %"kc", 31
  %"k_blocks" = sdiv i64 %".105", 32
  store i64 0, i64* %"k_blocks.i"
  br label %"k_blocks.head"
exit:
  %".83" = getelementptr i64, ptr %"schedule", i64 1
  %".84" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".85" = atomicrmw add ptr %".83", i64 %".84" release
  ret void
k_blocks.head:
  %".108" = load i64, i64* %"k_blocks.i"
  %".109" = icmp slt i64 %".108", %"k_blocks"
  br i1 %".109", label %"k_blocks.body", label %"k_blocks.done"
k_blocks.body:
  %"c_lo" = mul i64 %".108", 32
  %".111" = sub i64 %"kc", %"c_lo"
  %".112" = icmp slt i64 %".111", 32
  %".113" = select  i1 %".112", i64 %".111", i64 32
  %".114" = icmp eq i64 %".108", 0
  %".115" = sub i64 %"k_blocks", 1
  %".116" = icmp eq i64 %".108", %".115"
  store i64 0, i64* %"tiles.i"
  br label %"tiles.head"
k_blocks.done:
  br label %"claim"
tiles.head:
  %".119" = load i64, i64* %"tiles.i"
  %".120" = icmp slt i64 %".119", %".104"
  br i1 %".120", label %"tiles.body", label %"tiles.done"
tiles.body:
  %".122" = add i64 %"tile_lo", %".119"
  %"m0" = mul i64 %".122", 2
  %".123" = sub i64 %"m", %"m0"
  %".124" = icmp slt i64 %".123", 2
  %".125" = select  i1 %".124", i64 %".123", i64 2
  %".126" = mul i64 %"image", %"c_bs"
  %".127" = mul i64 %"group", %"c_gs"
  %".128" = add i64 %".126", %".127"
  %".129" = mul i64 %"n0", 4
  %".130" = add i64 %".128", %".129"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".130"
  %".131" = sub i64 %".125", 1
  %".132" = getelementptr i8, ptr %"w_panel", i64 0
  %".133" = load <16 x float>, ptr %".132", align 64
  store <16 x float> %".133", <16 x float>* %"acc0_0"
  %".135" = getelementptr i8, ptr %"w_panel", i64 0
  %".136" = load <16 x float>, ptr %".135", align 64
  store <16 x float> %".136", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  br i1 %".114", label %"first_block", label %"resume_partial_sums"
tiles.done:
  %".487" = load i64, i64* %"k_blocks.i"
  %".488" = add i64 %".487", 1
  store i64 %".488", i64* %"k_blocks.i"
  br label %"k_blocks.head"
tile_done:
  %".483" = load i64, i64* %"tiles.i"
  %".484" = add i64 %".483", 1
  store i64 %".484", i64* %"tiles.i"
  br label %"tiles.head"
first_block:
  br i1 %".101", label %"first_block_residual", label %"tile_start"
first_block_residual:
  %".143" = icmp slt i64 0, %".131"
  %".144" = select  i1 %".143", i64 0, i64 %".131"
  %".145" = add i64 %"m0", %".144"
  %".146" = icmp slt i64 1, %".131"
  %".147" = select  i1 %".146", i64 1, i64 %".131"
  %".148" = add i64 %"m0", %".147"
  br i1 %"grid", label %"first_block_residual.if", label %"first_block_residual.else"
resume_partial_sums:
  %".187" = icmp slt i64 0, %".131"
  %".188" = select  i1 %".187", i64 0, i64 %".131"
  %".189" = add i64 %"m0", %".188"
  %".190" = icmp slt i64 1, %".131"
  %".191" = select  i1 %".190", i64 1, i64 %".131"
  %".192" = add i64 %"m0", %".191"
  br i1 %"grid", label %"resume_partial_sums.if", label %"resume_partial_sums.else"
tile_start:
  store i64 0, i64* %"since_flush"
  %".231" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".231", ptr %"w_cursor"
  %".233" = mul i64 %"ks", %".113"
  %".234" = icmp sgt i64 %".233", 128
  br i1 %".234", label %"tile_start.if", label %"tile_start.else"
first_block_residual.if:
  %".150" = sdiv i64 %".145", %"row_pixels"
  %".151" = mul i64 %".150", %"row_stride"
  %".152" = srem i64 %".145", %"row_pixels"
  %".153" = mul i64 %".152", %"ldc"
  %".154" = add i64 %".151", %".153"
  %".155" = sdiv i64 %".148", %"row_pixels"
  %".156" = mul i64 %".155", %"row_stride"
  %".157" = srem i64 %".148", %"row_pixels"
  %".158" = mul i64 %".157", %"ldc"
  %".159" = add i64 %".156", %".158"
  br label %"first_block_residual.endif"
first_block_residual.else:
  %".161" = mul i64 %".145", %"ldc"
  %".162" = mul i64 %".148", %"ldc"
  br label %"first_block_residual.endif"
first_block_residual.endif:
  %".164" = phi  i64 [%".154", %"first_block_residual.if"], [%".161", %"first_block_residual.else"]
  %".165" = phi  i64 [%".159", %"first_block_residual.if"], [%".162", %"first_block_residual.else"]
  %".166" = getelementptr i8, ptr %"c_tile", i64 %".164"
  %".167" = getelementptr i8, ptr %"c_tile", i64 %".165"
  %".168" = ptrtoint ptr %"c_tile" to i64
  %".169" = ptrtoint ptr %"c" to i64
  %".170" = sub i64 %".168", %".169"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".170"
  %".171" = getelementptr i8, ptr %"r_tile", i64 %".164"
  %".172" = getelementptr i8, ptr %"r_tile", i64 %".165"
  %".173" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".99", i32 0
  %".174" = shufflevector <16 x i64> %".173", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".175" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".174"
  %".176" = load <16 x float>, <16 x float>* %"acc0_0"
  %".177" = getelementptr i8, ptr %".171", i64 0
  %".178" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".177", i32 4, <16 x i1> %".175", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".179" = fadd <16 x float> %".176", %".178"
  store <16 x float> %".179", <16 x float>* %"acc0_0"
  %".181" = load <16 x float>, <16 x float>* %"acc1_0"
  %".182" = getelementptr i8, ptr %".172", i64 0
  %".183" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".182", i32 4, <16 x i1> %".175", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".184" = fadd <16 x float> %".181", %".183"
  store <16 x float> %".184", <16 x float>* %"acc1_0"
  br label %"tile_start"
resume_partial_sums.if:
  %".194" = sdiv i64 %".189", %"row_pixels"
  %".195" = mul i64 %".194", %"row_stride"
  %".196" = srem i64 %".189", %"row_pixels"
  %".197" = mul i64 %".196", %"ldc"
  %".198" = add i64 %".195", %".197"
  %".199" = sdiv i64 %".192", %"row_pixels"
  %".200" = mul i64 %".199", %"row_stride"
  %".201" = srem i64 %".192", %"row_pixels"
  %".202" = mul i64 %".201", %"ldc"
  %".203" = add i64 %".200", %".202"
  br label %"resume_partial_sums.endif"
resume_partial_sums.else:
  %".205" = mul i64 %".189", %"ldc"
  %".206" = mul i64 %".192", %"ldc"
  br label %"resume_partial_sums.endif"
resume_partial_sums.endif:
  %".208" = phi  i64 [%".198", %"resume_partial_sums.if"], [%".205", %"resume_partial_sums.else"]
  %".209" = phi  i64 [%".203", %"resume_partial_sums.if"], [%".206", %"resume_partial_sums.else"]
  %".210" = getelementptr i8, ptr %"c_tile", i64 %".208"
  %".211" = getelementptr i8, ptr %"c_tile", i64 %".209"
  %".212" = ptrtoint ptr %"c_tile" to i64
  %".213" = ptrtoint ptr %"c" to i64
  %".214" = sub i64 %".212", %".213"
  %"r_tile.1" = getelementptr i8, ptr %"r", i64 %".214"
  %".215" = getelementptr i8, ptr %"r_tile.1", i64 %".208"
  %".216" = getelementptr i8, ptr %"r_tile.1", i64 %".209"
  %".217" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".99", i32 0
  %".218" = shufflevector <16 x i64> %".217", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".219" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".218"
  %".220" = getelementptr i8, ptr %".210", i64 0
  %".221" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".220", i32 4, <16 x i1> %".219", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".221", <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  %".224" = getelementptr i8, ptr %".211", i64 0
  %".225" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".224", i32 4, <16 x i1> %".219", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".225", <16 x float>* %"total1_0"
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
  %".399" = load i1, i1* %"flushed"
  br i1 %".399", label %"tile_start.endif.if", label %"tile_start.endif.endif"
taps.head:
  %".238" = load i64, i64* %"taps.i"
  %".239" = icmp slt i64 %".238", %"ks"
  br i1 %".239", label %"taps.body", label %"taps.done"
taps.body:
  %".241" = mul i64 %"ks", 2
  %".242" = mul i64 %".122", %".241"
  %".243" = mul i64 %".238", 2
  %".244" = add i64 %".242", %".243"
  %".245" = add i64 %".244", 0
  %".246" = getelementptr i64, ptr %"ind", i64 %".245"
  %"off0" = load i64, ptr %".246"
  %".247" = icmp slt i64 %"off0", 0
  %".248" = getelementptr i8, ptr %"a_base", i64 %"off0"
  %"a0" = select  i1 %".247", ptr %"zero", ptr %".248"
  %".249" = add i64 %".244", 1
  %".250" = getelementptr i64, ptr %"ind", i64 %".249"
  %"off1" = load i64, ptr %".250"
  %".251" = icmp slt i64 %"off1", 0
  %".252" = and i1 %".247", %".251"
  %".253" = getelementptr i8, ptr %"a_base", i64 %"off1"
  %"a1" = select  i1 %".251", ptr %"zero", ptr %".253"
  %".254" = mul i64 %"c_lo", 4
  %".255" = getelementptr i8, ptr %"a0", i64 %".254"
  %".256" = getelementptr i8, ptr %"a1", i64 %".254"
  %".257" = mul i64 %".238", %"kc"
  %".258" = add i64 %".257", %"c_lo"
  %".259" = mul i64 %".258", 64
  %".260" = getelementptr i8, ptr %".231", i64 %".259"
  store ptr %".260", ptr %"w_cursor"
  br i1 %".252", label %"tap_done", label %"tap_work"
taps.done:
  br label %"tile_start.endif"
tap_work:
  %".263" = add i64 %".113", 127
  %"chunks" = sdiv i64 %".263", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
tap_done:
  %".328" = load i64, i64* %"taps.i"
  %".329" = add i64 %".328", 1
  store i64 %".329", i64* %"taps.i"
  br label %"taps.head"
channel_chunks.head:
  %".266" = load i64, i64* %"channel_chunks.i"
  %".267" = icmp slt i64 %".266", %"chunks"
  br i1 %".267", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".266", 128
  %".269" = sub i64 %".113", %"chunk_lo"
  %".270" = icmp slt i64 %".269", 128
  %".271" = select  i1 %".270", i64 %".269", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  br label %"tap_done"
channels.head:
  %".274" = load i64, i64* %"channels.i"
  %".275" = icmp slt i64 %".274", %".271"
  br i1 %".275", label %"channels.body", label %"channels.done"
channels.body:
  %".277" = load <16 x float>, <16 x float>* %"acc0_0"
  %".278" = load <16 x float>, <16 x float>* %"acc1_0"
  %".279" = load ptr, ptr %"w_cursor"
  %".280" = mul i64 %".274", 1
  %".281" = add i64 %".280", 0
  %".282" = add i64 %"chunk_lo", %".281"
  %".283" = getelementptr i8, ptr %".279", i64 0
  %".284" = getelementptr i8, ptr %".283", i64 0
  %".285" = load <16 x float>, ptr %".284", align 64
  %".286" = mul i64 %".282", 4
  %".287" = getelementptr i8, ptr %".255", i64 %".286"
  %".288" = load float, ptr %".287", align 4
  %".289" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".288", i32 0
  %".290" = shufflevector <16 x float> %".289", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".291" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".290", <16 x float> %".285", <16 x float> %".277")
  %".292" = getelementptr i8, ptr %".256", i64 %".286"
  %".293" = load float, ptr %".292", align 4
  %".294" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".293", i32 0
  %".295" = shufflevector <16 x float> %".294", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".296" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".295", <16 x float> %".285", <16 x float> %".278")
  store <16 x float> %".291", <16 x float>* %"acc0_0"
  store <16 x float> %".296", <16 x float>* %"acc1_0"
  %".299" = getelementptr i8, ptr %".279", i64 64
  store ptr %".299", ptr %"w_cursor"
  %".301" = load i64, i64* %"channels.i"
  %".302" = add i64 %".301", 1
  store i64 %".302", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".305" = load i64, i64* %"since_flush"
  %".306" = add i64 %".305", %".271"
  store i64 %".306", i64* %"since_flush"
  %".308" = icmp sge i64 %".306", 128
  br i1 %".308", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".310" = load <16 x float>, <16 x float>* %"total0_0"
  %".311" = load <16 x float>, <16 x float>* %"acc0_0"
  %".312" = fadd <16 x float> %".310", %".311"
  store <16 x float> %".312", <16 x float>* %"total0_0"
  %".314" = load <16 x float>, <16 x float>* %"total1_0"
  %".315" = load <16 x float>, <16 x float>* %"acc1_0"
  %".316" = fadd <16 x float> %".314", %".315"
  store <16 x float> %".316", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".323" = load i64, i64* %"channel_chunks.i"
  %".324" = add i64 %".323", 1
  store i64 %".324", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".335" = load i64, i64* %"taps_short.i"
  %".336" = icmp slt i64 %".335", %"ks"
  br i1 %".336", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".338" = mul i64 %"ks", 2
  %".339" = mul i64 %".122", %".338"
  %".340" = mul i64 %".335", 2
  %".341" = add i64 %".339", %".340"
  %".342" = add i64 %".341", 0
  %".343" = getelementptr i64, ptr %"ind", i64 %".342"
  %"off0.1" = load i64, ptr %".343"
  %".344" = icmp slt i64 %"off0.1", 0
  %".345" = getelementptr i8, ptr %"a_base", i64 %"off0.1"
  %"a0.1" = select  i1 %".344", ptr %"zero", ptr %".345"
  %".346" = add i64 %".341", 1
  %".347" = getelementptr i64, ptr %"ind", i64 %".346"
  %"off1.1" = load i64, ptr %".347"
  %".348" = icmp slt i64 %"off1.1", 0
  %".349" = and i1 %".344", %".348"
  %".350" = getelementptr i8, ptr %"a_base", i64 %"off1.1"
  %"a1.1" = select  i1 %".348", ptr %"zero", ptr %".350"
  %".351" = mul i64 %"c_lo", 4
  %".352" = getelementptr i8, ptr %"a0.1", i64 %".351"
  %".353" = getelementptr i8, ptr %"a1.1", i64 %".351"
  %".354" = mul i64 %".335", %"kc"
  %".355" = add i64 %".354", %"c_lo"
  %".356" = mul i64 %".355", 64
  %".357" = getelementptr i8, ptr %".231", i64 %".356"
  store ptr %".357", ptr %"w_cursor"
  br i1 %".349", label %"tap_done.1", label %"tap_work.1"
taps_short.done:
  br label %"tile_start.endif"
tap_work.1:
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
tap_done.1:
  %".394" = load i64, i64* %"taps_short.i"
  %".395" = add i64 %".394", 1
  store i64 %".395", i64* %"taps_short.i"
  br label %"taps_short.head"
channels.head.1:
  %".362" = load i64, i64* %"channels.i.1"
  %".363" = icmp slt i64 %".362", %".113"
  br i1 %".363", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".365" = load <16 x float>, <16 x float>* %"acc0_0"
  %".366" = load <16 x float>, <16 x float>* %"acc1_0"
  %".367" = load ptr, ptr %"w_cursor"
  %".368" = mul i64 %".362", 1
  %".369" = add i64 %".368", 0
  %".370" = add i64 0, %".369"
  %".371" = getelementptr i8, ptr %".367", i64 0
  %".372" = getelementptr i8, ptr %".371", i64 0
  %".373" = load <16 x float>, ptr %".372", align 64
  %".374" = mul i64 %".370", 4
  %".375" = getelementptr i8, ptr %".352", i64 %".374"
  %".376" = load float, ptr %".375", align 4
  %".377" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".376", i32 0
  %".378" = shufflevector <16 x float> %".377", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".379" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".378", <16 x float> %".373", <16 x float> %".365")
  %".380" = getelementptr i8, ptr %".353", i64 %".374"
  %".381" = load float, ptr %".380", align 4
  %".382" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".381", i32 0
  %".383" = shufflevector <16 x float> %".382", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".384" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".383", <16 x float> %".373", <16 x float> %".366")
  store <16 x float> %".379", <16 x float>* %"acc0_0"
  store <16 x float> %".384", <16 x float>* %"acc1_0"
  %".387" = getelementptr i8, ptr %".367", i64 64
  store ptr %".387", ptr %"w_cursor"
  %".389" = load i64, i64* %"channels.i.1"
  %".390" = add i64 %".389", 1
  store i64 %".390", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  br label %"tap_done.1"
tile_start.endif.if:
  %".401" = load <16 x float>, <16 x float>* %"total0_0"
  %".402" = load <16 x float>, <16 x float>* %"acc0_0"
  %".403" = fadd <16 x float> %".401", %".402"
  store <16 x float> %".403", <16 x float>* %"total0_0"
  %".405" = load <16 x float>, <16 x float>* %"total1_0"
  %".406" = load <16 x float>, <16 x float>* %"acc1_0"
  %".407" = fadd <16 x float> %".405", %".406"
  store <16 x float> %".407", <16 x float>* %"total1_0"
  %".409" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".409", <16 x float>* %"acc0_0"
  %".411" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".411", <16 x float>* %"acc1_0"
  br label %"tile_start.endif.endif"
tile_start.endif.endif:
  %".414" = icmp slt i64 0, %".131"
  %".415" = select  i1 %".414", i64 0, i64 %".131"
  %".416" = add i64 %"m0", %".415"
  %".417" = icmp slt i64 1, %".131"
  %".418" = select  i1 %".417", i64 1, i64 %".131"
  %".419" = add i64 %"m0", %".418"
  br i1 %"grid", label %"tile_start.endif.endif.if", label %"tile_start.endif.endif.else"
tile_start.endif.endif.if:
  %".421" = sdiv i64 %".416", %"row_pixels"
  %".422" = mul i64 %".421", %"row_stride"
  %".423" = srem i64 %".416", %"row_pixels"
  %".424" = mul i64 %".423", %"ldc"
  %".425" = add i64 %".422", %".424"
  %".426" = sdiv i64 %".419", %"row_pixels"
  %".427" = mul i64 %".426", %"row_stride"
  %".428" = srem i64 %".419", %"row_pixels"
  %".429" = mul i64 %".428", %"ldc"
  %".430" = add i64 %".427", %".429"
  br label %"tile_start.endif.endif.endif"
tile_start.endif.endif.else:
  %".432" = mul i64 %".416", %"ldc"
  %".433" = mul i64 %".419", %"ldc"
  br label %"tile_start.endif.endif.endif"
tile_start.endif.endif.endif:
  %".435" = phi  i64 [%".425", %"tile_start.endif.endif.if"], [%".432", %"tile_start.endif.endif.else"]
  %".436" = phi  i64 [%".430", %"tile_start.endif.endif.if"], [%".433", %"tile_start.endif.endif.else"]
  %".437" = getelementptr i8, ptr %"c_tile", i64 %".435"
  %".438" = getelementptr i8, ptr %"c_tile", i64 %".436"
  %".439" = ptrtoint ptr %"c_tile" to i64
  %".440" = ptrtoint ptr %"c" to i64
  %".441" = sub i64 %".439", %".440"
  %"r_tile.2" = getelementptr i8, ptr %"r", i64 %".441"
  %".442" = getelementptr i8, ptr %"r_tile.2", i64 %".435"
  %".443" = getelementptr i8, ptr %"r_tile.2", i64 %".436"
  %".444" = icmp eq i64 %".99", 16
  %".445" = select  i1 %".116", <16 x float> %".30", <16 x float> <float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000>
  %".446" = select  i1 %".116", <16 x float> %".34", <16 x float> <float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000>
  br i1 %".444", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".450" = load <16 x float>, <16 x float>* %"acc0_0"
  %".451" = fcmp olt <16 x float> %".450", %".445"
  %".452" = select  <16 x i1> %".451", <16 x float> %".445", <16 x float> %".450"
  %".453" = fcmp ogt <16 x float> %".452", %".446"
  %".454" = select  <16 x i1> %".453", <16 x float> %".446", <16 x float> %".452"
  %".455" = load <16 x float>, <16 x float>* %"acc1_0"
  %".456" = fcmp olt <16 x float> %".455", %".445"
  %".457" = select  <16 x i1> %".456", <16 x float> %".445", <16 x float> %".455"
  %".458" = fcmp ogt <16 x float> %".457", %".446"
  %".459" = select  <16 x i1> %".458", <16 x float> %".446", <16 x float> %".457"
  %".460" = getelementptr i8, ptr %".437", i64 0
  store <16 x float> %".454", ptr %".460", align 4
  %".462" = getelementptr i8, ptr %".438", i64 0
  store <16 x float> %".459", ptr %".462", align 4
  br label %"tile_done"
store_partial:
  %".465" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".99", i32 0
  %".466" = shufflevector <16 x i64> %".465", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".467" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".466"
  %".468" = load <16 x float>, <16 x float>* %"acc0_0"
  %".469" = fcmp olt <16 x float> %".468", %".445"
  %".470" = select  <16 x i1> %".469", <16 x float> %".445", <16 x float> %".468"
  %".471" = fcmp ogt <16 x float> %".470", %".446"
  %".472" = select  <16 x i1> %".471", <16 x float> %".446", <16 x float> %".470"
  %".473" = load <16 x float>, <16 x float>* %"acc1_0"
  %".474" = fcmp olt <16 x float> %".473", %".445"
  %".475" = select  <16 x i1> %".474", <16 x float> %".445", <16 x float> %".473"
  %".476" = fcmp ogt <16 x float> %".475", %".446"
  %".477" = select  <16 x i1> %".476", <16 x float> %".446", <16 x float> %".475"
  %".478" = getelementptr i8, ptr %".437", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".472", ptr %".478", i32 4, <16 x i1> %".467")
  %".480" = getelementptr i8, ptr %".438", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".477", ptr %".480", i32 4, <16 x i1> %".467")
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
  %".91" = mul i64 %"image", %"a_bs"
  %".92" = mul i64 %"group", %"a_gs"
  %".93" = add i64 %".91", %".92"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".93"
  %".94" = mul i64 %"group", %"w_gs"
  %".95" = mul i64 %".87", %"w_ps"
  %".96" = add i64 %".94", %".95"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".96"
  %"n0" = mul i64 %".87", 16
  %".97" = sub i64 %"k", %"n0"
  %".98" = icmp slt i64 %".97", 16
  %".99" = select  i1 %".98", i64 %".97", i64 16
  %".100" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".100"
  %".101" = icmp ne i64 %"residual.int", 0
  %"tile_lo" = mul i64 %".89", 8
  %".102" = sub i64 %"m_tiles", %"tile_lo"
  %".103" = icmp slt i64 %".102", 8
  %".104" = select  i1 %".103", i64 %".102", i64 8
  %".105" = add i64 %"kc", 31
  %"k_blocks" = sdiv i64 %".105", 32
  store i64 0, i64* %"k_blocks.i"
  br label %"k_blocks.head"
exit:
  %".83" = getelementptr i64, ptr %"schedule", i64 1
  %".84" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".85" = atomicrmw add ptr %".83", i64 %".84" release
  ret void
k_blocks.head:
  %".108" = load i64, i64* %"k_blocks.i"
  %".109" = icmp slt i64 %".108", %"k_blocks"
  br i1 %".109", label %"k_blocks.body", label %"k_blocks.done"
k_blocks.body:
  %"c_lo" = mul i64 %".108", 32
  %".111" = sub i64 %"kc", %"c_lo"
  %".112" = icmp slt i64 %".111", 32
  %".113" = select  i1 %".112", i64 %".111", i64 32
  %".114" = icmp eq i64 %".108", 0
  %".115" = sub i64 %"k_blocks", 1
  %".116" = icmp eq i64 %".108", %".115"
  store i64 0, i64* %"tiles.i"
  br label %"tiles.head"
k_blocks.done:
  br label %"claim"
tiles.head:
  %".119" = load i64, i64* %"tiles.i"
  %".120" = icmp slt i64 %".119", %".104"
  br i1 %".120", label %"tiles.body", label %"tiles.done"
tiles.body:
  %".122" = add i64 %"tile_lo", %".119"
  %"m0" = mul i64 %".122", 2
  %".123" = sub i64 %"m", %"m0"
  %".124" = icmp slt i64 %".123", 2
  %".125" = select  i1 %".124", i64 %".123", i64 2
  %".126" = mul i64 %"image", %"c_bs"
  %".127" = mul i64 %"group", %"c_gs"
  %".128" = add i64 %".126", %".127"
  %".129" = mul i64 %"n0", 4
  %".130" = add i64 %".128", %".129"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".130"
  %".131" = sub i64 %".125", 1
  %".132" = getelementptr i8, ptr %"w_panel", i64 0
  %".133" = load <16 x float>, ptr %".132", align 64
  store <16 x float> %".133", <16 x float>* %"acc0_0"
  %".135" = getelementptr i8, ptr %"w_panel", i64 0
  %".136" = load <16 x float>, ptr %".135", align 64
  store <16 x float> %".136", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  br i1 %".114", label %"first_block", label %"resume_partial_sums"
tiles.done:
  %".473" = load i64, i64* %"k_blocks.i"
  %".474" = add i64 %".473", 1
  store i64 %".474", i64* %"k_blocks.i"
  br label %"k_blocks.head"
tile_done:
  %".469" = load i64, i64* %"tiles.i"
  %".470" = add i64 %".469", 1
  store i64 %".470", i64* %"tiles.i"
  br label %"tiles.head"
first_block:
  br i1 %".101", label %"first_block_residual", label %"tile_start"
first_block_residual:
  %".143" = icmp slt i64 0, %".131"
  %".144" = select  i1 %".143", i64 0, i64 %".131"
  %".145" = add i64 %"m0", %".144"
  %".146" = icmp slt i64 1, %".131"
  %".147" = select  i1 %".146", i64 1, i64 %".131"
  %".148" = add i64 %"m0", %".147"
  br i1 %"grid", label %"first_block_residual.if", label %"first_block_residual.else"
resume_partial_sums:
  %".187" = icmp slt i64 0, %".131"
  %".188" = select  i1 %".187", i64 0, i64 %".131"
  %".189" = add i64 %"m0", %".188"
  %".190" = icmp slt i64 1, %".131"
  %".191" = select  i1 %".190", i64 1, i64 %".131"
  %".192" = add i64 %"m0", %".191"
  br i1 %"grid", label %"resume_partial_sums.if", label %"resume_partial_sums.else"
tile_start:
  store i64 0, i64* %"since_flush"
  %".231" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".231", ptr %"w_cursor"
  %".233" = mul i64 %"ks", %".113"
  %".234" = icmp sgt i64 %".233", 128
  br i1 %".234", label %"tile_start.if", label %"tile_start.else"
first_block_residual.if:
  %".150" = sdiv i64 %".145", %"row_pixels"
  %".151" = mul i64 %".150", %"row_stride"
  %".152" = srem i64 %".145", %"row_pixels"
  %".153" = mul i64 %".152", %"ldc"
  %".154" = add i64 %".151", %".153"
  %".155" = sdiv i64 %".148", %"row_pixels"
  %".156" = mul i64 %".155", %"row_stride"
  %".157" = srem i64 %".148", %"row_pixels"
  %".158" = mul i64 %".157", %"ldc"
  %".159" = add i64 %".156", %".158"
  br label %"first_block_residual.endif"
first_block_residual.else:
  %".161" = mul i64 %".145", %"ldc"
  %".162" = mul i64 %".148", %"ldc"
  br label %"first_block_residual.endif"
first_block_residual.endif:
  %".164" = phi  i64 [%".154", %"first_block_residual.if"], [%".161", %"first_block_residual.else"]
  %".165" = phi  i64 [%".159", %"first_block_residual.if"], [%".162", %"first_block_residual.else"]
  %".166" = getelementptr i8, ptr %"c_tile", i64 %".164"
  %".167" = getelementptr i8, ptr %"c_tile", i64 %".165"
  %".168" = ptrtoint ptr %"c_tile" to i64
  %".169" = ptrtoint ptr %"c" to i64
  %".170" = sub i64 %".168", %".169"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".170"
  %".171" = getelementptr i8, ptr %"r_tile", i64 %".164"
  %".172" = getelementptr i8, ptr %"r_tile", i64 %".165"
  %".173" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".99", i32 0
  %".174" = shufflevector <16 x i64> %".173", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".175" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".174"
  %".176" = load <16 x float>, <16 x float>* %"acc0_0"
  %".177" = getelementptr i8, ptr %".171", i64 0
  %".178" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".177", i32 4, <16 x i1> %".175", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".179" = fadd <16 x float> %".176", %".178"
  store <16 x float> %".179", <16 x float>* %"acc0_0"
  %".181" = load <16 x float>, <16 x float>* %"acc1_0"
  %".182" = getelementptr i8, ptr %".172", i64 0
  %".183" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".182", i32 4, <16 x i1> %".175", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".184" = fadd <16 x float> %".181", %".183"
  store <16 x float> %".184", <16 x float>* %"acc1_0"
  br label %"tile_start"
resume_partial_sums.if:
  %".194" = sdiv i64 %".189", %"row_pixels"
  %".195" = mul i64 %".194", %"row_stride"
  %".196" = srem i64 %".189", %"row_pixels"
  %".197" = mul i64 %".196", %"ldc"
  %".198" = add i64 %".195", %".197"
  %".199" = sdiv i64 %".192", %"row_pixels"
  %".200" = mul i64 %".199", %"row_stride"
  %".201" = srem i64 %".192", %"row_pixels"
  %".202" = mul i64 %".201", %"ldc"
  %".203" = add i64 %".200", %".202"
  br label %"resume_partial_sums.endif"
resume_partial_sums.else:
  %".205" = mul i64 %".189", %"ldc"
  %".206" = mul i64 %".192", %"ldc"
  br label %"resume_partial_sums.endif"
resume_partial_sums.endif:
  %".208" = phi  i64 [%".198", %"resume_partial_sums.if"], [%".205", %"resume_partial_sums.else"]
  %".209" = phi  i64 [%".203", %"resume_partial_sums.if"], [%".206", %"resume_partial_sums.else"]
  %".210" = getelementptr i8, ptr %"c_tile", i64 %".208"
  %".211" = getelementptr i8, ptr %"c_tile", i64 %".209"
  %".212" = ptrtoint ptr %"c_tile" to i64
  %".213" = ptrtoint ptr %"c" to i64
  %".214" = sub i64 %".212", %".213"
  %"r_tile.1" = getelementptr i8, ptr %"r", i64 %".214"
  %".215" = getelementptr i8, ptr %"r_tile.1", i64 %".208"
  %".216" = getelementptr i8, ptr %"r_tile.1", i64 %".209"
  %".217" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".99", i32 0
  %".218" = shufflevector <16 x i64> %".217", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".219" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".218"
  %".220" = getelementptr i8, ptr %".210", i64 0
  %".221" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".220", i32 4, <16 x i1> %".219", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".221", <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  %".224" = getelementptr i8, ptr %".211", i64 0
  %".225" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".224", i32 4, <16 x i1> %".219", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".225", <16 x float>* %"total1_0"
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
  %".385" = load i1, i1* %"flushed"
  br i1 %".385", label %"tile_start.endif.if", label %"tile_start.endif.endif"
taps.head:
  %".238" = load i64, i64* %"taps.i"
  %".239" = icmp slt i64 %".238", %"ks"
  br i1 %".239", label %"taps.body", label %"taps.done"
taps.body:
  %".241" = icmp slt i64 0, %".131"
  %".242" = select  i1 %".241", i64 0, i64 %".131"
  %".243" = add i64 %"m0", %".242"
  %".244" = mul i64 %".243", %"lda"
  %"a0" = getelementptr i8, ptr %"a_base", i64 %".244"
  %".245" = icmp slt i64 1, %".131"
  %".246" = select  i1 %".245", i64 1, i64 %".131"
  %".247" = add i64 %"m0", %".246"
  %".248" = mul i64 %".247", %"lda"
  %"a1" = getelementptr i8, ptr %"a_base", i64 %".248"
  %".249" = mul i64 %"c_lo", 4
  %".250" = getelementptr i8, ptr %"a0", i64 %".249"
  %".251" = getelementptr i8, ptr %"a1", i64 %".249"
  %".252" = mul i64 %".238", %"kc"
  %".253" = add i64 %".252", %"c_lo"
  %".254" = mul i64 %".253", 64
  %".255" = getelementptr i8, ptr %".231", i64 %".254"
  store ptr %".255", ptr %"w_cursor"
  %".257" = add i64 %".113", 127
  %"chunks" = sdiv i64 %".257", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps.done:
  br label %"tile_start.endif"
channel_chunks.head:
  %".260" = load i64, i64* %"channel_chunks.i"
  %".261" = icmp slt i64 %".260", %"chunks"
  br i1 %".261", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".260", 128
  %".263" = sub i64 %".113", %"chunk_lo"
  %".264" = icmp slt i64 %".263", 128
  %".265" = select  i1 %".264", i64 %".263", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  %".321" = load i64, i64* %"taps.i"
  %".322" = add i64 %".321", 1
  store i64 %".322", i64* %"taps.i"
  br label %"taps.head"
channels.head:
  %".268" = load i64, i64* %"channels.i"
  %".269" = icmp slt i64 %".268", %".265"
  br i1 %".269", label %"channels.body", label %"channels.done"
channels.body:
  %".271" = load <16 x float>, <16 x float>* %"acc0_0"
  %".272" = load <16 x float>, <16 x float>* %"acc1_0"
  %".273" = load ptr, ptr %"w_cursor"
  %".274" = mul i64 %".268", 1
  %".275" = add i64 %".274", 0
  %".276" = add i64 %"chunk_lo", %".275"
  %".277" = getelementptr i8, ptr %".273", i64 0
  %".278" = getelementptr i8, ptr %".277", i64 0
  %".279" = load <16 x float>, ptr %".278", align 64
  %".280" = mul i64 %".276", 4
  %".281" = getelementptr i8, ptr %".250", i64 %".280"
  %".282" = load float, ptr %".281", align 4
  %".283" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".282", i32 0
  %".284" = shufflevector <16 x float> %".283", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".285" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".284", <16 x float> %".279", <16 x float> %".271")
  %".286" = getelementptr i8, ptr %".251", i64 %".280"
  %".287" = load float, ptr %".286", align 4
  %".288" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".287", i32 0
  %".289" = shufflevector <16 x float> %".288", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".290" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".289", <16 x float> %".279", <16 x float> %".272")
  store <16 x float> %".285", <16 x float>* %"acc0_0"
  store <16 x float> %".290", <16 x float>* %"acc1_0"
  %".293" = getelementptr i8, ptr %".273", i64 64
  store ptr %".293", ptr %"w_cursor"
  %".295" = load i64, i64* %"channels.i"
  %".296" = add i64 %".295", 1
  store i64 %".296", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".299" = load i64, i64* %"since_flush"
  %".300" = add i64 %".299", %".265"
  store i64 %".300", i64* %"since_flush"
  %".302" = icmp sge i64 %".300", 128
  br i1 %".302", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".304" = load <16 x float>, <16 x float>* %"total0_0"
  %".305" = load <16 x float>, <16 x float>* %"acc0_0"
  %".306" = fadd <16 x float> %".304", %".305"
  store <16 x float> %".306", <16 x float>* %"total0_0"
  %".308" = load <16 x float>, <16 x float>* %"total1_0"
  %".309" = load <16 x float>, <16 x float>* %"acc1_0"
  %".310" = fadd <16 x float> %".308", %".309"
  store <16 x float> %".310", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".317" = load i64, i64* %"channel_chunks.i"
  %".318" = add i64 %".317", 1
  store i64 %".318", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".328" = load i64, i64* %"taps_short.i"
  %".329" = icmp slt i64 %".328", %"ks"
  br i1 %".329", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".331" = icmp slt i64 0, %".131"
  %".332" = select  i1 %".331", i64 0, i64 %".131"
  %".333" = add i64 %"m0", %".332"
  %".334" = mul i64 %".333", %"lda"
  %"a0.1" = getelementptr i8, ptr %"a_base", i64 %".334"
  %".335" = icmp slt i64 1, %".131"
  %".336" = select  i1 %".335", i64 1, i64 %".131"
  %".337" = add i64 %"m0", %".336"
  %".338" = mul i64 %".337", %"lda"
  %"a1.1" = getelementptr i8, ptr %"a_base", i64 %".338"
  %".339" = mul i64 %"c_lo", 4
  %".340" = getelementptr i8, ptr %"a0.1", i64 %".339"
  %".341" = getelementptr i8, ptr %"a1.1", i64 %".339"
  %".342" = mul i64 %".328", %"kc"
  %".343" = add i64 %".342", %"c_lo"
  %".344" = mul i64 %".343", 64
  %".345" = getelementptr i8, ptr %".231", i64 %".344"
  store ptr %".345", ptr %"w_cursor"
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
taps_short.done:
  br label %"tile_start.endif"
channels.head.1:
  %".349" = load i64, i64* %"channels.i.1"
  %".350" = icmp slt i64 %".349", %".113"
  br i1 %".350", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".352" = load <16 x float>, <16 x float>* %"acc0_0"
  %".353" = load <16 x float>, <16 x float>* %"acc1_0"
  %".354" = load ptr, ptr %"w_cursor"
  %".355" = mul i64 %".349", 1
  %".356" = add i64 %".355", 0
  %".357" = add i64 0, %".356"
  %".358" = getelementptr i8, ptr %".354", i64 0
  %".359" = getelementptr i8, ptr %".358", i64 0
  %".360" = load <16 x float>, ptr %".359", align 64
  %".361" = mul i64 %".357", 4
  %".362" = getelementptr i8, ptr %".340", i64 %".361"
  %".363" = load float, ptr %".362", align 4
  %".364" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".363", i32 0
  %".365" = shufflevector <16 x float> %".364", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".366" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".365", <16 x float> %".360", <16 x float> %".352")
  %".367" = getelementptr i8, ptr %".341", i64 %".361"
  %".368" = load float, ptr %".367", align 4
  %".369" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".368", i32 0
  %".370" = shufflevector <16 x float> %".369", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".371" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".370", <16 x float> %".360", <16 x float> %".353")
  store <16 x float> %".366", <16 x float>* %"acc0_0"
  store <16 x float> %".371", <16 x float>* %"acc1_0"
  %".374" = getelementptr i8, ptr %".354", i64 64
  store ptr %".374", ptr %"w_cursor"
  %".376" = load i64, i64* %"channels.i.1"
  %".377" = add i64 %".376", 1
  store i64 %".377", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  %".380" = load i64, i64* %"taps_short.i"
  %".381" = add i64 %".380", 1
  store i64 %".381", i64* %"taps_short.i"
  br label %"taps_short.head"
tile_start.endif.if:
  %".387" = load <16 x float>, <16 x float>* %"total0_0"
  %".388" = load <16 x float>, <16 x float>* %"acc0_0"
  %".389" = fadd <16 x float> %".387", %".388"
  store <16 x float> %".389", <16 x float>* %"total0_0"
  %".391" = load <16 x float>, <16 x float>* %"total1_0"
  %".392" = load <16 x float>, <16 x float>* %"acc1_0"
  %".393" = fadd <16 x float> %".391", %".392"
  store <16 x float> %".393", <16 x float>* %"total1_0"
  %".395" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".395", <16 x float>* %"acc0_0"
  %".397" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".397", <16 x float>* %"acc1_0"
  br label %"tile_start.endif.endif"
tile_start.endif.endif:
  %".400" = icmp slt i64 0, %".131"
  %".401" = select  i1 %".400", i64 0, i64 %".131"
  %".402" = add i64 %"m0", %".401"
  %".403" = icmp slt i64 1, %".131"
  %".404" = select  i1 %".403", i64 1, i64 %".131"
  %".405" = add i64 %"m0", %".404"
  br i1 %"grid", label %"tile_start.endif.endif.if", label %"tile_start.endif.endif.else"
tile_start.endif.endif.if:
  %".407" = sdiv i64 %".402", %"row_pixels"
  %".408" = mul i64 %".407", %"row_stride"
  %".409" = srem i64 %".402", %"row_pixels"
  %".410" = mul i64 %".409", %"ldc"
  %".411" = add i64 %".408", %".410"
  %".412" = sdiv i64 %".405", %"row_pixels"
  %".413" = mul i64 %".412", %"row_stride"
  %".414" = srem i64 %".405", %"row_pixels"
  %".415" = mul i64 %".414", %"ldc"
  %".416" = add i64 %".413", %".415"
  br label %"tile_start.endif.endif.endif"
tile_start.endif.endif.else:
  %".418" = mul i64 %".402", %"ldc"
  %".419" = mul i64 %".405", %"ldc"
  br label %"tile_start.endif.endif.endif"
tile_start.endif.endif.endif:
  %".421" = phi  i64 [%".411", %"tile_start.endif.endif.if"], [%".418", %"tile_start.endif.endif.else"]
  %".422" = phi  i64 [%".416", %"tile_start.endif.endif.if"], [%".419", %"tile_start.endif.endif.else"]
  %".423" = getelementptr i8, ptr %"c_tile", i64 %".421"
  %".424" = getelementptr i8, ptr %"c_tile", i64 %".422"
  %".425" = ptrtoint ptr %"c_tile" to i64
  %".426" = ptrtoint ptr %"c" to i64
  %".427" = sub i64 %".425", %".426"
  %"r_tile.2" = getelementptr i8, ptr %"r", i64 %".427"
  %".428" = getelementptr i8, ptr %"r_tile.2", i64 %".421"
  %".429" = getelementptr i8, ptr %"r_tile.2", i64 %".422"
  %".430" = icmp eq i64 %".99", 16
  %".431" = select  i1 %".116", <16 x float> %".30", <16 x float> <float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000>
  %".432" = select  i1 %".116", <16 x float> %".34", <16 x float> <float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000>
  br i1 %".430", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".436" = load <16 x float>, <16 x float>* %"acc0_0"
  %".437" = fcmp olt <16 x float> %".436", %".431"
  %".438" = select  <16 x i1> %".437", <16 x float> %".431", <16 x float> %".436"
  %".439" = fcmp ogt <16 x float> %".438", %".432"
  %".440" = select  <16 x i1> %".439", <16 x float> %".432", <16 x float> %".438"
  %".441" = load <16 x float>, <16 x float>* %"acc1_0"
  %".442" = fcmp olt <16 x float> %".441", %".431"
  %".443" = select  <16 x i1> %".442", <16 x float> %".431", <16 x float> %".441"
  %".444" = fcmp ogt <16 x float> %".443", %".432"
  %".445" = select  <16 x i1> %".444", <16 x float> %".432", <16 x float> %".443"
  %".446" = getelementptr i8, ptr %".423", i64 0
  store <16 x float> %".440", ptr %".446", align 4
  %".448" = getelementptr i8, ptr %".424", i64 0
  store <16 x float> %".445", ptr %".448", align 4
  br label %"tile_done"
store_partial:
  %".451" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".99", i32 0
  %".452" = shufflevector <16 x i64> %".451", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".453" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".452"
  %".454" = load <16 x float>, <16 x float>* %"acc0_0"
  %".455" = fcmp olt <16 x float> %".454", %".431"
  %".456" = select  <16 x i1> %".455", <16 x float> %".431", <16 x float> %".454"
  %".457" = fcmp ogt <16 x float> %".456", %".432"
  %".458" = select  <16 x i1> %".457", <16 x float> %".432", <16 x float> %".456"
  %".459" = load <16 x float>, <16 x float>* %"acc1_0"
  %".460" = fcmp olt <16 x float> %".459", %".431"
  %".461" = select  <16 x i1> %".460", <16 x float> %".431", <16 x float> %".459"
  %".462" = fcmp ogt <16 x float> %".461", %".432"
  %".463" = select  <16 x i1> %".462", <16 x float> %".432", <16 x float> %".461"
  %".464" = getelementptr i8, ptr %".423", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".458", ptr %".464", i32 4, <16 x i1> %".453")
  %".466" = getelementptr i8, ptr %".424", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".463", ptr %".466", i32 4, <16 x i1> %".453")
  br label %"tile_done"
store_full_choice:
  br label %"store_full"
store_partial_choice:
  br label %"store_partial"
}
