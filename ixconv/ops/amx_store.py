"""Where a bf16 plan on AMX keeps its tensors as bf16: the call that computes a tensor stores it rounded to bf16
-- into the one AMX reader's padded copy (``store_into_amx_input``), or into the first half of its own fp32 memory
(``store_as_bf16_in_place``; a Concat's, slice by slice: ``store_concat_as_bf16_in_place``) -- and its readers read
those 2-byte values: AMX layers copy them into their padded copies (or read them in place), ``vdpbf16ps`` GEMMs
(CPUs without AMX) read them in place, AMX residual Adds,
depthwise layers and element-wise programs widen them. Half the bytes written and read; the AMX layers' results are
the same (the producer rounds as their conversion rounds), the other readers get values rounded to bf16, as
OpenVINO's bf16 keeps its activations. ``repeated_conversions``: a conversion that repeats an earlier one into a
padded copy layers of one geometry share. Each function takes the ``NativeCall``s of a native program
(``graph.executor.store_bf16_tensors`` finds them) and returns their replacements, or None where they do not fit.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from ixconv.codegen.amx import CHUNK, PIXELS_PER_ITEM, AmxArg, AmxKernel, amx_kernel
from ixconv.codegen.bf16 import BF16_ARG_COUNT, Bf16Arg, bf16_converter, pixel_copier
from ixconv.codegen.bf16 import PIXELS_PER_ITEM as CONVERT_PIXELS
from ixconv.codegen.dwconv import DwArg, DwKernel
from ixconv.codegen.fused import ARRAY_STRIDE as FUSED_ARRAY_STRIDE
from ixconv.codegen.fused import FusedArg
from ixconv.codegen.gemm import Arg
from ixconv.codegen.globalpool import GlobalPoolArg, global_pool_kernel
from ixconv.codegen.irutil import SCHEDULE_PARTS
from ixconv.codegen.movement import MoveArg, MoveKernel
from ixconv.codegen.resample import ResampleArg, ResampleKernel
from ixconv.cpu import host
from ixconv.ops.bf16 import (
    _depthwise_bf16_variant,
    _depthwise_reading_bf16,
    _depthwise_storing_bf16,
    _fp32_output,
    _fused_storing_bf16,
    _gemm_bf16_variant,
    _gemm_kernel_of,
    _gemm_storing_bf16,
    _readers_fit,
    _reading,
    _resample_bf16_variant,
    _resample_kernel_of,
    _slice_of,
    depthwise_kernel_of,
)
from ixconv.ops.fused import BF16 as BF16_BITS
from ixconv.ops.fused import FusedRecipe, fused_call
from ixconv.ops.program import NativeCall
from ixconv.ops.threads import make_schedule

# a tensor that depthwise layers read too is stored as bf16 in its own memory (``store_as_bf16_in_place``) from this
# size of its fp32 form: past the L2 cache its bytes to memory and back bound both the writer and the readers
AMX_DEPTHWISE_BF16_MIN_BYTES = 4 << 20
# ... and one that element-wise programs read (``ops.fused.BF16`` inputs). bf16 plan, ``python -m ixconv.bench.ab
# MODELS --set ixconv.ops.amx_store:AMX_ELEMENTWISE_BF16_MIN_BYTES=1000000000000`` (A B B A, 20 calls; Xeon with AMX,
# 2026-12-04), 1 / 2 threads: at every size PP-OCRv6 det 1.03x / 1.01x, DeepLabV3 1.04x / 1.02x faster but
# EfficientNet-B0 0.98x / 0.99x; from 4 MiB (only PP-OCRv6 det's plan changes) 1.03x / 1.02x, the unchanged plans
# of that run 0.96-1.02x (the noise)
AMX_ELEMENTWISE_BF16_MIN_BYTES = 4 << 20


def _amx_kernel_of(call: NativeCall) -> AmxKernel | None:
    """The bf16 AMX kernel a call runs, or None."""
    return next((k for k in call.keep if isinstance(k, AmxKernel) and k.run is call.driver and not k.spec.quantized),
                None)  # fmt: skip


def store_into_amx_input(producer: NativeCall, conversion: NativeCall, reader: NativeCall):
    """The call that computes a tensor read by one AMX convolution alone, whose conversion (``conversion``) runs
    right after it, made to store its outputs rounded to bf16 straight into that layer's zero-padded copy
    (``AmxSpec.bf16_output`` for an AMX producer, with the copy's row stride; ``GemmSpec.bf16_output`` for an fp32
    GEMM where the copy has no padding columns): no fp32 tensor written, no conversion pass. Returns what
    ``ops.bf16.store_as_bf16`` does -- (the producer's replacement, [the reader's kernel call], []) -- or None
    where the calls do not fit (a batch, a channel slice, the merged rows of a first layer). An element-wise
    program (DenseNet's BN + ReLU before each 1x1 layer) stores too, into a copy without padding whose pixels
    are the channels as they are (a whole number of 32-channel chunks), and a depthwise layer (MobileNet's, before
    its 1x1 layer) into a copy without padding columns. Rounded as the
    conversion rounds (to nearest even): the reader's results are the same. Only adjacent calls: the padded copy
    may be shared with layers of the same geometry (``Workspace.zeroed``), which could run in between otherwise --
    or be the producer's own input (a 3x3 layer after another of the same shape): then it stays as it is."""
    if _amx_kernel_of(reader) is None or conversion.driver is not bf16_converter("avx512").run:
        return None
    c = conversion.args
    dst, dst_pixel, dst_row = int(c[Bf16Arg.DST]), int(c[Bf16Arg.DST_PIXEL]), int(c[Bf16Arg.DST_ROW])
    pixels, width, channels = int(c[Bf16Arg.PIXELS]), int(c[Bf16Arg.ROW_PIXELS]), int(c[Bf16Arg.CHANNELS])
    buffer = next((k for k in conversion.keep if isinstance(k, np.ndarray) and k.dtype == np.uint16), None)
    if buffer is None or width <= 0 or pixels % width or c[Bf16Arg.SRC_PIXEL] != 4 * channels:
        return None
    if pixels > width and c[Bf16Arg.SRC_ROW] != 4 * channels * width:
        return None  # the source's rows are not one run
    source = int(c[Bf16Arg.SRC])
    tensor = next((k for k in producer.keep if isinstance(k, np.ndarray) and k.ctypes.data == source), None)
    if tensor is None or tensor.dtype != np.float32 or not tensor.flags.c_contiguous:
        return None
    if tensor.shape != (1, pixels // width, width, channels):
        return None
    kernel, gemm = _amx_kernel_of(producer), _gemm_kernel_of(producer)
    base = buffer.ctypes.data
    reads = [a.ctypes.data for a in producer.keep if isinstance(a, np.ndarray)]
    if kernel is not None or gemm is not None:  # (their input pointer: AmxArg.A, Arg.A)
        reads.append(int(producer.args[AmxArg.A if kernel is not None else Arg.A]))
    if any(base <= address < base + buffer.nbytes for address in reads):
        return None  # the producer reads this very copy (a layer of the same input geometry before it): it stays
    pointed = NativeCall(reader.driver, reader.args, reader.schedule, keep=(*reader.keep, buffer))
    if kernel is not None:
        args = producer.args
        if args[AmxArg.C] != source or args[AmxArg.LDC] != 4 * channels or args[AmxArg.BATCH] != 1:
            return None
        if args[AmxArg.OUT_WIDTH] != width or args[AmxArg.CHANNELS] != channels or kernel.spec.bf16_output:
            return None
        stored = _amx_bf16_variant(producer, kernel, (dst, dst_pixel, dst_row if pixels > width else 0, 0), buffer)
        return stored, [pointed], []
    if pixels > width and dst_row != width * dst_pixel:
        return None  # (a GEMM or element-wise program stores pixels dst_pixel apart: no padding columns)
    recipe = next((k for k in producer.keep if isinstance(k, FusedRecipe)), None)
    if recipe is not None and len(recipe.outputs_of) == 1:  # an element-wise program (DenseNet's BN + ReLU)
        out = producer.keep[recipe.inputs]
        if out is not tensor or dst != base or dst_pixel != 2 * channels or buffer.size < pixels * channels:
            return None  # (its pairs must be the channels as they are: a whole number of 32-channel chunks)
        halves = buffer.reshape(-1)[: pixels * channels].view(BF16_BITS).reshape(tensor.shape)
        stored = fused_call(recipe.program, recipe.outputs_of, list(producer.keep[: recipe.inputs]), [halves],
                            recipe.num_threads)  # fmt: skip
        return None if stored is None else (stored, [pointed], [])
    depthwise = depthwise_kernel_of(producer)
    if depthwise is not None:  # a depthwise layer before a 1x1 one (MobileNet's blocks)
        a = producer.args
        if a[DwArg.C] != source or a[DwArg.BATCH] != 1 or a[DwArg.CHANNELS] != channels:
            return None
        if a[DwArg.C_PIXEL] not in (0, 4 * channels) or a[DwArg.OUT_HEIGHT] * a[DwArg.OUT_WIDTH] != pixels:
            return None
        stored = _depthwise_bf16_variant(producer, depthwise, dst, dst_pixel, pixels, buffer)
        return None if stored is None else (stored, [pointed], [])
    if gemm is None:
        return None
    a = producer.args
    if a[Arg.C] != source or a[Arg.LDC] != 4 * channels or a[Arg.K] * a[Arg.GROUPS] != channels:
        return None
    if a[Arg.M] * a[Arg.BATCH] != pixels:
        return None
    stored = _gemm_bf16_variant(producer, gemm, dst, dst_pixel, buffer)
    return None if stored is None else (stored, [pointed], [])


def repeated_conversions(calls: list[NativeCall], firsts: list[int]) -> list[int]:
    """Of the conversions at ``firsts`` (indices into ``calls``, each of one fp32 tensor into an AMX layer's padded
    copy, program order), those that write exactly what an earlier one wrote -- the same converter or copier, the
    same arguments, so the same padded copy (layers of one input geometry share it: ``Workspace.zeroed``) -- with
    no call between the two writing into that copy: they can be left out, the later layer reading the bytes the
    earlier conversion left there (PicoDet's 256-channel concatenation read by two 1x1 layers). A call between
    writes the copy when any of its arguments points into it, but for an AMX kernel's input (``AmxArg.A``: read)."""
    drivers = (bf16_converter("avx512").run, pixel_copier("avx512").run)
    repeated: list[int] = []
    for j, i in enumerate(firsts):
        conversion = calls[i]
        buffer = next((k for k in conversion.keep if isinstance(k, np.ndarray) and k.dtype == np.uint16), None)
        if not any(conversion.driver is d for d in drivers) or buffer is None:
            continue
        earlier = [f for f in firsts[:j] if f not in repeated and calls[f].driver is conversion.driver]
        same = [f for f in earlier if np.array_equal(calls[f].args, conversion.args)]
        if same and not any(_writes_into(calls[k], buffer) for k in range(same[-1] + 1, i)):
            repeated.append(i)
    return repeated


def _writes_into(call: NativeCall, buffer: np.ndarray) -> bool:
    """Whether a call may write into ``buffer``: an argument of it points there (but an AMX kernel's input)."""
    base, end = buffer.ctypes.data, buffer.ctypes.data + buffer.nbytes
    args = call.args.copy()
    if any(isinstance(k, AmxKernel) and k.run is call.driver for k in call.keep):
        args[AmxArg.A] = 0
    return bool(np.any((args >= base) & (args < end)))


def _amx_output(call: NativeCall) -> np.ndarray | None:
    """The whole NHWC float32 tensor a bf16 AMX call writes (outputs one pixel of all its channels after the
    other, images back to back), or None."""
    args = call.args
    tensor = next((k for k in call.keep if isinstance(k, np.ndarray) and k.ctypes.data == args[AmxArg.C]), None)
    if tensor is None or tensor.dtype != np.float32 or tensor.ndim != 4 or not tensor.flags.c_contiguous:
        return None
    n, h, w, k = tensor.shape
    fits = (args[AmxArg.BATCH], args[AmxArg.OUT_HEIGHT], args[AmxArg.OUT_WIDTH], args[AmxArg.CHANNELS]) == (n, h, w, k)
    return tensor if fits and args[AmxArg.LDC] == 4 * k and args[AmxArg.C_IMAGE] == 4 * k * h * w else None


def _amx_bf16_variant(call: NativeCall, kernel: AmxKernel, layout: tuple[int, int, int, int],
                      buffer: np.ndarray) -> NativeCall:  # fmt: skip
    """The bf16 AMX call storing its outputs rounded to bf16 (``AmxSpec.bf16_output``) at ``layout`` = (address,
    bytes per pixel, per row, per image: ``AmxArg.C_BF16...``) in ``buffer``, and no fp32 output."""
    args = call.args.copy()
    args[AmxArg.C_BF16], args[AmxArg.C_BF16_PIXEL], args[AmxArg.C_BF16_ROW], args[AmxArg.C_BF16_IMAGE] = layout
    variant = amx_kernel(replace(kernel.spec, bf16_output=True))
    return NativeCall(variant.run, args, call.schedule, keep=(*call.keep, variant, buffer))


def _amx_adding_bf16(call: NativeCall, tensor: np.ndarray, buffer: np.ndarray) -> NativeCall | None:
    """A bf16 AMX call that adds the whole NHWC float32 ``tensor`` (its fused residual, laid out as its output),
    made to add the bf16 copy in ``buffer`` instead (read at half the output's offsets); None for any other."""
    kernel = _amx_kernel_of(call)
    if kernel is None or kernel.spec.bf16_residual or call.args[AmxArg.RESIDUAL] != tensor.ctypes.data:
        return None
    out = _amx_output(call)
    if out is None or out.shape != tensor.shape or buffer.nbytes < 2 * tensor.size:
        return None
    args = call.args.copy()
    args[AmxArg.RESIDUAL] = buffer.ctypes.data
    variant = amx_kernel(replace(kernel.spec, bf16_residual=True))
    return NativeCall(variant.run, args, call.schedule, keep=(*call.keep, variant, buffer))


def _amx_reading_in_place(conversion: NativeCall, call: NativeCall, tensor: np.ndarray,
                          buffer: np.ndarray) -> NativeCall | None:  # fmt: skip
    """The AMX kernel call of a 1x1 stride-1 layer without padding whose conversion (``conversion``) copies the
    whole of ``tensor`` (one image of whole 32-channel chunks) into its padded copy, made to read the bf16 copy in
    ``buffer`` (C values of 2 bytes per pixel) in place: its last pixel block overlaps the one before it
    (``AmxArg.LAST_BLOCK``) where the pixels are no whole number of blocks, so no tile row reads past the
    image. None where it does not fit."""
    kernel = _amx_kernel_of(call)
    _, h, w, c = tensor.shape
    if kernel is None or kernel.spec.grouped or tensor.shape[0] != 1 or c % CHUNK or h * w < PIXELS_PER_ITEM:
        return None
    k, a = conversion.args, call.args
    if conversion.driver is not bf16_converter("avx512").run or k[Bf16Arg.SRC] != tensor.ctypes.data:
        return None
    if (k[Bf16Arg.PIXELS], k[Bf16Arg.CHANNELS], k[Bf16Arg.SRC_PIXEL], k[Bf16Arg.DST_PIXEL]) != (h * w, c, 4 * c, 2 * c):
        return None
    if k[Bf16Arg.ROW_PIXELS] != w or (h > 1 and k[Bf16Arg.SRC_ROW] != 4 * c * w) or a[AmxArg.A] != k[Bf16Arg.DST]:
        return None
    one_tap = a[AmxArg.NTAPS] == 1 and _geometry_taps(call)[0] == 0
    grid = (a[AmxArg.ROW], a[AmxArg.A_STRIDE], a[AmxArg.ROW_STEP]) == (2 * c, 2 * c, 2 * c * w)
    grid = grid and a[AmxArg.VIRTUAL_WIDTH] == w
    if not one_tap or not grid or (a[AmxArg.OUT_HEIGHT], a[AmxArg.OUT_WIDTH], a[AmxArg.BATCH]) != (h, w, 1):
        return None
    last = h * w - PIXELS_PER_ITEM if h * w % PIXELS_PER_ITEM else 0
    if last and a[AmxArg.RESIDUAL]:
        return None  # (a pixel computed twice would add a residual the first pass may have overwritten)
    args = a.copy()
    args[AmxArg.A], args[AmxArg.LAST_BLOCK] = buffer.ctypes.data, last
    return NativeCall(call.driver, args, call.schedule, keep=(*call.keep, buffer))


def _gemm_reading_in_place(conversion: NativeCall, call: NativeCall, tensor: np.ndarray,
                           buffer: np.ndarray) -> NativeCall | None:  # fmt: skip
    """The ``vdpbf16ps`` GEMM call of a bf16 convolution whose conversion converts the whole of ``tensor`` (an even
    channel count: no pair to pad) into its bf16 input, made to read the bf16 copy in ``buffer`` (the same
    layout) in place -- its conversion left out. None where it does not fit (an AMX layer: its padded copy)."""
    c = tensor.shape[-1]
    if _gemm_kernel_of(call) is None or c % 2:
        return None
    if not _readers_fit([(conversion, call)], tensor.ctypes.data, c, tensor.size // c):
        return None
    return _reading([(conversion, call)], buffer.ctypes.data, buffer)[0]


def _geometry_taps(call: NativeCall) -> np.ndarray:
    """The tap byte offsets an AMX call reads (``AmxArg.TAPS``: kept as its indirection)."""
    address = int(call.args[AmxArg.TAPS])
    return next(k for k in call.keep if isinstance(k, np.ndarray) and k.ctypes.data == address)


def store_as_bf16_in_place(producer: NativeCall, readers: list[tuple[NativeCall, NativeCall]],
                           residual: list[NativeCall], passes: list[NativeCall] = (),
                           depthwise: list[NativeCall] = (), elementwise: list[NativeCall] = ()):  # fmt: skip
    """A tensor read only by AMX layers (``readers``: their (conversion, kernel) calls), by fused residual Adds
    of AMX layers (``residual``) and, when it is large (``AMX_DEPTHWISE_BF16_MIN_BYTES``,
    ``AMX_ELEMENTWISE_BF16_MIN_BYTES``), by depthwise / pooling layers (``depthwise``) and element-wise programs
    or global poolings (``elementwise``), which then widen bf16 values, stored as bf16 in the first half of its
    own float32 memory by the call that computes it (an AMX, GEMM, depthwise / pooling, resampling or element-wise
    call writing it whole): no fp32 tensor written,
    and half the bytes for each reader -- ResNet's residual stream, in bf16 as OpenVINO's bf16 keeps it. A 1x1
    stride-1 layer without padding (whole 32-channel chunks, one image) reads it in place, its conversion left
    out; any other layer's conversion becomes a copy of the bf16 bytes into its padded copy (a strided 1x1
    layer's every other pixel). Its own memory, not a reader's padded copy: nothing else writes it while the
    tensor lives (the copies are shared between layers of one geometry). Returns (the producer's replacement, the
    readers' kernel calls, per reader the replacement of its conversion or None: left out, the Adds'
    replacements, the copies replacing ``passes``: the conversions of the readers that convert in several passes,
    a strided layer's phases or a batch's images, the depthwise calls' and the element-wise calls' replacements),
    or None where the calls do not fit. The layers' results are the same (rounded as the conversion rounds); the
    other readers read values rounded to bf16."""
    if not readers and not residual and not passes and not depthwise and not elementwise:
        return None
    kernel = _amx_kernel_of(producer)
    resampling = _resample_kernel_of(producer)
    if kernel is not None:
        tensor = _amx_output(producer)
    else:
        tensor = _resample_output(producer) if resampling is not None else _fp32_output(producer)
    if tensor is None or tensor.shape[-1] % 2:
        return None
    if depthwise and tensor.nbytes < AMX_DEPTHWISE_BF16_MIN_BYTES:
        return None
    if elementwise and tensor.nbytes < AMX_ELEMENTWISE_BF16_MIN_BYTES:
        return None
    buffer = tensor.reshape(-1).view(np.uint8)[: 2 * tensor.size]
    gemm = _gemm_kernel_of(producer)
    own = int(producer.args[AmxArg.RESIDUAL if kernel is not None else Arg.RESIDUAL]) if kernel or gemm else 0
    if tensor.ctypes.data <= own < tensor.ctypes.data + tensor.nbytes:
        return None  # (a producer adding its own output: its bf16 stores would land on residuals not read yet)
    arithmetic = [call for call in depthwise if depthwise_kernel_of(call).spec.reduction != "max"]
    if (residual or arithmetic or elementwise) and gemm is not None and gemm.spec.dot != "bf16":
        # a layer left in fp32 (an image's few channels): its Adds, depthwise layers and average poolings get its
        # output as exact as it computed it (a max pooling only picks values: rounded before or after, the same)
        return None
    if kernel is not None:
        _, h, w, k = tensor.shape
        layout = (buffer.ctypes.data, 2 * k, 2 * k * w, 2 * k * w * h)
        stored = None if kernel.spec.bf16_output else _amx_bf16_variant(producer, kernel, layout, buffer)
    elif gemm is not None:
        stored = _gemm_storing_bf16(producer, gemm, [], buffer, 2 * tensor.shape[-1])
    elif depthwise_kernel_of(producer) is not None:
        stored = _depthwise_storing_bf16(producer, depthwise_kernel_of(producer), [], buffer)
    elif resampling is not None:
        stored = _resample_bf16_variant(producer, resampling, buffer.ctypes.data, buffer)
    else:
        recipe = next((k for k in producer.keep if isinstance(k, FusedRecipe)), None)
        single = recipe is not None and len(recipe.outputs_of) == 1
        stored = _fused_storing_bf16(producer, recipe, [], buffer) if single else None
    if stored is None:
        return None
    pointed, copies = [], []
    for conversion, call in readers:  # read in place, or copied (not converted) into its padded copy
        in_place = _amx_reading_in_place(conversion, call, tensor, buffer)
        in_place = in_place or _gemm_reading_in_place(conversion, call, tensor, buffer)
        copy = None if in_place is not None else _copying_bf16(conversion, tensor, buffer)
        if in_place is None and copy is None:
            return None
        pointed.append(in_place or call)
        copies.append(copy)
    adding = [_amx_adding_bf16(call, tensor, buffer) for call in residual]
    copied = [_copying_bf16(conversion, tensor, buffer) for conversion in passes]
    reading = [_depthwise_reading_bf16(call, tensor, buffer) for call in depthwise]
    widening = [_widening_bf16(call, tensor, buffer) for call in elementwise]
    if any(call is None for call in adding + copied + reading + widening):
        return None
    return stored, pointed, copies, adding, copied, reading, widening


def store_concat_as_bf16_in_place(producers: list[NativeCall], readers: list[tuple[NativeCall, NativeCall]],
                                  passes: list[NativeCall], depthwise: list[NativeCall],
                                  program: list[NativeCall], elementwise: list[NativeCall] = ()):  # fmt: skip
    """A channel Concat's output, whose slices ``producers`` write in place (AMX, GEMM, resampling, depthwise or
    pooling calls, and the Concat's own copies of its other inputs, which then convert them; every channel; a
    producer with no argument pointing into the tensor writes an input the Concat copies), read only by AMX
    layers (``readers``: (conversion, kernel) pairs; ``passes``: the conversions of those that convert in several
    passes) and depthwise layers: stored as bf16 in the first half of its own memory, each producer storing its
    slice there at its channels -- half the bytes written and read (PP-HGNet's stem: a max pooling's and a 2x2
    layer's outputs, read by a strided 3x3 layer; YOLO's C2f and PAN concatenations). The readers as in
    ``store_as_bf16_in_place``. Nothing else in ``program`` (the calls of the native program) may point into the
    tensor's memory while it lives (a concatenation prefix another layer reads, DenseNet's), nor a producer read
    it. Returns (per producer its replacement or None: unchanged, the readers' kernel calls, per reader its
    conversion's replacement or None: left out, the copies replacing ``passes``, the depthwise calls reading it)
    or None where the calls do not fit."""
    conversions = [conversion for conversion, _ in readers] + list(passes)
    if not producers or not conversions:
        return None
    tensor = _source_tensor(conversions[0])
    if tensor is None or tensor.shape[-1] % 2 or (depthwise and tensor.nbytes < AMX_DEPTHWISE_BF16_MIN_BYTES):
        return None
    if elementwise and tensor.nbytes < AMX_ELEMENTWISE_BF16_MIN_BYTES:
        return None
    n, h, w, channels = tensor.shape
    buffer = tensor.reshape(-1).view(np.uint8)[: 2 * tensor.size]
    dst, pixel = buffer.ctypes.data, 2 * channels
    exact = not elementwise and not any(depthwise_kernel_of(call).spec.reduction != "max" for call in depthwise)
    stored, covered, writers = [], [], []
    base, past = tensor.ctypes.data, tensor.ctypes.data + tensor.nbytes
    for call in producers:
        written = _output_address(call)
        if written is not None and not base <= written < past:
            stored.append(None)  # (it writes an input the Concat copies: that copy is among the producers)
            continue
        writers.append(call)
        kernel = _amx_kernel_of(call)
        resampling = _resample_kernel_of(call)
        if kernel is not None:
            part = _amx_slice_of(call, tensor)
            if part is None or kernel.spec.bf16_output:
                return None
            layout = (dst + 2 * part[0], pixel, pixel * w, pixel * w * h)
            variant = _amx_bf16_variant(call, kernel, layout, buffer)
        elif resampling is not None:  # (a Resize: the FPN's upsampled maps, concatenated)
            part = _resample_slice_of(call, tensor)
            variant = None if part is None else _resample_bf16_variant(call, resampling, dst + 2 * part[0], buffer)
        elif any(isinstance(k, MoveKernel) and k.run is call.driver for k in call.keep):  # the Concat's own copy
            part = _copy_slice_of(call, tensor)
            variant = None if part is None else _converting_slice(call, part, tensor, buffer)
        else:
            part = _slice_of(call, tensor.ctypes.data, channels, n * h * w)
            if part is None:
                return None
            if isinstance(part[2], DwKernel):
                variant = _depthwise_bf16_variant(call, part[2], dst + 2 * part[0], pixel, h * w, buffer)
            elif part[2].spec.dot != "bf16" and not exact:
                return None  # (a layer left in fp32: the depthwise layers reading it get its output as computed)
            else:
                variant = _gemm_bf16_variant(call, part[2], dst + 2 * part[0], pixel, buffer)
        if variant is None:
            return None
        stored.append(variant)
        covered.append((part[0], part[0] + part[1]))
    at = 0
    for first, end in sorted(covered):  # every channel written by exactly one producer
        if first != at:
            return None
        at = end
    if at != channels:
        return None
    kernels = [call for _, call in readers]
    involved = [i for i, call in enumerate(program) if any(call is c for c in [*writers, *conversions, *depthwise,
                                                                               *elementwise, *kernels])]  # fmt: skip
    for call in program[min(involved) : max(involved) + 1]:  # while it lives, only the producers' outputs and the
        # readers' inputs point into the tensor (before and after, the arena gives its memory to other tensors)
        args = call.args.copy()
        if any(call is c for c in conversions):
            args[Bf16Arg.SRC] = 0
        elif any(call is c for c in depthwise):
            args[DwArg.A] = 0
        elif any(call is c for c in elementwise):
            args[_fused_array_fields(call, tensor) if _global_pool_of(call) is None else GlobalPoolArg.SRC] = 0
        elif any(call is c for c in writers):
            args[_output_field(call)] = 0
        if np.any((args >= base) & (args < past)):
            return None
    pointed, copies = [], []
    for conversion, call in readers:  # read in place, or copied (not converted) into its padded copy
        in_place = _amx_reading_in_place(conversion, call, tensor, buffer)
        in_place = in_place or _gemm_reading_in_place(conversion, call, tensor, buffer)
        copy = None if in_place is not None else _copying_bf16(conversion, tensor, buffer)
        if in_place is None and copy is None:
            return None
        pointed.append(in_place or call)
        copies.append(copy)
    copied = [_copying_bf16(conversion, tensor, buffer) for conversion in passes]
    reading = [_depthwise_reading_bf16(call, tensor, buffer) for call in depthwise]
    widening = [_widening_bf16(call, tensor, buffer) for call in elementwise]
    if any(call is None for call in copied + reading + widening):
        return None
    return stored, pointed, copies, copied, reading, widening


def _output_address(call: NativeCall) -> int | None:
    """Where a bf16 AMX, GEMM, resampling, copy, depthwise or element-wise call writes its (first) output; None
    for any other call."""
    field = _output_field(call)
    if field is not None:
        return int(call.args[field])
    recipe = next((k for k in call.keep if isinstance(k, FusedRecipe)), None)
    return None if recipe is None else call.keep[recipe.inputs].ctypes.data


def _output_field(call: NativeCall) -> int | None:
    """The argument of a bf16 AMX, GEMM, resampling, copy or depthwise call that points at its output; None for
    any other call."""
    if _amx_kernel_of(call) is not None:
        return AmxArg.C
    if _gemm_kernel_of(call) is not None:
        return Arg.C
    if any(isinstance(k, ResampleKernel) and k.run is call.driver for k in call.keep):
        return ResampleArg.DST
    if any(isinstance(k, MoveKernel) and k.run is call.driver for k in call.keep):
        return MoveArg.DST
    return DwArg.C if depthwise_kernel_of(call) is not None else None


def _copy_slice_of(call: NativeCall, tensor: np.ndarray) -> tuple[int, int] | None:
    """(first channel, channel count) of the channel slice of the NHWC float32 ``tensor`` a Concat's copy
    (``ops.movement.concat_rows_calls``) fills from a whole input of its own, an even count; None otherwise."""
    n, h, w, channels = tensor.shape
    args = call.args
    offset, length = int(args[MoveArg.DST]) - tensor.ctypes.data, int(args[MoveArg.LENGTH])
    if offset % 4 or length % 2 or args[MoveArg.CONTIGUOUS] != 1 or args[MoveArg.BATCH] != 1:
        return None
    if args[MoveArg.ROWS] != n * h * w or args[MoveArg.ROW_STEP] != length or args[MoveArg.DST_ROW] != 4 * channels:
        return None
    first = offset // 4
    return (first, length) if 0 <= first and first + length <= channels else None


def _converting_slice(call: NativeCall, part: tuple[int, int], tensor: np.ndarray, buffer: np.ndarray) -> NativeCall:
    """A Concat's copy of an input into its slice (``_copy_slice_of``), made a conversion of it to bf16 into the
    slice of the tensor's bf16 copy in ``buffer``."""
    (first, width), channels = part, tensor.shape[-1]
    pixels = int(call.args[MoveArg.ROWS])
    args = np.zeros(BF16_ARG_COUNT, np.int64)
    args[Bf16Arg.SRC], args[Bf16Arg.DST] = call.args[MoveArg.SRC], buffer.ctypes.data + 2 * first
    args[Bf16Arg.PIXELS], args[Bf16Arg.CHANNELS], args[Bf16Arg.DST_CHANNELS] = pixels, width, width
    args[Bf16Arg.SRC_PIXEL], args[Bf16Arg.DST_PIXEL] = 4 * width, 2 * channels
    args[Bf16Arg.ROW_PIXELS], args[Bf16Arg.SRC_ROW], args[Bf16Arg.DST_ROW] = pixels, 4 * width * pixels, 0
    converter = bf16_converter("avx512")
    schedule = make_schedule(-(-pixels // CONVERT_PIXELS), int(call.schedule[SCHEDULE_PARTS]))
    return NativeCall(converter.run, args, schedule, keep=(*call.keep, converter, buffer))


def _resample_slice_of(call: NativeCall, tensor: np.ndarray) -> tuple[int, int] | None:
    """(first channel, channel count) of the channel slice of the NHWC float32 ``tensor`` a resampling call
    writes, every pixel of it; None for any other write."""
    n, h, w, channels = tensor.shape
    if (call.args[ResampleArg.BATCH], call.args[ResampleArg.OUT_HEIGHT], call.args[ResampleArg.OUT_WIDTH]) != (n, h, w):
        return None
    part = _slice_of(call, tensor.ctypes.data, channels, n * h * w)
    return part[:2] if part is not None and isinstance(part[2], ResampleKernel) else None


def _resample_output(call: NativeCall) -> np.ndarray | None:
    """The whole NHWC float32 tensor a resampling call writes (every pixel, its channels contiguous), or None."""
    args = call.args
    out = next((k for k in call.keep if isinstance(k, np.ndarray) and k.ctypes.data == args[ResampleArg.DST]), None)
    if out is None or out.dtype != np.float32 or out.ndim != 4 or not out.flags.c_contiguous:
        return None
    return out if _resample_slice_of(call, out) == (0, out.shape[-1]) else None


def _fused_array_fields(call: NativeCall, tensor: np.ndarray) -> list[int]:
    """The arguments of an element-wise call that point at its inputs equal to ``tensor`` (the whole array)."""
    recipe = next(k for k in call.keep if isinstance(k, FusedRecipe))
    inputs = call.keep[: recipe.inputs]
    return [FusedArg.ARRAYS + FUSED_ARRAY_STRIDE * i for i, x in enumerate(inputs) if _is_whole(x, tensor)]


def _is_whole(x, tensor: np.ndarray) -> bool:
    return isinstance(x, np.ndarray) and x.ctypes.data == tensor.ctypes.data and x.shape == tensor.shape and (
        x.strides == tensor.strides)  # fmt: skip


def _widening_bf16(call: NativeCall, tensor: np.ndarray, buffer: np.ndarray) -> NativeCall | None:
    """An element-wise program or a global pooling reading the whole NHWC float32 ``tensor``, made to read its
    bf16 copy in ``buffer`` instead; None for any other call."""
    pooling = _global_pool_of(call)
    if pooling is None:
        return _fused_reading_bf16(call, tensor, buffer)
    args = call.args
    n, h, w, c = tensor.shape
    if args[GlobalPoolArg.SRC] != tensor.ctypes.data or buffer.nbytes != 2 * tensor.size:
        return None
    if (args[GlobalPoolArg.CHANNELS], args[GlobalPoolArg.PIXELS], args[GlobalPoolArg.BATCH]) != (c, h * w, n):
        return None
    module, driver = global_pool_kernel("avx512", pooling, True)
    new_args = args.copy()
    new_args[GlobalPoolArg.SRC] = buffer.ctypes.data
    return NativeCall(driver, new_args, call.schedule, keep=(*call.keep, module, buffer))


def _global_pool_of(call: NativeCall) -> str | None:
    """The reduction of the AVX-512 fp32-input global pooling a call runs ("avg", "max"), or None."""
    if host().isa != "avx512":
        return None
    return next((r for r in ("avg", "max") if call.driver is global_pool_kernel("avx512", r)[1]), None)


def reads_widening(call: NativeCall) -> bool:
    """Whether a call is one whose input ``store_as_bf16_in_place`` can make bf16 (``elementwise`` there): an
    element-wise program or a global pooling."""
    return any(isinstance(k, FusedRecipe) for k in call.keep) or _global_pool_of(call) is not None


def _fused_reading_bf16(call: NativeCall, tensor: np.ndarray, buffer: np.ndarray) -> NativeCall | None:
    """An element-wise call reading the whole NHWC float32 ``tensor`` (one or more of its inputs), made to read its
    bf16 copy in ``buffer`` instead (``ops.fused.BF16``: widened exactly in the kernel); None for any other call,
    one reading a part of the tensor, or one writing over it."""
    recipe = next((k for k in call.keep if isinstance(k, FusedRecipe)), None)
    if recipe is None or buffer.nbytes != 2 * tensor.size:
        return None
    inputs = list(call.keep[: recipe.inputs])
    outputs = list(call.keep[recipe.inputs : recipe.inputs + len(recipe.outputs_of)])
    halves = buffer.view(BF16_BITS).reshape(tensor.shape)
    whole = [i for i, x in enumerate(inputs) if _is_whole(x, tensor)]
    if not whole or any(np.shares_memory(x, tensor) for i, x in enumerate(inputs) if i not in whole):
        return None
    if any(np.shares_memory(o, tensor) for o in outputs):
        return None  # (an output over it: its fp32 stores would land on bf16 values not read yet)
    for i in whole:
        inputs[i] = halves
    return fused_call(recipe.program, recipe.outputs_of, inputs, outputs, recipe.num_threads)


def _source_tensor(conversion: NativeCall) -> np.ndarray | None:
    """The whole NHWC float32 tensor a conversion reads (pixels of), kept alive by it; or None."""
    source = int(conversion.args[Bf16Arg.SRC])
    for k in conversion.keep:
        if isinstance(k, np.ndarray) and k.dtype == np.float32 and k.ndim == 4 and k.flags.c_contiguous:
            if k.ctypes.data <= source < k.ctypes.data + k.nbytes:
                return k
    return None


def _amx_slice_of(call: NativeCall, tensor: np.ndarray) -> tuple[int, int] | None:
    """(first channel, channel count) of the channel slice of the NHWC float32 ``tensor`` a bf16 AMX call writes,
    every pixel of it; None for any other write."""
    n, h, w, channels = tensor.shape
    args = call.args
    offset = int(args[AmxArg.C]) - tensor.ctypes.data
    if offset % 4 or args[AmxArg.LDC] != 4 * channels or args[AmxArg.C_IMAGE] != 4 * channels * h * w:
        return None
    if (args[AmxArg.BATCH], args[AmxArg.OUT_HEIGHT], args[AmxArg.OUT_WIDTH]) != (n, h, w) or args[AmxArg.RESIDUAL]:
        return None
    first, width = offset // 4, int(args[AmxArg.CHANNELS])
    return (first, width) if 0 <= first and first + width <= channels else None


def _copying_bf16(conversion: NativeCall, tensor: np.ndarray, buffer: np.ndarray) -> NativeCall | None:
    """A conversion of (pixels of) ``tensor`` into a layer's padded bf16 copy, made to copy the bytes of the bf16
    copy in ``buffer`` instead (``codegen.bf16.pixel_copier``: half the bytes read, the same values written --
    the producer rounded as the conversion rounds); None for a conversion that pads an odd channel count or reads
    anything else."""
    c = conversion.args
    start = int(c[Bf16Arg.SRC]) - tensor.ctypes.data
    if conversion.driver is not bf16_converter("avx512").run or not 0 <= start < tensor.nbytes or start % 4:
        return None
    if c[Bf16Arg.CHANNELS] != c[Bf16Arg.DST_CHANNELS] or c[Bf16Arg.SRC_PIXEL] % 4 or c[Bf16Arg.SRC_ROW] % 4:
        return None
    args = c.copy()
    args[Bf16Arg.SRC] = buffer.ctypes.data + start // 2
    args[Bf16Arg.SRC_PIXEL], args[Bf16Arg.SRC_ROW] = c[Bf16Arg.SRC_PIXEL] // 2, c[Bf16Arg.SRC_ROW] // 2
    args[Bf16Arg.CHANNELS] = args[Bf16Arg.DST_CHANNELS] = 2 * c[Bf16Arg.CHANNELS]  # bytes
    copier = pixel_copier("avx512")
    return NativeCall(copier.run, args, conversion.schedule, keep=(*conversion.keep, copier, buffer))
