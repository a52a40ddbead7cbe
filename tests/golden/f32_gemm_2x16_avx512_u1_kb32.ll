; ixconv kernel module, spec: GemmSpec(isa='avx512', mr=2, nr=16, unroll=1, order='panel_inner', broadcast='register', k_block=32)
; ModuleID = "f32_gemm_2x16_avx512_u1_kb32"
target triple = ""
target datalayout = ""

define void @"f32_gemm_2x16_avx512_u1_kb32_igemm"(ptr noalias %"args", ptr %"schedule", i64 %"part")
{
entry:
  %"channels.i" = alloca i64
  %"taps.i" = alloca i64
  %"w_cursor" = alloca ptr
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
  br i1 %".91", label %"first_block", label %"resume_partial_sums"
tiles.done:
  %".289" = load i64, i64* %"k_blocks.i"
  %".290" = add i64 %".289", 1
  store i64 %".290", i64* %"k_blocks.i"
  br label %"k_blocks.head"
tile_done:
  %".285" = load i64, i64* %"tiles.i"
  %".286" = add i64 %".285", 1
  store i64 %".286", i64* %"tiles.i"
  br label %"tiles.head"
first_block:
  br i1 %".78", label %"first_block_residual", label %"tile_start"
first_block_residual:
  %".119" = icmp slt i64 0, %".110"
  %".120" = select  i1 %".119", i64 0, i64 %".110"
  %".121" = mul i64 %".120", %"ldc"
  %".122" = icmp slt i64 1, %".110"
  %".123" = select  i1 %".122", i64 1, i64 %".110"
  %".124" = mul i64 %".123", %"ldc"
  %".125" = getelementptr i8, ptr %"c_tile", i64 %".121"
  %".126" = getelementptr i8, ptr %"c_tile", i64 %".124"
  %".127" = ptrtoint ptr %"c_tile" to i64
  %".128" = ptrtoint ptr %"c" to i64
  %".129" = sub i64 %".127", %".128"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".129"
  %".130" = getelementptr i8, ptr %"r_tile", i64 %".121"
  %".131" = getelementptr i8, ptr %"r_tile", i64 %".124"
  %".132" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".76", i32 0
  %".133" = shufflevector <16 x i64> %".132", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".134" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".133"
  %".135" = load <16 x float>, <16 x float>* %"acc0_0"
  %".136" = getelementptr i8, ptr %".130", i64 0
  %".137" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".136", i32 4, <16 x i1> %".134", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".138" = fadd <16 x float> %".135", %".137"
  store <16 x float> %".138", <16 x float>* %"acc0_0"
  %".140" = load <16 x float>, <16 x float>* %"acc1_0"
  %".141" = getelementptr i8, ptr %".131", i64 0
  %".142" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".141", i32 4, <16 x i1> %".134", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".143" = fadd <16 x float> %".140", %".142"
  store <16 x float> %".143", <16 x float>* %"acc1_0"
  br label %"tile_start"
resume_partial_sums:
  %".146" = icmp slt i64 0, %".110"
  %".147" = select  i1 %".146", i64 0, i64 %".110"
  %".148" = mul i64 %".147", %"ldc"
  %".149" = icmp slt i64 1, %".110"
  %".150" = select  i1 %".149", i64 1, i64 %".110"
  %".151" = mul i64 %".150", %"ldc"
  %".152" = getelementptr i8, ptr %"c_tile", i64 %".148"
  %".153" = getelementptr i8, ptr %"c_tile", i64 %".151"
  %".154" = ptrtoint ptr %"c_tile" to i64
  %".155" = ptrtoint ptr %"c" to i64
  %".156" = sub i64 %".154", %".155"
  %"r_tile.1" = getelementptr i8, ptr %"r", i64 %".156"
  %".157" = getelementptr i8, ptr %"r_tile.1", i64 %".148"
  %".158" = getelementptr i8, ptr %"r_tile.1", i64 %".151"
  %".159" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".76", i32 0
  %".160" = shufflevector <16 x i64> %".159", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".161" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".160"
  %".162" = getelementptr i8, ptr %".152", i64 0
  %".163" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".162", i32 4, <16 x i1> %".161", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".163", <16 x float>* %"acc0_0"
  %".165" = getelementptr i8, ptr %".153", i64 0
  %".166" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".165", i32 4, <16 x i1> %".161", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".166", <16 x float>* %"acc1_0"
  br label %"tile_start"
tile_start:
  %".169" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".169", ptr %"w_cursor"
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
taps.head:
  %".173" = load i64, i64* %"taps.i"
  %".174" = icmp slt i64 %".173", %"ks"
  br i1 %".174", label %"taps.body", label %"taps.done"
taps.body:
  %".176" = mul i64 %"ks", 2
  %".177" = mul i64 %".99", %".176"
  %".178" = mul i64 %".173", 2
  %".179" = add i64 %".177", %".178"
  %".180" = add i64 %".179", 0
  %".181" = getelementptr i64, ptr %"ind", i64 %".180"
  %"off0" = load i64, ptr %".181"
  %".182" = icmp slt i64 %"off0", 0
  %".183" = getelementptr i8, ptr %"a_base", i64 %"off0"
  %"a0" = select  i1 %".182", ptr %"zero", ptr %".183"
  %".184" = add i64 %".179", 1
  %".185" = getelementptr i64, ptr %"ind", i64 %".184"
  %"off1" = load i64, ptr %".185"
  %".186" = icmp slt i64 %"off1", 0
  %".187" = and i1 %".182", %".186"
  %".188" = getelementptr i8, ptr %"a_base", i64 %"off1"
  %"a1" = select  i1 %".186", ptr %"zero", ptr %".188"
  %".189" = mul i64 %"c_lo", 4
  %".190" = getelementptr i8, ptr %"a0", i64 %".189"
  %".191" = getelementptr i8, ptr %"a1", i64 %".189"
  %".192" = mul i64 %".173", %"kc"
  %".193" = add i64 %".192", %"c_lo"
  %".194" = mul i64 %".193", 64
  %".195" = getelementptr i8, ptr %".169", i64 %".194"
  store ptr %".195", ptr %"w_cursor"
  br i1 %".187", label %"tap_done", label %"tap_work"
taps.done:
  %".235" = icmp slt i64 0, %".110"
  %".236" = select  i1 %".235", i64 0, i64 %".110"
  %".237" = mul i64 %".236", %"ldc"
  %".238" = icmp slt i64 1, %".110"
  %".239" = select  i1 %".238", i64 1, i64 %".110"
  %".240" = mul i64 %".239", %"ldc"
  %".241" = getelementptr i8, ptr %"c_tile", i64 %".237"
  %".242" = getelementptr i8, ptr %"c_tile", i64 %".240"
  %".243" = ptrtoint ptr %"c_tile" to i64
  %".244" = ptrtoint ptr %"c" to i64
  %".245" = sub i64 %".243", %".244"
  %"r_tile.2" = getelementptr i8, ptr %"r", i64 %".245"
  %".246" = getelementptr i8, ptr %"r_tile.2", i64 %".237"
  %".247" = getelementptr i8, ptr %"r_tile.2", i64 %".240"
  %".248" = icmp eq i64 %".76", 16
  %".249" = select  i1 %".93", <16 x float> %".28", <16 x float> <float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000>
  %".250" = select  i1 %".93", <16 x float> %".32", <16 x float> <float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000>
  br i1 %".248", label %"store_full", label %"store_partial"
tap_work:
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
tap_done:
  %".231" = load i64, i64* %"taps.i"
  %".232" = add i64 %".231", 1
  store i64 %".232", i64* %"taps.i"
  br label %"taps.head"
channels.head:
  %".200" = load i64, i64* %"channels.i"
  %".201" = icmp slt i64 %".200", %".90"
  br i1 %".201", label %"channels.body", label %"channels.done"
channels.body:
  %".203" = load <16 x float>, <16 x float>* %"acc0_0"
  %".204" = load <16 x float>, <16 x float>* %"acc1_0"
  %".205" = load ptr, ptr %"w_cursor"
  %".206" = mul i64 %".200", 1
  %".207" = add i64 %".206", 0
  %".208" = getelementptr i8, ptr %".205", i64 0
  %".209" = getelementptr i8, ptr %".208", i64 0
  %".210" = load <16 x float>, ptr %".209", align 64
  %".211" = mul i64 %".207", 4
  %".212" = getelementptr i8, ptr %".190", i64 %".211"
  %".213" = load float, ptr %".212", align 4
  %".214" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".213", i32 0
  %".215" = shufflevector <16 x float> %".214", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".216" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".215", <16 x float> %".210", <16 x float> %".203")
  %".217" = getelementptr i8, ptr %".191", i64 %".211"
  %".218" = load float, ptr %".217", align 4
  %".219" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".218", i32 0
  %".220" = shufflevector <16 x float> %".219", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".221" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".220", <16 x float> %".210", <16 x float> %".204")
  store <16 x float> %".216", <16 x float>* %"acc0_0"
  store <16 x float> %".221", <16 x float>* %"acc1_0"
  %".224" = getelementptr i8, ptr %".205", i64 64
  store ptr %".224", ptr %"w_cursor"
  %".226" = load i64, i64* %"channels.i"
  %".227" = add i64 %".226", 1
  store i64 %".227", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  br label %"tap_done"
store_full:
  %".252" = load <16 x float>, <16 x float>* %"acc0_0"
  %".253" = fcmp olt <16 x float> %".252", %".249"
  %".254" = select  <16 x i1> %".253", <16 x float> %".249", <16 x float> %".252"
  %".255" = fcmp ogt <16 x float> %".254", %".250"
  %".256" = select  <16 x i1> %".255", <16 x float> %".250", <16 x float> %".254"
  %".257" = load <16 x float>, <16 x float>* %"acc1_0"
  %".258" = fcmp olt <16 x float> %".257", %".249"
  %".259" = select  <16 x i1> %".258", <16 x float> %".249", <16 x float> %".257"
  %".260" = fcmp ogt <16 x float> %".259", %".250"
  %".261" = select  <16 x i1> %".260", <16 x float> %".250", <16 x float> %".259"
  %".262" = getelementptr i8, ptr %".241", i64 0
  store <16 x float> %".256", ptr %".262", align 4
  %".264" = getelementptr i8, ptr %".242", i64 0
  store <16 x float> %".261", ptr %".264", align 4
  br label %"tile_done"
store_partial:
  %".267" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".76", i32 0
  %".268" = shufflevector <16 x i64> %".267", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".269" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".268"
  %".270" = load <16 x float>, <16 x float>* %"acc0_0"
  %".271" = fcmp olt <16 x float> %".270", %".249"
  %".272" = select  <16 x i1> %".271", <16 x float> %".249", <16 x float> %".270"
  %".273" = fcmp ogt <16 x float> %".272", %".250"
  %".274" = select  <16 x i1> %".273", <16 x float> %".250", <16 x float> %".272"
  %".275" = load <16 x float>, <16 x float>* %"acc1_0"
  %".276" = fcmp olt <16 x float> %".275", %".249"
  %".277" = select  <16 x i1> %".276", <16 x float> %".249", <16 x float> %".275"
  %".278" = fcmp ogt <16 x float> %".277", %".250"
  %".279" = select  <16 x i1> %".278", <16 x float> %".250", <16 x float> %".277"
  %".280" = getelementptr i8, ptr %".241", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".274", ptr %".280", i32 4, <16 x i1> %".269")
  %".282" = getelementptr i8, ptr %".242", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".279", ptr %".282", i32 4, <16 x i1> %".269")
  br label %"tile_done"
}

declare void @"llvm.masked.store.v16f32.p0"(<16 x float> %".1", ptr %".2", i32 %".3", <16 x i1> %".4")

declare <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".1", i32 %".2", <16 x i1> %".3", <16 x float> %".4")

declare <16 x float> @"llvm.fma.v16f32"(<16 x float> %".1", <16 x float> %".2", <16 x float> %".3")

define void @"f32_gemm_2x16_avx512_u1_kb32_gemm"(ptr noalias %"args", ptr %"schedule", i64 %"part")
{
entry:
  %"channels.i" = alloca i64
  %"taps.i" = alloca i64
  %"w_cursor" = alloca ptr
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
  br i1 %".91", label %"first_block", label %"resume_partial_sums"
tiles.done:
  %".282" = load i64, i64* %"k_blocks.i"
  %".283" = add i64 %".282", 1
  store i64 %".283", i64* %"k_blocks.i"
  br label %"k_blocks.head"
tile_done:
  %".278" = load i64, i64* %"tiles.i"
  %".279" = add i64 %".278", 1
  store i64 %".279", i64* %"tiles.i"
  br label %"tiles.head"
first_block:
  br i1 %".78", label %"first_block_residual", label %"tile_start"
first_block_residual:
  %".119" = icmp slt i64 0, %".110"
  %".120" = select  i1 %".119", i64 0, i64 %".110"
  %".121" = mul i64 %".120", %"ldc"
  %".122" = icmp slt i64 1, %".110"
  %".123" = select  i1 %".122", i64 1, i64 %".110"
  %".124" = mul i64 %".123", %"ldc"
  %".125" = getelementptr i8, ptr %"c_tile", i64 %".121"
  %".126" = getelementptr i8, ptr %"c_tile", i64 %".124"
  %".127" = ptrtoint ptr %"c_tile" to i64
  %".128" = ptrtoint ptr %"c" to i64
  %".129" = sub i64 %".127", %".128"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".129"
  %".130" = getelementptr i8, ptr %"r_tile", i64 %".121"
  %".131" = getelementptr i8, ptr %"r_tile", i64 %".124"
  %".132" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".76", i32 0
  %".133" = shufflevector <16 x i64> %".132", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".134" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".133"
  %".135" = load <16 x float>, <16 x float>* %"acc0_0"
  %".136" = getelementptr i8, ptr %".130", i64 0
  %".137" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".136", i32 4, <16 x i1> %".134", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".138" = fadd <16 x float> %".135", %".137"
  store <16 x float> %".138", <16 x float>* %"acc0_0"
  %".140" = load <16 x float>, <16 x float>* %"acc1_0"
  %".141" = getelementptr i8, ptr %".131", i64 0
  %".142" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".141", i32 4, <16 x i1> %".134", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".143" = fadd <16 x float> %".140", %".142"
  store <16 x float> %".143", <16 x float>* %"acc1_0"
  br label %"tile_start"
resume_partial_sums:
  %".146" = icmp slt i64 0, %".110"
  %".147" = select  i1 %".146", i64 0, i64 %".110"
  %".148" = mul i64 %".147", %"ldc"
  %".149" = icmp slt i64 1, %".110"
  %".150" = select  i1 %".149", i64 1, i64 %".110"
  %".151" = mul i64 %".150", %"ldc"
  %".152" = getelementptr i8, ptr %"c_tile", i64 %".148"
  %".153" = getelementptr i8, ptr %"c_tile", i64 %".151"
  %".154" = ptrtoint ptr %"c_tile" to i64
  %".155" = ptrtoint ptr %"c" to i64
  %".156" = sub i64 %".154", %".155"
  %"r_tile.1" = getelementptr i8, ptr %"r", i64 %".156"
  %".157" = getelementptr i8, ptr %"r_tile.1", i64 %".148"
  %".158" = getelementptr i8, ptr %"r_tile.1", i64 %".151"
  %".159" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".76", i32 0
  %".160" = shufflevector <16 x i64> %".159", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".161" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".160"
  %".162" = getelementptr i8, ptr %".152", i64 0
  %".163" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".162", i32 4, <16 x i1> %".161", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".163", <16 x float>* %"acc0_0"
  %".165" = getelementptr i8, ptr %".153", i64 0
  %".166" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".165", i32 4, <16 x i1> %".161", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  store <16 x float> %".166", <16 x float>* %"acc1_0"
  br label %"tile_start"
tile_start:
  %".169" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".169", ptr %"w_cursor"
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
taps.head:
  %".173" = load i64, i64* %"taps.i"
  %".174" = icmp slt i64 %".173", %"ks"
  br i1 %".174", label %"taps.body", label %"taps.done"
taps.body:
  %".176" = icmp slt i64 0, %".110"
  %".177" = select  i1 %".176", i64 0, i64 %".110"
  %".178" = add i64 %"m0", %".177"
  %".179" = mul i64 %".178", %"lda"
  %"a0" = getelementptr i8, ptr %"a_base", i64 %".179"
  %".180" = icmp slt i64 1, %".110"
  %".181" = select  i1 %".180", i64 1, i64 %".110"
  %".182" = add i64 %"m0", %".181"
  %".183" = mul i64 %".182", %"lda"
  %"a1" = getelementptr i8, ptr %"a_base", i64 %".183"
  %".184" = mul i64 %"c_lo", 4
  %".185" = getelementptr i8, ptr %"a0", i64 %".184"
  %".186" = getelementptr i8, ptr %"a1", i64 %".184"
  %".187" = mul i64 %".173", %"kc"
  %".188" = add i64 %".187", %"c_lo"
  %".189" = mul i64 %".188", 64
  %".190" = getelementptr i8, ptr %".169", i64 %".189"
  store ptr %".190", ptr %"w_cursor"
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
taps.done:
  %".228" = icmp slt i64 0, %".110"
  %".229" = select  i1 %".228", i64 0, i64 %".110"
  %".230" = mul i64 %".229", %"ldc"
  %".231" = icmp slt i64 1, %".110"
  %".232" = select  i1 %".231", i64 1, i64 %".110"
  %".233" = mul i64 %".232", %"ldc"
  %".234" = getelementptr i8, ptr %"c_tile", i64 %".230"
  %".235" = getelementptr i8, ptr %"c_tile", i64 %".233"
  %".236" = ptrtoint ptr %"c_tile" to i64
  %".237" = ptrtoint ptr %"c" to i64
  %".238" = sub i64 %".236", %".237"
  %"r_tile.2" = getelementptr i8, ptr %"r", i64 %".238"
  %".239" = getelementptr i8, ptr %"r_tile.2", i64 %".230"
  %".240" = getelementptr i8, ptr %"r_tile.2", i64 %".233"
  %".241" = icmp eq i64 %".76", 16
  %".242" = select  i1 %".93", <16 x float> %".28", <16 x float> <float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000, float 0xfff0000000000000>
  %".243" = select  i1 %".93", <16 x float> %".32", <16 x float> <float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000, float 0x7ff0000000000000>
  br i1 %".241", label %"store_full", label %"store_partial"
channels.head:
  %".194" = load i64, i64* %"channels.i"
  %".195" = icmp slt i64 %".194", %".90"
  br i1 %".195", label %"channels.body", label %"channels.done"
channels.body:
  %".197" = load <16 x float>, <16 x float>* %"acc0_0"
  %".198" = load <16 x float>, <16 x float>* %"acc1_0"
  %".199" = load ptr, ptr %"w_cursor"
  %".200" = mul i64 %".194", 1
  %".201" = add i64 %".200", 0
  %".202" = getelementptr i8, ptr %".199", i64 0
  %".203" = getelementptr i8, ptr %".202", i64 0
  %".204" = load <16 x float>, ptr %".203", align 64
  %".205" = mul i64 %".201", 4
  %".206" = getelementptr i8, ptr %".185", i64 %".205"
  %".207" = load float, ptr %".206", align 4
  %".208" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".207", i32 0
  %".209" = shufflevector <16 x float> %".208", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".210" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".209", <16 x float> %".204", <16 x float> %".197")
  %".211" = getelementptr i8, ptr %".186", i64 %".205"
  %".212" = load float, ptr %".211", align 4
  %".213" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".212", i32 0
  %".214" = shufflevector <16 x float> %".213", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".215" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".214", <16 x float> %".204", <16 x float> %".198")
  store <16 x float> %".210", <16 x float>* %"acc0_0"
  store <16 x float> %".215", <16 x float>* %"acc1_0"
  %".218" = getelementptr i8, ptr %".199", i64 64
  store ptr %".218", ptr %"w_cursor"
  %".220" = load i64, i64* %"channels.i"
  %".221" = add i64 %".220", 1
  store i64 %".221", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".224" = load i64, i64* %"taps.i"
  %".225" = add i64 %".224", 1
  store i64 %".225", i64* %"taps.i"
  br label %"taps.head"
store_full:
  %".245" = load <16 x float>, <16 x float>* %"acc0_0"
  %".246" = fcmp olt <16 x float> %".245", %".242"
  %".247" = select  <16 x i1> %".246", <16 x float> %".242", <16 x float> %".245"
  %".248" = fcmp ogt <16 x float> %".247", %".243"
  %".249" = select  <16 x i1> %".248", <16 x float> %".243", <16 x float> %".247"
  %".250" = load <16 x float>, <16 x float>* %"acc1_0"
  %".251" = fcmp olt <16 x float> %".250", %".242"
  %".252" = select  <16 x i1> %".251", <16 x float> %".242", <16 x float> %".250"
  %".253" = fcmp ogt <16 x float> %".252", %".243"
  %".254" = select  <16 x i1> %".253", <16 x float> %".243", <16 x float> %".252"
  %".255" = getelementptr i8, ptr %".234", i64 0
  store <16 x float> %".249", ptr %".255", align 4
  %".257" = getelementptr i8, ptr %".235", i64 0
  store <16 x float> %".254", ptr %".257", align 4
  br label %"tile_done"
store_partial:
  %".260" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".76", i32 0
  %".261" = shufflevector <16 x i64> %".260", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".262" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".261"
  %".263" = load <16 x float>, <16 x float>* %"acc0_0"
  %".264" = fcmp olt <16 x float> %".263", %".242"
  %".265" = select  <16 x i1> %".264", <16 x float> %".242", <16 x float> %".263"
  %".266" = fcmp ogt <16 x float> %".265", %".243"
  %".267" = select  <16 x i1> %".266", <16 x float> %".243", <16 x float> %".265"
  %".268" = load <16 x float>, <16 x float>* %"acc1_0"
  %".269" = fcmp olt <16 x float> %".268", %".242"
  %".270" = select  <16 x i1> %".269", <16 x float> %".242", <16 x float> %".268"
  %".271" = fcmp ogt <16 x float> %".270", %".243"
  %".272" = select  <16 x i1> %".271", <16 x float> %".243", <16 x float> %".270"
  %".273" = getelementptr i8, ptr %".234", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".267", ptr %".273", i32 4, <16 x i1> %".262")
  %".275" = getelementptr i8, ptr %".235", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".272", ptr %".275", i32 4, <16 x i1> %".262")
  br label %"tile_done"
}
