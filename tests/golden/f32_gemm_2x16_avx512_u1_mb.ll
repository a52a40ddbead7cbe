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
  %"skipped_chunks.i" = alloca i64
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
  %".35" = getelementptr i64, ptr %"args", i64 39
  %"tile_pixels.int" = load i64, ptr %".35"
  %"tabled" = icmp ne i64 %"tile_pixels.int", 0
  %".36" = add i64 %"m", 1
  %".37" = sdiv i64 %".36", 2
  %".38" = getelementptr i64, ptr %"args", i64 40
  %"tiles" = load i64, ptr %".38"
  %"m_tiles" = select  i1 %"tabled", i64 %"tiles", i64 %".37"
  %".39" = add i64 %"k", 15
  %"n_panels" = sdiv i64 %".39", 16
  %".40" = mul i64 %"batch", %"groups"
  %".41" = mul i64 %".40", %"m_tiles"
  %"total" = mul i64 %".41", %"n_panels"
  %"parts" = load i64, ptr %"schedule"
  store i64 0, i64* %"visited"
  store i64 0, i64* %"claimed"
  store i64 0, i64* %"batch_next"
  store i64 0, i64* %"batch_end"
  br label %"claim"
claim:
  %".47" = load i64, i64* %"batch_next"
  %".48" = load i64, i64* %"batch_end"
  %".49" = icmp slt i64 %".47", %".48"
  br i1 %".49", label %"got_item", label %"claim_batch"
claim_batch:
  %".51" = load i64, i64* %"visited"
  %".52" = icmp slt i64 %".51", %"parts"
  br i1 %".52", label %"claim_part", label %"exit"
claim_part:
  %".54" = add i64 %"part", %".51"
  %"part.1" = srem i64 %".54", %"parts"
  %".55" = mul i64 %"part.1", 8
  %".56" = add i64 8, %".55"
  %".57" = getelementptr i64, ptr %"schedule", i64 %".56"
  %".58" = add i64 %".56", 1
  %".59" = getelementptr i64, ptr %"schedule", i64 %".58"
  %"end" = load i64, ptr %".59"
  %".60" = load atomic i64, ptr %".57" monotonic, align 8
  %".61" = sub i64 %"end", %".60"
  %".62" = ashr i64 %".61", 3
  %".63" = icmp slt i64 %".62", 16
  %".64" = select  i1 %".63", i64 %".62", i64 16
  %".65" = icmp sgt i64 %".64", 1
  %".66" = select  i1 %".65", i64 %".64", i64 1
  %"first" = atomicrmw add ptr %".57", i64 %".66" monotonic
  %".67" = icmp slt i64 %"first", %"end"
  br i1 %".67", label %"got_batch", label %"next_part"
got_batch:
  store i64 %"first", i64* %"batch_next"
  %".70" = add i64 %"first", %".66"
  %".71" = icmp slt i64 %".70", %"end"
  %".72" = select  i1 %".71", i64 %".70", i64 %"end"
  store i64 %".72", i64* %"batch_end"
  br label %"claim"
got_item:
  %".75" = add i64 %".47", 1
  store i64 %".75", i64* %"batch_next"
  %".77" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".78" = add i64 %".77", 1
  store atomic i64 %".78", i64* %"claimed" monotonic, align 8
  %".80" = icmp slt i64 %".47", %"total"
  br i1 %".80", label %"work", label %"claim"
next_part:
  %".82" = add i64 %".51", 1
  store i64 %".82", i64* %"visited"
  br label %"claim"
work:
  %".89" = getelementptr i64, ptr %"args", i64 35
  %"groups_share_pixels" = load i64, ptr %".89"
  %".90" = icmp ne i64 %"groups_share_pixels", 0
  %".91" = select  i1 %".90", i64 %"groups", i64 %"m_tiles"
  %".92" = select  i1 %".90", i64 %"m_tiles", i64 %"groups"
  %".98" = load i64, i64* %"grid.last"
  %".99" = add i64 %".98", 1
  %".100" = icmp eq i64 %".47", %".99"
  br i1 %".100", label %"work.if", label %"work.else"
exit:
  %".85" = getelementptr i64, ptr %"schedule", i64 1
  %".86" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".87" = atomicrmw add ptr %".85", i64 %".86" release
  ret void
work.if:
  %".102" = load i64, i64* %"grid.d0"
  %".103" = add i64 %".102", 1
  %".104" = icmp eq i64 %".103", %"n_panels"
  %".105" = select  i1 %".104", i64 0, i64 %".103"
  store i64 %".105", i64* %"grid.d0"
  %".107" = zext i1 %".104" to i64
  %".108" = load i64, i64* %"grid.d1"
  %".109" = add i64 %".108", %".107"
  %".110" = icmp eq i64 %".109", %".91"
  %".111" = select  i1 %".110", i64 0, i64 %".109"
  store i64 %".111", i64* %"grid.d1"
  %".113" = zext i1 %".110" to i64
  %".114" = load i64, i64* %"grid.d2"
  %".115" = add i64 %".114", %".113"
  %".116" = icmp eq i64 %".115", %".92"
  %".117" = select  i1 %".116", i64 0, i64 %".115"
  store i64 %".117", i64* %"grid.d2"
  %".119" = zext i1 %".116" to i64
  %".120" = load i64, i64* %"grid.d3"
  %".121" = add i64 %".120", %".119"
  store i64 %".121", i64* %"grid.d3"
  br label %"work.endif"
work.else:
  %".124" = srem i64 %".47", %"n_panels"
  store i64 %".124", i64* %"grid.d0"
  %".126" = sdiv i64 %".47", %"n_panels"
  %".127" = srem i64 %".126", %".91"
  store i64 %".127", i64* %"grid.d1"
  %".129" = sdiv i64 %".126", %".91"
  %".130" = srem i64 %".129", %".92"
  store i64 %".130", i64* %"grid.d2"
  %".132" = sdiv i64 %".129", %".92"
  store i64 %".132", i64* %"grid.d3"
  br label %"work.endif"
work.endif:
  store i64 %".47", i64* %"grid.last"
  %"grid0" = load i64, i64* %"grid.d0"
  %"grid1" = load i64, i64* %"grid.d1"
  %"grid2" = load i64, i64* %"grid.d2"
  %"grid3" = load i64, i64* %"grid.d3"
  %"tile" = select  i1 %".90", i64 %"grid2", i64 %"grid1"
  %"group" = select  i1 %".90", i64 %"grid1", i64 %"grid2"
  %".136" = mul i64 %"grid3", %"a_bs"
  %".137" = mul i64 %"group", %"a_gs"
  %".138" = add i64 %".136", %".137"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".138"
  %".139" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".139"
  %".140" = icmp ne i64 %"residual.int", 0
  %".141" = mul i64 %"group", %"w_gs"
  %".142" = mul i64 %"grid0", %"w_ps"
  %".143" = add i64 %".141", %".142"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".143"
  %"n0" = mul i64 %"grid0", 16
  %".144" = sub i64 %"k", %"n0"
  %".145" = icmp slt i64 %".144", 16
  %".146" = select  i1 %".145", i64 %".144", i64 16
  %"m0" = mul i64 %"tile", 2
  %".147" = sub i64 %"m", %"m0"
  %".148" = icmp slt i64 %".147", 2
  %".149" = select  i1 %".148", i64 %".147", i64 2
  %".150" = mul i64 %"grid3", %"c_bs"
  %".151" = mul i64 %"group", %"c_gs"
  %".152" = add i64 %".150", %".151"
  %".153" = mul i64 %"n0", 4
  %".154" = add i64 %".152", %".153"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".154"
  %".155" = sub i64 %".149", 1
  br i1 %"tabled", label %"work.endif.if", label %"work.endif.else"
work.endif.if:
  %".157" = inttoptr i64 %"tile_pixels.int" to ptr
  %".158" = add i64 %"m0", 0
  %".159" = getelementptr i64, ptr %".157", i64 %".158"
  %".160" = load i64, ptr %".159"
  %".161" = add i64 %"m0", 1
  %".162" = getelementptr i64, ptr %".157", i64 %".161"
  %".163" = load i64, ptr %".162"
  br label %"work.endif.endif"
work.endif.else:
  %".165" = icmp slt i64 0, %".155"
  %".166" = select  i1 %".165", i64 0, i64 %".155"
  %".167" = add i64 %"m0", %".166"
  %".168" = icmp slt i64 1, %".155"
  %".169" = select  i1 %".168", i64 1, i64 %".155"
  %".170" = add i64 %"m0", %".169"
  br label %"work.endif.endif"
work.endif.endif:
  %".172" = phi  i64 [%".160", %"work.endif.if"], [%".167", %"work.endif.else"]
  %".173" = phi  i64 [%".163", %"work.endif.if"], [%".170", %"work.endif.else"]
  %".174" = getelementptr i8, ptr %"w_panel", i64 0
  %".175" = load <16 x float>, ptr %".174", align 64
  store <16 x float> %".175", <16 x float>* %"acc0_0"
  %".177" = getelementptr i8, ptr %"w_panel", i64 0
  %".178" = load <16 x float>, ptr %".177", align 64
  store <16 x float> %".178", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  store i64 0, i64* %"since_flush"
  %".184" = add i64 %"kc", 127
  %"chunks" = sdiv i64 %".184", 128
  %".185" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".185", ptr %"w_cursor"
  %".187" = mul i64 %"ks", %"kc"
  %".188" = icmp sgt i64 %".187", 128
  br i1 %".188", label %"work.endif.endif.if", label %"work.endif.endif.else"
work.endif.endif.if:
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
work.endif.endif.else:
  store i64 0, i64* %"taps_short.i"
  br label %"taps_short.head"
work.endif.endif.endif:
  %".363" = load i1, i1* %"flushed"
  br i1 %".363", label %"work.endif.endif.endif.if", label %"work.endif.endif.endif.endif"
taps.head:
  %".192" = load i64, i64* %"taps.i"
  %".193" = icmp slt i64 %".192", %"ks"
  br i1 %".193", label %"taps.body", label %"taps.done"
taps.body:
  %".195" = mul i64 %"ks", 2
  %".196" = mul i64 %"tile", %".195"
  %".197" = mul i64 %".192", 2
  %".198" = add i64 %".196", %".197"
  %".199" = add i64 %".198", 0
  %".200" = getelementptr i64, ptr %"ind", i64 %".199"
  %"off0" = load i64, ptr %".200"
  %".201" = icmp slt i64 %"off0", 0
  %".202" = getelementptr i8, ptr %"a_base", i64 %"off0"
  %"a0" = select  i1 %".201", ptr %"zero", ptr %".202"
  %".203" = add i64 %".198", 1
  %".204" = getelementptr i64, ptr %"ind", i64 %".203"
  %"off1" = load i64, ptr %".204"
  %".205" = icmp slt i64 %"off1", 0
  %".206" = and i1 %".201", %".205"
  %".207" = getelementptr i8, ptr %"a_base", i64 %"off1"
  %"a1" = select  i1 %".205", ptr %"zero", ptr %".207"
  %".208" = mul i64 %".192", %"kc"
  %".209" = mul i64 %".208", 64
  %".210" = getelementptr i8, ptr %".185", i64 %".209"
  store ptr %".210", ptr %"w_cursor"
  br i1 %".206", label %"tap_skip", label %"tap_work"
taps.done:
  br label %"work.endif.endif.endif"
tap_work:
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
tap_done:
  %".302" = load i64, i64* %"taps.i"
  %".303" = add i64 %".302", 1
  store i64 %".303", i64* %"taps.i"
  br label %"taps.head"
tap_skip:
  store i64 0, i64* %"skipped_chunks.i"
  br label %"skipped_chunks.head"
skipped_chunks.head:
  %".215" = load i64, i64* %"skipped_chunks.i"
  %".216" = icmp slt i64 %".215", %"chunks"
  br i1 %".216", label %"skipped_chunks.body", label %"skipped_chunks.done"
skipped_chunks.body:
  %"chunk_lo" = mul i64 %".215", 128
  %".218" = sub i64 %"kc", %"chunk_lo"
  %".219" = icmp slt i64 %".218", 128
  %".220" = select  i1 %".219", i64 %".218", i64 128
  %".221" = load i64, i64* %"since_flush"
  %".222" = add i64 %".221", %".220"
  store i64 %".222", i64* %"since_flush"
  %".224" = icmp sge i64 %".222", 128
  br i1 %".224", label %"skipped_chunks.body.if", label %"skipped_chunks.body.endif"
skipped_chunks.done:
  br label %"tap_done"
skipped_chunks.body.if:
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
  br label %"skipped_chunks.body.endif"
skipped_chunks.body.endif:
  %".239" = load i64, i64* %"skipped_chunks.i"
  %".240" = add i64 %".239", 1
  store i64 %".240", i64* %"skipped_chunks.i"
  br label %"skipped_chunks.head"
channel_chunks.head:
  %".246" = load i64, i64* %"channel_chunks.i"
  %".247" = icmp slt i64 %".246", %"chunks"
  br i1 %".247", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo.1" = mul i64 %".246", 128
  %".249" = sub i64 %"kc", %"chunk_lo.1"
  %".250" = icmp slt i64 %".249", 128
  %".251" = select  i1 %".250", i64 %".249", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  br label %"tap_done"
channels.head:
  %".254" = load i64, i64* %"channels.i"
  %".255" = icmp slt i64 %".254", %".251"
  br i1 %".255", label %"channels.body", label %"channels.done"
channels.body:
  %".257" = load <16 x float>, <16 x float>* %"acc0_0"
  %".258" = load <16 x float>, <16 x float>* %"acc1_0"
  %".259" = load ptr, ptr %"w_cursor"
  %".260" = mul i64 %".254", 1
  %".261" = add i64 %".260", 0
  %".262" = add i64 %"chunk_lo.1", %".261"
  %".263" = getelementptr i8, ptr %".259", i64 0
  %".264" = getelementptr i8, ptr %".263", i64 0
  %".265" = load <16 x float>, ptr %".264", align 64
  %".266" = mul i64 %".262", 4
  %".267" = getelementptr i8, ptr %"a0", i64 %".266"
  %".268" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".265", ptr %".267", <16 x float> %".257")
  %".269" = getelementptr i8, ptr %"a1", i64 %".266"
  %".270" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".265", ptr %".269", <16 x float> %".258")
  store <16 x float> %".268", <16 x float>* %"acc0_0"
  store <16 x float> %".270", <16 x float>* %"acc1_0"
  %".273" = getelementptr i8, ptr %".259", i64 64
  store ptr %".273", ptr %"w_cursor"
  %".275" = load i64, i64* %"channels.i"
  %".276" = add i64 %".275", 1
  store i64 %".276", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".279" = load i64, i64* %"since_flush"
  %".280" = add i64 %".279", %".251"
  store i64 %".280", i64* %"since_flush"
  %".282" = icmp sge i64 %".280", 128
  br i1 %".282", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".284" = load <16 x float>, <16 x float>* %"total0_0"
  %".285" = load <16 x float>, <16 x float>* %"acc0_0"
  %".286" = fadd <16 x float> %".284", %".285"
  store <16 x float> %".286", <16 x float>* %"total0_0"
  %".288" = load <16 x float>, <16 x float>* %"total1_0"
  %".289" = load <16 x float>, <16 x float>* %"acc1_0"
  %".290" = fadd <16 x float> %".288", %".289"
  store <16 x float> %".290", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".297" = load i64, i64* %"channel_chunks.i"
  %".298" = add i64 %".297", 1
  store i64 %".298", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".309" = load i64, i64* %"taps_short.i"
  %".310" = icmp slt i64 %".309", %"ks"
  br i1 %".310", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".312" = mul i64 %"ks", 2
  %".313" = mul i64 %"tile", %".312"
  %".314" = mul i64 %".309", 2
  %".315" = add i64 %".313", %".314"
  %".316" = add i64 %".315", 0
  %".317" = getelementptr i64, ptr %"ind", i64 %".316"
  %"off0.1" = load i64, ptr %".317"
  %".318" = icmp slt i64 %"off0.1", 0
  %".319" = getelementptr i8, ptr %"a_base", i64 %"off0.1"
  %"a0.1" = select  i1 %".318", ptr %"zero", ptr %".319"
  %".320" = add i64 %".315", 1
  %".321" = getelementptr i64, ptr %"ind", i64 %".320"
  %"off1.1" = load i64, ptr %".321"
  %".322" = icmp slt i64 %"off1.1", 0
  %".323" = and i1 %".318", %".322"
  %".324" = getelementptr i8, ptr %"a_base", i64 %"off1.1"
  %"a1.1" = select  i1 %".322", ptr %"zero", ptr %".324"
  %".325" = mul i64 %".309", %"kc"
  %".326" = mul i64 %".325", 64
  %".327" = getelementptr i8, ptr %".185", i64 %".326"
  store ptr %".327", ptr %"w_cursor"
  br i1 %".323", label %"tap_done.1", label %"tap_work.1"
taps_short.done:
  br label %"work.endif.endif.endif"
tap_work.1:
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
tap_done.1:
  %".358" = load i64, i64* %"taps_short.i"
  %".359" = add i64 %".358", 1
  store i64 %".359", i64* %"taps_short.i"
  br label %"taps_short.head"
channels.head.1:
  %".332" = load i64, i64* %"channels.i.1"
  %".333" = icmp slt i64 %".332", %"kc"
  br i1 %".333", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".335" = load <16 x float>, <16 x float>* %"acc0_0"
  %".336" = load <16 x float>, <16 x float>* %"acc1_0"
  %".337" = load ptr, ptr %"w_cursor"
  %".338" = mul i64 %".332", 1
  %".339" = add i64 %".338", 0
  %".340" = add i64 0, %".339"
  %".341" = getelementptr i8, ptr %".337", i64 0
  %".342" = getelementptr i8, ptr %".341", i64 0
  %".343" = load <16 x float>, ptr %".342", align 64
  %".344" = mul i64 %".340", 4
  %".345" = getelementptr i8, ptr %"a0.1", i64 %".344"
  %".346" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".343", ptr %".345", <16 x float> %".335")
  %".347" = getelementptr i8, ptr %"a1.1", i64 %".344"
  %".348" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".343", ptr %".347", <16 x float> %".336")
  store <16 x float> %".346", <16 x float>* %"acc0_0"
  store <16 x float> %".348", <16 x float>* %"acc1_0"
  %".351" = getelementptr i8, ptr %".337", i64 64
  store ptr %".351", ptr %"w_cursor"
  %".353" = load i64, i64* %"channels.i.1"
  %".354" = add i64 %".353", 1
  store i64 %".354", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  br label %"tap_done.1"
work.endif.endif.endif.if:
  %".365" = load <16 x float>, <16 x float>* %"total0_0"
  %".366" = load <16 x float>, <16 x float>* %"acc0_0"
  %".367" = fadd <16 x float> %".365", %".366"
  store <16 x float> %".367", <16 x float>* %"total0_0"
  %".369" = load <16 x float>, <16 x float>* %"total1_0"
  %".370" = load <16 x float>, <16 x float>* %"acc1_0"
  %".371" = fadd <16 x float> %".369", %".370"
  store <16 x float> %".371", <16 x float>* %"total1_0"
  %".373" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".373", <16 x float>* %"acc0_0"
  %".375" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".375", <16 x float>* %"acc1_0"
  br label %"work.endif.endif.endif.endif"
work.endif.endif.endif.endif:
  br i1 %"grid", label %"work.endif.endif.endif.endif.if", label %"work.endif.endif.endif.endif.else"
work.endif.endif.endif.endif.if:
  %".379" = sdiv i64 %".172", %"row_pixels"
  %".380" = mul i64 %".379", %"row_stride"
  %".381" = srem i64 %".172", %"row_pixels"
  %".382" = mul i64 %".381", %"ldc"
  %".383" = add i64 %".380", %".382"
  %".384" = sdiv i64 %".173", %"row_pixels"
  %".385" = mul i64 %".384", %"row_stride"
  %".386" = srem i64 %".173", %"row_pixels"
  %".387" = mul i64 %".386", %"ldc"
  %".388" = add i64 %".385", %".387"
  br label %"work.endif.endif.endif.endif.endif"
work.endif.endif.endif.endif.else:
  %".390" = mul i64 %".172", %"ldc"
  %".391" = mul i64 %".173", %"ldc"
  br label %"work.endif.endif.endif.endif.endif"
work.endif.endif.endif.endif.endif:
  %".393" = phi  i64 [%".383", %"work.endif.endif.endif.endif.if"], [%".390", %"work.endif.endif.endif.endif.else"]
  %".394" = phi  i64 [%".388", %"work.endif.endif.endif.endif.if"], [%".391", %"work.endif.endif.endif.endif.else"]
  %".395" = getelementptr i8, ptr %"c_tile", i64 %".393"
  %".396" = getelementptr i8, ptr %"c_tile", i64 %".394"
  %".397" = ptrtoint ptr %"c_tile" to i64
  %".398" = ptrtoint ptr %"c" to i64
  %".399" = sub i64 %".397", %".398"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".399"
  %".400" = getelementptr i8, ptr %"r_tile", i64 %".393"
  %".401" = getelementptr i8, ptr %"r_tile", i64 %".394"
  %".402" = icmp eq i64 %".146", 16
  br i1 %".402", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".406" = load <16 x float>, <16 x float>* %"acc0_0"
  %".407" = fcmp olt <16 x float> %".406", %".30"
  %".408" = select  <16 x i1> %".407", <16 x float> %".30", <16 x float> %".406"
  %".409" = fcmp ogt <16 x float> %".408", %".34"
  %".410" = select  <16 x i1> %".409", <16 x float> %".34", <16 x float> %".408"
  %".411" = load <16 x float>, <16 x float>* %"acc1_0"
  %".412" = fcmp olt <16 x float> %".411", %".30"
  %".413" = select  <16 x i1> %".412", <16 x float> %".30", <16 x float> %".411"
  %".414" = fcmp ogt <16 x float> %".413", %".34"
  %".415" = select  <16 x i1> %".414", <16 x float> %".34", <16 x float> %".413"
  %".416" = getelementptr i8, ptr %".395", i64 0
  store <16 x float> %".410", ptr %".416", align 4
  %".418" = getelementptr i8, ptr %".396", i64 0
  store <16 x float> %".415", ptr %".418", align 4
  br label %"claim"
store_full_residual:
  %".421" = load <16 x float>, <16 x float>* %"acc0_0"
  %".422" = getelementptr i8, ptr %".400", i64 0
  %".423" = load <16 x float>, ptr %".422", align 4
  %".424" = fadd <16 x float> %".421", %".423"
  %".425" = fcmp olt <16 x float> %".424", %".30"
  %".426" = select  <16 x i1> %".425", <16 x float> %".30", <16 x float> %".424"
  %".427" = fcmp ogt <16 x float> %".426", %".34"
  %".428" = select  <16 x i1> %".427", <16 x float> %".34", <16 x float> %".426"
  %".429" = load <16 x float>, <16 x float>* %"acc1_0"
  %".430" = getelementptr i8, ptr %".401", i64 0
  %".431" = load <16 x float>, ptr %".430", align 4
  %".432" = fadd <16 x float> %".429", %".431"
  %".433" = fcmp olt <16 x float> %".432", %".30"
  %".434" = select  <16 x i1> %".433", <16 x float> %".30", <16 x float> %".432"
  %".435" = fcmp ogt <16 x float> %".434", %".34"
  %".436" = select  <16 x i1> %".435", <16 x float> %".34", <16 x float> %".434"
  %".437" = getelementptr i8, ptr %".395", i64 0
  store <16 x float> %".428", ptr %".437", align 4
  %".439" = getelementptr i8, ptr %".396", i64 0
  store <16 x float> %".436", ptr %".439", align 4
  br label %"claim"
store_partial:
  %".442" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".146", i32 0
  %".443" = shufflevector <16 x i64> %".442", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".444" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".443"
  %".445" = load <16 x float>, <16 x float>* %"acc0_0"
  %".446" = fcmp olt <16 x float> %".445", %".30"
  %".447" = select  <16 x i1> %".446", <16 x float> %".30", <16 x float> %".445"
  %".448" = fcmp ogt <16 x float> %".447", %".34"
  %".449" = select  <16 x i1> %".448", <16 x float> %".34", <16 x float> %".447"
  %".450" = load <16 x float>, <16 x float>* %"acc1_0"
  %".451" = fcmp olt <16 x float> %".450", %".30"
  %".452" = select  <16 x i1> %".451", <16 x float> %".30", <16 x float> %".450"
  %".453" = fcmp ogt <16 x float> %".452", %".34"
  %".454" = select  <16 x i1> %".453", <16 x float> %".34", <16 x float> %".452"
  %".455" = getelementptr i8, ptr %".395", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".449", ptr %".455", i32 4, <16 x i1> %".444")
  %".457" = getelementptr i8, ptr %".396", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".454", ptr %".457", i32 4, <16 x i1> %".444")
  br label %"claim"
store_partial_residual:
  %".460" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".146", i32 0
  %".461" = shufflevector <16 x i64> %".460", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".462" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".461"
  %".463" = load <16 x float>, <16 x float>* %"acc0_0"
  %".464" = getelementptr i8, ptr %".400", i64 0
  %".465" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".464", i32 4, <16 x i1> %".462", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".466" = fadd <16 x float> %".463", %".465"
  %".467" = fcmp olt <16 x float> %".466", %".30"
  %".468" = select  <16 x i1> %".467", <16 x float> %".30", <16 x float> %".466"
  %".469" = fcmp ogt <16 x float> %".468", %".34"
  %".470" = select  <16 x i1> %".469", <16 x float> %".34", <16 x float> %".468"
  %".471" = load <16 x float>, <16 x float>* %"acc1_0"
  %".472" = getelementptr i8, ptr %".401", i64 0
  %".473" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".472", i32 4, <16 x i1> %".462", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".474" = fadd <16 x float> %".471", %".473"
  %".475" = fcmp olt <16 x float> %".474", %".30"
  %".476" = select  <16 x i1> %".475", <16 x float> %".30", <16 x float> %".474"
  %".477" = fcmp ogt <16 x float> %".476", %".34"
  %".478" = select  <16 x i1> %".477", <16 x float> %".34", <16 x float> %".476"
  %".479" = getelementptr i8, ptr %".395", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".470", ptr %".479", i32 4, <16 x i1> %".462")
  %".481" = getelementptr i8, ptr %".396", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".478", ptr %".481", i32 4, <16 x i1> %".462")
  br label %"claim"
store_full_choice:
  br i1 %".140", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".140", label %"store_partial_residual", label %"store_partial"
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
  %".35" = getelementptr i64, ptr %"args", i64 39
  %"tile_pixels.int" = load i64, ptr %".35"
  %"tabled" = icmp ne i64 %"tile_pixels.int", 0
  %".36" = add i64 %"m", 1
  %".37" = sdiv i64 %".36", 2
  %".38" = getelementptr i64, ptr %"args", i64 40
  %"tiles" = load i64, ptr %".38"
  %"m_tiles" = select  i1 %"tabled", i64 %"tiles", i64 %".37"
  %".39" = add i64 %"k", 15
  %"n_panels" = sdiv i64 %".39", 16
  %".40" = mul i64 %"batch", %"groups"
  %".41" = mul i64 %".40", %"m_tiles"
  %"total" = mul i64 %".41", %"n_panels"
  %"parts" = load i64, ptr %"schedule"
  store i64 0, i64* %"visited"
  store i64 0, i64* %"claimed"
  store i64 0, i64* %"batch_next"
  store i64 0, i64* %"batch_end"
  br label %"claim"
claim:
  %".47" = load i64, i64* %"batch_next"
  %".48" = load i64, i64* %"batch_end"
  %".49" = icmp slt i64 %".47", %".48"
  br i1 %".49", label %"got_item", label %"claim_batch"
claim_batch:
  %".51" = load i64, i64* %"visited"
  %".52" = icmp slt i64 %".51", %"parts"
  br i1 %".52", label %"claim_part", label %"exit"
claim_part:
  %".54" = add i64 %"part", %".51"
  %"part.1" = srem i64 %".54", %"parts"
  %".55" = mul i64 %"part.1", 8
  %".56" = add i64 8, %".55"
  %".57" = getelementptr i64, ptr %"schedule", i64 %".56"
  %".58" = add i64 %".56", 1
  %".59" = getelementptr i64, ptr %"schedule", i64 %".58"
  %"end" = load i64, ptr %".59"
  %".60" = load atomic i64, ptr %".57" monotonic, align 8
  %".61" = sub i64 %"end", %".60"
  %".62" = ashr i64 %".61", 3
  %".63" = icmp slt i64 %".62", 16
  %".64" = select  i1 %".63", i64 %".62", i64 16
  %".65" = icmp sgt i64 %".64", 1
  %".66" = select  i1 %".65", i64 %".64", i64 1
  %"first" = atomicrmw add ptr %".57", i64 %".66" monotonic
  %".67" = icmp slt i64 %"first", %"end"
  br i1 %".67", label %"got_batch", label %"next_part"
got_batch:
  store i64 %"first", i64* %"batch_next"
  %".70" = add i64 %"first", %".66"
  %".71" = icmp slt i64 %".70", %"end"
  %".72" = select  i1 %".71", i64 %".70", i64 %"end"
  store i64 %".72", i64* %"batch_end"
  br label %"claim"
got_item:
  %".75" = add i64 %".47", 1
  store i64 %".75", i64* %"batch_next"
  %".77" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".78" = add i64 %".77", 1
  store atomic i64 %".78", i64* %"claimed" monotonic, align 8
  %".80" = icmp slt i64 %".47", %"total"
  br i1 %".80", label %"work", label %"claim"
next_part:
  %".82" = add i64 %".51", 1
  store i64 %".82", i64* %"visited"
  br label %"claim"
work:
  %".89" = getelementptr i64, ptr %"args", i64 35
  %"groups_share_pixels" = load i64, ptr %".89"
  %".90" = icmp ne i64 %"groups_share_pixels", 0
  %".91" = select  i1 %".90", i64 %"groups", i64 %"m_tiles"
  %".92" = select  i1 %".90", i64 %"m_tiles", i64 %"groups"
  %".98" = load i64, i64* %"grid.last"
  %".99" = add i64 %".98", 1
  %".100" = icmp eq i64 %".47", %".99"
  br i1 %".100", label %"work.if", label %"work.else"
exit:
  %".85" = getelementptr i64, ptr %"schedule", i64 1
  %".86" = load atomic i64, i64* %"claimed" monotonic, align 8
  %".87" = atomicrmw add ptr %".85", i64 %".86" release
  ret void
work.if:
  %".102" = load i64, i64* %"grid.d0"
  %".103" = add i64 %".102", 1
  %".104" = icmp eq i64 %".103", %"n_panels"
  %".105" = select  i1 %".104", i64 0, i64 %".103"
  store i64 %".105", i64* %"grid.d0"
  %".107" = zext i1 %".104" to i64
  %".108" = load i64, i64* %"grid.d1"
  %".109" = add i64 %".108", %".107"
  %".110" = icmp eq i64 %".109", %".91"
  %".111" = select  i1 %".110", i64 0, i64 %".109"
  store i64 %".111", i64* %"grid.d1"
  %".113" = zext i1 %".110" to i64
  %".114" = load i64, i64* %"grid.d2"
  %".115" = add i64 %".114", %".113"
  %".116" = icmp eq i64 %".115", %".92"
  %".117" = select  i1 %".116", i64 0, i64 %".115"
  store i64 %".117", i64* %"grid.d2"
  %".119" = zext i1 %".116" to i64
  %".120" = load i64, i64* %"grid.d3"
  %".121" = add i64 %".120", %".119"
  store i64 %".121", i64* %"grid.d3"
  br label %"work.endif"
work.else:
  %".124" = srem i64 %".47", %"n_panels"
  store i64 %".124", i64* %"grid.d0"
  %".126" = sdiv i64 %".47", %"n_panels"
  %".127" = srem i64 %".126", %".91"
  store i64 %".127", i64* %"grid.d1"
  %".129" = sdiv i64 %".126", %".91"
  %".130" = srem i64 %".129", %".92"
  store i64 %".130", i64* %"grid.d2"
  %".132" = sdiv i64 %".129", %".92"
  store i64 %".132", i64* %"grid.d3"
  br label %"work.endif"
work.endif:
  store i64 %".47", i64* %"grid.last"
  %"grid0" = load i64, i64* %"grid.d0"
  %"grid1" = load i64, i64* %"grid.d1"
  %"grid2" = load i64, i64* %"grid.d2"
  %"grid3" = load i64, i64* %"grid.d3"
  %"tile" = select  i1 %".90", i64 %"grid2", i64 %"grid1"
  %"group" = select  i1 %".90", i64 %"grid1", i64 %"grid2"
  %".136" = mul i64 %"grid3", %"a_bs"
  %".137" = mul i64 %"group", %"a_gs"
  %".138" = add i64 %".136", %".137"
  %"a_base" = getelementptr i8, ptr %"a", i64 %".138"
  %".139" = getelementptr i64, ptr %"args", i64 21
  %"residual.int" = load i64, ptr %".139"
  %".140" = icmp ne i64 %"residual.int", 0
  %".141" = mul i64 %"group", %"w_gs"
  %".142" = mul i64 %"grid0", %"w_ps"
  %".143" = add i64 %".141", %".142"
  %"w_panel" = getelementptr i8, ptr %"w", i64 %".143"
  %"n0" = mul i64 %"grid0", 16
  %".144" = sub i64 %"k", %"n0"
  %".145" = icmp slt i64 %".144", 16
  %".146" = select  i1 %".145", i64 %".144", i64 16
  %"m0" = mul i64 %"tile", 2
  %".147" = sub i64 %"m", %"m0"
  %".148" = icmp slt i64 %".147", 2
  %".149" = select  i1 %".148", i64 %".147", i64 2
  %".150" = mul i64 %"grid3", %"c_bs"
  %".151" = mul i64 %"group", %"c_gs"
  %".152" = add i64 %".150", %".151"
  %".153" = mul i64 %"n0", 4
  %".154" = add i64 %".152", %".153"
  %"c_tile" = getelementptr i8, ptr %"c", i64 %".154"
  %".155" = sub i64 %".149", 1
  %".156" = icmp slt i64 0, %".155"
  %".157" = select  i1 %".156", i64 0, i64 %".155"
  %".158" = add i64 %"m0", %".157"
  %".159" = icmp slt i64 1, %".155"
  %".160" = select  i1 %".159", i64 1, i64 %".155"
  %".161" = add i64 %"m0", %".160"
  %".162" = getelementptr i8, ptr %"w_panel", i64 0
  %".163" = load <16 x float>, ptr %".162", align 64
  store <16 x float> %".163", <16 x float>* %"acc0_0"
  %".165" = getelementptr i8, ptr %"w_panel", i64 0
  %".166" = load <16 x float>, ptr %".165", align 64
  store <16 x float> %".166", <16 x float>* %"acc1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"total1_0"
  store i1 0, i1* %"flushed"
  store i64 0, i64* %"since_flush"
  %".172" = add i64 %"kc", 127
  %"chunks" = sdiv i64 %".172", 128
  %".173" = getelementptr i8, ptr %"w_panel", i64 64
  store ptr %".173", ptr %"w_cursor"
  %".175" = mul i64 %"ks", %"kc"
  %".176" = icmp sgt i64 %".175", 128
  br i1 %".176", label %"work.endif.if", label %"work.endif.else"
work.endif.if:
  store i64 0, i64* %"taps.i"
  br label %"taps.head"
work.endif.else:
  store i64 0, i64* %"taps_short.i"
  br label %"taps_short.head"
work.endif.endif:
  %".306" = load i1, i1* %"flushed"
  br i1 %".306", label %"work.endif.endif.if", label %"work.endif.endif.endif"
taps.head:
  %".180" = load i64, i64* %"taps.i"
  %".181" = icmp slt i64 %".180", %"ks"
  br i1 %".181", label %"taps.body", label %"taps.done"
taps.body:
  %".183" = icmp slt i64 0, %".155"
  %".184" = select  i1 %".183", i64 0, i64 %".155"
  %".185" = add i64 %"m0", %".184"
  %".186" = mul i64 %".185", %"lda"
  %"a0" = getelementptr i8, ptr %"a_base", i64 %".186"
  %".187" = icmp slt i64 1, %".155"
  %".188" = select  i1 %".187", i64 1, i64 %".155"
  %".189" = add i64 %"m0", %".188"
  %".190" = mul i64 %".189", %"lda"
  %"a1" = getelementptr i8, ptr %"a_base", i64 %".190"
  %".191" = mul i64 %".180", %"kc"
  %".192" = mul i64 %".191", 64
  %".193" = getelementptr i8, ptr %".173", i64 %".192"
  store ptr %".193", ptr %"w_cursor"
  store i64 0, i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps.done:
  br label %"work.endif.endif"
channel_chunks.head:
  %".197" = load i64, i64* %"channel_chunks.i"
  %".198" = icmp slt i64 %".197", %"chunks"
  br i1 %".198", label %"channel_chunks.body", label %"channel_chunks.done"
channel_chunks.body:
  %"chunk_lo" = mul i64 %".197", 128
  %".200" = sub i64 %"kc", %"chunk_lo"
  %".201" = icmp slt i64 %".200", 128
  %".202" = select  i1 %".201", i64 %".200", i64 128
  store i64 0, i64* %"channels.i"
  br label %"channels.head"
channel_chunks.done:
  %".252" = load i64, i64* %"taps.i"
  %".253" = add i64 %".252", 1
  store i64 %".253", i64* %"taps.i"
  br label %"taps.head"
channels.head:
  %".205" = load i64, i64* %"channels.i"
  %".206" = icmp slt i64 %".205", %".202"
  br i1 %".206", label %"channels.body", label %"channels.done"
channels.body:
  %".208" = load <16 x float>, <16 x float>* %"acc0_0"
  %".209" = load <16 x float>, <16 x float>* %"acc1_0"
  %".210" = load ptr, ptr %"w_cursor"
  %".211" = mul i64 %".205", 1
  %".212" = add i64 %".211", 0
  %".213" = add i64 %"chunk_lo", %".212"
  %".214" = getelementptr i8, ptr %".210", i64 0
  %".215" = getelementptr i8, ptr %".214", i64 0
  %".216" = load <16 x float>, ptr %".215", align 64
  %".217" = mul i64 %".213", 4
  %".218" = getelementptr i8, ptr %"a0", i64 %".217"
  %".219" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".216", ptr %".218", <16 x float> %".208")
  %".220" = getelementptr i8, ptr %"a1", i64 %".217"
  %".221" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".216", ptr %".220", <16 x float> %".209")
  store <16 x float> %".219", <16 x float>* %"acc0_0"
  store <16 x float> %".221", <16 x float>* %"acc1_0"
  %".224" = getelementptr i8, ptr %".210", i64 64
  store ptr %".224", ptr %"w_cursor"
  %".226" = load i64, i64* %"channels.i"
  %".227" = add i64 %".226", 1
  store i64 %".227", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".230" = load i64, i64* %"since_flush"
  %".231" = add i64 %".230", %".202"
  store i64 %".231", i64* %"since_flush"
  %".233" = icmp sge i64 %".231", 128
  br i1 %".233", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".235" = load <16 x float>, <16 x float>* %"total0_0"
  %".236" = load <16 x float>, <16 x float>* %"acc0_0"
  %".237" = fadd <16 x float> %".235", %".236"
  store <16 x float> %".237", <16 x float>* %"total0_0"
  %".239" = load <16 x float>, <16 x float>* %"total1_0"
  %".240" = load <16 x float>, <16 x float>* %"acc1_0"
  %".241" = fadd <16 x float> %".239", %".240"
  store <16 x float> %".241", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".248" = load i64, i64* %"channel_chunks.i"
  %".249" = add i64 %".248", 1
  store i64 %".249", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".259" = load i64, i64* %"taps_short.i"
  %".260" = icmp slt i64 %".259", %"ks"
  br i1 %".260", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".262" = icmp slt i64 0, %".155"
  %".263" = select  i1 %".262", i64 0, i64 %".155"
  %".264" = add i64 %"m0", %".263"
  %".265" = mul i64 %".264", %"lda"
  %"a0.1" = getelementptr i8, ptr %"a_base", i64 %".265"
  %".266" = icmp slt i64 1, %".155"
  %".267" = select  i1 %".266", i64 1, i64 %".155"
  %".268" = add i64 %"m0", %".267"
  %".269" = mul i64 %".268", %"lda"
  %"a1.1" = getelementptr i8, ptr %"a_base", i64 %".269"
  %".270" = mul i64 %".259", %"kc"
  %".271" = mul i64 %".270", 64
  %".272" = getelementptr i8, ptr %".173", i64 %".271"
  store ptr %".272", ptr %"w_cursor"
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
taps_short.done:
  br label %"work.endif.endif"
channels.head.1:
  %".276" = load i64, i64* %"channels.i.1"
  %".277" = icmp slt i64 %".276", %"kc"
  br i1 %".277", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".279" = load <16 x float>, <16 x float>* %"acc0_0"
  %".280" = load <16 x float>, <16 x float>* %"acc1_0"
  %".281" = load ptr, ptr %"w_cursor"
  %".282" = mul i64 %".276", 1
  %".283" = add i64 %".282", 0
  %".284" = add i64 0, %".283"
  %".285" = getelementptr i8, ptr %".281", i64 0
  %".286" = getelementptr i8, ptr %".285", i64 0
  %".287" = load <16 x float>, ptr %".286", align 64
  %".288" = mul i64 %".284", 4
  %".289" = getelementptr i8, ptr %"a0.1", i64 %".288"
  %".290" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".287", ptr %".289", <16 x float> %".279")
  %".291" = getelementptr i8, ptr %"a1.1", i64 %".288"
  %".292" = call <16 x float> asm  "vfmadd231ps ($2){1to16}, $1, $0", "=v,v,r,0"(<16 x float> %".287", ptr %".291", <16 x float> %".280")
  store <16 x float> %".290", <16 x float>* %"acc0_0"
  store <16 x float> %".292", <16 x float>* %"acc1_0"
  %".295" = getelementptr i8, ptr %".281", i64 64
  store ptr %".295", ptr %"w_cursor"
  %".297" = load i64, i64* %"channels.i.1"
  %".298" = add i64 %".297", 1
  store i64 %".298", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  %".301" = load i64, i64* %"taps_short.i"
  %".302" = add i64 %".301", 1
  store i64 %".302", i64* %"taps_short.i"
  br label %"taps_short.head"
work.endif.endif.if:
  %".308" = load <16 x float>, <16 x float>* %"total0_0"
  %".309" = load <16 x float>, <16 x float>* %"acc0_0"
  %".310" = fadd <16 x float> %".308", %".309"
  store <16 x float> %".310", <16 x float>* %"total0_0"
  %".312" = load <16 x float>, <16 x float>* %"total1_0"
  %".313" = load <16 x float>, <16 x float>* %"acc1_0"
  %".314" = fadd <16 x float> %".312", %".313"
  store <16 x float> %".314", <16 x float>* %"total1_0"
  %".316" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".316", <16 x float>* %"acc0_0"
  %".318" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".318", <16 x float>* %"acc1_0"
  br label %"work.endif.endif.endif"
work.endif.endif.endif:
  br i1 %"grid", label %"work.endif.endif.endif.if", label %"work.endif.endif.endif.else"
work.endif.endif.endif.if:
  %".322" = sdiv i64 %".158", %"row_pixels"
  %".323" = mul i64 %".322", %"row_stride"
  %".324" = srem i64 %".158", %"row_pixels"
  %".325" = mul i64 %".324", %"ldc"
  %".326" = add i64 %".323", %".325"
  %".327" = sdiv i64 %".161", %"row_pixels"
  %".328" = mul i64 %".327", %"row_stride"
  %".329" = srem i64 %".161", %"row_pixels"
  %".330" = mul i64 %".329", %"ldc"
  %".331" = add i64 %".328", %".330"
  br label %"work.endif.endif.endif.endif"
work.endif.endif.endif.else:
  %".333" = mul i64 %".158", %"ldc"
  %".334" = mul i64 %".161", %"ldc"
  br label %"work.endif.endif.endif.endif"
work.endif.endif.endif.endif:
  %".336" = phi  i64 [%".326", %"work.endif.endif.endif.if"], [%".333", %"work.endif.endif.endif.else"]
  %".337" = phi  i64 [%".331", %"work.endif.endif.endif.if"], [%".334", %"work.endif.endif.endif.else"]
  %".338" = getelementptr i8, ptr %"c_tile", i64 %".336"
  %".339" = getelementptr i8, ptr %"c_tile", i64 %".337"
  %".340" = ptrtoint ptr %"c_tile" to i64
  %".341" = ptrtoint ptr %"c" to i64
  %".342" = sub i64 %".340", %".341"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".342"
  %".343" = getelementptr i8, ptr %"r_tile", i64 %".336"
  %".344" = getelementptr i8, ptr %"r_tile", i64 %".337"
  %".345" = icmp eq i64 %".146", 16
  br i1 %".345", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".349" = load <16 x float>, <16 x float>* %"acc0_0"
  %".350" = fcmp olt <16 x float> %".349", %".30"
  %".351" = select  <16 x i1> %".350", <16 x float> %".30", <16 x float> %".349"
  %".352" = fcmp ogt <16 x float> %".351", %".34"
  %".353" = select  <16 x i1> %".352", <16 x float> %".34", <16 x float> %".351"
  %".354" = load <16 x float>, <16 x float>* %"acc1_0"
  %".355" = fcmp olt <16 x float> %".354", %".30"
  %".356" = select  <16 x i1> %".355", <16 x float> %".30", <16 x float> %".354"
  %".357" = fcmp ogt <16 x float> %".356", %".34"
  %".358" = select  <16 x i1> %".357", <16 x float> %".34", <16 x float> %".356"
  %".359" = getelementptr i8, ptr %".338", i64 0
  store <16 x float> %".353", ptr %".359", align 4
  %".361" = getelementptr i8, ptr %".339", i64 0
  store <16 x float> %".358", ptr %".361", align 4
  br label %"claim"
store_full_residual:
  %".364" = load <16 x float>, <16 x float>* %"acc0_0"
  %".365" = getelementptr i8, ptr %".343", i64 0
  %".366" = load <16 x float>, ptr %".365", align 4
  %".367" = fadd <16 x float> %".364", %".366"
  %".368" = fcmp olt <16 x float> %".367", %".30"
  %".369" = select  <16 x i1> %".368", <16 x float> %".30", <16 x float> %".367"
  %".370" = fcmp ogt <16 x float> %".369", %".34"
  %".371" = select  <16 x i1> %".370", <16 x float> %".34", <16 x float> %".369"
  %".372" = load <16 x float>, <16 x float>* %"acc1_0"
  %".373" = getelementptr i8, ptr %".344", i64 0
  %".374" = load <16 x float>, ptr %".373", align 4
  %".375" = fadd <16 x float> %".372", %".374"
  %".376" = fcmp olt <16 x float> %".375", %".30"
  %".377" = select  <16 x i1> %".376", <16 x float> %".30", <16 x float> %".375"
  %".378" = fcmp ogt <16 x float> %".377", %".34"
  %".379" = select  <16 x i1> %".378", <16 x float> %".34", <16 x float> %".377"
  %".380" = getelementptr i8, ptr %".338", i64 0
  store <16 x float> %".371", ptr %".380", align 4
  %".382" = getelementptr i8, ptr %".339", i64 0
  store <16 x float> %".379", ptr %".382", align 4
  br label %"claim"
store_partial:
  %".385" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".146", i32 0
  %".386" = shufflevector <16 x i64> %".385", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".387" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".386"
  %".388" = load <16 x float>, <16 x float>* %"acc0_0"
  %".389" = fcmp olt <16 x float> %".388", %".30"
  %".390" = select  <16 x i1> %".389", <16 x float> %".30", <16 x float> %".388"
  %".391" = fcmp ogt <16 x float> %".390", %".34"
  %".392" = select  <16 x i1> %".391", <16 x float> %".34", <16 x float> %".390"
  %".393" = load <16 x float>, <16 x float>* %"acc1_0"
  %".394" = fcmp olt <16 x float> %".393", %".30"
  %".395" = select  <16 x i1> %".394", <16 x float> %".30", <16 x float> %".393"
  %".396" = fcmp ogt <16 x float> %".395", %".34"
  %".397" = select  <16 x i1> %".396", <16 x float> %".34", <16 x float> %".395"
  %".398" = getelementptr i8, ptr %".338", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".392", ptr %".398", i32 4, <16 x i1> %".387")
  %".400" = getelementptr i8, ptr %".339", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".397", ptr %".400", i32 4, <16 x i1> %".387")
  br label %"claim"
store_partial_residual:
  %".403" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".146", i32 0
  %".404" = shufflevector <16 x i64> %".403", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".405" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".404"
  %".406" = load <16 x float>, <16 x float>* %"acc0_0"
  %".407" = getelementptr i8, ptr %".343", i64 0
  %".408" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".407", i32 4, <16 x i1> %".405", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".409" = fadd <16 x float> %".406", %".408"
  %".410" = fcmp olt <16 x float> %".409", %".30"
  %".411" = select  <16 x i1> %".410", <16 x float> %".30", <16 x float> %".409"
  %".412" = fcmp ogt <16 x float> %".411", %".34"
  %".413" = select  <16 x i1> %".412", <16 x float> %".34", <16 x float> %".411"
  %".414" = load <16 x float>, <16 x float>* %"acc1_0"
  %".415" = getelementptr i8, ptr %".344", i64 0
  %".416" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".415", i32 4, <16 x i1> %".405", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".417" = fadd <16 x float> %".414", %".416"
  %".418" = fcmp olt <16 x float> %".417", %".30"
  %".419" = select  <16 x i1> %".418", <16 x float> %".30", <16 x float> %".417"
  %".420" = fcmp ogt <16 x float> %".419", %".34"
  %".421" = select  <16 x i1> %".420", <16 x float> %".34", <16 x float> %".419"
  %".422" = getelementptr i8, ptr %".338", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".413", ptr %".422", i32 4, <16 x i1> %".405")
  %".424" = getelementptr i8, ptr %".339", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".421", ptr %".424", i32 4, <16 x i1> %".405")
  br label %"claim"
store_full_choice:
  br i1 %".140", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".140", label %"store_partial_residual", label %"store_partial"
}
