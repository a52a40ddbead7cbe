; ixconv kernel module, spec: GemmSpec(isa='avx512', mr=2, nr=16, unroll=1, order='panel_inner', broadcast='register', k_block=0, epilogue=(), dot='fma', bf16_output=False, bf16_residual=False)
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
  %"grid.d3" = alloca i64
  store i64 0, i64* %"grid.d3"
  %"grid.d2" = alloca i64
  store i64 0, i64* %"grid.d2"
  %"grid.d1" = alloca i64
  store i64 0, i64* %"grid.d1"
  %"grid.d0" = alloca i64
  store i64 0, i64* %"grid.d0"
  %"grid.last" = alloca i64
  store i64 -2, i64* %"grid.last"
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
  %".88" = select  i1 %".87", i64 %"groups", i64 %"m_tiles"
  %".89" = select  i1 %".87", i64 %"m_tiles", i64 %"groups"
  %".95" = load i64, i64* %"grid.last"
  %".96" = add i64 %".95", 1
  %".97" = icmp eq i64 %".44", %".96"
  br i1 %".97", label %"work.if", label %"work.else"
exit:
  %".82" = getelementptr i64, ptr %"schedule", i64 1
  %".83" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".84" = atomicrmw add ptr %".82", i64 %".83" release
  ret void
work.if:
  %".99" = load i64, i64* %"grid.d0"
  %".100" = add i64 %".99", 1
  %".101" = icmp eq i64 %".100", %"n_panels"
  %".102" = select  i1 %".101", i64 0, i64 %".100"
  store i64 %".102", i64* %"grid.d0"
  %".104" = zext i1 %".101" to i64
  %".105" = load i64, i64* %"grid.d1"
  %".106" = add i64 %".105", %".104"
  %".107" = icmp eq i64 %".106", %".88"
  %".108" = select  i1 %".107", i64 0, i64 %".106"
  store i64 %".108", i64* %"grid.d1"
  %".110" = zext i1 %".107" to i64
  %".111" = load i64, i64* %"grid.d2"
  %".112" = add i64 %".111", %".110"
  %".113" = icmp eq i64 %".112", %".89"
  %".114" = select  i1 %".113", i64 0, i64 %".112"
  store i64 %".114", i64* %"grid.d2"
  %".116" = zext i1 %".113" to i64
  %".117" = load i64, i64* %"grid.d3"
  %".118" = add i64 %".117", %".116"
  store i64 %".118", i64* %"grid.d3"
  br label %"work.endif"
work.else:
  %".121" = srem i64 %".44", %"n_panels"
  store i64 %".121", i64* %"grid.d0"
  %".123" = sdiv i64 %".44", %"n_panels"
  %".124" = srem i64 %".123", %".88"
  store i64 %".124", i64* %"grid.d1"
  %".126" = sdiv i64 %".123", %".88"
  %".127" = srem i64 %".126", %".89"
  store i64 %".127", i64* %"grid.d2"
  %".129" = sdiv i64 %".126", %".89"
  store i64 %".129", i64* %"grid.d3"
  br label %"work.endif"
work.endif:
  store i64 %".44", i64* %"grid.last"
  %"grid0" = load i64, i64* %"grid.d0"
  %"grid1" = load i64, i64* %"grid.d1"
  %"grid2" = load i64, i64* %"grid.d2"
  %"grid3" = load i64, i64* %"grid.d3"
  %"tile" = select  i1 %".87", i64 %"grid2", i64 %"grid1"
  %"group" = select  i1 %".87", i64 %"grid1", i64 %"grid2"
  %".133" = mul i64 %"grid3", %"a_bs"
  %".134" = mul i64 %"group", %"a_gs"
  %".135" = add i64 %".133", %".134"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".135"
  %".136" = mul i64 %"group", %"w_gs"
  %".137" = mul i64 %"grid0", %"w_ps"
  %".138" = add i64 %".136", %".137"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".138"
  %"n0" = mul i64 %"grid0", 16
  %".139" = sub i64 %"k", %"n0"
  %".140" = icmp slt i64 %".139", 16
  %".141" = select  i1 %".140", i64 %".139", i64 16
  %".142" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".142"
  %".143" = icmp ne i64 %"residual.int", 0
  %"m0" = mul i64 %"tile", 2
  %".144" = sub i64 %"m", %"m0"
  %".145" = icmp slt i64 %".144", 2
  %".146" = select  i1 %".145", i64 %".144", i64 2
  %".147" = mul i64 %"grid3", %"c_bs"
  %".148" = mul i64 %"group", %"c_gs"
  %".149" = add i64 %".147", %".148"
  %".150" = mul i64 %"n0", 4
  %".151" = add i64 %".149", %".150"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".151"
  %".152" = sub i64 %".146", 1
  %".153" = getelementptr i8, ptr %"w_panel", i64 0
  %".154" = load <16 x float>, ptr %".153", align 64
  store <16 x float> %".154", <16 x float>* %"acc0_0"
  %".156" = getelementptr i8, ptr %"w_panel", i64 0
  %".157" = load <16 x float>, ptr %".156", align 64
  store <16 x float> %".157", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  store i64 0, i64* %"since_flush"
  %".163" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".163", ptr %"w_cursor"
  %".165" = mul i64 %"ks", %"kc"
  %".166" = icmp sgt i64 %".165", 128
  br i1 %".166", label %"work.endif.if", label %"work.endif.else"
work.endif.if:
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
work.endif.else:
  store i64 0, i64* %"taps_short.i"
  br label %"taps_short.head"
work.endif.endif:
  %".323" = load i1, i1* %"flushed"
  br i1 %".323", label %"work.endif.endif.if", label %"work.endif.endif.endif"
taps.head:
  %".170" = load i64, i64* %"taps.i"
  %".171" = icmp slt i64 %".170", %"ks"
  br i1 %".171", label %"taps.body", label %"taps.done"
taps.body:
  %".173" = mul i64 %"ks", 2
  %".174" = mul i64 %"tile", %".173"
  %".175" = mul i64 %".170", 2
  %".176" = add i64 %".174", %".175"
  %".177" = add i64 %".176", 0
  %".178" = getelementptr i64, ptr %"ind", i64 %".177"
  %"off0" = load i64, ptr %".178"
  %".179" = icmp slt i64 %"off0", 0
  %".180" = getelementptr i8, ptr %"a_base", i64 %"off0"
  %"a0" = select  i1 %".179", ptr %"zero", ptr %".180"
  %".181" = add i64 %".176", 1
  %".182" = getelementptr i64, ptr %"ind", i64 %".181"
  %"off1" = load i64, ptr %".182"
  %".183" = icmp slt i64 %"off1", 0
  %".184" = and i1 %".179", %".183"
  %".185" = getelementptr i8, ptr %"a_base", i64 %"off1"
  %"a1" = select  i1 %".183", ptr %"zero", ptr %".185"
  %".186" = mul i64 %".170", %"kc"
  %".187" = mul i64 %".186", 64
  %".188" = getelementptr i8, ptr %".163", i64 %".187"
  store ptr %".188", ptr %"w_cursor"
  br i1 %".184", label %"tap_done", label %"tap_work"
taps.done:
  br label %"work.endif.endif"
tap_work:
  %".191" = add i64 %"kc", 127
  %"chunks" = sdiv i64 %".191", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
tap_done:
  %".256" = load i64, i64* %"taps.i"
  %".257" = add i64 %".256", 1
  store i64 %".257", i64* %"taps.i"
  br label %"taps.head"
channel_chunks.head:
  %".194" = load i64, i64* %"channel_chunks.i"
  %".195" = icmp slt i64 %".194", %"chunks"
  br i1 %".195", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".194", 128
  %".197" = sub i64 %"kc", %"chunk_lo"
  %".198" = icmp slt i64 %".197", 128
  %".199" = select  i1 %".198", i64 %".197", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  br label %"tap_done"
channels.head:
  %".202" = load i64, i64* %"channels.i"
  %".203" = icmp slt i64 %".202", %".199"
  br i1 %".203", label %"channels.body", label %"channels.done"
channels.body:
  %".205" = load <16 x float>, <16 x float>* %"acc0_0"
  %".206" = load <16 x float>, <16 x float>* %"acc1_0"
  %".207" = load ptr, ptr %"w_cursor"
  %".208" = mul i64 %".202", 1
  %".209" = add i64 %".208", 0
  %".210" = add i64 %"chunk_lo", %".209"
  %".211" = getelementptr i8, ptr %".207", i64 0
  %".212" = getelementptr i8, ptr %".211", i64 0
  %".213" = load <16 x float>, ptr %".212", align 64
  %".214" = mul i64 %".210", 4
  %".215" = getelementptr i8, ptr %"a0", i64 %".214"
  %".216" = load float, ptr %".215", align 4
  %".217" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".216", i32 0
  %".218" = shufflevector <16 x float> %".217", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".219" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".218", <16 x float> %".213", <16 x float> %".205")
  %".220" = getelementptr i8, ptr %"a1", i64 %".214"
  %".221" = load float, ptr %".220", align 4
  %".222" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".221", i32 0
  %".223" = shufflevector <16 x float> %".222", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".224" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".223", <16 x float> %".213", <16 x float> %".206")
  store <16 x float> %".219", <16 x float>* %"acc0_0"
  store <16 x float> %".224", <16 x float>* %"acc1_0"
  %".227" = getelementptr i8, ptr %".207", i64 64
  store ptr %".227", ptr %"w_cursor"
  %".229" = load i64, i64* %"channels.i"
  %".230" = add i64 %".229", 1
  store i64 %".230", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".233" = load i64, i64* %"since_flush"
  %".234" = add i64 %".233", %".199"
  store i64 %".234", i64* %"since_flush"
  %".236" = icmp sge i64 %".234", 128
  br i1 %".236", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".238" = load <16 x float>, <16 x float>* %"total0_0"
  %".239" = load <16 x float>, <16 x float>* %"acc0_0"
  %".240" = fadd <16 x float> %".238", %".239"
  store <16 x float> %".240", <16 x float>* %"total0_0"
  %".242" = load <16 x float>, <16 x float>* %"total1_0"
  %".243" = load <16 x float>, <16 x float>* %"acc1_0"
  %".244" = fadd <16 x float> %".242", %".243"
  store <16 x float> %".244", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".251" = load i64, i64* %"channel_chunks.i"
  %".252" = add i64 %".251", 1
  store i64 %".252", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".263" = load i64, i64* %"taps_short.i"
  %".264" = icmp slt i64 %".263", %"ks"
  br i1 %".264", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".266" = mul i64 %"ks", 2
  %".267" = mul i64 %"tile", %".266"
  %".268" = mul i64 %".263", 2
  %".269" = add i64 %".267", %".268"
  %".270" = add i64 %".269", 0
  %".271" = getelementptr i64, ptr %"ind", i64 %".270"
  %"off0.1" = load i64, ptr %".271"
  %".272" = icmp slt i64 %"off0.1", 0
  %".273" = getelementptr i8, ptr %"a_base", i64 %"off0.1"
  %"a0.1" = select  i1 %".272", ptr %"zero", ptr %".273"
  %".274" = add i64 %".269", 1
  %".275" = getelementptr i64, ptr %"ind", i64 %".274"
  %"off1.1" = load i64, ptr %".275"
  %".276" = icmp slt i64 %"off1.1", 0
  %".277" = and i1 %".272", %".276"
  %".278" = getelementptr i8, ptr %"a_base", i64 %"off1.1"
  %"a1.1" = select  i1 %".276", ptr %"zero", ptr %".278"
  %".279" = mul i64 %".263", %"kc"
  %".280" = mul i64 %".279", 64
  %".281" = getelementptr i8, ptr %".163", i64 %".280"
  store ptr %".281", ptr %"w_cursor"
  br i1 %".277", label %"tap_done.1", label %"tap_work.1"
taps_short.done:
  br label %"work.endif.endif"
tap_work.1:
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
tap_done.1:
  %".318" = load i64, i64* %"taps_short.i"
  %".319" = add i64 %".318", 1
  store i64 %".319", i64* %"taps_short.i"
  br label %"taps_short.head"
channels.head.1:
  %".286" = load i64, i64* %"channels.i.1"
  %".287" = icmp slt i64 %".286", %"kc"
  br i1 %".287", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".289" = load <16 x float>, <16 x float>* %"acc0_0"
  %".290" = load <16 x float>, <16 x float>* %"acc1_0"
  %".291" = load ptr, ptr %"w_cursor"
  %".292" = mul i64 %".286", 1
  %".293" = add i64 %".292", 0
  %".294" = add i64 0, %".293"
  %".295" = getelementptr i8, ptr %".291", i64 0
  %".296" = getelementptr i8, ptr %".295", i64 0
  %".297" = load <16 x float>, ptr %".296", align 64
  %".298" = mul i64 %".294", 4
  %".299" = getelementptr i8, ptr %"a0.1", i64 %".298"
  %".300" = load float, ptr %".299", align 4
  %".301" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".300", i32 0
  %".302" = shufflevector <16 x float> %".301", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".303" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".302", <16 x float> %".297", <16 x float> %".289")
  %".304" = getelementptr i8, ptr %"a1.1", i64 %".298"
  %".305" = load float, ptr %".304", align 4
  %".306" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".305", i32 0
  %".307" = shufflevector <16 x float> %".306", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".308" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".307", <16 x float> %".297", <16 x float> %".290")
  store <16 x float> %".303", <16 x float>* %"acc0_0"
  store <16 x float> %".308", <16 x float>* %"acc1_0"
  %".311" = getelementptr i8, ptr %".291", i64 64
  store ptr %".311", ptr %"w_cursor"
  %".313" = load i64, i64* %"channels.i.1"
  %".314" = add i64 %".313", 1
  store i64 %".314", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  br label %"tap_done.1"
work.endif.endif.if:
  %".325" = load <16 x float>, <16 x float>* %"total0_0"
  %".326" = load <16 x float>, <16 x float>* %"acc0_0"
  %".327" = fadd <16 x float> %".325", %".326"
  store <16 x float> %".327", <16 x float>* %"total0_0"
  %".329" = load <16 x float>, <16 x float>* %"total1_0"
  %".330" = load <16 x float>, <16 x float>* %"acc1_0"
  %".331" = fadd <16 x float> %".329", %".330"
  store <16 x float> %".331", <16 x float>* %"total1_0"
  %".333" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".333", <16 x float>* %"acc0_0"
  %".335" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".335", <16 x float>* %"acc1_0"
  br label %"work.endif.endif.endif"
work.endif.endif.endif:
  %".338" = icmp slt i64 0, %".152"
  %".339" = select  i1 %".338", i64 0, i64 %".152"
  %".340" = add i64 %"m0", %".339"
  %".341" = icmp slt i64 1, %".152"
  %".342" = select  i1 %".341", i64 1, i64 %".152"
  %".343" = add i64 %"m0", %".342"
  br i1 %"grid", label %"work.endif.endif.endif.if", label %"work.endif.endif.endif.else"
work.endif.endif.endif.if:
  %".345" = sdiv i64 %".340", %"row_pixels"
  %".346" = mul i64 %".345", %"row_stride"
  %".347" = srem i64 %".340", %"row_pixels"
  %".348" = mul i64 %".347", %"ldc"
  %".349" = add i64 %".346", %".348"
  %".350" = sdiv i64 %".343", %"row_pixels"
  %".351" = mul i64 %".350", %"row_stride"
  %".352" = srem i64 %".343", %"row_pixels"
  %".353" = mul i64 %".352", %"ldc"
  %".354" = add i64 %".351", %".353"
  br label %"work.endif.endif.endif.endif"
work.endif.endif.endif.else:
  %".356" = mul i64 %".340", %"ldc"
  %".357" = mul i64 %".343", %"ldc"
  br label %"work.endif.endif.endif.endif"
work.endif.endif.endif.endif:
  %".359" = phi  i64 [%".349", %"work.endif.endif.endif.if"], [%".356", %"work.endif.endif.endif.else"]
  %".360" = phi  i64 [%".354", %"work.endif.endif.endif.if"], [%".357", %"work.endif.endif.endif.else"]
  %".361" = getelementptr i8, ptr %"c_tile", i64 %".359"
  %".362" = getelementptr i8, ptr %"c_tile", i64 %".360"
  %".363" = ptrtoint ptr %"c_tile" to i64
  %".364" = ptrtoint ptr %"c" to i64
  %".365" = sub i64 %".363", %".364"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".365"
  %".366" = getelementptr i8, ptr %"r_tile", i64 %".359"
  %".367" = getelementptr i8, ptr %"r_tile", i64 %".360"
  %".368" = icmp eq i64 %".141", 16
  br i1 %".368", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".372" = load <16 x float>, <16 x float>* %"acc0_0"
  %".373" = fcmp olt <16 x float> %".372", %".30"
  %".374" = select  <16 x i1> %".373", <16 x float> %".30", <16 x float> %".372"
  %".375" = fcmp ogt <16 x float> %".374", %".34"
  %".376" = select  <16 x i1> %".375", <16 x float> %".34", <16 x float> %".374"
  %".377" = load <16 x float>, <16 x float>* %"acc1_0"
  %".378" = fcmp olt <16 x float> %".377", %".30"
  %".379" = select  <16 x i1> %".378", <16 x float> %".30", <16 x float> %".377"
  %".380" = fcmp ogt <16 x float> %".379", %".34"
  %".381" = select  <16 x i1> %".380", <16 x float> %".34", <16 x float> %".379"
  %".382" = getelementptr i8, ptr %".361", i64 0
  store <16 x float> %".376", ptr %".382", align 4
  %".384" = getelementptr i8, ptr %".362", i64 0
  store <16 x float> %".381", ptr %".384", align 4
  br label %"claim"
store_full_residual:
  %".387" = load <16 x float>, <16 x float>* %"acc0_0"
  %".388" = getelementptr i8, ptr %".366", i64 0
  %".389" = load <16 x float>, ptr %".388", align 4
  %".390" = fadd <16 x float> %".387", %".389"
  %".391" = fcmp olt <16 x float> %".390", %".30"
  %".392" = select  <16 x i1> %".391", <16 x float> %".30", <16 x float> %".390"
  %".393" = fcmp ogt <16 x float> %".392", %".34"
  %".394" = select  <16 x i1> %".393", <16 x float> %".34", <16 x float> %".392"
  %".395" = load <16 x float>, <16 x float>* %"acc1_0"
  %".396" = getelementptr i8, ptr %".367", i64 0
  %".397" = load <16 x float>, ptr %".396", align 4
  %".398" = fadd <16 x float> %".395", %".397"
  %".399" = fcmp olt <16 x float> %".398", %".30"
  %".400" = select  <16 x i1> %".399", <16 x float> %".30", <16 x float> %".398"
  %".401" = fcmp ogt <16 x float> %".400", %".34"
  %".402" = select  <16 x i1> %".401", <16 x float> %".34", <16 x float> %".400"
  %".403" = getelementptr i8, ptr %".361", i64 0
  store <16 x float> %".394", ptr %".403", align 4
  %".405" = getelementptr i8, ptr %".362", i64 0
  store <16 x float> %".402", ptr %".405", align 4
  br label %"claim"
store_partial:
  %".408" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".141", i32 0
  %".409" = shufflevector <16 x i64> %".408", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".410" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".409"
  %".411" = load <16 x float>, <16 x float>* %"acc0_0"
  %".412" = fcmp olt <16 x float> %".411", %".30"
  %".413" = select  <16 x i1> %".412", <16 x float> %".30", <16 x float> %".411"
  %".414" = fcmp ogt <16 x float> %".413", %".34"
  %".415" = select  <16 x i1> %".414", <16 x float> %".34", <16 x float> %".413"
  %".416" = load <16 x float>, <16 x float>* %"acc1_0"
  %".417" = fcmp olt <16 x float> %".416", %".30"
  %".418" = select  <16 x i1> %".417", <16 x float> %".30", <16 x float> %".416"
  %".419" = fcmp ogt <16 x float> %".418", %".34"
  %".420" = select  <16 x i1> %".419", <16 x float> %".34", <16 x float> %".418"
  %".421" = getelementptr i8, ptr %".361", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".415", ptr %".421", i32 4, <16 x i1> %".410")
  %".423" = getelementptr i8, ptr %".362", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".420", ptr %".423", i32 4, <16 x i1> %".410")
  br label %"claim"
store_partial_residual:
  %".426" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".141", i32 0
  %".427" = shufflevector <16 x i64> %".426", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".428" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".427"
  %".429" = load <16 x float>, <16 x float>* %"acc0_0"
  %".430" = getelementptr i8, ptr %".366", i64 0
  %".431" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".430", i32 4, <16 x i1> %".428", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".432" = fadd <16 x float> %".429", %".431"
  %".433" = fcmp olt <16 x float> %".432", %".30"
  %".434" = select  <16 x i1> %".433", <16 x float> %".30", <16 x float> %".432"
  %".435" = fcmp ogt <16 x float> %".434", %".34"
  %".436" = select  <16 x i1> %".435", <16 x float> %".34", <16 x float> %".434"
  %".437" = load <16 x float>, <16 x float>* %"acc1_0"
  %".438" = getelementptr i8, ptr %".367", i64 0
  %".439" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".438", i32 4, <16 x i1> %".428", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".440" = fadd <16 x float> %".437", %".439"
  %".441" = fcmp olt <16 x float> %".440", %".30"
  %".442" = select  <16 x i1> %".441", <16 x float> %".30", <16 x float> %".440"
  %".443" = fcmp ogt <16 x float> %".442", %".34"
  %".444" = select  <16 x i1> %".443", <16 x float> %".34", <16 x float> %".442"
  %".445" = getelementptr i8, ptr %".361", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".436", ptr %".445", i32 4, <16 x i1> %".428")
  %".447" = getelementptr i8, ptr %".362", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".444", ptr %".447", i32 4, <16 x i1> %".428")
  br label %"claim"
store_full_choice:
  br i1 %".143", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".143", label %"store_partial_residual", label %"store_partial"
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
  %"grid.d3" = alloca i64
  store i64 0, i64* %"grid.d3"
  %"grid.d2" = alloca i64
  store i64 0, i64* %"grid.d2"
  %"grid.d1" = alloca i64
  store i64 0, i64* %"grid.d1"
  %"grid.d0" = alloca i64
  store i64 0, i64* %"grid.d0"
  %"grid.last" = alloca i64
  store i64 -2, i64* %"grid.last"
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
  %".88" = select  i1 %".87", i64 %"groups", i64 %"m_tiles"
  %".89" = select  i1 %".87", i64 %"m_tiles", i64 %"groups"
  %".95" = load i64, i64* %"grid.last"
  %".96" = add i64 %".95", 1
  %".97" = icmp eq i64 %".44", %".96"
  br i1 %".97", label %"work.if", label %"work.else"
exit:
  %".82" = getelementptr i64, ptr %"schedule", i64 1
  %".83" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".84" = atomicrmw add ptr %".82", i64 %".83" release
  ret void
work.if:
  %".99" = load i64, i64* %"grid.d0"
  %".100" = add i64 %".99", 1
  %".101" = icmp eq i64 %".100", %"n_panels"
  %".102" = select  i1 %".101", i64 0, i64 %".100"
  store i64 %".102", i64* %"grid.d0"
  %".104" = zext i1 %".101" to i64
  %".105" = load i64, i64* %"grid.d1"
  %".106" = add i64 %".105", %".104"
  %".107" = icmp eq i64 %".106", %".88"
  %".108" = select  i1 %".107", i64 0, i64 %".106"
  store i64 %".108", i64* %"grid.d1"
  %".110" = zext i1 %".107" to i64
  %".111" = load i64, i64* %"grid.d2"
  %".112" = add i64 %".111", %".110"
  %".113" = icmp eq i64 %".112", %".89"
  %".114" = select  i1 %".113", i64 0, i64 %".112"
  store i64 %".114", i64* %"grid.d2"
  %".116" = zext i1 %".113" to i64
  %".117" = load i64, i64* %"grid.d3"
  %".118" = add i64 %".117", %".116"
  store i64 %".118", i64* %"grid.d3"
  br label %"work.endif"
work.else:
  %".121" = srem i64 %".44", %"n_panels"
  store i64 %".121", i64* %"grid.d0"
  %".123" = sdiv i64 %".44", %"n_panels"
  %".124" = srem i64 %".123", %".88"
  store i64 %".124", i64* %"grid.d1"
  %".126" = sdiv i64 %".123", %".88"
  %".127" = srem i64 %".126", %".89"
  store i64 %".127", i64* %"grid.d2"
  %".129" = sdiv i64 %".126", %".89"
  store i64 %".129", i64* %"grid.d3"
  br label %"work.endif"
work.endif:
  store i64 %".44", i64* %"grid.last"
  %"grid0" = load i64, i64* %"grid.d0"
  %"grid1" = load i64, i64* %"grid.d1"
  %"grid2" = load i64, i64* %"grid.d2"
  %"grid3" = load i64, i64* %"grid.d3"
  %"tile" = select  i1 %".87", i64 %"grid2", i64 %"grid1"
  %"group" = select  i1 %".87", i64 %"grid1", i64 %"grid2"
  %".133" = mul i64 %"grid3", %"a_bs"
  %".134" = mul i64 %"group", %"a_gs"
  %".135" = add i64 %".133", %".134"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".135"
  %".136" = mul i64 %"group", %"w_gs"
  %".137" = mul i64 %"grid0", %"w_ps"
  %".138" = add i64 %".136", %".137"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".138"
  %"n0" = mul i64 %"grid0", 16
  %".139" = sub i64 %"k", %"n0"
  %".140" = icmp slt i64 %".139", 16
  %".141" = select  i1 %".140", i64 %".139", i64 16
  %".142" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".142"
  %".143" = icmp ne i64 %"residual.int", 0
  %"m0" = mul i64 %"tile", 2
  %".144" = sub i64 %"m", %"m0"
  %".145" = icmp slt i64 %".144", 2
  %".146" = select  i1 %".145", i64 %".144", i64 2
  %".147" = mul i64 %"grid3", %"c_bs"
  %".148" = mul i64 %"group", %"c_gs"
  %".149" = add i64 %".147", %".148"
  %".150" = mul i64 %"n0", 4
  %".151" = add i64 %".149", %".150"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".151"
  %".152" = sub i64 %".146", 1
  %".153" = getelementptr i8, ptr %"w_panel", i64 0
  %".154" = load <16 x float>, ptr %".153", align 64
  store <16 x float> %".154", <16 x float>* %"acc0_0"
  %".156" = getelementptr i8, ptr %"w_panel", i64 0
  %".157" = load <16 x float>, ptr %".156", align 64
  store <16 x float> %".157", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  store i64 0, i64* %"since_flush"
  %".163" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".163", ptr %"w_cursor"
  %".165" = mul i64 %"ks", %"kc"
  %".166" = icmp sgt i64 %".165", 128
  br i1 %".166", label %"work.endif.if", label %"work.endif.else"
work.endif.if:
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
work.endif.else:
  store i64 0, i64* %"taps_short.i"
  br label %"taps_short.head"
work.endif.endif:
  %".309" = load i1, i1* %"flushed"
  br i1 %".309", label %"work.endif.endif.if", label %"work.endif.endif.endif"
taps.head:
  %".170" = load i64, i64* %"taps.i"
  %".171" = icmp slt i64 %".170", %"ks"
  br i1 %".171", label %"taps.body", label %"taps.done"
taps.body:
  %".173" = icmp slt i64 0, %".152"
  %".174" = select  i1 %".173", i64 0, i64 %".152"
  %".175" = add i64 %"m0", %".174"
  %".176" = mul i64 %".175", %"lda"
  %"a0" = getelementptr i8, ptr %"a_base", i64 %".176"
  %".177" = icmp slt i64 1, %".152"
  %".178" = select  i1 %".177", i64 1, i64 %".152"
  %".179" = add i64 %"m0", %".178"
  %".180" = mul i64 %".179", %"lda"
  %"a1" = getelementptr i8, ptr %"a_base", i64 %".180"
  %".181" = mul i64 %".170", %"kc"
  %".182" = mul i64 %".181", 64
  %".183" = getelementptr i8, ptr %".163", i64 %".182"
  store ptr %".183", ptr %"w_cursor"
  %".185" = add i64 %"kc", 127
  %"chunks" = sdiv i64 %".185", 128
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps.done:
  br label %"work.endif.endif"
channel_chunks.head:
  %".188" = load i64, i64* %"channel_chunks.i"
  %".189" = icmp slt i64 %".188", %"chunks"
  br i1 %".189", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".188", 128
  %".191" = sub i64 %"kc", %"chunk_lo"
  %".192" = icmp slt i64 %".191", 128
  %".193" = select  i1 %".192", i64 %".191", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  %".249" = load i64, i64* %"taps.i"
  %".250" = add i64 %".249", 1
  store i64 %".250", i64* %"taps.i"
  br label %"taps.head"
channels.head:
  %".196" = load i64, i64* %"channels.i"
  %".197" = icmp slt i64 %".196", %".193"
  br i1 %".197", label %"channels.body", label %"channels.done"
channels.body:
  %".199" = load <16 x float>, <16 x float>* %"acc0_0"
  %".200" = load <16 x float>, <16 x float>* %"acc1_0"
  %".201" = load ptr, ptr %"w_cursor"
  %".202" = mul i64 %".196", 1
  %".203" = add i64 %".202", 0
  %".204" = add i64 %"chunk_lo", %".203"
  %".205" = getelementptr i8, ptr %".201", i64 0
  %".206" = getelementptr i8, ptr %".205", i64 0
  %".207" = load <16 x float>, ptr %".206", align 64
  %".208" = mul i64 %".204", 4
  %".209" = getelementptr i8, ptr %"a0", i64 %".208"
  %".210" = load float, ptr %".209", align 4
  %".211" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".210", i32 0
  %".212" = shufflevector <16 x float> %".211", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".213" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".212", <16 x float> %".207", <16 x float> %".199")
  %".214" = getelementptr i8, ptr %"a1", i64 %".208"
  %".215" = load float, ptr %".214", align 4
  %".216" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".215", i32 0
  %".217" = shufflevector <16 x float> %".216", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".218" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".217", <16 x float> %".207", <16 x float> %".200")
  store <16 x float> %".213", <16 x float>* %"acc0_0"
  store <16 x float> %".218", <16 x float>* %"acc1_0"
  %".221" = getelementptr i8, ptr %".201", i64 64
  store ptr %".221", ptr %"w_cursor"
  %".223" = load i64, i64* %"channels.i"
  %".224" = add i64 %".223", 1
  store i64 %".224", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".227" = load i64, i64* %"since_flush"
  %".228" = add i64 %".227", %".193"
  store i64 %".228", i64* %"since_flush"
  %".230" = icmp sge i64 %".228", 128
  br i1 %".230", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".232" = load <16 x float>, <16 x float>* %"total0_0"
  %".233" = load <16 x float>, <16 x float>* %"acc0_0"
  %".234" = fadd <16 x float> %".232", %".233"
  store <16 x float> %".234", <16 x float>* %"total0_0"
  %".236" = load <16 x float>, <16 x float>* %"total1_0"
  %".237" = load <16 x float>, <16 x float>* %"acc1_0"
  %".238" = fadd <16 x float> %".236", %".237"
  store <16 x float> %".238", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".245" = load i64, i64* %"channel_chunks.i"
  %".246" = add i64 %".245", 1
  store i64 %".246", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".256" = load i64, i64* %"taps_short.i"
  %".257" = icmp slt i64 %".256", %"ks"
  br i1 %".257", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".259" = icmp slt i64 0, %".152"
  %".260" = select  i1 %".259", i64 0, i64 %".152"
  %".261" = add i64 %"m0", %".260"
  %".262" = mul i64 %".261", %"lda"
  %"a0.1" = getelementptr i8, ptr %"a_base", i64 %".262"
  %".263" = icmp slt i64 1, %".152"
  %".264" = select  i1 %".263", i64 1, i64 %".152"
  %".265" = add i64 %"m0", %".264"
  %".266" = mul i64 %".265", %"lda"
  %"a1.1" = getelementptr i8, ptr %"a_base", i64 %".266"
  %".267" = mul i64 %".256", %"kc"
  %".268" = mul i64 %".267", 64
  %".269" = getelementptr i8, ptr %".163", i64 %".268"
  store ptr %".269", ptr %"w_cursor"
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
taps_short.done:
  br label %"work.endif.endif"
channels.head.1:
  %".273" = load i64, i64* %"channels.i.1"
  %".274" = icmp slt i64 %".273", %"kc"
  br i1 %".274", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".276" = load <16 x float>, <16 x float>* %"acc0_0"
  %".277" = load <16 x float>, <16 x float>* %"acc1_0"
  %".278" = load ptr, ptr %"w_cursor"
  %".279" = mul i64 %".273", 1
  %".280" = add i64 %".279", 0
  %".281" = add i64 0, %".280"
  %".282" = getelementptr i8, ptr %".278", i64 0
  %".283" = getelementptr i8, ptr %".282", i64 0
  %".284" = load <16 x float>, ptr %".283", align 64
  %".285" = mul i64 %".281", 4
  %".286" = getelementptr i8, ptr %"a0.1", i64 %".285"
  %".287" = load float, ptr %".286", align 4
  %".288" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".287", i32 0
  %".289" = shufflevector <16 x float> %".288", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".290" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".289", <16 x float> %".284", <16 x float> %".276")
  %".291" = getelementptr i8, ptr %"a1.1", i64 %".285"
  %".292" = load float, ptr %".291", align 4
  %".293" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".292", i32 0
  %".294" = shufflevector <16 x float> %".293", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".295" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".294", <16 x float> %".284", <16 x float> %".277")
  store <16 x float> %".290", <16 x float>* %"acc0_0"
  store <16 x float> %".295", <16 x float>* %"acc1_0"
  %".298" = getelementptr i8, ptr %".278", i64 64
  store ptr %".298", ptr %"w_cursor"
  %".300" = load i64, i64* %"channels.i.1"
  %".301" = add i64 %".300", 1
  store i64 %".301", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  %".304" = load i64, i64* %"taps_short.i"
  %".305" = add i64 %".304", 1
  store i64 %".305", i64* %"taps_short.i"
  br label %"taps_short.head"
work.endif.endif.if:
  %".311" = load <16 x float>, <16 x float>* %"total0_0"
  %".312" = load <16 x float>, <16 x float>* %"acc0_0"
  %".313" = fadd <16 x float> %".311", %".312"
  store <16 x float> %".313", <16 x float>* %"total0_0"
  %".315" = load <16 x float>, <16 x float>* %"total1_0"
  %".316" = load <16 x float>, <16 x float>* %"acc1_0"
  %".317" = fadd <16 x float> %".315", %".316"
  store <16 x float> %".317", <16 x float>* %"total1_0"
  %".319" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".319", <16 x float>* %"acc0_0"
  %".321" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".321", <16 x float>* %"acc1_0"
  br label %"work.endif.endif.endif"
work.endif.endif.endif:
  %".324" = icmp slt i64 0, %".152"
  %".325" = select  i1 %".324", i64 0, i64 %".152"
  %".326" = add i64 %"m0", %".325"
  %".327" = icmp slt i64 1, %".152"
  %".328" = select  i1 %".327", i64 1, i64 %".152"
  %".329" = add i64 %"m0", %".328"
  br i1 %"grid", label %"work.endif.endif.endif.if", label %"work.endif.endif.endif.else"
work.endif.endif.endif.if:
  %".331" = sdiv i64 %".326", %"row_pixels"
  %".332" = mul i64 %".331", %"row_stride"
  %".333" = srem i64 %".326", %"row_pixels"
  %".334" = mul i64 %".333", %"ldc"
  %".335" = add i64 %".332", %".334"
  %".336" = sdiv i64 %".329", %"row_pixels"
  %".337" = mul i64 %".336", %"row_stride"
  %".338" = srem i64 %".329", %"row_pixels"
  %".339" = mul i64 %".338", %"ldc"
  %".340" = add i64 %".337", %".339"
  br label %"work.endif.endif.endif.endif"
work.endif.endif.endif.else:
  %".342" = mul i64 %".326", %"ldc"
  %".343" = mul i64 %".329", %"ldc"
  br label %"work.endif.endif.endif.endif"
work.endif.endif.endif.endif:
  %".345" = phi  i64 [%".335", %"work.endif.endif.endif.if"], [%".342", %"work.endif.endif.endif.else"]
  %".346" = phi  i64 [%".340", %"work.endif.endif.endif.if"], [%".343", %"work.endif.endif.endif.else"]
  %".347" = getelementptr i8, ptr %"c_tile", i64 %".345"
  %".348" = getelementptr i8, ptr %"c_tile", i64 %".346"
  %".349" = ptrtoint ptr %"c_tile" to i64
  %".350" = ptrtoint ptr %"c" to i64
  %".351" = sub i64 %".349", %".350"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".351"
  %".352" = getelementptr i8, ptr %"r_tile", i64 %".345"
  %".353" = getelementptr i8, ptr %"r_tile", i64 %".346"
  %".354" = icmp eq i64 %".141", 16
  br i1 %".354", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".358" = load <16 x float>, <16 x float>* %"acc0_0"
  %".359" = fcmp olt <16 x float> %".358", %".30"
  %".360" = select  <16 x i1> %".359", <16 x float> %".30", <16 x float> %".358"
  %".361" = fcmp ogt <16 x float> %".360", %".34"
  %".362" = select  <16 x i1> %".361", <16 x float> %".34", <16 x float> %".360"
  %".363" = load <16 x float>, <16 x float>* %"acc1_0"
  %".364" = fcmp olt <16 x float> %".363", %".30"
  %".365" = select  <16 x i1> %".364", <16 x float> %".30", <16 x float> %".363"
  %".366" = fcmp ogt <16 x float> %".365", %".34"
  %".367" = select  <16 x i1> %".366", <16 x float> %".34", <16 x float> %".365"
  %".368" = getelementptr i8, ptr %".347", i64 0
  store <16 x float> %".362", ptr %".368", align 4
  %".370" = getelementptr i8, ptr %".348", i64 0
  store <16 x float> %".367", ptr %".370", align 4
  br label %"claim"
store_full_residual:
  %".373" = load <16 x float>, <16 x float>* %"acc0_0"
  %".374" = getelementptr i8, ptr %".352", i64 0
  %".375" = load <16 x float>, ptr %".374", align 4
  %".376" = fadd <16 x float> %".373", %".375"
  %".377" = fcmp olt <16 x float> %".376", %".30"
  %".378" = select  <16 x i1> %".377", <16 x float> %".30", <16 x float> %".376"
  %".379" = fcmp ogt <16 x float> %".378", %".34"
  %".380" = select  <16 x i1> %".379", <16 x float> %".34", <16 x float> %".378"
  %".381" = load <16 x float>, <16 x float>* %"acc1_0"
  %".382" = getelementptr i8, ptr %".353", i64 0
  %".383" = load <16 x float>, ptr %".382", align 4
  %".384" = fadd <16 x float> %".381", %".383"
  %".385" = fcmp olt <16 x float> %".384", %".30"
  %".386" = select  <16 x i1> %".385", <16 x float> %".30", <16 x float> %".384"
  %".387" = fcmp ogt <16 x float> %".386", %".34"
  %".388" = select  <16 x i1> %".387", <16 x float> %".34", <16 x float> %".386"
  %".389" = getelementptr i8, ptr %".347", i64 0
  store <16 x float> %".380", ptr %".389", align 4
  %".391" = getelementptr i8, ptr %".348", i64 0
  store <16 x float> %".388", ptr %".391", align 4
  br label %"claim"
store_partial:
  %".394" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".141", i32 0
  %".395" = shufflevector <16 x i64> %".394", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".396" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".395"
  %".397" = load <16 x float>, <16 x float>* %"acc0_0"
  %".398" = fcmp olt <16 x float> %".397", %".30"
  %".399" = select  <16 x i1> %".398", <16 x float> %".30", <16 x float> %".397"
  %".400" = fcmp ogt <16 x float> %".399", %".34"
  %".401" = select  <16 x i1> %".400", <16 x float> %".34", <16 x float> %".399"
  %".402" = load <16 x float>, <16 x float>* %"acc1_0"
  %".403" = fcmp olt <16 x float> %".402", %".30"
  %".404" = select  <16 x i1> %".403", <16 x float> %".30", <16 x float> %".402"
  %".405" = fcmp ogt <16 x float> %".404", %".34"
  %".406" = select  <16 x i1> %".405", <16 x float> %".34", <16 x float> %".404"
  %".407" = getelementptr i8, ptr %".347", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".401", ptr %".407", i32 4, <16 x i1> %".396")
  %".409" = getelementptr i8, ptr %".348", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".406", ptr %".409", i32 4, <16 x i1> %".396")
  br label %"claim"
store_partial_residual:
  %".412" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".141", i32 0
  %".413" = shufflevector <16 x i64> %".412", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".414" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".413"
  %".415" = load <16 x float>, <16 x float>* %"acc0_0"
  %".416" = getelementptr i8, ptr %".352", i64 0
  %".417" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".416", i32 4, <16 x i1> %".414", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".418" = fadd <16 x float> %".415", %".417"
  %".419" = fcmp olt <16 x float> %".418", %".30"
  %".420" = select  <16 x i1> %".419", <16 x float> %".30", <16 x float> %".418"
  %".421" = fcmp ogt <16 x float> %".420", %".34"
  %".422" = select  <16 x i1> %".421", <16 x float> %".34", <16 x float> %".420"
  %".423" = load <16 x float>, <16 x float>* %"acc1_0"
  %".424" = getelementptr i8, ptr %".353", i64 0
  %".425" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".424", i32 4, <16 x i1> %".414", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".426" = fadd <16 x float> %".423", %".425"
  %".427" = fcmp olt <16 x float> %".426", %".30"
  %".428" = select  <16 x i1> %".427", <16 x float> %".30", <16 x float> %".426"
  %".429" = fcmp ogt <16 x float> %".428", %".34"
  %".430" = select  <16 x i1> %".429", <16 x float> %".34", <16 x float> %".428"
  %".431" = getelementptr i8, ptr %".347", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".422", ptr %".431", i32 4, <16 x i1> %".414")
  %".433" = getelementptr i8, ptr %".348", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".430", ptr %".433", i32 4, <16 x i1> %".414")
  br label %"claim"
store_full_choice:
  br i1 %".143", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".143", label %"store_partial_residual", label %"store_partial"
}
