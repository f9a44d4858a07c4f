// The GIF format, written from frames of pixels (no DOM, no rules): one palette for the whole
// picture, each frame after the first only the rectangle where it differs from the one before,
// with what did not change left transparent, so that a move costs the cells it touched (the way
// lichess's GIF renderer keeps its files small); LZW-compressed as GIF89a wants.

/** The palette's size: 255 colours and one transparent index. */
const COLOURS = 255;
const CLEAR_INDEX = 255;

/** A text's bytes (ASCII). */
const ascii = (text) => [...text].map((c) => c.charCodeAt(0));

/** A colour's bucket: 5 bits a channel. */
const bucket = (r, g, b) => Math.floor(r / 8) * 1024 + Math.floor(g / 8) * 32 + Math.floor(b / 8);

/**
 * The palette of `frames` (RGBA bytes): the most used colours, each the mean of the pixels of its
 * bucket, and `index(bucket)`, the nearest palette entry of a bucket.
 */
function paletteOf(frames) {
  const count = new Float64Array(32768);
  const sum = new Float64Array(32768 * 3);
  for (const px of frames) {
    for (let i = 0; i < px.length; i += 4) {
      const k = bucket(px[i], px[i + 1], px[i + 2]);
      count[k] += 1;
      sum[k * 3] += px[i];
      sum[k * 3 + 1] += px[i + 1];
      sum[k * 3 + 2] += px[i + 2];
    }
  }
  const used = [];
  for (let k = 0; k < 32768; k++) if (count[k]) used.push(k);
  used.sort((a, b) => count[b] - count[a]);
  const colours = used.slice(0, COLOURS).map((k) => [0, 1, 2].map((c) => Math.round(sum[k * 3 + c] / count[k])));
  const nearest = new Int16Array(32768).fill(-1);
  const index = (k) => {
    if (nearest[k] < 0) {
      const r = Math.floor(k / 1024) * 8 + 4;
      const g = (Math.floor(k / 32) % 32) * 8 + 4;
      const b = (k % 32) * 8 + 4;
      let best = 0;
      let dist = Infinity;
      colours.forEach(([cr, cg, cb], i) => {
        const d = (cr - r) ** 2 + (cg - g) ** 2 + (cb - b) ** 2;
        if (d < dist) {
          dist = d;
          best = i;
        }
      });
      nearest[k] = best;
    }
    return nearest[k];
  };
  return { colours, index };
}

/** A growing byte buffer. */
class Bytes {
  constructor() {
    this.buf = new Uint8Array(65536);
    this.n = 0;
  }
  byte(b) {
    if (this.n === this.buf.length) {
      const bigger = new Uint8Array(this.buf.length * 2);
      bigger.set(this.buf);
      this.buf = bigger;
    }
    this.buf[this.n++] = b;
  }
  word(w) {
    this.byte(w % 256);
    this.byte(Math.floor(w / 256) % 256);
  }
  bytes(list) {
    for (const b of list) this.byte(b);
  }
  done() {
    return this.buf.slice(0, this.n);
  }
}

/** The LZW codes of `pixels` (palette indices), 8 bits a symbol, in GIF's sub-blocks. */
function lzw(out, pixels) {
  const MIN = 8;
  const clear = 256;
  const end = 257;
  out.byte(MIN);
  const block = [];
  let acc = 0; // bits waiting to be written, the lowest first
  let bits = 0;
  const emit = (code, size) => {
    acc += code * 2 ** bits;
    bits += size;
    while (bits >= 8) {
      block.push(acc % 256);
      acc = Math.floor(acc / 256);
      bits -= 8;
      if (block.length === 255) {
        out.byte(255);
        out.bytes(block);
        block.length = 0;
      }
    }
  };
  let table = new Map();
  let next = end + 1;
  let size = MIN + 1;
  emit(clear, size);
  let prefix = pixels[0];
  for (let i = 1; i < pixels.length; i++) {
    const p = pixels[i];
    const key = prefix * 256 + p;
    const known = table.get(key);
    if (known !== undefined) {
      prefix = known;
      continue;
    }
    emit(prefix, size);
    if (next < 4096) {
      table.set(key, next);
      if (next === 2 ** size) size += 1;
      next += 1;
    } else {
      // The table is full: start again.
      emit(clear, size);
      table = new Map();
      next = end + 1;
      size = MIN + 1;
    }
    prefix = p;
  }
  emit(prefix, size);
  emit(end, size);
  if (bits > 0) emit(0, 8 - bits);
  if (block.length) {
    out.byte(block.length);
    out.bytes(block);
  }
  out.byte(0);
}

/**
 * An animated GIF of `frames` (each RGBA bytes of `width` × `height`), frame i shown for
 * `delays[i]` ms (GIF counts hundredths of a second), repeated forever unless `loop` is false.
 * Returns the file's bytes.
 *
 *     encodeGif([red, blue], { width: 2, height: 1, delays: [500, 1000] }) // two frames
 */
export function encodeGif(frames, { width, height, delays, loop = true }) {
  if (!frames.length) throw new Error("no frame");
  const { colours, index } = paletteOf(frames);
  const out = new Bytes();
  out.bytes(ascii("GIF89a"));
  out.word(width);
  out.word(height);
  out.bytes([0xf7, 0, 0]); // a global palette of 256 colours
  for (let i = 0; i < 256; i++) out.bytes(colours[i] || [0, 0, 0]);
  // Played again and again: the application extension browsers read, a loop count of 0.
  if (loop) out.bytes([0x21, 0xff, 11, ...ascii("NETSCAPE2.0"), 3, 1, 0, 0, 0]);
  let before = null;
  const n = width * height;
  for (let f = 0; f < frames.length; f++) {
    const px = frames[f];
    const now = new Uint8Array(n);
    for (let i = 0; i < n; i++) now[i] = index(bucket(px[i * 4], px[i * 4 + 1], px[i * 4 + 2]));
    // Where this frame differs from the one before (all of it for the first).
    let [x0, y0, x1, y1] = [0, 0, width - 1, height - 1];
    if (before) {
      [x0, y0, x1, y1] = [width, height, -1, -1];
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          if (now[y * width + x] !== before[y * width + x]) {
            x0 = Math.min(x0, x);
            x1 = Math.max(x1, x);
            y0 = Math.min(y0, y);
            y1 = Math.max(y1, y);
          }
        }
      }
      // Nothing changed: one transparent pixel holds the time.
      if (x1 < 0) [x0, y0, x1, y1] = [0, 0, 0, 0];
    }
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    const rect = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = (y + y0) * width + x + x0;
        rect[y * w + x] = before && now[i] === before[i] ? CLEAR_INDEX : now[i];
      }
    }
    // Kept under the next frame (disposal 1), its unchanged pixels transparent.
    out.bytes([0x21, 0xf9, 4, 0x05]);
    out.word(Math.max(2, Math.round((delays[f] || 0) / 10)));
    out.bytes([CLEAR_INDEX, 0]);
    out.byte(0x2c);
    out.word(x0);
    out.word(y0);
    out.word(w);
    out.word(h);
    out.byte(0);
    lzw(out, rect);
    before = now;
  }
  out.byte(0x3b);
  return out.done();
}
