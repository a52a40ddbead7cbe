; ixconv kernel module, spec: GemmSpec(isa='avx512', mr=2, nr=16, unroll=1, order='panel_inner')
; ModuleID = "f32_gemm_2x16_avx512_u1"
target triple = ""
target datalayout = ""

define void @"f32_gemm_2x16_avx512_u1_igemm"(ptr noalias %"args", ptr %"schedule", i64 %"part")
{
entry:
  %"channels.i" = alloca i64
  %"taps.i" = alloca i64
  %"w_cursor" = alloca ptr
  %"acc1_0" = alloca <16 x float>
  %"acc0_0" = alloca <16 x float>
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
  %".10" = getelementptr i64, ptr %"args", i64 5
  %"m" = load i64, ptr %".10"
  %".11" = getelementptr i64, ptr %"args", i64 6
  %"k" = load i64, ptr %".11"
  %".12" = getelementptr i64, ptr %"args", i64 7
  %"kc" = load i64, ptr %".12"
  %".13" = getelementptr i64, ptr %"args", i64 8
  %"ks" = load i64, ptr %".13"
  %".14" = getelementptr i64, ptr %"args", i64 9
  %"lda" = load i64, ptr %".14"
  %".15" = getelementptr i64, ptr %"args", i64 10
  %"ldc" = load i64, ptr %".15"
  %".16" = getelementptr i64, ptr %"args", i64 11
  %"batch" = load i64, ptr %".16"
  %".17" = getelementptr i64, ptr %"args", i64 12
  %"groups" = load i64, ptr %".17"
  %".18" = getelementptr i64, ptr %"args", i64 13
  %"a_bs" = load i64, ptr %".18"
  %".19" = getelementptr i64, ptr %"args", i64 14
  %"a_gs" = load i64, ptr %".19"
  %".20" = getelementptr i64, ptr %"args", i64 15
  %"c_bs" = load i64, ptr %".20"
  %".21" = getelementptr i64, ptr %"args", i64 16
  %"c_gs" = load i64, ptr %".21"
  %".22" = getelementptr i64, ptr %"args", i64 17
  %"w_gs" = load i64, ptr %".22"
  %".23" = getelementptr i64, ptr %"args", i64 18
  %"w_ps" = load i64, ptr %".23"
  %".24" = getelementptr i64, ptr %"args", i64 19
  %"min.bits" = load i64, ptr %".24"
  %".25" = trunc i64 %"min.bits" to i32
  %"min" = bitcast i32 %".25" to float
  %".26" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %"min", i32 0
  %".27" = shufflevector <16 x float> %".26", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".28" = getelementptr i64, ptr %"args", i64 20
  %"max.bits" = load i64, ptr %".28"
  %".29" = trunc i64 %"max.bits" to i32
  %"max" = bitcast i32 %".29" to float
  %".30" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %"max", i32 0
  %".31" = shufflevector <16 x float> %".30", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".32" = add i64 %"m", 1
  %"m_tiles" = sdiv i64 %".32", 2
  %".33" = add i64 %"k", 15
  %"n_panels" = sdiv i64 %".33", 16
  %".34" = mul i64 %"batch", %"groups"
  %".35" = mul i64 %".34", %"m_tiles"
  %"total" = mul i64 %".35", %"n_panels"
  %"parts" = load i64, ptr %"schedule"
  store i64 0, i64* %"visited"
  br label %"claim"
claim:
  %".38" = load i64, i64* %"visited"
  %".39" = icmp slt i64 %".38", %"parts"
  br i1 %".39", label %"claim_part", label %"exit"
claim_part:
  %".41" = add i64 %"part", %".38"
  %"part.1" = srem i64 %".41", %"parts"
  %".42" = mul i64 %"part.1", 8
  %".43" = add i64 8, %".42"
  %".44" = getelementptr i64, ptr %"schedule", i64 %".43"
  %".45" = add i64 %".43", 1
  %".46" = getelementptr i64, ptr %"schedule", i64 %".45"
  %"item" = atomicrmw add ptr %".44", i64 1 monotonic
  %"end" = load i64, ptr %".46"
  %".47" = icmp slt i64 %"end", %"total"
  %".48" = select  i1 %".47", i64 %"end", i64 %"total"
  %".49" = icmp slt i64 %"item", %".48"
  br i1 %".49", label %"work", label %"next_part"
next_part:
  %".51" = add i64 %".38", 1
  store i64 %".51", i64* %"visited"
  br label %"claim"
work:
  %".55" = srem i64 %"item", %"n_panels"
  %".56" = sdiv i64 %"item", %"n_panels"
  %".57" = srem i64 %".56", %"m_tiles"
  %".58" = sdiv i64 %".56", %"m_tiles"
  %"group" = srem i64 %".58", %"groups"
  %"image" = sdiv i64 %".58", %"groups"
  %"m0" = mul i64 %".57", 2
  %"n0" = mul i64 %".55", 16
  %".59" = sub i64 %"m", %"m0"
  %".60" = icmp slt i64 %".59", 2
  %".61" = select  i1 %".60", i64 %".59", i64 2
  %".62" = sub i64 %"k", %"n0"
  %".63" = icmp slt i64 %".62", 16
  %".64" = select  i1 %".63", i64 %".62", i64 16
  %".65" = mul i64 %"image", %"a_bs"
  %".66" = mul i64 %"group", %"a_gs"
  %".67" = add i64 %".65", %".66"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".67"
  %".68" = mul i64 %"group", %"w_gs"
  %".69" = mul i64 %".55", %"w_ps"
  %".70" = add i64 %".68", %".69"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".70"
  %".71" = mul i64 %"image", %"c_bs"
  %".72" = mul i64 %"group", %"c_gs"
  %".73" = add i64 %".71", %".72"
  %".74" = mul i64 %"m0", %"ldc"
  %".75" = add i64 %".73", %".74"
  %".76" = mul i64 %"n0", 4
  %".77" = add i64 %".75", %".76"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".77"
  %".78" = getelementptr i8, ptr %"w_panel", i64 0
  %".79" = load <16 x float>, ptr %".78", align 64
  store <16 x float> %".79", <16 x float>* %"acc0_0"
  %".81" = getelementptr i8, ptr %"w_panel", i64 0
  %".82" = load <16 x float>, ptr %".81", align 64
  store <16 x float> %".82", <16 x float>* %"acc1_0"
  %".84" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".84", ptr %"w_cursor"
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
exit:
  ret void
taps.head:
  %".88" = load i64, i64* %"taps.i"
  %".89" = icmp slt i64 %".88", %"ks"
  br i1 %".89", label %"taps.body", label %"taps.done"
taps.body:
  %".91" = mul i64 %"ks", 2
  %".92" = mul i64 %".57", %".91"
  %".93" = mul i64 %".88", 2
  %".94" = add i64 %".92", %".93"
  %".95" = add i64 %".94", 0
  %".96" = getelementptr i64, ptr %"ind", i64 %".95"
  %"off0" = load i64, ptr %".96"
  %".97" = icmp slt i64 %"off0", 0
  %".98" = getelementptr i8, ptr %"a_base", i64 %"off0"
  %"a0" = select  i1 %".97", ptr %"zero", ptr %".98"
  %".99" = add i64 %".94", 1
  %".100" = getelementptr i64, ptr %"ind", i64 %".99"
  %"off1" = load i64, ptr %".100"
  %".101" = icmp slt i64 %"off1", 0
  %".102" = getelementptr i8, ptr %"a_base", i64 %"off1"
  %"a1" = select  i1 %".101", ptr %"zero", ptr %".102"
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
taps.done:
  %".139" = load <16 x float>, <16 x float>* %"acc0_0"
  %".140" = fcmp olt <16 x float> %".139", %".27"
  %".141" = select  <16 x i1> %".140", <16 x float> %".27", <16 x float> %".139"
  %".142" = fcmp ogt <16 x float> %".141", %".31"
  %".143" = select  <16 x i1> %".142", <16 x float> %".31", <16 x float> %".141"
  %".144" = load <16 x float>, <16 x float>* %"acc1_0"
  %".145" = fcmp olt <16 x float> %".144", %".27"
  %".146" = select  <16 x i1> %".145", <16 x float> %".27", <16 x float> %".144"
  %".147" = fcmp ogt <16 x float> %".146", %".31"
  %".148" = select  <16 x i1> %".147", <16 x float> %".31", <16 x float> %".146"
  %".149" = sub i64 %".61", 1
  %".150" = icmp slt i64 0, %".149"
  %".151" = select  i1 %".150", i64 0, i64 %".149"
  %".152" = mul i64 %".151", %"ldc"
  %".153" = getelementptr i8, ptr %"c_tile", i64 %".152"
  %".154" = icmp slt i64 1, %".149"
  %".155" = select  i1 %".154", i64 1, i64 %".149"
  %".156" = mul i64 %".155", %"ldc"
  %".157" = getelementptr i8, ptr %"c_tile", i64 %".156"
  %".158" = icmp eq i64 %".64", 16
  br i1 %".158", label %"store_full", label %"store_partial"
channels.head:
  %".105" = load i64, i64* %"channels.i"
  %".106" = icmp slt i64 %".105", %"kc"
  br i1 %".106", label %"channels.body", label %"channels.done"
channels.body:
  %".108" = load <16 x float>, <16 x float>* %"acc0_0"
  %".109" = load <16 x float>, <16 x float>* %"acc1_0"
  %".110" = load ptr, ptr %"w_cursor"
  %".111" = mul i64 %".105", 1
  %".112" = add i64 %".111", 0
  %".113" = getelementptr i8, ptr %".110", i64 0
  %".114" = getelementptr i8, ptr %".113", i64 0
  %".115" = load <16 x float>, ptr %".114", align 64
  %".116" = mul i64 %".112", 4
  %".117" = getelementptr i8, ptr %"a0", i64 %".116"
  %".118" = load float, ptr %".117", align 4
  %".119" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".118", i32 0
  %".120" = shufflevector <16 x float> %".119", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".121" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".120", <16 x float> %".115", <16 x float> %".108")
  %".122" = getelementptr i8, ptr %"a1", i64 %".116"
  %".123" = load float, ptr %".122", align 4
  %".124" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".123", i32 0
  %".125" = shufflevector <16 x float> %".124", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".126" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".125", <16 x float> %".115", <16 x float> %".109")
  store <16 x float> %".121", <16 x float>* %"acc0_0"
  store <16 x float> %".126", <16 x float>* %"acc1_0"
  %".129" = getelementptr i8, ptr %".110", i64 64
  store ptr %".129", ptr %"w_cursor"
  %".131" = load i64, i64* %"channels.i"
  %".132" = add i64 %".131", 1
  store i64 %".132", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".135" = load i64, i64* %"taps.i"
  %".136" = add i64 %".135", 1
  store i64 %".136", i64* %"taps.i"
  br label %"taps.head"
store_full:
  %".160" = getelementptr i8, ptr %".153", i64 0
  store <16 x float> %".143", ptr %".160", align 4
  %".162" = getelementptr i8, ptr %".157", i64 0
  store <16 x float> %".148", ptr %".162", align 4
  br label %"claim"
store_partial:
  %".165" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".64", i32 0
  %".166" = shufflevector <16 x i64> %".165", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".167" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".166"
  %".168" = getelementptr i8, ptr %".153", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".143", ptr %".168", i32 4, <16 x i1> %".167")
  %".170" = getelementptr i8, ptr %".157", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".148", ptr %".170", i32 4, <16 x i1> %".167")
  br label %"claim"
}

declare <16 x float> @"llvm.fma.v16f32"(<16 x float> %".1", <16 x float> %".2", <16 x float> %".3")

declare void @"llvm.masked.store.v16f32.p0"(<16 x float> %".1", ptr %".2", i32 %".3", <16 x i1> %".4")

define void @"f32_gemm_2x16_avx512_u1_gemm"(ptr noalias %"args", ptr %"schedule", i64 %"part")
{
entry:
  %"channels.i" = alloca i64
  %"taps.i" = alloca i64
  %"w_cursor" = alloca ptr
  %"acc1_0" = alloca <16 x float>
  %"acc0_0" = alloca <16 x float>
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
  %".10" = getelementptr i64, ptr %"args", i64 5
  %"m" = load i64, ptr %".10"
  %".11" = getelementptr i64, ptr %"args", i64 6
  %"k" = load i64, ptr %".11"
  %".12" = getelementptr i64, ptr %"args", i64 7
  %"kc" = load i64, ptr %".12"
  %".13" = getelementptr i64, ptr %"args", i64 8
  %"ks" = load i64, ptr %".13"
  %".14" = getelementptr i64, ptr %"args", i64 9
  %"lda" = load i64, ptr %".14"
  %".15" = getelementptr i64, ptr %"args", i64 10
  %"ldc" = load i64, ptr %".15"
  %".16" = getelementptr i64, ptr %"args", i64 11
  %"batch" = load i64, ptr %".16"
  %".17" = getelementptr i64, ptr %"args", i64 12
  %"groups" = load i64, ptr %".17"
  %".18" = getelementptr i64, ptr %"args", i64 13
  %"a_bs" = load i64, ptr %".18"
  %".19" = getelementptr i64, ptr %"args", i64 14
  %"a_gs" = load i64, ptr %".19"
  %".20" = getelementptr i64, ptr %"args", i64 15
  %"c_bs" = load i64, ptr %".20"
  %".21" = getelementptr i64, ptr %"args", i64 16
  %"c_gs" = load i64, ptr %".21"
  %".22" = getelementptr i64, ptr %"args", i64 17
  %"w_gs" = load i64, ptr %".22"
  %".23" = getelementptr i64, ptr %"args", i64 18
  %"w_ps" = load i64, ptr %".23"
  %".24" = getelementptr i64, ptr %"args", i64 19
  %"min.bits" = load i64, ptr %".24"
  %".25" = trunc i64 %"min.bits" to i32
  %"min" = bitcast i32 %".25" to float
  %".26" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %"min", i32 0
  %".27" = shufflevector <16 x float> %".26", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".28" = getelementptr i64, ptr %"args", i64 20
  %"max.bits" = load i64, ptr %".28"
  %".29" = trunc i64 %"max.bits" to i32
  %"max" = bitcast i32 %".29" to float
  %".30" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %"max", i32 0
  %".31" = shufflevector <16 x float> %".30", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".32" = add i64 %"m", 1
  %"m_tiles" = sdiv i64 %".32", 2
  %".33" = add i64 %"k", 15
  %"n_panels" = sdiv i64 %".33", 16
  %".34" = mul i64 %"batch", %"groups"
  %".35" = mul i64 %".34", %"m_tiles"
  %"total" = mul i64 %".35", %"n_panels"
  %"parts" = load i64, ptr %"schedule"
  store i64 0, i64* %"visited"
  br label %"claim"
claim:
  %".38" = load i64, i64* %"visited"
  %".39" = icmp slt i64 %".38", %"parts"
  br i1 %".39", label %"claim_part", label %"exit"
claim_part:
  %".41" = add i64 %"part", %".38"
  %"part.1" = srem i64 %".41", %"parts"
  %".42" = mul i64 %"part.1", 8
  %".43" = add i64 8, %".42"
  %".44" = getelementptr i64, ptr %"schedule", i64 %".43"
  %".45" = add i64 %".43", 1
  %".46" = getelementptr i64, ptr %"schedule", i64 %".45"
  %"item" = atomicrmw add ptr %".44", i64 1 monotonic
  %"end" = load i64, ptr %".46"
  %".47" = icmp slt i64 %"end", %"total"
  %".48" = select  i1 %".47", i64 %"end", i64 %"total"
  %".49" = icmp slt i64 %"item", %".48"
  br i1 %".49", label %"work", label %"next_part"
next_part:
  %".51" = add i64 %".38", 1
  store i64 %".51", i64* %"visited"
  br label %"claim"
work:
  %".55" = srem i64 %"item", %"n_panels"
  %".56" = sdiv i64 %"item", %"n_panels"
  %".57" = srem i64 %".56", %"m_tiles"
  %".58" = sdiv i64 %".56", %"m_tiles"
  %"group" = srem i64 %".58", %"groups"
  %"image" = sdiv i64 %".58", %"groups"
  %"m0" = mul i64 %".57", 2
  %"n0" = mul i64 %".55", 16
  %".59" = sub i64 %"m", %"m0"
  %".60" = icmp slt i64 %".59", 2
  %".61" = select  i1 %".60", i64 %".59", i64 2
  %".62" = sub i64 %"k", %"n0"
  %".63" = icmp slt i64 %".62", 16
  %".64" = select  i1 %".63", i64 %".62", i64 16
  %".65" = mul i64 %"image", %"a_bs"
  %".66" = mul i64 %"group", %"a_gs"
  %".67" = add i64 %".65", %".66"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".67"
  %".68" = mul i64 %"group", %"w_gs"
  %".69" = mul i64 %".55", %"w_ps"
  %".70" = add i64 %".68", %".69"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".70"
  %".71" = mul i64 %"image", %"c_bs"
  %".72" = mul i64 %"group", %"c_gs"
  %".73" = add i64 %".71", %".72"
  %".74" = mul i64 %"m0", %"ldc"
  %".75" = add i64 %".73", %".74"
  %".76" = mul i64 %"n0", 4
  %".77" = add i64 %".75", %".76"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".77"
  %".78" = getelementptr i8, ptr %"w_panel", i64 0
  %".79" = load <16 x float>, ptr %".78", align 64
  store <16 x float> %".79", <16 x float>* %"acc0_0"
  %".81" = getelementptr i8, ptr %"w_panel", i64 0
  %".82" = load <16 x float>, ptr %".81", align 64
  store <16 x float> %".82", <16 x float>* %"acc1_0"
  %".84" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".84", ptr %"w_cursor"
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
exit:
  ret void
taps.head:
  %".88" = load i64, i64* %"taps.i"
  %".89" = icmp slt i64 %".88", %"ks"
  br i1 %".89", label %"taps.body", label %"taps.done"
taps.body:
  %".91" = sub i64 %".61", 1
  %".92" = icmp slt i64 0, %".91"
  %".93" = select  i1 %".92", i64 0, i64 %".91"
  %".94" = add i64 %"m0", %".93"
  %".95" = mul i64 %".94", %"lda"
  %"a0" = getelementptr i8, ptr %"a_base", i64 %".95"
  %".96" = icmp slt i64 1, %".91"
  %".97" = select  i1 %".96", i64 1, i64 %".91"
  %".98" = add i64 %"m0", %".97"
  %".99" = mul i64 %".98", %"lda"
  %"a1" = getelementptr i8, ptr %"a_base", i64 %".99"
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
taps.done:
  %".136" = load <16 x float>, <16 x float>* %"acc0_0"
  %".137" = fcmp olt <16 x float> %".136", %".27"
  %".138" = select  <16 x i1> %".137", <16 x float> %".27", <16 x float> %".136"
  %".139" = fcmp ogt <16 x float> %".138", %".31"
  %".140" = select  <16 x i1> %".139", <16 x float> %".31", <16 x float> %".138"
  %".141" = load <16 x float>, <16 x float>* %"acc1_0"
  %".142" = fcmp olt <16 x float> %".141", %".27"
  %".143" = select  <16 x i1> %".142", <16 x float> %".27", <16 x float> %".141"
  %".144" = fcmp ogt <16 x float> %".143", %".31"
  %".145" = select  <16 x i1> %".144", <16 x float> %".31", <16 x float> %".143"
  %".146" = sub i64 %".61", 1
  %".147" = icmp slt i64 0, %".146"
  %".148" = select  i1 %".147", i64 0, i64 %".146"
  %".149" = mul i64 %".148", %"ldc"
  %".150" = getelementptr i8, ptr %"c_tile", i64 %".149"
  %".151" = icmp slt i64 1, %".146"
  %".152" = select  i1 %".151", i64 1, i64 %".146"
  %".153" = mul i64 %".152", %"ldc"
  %".154" = getelementptr i8, ptr %"c_tile", i64 %".153"
  %".155" = icmp eq i64 %".64", 16
  br i1 %".155", label %"store_full", label %"store_partial"
channels.head:
  %".102" = load i64, i64* %"channels.i"
  %".103" = icmp slt i64 %".102", %"kc"
  br i1 %".103", label %"channels.body", label %"channels.done"
channels.body:
  %".105" = load <16 x float>, <16 x float>* %"acc0_0"
  %".106" = load <16 x float>, <16 x float>* %"acc1_0"
  %".107" = load ptr, ptr %"w_cursor"
  %".108" = mul i64 %".102", 1
  %".109" = add i64 %".108", 0
  %".110" = getelementptr i8, ptr %".107", i64 0
  %".111" = getelementptr i8, ptr %".110", i64 0
  %".112" = load <16 x float>, ptr %".111", align 64
  %".113" = mul i64 %".109", 4
  %".114" = getelementptr i8, ptr %"a0", i64 %".113"
  %".115" = load float, ptr %".114", align 4
  %".116" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".115", i32 0
  %".117" = shufflevector <16 x float> %".116", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".118" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".117", <16 x float> %".112", <16 x float> %".105")
  %".119" = getelementptr i8, ptr %"a1", i64 %".113"
  %".120" = load float, ptr %".119", align 4
  %".121" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".120", i32 0
  %".122" = shufflevector <16 x float> %".121", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".123" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".122", <16 x float> %".112", <16 x float> %".106")
  store <16 x float> %".118", <16 x float>* %"acc0_0"
  store <16 x float> %".123", <16 x float>* %"acc1_0"
  %".126" = getelementptr i8, ptr %".107", i64 64
  store ptr %".126", ptr %"w_cursor"
  %".128" = load i64, i64* %"channels.i"
  %".129" = add i64 %".128", 1
  store i64 %".129", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".132" = load i64, i64* %"taps.i"
  %".133" = add i64 %".132", 1
  store i64 %".133", i64* %"taps.i"
  br label %"taps.head"
store_full:
  %".157" = getelementptr i8, ptr %".150", i64 0
  store <16 x float> %".140", ptr %".157", align 4
  %".159" = getelementptr i8, ptr %".154", i64 0
  store <16 x float> %".145", ptr %".159", align 4
  br label %"claim"
store_partial:
  %".162" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".64", i32 0
  %".163" = shufflevector <16 x i64> %".162", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".164" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".163"
  %".165" = getelementptr i8, ptr %".150", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".140", ptr %".165", i32 4, <16 x i1> %".164")
  %".167" = getelementptr i8, ptr %".154", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".145", ptr %".167", i32 4, <16 x i1> %".164")
  br label %"claim"
}
