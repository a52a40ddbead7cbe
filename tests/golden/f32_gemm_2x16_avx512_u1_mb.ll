; ixconv kernel module, spec: GemmSpec(isa='avx512', mr=2, nr=16, unroll=1, order='panel_inner', broadcast='memory')
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
  %"m0" = mul i64 %".65", 2
  %"n0" = mul i64 %".63", 16
  %".67" = sub i64 %"m", %"m0"
  %".68" = icmp slt i64 %".67", 2
  %".69" = select  i1 %".68", i64 %".67", i64 2
  %".70" = sub i64 %"k", %"n0"
  %".71" = icmp slt i64 %".70", 16
  %".72" = select  i1 %".71", i64 %".70", i64 16
  %".73" = mul i64 %"image", %"a_bs"
  %".74" = mul i64 %"group", %"a_gs"
  %".75" = add i64 %".73", %".74"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".75"
  %".76" = mul i64 %"group", %"w_gs"
  %".77" = mul i64 %".63", %"w_ps"
  %".78" = add i64 %".76", %".77"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".78"
  %".79" = mul i64 %"image", %"c_bs"
  %".80" = mul i64 %"group", %"c_gs"
  %".81" = add i64 %".79", %".80"
  %".82" = mul i64 %"m0", %"ldc"
  %".83" = add i64 %".81", %".82"
  %".84" = mul i64 %"n0", 4
  %".85" = add i64 %".83", %".84"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".85"
  %".86" = getelementptr i8, ptr %"w_panel", i64 0
  %".87" = load <16 x float>, ptr %".86", align 64
  store <16 x float> %".87", <16 x float>* %"acc0_0"
  %".89" = getelementptr i8, ptr %"w_panel", i64 0
  %".90" = load <16 x float>, ptr %".89", align 64
  store <16 x float> %".90", <16 x float>* %"acc1_0"
  %".92" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".92", ptr %"w_cursor"
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
exit:
  %".59" = getelementptr i64, ptr %"schedule", i64 1
  %".60" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".61" = atomicrmw add ptr %".59", i64 %".60" release
  ret void
taps.head:
  %".96" = load i64, i64* %"taps.i"
  %".97" = icmp slt i64 %".96", %"ks"
  br i1 %".97", label %"taps.body", label %"taps.done"
taps.body:
  %".99" = mul i64 %"ks", 2
  %".100" = mul i64 %".65", %".99"
  %".101" = mul i64 %".96", 2
  %".102" = add i64 %".100", %".101"
  %".103" = add i64 %".102", 0
  %".104" = getelementptr i64, ptr %"ind", i64 %".103"
  %"off0" = load i64, ptr %".104"
  %".105" = icmp slt i64 %"off0", 0
  %".106" = getelementptr i8, ptr %"a_base", i64 %"off0"
  %"a0" = select  i1 %".105", ptr %"zero", ptr %".106"
  %".107" = add i64 %".102", 1
  %".108" = getelementptr i64, ptr %"ind", i64 %".107"
  %"off1" = load i64, ptr %".108"
  %".109" = icmp slt i64 %"off1", 0
  %".110" = getelementptr i8, ptr %"a_base", i64 %"off1"
  %"a1" = select  i1 %".109", ptr %"zero", ptr %".110"
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
taps.done:
  %".141" = sub i64 %".69", 1
  %".142" = icmp slt i64 0, %".141"
  %".143" = select  i1 %".142", i64 0, i64 %".141"
  %".144" = mul i64 %".143", %"ldc"
  %".145" = icmp slt i64 1, %".141"
  %".146" = select  i1 %".145", i64 1, i64 %".141"
  %".147" = mul i64 %".146", %"ldc"
  %".148" = getelementptr i8, ptr %"c_tile", i64 %".144"
  %".149" = getelementptr i8, ptr %"c_tile", i64 %".147"
  %".150" = ptrtoint ptr %"c_tile" to i64
  %".151" = ptrtoint ptr %"c" to i64
  %".152" = sub i64 %".150", %".151"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".152"
  %".153" = getelementptr i8, ptr %"r_tile", i64 %".144"
  %".154" = getelementptr i8, ptr %"r_tile", i64 %".147"
  %".155" = icmp eq i64 %".72", 16
  %".156" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".156"
  %".157" = icmp ne i64 %"residual.int", 0
  br i1 %".155", label %"store_full_choice", label %"store_partial_choice"
channels.head:
  %".113" = load i64, i64* %"channels.i"
  %".114" = icmp slt i64 %".113", %"kc"
  br i1 %".114", label %"channels.body", label %"channels.done"
channels.body:
  %".116" = load <16 x float>, <16 x float>* %"acc0_0"
  %".117" = load <16 x float>, <16 x float>* %"acc1_0"
  %".118" = load ptr, ptr %"w_cursor"
  %".119" = mul i64 %".113", 1
  %".120" = add i64 %".119", 0
  %".121" = getelementptr i8, ptr %".118", i64 0
  %".122" = getelementptr i8, ptr %".121", i64 0
  %".123" = load <16 x float>, ptr %".122", align 64
  %".124" = mul i64 %".120", 4
  %".125" = getelementptr i8, ptr %"a0", i64 %".124"
  %".126" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".123", ptr %".125", <16 x float> %".116")
  %".127" = getelementptr i8, ptr %"a1", i64 %".124"
  %".128" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".123", ptr %".127", <16 x float> %".117")
  store <16 x float> %".126", <16 x float>* %"acc0_0"
  store <16 x float> %".128", <16 x float>* %"acc1_0"
  %".131" = getelementptr i8, ptr %".118", i64 64
  store ptr %".131", ptr %"w_cursor"
  %".133" = load i64, i64* %"channels.i"
  %".134" = add i64 %".133", 1
  store i64 %".134", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".137" = load i64, i64* %"taps.i"
  %".138" = add i64 %".137", 1
  store i64 %".138", i64* %"taps.i"
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
  %".171" = getelementptr i8, ptr %".148", i64 0
  store <16 x float> %".165", ptr %".171", align 4
  %".173" = getelementptr i8, ptr %".149", i64 0
  store <16 x float> %".170", ptr %".173", align 4
  br label %"claim"
store_full_residual:
  %".176" = load <16 x float>, <16 x float>* %"acc0_0"
  %".177" = getelementptr i8, ptr %".153", i64 0
  %".178" = load <16 x float>, ptr %".177", align 4
  %".179" = fadd <16 x float> %".176", %".178"
  %".180" = fcmp olt <16 x float> %".179", %".28"
  %".181" = select  <16 x i1> %".180", <16 x float> %".28", <16 x float> %".179"
  %".182" = fcmp ogt <16 x float> %".181", %".32"
  %".183" = select  <16 x i1> %".182", <16 x float> %".32", <16 x float> %".181"
  %".184" = load <16 x float>, <16 x float>* %"acc1_0"
  %".185" = getelementptr i8, ptr %".154", i64 0
  %".186" = load <16 x float>, ptr %".185", align 4
  %".187" = fadd <16 x float> %".184", %".186"
  %".188" = fcmp olt <16 x float> %".187", %".28"
  %".189" = select  <16 x i1> %".188", <16 x float> %".28", <16 x float> %".187"
  %".190" = fcmp ogt <16 x float> %".189", %".32"
  %".191" = select  <16 x i1> %".190", <16 x float> %".32", <16 x float> %".189"
  %".192" = getelementptr i8, ptr %".148", i64 0
  store <16 x float> %".183", ptr %".192", align 4
  %".194" = getelementptr i8, ptr %".149", i64 0
  store <16 x float> %".191", ptr %".194", align 4
  br label %"claim"
store_partial:
  %".197" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".72", i32 0
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
  %".210" = getelementptr i8, ptr %".148", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".204", ptr %".210", i32 4, <16 x i1> %".199")
  %".212" = getelementptr i8, ptr %".149", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".209", ptr %".212", i32 4, <16 x i1> %".199")
  br label %"claim"
store_partial_residual:
  %".215" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".72", i32 0
  %".216" = shufflevector <16 x i64> %".215", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".217" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".216"
  %".218" = load <16 x float>, <16 x float>* %"acc0_0"
  %".219" = getelementptr i8, ptr %".153", i64 0
  %".220" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".219", i32 4, <16 x i1> %".217", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".221" = fadd <16 x float> %".218", %".220"
  %".222" = fcmp olt <16 x float> %".221", %".28"
  %".223" = select  <16 x i1> %".222", <16 x float> %".28", <16 x float> %".221"
  %".224" = fcmp ogt <16 x float> %".223", %".32"
  %".225" = select  <16 x i1> %".224", <16 x float> %".32", <16 x float> %".223"
  %".226" = load <16 x float>, <16 x float>* %"acc1_0"
  %".227" = getelementptr i8, ptr %".154", i64 0
  %".228" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".227", i32 4, <16 x i1> %".217", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".229" = fadd <16 x float> %".226", %".228"
  %".230" = fcmp olt <16 x float> %".229", %".28"
  %".231" = select  <16 x i1> %".230", <16 x float> %".28", <16 x float> %".229"
  %".232" = fcmp ogt <16 x float> %".231", %".32"
  %".233" = select  <16 x i1> %".232", <16 x float> %".32", <16 x float> %".231"
  %".234" = getelementptr i8, ptr %".148", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".225", ptr %".234", i32 4, <16 x i1> %".217")
  %".236" = getelementptr i8, ptr %".149", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".233", ptr %".236", i32 4, <16 x i1> %".217")
  br label %"claim"
store_full_choice:
  br i1 %".157", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".157", label %"store_partial_residual", label %"store_partial"
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
  %"m0" = mul i64 %".65", 2
  %"n0" = mul i64 %".63", 16
  %".67" = sub i64 %"m", %"m0"
  %".68" = icmp slt i64 %".67", 2
  %".69" = select  i1 %".68", i64 %".67", i64 2
  %".70" = sub i64 %"k", %"n0"
  %".71" = icmp slt i64 %".70", 16
  %".72" = select  i1 %".71", i64 %".70", i64 16
  %".73" = mul i64 %"image", %"a_bs"
  %".74" = mul i64 %"group", %"a_gs"
  %".75" = add i64 %".73", %".74"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".75"
  %".76" = mul i64 %"group", %"w_gs"
  %".77" = mul i64 %".63", %"w_ps"
  %".78" = add i64 %".76", %".77"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".78"
  %".79" = mul i64 %"image", %"c_bs"
  %".80" = mul i64 %"group", %"c_gs"
  %".81" = add i64 %".79", %".80"
  %".82" = mul i64 %"m0", %"ldc"
  %".83" = add i64 %".81", %".82"
  %".84" = mul i64 %"n0", 4
  %".85" = add i64 %".83", %".84"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".85"
  %".86" = getelementptr i8, ptr %"w_panel", i64 0
  %".87" = load <16 x float>, ptr %".86", align 64
  store <16 x float> %".87", <16 x float>* %"acc0_0"
  %".89" = getelementptr i8, ptr %"w_panel", i64 0
  %".90" = load <16 x float>, ptr %".89", align 64
  store <16 x float> %".90", <16 x float>* %"acc1_0"
  %".92" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".92", ptr %"w_cursor"
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
exit:
  %".59" = getelementptr i64, ptr %"schedule", i64 1
  %".60" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".61" = atomicrmw add ptr %".59", i64 %".60" release
  ret void
taps.head:
  %".96" = load i64, i64* %"taps.i"
  %".97" = icmp slt i64 %".96", %"ks"
  br i1 %".97", label %"taps.body", label %"taps.done"
taps.body:
  %".99" = sub i64 %".69", 1
  %".100" = icmp slt i64 0, %".99"
  %".101" = select  i1 %".100", i64 0, i64 %".99"
  %".102" = add i64 %"m0", %".101"
  %".103" = mul i64 %".102", %"lda"
  %"a0" = getelementptr i8, ptr %"a_base", i64 %".103"
  %".104" = icmp slt i64 1, %".99"
  %".105" = select  i1 %".104", i64 1, i64 %".99"
  %".106" = add i64 %"m0", %".105"
  %".107" = mul i64 %".106", %"lda"
  %"a1" = getelementptr i8, ptr %"a_base", i64 %".107"
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
taps.done:
  %".138" = sub i64 %".69", 1
  %".139" = icmp slt i64 0, %".138"
  %".140" = select  i1 %".139", i64 0, i64 %".138"
  %".141" = mul i64 %".140", %"ldc"
  %".142" = icmp slt i64 1, %".138"
  %".143" = select  i1 %".142", i64 1, i64 %".138"
  %".144" = mul i64 %".143", %"ldc"
  %".145" = getelementptr i8, ptr %"c_tile", i64 %".141"
  %".146" = getelementptr i8, ptr %"c_tile", i64 %".144"
  %".147" = ptrtoint ptr %"c_tile" to i64
  %".148" = ptrtoint ptr %"c" to i64
  %".149" = sub i64 %".147", %".148"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".149"
  %".150" = getelementptr i8, ptr %"r_tile", i64 %".141"
  %".151" = getelementptr i8, ptr %"r_tile", i64 %".144"
  %".152" = icmp eq i64 %".72", 16
  %".153" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".153"
  %".154" = icmp ne i64 %"residual.int", 0
  br i1 %".152", label %"store_full_choice", label %"store_partial_choice"
channels.head:
  %".110" = load i64, i64* %"channels.i"
  %".111" = icmp slt i64 %".110", %"kc"
  br i1 %".111", label %"channels.body", label %"channels.done"
channels.body:
  %".113" = load <16 x float>, <16 x float>* %"acc0_0"
  %".114" = load <16 x float>, <16 x float>* %"acc1_0"
  %".115" = load ptr, ptr %"w_cursor"
  %".116" = mul i64 %".110", 1
  %".117" = add i64 %".116", 0
  %".118" = getelementptr i8, ptr %".115", i64 0
  %".119" = getelementptr i8, ptr %".118", i64 0
  %".120" = load <16 x float>, ptr %".119", align 64
  %".121" = mul i64 %".117", 4
  %".122" = getelementptr i8, ptr %"a0", i64 %".121"
  %".123" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".120", ptr %".122", <16 x float> %".113")
  %".124" = getelementptr i8, ptr %"a1", i64 %".121"
  %".125" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".120", ptr %".124", <16 x float> %".114")
  store <16 x float> %".123", <16 x float>* %"acc0_0"
  store <16 x float> %".125", <16 x float>* %"acc1_0"
  %".128" = getelementptr i8, ptr %".115", i64 64
  store ptr %".128", ptr %"w_cursor"
  %".130" = load i64, i64* %"channels.i"
  %".131" = add i64 %".130", 1
  store i64 %".131", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".134" = load i64, i64* %"taps.i"
  %".135" = add i64 %".134", 1
  store i64 %".135", i64* %"taps.i"
  br label %"taps.head"
store_full:
  %".158" = load <16 x float>, <16 x float>* %"acc0_0"
  %".159" = fcmp olt <16 x float> %".158", %".28"
  %".160" = select  <16 x i1> %".159", <16 x float> %".28", <16 x float> %".158"
  %".161" = fcmp ogt <16 x float> %".160", %".32"
  %".162" = select  <16 x i1> %".161", <16 x float> %".32", <16 x float> %".160"
  %".163" = load <16 x float>, <16 x float>* %"acc1_0"
  %".164" = fcmp olt <16 x float> %".163", %".28"
  %".165" = select  <16 x i1> %".164", <16 x float> %".28", <16 x float> %".163"
  %".166" = fcmp ogt <16 x float> %".165", %".32"
  %".167" = select  <16 x i1> %".166", <16 x float> %".32", <16 x float> %".165"
  %".168" = getelementptr i8, ptr %".145", i64 0
  store <16 x float> %".162", ptr %".168", align 4
  %".170" = getelementptr i8, ptr %".146", i64 0
  store <16 x float> %".167", ptr %".170", align 4
  br label %"claim"
store_full_residual:
  %".173" = load <16 x float>, <16 x float>* %"acc0_0"
  %".174" = getelementptr i8, ptr %".150", i64 0
  %".175" = load <16 x float>, ptr %".174", align 4
  %".176" = fadd <16 x float> %".173", %".175"
  %".177" = fcmp olt <16 x float> %".176", %".28"
  %".178" = select  <16 x i1> %".177", <16 x float> %".28", <16 x float> %".176"
  %".179" = fcmp ogt <16 x float> %".178", %".32"
  %".180" = select  <16 x i1> %".179", <16 x float> %".32", <16 x float> %".178"
  %".181" = load <16 x float>, <16 x float>* %"acc1_0"
  %".182" = getelementptr i8, ptr %".151", i64 0
  %".183" = load <16 x float>, ptr %".182", align 4
  %".184" = fadd <16 x float> %".181", %".183"
  %".185" = fcmp olt <16 x float> %".184", %".28"
  %".186" = select  <16 x i1> %".185", <16 x float> %".28", <16 x float> %".184"
  %".187" = fcmp ogt <16 x float> %".186", %".32"
  %".188" = select  <16 x i1> %".187", <16 x float> %".32", <16 x float> %".186"
  %".189" = getelementptr i8, ptr %".145", i64 0
  store <16 x float> %".180", ptr %".189", align 4
  %".191" = getelementptr i8, ptr %".146", i64 0
  store <16 x float> %".188", ptr %".191", align 4
  br label %"claim"
store_partial:
  %".194" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".72", i32 0
  %".195" = shufflevector <16 x i64> %".194", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".196" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".195"
  %".197" = load <16 x float>, <16 x float>* %"acc0_0"
  %".198" = fcmp olt <16 x float> %".197", %".28"
  %".199" = select  <16 x i1> %".198", <16 x float> %".28", <16 x float> %".197"
  %".200" = fcmp ogt <16 x float> %".199", %".32"
  %".201" = select  <16 x i1> %".200", <16 x float> %".32", <16 x float> %".199"
  %".202" = load <16 x float>, <16 x float>* %"acc1_0"
  %".203" = fcmp olt <16 x float> %".202", %".28"
  %".204" = select  <16 x i1> %".203", <16 x float> %".28", <16 x float> %".202"
  %".205" = fcmp ogt <16 x float> %".204", %".32"
  %".206" = select  <16 x i1> %".205", <16 x float> %".32", <16 x float> %".204"
  %".207" = getelementptr i8, ptr %".145", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".201", ptr %".207", i32 4, <16 x i1> %".196")
  %".209" = getelementptr i8, ptr %".146", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".206", ptr %".209", i32 4, <16 x i1> %".196")
  br label %"claim"
store_partial_residual:
  %".212" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".72", i32 0
  %".213" = shufflevector <16 x i64> %".212", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".214" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".213"
  %".215" = load <16 x float>, <16 x float>* %"acc0_0"
  %".216" = getelementptr i8, ptr %".150", i64 0
  %".217" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".216", i32 4, <16 x i1> %".214", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".218" = fadd <16 x float> %".215", %".217"
  %".219" = fcmp olt <16 x float> %".218", %".28"
  %".220" = select  <16 x i1> %".219", <16 x float> %".28", <16 x float> %".218"
  %".221" = fcmp ogt <16 x float> %".220", %".32"
  %".222" = select  <16 x i1> %".221", <16 x float> %".32", <16 x float> %".220"
  %".223" = load <16 x float>, <16 x float>* %"acc1_0"
  %".224" = getelementptr i8, ptr %".151", i64 0
  %".225" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".224", i32 4, <16 x i1> %".214", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".226" = fadd <16 x float> %".223", %".225"
  %".227" = fcmp olt <16 x float> %".226", %".28"
  %".228" = select  <16 x i1> %".227", <16 x float> %".28", <16 x float> %".226"
  %".229" = fcmp ogt <16 x float> %".228", %".32"
  %".230" = select  <16 x i1> %".229", <16 x float> %".32", <16 x float> %".228"
  %".231" = getelementptr i8, ptr %".145", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".222", ptr %".231", i32 4, <16 x i1> %".214")
  %".233" = getelementptr i8, ptr %".146", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".230", ptr %".233", i32 4, <16 x i1> %".214")
  br label %"claim"
store_full_choice:
  br i1 %".154", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".154", label %"store_partial_residual", label %"store_partial"
}
