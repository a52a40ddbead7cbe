; ixconv kernel module, spec: GemmSpec(isa='avx512', mr=2, nr=16, unroll=1, order='panel_inner', broadcast='register')
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
  %".35" = mul i64 %"batch", %"groups"
  %".36" = mul i64 %".35", %"m_tiles"
  %"total" = mul i64 %".36", %"n_panels"
  %"parts" = load i64, ptr %"schedule"
  store i64 0, i64* %"visited"
  store i64 0, i64* %"claimed"
  br label %"claim"
claim:
  %".40" = load i64, i64* %"visited"
  %".41" = icmp slt i64 %".40", %"parts"
  br i1 %".41", label %"claim_part", label %"exit"
claim_part:
  %".43" = add i64 %"part", %".40"
  %"part.1" = srem i64 %".43", %"parts"
  %".44" = mul i64 %"part.1", 8
  %".45" = add i64 8, %".44"
  %".46" = getelementptr i64, ptr %"schedule", i64 %".45"
  %".47" = add i64 %".45", 1
  %".48" = getelementptr i64, ptr %"schedule", i64 %".47"
  %"item" = atomicrmw add ptr %".46", i64 1 monotonic
  %"end" = load i64, ptr %".48"
  %".49" = icmp slt i64 %"item", %"end"
  br i1 %".49", label %"got_item", label %"next_part"
got_item:
  %".51" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".52" = add i64 %".51", 1
  store atomic i64 %".52", i64* %"claimed" monotonic, align 8
  %".54" = icmp slt i64 %"item", %"total"
  br i1 %".54", label %"work", label %"claim"
next_part:
  %".56" = add i64 %".40", 1
  store i64 %".56", i64* %"visited"
  br label %"claim"
work:
  %".63" = srem i64 %"item", %"n_panels"
  %".64" = sdiv i64 %"item", %"n_panels"
  %".65" = srem i64 %".64", %"m_tiles"
  %".66" = sdiv i64 %".64", %"m_tiles"
  %"group" = srem i64 %".66", %"groups"
  %"image" = sdiv i64 %".66", %"groups"
  %"m0" = mul i64 %".65", 2
  %"n0" = mul i64 %".63", 16
  %".67" = sub i64 %"m", %"m0"
  %".68" = icmp slt i64 %".67", 2
  %".69" = select  i1 %".68", i64 %".67", i64 2
  %".70" = sub i64 %"k", %"n0"
  %".71" = icmp slt i64 %".70", 16
  %".72" = select  i1 %".71", i64 %".70", i64 16
  %".73" = mul i64 %"image", %"a_bs"
  %".74" = mul i64 %"group", %"a_gs"
  %".75" = add i64 %".73", %".74"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".75"
  %".76" = mul i64 %"group", %"w_gs"
  %".77" = mul i64 %".63", %"w_ps"
  %".78" = add i64 %".76", %".77"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".78"
  %".79" = mul i64 %"image", %"c_bs"
  %".80" = mul i64 %"group", %"c_gs"
  %".81" = add i64 %".79", %".80"
  %".82" = mul i64 %"m0", %"ldc"
  %".83" = add i64 %".81", %".82"
  %".84" = mul i64 %"n0", 4
  %".85" = add i64 %".83", %".84"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".85"
  %".86" = getelementptr i8, ptr %"w_panel", i64 0
  %".87" = load <16 x float>, ptr %".86", align 64
  store <16 x float> %".87", <16 x float>* %"acc0_0"
  %".89" = getelementptr i8, ptr %"w_panel", i64 0
  %".90" = load <16 x float>, ptr %".89", align 64
  store <16 x float> %".90", <16 x float>* %"acc1_0"
  %".92" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".92", ptr %"w_cursor"
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
exit:
  %".59" = getelementptr i64, ptr %"schedule", i64 1
  %".60" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".61" = atomicrmw add ptr %".59", i64 %".60" release
  ret void
taps.head:
  %".96" = load i64, i64* %"taps.i"
  %".97" = icmp slt i64 %".96", %"ks"
  br i1 %".97", label %"taps.body", label %"taps.done"
taps.body:
  %".99" = mul i64 %"ks", 2
  %".100" = mul i64 %".65", %".99"
  %".101" = mul i64 %".96", 2
  %".102" = add i64 %".100", %".101"
  %".103" = add i64 %".102", 0
  %".104" = getelementptr i64, ptr %"ind", i64 %".103"
  %"off0" = load i64, ptr %".104"
  %".105" = icmp slt i64 %"off0", 0
  %".106" = getelementptr i8, ptr %"a_base", i64 %"off0"
  %"a0" = select  i1 %".105", ptr %"zero", ptr %".106"
  %".107" = add i64 %".102", 1
  %".108" = getelementptr i64, ptr %"ind", i64 %".107"
  %"off1" = load i64, ptr %".108"
  %".109" = icmp slt i64 %"off1", 0
  %".110" = getelementptr i8, ptr %"a_base", i64 %"off1"
  %"a1" = select  i1 %".109", ptr %"zero", ptr %".110"
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
taps.done:
  %".147" = sub i64 %".69", 1
  %".148" = icmp slt i64 0, %".147"
  %".149" = select  i1 %".148", i64 0, i64 %".147"
  %".150" = mul i64 %".149", %"ldc"
  %".151" = icmp slt i64 1, %".147"
  %".152" = select  i1 %".151", i64 1, i64 %".147"
  %".153" = mul i64 %".152", %"ldc"
  %".154" = getelementptr i8, ptr %"c_tile", i64 %".150"
  %".155" = getelementptr i8, ptr %"c_tile", i64 %".153"
  %".156" = ptrtoint ptr %"c_tile" to i64
  %".157" = ptrtoint ptr %"c" to i64
  %".158" = sub i64 %".156", %".157"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".158"
  %".159" = getelementptr i8, ptr %"r_tile", i64 %".150"
  %".160" = getelementptr i8, ptr %"r_tile", i64 %".153"
  %".161" = icmp eq i64 %".72", 16
  %".162" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".162"
  %".163" = icmp ne i64 %"residual.int", 0
  br i1 %".161", label %"store_full_choice", label %"store_partial_choice"
channels.head:
  %".113" = load i64, i64* %"channels.i"
  %".114" = icmp slt i64 %".113", %"kc"
  br i1 %".114", label %"channels.body", label %"channels.done"
channels.body:
  %".116" = load <16 x float>, <16 x float>* %"acc0_0"
  %".117" = load <16 x float>, <16 x float>* %"acc1_0"
  %".118" = load ptr, ptr %"w_cursor"
  %".119" = mul i64 %".113", 1
  %".120" = add i64 %".119", 0
  %".121" = getelementptr i8, ptr %".118", i64 0
  %".122" = getelementptr i8, ptr %".121", i64 0
  %".123" = load <16 x float>, ptr %".122", align 64
  %".124" = mul i64 %".120", 4
  %".125" = getelementptr i8, ptr %"a0", i64 %".124"
  %".126" = load float, ptr %".125", align 4
  %".127" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".126", i32 0
  %".128" = shufflevector <16 x float> %".127", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".129" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".128", <16 x float> %".123", <16 x float> %".116")
  %".130" = getelementptr i8, ptr %"a1", i64 %".124"
  %".131" = load float, ptr %".130", align 4
  %".132" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".131", i32 0
  %".133" = shufflevector <16 x float> %".132", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".134" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".133", <16 x float> %".123", <16 x float> %".117")
  store <16 x float> %".129", <16 x float>* %"acc0_0"
  store <16 x float> %".134", <16 x float>* %"acc1_0"
  %".137" = getelementptr i8, ptr %".118", i64 64
  store ptr %".137", ptr %"w_cursor"
  %".139" = load i64, i64* %"channels.i"
  %".140" = add i64 %".139", 1
  store i64 %".140", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".143" = load i64, i64* %"taps.i"
  %".144" = add i64 %".143", 1
  store i64 %".144", i64* %"taps.i"
  br label %"taps.head"
store_full:
  %".167" = load <16 x float>, <16 x float>* %"acc0_0"
  %".168" = fcmp olt <16 x float> %".167", %".28"
  %".169" = select  <16 x i1> %".168", <16 x float> %".28", <16 x float> %".167"
  %".170" = fcmp ogt <16 x float> %".169", %".32"
  %".171" = select  <16 x i1> %".170", <16 x float> %".32", <16 x float> %".169"
  %".172" = load <16 x float>, <16 x float>* %"acc1_0"
  %".173" = fcmp olt <16 x float> %".172", %".28"
  %".174" = select  <16 x i1> %".173", <16 x float> %".28", <16 x float> %".172"
  %".175" = fcmp ogt <16 x float> %".174", %".32"
  %".176" = select  <16 x i1> %".175", <16 x float> %".32", <16 x float> %".174"
  %".177" = getelementptr i8, ptr %".154", i64 0
  store <16 x float> %".171", ptr %".177", align 4
  %".179" = getelementptr i8, ptr %".155", i64 0
  store <16 x float> %".176", ptr %".179", align 4
  br label %"claim"
store_full_residual:
  %".182" = load <16 x float>, <16 x float>* %"acc0_0"
  %".183" = getelementptr i8, ptr %".159", i64 0
  %".184" = load <16 x float>, ptr %".183", align 4
  %".185" = fadd <16 x float> %".182", %".184"
  %".186" = fcmp olt <16 x float> %".185", %".28"
  %".187" = select  <16 x i1> %".186", <16 x float> %".28", <16 x float> %".185"
  %".188" = fcmp ogt <16 x float> %".187", %".32"
  %".189" = select  <16 x i1> %".188", <16 x float> %".32", <16 x float> %".187"
  %".190" = load <16 x float>, <16 x float>* %"acc1_0"
  %".191" = getelementptr i8, ptr %".160", i64 0
  %".192" = load <16 x float>, ptr %".191", align 4
  %".193" = fadd <16 x float> %".190", %".192"
  %".194" = fcmp olt <16 x float> %".193", %".28"
  %".195" = select  <16 x i1> %".194", <16 x float> %".28", <16 x float> %".193"
  %".196" = fcmp ogt <16 x float> %".195", %".32"
  %".197" = select  <16 x i1> %".196", <16 x float> %".32", <16 x float> %".195"
  %".198" = getelementptr i8, ptr %".154", i64 0
  store <16 x float> %".189", ptr %".198", align 4
  %".200" = getelementptr i8, ptr %".155", i64 0
  store <16 x float> %".197", ptr %".200", align 4
  br label %"claim"
store_partial:
  %".203" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".72", i32 0
  %".204" = shufflevector <16 x i64> %".203", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".205" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".204"
  %".206" = load <16 x float>, <16 x float>* %"acc0_0"
  %".207" = fcmp olt <16 x float> %".206", %".28"
  %".208" = select  <16 x i1> %".207", <16 x float> %".28", <16 x float> %".206"
  %".209" = fcmp ogt <16 x float> %".208", %".32"
  %".210" = select  <16 x i1> %".209", <16 x float> %".32", <16 x float> %".208"
  %".211" = load <16 x float>, <16 x float>* %"acc1_0"
  %".212" = fcmp olt <16 x float> %".211", %".28"
  %".213" = select  <16 x i1> %".212", <16 x float> %".28", <16 x float> %".211"
  %".214" = fcmp ogt <16 x float> %".213", %".32"
  %".215" = select  <16 x i1> %".214", <16 x float> %".32", <16 x float> %".213"
  %".216" = getelementptr i8, ptr %".154", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".210", ptr %".216", i32 4, <16 x i1> %".205")
  %".218" = getelementptr i8, ptr %".155", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".215", ptr %".218", i32 4, <16 x i1> %".205")
  br label %"claim"
store_partial_residual:
  %".221" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".72", i32 0
  %".222" = shufflevector <16 x i64> %".221", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".223" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".222"
  %".224" = load <16 x float>, <16 x float>* %"acc0_0"
  %".225" = getelementptr i8, ptr %".159", i64 0
  %".226" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".225", i32 4, <16 x i1> %".223", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".227" = fadd <16 x float> %".224", %".226"
  %".228" = fcmp olt <16 x float> %".227", %".28"
  %".229" = select  <16 x i1> %".228", <16 x float> %".28", <16 x float> %".227"
  %".230" = fcmp ogt <16 x float> %".229", %".32"
  %".231" = select  <16 x i1> %".230", <16 x float> %".32", <16 x float> %".229"
  %".232" = load <16 x float>, <16 x float>* %"acc1_0"
  %".233" = getelementptr i8, ptr %".160", i64 0
  %".234" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".233", i32 4, <16 x i1> %".223", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".235" = fadd <16 x float> %".232", %".234"
  %".236" = fcmp olt <16 x float> %".235", %".28"
  %".237" = select  <16 x i1> %".236", <16 x float> %".28", <16 x float> %".235"
  %".238" = fcmp ogt <16 x float> %".237", %".32"
  %".239" = select  <16 x i1> %".238", <16 x float> %".32", <16 x float> %".237"
  %".240" = getelementptr i8, ptr %".154", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".231", ptr %".240", i32 4, <16 x i1> %".223")
  %".242" = getelementptr i8, ptr %".155", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".239", ptr %".242", i32 4, <16 x i1> %".223")
  br label %"claim"
store_full_choice:
  br i1 %".163", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".163", label %"store_partial_residual", label %"store_partial"
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
  %".35" = mul i64 %"batch", %"groups"
  %".36" = mul i64 %".35", %"m_tiles"
  %"total" = mul i64 %".36", %"n_panels"
  %"parts" = load i64, ptr %"schedule"
  store i64 0, i64* %"visited"
  store i64 0, i64* %"claimed"
  br label %"claim"
claim:
  %".40" = load i64, i64* %"visited"
  %".41" = icmp slt i64 %".40", %"parts"
  br i1 %".41", label %"claim_part", label %"exit"
claim_part:
  %".43" = add i64 %"part", %".40"
  %"part.1" = srem i64 %".43", %"parts"
  %".44" = mul i64 %"part.1", 8
  %".45" = add i64 8, %".44"
  %".46" = getelementptr i64, ptr %"schedule", i64 %".45"
  %".47" = add i64 %".45", 1
  %".48" = getelementptr i64, ptr %"schedule", i64 %".47"
  %"item" = atomicrmw add ptr %".46", i64 1 monotonic
  %"end" = load i64, ptr %".48"
  %".49" = icmp slt i64 %"item", %"end"
  br i1 %".49", label %"got_item", label %"next_part"
got_item:
  %".51" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".52" = add i64 %".51", 1
  store atomic i64 %".52", i64* %"claimed" monotonic, align 8
  %".54" = icmp slt i64 %"item", %"total"
  br i1 %".54", label %"work", label %"claim"
next_part:
  %".56" = add i64 %".40", 1
  store i64 %".56", i64* %"visited"
  br label %"claim"
work:
  %".63" = srem i64 %"item", %"n_panels"
  %".64" = sdiv i64 %"item", %"n_panels"
  %".65" = srem i64 %".64", %"m_tiles"
  %".66" = sdiv i64 %".64", %"m_tiles"
  %"group" = srem i64 %".66", %"groups"
  %"image" = sdiv i64 %".66", %"groups"
  %"m0" = mul i64 %".65", 2
  %"n0" = mul i64 %".63", 16
  %".67" = sub i64 %"m", %"m0"
  %".68" = icmp slt i64 %".67", 2
  %".69" = select  i1 %".68", i64 %".67", i64 2
  %".70" = sub i64 %"k", %"n0"
  %".71" = icmp slt i64 %".70", 16
  %".72" = select  i1 %".71", i64 %".70", i64 16
  %".73" = mul i64 %"image", %"a_bs"
  %".74" = mul i64 %"group", %"a_gs"
  %".75" = add i64 %".73", %".74"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".75"
  %".76" = mul i64 %"group", %"w_gs"
  %".77" = mul i64 %".63", %"w_ps"
  %".78" = add i64 %".76", %".77"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".78"
  %".79" = mul i64 %"image", %"c_bs"
  %".80" = mul i64 %"group", %"c_gs"
  %".81" = add i64 %".79", %".80"
  %".82" = mul i64 %"m0", %"ldc"
  %".83" = add i64 %".81", %".82"
  %".84" = mul i64 %"n0", 4
  %".85" = add i64 %".83", %".84"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".85"
  %".86" = getelementptr i8, ptr %"w_panel", i64 0
  %".87" = load <16 x float>, ptr %".86", align 64
  store <16 x float> %".87", <16 x float>* %"acc0_0"
  %".89" = getelementptr i8, ptr %"w_panel", i64 0
  %".90" = load <16 x float>, ptr %".89", align 64
  store <16 x float> %".90", <16 x float>* %"acc1_0"
  %".92" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".92", ptr %"w_cursor"
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
exit:
  %".59" = getelementptr i64, ptr %"schedule", i64 1
  %".60" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".61" = atomicrmw add ptr %".59", i64 %".60" release
  ret void
taps.head:
  %".96" = load i64, i64* %"taps.i"
  %".97" = icmp slt i64 %".96", %"ks"
  br i1 %".97", label %"taps.body", label %"taps.done"
taps.body:
  %".99" = sub i64 %".69", 1
  %".100" = icmp slt i64 0, %".99"
  %".101" = select  i1 %".100", i64 0, i64 %".99"
  %".102" = add i64 %"m0", %".101"
  %".103" = mul i64 %".102", %"lda"
  %"a0" = getelementptr i8, ptr %"a_base", i64 %".103"
  %".104" = icmp slt i64 1, %".99"
  %".105" = select  i1 %".104", i64 1, i64 %".99"
  %".106" = add i64 %"m0", %".105"
  %".107" = mul i64 %".106", %"lda"
  %"a1" = getelementptr i8, ptr %"a_base", i64 %".107"
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
taps.done:
  %".144" = sub i64 %".69", 1
  %".145" = icmp slt i64 0, %".144"
  %".146" = select  i1 %".145", i64 0, i64 %".144"
  %".147" = mul i64 %".146", %"ldc"
  %".148" = icmp slt i64 1, %".144"
  %".149" = select  i1 %".148", i64 1, i64 %".144"
  %".150" = mul i64 %".149", %"ldc"
  %".151" = getelementptr i8, ptr %"c_tile", i64 %".147"
  %".152" = getelementptr i8, ptr %"c_tile", i64 %".150"
  %".153" = ptrtoint ptr %"c_tile" to i64
  %".154" = ptrtoint ptr %"c" to i64
  %".155" = sub i64 %".153", %".154"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".155"
  %".156" = getelementptr i8, ptr %"r_tile", i64 %".147"
  %".157" = getelementptr i8, ptr %"r_tile", i64 %".150"
  %".158" = icmp eq i64 %".72", 16
  %".159" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".159"
  %".160" = icmp ne i64 %"residual.int", 0
  br i1 %".158", label %"store_full_choice", label %"store_partial_choice"
channels.head:
  %".110" = load i64, i64* %"channels.i"
  %".111" = icmp slt i64 %".110", %"kc"
  br i1 %".111", label %"channels.body", label %"channels.done"
channels.body:
  %".113" = load <16 x float>, <16 x float>* %"acc0_0"
  %".114" = load <16 x float>, <16 x float>* %"acc1_0"
  %".115" = load ptr, ptr %"w_cursor"
  %".116" = mul i64 %".110", 1
  %".117" = add i64 %".116", 0
  %".118" = getelementptr i8, ptr %".115", i64 0
  %".119" = getelementptr i8, ptr %".118", i64 0
  %".120" = load <16 x float>, ptr %".119", align 64
  %".121" = mul i64 %".117", 4
  %".122" = getelementptr i8, ptr %"a0", i64 %".121"
  %".123" = load float, ptr %".122", align 4
  %".124" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".123", i32 0
  %".125" = shufflevector <16 x float> %".124", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".126" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".125", <16 x float> %".120", <16 x float> %".113")
  %".127" = getelementptr i8, ptr %"a1", i64 %".121"
  %".128" = load float, ptr %".127", align 4
  %".129" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".128", i32 0
  %".130" = shufflevector <16 x float> %".129", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".131" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".130", <16 x float> %".120", <16 x float> %".114")
  store <16 x float> %".126", <16 x float>* %"acc0_0"
  store <16 x float> %".131", <16 x float>* %"acc1_0"
  %".134" = getelementptr i8, ptr %".115", i64 64
  store ptr %".134", ptr %"w_cursor"
  %".136" = load i64, i64* %"channels.i"
  %".137" = add i64 %".136", 1
  store i64 %".137", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".140" = load i64, i64* %"taps.i"
  %".141" = add i64 %".140", 1
  store i64 %".141", i64* %"taps.i"
  br label %"taps.head"
store_full:
  %".164" = load <16 x float>, <16 x float>* %"acc0_0"
  %".165" = fcmp olt <16 x float> %".164", %".28"
  %".166" = select  <16 x i1> %".165", <16 x float> %".28", <16 x float> %".164"
  %".167" = fcmp ogt <16 x float> %".166", %".32"
  %".168" = select  <16 x i1> %".167", <16 x float> %".32", <16 x float> %".166"
  %".169" = load <16 x float>, <16 x float>* %"acc1_0"
  %".170" = fcmp olt <16 x float> %".169", %".28"
  %".171" = select  <16 x i1> %".170", <16 x float> %".28", <16 x float> %".169"
  %".172" = fcmp ogt <16 x float> %".171", %".32"
  %".173" = select  <16 x i1> %".172", <16 x float> %".32", <16 x float> %".171"
  %".174" = getelementptr i8, ptr %".151", i64 0
  store <16 x float> %".168", ptr %".174", align 4
  %".176" = getelementptr i8, ptr %".152", i64 0
  store <16 x float> %".173", ptr %".176", align 4
  br label %"claim"
store_full_residual:
  %".179" = load <16 x float>, <16 x float>* %"acc0_0"
  %".180" = getelementptr i8, ptr %".156", i64 0
  %".181" = load <16 x float>, ptr %".180", align 4
  %".182" = fadd <16 x float> %".179", %".181"
  %".183" = fcmp olt <16 x float> %".182", %".28"
  %".184" = select  <16 x i1> %".183", <16 x float> %".28", <16 x float> %".182"
  %".185" = fcmp ogt <16 x float> %".184", %".32"
  %".186" = select  <16 x i1> %".185", <16 x float> %".32", <16 x float> %".184"
  %".187" = load <16 x float>, <16 x float>* %"acc1_0"
  %".188" = getelementptr i8, ptr %".157", i64 0
  %".189" = load <16 x float>, ptr %".188", align 4
  %".190" = fadd <16 x float> %".187", %".189"
  %".191" = fcmp olt <16 x float> %".190", %".28"
  %".192" = select  <16 x i1> %".191", <16 x float> %".28", <16 x float> %".190"
  %".193" = fcmp ogt <16 x float> %".192", %".32"
  %".194" = select  <16 x i1> %".193", <16 x float> %".32", <16 x float> %".192"
  %".195" = getelementptr i8, ptr %".151", i64 0
  store <16 x float> %".186", ptr %".195", align 4
  %".197" = getelementptr i8, ptr %".152", i64 0
  store <16 x float> %".194", ptr %".197", align 4
  br label %"claim"
store_partial:
  %".200" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".72", i32 0
  %".201" = shufflevector <16 x i64> %".200", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".202" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".201"
  %".203" = load <16 x float>, <16 x float>* %"acc0_0"
  %".204" = fcmp olt <16 x float> %".203", %".28"
  %".205" = select  <16 x i1> %".204", <16 x float> %".28", <16 x float> %".203"
  %".206" = fcmp ogt <16 x float> %".205", %".32"
  %".207" = select  <16 x i1> %".206", <16 x float> %".32", <16 x float> %".205"
  %".208" = load <16 x float>, <16 x float>* %"acc1_0"
  %".209" = fcmp olt <16 x float> %".208", %".28"
  %".210" = select  <16 x i1> %".209", <16 x float> %".28", <16 x float> %".208"
  %".211" = fcmp ogt <16 x float> %".210", %".32"
  %".212" = select  <16 x i1> %".211", <16 x float> %".32", <16 x float> %".210"
  %".213" = getelementptr i8, ptr %".151", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".207", ptr %".213", i32 4, <16 x i1> %".202")
  %".215" = getelementptr i8, ptr %".152", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".212", ptr %".215", i32 4, <16 x i1> %".202")
  br label %"claim"
store_partial_residual:
  %".218" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".72", i32 0
  %".219" = shufflevector <16 x i64> %".218", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".220" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".219"
  %".221" = load <16 x float>, <16 x float>* %"acc0_0"
  %".222" = getelementptr i8, ptr %".156", i64 0
  %".223" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".222", i32 4, <16 x i1> %".220", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".224" = fadd <16 x float> %".221", %".223"
  %".225" = fcmp olt <16 x float> %".224", %".28"
  %".226" = select  <16 x i1> %".225", <16 x float> %".28", <16 x float> %".224"
  %".227" = fcmp ogt <16 x float> %".226", %".32"
  %".228" = select  <16 x i1> %".227", <16 x float> %".32", <16 x float> %".226"
  %".229" = load <16 x float>, <16 x float>* %"acc1_0"
  %".230" = getelementptr i8, ptr %".157", i64 0
  %".231" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".230", i32 4, <16 x i1> %".220", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".232" = fadd <16 x float> %".229", %".231"
  %".233" = fcmp olt <16 x float> %".232", %".28"
  %".234" = select  <16 x i1> %".233", <16 x float> %".28", <16 x float> %".232"
  %".235" = fcmp ogt <16 x float> %".234", %".32"
  %".236" = select  <16 x i1> %".235", <16 x float> %".32", <16 x float> %".234"
  %".237" = getelementptr i8, ptr %".151", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".228", ptr %".237", i32 4, <16 x i1> %".220")
  %".239" = getelementptr i8, ptr %".152", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".236", ptr %".239", i32 4, <16 x i1> %".220")
  br label %"claim"
store_full_choice:
  br i1 %".160", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".160", label %"store_partial_residual", label %"store_partial"
}
