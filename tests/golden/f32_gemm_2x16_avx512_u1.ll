; ixconv kernel module, spec: GemmSpec(isa='avx512', mr=2, nr=16, unroll=1, order='panel_inner', broadcast='register', k_block=0)
; ModuleID = "f32_gemm_2x16_avx512_u1"
target triple = ""
target datalayout = ""

define void @"f32_gemm_2x16_avx512_u1_igemm"(ptr noalias %"args", ptr %"schedule", i64 %"part")
{
entry:
  %"channels.i" = alloca i64
  %"taps.i" = alloca i64
  %"w_cursor" = alloca ptr
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
  %".95" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".95", ptr %"w_cursor"
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
exit:
  %".59" = getelementptr i64, ptr %"schedule", i64 1
  %".60" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".61" = atomicrmw add ptr %".59", i64 %".60" release
  ret void
taps.head:
  %".99" = load i64, i64* %"taps.i"
  %".100" = icmp slt i64 %".99", %"ks"
  br i1 %".100", label %"taps.body", label %"taps.done"
taps.body:
  %".102" = mul i64 %"ks", 2
  %".103" = mul i64 %".65", %".102"
  %".104" = mul i64 %".99", 2
  %".105" = add i64 %".103", %".104"
  %".106" = add i64 %".105", 0
  %".107" = getelementptr i64, ptr %"ind", i64 %".106"
  %"off0" = load i64, ptr %".107"
  %".108" = icmp slt i64 %"off0", 0
  %".109" = getelementptr i8, ptr %"a_base", i64 %"off0"
  %"a0" = select  i1 %".108", ptr %"zero", ptr %".109"
  %".110" = add i64 %".105", 1
  %".111" = getelementptr i64, ptr %"ind", i64 %".110"
  %"off1" = load i64, ptr %".111"
  %".112" = icmp slt i64 %"off1", 0
  %".113" = and i1 %".108", %".112"
  %".114" = getelementptr i8, ptr %"a_base", i64 %"off1"
  %"a1" = select  i1 %".112", ptr %"zero", ptr %".114"
  %".115" = mul i64 %".99", %"kc"
  %".116" = mul i64 %".115", 64
  %".117" = getelementptr i8, ptr %".95", i64 %".116"
  store ptr %".117", ptr %"w_cursor"
  br i1 %".113", label %"tap_done", label %"tap_work"
taps.done:
  %".157" = icmp slt i64 0, %".88"
  %".158" = select  i1 %".157", i64 0, i64 %".88"
  %".159" = mul i64 %".158", %"ldc"
  %".160" = icmp slt i64 1, %".88"
  %".161" = select  i1 %".160", i64 1, i64 %".88"
  %".162" = mul i64 %".161", %"ldc"
  %".163" = getelementptr i8, ptr %"c_tile", i64 %".159"
  %".164" = getelementptr i8, ptr %"c_tile", i64 %".162"
  %".165" = ptrtoint ptr %"c_tile" to i64
  %".166" = ptrtoint ptr %"c" to i64
  %".167" = sub i64 %".165", %".166"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".167"
  %".168" = getelementptr i8, ptr %"r_tile", i64 %".159"
  %".169" = getelementptr i8, ptr %"r_tile", i64 %".162"
  %".170" = icmp eq i64 %".75", 16
  br i1 %".170", label %"store_full_choice", label %"store_partial_choice"
tap_work:
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
tap_done:
  %".153" = load i64, i64* %"taps.i"
  %".154" = add i64 %".153", 1
  store i64 %".154", i64* %"taps.i"
  br label %"taps.head"
channels.head:
  %".122" = load i64, i64* %"channels.i"
  %".123" = icmp slt i64 %".122", %"kc"
  br i1 %".123", label %"channels.body", label %"channels.done"
channels.body:
  %".125" = load <16 x float>, <16 x float>* %"acc0_0"
  %".126" = load <16 x float>, <16 x float>* %"acc1_0"
  %".127" = load ptr, ptr %"w_cursor"
  %".128" = mul i64 %".122", 1
  %".129" = add i64 %".128", 0
  %".130" = getelementptr i8, ptr %".127", i64 0
  %".131" = getelementptr i8, ptr %".130", i64 0
  %".132" = load <16 x float>, ptr %".131", align 64
  %".133" = mul i64 %".129", 4
  %".134" = getelementptr i8, ptr %"a0", i64 %".133"
  %".135" = load float, ptr %".134", align 4
  %".136" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".135", i32 0
  %".137" = shufflevector <16 x float> %".136", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".138" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".137", <16 x float> %".132", <16 x float> %".125")
  %".139" = getelementptr i8, ptr %"a1", i64 %".133"
  %".140" = load float, ptr %".139", align 4
  %".141" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".140", i32 0
  %".142" = shufflevector <16 x float> %".141", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".143" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".142", <16 x float> %".132", <16 x float> %".126")
  store <16 x float> %".138", <16 x float>* %"acc0_0"
  store <16 x float> %".143", <16 x float>* %"acc1_0"
  %".146" = getelementptr i8, ptr %".127", i64 64
  store ptr %".146", ptr %"w_cursor"
  %".148" = load i64, i64* %"channels.i"
  %".149" = add i64 %".148", 1
  store i64 %".149", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  br label %"tap_done"
store_full:
  %".174" = load <16 x float>, <16 x float>* %"acc0_0"
  %".175" = fcmp olt <16 x float> %".174", %".28"
  %".176" = select  <16 x i1> %".175", <16 x float> %".28", <16 x float> %".174"
  %".177" = fcmp ogt <16 x float> %".176", %".32"
  %".178" = select  <16 x i1> %".177", <16 x float> %".32", <16 x float> %".176"
  %".179" = load <16 x float>, <16 x float>* %"acc1_0"
  %".180" = fcmp olt <16 x float> %".179", %".28"
  %".181" = select  <16 x i1> %".180", <16 x float> %".28", <16 x float> %".179"
  %".182" = fcmp ogt <16 x float> %".181", %".32"
  %".183" = select  <16 x i1> %".182", <16 x float> %".32", <16 x float> %".181"
  %".184" = getelementptr i8, ptr %".163", i64 0
  store <16 x float> %".178", ptr %".184", align 4
  %".186" = getelementptr i8, ptr %".164", i64 0
  store <16 x float> %".183", ptr %".186", align 4
  br label %"claim"
store_full_residual:
  %".189" = load <16 x float>, <16 x float>* %"acc0_0"
  %".190" = getelementptr i8, ptr %".168", i64 0
  %".191" = load <16 x float>, ptr %".190", align 4
  %".192" = fadd <16 x float> %".189", %".191"
  %".193" = fcmp olt <16 x float> %".192", %".28"
  %".194" = select  <16 x i1> %".193", <16 x float> %".28", <16 x float> %".192"
  %".195" = fcmp ogt <16 x float> %".194", %".32"
  %".196" = select  <16 x i1> %".195", <16 x float> %".32", <16 x float> %".194"
  %".197" = load <16 x float>, <16 x float>* %"acc1_0"
  %".198" = getelementptr i8, ptr %".169", i64 0
  %".199" = load <16 x float>, ptr %".198", align 4
  %".200" = fadd <16 x float> %".197", %".199"
  %".201" = fcmp olt <16 x float> %".200", %".28"
  %".202" = select  <16 x i1> %".201", <16 x float> %".28", <16 x float> %".200"
  %".203" = fcmp ogt <16 x float> %".202", %".32"
  %".204" = select  <16 x i1> %".203", <16 x float> %".32", <16 x float> %".202"
  %".205" = getelementptr i8, ptr %".163", i64 0
  store <16 x float> %".196", ptr %".205", align 4
  %".207" = getelementptr i8, ptr %".164", i64 0
  store <16 x float> %".204", ptr %".207", align 4
  br label %"claim"
store_partial:
  %".210" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".75", i32 0
  %".211" = shufflevector <16 x i64> %".210", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".212" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".211"
  %".213" = load <16 x float>, <16 x float>* %"acc0_0"
  %".214" = fcmp olt <16 x float> %".213", %".28"
  %".215" = select  <16 x i1> %".214", <16 x float> %".28", <16 x float> %".213"
  %".216" = fcmp ogt <16 x float> %".215", %".32"
  %".217" = select  <16 x i1> %".216", <16 x float> %".32", <16 x float> %".215"
  %".218" = load <16 x float>, <16 x float>* %"acc1_0"
  %".219" = fcmp olt <16 x float> %".218", %".28"
  %".220" = select  <16 x i1> %".219", <16 x float> %".28", <16 x float> %".218"
  %".221" = fcmp ogt <16 x float> %".220", %".32"
  %".222" = select  <16 x i1> %".221", <16 x float> %".32", <16 x float> %".220"
  %".223" = getelementptr i8, ptr %".163", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".217", ptr %".223", i32 4, <16 x i1> %".212")
  %".225" = getelementptr i8, ptr %".164", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".222", ptr %".225", i32 4, <16 x i1> %".212")
  br label %"claim"
store_partial_residual:
  %".228" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".75", i32 0
  %".229" = shufflevector <16 x i64> %".228", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".230" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".229"
  %".231" = load <16 x float>, <16 x float>* %"acc0_0"
  %".232" = getelementptr i8, ptr %".168", i64 0
  %".233" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".232", i32 4, <16 x i1> %".230", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".234" = fadd <16 x float> %".231", %".233"
  %".235" = fcmp olt <16 x float> %".234", %".28"
  %".236" = select  <16 x i1> %".235", <16 x float> %".28", <16 x float> %".234"
  %".237" = fcmp ogt <16 x float> %".236", %".32"
  %".238" = select  <16 x i1> %".237", <16 x float> %".32", <16 x float> %".236"
  %".239" = load <16 x float>, <16 x float>* %"acc1_0"
  %".240" = getelementptr i8, ptr %".169", i64 0
  %".241" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".240", i32 4, <16 x i1> %".230", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".242" = fadd <16 x float> %".239", %".241"
  %".243" = fcmp olt <16 x float> %".242", %".28"
  %".244" = select  <16 x i1> %".243", <16 x float> %".28", <16 x float> %".242"
  %".245" = fcmp ogt <16 x float> %".244", %".32"
  %".246" = select  <16 x i1> %".245", <16 x float> %".32", <16 x float> %".244"
  %".247" = getelementptr i8, ptr %".163", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".238", ptr %".247", i32 4, <16 x i1> %".230")
  %".249" = getelementptr i8, ptr %".164", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".246", ptr %".249", i32 4, <16 x i1> %".230")
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
  %"taps.i" = alloca i64
  %"w_cursor" = alloca ptr
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
  %".95" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".95", ptr %"w_cursor"
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
exit:
  %".59" = getelementptr i64, ptr %"schedule", i64 1
  %".60" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".61" = atomicrmw add ptr %".59", i64 %".60" release
  ret void
taps.head:
  %".99" = load i64, i64* %"taps.i"
  %".100" = icmp slt i64 %".99", %"ks"
  br i1 %".100", label %"taps.body", label %"taps.done"
taps.body:
  %".102" = icmp slt i64 0, %".88"
  %".103" = select  i1 %".102", i64 0, i64 %".88"
  %".104" = add i64 %"m0", %".103"
  %".105" = mul i64 %".104", %"lda"
  %"a0" = getelementptr i8, ptr %"a_base", i64 %".105"
  %".106" = icmp slt i64 1, %".88"
  %".107" = select  i1 %".106", i64 1, i64 %".88"
  %".108" = add i64 %"m0", %".107"
  %".109" = mul i64 %".108", %"lda"
  %"a1" = getelementptr i8, ptr %"a_base", i64 %".109"
  %".110" = mul i64 %".99", %"kc"
  %".111" = mul i64 %".110", 64
  %".112" = getelementptr i8, ptr %".95", i64 %".111"
  store ptr %".112", ptr %"w_cursor"
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
taps.done:
  %".150" = icmp slt i64 0, %".88"
  %".151" = select  i1 %".150", i64 0, i64 %".88"
  %".152" = mul i64 %".151", %"ldc"
  %".153" = icmp slt i64 1, %".88"
  %".154" = select  i1 %".153", i64 1, i64 %".88"
  %".155" = mul i64 %".154", %"ldc"
  %".156" = getelementptr i8, ptr %"c_tile", i64 %".152"
  %".157" = getelementptr i8, ptr %"c_tile", i64 %".155"
  %".158" = ptrtoint ptr %"c_tile" to i64
  %".159" = ptrtoint ptr %"c" to i64
  %".160" = sub i64 %".158", %".159"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".160"
  %".161" = getelementptr i8, ptr %"r_tile", i64 %".152"
  %".162" = getelementptr i8, ptr %"r_tile", i64 %".155"
  %".163" = icmp eq i64 %".75", 16
  br i1 %".163", label %"store_full_choice", label %"store_partial_choice"
channels.head:
  %".116" = load i64, i64* %"channels.i"
  %".117" = icmp slt i64 %".116", %"kc"
  br i1 %".117", label %"channels.body", label %"channels.done"
channels.body:
  %".119" = load <16 x float>, <16 x float>* %"acc0_0"
  %".120" = load <16 x float>, <16 x float>* %"acc1_0"
  %".121" = load ptr, ptr %"w_cursor"
  %".122" = mul i64 %".116", 1
  %".123" = add i64 %".122", 0
  %".124" = getelementptr i8, ptr %".121", i64 0
  %".125" = getelementptr i8, ptr %".124", i64 0
  %".126" = load <16 x float>, ptr %".125", align 64
  %".127" = mul i64 %".123", 4
  %".128" = getelementptr i8, ptr %"a0", i64 %".127"
  %".129" = load float, ptr %".128", align 4
  %".130" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".129", i32 0
  %".131" = shufflevector <16 x float> %".130", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".132" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".131", <16 x float> %".126", <16 x float> %".119")
  %".133" = getelementptr i8, ptr %"a1", i64 %".127"
  %".134" = load float, ptr %".133", align 4
  %".135" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".134", i32 0
  %".136" = shufflevector <16 x float> %".135", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".137" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".136", <16 x float> %".126", <16 x float> %".120")
  store <16 x float> %".132", <16 x float>* %"acc0_0"
  store <16 x float> %".137", <16 x float>* %"acc1_0"
  %".140" = getelementptr i8, ptr %".121", i64 64
  store ptr %".140", ptr %"w_cursor"
  %".142" = load i64, i64* %"channels.i"
  %".143" = add i64 %".142", 1
  store i64 %".143", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".146" = load i64, i64* %"taps.i"
  %".147" = add i64 %".146", 1
  store i64 %".147", i64* %"taps.i"
  br label %"taps.head"
store_full:
  %".167" = load <16 x float>, <16 x float>* %"acc0_0"
  %".168" = fcmp olt <16 x float> %".167", %".28"
  %".169" = select  <16 x i1> %".168", <16 x float> %".28", <16 x float> %".167"
  %".170" = fcmp ogt <16 x float> %".169", %".32"
  %".171" = select  <16 x i1> %".170", <16 x float> %".32", <16 x float> %".169"
  %".172" = load <16 x float>, <16 x float>* %"acc1_0"
  %".173" = fcmp olt <16 x float> %".172", %".28"
  %".174" = select  <16 x i1> %".173", <16 x float> %".28", <16 x float> %".172"
  %".175" = fcmp ogt <16 x float> %".174", %".32"
  %".176" = select  <16 x i1> %".175", <16 x float> %".32", <16 x float> %".174"
  %".177" = getelementptr i8, ptr %".156", i64 0
  store <16 x float> %".171", ptr %".177", align 4
  %".179" = getelementptr i8, ptr %".157", i64 0
  store <16 x float> %".176", ptr %".179", align 4
  br label %"claim"
store_full_residual:
  %".182" = load <16 x float>, <16 x float>* %"acc0_0"
  %".183" = getelementptr i8, ptr %".161", i64 0
  %".184" = load <16 x float>, ptr %".183", align 4
  %".185" = fadd <16 x float> %".182", %".184"
  %".186" = fcmp olt <16 x float> %".185", %".28"
  %".187" = select  <16 x i1> %".186", <16 x float> %".28", <16 x float> %".185"
  %".188" = fcmp ogt <16 x float> %".187", %".32"
  %".189" = select  <16 x i1> %".188", <16 x float> %".32", <16 x float> %".187"
  %".190" = load <16 x float>, <16 x float>* %"acc1_0"
  %".191" = getelementptr i8, ptr %".162", i64 0
  %".192" = load <16 x float>, ptr %".191", align 4
  %".193" = fadd <16 x float> %".190", %".192"
  %".194" = fcmp olt <16 x float> %".193", %".28"
  %".195" = select  <16 x i1> %".194", <16 x float> %".28", <16 x float> %".193"
  %".196" = fcmp ogt <16 x float> %".195", %".32"
  %".197" = select  <16 x i1> %".196", <16 x float> %".32", <16 x float> %".195"
  %".198" = getelementptr i8, ptr %".156", i64 0
  store <16 x float> %".189", ptr %".198", align 4
  %".200" = getelementptr i8, ptr %".157", i64 0
  store <16 x float> %".197", ptr %".200", align 4
  br label %"claim"
store_partial:
  %".203" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".75", i32 0
  %".204" = shufflevector <16 x i64> %".203", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".205" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".204"
  %".206" = load <16 x float>, <16 x float>* %"acc0_0"
  %".207" = fcmp olt <16 x float> %".206", %".28"
  %".208" = select  <16 x i1> %".207", <16 x float> %".28", <16 x float> %".206"
  %".209" = fcmp ogt <16 x float> %".208", %".32"
  %".210" = select  <16 x i1> %".209", <16 x float> %".32", <16 x float> %".208"
  %".211" = load <16 x float>, <16 x float>* %"acc1_0"
  %".212" = fcmp olt <16 x float> %".211", %".28"
  %".213" = select  <16 x i1> %".212", <16 x float> %".28", <16 x float> %".211"
  %".214" = fcmp ogt <16 x float> %".213", %".32"
  %".215" = select  <16 x i1> %".214", <16 x float> %".32", <16 x float> %".213"
  %".216" = getelementptr i8, ptr %".156", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".210", ptr %".216", i32 4, <16 x i1> %".205")
  %".218" = getelementptr i8, ptr %".157", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".215", ptr %".218", i32 4, <16 x i1> %".205")
  br label %"claim"
store_partial_residual:
  %".221" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".75", i32 0
  %".222" = shufflevector <16 x i64> %".221", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".223" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".222"
  %".224" = load <16 x float>, <16 x float>* %"acc0_0"
  %".225" = getelementptr i8, ptr %".161", i64 0
  %".226" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".225", i32 4, <16 x i1> %".223", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".227" = fadd <16 x float> %".224", %".226"
  %".228" = fcmp olt <16 x float> %".227", %".28"
  %".229" = select  <16 x i1> %".228", <16 x float> %".28", <16 x float> %".227"
  %".230" = fcmp ogt <16 x float> %".229", %".32"
  %".231" = select  <16 x i1> %".230", <16 x float> %".32", <16 x float> %".229"
  %".232" = load <16 x float>, <16 x float>* %"acc1_0"
  %".233" = getelementptr i8, ptr %".162", i64 0
  %".234" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".233", i32 4, <16 x i1> %".223", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".235" = fadd <16 x float> %".232", %".234"
  %".236" = fcmp olt <16 x float> %".235", %".28"
  %".237" = select  <16 x i1> %".236", <16 x float> %".28", <16 x float> %".235"
  %".238" = fcmp ogt <16 x float> %".237", %".32"
  %".239" = select  <16 x i1> %".238", <16 x float> %".32", <16 x float> %".237"
  %".240" = getelementptr i8, ptr %".156", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".231", ptr %".240", i32 4, <16 x i1> %".223")
  %".242" = getelementptr i8, ptr %".157", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".239", ptr %".242", i32 4, <16 x i1> %".223")
  br label %"claim"
store_full_choice:
  br i1 %".77", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".77", label %"store_partial_residual", label %"store_partial"
}
