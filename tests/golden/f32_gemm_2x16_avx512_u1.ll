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
  br label %"claim"
claim:
  %".42" = load i64, i64* %"visited"
  %".43" = icmp slt i64 %".42", %"parts"
  br i1 %".43", label %"claim_part", label %"exit"
claim_part:
  %".45" = add i64 %"part", %".42"
  %"part.1" = srem i64 %".45", %"parts"
  %".46" = mul i64 %"part.1", 8
  %".47" = add i64 8, %".46"
  %".48" = getelementptr i64, ptr %"schedule", i64 %".47"
  %".49" = add i64 %".47", 1
  %".50" = getelementptr i64, ptr %"schedule", i64 %".49"
  %"item" = atomicrmw add ptr %".48", i64 1 monotonic
  %"end" = load i64, ptr %".50"
  %".51" = icmp slt i64 %"item", %"end"
  br i1 %".51", label %"got_item", label %"next_part"
got_item:
  %".53" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".54" = add i64 %".53", 1
  store atomic i64 %".54", i64* %"claimed" monotonic, align 8
  %".56" = icmp slt i64 %"item", %"total"
  br i1 %".56", label %"work", label %"claim"
next_part:
  %".58" = add i64 %".42", 1
  store i64 %".58", i64* %"visited"
  br label %"claim"
work:
  %".65" = srem i64 %"item", %"n_panels"
  %".66" = sdiv i64 %"item", %"n_panels"
  %".67" = srem i64 %".66", %"m_tiles"
  %".68" = sdiv i64 %".66", %"m_tiles"
  %"group" = srem i64 %".68", %"groups"
  %"image" = sdiv i64 %".68", %"groups"
  %".69" = mul i64 %"image", %"a_bs"
  %".70" = mul i64 %"group", %"a_gs"
  %".71" = add i64 %".69", %".70"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".71"
  %".72" = mul i64 %"group", %"w_gs"
  %".73" = mul i64 %".65", %"w_ps"
  %".74" = add i64 %".72", %".73"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".74"
  %"n0" = mul i64 %".65", 16
  %".75" = sub i64 %"k", %"n0"
  %".76" = icmp slt i64 %".75", 16
  %".77" = select  i1 %".76", i64 %".75", i64 16
  %".78" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".78"
  %".79" = icmp ne i64 %"residual.int", 0
  %"m0" = mul i64 %".67", 2
  %".80" = sub i64 %"m", %"m0"
  %".81" = icmp slt i64 %".80", 2
  %".82" = select  i1 %".81", i64 %".80", i64 2
  %".83" = mul i64 %"image", %"c_bs"
  %".84" = mul i64 %"group", %"c_gs"
  %".85" = add i64 %".83", %".84"
  %".86" = mul i64 %"n0", 4
  %".87" = add i64 %".85", %".86"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".87"
  %".88" = sub i64 %".82", 1
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
  %".61" = getelementptr i64, ptr %"schedule", i64 1
  %".62" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".63" = atomicrmw add ptr %".61", i64 %".62" release
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
  %".110" = mul i64 %".67", %".109"
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
  %".203" = mul i64 %".67", %".202"
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
  %".276" = add i64 %"m0", %".275"
  %".277" = icmp slt i64 1, %".88"
  %".278" = select  i1 %".277", i64 1, i64 %".88"
  %".279" = add i64 %"m0", %".278"
  br i1 %"grid", label %"work.endif.endif.if", label %"work.endif.endif.else"
work.endif.endif.if:
  %".281" = sdiv i64 %".276", %"row_pixels"
  %".282" = mul i64 %".281", %"row_stride"
  %".283" = srem i64 %".276", %"row_pixels"
  %".284" = mul i64 %".283", %"ldc"
  %".285" = add i64 %".282", %".284"
  %".286" = sdiv i64 %".279", %"row_pixels"
  %".287" = mul i64 %".286", %"row_stride"
  %".288" = srem i64 %".279", %"row_pixels"
  %".289" = mul i64 %".288", %"ldc"
  %".290" = add i64 %".287", %".289"
  br label %"work.endif.endif.endif"
work.endif.endif.else:
  %".292" = mul i64 %".276", %"ldc"
  %".293" = mul i64 %".279", %"ldc"
  br label %"work.endif.endif.endif"
work.endif.endif.endif:
  %".295" = phi  i64 [%".285", %"work.endif.endif.if"], [%".292", %"work.endif.endif.else"]
  %".296" = phi  i64 [%".290", %"work.endif.endif.if"], [%".293", %"work.endif.endif.else"]
  %".297" = getelementptr i8, ptr %"c_tile", i64 %".295"
  %".298" = getelementptr i8, ptr %"c_tile", i64 %".296"
  %".299" = ptrtoint ptr %"c_tile" to i64
  %".300" = ptrtoint ptr %"c" to i64
  %".301" = sub i64 %".299", %".300"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".301"
  %".302" = getelementptr i8, ptr %"r_tile", i64 %".295"
  %".303" = getelementptr i8, ptr %"r_tile", i64 %".296"
  %".304" = icmp eq i64 %".77", 16
  br i1 %".304", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".308" = load <16 x float>, <16 x float>* %"acc0_0"
  %".309" = fcmp olt <16 x float> %".308", %".30"
  %".310" = select  <16 x i1> %".309", <16 x float> %".30", <16 x float> %".308"
  %".311" = fcmp ogt <16 x float> %".310", %".34"
  %".312" = select  <16 x i1> %".311", <16 x float> %".34", <16 x float> %".310"
  %".313" = load <16 x float>, <16 x float>* %"acc1_0"
  %".314" = fcmp olt <16 x float> %".313", %".30"
  %".315" = select  <16 x i1> %".314", <16 x float> %".30", <16 x float> %".313"
  %".316" = fcmp ogt <16 x float> %".315", %".34"
  %".317" = select  <16 x i1> %".316", <16 x float> %".34", <16 x float> %".315"
  %".318" = getelementptr i8, ptr %".297", i64 0
  store <16 x float> %".312", ptr %".318", align 4
  %".320" = getelementptr i8, ptr %".298", i64 0
  store <16 x float> %".317", ptr %".320", align 4
  br label %"claim"
store_full_residual:
  %".323" = load <16 x float>, <16 x float>* %"acc0_0"
  %".324" = getelementptr i8, ptr %".302", i64 0
  %".325" = load <16 x float>, ptr %".324", align 4
  %".326" = fadd <16 x float> %".323", %".325"
  %".327" = fcmp olt <16 x float> %".326", %".30"
  %".328" = select  <16 x i1> %".327", <16 x float> %".30", <16 x float> %".326"
  %".329" = fcmp ogt <16 x float> %".328", %".34"
  %".330" = select  <16 x i1> %".329", <16 x float> %".34", <16 x float> %".328"
  %".331" = load <16 x float>, <16 x float>* %"acc1_0"
  %".332" = getelementptr i8, ptr %".303", i64 0
  %".333" = load <16 x float>, ptr %".332", align 4
  %".334" = fadd <16 x float> %".331", %".333"
  %".335" = fcmp olt <16 x float> %".334", %".30"
  %".336" = select  <16 x i1> %".335", <16 x float> %".30", <16 x float> %".334"
  %".337" = fcmp ogt <16 x float> %".336", %".34"
  %".338" = select  <16 x i1> %".337", <16 x float> %".34", <16 x float> %".336"
  %".339" = getelementptr i8, ptr %".297", i64 0
  store <16 x float> %".330", ptr %".339", align 4
  %".341" = getelementptr i8, ptr %".298", i64 0
  store <16 x float> %".338", ptr %".341", align 4
  br label %"claim"
store_partial:
  %".344" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".77", i32 0
  %".345" = shufflevector <16 x i64> %".344", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".346" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".345"
  %".347" = load <16 x float>, <16 x float>* %"acc0_0"
  %".348" = fcmp olt <16 x float> %".347", %".30"
  %".349" = select  <16 x i1> %".348", <16 x float> %".30", <16 x float> %".347"
  %".350" = fcmp ogt <16 x float> %".349", %".34"
  %".351" = select  <16 x i1> %".350", <16 x float> %".34", <16 x float> %".349"
  %".352" = load <16 x float>, <16 x float>* %"acc1_0"
  %".353" = fcmp olt <16 x float> %".352", %".30"
  %".354" = select  <16 x i1> %".353", <16 x float> %".30", <16 x float> %".352"
  %".355" = fcmp ogt <16 x float> %".354", %".34"
  %".356" = select  <16 x i1> %".355", <16 x float> %".34", <16 x float> %".354"
  %".357" = getelementptr i8, ptr %".297", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".351", ptr %".357", i32 4, <16 x i1> %".346")
  %".359" = getelementptr i8, ptr %".298", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".356", ptr %".359", i32 4, <16 x i1> %".346")
  br label %"claim"
store_partial_residual:
  %".362" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".77", i32 0
  %".363" = shufflevector <16 x i64> %".362", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".364" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".363"
  %".365" = load <16 x float>, <16 x float>* %"acc0_0"
  %".366" = getelementptr i8, ptr %".302", i64 0
  %".367" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".366", i32 4, <16 x i1> %".364", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".368" = fadd <16 x float> %".365", %".367"
  %".369" = fcmp olt <16 x float> %".368", %".30"
  %".370" = select  <16 x i1> %".369", <16 x float> %".30", <16 x float> %".368"
  %".371" = fcmp ogt <16 x float> %".370", %".34"
  %".372" = select  <16 x i1> %".371", <16 x float> %".34", <16 x float> %".370"
  %".373" = load <16 x float>, <16 x float>* %"acc1_0"
  %".374" = getelementptr i8, ptr %".303", i64 0
  %".375" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".374", i32 4, <16 x i1> %".364", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".376" = fadd <16 x float> %".373", %".375"
  %".377" = fcmp olt <16 x float> %".376", %".30"
  %".378" = select  <16 x i1> %".377", <16 x float> %".30", <16 x float> %".376"
  %".379" = fcmp ogt <16 x float> %".378", %".34"
  %".380" = select  <16 x i1> %".379", <16 x float> %".34", <16 x float> %".378"
  %".381" = getelementptr i8, ptr %".297", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".372", ptr %".381", i32 4, <16 x i1> %".364")
  %".383" = getelementptr i8, ptr %".298", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".380", ptr %".383", i32 4, <16 x i1> %".364")
  br label %"claim"
store_full_choice:
  br i1 %".79", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".79", label %"store_partial_residual", label %"store_partial"
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
  br label %"claim"
claim:
  %".42" = load i64, i64* %"visited"
  %".43" = icmp slt i64 %".42", %"parts"
  br i1 %".43", label %"claim_part", label %"exit"
claim_part:
  %".45" = add i64 %"part", %".42"
  %"part.1" = srem i64 %".45", %"parts"
  %".46" = mul i64 %"part.1", 8
  %".47" = add i64 8, %".46"
  %".48" = getelementptr i64, ptr %"schedule", i64 %".47"
  %".49" = add i64 %".47", 1
  %".50" = getelementptr i64, ptr %"schedule", i64 %".49"
  %"item" = atomicrmw add ptr %".48", i64 1 monotonic
  %"end" = load i64, ptr %".50"
  %".51" = icmp slt i64 %"item", %"end"
  br i1 %".51", label %"got_item", label %"next_part"
got_item:
  %".53" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".54" = add i64 %".53", 1
  store atomic i64 %".54", i64* %"claimed" monotonic, align 8
  %".56" = icmp slt i64 %"item", %"total"
  br i1 %".56", label %"work", label %"claim"
next_part:
  %".58" = add i64 %".42", 1
  store i64 %".58", i64* %"visited"
  br label %"claim"
work:
  %".65" = srem i64 %"item", %"n_panels"
  %".66" = sdiv i64 %"item", %"n_panels"
  %".67" = srem i64 %".66", %"m_tiles"
  %".68" = sdiv i64 %".66", %"m_tiles"
  %"group" = srem i64 %".68", %"groups"
  %"image" = sdiv i64 %".68", %"groups"
  %".69" = mul i64 %"image", %"a_bs"
  %".70" = mul i64 %"group", %"a_gs"
  %".71" = add i64 %".69", %".70"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".71"
  %".72" = mul i64 %"group", %"w_gs"
  %".73" = mul i64 %".65", %"w_ps"
  %".74" = add i64 %".72", %".73"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".74"
  %"n0" = mul i64 %".65", 16
  %".75" = sub i64 %"k", %"n0"
  %".76" = icmp slt i64 %".75", 16
  %".77" = select  i1 %".76", i64 %".75", i64 16
  %".78" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".78"
  %".79" = icmp ne i64 %"residual.int", 0
  %"m0" = mul i64 %".67", 2
  %".80" = sub i64 %"m", %"m0"
  %".81" = icmp slt i64 %".80", 2
  %".82" = select  i1 %".81", i64 %".80", i64 2
  %".83" = mul i64 %"image", %"c_bs"
  %".84" = mul i64 %"group", %"c_gs"
  %".85" = add i64 %".83", %".84"
  %".86" = mul i64 %"n0", 4
  %".87" = add i64 %".85", %".86"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".87"
  %".88" = sub i64 %".82", 1
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
  %".61" = getelementptr i64, ptr %"schedule", i64 1
  %".62" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".63" = atomicrmw add ptr %".61", i64 %".62" release
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
  %".262" = add i64 %"m0", %".261"
  %".263" = icmp slt i64 1, %".88"
  %".264" = select  i1 %".263", i64 1, i64 %".88"
  %".265" = add i64 %"m0", %".264"
  br i1 %"grid", label %"work.endif.endif.if", label %"work.endif.endif.else"
work.endif.endif.if:
  %".267" = sdiv i64 %".262", %"row_pixels"
  %".268" = mul i64 %".267", %"row_stride"
  %".269" = srem i64 %".262", %"row_pixels"
  %".270" = mul i64 %".269", %"ldc"
  %".271" = add i64 %".268", %".270"
  %".272" = sdiv i64 %".265", %"row_pixels"
  %".273" = mul i64 %".272", %"row_stride"
  %".274" = srem i64 %".265", %"row_pixels"
  %".275" = mul i64 %".274", %"ldc"
  %".276" = add i64 %".273", %".275"
  br label %"work.endif.endif.endif"
work.endif.endif.else:
  %".278" = mul i64 %".262", %"ldc"
  %".279" = mul i64 %".265", %"ldc"
  br label %"work.endif.endif.endif"
work.endif.endif.endif:
  %".281" = phi  i64 [%".271", %"work.endif.endif.if"], [%".278", %"work.endif.endif.else"]
  %".282" = phi  i64 [%".276", %"work.endif.endif.if"], [%".279", %"work.endif.endif.else"]
  %".283" = getelementptr i8, ptr %"c_tile", i64 %".281"
  %".284" = getelementptr i8, ptr %"c_tile", i64 %".282"
  %".285" = ptrtoint ptr %"c_tile" to i64
  %".286" = ptrtoint ptr %"c" to i64
  %".287" = sub i64 %".285", %".286"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".287"
  %".288" = getelementptr i8, ptr %"r_tile", i64 %".281"
  %".289" = getelementptr i8, ptr %"r_tile", i64 %".282"
  %".290" = icmp eq i64 %".77", 16
  br i1 %".290", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".294" = load <16 x float>, <16 x float>* %"acc0_0"
  %".295" = fcmp olt <16 x float> %".294", %".30"
  %".296" = select  <16 x i1> %".295", <16 x float> %".30", <16 x float> %".294"
  %".297" = fcmp ogt <16 x float> %".296", %".34"
  %".298" = select  <16 x i1> %".297", <16 x float> %".34", <16 x float> %".296"
  %".299" = load <16 x float>, <16 x float>* %"acc1_0"
  %".300" = fcmp olt <16 x float> %".299", %".30"
  %".301" = select  <16 x i1> %".300", <16 x float> %".30", <16 x float> %".299"
  %".302" = fcmp ogt <16 x float> %".301", %".34"
  %".303" = select  <16 x i1> %".302", <16 x float> %".34", <16 x float> %".301"
  %".304" = getelementptr i8, ptr %".283", i64 0
  store <16 x float> %".298", ptr %".304", align 4
  %".306" = getelementptr i8, ptr %".284", i64 0
  store <16 x float> %".303", ptr %".306", align 4
  br label %"claim"
store_full_residual:
  %".309" = load <16 x float>, <16 x float>* %"acc0_0"
  %".310" = getelementptr i8, ptr %".288", i64 0
  %".311" = load <16 x float>, ptr %".310", align 4
  %".312" = fadd <16 x float> %".309", %".311"
  %".313" = fcmp olt <16 x float> %".312", %".30"
  %".314" = select  <16 x i1> %".313", <16 x float> %".30", <16 x float> %".312"
  %".315" = fcmp ogt <16 x float> %".314", %".34"
  %".316" = select  <16 x i1> %".315", <16 x float> %".34", <16 x float> %".314"
  %".317" = load <16 x float>, <16 x float>* %"acc1_0"
  %".318" = getelementptr i8, ptr %".289", i64 0
  %".319" = load <16 x float>, ptr %".318", align 4
  %".320" = fadd <16 x float> %".317", %".319"
  %".321" = fcmp olt <16 x float> %".320", %".30"
  %".322" = select  <16 x i1> %".321", <16 x float> %".30", <16 x float> %".320"
  %".323" = fcmp ogt <16 x float> %".322", %".34"
  %".324" = select  <16 x i1> %".323", <16 x float> %".34", <16 x float> %".322"
  %".325" = getelementptr i8, ptr %".283", i64 0
  store <16 x float> %".316", ptr %".325", align 4
  %".327" = getelementptr i8, ptr %".284", i64 0
  store <16 x float> %".324", ptr %".327", align 4
  br label %"claim"
store_partial:
  %".330" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".77", i32 0
  %".331" = shufflevector <16 x i64> %".330", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".332" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".331"
  %".333" = load <16 x float>, <16 x float>* %"acc0_0"
  %".334" = fcmp olt <16 x float> %".333", %".30"
  %".335" = select  <16 x i1> %".334", <16 x float> %".30", <16 x float> %".333"
  %".336" = fcmp ogt <16 x float> %".335", %".34"
  %".337" = select  <16 x i1> %".336", <16 x float> %".34", <16 x float> %".335"
  %".338" = load <16 x float>, <16 x float>* %"acc1_0"
  %".339" = fcmp olt <16 x float> %".338", %".30"
  %".340" = select  <16 x i1> %".339", <16 x float> %".30", <16 x float> %".338"
  %".341" = fcmp ogt <16 x float> %".340", %".34"
  %".342" = select  <16 x i1> %".341", <16 x float> %".34", <16 x float> %".340"
  %".343" = getelementptr i8, ptr %".283", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".337", ptr %".343", i32 4, <16 x i1> %".332")
  %".345" = getelementptr i8, ptr %".284", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".342", ptr %".345", i32 4, <16 x i1> %".332")
  br label %"claim"
store_partial_residual:
  %".348" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".77", i32 0
  %".349" = shufflevector <16 x i64> %".348", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".350" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".349"
  %".351" = load <16 x float>, <16 x float>* %"acc0_0"
  %".352" = getelementptr i8, ptr %".288", i64 0
  %".353" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".352", i32 4, <16 x i1> %".350", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".354" = fadd <16 x float> %".351", %".353"
  %".355" = fcmp olt <16 x float> %".354", %".30"
  %".356" = select  <16 x i1> %".355", <16 x float> %".30", <16 x float> %".354"
  %".357" = fcmp ogt <16 x float> %".356", %".34"
  %".358" = select  <16 x i1> %".357", <16 x float> %".34", <16 x float> %".356"
  %".359" = load <16 x float>, <16 x float>* %"acc1_0"
  %".360" = getelementptr i8, ptr %".289", i64 0
  %".361" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".360", i32 4, <16 x i1> %".350", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".362" = fadd <16 x float> %".359", %".361"
  %".363" = fcmp olt <16 x float> %".362", %".30"
  %".364" = select  <16 x i1> %".363", <16 x float> %".30", <16 x float> %".362"
  %".365" = fcmp ogt <16 x float> %".364", %".34"
  %".366" = select  <16 x i1> %".365", <16 x float> %".34", <16 x float> %".364"
  %".367" = getelementptr i8, ptr %".283", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".358", ptr %".367", i32 4, <16 x i1> %".350")
  %".369" = getelementptr i8, ptr %".284", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".366", ptr %".369", i32 4, <16 x i1> %".350")
  br label %"claim"
store_full_choice:
  br i1 %".79", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".79", label %"store_partial_residual", label %"store_partial"
}
