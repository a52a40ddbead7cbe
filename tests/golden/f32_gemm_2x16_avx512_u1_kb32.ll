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
  %"skipped_chunks.i" = alloca i64
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
  %".35" = getelementptr i64, ptr %"args", i64 39
  %"tile_pixels.int" = load i64, ptr %".35"
  %"tabled" = icmp ne i64 %"tile_pixels.int", 0
  %".36" = add i64 %"m", 1
  %".37" = sdiv i64 %".36", 2
  %".38" = getelementptr i64, ptr %"args", i64 40
  %"tiles" = load i64, ptr %".38"
  %"m_tiles" = select  i1 %"tabled", i64 %"tiles", i64 %".37"
  %".39" = add i64 %"k", 15
  %"n_panels" = sdiv i64 %".39", 16
  %".40" = add i64 %"m_tiles", 7
  %"m_groups" = sdiv i64 %".40", 8
  %".41" = mul i64 %"batch", %"groups"
  %".42" = mul i64 %".41", %"m_groups"
  %"total" = mul i64 %".42", %"n_panels"
  %"parts" = load i64, ptr %"schedule"
  store i64 0, i64* %"visited"
  store i64 0, i64* %"claimed"
  store i64 0, i64* %"batch_next"
  store i64 0, i64* %"batch_end"
  br label %"claim"
claim:
  %".48" = load i64, i64* %"batch_next"
  %".49" = load i64, i64* %"batch_end"
  %".50" = icmp slt i64 %".48", %".49"
  br i1 %".50", label %"got_item", label %"claim_batch"
claim_batch:
  %".52" = load i64, i64* %"visited"
  %".53" = icmp slt i64 %".52", %"parts"
  br i1 %".53", label %"claim_part", label %"exit"
claim_part:
  %".55" = add i64 %"part", %".52"
  %"part.1" = srem i64 %".55", %"parts"
  %".56" = mul i64 %"part.1", 8
  %".57" = add i64 8, %".56"
  %".58" = getelementptr i64, ptr %"schedule", i64 %".57"
  %".59" = add i64 %".57", 1
  %".60" = getelementptr i64, ptr %"schedule", i64 %".59"
  %"end" = load i64, ptr %".60"
  %".61" = load atomic i64, ptr %".58" monotonic, align 8
  %".62" = sub i64 %"end", %".61"
  %".63" = ashr i64 %".62", 3
  %".64" = icmp slt i64 %".63", 16
  %".65" = select  i1 %".64", i64 %".63", i64 16
  %".66" = icmp sgt i64 %".65", 1
  %".67" = select  i1 %".66", i64 %".65", i64 1
  %"first" = atomicrmw add ptr %".58", i64 %".67" monotonic
  %".68" = icmp slt i64 %"first", %"end"
  br i1 %".68", label %"got_batch", label %"next_part"
got_batch:
  store i64 %"first", i64* %"batch_next"
  %".71" = add i64 %"first", %".67"
  %".72" = icmp slt i64 %".71", %"end"
  %".73" = select  i1 %".72", i64 %".71", i64 %"end"
  store i64 %".73", i64* %"batch_end"
  br label %"claim"
got_item:
  %".76" = add i64 %".48", 1
  store i64 %".76", i64* %"batch_next"
  %".78" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".79" = add i64 %".78", 1
  store atomic i64 %".79", i64* %"claimed" monotonic, align 8
  %".81" = icmp slt i64 %".48", %"total"
  br i1 %".81", label %"work", label %"claim"
next_part:
  %".83" = add i64 %".52", 1
  store i64 %".83", i64* %"visited"
  br label %"claim"
work:
  %".90" = getelementptr i64, ptr %"args", i64 35
  %"groups_share_pixels" = load i64, ptr %".90"
  %".91" = icmp ne i64 %"groups_share_pixels", 0
  %".92" = select  i1 %".91", i64 %"groups", i64 %"m_groups"
  %".93" = select  i1 %".91", i64 %"m_groups", i64 %"groups"
  %".99" = load i64, i64* %"grid.last"
  %".100" = add i64 %".99", 1
  %".101" = icmp eq i64 %".48", %".100"
  br i1 %".101", label %"work.if", label %"work.else"
exit:
  %".86" = getelementptr i64, ptr %"schedule", i64 1
  %".87" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".88" = atomicrmw add ptr %".86", i64 %".87" release
  ret void
work.if:
  %".103" = load i64, i64* %"grid.d0"
  %".104" = add i64 %".103", 1
  %".105" = icmp eq i64 %".104", %"n_panels"
  %".106" = select  i1 %".105", i64 0, i64 %".104"
  store i64 %".106", i64* %"grid.d0"
  %".108" = zext i1 %".105" to i64
  %".109" = load i64, i64* %"grid.d1"
  %".110" = add i64 %".109", %".108"
  %".111" = icmp eq i64 %".110", %".92"
  %".112" = select  i1 %".111", i64 0, i64 %".110"
  store i64 %".112", i64* %"grid.d1"
  %".114" = zext i1 %".111" to i64
  %".115" = load i64, i64* %"grid.d2"
  %".116" = add i64 %".115", %".114"
  %".117" = icmp eq i64 %".116", %".93"
  %".118" = select  i1 %".117", i64 0, i64 %".116"
  store i64 %".118", i64* %"grid.d2"
  %".120" = zext i1 %".117" to i64
  %".121" = load i64, i64* %"grid.d3"
  %".122" = add i64 %".121", %".120"
  store i64 %".122", i64* %"grid.d3"
  br label %"work.endif"
work.else:
  %".125" = srem i64 %".48", %"n_panels"
  store i64 %".125", i64* %"grid.d0"
  %".127" = sdiv i64 %".48", %"n_panels"
  %".128" = srem i64 %".127", %".92"
  store i64 %".128", i64* %"grid.d1"
  %".130" = sdiv i64 %".127", %".92"
  %".131" = srem i64 %".130", %".93"
  store i64 %".131", i64* %"grid.d2"
  %".133" = sdiv i64 %".130", %".93"
  store i64 %".133", i64* %"grid.d3"
  br label %"work.endif"
work.endif:
  store i64 %".48", i64* %"grid.last"
  %"grid0" = load i64, i64* %"grid.d0"
  %"grid1" = load i64, i64* %"grid.d1"
  %"grid2" = load i64, i64* %"grid.d2"
  %"grid3" = load i64, i64* %"grid.d3"
  %"tile" = select  i1 %".91", i64 %"grid2", i64 %"grid1"
  %"group" = select  i1 %".91", i64 %"grid1", i64 %"grid2"
  %".137" = mul i64 %"grid3", %"a_bs"
  %".138" = mul i64 %"group", %"a_gs"
  %".139" = add i64 %".137", %".138"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".139"
  %".140" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".140"
  %".141" = icmp ne i64 %"residual.int", 0
  %"tile_lo" = mul i64 %"tile", 8
  %".142" = sub i64 %"m_tiles", %"tile_lo"
  %".143" = icmp slt i64 %".142", 8
  %".144" = select  i1 %".143", i64 %".142", i64 8
  %".145" = add i64 %"kc", 31
  %"k_blocks" = sdiv i64 %".145", 32
  store i64 0, i64* %"k_blocks.i"
  br label %"k_blocks.head"
k_blocks.head:
  %".148" = load i64, i64* %"k_blocks.i"
  %".149" = icmp slt i64 %".148", %"k_blocks"
  br i1 %".149", label %"k_blocks.body", label %"k_blocks.done"
k_blocks.body:
  %"c_lo" = mul i64 %".148", 32
  %".151" = sub i64 %"kc", %"c_lo"
  %".152" = icmp slt i64 %".151", 32
  %".153" = select  i1 %".152", i64 %".151", i64 32
  %".154" = icmp eq i64 %".148", 0
  %".155" = sub i64 %"k_blocks", 1
  %".156" = icmp eq i64 %".148", %".155"
  store i64 0, i64* %"tiles.i"
  br label %"tiles.head"
k_blocks.done:
  br label %"claim"
tiles.head:
  %".159" = load i64, i64* %"tiles.i"
  %".160" = icmp slt i64 %".159", %".144"
  br i1 %".160", label %"tiles.body", label %"tiles.done"
tiles.body:
  %".162" = add i64 %"tile_lo", %".159"
  %".163" = mul i64 %"group", %"w_gs"
  %".164" = mul i64 %"grid0", %"w_ps"
  %".165" = add i64 %".163", %".164"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".165"
  %"n0" = mul i64 %"grid0", 16
  %".166" = sub i64 %"k", %"n0"
  %".167" = icmp slt i64 %".166", 16
  %".168" = select  i1 %".167", i64 %".166", i64 16
  %"m0" = mul i64 %".162", 2
  %".169" = sub i64 %"m", %"m0"
  %".170" = icmp slt i64 %".169", 2
  %".171" = select  i1 %".170", i64 %".169", i64 2
  %".172" = mul i64 %"grid3", %"c_bs"
  %".173" = mul i64 %"group", %"c_gs"
  %".174" = add i64 %".172", %".173"
  %".175" = mul i64 %"n0", 4
  %".176" = add i64 %".174", %".175"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".176"
  %".177" = sub i64 %".171", 1
  br i1 %"tabled", label %"tiles.body.if", label %"tiles.body.else"
tiles.done:
  %".564" = load i64, i64* %"k_blocks.i"
  %".565" = add i64 %".564", 1
  store i64 %".565", i64* %"k_blocks.i"
  br label %"k_blocks.head"
tile_done:
  %".560" = load i64, i64* %"tiles.i"
  %".561" = add i64 %".560", 1
  store i64 %".561", i64* %"tiles.i"
  br label %"tiles.head"
tiles.body.if:
  %".179" = inttoptr i64 %"tile_pixels.int" to ptr
  %".180" = add i64 %"m0", 0
  %".181" = getelementptr i64, ptr %".179", i64 %".180"
  %".182" = load i64, ptr %".181"
  %".183" = add i64 %"m0", 1
  %".184" = getelementptr i64, ptr %".179", i64 %".183"
  %".185" = load i64, ptr %".184"
  br label %"tiles.body.endif"
tiles.body.else:
  %".187" = icmp slt i64 0, %".177"
  %".188" = select  i1 %".187", i64 0, i64 %".177"
  %".189" = add i64 %"m0", %".188"
  %".190" = icmp slt i64 1, %".177"
  %".191" = select  i1 %".190", i64 1, i64 %".177"
  %".192" = add i64 %"m0", %".191"
  br label %"tiles.body.endif"
tiles.body.endif:
  %".194" = phi  i64 [%".182", %"tiles.body.if"], [%".189", %"tiles.body.else"]
  %".195" = phi  i64 [%".185", %"tiles.body.if"], [%".192", %"tiles.body.else"]
  %".196" = getelementptr i8, ptr %"w_panel", i64 0
  %".197" = load <16 x float>, ptr %".196", align 64
  store <16 x float> %".197", <16 x float>* %"acc0_0"
  %".199" = getelementptr i8, ptr %"w_panel", i64 0
  %".200" = load <16 x float>, ptr %".199", align 64
  store <16 x float> %".200", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  br i1 %".154", label %"first_block", label %"resume_partial_sums"
first_block:
  br i1 %".141", label %"first_block_residual", label %"tile_start"
first_block_residual:
  br i1 %"grid", label %"first_block_residual.if", label %"first_block_residual.else"
resume_partial_sums:
  br i1 %"grid", label %"resume_partial_sums.if", label %"resume_partial_sums.else"
tile_start:
  store i64 0, i64* %"since_flush"
  %".283" = add i64 %".153", 127
  %"chunks" = sdiv i64 %".283", 128
  %".284" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".284", ptr %"w_cursor"
  %".286" = mul i64 %"ks", %".153"
  %".287" = icmp sgt i64 %".286", 128
  br i1 %".287", label %"tile_start.if", label %"tile_start.else"
first_block_residual.if:
  %".208" = sdiv i64 %".194", %"row_pixels"
  %".209" = mul i64 %".208", %"row_stride"
  %".210" = srem i64 %".194", %"row_pixels"
  %".211" = mul i64 %".210", %"ldc"
  %".212" = add i64 %".209", %".211"
  %".213" = sdiv i64 %".195", %"row_pixels"
  %".214" = mul i64 %".213", %"row_stride"
  %".215" = srem i64 %".195", %"row_pixels"
  %".216" = mul i64 %".215", %"ldc"
  %".217" = add i64 %".214", %".216"
  br label %"first_block_residual.endif"
first_block_residual.else:
  %".219" = mul i64 %".194", %"ldc"
  %".220" = mul i64 %".195", %"ldc"
  br label %"first_block_residual.endif"
first_block_residual.endif:
  %".222" = phi  i64 [%".212", %"first_block_residual.if"], [%".219", %"first_block_residual.else"]
  %".223" = phi  i64 [%".217", %"first_block_residual.if"], [%".220", %"first_block_residual.else"]
  %".224" = getelementptr i8, ptr %"c_tile", i64 %".222"
  %".225" = getelementptr i8, ptr %"c_tile", i64 %".223"
  %".226" = ptrtoint ptr %"c_tile" to i64
  %".227" = ptrtoint ptr %"c" to i64
  %".228" = sub i64 %".226", %".227"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".228"
  %".229" = getelementptr i8, ptr %"r_tile", i64 %".222"
  %".230" = getelementptr i8, ptr %"r_tile", i64 %".223"
  %".231" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".168", i32 0
  %".232" = shufflevector <16 x i64> %".231", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".233" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".232"
  %".234" = load <16 x float>, <16 x float>* %"acc0_0"
  %".235" = getelementptr i8, ptr %".229", i64 0
  %".236" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".235", i32 4, <16 x i1> %".233", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".237" = fadd <16 x float> %".234", %".236"
  store <16 x float> %".237", <16 x float>* %"acc0_0"
  %".239" = load <16 x float>, <16 x float>* %"acc1_0"
  %".240" = getelementptr i8, ptr %".230", i64 0
  %".241" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".240", i32 4, <16 x i1> %".233", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".242" = fadd <16 x float> %".239", %".241"
  store <16 x float> %".242", <16 x float>* %"acc1_0"
  br label %"tile_start"
resume_partial_sums.if:
  %".246" = sdiv i64 %".194", %"row_pixels"
  %".247" = mul i64 %".246", %"row_stride"
  %".248" = srem i64 %".194", %"row_pixels"
  %".249" = mul i64 %".248", %"ldc"
  %".250" = add i64 %".247", %".249"
  %".251" = sdiv i64 %".195", %"row_pixels"
  %".252" = mul i64 %".251", %"row_stride"
  %".253" = srem i64 %".195", %"row_pixels"
  %".254" = mul i64 %".253", %"ldc"
  %".255" = add i64 %".252", %".254"
  br label %"resume_partial_sums.endif"
resume_partial_sums.else:
  %".257" = mul i64 %".194", %"ldc"
  %".258" = mul i64 %".195", %"ldc"
  br label %"resume_partial_sums.endif"
resume_partial_sums.endif:
  %".260" = phi  i64 [%".250", %"resume_partial_sums.if"], [%".257", %"resume_partial_sums.else"]
  %".261" = phi  i64 [%".255", %"resume_partial_sums.if"], [%".258", %"resume_partial_sums.else"]
  %".262" = getelementptr i8, ptr %"c_tile", i64 %".260"
  %".263" = getelementptr i8, ptr %"c_tile", i64 %".261"
  %".264" = ptrtoint ptr %"c_tile" to i64
  %".265" = ptrtoint ptr %"c" to i64
  %".266" = sub i64 %".264", %".265"
  %"r_tile.1" = getelementptr i8, ptr %"r", i64 %".266"
  %".267" = getelementptr i8, ptr %"r_tile.1", i64 %".260"
  %".268" = getelementptr i8, ptr %"r_tile.1", i64 %".261"
  %".269" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".168", i32 0
  %".270" = shufflevector <16 x i64> %".269", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".271" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".270"
  %".272" = getelementptr i8, ptr %".262", i64 0
  %".273" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".272", i32 4, <16 x i1> %".271", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".273", <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  %".276" = getelementptr i8, ptr %".263", i64 0
  %".277" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".276", i32 4, <16 x i1> %".271", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".277", <16 x float>* %"total1_0"
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
  %".482" = load i1, i1* %"flushed"
  br i1 %".482", label %"tile_start.endif.if", label %"tile_start.endif.endif"
taps.head:
  %".291" = load i64, i64* %"taps.i"
  %".292" = icmp slt i64 %".291", %"ks"
  br i1 %".292", label %"taps.body", label %"taps.done"
taps.body:
  %".294" = mul i64 %"ks", 2
  %".295" = mul i64 %".162", %".294"
  %".296" = mul i64 %".291", 2
  %".297" = add i64 %".295", %".296"
  %".298" = add i64 %".297", 0
  %".299" = getelementptr i64, ptr %"ind", i64 %".298"
  %"off0" = load i64, ptr %".299"
  %".300" = icmp slt i64 %"off0", 0
  %".301" = getelementptr i8, ptr %"a_base", i64 %"off0"
  %"a0" = select  i1 %".300", ptr %"zero", ptr %".301"
  %".302" = add i64 %".297", 1
  %".303" = getelementptr i64, ptr %"ind", i64 %".302"
  %"off1" = load i64, ptr %".303"
  %".304" = icmp slt i64 %"off1", 0
  %".305" = and i1 %".300", %".304"
  %".306" = getelementptr i8, ptr %"a_base", i64 %"off1"
  %"a1" = select  i1 %".304", ptr %"zero", ptr %".306"
  %".307" = mul i64 %"c_lo", 4
  %".308" = getelementptr i8, ptr %"a0", i64 %".307"
  %".309" = getelementptr i8, ptr %"a1", i64 %".307"
  %".310" = mul i64 %".291", %"kc"
  %".311" = add i64 %".310", %"c_lo"
  %".312" = mul i64 %".311", 64
  %".313" = getelementptr i8, ptr %".284", i64 %".312"
  store ptr %".313", ptr %"w_cursor"
  br i1 %".305", label %"tap_skip", label %"tap_work"
taps.done:
  br label %"tile_start.endif"
tap_work:
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
tap_done:
  %".411" = load i64, i64* %"taps.i"
  %".412" = add i64 %".411", 1
  store i64 %".412", i64* %"taps.i"
  br label %"taps.head"
tap_skip:
  store i64 0, i64* %"skipped_chunks.i"
  br label %"skipped_chunks.head"
skipped_chunks.head:
  %".318" = load i64, i64* %"skipped_chunks.i"
  %".319" = icmp slt i64 %".318", %"chunks"
  br i1 %".319", label %"skipped_chunks.body", label %"skipped_chunks.done"
skipped_chunks.body:
  %"chunk_lo" = mul i64 %".318", 128
  %".321" = sub i64 %".153", %"chunk_lo"
  %".322" = icmp slt i64 %".321", 128
  %".323" = select  i1 %".322", i64 %".321", i64 128
  %".324" = load i64, i64* %"since_flush"
  %".325" = add i64 %".324", %".323"
  store i64 %".325", i64* %"since_flush"
  %".327" = icmp sge i64 %".325", 128
  br i1 %".327", label %"skipped_chunks.body.if", label %"skipped_chunks.body.endif"
skipped_chunks.done:
  br label %"tap_done"
skipped_chunks.body.if:
  %".329" = load <16 x float>, <16 x float>* %"total0_0"
  %".330" = load <16 x float>, <16 x float>* %"acc0_0"
  %".331" = fadd <16 x float> %".329", %".330"
  store <16 x float> %".331", <16 x float>* %"total0_0"
  %".333" = load <16 x float>, <16 x float>* %"total1_0"
  %".334" = load <16 x float>, <16 x float>* %"acc1_0"
  %".335" = fadd <16 x float> %".333", %".334"
  store <16 x float> %".335", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"skipped_chunks.body.endif"
skipped_chunks.body.endif:
  %".342" = load i64, i64* %"skipped_chunks.i"
  %".343" = add i64 %".342", 1
  store i64 %".343", i64* %"skipped_chunks.i"
  br label %"skipped_chunks.head"
channel_chunks.head:
  %".349" = load i64, i64* %"channel_chunks.i"
  %".350" = icmp slt i64 %".349", %"chunks"
  br i1 %".350", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo.1" = mul i64 %".349", 128
  %".352" = sub i64 %".153", %"chunk_lo.1"
  %".353" = icmp slt i64 %".352", 128
  %".354" = select  i1 %".353", i64 %".352", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  br label %"tap_done"
channels.head:
  %".357" = load i64, i64* %"channels.i"
  %".358" = icmp slt i64 %".357", %".354"
  br i1 %".358", label %"channels.body", label %"channels.done"
channels.body:
  %".360" = load <16 x float>, <16 x float>* %"acc0_0"
  %".361" = load <16 x float>, <16 x float>* %"acc1_0"
  %".362" = load ptr, ptr %"w_cursor"
  %".363" = mul i64 %".357", 1
  %".364" = add i64 %".363", 0
  %".365" = add i64 %"chunk_lo.1", %".364"
  %".366" = getelementptr i8, ptr %".362", i64 0
  %".367" = getelementptr i8, ptr %".366", i64 0
  %".368" = load <16 x float>, ptr %".367", align 64
  %".369" = mul i64 %".365", 4
  %".370" = getelementptr i8, ptr %".308", i64 %".369"
  %".371" = load float, ptr %".370", align 4
  %".372" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".371", i32 0
  %".373" = shufflevector <16 x float> %".372", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".374" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".373", <16 x float> %".368", <16 x float> %".360")
  %".375" = getelementptr i8, ptr %".309", i64 %".369"
  %".376" = load float, ptr %".375", align 4
  %".377" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".376", i32 0
  %".378" = shufflevector <16 x float> %".377", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".379" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".378", <16 x float> %".368", <16 x float> %".361")
  store <16 x float> %".374", <16 x float>* %"acc0_0"
  store <16 x float> %".379", <16 x float>* %"acc1_0"
  %".382" = getelementptr i8, ptr %".362", i64 64
  store ptr %".382", ptr %"w_cursor"
  %".384" = load i64, i64* %"channels.i"
  %".385" = add i64 %".384", 1
  store i64 %".385", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".388" = load i64, i64* %"since_flush"
  %".389" = add i64 %".388", %".354"
  store i64 %".389", i64* %"since_flush"
  %".391" = icmp sge i64 %".389", 128
  br i1 %".391", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".393" = load <16 x float>, <16 x float>* %"total0_0"
  %".394" = load <16 x float>, <16 x float>* %"acc0_0"
  %".395" = fadd <16 x float> %".393", %".394"
  store <16 x float> %".395", <16 x float>* %"total0_0"
  %".397" = load <16 x float>, <16 x float>* %"total1_0"
  %".398" = load <16 x float>, <16 x float>* %"acc1_0"
  %".399" = fadd <16 x float> %".397", %".398"
  store <16 x float> %".399", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".406" = load i64, i64* %"channel_chunks.i"
  %".407" = add i64 %".406", 1
  store i64 %".407", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".418" = load i64, i64* %"taps_short.i"
  %".419" = icmp slt i64 %".418", %"ks"
  br i1 %".419", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".421" = mul i64 %"ks", 2
  %".422" = mul i64 %".162", %".421"
  %".423" = mul i64 %".418", 2
  %".424" = add i64 %".422", %".423"
  %".425" = add i64 %".424", 0
  %".426" = getelementptr i64, ptr %"ind", i64 %".425"
  %"off0.1" = load i64, ptr %".426"
  %".427" = icmp slt i64 %"off0.1", 0
  %".428" = getelementptr i8, ptr %"a_base", i64 %"off0.1"
  %"a0.1" = select  i1 %".427", ptr %"zero", ptr %".428"
  %".429" = add i64 %".424", 1
  %".430" = getelementptr i64, ptr %"ind", i64 %".429"
  %"off1.1" = load i64, ptr %".430"
  %".431" = icmp slt i64 %"off1.1", 0
  %".432" = and i1 %".427", %".431"
  %".433" = getelementptr i8, ptr %"a_base", i64 %"off1.1"
  %"a1.1" = select  i1 %".431", ptr %"zero", ptr %".433"
  %".434" = mul i64 %"c_lo", 4
  %".435" = getelementptr i8, ptr %"a0.1", i64 %".434"
  %".436" = getelementptr i8, ptr %"a1.1", i64 %".434"
  %".437" = mul i64 %".418", %"kc"
  %".438" = add i64 %".437", %"c_lo"
  %".439" = mul i64 %".438", 64
  %".440" = getelementptr i8, ptr %".284", i64 %".439"
  store ptr %".440", ptr %"w_cursor"
  br i1 %".432", label %"tap_done.1", label %"tap_work.1"
taps_short.done:
  br label %"tile_start.endif"
tap_work.1:
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
tap_done.1:
  %".477" = load i64, i64* %"taps_short.i"
  %".478" = add i64 %".477", 1
  store i64 %".478", i64* %"taps_short.i"
  br label %"taps_short.head"
channels.head.1:
  %".445" = load i64, i64* %"channels.i.1"
  %".446" = icmp slt i64 %".445", %".153"
  br i1 %".446", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".448" = load <16 x float>, <16 x float>* %"acc0_0"
  %".449" = load <16 x float>, <16 x float>* %"acc1_0"
  %".450" = load ptr, ptr %"w_cursor"
  %".451" = mul i64 %".445", 1
  %".452" = add i64 %".451", 0
  %".453" = add i64 0, %".452"
  %".454" = getelementptr i8, ptr %".450", i64 0
  %".455" = getelementptr i8, ptr %".454", i64 0
  %".456" = load <16 x float>, ptr %".455", align 64
  %".457" = mul i64 %".453", 4
  %".458" = getelementptr i8, ptr %".435", i64 %".457"
  %".459" = load float, ptr %".458", align 4
  %".460" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".459", i32 0
  %".461" = shufflevector <16 x float> %".460", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".462" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".461", <16 x float> %".456", <16 x float> %".448")
  %".463" = getelementptr i8, ptr %".436", i64 %".457"
  %".464" = load float, ptr %".463", align 4
  %".465" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".464", i32 0
  %".466" = shufflevector <16 x float> %".465", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".467" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".466", <16 x float> %".456", <16 x float> %".449")
  store <16 x float> %".462", <16 x float>* %"acc0_0"
  store <16 x float> %".467", <16 x float>* %"acc1_0"
  %".470" = getelementptr i8, ptr %".450", i64 64
  store ptr %".470", ptr %"w_cursor"
  %".472" = load i64, i64* %"channels.i.1"
  %".473" = add i64 %".472", 1
  store i64 %".473", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  br label %"tap_done.1"
tile_start.endif.if:
  %".484" = load <16 x float>, <16 x float>* %"total0_0"
  %".485" = load <16 x float>, <16 x float>* %"acc0_0"
  %".486" = fadd <16 x float> %".484", %".485"
  store <16 x float> %".486", <16 x float>* %"total0_0"
  %".488" = load <16 x float>, <16 x float>* %"total1_0"
  %".489" = load <16 x float>, <16 x float>* %"acc1_0"
  %".490" = fadd <16 x float> %".488", %".489"
  store <16 x float> %".490", <16 x float>* %"total1_0"
  %".492" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".492", <16 x float>* %"acc0_0"
  %".494" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".494", <16 x float>* %"acc1_0"
  br label %"tile_start.endif.endif"
tile_start.endif.endif:
  br i1 %"grid", label %"tile_start.endif.endif.if", label %"tile_start.endif.endif.else"
tile_start.endif.endif.if:
  %".498" = sdiv i64 %".194", %"row_pixels"
  %".499" = mul i64 %".498", %"row_stride"
  %".500" = srem i64 %".194", %"row_pixels"
  %".501" = mul i64 %".500", %"ldc"
  %".502" = add i64 %".499", %".501"
  %".503" = sdiv i64 %".195", %"row_pixels"
  %".504" = mul i64 %".503", %"row_stride"
  %".505" = srem i64 %".195", %"row_pixels"
  %".506" = mul i64 %".505", %"ldc"
  %".507" = add i64 %".504", %".506"
  br label %"tile_start.endif.endif.endif"
tile_start.endif.endif.else:
  %".509" = mul i64 %".194", %"ldc"
  %".510" = mul i64 %".195", %"ldc"
  br label %"tile_start.endif.endif.endif"
tile_start.endif.endif.endif:
  %".512" = phi  i64 [%".502", %"tile_start.endif.endif.if"], [%".509", %"tile_start.endif.endif.else"]
  %".513" = phi  i64 [%".507", %"tile_start.endif.endif.if"], [%".510", %"tile_start.endif.endif.else"]
  %".514" = getelementptr i8, ptr %"c_tile", i64 %".512"
  %".515" = getelementptr i8, ptr %"c_tile", i64 %".513"
  %".516" = ptrtoint ptr %"c_tile" to i64
  %".517" = ptrtoint ptr %"c" to i64
  %".518" = sub i64 %".516", %".517"
  %"r_tile.2" = getelementptr i8, ptr %"r", i64 %".518"
  %".519" = getelementptr i8, ptr %"r_tile.2", i64 %".512"
  %".520" = getelementptr i8, ptr %"r_tile.2", i64 %".513"
  %".521" = icmp eq i64 %".168", 16
  %".522" = select  i1 %".156", <16 x float> %".30", <16 x float> <float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000>
  %".523" = select  i1 %".156", <16 x float> %".34", <16 x float> <float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000>
  br i1 %".521", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".527" = load <16 x float>, <16 x float>* %"acc0_0"
  %".528" = fcmp olt <16 x float> %".527", %".522"
  %".529" = select  <16 x i1> %".528", <16 x float> %".522", <16 x float> %".527"
  %".530" = fcmp ogt <16 x float> %".529", %".523"
  %".531" = select  <16 x i1> %".530", <16 x float> %".523", <16 x float> %".529"
  %".532" = load <16 x float>, <16 x float>* %"acc1_0"
  %".533" = fcmp olt <16 x float> %".532", %".522"
  %".534" = select  <16 x i1> %".533", <16 x float> %".522", <16 x float> %".532"
  %".535" = fcmp ogt <16 x float> %".534", %".523"
  %".536" = select  <16 x i1> %".535", <16 x float> %".523", <16 x float> %".534"
  %".537" = getelementptr i8, ptr %".514", i64 0
  store <16 x float> %".531", ptr %".537", align 4
  %".539" = getelementptr i8, ptr %".515", i64 0
  store <16 x float> %".536", ptr %".539", align 4
  br label %"tile_done"
store_partial:
  %".542" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".168", i32 0
  %".543" = shufflevector <16 x i64> %".542", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".544" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".543"
  %".545" = load <16 x float>, <16 x float>* %"acc0_0"
  %".546" = fcmp olt <16 x float> %".545", %".522"
  %".547" = select  <16 x i1> %".546", <16 x float> %".522", <16 x float> %".545"
  %".548" = fcmp ogt <16 x float> %".547", %".523"
  %".549" = select  <16 x i1> %".548", <16 x float> %".523", <16 x float> %".547"
  %".550" = load <16 x float>, <16 x float>* %"acc1_0"
  %".551" = fcmp olt <16 x float> %".550", %".522"
  %".552" = select  <16 x i1> %".551", <16 x float> %".522", <16 x float> %".550"
  %".553" = fcmp ogt <16 x float> %".552", %".523"
  %".554" = select  <16 x i1> %".553", <16 x float> %".523", <16 x float> %".552"
  %".555" = getelementptr i8, ptr %".514", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".549", ptr %".555", i32 4, <16 x i1> %".544")
  %".557" = getelementptr i8, ptr %".515", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".554", ptr %".557", i32 4, <16 x i1> %".544")
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
  %".35" = getelementptr i64, ptr %"args", i64 39
  %"tile_pixels.int" = load i64, ptr %".35"
  %"tabled" = icmp ne i64 %"tile_pixels.int", 0
  %".36" = add i64 %"m", 1
  %".37" = sdiv i64 %".36", 2
  %".38" = getelementptr i64, ptr %"args", i64 40
  %"tiles" = load i64, ptr %".38"
  %"m_tiles" = select  i1 %"tabled", i64 %"tiles", i64 %".37"
  %".39" = add i64 %"k", 15
  %"n_panels" = sdiv i64 %".39", 16
  %".40" = add i64 %"m_tiles", 7
  %"m_groups" = sdiv i64 %".40", 8
  %".41" = mul i64 %"batch", %"groups"
  %".42" = mul i64 %".41", %"m_groups"
  %"total" = mul i64 %".42", %"n_panels"
  %"parts" = load i64, ptr %"schedule"
  store i64 0, i64* %"visited"
  store i64 0, i64* %"claimed"
  store i64 0, i64* %"batch_next"
  store i64 0, i64* %"batch_end"
  br label %"claim"
claim:
  %".48" = load i64, i64* %"batch_next"
  %".49" = load i64, i64* %"batch_end"
  %".50" = icmp slt i64 %".48", %".49"
  br i1 %".50", label %"got_item", label %"claim_batch"
claim_batch:
  %".52" = load i64, i64* %"visited"
  %".53" = icmp slt i64 %".52", %"parts"
  br i1 %".53", label %"claim_part", label %"exit"
claim_part:
  %".55" = add i64 %"part", %".52"
  %"part.1" = srem i64 %".55", %"parts"
  %".56" = mul i64 %"part.1", 8
  %".57" = add i64 8, %".56"
  %".58" = getelementptr i64, ptr %"schedule", i64 %".57"
  %".59" = add i64 %".57", 1
  %".60" = getelementptr i64, ptr %"schedule", i64 %".59"
  %"end" = load i64, ptr %".60"
  %".61" = load atomic i64, ptr %".58" monotonic, align 8
  %".62" = sub i64 %"end", %".61"
  %".63" = ashr i64 %".62", 3
  %".64" = icmp slt i64 %".63", 16
  %".65" = select  i1 %".64", i64 %".63", i64 16
  %".66" = icmp sgt i64 %".65", 1
  %".67" = select  i1 %".66", i64 %".65", i64 1
  %"first" = atomicrmw add ptr %".58", i64 %".67" monotonic
  %".68" = icmp slt i64 %"first", %"end"
  br i1 %".68", label %"got_batch", label %"next_part"
got_batch:
  store i64 %"first", i64* %"batch_next"
  %".71" = add i64 %"first", %".67"
  %".72" = icmp slt i64 %".71", %"end"
  %".73" = select  i1 %".72", i64 %".71", i64 %"end"
  store i64 %".73", i64* %"batch_end"
  br label %"claim"
got_item:
  %".76" = add i64 %".48", 1
  store i64 %".76", i64* %"batch_next"
  %".78" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".79" = add i64 %".78", 1
  store atomic i64 %".79", i64* %"claimed" monotonic, align 8
  %".81" = icmp slt i64 %".48", %"total"
  br i1 %".81", label %"work", label %"claim"
next_part:
  %".83" = add i64 %".52", 1
  store i64 %".83", i64* %"visited"
  br label %"claim"
work:
  %".90" = getelementptr i64, ptr %"args", i64 35
  %"groups_share_pixels" = load i64, ptr %".90"
  %".91" = icmp ne i64 %"groups_share_pixels", 0
  %".92" = select  i1 %".91", i64 %"groups", i64 %"m_groups"
  %".93" = select  i1 %".91", i64 %"m_groups", i64 %"groups"
  %".99" = load i64, i64* %"grid.last"
  %".100" = add i64 %".99", 1
  %".101" = icmp eq i64 %".48", %".100"
  br i1 %".101", label %"work.if", label %"work.else"
exit:
  %".86" = getelementptr i64, ptr %"schedule", i64 1
  %".87" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".88" = atomicrmw add ptr %".86", i64 %".87" release
  ret void
work.if:
  %".103" = load i64, i64* %"grid.d0"
  %".104" = add i64 %".103", 1
  %".105" = icmp eq i64 %".104", %"n_panels"
  %".106" = select  i1 %".105", i64 0, i64 %".104"
  store i64 %".106", i64* %"grid.d0"
  %".108" = zext i1 %".105" to i64
  %".109" = load i64, i64* %"grid.d1"
  %".110" = add i64 %".109", %".108"
  %".111" = icmp eq i64 %".110", %".92"
  %".112" = select  i1 %".111", i64 0, i64 %".110"
  store i64 %".112", i64* %"grid.d1"
  %".114" = zext i1 %".111" to i64
  %".115" = load i64, i64* %"grid.d2"
  %".116" = add i64 %".115", %".114"
  %".117" = icmp eq i64 %".116", %".93"
  %".118" = select  i1 %".117", i64 0, i64 %".116"
  store i64 %".118", i64* %"grid.d2"
  %".120" = zext i1 %".117" to i64
  %".121" = load i64, i64* %"grid.d3"
  %".122" = add i64 %".121", %".120"
  store i64 %".122", i64* %"grid.d3"
  br label %"work.endif"
work.else:
  %".125" = srem i64 %".48", %"n_panels"
  store i64 %".125", i64* %"grid.d0"
  %".127" = sdiv i64 %".48", %"n_panels"
  %".128" = srem i64 %".127", %".92"
  store i64 %".128", i64* %"grid.d1"
  %".130" = sdiv i64 %".127", %".92"
  %".131" = srem i64 %".130", %".93"
  store i64 %".131", i64* %"grid.d2"
  %".133" = sdiv i64 %".130", %".93"
  store i64 %".133", i64* %"grid.d3"
  br label %"work.endif"
work.endif:
  store i64 %".48", i64* %"grid.last"
  %"grid0" = load i64, i64* %"grid.d0"
  %"grid1" = load i64, i64* %"grid.d1"
  %"grid2" = load i64, i64* %"grid.d2"
  %"grid3" = load i64, i64* %"grid.d3"
  %"tile" = select  i1 %".91", i64 %"grid2", i64 %"grid1"
  %"group" = select  i1 %".91", i64 %"grid1", i64 %"grid2"
  %".137" = mul i64 %"grid3", %"a_bs"
  %".138" = mul i64 %"group", %"a_gs"
  %".139" = add i64 %".137", %".138"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".139"
  %".140" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".140"
  %".141" = icmp ne i64 %"residual.int", 0
  %"tile_lo" = mul i64 %"tile", 8
  %".142" = sub i64 %"m_tiles", %"tile_lo"
  %".143" = icmp slt i64 %".142", 8
  %".144" = select  i1 %".143", i64 %".142", i64 8
  %".145" = add i64 %"kc", 31
  %"k_blocks" = sdiv i64 %".145", 32
  store i64 0, i64* %"k_blocks.i"
  br label %"k_blocks.head"
k_blocks.head:
  %".148" = load i64, i64* %"k_blocks.i"
  %".149" = icmp slt i64 %".148", %"k_blocks"
  br i1 %".149", label %"k_blocks.body", label %"k_blocks.done"
k_blocks.body:
  %"c_lo" = mul i64 %".148", 32
  %".151" = sub i64 %"kc", %"c_lo"
  %".152" = icmp slt i64 %".151", 32
  %".153" = select  i1 %".152", i64 %".151", i64 32
  %".154" = icmp eq i64 %".148", 0
  %".155" = sub i64 %"k_blocks", 1
  %".156" = icmp eq i64 %".148", %".155"
  store i64 0, i64* %"tiles.i"
  br label %"tiles.head"
k_blocks.done:
  br label %"claim"
tiles.head:
  %".159" = load i64, i64* %"tiles.i"
  %".160" = icmp slt i64 %".159", %".144"
  br i1 %".160", label %"tiles.body", label %"tiles.done"
tiles.body:
  %".162" = add i64 %"tile_lo", %".159"
  %".163" = mul i64 %"group", %"w_gs"
  %".164" = mul i64 %"grid0", %"w_ps"
  %".165" = add i64 %".163", %".164"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".165"
  %"n0" = mul i64 %"grid0", 16
  %".166" = sub i64 %"k", %"n0"
  %".167" = icmp slt i64 %".166", 16
  %".168" = select  i1 %".167", i64 %".166", i64 16
  %"m0" = mul i64 %".162", 2
  %".169" = sub i64 %"m", %"m0"
  %".170" = icmp slt i64 %".169", 2
  %".171" = select  i1 %".170", i64 %".169", i64 2
  %".172" = mul i64 %"grid3", %"c_bs"
  %".173" = mul i64 %"group", %"c_gs"
  %".174" = add i64 %".172", %".173"
  %".175" = mul i64 %"n0", 4
  %".176" = add i64 %".174", %".175"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".176"
  %".177" = sub i64 %".171", 1
  %".178" = icmp slt i64 0, %".177"
  %".179" = select  i1 %".178", i64 0, i64 %".177"
  %".180" = add i64 %"m0", %".179"
  %".181" = icmp slt i64 1, %".177"
  %".182" = select  i1 %".181", i64 1, i64 %".177"
  %".183" = add i64 %"m0", %".182"
  %".184" = getelementptr i8, ptr %"w_panel", i64 0
  %".185" = load <16 x float>, ptr %".184", align 64
  store <16 x float> %".185", <16 x float>* %"acc0_0"
  %".187" = getelementptr i8, ptr %"w_panel", i64 0
  %".188" = load <16 x float>, ptr %".187", align 64
  store <16 x float> %".188", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  br i1 %".154", label %"first_block", label %"resume_partial_sums"
tiles.done:
  %".507" = load i64, i64* %"k_blocks.i"
  %".508" = add i64 %".507", 1
  store i64 %".508", i64* %"k_blocks.i"
  br label %"k_blocks.head"
tile_done:
  %".503" = load i64, i64* %"tiles.i"
  %".504" = add i64 %".503", 1
  store i64 %".504", i64* %"tiles.i"
  br label %"tiles.head"
first_block:
  br i1 %".141", label %"first_block_residual", label %"tile_start"
first_block_residual:
  br i1 %"grid", label %"first_block_residual.if", label %"first_block_residual.else"
resume_partial_sums:
  br i1 %"grid", label %"resume_partial_sums.if", label %"resume_partial_sums.else"
tile_start:
  store i64 0, i64* %"since_flush"
  %".271" = add i64 %".153", 127
  %"chunks" = sdiv i64 %".271", 128
  %".272" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".272", ptr %"w_cursor"
  %".274" = mul i64 %"ks", %".153"
  %".275" = icmp sgt i64 %".274", 128
  br i1 %".275", label %"tile_start.if", label %"tile_start.else"
first_block_residual.if:
  %".196" = sdiv i64 %".180", %"row_pixels"
  %".197" = mul i64 %".196", %"row_stride"
  %".198" = srem i64 %".180", %"row_pixels"
  %".199" = mul i64 %".198", %"ldc"
  %".200" = add i64 %".197", %".199"
  %".201" = sdiv i64 %".183", %"row_pixels"
  %".202" = mul i64 %".201", %"row_stride"
  %".203" = srem i64 %".183", %"row_pixels"
  %".204" = mul i64 %".203", %"ldc"
  %".205" = add i64 %".202", %".204"
  br label %"first_block_residual.endif"
first_block_residual.else:
  %".207" = mul i64 %".180", %"ldc"
  %".208" = mul i64 %".183", %"ldc"
  br label %"first_block_residual.endif"
first_block_residual.endif:
  %".210" = phi  i64 [%".200", %"first_block_residual.if"], [%".207", %"first_block_residual.else"]
  %".211" = phi  i64 [%".205", %"first_block_residual.if"], [%".208", %"first_block_residual.else"]
  %".212" = getelementptr i8, ptr %"c_tile", i64 %".210"
  %".213" = getelementptr i8, ptr %"c_tile", i64 %".211"
  %".214" = ptrtoint ptr %"c_tile" to i64
  %".215" = ptrtoint ptr %"c" to i64
  %".216" = sub i64 %".214", %".215"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".216"
  %".217" = getelementptr i8, ptr %"r_tile", i64 %".210"
  %".218" = getelementptr i8, ptr %"r_tile", i64 %".211"
  %".219" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".168", i32 0
  %".220" = shufflevector <16 x i64> %".219", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".221" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".220"
  %".222" = load <16 x float>, <16 x float>* %"acc0_0"
  %".223" = getelementptr i8, ptr %".217", i64 0
  %".224" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".223", i32 4, <16 x i1> %".221", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".225" = fadd <16 x float> %".222", %".224"
  store <16 x float> %".225", <16 x float>* %"acc0_0"
  %".227" = load <16 x float>, <16 x float>* %"acc1_0"
  %".228" = getelementptr i8, ptr %".218", i64 0
  %".229" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".228", i32 4, <16 x i1> %".221", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".230" = fadd <16 x float> %".227", %".229"
  store <16 x float> %".230", <16 x float>* %"acc1_0"
  br label %"tile_start"
resume_partial_sums.if:
  %".234" = sdiv i64 %".180", %"row_pixels"
  %".235" = mul i64 %".234", %"row_stride"
  %".236" = srem i64 %".180", %"row_pixels"
  %".237" = mul i64 %".236", %"ldc"
  %".238" = add i64 %".235", %".237"
  %".239" = sdiv i64 %".183", %"row_pixels"
  %".240" = mul i64 %".239", %"row_stride"
  %".241" = srem i64 %".183", %"row_pixels"
  %".242" = mul i64 %".241", %"ldc"
  %".243" = add i64 %".240", %".242"
  br label %"resume_partial_sums.endif"
resume_partial_sums.else:
  %".245" = mul i64 %".180", %"ldc"
  %".246" = mul i64 %".183", %"ldc"
  br label %"resume_partial_sums.endif"
resume_partial_sums.endif:
  %".248" = phi  i64 [%".238", %"resume_partial_sums.if"], [%".245", %"resume_partial_sums.else"]
  %".249" = phi  i64 [%".243", %"resume_partial_sums.if"], [%".246", %"resume_partial_sums.else"]
  %".250" = getelementptr i8, ptr %"c_tile", i64 %".248"
  %".251" = getelementptr i8, ptr %"c_tile", i64 %".249"
  %".252" = ptrtoint ptr %"c_tile" to i64
  %".253" = ptrtoint ptr %"c" to i64
  %".254" = sub i64 %".252", %".253"
  %"r_tile.1" = getelementptr i8, ptr %"r", i64 %".254"
  %".255" = getelementptr i8, ptr %"r_tile.1", i64 %".248"
  %".256" = getelementptr i8, ptr %"r_tile.1", i64 %".249"
  %".257" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".168", i32 0
  %".258" = shufflevector <16 x i64> %".257", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".259" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".258"
  %".260" = getelementptr i8, ptr %".250", i64 0
  %".261" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".260", i32 4, <16 x i1> %".259", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".261", <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  %".264" = getelementptr i8, ptr %".251", i64 0
  %".265" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".264", i32 4, <16 x i1> %".259", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".265", <16 x float>* %"total1_0"
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
  %".425" = load i1, i1* %"flushed"
  br i1 %".425", label %"tile_start.endif.if", label %"tile_start.endif.endif"
taps.head:
  %".279" = load i64, i64* %"taps.i"
  %".280" = icmp slt i64 %".279", %"ks"
  br i1 %".280", label %"taps.body", label %"taps.done"
taps.body:
  %".282" = icmp slt i64 0, %".177"
  %".283" = select  i1 %".282", i64 0, i64 %".177"
  %".284" = add i64 %"m0", %".283"
  %".285" = mul i64 %".284", %"lda"
  %"a0" = getelementptr i8, ptr %"a_base", i64 %".285"
  %".286" = icmp slt i64 1, %".177"
  %".287" = select  i1 %".286", i64 1, i64 %".177"
  %".288" = add i64 %"m0", %".287"
  %".289" = mul i64 %".288", %"lda"
  %"a1" = getelementptr i8, ptr %"a_base", i64 %".289"
  %".290" = mul i64 %"c_lo", 4
  %".291" = getelementptr i8, ptr %"a0", i64 %".290"
  %".292" = getelementptr i8, ptr %"a1", i64 %".290"
  %".293" = mul i64 %".279", %"kc"
  %".294" = add i64 %".293", %"c_lo"
  %".295" = mul i64 %".294", 64
  %".296" = getelementptr i8, ptr %".272", i64 %".295"
  store ptr %".296", ptr %"w_cursor"
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps.done:
  br label %"tile_start.endif"
channel_chunks.head:
  %".300" = load i64, i64* %"channel_chunks.i"
  %".301" = icmp slt i64 %".300", %"chunks"
  br i1 %".301", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".300", 128
  %".303" = sub i64 %".153", %"chunk_lo"
  %".304" = icmp slt i64 %".303", 128
  %".305" = select  i1 %".304", i64 %".303", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  %".361" = load i64, i64* %"taps.i"
  %".362" = add i64 %".361", 1
  store i64 %".362", i64* %"taps.i"
  br label %"taps.head"
channels.head:
  %".308" = load i64, i64* %"channels.i"
  %".309" = icmp slt i64 %".308", %".305"
  br i1 %".309", label %"channels.body", label %"channels.done"
channels.body:
  %".311" = load <16 x float>, <16 x float>* %"acc0_0"
  %".312" = load <16 x float>, <16 x float>* %"acc1_0"
  %".313" = load ptr, ptr %"w_cursor"
  %".314" = mul i64 %".308", 1
  %".315" = add i64 %".314", 0
  %".316" = add i64 %"chunk_lo", %".315"
  %".317" = getelementptr i8, ptr %".313", i64 0
  %".318" = getelementptr i8, ptr %".317", i64 0
  %".319" = load <16 x float>, ptr %".318", align 64
  %".320" = mul i64 %".316", 4
  %".321" = getelementptr i8, ptr %".291", i64 %".320"
  %".322" = load float, ptr %".321", align 4
  %".323" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".322", i32 0
  %".324" = shufflevector <16 x float> %".323", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".325" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".324", <16 x float> %".319", <16 x float> %".311")
  %".326" = getelementptr i8, ptr %".292", i64 %".320"
  %".327" = load float, ptr %".326", align 4
  %".328" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".327", i32 0
  %".329" = shufflevector <16 x float> %".328", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".330" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".329", <16 x float> %".319", <16 x float> %".312")
  store <16 x float> %".325", <16 x float>* %"acc0_0"
  store <16 x float> %".330", <16 x float>* %"acc1_0"
  %".333" = getelementptr i8, ptr %".313", i64 64
  store ptr %".333", ptr %"w_cursor"
  %".335" = load i64, i64* %"channels.i"
  %".336" = add i64 %".335", 1
  store i64 %".336", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".339" = load i64, i64* %"since_flush"
  %".340" = add i64 %".339", %".305"
  store i64 %".340", i64* %"since_flush"
  %".342" = icmp sge i64 %".340", 128
  br i1 %".342", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".344" = load <16 x float>, <16 x float>* %"total0_0"
  %".345" = load <16 x float>, <16 x float>* %"acc0_0"
  %".346" = fadd <16 x float> %".344", %".345"
  store <16 x float> %".346", <16 x float>* %"total0_0"
  %".348" = load <16 x float>, <16 x float>* %"total1_0"
  %".349" = load <16 x float>, <16 x float>* %"acc1_0"
  %".350" = fadd <16 x float> %".348", %".349"
  store <16 x float> %".350", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".357" = load i64, i64* %"channel_chunks.i"
  %".358" = add i64 %".357", 1
  store i64 %".358", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".368" = load i64, i64* %"taps_short.i"
  %".369" = icmp slt i64 %".368", %"ks"
  br i1 %".369", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".371" = icmp slt i64 0, %".177"
  %".372" = select  i1 %".371", i64 0, i64 %".177"
  %".373" = add i64 %"m0", %".372"
  %".374" = mul i64 %".373", %"lda"
  %"a0.1" = getelementptr i8, ptr %"a_base", i64 %".374"
  %".375" = icmp slt i64 1, %".177"
  %".376" = select  i1 %".375", i64 1, i64 %".177"
  %".377" = add i64 %"m0", %".376"
  %".378" = mul i64 %".377", %"lda"
  %"a1.1" = getelementptr i8, ptr %"a_base", i64 %".378"
  %".379" = mul i64 %"c_lo", 4
  %".380" = getelementptr i8, ptr %"a0.1", i64 %".379"
  %".381" = getelementptr i8, ptr %"a1.1", i64 %".379"
  %".382" = mul i64 %".368", %"kc"
  %".383" = add i64 %".382", %"c_lo"
  %".384" = mul i64 %".383", 64
  %".385" = getelementptr i8, ptr %".272", i64 %".384"
  store ptr %".385", ptr %"w_cursor"
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
taps_short.done:
  br label %"tile_start.endif"
channels.head.1:
  %".389" = load i64, i64* %"channels.i.1"
  %".390" = icmp slt i64 %".389", %".153"
  br i1 %".390", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".392" = load <16 x float>, <16 x float>* %"acc0_0"
  %".393" = load <16 x float>, <16 x float>* %"acc1_0"
  %".394" = load ptr, ptr %"w_cursor"
  %".395" = mul i64 %".389", 1
  %".396" = add i64 %".395", 0
  %".397" = add i64 0, %".396"
  %".398" = getelementptr i8, ptr %".394", i64 0
  %".399" = getelementptr i8, ptr %".398", i64 0
  %".400" = load <16 x float>, ptr %".399", align 64
  %".401" = mul i64 %".397", 4
  %".402" = getelementptr i8, ptr %".380", i64 %".401"
  %".403" = load float, ptr %".402", align 4
  %".404" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".403", i32 0
  %".405" = shufflevector <16 x float> %".404", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".406" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".405", <16 x float> %".400", <16 x float> %".392")
  %".407" = getelementptr i8, ptr %".381", i64 %".401"
  %".408" = load float, ptr %".407", align 4
  %".409" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".408", i32 0
  %".410" = shufflevector <16 x float> %".409", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".411" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".410", <16 x float> %".400", <16 x float> %".393")
  store <16 x float> %".406", <16 x float>* %"acc0_0"
  store <16 x float> %".411", <16 x float>* %"acc1_0"
  %".414" = getelementptr i8, ptr %".394", i64 64
  store ptr %".414", ptr %"w_cursor"
  %".416" = load i64, i64* %"channels.i.1"
  %".417" = add i64 %".416", 1
  store i64 %".417", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  %".420" = load i64, i64* %"taps_short.i"
  %".421" = add i64 %".420", 1
  store i64 %".421", i64* %"taps_short.i"
  br label %"taps_short.head"
tile_start.endif.if:
  %".427" = load <16 x float>, <16 x float>* %"total0_0"
  %".428" = load <16 x float>, <16 x float>* %"acc0_0"
  %".429" = fadd <16 x float> %".427", %".428"
  store <16 x float> %".429", <16 x float>* %"total0_0"
  %".431" = load <16 x float>, <16 x float>* %"total1_0"
  %".432" = load <16 x float>, <16 x float>* %"acc1_0"
  %".433" = fadd <16 x float> %".431", %".432"
  store <16 x float> %".433", <16 x float>* %"total1_0"
  %".435" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".435", <16 x float>* %"acc0_0"
  %".437" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".437", <16 x float>* %"acc1_0"
  br label %"tile_start.endif.endif"
tile_start.endif.endif:
  br i1 %"grid", label %"tile_start.endif.endif.if", label %"tile_start.endif.endif.else"
tile_start.endif.endif.if:
  %".441" = sdiv i64 %".180", %"row_pixels"
  %".442" = mul i64 %".441", %"row_stride"
  %".443" = srem i64 %".180", %"row_pixels"
  %".444" = mul i64 %".443", %"ldc"
  %".445" = add i64 %".442", %".444"
  %".446" = sdiv i64 %".183", %"row_pixels"
  %".447" = mul i64 %".446", %"row_stride"
  %".448" = srem i64 %".183", %"row_pixels"
  %".449" = mul i64 %".448", %"ldc"
  %".450" = add i64 %".447", %".449"
  br label %"tile_start.endif.endif.endif"
tile_start.endif.endif.else:
  %".452" = mul i64 %".180", %"ldc"
  %".453" = mul i64 %".183", %"ldc"
  br label %"tile_start.endif.endif.endif"
tile_start.endif.endif.endif:
  %".455" = phi  i64 [%".445", %"tile_start.endif.endif.if"], [%".452", %"tile_start.endif.endif.else"]
  %".456" = phi  i64 [%".450", %"tile_start.endif.endif.if"], [%".453", %"tile_start.endif.endif.else"]
  %".457" = getelementptr i8, ptr %"c_tile", i64 %".455"
  %".458" = getelementptr i8, ptr %"c_tile", i64 %".456"
  %".459" = ptrtoint ptr %"c_tile" to i64
  %".460" = ptrtoint ptr %"c" to i64
  %".461" = sub i64 %".459", %".460"
  %"r_tile.2" = getelementptr i8, ptr %"r", i64 %".461"
  %".462" = getelementptr i8, ptr %"r_tile.2", i64 %".455"
  %".463" = getelementptr i8, ptr %"r_tile.2", i64 %".456"
  %".464" = icmp eq i64 %".168", 16
  %".465" = select  i1 %".156", <16 x float> %".30", <16 x float> <float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000>
  %".466" = select  i1 %".156", <16 x float> %".34", <16 x float> <float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000>
  br i1 %".464", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".470" = load <16 x float>, <16 x float>* %"acc0_0"
  %".471" = fcmp olt <16 x float> %".470", %".465"
  %".472" = select  <16 x i1> %".471", <16 x float> %".465", <16 x float> %".470"
  %".473" = fcmp ogt <16 x float> %".472", %".466"
  %".474" = select  <16 x i1> %".473", <16 x float> %".466", <16 x float> %".472"
  %".475" = load <16 x float>, <16 x float>* %"acc1_0"
  %".476" = fcmp olt <16 x float> %".475", %".465"
  %".477" = select  <16 x i1> %".476", <16 x float> %".465", <16 x float> %".475"
  %".478" = fcmp ogt <16 x float> %".477", %".466"
  %".479" = select  <16 x i1> %".478", <16 x float> %".466", <16 x float> %".477"
  %".480" = getelementptr i8, ptr %".457", i64 0
  store <16 x float> %".474", ptr %".480", align 4
  %".482" = getelementptr i8, ptr %".458", i64 0
  store <16 x float> %".479", ptr %".482", align 4
  br label %"tile_done"
store_partial:
  %".485" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".168", i32 0
  %".486" = shufflevector <16 x i64> %".485", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".487" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".486"
  %".488" = load <16 x float>, <16 x float>* %"acc0_0"
  %".489" = fcmp olt <16 x float> %".488", %".465"
  %".490" = select  <16 x i1> %".489", <16 x float> %".465", <16 x float> %".488"
  %".491" = fcmp ogt <16 x float> %".490", %".466"
  %".492" = select  <16 x i1> %".491", <16 x float> %".466", <16 x float> %".490"
  %".493" = load <16 x float>, <16 x float>* %"acc1_0"
  %".494" = fcmp olt <16 x float> %".493", %".465"
  %".495" = select  <16 x i1> %".494", <16 x float> %".465", <16 x float> %".493"
  %".496" = fcmp ogt <16 x float> %".495", %".466"
  %".497" = select  <16 x i1> %".496", <16 x float> %".466", <16 x float> %".495"
  %".498" = getelementptr i8, ptr %".457", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".492", ptr %".498", i32 4, <16 x i1> %".487")
  %".500" = getelementptr i8, ptr %".458", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".497", ptr %".500", i32 4, <16 x i1> %".487")
  br label %"tile_done"
store_full_choice:
  br label %"store_full"
store_partial_choice:
  br label %"store_partial"
}
