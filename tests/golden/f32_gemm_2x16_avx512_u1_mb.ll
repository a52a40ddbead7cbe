; ixconv kernel module, spec: GemmSpec(isa='avx512', mr=2, nr=16, unroll=1, order='panel_inner', broadcast='memory', k_block=0, epilogue=(), dot='fma', bf16_output=False, bf16_residual=False)
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
  %".311" = load i1, i1* %"flushed"
  br i1 %".311", label %"work.endif.endif.if", label %"work.endif.endif.endif"
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
  %".250" = load i64, i64* %"taps.i"
  %".251" = add i64 %".250", 1
  store i64 %".251", i64* %"taps.i"
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
  %".216" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".213", ptr %".215", <16 x float> %".205")
  %".217" = getelementptr i8, ptr %"a1", i64 %".214"
  %".218" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".213", ptr %".217", <16 x float> %".206")
  store <16 x float> %".216", <16 x float>* %"acc0_0"
  store <16 x float> %".218", <16 x float>* %"acc1_0"
  %".221" = getelementptr i8, ptr %".207", i64 64
  store ptr %".221", ptr %"w_cursor"
  %".223" = load i64, i64* %"channels.i"
  %".224" = add i64 %".223", 1
  store i64 %".224", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".227" = load i64, i64* %"since_flush"
  %".228" = add i64 %".227", %".199"
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
  %".257" = load i64, i64* %"taps_short.i"
  %".258" = icmp slt i64 %".257", %"ks"
  br i1 %".258", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".260" = mul i64 %"ks", 2
  %".261" = mul i64 %"tile", %".260"
  %".262" = mul i64 %".257", 2
  %".263" = add i64 %".261", %".262"
  %".264" = add i64 %".263", 0
  %".265" = getelementptr i64, ptr %"ind", i64 %".264"
  %"off0.1" = load i64, ptr %".265"
  %".266" = icmp slt i64 %"off0.1", 0
  %".267" = getelementptr i8, ptr %"a_base", i64 %"off0.1"
  %"a0.1" = select  i1 %".266", ptr %"zero", ptr %".267"
  %".268" = add i64 %".263", 1
  %".269" = getelementptr i64, ptr %"ind", i64 %".268"
  %"off1.1" = load i64, ptr %".269"
  %".270" = icmp slt i64 %"off1.1", 0
  %".271" = and i1 %".266", %".270"
  %".272" = getelementptr i8, ptr %"a_base", i64 %"off1.1"
  %"a1.1" = select  i1 %".270", ptr %"zero", ptr %".272"
  %".273" = mul i64 %".257", %"kc"
  %".274" = mul i64 %".273", 64
  %".275" = getelementptr i8, ptr %".163", i64 %".274"
  store ptr %".275", ptr %"w_cursor"
  br i1 %".271", label %"tap_done.1", label %"tap_work.1"
taps_short.done:
  br label %"work.endif.endif"
tap_work.1:
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
tap_done.1:
  %".306" = load i64, i64* %"taps_short.i"
  %".307" = add i64 %".306", 1
  store i64 %".307", i64* %"taps_short.i"
  br label %"taps_short.head"
channels.head.1:
  %".280" = load i64, i64* %"channels.i.1"
  %".281" = icmp slt i64 %".280", %"kc"
  br i1 %".281", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".283" = load <16 x float>, <16 x float>* %"acc0_0"
  %".284" = load <16 x float>, <16 x float>* %"acc1_0"
  %".285" = load ptr, ptr %"w_cursor"
  %".286" = mul i64 %".280", 1
  %".287" = add i64 %".286", 0
  %".288" = add i64 0, %".287"
  %".289" = getelementptr i8, ptr %".285", i64 0
  %".290" = getelementptr i8, ptr %".289", i64 0
  %".291" = load <16 x float>, ptr %".290", align 64
  %".292" = mul i64 %".288", 4
  %".293" = getelementptr i8, ptr %"a0.1", i64 %".292"
  %".294" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".291", ptr %".293", <16 x float> %".283")
  %".295" = getelementptr i8, ptr %"a1.1", i64 %".292"
  %".296" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".291", ptr %".295", <16 x float> %".284")
  store <16 x float> %".294", <16 x float>* %"acc0_0"
  store <16 x float> %".296", <16 x float>* %"acc1_0"
  %".299" = getelementptr i8, ptr %".285", i64 64
  store ptr %".299", ptr %"w_cursor"
  %".301" = load i64, i64* %"channels.i.1"
  %".302" = add i64 %".301", 1
  store i64 %".302", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  br label %"tap_done.1"
work.endif.endif.if:
  %".313" = load <16 x float>, <16 x float>* %"total0_0"
  %".314" = load <16 x float>, <16 x float>* %"acc0_0"
  %".315" = fadd <16 x float> %".313", %".314"
  store <16 x float> %".315", <16 x float>* %"total0_0"
  %".317" = load <16 x float>, <16 x float>* %"total1_0"
  %".318" = load <16 x float>, <16 x float>* %"acc1_0"
  %".319" = fadd <16 x float> %".317", %".318"
  store <16 x float> %".319", <16 x float>* %"total1_0"
  %".321" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".321", <16 x float>* %"acc0_0"
  %".323" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".323", <16 x float>* %"acc1_0"
  br label %"work.endif.endif.endif"
work.endif.endif.endif:
  %".326" = icmp slt i64 0, %".152"
  %".327" = select  i1 %".326", i64 0, i64 %".152"
  %".328" = add i64 %"m0", %".327"
  %".329" = icmp slt i64 1, %".152"
  %".330" = select  i1 %".329", i64 1, i64 %".152"
  %".331" = add i64 %"m0", %".330"
  br i1 %"grid", label %"work.endif.endif.endif.if", label %"work.endif.endif.endif.else"
work.endif.endif.endif.if:
  %".333" = sdiv i64 %".328", %"row_pixels"
  %".334" = mul i64 %".333", %"row_stride"
  %".335" = srem i64 %".328", %"row_pixels"
  %".336" = mul i64 %".335", %"ldc"
  %".337" = add i64 %".334", %".336"
  %".338" = sdiv i64 %".331", %"row_pixels"
  %".339" = mul i64 %".338", %"row_stride"
  %".340" = srem i64 %".331", %"row_pixels"
  %".341" = mul i64 %".340", %"ldc"
  %".342" = add i64 %".339", %".341"
  br label %"work.endif.endif.endif.endif"
work.endif.endif.endif.else:
  %".344" = mul i64 %".328", %"ldc"
  %".345" = mul i64 %".331", %"ldc"
  br label %"work.endif.endif.endif.endif"
work.endif.endif.endif.endif:
  %".347" = phi  i64 [%".337", %"work.endif.endif.endif.if"], [%".344", %"work.endif.endif.endif.else"]
  %".348" = phi  i64 [%".342", %"work.endif.endif.endif.if"], [%".345", %"work.endif.endif.endif.else"]
  %".349" = getelementptr i8, ptr %"c_tile", i64 %".347"
  %".350" = getelementptr i8, ptr %"c_tile", i64 %".348"
  %".351" = ptrtoint ptr %"c_tile" to i64
  %".352" = ptrtoint ptr %"c" to i64
  %".353" = sub i64 %".351", %".352"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".353"
  %".354" = getelementptr i8, ptr %"r_tile", i64 %".347"
  %".355" = getelementptr i8, ptr %"r_tile", i64 %".348"
  %".356" = icmp eq i64 %".141", 16
  br i1 %".356", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".360" = load <16 x float>, <16 x float>* %"acc0_0"
  %".361" = fcmp olt <16 x float> %".360", %".30"
  %".362" = select  <16 x i1> %".361", <16 x float> %".30", <16 x float> %".360"
  %".363" = fcmp ogt <16 x float> %".362", %".34"
  %".364" = select  <16 x i1> %".363", <16 x float> %".34", <16 x float> %".362"
  %".365" = load <16 x float>, <16 x float>* %"acc1_0"
  %".366" = fcmp olt <16 x float> %".365", %".30"
  %".367" = select  <16 x i1> %".366", <16 x float> %".30", <16 x float> %".365"
  %".368" = fcmp ogt <16 x float> %".367", %".34"
  %".369" = select  <16 x i1> %".368", <16 x float> %".34", <16 x float> %".367"
  %".370" = getelementptr i8, ptr %".349", i64 0
  store <16 x float> %".364", ptr %".370", align 4
  %".372" = getelementptr i8, ptr %".350", i64 0
  store <16 x float> %".369", ptr %".372", align 4
  br label %"claim"
store_full_residual:
  %".375" = load <16 x float>, <16 x float>* %"acc0_0"
  %".376" = getelementptr i8, ptr %".354", i64 0
  %".377" = load <16 x float>, ptr %".376", align 4
  %".378" = fadd <16 x float> %".375", %".377"
  %".379" = fcmp olt <16 x float> %".378", %".30"
  %".380" = select  <16 x i1> %".379", <16 x float> %".30", <16 x float> %".378"
  %".381" = fcmp ogt <16 x float> %".380", %".34"
  %".382" = select  <16 x i1> %".381", <16 x float> %".34", <16 x float> %".380"
  %".383" = load <16 x float>, <16 x float>* %"acc1_0"
  %".384" = getelementptr i8, ptr %".355", i64 0
  %".385" = load <16 x float>, ptr %".384", align 4
  %".386" = fadd <16 x float> %".383", %".385"
  %".387" = fcmp olt <16 x float> %".386", %".30"
  %".388" = select  <16 x i1> %".387", <16 x float> %".30", <16 x float> %".386"
  %".389" = fcmp ogt <16 x float> %".388", %".34"
  %".390" = select  <16 x i1> %".389", <16 x float> %".34", <16 x float> %".388"
  %".391" = getelementptr i8, ptr %".349", i64 0
  store <16 x float> %".382", ptr %".391", align 4
  %".393" = getelementptr i8, ptr %".350", i64 0
  store <16 x float> %".390", ptr %".393", align 4
  br label %"claim"
store_partial:
  %".396" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".141", i32 0
  %".397" = shufflevector <16 x i64> %".396", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".398" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".397"
  %".399" = load <16 x float>, <16 x float>* %"acc0_0"
  %".400" = fcmp olt <16 x float> %".399", %".30"
  %".401" = select  <16 x i1> %".400", <16 x float> %".30", <16 x float> %".399"
  %".402" = fcmp ogt <16 x float> %".401", %".34"
  %".403" = select  <16 x i1> %".402", <16 x float> %".34", <16 x float> %".401"
  %".404" = load <16 x float>, <16 x float>* %"acc1_0"
  %".405" = fcmp olt <16 x float> %".404", %".30"
  %".406" = select  <16 x i1> %".405", <16 x float> %".30", <16 x float> %".404"
  %".407" = fcmp ogt <16 x float> %".406", %".34"
  %".408" = select  <16 x i1> %".407", <16 x float> %".34", <16 x float> %".406"
  %".409" = getelementptr i8, ptr %".349", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".403", ptr %".409", i32 4, <16 x i1> %".398")
  %".411" = getelementptr i8, ptr %".350", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".408", ptr %".411", i32 4, <16 x i1> %".398")
  br label %"claim"
store_partial_residual:
  %".414" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".141", i32 0
  %".415" = shufflevector <16 x i64> %".414", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".416" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".415"
  %".417" = load <16 x float>, <16 x float>* %"acc0_0"
  %".418" = getelementptr i8, ptr %".354", i64 0
  %".419" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".418", i32 4, <16 x i1> %".416", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".420" = fadd <16 x float> %".417", %".419"
  %".421" = fcmp olt <16 x float> %".420", %".30"
  %".422" = select  <16 x i1> %".421", <16 x float> %".30", <16 x float> %".420"
  %".423" = fcmp ogt <16 x float> %".422", %".34"
  %".424" = select  <16 x i1> %".423", <16 x float> %".34", <16 x float> %".422"
  %".425" = load <16 x float>, <16 x float>* %"acc1_0"
  %".426" = getelementptr i8, ptr %".355", i64 0
  %".427" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".426", i32 4, <16 x i1> %".416", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".428" = fadd <16 x float> %".425", %".427"
  %".429" = fcmp olt <16 x float> %".428", %".30"
  %".430" = select  <16 x i1> %".429", <16 x float> %".30", <16 x float> %".428"
  %".431" = fcmp ogt <16 x float> %".430", %".34"
  %".432" = select  <16 x i1> %".431", <16 x float> %".34", <16 x float> %".430"
  %".433" = getelementptr i8, ptr %".349", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".424", ptr %".433", i32 4, <16 x i1> %".416")
  %".435" = getelementptr i8, ptr %".350", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".432", ptr %".435", i32 4, <16 x i1> %".416")
  br label %"claim"
store_full_choice:
  br i1 %".143", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".143", label %"store_partial_residual", label %"store_partial"
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
  %".297" = load i1, i1* %"flushed"
  br i1 %".297", label %"work.endif.endif.if", label %"work.endif.endif.endif"
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
  %".243" = load i64, i64* %"taps.i"
  %".244" = add i64 %".243", 1
  store i64 %".244", i64* %"taps.i"
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
  %".210" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".207", ptr %".209", <16 x float> %".199")
  %".211" = getelementptr i8, ptr %"a1", i64 %".208"
  %".212" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".207", ptr %".211", <16 x float> %".200")
  store <16 x float> %".210", <16 x float>* %"acc0_0"
  store <16 x float> %".212", <16 x float>* %"acc1_0"
  %".215" = getelementptr i8, ptr %".201", i64 64
  store ptr %".215", ptr %"w_cursor"
  %".217" = load i64, i64* %"channels.i"
  %".218" = add i64 %".217", 1
  store i64 %".218", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".221" = load i64, i64* %"since_flush"
  %".222" = add i64 %".221", %".193"
  store i64 %".222", i64* %"since_flush"
  %".224" = icmp sge i64 %".222", 128
  br i1 %".224", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".226" = load <16 x float>, <16 x float>* %"total0_0"
  %".227" = load <16 x float>, <16 x float>* %"acc0_0"
  %".228" = fadd <16 x float> %".226", %".227"
  store <16 x float> %".228", <16 x float>* %"total0_0"
  %".230" = load <16 x float>, <16 x float>* %"total1_0"
  %".231" = load <16 x float>, <16 x float>* %"acc1_0"
  %".232" = fadd <16 x float> %".230", %".231"
  store <16 x float> %".232", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".239" = load i64, i64* %"channel_chunks.i"
  %".240" = add i64 %".239", 1
  store i64 %".240", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".250" = load i64, i64* %"taps_short.i"
  %".251" = icmp slt i64 %".250", %"ks"
  br i1 %".251", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".253" = icmp slt i64 0, %".152"
  %".254" = select  i1 %".253", i64 0, i64 %".152"
  %".255" = add i64 %"m0", %".254"
  %".256" = mul i64 %".255", %"lda"
  %"a0.1" = getelementptr i8, ptr %"a_base", i64 %".256"
  %".257" = icmp slt i64 1, %".152"
  %".258" = select  i1 %".257", i64 1, i64 %".152"
  %".259" = add i64 %"m0", %".258"
  %".260" = mul i64 %".259", %"lda"
  %"a1.1" = getelementptr i8, ptr %"a_base", i64 %".260"
  %".261" = mul i64 %".250", %"kc"
  %".262" = mul i64 %".261", 64
  %".263" = getelementptr i8, ptr %".163", i64 %".262"
  store ptr %".263", ptr %"w_cursor"
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
taps_short.done:
  br label %"work.endif.endif"
channels.head.1:
  %".267" = load i64, i64* %"channels.i.1"
  %".268" = icmp slt i64 %".267", %"kc"
  br i1 %".268", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".270" = load <16 x float>, <16 x float>* %"acc0_0"
  %".271" = load <16 x float>, <16 x float>* %"acc1_0"
  %".272" = load ptr, ptr %"w_cursor"
  %".273" = mul i64 %".267", 1
  %".274" = add i64 %".273", 0
  %".275" = add i64 0, %".274"
  %".276" = getelementptr i8, ptr %".272", i64 0
  %".277" = getelementptr i8, ptr %".276", i64 0
  %".278" = load <16 x float>, ptr %".277", align 64
  %".279" = mul i64 %".275", 4
  %".280" = getelementptr i8, ptr %"a0.1", i64 %".279"
  %".281" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".278", ptr %".280", <16 x float> %".270")
  %".282" = getelementptr i8, ptr %"a1.1", i64 %".279"
  %".283" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".278", ptr %".282", <16 x float> %".271")
  store <16 x float> %".281", <16 x float>* %"acc0_0"
  store <16 x float> %".283", <16 x float>* %"acc1_0"
  %".286" = getelementptr i8, ptr %".272", i64 64
  store ptr %".286", ptr %"w_cursor"
  %".288" = load i64, i64* %"channels.i.1"
  %".289" = add i64 %".288", 1
  store i64 %".289", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  %".292" = load i64, i64* %"taps_short.i"
  %".293" = add i64 %".292", 1
  store i64 %".293", i64* %"taps_short.i"
  br label %"taps_short.head"
work.endif.endif.if:
  %".299" = load <16 x float>, <16 x float>* %"total0_0"
  %".300" = load <16 x float>, <16 x float>* %"acc0_0"
  %".301" = fadd <16 x float> %".299", %".300"
  store <16 x float> %".301", <16 x float>* %"total0_0"
  %".303" = load <16 x float>, <16 x float>* %"total1_0"
  %".304" = load <16 x float>, <16 x float>* %"acc1_0"
  %".305" = fadd <16 x float> %".303", %".304"
  store <16 x float> %".305", <16 x float>* %"total1_0"
  %".307" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".307", <16 x float>* %"acc0_0"
  %".309" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".309", <16 x float>* %"acc1_0"
  br label %"work.endif.endif.endif"
work.endif.endif.endif:
  %".312" = icmp slt i64 0, %".152"
  %".313" = select  i1 %".312", i64 0, i64 %".152"
  %".314" = add i64 %"m0", %".313"
  %".315" = icmp slt i64 1, %".152"
  %".316" = select  i1 %".315", i64 1, i64 %".152"
  %".317" = add i64 %"m0", %".316"
  br i1 %"grid", label %"work.endif.endif.endif.if", label %"work.endif.endif.endif.else"
work.endif.endif.endif.if:
  %".319" = sdiv i64 %".314", %"row_pixels"
  %".320" = mul i64 %".319", %"row_stride"
  %".321" = srem i64 %".314", %"row_pixels"
  %".322" = mul i64 %".321", %"ldc"
  %".323" = add i64 %".320", %".322"
  %".324" = sdiv i64 %".317", %"row_pixels"
  %".325" = mul i64 %".324", %"row_stride"
  %".326" = srem i64 %".317", %"row_pixels"
  %".327" = mul i64 %".326", %"ldc"
  %".328" = add i64 %".325", %".327"
  br label %"work.endif.endif.endif.endif"
work.endif.endif.endif.else:
  %".330" = mul i64 %".314", %"ldc"
  %".331" = mul i64 %".317", %"ldc"
  br label %"work.endif.endif.endif.endif"
work.endif.endif.endif.endif:
  %".333" = phi  i64 [%".323", %"work.endif.endif.endif.if"], [%".330", %"work.endif.endif.endif.else"]
  %".334" = phi  i64 [%".328", %"work.endif.endif.endif.if"], [%".331", %"work.endif.endif.endif.else"]
  %".335" = getelementptr i8, ptr %"c_tile", i64 %".333"
  %".336" = getelementptr i8, ptr %"c_tile", i64 %".334"
  %".337" = ptrtoint ptr %"c_tile" to i64
  %".338" = ptrtoint ptr %"c" to i64
  %".339" = sub i64 %".337", %".338"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".339"
  %".340" = getelementptr i8, ptr %"r_tile", i64 %".333"
  %".341" = getelementptr i8, ptr %"r_tile", i64 %".334"
  %".342" = icmp eq i64 %".141", 16
  br i1 %".342", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".346" = load <16 x float>, <16 x float>* %"acc0_0"
  %".347" = fcmp olt <16 x float> %".346", %".30"
  %".348" = select  <16 x i1> %".347", <16 x float> %".30", <16 x float> %".346"
  %".349" = fcmp ogt <16 x float> %".348", %".34"
  %".350" = select  <16 x i1> %".349", <16 x float> %".34", <16 x float> %".348"
  %".351" = load <16 x float>, <16 x float>* %"acc1_0"
  %".352" = fcmp olt <16 x float> %".351", %".30"
  %".353" = select  <16 x i1> %".352", <16 x float> %".30", <16 x float> %".351"
  %".354" = fcmp ogt <16 x float> %".353", %".34"
  %".355" = select  <16 x i1> %".354", <16 x float> %".34", <16 x float> %".353"
  %".356" = getelementptr i8, ptr %".335", i64 0
  store <16 x float> %".350", ptr %".356", align 4
  %".358" = getelementptr i8, ptr %".336", i64 0
  store <16 x float> %".355", ptr %".358", align 4
  br label %"claim"
store_full_residual:
  %".361" = load <16 x float>, <16 x float>* %"acc0_0"
  %".362" = getelementptr i8, ptr %".340", i64 0
  %".363" = load <16 x float>, ptr %".362", align 4
  %".364" = fadd <16 x float> %".361", %".363"
  %".365" = fcmp olt <16 x float> %".364", %".30"
  %".366" = select  <16 x i1> %".365", <16 x float> %".30", <16 x float> %".364"
  %".367" = fcmp ogt <16 x float> %".366", %".34"
  %".368" = select  <16 x i1> %".367", <16 x float> %".34", <16 x float> %".366"
  %".369" = load <16 x float>, <16 x float>* %"acc1_0"
  %".370" = getelementptr i8, ptr %".341", i64 0
  %".371" = load <16 x float>, ptr %".370", align 4
  %".372" = fadd <16 x float> %".369", %".371"
  %".373" = fcmp olt <16 x float> %".372", %".30"
  %".374" = select  <16 x i1> %".373", <16 x float> %".30", <16 x float> %".372"
  %".375" = fcmp ogt <16 x float> %".374", %".34"
  %".376" = select  <16 x i1> %".375", <16 x float> %".34", <16 x float> %".374"
  %".377" = getelementptr i8, ptr %".335", i64 0
  store <16 x float> %".368", ptr %".377", align 4
  %".379" = getelementptr i8, ptr %".336", i64 0
  store <16 x float> %".376", ptr %".379", align 4
  br label %"claim"
store_partial:
  %".382" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".141", i32 0
  %".383" = shufflevector <16 x i64> %".382", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".384" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".383"
  %".385" = load <16 x float>, <16 x float>* %"acc0_0"
  %".386" = fcmp olt <16 x float> %".385", %".30"
  %".387" = select  <16 x i1> %".386", <16 x float> %".30", <16 x float> %".385"
  %".388" = fcmp ogt <16 x float> %".387", %".34"
  %".389" = select  <16 x i1> %".388", <16 x float> %".34", <16 x float> %".387"
  %".390" = load <16 x float>, <16 x float>* %"acc1_0"
  %".391" = fcmp olt <16 x float> %".390", %".30"
  %".392" = select  <16 x i1> %".391", <16 x float> %".30", <16 x float> %".390"
  %".393" = fcmp ogt <16 x float> %".392", %".34"
  %".394" = select  <16 x i1> %".393", <16 x float> %".34", <16 x float> %".392"
  %".395" = getelementptr i8, ptr %".335", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".389", ptr %".395", i32 4, <16 x i1> %".384")
  %".397" = getelementptr i8, ptr %".336", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".394", ptr %".397", i32 4, <16 x i1> %".384")
  br label %"claim"
store_partial_residual:
  %".400" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".141", i32 0
  %".401" = shufflevector <16 x i64> %".400", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".402" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".401"
  %".403" = load <16 x float>, <16 x float>* %"acc0_0"
  %".404" = getelementptr i8, ptr %".340", i64 0
  %".405" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".404", i32 4, <16 x i1> %".402", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".406" = fadd <16 x float> %".403", %".405"
  %".407" = fcmp olt <16 x float> %".406", %".30"
  %".408" = select  <16 x i1> %".407", <16 x float> %".30", <16 x float> %".406"
  %".409" = fcmp ogt <16 x float> %".408", %".34"
  %".410" = select  <16 x i1> %".409", <16 x float> %".34", <16 x float> %".408"
  %".411" = load <16 x float>, <16 x float>* %"acc1_0"
  %".412" = getelementptr i8, ptr %".341", i64 0
  %".413" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".412", i32 4, <16 x i1> %".402", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".414" = fadd <16 x float> %".411", %".413"
  %".415" = fcmp olt <16 x float> %".414", %".30"
  %".416" = select  <16 x i1> %".415", <16 x float> %".30", <16 x float> %".414"
  %".417" = fcmp ogt <16 x float> %".416", %".34"
  %".418" = select  <16 x i1> %".417", <16 x float> %".34", <16 x float> %".416"
  %".419" = getelementptr i8, ptr %".335", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".410", ptr %".419", i32 4, <16 x i1> %".402")
  %".421" = getelementptr i8, ptr %".336", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".418", ptr %".421", i32 4, <16 x i1> %".402")
  br label %"claim"
store_full_choice:
  br i1 %".143", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".143", label %"store_partial_residual", label %"store_partial"
}
