; ixconv kernel module, spec: GemmSpec(isa='avx512', mr=2, nr=16, unroll=1, order='panel_inner', broadcast='memory', k_block=0, epilogue=(), dot='fma', bf16_output=False)
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
  %".86" = getelementptr i64, ptr %"args", i64 35
  %"groups_share_pixels" = load i64, ptr %".86"
  %".87" = icmp ne i64 %"groups_share_pixels", 0
  %".88" = srem i64 %".44", %"n_panels"
  %".89" = sdiv i64 %".44", %"n_panels"
  %".90" = srem i64 %".89", %"m_tiles"
  %".91" = sdiv i64 %".89", %"m_tiles"
  %".92" = srem i64 %".91", %"groups"
  %".93" = sdiv i64 %".91", %"groups"
  %".94" = sdiv i64 %".89", %"groups"
  %".95" = srem i64 %".89", %"groups"
  %"group" = select  i1 %".87", i64 %".95", i64 %".92"
  %".96" = srem i64 %".94", %"m_tiles"
  %"tile" = select  i1 %".87", i64 %".96", i64 %".90"
  %".97" = sdiv i64 %".94", %"m_tiles"
  %"image" = select  i1 %".87", i64 %".97", i64 %".93"
  %".98" = mul i64 %"image", %"a_bs"
  %".99" = mul i64 %"group", %"a_gs"
  %".100" = add i64 %".98", %".99"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".100"
  %".101" = mul i64 %"group", %"w_gs"
  %".102" = mul i64 %".88", %"w_ps"
  %".103" = add i64 %".101", %".102"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".103"
  %"n0" = mul i64 %".88", 16
  %".104" = sub i64 %"k", %"n0"
  %".105" = icmp slt i64 %".104", 16
  %".106" = select  i1 %".105", i64 %".104", i64 16
  %".107" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".107"
  %".108" = icmp ne i64 %"residual.int", 0
  %"m0" = mul i64 %"tile", 2
  %".109" = sub i64 %"m", %"m0"
  %".110" = icmp slt i64 %".109", 2
  %".111" = select  i1 %".110", i64 %".109", i64 2
  %".112" = mul i64 %"image", %"c_bs"
  %".113" = mul i64 %"group", %"c_gs"
  %".114" = add i64 %".112", %".113"
  %".115" = mul i64 %"n0", 4
  %".116" = add i64 %".114", %".115"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".116"
  %".117" = sub i64 %".111", 1
  %".118" = getelementptr i8, ptr %"w_panel", i64 0
  %".119" = load <16 x float>, ptr %".118", align 64
  store <16 x float> %".119", <16 x float>* %"acc0_0"
  %".121" = getelementptr i8, ptr %"w_panel", i64 0
  %".122" = load <16 x float>, ptr %".121", align 64
  store <16 x float> %".122", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  store i64 0, i64* %"since_flush"
  %".128" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".128", ptr %"w_cursor"
  %".130" = mul i64 %"ks", %"kc"
  %".131" = icmp sgt i64 %".130", 128
  br i1 %".131", label %"work.if", label %"work.else"
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
  %".276" = load i1, i1* %"flushed"
  br i1 %".276", label %"work.endif.if", label %"work.endif.endif"
taps.head:
  %".135" = load i64, i64* %"taps.i"
  %".136" = icmp slt i64 %".135", %"ks"
  br i1 %".136", label %"taps.body", label %"taps.done"
taps.body:
  %".138" = mul i64 %"ks", 2
  %".139" = mul i64 %"tile", %".138"
  %".140" = mul i64 %".135", 2
  %".141" = add i64 %".139", %".140"
  %".142" = add i64 %".141", 0
  %".143" = getelementptr i64, ptr %"ind", i64 %".142"
  %"off0" = load i64, ptr %".143"
  %".144" = icmp slt i64 %"off0", 0
  %".145" = getelementptr i8, ptr %"a_base", i64 %"off0"
  %"a0" = select  i1 %".144", ptr %"zero", ptr %".145"
  %".146" = add i64 %".141", 1
  %".147" = getelementptr i64, ptr %"ind", i64 %".146"
  %"off1" = load i64, ptr %".147"
  %".148" = icmp slt i64 %"off1", 0
  %".149" = and i1 %".144", %".148"
  %".150" = getelementptr i8, ptr %"a_base", i64 %"off1"
  %"a1" = select  i1 %".148", ptr %"zero", ptr %".150"
  %".151" = mul i64 %".135", %"kc"
  %".152" = mul i64 %".151", 64
  %".153" = getelementptr i8, ptr %".128", i64 %".152"
  store ptr %".153", ptr %"w_cursor"
  br i1 %".149", label %"tap_done", label %"tap_work"
taps.done:
  br label %"work.endif"
tap_work:
  %".156" = add i64 %"kc", 127
  %"chunks" = sdiv i64 %".156", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
tap_done:
  %".215" = load i64, i64* %"taps.i"
  %".216" = add i64 %".215", 1
  store i64 %".216", i64* %"taps.i"
  br label %"taps.head"
channel_chunks.head:
  %".159" = load i64, i64* %"channel_chunks.i"
  %".160" = icmp slt i64 %".159", %"chunks"
  br i1 %".160", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".159", 128
  %".162" = sub i64 %"kc", %"chunk_lo"
  %".163" = icmp slt i64 %".162", 128
  %".164" = select  i1 %".163", i64 %".162", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  br label %"tap_done"
channels.head:
  %".167" = load i64, i64* %"channels.i"
  %".168" = icmp slt i64 %".167", %".164"
  br i1 %".168", label %"channels.body", label %"channels.done"
channels.body:
  %".170" = load <16 x float>, <16 x float>* %"acc0_0"
  %".171" = load <16 x float>, <16 x float>* %"acc1_0"
  %".172" = load ptr, ptr %"w_cursor"
  %".173" = mul i64 %".167", 1
  %".174" = add i64 %".173", 0
  %".175" = add i64 %"chunk_lo", %".174"
  %".176" = getelementptr i8, ptr %".172", i64 0
  %".177" = getelementptr i8, ptr %".176", i64 0
  %".178" = load <16 x float>, ptr %".177", align 64
  %".179" = mul i64 %".175", 4
  %".180" = getelementptr i8, ptr %"a0", i64 %".179"
  %".181" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".178", ptr %".180", <16 x float> %".170")
  %".182" = getelementptr i8, ptr %"a1", i64 %".179"
  %".183" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".178", ptr %".182", <16 x float> %".171")
  store <16 x float> %".181", <16 x float>* %"acc0_0"
  store <16 x float> %".183", <16 x float>* %"acc1_0"
  %".186" = getelementptr i8, ptr %".172", i64 64
  store ptr %".186", ptr %"w_cursor"
  %".188" = load i64, i64* %"channels.i"
  %".189" = add i64 %".188", 1
  store i64 %".189", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".192" = load i64, i64* %"since_flush"
  %".193" = add i64 %".192", %".164"
  store i64 %".193", i64* %"since_flush"
  %".195" = icmp sge i64 %".193", 128
  br i1 %".195", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".197" = load <16 x float>, <16 x float>* %"total0_0"
  %".198" = load <16 x float>, <16 x float>* %"acc0_0"
  %".199" = fadd <16 x float> %".197", %".198"
  store <16 x float> %".199", <16 x float>* %"total0_0"
  %".201" = load <16 x float>, <16 x float>* %"total1_0"
  %".202" = load <16 x float>, <16 x float>* %"acc1_0"
  %".203" = fadd <16 x float> %".201", %".202"
  store <16 x float> %".203", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".210" = load i64, i64* %"channel_chunks.i"
  %".211" = add i64 %".210", 1
  store i64 %".211", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".222" = load i64, i64* %"taps_short.i"
  %".223" = icmp slt i64 %".222", %"ks"
  br i1 %".223", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".225" = mul i64 %"ks", 2
  %".226" = mul i64 %"tile", %".225"
  %".227" = mul i64 %".222", 2
  %".228" = add i64 %".226", %".227"
  %".229" = add i64 %".228", 0
  %".230" = getelementptr i64, ptr %"ind", i64 %".229"
  %"off0.1" = load i64, ptr %".230"
  %".231" = icmp slt i64 %"off0.1", 0
  %".232" = getelementptr i8, ptr %"a_base", i64 %"off0.1"
  %"a0.1" = select  i1 %".231", ptr %"zero", ptr %".232"
  %".233" = add i64 %".228", 1
  %".234" = getelementptr i64, ptr %"ind", i64 %".233"
  %"off1.1" = load i64, ptr %".234"
  %".235" = icmp slt i64 %"off1.1", 0
  %".236" = and i1 %".231", %".235"
  %".237" = getelementptr i8, ptr %"a_base", i64 %"off1.1"
  %"a1.1" = select  i1 %".235", ptr %"zero", ptr %".237"
  %".238" = mul i64 %".222", %"kc"
  %".239" = mul i64 %".238", 64
  %".240" = getelementptr i8, ptr %".128", i64 %".239"
  store ptr %".240", ptr %"w_cursor"
  br i1 %".236", label %"tap_done.1", label %"tap_work.1"
taps_short.done:
  br label %"work.endif"
tap_work.1:
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
tap_done.1:
  %".271" = load i64, i64* %"taps_short.i"
  %".272" = add i64 %".271", 1
  store i64 %".272", i64* %"taps_short.i"
  br label %"taps_short.head"
channels.head.1:
  %".245" = load i64, i64* %"channels.i.1"
  %".246" = icmp slt i64 %".245", %"kc"
  br i1 %".246", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".248" = load <16 x float>, <16 x float>* %"acc0_0"
  %".249" = load <16 x float>, <16 x float>* %"acc1_0"
  %".250" = load ptr, ptr %"w_cursor"
  %".251" = mul i64 %".245", 1
  %".252" = add i64 %".251", 0
  %".253" = add i64 0, %".252"
  %".254" = getelementptr i8, ptr %".250", i64 0
  %".255" = getelementptr i8, ptr %".254", i64 0
  %".256" = load <16 x float>, ptr %".255", align 64
  %".257" = mul i64 %".253", 4
  %".258" = getelementptr i8, ptr %"a0.1", i64 %".257"
  %".259" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".256", ptr %".258", <16 x float> %".248")
  %".260" = getelementptr i8, ptr %"a1.1", i64 %".257"
  %".261" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".256", ptr %".260", <16 x float> %".249")
  store <16 x float> %".259", <16 x float>* %"acc0_0"
  store <16 x float> %".261", <16 x float>* %"acc1_0"
  %".264" = getelementptr i8, ptr %".250", i64 64
  store ptr %".264", ptr %"w_cursor"
  %".266" = load i64, i64* %"channels.i.1"
  %".267" = add i64 %".266", 1
  store i64 %".267", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  br label %"tap_done.1"
work.endif.if:
  %".278" = load <16 x float>, <16 x float>* %"total0_0"
  %".279" = load <16 x float>, <16 x float>* %"acc0_0"
  %".280" = fadd <16 x float> %".278", %".279"
  store <16 x float> %".280", <16 x float>* %"total0_0"
  %".282" = load <16 x float>, <16 x float>* %"total1_0"
  %".283" = load <16 x float>, <16 x float>* %"acc1_0"
  %".284" = fadd <16 x float> %".282", %".283"
  store <16 x float> %".284", <16 x float>* %"total1_0"
  %".286" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".286", <16 x float>* %"acc0_0"
  %".288" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".288", <16 x float>* %"acc1_0"
  br label %"work.endif.endif"
work.endif.endif:
  %".291" = icmp slt i64 0, %".117"
  %".292" = select  i1 %".291", i64 0, i64 %".117"
  %".293" = add i64 %"m0", %".292"
  %".294" = icmp slt i64 1, %".117"
  %".295" = select  i1 %".294", i64 1, i64 %".117"
  %".296" = add i64 %"m0", %".295"
  br i1 %"grid", label %"work.endif.endif.if", label %"work.endif.endif.else"
work.endif.endif.if:
  %".298" = sdiv i64 %".293", %"row_pixels"
  %".299" = mul i64 %".298", %"row_stride"
  %".300" = srem i64 %".293", %"row_pixels"
  %".301" = mul i64 %".300", %"ldc"
  %".302" = add i64 %".299", %".301"
  %".303" = sdiv i64 %".296", %"row_pixels"
  %".304" = mul i64 %".303", %"row_stride"
  %".305" = srem i64 %".296", %"row_pixels"
  %".306" = mul i64 %".305", %"ldc"
  %".307" = add i64 %".304", %".306"
  br label %"work.endif.endif.endif"
work.endif.endif.else:
  %".309" = mul i64 %".293", %"ldc"
  %".310" = mul i64 %".296", %"ldc"
  br label %"work.endif.endif.endif"
work.endif.endif.endif:
  %".312" = phi  i64 [%".302", %"work.endif.endif.if"], [%".309", %"work.endif.endif.else"]
  %".313" = phi  i64 [%".307", %"work.endif.endif.if"], [%".310", %"work.endif.endif.else"]
  %".314" = getelementptr i8, ptr %"c_tile", i64 %".312"
  %".315" = getelementptr i8, ptr %"c_tile", i64 %".313"
  %".316" = ptrtoint ptr %"c_tile" to i64
  %".317" = ptrtoint ptr %"c" to i64
  %".318" = sub i64 %".316", %".317"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".318"
  %".319" = getelementptr i8, ptr %"r_tile", i64 %".312"
  %".320" = getelementptr i8, ptr %"r_tile", i64 %".313"
  %".321" = icmp eq i64 %".106", 16
  br i1 %".321", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".325" = load <16 x float>, <16 x float>* %"acc0_0"
  %".326" = fcmp olt <16 x float> %".325", %".30"
  %".327" = select  <16 x i1> %".326", <16 x float> %".30", <16 x float> %".325"
  %".328" = fcmp ogt <16 x float> %".327", %".34"
  %".329" = select  <16 x i1> %".328", <16 x float> %".34", <16 x float> %".327"
  %".330" = load <16 x float>, <16 x float>* %"acc1_0"
  %".331" = fcmp olt <16 x float> %".330", %".30"
  %".332" = select  <16 x i1> %".331", <16 x float> %".30", <16 x float> %".330"
  %".333" = fcmp ogt <16 x float> %".332", %".34"
  %".334" = select  <16 x i1> %".333", <16 x float> %".34", <16 x float> %".332"
  %".335" = getelementptr i8, ptr %".314", i64 0
  store <16 x float> %".329", ptr %".335", align 4
  %".337" = getelementptr i8, ptr %".315", i64 0
  store <16 x float> %".334", ptr %".337", align 4
  br label %"claim"
store_full_residual:
  %".340" = load <16 x float>, <16 x float>* %"acc0_0"
  %".341" = getelementptr i8, ptr %".319", i64 0
  %".342" = load <16 x float>, ptr %".341", align 4
  %".343" = fadd <16 x float> %".340", %".342"
  %".344" = fcmp olt <16 x float> %".343", %".30"
  %".345" = select  <16 x i1> %".344", <16 x float> %".30", <16 x float> %".343"
  %".346" = fcmp ogt <16 x float> %".345", %".34"
  %".347" = select  <16 x i1> %".346", <16 x float> %".34", <16 x float> %".345"
  %".348" = load <16 x float>, <16 x float>* %"acc1_0"
  %".349" = getelementptr i8, ptr %".320", i64 0
  %".350" = load <16 x float>, ptr %".349", align 4
  %".351" = fadd <16 x float> %".348", %".350"
  %".352" = fcmp olt <16 x float> %".351", %".30"
  %".353" = select  <16 x i1> %".352", <16 x float> %".30", <16 x float> %".351"
  %".354" = fcmp ogt <16 x float> %".353", %".34"
  %".355" = select  <16 x i1> %".354", <16 x float> %".34", <16 x float> %".353"
  %".356" = getelementptr i8, ptr %".314", i64 0
  store <16 x float> %".347", ptr %".356", align 4
  %".358" = getelementptr i8, ptr %".315", i64 0
  store <16 x float> %".355", ptr %".358", align 4
  br label %"claim"
store_partial:
  %".361" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".106", i32 0
  %".362" = shufflevector <16 x i64> %".361", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".363" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".362"
  %".364" = load <16 x float>, <16 x float>* %"acc0_0"
  %".365" = fcmp olt <16 x float> %".364", %".30"
  %".366" = select  <16 x i1> %".365", <16 x float> %".30", <16 x float> %".364"
  %".367" = fcmp ogt <16 x float> %".366", %".34"
  %".368" = select  <16 x i1> %".367", <16 x float> %".34", <16 x float> %".366"
  %".369" = load <16 x float>, <16 x float>* %"acc1_0"
  %".370" = fcmp olt <16 x float> %".369", %".30"
  %".371" = select  <16 x i1> %".370", <16 x float> %".30", <16 x float> %".369"
  %".372" = fcmp ogt <16 x float> %".371", %".34"
  %".373" = select  <16 x i1> %".372", <16 x float> %".34", <16 x float> %".371"
  %".374" = getelementptr i8, ptr %".314", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".368", ptr %".374", i32 4, <16 x i1> %".363")
  %".376" = getelementptr i8, ptr %".315", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".373", ptr %".376", i32 4, <16 x i1> %".363")
  br label %"claim"
store_partial_residual:
  %".379" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".106", i32 0
  %".380" = shufflevector <16 x i64> %".379", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".381" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".380"
  %".382" = load <16 x float>, <16 x float>* %"acc0_0"
  %".383" = getelementptr i8, ptr %".319", i64 0
  %".384" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".383", i32 4, <16 x i1> %".381", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".385" = fadd <16 x float> %".382", %".384"
  %".386" = fcmp olt <16 x float> %".385", %".30"
  %".387" = select  <16 x i1> %".386", <16 x float> %".30", <16 x float> %".385"
  %".388" = fcmp ogt <16 x float> %".387", %".34"
  %".389" = select  <16 x i1> %".388", <16 x float> %".34", <16 x float> %".387"
  %".390" = load <16 x float>, <16 x float>* %"acc1_0"
  %".391" = getelementptr i8, ptr %".320", i64 0
  %".392" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".391", i32 4, <16 x i1> %".381", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".393" = fadd <16 x float> %".390", %".392"
  %".394" = fcmp olt <16 x float> %".393", %".30"
  %".395" = select  <16 x i1> %".394", <16 x float> %".30", <16 x float> %".393"
  %".396" = fcmp ogt <16 x float> %".395", %".34"
  %".397" = select  <16 x i1> %".396", <16 x float> %".34", <16 x float> %".395"
  %".398" = getelementptr i8, ptr %".314", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".389", ptr %".398", i32 4, <16 x i1> %".381")
  %".400" = getelementptr i8, ptr %".315", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".397", ptr %".400", i32 4, <16 x i1> %".381")
  br label %"claim"
store_full_choice:
  br i1 %".108", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".108", label %"store_partial_residual", label %"store_partial"
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
  %".86" = getelementptr i64, ptr %"args", i64 35
  %"groups_share_pixels" = load i64, ptr %".86"
  %".87" = icmp ne i64 %"groups_share_pixels", 0
  %".88" = srem i64 %".44", %"n_panels"
  %".89" = sdiv i64 %".44", %"n_panels"
  %".90" = srem i64 %".89", %"m_tiles"
  %".91" = sdiv i64 %".89", %"m_tiles"
  %".92" = srem i64 %".91", %"groups"
  %".93" = sdiv i64 %".91", %"groups"
  %".94" = sdiv i64 %".89", %"groups"
  %".95" = srem i64 %".89", %"groups"
  %"group" = select  i1 %".87", i64 %".95", i64 %".92"
  %".96" = srem i64 %".94", %"m_tiles"
  %"tile" = select  i1 %".87", i64 %".96", i64 %".90"
  %".97" = sdiv i64 %".94", %"m_tiles"
  %"image" = select  i1 %".87", i64 %".97", i64 %".93"
  %".98" = mul i64 %"image", %"a_bs"
  %".99" = mul i64 %"group", %"a_gs"
  %".100" = add i64 %".98", %".99"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".100"
  %".101" = mul i64 %"group", %"w_gs"
  %".102" = mul i64 %".88", %"w_ps"
  %".103" = add i64 %".101", %".102"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".103"
  %"n0" = mul i64 %".88", 16
  %".104" = sub i64 %"k", %"n0"
  %".105" = icmp slt i64 %".104", 16
  %".106" = select  i1 %".105", i64 %".104", i64 16
  %".107" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".107"
  %".108" = icmp ne i64 %"residual.int", 0
  %"m0" = mul i64 %"tile", 2
  %".109" = sub i64 %"m", %"m0"
  %".110" = icmp slt i64 %".109", 2
  %".111" = select  i1 %".110", i64 %".109", i64 2
  %".112" = mul i64 %"image", %"c_bs"
  %".113" = mul i64 %"group", %"c_gs"
  %".114" = add i64 %".112", %".113"
  %".115" = mul i64 %"n0", 4
  %".116" = add i64 %".114", %".115"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".116"
  %".117" = sub i64 %".111", 1
  %".118" = getelementptr i8, ptr %"w_panel", i64 0
  %".119" = load <16 x float>, ptr %".118", align 64
  store <16 x float> %".119", <16 x float>* %"acc0_0"
  %".121" = getelementptr i8, ptr %"w_panel", i64 0
  %".122" = load <16 x float>, ptr %".121", align 64
  store <16 x float> %".122", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  store i64 0, i64* %"since_flush"
  %".128" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".128", ptr %"w_cursor"
  %".130" = mul i64 %"ks", %"kc"
  %".131" = icmp sgt i64 %".130", 128
  br i1 %".131", label %"work.if", label %"work.else"
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
  %".262" = load i1, i1* %"flushed"
  br i1 %".262", label %"work.endif.if", label %"work.endif.endif"
taps.head:
  %".135" = load i64, i64* %"taps.i"
  %".136" = icmp slt i64 %".135", %"ks"
  br i1 %".136", label %"taps.body", label %"taps.done"
taps.body:
  %".138" = icmp slt i64 0, %".117"
  %".139" = select  i1 %".138", i64 0, i64 %".117"
  %".140" = add i64 %"m0", %".139"
  %".141" = mul i64 %".140", %"lda"
  %"a0" = getelementptr i8, ptr %"a_base", i64 %".141"
  %".142" = icmp slt i64 1, %".117"
  %".143" = select  i1 %".142", i64 1, i64 %".117"
  %".144" = add i64 %"m0", %".143"
  %".145" = mul i64 %".144", %"lda"
  %"a1" = getelementptr i8, ptr %"a_base", i64 %".145"
  %".146" = mul i64 %".135", %"kc"
  %".147" = mul i64 %".146", 64
  %".148" = getelementptr i8, ptr %".128", i64 %".147"
  store ptr %".148", ptr %"w_cursor"
  %".150" = add i64 %"kc", 127
  %"chunks" = sdiv i64 %".150", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps.done:
  br label %"work.endif"
channel_chunks.head:
  %".153" = load i64, i64* %"channel_chunks.i"
  %".154" = icmp slt i64 %".153", %"chunks"
  br i1 %".154", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".153", 128
  %".156" = sub i64 %"kc", %"chunk_lo"
  %".157" = icmp slt i64 %".156", 128
  %".158" = select  i1 %".157", i64 %".156", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  %".208" = load i64, i64* %"taps.i"
  %".209" = add i64 %".208", 1
  store i64 %".209", i64* %"taps.i"
  br label %"taps.head"
channels.head:
  %".161" = load i64, i64* %"channels.i"
  %".162" = icmp slt i64 %".161", %".158"
  br i1 %".162", label %"channels.body", label %"channels.done"
channels.body:
  %".164" = load <16 x float>, <16 x float>* %"acc0_0"
  %".165" = load <16 x float>, <16 x float>* %"acc1_0"
  %".166" = load ptr, ptr %"w_cursor"
  %".167" = mul i64 %".161", 1
  %".168" = add i64 %".167", 0
  %".169" = add i64 %"chunk_lo", %".168"
  %".170" = getelementptr i8, ptr %".166", i64 0
  %".171" = getelementptr i8, ptr %".170", i64 0
  %".172" = load <16 x float>, ptr %".171", align 64
  %".173" = mul i64 %".169", 4
  %".174" = getelementptr i8, ptr %"a0", i64 %".173"
  %".175" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".172", ptr %".174", <16 x float> %".164")
  %".176" = getelementptr i8, ptr %"a1", i64 %".173"
  %".177" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".172", ptr %".176", <16 x float> %".165")
  store <16 x float> %".175", <16 x float>* %"acc0_0"
  store <16 x float> %".177", <16 x float>* %"acc1_0"
  %".180" = getelementptr i8, ptr %".166", i64 64
  store ptr %".180", ptr %"w_cursor"
  %".182" = load i64, i64* %"channels.i"
  %".183" = add i64 %".182", 1
  store i64 %".183", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".186" = load i64, i64* %"since_flush"
  %".187" = add i64 %".186", %".158"
  store i64 %".187", i64* %"since_flush"
  %".189" = icmp sge i64 %".187", 128
  br i1 %".189", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".191" = load <16 x float>, <16 x float>* %"total0_0"
  %".192" = load <16 x float>, <16 x float>* %"acc0_0"
  %".193" = fadd <16 x float> %".191", %".192"
  store <16 x float> %".193", <16 x float>* %"total0_0"
  %".195" = load <16 x float>, <16 x float>* %"total1_0"
  %".196" = load <16 x float>, <16 x float>* %"acc1_0"
  %".197" = fadd <16 x float> %".195", %".196"
  store <16 x float> %".197", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".204" = load i64, i64* %"channel_chunks.i"
  %".205" = add i64 %".204", 1
  store i64 %".205", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".215" = load i64, i64* %"taps_short.i"
  %".216" = icmp slt i64 %".215", %"ks"
  br i1 %".216", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".218" = icmp slt i64 0, %".117"
  %".219" = select  i1 %".218", i64 0, i64 %".117"
  %".220" = add i64 %"m0", %".219"
  %".221" = mul i64 %".220", %"lda"
  %"a0.1" = getelementptr i8, ptr %"a_base", i64 %".221"
  %".222" = icmp slt i64 1, %".117"
  %".223" = select  i1 %".222", i64 1, i64 %".117"
  %".224" = add i64 %"m0", %".223"
  %".225" = mul i64 %".224", %"lda"
  %"a1.1" = getelementptr i8, ptr %"a_base", i64 %".225"
  %".226" = mul i64 %".215", %"kc"
  %".227" = mul i64 %".226", 64
  %".228" = getelementptr i8, ptr %".128", i64 %".227"
  store ptr %".228", ptr %"w_cursor"
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
taps_short.done:
  br label %"work.endif"
channels.head.1:
  %".232" = load i64, i64* %"channels.i.1"
  %".233" = icmp slt i64 %".232", %"kc"
  br i1 %".233", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".235" = load <16 x float>, <16 x float>* %"acc0_0"
  %".236" = load <16 x float>, <16 x float>* %"acc1_0"
  %".237" = load ptr, ptr %"w_cursor"
  %".238" = mul i64 %".232", 1
  %".239" = add i64 %".238", 0
  %".240" = add i64 0, %".239"
  %".241" = getelementptr i8, ptr %".237", i64 0
  %".242" = getelementptr i8, ptr %".241", i64 0
  %".243" = load <16 x float>, ptr %".242", align 64
  %".244" = mul i64 %".240", 4
  %".245" = getelementptr i8, ptr %"a0.1", i64 %".244"
  %".246" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".243", ptr %".245", <16 x float> %".235")
  %".247" = getelementptr i8, ptr %"a1.1", i64 %".244"
  %".248" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".243", ptr %".247", <16 x float> %".236")
  store <16 x float> %".246", <16 x float>* %"acc0_0"
  store <16 x float> %".248", <16 x float>* %"acc1_0"
  %".251" = getelementptr i8, ptr %".237", i64 64
  store ptr %".251", ptr %"w_cursor"
  %".253" = load i64, i64* %"channels.i.1"
  %".254" = add i64 %".253", 1
  store i64 %".254", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  %".257" = load i64, i64* %"taps_short.i"
  %".258" = add i64 %".257", 1
  store i64 %".258", i64* %"taps_short.i"
  br label %"taps_short.head"
work.endif.if:
  %".264" = load <16 x float>, <16 x float>* %"total0_0"
  %".265" = load <16 x float>, <16 x float>* %"acc0_0"
  %".266" = fadd <16 x float> %".264", %".265"
  store <16 x float> %".266", <16 x float>* %"total0_0"
  %".268" = load <16 x float>, <16 x float>* %"total1_0"
  %".269" = load <16 x float>, <16 x float>* %"acc1_0"
  %".270" = fadd <16 x float> %".268", %".269"
  store <16 x float> %".270", <16 x float>* %"total1_0"
  %".272" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".272", <16 x float>* %"acc0_0"
  %".274" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".274", <16 x float>* %"acc1_0"
  br label %"work.endif.endif"
work.endif.endif:
  %".277" = icmp slt i64 0, %".117"
  %".278" = select  i1 %".277", i64 0, i64 %".117"
  %".279" = add i64 %"m0", %".278"
  %".280" = icmp slt i64 1, %".117"
  %".281" = select  i1 %".280", i64 1, i64 %".117"
  %".282" = add i64 %"m0", %".281"
  br i1 %"grid", label %"work.endif.endif.if", label %"work.endif.endif.else"
work.endif.endif.if:
  %".284" = sdiv i64 %".279", %"row_pixels"
  %".285" = mul i64 %".284", %"row_stride"
  %".286" = srem i64 %".279", %"row_pixels"
  %".287" = mul i64 %".286", %"ldc"
  %".288" = add i64 %".285", %".287"
  %".289" = sdiv i64 %".282", %"row_pixels"
  %".290" = mul i64 %".289", %"row_stride"
  %".291" = srem i64 %".282", %"row_pixels"
  %".292" = mul i64 %".291", %"ldc"
  %".293" = add i64 %".290", %".292"
  br label %"work.endif.endif.endif"
work.endif.endif.else:
  %".295" = mul i64 %".279", %"ldc"
  %".296" = mul i64 %".282", %"ldc"
  br label %"work.endif.endif.endif"
work.endif.endif.endif:
  %".298" = phi  i64 [%".288", %"work.endif.endif.if"], [%".295", %"work.endif.endif.else"]
  %".299" = phi  i64 [%".293", %"work.endif.endif.if"], [%".296", %"work.endif.endif.else"]
  %".300" = getelementptr i8, ptr %"c_tile", i64 %".298"
  %".301" = getelementptr i8, ptr %"c_tile", i64 %".299"
  %".302" = ptrtoint ptr %"c_tile" to i64
  %".303" = ptrtoint ptr %"c" to i64
  %".304" = sub i64 %".302", %".303"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".304"
  %".305" = getelementptr i8, ptr %"r_tile", i64 %".298"
  %".306" = getelementptr i8, ptr %"r_tile", i64 %".299"
  %".307" = icmp eq i64 %".106", 16
  br i1 %".307", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".311" = load <16 x float>, <16 x float>* %"acc0_0"
  %".312" = fcmp olt <16 x float> %".311", %".30"
  %".313" = select  <16 x i1> %".312", <16 x float> %".30", <16 x float> %".311"
  %".314" = fcmp ogt <16 x float> %".313", %".34"
  %".315" = select  <16 x i1> %".314", <16 x float> %".34", <16 x float> %".313"
  %".316" = load <16 x float>, <16 x float>* %"acc1_0"
  %".317" = fcmp olt <16 x float> %".316", %".30"
  %".318" = select  <16 x i1> %".317", <16 x float> %".30", <16 x float> %".316"
  %".319" = fcmp ogt <16 x float> %".318", %".34"
  %".320" = select  <16 x i1> %".319", <16 x float> %".34", <16 x float> %".318"
  %".321" = getelementptr i8, ptr %".300", i64 0
  store <16 x float> %".315", ptr %".321", align 4
  %".323" = getelementptr i8, ptr %".301", i64 0
  store <16 x float> %".320", ptr %".323", align 4
  br label %"claim"
store_full_residual:
  %".326" = load <16 x float>, <16 x float>* %"acc0_0"
  %".327" = getelementptr i8, ptr %".305", i64 0
  %".328" = load <16 x float>, ptr %".327", align 4
  %".329" = fadd <16 x float> %".326", %".328"
  %".330" = fcmp olt <16 x float> %".329", %".30"
  %".331" = select  <16 x i1> %".330", <16 x float> %".30", <16 x float> %".329"
  %".332" = fcmp ogt <16 x float> %".331", %".34"
  %".333" = select  <16 x i1> %".332", <16 x float> %".34", <16 x float> %".331"
  %".334" = load <16 x float>, <16 x float>* %"acc1_0"
  %".335" = getelementptr i8, ptr %".306", i64 0
  %".336" = load <16 x float>, ptr %".335", align 4
  %".337" = fadd <16 x float> %".334", %".336"
  %".338" = fcmp olt <16 x float> %".337", %".30"
  %".339" = select  <16 x i1> %".338", <16 x float> %".30", <16 x float> %".337"
  %".340" = fcmp ogt <16 x float> %".339", %".34"
  %".341" = select  <16 x i1> %".340", <16 x float> %".34", <16 x float> %".339"
  %".342" = getelementptr i8, ptr %".300", i64 0
  store <16 x float> %".333", ptr %".342", align 4
  %".344" = getelementptr i8, ptr %".301", i64 0
  store <16 x float> %".341", ptr %".344", align 4
  br label %"claim"
store_partial:
  %".347" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".106", i32 0
  %".348" = shufflevector <16 x i64> %".347", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".349" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".348"
  %".350" = load <16 x float>, <16 x float>* %"acc0_0"
  %".351" = fcmp olt <16 x float> %".350", %".30"
  %".352" = select  <16 x i1> %".351", <16 x float> %".30", <16 x float> %".350"
  %".353" = fcmp ogt <16 x float> %".352", %".34"
  %".354" = select  <16 x i1> %".353", <16 x float> %".34", <16 x float> %".352"
  %".355" = load <16 x float>, <16 x float>* %"acc1_0"
  %".356" = fcmp olt <16 x float> %".355", %".30"
  %".357" = select  <16 x i1> %".356", <16 x float> %".30", <16 x float> %".355"
  %".358" = fcmp ogt <16 x float> %".357", %".34"
  %".359" = select  <16 x i1> %".358", <16 x float> %".34", <16 x float> %".357"
  %".360" = getelementptr i8, ptr %".300", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".354", ptr %".360", i32 4, <16 x i1> %".349")
  %".362" = getelementptr i8, ptr %".301", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".359", ptr %".362", i32 4, <16 x i1> %".349")
  br label %"claim"
store_partial_residual:
  %".365" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".106", i32 0
  %".366" = shufflevector <16 x i64> %".365", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".367" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".366"
  %".368" = load <16 x float>, <16 x float>* %"acc0_0"
  %".369" = getelementptr i8, ptr %".305", i64 0
  %".370" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".369", i32 4, <16 x i1> %".367", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".371" = fadd <16 x float> %".368", %".370"
  %".372" = fcmp olt <16 x float> %".371", %".30"
  %".373" = select  <16 x i1> %".372", <16 x float> %".30", <16 x float> %".371"
  %".374" = fcmp ogt <16 x float> %".373", %".34"
  %".375" = select  <16 x i1> %".374", <16 x float> %".34", <16 x float> %".373"
  %".376" = load <16 x float>, <16 x float>* %"acc1_0"
  %".377" = getelementptr i8, ptr %".306", i64 0
  %".378" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".377", i32 4, <16 x i1> %".367", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".379" = fadd <16 x float> %".376", %".378"
  %".380" = fcmp olt <16 x float> %".379", %".30"
  %".381" = select  <16 x i1> %".380", <16 x float> %".30", <16 x float> %".379"
  %".382" = fcmp ogt <16 x float> %".381", %".34"
  %".383" = select  <16 x i1> %".382", <16 x float> %".34", <16 x float> %".381"
  %".384" = getelementptr i8, ptr %".300", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".375", ptr %".384", i32 4, <16 x i1> %".367")
  %".386" = getelementptr i8, ptr %".301", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".383", ptr %".386", i32 4, <16 x i1> %".367")
  br label %"claim"
store_full_choice:
  br i1 %".108", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".108", label %"store_partial_residual", label %"store_partial"
}
