; ixconv kernel module, spec: GemmSpec(isa='avx512', mr=2, nr=16, unroll=1, order='panel_inner', broadcast='register', k_block=0, epilogue=(), dot='fma')
; ModuleID = "f32_gemm_2x16_avx512_u1"
target triple = ""
target datalayout = ""

define void @"f32_gemm_2x16_avx512_u1_igemm"(ptr noalias %"args", ptr %"schedule", i64 %"part")
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
  %".37" = mul i64 %"batch", %"groups"
  %".38" = mul i64 %".37", %"m_tiles"
  %"total" = mul i64 %".38", %"n_panels"
  %"parts" = load i64, ptr %"schedule"
  store i64 0, i64* %"visited"
  store i64 0, i64* %"claimed"
  store i64 0, i64* %"batch_next"
  store i64 0, i64* %"batch_end"
  br label %"claim"
claim:
  %".44" = load i64, i64* %"batch_next"
  %".45" = load i64, i64* %"batch_end"
  %".46" = icmp slt i64 %".44", %".45"
  br i1 %".46", label %"got_item", label %"claim_batch"
claim_batch:
  %".48" = load i64, i64* %"visited"
  %".49" = icmp slt i64 %".48", %"parts"
  br i1 %".49", label %"claim_part", label %"exit"
claim_part:
  %".51" = add i64 %"part", %".48"
  %"part.1" = srem i64 %".51", %"parts"
  %".52" = mul i64 %"part.1", 8
  %".53" = add i64 8, %".52"
  %".54" = getelementptr i64, ptr %"schedule", i64 %".53"
  %".55" = add i64 %".53", 1
  %".56" = getelementptr i64, ptr %"schedule", i64 %".55"
  %"end" = load i64, ptr %".56"
  %".57" = load atomic i64, ptr %".54" monotonic, align 8
  %".58" = sub i64 %"end", %".57"
  %".59" = ashr i64 %".58", 3
  %".60" = icmp slt i64 %".59", 16
  %".61" = select  i1 %".60", i64 %".59", i64 16
  %".62" = icmp sgt i64 %".61", 1
  %".63" = select  i1 %".62", i64 %".61", i64 1
  %"first" = atomicrmw add ptr %".54", i64 %".63" monotonic
  %".64" = icmp slt i64 %"first", %"end"
  br i1 %".64", label %"got_batch", label %"next_part"
got_batch:
  store i64 %"first", i64* %"batch_next"
  %".67" = add i64 %"first", %".63"
  %".68" = icmp slt i64 %".67", %"end"
  %".69" = select  i1 %".68", i64 %".67", i64 %"end"
  store i64 %".69", i64* %"batch_end"
  br label %"claim"
got_item:
  %".72" = add i64 %".44", 1
  store i64 %".72", i64* %"batch_next"
  %".74" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".75" = add i64 %".74", 1
  store atomic i64 %".75", i64* %"claimed" monotonic, align 8
  %".77" = icmp slt i64 %".44", %"total"
  br i1 %".77", label %"work", label %"claim"
next_part:
  %".79" = add i64 %".48", 1
  store i64 %".79", i64* %"visited"
  br label %"claim"
work:
  %".86" = srem i64 %".44", %"n_panels"
  %".87" = sdiv i64 %".44", %"n_panels"
  %".88" = srem i64 %".87", %"m_tiles"
  %".89" = sdiv i64 %".87", %"m_tiles"
  %"group" = srem i64 %".89", %"groups"
  %"image" = sdiv i64 %".89", %"groups"
  %".90" = mul i64 %"image", %"a_bs"
  %".91" = mul i64 %"group", %"a_gs"
  %".92" = add i64 %".90", %".91"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".92"
  %".93" = mul i64 %"group", %"w_gs"
  %".94" = mul i64 %".86", %"w_ps"
  %".95" = add i64 %".93", %".94"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".95"
  %"n0" = mul i64 %".86", 16
  %".96" = sub i64 %"k", %"n0"
  %".97" = icmp slt i64 %".96", 16
  %".98" = select  i1 %".97", i64 %".96", i64 16
  %".99" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".99"
  %".100" = icmp ne i64 %"residual.int", 0
  %"m0" = mul i64 %".88", 2
  %".101" = sub i64 %"m", %"m0"
  %".102" = icmp slt i64 %".101", 2
  %".103" = select  i1 %".102", i64 %".101", i64 2
  %".104" = mul i64 %"image", %"c_bs"
  %".105" = mul i64 %"group", %"c_gs"
  %".106" = add i64 %".104", %".105"
  %".107" = mul i64 %"n0", 4
  %".108" = add i64 %".106", %".107"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".108"
  %".109" = sub i64 %".103", 1
  %".110" = getelementptr i8, ptr %"w_panel", i64 0
  %".111" = load <16 x float>, ptr %".110", align 64
  store <16 x float> %".111", <16 x float>* %"acc0_0"
  %".113" = getelementptr i8, ptr %"w_panel", i64 0
  %".114" = load <16 x float>, ptr %".113", align 64
  store <16 x float> %".114", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  store i64 0, i64* %"since_flush"
  %".120" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".120", ptr %"w_cursor"
  %".122" = mul i64 %"ks", %"kc"
  %".123" = icmp sgt i64 %".122", 128
  br i1 %".123", label %"work.if", label %"work.else"
exit:
  %".82" = getelementptr i64, ptr %"schedule", i64 1
  %".83" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".84" = atomicrmw add ptr %".82", i64 %".83" release
  ret void
work.if:
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
work.else:
  store i64 0, i64* %"taps_short.i"
  br label %"taps_short.head"
work.endif:
  %".280" = load i1, i1* %"flushed"
  br i1 %".280", label %"work.endif.if", label %"work.endif.endif"
taps.head:
  %".127" = load i64, i64* %"taps.i"
  %".128" = icmp slt i64 %".127", %"ks"
  br i1 %".128", label %"taps.body", label %"taps.done"
taps.body:
  %".130" = mul i64 %"ks", 2
  %".131" = mul i64 %".88", %".130"
  %".132" = mul i64 %".127", 2
  %".133" = add i64 %".131", %".132"
  %".134" = add i64 %".133", 0
  %".135" = getelementptr i64, ptr %"ind", i64 %".134"
  %"off0" = load i64, ptr %".135"
  %".136" = icmp slt i64 %"off0", 0
  %".137" = getelementptr i8, ptr %"a_base", i64 %"off0"
  %"a0" = select  i1 %".136", ptr %"zero", ptr %".137"
  %".138" = add i64 %".133", 1
  %".139" = getelementptr i64, ptr %"ind", i64 %".138"
  %"off1" = load i64, ptr %".139"
  %".140" = icmp slt i64 %"off1", 0
  %".141" = and i1 %".136", %".140"
  %".142" = getelementptr i8, ptr %"a_base", i64 %"off1"
  %"a1" = select  i1 %".140", ptr %"zero", ptr %".142"
  %".143" = mul i64 %".127", %"kc"
  %".144" = mul i64 %".143", 64
  %".145" = getelementptr i8, ptr %".120", i64 %".144"
  store ptr %".145", ptr %"w_cursor"
  br i1 %".141", label %"tap_done", label %"tap_work"
taps.done:
  br label %"work.endif"
tap_work:
  %".148" = add i64 %"kc", 127
  %"chunks" = sdiv i64 %".148", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
tap_done:
  %".213" = load i64, i64* %"taps.i"
  %".214" = add i64 %".213", 1
  store i64 %".214", i64* %"taps.i"
  br label %"taps.head"
channel_chunks.head:
  %".151" = load i64, i64* %"channel_chunks.i"
  %".152" = icmp slt i64 %".151", %"chunks"
  br i1 %".152", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".151", 128
  %".154" = sub i64 %"kc", %"chunk_lo"
  %".155" = icmp slt i64 %".154", 128
  %".156" = select  i1 %".155", i64 %".154", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  br label %"tap_done"
channels.head:
  %".159" = load i64, i64* %"channels.i"
  %".160" = icmp slt i64 %".159", %".156"
  br i1 %".160", label %"channels.body", label %"channels.done"
channels.body:
  %".162" = load <16 x float>, <16 x float>* %"acc0_0"
  %".163" = load <16 x float>, <16 x float>* %"acc1_0"
  %".164" = load ptr, ptr %"w_cursor"
  %".165" = mul i64 %".159", 1
  %".166" = add i64 %".165", 0
  %".167" = add i64 %"chunk_lo", %".166"
  %".168" = getelementptr i8, ptr %".164", i64 0
  %".169" = getelementptr i8, ptr %".168", i64 0
  %".170" = load <16 x float>, ptr %".169", align 64
  %".171" = mul i64 %".167", 4
  %".172" = getelementptr i8, ptr %"a0", i64 %".171"
  %".173" = load float, ptr %".172", align 4
  %".174" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".173", i32 0
  %".175" = shufflevector <16 x float> %".174", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".176" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".175", <16 x float> %".170", <16 x float> %".162")
  %".177" = getelementptr i8, ptr %"a1", i64 %".171"
  %".178" = load float, ptr %".177", align 4
  %".179" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".178", i32 0
  %".180" = shufflevector <16 x float> %".179", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".181" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".180", <16 x float> %".170", <16 x float> %".163")
  store <16 x float> %".176", <16 x float>* %"acc0_0"
  store <16 x float> %".181", <16 x float>* %"acc1_0"
  %".184" = getelementptr i8, ptr %".164", i64 64
  store ptr %".184", ptr %"w_cursor"
  %".186" = load i64, i64* %"channels.i"
  %".187" = add i64 %".186", 1
  store i64 %".187", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".190" = load i64, i64* %"since_flush"
  %".191" = add i64 %".190", %".156"
  store i64 %".191", i64* %"since_flush"
  %".193" = icmp sge i64 %".191", 128
  br i1 %".193", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".195" = load <16 x float>, <16 x float>* %"total0_0"
  %".196" = load <16 x float>, <16 x float>* %"acc0_0"
  %".197" = fadd <16 x float> %".195", %".196"
  store <16 x float> %".197", <16 x float>* %"total0_0"
  %".199" = load <16 x float>, <16 x float>* %"total1_0"
  %".200" = load <16 x float>, <16 x float>* %"acc1_0"
  %".201" = fadd <16 x float> %".199", %".200"
  store <16 x float> %".201", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".208" = load i64, i64* %"channel_chunks.i"
  %".209" = add i64 %".208", 1
  store i64 %".209", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".220" = load i64, i64* %"taps_short.i"
  %".221" = icmp slt i64 %".220", %"ks"
  br i1 %".221", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".223" = mul i64 %"ks", 2
  %".224" = mul i64 %".88", %".223"
  %".225" = mul i64 %".220", 2
  %".226" = add i64 %".224", %".225"
  %".227" = add i64 %".226", 0
  %".228" = getelementptr i64, ptr %"ind", i64 %".227"
  %"off0.1" = load i64, ptr %".228"
  %".229" = icmp slt i64 %"off0.1", 0
  %".230" = getelementptr i8, ptr %"a_base", i64 %"off0.1"
  %"a0.1" = select  i1 %".229", ptr %"zero", ptr %".230"
  %".231" = add i64 %".226", 1
  %".232" = getelementptr i64, ptr %"ind", i64 %".231"
  %"off1.1" = load i64, ptr %".232"
  %".233" = icmp slt i64 %"off1.1", 0
  %".234" = and i1 %".229", %".233"
  %".235" = getelementptr i8, ptr %"a_base", i64 %"off1.1"
  %"a1.1" = select  i1 %".233", ptr %"zero", ptr %".235"
  %".236" = mul i64 %".220", %"kc"
  %".237" = mul i64 %".236", 64
  %".238" = getelementptr i8, ptr %".120", i64 %".237"
  store ptr %".238", ptr %"w_cursor"
  br i1 %".234", label %"tap_done.1", label %"tap_work.1"
taps_short.done:
  br label %"work.endif"
tap_work.1:
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
tap_done.1:
  %".275" = load i64, i64* %"taps_short.i"
  %".276" = add i64 %".275", 1
  store i64 %".276", i64* %"taps_short.i"
  br label %"taps_short.head"
channels.head.1:
  %".243" = load i64, i64* %"channels.i.1"
  %".244" = icmp slt i64 %".243", %"kc"
  br i1 %".244", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".246" = load <16 x float>, <16 x float>* %"acc0_0"
  %".247" = load <16 x float>, <16 x float>* %"acc1_0"
  %".248" = load ptr, ptr %"w_cursor"
  %".249" = mul i64 %".243", 1
  %".250" = add i64 %".249", 0
  %".251" = add i64 0, %".250"
  %".252" = getelementptr i8, ptr %".248", i64 0
  %".253" = getelementptr i8, ptr %".252", i64 0
  %".254" = load <16 x float>, ptr %".253", align 64
  %".255" = mul i64 %".251", 4
  %".256" = getelementptr i8, ptr %"a0.1", i64 %".255"
  %".257" = load float, ptr %".256", align 4
  %".258" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".257", i32 0
  %".259" = shufflevector <16 x float> %".258", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".260" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".259", <16 x float> %".254", <16 x float> %".246")
  %".261" = getelementptr i8, ptr %"a1.1", i64 %".255"
  %".262" = load float, ptr %".261", align 4
  %".263" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".262", i32 0
  %".264" = shufflevector <16 x float> %".263", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".265" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".264", <16 x float> %".254", <16 x float> %".247")
  store <16 x float> %".260", <16 x float>* %"acc0_0"
  store <16 x float> %".265", <16 x float>* %"acc1_0"
  %".268" = getelementptr i8, ptr %".248", i64 64
  store ptr %".268", ptr %"w_cursor"
  %".270" = load i64, i64* %"channels.i.1"
  %".271" = add i64 %".270", 1
  store i64 %".271", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  br label %"tap_done.1"
work.endif.if:
  %".282" = load <16 x float>, <16 x float>* %"total0_0"
  %".283" = load <16 x float>, <16 x float>* %"acc0_0"
  %".284" = fadd <16 x float> %".282", %".283"
  store <16 x float> %".284", <16 x float>* %"total0_0"
  %".286" = load <16 x float>, <16 x float>* %"total1_0"
  %".287" = load <16 x float>, <16 x float>* %"acc1_0"
  %".288" = fadd <16 x float> %".286", %".287"
  store <16 x float> %".288", <16 x float>* %"total1_0"
  %".290" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".290", <16 x float>* %"acc0_0"
  %".292" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".292", <16 x float>* %"acc1_0"
  br label %"work.endif.endif"
work.endif.endif:
  %".295" = icmp slt i64 0, %".109"
  %".296" = select  i1 %".295", i64 0, i64 %".109"
  %".297" = add i64 %"m0", %".296"
  %".298" = icmp slt i64 1, %".109"
  %".299" = select  i1 %".298", i64 1, i64 %".109"
  %".300" = add i64 %"m0", %".299"
  br i1 %"grid", label %"work.endif.endif.if", label %"work.endif.endif.else"
work.endif.endif.if:
  %".302" = sdiv i64 %".297", %"row_pixels"
  %".303" = mul i64 %".302", %"row_stride"
  %".304" = srem i64 %".297", %"row_pixels"
  %".305" = mul i64 %".304", %"ldc"
  %".306" = add i64 %".303", %".305"
  %".307" = sdiv i64 %".300", %"row_pixels"
  %".308" = mul i64 %".307", %"row_stride"
  %".309" = srem i64 %".300", %"row_pixels"
  %".310" = mul i64 %".309", %"ldc"
  %".311" = add i64 %".308", %".310"
  br label %"work.endif.endif.endif"
work.endif.endif.else:
  %".313" = mul i64 %".297", %"ldc"
  %".314" = mul i64 %".300", %"ldc"
  br label %"work.endif.endif.endif"
work.endif.endif.endif:
  %".316" = phi  i64 [%".306", %"work.endif.endif.if"], [%".313", %"work.endif.endif.else"]
  %".317" = phi  i64 [%".311", %"work.endif.endif.if"], [%".314", %"work.endif.endif.else"]
  %".318" = getelementptr i8, ptr %"c_tile", i64 %".316"
  %".319" = getelementptr i8, ptr %"c_tile", i64 %".317"
  %".320" = ptrtoint ptr %"c_tile" to i64
  %".321" = ptrtoint ptr %"c" to i64
  %".322" = sub i64 %".320", %".321"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".322"
  %".323" = getelementptr i8, ptr %"r_tile", i64 %".316"
  %".324" = getelementptr i8, ptr %"r_tile", i64 %".317"
  %".325" = icmp eq i64 %".98", 16
  br i1 %".325", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".329" = load <16 x float>, <16 x float>* %"acc0_0"
  %".330" = fcmp olt <16 x float> %".329", %".30"
  %".331" = select  <16 x i1> %".330", <16 x float> %".30", <16 x float> %".329"
  %".332" = fcmp ogt <16 x float> %".331", %".34"
  %".333" = select  <16 x i1> %".332", <16 x float> %".34", <16 x float> %".331"
  %".334" = load <16 x float>, <16 x float>* %"acc1_0"
  %".335" = fcmp olt <16 x float> %".334", %".30"
  %".336" = select  <16 x i1> %".335", <16 x float> %".30", <16 x float> %".334"
  %".337" = fcmp ogt <16 x float> %".336", %".34"
  %".338" = select  <16 x i1> %".337", <16 x float> %".34", <16 x float> %".336"
  %".339" = getelementptr i8, ptr %".318", i64 0
  store <16 x float> %".333", ptr %".339", align 4
  %".341" = getelementptr i8, ptr %".319", i64 0
  store <16 x float> %".338", ptr %".341", align 4
  br label %"claim"
store_full_residual:
  %".344" = load <16 x float>, <16 x float>* %"acc0_0"
  %".345" = getelementptr i8, ptr %".323", i64 0
  %".346" = load <16 x float>, ptr %".345", align 4
  %".347" = fadd <16 x float> %".344", %".346"
  %".348" = fcmp olt <16 x float> %".347", %".30"
  %".349" = select  <16 x i1> %".348", <16 x float> %".30", <16 x float> %".347"
  %".350" = fcmp ogt <16 x float> %".349", %".34"
  %".351" = select  <16 x i1> %".350", <16 x float> %".34", <16 x float> %".349"
  %".352" = load <16 x float>, <16 x float>* %"acc1_0"
  %".353" = getelementptr i8, ptr %".324", i64 0
  %".354" = load <16 x float>, ptr %".353", align 4
  %".355" = fadd <16 x float> %".352", %".354"
  %".356" = fcmp olt <16 x float> %".355", %".30"
  %".357" = select  <16 x i1> %".356", <16 x float> %".30", <16 x float> %".355"
  %".358" = fcmp ogt <16 x float> %".357", %".34"
  %".359" = select  <16 x i1> %".358", <16 x float> %".34", <16 x float> %".357"
  %".360" = getelementptr i8, ptr %".318", i64 0
  store <16 x float> %".351", ptr %".360", align 4
  %".362" = getelementptr i8, ptr %".319", i64 0
  store <16 x float> %".359", ptr %".362", align 4
  br label %"claim"
store_partial:
  %".365" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".98", i32 0
  %".366" = shufflevector <16 x i64> %".365", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".367" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".366"
  %".368" = load <16 x float>, <16 x float>* %"acc0_0"
  %".369" = fcmp olt <16 x float> %".368", %".30"
  %".370" = select  <16 x i1> %".369", <16 x float> %".30", <16 x float> %".368"
  %".371" = fcmp ogt <16 x float> %".370", %".34"
  %".372" = select  <16 x i1> %".371", <16 x float> %".34", <16 x float> %".370"
  %".373" = load <16 x float>, <16 x float>* %"acc1_0"
  %".374" = fcmp olt <16 x float> %".373", %".30"
  %".375" = select  <16 x i1> %".374", <16 x float> %".30", <16 x float> %".373"
  %".376" = fcmp ogt <16 x float> %".375", %".34"
  %".377" = select  <16 x i1> %".376", <16 x float> %".34", <16 x float> %".375"
  %".378" = getelementptr i8, ptr %".318", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".372", ptr %".378", i32 4, <16 x i1> %".367")
  %".380" = getelementptr i8, ptr %".319", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".377", ptr %".380", i32 4, <16 x i1> %".367")
  br label %"claim"
store_partial_residual:
  %".383" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".98", i32 0
  %".384" = shufflevector <16 x i64> %".383", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".385" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".384"
  %".386" = load <16 x float>, <16 x float>* %"acc0_0"
  %".387" = getelementptr i8, ptr %".323", i64 0
  %".388" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".387", i32 4, <16 x i1> %".385", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".389" = fadd <16 x float> %".386", %".388"
  %".390" = fcmp olt <16 x float> %".389", %".30"
  %".391" = select  <16 x i1> %".390", <16 x float> %".30", <16 x float> %".389"
  %".392" = fcmp ogt <16 x float> %".391", %".34"
  %".393" = select  <16 x i1> %".392", <16 x float> %".34", <16 x float> %".391"
  %".394" = load <16 x float>, <16 x float>* %"acc1_0"
  %".395" = getelementptr i8, ptr %".324", i64 0
  %".396" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".395", i32 4, <16 x i1> %".385", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".397" = fadd <16 x float> %".394", %".396"
  %".398" = fcmp olt <16 x float> %".397", %".30"
  %".399" = select  <16 x i1> %".398", <16 x float> %".30", <16 x float> %".397"
  %".400" = fcmp ogt <16 x float> %".399", %".34"
  %".401" = select  <16 x i1> %".400", <16 x float> %".34", <16 x float> %".399"
  %".402" = getelementptr i8, ptr %".318", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".393", ptr %".402", i32 4, <16 x i1> %".385")
  %".404" = getelementptr i8, ptr %".319", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".401", ptr %".404", i32 4, <16 x i1> %".385")
  br label %"claim"
store_full_choice:
  br i1 %".100", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".100", label %"store_partial_residual", label %"store_partial"
}

declare void @"llvm.masked.store.v16f32.p0"(<16 x float> %".1", ptr %".2", i32 %".3", <16 x i1> %".4")

declare <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".1", i32 %".2", <16 x i1> %".3", <16 x float> %".4")

declare <16 x float> @"llvm.fma.v16f32"(<16 x float> %".1", <16 x float> %".2", <16 x float> %".3")

define void @"f32_gemm_2x16_avx512_u1_gemm"(ptr noalias %"args", ptr %"schedule", i64 %"part")
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
  %".37" = mul i64 %"batch", %"groups"
  %".38" = mul i64 %".37", %"m_tiles"
  %"total" = mul i64 %".38", %"n_panels"
  %"parts" = load i64, ptr %"schedule"
  store i64 0, i64* %"visited"
  store i64 0, i64* %"claimed"
  store i64 0, i64* %"batch_next"
  store i64 0, i64* %"batch_end"
  br label %"claim"
claim:
  %".44" = load i64, i64* %"batch_next"
  %".45" = load i64, i64* %"batch_end"
  %".46" = icmp slt i64 %".44", %".45"
  br i1 %".46", label %"got_item", label %"claim_batch"
claim_batch:
  %".48" = load i64, i64* %"visited"
  %".49" = icmp slt i64 %".48", %"parts"
  br i1 %".49", label %"claim_part", label %"exit"
claim_part:
  %".51" = add i64 %"part", %".48"
  %"part.1" = srem i64 %".51", %"parts"
  %".52" = mul i64 %"part.1", 8
  %".53" = add i64 8, %".52"
  %".54" = getelementptr i64, ptr %"schedule", i64 %".53"
  %".55" = add i64 %".53", 1
  %".56" = getelementptr i64, ptr %"schedule", i64 %".55"
  %"end" = load i64, ptr %".56"
  %".57" = load atomic i64, ptr %".54" monotonic, align 8
  %".58" = sub i64 %"end", %".57"
  %".59" = ashr i64 %".58", 3
  %".60" = icmp slt i64 %".59", 16
  %".61" = select  i1 %".60", i64 %".59", i64 16
  %".62" = icmp sgt i64 %".61", 1
  %".63" = select  i1 %".62", i64 %".61", i64 1
  %"first" = atomicrmw add ptr %".54", i64 %".63" monotonic
  %".64" = icmp slt i64 %"first", %"end"
  br i1 %".64", label %"got_batch", label %"next_part"
got_batch:
  store i64 %"first", i64* %"batch_next"
  %".67" = add i64 %"first", %".63"
  %".68" = icmp slt i64 %".67", %"end"
  %".69" = select  i1 %".68", i64 %".67", i64 %"end"
  store i64 %".69", i64* %"batch_end"
  br label %"claim"
got_item:
  %".72" = add i64 %".44", 1
  store i64 %".72", i64* %"batch_next"
  %".74" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".75" = add i64 %".74", 1
  store atomic i64 %".75", i64* %"claimed" monotonic, align 8
  %".77" = icmp slt i64 %".44", %"total"
  br i1 %".77", label %"work", label %"claim"
next_part:
  %".79" = add i64 %".48", 1
  store i64 %".79", i64* %"visited"
  br label %"claim"
work:
  %".86" = srem i64 %".44", %"n_panels"
  %".87" = sdiv i64 %".44", %"n_panels"
  %".88" = srem i64 %".87", %"m_tiles"
  %".89" = sdiv i64 %".87", %"m_tiles"
  %"group" = srem i64 %".89", %"groups"
  %"image" = sdiv i64 %".89", %"groups"
  %".90" = mul i64 %"image", %"a_bs"
  %".91" = mul i64 %"group", %"a_gs"
  %".92" = add i64 %".90", %".91"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".92"
  %".93" = mul i64 %"group", %"w_gs"
  %".94" = mul i64 %".86", %"w_ps"
  %".95" = add i64 %".93", %".94"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".95"
  %"n0" = mul i64 %".86", 16
  %".96" = sub i64 %"k", %"n0"
  %".97" = icmp slt i64 %".96", 16
  %".98" = select  i1 %".97", i64 %".96", i64 16
  %".99" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".99"
  %".100" = icmp ne i64 %"residual.int", 0
  %"m0" = mul i64 %".88", 2
  %".101" = sub i64 %"m", %"m0"
  %".102" = icmp slt i64 %".101", 2
  %".103" = select  i1 %".102", i64 %".101", i64 2
  %".104" = mul i64 %"image", %"c_bs"
  %".105" = mul i64 %"group", %"c_gs"
  %".106" = add i64 %".104", %".105"
  %".107" = mul i64 %"n0", 4
  %".108" = add i64 %".106", %".107"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".108"
  %".109" = sub i64 %".103", 1
  %".110" = getelementptr i8, ptr %"w_panel", i64 0
  %".111" = load <16 x float>, ptr %".110", align 64
  store <16 x float> %".111", <16 x float>* %"acc0_0"
  %".113" = getelementptr i8, ptr %"w_panel", i64 0
  %".114" = load <16 x float>, ptr %".113", align 64
  store <16 x float> %".114", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  store i64 0, i64* %"since_flush"
  %".120" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".120", ptr %"w_cursor"
  %".122" = mul i64 %"ks", %"kc"
  %".123" = icmp sgt i64 %".122", 128
  br i1 %".123", label %"work.if", label %"work.else"
exit:
  %".82" = getelementptr i64, ptr %"schedule", i64 1
  %".83" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".84" = atomicrmw add ptr %".82", i64 %".83" release
  ret void
work.if:
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
work.else:
  store i64 0, i64* %"taps_short.i"
  br label %"taps_short.head"
work.endif:
  %".266" = load i1, i1* %"flushed"
  br i1 %".266", label %"work.endif.if", label %"work.endif.endif"
taps.head:
  %".127" = load i64, i64* %"taps.i"
  %".128" = icmp slt i64 %".127", %"ks"
  br i1 %".128", label %"taps.body", label %"taps.done"
taps.body:
  %".130" = icmp slt i64 0, %".109"
  %".131" = select  i1 %".130", i64 0, i64 %".109"
  %".132" = add i64 %"m0", %".131"
  %".133" = mul i64 %".132", %"lda"
  %"a0" = getelementptr i8, ptr %"a_base", i64 %".133"
  %".134" = icmp slt i64 1, %".109"
  %".135" = select  i1 %".134", i64 1, i64 %".109"
  %".136" = add i64 %"m0", %".135"
  %".137" = mul i64 %".136", %"lda"
  %"a1" = getelementptr i8, ptr %"a_base", i64 %".137"
  %".138" = mul i64 %".127", %"kc"
  %".139" = mul i64 %".138", 64
  %".140" = getelementptr i8, ptr %".120", i64 %".139"
  store ptr %".140", ptr %"w_cursor"
  %".142" = add i64 %"kc", 127
  %"chunks" = sdiv i64 %".142", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps.done:
  br label %"work.endif"
channel_chunks.head:
  %".145" = load i64, i64* %"channel_chunks.i"
  %".146" = icmp slt i64 %".145", %"chunks"
  br i1 %".146", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".145", 128
  %".148" = sub i64 %"kc", %"chunk_lo"
  %".149" = icmp slt i64 %".148", 128
  %".150" = select  i1 %".149", i64 %".148", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  %".206" = load i64, i64* %"taps.i"
  %".207" = add i64 %".206", 1
  store i64 %".207", i64* %"taps.i"
  br label %"taps.head"
channels.head:
  %".153" = load i64, i64* %"channels.i"
  %".154" = icmp slt i64 %".153", %".150"
  br i1 %".154", label %"channels.body", label %"channels.done"
channels.body:
  %".156" = load <16 x float>, <16 x float>* %"acc0_0"
  %".157" = load <16 x float>, <16 x float>* %"acc1_0"
  %".158" = load ptr, ptr %"w_cursor"
  %".159" = mul i64 %".153", 1
  %".160" = add i64 %".159", 0
  %".161" = add i64 %"chunk_lo", %".160"
  %".162" = getelementptr i8, ptr %".158", i64 0
  %".163" = getelementptr i8, ptr %".162", i64 0
  %".164" = load <16 x float>, ptr %".163", align 64
  %".165" = mul i64 %".161", 4
  %".166" = getelementptr i8, ptr %"a0", i64 %".165"
  %".167" = load float, ptr %".166", align 4
  %".168" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".167", i32 0
  %".169" = shufflevector <16 x float> %".168", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".170" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".169", <16 x float> %".164", <16 x float> %".156")
  %".171" = getelementptr i8, ptr %"a1", i64 %".165"
  %".172" = load float, ptr %".171", align 4
  %".173" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".172", i32 0
  %".174" = shufflevector <16 x float> %".173", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".175" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".174", <16 x float> %".164", <16 x float> %".157")
  store <16 x float> %".170", <16 x float>* %"acc0_0"
  store <16 x float> %".175", <16 x float>* %"acc1_0"
  %".178" = getelementptr i8, ptr %".158", i64 64
  store ptr %".178", ptr %"w_cursor"
  %".180" = load i64, i64* %"channels.i"
  %".181" = add i64 %".180", 1
  store i64 %".181", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".184" = load i64, i64* %"since_flush"
  %".185" = add i64 %".184", %".150"
  store i64 %".185", i64* %"since_flush"
  %".187" = icmp sge i64 %".185", 128
  br i1 %".187", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".189" = load <16 x float>, <16 x float>* %"total0_0"
  %".190" = load <16 x float>, <16 x float>* %"acc0_0"
  %".191" = fadd <16 x float> %".189", %".190"
  store <16 x float> %".191", <16 x float>* %"total0_0"
  %".193" = load <16 x float>, <16 x float>* %"total1_0"
  %".194" = load <16 x float>, <16 x float>* %"acc1_0"
  %".195" = fadd <16 x float> %".193", %".194"
  store <16 x float> %".195", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".202" = load i64, i64* %"channel_chunks.i"
  %".203" = add i64 %".202", 1
  store i64 %".203", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".213" = load i64, i64* %"taps_short.i"
  %".214" = icmp slt i64 %".213", %"ks"
  br i1 %".214", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".216" = icmp slt i64 0, %".109"
  %".217" = select  i1 %".216", i64 0, i64 %".109"
  %".218" = add i64 %"m0", %".217"
  %".219" = mul i64 %".218", %"lda"
  %"a0.1" = getelementptr i8, ptr %"a_base", i64 %".219"
  %".220" = icmp slt i64 1, %".109"
  %".221" = select  i1 %".220", i64 1, i64 %".109"
  %".222" = add i64 %"m0", %".221"
  %".223" = mul i64 %".222", %"lda"
  %"a1.1" = getelementptr i8, ptr %"a_base", i64 %".223"
  %".224" = mul i64 %".213", %"kc"
  %".225" = mul i64 %".224", 64
  %".226" = getelementptr i8, ptr %".120", i64 %".225"
  store ptr %".226", ptr %"w_cursor"
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
taps_short.done:
  br label %"work.endif"
channels.head.1:
  %".230" = load i64, i64* %"channels.i.1"
  %".231" = icmp slt i64 %".230", %"kc"
  br i1 %".231", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".233" = load <16 x float>, <16 x float>* %"acc0_0"
  %".234" = load <16 x float>, <16 x float>* %"acc1_0"
  %".235" = load ptr, ptr %"w_cursor"
  %".236" = mul i64 %".230", 1
  %".237" = add i64 %".236", 0
  %".238" = add i64 0, %".237"
  %".239" = getelementptr i8, ptr %".235", i64 0
  %".240" = getelementptr i8, ptr %".239", i64 0
  %".241" = load <16 x float>, ptr %".240", align 64
  %".242" = mul i64 %".238", 4
  %".243" = getelementptr i8, ptr %"a0.1", i64 %".242"
  %".244" = load float, ptr %".243", align 4
  %".245" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".244", i32 0
  %".246" = shufflevector <16 x float> %".245", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".247" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".246", <16 x float> %".241", <16 x float> %".233")
  %".248" = getelementptr i8, ptr %"a1.1", i64 %".242"
  %".249" = load float, ptr %".248", align 4
  %".250" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".249", i32 0
  %".251" = shufflevector <16 x float> %".250", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".252" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".251", <16 x float> %".241", <16 x float> %".234")
  store <16 x float> %".247", <16 x float>* %"acc0_0"
  store <16 x float> %".252", <16 x float>* %"acc1_0"
  %".255" = getelementptr i8, ptr %".235", i64 64
  store ptr %".255", ptr %"w_cursor"
  %".257" = load i64, i64* %"channels.i.1"
  %".258" = add i64 %".257", 1
  store i64 %".258", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  %".261" = load i64, i64* %"taps_short.i"
  %".262" = add i64 %".261", 1
  store i64 %".262", i64* %"taps_short.i"
  br label %"taps_short.head"
work.endif.if:
  %".268" = load <16 x float>, <16 x float>* %"total0_0"
  %".269" = load <16 x float>, <16 x float>* %"acc0_0"
  %".270" = fadd <16 x float> %".268", %".269"
  store <16 x float> %".270", <16 x float>* %"total0_0"
  %".272" = load <16 x float>, <16 x float>* %"total1_0"
  %".273" = load <16 x float>, <16 x float>* %"acc1_0"
  %".274" = fadd <16 x float> %".272", %".273"
  store <16 x float> %".274", <16 x float>* %"total1_0"
  %".276" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".276", <16 x float>* %"acc0_0"
  %".278" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".278", <16 x float>* %"acc1_0"
  br label %"work.endif.endif"
work.endif.endif:
  %".281" = icmp slt i64 0, %".109"
  %".282" = select  i1 %".281", i64 0, i64 %".109"
  %".283" = add i64 %"m0", %".282"
  %".284" = icmp slt i64 1, %".109"
  %".285" = select  i1 %".284", i64 1, i64 %".109"
  %".286" = add i64 %"m0", %".285"
  br i1 %"grid", label %"work.endif.endif.if", label %"work.endif.endif.else"
work.endif.endif.if:
  %".288" = sdiv i64 %".283", %"row_pixels"
  %".289" = mul i64 %".288", %"row_stride"
  %".290" = srem i64 %".283", %"row_pixels"
  %".291" = mul i64 %".290", %"ldc"
  %".292" = add i64 %".289", %".291"
  %".293" = sdiv i64 %".286", %"row_pixels"
  %".294" = mul i64 %".293", %"row_stride"
  %".295" = srem i64 %".286", %"row_pixels"
  %".296" = mul i64 %".295", %"ldc"
  %".297" = add i64 %".294", %".296"
  br label %"work.endif.endif.endif"
work.endif.endif.else:
  %".299" = mul i64 %".283", %"ldc"
  %".300" = mul i64 %".286", %"ldc"
  br label %"work.endif.endif.endif"
work.endif.endif.endif:
  %".302" = phi  i64 [%".292", %"work.endif.endif.if"], [%".299", %"work.endif.endif.else"]
  %".303" = phi  i64 [%".297", %"work.endif.endif.if"], [%".300", %"work.endif.endif.else"]
  %".304" = getelementptr i8, ptr %"c_tile", i64 %".302"
  %".305" = getelementptr i8, ptr %"c_tile", i64 %".303"
  %".306" = ptrtoint ptr %"c_tile" to i64
  %".307" = ptrtoint ptr %"c" to i64
  %".308" = sub i64 %".306", %".307"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".308"
  %".309" = getelementptr i8, ptr %"r_tile", i64 %".302"
  %".310" = getelementptr i8, ptr %"r_tile", i64 %".303"
  %".311" = icmp eq i64 %".98", 16
  br i1 %".311", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".315" = load <16 x float>, <16 x float>* %"acc0_0"
  %".316" = fcmp olt <16 x float> %".315", %".30"
  %".317" = select  <16 x i1> %".316", <16 x float> %".30", <16 x float> %".315"
  %".318" = fcmp ogt <16 x float> %".317", %".34"
  %".319" = select  <16 x i1> %".318", <16 x float> %".34", <16 x float> %".317"
  %".320" = load <16 x float>, <16 x float>* %"acc1_0"
  %".321" = fcmp olt <16 x float> %".320", %".30"
  %".322" = select  <16 x i1> %".321", <16 x float> %".30", <16 x float> %".320"
  %".323" = fcmp ogt <16 x float> %".322", %".34"
  %".324" = select  <16 x i1> %".323", <16 x float> %".34", <16 x float> %".322"
  %".325" = getelementptr i8, ptr %".304", i64 0
  store <16 x float> %".319", ptr %".325", align 4
  %".327" = getelementptr i8, ptr %".305", i64 0
  store <16 x float> %".324", ptr %".327", align 4
  br label %"claim"
store_full_residual:
  %".330" = load <16 x float>, <16 x float>* %"acc0_0"
  %".331" = getelementptr i8, ptr %".309", i64 0
  %".332" = load <16 x float>, ptr %".331", align 4
  %".333" = fadd <16 x float> %".330", %".332"
  %".334" = fcmp olt <16 x float> %".333", %".30"
  %".335" = select  <16 x i1> %".334", <16 x float> %".30", <16 x float> %".333"
  %".336" = fcmp ogt <16 x float> %".335", %".34"
  %".337" = select  <16 x i1> %".336", <16 x float> %".34", <16 x float> %".335"
  %".338" = load <16 x float>, <16 x float>* %"acc1_0"
  %".339" = getelementptr i8, ptr %".310", i64 0
  %".340" = load <16 x float>, ptr %".339", align 4
  %".341" = fadd <16 x float> %".338", %".340"
  %".342" = fcmp olt <16 x float> %".341", %".30"
  %".343" = select  <16 x i1> %".342", <16 x float> %".30", <16 x float> %".341"
  %".344" = fcmp ogt <16 x float> %".343", %".34"
  %".345" = select  <16 x i1> %".344", <16 x float> %".34", <16 x float> %".343"
  %".346" = getelementptr i8, ptr %".304", i64 0
  store <16 x float> %".337", ptr %".346", align 4
  %".348" = getelementptr i8, ptr %".305", i64 0
  store <16 x float> %".345", ptr %".348", align 4
  br label %"claim"
store_partial:
  %".351" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".98", i32 0
  %".352" = shufflevector <16 x i64> %".351", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".353" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".352"
  %".354" = load <16 x float>, <16 x float>* %"acc0_0"
  %".355" = fcmp olt <16 x float> %".354", %".30"
  %".356" = select  <16 x i1> %".355", <16 x float> %".30", <16 x float> %".354"
  %".357" = fcmp ogt <16 x float> %".356", %".34"
  %".358" = select  <16 x i1> %".357", <16 x float> %".34", <16 x float> %".356"
  %".359" = load <16 x float>, <16 x float>* %"acc1_0"
  %".360" = fcmp olt <16 x float> %".359", %".30"
  %".361" = select  <16 x i1> %".360", <16 x float> %".30", <16 x float> %".359"
  %".362" = fcmp ogt <16 x float> %".361", %".34"
  %".363" = select  <16 x i1> %".362", <16 x float> %".34", <16 x float> %".361"
  %".364" = getelementptr i8, ptr %".304", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".358", ptr %".364", i32 4, <16 x i1> %".353")
  %".366" = getelementptr i8, ptr %".305", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".363", ptr %".366", i32 4, <16 x i1> %".353")
  br label %"claim"
store_partial_residual:
  %".369" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".98", i32 0
  %".370" = shufflevector <16 x i64> %".369", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".371" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".370"
  %".372" = load <16 x float>, <16 x float>* %"acc0_0"
  %".373" = getelementptr i8, ptr %".309", i64 0
  %".374" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".373", i32 4, <16 x i1> %".371", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".375" = fadd <16 x float> %".372", %".374"
  %".376" = fcmp olt <16 x float> %".375", %".30"
  %".377" = select  <16 x i1> %".376", <16 x float> %".30", <16 x float> %".375"
  %".378" = fcmp ogt <16 x float> %".377", %".34"
  %".379" = select  <16 x i1> %".378", <16 x float> %".34", <16 x float> %".377"
  %".380" = load <16 x float>, <16 x float>* %"acc1_0"
  %".381" = getelementptr i8, ptr %".310", i64 0
  %".382" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".381", i32 4, <16 x i1> %".371", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".383" = fadd <16 x float> %".380", %".382"
  %".384" = fcmp olt <16 x float> %".383", %".30"
  %".385" = select  <16 x i1> %".384", <16 x float> %".30", <16 x float> %".383"
  %".386" = fcmp ogt <16 x float> %".385", %".34"
  %".387" = select  <16 x i1> %".386", <16 x float> %".34", <16 x float> %".385"
  %".388" = getelementptr i8, ptr %".304", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".379", ptr %".388", i32 4, <16 x i1> %".371")
  %".390" = getelementptr i8, ptr %".305", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".387", ptr %".390", i32 4, <16 x i1> %".371")
  br label %"claim"
store_full_choice:
  br i1 %".100", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".100", label %"store_partial_residual", label %"store_partial"
}
