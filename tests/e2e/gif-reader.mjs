// A GIF reader for the tests, written from the GIF89a specification and independent of the
// page's writer (www/gif.js): the logical screen, the global palette, the loop, and each frame's
// delay, rectangle and pixels, decoded from LZW and composed over the frames before it as a
// viewer does (disposal "do not dispose", the transparent index left showing what was there).

/** Read a GIF's bytes: {width, height, loops, frames: [{delay, x, y, w, h, drawn, rgba}]}: a
 * frame's rectangle, how many of its pixels it draws (not transparent), and `rgba` the whole
 * picture after it. Throws on a malformed file. */
export function readGif(bytes) {
  let p = 0;
  const u8 = () => {
    if (p >= bytes.length) throw new Error("the file ends early");
    return bytes[p++];
  };
  const u16 = () => u8() + u8() * 256;
  const sig = String.fromCharCode(...bytes.slice(0, 6));
  if (sig !== "GIF89a" && sig !== "GIF87a") throw new Error(`not a GIF: ${sig}`);
  p = 6;
  const width = u16();
  const height = u16();
  const packed = u8();
  u8();
  u8();
  let palette = null;
  if (packed & 0x80) {
    const n = 2 ** ((packed & 7) + 1);
    palette = [];
    for (let i = 0; i < n; i++) palette.push([u8(), u8(), u8()]);
  }
  const canvas = new Uint8ClampedArray(width * height * 4);
  const frames = [];
  let loops = null;
  let control = { delay: 0, transparent: -1 };
  const subBlocks = () => {
    const out = [];
    for (let n = u8(); n; n = u8()) for (let i = 0; i < n; i++) out.push(u8());
    return out;
  };
  for (;;) {
    const b = u8();
    if (b === 0x3b) break;
    if (b === 0x21) {
      const label = u8();
      if (label === 0xf9) {
        u8();
        const pk = u8();
        const delay = u16() * 10;
        const t = u8();
        u8();
        control = { delay, transparent: pk & 1 ? t : -1 };
      } else if (label === 0xff) {
        const app = subBlocks();
        if (String.fromCharCode(...app.slice(0, 11)) === "NETSCAPE2.0") loops = app[12] + app[13] * 256;
      } else subBlocks();
    } else if (b === 0x2c) {
      const x = u16();
      const y = u16();
      const w = u16();
      const h = u16();
      const pk = u8();
      let pal = palette;
      if (pk & 0x80) {
        pal = [];
        for (let i = 0; i < 2 ** ((pk & 7) + 1); i++) pal.push([u8(), u8(), u8()]);
      }
      if (pk & 0x40) throw new Error("interlaced frames are not read here");
      const indices = decodeLzw(u8(), subBlocks(), w * h);
      let drawn = 0;
      for (let j = 0; j < w * h; j++) {
        const k = indices[j];
        if (k === control.transparent) continue;
        drawn += 1;
        const o = ((y + Math.floor(j / w)) * width + x + (j % w)) * 4;
        const [r, g, bl] = pal[k];
        canvas[o] = r;
        canvas[o + 1] = g;
        canvas[o + 2] = bl;
        canvas[o + 3] = 255;
      }
      frames.push({ delay: control.delay, x, y, w, h, drawn, rgba: canvas.slice() });
      control = { delay: 0, transparent: -1 };
    } else throw new Error(`unexpected block 0x${b.toString(16)} at byte ${p - 1}`);
  }
  return { width, height, loops, frames };
}

/** GIF's LZW: `min` bits a symbol, codes growing to 12 bits, clear and end codes. */
function decodeLzw(min, data, count) {
  const clear = 2 ** min;
  const end = clear + 1;
  let size = min + 1;
  let dict = [];
  const reset = () => {
    dict = [];
    for (let i = 0; i < clear; i++) dict.push([i]);
    dict.push(null, null);
    size = min + 1;
  };
  reset();
  const out = [];
  let bitPos = 0;
  const read = () => {
    let code = 0;
    for (let i = 0; i < size; i++) {
      const byte = data[Math.floor((bitPos + i) / 8)];
      if (byte === undefined) throw new Error("the image data ends early");
      if ((byte >> ((bitPos + i) % 8)) & 1) code |= 1 << i;
    }
    bitPos += size;
    return code;
  };
  let prev = null;
  for (;;) {
    const code = read();
    if (code === clear) {
      reset();
      prev = null;
      continue;
    }
    if (code === end) break;
    let entry;
    if (code < dict.length && dict[code]) entry = dict[code];
    else if (code === dict.length && prev) entry = [...prev, prev[0]];
    else throw new Error(`a bad code ${code}`);
    out.push(...entry);
    if (prev) {
      dict.push([...prev, entry[0]]);
      if (dict.length === 2 ** size && size < 12) size += 1;
    }
    prev = entry;
  }
  if (out.length < count) throw new Error(`${out.length} pixels for ${count}`);
  return out.slice(0, count);
}
