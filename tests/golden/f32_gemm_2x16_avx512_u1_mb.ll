; ixconv kernel module, spec: GemmSpec(isa='avx512', mr=2, nr=16, unroll=1, order='panel_inner', broadcast='memory', k_block=0)
; ModuleID = "f32_gemm_2x16_avx512_u1_mb"
target triple = ""
target datalayout = ""

define void @"f32_gemm_2x16_avx512_u1_mb_igemm"(ptr noalias %"args", ptr %"schedule", i64 %"part")
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
  %".151" = icmp slt i64 0, %".88"
  %".152" = select  i1 %".151", i64 0, i64 %".88"
  %".153" = mul i64 %".152", %"ldc"
  %".154" = icmp slt i64 1, %".88"
  %".155" = select  i1 %".154", i64 1, i64 %".88"
  %".156" = mul i64 %".155", %"ldc"
  %".157" = getelementptr i8, ptr %"c_tile", i64 %".153"
  %".158" = getelementptr i8, ptr %"c_tile", i64 %".156"
  %".159" = ptrtoint ptr %"c_tile" to i64
  %".160" = ptrtoint ptr %"c" to i64
  %".161" = sub i64 %".159", %".160"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".161"
  %".162" = getelementptr i8, ptr %"r_tile", i64 %".153"
  %".163" = getelementptr i8, ptr %"r_tile", i64 %".156"
  %".164" = icmp eq i64 %".75", 16
  br i1 %".164", label %"store_full_choice", label %"store_partial_choice"
tap_work:
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
tap_done:
  %".147" = load i64, i64* %"taps.i"
  %".148" = add i64 %".147", 1
  store i64 %".148", i64* %"taps.i"
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
  %".135" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".132", ptr %".134", <16 x float> %".125")
  %".136" = getelementptr i8, ptr %"a1", i64 %".133"
  %".137" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".132", ptr %".136", <16 x float> %".126")
  store <16 x float> %".135", <16 x float>* %"acc0_0"
  store <16 x float> %".137", <16 x float>* %"acc1_0"
  %".140" = getelementptr i8, ptr %".127", i64 64
  store ptr %".140", ptr %"w_cursor"
  %".142" = load i64, i64* %"channels.i"
  %".143" = add i64 %".142", 1
  store i64 %".143", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  br label %"tap_done"
store_full:
  %".168" = load <16 x float>, <16 x float>* %"acc0_0"
  %".169" = fcmp olt <16 x float> %".168", %".28"
  %".170" = select  <16 x i1> %".169", <16 x float> %".28", <16 x float> %".168"
  %".171" = fcmp ogt <16 x float> %".170", %".32"
  %".172" = select  <16 x i1> %".171", <16 x float> %".32", <16 x float> %".170"
  %".173" = load <16 x float>, <16 x float>* %"acc1_0"
  %".174" = fcmp olt <16 x float> %".173", %".28"
  %".175" = select  <16 x i1> %".174", <16 x float> %".28", <16 x float> %".173"
  %".176" = fcmp ogt <16 x float> %".175", %".32"
  %".177" = select  <16 x i1> %".176", <16 x float> %".32", <16 x float> %".175"
  %".178" = getelementptr i8, ptr %".157", i64 0
  store <16 x float> %".172", ptr %".178", align 4
  %".180" = getelementptr i8, ptr %".158", i64 0
  store <16 x float> %".177", ptr %".180", align 4
  br label %"claim"
store_full_residual:
  %".183" = load <16 x float>, <16 x float>* %"acc0_0"
  %".184" = getelementptr i8, ptr %".162", i64 0
  %".185" = load <16 x float>, ptr %".184", align 4
  %".186" = fadd <16 x float> %".183", %".185"
  %".187" = fcmp olt <16 x float> %".186", %".28"
  %".188" = select  <16 x i1> %".187", <16 x float> %".28", <16 x float> %".186"
  %".189" = fcmp ogt <16 x float> %".188", %".32"
  %".190" = select  <16 x i1> %".189", <16 x float> %".32", <16 x float> %".188"
  %".191" = load <16 x float>, <16 x float>* %"acc1_0"
  %".192" = getelementptr i8, ptr %".163", i64 0
  %".193" = load <16 x float>, ptr %".192", align 4
  %".194" = fadd <16 x float> %".191", %".193"
  %".195" = fcmp olt <16 x float> %".194", %".28"
  %".196" = select  <16 x i1> %".195", <16 x float> %".28", <16 x float> %".194"
  %".197" = fcmp ogt <16 x float> %".196", %".32"
  %".198" = select  <16 x i1> %".197", <16 x float> %".32", <16 x float> %".196"
  %".199" = getelementptr i8, ptr %".157", i64 0
  store <16 x float> %".190", ptr %".199", align 4
  %".201" = getelementptr i8, ptr %".158", i64 0
  store <16 x float> %".198", ptr %".201", align 4
  br label %"claim"
store_partial:
  %".204" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".75", i32 0
  %".205" = shufflevector <16 x i64> %".204", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".206" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".205"
  %".207" = load <16 x float>, <16 x float>* %"acc0_0"
  %".208" = fcmp olt <16 x float> %".207", %".28"
  %".209" = select  <16 x i1> %".208", <16 x float> %".28", <16 x float> %".207"
  %".210" = fcmp ogt <16 x float> %".209", %".32"
  %".211" = select  <16 x i1> %".210", <16 x float> %".32", <16 x float> %".209"
  %".212" = load <16 x float>, <16 x float>* %"acc1_0"
  %".213" = fcmp olt <16 x float> %".212", %".28"
  %".214" = select  <16 x i1> %".213", <16 x float> %".28", <16 x float> %".212"
  %".215" = fcmp ogt <16 x float> %".214", %".32"
  %".216" = select  <16 x i1> %".215", <16 x float> %".32", <16 x float> %".214"
  %".217" = getelementptr i8, ptr %".157", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".211", ptr %".217", i32 4, <16 x i1> %".206")
  %".219" = getelementptr i8, ptr %".158", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".216", ptr %".219", i32 4, <16 x i1> %".206")
  br label %"claim"
store_partial_residual:
  %".222" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".75", i32 0
  %".223" = shufflevector <16 x i64> %".222", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".224" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".223"
  %".225" = load <16 x float>, <16 x float>* %"acc0_0"
  %".226" = getelementptr i8, ptr %".162", i64 0
  %".227" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".226", i32 4, <16 x i1> %".224", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".228" = fadd <16 x float> %".225", %".227"
  %".229" = fcmp olt <16 x float> %".228", %".28"
  %".230" = select  <16 x i1> %".229", <16 x float> %".28", <16 x float> %".228"
  %".231" = fcmp ogt <16 x float> %".230", %".32"
  %".232" = select  <16 x i1> %".231", <16 x float> %".32", <16 x float> %".230"
  %".233" = load <16 x float>, <16 x float>* %"acc1_0"
  %".234" = getelementptr i8, ptr %".163", i64 0
  %".235" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".234", i32 4, <16 x i1> %".224", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".236" = fadd <16 x float> %".233", %".235"
  %".237" = fcmp olt <16 x float> %".236", %".28"
  %".238" = select  <16 x i1> %".237", <16 x float> %".28", <16 x float> %".236"
  %".239" = fcmp ogt <16 x float> %".238", %".32"
  %".240" = select  <16 x i1> %".239", <16 x float> %".32", <16 x float> %".238"
  %".241" = getelementptr i8, ptr %".157", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".232", ptr %".241", i32 4, <16 x i1> %".224")
  %".243" = getelementptr i8, ptr %".158", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".240", ptr %".243", i32 4, <16 x i1> %".224")
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
  %".144" = icmp slt i64 0, %".88"
  %".145" = select  i1 %".144", i64 0, i64 %".88"
  %".146" = mul i64 %".145", %"ldc"
  %".147" = icmp slt i64 1, %".88"
  %".148" = select  i1 %".147", i64 1, i64 %".88"
  %".149" = mul i64 %".148", %"ldc"
  %".150" = getelementptr i8, ptr %"c_tile", i64 %".146"
  %".151" = getelementptr i8, ptr %"c_tile", i64 %".149"
  %".152" = ptrtoint ptr %"c_tile" to i64
  %".153" = ptrtoint ptr %"c" to i64
  %".154" = sub i64 %".152", %".153"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".154"
  %".155" = getelementptr i8, ptr %"r_tile", i64 %".146"
  %".156" = getelementptr i8, ptr %"r_tile", i64 %".149"
  %".157" = icmp eq i64 %".75", 16
  br i1 %".157", label %"store_full_choice", label %"store_partial_choice"
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
  %".129" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".126", ptr %".128", <16 x float> %".119")
  %".130" = getelementptr i8, ptr %"a1", i64 %".127"
  %".131" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".126", ptr %".130", <16 x float> %".120")
  store <16 x float> %".129", <16 x float>* %"acc0_0"
  store <16 x float> %".131", <16 x float>* %"acc1_0"
  %".134" = getelementptr i8, ptr %".121", i64 64
  store ptr %".134", ptr %"w_cursor"
  %".136" = load i64, i64* %"channels.i"
  %".137" = add i64 %".136", 1
  store i64 %".137", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".140" = load i64, i64* %"taps.i"
  %".141" = add i64 %".140", 1
  store i64 %".141", i64* %"taps.i"
  br label %"taps.head"
store_full:
  %".161" = load <16 x float>, <16 x float>* %"acc0_0"
  %".162" = fcmp olt <16 x float> %".161", %".28"
  %".163" = select  <16 x i1> %".162", <16 x float> %".28", <16 x float> %".161"
  %".164" = fcmp ogt <16 x float> %".163", %".32"
  %".165" = select  <16 x i1> %".164", <16 x float> %".32", <16 x float> %".163"
  %".166" = load <16 x float>, <16 x float>* %"acc1_0"
  %".167" = fcmp olt <16 x float> %".166", %".28"
  %".168" = select  <16 x i1> %".167", <16 x float> %".28", <16 x float> %".166"
  %".169" = fcmp ogt <16 x float> %".168", %".32"
  %".170" = select  <16 x i1> %".169", <16 x float> %".32", <16 x float> %".168"
  %".171" = getelementptr i8, ptr %".150", i64 0
  store <16 x float> %".165", ptr %".171", align 4
  %".173" = getelementptr i8, ptr %".151", i64 0
  store <16 x float> %".170", ptr %".173", align 4
  br label %"claim"
store_full_residual:
  %".176" = load <16 x float>, <16 x float>* %"acc0_0"
  %".177" = getelementptr i8, ptr %".155", i64 0
  %".178" = load <16 x float>, ptr %".177", align 4
  %".179" = fadd <16 x float> %".176", %".178"
  %".180" = fcmp olt <16 x float> %".179", %".28"
  %".181" = select  <16 x i1> %".180", <16 x float> %".28", <16 x float> %".179"
  %".182" = fcmp ogt <16 x float> %".181", %".32"
  %".183" = select  <16 x i1> %".182", <16 x float> %".32", <16 x float> %".181"
  %".184" = load <16 x float>, <16 x float>* %"acc1_0"
  %".185" = getelementptr i8, ptr %".156", i64 0
  %".186" = load <16 x float>, ptr %".185", align 4
  %".187" = fadd <16 x float> %".184", %".186"
  %".188" = fcmp olt <16 x float> %".187", %".28"
  %".189" = select  <16 x i1> %".188", <16 x float> %".28", <16 x float> %".187"
  %".190" = fcmp ogt <16 x float> %".189", %".32"
  %".191" = select  <16 x i1> %".190", <16 x float> %".32", <16 x float> %".189"
  %".192" = getelementptr i8, ptr %".150", i64 0
  store <16 x float> %".183", ptr %".192", align 4
  %".194" = getelementptr i8, ptr %".151", i64 0
  store <16 x float> %".191", ptr %".194", align 4
  br label %"claim"
store_partial:
  %".197" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".75", i32 0
  %".198" = shufflevector <16 x i64> %".197", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".199" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".198"
  %".200" = load <16 x float>, <16 x float>* %"acc0_0"
  %".201" = fcmp olt <16 x float> %".200", %".28"
  %".202" = select  <16 x i1> %".201", <16 x float> %".28", <16 x float> %".200"
  %".203" = fcmp ogt <16 x float> %".202", %".32"
  %".204" = select  <16 x i1> %".203", <16 x float> %".32", <16 x float> %".202"
  %".205" = load <16 x float>, <16 x float>* %"acc1_0"
  %".206" = fcmp olt <16 x float> %".205", %".28"
  %".207" = select  <16 x i1> %".206", <16 x float> %".28", <16 x float> %".205"
  %".208" = fcmp ogt <16 x float> %".207", %".32"
  %".209" = select  <16 x i1> %".208", <16 x float> %".32", <16 x float> %".207"
  %".210" = getelementptr i8, ptr %".150", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".204", ptr %".210", i32 4, <16 x i1> %".199")
  %".212" = getelementptr i8, ptr %".151", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".209", ptr %".212", i32 4, <16 x i1> %".199")
  br label %"claim"
store_partial_residual:
  %".215" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".75", i32 0
  %".216" = shufflevector <16 x i64> %".215", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".217" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".216"
  %".218" = load <16 x float>, <16 x float>* %"acc0_0"
  %".219" = getelementptr i8, ptr %".155", i64 0
  %".220" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".219", i32 4, <16 x i1> %".217", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".221" = fadd <16 x float> %".218", %".220"
  %".222" = fcmp olt <16 x float> %".221", %".28"
  %".223" = select  <16 x i1> %".222", <16 x float> %".28", <16 x float> %".221"
  %".224" = fcmp ogt <16 x float> %".223", %".32"
  %".225" = select  <16 x i1> %".224", <16 x float> %".32", <16 x float> %".223"
  %".226" = load <16 x float>, <16 x float>* %"acc1_0"
  %".227" = getelementptr i8, ptr %".156", i64 0
  %".228" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".227", i32 4, <16 x i1> %".217", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".229" = fadd <16 x float> %".226", %".228"
  %".230" = fcmp olt <16 x float> %".229", %".28"
  %".231" = select  <16 x i1> %".230", <16 x float> %".28", <16 x float> %".229"
  %".232" = fcmp ogt <16 x float> %".231", %".32"
  %".233" = select  <16 x i1> %".232", <16 x float> %".32", <16 x float> %".231"
  %".234" = getelementptr i8, ptr %".150", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".225", ptr %".234", i32 4, <16 x i1> %".217")
  %".236" = getelementptr i8, ptr %".151", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".233", ptr %".236", i32 4, <16 x i1> %".217")
  br label %"claim"
store_full_choice:
  br i1 %".77", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".77", label %"store_partial_residual", label %"store_partial"
}
