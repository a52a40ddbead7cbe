; ixconv kernel module, spec: GemmSpec(isa='avx512', mr=2, nr=16, unroll=1, order='panel_inner', broadcast='register', k_block=0, epilogue=())
; ModuleID = "f32_gemm_2x16_avx512_u1"
target triple = ""
target datalayout = ""

define void @"f32_gemm_2x16_avx512_u1_igemm"(ptr noalias %"args", ptr %"schedule", i64 %"part")
{
entry:
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
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
exit:
  %".59" = getelementptr i64, ptr %"schedule", i64 1
  %".60" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".61" = atomicrmw add ptr %".59", i64 %".60" release
  ret void
taps.head:
  %".103" = load i64, i64* %"taps.i"
  %".104" = icmp slt i64 %".103", %"ks"
  br i1 %".104", label %"taps.body", label %"taps.done"
taps.body:
  %".106" = mul i64 %"ks", 2
  %".107" = mul i64 %".65", %".106"
  %".108" = mul i64 %".103", 2
  %".109" = add i64 %".107", %".108"
  %".110" = add i64 %".109", 0
  %".111" = getelementptr i64, ptr %"ind", i64 %".110"
  %"off0" = load i64, ptr %".111"
  %".112" = icmp slt i64 %"off0", 0
  %".113" = getelementptr i8, ptr %"a_base", i64 %"off0"
  %"a0" = select  i1 %".112", ptr %"zero", ptr %".113"
  %".114" = add i64 %".109", 1
  %".115" = getelementptr i64, ptr %"ind", i64 %".114"
  %"off1" = load i64, ptr %".115"
  %".116" = icmp slt i64 %"off1", 0
  %".117" = and i1 %".112", %".116"
  %".118" = getelementptr i8, ptr %"a_base", i64 %"off1"
  %"a1" = select  i1 %".116", ptr %"zero", ptr %".118"
  %".119" = mul i64 %".103", %"kc"
  %".120" = mul i64 %".119", 64
  %".121" = getelementptr i8, ptr %".99", i64 %".120"
  store ptr %".121", ptr %"w_cursor"
  br i1 %".117", label %"tap_done", label %"tap_work"
taps.done:
  %".193" = load i1, i1* %"flushed"
  br i1 %".193", label %"taps.done.if", label %"taps.done.endif"
tap_work:
  %".124" = add i64 %"kc", 127
  %"chunks" = sdiv i64 %".124", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
tap_done:
  %".189" = load i64, i64* %"taps.i"
  %".190" = add i64 %".189", 1
  store i64 %".190", i64* %"taps.i"
  br label %"taps.head"
channel_chunks.head:
  %".127" = load i64, i64* %"channel_chunks.i"
  %".128" = icmp slt i64 %".127", %"chunks"
  br i1 %".128", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".127", 128
  %".130" = sub i64 %"kc", %"chunk_lo"
  %".131" = icmp slt i64 %".130", 128
  %".132" = select  i1 %".131", i64 %".130", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  br label %"tap_done"
channels.head:
  %".135" = load i64, i64* %"channels.i"
  %".136" = icmp slt i64 %".135", %".132"
  br i1 %".136", label %"channels.body", label %"channels.done"
channels.body:
  %".138" = load <16 x float>, <16 x float>* %"acc0_0"
  %".139" = load <16 x float>, <16 x float>* %"acc1_0"
  %".140" = load ptr, ptr %"w_cursor"
  %".141" = mul i64 %".135", 1
  %".142" = add i64 %".141", 0
  %".143" = add i64 %"chunk_lo", %".142"
  %".144" = getelementptr i8, ptr %".140", i64 0
  %".145" = getelementptr i8, ptr %".144", i64 0
  %".146" = load <16 x float>, ptr %".145", align 64
  %".147" = mul i64 %".143", 4
  %".148" = getelementptr i8, ptr %"a0", i64 %".147"
  %".149" = load float, ptr %".148", align 4
  %".150" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".149", i32 0
  %".151" = shufflevector <16 x float> %".150", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".152" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".151", <16 x float> %".146", <16 x float> %".138")
  %".153" = getelementptr i8, ptr %"a1", i64 %".147"
  %".154" = load float, ptr %".153", align 4
  %".155" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".154", i32 0
  %".156" = shufflevector <16 x float> %".155", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".157" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".156", <16 x float> %".146", <16 x float> %".139")
  store <16 x float> %".152", <16 x float>* %"acc0_0"
  store <16 x float> %".157", <16 x float>* %"acc1_0"
  %".160" = getelementptr i8, ptr %".140", i64 64
  store ptr %".160", ptr %"w_cursor"
  %".162" = load i64, i64* %"channels.i"
  %".163" = add i64 %".162", 1
  store i64 %".163", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".166" = load i64, i64* %"since_flush"
  %".167" = add i64 %".166", %".132"
  store i64 %".167", i64* %"since_flush"
  %".169" = icmp sge i64 %".167", 128
  br i1 %".169", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".171" = load <16 x float>, <16 x float>* %"total0_0"
  %".172" = load <16 x float>, <16 x float>* %"acc0_0"
  %".173" = fadd <16 x float> %".171", %".172"
  store <16 x float> %".173", <16 x float>* %"total0_0"
  %".175" = load <16 x float>, <16 x float>* %"total1_0"
  %".176" = load <16 x float>, <16 x float>* %"acc1_0"
  %".177" = fadd <16 x float> %".175", %".176"
  store <16 x float> %".177", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".184" = load i64, i64* %"channel_chunks.i"
  %".185" = add i64 %".184", 1
  store i64 %".185", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps.done.if:
  %".195" = load <16 x float>, <16 x float>* %"total0_0"
  %".196" = load <16 x float>, <16 x float>* %"acc0_0"
  %".197" = fadd <16 x float> %".195", %".196"
  store <16 x float> %".197", <16 x float>* %"total0_0"
  %".199" = load <16 x float>, <16 x float>* %"total1_0"
  %".200" = load <16 x float>, <16 x float>* %"acc1_0"
  %".201" = fadd <16 x float> %".199", %".200"
  store <16 x float> %".201", <16 x float>* %"total1_0"
  %".203" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".203", <16 x float>* %"acc0_0"
  %".205" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".205", <16 x float>* %"acc1_0"
  br label %"taps.done.endif"
taps.done.endif:
  %".208" = icmp slt i64 0, %".88"
  %".209" = select  i1 %".208", i64 0, i64 %".88"
  %".210" = mul i64 %".209", %"ldc"
  %".211" = icmp slt i64 1, %".88"
  %".212" = select  i1 %".211", i64 1, i64 %".88"
  %".213" = mul i64 %".212", %"ldc"
  %".214" = getelementptr i8, ptr %"c_tile", i64 %".210"
  %".215" = getelementptr i8, ptr %"c_tile", i64 %".213"
  %".216" = ptrtoint ptr %"c_tile" to i64
  %".217" = ptrtoint ptr %"c" to i64
  %".218" = sub i64 %".216", %".217"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".218"
  %".219" = getelementptr i8, ptr %"r_tile", i64 %".210"
  %".220" = getelementptr i8, ptr %"r_tile", i64 %".213"
  %".221" = icmp eq i64 %".75", 16
  br i1 %".221", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".225" = load <16 x float>, <16 x float>* %"acc0_0"
  %".226" = fcmp olt <16 x float> %".225", %".28"
  %".227" = select  <16 x i1> %".226", <16 x float> %".28", <16 x float> %".225"
  %".228" = fcmp ogt <16 x float> %".227", %".32"
  %".229" = select  <16 x i1> %".228", <16 x float> %".32", <16 x float> %".227"
  %".230" = load <16 x float>, <16 x float>* %"acc1_0"
  %".231" = fcmp olt <16 x float> %".230", %".28"
  %".232" = select  <16 x i1> %".231", <16 x float> %".28", <16 x float> %".230"
  %".233" = fcmp ogt <16 x float> %".232", %".32"
  %".234" = select  <16 x i1> %".233", <16 x float> %".32", <16 x float> %".232"
  %".235" = getelementptr i8, ptr %".214", i64 0
  store <16 x float> %".229", ptr %".235", align 4
  %".237" = getelementptr i8, ptr %".215", i64 0
  store <16 x float> %".234", ptr %".237", align 4
  br label %"claim"
store_full_residual:
  %".240" = load <16 x float>, <16 x float>* %"acc0_0"
  %".241" = getelementptr i8, ptr %".219", i64 0
  %".242" = load <16 x float>, ptr %".241", align 4
  %".243" = fadd <16 x float> %".240", %".242"
  %".244" = fcmp olt <16 x float> %".243", %".28"
  %".245" = select  <16 x i1> %".244", <16 x float> %".28", <16 x float> %".243"
  %".246" = fcmp ogt <16 x float> %".245", %".32"
  %".247" = select  <16 x i1> %".246", <16 x float> %".32", <16 x float> %".245"
  %".248" = load <16 x float>, <16 x float>* %"acc1_0"
  %".249" = getelementptr i8, ptr %".220", i64 0
  %".250" = load <16 x float>, ptr %".249", align 4
  %".251" = fadd <16 x float> %".248", %".250"
  %".252" = fcmp olt <16 x float> %".251", %".28"
  %".253" = select  <16 x i1> %".252", <16 x float> %".28", <16 x float> %".251"
  %".254" = fcmp ogt <16 x float> %".253", %".32"
  %".255" = select  <16 x i1> %".254", <16 x float> %".32", <16 x float> %".253"
  %".256" = getelementptr i8, ptr %".214", i64 0
  store <16 x float> %".247", ptr %".256", align 4
  %".258" = getelementptr i8, ptr %".215", i64 0
  store <16 x float> %".255", ptr %".258", align 4
  br label %"claim"
store_partial:
  %".261" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".75", i32 0
  %".262" = shufflevector <16 x i64> %".261", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".263" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".262"
  %".264" = load <16 x float>, <16 x float>* %"acc0_0"
  %".265" = fcmp olt <16 x float> %".264", %".28"
  %".266" = select  <16 x i1> %".265", <16 x float> %".28", <16 x float> %".264"
  %".267" = fcmp ogt <16 x float> %".266", %".32"
  %".268" = select  <16 x i1> %".267", <16 x float> %".32", <16 x float> %".266"
  %".269" = load <16 x float>, <16 x float>* %"acc1_0"
  %".270" = fcmp olt <16 x float> %".269", %".28"
  %".271" = select  <16 x i1> %".270", <16 x float> %".28", <16 x float> %".269"
  %".272" = fcmp ogt <16 x float> %".271", %".32"
  %".273" = select  <16 x i1> %".272", <16 x float> %".32", <16 x float> %".271"
  %".274" = getelementptr i8, ptr %".214", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".268", ptr %".274", i32 4, <16 x i1> %".263")
  %".276" = getelementptr i8, ptr %".215", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".273", ptr %".276", i32 4, <16 x i1> %".263")
  br label %"claim"
store_partial_residual:
  %".279" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".75", i32 0
  %".280" = shufflevector <16 x i64> %".279", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".281" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".280"
  %".282" = load <16 x float>, <16 x float>* %"acc0_0"
  %".283" = getelementptr i8, ptr %".219", i64 0
  %".284" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".283", i32 4, <16 x i1> %".281", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".285" = fadd <16 x float> %".282", %".284"
  %".286" = fcmp olt <16 x float> %".285", %".28"
  %".287" = select  <16 x i1> %".286", <16 x float> %".28", <16 x float> %".285"
  %".288" = fcmp ogt <16 x float> %".287", %".32"
  %".289" = select  <16 x i1> %".288", <16 x float> %".32", <16 x float> %".287"
  %".290" = load <16 x float>, <16 x float>* %"acc1_0"
  %".291" = getelementptr i8, ptr %".220", i64 0
  %".292" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".291", i32 4, <16 x i1> %".281", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".293" = fadd <16 x float> %".290", %".292"
  %".294" = fcmp olt <16 x float> %".293", %".28"
  %".295" = select  <16 x i1> %".294", <16 x float> %".28", <16 x float> %".293"
  %".296" = fcmp ogt <16 x float> %".295", %".32"
  %".297" = select  <16 x i1> %".296", <16 x float> %".32", <16 x float> %".295"
  %".298" = getelementptr i8, ptr %".214", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".289", ptr %".298", i32 4, <16 x i1> %".281")
  %".300" = getelementptr i8, ptr %".215", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".297", ptr %".300", i32 4, <16 x i1> %".281")
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
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
exit:
  %".59" = getelementptr i64, ptr %"schedule", i64 1
  %".60" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".61" = atomicrmw add ptr %".59", i64 %".60" release
  ret void
taps.head:
  %".103" = load i64, i64* %"taps.i"
  %".104" = icmp slt i64 %".103", %"ks"
  br i1 %".104", label %"taps.body", label %"taps.done"
taps.body:
  %".106" = icmp slt i64 0, %".88"
  %".107" = select  i1 %".106", i64 0, i64 %".88"
  %".108" = add i64 %"m0", %".107"
  %".109" = mul i64 %".108", %"lda"
  %"a0" = getelementptr i8, ptr %"a_base", i64 %".109"
  %".110" = icmp slt i64 1, %".88"
  %".111" = select  i1 %".110", i64 1, i64 %".88"
  %".112" = add i64 %"m0", %".111"
  %".113" = mul i64 %".112", %"lda"
  %"a1" = getelementptr i8, ptr %"a_base", i64 %".113"
  %".114" = mul i64 %".103", %"kc"
  %".115" = mul i64 %".114", 64
  %".116" = getelementptr i8, ptr %".99", i64 %".115"
  store ptr %".116", ptr %"w_cursor"
  %".118" = add i64 %"kc", 127
  %"chunks" = sdiv i64 %".118", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps.done:
  %".186" = load i1, i1* %"flushed"
  br i1 %".186", label %"taps.done.if", label %"taps.done.endif"
channel_chunks.head:
  %".121" = load i64, i64* %"channel_chunks.i"
  %".122" = icmp slt i64 %".121", %"chunks"
  br i1 %".122", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".121", 128
  %".124" = sub i64 %"kc", %"chunk_lo"
  %".125" = icmp slt i64 %".124", 128
  %".126" = select  i1 %".125", i64 %".124", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  %".182" = load i64, i64* %"taps.i"
  %".183" = add i64 %".182", 1
  store i64 %".183", i64* %"taps.i"
  br label %"taps.head"
channels.head:
  %".129" = load i64, i64* %"channels.i"
  %".130" = icmp slt i64 %".129", %".126"
  br i1 %".130", label %"channels.body", label %"channels.done"
channels.body:
  %".132" = load <16 x float>, <16 x float>* %"acc0_0"
  %".133" = load <16 x float>, <16 x float>* %"acc1_0"
  %".134" = load ptr, ptr %"w_cursor"
  %".135" = mul i64 %".129", 1
  %".136" = add i64 %".135", 0
  %".137" = add i64 %"chunk_lo", %".136"
  %".138" = getelementptr i8, ptr %".134", i64 0
  %".139" = getelementptr i8, ptr %".138", i64 0
  %".140" = load <16 x float>, ptr %".139", align 64
  %".141" = mul i64 %".137", 4
  %".142" = getelementptr i8, ptr %"a0", i64 %".141"
  %".143" = load float, ptr %".142", align 4
  %".144" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".143", i32 0
  %".145" = shufflevector <16 x float> %".144", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".146" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".145", <16 x float> %".140", <16 x float> %".132")
  %".147" = getelementptr i8, ptr %"a1", i64 %".141"
  %".148" = load float, ptr %".147", align 4
  %".149" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".148", i32 0
  %".150" = shufflevector <16 x float> %".149", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".151" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".150", <16 x float> %".140", <16 x float> %".133")
  store <16 x float> %".146", <16 x float>* %"acc0_0"
  store <16 x float> %".151", <16 x float>* %"acc1_0"
  %".154" = getelementptr i8, ptr %".134", i64 64
  store ptr %".154", ptr %"w_cursor"
  %".156" = load i64, i64* %"channels.i"
  %".157" = add i64 %".156", 1
  store i64 %".157", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".160" = load i64, i64* %"since_flush"
  %".161" = add i64 %".160", %".126"
  store i64 %".161", i64* %"since_flush"
  %".163" = icmp sge i64 %".161", 128
  br i1 %".163", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".165" = load <16 x float>, <16 x float>* %"total0_0"
  %".166" = load <16 x float>, <16 x float>* %"acc0_0"
  %".167" = fadd <16 x float> %".165", %".166"
  store <16 x float> %".167", <16 x float>* %"total0_0"
  %".169" = load <16 x float>, <16 x float>* %"total1_0"
  %".170" = load <16 x float>, <16 x float>* %"acc1_0"
  %".171" = fadd <16 x float> %".169", %".170"
  store <16 x float> %".171", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".178" = load i64, i64* %"channel_chunks.i"
  %".179" = add i64 %".178", 1
  store i64 %".179", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps.done.if:
  %".188" = load <16 x float>, <16 x float>* %"total0_0"
  %".189" = load <16 x float>, <16 x float>* %"acc0_0"
  %".190" = fadd <16 x float> %".188", %".189"
  store <16 x float> %".190", <16 x float>* %"total0_0"
  %".192" = load <16 x float>, <16 x float>* %"total1_0"
  %".193" = load <16 x float>, <16 x float>* %"acc1_0"
  %".194" = fadd <16 x float> %".192", %".193"
  store <16 x float> %".194", <16 x float>* %"total1_0"
  %".196" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".196", <16 x float>* %"acc0_0"
  %".198" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".198", <16 x float>* %"acc1_0"
  br label %"taps.done.endif"
taps.done.endif:
  %".201" = icmp slt i64 0, %".88"
  %".202" = select  i1 %".201", i64 0, i64 %".88"
  %".203" = mul i64 %".202", %"ldc"
  %".204" = icmp slt i64 1, %".88"
  %".205" = select  i1 %".204", i64 1, i64 %".88"
  %".206" = mul i64 %".205", %"ldc"
  %".207" = getelementptr i8, ptr %"c_tile", i64 %".203"
  %".208" = getelementptr i8, ptr %"c_tile", i64 %".206"
  %".209" = ptrtoint ptr %"c_tile" to i64
  %".210" = ptrtoint ptr %"c" to i64
  %".211" = sub i64 %".209", %".210"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".211"
  %".212" = getelementptr i8, ptr %"r_tile", i64 %".203"
  %".213" = getelementptr i8, ptr %"r_tile", i64 %".206"
  %".214" = icmp eq i64 %".75", 16
  br i1 %".214", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".218" = load <16 x float>, <16 x float>* %"acc0_0"
  %".219" = fcmp olt <16 x float> %".218", %".28"
  %".220" = select  <16 x i1> %".219", <16 x float> %".28", <16 x float> %".218"
  %".221" = fcmp ogt <16 x float> %".220", %".32"
  %".222" = select  <16 x i1> %".221", <16 x float> %".32", <16 x float> %".220"
  %".223" = load <16 x float>, <16 x float>* %"acc1_0"
  %".224" = fcmp olt <16 x float> %".223", %".28"
  %".225" = select  <16 x i1> %".224", <16 x float> %".28", <16 x float> %".223"
  %".226" = fcmp ogt <16 x float> %".225", %".32"
  %".227" = select  <16 x i1> %".226", <16 x float> %".32", <16 x float> %".225"
  %".228" = getelementptr i8, ptr %".207", i64 0
  store <16 x float> %".222", ptr %".228", align 4
  %".230" = getelementptr i8, ptr %".208", i64 0
  store <16 x float> %".227", ptr %".230", align 4
  br label %"claim"
store_full_residual:
  %".233" = load <16 x float>, <16 x float>* %"acc0_0"
  %".234" = getelementptr i8, ptr %".212", i64 0
  %".235" = load <16 x float>, ptr %".234", align 4
  %".236" = fadd <16 x float> %".233", %".235"
  %".237" = fcmp olt <16 x float> %".236", %".28"
  %".238" = select  <16 x i1> %".237", <16 x float> %".28", <16 x float> %".236"
  %".239" = fcmp ogt <16 x float> %".238", %".32"
  %".240" = select  <16 x i1> %".239", <16 x float> %".32", <16 x float> %".238"
  %".241" = load <16 x float>, <16 x float>* %"acc1_0"
  %".242" = getelementptr i8, ptr %".213", i64 0
  %".243" = load <16 x float>, ptr %".242", align 4
  %".244" = fadd <16 x float> %".241", %".243"
  %".245" = fcmp olt <16 x float> %".244", %".28"
  %".246" = select  <16 x i1> %".245", <16 x float> %".28", <16 x float> %".244"
  %".247" = fcmp ogt <16 x float> %".246", %".32"
  %".248" = select  <16 x i1> %".247", <16 x float> %".32", <16 x float> %".246"
  %".249" = getelementptr i8, ptr %".207", i64 0
  store <16 x float> %".240", ptr %".249", align 4
  %".251" = getelementptr i8, ptr %".208", i64 0
  store <16 x float> %".248", ptr %".251", align 4
  br label %"claim"
store_partial:
  %".254" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".75", i32 0
  %".255" = shufflevector <16 x i64> %".254", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".256" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".255"
  %".257" = load <16 x float>, <16 x float>* %"acc0_0"
  %".258" = fcmp olt <16 x float> %".257", %".28"
  %".259" = select  <16 x i1> %".258", <16 x float> %".28", <16 x float> %".257"
  %".260" = fcmp ogt <16 x float> %".259", %".32"
  %".261" = select  <16 x i1> %".260", <16 x float> %".32", <16 x float> %".259"
  %".262" = load <16 x float>, <16 x float>* %"acc1_0"
  %".263" = fcmp olt <16 x float> %".262", %".28"
  %".264" = select  <16 x i1> %".263", <16 x float> %".28", <16 x float> %".262"
  %".265" = fcmp ogt <16 x float> %".264", %".32"
  %".266" = select  <16 x i1> %".265", <16 x float> %".32", <16 x float> %".264"
  %".267" = getelementptr i8, ptr %".207", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".261", ptr %".267", i32 4, <16 x i1> %".256")
  %".269" = getelementptr i8, ptr %".208", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".266", ptr %".269", i32 4, <16 x i1> %".256")
  br label %"claim"
store_partial_residual:
  %".272" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".75", i32 0
  %".273" = shufflevector <16 x i64> %".272", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".274" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".273"
  %".275" = load <16 x float>, <16 x float>* %"acc0_0"
  %".276" = getelementptr i8, ptr %".212", i64 0
  %".277" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".276", i32 4, <16 x i1> %".274", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".278" = fadd <16 x float> %".275", %".277"
  %".279" = fcmp olt <16 x float> %".278", %".28"
  %".280" = select  <16 x i1> %".279", <16 x float> %".28", <16 x float> %".278"
  %".281" = fcmp ogt <16 x float> %".280", %".32"
  %".282" = select  <16 x i1> %".281", <16 x float> %".32", <16 x float> %".280"
  %".283" = load <16 x float>, <16 x float>* %"acc1_0"
  %".284" = getelementptr i8, ptr %".213", i64 0
  %".285" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".284", i32 4, <16 x i1> %".274", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".286" = fadd <16 x float> %".283", %".285"
  %".287" = fcmp olt <16 x float> %".286", %".28"
  %".288" = select  <16 x i1> %".287", <16 x float> %".28", <16 x float> %".286"
  %".289" = fcmp ogt <16 x float> %".288", %".32"
  %".290" = select  <16 x i1> %".289", <16 x float> %".32", <16 x float> %".288"
  %".291" = getelementptr i8, ptr %".207", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".282", ptr %".291", i32 4, <16 x i1> %".274")
  %".293" = getelementptr i8, ptr %".208", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".290", ptr %".293", i32 4, <16 x i1> %".274")
  br label %"claim"
store_full_choice:
  br i1 %".77", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".77", label %"store_partial_residual", label %"store_partial"
}
