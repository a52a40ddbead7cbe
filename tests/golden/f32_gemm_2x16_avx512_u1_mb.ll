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
  %".275" = load i1, i1* %"flushed"
  br i1 %".275", label %"work.endif.if", label %"work.endif.endif"
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
  %".214" = load i64, i64* %"taps.i"
  %".215" = add i64 %".214", 1
  store i64 %".215", i64* %"taps.i"
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
  %".180" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".177", ptr %".179", <16 x float> %".169")
  %".181" = getelementptr i8, ptr %"a1", i64 %".178"
  %".182" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".177", ptr %".181", <16 x float> %".170")
  store <16 x float> %".180", <16 x float>* %"acc0_0"
  store <16 x float> %".182", <16 x float>* %"acc1_0"
  %".185" = getelementptr i8, ptr %".171", i64 64
  store ptr %".185", ptr %"w_cursor"
  %".187" = load i64, i64* %"channels.i"
  %".188" = add i64 %".187", 1
  store i64 %".188", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".191" = load i64, i64* %"since_flush"
  %".192" = add i64 %".191", %".163"
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
  %".221" = load i64, i64* %"taps_short.i"
  %".222" = icmp slt i64 %".221", %"ks"
  br i1 %".222", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".224" = mul i64 %"ks", 2
  %".225" = mul i64 %"tile_of_item", %".224"
  %".226" = mul i64 %".221", 2
  %".227" = add i64 %".225", %".226"
  %".228" = add i64 %".227", 0
  %".229" = getelementptr i64, ptr %"ind", i64 %".228"
  %"off0.1" = load i64, ptr %".229"
  %".230" = icmp slt i64 %"off0.1", 0
  %".231" = getelementptr i8, ptr %"a_base", i64 %"off0.1"
  %"a0.1" = select  i1 %".230", ptr %"zero", ptr %".231"
  %".232" = add i64 %".227", 1
  %".233" = getelementptr i64, ptr %"ind", i64 %".232"
  %"off1.1" = load i64, ptr %".233"
  %".234" = icmp slt i64 %"off1.1", 0
  %".235" = and i1 %".230", %".234"
  %".236" = getelementptr i8, ptr %"a_base", i64 %"off1.1"
  %"a1.1" = select  i1 %".234", ptr %"zero", ptr %".236"
  %".237" = mul i64 %".221", %"kc"
  %".238" = mul i64 %".237", 64
  %".239" = getelementptr i8, ptr %".127", i64 %".238"
  store ptr %".239", ptr %"w_cursor"
  br i1 %".235", label %"tap_done.1", label %"tap_work.1"
taps_short.done:
  br label %"work.endif"
tap_work.1:
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
tap_done.1:
  %".270" = load i64, i64* %"taps_short.i"
  %".271" = add i64 %".270", 1
  store i64 %".271", i64* %"taps_short.i"
  br label %"taps_short.head"
channels.head.1:
  %".244" = load i64, i64* %"channels.i.1"
  %".245" = icmp slt i64 %".244", %"kc"
  br i1 %".245", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".247" = load <16 x float>, <16 x float>* %"acc0_0"
  %".248" = load <16 x float>, <16 x float>* %"acc1_0"
  %".249" = load ptr, ptr %"w_cursor"
  %".250" = mul i64 %".244", 1
  %".251" = add i64 %".250", 0
  %".252" = add i64 0, %".251"
  %".253" = getelementptr i8, ptr %".249", i64 0
  %".254" = getelementptr i8, ptr %".253", i64 0
  %".255" = load <16 x float>, ptr %".254", align 64
  %".256" = mul i64 %".252", 4
  %".257" = getelementptr i8, ptr %"a0.1", i64 %".256"
  %".258" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".255", ptr %".257", <16 x float> %".247")
  %".259" = getelementptr i8, ptr %"a1.1", i64 %".256"
  %".260" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".255", ptr %".259", <16 x float> %".248")
  store <16 x float> %".258", <16 x float>* %"acc0_0"
  store <16 x float> %".260", <16 x float>* %"acc1_0"
  %".263" = getelementptr i8, ptr %".249", i64 64
  store ptr %".263", ptr %"w_cursor"
  %".265" = load i64, i64* %"channels.i.1"
  %".266" = add i64 %".265", 1
  store i64 %".266", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  br label %"tap_done.1"
work.endif.if:
  %".277" = load <16 x float>, <16 x float>* %"total0_0"
  %".278" = load <16 x float>, <16 x float>* %"acc0_0"
  %".279" = fadd <16 x float> %".277", %".278"
  store <16 x float> %".279", <16 x float>* %"total0_0"
  %".281" = load <16 x float>, <16 x float>* %"total1_0"
  %".282" = load <16 x float>, <16 x float>* %"acc1_0"
  %".283" = fadd <16 x float> %".281", %".282"
  store <16 x float> %".283", <16 x float>* %"total1_0"
  %".285" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".285", <16 x float>* %"acc0_0"
  %".287" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".287", <16 x float>* %"acc1_0"
  br label %"work.endif.endif"
work.endif.endif:
  %".290" = icmp slt i64 0, %".116"
  %".291" = select  i1 %".290", i64 0, i64 %".116"
  %".292" = add i64 %"m0", %".291"
  %".293" = icmp slt i64 1, %".116"
  %".294" = select  i1 %".293", i64 1, i64 %".116"
  %".295" = add i64 %"m0", %".294"
  br i1 %"grid", label %"work.endif.endif.if", label %"work.endif.endif.else"
work.endif.endif.if:
  %".297" = sdiv i64 %".292", %"row_pixels"
  %".298" = mul i64 %".297", %"row_stride"
  %".299" = srem i64 %".292", %"row_pixels"
  %".300" = mul i64 %".299", %"ldc"
  %".301" = add i64 %".298", %".300"
  %".302" = sdiv i64 %".295", %"row_pixels"
  %".303" = mul i64 %".302", %"row_stride"
  %".304" = srem i64 %".295", %"row_pixels"
  %".305" = mul i64 %".304", %"ldc"
  %".306" = add i64 %".303", %".305"
  br label %"work.endif.endif.endif"
work.endif.endif.else:
  %".308" = mul i64 %".292", %"ldc"
  %".309" = mul i64 %".295", %"ldc"
  br label %"work.endif.endif.endif"
work.endif.endif.endif:
  %".311" = phi  i64 [%".301", %"work.endif.endif.if"], [%".308", %"work.endif.endif.else"]
  %".312" = phi  i64 [%".306", %"work.endif.endif.if"], [%".309", %"work.endif.endif.else"]
  %".313" = getelementptr i8, ptr %"c_tile", i64 %".311"
  %".314" = getelementptr i8, ptr %"c_tile", i64 %".312"
  %".315" = ptrtoint ptr %"c_tile" to i64
  %".316" = ptrtoint ptr %"c" to i64
  %".317" = sub i64 %".315", %".316"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".317"
  %".318" = getelementptr i8, ptr %"r_tile", i64 %".311"
  %".319" = getelementptr i8, ptr %"r_tile", i64 %".312"
  %".320" = icmp eq i64 %".105", 16
  br i1 %".320", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".324" = load <16 x float>, <16 x float>* %"acc0_0"
  %".325" = fcmp olt <16 x float> %".324", %".30"
  %".326" = select  <16 x i1> %".325", <16 x float> %".30", <16 x float> %".324"
  %".327" = fcmp ogt <16 x float> %".326", %".34"
  %".328" = select  <16 x i1> %".327", <16 x float> %".34", <16 x float> %".326"
  %".329" = load <16 x float>, <16 x float>* %"acc1_0"
  %".330" = fcmp olt <16 x float> %".329", %".30"
  %".331" = select  <16 x i1> %".330", <16 x float> %".30", <16 x float> %".329"
  %".332" = fcmp ogt <16 x float> %".331", %".34"
  %".333" = select  <16 x i1> %".332", <16 x float> %".34", <16 x float> %".331"
  %".334" = getelementptr i8, ptr %".313", i64 0
  store <16 x float> %".328", ptr %".334", align 4
  %".336" = getelementptr i8, ptr %".314", i64 0
  store <16 x float> %".333", ptr %".336", align 4
  br label %"claim"
store_full_residual:
  %".339" = load <16 x float>, <16 x float>* %"acc0_0"
  %".340" = getelementptr i8, ptr %".318", i64 0
  %".341" = load <16 x float>, ptr %".340", align 4
  %".342" = fadd <16 x float> %".339", %".341"
  %".343" = fcmp olt <16 x float> %".342", %".30"
  %".344" = select  <16 x i1> %".343", <16 x float> %".30", <16 x float> %".342"
  %".345" = fcmp ogt <16 x float> %".344", %".34"
  %".346" = select  <16 x i1> %".345", <16 x float> %".34", <16 x float> %".344"
  %".347" = load <16 x float>, <16 x float>* %"acc1_0"
  %".348" = getelementptr i8, ptr %".319", i64 0
  %".349" = load <16 x float>, ptr %".348", align 4
  %".350" = fadd <16 x float> %".347", %".349"
  %".351" = fcmp olt <16 x float> %".350", %".30"
  %".352" = select  <16 x i1> %".351", <16 x float> %".30", <16 x float> %".350"
  %".353" = fcmp ogt <16 x float> %".352", %".34"
  %".354" = select  <16 x i1> %".353", <16 x float> %".34", <16 x float> %".352"
  %".355" = getelementptr i8, ptr %".313", i64 0
  store <16 x float> %".346", ptr %".355", align 4
  %".357" = getelementptr i8, ptr %".314", i64 0
  store <16 x float> %".354", ptr %".357", align 4
  br label %"claim"
store_partial:
  %".360" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".105", i32 0
  %".361" = shufflevector <16 x i64> %".360", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".362" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".361"
  %".363" = load <16 x float>, <16 x float>* %"acc0_0"
  %".364" = fcmp olt <16 x float> %".363", %".30"
  %".365" = select  <16 x i1> %".364", <16 x float> %".30", <16 x float> %".363"
  %".366" = fcmp ogt <16 x float> %".365", %".34"
  %".367" = select  <16 x i1> %".366", <16 x float> %".34", <16 x float> %".365"
  %".368" = load <16 x float>, <16 x float>* %"acc1_0"
  %".369" = fcmp olt <16 x float> %".368", %".30"
  %".370" = select  <16 x i1> %".369", <16 x float> %".30", <16 x float> %".368"
  %".371" = fcmp ogt <16 x float> %".370", %".34"
  %".372" = select  <16 x i1> %".371", <16 x float> %".34", <16 x float> %".370"
  %".373" = getelementptr i8, ptr %".313", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".367", ptr %".373", i32 4, <16 x i1> %".362")
  %".375" = getelementptr i8, ptr %".314", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".372", ptr %".375", i32 4, <16 x i1> %".362")
  br label %"claim"
store_partial_residual:
  %".378" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".105", i32 0
  %".379" = shufflevector <16 x i64> %".378", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".380" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".379"
  %".381" = load <16 x float>, <16 x float>* %"acc0_0"
  %".382" = getelementptr i8, ptr %".318", i64 0
  %".383" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".382", i32 4, <16 x i1> %".380", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".384" = fadd <16 x float> %".381", %".383"
  %".385" = fcmp olt <16 x float> %".384", %".30"
  %".386" = select  <16 x i1> %".385", <16 x float> %".30", <16 x float> %".384"
  %".387" = fcmp ogt <16 x float> %".386", %".34"
  %".388" = select  <16 x i1> %".387", <16 x float> %".34", <16 x float> %".386"
  %".389" = load <16 x float>, <16 x float>* %"acc1_0"
  %".390" = getelementptr i8, ptr %".319", i64 0
  %".391" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".390", i32 4, <16 x i1> %".380", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".392" = fadd <16 x float> %".389", %".391"
  %".393" = fcmp olt <16 x float> %".392", %".30"
  %".394" = select  <16 x i1> %".393", <16 x float> %".30", <16 x float> %".392"
  %".395" = fcmp ogt <16 x float> %".394", %".34"
  %".396" = select  <16 x i1> %".395", <16 x float> %".34", <16 x float> %".394"
  %".397" = getelementptr i8, ptr %".313", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".388", ptr %".397", i32 4, <16 x i1> %".380")
  %".399" = getelementptr i8, ptr %".314", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".396", ptr %".399", i32 4, <16 x i1> %".380")
  br label %"claim"
store_full_choice:
  br i1 %".107", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".107", label %"store_partial_residual", label %"store_partial"
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
  %".261" = load i1, i1* %"flushed"
  br i1 %".261", label %"work.endif.if", label %"work.endif.endif"
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
  %".207" = load i64, i64* %"taps.i"
  %".208" = add i64 %".207", 1
  store i64 %".208", i64* %"taps.i"
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
  %".174" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".171", ptr %".173", <16 x float> %".163")
  %".175" = getelementptr i8, ptr %"a1", i64 %".172"
  %".176" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".171", ptr %".175", <16 x float> %".164")
  store <16 x float> %".174", <16 x float>* %"acc0_0"
  store <16 x float> %".176", <16 x float>* %"acc1_0"
  %".179" = getelementptr i8, ptr %".165", i64 64
  store ptr %".179", ptr %"w_cursor"
  %".181" = load i64, i64* %"channels.i"
  %".182" = add i64 %".181", 1
  store i64 %".182", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".185" = load i64, i64* %"since_flush"
  %".186" = add i64 %".185", %".157"
  store i64 %".186", i64* %"since_flush"
  %".188" = icmp sge i64 %".186", 128
  br i1 %".188", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".190" = load <16 x float>, <16 x float>* %"total0_0"
  %".191" = load <16 x float>, <16 x float>* %"acc0_0"
  %".192" = fadd <16 x float> %".190", %".191"
  store <16 x float> %".192", <16 x float>* %"total0_0"
  %".194" = load <16 x float>, <16 x float>* %"total1_0"
  %".195" = load <16 x float>, <16 x float>* %"acc1_0"
  %".196" = fadd <16 x float> %".194", %".195"
  store <16 x float> %".196", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".203" = load i64, i64* %"channel_chunks.i"
  %".204" = add i64 %".203", 1
  store i64 %".204", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".214" = load i64, i64* %"taps_short.i"
  %".215" = icmp slt i64 %".214", %"ks"
  br i1 %".215", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".217" = icmp slt i64 0, %".116"
  %".218" = select  i1 %".217", i64 0, i64 %".116"
  %".219" = add i64 %"m0", %".218"
  %".220" = mul i64 %".219", %"lda"
  %"a0.1" = getelementptr i8, ptr %"a_base", i64 %".220"
  %".221" = icmp slt i64 1, %".116"
  %".222" = select  i1 %".221", i64 1, i64 %".116"
  %".223" = add i64 %"m0", %".222"
  %".224" = mul i64 %".223", %"lda"
  %"a1.1" = getelementptr i8, ptr %"a_base", i64 %".224"
  %".225" = mul i64 %".214", %"kc"
  %".226" = mul i64 %".225", 64
  %".227" = getelementptr i8, ptr %".127", i64 %".226"
  store ptr %".227", ptr %"w_cursor"
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
taps_short.done:
  br label %"work.endif"
channels.head.1:
  %".231" = load i64, i64* %"channels.i.1"
  %".232" = icmp slt i64 %".231", %"kc"
  br i1 %".232", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".234" = load <16 x float>, <16 x float>* %"acc0_0"
  %".235" = load <16 x float>, <16 x float>* %"acc1_0"
  %".236" = load ptr, ptr %"w_cursor"
  %".237" = mul i64 %".231", 1
  %".238" = add i64 %".237", 0
  %".239" = add i64 0, %".238"
  %".240" = getelementptr i8, ptr %".236", i64 0
  %".241" = getelementptr i8, ptr %".240", i64 0
  %".242" = load <16 x float>, ptr %".241", align 64
  %".243" = mul i64 %".239", 4
  %".244" = getelementptr i8, ptr %"a0.1", i64 %".243"
  %".245" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".242", ptr %".244", <16 x float> %".234")
  %".246" = getelementptr i8, ptr %"a1.1", i64 %".243"
  %".247" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".242", ptr %".246", <16 x float> %".235")
  store <16 x float> %".245", <16 x float>* %"acc0_0"
  store <16 x float> %".247", <16 x float>* %"acc1_0"
  %".250" = getelementptr i8, ptr %".236", i64 64
  store ptr %".250", ptr %"w_cursor"
  %".252" = load i64, i64* %"channels.i.1"
  %".253" = add i64 %".252", 1
  store i64 %".253", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  %".256" = load i64, i64* %"taps_short.i"
  %".257" = add i64 %".256", 1
  store i64 %".257", i64* %"taps_short.i"
  br label %"taps_short.head"
work.endif.if:
  %".263" = load <16 x float>, <16 x float>* %"total0_0"
  %".264" = load <16 x float>, <16 x float>* %"acc0_0"
  %".265" = fadd <16 x float> %".263", %".264"
  store <16 x float> %".265", <16 x float>* %"total0_0"
  %".267" = load <16 x float>, <16 x float>* %"total1_0"
  %".268" = load <16 x float>, <16 x float>* %"acc1_0"
  %".269" = fadd <16 x float> %".267", %".268"
  store <16 x float> %".269", <16 x float>* %"total1_0"
  %".271" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".271", <16 x float>* %"acc0_0"
  %".273" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".273", <16 x float>* %"acc1_0"
  br label %"work.endif.endif"
work.endif.endif:
  %".276" = icmp slt i64 0, %".116"
  %".277" = select  i1 %".276", i64 0, i64 %".116"
  %".278" = add i64 %"m0", %".277"
  %".279" = icmp slt i64 1, %".116"
  %".280" = select  i1 %".279", i64 1, i64 %".116"
  %".281" = add i64 %"m0", %".280"
  br i1 %"grid", label %"work.endif.endif.if", label %"work.endif.endif.else"
work.endif.endif.if:
  %".283" = sdiv i64 %".278", %"row_pixels"
  %".284" = mul i64 %".283", %"row_stride"
  %".285" = srem i64 %".278", %"row_pixels"
  %".286" = mul i64 %".285", %"ldc"
  %".287" = add i64 %".284", %".286"
  %".288" = sdiv i64 %".281", %"row_pixels"
  %".289" = mul i64 %".288", %"row_stride"
  %".290" = srem i64 %".281", %"row_pixels"
  %".291" = mul i64 %".290", %"ldc"
  %".292" = add i64 %".289", %".291"
  br label %"work.endif.endif.endif"
work.endif.endif.else:
  %".294" = mul i64 %".278", %"ldc"
  %".295" = mul i64 %".281", %"ldc"
  br label %"work.endif.endif.endif"
work.endif.endif.endif:
  %".297" = phi  i64 [%".287", %"work.endif.endif.if"], [%".294", %"work.endif.endif.else"]
  %".298" = phi  i64 [%".292", %"work.endif.endif.if"], [%".295", %"work.endif.endif.else"]
  %".299" = getelementptr i8, ptr %"c_tile", i64 %".297"
  %".300" = getelementptr i8, ptr %"c_tile", i64 %".298"
  %".301" = ptrtoint ptr %"c_tile" to i64
  %".302" = ptrtoint ptr %"c" to i64
  %".303" = sub i64 %".301", %".302"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".303"
  %".304" = getelementptr i8, ptr %"r_tile", i64 %".297"
  %".305" = getelementptr i8, ptr %"r_tile", i64 %".298"
  %".306" = icmp eq i64 %".105", 16
  br i1 %".306", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".310" = load <16 x float>, <16 x float>* %"acc0_0"
  %".311" = fcmp olt <16 x float> %".310", %".30"
  %".312" = select  <16 x i1> %".311", <16 x float> %".30", <16 x float> %".310"
  %".313" = fcmp ogt <16 x float> %".312", %".34"
  %".314" = select  <16 x i1> %".313", <16 x float> %".34", <16 x float> %".312"
  %".315" = load <16 x float>, <16 x float>* %"acc1_0"
  %".316" = fcmp olt <16 x float> %".315", %".30"
  %".317" = select  <16 x i1> %".316", <16 x float> %".30", <16 x float> %".315"
  %".318" = fcmp ogt <16 x float> %".317", %".34"
  %".319" = select  <16 x i1> %".318", <16 x float> %".34", <16 x float> %".317"
  %".320" = getelementptr i8, ptr %".299", i64 0
  store <16 x float> %".314", ptr %".320", align 4
  %".322" = getelementptr i8, ptr %".300", i64 0
  store <16 x float> %".319", ptr %".322", align 4
  br label %"claim"
store_full_residual:
  %".325" = load <16 x float>, <16 x float>* %"acc0_0"
  %".326" = getelementptr i8, ptr %".304", i64 0
  %".327" = load <16 x float>, ptr %".326", align 4
  %".328" = fadd <16 x float> %".325", %".327"
  %".329" = fcmp olt <16 x float> %".328", %".30"
  %".330" = select  <16 x i1> %".329", <16 x float> %".30", <16 x float> %".328"
  %".331" = fcmp ogt <16 x float> %".330", %".34"
  %".332" = select  <16 x i1> %".331", <16 x float> %".34", <16 x float> %".330"
  %".333" = load <16 x float>, <16 x float>* %"acc1_0"
  %".334" = getelementptr i8, ptr %".305", i64 0
  %".335" = load <16 x float>, ptr %".334", align 4
  %".336" = fadd <16 x float> %".333", %".335"
  %".337" = fcmp olt <16 x float> %".336", %".30"
  %".338" = select  <16 x i1> %".337", <16 x float> %".30", <16 x float> %".336"
  %".339" = fcmp ogt <16 x float> %".338", %".34"
  %".340" = select  <16 x i1> %".339", <16 x float> %".34", <16 x float> %".338"
  %".341" = getelementptr i8, ptr %".299", i64 0
  store <16 x float> %".332", ptr %".341", align 4
  %".343" = getelementptr i8, ptr %".300", i64 0
  store <16 x float> %".340", ptr %".343", align 4
  br label %"claim"
store_partial:
  %".346" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".105", i32 0
  %".347" = shufflevector <16 x i64> %".346", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".348" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".347"
  %".349" = load <16 x float>, <16 x float>* %"acc0_0"
  %".350" = fcmp olt <16 x float> %".349", %".30"
  %".351" = select  <16 x i1> %".350", <16 x float> %".30", <16 x float> %".349"
  %".352" = fcmp ogt <16 x float> %".351", %".34"
  %".353" = select  <16 x i1> %".352", <16 x float> %".34", <16 x float> %".351"
  %".354" = load <16 x float>, <16 x float>* %"acc1_0"
  %".355" = fcmp olt <16 x float> %".354", %".30"
  %".356" = select  <16 x i1> %".355", <16 x float> %".30", <16 x float> %".354"
  %".357" = fcmp ogt <16 x float> %".356", %".34"
  %".358" = select  <16 x i1> %".357", <16 x float> %".34", <16 x float> %".356"
  %".359" = getelementptr i8, ptr %".299", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".353", ptr %".359", i32 4, <16 x i1> %".348")
  %".361" = getelementptr i8, ptr %".300", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".358", ptr %".361", i32 4, <16 x i1> %".348")
  br label %"claim"
store_partial_residual:
  %".364" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".105", i32 0
  %".365" = shufflevector <16 x i64> %".364", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".366" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".365"
  %".367" = load <16 x float>, <16 x float>* %"acc0_0"
  %".368" = getelementptr i8, ptr %".304", i64 0
  %".369" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".368", i32 4, <16 x i1> %".366", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".370" = fadd <16 x float> %".367", %".369"
  %".371" = fcmp olt <16 x float> %".370", %".30"
  %".372" = select  <16 x i1> %".371", <16 x float> %".30", <16 x float> %".370"
  %".373" = fcmp ogt <16 x float> %".372", %".34"
  %".374" = select  <16 x i1> %".373", <16 x float> %".34", <16 x float> %".372"
  %".375" = load <16 x float>, <16 x float>* %"acc1_0"
  %".376" = getelementptr i8, ptr %".305", i64 0
  %".377" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".376", i32 4, <16 x i1> %".366", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".378" = fadd <16 x float> %".375", %".377"
  %".379" = fcmp olt <16 x float> %".378", %".30"
  %".380" = select  <16 x i1> %".379", <16 x float> %".30", <16 x float> %".378"
  %".381" = fcmp ogt <16 x float> %".380", %".34"
  %".382" = select  <16 x i1> %".381", <16 x float> %".34", <16 x float> %".380"
  %".383" = getelementptr i8, ptr %".299", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".374", ptr %".383", i32 4, <16 x i1> %".366")
  %".385" = getelementptr i8, ptr %".300", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".382", ptr %".385", i32 4, <16 x i1> %".366")
  br label %"claim"
store_full_choice:
  br i1 %".107", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".107", label %"store_partial_residual", label %"store_partial"
}
