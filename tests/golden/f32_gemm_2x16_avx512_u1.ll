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
  %".35" = mul i64 %"batch", %"groups"
  %".36" = mul i64 %".35", %"m_tiles"
  %"total" = mul i64 %".36", %"n_panels"
  %"parts" = load i64, ptr %"schedule"
  store i64 0, i64* %"visited"
  br label %"claim"
claim:
  %".39" = load i64, i64* %"visited"
  %".40" = icmp slt i64 %".39", %"parts"
  br i1 %".40", label %"claim_part", label %"exit"
claim_part:
  %".42" = add i64 %"part", %".39"
  %"part.1" = srem i64 %".42", %"parts"
  %".43" = mul i64 %"part.1", 8
  %".44" = add i64 8, %".43"
  %".45" = getelementptr i64, ptr %"schedule", i64 %".44"
  %".46" = add i64 %".44", 1
  %".47" = getelementptr i64, ptr %"schedule", i64 %".46"
  %"item" = atomicrmw add ptr %".45", i64 1 monotonic
  %"end" = load i64, ptr %".47"
  %".48" = icmp slt i64 %"end", %"total"
  %".49" = select  i1 %".48", i64 %"end", i64 %"total"
  %".50" = icmp slt i64 %"item", %".49"
  br i1 %".50", label %"work", label %"next_part"
next_part:
  %".52" = add i64 %".39", 1
  store i64 %".52", i64* %"visited"
  br label %"claim"
work:
  %".56" = srem i64 %"item", %"n_panels"
  %".57" = sdiv i64 %"item", %"n_panels"
  %".58" = srem i64 %".57", %"m_tiles"
  %".59" = sdiv i64 %".57", %"m_tiles"
  %"group" = srem i64 %".59", %"groups"
  %"image" = sdiv i64 %".59", %"groups"
  %"m0" = mul i64 %".58", 2
  %"n0" = mul i64 %".56", 16
  %".60" = sub i64 %"m", %"m0"
  %".61" = icmp slt i64 %".60", 2
  %".62" = select  i1 %".61", i64 %".60", i64 2
  %".63" = sub i64 %"k", %"n0"
  %".64" = icmp slt i64 %".63", 16
  %".65" = select  i1 %".64", i64 %".63", i64 16
  %".66" = mul i64 %"image", %"a_bs"
  %".67" = mul i64 %"group", %"a_gs"
  %".68" = add i64 %".66", %".67"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".68"
  %".69" = mul i64 %"group", %"w_gs"
  %".70" = mul i64 %".56", %"w_ps"
  %".71" = add i64 %".69", %".70"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".71"
  %".72" = mul i64 %"image", %"c_bs"
  %".73" = mul i64 %"group", %"c_gs"
  %".74" = add i64 %".72", %".73"
  %".75" = mul i64 %"m0", %"ldc"
  %".76" = add i64 %".74", %".75"
  %".77" = mul i64 %"n0", 4
  %".78" = add i64 %".76", %".77"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".78"
  %".79" = getelementptr i8, ptr %"w_panel", i64 0
  %".80" = load <16 x float>, ptr %".79", align 64
  store <16 x float> %".80", <16 x float>* %"acc0_0"
  %".82" = getelementptr i8, ptr %"w_panel", i64 0
  %".83" = load <16 x float>, ptr %".82", align 64
  store <16 x float> %".83", <16 x float>* %"acc1_0"
  %".85" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".85", ptr %"w_cursor"
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
exit:
  ret void
taps.head:
  %".89" = load i64, i64* %"taps.i"
  %".90" = icmp slt i64 %".89", %"ks"
  br i1 %".90", label %"taps.body", label %"taps.done"
taps.body:
  %".92" = mul i64 %"ks", 2
  %".93" = mul i64 %".58", %".92"
  %".94" = mul i64 %".89", 2
  %".95" = add i64 %".93", %".94"
  %".96" = add i64 %".95", 0
  %".97" = getelementptr i64, ptr %"ind", i64 %".96"
  %"off0" = load i64, ptr %".97"
  %".98" = icmp slt i64 %"off0", 0
  %".99" = getelementptr i8, ptr %"a_base", i64 %"off0"
  %"a0" = select  i1 %".98", ptr %"zero", ptr %".99"
  %".100" = add i64 %".95", 1
  %".101" = getelementptr i64, ptr %"ind", i64 %".100"
  %"off1" = load i64, ptr %".101"
  %".102" = icmp slt i64 %"off1", 0
  %".103" = getelementptr i8, ptr %"a_base", i64 %"off1"
  %"a1" = select  i1 %".102", ptr %"zero", ptr %".103"
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
taps.done:
  %".140" = sub i64 %".62", 1
  %".141" = icmp slt i64 0, %".140"
  %".142" = select  i1 %".141", i64 0, i64 %".140"
  %".143" = mul i64 %".142", %"ldc"
  %".144" = icmp slt i64 1, %".140"
  %".145" = select  i1 %".144", i64 1, i64 %".140"
  %".146" = mul i64 %".145", %"ldc"
  %".147" = getelementptr i8, ptr %"c_tile", i64 %".143"
  %".148" = getelementptr i8, ptr %"c_tile", i64 %".146"
  %".149" = ptrtoint ptr %"c_tile" to i64
  %".150" = ptrtoint ptr %"c" to i64
  %".151" = sub i64 %".149", %".150"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".151"
  %".152" = getelementptr i8, ptr %"r_tile", i64 %".143"
  %".153" = getelementptr i8, ptr %"r_tile", i64 %".146"
  %".154" = icmp eq i64 %".65", 16
  %".155" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".155"
  %".156" = icmp ne i64 %"residual.int", 0
  br i1 %".154", label %"store_full_choice", label %"store_partial_choice"
channels.head:
  %".106" = load i64, i64* %"channels.i"
  %".107" = icmp slt i64 %".106", %"kc"
  br i1 %".107", label %"channels.body", label %"channels.done"
channels.body:
  %".109" = load <16 x float>, <16 x float>* %"acc0_0"
  %".110" = load <16 x float>, <16 x float>* %"acc1_0"
  %".111" = load ptr, ptr %"w_cursor"
  %".112" = mul i64 %".106", 1
  %".113" = add i64 %".112", 0
  %".114" = getelementptr i8, ptr %".111", i64 0
  %".115" = getelementptr i8, ptr %".114", i64 0
  %".116" = load <16 x float>, ptr %".115", align 64
  %".117" = mul i64 %".113", 4
  %".118" = getelementptr i8, ptr %"a0", i64 %".117"
  %".119" = load float, ptr %".118", align 4
  %".120" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".119", i32 0
  %".121" = shufflevector <16 x float> %".120", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".122" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".121", <16 x float> %".116", <16 x float> %".109")
  %".123" = getelementptr i8, ptr %"a1", i64 %".117"
  %".124" = load float, ptr %".123", align 4
  %".125" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".124", i32 0
  %".126" = shufflevector <16 x float> %".125", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".127" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".126", <16 x float> %".116", <16 x float> %".110")
  store <16 x float> %".122", <16 x float>* %"acc0_0"
  store <16 x float> %".127", <16 x float>* %"acc1_0"
  %".130" = getelementptr i8, ptr %".111", i64 64
  store ptr %".130", ptr %"w_cursor"
  %".132" = load i64, i64* %"channels.i"
  %".133" = add i64 %".132", 1
  store i64 %".133", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".136" = load i64, i64* %"taps.i"
  %".137" = add i64 %".136", 1
  store i64 %".137", i64* %"taps.i"
  br label %"taps.head"
store_full:
  %".160" = load <16 x float>, <16 x float>* %"acc0_0"
  %".161" = fcmp olt <16 x float> %".160", %".28"
  %".162" = select  <16 x i1> %".161", <16 x float> %".28", <16 x float> %".160"
  %".163" = fcmp ogt <16 x float> %".162", %".32"
  %".164" = select  <16 x i1> %".163", <16 x float> %".32", <16 x float> %".162"
  %".165" = load <16 x float>, <16 x float>* %"acc1_0"
  %".166" = fcmp olt <16 x float> %".165", %".28"
  %".167" = select  <16 x i1> %".166", <16 x float> %".28", <16 x float> %".165"
  %".168" = fcmp ogt <16 x float> %".167", %".32"
  %".169" = select  <16 x i1> %".168", <16 x float> %".32", <16 x float> %".167"
  %".170" = getelementptr i8, ptr %".147", i64 0
  store <16 x float> %".164", ptr %".170", align 4
  %".172" = getelementptr i8, ptr %".148", i64 0
  store <16 x float> %".169", ptr %".172", align 4
  br label %"claim"
store_full_residual:
  %".175" = load <16 x float>, <16 x float>* %"acc0_0"
  %".176" = getelementptr i8, ptr %".152", i64 0
  %".177" = load <16 x float>, ptr %".176", align 4
  %".178" = fadd <16 x float> %".175", %".177"
  %".179" = fcmp olt <16 x float> %".178", %".28"
  %".180" = select  <16 x i1> %".179", <16 x float> %".28", <16 x float> %".178"
  %".181" = fcmp ogt <16 x float> %".180", %".32"
  %".182" = select  <16 x i1> %".181", <16 x float> %".32", <16 x float> %".180"
  %".183" = load <16 x float>, <16 x float>* %"acc1_0"
  %".184" = getelementptr i8, ptr %".153", i64 0
  %".185" = load <16 x float>, ptr %".184", align 4
  %".186" = fadd <16 x float> %".183", %".185"
  %".187" = fcmp olt <16 x float> %".186", %".28"
  %".188" = select  <16 x i1> %".187", <16 x float> %".28", <16 x float> %".186"
  %".189" = fcmp ogt <16 x float> %".188", %".32"
  %".190" = select  <16 x i1> %".189", <16 x float> %".32", <16 x float> %".188"
  %".191" = getelementptr i8, ptr %".147", i64 0
  store <16 x float> %".182", ptr %".191", align 4
  %".193" = getelementptr i8, ptr %".148", i64 0
  store <16 x float> %".190", ptr %".193", align 4
  br label %"claim"
store_partial:
  %".196" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".65", i32 0
  %".197" = shufflevector <16 x i64> %".196", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".198" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".197"
  %".199" = load <16 x float>, <16 x float>* %"acc0_0"
  %".200" = fcmp olt <16 x float> %".199", %".28"
  %".201" = select  <16 x i1> %".200", <16 x float> %".28", <16 x float> %".199"
  %".202" = fcmp ogt <16 x float> %".201", %".32"
  %".203" = select  <16 x i1> %".202", <16 x float> %".32", <16 x float> %".201"
  %".204" = load <16 x float>, <16 x float>* %"acc1_0"
  %".205" = fcmp olt <16 x float> %".204", %".28"
  %".206" = select  <16 x i1> %".205", <16 x float> %".28", <16 x float> %".204"
  %".207" = fcmp ogt <16 x float> %".206", %".32"
  %".208" = select  <16 x i1> %".207", <16 x float> %".32", <16 x float> %".206"
  %".209" = getelementptr i8, ptr %".147", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".203", ptr %".209", i32 4, <16 x i1> %".198")
  %".211" = getelementptr i8, ptr %".148", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".208", ptr %".211", i32 4, <16 x i1> %".198")
  br label %"claim"
store_partial_residual:
  %".214" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".65", i32 0
  %".215" = shufflevector <16 x i64> %".214", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".216" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".215"
  %".217" = load <16 x float>, <16 x float>* %"acc0_0"
  %".218" = getelementptr i8, ptr %".152", i64 0
  %".219" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".218", i32 4, <16 x i1> %".216", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".220" = fadd <16 x float> %".217", %".219"
  %".221" = fcmp olt <16 x float> %".220", %".28"
  %".222" = select  <16 x i1> %".221", <16 x float> %".28", <16 x float> %".220"
  %".223" = fcmp ogt <16 x float> %".222", %".32"
  %".224" = select  <16 x i1> %".223", <16 x float> %".32", <16 x float> %".222"
  %".225" = load <16 x float>, <16 x float>* %"acc1_0"
  %".226" = getelementptr i8, ptr %".153", i64 0
  %".227" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".226", i32 4, <16 x i1> %".216", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".228" = fadd <16 x float> %".225", %".227"
  %".229" = fcmp olt <16 x float> %".228", %".28"
  %".230" = select  <16 x i1> %".229", <16 x float> %".28", <16 x float> %".228"
  %".231" = fcmp ogt <16 x float> %".230", %".32"
  %".232" = select  <16 x i1> %".231", <16 x float> %".32", <16 x float> %".230"
  %".233" = getelementptr i8, ptr %".147", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".224", ptr %".233", i32 4, <16 x i1> %".216")
  %".235" = getelementptr i8, ptr %".148", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".232", ptr %".235", i32 4, <16 x i1> %".216")
  br label %"claim"
store_full_choice:
  br i1 %".156", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".156", label %"store_partial_residual", label %"store_partial"
}

declare <16 x float> @"llvm.fma.v16f32"(<16 x float> %".1", <16 x float> %".2", <16 x float> %".3")

declare void @"llvm.masked.store.v16f32.p0"(<16 x float> %".1", ptr %".2", i32 %".3", <16 x i1> %".4")

declare <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".1", i32 %".2", <16 x i1> %".3", <16 x float> %".4")

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
  %".35" = mul i64 %"batch", %"groups"
  %".36" = mul i64 %".35", %"m_tiles"
  %"total" = mul i64 %".36", %"n_panels"
  %"parts" = load i64, ptr %"schedule"
  store i64 0, i64* %"visited"
  br label %"claim"
claim:
  %".39" = load i64, i64* %"visited"
  %".40" = icmp slt i64 %".39", %"parts"
  br i1 %".40", label %"claim_part", label %"exit"
claim_part:
  %".42" = add i64 %"part", %".39"
  %"part.1" = srem i64 %".42", %"parts"
  %".43" = mul i64 %"part.1", 8
  %".44" = add i64 8, %".43"
  %".45" = getelementptr i64, ptr %"schedule", i64 %".44"
  %".46" = add i64 %".44", 1
  %".47" = getelementptr i64, ptr %"schedule", i64 %".46"
  %"item" = atomicrmw add ptr %".45", i64 1 monotonic
  %"end" = load i64, ptr %".47"
  %".48" = icmp slt i64 %"end", %"total"
  %".49" = select  i1 %".48", i64 %"end", i64 %"total"
  %".50" = icmp slt i64 %"item", %".49"
  br i1 %".50", label %"work", label %"next_part"
next_part:
  %".52" = add i64 %".39", 1
  store i64 %".52", i64* %"visited"
  br label %"claim"
work:
  %".56" = srem i64 %"item", %"n_panels"
  %".57" = sdiv i64 %"item", %"n_panels"
  %".58" = srem i64 %".57", %"m_tiles"
  %".59" = sdiv i64 %".57", %"m_tiles"
  %"group" = srem i64 %".59", %"groups"
  %"image" = sdiv i64 %".59", %"groups"
  %"m0" = mul i64 %".58", 2
  %"n0" = mul i64 %".56", 16
  %".60" = sub i64 %"m", %"m0"
  %".61" = icmp slt i64 %".60", 2
  %".62" = select  i1 %".61", i64 %".60", i64 2
  %".63" = sub i64 %"k", %"n0"
  %".64" = icmp slt i64 %".63", 16
  %".65" = select  i1 %".64", i64 %".63", i64 16
  %".66" = mul i64 %"image", %"a_bs"
  %".67" = mul i64 %"group", %"a_gs"
  %".68" = add i64 %".66", %".67"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".68"
  %".69" = mul i64 %"group", %"w_gs"
  %".70" = mul i64 %".56", %"w_ps"
  %".71" = add i64 %".69", %".70"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".71"
  %".72" = mul i64 %"image", %"c_bs"
  %".73" = mul i64 %"group", %"c_gs"
  %".74" = add i64 %".72", %".73"
  %".75" = mul i64 %"m0", %"ldc"
  %".76" = add i64 %".74", %".75"
  %".77" = mul i64 %"n0", 4
  %".78" = add i64 %".76", %".77"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".78"
  %".79" = getelementptr i8, ptr %"w_panel", i64 0
  %".80" = load <16 x float>, ptr %".79", align 64
  store <16 x float> %".80", <16 x float>* %"acc0_0"
  %".82" = getelementptr i8, ptr %"w_panel", i64 0
  %".83" = load <16 x float>, ptr %".82", align 64
  store <16 x float> %".83", <16 x float>* %"acc1_0"
  %".85" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".85", ptr %"w_cursor"
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
exit:
  ret void
taps.head:
  %".89" = load i64, i64* %"taps.i"
  %".90" = icmp slt i64 %".89", %"ks"
  br i1 %".90", label %"taps.body", label %"taps.done"
taps.body:
  %".92" = sub i64 %".62", 1
  %".93" = icmp slt i64 0, %".92"
  %".94" = select  i1 %".93", i64 0, i64 %".92"
  %".95" = add i64 %"m0", %".94"
  %".96" = mul i64 %".95", %"lda"
  %"a0" = getelementptr i8, ptr %"a_base", i64 %".96"
  %".97" = icmp slt i64 1, %".92"
  %".98" = select  i1 %".97", i64 1, i64 %".92"
  %".99" = add i64 %"m0", %".98"
  %".100" = mul i64 %".99", %"lda"
  %"a1" = getelementptr i8, ptr %"a_base", i64 %".100"
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
taps.done:
  %".137" = sub i64 %".62", 1
  %".138" = icmp slt i64 0, %".137"
  %".139" = select  i1 %".138", i64 0, i64 %".137"
  %".140" = mul i64 %".139", %"ldc"
  %".141" = icmp slt i64 1, %".137"
  %".142" = select  i1 %".141", i64 1, i64 %".137"
  %".143" = mul i64 %".142", %"ldc"
  %".144" = getelementptr i8, ptr %"c_tile", i64 %".140"
  %".145" = getelementptr i8, ptr %"c_tile", i64 %".143"
  %".146" = ptrtoint ptr %"c_tile" to i64
  %".147" = ptrtoint ptr %"c" to i64
  %".148" = sub i64 %".146", %".147"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".148"
  %".149" = getelementptr i8, ptr %"r_tile", i64 %".140"
  %".150" = getelementptr i8, ptr %"r_tile", i64 %".143"
  %".151" = icmp eq i64 %".65", 16
  %".152" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".152"
  %".153" = icmp ne i64 %"residual.int", 0
  br i1 %".151", label %"store_full_choice", label %"store_partial_choice"
channels.head:
  %".103" = load i64, i64* %"channels.i"
  %".104" = icmp slt i64 %".103", %"kc"
  br i1 %".104", label %"channels.body", label %"channels.done"
channels.body:
  %".106" = load <16 x float>, <16 x float>* %"acc0_0"
  %".107" = load <16 x float>, <16 x float>* %"acc1_0"
  %".108" = load ptr, ptr %"w_cursor"
  %".109" = mul i64 %".103", 1
  %".110" = add i64 %".109", 0
  %".111" = getelementptr i8, ptr %".108", i64 0
  %".112" = getelementptr i8, ptr %".111", i64 0
  %".113" = load <16 x float>, ptr %".112", align 64
  %".114" = mul i64 %".110", 4
  %".115" = getelementptr i8, ptr %"a0", i64 %".114"
  %".116" = load float, ptr %".115", align 4
  %".117" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".116", i32 0
  %".118" = shufflevector <16 x float> %".117", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".119" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".118", <16 x float> %".113", <16 x float> %".106")
  %".120" = getelementptr i8, ptr %"a1", i64 %".114"
  %".121" = load float, ptr %".120", align 4
  %".122" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".121", i32 0
  %".123" = shufflevector <16 x float> %".122", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".124" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".123", <16 x float> %".113", <16 x float> %".107")
  store <16 x float> %".119", <16 x float>* %"acc0_0"
  store <16 x float> %".124", <16 x float>* %"acc1_0"
  %".127" = getelementptr i8, ptr %".108", i64 64
  store ptr %".127", ptr %"w_cursor"
  %".129" = load i64, i64* %"channels.i"
  %".130" = add i64 %".129", 1
  store i64 %".130", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".133" = load i64, i64* %"taps.i"
  %".134" = add i64 %".133", 1
  store i64 %".134", i64* %"taps.i"
  br label %"taps.head"
store_full:
  %".157" = load <16 x float>, <16 x float>* %"acc0_0"
  %".158" = fcmp olt <16 x float> %".157", %".28"
  %".159" = select  <16 x i1> %".158", <16 x float> %".28", <16 x float> %".157"
  %".160" = fcmp ogt <16 x float> %".159", %".32"
  %".161" = select  <16 x i1> %".160", <16 x float> %".32", <16 x float> %".159"
  %".162" = load <16 x float>, <16 x float>* %"acc1_0"
  %".163" = fcmp olt <16 x float> %".162", %".28"
  %".164" = select  <16 x i1> %".163", <16 x float> %".28", <16 x float> %".162"
  %".165" = fcmp ogt <16 x float> %".164", %".32"
  %".166" = select  <16 x i1> %".165", <16 x float> %".32", <16 x float> %".164"
  %".167" = getelementptr i8, ptr %".144", i64 0
  store <16 x float> %".161", ptr %".167", align 4
  %".169" = getelementptr i8, ptr %".145", i64 0
  store <16 x float> %".166", ptr %".169", align 4
  br label %"claim"
store_full_residual:
  %".172" = load <16 x float>, <16 x float>* %"acc0_0"
  %".173" = getelementptr i8, ptr %".149", i64 0
  %".174" = load <16 x float>, ptr %".173", align 4
  %".175" = fadd <16 x float> %".172", %".174"
  %".176" = fcmp olt <16 x float> %".175", %".28"
  %".177" = select  <16 x i1> %".176", <16 x float> %".28", <16 x float> %".175"
  %".178" = fcmp ogt <16 x float> %".177", %".32"
  %".179" = select  <16 x i1> %".178", <16 x float> %".32", <16 x float> %".177"
  %".180" = load <16 x float>, <16 x float>* %"acc1_0"
  %".181" = getelementptr i8, ptr %".150", i64 0
  %".182" = load <16 x float>, ptr %".181", align 4
  %".183" = fadd <16 x float> %".180", %".182"
  %".184" = fcmp olt <16 x float> %".183", %".28"
  %".185" = select  <16 x i1> %".184", <16 x float> %".28", <16 x float> %".183"
  %".186" = fcmp ogt <16 x float> %".185", %".32"
  %".187" = select  <16 x i1> %".186", <16 x float> %".32", <16 x float> %".185"
  %".188" = getelementptr i8, ptr %".144", i64 0
  store <16 x float> %".179", ptr %".188", align 4
  %".190" = getelementptr i8, ptr %".145", i64 0
  store <16 x float> %".187", ptr %".190", align 4
  br label %"claim"
store_partial:
  %".193" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".65", i32 0
  %".194" = shufflevector <16 x i64> %".193", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".195" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".194"
  %".196" = load <16 x float>, <16 x float>* %"acc0_0"
  %".197" = fcmp olt <16 x float> %".196", %".28"
  %".198" = select  <16 x i1> %".197", <16 x float> %".28", <16 x float> %".196"
  %".199" = fcmp ogt <16 x float> %".198", %".32"
  %".200" = select  <16 x i1> %".199", <16 x float> %".32", <16 x float> %".198"
  %".201" = load <16 x float>, <16 x float>* %"acc1_0"
  %".202" = fcmp olt <16 x float> %".201", %".28"
  %".203" = select  <16 x i1> %".202", <16 x float> %".28", <16 x float> %".201"
  %".204" = fcmp ogt <16 x float> %".203", %".32"
  %".205" = select  <16 x i1> %".204", <16 x float> %".32", <16 x float> %".203"
  %".206" = getelementptr i8, ptr %".144", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".200", ptr %".206", i32 4, <16 x i1> %".195")
  %".208" = getelementptr i8, ptr %".145", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".205", ptr %".208", i32 4, <16 x i1> %".195")
  br label %"claim"
store_partial_residual:
  %".211" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".65", i32 0
  %".212" = shufflevector <16 x i64> %".211", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".213" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".212"
  %".214" = load <16 x float>, <16 x float>* %"acc0_0"
  %".215" = getelementptr i8, ptr %".149", i64 0
  %".216" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".215", i32 4, <16 x i1> %".213", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".217" = fadd <16 x float> %".214", %".216"
  %".218" = fcmp olt <16 x float> %".217", %".28"
  %".219" = select  <16 x i1> %".218", <16 x float> %".28", <16 x float> %".217"
  %".220" = fcmp ogt <16 x float> %".219", %".32"
  %".221" = select  <16 x i1> %".220", <16 x float> %".32", <16 x float> %".219"
  %".222" = load <16 x float>, <16 x float>* %"acc1_0"
  %".223" = getelementptr i8, ptr %".150", i64 0
  %".224" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".223", i32 4, <16 x i1> %".213", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".225" = fadd <16 x float> %".222", %".224"
  %".226" = fcmp olt <16 x float> %".225", %".28"
  %".227" = select  <16 x i1> %".226", <16 x float> %".28", <16 x float> %".225"
  %".228" = fcmp ogt <16 x float> %".227", %".32"
  %".229" = select  <16 x i1> %".228", <16 x float> %".32", <16 x float> %".227"
  %".230" = getelementptr i8, ptr %".144", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".221", ptr %".230", i32 4, <16 x i1> %".213")
  %".232" = getelementptr i8, ptr %".145", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".229", ptr %".232", i32 4, <16 x i1> %".213")
  br label %"claim"
store_full_choice:
  br i1 %".153", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".153", label %"store_partial_residual", label %"store_partial"
}
