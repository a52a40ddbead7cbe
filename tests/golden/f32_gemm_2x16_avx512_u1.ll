; ixconv kernel module, spec: GemmSpec(isa='avx512', mr=2, nr=16, unroll=1, order='panel_inner', broadcast='register', k_block=0, epilogue=(), dot='fma', bf16_output=False)
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
  %".288" = load i1, i1* %"flushed"
  br i1 %".288", label %"work.endif.if", label %"work.endif.endif"
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
  %".221" = load i64, i64* %"taps.i"
  %".222" = add i64 %".221", 1
  store i64 %".222", i64* %"taps.i"
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
  %".181" = load float, ptr %".180", align 4
  %".182" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".181", i32 0
  %".183" = shufflevector <16 x float> %".182", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".184" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".183", <16 x float> %".178", <16 x float> %".170")
  %".185" = getelementptr i8, ptr %"a1", i64 %".179"
  %".186" = load float, ptr %".185", align 4
  %".187" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".186", i32 0
  %".188" = shufflevector <16 x float> %".187", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".189" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".188", <16 x float> %".178", <16 x float> %".171")
  store <16 x float> %".184", <16 x float>* %"acc0_0"
  store <16 x float> %".189", <16 x float>* %"acc1_0"
  %".192" = getelementptr i8, ptr %".172", i64 64
  store ptr %".192", ptr %"w_cursor"
  %".194" = load i64, i64* %"channels.i"
  %".195" = add i64 %".194", 1
  store i64 %".195", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".198" = load i64, i64* %"since_flush"
  %".199" = add i64 %".198", %".164"
  store i64 %".199", i64* %"since_flush"
  %".201" = icmp sge i64 %".199", 128
  br i1 %".201", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".203" = load <16 x float>, <16 x float>* %"total0_0"
  %".204" = load <16 x float>, <16 x float>* %"acc0_0"
  %".205" = fadd <16 x float> %".203", %".204"
  store <16 x float> %".205", <16 x float>* %"total0_0"
  %".207" = load <16 x float>, <16 x float>* %"total1_0"
  %".208" = load <16 x float>, <16 x float>* %"acc1_0"
  %".209" = fadd <16 x float> %".207", %".208"
  store <16 x float> %".209", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".216" = load i64, i64* %"channel_chunks.i"
  %".217" = add i64 %".216", 1
  store i64 %".217", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".228" = load i64, i64* %"taps_short.i"
  %".229" = icmp slt i64 %".228", %"ks"
  br i1 %".229", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".231" = mul i64 %"ks", 2
  %".232" = mul i64 %"tile", %".231"
  %".233" = mul i64 %".228", 2
  %".234" = add i64 %".232", %".233"
  %".235" = add i64 %".234", 0
  %".236" = getelementptr i64, ptr %"ind", i64 %".235"
  %"off0.1" = load i64, ptr %".236"
  %".237" = icmp slt i64 %"off0.1", 0
  %".238" = getelementptr i8, ptr %"a_base", i64 %"off0.1"
  %"a0.1" = select  i1 %".237", ptr %"zero", ptr %".238"
  %".239" = add i64 %".234", 1
  %".240" = getelementptr i64, ptr %"ind", i64 %".239"
  %"off1.1" = load i64, ptr %".240"
  %".241" = icmp slt i64 %"off1.1", 0
  %".242" = and i1 %".237", %".241"
  %".243" = getelementptr i8, ptr %"a_base", i64 %"off1.1"
  %"a1.1" = select  i1 %".241", ptr %"zero", ptr %".243"
  %".244" = mul i64 %".228", %"kc"
  %".245" = mul i64 %".244", 64
  %".246" = getelementptr i8, ptr %".128", i64 %".245"
  store ptr %".246", ptr %"w_cursor"
  br i1 %".242", label %"tap_done.1", label %"tap_work.1"
taps_short.done:
  br label %"work.endif"
tap_work.1:
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
tap_done.1:
  %".283" = load i64, i64* %"taps_short.i"
  %".284" = add i64 %".283", 1
  store i64 %".284", i64* %"taps_short.i"
  br label %"taps_short.head"
channels.head.1:
  %".251" = load i64, i64* %"channels.i.1"
  %".252" = icmp slt i64 %".251", %"kc"
  br i1 %".252", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".254" = load <16 x float>, <16 x float>* %"acc0_0"
  %".255" = load <16 x float>, <16 x float>* %"acc1_0"
  %".256" = load ptr, ptr %"w_cursor"
  %".257" = mul i64 %".251", 1
  %".258" = add i64 %".257", 0
  %".259" = add i64 0, %".258"
  %".260" = getelementptr i8, ptr %".256", i64 0
  %".261" = getelementptr i8, ptr %".260", i64 0
  %".262" = load <16 x float>, ptr %".261", align 64
  %".263" = mul i64 %".259", 4
  %".264" = getelementptr i8, ptr %"a0.1", i64 %".263"
  %".265" = load float, ptr %".264", align 4
  %".266" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".265", i32 0
  %".267" = shufflevector <16 x float> %".266", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".268" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".267", <16 x float> %".262", <16 x float> %".254")
  %".269" = getelementptr i8, ptr %"a1.1", i64 %".263"
  %".270" = load float, ptr %".269", align 4
  %".271" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".270", i32 0
  %".272" = shufflevector <16 x float> %".271", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".273" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".272", <16 x float> %".262", <16 x float> %".255")
  store <16 x float> %".268", <16 x float>* %"acc0_0"
  store <16 x float> %".273", <16 x float>* %"acc1_0"
  %".276" = getelementptr i8, ptr %".256", i64 64
  store ptr %".276", ptr %"w_cursor"
  %".278" = load i64, i64* %"channels.i.1"
  %".279" = add i64 %".278", 1
  store i64 %".279", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  br label %"tap_done.1"
work.endif.if:
  %".290" = load <16 x float>, <16 x float>* %"total0_0"
  %".291" = load <16 x float>, <16 x float>* %"acc0_0"
  %".292" = fadd <16 x float> %".290", %".291"
  store <16 x float> %".292", <16 x float>* %"total0_0"
  %".294" = load <16 x float>, <16 x float>* %"total1_0"
  %".295" = load <16 x float>, <16 x float>* %"acc1_0"
  %".296" = fadd <16 x float> %".294", %".295"
  store <16 x float> %".296", <16 x float>* %"total1_0"
  %".298" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".298", <16 x float>* %"acc0_0"
  %".300" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".300", <16 x float>* %"acc1_0"
  br label %"work.endif.endif"
work.endif.endif:
  %".303" = icmp slt i64 0, %".117"
  %".304" = select  i1 %".303", i64 0, i64 %".117"
  %".305" = add i64 %"m0", %".304"
  %".306" = icmp slt i64 1, %".117"
  %".307" = select  i1 %".306", i64 1, i64 %".117"
  %".308" = add i64 %"m0", %".307"
  br i1 %"grid", label %"work.endif.endif.if", label %"work.endif.endif.else"
work.endif.endif.if:
  %".310" = sdiv i64 %".305", %"row_pixels"
  %".311" = mul i64 %".310", %"row_stride"
  %".312" = srem i64 %".305", %"row_pixels"
  %".313" = mul i64 %".312", %"ldc"
  %".314" = add i64 %".311", %".313"
  %".315" = sdiv i64 %".308", %"row_pixels"
  %".316" = mul i64 %".315", %"row_stride"
  %".317" = srem i64 %".308", %"row_pixels"
  %".318" = mul i64 %".317", %"ldc"
  %".319" = add i64 %".316", %".318"
  br label %"work.endif.endif.endif"
work.endif.endif.else:
  %".321" = mul i64 %".305", %"ldc"
  %".322" = mul i64 %".308", %"ldc"
  br label %"work.endif.endif.endif"
work.endif.endif.endif:
  %".324" = phi  i64 [%".314", %"work.endif.endif.if"], [%".321", %"work.endif.endif.else"]
  %".325" = phi  i64 [%".319", %"work.endif.endif.if"], [%".322", %"work.endif.endif.else"]
  %".326" = getelementptr i8, ptr %"c_tile", i64 %".324"
  %".327" = getelementptr i8, ptr %"c_tile", i64 %".325"
  %".328" = ptrtoint ptr %"c_tile" to i64
  %".329" = ptrtoint ptr %"c" to i64
  %".330" = sub i64 %".328", %".329"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".330"
  %".331" = getelementptr i8, ptr %"r_tile", i64 %".324"
  %".332" = getelementptr i8, ptr %"r_tile", i64 %".325"
  %".333" = icmp eq i64 %".106", 16
  br i1 %".333", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".337" = load <16 x float>, <16 x float>* %"acc0_0"
  %".338" = fcmp olt <16 x float> %".337", %".30"
  %".339" = select  <16 x i1> %".338", <16 x float> %".30", <16 x float> %".337"
  %".340" = fcmp ogt <16 x float> %".339", %".34"
  %".341" = select  <16 x i1> %".340", <16 x float> %".34", <16 x float> %".339"
  %".342" = load <16 x float>, <16 x float>* %"acc1_0"
  %".343" = fcmp olt <16 x float> %".342", %".30"
  %".344" = select  <16 x i1> %".343", <16 x float> %".30", <16 x float> %".342"
  %".345" = fcmp ogt <16 x float> %".344", %".34"
  %".346" = select  <16 x i1> %".345", <16 x float> %".34", <16 x float> %".344"
  %".347" = getelementptr i8, ptr %".326", i64 0
  store <16 x float> %".341", ptr %".347", align 4
  %".349" = getelementptr i8, ptr %".327", i64 0
  store <16 x float> %".346", ptr %".349", align 4
  br label %"claim"
store_full_residual:
  %".352" = load <16 x float>, <16 x float>* %"acc0_0"
  %".353" = getelementptr i8, ptr %".331", i64 0
  %".354" = load <16 x float>, ptr %".353", align 4
  %".355" = fadd <16 x float> %".352", %".354"
  %".356" = fcmp olt <16 x float> %".355", %".30"
  %".357" = select  <16 x i1> %".356", <16 x float> %".30", <16 x float> %".355"
  %".358" = fcmp ogt <16 x float> %".357", %".34"
  %".359" = select  <16 x i1> %".358", <16 x float> %".34", <16 x float> %".357"
  %".360" = load <16 x float>, <16 x float>* %"acc1_0"
  %".361" = getelementptr i8, ptr %".332", i64 0
  %".362" = load <16 x float>, ptr %".361", align 4
  %".363" = fadd <16 x float> %".360", %".362"
  %".364" = fcmp olt <16 x float> %".363", %".30"
  %".365" = select  <16 x i1> %".364", <16 x float> %".30", <16 x float> %".363"
  %".366" = fcmp ogt <16 x float> %".365", %".34"
  %".367" = select  <16 x i1> %".366", <16 x float> %".34", <16 x float> %".365"
  %".368" = getelementptr i8, ptr %".326", i64 0
  store <16 x float> %".359", ptr %".368", align 4
  %".370" = getelementptr i8, ptr %".327", i64 0
  store <16 x float> %".367", ptr %".370", align 4
  br label %"claim"
store_partial:
  %".373" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".106", i32 0
  %".374" = shufflevector <16 x i64> %".373", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".375" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".374"
  %".376" = load <16 x float>, <16 x float>* %"acc0_0"
  %".377" = fcmp olt <16 x float> %".376", %".30"
  %".378" = select  <16 x i1> %".377", <16 x float> %".30", <16 x float> %".376"
  %".379" = fcmp ogt <16 x float> %".378", %".34"
  %".380" = select  <16 x i1> %".379", <16 x float> %".34", <16 x float> %".378"
  %".381" = load <16 x float>, <16 x float>* %"acc1_0"
  %".382" = fcmp olt <16 x float> %".381", %".30"
  %".383" = select  <16 x i1> %".382", <16 x float> %".30", <16 x float> %".381"
  %".384" = fcmp ogt <16 x float> %".383", %".34"
  %".385" = select  <16 x i1> %".384", <16 x float> %".34", <16 x float> %".383"
  %".386" = getelementptr i8, ptr %".326", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".380", ptr %".386", i32 4, <16 x i1> %".375")
  %".388" = getelementptr i8, ptr %".327", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".385", ptr %".388", i32 4, <16 x i1> %".375")
  br label %"claim"
store_partial_residual:
  %".391" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".106", i32 0
  %".392" = shufflevector <16 x i64> %".391", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".393" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".392"
  %".394" = load <16 x float>, <16 x float>* %"acc0_0"
  %".395" = getelementptr i8, ptr %".331", i64 0
  %".396" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".395", i32 4, <16 x i1> %".393", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".397" = fadd <16 x float> %".394", %".396"
  %".398" = fcmp olt <16 x float> %".397", %".30"
  %".399" = select  <16 x i1> %".398", <16 x float> %".30", <16 x float> %".397"
  %".400" = fcmp ogt <16 x float> %".399", %".34"
  %".401" = select  <16 x i1> %".400", <16 x float> %".34", <16 x float> %".399"
  %".402" = load <16 x float>, <16 x float>* %"acc1_0"
  %".403" = getelementptr i8, ptr %".332", i64 0
  %".404" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".403", i32 4, <16 x i1> %".393", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".405" = fadd <16 x float> %".402", %".404"
  %".406" = fcmp olt <16 x float> %".405", %".30"
  %".407" = select  <16 x i1> %".406", <16 x float> %".30", <16 x float> %".405"
  %".408" = fcmp ogt <16 x float> %".407", %".34"
  %".409" = select  <16 x i1> %".408", <16 x float> %".34", <16 x float> %".407"
  %".410" = getelementptr i8, ptr %".326", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".401", ptr %".410", i32 4, <16 x i1> %".393")
  %".412" = getelementptr i8, ptr %".327", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".409", ptr %".412", i32 4, <16 x i1> %".393")
  br label %"claim"
store_full_choice:
  br i1 %".108", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".108", label %"store_partial_residual", label %"store_partial"
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
  %".274" = load i1, i1* %"flushed"
  br i1 %".274", label %"work.endif.if", label %"work.endif.endif"
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
  %".214" = load i64, i64* %"taps.i"
  %".215" = add i64 %".214", 1
  store i64 %".215", i64* %"taps.i"
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
  %".175" = load float, ptr %".174", align 4
  %".176" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".175", i32 0
  %".177" = shufflevector <16 x float> %".176", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".178" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".177", <16 x float> %".172", <16 x float> %".164")
  %".179" = getelementptr i8, ptr %"a1", i64 %".173"
  %".180" = load float, ptr %".179", align 4
  %".181" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".180", i32 0
  %".182" = shufflevector <16 x float> %".181", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".183" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".182", <16 x float> %".172", <16 x float> %".165")
  store <16 x float> %".178", <16 x float>* %"acc0_0"
  store <16 x float> %".183", <16 x float>* %"acc1_0"
  %".186" = getelementptr i8, ptr %".166", i64 64
  store ptr %".186", ptr %"w_cursor"
  %".188" = load i64, i64* %"channels.i"
  %".189" = add i64 %".188", 1
  store i64 %".189", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".192" = load i64, i64* %"since_flush"
  %".193" = add i64 %".192", %".158"
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
  %".221" = load i64, i64* %"taps_short.i"
  %".222" = icmp slt i64 %".221", %"ks"
  br i1 %".222", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".224" = icmp slt i64 0, %".117"
  %".225" = select  i1 %".224", i64 0, i64 %".117"
  %".226" = add i64 %"m0", %".225"
  %".227" = mul i64 %".226", %"lda"
  %"a0.1" = getelementptr i8, ptr %"a_base", i64 %".227"
  %".228" = icmp slt i64 1, %".117"
  %".229" = select  i1 %".228", i64 1, i64 %".117"
  %".230" = add i64 %"m0", %".229"
  %".231" = mul i64 %".230", %"lda"
  %"a1.1" = getelementptr i8, ptr %"a_base", i64 %".231"
  %".232" = mul i64 %".221", %"kc"
  %".233" = mul i64 %".232", 64
  %".234" = getelementptr i8, ptr %".128", i64 %".233"
  store ptr %".234", ptr %"w_cursor"
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
taps_short.done:
  br label %"work.endif"
channels.head.1:
  %".238" = load i64, i64* %"channels.i.1"
  %".239" = icmp slt i64 %".238", %"kc"
  br i1 %".239", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".241" = load <16 x float>, <16 x float>* %"acc0_0"
  %".242" = load <16 x float>, <16 x float>* %"acc1_0"
  %".243" = load ptr, ptr %"w_cursor"
  %".244" = mul i64 %".238", 1
  %".245" = add i64 %".244", 0
  %".246" = add i64 0, %".245"
  %".247" = getelementptr i8, ptr %".243", i64 0
  %".248" = getelementptr i8, ptr %".247", i64 0
  %".249" = load <16 x float>, ptr %".248", align 64
  %".250" = mul i64 %".246", 4
  %".251" = getelementptr i8, ptr %"a0.1", i64 %".250"
  %".252" = load float, ptr %".251", align 4
  %".253" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".252", i32 0
  %".254" = shufflevector <16 x float> %".253", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".255" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".254", <16 x float> %".249", <16 x float> %".241")
  %".256" = getelementptr i8, ptr %"a1.1", i64 %".250"
  %".257" = load float, ptr %".256", align 4
  %".258" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".257", i32 0
  %".259" = shufflevector <16 x float> %".258", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".260" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".259", <16 x float> %".249", <16 x float> %".242")
  store <16 x float> %".255", <16 x float>* %"acc0_0"
  store <16 x float> %".260", <16 x float>* %"acc1_0"
  %".263" = getelementptr i8, ptr %".243", i64 64
  store ptr %".263", ptr %"w_cursor"
  %".265" = load i64, i64* %"channels.i.1"
  %".266" = add i64 %".265", 1
  store i64 %".266", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  %".269" = load i64, i64* %"taps_short.i"
  %".270" = add i64 %".269", 1
  store i64 %".270", i64* %"taps_short.i"
  br label %"taps_short.head"
work.endif.if:
  %".276" = load <16 x float>, <16 x float>* %"total0_0"
  %".277" = load <16 x float>, <16 x float>* %"acc0_0"
  %".278" = fadd <16 x float> %".276", %".277"
  store <16 x float> %".278", <16 x float>* %"total0_0"
  %".280" = load <16 x float>, <16 x float>* %"total1_0"
  %".281" = load <16 x float>, <16 x float>* %"acc1_0"
  %".282" = fadd <16 x float> %".280", %".281"
  store <16 x float> %".282", <16 x float>* %"total1_0"
  %".284" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".284", <16 x float>* %"acc0_0"
  %".286" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".286", <16 x float>* %"acc1_0"
  br label %"work.endif.endif"
work.endif.endif:
  %".289" = icmp slt i64 0, %".117"
  %".290" = select  i1 %".289", i64 0, i64 %".117"
  %".291" = add i64 %"m0", %".290"
  %".292" = icmp slt i64 1, %".117"
  %".293" = select  i1 %".292", i64 1, i64 %".117"
  %".294" = add i64 %"m0", %".293"
  br i1 %"grid", label %"work.endif.endif.if", label %"work.endif.endif.else"
work.endif.endif.if:
  %".296" = sdiv i64 %".291", %"row_pixels"
  %".297" = mul i64 %".296", %"row_stride"
  %".298" = srem i64 %".291", %"row_pixels"
  %".299" = mul i64 %".298", %"ldc"
  %".300" = add i64 %".297", %".299"
  %".301" = sdiv i64 %".294", %"row_pixels"
  %".302" = mul i64 %".301", %"row_stride"
  %".303" = srem i64 %".294", %"row_pixels"
  %".304" = mul i64 %".303", %"ldc"
  %".305" = add i64 %".302", %".304"
  br label %"work.endif.endif.endif"
work.endif.endif.else:
  %".307" = mul i64 %".291", %"ldc"
  %".308" = mul i64 %".294", %"ldc"
  br label %"work.endif.endif.endif"
work.endif.endif.endif:
  %".310" = phi  i64 [%".300", %"work.endif.endif.if"], [%".307", %"work.endif.endif.else"]
  %".311" = phi  i64 [%".305", %"work.endif.endif.if"], [%".308", %"work.endif.endif.else"]
  %".312" = getelementptr i8, ptr %"c_tile", i64 %".310"
  %".313" = getelementptr i8, ptr %"c_tile", i64 %".311"
  %".314" = ptrtoint ptr %"c_tile" to i64
  %".315" = ptrtoint ptr %"c" to i64
  %".316" = sub i64 %".314", %".315"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".316"
  %".317" = getelementptr i8, ptr %"r_tile", i64 %".310"
  %".318" = getelementptr i8, ptr %"r_tile", i64 %".311"
  %".319" = icmp eq i64 %".106", 16
  br i1 %".319", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".323" = load <16 x float>, <16 x float>* %"acc0_0"
  %".324" = fcmp olt <16 x float> %".323", %".30"
  %".325" = select  <16 x i1> %".324", <16 x float> %".30", <16 x float> %".323"
  %".326" = fcmp ogt <16 x float> %".325", %".34"
  %".327" = select  <16 x i1> %".326", <16 x float> %".34", <16 x float> %".325"
  %".328" = load <16 x float>, <16 x float>* %"acc1_0"
  %".329" = fcmp olt <16 x float> %".328", %".30"
  %".330" = select  <16 x i1> %".329", <16 x float> %".30", <16 x float> %".328"
  %".331" = fcmp ogt <16 x float> %".330", %".34"
  %".332" = select  <16 x i1> %".331", <16 x float> %".34", <16 x float> %".330"
  %".333" = getelementptr i8, ptr %".312", i64 0
  store <16 x float> %".327", ptr %".333", align 4
  %".335" = getelementptr i8, ptr %".313", i64 0
  store <16 x float> %".332", ptr %".335", align 4
  br label %"claim"
store_full_residual:
  %".338" = load <16 x float>, <16 x float>* %"acc0_0"
  %".339" = getelementptr i8, ptr %".317", i64 0
  %".340" = load <16 x float>, ptr %".339", align 4
  %".341" = fadd <16 x float> %".338", %".340"
  %".342" = fcmp olt <16 x float> %".341", %".30"
  %".343" = select  <16 x i1> %".342", <16 x float> %".30", <16 x float> %".341"
  %".344" = fcmp ogt <16 x float> %".343", %".34"
  %".345" = select  <16 x i1> %".344", <16 x float> %".34", <16 x float> %".343"
  %".346" = load <16 x float>, <16 x float>* %"acc1_0"
  %".347" = getelementptr i8, ptr %".318", i64 0
  %".348" = load <16 x float>, ptr %".347", align 4
  %".349" = fadd <16 x float> %".346", %".348"
  %".350" = fcmp olt <16 x float> %".349", %".30"
  %".351" = select  <16 x i1> %".350", <16 x float> %".30", <16 x float> %".349"
  %".352" = fcmp ogt <16 x float> %".351", %".34"
  %".353" = select  <16 x i1> %".352", <16 x float> %".34", <16 x float> %".351"
  %".354" = getelementptr i8, ptr %".312", i64 0
  store <16 x float> %".345", ptr %".354", align 4
  %".356" = getelementptr i8, ptr %".313", i64 0
  store <16 x float> %".353", ptr %".356", align 4
  br label %"claim"
store_partial:
  %".359" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".106", i32 0
  %".360" = shufflevector <16 x i64> %".359", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".361" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".360"
  %".362" = load <16 x float>, <16 x float>* %"acc0_0"
  %".363" = fcmp olt <16 x float> %".362", %".30"
  %".364" = select  <16 x i1> %".363", <16 x float> %".30", <16 x float> %".362"
  %".365" = fcmp ogt <16 x float> %".364", %".34"
  %".366" = select  <16 x i1> %".365", <16 x float> %".34", <16 x float> %".364"
  %".367" = load <16 x float>, <16 x float>* %"acc1_0"
  %".368" = fcmp olt <16 x float> %".367", %".30"
  %".369" = select  <16 x i1> %".368", <16 x float> %".30", <16 x float> %".367"
  %".370" = fcmp ogt <16 x float> %".369", %".34"
  %".371" = select  <16 x i1> %".370", <16 x float> %".34", <16 x float> %".369"
  %".372" = getelementptr i8, ptr %".312", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".366", ptr %".372", i32 4, <16 x i1> %".361")
  %".374" = getelementptr i8, ptr %".313", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".371", ptr %".374", i32 4, <16 x i1> %".361")
  br label %"claim"
store_partial_residual:
  %".377" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".106", i32 0
  %".378" = shufflevector <16 x i64> %".377", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".379" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".378"
  %".380" = load <16 x float>, <16 x float>* %"acc0_0"
  %".381" = getelementptr i8, ptr %".317", i64 0
  %".382" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".381", i32 4, <16 x i1> %".379", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".383" = fadd <16 x float> %".380", %".382"
  %".384" = fcmp olt <16 x float> %".383", %".30"
  %".385" = select  <16 x i1> %".384", <16 x float> %".30", <16 x float> %".383"
  %".386" = fcmp ogt <16 x float> %".385", %".34"
  %".387" = select  <16 x i1> %".386", <16 x float> %".34", <16 x float> %".385"
  %".388" = load <16 x float>, <16 x float>* %"acc1_0"
  %".389" = getelementptr i8, ptr %".318", i64 0
  %".390" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".389", i32 4, <16 x i1> %".379", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".391" = fadd <16 x float> %".388", %".390"
  %".392" = fcmp olt <16 x float> %".391", %".30"
  %".393" = select  <16 x i1> %".392", <16 x float> %".30", <16 x float> %".391"
  %".394" = fcmp ogt <16 x float> %".393", %".34"
  %".395" = select  <16 x i1> %".394", <16 x float> %".34", <16 x float> %".393"
  %".396" = getelementptr i8, ptr %".312", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".387", ptr %".396", i32 4, <16 x i1> %".379")
  %".398" = getelementptr i8, ptr %".313", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".395", ptr %".398", i32 4, <16 x i1> %".379")
  br label %"claim"
store_full_choice:
  br i1 %".108", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".108", label %"store_partial_residual", label %"store_partial"
}
