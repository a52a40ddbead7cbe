; ixconv kernel module, spec: GemmSpec(isa='avx512', mr=2, nr=16, unroll=1, order='panel_inner', broadcast='memory', k_block=0, epilogue=())
; ModuleID = "f32_gemm_2x16_avx512_u1_mb"
target triple = ""
target datalayout = ""

define void @"f32_gemm_2x16_avx512_u1_mb_igemm"(ptr noalias %"args", ptr %"schedule", i64 %"part")
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
  %".187" = load i1, i1* %"flushed"
  br i1 %".187", label %"taps.done.if", label %"taps.done.endif"
tap_work:
  %".124" = add i64 %"kc", 127
  %"chunks" = sdiv i64 %".124", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
tap_done:
  %".183" = load i64, i64* %"taps.i"
  %".184" = add i64 %".183", 1
  store i64 %".184", i64* %"taps.i"
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
  %".149" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".146", ptr %".148", <16 x float> %".138")
  %".150" = getelementptr i8, ptr %"a1", i64 %".147"
  %".151" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".146", ptr %".150", <16 x float> %".139")
  store <16 x float> %".149", <16 x float>* %"acc0_0"
  store <16 x float> %".151", <16 x float>* %"acc1_0"
  %".154" = getelementptr i8, ptr %".140", i64 64
  store ptr %".154", ptr %"w_cursor"
  %".156" = load i64, i64* %"channels.i"
  %".157" = add i64 %".156", 1
  store i64 %".157", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".160" = load i64, i64* %"since_flush"
  %".161" = add i64 %".160", %".132"
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
  %".189" = load <16 x float>, <16 x float>* %"total0_0"
  %".190" = load <16 x float>, <16 x float>* %"acc0_0"
  %".191" = fadd <16 x float> %".189", %".190"
  store <16 x float> %".191", <16 x float>* %"total0_0"
  %".193" = load <16 x float>, <16 x float>* %"total1_0"
  %".194" = load <16 x float>, <16 x float>* %"acc1_0"
  %".195" = fadd <16 x float> %".193", %".194"
  store <16 x float> %".195", <16 x float>* %"total1_0"
  %".197" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".197", <16 x float>* %"acc0_0"
  %".199" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".199", <16 x float>* %"acc1_0"
  br label %"taps.done.endif"
taps.done.endif:
  %".202" = icmp slt i64 0, %".88"
  %".203" = select  i1 %".202", i64 0, i64 %".88"
  %".204" = mul i64 %".203", %"ldc"
  %".205" = icmp slt i64 1, %".88"
  %".206" = select  i1 %".205", i64 1, i64 %".88"
  %".207" = mul i64 %".206", %"ldc"
  %".208" = getelementptr i8, ptr %"c_tile", i64 %".204"
  %".209" = getelementptr i8, ptr %"c_tile", i64 %".207"
  %".210" = ptrtoint ptr %"c_tile" to i64
  %".211" = ptrtoint ptr %"c" to i64
  %".212" = sub i64 %".210", %".211"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".212"
  %".213" = getelementptr i8, ptr %"r_tile", i64 %".204"
  %".214" = getelementptr i8, ptr %"r_tile", i64 %".207"
  %".215" = icmp eq i64 %".75", 16
  br i1 %".215", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".219" = load <16 x float>, <16 x float>* %"acc0_0"
  %".220" = fcmp olt <16 x float> %".219", %".28"
  %".221" = select  <16 x i1> %".220", <16 x float> %".28", <16 x float> %".219"
  %".222" = fcmp ogt <16 x float> %".221", %".32"
  %".223" = select  <16 x i1> %".222", <16 x float> %".32", <16 x float> %".221"
  %".224" = load <16 x float>, <16 x float>* %"acc1_0"
  %".225" = fcmp olt <16 x float> %".224", %".28"
  %".226" = select  <16 x i1> %".225", <16 x float> %".28", <16 x float> %".224"
  %".227" = fcmp ogt <16 x float> %".226", %".32"
  %".228" = select  <16 x i1> %".227", <16 x float> %".32", <16 x float> %".226"
  %".229" = getelementptr i8, ptr %".208", i64 0
  store <16 x float> %".223", ptr %".229", align 4
  %".231" = getelementptr i8, ptr %".209", i64 0
  store <16 x float> %".228", ptr %".231", align 4
  br label %"claim"
store_full_residual:
  %".234" = load <16 x float>, <16 x float>* %"acc0_0"
  %".235" = getelementptr i8, ptr %".213", i64 0
  %".236" = load <16 x float>, ptr %".235", align 4
  %".237" = fadd <16 x float> %".234", %".236"
  %".238" = fcmp olt <16 x float> %".237", %".28"
  %".239" = select  <16 x i1> %".238", <16 x float> %".28", <16 x float> %".237"
  %".240" = fcmp ogt <16 x float> %".239", %".32"
  %".241" = select  <16 x i1> %".240", <16 x float> %".32", <16 x float> %".239"
  %".242" = load <16 x float>, <16 x float>* %"acc1_0"
  %".243" = getelementptr i8, ptr %".214", i64 0
  %".244" = load <16 x float>, ptr %".243", align 4
  %".245" = fadd <16 x float> %".242", %".244"
  %".246" = fcmp olt <16 x float> %".245", %".28"
  %".247" = select  <16 x i1> %".246", <16 x float> %".28", <16 x float> %".245"
  %".248" = fcmp ogt <16 x float> %".247", %".32"
  %".249" = select  <16 x i1> %".248", <16 x float> %".32", <16 x float> %".247"
  %".250" = getelementptr i8, ptr %".208", i64 0
  store <16 x float> %".241", ptr %".250", align 4
  %".252" = getelementptr i8, ptr %".209", i64 0
  store <16 x float> %".249", ptr %".252", align 4
  br label %"claim"
store_partial:
  %".255" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".75", i32 0
  %".256" = shufflevector <16 x i64> %".255", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".257" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".256"
  %".258" = load <16 x float>, <16 x float>* %"acc0_0"
  %".259" = fcmp olt <16 x float> %".258", %".28"
  %".260" = select  <16 x i1> %".259", <16 x float> %".28", <16 x float> %".258"
  %".261" = fcmp ogt <16 x float> %".260", %".32"
  %".262" = select  <16 x i1> %".261", <16 x float> %".32", <16 x float> %".260"
  %".263" = load <16 x float>, <16 x float>* %"acc1_0"
  %".264" = fcmp olt <16 x float> %".263", %".28"
  %".265" = select  <16 x i1> %".264", <16 x float> %".28", <16 x float> %".263"
  %".266" = fcmp ogt <16 x float> %".265", %".32"
  %".267" = select  <16 x i1> %".266", <16 x float> %".32", <16 x float> %".265"
  %".268" = getelementptr i8, ptr %".208", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".262", ptr %".268", i32 4, <16 x i1> %".257")
  %".270" = getelementptr i8, ptr %".209", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".267", ptr %".270", i32 4, <16 x i1> %".257")
  br label %"claim"
store_partial_residual:
  %".273" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".75", i32 0
  %".274" = shufflevector <16 x i64> %".273", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".275" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".274"
  %".276" = load <16 x float>, <16 x float>* %"acc0_0"
  %".277" = getelementptr i8, ptr %".213", i64 0
  %".278" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".277", i32 4, <16 x i1> %".275", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".279" = fadd <16 x float> %".276", %".278"
  %".280" = fcmp olt <16 x float> %".279", %".28"
  %".281" = select  <16 x i1> %".280", <16 x float> %".28", <16 x float> %".279"
  %".282" = fcmp ogt <16 x float> %".281", %".32"
  %".283" = select  <16 x i1> %".282", <16 x float> %".32", <16 x float> %".281"
  %".284" = load <16 x float>, <16 x float>* %"acc1_0"
  %".285" = getelementptr i8, ptr %".214", i64 0
  %".286" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".285", i32 4, <16 x i1> %".275", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".287" = fadd <16 x float> %".284", %".286"
  %".288" = fcmp olt <16 x float> %".287", %".28"
  %".289" = select  <16 x i1> %".288", <16 x float> %".28", <16 x float> %".287"
  %".290" = fcmp ogt <16 x float> %".289", %".32"
  %".291" = select  <16 x i1> %".290", <16 x float> %".32", <16 x float> %".289"
  %".292" = getelementptr i8, ptr %".208", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".283", ptr %".292", i32 4, <16 x i1> %".275")
  %".294" = getelementptr i8, ptr %".209", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".291", ptr %".294", i32 4, <16 x i1> %".275")
  br label %"claim"
store_full_choice:
  br i1 %".77", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".77", label %"store_partial_residual", label %"store_partial"
}

declare void @"llvm.masked.store.v16f32.p0"(<16 x float> %".1", ptr %".2", i32 %".3", <16 x i1> %".4")

declare <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".1", i32 %".2", <16 x i1> %".3", <16 x float> %".4")

define void @"f32_gemm_2x16_avx512_u1_mb_gemm"(ptr noalias %"args", ptr %"schedule", i64 %"part")
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
  %".180" = load i1, i1* %"flushed"
  br i1 %".180", label %"taps.done.if", label %"taps.done.endif"
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
  %".176" = load i64, i64* %"taps.i"
  %".177" = add i64 %".176", 1
  store i64 %".177", i64* %"taps.i"
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
  %".143" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".140", ptr %".142", <16 x float> %".132")
  %".144" = getelementptr i8, ptr %"a1", i64 %".141"
  %".145" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".140", ptr %".144", <16 x float> %".133")
  store <16 x float> %".143", <16 x float>* %"acc0_0"
  store <16 x float> %".145", <16 x float>* %"acc1_0"
  %".148" = getelementptr i8, ptr %".134", i64 64
  store ptr %".148", ptr %"w_cursor"
  %".150" = load i64, i64* %"channels.i"
  %".151" = add i64 %".150", 1
  store i64 %".151", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".154" = load i64, i64* %"since_flush"
  %".155" = add i64 %".154", %".126"
  store i64 %".155", i64* %"since_flush"
  %".157" = icmp sge i64 %".155", 128
  br i1 %".157", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".159" = load <16 x float>, <16 x float>* %"total0_0"
  %".160" = load <16 x float>, <16 x float>* %"acc0_0"
  %".161" = fadd <16 x float> %".159", %".160"
  store <16 x float> %".161", <16 x float>* %"total0_0"
  %".163" = load <16 x float>, <16 x float>* %"total1_0"
  %".164" = load <16 x float>, <16 x float>* %"acc1_0"
  %".165" = fadd <16 x float> %".163", %".164"
  store <16 x float> %".165", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".172" = load i64, i64* %"channel_chunks.i"
  %".173" = add i64 %".172", 1
  store i64 %".173", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps.done.if:
  %".182" = load <16 x float>, <16 x float>* %"total0_0"
  %".183" = load <16 x float>, <16 x float>* %"acc0_0"
  %".184" = fadd <16 x float> %".182", %".183"
  store <16 x float> %".184", <16 x float>* %"total0_0"
  %".186" = load <16 x float>, <16 x float>* %"total1_0"
  %".187" = load <16 x float>, <16 x float>* %"acc1_0"
  %".188" = fadd <16 x float> %".186", %".187"
  store <16 x float> %".188", <16 x float>* %"total1_0"
  %".190" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".190", <16 x float>* %"acc0_0"
  %".192" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".192", <16 x float>* %"acc1_0"
  br label %"taps.done.endif"
taps.done.endif:
  %".195" = icmp slt i64 0, %".88"
  %".196" = select  i1 %".195", i64 0, i64 %".88"
  %".197" = mul i64 %".196", %"ldc"
  %".198" = icmp slt i64 1, %".88"
  %".199" = select  i1 %".198", i64 1, i64 %".88"
  %".200" = mul i64 %".199", %"ldc"
  %".201" = getelementptr i8, ptr %"c_tile", i64 %".197"
  %".202" = getelementptr i8, ptr %"c_tile", i64 %".200"
  %".203" = ptrtoint ptr %"c_tile" to i64
  %".204" = ptrtoint ptr %"c" to i64
  %".205" = sub i64 %".203", %".204"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".205"
  %".206" = getelementptr i8, ptr %"r_tile", i64 %".197"
  %".207" = getelementptr i8, ptr %"r_tile", i64 %".200"
  %".208" = icmp eq i64 %".75", 16
  br i1 %".208", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".212" = load <16 x float>, <16 x float>* %"acc0_0"
  %".213" = fcmp olt <16 x float> %".212", %".28"
  %".214" = select  <16 x i1> %".213", <16 x float> %".28", <16 x float> %".212"
  %".215" = fcmp ogt <16 x float> %".214", %".32"
  %".216" = select  <16 x i1> %".215", <16 x float> %".32", <16 x float> %".214"
  %".217" = load <16 x float>, <16 x float>* %"acc1_0"
  %".218" = fcmp olt <16 x float> %".217", %".28"
  %".219" = select  <16 x i1> %".218", <16 x float> %".28", <16 x float> %".217"
  %".220" = fcmp ogt <16 x float> %".219", %".32"
  %".221" = select  <16 x i1> %".220", <16 x float> %".32", <16 x float> %".219"
  %".222" = getelementptr i8, ptr %".201", i64 0
  store <16 x float> %".216", ptr %".222", align 4
  %".224" = getelementptr i8, ptr %".202", i64 0
  store <16 x float> %".221", ptr %".224", align 4
  br label %"claim"
store_full_residual:
  %".227" = load <16 x float>, <16 x float>* %"acc0_0"
  %".228" = getelementptr i8, ptr %".206", i64 0
  %".229" = load <16 x float>, ptr %".228", align 4
  %".230" = fadd <16 x float> %".227", %".229"
  %".231" = fcmp olt <16 x float> %".230", %".28"
  %".232" = select  <16 x i1> %".231", <16 x float> %".28", <16 x float> %".230"
  %".233" = fcmp ogt <16 x float> %".232", %".32"
  %".234" = select  <16 x i1> %".233", <16 x float> %".32", <16 x float> %".232"
  %".235" = load <16 x float>, <16 x float>* %"acc1_0"
  %".236" = getelementptr i8, ptr %".207", i64 0
  %".237" = load <16 x float>, ptr %".236", align 4
  %".238" = fadd <16 x float> %".235", %".237"
  %".239" = fcmp olt <16 x float> %".238", %".28"
  %".240" = select  <16 x i1> %".239", <16 x float> %".28", <16 x float> %".238"
  %".241" = fcmp ogt <16 x float> %".240", %".32"
  %".242" = select  <16 x i1> %".241", <16 x float> %".32", <16 x float> %".240"
  %".243" = getelementptr i8, ptr %".201", i64 0
  store <16 x float> %".234", ptr %".243", align 4
  %".245" = getelementptr i8, ptr %".202", i64 0
  store <16 x float> %".242", ptr %".245", align 4
  br label %"claim"
store_partial:
  %".248" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".75", i32 0
  %".249" = shufflevector <16 x i64> %".248", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".250" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".249"
  %".251" = load <16 x float>, <16 x float>* %"acc0_0"
  %".252" = fcmp olt <16 x float> %".251", %".28"
  %".253" = select  <16 x i1> %".252", <16 x float> %".28", <16 x float> %".251"
  %".254" = fcmp ogt <16 x float> %".253", %".32"
  %".255" = select  <16 x i1> %".254", <16 x float> %".32", <16 x float> %".253"
  %".256" = load <16 x float>, <16 x float>* %"acc1_0"
  %".257" = fcmp olt <16 x float> %".256", %".28"
  %".258" = select  <16 x i1> %".257", <16 x float> %".28", <16 x float> %".256"
  %".259" = fcmp ogt <16 x float> %".258", %".32"
  %".260" = select  <16 x i1> %".259", <16 x float> %".32", <16 x float> %".258"
  %".261" = getelementptr i8, ptr %".201", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".255", ptr %".261", i32 4, <16 x i1> %".250")
  %".263" = getelementptr i8, ptr %".202", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".260", ptr %".263", i32 4, <16 x i1> %".250")
  br label %"claim"
store_partial_residual:
  %".266" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".75", i32 0
  %".267" = shufflevector <16 x i64> %".266", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".268" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".267"
  %".269" = load <16 x float>, <16 x float>* %"acc0_0"
  %".270" = getelementptr i8, ptr %".206", i64 0
  %".271" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".270", i32 4, <16 x i1> %".268", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".272" = fadd <16 x float> %".269", %".271"
  %".273" = fcmp olt <16 x float> %".272", %".28"
  %".274" = select  <16 x i1> %".273", <16 x float> %".28", <16 x float> %".272"
  %".275" = fcmp ogt <16 x float> %".274", %".32"
  %".276" = select  <16 x i1> %".275", <16 x float> %".32", <16 x float> %".274"
  %".277" = load <16 x float>, <16 x float>* %"acc1_0"
  %".278" = getelementptr i8, ptr %".207", i64 0
  %".279" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".278", i32 4, <16 x i1> %".268", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".280" = fadd <16 x float> %".277", %".279"
  %".281" = fcmp olt <16 x float> %".280", %".28"
  %".282" = select  <16 x i1> %".281", <16 x float> %".28", <16 x float> %".280"
  %".283" = fcmp ogt <16 x float> %".282", %".32"
  %".284" = select  <16 x i1> %".283", <16 x float> %".32", <16 x float> %".282"
  %".285" = getelementptr i8, ptr %".201", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".276", ptr %".285", i32 4, <16 x i1> %".268")
  %".287" = getelementptr i8, ptr %".202", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".284", ptr %".287", i32 4, <16 x i1> %".268")
  br label %"claim"
store_full_choice:
  br i1 %".77", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".77", label %"store_partial_residual", label %"store_partial"
}
