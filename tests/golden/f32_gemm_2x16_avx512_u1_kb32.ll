; ixconv kernel module, spec: GemmSpec(isa='avx512', mr=2, nr=16, unroll=1, order='panel_inner', broadcast='register', k_block=32, epilogue=())
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
  %".25" = getelementptr i64, ptr %"args", i64 19
  %"min.bits" = load i64, ptr %".25"
  %".26" = trunc i64 %"min.bits" to i32
  %"min" = bitcast i32 %".26" to float
  %".27" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %"min", i32 0
  %".28" = shufflevector <16 x float> %".27", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".29" = getelementptr i64, ptr %"args", i64 20
  %"max.bits" = load i64, ptr %".29"
  %".30" = trunc i64 %"max.bits" to i32
  %"max" = bitcast i32 %".30" to float
  %".31" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %"max", i32 0
  %".32" = shufflevector <16 x float> %".31", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".33" = add i64 %"m", 1
  %"m_tiles" = sdiv i64 %".33", 2
  %".34" = add i64 %"k", 15
  %"n_panels" = sdiv i64 %".34", 16
  %".35" = add i64 %"m_tiles", 7
  %"m_groups" = sdiv i64 %".35", 8
  %".36" = mul i64 %"batch", %"groups"
  %".37" = mul i64 %".36", %"m_groups"
  %"total" = mul i64 %".37", %"n_panels"
  %"parts" = load i64, ptr %"schedule"
  store i64 0, i64* %"visited"
  store i64 0, i64* %"claimed"
  br label %"claim"
claim:
  %".41" = load i64, i64* %"visited"
  %".42" = icmp slt i64 %".41", %"parts"
  br i1 %".42", label %"claim_part", label %"exit"
claim_part:
  %".44" = add i64 %"part", %".41"
  %"part.1" = srem i64 %".44", %"parts"
  %".45" = mul i64 %"part.1", 8
  %".46" = add i64 8, %".45"
  %".47" = getelementptr i64, ptr %"schedule", i64 %".46"
  %".48" = add i64 %".46", 1
  %".49" = getelementptr i64, ptr %"schedule", i64 %".48"
  %"item" = atomicrmw add ptr %".47", i64 1 monotonic
  %"end" = load i64, ptr %".49"
  %".50" = icmp slt i64 %"item", %"end"
  br i1 %".50", label %"got_item", label %"next_part"
got_item:
  %".52" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".53" = add i64 %".52", 1
  store atomic i64 %".53", i64* %"claimed" monotonic, align 8
  %".55" = icmp slt i64 %"item", %"total"
  br i1 %".55", label %"work", label %"claim"
next_part:
  %".57" = add i64 %".41", 1
  store i64 %".57", i64* %"visited"
  br label %"claim"
work:
  %".64" = srem i64 %"item", %"n_panels"
  %".65" = sdiv i64 %"item", %"n_panels"
  %".66" = srem i64 %".65", %"m_groups"
  %".67" = sdiv i64 %".65", %"m_groups"
  %"group" = srem i64 %".67", %"groups"
  %"image" = sdiv i64 %".67", %"groups"
  %".68" = mul i64 %"image", %"a_bs"
  %".69" = mul i64 %"group", %"a_gs"
  %".70" = add i64 %".68", %".69"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".70"
  %".71" = mul i64 %"group", %"w_gs"
  %".72" = mul i64 %".64", %"w_ps"
  %".73" = add i64 %".71", %".72"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".73"
  %"n0" = mul i64 %".64", 16
  %".74" = sub i64 %"k", %"n0"
  %".75" = icmp slt i64 %".74", 16
  %".76" = select  i1 %".75", i64 %".74", i64 16
  %".77" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".77"
  %".78" = icmp ne i64 %"residual.int", 0
  %"tile_lo" = mul i64 %".66", 8
  %".79" = sub i64 %"m_tiles", %"tile_lo"
  %".80" = icmp slt i64 %".79", 8
  %".81" = select  i1 %".80", i64 %".79", i64 8
  %".82" = add i64 %"kc", 31
  %"k_blocks" = sdiv i64 %".82", 32
  store i64 0, i64* %"k_blocks.i"
  br label %"k_blocks.head"
exit:
  %".60" = getelementptr i64, ptr %"schedule", i64 1
  %".61" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".62" = atomicrmw add ptr %".60", i64 %".61" release
  ret void
k_blocks.head:
  %".85" = load i64, i64* %"k_blocks.i"
  %".86" = icmp slt i64 %".85", %"k_blocks"
  br i1 %".86", label %"k_blocks.body", label %"k_blocks.done"
k_blocks.body:
  %"c_lo" = mul i64 %".85", 32
  %".88" = sub i64 %"kc", %"c_lo"
  %".89" = icmp slt i64 %".88", 32
  %".90" = select  i1 %".89", i64 %".88", i64 32
  %".91" = icmp eq i64 %".85", 0
  %".92" = sub i64 %"k_blocks", 1
  %".93" = icmp eq i64 %".85", %".92"
  store i64 0, i64* %"tiles.i"
  br label %"tiles.head"
k_blocks.done:
  br label %"claim"
tiles.head:
  %".96" = load i64, i64* %"tiles.i"
  %".97" = icmp slt i64 %".96", %".81"
  br i1 %".97", label %"tiles.body", label %"tiles.done"
tiles.body:
  %".99" = add i64 %"tile_lo", %".96"
  %"m0" = mul i64 %".99", 2
  %".100" = sub i64 %"m", %"m0"
  %".101" = icmp slt i64 %".100", 2
  %".102" = select  i1 %".101", i64 %".100", i64 2
  %".103" = mul i64 %"image", %"c_bs"
  %".104" = mul i64 %"group", %"c_gs"
  %".105" = add i64 %".103", %".104"
  %".106" = mul i64 %"m0", %"ldc"
  %".107" = add i64 %".105", %".106"
  %".108" = mul i64 %"n0", 4
  %".109" = add i64 %".107", %".108"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".109"
  %".110" = sub i64 %".102", 1
  %".111" = getelementptr i8, ptr %"w_panel", i64 0
  %".112" = load <16 x float>, ptr %".111", align 64
  store <16 x float> %".112", <16 x float>* %"acc0_0"
  %".114" = getelementptr i8, ptr %"w_panel", i64 0
  %".115" = load <16 x float>, ptr %".114", align 64
  store <16 x float> %".115", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  br i1 %".91", label %"first_block", label %"resume_partial_sums"
tiles.done:
  %".415" = load i64, i64* %"k_blocks.i"
  %".416" = add i64 %".415", 1
  store i64 %".416", i64* %"k_blocks.i"
  br label %"k_blocks.head"
tile_done:
  %".411" = load i64, i64* %"tiles.i"
  %".412" = add i64 %".411", 1
  store i64 %".412", i64* %"tiles.i"
  br label %"tiles.head"
first_block:
  br i1 %".78", label %"first_block_residual", label %"tile_start"
first_block_residual:
  %".122" = icmp slt i64 0, %".110"
  %".123" = select  i1 %".122", i64 0, i64 %".110"
  %".124" = mul i64 %".123", %"ldc"
  %".125" = icmp slt i64 1, %".110"
  %".126" = select  i1 %".125", i64 1, i64 %".110"
  %".127" = mul i64 %".126", %"ldc"
  %".128" = getelementptr i8, ptr %"c_tile", i64 %".124"
  %".129" = getelementptr i8, ptr %"c_tile", i64 %".127"
  %".130" = ptrtoint ptr %"c_tile" to i64
  %".131" = ptrtoint ptr %"c" to i64
  %".132" = sub i64 %".130", %".131"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".132"
  %".133" = getelementptr i8, ptr %"r_tile", i64 %".124"
  %".134" = getelementptr i8, ptr %"r_tile", i64 %".127"
  %".135" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".76", i32 0
  %".136" = shufflevector <16 x i64> %".135", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".137" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".136"
  %".138" = load <16 x float>, <16 x float>* %"acc0_0"
  %".139" = getelementptr i8, ptr %".133", i64 0
  %".140" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".139", i32 4, <16 x i1> %".137", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".141" = fadd <16 x float> %".138", %".140"
  store <16 x float> %".141", <16 x float>* %"acc0_0"
  %".143" = load <16 x float>, <16 x float>* %"acc1_0"
  %".144" = getelementptr i8, ptr %".134", i64 0
  %".145" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".144", i32 4, <16 x i1> %".137", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".146" = fadd <16 x float> %".143", %".145"
  store <16 x float> %".146", <16 x float>* %"acc1_0"
  br label %"tile_start"
resume_partial_sums:
  %".149" = icmp slt i64 0, %".110"
  %".150" = select  i1 %".149", i64 0, i64 %".110"
  %".151" = mul i64 %".150", %"ldc"
  %".152" = icmp slt i64 1, %".110"
  %".153" = select  i1 %".152", i64 1, i64 %".110"
  %".154" = mul i64 %".153", %"ldc"
  %".155" = getelementptr i8, ptr %"c_tile", i64 %".151"
  %".156" = getelementptr i8, ptr %"c_tile", i64 %".154"
  %".157" = ptrtoint ptr %"c_tile" to i64
  %".158" = ptrtoint ptr %"c" to i64
  %".159" = sub i64 %".157", %".158"
  %"r_tile.1" = getelementptr i8, ptr %"r", i64 %".159"
  %".160" = getelementptr i8, ptr %"r_tile.1", i64 %".151"
  %".161" = getelementptr i8, ptr %"r_tile.1", i64 %".154"
  %".162" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".76", i32 0
  %".163" = shufflevector <16 x i64> %".162", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".164" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".163"
  %".165" = getelementptr i8, ptr %".155", i64 0
  %".166" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".165", i32 4, <16 x i1> %".164", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".166", <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  %".169" = getelementptr i8, ptr %".156", i64 0
  %".170" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".169", i32 4, <16 x i1> %".164", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".170", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i1 1, i1* %"flushed"
  br label %"tile_start"
tile_start:
  store i64 0, i64* %"since_flush"
  %".176" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".176", ptr %"w_cursor"
  %".178" = mul i64 %"ks", %".90"
  %".179" = icmp sgt i64 %".178", 128
  br i1 %".179", label %"tile_start.if", label %"tile_start.else"
tile_start.if:
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
tile_start.else:
  store i64 0, i64* %"taps_short.i"
  br label %"taps_short.head"
tile_start.endif:
  %".344" = load i1, i1* %"flushed"
  br i1 %".344", label %"tile_start.endif.if", label %"tile_start.endif.endif"
taps.head:
  %".183" = load i64, i64* %"taps.i"
  %".184" = icmp slt i64 %".183", %"ks"
  br i1 %".184", label %"taps.body", label %"taps.done"
taps.body:
  %".186" = mul i64 %"ks", 2
  %".187" = mul i64 %".99", %".186"
  %".188" = mul i64 %".183", 2
  %".189" = add i64 %".187", %".188"
  %".190" = add i64 %".189", 0
  %".191" = getelementptr i64, ptr %"ind", i64 %".190"
  %"off0" = load i64, ptr %".191"
  %".192" = icmp slt i64 %"off0", 0
  %".193" = getelementptr i8, ptr %"a_base", i64 %"off0"
  %"a0" = select  i1 %".192", ptr %"zero", ptr %".193"
  %".194" = add i64 %".189", 1
  %".195" = getelementptr i64, ptr %"ind", i64 %".194"
  %"off1" = load i64, ptr %".195"
  %".196" = icmp slt i64 %"off1", 0
  %".197" = and i1 %".192", %".196"
  %".198" = getelementptr i8, ptr %"a_base", i64 %"off1"
  %"a1" = select  i1 %".196", ptr %"zero", ptr %".198"
  %".199" = mul i64 %"c_lo", 4
  %".200" = getelementptr i8, ptr %"a0", i64 %".199"
  %".201" = getelementptr i8, ptr %"a1", i64 %".199"
  %".202" = mul i64 %".183", %"kc"
  %".203" = add i64 %".202", %"c_lo"
  %".204" = mul i64 %".203", 64
  %".205" = getelementptr i8, ptr %".176", i64 %".204"
  store ptr %".205", ptr %"w_cursor"
  br i1 %".197", label %"tap_done", label %"tap_work"
taps.done:
  br label %"tile_start.endif"
tap_work:
  %".208" = add i64 %".90", 127
  %"chunks" = sdiv i64 %".208", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
tap_done:
  %".273" = load i64, i64* %"taps.i"
  %".274" = add i64 %".273", 1
  store i64 %".274", i64* %"taps.i"
  br label %"taps.head"
channel_chunks.head:
  %".211" = load i64, i64* %"channel_chunks.i"
  %".212" = icmp slt i64 %".211", %"chunks"
  br i1 %".212", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".211", 128
  %".214" = sub i64 %".90", %"chunk_lo"
  %".215" = icmp slt i64 %".214", 128
  %".216" = select  i1 %".215", i64 %".214", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  br label %"tap_done"
channels.head:
  %".219" = load i64, i64* %"channels.i"
  %".220" = icmp slt i64 %".219", %".216"
  br i1 %".220", label %"channels.body", label %"channels.done"
channels.body:
  %".222" = load <16 x float>, <16 x float>* %"acc0_0"
  %".223" = load <16 x float>, <16 x float>* %"acc1_0"
  %".224" = load ptr, ptr %"w_cursor"
  %".225" = mul i64 %".219", 1
  %".226" = add i64 %".225", 0
  %".227" = add i64 %"chunk_lo", %".226"
  %".228" = getelementptr i8, ptr %".224", i64 0
  %".229" = getelementptr i8, ptr %".228", i64 0
  %".230" = load <16 x float>, ptr %".229", align 64
  %".231" = mul i64 %".227", 4
  %".232" = getelementptr i8, ptr %".200", i64 %".231"
  %".233" = load float, ptr %".232", align 4
  %".234" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".233", i32 0
  %".235" = shufflevector <16 x float> %".234", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".236" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".235", <16 x float> %".230", <16 x float> %".222")
  %".237" = getelementptr i8, ptr %".201", i64 %".231"
  %".238" = load float, ptr %".237", align 4
  %".239" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".238", i32 0
  %".240" = shufflevector <16 x float> %".239", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".241" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".240", <16 x float> %".230", <16 x float> %".223")
  store <16 x float> %".236", <16 x float>* %"acc0_0"
  store <16 x float> %".241", <16 x float>* %"acc1_0"
  %".244" = getelementptr i8, ptr %".224", i64 64
  store ptr %".244", ptr %"w_cursor"
  %".246" = load i64, i64* %"channels.i"
  %".247" = add i64 %".246", 1
  store i64 %".247", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".250" = load i64, i64* %"since_flush"
  %".251" = add i64 %".250", %".216"
  store i64 %".251", i64* %"since_flush"
  %".253" = icmp sge i64 %".251", 128
  br i1 %".253", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".255" = load <16 x float>, <16 x float>* %"total0_0"
  %".256" = load <16 x float>, <16 x float>* %"acc0_0"
  %".257" = fadd <16 x float> %".255", %".256"
  store <16 x float> %".257", <16 x float>* %"total0_0"
  %".259" = load <16 x float>, <16 x float>* %"total1_0"
  %".260" = load <16 x float>, <16 x float>* %"acc1_0"
  %".261" = fadd <16 x float> %".259", %".260"
  store <16 x float> %".261", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".268" = load i64, i64* %"channel_chunks.i"
  %".269" = add i64 %".268", 1
  store i64 %".269", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".280" = load i64, i64* %"taps_short.i"
  %".281" = icmp slt i64 %".280", %"ks"
  br i1 %".281", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".283" = mul i64 %"ks", 2
  %".284" = mul i64 %".99", %".283"
  %".285" = mul i64 %".280", 2
  %".286" = add i64 %".284", %".285"
  %".287" = add i64 %".286", 0
  %".288" = getelementptr i64, ptr %"ind", i64 %".287"
  %"off0.1" = load i64, ptr %".288"
  %".289" = icmp slt i64 %"off0.1", 0
  %".290" = getelementptr i8, ptr %"a_base", i64 %"off0.1"
  %"a0.1" = select  i1 %".289", ptr %"zero", ptr %".290"
  %".291" = add i64 %".286", 1
  %".292" = getelementptr i64, ptr %"ind", i64 %".291"
  %"off1.1" = load i64, ptr %".292"
  %".293" = icmp slt i64 %"off1.1", 0
  %".294" = and i1 %".289", %".293"
  %".295" = getelementptr i8, ptr %"a_base", i64 %"off1.1"
  %"a1.1" = select  i1 %".293", ptr %"zero", ptr %".295"
  %".296" = mul i64 %"c_lo", 4
  %".297" = getelementptr i8, ptr %"a0.1", i64 %".296"
  %".298" = getelementptr i8, ptr %"a1.1", i64 %".296"
  %".299" = mul i64 %".280", %"kc"
  %".300" = add i64 %".299", %"c_lo"
  %".301" = mul i64 %".300", 64
  %".302" = getelementptr i8, ptr %".176", i64 %".301"
  store ptr %".302", ptr %"w_cursor"
  br i1 %".294", label %"tap_done.1", label %"tap_work.1"
taps_short.done:
  br label %"tile_start.endif"
tap_work.1:
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
tap_done.1:
  %".339" = load i64, i64* %"taps_short.i"
  %".340" = add i64 %".339", 1
  store i64 %".340", i64* %"taps_short.i"
  br label %"taps_short.head"
channels.head.1:
  %".307" = load i64, i64* %"channels.i.1"
  %".308" = icmp slt i64 %".307", %".90"
  br i1 %".308", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".310" = load <16 x float>, <16 x float>* %"acc0_0"
  %".311" = load <16 x float>, <16 x float>* %"acc1_0"
  %".312" = load ptr, ptr %"w_cursor"
  %".313" = mul i64 %".307", 1
  %".314" = add i64 %".313", 0
  %".315" = add i64 0, %".314"
  %".316" = getelementptr i8, ptr %".312", i64 0
  %".317" = getelementptr i8, ptr %".316", i64 0
  %".318" = load <16 x float>, ptr %".317", align 64
  %".319" = mul i64 %".315", 4
  %".320" = getelementptr i8, ptr %".297", i64 %".319"
  %".321" = load float, ptr %".320", align 4
  %".322" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".321", i32 0
  %".323" = shufflevector <16 x float> %".322", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".324" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".323", <16 x float> %".318", <16 x float> %".310")
  %".325" = getelementptr i8, ptr %".298", i64 %".319"
  %".326" = load float, ptr %".325", align 4
  %".327" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".326", i32 0
  %".328" = shufflevector <16 x float> %".327", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".329" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".328", <16 x float> %".318", <16 x float> %".311")
  store <16 x float> %".324", <16 x float>* %"acc0_0"
  store <16 x float> %".329", <16 x float>* %"acc1_0"
  %".332" = getelementptr i8, ptr %".312", i64 64
  store ptr %".332", ptr %"w_cursor"
  %".334" = load i64, i64* %"channels.i.1"
  %".335" = add i64 %".334", 1
  store i64 %".335", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  br label %"tap_done.1"
tile_start.endif.if:
  %".346" = load <16 x float>, <16 x float>* %"total0_0"
  %".347" = load <16 x float>, <16 x float>* %"acc0_0"
  %".348" = fadd <16 x float> %".346", %".347"
  store <16 x float> %".348", <16 x float>* %"total0_0"
  %".350" = load <16 x float>, <16 x float>* %"total1_0"
  %".351" = load <16 x float>, <16 x float>* %"acc1_0"
  %".352" = fadd <16 x float> %".350", %".351"
  store <16 x float> %".352", <16 x float>* %"total1_0"
  %".354" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".354", <16 x float>* %"acc0_0"
  %".356" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".356", <16 x float>* %"acc1_0"
  br label %"tile_start.endif.endif"
tile_start.endif.endif:
  %".359" = icmp slt i64 0, %".110"
  %".360" = select  i1 %".359", i64 0, i64 %".110"
  %".361" = mul i64 %".360", %"ldc"
  %".362" = icmp slt i64 1, %".110"
  %".363" = select  i1 %".362", i64 1, i64 %".110"
  %".364" = mul i64 %".363", %"ldc"
  %".365" = getelementptr i8, ptr %"c_tile", i64 %".361"
  %".366" = getelementptr i8, ptr %"c_tile", i64 %".364"
  %".367" = ptrtoint ptr %"c_tile" to i64
  %".368" = ptrtoint ptr %"c" to i64
  %".369" = sub i64 %".367", %".368"
  %"r_tile.2" = getelementptr i8, ptr %"r", i64 %".369"
  %".370" = getelementptr i8, ptr %"r_tile.2", i64 %".361"
  %".371" = getelementptr i8, ptr %"r_tile.2", i64 %".364"
  %".372" = icmp eq i64 %".76", 16
  %".373" = select  i1 %".93", <16 x float> %".28", <16 x float> <float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000>
  %".374" = select  i1 %".93", <16 x float> %".32", <16 x float> <float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000>
  br i1 %".372", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".378" = load <16 x float>, <16 x float>* %"acc0_0"
  %".379" = fcmp olt <16 x float> %".378", %".373"
  %".380" = select  <16 x i1> %".379", <16 x float> %".373", <16 x float> %".378"
  %".381" = fcmp ogt <16 x float> %".380", %".374"
  %".382" = select  <16 x i1> %".381", <16 x float> %".374", <16 x float> %".380"
  %".383" = load <16 x float>, <16 x float>* %"acc1_0"
  %".384" = fcmp olt <16 x float> %".383", %".373"
  %".385" = select  <16 x i1> %".384", <16 x float> %".373", <16 x float> %".383"
  %".386" = fcmp ogt <16 x float> %".385", %".374"
  %".387" = select  <16 x i1> %".386", <16 x float> %".374", <16 x float> %".385"
  %".388" = getelementptr i8, ptr %".365", i64 0
  store <16 x float> %".382", ptr %".388", align 4
  %".390" = getelementptr i8, ptr %".366", i64 0
  store <16 x float> %".387", ptr %".390", align 4
  br label %"tile_done"
store_partial:
  %".393" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".76", i32 0
  %".394" = shufflevector <16 x i64> %".393", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".395" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".394"
  %".396" = load <16 x float>, <16 x float>* %"acc0_0"
  %".397" = fcmp olt <16 x float> %".396", %".373"
  %".398" = select  <16 x i1> %".397", <16 x float> %".373", <16 x float> %".396"
  %".399" = fcmp ogt <16 x float> %".398", %".374"
  %".400" = select  <16 x i1> %".399", <16 x float> %".374", <16 x float> %".398"
  %".401" = load <16 x float>, <16 x float>* %"acc1_0"
  %".402" = fcmp olt <16 x float> %".401", %".373"
  %".403" = select  <16 x i1> %".402", <16 x float> %".373", <16 x float> %".401"
  %".404" = fcmp ogt <16 x float> %".403", %".374"
  %".405" = select  <16 x i1> %".404", <16 x float> %".374", <16 x float> %".403"
  %".406" = getelementptr i8, ptr %".365", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".400", ptr %".406", i32 4, <16 x i1> %".395")
  %".408" = getelementptr i8, ptr %".366", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".405", ptr %".408", i32 4, <16 x i1> %".395")
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
  %".25" = getelementptr i64, ptr %"args", i64 19
  %"min.bits" = load i64, ptr %".25"
  %".26" = trunc i64 %"min.bits" to i32
  %"min" = bitcast i32 %".26" to float
  %".27" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %"min", i32 0
  %".28" = shufflevector <16 x float> %".27", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".29" = getelementptr i64, ptr %"args", i64 20
  %"max.bits" = load i64, ptr %".29"
  %".30" = trunc i64 %"max.bits" to i32
  %"max" = bitcast i32 %".30" to float
  %".31" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %"max", i32 0
  %".32" = shufflevector <16 x float> %".31", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".33" = add i64 %"m", 1
  %"m_tiles" = sdiv i64 %".33", 2
  %".34" = add i64 %"k", 15
  %"n_panels" = sdiv i64 %".34", 16
  %".35" = add i64 %"m_tiles", 7
  %"m_groups" = sdiv i64 %".35", 8
  %".36" = mul i64 %"batch", %"groups"
  %".37" = mul i64 %".36", %"m_groups"
  %"total" = mul i64 %".37", %"n_panels"
  %"parts" = load i64, ptr %"schedule"
  store i64 0, i64* %"visited"
  store i64 0, i64* %"claimed"
  br label %"claim"
claim:
  %".41" = load i64, i64* %"visited"
  %".42" = icmp slt i64 %".41", %"parts"
  br i1 %".42", label %"claim_part", label %"exit"
claim_part:
  %".44" = add i64 %"part", %".41"
  %"part.1" = srem i64 %".44", %"parts"
  %".45" = mul i64 %"part.1", 8
  %".46" = add i64 8, %".45"
  %".47" = getelementptr i64, ptr %"schedule", i64 %".46"
  %".48" = add i64 %".46", 1
  %".49" = getelementptr i64, ptr %"schedule", i64 %".48"
  %"item" = atomicrmw add ptr %".47", i64 1 monotonic
  %"end" = load i64, ptr %".49"
  %".50" = icmp slt i64 %"item", %"end"
  br i1 %".50", label %"got_item", label %"next_part"
got_item:
  %".52" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".53" = add i64 %".52", 1
  store atomic i64 %".53", i64* %"claimed" monotonic, align 8
  %".55" = icmp slt i64 %"item", %"total"
  br i1 %".55", label %"work", label %"claim"
next_part:
  %".57" = add i64 %".41", 1
  store i64 %".57", i64* %"visited"
  br label %"claim"
work:
  %".64" = srem i64 %"item", %"n_panels"
  %".65" = sdiv i64 %"item", %"n_panels"
  %".66" = srem i64 %".65", %"m_groups"
  %".67" = sdiv i64 %".65", %"m_groups"
  %"group" = srem i64 %".67", %"groups"
  %"image" = sdiv i64 %".67", %"groups"
  %".68" = mul i64 %"image", %"a_bs"
  %".69" = mul i64 %"group", %"a_gs"
  %".70" = add i64 %".68", %".69"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".70"
  %".71" = mul i64 %"group", %"w_gs"
  %".72" = mul i64 %".64", %"w_ps"
  %".73" = add i64 %".71", %".72"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".73"
  %"n0" = mul i64 %".64", 16
  %".74" = sub i64 %"k", %"n0"
  %".75" = icmp slt i64 %".74", 16
  %".76" = select  i1 %".75", i64 %".74", i64 16
  %".77" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".77"
  %".78" = icmp ne i64 %"residual.int", 0
  %"tile_lo" = mul i64 %".66", 8
  %".79" = sub i64 %"m_tiles", %"tile_lo"
  %".80" = icmp slt i64 %".79", 8
  %".81" = select  i1 %".80", i64 %".79", i64 8
  %".82" = add i64 %"kc", 31
  %"k_blocks" = sdiv i64 %".82", 32
  store i64 0, i64* %"k_blocks.i"
  br label %"k_blocks.head"
exit:
  %".60" = getelementptr i64, ptr %"schedule", i64 1
  %".61" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".62" = atomicrmw add ptr %".60", i64 %".61" release
  ret void
k_blocks.head:
  %".85" = load i64, i64* %"k_blocks.i"
  %".86" = icmp slt i64 %".85", %"k_blocks"
  br i1 %".86", label %"k_blocks.body", label %"k_blocks.done"
k_blocks.body:
  %"c_lo" = mul i64 %".85", 32
  %".88" = sub i64 %"kc", %"c_lo"
  %".89" = icmp slt i64 %".88", 32
  %".90" = select  i1 %".89", i64 %".88", i64 32
  %".91" = icmp eq i64 %".85", 0
  %".92" = sub i64 %"k_blocks", 1
  %".93" = icmp eq i64 %".85", %".92"
  store i64 0, i64* %"tiles.i"
  br label %"tiles.head"
k_blocks.done:
  br label %"claim"
tiles.head:
  %".96" = load i64, i64* %"tiles.i"
  %".97" = icmp slt i64 %".96", %".81"
  br i1 %".97", label %"tiles.body", label %"tiles.done"
tiles.body:
  %".99" = add i64 %"tile_lo", %".96"
  %"m0" = mul i64 %".99", 2
  %".100" = sub i64 %"m", %"m0"
  %".101" = icmp slt i64 %".100", 2
  %".102" = select  i1 %".101", i64 %".100", i64 2
  %".103" = mul i64 %"image", %"c_bs"
  %".104" = mul i64 %"group", %"c_gs"
  %".105" = add i64 %".103", %".104"
  %".106" = mul i64 %"m0", %"ldc"
  %".107" = add i64 %".105", %".106"
  %".108" = mul i64 %"n0", 4
  %".109" = add i64 %".107", %".108"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".109"
  %".110" = sub i64 %".102", 1
  %".111" = getelementptr i8, ptr %"w_panel", i64 0
  %".112" = load <16 x float>, ptr %".111", align 64
  store <16 x float> %".112", <16 x float>* %"acc0_0"
  %".114" = getelementptr i8, ptr %"w_panel", i64 0
  %".115" = load <16 x float>, ptr %".114", align 64
  store <16 x float> %".115", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  br i1 %".91", label %"first_block", label %"resume_partial_sums"
tiles.done:
  %".401" = load i64, i64* %"k_blocks.i"
  %".402" = add i64 %".401", 1
  store i64 %".402", i64* %"k_blocks.i"
  br label %"k_blocks.head"
tile_done:
  %".397" = load i64, i64* %"tiles.i"
  %".398" = add i64 %".397", 1
  store i64 %".398", i64* %"tiles.i"
  br label %"tiles.head"
first_block:
  br i1 %".78", label %"first_block_residual", label %"tile_start"
first_block_residual:
  %".122" = icmp slt i64 0, %".110"
  %".123" = select  i1 %".122", i64 0, i64 %".110"
  %".124" = mul i64 %".123", %"ldc"
  %".125" = icmp slt i64 1, %".110"
  %".126" = select  i1 %".125", i64 1, i64 %".110"
  %".127" = mul i64 %".126", %"ldc"
  %".128" = getelementptr i8, ptr %"c_tile", i64 %".124"
  %".129" = getelementptr i8, ptr %"c_tile", i64 %".127"
  %".130" = ptrtoint ptr %"c_tile" to i64
  %".131" = ptrtoint ptr %"c" to i64
  %".132" = sub i64 %".130", %".131"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".132"
  %".133" = getelementptr i8, ptr %"r_tile", i64 %".124"
  %".134" = getelementptr i8, ptr %"r_tile", i64 %".127"
  %".135" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".76", i32 0
  %".136" = shufflevector <16 x i64> %".135", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".137" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".136"
  %".138" = load <16 x float>, <16 x float>* %"acc0_0"
  %".139" = getelementptr i8, ptr %".133", i64 0
  %".140" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".139", i32 4, <16 x i1> %".137", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".141" = fadd <16 x float> %".138", %".140"
  store <16 x float> %".141", <16 x float>* %"acc0_0"
  %".143" = load <16 x float>, <16 x float>* %"acc1_0"
  %".144" = getelementptr i8, ptr %".134", i64 0
  %".145" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".144", i32 4, <16 x i1> %".137", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".146" = fadd <16 x float> %".143", %".145"
  store <16 x float> %".146", <16 x float>* %"acc1_0"
  br label %"tile_start"
resume_partial_sums:
  %".149" = icmp slt i64 0, %".110"
  %".150" = select  i1 %".149", i64 0, i64 %".110"
  %".151" = mul i64 %".150", %"ldc"
  %".152" = icmp slt i64 1, %".110"
  %".153" = select  i1 %".152", i64 1, i64 %".110"
  %".154" = mul i64 %".153", %"ldc"
  %".155" = getelementptr i8, ptr %"c_tile", i64 %".151"
  %".156" = getelementptr i8, ptr %"c_tile", i64 %".154"
  %".157" = ptrtoint ptr %"c_tile" to i64
  %".158" = ptrtoint ptr %"c" to i64
  %".159" = sub i64 %".157", %".158"
  %"r_tile.1" = getelementptr i8, ptr %"r", i64 %".159"
  %".160" = getelementptr i8, ptr %"r_tile.1", i64 %".151"
  %".161" = getelementptr i8, ptr %"r_tile.1", i64 %".154"
  %".162" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".76", i32 0
  %".163" = shufflevector <16 x i64> %".162", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".164" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".163"
  %".165" = getelementptr i8, ptr %".155", i64 0
  %".166" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".165", i32 4, <16 x i1> %".164", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".166", <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  %".169" = getelementptr i8, ptr %".156", i64 0
  %".170" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".169", i32 4, <16 x i1> %".164", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".170", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i1 1, i1* %"flushed"
  br label %"tile_start"
tile_start:
  store i64 0, i64* %"since_flush"
  %".176" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".176", ptr %"w_cursor"
  %".178" = mul i64 %"ks", %".90"
  %".179" = icmp sgt i64 %".178", 128
  br i1 %".179", label %"tile_start.if", label %"tile_start.else"
tile_start.if:
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
tile_start.else:
  store i64 0, i64* %"taps_short.i"
  br label %"taps_short.head"
tile_start.endif:
  %".330" = load i1, i1* %"flushed"
  br i1 %".330", label %"tile_start.endif.if", label %"tile_start.endif.endif"
taps.head:
  %".183" = load i64, i64* %"taps.i"
  %".184" = icmp slt i64 %".183", %"ks"
  br i1 %".184", label %"taps.body", label %"taps.done"
taps.body:
  %".186" = icmp slt i64 0, %".110"
  %".187" = select  i1 %".186", i64 0, i64 %".110"
  %".188" = add i64 %"m0", %".187"
  %".189" = mul i64 %".188", %"lda"
  %"a0" = getelementptr i8, ptr %"a_base", i64 %".189"
  %".190" = icmp slt i64 1, %".110"
  %".191" = select  i1 %".190", i64 1, i64 %".110"
  %".192" = add i64 %"m0", %".191"
  %".193" = mul i64 %".192", %"lda"
  %"a1" = getelementptr i8, ptr %"a_base", i64 %".193"
  %".194" = mul i64 %"c_lo", 4
  %".195" = getelementptr i8, ptr %"a0", i64 %".194"
  %".196" = getelementptr i8, ptr %"a1", i64 %".194"
  %".197" = mul i64 %".183", %"kc"
  %".198" = add i64 %".197", %"c_lo"
  %".199" = mul i64 %".198", 64
  %".200" = getelementptr i8, ptr %".176", i64 %".199"
  store ptr %".200", ptr %"w_cursor"
  %".202" = add i64 %".90", 127
  %"chunks" = sdiv i64 %".202", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps.done:
  br label %"tile_start.endif"
channel_chunks.head:
  %".205" = load i64, i64* %"channel_chunks.i"
  %".206" = icmp slt i64 %".205", %"chunks"
  br i1 %".206", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".205", 128
  %".208" = sub i64 %".90", %"chunk_lo"
  %".209" = icmp slt i64 %".208", 128
  %".210" = select  i1 %".209", i64 %".208", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  %".266" = load i64, i64* %"taps.i"
  %".267" = add i64 %".266", 1
  store i64 %".267", i64* %"taps.i"
  br label %"taps.head"
channels.head:
  %".213" = load i64, i64* %"channels.i"
  %".214" = icmp slt i64 %".213", %".210"
  br i1 %".214", label %"channels.body", label %"channels.done"
channels.body:
  %".216" = load <16 x float>, <16 x float>* %"acc0_0"
  %".217" = load <16 x float>, <16 x float>* %"acc1_0"
  %".218" = load ptr, ptr %"w_cursor"
  %".219" = mul i64 %".213", 1
  %".220" = add i64 %".219", 0
  %".221" = add i64 %"chunk_lo", %".220"
  %".222" = getelementptr i8, ptr %".218", i64 0
  %".223" = getelementptr i8, ptr %".222", i64 0
  %".224" = load <16 x float>, ptr %".223", align 64
  %".225" = mul i64 %".221", 4
  %".226" = getelementptr i8, ptr %".195", i64 %".225"
  %".227" = load float, ptr %".226", align 4
  %".228" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".227", i32 0
  %".229" = shufflevector <16 x float> %".228", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".230" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".229", <16 x float> %".224", <16 x float> %".216")
  %".231" = getelementptr i8, ptr %".196", i64 %".225"
  %".232" = load float, ptr %".231", align 4
  %".233" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".232", i32 0
  %".234" = shufflevector <16 x float> %".233", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".235" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".234", <16 x float> %".224", <16 x float> %".217")
  store <16 x float> %".230", <16 x float>* %"acc0_0"
  store <16 x float> %".235", <16 x float>* %"acc1_0"
  %".238" = getelementptr i8, ptr %".218", i64 64
  store ptr %".238", ptr %"w_cursor"
  %".240" = load i64, i64* %"channels.i"
  %".241" = add i64 %".240", 1
  store i64 %".241", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".244" = load i64, i64* %"since_flush"
  %".245" = add i64 %".244", %".210"
  store i64 %".245", i64* %"since_flush"
  %".247" = icmp sge i64 %".245", 128
  br i1 %".247", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".249" = load <16 x float>, <16 x float>* %"total0_0"
  %".250" = load <16 x float>, <16 x float>* %"acc0_0"
  %".251" = fadd <16 x float> %".249", %".250"
  store <16 x float> %".251", <16 x float>* %"total0_0"
  %".253" = load <16 x float>, <16 x float>* %"total1_0"
  %".254" = load <16 x float>, <16 x float>* %"acc1_0"
  %".255" = fadd <16 x float> %".253", %".254"
  store <16 x float> %".255", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".262" = load i64, i64* %"channel_chunks.i"
  %".263" = add i64 %".262", 1
  store i64 %".263", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".273" = load i64, i64* %"taps_short.i"
  %".274" = icmp slt i64 %".273", %"ks"
  br i1 %".274", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".276" = icmp slt i64 0, %".110"
  %".277" = select  i1 %".276", i64 0, i64 %".110"
  %".278" = add i64 %"m0", %".277"
  %".279" = mul i64 %".278", %"lda"
  %"a0.1" = getelementptr i8, ptr %"a_base", i64 %".279"
  %".280" = icmp slt i64 1, %".110"
  %".281" = select  i1 %".280", i64 1, i64 %".110"
  %".282" = add i64 %"m0", %".281"
  %".283" = mul i64 %".282", %"lda"
  %"a1.1" = getelementptr i8, ptr %"a_base", i64 %".283"
  %".284" = mul i64 %"c_lo", 4
  %".285" = getelementptr i8, ptr %"a0.1", i64 %".284"
  %".286" = getelementptr i8, ptr %"a1.1", i64 %".284"
  %".287" = mul i64 %".273", %"kc"
  %".288" = add i64 %".287", %"c_lo"
  %".289" = mul i64 %".288", 64
  %".290" = getelementptr i8, ptr %".176", i64 %".289"
  store ptr %".290", ptr %"w_cursor"
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
taps_short.done:
  br label %"tile_start.endif"
channels.head.1:
  %".294" = load i64, i64* %"channels.i.1"
  %".295" = icmp slt i64 %".294", %".90"
  br i1 %".295", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".297" = load <16 x float>, <16 x float>* %"acc0_0"
  %".298" = load <16 x float>, <16 x float>* %"acc1_0"
  %".299" = load ptr, ptr %"w_cursor"
  %".300" = mul i64 %".294", 1
  %".301" = add i64 %".300", 0
  %".302" = add i64 0, %".301"
  %".303" = getelementptr i8, ptr %".299", i64 0
  %".304" = getelementptr i8, ptr %".303", i64 0
  %".305" = load <16 x float>, ptr %".304", align 64
  %".306" = mul i64 %".302", 4
  %".307" = getelementptr i8, ptr %".285", i64 %".306"
  %".308" = load float, ptr %".307", align 4
  %".309" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".308", i32 0
  %".310" = shufflevector <16 x float> %".309", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".311" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".310", <16 x float> %".305", <16 x float> %".297")
  %".312" = getelementptr i8, ptr %".286", i64 %".306"
  %".313" = load float, ptr %".312", align 4
  %".314" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".313", i32 0
  %".315" = shufflevector <16 x float> %".314", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".316" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".315", <16 x float> %".305", <16 x float> %".298")
  store <16 x float> %".311", <16 x float>* %"acc0_0"
  store <16 x float> %".316", <16 x float>* %"acc1_0"
  %".319" = getelementptr i8, ptr %".299", i64 64
  store ptr %".319", ptr %"w_cursor"
  %".321" = load i64, i64* %"channels.i.1"
  %".322" = add i64 %".321", 1
  store i64 %".322", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  %".325" = load i64, i64* %"taps_short.i"
  %".326" = add i64 %".325", 1
  store i64 %".326", i64* %"taps_short.i"
  br label %"taps_short.head"
tile_start.endif.if:
  %".332" = load <16 x float>, <16 x float>* %"total0_0"
  %".333" = load <16 x float>, <16 x float>* %"acc0_0"
  %".334" = fadd <16 x float> %".332", %".333"
  store <16 x float> %".334", <16 x float>* %"total0_0"
  %".336" = load <16 x float>, <16 x float>* %"total1_0"
  %".337" = load <16 x float>, <16 x float>* %"acc1_0"
  %".338" = fadd <16 x float> %".336", %".337"
  store <16 x float> %".338", <16 x float>* %"total1_0"
  %".340" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".340", <16 x float>* %"acc0_0"
  %".342" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".342", <16 x float>* %"acc1_0"
  br label %"tile_start.endif.endif"
tile_start.endif.endif:
  %".345" = icmp slt i64 0, %".110"
  %".346" = select  i1 %".345", i64 0, i64 %".110"
  %".347" = mul i64 %".346", %"ldc"
  %".348" = icmp slt i64 1, %".110"
  %".349" = select  i1 %".348", i64 1, i64 %".110"
  %".350" = mul i64 %".349", %"ldc"
  %".351" = getelementptr i8, ptr %"c_tile", i64 %".347"
  %".352" = getelementptr i8, ptr %"c_tile", i64 %".350"
  %".353" = ptrtoint ptr %"c_tile" to i64
  %".354" = ptrtoint ptr %"c" to i64
  %".355" = sub i64 %".353", %".354"
  %"r_tile.2" = getelementptr i8, ptr %"r", i64 %".355"
  %".356" = getelementptr i8, ptr %"r_tile.2", i64 %".347"
  %".357" = getelementptr i8, ptr %"r_tile.2", i64 %".350"
  %".358" = icmp eq i64 %".76", 16
  %".359" = select  i1 %".93", <16 x float> %".28", <16 x float> <float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000>
  %".360" = select  i1 %".93", <16 x float> %".32", <16 x float> <float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000>
  br i1 %".358", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".364" = load <16 x float>, <16 x float>* %"acc0_0"
  %".365" = fcmp olt <16 x float> %".364", %".359"
  %".366" = select  <16 x i1> %".365", <16 x float> %".359", <16 x float> %".364"
  %".367" = fcmp ogt <16 x float> %".366", %".360"
  %".368" = select  <16 x i1> %".367", <16 x float> %".360", <16 x float> %".366"
  %".369" = load <16 x float>, <16 x float>* %"acc1_0"
  %".370" = fcmp olt <16 x float> %".369", %".359"
  %".371" = select  <16 x i1> %".370", <16 x float> %".359", <16 x float> %".369"
  %".372" = fcmp ogt <16 x float> %".371", %".360"
  %".373" = select  <16 x i1> %".372", <16 x float> %".360", <16 x float> %".371"
  %".374" = getelementptr i8, ptr %".351", i64 0
  store <16 x float> %".368", ptr %".374", align 4
  %".376" = getelementptr i8, ptr %".352", i64 0
  store <16 x float> %".373", ptr %".376", align 4
  br label %"tile_done"
store_partial:
  %".379" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".76", i32 0
  %".380" = shufflevector <16 x i64> %".379", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".381" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".380"
  %".382" = load <16 x float>, <16 x float>* %"acc0_0"
  %".383" = fcmp olt <16 x float> %".382", %".359"
  %".384" = select  <16 x i1> %".383", <16 x float> %".359", <16 x float> %".382"
  %".385" = fcmp ogt <16 x float> %".384", %".360"
  %".386" = select  <16 x i1> %".385", <16 x float> %".360", <16 x float> %".384"
  %".387" = load <16 x float>, <16 x float>* %"acc1_0"
  %".388" = fcmp olt <16 x float> %".387", %".359"
  %".389" = select  <16 x i1> %".388", <16 x float> %".359", <16 x float> %".387"
  %".390" = fcmp ogt <16 x float> %".389", %".360"
  %".391" = select  <16 x i1> %".390", <16 x float> %".360", <16 x float> %".389"
  %".392" = getelementptr i8, ptr %".351", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".386", ptr %".392", i32 4, <16 x i1> %".381")
  %".394" = getelementptr i8, ptr %".352", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".391", ptr %".394", i32 4, <16 x i1> %".381")
  br label %"tile_done"
store_full_choice:
  br label %"store_full"
store_partial_choice:
  br label %"store_partial"
}
