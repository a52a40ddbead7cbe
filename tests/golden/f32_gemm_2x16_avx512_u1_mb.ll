; ixconv kernel module, spec: GemmSpec(isa='avx512', mr=2, nr=16, unroll=1, order='panel_inner', broadcast='memory', k_block=0, epilogue=(), dot='fma')
; ModuleID = "f32_gemm_2x16_avx512_u1_mb"
target triple = ""
target datalayout = ""

define void @"f32_gemm_2x16_avx512_u1_mb_igemm"(ptr noalias %"args", ptr %"schedule", i64 %"part")
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
  %".268" = load i1, i1* %"flushed"
  br i1 %".268", label %"work.endif.if", label %"work.endif.endif"
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
  %".207" = load i64, i64* %"taps.i"
  %".208" = add i64 %".207", 1
  store i64 %".208", i64* %"taps.i"
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
  %".173" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".170", ptr %".172", <16 x float> %".162")
  %".174" = getelementptr i8, ptr %"a1", i64 %".171"
  %".175" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".170", ptr %".174", <16 x float> %".163")
  store <16 x float> %".173", <16 x float>* %"acc0_0"
  store <16 x float> %".175", <16 x float>* %"acc1_0"
  %".178" = getelementptr i8, ptr %".164", i64 64
  store ptr %".178", ptr %"w_cursor"
  %".180" = load i64, i64* %"channels.i"
  %".181" = add i64 %".180", 1
  store i64 %".181", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".184" = load i64, i64* %"since_flush"
  %".185" = add i64 %".184", %".156"
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
  %".214" = load i64, i64* %"taps_short.i"
  %".215" = icmp slt i64 %".214", %"ks"
  br i1 %".215", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".217" = mul i64 %"ks", 2
  %".218" = mul i64 %".88", %".217"
  %".219" = mul i64 %".214", 2
  %".220" = add i64 %".218", %".219"
  %".221" = add i64 %".220", 0
  %".222" = getelementptr i64, ptr %"ind", i64 %".221"
  %"off0.1" = load i64, ptr %".222"
  %".223" = icmp slt i64 %"off0.1", 0
  %".224" = getelementptr i8, ptr %"a_base", i64 %"off0.1"
  %"a0.1" = select  i1 %".223", ptr %"zero", ptr %".224"
  %".225" = add i64 %".220", 1
  %".226" = getelementptr i64, ptr %"ind", i64 %".225"
  %"off1.1" = load i64, ptr %".226"
  %".227" = icmp slt i64 %"off1.1", 0
  %".228" = and i1 %".223", %".227"
  %".229" = getelementptr i8, ptr %"a_base", i64 %"off1.1"
  %"a1.1" = select  i1 %".227", ptr %"zero", ptr %".229"
  %".230" = mul i64 %".214", %"kc"
  %".231" = mul i64 %".230", 64
  %".232" = getelementptr i8, ptr %".120", i64 %".231"
  store ptr %".232", ptr %"w_cursor"
  br i1 %".228", label %"tap_done.1", label %"tap_work.1"
taps_short.done:
  br label %"work.endif"
tap_work.1:
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
tap_done.1:
  %".263" = load i64, i64* %"taps_short.i"
  %".264" = add i64 %".263", 1
  store i64 %".264", i64* %"taps_short.i"
  br label %"taps_short.head"
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
  %".251" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".248", ptr %".250", <16 x float> %".240")
  %".252" = getelementptr i8, ptr %"a1.1", i64 %".249"
  %".253" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".248", ptr %".252", <16 x float> %".241")
  store <16 x float> %".251", <16 x float>* %"acc0_0"
  store <16 x float> %".253", <16 x float>* %"acc1_0"
  %".256" = getelementptr i8, ptr %".242", i64 64
  store ptr %".256", ptr %"w_cursor"
  %".258" = load i64, i64* %"channels.i.1"
  %".259" = add i64 %".258", 1
  store i64 %".259", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  br label %"tap_done.1"
work.endif.if:
  %".270" = load <16 x float>, <16 x float>* %"total0_0"
  %".271" = load <16 x float>, <16 x float>* %"acc0_0"
  %".272" = fadd <16 x float> %".270", %".271"
  store <16 x float> %".272", <16 x float>* %"total0_0"
  %".274" = load <16 x float>, <16 x float>* %"total1_0"
  %".275" = load <16 x float>, <16 x float>* %"acc1_0"
  %".276" = fadd <16 x float> %".274", %".275"
  store <16 x float> %".276", <16 x float>* %"total1_0"
  %".278" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".278", <16 x float>* %"acc0_0"
  %".280" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".280", <16 x float>* %"acc1_0"
  br label %"work.endif.endif"
work.endif.endif:
  %".283" = icmp slt i64 0, %".109"
  %".284" = select  i1 %".283", i64 0, i64 %".109"
  %".285" = add i64 %"m0", %".284"
  %".286" = icmp slt i64 1, %".109"
  %".287" = select  i1 %".286", i64 1, i64 %".109"
  %".288" = add i64 %"m0", %".287"
  br i1 %"grid", label %"work.endif.endif.if", label %"work.endif.endif.else"
work.endif.endif.if:
  %".290" = sdiv i64 %".285", %"row_pixels"
  %".291" = mul i64 %".290", %"row_stride"
  %".292" = srem i64 %".285", %"row_pixels"
  %".293" = mul i64 %".292", %"ldc"
  %".294" = add i64 %".291", %".293"
  %".295" = sdiv i64 %".288", %"row_pixels"
  %".296" = mul i64 %".295", %"row_stride"
  %".297" = srem i64 %".288", %"row_pixels"
  %".298" = mul i64 %".297", %"ldc"
  %".299" = add i64 %".296", %".298"
  br label %"work.endif.endif.endif"
work.endif.endif.else:
  %".301" = mul i64 %".285", %"ldc"
  %".302" = mul i64 %".288", %"ldc"
  br label %"work.endif.endif.endif"
work.endif.endif.endif:
  %".304" = phi  i64 [%".294", %"work.endif.endif.if"], [%".301", %"work.endif.endif.else"]
  %".305" = phi  i64 [%".299", %"work.endif.endif.if"], [%".302", %"work.endif.endif.else"]
  %".306" = getelementptr i8, ptr %"c_tile", i64 %".304"
  %".307" = getelementptr i8, ptr %"c_tile", i64 %".305"
  %".308" = ptrtoint ptr %"c_tile" to i64
  %".309" = ptrtoint ptr %"c" to i64
  %".310" = sub i64 %".308", %".309"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".310"
  %".311" = getelementptr i8, ptr %"r_tile", i64 %".304"
  %".312" = getelementptr i8, ptr %"r_tile", i64 %".305"
  %".313" = icmp eq i64 %".98", 16
  br i1 %".313", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".317" = load <16 x float>, <16 x float>* %"acc0_0"
  %".318" = fcmp olt <16 x float> %".317", %".30"
  %".319" = select  <16 x i1> %".318", <16 x float> %".30", <16 x float> %".317"
  %".320" = fcmp ogt <16 x float> %".319", %".34"
  %".321" = select  <16 x i1> %".320", <16 x float> %".34", <16 x float> %".319"
  %".322" = load <16 x float>, <16 x float>* %"acc1_0"
  %".323" = fcmp olt <16 x float> %".322", %".30"
  %".324" = select  <16 x i1> %".323", <16 x float> %".30", <16 x float> %".322"
  %".325" = fcmp ogt <16 x float> %".324", %".34"
  %".326" = select  <16 x i1> %".325", <16 x float> %".34", <16 x float> %".324"
  %".327" = getelementptr i8, ptr %".306", i64 0
  store <16 x float> %".321", ptr %".327", align 4
  %".329" = getelementptr i8, ptr %".307", i64 0
  store <16 x float> %".326", ptr %".329", align 4
  br label %"claim"
store_full_residual:
  %".332" = load <16 x float>, <16 x float>* %"acc0_0"
  %".333" = getelementptr i8, ptr %".311", i64 0
  %".334" = load <16 x float>, ptr %".333", align 4
  %".335" = fadd <16 x float> %".332", %".334"
  %".336" = fcmp olt <16 x float> %".335", %".30"
  %".337" = select  <16 x i1> %".336", <16 x float> %".30", <16 x float> %".335"
  %".338" = fcmp ogt <16 x float> %".337", %".34"
  %".339" = select  <16 x i1> %".338", <16 x float> %".34", <16 x float> %".337"
  %".340" = load <16 x float>, <16 x float>* %"acc1_0"
  %".341" = getelementptr i8, ptr %".312", i64 0
  %".342" = load <16 x float>, ptr %".341", align 4
  %".343" = fadd <16 x float> %".340", %".342"
  %".344" = fcmp olt <16 x float> %".343", %".30"
  %".345" = select  <16 x i1> %".344", <16 x float> %".30", <16 x float> %".343"
  %".346" = fcmp ogt <16 x float> %".345", %".34"
  %".347" = select  <16 x i1> %".346", <16 x float> %".34", <16 x float> %".345"
  %".348" = getelementptr i8, ptr %".306", i64 0
  store <16 x float> %".339", ptr %".348", align 4
  %".350" = getelementptr i8, ptr %".307", i64 0
  store <16 x float> %".347", ptr %".350", align 4
  br label %"claim"
store_partial:
  %".353" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".98", i32 0
  %".354" = shufflevector <16 x i64> %".353", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".355" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".354"
  %".356" = load <16 x float>, <16 x float>* %"acc0_0"
  %".357" = fcmp olt <16 x float> %".356", %".30"
  %".358" = select  <16 x i1> %".357", <16 x float> %".30", <16 x float> %".356"
  %".359" = fcmp ogt <16 x float> %".358", %".34"
  %".360" = select  <16 x i1> %".359", <16 x float> %".34", <16 x float> %".358"
  %".361" = load <16 x float>, <16 x float>* %"acc1_0"
  %".362" = fcmp olt <16 x float> %".361", %".30"
  %".363" = select  <16 x i1> %".362", <16 x float> %".30", <16 x float> %".361"
  %".364" = fcmp ogt <16 x float> %".363", %".34"
  %".365" = select  <16 x i1> %".364", <16 x float> %".34", <16 x float> %".363"
  %".366" = getelementptr i8, ptr %".306", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".360", ptr %".366", i32 4, <16 x i1> %".355")
  %".368" = getelementptr i8, ptr %".307", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".365", ptr %".368", i32 4, <16 x i1> %".355")
  br label %"claim"
store_partial_residual:
  %".371" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".98", i32 0
  %".372" = shufflevector <16 x i64> %".371", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".373" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".372"
  %".374" = load <16 x float>, <16 x float>* %"acc0_0"
  %".375" = getelementptr i8, ptr %".311", i64 0
  %".376" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".375", i32 4, <16 x i1> %".373", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".377" = fadd <16 x float> %".374", %".376"
  %".378" = fcmp olt <16 x float> %".377", %".30"
  %".379" = select  <16 x i1> %".378", <16 x float> %".30", <16 x float> %".377"
  %".380" = fcmp ogt <16 x float> %".379", %".34"
  %".381" = select  <16 x i1> %".380", <16 x float> %".34", <16 x float> %".379"
  %".382" = load <16 x float>, <16 x float>* %"acc1_0"
  %".383" = getelementptr i8, ptr %".312", i64 0
  %".384" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".383", i32 4, <16 x i1> %".373", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".385" = fadd <16 x float> %".382", %".384"
  %".386" = fcmp olt <16 x float> %".385", %".30"
  %".387" = select  <16 x i1> %".386", <16 x float> %".30", <16 x float> %".385"
  %".388" = fcmp ogt <16 x float> %".387", %".34"
  %".389" = select  <16 x i1> %".388", <16 x float> %".34", <16 x float> %".387"
  %".390" = getelementptr i8, ptr %".306", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".381", ptr %".390", i32 4, <16 x i1> %".373")
  %".392" = getelementptr i8, ptr %".307", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".389", ptr %".392", i32 4, <16 x i1> %".373")
  br label %"claim"
store_full_choice:
  br i1 %".100", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".100", label %"store_partial_residual", label %"store_partial"
}

declare void @"llvm.masked.store.v16f32.p0"(<16 x float> %".1", ptr %".2", i32 %".3", <16 x i1> %".4")

declare <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".1", i32 %".2", <16 x i1> %".3", <16 x float> %".4")

define void @"f32_gemm_2x16_avx512_u1_mb_gemm"(ptr noalias %"args", ptr %"schedule", i64 %"part")
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
  %".254" = load i1, i1* %"flushed"
  br i1 %".254", label %"work.endif.if", label %"work.endif.endif"
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
  %".200" = load i64, i64* %"taps.i"
  %".201" = add i64 %".200", 1
  store i64 %".201", i64* %"taps.i"
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
  %".167" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".164", ptr %".166", <16 x float> %".156")
  %".168" = getelementptr i8, ptr %"a1", i64 %".165"
  %".169" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".164", ptr %".168", <16 x float> %".157")
  store <16 x float> %".167", <16 x float>* %"acc0_0"
  store <16 x float> %".169", <16 x float>* %"acc1_0"
  %".172" = getelementptr i8, ptr %".158", i64 64
  store ptr %".172", ptr %"w_cursor"
  %".174" = load i64, i64* %"channels.i"
  %".175" = add i64 %".174", 1
  store i64 %".175", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".178" = load i64, i64* %"since_flush"
  %".179" = add i64 %".178", %".150"
  store i64 %".179", i64* %"since_flush"
  %".181" = icmp sge i64 %".179", 128
  br i1 %".181", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".183" = load <16 x float>, <16 x float>* %"total0_0"
  %".184" = load <16 x float>, <16 x float>* %"acc0_0"
  %".185" = fadd <16 x float> %".183", %".184"
  store <16 x float> %".185", <16 x float>* %"total0_0"
  %".187" = load <16 x float>, <16 x float>* %"total1_0"
  %".188" = load <16 x float>, <16 x float>* %"acc1_0"
  %".189" = fadd <16 x float> %".187", %".188"
  store <16 x float> %".189", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".196" = load i64, i64* %"channel_chunks.i"
  %".197" = add i64 %".196", 1
  store i64 %".197", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".207" = load i64, i64* %"taps_short.i"
  %".208" = icmp slt i64 %".207", %"ks"
  br i1 %".208", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".210" = icmp slt i64 0, %".109"
  %".211" = select  i1 %".210", i64 0, i64 %".109"
  %".212" = add i64 %"m0", %".211"
  %".213" = mul i64 %".212", %"lda"
  %"a0.1" = getelementptr i8, ptr %"a_base", i64 %".213"
  %".214" = icmp slt i64 1, %".109"
  %".215" = select  i1 %".214", i64 1, i64 %".109"
  %".216" = add i64 %"m0", %".215"
  %".217" = mul i64 %".216", %"lda"
  %"a1.1" = getelementptr i8, ptr %"a_base", i64 %".217"
  %".218" = mul i64 %".207", %"kc"
  %".219" = mul i64 %".218", 64
  %".220" = getelementptr i8, ptr %".120", i64 %".219"
  store ptr %".220", ptr %"w_cursor"
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
taps_short.done:
  br label %"work.endif"
channels.head.1:
  %".224" = load i64, i64* %"channels.i.1"
  %".225" = icmp slt i64 %".224", %"kc"
  br i1 %".225", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".227" = load <16 x float>, <16 x float>* %"acc0_0"
  %".228" = load <16 x float>, <16 x float>* %"acc1_0"
  %".229" = load ptr, ptr %"w_cursor"
  %".230" = mul i64 %".224", 1
  %".231" = add i64 %".230", 0
  %".232" = add i64 0, %".231"
  %".233" = getelementptr i8, ptr %".229", i64 0
  %".234" = getelementptr i8, ptr %".233", i64 0
  %".235" = load <16 x float>, ptr %".234", align 64
  %".236" = mul i64 %".232", 4
  %".237" = getelementptr i8, ptr %"a0.1", i64 %".236"
  %".238" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".235", ptr %".237", <16 x float> %".227")
  %".239" = getelementptr i8, ptr %"a1.1", i64 %".236"
  %".240" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".235", ptr %".239", <16 x float> %".228")
  store <16 x float> %".238", <16 x float>* %"acc0_0"
  store <16 x float> %".240", <16 x float>* %"acc1_0"
  %".243" = getelementptr i8, ptr %".229", i64 64
  store ptr %".243", ptr %"w_cursor"
  %".245" = load i64, i64* %"channels.i.1"
  %".246" = add i64 %".245", 1
  store i64 %".246", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  %".249" = load i64, i64* %"taps_short.i"
  %".250" = add i64 %".249", 1
  store i64 %".250", i64* %"taps_short.i"
  br label %"taps_short.head"
work.endif.if:
  %".256" = load <16 x float>, <16 x float>* %"total0_0"
  %".257" = load <16 x float>, <16 x float>* %"acc0_0"
  %".258" = fadd <16 x float> %".256", %".257"
  store <16 x float> %".258", <16 x float>* %"total0_0"
  %".260" = load <16 x float>, <16 x float>* %"total1_0"
  %".261" = load <16 x float>, <16 x float>* %"acc1_0"
  %".262" = fadd <16 x float> %".260", %".261"
  store <16 x float> %".262", <16 x float>* %"total1_0"
  %".264" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".264", <16 x float>* %"acc0_0"
  %".266" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".266", <16 x float>* %"acc1_0"
  br label %"work.endif.endif"
work.endif.endif:
  %".269" = icmp slt i64 0, %".109"
  %".270" = select  i1 %".269", i64 0, i64 %".109"
  %".271" = add i64 %"m0", %".270"
  %".272" = icmp slt i64 1, %".109"
  %".273" = select  i1 %".272", i64 1, i64 %".109"
  %".274" = add i64 %"m0", %".273"
  br i1 %"grid", label %"work.endif.endif.if", label %"work.endif.endif.else"
work.endif.endif.if:
  %".276" = sdiv i64 %".271", %"row_pixels"
  %".277" = mul i64 %".276", %"row_stride"
  %".278" = srem i64 %".271", %"row_pixels"
  %".279" = mul i64 %".278", %"ldc"
  %".280" = add i64 %".277", %".279"
  %".281" = sdiv i64 %".274", %"row_pixels"
  %".282" = mul i64 %".281", %"row_stride"
  %".283" = srem i64 %".274", %"row_pixels"
  %".284" = mul i64 %".283", %"ldc"
  %".285" = add i64 %".282", %".284"
  br label %"work.endif.endif.endif"
work.endif.endif.else:
  %".287" = mul i64 %".271", %"ldc"
  %".288" = mul i64 %".274", %"ldc"
  br label %"work.endif.endif.endif"
work.endif.endif.endif:
  %".290" = phi  i64 [%".280", %"work.endif.endif.if"], [%".287", %"work.endif.endif.else"]
  %".291" = phi  i64 [%".285", %"work.endif.endif.if"], [%".288", %"work.endif.endif.else"]
  %".292" = getelementptr i8, ptr %"c_tile", i64 %".290"
  %".293" = getelementptr i8, ptr %"c_tile", i64 %".291"
  %".294" = ptrtoint ptr %"c_tile" to i64
  %".295" = ptrtoint ptr %"c" to i64
  %".296" = sub i64 %".294", %".295"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".296"
  %".297" = getelementptr i8, ptr %"r_tile", i64 %".290"
  %".298" = getelementptr i8, ptr %"r_tile", i64 %".291"
  %".299" = icmp eq i64 %".98", 16
  br i1 %".299", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".303" = load <16 x float>, <16 x float>* %"acc0_0"
  %".304" = fcmp olt <16 x float> %".303", %".30"
  %".305" = select  <16 x i1> %".304", <16 x float> %".30", <16 x float> %".303"
  %".306" = fcmp ogt <16 x float> %".305", %".34"
  %".307" = select  <16 x i1> %".306", <16 x float> %".34", <16 x float> %".305"
  %".308" = load <16 x float>, <16 x float>* %"acc1_0"
  %".309" = fcmp olt <16 x float> %".308", %".30"
  %".310" = select  <16 x i1> %".309", <16 x float> %".30", <16 x float> %".308"
  %".311" = fcmp ogt <16 x float> %".310", %".34"
  %".312" = select  <16 x i1> %".311", <16 x float> %".34", <16 x float> %".310"
  %".313" = getelementptr i8, ptr %".292", i64 0
  store <16 x float> %".307", ptr %".313", align 4
  %".315" = getelementptr i8, ptr %".293", i64 0
  store <16 x float> %".312", ptr %".315", align 4
  br label %"claim"
store_full_residual:
  %".318" = load <16 x float>, <16 x float>* %"acc0_0"
  %".319" = getelementptr i8, ptr %".297", i64 0
  %".320" = load <16 x float>, ptr %".319", align 4
  %".321" = fadd <16 x float> %".318", %".320"
  %".322" = fcmp olt <16 x float> %".321", %".30"
  %".323" = select  <16 x i1> %".322", <16 x float> %".30", <16 x float> %".321"
  %".324" = fcmp ogt <16 x float> %".323", %".34"
  %".325" = select  <16 x i1> %".324", <16 x float> %".34", <16 x float> %".323"
  %".326" = load <16 x float>, <16 x float>* %"acc1_0"
  %".327" = getelementptr i8, ptr %".298", i64 0
  %".328" = load <16 x float>, ptr %".327", align 4
  %".329" = fadd <16 x float> %".326", %".328"
  %".330" = fcmp olt <16 x float> %".329", %".30"
  %".331" = select  <16 x i1> %".330", <16 x float> %".30", <16 x float> %".329"
  %".332" = fcmp ogt <16 x float> %".331", %".34"
  %".333" = select  <16 x i1> %".332", <16 x float> %".34", <16 x float> %".331"
  %".334" = getelementptr i8, ptr %".292", i64 0
  store <16 x float> %".325", ptr %".334", align 4
  %".336" = getelementptr i8, ptr %".293", i64 0
  store <16 x float> %".333", ptr %".336", align 4
  br label %"claim"
store_partial:
  %".339" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".98", i32 0
  %".340" = shufflevector <16 x i64> %".339", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".341" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".340"
  %".342" = load <16 x float>, <16 x float>* %"acc0_0"
  %".343" = fcmp olt <16 x float> %".342", %".30"
  %".344" = select  <16 x i1> %".343", <16 x float> %".30", <16 x float> %".342"
  %".345" = fcmp ogt <16 x float> %".344", %".34"
  %".346" = select  <16 x i1> %".345", <16 x float> %".34", <16 x float> %".344"
  %".347" = load <16 x float>, <16 x float>* %"acc1_0"
  %".348" = fcmp olt <16 x float> %".347", %".30"
  %".349" = select  <16 x i1> %".348", <16 x float> %".30", <16 x float> %".347"
  %".350" = fcmp ogt <16 x float> %".349", %".34"
  %".351" = select  <16 x i1> %".350", <16 x float> %".34", <16 x float> %".349"
  %".352" = getelementptr i8, ptr %".292", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".346", ptr %".352", i32 4, <16 x i1> %".341")
  %".354" = getelementptr i8, ptr %".293", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".351", ptr %".354", i32 4, <16 x i1> %".341")
  br label %"claim"
store_partial_residual:
  %".357" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".98", i32 0
  %".358" = shufflevector <16 x i64> %".357", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".359" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".358"
  %".360" = load <16 x float>, <16 x float>* %"acc0_0"
  %".361" = getelementptr i8, ptr %".297", i64 0
  %".362" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".361", i32 4, <16 x i1> %".359", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".363" = fadd <16 x float> %".360", %".362"
  %".364" = fcmp olt <16 x float> %".363", %".30"
  %".365" = select  <16 x i1> %".364", <16 x float> %".30", <16 x float> %".363"
  %".366" = fcmp ogt <16 x float> %".365", %".34"
  %".367" = select  <16 x i1> %".366", <16 x float> %".34", <16 x float> %".365"
  %".368" = load <16 x float>, <16 x float>* %"acc1_0"
  %".369" = getelementptr i8, ptr %".298", i64 0
  %".370" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".369", i32 4, <16 x i1> %".359", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".371" = fadd <16 x float> %".368", %".370"
  %".372" = fcmp olt <16 x float> %".371", %".30"
  %".373" = select  <16 x i1> %".372", <16 x float> %".30", <16 x float> %".371"
  %".374" = fcmp ogt <16 x float> %".373", %".34"
  %".375" = select  <16 x i1> %".374", <16 x float> %".34", <16 x float> %".373"
  %".376" = getelementptr i8, ptr %".292", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".367", ptr %".376", i32 4, <16 x i1> %".359")
  %".378" = getelementptr i8, ptr %".293", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".375", ptr %".378", i32 4, <16 x i1> %".359")
  br label %"claim"
store_full_choice:
  br i1 %".100", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".100", label %"store_partial_residual", label %"store_partial"
}
