; ixconv kernel module, spec: GemmSpec(isa='avx512', mr=2, nr=16, unroll=1, order='panel_inner', broadcast='register', k_block=32, epilogue=())
; ModuleID = "f32_gemm_2x16_avx512_u1_kb32"
target triple = ""
target datalayout = ""

define void @"f32_gemm_2x16_avx512_u1_kb32_igemm"(ptr noalias %"args", ptr %"schedule", i64 %"part")
{
entry:
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
  %".345" = load i64, i64* %"k_blocks.i"
  %".346" = add i64 %".345", 1
  store i64 %".346", i64* %"k_blocks.i"
  br label %"k_blocks.head"
tile_done:
  %".341" = load i64, i64* %"tiles.i"
  %".342" = add i64 %".341", 1
  store i64 %".342", i64* %"tiles.i"
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
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
taps.head:
  %".180" = load i64, i64* %"taps.i"
  %".181" = icmp slt i64 %".180", %"ks"
  br i1 %".181", label %"taps.body", label %"taps.done"
taps.body:
  %".183" = mul i64 %"ks", 2
  %".184" = mul i64 %".99", %".183"
  %".185" = mul i64 %".180", 2
  %".186" = add i64 %".184", %".185"
  %".187" = add i64 %".186", 0
  %".188" = getelementptr i64, ptr %"ind", i64 %".187"
  %"off0" = load i64, ptr %".188"
  %".189" = icmp slt i64 %"off0", 0
  %".190" = getelementptr i8, ptr %"a_base", i64 %"off0"
  %"a0" = select  i1 %".189", ptr %"zero", ptr %".190"
  %".191" = add i64 %".186", 1
  %".192" = getelementptr i64, ptr %"ind", i64 %".191"
  %"off1" = load i64, ptr %".192"
  %".193" = icmp slt i64 %"off1", 0
  %".194" = and i1 %".189", %".193"
  %".195" = getelementptr i8, ptr %"a_base", i64 %"off1"
  %"a1" = select  i1 %".193", ptr %"zero", ptr %".195"
  %".196" = mul i64 %"c_lo", 4
  %".197" = getelementptr i8, ptr %"a0", i64 %".196"
  %".198" = getelementptr i8, ptr %"a1", i64 %".196"
  %".199" = mul i64 %".180", %"kc"
  %".200" = add i64 %".199", %"c_lo"
  %".201" = mul i64 %".200", 64
  %".202" = getelementptr i8, ptr %".176", i64 %".201"
  store ptr %".202", ptr %"w_cursor"
  br i1 %".194", label %"tap_done", label %"tap_work"
taps.done:
  %".274" = load i1, i1* %"flushed"
  br i1 %".274", label %"taps.done.if", label %"taps.done.endif"
tap_work:
  %".205" = add i64 %".90", 127
  %"chunks" = sdiv i64 %".205", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
tap_done:
  %".270" = load i64, i64* %"taps.i"
  %".271" = add i64 %".270", 1
  store i64 %".271", i64* %"taps.i"
  br label %"taps.head"
channel_chunks.head:
  %".208" = load i64, i64* %"channel_chunks.i"
  %".209" = icmp slt i64 %".208", %"chunks"
  br i1 %".209", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".208", 128
  %".211" = sub i64 %".90", %"chunk_lo"
  %".212" = icmp slt i64 %".211", 128
  %".213" = select  i1 %".212", i64 %".211", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  br label %"tap_done"
channels.head:
  %".216" = load i64, i64* %"channels.i"
  %".217" = icmp slt i64 %".216", %".213"
  br i1 %".217", label %"channels.body", label %"channels.done"
channels.body:
  %".219" = load <16 x float>, <16 x float>* %"acc0_0"
  %".220" = load <16 x float>, <16 x float>* %"acc1_0"
  %".221" = load ptr, ptr %"w_cursor"
  %".222" = mul i64 %".216", 1
  %".223" = add i64 %".222", 0
  %".224" = add i64 %"chunk_lo", %".223"
  %".225" = getelementptr i8, ptr %".221", i64 0
  %".226" = getelementptr i8, ptr %".225", i64 0
  %".227" = load <16 x float>, ptr %".226", align 64
  %".228" = mul i64 %".224", 4
  %".229" = getelementptr i8, ptr %".197", i64 %".228"
  %".230" = load float, ptr %".229", align 4
  %".231" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".230", i32 0
  %".232" = shufflevector <16 x float> %".231", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".233" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".232", <16 x float> %".227", <16 x float> %".219")
  %".234" = getelementptr i8, ptr %".198", i64 %".228"
  %".235" = load float, ptr %".234", align 4
  %".236" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".235", i32 0
  %".237" = shufflevector <16 x float> %".236", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".238" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".237", <16 x float> %".227", <16 x float> %".220")
  store <16 x float> %".233", <16 x float>* %"acc0_0"
  store <16 x float> %".238", <16 x float>* %"acc1_0"
  %".241" = getelementptr i8, ptr %".221", i64 64
  store ptr %".241", ptr %"w_cursor"
  %".243" = load i64, i64* %"channels.i"
  %".244" = add i64 %".243", 1
  store i64 %".244", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".247" = load i64, i64* %"since_flush"
  %".248" = add i64 %".247", %".213"
  store i64 %".248", i64* %"since_flush"
  %".250" = icmp sge i64 %".248", 128
  br i1 %".250", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".252" = load <16 x float>, <16 x float>* %"total0_0"
  %".253" = load <16 x float>, <16 x float>* %"acc0_0"
  %".254" = fadd <16 x float> %".252", %".253"
  store <16 x float> %".254", <16 x float>* %"total0_0"
  %".256" = load <16 x float>, <16 x float>* %"total1_0"
  %".257" = load <16 x float>, <16 x float>* %"acc1_0"
  %".258" = fadd <16 x float> %".256", %".257"
  store <16 x float> %".258", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".265" = load i64, i64* %"channel_chunks.i"
  %".266" = add i64 %".265", 1
  store i64 %".266", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps.done.if:
  %".276" = load <16 x float>, <16 x float>* %"total0_0"
  %".277" = load <16 x float>, <16 x float>* %"acc0_0"
  %".278" = fadd <16 x float> %".276", %".277"
  store <16 x float> %".278", <16 x float>* %"total0_0"
  %".280" = load <16 x float>, <16 x float>* %"total1_0"
  %".281" = load <16 x float>, <16 x float>* %"acc1_0"
  %".282" = fadd <16 x float> %".280", %".281"
  store <16 x float> %".282", <16 x float>* %"total1_0"
  %".284" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".284", <16 x float>* %"acc0_0"
  %".286" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".286", <16 x float>* %"acc1_0"
  br label %"taps.done.endif"
taps.done.endif:
  %".289" = icmp slt i64 0, %".110"
  %".290" = select  i1 %".289", i64 0, i64 %".110"
  %".291" = mul i64 %".290", %"ldc"
  %".292" = icmp slt i64 1, %".110"
  %".293" = select  i1 %".292", i64 1, i64 %".110"
  %".294" = mul i64 %".293", %"ldc"
  %".295" = getelementptr i8, ptr %"c_tile", i64 %".291"
  %".296" = getelementptr i8, ptr %"c_tile", i64 %".294"
  %".297" = ptrtoint ptr %"c_tile" to i64
  %".298" = ptrtoint ptr %"c" to i64
  %".299" = sub i64 %".297", %".298"
  %"r_tile.2" = getelementptr i8, ptr %"r", i64 %".299"
  %".300" = getelementptr i8, ptr %"r_tile.2", i64 %".291"
  %".301" = getelementptr i8, ptr %"r_tile.2", i64 %".294"
  %".302" = icmp eq i64 %".76", 16
  %".303" = select  i1 %".93", <16 x float> %".28", <16 x float> <float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000>
  %".304" = select  i1 %".93", <16 x float> %".32", <16 x float> <float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000>
  br i1 %".302", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".308" = load <16 x float>, <16 x float>* %"acc0_0"
  %".309" = fcmp olt <16 x float> %".308", %".303"
  %".310" = select  <16 x i1> %".309", <16 x float> %".303", <16 x float> %".308"
  %".311" = fcmp ogt <16 x float> %".310", %".304"
  %".312" = select  <16 x i1> %".311", <16 x float> %".304", <16 x float> %".310"
  %".313" = load <16 x float>, <16 x float>* %"acc1_0"
  %".314" = fcmp olt <16 x float> %".313", %".303"
  %".315" = select  <16 x i1> %".314", <16 x float> %".303", <16 x float> %".313"
  %".316" = fcmp ogt <16 x float> %".315", %".304"
  %".317" = select  <16 x i1> %".316", <16 x float> %".304", <16 x float> %".315"
  %".318" = getelementptr i8, ptr %".295", i64 0
  store <16 x float> %".312", ptr %".318", align 4
  %".320" = getelementptr i8, ptr %".296", i64 0
  store <16 x float> %".317", ptr %".320", align 4
  br label %"tile_done"
store_partial:
  %".323" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".76", i32 0
  %".324" = shufflevector <16 x i64> %".323", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".325" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".324"
  %".326" = load <16 x float>, <16 x float>* %"acc0_0"
  %".327" = fcmp olt <16 x float> %".326", %".303"
  %".328" = select  <16 x i1> %".327", <16 x float> %".303", <16 x float> %".326"
  %".329" = fcmp ogt <16 x float> %".328", %".304"
  %".330" = select  <16 x i1> %".329", <16 x float> %".304", <16 x float> %".328"
  %".331" = load <16 x float>, <16 x float>* %"acc1_0"
  %".332" = fcmp olt <16 x float> %".331", %".303"
  %".333" = select  <16 x i1> %".332", <16 x float> %".303", <16 x float> %".331"
  %".334" = fcmp ogt <16 x float> %".333", %".304"
  %".335" = select  <16 x i1> %".334", <16 x float> %".304", <16 x float> %".333"
  %".336" = getelementptr i8, ptr %".295", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".330", ptr %".336", i32 4, <16 x i1> %".325")
  %".338" = getelementptr i8, ptr %".296", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".335", ptr %".338", i32 4, <16 x i1> %".325")
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
  %".338" = load i64, i64* %"k_blocks.i"
  %".339" = add i64 %".338", 1
  store i64 %".339", i64* %"k_blocks.i"
  br label %"k_blocks.head"
tile_done:
  %".334" = load i64, i64* %"tiles.i"
  %".335" = add i64 %".334", 1
  store i64 %".335", i64* %"tiles.i"
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
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
taps.head:
  %".180" = load i64, i64* %"taps.i"
  %".181" = icmp slt i64 %".180", %"ks"
  br i1 %".181", label %"taps.body", label %"taps.done"
taps.body:
  %".183" = icmp slt i64 0, %".110"
  %".184" = select  i1 %".183", i64 0, i64 %".110"
  %".185" = add i64 %"m0", %".184"
  %".186" = mul i64 %".185", %"lda"
  %"a0" = getelementptr i8, ptr %"a_base", i64 %".186"
  %".187" = icmp slt i64 1, %".110"
  %".188" = select  i1 %".187", i64 1, i64 %".110"
  %".189" = add i64 %"m0", %".188"
  %".190" = mul i64 %".189", %"lda"
  %"a1" = getelementptr i8, ptr %"a_base", i64 %".190"
  %".191" = mul i64 %"c_lo", 4
  %".192" = getelementptr i8, ptr %"a0", i64 %".191"
  %".193" = getelementptr i8, ptr %"a1", i64 %".191"
  %".194" = mul i64 %".180", %"kc"
  %".195" = add i64 %".194", %"c_lo"
  %".196" = mul i64 %".195", 64
  %".197" = getelementptr i8, ptr %".176", i64 %".196"
  store ptr %".197", ptr %"w_cursor"
  %".199" = add i64 %".90", 127
  %"chunks" = sdiv i64 %".199", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps.done:
  %".267" = load i1, i1* %"flushed"
  br i1 %".267", label %"taps.done.if", label %"taps.done.endif"
channel_chunks.head:
  %".202" = load i64, i64* %"channel_chunks.i"
  %".203" = icmp slt i64 %".202", %"chunks"
  br i1 %".203", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".202", 128
  %".205" = sub i64 %".90", %"chunk_lo"
  %".206" = icmp slt i64 %".205", 128
  %".207" = select  i1 %".206", i64 %".205", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  %".263" = load i64, i64* %"taps.i"
  %".264" = add i64 %".263", 1
  store i64 %".264", i64* %"taps.i"
  br label %"taps.head"
channels.head:
  %".210" = load i64, i64* %"channels.i"
  %".211" = icmp slt i64 %".210", %".207"
  br i1 %".211", label %"channels.body", label %"channels.done"
channels.body:
  %".213" = load <16 x float>, <16 x float>* %"acc0_0"
  %".214" = load <16 x float>, <16 x float>* %"acc1_0"
  %".215" = load ptr, ptr %"w_cursor"
  %".216" = mul i64 %".210", 1
  %".217" = add i64 %".216", 0
  %".218" = add i64 %"chunk_lo", %".217"
  %".219" = getelementptr i8, ptr %".215", i64 0
  %".220" = getelementptr i8, ptr %".219", i64 0
  %".221" = load <16 x float>, ptr %".220", align 64
  %".222" = mul i64 %".218", 4
  %".223" = getelementptr i8, ptr %".192", i64 %".222"
  %".224" = load float, ptr %".223", align 4
  %".225" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".224", i32 0
  %".226" = shufflevector <16 x float> %".225", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".227" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".226", <16 x float> %".221", <16 x float> %".213")
  %".228" = getelementptr i8, ptr %".193", i64 %".222"
  %".229" = load float, ptr %".228", align 4
  %".230" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".229", i32 0
  %".231" = shufflevector <16 x float> %".230", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".232" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".231", <16 x float> %".221", <16 x float> %".214")
  store <16 x float> %".227", <16 x float>* %"acc0_0"
  store <16 x float> %".232", <16 x float>* %"acc1_0"
  %".235" = getelementptr i8, ptr %".215", i64 64
  store ptr %".235", ptr %"w_cursor"
  %".237" = load i64, i64* %"channels.i"
  %".238" = add i64 %".237", 1
  store i64 %".238", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".241" = load i64, i64* %"since_flush"
  %".242" = add i64 %".241", %".207"
  store i64 %".242", i64* %"since_flush"
  %".244" = icmp sge i64 %".242", 128
  br i1 %".244", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".246" = load <16 x float>, <16 x float>* %"total0_0"
  %".247" = load <16 x float>, <16 x float>* %"acc0_0"
  %".248" = fadd <16 x float> %".246", %".247"
  store <16 x float> %".248", <16 x float>* %"total0_0"
  %".250" = load <16 x float>, <16 x float>* %"total1_0"
  %".251" = load <16 x float>, <16 x float>* %"acc1_0"
  %".252" = fadd <16 x float> %".250", %".251"
  store <16 x float> %".252", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".259" = load i64, i64* %"channel_chunks.i"
  %".260" = add i64 %".259", 1
  store i64 %".260", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps.done.if:
  %".269" = load <16 x float>, <16 x float>* %"total0_0"
  %".270" = load <16 x float>, <16 x float>* %"acc0_0"
  %".271" = fadd <16 x float> %".269", %".270"
  store <16 x float> %".271", <16 x float>* %"total0_0"
  %".273" = load <16 x float>, <16 x float>* %"total1_0"
  %".274" = load <16 x float>, <16 x float>* %"acc1_0"
  %".275" = fadd <16 x float> %".273", %".274"
  store <16 x float> %".275", <16 x float>* %"total1_0"
  %".277" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".277", <16 x float>* %"acc0_0"
  %".279" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".279", <16 x float>* %"acc1_0"
  br label %"taps.done.endif"
taps.done.endif:
  %".282" = icmp slt i64 0, %".110"
  %".283" = select  i1 %".282", i64 0, i64 %".110"
  %".284" = mul i64 %".283", %"ldc"
  %".285" = icmp slt i64 1, %".110"
  %".286" = select  i1 %".285", i64 1, i64 %".110"
  %".287" = mul i64 %".286", %"ldc"
  %".288" = getelementptr i8, ptr %"c_tile", i64 %".284"
  %".289" = getelementptr i8, ptr %"c_tile", i64 %".287"
  %".290" = ptrtoint ptr %"c_tile" to i64
  %".291" = ptrtoint ptr %"c" to i64
  %".292" = sub i64 %".290", %".291"
  %"r_tile.2" = getelementptr i8, ptr %"r", i64 %".292"
  %".293" = getelementptr i8, ptr %"r_tile.2", i64 %".284"
  %".294" = getelementptr i8, ptr %"r_tile.2", i64 %".287"
  %".295" = icmp eq i64 %".76", 16
  %".296" = select  i1 %".93", <16 x float> %".28", <16 x float> <float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000>
  %".297" = select  i1 %".93", <16 x float> %".32", <16 x float> <float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000>
  br i1 %".295", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".301" = load <16 x float>, <16 x float>* %"acc0_0"
  %".302" = fcmp olt <16 x float> %".301", %".296"
  %".303" = select  <16 x i1> %".302", <16 x float> %".296", <16 x float> %".301"
  %".304" = fcmp ogt <16 x float> %".303", %".297"
  %".305" = select  <16 x i1> %".304", <16 x float> %".297", <16 x float> %".303"
  %".306" = load <16 x float>, <16 x float>* %"acc1_0"
  %".307" = fcmp olt <16 x float> %".306", %".296"
  %".308" = select  <16 x i1> %".307", <16 x float> %".296", <16 x float> %".306"
  %".309" = fcmp ogt <16 x float> %".308", %".297"
  %".310" = select  <16 x i1> %".309", <16 x float> %".297", <16 x float> %".308"
  %".311" = getelementptr i8, ptr %".288", i64 0
  store <16 x float> %".305", ptr %".311", align 4
  %".313" = getelementptr i8, ptr %".289", i64 0
  store <16 x float> %".310", ptr %".313", align 4
  br label %"tile_done"
store_partial:
  %".316" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".76", i32 0
  %".317" = shufflevector <16 x i64> %".316", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".318" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".317"
  %".319" = load <16 x float>, <16 x float>* %"acc0_0"
  %".320" = fcmp olt <16 x float> %".319", %".296"
  %".321" = select  <16 x i1> %".320", <16 x float> %".296", <16 x float> %".319"
  %".322" = fcmp ogt <16 x float> %".321", %".297"
  %".323" = select  <16 x i1> %".322", <16 x float> %".297", <16 x float> %".321"
  %".324" = load <16 x float>, <16 x float>* %"acc1_0"
  %".325" = fcmp olt <16 x float> %".324", %".296"
  %".326" = select  <16 x i1> %".325", <16 x float> %".296", <16 x float> %".324"
  %".327" = fcmp ogt <16 x float> %".326", %".297"
  %".328" = select  <16 x i1> %".327", <16 x float> %".297", <16 x float> %".326"
  %".329" = getelementptr i8, ptr %".288", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".323", ptr %".329", i32 4, <16 x i1> %".318")
  %".331" = getelementptr i8, ptr %".289", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".328", ptr %".331", i32 4, <16 x i1> %".318")
  br label %"tile_done"
store_full_choice:
  br label %"store_full"
store_partial_choice:
  br label %"store_partial"
}
