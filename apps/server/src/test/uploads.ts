import zlib from 'node:zlib';
import sharp from 'sharp';

/** Real image bytes for upload tests; the server decides types by these magic bytes. */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const GIF_1X1 = 'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

export const tinyPng = () => Buffer.from(PNG_1X1, 'base64');
export const tinyGif = () => Buffer.from(GIF_1X1, 'base64');
/** A real 2x2 JPEG (baseline, no metadata). */
const JPEG_2X2 =
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIADg9//2Q==';
export const tinyJpeg = () => Buffer.from(JPEG_2X2, 'base64');

/** A JPEG photo carrying EXIF with a camera make and a GPS position (Paris), as phones write. */
export async function jpegWithGps(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 700/100',
      },
    })
    .toBuffer();
}

/**
 * Whether an image's EXIF block has a GPS IFD (tag 0x8825 in IFD0), read from the TIFF
 * structure itself rather than trusted to any library's summary.
 */
export async function exifHasGps(image: Buffer): Promise<boolean> {
  const { exif } = await sharp(image).metadata();
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') === 0 ? 6 : 0);
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const count = u16(ifd0);
  for (let i = 0; i < count; i += 1) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

/** Format and size as a decoder sees them, plus whether any metadata survived. */
export async function imageInfo(image: Buffer) {
  const meta = await sharp(image).metadata();
  return {
    format: meta.format,
    width: meta.width,
    height: meta.pageHeight ?? meta.height,
    exif: meta.exif !== undefined,
    xmp: meta.xmp !== undefined,
    icc: meta.icc !== undefined,
  };
}

/** A PNG of the given size (solid colour, so it compresses to a few hundred bytes). */
export async function pngOfDimensions(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
}

/** A PNG signature followed by junk: passes the magic-byte check, decodes to nothing. */
export const pngHeaderAndGarbage = () =>
  Buffer.concat([tinyPng().subarray(0, 16), Buffer.from('not really an image '.repeat(20))]);

/** The JPEG magic number followed by an HTML page: a polyglot no decoder accepts. */
export const jpegHtmlPolyglot = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
  ]);

/** The first half of a real (noisy, so not tiny) JPEG: the scan data stops mid-image. */
export async function truncatedJpeg(): Promise<Buffer> {
  const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
  const whole = await sharp({
    create: { width: 200, height: 200, channels: 3, background: '#000', noise },
  })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** A real JPEG with an HTML page appended after its end: decodes, so it is re-encoded clean. */
export const jpegWithTrailingHtml = () =>
  Buffer.concat([tinyJpeg(), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);

/** A valid PNG of exactly `size` bytes: decoders stop at IEND, the rest is padding. */
export function pngOfSize(size: number): Buffer {
  const png = tinyPng();
  return Buffer.concat([png, Buffer.alloc(size - png.length)]);
}

/** A shell script, to be sent under an image's name and content type. */
export const script = () => Buffer.from('#!/bin/sh\necho pwned\n');

/** A multipart/form-data request for `app.inject`, encoded by the platform's own FormData. */
export async function multipart(
  fields: Record<string, { bytes: Buffer; filename: string; type: string } | string>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: value.type }), value.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const contentType = request.headers.get('content-type') ?? '';
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': contentType },
  };
}

/**
 * A decompression bomb's header: the 1x1 PNG with its IHDR rewritten to claim width x height
 * (CRC fixed, so the header is valid). A decoder would allocate for the claimed canvas.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(tinyPng());
  // Signature (8), IHDR length (4), "IHDR" (4), then width and height.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

/**
 * An SVG filter bomb (decision 0043): a small document whose blur and turbulence filters on a
 * huge canvas take libvips' SVG loader minutes and gigabytes to render. Behind `prefix` (an
 * image's magic bytes, e.g. "GIF") the magic-byte check reads it as that image.
 */
export function svgFilterBomb(prefix = ''): Buffer {
  const filters = Array.from(
    { length: 20 },
    (_, i) =>
      `<filter id="f${i}" x="0" y="0" width="1" height="1"><feTurbulence baseFrequency="0.9" numOctaves="10"/><feGaussianBlur stdDeviation="${50 + i}"/></filter>`,
  ).join('');
  const rects = Array.from(
    { length: 20 },
    (_, i) => `<rect width="6000" height="6000" filter="url(#f${i})"/>`,
  ).join('');
  return Buffer.from(
    `${prefix}<svg xmlns="http://www.w3.org/2000/svg" width="6000" height="6000"><defs>${filters}</defs>${rects}</svg>`,
  );
}

/** The parts of a one-frame GIF: the header (with any global colour table) and the frame. */
function gifParts(gif: Buffer) {
  const colourTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
  let at = 13 + colourTableBytes(gif[10] ?? 0);
  const header = gif.subarray(0, at);
  const skipSubBlocks = () => {
    while (gif[at] !== 0) at += (gif[at] ?? 0) + 1;
    at += 1;
  };
  // Extensions before the frame (graphic control, comments) are left out.
  while (gif[at] === 0x21) {
    at += 2;
    skipSubBlocks();
  }
  if (gif[at] !== 0x2c) throw new Error('expected an image descriptor');
  const descriptor = gif.subarray(at, at + 10);
  at += 10 + colourTableBytes(descriptor[9] ?? 0);
  const start = at;
  at += 1; // the LZW minimum code size
  skipSubBlocks();
  return { header, descriptor, pixels: gif.subarray(start, at) };
}

/**
 * An animated GIF of 1000x1000 frames, each small: by default 39 (just under the pixel limit,
 * 70 KB), allowed, but decoding and re-encoding it takes seconds of CPU (the image pool's time
 * limit stops it); 45 pass the pixel limit in a file far under 1 MB. Each frame is a solid
 * colour of its own. Made as a GIF encoder would write it, but cheaply: sharp encodes one
 * frame, whose compressed pixels every frame repeats with a colour table of its own colour
 * (encoding the whole animation with sharp cost about 4 s of CPU, two thirds of its test file).
 */
export async function heavyAnimatedGif(frameCount = 39): Promise<Buffer> {
  const one = await sharp({
    create: { width: 1000, height: 1000, channels: 3, background: { r: 0, g: 0, b: 0 } },
  })
    .gif()
    .toBuffer();
  const { header, descriptor, pixels } = gifParts(one);
  // A local colour table on every frame, as large as the one the pixels were coded against.
  const bits = (descriptor[9] ?? 0) & 0x80 ? (descriptor[9] ?? 0) & 7 : (header[10] ?? 0) & 7;
  const frameDescriptor = Buffer.from(descriptor);
  frameDescriptor[9] = 0x80 | bits;
  // Loop forever (the NETSCAPE2.0 application extension animated GIFs carry).
  const loop = Buffer.from([
    0x21,
    0xff,
    0x0b,
    ...Buffer.from('NETSCAPE2.0', 'latin1'),
    0x03,
    0x01,
    0x00,
    0x00,
    0x00,
  ]);
  const frames = Array.from({ length: frameCount }, (_, i) => {
    const colour = [(i * 37) % 256, (i * 91) % 256, (i * 13) % 256];
    // Graphic control: 0.1 s a frame, nothing transparent.
    const control = Buffer.from([0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00]);
    const table = Buffer.from(Array.from({ length: 2 ** (bits + 1) }, () => colour).flat());
    return Buffer.concat([control, frameDescriptor, table, pixels]);
  });
  return Buffer.concat([header, loop, ...frames, Buffer.from([0x3b])]);
}
