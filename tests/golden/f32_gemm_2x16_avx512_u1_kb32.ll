; ixconv kernel module, spec: GemmSpec(isa='avx512', mr=2, nr=16, unroll=1, order='panel_inner', broadcast='register', k_block=32, epilogue=(), dot='fma', bf16_output=False, bf16_residual=False)
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
  %"grid.d3" = alloca i64
  store i64 0, i64* %"grid.d3"
  %"grid.d2" = alloca i64
  store i64 0, i64* %"grid.d2"
  %"grid.d1" = alloca i64
  store i64 0, i64* %"grid.d1"
  %"grid.d0" = alloca i64
  store i64 0, i64* %"grid.d0"
  %"grid.last" = alloca i64
  store i64 -2, i64* %"grid.last"
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
  %".89" = select  i1 %".88", i64 %"groups", i64 %"m_groups"
  %".90" = select  i1 %".88", i64 %"m_groups", i64 %"groups"
  %".96" = load i64, i64* %"grid.last"
  %".97" = add i64 %".96", 1
  %".98" = icmp eq i64 %".45", %".97"
  br i1 %".98", label %"work.if", label %"work.else"
exit:
  %".83" = getelementptr i64, ptr %"schedule", i64 1
  %".84" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".85" = atomicrmw add ptr %".83", i64 %".84" release
  ret void
work.if:
  %".100" = load i64, i64* %"grid.d0"
  %".101" = add i64 %".100", 1
  %".102" = icmp eq i64 %".101", %"n_panels"
  %".103" = select  i1 %".102", i64 0, i64 %".101"
  store i64 %".103", i64* %"grid.d0"
  %".105" = zext i1 %".102" to i64
  %".106" = load i64, i64* %"grid.d1"
  %".107" = add i64 %".106", %".105"
  %".108" = icmp eq i64 %".107", %".89"
  %".109" = select  i1 %".108", i64 0, i64 %".107"
  store i64 %".109", i64* %"grid.d1"
  %".111" = zext i1 %".108" to i64
  %".112" = load i64, i64* %"grid.d2"
  %".113" = add i64 %".112", %".111"
  %".114" = icmp eq i64 %".113", %".90"
  %".115" = select  i1 %".114", i64 0, i64 %".113"
  store i64 %".115", i64* %"grid.d2"
  %".117" = zext i1 %".114" to i64
  %".118" = load i64, i64* %"grid.d3"
  %".119" = add i64 %".118", %".117"
  store i64 %".119", i64* %"grid.d3"
  br label %"work.endif"
work.else:
  %".122" = srem i64 %".45", %"n_panels"
  store i64 %".122", i64* %"grid.d0"
  %".124" = sdiv i64 %".45", %"n_panels"
  %".125" = srem i64 %".124", %".89"
  store i64 %".125", i64* %"grid.d1"
  %".127" = sdiv i64 %".124", %".89"
  %".128" = srem i64 %".127", %".90"
  store i64 %".128", i64* %"grid.d2"
  %".130" = sdiv i64 %".127", %".90"
  store i64 %".130", i64* %"grid.d3"
  br label %"work.endif"
work.endif:
  store i64 %".45", i64* %"grid.last"
  %"grid0" = load i64, i64* %"grid.d0"
  %"grid1" = load i64, i64* %"grid.d1"
  %"grid2" = load i64, i64* %"grid.d2"
  %"grid3" = load i64, i64* %"grid.d3"
  %"tile" = select  i1 %".88", i64 %"grid2", i64 %"grid1"
  %"group" = select  i1 %".88", i64 %"grid1", i64 %"grid2"
  %".134" = mul i64 %"grid3", %"a_bs"
  %".135" = mul i64 %"group", %"a_gs"
  %".136" = add i64 %".134", %".135"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".136"
  %".137" = mul i64 %"group", %"w_gs"
  %".138" = mul i64 %"grid0", %"w_ps"
  %".139" = add i64 %".137", %".138"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".139"
  %"n0" = mul i64 %"grid0", 16
  %".140" = sub i64 %"k", %"n0"
  %".141" = icmp slt i64 %".140", 16
  %".142" = select  i1 %".141", i64 %".140", i64 16
  %".143" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".143"
  %".144" = icmp ne i64 %"residual.int", 0
  %"tile_lo" = mul i64 %"tile", 8
  %".145" = sub i64 %"m_tiles", %"tile_lo"
  %".146" = icmp slt i64 %".145", 8
  %".147" = select  i1 %".146", i64 %".145", i64 8
  %".148" = add i64 %"kc", 31
  %"k_blocks" = sdiv i64 %".148", 32
  store i64 0, i64* %"k_blocks.i"
  br label %"k_blocks.head"
k_blocks.head:
  %".151" = load i64, i64* %"k_blocks.i"
  %".152" = icmp slt i64 %".151", %"k_blocks"
  br i1 %".152", label %"k_blocks.body", label %"k_blocks.done"
k_blocks.body:
  %"c_lo" = mul i64 %".151", 32
  %".154" = sub i64 %"kc", %"c_lo"
  %".155" = icmp slt i64 %".154", 32
  %".156" = select  i1 %".155", i64 %".154", i64 32
  %".157" = icmp eq i64 %".151", 0
  %".158" = sub i64 %"k_blocks", 1
  %".159" = icmp eq i64 %".151", %".158"
  store i64 0, i64* %"tiles.i"
  br label %"tiles.head"
k_blocks.done:
  br label %"claim"
tiles.head:
  %".162" = load i64, i64* %"tiles.i"
  %".163" = icmp slt i64 %".162", %".147"
  br i1 %".163", label %"tiles.body", label %"tiles.done"
tiles.body:
  %".165" = add i64 %"tile_lo", %".162"
  %"m0" = mul i64 %".165", 2
  %".166" = sub i64 %"m", %"m0"
  %".167" = icmp slt i64 %".166", 2
  %".168" = select  i1 %".167", i64 %".166", i64 2
  %".169" = mul i64 %"grid3", %"c_bs"
  %".170" = mul i64 %"group", %"c_gs"
  %".171" = add i64 %".169", %".170"
  %".172" = mul i64 %"n0", 4
  %".173" = add i64 %".171", %".172"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".173"
  %".174" = sub i64 %".168", 1
  %".175" = getelementptr i8, ptr %"w_panel", i64 0
  %".176" = load <16 x float>, ptr %".175", align 64
  store <16 x float> %".176", <16 x float>* %"acc0_0"
  %".178" = getelementptr i8, ptr %"w_panel", i64 0
  %".179" = load <16 x float>, ptr %".178", align 64
  store <16 x float> %".179", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  br i1 %".157", label %"first_block", label %"resume_partial_sums"
tiles.done:
  %".530" = load i64, i64* %"k_blocks.i"
  %".531" = add i64 %".530", 1
  store i64 %".531", i64* %"k_blocks.i"
  br label %"k_blocks.head"
tile_done:
  %".526" = load i64, i64* %"tiles.i"
  %".527" = add i64 %".526", 1
  store i64 %".527", i64* %"tiles.i"
  br label %"tiles.head"
first_block:
  br i1 %".144", label %"first_block_residual", label %"tile_start"
first_block_residual:
  %".186" = icmp slt i64 0, %".174"
  %".187" = select  i1 %".186", i64 0, i64 %".174"
  %".188" = add i64 %"m0", %".187"
  %".189" = icmp slt i64 1, %".174"
  %".190" = select  i1 %".189", i64 1, i64 %".174"
  %".191" = add i64 %"m0", %".190"
  br i1 %"grid", label %"first_block_residual.if", label %"first_block_residual.else"
resume_partial_sums:
  %".230" = icmp slt i64 0, %".174"
  %".231" = select  i1 %".230", i64 0, i64 %".174"
  %".232" = add i64 %"m0", %".231"
  %".233" = icmp slt i64 1, %".174"
  %".234" = select  i1 %".233", i64 1, i64 %".174"
  %".235" = add i64 %"m0", %".234"
  br i1 %"grid", label %"resume_partial_sums.if", label %"resume_partial_sums.else"
tile_start:
  store i64 0, i64* %"since_flush"
  %".274" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".274", ptr %"w_cursor"
  %".276" = mul i64 %"ks", %".156"
  %".277" = icmp sgt i64 %".276", 128
  br i1 %".277", label %"tile_start.if", label %"tile_start.else"
first_block_residual.if:
  %".193" = sdiv i64 %".188", %"row_pixels"
  %".194" = mul i64 %".193", %"row_stride"
  %".195" = srem i64 %".188", %"row_pixels"
  %".196" = mul i64 %".195", %"ldc"
  %".197" = add i64 %".194", %".196"
  %".198" = sdiv i64 %".191", %"row_pixels"
  %".199" = mul i64 %".198", %"row_stride"
  %".200" = srem i64 %".191", %"row_pixels"
  %".201" = mul i64 %".200", %"ldc"
  %".202" = add i64 %".199", %".201"
  br label %"first_block_residual.endif"
first_block_residual.else:
  %".204" = mul i64 %".188", %"ldc"
  %".205" = mul i64 %".191", %"ldc"
  br label %"first_block_residual.endif"
first_block_residual.endif:
  %".207" = phi  i64 [%".197", %"first_block_residual.if"], [%".204", %"first_block_residual.else"]
  %".208" = phi  i64 [%".202", %"first_block_residual.if"], [%".205", %"first_block_residual.else"]
  %".209" = getelementptr i8, ptr %"c_tile", i64 %".207"
  %".210" = getelementptr i8, ptr %"c_tile", i64 %".208"
  %".211" = ptrtoint ptr %"c_tile" to i64
  %".212" = ptrtoint ptr %"c" to i64
  %".213" = sub i64 %".211", %".212"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".213"
  %".214" = getelementptr i8, ptr %"r_tile", i64 %".207"
  %".215" = getelementptr i8, ptr %"r_tile", i64 %".208"
  %".216" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".142", i32 0
  %".217" = shufflevector <16 x i64> %".216", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".218" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".217"
  %".219" = load <16 x float>, <16 x float>* %"acc0_0"
  %".220" = getelementptr i8, ptr %".214", i64 0
  %".221" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".220", i32 4, <16 x i1> %".218", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".222" = fadd <16 x float> %".219", %".221"
  store <16 x float> %".222", <16 x float>* %"acc0_0"
  %".224" = load <16 x float>, <16 x float>* %"acc1_0"
  %".225" = getelementptr i8, ptr %".215", i64 0
  %".226" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".225", i32 4, <16 x i1> %".218", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".227" = fadd <16 x float> %".224", %".226"
  store <16 x float> %".227", <16 x float>* %"acc1_0"
  br label %"tile_start"
resume_partial_sums.if:
  %".237" = sdiv i64 %".232", %"row_pixels"
  %".238" = mul i64 %".237", %"row_stride"
  %".239" = srem i64 %".232", %"row_pixels"
  %".240" = mul i64 %".239", %"ldc"
  %".241" = add i64 %".238", %".240"
  %".242" = sdiv i64 %".235", %"row_pixels"
  %".243" = mul i64 %".242", %"row_stride"
  %".244" = srem i64 %".235", %"row_pixels"
  %".245" = mul i64 %".244", %"ldc"
  %".246" = add i64 %".243", %".245"
  br label %"resume_partial_sums.endif"
resume_partial_sums.else:
  %".248" = mul i64 %".232", %"ldc"
  %".249" = mul i64 %".235", %"ldc"
  br label %"resume_partial_sums.endif"
resume_partial_sums.endif:
  %".251" = phi  i64 [%".241", %"resume_partial_sums.if"], [%".248", %"resume_partial_sums.else"]
  %".252" = phi  i64 [%".246", %"resume_partial_sums.if"], [%".249", %"resume_partial_sums.else"]
  %".253" = getelementptr i8, ptr %"c_tile", i64 %".251"
  %".254" = getelementptr i8, ptr %"c_tile", i64 %".252"
  %".255" = ptrtoint ptr %"c_tile" to i64
  %".256" = ptrtoint ptr %"c" to i64
  %".257" = sub i64 %".255", %".256"
  %"r_tile.1" = getelementptr i8, ptr %"r", i64 %".257"
  %".258" = getelementptr i8, ptr %"r_tile.1", i64 %".251"
  %".259" = getelementptr i8, ptr %"r_tile.1", i64 %".252"
  %".260" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".142", i32 0
  %".261" = shufflevector <16 x i64> %".260", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".262" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".261"
  %".263" = getelementptr i8, ptr %".253", i64 0
  %".264" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".263", i32 4, <16 x i1> %".262", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".264", <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  %".267" = getelementptr i8, ptr %".254", i64 0
  %".268" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".267", i32 4, <16 x i1> %".262", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".268", <16 x float>* %"total1_0"
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
  %".442" = load i1, i1* %"flushed"
  br i1 %".442", label %"tile_start.endif.if", label %"tile_start.endif.endif"
taps.head:
  %".281" = load i64, i64* %"taps.i"
  %".282" = icmp slt i64 %".281", %"ks"
  br i1 %".282", label %"taps.body", label %"taps.done"
taps.body:
  %".284" = mul i64 %"ks", 2
  %".285" = mul i64 %".165", %".284"
  %".286" = mul i64 %".281", 2
  %".287" = add i64 %".285", %".286"
  %".288" = add i64 %".287", 0
  %".289" = getelementptr i64, ptr %"ind", i64 %".288"
  %"off0" = load i64, ptr %".289"
  %".290" = icmp slt i64 %"off0", 0
  %".291" = getelementptr i8, ptr %"a_base", i64 %"off0"
  %"a0" = select  i1 %".290", ptr %"zero", ptr %".291"
  %".292" = add i64 %".287", 1
  %".293" = getelementptr i64, ptr %"ind", i64 %".292"
  %"off1" = load i64, ptr %".293"
  %".294" = icmp slt i64 %"off1", 0
  %".295" = and i1 %".290", %".294"
  %".296" = getelementptr i8, ptr %"a_base", i64 %"off1"
  %"a1" = select  i1 %".294", ptr %"zero", ptr %".296"
  %".297" = mul i64 %"c_lo", 4
  %".298" = getelementptr i8, ptr %"a0", i64 %".297"
  %".299" = getelementptr i8, ptr %"a1", i64 %".297"
  %".300" = mul i64 %".281", %"kc"
  %".301" = add i64 %".300", %"c_lo"
  %".302" = mul i64 %".301", 64
  %".303" = getelementptr i8, ptr %".274", i64 %".302"
  store ptr %".303", ptr %"w_cursor"
  br i1 %".295", label %"tap_done", label %"tap_work"
taps.done:
  br label %"tile_start.endif"
tap_work:
  %".306" = add i64 %".156", 127
  %"chunks" = sdiv i64 %".306", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
tap_done:
  %".371" = load i64, i64* %"taps.i"
  %".372" = add i64 %".371", 1
  store i64 %".372", i64* %"taps.i"
  br label %"taps.head"
channel_chunks.head:
  %".309" = load i64, i64* %"channel_chunks.i"
  %".310" = icmp slt i64 %".309", %"chunks"
  br i1 %".310", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".309", 128
  %".312" = sub i64 %".156", %"chunk_lo"
  %".313" = icmp slt i64 %".312", 128
  %".314" = select  i1 %".313", i64 %".312", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  br label %"tap_done"
channels.head:
  %".317" = load i64, i64* %"channels.i"
  %".318" = icmp slt i64 %".317", %".314"
  br i1 %".318", label %"channels.body", label %"channels.done"
channels.body:
  %".320" = load <16 x float>, <16 x float>* %"acc0_0"
  %".321" = load <16 x float>, <16 x float>* %"acc1_0"
  %".322" = load ptr, ptr %"w_cursor"
  %".323" = mul i64 %".317", 1
  %".324" = add i64 %".323", 0
  %".325" = add i64 %"chunk_lo", %".324"
  %".326" = getelementptr i8, ptr %".322", i64 0
  %".327" = getelementptr i8, ptr %".326", i64 0
  %".328" = load <16 x float>, ptr %".327", align 64
  %".329" = mul i64 %".325", 4
  %".330" = getelementptr i8, ptr %".298", i64 %".329"
  %".331" = load float, ptr %".330", align 4
  %".332" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".331", i32 0
  %".333" = shufflevector <16 x float> %".332", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".334" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".333", <16 x float> %".328", <16 x float> %".320")
  %".335" = getelementptr i8, ptr %".299", i64 %".329"
  %".336" = load float, ptr %".335", align 4
  %".337" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".336", i32 0
  %".338" = shufflevector <16 x float> %".337", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".339" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".338", <16 x float> %".328", <16 x float> %".321")
  store <16 x float> %".334", <16 x float>* %"acc0_0"
  store <16 x float> %".339", <16 x float>* %"acc1_0"
  %".342" = getelementptr i8, ptr %".322", i64 64
  store ptr %".342", ptr %"w_cursor"
  %".344" = load i64, i64* %"channels.i"
  %".345" = add i64 %".344", 1
  store i64 %".345", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".348" = load i64, i64* %"since_flush"
  %".349" = add i64 %".348", %".314"
  store i64 %".349", i64* %"since_flush"
  %".351" = icmp sge i64 %".349", 128
  br i1 %".351", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".353" = load <16 x float>, <16 x float>* %"total0_0"
  %".354" = load <16 x float>, <16 x float>* %"acc0_0"
  %".355" = fadd <16 x float> %".353", %".354"
  store <16 x float> %".355", <16 x float>* %"total0_0"
  %".357" = load <16 x float>, <16 x float>* %"total1_0"
  %".358" = load <16 x float>, <16 x float>* %"acc1_0"
  %".359" = fadd <16 x float> %".357", %".358"
  store <16 x float> %".359", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".366" = load i64, i64* %"channel_chunks.i"
  %".367" = add i64 %".366", 1
  store i64 %".367", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".378" = load i64, i64* %"taps_short.i"
  %".379" = icmp slt i64 %".378", %"ks"
  br i1 %".379", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".381" = mul i64 %"ks", 2
  %".382" = mul i64 %".165", %".381"
  %".383" = mul i64 %".378", 2
  %".384" = add i64 %".382", %".383"
  %".385" = add i64 %".384", 0
  %".386" = getelementptr i64, ptr %"ind", i64 %".385"
  %"off0.1" = load i64, ptr %".386"
  %".387" = icmp slt i64 %"off0.1", 0
  %".388" = getelementptr i8, ptr %"a_base", i64 %"off0.1"
  %"a0.1" = select  i1 %".387", ptr %"zero", ptr %".388"
  %".389" = add i64 %".384", 1
  %".390" = getelementptr i64, ptr %"ind", i64 %".389"
  %"off1.1" = load i64, ptr %".390"
  %".391" = icmp slt i64 %"off1.1", 0
  %".392" = and i1 %".387", %".391"
  %".393" = getelementptr i8, ptr %"a_base", i64 %"off1.1"
  %"a1.1" = select  i1 %".391", ptr %"zero", ptr %".393"
  %".394" = mul i64 %"c_lo", 4
  %".395" = getelementptr i8, ptr %"a0.1", i64 %".394"
  %".396" = getelementptr i8, ptr %"a1.1", i64 %".394"
  %".397" = mul i64 %".378", %"kc"
  %".398" = add i64 %".397", %"c_lo"
  %".399" = mul i64 %".398", 64
  %".400" = getelementptr i8, ptr %".274", i64 %".399"
  store ptr %".400", ptr %"w_cursor"
  br i1 %".392", label %"tap_done.1", label %"tap_work.1"
taps_short.done:
  br label %"tile_start.endif"
tap_work.1:
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
tap_done.1:
  %".437" = load i64, i64* %"taps_short.i"
  %".438" = add i64 %".437", 1
  store i64 %".438", i64* %"taps_short.i"
  br label %"taps_short.head"
channels.head.1:
  %".405" = load i64, i64* %"channels.i.1"
  %".406" = icmp slt i64 %".405", %".156"
  br i1 %".406", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".408" = load <16 x float>, <16 x float>* %"acc0_0"
  %".409" = load <16 x float>, <16 x float>* %"acc1_0"
  %".410" = load ptr, ptr %"w_cursor"
  %".411" = mul i64 %".405", 1
  %".412" = add i64 %".411", 0
  %".413" = add i64 0, %".412"
  %".414" = getelementptr i8, ptr %".410", i64 0
  %".415" = getelementptr i8, ptr %".414", i64 0
  %".416" = load <16 x float>, ptr %".415", align 64
  %".417" = mul i64 %".413", 4
  %".418" = getelementptr i8, ptr %".395", i64 %".417"
  %".419" = load float, ptr %".418", align 4
  %".420" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".419", i32 0
  %".421" = shufflevector <16 x float> %".420", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".422" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".421", <16 x float> %".416", <16 x float> %".408")
  %".423" = getelementptr i8, ptr %".396", i64 %".417"
  %".424" = load float, ptr %".423", align 4
  %".425" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".424", i32 0
  %".426" = shufflevector <16 x float> %".425", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".427" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".426", <16 x float> %".416", <16 x float> %".409")
  store <16 x float> %".422", <16 x float>* %"acc0_0"
  store <16 x float> %".427", <16 x float>* %"acc1_0"
  %".430" = getelementptr i8, ptr %".410", i64 64
  store ptr %".430", ptr %"w_cursor"
  %".432" = load i64, i64* %"channels.i.1"
  %".433" = add i64 %".432", 1
  store i64 %".433", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  br label %"tap_done.1"
tile_start.endif.if:
  %".444" = load <16 x float>, <16 x float>* %"total0_0"
  %".445" = load <16 x float>, <16 x float>* %"acc0_0"
  %".446" = fadd <16 x float> %".444", %".445"
  store <16 x float> %".446", <16 x float>* %"total0_0"
  %".448" = load <16 x float>, <16 x float>* %"total1_0"
  %".449" = load <16 x float>, <16 x float>* %"acc1_0"
  %".450" = fadd <16 x float> %".448", %".449"
  store <16 x float> %".450", <16 x float>* %"total1_0"
  %".452" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".452", <16 x float>* %"acc0_0"
  %".454" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".454", <16 x float>* %"acc1_0"
  br label %"tile_start.endif.endif"
tile_start.endif.endif:
  %".457" = icmp slt i64 0, %".174"
  %".458" = select  i1 %".457", i64 0, i64 %".174"
  %".459" = add i64 %"m0", %".458"
  %".460" = icmp slt i64 1, %".174"
  %".461" = select  i1 %".460", i64 1, i64 %".174"
  %".462" = add i64 %"m0", %".461"
  br i1 %"grid", label %"tile_start.endif.endif.if", label %"tile_start.endif.endif.else"
tile_start.endif.endif.if:
  %".464" = sdiv i64 %".459", %"row_pixels"
  %".465" = mul i64 %".464", %"row_stride"
  %".466" = srem i64 %".459", %"row_pixels"
  %".467" = mul i64 %".466", %"ldc"
  %".468" = add i64 %".465", %".467"
  %".469" = sdiv i64 %".462", %"row_pixels"
  %".470" = mul i64 %".469", %"row_stride"
  %".471" = srem i64 %".462", %"row_pixels"
  %".472" = mul i64 %".471", %"ldc"
  %".473" = add i64 %".470", %".472"
  br label %"tile_start.endif.endif.endif"
tile_start.endif.endif.else:
  %".475" = mul i64 %".459", %"ldc"
  %".476" = mul i64 %".462", %"ldc"
  br label %"tile_start.endif.endif.endif"
tile_start.endif.endif.endif:
  %".478" = phi  i64 [%".468", %"tile_start.endif.endif.if"], [%".475", %"tile_start.endif.endif.else"]
  %".479" = phi  i64 [%".473", %"tile_start.endif.endif.if"], [%".476", %"tile_start.endif.endif.else"]
  %".480" = getelementptr i8, ptr %"c_tile", i64 %".478"
  %".481" = getelementptr i8, ptr %"c_tile", i64 %".479"
  %".482" = ptrtoint ptr %"c_tile" to i64
  %".483" = ptrtoint ptr %"c" to i64
  %".484" = sub i64 %".482", %".483"
  %"r_tile.2" = getelementptr i8, ptr %"r", i64 %".484"
  %".485" = getelementptr i8, ptr %"r_tile.2", i64 %".478"
  %".486" = getelementptr i8, ptr %"r_tile.2", i64 %".479"
  %".487" = icmp eq i64 %".142", 16
  %".488" = select  i1 %".159", <16 x float> %".30", <16 x float> <float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000>
  %".489" = select  i1 %".159", <16 x float> %".34", <16 x float> <float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000>
  br i1 %".487", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".493" = load <16 x float>, <16 x float>* %"acc0_0"
  %".494" = fcmp olt <16 x float> %".493", %".488"
  %".495" = select  <16 x i1> %".494", <16 x float> %".488", <16 x float> %".493"
  %".496" = fcmp ogt <16 x float> %".495", %".489"
  %".497" = select  <16 x i1> %".496", <16 x float> %".489", <16 x float> %".495"
  %".498" = load <16 x float>, <16 x float>* %"acc1_0"
  %".499" = fcmp olt <16 x float> %".498", %".488"
  %".500" = select  <16 x i1> %".499", <16 x float> %".488", <16 x float> %".498"
  %".501" = fcmp ogt <16 x float> %".500", %".489"
  %".502" = select  <16 x i1> %".501", <16 x float> %".489", <16 x float> %".500"
  %".503" = getelementptr i8, ptr %".480", i64 0
  store <16 x float> %".497", ptr %".503", align 4
  %".505" = getelementptr i8, ptr %".481", i64 0
  store <16 x float> %".502", ptr %".505", align 4
  br label %"tile_done"
store_partial:
  %".508" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".142", i32 0
  %".509" = shufflevector <16 x i64> %".508", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".510" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".509"
  %".511" = load <16 x float>, <16 x float>* %"acc0_0"
  %".512" = fcmp olt <16 x float> %".511", %".488"
  %".513" = select  <16 x i1> %".512", <16 x float> %".488", <16 x float> %".511"
  %".514" = fcmp ogt <16 x float> %".513", %".489"
  %".515" = select  <16 x i1> %".514", <16 x float> %".489", <16 x float> %".513"
  %".516" = load <16 x float>, <16 x float>* %"acc1_0"
  %".517" = fcmp olt <16 x float> %".516", %".488"
  %".518" = select  <16 x i1> %".517", <16 x float> %".488", <16 x float> %".516"
  %".519" = fcmp ogt <16 x float> %".518", %".489"
  %".520" = select  <16 x i1> %".519", <16 x float> %".489", <16 x float> %".518"
  %".521" = getelementptr i8, ptr %".480", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".515", ptr %".521", i32 4, <16 x i1> %".510")
  %".523" = getelementptr i8, ptr %".481", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".520", ptr %".523", i32 4, <16 x i1> %".510")
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
  %"grid.d3" = alloca i64
  store i64 0, i64* %"grid.d3"
  %"grid.d2" = alloca i64
  store i64 0, i64* %"grid.d2"
  %"grid.d1" = alloca i64
  store i64 0, i64* %"grid.d1"
  %"grid.d0" = alloca i64
  store i64 0, i64* %"grid.d0"
  %"grid.last" = alloca i64
  store i64 -2, i64* %"grid.last"
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
  %".89" = select  i1 %".88", i64 %"groups", i64 %"m_groups"
  %".90" = select  i1 %".88", i64 %"m_groups", i64 %"groups"
  %".96" = load i64, i64* %"grid.last"
  %".97" = add i64 %".96", 1
  %".98" = icmp eq i64 %".45", %".97"
  br i1 %".98", label %"work.if", label %"work.else"
exit:
  %".83" = getelementptr i64, ptr %"schedule", i64 1
  %".84" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".85" = atomicrmw add ptr %".83", i64 %".84" release
  ret void
work.if:
  %".100" = load i64, i64* %"grid.d0"
  %".101" = add i64 %".100", 1
  %".102" = icmp eq i64 %".101", %"n_panels"
  %".103" = select  i1 %".102", i64 0, i64 %".101"
  store i64 %".103", i64* %"grid.d0"
  %".105" = zext i1 %".102" to i64
  %".106" = load i64, i64* %"grid.d1"
  %".107" = add i64 %".106", %".105"
  %".108" = icmp eq i64 %".107", %".89"
  %".109" = select  i1 %".108", i64 0, i64 %".107"
  store i64 %".109", i64* %"grid.d1"
  %".111" = zext i1 %".108" to i64
  %".112" = load i64, i64* %"grid.d2"
  %".113" = add i64 %".112", %".111"
  %".114" = icmp eq i64 %".113", %".90"
  %".115" = select  i1 %".114", i64 0, i64 %".113"
  store i64 %".115", i64* %"grid.d2"
  %".117" = zext i1 %".114" to i64
  %".118" = load i64, i64* %"grid.d3"
  %".119" = add i64 %".118", %".117"
  store i64 %".119", i64* %"grid.d3"
  br label %"work.endif"
work.else:
  %".122" = srem i64 %".45", %"n_panels"
  store i64 %".122", i64* %"grid.d0"
  %".124" = sdiv i64 %".45", %"n_panels"
  %".125" = srem i64 %".124", %".89"
  store i64 %".125", i64* %"grid.d1"
  %".127" = sdiv i64 %".124", %".89"
  %".128" = srem i64 %".127", %".90"
  store i64 %".128", i64* %"grid.d2"
  %".130" = sdiv i64 %".127", %".90"
  store i64 %".130", i64* %"grid.d3"
  br label %"work.endif"
work.endif:
  store i64 %".45", i64* %"grid.last"
  %"grid0" = load i64, i64* %"grid.d0"
  %"grid1" = load i64, i64* %"grid.d1"
  %"grid2" = load i64, i64* %"grid.d2"
  %"grid3" = load i64, i64* %"grid.d3"
  %"tile" = select  i1 %".88", i64 %"grid2", i64 %"grid1"
  %"group" = select  i1 %".88", i64 %"grid1", i64 %"grid2"
  %".134" = mul i64 %"grid3", %"a_bs"
  %".135" = mul i64 %"group", %"a_gs"
  %".136" = add i64 %".134", %".135"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".136"
  %".137" = mul i64 %"group", %"w_gs"
  %".138" = mul i64 %"grid0", %"w_ps"
  %".139" = add i64 %".137", %".138"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".139"
  %"n0" = mul i64 %"grid0", 16
  %".140" = sub i64 %"k", %"n0"
  %".141" = icmp slt i64 %".140", 16
  %".142" = select  i1 %".141", i64 %".140", i64 16
  %".143" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".143"
  %".144" = icmp ne i64 %"residual.int", 0
  %"tile_lo" = mul i64 %"tile", 8
  %".145" = sub i64 %"m_tiles", %"tile_lo"
  %".146" = icmp slt i64 %".145", 8
  %".147" = select  i1 %".146", i64 %".145", i64 8
  %".148" = add i64 %"kc", 31
  %"k_blocks" = sdiv i64 %".148", 32
  store i64 0, i64* %"k_blocks.i"
  br label %"k_blocks.head"
k_blocks.head:
  %".151" = load i64, i64* %"k_blocks.i"
  %".152" = icmp slt i64 %".151", %"k_blocks"
  br i1 %".152", label %"k_blocks.body", label %"k_blocks.done"
k_blocks.body:
  %"c_lo" = mul i64 %".151", 32
  %".154" = sub i64 %"kc", %"c_lo"
  %".155" = icmp slt i64 %".154", 32
  %".156" = select  i1 %".155", i64 %".154", i64 32
  %".157" = icmp eq i64 %".151", 0
  %".158" = sub i64 %"k_blocks", 1
  %".159" = icmp eq i64 %".151", %".158"
  store i64 0, i64* %"tiles.i"
  br label %"tiles.head"
k_blocks.done:
  br label %"claim"
tiles.head:
  %".162" = load i64, i64* %"tiles.i"
  %".163" = icmp slt i64 %".162", %".147"
  br i1 %".163", label %"tiles.body", label %"tiles.done"
tiles.body:
  %".165" = add i64 %"tile_lo", %".162"
  %"m0" = mul i64 %".165", 2
  %".166" = sub i64 %"m", %"m0"
  %".167" = icmp slt i64 %".166", 2
  %".168" = select  i1 %".167", i64 %".166", i64 2
  %".169" = mul i64 %"grid3", %"c_bs"
  %".170" = mul i64 %"group", %"c_gs"
  %".171" = add i64 %".169", %".170"
  %".172" = mul i64 %"n0", 4
  %".173" = add i64 %".171", %".172"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".173"
  %".174" = sub i64 %".168", 1
  %".175" = getelementptr i8, ptr %"w_panel", i64 0
  %".176" = load <16 x float>, ptr %".175", align 64
  store <16 x float> %".176", <16 x float>* %"acc0_0"
  %".178" = getelementptr i8, ptr %"w_panel", i64 0
  %".179" = load <16 x float>, ptr %".178", align 64
  store <16 x float> %".179", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  br i1 %".157", label %"first_block", label %"resume_partial_sums"
tiles.done:
  %".516" = load i64, i64* %"k_blocks.i"
  %".517" = add i64 %".516", 1
  store i64 %".517", i64* %"k_blocks.i"
  br label %"k_blocks.head"
tile_done:
  %".512" = load i64, i64* %"tiles.i"
  %".513" = add i64 %".512", 1
  store i64 %".513", i64* %"tiles.i"
  br label %"tiles.head"
first_block:
  br i1 %".144", label %"first_block_residual", label %"tile_start"
first_block_residual:
  %".186" = icmp slt i64 0, %".174"
  %".187" = select  i1 %".186", i64 0, i64 %".174"
  %".188" = add i64 %"m0", %".187"
  %".189" = icmp slt i64 1, %".174"
  %".190" = select  i1 %".189", i64 1, i64 %".174"
  %".191" = add i64 %"m0", %".190"
  br i1 %"grid", label %"first_block_residual.if", label %"first_block_residual.else"
resume_partial_sums:
  %".230" = icmp slt i64 0, %".174"
  %".231" = select  i1 %".230", i64 0, i64 %".174"
  %".232" = add i64 %"m0", %".231"
  %".233" = icmp slt i64 1, %".174"
  %".234" = select  i1 %".233", i64 1, i64 %".174"
  %".235" = add i64 %"m0", %".234"
  br i1 %"grid", label %"resume_partial_sums.if", label %"resume_partial_sums.else"
tile_start:
  store i64 0, i64* %"since_flush"
  %".274" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".274", ptr %"w_cursor"
  %".276" = mul i64 %"ks", %".156"
  %".277" = icmp sgt i64 %".276", 128
  br i1 %".277", label %"tile_start.if", label %"tile_start.else"
first_block_residual.if:
  %".193" = sdiv i64 %".188", %"row_pixels"
  %".194" = mul i64 %".193", %"row_stride"
  %".195" = srem i64 %".188", %"row_pixels"
  %".196" = mul i64 %".195", %"ldc"
  %".197" = add i64 %".194", %".196"
  %".198" = sdiv i64 %".191", %"row_pixels"
  %".199" = mul i64 %".198", %"row_stride"
  %".200" = srem i64 %".191", %"row_pixels"
  %".201" = mul i64 %".200", %"ldc"
  %".202" = add i64 %".199", %".201"
  br label %"first_block_residual.endif"
first_block_residual.else:
  %".204" = mul i64 %".188", %"ldc"
  %".205" = mul i64 %".191", %"ldc"
  br label %"first_block_residual.endif"
first_block_residual.endif:
  %".207" = phi  i64 [%".197", %"first_block_residual.if"], [%".204", %"first_block_residual.else"]
  %".208" = phi  i64 [%".202", %"first_block_residual.if"], [%".205", %"first_block_residual.else"]
  %".209" = getelementptr i8, ptr %"c_tile", i64 %".207"
  %".210" = getelementptr i8, ptr %"c_tile", i64 %".208"
  %".211" = ptrtoint ptr %"c_tile" to i64
  %".212" = ptrtoint ptr %"c" to i64
  %".213" = sub i64 %".211", %".212"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".213"
  %".214" = getelementptr i8, ptr %"r_tile", i64 %".207"
  %".215" = getelementptr i8, ptr %"r_tile", i64 %".208"
  %".216" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".142", i32 0
  %".217" = shufflevector <16 x i64> %".216", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".218" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".217"
  %".219" = load <16 x float>, <16 x float>* %"acc0_0"
  %".220" = getelementptr i8, ptr %".214", i64 0
  %".221" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".220", i32 4, <16 x i1> %".218", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".222" = fadd <16 x float> %".219", %".221"
  store <16 x float> %".222", <16 x float>* %"acc0_0"
  %".224" = load <16 x float>, <16 x float>* %"acc1_0"
  %".225" = getelementptr i8, ptr %".215", i64 0
  %".226" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".225", i32 4, <16 x i1> %".218", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".227" = fadd <16 x float> %".224", %".226"
  store <16 x float> %".227", <16 x float>* %"acc1_0"
  br label %"tile_start"
resume_partial_sums.if:
  %".237" = sdiv i64 %".232", %"row_pixels"
  %".238" = mul i64 %".237", %"row_stride"
  %".239" = srem i64 %".232", %"row_pixels"
  %".240" = mul i64 %".239", %"ldc"
  %".241" = add i64 %".238", %".240"
  %".242" = sdiv i64 %".235", %"row_pixels"
  %".243" = mul i64 %".242", %"row_stride"
  %".244" = srem i64 %".235", %"row_pixels"
  %".245" = mul i64 %".244", %"ldc"
  %".246" = add i64 %".243", %".245"
  br label %"resume_partial_sums.endif"
resume_partial_sums.else:
  %".248" = mul i64 %".232", %"ldc"
  %".249" = mul i64 %".235", %"ldc"
  br label %"resume_partial_sums.endif"
resume_partial_sums.endif:
  %".251" = phi  i64 [%".241", %"resume_partial_sums.if"], [%".248", %"resume_partial_sums.else"]
  %".252" = phi  i64 [%".246", %"resume_partial_sums.if"], [%".249", %"resume_partial_sums.else"]
  %".253" = getelementptr i8, ptr %"c_tile", i64 %".251"
  %".254" = getelementptr i8, ptr %"c_tile", i64 %".252"
  %".255" = ptrtoint ptr %"c_tile" to i64
  %".256" = ptrtoint ptr %"c" to i64
  %".257" = sub i64 %".255", %".256"
  %"r_tile.1" = getelementptr i8, ptr %"r", i64 %".257"
  %".258" = getelementptr i8, ptr %"r_tile.1", i64 %".251"
  %".259" = getelementptr i8, ptr %"r_tile.1", i64 %".252"
  %".260" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".142", i32 0
  %".261" = shufflevector <16 x i64> %".260", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".262" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".261"
  %".263" = getelementptr i8, ptr %".253", i64 0
  %".264" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".263", i32 4, <16 x i1> %".262", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".264", <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  %".267" = getelementptr i8, ptr %".254", i64 0
  %".268" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".267", i32 4, <16 x i1> %".262", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".268", <16 x float>* %"total1_0"
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
  %".428" = load i1, i1* %"flushed"
  br i1 %".428", label %"tile_start.endif.if", label %"tile_start.endif.endif"
taps.head:
  %".281" = load i64, i64* %"taps.i"
  %".282" = icmp slt i64 %".281", %"ks"
  br i1 %".282", label %"taps.body", label %"taps.done"
taps.body:
  %".284" = icmp slt i64 0, %".174"
  %".285" = select  i1 %".284", i64 0, i64 %".174"
  %".286" = add i64 %"m0", %".285"
  %".287" = mul i64 %".286", %"lda"
  %"a0" = getelementptr i8, ptr %"a_base", i64 %".287"
  %".288" = icmp slt i64 1, %".174"
  %".289" = select  i1 %".288", i64 1, i64 %".174"
  %".290" = add i64 %"m0", %".289"
  %".291" = mul i64 %".290", %"lda"
  %"a1" = getelementptr i8, ptr %"a_base", i64 %".291"
  %".292" = mul i64 %"c_lo", 4
  %".293" = getelementptr i8, ptr %"a0", i64 %".292"
  %".294" = getelementptr i8, ptr %"a1", i64 %".292"
  %".295" = mul i64 %".281", %"kc"
  %".296" = add i64 %".295", %"c_lo"
  %".297" = mul i64 %".296", 64
  %".298" = getelementptr i8, ptr %".274", i64 %".297"
  store ptr %".298", ptr %"w_cursor"
  %".300" = add i64 %".156", 127
  %"chunks" = sdiv i64 %".300", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps.done:
  br label %"tile_start.endif"
channel_chunks.head:
  %".303" = load i64, i64* %"channel_chunks.i"
  %".304" = icmp slt i64 %".303", %"chunks"
  br i1 %".304", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".303", 128
  %".306" = sub i64 %".156", %"chunk_lo"
  %".307" = icmp slt i64 %".306", 128
  %".308" = select  i1 %".307", i64 %".306", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  %".364" = load i64, i64* %"taps.i"
  %".365" = add i64 %".364", 1
  store i64 %".365", i64* %"taps.i"
  br label %"taps.head"
channels.head:
  %".311" = load i64, i64* %"channels.i"
  %".312" = icmp slt i64 %".311", %".308"
  br i1 %".312", label %"channels.body", label %"channels.done"
channels.body:
  %".314" = load <16 x float>, <16 x float>* %"acc0_0"
  %".315" = load <16 x float>, <16 x float>* %"acc1_0"
  %".316" = load ptr, ptr %"w_cursor"
  %".317" = mul i64 %".311", 1
  %".318" = add i64 %".317", 0
  %".319" = add i64 %"chunk_lo", %".318"
  %".320" = getelementptr i8, ptr %".316", i64 0
  %".321" = getelementptr i8, ptr %".320", i64 0
  %".322" = load <16 x float>, ptr %".321", align 64
  %".323" = mul i64 %".319", 4
  %".324" = getelementptr i8, ptr %".293", i64 %".323"
  %".325" = load float, ptr %".324", align 4
  %".326" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".325", i32 0
  %".327" = shufflevector <16 x float> %".326", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".328" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".327", <16 x float> %".322", <16 x float> %".314")
  %".329" = getelementptr i8, ptr %".294", i64 %".323"
  %".330" = load float, ptr %".329", align 4
  %".331" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".330", i32 0
  %".332" = shufflevector <16 x float> %".331", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".333" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".332", <16 x float> %".322", <16 x float> %".315")
  store <16 x float> %".328", <16 x float>* %"acc0_0"
  store <16 x float> %".333", <16 x float>* %"acc1_0"
  %".336" = getelementptr i8, ptr %".316", i64 64
  store ptr %".336", ptr %"w_cursor"
  %".338" = load i64, i64* %"channels.i"
  %".339" = add i64 %".338", 1
  store i64 %".339", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".342" = load i64, i64* %"since_flush"
  %".343" = add i64 %".342", %".308"
  store i64 %".343", i64* %"since_flush"
  %".345" = icmp sge i64 %".343", 128
  br i1 %".345", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".347" = load <16 x float>, <16 x float>* %"total0_0"
  %".348" = load <16 x float>, <16 x float>* %"acc0_0"
  %".349" = fadd <16 x float> %".347", %".348"
  store <16 x float> %".349", <16 x float>* %"total0_0"
  %".351" = load <16 x float>, <16 x float>* %"total1_0"
  %".352" = load <16 x float>, <16 x float>* %"acc1_0"
  %".353" = fadd <16 x float> %".351", %".352"
  store <16 x float> %".353", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".360" = load i64, i64* %"channel_chunks.i"
  %".361" = add i64 %".360", 1
  store i64 %".361", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".371" = load i64, i64* %"taps_short.i"
  %".372" = icmp slt i64 %".371", %"ks"
  br i1 %".372", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".374" = icmp slt i64 0, %".174"
  %".375" = select  i1 %".374", i64 0, i64 %".174"
  %".376" = add i64 %"m0", %".375"
  %".377" = mul i64 %".376", %"lda"
  %"a0.1" = getelementptr i8, ptr %"a_base", i64 %".377"
  %".378" = icmp slt i64 1, %".174"
  %".379" = select  i1 %".378", i64 1, i64 %".174"
  %".380" = add i64 %"m0", %".379"
  %".381" = mul i64 %".380", %"lda"
  %"a1.1" = getelementptr i8, ptr %"a_base", i64 %".381"
  %".382" = mul i64 %"c_lo", 4
  %".383" = getelementptr i8, ptr %"a0.1", i64 %".382"
  %".384" = getelementptr i8, ptr %"a1.1", i64 %".382"
  %".385" = mul i64 %".371", %"kc"
  %".386" = add i64 %".385", %"c_lo"
  %".387" = mul i64 %".386", 64
  %".388" = getelementptr i8, ptr %".274", i64 %".387"
  store ptr %".388", ptr %"w_cursor"
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
taps_short.done:
  br label %"tile_start.endif"
channels.head.1:
  %".392" = load i64, i64* %"channels.i.1"
  %".393" = icmp slt i64 %".392", %".156"
  br i1 %".393", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".395" = load <16 x float>, <16 x float>* %"acc0_0"
  %".396" = load <16 x float>, <16 x float>* %"acc1_0"
  %".397" = load ptr, ptr %"w_cursor"
  %".398" = mul i64 %".392", 1
  %".399" = add i64 %".398", 0
  %".400" = add i64 0, %".399"
  %".401" = getelementptr i8, ptr %".397", i64 0
  %".402" = getelementptr i8, ptr %".401", i64 0
  %".403" = load <16 x float>, ptr %".402", align 64
  %".404" = mul i64 %".400", 4
  %".405" = getelementptr i8, ptr %".383", i64 %".404"
  %".406" = load float, ptr %".405", align 4
  %".407" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".406", i32 0
  %".408" = shufflevector <16 x float> %".407", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".409" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".408", <16 x float> %".403", <16 x float> %".395")
  %".410" = getelementptr i8, ptr %".384", i64 %".404"
  %".411" = load float, ptr %".410", align 4
  %".412" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".411", i32 0
  %".413" = shufflevector <16 x float> %".412", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".414" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".413", <16 x float> %".403", <16 x float> %".396")
  store <16 x float> %".409", <16 x float>* %"acc0_0"
  store <16 x float> %".414", <16 x float>* %"acc1_0"
  %".417" = getelementptr i8, ptr %".397", i64 64
  store ptr %".417", ptr %"w_cursor"
  %".419" = load i64, i64* %"channels.i.1"
  %".420" = add i64 %".419", 1
  store i64 %".420", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  %".423" = load i64, i64* %"taps_short.i"
  %".424" = add i64 %".423", 1
  store i64 %".424", i64* %"taps_short.i"
  br label %"taps_short.head"
tile_start.endif.if:
  %".430" = load <16 x float>, <16 x float>* %"total0_0"
  %".431" = load <16 x float>, <16 x float>* %"acc0_0"
  %".432" = fadd <16 x float> %".430", %".431"
  store <16 x float> %".432", <16 x float>* %"total0_0"
  %".434" = load <16 x float>, <16 x float>* %"total1_0"
  %".435" = load <16 x float>, <16 x float>* %"acc1_0"
  %".436" = fadd <16 x float> %".434", %".435"
  store <16 x float> %".436", <16 x float>* %"total1_0"
  %".438" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".438", <16 x float>* %"acc0_0"
  %".440" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".440", <16 x float>* %"acc1_0"
  br label %"tile_start.endif.endif"
tile_start.endif.endif:
  %".443" = icmp slt i64 0, %".174"
  %".444" = select  i1 %".443", i64 0, i64 %".174"
  %".445" = add i64 %"m0", %".444"
  %".446" = icmp slt i64 1, %".174"
  %".447" = select  i1 %".446", i64 1, i64 %".174"
  %".448" = add i64 %"m0", %".447"
  br i1 %"grid", label %"tile_start.endif.endif.if", label %"tile_start.endif.endif.else"
tile_start.endif.endif.if:
  %".450" = sdiv i64 %".445", %"row_pixels"
  %".451" = mul i64 %".450", %"row_stride"
  %".452" = srem i64 %".445", %"row_pixels"
  %".453" = mul i64 %".452", %"ldc"
  %".454" = add i64 %".451", %".453"
  %".455" = sdiv i64 %".448", %"row_pixels"
  %".456" = mul i64 %".455", %"row_stride"
  %".457" = srem i64 %".448", %"row_pixels"
  %".458" = mul i64 %".457", %"ldc"
  %".459" = add i64 %".456", %".458"
  br label %"tile_start.endif.endif.endif"
tile_start.endif.endif.else:
  %".461" = mul i64 %".445", %"ldc"
  %".462" = mul i64 %".448", %"ldc"
  br label %"tile_start.endif.endif.endif"
tile_start.endif.endif.endif:
  %".464" = phi  i64 [%".454", %"tile_start.endif.endif.if"], [%".461", %"tile_start.endif.endif.else"]
  %".465" = phi  i64 [%".459", %"tile_start.endif.endif.if"], [%".462", %"tile_start.endif.endif.else"]
  %".466" = getelementptr i8, ptr %"c_tile", i64 %".464"
  %".467" = getelementptr i8, ptr %"c_tile", i64 %".465"
  %".468" = ptrtoint ptr %"c_tile" to i64
  %".469" = ptrtoint ptr %"c" to i64
  %".470" = sub i64 %".468", %".469"
  %"r_tile.2" = getelementptr i8, ptr %"r", i64 %".470"
  %".471" = getelementptr i8, ptr %"r_tile.2", i64 %".464"
  %".472" = getelementptr i8, ptr %"r_tile.2", i64 %".465"
  %".473" = icmp eq i64 %".142", 16
  %".474" = select  i1 %".159", <16 x float> %".30", <16 x float> <float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000>
  %".475" = select  i1 %".159", <16 x float> %".34", <16 x float> <float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000>
  br i1 %".473", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".479" = load <16 x float>, <16 x float>* %"acc0_0"
  %".480" = fcmp olt <16 x float> %".479", %".474"
  %".481" = select  <16 x i1> %".480", <16 x float> %".474", <16 x float> %".479"
  %".482" = fcmp ogt <16 x float> %".481", %".475"
  %".483" = select  <16 x i1> %".482", <16 x float> %".475", <16 x float> %".481"
  %".484" = load <16 x float>, <16 x float>* %"acc1_0"
  %".485" = fcmp olt <16 x float> %".484", %".474"
  %".486" = select  <16 x i1> %".485", <16 x float> %".474", <16 x float> %".484"
  %".487" = fcmp ogt <16 x float> %".486", %".475"
  %".488" = select  <16 x i1> %".487", <16 x float> %".475", <16 x float> %".486"
  %".489" = getelementptr i8, ptr %".466", i64 0
  store <16 x float> %".483", ptr %".489", align 4
  %".491" = getelementptr i8, ptr %".467", i64 0
  store <16 x float> %".488", ptr %".491", align 4
  br label %"tile_done"
store_partial:
  %".494" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".142", i32 0
  %".495" = shufflevector <16 x i64> %".494", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".496" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".495"
  %".497" = load <16 x float>, <16 x float>* %"acc0_0"
  %".498" = fcmp olt <16 x float> %".497", %".474"
  %".499" = select  <16 x i1> %".498", <16 x float> %".474", <16 x float> %".497"
  %".500" = fcmp ogt <16 x float> %".499", %".475"
  %".501" = select  <16 x i1> %".500", <16 x float> %".475", <16 x float> %".499"
  %".502" = load <16 x float>, <16 x float>* %"acc1_0"
  %".503" = fcmp olt <16 x float> %".502", %".474"
  %".504" = select  <16 x i1> %".503", <16 x float> %".474", <16 x float> %".502"
  %".505" = fcmp ogt <16 x float> %".504", %".475"
  %".506" = select  <16 x i1> %".505", <16 x float> %".475", <16 x float> %".504"
  %".507" = getelementptr i8, ptr %".466", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".501", ptr %".507", i32 4, <16 x i1> %".496")
  %".509" = getelementptr i8, ptr %".467", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".506", ptr %".509", i32 4, <16 x i1> %".496")
  br label %"tile_done"
store_full_choice:
  br label %"store_full"
store_partial_choice:
  br label %"store_partial"
}
