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
  %".90" = getelementptr i64, ptr %"args", i64 35
  %"groups_share_pixels" = load i64, ptr %".90"
  %".91" = icmp ne i64 %"groups_share_pixels", 0
  %".92" = sdiv i64 %".44", %"n_panels"
  %".93" = srem i64 %".92", %"groups"
  %"group_of_item" = select  i1 %".91", i64 %".93", i64 %"group"
  %".94" = sdiv i64 %".92", %"groups"
  %".95" = srem i64 %".94", %"m_tiles"
  %"tile_of_item" = select  i1 %".91", i64 %".95", i64 %".88"
  %".96" = sdiv i64 %".94", %"m_tiles"
  %"image_of_item" = select  i1 %".91", i64 %".96", i64 %"image"
  %".97" = mul i64 %"image_of_item", %"a_bs"
  %".98" = mul i64 %"group_of_item", %"a_gs"
  %".99" = add i64 %".97", %".98"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".99"
  %".100" = mul i64 %"group_of_item", %"w_gs"
  %".101" = mul i64 %".86", %"w_ps"
  %".102" = add i64 %".100", %".101"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".102"
  %"n0" = mul i64 %".86", 16
  %".103" = sub i64 %"k", %"n0"
  %".104" = icmp slt i64 %".103", 16
  %".105" = select  i1 %".104", i64 %".103", i64 16
  %".106" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".106"
  %".107" = icmp ne i64 %"residual.int", 0
  %"m0" = mul i64 %"tile_of_item", 2
  %".108" = sub i64 %"m", %"m0"
  %".109" = icmp slt i64 %".108", 2
  %".110" = select  i1 %".109", i64 %".108", i64 2
  %".111" = mul i64 %"image_of_item", %"c_bs"
  %".112" = mul i64 %"group_of_item", %"c_gs"
  %".113" = add i64 %".111", %".112"
  %".114" = mul i64 %"n0", 4
  %".115" = add i64 %".113", %".114"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".115"
  %".116" = sub i64 %".110", 1
  %".117" = getelementptr i8, ptr %"w_panel", i64 0
  %".118" = load <16 x float>, ptr %".117", align 64
  store <16 x float> %".118", <16 x float>* %"acc0_0"
  %".120" = getelementptr i8, ptr %"w_panel", i64 0
  %".121" = load <16 x float>, ptr %".120", align 64
  store <16 x float> %".121", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  store i64 0, i64* %"since_flush"
  %".127" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".127", ptr %"w_cursor"
  %".129" = mul i64 %"ks", %"kc"
  %".130" = icmp sgt i64 %".129", 128
  br i1 %".130", label %"work.if", label %"work.else"
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
  %".287" = load i1, i1* %"flushed"
  br i1 %".287", label %"work.endif.if", label %"work.endif.endif"
taps.head:
  %".134" = load i64, i64* %"taps.i"
  %".135" = icmp slt i64 %".134", %"ks"
  br i1 %".135", label %"taps.body", label %"taps.done"
taps.body:
  %".137" = mul i64 %"ks", 2
  %".138" = mul i64 %"tile_of_item", %".137"
  %".139" = mul i64 %".134", 2
  %".140" = add i64 %".138", %".139"
  %".141" = add i64 %".140", 0
  %".142" = getelementptr i64, ptr %"ind", i64 %".141"
  %"off0" = load i64, ptr %".142"
  %".143" = icmp slt i64 %"off0", 0
  %".144" = getelementptr i8, ptr %"a_base", i64 %"off0"
  %"a0" = select  i1 %".143", ptr %"zero", ptr %".144"
  %".145" = add i64 %".140", 1
  %".146" = getelementptr i64, ptr %"ind", i64 %".145"
  %"off1" = load i64, ptr %".146"
  %".147" = icmp slt i64 %"off1", 0
  %".148" = and i1 %".143", %".147"
  %".149" = getelementptr i8, ptr %"a_base", i64 %"off1"
  %"a1" = select  i1 %".147", ptr %"zero", ptr %".149"
  %".150" = mul i64 %".134", %"kc"
  %".151" = mul i64 %".150", 64
  %".152" = getelementptr i8, ptr %".127", i64 %".151"
  store ptr %".152", ptr %"w_cursor"
  br i1 %".148", label %"tap_done", label %"tap_work"
taps.done:
  br label %"work.endif"
tap_work:
  %".155" = add i64 %"kc", 127
  %"chunks" = sdiv i64 %".155", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
tap_done:
  %".220" = load i64, i64* %"taps.i"
  %".221" = add i64 %".220", 1
  store i64 %".221", i64* %"taps.i"
  br label %"taps.head"
channel_chunks.head:
  %".158" = load i64, i64* %"channel_chunks.i"
  %".159" = icmp slt i64 %".158", %"chunks"
  br i1 %".159", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".158", 128
  %".161" = sub i64 %"kc", %"chunk_lo"
  %".162" = icmp slt i64 %".161", 128
  %".163" = select  i1 %".162", i64 %".161", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  br label %"tap_done"
channels.head:
  %".166" = load i64, i64* %"channels.i"
  %".167" = icmp slt i64 %".166", %".163"
  br i1 %".167", label %"channels.body", label %"channels.done"
channels.body:
  %".169" = load <16 x float>, <16 x float>* %"acc0_0"
  %".170" = load <16 x float>, <16 x float>* %"acc1_0"
  %".171" = load ptr, ptr %"w_cursor"
  %".172" = mul i64 %".166", 1
  %".173" = add i64 %".172", 0
  %".174" = add i64 %"chunk_lo", %".173"
  %".175" = getelementptr i8, ptr %".171", i64 0
  %".176" = getelementptr i8, ptr %".175", i64 0
  %".177" = load <16 x float>, ptr %".176", align 64
  %".178" = mul i64 %".174", 4
  %".179" = getelementptr i8, ptr %"a0", i64 %".178"
  %".180" = load float, ptr %".179", align 4
  %".181" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".180", i32 0
  %".182" = shufflevector <16 x float> %".181", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".183" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".182", <16 x float> %".177", <16 x float> %".169")
  %".184" = getelementptr i8, ptr %"a1", i64 %".178"
  %".185" = load float, ptr %".184", align 4
  %".186" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".185", i32 0
  %".187" = shufflevector <16 x float> %".186", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".188" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".187", <16 x float> %".177", <16 x float> %".170")
  store <16 x float> %".183", <16 x float>* %"acc0_0"
  store <16 x float> %".188", <16 x float>* %"acc1_0"
  %".191" = getelementptr i8, ptr %".171", i64 64
  store ptr %".191", ptr %"w_cursor"
  %".193" = load i64, i64* %"channels.i"
  %".194" = add i64 %".193", 1
  store i64 %".194", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".197" = load i64, i64* %"since_flush"
  %".198" = add i64 %".197", %".163"
  store i64 %".198", i64* %"since_flush"
  %".200" = icmp sge i64 %".198", 128
  br i1 %".200", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".202" = load <16 x float>, <16 x float>* %"total0_0"
  %".203" = load <16 x float>, <16 x float>* %"acc0_0"
  %".204" = fadd <16 x float> %".202", %".203"
  store <16 x float> %".204", <16 x float>* %"total0_0"
  %".206" = load <16 x float>, <16 x float>* %"total1_0"
  %".207" = load <16 x float>, <16 x float>* %"acc1_0"
  %".208" = fadd <16 x float> %".206", %".207"
  store <16 x float> %".208", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".215" = load i64, i64* %"channel_chunks.i"
  %".216" = add i64 %".215", 1
  store i64 %".216", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".227" = load i64, i64* %"taps_short.i"
  %".228" = icmp slt i64 %".227", %"ks"
  br i1 %".228", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".230" = mul i64 %"ks", 2
  %".231" = mul i64 %"tile_of_item", %".230"
  %".232" = mul i64 %".227", 2
  %".233" = add i64 %".231", %".232"
  %".234" = add i64 %".233", 0
  %".235" = getelementptr i64, ptr %"ind", i64 %".234"
  %"off0.1" = load i64, ptr %".235"
  %".236" = icmp slt i64 %"off0.1", 0
  %".237" = getelementptr i8, ptr %"a_base", i64 %"off0.1"
  %"a0.1" = select  i1 %".236", ptr %"zero", ptr %".237"
  %".238" = add i64 %".233", 1
  %".239" = getelementptr i64, ptr %"ind", i64 %".238"
  %"off1.1" = load i64, ptr %".239"
  %".240" = icmp slt i64 %"off1.1", 0
  %".241" = and i1 %".236", %".240"
  %".242" = getelementptr i8, ptr %"a_base", i64 %"off1.1"
  %"a1.1" = select  i1 %".240", ptr %"zero", ptr %".242"
  %".243" = mul i64 %".227", %"kc"
  %".244" = mul i64 %".243", 64
  %".245" = getelementptr i8, ptr %".127", i64 %".244"
  store ptr %".245", ptr %"w_cursor"
  br i1 %".241", label %"tap_done.1", label %"tap_work.1"
taps_short.done:
  br label %"work.endif"
tap_work.1:
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
tap_done.1:
  %".282" = load i64, i64* %"taps_short.i"
  %".283" = add i64 %".282", 1
  store i64 %".283", i64* %"taps_short.i"
  br label %"taps_short.head"
channels.head.1:
  %".250" = load i64, i64* %"channels.i.1"
  %".251" = icmp slt i64 %".250", %"kc"
  br i1 %".251", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".253" = load <16 x float>, <16 x float>* %"acc0_0"
  %".254" = load <16 x float>, <16 x float>* %"acc1_0"
  %".255" = load ptr, ptr %"w_cursor"
  %".256" = mul i64 %".250", 1
  %".257" = add i64 %".256", 0
  %".258" = add i64 0, %".257"
  %".259" = getelementptr i8, ptr %".255", i64 0
  %".260" = getelementptr i8, ptr %".259", i64 0
  %".261" = load <16 x float>, ptr %".260", align 64
  %".262" = mul i64 %".258", 4
  %".263" = getelementptr i8, ptr %"a0.1", i64 %".262"
  %".264" = load float, ptr %".263", align 4
  %".265" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".264", i32 0
  %".266" = shufflevector <16 x float> %".265", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".267" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".266", <16 x float> %".261", <16 x float> %".253")
  %".268" = getelementptr i8, ptr %"a1.1", i64 %".262"
  %".269" = load float, ptr %".268", align 4
  %".270" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".269", i32 0
  %".271" = shufflevector <16 x float> %".270", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".272" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".271", <16 x float> %".261", <16 x float> %".254")
  store <16 x float> %".267", <16 x float>* %"acc0_0"
  store <16 x float> %".272", <16 x float>* %"acc1_0"
  %".275" = getelementptr i8, ptr %".255", i64 64
  store ptr %".275", ptr %"w_cursor"
  %".277" = load i64, i64* %"channels.i.1"
  %".278" = add i64 %".277", 1
  store i64 %".278", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  br label %"tap_done.1"
work.endif.if:
  %".289" = load <16 x float>, <16 x float>* %"total0_0"
  %".290" = load <16 x float>, <16 x float>* %"acc0_0"
  %".291" = fadd <16 x float> %".289", %".290"
  store <16 x float> %".291", <16 x float>* %"total0_0"
  %".293" = load <16 x float>, <16 x float>* %"total1_0"
  %".294" = load <16 x float>, <16 x float>* %"acc1_0"
  %".295" = fadd <16 x float> %".293", %".294"
  store <16 x float> %".295", <16 x float>* %"total1_0"
  %".297" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".297", <16 x float>* %"acc0_0"
  %".299" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".299", <16 x float>* %"acc1_0"
  br label %"work.endif.endif"
work.endif.endif:
  %".302" = icmp slt i64 0, %".116"
  %".303" = select  i1 %".302", i64 0, i64 %".116"
  %".304" = add i64 %"m0", %".303"
  %".305" = icmp slt i64 1, %".116"
  %".306" = select  i1 %".305", i64 1, i64 %".116"
  %".307" = add i64 %"m0", %".306"
  br i1 %"grid", label %"work.endif.endif.if", label %"work.endif.endif.else"
work.endif.endif.if:
  %".309" = sdiv i64 %".304", %"row_pixels"
  %".310" = mul i64 %".309", %"row_stride"
  %".311" = srem i64 %".304", %"row_pixels"
  %".312" = mul i64 %".311", %"ldc"
  %".313" = add i64 %".310", %".312"
  %".314" = sdiv i64 %".307", %"row_pixels"
  %".315" = mul i64 %".314", %"row_stride"
  %".316" = srem i64 %".307", %"row_pixels"
  %".317" = mul i64 %".316", %"ldc"
  %".318" = add i64 %".315", %".317"
  br label %"work.endif.endif.endif"
work.endif.endif.else:
  %".320" = mul i64 %".304", %"ldc"
  %".321" = mul i64 %".307", %"ldc"
  br label %"work.endif.endif.endif"
work.endif.endif.endif:
  %".323" = phi  i64 [%".313", %"work.endif.endif.if"], [%".320", %"work.endif.endif.else"]
  %".324" = phi  i64 [%".318", %"work.endif.endif.if"], [%".321", %"work.endif.endif.else"]
  %".325" = getelementptr i8, ptr %"c_tile", i64 %".323"
  %".326" = getelementptr i8, ptr %"c_tile", i64 %".324"
  %".327" = ptrtoint ptr %"c_tile" to i64
  %".328" = ptrtoint ptr %"c" to i64
  %".329" = sub i64 %".327", %".328"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".329"
  %".330" = getelementptr i8, ptr %"r_tile", i64 %".323"
  %".331" = getelementptr i8, ptr %"r_tile", i64 %".324"
  %".332" = icmp eq i64 %".105", 16
  br i1 %".332", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".336" = load <16 x float>, <16 x float>* %"acc0_0"
  %".337" = fcmp olt <16 x float> %".336", %".30"
  %".338" = select  <16 x i1> %".337", <16 x float> %".30", <16 x float> %".336"
  %".339" = fcmp ogt <16 x float> %".338", %".34"
  %".340" = select  <16 x i1> %".339", <16 x float> %".34", <16 x float> %".338"
  %".341" = load <16 x float>, <16 x float>* %"acc1_0"
  %".342" = fcmp olt <16 x float> %".341", %".30"
  %".343" = select  <16 x i1> %".342", <16 x float> %".30", <16 x float> %".341"
  %".344" = fcmp ogt <16 x float> %".343", %".34"
  %".345" = select  <16 x i1> %".344", <16 x float> %".34", <16 x float> %".343"
  %".346" = getelementptr i8, ptr %".325", i64 0
  store <16 x float> %".340", ptr %".346", align 4
  %".348" = getelementptr i8, ptr %".326", i64 0
  store <16 x float> %".345", ptr %".348", align 4
  br label %"claim"
store_full_residual:
  %".351" = load <16 x float>, <16 x float>* %"acc0_0"
  %".352" = getelementptr i8, ptr %".330", i64 0
  %".353" = load <16 x float>, ptr %".352", align 4
  %".354" = fadd <16 x float> %".351", %".353"
  %".355" = fcmp olt <16 x float> %".354", %".30"
  %".356" = select  <16 x i1> %".355", <16 x float> %".30", <16 x float> %".354"
  %".357" = fcmp ogt <16 x float> %".356", %".34"
  %".358" = select  <16 x i1> %".357", <16 x float> %".34", <16 x float> %".356"
  %".359" = load <16 x float>, <16 x float>* %"acc1_0"
  %".360" = getelementptr i8, ptr %".331", i64 0
  %".361" = load <16 x float>, ptr %".360", align 4
  %".362" = fadd <16 x float> %".359", %".361"
  %".363" = fcmp olt <16 x float> %".362", %".30"
  %".364" = select  <16 x i1> %".363", <16 x float> %".30", <16 x float> %".362"
  %".365" = fcmp ogt <16 x float> %".364", %".34"
  %".366" = select  <16 x i1> %".365", <16 x float> %".34", <16 x float> %".364"
  %".367" = getelementptr i8, ptr %".325", i64 0
  store <16 x float> %".358", ptr %".367", align 4
  %".369" = getelementptr i8, ptr %".326", i64 0
  store <16 x float> %".366", ptr %".369", align 4
  br label %"claim"
store_partial:
  %".372" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".105", i32 0
  %".373" = shufflevector <16 x i64> %".372", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".374" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".373"
  %".375" = load <16 x float>, <16 x float>* %"acc0_0"
  %".376" = fcmp olt <16 x float> %".375", %".30"
  %".377" = select  <16 x i1> %".376", <16 x float> %".30", <16 x float> %".375"
  %".378" = fcmp ogt <16 x float> %".377", %".34"
  %".379" = select  <16 x i1> %".378", <16 x float> %".34", <16 x float> %".377"
  %".380" = load <16 x float>, <16 x float>* %"acc1_0"
  %".381" = fcmp olt <16 x float> %".380", %".30"
  %".382" = select  <16 x i1> %".381", <16 x float> %".30", <16 x float> %".380"
  %".383" = fcmp ogt <16 x float> %".382", %".34"
  %".384" = select  <16 x i1> %".383", <16 x float> %".34", <16 x float> %".382"
  %".385" = getelementptr i8, ptr %".325", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".379", ptr %".385", i32 4, <16 x i1> %".374")
  %".387" = getelementptr i8, ptr %".326", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".384", ptr %".387", i32 4, <16 x i1> %".374")
  br label %"claim"
store_partial_residual:
  %".390" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".105", i32 0
  %".391" = shufflevector <16 x i64> %".390", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".392" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".391"
  %".393" = load <16 x float>, <16 x float>* %"acc0_0"
  %".394" = getelementptr i8, ptr %".330", i64 0
  %".395" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".394", i32 4, <16 x i1> %".392", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".396" = fadd <16 x float> %".393", %".395"
  %".397" = fcmp olt <16 x float> %".396", %".30"
  %".398" = select  <16 x i1> %".397", <16 x float> %".30", <16 x float> %".396"
  %".399" = fcmp ogt <16 x float> %".398", %".34"
  %".400" = select  <16 x i1> %".399", <16 x float> %".34", <16 x float> %".398"
  %".401" = load <16 x float>, <16 x float>* %"acc1_0"
  %".402" = getelementptr i8, ptr %".331", i64 0
  %".403" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".402", i32 4, <16 x i1> %".392", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".404" = fadd <16 x float> %".401", %".403"
  %".405" = fcmp olt <16 x float> %".404", %".30"
  %".406" = select  <16 x i1> %".405", <16 x float> %".30", <16 x float> %".404"
  %".407" = fcmp ogt <16 x float> %".406", %".34"
  %".408" = select  <16 x i1> %".407", <16 x float> %".34", <16 x float> %".406"
  %".409" = getelementptr i8, ptr %".325", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".400", ptr %".409", i32 4, <16 x i1> %".392")
  %".411" = getelementptr i8, ptr %".326", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".408", ptr %".411", i32 4, <16 x i1> %".392")
  br label %"claim"
store_full_choice:
  br i1 %".107", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".107", label %"store_partial_residual", label %"store_partial"
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
  %".90" = getelementptr i64, ptr %"args", i64 35
  %"groups_share_pixels" = load i64, ptr %".90"
  %".91" = icmp ne i64 %"groups_share_pixels", 0
  %".92" = sdiv i64 %".44", %"n_panels"
  %".93" = srem i64 %".92", %"groups"
  %"group_of_item" = select  i1 %".91", i64 %".93", i64 %"group"
  %".94" = sdiv i64 %".92", %"groups"
  %".95" = srem i64 %".94", %"m_tiles"
  %"tile_of_item" = select  i1 %".91", i64 %".95", i64 %".88"
  %".96" = sdiv i64 %".94", %"m_tiles"
  %"image_of_item" = select  i1 %".91", i64 %".96", i64 %"image"
  %".97" = mul i64 %"image_of_item", %"a_bs"
  %".98" = mul i64 %"group_of_item", %"a_gs"
  %".99" = add i64 %".97", %".98"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".99"
  %".100" = mul i64 %"group_of_item", %"w_gs"
  %".101" = mul i64 %".86", %"w_ps"
  %".102" = add i64 %".100", %".101"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".102"
  %"n0" = mul i64 %".86", 16
  %".103" = sub i64 %"k", %"n0"
  %".104" = icmp slt i64 %".103", 16
  %".105" = select  i1 %".104", i64 %".103", i64 16
  %".106" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".106"
  %".107" = icmp ne i64 %"residual.int", 0
  %"m0" = mul i64 %"tile_of_item", 2
  %".108" = sub i64 %"m", %"m0"
  %".109" = icmp slt i64 %".108", 2
  %".110" = select  i1 %".109", i64 %".108", i64 2
  %".111" = mul i64 %"image_of_item", %"c_bs"
  %".112" = mul i64 %"group_of_item", %"c_gs"
  %".113" = add i64 %".111", %".112"
  %".114" = mul i64 %"n0", 4
  %".115" = add i64 %".113", %".114"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".115"
  %".116" = sub i64 %".110", 1
  %".117" = getelementptr i8, ptr %"w_panel", i64 0
  %".118" = load <16 x float>, ptr %".117", align 64
  store <16 x float> %".118", <16 x float>* %"acc0_0"
  %".120" = getelementptr i8, ptr %"w_panel", i64 0
  %".121" = load <16 x float>, ptr %".120", align 64
  store <16 x float> %".121", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  store i64 0, i64* %"since_flush"
  %".127" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".127", ptr %"w_cursor"
  %".129" = mul i64 %"ks", %"kc"
  %".130" = icmp sgt i64 %".129", 128
  br i1 %".130", label %"work.if", label %"work.else"
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
  %".273" = load i1, i1* %"flushed"
  br i1 %".273", label %"work.endif.if", label %"work.endif.endif"
taps.head:
  %".134" = load i64, i64* %"taps.i"
  %".135" = icmp slt i64 %".134", %"ks"
  br i1 %".135", label %"taps.body", label %"taps.done"
taps.body:
  %".137" = icmp slt i64 0, %".116"
  %".138" = select  i1 %".137", i64 0, i64 %".116"
  %".139" = add i64 %"m0", %".138"
  %".140" = mul i64 %".139", %"lda"
  %"a0" = getelementptr i8, ptr %"a_base", i64 %".140"
  %".141" = icmp slt i64 1, %".116"
  %".142" = select  i1 %".141", i64 1, i64 %".116"
  %".143" = add i64 %"m0", %".142"
  %".144" = mul i64 %".143", %"lda"
  %"a1" = getelementptr i8, ptr %"a_base", i64 %".144"
  %".145" = mul i64 %".134", %"kc"
  %".146" = mul i64 %".145", 64
  %".147" = getelementptr i8, ptr %".127", i64 %".146"
  store ptr %".147", ptr %"w_cursor"
  %".149" = add i64 %"kc", 127
  %"chunks" = sdiv i64 %".149", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps.done:
  br label %"work.endif"
channel_chunks.head:
  %".152" = load i64, i64* %"channel_chunks.i"
  %".153" = icmp slt i64 %".152", %"chunks"
  br i1 %".153", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".152", 128
  %".155" = sub i64 %"kc", %"chunk_lo"
  %".156" = icmp slt i64 %".155", 128
  %".157" = select  i1 %".156", i64 %".155", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  %".213" = load i64, i64* %"taps.i"
  %".214" = add i64 %".213", 1
  store i64 %".214", i64* %"taps.i"
  br label %"taps.head"
channels.head:
  %".160" = load i64, i64* %"channels.i"
  %".161" = icmp slt i64 %".160", %".157"
  br i1 %".161", label %"channels.body", label %"channels.done"
channels.body:
  %".163" = load <16 x float>, <16 x float>* %"acc0_0"
  %".164" = load <16 x float>, <16 x float>* %"acc1_0"
  %".165" = load ptr, ptr %"w_cursor"
  %".166" = mul i64 %".160", 1
  %".167" = add i64 %".166", 0
  %".168" = add i64 %"chunk_lo", %".167"
  %".169" = getelementptr i8, ptr %".165", i64 0
  %".170" = getelementptr i8, ptr %".169", i64 0
  %".171" = load <16 x float>, ptr %".170", align 64
  %".172" = mul i64 %".168", 4
  %".173" = getelementptr i8, ptr %"a0", i64 %".172"
  %".174" = load float, ptr %".173", align 4
  %".175" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".174", i32 0
  %".176" = shufflevector <16 x float> %".175", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".177" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".176", <16 x float> %".171", <16 x float> %".163")
  %".178" = getelementptr i8, ptr %"a1", i64 %".172"
  %".179" = load float, ptr %".178", align 4
  %".180" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".179", i32 0
  %".181" = shufflevector <16 x float> %".180", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".182" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".181", <16 x float> %".171", <16 x float> %".164")
  store <16 x float> %".177", <16 x float>* %"acc0_0"
  store <16 x float> %".182", <16 x float>* %"acc1_0"
  %".185" = getelementptr i8, ptr %".165", i64 64
  store ptr %".185", ptr %"w_cursor"
  %".187" = load i64, i64* %"channels.i"
  %".188" = add i64 %".187", 1
  store i64 %".188", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".191" = load i64, i64* %"since_flush"
  %".192" = add i64 %".191", %".157"
  store i64 %".192", i64* %"since_flush"
  %".194" = icmp sge i64 %".192", 128
  br i1 %".194", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".196" = load <16 x float>, <16 x float>* %"total0_0"
  %".197" = load <16 x float>, <16 x float>* %"acc0_0"
  %".198" = fadd <16 x float> %".196", %".197"
  store <16 x float> %".198", <16 x float>* %"total0_0"
  %".200" = load <16 x float>, <16 x float>* %"total1_0"
  %".201" = load <16 x float>, <16 x float>* %"acc1_0"
  %".202" = fadd <16 x float> %".200", %".201"
  store <16 x float> %".202", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".209" = load i64, i64* %"channel_chunks.i"
  %".210" = add i64 %".209", 1
  store i64 %".210", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".220" = load i64, i64* %"taps_short.i"
  %".221" = icmp slt i64 %".220", %"ks"
  br i1 %".221", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".223" = icmp slt i64 0, %".116"
  %".224" = select  i1 %".223", i64 0, i64 %".116"
  %".225" = add i64 %"m0", %".224"
  %".226" = mul i64 %".225", %"lda"
  %"a0.1" = getelementptr i8, ptr %"a_base", i64 %".226"
  %".227" = icmp slt i64 1, %".116"
  %".228" = select  i1 %".227", i64 1, i64 %".116"
  %".229" = add i64 %"m0", %".228"
  %".230" = mul i64 %".229", %"lda"
  %"a1.1" = getelementptr i8, ptr %"a_base", i64 %".230"
  %".231" = mul i64 %".220", %"kc"
  %".232" = mul i64 %".231", 64
  %".233" = getelementptr i8, ptr %".127", i64 %".232"
  store ptr %".233", ptr %"w_cursor"
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
taps_short.done:
  br label %"work.endif"
channels.head.1:
  %".237" = load i64, i64* %"channels.i.1"
  %".238" = icmp slt i64 %".237", %"kc"
  br i1 %".238", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".240" = load <16 x float>, <16 x float>* %"acc0_0"
  %".241" = load <16 x float>, <16 x float>* %"acc1_0"
  %".242" = load ptr, ptr %"w_cursor"
  %".243" = mul i64 %".237", 1
  %".244" = add i64 %".243", 0
  %".245" = add i64 0, %".244"
  %".246" = getelementptr i8, ptr %".242", i64 0
  %".247" = getelementptr i8, ptr %".246", i64 0
  %".248" = load <16 x float>, ptr %".247", align 64
  %".249" = mul i64 %".245", 4
  %".250" = getelementptr i8, ptr %"a0.1", i64 %".249"
  %".251" = load float, ptr %".250", align 4
  %".252" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".251", i32 0
  %".253" = shufflevector <16 x float> %".252", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".254" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".253", <16 x float> %".248", <16 x float> %".240")
  %".255" = getelementptr i8, ptr %"a1.1", i64 %".249"
  %".256" = load float, ptr %".255", align 4
  %".257" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".256", i32 0
  %".258" = shufflevector <16 x float> %".257", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".259" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".258", <16 x float> %".248", <16 x float> %".241")
  store <16 x float> %".254", <16 x float>* %"acc0_0"
  store <16 x float> %".259", <16 x float>* %"acc1_0"
  %".262" = getelementptr i8, ptr %".242", i64 64
  store ptr %".262", ptr %"w_cursor"
  %".264" = load i64, i64* %"channels.i.1"
  %".265" = add i64 %".264", 1
  store i64 %".265", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  %".268" = load i64, i64* %"taps_short.i"
  %".269" = add i64 %".268", 1
  store i64 %".269", i64* %"taps_short.i"
  br label %"taps_short.head"
work.endif.if:
  %".275" = load <16 x float>, <16 x float>* %"total0_0"
  %".276" = load <16 x float>, <16 x float>* %"acc0_0"
  %".277" = fadd <16 x float> %".275", %".276"
  store <16 x float> %".277", <16 x float>* %"total0_0"
  %".279" = load <16 x float>, <16 x float>* %"total1_0"
  %".280" = load <16 x float>, <16 x float>* %"acc1_0"
  %".281" = fadd <16 x float> %".279", %".280"
  store <16 x float> %".281", <16 x float>* %"total1_0"
  %".283" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".283", <16 x float>* %"acc0_0"
  %".285" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".285", <16 x float>* %"acc1_0"
  br label %"work.endif.endif"
work.endif.endif:
  %".288" = icmp slt i64 0, %".116"
  %".289" = select  i1 %".288", i64 0, i64 %".116"
  %".290" = add i64 %"m0", %".289"
  %".291" = icmp slt i64 1, %".116"
  %".292" = select  i1 %".291", i64 1, i64 %".116"
  %".293" = add i64 %"m0", %".292"
  br i1 %"grid", label %"work.endif.endif.if", label %"work.endif.endif.else"
work.endif.endif.if:
  %".295" = sdiv i64 %".290", %"row_pixels"
  %".296" = mul i64 %".295", %"row_stride"
  %".297" = srem i64 %".290", %"row_pixels"
  %".298" = mul i64 %".297", %"ldc"
  %".299" = add i64 %".296", %".298"
  %".300" = sdiv i64 %".293", %"row_pixels"
  %".301" = mul i64 %".300", %"row_stride"
  %".302" = srem i64 %".293", %"row_pixels"
  %".303" = mul i64 %".302", %"ldc"
  %".304" = add i64 %".301", %".303"
  br label %"work.endif.endif.endif"
work.endif.endif.else:
  %".306" = mul i64 %".290", %"ldc"
  %".307" = mul i64 %".293", %"ldc"
  br label %"work.endif.endif.endif"
work.endif.endif.endif:
  %".309" = phi  i64 [%".299", %"work.endif.endif.if"], [%".306", %"work.endif.endif.else"]
  %".310" = phi  i64 [%".304", %"work.endif.endif.if"], [%".307", %"work.endif.endif.else"]
  %".311" = getelementptr i8, ptr %"c_tile", i64 %".309"
  %".312" = getelementptr i8, ptr %"c_tile", i64 %".310"
  %".313" = ptrtoint ptr %"c_tile" to i64
  %".314" = ptrtoint ptr %"c" to i64
  %".315" = sub i64 %".313", %".314"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".315"
  %".316" = getelementptr i8, ptr %"r_tile", i64 %".309"
  %".317" = getelementptr i8, ptr %"r_tile", i64 %".310"
  %".318" = icmp eq i64 %".105", 16
  br i1 %".318", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".322" = load <16 x float>, <16 x float>* %"acc0_0"
  %".323" = fcmp olt <16 x float> %".322", %".30"
  %".324" = select  <16 x i1> %".323", <16 x float> %".30", <16 x float> %".322"
  %".325" = fcmp ogt <16 x float> %".324", %".34"
  %".326" = select  <16 x i1> %".325", <16 x float> %".34", <16 x float> %".324"
  %".327" = load <16 x float>, <16 x float>* %"acc1_0"
  %".328" = fcmp olt <16 x float> %".327", %".30"
  %".329" = select  <16 x i1> %".328", <16 x float> %".30", <16 x float> %".327"
  %".330" = fcmp ogt <16 x float> %".329", %".34"
  %".331" = select  <16 x i1> %".330", <16 x float> %".34", <16 x float> %".329"
  %".332" = getelementptr i8, ptr %".311", i64 0
  store <16 x float> %".326", ptr %".332", align 4
  %".334" = getelementptr i8, ptr %".312", i64 0
  store <16 x float> %".331", ptr %".334", align 4
  br label %"claim"
store_full_residual:
  %".337" = load <16 x float>, <16 x float>* %"acc0_0"
  %".338" = getelementptr i8, ptr %".316", i64 0
  %".339" = load <16 x float>, ptr %".338", align 4
  %".340" = fadd <16 x float> %".337", %".339"
  %".341" = fcmp olt <16 x float> %".340", %".30"
  %".342" = select  <16 x i1> %".341", <16 x float> %".30", <16 x float> %".340"
  %".343" = fcmp ogt <16 x float> %".342", %".34"
  %".344" = select  <16 x i1> %".343", <16 x float> %".34", <16 x float> %".342"
  %".345" = load <16 x float>, <16 x float>* %"acc1_0"
  %".346" = getelementptr i8, ptr %".317", i64 0
  %".347" = load <16 x float>, ptr %".346", align 4
  %".348" = fadd <16 x float> %".345", %".347"
  %".349" = fcmp olt <16 x float> %".348", %".30"
  %".350" = select  <16 x i1> %".349", <16 x float> %".30", <16 x float> %".348"
  %".351" = fcmp ogt <16 x float> %".350", %".34"
  %".352" = select  <16 x i1> %".351", <16 x float> %".34", <16 x float> %".350"
  %".353" = getelementptr i8, ptr %".311", i64 0
  store <16 x float> %".344", ptr %".353", align 4
  %".355" = getelementptr i8, ptr %".312", i64 0
  store <16 x float> %".352", ptr %".355", align 4
  br label %"claim"
store_partial:
  %".358" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".105", i32 0
  %".359" = shufflevector <16 x i64> %".358", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".360" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".359"
  %".361" = load <16 x float>, <16 x float>* %"acc0_0"
  %".362" = fcmp olt <16 x float> %".361", %".30"
  %".363" = select  <16 x i1> %".362", <16 x float> %".30", <16 x float> %".361"
  %".364" = fcmp ogt <16 x float> %".363", %".34"
  %".365" = select  <16 x i1> %".364", <16 x float> %".34", <16 x float> %".363"
  %".366" = load <16 x float>, <16 x float>* %"acc1_0"
  %".367" = fcmp olt <16 x float> %".366", %".30"
  %".368" = select  <16 x i1> %".367", <16 x float> %".30", <16 x float> %".366"
  %".369" = fcmp ogt <16 x float> %".368", %".34"
  %".370" = select  <16 x i1> %".369", <16 x float> %".34", <16 x float> %".368"
  %".371" = getelementptr i8, ptr %".311", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".365", ptr %".371", i32 4, <16 x i1> %".360")
  %".373" = getelementptr i8, ptr %".312", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".370", ptr %".373", i32 4, <16 x i1> %".360")
  br label %"claim"
store_partial_residual:
  %".376" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".105", i32 0
  %".377" = shufflevector <16 x i64> %".376", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".378" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".377"
  %".379" = load <16 x float>, <16 x float>* %"acc0_0"
  %".380" = getelementptr i8, ptr %".316", i64 0
  %".381" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".380", i32 4, <16 x i1> %".378", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".382" = fadd <16 x float> %".379", %".381"
  %".383" = fcmp olt <16 x float> %".382", %".30"
  %".384" = select  <16 x i1> %".383", <16 x float> %".30", <16 x float> %".382"
  %".385" = fcmp ogt <16 x float> %".384", %".34"
  %".386" = select  <16 x i1> %".385", <16 x float> %".34", <16 x float> %".384"
  %".387" = load <16 x float>, <16 x float>* %"acc1_0"
  %".388" = getelementptr i8, ptr %".317", i64 0
  %".389" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".388", i32 4, <16 x i1> %".378", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".390" = fadd <16 x float> %".387", %".389"
  %".391" = fcmp olt <16 x float> %".390", %".30"
  %".392" = select  <16 x i1> %".391", <16 x float> %".30", <16 x float> %".390"
  %".393" = fcmp ogt <16 x float> %".392", %".34"
  %".394" = select  <16 x i1> %".393", <16 x float> %".34", <16 x float> %".392"
  %".395" = getelementptr i8, ptr %".311", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".386", ptr %".395", i32 4, <16 x i1> %".378")
  %".397" = getelementptr i8, ptr %".312", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".394", ptr %".397", i32 4, <16 x i1> %".378")
  br label %"claim"
store_full_choice:
  br i1 %".107", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".107", label %"store_partial_residual", label %"store_partial"
}
