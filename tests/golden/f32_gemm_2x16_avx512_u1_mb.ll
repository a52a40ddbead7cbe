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
  %".247" = load i1, i1* %"flushed"
  br i1 %".247", label %"work.endif.if", label %"work.endif.endif"
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
  %".186" = load i64, i64* %"taps.i"
  %".187" = add i64 %".186", 1
  store i64 %".187", i64* %"taps.i"
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
  %".152" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".149", ptr %".151", <16 x float> %".141")
  %".153" = getelementptr i8, ptr %"a1", i64 %".150"
  %".154" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".149", ptr %".153", <16 x float> %".142")
  store <16 x float> %".152", <16 x float>* %"acc0_0"
  store <16 x float> %".154", <16 x float>* %"acc1_0"
  %".157" = getelementptr i8, ptr %".143", i64 64
  store ptr %".157", ptr %"w_cursor"
  %".159" = load i64, i64* %"channels.i"
  %".160" = add i64 %".159", 1
  store i64 %".160", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".163" = load i64, i64* %"since_flush"
  %".164" = add i64 %".163", %".135"
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
  %".193" = load i64, i64* %"taps_short.i"
  %".194" = icmp slt i64 %".193", %"ks"
  br i1 %".194", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".196" = mul i64 %"ks", 2
  %".197" = mul i64 %".67", %".196"
  %".198" = mul i64 %".193", 2
  %".199" = add i64 %".197", %".198"
  %".200" = add i64 %".199", 0
  %".201" = getelementptr i64, ptr %"ind", i64 %".200"
  %"off0.1" = load i64, ptr %".201"
  %".202" = icmp slt i64 %"off0.1", 0
  %".203" = getelementptr i8, ptr %"a_base", i64 %"off0.1"
  %"a0.1" = select  i1 %".202", ptr %"zero", ptr %".203"
  %".204" = add i64 %".199", 1
  %".205" = getelementptr i64, ptr %"ind", i64 %".204"
  %"off1.1" = load i64, ptr %".205"
  %".206" = icmp slt i64 %"off1.1", 0
  %".207" = and i1 %".202", %".206"
  %".208" = getelementptr i8, ptr %"a_base", i64 %"off1.1"
  %"a1.1" = select  i1 %".206", ptr %"zero", ptr %".208"
  %".209" = mul i64 %".193", %"kc"
  %".210" = mul i64 %".209", 64
  %".211" = getelementptr i8, ptr %".99", i64 %".210"
  store ptr %".211", ptr %"w_cursor"
  br i1 %".207", label %"tap_done.1", label %"tap_work.1"
taps_short.done:
  br label %"work.endif"
tap_work.1:
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
tap_done.1:
  %".242" = load i64, i64* %"taps_short.i"
  %".243" = add i64 %".242", 1
  store i64 %".243", i64* %"taps_short.i"
  br label %"taps_short.head"
channels.head.1:
  %".216" = load i64, i64* %"channels.i.1"
  %".217" = icmp slt i64 %".216", %"kc"
  br i1 %".217", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".219" = load <16 x float>, <16 x float>* %"acc0_0"
  %".220" = load <16 x float>, <16 x float>* %"acc1_0"
  %".221" = load ptr, ptr %"w_cursor"
  %".222" = mul i64 %".216", 1
  %".223" = add i64 %".222", 0
  %".224" = add i64 0, %".223"
  %".225" = getelementptr i8, ptr %".221", i64 0
  %".226" = getelementptr i8, ptr %".225", i64 0
  %".227" = load <16 x float>, ptr %".226", align 64
  %".228" = mul i64 %".224", 4
  %".229" = getelementptr i8, ptr %"a0.1", i64 %".228"
  %".230" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".227", ptr %".229", <16 x float> %".219")
  %".231" = getelementptr i8, ptr %"a1.1", i64 %".228"
  %".232" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".227", ptr %".231", <16 x float> %".220")
  store <16 x float> %".230", <16 x float>* %"acc0_0"
  store <16 x float> %".232", <16 x float>* %"acc1_0"
  %".235" = getelementptr i8, ptr %".221", i64 64
  store ptr %".235", ptr %"w_cursor"
  %".237" = load i64, i64* %"channels.i.1"
  %".238" = add i64 %".237", 1
  store i64 %".238", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  br label %"tap_done.1"
work.endif.if:
  %".249" = load <16 x float>, <16 x float>* %"total0_0"
  %".250" = load <16 x float>, <16 x float>* %"acc0_0"
  %".251" = fadd <16 x float> %".249", %".250"
  store <16 x float> %".251", <16 x float>* %"total0_0"
  %".253" = load <16 x float>, <16 x float>* %"total1_0"
  %".254" = load <16 x float>, <16 x float>* %"acc1_0"
  %".255" = fadd <16 x float> %".253", %".254"
  store <16 x float> %".255", <16 x float>* %"total1_0"
  %".257" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".257", <16 x float>* %"acc0_0"
  %".259" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".259", <16 x float>* %"acc1_0"
  br label %"work.endif.endif"
work.endif.endif:
  %".262" = icmp slt i64 0, %".88"
  %".263" = select  i1 %".262", i64 0, i64 %".88"
  %".264" = add i64 %"m0", %".263"
  %".265" = icmp slt i64 1, %".88"
  %".266" = select  i1 %".265", i64 1, i64 %".88"
  %".267" = add i64 %"m0", %".266"
  br i1 %"grid", label %"work.endif.endif.if", label %"work.endif.endif.else"
work.endif.endif.if:
  %".269" = sdiv i64 %".264", %"row_pixels"
  %".270" = mul i64 %".269", %"row_stride"
  %".271" = srem i64 %".264", %"row_pixels"
  %".272" = mul i64 %".271", %"ldc"
  %".273" = add i64 %".270", %".272"
  %".274" = sdiv i64 %".267", %"row_pixels"
  %".275" = mul i64 %".274", %"row_stride"
  %".276" = srem i64 %".267", %"row_pixels"
  %".277" = mul i64 %".276", %"ldc"
  %".278" = add i64 %".275", %".277"
  br label %"work.endif.endif.endif"
work.endif.endif.else:
  %".280" = mul i64 %".264", %"ldc"
  %".281" = mul i64 %".267", %"ldc"
  br label %"work.endif.endif.endif"
work.endif.endif.endif:
  %".283" = phi  i64 [%".273", %"work.endif.endif.if"], [%".280", %"work.endif.endif.else"]
  %".284" = phi  i64 [%".278", %"work.endif.endif.if"], [%".281", %"work.endif.endif.else"]
  %".285" = getelementptr i8, ptr %"c_tile", i64 %".283"
  %".286" = getelementptr i8, ptr %"c_tile", i64 %".284"
  %".287" = ptrtoint ptr %"c_tile" to i64
  %".288" = ptrtoint ptr %"c" to i64
  %".289" = sub i64 %".287", %".288"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".289"
  %".290" = getelementptr i8, ptr %"r_tile", i64 %".283"
  %".291" = getelementptr i8, ptr %"r_tile", i64 %".284"
  %".292" = icmp eq i64 %".77", 16
  br i1 %".292", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".296" = load <16 x float>, <16 x float>* %"acc0_0"
  %".297" = fcmp olt <16 x float> %".296", %".30"
  %".298" = select  <16 x i1> %".297", <16 x float> %".30", <16 x float> %".296"
  %".299" = fcmp ogt <16 x float> %".298", %".34"
  %".300" = select  <16 x i1> %".299", <16 x float> %".34", <16 x float> %".298"
  %".301" = load <16 x float>, <16 x float>* %"acc1_0"
  %".302" = fcmp olt <16 x float> %".301", %".30"
  %".303" = select  <16 x i1> %".302", <16 x float> %".30", <16 x float> %".301"
  %".304" = fcmp ogt <16 x float> %".303", %".34"
  %".305" = select  <16 x i1> %".304", <16 x float> %".34", <16 x float> %".303"
  %".306" = getelementptr i8, ptr %".285", i64 0
  store <16 x float> %".300", ptr %".306", align 4
  %".308" = getelementptr i8, ptr %".286", i64 0
  store <16 x float> %".305", ptr %".308", align 4
  br label %"claim"
store_full_residual:
  %".311" = load <16 x float>, <16 x float>* %"acc0_0"
  %".312" = getelementptr i8, ptr %".290", i64 0
  %".313" = load <16 x float>, ptr %".312", align 4
  %".314" = fadd <16 x float> %".311", %".313"
  %".315" = fcmp olt <16 x float> %".314", %".30"
  %".316" = select  <16 x i1> %".315", <16 x float> %".30", <16 x float> %".314"
  %".317" = fcmp ogt <16 x float> %".316", %".34"
  %".318" = select  <16 x i1> %".317", <16 x float> %".34", <16 x float> %".316"
  %".319" = load <16 x float>, <16 x float>* %"acc1_0"
  %".320" = getelementptr i8, ptr %".291", i64 0
  %".321" = load <16 x float>, ptr %".320", align 4
  %".322" = fadd <16 x float> %".319", %".321"
  %".323" = fcmp olt <16 x float> %".322", %".30"
  %".324" = select  <16 x i1> %".323", <16 x float> %".30", <16 x float> %".322"
  %".325" = fcmp ogt <16 x float> %".324", %".34"
  %".326" = select  <16 x i1> %".325", <16 x float> %".34", <16 x float> %".324"
  %".327" = getelementptr i8, ptr %".285", i64 0
  store <16 x float> %".318", ptr %".327", align 4
  %".329" = getelementptr i8, ptr %".286", i64 0
  store <16 x float> %".326", ptr %".329", align 4
  br label %"claim"
store_partial:
  %".332" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".77", i32 0
  %".333" = shufflevector <16 x i64> %".332", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".334" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".333"
  %".335" = load <16 x float>, <16 x float>* %"acc0_0"
  %".336" = fcmp olt <16 x float> %".335", %".30"
  %".337" = select  <16 x i1> %".336", <16 x float> %".30", <16 x float> %".335"
  %".338" = fcmp ogt <16 x float> %".337", %".34"
  %".339" = select  <16 x i1> %".338", <16 x float> %".34", <16 x float> %".337"
  %".340" = load <16 x float>, <16 x float>* %"acc1_0"
  %".341" = fcmp olt <16 x float> %".340", %".30"
  %".342" = select  <16 x i1> %".341", <16 x float> %".30", <16 x float> %".340"
  %".343" = fcmp ogt <16 x float> %".342", %".34"
  %".344" = select  <16 x i1> %".343", <16 x float> %".34", <16 x float> %".342"
  %".345" = getelementptr i8, ptr %".285", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".339", ptr %".345", i32 4, <16 x i1> %".334")
  %".347" = getelementptr i8, ptr %".286", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".344", ptr %".347", i32 4, <16 x i1> %".334")
  br label %"claim"
store_partial_residual:
  %".350" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".77", i32 0
  %".351" = shufflevector <16 x i64> %".350", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".352" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".351"
  %".353" = load <16 x float>, <16 x float>* %"acc0_0"
  %".354" = getelementptr i8, ptr %".290", i64 0
  %".355" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".354", i32 4, <16 x i1> %".352", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".356" = fadd <16 x float> %".353", %".355"
  %".357" = fcmp olt <16 x float> %".356", %".30"
  %".358" = select  <16 x i1> %".357", <16 x float> %".30", <16 x float> %".356"
  %".359" = fcmp ogt <16 x float> %".358", %".34"
  %".360" = select  <16 x i1> %".359", <16 x float> %".34", <16 x float> %".358"
  %".361" = load <16 x float>, <16 x float>* %"acc1_0"
  %".362" = getelementptr i8, ptr %".291", i64 0
  %".363" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".362", i32 4, <16 x i1> %".352", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".364" = fadd <16 x float> %".361", %".363"
  %".365" = fcmp olt <16 x float> %".364", %".30"
  %".366" = select  <16 x i1> %".365", <16 x float> %".30", <16 x float> %".364"
  %".367" = fcmp ogt <16 x float> %".366", %".34"
  %".368" = select  <16 x i1> %".367", <16 x float> %".34", <16 x float> %".366"
  %".369" = getelementptr i8, ptr %".285", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".360", ptr %".369", i32 4, <16 x i1> %".352")
  %".371" = getelementptr i8, ptr %".286", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".368", ptr %".371", i32 4, <16 x i1> %".352")
  br label %"claim"
store_full_choice:
  br i1 %".79", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".79", label %"store_partial_residual", label %"store_partial"
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
  %".233" = load i1, i1* %"flushed"
  br i1 %".233", label %"work.endif.if", label %"work.endif.endif"
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
  %".179" = load i64, i64* %"taps.i"
  %".180" = add i64 %".179", 1
  store i64 %".180", i64* %"taps.i"
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
  %".146" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".143", ptr %".145", <16 x float> %".135")
  %".147" = getelementptr i8, ptr %"a1", i64 %".144"
  %".148" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".143", ptr %".147", <16 x float> %".136")
  store <16 x float> %".146", <16 x float>* %"acc0_0"
  store <16 x float> %".148", <16 x float>* %"acc1_0"
  %".151" = getelementptr i8, ptr %".137", i64 64
  store ptr %".151", ptr %"w_cursor"
  %".153" = load i64, i64* %"channels.i"
  %".154" = add i64 %".153", 1
  store i64 %".154", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".157" = load i64, i64* %"since_flush"
  %".158" = add i64 %".157", %".129"
  store i64 %".158", i64* %"since_flush"
  %".160" = icmp sge i64 %".158", 128
  br i1 %".160", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".162" = load <16 x float>, <16 x float>* %"total0_0"
  %".163" = load <16 x float>, <16 x float>* %"acc0_0"
  %".164" = fadd <16 x float> %".162", %".163"
  store <16 x float> %".164", <16 x float>* %"total0_0"
  %".166" = load <16 x float>, <16 x float>* %"total1_0"
  %".167" = load <16 x float>, <16 x float>* %"acc1_0"
  %".168" = fadd <16 x float> %".166", %".167"
  store <16 x float> %".168", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".175" = load i64, i64* %"channel_chunks.i"
  %".176" = add i64 %".175", 1
  store i64 %".176", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".186" = load i64, i64* %"taps_short.i"
  %".187" = icmp slt i64 %".186", %"ks"
  br i1 %".187", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".189" = icmp slt i64 0, %".88"
  %".190" = select  i1 %".189", i64 0, i64 %".88"
  %".191" = add i64 %"m0", %".190"
  %".192" = mul i64 %".191", %"lda"
  %"a0.1" = getelementptr i8, ptr %"a_base", i64 %".192"
  %".193" = icmp slt i64 1, %".88"
  %".194" = select  i1 %".193", i64 1, i64 %".88"
  %".195" = add i64 %"m0", %".194"
  %".196" = mul i64 %".195", %"lda"
  %"a1.1" = getelementptr i8, ptr %"a_base", i64 %".196"
  %".197" = mul i64 %".186", %"kc"
  %".198" = mul i64 %".197", 64
  %".199" = getelementptr i8, ptr %".99", i64 %".198"
  store ptr %".199", ptr %"w_cursor"
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
taps_short.done:
  br label %"work.endif"
channels.head.1:
  %".203" = load i64, i64* %"channels.i.1"
  %".204" = icmp slt i64 %".203", %"kc"
  br i1 %".204", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".206" = load <16 x float>, <16 x float>* %"acc0_0"
  %".207" = load <16 x float>, <16 x float>* %"acc1_0"
  %".208" = load ptr, ptr %"w_cursor"
  %".209" = mul i64 %".203", 1
  %".210" = add i64 %".209", 0
  %".211" = add i64 0, %".210"
  %".212" = getelementptr i8, ptr %".208", i64 0
  %".213" = getelementptr i8, ptr %".212", i64 0
  %".214" = load <16 x float>, ptr %".213", align 64
  %".215" = mul i64 %".211", 4
  %".216" = getelementptr i8, ptr %"a0.1", i64 %".215"
  %".217" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".214", ptr %".216", <16 x float> %".206")
  %".218" = getelementptr i8, ptr %"a1.1", i64 %".215"
  %".219" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".214", ptr %".218", <16 x float> %".207")
  store <16 x float> %".217", <16 x float>* %"acc0_0"
  store <16 x float> %".219", <16 x float>* %"acc1_0"
  %".222" = getelementptr i8, ptr %".208", i64 64
  store ptr %".222", ptr %"w_cursor"
  %".224" = load i64, i64* %"channels.i.1"
  %".225" = add i64 %".224", 1
  store i64 %".225", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  %".228" = load i64, i64* %"taps_short.i"
  %".229" = add i64 %".228", 1
  store i64 %".229", i64* %"taps_short.i"
  br label %"taps_short.head"
work.endif.if:
  %".235" = load <16 x float>, <16 x float>* %"total0_0"
  %".236" = load <16 x float>, <16 x float>* %"acc0_0"
  %".237" = fadd <16 x float> %".235", %".236"
  store <16 x float> %".237", <16 x float>* %"total0_0"
  %".239" = load <16 x float>, <16 x float>* %"total1_0"
  %".240" = load <16 x float>, <16 x float>* %"acc1_0"
  %".241" = fadd <16 x float> %".239", %".240"
  store <16 x float> %".241", <16 x float>* %"total1_0"
  %".243" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".243", <16 x float>* %"acc0_0"
  %".245" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".245", <16 x float>* %"acc1_0"
  br label %"work.endif.endif"
work.endif.endif:
  %".248" = icmp slt i64 0, %".88"
  %".249" = select  i1 %".248", i64 0, i64 %".88"
  %".250" = add i64 %"m0", %".249"
  %".251" = icmp slt i64 1, %".88"
  %".252" = select  i1 %".251", i64 1, i64 %".88"
  %".253" = add i64 %"m0", %".252"
  br i1 %"grid", label %"work.endif.endif.if", label %"work.endif.endif.else"
work.endif.endif.if:
  %".255" = sdiv i64 %".250", %"row_pixels"
  %".256" = mul i64 %".255", %"row_stride"
  %".257" = srem i64 %".250", %"row_pixels"
  %".258" = mul i64 %".257", %"ldc"
  %".259" = add i64 %".256", %".258"
  %".260" = sdiv i64 %".253", %"row_pixels"
  %".261" = mul i64 %".260", %"row_stride"
  %".262" = srem i64 %".253", %"row_pixels"
  %".263" = mul i64 %".262", %"ldc"
  %".264" = add i64 %".261", %".263"
  br label %"work.endif.endif.endif"
work.endif.endif.else:
  %".266" = mul i64 %".250", %"ldc"
  %".267" = mul i64 %".253", %"ldc"
  br label %"work.endif.endif.endif"
work.endif.endif.endif:
  %".269" = phi  i64 [%".259", %"work.endif.endif.if"], [%".266", %"work.endif.endif.else"]
  %".270" = phi  i64 [%".264", %"work.endif.endif.if"], [%".267", %"work.endif.endif.else"]
  %".271" = getelementptr i8, ptr %"c_tile", i64 %".269"
  %".272" = getelementptr i8, ptr %"c_tile", i64 %".270"
  %".273" = ptrtoint ptr %"c_tile" to i64
  %".274" = ptrtoint ptr %"c" to i64
  %".275" = sub i64 %".273", %".274"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".275"
  %".276" = getelementptr i8, ptr %"r_tile", i64 %".269"
  %".277" = getelementptr i8, ptr %"r_tile", i64 %".270"
  %".278" = icmp eq i64 %".77", 16
  br i1 %".278", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".282" = load <16 x float>, <16 x float>* %"acc0_0"
  %".283" = fcmp olt <16 x float> %".282", %".30"
  %".284" = select  <16 x i1> %".283", <16 x float> %".30", <16 x float> %".282"
  %".285" = fcmp ogt <16 x float> %".284", %".34"
  %".286" = select  <16 x i1> %".285", <16 x float> %".34", <16 x float> %".284"
  %".287" = load <16 x float>, <16 x float>* %"acc1_0"
  %".288" = fcmp olt <16 x float> %".287", %".30"
  %".289" = select  <16 x i1> %".288", <16 x float> %".30", <16 x float> %".287"
  %".290" = fcmp ogt <16 x float> %".289", %".34"
  %".291" = select  <16 x i1> %".290", <16 x float> %".34", <16 x float> %".289"
  %".292" = getelementptr i8, ptr %".271", i64 0
  store <16 x float> %".286", ptr %".292", align 4
  %".294" = getelementptr i8, ptr %".272", i64 0
  store <16 x float> %".291", ptr %".294", align 4
  br label %"claim"
store_full_residual:
  %".297" = load <16 x float>, <16 x float>* %"acc0_0"
  %".298" = getelementptr i8, ptr %".276", i64 0
  %".299" = load <16 x float>, ptr %".298", align 4
  %".300" = fadd <16 x float> %".297", %".299"
  %".301" = fcmp olt <16 x float> %".300", %".30"
  %".302" = select  <16 x i1> %".301", <16 x float> %".30", <16 x float> %".300"
  %".303" = fcmp ogt <16 x float> %".302", %".34"
  %".304" = select  <16 x i1> %".303", <16 x float> %".34", <16 x float> %".302"
  %".305" = load <16 x float>, <16 x float>* %"acc1_0"
  %".306" = getelementptr i8, ptr %".277", i64 0
  %".307" = load <16 x float>, ptr %".306", align 4
  %".308" = fadd <16 x float> %".305", %".307"
  %".309" = fcmp olt <16 x float> %".308", %".30"
  %".310" = select  <16 x i1> %".309", <16 x float> %".30", <16 x float> %".308"
  %".311" = fcmp ogt <16 x float> %".310", %".34"
  %".312" = select  <16 x i1> %".311", <16 x float> %".34", <16 x float> %".310"
  %".313" = getelementptr i8, ptr %".271", i64 0
  store <16 x float> %".304", ptr %".313", align 4
  %".315" = getelementptr i8, ptr %".272", i64 0
  store <16 x float> %".312", ptr %".315", align 4
  br label %"claim"
store_partial:
  %".318" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".77", i32 0
  %".319" = shufflevector <16 x i64> %".318", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".320" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".319"
  %".321" = load <16 x float>, <16 x float>* %"acc0_0"
  %".322" = fcmp olt <16 x float> %".321", %".30"
  %".323" = select  <16 x i1> %".322", <16 x float> %".30", <16 x float> %".321"
  %".324" = fcmp ogt <16 x float> %".323", %".34"
  %".325" = select  <16 x i1> %".324", <16 x float> %".34", <16 x float> %".323"
  %".326" = load <16 x float>, <16 x float>* %"acc1_0"
  %".327" = fcmp olt <16 x float> %".326", %".30"
  %".328" = select  <16 x i1> %".327", <16 x float> %".30", <16 x float> %".326"
  %".329" = fcmp ogt <16 x float> %".328", %".34"
  %".330" = select  <16 x i1> %".329", <16 x float> %".34", <16 x float> %".328"
  %".331" = getelementptr i8, ptr %".271", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".325", ptr %".331", i32 4, <16 x i1> %".320")
  %".333" = getelementptr i8, ptr %".272", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".330", ptr %".333", i32 4, <16 x i1> %".320")
  br label %"claim"
store_partial_residual:
  %".336" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".77", i32 0
  %".337" = shufflevector <16 x i64> %".336", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".338" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".337"
  %".339" = load <16 x float>, <16 x float>* %"acc0_0"
  %".340" = getelementptr i8, ptr %".276", i64 0
  %".341" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".340", i32 4, <16 x i1> %".338", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".342" = fadd <16 x float> %".339", %".341"
  %".343" = fcmp olt <16 x float> %".342", %".30"
  %".344" = select  <16 x i1> %".343", <16 x float> %".30", <16 x float> %".342"
  %".345" = fcmp ogt <16 x float> %".344", %".34"
  %".346" = select  <16 x i1> %".345", <16 x float> %".34", <16 x float> %".344"
  %".347" = load <16 x float>, <16 x float>* %"acc1_0"
  %".348" = getelementptr i8, ptr %".277", i64 0
  %".349" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".348", i32 4, <16 x i1> %".338", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".350" = fadd <16 x float> %".347", %".349"
  %".351" = fcmp olt <16 x float> %".350", %".30"
  %".352" = select  <16 x i1> %".351", <16 x float> %".30", <16 x float> %".350"
  %".353" = fcmp ogt <16 x float> %".352", %".34"
  %".354" = select  <16 x i1> %".353", <16 x float> %".34", <16 x float> %".352"
  %".355" = getelementptr i8, ptr %".271", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".346", ptr %".355", i32 4, <16 x i1> %".338")
  %".357" = getelementptr i8, ptr %".272", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".354", ptr %".357", i32 4, <16 x i1> %".338")
  br label %"claim"
store_full_choice:
  br i1 %".79", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".79", label %"store_partial_residual", label %"store_partial"
}
