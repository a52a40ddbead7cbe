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
  %".375" = load i1, i1* %"flushed"
  br i1 %".375", label %"work.endif.endif.endif.if", label %"work.endif.endif.endif.endif"
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
  %".308" = load i64, i64* %"taps.i"
  %".309" = add i64 %".308", 1
  store i64 %".309", i64* %"taps.i"
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
  %".268" = load float, ptr %".267", align 4
  %".269" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".268", i32 0
  %".270" = shufflevector <16 x float> %".269", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".271" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".270", <16 x float> %".265", <16 x float> %".257")
  %".272" = getelementptr i8, ptr %"a1", i64 %".266"
  %".273" = load float, ptr %".272", align 4
  %".274" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".273", i32 0
  %".275" = shufflevector <16 x float> %".274", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".276" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".275", <16 x float> %".265", <16 x float> %".258")
  store <16 x float> %".271", <16 x float>* %"acc0_0"
  store <16 x float> %".276", <16 x float>* %"acc1_0"
  %".279" = getelementptr i8, ptr %".259", i64 64
  store ptr %".279", ptr %"w_cursor"
  %".281" = load i64, i64* %"channels.i"
  %".282" = add i64 %".281", 1
  store i64 %".282", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".285" = load i64, i64* %"since_flush"
  %".286" = add i64 %".285", %".251"
  store i64 %".286", i64* %"since_flush"
  %".288" = icmp sge i64 %".286", 128
  br i1 %".288", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".290" = load <16 x float>, <16 x float>* %"total0_0"
  %".291" = load <16 x float>, <16 x float>* %"acc0_0"
  %".292" = fadd <16 x float> %".290", %".291"
  store <16 x float> %".292", <16 x float>* %"total0_0"
  %".294" = load <16 x float>, <16 x float>* %"total1_0"
  %".295" = load <16 x float>, <16 x float>* %"acc1_0"
  %".296" = fadd <16 x float> %".294", %".295"
  store <16 x float> %".296", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".303" = load i64, i64* %"channel_chunks.i"
  %".304" = add i64 %".303", 1
  store i64 %".304", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".315" = load i64, i64* %"taps_short.i"
  %".316" = icmp slt i64 %".315", %"ks"
  br i1 %".316", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".318" = mul i64 %"ks", 2
  %".319" = mul i64 %"tile", %".318"
  %".320" = mul i64 %".315", 2
  %".321" = add i64 %".319", %".320"
  %".322" = add i64 %".321", 0
  %".323" = getelementptr i64, ptr %"ind", i64 %".322"
  %"off0.1" = load i64, ptr %".323"
  %".324" = icmp slt i64 %"off0.1", 0
  %".325" = getelementptr i8, ptr %"a_base", i64 %"off0.1"
  %"a0.1" = select  i1 %".324", ptr %"zero", ptr %".325"
  %".326" = add i64 %".321", 1
  %".327" = getelementptr i64, ptr %"ind", i64 %".326"
  %"off1.1" = load i64, ptr %".327"
  %".328" = icmp slt i64 %"off1.1", 0
  %".329" = and i1 %".324", %".328"
  %".330" = getelementptr i8, ptr %"a_base", i64 %"off1.1"
  %"a1.1" = select  i1 %".328", ptr %"zero", ptr %".330"
  %".331" = mul i64 %".315", %"kc"
  %".332" = mul i64 %".331", 64
  %".333" = getelementptr i8, ptr %".185", i64 %".332"
  store ptr %".333", ptr %"w_cursor"
  br i1 %".329", label %"tap_done.1", label %"tap_work.1"
taps_short.done:
  br label %"work.endif.endif.endif"
tap_work.1:
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
tap_done.1:
  %".370" = load i64, i64* %"taps_short.i"
  %".371" = add i64 %".370", 1
  store i64 %".371", i64* %"taps_short.i"
  br label %"taps_short.head"
channels.head.1:
  %".338" = load i64, i64* %"channels.i.1"
  %".339" = icmp slt i64 %".338", %"kc"
  br i1 %".339", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".341" = load <16 x float>, <16 x float>* %"acc0_0"
  %".342" = load <16 x float>, <16 x float>* %"acc1_0"
  %".343" = load ptr, ptr %"w_cursor"
  %".344" = mul i64 %".338", 1
  %".345" = add i64 %".344", 0
  %".346" = add i64 0, %".345"
  %".347" = getelementptr i8, ptr %".343", i64 0
  %".348" = getelementptr i8, ptr %".347", i64 0
  %".349" = load <16 x float>, ptr %".348", align 64
  %".350" = mul i64 %".346", 4
  %".351" = getelementptr i8, ptr %"a0.1", i64 %".350"
  %".352" = load float, ptr %".351", align 4
  %".353" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".352", i32 0
  %".354" = shufflevector <16 x float> %".353", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".355" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".354", <16 x float> %".349", <16 x float> %".341")
  %".356" = getelementptr i8, ptr %"a1.1", i64 %".350"
  %".357" = load float, ptr %".356", align 4
  %".358" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".357", i32 0
  %".359" = shufflevector <16 x float> %".358", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".360" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".359", <16 x float> %".349", <16 x float> %".342")
  store <16 x float> %".355", <16 x float>* %"acc0_0"
  store <16 x float> %".360", <16 x float>* %"acc1_0"
  %".363" = getelementptr i8, ptr %".343", i64 64
  store ptr %".363", ptr %"w_cursor"
  %".365" = load i64, i64* %"channels.i.1"
  %".366" = add i64 %".365", 1
  store i64 %".366", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  br label %"tap_done.1"
work.endif.endif.endif.if:
  %".377" = load <16 x float>, <16 x float>* %"total0_0"
  %".378" = load <16 x float>, <16 x float>* %"acc0_0"
  %".379" = fadd <16 x float> %".377", %".378"
  store <16 x float> %".379", <16 x float>* %"total0_0"
  %".381" = load <16 x float>, <16 x float>* %"total1_0"
  %".382" = load <16 x float>, <16 x float>* %"acc1_0"
  %".383" = fadd <16 x float> %".381", %".382"
  store <16 x float> %".383", <16 x float>* %"total1_0"
  %".385" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".385", <16 x float>* %"acc0_0"
  %".387" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".387", <16 x float>* %"acc1_0"
  br label %"work.endif.endif.endif.endif"
work.endif.endif.endif.endif:
  br i1 %"grid", label %"work.endif.endif.endif.endif.if", label %"work.endif.endif.endif.endif.else"
work.endif.endif.endif.endif.if:
  %".391" = sdiv i64 %".172", %"row_pixels"
  %".392" = mul i64 %".391", %"row_stride"
  %".393" = srem i64 %".172", %"row_pixels"
  %".394" = mul i64 %".393", %"ldc"
  %".395" = add i64 %".392", %".394"
  %".396" = sdiv i64 %".173", %"row_pixels"
  %".397" = mul i64 %".396", %"row_stride"
  %".398" = srem i64 %".173", %"row_pixels"
  %".399" = mul i64 %".398", %"ldc"
  %".400" = add i64 %".397", %".399"
  br label %"work.endif.endif.endif.endif.endif"
work.endif.endif.endif.endif.else:
  %".402" = mul i64 %".172", %"ldc"
  %".403" = mul i64 %".173", %"ldc"
  br label %"work.endif.endif.endif.endif.endif"
work.endif.endif.endif.endif.endif:
  %".405" = phi  i64 [%".395", %"work.endif.endif.endif.endif.if"], [%".402", %"work.endif.endif.endif.endif.else"]
  %".406" = phi  i64 [%".400", %"work.endif.endif.endif.endif.if"], [%".403", %"work.endif.endif.endif.endif.else"]
  %".407" = getelementptr i8, ptr %"c_tile", i64 %".405"
  %".408" = getelementptr i8, ptr %"c_tile", i64 %".406"
  %".409" = ptrtoint ptr %"c_tile" to i64
  %".410" = ptrtoint ptr %"c" to i64
  %".411" = sub i64 %".409", %".410"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".411"
  %".412" = getelementptr i8, ptr %"r_tile", i64 %".405"
  %".413" = getelementptr i8, ptr %"r_tile", i64 %".406"
  %".414" = icmp eq i64 %".146", 16
  br i1 %".414", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".418" = load <16 x float>, <16 x float>* %"acc0_0"
  %".419" = fcmp olt <16 x float> %".418", %".30"
  %".420" = select  <16 x i1> %".419", <16 x float> %".30", <16 x float> %".418"
  %".421" = fcmp ogt <16 x float> %".420", %".34"
  %".422" = select  <16 x i1> %".421", <16 x float> %".34", <16 x float> %".420"
  %".423" = load <16 x float>, <16 x float>* %"acc1_0"
  %".424" = fcmp olt <16 x float> %".423", %".30"
  %".425" = select  <16 x i1> %".424", <16 x float> %".30", <16 x float> %".423"
  %".426" = fcmp ogt <16 x float> %".425", %".34"
  %".427" = select  <16 x i1> %".426", <16 x float> %".34", <16 x float> %".425"
  %".428" = getelementptr i8, ptr %".407", i64 0
  store <16 x float> %".422", ptr %".428", align 4
  %".430" = getelementptr i8, ptr %".408", i64 0
  store <16 x float> %".427", ptr %".430", align 4
  br label %"claim"
store_full_residual:
  %".433" = load <16 x float>, <16 x float>* %"acc0_0"
  %".434" = getelementptr i8, ptr %".412", i64 0
  %".435" = load <16 x float>, ptr %".434", align 4
  %".436" = fadd <16 x float> %".433", %".435"
  %".437" = fcmp olt <16 x float> %".436", %".30"
  %".438" = select  <16 x i1> %".437", <16 x float> %".30", <16 x float> %".436"
  %".439" = fcmp ogt <16 x float> %".438", %".34"
  %".440" = select  <16 x i1> %".439", <16 x float> %".34", <16 x float> %".438"
  %".441" = load <16 x float>, <16 x float>* %"acc1_0"
  %".442" = getelementptr i8, ptr %".413", i64 0
  %".443" = load <16 x float>, ptr %".442", align 4
  %".444" = fadd <16 x float> %".441", %".443"
  %".445" = fcmp olt <16 x float> %".444", %".30"
  %".446" = select  <16 x i1> %".445", <16 x float> %".30", <16 x float> %".444"
  %".447" = fcmp ogt <16 x float> %".446", %".34"
  %".448" = select  <16 x i1> %".447", <16 x float> %".34", <16 x float> %".446"
  %".449" = getelementptr i8, ptr %".407", i64 0
  store <16 x float> %".440", ptr %".449", align 4
  %".451" = getelementptr i8, ptr %".408", i64 0
  store <16 x float> %".448", ptr %".451", align 4
  br label %"claim"
store_partial:
  %".454" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".146", i32 0
  %".455" = shufflevector <16 x i64> %".454", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".456" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".455"
  %".457" = load <16 x float>, <16 x float>* %"acc0_0"
  %".458" = fcmp olt <16 x float> %".457", %".30"
  %".459" = select  <16 x i1> %".458", <16 x float> %".30", <16 x float> %".457"
  %".460" = fcmp ogt <16 x float> %".459", %".34"
  %".461" = select  <16 x i1> %".460", <16 x float> %".34", <16 x float> %".459"
  %".462" = load <16 x float>, <16 x float>* %"acc1_0"
  %".463" = fcmp olt <16 x float> %".462", %".30"
  %".464" = select  <16 x i1> %".463", <16 x float> %".30", <16 x float> %".462"
  %".465" = fcmp ogt <16 x float> %".464", %".34"
  %".466" = select  <16 x i1> %".465", <16 x float> %".34", <16 x float> %".464"
  %".467" = getelementptr i8, ptr %".407", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".461", ptr %".467", i32 4, <16 x i1> %".456")
  %".469" = getelementptr i8, ptr %".408", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".466", ptr %".469", i32 4, <16 x i1> %".456")
  br label %"claim"
store_partial_residual:
  %".472" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".146", i32 0
  %".473" = shufflevector <16 x i64> %".472", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".474" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".473"
  %".475" = load <16 x float>, <16 x float>* %"acc0_0"
  %".476" = getelementptr i8, ptr %".412", i64 0
  %".477" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".476", i32 4, <16 x i1> %".474", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".478" = fadd <16 x float> %".475", %".477"
  %".479" = fcmp olt <16 x float> %".478", %".30"
  %".480" = select  <16 x i1> %".479", <16 x float> %".30", <16 x float> %".478"
  %".481" = fcmp ogt <16 x float> %".480", %".34"
  %".482" = select  <16 x i1> %".481", <16 x float> %".34", <16 x float> %".480"
  %".483" = load <16 x float>, <16 x float>* %"acc1_0"
  %".484" = getelementptr i8, ptr %".413", i64 0
  %".485" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".484", i32 4, <16 x i1> %".474", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".486" = fadd <16 x float> %".483", %".485"
  %".487" = fcmp olt <16 x float> %".486", %".30"
  %".488" = select  <16 x i1> %".487", <16 x float> %".30", <16 x float> %".486"
  %".489" = fcmp ogt <16 x float> %".488", %".34"
  %".490" = select  <16 x i1> %".489", <16 x float> %".34", <16 x float> %".488"
  %".491" = getelementptr i8, ptr %".407", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".482", ptr %".491", i32 4, <16 x i1> %".474")
  %".493" = getelementptr i8, ptr %".408", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".490", ptr %".493", i32 4, <16 x i1> %".474")
  br label %"claim"
store_full_choice:
  br i1 %".140", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".140", label %"store_partial_residual", label %"store_partial"
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
  %".318" = load i1, i1* %"flushed"
  br i1 %".318", label %"work.endif.endif.if", label %"work.endif.endif.endif"
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
  %".258" = load i64, i64* %"taps.i"
  %".259" = add i64 %".258", 1
  store i64 %".259", i64* %"taps.i"
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
  %".219" = load float, ptr %".218", align 4
  %".220" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".219", i32 0
  %".221" = shufflevector <16 x float> %".220", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".222" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".221", <16 x float> %".216", <16 x float> %".208")
  %".223" = getelementptr i8, ptr %"a1", i64 %".217"
  %".224" = load float, ptr %".223", align 4
  %".225" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".224", i32 0
  %".226" = shufflevector <16 x float> %".225", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".227" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".226", <16 x float> %".216", <16 x float> %".209")
  store <16 x float> %".222", <16 x float>* %"acc0_0"
  store <16 x float> %".227", <16 x float>* %"acc1_0"
  %".230" = getelementptr i8, ptr %".210", i64 64
  store ptr %".230", ptr %"w_cursor"
  %".232" = load i64, i64* %"channels.i"
  %".233" = add i64 %".232", 1
  store i64 %".233", i64* %"channels.i"
  br label %"channels.head"
channels.done:
  %".236" = load i64, i64* %"since_flush"
  %".237" = add i64 %".236", %".202"
  store i64 %".237", i64* %"since_flush"
  %".239" = icmp sge i64 %".237", 128
  br i1 %".239", label %"channels.done.if", label %"channels.done.endif"
channels.done.if:
  %".241" = load <16 x float>, <16 x float>* %"total0_0"
  %".242" = load <16 x float>, <16 x float>* %"acc0_0"
  %".243" = fadd <16 x float> %".241", %".242"
  store <16 x float> %".243", <16 x float>* %"total0_0"
  %".245" = load <16 x float>, <16 x float>* %"total1_0"
  %".246" = load <16 x float>, <16 x float>* %"acc1_0"
  %".247" = fadd <16 x float> %".245", %".246"
  store <16 x float> %".247", <16 x float>* %"total1_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc0_0"
  store <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, <16 x float>* %"acc1_0"
  store i64 0, i64* %"since_flush"
  store i1 1, i1* %"flushed"
  br label %"channels.done.endif"
channels.done.endif:
  %".254" = load i64, i64* %"channel_chunks.i"
  %".255" = add i64 %".254", 1
  store i64 %".255", i64* %"channel_chunks.i"
  br label %"channel_chunks.head"
taps_short.head:
  %".265" = load i64, i64* %"taps_short.i"
  %".266" = icmp slt i64 %".265", %"ks"
  br i1 %".266", label %"taps_short.body", label %"taps_short.done"
taps_short.body:
  %".268" = icmp slt i64 0, %".155"
  %".269" = select  i1 %".268", i64 0, i64 %".155"
  %".270" = add i64 %"m0", %".269"
  %".271" = mul i64 %".270", %"lda"
  %"a0.1" = getelementptr i8, ptr %"a_base", i64 %".271"
  %".272" = icmp slt i64 1, %".155"
  %".273" = select  i1 %".272", i64 1, i64 %".155"
  %".274" = add i64 %"m0", %".273"
  %".275" = mul i64 %".274", %"lda"
  %"a1.1" = getelementptr i8, ptr %"a_base", i64 %".275"
  %".276" = mul i64 %".265", %"kc"
  %".277" = mul i64 %".276", 64
  %".278" = getelementptr i8, ptr %".173", i64 %".277"
  store ptr %".278", ptr %"w_cursor"
  store i64 0, i64* %"channels.i.1"
  br label %"channels.head.1"
taps_short.done:
  br label %"work.endif.endif"
channels.head.1:
  %".282" = load i64, i64* %"channels.i.1"
  %".283" = icmp slt i64 %".282", %"kc"
  br i1 %".283", label %"channels.body.1", label %"channels.done.1"
channels.body.1:
  %".285" = load <16 x float>, <16 x float>* %"acc0_0"
  %".286" = load <16 x float>, <16 x float>* %"acc1_0"
  %".287" = load ptr, ptr %"w_cursor"
  %".288" = mul i64 %".282", 1
  %".289" = add i64 %".288", 0
  %".290" = add i64 0, %".289"
  %".291" = getelementptr i8, ptr %".287", i64 0
  %".292" = getelementptr i8, ptr %".291", i64 0
  %".293" = load <16 x float>, ptr %".292", align 64
  %".294" = mul i64 %".290", 4
  %".295" = getelementptr i8, ptr %"a0.1", i64 %".294"
  %".296" = load float, ptr %".295", align 4
  %".297" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".296", i32 0
  %".298" = shufflevector <16 x float> %".297", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".299" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".298", <16 x float> %".293", <16 x float> %".285")
  %".300" = getelementptr i8, ptr %"a1.1", i64 %".294"
  %".301" = load float, ptr %".300", align 4
  %".302" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".301", i32 0
  %".303" = shufflevector <16 x float> %".302", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".304" = call <16 x float> @"llvm.fma.v16f32"(<16 x float> %".303", <16 x float> %".293", <16 x float> %".286")
  store <16 x float> %".299", <16 x float>* %"acc0_0"
  store <16 x float> %".304", <16 x float>* %"acc1_0"
  %".307" = getelementptr i8, ptr %".287", i64 64
  store ptr %".307", ptr %"w_cursor"
  %".309" = load i64, i64* %"channels.i.1"
  %".310" = add i64 %".309", 1
  store i64 %".310", i64* %"channels.i.1"
  br label %"channels.head.1"
channels.done.1:
  %".313" = load i64, i64* %"taps_short.i"
  %".314" = add i64 %".313", 1
  store i64 %".314", i64* %"taps_short.i"
  br label %"taps_short.head"
work.endif.endif.if:
  %".320" = load <16 x float>, <16 x float>* %"total0_0"
  %".321" = load <16 x float>, <16 x float>* %"acc0_0"
  %".322" = fadd <16 x float> %".320", %".321"
  store <16 x float> %".322", <16 x float>* %"total0_0"
  %".324" = load <16 x float>, <16 x float>* %"total1_0"
  %".325" = load <16 x float>, <16 x float>* %"acc1_0"
  %".326" = fadd <16 x float> %".324", %".325"
  store <16 x float> %".326", <16 x float>* %"total1_0"
  %".328" = load <16 x float>, <16 x float>* %"total0_0"
  store <16 x float> %".328", <16 x float>* %"acc0_0"
  %".330" = load <16 x float>, <16 x float>* %"total1_0"
  store <16 x float> %".330", <16 x float>* %"acc1_0"
  br label %"work.endif.endif.endif"
work.endif.endif.endif:
  br i1 %"grid", label %"work.endif.endif.endif.if", label %"work.endif.endif.endif.else"
work.endif.endif.endif.if:
  %".334" = sdiv i64 %".158", %"row_pixels"
  %".335" = mul i64 %".334", %"row_stride"
  %".336" = srem i64 %".158", %"row_pixels"
  %".337" = mul i64 %".336", %"ldc"
  %".338" = add i64 %".335", %".337"
  %".339" = sdiv i64 %".161", %"row_pixels"
  %".340" = mul i64 %".339", %"row_stride"
  %".341" = srem i64 %".161", %"row_pixels"
  %".342" = mul i64 %".341", %"ldc"
  %".343" = add i64 %".340", %".342"
  br label %"work.endif.endif.endif.endif"
work.endif.endif.endif.else:
  %".345" = mul i64 %".158", %"ldc"
  %".346" = mul i64 %".161", %"ldc"
  br label %"work.endif.endif.endif.endif"
work.endif.endif.endif.endif:
  %".348" = phi  i64 [%".338", %"work.endif.endif.endif.if"], [%".345", %"work.endif.endif.endif.else"]
  %".349" = phi  i64 [%".343", %"work.endif.endif.endif.if"], [%".346", %"work.endif.endif.endif.else"]
  %".350" = getelementptr i8, ptr %"c_tile", i64 %".348"
  %".351" = getelementptr i8, ptr %"c_tile", i64 %".349"
  %".352" = ptrtoint ptr %"c_tile" to i64
  %".353" = ptrtoint ptr %"c" to i64
  %".354" = sub i64 %".352", %".353"
  %"r_tile" = getelementptr i8, ptr %"r", i64 %".354"
  %".355" = getelementptr i8, ptr %"r_tile", i64 %".348"
  %".356" = getelementptr i8, ptr %"r_tile", i64 %".349"
  %".357" = icmp eq i64 %".146", 16
  br i1 %".357", label %"store_full_choice", label %"store_partial_choice"
store_full:
  %".361" = load <16 x float>, <16 x float>* %"acc0_0"
  %".362" = fcmp olt <16 x float> %".361", %".30"
  %".363" = select  <16 x i1> %".362", <16 x float> %".30", <16 x float> %".361"
  %".364" = fcmp ogt <16 x float> %".363", %".34"
  %".365" = select  <16 x i1> %".364", <16 x float> %".34", <16 x float> %".363"
  %".366" = load <16 x float>, <16 x float>* %"acc1_0"
  %".367" = fcmp olt <16 x float> %".366", %".30"
  %".368" = select  <16 x i1> %".367", <16 x float> %".30", <16 x float> %".366"
  %".369" = fcmp ogt <16 x float> %".368", %".34"
  %".370" = select  <16 x i1> %".369", <16 x float> %".34", <16 x float> %".368"
  %".371" = getelementptr i8, ptr %".350", i64 0
  store <16 x float> %".365", ptr %".371", align 4
  %".373" = getelementptr i8, ptr %".351", i64 0
  store <16 x float> %".370", ptr %".373", align 4
  br label %"claim"
store_full_residual:
  %".376" = load <16 x float>, <16 x float>* %"acc0_0"
  %".377" = getelementptr i8, ptr %".355", i64 0
  %".378" = load <16 x float>, ptr %".377", align 4
  %".379" = fadd <16 x float> %".376", %".378"
  %".380" = fcmp olt <16 x float> %".379", %".30"
  %".381" = select  <16 x i1> %".380", <16 x float> %".30", <16 x float> %".379"
  %".382" = fcmp ogt <16 x float> %".381", %".34"
  %".383" = select  <16 x i1> %".382", <16 x float> %".34", <16 x float> %".381"
  %".384" = load <16 x float>, <16 x float>* %"acc1_0"
  %".385" = getelementptr i8, ptr %".356", i64 0
  %".386" = load <16 x float>, ptr %".385", align 4
  %".387" = fadd <16 x float> %".384", %".386"
  %".388" = fcmp olt <16 x float> %".387", %".30"
  %".389" = select  <16 x i1> %".388", <16 x float> %".30", <16 x float> %".387"
  %".390" = fcmp ogt <16 x float> %".389", %".34"
  %".391" = select  <16 x i1> %".390", <16 x float> %".34", <16 x float> %".389"
  %".392" = getelementptr i8, ptr %".350", i64 0
  store <16 x float> %".383", ptr %".392", align 4
  %".394" = getelementptr i8, ptr %".351", i64 0
  store <16 x float> %".391", ptr %".394", align 4
  br label %"claim"
store_partial:
  %".397" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".146", i32 0
  %".398" = shufflevector <16 x i64> %".397", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".399" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".398"
  %".400" = load <16 x float>, <16 x float>* %"acc0_0"
  %".401" = fcmp olt <16 x float> %".400", %".30"
  %".402" = select  <16 x i1> %".401", <16 x float> %".30", <16 x float> %".400"
  %".403" = fcmp ogt <16 x float> %".402", %".34"
  %".404" = select  <16 x i1> %".403", <16 x float> %".34", <16 x float> %".402"
  %".405" = load <16 x float>, <16 x float>* %"acc1_0"
  %".406" = fcmp olt <16 x float> %".405", %".30"
  %".407" = select  <16 x i1> %".406", <16 x float> %".30", <16 x float> %".405"
  %".408" = fcmp ogt <16 x float> %".407", %".34"
  %".409" = select  <16 x i1> %".408", <16 x float> %".34", <16 x float> %".407"
  %".410" = getelementptr i8, ptr %".350", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".404", ptr %".410", i32 4, <16 x i1> %".399")
  %".412" = getelementptr i8, ptr %".351", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".409", ptr %".412", i32 4, <16 x i1> %".399")
  br label %"claim"
store_partial_residual:
  %".415" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".146", i32 0
  %".416" = shufflevector <16 x i64> %".415", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".417" = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %".416"
  %".418" = load <16 x float>, <16 x float>* %"acc0_0"
  %".419" = getelementptr i8, ptr %".355", i64 0
  %".420" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".419", i32 4, <16 x i1> %".417", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".421" = fadd <16 x float> %".418", %".420"
  %".422" = fcmp olt <16 x float> %".421", %".30"
  %".423" = select  <16 x i1> %".422", <16 x float> %".30", <16 x float> %".421"
  %".424" = fcmp ogt <16 x float> %".423", %".34"
  %".425" = select  <16 x i1> %".424", <16 x float> %".34", <16 x float> %".423"
  %".426" = load <16 x float>, <16 x float>* %"acc1_0"
  %".427" = getelementptr i8, ptr %".356", i64 0
  %".428" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".427", i32 4, <16 x i1> %".417", <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %".429" = fadd <16 x float> %".426", %".428"
  %".430" = fcmp olt <16 x float> %".429", %".30"
  %".431" = select  <16 x i1> %".430", <16 x float> %".30", <16 x float> %".429"
  %".432" = fcmp ogt <16 x float> %".431", %".34"
  %".433" = select  <16 x i1> %".432", <16 x float> %".34", <16 x float> %".431"
  %".434" = getelementptr i8, ptr %".350", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".425", ptr %".434", i32 4, <16 x i1> %".417")
  %".436" = getelementptr i8, ptr %".351", i64 0
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".433", ptr %".436", i32 4, <16 x i1> %".417")
  br label %"claim"
store_full_choice:
  br i1 %".140", label %"store_full_residual", label %"store_full"
store_partial_choice:
  br i1 %".140", label %"store_partial_residual", label %"store_partial"
}
