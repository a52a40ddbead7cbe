; ixconv kernel module, spec: GemmSpec(isa='avx512', mr=2, nr=16, unroll=1, order='panel_inner', broadcast='register', k_block=0, epilogue=())
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
  %".67" = mul i64 %"image", %"a_bs"
  %".68" = mul i64 %"group", %"a_gs"
  %".69" = add i64 %".67", %".68"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".69"
  %".70" = mul i64 %"group", %"w_gs"
  %".71" = mul i64 %".63", %"w_ps"
  %".72" = add i64 %".70", %".71"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".72"
  %"n0" = mul i64 %".63", 16
  %".73" = sub i64 %"k", %"n0"
  %".74" = icmp slt i64 %".73", 16
  %".75" = select  i1 %".74", i64 %".73", i64 16
  %".76" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".76"
  %".77" = icmp ne i64 %"residual.int", 0
  %"m0" = mul i64 %".65", 2
  %".78" = sub i64 %"m", %"m0"
  %".79" = icmp slt i64 %".78", 2
  %".80" = select  i1 %".79", i64 %".78", i64 2
  %".81" = mul i64 %"image", %"c_bs"
  %".82" = mul i64 %"group", %"c_gs"
  %".83" = add i64 %".81", %".82"
  %".84" = mul i64 %"m0", %"ldc"
  %".85" = add i64 %".83", %".84"
  %".86" = mul i64 %"n0", 4
  %".87" = add i64 %".85", %".86"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".87"
  %".88" = sub i64 %".80", 1
  %".89" = getelementptr i8, ptr %"w_panel", i64 0
  %".90" = load <16 x float>, ptr %".89", align 64
  store <16 x float> %".90", <16 x float>* %"acc0_0"
  %".92" = getelementptr i8, ptr %"w_panel", i64 0
  %".93" = load <16 x float>, ptr %".92", align 64
  store <16 x float> %".93", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  store i64 0, i64* %"since_flush"
  %".99" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".99", ptr %"w_cursor"
  %".101" = mul i64 %"ks", %"kc"
  %".102" = icmp sgt i64 %".101", 128
  br i1 %".102", label %"work.if", label %"work.else"
exit:
  %".59" = getelementptr i64, ptr %"schedule", i64 1
  %".60" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".61" = atomicrmw add ptr %".59", i64 %".60" release
  ret void
work.if:
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
work.else:
  store i64 0, i64* %"taps_short.i"
  br label %"taps_short.head"
work.endif:
  %".259" = load i1, i1* %"flushed"
  br i1 %".259", label %"work.endif.if", label %"work.endif.endif"
taps.head:
  %".106" = load i64, i64* %"taps.i"
  %".107" = icmp slt i64 %".106", %"ks"
  br i1 %".107", label %"taps.body", label %"taps.done"
taps.body:
  %".109" = mul i64 %"ks", 2
  %".110" = mul i64 %".65", %".109"
  %".111" = mul i64 %".106", 2
  %".112" = add i64 %".110", %".111"
  %".113" = add i64 %".112", 0
  %".114" = getelementptr i64, ptr %"ind", i64 %".113"
  %"off0" = load i64, ptr %".114"
  %".115" = icmp slt i64 %"off0", 0
  %".116" = getelementptr i8, ptr %"a_base", i64 %"off0"
  %"a0" = select  i1 %".115", ptr %"zero", ptr %".116"
  %".117" = add i64 %".112", 1
  %".118" = getelementptr i64, ptr %"ind", i64 %".117"
  %"off1" = load i64, ptr %".118"
  %".119" = icmp slt i64 %"off1", 0
  %".120" = and i1 %".115", %".119"
  %".121" = getelementptr i8, ptr %"a_base", i64 %"off1"
  %"a1" = select  i1 %".119", ptr %"zero", ptr %".121"
  %".122" = mul i64 %".106", %"kc"
  %".123" = mul i64 %".122", 64
  %".124" = getelementptr i8, ptr %".99", i64 %".123"
  store ptr %".124", ptr %"w_cursor"
  br i1 %".120", label %"tap_done", label %"tap_work"
taps.done:
  br label %"work.endif"
tap_work:
  %".127" = add i64 %"kc", 127
  %"chunks" = sdiv i64 %".127", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
tap_done:
  %".192" = load i64, i64* %"taps.i"
  %".193" = add i64 %".192", 1
  store i64 %".193", i64* %"taps.i"
  br label %"taps.head"
channel_chunks.head:
  %".130" = load i64, i64* %"channel_chunks.i"
  %".131" = icmp slt i64 %".130", %"chunks"
  br i1 %".131", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".130", 128
  %".133" = sub i64 %"kc", %"chunk_lo"
  %".134" = icmp slt i64 %".133", 128
  %".135" = select  i1 %".134", i64 %".133", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  br label %"tap_done"
channels.head:
  %".138" = load i64, i64* %"channels.i"
  %".139" = icmp slt i64 %".138", %".135"
  br i1 %".139", label %"channels.body", label %"channels.done"
channels.body:
  %".141" = load <16 x float>, <16 x float>* %"acc0_0"
  %".142" = load <16 x float>, <16 x float>* %"acc1_0"
  %".143" = load ptr, ptr %"w_cursor"
  %".144" = mul i64 %".138", 1
  %".145" = add i64 %".144", 0
  %".146" = add i64 %"chunk_lo", %".145"
  %".147" = getelementptr i8, ptr %".143", i64 0
  %".148" = getelementptr i8, ptr %".147", i64 0
  %".149" = load <16 x float>, ptr %".148", align 64
  %".150" = mul i64 %".146", 4
  %".151" = getelementptr i8, ptr %"a0", i64 %".150"
  %".152" = load float, ptr %".151", align 4
  %".153" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".152", i32 0
  %".154" = shufflevector <16 x float> %".153", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".155" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".154", <16 x float> %".149", <16 x float> %".141")
  %".156" = getelementptr i8, ptr %"a1", i64 %".150"
  %".157" = load float, ptr %".156", align 4
  %".158" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".157", i32 0
  %".159" = shufflevector <16 x float> %".158", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".160" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".159", <16 x float> %".149", <16 x float> %".142")
  store <16 x float> %".155", <16 x float>* %"acc0_0"
  store <16 x float> %".160", <16 x float>* %"acc1_0"
  %".163" = getelementptr i8, ptr %".143", i64 64
  store ptr %".163", ptr %"w_cursor"
  %".165" = load i64, i64* %"channels.i"
  %".166" = add i64 %".165", 1
  store i64 %".166", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".169" = load i64, i64* %"since_flush"
  %".170" = add i64 %".169", %".135"
  store i64 %".170", i64* %"since_flush"
  %".172" = icmp sge i64 %".170", 128
  br i1 %".172", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".174" = load <16 x float>, <16 x float>* %"total0_0"
  %".175" = load <16 x float>, <16 x float>* %"acc0_0"
  %".176" = fadd <16 x float> %".174", %".175"
  store <16 x float> %".176", <16 x float>* %"total0_0"
  %".178" = load <16 x float>, <16 x float>* %"total1_0"
  %".179" = load <16 x float>, <16 x float>* %"acc1_0"
  %".180" = fadd <16 x float> %".178", %".179"
  store <16 x float> %".180", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".187" = load i64, i64* %"channel_chunks.i"
  %".188" = add i64 %".187", 1
  store i64 %".188", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".199" = load i64, i64* %"taps_short.i"
  %".200" = icmp slt i64 %".199", %"ks"
  br i1 %".200", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".202" = mul i64 %"ks", 2
  %".203" = mul i64 %".65", %".202"
  %".204" = mul i64 %".199", 2
  %".205" = add i64 %".203", %".204"
  %".206" = add i64 %".205", 0
  %".207" = getelementptr i64, ptr %"ind", i64 %".206"
  %"off0.1" = load i64, ptr %".207"
  %".208" = icmp slt i64 %"off0.1", 0
  %".209" = getelementptr i8, ptr %"a_base", i64 %"off0.1"
  %"a0.1" = select  i1 %".208", ptr %"zero", ptr %".209"
  %".210" = add i64 %".205", 1
  %".211" = getelementptr i64, ptr %"ind", i64 %".210"
  %"off1.1" = load i64, ptr %".211"
  %".212" = icmp slt i64 %"off1.1", 0
  %".213" = and i1 %".208", %".212"
  %".214" = getelementptr i8, ptr %"a_base", i64 %"off1.1"
  %"a1.1" = select  i1 %".212", ptr %"zero", ptr %".214"
  %".215" = mul i64 %".199", %"kc"
  %".216" = mul i64 %".215", 64
  %".217" = getelementptr i8, ptr %".99", i64 %".216"
  store ptr %".217", ptr %"w_cursor"
  br i1 %".213", label %"tap_done.1", label %"tap_work.1"
taps_short.done:
  br label %"work.endif"
tap_work.1:
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
tap_done.1:
  %".254" = load i64, i64* %"taps_short.i"
  %".255" = add i64 %".254", 1
  store i64 %".255", i64* %"taps_short.i"
  br label %"taps_short.head"
channels.head.1:
  %".222" = load i64, i64* %"channels.i.1"
  %".223" = icmp slt i64 %".222", %"kc"
  br i1 %".223", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".225" = load <16 x float>, <16 x float>* %"acc0_0"
  %".226" = load <16 x float>, <16 x float>* %"acc1_0"
  %".227" = load ptr, ptr %"w_cursor"
  %".228" = mul i64 %".222", 1
  %".229" = add i64 %".228", 0
  %".230" = add i64 0, %".229"
  %".231" = getelementptr i8, ptr %".227", i64 0
  %".232" = getelementptr i8, ptr %".231", i64 0
  %".233" = load <16 x float>, ptr %".232", align 64
  %".234" = mul i64 %".230", 4
  %".235" = getelementptr i8, ptr %"a0.1", i64 %".234"
  %".236" = load float, ptr %".235", align 4
  %".237" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".236", i32 0
  %".238" = shufflevector <16 x float> %".237", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".239" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".238", <16 x float> %".233", <16 x float> %".225")
  %".240" = getelementptr i8, ptr %"a1.1", i64 %".234"
  %".241" = load float, ptr %".240", align 4
  %".242" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".241", i32 0
  %".243" = shufflevector <16 x float> %".242", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".244" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".243", <16 x float> %".233", <16 x float> %".226")
  store <16 x float> %".239", <16 x float>* %"acc0_0"
  store <16 x float> %".244", <16 x float>* %"acc1_0"
  %".247" = getelementptr i8, ptr %".227", i64 64
  store ptr %".247", ptr %"w_cursor"
  %".249" = load i64, i64* %"channels.i.1"
  %".250" = add i64 %".249", 1
  store i64 %".250", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  br label %"tap_done.1"
work.endif.if:
  %".261" = load <16 x float>, <16 x float>* %"total0_0"
  %".262" = load <16 x float>, <16 x float>* %"acc0_0"
  %".263" = fadd <16 x float> %".261", %".262"
  store <16 x float> %".263", <16 x float>* %"total0_0"
  %".265" = load <16 x float>, <16 x float>* %"total1_0"
  %".266" = load <16 x float>, <16 x float>* %"acc1_0"
  %".267" = fadd <16 x float> %".265", %".266"
  store <16 x float> %".267", <16 x float>* %"total1_0"
  %".269" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".269", <16 x float>* %"acc0_0"
  %".271" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".271", <16 x float>* %"acc1_0"
  br label %"work.endif.endif"
work.endif.endif:
  %".274" = icmp slt i64 0, %".88"
  %".275" = select  i1 %".274", i64 0, i64 %".88"
  %".276" = mul i64 %".275", %"ldc"
  %".277" = icmp slt i64 1, %".88"
  %".278" = select  i1 %".277", i64 1, i64 %".88"
  %".279" = mul i64 %".278", %"ldc"
  %".280" = getelementptr i8, ptr %"c_tile", i64 %".276"
  %".281" = getelementptr i8, ptr %"c_tile", i64 %".279"
  %".282" = ptrtoint ptr %"c_tile" to i64
  %".283" = ptrtoint ptr %"c" to i64
  %".284" = sub i64 %".282", %".283"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".284"
  %".285" = getelementptr i8, ptr %"r_tile", i64 %".276"
  %".286" = getelementptr i8, ptr %"r_tile", i64 %".279"
  %".287" = icmp eq i64 %".75", 16
  br i1 %".287", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".291" = load <16 x float>, <16 x float>* %"acc0_0"
  %".292" = fcmp olt <16 x float> %".291", %".28"
  %".293" = select  <16 x i1> %".292", <16 x float> %".28", <16 x float> %".291"
  %".294" = fcmp ogt <16 x float> %".293", %".32"
  %".295" = select  <16 x i1> %".294", <16 x float> %".32", <16 x float> %".293"
  %".296" = load <16 x float>, <16 x float>* %"acc1_0"
  %".297" = fcmp olt <16 x float> %".296", %".28"
  %".298" = select  <16 x i1> %".297", <16 x float> %".28", <16 x float> %".296"
  %".299" = fcmp ogt <16 x float> %".298", %".32"
  %".300" = select  <16 x i1> %".299", <16 x float> %".32", <16 x float> %".298"
  %".301" = getelementptr i8, ptr %".280", i64 0
  store <16 x float> %".295", ptr %".301", align 4
  %".303" = getelementptr i8, ptr %".281", i64 0
  store <16 x float> %".300", ptr %".303", align 4
  br label %"claim"
store_full_residual:
  %".306" = load <16 x float>, <16 x float>* %"acc0_0"
  %".307" = getelementptr i8, ptr %".285", i64 0
  %".308" = load <16 x float>, ptr %".307", align 4
  %".309" = fadd <16 x float> %".306", %".308"
  %".310" = fcmp olt <16 x float> %".309", %".28"
  %".311" = select  <16 x i1> %".310", <16 x float> %".28", <16 x float> %".309"
  %".312" = fcmp ogt <16 x float> %".311", %".32"
  %".313" = select  <16 x i1> %".312", <16 x float> %".32", <16 x float> %".311"
  %".314" = load <16 x float>, <16 x float>* %"acc1_0"
  %".315" = getelementptr i8, ptr %".286", i64 0
  %".316" = load <16 x float>, ptr %".315", align 4
  %".317" = fadd <16 x float> %".314", %".316"
  %".318" = fcmp olt <16 x float> %".317", %".28"
  %".319" = select  <16 x i1> %".318", <16 x float> %".28", <16 x float> %".317"
  %".320" = fcmp ogt <16 x float> %".319", %".32"
  %".321" = select  <16 x i1> %".320", <16 x float> %".32", <16 x float> %".319"
  %".322" = getelementptr i8, ptr %".280", i64 0
  store <16 x float> %".313", ptr %".322", align 4
  %".324" = getelementptr i8, ptr %".281", i64 0
  store <16 x float> %".321", ptr %".324", align 4
  br label %"claim"
store_partial:
  %".327" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".75", i32 0
  %".328" = shufflevector <16 x i64> %".327", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".329" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".328"
  %".330" = load <16 x float>, <16 x float>* %"acc0_0"
  %".331" = fcmp olt <16 x float> %".330", %".28"
  %".332" = select  <16 x i1> %".331", <16 x float> %".28", <16 x float> %".330"
  %".333" = fcmp ogt <16 x float> %".332", %".32"
  %".334" = select  <16 x i1> %".333", <16 x float> %".32", <16 x float> %".332"
  %".335" = load <16 x float>, <16 x float>* %"acc1_0"
  %".336" = fcmp olt <16 x float> %".335", %".28"
  %".337" = select  <16 x i1> %".336", <16 x float> %".28", <16 x float> %".335"
  %".338" = fcmp ogt <16 x float> %".337", %".32"
  %".339" = select  <16 x i1> %".338", <16 x float> %".32", <16 x float> %".337"
  %".340" = getelementptr i8, ptr %".280", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".334", ptr %".340", i32 4, <16 x i1> %".329")
  %".342" = getelementptr i8, ptr %".281", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".339", ptr %".342", i32 4, <16 x i1> %".329")
  br label %"claim"
store_partial_residual:
  %".345" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".75", i32 0
  %".346" = shufflevector <16 x i64> %".345", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".347" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".346"
  %".348" = load <16 x float>, <16 x float>* %"acc0_0"
  %".349" = getelementptr i8, ptr %".285", i64 0
  %".350" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".349", i32 4, <16 x i1> %".347", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".351" = fadd <16 x float> %".348", %".350"
  %".352" = fcmp olt <16 x float> %".351", %".28"
  %".353" = select  <16 x i1> %".352", <16 x float> %".28", <16 x float> %".351"
  %".354" = fcmp ogt <16 x float> %".353", %".32"
  %".355" = select  <16 x i1> %".354", <16 x float> %".32", <16 x float> %".353"
  %".356" = load <16 x float>, <16 x float>* %"acc1_0"
  %".357" = getelementptr i8, ptr %".286", i64 0
  %".358" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".357", i32 4, <16 x i1> %".347", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".359" = fadd <16 x float> %".356", %".358"
  %".360" = fcmp olt <16 x float> %".359", %".28"
  %".361" = select  <16 x i1> %".360", <16 x float> %".28", <16 x float> %".359"
  %".362" = fcmp ogt <16 x float> %".361", %".32"
  %".363" = select  <16 x i1> %".362", <16 x float> %".32", <16 x float> %".361"
  %".364" = getelementptr i8, ptr %".280", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".355", ptr %".364", i32 4, <16 x i1> %".347")
  %".366" = getelementptr i8, ptr %".281", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".363", ptr %".366", i32 4, <16 x i1> %".347")
  br label %"claim"
store_full_choice:
  br i1 %".77", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".77", label %"store_partial_residual", label %"store_partial"
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
  %".67" = mul i64 %"image", %"a_bs"
  %".68" = mul i64 %"group", %"a_gs"
  %".69" = add i64 %".67", %".68"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".69"
  %".70" = mul i64 %"group", %"w_gs"
  %".71" = mul i64 %".63", %"w_ps"
  %".72" = add i64 %".70", %".71"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".72"
  %"n0" = mul i64 %".63", 16
  %".73" = sub i64 %"k", %"n0"
  %".74" = icmp slt i64 %".73", 16
  %".75" = select  i1 %".74", i64 %".73", i64 16
  %".76" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".76"
  %".77" = icmp ne i64 %"residual.int", 0
  %"m0" = mul i64 %".65", 2
  %".78" = sub i64 %"m", %"m0"
  %".79" = icmp slt i64 %".78", 2
  %".80" = select  i1 %".79", i64 %".78", i64 2
  %".81" = mul i64 %"image", %"c_bs"
  %".82" = mul i64 %"group", %"c_gs"
  %".83" = add i64 %".81", %".82"
  %".84" = mul i64 %"m0", %"ldc"
  %".85" = add i64 %".83", %".84"
  %".86" = mul i64 %"n0", 4
  %".87" = add i64 %".85", %".86"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".87"
  %".88" = sub i64 %".80", 1
  %".89" = getelementptr i8, ptr %"w_panel", i64 0
  %".90" = load <16 x float>, ptr %".89", align 64
  store <16 x float> %".90", <16 x float>* %"acc0_0"
  %".92" = getelementptr i8, ptr %"w_panel", i64 0
  %".93" = load <16 x float>, ptr %".92", align 64
  store <16 x float> %".93", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  store i64 0, i64* %"since_flush"
  %".99" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".99", ptr %"w_cursor"
  %".101" = mul i64 %"ks", %"kc"
  %".102" = icmp sgt i64 %".101", 128
  br i1 %".102", label %"work.if", label %"work.else"
exit:
  %".59" = getelementptr i64, ptr %"schedule", i64 1
  %".60" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".61" = atomicrmw add ptr %".59", i64 %".60" release
  ret void
work.if:
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
work.else:
  store i64 0, i64* %"taps_short.i"
  br label %"taps_short.head"
work.endif:
  %".245" = load i1, i1* %"flushed"
  br i1 %".245", label %"work.endif.if", label %"work.endif.endif"
taps.head:
  %".106" = load i64, i64* %"taps.i"
  %".107" = icmp slt i64 %".106", %"ks"
  br i1 %".107", label %"taps.body", label %"taps.done"
taps.body:
  %".109" = icmp slt i64 0, %".88"
  %".110" = select  i1 %".109", i64 0, i64 %".88"
  %".111" = add i64 %"m0", %".110"
  %".112" = mul i64 %".111", %"lda"
  %"a0" = getelementptr i8, ptr %"a_base", i64 %".112"
  %".113" = icmp slt i64 1, %".88"
  %".114" = select  i1 %".113", i64 1, i64 %".88"
  %".115" = add i64 %"m0", %".114"
  %".116" = mul i64 %".115", %"lda"
  %"a1" = getelementptr i8, ptr %"a_base", i64 %".116"
  %".117" = mul i64 %".106", %"kc"
  %".118" = mul i64 %".117", 64
  %".119" = getelementptr i8, ptr %".99", i64 %".118"
  store ptr %".119", ptr %"w_cursor"
  %".121" = add i64 %"kc", 127
  %"chunks" = sdiv i64 %".121", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps.done:
  br label %"work.endif"
channel_chunks.head:
  %".124" = load i64, i64* %"channel_chunks.i"
  %".125" = icmp slt i64 %".124", %"chunks"
  br i1 %".125", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".124", 128
  %".127" = sub i64 %"kc", %"chunk_lo"
  %".128" = icmp slt i64 %".127", 128
  %".129" = select  i1 %".128", i64 %".127", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  %".185" = load i64, i64* %"taps.i"
  %".186" = add i64 %".185", 1
  store i64 %".186", i64* %"taps.i"
  br label %"taps.head"
channels.head:
  %".132" = load i64, i64* %"channels.i"
  %".133" = icmp slt i64 %".132", %".129"
  br i1 %".133", label %"channels.body", label %"channels.done"
channels.body:
  %".135" = load <16 x float>, <16 x float>* %"acc0_0"
  %".136" = load <16 x float>, <16 x float>* %"acc1_0"
  %".137" = load ptr, ptr %"w_cursor"
  %".138" = mul i64 %".132", 1
  %".139" = add i64 %".138", 0
  %".140" = add i64 %"chunk_lo", %".139"
  %".141" = getelementptr i8, ptr %".137", i64 0
  %".142" = getelementptr i8, ptr %".141", i64 0
  %".143" = load <16 x float>, ptr %".142", align 64
  %".144" = mul i64 %".140", 4
  %".145" = getelementptr i8, ptr %"a0", i64 %".144"
  %".146" = load float, ptr %".145", align 4
  %".147" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".146", i32 0
  %".148" = shufflevector <16 x float> %".147", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".149" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".148", <16 x float> %".143", <16 x float> %".135")
  %".150" = getelementptr i8, ptr %"a1", i64 %".144"
  %".151" = load float, ptr %".150", align 4
  %".152" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".151", i32 0
  %".153" = shufflevector <16 x float> %".152", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".154" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".153", <16 x float> %".143", <16 x float> %".136")
  store <16 x float> %".149", <16 x float>* %"acc0_0"
  store <16 x float> %".154", <16 x float>* %"acc1_0"
  %".157" = getelementptr i8, ptr %".137", i64 64
  store ptr %".157", ptr %"w_cursor"
  %".159" = load i64, i64* %"channels.i"
  %".160" = add i64 %".159", 1
  store i64 %".160", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".163" = load i64, i64* %"since_flush"
  %".164" = add i64 %".163", %".129"
  store i64 %".164", i64* %"since_flush"
  %".166" = icmp sge i64 %".164", 128
  br i1 %".166", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".168" = load <16 x float>, <16 x float>* %"total0_0"
  %".169" = load <16 x float>, <16 x float>* %"acc0_0"
  %".170" = fadd <16 x float> %".168", %".169"
  store <16 x float> %".170", <16 x float>* %"total0_0"
  %".172" = load <16 x float>, <16 x float>* %"total1_0"
  %".173" = load <16 x float>, <16 x float>* %"acc1_0"
  %".174" = fadd <16 x float> %".172", %".173"
  store <16 x float> %".174", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".181" = load i64, i64* %"channel_chunks.i"
  %".182" = add i64 %".181", 1
  store i64 %".182", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".192" = load i64, i64* %"taps_short.i"
  %".193" = icmp slt i64 %".192", %"ks"
  br i1 %".193", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".195" = icmp slt i64 0, %".88"
  %".196" = select  i1 %".195", i64 0, i64 %".88"
  %".197" = add i64 %"m0", %".196"
  %".198" = mul i64 %".197", %"lda"
  %"a0.1" = getelementptr i8, ptr %"a_base", i64 %".198"
  %".199" = icmp slt i64 1, %".88"
  %".200" = select  i1 %".199", i64 1, i64 %".88"
  %".201" = add i64 %"m0", %".200"
  %".202" = mul i64 %".201", %"lda"
  %"a1.1" = getelementptr i8, ptr %"a_base", i64 %".202"
  %".203" = mul i64 %".192", %"kc"
  %".204" = mul i64 %".203", 64
  %".205" = getelementptr i8, ptr %".99", i64 %".204"
  store ptr %".205", ptr %"w_cursor"
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
taps_short.done:
  br label %"work.endif"
channels.head.1:
  %".209" = load i64, i64* %"channels.i.1"
  %".210" = icmp slt i64 %".209", %"kc"
  br i1 %".210", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".212" = load <16 x float>, <16 x float>* %"acc0_0"
  %".213" = load <16 x float>, <16 x float>* %"acc1_0"
  %".214" = load ptr, ptr %"w_cursor"
  %".215" = mul i64 %".209", 1
  %".216" = add i64 %".215", 0
  %".217" = add i64 0, %".216"
  %".218" = getelementptr i8, ptr %".214", i64 0
  %".219" = getelementptr i8, ptr %".218", i64 0
  %".220" = load <16 x float>, ptr %".219", align 64
  %".221" = mul i64 %".217", 4
  %".222" = getelementptr i8, ptr %"a0.1", i64 %".221"
  %".223" = load float, ptr %".222", align 4
  %".224" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".223", i32 0
  %".225" = shufflevector <16 x float> %".224", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".226" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".225", <16 x float> %".220", <16 x float> %".212")
  %".227" = getelementptr i8, ptr %"a1.1", i64 %".221"
  %".228" = load float, ptr %".227", align 4
  %".229" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".228", i32 0
  %".230" = shufflevector <16 x float> %".229", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".231" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".230", <16 x float> %".220", <16 x float> %".213")
  store <16 x float> %".226", <16 x float>* %"acc0_0"
  store <16 x float> %".231", <16 x float>* %"acc1_0"
  %".234" = getelementptr i8, ptr %".214", i64 64
  store ptr %".234", ptr %"w_cursor"
  %".236" = load i64, i64* %"channels.i.1"
  %".237" = add i64 %".236", 1
  store i64 %".237", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  %".240" = load i64, i64* %"taps_short.i"
  %".241" = add i64 %".240", 1
  store i64 %".241", i64* %"taps_short.i"
  br label %"taps_short.head"
work.endif.if:
  %".247" = load <16 x float>, <16 x float>* %"total0_0"
  %".248" = load <16 x float>, <16 x float>* %"acc0_0"
  %".249" = fadd <16 x float> %".247", %".248"
  store <16 x float> %".249", <16 x float>* %"total0_0"
  %".251" = load <16 x float>, <16 x float>* %"total1_0"
  %".252" = load <16 x float>, <16 x float>* %"acc1_0"
  %".253" = fadd <16 x float> %".251", %".252"
  store <16 x float> %".253", <16 x float>* %"total1_0"
  %".255" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".255", <16 x float>* %"acc0_0"
  %".257" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".257", <16 x float>* %"acc1_0"
  br label %"work.endif.endif"
work.endif.endif:
  %".260" = icmp slt i64 0, %".88"
  %".261" = select  i1 %".260", i64 0, i64 %".88"
  %".262" = mul i64 %".261", %"ldc"
  %".263" = icmp slt i64 1, %".88"
  %".264" = select  i1 %".263", i64 1, i64 %".88"
  %".265" = mul i64 %".264", %"ldc"
  %".266" = getelementptr i8, ptr %"c_tile", i64 %".262"
  %".267" = getelementptr i8, ptr %"c_tile", i64 %".265"
  %".268" = ptrtoint ptr %"c_tile" to i64
  %".269" = ptrtoint ptr %"c" to i64
  %".270" = sub i64 %".268", %".269"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".270"
  %".271" = getelementptr i8, ptr %"r_tile", i64 %".262"
  %".272" = getelementptr i8, ptr %"r_tile", i64 %".265"
  %".273" = icmp eq i64 %".75", 16
  br i1 %".273", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".277" = load <16 x float>, <16 x float>* %"acc0_0"
  %".278" = fcmp olt <16 x float> %".277", %".28"
  %".279" = select  <16 x i1> %".278", <16 x float> %".28", <16 x float> %".277"
  %".280" = fcmp ogt <16 x float> %".279", %".32"
  %".281" = select  <16 x i1> %".280", <16 x float> %".32", <16 x float> %".279"
  %".282" = load <16 x float>, <16 x float>* %"acc1_0"
  %".283" = fcmp olt <16 x float> %".282", %".28"
  %".284" = select  <16 x i1> %".283", <16 x float> %".28", <16 x float> %".282"
  %".285" = fcmp ogt <16 x float> %".284", %".32"
  %".286" = select  <16 x i1> %".285", <16 x float> %".32", <16 x float> %".284"
  %".287" = getelementptr i8, ptr %".266", i64 0
  store <16 x float> %".281", ptr %".287", align 4
  %".289" = getelementptr i8, ptr %".267", i64 0
  store <16 x float> %".286", ptr %".289", align 4
  br label %"claim"
store_full_residual:
  %".292" = load <16 x float>, <16 x float>* %"acc0_0"
  %".293" = getelementptr i8, ptr %".271", i64 0
  %".294" = load <16 x float>, ptr %".293", align 4
  %".295" = fadd <16 x float> %".292", %".294"
  %".296" = fcmp olt <16 x float> %".295", %".28"
  %".297" = select  <16 x i1> %".296", <16 x float> %".28", <16 x float> %".295"
  %".298" = fcmp ogt <16 x float> %".297", %".32"
  %".299" = select  <16 x i1> %".298", <16 x float> %".32", <16 x float> %".297"
  %".300" = load <16 x float>, <16 x float>* %"acc1_0"
  %".301" = getelementptr i8, ptr %".272", i64 0
  %".302" = load <16 x float>, ptr %".301", align 4
  %".303" = fadd <16 x float> %".300", %".302"
  %".304" = fcmp olt <16 x float> %".303", %".28"
  %".305" = select  <16 x i1> %".304", <16 x float> %".28", <16 x float> %".303"
  %".306" = fcmp ogt <16 x float> %".305", %".32"
  %".307" = select  <16 x i1> %".306", <16 x float> %".32", <16 x float> %".305"
  %".308" = getelementptr i8, ptr %".266", i64 0
  store <16 x float> %".299", ptr %".308", align 4
  %".310" = getelementptr i8, ptr %".267", i64 0
  store <16 x float> %".307", ptr %".310", align 4
  br label %"claim"
store_partial:
  %".313" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".75", i32 0
  %".314" = shufflevector <16 x i64> %".313", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".315" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".314"
  %".316" = load <16 x float>, <16 x float>* %"acc0_0"
  %".317" = fcmp olt <16 x float> %".316", %".28"
  %".318" = select  <16 x i1> %".317", <16 x float> %".28", <16 x float> %".316"
  %".319" = fcmp ogt <16 x float> %".318", %".32"
  %".320" = select  <16 x i1> %".319", <16 x float> %".32", <16 x float> %".318"
  %".321" = load <16 x float>, <16 x float>* %"acc1_0"
  %".322" = fcmp olt <16 x float> %".321", %".28"
  %".323" = select  <16 x i1> %".322", <16 x float> %".28", <16 x float> %".321"
  %".324" = fcmp ogt <16 x float> %".323", %".32"
  %".325" = select  <16 x i1> %".324", <16 x float> %".32", <16 x float> %".323"
  %".326" = getelementptr i8, ptr %".266", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".320", ptr %".326", i32 4, <16 x i1> %".315")
  %".328" = getelementptr i8, ptr %".267", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".325", ptr %".328", i32 4, <16 x i1> %".315")
  br label %"claim"
store_partial_residual:
  %".331" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".75", i32 0
  %".332" = shufflevector <16 x i64> %".331", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".333" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".332"
  %".334" = load <16 x float>, <16 x float>* %"acc0_0"
  %".335" = getelementptr i8, ptr %".271", i64 0
  %".336" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".335", i32 4, <16 x i1> %".333", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".337" = fadd <16 x float> %".334", %".336"
  %".338" = fcmp olt <16 x float> %".337", %".28"
  %".339" = select  <16 x i1> %".338", <16 x float> %".28", <16 x float> %".337"
  %".340" = fcmp ogt <16 x float> %".339", %".32"
  %".341" = select  <16 x i1> %".340", <16 x float> %".32", <16 x float> %".339"
  %".342" = load <16 x float>, <16 x float>* %"acc1_0"
  %".343" = getelementptr i8, ptr %".272", i64 0
  %".344" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".343", i32 4, <16 x i1> %".333", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".345" = fadd <16 x float> %".342", %".344"
  %".346" = fcmp olt <16 x float> %".345", %".28"
  %".347" = select  <16 x i1> %".346", <16 x float> %".28", <16 x float> %".345"
  %".348" = fcmp ogt <16 x float> %".347", %".32"
  %".349" = select  <16 x i1> %".348", <16 x float> %".32", <16 x float> %".347"
  %".350" = getelementptr i8, ptr %".266", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".341", ptr %".350", i32 4, <16 x i1> %".333")
  %".352" = getelementptr i8, ptr %".267", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".349", ptr %".352", i32 4, <16 x i1> %".333")
  br label %"claim"
store_full_choice:
  br i1 %".77", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".77", label %"store_partial_residual", label %"store_partial"
}
