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
  br label %"claim"
claim:
  %".43" = load i64, i64* %"visited"
  %".44" = icmp slt i64 %".43", %"parts"
  br i1 %".44", label %"claim_part", label %"exit"
claim_part:
  %".46" = add i64 %"part", %".43"
  %"part.1" = srem i64 %".46", %"parts"
  %".47" = mul i64 %"part.1", 8
  %".48" = add i64 8, %".47"
  %".49" = getelementptr i64, ptr %"schedule", i64 %".48"
  %".50" = add i64 %".48", 1
  %".51" = getelementptr i64, ptr %"schedule", i64 %".50"
  %"item" = atomicrmw add ptr %".49", i64 1 monotonic
  %"end" = load i64, ptr %".51"
  %".52" = icmp slt i64 %"item", %"end"
  br i1 %".52", label %"got_item", label %"next_part"
got_item:
  %".54" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".55" = add i64 %".54", 1
  store atomic i64 %".55", i64* %"claimed" monotonic, align 8
  %".57" = icmp slt i64 %"item", %"total"
  br i1 %".57", label %"work", label %"claim"
next_part:
  %".59" = add i64 %".43", 1
  store i64 %".59", i64* %"visited"
  br label %"claim"
work:
  %".66" = srem i64 %"item", %"n_panels"
  %".67" = sdiv i64 %"item", %"n_panels"
  %".68" = srem i64 %".67", %"m_groups"
  %".69" = sdiv i64 %".67", %"m_groups"
  %"group" = srem i64 %".69", %"groups"
  %"image" = sdiv i64 %".69", %"groups"
  %".70" = mul i64 %"image", %"a_bs"
  %".71" = mul i64 %"group", %"a_gs"
  %".72" = add i64 %".70", %".71"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".72"
  %".73" = mul i64 %"group", %"w_gs"
  %".74" = mul i64 %".66", %"w_ps"
  %".75" = add i64 %".73", %".74"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".75"
  %"n0" = mul i64 %".66", 16
  %".76" = sub i64 %"k", %"n0"
  %".77" = icmp slt i64 %".76", 16
  %".78" = select  i1 %".77", i64 %".76", i64 16
  %".79" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".79"
  %".80" = icmp ne i64 %"residual.int", 0
  %"tile_lo" = mul i64 %".68", 8
  %".81" = sub i64 %"m_tiles", %"tile_lo"
  %".82" = icmp slt i64 %".81", 8
  %".83" = select  i1 %".82", i64 %".81", i64 8
  %".84" = add i64 %"kc", 31
  %"k_blocks" = sdiv i64 %".84", 32
  store i64 0, i64* %"k_blocks.i"
  br label %"k_blocks.head"
exit:
  %".62" = getelementptr i64, ptr %"schedule", i64 1
  %".63" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".64" = atomicrmw add ptr %".62", i64 %".63" release
  ret void
k_blocks.head:
  %".87" = load i64, i64* %"k_blocks.i"
  %".88" = icmp slt i64 %".87", %"k_blocks"
  br i1 %".88", label %"k_blocks.body", label %"k_blocks.done"
k_blocks.body:
  %"c_lo" = mul i64 %".87", 32
  %".90" = sub i64 %"kc", %"c_lo"
  %".91" = icmp slt i64 %".90", 32
  %".92" = select  i1 %".91", i64 %".90", i64 32
  %".93" = icmp eq i64 %".87", 0
  %".94" = sub i64 %"k_blocks", 1
  %".95" = icmp eq i64 %".87", %".94"
  store i64 0, i64* %"tiles.i"
  br label %"tiles.head"
k_blocks.done:
  br label %"claim"
tiles.head:
  %".98" = load i64, i64* %"tiles.i"
  %".99" = icmp slt i64 %".98", %".83"
  br i1 %".99", label %"tiles.body", label %"tiles.done"
tiles.body:
  %".101" = add i64 %"tile_lo", %".98"
  %"m0" = mul i64 %".101", 2
  %".102" = sub i64 %"m", %"m0"
  %".103" = icmp slt i64 %".102", 2
  %".104" = select  i1 %".103", i64 %".102", i64 2
  %".105" = mul i64 %"image", %"c_bs"
  %".106" = mul i64 %"group", %"c_gs"
  %".107" = add i64 %".105", %".106"
  %".108" = mul i64 %"n0", 4
  %".109" = add i64 %".107", %".108"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".109"
  %".110" = sub i64 %".104", 1
  %".111" = getelementptr i8, ptr %"w_panel", i64 0
  %".112" = load <16 x float>, ptr %".111", align 64
  store <16 x float> %".112", <16 x float>* %"acc0_0"
  %".114" = getelementptr i8, ptr %"w_panel", i64 0
  %".115" = load <16 x float>, ptr %".114", align 64
  store <16 x float> %".115", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  br i1 %".93", label %"first_block", label %"resume_partial_sums"
tiles.done:
  %".466" = load i64, i64* %"k_blocks.i"
  %".467" = add i64 %".466", 1
  store i64 %".467", i64* %"k_blocks.i"
  br label %"k_blocks.head"
tile_done:
  %".462" = load i64, i64* %"tiles.i"
  %".463" = add i64 %".462", 1
  store i64 %".463", i64* %"tiles.i"
  br label %"tiles.head"
first_block:
  br i1 %".80", label %"first_block_residual", label %"tile_start"
first_block_residual:
  %".122" = icmp slt i64 0, %".110"
  %".123" = select  i1 %".122", i64 0, i64 %".110"
  %".124" = add i64 %"m0", %".123"
  %".125" = icmp slt i64 1, %".110"
  %".126" = select  i1 %".125", i64 1, i64 %".110"
  %".127" = add i64 %"m0", %".126"
  br i1 %"grid", label %"first_block_residual.if", label %"first_block_residual.else"
resume_partial_sums:
  %".166" = icmp slt i64 0, %".110"
  %".167" = select  i1 %".166", i64 0, i64 %".110"
  %".168" = add i64 %"m0", %".167"
  %".169" = icmp slt i64 1, %".110"
  %".170" = select  i1 %".169", i64 1, i64 %".110"
  %".171" = add i64 %"m0", %".170"
  br i1 %"grid", label %"resume_partial_sums.if", label %"resume_partial_sums.else"
tile_start:
  store i64 0, i64* %"since_flush"
  %".210" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".210", ptr %"w_cursor"
  %".212" = mul i64 %"ks", %".92"
  %".213" = icmp sgt i64 %".212", 128
  br i1 %".213", label %"tile_start.if", label %"tile_start.else"
first_block_residual.if:
  %".129" = sdiv i64 %".124", %"row_pixels"
  %".130" = mul i64 %".129", %"row_stride"
  %".131" = srem i64 %".124", %"row_pixels"
  %".132" = mul i64 %".131", %"ldc"
  %".133" = add i64 %".130", %".132"
  %".134" = sdiv i64 %".127", %"row_pixels"
  %".135" = mul i64 %".134", %"row_stride"
  %".136" = srem i64 %".127", %"row_pixels"
  %".137" = mul i64 %".136", %"ldc"
  %".138" = add i64 %".135", %".137"
  br label %"first_block_residual.endif"
first_block_residual.else:
  %".140" = mul i64 %".124", %"ldc"
  %".141" = mul i64 %".127", %"ldc"
  br label %"first_block_residual.endif"
first_block_residual.endif:
  %".143" = phi  i64 [%".133", %"first_block_residual.if"], [%".140", %"first_block_residual.else"]
  %".144" = phi  i64 [%".138", %"first_block_residual.if"], [%".141", %"first_block_residual.else"]
  %".145" = getelementptr i8, ptr %"c_tile", i64 %".143"
  %".146" = getelementptr i8, ptr %"c_tile", i64 %".144"
  %".147" = ptrtoint ptr %"c_tile" to i64
  %".148" = ptrtoint ptr %"c" to i64
  %".149" = sub i64 %".147", %".148"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".149"
  %".150" = getelementptr i8, ptr %"r_tile", i64 %".143"
  %".151" = getelementptr i8, ptr %"r_tile", i64 %".144"
  %".152" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".78", i32 0
  %".153" = shufflevector <16 x i64> %".152", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".154" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".153"
  %".155" = load <16 x float>, <16 x float>* %"acc0_0"
  %".156" = getelementptr i8, ptr %".150", i64 0
  %".157" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".156", i32 4, <16 x i1> %".154", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".158" = fadd <16 x float> %".155", %".157"
  store <16 x float> %".158", <16 x float>* %"acc0_0"
  %".160" = load <16 x float>, <16 x float>* %"acc1_0"
  %".161" = getelementptr i8, ptr %".151", i64 0
  %".162" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".161", i32 4, <16 x i1> %".154", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".163" = fadd <16 x float> %".160", %".162"
  store <16 x float> %".163", <16 x float>* %"acc1_0"
  br label %"tile_start"
resume_partial_sums.if:
  %".173" = sdiv i64 %".168", %"row_pixels"
  %".174" = mul i64 %".173", %"row_stride"
  %".175" = srem i64 %".168", %"row_pixels"
  %".176" = mul i64 %".175", %"ldc"
  %".177" = add i64 %".174", %".176"
  %".178" = sdiv i64 %".171", %"row_pixels"
  %".179" = mul i64 %".178", %"row_stride"
  %".180" = srem i64 %".171", %"row_pixels"
  %".181" = mul i64 %".180", %"ldc"
  %".182" = add i64 %".179", %".181"
  br label %"resume_partial_sums.endif"
resume_partial_sums.else:
  %".184" = mul i64 %".168", %"ldc"
  %".185" = mul i64 %".171", %"ldc"
  br label %"resume_partial_sums.endif"
resume_partial_sums.endif:
  %".187" = phi  i64 [%".177", %"resume_partial_sums.if"], [%".184", %"resume_partial_sums.else"]
  %".188" = phi  i64 [%".182", %"resume_partial_sums.if"], [%".185", %"resume_partial_sums.else"]
  %".189" = getelementptr i8, ptr %"c_tile", i64 %".187"
  %".190" = getelementptr i8, ptr %"c_tile", i64 %".188"
  %".191" = ptrtoint ptr %"c_tile" to i64
  %".192" = ptrtoint ptr %"c" to i64
  %".193" = sub i64 %".191", %".192"
  %"r_tile.1" = getelementptr i8, ptr %"r", i64 %".193"
  %".194" = getelementptr i8, ptr %"r_tile.1", i64 %".187"
  %".195" = getelementptr i8, ptr %"r_tile.1", i64 %".188"
  %".196" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".78", i32 0
  %".197" = shufflevector <16 x i64> %".196", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".198" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".197"
  %".199" = getelementptr i8, ptr %".189", i64 0
  %".200" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".199", i32 4, <16 x i1> %".198", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".200", <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  %".203" = getelementptr i8, ptr %".190", i64 0
  %".204" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".203", i32 4, <16 x i1> %".198", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".204", <16 x float>* %"total1_0"
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
  %".378" = load i1, i1* %"flushed"
  br i1 %".378", label %"tile_start.endif.if", label %"tile_start.endif.endif"
taps.head:
  %".217" = load i64, i64* %"taps.i"
  %".218" = icmp slt i64 %".217", %"ks"
  br i1 %".218", label %"taps.body", label %"taps.done"
taps.body:
  %".220" = mul i64 %"ks", 2
  %".221" = mul i64 %".101", %".220"
  %".222" = mul i64 %".217", 2
  %".223" = add i64 %".221", %".222"
  %".224" = add i64 %".223", 0
  %".225" = getelementptr i64, ptr %"ind", i64 %".224"
  %"off0" = load i64, ptr %".225"
  %".226" = icmp slt i64 %"off0", 0
  %".227" = getelementptr i8, ptr %"a_base", i64 %"off0"
  %"a0" = select  i1 %".226", ptr %"zero", ptr %".227"
  %".228" = add i64 %".223", 1
  %".229" = getelementptr i64, ptr %"ind", i64 %".228"
  %"off1" = load i64, ptr %".229"
  %".230" = icmp slt i64 %"off1", 0
  %".231" = and i1 %".226", %".230"
  %".232" = getelementptr i8, ptr %"a_base", i64 %"off1"
  %"a1" = select  i1 %".230", ptr %"zero", ptr %".232"
  %".233" = mul i64 %"c_lo", 4
  %".234" = getelementptr i8, ptr %"a0", i64 %".233"
  %".235" = getelementptr i8, ptr %"a1", i64 %".233"
  %".236" = mul i64 %".217", %"kc"
  %".237" = add i64 %".236", %"c_lo"
  %".238" = mul i64 %".237", 64
  %".239" = getelementptr i8, ptr %".210", i64 %".238"
  store ptr %".239", ptr %"w_cursor"
  br i1 %".231", label %"tap_done", label %"tap_work"
taps.done:
  br label %"tile_start.endif"
tap_work:
  %".242" = add i64 %".92", 127
  %"chunks" = sdiv i64 %".242", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
tap_done:
  %".307" = load i64, i64* %"taps.i"
  %".308" = add i64 %".307", 1
  store i64 %".308", i64* %"taps.i"
  br label %"taps.head"
channel_chunks.head:
  %".245" = load i64, i64* %"channel_chunks.i"
  %".246" = icmp slt i64 %".245", %"chunks"
  br i1 %".246", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".245", 128
  %".248" = sub i64 %".92", %"chunk_lo"
  %".249" = icmp slt i64 %".248", 128
  %".250" = select  i1 %".249", i64 %".248", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  br label %"tap_done"
channels.head:
  %".253" = load i64, i64* %"channels.i"
  %".254" = icmp slt i64 %".253", %".250"
  br i1 %".254", label %"channels.body", label %"channels.done"
channels.body:
  %".256" = load <16 x float>, <16 x float>* %"acc0_0"
  %".257" = load <16 x float>, <16 x float>* %"acc1_0"
  %".258" = load ptr, ptr %"w_cursor"
  %".259" = mul i64 %".253", 1
  %".260" = add i64 %".259", 0
  %".261" = add i64 %"chunk_lo", %".260"
  %".262" = getelementptr i8, ptr %".258", i64 0
  %".263" = getelementptr i8, ptr %".262", i64 0
  %".264" = load <16 x float>, ptr %".263", align 64
  %".265" = mul i64 %".261", 4
  %".266" = getelementptr i8, ptr %".234", i64 %".265"
  %".267" = load float, ptr %".266", align 4
  %".268" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".267", i32 0
  %".269" = shufflevector <16 x float> %".268", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".270" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".269", <16 x float> %".264", <16 x float> %".256")
  %".271" = getelementptr i8, ptr %".235", i64 %".265"
  %".272" = load float, ptr %".271", align 4
  %".273" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".272", i32 0
  %".274" = shufflevector <16 x float> %".273", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".275" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".274", <16 x float> %".264", <16 x float> %".257")
  store <16 x float> %".270", <16 x float>* %"acc0_0"
  store <16 x float> %".275", <16 x float>* %"acc1_0"
  %".278" = getelementptr i8, ptr %".258", i64 64
  store ptr %".278", ptr %"w_cursor"
  %".280" = load i64, i64* %"channels.i"
  %".281" = add i64 %".280", 1
  store i64 %".281", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".284" = load i64, i64* %"since_flush"
  %".285" = add i64 %".284", %".250"
  store i64 %".285", i64* %"since_flush"
  %".287" = icmp sge i64 %".285", 128
  br i1 %".287", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".289" = load <16 x float>, <16 x float>* %"total0_0"
  %".290" = load <16 x float>, <16 x float>* %"acc0_0"
  %".291" = fadd <16 x float> %".289", %".290"
  store <16 x float> %".291", <16 x float>* %"total0_0"
  %".293" = load <16 x float>, <16 x float>* %"total1_0"
  %".294" = load <16 x float>, <16 x float>* %"acc1_0"
  %".295" = fadd <16 x float> %".293", %".294"
  store <16 x float> %".295", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".302" = load i64, i64* %"channel_chunks.i"
  %".303" = add i64 %".302", 1
  store i64 %".303", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".314" = load i64, i64* %"taps_short.i"
  %".315" = icmp slt i64 %".314", %"ks"
  br i1 %".315", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".317" = mul i64 %"ks", 2
  %".318" = mul i64 %".101", %".317"
  %".319" = mul i64 %".314", 2
  %".320" = add i64 %".318", %".319"
  %".321" = add i64 %".320", 0
  %".322" = getelementptr i64, ptr %"ind", i64 %".321"
  %"off0.1" = load i64, ptr %".322"
  %".323" = icmp slt i64 %"off0.1", 0
  %".324" = getelementptr i8, ptr %"a_base", i64 %"off0.1"
  %"a0.1" = select  i1 %".323", ptr %"zero", ptr %".324"
  %".325" = add i64 %".320", 1
  %".326" = getelementptr i64, ptr %"ind", i64 %".325"
  %"off1.1" = load i64, ptr %".326"
  %".327" = icmp slt i64 %"off1.1", 0
  %".328" = and i1 %".323", %".327"
  %".329" = getelementptr i8, ptr %"a_base", i64 %"off1.1"
  %"a1.1" = select  i1 %".327", ptr %"zero", ptr %".329"
  %".330" = mul i64 %"c_lo", 4
  %".331" = getelementptr i8, ptr %"a0.1", i64 %".330"
  %".332" = getelementptr i8, ptr %"a1.1", i64 %".330"
  %".333" = mul i64 %".314", %"kc"
  %".334" = add i64 %".333", %"c_lo"
  %".335" = mul i64 %".334", 64
  %".336" = getelementptr i8, ptr %".210", i64 %".335"
  store ptr %".336", ptr %"w_cursor"
  br i1 %".328", label %"tap_done.1", label %"tap_work.1"
taps_short.done:
  br label %"tile_start.endif"
tap_work.1:
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
tap_done.1:
  %".373" = load i64, i64* %"taps_short.i"
  %".374" = add i64 %".373", 1
  store i64 %".374", i64* %"taps_short.i"
  br label %"taps_short.head"
channels.head.1:
  %".341" = load i64, i64* %"channels.i.1"
  %".342" = icmp slt i64 %".341", %".92"
  br i1 %".342", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".344" = load <16 x float>, <16 x float>* %"acc0_0"
  %".345" = load <16 x float>, <16 x float>* %"acc1_0"
  %".346" = load ptr, ptr %"w_cursor"
  %".347" = mul i64 %".341", 1
  %".348" = add i64 %".347", 0
  %".349" = add i64 0, %".348"
  %".350" = getelementptr i8, ptr %".346", i64 0
  %".351" = getelementptr i8, ptr %".350", i64 0
  %".352" = load <16 x float>, ptr %".351", align 64
  %".353" = mul i64 %".349", 4
  %".354" = getelementptr i8, ptr %".331", i64 %".353"
  %".355" = load float, ptr %".354", align 4
  %".356" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".355", i32 0
  %".357" = shufflevector <16 x float> %".356", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".358" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".357", <16 x float> %".352", <16 x float> %".344")
  %".359" = getelementptr i8, ptr %".332", i64 %".353"
  %".360" = load float, ptr %".359", align 4
  %".361" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".360", i32 0
  %".362" = shufflevector <16 x float> %".361", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".363" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".362", <16 x float> %".352", <16 x float> %".345")
  store <16 x float> %".358", <16 x float>* %"acc0_0"
  store <16 x float> %".363", <16 x float>* %"acc1_0"
  %".366" = getelementptr i8, ptr %".346", i64 64
  store ptr %".366", ptr %"w_cursor"
  %".368" = load i64, i64* %"channels.i.1"
  %".369" = add i64 %".368", 1
  store i64 %".369", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  br label %"tap_done.1"
tile_start.endif.if:
  %".380" = load <16 x float>, <16 x float>* %"total0_0"
  %".381" = load <16 x float>, <16 x float>* %"acc0_0"
  %".382" = fadd <16 x float> %".380", %".381"
  store <16 x float> %".382", <16 x float>* %"total0_0"
  %".384" = load <16 x float>, <16 x float>* %"total1_0"
  %".385" = load <16 x float>, <16 x float>* %"acc1_0"
  %".386" = fadd <16 x float> %".384", %".385"
  store <16 x float> %".386", <16 x float>* %"total1_0"
  %".388" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".388", <16 x float>* %"acc0_0"
  %".390" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".390", <16 x float>* %"acc1_0"
  br label %"tile_start.endif.endif"
tile_start.endif.endif:
  %".393" = icmp slt i64 0, %".110"
  %".394" = select  i1 %".393", i64 0, i64 %".110"
  %".395" = add i64 %"m0", %".394"
  %".396" = icmp slt i64 1, %".110"
  %".397" = select  i1 %".396", i64 1, i64 %".110"
  %".398" = add i64 %"m0", %".397"
  br i1 %"grid", label %"tile_start.endif.endif.if", label %"tile_start.endif.endif.else"
tile_start.endif.endif.if:
  %".400" = sdiv i64 %".395", %"row_pixels"
  %".401" = mul i64 %".400", %"row_stride"
  %".402" = srem i64 %".395", %"row_pixels"
  %".403" = mul i64 %".402", %"ldc"
  %".404" = add i64 %".401", %".403"
  %".405" = sdiv i64 %".398", %"row_pixels"
  %".406" = mul i64 %".405", %"row_stride"
  %".407" = srem i64 %".398", %"row_pixels"
  %".408" = mul i64 %".407", %"ldc"
  %".409" = add i64 %".406", %".408"
  br label %"tile_start.endif.endif.endif"
tile_start.endif.endif.else:
  %".411" = mul i64 %".395", %"ldc"
  %".412" = mul i64 %".398", %"ldc"
  br label %"tile_start.endif.endif.endif"
tile_start.endif.endif.endif:
  %".414" = phi  i64 [%".404", %"tile_start.endif.endif.if"], [%".411", %"tile_start.endif.endif.else"]
  %".415" = phi  i64 [%".409", %"tile_start.endif.endif.if"], [%".412", %"tile_start.endif.endif.else"]
  %".416" = getelementptr i8, ptr %"c_tile", i64 %".414"
  %".417" = getelementptr i8, ptr %"c_tile", i64 %".415"
  %".418" = ptrtoint ptr %"c_tile" to i64
  %".419" = ptrtoint ptr %"c" to i64
  %".420" = sub i64 %".418", %".419"
  %"r_tile.2" = getelementptr i8, ptr %"r", i64 %".420"
  %".421" = getelementptr i8, ptr %"r_tile.2", i64 %".414"
  %".422" = getelementptr i8, ptr %"r_tile.2", i64 %".415"
  %".423" = icmp eq i64 %".78", 16
  %".424" = select  i1 %".95", <16 x float> %".30", <16 x float> <float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000>
  %".425" = select  i1 %".95", <16 x float> %".34", <16 x float> <float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000>
  br i1 %".423", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".429" = load <16 x float>, <16 x float>* %"acc0_0"
  %".430" = fcmp olt <16 x float> %".429", %".424"
  %".431" = select  <16 x i1> %".430", <16 x float> %".424", <16 x float> %".429"
  %".432" = fcmp ogt <16 x float> %".431", %".425"
  %".433" = select  <16 x i1> %".432", <16 x float> %".425", <16 x float> %".431"
  %".434" = load <16 x float>, <16 x float>* %"acc1_0"
  %".435" = fcmp olt <16 x float> %".434", %".424"
  %".436" = select  <16 x i1> %".435", <16 x float> %".424", <16 x float> %".434"
  %".437" = fcmp ogt <16 x float> %".436", %".425"
  %".438" = select  <16 x i1> %".437", <16 x float> %".425", <16 x float> %".436"
  %".439" = getelementptr i8, ptr %".416", i64 0
  store <16 x float> %".433", ptr %".439", align 4
  %".441" = getelementptr i8, ptr %".417", i64 0
  store <16 x float> %".438", ptr %".441", align 4
  br label %"tile_done"
store_partial:
  %".444" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".78", i32 0
  %".445" = shufflevector <16 x i64> %".444", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".446" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".445"
  %".447" = load <16 x float>, <16 x float>* %"acc0_0"
  %".448" = fcmp olt <16 x float> %".447", %".424"
  %".449" = select  <16 x i1> %".448", <16 x float> %".424", <16 x float> %".447"
  %".450" = fcmp ogt <16 x float> %".449", %".425"
  %".451" = select  <16 x i1> %".450", <16 x float> %".425", <16 x float> %".449"
  %".452" = load <16 x float>, <16 x float>* %"acc1_0"
  %".453" = fcmp olt <16 x float> %".452", %".424"
  %".454" = select  <16 x i1> %".453", <16 x float> %".424", <16 x float> %".452"
  %".455" = fcmp ogt <16 x float> %".454", %".425"
  %".456" = select  <16 x i1> %".455", <16 x float> %".425", <16 x float> %".454"
  %".457" = getelementptr i8, ptr %".416", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".451", ptr %".457", i32 4, <16 x i1> %".446")
  %".459" = getelementptr i8, ptr %".417", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".456", ptr %".459", i32 4, <16 x i1> %".446")
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
  br label %"claim"
claim:
  %".43" = load i64, i64* %"visited"
  %".44" = icmp slt i64 %".43", %"parts"
  br i1 %".44", label %"claim_part", label %"exit"
claim_part:
  %".46" = add i64 %"part", %".43"
  %"part.1" = srem i64 %".46", %"parts"
  %".47" = mul i64 %"part.1", 8
  %".48" = add i64 8, %".47"
  %".49" = getelementptr i64, ptr %"schedule", i64 %".48"
  %".50" = add i64 %".48", 1
  %".51" = getelementptr i64, ptr %"schedule", i64 %".50"
  %"item" = atomicrmw add ptr %".49", i64 1 monotonic
  %"end" = load i64, ptr %".51"
  %".52" = icmp slt i64 %"item", %"end"
  br i1 %".52", label %"got_item", label %"next_part"
got_item:
  %".54" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".55" = add i64 %".54", 1
  store atomic i64 %".55", i64* %"claimed" monotonic, align 8
  %".57" = icmp slt i64 %"item", %"total"
  br i1 %".57", label %"work", label %"claim"
next_part:
  %".59" = add i64 %".43", 1
  store i64 %".59", i64* %"visited"
  br label %"claim"
work:
  %".66" = srem i64 %"item", %"n_panels"
  %".67" = sdiv i64 %"item", %"n_panels"
  %".68" = srem i64 %".67", %"m_groups"
  %".69" = sdiv i64 %".67", %"m_groups"
  %"group" = srem i64 %".69", %"groups"
  %"image" = sdiv i64 %".69", %"groups"
  %".70" = mul i64 %"image", %"a_bs"
  %".71" = mul i64 %"group", %"a_gs"
  %".72" = add i64 %".70", %".71"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".72"
  %".73" = mul i64 %"group", %"w_gs"
  %".74" = mul i64 %".66", %"w_ps"
  %".75" = add i64 %".73", %".74"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".75"
  %"n0" = mul i64 %".66", 16
  %".76" = sub i64 %"k", %"n0"
  %".77" = icmp slt i64 %".76", 16
  %".78" = select  i1 %".77", i64 %".76", i64 16
  %".79" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".79"
  %".80" = icmp ne i64 %"residual.int", 0
  %"tile_lo" = mul i64 %".68", 8
  %".81" = sub i64 %"m_tiles", %"tile_lo"
  %".82" = icmp slt i64 %".81", 8
  %".83" = select  i1 %".82", i64 %".81", i64 8
  %".84" = add i64 %"kc", 31
  %"k_blocks" = sdiv i64 %".84", 32
  store i64 0, i64* %"k_blocks.i"
  br label %"k_blocks.head"
exit:
  %".62" = getelementptr i64, ptr %"schedule", i64 1
  %".63" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".64" = atomicrmw add ptr %".62", i64 %".63" release
  ret void
k_blocks.head:
  %".87" = load i64, i64* %"k_blocks.i"
  %".88" = icmp slt i64 %".87", %"k_blocks"
  br i1 %".88", label %"k_blocks.body", label %"k_blocks.done"
k_blocks.body:
  %"c_lo" = mul i64 %".87", 32
  %".90" = sub i64 %"kc", %"c_lo"
  %".91" = icmp slt i64 %".90", 32
  %".92" = select  i1 %".91", i64 %".90", i64 32
  %".93" = icmp eq i64 %".87", 0
  %".94" = sub i64 %"k_blocks", 1
  %".95" = icmp eq i64 %".87", %".94"
  store i64 0, i64* %"tiles.i"
  br label %"tiles.head"
k_blocks.done:
  br label %"claim"
tiles.head:
  %".98" = load i64, i64* %"tiles.i"
  %".99" = icmp slt i64 %".98", %".83"
  br i1 %".99", label %"tiles.body", label %"tiles.done"
tiles.body:
  %".101" = add i64 %"tile_lo", %".98"
  %"m0" = mul i64 %".101", 2
  %".102" = sub i64 %"m", %"m0"
  %".103" = icmp slt i64 %".102", 2
  %".104" = select  i1 %".103", i64 %".102", i64 2
  %".105" = mul i64 %"image", %"c_bs"
  %".106" = mul i64 %"group", %"c_gs"
  %".107" = add i64 %".105", %".106"
  %".108" = mul i64 %"n0", 4
  %".109" = add i64 %".107", %".108"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".109"
  %".110" = sub i64 %".104", 1
  %".111" = getelementptr i8, ptr %"w_panel", i64 0
  %".112" = load <16 x float>, ptr %".111", align 64
  store <16 x float> %".112", <16 x float>* %"acc0_0"
  %".114" = getelementptr i8, ptr %"w_panel", i64 0
  %".115" = load <16 x float>, ptr %".114", align 64
  store <16 x float> %".115", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  br i1 %".93", label %"first_block", label %"resume_partial_sums"
tiles.done:
  %".452" = load i64, i64* %"k_blocks.i"
  %".453" = add i64 %".452", 1
  store i64 %".453", i64* %"k_blocks.i"
  br label %"k_blocks.head"
tile_done:
  %".448" = load i64, i64* %"tiles.i"
  %".449" = add i64 %".448", 1
  store i64 %".449", i64* %"tiles.i"
  br label %"tiles.head"
first_block:
  br i1 %".80", label %"first_block_residual", label %"tile_start"
first_block_residual:
  %".122" = icmp slt i64 0, %".110"
  %".123" = select  i1 %".122", i64 0, i64 %".110"
  %".124" = add i64 %"m0", %".123"
  %".125" = icmp slt i64 1, %".110"
  %".126" = select  i1 %".125", i64 1, i64 %".110"
  %".127" = add i64 %"m0", %".126"
  br i1 %"grid", label %"first_block_residual.if", label %"first_block_residual.else"
resume_partial_sums:
  %".166" = icmp slt i64 0, %".110"
  %".167" = select  i1 %".166", i64 0, i64 %".110"
  %".168" = add i64 %"m0", %".167"
  %".169" = icmp slt i64 1, %".110"
  %".170" = select  i1 %".169", i64 1, i64 %".110"
  %".171" = add i64 %"m0", %".170"
  br i1 %"grid", label %"resume_partial_sums.if", label %"resume_partial_sums.else"
tile_start:
  store i64 0, i64* %"since_flush"
  %".210" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".210", ptr %"w_cursor"
  %".212" = mul i64 %"ks", %".92"
  %".213" = icmp sgt i64 %".212", 128
  br i1 %".213", label %"tile_start.if", label %"tile_start.else"
first_block_residual.if:
  %".129" = sdiv i64 %".124", %"row_pixels"
  %".130" = mul i64 %".129", %"row_stride"
  %".131" = srem i64 %".124", %"row_pixels"
  %".132" = mul i64 %".131", %"ldc"
  %".133" = add i64 %".130", %".132"
  %".134" = sdiv i64 %".127", %"row_pixels"
  %".135" = mul i64 %".134", %"row_stride"
  %".136" = srem i64 %".127", %"row_pixels"
  %".137" = mul i64 %".136", %"ldc"
  %".138" = add i64 %".135", %".137"
  br label %"first_block_residual.endif"
first_block_residual.else:
  %".140" = mul i64 %".124", %"ldc"
  %".141" = mul i64 %".127", %"ldc"
  br label %"first_block_residual.endif"
first_block_residual.endif:
  %".143" = phi  i64 [%".133", %"first_block_residual.if"], [%".140", %"first_block_residual.else"]
  %".144" = phi  i64 [%".138", %"first_block_residual.if"], [%".141", %"first_block_residual.else"]
  %".145" = getelementptr i8, ptr %"c_tile", i64 %".143"
  %".146" = getelementptr i8, ptr %"c_tile", i64 %".144"
  %".147" = ptrtoint ptr %"c_tile" to i64
  %".148" = ptrtoint ptr %"c" to i64
  %".149" = sub i64 %".147", %".148"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".149"
  %".150" = getelementptr i8, ptr %"r_tile", i64 %".143"
  %".151" = getelementptr i8, ptr %"r_tile", i64 %".144"
  %".152" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".78", i32 0
  %".153" = shufflevector <16 x i64> %".152", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".154" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".153"
  %".155" = load <16 x float>, <16 x float>* %"acc0_0"
  %".156" = getelementptr i8, ptr %".150", i64 0
  %".157" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".156", i32 4, <16 x i1> %".154", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".158" = fadd <16 x float> %".155", %".157"
  store <16 x float> %".158", <16 x float>* %"acc0_0"
  %".160" = load <16 x float>, <16 x float>* %"acc1_0"
  %".161" = getelementptr i8, ptr %".151", i64 0
  %".162" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".161", i32 4, <16 x i1> %".154", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".163" = fadd <16 x float> %".160", %".162"
  store <16 x float> %".163", <16 x float>* %"acc1_0"
  br label %"tile_start"
resume_partial_sums.if:
  %".173" = sdiv i64 %".168", %"row_pixels"
  %".174" = mul i64 %".173", %"row_stride"
  %".175" = srem i64 %".168", %"row_pixels"
  %".176" = mul i64 %".175", %"ldc"
  %".177" = add i64 %".174", %".176"
  %".178" = sdiv i64 %".171", %"row_pixels"
  %".179" = mul i64 %".178", %"row_stride"
  %".180" = srem i64 %".171", %"row_pixels"
  %".181" = mul i64 %".180", %"ldc"
  %".182" = add i64 %".179", %".181"
  br label %"resume_partial_sums.endif"
resume_partial_sums.else:
  %".184" = mul i64 %".168", %"ldc"
  %".185" = mul i64 %".171", %"ldc"
  br label %"resume_partial_sums.endif"
resume_partial_sums.endif:
  %".187" = phi  i64 [%".177", %"resume_partial_sums.if"], [%".184", %"resume_partial_sums.else"]
  %".188" = phi  i64 [%".182", %"resume_partial_sums.if"], [%".185", %"resume_partial_sums.else"]
  %".189" = getelementptr i8, ptr %"c_tile", i64 %".187"
  %".190" = getelementptr i8, ptr %"c_tile", i64 %".188"
  %".191" = ptrtoint ptr %"c_tile" to i64
  %".192" = ptrtoint ptr %"c" to i64
  %".193" = sub i64 %".191", %".192"
  %"r_tile.1" = getelementptr i8, ptr %"r", i64 %".193"
  %".194" = getelementptr i8, ptr %"r_tile.1", i64 %".187"
  %".195" = getelementptr i8, ptr %"r_tile.1", i64 %".188"
  %".196" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".78", i32 0
  %".197" = shufflevector <16 x i64> %".196", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".198" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".197"
  %".199" = getelementptr i8, ptr %".189", i64 0
  %".200" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".199", i32 4, <16 x i1> %".198", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".200", <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  %".203" = getelementptr i8, ptr %".190", i64 0
  %".204" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".203", i32 4, <16 x i1> %".198", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".204", <16 x float>* %"total1_0"
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
  %".364" = load i1, i1* %"flushed"
  br i1 %".364", label %"tile_start.endif.if", label %"tile_start.endif.endif"
taps.head:
  %".217" = load i64, i64* %"taps.i"
  %".218" = icmp slt i64 %".217", %"ks"
  br i1 %".218", label %"taps.body", label %"taps.done"
taps.body:
  %".220" = icmp slt i64 0, %".110"
  %".221" = select  i1 %".220", i64 0, i64 %".110"
  %".222" = add i64 %"m0", %".221"
  %".223" = mul i64 %".222", %"lda"
  %"a0" = getelementptr i8, ptr %"a_base", i64 %".223"
  %".224" = icmp slt i64 1, %".110"
  %".225" = select  i1 %".224", i64 1, i64 %".110"
  %".226" = add i64 %"m0", %".225"
  %".227" = mul i64 %".226", %"lda"
  %"a1" = getelementptr i8, ptr %"a_base", i64 %".227"
  %".228" = mul i64 %"c_lo", 4
  %".229" = getelementptr i8, ptr %"a0", i64 %".228"
  %".230" = getelementptr i8, ptr %"a1", i64 %".228"
  %".231" = mul i64 %".217", %"kc"
  %".232" = add i64 %".231", %"c_lo"
  %".233" = mul i64 %".232", 64
  %".234" = getelementptr i8, ptr %".210", i64 %".233"
  store ptr %".234", ptr %"w_cursor"
  %".236" = add i64 %".92", 127
  %"chunks" = sdiv i64 %".236", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps.done:
  br label %"tile_start.endif"
channel_chunks.head:
  %".239" = load i64, i64* %"channel_chunks.i"
  %".240" = icmp slt i64 %".239", %"chunks"
  br i1 %".240", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".239", 128
  %".242" = sub i64 %".92", %"chunk_lo"
  %".243" = icmp slt i64 %".242", 128
  %".244" = select  i1 %".243", i64 %".242", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  %".300" = load i64, i64* %"taps.i"
  %".301" = add i64 %".300", 1
  store i64 %".301", i64* %"taps.i"
  br label %"taps.head"
channels.head:
  %".247" = load i64, i64* %"channels.i"
  %".248" = icmp slt i64 %".247", %".244"
  br i1 %".248", label %"channels.body", label %"channels.done"
channels.body:
  %".250" = load <16 x float>, <16 x float>* %"acc0_0"
  %".251" = load <16 x float>, <16 x float>* %"acc1_0"
  %".252" = load ptr, ptr %"w_cursor"
  %".253" = mul i64 %".247", 1
  %".254" = add i64 %".253", 0
  %".255" = add i64 %"chunk_lo", %".254"
  %".256" = getelementptr i8, ptr %".252", i64 0
  %".257" = getelementptr i8, ptr %".256", i64 0
  %".258" = load <16 x float>, ptr %".257", align 64
  %".259" = mul i64 %".255", 4
  %".260" = getelementptr i8, ptr %".229", i64 %".259"
  %".261" = load float, ptr %".260", align 4
  %".262" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".261", i32 0
  %".263" = shufflevector <16 x float> %".262", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".264" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".263", <16 x float> %".258", <16 x float> %".250")
  %".265" = getelementptr i8, ptr %".230", i64 %".259"
  %".266" = load float, ptr %".265", align 4
  %".267" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".266", i32 0
  %".268" = shufflevector <16 x float> %".267", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".269" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".268", <16 x float> %".258", <16 x float> %".251")
  store <16 x float> %".264", <16 x float>* %"acc0_0"
  store <16 x float> %".269", <16 x float>* %"acc1_0"
  %".272" = getelementptr i8, ptr %".252", i64 64
  store ptr %".272", ptr %"w_cursor"
  %".274" = load i64, i64* %"channels.i"
  %".275" = add i64 %".274", 1
  store i64 %".275", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".278" = load i64, i64* %"since_flush"
  %".279" = add i64 %".278", %".244"
  store i64 %".279", i64* %"since_flush"
  %".281" = icmp sge i64 %".279", 128
  br i1 %".281", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".283" = load <16 x float>, <16 x float>* %"total0_0"
  %".284" = load <16 x float>, <16 x float>* %"acc0_0"
  %".285" = fadd <16 x float> %".283", %".284"
  store <16 x float> %".285", <16 x float>* %"total0_0"
  %".287" = load <16 x float>, <16 x float>* %"total1_0"
  %".288" = load <16 x float>, <16 x float>* %"acc1_0"
  %".289" = fadd <16 x float> %".287", %".288"
  store <16 x float> %".289", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".296" = load i64, i64* %"channel_chunks.i"
  %".297" = add i64 %".296", 1
  store i64 %".297", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".307" = load i64, i64* %"taps_short.i"
  %".308" = icmp slt i64 %".307", %"ks"
  br i1 %".308", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".310" = icmp slt i64 0, %".110"
  %".311" = select  i1 %".310", i64 0, i64 %".110"
  %".312" = add i64 %"m0", %".311"
  %".313" = mul i64 %".312", %"lda"
  %"a0.1" = getelementptr i8, ptr %"a_base", i64 %".313"
  %".314" = icmp slt i64 1, %".110"
  %".315" = select  i1 %".314", i64 1, i64 %".110"
  %".316" = add i64 %"m0", %".315"
  %".317" = mul i64 %".316", %"lda"
  %"a1.1" = getelementptr i8, ptr %"a_base", i64 %".317"
  %".318" = mul i64 %"c_lo", 4
  %".319" = getelementptr i8, ptr %"a0.1", i64 %".318"
  %".320" = getelementptr i8, ptr %"a1.1", i64 %".318"
  %".321" = mul i64 %".307", %"kc"
  %".322" = add i64 %".321", %"c_lo"
  %".323" = mul i64 %".322", 64
  %".324" = getelementptr i8, ptr %".210", i64 %".323"
  store ptr %".324", ptr %"w_cursor"
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
taps_short.done:
  br label %"tile_start.endif"
channels.head.1:
  %".328" = load i64, i64* %"channels.i.1"
  %".329" = icmp slt i64 %".328", %".92"
  br i1 %".329", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".331" = load <16 x float>, <16 x float>* %"acc0_0"
  %".332" = load <16 x float>, <16 x float>* %"acc1_0"
  %".333" = load ptr, ptr %"w_cursor"
  %".334" = mul i64 %".328", 1
  %".335" = add i64 %".334", 0
  %".336" = add i64 0, %".335"
  %".337" = getelementptr i8, ptr %".333", i64 0
  %".338" = getelementptr i8, ptr %".337", i64 0
  %".339" = load <16 x float>, ptr %".338", align 64
  %".340" = mul i64 %".336", 4
  %".341" = getelementptr i8, ptr %".319", i64 %".340"
  %".342" = load float, ptr %".341", align 4
  %".343" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".342", i32 0
  %".344" = shufflevector <16 x float> %".343", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".345" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".344", <16 x float> %".339", <16 x float> %".331")
  %".346" = getelementptr i8, ptr %".320", i64 %".340"
  %".347" = load float, ptr %".346", align 4
  %".348" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".347", i32 0
  %".349" = shufflevector <16 x float> %".348", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".350" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".349", <16 x float> %".339", <16 x float> %".332")
  store <16 x float> %".345", <16 x float>* %"acc0_0"
  store <16 x float> %".350", <16 x float>* %"acc1_0"
  %".353" = getelementptr i8, ptr %".333", i64 64
  store ptr %".353", ptr %"w_cursor"
  %".355" = load i64, i64* %"channels.i.1"
  %".356" = add i64 %".355", 1
  store i64 %".356", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  %".359" = load i64, i64* %"taps_short.i"
  %".360" = add i64 %".359", 1
  store i64 %".360", i64* %"taps_short.i"
  br label %"taps_short.head"
tile_start.endif.if:
  %".366" = load <16 x float>, <16 x float>* %"total0_0"
  %".367" = load <16 x float>, <16 x float>* %"acc0_0"
  %".368" = fadd <16 x float> %".366", %".367"
  store <16 x float> %".368", <16 x float>* %"total0_0"
  %".370" = load <16 x float>, <16 x float>* %"total1_0"
  %".371" = load <16 x float>, <16 x float>* %"acc1_0"
  %".372" = fadd <16 x float> %".370", %".371"
  store <16 x float> %".372", <16 x float>* %"total1_0"
  %".374" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".374", <16 x float>* %"acc0_0"
  %".376" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".376", <16 x float>* %"acc1_0"
  br label %"tile_start.endif.endif"
tile_start.endif.endif:
  %".379" = icmp slt i64 0, %".110"
  %".380" = select  i1 %".379", i64 0, i64 %".110"
  %".381" = add i64 %"m0", %".380"
  %".382" = icmp slt i64 1, %".110"
  %".383" = select  i1 %".382", i64 1, i64 %".110"
  %".384" = add i64 %"m0", %".383"
  br i1 %"grid", label %"tile_start.endif.endif.if", label %"tile_start.endif.endif.else"
tile_start.endif.endif.if:
  %".386" = sdiv i64 %".381", %"row_pixels"
  %".387" = mul i64 %".386", %"row_stride"
  %".388" = srem i64 %".381", %"row_pixels"
  %".389" = mul i64 %".388", %"ldc"
  %".390" = add i64 %".387", %".389"
  %".391" = sdiv i64 %".384", %"row_pixels"
  %".392" = mul i64 %".391", %"row_stride"
  %".393" = srem i64 %".384", %"row_pixels"
  %".394" = mul i64 %".393", %"ldc"
  %".395" = add i64 %".392", %".394"
  br label %"tile_start.endif.endif.endif"
tile_start.endif.endif.else:
  %".397" = mul i64 %".381", %"ldc"
  %".398" = mul i64 %".384", %"ldc"
  br label %"tile_start.endif.endif.endif"
tile_start.endif.endif.endif:
  %".400" = phi  i64 [%".390", %"tile_start.endif.endif.if"], [%".397", %"tile_start.endif.endif.else"]
  %".401" = phi  i64 [%".395", %"tile_start.endif.endif.if"], [%".398", %"tile_start.endif.endif.else"]
  %".402" = getelementptr i8, ptr %"c_tile", i64 %".400"
  %".403" = getelementptr i8, ptr %"c_tile", i64 %".401"
  %".404" = ptrtoint ptr %"c_tile" to i64
  %".405" = ptrtoint ptr %"c" to i64
  %".406" = sub i64 %".404", %".405"
  %"r_tile.2" = getelementptr i8, ptr %"r", i64 %".406"
  %".407" = getelementptr i8, ptr %"r_tile.2", i64 %".400"
  %".408" = getelementptr i8, ptr %"r_tile.2", i64 %".401"
  %".409" = icmp eq i64 %".78", 16
  %".410" = select  i1 %".95", <16 x float> %".30", <16 x float> <float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000>
  %".411" = select  i1 %".95", <16 x float> %".34", <16 x float> <float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000>
  br i1 %".409", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".415" = load <16 x float>, <16 x float>* %"acc0_0"
  %".416" = fcmp olt <16 x float> %".415", %".410"
  %".417" = select  <16 x i1> %".416", <16 x float> %".410", <16 x float> %".415"
  %".418" = fcmp ogt <16 x float> %".417", %".411"
  %".419" = select  <16 x i1> %".418", <16 x float> %".411", <16 x float> %".417"
  %".420" = load <16 x float>, <16 x float>* %"acc1_0"
  %".421" = fcmp olt <16 x float> %".420", %".410"
  %".422" = select  <16 x i1> %".421", <16 x float> %".410", <16 x float> %".420"
  %".423" = fcmp ogt <16 x float> %".422", %".411"
  %".424" = select  <16 x i1> %".423", <16 x float> %".411", <16 x float> %".422"
  %".425" = getelementptr i8, ptr %".402", i64 0
  store <16 x float> %".419", ptr %".425", align 4
  %".427" = getelementptr i8, ptr %".403", i64 0
  store <16 x float> %".424", ptr %".427", align 4
  br label %"tile_done"
store_partial:
  %".430" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".78", i32 0
  %".431" = shufflevector <16 x i64> %".430", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".432" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".431"
  %".433" = load <16 x float>, <16 x float>* %"acc0_0"
  %".434" = fcmp olt <16 x float> %".433", %".410"
  %".435" = select  <16 x i1> %".434", <16 x float> %".410", <16 x float> %".433"
  %".436" = fcmp ogt <16 x float> %".435", %".411"
  %".437" = select  <16 x i1> %".436", <16 x float> %".411", <16 x float> %".435"
  %".438" = load <16 x float>, <16 x float>* %"acc1_0"
  %".439" = fcmp olt <16 x float> %".438", %".410"
  %".440" = select  <16 x i1> %".439", <16 x float> %".410", <16 x float> %".438"
  %".441" = fcmp ogt <16 x float> %".440", %".411"
  %".442" = select  <16 x i1> %".441", <16 x float> %".411", <16 x float> %".440"
  %".443" = getelementptr i8, ptr %".402", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".437", ptr %".443", i32 4, <16 x i1> %".432")
  %".445" = getelementptr i8, ptr %".403", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".442", ptr %".445", i32 4, <16 x i1> %".432")
  br label %"tile_done"
store_full_choice:
  br label %"store_full"
store_partial_choice:
  br label %"store_partial"
}
